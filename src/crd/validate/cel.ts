import { celEnv, isCelError, plan, type CelEnv, type CelInput } from '@bufbuild/cel';
import type { Schema } from '../model.js';
import { kubernetesCelFuncs } from './cel-library.js';
import { kubernetesMinor } from './kubernetes-version.js';
import { none, some } from './cel-lib/optional.js';
import { parseRule } from './cel-parse.js';
import { RE2_ENGINE } from './cel-lib/regex.js';
import { ruleMessage, ruleTarget, type Rule } from './rule-message.js';
import type { Problem } from './schema-check.js';
import { anywhere, fieldSchema } from './schema-index.js';
import { correlatedItems, isTransitionRule } from './transition.js';
import { show } from './structural.js';
import { celValue } from './typed-values.js';
import { metered, type Meter } from './cel-meter.js';
import { isRecord } from '../../values.js';

/**
 * A monotonic clock in milliseconds. Not the global `performance`: its first use loads
 * `perf_hooks` (11 internal modules, ~1.5 ms) in a run that times nothing else.
 */
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

type Run = (ctx: Record<string, CelInput>) => unknown;
type Program = Run | { error: string };
const envs = new Map<string, CelEnv>();
const programs = new Map<string, Program>();
/** How deeply each compiled rule nests loops over its input, by the same key as `programs`. */
const depths = new Map<string, number>();

/**
 * Cost limits of the API server (k8s.io/apiextensions-apiserver, apiserver/pkg/apis/cel): one
 * expression may cost 1,000,000 (PerCallLimit), one request 10,000,000 (RuntimeCELCostBudget).
 * The gate estimates a rule's cost on the actual value before it runs it: the size of `self`
 * raised to the rule's nesting of comprehensions (at least 1) (`all`, `exists`, `map`, `filter`)
 * and size-multiplying string functions. Over the limit is "not checked", never a hang or a
 * 4 GB heap; a wall-clock bound per resource stops the rest.
 */
export const CEL_PER_CALL_LIMIT = 1_000_000;
export const CEL_PER_RESOURCE_BUDGET = 10_000_000;
export const CEL_RESOURCE_MILLIS = 1_000;
const MULTIPLYING = new Set(['replace', 'split', 'join', 'format', 'repeat', 'lowerAscii', 'upperAscii']);

/** How deeply a parsed expression nests loops over its input (comprehensions, size-multiplying calls). */
function loopDepth(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  let deepest = 0;
  for (const child of Object.values(node)) deepest = Math.max(deepest, loopDepth(child));
  const kind = (node as { exprKind?: { case?: string; value?: { function?: string } } }).exprKind;
  const loops =
    kind?.case === 'comprehensionExpr' ||
    (kind?.case === 'callExpr' && MULTIPLYING.has(kind.value?.function ?? ''));
  return deepest + (loops ? 1 : 0);
}

/** Size of a value as CEL's cost model counts it: elements, fields, and string length / 10. */
function sizeOf(v: unknown, sizes: WeakMap<object, number>): number {
  if (typeof v === 'string') return 1 + Math.ceil(v.length / 10);
  if (!v || typeof v !== 'object') return 1;
  const known = sizes.get(v);
  if (known !== undefined) return known;
  let n = 1;
  for (const x of Object.values(v)) n += sizeOf(x, sizes);
  sizes.set(v, n);
  return n;
}

/** What one resource's rules have spent of the API server's budgets. */
interface Budget {
  sizes: WeakMap<object, number>;
  started: number;
  spent: number;
  stopped: boolean;
}

/** Charges one rule's estimated cost; a problem (not checked) when it is over a limit. */
function charge(
  budget: Budget,
  r: Rule,
  key: string,
  v: unknown,
  path: (string | number)[],
): Problem | undefined {
  const cost = sizeOf(v, budget.sizes) ** Math.max(depths.get(key) ?? 1, 1);
  const overCall = cost > CEL_PER_CALL_LIMIT;
  if (
    !overCall &&
    budget.spent + cost <= CEL_PER_RESOURCE_BUDGET &&
    nowMs() - budget.started <= CEL_RESOURCE_MILLIS
  ) {
    budget.spent += cost;
    return undefined;
  }
  if (!overCall) budget.stopped = true;
  return {
    kind: 'unchecked',
    path,
    message: overCall
      ? `validation rule ${show(r.rule)} is over the API server's CEL cost limit on this value (estimated ${cost.toExponential(1)} > ${CEL_PER_CALL_LIMIT}); not checked`
      : `validation rule ${show(r.rule)} and the rest of this resource's rules are over the API server's CEL budget for one resource; not checked`,
  };
}

