import { schemaChangeRule } from './factories.js';

export const typeChanged = schemaChangeRule({
  id: 'crd/type-changed',
  title: 'Field type changed',
  defaultSeverity: 'fail',
  description:
    "A field's `type` (or int-or-string / embedded-resource marker) changed to one that rejects values the old type allowed.",
  kinds: ['type-changed'],
  advice:
    'Stored objects and manifests with the old type fail validation on their next update, and typed clients fail to decode them. Add a new field with the new type and deprecate the old one, or change it only in a new API version with a conversion.',
  docs: {
    why: 'Every stored object holds a value of the old type. After the change, the next update of such an object is rejected, `kubectl apply` of unchanged manifests fails, and clients generated from the old schema cannot decode the new one. A map moving from `x-kubernetes-preserve-unknown-fields: true` to a typed `additionalProperties` is reported here once (its values are now typed; every key is kept). Nothing else is reported at or under a field whose type changed.',
    fix: 'Add a new field with the new type and deprecate the old one, or serve a new API version and convert. Widening changes pass: `integer` → `number`, `integer` or `string` → `x-kubernetes-int-or-string` (also as controller-gen writes it, with `anyOf: [{type: integer}, {type: string}]`, which only restates the marker).',
  },
});
