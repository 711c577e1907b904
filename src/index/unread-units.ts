/**
 * Which kustomize deploy units a run may leave unrendered (issue 20): a unit whose inputs are the
 * same on both sides (the same input key) and whose settings (Flux target namespace, Argo CD
 * destination, cluster) are too renders the same objects on both sides, and when nothing the change
 * touches could need those objects, neither side needs them. Decided on the text of its input files,
 * conservatively: a unit is rendered when any input could yield an object some check reads
 * wherever it is.
 */
import type { ParsedFile } from '../manifests/types.js';
import type { SourceFile } from '../sources/snapshot.js';
import { detectUnits, type DeployUnit } from '../units/detect.js';
import type { RenderPlan } from '../units/prerender.js';
import { clusterScopedKinds } from '../units/transform.js';
import { changedCrds } from './changed-crds.js';
import { hasWord, RESPELLED } from './unread-crds.js';
import { NEEDED_KINDS } from './unread.js';

/** Below this many kustomize units the same on both sides, a run renders them all. */
export const UNRENDERED_MIN_UNITS = 20;

/**
 * Text that makes a unit's objects needed: the groups the packs read (Strimzi, Flux, Argo CD,
 * apiextensions), `Kafka…`, `…List`, and what could spell a value other than as written (escapes,
 * `!!binary`, verbatim or percent-escaped tags).
 */
const NEEDED_TEXT = new RegExp(String.raw`strimzi|fluxcd|argoproj|apiextensions|\\|${RESPELLED}`, 'i');
const NEEDED_KIND_TEXT = /Kafka|List(?![A-Za-z0-9])/;

/**
 * Words that make a unit's objects needed: kinds the packs read wherever they are (but the
 * kustomize configuration every unit has), CRDs, the cluster-scoped kinds (two units of one cluster
 * may apply the same one), and the kustomize fields that can compose a value from parts
 * (replacements, vars, transformer, generator and validator plugins).
 */
const NEEDED_WORDS = [
  ...[...NEEDED_KINDS].filter((k) => k !== 'Kustomization' && k !== 'Component'),
  'CustomResourceDefinition',
  'replacements',
  'vars',
  'transformers',
  'generators',
  'validators',
  ...clusterScopedKinds(),
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
