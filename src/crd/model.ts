import type { FieldPath, KubeObject } from '../manifests/types.js';
import { asRecord } from '../values.js';

export type Schema = Record<string, unknown>;

export interface CrdVersion {
  name: string;
  /** Index in `spec.versions`, for locating lines. */
  index: number;
  served: boolean;
  storage: boolean;
  deprecated: boolean;
  schema?: Schema;
  /** Path of `openAPIV3Schema` inside the CRD object. */
  schemaPath: FieldPath;
  subresources: Record<string, unknown>;
  printerColumns: Record<string, unknown>[];
  /** `selectableFields[].jsonPath`: the fields clients may filter on with a field selector (Kubernetes 1.30+). */
  selectableFields: string[];
}

export interface Crd {
  obj: KubeObject;
  name: string;
  group: string;
  scope: string;
  names: Record<string, unknown>;
  versions: CrdVersion[];
  conversion: Record<string, unknown>;
  /** `status.storedVersions`, when the file carries it (exported from a cluster). */
  storedVersions: string[];
}

const strs = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

export function isCrd(obj: KubeObject): boolean {
  return obj.kind === 'CustomResourceDefinition' && obj.group === 'apiextensions.k8s.io';
}

/** Reads a CRD (apiextensions v1, and v1beta1's `spec.validation` / `spec.version`). */
export function readCrd(obj: KubeObject): Crd {
  const spec = asRecord(obj.value.spec);
  const top = asRecord(spec.validation).openAPIV3Schema as Schema | undefined;
  let versions: CrdVersion[] = (Array.isArray(spec.versions) ? spec.versions : []).map((raw, index) => {
    const v = asRecord(raw);
    const own = asRecord(v.schema).openAPIV3Schema as Schema | undefined;
    return {
      name: String(v.name ?? ''),
      index,
      served: v.served !== false,
      storage: v.storage === true,
      deprecated: v.deprecated === true,
      schema: own ?? top,
      schemaPath: own
        ? ['spec', 'versions', index, 'schema', 'openAPIV3Schema']
        : ['spec', 'validation', 'openAPIV3Schema'],
      subresources: asRecord(v.subresources ?? spec.subresources),
      printerColumns: (Array.isArray(v.additionalPrinterColumns)
        ? v.additionalPrinterColumns
        : Array.isArray(spec.additionalPrinterColumns)
          ? spec.additionalPrinterColumns
          : []
      ).map(asRecord),
      selectableFields: (Array.isArray(v.selectableFields) ? v.selectableFields : [])
        .map((f) => asRecord(f).jsonPath)
        .filter((j): j is string => typeof j === 'string'),
    };
  });
  if (versions.length === 0 && typeof spec.version === 'string') {
    versions = [
      {
        name: spec.version,
        index: 0,
        served: true,
        storage: true,
        deprecated: false,
        schema: top,
        schemaPath: ['spec', 'validation', 'openAPIV3Schema'],
        subresources: asRecord(spec.subresources),
        printerColumns: [],
        selectableFields: [],
      },
    ];
  }
  return {
    obj,
    name: obj.name,
    group: String(spec.group ?? ''),
    scope: String(spec.scope ?? 'Namespaced'),
    names: asRecord(spec.names),
    versions,
    conversion: asRecord(spec.conversion),
    storedVersions: strs(asRecord(obj.value.status).storedVersions),
  };
}

/** `None` when unset, as the API server defaults it. */
export function conversionStrategy(crd: Crd): string {
  return typeof crd.conversion.strategy === 'string' ? crd.conversion.strategy : 'None';
}

/** The API server's identity rule: `metadata.name` is `<spec.names.plural>.<spec.group>`. */
export function crdIdentityProblem(crd: Crd): string | undefined {
  const plural = typeof crd.names.plural === 'string' ? crd.names.plural : '';
  const want = `${plural}.${crd.group}`;
  if (!plural || !crd.group) return 'spec.group and spec.names.plural must be set';
  return crd.name === want
    ? undefined
    : `metadata.name must be "${want}" (<plural>.<group>), not "${crd.name}"`;
}
