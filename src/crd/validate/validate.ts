import type { KubeObject } from '../../manifests/types.js';
import type { CelChecker } from '../../context.js';
import type { Crd } from '../model.js';
import { applyDefaults } from './defaults.js';
import { embeddedProblems } from './embedded.js';
import { prunedFields } from './prune.js';
import type { Problem } from './schema-check.js';
import { validateStructural } from './structural.js';

export type { Problem } from './schema-check.js';

/** How to check: as an update from `old` (its manifest value), against a target Kubernetes version. */
export interface ValidateOptions {
  old?: unknown;
  kubernetesVersion?: string;
}

/**
 * What the API server would say on create (or on update from `options.old`): schema, pruned fields and
 * CEL rules, or no served version. Schema and rules see the value with its defaults applied.
 */
export function validateCustomResource(
  cr: KubeObject,
  crd: Crd,
  cel?: CelChecker,
  options: ValidateOptions = {},
): Problem[] {
  const version = crd.versions.find((v) => v.name === cr.version);
  if (!version || !version.served) {
    const served = crd.versions.filter((v) => v.served).map((v) => v.name);
    return [
      {
        kind: 'schema',
        path: ['apiVersion'],
        message: `${cr.apiVersion} is not served by CRD ${crd.name} (served: ${served.join(', ') || 'none'}): applying it fails with "no matches for kind"`,
      },
    ];
  }
  if (!version.schema) return [];
  const value = applyDefaults(cr.value, version.schema);
  const schema = validateStructural(value, version.schema).map((p): Problem => ({
    path: p.path,
    message: p.message,
    kind: p.unchecked ? 'unchecked' : 'schema',
  }));
  return [
    ...schema,
    ...embeddedProblems(value, version.schema),
    ...prunedFields(cr.value, version.schema),
    ...(cel ? cel(value, version.schema, celOptions(options, version.schema)) : []),
  ];
}

function celOptions(o: ValidateOptions, schema: Record<string, unknown>) {
  return {
    ...(o.old === undefined ? {} : { old: applyDefaults(o.old, schema) }),
    ...(o.kubernetesVersion ? { kubernetesVersion: o.kubernetesVersion } : {}),
  };
}

/** CRDs of one side, by `group/kind`. */
export function crdsByKind(crds: Iterable<Crd>): Map<string, Crd> {
  const out = new Map<string, Crd>();
  for (const c of crds) out.set(`${c.group}/${String(c.names.kind ?? '')}`, c);
  return out;
}
