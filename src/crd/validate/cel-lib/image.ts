import { celFunc, celMethod, CelScalar, type CelFunc } from '@bufbuild/cel';
import { noOverload, opaque, opaqueOf } from './values.js';

/** An image reference as k8s.io/apiserver/pkg/cel/library/image.go's ConvertToImageRef fills it. */
interface ImageRef {
  registry: string;
  repository: string;
  identifier: string;
  tag: string;
  digest: string;
}

const DEFAULT_REGISTRY = 'index.docker.io';
const TAG_CHARS = /^[A-Za-z0-9_.-]{1,127}$/;
const REPOSITORY_CHARS = /^[a-z0-9_./-]{2,255}$/;
const DIGEST = /^[sh:0-9a-f]{71}$/;
/** Go's url.Parse("//" + name).Host == name: an RFC 3986 authority (host, optional numeric port). */
const AUTHORITY = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]*)(?::\d*)?$/;

/** go-containerregistry name.NewRepository (default, not strict): registry host when the first part has `.` or `:`. */
function repository(name: string): { registry: string; repository: string } | undefined {
  if (!name) return undefined;
  const slash = name.indexOf('/');
  const first = slash < 0 ? '' : name.slice(0, slash);
  const [host, repo] =
    first.includes('.') || first.includes(':') ? [first, name.slice(slash + 1)] : ['', name];
  if (!REPOSITORY_CHARS.test(repo) || !AUTHORITY.test(host) || host.includes('@')) return undefined;
  const registry = !host || host === 'docker.io' ? DEFAULT_REGISTRY : host;
  const implicit = !repo.includes('/') && registry === DEFAULT_REGISTRY;
  return { registry, repository: implicit ? `library/${repo}` : repo };
}

/** name.NewTag: `base[:tag]`, the tag defaulting to `latest`. */
function tagged(name: string): ImageRef | undefined {
  const parts = name.split(':');
  const last = parts.at(-1)!;
  const [base, tag] =
    parts.length > 1 && !last.includes('/') ? [parts.slice(0, -1).join(':'), last] : [name, ''];
  if (tag && !TAG_CHARS.test(tag)) return undefined;
  const repo = repository(base);
  const identifier = tag || 'latest';
  return repo && { ...repo, identifier, tag: identifier, digest: '' };
}

/** name.NewDigest: `base[:tag]@sha256:<64 hex>`; a tag in the base is dropped. */
function digested(name: string): ImageRef | undefined {
  const parts = name.split('@');
  if (parts.length !== 2 || !DIGEST.test(parts[1]!)) return undefined;
  const t = tagged(parts[0]!);
  const repo = t ? { registry: t.registry, repository: t.repository } : repository(parts[0]!);
  return repo && { ...repo, identifier: parts[1]!, tag: '', digest: parts[1]! };
}

/** go-containerregistry name.ParseReference: a tag reference, else a digest reference. */
export function parseImage(s: string): ImageRef | undefined {
  return tagged(s) ?? digested(s);
}

const imageOf = (v: unknown): ImageRef => {
  const c = opaqueOf(v, 'image');
  if (typeof c !== 'string') throw noOverload('image');
  return JSON.parse(c) as ImageRef;
};
const part = (name: keyof ImageRef) =>
  celMethod(name, CelScalar.DYN, [], CelScalar.STRING, function () {
    return imageOf(this)[name];
  });

/** k8s.io/apiserver/pkg/cel/library/image.go (Kubernetes 1.33+). */
export const IMAGE_LIB: CelFunc[] = [
  celFunc('image', [CelScalar.STRING], CelScalar.DYN, (s) => {
    const ref = parseImage(s);
    if (!ref) throw new Error(`could not parse reference: ${s}`);
    return opaque('image', JSON.stringify(ref));
  }),
  celFunc('isImage', [CelScalar.STRING], CelScalar.BOOL, (s) => parseImage(s) !== undefined),
  celMethod('containsDigest', CelScalar.DYN, [], CelScalar.BOOL, function () {
    return imageOf(this).digest !== '';
  }),
  part('registry'),
  part('repository'),
  part('identifier'),
  part('tag'),
  part('digest'),
];
