import type { Schema } from '../model.js';
import { isRecord } from '../../values.js';
import type { CelExpr } from './cel-cost.js';
import { isRead } from './cel-shapes.js';
import { schemaType, type CelType } from './cel-types.js';
import type { ResultType } from './cel-result-type.js';

/**
 * cel-go's checker on the Kubernetes libraries' functions (k8s.io/apiserver/pkg/cel/library): the
 * overloads each declares, and the error when none takes the arguments' static types — `url(1)`
 * is "found no matching overload for 'url' applied to '(int)'", `self.replicas.isSorted()` is
 * "… 'isSorted' applied to 'int.()'", `self.names.sum()` on strings "… 'list(string).()'". Judged
 * only where every type involved is clear-cut and its name is certain: scalars (timestamps and
 * durations among them), and lists and maps of them from the schema or a comprehension's result;
 * objects with properties, int-or-string and open objects are never judged.
 */

/** Global functions whose every overload takes strings (and a bool flag for semver's normalize). */
const GLOBAL: Record<string, CelType[][]> = {
  url: [['string']],
  isURL: [['string']],
  quantity: [['string']],
  isQuantity: [['string']],
  ip: [['string']],
  isIP: [['string']],
  'ip.isCanonical': [['string']],
  cidr: [['string']],
  isCIDR: [['string']],
  semver: [['string'], ['string', 'bool']],
  isSemver: [['string'], ['string', 'bool']],
  image: [['string']],
  isImage: [['string']],
  'format.named': [['string']],
};

/** Whether `name` (qualified) is one of the global functions above. */
export const isGlobalLibraryFunction = (name: string): boolean => Object.hasOwn(GLOBAL, name);

/**
 * Methods declared only on the libraries' own types (URL, Quantity, IP, CIDR, Semver, Image, Format),
 * with the one type every overload returns where cel-cost's result typing uses it (undefined: not
 * typed there). The one list of these names: the overload check and cel-result-type.ts read it.
 */
export const LIBRARY_METHODS: Readonly<Record<string, ResultType | undefined>> = {
  getScheme: 'string',
  getHost: 'string',
  getHostname: 'string',
  getPort: 'string',
  getEscapedPath: 'string',
  getQuery: undefined,
  isInteger: undefined,
  asInteger: undefined,
  asApproximateFloat: undefined,
  sign: undefined,
  add: undefined,
  sub: undefined,
  compareTo: 'int',
  isLessThan: 'bool',
  isGreaterThan: 'bool',
  family: 'int',
  isUnspecified: undefined,
  isLoopback: undefined,
  isLinkLocalMulticast: undefined,
  isLinkLocalUnicast: undefined,
  isGlobalUnicast: undefined,
  containsIP: 'bool',
  containsCIDR: 'bool',
  masked: undefined,
  prefixLength: 'int',
  major: 'int',
  minor: 'int',
  patch: 'int',
  registry: 'string',
  repository: 'string',
  identifier: 'string',
  tag: 'string',
  digest: 'string',
  containsDigest: 'bool',
  validate: undefined,
};
const OPAQUE_METHODS = new Set(Object.keys(LIBRARY_METHODS));

/** lists.go: `isSorted`, `min`, `max` on lists of comparable items, `sum` on lists of summable ones. */
const COMPARABLE = new Set(['int', 'uint', 'double', 'bool', 'duration', 'timestamp', 'string', 'bytes']);
const SUMMABLE = new Set(['int', 'uint', 'double', 'duration']);
const LIST_METHODS: Record<string, Set<string>> = {
  isSorted: COMPARABLE,
  min: COMPARABLE,
  max: COMPARABLE,
  sum: SUMMABLE,
};

/**
 * cel-go's name of a schema's static type (`int`, `list(string)`, `map(string, int)`), where it is
 * certain; undefined otherwise.
 */
export function schemaTypeName(s: Schema | undefined): string | undefined {
  if (!isRecord(s)) return undefined;
  // Every CelType is spelled as cel-go prints it (checker/format.go FormatCelType).
  const scalar = schemaType(s);
  if (scalar) return scalar;
  if (s.type === 'array') {
    const item = schemaTypeName(s.items as Schema | undefined);
    return item && `list(${item})`;
  }
  const map =
    s.type === 'object' &&
    s.properties === undefined &&
    s['x-kubernetes-preserve-unknown-fields'] !== true &&
    s['x-kubernetes-embedded-resource'] !== true;
  const value = map ? schemaTypeName(s.additionalProperties as Schema | undefined) : undefined;
  return value && `map(string, ${value})`;
}

/** A list type's item, or undefined for anything else. */
const itemOf = (t: string) => /^list\((.*)\)$/.exec(t)?.[1];

/**
 * The checker's error for a Kubernetes library call whose arguments no overload takes, or
 * undefined. `fn` is the qualified name (`ip.isCanonical`); `receiver` the target's type name for a
 * method call; `args` the arguments' type names (all must be known).
 */
export function libraryMismatch(
  fn: string,
  receiver: string | undefined,
  args: (string | undefined)[],
  member: boolean,
): string | undefined {
  if (args.some((a) => a === undefined)) return undefined;
  const applied = member ? `${receiver}.(${args.join(', ')})` : `(${args.join(', ')})`;
  const error = `found no matching overload for '${fn}' applied to '${applied}'`;
  if (!member) {
    const overloads = GLOBAL[fn];
    if (!overloads) return undefined;
    const fits = (o: CelType[]) => o.length === args.length && o.every((t, i) => t === args[i]);
    return overloads.some(fits) ? undefined : error;
  }
  if (receiver === undefined) return undefined;
  const item = itemOf(receiver);
  if (OPAQUE_METHODS.has(fn)) return error;
  const items = LIST_METHODS[fn];
  if (!items || args.length) return undefined;
  return item === undefined || !items.has(item) ? error : undefined;
}

/**
 * The type name of an operand for libraryMismatch: its clear-cut scalar type, else (for a value
 * read from `self`: a variable, a field, an index, a comprehension's result) its schema's (or the
 * list type cel-go infers for `map`/`filter`); never a call's result otherwise
 * (`x.?f` is an optional, whose name this does not guess).
 */
export function operandTypeName(
  e: CelExpr,
  scalar: CelType | undefined,
  schema: Schema | undefined,
): string | undefined {
  if (scalar) return scalar;
  return isRead(e) ? schemaTypeName(schema) : undefined;
}
