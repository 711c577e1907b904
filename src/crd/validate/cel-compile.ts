import { isCelError, parse } from '@bufbuild/cel';
import type { Schema } from '../model.js';
import { kubernetesMinor, NEWEST_LIBRARY_MINOR } from './cel-library.js';
import { compile, envFor } from './cel.js';
import { estimateRule, type CelExpr } from './cel-cost.js';

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
 * Syntax the API server's CEL (cel-go) parses and the gate's engine does not: optional field
 * selection (`a.?b`, `a[?k]`) and two-variable comprehensions (`all(k, v, …)`, `transformMap…`).
 */
const ENGINE_GAP =
  /\.\?|\[\?|\.(?:all|exists|existsOne|exists_one|transformList|transformMap|transformMapEntry)\(\s*[A-Za-z_]\w*\s*,\s*[A-Za-z_]\w*\s*,/;

const TWO_VARIABLE_MACROS = new Set([
  'all',
  'exists',
  'existsOne',
  'exists_one',
  'transformList',
  'transformMap',
  'transformMapEntry',
]);

/** Whether the expression calls a comprehension macro with two variables (`m.all(k, v, …)`). */
function twoVariableMacro(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const k = (node as CelExpr).exprKind;
  if (k?.case === 'callExpr') {
    const call = k.value as { function: string; target?: unknown; args: CelExpr[] };
    if (call.target && TWO_VARIABLE_MACROS.has(call.function) && call.args.length >= 3) return true;
  }
  return Object.values(node).some((v) => typeof v === 'object' && twoVariableMacro(v));
}

const parsed = new Map<string, CelExpr | undefined>();

function ast(expr: string): CelExpr | undefined {
  if (!parsed.has(expr)) {
    let e: CelExpr | undefined;
    try {
      const p = parse(expr);
      e = isCelError(p) ? undefined : (p.expr as unknown as CelExpr);
    } catch {
      e = undefined;
    }
    parsed.set(expr, e);
  }
  return parsed.get(expr);
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
): RuleCheck {
  const program = compile(expr, kubernetesMinor(kubernetesVersion));
  const e = typeof program === 'function' ? ast(expr) : undefined;
  // Optional selection does not parse here; two-variable macros parse as plain calls of three arguments.
  if (typeof program !== 'function' ? ENGINE_GAP.test(expr) : e && twoVariableMacro(e))
    return {
      unchecked:
        "it uses syntax the gate's CEL engine cannot parse (optional field selection or a two-variable comprehension)",
    };
  if (typeof program !== 'function') return { error: `compilation failed: ${program.error.split('\n')[0]}` };
  if (!e) return {};
  const minor = kubernetesMinor(kubernetesVersion);
  const late = lateFunction(e, minor);
  if (late)
    return {
      error: `compilation failed: ERROR: undeclared reference to '${late.name}' (in container '') (Kubernetes 1.${minor}'s CEL environment has no ${late.name}; it arrives in 1.${late.since}: crd.kubernetesVersion says which clusters the CRD must work on)`,
    };
  const estimate = estimateRule(e, schema, root);
  if (estimate.undeclared.length)
    return { error: `compilation failed: ERROR: undefined field '${estimate.undeclared[0]}'` };
  if (estimate.mismatches.length) return { error: `compilation failed: ERROR: ${estimate.mismatches[0]}` };
  return estimate.cost === undefined ? {} : { cost: estimate.cost };
}

/**
 * The first function the expression calls that the API server's CEL environment at this minor
 * version lacks but a later one has (`isSorted` before 1.28, `ip` before 1.30, …), and when it
 * arrives. A function no version of the gate's environment knows is not judged here (at run time
 * it is a "not checked" notice): never a compile error the API server might not raise.
 */
function lateFunction(e: CelExpr, minor: number): { name: string; since: number } | undefined {
  const names: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const k = (node as CelExpr).exprKind;
    if (k?.case === 'callExpr') {
      const call = k.value as { function: string; target?: CelExpr };
      const target = call.target?.exprKind;
      const ns = target?.case === 'identExpr' ? (target.value as { name: string }).name : undefined;
      names.push(...(ns ? [`${ns}.${call.function}`, call.function] : [call.function]));
    }
    for (const v of Object.values(node)) if (typeof v === 'object') walk(v);
  };
  walk(e);
  const has = (m: number, name: string) => envFor(m).funcs.find(name) !== undefined;
  for (const name of names) {
    if (/^[_@!-]/.test(name) || has(minor, name)) continue;
    for (let m = minor + 1; m <= NEWEST_LIBRARY_MINOR; m++) if (has(m, name)) return { name, since: m };
  }
  return undefined;
}
