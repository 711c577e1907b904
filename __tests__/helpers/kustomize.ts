import { loadAll } from 'js-yaml';
import { findKustomize } from '../../src/units/render.js';
import { cliJson } from './cli.js';

/** The kustomize the gate would run (`kustomize build` or `kubectl kustomize`), or undefined. */
export const kustomizeBin = findKustomize();

/**
 * `describe` for cases that render with the real kustomize, `describe.skip` with a message naming
 * the suite when neither kustomize nor kubectl is on PATH.
 */
export function withKustomizeIn(suite: string): jest.Describe {
  if (!kustomizeBin)
    console.warn(`${suite}: neither kustomize nor kubectl on PATH; the rendering cases are skipped`);
  return kustomizeBin ? describe : describe.skip;
}

/** The CLI's JSON report, as far as the rendering cases read it. */
export interface GateReport {
  result: string;
  rules: { id: string; status: string }[];
  findings: {
    rule: string;
    file?: string;
    line?: number;
    object?: string;
    path?: string;
    message: string;
    severity: string;
  }[];
}

/** The CLI on two revisions of a repository (`extra`: more flags); a usage error throws. */
export async function gateRepo(
  repo: string,
  base: string,
  head: string,
  extra: string[] = [],
): Promise<GateReport> {
  const { code, report } = await cliJson(['--repo', repo, '--base', base, '--head', head, ...extra]);
  if (code === 2) throw new Error(report);
  return JSON.parse(report) as GateReport;
}

/** One rule's findings of a report. */
export const findingsOf = (r: GateReport, id: string) => r.findings.filter((f) => f.rule === id);

/** Objects of a rendered stream, without the origin annotations the gate asks for, as sorted JSON lines. */
export function renderedObjects(yaml: string): string[] {
  return (loadAll(yaml) as Record<string, Record<string, Record<string, unknown>>>[])
    .filter(Boolean)
    .map((o) => {
      const ann = { ...(o.metadata?.annotations ?? {}) };
      delete ann['config.kubernetes.io/origin'];
      const metadata = { ...o.metadata };
      if (Object.keys(ann).length) metadata.annotations = ann;
      else delete metadata.annotations;
      return JSON.stringify({ ...o, metadata });
    })
    .sort();
}
