import type { FieldPath } from '../manifests/types.js';
import { jsonOf } from './validate/exact-numbers.js';

export type ChangeKind =
  | 'field-removed'
  | 'type-changed'
  | 'required-added'
  | 'enum-restricted'
  | 'enum-extended'
  | 'bounds-tightened'
  | 'default-changed'
  | 'pattern-changed'
  | 'format-changed'
  | 'nullable-removed'
  | 'preserve-unknown-removed'
  | 'preserved-field-validated'
  | 'list-semantics-changed'
  | 'cel-rules-changed'
  | 'composition-changed'
  | 'description-changed'
  | 'unhandled';

/** One difference between two versions of a schema, at one field, for one keyword. */
export interface SchemaChange {
  kind: ChangeKind;
  /** CRD version name (`v1beta2`). */
  version: string;
  /** The field as users read it: `^.spec.kafka.listeners[*].port`. */
  field: string;
  keyword: string;
  /** Where it is in the base CRD object. */
  basePath: FieldPath;
  /** Where it is (or would be: its nearest surviving parent) in the head CRD object. */
  headPath: FieldPath;
  old?: unknown;
  new?: unknown;
  /** What changed, in words (old → new). */
  detail: string;
  /** The severity the change deserves before config: fail, warn or notice. */
  level: 'fail' | 'warn' | 'notice';
  /** A tightening that Kubernetes ≥ 1.30 ratchets (only objects that change the value break). */
  ratchetable?: boolean;
}

/** `v1beta2 ^.spec.foo`, the path users see. */
export const showPath = (c: Pick<SchemaChange, 'version' | 'field'>) => `${c.version} ${c.field}`;

/** A short, readable rendering of a schema value for messages. */
export function show(v: unknown): string {
  if (v === undefined) return '(none)';
  const s = jsonOf(v);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}
