import type { Rule } from './types.js';

/** Where a rule's documentation lives, relative to the repository root. */
export function ruleDocPath(id: string): string {
  return `docs/rules/${id}.md`;
}

const CATEGORY_TITLES: Record<string, string> = {
  input: 'Input',
  crd: 'CustomResourceDefinition safety',
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
