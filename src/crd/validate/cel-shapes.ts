import type { Schema } from '../model.js';
import { isRecord } from '../../values.js';
import type { Call, CelExpr, Comprehension } from './cel-cost.js';
import { identName } from './cel-comprehensions.js';
import type { ResultType } from './cel-result-type.js';

/**
 * Types of values no schema path reaches: a `map`/`filter` result and its items. cel-go's checker
 * types a list comprehension's accumulator by unifying `[]` with what each step appends
 * (`@result + [e]`): `self.names.map(n, n.size())` is `list(int)`, `filter` keeps the element
 * type. The gate writes such a type as a schema (its "shape") so that the checks reading schemas
 * judge it; a shape types values only, it never sizes them (the cost estimate reads `schema`).
 */

/** The schema that types a scalar as CEL does (schemaType's inverse); undefined where none does. */
const SCALARS: Partial<Record<ResultType, Schema>> = {
  int: { type: 'integer' },
  double: { type: 'number' },
  bool: { type: 'boolean' },
  string: { type: 'string' },
  bytes: { type: 'string', format: 'byte' },
  timestamp: { type: 'string', format: 'date-time' },
  duration: { type: 'string', format: 'duration' },
};
export const scalarShape = (t: ResultType | undefined): Schema | undefined => (t ? SCALARS[t] : undefined);

/** A list shape's items or a map shape's values: what an index or an iteration reads. */
export function itemShape(s: Schema | undefined): Schema | undefined {
  if (!isRecord(s)) return undefined;
  if (s.type === 'array') return isRecord(s.items) ? (s.items as Schema) : undefined;
  return s.type === 'object' && isRecord(s.additionalProperties)
    ? (s.additionalProperties as Schema)
    : undefined;
}

/**
 * Whether `e` reads a value (a variable, a field, an index, a comprehension's result), which its
 * schema or shape types; a call's result is typed by the call (`dyn(x)` is dyn whatever `x` is).
 */
export function isRead(e: CelExpr): boolean {
  const k = e.exprKind;
  return (
    k.case === 'identExpr' ||
    k.case === 'comprehensionExpr' ||
    (k.case === 'selectExpr' && !(k.value as { testOnly?: boolean }).testOnly) ||
    (k.case === 'callExpr' && (k.value as Call).function === '_[_]')
  );
}

const call = (e: CelExpr | undefined, fn: string): Call | undefined =>
  e?.exprKind.case === 'callExpr' && (e.exprKind.value as Call).function === fn
    ? (e.exprKind.value as Call)
    : undefined;

/**
 * The element a list comprehension appends at each step (`@result + [e]`, or the branch of
 * `p ? @result + [e] : @result` for `filter` and the filtering `map`), when its accumulator starts
 * as `[]`; undefined for any other comprehension.
 */
export function appendedElement(c: Comprehension): CelExpr | undefined {
  const init = c.accuInit.exprKind;
  if (init.case !== 'listExpr' || (init.value as { elements: unknown[] }).elements.length) return undefined;
  const branch = call(c.loopStep, '_?_:_');
  const keeps = branch && identName(branch.args[2]) === c.accuVar;
  const add = call(keeps ? branch.args[1] : c.loopStep, '_+_');
  if (!add || identName(add.args[0]) !== c.accuVar || identName(c.result) !== c.accuVar) return undefined;
  const list = add.args[1]?.exprKind;
  const elements = list?.case === 'listExpr' ? (list.value as { elements: CelExpr[] }).elements : [];
  return elements.length === 1 ? elements[0] : undefined;
}

const STRING: Schema = { type: 'string' };
const INT: Schema = { type: 'integer' };

/**
 * What a comprehension over a shaped range binds: a list's items (with two variables, its index and
 * item), a map's keys (with two, its key and value).
 */
export function iterationShapes(range: Schema | undefined, two: boolean): (Schema | undefined)[] {
  if (!isRecord(range)) return [];
  const item = itemShape(range);
  if (range.type === 'array') return two ? [INT, item] : [item];
  return range.type === 'object' && item ? [STRING, item] : [];
}
