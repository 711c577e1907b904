/**
 * A chart from a Helm HTTP(S) repository: `index.yaml` names the archive URL (relative URLs
 * resolve against the repository, as helm's repo.ResolveReferenceURL does: helm@v3.16
 * pkg/repo/chartrepo.go) and its sha256 `digest`, checked on the bytes fetched.
 */
import { createHash } from 'node:crypto';
import { JSON_SCHEMA, load } from 'js-yaml';
import { asRecord } from '../values.js';
import { FetchError, get, shown, type HttpOptions } from './http.js';

/** Bytes an index.yaml may hold (large public repositories reach tens of MiB). */
export const MAX_INDEX_BYTES = 64 * 1024 * 1024;
export const MAX_ARCHIVE_BYTES = 20 * 1024 * 1024;

const sameVersion = (a: unknown, b: string) =>
  typeof a === 'string' && a.replace(/^v/, '') === b.replace(/^v/, '');

/** The archive URL and digest of `chart` at `version` in a repository's index. */
export function entryOf(
  indexText: string,
  repo: string,
  chart: string,
  version: string,
): { url: string; digest?: string } {
  let index: Record<string, unknown>;
  try {
    index = asRecord(load(indexText, { schema: JSON_SCHEMA }));
  } catch (err) {
    throw new FetchError(
      `${shown(`${repo}/index.yaml`)} is not YAML (${(err as Error).message.split('\n')[0]})`,
    );
  }
  const entries = asRecord(index.entries)[chart];
  if (!Array.isArray(entries)) throw new FetchError(`${shown(`${repo}/index.yaml`)} has no chart ${chart}`);
  const entry = asRecord(entries.find((e) => sameVersion(asRecord(e).version, version)));
  const urls = Array.isArray(entry.urls) ? entry.urls : [];
  if (typeof urls[0] !== 'string')
    throw new FetchError(
      /^v?\d+\.\d+\.\d+([-+][0-9A-Za-z.+-]*)?$/.test(version)
        ? `${shown(`${repo}/index.yaml`)} has no ${chart} ${version}`
        : `${chart} ${version} is a range, not one version: the gate judges exact versions only`,
    );
  const url = new URL(urls[0], `${repo}/`).toString();
  return { url, ...(typeof entry.digest === 'string' ? { digest: entry.digest } : {}) };
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The archive of `chart` at `version` from an HTTP(S) Helm repository, digest checked. */
export async function fetchFromHelmRepo(
  repo: string,
  chart: string,
  version: string,
  http: HttpOptions,
  authFor: (url: string) => string | undefined,
): Promise<{ archive: Buffer; from: string }> {
  const headers = (url: string) => {
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
