import { defaultConfig } from '../../src/config/defaults.js';
import type { GateConfig, RunFacts } from '../../src/context.js';
import type { GateResult } from '../../src/result/model.js';
import { evaluateSnapshots } from '../../src/evaluation.js';
import { celProblems } from '../../src/crd/validate/cel.js';
import { checkRule } from '../../src/crd/validate/cel-compile.js';
import type { Snapshot } from '../../src/sources/snapshot.js';

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export function snapshotOf(label: string, files: Record<string, string>): Snapshot {
  return {
    label,
    kind: 'dir',
    files: Object.keys(files)
      .sort()
      .map((path) => ({ path, text: files[path]! })),
    skipped: [],
  };
}

export function configOf(partial: DeepPartial<GateConfig> = {}): GateConfig {
  const d = defaultConfig();
  return {
    ...d,
    ...(partial as Partial<GateConfig>),
    crd: { ...d.crd, ...(partial.crd as Partial<GateConfig['crd']> | undefined) },
  } as GateConfig;
}

/** Runs the whole pipeline (real parser, every registered rule) on in-memory files. */
export function gateOnFiles(
  base: Record<string, string>,
  head: Record<string, string>,
  config: DeepPartial<GateConfig> = {},
  facts: Partial<RunFacts> = {},
): GateResult {
  return evaluateSnapshots(
    snapshotOf('base', base),
    snapshotOf('head', head),
    configOf(config),
    {
      acks: [],
      labels: [],
      today: '2026-01-01',
      ...facts,
    },
    { cel: celProblems, celCompile: checkRule },
  );
}

/** The findings of one rule. */
export function findingsOf(result: GateResult, rule: string) {
  return result.findings.filter((f) => f.rule === rule);
}

/** The status of one rule. */
export function statusOf(result: GateResult, rule: string) {
  return result.rules.find((r) => r.id === rule)?.status;
}
