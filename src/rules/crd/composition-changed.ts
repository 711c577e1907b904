import { schemaChangeRule } from './factories.js';

export const compositionChanged = schemaChangeRule({
  id: 'crd/composition-changed',
  title: 'Schema composition changed',
  defaultSeverity: 'fail',
  description:
    '`allOf`, `anyOf`, `oneOf` or `not` changed, and the gate cannot prove the new combination accepts every object the old one did.',
  kinds: ['composition-changed'],
  advice:
    'Stored objects may stop validating. Review the change by hand and waive it with a reason when it only loosens validation.',
  docs: {
    why: "Composition keywords combine sub-schemas; whether a change loosens or tightens validation cannot in general be decided keyword by keyword, and unknown is not safe. What the gate does decide: (1) changes that only drop checks pass — a composition keyword removed, an `anyOf` that keeps every old branch, an `allOf` whose remaining branches were all there (structural schemas keep pruning and defaults out of compositions, so they only validate); (2) rewrites that change nothing are compared as what they mean — an `allOf` branch of plain value keywords (`enum`, `pattern`, bounds, `required`) is the same check as those keywords on the field, so `allOf: [{enum: […]}]` replaced by the same `enum` on the field passes, and an `enum` that changes on the way is judged by crd/enum-restricted; with `x-kubernetes-int-or-string: true`, `anyOf: [{type: integer}, {type: string}]` only restates the marker (the API server validates the marker as `type: [integer, string]`, apiextensions-apiserver `pkg/apiserver/validation/validation.go`), so controller-gen's int-or-string replacing `type: string` is the widening crd/type-changed passes. (3) A `oneOf` passes when every stored object still matches exactly one branch: the API server prunes fields its schema does not name before it validates (`pkg/apiserver/customresource_handler.go`, on every decode), so a branch that requires a field the base schema does not have matches no stored object — unless the node keeps unknown fields (`x-kubernetes-preserve-unknown-fields`, `additionalProperties`) or the head gives that field a `default` (defaulting also runs when a stored object is read); of the other branches, either the base's are kept unchanged, or exactly one remains and every stored object matches it (it only names fields, and requires what the base already required). A branch for a field stored objects may already hold, or a new `oneOf` that objects without the field match no branch of, fails.",
    fix: 'Prefer plain properties. When the change only loosens validation, waive the finding with the reason.',
  },
});
