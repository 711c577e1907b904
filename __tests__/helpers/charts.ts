/**
 * Chart archives and chart servers for tests: a tar writer (ustar) and gzip from node:zlib, a Helm
 * HTTP repository (index.yaml and archives) and an OCI registry with the anonymous bearer-token
 * flow, both real servers on 127.0.0.1 that count the requests they answer.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const CHART_CORPUS = resolve(process.cwd(), '..', 'shared', 'corpus', 'charts');
export const haveChartCorpus = existsSync(CHART_CORPUS);

export interface TarEntry {
  path: string;
  data: Buffer | string;
  /** '0' a file (default), '2' a symlink to `link`, '5' a folder. */
  type?: '0' | '2' | '5';
  link?: string;
}

function header(e: TarEntry, size: number): Buffer {
  const h = Buffer.alloc(512);
  let name = e.path;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 154);
    prefix = name.slice(0, cut);
    name = name.slice(cut + 1);
  }
  h.write(name, 0, 100, 'utf8');
  h.write('0000644\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  h.write('00000000000\0', 136);
  h.write('        ', 148);
  h.write(e.type ?? '0', 156);
  if (e.link) h.write(e.link, 157, 100);
  h.write('ustar\0', 257);
  h.write('00', 263);
  h.write(prefix, 345, 155);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

/** A tar archive of the entries, as `tar` writes one (ustar, prefix for long paths). */
export function tar(entries: readonly TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const data = Buffer.from(e.type === '0' || e.type === undefined ? e.data : '');
    parts.push(header(e, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

export const tgz = (entries: readonly TarEntry[]): Buffer => gzipSync(tar(entries));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/**
 * A chart folder of the corpus packed as its release publishes it: under `<name>/`, Chart.yaml
 * with the release's name and version stamped in (and from `Chart.template.yaml` when that is the
 * file), `extra` files added (cert-manager's CRDs copied into templates/).
 */
export function packChart(
  dir: string,
  name: string,
  version: string,
  extra: Record<string, string> = {},
): Buffer {
  const entries: TarEntry[] = [];
  for (const f of filesUnder(dir).sort()) {
    let rel = relative(dir, f);
    let data: Buffer | string = readFileSync(f);
    if (rel === 'Chart.yaml' || rel === 'Chart.template.yaml') {
      rel = 'Chart.yaml';
      data = data
        .toString('utf8')
        .replace(/^name:.*$/m, `name: ${name}`)
        .replace(/^version:.*$/m, `version: ${version}`);
    }
    entries.push({ path: `${name}/${rel}`, data });
  }
  for (const [p, text] of Object.entries(extra)) entries.push({ path: `${name}/${p}`, data: text });
  return tgz(entries);
}

export interface ChartServer {
  url: string;
  /** Paths asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse, base: string) => void,
): Promise<ChartServer> {
  const requests: string[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res, base);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export interface ServedChart {
  name: string;
  version: string;
  archive: Buffer;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A Helm repository: `/index.yaml` (relative archive URLs, sha256 digests) and `/charts/<name>-<version>.tgz`. */
export function helmRepository(charts: readonly ServedChart[]): Promise<ChartServer> {
  const entries: Record<string, string[]> = {};
  for (const c of charts)
    (entries[c.name] ??= []).push(
      `  - name: ${c.name}\n    version: ${c.version}\n    digest: ${sha(c.archive)}\n    urls:\n      - charts/${c.name}-${c.version}.tgz\n`,
    );
  const index = `apiVersion: v1\nentries:\n${Object.entries(entries)
    .map(([n, list]) => `  ${n}:\n${list.join('').replace(/^/gm, '  ')}`)
    .join('')}`;
  return listen((req, res) => {
    if (req.url === '/index.yaml') return res.end(index);
    const c = charts.find((x) => req.url === `/charts/${x.name}-${x.version}.tgz`);
    if (!c) {
      res.statusCode = 404;
      return res.end();
    }
    res.end(c.archive);
  });
}

/**
 * An OCI registry serving each chart at `/v2/<prefix>/<name>/manifests/<version>`: every /v2/ request
 * without the token answers 401 with a Bearer challenge; `/token` hands out the token.
 */
export function ociRegistry(charts: readonly ServedChart[], prefix = 'charts'): Promise<ChartServer> {
  const TOKEN = 'anonymous-token-123';
  const blobs = new Map<string, Buffer>();
  const config = Buffer.from('{}');
  blobs.set(`sha256:${sha(config)}`, config);
  for (const c of charts) blobs.set(`sha256:${sha(c.archive)}`, c.archive);
  return listen((req, res, base) => {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname === '/token') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ token: TOKEN, scope: url.searchParams.get('scope') }));
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.statusCode = 401;
      const name = /^\/v2\/(.+)\/(manifests|blobs)\//.exec(url.pathname)?.[1] ?? '';
      res.setHeader(
        'www-authenticate',
        `Bearer realm="${base}/token",service="test-registry",scope="repository:${name}:pull"`,
      );
      return res.end();
    }
    const m = /^\/v2\/(.+)\/manifests\/([^/]+)$/.exec(url.pathname);
    if (m) {
      const c = charts.find((x) => `${prefix}/${x.name}` === m[1] && x.version.replace(/\+/g, '_') === m[2]);
      if (!c) {
        res.statusCode = 404;
        return res.end();
      }
      res.setHeader('content-type', 'application/vnd.oci.image.manifest.v1+json');
      return res.end(
        JSON.stringify({
          schemaVersion: 2,
          config: {
            mediaType: 'application/vnd.cncf.helm.config.v1+json',
            digest: `sha256:${sha(config)}`,
            size: config.length,
          },
          layers: [
            {
              mediaType: 'application/vnd.cncf.helm.chart.content.v1.tar+gzip',
              digest: `sha256:${sha(c.archive)}`,
              size: c.archive.length,
            },
          ],
        }),
      );
    }
    const b = /^\/v2\/.+\/blobs\/(sha256:[0-9a-f]{64})$/.exec(url.pathname);
    const blob = b && blobs.get(b[1]!);
    if (!blob) {
      res.statusCode = 404;
      return res.end();
    }
    res.end(blob);
  });
}
