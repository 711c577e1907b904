/**
 * Introduced or already present (issue 33): every finding of a run is compared with what the same
 * rules say when the base revision is judged against itself, with the same reading of the base
 * (the same files parsed, the same units rendered). A finding the base alone also gives, at the same
 * object, path and file with the same words and no worse severity, is already present: the pull
 * request did not cause it, so it never raises the result. Counted as a multiset, so a PR that adds a
 * second copy of an existing problem introduces one.
 */
import type { Finding, Severity } from '../finding.js';

const RANK: Record<Severity, number> = { fail: 2, warn: 1, notice: 0 };

/**
 * What a finding says, without where its lines sit: a PR that adds lines above an old problem (or
 * above the place a message quotes, `first definition at a.yaml:12`) does not make it new.
 */
export function findingKey(f: Pick<Finding, 'rule' | 'object' | 'path' | 'file' | 'message'>): string {
  const words = f.message
    .replace(/(\.(?:ya?ml|json|tpl)|Kustomization|kustomization):\d+(?::\d+)?/g, '$1:#')
    .replace(/\b(lines?) \d+(?:[–-]\d+)?/g, '$1 #');
  return [f.rule, f.object ?? '', f.path ?? '', f.file ?? '', words].join('\u0000');
}

/**
 * Marks each head finding `introduced: true` or `false` against the base's own findings. A "could not
 * judge" finding (`unjudged`) about an object the change adds or edits (`changed`, as `objectRef`
 * names them) is introduced: the change needs that judgement. Notices are marked too (the JSON says
 * it), though they never count.
 */
export function markIntroduced(
  head: readonly (Finding & { present?: true })[],
  base: readonly Finding[],
  changed: ReadonlySet<string> = new Set(),
): Finding[] {
  const left = new Map<string, Severity[]>();
  for (const f of base) {
    const k = findingKey(f);
    const list = left.get(k);
    if (list) list.push(f.severity);
    else left.set(k, [f.severity]);
  }
  for (const list of left.values()) list.sort((a, b) => RANK[a] - RANK[b]);
  return head.map(({ present, ...f }) => {
    if (present) return { ...f, introduced: false };
    // What the gate could not judge of an object the change touches is news, whatever the base said.
    if (f.unjudged && f.object && changed.has(f.object)) return { ...f, introduced: true };
    const list = left.get(findingKey(f));
    // The least severe base copy that is no better than the head finding is its match.
    const at = list ? list.findIndex((s) => RANK[s] >= RANK[f.severity]) : -1;
    if (at < 0 || !list) return { ...f, introduced: true };
    list.splice(at, 1);
    return { ...f, introduced: false };
  });
}

/** Whether a finding raises the result: counted (not a notice, not waived) and introduced by the change. */
export const raises = (f: Finding): boolean => f.severity !== 'notice' && !f.waived && f.introduced !== false;

/** A counted finding (not a notice, not waived) the base already had. */
export const alreadyPresent = (f: Finding): boolean =>
  f.severity !== 'notice' && !f.waived && f.introduced === false;
