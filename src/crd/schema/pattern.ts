import { show } from '../changes.js';
import { add, type Comparator, type Node } from './walk.js';
import { comparePatterns, patternAccepts, type PatternComparison } from './regex.js';

/**
 * The values a node accepted when its base side was an enum: a new restriction that every one of
 * them passes restricts nothing (an enum replaced by a pattern and length bounds, say).
 */
export function enumPasses(b: Node, passes: (v: unknown) => boolean | undefined): boolean {
  return Array.isArray(b.enum) && b.enum.length > 0 && b.enum.every((v) => passes(v) === true);
}

/** Why a changed pattern restricts: a value it now rejects, or why the comparison was not decided. */
function restriction(cmp: PatternComparison | undefined): string {
  if (cmp?.relation === 'narrower')
    return cmp.witness === ''
      ? ': it rejects the empty value, which the old one accepted'
      : `: it rejects ${show(cmp.witness)}, which the old one accepted`;
  return cmp?.relation === 'undecided' ? ` (the comparison was not decided: ${cmp.reason})` : '';
}

/** `pattern`: added or narrowed restricts; the same language written differently, or a looser one, does not. */
export const patternComparator: Comparator = {
  keywords: ['pattern'],
  compare(w, b, h, at) {
    const o = b.pattern;
    const n = h.pattern;
    if (typeof n !== 'string' || o === n) return;
    const cmp = typeof o === 'string' ? comparePatterns(o, n) : undefined;
    const rel = cmp?.relation === 'equal' || cmp?.relation === 'looser' ? cmp.relation : undefined;
    const fromEnum = enumPasses(b, (v) => typeof v === 'string' && patternAccepts(n, v));
    if (rel || fromEnum) {
      const why = fromEnum
        ? 'every value of the base enum matches it'
        : rel === 'equal'
          ? 'the same language'
          : 'it accepts everything the old one did';
      add(w, at, 'pattern', {
        kind: 'pattern-changed',
        old: o,
        new: n,
        level: 'notice',
        detail: `pattern ${show(o)} → ${show(n)}: ${why}`,
      });
      return;
    }
    add(w, at, 'pattern', {
      kind: 'pattern-changed',
      old: o,
      new: n,
      level: 'fail',
      ratchetable: true,
      detail:
        o === undefined ? `pattern added: ${show(n)}` : `pattern ${show(o)} → ${show(n)}${restriction(cmp)}`,
    });
  },
};

/**
 * The formats the API server checks (`apiextensions-apiserver/pkg/apiserver/validation/formats.go`,
 * `supportedVersionedFormats`; a string format's name is compared without `-`): any other format
 * on a string is stripped before validation, so it restricts nothing.
 */
export const ENFORCED_STRING_FORMATS = [
  'bsonobjectid',
  'uri',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'cidr',
  'mac',
  'uuid',
  'uuid3',
  'uuid4',
  'uuid5',
  'isbn',
  'isbn10',
  'isbn13',
  'creditcard',
  'ssn',
  'hexcolor',
  'rgbcolor',
  'byte',
  'password',
  'date',
  'duration',
  'datetime',
  'quantity',
  'k8s-short-name',
  'k8s-long-name',
];
const STRING_FORMATS = new Set(ENFORCED_STRING_FORMATS.map((f) => f.replaceAll('-', '')));

/** Range-checked number formats (kube-openapi `IsValueValidAgainstRange`); int64 and double accept every value. */
export const RANGE_FORMATS: Readonly<Record<string, string>> = { integer: 'int32', number: 'float' };

/** The check a format makes on a node of type `type`, or undefined when the API server makes none. */
export function enforcedFormat(type: unknown, format: unknown): string | undefined {
  if (typeof format !== 'string') return undefined;
  if (type === undefined || type === 'string') {
    const name = format.replaceAll('-', '');
    return STRING_FORMATS.has(name) ? name : undefined;
  }
  return typeof type === 'string' && RANGE_FORMATS[type] === format ? format : undefined;
}

/** `format`: only a check the API server makes restricts; a format it strips is documentation. */
export const formatComparator: Comparator = {
  keywords: ['format'],
  compare(w, b, h, at) {
    if (b.format === h.format || h.format === undefined) return;
    const before = enforcedFormat(b.type, b.format);
    const after = enforcedFormat(h.type, h.format);
    const restricts = after !== undefined && after !== before;
    add(w, at, 'format', {
      kind: 'format-changed',
      old: b.format,
      new: h.format,
      level: restricts ? 'fail' : 'notice',
      ratchetable: true,
      detail: restricts
        ? b.format === undefined
          ? `format added: ${show(h.format)}`
          : `format ${show(b.format)} → ${show(h.format)}`
        : `format ${show(b.format)} → ${show(h.format)}: not a format the API server checks on ${show(h.type ?? 'string')}, or the same check`,
    });
  },
};
