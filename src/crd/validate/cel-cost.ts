import type { Schema } from '../model.js';
import { isScalar, mapValues, maxElements, selectField } from './cel-sizes.js';
import {
  conversionMismatch,
  literalType,
  methodMismatch,
  operandMismatch,
  overloadMismatch,
  type CelType,
} from './cel-types.js';
import { resultType, type ResultType } from './cel-result-type.js';
import { isGlobalLibraryFunction, libraryMismatch, operandTypeName } from './cel-library-types.js';
import { qualifiedName } from './cel-comprehensions.js';
import { OPT_HAS, OPT_INDEX, OPT_SELECT } from './cel-optional-syntax.js';
import { appendedElement, isRead, itemShape, iterationShapes, scalarShape } from './cel-shapes.js';
import { isRecord } from '../../values.js';

/**
 * The static cost estimate of one CEL expression as the API server computes it when a CRD is
 * created (cel-go checker/cost.go with the Kubernetes size estimator of
 * apiextensions-apiserver pkg/apiserver/schema/cel/compilation.go): identifiers and field selects
 * cost 1, calls 1 plus their arguments, string traversals 0.1 per rune, `matches`/`find` the
 * string cost times a quarter of the regex length, `in` the list size, comprehensions the range
 * size times the cost of one step. Sizes of `self` and everything reached from it come from the
 * schema (cel-sizes.ts). Where the gate cannot know a size the API server knows (a library
 * function whose result size it does not model), the estimate is `undefined`: not estimated,
 * never a guess that could reject an accepted CRD.
 */

/** The parsed expression as @bufbuild/cel gives it (cel.expr.Expr), read structurally. */
export interface CelExpr {
  id: bigint;
  exprKind: { case?: string; value?: unknown };
}
export interface Call {
  function: string;
  target?: CelExpr;
  args: CelExpr[];
}
export interface Comprehension {
  iterVar: string;
  iterVar2?: string;
  iterRange: CelExpr;
  accuVar: string;
  accuInit: CelExpr;
  loopCondition: CelExpr;
  loopStep: CelExpr;
  result: CelExpr;
}

/** What the estimator knows about a node: its schema when reached from `self`, its size. */
interface Known {
  schema?: Schema;
  /** Max size (runes, bytes, items, entries); undefined: unknown. */
  size?: number;
  /** The element of a list or map literal built by the expression. */
  item?: Known;
  /** The resource root: apiVersion, kind and metadata.name are there whatever the schema says. */
  root?: boolean;
  /** The static type of a literal (values from the schema are typed by it). */
  literal?: CelType;
  /** The type of a value no schema path reaches, as a schema (cel-shapes.ts): it types, never sizes. */
  shape?: Schema;
}

const STRING_TRAVERSAL = 0.1;
const REGEX_LENGTH = 0.25;
const LIST_CREATE = 10;
const MAP_CREATE = 30;
const STRUCT_CREATE = 40;
const ACCUMULATORS = new Set(['@result', '__result__']);
/** Kubernetes string methods costing one traversal of their target and returning its size (k8s.io/apiserver pkg/cel/library/cost.go). */
const SAME_SIZE = new Set(['lowerAscii', 'upperAscii', 'trim', 'substring']);
/** List methods costing one comparison per item (plus the strings' traversal). */
const PER_ITEM = new Set(['isSorted', 'sum', 'min', 'max', 'indexOf', 'lastIndexOf']);
/** `format.named(…).validate(s)`: the string traversed against a name-format regex of at most 128. */
const NAME_FORMAT_REGEX = 128;
/** Conversions whose result is a fixed-size scalar. */
const SCALAR_CONVERSIONS = new Set(['int', 'uint', 'double', 'bool', 'duration', 'timestamp']);

class Coster {
  unknown = false;
  /** Fields selected on a typed object that declares no such field: the API server's compile error. */
  readonly undeclared: string[] = [];
  /** Operators applied to operands of different kinds (`found no matching overload …`). */
  readonly mismatches: string[] = [];
  private readonly scopes = new Map<string, Known[]>();
  private readonly known = new Map<bigint, Known>();

  constructor(vars: Record<string, Known>) {
    for (const [k, v] of Object.entries(vars)) this.scopes.set(k, [v]);
  }

