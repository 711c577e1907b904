import { ACCU, type Builder, type Call, type Expr } from './cel-builder.js';

/**
 * The receiver macros as @bufbuild/cel's builder expands them (builder.js maybeExpand, 0.6.1):
 * `r.all(x, p)`, `r.exists(x, p)`, `r.exists_one(x, p)` (or `existsOne`), `r.map(x, e)`,
 * `r.map(x, p, e)` and `r.filter(x, p)` become comprehensions over `@result`, their nodes made in the
 * order the builder makes them (so the ids match), the call kept in `sourceInfo.macroCalls`.
 */

const bool = (b: Builder, offset: number, value: boolean) => b.constant(offset, { case: 'boolValue', value });
const int = (b: Builder, offset: number, value: bigint) => b.constant(offset, { case: 'int64Value', value });
const accu = (b: Builder, offset: number) => b.ident(offset, ACCU);

function comprehension(b: Builder, offset: number, value: Record<string, unknown>): Expr {
  return b.nextExpr(offset, {
    case: 'comprehensionExpr',
    value: { $typeName: 'cel.expr.Expr.Comprehension', accuVar: ACCU, ...value },
  });
}

/** newBoolMacro: `all` / `exists`, the loop step and condition already made. */
function boolMacro(
  b: Builder,
  offset: number,
  range: Expr,
  x: string,
  init: boolean,
  loopStep: Expr,
  loopCondition: Expr,
): Expr {
  const accuInit = bool(b, offset, init);
  const result = accu(b, offset);
  return comprehension(b, offset, {
    accuInit,
    iterVar: x,
    iterVar2: '',
    iterRange: range,
    loopStep,
    loopCondition,
    result,
  });
}

/** newListMacro: `map` / `filter`, the loop step already made. */
function listMacro(b: Builder, offset: number, range: Expr, x: string, loopStep: Expr): Expr {
  const accuInit = b.list(offset, []);
  const loopCondition = bool(b, offset, true);
  const result = accu(b, offset);
  return comprehension(b, offset, {
    accuInit,
    iterVar: x,
    iterVar2: '',
    iterRange: range,
    loopCondition,
    loopStep,
    result,
  });
}

function exists(b: Builder, offset: number, range: Expr, x: string, test: Expr): Expr {
  const step = b.call(offset, '_||_', [accu(b, offset), test]);
  const cond = b.call(offset, '@not_strictly_false', [b.call(offset, '!_', [accu(b, offset)])]);
  return boolMacro(b, offset, range, x, false, step, cond);
}

function all(b: Builder, offset: number, range: Expr, x: string, test: Expr): Expr {
  const step = b.call(offset, '_&&_', [accu(b, offset), test]);
  const cond = b.call(offset, '@not_strictly_false', [accu(b, offset)]);
  return boolMacro(b, offset, range, x, true, step, cond);
}

/** `@result + [e]`. */
const append = (b: Builder, offset: number, e: Expr) =>
  b.call(offset, '_+_', [accu(b, offset), b.list(offset, [e])]);

function map(b: Builder, offset: number, range: Expr, x: string, e: Expr): Expr {
  return listMacro(b, offset, range, x, append(b, offset, e));
}

function mapFilter(b: Builder, offset: number, range: Expr, x: string, test: Expr, e: Expr): Expr {
  const step = b.call(offset, '_?_:_', [test, append(b, offset, e), accu(b, offset)]);
  return listMacro(b, offset, range, x, step);
}

function filter(b: Builder, offset: number, range: Expr, x: string, test: Expr): Expr {
  // `@result` before `x`: the builder makes the call's arguments in order.
  const sum = [accu(b, offset)];
  sum.push(b.list(offset, [b.ident(offset, x)]));
  const step = b.call(offset, '_?_:_', [test, b.call(offset, '_+_', sum), accu(b, offset)]);
  return listMacro(b, offset, range, x, step);
}

function existsOne(b: Builder, offset: number, range: Expr, x: string, test: Expr): Expr {
  const accuInit = int(b, offset, 0n);
  const loopCondition = bool(b, offset, true);
  const plusOne = b.call(offset, '_+_', [accu(b, offset), int(b, offset, 1n)]);
  const loopStep = b.call(offset, '_?_:_', [test, plusOne, accu(b, offset)]);
  const result = b.call(offset, '_==_', [accu(b, offset), int(b, offset, 1n)]);
  return comprehension(b, offset, {
    accuInit,
    iterVar: x,
    iterVar2: '',
    iterRange: range,
    loopCondition,
    loopStep,
    result,
  });
}

type TwoArgs = (b: Builder, offset: number, range: Expr, x: string, e: Expr) => Expr;
const TWO_ARGS: Record<string, TwoArgs> = {
  exists,
  all,
  map,
  filter,
  exists_one: existsOne,
  existsOne,
};

/** `target.fn(args)` as the builder makes it: the call node, then its expansion if it is a macro. */
export function memberCall(b: Builder, offset: number, target: Expr, fn: string, args: Expr[]): Expr {
  const node = b.memberCall(offset, target, fn, args);
  const [first, second, third] = args;
  if (first?.exprKind.case !== 'identExpr') return node;
  const x = (first.exprKind.value as { name: string }).name;
  let expanded: Expr | undefined;
  if (args.length === 2 && Object.hasOwn(TWO_ARGS, fn))
    expanded = TWO_ARGS[fn]!(b, offset, target, x, second!);
  else if (args.length === 3 && fn === 'map') expanded = mapFilter(b, offset, target, x, second!, third!);
  if (expanded === undefined) return node;
  const call = node.exprKind.value as Call;
  b.addMacroCall(expanded.id, fn, call.target, call.args);
  return expanded;
}
