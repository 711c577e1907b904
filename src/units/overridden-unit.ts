/**
 * A kustomize unit as its Flux Kustomization or Argo CD Application applies it: the root
 * kustomization edited with the overrides (what the real kustomize then builds, and what the
 * structural reading applies without it), and what happens to the built objects afterwards
 * (`postBuild` substitution, `commonMetadata`, positions of the overrides).
 */
import { parseFile } from '../manifests/parse.js';
import type { KubeObject, ParsedFile, ParseProblem } from '../manifests/types.js';
import type { SourceFile } from '../sources/snapshot.js';
import { unitInputs, type DeployUnit, type UnitInputs } from './detect.js';
import { readKustomization, type KustomizationConfig } from './kustomization.js';
import { mapOverrides } from './override-map.js';
import { editedKustomization, overridesOf, type UnitOverrides } from './overrides.js';
import { postBuildVars, substituteBuilt, type DocSubstitution, type PostBuildVars } from './post-build.js';

/** What is done to a unit's built YAML and objects. */
export interface BuiltPost {
  /** The built YAML after `postBuild` substitution. */
  yaml(text: string): string;
  /** The objects (mapped to their sources) with the overrides' positions and `commonMetadata`; `built`: in build order. */
  objects(objects: readonly KubeObject[], built: boolean): KubeObject[];
}

export interface OverriddenUnit {
  unit: DeployUnit & { kustomization: KustomizationConfig };
  inputs: UnitInputs;
  digest: string;
  post: BuiltPost;
  notes: ParseProblem[];
}

/** ConfigMaps and Secrets of a side by kind and name; files left unparsed are read when one is asked for. */
export function configSources(
  files: readonly ParsedFile[],
  sources: readonly SourceFile[],
): (kind: string, name: string, namespace: string) => KubeObject | undefined {
  let index: Map<string, KubeObject[]> | undefined;
  const build = () => {
    const m = new Map<string, KubeObject[]>();
    for (const f of files)
      for (const o of f.objects) {
        if ((o.kind !== 'ConfigMap' && o.kind !== 'Secret') || o.group !== '') continue;
        const list = m.get(`${o.kind}/${o.name}`);
        if (list) list.push(o);
        else m.set(`${o.kind}/${o.name}`, [o]);
      }
    return m;
  };
  const parsed = new Set(files.filter((f) => f.objects.length || f.problems.length).map((f) => f.path));
  return (kind, name, namespace) => {
    index ??= build();
    let found = index.get(`${kind}/${name}`);
    if (!found) {
      // An unchanged file may have been left unparsed (index/unread.ts): read the ones that could hold it.
      for (const s of sources)
        if (!parsed.has(s.path) && s.text.includes(name) && s.text.includes(kind))
          for (const o of parseFile(s).objects)
            if (o.kind === kind && o.name === name && o.group === '') found = [...(found ?? []), o];
      if (found) index.set(`${kind}/${name}`, found);
    }
    return found?.find((o) => o.namespace === namespace) ?? found?.[0];
  };
}

function notesOf(ov: UnitOverrides, vars: PostBuildVars | undefined): ParseProblem[] {
  const who = `${ov.object.kind} ${ov.object.name}`;
  return (vars?.notes ?? []).map((n) => ({
    file: ov.object.file,
    line: ov.postBuild?.from[0]?.line ?? ov.object.line,
    message: `postBuild of ${who}: ${n}, so the variables it may set are left as written`,
  }));
}

/** Values that came from Secrets, by the object (`Kind/name`) they were substituted in. */
export type SecretValues = Map<string, Set<string>>;

/** Records the Secret values substituted in each built object, so that no message shows them. */
function noteSecrets(
  objects: readonly KubeObject[],
  changed: readonly DocSubstitution[],
  vars: PostBuildVars,
  sink: SecretValues,
) {
  for (const c of changed) {
    const values = c.used.filter((n) => vars.secret.has(n)).flatMap((n) => vars.value(n) || []);
    const o = objects[c.index];
    if (!o || !values.length) continue;
    const ref = `${o.kind}/${o.name}`;
    sink.set(ref, new Set([...(sink.get(ref) ?? []), ...values]));
  }
}

