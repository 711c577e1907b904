import type { Schema } from '../model.js';
import { intOrString } from './cel-sizes.js';

/**
 * The static CEL types the API server's type checker gives values reached from `self` (from the
 * schema: integer → int, number → double, string formats date/date-time → timestamp, duration →
 * duration, byte → bytes) and literals, and the operator calls it refuses with "found no matching
 * overload": operands of different kinds (`self.replicas == '3'`, `self.replicas + 1.0`), or kinds
 * cel-go's standard library (common/stdlib/standard.go) declares no such overload on (`self.ttl + 1`,
 * `self.name.getFullYear()`, `self.ratio % 2.0`, `'a' - 'b'`). Only clear-cut cases: comparisons of
 * numbers of different kinds are allowed (`CrossTypeNumericComparisons`), nulls and dyn values
 * (int-or-string, open objects) are never judged. cel-go names these types `int`, `uint`, `double`,
 * `string`, `bool`, `bytes`, `timestamp`, `duration` in its messages (checker/format.go).
 */
export type CelType = 'int' | 'uint' | 'double' | 'string' | 'bool' | 'bytes' | 'timestamp' | 'duration';

export function schemaType(s: Schema | undefined): CelType | undefined {
  if (!s || intOrString(s)) return undefined;
  switch (s.type) {
    case 'integer':
      return 'int';
    case 'number':
      return 'double';
    case 'boolean':
      return 'bool';
    case 'string':
      return s.format === 'byte'
        ? 'bytes'
        : s.format === 'date' || s.format === 'date-time'
          ? 'timestamp'
          : s.format === 'duration'
            ? 'duration'
            : 'string';
  }
  return undefined;
}

const LITERALS: Record<string, CelType> = {
  int64Value: 'int',
  uint64Value: 'uint',
  doubleValue: 'double',
  stringValue: 'string',
  boolValue: 'bool',
  bytesValue: 'bytes',
};

export function literalType(constantKind: string | undefined): CelType | undefined {
  return constantKind ? LITERALS[constantKind] : undefined;
}

const family = (t: CelType) => (t === 'int' || t === 'uint' || t === 'double' ? 'number' : t);
const COMPARISONS = new Set(['_==_', '_!=_', '_<_', '_<=_', '_>_', '_>=_']);
/** The arithmetic operators (the checker's and the result type's). */
export const ARITHMETIC = new Set(['_+_', '_-_', '_*_', '_/_', '_%_']);
const TIME = new Set<CelType>(['timestamp', 'duration']);
/** The only arithmetic overloads on a timestamp or a duration (standard.go: add, subtract). */
const TIME_ARITHMETIC: Record<string, string[]> = {
  '_+_': ['timestamp duration', 'duration timestamp', 'duration duration'],
  '_-_': ['timestamp timestamp', 'timestamp duration', 'duration duration'],
};

const NUMBERS: CelType[] = ['int', 'uint', 'double'];
/**
 * The other arithmetic overloads (standard.go): both operands of one kind, with no conversion between
 * int, uint and double (`self.replicas + 1.0` has none; only comparisons cross numeric kinds, by
 * `CrossTypeNumericComparisons`), `+` also on strings and bytes, `%` on int and uint only.
 */
const SAME_KIND_ARITHMETIC: Record<string, Set<CelType>> = {
  '_+_': new Set([...NUMBERS, 'string', 'bytes']),
  '_-_': new Set(NUMBERS),
  '_*_': new Set(NUMBERS),
  '_/_': new Set(NUMBERS),
  '_%_': new Set<CelType>(['int', 'uint']),
};

/** The checker's error for a binary operator on operands of different kinds, or undefined. */
export function overloadMismatch(
  fn: string,
  a: CelType | undefined,
  b: CelType | undefined,
): string | undefined {
  if (!a || !b) return undefined;
  const error = `found no matching overload for '${fn}' applied to '(${a}, ${b})'`;
  if (ARITHMETIC.has(fn) && (TIME.has(a) || TIME.has(b)))
    return TIME_ARITHMETIC[fn]?.includes(`${a} ${b}`) ? undefined : error;
  if (ARITHMETIC.has(fn)) return a === b && SAME_KIND_ARITHMETIC[fn]!.has(a) ? undefined : error;
  if (family(a) === family(b)) return undefined;
  return COMPARISONS.has(fn) ? error : undefined;
}

const LOGICAL = new Set(['_&&_', '_||_']);
const SIZED = new Set<CelType>(['string', 'bytes']);

/**
 * The checker's error for a logical operator, `!` or `size` on an operand whose (known) type has no
 * such overload: `self.n && true`, `!self.name`, `size(self.n)`. A list or map operand is not a
 * CelType here, so `size(self.list)` is never judged.
 */
