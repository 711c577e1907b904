import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRemote } from '../../src/units/kustomization.js';
import { renderEnv } from '../../src/units/render.js';
import { cliJson } from '../helpers/cli.js';
import { writeTree } from '../helpers/git.js';
import { kustomizeBin, withKustomizeIn } from '../helpers/kustomize.js';

/**
 * No network, ever: every remote form a kustomization can name is cut out before kustomize runs
 * and said at its line, proven by a listener on 127.0.0.1 that every URL points at and that must
 * see no connection. The real kustomize renders the rest.
 */
const withKustomize = withKustomizeIn('units/render-offline');

interface Finding {
  rule: string;
  file?: string;
  line?: number;
  message: string;
  severity: string;
}

/** A TCP listener that counts the connections it receives. */
async function listener(): Promise<{ server: Server; port: number; connections: () => number }> {
  let n = 0;
  const server = createServer((s) => {
    n++;
    s.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, port, connections: () => n };
}

const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: local\ndata:\n  a: "1"\n';

/** Every remote form, by the line it is on in {@link kustomization}. */
function remoteForms(h: string): [number, string][] {
  return [
    [3, `http://${h}/r.yaml`],
    [4, `https://${h}/r.yaml`],
    [5, `git::http://${h}/org/repo.git`],
    [6, `git::ssh://git@${h}/org/repo.git`],
    [7, `ssh://git@${h}/org/repo.git`],
    [8, 'git@127.0.0.1:org/repo.git'],
    [9, 'gh:org/repo'],
    [10, 'github.com/org/repo//deploy?ref=v1'],
    [11, 'gitlab.com/org/repo//deploy'],
    [12, 'bitbucket.org/org/repo'],
    [13, `${h}/org/repo.git//deploy?ref=v1`],
    [15, `http://${h}/component`],
    [17, `http://${h}/crd.yaml`],
    [19, `git::http://${h}/base.git`],
    [21, `http://${h}/generator.yaml`],
    [23, `http://${h}/transformer.yaml`],
    [25, `http://${h}/validator.yaml`],
    [27, `http://${h}/openapi.json`],
    [32, `http://${h}/patch.yaml`],
    [37, `http://${h}/f.conf`],
    [39, `http://${h}/a.env`],
  ];
}

function kustomization(h: string): string {
  const f = new Map(remoteForms(h));
  return `resources:
  - cm.yaml
${[3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((l) => `  - ${f.get(l)}\n`).join('')}components:
  - ${f.get(15)}
crds:
  - ${f.get(17)}
bases:
  - ${f.get(19)}
generators:
  - ${f.get(21)}
transformers:
  - ${f.get(23)}
validators:
  - ${f.get(25)}
openapi:
  path: ${f.get(27)}
helmCharts:
  - name: x
    repo: http://${h}/charts
patches:
  - path: ${f.get(32)}
    target: {kind: ConfigMap}
configMapGenerator:
  - name: generated
    files:
      - ${f.get(37)}
    envs:
      - ${f.get(39)}
    literals: [x=1]
`;
}

withKustomize('kustomize never reaches the network', () => {
  let net: Awaited<ReturnType<typeof listener>>;
  beforeAll(async () => {
    net = await listener();
  });
  afterAll(() => net.server.close());

  it('every remote form is recognised', () => {
    for (const [, ref] of remoteForms('127.0.0.1:8080')) expect([ref, isRemote(ref)]).toEqual([ref, true]);
    for (const local of ['../base', 'crds/kafka.yaml', 'a.b/c.yaml', './x.git.yaml', 'config.d/x'])
      expect([local, isRemote(local)]).toEqual([local, false]);
  });

  it('a kustomization naming every remote form renders offline: no connection, each named at its line', async () => {
    const h = `127.0.0.1:${net.port}`;
    const root = mkdtempSync(join(tmpdir(), 'ug-offline-'));
    writeTree(join(root, 'base'), { 'app/kustomization.yaml': 'resources: [cm.yaml]\n', 'app/cm.yaml': cm });
    writeTree(join(root, 'head'), {
      'app/kustomization.yaml': kustomization(h),
      'app/cm.yaml': cm,
      'flow/kustomization.yaml': `resources: [cm.yaml, "http://${h}/flow.yaml"]\n`,
      'flow/cm.yaml': cm.replace('local', 'flow'),
    });
    const { code, report } = await cliJson(['--base', join(root, 'base'), '--head', join(root, 'head')]);
    expect(code).not.toBe(2);
    expect(net.connections()).toBe(0);
    const notes = (JSON.parse(report) as { findings: Finding[] }).findings.filter(
      (f) => f.rule === 'input/not-rendered',
    );
    // Both units rendered: no render failure, only notices.
    expect(notes.filter((n) => /could not be rendered/.test(n.message))).toEqual([]);
    for (const [line, ref] of remoteForms(h))
      expect(notes).toContainEqual(
        expect.objectContaining({
          severity: 'notice',
          file: 'app/kustomization.yaml',
          line,
          message: expect.stringContaining(ref) as string,
        }),
      );
    expect(notes).toContainEqual(
      expect.objectContaining({ file: 'app/kustomization.yaml', line: 28, severity: 'notice' }),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({
        file: 'flow/kustomization.yaml',
        line: 1,
        message: expect.stringContaining(`http://${h}/flow.yaml`) as string,
      }),
    );
  });

  it('the environment kustomize runs in lets git reach no host, even for a reference the gate missed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ug-offline-env-'));
    const h = `127.0.0.1:${net.port}`;
    mkdirSync(join(dir, 'home'));
    for (const ref of [`git::http://${h}/org/repo.git`, `ssh://git@${h}/org/repo.git`]) {
      writeTree(dir, { 'k/kustomization.yaml': `resources:\n  - ${ref}\n` });
      const r = spawnSync(kustomizeBin!.path, [...kustomizeBin!.args, join(dir, 'k')], {
        env: renderEnv(dir),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).not.toBe(0);
    }
    expect(net.connections()).toBe(0);
  });
});
