import { readCrd, type Crd } from '../../src/crd/model.js';
import { parseFile } from '../../src/manifests/parse.js';

/** The `widgets.example.com` CRD with these `spec.versions`, read as the gate reads a file. */
export function widgetCrd(versions: unknown[]): Crd {
  return readCrd(
    parseFile({
      path: 'crd.yaml',
      text: JSON.stringify({
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: 'widgets.example.com' },
        spec: { group: 'example.com', names: { kind: 'Widget', plural: 'widgets' }, versions },
      }),
    }).objects[0]!,
  );
}
