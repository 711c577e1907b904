import {
  boolCoreTag,
  defineMappingTag,
  defineScalarTag,
  defineSequenceTag,
  mapTag,
  mergeTag,
  NOT_RESOLVED,
  nullCoreTag,
  Schema,
  strTag,
} from 'js-yaml';
import { goString, resolveGo } from './go-scalars.js';
import { goTimestamp } from './go-time.js';
import { apiFloat, apiInt, ExactInt } from './exact-ints.js';

/**
 * YAML read as kustomize (kyaml, go-yaml v3) reads it and as `json.Marshal` then writes it for the
 * API server — `kubectl kustomize`, Flux and Argo CD read manifests that way, and
 * __tests__/hostile/yaml.test.ts and yaml-values.test.ts pin each difference against it:
 * - plain scalars resolve as go-yaml's resolve() (go-scalars.ts): only `true`/`false` are booleans,
 *   `1:20` and `=` are strings, `0755`/`0o17` are octal, `08` is 8, `1e400` is a string;
 * - dates are timestamps, written back as RFC 3339 (`2020-1-2` is "2020-01-02T00:00:00Z");
 * - `!!binary` is its decoded bytes as a string; unknown tags (`!vault x`) are plain values;
 *   `!!set` is a mapping, `!!omap`/`!!pairs` are sequences of mappings.
 * Where agreeing is impossible the document is refused with a located reason that starts with
 * {@link GO_YAML_DIFFERS}: `.inf`/`.nan` (JSON has no such number: kustomize fails), a key that is not a string
 * (kustomize fails, kubectl apply stringifies it), a quoted `"<<"` key (kustomize drops it).
 */
export const GO_YAML_DIFFERS = 'read differently by Kubernetes tools (go-yaml): ';

/** A value that cannot be read as Kubernetes tools read it; `fallback` is what a lenient read keeps. */
class Refused {
  constructor(
    readonly reason: string,
    readonly fallback: unknown,
  ) {}
}

/** A go-yaml timestamp: a string as a value, but not a string key for kustomize. */
class GoTime {
  constructor(readonly text: string) {}
}

/**
 * An integer as a JavaScript number, or (past ±(2^53−1) and within int64, where the API server holds
 * it exactly) a marker with its exact value, which the document's reading turns into the nearest
 * double and an entry of its table of exact integers (exact-ints.ts). Past int64 the API server
 * holds a float64: the nearest double is its value.
 */
const intValue = apiInt;

const DIGIT_CHARS = [...'0123456789'];

const intGo = defineScalarTag('tag:yaml.org,2002:int', {
  implicit: true,
  implicitFirstChars: [...DIGIT_CHARS, '+', '-'],
  resolve: (source) => {
    const r = resolveGo(source);
    return r.tag === 'int' ? intValue(r.value) : NOT_RESOLVED;
  },
  identify: (v) => typeof v === 'number' && Number.isInteger(v),
});

const floatGo = defineScalarTag('tag:yaml.org,2002:float', {
  implicit: true,
  implicitFirstChars: [...DIGIT_CHARS, '+', '-', '.'],
  resolve: (source, isExplicit) => {
    const r = resolveGo(source);
    // `!!float 1` is the float 1.
    if (isExplicit && r.tag === 'int') return apiFloat(Number(r.value));
    if (r.tag !== 'float') return NOT_RESOLVED;
    if (Number.isFinite(r.value)) return apiFloat(r.value);
    return new Refused(
      `${GO_YAML_DIFFERS}${source} is not a number JSON can hold, so kustomize and kubectl refuse the document ("json: unsupported value"); quote it if it is a string`,
      r.value,
    );
  },
  identify: (v) => typeof v === 'number',
});

const timestampGo = defineScalarTag('tag:yaml.org,2002:timestamp', {
  implicit: true,
  implicitFirstChars: DIGIT_CHARS,
  resolve: (source) => {
    const t = resolveGo(source).tag === 'timestamp' ? goTimestamp(source) : undefined;
    return t === undefined ? NOT_RESOLVED : new GoTime(t);
  },
  identify: () => false,
});

