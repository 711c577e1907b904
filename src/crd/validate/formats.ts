import { compileRe2, type Re2 } from './re2.js';
import { compatibilityMinor, DEFAULT_KUBERNETES_MINOR } from './kubernetes-version.js';

/**
 * Checks for the formats the API server validates; any other format is ignored, as it does. The
 * expressions run on RE2 (linear time): a megabyte of dots in an `email` field costs a megabyte.
 */
const RE = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  dateTime: /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/,
  uuid: /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/,
  hostname: /^[a-zA-Z0-9]([-a-zA-Z0-9]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([-a-zA-Z0-9]{0,61}[a-zA-Z0-9])?)*$/,
  ipv4: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  ipv6: /^[0-9a-fA-F.]*:[0-9a-fA-F:.]*$/,
  cidr: /^(?:(?:\d{1,3}\.){3}\d{1,3}\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/,
  mac: /^(?:[0-9a-fA-F]{2}[:-]){5}[0-9a-fA-F]{2}$/,
  uri: /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]*$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  byte: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
  duration: /^(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$|^0$/,
};

const LENGTH: Record<string, [number, number]> = {
  hostname: [1, 253],
  ipv6: [2, 45],
  k8sshortname: [0, 63],
  k8slongname: [0, 253],
};

/** Go's `[0-2]?[0-9]?[0-9]` of one colour channel (govalidator's RGBcolor). */
const CHANNEL = '\\s*(0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*';

/**
 * A quantity as k8s.io/apimachinery `resource.ParseQuantity` reads it (sign, decimal, then a binary
 * or decimal SI suffix or an exponent); the CEL quantity library parses with the same expression.
 */
export const QUANTITY_RE =
  /^([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]|[eE][+-]?[0-9]+)?$/;

/**
 * The string formats the API server checks, by their name without `-` (go-openapi's normalisation:
 * `date-time` and `datetime` are one format), as kube-openapi's strfmt registry defines them
 * (govalidator's expressions; `password` accepts anything). Checksums are below.
 */
const STRING_FORMATS: Record<string, RegExp> = {
  date: RE.date,
  datetime: RE.dateTime,
  uuid: RE.uuid,
  uuid3: /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?3[0-9a-fA-F]{3}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/,
  uuid4: /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?4[0-9a-fA-F]{3}-?[89abAB][0-9a-fA-F]{3}-?[0-9a-fA-F]{12}$/,
  uuid5: /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?5[0-9a-fA-F]{3}-?[89abAB][0-9a-fA-F]{3}-?[0-9a-fA-F]{12}$/,
  hostname: RE.hostname,
  ipv4: RE.ipv4,
  ipv6: RE.ipv6,
  cidr: RE.cidr,
  mac: RE.mac,
  uri: RE.uri,
  email: RE.email,
  byte: RE.byte,
  duration: RE.duration,
  bsonobjectid: /^[0-9a-fA-F]{24}$/,
  ssn: /^\d{3}[- ]?\d{2}[- ]?\d{4}$/,
  hexcolor: /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/,
  rgbcolor: new RegExp(`^rgb\\(${CHANNEL},${CHANNEL},${CHANNEL}\\)$`),
  quantity: QUANTITY_RE,
  k8sshortname: /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/,
  k8slongname: /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/,
};

/** govalidator's ISBN-10 / ISBN-13 checks on the text without white space and `-`. */
function isbn(v: string, version: 10 | 13): boolean {
  const s = v.replace(/[\t\n\f\r -]+/g, '');
  const d = (i: number) => s.charCodeAt(i) - 48;
  if (version === 10) {
    if (!/^(?:[0-9]{9}X|[0-9]{10})$/.test(s)) return false;
    let sum = s[9] === 'X' ? 100 : 10 * d(9);
    for (let i = 0; i < 9; i++) sum += (i + 1) * d(i);
    return sum % 11 === 0;
  }
  if (!/^[0-9]{13}$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 ? 3 : 1) * d(i);
  return d(12) === (10 - (sum % 10)) % 10;
}

const CARD =
  /^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|(222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)[0-9]{12}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\d{3})\d{11}|6[27][0-9]{14})$/;

/** govalidator's IsCreditCard: the digits alone match an issuer's shape and pass the Luhn check. */
function creditCard(v: string): boolean {
  const s = v.replace(/[^0-9]+/g, '');
  if (!CARD.test(s)) return false;
  let sum = 0;
  for (let i = s.length - 1, double = false; i >= 0; i--, double = !double) {
    const n = (s.charCodeAt(i) - 48) * (double ? 2 : 1);
    sum += n >= 10 ? (n % 10) + 1 : n;
  }
  return sum % 10 === 0;
}

/** Formats whose check is more than an expression (the texts are bounded by the caller's limits). */
const CHECKS: Record<string, (v: string) => boolean> = {
  isbn: (v) => isbn(v, 10) || isbn(v, 13),
  isbn10: (v) => isbn(v, 10),
  isbn13: (v) => isbn(v, 13),
  creditcard: creditCard,
  // govalidator's IsSSN also wants exactly 11 characters ("123-45-6789").
  ssn: (v) => v.length === 11 && (compiled('ssn', STRING_FORMATS.ssn!) as Re2).test(v),
};

/**
 * Formats introduced at a Kubernetes minor version (apiextensions' `supportedVersionedFormats`): an
 * API server whose compatibility version is older strips them from the schema, so they are never
 * checked there (`StripUnsupportedFormatsPostProcessorForVersion(DefaultCompatibilityVersion())`).
 */
const SINCE: Record<string, number> = { k8sshortname: 34, k8slongname: 34 };

/**
 * Whether a value satisfies a format at a Kubernetes minor version; true for formats the API server
 * of that version does not check.
 */
export function formatOk(format: string, v: unknown, minor = DEFAULT_KUBERNETES_MINOR): boolean {
  if (typeof v === 'number') {
    if (format === 'int32') return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;
    if (format === 'int64') return Number.isInteger(v) && v >= -(2 ** 63) && v < 2 ** 63;
    if (format === 'float') return Math.abs(v) <= 3.4028234663852886e38;
    return true;
  }
  // An int64 only a bigint holds (exact.ts): past int32, within int64 by construction.
  if (typeof v === 'bigint') return format !== 'int32';
  if (typeof v !== 'string') return true;
  const name = format.replaceAll('-', '');
  if (Object.hasOwn(SINCE, name) && compatibilityMinor(minor) < SINCE[name]!) return true;
  if (Object.hasOwn(CHECKS, name)) return CHECKS[name]!(v);
  const re = Object.hasOwn(STRING_FORMATS, name) ? STRING_FORMATS[name] : undefined;
  if (!re) return true;
  const [min, max] = LENGTH[name] ?? [0, Infinity];
  return v.length >= min && v.length <= max && (compiled(name, re) as Re2).test(v);
}

/** The format's expression on RE2 (our own expressions: they compile). */
const compiled = (format: string, re: RegExp) =>
  compileRe2(`${re.flags.includes('i') ? '(?i)' : ''}${re.source}`);
