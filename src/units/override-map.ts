/**
 * Built objects of a unit with overrides, pointed at the override that set each field: an inline
 * patch's line, an `images` entry, the name prefix or suffix, the target namespace, a common label
 * or annotation, the entry of a `postBuild` variable; Flux `commonMetadata` set on each object.
 */
import { readFileText } from '../manifests/parse.js';
import { PATH_SEP, type KubeObject, type Position } from '../manifests/types.js';
import { asRecord, isRecord } from '../values.js';
import type { PatchOverride, PatchTarget, UnitOverrides } from './overrides.js';
import type { DocSubstitution, VarSource } from './post-build.js';
import { LayeredPositions, valueAtKey } from './source-map.js';
import { withValue } from './transform.js';

const isLeaf = (v: unknown) => v === null || typeof v !== 'object';

/**
 * kustomize's name and namespace selectors are anchored regular expressions (Go's, linear). Only a
 * plain one is run here (names, `.`, `*`, `|`, groups without a quantifier, few stars), so a
 * hostile pattern cannot make the match slow; another is taken as matching (it only decides where
 * a finding points).
 */
function matches(pattern: string | undefined, value: string): boolean {
  if (pattern === undefined) return true;
  const plain = /^[A-Za-z0-9_.\-*|^$()]*$/.test(pattern) && !/\)[*+?]/.test(pattern);
  if (!plain || (pattern.match(/\*/g) ?? []).length > 4) return true;
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return pattern === value;
  }
}

/** `a=b,c!=d,e` against a map (labels or annotations); set-based forms are taken as matching. */
function selects(selector: string | undefined, map: Record<string, unknown>): boolean {
  if (!selector) return true;
  return selector.split(',').every((term) => {
    const t = term.trim();
    if (/\s(in|notin)\s/.test(t)) return true;
    const ne = /^([^!=]+)!=(.*)$/.exec(t);
    if (ne) return map[ne[1]!.trim()] !== ne[2]!.trim();
    const eq = /^([^=]+)==?(.*)$/.exec(t);
    if (eq) return map[eq[1]!.trim()] === eq[2]!.trim();
    return t.startsWith('!') ? !(t.slice(1) in map) : t in map;
  });
}

/** The names an object may be selected by: as built, and before the overrides' prefix and suffix. */
function namesOf(o: KubeObject, ov: UnitOverrides): string[] {
  const pre = ov.namePrefix ?? '';
  const suf = ov.nameSuffix ?? '';
  const bare =
    o.name.startsWith(pre) && o.name.endsWith(suf) && o.name.length > pre.length + suf.length
      ? o.name.slice(pre.length, o.name.length - suf.length)
      : o.name;
  return bare === o.name ? [o.name] : [o.name, bare];
}

function targets(t: PatchTarget, o: KubeObject, names: readonly string[]): boolean {
  const meta = asRecord(o.value.metadata);
  return (
    (t.kind === undefined || t.kind === o.kind) &&
    (t.group === undefined || t.group === o.group) &&
    (t.version === undefined || t.version === o.version) &&
    names.some((n) => matches(t.name, n)) &&
    matches(t.namespace, o.namespace) &&
    selects(t.labelSelector, asRecord(meta.labels)) &&
    selects(t.annotationSelector, asRecord(meta.annotations))
  );
}

/** Whether an inline patch applies to a built object (its target, else its own kind and name). */
function patchApplies(p: PatchOverride, o: KubeObject, names: readonly string[]): boolean {
  if (p.target) return targets(p.target, o, names);
  return p.kind === o.kind && p.name !== '' && names.some((n) => n === p.name || n.includes(p.name));
}

/** Paths of every `image` of `containers` and `initContainers` lists in a value. */
function imageKeys(v: unknown, prefix: string[], out: string[][]): string[][] {
  if (Array.isArray(v)) v.forEach((x, i) => imageKeys(x, [...prefix, String(i)], out));
  else if (isRecord(v))
    for (const [k, x] of Object.entries(v)) {
      if ((k === 'containers' || k === 'initContainers') && Array.isArray(x))
        x.forEach((c, i) => {
          if (isRecord(c) && typeof c.image === 'string') out.push([...prefix, k, String(i), 'image']);
        });
      else imageKeys(x, [...prefix, k], out);
    }
  return out;
}

