import type { Call, CelExpr, Comprehension } from './cel-cost.js';

/**
 * cel-go's two-variable comprehensions (ext.TwoVarComprehensions, Kubernetes 1.32+), which the
 * engine's parser reads as plain calls of three or four arguments (`m.all(k, v, p)`):
 *
 * - `expandTwoVarMacros` turns each into the comprehension cel-go's macro builds (ext/comprehensions.go:
 *   `all`, `exists`, `existsOne`/`exists_one`, `transformList`, `transformMap`, `transformMapEntry`),
 *   with both iteration variables (`iterVar`, `iterVar2`): what the cost estimate reads;
 * - `lowerTwoVar` rewrites a two-variable comprehension into the one-variable form the engine runs:
 *   it iterates over `@kvPairs(range)` (`[index, item]` of a list, `[key, value]` of a map) and reads
 *   the variables as `@kvN[0]` and `@kvN[1]`.
 */
export const KV_PAIRS = '@kvPairs';
export const MAP_INSERT = '@mapInsert';
const ACCU = '@result';

const MACROS: Record<string, number[]> = {
  all: [3],
  exists: [3],
  existsOne: [3],
  exists_one: [3],
  transformList: [3, 4],
  transformMap: [3, 4],
  transformMapEntry: [3, 4],
};

/** Builds nodes with fresh ids above every id of the parsed expression. */
export class Nodes {
  private next: bigint;
  constructor(root: CelExpr) {
    this.next = maxId(root) + 1n;
  }
  private node(kind: string, value: unknown): CelExpr {
    return { id: this.next++, exprKind: { case: kind, value } };
  }
  ident(name: string): CelExpr {
    return this.node('identExpr', { name });
  }
  call(fn: string, args: CelExpr[]): CelExpr {
    return this.node('callExpr', { function: fn, args });
  }
  int(v: bigint): CelExpr {
    return this.node('constExpr', { constantKind: { case: 'int64Value', value: v } });
  }
  bool(v: boolean): CelExpr {
    return this.node('constExpr', { constantKind: { case: 'boolValue', value: v } });
  }
  list(elements: CelExpr[]): CelExpr {
    return this.node('listExpr', { elements, optionalIndices: [] });
  }
  map(): CelExpr {
    return this.node('structExpr', { messageName: '', entries: [] });
  }
  comprehension(c: Comprehension): CelExpr {
    return this.node('comprehensionExpr', c);
  }
  /** `target.fn(args)`. */
  member(fn: string, target: CelExpr, args: CelExpr[] = []): CelExpr {
    return this.node('callExpr', { function: fn, target, args });
  }
}

function maxId(e: unknown): bigint {
  if (!e || typeof e !== 'object') return 0n;
  let max = typeof (e as CelExpr).id === 'bigint' ? (e as CelExpr).id : 0n;
  for (const v of Object.values(e))
    if (v && typeof v === 'object') {
      const m = maxId(v);
      if (m > max) max = m;
    }
  return max;
}

/** Copies a node with each child object rewritten by `f` (children first). */
export function mapChildren(e: unknown, f: (x: unknown) => unknown): unknown {
  if (!e || typeof e !== 'object' || ArrayBuffer.isView(e)) return e;
  if (Array.isArray(e)) return e.map(f);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) out[k] = v && typeof v === 'object' ? f(v) : v;
  return out;
}

export const identName = (e: CelExpr | undefined) =>
  e?.exprKind?.case === 'identExpr' ? (e.exprKind.value as { name: string }).name : undefined;

/** A call's name as the environment declares it: `sets.contains` for a namespaced call, else `contains`. */
export function qualifiedName(c: Pick<Call, 'function' | 'target'>): string {
  const ns = identName(c.target);
  return ns ? `${ns}.${c.function}` : c.function;
}

/** Whether some node of the expression (at any depth) is a `kind` node whose value satisfies `test`. */
export function anyNode<T>(e: unknown, kind: string, test: (value: T) => boolean): boolean {
  if (!e || typeof e !== 'object' || ArrayBuffer.isView(e)) return false;
  const k = (e as CelExpr).exprKind;
  if (k?.case === kind && test(k.value as T)) return true;
  return Object.values(e).some((v) => anyNode(v, kind, test));
}

const hasTwoVarComprehension = (e: CelExpr) =>
  anyNode<Comprehension>(e, 'comprehensionExpr', (c) => Boolean(c.iterVar2));

/** Whether the expression calls a two-variable macro (gated by the Kubernetes version). */
export const usesTwoVarMacro = (root: CelExpr): boolean => anyNode(root, 'callExpr', isTwoVarMacro);

/** Whether a call is one of the two-variable macros (a receiver, two simple names, the right arity). */
export function isTwoVarMacro(c: Call): boolean {
  return (
    c.target !== undefined &&
    (MACROS[c.function] ?? []).includes(c.args.length) &&
    identName(c.args[0]) !== undefined &&
    identName(c.args[1]) !== undefined
  );
}

