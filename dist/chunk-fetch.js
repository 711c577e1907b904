import { createRequire as __createRequire } from 'node:module';
const __require = __createRequire(import.meta.url);
const { mkdtempSync, writeFileSync, mkdirSync, rmSync } = __require("node:fs");
const { tmpdir } = __require("node:os");
const { join, posix } = __require("node:path");
import { b as load, J as JSON_SCHEMA, n as namedRepositories, c as chartChanges, d as locationKey, t as trusted, p as parseFile, K as KUSTOMIZATION_FILE, e as KUSTOMIZATION_TYPE } from './chunk-evaluation.js';
import { a as asRecord, o as onPath } from './chunk-cli-main.js';
const { createHash } = __require("node:crypto");
const { execFile } = __require("node:child_process");
const { gunzipSync } = __require("node:zlib");
import './chunk-version.js';

/** JSON Schema fragment for the `charts` section of the config file (chart fetching, docs/charts.md). */
/** `charts.allow`. */
const allowOf = (section) => Array.isArray(section?.allow) ? section.allow.filter((a) => typeof a === 'string') : [];
/** `charts.timeout` in milliseconds. */
const timeoutOf = (section) => (typeof section?.timeout === 'number' ? section.timeout : 30) * 1000;

/** Credentials for chart repositories, only from environment variables the base config names. */
/** `charts.credentials` of the config (validated by the schema). */
function credentialsOf(section) {
    const list = Array.isArray(section?.credentials) ? section.credentials : [];
    return list.map((c) => asRecord(c)).filter((c) => typeof c.url === 'string');
}
const under = (url, prefix) => url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
/** The Authorization header for a URL, when a configured credential covers it and its variables are set. */
function authorizationFor(url, creds, env) {
    const c = creds.find((x) => under(url, x.url.replace(/^oci:\/\//, 'https://')) || under(url, x.url));
    if (!c)
        return undefined;
    const token = c.tokenEnv ? env[c.tokenEnv] : undefined;
    if (token)
        return `Bearer ${token}`;
    const user = c.usernameEnv ? env[c.usernameEnv] : undefined;
    const pass = c.passwordEnv ? env[c.passwordEnv] : undefined;
    return user !== undefined && pass !== undefined
        ? `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`
        : undefined;
}

class FetchError extends Error {
    status;
    wwwAuthenticate;
    final;
    constructor(message, status, wwwAuthenticate, 
    /** Not worth another attempt (too large). */
    final = false) {
        super(message);
        this.status = status;
        this.wwwAuthenticate = wwwAuthenticate;
        this.final = final;
    }
}
/** The URL as a report may show it: no credentials, no query. */
function shown(url) {
    try {
        const u = new URL(url);
        return `${u.protocol}//${u.host}${u.pathname}`;
    }
    catch {
        return '(an invalid URL)';
    }
}
async function readCapped(res, maxBytes, url) {
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared > maxBytes)
        throw new FetchError(`${shown(url)} is ${declared} bytes, over the ${maxBytes} bytes allowed`, undefined, undefined, true);
    const chunks = [];
    let total = 0;
    const reader = res.body?.getReader();
    if (!reader)
        return Buffer.alloc(0);
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        total += value.length;
        if (total > maxBytes) {
            await reader.cancel().catch(() => undefined);
            throw new FetchError(`${shown(url)} is over the ${maxBytes} bytes allowed`, undefined, undefined, true);
        }
        chunks.push(Buffer.from(value));
    }
    return Buffer.concat(chunks);
}
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
async function once(url, opts) {
    let res;
    try {
        res = await fetch(url, {
            headers: opts.headers ?? {},
            redirect: 'follow',
            signal: AbortSignal.timeout(opts.timeoutMs),
        });
    }
    catch (err) {
        const e = err;
        const why = e.name === 'TimeoutError' ? `no answer within ${opts.timeoutMs} ms` : (e.cause?.code ?? e.message);
        throw new FetchError(`${shown(url)}: ${why}`);
    }
    if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new FetchError(`${shown(url)}: HTTP ${res.status}`, res.status, res.headers.get('www-authenticate') ?? undefined);
    }
    return readCapped(res, opts.maxBytes, url);
}
const retriable = (e) => e.status === undefined || e.status === 429 || e.status >= 500;
/** GET `url`, retried on network errors, 429 and 5xx; only http: and https: URLs. */
async function get(url, opts) {
    if (!/^https?:\/\//i.test(url))
        throw new FetchError(`${shown(url)}: only http and https URLs are fetched`);
    for (let attempt = 0;; attempt++) {
        try {
            return await once(url, opts);
        }
        catch (err) {
            const e = err instanceof FetchError ? err : new FetchError(String(err));
            if (e.final || !retriable(e) || attempt >= opts.retries)
                throw e;
            await wait(100 * 4 ** attempt);
        }
    }
}

/**
 * A chart from a Helm HTTP(S) repository: `index.yaml` names the archive URL (relative URLs
 * resolve against the repository, as helm's repo.ResolveReferenceURL does: helm@v3.16
 * pkg/repo/chartrepo.go) and its sha256 `digest`, checked on the bytes fetched.
 */
/** Bytes an index.yaml may hold (large public repositories reach tens of MiB). */
const MAX_INDEX_BYTES = 64 * 1024 * 1024;
const MAX_ARCHIVE_BYTES = 20 * 1024 * 1024;
const sameVersion = (a, b) => typeof a === 'string' && a.replace(/^v/, '') === b.replace(/^v/, '');
/** The archive URL and digest of `chart` at `version` in a repository's index. */
function entryOf(indexText, repo, chart, version) {
    let index;
    try {
        index = asRecord(load(indexText, { schema: JSON_SCHEMA }));
    }
    catch (err) {
        throw new FetchError(`${shown(`${repo}/index.yaml`)} is not YAML (${err.message.split('\n')[0]})`);
    }
    const entries = asRecord(index.entries)[chart];
    if (!Array.isArray(entries))
        throw new FetchError(`${shown(`${repo}/index.yaml`)} has no chart ${chart}`);
    const entry = asRecord(entries.find((e) => sameVersion(asRecord(e).version, version)));
    const urls = Array.isArray(entry.urls) ? entry.urls : [];
    if (typeof urls[0] !== 'string')
        throw new FetchError(/^v?\d+\.\d+\.\d+([-+][0-9A-Za-z.+-]*)?$/.test(version)
            ? `${shown(`${repo}/index.yaml`)} has no ${chart} ${version}`
            : `${chart} ${version} is a range, not one version: the gate judges exact versions only`);
    const url = new URL(urls[0], `${repo}/`).toString();
    return { url, ...(typeof entry.digest === 'string' ? { digest: entry.digest } : {}) };
}
const sha256 = (b) => createHash('sha256').update(b).digest('hex');
/** The archive of `chart` at `version` from an HTTP(S) Helm repository, digest checked. */
async function fetchFromHelmRepo(repo, chart, version, http, authFor) {
    const headers = (url) => {
        const auth = authFor(url);
        return auth ? { ...http.headers, authorization: auth } : http.headers;
    };
    const indexUrl = `${repo}/index.yaml`;
    const index = await get(indexUrl, { ...http, maxBytes: MAX_INDEX_BYTES, headers: headers(indexUrl) });
    const { url, digest } = entryOf(index.toString('utf8'), repo, chart, version);
    const archive = await get(url, { ...http, maxBytes: MAX_ARCHIVE_BYTES, headers: headers(url) });
    if (digest && sha256(archive) !== digest.replace(/^sha256:/, ''))
        throw new FetchError(`${shown(url)}: the archive's sha256 is not the digest index.yaml gives`);
    return { archive, from: shown(url) };
}

/**
 * Renders a fetched chart's templates with `helm template` when helm is on PATH, sandboxed: the
 * release's inline values only, its own empty HOME and Helm folders in the run's cache, a timeout,
 * an output cap, and no network (every proxy variable points at a closed port on this machine, and
 * `--dependency-update` is never passed). Never run in the tests of this repository (no helm here).
 */
const HELM_TIMEOUT_MS = 60_000;
const HELM_MAX_OUTPUT = 64 * 1024 * 1024;
/** Port 9 (discard) on the loopback: nothing listens there, so a request fails at once. */
const CLOSED = 'http://127.0.0.1:9';
const findHelm = (env = process.env) => onPath('helm', env);
/** The environment helm runs with: nothing of the runner's but PATH. */
function sandboxEnv(home) {
    return {
        PATH: process.env.PATH ?? '',
        HOME: home,
        HELM_CACHE_HOME: join(home, 'cache'),
        HELM_CONFIG_HOME: join(home, 'config'),
        HELM_DATA_HOME: join(home, 'data'),
        HTTP_PROXY: CLOSED,
        HTTPS_PROXY: CLOSED,
        http_proxy: CLOSED,
        https_proxy: CLOSED,
        NO_PROXY: '',
        no_proxy: '',
    };
}
/** `helm template` of the archive with the source's inline values; its error's first line when it fails. */
function renderChart(helm, archive, source, cacheDir) {
    const home = mkdtempSync(join(cacheDir, 'helm-'));
    const values = join(home, 'values.json');
    writeFileSync(values, JSON.stringify(source.inlineValues));
    // Without --include-crds: crds/ is read from the archive itself; the output holds the templates only.
    const args = ['template', source.releaseName, archive, '--values', values];
    if (source.namespace)
        args.push('--namespace', source.namespace);
    return new Promise((resolve) => {
        execFile(helm, args, {
            env: sandboxEnv(home),
            cwd: home,
            timeout: HELM_TIMEOUT_MS,
            maxBuffer: HELM_MAX_OUTPUT,
            encoding: 'utf8',
        }, (err, stdout, stderr) => {
            if (!err)
                return resolve({ yaml: stdout });
            const why = (stderr.split('\n').find((l) => l.trim()) ?? err.message).slice(0, 300);
            resolve({ error: err.killed ? `no result within ${HELM_TIMEOUT_MS / 1000} s` : why });
        });
    });
}

/**
 * A chart from an OCI registry, by the distribution API: the manifest of the tag, its Helm chart
 * layer (`application/vnd.cncf.helm.chart.content.v1.tar+gzip`), the blob, its digest checked. On
 * a 401 the anonymous (or configured) bearer-token flow of `WWW-Authenticate: Bearer realm=…,
 * service=…,scope=…` (distribution spec, docs/spec/auth/token.md). Helm writes `+` in a version
 * as `_` in the tag (helm@v3.16 pkg/registry/client.go).
 */
const HELM_CHART_LAYER = 'application/vnd.cncf.helm.chart.content.v1.tar+gzip';
const LEGACY_LAYER = 'application/tar+gzip';
const MANIFEST_ACCEPT = 'application/vnd.oci.image.manifest.v1+json, application/vnd.docker.distribution.manifest.v2+json';
/** `oci://host[:port]/path/chart` split into the registry's base URL and the repository name. */
function registryOf(ref) {
    const m = /^oci:\/\/([^/]+)\/(.+)$/.exec(ref);
    if (!m)
        throw new FetchError(`${ref} is not an oci://host/name reference`);
    const host = m[1];
    // Plain HTTP only for a registry on this machine (as Docker treats localhost); HTTPS elsewhere.
    const local = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(host);
    return { base: `${local ? 'http' : 'https'}://${host}`, name: m[2] };
}
/** The `Bearer` challenge's parameters. */
function bearerChallenge(header) {
    if (!header || !/^Bearer\s/i.test(header))
        return undefined;
    const out = {};
    for (const m of header.slice(7).matchAll(/([A-Za-z]+)="([^"]*)"/g))
        out[m[1].toLowerCase()] = m[2];
    return out.realm ? out : undefined;
}
async function token(challenge, http, basic) {
    const url = new URL(challenge.realm);
    if (challenge.service)
        url.searchParams.set('service', challenge.service);
    if (challenge.scope)
        url.searchParams.set('scope', challenge.scope);
    const body = await get(url.toString(), {
        ...http,
        maxBytes: 1024 * 1024,
        headers: basic ? { authorization: basic } : {},
    });
    let json;
    try {
        json = asRecord(JSON.parse(body.toString('utf8')));
    }
    catch {
        throw new FetchError(`${shown(url.toString())}: the token answer is not JSON`);
    }
    const t = json.token ?? json.access_token;
    if (typeof t !== 'string' || !t)
        throw new FetchError(`${shown(url.toString())}: no token in the answer`);
    return t;
}
/** The chart archive of `ref` at `tag`. */
async function fetchFromRegistry(ref, tag, http, auth) {
    const { base, name } = registryOf(ref);
    // A tag is at most 128 word characters, dots and dashes (distribution spec); `+` is Helm's `_`.
    if (!/^sha256:[0-9a-f]{64}$/.test(tag) && !/^[A-Za-z0-9_][A-Za-z0-9._+-]{0,127}$/.test(tag))
        throw new FetchError(`${JSON.stringify(tag)} is not one tag (a range or a pattern names no one chart)`);
    const reference = /^sha256:[0-9a-f]{64}$/.test(tag) ? tag : tag.replace(/\+/g, '_');
    const manifestUrl = `${base}/v2/${name}/manifests/${reference}`;
    let headers = auth?.startsWith('Bearer ') ? { authorization: auth } : {};
    let manifest;
    try {
        manifest = await get(manifestUrl, {
            ...http,
            maxBytes: 4 * 1024 * 1024,
            headers: { ...headers, accept: MANIFEST_ACCEPT },
        });
    }
    catch (err) {
        const challenge = err instanceof FetchError && err.status === 401 ? bearerChallenge(err.wwwAuthenticate) : undefined;
        if (!challenge)
            throw err;
        headers = {
            authorization: `Bearer ${await token(challenge, http, auth?.startsWith('Basic ') ? auth : undefined)}`,
        };
        manifest = await get(manifestUrl, {
            ...http,
            maxBytes: 4 * 1024 * 1024,
            headers: { ...headers, accept: MANIFEST_ACCEPT },
        });
    }
    let layers;
    try {
        layers = asRecord(JSON.parse(manifest.toString('utf8'))).layers ?? [];
    }
    catch {
        throw new FetchError(`${shown(manifestUrl)}: the manifest is not JSON`);
    }
    const layer = asRecord((Array.isArray(layers) ? layers : []).find((l) => [HELM_CHART_LAYER, LEGACY_LAYER].includes(String(asRecord(l).mediaType))));
    const digest = typeof layer.digest === 'string' ? layer.digest : undefined;
    if (!digest || !/^sha256:[0-9a-f]{64}$/.test(digest))
        throw new FetchError(`${shown(manifestUrl)} has no Helm chart layer (${HELM_CHART_LAYER})`);
    if (typeof layer.size === 'number' && layer.size > MAX_ARCHIVE_BYTES)
        throw new FetchError(`${shown(manifestUrl)}: the chart layer is ${layer.size} bytes, over ${MAX_ARCHIVE_BYTES}`);
    const blobUrl = `${base}/v2/${name}/blobs/${digest}`;
    const archive = await get(blobUrl, { ...http, maxBytes: MAX_ARCHIVE_BYTES, headers });
    if (`sha256:${sha256(archive)}` !== digest)
        throw new FetchError(`${shown(blobUrl)}: the blob's sha256 is not its digest`);
    return { archive, from: `${ref}:${reference}` };
}

/**
 * Reads a chart archive (`.tgz`) in memory: gunzip with a cap, then the tar entries (ustar, pax
 * `x`/`g` headers, GNU long names). Only regular files are kept; links are never followed and a
 * path that would leave the chart's folder (absolute, `..`) is refused. Nothing touches the disk.
 */
const DEFAULT_TAR_LIMITS = {
    maxUnpacked: 100 * 1024 * 1024,
    maxFileSize: 10 * 1024 * 1024,
    maxEntries: 20000,
};
class ArchiveError extends Error {
}
const text = (b, start, len) => {
    const s = b.subarray(start, start + len);
    const end = s.indexOf(0);
    return s.subarray(0, end < 0 ? s.length : end).toString('utf8');
};
function octal(b, start, len) {
    const s = text(b, start, len).trim();
    if (!/^[0-7]*$/.test(s))
        throw new ArchiveError(`bad size field ${JSON.stringify(s)}`);
    return s ? parseInt(s, 8) : 0;
}
/** `path=…` of a pax extended header. */
function paxPath(body) {
    let i = 0;
    let path;
    while (i < body.length) {
        const sp = body.indexOf(0x20, i);
        if (sp < 0)
            break;
        const len = Number(body.subarray(i, sp).toString('ascii'));
        if (!Number.isInteger(len) || len <= 0)
            break;
        const rec = body.subarray(sp + 1, i + len - 1).toString('utf8');
        if (rec.startsWith('path='))
            path = rec.slice(5);
        i += len;
    }
    return path;
}
/** A tar path made safe: relative, normalised, never leaving its root; undefined when it would. */
function safePath(name) {
    if (!name || name.includes('\0') || name.startsWith('/') || /^[A-Za-z]:/.test(name))
        return undefined;
    const n = posix.normalize(name.replace(/\\/g, '/'));
    if (n === '..' || n.startsWith('../') || n.startsWith('/'))
        return undefined;
    return n.replace(/^\.\//, '');
}
/** Every regular text file of a tar archive. */
function readTar(tar, limits = DEFAULT_TAR_LIMITS) {
    const files = [];
    const left = [];
    let off = 0;
    let longName;
    let entries = 0;
    while (off + 512 <= tar.length) {
        const h = tar.subarray(off, off + 512);
        if (h.every((x) => x === 0))
            break;
        if (++entries > limits.maxEntries)
            throw new ArchiveError(`more than ${limits.maxEntries} entries`);
        const size = octal(h, 124, 12);
        const type = String.fromCharCode(h[156]);
        const body = off + 512;
        if (body + size > tar.length)
            throw new ArchiveError('truncated archive');
        const data = tar.subarray(body, body + size);
        off = body + Math.ceil(size / 512) * 512;
        if (type === 'x' || type === 'L') {
            longName = type === 'x' ? paxPath(data) : text(data, 0, data.length);
            continue;
        }
        if (type === 'g')
            continue;
        const prefix = h.subarray(257, 262).toString('ascii') === 'ustar' ? text(h, 345, 155) : '';
        const raw = longName ?? (prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100));
        longName = undefined;
        if (type !== '0' && type !== '\0' && type !== '7') {
            if (type !== '5')
                left.push(`${raw} (${type === '1' || type === '2' ? 'a link, not followed' : `entry type ${type}`})`);
            continue;
        }
        const path = safePath(raw);
        if (!path)
            left.push(`${raw} (leaves the chart's folder)`);
        else if (size > limits.maxFileSize)
            left.push(`${path} (${size} bytes, over ${limits.maxFileSize})`);
        else if (data.includes(0))
            left.push(`${path} (binary)`);
        else
            files.push({ path, text: data.toString('utf8') });
    }
    return { files, left };
}
/** Gunzips an archive, refusing one that expands beyond `maxUnpacked`. */
function gunzip(archive, limits = DEFAULT_TAR_LIMITS) {
    try {
        return gunzipSync(archive, { maxOutputLength: limits.maxUnpacked });
    }
    catch (err) {
        const e = err;
        if (e.code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError)
            throw new ArchiveError(`it expands beyond ${limits.maxUnpacked} bytes`);
        throw new ArchiveError(`not a gzip archive (${e.message})`);
    }
}
/**
 * A chart archive's files, relative to the chart's folder (the archive's top folder holding
 * `Chart.yaml`), with the chart's name and version from it.
 */
function readChartArchive(archive, limits = DEFAULT_TAR_LIMITS) {
    const { files, left } = readTar(gunzip(archive, limits), limits);
    const top = files.find((f) => /^[^/]+\/Chart\.yaml$/.test(f.path))?.path.split('/')[0];
    if (top === undefined)
        throw new ArchiveError('no Chart.yaml in a top folder');
    const inside = files
        .filter((f) => f.path.startsWith(`${top}/`))
        .map((f) => ({ path: f.path.slice(top.length + 1), text: f.text }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const chartYaml = inside.find((f) => f.path === 'Chart.yaml').text;
    const field = (k) => new RegExp(`^${k}:[ \\t]*["']?([^"'\\s#]+)`, 'm').exec(chartYaml)?.[1] ?? '';
    return { name: field('name'), version: field('version'), files: inside, left };
}

/**
 * The I/O edge of the charts pack (called by run.ts before the evaluation): finds the chart
 * sources the change touches, fetches each version once from repositories the base revision names
 * (or `charts.allow` admits), reads the archives in memory and, when helm is on PATH, renders the
 * templates in a sandbox. A repository only the pull request names is never contacted.
 */
/** Chart versions one run fetches at most; past it each one is "not fetched", said at its line. */
const MAX_FETCHES = 64;
/** Words of the files that may hold a chart source or a repository. */
const MENTIONS = /HelmRelease|HelmRepository|OCIRepository|Application|helmCharts/;
/** The objects of a side that may hold chart sources (a cheap read ahead of the evaluation). */
function sideObjects(snapshot) {
    const objects = snapshot.files
        .filter((f) => MENTIONS.test(f.text))
        .flatMap((f) => parseFile(f, {}, KUSTOMIZATION_FILE.test(f.path) ? KUSTOMIZATION_TYPE : undefined).objects);
    return { objects, configs: objects };
}
/** A run's chart fetches: each location once, archives kept in one cache folder for the run. */
class ChartCache {
    dir;
    outcomes = new Map();
    archives = new Map();
    constructor(root) {
        mkdirSync(root, { recursive: true });
        this.dir = mkdtempSync(join(root, 'upgrade-gate-charts-'));
    }
    get(loc, load) {
        const key = locationKey(loc);
        let p = this.outcomes.get(key);
        if (!p) {
            p = load().then(({ archive, from }) => {
                const file = join(this.dir, `${sha256(archive)}.tgz`);
                writeFileSync(file, archive);
                this.archives.set(key, file);
                const { name, version, files } = readChartArchive(archive);
                return { chart: { name, version, files, from } };
            }, (err) => ({ error: err.message }));
            this.outcomes.set(key, p);
        }
        return p;
    }
    remove() {
        rmSync(this.dir, { recursive: true, force: true });
    }
}
function loader(loc, opts, http) {
    const creds = credentialsOf(opts.config.charts);
    const version = loc.version;
    if (loc.kind === 'http')
        return () => fetchFromHelmRepo(loc.repo, loc.chart, version, http, (url) => authorizationFor(url, creds, opts.env));
    const ref = `${loc.repo}/${loc.chart}`;
    return () => fetchFromRegistry(ref, version, http, authorizationFor(ref, creds, opts.env));
}
/** Fetches what the chart changes between two snapshots need; the cache folder is removed before it returns. */
async function fetchCharts(base, head, opts) {
    const [b, h] = [sideObjects(base), sideObjects(head)];
    const named = namedRepositories(b);
    const allow = allowOf(opts.config.charts);
    const http = {
        timeoutMs: timeoutOf(opts.config.charts),
        retries: opts.retries ?? 2,
        maxBytes: 0,
    };
    const cache = new ChartCache(opts.cacheRoot ?? tmpdir());
    try {
        const outcomes = new Map();
        const wanted = [];
        for (const c of chartChanges(b, h)) {
            if (c.base)
                wanted.push({ side: 'base', source: c.base });
            if (c.head)
                wanted.push({ side: 'head', source: c.head });
        }
        const keys = new Set();
        await Promise.all(wanted.map(async ({ source }) => {
            const loc = source.location;
            if (!loc || loc.version === undefined)
                return;
            const key = locationKey(loc);
            if (!trusted(loc, named, allow))
                return outcomes.set(key, { untrusted: true });
            if (!keys.has(key) && keys.size >= MAX_FETCHES)
                return outcomes.set(key, {
                    error: `more than ${MAX_FETCHES} chart versions in one change, this one not fetched`,
                });
            keys.add(key);
            outcomes.set(key, await cache.get(loc, loader(loc, opts, http)));
        }));
        return { outcomes, ...(await renderAll(wanted, cache, outcomes)) };
    }
    finally {
        cache.remove();
    }
}
/** Renders each fetched source's templates with helm when it is on PATH. */
async function renderAll(wanted, cache, outcomes) {
    const fetched = wanted.filter((w) => w.source.location && cache.archives.has(locationKey(w.source.location)));
    if (!fetched.length)
        return {};
    const helm = findHelm();
    if (!helm)
        return { noHelm: 'helm is not on PATH' };
    const rendered = new Map();
    for (const { side, source } of fetched) {
        const key = locationKey(source.location);
        if (!outcomes.has(key))
            continue;
        rendered.set(`${side} ${source.id}`, await renderChart(helm, cache.archives.get(key), source, cache.dir));
    }
    return { rendered };
}

export { MAX_FETCHES, fetchCharts, sideObjects };