/** The engine's environment for Kubernetes 1.`minor` on an API server of 1.`server` (kubernetesCelFuncs). */
export function envFor(minor: number, server = minor): CelEnv {
  const key = `${minor}/${server}`;
  let env = envs.get(key);
  if (!env) envs.set(key, (env = celEnv({ funcs: kubernetesCelFuncs(minor, server), re2: RE2_ENGINE })));
  return env;
}

/** A rule compiled for the environment of 1.`minor` on an API server of 1.`server` (cached). */
export function compile(rule: string, minor: number, server = minor): Program {
  const key = server === minor ? `${minor}\u0000${rule}` : `${minor}/${server}\u0000${rule}`;
  let p = programs.get(key);
  if (!p) {
    const parsed = parseRule(rule, minor, server);
    if ('error' in parsed) p = { error: parsed.error };
    else if ('unchecked' in parsed) p = { error: parsed.unchecked };
    else
      try {
        p = plan(
          envFor(minor, server),
          parsed.run as unknown as Parameters<typeof plan>[1],
        ) as unknown as Run;
        depths.set(key, loopDepth(parsed.run));
      } catch (err) {
        p = { error: (err as Error).message };
      }
    programs.set(key, p);
  }
  return p;
}

/** How a resource is checked: on create, or as an update from `old` (transition rules run). */
export interface CelOptions {
  old?: unknown;
  kubernetesVersion?: string;
}

/** A call the engine has no function for: the gate's gap, said as "not checked", never a verdict. */
const UNSUPPORTED = /unbound function: (\S+)|no such overload: (\S+)/;

/**
 * Evaluates every `x-kubernetes-validations` rule on the value as the API server does on create, or
 * on update when `old` is given: transition rules (`oldSelf`) run where the old value correlates
 * (same field, same list-map key), `optionalOldSelf` rules also where it does not. A rule that
 * returns false, or fails at run time (`1/0`, a missing field, a bad regex), rejects the resource;
 * `messageExpression`, `fieldPath` and `reason` shape the message. A rule the engine cannot parse or
 * calls a function it lacks is a notice that names it — never a silent pass.
 */
export function celProblems(value: unknown, schema: Schema, options: CelOptions = {}): Problem[] {
  const out: Problem[] = [];
  const minor = kubernetesMinor(options.kubernetesVersion);
  const budget: Budget = { sizes: new WeakMap(), started: nowMs(), spent: 0, stopped: false };
  const walk = (v: unknown, old: unknown, s: Schema | undefined, path: (string | number)[]) => {
    if (budget.stopped) return;
    if (!isRecord(s) || v === undefined || v === null || !anywhere(s, 'x-kubernetes-validations')) return;
    const rules = (Array.isArray(s['x-kubernetes-validations']) ? s['x-kubernetes-validations'] : []).filter(
      (r): r is Rule => isRecord(r) && typeof r.rule === 'string',
    );
    for (const r of rules) {
      if (budget.stopped) return;
      const problem = judge(r, v, old, s, path, minor, budget);
      if (problem) out.push(problem);
    }
    if (Array.isArray(v)) {
      const items = isRecord(s.items) ? (s.items as Schema) : undefined;
      const olds = correlatedItems(v, old, s);
      v.forEach((x, i) => walk(x, olds[i], items, [...path, i]));
    } else if (isRecord(v))
      for (const [k, x] of Object.entries(v))
        walk(x, isRecord(old) && Object.hasOwn(old, k) ? old[k] : undefined, fieldSchema(s, k), [...path, k]);
  };
  walk(value, options.old, schema, []);
  return out;
}

