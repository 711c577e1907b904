import { celEnv, isCelError, parse, plan, type CelInput } from '@bufbuild/cel';
import type { Schema } from '../model.js';
import { KUBERNETES_CEL_FUNCS } from './cel-library.js';
import type { Problem } from './schema-check.js';
import { show } from './structural.js';
import { isRecord } from '../../values.js';

type Program = { run: (ctx: { self: CelInput }) => unknown; depth: number } | { error: string };
const env = celEnv({ funcs: KUBERNETES_CEL_FUNCS });
const programs = new Map<string, Program>();

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

function compile(rule: string): Program {
  let p = programs.get(rule);
  if (!p) {
    try {
      const parsed = parse(rule);
      p = isCelError(parsed)
        ? { error: parsed.message }
        : {
            run: plan(env, parsed) as unknown as (ctx: { self: CelInput }) => unknown,
            depth: loopDepth(parsed),
          };
    } catch (err) {
      p = { error: (err as Error).message };
    }
    programs.set(rule, p);
  }
  return p;
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

/** The schema of field `k` of an object: own properties only (`constructor` is a field name). */
function fieldSchema(s: Schema | undefined, k: string): Schema | undefined {
  const props = s && isRecord(s.properties) ? (s.properties as Record<string, Schema>) : {};
  if (Object.hasOwn(props, k) && isRecord(props[k])) return props[k];
  return s && isRecord(s.additionalProperties) ? (s.additionalProperties as Schema) : undefined;
}

/** The value as CEL sees it: integer fields as CEL ints (bigint). */
function toCel(v: unknown, s: Schema | undefined): CelInput {
  if (Array.isArray(v))
    return v.map((x) => toCel(x, isRecord(s?.items) ? (s.items as Schema) : undefined)) as CelInput;
  if (v && typeof v === 'object') {
    const out: Record<string, CelInput> = {};
    for (const [k, x] of Object.entries(v))
      Object.defineProperty(out, k, { value: toCel(x, fieldSchema(s, k)), enumerable: true, writable: true });
    return out as unknown as CelInput;
  }
  if (
    typeof v === 'number' &&
    Number.isInteger(v) &&
    (s?.type === 'integer' || s?.['x-kubernetes-int-or-string'] === true)
  )
    return BigInt(v);
  return v as CelInput;
}

interface Rule {
  rule: string;
  message?: string;
}

/**
 * Evaluates every `x-kubernetes-validations` rule on the value as on create (`self` bound, no
 * `oldSelf`: transition rules do not apply). A rule that does not compile, calls a function we do
 * not have, or errors (often on a field left to defaulting) is a notice saying it was not checked —
 * never a silent pass; `false` is a problem.
 */
export function celProblems(value: unknown, schema: Schema): Problem[] {
  const out: Problem[] = [];
  const sizes = new WeakMap<object, number>();
  const started = performance.now();
  let spent = 0;
  let stopped = false;
  const walk = (v: unknown, s: Schema | undefined, path: (string | number)[]) => {
    if (!isRecord(s) || v === undefined || stopped) return;
    // A malformed entry (`[null]`, a rule that is not a string) is crd/invalid's to report.
    const rules = (Array.isArray(s['x-kubernetes-validations']) ? s['x-kubernetes-validations'] : []).filter(
      (r): r is Rule => isRecord(r) && typeof r.rule === 'string',
    );
    for (const r of rules) {
      if (/\boldSelf\b/.test(r.rule)) continue;
      const p = compile(r.rule);
      if ('error' in p) {
        out.push({
          kind: 'unchecked',
          path,
          message: `validation rule ${show(r.rule)} could not be compiled here (${p.error}); not checked`,
        });
        continue;
      }
      const cost = sizeOf(v, sizes) ** Math.max(p.depth, 1);
      if (
        cost > CEL_PER_CALL_LIMIT ||
        spent + cost > CEL_PER_RESOURCE_BUDGET ||
        performance.now() - started > CEL_RESOURCE_MILLIS
      ) {
        const resource = cost <= CEL_PER_CALL_LIMIT;
        out.push({
          kind: 'unchecked',
          path,
          message: resource
            ? `validation rule ${show(r.rule)} and the rest of this resource's rules are over the API server's CEL budget for one resource; not checked`
            : `validation rule ${show(r.rule)} is over the API server's CEL cost limit on this value (estimated ${cost.toExponential(1)} > ${CEL_PER_CALL_LIMIT}); not checked`,
        });
        if (resource) {
          stopped = true;
          return;
        }
        continue;
      }
      spent += cost;
      let result: unknown;
      try {
        result = p.run({ self: toCel(v, s) });
      } catch (err) {
        result = { message: (err as Error).message };
      }
      if (result === true) continue;
      if (isCelError(result) || (isRecord(result) && typeof result.message === 'string')) {
        const error = result as { message: string };
        const fn = /unbound function: (\S+)|no such overload: (\S+)/.exec(error.message);
        out.push({
          kind: 'unchecked',
          path,
          message: fn
            ? `validation rule ${show(r.rule)} uses ${fn[1] ?? fn[2]}, which the gate does not support yet; not checked`
            : `validation rule ${show(r.rule)} could not be evaluated here (${show(error.message)}; the API server applies defaults first); not checked`,
        });
        continue;
      }
      out.push({
        kind: 'cel',
        path,
        message: `fails validation rule ${show(r.rule)}${typeof r.message === 'string' && r.message ? `: ${r.message.slice(0, 200)}` : ''}`,
      });
    }
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, s.items as Schema | undefined, [...path, i]));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, fieldSchema(s, k), [...path, k]);
  };
  walk(value, schema, []);
  return out;
}
