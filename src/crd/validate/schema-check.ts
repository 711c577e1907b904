import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { FieldPath } from '../../manifests/types.js';
import type { Schema } from '../model.js';
import { addKubernetesFormats } from './formats.js';
import { toJsonSchema } from './json-schema.js';

export interface Problem {
  path: FieldPath;
  message: string;
  kind: 'schema' | 'pruned' | 'cel' | 'cel-unsupported';
}

// ajv-formats is CommonJS: its default export arrives wrapped once more under some loaders.
const addFormats = ((formatsPlugin as unknown as { default?: typeof formatsPlugin }).default ??
  formatsPlugin) as unknown as (a: Ajv, f: string[]) => void;

let ajv: Ajv | undefined;
function instance(): Ajv {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
    addFormats(ajv, ['date', 'date-time', 'uuid', 'hostname', 'ipv4', 'ipv6', 'uri', 'email']);
    addKubernetesFormats(ajv);
  }
  return ajv;
}

const cache = new Map<string, ValidateFunction>();

/** A compiled validator per CRD version, compiled once per (digest, version). */
export function validatorFor(key: string, schema: Schema): ValidateFunction {
  let v = cache.get(key);
  if (!v) {
    v = instance().compile(toJsonSchema(schema));
    cache.set(key, v);
  }
  return v;
}

const pointer = (p: string): FieldPath =>
  p
    ? p
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
    : [];

function valueAt(v: unknown, path: FieldPath): unknown {
  let cur = v;
  for (const k of path)
    cur = cur && typeof cur === 'object' ? (cur as Record<string | number, unknown>)[k] : undefined;
  return cur;
}

function readable(e: ErrorObject, root: unknown): Problem {
  const path = pointer(e.instancePath);
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required')
    return {
      kind: 'schema',
      path: [...path, String(p.missingProperty)],
      message: `required field ${String(p.missingProperty)} is missing`,
    };
  let msg = e.message ?? e.keyword;
  if (e.keyword === 'enum')
    msg = `must be one of ${(p.allowedValues as unknown[]).map((x) => JSON.stringify(x)).join(', ')}`;
  const got = valueAt(root, path);
  const shown =
    typeof got === 'object'
      ? Array.isArray(got)
        ? 'a list'
        : got === null
          ? 'null'
          : 'an object'
      : JSON.stringify(got);
  return { kind: 'schema', path, message: `${msg}, got ${shown}` };
}

/** Schema problems of one value, in ajv's words made readable; anyOf/oneOf noise folded. */
export function schemaProblems(validate: ValidateFunction, value: unknown): Problem[] {
  if (validate(value)) return [];
  const errors = (validate.errors ?? []).filter(
    (e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if',
  );
  const seen = new Set<string>();
  return errors
    .map((e) => readable(e, value))
    .filter((p) => {
      const k = `${p.path.join('.')}\u0000${p.message}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}
