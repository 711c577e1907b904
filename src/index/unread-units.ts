/**
 * Which kustomize deploy units a run may leave unrendered (issue 20): a unit whose inputs are the
 * same on both sides (the same input key) and whose settings (Flux target namespace, Argo CD
 * destination, cluster) are too renders the same objects on both sides, and when nothing the change
 * touches could need them rendered, both sides read it without kustomize (its objects as its files
 * write them, with namespace, prefixes and images: context for what the change touches). Decided on
 * the text of its input files, conservatively: a unit is rendered when any input could yield an object
 * whose rendered value a check needs (Strimzi, Kafka, CRDs, a changed CRD's kind, a transition kind)
 * or compose a value from parts.
 */
import type { ParsedFile } from '../manifests/types.js';
import type { SourceFile } from '../sources/snapshot.js';
import { detectUnits, type DeployUnit } from '../units/detect.js';
import { KUSTOMIZATION_FILE } from '../units/kustomization.js';
import type { RenderPlan, RenderTask } from '../units/prerender.js';
import { changedCrds } from './changed-crds.js';
import { hasWord, RESPELLED } from './unread-crds.js';

/**
 * From how many kustomize units the same on both sides some may be left unrendered: one. A render
 * is a kustomize process (0.3–1 s on a 2-core runner), the largest cost of a GitOps PR; a unit the
 * change does not touch applies the same objects before and after it, and what rendering it could
 * find is already on the base branch (docs/performance.md).
 */
export const UNRENDERED_MIN_UNITS = 1;

/**
 * Text that keeps a unit rendered: the groups whose rendered values the packs need (Strimzi,
 * apiextensions) and what could spell a kind other than as written (`!!binary`, verbatim or
 * percent-escaped tags). Escapes no longer count: a unit not rendered is still read, its objects
 * parsed as written.
 */
const NEEDED_TEXT = new RegExp(String.raw`strimzi|apiextensions|${RESPELLED}`, 'i');
/**
 * `Kafka…` anywhere, and a `…List` kind (a List may hold any object): a word ending in `List` where
 * a kind is written (`kind: ConfigMapList`, quoted or in a flow mapping), not `allowList:`.
 */
const NEEDED_KIND_TEXT = /Kafka|kind["']?\s*:\s*["']?[A-Za-z0-9]*List(?![A-Za-z0-9])/;

/** A CRD among a unit's inputs keeps it rendered: a patch may change what a changed resource is validated against. */
const NEEDED_WORDS = ['CustomResourceDefinition'];

/**
 * The kustomize fields that can compose a value from parts (replacements, vars, transformer,
 * generator and validator plugins): they count in a kustomization (or component) file only, where
 * kustomize reads them; an Argo CD ApplicationSet's `generators:` or a chart value named `vars`
 * composes nothing. Any other unit whose inputs are the same on both sides is read without
 * kustomize (the same objects on both sides, as context); the kinds the packs read wherever they are
 * (HelmRelease, Application, …) come from its files as written. Strimzi's and Kafka's text keeps a
 * unit rendered (NEEDED_TEXT).
 */
const KUSTOMIZE_COMPOSING = ['replacements', 'vars', 'transformers', 'generators', 'validators'];

/**
 * Kinds of the CRDs in the files that differ between the sides (either side), and their list
 * kinds: their resources are validated again.
 */
export function kindsOfChangedCrds(base: readonly SourceFile[], head: readonly SourceFile[]): Set<string> {
  const out = new Set<string>();
  for (const c of changedCrds(base, head)) for (const k of [c.kind, c.listKind]) if (k) out.add(k);
  return out;
}

/** Whether one input text could yield an object the run needs (`undefined`: unknown, so it could). */
function textNeeded(path: string, text: string | undefined, words: readonly string[]): boolean {
  if (text === undefined || NEEDED_TEXT.test(text) || NEEDED_KIND_TEXT.test(text)) return true;
  if (KUSTOMIZATION_FILE.test(path) && KUSTOMIZE_COMPOSING.some((w) => hasWord(text, w))) return true;
  return words.some((w) => hasWord(text, w));
}

/**
 * The text of each input: the snapshot's, or, for a file it holds as bytes only (a generator's
 * `.html`, `.conf`, `.sh`), its bytes read as UTF-8; undefined when neither can be read.
 */
function inputTexts(t: RenderTask): [string, string | undefined][] {
  const texts = t.inputs.files.map((f): [string, string | undefined] => [f, t.files.textOf(f)]);
  const missing = texts.filter(([, text]) => text === undefined).map(([f]) => f);
  if (!missing.length || !t.files.bytes) return texts;
  const read = t.files.bytes.read(missing);
  return texts.map(([f, text]) => {
    const b = text === undefined ? read.get(f) : undefined;
    return [f, Buffer.isBuffer(b) ? b.toString('utf8') : text];
  });
}

/**
 * The units (by input key) that need not be rendered: their inputs are the same on both sides
 * (`plan.shared`) and none of their texts could yield a needed object. `words`: kinds the change
 * makes needed (the changed CRDs' kinds, the config's transitions).
 */
export function unitsToLeave(plan: RenderPlan, words: Iterable<string>): Set<string> {
  const all = [...NEEDED_WORDS, ...words];
  const out = new Set<string>();
  for (const key of plan.shared) {
    const t = plan.tasks.get(key);
    if (t && !inputTexts(t).some(([f, text]) => textNeeded(f, text, all))) out.add(key);
  }
  return out;
}

/** What a unit is applied with besides its inputs: equal on both sides, or the unit is rendered. */
const settingsOf = (u: DeployUnit) =>
  JSON.stringify([u.via, u.targetNamespace ?? null, u.defaultNamespace ?? null, u.cluster ?? null]);

/**
 * `readUnits`' `leaveUnrendered`: a unit of `left` whose settings (Flux target namespace, Argo CD
 * destination, cluster) are the same on both sides; any other unit is rendered.
 */
export function leaveUnrendered(
  sides: readonly (readonly ParsedFile[])[],
  globs: readonly string[],
  left: ReadonlySet<string>,
): (unit: DeployUnit, key: string) => boolean {
  const settings = sides.map(
    (files) => new Map(detectUnits(files, globs).units.map((u) => [u.id, settingsOf(u)])),
  );
  return (unit, key) => left.has(key) && settings.every((s) => s.get(unit.id) === settingsOf(unit));
}
