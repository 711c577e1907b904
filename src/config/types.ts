import type { RuleSeverity } from '../rules/types.js';

export interface Waiver {
  rule: string;
  /** `Kind/name` or `Kind/namespace/name`; glob allowed. */
  object?: string;
  /** File path glob. */
  file?: string;
  /** Field path prefix (`v1beta2 ^.spec.foo`). */
  path?: string;
  reason: string;
  /** YYYY-MM-DD; after it the waiver stops applying and says so. */
  expires?: string;
}

export interface CrdOptions {
  unhandled: 'closed' | 'open';
  enumAddition: 'allow' | 'warn' | 'fail';
  /** Oldest Kubernetes version the repo deploys to, `1.30`. */
  kubernetesVersion?: string;
  /** Extra CRD sources (globs, relative to the repo) read from the head side. */
  sources: string[];
}

export interface GateConfig {
  /** Severity overrides by rule id. */
  rules: Record<string, RuleSeverity>;
  waivers: Waiver[];
  crd: CrdOptions;
  /** Options owned by the Strimzi pack, validated by its schema section. */
  strimzi: Record<string, unknown>;
  /** Declarations owned by the transitions pack, validated by its schema section. */
  transitions: unknown[];
  /** Options for `--cluster-state` evidence, validated by its schema section. */
  state: Record<string, unknown>;
  paths: string[];
  exclude: string[];
  maxFileSize: number;
  /** Folders (globs) that are deploy units; empty: detected (kustomization roots, Flux and Argo CD paths). */
  deployUnits: string[];
  /** `auto`: render kustomize units when a kustomize is on PATH; `kustomize`: require one; `off`: never. */
  render: 'auto' | 'kustomize' | 'off';
}
