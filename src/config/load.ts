import type { ErrorObject } from 'ajv';
import { CORE_SCHEMA, loadAll } from 'js-yaml';
import { UsageError } from '../errors.js';
import { defaultConfig } from './defaults.js';
import { nearest } from './nearest.js';
import { validate as generated } from './validator.generated.js';
import type { GateConfig } from '../context.js';
import { lineOfPath } from '../manifests/locate.js';

/** Extra checks a pack makes after the schema passed (ranges that parse, strategies that exist, …). */
export type SemanticCheck = (config: GateConfig) => { path: (string | number)[]; message: string }[];

/** YAML 1.2 core: `off` stays the string "off", and dates stay strings (`expires: 2026-12-31`). */
const CONFIG_SCHEMA = CORE_SCHEMA;

/**
 * The config schema's validator: ajv's code for it, generated ahead of time
 * (scripts/config-validator.mjs), so that a run does not load ajv and compile the schema (~100 ms).
 */
const validator = generated as unknown as ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };
function validate(value: unknown): ErrorObject[] {
  return validator(value) ? [] : [...(validator.errors ?? [])];
}

function pointerToPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function describe(e: ErrorObject): { path: (string | number)[]; message: string } {
  const path = pointerToPath(e.instancePath);
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') {
    const key = String(params.additionalProperty);
    return { path: [...path, key], message: `unknown key "${key}"` };
  }
  if (e.keyword === 'enum') {
    return {
      path,
      message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
    };
  }
  if (e.keyword === 'required')
    return { path, message: `missing required key "${String(params.missingProperty)}"` };
  return { path, message: e.message ?? e.keyword };
}

const showPath = (path: (string | number)[]) =>
  path.length
    ? path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('')
    : '(top level)';

/**
 * Parses and validates a config file. Throws a UsageError naming the file, the line, the key and
 * what is allowed; every problem is listed, not just the first.
 */
export function parseConfig(
  text: string,
  file: string,
  knownRules: readonly string[],
  checks: readonly SemanticCheck[] = [],
): GateConfig {
  let raw: unknown;
  try {
    const docs = loadAll(text, null, { schema: CONFIG_SCHEMA, maxAliases: 50, maxDepth: 50, filename: file });
    if (docs.length > 1) throw new Error('expected one YAML document, found ' + docs.length);
    raw = docs[0];
  } catch (err) {
    const mark = (err as { mark?: { line: number } }).mark;
    throw new UsageError(
      `${file}${mark ? `:${mark.line + 1}` : ''}: the config file is not valid YAML (${(err as Error).message.split('\n')[0]})`,
      'Fix the syntax; see docs/config.md for the format.',
    );
  }
  if (raw === undefined || raw === null) raw = {};
  const problems = validate(raw).map(describe);
  if (problems.length === 0) {
    const value = raw as Partial<GateConfig>;
    for (const id of Object.keys(value.rules ?? {})) {
      if (!knownRules.includes(id))
        problems.push({ path: ['rules', id], message: unknownRule(id, knownRules) });
    }
    (value.waivers ?? []).forEach((w, i) => {
      if (!/[*?[{]/.test(w.rule) && !knownRules.includes(w.rule)) {
        problems.push({ path: ['waivers', i, 'rule'], message: unknownRule(w.rule, knownRules) });
      }
    });
  }
  const config = problems.length ? undefined : merge(raw as Partial<GateConfig>);
  if (config) for (const check of checks) problems.push(...check(config));
  if (problems.length) {
    const lines = dedupe(problems).map((p) => {
      const line = lineOfPath(text, p.path);
      return `${file}${line ? `:${line}` : ''}: ${showPath(p.path)}: ${p.message}`;
    });
    throw new UsageError(
      `invalid config:\n  ${lines.join('\n  ')}`,
      'Fix the keys above; the format is in docs/config.md (JSON Schema: docs/config.schema.json).',
    );
  }
  return config!;
}

function unknownRule(id: string, known: readonly string[]): string {
  return `unknown rule id "${id}"; nearest known: ${nearest(id, known).join(', ')}`;
}

function dedupe<T extends { path: (string | number)[]; message: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const k = `${p.path.join('.')}\u0000${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function merge(raw: Partial<GateConfig>): GateConfig {
  const d = defaultConfig();
  return {
    ...d,
    ...raw,
    rules: { ...(raw.rules ?? {}) },
    waivers: raw.waivers ?? [],
    crd: { ...d.crd, ...(raw.crd ?? {}) },
    strimzi: raw.strimzi ?? {},
    transitions: raw.transitions ?? [],
    state: raw.state ?? {},
    charts: raw.charts ?? {},
  };
}
