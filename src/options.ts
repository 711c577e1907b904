import type { FailOn } from './result/fail-on.js';
import type { Side } from './sources/snapshot.js';

export type { Side } from './sources/snapshot.js';

export type ReportFormat = 'text' | 'json' | 'markdown' | 'comment' | 'sarif';

/** Whether a CLI value is written as a path (`.`, `..`, `./…`, `../…`, `/…`): no git revision can start so. */
export const looksLikePath = (v: string): boolean => /^(\.{1,2}|\.{0,2}\/.*)$/.test(v);

/** Everything a run needs; the CLI and the action both build this. */
export interface GateOptions {
  base: Side;
  head: Side;
  /** Git repository (and root for relative config paths). */
  repo: string;
  /** Config file path; undefined means the default path, if it exists. */
  configPath?: string;
  /**
   * Where the config is read from: the base side (default, so a PR cannot weaken its own gate), the
   * head side, or `file`: `configPath` on disk (the CLI's `--config`).
   */
  configFrom: 'base' | 'head' | 'file';
  format: ReportFormat;
  /** Text report: every finding and the rule table, not only the causes. */
  verbose?: boolean;
  output?: string;
  failOn: FailOn;
  /** Include globs; added to the config's `paths`. */
  paths: string[];
  exclude: string[];
  /** Acknowledged upgrade strategies. */
  acks: string[];
  /** Pull-request labels (the action reads them from the event). */
  labels: string[];
  /** Extra CRD sources (globs) read from the head side. */
  crdPaths: string[];
  /** A `kubectl get … -o yaml` export read as live evidence. */
  clusterState?: string;
  /** Where a relative `clusterState` is read from (the action: the workspace); default the cwd. */
  clusterStateDir?: string;
  maxFileSize?: number;
  /** Fetch the charts the change bumps (docs/charts.md); default off. */
  fetchCharts?: boolean;
  /** Where the run's chart cache folder is made (the action: RUNNER_TEMP); default the system's temp folder. */
  chartCache?: string;
  /** What the report header calls each side (`main @ 1a2b3c4 (merge-base)`); default the revision as given. */
  sideLabels?: { base: string; head: string };
  /** YYYY-MM-DD; defaults to today (UTC). */
  today?: string;
}

export const DEFAULT_CONFIG_PATH = '.github/upgrade-gate.yml';

export function defaultOptions(
  partial: Partial<GateOptions> & Pick<GateOptions, 'base' | 'head'>,
): GateOptions {
  return {
    repo: '.',
    configFrom: 'base',
    format: 'text',
    failOn: 'fail',
    paths: [],
    exclude: [],
    acks: [],
    labels: [],
    crdPaths: [],
    ...partial,
  };
}
