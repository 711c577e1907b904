/**
 * Which Flux sources are this repository, and where a path of one of them is in it. The
 * bootstrap source (the `GitRepository` or `OCIRepository` named `flux-system`, which
 * `flux bootstrap` and the Flux operator's `FluxInstance` create) is the repository, and so is
 * any other source of the same URL; an `ExternalArtifact` made by an `ArtifactGenerator` from
 * such a source holds the folders it copies. Any other source (another repository, a Helm or OCI
 * artifact, a bucket) applies nothing of this repository.
 */
import { posix } from 'node:path';
import type { KubeObject } from '../manifests/types.js';
import { asRecord } from '../values.js';
import { resolveIn } from './kustomization.js';

type Ref = { kind: string; name: string; namespace: string };

const SOURCE_GROUP = 'source.toolkit.fluxcd.io';
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const clean = (p: string) => resolveIn('', p);

/** A copy of an ArtifactGenerator artifact: from a folder of an own source to a folder of the artifact. */
interface Copy {
  from: string;
  to: string;
}

export interface FluxSources {
  /** Whether a `sourceRef` is this repository (directly, or through an artifact of it). */
  isOwn(ref: Ref): boolean;
  /** The path of an own source's folder as a path of the repository's source (before its root). */
  sourcePath(ref: Ref, path: string): string | undefined;
}

/** `@alias/dir/` or `@artifact/dir/**` → `dir`; undefined for a glob that picks files. */
function copyDir(text: unknown, alias: string): string | undefined {
  if (typeof text !== 'string' || !text.startsWith(`@${alias}/`)) return undefined;
  const rest = text.slice(alias.length + 2).replace(/\/\*\*$/, '');
  return /[*?[{]/.test(rest) ? undefined : clean(rest);
}

/** The artifacts of ArtifactGenerators whose copies come from own sources, by `namespace/name`. */
function artifactCopies(objects: readonly KubeObject[], own: (ref: Ref) => boolean): Map<string, Copy[]> {
  const out = new Map<string, Copy[]>();
  for (const g of objects) {
    if (g.kind !== 'ArtifactGenerator' || !g.group.endsWith('fluxcd.io')) continue;
    const spec = asRecord(g.value.spec);
    const aliases = new Set(
      (Array.isArray(spec.sources) ? spec.sources : []).map(asRecord).flatMap((s) => {
        const ref = {
          kind: str(s.kind) ?? '',
          name: str(s.name) ?? '',
          namespace: str(s.namespace) ?? g.namespace,
        };
        return own(ref) && str(s.alias) ? [s.alias as string] : [];
      }),
    );
    for (const a of (Array.isArray(spec.artifacts) ? spec.artifacts : []).map(asRecord)) {
      const name = str(a.name);
      if (!name) continue;
      const copies = (Array.isArray(a.copy) ? a.copy : []).map(asRecord).flatMap((c): Copy[] => {
        const alias = [...aliases].find((x) => typeof c.from === 'string' && c.from.startsWith(`@${x}/`));
        const from = alias === undefined ? undefined : copyDir(c.from, alias);
        const to = copyDir(c.to, 'artifact');
        return from === undefined || to === undefined ? [] : [{ from, to }];
      });
      if (copies.length) out.set(`${g.namespace}/${name}`, copies);
    }
  }
  return out;
}

/** The repository's own Flux sources, read from its objects. */
export function fluxSources(objects: readonly KubeObject[]): FluxSources {
  const urls = new Map<string, string>();
  for (const o of objects)
    if (o.group === SOURCE_GROUP && (o.kind === 'GitRepository' || o.kind === 'OCIRepository')) {
      const url = str(asRecord(o.value.spec).url);
      if (url) urls.set(`${o.kind}/${o.namespace}/${o.name}`, url.replace(/\.git$|\/$/g, ''));
    }
  const ownUrls = new Set([...urls].filter(([k]) => k.endsWith('/flux-system')).map(([, u]) => u));
  const direct = (ref: Ref) =>
    (ref.kind === 'GitRepository' || ref.kind === 'OCIRepository') &&
    (ref.name === 'flux-system' ||
      ownUrls.has(urls.get(`${ref.kind}/${ref.namespace}/${ref.name}`) ?? '\u0000'));
  const artifacts = artifactCopies(objects, direct);
  const copiesOf = (ref: Ref) =>
    ref.kind === 'ExternalArtifact' ? artifacts.get(`${ref.namespace}/${ref.name}`) : undefined;
  return {
    isOwn: (ref) => direct(ref) || copiesOf(ref) !== undefined,
    sourcePath(ref, path) {
      if (direct(ref)) return path;
      for (const c of copiesOf(ref) ?? []) {
        if (c.to === '' || path === c.to || path.startsWith(`${c.to}/`)) {
          const rest = c.to === '' ? path : path.slice(c.to.length).replace(/^\//, '');
          return posix.join(c.from || '.', rest || '.').replace(/^\.$/, '');
        }
      }
      return undefined;
    },
  };
}

/**
 * Where the repository's own source starts in it: the folder under which the paths its Flux
 * Kustomizations name exist ('' for a GitRepository of the whole repository; `kubernetes` for an
 * OCI artifact pushed from `kubernetes/`). Chosen by how many paths it places; ties to the shortest.
 */
export function sourceRoot(paths: readonly string[], dirs: ReadonlySet<string>): string {
  const wanted = new Set(paths.filter((p) => p !== ''));
  // Each folder's tails looked up (folders × depth), not each path against each folder.
  const placed = new Map<string, Set<string>>();
  for (const d of dirs) {
    const parts = d.split('/');
    for (let i = 0; i < parts.length; i++) {
      const tail = parts.slice(i).join('/');
      if (!wanted.has(tail)) continue;
      const prefix = parts.slice(0, i).join('/');
      placed.set(prefix, (placed.get(prefix) ?? new Set()).add(tail));
    }
  }
  let best = '';
  let count = placed.get('')?.size ?? 0;
  for (const [x, set] of [...placed].sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1)))
    if (set.size > count) [best, count] = [x, set.size];
  return best;
}
