import { isCelError, type CelInput } from '@bufbuild/cel';

/** One `x-kubernetes-validations` entry. */
export interface Rule {
  rule: string;
  message?: unknown;
  messageExpression?: unknown;
  fieldPath?: unknown;
  reason?: unknown;
  optionalOldSelf?: unknown;
}

/** How the API server names each `reason` in its error (k8s.io/apimachinery field.ErrorType). */
const REASONS: Record<string, string> = {
  FieldValueInvalid: 'Invalid value',
  FieldValueForbidden: 'Forbidden',
  FieldValueRequired: 'Required value',
  FieldValueDuplicate: 'Duplicate value',
};

/**
 * The path the API server reports a failed rule at: the rule's own path, extended by `fieldPath`
 * (`.spec.x`, `['a.b']`, `.list[2]`); an unparsable fieldPath is the CRD's problem, so it is ignored.
 */
export function ruleTarget(r: Rule, path: (string | number)[]): (string | number)[] {
  if (typeof r.fieldPath !== 'string' || !r.fieldPath) return path;
  const out = [...path];
  const re = /\.([A-Za-z_$][\w$-]*)|\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]/y;
  let m: RegExpExecArray | null;
  while ((m = re.exec(r.fieldPath))) out.push(m[1] ?? m[2] ?? Number(m[3]));
  return re.lastIndex === r.fieldPath.length || re.lastIndex === 0 ? out : path;
}

/**
 * The API server's message for a rule that returned false: `messageExpression` when it evaluates to a
 * non-empty single-line string of at most 5,000 characters, else `message`, else `failed rule: <rule>`;
 * prefixed with the reason's name (`Invalid value: …`, `Forbidden: …`).
 */
export function ruleMessage(
  r: Rule,
  vars: Record<string, CelInput>,
  compile: (expr: string) => ((vars: Record<string, CelInput>) => unknown) | { error: string },
): string {
  let text: string | undefined;
  if (typeof r.messageExpression === 'string' && r.messageExpression) {
    const p = compile(r.messageExpression);
    let v: unknown;
    try {
      v = typeof p === 'function' ? p(vars) : undefined;
    } catch {
      v = undefined;
    }
    if (typeof v === 'string' && !isCelError(v) && v.trim() && !v.includes('\n') && v.length <= 5000)
      text = v;
  }
  text ??= typeof r.message === 'string' && r.message ? r.message : `failed rule: ${r.rule}`;
  const reason = (typeof r.reason === 'string' && REASONS[r.reason]) || 'Invalid value';
  return `${reason}: ${text.slice(0, 5000)}`;
}
