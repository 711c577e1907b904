import { c as compile, k as kubernetesMinor, N as NEWEST_LIBRARY_MINOR, e as envFor } from './cli-cel.js';
import { i as intOrString, b as isScalar, m as maxElements, c as mapValues, e as selectField, f as isRecord } from './cli-cli-main.js';
import { p as parse, i as isCelError } from './cli-parse.js';
import 'node:fs/promises';
import 'node:util';
import 'node:crypto';
import 'node:path';
import 'node:fs';
import 'node:os';
import 'node:url';
import 'node:worker_threads';
import 'node:child_process';
import './cli.js';

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
const ARITHMETIC = new Set(['_+_', '_-_', '_*_', '_/_', '_%_']);
const TIME = new Set(['timestamp', 'duration']);
/** The checker's error for a binary operator on operands of different kinds, or undefined. */
function overloadMismatch(fn, a, b) {
    if (!a || !b || family(a) === family(b))
        return undefined;
    if (!COMPARISONS.has(fn) && !ARITHMETIC.has(fn))
        return undefined;
    if (ARITHMETIC.has(fn) && (TIME.has(a) || TIME.has(b)))
        return undefined;
    return `found no matching overload for '${fn}' applied to '(${a}, ${b})'`;
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
        const { schema: on, root } = this.of(s.operand);
        const field = on ? (mapValues(on) ?? selectField(on, s.field, root === true)) : undefined;
        if (on && !field && closedObject(on) && !this.undeclared.includes(s.field))
            this.undeclared.push(s.field);
        const embedded = field?.['x-kubernetes-embedded-resource'] === true;
        this.set(e, s.testOnly ? { size: 1 } : { ...known(field), ...(embedded ? { root: true } : {}) });
        // A select on a map or object costs 1; presence tests (`has`) cost 1 too.
        return operand + (s.testOnly || (on && on.type === 'object') ? 1 : 0);
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
        if (c.iterVar2) {
            this.push(c.iterVar, {});
            this.push(c.iterVar2, element);
        }
        else
            this.push(c.iterVar, element);
        const step = this.cost(c.loopCondition) + this.cost(c.loopStep);
        this.pop(c.iterVar);
        if (c.iterVar2)
            this.pop(c.iterVar2);
        sum += this.cost(c.result);
        this.pop(c.accuVar);
        sum += this.size(range) * step;
        const init = c.accuInit.exprKind.case;
        this.set(e, init === 'listExpr' || init === 'structExpr' ? { size: range.size } : this.of(c.result));
        return sum;
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
        const [a, b] = c.args.map((x) => this.of(x));
        const mismatch = c.args.length === 2 ? overloadMismatch(c.function, typeOf(a), typeOf(b)) : undefined;
        if (mismatch)
            this.mismatches.push(mismatch);
        const { cost, result } = callCost(this, c);
        this.set(e, result ?? {});
        return target + args + cost;
    }
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
            return { cost: 1, result: a ? elementOf(k.of(a)) : {} };
        case 'size':
            return { cost: 1, result: { size: 1 } };
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
        return { cost: traverse(t, 2) };
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
const typeOf = (k) => k?.literal ?? schemaType(k?.schema);
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
    return { ...(c.unknown ? {} : { cost }), undeclared: c.undeclared, mismatches: c.mismatches };
}

/**
 * Syntax the API server's CEL (cel-go) parses and the gate's engine does not: optional field
 * selection (`a.?b`, `a[?k]`) and two-variable comprehensions (`all(k, v, …)`, `transformMap…`).
 */
