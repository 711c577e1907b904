/**
 * A chart from an OCI registry, by the distribution API: the manifest of the tag, its Helm chart
 * layer (`application/vnd.cncf.helm.chart.content.v1.tar+gzip`), the blob, its digest checked. On
 * a 401 the anonymous (or configured) bearer-token flow of `WWW-Authenticate: Bearer realm=…,
 * service=…,scope=…` (distribution spec, docs/spec/auth/token.md). Helm writes `+` in a version
 * as `_` in the tag (helm@v3.16 pkg/registry/client.go).
 */
import { asRecord } from '../values.js';
import { FetchError, get, shown, type HttpOptions } from './http.js';
import { MAX_ARCHIVE_BYTES, sha256 } from './helm-repo.js';

export const HELM_CHART_LAYER = 'application/vnd.cncf.helm.chart.content.v1.tar+gzip';
const LEGACY_LAYER = 'application/tar+gzip';
const MANIFEST_ACCEPT =
  'application/vnd.oci.image.manifest.v1+json, application/vnd.docker.distribution.manifest.v2+json';

/** `oci://host[:port]/path/chart` split into the registry's base URL and the repository name. */
export function registryOf(ref: string): { base: string; name: string } {
  const m = /^oci:\/\/([^/]+)\/(.+)$/.exec(ref);
  if (!m) throw new FetchError(`${ref} is not an oci://host/name reference`);
  const host = m[1]!;
  // Plain HTTP only for a registry on this machine (as Docker treats localhost); HTTPS elsewhere.
  const local = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(host);
  return { base: `${local ? 'http' : 'https'}://${host}`, name: m[2]! };
}

/** The `Bearer` challenge's parameters. */
export function bearerChallenge(header: string | undefined): Record<string, string> | undefined {
  if (!header || !/^Bearer\s/i.test(header)) return undefined;
  const out: Record<string, string> = {};
  for (const m of header.slice(7).matchAll(/([A-Za-z]+)="([^"]*)"/g)) out[m[1]!.toLowerCase()] = m[2]!;
  return out.realm ? out : undefined;
}

async function token(
  challenge: Record<string, string>,
  http: HttpOptions,
  basic: string | undefined,
): Promise<string> {
  const url = new URL(challenge.realm!);
  if (challenge.service) url.searchParams.set('service', challenge.service);
  if (challenge.scope) url.searchParams.set('scope', challenge.scope);
  const body = await get(url.toString(), {
    ...http,
    maxBytes: 1024 * 1024,
    headers: basic ? { authorization: basic } : {},
  });
  let json: Record<string, unknown>;
  try {
    json = asRecord(JSON.parse(body.toString('utf8')));
  } catch {
    throw new FetchError(`${shown(url.toString())}: the token answer is not JSON`);
  }
  const t = json.token ?? json.access_token;
  if (typeof t !== 'string' || !t) throw new FetchError(`${shown(url.toString())}: no token in the answer`);
  return t;
}

/** The chart archive of `ref` at `tag`. */
export async function fetchFromRegistry(
  ref: string,
  tag: string,
  http: HttpOptions,
  auth: string | undefined,
): Promise<{ archive: Buffer; from: string }> {
  const { base, name } = registryOf(ref);
  // A tag is at most 128 word characters, dots and dashes (distribution spec); `+` is Helm's `_`.
  if (!/^sha256:[0-9a-f]{64}$/.test(tag) && !/^[A-Za-z0-9_][A-Za-z0-9._+-]{0,127}$/.test(tag))
    throw new FetchError(`${JSON.stringify(tag)} is not one tag (a range or a pattern names no one chart)`);
  const reference = /^sha256:[0-9a-f]{64}$/.test(tag) ? tag : tag.replace(/\+/g, '_');
  const manifestUrl = `${base}/v2/${name}/manifests/${reference}`;
  let headers: Record<string, string> = auth?.startsWith('Bearer ') ? { authorization: auth } : {};
  let manifest: Buffer;
  try {
    manifest = await get(manifestUrl, {
      ...http,
      maxBytes: 4 * 1024 * 1024,
      headers: { ...headers, accept: MANIFEST_ACCEPT },
    });
  } catch (err) {
    const challenge =
      err instanceof FetchError && err.status === 401 ? bearerChallenge(err.wwwAuthenticate) : undefined;
    if (!challenge) throw err;
    headers = {
      authorization: `Bearer ${await token(challenge, http, auth?.startsWith('Basic ') ? auth : undefined)}`,
    };
    manifest = await get(manifestUrl, {
      ...http,
      maxBytes: 4 * 1024 * 1024,
      headers: { ...headers, accept: MANIFEST_ACCEPT },
    });
  }
  let layers: unknown[];
  try {
    layers = (asRecord(JSON.parse(manifest.toString('utf8'))).layers as unknown[]) ?? [];
  } catch {
    throw new FetchError(`${shown(manifestUrl)}: the manifest is not JSON`);
  }
  const layer = asRecord(
    (Array.isArray(layers) ? layers : []).find((l) =>
      [HELM_CHART_LAYER, LEGACY_LAYER].includes(String(asRecord(l).mediaType)),
    ),
  );
  const digest = typeof layer.digest === 'string' ? layer.digest : undefined;
  if (!digest || !/^sha256:[0-9a-f]{64}$/.test(digest))
    throw new FetchError(`${shown(manifestUrl)} has no Helm chart layer (${HELM_CHART_LAYER})`);
  if (typeof layer.size === 'number' && layer.size > MAX_ARCHIVE_BYTES)
    throw new FetchError(
      `${shown(manifestUrl)}: the chart layer is ${layer.size} bytes, over ${MAX_ARCHIVE_BYTES}`,
    );
  const blobUrl = `${base}/v2/${name}/blobs/${digest}`;
  const archive = await get(blobUrl, { ...http, maxBytes: MAX_ARCHIVE_BYTES, headers });
  if (`sha256:${sha256(archive)}` !== digest)
    throw new FetchError(`${shown(blobUrl)}: the blob's sha256 is not its digest`);
  return { archive, from: `${ref}:${reference}` };
}
