import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOptions } from '../../src/options.js';
import { renderComment } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { runGate } from '../../src/run.js';

/** strimzi-12751 (v1beta2 resources under Strimzi 1.0.0: strimzi/api-version fails) with configs. */
function sides(base: string | undefined, head: string | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'ug-config-change-'));
  for (const [side, config] of [
    ['base', base],
    ['head', head],
  ] as const) {
    cpSync(join(process.cwd(), 'fixtures', 'strimzi-12751', side), join(dir, side), { recursive: true });
    if (config !== undefined) {
      mkdirSync(join(dir, side, '.github'), { recursive: true });
      writeFileSync(join(dir, side, '.github', 'upgrade-gate.yml'), config);
    }
  }
  return defaultOptions({
    base: { dir: join(dir, 'base') },
    head: { dir: join(dir, 'head') },
    today: '2026-01-01',
  });
}

describe('a config changed in the PR', () => {
  it('is read from the base; one notice says it applies after merge and what it would change', async () => {
    const r = await runGate(sides(undefined, 'rules:\n  strimzi/api-version: "off"\n'));
    expect(r.result).toBe('fail');
    expect(r.configChange).toEqual({
      path: '.github/upgrade-gate.yml',
      result: 'pass',
      summary: expect.objectContaining({ fail: 0 }),
    });
    const comment = renderComment(r);
    expect(comment.match(/takes effect after the merge/g)).toHaveLength(1);
    expect(comment).toContain('With it, this PR would pass');
    expect(renderText(r, { color: false })).toContain('notice: This PR changes .github/upgrade-gate.yml');
  });

  it('names the files a widened exclude would stop checking after the merge', async () => {
    const r = await runGate(sides(undefined, 'exclude: ["**/kafka*.yaml"]\n'));
    expect(r.configChange?.leftOut).toEqual(['kafka.yaml']);
    expect(renderText(r, { color: false })).toContain(
      'It would also stop checking a file the gate reads today',
    );
  });

  it('says so when the changed config would not load, and is silent when nothing changed', async () => {
    const broken = await runGate(sides('rules: {}\n', 'rules:\n  no/such-rule: "off"\n'));
    expect(broken.configChange?.error).toMatch(/no\/such-rule/);
    expect((await runGate(sides('rules: {}\n', 'rules: {}\n'))).configChange).toBeUndefined();
  });
});
