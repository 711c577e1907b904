import { p as parseCel, i as isCelError } from './chunk-cel-parsed.js';

/**
 * Whether a CEL rule added to a schema node can reject an object the base node accepted: the rules
 * are parsed (cel-parsed.ts, the one parse of each CEL text, never evaluated) and abstracted to
 * propositional formulas over their non-boolean sub-expressions ("atoms", compared as parsed, so
 * whitespace and parentheses do not matter). What the base schema says fixes some atoms for every
 * base-valid object: `has(self.f)` is false for a field the base node does not have and true for
 * one it requires; `self.f == 'x'` is false when the base enum of `f` has no `x`. The new rule is
 * no tightening when every assignment that satisfies the base rules of the node satisfies it too (a
 * truth table, at most MAX_ATOMS atoms; anything larger is undecided and stays a tightening).
 */
const MAX_ATOMS = 16;
const isNode = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The expression printed without ids: equal text means equal expressions. */
function canon(v) {
    return JSON.stringify(v, (k, x) => k === 'id' || k === '$typeName' ? undefined : typeof x === 'bigint' ? `${x}n` : x);
}
function toFormula(e) {
    const { case: kind, value } = e.exprKind;
    if (kind === 'constExpr') {
        const c = value.constantKind;
        if (c.case === 'boolValue')
            return { op: 'const', v: c.value === true };
    }
    if (kind === 'callExpr') {
        const call = value;
        const [a, b, c] = call.args;
        if (call.function === '!_' && a)
            return { op: 'not', a: toFormula(a) };
        if (call.function === '_&&_' && a && b)
            return { op: 'and', a: toFormula(a), b: toFormula(b) };
        if (call.function === '_||_' && a && b)
            return { op: 'or', a: toFormula(a), b: toFormula(b) };
        if (call.function === '_?_:_' && a && b && c)
            return { op: 'if', c: toFormula(a), a: toFormula(b), b: toFormula(c) };
        // `x == y` between two boolean formulas is an equivalence.
        if (call.function === '_==_' && a && b && isBoolean(a) && isBoolean(b))
            return { op: 'iff', a: toFormula(a), b: toFormula(b) };
        if (call.function === '_!=_' && a && b && isBoolean(a) && isBoolean(b))
            return { op: 'not', a: { op: 'iff', a: toFormula(a), b: toFormula(b) } };
        if (call.function === '_!=_' && a && b) {
            const eq = { exprKind: { case: 'callExpr', value: { ...call, function: '_==_' } } };
            return { op: 'not', a: { op: 'atom', key: canon(eq), expr: eq } };
        }
    }
    if (kind === 'comprehensionExpr')
        return { op: 'atom', key: canon(e), expr: e, all: allMacro(value) };
    return { op: 'atom', key: canon(e), expr: e };
}
const BOOLEAN_CALLS = new Set(['!_', '_&&_', '_||_']);
/** An expression that is boolean by its shape: a logical operator or a `has()` test. */
function isBoolean(e) {
    const { case: kind, value } = e.exprKind;
    if (kind === 'selectExpr')
        return value.testOnly;
    return kind === 'callExpr' && BOOLEAN_CALLS.has(value.function);
}
/** `range.all(v, body)` as the parser expands it; undefined for any other comprehension. */
function allMacro(value) {
    const c = value;
    const init = c.accuInit && literal(c.accuInit);
    const step = c.loopStep?.exprKind;
    if (init?.v !== true || step?.case !== 'callExpr')
        return undefined;
    const call = step.value;
    const [acc, body] = call.args;
    if (call.function !== '_&&_' || acc?.exprKind.case !== 'identExpr' || !body)
        return undefined;
    if (acc.exprKind.value.name !== c.accuVar)
        return undefined;
    return { range: canon(c.iterRange), v: c.iterVar, body: toFormula(body) };
}
/** The sub-formulas of a connective. */
function children(f) {
    if (f.op === 'atom' || f.op === 'const')
        return [];
    if (f.op === 'not')
        return [f.a];
    return f.op === 'if' ? [f.c, f.a, f.b] : [f.a, f.b];
}
/** Every atom of a formula, in order. */
function atomList(f, out = []) {
    if (f.op === 'atom')
        out.push(f);
    for (const c of children(f))
        atomList(c, out);
    return out;
}
function atoms(f, out) {
    for (const a of atomList(f))
        out.set(a.key, a.expr);
}
function evaluate(f, v) {
    switch (f.op) {
        case 'const':
            return f.v;
        case 'atom':
            return v.get(f.key);
        case 'not':
            return !evaluate(f.a, v);
        case 'and':
            return evaluate(f.a, v) && evaluate(f.b, v);
        case 'or':
            return evaluate(f.a, v) || evaluate(f.b, v);
        case 'iff':
            return evaluate(f.a, v) === evaluate(f.b, v);
        case 'if':
            return evaluate(f.c, v) ? evaluate(f.a, v) : evaluate(f.b, v);
    }
}
/** `self.f` → `f`. */
function selfField(e) {
    if (e?.exprKind.case !== 'selectExpr')
        return undefined;
    const s = e.exprKind.value;
    const op = s.operand?.exprKind;
    if (op?.case !== 'identExpr' || op.value.name !== 'self')
        return undefined;
    return { field: s.field, testOnly: s.testOnly };
}
function literal(e) {
    if (e?.exprKind.case !== 'constExpr')
        return undefined;
    const c = e.exprKind.value.constantKind;
    return c.case === 'stringValue' || c.case === 'boolValue' ? { v: c.value } : undefined;
}
const props = (n) => (isNode(n.properties) ? n.properties : {});
/** What the base node fixes about an atom for every object it accepts (undefined: free). */
function fixedByBase(e, base, head) {
    const has = selfField(e);
    if (has?.testOnly) {
        if (!(has.field in props(base)))
            return false;
        if (Array.isArray(base.required) && base.required.includes(has.field))
            return true;
        return undefined;
    }
    if (e.exprKind.case !== 'callExpr')
        return undefined;
    const call = e.exprKind.value;
    if (call.function !== '_==_' || call.args.length !== 2)
        return undefined;
    const [x, y] = call.args;
    const sel = selfField(x) ?? selfField(y);
    const lit = literal(x) ?? literal(y);
    if (!sel || sel.testOnly || !lit)
        return undefined;
    const was = props(base)[sel.field];
    if (!isNode(was)) {
        // A field new in this change: base objects read its head default, if any.
        const now = props(head)[sel.field];
        return isNode(now) && now.default !== undefined ? now.default === lit.v : undefined;
    }
    if (Array.isArray(was.enum) && !was.enum.includes(lit.v))
        return false;
    return undefined;
}
function parsed(rule) {
    try {
        const p = parseCel(rule);
        if (isCelError(p) || !p.expr)
            return undefined;
        return toFormula(p.expr);
    }
    catch {
        return undefined;
    }
}
const rulesOf = (n) => Array.isArray(n['x-kubernetes-validations'])
    ? n['x-kubernetes-validations'].filter(isNode).map((r) => String(r.rule ?? ''))
    : [];
