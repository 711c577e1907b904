import type { Schema } from '../model.js';

/** Formats the API server validates; any other format is ignored, as it does. */
export const KNOWN_FORMATS = new Set([
  'int32',
  'int64',
  'float',
  'double',
  'byte',
  'date',
  'date-time',
  'duration',
  'uuid',
  'hostname',
  'ipv4',
  'ipv6',
  'cidr',
  'mac',
  'uri',
  'email',
  'password',
  'binary',
]);

const DNS_SUBDOMAIN = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$';
const LABEL_VALUE = '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$';

/** ObjectMeta as the API server checks it on create (the parts manifests set). */
export const OBJECT_META: Schema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 253, pattern: DNS_SUBDOMAIN },
    generateName: { type: 'string' },
    namespace: { type: 'string', maxLength: 63, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$' },
    labels: { type: 'object', additionalProperties: { type: 'string', maxLength: 63, pattern: LABEL_VALUE } },
    annotations: { type: 'object', additionalProperties: { type: 'string' } },
    finalizers: { type: 'array', items: { type: 'string' } },
  },
};

/**
 * A CRD's structural schema as JSON Schema for ajv: `nullable`, `x-kubernetes-int-or-string` and
 * `x-kubernetes-embedded-resource` become plain JSON Schema; unknown formats are dropped; other
 * `x-kubernetes-*` keys are left for pruning and CEL, which read the original schema.
 */
export function toJsonSchema(s: Schema, root = true): Schema {
  const out: Schema = {};
  for (const [k, v] of Object.entries(s)) {
    if (
      k.startsWith('x-kubernetes-') ||
      k === 'nullable' ||
      k === 'description' ||
      k === 'example' ||
      k === 'externalDocs'
    )
      continue;
    if (k === 'format' && !KNOWN_FORMATS.has(String(v))) continue;
    if (k === 'properties' && typeof v === 'object' && v) {
      out.properties = Object.fromEntries(
        Object.entries(v as Record<string, Schema>).map(([p, ps]) => [p, toJsonSchema(ps, false)]),
      );
    } else if ((k === 'items' || k === 'additionalProperties' || k === 'not') && typeof v === 'object' && v) {
      out[k] = toJsonSchema(v as Schema, false);
    } else if ((k === 'allOf' || k === 'anyOf' || k === 'oneOf') && Array.isArray(v)) {
      out[k] = v.map((x) => toJsonSchema(x as Schema, false));
    } else out[k] = v;
  }
  if (s['x-kubernetes-int-or-string'] === true) {
    delete out.type;
    out.anyOf = [...((out.anyOf as Schema[]) ?? []), { type: 'integer' }, { type: 'string' }];
  }
  if (s.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (root) {
    out.properties = { ...((out.properties as Record<string, Schema>) ?? {}), metadata: OBJECT_META };
  }
  return out;
}
