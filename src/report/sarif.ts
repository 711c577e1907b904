import { ruleDocPath, SEVERITY_LEVELS } from '../finding.js';
import type { GateResult, RuleInfo } from '../result/model.js';

const pageUrl = (id: string) => `https://github.com/upgrade-gate/upgrade-gate/blob/main/${ruleDocPath(id)}`;

/** A rule's help, from its docs page's text: what, why it matters, how to fix it. */
function help(r: RuleInfo): { text: string; markdown: string } {
  const page = ruleDocPath(r.id);
  const url = pageUrl(r.id);
  if (!r.docs)
    return { text: `${r.description} See ${page}.`, markdown: `${r.description}\n\nSee [${page}](${url}).` };
  const { why, fix } = r.docs;
  return {
    text: `${r.description}\n\nWhy: ${why}\n\nFix: ${fix}\n\nSee ${page}.`,
    markdown: `${r.description}\n\n**Why it matters.** ${why}\n\n**How to fix it.** ${fix}\n\nSee [${page}](${url}).`,
  };
}

/** SARIF 2.1.0 for code scanning: one reporting descriptor per gate rule, results with locations. */
export function renderSarif(result: GateResult, rules: readonly RuleInfo[], toolVersion: string): string {
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'upgrade-gate',
            version: toolVersion,
            informationUri: 'https://github.com/upgrade-gate/upgrade-gate',
            rules: rules.map((r) => ({
              id: r.id,
              name: r.title,
              shortDescription: { text: r.title },
              fullDescription: { text: r.description },
              helpUri: pageUrl(r.id),
              help: help(r),
              defaultConfiguration: { level: SEVERITY_LEVELS[r.defaultSeverity].sarif },
              properties: { category: r.category },
            })),
          },
        },
        results: result.findings.map((f) => ({
          ruleId: f.rule,
          ...(index.has(f.rule) ? { ruleIndex: index.get(f.rule) } : {}),
          level: SEVERITY_LEVELS[f.severity].sarif,
          message: { text: f.message },
          ...(f.file
            ? {
                locations: [
                  {
                    physicalLocation: {
                      artifactLocation: { uri: f.file },
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
        })),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
