import { defineScalarTag, Schema, YAML11_SCHEMA } from 'js-yaml';

/**
 * YAML 1.1 scalars as Kubernetes' decoder resolves them (`yes`/`no`/`on`/`off` are booleans), with
 * two differences from js-yaml's YAML11 schema that match what the API server stores: timestamps
 * stay strings, and `!!binary` stays its base64 text.
 */
const binaryAsText = defineScalarTag('tag:yaml.org,2002:binary', {
  resolve: (source) => source.replace(/\s+/g, ''),
  identify: () => false,
});

export const KUBE_YAML_SCHEMA = new Schema([
  ...YAML11_SCHEMA.tags.filter((t) => !t.tagName.endsWith(':timestamp') && !t.tagName.endsWith(':binary')),
  binaryAsText,
]);