  /** A size the cost formula needs: unknown sizes make the whole estimate unknown. */
  size(e: CelExpr | Known | undefined): number {
    const k = e && 'exprKind' in e ? this.of(e) : e;
    if (k?.size !== undefined) return k.size;
    this.unknown = true;
    return 0;
  }

  of(e: CelExpr): Known {
    return this.known.get(e.id) ?? {};
  }

  /** The schema that types a node: the one reached from `self`, else its shape. */
  readonly typeSchema = (e: CelExpr): Schema | undefined => {
    const k = this.of(e);
    return k.schema ?? k.shape;
  };

  private set(e: CelExpr, k: Known): void {
    this.known.set(e.id, k);
  }

  cost(e: CelExpr | undefined): number {
    if (!e) return 0;
    const v = e.exprKind.value;
    switch (e.exprKind.case) {
      case 'constExpr':
        this.set(e, literalSize(v));
        return 0;
      case 'identExpr':
        this.set(e, this.scopes.get((v as { name: string }).name)?.at(-1) ?? {});
        return 1;
      case 'selectExpr':
        return this.select(e, v as { operand: CelExpr; field: string; testOnly: boolean });
      case 'callExpr':
        return this.call(e, v as Call);
      case 'listExpr':
        return this.list(e, (v as { elements: CelExpr[] }).elements);
      case 'structExpr':
        return this.struct(e, v as { messageName: string; entries: { key?: CelExpr; value: CelExpr }[] });
      case 'comprehensionExpr':
        return this.comprehension(e, v as Comprehension);
    }
    return 0;
  }

  private select(e: CelExpr, s: { operand: CelExpr; field: string; testOnly: boolean }): number {
    const operand = this.cost(s.operand);
    const { schema: on, root, shape } = this.of(s.operand);
    const typed = on ?? shape;
    const field = typed ? (mapValues(typed) ?? selectField(typed, s.field, root === true)) : undefined;
    if (typed && !field && closedObject(typed) && !this.undeclared.includes(s.field))
      this.undeclared.push(s.field);
    const embedded = field?.['x-kubernetes-embedded-resource'] === true;
    // A field of a shape is typed by the shape's schema, never sized by it.
    const reached = on ? known(field) : field ? { shape: field } : {};
    this.set(e, s.testOnly ? { size: 1 } : { ...reached, ...(embedded ? { root: true } : {}) });
    // A select on a map or object costs 1; a presence test (`has`) nothing more than its operand: the
    // API server sets cel-go's PresenceTestHasCost(false) (base.go).
    return operand + (!s.testOnly && on && on.type === 'object' ? 1 : 0);
  }

  /** Operators and `size` on operands whose static types have no such overload (cel-types.ts). */
  private typeMismatch(c: Call): void {
    const scalar = (x: CelExpr) => {
      const t = this.of(x).literal ?? resultType(x, this.typeSchema);
      return t === 'list' || t === 'map' ? undefined : t;
    };
    const operands = [...(c.target ? [c.target] : []), ...c.args];
    const types = operands.map(scalar);
    const names = () => operands.map((x, i) => operandTypeName(x, types[i], this.typeSchema(x)));
    const global = !c.target;
    const mismatch =
      (c.args.length === 2 && global ? overloadMismatch(c.function, types[0], types[1]) : undefined) ??
      (c.args.length === 1 && global ? conversionMismatch(c.function, types[0]) : undefined) ??
      (c.target ? methodMismatch(c.function, types[0], types.slice(1)) : undefined) ??
      operandMismatch(c.function, types, c.target !== undefined) ??
      libraryCall(c, names);
    if (mismatch) this.mismatches.push(mismatch);
  }

  /**
   * `x.?f` (rewritten `x.__opt_select__("f")`): on a typed object that declares no `f`, an undefined
   * field; otherwise what it holds is sized as `x.f` (the optional is transparent to sizes).
   */
  private optionalField(target: CelExpr, name: CelExpr | undefined): Known {
    const f =
      name?.exprKind.case === 'constExpr'
        ? (name.exprKind.value as { constantKind?: { value?: unknown } }).constantKind?.value
        : undefined;
    const { schema: on, root } = this.of(target);
    if (typeof f !== 'string' || !on) return {};
    const field = mapValues(on) ?? selectField(on, f, root === true);
    if (!field && closedObject(on) && !this.undeclared.includes(f)) this.undeclared.push(f);
    return { ...known(field), ...(field?.['x-kubernetes-embedded-resource'] === true ? { root: true } : {}) };
  }

