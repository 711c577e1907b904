import { celFunc, celMethod, CelScalar, type CelFunc } from '@bufbuild/cel';
import { noOverload, opaque, opaqueOf } from './values.js';

/** An address as bytes: 4 for IPv4, 16 for IPv6. */
type Bytes = number[];

function parseV4(s: string): Bytes | undefined {
  const parts = s.split('.');
  if (parts.length !== 4) return undefined;
  const out = parts.map((p) => (/^(0|[1-9][0-9]{0,2})$/.test(p) ? Number(p) : 256));
  return out.every((b) => b <= 255) ? out : undefined;
}

function parseV6(s: string): Bytes | undefined {
  let tail: Bytes = [];
  let text = s;
  const lastColon = s.lastIndexOf(':');
  if (s.slice(lastColon + 1).includes('.')) {
    const v4 = parseV4(s.slice(lastColon + 1));
    if (!v4) return undefined;
    tail = v4;
    text = `${s.slice(0, lastColon + 1)}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (h: string) => (h === '' ? [] : h.split(':'));
  const [head, rest] = [groups(halves[0]!), halves.length === 2 ? groups(halves[1]!) : []];
  if (![...head, ...rest].every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  const total = head.length + rest.length;
  if (halves.length === 2 ? total > 7 : total !== 8) return undefined;
  const all = [...head, ...Array<string>(8 - total).fill('0'), ...rest].map((g) => parseInt(g, 16));
  const bytes = all.flatMap((g) => [g >> 8, g & 255]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** Go's netip.Addr.String(). */
export function formatIp(b: Bytes): string {
  if (b.length === 4) return b.join('.');
  const g = Array.from({ length: 8 }, (_, i) => (b[2 * i]! << 8) | b[2 * i + 1]!);
  let [best, bestLen] = [-1, 1];
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = (xs: number[]) => xs.map((x) => x.toString(16)).join(':');
  return best < 0 ? hex(g) : `${hex(g.slice(0, best))}::${hex(g.slice(best + bestLen))}`;
}

const is4in6 = (b: Bytes) =>
  b.length === 16 && b.slice(0, 10).every((x) => x === 0) && b[10] === 255 && b[11] === 255;

/** Parses as the Kubernetes IP library: Go's netip, no zone, no IPv4-mapped IPv6; a string error otherwise. */
export function parseIp(s: string): Bytes | string {
  if (s.includes('%')) return 'IP address with zone value is not allowed';
  const b = s.includes(':') ? parseV6(s) : parseV4(s);
  if (!b) return `ParseAddr(${JSON.stringify(s)}): unable to parse IP`;
  if (is4in6(b)) return 'IPv4-mapped IPv6 address is not allowed';
  return b;
}

function parseCidr(s: string): { ip: Bytes; bits: number } | string {
  const slash = s.lastIndexOf('/');
  if (slash < 0) return `netip.ParsePrefix(${JSON.stringify(s)}): no '/'`;
  const ip = parseIp(s.slice(0, slash));
  if (typeof ip === 'string') return ip;
  const bitsText = s.slice(slash + 1);
  const bits = /^(0|[1-9][0-9]{0,2})$/.test(bitsText) ? Number(bitsText) : -1;
  if (bits < 0 || bits > ip.length * 8) return `netip.ParsePrefix(${JSON.stringify(s)}): bad bits`;
  return { ip, bits };
}

const ipValue = (b: Bytes) => opaque('ip', formatIp(b));
const cidrValue = (ip: Bytes, bits: number) => opaque('cidr', `${formatIp(ip)}/${bits}`);
function ipOf(v: unknown): Bytes {
  const c = typeof v === 'string' ? v : opaqueOf(v, 'ip');
  if (typeof c !== 'string') throw noOverload('ip');
  const b = parseIp(c);
  if (typeof b === 'string') throw new Error(b);
  return b;
}
function cidrOf(v: unknown): { ip: Bytes; bits: number } {
  const c = typeof v === 'string' ? v : opaqueOf(v, 'cidr');
  if (typeof c !== 'string') throw noOverload('cidr');
  const p = parseCidr(c);
  if (typeof p === 'string') throw new Error(p);
  return p;
}
const mask = (ip: Bytes, bits: number) =>
  ip.map((x, i) => (i * 8 >= bits ? 0 : i * 8 + 8 <= bits ? x : x & (0xff << (8 - (bits - i * 8))) & 0xff));
const contains = (p: { ip: Bytes; bits: number }, ip: Bytes) =>
  p.ip.length === ip.length && formatIp(mask(ip, p.bits)) === formatIp(mask(p.ip, p.bits));

const v4 = (b: Bytes) => b.length === 4;
const unspecified = (b: Bytes) => b.every((x) => x === 0);
const loopback = (b: Bytes) => (v4(b) ? b[0] === 127 : formatIp(b) === '::1');
const multicast = (b: Bytes) => (v4(b) ? (b[0]! & 0xf0) === 0xe0 : b[0] === 0xff);
const linkLocalUnicast = (b: Bytes) =>
  v4(b) ? b[0] === 169 && b[1] === 254 : b[0] === 0xfe && (b[1]! & 0xc0) === 0x80;
const linkLocalMulticast = (b: Bytes) =>
  v4(b) ? b[0] === 224 && b[1] === 0 && b[2] === 0 : b[0] === 0xff && (b[1]! & 0x0f) === 0x02;

const check = (r: Bytes | string) => {
  if (typeof r === 'string') throw new Error(r);
  return r;
};
const ipMethod = (name: string, f: (b: Bytes) => boolean) =>
  celMethod(name, CelScalar.DYN, [], CelScalar.BOOL, function () {
    return f(ipOf(opaqueOf(this, 'ip') === undefined ? noIp(name) : this));
  });
const noIp = (name: string): never => {
  throw noOverload(name);
};

/** k8s.io/apiserver/pkg/cel/library/ip.go and cidr.go (Kubernetes 1.30+). */
export const IP_LIB: CelFunc[] = [
  celFunc('ip', [CelScalar.STRING], CelScalar.DYN, (s) => ipValue(check(parseIp(s)))),
  celFunc('isIP', [CelScalar.STRING], CelScalar.BOOL, (s) => typeof parseIp(s) !== 'string'),
  celFunc('ip.isCanonical', [CelScalar.STRING], CelScalar.BOOL, (s) => formatIp(check(parseIp(s))) === s),
  celMethod('family', CelScalar.DYN, [], CelScalar.INT, function () {
    return v4(ipOf(opaqueOf(this, 'ip') === undefined ? noIp('family') : this)) ? 4n : 6n;
  }),
  ipMethod('isUnspecified', unspecified),
  ipMethod('isLoopback', loopback),
  ipMethod('isLinkLocalMulticast', linkLocalMulticast),
  ipMethod('isLinkLocalUnicast', linkLocalUnicast),
  ipMethod(
    'isGlobalUnicast',
    (b) =>
      !unspecified(b) &&
      !loopback(b) &&
      !multicast(b) &&
      !linkLocalUnicast(b) &&
      !(v4(b) && b.every((x) => x === 255)),
  ),
  celFunc('cidr', [CelScalar.STRING], CelScalar.DYN, (s) => {
    const p = parseCidr(s);
    if (typeof p === 'string') throw new Error(p);
    return cidrValue(p.ip, p.bits);
  }),
  celFunc('isCIDR', [CelScalar.STRING], CelScalar.BOOL, (s) => typeof parseCidr(s) !== 'string'),
  celMethod('containsIP', CelScalar.DYN, [CelScalar.DYN], CelScalar.BOOL, function (x) {
    return contains(cidrOf(this), ipOf(x));
  }),
  celMethod('containsCIDR', CelScalar.DYN, [CelScalar.DYN], CelScalar.BOOL, function (x) {
    const [p, q] = [cidrOf(this), cidrOf(x)];
    return q.bits >= p.bits && contains(p, q.ip);
  }),
  celMethod('ip', CelScalar.DYN, [], CelScalar.DYN, function () {
    return ipValue(cidrOf(this).ip);
  }),
  celMethod('masked', CelScalar.DYN, [], CelScalar.DYN, function () {
    const p = cidrOf(this);
    return cidrValue(mask(p.ip, p.bits), p.bits);
  }),
  celMethod('prefixLength', CelScalar.DYN, [], CelScalar.INT, function () {
    return BigInt(cidrOf(this).bits);
  }),
];

/** `string(ip)` and `string(cidr)`: their canonical text. */
export function ipString(v: unknown): string | undefined {
  const c = opaqueOf(v, 'ip') ?? opaqueOf(v, 'cidr');
  return typeof c === 'string' ? c : undefined;
}
