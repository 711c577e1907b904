import { lineOf, objectRef } from '../manifests/locate.js';
import type { RuleFinding } from '../finding.js';
import type { CrdPair } from './analysis.js';
import { showPath, type SchemaChange } from './changes.js';
import type { CrdVersion } from './model.js';

/** A finding at the change's line in the head file; a removed field also quotes where it was. */
export function changeFinding(
  p: CrdPair,
  c: SchemaChange,
  message: string,
  severity?: RuleFinding['severity'],
): RuleFinding {
  const head = p.head!;
  const base = p.base!;
  const exactOnHead = c.kind !== 'field-removed';
  const was = exactOnHead ? '' : ` (it was at ${base.obj.file}:${lineOf(base.obj, c.basePath)})`;
  return {
    severity,
    file: head.obj.file,
    line: lineOf(head.obj, c.headPath),
    side: 'head',
    object: objectRef(head.obj),
    path: showPath(c),
    message: `${showPath(c)}: ${c.detail}${was}. ${message}`,
  };
}

/** A finding about a whole CRD or one of its versions, at `path` in the head file (base file when removed). */
export function crdFinding(
  p: CrdPair,
  path: (string | number)[],
  message: string,
  severity?: RuleFinding['severity'],
  pathLabel?: string,
): RuleFinding {
  const crd = p.head ?? p.base!;
  return {
    severity,
    file: crd.obj.file,
    line: lineOf(crd.obj, path),
    side: p.head ? 'head' : 'base',
    object: objectRef(crd.obj),
    ...(pathLabel ? { path: pathLabel } : {}),
    message,
  };
}

/** The versions present on both sides of a CRD pair, as [base, head]. */
export function sameVersions(p: CrdPair): [CrdVersion, CrdVersion][] {
  if (!p.base || !p.head) return [];
  const out: [CrdVersion, CrdVersion][] = [];
  for (const hv of p.head.versions) {
    const bv = p.base.versions.find((v) => v.name === hv.name);
    if (bv) out.push([bv, hv]);
  }
  return out;
}