/** Go's base64.StdEncoding, which skips line breaks only. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const binaryGo = defineScalarTag('tag:yaml.org,2002:binary', {
  resolve: (source) => {
    const text = source.replace(/[\r\n]/g, '');
    return BASE64.test(text) ? goString(Buffer.from(text, 'base64')) : NOT_RESOLVED;
  },
  identify: () => false,
});

/** Any other tag (`!vault x`, `!!foo`): go-yaml keeps the value and ignores the tag. */
const anyScalar = defineScalarTag('', {
  matchByTagPrefix: true,
  resolve: (source) => source,
  identify: () => false,
});

const KEY_KIND: Record<string, string> = { number: 'a number', boolean: 'a boolean', object: 'null' };

/** Why a mapping key is refused, with the key a lenient read keeps; undefined for a string key. */
function keyProblem(key: unknown): { reason: string; key: unknown } | undefined {
  if (typeof key === 'string')
    return key === '<<'
      ? {
          reason: `${GO_YAML_DIFFERS}a quoted or tagged "<<" key is dropped by kustomize and kept by other readers; write a merge (<<: *anchor) or rename the key`,
          key,
        }
      : undefined;
  if (key instanceof Refused) return { reason: key.reason, key: key.fallback };
  const exact = key instanceof ExactInt;
  const text = key instanceof GoTime ? key.text : exact ? String(key.value) : String(key);
  const kind = key instanceof GoTime ? 'a timestamp' : exact ? 'a number' : KEY_KIND[typeof key];
  if (kind === undefined) return undefined; // a complex key: js-yaml refuses it, as go-yaml does
  return {
    reason: `${GO_YAML_DIFFERS}the key ${text} is ${kind}, not a string: kustomize refuses the document ("json: unsupported type") where other readers make it a string; quote the key`,
    key: text,
  };
}

/** A value as stored: a timestamp's text; a refusal is an error (strict) or its fallback. */
function storedValue(value: unknown, strict: boolean): { value: unknown } | string {
  if (value instanceof GoTime) return { value: value.text };
  if (value instanceof Refused) return strict ? value.reason : { value: value.fallback };
  return { value };
}

function mappingTag(tagName: string, strict: boolean) {
  return defineMappingTag(tagName, {
    matchByTagPrefix: tagName === '',
    create: () => ({}) as Record<string, unknown>,
    addPair: (carrier, key, value) => {
      // Most pairs: a string key and a value stored as it is (no wrapper object per pair).
      if (
        typeof key === 'string' &&
        key !== '<<' &&
        !(value instanceof GoTime) &&
        !(value instanceof Refused)
      )
        return mapTag.addPair(carrier, key, value);
      const bad = keyProblem(key);
      if (bad && strict) return bad.reason;
      const stored = storedValue(value, strict);
      if (typeof stored === 'string') return stored;
      return mapTag.addPair(carrier, bad ? bad.key : key, stored.value);
    },
    has: mapTag.has,
    keys: mapTag.keys,
    get: mapTag.get,
    identify: tagName === 'tag:yaml.org,2002:map' ? mapTag.identify : () => false,
  });
}

function sequenceTag(tagName: string, strict: boolean) {
  return defineSequenceTag(tagName, {
    matchByTagPrefix: tagName === '',
    create: () => [] as unknown[],
    addItem: (carrier, item) => {
      if (!(item instanceof GoTime) && !(item instanceof Refused)) {
        carrier.push(item);
        return '';
      }
      const stored = storedValue(item, strict);
      if (typeof stored === 'string') return stored;
      carrier.push(stored.value);
      return '';
    },
    identify: tagName === 'tag:yaml.org,2002:seq' ? Array.isArray : () => false,
  });
}

function kubeSchema(strict: boolean): Schema {
  const y = (s: string) => `tag:yaml.org,2002:${s}`;
  return new Schema([
    strTag,
    nullCoreTag,
    boolCoreTag,
    intGo,
    floatGo,
    timestampGo,
    mergeTag,
    binaryGo,
    anyScalar,
    ...['map', 'set', ''].map((t) => mappingTag(t && y(t), strict)),
    ...['seq', 'omap', 'pairs', ''].map((t) => sequenceTag(t && y(t), strict)),
  ]);
}

/** Refuses what Kubernetes tools read differently (located errors starting with {@link GO_YAML_DIFFERS}). */
export const KUBE_YAML_SCHEMA = kubeSchema(true);
/** The same reading without refusals, for documents that are not Kubernetes objects. */
export const LENIENT_YAML_SCHEMA = kubeSchema(false);
