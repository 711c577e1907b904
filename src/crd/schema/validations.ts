import { show } from '../changes.js';
import { add, isNode, type Comparator } from './walk.js';

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

/** `x-kubernetes-validations` (CEL rules): added rules restrict, removed ones loosen, messages only document. */
export const validationsComparator: Comparator = {
  keywords: [K],
  compare(w, b, h, at) {
    const br = rulesOf(b[K]);
    const hr = rulesOf(h[K]);
    const baseRules = new Set(br.map((r) => r.rule));
    const headRules = new Set(hr.map((r) => r.rule));
    for (const r of hr) {
      if (baseRules.has(r.rule)) continue;
      const transition = /\boldSelf\b/.test(r.rule);
      add(w, at, K, {
        kind: 'cel-rules-changed',
        new: r.rule,
        level: 'fail',
        ratchetable: !transition,
        detail: `validation rule added: ${show(r.rule)}${transition ? ' (a transition rule using oldSelf: never ratcheted)' : ''}`,
      });
    }
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
