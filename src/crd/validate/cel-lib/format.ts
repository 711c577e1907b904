import { celFunc, celMethod, CelScalar, type CelFunc } from '@bufbuild/cel';
import { none, some } from './optional.js';
import { noOverload, opaque, opaqueOf } from './values.js';

const LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1035 = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const QUALIFIED = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

const maxLen = (s: string, n: number) => (s.length > n ? [`must be no more than ${n} characters`] : []);
const matching = (s: string, re: RegExp, what: string) => (re.test(s) ? [] : [what]);
const maskDash = (s: string) => (s.endsWith('-') ? `${s.slice(0, -1)}a` : s);

const label = (s: string) => [
  ...maxLen(s, 63),
  ...matching(
    s,
    LABEL,
    "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  ),
];
const subdomain = (s: string) => [
  ...maxLen(s, 253),
  ...matching(
    s,
    SUBDOMAIN,
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  ),
];
const dns1035 = (s: string) => [
  ...maxLen(s, 63),
  ...matching(
    s,
    DNS1035,
    "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
  ),
];
function qualifiedName(s: string): string[] {
  const parts = s.split('/');
  if (parts.length > 2)
    return [
      "a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character, with an optional DNS subdomain prefix and '/'",
    ];
  const name = parts.at(-1)!;
  const prefix = parts.length === 2 ? parts[0]! : undefined;
  return [
    ...(prefix === undefined
      ? []
      : prefix
        ? subdomain(prefix).map((e) => `prefix part ${e}`)
        : ['prefix part must be non-empty']),
    ...(name ? maxLen(name, 63) : ['name part must be non-empty']),
    ...(name
      ? matching(
          name,
          QUALIFIED,
          "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
        )
      : []),
  ];
}
function validDate(y: string, m: string, d: string): boolean {
  const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    t.getUTCFullYear() === Number(y) && t.getUTCMonth() === Number(m) - 1 && t.getUTCDate() === Number(d)
  );
}
function uri(s: string): string[] {
  // Go's url.ParseRequestURI: an absolute URI or an absolute path, no fragment-only text.
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:\S*$/.test(s) || /^\/\S*$/.test(s)) return [];
  return ['invalid URI'];
}

/** The named formats of k8s.io/apiserver/pkg/cel/library/format.go (Kubernetes 1.31+). */
export const FORMATS: Record<string, (s: string) => string[]> = {
  dns1123Label: label,
  dns1123Subdomain: subdomain,
  dns1035Label: dns1035,
  qualifiedName,
  dns1123LabelPrefix: (s) => label(maskDash(s)),
  dns1123SubdomainPrefix: (s) => subdomain(maskDash(s)),
  dns1035LabelPrefix: (s) => dns1035(maskDash(s)),
  labelValue: (s) => [
    ...maxLen(s, 63),
    ...matching(
      s,
      LABEL_VALUE,
      "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
    ),
  ],
  uri,
  uuid: (s) => matching(s, UUID, 'does not match the UUID format'),
  byte: (s) => matching(s, BASE64, 'invalid base64'),
  date: (s) => {
    const m = DATE.exec(s);
    return m && validDate(m[1]!, m[2]!, m[3]!) ? [] : ['invalid date'];
  },
  datetime: (s) => {
    const m = DATE_TIME.exec(s);
    return m && validDate(m[1]!, m[2]!, m[3]!) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 61
      ? []
      : ['invalid datetime'];
  },
};

const format = (name: string) => opaque('format', name);

export const FORMAT_LIB: CelFunc[] = [
  ...Object.keys(FORMATS).map((name) => celFunc(`format.${name}`, [], CelScalar.DYN, () => format(name))),
  celFunc('format.named', [CelScalar.STRING], CelScalar.DYN, (name) =>
    Object.hasOwn(FORMATS, name) ? some(format(name)) : none(),
  ),
  celMethod('validate', CelScalar.DYN, [CelScalar.STRING], CelScalar.DYN, function (s) {
    const name = opaqueOf(this, 'format');
    if (typeof name !== 'string') throw noOverload('validate');
    const errors = FORMATS[name]!(s);
    return errors.length ? some(errors) : none();
  }),
];