  private list(e: CelExpr, elements: CelExpr[]): number {
    let sum = LIST_CREATE;
    for (const x of elements) sum += this.cost(x);
    const first = elements[0];
    this.set(e, { size: elements.length, ...(first ? { item: this.of(first) } : {}) });
    return sum;
  }

  private struct(
    e: CelExpr,
    s: { messageName: string; entries: { key?: CelExpr; value: CelExpr }[] },
  ): number {
    let sum = s.messageName ? STRUCT_CREATE : MAP_CREATE;
    for (const x of s.entries) sum += this.cost(x.key) + this.cost(x.value);
    this.set(e, { size: s.entries.length });
    return sum;
  }

  private comprehension(e: CelExpr, c: Comprehension): number {
    let sum = this.cost(c.iterRange) + this.cost(c.accuInit);
    const range = this.of(c.iterRange);
    if (isBind(c)) {
      this.push(c.accuVar, this.of(c.accuInit));
      sum += this.cost(c.result);
      this.pop(c.accuVar);
      this.set(e, this.of(c.result));
      return sum;
    }
    this.push(c.accuVar, this.of(c.accuInit));
    const element = elementOf(range);
    // A range no schema reaches (a `map`/`filter` result) types its variables by its shape.
    const [first, second] = range.schema ? [] : iterationShapes(range.shape, Boolean(c.iterVar2));
    const shaped = (k: Known, shape: Schema | undefined) => (shape && !k.schema ? { ...k, shape } : k);
    if (c.iterVar2) {
      // Two variables: a list's index and item, a map's key and value.
      const map = range.schema?.type === 'object';
      this.push(c.iterVar, shaped(map ? keyOf(range) : { size: 1, literal: 'int' }, first));
      this.push(c.iterVar2, shaped(map && range.schema ? known(mapValues(range.schema)) : element, second));
    } else this.push(c.iterVar, shaped(range.schema?.type === 'object' ? keyOf(range) : element, first));
    const step = this.cost(c.loopCondition) + this.cost(c.loopStep);
    this.pop(c.iterVar);
    if (c.iterVar2) this.pop(c.iterVar2);
    sum += this.cost(c.result);
    this.pop(c.accuVar);
    sum += this.size(range) * step;
    const init = c.accuInit.exprKind.case;
    this.set(e, init === 'listExpr' || init === 'structExpr' ? this.built(c, range) : this.of(c.result));
    return sum;
  }

  /** A comprehension building a list or map: the range's size, and for `map`/`filter` the list type cel-go infers. */
  private built(c: Comprehension, range: Known): Known {
    const el = appendedElement(c);
    const item = el && this.elementShape(el);
    return { size: range.size, ...(item ? { shape: { type: 'array', items: item } } : {}) };
  }

  /** An appended element's type: a value read (a variable, a field, an index) by its schema, else its static type. */
  private elementShape(el: CelExpr): Schema | undefined {
    if (isRead(el) && this.typeSchema(el)) return this.typeSchema(el);
    return scalarShape(this.of(el).literal ?? resultType(el, this.typeSchema));
  }

  private push(name: string, k: Known): void {
    this.scopes.set(name, [...(this.scopes.get(name) ?? []), k]);
  }

  private pop(name: string): void {
    this.scopes.get(name)?.pop();
  }

  private call(e: CelExpr, c: Call): number {
    const costs = c.args.map((a) => this.cost(a));
    // `c ? a : b` runs one branch: the condition plus the dearer branch.
    const args =
      c.function === '_?_:_' ? costs[0]! + Math.max(costs[1]!, costs[2]!) : costs.reduce((n, x) => n + x, 0);
    const target = c.target ? this.cost(c.target) : 0;
    this.typeMismatch(c);
    const { cost, result } = callCost(this, c);
    const optional =
      (c.function === OPT_SELECT || c.function === OPT_HAS) && c.target
        ? this.optionalField(c.target, c.args[0])
        : undefined;
    const indexed = c.function === '_[_]' && c.args[0] ? this.of(c.args[0]).shape : undefined;
    const item = indexed && !result?.schema ? itemShape(indexed) : undefined;
    this.set(
      e,
      c.function === OPT_HAS ? { size: 1 } : (optional ?? (item ? { ...result, shape: item } : result) ?? {}),
    );
    return target + args + cost;
  }
}

