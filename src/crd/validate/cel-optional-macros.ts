import type { Call, CelExpr } from './cel-cost.js';
import { anyNode, identName, mapChildren, Nodes } from './cel-comprehensions.js';

/**
 * cel-go's optional macros (cel/library.go, with the optional types of Kubernetes 1.28+), which the
 * engine's parser reads as plain calls: `opt.optMap(x, e)` is
 * `opt.hasValue() ? optional.of(cel.bind(x, opt.value(), e)) : optional.none()`, `opt.optFlatMap(x, e)`
 * the same without `optional.of` (`e` is itself optional). The bind is the comprehension cel-go
 * builds (an empty range, `x` as the accumulator), which the engine and the cost estimate read.
 */
const MACROS = new Set(['optMap', 'optFlatMap']);

const isMacro = (names: Set<string>) => (c: Call) =>
  c.target !== undefined &&
  names.has(c.function) &&
  c.args.length === 2 &&
  identName(c.args[0]) !== undefined;
const isOptionalMacro = isMacro(MACROS);

/**
 * The variable of the first `optMap` / `optFlatMap` call (among `names`) in an expression whose
 * environment lacks the macro: cel-go then reads it as a plain call and checks its arguments first,
 * so its error is an undeclared reference to that variable.
 */
export function firstMacroVar(root: CelExpr, names: string[]): string | undefined {
  const test = isMacro(new Set(names));
  let found: string | undefined;
  anyNode<Call>(root, 'callExpr', (c) => test(c) && (found = identName(c.args[0])) !== undefined);
  return found;
}

function expand(n: Nodes, c: Call): CelExpr {
  const target = c.target!;
  const bind = n.comprehension({
    iterVar: '#unused',
    iterVar2: '',
    iterRange: n.list([]),
    accuVar: identName(c.args[0])!,
    accuInit: n.member('value', target),
    loopCondition: n.bool(false),
    loopStep: n.ident(identName(c.args[0])!),
    result: c.args[1]!,
  });
  const present = c.function === 'optMap' ? n.call('optional.of', [bind]) : bind;
  return n.call('_?_:_', [n.member('hasValue', target), present, n.call('optional.none', [])]);
}

/** The expression with every `optMap` / `optFlatMap` call expanded as cel-go's macros expand them. */
export function expandOptionalMacros(root: CelExpr): CelExpr {
  if (!anyNode(root, 'callExpr', isOptionalMacro)) return root;
  const n = new Nodes(root);
  const walk = (e: unknown): unknown => {
    const copy = mapChildren(e, walk) as CelExpr;
    const k = copy?.exprKind;
    return k?.case === 'callExpr' && isOptionalMacro(k.value as Call) ? expand(n, k.value as Call) : copy;
  };
  return walk(root) as CelExpr;
}
