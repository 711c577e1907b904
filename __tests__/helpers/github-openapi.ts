import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * GitHub's published OpenAPI description (the `@octokit/openapi` package): the REST operations
 * the fake server checks requests against, and the webhook payload schemas test events follow.
 */
type Json = Record<string, unknown>;

const SPEC_PATH = join(process.cwd(), 'node_modules/@octokit/openapi/generated/api.github.com.json');
export const spec = JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as Json & {
  paths: Record<string, Record<string, Json>>;
  'x-webhooks': Record<string, { post: Json }>;
  components: Record<string, Record<string, Json>>;
};

/**
 * OpenAPI 3.0's `nullable` beside `allOf`/`oneOf` and no `type` (ajv accepts it only with a type):
 * the same meaning as "this, or null".
 */
function normaliseNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(normaliseNullable);
  if (typeof node !== 'object' || node === null) return;
  const n = node as Json;
  for (const v of Object.values(n)) normaliseNullable(v);
  if ('nullable' in n && !('type' in n)) {
    const nullable = n.nullable;
    delete n.nullable;
    if (nullable === true) {
      const rest = { ...n };
      for (const k of Object.keys(n)) delete n[k];
      n.anyOf = [rest, { type: 'null' }];
    }
  }
}
normaliseNullable(spec);

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false });
// OpenAPI 3.0's formats, checked as GitHub documents them.
ajv.addFormat('date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/);
ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:[^\s]*$/i);
ajv.addFormat('uri-template', /^[^\s]*$/);
ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
ajv.addFormat('date', /^\d{4}-\d\d-\d\d$/);
ajv.addFormat('binary', /.*/);
ajv.addFormat('hostname', /^[a-z0-9.-]+$/i);
ajv.addFormat('ipv4', /^\d+\.\d+\.\d+\.\d+$/);
ajv.addFormat('repo.nwo', /^[^/]+\/[^/]+$/);
ajv.addFormat('ssh-key', /.*/);
ajv.addFormat('ssh-key fingerprint', /.*/);
ajv.addFormat('uuid', /^[0-9a-f-]{36}$/i);
ajv.addSchema(spec as object, 'github');

const pointer = (parts: string[]) =>
  `github#/${parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

const compiled = new Map<string, ValidateFunction>();
/** A validator for the schema at a JSON pointer into the description (its `$ref`s resolved by ajv). */
export function validatorAt(parts: string[]): ValidateFunction {
  const key = parts.join('\u0000');
  let v = compiled.get(key);
  if (!v) {
    v = ajv.compile({ $ref: pointer(parts) });
    compiled.set(key, v);
  }
  return v;
}

/** Follows a local `$ref` (`#/components/...`) one level. */
export function deref<T = Json>(node: unknown): T {
  const ref = (node as { $ref?: string }).$ref;
  if (!ref) return node as T;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((n, k) => (n as Json)[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec) as T;
}

export function errorsText(v: ValidateFunction): string {
  return (v.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
}

/** Fills what a schema requires with plain values: the skeleton of a valid payload. */
function skeleton(schema: unknown, depth: number): unknown {
  const s = deref<Json>(schema);
  if (s.nullable && depth > 8) return null;
  for (const key of ['allOf'] as const)
    if (Array.isArray(s[key]))
      return Object.assign({}, ...((s[key] as unknown[]).map((p) => skeleton(p, depth + 1)) as object[]));
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(s[key])) return skeleton((s[key] as unknown[])[0], depth + 1);
  if (Array.isArray(s.enum)) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      const props = (s.properties ?? {}) as Json;
      for (const k of (s.required ?? []) as string[]) out[k] = props[k] ? skeleton(props[k], depth + 1) : {};
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (s.format === 'uri') return 'https://github.example/x';
      if (s.format === 'email') return 'dev@example.com';
      return 'x';
    default:
      return s.nullable ? null : {};
  }
}

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(into: unknown, over: unknown): unknown {
  if (!isObj(into) || !isObj(over)) return over;
  const out: Json = { ...into };
  for (const [k, v] of Object.entries(over)) out[k] = merge(into[k], v);
  return out;
}

/**
 * A webhook payload (`pull-request-opened`, `push`, …) valid against GitHub's schema: the required
 * skeleton, with the fields a test cares about laid over it. Throws when the result is not valid.
 */
export function webhookPayload(name: string, fields: Json): Json {
  const body = spec['x-webhooks'][name]?.post.requestBody as Json | undefined;
  if (!body) throw new Error(`no webhook ${name} in the description`);
  const schema = (body.content as Json)['application/json'] as Json;
  const payload = merge(skeleton(schema.schema, 0), fields) as Json;
  const v = validatorAt(['x-webhooks', name, 'post', 'requestBody', 'content', 'application/json', 'schema']);
  if (!v(payload)) throw new Error(`test payload for ${name} is not valid: ${errorsText(v)}`);
  return payload;
}
