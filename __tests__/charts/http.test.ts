import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchCharts } from '../../src/charts/fetch.js';
import { locationKey } from '../../src/charts/types.js';
import { configOf, snapshotOf } from '../helpers/gate.js';
import { tgz } from '../helpers/charts.js';

/** A Helm repository on 127.0.0.1 whose answers a test scripts: each request is given to `answer`. */
async function scripted(answer: (path: string, n: number) => { status?: number; body?: Buffer | string }) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const a = answer(req.url ?? '', seen.length);
    res.statusCode = a.status ?? 200;
    res.end(a.body ?? '');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const archive = tgz([{ path: 'demo/Chart.yaml', data: 'apiVersion: v2\nname: demo\nversion: 1.0.0\n' }]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const index = (digest: string) =>
  `apiVersion: v1\nentries:\n  demo:\n    - name: demo\n      version: 1.0.0\n      digest: ${digest}\n      urls: [demo-1.0.0.tgz]\n`;
const sides = (url: string) => {
  const release = (v: string) =>
    `apiVersion: source.toolkit.fluxcd.io/v1\nkind: HelmRepository\nmetadata: { name: r }\nspec: { url: "${url}" }\n---\napiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: { name: demo }\nspec:\n  chart:\n    spec: { chart: demo, version: "${v}", sourceRef: { kind: HelmRepository, name: r } }\n`;
  return [
    snapshotOf('base', { 'r.yaml': release('0.9.0') }),
    snapshotOf('head', { 'r.yaml': release('1.0.0') }),
  ] as const;
};
const key = (url: string) => locationKey({ kind: 'http', repo: url, chart: 'demo', version: '1.0.0' });

describe('fetching from a Helm repository', () => {
  let cache: string;
  beforeEach(() => {
    cache = mkdtempSync(join(tmpdir(), 'ug-chart-cache-'));
  });
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  it('retries a 503, checks the digest, and leaves no cache folder behind', async () => {
    const s = await scripted((path, n) =>
      n === 1
        ? { status: 503 }
        : path === '/index.yaml'
          ? { body: index(sha(archive)) }
          : path === '/demo-1.0.0.tgz'
            ? { body: archive }
            : { status: 404 },
    );
    try {
      const [base, head] = sides(s.url);
      const f = await fetchCharts(base, head, { config: configOf(), env: {}, cacheRoot: cache });
      const out = f.outcomes.get(key(s.url))!;
      expect('chart' in out && out.chart.files.map((x) => x.path)).toEqual(['Chart.yaml']);
      expect(s.seen.filter((p) => p === '/index.yaml').length).toBeGreaterThanOrEqual(2);
      expect(readdirSync(cache)).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('refuses an archive whose sha256 is not the digest index.yaml gives', async () => {
    const s = await scripted((path) =>
      path === '/index.yaml' ? { body: index('0'.repeat(64)) } : { body: archive },
    );
    try {
      const [base, head] = sides(s.url);
      const f = await fetchCharts(base, head, { config: configOf(), env: {}, cacheRoot: cache });
      expect(f.outcomes.get(key(s.url))).toEqual({
        error: `${s.url}/demo-1.0.0.tgz: the archive's sha256 is not the digest index.yaml gives`,
      });
    } finally {
      await s.close();
    }
  });

  it('refuses an archive over 20 MiB at once (never retried); a version the index lacks is said', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024);
    const s = await scripted((path) =>
      path === '/index.yaml'
        ? { body: index(sha(big)) }
        : path === '/demo-1.0.0.tgz'
          ? { body: big }
          : { status: 404 },
    );
    try {
      const [base, head] = sides(s.url);
      const f = await fetchCharts(base, head, { config: configOf(), env: {}, cacheRoot: cache });
      expect(f.outcomes.get(key(s.url))).toEqual({
        error: expect.stringContaining('over the 20971520 bytes allowed'),
      });
      // Asked once: too large is not retried.
      expect(s.seen.filter((p) => p === '/demo-1.0.0.tgz')).toEqual(['/demo-1.0.0.tgz']);
      const missing = locationKey({ kind: 'http', repo: s.url, chart: 'demo', version: '0.9.0' });
      expect(f.outcomes.get(missing)).toEqual({ error: `${s.url}/index.yaml has no demo 0.9.0` });
    } finally {
      await s.close();
    }
  });

  it('sends a configured credential from the environment, only to its repository', async () => {
    const auth: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      auth.push(req.headers.authorization);
      res.end(req.url === '/index.yaml' ? index(sha(archive)) : archive);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const [base, head] = sides(url);
      const config = {
        ...configOf(),
        charts: { credentials: [{ url, usernameEnv: 'U', passwordEnv: 'P' }] },
      };
      await fetchCharts(base, head, { config, env: { U: 'me', P: 's3cret' }, cacheRoot: cache });
      expect(new Set(auth)).toEqual(new Set([`Basic ${Buffer.from('me:s3cret').toString('base64')}`]));
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
