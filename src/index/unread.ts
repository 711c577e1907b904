/**
 * Which unchanged files (the same text at the same path on both sides) a run can leave unparsed:
 * those whose every document has a type the kind scan reads for sure and that nothing needs. The
 * decision is in two steps: `candidates` before any parsing (by the scan and the fixed list of
 * kinds the packs read), then `stillNeeded` once the other files are parsed (kinds they hold,
 * kinds of the CRDs the change touches).
 */
import { scanTypes, type ScannedType } from '../manifests/kind-scan.js';
import { crdAlwaysRead, crdNeedsOf, crdTextNeeded, isCrdType, type CrdNeeds } from './unread-crds.js';
import type { KubeObject, ParsedFile } from '../manifests/types.js';
import type { SourceFile } from '../sources/snapshot.js';
import { KUSTOMIZATION_FILE } from '../units/kustomization.js';
import { isClusterScoped } from '../units/transform.js';
import { asRecord } from '../values.js';

/** Below this many unchanged files a run parses them all: small runs stay exactly as they were. */
export const UNREAD_MIN_FILES = 1000;

/**
 * Kinds some pack, rule or deploy-unit reading looks at, whatever their group (a superset: the
 * group is not trusted to the scan): CRDs, Strimzi and its operator's carriers, Flux, Argo CD and
 * kustomize objects; with the cluster-scoped kinds deploy units treat apart, and Lists (their items).
 */
export const NEEDED_KINDS: ReadonlySet<string> = new Set([
  'Kustomization',
  'Component',
  'HelmRelease',
  'HelmRepository',
  'OCIRepository',
  'GitRepository',
  'Application',
  'ApplicationSet',
  'StrimziPodSet',
]);

/** API groups whose every kind is needed (Strimzi, Flux, Argo CD, kustomize, apiextensions but its CRDs). */
const NEEDED_GROUP = /strimzi|fluxcd|argoproj|kustomize|apiextensions/i;

/**
 * A kind needed by name alone: the list above, a cluster-scoped kind (units/transform.ts), any
 * `Kafka…`, any `…List`. Not a CRD: whether one is needed depends on the change (./unread-crds.ts).
 */
function neededByName(kind: string): boolean {
  if (kind === 'CustomResourceDefinition') return false;
  return NEEDED_KINDS.has(kind) || isClusterScoped(kind) || kind.startsWith('Kafka') || kind.endsWith('List');
}

/**
 * A type the packs need from this text: by kind or group, or a Deployment that may run the Strimzi
 * operator (its image names `strimzi`: the scan then cannot tell, so it is read). A CRD is needed
 * here only when its text is one the CRD decision does not vouch for (Strimzi's, tags).
 */
function neededType(t: ScannedType, text: string, extra: ReadonlySet<string>): boolean {
  if (extra.has(t.kind)) return true;
  if (isCrdType(t)) return crdAlwaysRead(text);
  if (neededByName(t.kind) || NEEDED_GROUP.test(t.apiVersion)) return true;
  return t.kind === 'Deployment' && /strimzi/i.test(text);
}

/** Code units after which a line starts for a multiline `^`: LF, CR, U+2028, U+2029. */
const isLineEnd = (c: number) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
const isAlnum = (c: number) => (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);

/**
 * Whether the kind of some top-level kind line — what `/^kind:[ ]*([A-Za-z0-9]+)/gm` finds — is
 * one `needed` takes: read before the whole scan, a needed kind there settles it (the file is
 * parsed). Found by searching `kind:` (no expression run over every character of the text).
 */
export function someKindLine(text: string, needed: (kind: string) => boolean): boolean {
  for (let i = text.indexOf('kind:'); i >= 0; i = text.indexOf('kind:', i + 5)) {
    if (i > 0 && !isLineEnd(text.charCodeAt(i - 1))) continue;
    let start = i + 5;
    while (text.charCodeAt(start) === 0x20) start++;
    let end = start;
    while (isAlnum(text.charCodeAt(end))) end++;
    if (end > start && needed(text.slice(start, end))) return true;
  }
  return false;
}

const plainlyNeeded = (text: string, extra: ReadonlySet<string>) =>
  someKindLine(text, (kind) => neededByName(kind) || extra.has(kind));

/** What the config makes needed: the kinds its `transitions:` match, the CRD files it names. */
export interface ConfigNeeds {
  kinds: ReadonlySet<string>;
  /** A CRD file the config names (`crd.sources`, or every one when a waiver may name a CRD's finding). */
  crdFile: (path: string) => boolean;
}

/** The kinds `transitions:` of the config match: their objects are judged wherever they are. */
export function configKinds(transitions: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  for (const t of transitions) {
    const kind = asRecord(asRecord(t).match).kind;
    if (typeof kind === 'string') out.add(kind);
  }
  return out;
}

/** An unchanged file the run may leave unparsed, with what the scan found in it. */
export interface Candidate {
  /** Index of the file in the base list. */
  index: number;
  types: ScannedType[];
  /** Some document is a CRD: the change decides whether it is needed (./unread-crds.ts). */
  crd: boolean;
}

