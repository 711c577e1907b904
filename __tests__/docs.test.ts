import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { configSchema } from '../src/config/schema.js';
import { renderRuleCatalogue, renderRulePage } from '../src/rules/catalogue.js';
import { ruleDocPath } from '../src/finding.js';
import { registry } from '../src/rules/registry.js';
import { RULE_CASES } from './rules/cases.js';
import { showsItFiring } from './helpers/rule-tester.js';

/** Generated docs must match the code; `npm run docs` (UPDATE_DOCS=1) rewrites them. */
function generated(path: string, content: string): void {
  if (process.env.UPDATE_DOCS) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  expect(existsSync(path) ? readFileSync(path, 'utf8') : `(missing ${path})`).toBe(content);
}

describe('documentation', () => {
  it('docs/rules/README.md lists every registered rule', () => {
    generated('docs/rules/README.md', renderRuleCatalogue(registry));
  });

  it('docs/config.schema.json is the schema the loader uses', () => {
    generated('docs/config.schema.json', `${JSON.stringify(configSchema, null, 2)}\n`);
  });

  it('rule ids are unique and well formed', () => {
    const ids = registry.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of registry) expect(r.id).toMatch(new RegExp(`^${r.category}/[a-z0-9-]+$`));
  });

  it.each(registry.map((r) => [r.id]))('%s has a docs page with passing and failing cases', (id) => {
    const cases = RULE_CASES[id] ?? [];
    expect(cases.some((c) => c.verdict === 'pass')).toBe(true);
    expect(cases.some(showsItFiring)).toBe(true);
    const page = renderRulePage(
      registry.find((r) => r.id === id)!,
      cases.map((c) => [c.what, c.verdict] as const),
    );
    generated(ruleDocPath(id), page);
  });
});
