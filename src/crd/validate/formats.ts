import { compileRe2, type Re2 } from './re2.js';

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

const LENGTH: Record<string, [number, number]> = { hostname: [1, 253], ipv6: [2, 45] };

const STRING_FORMATS: Record<string, RegExp> = {
  date: RE.date,
  'date-time': RE.dateTime,
  uuid: RE.uuid,
  hostname: RE.hostname,
  ipv4: RE.ipv4,
  ipv6: RE.ipv6,
  cidr: RE.cidr,
  mac: RE.mac,
  uri: RE.uri,
  email: RE.email,
  byte: RE.byte,
  duration: RE.duration,
};

/** Whether a value satisfies a format; true for formats the API server does not check. */
export function formatOk(format: string, v: unknown): boolean {
  if (typeof v === 'number') {
    if (format === 'int32') return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;
    if (format === 'int64') return Number.isInteger(v) && v >= -(2 ** 63) && v < 2 ** 63;
    if (format === 'float') return Math.abs(v) <= 3.4028234663852886e38;
    return true;
  }
  if (typeof v !== 'string') return true;
  const re = Object.hasOwn(STRING_FORMATS, format) ? STRING_FORMATS[format] : undefined;
  if (!re) return true;
  const [min, max] = LENGTH[format] ?? [0, Infinity];
  return v.length >= min && v.length <= max && (compiled(format, re) as Re2).test(v);
}

/** The format's expression on RE2 (our own expressions: they compile). */
const compiled = (format: string, re: RegExp) =>
  compileRe2(`${re.flags.includes('i') ? '(?i)' : ''}${re.source}`);
