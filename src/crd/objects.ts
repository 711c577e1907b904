/**
 * The objects a CRD tightening is judged on: the custom resources of each changed CRD in the head
 * tree and, with `--cluster-state`, the live ones, each validated once against the head CRD (the
 * validator of crd/validate, as the API server would on create). And the stance that decides when
 * there is no object to check.
 */
import type { RuleContext } from '../context.js';
import type { KubeObject } from '../manifests/types.js';
import type { LiveObject } from '../state/types.js';
import type { CrdPair } from './analysis.js';
import type { SchemaChange } from './changes.js';
import { conversionStrategy, isCrd, type Crd } from './model.js';
import { baseSelf } from '../index/base-self.js';
import { digestOf } from '../manifests/kube.js';
import type { Problem } from './validate/validate.js';

declare module '../context.js' {
  interface Analyses {
    /** Custom resources of the changed CRDs (head tree and live), validated against the head CRD. */
    crdObjects: Map<string, CheckedObject[]>;
    /** The stance that applied, and why. */
    crdStance: CrdStance;
  }
}

export interface CheckedObject {
  /** `file:line` in the head tree, or `live namespace/name` from the cluster state. */
  where: string;
  live: boolean;
  /** The API version it is written in. */
  version: string;
  /** Problems against the head CRD in the version it is written in. */
  problems: Problem[];
  /** Problems when read through another version (conversion None serves it unchanged), cached. */
  asVersion: (version: string) => Problem[];
  /** The same against the base CRD: what the change did not cause ([] when base lacks the version). */
  onBase: (version: string) => Problem[];
}

export interface CrdStance {
  stance: 'consumer' | 'author';
  why: string;
}

const keyOf = (group: string, kind: string) => `${group}/${kind}`;

/** A live object read as a manifest (no file, no positions: located by namespace/name). */
function asManifest(o: LiveObject, file: string): KubeObject {
  const slash = o.apiVersion.lastIndexOf('/');
  return {
    ...o,
    version: o.apiVersion.slice(slash + 1),
    file,
    positions: new Map(),
    digest: '',
  };
}

/**
 * Validation as the rule crd/custom-resource-invalid runs it, shared with it (one answer per run):
 * on create, or as an update from `old`, its base self.
 */
const checkOf = (obj: KubeObject, crd: Crd, ctx: RuleContext, old?: KubeObject): Problem[] =>
  ctx.analyses.crdValidation(obj, crd, old).filter((p) => p.kind !== 'unchecked');

/**
 * The object as if written in another version. Its digest is its own, computed if ever asked
 * (a spread would compute the original's for nothing: a getter runs when copied).
 */
function writtenIn(obj: KubeObject, apiVersion: string, version: string): KubeObject {
  const value = { ...obj.value, apiVersion };
  const data = (v: unknown) => ({ value: v, enumerable: true, writable: true, configurable: true });
  return Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(obj),
      apiVersion: data(apiVersion),
      version: data(version),
      value: data(value),
      digest: { get: () => digestOf(value, obj.exact), enumerable: true, configurable: true },
    },
  ) as KubeObject;
}

/** Validates an object as if written in `version` of `crd`, each version once. */
function validator(obj: KubeObject, crd: Crd | undefined, ctx: RuleContext): (version: string) => Problem[] {
  const seen = new Map<string, Problem[]>();
  return (version) => {
    let got = seen.get(version);
    if (!got) {
      const as = writtenIn(obj, `${crd?.group ?? obj.group}/${version}`, version);
      got = crd && crd.versions.some((v) => v.name === version && v.served) ? checkOf(as, crd, ctx) : [];
      seen.set(version, got);
    }
    return got;
  };
}

function check(obj: KubeObject, crd: Crd, ctx: RuleContext, where: string, live: boolean): CheckedObject {
  const problems = checkOf(obj, crd, ctx, live ? undefined : baseSelf(ctx.base, ctx.head, obj));
  const head = validator(obj, crd, ctx);
  // Copies of one CRD under one name are one CRD here: the first copy on base.
  const base = ctx.analyses.crdsByKind.base.get(keyOf(crd.group, String(crd.names.kind ?? '')))?.[0];
  // In its own version the object's problems are the ones already found (no second validation).
  const asVersion = (v: string) => (v === obj.version ? problems : head(v));
  return { where, live, version: obj.version, problems, asVersion, onBase: validator(obj, base, ctx) };
}

