import { createRequire as __createRequire } from 'node:module';
const __require = __createRequire(import.meta.url);
import { p as picomatch, w as workerThreads, o as onPath, c as childProcess, f as fsPromises, U as UsageError, g as git, a as withCauses } from './cli-cli-main.js';
import { w as withExact, r as readFileText, a as asRecord, K as KUSTOMIZATION_FILE, i as isClusterScoped, t as toParsedFile, b as KUSTOMIZATION_TYPE, c as withValue, p as parseFile, d as clusterChanges, u as unknownRunningVersion, e as releasesOf, f as isRecord, g as pairClusters, h as readStrimziState, j as isKustomizeConfig, k as readKustomization, l as resolveIn, m as applyKustomization, n as applyUnitNamespace, R as REFERENCE_KEYS, o as isRemote, q as isReadable, s as changedCrds, v as clusterScopedKinds, x as takeExact, y as exactUnder, z as apiInt, C as CUSTOM_KEEP, A as wantedKind, B as CLUSTER_FIELDS, D as checkTransitions, E as pairTrees, F as registry, G as transitionAnalyses, H as crdAnalyses, I as buildTree } from './cli-registry.js';
export { J as changedCrdKinds } from './cli-registry.js';
const { existsSync, mkdtempSync, rmSync, mkdirSync, writeFileSync } = __require("node:fs");
const { availableParallelism, tmpdir } = __require("node:os");
const { fileURLToPath } = __require("node:url");
import { E as EventPositions, L as LineIndex, P as PATH_SEP, l as lineAt, D as DEFAULT_PARSE_LIMITS } from './cli-config.js';
import { p as planUpgrade, r as releaseData } from './cli-planner.js';
export { a as parseReleasesFile } from './cli-planner.js';
import { c as compareDotted } from './cli-stops.js';
const { posix, join, dirname, resolve, relative, isAbsolute } = __require("node:path");
const { createHash } = __require("node:crypto");
import './cli.js';

const globCache = new Map();
function glob(pattern) {
    let m = globCache.get(pattern);
    if (!m) {
        m = picomatch(pattern, { dot: true, nonegate: true });
        globCache.set(pattern, m);
    }
    return m;
}
function matches(w, f) {
    if (w.rule !== f.rule && !glob(w.rule)(f.rule))
        return false;
    if (w.object !== undefined && (f.object === undefined || !glob(w.object)(f.object)))
        return false;
    if (w.file !== undefined && (f.file === undefined || !glob(w.file)(f.file)))
        return false;
    if (w.path !== undefined && (f.path === undefined || !f.path.startsWith(w.path)))
        return false;
    return true;
}
/** Which waiver applies to a finding on `today` (YYYY-MM-DD), and which matching ones have expired. */
function checkWaivers(waivers, f, today) {
    const expired = [];
    for (const w of waivers) {
        if (!matches(w, f))
            continue;
        if (w.expires !== undefined && w.expires < today)
            expired.push(w);
        else
            return { applied: w, expired };
    }
    return { expired };
}