/**
 * Findings with the Secret values substituted in their object written as `(secret)`: a value from
 * a Secret is used to judge, never shown.
 */
export function redactSecrets<T extends { object?: string; message: string }>(
  findings: readonly T[],
  sink: SecretValues,
): T[] {
  if (!sink.size) return [...findings];
  return findings.map((f) => {
    const parts = f.object?.split('/') ?? [];
    const values = parts.length >= 2 ? sink.get(`${parts[0]}/${parts[parts.length - 1]}`) : undefined;
    if (!values) return f;
    let message = f.message;
    for (const v of [...values].sort((a, b) => b.length - a.length))
      message = message.split(v).join('(secret)');
    return message === f.message ? f : { ...f, message };
  });
}

/** The unit edited with its overrides. */
export function overriddenUnit(
  unit: DeployUnit & { kustomization: KustomizationConfig },
  all: ReadonlyMap<string, KustomizationConfig>,
  ov: UnitOverrides,
  find: (kind: string, name: string, namespace: string) => KubeObject | undefined,
  secrets?: SecretValues,
): OverriddenUnit {
  const root = unit.kustomization;
  // Re-written as a whole, as kustomize-controller and Argo CD write the kustomization they edit.
  const edited: KustomizationConfig = {
    ...readKustomization({ ...root.object, value: editedKustomization(root.object.value, ov) }),
    rewritten: true,
  };
  const vars = ov.postBuild ? postBuildVars(ov.postBuild, ov.object, find) : undefined;
  let changed: DocSubstitution[] = [];
  const post: BuiltPost = {
    yaml(text) {
      if (!vars) return text;
      const r = substituteBuilt(text, vars);
      changed = r.changed;
      return r.yaml;
    },
    objects(objects, built) {
      const out = mapOverrides(objects, ov, built ? changed : [], vars?.where);
      if (vars && built && secrets) noteSecrets(out, changed, vars, secrets);
      return out;
    },
  };
  return {
    unit: { ...unit, kustomization: edited },
    inputs: unitInputs(edited, all),
    digest: ov.digest + (vars ? vars.fingerprint : ''),
    post,
    notes: notesOf(ov, vars),
  };
}

/** What the structural reading (no kustomize) leaves out of a unit's overrides. */
export function unrenderedOverrides(ov: UnitOverrides): ParseProblem[] {
  const left = [
    ...(ov.patches.length ? ['patches'] : []),
    ...(ov.components.length ? ['components'] : []),
    ...(Object.keys(ov.commonLabels).length || Object.keys(ov.commonAnnotations).length
      ? ['common labels and annotations']
      : []),
    ...(ov.replicas.length ? ['replicas'] : []),
    ...(ov.postBuild ? ['postBuild substitution'] : []),
  ];
  if (!left.length) return [];
  return [
    {
      file: ov.object.file,
      line: ov.object.line,
      message: `${ov.object.kind} ${ov.object.name}: ${left.join(', ')} not applied without kustomize (namespace, name prefix and suffix and images are)`,
    },
  ];
}

/** How a kustomize unit is read: its (edited) kustomization and inputs, the id its render key is made from, its overrides. */
export interface UnitPlan {
  unit: DeployUnit & { kustomization: KustomizationConfig };
  inputs: UnitInputs;
  /** The unit's id, with its overrides' digest when it has some: equal ids and inputs render equally. */
  keyId: string;
  overrides?: UnitOverrides;
  edited?: OverriddenUnit;
}

/** A kustomize unit as its Flux Kustomization or Argo CD Application applies it (units/read.ts, units/prerender.ts). */
export function planUnit(
  unit: DeployUnit & { kustomization: KustomizationConfig },
  all: ReadonlyMap<string, KustomizationConfig>,
  find: (kind: string, name: string, namespace: string) => KubeObject | undefined,
  secrets?: SecretValues,
): UnitPlan {
  const ov = overridesOf(unit.declaredBy);
  if (!ov) return { unit, inputs: unitInputs(unit.kustomization, all), keyId: unit.id };
  const edited = overriddenUnit(unit, all, ov, find, secrets);
  return {
    unit: edited.unit,
    inputs: edited.inputs,
    keyId: `${unit.id}\u0000${edited.digest}`,
    overrides: ov,
    edited,
  };
}
