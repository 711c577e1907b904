import { show } from '../changes.js';
import { add, isNode, type Comparator, type Node, type Walk, type Where } from './walk.js';

const K = 'x-kubernetes-validations';

interface CelRule {
  rule: string;
  message?: string;
}

const rulesOf = (v: unknown): CelRule[] =>
  Array.isArray(v)
    ? v.filter(isNode).map((r) => ({ rule: String(r.rule ?? ''), message: r.message as string | undefined }))
    : [];

const messages = (rules: CelRule[]) => JSON.stringify(rules.map((r) => [r.rule, r.message ?? '']).sort());

/**
 * `x-kubernetes-validations` (CEL rules): added rules restrict, removed ones loosen, messages only
 * document. With the CEL engine loaded, an added rule is parsed and judged against the base node:
 * one every base-valid object passes (a rewrite, a guard added, a rule on fields new in this change,
 * a rule that says what a base `required` said) restricts nothing, and `self == oldSelf` only makes
 * the value immutable (updates that change it are refused; existing objects still validate).
 */
export const validationsComparator: Comparator = {
  keywords: [K],
  compare(w, b, h, at) {
    const br = rulesOf(b[K]);
    const hr = rulesOf(h[K]);
    const baseRules = new Set(br.map((r) => r.rule));
    const headRules = new Set(hr.map((r) => r.rule));
    for (const r of hr) if (!baseRules.has(r.rule)) added(w, b, h, at, r.rule);
    for (const r of br) {
      if (headRules.has(r.rule)) continue;
      const detail = `validation rule removed: ${show(r.rule)}`;
      add(w, at, K, { kind: 'cel-rules-changed', old: r.rule, level: 'notice', detail }, h[K] !== undefined);
    }
    if (
      hr.length &&
      baseRules.size === headRules.size &&
      [...baseRules].every((r) => headRules.has(r)) &&
      messages(br) !== messages(hr)
    )
      add(w, at, K, { kind: 'description-changed', level: 'notice', detail: 'validation messages changed' });
  },
};

function added(w: Walk, b: Node, h: Node, at: Where, rule: string): void {
  const verdict = w.celRule?.(b, h, rule);
  const kind = 'cel-rules-changed';
  if (verdict === 'implied') {
    add(w, at, K, {
      kind,
      new: rule,
      level: 'notice',
      detail: `validation rule added: ${show(rule)}, which every object the base schema accepted passes (a rewrite, or it reads only fields new in this change)`,
    });
    return;
  }
  if (verdict === 'immutability') {
    add(w, at, K, {
      kind,
      new: rule,
      level: 'warn',
      detail: `validation rule added: ${show(rule)}: the value becomes immutable (a transition rule, checked on updates only: existing objects still validate, updates that change it are refused)`,
    });
    return;
  }
  const transition = /\boldSelf\b/.test(rule);
  add(w, at, K, {
    kind,
    new: rule,
    level: 'fail',
    ratchetable: !transition,
    detail: `validation rule added: ${show(rule)}${transition ? ' (a transition rule using oldSelf: never ratcheted)' : ''}`,
  });
}