const SEVERITY_ORDER = { fail: 0, warn: 1, notice: 2 };
function compareFindings(a, b) {
    return (SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        (a.waived ? 1 : 0) - (b.waived ? 1 : 0) ||
        cmp(a.file ?? '\uffff', b.file ?? '\uffff') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        cmp(a.rule, b.rule) ||
        cmp(a.object ?? '', b.object ?? '') ||
        cmp(a.path ?? '', b.path ?? '') ||
        cmp(a.message, b.message));
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function effectiveSeverity(rule, config) {
    return config.rules[rule.id] ?? rule.defaultSeverity;
}
/**
 * Severity of one finding: the rule's effective severity unless the rule declared one; a config
 * override to `warn` caps declared failures too.
 */
function findingSeverity(declared, effective, overridden) {
    if (declared === undefined)
        return effective;
    if (declared === 'fail' && effective === 'warn' && overridden)
        return 'warn';
    return declared;
}
/**
 * A rule's config knob (`crd.enumAddition`, `crd.unhandled`) applied to what it reported: `allow`
 * drops every finding, a severity replaces the one each finding carries.
 */
function applySeverityKnob(rule, config, findings) {
    const knob = rule.severityFrom?.(config);
    if (knob === undefined)
        return findings;
    if (knob === 'allow')
        return [];
    return findings.map((f) => ({ ...f, severity: knob }));
}
function runRule(rule, ctx, effective) {
    const overridden = ctx.config.rules[rule.id] !== undefined;
    try {
        return applySeverityKnob(rule, ctx.config, rule.evaluate(ctx)).map((f) => ({
            ...f,
            rule: rule.id,
            severity: findingSeverity(f.severity, effective, overridden),
        }));
    }
    catch (err) {
        // Unknown is not safe: a rule that cannot finish fails, and the others still run.
        return [
            {
                rule: rule.id,
                severity: 'fail',
                message: `The rule stopped with an internal error (${err instanceof Error ? err.message : String(err)}); its verdict is unknown. Please report this with the input that caused it.`,
            },
        ];
    }
}
/** Runs every rule, applies severity overrides and waivers once, and builds the result. */
function evaluateRules(rules, ctx, labels) {
    const ruleResults = [];
    const findings = [];
    for (const rule of rules) {
        const severity = effectiveSeverity(rule, ctx.config);
        const base = { id: rule.id, title: rule.title, category: rule.category, severity, findings: 0 };
        if (severity === 'off') {
            const reason = ctx.config.rules[rule.id] === 'off' ? 'turned off in the config' : 'off by default';
            ruleResults.push({ ...base, status: 'skipped', reason });
            continue;
        }
        const skip = rule.skip?.(ctx);
        if (skip) {
            ruleResults.push({ ...base, status: 'skipped', reason: skip });
            continue;
        }
        let counted = 0;
        let worst = 'pass';
        for (const f of runRule(rule, ctx, severity)) {
            const { applied, expired } = checkWaivers(ctx.config.waivers, f, ctx.facts.today);
            for (const w of expired) {
                findings.push({
                    rule: rule.id,
                    severity: 'notice',
                    file: f.file,
                    line: f.line,
                    object: f.object,
                    message: `A waiver for this finding expired on ${w.expires} ("${w.reason}"): renew it or fix the finding.`,
                });
            }
            if (applied && f.severity !== 'notice') {
                findings.push({
                    ...f,
                    waived: { reason: applied.reason, ...(applied.expires ? { expires: applied.expires } : {}) },
                });
                continue;
            }
            findings.push(f);
            if (f.severity === 'notice')
                continue;
            counted++;
            if (f.severity === 'fail')
                worst = 'fail';
            else if (worst === 'pass')
                worst = 'warn';
        }
        ruleResults.push({ ...base, status: worst, findings: counted });
    }
    findings.sort(compareFindings);
    const summary = { pass: 0, warn: 0, fail: 0, skipped: 0 };
    for (const r of ruleResults)
        summary[r.status]++;
    const result = summary.fail > 0 ? 'fail' : summary.warn > 0 ? 'warn' : 'pass';
    return { result, summary, rules: ruleResults, findings, base: labels.base, head: labels.head };
}

/** The context of a run: every analysis a lazy property, computed on first read and kept. */
function createContext(input, definitions) {
    const analyses = {};
    const ctx = { ...input, analyses };
    for (const key of Object.keys(definitions)) {
        let done = false;
        let value;
        Object.defineProperty(analyses, key, {
            enumerable: true,
            get() {
                if (!done) {
                    value = definitions[key](ctx);
                    done = true;
                }
                return value;
            },
        });
    }
    return ctx;
}

/** The text the parser reads (a leading BOM dropped): what event offsets point into. */
const parsedText = (text) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
/** The reading back on this thread, its event positions over `text` (one line index per file). */
function fromWire(text, wire) {
    const source = parsedText(text);
    let lines;
    const docs = wire.docs.map((d) => withExact({
        value: d.value,
        line: d.line,
        positions: d.ints
            ? new EventPositions(d.ints, 0, 0, source, (lines ??= new LineIndex(source)), 0)
            : (d.map ?? new Map()),
    }, d.exact));
    return { docs, problems: wire.problems };
}

/** Below this many bytes to parse, threads cost more (start-up, copies) than they save. */
const PARALLEL_BYTES = 4 * 1024 * 1024;
/** Hosted runners have 4 cores: at most this many threads besides the main one. */
const MAX_WORKERS = 3;
/** How long the main thread waits for the workers before it reads their files itself. */
const WAIT_MS = 120_000;
/** The worker script beside this module (the bundle's dist/parse-worker.js); absent when run from source. */
function workerScript() {
    try {
        const path = fileURLToPath(new URL('./parse-worker.js', import.meta.url));
        return existsSync(path) ? path : undefined;
    }
    catch {
        return undefined;
    }
}
/** Fewer cores than this: no threads unless asked (measured on 2 busy cores: they cost more than they gave). */
const MIN_CORES = 4;
/**
 * How many worker threads to use for `bytes` of text: none below the size threshold or with fewer
 * than {@link MIN_CORES} cores. `UPGRADE_GATE_PARSE_WORKERS` overrides it (0: never; n: n threads
 * whatever the size — bench/json-snapshot.mjs checks the output is the same byte for byte).
 */
function workerCount(bytes) {
    const forced = process.env.UPGRADE_GATE_PARSE_WORKERS;
    if (forced !== undefined && /^\d+$/.test(forced))
        return Math.min(Number(forced), 16);
    const cores = availableParallelism();
    if (bytes < PARALLEL_BYTES || cores < MIN_CORES)
        return 0;
    return Math.min(MAX_WORKERS, cores - 1, Math.floor(bytes / (PARALLEL_BYTES / 2)));
}
/** Files in `parts` runs of consecutive files with about equal bytes. */
function split(files, parts, total) {
    const out = [[]];
    let bytes = 0;
    for (const f of files) {
        if (bytes >= (total / parts) * out.length && out.length < parts)
            out.push([]);
        out[out.length - 1].push(f);
        bytes += f.text.length;
    }
    while (out.length < parts)
        out.push([]);
    return out;
}
function start(script, files, done) {
    const { MessageChannel, Worker } = workerThreads();
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(script, {
        workerData: { files, port: port2, done },
        transferList: [port2],
    });
    worker.unref();
    return { worker, port: port1, files };
}
/** Each worker's readings, waiting for all of them; a worker that does not answer: undefined. */
function collect(running, done) {
    const deadline = Date.now() + WAIT_MS;
    for (let seen = Atomics.load(done, 0); seen < running.length; seen = Atomics.load(done, 0)) {
        const left = deadline - Date.now();
        if (left <= 0)
            break;
        Atomics.wait(done, 0, seen, left);
    }
    return running.map((r) => {
        const got = workerThreads().receiveMessageOnPort(r.port)?.message;
        r.port.close();
        void r.worker.terminate();
        return got?.length === r.files.length ? got : undefined;
    });
}
/**
 * Every file read as {@link readFileText} reads it (with its `defaults`), in order; large inputs across worker threads
 * (the main thread reads a share too). The readings are the same whichever thread made them: values
 * are cloned, event positions move as ints. A file with a `__proto__` key stays on this thread
 * (that key's own-property form is what the parser makes, and no copy has to keep it).
 */
function readFiles(files) {
    let total = 0;
    for (const f of files)
        total += f.text.length;
    const script = workerScript();
    const workers = script ? workerCount(total) : 0;
    if (workers === 0)
        return files.map((f) => readFileText(f, {}, f.defaults));
    const here = files.filter((f) => f.text.includes('__proto__'));
    const away = here.length ? files.filter((f) => !f.text.includes('__proto__')) : files;
    const [own = [], ...shares] = split(away, workers + 1, total);
    const done = new Int32Array(new SharedArrayBuffer(4));
    const running = shares.map((s) => start(script, s, done));
    const byPath = new Map();
    for (const f of [...here, ...own])
        byPath.set(f, readFileText(f, {}, f.defaults));
    collect(running, done).forEach((wires, k) => {
        const share = running[k].files;
        share.forEach((f, i) => byPath.set(f, wires ? fromWire(f.text, wires[i]) : readFileText(f, {}, f.defaults)));
    });
    return files.map((f) => byPath.get(f));
}

/**
 * The name and namespace of a document as the kind scan (kind-scan.ts) reads them from its
 * `metadata:`: a block of plain `name:` / `namespace:` lines, or a one-line flow mapping. Anything
 * else (quotes, anchors, aliases, merge keys, a name YAML would read as a number or a boolean) is
 * undefined: the caller then treats the document as one it cannot name.
 */
/** A name the scan trusts to read as that string: a letter first, then DNS-name characters. */
const NAME = /^[a-z][-a-z0-9.]*$/;
/** Plain words YAML 1.1 reads as booleans or null. */
const NOT_A_STRING = /^(?:y|n|yes|no|on|off|true|false|null)$/;
const CHILD = /^( +)([A-Za-z][A-Za-z0-9_.-]*):(?:[ ]+(.*?))?[ ]*$/;
const plainName = (v) => v !== undefined && NAME.test(v) && !NOT_A_STRING.test(v) ? v : undefined;
/** A flow value that opens and closes on its line, without quotes or comments to misread. */
function flowOnOneLine(value) {
    if (!/^[[{]/.test(value) || /["'#]/.test(value))
        return false;
    let depth = 0;
    for (let i = 0; i < value.length; i++) {
        const c = value[i];
        if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']')
            depth--;
        if (depth < 0 || (depth === 0 && value.slice(i + 1).trim() !== ''))
            return false;
        if (depth === 0)
            return true;
    }
    return false;
}
function identityOf(entries) {
    const seen = new Set();
    let name;
    let namespace = '';
    for (const [key, value] of entries) {
        if (seen.has(key))
            return undefined;
        seen.add(key);
        if (key === 'name')
            name = plainName(value);
        else if (key === 'namespace') {
            const ns = plainName(value);
            if (ns === undefined)
                return undefined;
            namespace = ns;
        }
    }
    return name === undefined ? undefined : { name, namespace };
}
/** `metadata: { name: a, namespace: b, … }` on one line, without nested collections. */
function identityOfFlow(value) {
    if (!value.startsWith('{') || !flowOnOneLine(value) || /[[\]{}&*!<]/.test(value.slice(1, -1)))
        return undefined;
    const entries = [];
    for (const part of value.slice(1, -1).split(',')) {
        if (part.trim() === '')
            continue;
        const m = /^\s*([A-Za-z][A-Za-z0-9_.-]*):\s+(\S+)\s*$/.exec(part);
        if (!m)
            return undefined;
        entries.push([m[1], m[2]]);
    }
    return identityOf(entries);
}
/** The indented lines under `metadata:`: its keys at the first line's indent, deeper lines skipped. */
function identityOfBlock(lines) {
    const entries = [];
    let indent = 0;
    let scalar = false;
    for (const line of lines) {
        const trimmed = line.trimStart();
        if (trimmed === '' || trimmed.startsWith('#'))
            continue;
        const at = line.length - trimmed.length;
        if (indent === 0)
            indent = at;
        // A deeper line under a key with a value on its line would go on with that value: unsure.
        if (at > indent && scalar)
            return undefined;
        if (at > indent)
            continue;
        const m = CHILD.exec(line);
        if (at < indent || !m)
            return undefined;
        const value = m[3] === undefined || m[3].startsWith('#') ? undefined : m[3].replace(/[ ]+#.*$/, '');
        scalar = value !== undefined;
        entries.push([m[2], value]);
    }
    return identityOf(entries);
}

/**
 * A cheap, strictly conservative look at what a YAML file holds without parsing it: per document,
 * its top-level `apiVersion:` and `kind:` lines. It answers only when the text is laid out the
 * plain way `kubectl` and people write manifests; anything it could misread gets `undefined`
 * (the caller then parses the file as always).
 */
/** A top-level key line: a plain key at column 0, `:`, then nothing or a space and a value. */
const KEY_LINE = /^([A-Za-z][A-Za-z0-9_.-]*):(?:[ ]+(.*))?$/;
/** The value of `apiVersion:` / `kind:` the scan trusts: a plain word, an optional comment after it. */
const TYPE_VALUE = /^([A-Za-z0-9][A-Za-z0-9./-]*)[ ]*(?:#.*)?$/;
/** A document marker alone on its line (an optional comment after it). */
const MARKER$1 = /^---[ ]*(?:#.*)?$/;
/** What a value of another top-level key must not start with: quotes, block scalars, anchors, tags. */
const RISKY_VALUE = /^["'|>&*!%@`]/;
/**
 * Whether every line so far has its quotes in pairs (a quoted scalar that goes on over the next line
 * does not): the next `'` and `"` of the text are kept, so each quote is found once, not per line.
 */
class QuotePairs {
    text;
    single;
    double;
    constructor(text) {
        this.text = text;
        this.single = text.indexOf("'");
        this.double = text.indexOf('"');
    }
    /** Whether the line ending at `end` (exclusive; lines are visited in order) has both kinds paired. */
    pairedUpTo(end) {
        let single = 0;
        let double = 0;
        for (; this.single >= 0 && this.single < end; this.single = this.text.indexOf("'", this.single + 1))
            single++;
        for (; this.double >= 0 && this.double < end; this.double = this.text.indexOf('"', this.double + 1))
            double++;
        return single % 2 === 0 && double % 2 === 0;
    }
}
/** A text the scan does not read at all: line ends, escapes and marks it does not follow. */
function unscannable(text) {
    return (text.length === 0 ||
        text.charCodeAt(0) === 0xfeff ||
        text.includes('\r') ||
        text.includes('\\') ||
        text.includes('\t') ||
        text.includes('\0'));
}
const newDoc = () => ({ keys: new Set() });
/** A top-level value the scan can step over: plain on one line, empty, or a flow collection closed on it. */
const safeValue = (value) => value.startsWith('{') || value.startsWith('[')
    ? flowOnOneLine(value.replace(/[ ]+#.*$/, ''))
    : !RISKY_VALUE.test(value) && !value.includes(': ');
/** Reads one column-0 line into the document; false when the line makes the scan unsure. */
function readTopLine(line, doc) {
    const m = KEY_LINE.exec(line);
    if (!m)
        return false;
    const [, key = '', value = ''] = m;
    if (doc.keys.has(key))
        return false; // a key twice: the parser refuses the document
    doc.keys.add(key);
    doc.current = key;
    doc.inline = value !== '' && !value.startsWith('#');
    if (key === 'apiVersion' || key === 'kind') {
        const v = TYPE_VALUE.exec(value);
        if (!v)
            return false;
        doc[key] = v[1];
        return true;
    }
    if (key === 'metadata') {
        if (value === '' || value.startsWith('#'))
            doc.metaLines = [];
        else
            doc.metaFlow = value.trimEnd();
    }
    return safeValue(value);
}
/**
 * The document's type, or undefined when it has none the scan can vouch for; null: an empty
 * document, or one with neither key (settings, CI: no Kubernetes object without both).
 */
function typeOf(doc) {
    if (doc.keys.size === 0 || (doc.apiVersion === undefined && doc.kind === undefined))
        return null;
    if (doc.apiVersion === undefined || doc.kind === undefined)
        return undefined;
    const { metaLines, metaFlow } = doc;
    // Read when asked: a decision needs it only for a kind some parsed object has.
    let identity;
    let read = false;
    return {
        apiVersion: doc.apiVersion,
        kind: doc.kind,
        get identity() {
            if (!read)
                identity =
                    metaLines !== undefined
                        ? identityOfBlock(metaLines)
                        : metaFlow !== undefined
                            ? identityOfFlow(metaFlow)
                            : undefined;
            read = true;
            return identity;
        },
    };
}
/**
 * An indented line (`text` from `start` to `end`) of the document; false when it makes the scan
 * unsure. Under a key whose value is on the next lines it is that value's, and only `metadata:`'s are
 * kept; it matters otherwise only when it is not blank or a comment: before the first top-level key
 * (an indented root), or after a key with a value on its line (a scalar going on over the next).
 */
function indentedLine(text, start, end, doc) {
    if (doc.keys.size > 0 && !doc.inline && doc.current !== 'metadata')
        return true;
    let i = start + 1;
    while (i < end && text.charCodeAt(i) === 0x20)
        i++;
    if (i === end || text.charCodeAt(i) === 0x23 /* # */)
        return true;
    if (doc.keys.size === 0 || doc.inline)
        return false;
    doc.metaLines?.push(text.slice(start, end));
    return true;
}
/**
 * The type of every document of a YAML text, in order (empty documents and documents with neither
 * `apiVersion` nor `kind` left out: they hold no object), or undefined
 * when the scan cannot be sure: no `apiVersion`/`kind` line in a document, either given twice,
 * quoted, a root in flow style or a flow value that goes on past its line, anchors, aliases or
 * tags on top-level lines, a top-level key twice, a quoted scalar over several
 * lines, directives, `...`, content after `---`, indented top-level keys, a BOM, CR line ends,
 * tabs or backslash escapes anywhere.
 */
function scanTypes(text) {
    if (unscannable(text))
        return undefined;
    const out = [];
    let doc = newDoc();
    const close = () => {
        const t = typeOf(doc);
        if (t === undefined)
            return false;
        if (t)
            out.push(t);
        doc = newDoc();
        return true;
    };
    const quotes = new QuotePairs(text);
    // One pass over the text without splitting it: indented lines (most of a CRD) are looked at only
    // when they matter, and no line is copied but the top-level ones and those under `metadata:`.
    for (let start = 0; start <= text.length;) {
        const next = text.indexOf('\n', start);
        const end = next < 0 ? text.length : next;
        if (!quotes.pairedUpTo(end))
            return undefined;
        const from = start;
        start = end + 1;
        const first = text.charCodeAt(from);
        if (from === end || first === 0x23 /* # */)
            continue;
        if (first === 0x20 /* space */) {
            if (!indentedLine(text, from, end, doc))
                return undefined;
            continue;
        }
        const line = text.slice(from, end);
        if (MARKER$1.test(line)) {
            if (!close())
                return undefined;
        }
        else if (!readTopLine(line, doc))
            return undefined;
    }
    return close() ? out : undefined;
}

/** A CRD document as the kind scan types it. */
const isCrdType = (t) => t.kind === 'CustomResourceDefinition' && t.apiVersion.startsWith('apiextensions.k8s.io/');
/**
 * Text whose values may not read as written: a `!!binary` value (decoded), a verbatim (`!<…>`) or
 * percent-escaped tag. A text holding one is never judged by its words alone.
 */
const RESPELLED = String.raw `binary|!<|!!\S*%`;
/**
 * Texts never left unparsed when they hold a CRD: Strimzi's (its pack reads its CRDs wherever they
 * are), and texts whose values may not be written as they read — a `!!binary` value (decoded),
 * a verbatim or percent-escaped tag. Backslash escapes are already refused by the kind scan.
 */
const CRD_ALWAYS_READ = new RegExp(`strimzi|${RESPELLED}`, 'i');
const crdAlwaysRead = (text) => CRD_ALWAYS_READ.test(text);
/** A value that reads the same in every YAML spelling without escapes: nothing else is trusted. */
const PLAIN_VALUE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Whether a character code continues a word (`[A-Za-z0-9._-]`): a kind, a group or a name is never next to one in its own text. */
function wordChar(c) {
    const letter = c | 0x20; // ASCII upper case folded to lower
    return ((letter >= 0x61 && letter <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x5f || c === 0x2d);
}
/** Whether `word` occurs in `text` with no word character on either side. */
function hasWord(text, word) {
    for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
        const after = i + word.length;
        if ((i === 0 || !wordChar(text.charCodeAt(i - 1))) &&
            (after === text.length || !wordChar(text.charCodeAt(after))))
            return true;
    }
    return false;
}
const strings = (...vs) => vs.flatMap((v) => (Array.isArray(v) ? strings(...v) : typeof v === 'string' ? [v] : []));
/**
 * What one changed object asks. A CRD (added, changed or removed): another CRD of its group with
 * one of its names (kind, plural, singular, list kind, short names) may claim the same kind or plural
 * (`crd/invalid`, validation), and one with its name is a duplicate. Any other object of a group: a
 * CRD of that group and kind validates it. An object of the core group has no CRD (a CRD's group is
 * never empty: `crdsByKind` keys only CRDs named `<plural>.<group>`). False: every CRD is needed.
 */
function addNeeds(o, needs) {
    const add = (group, words) => {
        const set = needs.byGroup.get(group) ?? new Set();
        for (const w of words)
            set.add(w);
        needs.byGroup.set(group, set);
    };
    if (o.kind === 'CustomResourceDefinition') {
        const spec = asRecord(o.value.spec);
        const names = asRecord(spec.names);
        const words = strings(names.kind, names.plural, names.singular, names.listKind, names.shortNames);
        const group = spec.group;
        const plain = [group, o.name, ...words].every((w) => typeof w === 'string' && PLAIN_VALUE.test(w));
        if (!plain || !words.length)
            return false;
        add(group, words);
        needs.words.add(o.name);
        return true;
    }
    if (o.group === '')
        return true;
    if (!PLAIN_VALUE.test(o.group) || !PLAIN_VALUE.test(o.kind))
        return false;
    add(o.group, [o.kind]);
    return true;
}
/** What the changed files (either side) ask of unchanged CRDs. */
function crdNeedsOf(changed) {
    const needs = { all: false, byGroup: new Map(), words: new Set() };
    for (const f of changed)
        for (const o of f.objects)
            if (!addNeeds(o, needs))
                return { ...needs, all: true };
    return needs;
}
/** Whether an unchanged CRD text is needed by the change. */
function crdTextNeeded(text, needs) {
    if (needs.all)
        return true;
    for (const w of needs.words)
        if (hasWord(text, w))
            return true;
    for (const [group, words] of needs.byGroup)
        if (hasWord(text, group))
            for (const w of words)
                if (hasWord(text, w))
                    return true;
    return false;
}

/**
 * Which unchanged files (the same text at the same path on both sides) a run can leave unparsed:
 * those whose every document has a type the kind scan reads for sure and that nothing needs. The
 * decision is in two steps: `candidates` before any parsing (by the scan and the fixed list of
 * kinds the packs read), then `stillNeeded` once the other files are parsed (kinds they hold,
 * kinds of the CRDs the change touches).
 */
/** Below this many unchanged files a run parses them all: small runs stay exactly as they were. */
const UNREAD_MIN_FILES = 1000;
/**
 * Kinds some pack, rule or deploy-unit reading looks at, whatever their group (a superset: the
 * group is not trusted to the scan): CRDs, Strimzi and its operator's carriers, Flux, Argo CD and
 * kustomize objects; with the cluster-scoped kinds deploy units treat apart, and Lists (their items).
 */
const NEEDED_KINDS = new Set([
    'Kustomization',
    'Component',
    'HelmRelease',
    'HelmRepository',
    'OCIRepository',
    'GitRepository',
    'Application',
    'ApplicationSet',
    'StrimziPodSet',
]);
/** API groups whose every kind is needed (Strimzi, Flux, Argo CD, kustomize, apiextensions but its CRDs). */
const NEEDED_GROUP = /strimzi|fluxcd|argoproj|kustomize|apiextensions/i;
/**
 * A kind needed by name alone: the list above, a cluster-scoped kind (units/transform.ts), any
 * `Kafka…`, any `…List`. Not a CRD: whether one is needed depends on the change (./unread-crds.ts).
 */
function neededByName(kind) {
    if (kind === 'CustomResourceDefinition')
        return false;
    return NEEDED_KINDS.has(kind) || isClusterScoped(kind) || kind.startsWith('Kafka') || kind.endsWith('List');
}
/**
 * A type the packs need from this text: by kind or group, or a Deployment that may run the Strimzi
 * operator (its image names `strimzi`: the scan then cannot tell, so it is read). A CRD is needed
 * here only when its text is one the CRD decision does not vouch for (Strimzi's, tags).
 */
function neededType(t, text, extra) {
    if (extra.has(t.kind))
        return true;
    if (isCrdType(t))
        return crdAlwaysRead(text);
    if (neededByName(t.kind) || NEEDED_GROUP.test(t.apiVersion))
        return true;
    return t.kind === 'Deployment' && /strimzi/i.test(text);
}
/** A top-level kind line, read before the whole scan: a needed kind there settles it (the file is parsed). */
const KIND_LINE = /^kind:[ ]*([A-Za-z0-9]+)/gm;
function plainlyNeeded(text, extra) {
    for (const m of text.matchAll(KIND_LINE))
        if (neededByName(m[1]) || extra.has(m[1]))
            return true;
    return false;
}
/** The kinds `transitions:` of the config match: their objects are judged wherever they are. */
function configKinds(transitions) {
    const out = new Set();
    for (const t of transitions) {
        const kind = asRecord(asRecord(t).match).kind;
        if (typeof kind === 'string')
            out.add(kind);
    }
    return out;
}
/**
 * Unchanged base files (by index) that may stay unparsed: every document typed by the scan (or
 * holding no object), none of a needed kind. Kustomization files and `.json` files are never candidates; none at all when
 * either side has a kustomization (its deploy units read files by path).
 */
function candidates(base, unchanged, hasKustomization, config) {
    if (hasKustomization)
        return [];
    const out = [];
    for (const index of unchanged) {
        const f = base[index];
        if (KUSTOMIZATION_FILE.test(f.path) || f.path.endsWith('.json') || plainlyNeeded(f.text, config.kinds))
            continue;
        const types = scanTypes(f.text);
        // No type at all (comments, settings, CI files): no object, nothing any check reads.
        if (!types || types.some((t) => neededType(t, f.text, config.kinds)))
            continue;
        const crd = types.some(isCrdType);
        if (!crd || !config.crdFile(f.path))
            out.push({ index, types, crd });
    }
    return out;
}
/** Flux and Argo CD objects that make deploy units: with one of them, every file is read. */
const makesUnits = (o) => (o.kind === 'Kustomization' && o.group === 'kustomize.toolkit.fluxcd.io') ||
    (o.kind === 'Application' && o.group === 'argoproj.io');
const identityKey = (kind, namespace, name) => `${kind}/${namespace}/${name}`;
/**
 * What the parsed files make needed (see {@link Needs}); undefined when they hold deploy units
 * (every file is then read).
 */
function neededByParsed(parsed, changed) {
    const needs = {
        validated: new Set(),
        kinds: new Set(),
        identities: new Set(),
        crds: crdNeedsOf(changed),
    };
    for (const f of parsed)
        for (const o of f.objects) {
            if (makesUnits(o))
                return undefined;
            needs.kinds.add(o.kind);
            needs.identities.add(identityKey(o.kind, o.namespace, o.name));
            if (o.kind !== 'CustomResourceDefinition' || !changed.has(f))
                continue;
            const names = asRecord(asRecord(o.value.spec).names);
            for (const k of [names.kind, names.listKind])
                if (typeof k === 'string')
                    needs.validated.add(k);
        }
    return needs;
}
/**
 * Whether a held file is needed once the others are parsed: one of its documents is (see
 * {@link isNeeded}), or it holds a CRD the change may need (./unread-crds.ts).
 */
function candidateNeeded(c, text, needs) {
    return c.types.some((t) => isNeeded(t, needs)) || (c.crd && crdTextNeeded(text, needs.crds));
}
/**
 * Whether a document the scan typed is needed: a resource of a changed CRD, or of a kind some
 * parsed object has when the scan could not name it or named an identity some parsed object has.
 */
function isNeeded(t, needs) {
    if (needs.validated.has(t.kind))
        return true;
    if (!needs.kinds.has(t.kind))
        return false;
    return !t.identity || needs.identities.has(identityKey(t.kind, t.identity.namespace, t.identity.name));
}
/**
 * Kinds in reading order, whatever the locale: character order, except that runs of digits compare
 * by value (`Widget25` before `Widget100`).
 */
function byKindName(a, b) {
    const split = (s) => s.split(/(\d+)/);
    const x = split(a);
    const y = split(b);
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
        if (x[i] === y[i])
            continue;
        // Odd parts are digit runs (split keeps the captured separators there).
        if (i % 2 === 1 && Number(x[i]) !== Number(y[i]))
            return Number(x[i]) - Number(y[i]);
        return x[i] < y[i] ? -1 : 1;
    }
    return x.length - y.length;
}
function unreadSummary(left) {
    if (!left.length)
        return undefined;
    const kinds = [...new Set(left.flatMap((c) => c.types.map((t) => t.kind)))].sort(byKindName);
    const crds = left.reduce((n, c) => n + c.types.filter(isCrdType).length, 0);
    return { files: left.length, kinds, crds };
}

/**
 * Both sides of a run parsed, each distinct text once: a head file with the same path and text as a
 * base file is that file, a moved one is its reading under the new path, and unchanged files that
 * nothing needs may stay unparsed (./unread.ts). Pure but for the worker threads it may start.
 */
const defaultsOf = (path) => (KUSTOMIZATION_FILE.test(path) ? KUSTOMIZATION_TYPE : undefined);
const parse = (f) => parseFile(f, {}, defaultsOf(f.path));
/**
 * How a text is read depends on its path only through these: a kustomization file gets default
 * types, and a `.json` file is not checked for go-yaml line breaks. Equal class, equal text: equal
 * reading.
 */
const readingClass = (path) => `${KUSTOMIZATION_FILE.test(path) ? 'k' : ''}${path.endsWith('.json') ? 'j' : ''}`;
/** A file read under another path: the same values and lines, its objects named by the new path. */
const movedTo = (parsed, path) => ({
    path,
    objects: parsed.objects.map((o) => withValue(o, o.value, { file: path })),
    problems: [],
});
/** For each head file: the base file with the same path and text, or with the same text elsewhere. */
function matchHead(base, head) {
    const byPath = new Map(base.map((f, i) => [f.path, i]));
    // Candidates by reading class and length (no hash of every text): texts compared only then; a
    // few per length, so a tree of many equal-length texts does not make every miss compare them all.
    const byLength = new Map();
    base.forEach((f, i) => {
        const key = `${readingClass(f.path)}${f.text.length}`;
        const list = byLength.get(key) ?? [];
        if (list.length < 8)
            byLength.set(key, [...list, i]);
    });
    return head.map((f) => {
        const same = byPath.get(f.path);
        if (same !== undefined && base[same].text === f.text)
            return { same };
        const list = byLength.get(`${readingClass(f.path)}${f.text.length}`) ?? [];
        return { moved: list.find((i) => base[i].text === f.text) };
    });
}
const readJob = (f) => ({ ...f, defaults: defaultsOf(f.path) });
/** Base files that are unchanged (same path and text in head) and no moved head file reads. */
function unchangedBase(matches) {
    const same = new Set();
    const moved = new Set();
    for (const m of matches) {
        if (m.same !== undefined)
            same.add(m.same);
        if (m.moved !== undefined)
            moved.add(m.moved);
    }
    return [...same].filter((i) => !moved.has(i)).sort((a, b) => a - b);
}
/**
 * Both sides parsed, each distinct text once (across worker threads when there is a lot): a head
 * file with the same path and text as a base file is that file; one with the text of a base file
 * at another path (a moved file) is that file's reading under its new path, when it has no
 * problems (their messages may name the file). With a plan and enough unchanged files, those the
 * kind scan shows nothing needs are left unparsed (src/index/unread.ts): on neither side.
 */
function parseSides(base, head, plan) {
    const matches = matchHead(base, head);
    const unchanged = unchangedBase(matches);
    const held = plan && unchanged.length >= plan.minFiles
        ? candidates(base, unchanged, plan.hasKustomization, plan.config)
        : [];
    const heldSet = new Set(held.map((c) => c.index));
    const first = base.flatMap((f, i) => (heldSet.has(i) ? [] : [i]));
    const fresh = head.filter((_, i) => matches[i].same === undefined && matches[i].moved === undefined);
    const readings = readFiles([...first.map((i) => base[i]), ...fresh].map(readJob));
    const baseFiles = base.map(() => undefined);
    first.forEach((i, k) => (baseFiles[i] = toParsedFile(base[i].path, readings[k], defaultsOf(base[i].path))));
    const freshFiles = fresh.map((f, k) => toParsedFile(f.path, readings[first.length + k], defaultsOf(f.path)));
    const left = leftUnread(held, base, baseFiles, freshFiles, new Set(unchanged));
    const late = held.filter((c) => !left.includes(c));
    readFiles(late.map((c) => readJob(base[c.index]))).forEach((r, k) => {
        const f = base[late[k].index];
        baseFiles[late[k].index] = toParsedFile(f.path, r, defaultsOf(f.path));
    });
    let next = 0;
    const headFiles = head.map((f, i) => {
        const { same, moved } = matches[i];
        if (same !== undefined)
            return baseFiles[same];
        if (moved === undefined)
            return freshFiles[next++];
        const from = baseFiles[moved];
        return from.problems.length === 0 ? movedTo(from, f.path) : parse(f);
    });
    const present = (list) => list.filter((f) => f !== undefined);
    const unread = unreadSummary(left);
    return { base: present(baseFiles), head: present(headFiles), ...(unread ? { unread } : {}) };
}
/** The held files still left unparsed once the others are read: none of their kinds is needed. */
function leftUnread(held, base, baseFiles, freshFiles, unchanged) {
    if (!held.length)
        return [];
    const parsed = [...baseFiles.filter((f) => f !== undefined), ...freshFiles];
    const changed = new Set([...baseFiles.filter((f, i) => f && !unchanged.has(i)), ...freshFiles]);
    const needs = neededByParsed(parsed, changed);
    if (!needs)
        return [];
    return held.filter((c) => !candidateNeeded(c, base[c.index].text, needs));
}

/**
 * Splits out files under a Helm chart's `templates/` (a folder beside a `Chart.yaml`) that are Go
 * templates (hold `{{`): they are not YAML until rendered. Plain YAML there is read like any other
 * file, so a `Chart.yaml` added beside it hides nothing. One note per chart says how many were skipped.
 */
function splitHelmTemplates(files) {
    const charts = new Set();
    for (const f of files) {
        const m = /^(.*\/)?Chart\.ya?ml$/.exec(f.path);
        if (m)
            charts.add(m[1] ?? '');
    }
    if (charts.size === 0)
        return { yaml: [...files], notes: [] };
    const skipped = new Map();
    const yaml = [];
    for (const f of files) {
        const chart = chartOf(f.path, charts);
        if (chart === undefined || !f.text.includes('{{'))
            yaml.push(f);
        else
            skipped.set(chart, (skipped.get(chart) ?? 0) + 1);
    }
    const notes = [...skipped]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([chart, n]) => ({
        file: `${chart}Chart.yaml`,
        line: 1,
        message: `Helm chart ${chart || './'}: ${n} file${n === 1 ? '' : 's'} under templates/ skipped (Go templates are not YAML until rendered; render the chart into the repo to have them checked)`,
    }));
    return { yaml, notes };
}
function chartOf(path, charts) {
    for (const chart of charts) {
        if (path.startsWith(`${chart}templates/`))
            return chart;
    }
    return undefined;
}

/**
 * The result with the upgrade plan, when one applies (the `upgradePlan` analysis, strimzi/plan.ts)
 * and some Strimzi rule ran: the plan is computed from the facts, not recorded by a rule.
 */
function withPlan(result, ctx) {
    if (!result.rules.some((r) => r.category === 'strimzi' && r.status !== 'skipped'))
        return result;
    const plan = ctx.analyses.upgradePlan;
    return plan ? { ...result, plan } : result;
}

const STRIMZI_GROUP = /^(kafka|core)\.strimzi\.io\//;
const VERSION = /^\d+\.\d+\.\d+$/;
/** What the head revision says that changes the plan (planner.ts PlanFacts). */
function planFacts(ctx, cluster) {
    const objects = ctx.head.objects;
    const strimzi = objects.filter((o) => STRIMZI_GROUP.test(o.apiVersion));
    const acls = (o) => {
        const spec = isRecord(o.value.spec) ? o.value.spec : undefined;
        const auth = spec && isRecord(spec.authorization) ? spec.authorization : undefined;
        return auth && Array.isArray(auth.acls) ? auth.acls : [];
    };
    const { spec, metadata } = cluster.head.obj.value;
    const annotations = isRecord(metadata) && isRecord(metadata.annotations) ? metadata.annotations : {};
    return {
        preV1Resources: strimzi.some((o) => !o.apiVersion.endsWith('/v1')),
        aclOperation: strimzi.some((o) => o.kind === 'KafkaUser' && acls(o).some((a) => isRecord(a) && a.operation !== undefined)),
        // As strimzi/kraft-only reads it: `spec.zookeeper`, or `strimzi.io/kraft` not enabled.
        zookeeper: (isRecord(spec) && spec.zookeeper !== undefined) || annotations['strimzi.io/kraft'] !== 'enabled',
    };
}
/** The plan of one cluster, when its base and head operator and Kafka are known and it goes up. */
function planFor(ctx, c) {
    if (!c.opBase || !c.opHead || !c.kafkaBase || !c.kafkaHead)
        return undefined;
    // Versions from the PR reach the plan's title and diagram: plan only for version-shaped ones.
    if (![c.kafkaBase, c.kafkaHead].every((v) => VERSION.test(v)))
        return undefined;
    if (compareDotted(c.opHead.version, c.opBase.version) < 0)
        return undefined;
    // Lowering Kafka from a running version the head operator does not know, which it allows (from
    // 0.46, running-version.ts): the PR is the whole transition, no plan.
    const unknown = unknownRunningVersion(c);
    if (unknown?.downgrade && unknown.verdict === 'pass')
        return undefined;
    const plan = planUpgrade({ operator: c.opBase.version, kafka: c.kafkaBase, metadata: c.metadataBase }, {
        operator: c.opHead.version,
        kafka: c.kafkaHead,
        // A metadata step only when this PR asks for a metadata version.
        ...(c.head.metadataVersion.value && c.head.metadataVersion.value !== c.base?.metadataVersion.value
            ? { metadata: c.metadataHead }
            : {}),
    }, releasesOf(ctx), planFacts(ctx, c));
    if ('error' in plan)
        return undefined;
    return plan.steps.length > 1 || plan.note ? plan : undefined;
}
/** The first cluster's plan that needs showing. */
function upgradePlan(ctx) {
    for (const c of clusterChanges(ctx)) {
        const plan = planFor(ctx, c);
        if (plan)
            return plan;
    }
    return undefined;
}

/** The Strimzi pack's analyses (joined into the run context in run.ts). */
const strimziAnalyses = {
    strimzi: (ctx) => readStrimziState(ctx.base, ctx.head),
    strimziReleases: (ctx) => releaseData(ctx.facts.strimziReleases),
    clusters: pairClusters,
    upgradePlan,
};

const dirOf = (file) => (posix.dirname(file) === '.' ? '' : posix.dirname(file));
const unitId = (dir) => dir || '.';
/** `./clusters/prod/` → `clusters/prod`; undefined outside the repository. */
const repoDir = (path) => (typeof path === 'string' ? resolveIn('', path) : undefined);
/** Folders a Flux Kustomization or an Argo CD Application applies from this repository. */
function reconcilerPaths(objects) {
    const out = [];
    for (const obj of objects) {
        const spec = asRecord(obj.value.spec);
        if (obj.kind === 'Kustomization' && obj.group === 'kustomize.toolkit.fluxcd.io') {
            const dir = repoDir(spec.path ?? './');
            const ns = typeof spec.targetNamespace === 'string' ? spec.targetNamespace : undefined;
            if (dir !== undefined)
                out.push({ dir, via: 'flux', declaredIn: obj.file, ...(ns ? { targetNamespace: ns } : {}) });
        }
        else if (obj.kind === 'Application' && obj.group === 'argoproj.io') {
            const dest = asRecord(spec.destination);
            const ns = typeof dest.namespace === 'string' && dest.namespace ? { defaultNamespace: dest.namespace } : {};
            const target = [dest.server, dest.name].find((x) => typeof x === 'string' && x !== '');
            const cluster = target ? { cluster: `argocd:${target}` } : {};
            for (const s of [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])]) {
                const dir = repoDir(asRecord(s).path);
                if (dir !== undefined)
                    out.push({ dir, via: 'argocd', declaredIn: obj.file, ...ns, ...cluster });
            }
        }
    }
    return out;
}
/**
 * Finds the deploy units of one side: kustomization roots (a kustomization no other one includes),
 * the folders Flux Kustomizations and Argo CD Applications apply, or, when `globs` are configured,
 * exactly the folders they match.
 */
function detectUnits(files, globs = []) {
    const kustomizations = new Map();
    for (const f of files) {
        const cfg = f.objects.find(isKustomizeConfig);
        if (cfg)
            kustomizations.set(dirOf(f.path), readKustomization(cfg));
    }
    const units = new Map();
    const add = (dir, unit) => {
        if (units.has(unitId(dir)))
            return;
        const k = kustomizations.get(dir);
        units.set(unitId(dir), {
            id: unitId(dir),
            ...unit,
            ...(k && !k.isComponent ? { kustomization: k } : {}),
        });
    };
    if (globs.length) {
        const match = picomatch([...globs], { dot: true });
        const dirs = new Set(files.map((f) => dirOf(f.path)));
        for (const d of [...dirs].sort())
            if (match(d) || match(unitId(d)))
                add(d, { via: 'config' });
        return { kustomizations, units: [...units.values()] };
    }
    const included = new Set();
    for (const k of kustomizations.values())
        for (const r of [...k.resources, ...k.components])
            included.add(r);
    for (const [dir, k] of [...kustomizations].sort(([a], [b]) => (a < b ? -1 : 1)))
        if (!included.has(dir) && !k.isComponent)
            add(dir, { via: 'kustomize' });
    const objects = files.flatMap((f) => f.objects);
    const declaredIn = new Map();
    for (const { dir, declaredIn: file, ...rest } of reconcilerPaths(objects)) {
        const existing = units.get(unitId(dir));
        if (existing)
            Object.assign(existing, { ...rest, via: existing.via });
        else
            add(dir, rest);
        if (rest.via === 'flux')
            declaredIn.set(unitId(dir), file);
    }
    const sorted = [...units.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const u of sorted)
        if (declaredIn.has(u.id))
            u.cluster ??= fluxCluster(u.id, declaredIn, sorted);
    return { kustomizations, units: sorted };
}
/** The Flux bootstrap unit a unit descends from: follow "declared in a file of unit X" up to a unit that declares itself. */
function fluxCluster(id, declaredIn, units) {
    const seen = new Set();
    let cur = id;
    for (;;) {
        const file = declaredIn.get(cur);
        if (file === undefined || seen.has(cur))
            return undefined;
        seen.add(cur);
        const holder = units
            .filter((u) => u.id === '.' || file.startsWith(`${u.id}/`))
            .sort((a, b) => b.id.length - a.id.length)[0];
        if (!holder)
            return undefined;
        if (holder.id === cur)
            return cur;
        cur = holder.id;
    }
}
/** Follows `resources`, `bases`, `components` and `crds` from a root kustomization. */
function unitInputs(root, all) {
    const chain = [];
    const resourceFiles = [];
    const files = new Set();
    const remote = [];
    const seen = new Set();
    const walk = (k, depth) => {
        if (seen.has(k.dir))
            return;
        seen.add(k.dir);
        files.add(k.file);
        remote.push(...k.remote.map((r) => ({ ...r, file: k.file })));
        for (const r of [...k.resources, ...k.components]) {
            const sub = all.get(r);
            if (sub)
                walk(sub, depth + 1);
            else if (!resourceFiles.includes(r)) {
                resourceFiles.push(r);
                files.add(r);
            }
        }
        for (const p of k.patchFiles)
            files.add(p.file);
        for (const f of k.otherFiles)
            files.add(f);
        chain.push({ config: k, depth });
    };
    walk(root, 0);
    return { chain, resourceFiles, files: [...files].sort(), remote };
}

/** The annotation `buildMetadata: [originAnnotations]` makes kustomize write: the resource's file. */
const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';
/** Value at a `positions` key (array indexes as digits). */
function valueAtKey(value, key) {
    if (key === '')
        return value;
    let cur = value;
    for (const step of key.split(PATH_SEP)) {
        if (Array.isArray(cur) && /^\d+$/.test(step))
            cur = cur[Number(step)];
        else if (isRecord(cur) && Object.prototype.hasOwnProperty.call(cur, step))
            cur = cur[step];
        else
            return undefined;
    }
    return cur;
}
const isLeaf = (v) => v === null || typeof v !== 'object';
/** The resource file kustomize says an object came from, as a repo path. */
function originOf(value, root) {
    const text = asRecord(asRecord(value.metadata).annotations)[ORIGIN_ANNOTATION];
    const path = typeof text === 'string' ? /^path:\s*(\S+)\s*$/m.exec(text)?.[1] : undefined;
    return path === undefined ? undefined : resolveIn(root, path);
}
/** The value without the origin annotation the gate asked for (and an annotations map left empty). */
function withoutOrigin(value) {
    const meta = asRecord(value.metadata);
    const { [ORIGIN_ANNOTATION]: _origin, ...annotations } = asRecord(meta.annotations);
    const { annotations: _all, ...rest } = meta;
    return {
        ...value,
        metadata: Object.keys(annotations).length ? { ...rest, annotations } : rest,
    };
}
/** The object of a resource file a rendered object came from: same kind, and its name inside the rendered one. */
function sourceObject(rendered, candidates) {
    const same = candidates.filter((c) => c.kind === rendered.kind && c.group === rendered.group);
    if (same.length <= 1)
        return same[0];
    return (same.find((c) => c.name === rendered.name) ??
        same.filter((c) => rendered.name.includes(c.name)).sort((a, b) => b.name.length - a.name.length)[0]);
}
/** Strategic-merge patches that target an object: same kind, and a name it was rendered from. */
function patchesFor(src, rendered, patches) {
    return patches.filter((p) => p.kind === src.kind &&
        (p.name === src.name || p.name === rendered.name || (p.name !== '' && rendered.name.includes(p.name))));
}
/**
 * Positions of a rendered object: the few fields patches set, over the resource's own positions,
 * which are read lazily (a large CRD's are not copied).
 */
class LayeredPositions {
    top;
    below;
    constructor(top, below) {
        this.top = top;
        this.below = below;
    }
    get(key) {
        return this.top.get(key) ?? this.below.get(key);
    }
    has(key) {
        return this.top.has(key) || this.below.has(key);
    }
    merged() {
        return new Map([...this.below, ...this.top]);
    }
    get size() {
        return this.merged().size;
    }
    forEach(cb) {
        this.merged().forEach((v, k) => cb(v, k, this));
    }
    entries() {
        return this.merged().entries();
    }
    keys() {
        return this.merged().keys();
    }
    values() {
        return this.merged().values();
    }
    [Symbol.iterator]() {
        return this.merged()[Symbol.iterator]();
    }
}
/**
 * Where each field of a rendered object is set: a patch's line when a patch sets the value the
 * rendered object has (outermost patch first), else the resource's own line.
 */
function sourcePositions(rendered, src, patches) {
    const below = src?.positions ?? new Map();
    const top = new Map();
    for (const patch of [...patches].reverse()) {
        for (const [k, p] of patch.positions) {
            if (k === '' || k.startsWith(`metadata${PATH_SEP}name`) || k === 'apiVersion' || k === 'kind')
                continue;
            const pv = valueAtKey(patch.value, k);
            const setHere = isLeaf(pv) ? valueAtKey(rendered, k) === pv : !below.has(k) && !top.has(k);
            if (setHere)
                top.set(k, { ...p, file: patch.file });
        }
    }
    return top.size ? new LayeredPositions(top, below) : below;
}
/**
 * Points rendered objects back at their sources: file and line of the resource, field positions
 * from the resource and from the patches that set them. Objects kustomize generated (config maps
 * from generators) point at the root kustomization.
 */
function mapToSources(rendered, root, inputs, index) {
    const depthOf = new Map(inputs.chain.map((c) => [c.config.dir, c.depth]));
    // Outermost kustomization's patches first: they are applied last and win.
    const patchFiles = inputs.chain
        .flatMap((c) => c.config.patchFiles.filter((p) => !p.json6902))
        .sort((a, b) => (depthOf.get(posix.dirname(a.file)) ?? 0) - (depthOf.get(posix.dirname(b.file)) ?? 0));
    const patches = patchFiles.flatMap((p) => index.objectsByFile.get(p.file) ?? []);
    const rootFile = inputs.chain.find((c) => c.depth === 0)?.config.file ?? root;
    return rendered.map((r) => {
        const origin = originOf(r.value, root);
        const src = origin === undefined ? undefined : sourceObject(r, index.objectsByFile.get(origin) ?? []);
        const value = withoutOrigin(r.value);
        return withValue(r, value, {
            file: src?.file ?? origin ?? rootFile,
            line: src?.line ?? 1,
            positions: sourcePositions(value, src, src ? patchesFor(src, r, patches) : []),
        });
    });
}

/**
 * A kustomize unit read without kustomize: the objects of its resources, each kustomization's
 * `namespace`, `namePrefix`/`nameSuffix` and `images:` applied from the innermost outwards.
 * Components add their resources and apply their settings to everything included before them.
 * Patches are not applied (only the real kustomize merges them).
 */
function structuralObjects(root, all, objectsOf) {
    const seen = new Set();
    const build = (k) => {
        if (seen.has(k.dir))
            return [];
        seen.add(k.dir);
        let objs = [];
        for (const r of k.resources) {
            const sub = all.get(r);
            objs.push(...(sub ? build(sub) : objectsOf(r)));
        }
        for (const c of k.components) {
            const comp = all.get(c);
            if (!comp || seen.has(comp.dir))
                continue;
            seen.add(comp.dir);
            objs.push(...comp.resources.flatMap((r) => (all.has(r) ? [] : objectsOf(r))));
            objs = objs.map((o) => applyKustomization(o, comp));
        }
        return objs.map((o) => applyKustomization(o, k));
    };
    return build(root);
}

const sha1 = (s) => createHash('sha1').update(s).digest('hex');
/** Names a unit's inputs: its id and every input file's text (equal keys render equally). */
function inputKey(id, inputs, textOf) {
    const h = createHash('sha1').update(id);
    for (const f of inputs.files)
        h.update(`\u0000${f}\u0000${sha1(textOf(f) ?? '\u0001missing')}`);
    return h.digest('hex');
}
function renderUnit(unit, inputs, all, { objectsOf, textOf }, renderer, key) {
    const structural = () => structuralObjects(unit.kustomization, all, objectsOf).map((o) => withValue(o, o.value, { unit: unit.id }));
    if (!renderer)
        return { objects: structural() };
    const root = unit.kustomization.dir;
    const out = renderer(root, inputs, textOf, key);
    if ('error' in out)
        return { objects: structural(), error: out.error };
    const parsed = parseFile({ path: `${root || '.'}/(rendered)`, text: out.yaml });
    const byFile = new Map(inputs.files.map((f) => [f, objectsOf(f)]));
    return {
        objects: mapToSources(parsed.objects, root, inputs, { objectsByFile: byFile }).map((o) => withValue(o, o.value, { unit: unit.id })),
    };
}
/** Notes for what a kustomize unit leaves out: remote resources and Helm charts, never fetched or run. */
function leftOut(inputs) {
    const notes = inputs.remote.map((r) => ({
        file: r.file,
        line: r.line,
        message: r.outside
            ? `resource outside the repository not read, so its objects are not judged: ${r.ref}`
            : `remote resource not rendered (never fetched), so its objects are not judged: ${r.ref}`,
    }));
    for (const c of inputs.chain)
        if (c.config.helmCharts.length)
            notes.push({
                file: c.config.file,
                line: c.config.object.positions.get('helmCharts')?.line ?? c.config.object.line,
                message: `Helm chart${c.config.helmCharts.length === 1 ? '' : 's'} ${c.config.helmCharts.join(', ')} not inflated (Helm is never run), so ${c.config.helmCharts.length === 1 ? 'its' : 'their'} objects are not judged`,
            });
    return notes;
}
/**
 * Reads one side as deploy units: kustomize units rendered (or read structurally), the objects of
 * other files in the deepest Flux / Argo CD / configured folder that holds them (else the
 * repository); kustomizations and patch files are never objects.
 */
function readUnits(files, sources, opts) {
    const layout = detectUnits(files, opts.deployUnits);
    const notApplied = new Set();
    for (const k of layout.kustomizations.values())
        for (const p of k.patchFiles)
            notApplied.add(p.file);
    const byFile = new Map(files.map((f) => [f.path, f.objects.filter((o) => !isKustomizeConfig(o))]));
    const side = { layout, objectsOf: (file) => byFile.get(file) ?? [], textOf: lazyTexts(sources) };
    const kustomized = readKustomizeUnits(side, opts);
    const kustomizeUnits = { all: kustomized.units, unrendered: kustomized.left };
    const objects = kustomized.objects;
    const folders = layout.units.filter((u) => !u.kustomization).sort((a, b) => b.id.length - a.id.length);
    for (const f of files) {
        if (kustomized.claimed.has(f.path) || notApplied.has(f.path))
            continue;
        const folder = folders.find((u) => u.id === '.' || f.path.startsWith(`${u.id}/`));
        for (const o of side.objectsOf(f.path)) {
            if (!folder)
                objects.push(o);
            else
                objects.push(applyUnitNamespace(withValue(o, o.value, { unit: folder.id }), folder.targetNamespace, folder.defaultNamespace));
        }
    }
    return {
        objects,
        configs: files.flatMap((f) => f.objects.filter(isKustomizeConfig)),
        unrendered: kustomized.unrendered,
        kustomizeUnits,
        units: layout.units,
        clusterOf: new Map(layout.units.flatMap((u) => (u.cluster ? [[u.id, u.cluster]] : []))),
    };
}
/** File texts by path, indexed only when a unit is rendered. */
function lazyTexts(sources) {
    let texts;
    return (file) => (texts ??= new Map(sources.map((f) => [f.path, f.text]))).get(file);
}
/** Every kustomize unit of a side, rendered or read structurally, and the files they include. */
function readKustomizeUnits(side, opts) {
    const objects = [];
    let all = 0;
    let left = 0;
    const unrendered = [];
    const claimed = new Set();
    const said = new Set();
    const configs = side.layout.kustomizations;
    for (const unit of side.layout.units) {
        if (!unit.kustomization)
            continue;
        const u = unit;
        const inputs = unitInputs(u.kustomization, configs);
        for (const f of inputs.resourceFiles)
            claimed.add(f);
        const key = inputKey(unit.id, inputs, side.textOf);
        for (const n of leftOut(inputs)) {
            const k = `${n.file}\u0000${n.line}\u0000${n.message}`;
            if (!said.has(k))
                unrendered.push(n);
            said.add(k);
        }
        all++;
        if (opts.renderer && opts.leaveUnrendered?.(unit, key)) {
            left++;
            continue;
        }
        let result = opts.cache.get(key);
        if (!result) {
            result = renderUnit(u, inputs, configs, side, opts.renderer, key);
            opts.cache.set(key, result);
        }
        if (result.error)
            unrendered.push({
                file: u.kustomization.file,
                line: u.kustomization.object.line,
                message: `deploy unit ${unit.id} could not be rendered (${result.error}); read without kustomize: patches not applied`,
                failed: true,
            });
        for (const o of result.objects)
            objects.push(applyUnitNamespace(o, unit.targetNamespace, unit.defaultNamespace));
    }
    const first = side.layout.units.find((u) => u.kustomization)?.kustomization;
    if (first && !opts.renderer)
        unrendered.push({
            file: first.file,
            line: first.object.line,
            message: `kustomize units read without kustomize (${opts.why ?? 'no renderer'}): namespace, name prefix and suffix, and images applied; patches not applied`,
        });
    return { objects, unrendered, claimed, units: all, left };
}

const RENDER_TIMEOUT_MS = 30_000;
const RENDER_OUTPUT_CAP = 64 * 1024 * 1024;
/** The program `name` in an absolute PATH entry: a relative entry (`.`) could name a PR's folder. */
/** `kustomize` on PATH, else `kubectl` (which embeds kustomize); undefined when neither is there. */
function findKustomize(env = process.env) {
    const k = onPath('kustomize', env);
    if (k)
        return { path: k, args: ['build'], label: 'kustomize build' };
    const kubectl = onPath('kubectl', env);
    return kubectl ? { path: kubectl, args: ['kustomize'], label: 'kubectl kustomize' } : undefined;
}
/**
 * A kustomization as the gate hands it to kustomize: remote resources, references that leave the
 * repository and Helm inflation removed (never fetched, read or run), and at the root the origin annotation that maps objects to files.
 */
function offlineKustomization(k, isRoot) {
    const { helmCharts: _charts, helmGlobals: _globals, ...v } = k.object.value;
    const readable = (x) => Array.isArray(x) ? x.filter((r) => typeof r !== 'string' || isReadable(k.dir, r)) : x;
    for (const key of [...REFERENCE_KEYS, 'configurations'])
        if (key in v)
            v[key] = readable(v[key]);
    const openapi = asRecord(v.openapi).path;
    if (typeof openapi === 'string' && isRemote(openapi))
        delete v.openapi;
    if (isRoot) {
        const meta = Array.isArray(v.buildMetadata) ? v.buildMetadata : [];
        v.buildMetadata = [...new Set([...meta, 'originAnnotations'])];
    }
    return v;
}
/** Writes the unit's inputs (kustomizations made offline) under `dir`, with their repository paths. */
function materialise(dir, root, inputs, textOf) {
    const kustomizations = new Map(inputs.chain.map((c) => [c.config.file, c]));
    for (const file of inputs.files) {
        const safe = posix.normalize(file);
        if (safe.startsWith('..') || posix.isAbsolute(safe))
            continue;
        const k = kustomizations.get(file);
        // JSON is YAML: a rewritten kustomization is written as JSON, with the same keys.
        const text = k ? JSON.stringify(offlineKustomization(k.config, k.depth === 0)) : textOf(file);
        if (text === undefined)
            continue;
        mkdirSync(dirname(join(dir, safe)), { recursive: true });
        writeFileSync(join(dir, safe), text);
    }
    mkdirSync(join(dir, root), { recursive: true });
}
/** kustomize's own words, one line, without the temporary folder or kubectl's log prefix. */
function kustomizeError(stderr, dir) {
    const last = stderr.trim().split('\n').pop() ?? '';
    const err = /\berr="(.*)"\s*$/.exec(last)?.[1]?.replace(/\\"/g, '"') ?? last.replace(/^Error:\s*/, '');
    return err.split(`${dir}/`).join('').split(dir).join('.').slice(0, 400);
}
/** The environment kustomize runs in: nothing of the runner's, no kubeconfig, no reachable proxy. */
function renderEnv(dir) {
    return {
        PATH: '/usr/bin:/bin',
        HOME: dir,
        KUBECONFIG: join(dir, 'no-kubeconfig'),
        HTTPS_PROXY: 'http://127.0.0.1:9',
        HTTP_PROXY: 'http://127.0.0.1:9',
        NO_PROXY: '',
        GIT_TERMINAL_PROMPT: '0',
    };
}
/** What a finished kustomize run gave: its output, or its error in one line. */
function outcomeOf(bin, dir, r) {
    if (r.error) {
        const code = r.error.code;
        const why = code === 'ETIMEDOUT' ? 'timed out' : code === 'ENOBUFS' ? 'output over the cap' : r.error.message;
        return { error: `${bin.label} ${why}` };
    }
    if (r.status !== 0)
        return { error: `${bin.label}: ${kustomizeError(r.stderr, dir) || `exit ${r.status}`}` };
    return { yaml: r.stdout };
}
/**
 * A renderer that runs the real kustomize on a temporary copy of each unit's inputs, offline: no
 * plugins (`--enable-alpha-plugins` and `--enable-exec` are never passed), no Helm, the default
 * load restrictor (files under the kustomization root only), no network (remote resources removed,
 * proxies pointed nowhere), a hard timeout and an output cap. Units rendered ahead of time
 * (`prerendered`, by key) are taken from there.
 */
function kustomizeRenderer(bin, prerendered = new Map()) {
    return (root, inputs, textOf, key) => {
        const ready = prerendered.get(key);
        if (ready)
            return ready;
        const dir = mkdtempSync(join(tmpdir(), 'ug-render-'));
        try {
            materialise(dir, root, inputs, textOf);
            const r = childProcess().spawnSync(bin.path, [...bin.args, join(dir, root)], {
                cwd: dir,
                encoding: 'utf8',
                timeout: RENDER_TIMEOUT_MS,
                maxBuffer: RENDER_OUTPUT_CAP,
                env: renderEnv(dir),
                stdio: ['ignore', 'pipe', 'pipe'],
            });
            return outcomeOf(bin, dir, r);
        }
        finally {
            rmSync(dir, { recursive: true, force: true });
        }
    };
}

/** The kustomize roots of a side, read from its kustomization files alone (no other file is parsed). */
function tasksOf(snapshot, globs) {
    const kustomizations = snapshot.files.filter((f) => KUSTOMIZATION_FILE.test(f.path));
    if (!kustomizations.length)
        return [];
    const layout = detectUnits(kustomizations.map((f) => parseFile(f, {}, KUSTOMIZATION_TYPE)), globs);
    let texts;
    const textOf = (p) => (texts ??= new Map(snapshot.files.map((f) => [f.path, f.text]))).get(p);
    return layout.units.flatMap((u) => {
        if (!u.kustomization)
            return [];
        const inputs = unitInputs(u.kustomization, layout.kustomizations);
        return [{ key: inputKey(u.id, inputs, textOf), root: u.kustomization.dir, inputs, textOf }];
    });
}
/** One kustomize run, asynchronous, under the same rules as the synchronous renderer. */
function renderAsync(bin, t) {
    const dir = mkdtempSync(join(tmpdir(), 'ug-render-'));
    materialise(dir, t.root, t.inputs, t.textOf);
    return new Promise((resolve) => {
        const child = childProcess().spawn(bin.path, [...bin.args, join(dir, t.root)], {
            cwd: dir,
            env: renderEnv(dir),
            stdio: ['ignore', 'pipe', 'pipe'],
            timeout: RENDER_TIMEOUT_MS,
        });
        const out = [];
        let size = 0;
        let stderr = '';
        let error;
        child.stdout.on('data', (d) => {
            size += d.length;
            if (size > RENDER_OUTPUT_CAP) {
                error = Object.assign(new Error('output over the cap'), { code: 'ENOBUFS' });
                child.kill('SIGKILL');
            }
            else
                out.push(d);
        });
        child.stderr.on('data', (d) => (stderr = (stderr + d.toString()).slice(-8192)));
        child.on('error', (e) => (error = e));
        child.on('close', (status, signal) => {
            if (!error && signal === 'SIGTERM')
                error = Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' });
            resolve(outcomeOf(bin, dir, { status, stdout: Buffer.concat(out).toString('utf8'), stderr, error }));
        });
    }).finally(() => rmSync(dir, { recursive: true, force: true }));
}
/** The kustomize units of both sides, each set of inputs once (a unit with the same inputs on both sides is one task). */
function planRenders(sides, globs) {
    const tasks = new Map();
    const keys = sides.map((s) => {
        const own = new Set();
        for (const t of tasksOf(s, globs)) {
            own.add(t.key);
            if (!tasks.has(t.key))
                tasks.set(t.key, t);
        }
        return own;
    });
    const shared = new Set([...(keys[0] ?? [])].filter((k) => keys.every((side) => side.has(k))));
    return { tasks, shared };
}
/**
 * Renders kustomize units ahead of the (synchronous) reading, several at a time. Units this pass
 * cannot see (a Flux path at a kustomization another one includes), or leaves out, are rendered
 * later, one by one, if the reading needs them.
 */
async function prerender(bin, tasks) {
    const queue = [...tasks];
    const done = new Map();
    const worker = async () => {
        for (let t = queue.shift(); t; t = queue.shift())
            done.set(t.key, await renderAsync(bin, t));
    };
    const width = Math.max(1, Math.min(4, availableParallelism(), queue.length));
    await Promise.all(Array.from({ length: width }, worker));
    return done;
}

/** Below this many kustomize units the same on both sides, a run renders them all. */
const UNRENDERED_MIN_UNITS = 20;
/**
 * Text that makes a unit's objects needed: the groups the packs read (Strimzi, Flux, Argo CD,
 * apiextensions), `Kafka…`, `…List`, and what could spell a value other than as written (escapes,
 * `!!binary`, verbatim or percent-escaped tags).
 */
const NEEDED_TEXT = new RegExp(String.raw `strimzi|fluxcd|argoproj|apiextensions|\\|${RESPELLED}`, 'i');
const NEEDED_KIND_TEXT = /Kafka|List(?![A-Za-z0-9])/;
/**
 * Words that make a unit's objects needed: kinds the packs read wherever they are (but the
 * kustomize configuration every unit has), CRDs, the cluster-scoped kinds (two units of one cluster
 * may apply the same one), and the kustomize fields that can compose a value from parts
 * (replacements, vars, transformer, generator and validator plugins).
 */
const NEEDED_WORDS = [
    ...[...NEEDED_KINDS].filter((k) => k !== 'Kustomization' && k !== 'Component'),
    'CustomResourceDefinition',
    'replacements',
    'vars',
    'transformers',
    'generators',
    'validators',
    ...clusterScopedKinds(),
];
/**
 * Kinds of the CRDs in the files that differ between the sides (either side), and their list
 * kinds: their resources are validated again.
 */
function kindsOfChangedCrds(base, head) {
    const out = new Set();
    for (const c of changedCrds(base, head))
        for (const k of [c.kind, c.listKind])
            if (k)
                out.add(k);
    return out;
}
/** Whether one input text could yield an object the run needs. */
function textNeeded(text, words) {
    if (text === undefined || NEEDED_TEXT.test(text) || NEEDED_KIND_TEXT.test(text))
        return true;
    return words.some((w) => hasWord(text, w));
}
/**
 * The units (by input key) that need not be rendered: their inputs are the same on both sides
 * (`plan.shared`) and none of their texts could yield a needed object. `words`: kinds the change
 * makes needed (the changed CRDs' kinds, the config's transitions).
 */
function unitsToLeave(plan, words) {
    const all = [...NEEDED_WORDS, ...words];
    const out = new Set();
    for (const key of plan.shared) {
        const t = plan.tasks.get(key);
        if (t && !t.inputs.files.some((f) => textNeeded(t.textOf(f), all)))
            out.add(key);
    }
    return out;
}
/** What a unit is applied with besides its inputs: equal on both sides, or the unit is rendered. */
const settingsOf = (u) => JSON.stringify([u.via, u.targetNamespace ?? null, u.defaultNamespace ?? null, u.cluster ?? null]);
/**
 * `readUnits`' `leaveUnrendered`: a unit of `left` whose settings (Flux target namespace, Argo CD
 * destination, cluster) are the same on both sides; any other unit is rendered.
 */
function leaveUnrendered(sides, globs, left) {
    const settings = sides.map((files) => new Map(detectUnits(files, globs).units.map((u) => [u.id, settingsOf(u)])));
    return (unit, key) => left.has(key) && settings.every((s) => s.get(unit.id) === settingsOf(unit));
}

/** A digit run long enough to be past 2^53 (16 digits): texts without one are parsed as usual. */
const LONG_DIGITS = /\d{16}/;
const INTEGER = /^-?\d+$/;
/** An integer past ±(2^53−1): its source text, exact (within int64; past it the nearest double). */
const exactInts = (_key, value, context) => typeof value === 'number' && !Number.isSafeInteger(value) && context?.source && INTEGER.test(context.source)
    ? apiInt(BigInt(context.source))
    : value;
/**
 * `JSON.parse`, keeping aside the exact value of each integer past ±(2^53−1) that the API server
 * holds as an int64 (`kubectl -o json` writes them exactly; see manifests/exact-ints.ts). The
 * source text of a number comes with the reviver (Node 22 and later).
 */
function parseJsonExact(text) {
    if (!LONG_DIGITS.test(text))
        return { value: JSON.parse(text) };
    return takeExact(JSON.parse(text, exactInts));
}
/** The table of item `i` of a JSON state file (an array, a `*List`'s items, or the one object). */
function itemExact(exact, root, i) {
    if (root === 'one')
        return exact;
    return exactUnder(exact, root === 'array' ? String(i) : `items${PATH_SEP}${i}`);
}

const MARKER = /^(?:---|\.\.\.)[ \t]*(?:#[^\n]*)?\r?$/gm;
const DOC_KIND = /^kind:[ \t]*["']?([A-Za-z0-9]+)["']?[ \t]*(?:#[^\n]*)?\r?$/m;
const ITEMS = /^items:[ \t]*\r?$/m;
const TAIL_KEY = /^(?:apiVersion|kind|metadata):/;
const newlines = (s) => {
    let n = 0;
    for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1))
        n++;
    return n;
};
/**
 * Keeps the sections (keys at exactly `indent` spaces) that `keep` accepts; a dropped section becomes
 * as many empty lines, so lines of what is kept do not move. A key the scan cannot name is kept.
 */
function keepSections(text, indent, keep) {
    const re = new RegExp(`^ {${indent}}(?![ \\t\\r\\n#-])(?:([A-Za-z0-9_./-]+)|"([^"\\n]*)"|'([^'\\n]*)')?[ \\t]*(:)?`, 'gm');
    const starts = [];
    for (let m = re.exec(text); m; m = re.exec(text)) {
        starts.push({ at: m.index, key: m[4] ? (m[1] ?? m[2] ?? m[3]) : undefined });
        if (m[0].length === 0)
            re.lastIndex++;
    }
    if (!starts.length)
        return text;
    let out = text.slice(0, starts[0].at);
    starts.forEach((s, i) => {
        const part = text.slice(s.at, starts[i + 1]?.at ?? text.length);
        out += s.key === undefined || keep(s.key) ? part : '\n'.repeat(newlines(part));
    });
    return out;
}
/** The part of an object's text the rules need: its wanted top-level keys, metadata without managedFields. */
function reduce(text, indent, wanted) {
    const keep = wanted.keep;
    const top = keepSections(text, indent, (k) => k === 'apiVersion' || k === 'kind' || keep.includes(k));
    if (!top.includes('managedFields:'))
        return top;
    return keepSections(top, indent + 2, (k) => k !== 'managedFields');
}
function wantsOf(custom) {
    const names = new Set([...(custom ?? [])].map((k) => k.slice(k.lastIndexOf('/') + 1)));
    return (kind) => wantedKind(kind) ?? (names.has(kind) ? { group: '', keep: CUSTOM_KEEP } : undefined);
}
function listItems(doc, start, lines, out, wants) {
    const items = ITEMS.exec(doc);
    if (!items)
        return false;
    const from = items.index + items[0].length;
    const first = /^( *)(?:#.*|(\S))/gm;
    first.lastIndex = from;
    let f = first.exec(doc);
    while (f && f[2] === undefined)
        f = first.exec(doc);
    if (!f)
        return true; // `items:` and nothing after it
    if (f[2] !== '-' || !/^ *- /.test(doc.slice(f.index, f.index + f[1].length + 2)))
        return false;
    const ind = f[1].length;
    const boundary = new RegExp(`^( {0,${ind}})([^ \\r\\n#])`, 'gm');
    boundary.lastIndex = f.index;
    const starts = [];
    let end = doc.length;
    for (let m = boundary.exec(doc); m; m = boundary.exec(doc)) {
        const next = doc.charCodeAt(m.index + ind + 1);
        if (m[1].length === ind && m[2] === '-' && (next === 32 || next === 10 || next === 13))
            starts.push(m.index);
        else {
            end = m.index;
            break;
        }
    }
    // What follows the items must be the List's own keys, or the layout is not kubectl's.
    const tail = doc.slice(end);
    if (tail.split('\n').some((l) => /^[^ \t\r#]/.test(l) && !TAIL_KEY.test(l)))
        return false;
    const kindRe = new RegExp(`^(?: {${ind}}- | {${ind + 2}})kind:[ \\t]*["']?([A-Za-z0-9]+)`, 'm');
    starts.forEach((s, i) => {
        const item = doc.slice(s, starts[i + 1] ?? end);
        const kind = kindRe.exec(item)?.[1];
        const line = () => lines.lineOf(start + s);
        // `- key: …` (or a lone `-`) becomes an indented mapping; lines do not move.
        const text = `${item.slice(0, ind)} ${item.slice(ind + 1)}`;
        if (kind === undefined) {
            out.chunks.push({ text, line: line() });
            return;
        }
        const wanted = wants(kind);
        if (!wanted || (wanted.mustContain && !item.includes(wanted.mustContain))) {
            out.skipped++;
            return;
        }
        out.chunks.push({ text: reduce(text, ind + 2, wanted), line: line(), kind });
    });
    return true;
}
/**
 * Splits a YAML state file into the chunks worth parsing, without parsing anything: documents at
 * `---`, the items of a `kind: List` at their `- ` lines, each classified by its `kind:` line.
 * Items of other kinds are counted and dropped unread. Anything laid out differently from what
 * kubectl writes is handed on whole, to be read (slowly, but correctly) by the full parser.
 */
function splitState(text, custom) {
    const out = { chunks: [], skipped: 0 };
    const wants = wantsOf(custom);
    const lines = new LineIndex(text);
    if (/^---[ \t]+[^\s#]/m.test(text))
        return { chunks: [{ text, line: 1 }], skipped: 0 };
    const bounds = [];
    let from = 0;
    MARKER.lastIndex = 0;
    for (let m = MARKER.exec(text); m; m = MARKER.exec(text)) {
        bounds.push([from, m.index]);
        from = m.index + m[0].length;
    }
    bounds.push([from, text.length]);
    for (const [s, e] of bounds) {
        const doc = text.slice(s, e);
        if (!/^[ \t]*[^\s#]/m.test(doc))
            continue; // empty, or comments only
        const kind = DOC_KIND.exec(doc)?.[1];
        if (kind === undefined) {
            out.chunks.push({ text: doc, line: lines.lineOf(s) });
        }
        else if (/List$/.test(kind)) {
            if (!listItems(doc, s, lines, out, wants))
                out.chunks.push({ text: doc, line: lines.lineOf(s) });
        }
        else {
            const wanted = wants(kind);
            if (!wanted || (wanted.mustContain && !doc.includes(wanted.mustContain)))
                out.skipped++;
            else
                out.chunks.push({ text: reduce(doc, 0, wanted), line: lines.lineOf(s), kind });
        }
    }
    return out;
}

/** A state file the gate cannot read: where, and why. */
class StateFileError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
        this.name = 'StateFileError';
    }
}

/** Whether an object of a wanted kind is evidence: it carries the label and runs the image wanted. */
function relevant(wanted, value) {
    if (wanted.label && typeof asRecord(asRecord(value.metadata).labels)[wanted.label] !== 'string')
        return false;
    if (!wanted.image)
        return true;
    const containers = asRecord(asRecord(asRecord(value.spec).template).spec).containers;
    const image = wanted.image;
    return Array.isArray(containers) && containers.some((c) => image.test(String(asRecord(c).image ?? '')));
}
const TIME = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.\d+)?Z$/;
/** Creation and condition transition times of one parsed object: the only timestamps trusted. */
function timesOf(value, into) {
    const found = [asRecord(value.metadata).creationTimestamp];
    const conditions = asRecord(value.status).conditions;
    if (Array.isArray(conditions))
        for (const c of conditions)
            found.push(asRecord(c).lastTransitionTime);
    for (const t of found) {
        const m = typeof t === 'string' ? TIME.exec(t) : null;
        if (m)
            into.push(`${m[1]}Z`);
    }
}
/** The object as evidence, or undefined when it is not of a kind (and group) the gate reads. */
function liveObject(value, line, times, custom, exact) {
    if (!isRecord(value) || typeof value.apiVersion !== 'string' || typeof value.kind !== 'string')
        return undefined;
    const slash = value.apiVersion.lastIndexOf('/');
    const group = slash < 0 ? '' : value.apiVersion.slice(0, slash);
    timesOf(value, times);
    const known = wantedKind(value.kind);
    const wanted = known && known.group === group
        ? known
        : custom?.has(`${group}/${value.kind}`)
            ? { keep: CUSTOM_KEEP }
            : undefined;
    if (!wanted || !relevant(wanted, value))
        return undefined;
    const metadata = { ...asRecord(value.metadata) };
    for (const k of CLUSTER_FIELDS)
        delete metadata[k];
    const kept = { apiVersion: value.apiVersion, kind: value.kind, metadata };
    for (const k of wanted.keep)
        if (k !== 'metadata' && k in value)
            kept[k] = value[k];
    return {
        apiVersion: value.apiVersion,
        kind: value.kind,
        group,
        name: typeof metadata.name === 'string' ? metadata.name : '',
        namespace: typeof metadata.namespace === 'string' ? metadata.namespace : '',
        line,
        value: kept,
        ...(exact ? { exact } : {}),
    };
}
/** Deepest nesting of a JSON value, walked without recursion; stops at `limit`. */
function tooDeep(value, limit) {
    const stack = [[value, 1]];
    while (stack.length) {
        const [v, d] = stack.pop();
        if (typeof v !== 'object' || v === null)
            continue;
        if (d > limit)
            return true;
        for (const c of Object.values(v))
            if (typeof c === 'object' && c !== null)
                stack.push([c, d + 1]);
    }
    return false;
}
function readJson(text, times, custom) {
    let doc;
    let exact;
    try {
        ({ value: doc, exact } = parseJsonExact(text));
    }
    catch (err) {
        const msg = err.message;
        const pos = /position (\d+)/.exec(msg)?.[1];
        const line = pos === undefined ? undefined : lineAt(text, Number(pos));
        throw new StateFileError(`JSON error: ${msg}`, line);
    }
    const root = Array.isArray(doc)
        ? 'array'
        : isRecord(doc) && typeof doc.kind === 'string' && /List$/.test(doc.kind) && Array.isArray(doc.items)
            ? 'list'
            : 'one';
    const items = root === 'array' ? doc : root === 'list' ? asRecord(doc).items : [doc];
    const objects = [];
    let skipped = 0;
    for (const [i, item] of items.entries()) {
        const o = liveObject(item, 0, times, custom, itemExact(exact, root, i));
        if (!o) {
            skipped++;
            continue;
        }
        if (tooDeep(o.value, DEFAULT_PARSE_LIMITS.maxDepth))
            throw new StateFileError(`item ${i} (${o.kind} ${o.namespace ? `${o.namespace}/` : ''}${o.name}) nests deeper than ${DEFAULT_PARSE_LIMITS.maxDepth} levels`);
        objects.push(o);
    }
    return { objects, skipped };
}
function readYaml(text, file, times, custom) {
    const { chunks, skipped } = splitState(text, custom);
    const objects = [];
    let dropped = skipped;
    for (const chunk of chunks) {
        // The same reader, limits (aliases, depth, expanded size) and YAML 1.1 scalars as the manifests.
        const parsed = parseFile({ path: file, text: chunk.text });
        const problem = parsed.problems[0];
        if (problem)
            throw new StateFileError(problem.message, problem.line + chunk.line - 1);
        for (const obj of parsed.objects) {
            const o = liveObject(obj.value, obj.line + chunk.line - 1, times, custom, obj.exact);
            if (o)
                objects.push(o);
            else
                dropped++;
        }
    }
    return { objects, skipped: dropped };
}
/** `kubectl -o json` output; a flow-style YAML file that JSON.parse refuses is read as YAML. */
function jsonOrFlowYaml(text, file, times, custom) {
    try {
        return readJson(text, times, custom);
    }
    catch (err) {
        if (!(err instanceof StateFileError) || !err.message.startsWith('JSON error'))
            throw err;
        try {
            return readYaml(text, file, times, custom);
        }
        catch {
            throw err;
        }
    }
}
/**
 * Reads a `kubectl get … -o yaml|json` export (a `List`, several documents, or JSON) into evidence.
 * Pure: text in, state out. Kinds the gate does not use (Secrets, ConfigMaps, …) are never
 * constructed, so their data cannot reach a report; custom resources only of the `custom` kinds
 * (`group/kind`: the CRDs the pull request changes). Throws StateFileError with the line.
 */
function readClusterState(text, file, custom) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    if (!body.trim())
        throw new StateFileError('the file is empty', 1);
    // Timestamps come only from the objects read (never from text anywhere in the file, such as a
    // ConfigMap's data that says `creationTimestamp: 2099-…` to make an old export look fresh).
    const times = [];
    const { objects, skipped } = /^\s*[[{]/.test(body)
        ? jsonOrFlowYaml(body, file, times, custom)
        : readYaml(body, file, times, custom);
    const newest = times.length ? times.reduce((a, b) => (b > a ? b : a)) : undefined;
    return { file, objects, skipped, ...(newest ? { newest } : {}) };
}

/** Larger than any export the gate should read in one string (V8 caps strings near 512 MiB). */
const MAX_STATE_FILE = 256 * 1024 * 1024;
const HINT = 'Export it with: kubectl get crd,kafka,kafkanodepool,kafkarebalance,deploy,pods -A -o yaml > state.yaml';
/**
 * `--cluster-state FILE`: the edge that reads the file; a bad file is a usage error (exit 2) with its
 * line. A relative `path` is read from `dir` when given (the action: the workspace); messages and
 * evidence name the file as given. Its commit time is asked of the repository at `repo` (its root),
 * never of whatever repository git would find beside the file.
 */
async function loadClusterState(path, dir, custom, repo = dir ?? '.') {
    const file = dir ? resolve(dir, path) : path;
    let size;
    try {
        const s = await fsPromises().stat(file);
        if (!s.isFile())
            throw new UsageError(`cluster state file ${path} is not a file`, HINT);
        size = s.size;
    }
    catch (err) {
        if (err instanceof UsageError)
            throw err;
        throw new UsageError(`cluster state file ${path} cannot be read (${err.code ?? 'error'})`, HINT);
    }
    if (size > MAX_STATE_FILE)
        throw new UsageError(`cluster state file ${path} is ${(size / 1048576).toFixed(0)} MiB, more than ${MAX_STATE_FILE / 1048576} MiB`, 'Export only the kinds the gate reads (crd, kafka, kafkanodepool, kafkarebalance, deploy, pods), or one namespace.');
    const [text, committed] = await Promise.all([fsPromises().readFile(file, 'utf8'), commitTime(file, repo)]);
    try {
        return { ...readClusterState(text, path, custom), ...(committed ? { committed } : {}) };
    }
    catch (err) {
        if (err instanceof StateFileError)
            throw new UsageError(`cluster state file ${path}${err.line ? `:${err.line}` : ''}: ${err.message}`, HINT);
        throw err;
    }
}
/**
 * The commit time of `file` when git tracks it unchanged (a scheduled job that commits its export):
 * an upper bound of when it was exported. In a shallow clone the oldest fetched commit seems to add
 * every file, so a commit on the shallow boundary says nothing. Git runs against `repo`'s root with
 * an explicit git dir (a folder in the PR that looks like a repository is never used, so its
 * fsmonitor or hooks never run); a file outside `repo`, or any git failure, means no commit time.
 */
async function commitTime(file, repo) {
    const rel = relative(resolve(repo), resolve(file));
    if (!rel || rel.startsWith('..') || isAbsolute(rel))
        return undefined;
    const name = ['--', `:(literal)${rel}`];
    try {
        const [status, log, shallow] = await Promise.all([
            git(repo, ['status', '--porcelain', '--ignored', ...name]),
            git(repo, ['log', '-1', '--format=%ct %H', ...name]),
            git(repo, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow']),
        ]);
        const [seconds, sha] = log.stdout.toString().trim().split(' ');
        if (status.code || log.code || status.stdout.length || !Number(seconds) || !sha)
            return undefined;
        const boundary = await fsPromises()
            .readFile(shallow.stdout.toString().trim(), 'utf8')
            .catch(() => '');
        if (boundary.split('\n').includes(sha))
            return undefined;
        return new Date(Number(seconds) * 1000).toISOString();
    }
    catch {
        return undefined;
    }
}

/**
 * What a run needs once both sides are read: parsing, indexing, deploy units, the rule packs and
 * the engines. Its own chunk in the CLI (rollup.config.mjs), imported by run.ts while git reads the
 * sides' blobs, so compiling it overlaps git's work instead of preceding it.
 */
/** The ids of the rules a config may name. */
const ruleIds = () => registry.map((r) => r.id);
/** Semantic config checks contributed by the rule packs (after the JSON Schema passed). */
const configChecks = [checkTransitions];
const sortedFiles = (s) => [...s.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
/**
 * Parses both sides (a text on both sides is parsed once), reads them as deploy units (a unit
 * with the same inputs on both sides is rendered once) and indexes them.
 */
function buildTrees(base, head, config, units) {
    // Path order everywhere, whatever order a source delivered: the report must not depend on it.
    const baseSplit = splitHelmTemplates(sortedFiles(base));
    const headSplit = splitHelmTemplates(sortedFiles(head));
    const parsed = parseSides(baseSplit.yaml, headSplit.yaml, unreadPlan(base, head, config));
    const opts = {
        deployUnits: config.deployUnits,
        ...units,
        cache: new Map(),
        ...(units.left?.size && [...configKinds(config.transitions)].every((k) => units.leftFor?.has(k))
            ? { leaveUnrendered: leaveUnrendered([parsed.base, parsed.head], config.deployUnits, units.left) }
            : {}),
    };
    let unrenderedUnits;
    const tree = (snap, files, helmNotes) => {
        const reading = readUnits(files, snap.files, opts);
        if (reading.kustomizeUnits.unrendered)
            unrenderedUnits = reading.kustomizeUnits;
        return buildTree(snap, files, [], { ...reading, unrendered: [...helmNotes, ...reading.unrendered] });
    };
    const unread = parsed.unread ? { unread: parsed.unread } : {};
    const baseTree = tree(base, parsed.base, baseSplit.notes);
    const headTree = tree(head, parsed.head, headSplit.notes);
    const left = unrenderedUnits ? { unrenderedUnits } : {};
    return { base: { ...baseTree, ...unread, ...left }, head: { ...headTree, ...unread, ...left } };
}
/**
 * From how many unchanged files (or kustomize units) on some may stay unparsed (unrendered):
 * `fallback`, or `UPGRADE_GATE_UNREAD_MIN=n` for both (0: whatever the count; bench/json-snapshot.mjs
 * compares the reports).
 */
function unreadMin(fallback) {
    const forced = process.env.UPGRADE_GATE_UNREAD_MIN;
    return forced !== undefined && /^\d+$/.test(forced) ? Number(forced) : fallback;
}
/** How unchanged files may be left unparsed (index/unread.ts). */
function unreadPlan(base, head, config) {
    const kustomization = (s) => s.files.some((f) => KUSTOMIZATION_FILE.test(f.path));
    return {
        minFiles: unreadMin(UNREAD_MIN_FILES),
        config: { kinds: configKinds(config.transitions), crdFile: configCrdFiles(config) },
        hasKustomization: kustomization(base) || kustomization(head),
    };
}
/**
 * The CRD files the config names, always read: those under `crd.sources`, and every one when a
 * waiver may apply to a CRD's own finding (one on a crd/ or input/ rule, or a rule glob).
 */
function configCrdFiles(config) {
    if (config.waivers.some((w) => /[*?[{]|^(crd|input)\//.test(w.rule)))
        return () => true;
    return config.crd.sources.length ? picomatch([...config.crd.sources], { dot: true }) : () => false;
}
/** The pure part of a run: two snapshots and a config in, a result out. */
function evaluateSnapshots(base, head, config, facts, engines = {}, units = {}) {
    const trees = buildTrees(base, head, config, units);
    const ctx = createContext({ ...trees, pairs: pairTrees(trees.base, trees.head), config, facts, engines }, { ...crdAnalyses, ...strimziAnalyses, ...transitionAnalyses });
    return withCauses(withPlan(evaluateRules(registry, ctx, { base: base.label, head: head.label }), ctx));
}
/**
 * The kustomize renderer, per `render:` (a missing binary with `render: kustomize` is a usage
 * error), with the units of both sides rendered ahead, several at a time.
 */
async function unitEngines(config, base, head) {
    if (config.render === 'off')
        return { why: 'render: off' };
    const bin = findKustomize();
    if (!bin && config.render === 'kustomize')
        throw new UsageError('render: kustomize, but neither kustomize nor kubectl is on PATH', 'Install kustomize (or kubectl), or set render: auto to read kustomizations without it.');
    if (!bin)
        return { why: 'neither kustomize nor kubectl is on PATH' };
    const plan = planRenders([base, head], config.deployUnits);
    const leftFor = configKinds(config.transitions);
    const left = plan.shared.size >= unreadMin(UNRENDERED_MIN_UNITS)
        ? unitsToLeave(plan, [...kindsOfChangedCrds(base.files, head.files), ...leftFor])
        : new Set();
    const ahead = [...plan.tasks.values()].filter((t) => !left.has(t.key));
    const renderer = kustomizeRenderer(bin, await prerender(bin, ahead));
    return { renderer, ...(left.size ? { left, leftFor } : {}) };
}
/** Loads the CEL engine (and its protobuf runtime) only when some file has CEL validation rules. */
async function loadEngines(base, head) {
    const mentions = (s) => s.files.some((f) => f.text.includes('x-kubernetes-validations'));
    if (!mentions(base) && !mentions(head))
        return {};
    // One after the other: both share the CEL runtime's modules.
    const { celProblems } = await import('./cli-cel.js').then(function (n) { return n.f; });
    const { celRuleJudge } = await import('./cli-cel-implies.js');
    const { checkRule } = await import('./cli-cel-compile.js');
    return { cel: celProblems, celRule: celRuleJudge(), celCompile: checkRule };
}

export { configChecks, evaluateSnapshots, loadClusterState, loadEngines, registry, ruleIds, unitEngines };
