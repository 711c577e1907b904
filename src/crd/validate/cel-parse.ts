import { isCelError } from '@bufbuild/cel';
import { expandTwoVarMacros, lowerTwoVar } from './cel-comprehensions.js';
import type { CelExpr } from './cel-cost.js';
import { expandOptionalMacros, firstMacroVar } from './cel-optional-macros.js';
import { rewriteOptionalSyntax } from './cel-optional-syntax.js';
import { parseCel } from './cel-parsed.js';
import { parserLimitError } from './cel-parser-limits.js';

/**
 * One CEL expression parsed as the API server's parser reads it at a Kubernetes minor version:
 * `expr` as cel-go builds it (two-variable comprehensions with both variables: what the cost estimate
 * and the static checks read), `run` as the engine runs it (cel-comprehensions.ts lowers them).
 * `error`: the API server's parser refuses it (`compilation failed: …`). `unchecked`: syntax the
 * gate's engine cannot read even rewritten (optional entries in literals), said, never judged.
 */
export type ParsedRule = { expr: CelExpr; run: CelExpr } | { error: string } | { unchecked: string };

/** Optional syntax (cel.OptionalTypes) and two-variable comprehensions (ext.TwoVarComprehensions), by the version that added them (k8s.io/apiserver/pkg/cel/environment/base.go). */
export const OPTIONAL_SYNTAX_SINCE = 28;
export const TWO_VAR_SINCE = 32;
/**
 * `optFlatMap` is version 1 of cel-go's optional library (cel-go 0.17.0, July 2023): Kubernetes 1.28
 * ships cel-go 0.16, 1.29 ships 0.17.7. base.go enables the library unversioned, so an API server of
 * 1.29 or later offers it wherever it offers `optMap`, new rules included.
 */
export const OPT_FLAT_MAP_SINCE = 29;

const cache = new Map<string, ParsedRule>();

/**
 * Why a rule using an unversioned addition of cel-go fails: `server`'s cel-go lacks `what`, which the
 * cel-go of Kubernetes 1.`since` adds; an API server offers it at once, new rules included.
 */
export function lateCelGo(server: number, what: string, since: number): string {
  return `the cel-go of Kubernetes 1.${server} has no ${what}; the cel-go Kubernetes 1.${since} ships adds it, to a library the API server enables unversioned, so clusters of 1.${since} and later accept it, in new rules too: crd.kubernetesVersion says which clusters the CRD must work on`;
}

/**
 * Why a rule using something newer than the environment fails, in the gate's words after the API
 * server's error: `minor` is the environment's version (the compatibility version new rules compile
 * at, one below the cluster's: kubernetes-version.ts), `since` the version that added `what`.
 */
export function lateFeature(minor: number, what: string, since: number): string {
  return `the CEL environment of Kubernetes 1.${minor} has no ${what}; it arrives in 1.${since}, and an API server compiles new rules at its compatibility version, one minor below its own, so clusters of 1.${since + 1} and later accept it: crd.kubernetesVersion says which clusters the CRD must work on`;
}

/** Line and column (1-based) of an offset, as cel-go's `<input>:line:col` locates an error. */
function location(text: string, at: number): string {
  const before = text.slice(0, at).split('\n');
  return `<input>:${before.length}:${before.at(-1)!.length + 1}`;
}

function parseUncached(text: string, minor: number, server: number): ParsedRule {
  const limit = parserLimitError(text);
  if (limit !== undefined) return { error: limit };
  const optional = rewriteOptionalSyntax(text);
  if (optional.unsupported !== undefined)
    return { unchecked: `it uses ${optional.unsupported}, which the gate's CEL engine cannot parse` };
  if (optional.firstAt !== undefined && minor < OPTIONAL_SYNTAX_SINCE) {
    const op = { '[': '[?', '.': '.?' }[text[optional.firstAt]!] ?? '?';
    return {
      error: `ERROR: ${location(text, optional.firstAt)}: unsupported syntax '${op}' (${lateFeature(minor, 'optional types', OPTIONAL_SYNTAX_SINCE)})`,
    };
  }
  if (optional.hasErrorAt !== undefined)
    return { error: `ERROR: ${location(text, optional.hasErrorAt)}: invalid argument to has() macro` };
  let parsed: CelExpr;
  try {
    const p = parseCel(optional.text);
    if (isCelError(p)) throw new Error((p as { message: string }).message);
    parsed = p.expr as unknown as CelExpr;
  } catch (err) {
    const message = (err as Error).message;
    // A parse failure of rewritten text may be the rewrite's: the gate's gap, not the CRD's error.
    return optional.rewritten
      ? {
          unchecked: `the gate's CEL engine cannot parse it once its optional selections are rewritten (${message.split('\n')[0]})`,
        }
      : { error: message };
  }
  return expanded(parsed, minor, server);
}

/** The parsed expression with its macros expanded; an expression too deep to walk is "not checked". */
function expanded(parsed: CelExpr, minor: number, server: number): ParsedRule {
  try {
    const late = lateMacro(parsed, minor, server);
    if (late) return late;
    const withOptional = minor >= OPTIONAL_SYNTAX_SINCE ? expandOptionalMacros(parsed) : parsed;
    const { expr, firstVar } = expandTwoVarMacros(withOptional);
    // Without ext.TwoVarComprehensions, cel-go reads `m.all(k, v, p)` as a call and `k` as a variable.
    if (firstVar !== undefined && minor < TWO_VAR_SINCE)
      return {
        error: `ERROR: undeclared reference to '${firstVar}' (in container '') (${lateFeature(minor, 'two-variable comprehensions', TWO_VAR_SINCE)})`,
      };
    return { expr, run: lowerTwoVar(expr) };
  } catch (err) {
    return { unchecked: `the gate's CEL engine cannot walk it (${(err as Error).message})` };
  }
}

/**
 * `optMap` / `optFlatMap` where the environment lacks them (no optional library before 1.28, no
 * `optFlatMap` in the cel-go of 1.28): cel-go reads a plain call and refuses its first argument.
 */
function lateMacro(parsed: CelExpr, minor: number, server: number): { error: string } | undefined {
  const undeclared = (name: string, why: string) => ({
    error: `ERROR: undeclared reference to '${name}' (in container '') (${why})`,
  });
  const noOptional = minor < OPTIONAL_SYNTAX_SINCE && firstMacroVar(parsed, ['optMap', 'optFlatMap']);
  if (noOptional) return undeclared(noOptional, lateFeature(minor, 'optional types', OPTIONAL_SYNTAX_SINCE));
  const noFlatMap = server < OPT_FLAT_MAP_SINCE && firstMacroVar(parsed, ['optFlatMap']);
  if (noFlatMap) return undeclared(noFlatMap, lateCelGo(server, 'optFlatMap', OPT_FLAT_MAP_SINCE));
  return undefined;
}

/**
 * Parses a rule or messageExpression for the API server's CEL at Kubernetes 1.`minor` (the
 * environment's version) on an API server of 1.`server` (its cel-go), cached.
 */
export function parseRule(text: string, minor: number, server = minor): ParsedRule {
  const key = `${minor}/${server}\u0000${text}`;
  let p = cache.get(key);
  if (!p) cache.set(key, (p = parseUncached(text, minor, server)));
  return p;
}