/** cel-go's expansion of one two-variable macro call. */
function expand(n: Nodes, c: Call): CelExpr {
  const [k, v] = [identName(c.args[0])!, identName(c.args[1])!];
  const accu = () => n.ident(ACCU);
  const body = c.args.slice(2);
  const [filter, transform] = body.length === 2 ? [body[0], body[1]!] : [undefined, body[0]!];
  const filtered = (step: CelExpr) => (filter ? n.call('_?_:_', [filter, step, accu()]) : step);
  const make = (init: CelExpr, cond: CelExpr, step: CelExpr, result: CelExpr) =>
    n.comprehension({
      iterVar: k,
      iterVar2: v,
      iterRange: c.target!,
      accuVar: ACCU,
      accuInit: init,
      loopCondition: cond,
      loopStep: step,
      result,
    });
  switch (c.function) {
    case 'all':
      return make(
        n.bool(true),
        n.call('@not_strictly_false', [accu()]),
        n.call('_&&_', [accu(), transform]),
        accu(),
      );
    case 'exists':
      return make(
        n.bool(false),
        n.call('@not_strictly_false', [n.call('!_', [accu()])]),
        n.call('_||_', [accu(), transform]),
        accu(),
      );
    case 'existsOne':
    case 'exists_one':
      return make(
        n.int(0n),
        n.bool(true),
        n.call('_?_:_', [transform, n.call('_+_', [accu(), n.int(1n)]), accu()]),
        n.call('_==_', [accu(), n.int(1n)]),
      );
    case 'transformList':
      return make(n.list([]), n.bool(true), filtered(n.call('_+_', [accu(), n.list([transform])])), accu());
    case 'transformMap':
      return make(
        n.map(),
        n.bool(true),
        filtered(n.call(MAP_INSERT, [accu(), n.ident(k), transform])),
        accu(),
      );
    default:
      return make(n.map(), n.bool(true), filtered(n.call(MAP_INSERT, [accu(), transform])), accu());
  }
}

/** The expression with every two-variable macro call expanded into its comprehension. */
export function expandTwoVarMacros(root: CelExpr): { expr: CelExpr; firstVar?: string } {
  if (!usesTwoVarMacro(root)) return { expr: root };
  const n = new Nodes(root);
  let firstVar: string | undefined;
  const walk = (e: unknown): unknown => {
    const copy = mapChildren(e, walk) as CelExpr;
    if (copy?.exprKind?.case === 'callExpr' && isTwoVarMacro(copy.exprKind.value as Call)) {
      const call = copy.exprKind.value as Call;
      firstVar ??= identName(call.args[0]);
      return expand(n, call);
    }
    return copy;
  };
  const expr = walk(root) as CelExpr;
  return { expr, ...(firstVar !== undefined ? { firstVar } : {}) };
}

/** Replaces the identifiers `names` by `to(name)`, except where a nested comprehension rebinds them. */
function substitute(e: unknown, names: Map<string, () => CelExpr>): unknown {
  if (!e || typeof e !== 'object') return e;
  const x = e as CelExpr;
  const name = identName(x);
  if (name !== undefined && names.has(name)) return names.get(name)!();
  if (x.exprKind?.case === 'comprehensionExpr') {
    const c = x.exprKind.value as Comprehension;
    const inner = new Map([...names].filter(([k]) => ![c.iterVar, c.iterVar2, c.accuVar].includes(k)));
    const value: Comprehension = {
      ...c,
      iterRange: substitute(c.iterRange, names) as CelExpr,
      accuInit: substitute(c.accuInit, names) as CelExpr,
      loopCondition: substitute(c.loopCondition, inner) as CelExpr,
      loopStep: substitute(c.loopStep, inner) as CelExpr,
      result: substitute(c.result, inner) as CelExpr,
    };
    return { ...x, exprKind: { case: 'comprehensionExpr', value } };
  }
  return mapChildren(e, (y) => substitute(y, names));
}

/** The expression with every two-variable comprehension rewritten into the engine's one-variable form. */
export function lowerTwoVar(root: CelExpr): CelExpr {
  if (!hasTwoVarComprehension(root)) return root;
  const n = new Nodes(root);
  let count = 0;
  const walk = (e: unknown): unknown => {
    const copy = mapChildren(e, walk) as CelExpr;
    if (copy?.exprKind?.case !== 'comprehensionExpr') return copy;
    const c = copy.exprKind.value as Comprehension;
    if (!c.iterVar2) return copy;
    const pair = `@kv${count++}`;
    const at = (i: bigint) => () => n.call('_[_]', [n.ident(pair), n.int(i)]);
    const names = new Map([
      [c.iterVar, at(0n)],
      [c.iterVar2, at(1n)],
    ]);
    const value: Comprehension = {
      ...c,
      iterVar: pair,
      iterVar2: '',
      iterRange: n.call(KV_PAIRS, [c.iterRange]),
      loopCondition: substitute(c.loopCondition, names) as CelExpr,
      loopStep: substitute(c.loopStep, names) as CelExpr,
      result: substitute(c.result, names) as CelExpr,
    };
    return { ...copy, exprKind: { case: 'comprehensionExpr', value } };
  };
  return walk(root) as CelExpr;
}
