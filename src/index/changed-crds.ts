/**
 * The CRDs declared in files that differ between the sides, read before the sides are parsed: the
 * renderer (which units to leave) and the cluster-state reader (which custom resources to keep)
 * need them first. Only files that name CustomResourceDefinition are parsed here.
 */
import { parseFile } from '../manifests/parse.js';
import type { SourceFile } from '../sources/snapshot.js';
import { asRecord } from '../values.js';

export interface ChangedCrd {
  /** The side whose file declares it. */
  side: 'base' | 'head';
  /** Its apiVersion is apiextensions.k8s.io's (an object of another group only claims the kind). */
  apiextensions: boolean;
  group: string;
  kind: string | undefined;
  listKind: string | undefined;
}

/** Per pair of file lists: the renderer and the cluster-state reader ask for the same pair in one run. */
const known = new WeakMap<readonly SourceFile[], WeakMap<readonly SourceFile[], ChangedCrd[]>>();

export function changedCrds(base: readonly SourceFile[], head: readonly SourceFile[]): ChangedCrd[] {
  const byHead = known.get(base) ?? new WeakMap<readonly SourceFile[], ChangedCrd[]>();
  known.set(base, byHead);
  let out = byHead.get(head);
  if (!out) byHead.set(head, (out = read(base, head)));
  return out;
}

function read(base: readonly SourceFile[], head: readonly SourceFile[]): ChangedCrd[] {
  const textAt = (files: readonly SourceFile[]) => new Map(files.map((f) => [f.path, f.text]));
  const [before, after] = [textAt(base), textAt(head)];
  const out: ChangedCrd[] = [];
  const collect = (files: readonly SourceFile[], other: Map<string, string>, side: ChangedCrd['side']) => {
    for (const f of files) {
      if (other.get(f.path) === f.text || !f.text.includes('CustomResourceDefinition')) continue;
      for (const o of parseFile(f).objects) {
        if (o.kind !== 'CustomResourceDefinition') continue;
        const spec = asRecord(o.value.spec);
        const names = asRecord(spec.names);
        const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
        out.push({
          side,
          apiextensions: o.group === 'apiextensions.k8s.io',
          group: String(spec.group ?? ''),
          kind: text(names.kind),
          listKind: text(names.listKind),
        });
      }
    }
  };
  collect(base, after, 'base');
  collect(head, before, 'head');
  return out;
}