/** A Kubernetes library function on arguments none of its overloads takes (cel-library-types.ts). */
function libraryCall(c: Call, names: () => (string | undefined)[]): string | undefined {
  const q = qualifiedName(c);
  const all = names();
  if (!c.target) return libraryMismatch(c.function, undefined, all, false);
  if (q !== c.function && isGlobalLibraryFunction(q))
    return libraryMismatch(q, undefined, all.slice(1), false);
  return libraryMismatch(c.function, all[0], all.slice(1), true);
}

/** The cost of a call itself (its target and arguments already counted) and what it returns. */
function callCost(k: Coster, c: Call): { cost: number; result?: Known } {
  const [a, b] = c.args;
  const t = c.target;
  const f = c.function;
  const str = (x: CelExpr) => Math.ceil(k.size(x) * STRING_TRAVERSAL);
  switch (f) {
    case '_&&_':
    case '_||_':
    case '_?_:_':
      // Short-circuit: the operands' costs are the cost; `?:` returns either branch.
      return { cost: 0, result: f === '_?_:_' && b ? union(k.of(b), k.of(c.args[2]!)) : { size: 1 } };
    case 'matches':
    case 'find':
    case 'findAll': {
      // The member forms (the global `matches(s, re)` is an O(1) call to the estimator).
      if (!t || !a) break;
      const strCost = Math.ceil((k.size(t) + 1) * STRING_TRAVERSAL);
      const result = f === 'matches' ? { size: 1 } : { size: k.of(t).size };
      return { cost: strCost * Math.ceil(k.size(a) * REGEX_LENGTH), result };
    }
    case 'contains':
      if (t && a) return { cost: str(t) * str(a) };
      break;
    case 'startsWith':
    case 'endsWith':
      if (a) return { cost: str(a) };
      break;
    case '@in':
      if (b) return { cost: k.size(b) };
      break;
    case '_+_':
      return concat(k, a, b);
    case '_==_':
    case '_!=_':
    case '_<_':
    case '_<=_':
    case '_>_':
    case '_>=_':
      return { cost: compareCost(k, a, b), result: { size: 1 } };
    case '_[_]':
      return { cost: 1, result: a ? indexed(k.of(a)) : {} };
    case 'size':
      return { cost: 1, result: { size: 1 } };
    // Optional values are transparent to sizes: `x[?i]` is an item, `o.value()` / `o.orValue(d)` what `o` holds.
    case OPT_INDEX:
      if (t) return { cost: 1, result: elementOf(k.of(t)) };
      break;
    // A presence test costs nothing more (the API server sets PresenceTestHasCost(false)).
    case OPT_HAS:
      return { cost: 0, result: { size: 1 } };
    case 'value':
      if (t && !a) return { cost: 1, result: k.of(t) };
      break;
    case 'orValue':
      if (t && a) return { cost: 1, result: orValue(k.of(t), k.of(a)) };
      break;
  }
  return libraryCost(k, c);
}

/** Kubernetes library functions as its estimator prices them (k8s.io/apiserver pkg/cel/library/cost.go), else O(1). */
function libraryCost(k: Coster, c: Call): { cost: number; result?: Known } {
  const t = c.target;
  const f = c.function;
  const traverse = (x: CelExpr | Known, factor = 1) => Math.ceil(k.size(x) * STRING_TRAVERSAL * factor);
  if (t && SAME_SIZE.has(f)) return { cost: traverse(t), result: { size: k.of(t).size } };
  if (t && PER_ITEM.has(f)) return { cost: perItem(k, t), result: { size: 1 } };
  if (t && f === 'split') return { cost: traverse(t, 2), result: { size: splitLimit(c) ?? k.of(t).size } };
  if (t && f === 'replace') return { cost: traverse(t, 2), result: replaced(k, t, c.args[0], c.args[1]) };
  if (t && f === 'join') return joinCost(k, t, c.args[0]);
  if (t && f === 'validate' && c.args[0])
    return { cost: Math.ceil(traverse(c.args[0]) * NAME_FORMAT_REGEX * REGEX_LENGTH) };
  if (!t && f === 'url' && c.args[0])
    return { cost: traverse(c.args[0]), result: { size: k.of(c.args[0]).size } };
  if (f === 'dyn' && c.args[0]) return { cost: 1, result: k.of(c.args[0]) };
  if (SCALAR_CONVERSIONS.has(f)) return { cost: 1, result: { size: 1 } };
  return { cost: 1 };
}

