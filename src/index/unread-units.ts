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
import type { RenderPlan } from '../units/prerender.js';
import { changedCrds } from './changed-crds.js';
import { hasWord, RESPELLED } from './unread-crds.js';

/** Below this many kustomize units the same on both sides, a run renders them all. */
export const UNRENDERED_MIN_UNITS = 20;

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

/**
 * Words that make a unit need rendering even when its inputs are the same on both sides: CRDs (a
 * patch may change what a changed resource is validated against) and the kustomize fields that can
 * compose a value from parts (replacements, vars, transformer, generator and validator plugins).
 * Any other such unit is read without kustomize (the same objects on both sides, as context); the
 * kinds the packs read wherever they are (HelmRelease, Application, …) come from its files as
 * written. Strimzi's and Kafka's text keeps a unit rendered (NEEDED_TEXT).
 */
const NEEDED_WORDS = [
  'CustomResourceDefinition',
  'replacements',
  'vars',
  'transformers',
  'generators',
  'validators',
];

/**
 * Kinds of the CRDs in the files that differ between the sides (either side), and their list
 * kinds: their resources are validated again.
 */
export function kindsOfChangedCrds(base: readonly SourceFile[], head: readonly SourceFile[]): Set<string> {
  const out = new Set<string>();
  for (const c of changedCrds(base, head)) for (const k of [c.kind, c.listKind]) if (k) out.add(k);
  return out;
}

/** Whether one input text could yield an object the run needs. */
function textNeeded(text: string | undefined, words: readonly string[]): boolean {
  if (text === undefined || NEEDED_TEXT.test(text) || NEEDED_KIND_TEXT.test(text)) return true;
  return words.some((w) => hasWord(text, w));
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
    if (t && !t.inputs.files.some((f) => textNeeded(t.files.textOf(f), all))) out.add(key);
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