export function operandMismatch(
  fn: string,
  types: (CelType | undefined)[],
  member: boolean,
): string | undefined {
  const [a, b] = types;
  if (LOGICAL.has(fn) && a && b && (a !== 'bool' || b !== 'bool'))
    return `found no matching overload for '${fn}' applied to '(${a}, ${b})'`;
  if (fn === '!_' && a && a !== 'bool') return `found no matching overload for '!_' applied to '(${a})'`;
  // Negation is declared on int and double only: `-self.ttl` has no overload.
  if (fn === '-_' && a && family(a) !== 'number')
    return `found no matching overload for '-_' applied to '(${a})'`;
  if (fn === 'size' && types.length === 1 && a && !SIZED.has(a))
    return `found no matching overload for 'size' applied to '${member ? `${a}.()` : `(${a})`}'`;
  return undefined;
}

/** The string methods of the standard library and cel-go's strings extension: their argument lists. */
const STRING_METHODS: Record<string, CelType[][]> = {
  startsWith: [['string']],
  endsWith: [['string']],
  contains: [['string']],
  matches: [['string']],
  lowerAscii: [[]],
  upperAscii: [[]],
  trim: [[]],
  charAt: [['int']],
  substring: [['int'], ['int', 'int']],
  indexOf: [['string'], ['string', 'int']],
  lastIndexOf: [['string'], ['string', 'int']],
  replace: [
    ['string', 'string'],
    ['string', 'string', 'int'],
  ],
  split: [['string'], ['string', 'int']],
  find: [['string']],
  findAll: [['string'], ['string', 'int']],
};

/** Member overloads: the receiver's type and the arguments' types. */
type Member = [CelType, CelType[]];
const CALENDAR = ['getFullYear', 'getMonth', 'getDayOfYear', 'getDayOfMonth', 'getDate', 'getDayOfWeek'];
const CLOCK = ['getHours', 'getMinutes', 'getSeconds', 'getMilliseconds'];
/** The timestamp methods (with or without a time zone) and the duration ones (standard.go), all int. */
export const TIME_METHODS = [...CALENDAR, ...CLOCK];
const METHODS: Record<string, Member[]> = {
  ...Object.fromEntries(
    Object.entries(STRING_METHODS).map(([f, os]) => [f, os.map((o): Member => ['string', o])]),
  ),
  ...Object.fromEntries(
    TIME_METHODS.map((f) => [
      f,
      [
        ['timestamp', []],
        ['timestamp', ['string']],
        ...(CLOCK.includes(f) ? [['duration', []]] : []),
      ] as Member[],
    ]),
  ),
};

/**
 * The checker's error for a string or time method called on a scalar it is not declared on, or with
 * arguments no overload takes: `self.n.startsWith('a')` is `int.(string)`, `self.ttl.getFullYear()`
 * `duration.()`. Judged only when the receiver and every argument have a known scalar type (a list
 * receiver of `indexOf` is not one).
 */
export function methodMismatch(
  fn: string,
  receiver: CelType | undefined,
  args: (CelType | undefined)[],
): string | undefined {
  const overloads = METHODS[fn];
  if (!overloads || !receiver || args.some((a) => !a)) return undefined;
  const matches = ([r, o]: Member) =>
    r === receiver && o.length === args.length && o.every((t, i) => t === args[i]);
  if (overloads.some(matches)) return undefined;
  return `found no matching overload for '${fn}' applied to '${receiver}.(${args.join(', ')})'`;
}

/**
 * What each conversion takes (standard.go). `duration(int)` is newer than some cel-go the API server
 * ships, so it is taken here: never judged.
 */
const CONVERSIONS: Record<string, CelType[]> = {
  timestamp: ['timestamp', 'int', 'string'],
  duration: ['duration', 'int', 'string'],
  int: ['int', 'uint', 'double', 'string', 'timestamp', 'duration'],
  uint: ['uint', 'int', 'double', 'string'],
  double: ['double', 'int', 'uint', 'string'],
  bool: ['bool', 'string'],
  bytes: ['bytes', 'string'],
};

/**
 * The checker's error for a conversion to or from a timestamp or a duration that no overload takes:
 * `timestamp(true)`, `double(self.ttl)` (`'double' applied to '(duration)'`). Other conversions are
 * left as they were (not judged).
 */
export function conversionMismatch(fn: string, arg: CelType | undefined): string | undefined {
  const takes = CONVERSIONS[fn];
  if (!takes || !arg || !(TIME.has(arg) || TIME.has(fn as CelType))) return undefined;
  return takes.includes(arg) ? undefined : `found no matching overload for '${fn}' applied to '(${arg})'`;
}