/**
 * The largest string `s.replace(old, new)` can build, as cost.go's estimator sizes it: an `old` that
 * can be empty inserts `new` around every character (size + 1 times) and keeps them; a `new` no
 * longer than the shortest `old` cannot grow the string; else every `old` at its shortest is
 * replaced by `new` at its longest. Only literals have a known shortest size (a schema gives none).
 */
function replaced(k: Coster, t: CelExpr, old: CelExpr | undefined, by: CelExpr | undefined): Known {
  const size = k.of(t).size;
  const byMax = by && k.of(by).size;
  if (!old || size === undefined || byMax === undefined) return {};
  const oldMin = isText(old) ? (k.of(old).size ?? 0) : 0;
  if (oldMin === 0) return { size: (size + 1) * byMax + size };
  if (byMax <= oldMin) return { size };
  return { size: Math.ceil(size / oldMin) * byMax };
}

/** `isSorted`, `sum`, `indexOf` …: one per item, plus each string item's traversal; on a string, its traversal. */
function perItem(k: Coster, t: CelExpr): number {
  const target = k.of(t);
  const element = elementOf(target);
  if (target.schema?.type === 'string' || (target.literal === 'string' && !target.item))
    return Math.ceil(k.size(t) * STRING_TRAVERSAL);
  const text = element.schema?.type === 'string' || element.literal === 'string';
  return k.size(t) * (1 + (text ? Math.ceil(k.size(element) * STRING_TRAVERSAL) : 0));
}

const splitLimit = (c: Call): number | undefined => {
  const limit = c.args[1]?.exprKind;
  const v =
    limit?.case === 'constExpr'
      ? (limit.value as { constantKind?: { value?: unknown } }).constantKind
      : undefined;
  return typeof v?.value === 'bigint' ? Number(v.value) : undefined;
};

/** `list.join(sep)`: the result's size (items × item size + separators) traversed once. */
function joinCost(k: Coster, t: CelExpr, sep: CelExpr | undefined): { cost: number; result: Known } {
  const list = k.size(t);
  const size = list * k.size(elementOf(k.of(t))) + (sep ? k.size(sep) * Math.max(list - 1, 0) : 0);
  return { cost: Math.ceil(size * STRING_TRAVERSAL), result: { size } };
}

function concat(k: Coster, a: CelExpr | undefined, b: CelExpr | undefined): { cost: number; result?: Known } {
  if (!a || !b) return { cost: 1 };
  const [x, y] = [k.of(a), k.of(b)];
  const size = x.size !== undefined && y.size !== undefined ? x.size + y.size : undefined;
  const list = x.item !== undefined || y.item !== undefined || x.schema?.type === 'array';
  if (list) return { cost: 1, result: { size, item: union(x.item ?? {}, y.item ?? {}) } };
  const text = x.schema?.type === 'string' || y.schema?.type === 'string' || isText(a) || isText(b);
  if (!text) return { cost: 1, result: { size } };
  return { cost: Math.ceil(k.size({ size }) * STRING_TRAVERSAL), result: { size } };
}

/** Equality and ordering: the smaller size traversed, 0.1 per unit (1 for scalars). */
function compareCost(k: Coster, a: CelExpr | undefined, b: CelExpr | undefined): number {
  if (!a || !b) return 1;
  const sizes = [k.of(a), k.of(b)].map((x) => x.size ?? (x.schema && isScalar(x.schema) ? 1 : undefined));
  const known = sizes.filter((s): s is number => s !== undefined);
  if (!known.length) return k.size({}); // both unknown: the API server would estimate max uint
  return Math.ceil(Math.min(...known) * STRING_TRAVERSAL);
}