/** One rule on one value: skipped on create if it is a transition rule, else compiled, bound, run. */
function judge(
  r: Rule,
  v: unknown,
  old: unknown,
  s: Schema,
  path: (string | number)[],
  minor: number,
  budget: Budget,
): Problem | undefined {
  const transition = isTransitionRule(r.rule);
  if (transition && old === undefined && r.optionalOldSelf !== true) return undefined; // create: transition rules do not run
  const p = compile(r.rule, minor);
  if (typeof p !== 'function')
    return {
      kind: 'unchecked',
      path,
      message: `validation rule ${JSON.stringify(r.rule)} could not be parsed by the gate's CEL engine (${p.error}); not checked`,
    };
  let vars: Record<string, CelInput>;
  try {
    vars = bindings(r, v, old, s, transition);
  } catch (err) {
    return {
      kind: 'cel',
      path,
      message: `validation rule ${JSON.stringify(r.rule)} failed: ${(err as Error).message}`,
    };
  }
  const over = charge(budget, r, `${minor}\u0000${r.rule}`, v, path);
  if (over) return over;
  const { value, meter } = metered(CEL_PER_CALL_LIMIT, () => evaluate(p, vars));
  budget.spent += meter.api + meter.built;
  if (meter.over) return overAtRunTime(r, meter, path);
  return outcome(r, value, vars, path, minor);
}

/**
 * A rule whose string calls went over the per-call limit as they ran (cel-meter.ts), stopped before
 * building the string. Over what the API server charges too: it cancels the evaluation and rejects
 * the resource. Over only because of what the gate also charges (the size of the strings built):
 * the API server would have run it, so not checked.
 */
function overAtRunTime(r: Rule, meter: Meter, path: (string | number)[]): Problem {
  const spent = (meter.api + meter.built).toExponential(1);
  return meter.over === 'api'
    ? {
        kind: 'cel',
        path,
        message: `validation rule ${show(r.rule)} went over the API server's CEL cost limit at run time (${meter.api.toExponential(1)} > ${CEL_PER_CALL_LIMIT}): the API server cancels it and rejects the resource`,
      }
    : {
        kind: 'unchecked',
        path,
        message: `validation rule ${show(r.rule)} builds strings over the CEL cost limit at run time (${spent} > ${CEL_PER_CALL_LIMIT}, 0.1 per character built); stopped, not checked`,
      };
}

/** `self` (and `oldSelf` for a transition rule, optional under `optionalOldSelf`) as typed CEL values. */
function bindings(
  r: Rule,
  v: unknown,
  old: unknown,
  s: Schema,
  transition: boolean,
): Record<string, CelInput> {
  const vars: Record<string, CelInput> = { self: celValue(v, s) };
  if (transition) {
    const oldValue = old === undefined ? undefined : celValue(old, s);
    vars.oldSelf =
      r.optionalOldSelf === true ? (oldValue === undefined ? none() : some(oldValue)) : oldValue!;
  }
  return vars;
}

/** Runs a compiled rule: the one place a rule is evaluated (a thrown error is a run-time error). */
function evaluate(p: Run, vars: Record<string, CelInput>): unknown {
  try {
    return p(vars);
  } catch (err) {
    return { message: (err as Error).message };
  }
}

/** What the API server makes of a rule's result: pass, reject (run-time error, false, not a bool). */
function outcome(
  r: Rule,
  result: unknown,
  vars: Record<string, CelInput>,
  path: (string | number)[],
  minor: number,
): Problem | undefined {
  if (result === true) return undefined;
  const error = isCelError(result) ? result.message : isRecord(result) ? String(result.message) : undefined;
  if (error !== undefined) {
    const fn = UNSUPPORTED.exec(error);
    if (fn)
      return {
        kind: 'unchecked',
        path,
        message: `validation rule ${JSON.stringify(r.rule)} uses ${fn[1] ?? fn[2]}, which the gate's CEL environment does not have; not checked`,
      };
    return {
      kind: 'cel',
      path,
      message: `validation rule ${JSON.stringify(r.rule)} failed at run time: ${error} (the API server rejects the resource)`,
    };
  }
  if (result !== false)
    return {
      kind: 'cel',
      path,
      message: `validation rule ${JSON.stringify(r.rule)} must evaluate to a bool`,
    };
  // A messageExpression runs under its own per-call limit; over it, the API server uses `message`.
  const message = ruleMessage(r, vars, (e) => {
    const q = compile(e, minor);
    return typeof q === 'function' ? (x) => metered(CEL_PER_CALL_LIMIT, () => q(x)).value : q;
  });
  return { kind: 'cel', path: ruleTarget(r, path), message };
}
