/**
 * Which Kubernetes the CRD checks target: `crd.kubernetesVersion` read as a minor version. Kept apart
 * from the CEL environment so that schema checks gated by version (formats) do not load CEL.
 */

/**
 * The oldest Kubernetes minor version still supported upstream on 2026-11-23 (1.35; 1.34 reached
 * end of life in October 2026): what the checks target when the config sets no
 * `crd.kubernetesVersion`.
 */
export const DEFAULT_KUBERNETES_MINOR = 35;

/**
 * The compatibility version an API server of this minor checks new CRD schemas at: one minor below
 * its own (k8s.io/apiserver `environment.DefaultCompatibilityVersion()`, the effective version's
 * `MinCompatibilityVersion`, "n-1" so that a rollback still understands what was accepted). Formats
 * and CEL libraries introduced at 1.N are accepted in new or changed schemas from 1.(N+1) on.
 */
export function compatibilityMinor(minor: number): number {
  return minor - 1;
}

/** The minor version of a `crd.kubernetesVersion` (`1.31`, `v1.31.2`), or the default. */
export function kubernetesMinor(version: string | undefined): number {
  const m = /^v?1\.(\d+)/.exec(version ?? '');
  return m ? Number(m[1]) : DEFAULT_KUBERNETES_MINOR;
}
