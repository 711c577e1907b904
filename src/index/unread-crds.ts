/**
 * When an unchanged CustomResourceDefinition file may stay unparsed (issue 20): no object the
 * change touches could be of a kind it defines, and no CRD the change touches could claim its kind
 * or name. Decided on the file's text, conservatively: a CRD defines a kind only by writing its group
 * and kind as whole scalars, so a text without them (as whole words) cannot define it.
 */
import type { KubeObject, ParsedFile } from '../manifests/types.js';
import { asRecord } from '../values.js';

/** A CRD document as the kind scan types it. */
export const isCrdType = (t: { apiVersion: string; kind: string }) =>
  t.kind === 'CustomResourceDefinition' && t.apiVersion.startsWith('apiextensions.k8s.io/');

/**
 * Text whose values may not read as written: a `!!binary` value (decoded), a verbatim (`!<…>`) or
 * percent-escaped tag. A text holding one is never judged by its words alone.
 */
export const RESPELLED = String.raw`binary|!<|!!\S*%`;
/** The tag forms of {@link RESPELLED}: both need a `!` (and neither a letter: no case to fold). */
const RESPELLED_TAG = /!<|!!\S*%/;

/**
 * Texts never left unparsed when they hold a CRD: Strimzi's (its pack reads its CRDs wherever they
 * are), and texts whose values may not be written as they read — a `!!binary` value (decoded),
 * a verbatim or percent-escaped tag. Backslash escapes are already refused by the kind scan.
 * The words and the tags are two searches, the second only in a text with a `!` (one expression
 * of all four runs twice as long over a CRD).
 */
const CRD_ALWAYS_READ_WORDS = /strimzi|binary/i;

export const crdAlwaysRead = (text: string) =>
  CRD_ALWAYS_READ_WORDS.test(text) || (text.includes('!') && RESPELLED_TAG.test(text));

/**
 * What the change asks of unchanged CRDs: every one (a value the scan cannot vouch for), else those
 * whose text holds, each as a whole word, a group of `byGroup` and one of its words, or one of `words`.
 */
export interface CrdNeeds {
  all: boolean;
  byGroup: Map<string, Set<string>>;
  words: Set<string>;
}

/** A value that reads the same in every YAML spelling without escapes: nothing else is trusted. */
const PLAIN_VALUE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Whether a character code continues a word (`[A-Za-z0-9._-]`): a kind, a group or a name is never next to one in its own text. */
function wordChar(c: number): boolean {
  const letter = c | 0x20; // ASCII upper case folded to lower
  return (
    (letter >= 0x61 && letter <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x5f || c === 0x2d
  );
}

/** Whether `word` occurs in `text` with no word character on either side. */
export function hasWord(text: string, word: string): boolean {
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    const after = i + word.length;
    if (
      (i === 0 || !wordChar(text.charCodeAt(i - 1))) &&
      (after === text.length || !wordChar(text.charCodeAt(after)))
    )
      return true;
  }
  return false;
}

const strings = (...vs: unknown[]): string[] =>
  vs.flatMap((v) => (Array.isArray(v) ? strings(...(v as unknown[])) : typeof v === 'string' ? [v] : []));

/**
 * What one changed object asks. A CRD (added, changed or removed): another CRD of its group with
 * one of its names (kind, plural, singular, list kind, short names) may claim the same kind or plural
 * (`crd/invalid`, validation), and one with its name is a duplicate. Any other object of a group: a
 * CRD of that group and kind validates it. An object of the core group has no CRD (a CRD's group is
 * never empty: `crdsByKind` keys only CRDs named `<plural>.<group>`). False: every CRD is needed.
 */
function addNeeds(o: KubeObject, needs: CrdNeeds): boolean {
  const add = (group: string, words: string[]) => {
    const set = needs.byGroup.get(group) ?? new Set<string>();
    for (const w of words) set.add(w);
    needs.byGroup.set(group, set);
  };
  if (o.kind === 'CustomResourceDefinition') {
    const spec = asRecord(o.value.spec);
    const names = asRecord(spec.names);
    const words = strings(names.kind, names.plural, names.singular, names.listKind, names.shortNames);
    const group = spec.group;
    const plain = [group, o.name, ...words].every((w) => typeof w === 'string' && PLAIN_VALUE.test(w));
    if (!plain || !words.length) return false;
    add(group as string, words);
    needs.words.add(o.name);
    return true;
  }
  if (o.group === '') return true;
  if (!PLAIN_VALUE.test(o.group) || !PLAIN_VALUE.test(o.kind)) return false;
  add(o.group, [o.kind]);
  return true;
}

/** What the changed files (either side) ask of unchanged CRDs. */
export function crdNeedsOf(changed: Iterable<ParsedFile>): CrdNeeds {
  const needs: CrdNeeds = { all: false, byGroup: new Map(), words: new Set() };
  for (const f of changed) for (const o of f.objects) if (!addNeeds(o, needs)) return { ...needs, all: true };
  return needs;
}

/** Whether an unchanged CRD text is needed by the change. */
export function crdTextNeeded(text: string, needs: CrdNeeds): boolean {
  if (needs.all) return true;
  for (const w of needs.words) if (hasWord(text, w)) return true;
  for (const [group, words] of needs.byGroup)
    if (hasWord(text, group)) for (const w of words) if (hasWord(text, w)) return true;
  return false;
}
