/**
 * Flux `postBuild`: the variables of a Kustomization (`substituteFrom` ConfigMaps and Secrets of
 * the repository, then `substitute`, which wins), and their substitution in each built object, as
 * kustomize-controller does after the build (fluxcd/pkg kustomize/kustomize_varsub.go): an object
 * labelled or annotated `kustomize.toolkit.fluxcd.io/substitute: disabled` is left as built.
 * A Secret's values are used, never written in a message.
 */
import { Buffer } from 'node:buffer';
import { crypto } from '../builtins.js';
import { readFileText } from '../manifests/parse.js';
import type { KubeObject } from '../manifests/types.js';
import { asRecord } from '../values.js';
import { envsubst, type Lookup } from './envsubst.js';
import { lineAt } from './kustomization.js';
import type { PostBuild } from './overrides.js';

const SUBSTITUTE = 'kustomize.toolkit.fluxcd.io/substitute';
const VAR_NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

/** Where a variable is set: the file and line of its entry. */
export interface VarSource {
  file: string;
  line: number;
}

export interface PostBuildVars {
  lookup: Lookup;
  where: Map<string, VarSource>;
  /** Names the values (a hash, part of the unit's render key). */
  fingerprint: string;
  /** A variable's value, when known. */
  value(name: string): string | undefined;
  /** Variables whose value comes from a Secret: never written in a message. */
  secret: Set<string>;
  /** Whether anything is substituted: Flux substitutes only when there are variables. */
  active: boolean;
  /** What the gate could not read, said once per unit (never a value). */
  notes: string[];
}

/** A ConfigMap's or Secret's values, or why they cannot be read here. */
function valuesOf(o: KubeObject): Map<string, { value: string; line: number }> | 'encrypted' {
  if ('sops' in o.value) return 'encrypted';
  const out = new Map<string, { value: string; line: number }>();
  const data = asRecord(o.value.data);
  for (const [k, v] of Object.entries(data)) {
    if (v === null || v === undefined) continue;
    const text = o.kind === 'Secret' ? Buffer.from(String(v), 'base64').toString('utf8') : String(v);
    out.set(k, { value: text.replace(/\n/g, ''), line: lineAt(o, ['data', k]) });
  }
  if (o.kind === 'Secret')
    for (const [k, v] of Object.entries(asRecord(o.value.stringData)))
      out.set(k, { value: String(v ?? '').replace(/\n/g, ''), line: lineAt(o, ['stringData', k]) });
  return out;
}

/**
 * The variables of a Kustomization. `find` gives the repository's ConfigMap or Secret of that
 * name (in the Kustomization's namespace when there are several).
 */
export function postBuildVars(
  pb: PostBuild,
  flux: KubeObject,
  find: (kind: string, name: string, namespace: string) => KubeObject | undefined,
): PostBuildVars {
  const values = new Map<string, string>();
  const where = new Map<string, VarSource>();
  const notes: string[] = [];
  const secret = new Set<string>();
  let open = false;
  for (const ref of pb.from) {
    if (ref.kind !== 'ConfigMap' && ref.kind !== 'Secret') continue;
    const o = find(ref.kind, ref.name, flux.namespace);
    const read = o ? valuesOf(o) : undefined;
    if (!o || read === 'encrypted' || !read) {
      open = true;
      notes.push(
        `${ref.kind} ${ref.name} ${!o ? `is not in the repository${ref.optional ? ' (optional)' : ''}` : 'is encrypted'}`,
      );
      continue;
    }
    for (const [k, v] of read) {
      if (!VAR_NAME.test(k)) continue;
      values.set(k, v.value);
      where.set(k, { file: o.file, line: v.line });
      if (o.kind === 'Secret') secret.add(k);
      else secret.delete(k);
    }
  }
  for (const [k, v] of pb.substitute) {
    values.set(k, v.value);
    where.set(k, { file: flux.file, line: v.line });
    secret.delete(k);
  }
  const lookup: Lookup = (name) => (values.has(name) ? values.get(name) : open ? 'unknown' : undefined);
  const h = crypto().createHash('sha1').update(String(open));
  for (const [k, v] of [...values].sort(([a], [b]) => (a < b ? -1 : 1))) h.update(`\u0000${k}\u0000${v}`);
  return {
    lookup,
    where,
    notes,
    secret,
    value: (k) => values.get(k),
    active: values.size > 0 || open,
    fingerprint: h.digest('hex'),
  };
}

/** One built document's substitution: the text, the variables used, whether it changed. */
export interface DocSubstitution {
  index: number;
  before: string;
  used: string[];
}

function disabled(doc: string): boolean {
  const value = readFileText({ path: '(built)', text: doc }, {}).docs[0]?.value;
  const meta = asRecord(asRecord(value).metadata);
  return [meta.labels, meta.annotations].some((m) => asRecord(m)[SUBSTITUTE] === 'disabled');
}

/**
 * The built YAML (kustomize's output: documents split by `---` lines) with each object's
 * variables substituted; only documents holding `${` are read.
 */
export function substituteBuilt(
  yaml: string,
  vars: PostBuildVars,
): { yaml: string; changed: DocSubstitution[]; kept: number } {
  if (!vars.active) return { yaml, changed: [], kept: 0 };
  const docs = yaml.split(/^---[ \t]*$/m);
  const changed: DocSubstitution[] = [];
  let kept = 0;
  let index = -1;
  const out = docs.map((doc) => {
    if (doc.trim() === '') return doc;
    index++;
    if (!doc.includes('${') || disabled(doc)) return doc;
    const r = envsubst(doc, vars.lookup);
    kept += r.kept;
    if (r.text !== doc) changed.push({ index, before: doc, used: r.used });
    return r.text;
  });
  return { yaml: out.join('---'), changed, kept };
}
