import type { KubeObject } from '../../manifests/types.js';
import type { CelChecker } from '../../context.js';
import { crdIdentityProblem, type Crd } from '../model.js';
import { applyDefaults } from './defaults.js';
import { exactSchema, exactValue } from './exact.js';
import { embeddedProblems } from './embedded.js';
import { prunedFields } from './prune.js';
import type { Problem } from './schema-check.js';
import { kubernetesMinor } from './kubernetes-version.js';
import { validateStructural } from './structural.js';

export type { Problem } from './schema-check.js';

/**
 * How to check: as an update from `old` (its manifest value, with its exact integers: exact.ts'
 * `exactValue`), against a target Kubernetes version.
 */
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
  // Integers only an int64 holds, exact in the value and in the schema's defaults and enums.
  const exact = exactSchema(crd.obj, version) ?? version.schema;
  const value = applyDefaults(exactValue(cr), exact);
  const minor = kubernetesMinor(options.kubernetesVersion);
  const schema = validateStructural(value, exact, { minor }).map((p): Problem => ({
    path: p.path,
    message: p.message,
    kind: p.unchecked ? 'unchecked' : 'schema',
  }));
  return [
    ...schema,
    ...embeddedProblems(value, exact),
    ...prunedFields(cr.value, version.schema),
    ...(cel ? cel(value, exact, celOptions(options, exact)) : []),
  ];
}

function celOptions(o: ValidateOptions, schema: Record<string, unknown>) {
  return {
    ...(o.old === undefined ? {} : { old: applyDefaults(o.old, schema) }),
    ...(o.kubernetesVersion ? { kubernetesVersion: o.kubernetesVersion } : {}),
  };
}

/**
 * The CRD the API server would use for each `group/kind` of one side: only a CRD named
 * `<plural>.<group>` is accepted. When CRDs of different names claim one kind, the API server keeps
 * the one established first and refuses the names of the others (apiextensions-apiserver's naming
 * controller, pkg/controller/status/naming_controller.go: NamesAccepted=False): `established`, the
 * names that already claimed the kind (the base side's), decides; when it cannot (none of them, or
 * all, were there before), the resource is checked against every claimant, so a lenient rival can
 * never hide a problem (crd/invalid fails the claim). Copies of one CRD under one name (an install
 * folder and a Helm chart) are all kept likewise. Never "whichever file came last".
 */
export function crdsByKind(
  crds: Iterable<Crd>,
  established: Map<string, Set<string>> = new Map(),
): Map<string, Crd[]> {
  const claims = new Map<string, Crd[]>();
  for (const c of crds) {
    if (crdIdentityProblem(c)) continue;
    const key = `${c.group}/${String(c.names.kind ?? '')}`;
    claims.set(key, [...(claims.get(key) ?? []), c]);
  }
  for (const [key, cs] of claims) {
    const before = established.get(key);
    const kept = before ? cs.filter((c) => before.has(c.name)) : [];
    if (kept.length && kept.length < cs.length) claims.set(key, kept);
  }
  return claims;
}

/** The names of the well-named CRDs claiming each `group/kind` on a side (the base: what is established). */
export function kindClaimants(crds: Iterable<Crd>): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const [key, cs] of crdsByKind(crds)) names.set(key, new Set(cs.map((c) => c.name)));
  return names;
}

/** `group/kind` keys claimed by CRDs of more than one name on a side, with the claimants. */
export function kindConflicts(crds: Iterable<Crd>): Map<string, Crd[]> {
  const claims = new Map<string, Crd[]>();
  for (const c of crds) {
    const key = `${c.group}/${String(c.names.kind ?? '')}`;
    claims.set(key, [...(claims.get(key) ?? []), c]);
  }
  return new Map([...claims].filter(([, cs]) => new Set(cs.map((c) => c.name)).size > 1));
}
