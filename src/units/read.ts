import { crypto } from '../builtins.js';
import { parseFile } from '../manifests/parse.js';
import type { KubeObject, ParsedFile, ParseProblem } from '../manifests/types.js';
import type { FileBytes, SourceFile } from '../sources/snapshot.js';
import {
  appliesFile,
  detectUnits,
  graphNotes,
  unlisted,
  type DeployUnit,
  type UnitInputs,
  type UnitLayout,
} from './detect.js';
import { isKustomizeConfig, type KustomizationConfig } from './kustomization.js';
import type { RenderOutcome, SideFiles, UnitRenderer } from './render.js';
import {
  configSources,
  planUnit,
  unrenderedOverrides,
  type BuiltPost,
  type SecretValues,
} from './overridden-unit.js';
import { mapToSources } from './source-map.js';
import { structuralObjects } from './structural.js';
import { applyUnitNamespace, withValue } from './transform.js';

export type RenderMode = 'auto' | 'kustomize' | 'off';

/** One side read as what its reconcilers apply. */
export interface UnitReading {
  /** Everything applied, in unit order then file order; objects of a unit carry its id. */
  objects: KubeObject[];
  /** Kustomizations and components: configuration, never objects. */
  configs: KubeObject[];
  /** What could not be judged as applied: remote resources, Helm inflation, render failures. */
  unrendered: (ParseProblem & { failed?: boolean; budget?: boolean; inputs?: string })[];
  units: DeployUnit[];
  /** The cluster each unit targets, when the repository says (Argo CD destinations, Flux bootstrap folders). */
  clusterOf: ReadonlyMap<string, string>;
  /** Kustomize units read, and how many of them were left unrendered (`leaveUnrendered`). */
  kustomizeUnits: { all: number; unrendered: number };
}

/**
 * A unit's objects once read; shared by both sides when its inputs are the same. `error`: why it
 * was not rendered (`budget`: the run's render budget was spent first); `problems`: rendered
 * documents the gate could not read (over a limit).
 */
type UnitResult = { objects: KubeObject[]; error?: string; budget?: true; problems?: string[] };

export interface UnitOptions {
  deployUnits: readonly string[];
  /** Runs kustomize; absent: the structural reading only. */
  renderer?: UnitRenderer;
  /** Why there is no renderer; said once per side when a kustomize unit is read structurally. */
  why?: string;
  /** Units read on one side, reused on the other when their inputs are byte-identical. */
  cache: Map<string, UnitResult>;
  /**
   * A kustomize unit (with its input key) that is not rendered: the same on both sides and nothing
   * the change touches needs it (index/unread-units.ts). Its objects are left out on both sides.
   */
  leaveUnrendered?: (unit: DeployUnit, key: string) => boolean;
  /** Where the Secret values substituted by Flux `postBuild` are noted (by object), to keep them out of messages. */
  secrets?: SecretValues;
}

const sha1 = (s: string) => crypto().createHash('sha1').update(s).digest('hex');

/**
 * Names a unit's inputs: its id and every input file's content, a YAML text or any other file's
 * bytes (by blob id or hash), so equal keys render equally.
 */
export function inputKey(id: string, inputs: UnitInputs, files: SideFiles): string {
  const h = crypto().createHash('sha1').update(id);
  for (const f of inputs.files) {
    const text = files.textOf(f);
    const content = text === undefined ? `\u0001${files.bytes?.idOf(f) ?? 'missing'}` : sha1(text);
    h.update(`\u0000${f}\u0000${content}`);
  }
  return h.digest('hex');
}

type KustomizeUnit = DeployUnit & { kustomization: KustomizationConfig };

function renderUnit(
  unit: KustomizeUnit,
  inputs: UnitInputs,
  all: ReadonlyMap<string, KustomizationConfig>,
  { objectsOf, files }: Side,
  renderer: UnitRenderer | undefined,
  key: string,
  post?: BuiltPost,
): UnitResult {
  const structural = () =>
    (
      post?.objects(structuralObjects(unit.kustomization, all, objectsOf), false) ??
      structuralObjects(unit.kustomization, all, objectsOf)
    ).map((o) => withValue(o, o.value, { unit: unit.id }));
  if (!renderer) return { objects: structural() };
  const root = unit.kustomization.dir;
  const out: RenderOutcome = renderer(root, inputs, files, key);
  if ('error' in out)
    return { objects: structural(), error: out.error, ...(out.budget ? { budget: true } : {}) };
  const parsed = parseFile({
    path: `${root || '.'}/(rendered)`,
    text: post ? post.yaml(out.yaml) : out.yaml,
  });
  const byFile = new Map(inputs.files.map((f) => [f, objectsOf(f)]));
  const problems = parsed.problems.map(
    (p) => `rendered document at line ${p.line} of the output: ${p.message}`,
  );
  const mapped = mapToSources(parsed.objects, root, inputs, { objectsByFile: byFile });
  return {
    objects: (post ? post.objects(mapped, true) : mapped).map((o) =>
      withValue(o, o.value, { unit: unit.id }),
    ),
    ...(problems.length ? { problems } : {}),
  };
}

