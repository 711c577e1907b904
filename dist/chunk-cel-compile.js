import { i as identName, q as qualifiedName, O as OPT_HAS, a as OPT_SELECT, b as OPT_INDEX, p as parseRule, c as compile, N as NEWEST_LIBRARY_MINOR, l as lateFeature, d as lateCelGo, e as envFor } from './chunk-cel.js';
import { i as intOrString, f as isScalar, m as maxElements, g as mapValues, s as selectField, k as kubernetesMinor, h as compatibilityMinor } from './chunk-evaluation.js';
import { b as isRecord } from './chunk-cli-main.js';
import './chunk-cel-parsed.js';
import './chunk-version.js';

function schemaType(s) {
    if (!s || intOrString(s))
        return undefined;
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
const LITERALS = {
    int64Value: 'int',
    uint64Value: 'uint',
    doubleValue: 'double',
    stringValue: 'string',
    boolValue: 'bool',
    bytesValue: 'bytes',
};
function literalType(constantKind) {
    return constantKind ? LITERALS[constantKind] : undefined;
}
const family = (t) => (t === 'int' || t === 'uint' || t === 'double' ? 'number' : t);
const COMPARISONS = new Set(['_==_', '_!=_', '_<_', '_<=_', '_>_', '_>=_']);
/** The arithmetic operators (the checker's and the result type's). */
const ARITHMETIC = new Set(['_+_', '_-_', '_*_', '_/_', '_%_']);
const TIME = new Set(['timestamp', 'duration']);
/** The only arithmetic overloads on a timestamp or a duration (standard.go: add, subtract). */
const TIME_ARITHMETIC = {
    '_+_': ['timestamp duration', 'duration timestamp', 'duration duration'],
    '_-_': ['timestamp timestamp', 'timestamp duration', 'duration duration'],
};
const NUMBERS = ['int', 'uint', 'double'];
/**
 * The other arithmetic overloads (standard.go): both operands of one kind, with no conversion between
 * int, uint and double (`self.replicas + 1.0` has none; only comparisons cross numeric kinds, by
 * `CrossTypeNumericComparisons`), `+` also on strings and bytes, `%` on int and uint only.
 */
const SAME_KIND_ARITHMETIC = {
    '_+_': new Set([...NUMBERS, 'string', 'bytes']),
    '_-_': new Set(NUMBERS),
    '_*_': new Set(NUMBERS),
    '_/_': new Set(NUMBERS),
    '_%_': new Set(['int', 'uint']),
};
/** The checker's error for a binary operator on operands of different kinds, or undefined. */
function overloadMismatch(fn, a, b) {
    if (!a || !b)
        return undefined;
    const error = `found no matching overload for '${fn}' applied to '(${a}, ${b})'`;
    if (ARITHMETIC.has(fn) && (TIME.has(a) || TIME.has(b)))
        return TIME_ARITHMETIC[fn]?.includes(`${a} ${b}`) ? undefined : error;
    if (ARITHMETIC.has(fn))
        return a === b && SAME_KIND_ARITHMETIC[fn].has(a) ? undefined : error;
    if (family(a) === family(b))
        return undefined;
    return COMPARISONS.has(fn) ? error : undefined;
}
const LOGICAL = new Set(['_&&_', '_||_']);
const SIZED = new Set(['string', 'bytes']);
/**
 * The checker's error for a logical operator, `!` or `size` on an operand whose (known) type has no
 * such overload: `self.n && true`, `!self.name`, `size(self.n)`. A list or map operand is not a
 * CelType here, so `size(self.list)` is never judged.
 */
function operandMismatch(fn, types, member) {
    const [a, b] = types;
    if (LOGICAL.has(fn) && a && b && (a !== 'bool' || b !== 'bool'))
        return `found no matching overload for '${fn}' applied to '(${a}, ${b})'`;
    if (fn === '!_' && a && a !== 'bool')
        return `found no matching overload for '!_' applied to '(${a})'`;
    // Negation is declared on int and double only: `-self.ttl` has no overload.
    if (fn === '-_' && a && family(a) !== 'number')
        return `found no matching overload for '-_' applied to '(${a})'`;
    if (fn === 'size' && types.length === 1 && a && !SIZED.has(a))
        return `found no matching overload for 'size' applied to '${member ? `${a}.()` : `(${a})`}'`;
    return undefined;
}
/** The string methods of the standard library and cel-go's strings extension: their argument lists. */
const STRING_METHODS = {
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
const CALENDAR = ['getFullYear', 'getMonth', 'getDayOfYear', 'getDayOfMonth', 'getDate', 'getDayOfWeek'];
const CLOCK = ['getHours', 'getMinutes', 'getSeconds', 'getMilliseconds'];
/** The timestamp methods (with or without a time zone) and the duration ones (standard.go), all int. */
const TIME_METHODS = [...CALENDAR, ...CLOCK];
const METHODS = {
    ...Object.fromEntries(Object.entries(STRING_METHODS).map(([f, os]) => [f, os.map((o) => ['string', o])])),
    ...Object.fromEntries(TIME_METHODS.map((f) => [
        f,
        [
            ['timestamp', []],
            ['timestamp', ['string']],
            ...(CLOCK.includes(f) ? [['duration', []]] : []),
        ],
    ])),
};
/**
 * The checker's error for a string or time method called on a scalar it is not declared on, or with
 * arguments no overload takes: `self.n.startsWith('a')` is `int.(string)`, `self.ttl.getFullYear()`
 * `duration.()`. Judged only when the receiver and every argument have a known scalar type (a list
 * receiver of `indexOf` is not one).
 */
function methodMismatch(fn, receiver, args) {
    const overloads = METHODS[fn];
    if (!overloads || !receiver || args.some((a) => !a))
        return undefined;
    const matches = ([r, o]) => r === receiver && o.length === args.length && o.every((t, i) => t === args[i]);
    if (overloads.some(matches))
        return undefined;
    return `found no matching overload for '${fn}' applied to '${receiver}.(${args.join(', ')})'`;
}
/**
 * What each conversion takes (standard.go). `duration(int)` is newer than some cel-go the API server
 * ships, so it is taken here: never judged.
 */
const CONVERSIONS$1 = {
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
function conversionMismatch(fn, arg) {
    const takes = CONVERSIONS$1[fn];
    if (!takes || !arg || !(TIME.has(arg) || TIME.has(fn)))
        return undefined;
    return takes.includes(arg) ? undefined : `found no matching overload for '${fn}' applied to '(${arg})'`;
}

/**
 * Types of values no schema path reaches: a `map`/`filter` result and its items. cel-go's checker
 * types a list comprehension's accumulator by unifying `[]` with what each step appends
 * (`@result + [e]`): `self.names.map(n, n.size())` is `list(int)`, `filter` keeps the element
 * type. The gate writes such a type as a schema (its "shape") so that the checks reading schemas
 * judge it; a shape types values only, it never sizes them (the cost estimate reads `schema`).
 */
/** The schema that types a scalar as CEL does (schemaType's inverse); undefined where none does. */
const SCALARS = {
    int: { type: 'integer' },
    double: { type: 'number' },
    bool: { type: 'boolean' },
    string: { type: 'string' },
    bytes: { type: 'string', format: 'byte' },
    timestamp: { type: 'string', format: 'date-time' },
    duration: { type: 'string', format: 'duration' },
};
const scalarShape = (t) => (t ? SCALARS[t] : undefined);
/** A list shape's items or a map shape's values: what an index or an iteration reads. */
function itemShape(s) {
    if (!isRecord(s))
        return undefined;
    if (s.type === 'array')
        return isRecord(s.items) ? s.items : undefined;
    return s.type === 'object' && isRecord(s.additionalProperties)
        ? s.additionalProperties
        : undefined;
}
/**
 * Whether `e` reads a value (a variable, a field, an index, a comprehension's result), which its
 * schema or shape types; a call's result is typed by the call (`dyn(x)` is dyn whatever `x` is).
 */
function isRead(e) {
    const k = e.exprKind;
    return (k.case === 'identExpr' ||
        k.case === 'comprehensionExpr' ||
        (k.case === 'selectExpr' && !k.value.testOnly) ||
        (k.case === 'callExpr' && k.value.function === '_[_]'));
}
const call = (e, fn) => e?.exprKind.case === 'callExpr' && e.exprKind.value.function === fn
    ? e.exprKind.value
    : undefined;
/**
 * The element a list comprehension appends at each step (`@result + [e]`, or the branch of
 * `p ? @result + [e] : @result` for `filter` and the filtering `map`), when its accumulator starts
 * as `[]`; undefined for any other comprehension.
 */
function appendedElement(c) {
    const init = c.accuInit.exprKind;
    if (init.case !== 'listExpr' || init.value.elements.length)
        return undefined;
    const branch = call(c.loopStep, '_?_:_');
    const keeps = branch && identName(branch.args[2]) === c.accuVar;
    const add = call(keeps ? branch.args[1] : c.loopStep, '_+_');
    if (!add || identName(add.args[0]) !== c.accuVar || identName(c.result) !== c.accuVar)
        return undefined;
    const list = add.args[1]?.exprKind;
    const elements = list?.case === 'listExpr' ? list.value.elements : [];
    return elements.length === 1 ? elements[0] : undefined;
}
const STRING$1 = { type: 'string' };
const INT$1 = { type: 'integer' };
/**
 * What a comprehension over a shaped range binds: a list's items (with two variables, its index and
 * item), a map's keys (with two, its key and value).
 */
function iterationShapes(range, two) {
    if (!isRecord(range))
        return [];
    const item = itemShape(range);
    if (range.type === 'array')
        return two ? [INT$1, item] : [item];
    return range.type === 'object' && item ? [STRING$1, item] : [];
}

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
const GLOBAL = {
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
const isGlobalLibraryFunction = (name) => Object.hasOwn(GLOBAL, name);
/**
 * Methods declared only on the libraries' own types (URL, Quantity, IP, CIDR, Semver, Image, Format),
 * with the one type every overload returns where cel-cost's result typing uses it (undefined: not
 * typed there). The one list of these names: the overload check and cel-result-type.ts read it.
 */
const LIBRARY_METHODS = {
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
const LIST_METHODS = {
    isSorted: COMPARABLE,
    min: COMPARABLE,
    max: COMPARABLE,
    sum: SUMMABLE,
};
/**
 * cel-go's name of a schema's static type (`int`, `list(string)`, `map(string, int)`), where it is
 * certain; undefined otherwise.
 */
function schemaTypeName(s) {
    if (!isRecord(s))
        return undefined;
    // Every CelType is spelled as cel-go prints it (checker/format.go FormatCelType).
    const scalar = schemaType(s);
    if (scalar)
        return scalar;
    if (s.type === 'array') {
        const item = schemaTypeName(s.items);
        return item && `list(${item})`;
    }
    const map = s.type === 'object' &&
        s.properties === undefined &&
        s['x-kubernetes-preserve-unknown-fields'] !== true &&
        s['x-kubernetes-embedded-resource'] !== true;
    const value = map ? schemaTypeName(s.additionalProperties) : undefined;
    return value && `map(string, ${value})`;
}
/** A list type's item, or undefined for anything else. */
const itemOf = (t) => /^list\((.*)\)$/.exec(t)?.[1];
/**
 * The checker's error for a Kubernetes library call whose arguments no overload takes, or
 * undefined. `fn` is the qualified name (`ip.isCanonical`); `receiver` the target's type name for a
 * method call; `args` the arguments' type names (all must be known).
 */
function libraryMismatch(fn, receiver, args, member) {
    if (args.some((a) => a === undefined))
        return undefined;
    const applied = member ? `${receiver}.(${args.join(', ')})` : `(${args.join(', ')})`;
    const error = `found no matching overload for '${fn}' applied to '${applied}'`;
    if (!member) {
        const overloads = GLOBAL[fn];
        if (!overloads)
            return undefined;
        const fits = (o) => o.length === args.length && o.every((t, i) => t === args[i]);
        return overloads.some(fits) ? undefined : error;
    }
    if (receiver === undefined)
        return undefined;
    const item = itemOf(receiver);
    if (OPAQUE_METHODS.has(fn))
        return error;
    const items = LIST_METHODS[fn];
    if (!items || args.length)
        return undefined;
    return item === undefined || !items.has(item) ? error : undefined;
}
/**
 * The type name of an operand for libraryMismatch: its clear-cut scalar type, else (for a value
 * read from `self`: a variable, a field, an index, a comprehension's result) its schema's (or the
 * list type cel-go infers for `map`/`filter`); never a call's result otherwise
 * (`x.?f` is an optional, whose name this does not guess).
 */
function operandTypeName(e, scalar, schema) {
    if (scalar)
        return scalar;
    return isRead(e) ? schemaTypeName(schema) : undefined;
}

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
const CONVERSIONS = {
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
function arithmetic(fn, a, b) {
    if (!a || !b)
        return undefined;
    if (a === 'timestamp' && b === 'timestamp')
        return fn === '_-_' ? 'duration' : undefined;
    if ((a === 'timestamp' && b === 'duration') || (a === 'duration' && b === 'timestamp'))
        return fn === '_-_' && a === 'duration' ? undefined : 'timestamp';
    return a === b ? a : undefined;
}
const LIST_ITEM = new Set(['sum', 'min', 'max']);
function callType(c, typeOf, schemaOf) {
    const f = qualifiedName(c);
    if (BOOL.has(f) || BOOL.has(c.function))
        return 'bool';
    if (STRING.has(f) || STRING.has(c.function))
        return 'string';
    if (INT.has(c.function))
        return 'int';
    const library = Object.hasOwn(LIBRARY_METHODS, c.function) ? LIBRARY_METHODS[c.function] : undefined;
    if (library)
        return library;
    if (!c.target && CONVERSIONS[c.function])
        return CONVERSIONS[c.function];
    if (c.target && (c.function === 'split' || c.function === 'findAll'))
        return 'list';
    if (ARITHMETIC.has(c.function))
        return arithmetic(c.function, typeOf(c.args[0]), typeOf(c.args[1]));
    if (c.function === '-_')
        return typeOf(c.args[0]);
    // lists.go: `sum`, `min`, `max` return the item type of the list they are called on.
    if (c.target && LIST_ITEM.has(c.function) && !c.args.length && isRead(c.target)) {
        const list = schemaOf(c.target);
        return list?.type === 'array' ? valueType(list.items) : undefined;
    }
    if (c.function === '_?_:_') {
        const [t, f2] = [typeOf(c.args[1]), typeOf(c.args[2])];
        return t === f2 ? t : undefined;
    }
    return undefined;
}
/** A value reached from `self`: typed by its schema (a list, an object typed as a map/struct is left out). */
function valueType(s) {
    if (s?.type === 'array')
        return 'list';
    return schemaType(s);
}
/** The static result type of `e`, reading the schema the cost estimate found for each node. */
function resultType(e, schemaOf) {
    if (!e)
        return undefined;
    const typeOf = (x) => resultType(x, schemaOf);
    const v = e.exprKind.value;
    switch (e.exprKind.case) {
        case 'constExpr':
            return literalType(v.constantKind?.case);
        case 'identExpr':
            return valueType(schemaOf(e));
        case 'selectExpr':
            return v.testOnly ? 'bool' : valueType(schemaOf(e));
        case 'listExpr':
            return 'list';
        case 'structExpr':
            return v.messageName ? undefined : 'map';
        case 'callExpr':
            // `x[i]`: a list's item or a typed map's value, typed by its schema like a field.
            return v.function === '_[_]' ? valueType(schemaOf(e)) : callType(v, typeOf, schemaOf);
        case 'comprehensionExpr': {
            const c = v;
            const returnsAccu = identName(c.result) === c.accuVar;
            return returnsAccu ? typeOf(c.accuInit) : typeOf(c.result);
        }
    }
    return undefined;
}

const STRING_TRAVERSAL = 0.1;
const REGEX_LENGTH = 0.25;
const LIST_CREATE = 10;
const MAP_CREATE = 30;
const STRUCT_CREATE = 40;
const ACCUMULATORS = new Set(['@result', '__result__']);
/** Kubernetes string methods costing one traversal of their target and returning its size (k8s.io/apiserver pkg/cel/library/cost.go). */
const SAME_SIZE = new Set(['lowerAscii', 'upperAscii', 'trim', 'substring']);
/** List methods costing one comparison per item (plus the strings' traversal). */
const PER_ITEM = new Set(['isSorted', 'sum', 'min', 'max', 'indexOf', 'lastIndexOf']);
/** `format.named(…).validate(s)`: the string traversed against a name-format regex of at most 128. */
const NAME_FORMAT_REGEX = 128;
/** Conversions whose result is a fixed-size scalar. */
const SCALAR_CONVERSIONS = new Set(['int', 'uint', 'double', 'bool', 'duration', 'timestamp']);
class Coster {
    unknown = false;
    /** Fields selected on a typed object that declares no such field: the API server's compile error. */
    undeclared = [];
    /** Operators applied to operands of different kinds (`found no matching overload …`). */
    mismatches = [];
    scopes = new Map();
    known = new Map();
    constructor(vars) {
        for (const [k, v] of Object.entries(vars))
            this.scopes.set(k, [v]);
    }
    /** A size the cost formula needs: unknown sizes make the whole estimate unknown. */
    size(e) {
        const k = e && 'exprKind' in e ? this.of(e) : e;
        if (k?.size !== undefined)
            return k.size;
        this.unknown = true;
        return 0;
    }
    of(e) {
        return this.known.get(e.id) ?? {};
    }
    /** The schema that types a node: the one reached from `self`, else its shape. */
    typeSchema = (e) => {
        const k = this.of(e);
        return k.schema ?? k.shape;
    };
    set(e, k) {
        this.known.set(e.id, k);
    }
    cost(e) {
        if (!e)
            return 0;
        const v = e.exprKind.value;
        switch (e.exprKind.case) {
            case 'constExpr':
                this.set(e, literalSize(v));
                return 0;
            case 'identExpr':
                this.set(e, this.scopes.get(v.name)?.at(-1) ?? {});
                return 1;
            case 'selectExpr':
                return this.select(e, v);
            case 'callExpr':
                return this.call(e, v);
            case 'listExpr':
                return this.list(e, v.elements);
            case 'structExpr':
                return this.struct(e, v);
            case 'comprehensionExpr':
                return this.comprehension(e, v);
        }
        return 0;
    }
    select(e, s) {
        const operand = this.cost(s.operand);
        const { schema: on, root, shape } = this.of(s.operand);
        const typed = on ?? shape;
        const field = typed ? (mapValues(typed) ?? selectField(typed, s.field, root === true)) : undefined;
        if (typed && !field && closedObject(typed) && !this.undeclared.includes(s.field))
            this.undeclared.push(s.field);
        const embedded = field?.['x-kubernetes-embedded-resource'] === true;
        // A field of a shape is typed by the shape's schema, never sized by it.
        const reached = on ? known(field) : field ? { shape: field } : {};
        this.set(e, s.testOnly ? { size: 1 } : { ...reached, ...(embedded ? { root: true } : {}) });
        // A select on a map or object costs 1; a presence test (`has`) nothing more than its operand: the
        // API server sets cel-go's PresenceTestHasCost(false) (base.go).
        return operand + (!s.testOnly && on && on.type === 'object' ? 1 : 0);
    }
    /** Operators and `size` on operands whose static types have no such overload (cel-types.ts). */
    typeMismatch(c) {
        const scalar = (x) => {
            const t = this.of(x).literal ?? resultType(x, this.typeSchema);
            return t === 'list' || t === 'map' ? undefined : t;
        };
        const operands = [...(c.target ? [c.target] : []), ...c.args];
        const types = operands.map(scalar);
        const names = () => operands.map((x, i) => operandTypeName(x, types[i], this.typeSchema(x)));
        const global = !c.target;
        const mismatch = (c.args.length === 2 && global ? overloadMismatch(c.function, types[0], types[1]) : undefined) ??
            (c.args.length === 1 && global ? conversionMismatch(c.function, types[0]) : undefined) ??
            (c.target ? methodMismatch(c.function, types[0], types.slice(1)) : undefined) ??
            operandMismatch(c.function, types, c.target !== undefined) ??
            libraryCall(c, names);
        if (mismatch)
            this.mismatches.push(mismatch);
    }
    /**
     * `x.?f` (rewritten `x.__opt_select__("f")`): on a typed object that declares no `f`, an undefined
     * field; otherwise what it holds is sized as `x.f` (the optional is transparent to sizes).
     */
    optionalField(target, name) {
        const f = name?.exprKind.case === 'constExpr'
            ? name.exprKind.value.constantKind?.value
            : undefined;
        const { schema: on, root } = this.of(target);
        if (typeof f !== 'string' || !on)
            return {};
        const field = mapValues(on) ?? selectField(on, f, root === true);
        if (!field && closedObject(on) && !this.undeclared.includes(f))
            this.undeclared.push(f);
        return { ...known(field), ...(field?.['x-kubernetes-embedded-resource'] === true ? { root: true } : {}) };
    }
    list(e, elements) {
        let sum = LIST_CREATE;
        for (const x of elements)
            sum += this.cost(x);
        const first = elements[0];
        this.set(e, { size: elements.length, ...(first ? { item: this.of(first) } : {}) });
        return sum;
    }
    struct(e, s) {
        let sum = s.messageName ? STRUCT_CREATE : MAP_CREATE;
        for (const x of s.entries)
            sum += this.cost(x.key) + this.cost(x.value);
        this.set(e, { size: s.entries.length });
        return sum;
    }
    comprehension(e, c) {
        let sum = this.cost(c.iterRange) + this.cost(c.accuInit);
        const range = this.of(c.iterRange);
        if (isBind(c)) {
            this.push(c.accuVar, this.of(c.accuInit));
            sum += this.cost(c.result);
            this.pop(c.accuVar);
            this.set(e, this.of(c.result));
            return sum;
        }
        this.push(c.accuVar, this.of(c.accuInit));
        const element = elementOf(range);
        // A range no schema reaches (a `map`/`filter` result) types its variables by its shape.
        const [first, second] = range.schema ? [] : iterationShapes(range.shape, Boolean(c.iterVar2));
        const shaped = (k, shape) => (shape && !k.schema ? { ...k, shape } : k);
        if (c.iterVar2) {
            // Two variables: a list's index and item, a map's key and value.
            const map = range.schema?.type === 'object';
            this.push(c.iterVar, shaped(map ? keyOf(range) : { size: 1, literal: 'int' }, first));
            this.push(c.iterVar2, shaped(map && range.schema ? known(mapValues(range.schema)) : element, second));
        }
        else
            this.push(c.iterVar, shaped(range.schema?.type === 'object' ? keyOf(range) : element, first));
        const step = this.cost(c.loopCondition) + this.cost(c.loopStep);
        this.pop(c.iterVar);
        if (c.iterVar2)
            this.pop(c.iterVar2);
        sum += this.cost(c.result);
        this.pop(c.accuVar);
        sum += this.size(range) * step;
        const init = c.accuInit.exprKind.case;
        this.set(e, init === 'listExpr' || init === 'structExpr' ? this.built(c, range) : this.of(c.result));
        return sum;
    }
    /** A comprehension building a list or map: the range's size, and for `map`/`filter` the list type cel-go infers. */
    built(c, range) {
        const el = appendedElement(c);
        const item = el && this.elementShape(el);
        return { size: range.size, ...(item ? { shape: { type: 'array', items: item } } : {}) };
    }
    /** An appended element's type: a value read (a variable, a field, an index) by its schema, else its static type. */
    elementShape(el) {
        if (isRead(el) && this.typeSchema(el))
            return this.typeSchema(el);
        return scalarShape(this.of(el).literal ?? resultType(el, this.typeSchema));
    }
    push(name, k) {
        this.scopes.set(name, [...(this.scopes.get(name) ?? []), k]);
    }
    pop(name) {
        this.scopes.get(name)?.pop();
    }
    call(e, c) {
        const costs = c.args.map((a) => this.cost(a));
        // `c ? a : b` runs one branch: the condition plus the dearer branch.
        const args = c.function === '_?_:_' ? costs[0] + Math.max(costs[1], costs[2]) : costs.reduce((n, x) => n + x, 0);
        const target = c.target ? this.cost(c.target) : 0;
        this.typeMismatch(c);
        const { cost, result } = callCost(this, c);
        const optional = (c.function === OPT_SELECT || c.function === OPT_HAS) && c.target
            ? this.optionalField(c.target, c.args[0])
            : undefined;
        const indexed = c.function === '_[_]' && c.args[0] ? this.of(c.args[0]).shape : undefined;
        const item = indexed && !result?.schema ? itemShape(indexed) : undefined;
        this.set(e, c.function === OPT_HAS ? { size: 1 } : (optional ?? (item ? { ...result, shape: item } : result) ?? {}));
        return target + args + cost;
    }
}
/** A Kubernetes library function on arguments none of its overloads takes (cel-library-types.ts). */
function libraryCall(c, names) {
    const q = qualifiedName(c);
    const all = names();
    if (!c.target)
        return libraryMismatch(c.function, undefined, all, false);
    if (q !== c.function && isGlobalLibraryFunction(q))
        return libraryMismatch(q, undefined, all.slice(1), false);
    return libraryMismatch(c.function, all[0], all.slice(1), true);
}
/** The cost of a call itself (its target and arguments already counted) and what it returns. */
function callCost(k, c) {
    const [a, b] = c.args;
    const t = c.target;
    const f = c.function;
    const str = (x) => Math.ceil(k.size(x) * STRING_TRAVERSAL);
    switch (f) {
        case '_&&_':
        case '_||_':
        case '_?_:_':
            // Short-circuit: the operands' costs are the cost; `?:` returns either branch.
            return { cost: 0, result: f === '_?_:_' && b ? union(k.of(b), k.of(c.args[2])) : { size: 1 } };
        case 'matches':
        case 'find':
        case 'findAll': {
            // The member forms (the global `matches(s, re)` is an O(1) call to the estimator).
            if (!t || !a)
                break;
            const strCost = Math.ceil((k.size(t) + 1) * STRING_TRAVERSAL);
            const result = f === 'matches' ? { size: 1 } : { size: k.of(t).size };
            return { cost: strCost * Math.ceil(k.size(a) * REGEX_LENGTH), result };
        }
        case 'contains':
            if (t && a)
                return { cost: str(t) * str(a) };
            break;
        case 'startsWith':
        case 'endsWith':
            if (a)
                return { cost: str(a) };
            break;
        case '@in':
            if (b)
                return { cost: k.size(b) };
            break;
        case '_+_':
            return concat(k, a, b);
        case '_==_':
        case '_!=_':
        case '_<_':
        case '_<=_':
        case '_>_':
        case '_>=_':
            return { cost: compareCost(k, a, b), result: { size: 1 } };
        case '_[_]':
            return { cost: 1, result: a ? indexed(k.of(a)) : {} };
        case 'size':
            return { cost: 1, result: { size: 1 } };
        // Optional values are transparent to sizes: `x[?i]` is an item, `o.value()` / `o.orValue(d)` what `o` holds.
        case OPT_INDEX:
            if (t)
                return { cost: 1, result: elementOf(k.of(t)) };
            break;
        // A presence test costs nothing more (the API server sets PresenceTestHasCost(false)).
        case OPT_HAS:
            return { cost: 0, result: { size: 1 } };
        case 'value':
            if (t && !a)
                return { cost: 1, result: k.of(t) };
            break;
        case 'orValue':
            if (t && a)
                return { cost: 1, result: orValue(k.of(t), k.of(a)) };
            break;
    }
    return libraryCost(k, c);
}
/** Kubernetes library functions as its estimator prices them (k8s.io/apiserver pkg/cel/library/cost.go), else O(1). */
function libraryCost(k, c) {
    const t = c.target;
    const f = c.function;
    const traverse = (x, factor = 1) => Math.ceil(k.size(x) * STRING_TRAVERSAL * factor);
    if (t && SAME_SIZE.has(f))
        return { cost: traverse(t), result: { size: k.of(t).size } };
    if (t && PER_ITEM.has(f))
        return { cost: perItem(k, t), result: { size: 1 } };
    if (t && f === 'split')
        return { cost: traverse(t, 2), result: { size: splitLimit(c) ?? k.of(t).size } };
    if (t && f === 'replace')
        return { cost: traverse(t, 2), result: replaced(k, t, c.args[0], c.args[1]) };
    if (t && f === 'join')
        return joinCost(k, t, c.args[0]);
    if (t && f === 'validate' && c.args[0])
        return { cost: Math.ceil(traverse(c.args[0]) * NAME_FORMAT_REGEX * REGEX_LENGTH) };
    if (!t && f === 'url' && c.args[0])
        return { cost: traverse(c.args[0]), result: { size: k.of(c.args[0]).size } };
    if (f === 'dyn' && c.args[0])
        return { cost: 1, result: k.of(c.args[0]) };
    if (SCALAR_CONVERSIONS.has(f))
        return { cost: 1, result: { size: 1 } };
    return { cost: 1 };
}
/**
 * The largest string `s.replace(old, new)` can build, as cost.go's estimator sizes it: an `old` that
 * can be empty inserts `new` around every character (size + 1 times) and keeps them; a `new` no
 * longer than the shortest `old` cannot grow the string; else every `old` at its shortest is
 * replaced by `new` at its longest. Only literals have a known shortest size (a schema gives none).
 */
function replaced(k, t, old, by) {
    const size = k.of(t).size;
    const byMax = by && k.of(by).size;
    if (!old || size === undefined || byMax === undefined)
        return {};
    const oldMin = isText(old) ? (k.of(old).size ?? 0) : 0;
    if (oldMin === 0)
        return { size: (size + 1) * byMax + size };
    if (byMax <= oldMin)
        return { size };
    return { size: Math.ceil(size / oldMin) * byMax };
}
/** `isSorted`, `sum`, `indexOf` …: one per item, plus each string item's traversal; on a string, its traversal. */
function perItem(k, t) {
    const target = k.of(t);
    const element = elementOf(target);
    if (target.schema?.type === 'string' || (target.literal === 'string' && !target.item))
        return Math.ceil(k.size(t) * STRING_TRAVERSAL);
    const text = element.schema?.type === 'string' || element.literal === 'string';
    return k.size(t) * (1 + (text ? Math.ceil(k.size(element) * STRING_TRAVERSAL) : 0));
}
const splitLimit = (c) => {
    const limit = c.args[1]?.exprKind;
    const v = limit?.case === 'constExpr'
        ? limit.value.constantKind
        : undefined;
    return typeof v?.value === 'bigint' ? Number(v.value) : undefined;
};
/** `list.join(sep)`: the result's size (items × item size + separators) traversed once. */
function joinCost(k, t, sep) {
    const list = k.size(t);
    const size = list * k.size(elementOf(k.of(t))) + (sep ? k.size(sep) * Math.max(list - 1, 0) : 0);
    return { cost: Math.ceil(size * STRING_TRAVERSAL), result: { size } };
}
function concat(k, a, b) {
    if (!a || !b)
        return { cost: 1 };
    const [x, y] = [k.of(a), k.of(b)];
    const size = x.size !== undefined && y.size !== undefined ? x.size + y.size : undefined;
    const list = x.item !== undefined || y.item !== undefined || x.schema?.type === 'array';
    if (list)
        return { cost: 1, result: { size, item: union(x.item ?? {}, y.item ?? {}) } };
    const text = x.schema?.type === 'string' || y.schema?.type === 'string' || isText(a) || isText(b);
    if (!text)
        return { cost: 1, result: { size } };
    return { cost: Math.ceil(k.size({ size }) * STRING_TRAVERSAL), result: { size } };
}
/** Equality and ordering: the smaller size traversed, 0.1 per unit (1 for scalars). */
function compareCost(k, a, b) {
    if (!a || !b)
        return 1;
    const sizes = [k.of(a), k.of(b)].map((x) => x.size ?? (x.schema && isScalar(x.schema) ? 1 : undefined));
    const known = sizes.filter((s) => s !== undefined);
    if (!known.length)
        return k.size({}); // both unknown: the API server would estimate max uint
    return Math.ceil(Math.min(...known) * STRING_TRAVERSAL);
}
const isText = (e) => e.exprKind.case === 'constExpr' &&
    e.exprKind.value.constantKind?.case === 'stringValue';
function literalSize(v) {
    const c = v.constantKind;
    const literal = literalType(c?.case);
    return { ...literalSizeOf(c), ...(literal ? { literal } : {}) };
}
function literalSizeOf(c) {
    if (c?.case === 'stringValue')
        return { size: [...String(c.value)].length };
    if (c?.case === 'bytesValue')
        return { size: c.value.length };
    return { size: 1 };
}
/** An object CEL types by its declared properties only (not a map, not open to unknown fields, not embedded). */
const closedObject = (s) => s.type === 'object' &&
    s.additionalProperties === undefined &&
    s['x-kubernetes-preserve-unknown-fields'] !== true &&
    s['x-kubernetes-embedded-resource'] !== true;
function known(s) {
    if (!s)
        return {};
    const size = isScalar(s) ? 1 : maxElements(s);
    return { schema: s, ...(size !== undefined ? { size } : {}) };
}
/** The element a comprehension binds: a list's items, a map's keys (strings of unknown size). */
function elementOf(range) {
    if (range.item)
        return range.item;
    const s = range.schema;
    if (s?.type === 'array' && isRecord(s.items))
        return {
            ...known(s.items),
            ...(s.items['x-kubernetes-embedded-resource'] === true ? { root: true } : {}),
        };
    return {};
}
/** A map's keys, strings (of a size the schema does not tell) for a map typed by the schema; else unknown. */
function keyOf(range) {
    return range.schema && mapValues(range.schema) ? { literal: 'string' } : {};
}
/** `x[i]`: a list's item, a typed map's value. */
function indexed(on) {
    const values = on.schema ? mapValues(on.schema) : undefined;
    return values ? known(values) : elementOf(on);
}
/** `o.orValue(d)`: what `o` holds, at most as large as the larger of the two. */
function orValue(o, d) {
    const size = o.size !== undefined && d.size !== undefined ? Math.max(o.size, d.size) : undefined;
    const { size: _, ...rest } = o;
    return size !== undefined ? { ...rest, size } : rest;
}
function union(a, b) {
    const size = a.size !== undefined && b.size !== undefined ? Math.max(a.size, b.size) : undefined;
    return size !== undefined ? { size } : {};
}
function isBind(c) {
    const r = c.iterRange.exprKind;
    const cond = c.loopCondition.exprKind;
    return (r.case === 'listExpr' &&
        r.value.elements.length === 0 &&
        cond.case === 'constExpr' &&
        cond.value.constantKind?.value === false &&
        !ACCUMULATORS.has(c.accuVar));
}
/**
 * Estimates an expression whose `self` (and `oldSelf`) has schema `self` (`root`: the resource
 * root, where apiVersion, kind and metadata.name are always there).
 */
function estimateRule(expr, self, root) {
    const v = { ...known(self), root };
    const c = new Coster({ self: v, oldSelf: v });
    const cost = c.cost(expr);
    const type = resultType(expr, c.typeSchema);
    return {
        ...(c.unknown ? {} : { cost }),
        undeclared: c.undeclared,
        mismatches: c.mismatches,
        ...(type ? { type } : {}),
    };
}

/**
 * Compiles a validation rule (or messageExpression) declared at schema node `schema` (`root`: the
 * resource root or an embedded resource): a syntax error or a field the schema does not declare is
 * an error; otherwise its estimated cost (crd/validate/cel-cost.ts).
 */
function checkRule(expr, schema, root, kubernetesVersion, kind = 'rule') {
    // New or changed rules compile at the API server's compatibility version (its minor − 1); a rule
    // already stored keeps compiling with everything the server has, which is why a problem a base CRD
    // already had only warns (crd/invalid).
    const server = kubernetesMinor(kubernetesVersion);
    const minor = compatibilityMinor(server);
    // The API server's wording: `compilation failed: …`, `messageExpression compilation failed: …`.
    const failed = kind === 'rule' ? 'compilation failed' : 'messageExpression compilation failed';
    const parsed = parseRule(expr, minor, server);
    if ('unchecked' in parsed)
        return { unchecked: parsed.unchecked };
    if ('error' in parsed)
        return { error: `${failed}: ${parsed.error.split('\n')[0]}` };
    const program = compile(expr, minor, server);
    if (typeof program !== 'function')
        return { error: `${failed}: ${program.error.split('\n')[0]}` };
    const e = parsed.expr;
    let late;
    let estimate;
    try {
        late = lateFunction(e, minor, server);
        estimate = estimateRule(e, schema, root);
    }
    catch (err) {
        // An expression nested deeper than the gate's walkers reach (the engine parsed it): not judged.
        return { unchecked: `the gate cannot walk it to check it (${err.message})` };
    }
    if (late)
        return {
            error: `${failed}: ERROR: undeclared reference to '${late.name}' (in container '') (${late.why})`,
        };
    if (estimate.undeclared.length)
        return { error: `${failed}: ERROR: undefined field '${estimate.undeclared[0]}'` };
    if (estimate.mismatches.length)
        return { error: `${failed}: ERROR: ${estimate.mismatches[0]}` };
    const wanted = kind === 'rule' ? 'bool' : 'string';
    if (estimate.type && estimate.type !== wanted)
        return {
            error: kind === 'rule'
                ? 'cel expression must evaluate to a bool'
                : 'messageExpression must evaluate to a string',
        };
    return estimate.cost === undefined ? {} : { cost: estimate.cost };
}
/**
 * The first function the expression calls that the API server's CEL environment at this minor
 * version (on an API server of 1.`server`) lacks but a later one has (`isSorted` before 1.28, `ip`
 * before 1.30, `first` in the cel-go before 1.33, …), and why. A function no version of the gate's
 * environment knows is not judged here (at run time it is a "not checked" notice): never a compile
 * error the API server might not raise.
 */
function lateFunction(e, minor, server) {
    const names = [];
    const walk = (node) => {
        if (!node || typeof node !== 'object')
            return;
        const k = node.exprKind;
        if (k?.case === 'callExpr') {
            const call = k.value;
            names.push(...new Set([qualifiedName(call), call.function]));
        }
        for (const v of Object.values(node))
            if (typeof v === 'object')
                walk(v);
    };
    walk(e);
    const has = (m, s, name) => envFor(m, s).funcs.find(name) !== undefined;
    for (const name of names) {
        if (/^[_@!-]/.test(name) || has(minor, server, name))
            continue;
        // The first cluster version whose new rules may call it: a library of 1.N from 1.(N+1) on, an
        // unversioned cel-go addition from the version whose cel-go has it.
        for (let s = server + 1; s <= NEWEST_LIBRARY_MINOR + 1; s++)
            if (has(s - 1, s, name))
                return {
                    name,
                    why: has(s - 1, s - 1, name) ? lateFeature(minor, name, s - 1) : lateCelGo(server, name, s),
                };
    }
    return undefined;
}

export { checkRule };