const ENGINE_GAP = /\.\?|\[\?|\.(?:all|exists|existsOne|exists_one|transformList|transformMap|transformMapEntry)\(\s*[A-Za-z_]\w*\s*,\s*[A-Za-z_]\w*\s*,/;
const TWO_VARIABLE_MACROS = new Set([
    'all',
    'exists',
    'existsOne',
    'exists_one',
    'transformList',
    'transformMap',
    'transformMapEntry',
]);
/** Whether the expression calls a comprehension macro with two variables (`m.all(k, v, …)`). */
function twoVariableMacro(node) {
    if (!node || typeof node !== 'object')
        return false;
    const k = node.exprKind;
    if (k?.case === 'callExpr') {
        const call = k.value;
        if (call.target && TWO_VARIABLE_MACROS.has(call.function) && call.args.length >= 3)
            return true;
    }
    return Object.values(node).some((v) => typeof v === 'object' && twoVariableMacro(v));
}
const parsed = new Map();
function ast(expr) {
    if (!parsed.has(expr)) {
        let e;
        try {
            const p = parse(expr);
            e = isCelError(p) ? undefined : p.expr;
        }
        catch {
            e = undefined;
        }
        parsed.set(expr, e);
    }
    return parsed.get(expr);
}
/**
 * Compiles a validation rule (or messageExpression) declared at schema node `schema` (`root`: the
 * resource root or an embedded resource): a syntax error or a field the schema does not declare is
 * an error; otherwise its estimated cost (crd/validate/cel-cost.ts).
 */
function checkRule(expr, schema, root, kubernetesVersion) {
    const program = compile(expr, kubernetesMinor(kubernetesVersion));
    const e = typeof program === 'function' ? ast(expr) : undefined;
    // Optional selection does not parse here; two-variable macros parse as plain calls of three arguments.
    if (typeof program !== 'function' ? ENGINE_GAP.test(expr) : e && twoVariableMacro(e))
        return {
            unchecked: "it uses syntax the gate's CEL engine cannot parse (optional field selection or a two-variable comprehension)",
        };
    if (typeof program !== 'function')
        return { error: `compilation failed: ${program.error.split('\n')[0]}` };
    if (!e)
        return {};
    const minor = kubernetesMinor(kubernetesVersion);
    const late = lateFunction(e, minor);
    if (late)
        return {
            error: `compilation failed: ERROR: undeclared reference to '${late.name}' (in container '') (Kubernetes 1.${minor}'s CEL environment has no ${late.name}; it arrives in 1.${late.since}: crd.kubernetesVersion says which clusters the CRD must work on)`,
        };
    const estimate = estimateRule(e, schema, root);
    if (estimate.undeclared.length)
        return { error: `compilation failed: ERROR: undefined field '${estimate.undeclared[0]}'` };
    if (estimate.mismatches.length)
        return { error: `compilation failed: ERROR: ${estimate.mismatches[0]}` };
    return estimate.cost === undefined ? {} : { cost: estimate.cost };
}
/**
 * The first function the expression calls that the API server's CEL environment at this minor
 * version lacks but a later one has (`isSorted` before 1.28, `ip` before 1.30, …), and when it
 * arrives. A function no version of the gate's environment knows is not judged here (at run time
 * it is a "not checked" notice): never a compile error the API server might not raise.
 */
function lateFunction(e, minor) {
    const names = [];
    const walk = (node) => {
        if (!node || typeof node !== 'object')
            return;
        const k = node.exprKind;
        if (k?.case === 'callExpr') {
            const call = k.value;
            const target = call.target?.exprKind;
            const ns = target?.case === 'identExpr' ? target.value.name : undefined;
            names.push(...(ns ? [`${ns}.${call.function}`, call.function] : [call.function]));
        }
        for (const v of Object.values(node))
            if (typeof v === 'object')
                walk(v);
    };
    walk(e);
    const has = (m, name) => envFor(m).funcs.find(name) !== undefined;
    for (const name of names) {
        if (/^[_@!-]/.test(name) || has(minor, name))
            continue;
        for (let m = minor + 1; m <= NEWEST_LIBRARY_MINOR; m++)
            if (has(m, name))
                return { name, since: m };
    }
    return undefined;
}

export { checkRule };
