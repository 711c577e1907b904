import { ruleDocPath } from '../finding.js';
import type { Rule } from './types.js';

const CATEGORY_TITLES: Record<string, string> = {
  input: 'Input',
  crd: 'CustomResourceDefinition safety',
  helm: 'Helm charts',
  strimzi: 'Strimzi and Kafka',
  transition: 'Declared transitions',
  state: 'Cluster state',
};

/** `docs/rules/README.md`, generated from the registry (CI fails when the file disagrees). */
export function renderRuleCatalogue(rules: readonly Rule[]): string {
  const lines = [
    '# Rules',
    '',
    '<!-- Generated from src/rules/registry.ts by `npm run docs`; do not edit by hand. -->',
    '',
    `${rules.length} rules. Change a rule's severity with \`rules: { "<id>": off|warn|fail }\` in the config file, or waive one finding with \`waivers:\` (see [the config](../config.md)).`,
  ];
  const categories = [...new Set(rules.map((r) => r.category))];
  for (const category of categories) {
    lines.push(
      '',
      `## ${CATEGORY_TITLES[category] ?? category}`,
      '',
      '| Rule | Default | What it catches |',
      '|---|---|---|',
    );
    for (const r of rules.filter((x) => x.category === category)) {
      const doc = ruleDocPath(r.id).replace(/^docs\/rules\//, '');
      lines.push(`| [\`${r.id}\`](${doc}) | ${r.defaultSeverity} | ${r.description.replace(/\|/g, '\\|')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A passing or failing case of a rule's table: what the pull request does, and the verdict. */
export type DocsCase = readonly [what: string, verdict: 'pass' | 'warn' | 'fail'];

/** A rule's page from its metadata and its test cases (the same table the rule tester runs). */
export function renderRulePage(rule: Rule, cases: readonly DocsCase[]): string {
  const d = rule.docs;
  return `# ${rule.id}

<!-- Generated from src/rules/${rule.id}.ts by \`npm run docs\`; edit the rule's docs there. -->

**Default: ${rule.defaultSeverity}** · category: ${rule.category} · ${rule.title}

## What it catches
${rule.description}

## Why it matters
${d.why}

## How to fix
${d.fix}

## How to waive
Accept one finding (the config is read from the base branch, so the waiver needs its own reviewed PR):
\`\`\`yaml
# .github/upgrade-gate.yml
waivers:
  - rule: ${rule.id}
    object: Kind/name            # from the finding
    path: "v1 ^.spec.field"      # optional: prefix of the finding's path
    reason: Why this is safe here
    expires: 2026-12-31          # optional
\`\`\`
or change the rule's severity for the whole repository: \`rules: { "${rule.id}": warn }\` (or \`off\`).

## Cases
| What the pull request does | Result |
|---|---|
${cases.map(([what, verdict]) => `| ${what.replace(/\|/g, '\\|')} | ${verdict === 'pass' ? 'pass' : `**${verdict}**`} |`).join('\n')}
`;
}
