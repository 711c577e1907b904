/**
 * One served version of a CRD whose `spec` has the given properties (name → type, or a type and
 * more keywords in flow style: `integer, maximum: 3`) and, optionally, more keywords of `spec`
 * itself (flow-style values, e.g. `x-kubernetes-validations: [...]`).
 */
export const schemaVersion = (
  name: string,
  storage: boolean,
  props: Record<string, string>,
  specKeywords: Record<string, string> = {},
) => `    - name: ${name}
      served: true
      storage: ${storage}
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
${Object.entries(specKeywords)
  .map(([k, v]) => `              ${k}: ${v}\n`)
  .join('')}              properties:
${Object.entries(props)
  .map(([k, t]) => `                ${k}: { type: ${t} }`)
  .join('\n')}
`;

/** A namespaced CRD `<plural>.<group>` with the given versions (from schemaVersion); `versions:` is line 9. */
export const crdOf = (
  plural: string,
  group: string,
  kind: string,
  versions: string,
) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${plural}.${group}
spec:
  group: ${group}
  names: { kind: ${kind}, plural: ${plural}, singular: ${kind.toLowerCase()}, listKind: ${kind}List }
  scope: Namespaced
  versions:
${versions}`;