function allAtoms(f, out) {
    out.push(...atomList(f).filter((a) => a.all));
}
/** `all` is monotone in its body: if the premises' bodies imply the new body, the premises imply the new `all`. */
function comprehensionConstraints(premises, added, budget) {
    const before = [];
    for (const p of premises)
        allAtoms(p, before);
    const after = [];
    allAtoms(added, after);
    const out = [];
    for (const n of after) {
        if (n.op !== 'atom' || !n.all)
            continue;
        const all = n.all;
        const same = before.filter((p) => p.op === 'atom' && p.all?.range === all.range && p.all.v === all.v && p.key !== n.key);
        if (same.length &&
            implies(same.map((p) => p.all.body), all.body, () => undefined, budget))
            out.push({ from: same.map((p) => p.key), to: n.key });
    }
    return out;
}
function implies(given, conclusion, fixedBy, budget) {
    const constraints = comprehensionConstraints(given, conclusion, budget);
    // A premise sharing no atom with the conclusion (or its constraints) cannot help: dropping it is
    // sound, and keeps the table small.
    const relevant = new Map();
    atoms(conclusion, relevant);
    const keys = new Set([...relevant.keys(), ...constraints.flatMap((c) => c.from)]);
    const premises = given.filter((p) => {
        const theirs = new Map();
        atoms(p, theirs);
        return [...theirs.keys()].some((k) => keys.has(k));
    });
    const all = new Map();
    for (const f of [conclusion, ...premises])
        atoms(f, all);
    const fixed = new Map();
    const free = [];
    for (const [key, e] of all) {
        const v = fixedBy(e);
        if (v === undefined)
            free.push(key);
        else
            fixed.set(key, v);
    }
    if (free.length > MAX_ATOMS || budget.left < 1 << free.length)
        return false;
    budget.left -= 1 << free.length;
    for (let bits = 0; bits < 1 << free.length; bits++) {
        const v = new Map(fixed);
        free.forEach((k, i) => v.set(k, ((bits >> i) & 1) === 1));
        if (constraints.some((c) => c.from.every((k) => v.get(k)) && !v.get(c.to)))
            continue;
        if (premises.every((p) => evaluate(p, v)) && !evaluate(conclusion, v))
            return false;
    }
    return true;
}
/**
 * How a rule added at a node relates to the objects the base node accepted: `implied` (every one
 * passes it: no tightening), `immutability` (`self == oldSelf`: a transition rule that only makes
 * the value immutable), or undefined (it may reject some: a tightening).
 */
function celRuleVerdict(base, head, rule, budget = { left: RUN_BUDGET }) {
    const added = parsed(rule);
    if (!added)
        return undefined;
    if (added.op === 'atom' && added.key === canon(parseCel('self == oldSelf').expr))
        return 'immutability';
    const premises = rulesOf(base).map(parsed);
    if (premises.some((p) => !p))
        return undefined;
    return implies(premises, added, (e) => fixedByBase(e, base, head), budget)
        ? 'implied'
        : undefined;
}
/** Truth-table rows for a whole run (a few hundred milliseconds at most). */
const RUN_BUDGET = 1 << 20;
/** The judge of one run: every rule it reads shares one budget. */
function celRuleJudge(budget = { left: RUN_BUDGET }) {
    return (base, head, rule) => celRuleVerdict(base, head, rule, budget);
}

export { RUN_BUDGET, celRuleJudge, celRuleVerdict };
