import { celFunc, celMethod, CelScalar, type CelFunc } from '@bufbuild/cel';
import { noOverload, opaque, opaqueOf } from './values.js';

/** Go's url.ParseRequestURI, as the Kubernetes URL library uses it: an absolute URI or an absolute path. */
function parseRequestUri(s: string): URL | undefined {
  if ([...s].some((c) => c <= ' ' || c === '\u007f') || s.includes('#')) return undefined;
  try {
    if (s.startsWith('/')) return new URL(s, 'relative:///');
    if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(s)) return undefined;
    return new URL(s);
  } catch {
    return undefined;
  }
}

function urlOf(v: unknown): { url: URL; text: string } {
  const text = opaqueOf(v, 'url');
  if (typeof text !== 'string') throw noOverload('url');
  return { url: parseRequestUri(text)!, text };
}

const hostOf = (text: string) =>
  /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?]*)/.exec(text)?.[1]?.replace(/^[^@]*@/, '') ?? '';

/** k8s.io/apiserver/pkg/cel/library/urls.go (every version). */
export const URL_LIB: CelFunc[] = [
  celFunc('url', [CelScalar.STRING], CelScalar.DYN, (s) => {
    if (!parseRequestUri(s))
      throw new Error(
        `URL parse error during conversion from string: parse ${JSON.stringify(s)}: invalid URI for request`,
      );
    return opaque('url', s);
  }),
  celFunc('isURL', [CelScalar.STRING], CelScalar.BOOL, (s) => parseRequestUri(s) !== undefined),
  celMethod('getScheme', CelScalar.DYN, [], CelScalar.STRING, function () {
    const { text } = urlOf(this);
    return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text)?.[1] ?? '';
  }),
  celMethod('getHost', CelScalar.DYN, [], CelScalar.STRING, function () {
    return hostOf(urlOf(this).text);
  }),
  celMethod('getHostname', CelScalar.DYN, [], CelScalar.STRING, function () {
    const host = hostOf(urlOf(this).text);
    const v6 = /^\[([^\]]*)\]/.exec(host);
    return v6 ? v6[1]! : host.replace(/:[0-9]*$/, '');
  }),
  celMethod('getPort', CelScalar.DYN, [], CelScalar.STRING, function () {
    return /:([0-9]*)$/.exec(hostOf(urlOf(this).text).replace(/^\[[^\]]*\]/, ''))?.[1] ?? '';
  }),
  celMethod('getEscapedPath', CelScalar.DYN, [], CelScalar.STRING, function () {
    const { url, text } = urlOf(this);
    return text.startsWith('/') || /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(text) ? url.pathname : '';
  }),
  celMethod('getQuery', CelScalar.DYN, [], CelScalar.DYN, function () {
    const out: Record<string, string[]> = {};
    for (const [k, v] of urlOf(this).url.searchParams) (out[k] ??= []).push(v);
    return out as unknown as bigint;
  }),
];
