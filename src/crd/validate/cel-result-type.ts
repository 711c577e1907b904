import type { Schema } from '../model.js';
import type { Call, CelExpr } from './cel-cost.js';
import { identName, qualifiedName } from './cel-comprehensions.js';
import { ARITHMETIC, literalType, schemaType, TIME_METHODS, type CelType } from './cel-types.js';
import { OPT_HAS } from './cel-optional-syntax.js';
import { isRead } from './cel-shapes.js';
import { LIBRARY_METHODS } from './cel-library-types.js';

/**
 * The static type cel-go's checker gives an expression's result, where it is clear-cut: literals,
 * values whose schema types them, the operators and the Kubernetes library functions whose every
 * overload returns one type. The API server rejects a rule whose type is not bool ("cel expression
 * must evaluate to a bool") and a messageExpression whose type is not string
 * (apiextensions-apiserver schema/cel/compilation.go). Anything else (a dyn value, an index, a
 * function with overloads of several types) is `undefined`: never a guess that could reject a CRD
 * the API server accepts.
 */
export type ResultType = CelType | 'list' | 'map';

const BOOL = new Set([
  '_==_',
  '_!=_',
  '_<_',
  '_<=_',
  '_>_',
  '_>=_',
  '_&&_',
  '_||_',
  '!_',
  '@in',
  '@not_strictly_false',
  'matches',
  'startsWith',
  'endsWith',
  'contains',
  'isSorted',
  'hasValue',
  'isURL',
  'isIP',
  'isCIDR',
  'isQuantity',
  'isSemver',
  'sets.contains',
  'sets.equivalent',
  'sets.intersects',
  'isImage',
  OPT_HAS,
]);
const INT = new Set(['size', 'int', 'indexOf', 'lastIndexOf', ...TIME_METHODS]);
const STRING = new Set([
  'string',
  'lowerAscii',
  'upperAscii',
  'trim',
  'replace',
  'substring',
  'join',
  'format',
  'charAt',
  'strings.quote',
]);
const CONVERSIONS: Record<string, ResultType> = {
  double: 'double',
  uint: 'uint',
  bool: 'bool',
  bytes: 'bytes',
  duration: 'duration',
  timestamp: 'timestamp',
  split: 'list',
  findAll: 'list',
};

/** `a + b`, `a - b`…: the operands' common type, and timestamp/duration arithmetic. */
function arithmetic(
  fn: string,
  a: ResultType | undefined,
  b: ResultType | undefined,
): ResultType | undefined {
  if (!a || !b) return undefined;
  if (a === 'timestamp' && b === 'timestamp') return fn === '_-_' ? 'duration' : undefined;
  if ((a === 'timestamp' && b === 'duration') || (a === 'duration' && b === 'timestamp'))
    return fn === '_-_' && a === 'duration' ? undefined : 'timestamp';
  return a === b ? a : undefined;
}

const LIST_ITEM = new Set(['sum', 'min', 'max']);

function callType(
  c: Call,
  typeOf: (e: CelExpr | undefined) => ResultType | undefined,
  schemaOf: (e: CelExpr) => Schema | undefined,
): ResultType | undefined {
  const f = qualifiedName(c);
  if (BOOL.has(f) || BOOL.has(c.function)) return 'bool';
  if (STRING.has(f) || STRING.has(c.function)) return 'string';
  if (INT.has(c.function)) return 'int';
  const library = Object.hasOwn(LIBRARY_METHODS, c.function) ? LIBRARY_METHODS[c.function] : undefined;
  if (library) return library;
  if (!c.target && CONVERSIONS[c.function]) return CONVERSIONS[c.function];
  if (c.target && (c.function === 'split' || c.function === 'findAll')) return 'list';
  if (ARITHMETIC.has(c.function)) return arithmetic(c.function, typeOf(c.args[0]), typeOf(c.args[1]));
  if (c.function === '-_') return typeOf(c.args[0]);
  // lists.go: `sum`, `min`, `max` return the item type of the list they are called on.
  if (c.target && LIST_ITEM.has(c.function) && !c.args.length && isRead(c.target)) {
    const list = schemaOf(c.target);
    return list?.type === 'array' ? valueType(list.items as Schema | undefined) : undefined;
  }
  if (c.function === '_?_:_') {
    const [t, f2] = [typeOf(c.args[1]), typeOf(c.args[2])];
    return t === f2 ? t : undefined;
  }
  return undefined;
}

/** A value reached from `self`: typed by its schema (a list, an object typed as a map/struct is left out). */
function valueType(s: Schema | undefined): ResultType | undefined {
  if (s?.type === 'array') return 'list';
  return schemaType(s);
}

/** The static result type of `e`, reading the schema the cost estimate found for each node. */
export function resultType(
  e: CelExpr | undefined,
  schemaOf: (e: CelExpr) => Schema | undefined,
): ResultType | undefined {
  if (!e) return undefined;
  const typeOf = (x: CelExpr | undefined) => resultType(x, schemaOf);
  const v = e.exprKind.value;
  switch (e.exprKind.case) {
    case 'constExpr':
      return literalType((v as { constantKind?: { case?: string } }).constantKind?.case);
    case 'identExpr':
      return valueType(schemaOf(e));
    case 'selectExpr':
      return (v as { testOnly?: boolean }).testOnly ? 'bool' : valueType(schemaOf(e));
    case 'listExpr':
      return 'list';
    case 'structExpr':
      return (v as { messageName?: string }).messageName ? undefined : 'map';
    case 'callExpr':
      // `x[i]`: a list's item or a typed map's value, typed by its schema like a field.
      return (v as Call).function === '_[_]' ? valueType(schemaOf(e)) : callType(v as Call, typeOf, schemaOf);
    case 'comprehensionExpr': {
      const c = v as { accuVar: string; accuInit: CelExpr; result: CelExpr };
      const returnsAccu = identName(c.result) === c.accuVar;
      return returnsAccu ? typeOf(c.accuInit) : typeOf(c.result);
    }
  }
  return undefined;
}