/** Notes for what a kustomize unit leaves out: remote resources and Helm charts, never fetched or run. */
function leftOut(inputs: UnitInputs): ParseProblem[] {
  const notes: ParseProblem[] = inputs.remote.map((r) => ({
    file: r.file,
    line: r.line,
    message: r.outside
      ? `resource outside the repository not read, so its objects are not judged: ${r.ref}`
      : `remote resource not rendered (never fetched), so its objects are not judged: ${r.ref}`,
  }));
  for (const c of inputs.chain)
    if (c.config.helmCharts.length)
      notes.push({
        file: c.config.file,
        line: c.config.object.positions.get('helmCharts')?.line ?? c.config.object.line,
        message: `Helm chart${c.config.helmCharts.length === 1 ? '' : 's'} ${c.config.helmCharts.join(', ')} not inflated (Helm is never run), so ${c.config.helmCharts.length === 1 ? 'its' : 'their'} objects are not judged`,
      });
  return notes;
}

/**
 * Reads one side as deploy units: kustomize units rendered (or read structurally), the objects of
 * other files in the deepest Flux / Argo CD / configured folder that holds them (else the
 * repository); kustomizations and patch files are never objects.
 */
export function readUnits(
  files: readonly ParsedFile[],
  sources: readonly SourceFile[],
  opts: UnitOptions,
  bytes?: FileBytes,
): UnitReading {
  const layout = detectUnits(files, opts.deployUnits);
  const notApplied = new Set<string>();
  for (const k of layout.kustomizations.values()) {
    for (const p of k.patchFiles) notApplied.add(p.file);
    // Plugin configuration (a transformer's settings) is kustomize's input, never an object.
    for (const p of k.plugins ?? []) if (!layout.kustomizations.has(p)) notApplied.add(p);
  }
  const byFile = new Map(files.map((f) => [f.path, f.objects.filter((o) => !isKustomizeConfig(o))]));
  const side: Side = {
    layout,
    objectsOf: (file) => byFile.get(file) ?? [],
    files: { textOf: lazyTexts(sources), ...(bytes ? { bytes } : {}) },
    find: configSources(files, sources),
  };
  const kustomized = readKustomizeUnits(side, opts);
  const kustomizeUnits = { all: kustomized.units, unrendered: kustomized.left };
  const objects = kustomized.objects;
  const folders = layout.units.filter((u) => !u.kustomization).sort((a, b) => b.id.length - a.id.length);
  for (const f of files) {
    if (kustomized.claimed.has(f.path) || notApplied.has(f.path) || unlisted(f.path, layout)) continue;
    const folder = folders.find((u) => u.id === '.' || f.path.startsWith(`${u.id}/`));
    // With a deploy graph, a file its folder's Argo CD source does not read is not applied.
    if (folder && layout.declared && !appliesFile(folder, f.path)) continue;
    for (const o of side.objectsOf(f.path)) {
      if (!folder) objects.push(o);
      else
        objects.push(
          applyUnitNamespace(
            withValue(o, o.value, { unit: folder.id }),
            folder.targetNamespace,
            folder.defaultNamespace,
          ),
        );
    }
  }
  kustomized.unrendered.push(...graphNotes(layout));
  return {
    objects,
    configs: files.flatMap((f) => f.objects.filter(isKustomizeConfig)),
    unrendered: kustomized.unrendered,
    kustomizeUnits,
    units: layout.units,
    clusterOf: new Map(layout.units.flatMap((u) => (u.cluster ? [[u.id, u.cluster] as const] : []))),
  };
}

interface Side {
  layout: UnitLayout;
  /** A ConfigMap or Secret of the side, for Flux `postBuild.substituteFrom`. */
  find: (kind: string, name: string, namespace: string) => KubeObject | undefined;
  objectsOf: (file: string) => readonly KubeObject[];
  files: SideFiles;
}

/** File texts by path, indexed only when a unit is rendered. */
function lazyTexts(sources: readonly SourceFile[]): (file: string) => string | undefined {
  let texts: Map<string, string> | undefined;
  return (file) => (texts ??= new Map(sources.map((f) => [f.path, f.text]))).get(file);
}

/** What the kustomize units of a side give: their objects, notes, the files they include, how many were read and left unrendered. */
interface KustomizeReading {
  objects: KubeObject[];
  unrendered: UnitReading['unrendered'];
  claimed: Set<string>;
  units: number;
  left: number;
}

