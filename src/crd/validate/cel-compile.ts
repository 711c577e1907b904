import type { Schema } from '../model.js';
import { NEWEST_LIBRARY_MINOR } from './cel-library.js';
import { compile, envFor } from './cel.js';
import { qualifiedName } from './cel-comprehensions.js';
import { estimateRule, type Call, type CelExpr } from './cel-cost.js';
import { lateCelGo, lateFeature, parseRule } from './cel-parse.js';
import { compatibilityMinor, kubernetesMinor } from './kubernetes-version.js';

/** What compiling one rule on a CRD says, as the API server compiles it on create. */
export interface RuleCheck {
  /** The API server rejects the CRD: why (`compilation failed: …`). */
  error?: string;
  /** The gate could not compile it (syntax its engine lacks): why; nothing is concluded. */
  unchecked?: string;
  /** Its estimated worst-case cost per evaluation, when the gate can estimate it. */
  cost?: number;
}

/**
 * Compiles a validation rule (or messageExpression) declared at schema node `schema` (`root`: the
 * resource root or an embedded resource): a syntax error or a field the schema does not declare is
 * an error; otherwise its estimated cost (crd/validate/cel-cost.ts).
 */
export function checkRule(
  expr: string,
  schema: Schema,
  root: boolean,
  kubernetesVersion?: string,
  kind: 'rule' | 'messageExpression' = 'rule',
): RuleCheck {
  // New or changed rules compile at the API server's compatibility version (its minor − 1); a rule
  // already stored keeps compiling with everything the server has, which is why a problem a base CRD
  // already had only warns (crd/invalid).
  const server = kubernetesMinor(kubernetesVersion);
  const minor = compatibilityMinor(server);
  // The API server's wording: `compilation failed: …`, `messageExpression compilation failed: …`.
  const failed = kind === 'rule' ? 'compilation failed' : 'messageExpression compilation failed';
  const parsed = parseRule(expr, minor, server);
  if ('unchecked' in parsed) return { unchecked: parsed.unchecked };
  if ('error' in parsed) return { error: `${failed}: ${parsed.error.split('\n')[0]}` };
  const program = compile(expr, minor, server);
  if (typeof program !== 'function') return { error: `${failed}: ${program.error.split('\n')[0]}` };
  const e = parsed.expr;
  let late: { name: string; why: string } | undefined;
  let estimate: ReturnType<typeof estimateRule>;
  try {
    late = lateFunction(e, minor, server);
    estimate = estimateRule(e, schema, root);
  } catch (err) {
    // An expression nested deeper than the gate's walkers reach (the engine parsed it): not judged.
    return { unchecked: `the gate cannot walk it to check it (${(err as Error).message})` };
  }
  if (late)
    return {
      error: `${failed}: ERROR: undeclared reference to '${late.name}' (in container '') (${late.why})`,
    };
  if (estimate.undeclared.length)
    return { error: `${failed}: ERROR: undefined field '${estimate.undeclared[0]}'` };
  if (estimate.mismatches.length) return { error: `${failed}: ERROR: ${estimate.mismatches[0]}` };
  const wanted = kind === 'rule' ? 'bool' : 'string';
  if (estimate.type && estimate.type !== wanted)
    return {
      error:
        kind === 'rule'
          ? 'cel expression must evaluate to a bool'
          : 'messageExpression must evaluate to a string',
    };
  return estimate.cost === undefined ? {} : { cost: estimate.cost };
}

/**
 * The first function the expression calls that the API server's CEL environment at this minor
 * version (on an API server of 1.`server`) lacks but a later one has (`isSorted` before 1.28, `ip`
 * before 1.30, `first` in the cel-go before 1.33, …), and why. A function no version of the gate's
 * environment knows is not judged here (at run time it is a "not checked" notice): never a compile
 * error the API server might not raise.
 */
function lateFunction(e: CelExpr, minor: number, server: number): { name: string; why: string } | undefined {
  const names: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const k = (node as CelExpr).exprKind;
    if (k?.case === 'callExpr') {
      const call = k.value as Call;
      names.push(...new Set([qualifiedName(call), call.function]));
    }
    for (const v of Object.values(node)) if (typeof v === 'object') walk(v);
  };
  walk(e);
  const has = (m: number, s: number, name: string) => envFor(m, s).funcs.find(name) !== undefined;
  for (const name of names) {
    if (/^[_@!-]/.test(name) || has(minor, server, name)) continue;
    // The first cluster version whose new rules may call it: a library of 1.N from 1.(N+1) on, an
    // unversioned cel-go addition from the version whose cel-go has it.
    for (let s = server + 1; s <= NEWEST_LIBRARY_MINOR + 1; s++)
      if (has(s - 1, s, name))
        return {
          name,
          why: has(s - 1, s - 1, name) ? lateFeature(minor, name, s - 1) : lateCelGo(server, name, s),
        };
  }
  return undefined;
}