/** An image reference without its tag or digest. */
function imageName(ref: string): string {
  const at = ref.indexOf('@');
  const base = at >= 0 ? ref.slice(0, at) : ref;
  const colon = base.lastIndexOf(':');
  return colon > base.lastIndexOf('/') ? base.slice(0, colon) : base;
}

/** Positions the overrides set on one built object. */
function overridePositions(o: KubeObject, ov: UnitOverrides): Map<string, Position> {
  const top = new Map<string, Position>();
  const at = (key: string, line: number | undefined) => {
    if (line !== undefined) top.set(key, { line, file: ov.object.file });
  };
  const names = namesOf(o, ov);
  for (const p of ov.patchFields) {
    if (!patchApplies(p, o, names)) continue;
    for (const [k, pos] of p.positions) {
      if (k === '' || k === 'apiVersion' || k === 'kind' || k.startsWith(`metadata${PATH_SEP}name`)) continue;
      const pv = valueAtKey(p.value, k);
      if (!isLeaf(pv) || valueAtKey(o.value, k) === pv) top.set(k, pos);
    }
  }
  if (ov.namePrefix || ov.nameSuffix)
    at(`metadata${PATH_SEP}name`, ov.lines.get(ov.namePrefix ? 'namePrefix' : 'nameSuffix'));
  if (ov.namespace && o.namespace === ov.namespace)
    at(`metadata${PATH_SEP}namespace`, ov.lines.get('targetNamespace'));
  for (const key of imageKeys(o.value, [], [])) {
    const image = valueAtKey(o.value, key.join(PATH_SEP));
    const im =
      typeof image === 'string'
        ? ov.images.find((i) => (i.newName ?? i.name) === imageName(image))
        : undefined;
    if (im) at(key.join(PATH_SEP), ov.lines.get(`image:${im.name}`));
  }
  const meta = asRecord(o.value.metadata);
  for (const k of Object.keys(asRecord(meta.labels)))
    at(['metadata', 'labels', k].join(PATH_SEP), ov.lines.get(`label:${k}`));
  for (const k of Object.keys(asRecord(meta.annotations)))
    at(['metadata', 'annotations', k].join(PATH_SEP), ov.lines.get(`annotation:${k}`));
  return top;
}

/** Flux `commonMetadata`: labels and annotations on the object's own metadata. */
function withCommonMetadata(o: KubeObject, ov: UnitOverrides): KubeObject {
  const cm = ov.commonMetadata;
  if (!cm) return o;
  const meta = { ...asRecord(o.value.metadata) };
  if (Object.keys(cm.labels).length) meta.labels = { ...asRecord(meta.labels), ...cm.labels };
  if (Object.keys(cm.annotations).length)
    meta.annotations = { ...asRecord(meta.annotations), ...cm.annotations };
  return withValue(o, { ...o.value, metadata: meta });
}

/** Leaves of a document's value that held `${name…}` before substitution, with the first variable named. */
function substitutedKeys(before: string): Map<string, string> {
  const out = new Map<string, string>();
  const value = readFileText({ path: '(built)', text: before }, {}).docs[0]?.value;
  const walk = (v: unknown, path: string[]) => {
    if (typeof v === 'string') {
      const name = /\$\{#?([_a-zA-Z][_a-zA-Z0-9]*)/.exec(v)?.[1];
      if (name) out.set(path.join(PATH_SEP), name);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, String(i)]));
    else if (isRecord(v)) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  return out;
}

/**
 * The built objects (in the order of the built documents) with the overrides' positions over
 * their own, Flux `commonMetadata` set, and fields a `postBuild` variable set pointed at the
 * variable's entry.
 */
export function mapOverrides(
  objects: readonly KubeObject[],
  ov: UnitOverrides,
  substituted: readonly DocSubstitution[] = [],
  where: ReadonlyMap<string, VarSource> = new Map(),
): KubeObject[] {
  const subs = new Map(substituted.map((s) => [s.index, s]));
  return objects.map((o0, i) => {
    const o = withCommonMetadata(o0, ov);
    const top = overridePositions(o, ov);
    const sub = subs.get(i);
    if (sub)
      for (const [k, name] of substitutedKeys(sub.before)) {
        const w = where.get(name);
        if (w) top.set(k, { line: w.line, file: w.file });
      }
    return top.size ? withValue(o, o.value, { positions: new LayeredPositions(top, o.positions) }) : o;
  });
}
