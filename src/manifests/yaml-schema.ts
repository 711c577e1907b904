import {
  boolCoreTag,
  defineScalarTag,
  floatYaml11Tag,
  intYaml11Tag,
  NOT_RESOLVED,
  Schema,
  YAML11_SCHEMA,
} from 'js-yaml';

/**
 * Plain scalars resolved as kustomize (kyaml, go-yaml v3) resolves them — `kubectl kustomize`, Flux
 * and Argo CD read manifests that way, and __tests__/hostile/yaml.test.ts pins each difference
 * against it: only `true`/`false` (any case form) are booleans, so `y`, `n`, `yes`, `no`, `on`,
 * `off` are strings (and a key `n` stays "n"); `1:20` is a string, not sexagesimal; `0o17` is 15
 * and `1.5e3` is 1500; `0755` is 493 and `1_000` is 1000 as in YAML 1.1. Two more differences from js-yaml's YAML 1.1
 * schema match what the API server stores: timestamps stay strings, and `!!binary` stays its
 * base64 text.
 */
const binaryAsText = defineScalarTag('tag:yaml.org,2002:binary', {
  resolve: (source) => source.replace(/\s+/g, ''),
  identify: () => false,
});

const OCTAL_0O = /^[-+]?0o[0-7]+$/;
const EXPONENT = /^[-+]?(?:\d[\d_]*)?(?:\.\d*)?[eE][-+]?\d+$/;

const intKube = defineScalarTag('tag:yaml.org,2002:int', {
  implicit: true,
  implicitFirstChars: intYaml11Tag.implicitFirstChars,
  resolve: (source, isExplicit, tagName) => {
    if (source.includes(':')) return NOT_RESOLVED;
    if (OCTAL_0O.test(source))
      return (source.startsWith('-') ? -1 : 1) * parseInt(source.replace(/^[-+]?0o/, ''), 8);
    return intYaml11Tag.resolve(source, isExplicit, tagName);
  },
  identify: intYaml11Tag.identify,
  represent: intYaml11Tag.represent,
});

const floatKube = defineScalarTag('tag:yaml.org,2002:float', {
  implicit: true,
  implicitFirstChars: floatYaml11Tag.implicitFirstChars,
  resolve: (source, isExplicit, tagName) => {
    if (source.includes(':')) return NOT_RESOLVED;
    // go-yaml v3 also reads `1e3` and `1.5e3` (no dot, or no exponent sign) as numbers.
    if (EXPONENT.test(source)) return Number(source.replace(/_/g, ''));
    return floatYaml11Tag.resolve(source, isExplicit, tagName);
  },
  identify: floatYaml11Tag.identify,
  represent: floatYaml11Tag.represent,
});

const REPLACED = new Set([
  'tag:yaml.org,2002:timestamp',
  'tag:yaml.org,2002:binary',
  'tag:yaml.org,2002:bool',
  'tag:yaml.org,2002:int',
  'tag:yaml.org,2002:float',
]);

export const KUBE_YAML_SCHEMA = new Schema([
  ...YAML11_SCHEMA.tags.filter((t) => !REPLACED.has(t.tagName)),
  boolCoreTag,
  intKube,
  floatKube,
  binaryAsText,
]);
