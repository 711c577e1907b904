import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJson } from '../helpers/cli.js';
import { renderingEveryUnit } from '../helpers/every-unit.js';
import { writeTree } from '../helpers/git.js';
import { withKustomizeIn } from '../helpers/kustomize.js';

/**
 * Fail closed: a unit the pull request changed that cannot be rendered (kustomize's error, output
 * over the cap, the render budget spent) fails at its kustomization line with kustomize's whole
 * error; the same failure on the base warns; an unchanged unit past the budget is a notice. Render
 * folders never outlive a killed run. The real kustomize where the error is kustomize's, fake
 * ones (scripts on PATH) for a kustomize that never ends or floods its output.
 */
const withKustomize = withKustomizeIn('units/render-fail-closed');

interface Finding {
  rule: string;
  file?: string;
  line?: number;
  message: string;
  severity: string;
}

const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;
/** A patch kustomize cannot parse: its error spans several lines. */
const badPatch = 'resources: [cm.yaml]\npatches:\n  - patch: |\n      >\n      x\n';

/** Both sides as folders, the CLI's JSON findings of input/not-rendered. */
async function notRendered(
  base: Record<string, string>,
  head: Record<string, string>,
  extra: string[] = [],
): Promise<{ result: string; notes: Finding[] }> {
  const root = mkdtempSync(join(tmpdir(), 'ug-fail-closed-'));
  writeTree(join(root, 'base'), base);
  writeTree(join(root, 'head'), head);
  const { code, report } = await cliJson([
    '--base',
    join(root, 'base'),
    '--head',
    join(root, 'head'),
    ...extra,
  ]);
  if (code === 2) throw new Error(report);
  const r = JSON.parse(report) as { result: string; findings: Finding[] };
  return { result: r.result, notes: r.findings.filter((f) => f.rule === 'input/not-rendered') };
}

/** A folder holding an executable `kustomize` with this shell body, found before kubectl. */
function fakeKustomize(body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ug-fake-kustomize-'));
  writeFileSync(join(dir, 'kustomize'), `#!/bin/sh\n${body}\n`);
  chmodSync(join(dir, 'kustomize'), 0o755);
  return dir;
}

/** Runs `f` with `dir` first on PATH. */
async function withPath<T>(dir: string, f: () => Promise<T>): Promise<T> {
  const saved = process.env.PATH;
  process.env.PATH = `${dir}:${saved}`;
  try {
    return await f();
  } finally {
    process.env.PATH = saved;
  }
}

