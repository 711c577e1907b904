import { crypto } from '../builtins.js';
import { ruleDocPath, SEVERITY_LEVELS, type Finding } from '../finding.js';
import type { GateResult, RuleInfo } from '../result/model.js';
import { encodePath, encodeSegment } from './uri.js';

export interface SarifOptions {
  /**
   * The repository this version of upgrade-gate runs from (`https://github.com/OWNER/upgrade-gate`)
   * and its ref (`v1`, a SHA): rule help links to the rule's docs page there. Without them (the CLI,
   * which cannot know where it was cloned from) the help names the page's path only.
   */
  source?: { repositoryUrl: string; ref: string };
  /** The workflow run's id, for `runs[].automationDetails.id` (`upgrade-gate/<run id>`). */
  runId?: string;
}

/** The key of the one partial fingerprint, versioned as code scanning's own keys are. */
export const FINGERPRINT = 'upgradeGateFinding/v1';

/**
 * A finding's identity across runs: its rule, object and schema path (or, for a finding about a
 * file rather than an object, the file), never its line or wording, so that an edit above it or a
 * reworded message keeps the same code-scanning alert. Findings that share one are numbered in order.
 */
function fingerprints(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const key = [f.rule, f.object ?? `file:${f.file ?? ''}`, f.path ?? ''].join('\0');
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const hash = crypto().createHash('sha256').update(key).digest('hex').slice(0, 32);
    return n === 1 ? hash : `${hash}:${n}`;
  });
}

/** A rule's help, from its docs page's text: what, why it matters, how to fix it. */
function help(r: RuleInfo, url: string | undefined): { text: string; markdown: string } {
  const page = ruleDocPath(r.id);
  const link = url ? `[${page}](${url})` : `\`${page}\``;
  if (!r.docs) return { text: `${r.description} See ${page}.`, markdown: `${r.description}\n\nSee ${link}.` };
  const { why, fix } = r.docs;
  return {
    text: `${r.description}\n\nWhy: ${why}\n\nFix: ${fix}\n\nSee ${page}.`,
    markdown: `${r.description}\n\n**Why it matters.** ${why}\n\n**How to fix it.** ${fix}\n\nSee ${link}.`,
  };
}

/** SARIF 2.1.0 for code scanning: one reporting descriptor per gate rule, results with locations. */
export function renderSarif(
  result: GateResult,
  rules: readonly RuleInfo[],
  toolVersion: string,
  opts: SarifOptions = {},
): string {
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const { source } = opts;
  const pageUrl = (id: string) =>
    source && `${source.repositoryUrl}/blob/${encodeSegment(source.ref)}/${encodePath(ruleDocPath(id))}`;
  const prints = fingerprints(result.findings);
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'upgrade-gate',
            version: toolVersion,
            ...(source ? { informationUri: source.repositoryUrl } : {}),
            rules: rules.map((r) => ({
              id: r.id,
              name: r.title,
              shortDescription: { text: r.title },
              fullDescription: { text: r.description },
              ...(source ? { helpUri: pageUrl(r.id) } : {}),
              help: help(r, pageUrl(r.id)),
              defaultConfiguration: { level: SEVERITY_LEVELS[r.defaultSeverity].sarif },
              properties: { category: r.category },
            })),
          },
        },
        automationDetails: { id: `upgrade-gate/${opts.runId ?? ''}` },
        results: result.findings.map((f, i) => ({
          ruleId: f.rule,
          ...(index.has(f.rule) ? { ruleIndex: index.get(f.rule) } : {}),
          level: SEVERITY_LEVELS[f.severity].sarif,
          message: { text: f.message },
          partialFingerprints: { [FINGERPRINT]: prints[i]! },
          ...(f.file
            ? {
                locations: [
                  {
                    physicalLocation: {
                      artifactLocation: { uri: encodePath(f.file) },
                      ...(f.line ? { region: { startLine: f.line } } : {}),
                    },
                    ...(f.object
                      ? {
                          logicalLocations: [
                            {
                              name: f.object,
                              fullyQualifiedName: f.path ? `${f.object} ${f.path}` : f.object,
                            },
                          ],
                        }
                      : {}),
                  },
                ],
              }
            : {}),
          ...(f.waived ? { suppressions: [{ kind: 'external', justification: f.waived.reason }] } : {}),
          // SARIF's own word for a result the base already had (result/introduced.ts).
          ...(f.introduced === undefined ? {} : { baselineState: f.introduced ? 'new' : 'unchanged' }),
        })),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
