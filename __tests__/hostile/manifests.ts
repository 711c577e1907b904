/** Manifests shared by the hostile cases. */

/** A ConfigMap named `name`, with optional extra YAML after it. */
export const configMap = (name: string, extra = '') =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\n${extra}`;

/** The Widget CRD with these versions, the first one stored (removing it fails crd/stored-version-removed). */
export const widgetCrd = (versions: string[]) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  scope: Namespaced
  names: {kind: Widget, plural: widgets}
  versions:
${versions.map((v, i) => `    - {name: ${v}, served: true, storage: ${i === 0}, schema: {openAPIV3Schema: {type: object}}}`).join('\n')}
`;