withKustomize('a unit that cannot be rendered fails closed', () => {
  it("the pull request breaks a unit: fail at its kustomization line with kustomize's whole error", async () => {
    const base = { 'app/kustomization.yaml': 'resources: [cm.yaml]\n', 'app/cm.yaml': cm('a') };
    const { result, notes } = await notRendered(base, { ...base, 'app/kustomization.yaml': badPatch });
    expect(result).toBe('fail');
    expect(notes).toEqual([
      expect.objectContaining({ severity: 'fail', file: 'app/kustomization.yaml', line: 1, unjudged: true }),
    ]);
    const m = notes[0]!.message;
    // Every line of kustomize's error, not its first or last alone; no temporary folder, no log frame.
    expect(m).toContain('trouble configuring builtin PatchTransformer with config:');
    expect(m).toContain('unable to parse SM or JSON patch');
    expect(m.split('\n').length).toBeGreaterThan(3);
    expect(m).not.toMatch(/\/tmp\/|ug-render-|run\.go|\n >$|\.\.\/repo/);
  });

  it('the same failure on the base is already present, in the same words: it does not raise the result', async () => {
    const side = (name: string) => ({
      'app/kustomization.yaml': badPatch,
      'app/cm.yaml': cm(name),
    });
    const { result, notes } = await notRendered(side('a'), side('b'));
    expect(result).toBe('pass');
    expect(notes).toEqual([
      expect.objectContaining({
        severity: 'warn',
        file: 'app/kustomization.yaml',
        line: 1,
        introduced: false,
      }),
    ]);
  });

  it('output over the cap fails the unit at its line', async () => {
    // Floods only when the pull request's ConfigMap is there: the base renders.
    const flood = fakeKustomize(
      'if grep -q "name: b" "$2/../repo/app/cm.yaml"; then head -c 70000000 /dev/zero | tr "\\0" "a"; else cat "$2/../repo/app/cm.yaml"; fi',
    );
    const base = { 'app/kustomization.yaml': 'resources: [cm.yaml]\n', 'app/cm.yaml': cm('a') };
    const { notes } = await withPath(flood, () => notRendered(base, { ...base, 'app/cm.yaml': cm('b') }));
    expect(notes).toEqual([
      expect.objectContaining({ severity: 'fail', file: 'app/kustomization.yaml', line: 1 }),
    ]);
    expect(notes[0]!.message).toContain('kustomize build output over the cap of 64 MiB');
  });

  it('past the render budget a changed unit fails and an unchanged one is a notice', async () => {
    const slow = fakeKustomize('exec sleep 20');
    const root = mkdtempSync(join(tmpdir(), 'ug-budget-'));
    writeFileSync(join(root, 'config.yml'), 'renderBudget: 1\n');
    const same = { 'same/kustomization.yaml': 'resources: [cm.yaml]\n', 'same/cm.yaml': cm('s') };
    const base = { ...same, 'app/kustomization.yaml': 'resources: [cm.yaml]\n', 'app/cm.yaml': cm('a') };
    const started = Date.now();
    const { notes } = await withPath(slow, () =>
      renderingEveryUnit(() =>
        notRendered(base, { ...base, 'app/cm.yaml': cm('b') }, ['--config', join(root, 'config.yml')]),
      ),
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(notes).toEqual([
      expect.objectContaining({ severity: 'fail', file: 'app/kustomization.yaml', line: 1 }),
      expect.objectContaining({ severity: 'notice', file: 'same/kustomization.yaml', line: 1 }),
    ]);
    for (const n of notes) expect(n.message).toContain('render budget of 1 s (renderBudget) was spent');
  });
});

/** The CLI from its TypeScript sources in a child node (type stripping, `.js` imports resolved to `.ts`). */
function cliChild(args: string[], env: NodeJS.ProcessEnv) {
  const hooks = mkdtempSync(join(tmpdir(), 'ug-ts-hooks-'));
  writeFileSync(
    join(hooks, 'hooks.mjs'),
    `export async function resolve(spec, ctx, next) {
  try { return await next(spec, ctx); } catch (e) {
    if (/^[./].*\\.js$/.test(spec)) return next(spec.slice(0, -3) + '.ts', ctx);
    throw e;
  }
}\n`,
  );
  writeFileSync(
    join(hooks, 'register.mjs'),
    "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n",
  );
  const node = ['--experimental-transform-types', '--no-warnings', '--import', join(hooks, 'register.mjs')];
  return spawn(process.execPath, [...node, join(process.cwd(), 'src/cli.ts'), ...args], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

const renderDirs = (dir: string) => readdirSync(dir).filter((d) => d.startsWith('ug-render-'));

describe('render folders never outlive the run', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    it(`a CLI killed by ${signal} mid-render leaves no ug-render-* folder behind`, async () => {
      const slow = fakeKustomize('exec sleep 30');
      const tmp = mkdtempSync(join(tmpdir(), 'ug-kill-'));
      const scratch = join(tmp, 'tmp');
      mkdirSync(scratch);
      writeTree(join(tmp, 'base'), {
        'app/kustomization.yaml': 'resources: [cm.yaml]\n',
        'app/cm.yaml': cm('a'),
      });
      writeTree(join(tmp, 'head'), {
        'app/kustomization.yaml': 'resources: [cm.yaml]\n',
        'app/cm.yaml': cm('b'),
      });
      const child = cliChild(['--base', join(tmp, 'base'), '--head', join(tmp, 'head')], {
        ...process.env,
        PATH: `${slow}:${process.env.PATH}`,
        TMPDIR: scratch,
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
        child.on('exit', (code, sig) => resolve(sig ?? code)),
      );
      const deadline = Date.now() + 60_000;
      while (!renderDirs(scratch).length && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect([renderDirs(scratch).length > 0, stderr]).toEqual([true, '']);
      child.kill(signal);
      expect(await exited).toBe(signal);
      expect(renderDirs(scratch)).toEqual([]);
    }, 90_000);
});