/** Every kustomize unit of a side, rendered or read structurally, and the files they include. */
function readKustomizeUnits(side: Side, opts: UnitOptions): KustomizeReading {
  const objects: KubeObject[] = [];
  let all = 0;
  let left = 0;
  const unrendered: UnitReading['unrendered'] = [];
  const claimed = new Set<string>();
  const said = new Set<string>();
  const configs = side.layout.kustomizations;
  for (const unit of side.layout.units) {
    if (!unit.kustomization) continue;
    const {
      unit: u,
      inputs,
      keyId,
      overrides: ov,
      edited,
    } = planUnit(unit as KustomizeUnit, configs, side.find, opts.secrets);
    for (const f of inputs.resourceFiles) claimed.add(f);
    const key = inputKey(keyId, inputs, side.files);
    for (const n of [...(edited?.notes ?? []), ...(ov && !opts.renderer ? unrenderedOverrides(ov) : [])]) {
      const k = `${n.file}\u0000${n.line}\u0000${n.message}`;
      if (!said.has(k)) unrendered.push(n);
      said.add(k);
    }
    for (const n of leftOut(inputs)) {
      const k = `${n.file}\u0000${n.line}\u0000${n.message}`;
      if (!said.has(k)) unrendered.push(n);
      said.add(k);
    }
    all++;
    if (opts.renderer && opts.leaveUnrendered?.(unit, key)) {
      // The same inputs and settings on both sides, nothing the change needs rendered: read without
      // kustomize (namespace, prefixes, images; no patches), the same objects on both sides, as
      // context for what the change touches (index/unread-units.ts).
      left++;
      const structural = renderUnit(u, inputs, configs, side, undefined, key, edited?.post);
      for (const o of structural.objects)
        objects.push(applyUnitNamespace(o, unit.targetNamespace, unit.defaultNamespace));
      continue;
    }
    let result = opts.cache.get(key);
    if (!result) {
      result = renderUnit(u, inputs, configs, side, opts.renderer, key, edited?.post);
      opts.cache.set(key, result);
    }
    unrendered.push(...failureNotes(u, inputs, result, key));
    for (const o of result.objects)
      objects.push(applyUnitNamespace(o, unit.targetNamespace, unit.defaultNamespace));
  }
  const first = side.layout.units.find((u) => u.kustomization)?.kustomization;
  if (first && !opts.renderer)
    unrendered.push({
      file: first.file,
      line: first.object.line,
      message: `kustomize units read without kustomize (${opts.why ?? 'no renderer'}): namespace, name prefix and suffix, and images applied; patches not applied`,
    });
  return { objects, unrendered, claimed, units: all, left };
}

/**
 * A unit that could not be rendered, or whose rendered documents could not all be read: one note
 * at its kustomization's line, failing (`failed`; input/not-rendered decides whether the pull
 * request brought it), with kustomize's whole error. The words depend on the error alone, so the
 * same failure reads the same on both sides. Past the render budget the note says so (`budget`).
 */
/** What the gate cut out of a unit before kustomize ran (Helm charts, remote resources), in words. */
function cutSources(inputs: UnitInputs): string | undefined {
  const charts = inputs.chain.flatMap((c) => c.config.helmCharts);
  const remote = inputs.remote.filter((r) => !r.outside).length;
  const parts = [
    ...(charts.length ? [`the Helm chart${charts.length === 1 ? '' : 's'} ${charts.join(', ')}`] : []),
    ...(remote ? [`${remote} remote resource${remote === 1 ? '' : 's'}`] : []),
  ];
  return parts.length ? parts.join(' and ') : undefined;
}

function failureNotes(
  u: KustomizeUnit,
  inputs: UnitInputs,
  result: UnitResult,
  key: string,
): UnitReading['unrendered'] {
  const at = { file: u.kustomization.file, line: u.kustomization.object.line };
  const notes: UnitReading['unrendered'] = [];
  // Rendered without what the gate never runs or fetches (a patch of an object the Helm chart makes):
  // kustomize's error may be the gate's own doing, so the unit is not judged, but it does not fail.
  const charts = cutSources(inputs);
  if (result.error)
    notes.push({
      ...at,
      message: charts
        ? `deploy unit ${u.id} could not be rendered without ${charts} the gate leaves out, so what it applies is not judged (its files are read without kustomize: patches not applied): ${result.error}`
        : `deploy unit ${u.id} could not be rendered, so what it applies is not judged (its files are read without kustomize: patches not applied): ${result.error}`,
      failed: true,
      ...(charts ? { cut: true } : {}),
      ...(result.budget ? { budget: true, inputs: key } : {}),
    });
  for (const p of result.problems ?? [])
    notes.push({
      ...at,
      message: `deploy unit ${u.id}: an object kustomize rendered was not read, so it is not judged: ${p}`,
      failed: true,
    });
  return notes;
}
