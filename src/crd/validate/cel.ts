import { celEnv, isCelError, parse, plan, type CelInput } from '@bufbuild/cel';
import type { Schema } from '../model.js';
import { KUBERNETES_CEL_FUNCS } from './cel-library.js';
import type { Problem } from './schema-check.js';

type Program = ((ctx: { self: CelInput }) => unknown) | { error: string };
const env = celEnv({ funcs: KUBERNETES_CEL_FUNCS });
const programs = new Map<string, Program>();

function compile(rule: string): Program {
  let p = programs.get(rule);
  if (!p) {
    try {
      const parsed = parse(rule);
      p = isCelError(parsed) ? { error: parsed.message } : (plan(env, parsed) as unknown as Program);
    } catch (err) {
      p = { error: (err as Error).message };
    }
    programs.set(rule, p);
  }
  return p;
}

/** The value as CEL sees it: integer fields as CEL ints (bigint). */
function toCel(v: unknown, s: Schema | undefined): CelInput {
  if (Array.isArray(v)) return v.map((x) => toCel(x, s?.items as Schema | undefined)) as CelInput;
  if (v && typeof v === 'object') {
    const props = (s?.properties ?? {}) as Record<string, Schema>;
    const extra =
      typeof s?.additionalProperties === 'object' ? (s.additionalProperties as Schema) : undefined;
    const out: Record<string, CelInput> = {};
    for (const [k, x] of Object.entries(v)) out[k] = toCel(x, props[k] ?? extra);
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
  const walk = (v: unknown, s: Schema | undefined, path: (string | number)[]) => {
    if (!s || v === undefined) return;
    const rules = Array.isArray(s['x-kubernetes-validations'])
      ? (s['x-kubernetes-validations'] as Rule[])
      : [];
    for (const r of rules) {
      if (/\boldSelf\b/.test(r.rule)) continue;
      const p = compile(r.rule);
      if ('error' in p) {
        out.push({
          kind: 'unchecked',
          path,
          message: `validation rule ${JSON.stringify(r.rule)} could not be compiled here (${p.error}); not checked`,
        });
        continue;
      }
      const result = p({ self: toCel(v, s) });
      if (result === true) continue;
      if (isCelError(result)) {
        const fn = /unbound function: (\S+)|no such overload: (\S+)/.exec(result.message);
        out.push({
          kind: 'unchecked',
          path,
          message: fn
            ? `validation rule ${JSON.stringify(r.rule)} uses ${fn[1] ?? fn[2]}, which the gate does not support yet; not checked`
            : `validation rule ${JSON.stringify(r.rule)} could not be evaluated here (${result.message}; the API server applies defaults first); not checked`,
        });
        continue;
      }
      out.push({
        kind: 'cel',
        path,
        message: `fails validation rule ${JSON.stringify(r.rule)}${r.message ? `: ${r.message}` : ''}`,
      });
    }
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, s.items as Schema | undefined, [...path, i]));
    else if (v && typeof v === 'object') {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const extra =
        typeof s.additionalProperties === 'object' ? (s.additionalProperties as Schema) : undefined;
      for (const [k, x] of Object.entries(v)) walk(x, props[k] ?? extra, [...path, k]);
    }
  };
  walk(value, schema, []);
  return out;
}