const isText = (e: CelExpr) =>
  e.exprKind.case === 'constExpr' &&
  (e.exprKind.value as { constantKind?: { case?: string } }).constantKind?.case === 'stringValue';

function literalSize(v: unknown): Known {
  const c = (v as { constantKind?: { case?: string; value?: unknown } }).constantKind;
  const literal = literalType(c?.case);
  return { ...literalSizeOf(c), ...(literal ? { literal } : {}) };
}

function literalSizeOf(c: { case?: string; value?: unknown } | undefined): Known {
  if (c?.case === 'stringValue') return { size: [...String(c.value)].length };
  if (c?.case === 'bytesValue') return { size: (c.value as Uint8Array).length };
  return { size: 1 };
}

/** An object CEL types by its declared properties only (not a map, not open to unknown fields, not embedded). */
const closedObject = (s: Schema) =>
  s.type === 'object' &&
  s.additionalProperties === undefined &&
  s['x-kubernetes-preserve-unknown-fields'] !== true &&
  s['x-kubernetes-embedded-resource'] !== true;

function known(s: Schema | undefined): Known {
  if (!s) return {};
  const size = isScalar(s) ? 1 : maxElements(s);
  return { schema: s, ...(size !== undefined ? { size } : {}) };
}

/** The element a comprehension binds: a list's items, a map's keys (strings of unknown size). */
function elementOf(range: Known): Known {
  if (range.item) return range.item;
  const s = range.schema;
  if (s?.type === 'array' && isRecord(s.items))
    return {
      ...known(s.items),
      ...(s.items['x-kubernetes-embedded-resource'] === true ? { root: true } : {}),
    };
  return {};
}

/** A map's keys, strings (of a size the schema does not tell) for a map typed by the schema; else unknown. */
function keyOf(range: Known): Known {
  return range.schema && mapValues(range.schema) ? { literal: 'string' } : {};
}

/** `x[i]`: a list's item, a typed map's value. */
function indexed(on: Known): Known {
  const values = on.schema ? mapValues(on.schema) : undefined;
  return values ? known(values) : elementOf(on);
}

/** `o.orValue(d)`: what `o` holds, at most as large as the larger of the two. */
function orValue(o: Known, d: Known): Known {
  const size = o.size !== undefined && d.size !== undefined ? Math.max(o.size, d.size) : undefined;
  const { size: _, ...rest } = o;
  return size !== undefined ? { ...rest, size } : rest;
}

function union(a: Known, b: Known): Known {
  const size = a.size !== undefined && b.size !== undefined ? Math.max(a.size, b.size) : undefined;
  return size !== undefined ? { size } : {};
}

function isBind(c: Comprehension): boolean {
  const r = c.iterRange.exprKind;
  const cond = c.loopCondition.exprKind;
  return (
    r.case === 'listExpr' &&
    (r.value as { elements: unknown[] }).elements.length === 0 &&
    cond.case === 'constExpr' &&
    (cond.value as { constantKind?: { value?: unknown } }).constantKind?.value === false &&
    !ACCUMULATORS.has(c.accuVar)
  );
}

/** What the API server's compile step finds in a rule besides syntax: its cost, and fields the schema lacks. */
export interface RuleEstimate {
  /** Worst-case cost of one evaluation; undefined when it depends on a size the gate cannot tell. */
  cost?: number;
  /** Fields selected on objects whose schema does not declare them (`undefined field 'x'`). */
  undeclared: string[];
  /** Operators on operands of different kinds (`found no matching overload for '_==_' applied to '(int, string)'`). */
  mismatches: string[];
  /** The result's static type where it is clear-cut (cel-result-type.ts). */
  type?: ResultType;
}

/**
 * Estimates an expression whose `self` (and `oldSelf`) has schema `self` (`root`: the resource
 * root, where apiVersion, kind and metadata.name are always there).
 */
export function estimateRule(expr: CelExpr, self: Schema, root: boolean): RuleEstimate {
  const v: Known = { ...known(self), root };
  const c = new Coster({ self: v, oldSelf: v });
  const cost = c.cost(expr);
  const type = resultType(expr, c.typeSchema);
  return {
    ...(c.unknown ? {} : { cost }),
    undeclared: c.undeclared,
    mismatches: c.mismatches,
    ...(type ? { type } : {}),
  };
}