/**
 * Unchanged base files (by index) that may stay unparsed: every document typed by the scan (or
 * holding no object), none of a needed kind. Kustomization files and `.json` files are never candidates; none at all when
 * either side has a kustomization (its deploy units read files by path).
 */
export function candidates(
  base: readonly SourceFile[],
  unchanged: readonly number[],
  hasKustomization: boolean,
  config: ConfigNeeds,
): Candidate[] {
  if (hasKustomization) return [];
  const out: Candidate[] = [];
  for (const index of unchanged) {
    const f = base[index]!;
    if (KUSTOMIZATION_FILE.test(f.path) || f.path.endsWith('.json') || plainlyNeeded(f.text, config.kinds))
      continue;
    const types = scanTypes(f.text);
    // No type at all (comments, settings, CI files): no object, nothing any check reads.
    if (!types || types.some((t) => neededType(t, f.text, config.kinds))) continue;
    const crd = types.some(isCrdType);
    if (!crd || !config.crdFile(f.path)) out.push({ index, types, crd });
  }
  return out;
}

/** Flux and Argo CD objects that make deploy units: with one of them, every file is read. */
const makesUnits = (o: KubeObject) =>
  (o.kind === 'Kustomization' && o.group === 'kustomize.toolkit.fluxcd.io') ||
  (o.kind === 'Application' && o.group === 'argoproj.io');

/** What the parsed files make needed. */
export interface Needs {
  /** Kinds of custom resources of the CRDs among the changed files (and their list kinds): validated. */
  validated: Set<string>;
  /** Every kind among the parsed objects, and every `kind/namespace/name`: a duplicate, a pair. */
  kinds: Set<string>;
  identities: Set<string>;
  /** What the changed files ask of unchanged CRDs. */
  crds: CrdNeeds;
}

const identityKey = (kind: string, namespace: string, name: string) => `${kind}/${namespace}/${name}`;

/**
 * What the parsed files make needed (see {@link Needs}); undefined when they hold deploy units
 * (every file is then read).
 */
export function neededByParsed(
  parsed: readonly ParsedFile[],
  changed: ReadonlySet<ParsedFile>,
): Needs | undefined {
  const needs: Needs = {
    validated: new Set(),
    kinds: new Set(),
    identities: new Set(),
    crds: crdNeedsOf(changed),
  };
  for (const f of parsed)
    for (const o of f.objects) {
      if (makesUnits(o)) return undefined;
      needs.kinds.add(o.kind);
      needs.identities.add(identityKey(o.kind, o.namespace, o.name));
      if (o.kind !== 'CustomResourceDefinition' || !changed.has(f)) continue;
      const names = asRecord(asRecord(o.value.spec).names);
      for (const k of [names.kind, names.listKind]) if (typeof k === 'string') needs.validated.add(k);
    }
  return needs;
}

/**
 * Whether a held file is needed once the others are parsed: one of its documents is (see
 * {@link isNeeded}), or it holds a CRD the change may need (./unread-crds.ts).
 */
export function candidateNeeded(c: Candidate, text: string, needs: Needs): boolean {
  return c.types.some((t) => isNeeded(t, needs)) || (c.crd && crdTextNeeded(text, needs.crds));
}

/**
 * Whether a document the scan typed is needed: a resource of a changed CRD, or of a kind some
 * parsed object has when the scan could not name it or named an identity some parsed object has.
 */
export function isNeeded(t: ScannedType, needs: Needs): boolean {
  if (needs.validated.has(t.kind)) return true;
  if (!needs.kinds.has(t.kind)) return false;
  return !t.identity || needs.identities.has(identityKey(t.kind, t.identity.namespace, t.identity.name));
}

/** What a report says about the files left unparsed. */
export interface UnreadFiles {
  files: number;
  /** The kinds their documents hold, sorted. */
  kinds: string[];
  /** How many CustomResourceDefinitions they hold (their own problems go unreported too). */
  crds: number;
}

/**
 * Kinds in reading order, whatever the locale: character order, except that runs of digits compare
 * by value (`Widget25` before `Widget100`).
 */
export function byKindName(a: string, b: string): number {
  const split = (s: string) => s.split(/(\d+)/);
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    // Odd parts are digit runs (split keeps the captured separators there).
    if (i % 2 === 1 && Number(x[i]) !== Number(y[i])) return Number(x[i]) - Number(y[i]);
    return x[i]! < y[i]! ? -1 : 1;
  }
  return x.length - y.length;
}

export function unreadSummary(left: readonly Candidate[]): UnreadFiles | undefined {
  if (!left.length) return undefined;
  const kinds = new Set<string>();
  let crds = 0;
  for (const c of left)
    for (const t of c.types) {
      kinds.add(t.kind);
      if (isCrdType(t)) crds++;
    }
  return { files: left.length, kinds: [...kinds].sort(byKindName), crds };
}