/** The changed CRDs of the run (on the head side), by `group/kind`. */
function changedCrds(ctx: RuleContext): Map<string, Crd> {
  const out = new Map<string, Crd>();
  for (const p of ctx.analyses.crdPairs)
    if (p.head && p.pair.status !== 'unchanged')
      out.set(keyOf(p.head.group, String(p.head.names.kind ?? '')), p.head);
  return out;
}

export function checkedObjects(ctx: RuleContext): Map<string, CheckedObject[]> {
  const changed = changedCrds(ctx);
  const out = new Map<string, CheckedObject[]>();
  const push = (crd: Crd, o: CheckedObject) => out.set(crd.name, [...(out.get(crd.name) ?? []), o]);
  if (!changed.size) return out;
  for (const obj of ctx.head.objects) {
    const crd = isCrd(obj) ? undefined : changed.get(keyOf(obj.group, obj.kind));
    if (crd) push(crd, check(obj, crd, ctx, `${obj.file}:${obj.line}`, false));
  }
  const state = ctx.facts.clusterState;
  for (const o of state?.objects ?? []) {
    const crd = changed.get(keyOf(o.group, o.kind));
    if (!crd) continue;
    const name = o.namespace ? `${o.namespace}/${o.name}` : o.name;
    push(crd, check(asManifest(o, state!.file), crd, ctx, `live ${o.kind} ${name}`, true));
  }
  return out;
}

export function crdStance(ctx: RuleContext): CrdStance {
  const set = ctx.config.crd.stance;
  if (set) return { stance: set, why: 'set in the config' };
  const inRepo = [...ctx.analyses.crdObjects.values()].flat().filter((o) => !o.live).length;
  if (inRepo) return { stance: 'consumer', why: 'the repo holds custom resources of the changed CRDs' };
  if (ctx.facts.clusterState) return { stance: 'consumer', why: 'a cluster state was given' };
  return { stance: 'author', why: 'no custom resource of a changed CRD in the repo, no cluster state' };
}

/** The field of a change as path segments (`^.spec.a[*].b.*` → spec, a, [*], b, *). */
const segments = (field: string) =>
  field
    .replace(/^\^\.?/, '')
    .split(/\.|(?=\[\*\])/)
    .filter(Boolean);

/** Whether a problem at `path` is at or under the changed field (`[*]` and `*` match any item or key). */
export function under(path: readonly (string | number)[], field: string): boolean {
  const want = segments(field);
  if (path.length < want.length) return false;
  return want.every((w, i) => {
    const got = path[i]!;
    if (w === '[*]') return typeof got === 'number';
    return w === '*' ? typeof got === 'string' : got === w;
  });
}

/** How a speculative tightening fares on the objects: who violates it, or how many were checked. */
export interface ObjectVerdict {
  violators: CheckedObject[];
  checked: CheckedObject[];
  stance: CrdStance;
}

export function judgeOnObjects(ctx: RuleContext, p: CrdPair, c: SchemaChange): ObjectVerdict {
  const all = p.head ? (ctx.analyses.crdObjects.get(p.head.name) ?? []) : [];
  // With conversion None an object is stored and served unchanged whatever version it was written
  // in (even one no longer served): each one meets the changed version's schema on its next
  // update. Otherwise only the objects written in that version are judged.
  const unchanged = p.head ? conversionStrategy(p.head) === 'None' : false;
  const checked = all.filter((o) => o.version === c.version || unchanged);
  // A violation the change causes: under the changed field, and not one the base schema had too.
  const sig = (pr: Problem) => `${pr.path.join('\u0000')}\u0001${pr.message}`;
  const violators = checked.filter((o) => {
    const mine = o.asVersion(c.version).filter((pr) => under(pr.path, c.field));
    if (!mine.length) return false;
    const before = new Set(o.onBase(c.version).map(sig));
    return mine.some((pr) => !before.has(sig(pr)));
  });
  return { violators, checked, stance: ctx.analyses.crdStance };
}

const LISTED = 5;

/** `a.yaml:3, live Kafka ns/x and 4 more`. */
export function listObjects(objs: CheckedObject[]): string {
  const shown = objs.slice(0, LISTED).map((o) => o.where);
  return `${shown.join(', ')}${objs.length > LISTED ? ` and ${objs.length - LISTED} more` : ''}`;
}

/** Where the checked objects came from, in words. */
export function checkedWhere(objs: CheckedObject[]): string {
  const live = objs.filter((o) => o.live).length;
  const tree = objs.length - live;
  return [tree ? `${tree} in the head tree` : '', live ? `${live} live` : ''].filter(Boolean).join(' and ');
}
