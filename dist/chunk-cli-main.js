import { createRequire as __createRequire } from 'node:module';
const __require = __createRequire(import.meta.url);
const { accessSync, constants, statSync, lstatSync, realpathSync, openSync, fstatSync, readSync, closeSync, readdirSync, readFileSync, rm, rmSync, mkdtempSync, writeFileSync, existsSync } = __require("node:fs");
const { parseArgs } = __require("node:util");
const { createRequire } = __require("node:module");
const { delimiter, isAbsolute, join, sep, resolve, dirname, relative, normalize } = __require("node:path");
const { tmpdir, availableParallelism } = __require("node:os");
import { V as VERSION } from './chunk-version.js';

/** A problem with how the gate was called or configured: exit code 2, with what to do. */
class UsageError extends Error {
    hint;
    constructor(message, 
    /** What the user should do about it. */
    hint) {
        super(message);
        this.hint = hint;
        this.name = 'UsageError';
    }
}
/** Message and hint of any error, for printing. */
function describeError(err) {
    if (err instanceof Error) {
        const hint = err.hint;
        return typeof hint === 'string' && hint ? `${err.message}\n  ${hint}` : err.message;
    }
    return String(err);
}

/** Whether a CLI value is written as a path (`.`, `..`, `./…`, `../…`, `/…`): no git revision can start so. */
const looksLikePath = (v) => /^(\.{1,2}|\.{0,2}\/.*)$/.test(v);
const DEFAULT_CONFIG_PATH = '.github/upgrade-gate.yml';
function defaultOptions(partial) {
    return {
        repo: '.',
        configFrom: 'base',
        format: 'text',
        failOn: 'fail',
        paths: [],
        exclude: [],
        acks: [],
        labels: [],
        crdPaths: [],
        ...partial,
    };
}

/** Whether the result fails the gate under `fail-on`. */
function gateFails(result, failOn) {
    if (failOn === 'never')
        return false;
    if (failOn === 'warn')
        return result !== 'pass';
    return result === 'fail';
}

/** One line: `2 rules failed, 1 warned, 40 passed, 12 skipped`. */
function summaryLine(result) {
    const s = result.summary;
    const parts = [];
    if (s.fail)
        parts.push(`${s.fail} rule${s.fail === 1 ? '' : 's'} failed`);
    if (s.warn)
        parts.push(`${s.warn} warned`);
    parts.push(`${s.pass} passed`);
    if (s.skipped)
        parts.push(`${s.skipped} skipped`);
    return parts.join(', ');
}
const VERDICT_WORD = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' };

/** `template` with every `{{name}}` replaced by `data.name`; a missing value is a bug in the rule. */
function formatMessage(template, data = {}) {
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name) => {
        const value = data[name];
        if (value === undefined)
            throw new Error(`message placeholder {{${name}}} has no value`);
        return String(value);
    });
}
/** `1 file`, `2 files`: a count and its noun, singular for one. */
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/**
 * A count with thousands separators, as `n.toLocaleString('en-US')` writes a whole number, without
 * Intl: its first use loads ICU's locale data (12–16 ms of a run, measured), for one comma.
 */
function groupedCount(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString('en-US');
    const digits = String(Math.abs(n));
    let out = '';
    for (let end = digits.length; end > 0; end -= 3)
        out = digits.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : '');
    return n < 0 ? `-${out}` : out;
}

/** At most this many "What to do" bullets. */
const MAX_BULLETS = 5;
/** The causes that count, fail before warn (result/causes.ts ordered them). */
function openCauses(result) {
    return (result.causes ?? []).filter((c) => c.severity !== 'notice');
}
/**
 * Notices of what the gate could not judge (a source not rendered, a rule not checked), unwaived:
 * they never count, so the reports name them beside the counts — a skip never reads as a pass.
 */
function unjudgedNotices(result) {
    return result.findings.filter((f) => f.unjudged && f.severity === 'notice' && !f.waived && f.introduced !== false);
}
/**
 * What the base revision already had (result/introduced.ts): problems, and what the gate could not
 * judge there. Never a cause or an annotation; one line in the comment, listed in the job summary.
 */
function presentFindings(result) {
    return result.findings.filter((f) => f.introduced === false && !f.waived && (f.severity !== 'notice' || f.unjudged));
}
/** The one line the comment gives to what the base already had, when it had anything. */
function presentLine(result, where) {
    const all = presentFindings(result);
    if (!all.length)
        return undefined;
    const problems = all.filter((f) => f.severity !== 'notice').length;
    const unjudged = all.length - problems;
    const parts = [
        ...(problems ? [plural(problems, 'problem')] : []),
        ...(unjudged ? [`${unjudged} not judged`] : []),
    ];
    return `${parts.join(' and ')} already on the base branch, not from this PR: ${where}.`;
}
/** "What to do": causes grouped by action, most pressing first; warnings only when nothing fails. */
function whatToDo(result) {
    const open = openCauses(result);
    const failing = open.filter((c) => c.severity === 'fail');
    const causes = failing.length ? failing : open;
    const byKey = new Map();
    for (const c of causes) {
        const b = byKey.get(c.action.key) ?? {
            severity: c.severity,
            text: c.action.text,
            ...(c.action.values ? { values: c.action.values } : {}),
            objects: [],
            causes: [],
            files: [],
            suggestions: [],
        };
        b.causes.push(c);
        // The cause's own line, and those of joined findings of the same action (one group and version
        // dropped by several CRDs: each CRD's line).
        const same = c.evidence.filter((e) => c.finding.action && e.action?.key === c.finding.action.key);
        for (const { file, line } of [c.finding, ...same]) {
            if (!file)
                continue;
            const entry = b.files.find((f) => f.file === file) ?? { file, lines: [] };
            if (!b.files.includes(entry))
                b.files.push(entry);
            if (line && !entry.lines.includes(line))
                entry.lines.push(line);
        }
        if (c.suggestion && !b.suggestions.includes(c.suggestion.text))
            b.suggestions.push(c.suggestion.text);
        for (const o of c.action.objects ?? [])
            if (!b.objects.some((x) => x.file === o.file && x.line === o.line))
                b.objects.push(o);
        byKey.set(c.action.key, b);
    }
    const all = [...byKey.values()];
    return { bullets: all.slice(0, MAX_BULLETS), more: all.length - Math.min(all.length, MAX_BULLETS) };
}
/**
 * Counts that say what they count: `3 problems (5 rules) · 2 warnings · 51 rules passed · 9 skipped
 * · 2 not judged`.
 */
function countsLine(result) {
    const open = openCauses(result);
    const fail = open.filter((c) => c.severity === 'fail');
    const warn = open.filter((c) => c.severity === 'warn');
    const rulesOf = (cs) => new Set(cs.flatMap((c) => c.rules)).size;
    const parts = [];
    if (fail.length)
        parts.push(`${plural(fail.length, 'problem')} (${plural(rulesOf(fail), 'rule')})`);
    if (warn.length)
        parts.push(`${plural(warn.length, 'warning')} (${plural(rulesOf(warn), 'rule')})`);
    parts.push(`${plural(result.summary.pass, 'rule')} passed`);
    if (result.summary.skipped)
        parts.push(`${result.summary.skipped} skipped`);
    const unjudged = unjudgedNotices(result).length;
    if (unjudged)
        parts.push(`${unjudged} not judged`);
    return parts.join(' · ');
}
/** The one notice about a config the PR changes (read from the base, so it applies after merge). */
function configNotice(result) {
    const c = result.configChange;
    if (!c)
        return undefined;
    const head = `This PR changes ${c.path}; the gate reads its config from the base branch, so the change takes effect after the merge.`;
    if (c.error)
        return `${head} The changed config would not load: ${c.error}`;
    const s = c.summary;
    const left = c.leftOut ?? [];
    const named = left.slice(0, 5).join(', ') + (left.length > 5 ? ` and ${left.length - 5} more` : '');
    const hides = left.length
        ? ` It would also stop checking ${left.length === 1 ? 'a file' : `${left.length} files`} the gate reads today (\`paths\`/\`exclude\`): ${named}.`
        : '';
    return `${head} With it, this PR would ${c.result === 'fail' ? 'fail' : c.result === 'warn' ? 'pass with warnings' : 'pass'} (rules: ${s.fail} failed, ${s.warn} warned, ${s.pass} passed, ${s.skipped} skipped).${hides}`;
}

/** Path order (code units, whatever the locale): how snapshots and reports list files. */
const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

function defaultConfig() {
    return {
        rules: {},
        waivers: [],
        crd: { unhandled: 'closed', enumAddition: 'warn', sources: [] },
        strimzi: {},
        transitions: [],
        state: {},
        paths: [],
        exclude: [],
        maxFileSize: DEFAULT_MAX_FILE_SIZE,
        deployUnits: [],
        render: 'auto',
        renderBudget: 120,
    };
}

/**
 * Node built-ins a run needs only sometimes, loaded when first used: a run that never spawns a
 * process or starts a thread does not load `child_process` (with `net`, `dgram`) or
 * `worker_threads`, nothing loads `fs/promises` (with `readline`), and a run that hashes nothing
 * does not load `crypto` (49 internal modules, ~7 ms: most runs decide what changed without a
 * digest, src/index/same-content.ts). Loaded with `require`, which
 * hands over the module object as it is: an ESM `import` of a built-in builds its namespace, and
 * so reads every export, lazy ones included. (`process.getBuiltinModule` would do, from Node 22.3;
 * `engines` allows 22.0.)
 */
const load = createRequire(import.meta.url);
/**
 * A module required on first use and kept: a built-in, or a package the bundles require from a file
 * beside them (re2js, semver, picomatch: their loaders say why; every bundle is in dist/, so a
 * `./x.cjs` specifier resolves there). A digest per object calls {@link crypto} thousands of times.
 */
function requiredOnce(specifier) {
    let module;
    return () => (module ??= load(specifier));
}
const childProcess = requiredOnce('node:child_process');
const crypto$1 = requiredOnce('node:crypto');
const fsPromises = requiredOnce('node:fs/promises');
const workerThreads = requiredOnce('node:worker_threads');

/**
 * Where picomatch comes from: the package here; the bundles rewrite this to `./picomatch.cjs`, the
 * file rollup writes beside them (rollup.config.mjs), as they do for re2js and semver. A run with
 * the default globs matches with regular expressions written in globs.ts, so only globs a user
 * gives (paths, exclude, units, crd.sources, waivers) load it; bundled, its module code ran and
 * compiled on every run. It is required, not imported, so that it loads synchronously.
 */
const PICOMATCH_FROM = './picomatch.cjs';
/** picomatch, loaded on first use. */
const picomatch = requiredOnce(PICOMATCH_FROM);

/** YAML and JSON files, and `Kustomization` (kustomize's extension-less kustomization file). */
const DEFAULT_INCLUDE = ['**/*.{yaml,yml,json}', '**/Kustomization'];
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL$1 = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Git's own folder: never manifests. */
const ALWAYS_EXCLUDE = ['**/.git/**', '.git/**'];
/**
 * Left out by default, but reported: a manifest under `node_modules/` is one kubectl apply -R
 * would apply, so each is a skipped-file finding (input/skipped-file), never a silent exclude.
 */
const DEFAULT_EXCLUDE = ['**/node_modules/**', 'node_modules/**'];
/** What picomatch's `**` part becomes with `dot: true`: any folders, none of them `.` or `..`. */
const ANY_DIRS = String.raw `(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)`;
/** What picomatch's trailing `/**` becomes with `dot: true`: nothing, or any path below. */
const ANY_BELOW = String.raw `(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$)`;
/**
 * `picomatch.makeRe(glob, { dot: true })` of every default glob above, as picomatch writes it
 * (__tests__/sources/globs.test.ts compares them): a run with the default globs never loads
 * picomatch (src/sources/picomatch-load.ts).
 */
const DEFAULT_GLOB_REGEXES = new Map([
    [
        '**/*.{yaml,yml,json}',
        new RegExp(String.raw `^(?:${ANY_DIRS}(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\.(yaml|yml|json))$`),
    ],
    ['**/Kustomization', new RegExp(`^(?:${ANY_DIRS}Kustomization)$`)],
    ['**/.git/**', new RegExp(String.raw `^(?:${ANY_DIRS}\.git${ANY_BELOW})$`)],
    ['.git/**', new RegExp(String.raw `^(?:\.git${ANY_BELOW})$`)],
    ['**/node_modules/**', new RegExp(`^(?:${ANY_DIRS}node_modules${ANY_BELOW})$`)],
    ['node_modules/**', new RegExp(`^(?:node_modules${ANY_BELOW})$`)],
]);
/**
 * `picomatch(globs, options)` as a plain test: a path matches when it is one of the globs or a
 * glob's regular expression matches it — what picomatch's matcher decides, without the state and
 * result objects it builds per call (6,000 paths: ~10 ms of a run). Windows paths go to picomatch
 * itself (it turns backslashes into slashes there).
 */
function globTest(globs, options) {
    if (process.platform === 'win32')
        return picomatch()([...globs], options);
    const dotOnly = options.dot === true && Object.keys(options).length === 1;
    const regexes = globs.map((g) => (dotOnly && DEFAULT_GLOB_REGEXES.get(g)) || picomatch().makeRe(g, options));
    return (path) => path !== '' && regexes.some((re, i) => path === globs[i] || re.test(path));
}
/**
 * Whether a snapshot-relative path (with `/`) is read (`true`), left out by the default exclude
 * (`'default-exclude'`: reported), left out by an exclude glob the user gave (`'excluded'`:
 * reported too, a notice, or a warning where the PR adds or changes the file), or not wanted
 * (`false`: it matches no include glob, or is in `.git/`).
 */
function makeFileFilter(opts) {
    const include = globTest(opts.paths.length ? opts.paths : DEFAULT_INCLUDE, { dot: true });
    const never = globTest(ALWAYS_EXCLUDE, { dot: true });
    const exclude = opts.exclude.length ? globTest(opts.exclude, { dot: true }) : () => false;
    const byDefault = globTest(DEFAULT_EXCLUDE, { dot: true });
    return (raw) => {
        // Globs never match a newline or another control character: a folder named "a\nb" must not
        // fall out of `**/*.yaml`, so such characters are matched as ordinary ones.
        const path = raw.replace(CONTROL$1, '_');
        if (!include(path) || never(path))
            return false;
        if (exclude(path))
            return 'excluded';
        return byDefault(path) ? 'default-exclude' : true;
    };
}
const sharedFilters = new WeakMap();
/**
 * {@link makeFileFilter} for one options object, made once and remembering each path's answer: a
 * run reads both sides with the same options, and most paths are on both (each judged once).
 */
function sidesFileFilter(opts) {
    let shared = sharedFilters.get(opts);
    if (!shared) {
        const filter = makeFileFilter(opts);
        const judged = new Map();
        shared = (path) => {
            let k = judged.get(path);
            if (k === undefined)
                judged.set(path, (k = filter(path)));
            return k;
        };
        sharedFilters.set(opts, shared);
    }
    return shared;
}

/**
 * A program's absolute path from PATH's absolute entries only: a relative entry (`.`, an empty one)
 * would resolve against the working directory, which may be the pull request's checkout, so a file
 * the PR names `git` or `kustomize` would run. Undefined when no absolute entry holds it.
 */
function onPath(name, env = process.env) {
    for (const dir of (env.PATH ?? '').split(delimiter)) {
        if (!isAbsolute(dir))
            continue;
        const p = join(dir, name);
        try {
            accessSync(p, constants.X_OK);
            if (statSync(p).isFile())
                return p;
        }
        catch {
            // not here
        }
    }
    return undefined;
}

/** Why an entry is not read as a file, or undefined when it is a regular blob under the cap. */
function gitSkip(path, e, cap) {
    if (e.mode === '120000')
        return { path, reason: 'symlink' };
    if (e.mode === '160000')
        return { path, reason: 'submodule' };
    if (e.type !== 'blob')
        return undefined;
    if (e.size > cap)
        return { path, reason: 'too-large', detail: `${e.size} bytes, cap ${cap}` };
    return undefined;
}
/**
 * A revision's files as bytes, read on demand with one `git cat-file --batch` per call (the ids
 * from the revision's listing, so every read sees the commit the snapshot saw). `invocation` is
 * how every git process of the run starts (sources/git.ts gitInvocation). A class, so two readers
 * of the same listing compare equal.
 */
class GitFileBytes {
    entries;
    cap;
    invocation;
    listing;
    constructor(entries, cap, invocation) {
        this.entries = entries;
        this.cap = cap;
        this.invocation = invocation;
    }
    blob(p) {
        const e = (this.listing ??= new Map(this.entries.map((x) => [x.path, x]))).get(p);
        return e && (e.type === 'blob' || e.mode === '120000' || e.mode === '160000') ? e : undefined;
    }
    idOf(path) {
        return this.blob(path)?.oid;
    }
    read(paths) {
        const out = new Map();
        const wanted = new Map();
        for (const p of paths) {
            const e = this.blob(p);
            if (!e)
                continue;
            const skip = gitSkip(p, e, this.cap);
            if (skip)
                out.set(p, skip);
            else
                wanted.set(e.oid, [...(wanted.get(e.oid) ?? []), p]);
        }
        if (!wanted.size)
            return out;
        const how = this.invocation;
        const git = onPath('git', how.env) ?? '/nonexistent/git';
        const r = childProcess().spawnSync(git, [...how.args, 'cat-file', '--batch'], {
            cwd: how.cwd,
            env: how.env,
            input: `${[...wanted.keys()].join('\n')}\n`,
            maxBuffer: wanted.size * (this.cap + 128),
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        if (r.status !== 0 || !Buffer.isBuffer(r.stdout))
            return out;
        for (const [oid, bytes] of batchBlobs(r.stdout))
            for (const p of wanted.get(oid) ?? [])
                out.set(p, bytes);
        return out;
    }
}
/** The blobs of `git cat-file --batch` output (`<oid> blob <size>\n<bytes>\n` each). */
function batchBlobs(out) {
    const blobs = new Map();
    let at = 0;
    while (at < out.length) {
        const nl = out.indexOf(0x0a, at);
        if (nl < 0)
            break;
        const m = /^([0-9a-f]+) blob (\d+)$/.exec(out.toString('latin1', at, nl).trimEnd());
        at = nl + 1;
        if (!m)
            continue;
        const size = Number(m[2]);
        blobs.set(m[1], out.subarray(at, at + size));
        at += size + 1;
    }
    return blobs;
}
/**
 * A directory's files as bytes, read on demand: regular files only, never a symbolic link or a
 * file reached through one (the real path must stay below the root), at most `cap` bytes each.
 */
class DirFileBytes {
    root;
    cap;
    memo = new Map();
    constructor(root, cap) {
        this.root = root;
        this.cap = cap;
    }
    get(p) {
        if (!this.memo.has(p))
            this.memo.set(p, readRegular(this.root, p, this.cap));
        return this.memo.get(p);
    }
    idOf(path) {
        const b = this.get(path);
        if (b === undefined)
            return undefined;
        return Buffer.isBuffer(b) ? crypto$1().createHash('sha1').update(b).digest('hex') : `skipped:${b.reason}`;
    }
    read(paths) {
        const out = new Map();
        for (const p of paths) {
            const b = this.get(p);
            if (b !== undefined)
                out.set(p, b);
        }
        return out;
    }
}
/** One file below `root`: its bytes, why it is skipped, or undefined when it is not a regular file. */
function readRegular(root, path, cap) {
    const full = join(root, path);
    const st = lstatSync(full, { throwIfNoEntry: false });
    if (!st)
        return undefined;
    if (st.isSymbolicLink())
        return { path, reason: 'symlink' };
    if (!st.isFile())
        return undefined;
    const real = realpathSync(full);
    if (!real.startsWith(realpathSync(root) + sep))
        return { path, reason: 'symlink' };
    if (st.size > cap)
        return { path, reason: 'too-large', detail: `${st.size} bytes, cap ${cap}` };
    const fd = openSync(real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    try {
        const size = fstatSync(fd).size;
        if (size > cap)
            return { path, reason: 'too-large', detail: `${size} bytes, cap ${cap}` };
        const buf = Buffer.alloc(size);
        let n = 0;
        while (n < size) {
            const got = readSync(fd, buf, n, size - n, null);
            if (got === 0)
                break;
            n += got;
        }
        return buf.subarray(0, n);
    }
    finally {
        closeSync(fd);
    }
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
/** Decoded text (a leading BOM already dropped), or why the file is skipped: a Git LFS pointer. */
function textFile(path, text) {
    // A Git LFS pointer stands in for the manifest: what would be applied is not in the repository.
    if (text.startsWith('version https://git-lfs.github.com/spec/'))
        return { path, reason: 'lfs-pointer' };
    return { text };
}
/**
 * What {@link decodeFile} makes of a file, from the text Node's UTF-8 read gave (invalid bytes as
 * U+FFFD, a BOM kept): the same text when it has neither U+FFFD nor NUL — then the bytes were valid
 * UTF-8 without NUL — else undefined, and the caller decodes the bytes.
 */
function decodeUtf8Read(path, text) {
    if (text.includes('\uFFFD') || text.includes('\0'))
        return undefined;
    return textFile(path, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}
/**
 * {@link decodeFile}'s result, by Node's UTF-8 read first (faster than a fatal TextDecoder): the
 * bytes themselves only when that read shows U+FFFD or NUL.
 */
function decodeBytes(path, bytes) {
    return decodeUtf8Read(path, bytes.toString('utf8')) ?? decodeFile(path, bytes);
}
/** Bytes to text, or why the file is skipped: binary (NUL in the first 8000 bytes), invalid UTF-8, a Git LFS pointer. */
function decodeFile(path, bytes) {
    const head = bytes.subarray(0, 8000);
    if (head.includes(0))
        return { path, reason: 'binary' };
    try {
        return textFile(path, decoder.decode(bytes));
    }
    catch {
        const offset = firstInvalidUtf8(bytes);
        let line = 1;
        for (let i = 0; i < offset; i++)
            if (bytes[i] === 0x0a)
                line++;
        return { path, reason: 'invalid-utf8', detail: `byte ${offset}, line ${line}` };
    }
}
/**
 * The bytes a lead byte's second byte may be (Unicode's well-formed table): narrower than 80..BF
 * after E0 (no overlong), ED (no encoded surrogate), F0 (no overlong) and F4 (nothing past U+10FFFF).
 */
function secondByteRange(lead) {
    if (lead === 0xe0)
        return [0xa0, 0xbf];
    if (lead === 0xed)
        return [0x80, 0x9f];
    if (lead === 0xf0)
        return [0x90, 0xbf];
    if (lead === 0xf4)
        return [0x80, 0x8f];
    return [0x80, 0xbf];
}
/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function firstInvalidUtf8(b) {
    let i = 0;
    while (i < b.length) {
        const c = b[i];
        const n = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
        if (n < 0)
            return i;
        const [lo, hi] = secondByteRange(c);
        if (n > 0 && (i + 1 >= b.length || b[i + 1] < lo || b[i + 1] > hi))
            return i;
        for (let k = 2; k <= n; k++)
            if (i + k >= b.length || (b[i + k] & 0xc0) !== 0x80)
                return i;
        i += n + 1;
    }
    return b.length;
}

/** A side could not be read (missing revision, unreadable directory): exit code 2, with what to do. */
class SourceError extends Error {
    hint;
    constructor(message, hint) {
        super(message);
        this.hint = hint;
        this.name = 'SourceError';
    }
}

/** The bytes of the file being read: one buffer for every file, grown to the largest one. */
let scratch = Buffer.allocUnsafe(1 << 16);
/**
 * The whole file behind `fd` into `scratch` (its length returned), or its size when it is over
 * `cap`: a file that fits the buffer costs one read and the read that finds its end, no fstat; only
 * one that fills it is measured (fstat of the open file), so one over the cap is never read whole.
 */
function readAll(fd, cap) {
    let n = 0;
    for (;;) {
        if (n === scratch.length) {
            const size = fstatSync(fd).size;
            if (size > cap)
                return { size };
            const grown = Buffer.allocUnsafe(Math.max(2 * n, size + 1));
            scratch.copy(grown, 0, 0, n);
            scratch = grown;
        }
        const got = readSync(fd, scratch, n, scratch.length - n, null);
        if (got === 0)
            return n > cap ? { size: n } : n;
        n += got;
    }
}
/**
 * A regular file's text as {@link decodeFile} reads it, or its size when it is over `cap`: open,
 * read into one reused buffer, close — no `lstat` by path (the directory entry already said it is a
 * regular file), no fstat for a file smaller than the buffer. Bytes are decoded as Node's UTF-8 read
 * does; only a text with U+FFFD or NUL is judged again from its bytes (binary, invalid UTF-8): the
 * text is read from the scratch buffer directly (a `subarray` per file, 6,000 of them, cost more).
 */
function readCapped(path, full, cap) {
    const fd = openSync(full, constants.O_RDONLY);
    try {
        const n = readAll(fd, cap);
        if (typeof n !== 'number')
            return n;
        return decodeUtf8Read(path, scratch.toString('utf8', 0, n)) ?? decodeFile(path, scratch.subarray(0, n));
    }
    finally {
        closeSync(fd);
    }
}
/**
 * Every matching file below `dir`; symlinks, binary, too-large and invalid UTF-8 files are skipped.
 * Reads synchronously, one file at a time: on a local disk that is faster than the thread pool and
 * never holds more than one file open. One `readdir` with types per folder, and no `lstat` per file.
 * A text equal to `known`'s at the same path (the other side's) is that string, not a copy: the copy
 * dies young, the two sides hold one text, and comparing them later is comparing pointers.
 */
async function readDirectorySnapshot(dir, opts, known) {
    const keep = sidesFileFilter(opts);
    // Paths below are plain readdir names joined by '/': no normalising per file.
    const root = join(dir, '.');
    const files = [];
    const skipped = [];
    const walk = (rel) => {
        let entries;
        try {
            entries = readdirSync(join(dir, rel), { withFileTypes: true });
        }
        catch (err) {
            throw new SourceError(`cannot read directory ${join(dir, rel)}: ${err.message}`);
        }
        for (const e of entries) {
            const path = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (e.name !== '.git')
                    walk(path);
                continue;
            }
            const wanted = keep(path);
            if (!wanted)
                continue;
            if (wanted === 'default-exclude')
                skipped.push({ path, reason: 'default-exclude' });
            else if (wanted === 'excluded')
                skipped.push({ path, reason: 'excluded', content: `size ${lstatSync(join(dir, path)).size}` });
            else if (e.isSymbolicLink())
                skipped.push({ path, reason: 'symlink' });
            else if (e.isFile())
                read(path);
        }
    };
    const read = (path) => {
        const decoded = readCapped(path, `${root}/${path}`, opts.maxFileSize);
        if ('size' in decoded) {
            const size = decoded.size;
            skipped.push({ path, reason: 'too-large', detail: `${size} bytes, cap ${opts.maxFileSize}` });
            return;
        }
        if (!('text' in decoded))
            skipped.push(decoded);
        else if (known?.get(path) === decoded.text)
            files.push({ path, text: known.get(path) });
        else
            files.push({ path, text: decoded.text });
    };
    walk('');
    return {
        label: dir,
        kind: 'dir',
        files: files.sort(byPath),
        skipped: skipped.sort(byPath),
        bytes: new DirFileBytes(dir, opts.maxFileSize),
    };
}

/**
 * What a revision may look like: a commit id, a branch or tag name, `origin/main`, `HEAD~2`,
 * `HEAD^1`, `main@{1}`. No leading `-` (an option to git: `--upload-pack=…`), no control
 * characters, spaces, `:` (a path), `..` (a range) or shell-looking punctuation.
 */
const REVISION = /^[A-Za-z0-9_][A-Za-z0-9_./@{}~^+-]{0,254}$/;
/**
 * Refuses anything that is not plainly a revision, before it reaches git (exit 2). Revisions come
 * from flags, action inputs, workflow_dispatch inputs and event payloads: all untrusted. Git calls
 * pass them after `--end-of-options` as well.
 */
function checkRevision(rev, from = 'revision') {
    if (!REVISION.test(rev) || rev.includes('..') || rev.includes('@{-') || /\/$|\.lock(\/|$)/.test(rev))
        throw new UsageError(`${from} ${JSON.stringify(rev).slice(0, 120)} is not a revision git is allowed to read`, 'Give a commit id, a branch or tag name, or an expression like HEAD~1; it may not start with "-" or hold spaces, control characters, ":" or "..".');
    return rev;
}

/**
 * How every git process starts: against the repository root named by the caller (`repo/.git`, never
 * a folder git discovers), with no discovery above it (`GIT_CEILING_DIRECTORIES`), bare repositories
 * only when named (`safe.bareRepository=explicit`), no fsmonitor, no hooks, no prompts and no
 * system config. A folder in a pull request that looks like a repository (HEAD, config, objects/,
 * refs/) never becomes git's repository, so its `core.fsmonitor`, hooks or `core.sshCommand` never run.
 */
function gitInvocation(repo) {
    const root = resolve(repo);
    const env = {
        ...process.env,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_TERMINAL_PROMPT: '0',
        GIT_CEILING_DIRECTORIES: dirname(root),
        LC_ALL: 'C',
    };
    for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR', 'GIT_EXEC_PATH'])
        delete env[k];
    const args = [
        `--git-dir=${join(root, '.git')}`,
        `--work-tree=${root}`,
        '-c',
        'safe.bareRepository=explicit',
        '-c',
        'core.fsmonitor=false',
        '-c',
        'core.hooksPath=/dev/null',
        '-c',
        'core.quotepath=off',
    ];
    return { args, cwd: existsSync(root) ? root : undefined, env };
}
/** git's absolute path from PATH's absolute entries only: never a `git` in the checkout. */
function gitProgram(env) {
    // Without an absolute PATH entry holding git, spawning fails the same way a missing git does.
    return onPath('git', env) ?? '/nonexistent/git';
}
/** Starts git against `repo`'s root (see gitInvocation); `stdio` as for `spawn`. */
function spawnGit(repo, args, stdio) {
    const how = gitInvocation(repo);
    return childProcess().spawn(gitProgram(how.env), [...how.args, ...args], {
        cwd: how.cwd,
        env: how.env,
        stdio,
    });
}
/** A git process's end: its exit code and standard error, or the SourceError of a git that did not start. */
function ended(child) {
    return new Promise((resolve, reject) => {
        let err = '';
        child.stderr?.on('data', (d) => (err += d.toString()));
        child.on('error', (e) => reject(new SourceError(`cannot run git: ${e.message}`, 'Install git and put its folder on the PATH as an absolute path (relative PATH entries are never searched).')));
        child.on('close', (code) => resolve({ code: code ?? 1, stderr: err }));
    });
}
/** Runs git once against `repo`'s root (see gitInvocation) and collects its output. */
async function git(repo, args, input) {
    const child = spawnGit(repo, args, ['ignore' , 'pipe', 'pipe']);
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    if (child.stdin) {
        child.stdin.on('error', () => undefined); // git may exit before reading it all
        child.stdin.end(input);
    }
    const { code, stderr } = await ended(child);
    return { code, stdout: Buffer.concat(out), stderr };
}
/**
 * What one run has asked git, so it asks once: each revision's listing, made from ONE resolution of
 * it (`ls-tree` of `rev^{commit}`), and every file of a revision read through that listing's blob
 * id (the config, a file beside it), so all reads of a revision see the same commit. Made per run,
 * never shared between runs: a ref may move between two of them.
 */
class GitReads {
    trees = new Map();
    blobs = new Map();
    /** The revision's `git ls-tree -r -z --long --full-tree`, once per repository and revision. */
    tree(repo, rev) {
        return remembered(this.trees, `${resolve(repo)}\0${rev}`, () => listTree(repo, rev));
    }
    /**
     * Starts listing revisions ahead (at the same time as the config is read: a listing does not
     * depend on the filters the config sets). A failure is reported where the listing is awaited.
     */
    prefetchTrees(repo, revs) {
        for (const rev of revs)
            this.tree(repo, rev).catch(() => undefined);
    }
    /** Waits for every git read this run started, so none outlives a run that failed early. */
    async settled() {
        await Promise.allSettled([...this.trees.values(), ...this.blobs.values()]);
    }
    /**
     * One file at a revision (the config file), undefined when the revision's listing holds no blob
     * at that path (no process then); each blob read once.
     */
    async fileAt(repo, rev, path) {
        const want = path.replace(/^\.\//, '');
        const entry = (await this.tree(repo, rev)).find((e) => e.path === want);
        if (entry?.type !== 'blob')
            return undefined;
        return remembered(this.blobs, `${resolve(repo)}\0${entry.oid}`, async () => {
            const r = await git(repo, ['cat-file', 'blob', entry.oid]);
            return r.code === 0 ? r.stdout.toString('utf8').replace(/^\uFEFF/, '') : undefined;
        });
    }
}
function remembered(memo, key, make) {
    let p = memo.get(key);
    if (!p)
        memo.set(key, (p = make()));
    return p;
}
/**
 * A revision's listing, the name resolved by `ls-tree` itself. When that fails, `rev-parse`
 * (resolveRevision) says why, in the words a missing revision or repository always had.
 */
async function listTree(repo, rev) {
    checkRevision(rev);
    const ls = await git(repo, [
        'ls-tree',
        '-r',
        '-z',
        '--long',
        '--full-tree',
        '--end-of-options',
        `${rev}^{commit}`,
    ]);
    if (ls.code === 0)
        return parseLsTree(ls.stdout);
    await resolveRevision(repo, rev);
    throw new SourceError(`git ls-tree ${rev} failed: ${ls.stderr.trim()}`);
}
/** The commit a revision names, or a SourceError that says what to do. */
async function resolveRevision(repo, rev) {
    checkRevision(rev);
    const r = await git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
    const sha = r.stdout.toString().trim();
    if (r.code !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) {
        const notRepo = /not a git repository/i.test(r.stderr) || !existsSync(join(resolve(repo), '.git'));
        throw new SourceError(notRepo
            ? `${repo} is not a git repository (needed to read revision "${rev}")`
            : `revision "${rev}" not found in ${repo}`, notRepo
            ? 'Run the gate at the repository root, pass --repo ROOT, or name a directory (./dir or --base-dir/--head-dir) instead of a revision.'
            : existsSync(rev)
                ? `A directory named ${rev} exists, but sides are revisions unless written as a path: use ./${rev} or --base-dir/--head-dir to read it.`
                : 'Fetch it first (git fetch origin <rev>); in GitHub Actions use actions/checkout with fetch-depth: 0.');
    }
    return sha;
}
/**
 * `ls-tree -r -z --long` records, `<mode> <type> <oid> <size, space-padded>\t<path>\0` (a path may
 * hold spaces and tabs: the first tab ends the fields), read by position: no split per record.
 */
function parseLsTree(out) {
    const entries = [];
    const text = out.toString('utf8');
    for (let at = 0; at < text.length;) {
        const start = at;
        const nul = text.indexOf('\0', start);
        const end = nul < 0 ? text.length : nul;
        const tab = text.indexOf('\t', start);
        at = end + 1;
        if (tab < 0 || tab > end)
            continue;
        const typeAt = text.indexOf(' ', start) + 1;
        const oidAt = text.indexOf(' ', typeAt) + 1;
        const oidEnd = text.indexOf(' ', oidAt);
        const size = text.slice(oidEnd, tab).trim();
        entries.push({
            mode: text.slice(start, typeAt - 1),
            type: text.slice(typeAt, oidAt - 1),
            oid: text.slice(oidAt, oidEnd),
            size: size === '-' ? 0 : Number(size),
            path: text.slice(tab + 1, end),
        });
    }
    return entries;
}
/**
 * Reads many blobs with `git cat-file --batch`: one process, or one per core for thousands of blobs
 * (each inflates its own consecutive run of ids; their outputs are read in order, so blobs arrive
 * as from one process). Each process's ids come from a file and its output
 * (`<oid> blob <size>\n<content>\n` per blob) goes to a file, all in one private temporary folder
 * (mode 0700, removed after), so git runs to its end on its own — no pipe of 64 KiB waits for this
 * thread, which meanwhile does other work (`started`, called once git runs, e.g. compiles the
 * evaluation). Each output is then read as one buffer: no stream events, chunk joins or small
 * buffers. Each blob is handed to `onBlob` as a view that is only valid during the call.
 */
async function readBlobs(repo, oids, onBlob, started = () => undefined) {
    if (oids.length === 0) {
        started();
        return;
    }
    const dir = privateFolder();
    let removed;
    try {
        const parts = batchesOf([...new Set(oids)]);
        const batches = parts.map((ids, i) => runBatch(repo, dir, ids, i));
        started();
        const paths = await Promise.all(batches.map((b) => b.done));
        const buffers = paths.map((path) => readFileSync(path));
        // The folder goes in the thread pool while this thread splits and decodes the output.
        removed = new Promise((done) => rm(dir, { recursive: true, force: true }, () => done()));
        for (const out of buffers)
            eachBlob(out, onBlob);
    }
    finally {
        if (removed)
            await removed;
        else
            rmSync(dir, { recursive: true, force: true });
    }
}
/** Blobs per batch process at least: below twice this, one process (a start costs more than it gives). */
const BLOBS_PER_BATCH = 1000;
/**
 * The ids in consecutive runs, one per `cat-file` process: git inflates them on as many cores as
 * there are (at most 4), a run of at least {@link BLOBS_PER_BATCH} ids each.
 */
function batchesOf(ids) {
    const n = Math.max(1, Math.min(4, availableParallelism(), Math.floor(ids.length / BLOBS_PER_BATCH)));
    const size = Math.ceil(ids.length / n);
    return Array.from({ length: n }, (_, i) => ids.slice(i * size, (i + 1) * size)).filter((p) => p.length);
}
/** A new folder only this user can read, under the system's temporary folder (TMPDIR). */
function privateFolder() {
    try {
        return mkdtempSync(join(tmpdir(), 'upgrade-gate-blobs-'));
    }
    catch (err) {
        throw new SourceError(`cannot make a temporary folder to read git blobs: ${err.message}`, 'Point TMPDIR at a writable folder.');
    }
}
/**
 * Starts `cat-file --batch` from `dir/ids-N` to `dir/blobs-N` (both made 0600 here); `done` is the
 * output's path once git has ended.
 */
function runBatch(repo, dir, oids, n) {
    const [ids, blobs] = [join(dir, `ids-${n}`), join(dir, `blobs-${n}`)];
    writeFileSync(ids, `${oids.join('\n')}\n`, { mode: 0o600, flag: 'wx' });
    const fds = [openSync(ids, 'r'), openSync(blobs, 'wx', 0o600)];
    let child;
    try {
        child = spawnGit(repo, ['cat-file', '--batch'], [fds[0], fds[1], 'pipe']);
    }
    finally {
        for (const fd of fds)
            closeSync(fd); // the child holds its own copies
    }
    const done = ended(child).then((r) => {
        if (r.code !== 0)
            throw new SourceError(`git cat-file failed: ${r.stderr.trim()}`);
        return blobs;
    });
    done.catch(() => undefined); // awaited by the caller; never an unhandled rejection meanwhile
    return { done };
}
/** The blobs of `git cat-file --batch` output, in order ("<oid> missing" lines have none). */
function eachBlob(out, onBlob) {
    let at = 0;
    while (at < out.length) {
        const nl = out.indexOf(0x0a, at);
        if (nl < 0)
            return;
        const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(out.toString('latin1', at, nl).trimEnd());
        at = nl + 1;
        if (!m)
            continue; // "<oid> missing": nothing follows
        const size = Number(m[3]);
        if (at + size > out.length)
            return;
        onBlob(m[1], out.subarray(at, at + size));
        at += size + 1;
    }
}
/** The blobs of a revision the filters keep, and the files they skip. */
async function listRevision(repo, rev, opts, reads, keep) {
    const listing = await reads.tree(repo, rev);
    const skipped = [];
    const wanted = [];
    for (const e of listing) {
        const keeps = keep(e.path);
        if (!keeps)
            continue;
        if (keeps === 'default-exclude')
            skipped.push({ path: e.path, reason: 'default-exclude' });
        else if (keeps === 'excluded')
            skipped.push({ path: e.path, reason: 'excluded', content: e.oid });
        else if (e.mode === '120000')
            skipped.push({ path: e.path, reason: 'symlink' });
        else if (e.mode === '160000')
            skipped.push({ path: e.path, reason: 'submodule' });
        else if (e.type !== 'blob')
            continue;
        else if (e.size > opts.maxFileSize)
            skipped.push({ path: e.path, reason: 'too-large', detail: `${e.size} bytes, cap ${opts.maxFileSize}` });
        else
            wanted.push(e);
    }
    return { wanted, skipped, listing };
}
/** A revision's snapshot from its listing and the decoded blobs. */
function snapshotOf(repo, rev, listed, maxFileSize, decoded) {
    const files = [];
    const skipped = [...listed.skipped];
    for (const e of listed.wanted) {
        const d = decoded.get(e.oid);
        if (!d)
            throw new SourceError(`blob ${e.oid} (${e.path}) missing from ${repo}`, 'The clone may be partial: fetch the revision fully.');
        if ('text' in d)
            files.push({ path: e.path, text: d.text });
        else
            skipped.push({ ...d, path: e.path });
    }
    const bytes = new GitFileBytes(listed.listing, maxFileSize, gitInvocation(repo));
    return { label: rev, kind: 'git', files: files.sort(byPath), skipped: skipped.sort(byPath), bytes };
}
/**
 * The matching files of several revisions: one `ls-tree` each and one blob batch (readBlobs) for
 * the blobs of all of them, each distinct blob read and decoded once — a file the same on both sides of
 * a pull request is the same blob, so it is read once and both snapshots hold the same string.
 */
async function readGitSnapshots(repo, revs, opts, reads = new GitReads(), started) {
    const keep = sidesFileFilter(opts);
    const listed = await Promise.all(revs.map((rev) => listRevision(repo, rev, opts, reads, keep)));
    const decoded = new Map();
    const firstPath = new Map();
    for (const l of listed)
        for (const e of l.wanted)
            if (!firstPath.has(e.oid))
                firstPath.set(e.oid, e.path);
    await readBlobs(repo, [...firstPath.keys()], (oid, bytes) => {
        const path = firstPath.get(oid);
        if (path !== undefined && !decoded.has(oid))
            decoded.set(oid, decodeBytes(path, bytes));
    }, started);
    return revs.map((rev, i) => snapshotOf(repo, rev, listed[i], opts.maxFileSize, decoded));
}
/** The matching files of a revision: one `ls-tree`, one `cat-file --batch` (`started` as for readBlobs). */
async function readGitSnapshot(repo, rev, opts, reads = new GitReads(), started) {
    const [snapshot] = await readGitSnapshots(repo, [rev], opts, reads, started);
    return snapshot;
}

/**
 * Refuses a directory side whose root is a symlink, or reached through one below the repository
 * root (a pull request can commit `fixtures/demo -> /`): the user names what is compared.
 */
function checkSideRoot(dir, repo) {
    const full = resolve(dir);
    const below = relative(resolve(repo), full);
    const inside = below && !below.startsWith('..') && !below.startsWith(sep);
    const parts = inside ? below.split(sep) : [];
    const prefixes = inside ? parts.map((_, i) => join(resolve(repo), ...parts.slice(0, i + 1))) : [full];
    for (const prefix of prefixes) {
        // A missing path is the reader's to report.
        if (lstatSync(prefix, { throwIfNoEntry: false })?.isSymbolicLink())
            throw new SourceError(`directory side ${dir} is a symbolic link (${prefix}); refused`, 'Name the real directory: a side root that is a link could point anywhere.');
    }
}
/** A side: a directory read as files, or a revision of `repo` (decided by the Side, never by the disk). */
function openSnapshot(side, repo, opts, known, reads = new GitReads()) {
    if ('dir' in side) {
        checkSideRoot(side.dir, repo);
        return readDirectorySnapshot(side.dir, opts, known);
    }
    return readGitSnapshot(repo, side.rev, opts, reads);
}
/**
 * Both sides. Two revisions of one repository are read together (their common blobs once, see
 * readGitSnapshots); two directories one after the other, the head's texts equal to the base's at
 * the same path kept as the base's strings; otherwise each side on its own, at the same time.
 * `meanwhile` is called once: when git reads the blobs of two revisions (this thread is free then),
 * else first.
 */
async function openSnapshots(base, head, repo, opts, reads = new GitReads(), meanwhile = () => undefined) {
    if ('rev' in base && 'rev' in head) {
        const [b, h] = await readGitSnapshots(repo, [base.rev, head.rev], opts, reads, meanwhile);
        return [b, h];
    }
    meanwhile();
    if ('dir' in base && 'dir' in head) {
        const b = await openSnapshot(base, repo, opts);
        return [b, await openSnapshot(head, repo, opts, new Map(b.files.map((f) => [f.path, f.text])))];
    }
    const [b, h] = await Promise.all([
        openSnapshot(base, repo, opts, undefined, reads),
        openSnapshot(head, repo, opts, undefined, reads),
    ]);
    return [b, h];
}

let evaluation;
function loadEvaluation() {
    if (!evaluation) {
        evaluation = import('./chunk-evaluation.js').then(function (n) { return n.w; });
        evaluation.catch(() => undefined); // reported where awaited
    }
    return evaluation;
}
function todayUtc() {
    return new Date().toISOString().slice(0, 10);
}
/** A path from the config, kept inside its root: no `..` out of it, no absolute path. */
function insideRoot(key, path) {
    const n = normalize(path);
    if (isAbsolute(path) || n === '..' || n.startsWith('../') || path.includes('\0'))
        throw new UsageError(`${key}: ${JSON.stringify(path)} is outside the repository`, 'Give a path relative to the repository root, without "..".');
    return n;
}
/** A file next to the config: the same revision or directory, so a PR cannot swap it either. */
async function readBesideConfig(options, key, path, reads) {
    const side = options.configFrom === 'head' ? options.head : options.base;
    const rel = insideRoot(key, path);
    if (options.configFrom === 'file' && options.configPath) {
        const p = resolve(dirname(options.configPath), rel);
        return existsSync(p) ? readFileSync(p, 'utf8') : undefined;
    }
    if ('dir' in side)
        return existsSync(join(side.dir, rel)) ? readFileSync(join(side.dir, rel), 'utf8') : undefined;
    return reads.fileAt(options.repo, side.rev, rel);
}
/** `strimzi.releases`: newer release data than the bundled module. */
async function loadReleases(options, config, reads) {
    const path = config.strimzi.releases;
    if (typeof path !== 'string')
        return undefined;
    const text = await readBesideConfig(options, 'strimzi.releases', path, reads);
    if (text === undefined)
        throw new UsageError(`strimzi.releases: ${path} not found beside the config`, 'Commit the file on the base branch, or remove the key.');
    try {
        return (await loadEvaluation()).parseReleasesFile(text);
    }
    catch (err) {
        // The parser's own words may quote the file: only its first line, cut short, and no quoted text.
        const why = (err.message.split('\n')[0] ?? '').replace(/".*"/g, '…').slice(0, 160);
        throw new UsageError(`strimzi.releases: ${path}: ${why}`, 'The format is the one of src/strimzi/releases-data.ts, as JSON.');
    }
}
/** The config file's text on one side (or on disk for `file`), and the name errors give it. */
async function readConfigText(options, from, reads) {
    const side = from === 'head' ? options.head : options.base;
    const name = options.configPath ?? DEFAULT_CONFIG_PATH;
    if (from === 'file' && options.configPath)
        return {
            text: existsSync(options.configPath) ? readFileSync(options.configPath, 'utf8') : undefined,
            name,
            where: 'on disk',
        };
    if ('dir' in side) {
        const p = join(side.dir, insideRoot('config', name));
        return { text: existsSync(p) ? readFileSync(p, 'utf8') : undefined, name, where: `in ${side.dir}` };
    }
    return {
        text: await reads.fileAt(options.repo, side.rev, insideRoot('config', name)),
        name: `${side.rev}:${name}`,
        where: `at revision ${side.rev}`,
    };
}
async function parseConfigText(text, name) {
    // The validator (ajv and the config schema) loads only when there is a config file to check;
    // the rule ids it checks names against come with the evaluation.
    const [{ parseConfig }, { ruleIds, configChecks }] = await Promise.all([
        import('./chunk-load.js'),
        loadEvaluation(),
    ]);
    return parseConfig(text, name, ruleIds(), configChecks);
}
/** Reads the config file: an explicit file on disk, or the default path on the chosen side. */
async function loadConfig(options, reads) {
    const { text, name, where } = await readConfigText(options, options.configFrom, reads);
    if (text === undefined) {
        if (options.configPath) {
            throw new UsageError(`config file ${options.configPath} not found (${where})`, 'Check the path, or leave the option out to run with the defaults.');
        }
        return defaultConfig();
    }
    return parseConfigText(text, name);
}
/**
 * Files the head snapshot reads that a changed config's `paths`/`exclude` would leave out: a PR
 * widening `exclude` (or narrowing `paths`) says which manifests stop being checked after the merge.
 */
function leftOutBy(config, options, head) {
    const include = [...config.paths, ...options.paths];
    const keep = makeFileFilter({
        paths: include.length ? [...include, ...config.crd.sources, ...options.crdPaths] : [],
        exclude: [...config.exclude, ...options.exclude],
    });
    return head.files.filter((f) => keep(f.path) !== true).map((f) => f.path);
}
/**
 * When the config is read from the base and the PR changes it: the change takes effect after the
 * merge, and this is what the result would be with it (one notice in the reports).
 */
async function configChangeOf(options, head, evaluate, reads) {
    if (options.configFrom !== 'base')
        return undefined;
    const [before, after] = await Promise.all([
        readConfigText(options, 'base', reads),
        readConfigText(options, 'head', reads),
    ]);
    if (before.text === after.text)
        return undefined;
    const path = options.configPath ?? DEFAULT_CONFIG_PATH;
    try {
        const config = after.text === undefined ? defaultConfig() : await parseConfigText(after.text, after.name);
        const r = evaluate(config);
        const leftOut = leftOutBy(config, options, head);
        return { path, result: r.result, summary: r.summary, ...(leftOut.length ? { leftOut } : {}) };
    }
    catch (err) {
        return { path, error: describeError(err) };
    }
}
/**
 * Starts the git reads every run with revision sides makes, so they overlap the config's read
 * instead of following it: each side's listing, and the head's config when it is compared.
 */
function prefetchGit(options, reads) {
    const revs = [options.base, options.head].flatMap((side) => ('rev' in side ? [side.rev] : []));
    reads.prefetchTrees(resolve(options.repo), revs);
    if (options.configFrom === 'base' && 'rev' in options.head)
        readConfigText(options, 'head', reads).catch(() => undefined);
}
async function runGate(options) {
    // Each revision resolved and listed once, each file beside the config read once, in this run.
    const reads = new GitReads();
    prefetchGit(options, reads);
    try {
        return await gateRun(options, reads);
    }
    finally {
        await reads.settled();
    }
}
async function gateRun(options, reads) {
    const config = await loadConfig(options, reads);
    const include = [...config.paths, ...options.paths];
    const snapOpts = {
        // Extra CRD sources are read even when `paths` would leave them out.
        paths: include.length ? [...include, ...config.crd.sources, ...options.crdPaths] : [],
        exclude: [...config.exclude, ...options.exclude],
        maxFileSize: options.maxFileSize ?? config.maxFileSize,
    };
    const repo = resolve(options.repo);
    // The evaluation compiles while git reads the blobs (openSnapshots calls it once they are under way).
    const [base, head] = await openSnapshots(options.base, options.head, repo, snapOpts, reads, loadEvaluation);
    const { loadClusterState, changedCrdKinds, loadEngines, unitEngines, evaluateSnapshots } = await loadEvaluation();
    // Read after the snapshots: it keeps the custom resources of the CRDs this change touches.
    const clusterState = options.clusterState
        ? await loadClusterState(options.clusterState, options.clusterStateDir, changedCrdKinds(base, head), options.repo)
        : undefined;
    const strimziReleases = await loadReleases(options, config, reads);
    const charts = options.fetchCharts && mayChangeCharts(base, head)
        ? await fetchChartsOf(options, config, base, head)
        : undefined;
    const facts = {
        acks: options.acks,
        labels: options.labels,
        today: options.today ?? todayUtc(),
        ...(strimziReleases ? { strimziReleases } : {}),
        ...(clusterState ? { clusterState } : {}),
        ...(charts ? { charts } : {}),
    };
    const engines = await loadEngines(base, head);
    const units = await unitEngines(config, base, head, charts);
    const result = evaluateSnapshots(base, head, config, facts, engines, units);
    const configChange = await configChangeOf(options, head, (c) => evaluateSnapshots(base, head, c, facts, engines, units), reads);
    return { ...result, sides: headerLabels(options), ...(configChange ? { configChange } : {}) };
}
/** Text naming a chart source: a Flux HelmRelease or OCIRepository, an Argo CD object, kustomize helmCharts. */
const CHART_TEXT = /helm\.toolkit\.fluxcd\.io|OCIRepository|HelmRepository|argoproj\.io|helmCharts/;
/**
 * Whether a file that could hold a chart source differs between the sides: without one, no chart
 * changes and the fetching code is not even loaded (a source another file patches is still named,
 * as not fetched, by helm/chart-changed).
 */
function mayChangeCharts(base, head) {
    const before = new Map(base.files.map((f) => [f.path, f.text]));
    for (const f of head.files) {
        if (before.get(f.path) !== f.text && CHART_TEXT.test(f.text))
            return true;
        before.delete(f.path);
    }
    return [...before.values()].some((t) => CHART_TEXT.test(t));
}
/** The chart archives the change needs (charts/fetch.ts): loaded only when fetching is on. */
async function fetchChartsOf(options, config, base, head) {
    const { fetchCharts } = await import('./chunk-fetch.js');
    return fetchCharts(base, head, {
        config,
        env: process.env,
        ...(options.chartCache ? { cacheRoot: options.chartCache } : {}),
    });
}
/** The sides as the report header names them: the given labels, else the revisions with SHAs shortened. */
function headerLabels(options) {
    const short = (side) => 'dir' in side ? side.dir : /^[0-9a-f]{40,64}$/.test(side.rev) ? side.rev.slice(0, 7) : side.rev;
    return options.sideLabels ?? { base: short(options.base), head: short(options.head) };
}

/** A plain object (not null, not an array): what a YAML or JSON mapping constructs to. */
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Whether an object is a plain array or a plain object of any realm (a structured clone's too):
 * its prototype is null or has none. Its own keys are then all there is to it.
 */
function isPlainContainer(v) {
    if (Array.isArray(v))
        return true;
    const proto = Object.getPrototypeOf(v);
    return proto === null || Object.getPrototypeOf(proto) === null;
}
/** The value when it is a plain object, else an empty one: for walking untyped YAML and JSON. */
const asRecord = (v) => (isRecord(v) ? v : {});
/**
 * The value at a path of mapping keys and sequence indexes, undefined when any step is missing
 * (only own keys of mappings; a key never indexes a sequence, an index never a mapping).
 */
function valueAt(value, path) {
    let cur = value;
    for (const step of path) {
        if (cur === null || typeof cur !== 'object')
            return undefined;
        if (Array.isArray(cur)) {
            if (typeof step !== 'number')
                return undefined;
            cur = cur[step];
        }
        else {
            if (!Object.prototype.hasOwnProperty.call(cur, step))
                return undefined;
            cur = cur[step];
        }
    }
    return cur;
}

/**
 * The vocabulary of findings: what a rule reports and how much it counts. The ground floor of
 * src/ (docs/architecture.md): it imports nothing.
 */
/**
 * The one severity → level map of every output that grades findings: SARIF results, check-run
 * annotations and workflow commands. `off` only appears as a rule's configured default (SARIF).
 */
const SEVERITY_LEVELS = {
    fail: { sarif: 'error', checkRun: 'failure', annotation: 'error' },
    warn: { sarif: 'warning', checkRun: 'warning', annotation: 'warning' },
    notice: { sarif: 'note', checkRun: 'notice', annotation: 'notice' },
    off: { sarif: 'none' },
};
/** Where a rule's documentation lives, relative to the repository root. */
function ruleDocPath(id) {
    return `docs/rules/${id}.md`;
}

const RANK = { fail: 2, warn: 1, notice: 0 };
/**
 * What a finding says, without where its lines sit: a PR that adds lines above an old problem (or
 * above the place a message quotes, `first definition at a.yaml:12`) does not make it new.
 */
function findingKey(f) {
    const words = f.message
        .replace(/(\.(?:ya?ml|json|tpl)|Kustomization|kustomization):\d+(?::\d+)?/g, '$1:#')
        .replace(/\b(lines?) \d+(?:[–-]\d+)?/g, '$1 #');
    return [f.rule, f.object ?? '', f.path ?? '', f.file ?? '', words].join('\u0000');
}
/**
 * Marks each head finding `introduced: true` or `false` against the base's own findings. A "could not
 * judge" finding (`unjudged`) about an object the change adds or edits (`changed`, as `objectRef`
 * names them) is introduced: the change needs that judgement. Notices are marked too (the JSON says
 * it), though they never count.
 */
function markIntroduced(head, base, changed = new Set()) {
    const left = new Map();
    for (const f of base) {
        const k = findingKey(f);
        const list = left.get(k);
        if (list)
            list.push(f.severity);
        else
            left.set(k, [f.severity]);
    }
    for (const list of left.values())
        list.sort((a, b) => RANK[a] - RANK[b]);
    return head.map(({ present, ...f }) => {
        if (present)
            return { ...f, introduced: false };
        // What the gate could not judge of an object the change touches is news, whatever the base said.
        if (f.unjudged && f.object && changed.has(f.object))
            return { ...f, introduced: true };
        const list = left.get(findingKey(f));
        // The least severe base copy that is no better than the head finding is its match.
        const at = list ? list.findIndex((s) => RANK[s] >= RANK[f.severity]) : -1;
        if (at < 0 || !list)
            return { ...f, introduced: true };
        list.splice(at, 1);
        return { ...f, introduced: false };
    });
}
/** Whether a finding raises the result: counted (not a notice, not waived) and introduced by the change. */
const raises = (f) => f.severity !== 'notice' && !f.waived && f.introduced !== false;

const sameObject = (p, f) => !!p.object && p.object === f.object;
/** Findings whose rules stated the same action (crd/version-action.ts: one group and version). */
const sameAction = (p, f) => !!p.action && p.action.key === f.action?.key;
/** A custom resource whose apiVersion fails because it is written in the version `p` stops serving. */
const writtenInIt = (p, f) => /(^|\s)apiVersion$/.test(f.path ?? '') &&
    !!p.action?.objects?.some((o) => o.file === f.file && o.line === f.line);
const JOINS = [
    // An object whose apiVersion is no longer served: one finding, not a schema error plus the API rule.
    {
        primary: 'strimzi/api-version',
        joins: ['crd/custom-resource-invalid'],
        match: (p, f) => sameObject(p, f) && /(^|\s)apiVersion$/.test(f.path ?? ''),
    },
    // A stored version removed from a CRD: served-version-removed of the same version and the
    // storage-version change that goes with it are the same event; so is the same version dropped by
    // the other CRDs of its group (one action: move the objects, migrate stored versions).
    {
        primary: 'crd/stored-version-removed',
        joins: [
            'crd/served-version-removed',
            'crd/storage-version-changed',
            'crd/stored-version-removed',
            'crd/custom-resource-invalid',
        ],
        match: (p, f, joined) => f.rule === 'crd/custom-resource-invalid'
            ? writtenInIt(p, f)
            : f.rule === 'crd/storage-version-changed'
                ? joined.some((x) => x.rule === 'crd/stored-version-removed' && sameObject(x, f))
                : (sameObject(p, f) && f.path === p.path) || sameAction(p, f),
    },
    // One group and version no longer served by several CRDs: one cause per group and version, with
    // the custom resources of the repository that are written in it (their apiVersion is the fix).
    {
        primary: 'crd/served-version-removed',
        joins: ['crd/served-version-removed', 'crd/custom-resource-invalid'],
        match: (p, f) => (f.rule === 'crd/custom-resource-invalid' ? writtenInIt(p, f) : sameAction(p, f)),
    },
    // Kafka lowered below the metadata version: lower the metadata first (one fix, not "raise Kafka").
    {
        primary: 'strimzi/downgrade-metadata',
        joins: ['strimzi/metadata-above-kafka', 'strimzi/downgrade-two-step'],
        match: sameObject,
    },
    // An operator upgrade from a Kafka version it does not know: the unsupported version is the same fact.
    { primary: 'strimzi/from-version-known', joins: ['strimzi/kafka-version-supported'], match: sameObject },
    // A ZooKeeper cluster crossing 0.46: the KRaft migration (with node pools) is one step.
    { primary: 'strimzi/kraft-only', joins: ['strimzi/node-pools-present'], match: sameObject },
    // An operator downgrade under a Kafka version the older operator does not support.
    {
        primary: 'strimzi/operator-downgrade',
        joins: ['strimzi/kafka-version-supported'],
        match: (p, f) => !!f.object && p.message.includes(f.object),
    },
    // A chart upgraded without its CRDs (src/charts/): the CRDs left at the old release are the same fact.
    {
        primary: 'strimzi/helm-crds-upgraded',
        joins: ['helm/crds-not-upgraded', 'strimzi/crds-match-operator'],
        match: (p, f) => p.file === f.file && p.line === f.line,
    },
    {
        primary: 'helm/crds-not-upgraded',
        joins: ['strimzi/crds-match-operator'],
        match: (p, f) => p.file === f.file && p.line === f.line,
    },
];
/**
 * What the author does, per primary rule: the "What to do" bullets group causes by `key`.
 * `edit` is a change in a file of the repository; `procedure` is a step on the cluster;
 * `upstream` is a change the operator's authors made (vendored CRDs).
 */
const ACTIONS = {
    'strimzi/api-version': {
        key: 'convert-api',
        text: 'Convert these resources to the API version the new operator serves, with an operator that serves both, before the upgrade',
    },
    'crd/stored-version-removed': {
        key: 'migrate-stored',
        kind: 'procedure',
        text: 'Migrate the stored objects and drop the removed version from `status.storedVersions` of these CRDs before applying them',
    },
    'crd/custom-resource-invalid': {
        key: 'fix-custom-resources',
        text: 'Fix these custom resources so they validate against the new CRD schema, in this PR',
    },
    'crd/invalid': {
        key: 'crd-rejected',
        text: 'Fix these CRDs, or do not apply them: the API server rejects them as they are',
    },
    'helm/chart-changed': {
        key: 'judge-chart',
        text: 'Have the chart judged: run with `--fetch-charts` (the action input `fetch-charts`), allow a repository the base does not name in `charts.allow`, or vendor its CRDs (docs/charts.md)',
    },
    'helm/crds-not-upgraded': {
        key: 'upgrade-chart-crds',
        text: "Upgrade the chart's CRDs with it: `spec.upgrade.crds: CreateReplace` (kustomize `includeCRDs: true`), or apply the new CRDs in this PR",
    },
    'strimzi/downgrade-metadata': {
        key: 'lower-metadata',
        text: 'Lower `metadataVersion` first, in its own PR; lower the Kafka version in a second PR',
    },
    'strimzi/from-version-known': {
        key: 'kafka-both-know',
        text: 'Move Kafka to a version both operators know first, in its own PR',
    },
    'strimzi/kraft-only': {
        key: 'kraft-migration',
        kind: 'procedure',
        text: 'Finish the KRaft migration (node pools, `strimzi.io/kraft: migration`, then `enabled`) with Strimzi 0.45 before this upgrade',
    },
    'strimzi/kraft-migration': {
        key: 'kraft-migration-steps',
        kind: 'procedure',
        text: 'Migrate in steps, one PR each: node pools with a controller pool; `strimzi.io/kraft: migration` (keep `spec.zookeeper`); `enabled` once status.kafkaMetadataState is KRaftPostMigration; then remove `spec.zookeeper`',
    },
    'strimzi/previous-upgrade-incomplete': {
        key: 'finish-previous-upgrade',
        kind: 'procedure',
        text: 'Let the previous upgrade finish (every pod rolled, the Kafka status ready) before this change',
    },
    'strimzi/rebalance-pending': {
        key: 'finish-rebalance',
        kind: 'procedure',
        text: 'Let the pending KafkaRebalance finish, or stop it, before changing versions',
    },
    'strimzi/node-pools-present': {
        key: 'add-node-pools',
        text: 'Add a KafkaNodePool for each cluster before this upgrade',
    },
    'strimzi/kafka-version-supported': {
        key: 'supported-kafka',
        text: 'Set `spec.kafka.version` to a Kafka version the operator supports',
    },
    'strimzi/operator-downgrade': {
        key: 'operator-downgrade',
        text: 'Keep the current operator, or check that the older one supports every Kafka version and field in use before downgrading',
    },
    'strimzi/helm-crds-upgraded': {
        key: 'upgrade-chart-crds',
        text: "Upgrade the chart's CRDs with it: `spec.upgrade.crds: CreateReplace` (kustomize `includeCRDs: true`), or apply the new CRDs in this PR",
    },
    'strimzi/feature-gates': {
        key: 'feature-gates',
        text: 'Remove the feature gates the new operator does not know from `STRIMZI_FEATURE_GATES`',
    },
    'strimzi/operator-version-unknown': {
        key: 'operator-version',
        text: 'Tell the gate the operator version: `strimzi.operatorVersion` in the config, or keep its Deployment, Helm release or image tag in the repository',
    },
    'strimzi/implicit-kafka-upgrade': {
        key: 'pin-kafka',
        text: 'Pin `spec.kafka.version` to the version running now, and raise it in its own PR',
    },
    'strimzi/metadata-one-way': {
        key: 'metadata-one-way',
        text: 'Raise `metadataVersion` only once the new Kafka version is known good: it cannot be lowered afterwards',
    },
    'strimzi/kafkauser-operations': {
        key: 'kafkauser-operations',
        text: 'Replace the removed `operation` field of these KafkaUser ACLs with `operations` (a list)',
    },
    'strimzi/version-is-string': {
        key: 'quote-version',
        text: 'Quote the version so YAML reads it as a string (`"3.9"`, not `3.9`)',
    },
    'transition/downgrade': {
        key: 'transition-downgrade',
        text: 'Keep the version, or check that the downgrade is supported and waive it with a reason',
    },
    'transition/not-allowed': {
        key: 'transition-not-allowed',
        text: 'Move only along a transition the declared rules allow (docs/transitions.md), in steps if needed',
    },
    'transition/strategy-required': {
        key: 'transition-strategy',
        kind: 'procedure',
        text: 'Follow the upgrade strategy the rule names, then acknowledge it (its label, or `--ack`)',
    },
    'transition/skip-too-far': {
        key: 'transition-steps',
        text: 'Upgrade in smaller steps, one PR per step',
    },
    'strimzi/upgrade-together': {
        key: 'kafka-then-metadata',
        text: 'Raise the Kafka version first; raise `metadataVersion` in a later PR once the cluster is healthy',
    },
};
/** Rank of an action kind: what the author can do in this PR comes first. */
const KIND_RANK = { edit: 0, procedure: 1, upstream: 2, present: 3 };
const SEVERITY_RANK = { fail: 0, warn: 1, notice: 2 };
/** Problems already on the base revision: last, whatever their rule. */
const alreadyPresent = (f) => /already present/i.test(f.message);
/**
 * What to do about a cause: the action its rule stated (with the custom resources of every finding
 * it joined), else the table's, else the rule's title.
 */
function actionOf(primary, evidence, title) {
    const stated = primary.action;
    const known = ACTIONS[primary.rule];
    const kind = alreadyPresent(primary)
        ? 'present'
        : (stated?.kind ??
            known?.kind ??
            (primary.rule.startsWith('crd/') && primary.object?.startsWith('CustomResourceDefinition/')
                ? 'upstream'
                : 'edit'));
    if (!stated)
        return { key: known?.key ?? primary.rule, kind, text: known?.text ?? title ?? primary.rule };
    // A joined finding that names custom resources states the fuller action ("move your objects").
    const fullest = [primary, ...evidence].find((f) => f.action?.key === stated.key && f.action.objects?.length);
    const action = fullest?.action ?? stated;
    const objects = [primary, ...evidence].flatMap((f) => f.action?.key === stated.key ? (f.action.objects ?? []) : []);
    const unique = objects.filter((o, i) => objects.findIndex((x) => x.file === o.file && x.line === o.line) === i);
    return {
        key: stated.key,
        kind: kind === 'present' ? kind : (fullest?.action?.kind ?? kind),
        text: action.text,
        ...(action.values ? { values: action.values } : {}),
        ...(unique.length ? { objects: unique } : {}),
    };
}
/** An action's sentence with its values put in, each through `show` (code in markdown, plain in text). */
function actionText(a, show) {
    return a.text.replace(/\{(\d+)\}/g, (all, i) => {
        const v = a.values?.[Number(i)];
        return v === undefined ? all : show(v);
    });
}
/**
 * A one-line edit the gate knows: today the apiVersion of a resource the new operator no longer
 * serves (the API rule names the version to convert to).
 */
function suggestionOf(f) {
    if (f.rule !== 'strimzi/api-version' || !f.file || !f.line || f.side === 'base')
        return undefined;
    const to = /Convert it to (\S+?) first/.exec(f.message)?.[1];
    return to ? { file: f.file, line: f.line, text: `apiVersion: ${to}` } : undefined;
}
const worst = (fs) => fs.reduce((w, f) => (SEVERITY_RANK[f.severity] < SEVERITY_RANK[w] ? f.severity : w), 'notice');
/**
 * The findings that raise the result (counted and introduced) grouped into causes, primary first.
 * What the base already had is no cause of this change: the reports list it apart.
 */
function group(findings) {
    const counted = findings.filter(raises);
    const taken = new Set();
    const groups = [];
    for (const join of JOINS) {
        for (const p of counted) {
            if (p.rule !== join.primary || taken.has(p))
                continue;
            taken.add(p);
            const g = [p];
            // Until nothing more joins: a finding may match through one that joined after it was seen.
            for (let grew = true; grew;) {
                grew = false;
                for (const f of counted)
                    if (!taken.has(f) && join.joins.includes(f.rule) && join.match(p, f, g)) {
                        taken.add(f);
                        g.push(f);
                        grew = true;
                    }
            }
            groups.push(g);
        }
    }
    for (const f of counted)
        if (!taken.has(f))
            groups.push([f]);
    return groups;
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Most severe first; then what the author can act on (an edit, a procedure, upstream, already present); then the file. */
function compareCauses(a, b) {
    return (SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
        KIND_RANK[a.action.kind] - KIND_RANK[b.action.kind] ||
        (a.suggestion ? 0 : 1) - (b.suggestion ? 0 : 1) ||
        cmp(a.finding.file ?? '\uffff', b.finding.file ?? '\uffff') ||
        (a.finding.line ?? 0) - (b.finding.line ?? 0) ||
        cmp(a.finding.rule, b.finding.rule) ||
        cmp(a.finding.message, b.finding.message));
}
/** Groups the result's findings into causes (`c1`, `c2`, … in the order shown) and tags each finding. */
function withCauses(result) {
    const titles = new Map(result.rules.map((r) => [r.id, r.title]));
    const causes = group(result.findings)
        .map(([primary, ...evidence]) => ({
        id: '',
        severity: worst([primary, ...evidence]),
        rules: [...new Set([primary.rule, ...evidence.map((f) => f.rule)])],
        finding: primary,
        evidence,
        action: actionOf(primary, evidence, titles.get(primary.rule)),
        suggestion: suggestionOf(primary),
    }))
        .sort(compareCauses);
    const idOf = new Map();
    causes.forEach((c, i) => {
        c.id = `c${i + 1}`;
        for (const f of [c.finding, ...c.evidence])
            idOf.set(f, c.id);
        if (!c.suggestion)
            delete c.suggestion;
    });
    const findings = result.findings.map((f) => (idOf.has(f) ? { ...f, cause: idOf.get(f) } : f));
    const tagged = causes.map((c) => ({
        ...c,
        finding: findings[result.findings.indexOf(c.finding)],
        evidence: c.evidence.map((e) => findings[result.findings.indexOf(e)]),
    }));
    return { ...result, findings, causes: tagged };
}

function finding(f) {
    const out = { rule: f.rule, severity: f.severity, message: f.message };
    if (f.file !== undefined)
        out.file = f.file;
    if (f.line !== undefined)
        out.line = f.line;
    if (f.object !== undefined)
        out.object = f.object;
    if (f.path !== undefined)
        out.path = f.path;
    if (f.cause)
        out.cause = f.cause;
    if (f.waived)
        out.waived = f.waived;
    if (f.unjudged)
        out.unjudged = true;
    if (f.introduced !== undefined)
        out.introduced = f.introduced;
    return out;
}
/** The machine-readable report: the DESIGN contract, stable key order, byte-identical for equal input. */
function renderJson(result) {
    const report = {
        version: 1,
        result: result.result,
        base: result.base,
        head: result.head,
        summary: result.summary,
        rules: result.rules.map((r) => {
            const rule = {
                id: r.id,
                title: r.title,
                status: r.status,
                findings: r.findings,
            };
            if (r.present)
                rule.present = r.present;
            if (r.reason)
                rule.reason = r.reason;
            return rule;
        }),
        findings: result.findings.map(finding),
    };
    if (result.causes)
        report.causes = result.causes.map((c) => ({
            id: c.id,
            severity: c.severity,
            rules: c.rules,
            findings: 1 + c.evidence.length,
            action: actionText(c.action, (v) => v),
            ...(c.suggestion ? { suggestion: c.suggestion } : {}),
        }));
    if (result.plan)
        report.plan = result.plan;
    return `${JSON.stringify(report, null, 2)}\n`;
}

/**
 * Escaping of strings that come from the pull request (names, paths, field names, values, CEL
 * messages), once per place they go. Nothing a PR writes may move a terminal's cursor, end a line
 * of the report early, start a workflow command, or become a link, an image or a mention.
 */
/** C0 and C1 controls (ESC included), DEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
const hex = (c) => `\\u{${c.codePointAt(0).toString(16)}}`;
/** Control characters (not newlines) shown as `\\u{…}`. */
const showControls = (s) => s.replace(CONTROL, hex);
/** Text for a terminal or a log: every control character (newline too) shown as `\u{…}`. */
const escapeText = (s) => s.replace(CONTROL, hex).replace(/\n/g, '\\n');
/** Text for a terminal that keeps the line breaks of a multi-line message (each becomes an indented line). */
const escapeTextLines = (s) => s.split('\n').map((l) => l.replace(CONTROL, hex));
/** A random token for `::stop-commands::`: no PR string can guess it to resume commands. */
function stopCommandsToken() {
    return `upgrade-gate-${crypto.randomUUID()}`;
}
/**
 * `##[` broken in every line: the runner runs a legacy `##[command]` found anywhere in a line
 * (`ActionCommand.TryParse`: `message.IndexOf("##[")`, actions/runner src/Runner.Common/ActionCommand.cs;
 * tried after the `::` form, in ActionCommandManager.TryProcessCommand), `##[stop-commands]` among
 * them. The break is visible ASCII (an invisible character could be ignored by .NET's culture-aware
 * `IndexOf`) and keeps the meaning: in JSON (json, SARIF; `#` only ever stands in a string) the
 * first `#` becomes the escape `\u0023`, the same string once parsed; in markdown the second becomes
 * `\#`, which renders `#`; in text `#\u{23}[`, as the text report shows characters it will not print.
 */
function breakLegacyCommands(text, kind) {
    if (kind === 'json')
        return text.replace(/#(?=#\[)/g, '\\u0023');
    return text.replace(/##\[/g, kind === 'markdown' ? '#\\#[' : '#\\u{23}[');
}
/**
 * Text for a GitHub Actions log: when GITHUB_ACTIONS=true, every `##[` broken (breakLegacyCommands)
 * and the whole wrapped in `::stop-commands::<token>` … `::<token>::`, so no line of it (a PR's
 * `::error::`, `::add-mask::`, legacy `##[…]` anywhere in a line) is a workflow command; unchanged
 * elsewhere.
 */
function guardForActions(text, kind = 'text', env = process.env) {
    if (env.GITHUB_ACTIONS !== 'true' || !text)
        return text;
    const token = stopCommandsToken();
    const safe = breakLegacyCommands(text, kind);
    return `::stop-commands::${token}\n${safe}${safe.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}

/**
 * Paths as URI references (RFC 3986): every segment percent-encoded, so a file named `ok.yaml#.yaml`
 * or `a b?.yaml` is that file, never a fragment or a query. Used for SARIF's
 * `artifactLocation.uri` and every link the reports build.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * One segment: every character but the unreserved ones (`A-Z a-z 0-9 - . _ ~`, RFC 3986 §2.3) as
 * UTF-8 `%XX`. `encodeURIComponent` leaves `!'()*` raw, which are sub-delims; they are encoded too.
 * A lone surrogate (no UTF-8 form) becomes U+FFFD first rather than throwing.
 */
const encodeSegment = (s) => encodeURIComponent(s.replace(LONE_SURROGATE, '\uFFFD')).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** A relative `/`-separated path, each segment encoded; the slashes kept. */
const encodePath = (path) => path.split('/').map(encodeSegment).join('/');

/**
 * Markdown building blocks for the PR comment and the job summary: text from the PR made inert
 * (no link, image, mention, autolink or HTML), links built only from URLs the gate makes, and the
 * link targets a host (the GitHub action) may supply.
 */
/**
 * Text from the PR, safe in markdown prose and table cells: markdown punctuation backslash-escaped,
 * HTML characters as entities, mentions, `#123` references and autolinks broken with a word joiner,
 * control characters shown, newlines folded. The one markdown escaper of the reports.
 */
function inert(s) {
    return showControls(s)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/[\\`*_{}[\]()#+!|~]/g, (c) => `\\${c}`)
        .replace(/@/g, '@\u2060')
        .replace(/#(?=\d)/g, '#\u2060')
        .replace(/:\/\//g, ':\u2060//')
        .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\u2060.`)
        .replace(/\r?\n/g, ' ');
}
/** Text inside raw HTML (a `<summary>`), where markdown is not parsed: entities, no mention or autolink. */
function htmlText(s) {
    return showControls(s)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/@/g, '@\u2060')
        .replace(/:\/\//g, ':\u2060//')
        .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\u2060.`)
        .replace(/\r?\n/g, ' ');
}
/** PR text shown as code: inert, in `<code>` (whose content markdown would still parse). */
const codeText = (s) => `<code>${inert(s)}</code>`;
/** A URL the gate built, safe as a markdown link target: no space, parenthesis or angle bracket raw. */
const linkTarget = (url) => url.replace(/[\s()<>"'`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
const referenced = (links) => ({ ...links, refs: new Map() });
/** The reference definitions of every URL a report used, in first-use order. */
const definitions = (links) => [...links.refs].map(([url, label]) => `[${label}]: ${linkTarget(url)}`);
/** A markdown link whose text is PR text (made inert) and whose target the gate built. */
function link(text, url, links) {
    if (!url)
        return text;
    const refs = links?.refs;
    if (!refs)
        return `[${text}](${linkTarget(url)})`;
    if (!refs.has(url))
        refs.set(url, String(refs.size + 1));
    return `[${text}][${refs.get(url)}]`;
}
/** `file:line` as code, linked to the head commit when the host knows where that is. */
function location(file, line, links) {
    if (!file)
        return '';
    return link(codeText(`${file}${line ? `:${line}` : ''}`), links.file?.(file, line), links);
}
/** A rule id as code, linked to its docs page when the host knows where that is. */
const ruleRef = (id, links) => link(codeText(id), links.docs?.(id), links);
/** GitHub's blob URL of a file at a commit, each path segment encoded (RFC 3986, uri.ts). */
function blobUrl(repositoryUrl, ref, path, line) {
    return `${repositoryUrl}/blob/${encodeSegment(ref)}/${encodePath(path)}${line ? `#L${line}` : ''}`;
}

/** GitHub refuses a job summary over 1 MiB; stay under it with room for the closing note. */
const SUMMARY_LIMIT = 1_000_000;
/** Rows of the causes table in the PR comment and the check run; the rest are counted. */
const COMMENT_TABLE_ROWS = 10;
/** "Not judged" lines in the PR comment and the check run; the rest are counted. */
const COMMENT_UNJUDGED_ROWS = 5;
/** Characters of one "not judged" message shown in the comment (the job summary has it whole). */
const UNJUDGED_MESSAGE_CHARS = 300;
const HEADLINE = {
    pass: '✅ upgrade-gate passed',
    warn: '⚠️ upgrade-gate passed with warnings',
    fail: '❌ upgrade-gate failed',
};
const ICON = { pass: '✅', warn: '⚠️', fail: '❌', skipped: '⏭️', notice: 'ℹ️' };
/** Markdown naming the job summary, linked when the run's page is known: where a cut report points. */
const jobSummaryPointer = (runUrl) => runUrl ? `the [job summary](${runUrl})` : 'the job summary';
/** The result with its causes (a result built without the cause stage gets them here). */
const withCausesOf = (result) => (result.causes ? result : withCauses(result));
/** Verdict line, the compared revisions (labels as given), the counts and the config notice. */
function verdict(result) {
    const notice = configNotice(result);
    return [
        `### ${HEADLINE[result.result]}`,
        '',
        `${codeText((result.sides ?? result).base)} → ${codeText((result.sides ?? result).head)} · ${countsLine(result)}`,
        '',
        ...(notice ? [`> ℹ️ ${inert(notice)}`, ''] : []),
    ];
}
function fileList(files, links, max = 3) {
    const shown = files
        .slice(0, max)
        .map((f) => f.lines.length > 1
        ? `${location(f.file, undefined, links)} (lines ${f.lines.join(', ')})`
        : location(f.file, f.lines[0], links));
    if (files.length > max)
        shown.push(`${files.length - max} more file${files.length - max === 1 ? '' : 's'}`);
    return shown.join(', ');
}
/** The custom resources a bullet is about, grouped by file, at most five files. */
function objectList(objects, links) {
    const files = [];
    for (const o of objects) {
        const entry = files.find((f) => f.file === o.file) ?? { file: o.file, lines: [] };
        if (!files.includes(entry))
            files.push(entry);
        entry.lines.push(o.line);
    }
    return fileList(files, links, 5);
}
/** "What to do": at most five bullets, in order, each naming the files; known one-line edits shown. */
function whatToDoBlock(result, links) {
    const { bullets, more } = whatToDo(result);
    if (!bullets.length)
        return [];
    const out = ['**What to do**', ''];
    bullets.forEach((b, i) => {
        const count = b.causes.length > 1 ? ` (${b.causes.length})` : '';
        const where = b.files.length ? `: ${fileList(b.files, links)}` : '';
        // The action's text is the gate's own (result/causes.ts); the values in it come from the PR.
        out.push(`${i + 1}. ${ICON[b.severity]} ${actionText(b, codeText)}${count}${where}`);
        if (b.objects.length)
            out.push(`   - Custom resources of this repository that use it: ${objectList(b.objects, links)}`);
        for (const s of b.suggestions.slice(0, 1))
            out.push('', '   ```yaml', `   ${s.replace(/`/g, "'")}`, '   ```', '');
    });
    if (more)
        out.push('', `…and ${more} more kinds of problem below.`);
    out.push('');
    return out;
}
/** Causes of one rule and severity: one row of the comment's table. */
function causeGroups(causes) {
    const groups = new Map();
    for (const c of causes) {
        const key = `${c.severity} ${c.finding.rule}`;
        groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    return [...groups.values()];
}
function causeRow(group, links, titles) {
    const c = group[0];
    const f = c.finding;
    const others = new Set(group.flatMap((x) => x.rules.slice(1))).size;
    const rules = `${ruleRef(f.rule, links)}${others ? ` +${others}` : ''}`;
    // One cause may hold several objects of the primary's kind (one version dropped by several CRDs).
    const kind = f.object?.split('/')[0];
    const objects = new Set([f, ...c.evidence].filter((x) => x.object?.split('/')[0] === kind).map((x) => x.object));
    const what = group.length === 1 && f.object
        ? `: ${codeText(f.object)}${objects.size > 1 ? ` and ${objects.size - 1} more` : ''}`
        : '';
    const where = `${location(f.file, f.line, links)}${group.length > 1 ? ` and ${group.length - 1} more` : ''}`;
    return `| ${ICON[c.severity]} | ${inert(titles.get(f.rule) ?? f.rule)}${what} | ${group.length} | ${where} | ${rules} |`;
}
/** The failing and warning causes, one row per rule and severity, at most `rows`, the rest counted. */
function causesTable(result, links, rows) {
    const groups = causeGroups(openCauses(result));
    if (!groups.length)
        return [];
    const titles = new Map(result.rules.map((x) => [x.id, x.title]));
    const out = [
        '| | Problem | Causes | Where | Rule |',
        '|---|---|---|---|---|',
        ...groups.slice(0, rows).map((g) => causeRow(g, links, titles)),
    ];
    const left = groups.slice(rows).reduce((n, g) => n + g.length, 0);
    if (left)
        out.push('', `${left} more causes are in the job summary.`);
    out.push('');
    return out;
}
/**
 * What the gate could not judge, in the short report too: a pass with parts unchecked says so where
 * the author looks (at most `rows` lines, the rest counted).
 */
function unjudgedBlock(result, links, rows) {
    const notices = unjudgedNotices(result);
    if (!notices.length)
        return [];
    const out = ['**Not judged**: the gate could not check these, so they did not count either way.', ''];
    for (const f of notices.slice(0, rows)) {
        const cut = f.message.length > UNJUDGED_MESSAGE_CHARS;
        out.push(findingLine(cut ? { ...f, message: `${f.message.slice(0, UNJUDGED_MESSAGE_CHARS)}…` } : f, links));
    }
    if (notices.length > rows)
        out.push(`- …and ${notices.length - rows} more in the job summary.`);
    out.push('');
    return out;
}
function planBlock(result, opts) {
    const plan = result.plan;
    if (!plan)
        return [];
    const body = [
        ...(plan.note ? [inert(plan.note), ''] : []),
        ...plan.steps.map((s, i) => `${i + 1}. ${inert(s)}`),
        '',
        ...(opts.mermaid && plan.mermaid ? ['```mermaid', plan.mermaid, '```', ''] : []),
    ];
    return opts.collapsed
        ? [`<details><summary>${htmlText(plan.title)}</summary>`, '', ...body, '</details>', '']
        : [`#### ${inert(plan.title)}`, '', ...body];
}
/**
 * The PR comment and the check-run summary: verdict, what to do, the failing and warning causes
 * (at most ten rows), the plan collapsed; everything else is in the job summary (`rest`).
 */
function renderComment(result, opts = {}) {
    const r = withCausesOf(result);
    // Reference-style links: a URL used twice is written once (the comment stays short).
    const links = referenced(opts.links ?? {});
    const out = [
        ...verdict(r),
        ...whatToDoBlock(r, links),
        ...causesTable(r, links, COMMENT_TABLE_ROWS),
        ...unjudgedBlock(r, links, COMMENT_UNJUDGED_ROWS),
        ...planBlock(r, { collapsed: true, mermaid: false }),
    ];
    const present = presentLine(r, opts.rest ?? 'the job summary');
    if (present)
        out.push(`ℹ️ ${present}`, '');
    const pointer = `Every finding, its evidence and every rule's status: ${opts.rest ?? 'the job summary'}.`;
    if (r.findings.length)
        out.push(pointer);
    const body = `${[...out, '', ...definitions(links)].join('\n').trimEnd()}\n`;
    // Only absurdly long paths from the PR get here: the verdict and the pointer still fit.
    if (opts.maxBytes && new TextEncoder().encode(body).length > opts.maxBytes)
        return `${[...verdict(r), pointer].join('\n')}\n`;
    return body;
}
function findingLine(f, links, lead = '') {
    const at = location(f.file, f.line, links);
    const what = [f.object ? codeText(f.object) : '', f.path ? codeText(f.path) : ''].filter(Boolean).join(' ');
    const mark = f.waived ? `~~waived~~ (${inert(f.waived.reason)}) ` : f.severity === 'notice' ? 'ℹ️ ' : '';
    return `- ${lead ? `${lead} ` : ''}${mark}${ruleRef(f.rule, links)} ${[at, what].filter(Boolean).join(' ')}: ${inert(f.message)}`;
}
function ruleRow(r, links) {
    return `| ${ICON[r.status]} ${r.status} | ${ruleRef(r.id, links)} | ${inert(r.title)} | ${r.status === 'skipped' ? inert(r.reason ?? '') : r.findings} |`;
}
function foldedRules(title, rules, links) {
    if (!rules.length)
        return [];
    return [
        `<details><summary>${title} (${rules.length})</summary>`,
        '',
        '| Status | Rule | | Findings |',
        '|---|---|---|---|',
        ...rules.map((r) => ruleRow(r, links)),
        '',
        '</details>',
        '',
    ];
}
/** Every finding, by cause (the cause's own finding, its evidence nested), then the rest. */
function findingBlocks(result, links) {
    const blocks = [];
    const open = openCauses(result);
    if (open.length)
        blocks.push(['#### Problems, by cause', '']);
    for (const c of open)
        blocks.push([
            `${findingLine(c.finding, links, ICON[c.severity])}`,
            ...c.evidence.map((e) => `  ${findingLine(e, links, 'also')}`),
        ]);
    if (open.length)
        blocks.push(['']);
    const present = new Set(presentFindings(result));
    if (present.size)
        blocks.push([
            '#### Already on the base branch, not from this PR',
            '',
            ...[...present].map((f) => findingLine(f, links)),
            '',
        ]);
    const rest = result.findings.filter((f) => !f.cause && !present.has(f));
    if (rest.length)
        blocks.push(['#### Waived and informational', '', ...rest.map((f) => findingLine(f, links)), '']);
    return blocks;
}
/**
 * The job summary, the full report once: verdict, what to do, every cause with its evidence, the
 * plan with its diagram, every rule's status folded; cut to `maxBytes` with a note of what was left out.
 */
function renderMarkdown(result, opts = {}) {
    const r = withCausesOf(result);
    const links = opts.links ?? {};
    const max = opts.maxBytes ?? SUMMARY_LIMIT;
    const notPassing = r.rules.filter((x) => x.status === 'fail' || x.status === 'warn');
    const head = [
        ...verdict(r),
        ...whatToDoBlock(r, links),
        ...planBlock(r, { collapsed: false, mermaid: true }),
    ];
    const tail = [
        ...foldedRules('Rules that did not pass', notPassing, links),
        ...foldedRules('Passing rules', r.rules.filter((x) => x.status === 'pass'), links),
        ...foldedRules('Skipped rules', r.rules.filter((x) => x.status === 'skipped'), links),
    ];
    const enc = new TextEncoder();
    let used = enc.encode(head.join('\n') + tail.join('\n')).length + 400;
    const body = [];
    let left = 0;
    for (const block of findingBlocks(r, links)) {
        for (const line of block) {
            const cost = enc.encode(line).length + 1;
            if (left || used + cost > max) {
                if (line.startsWith('- ') || line.startsWith('  - '))
                    left++;
                continue;
            }
            body.push(line);
            used += cost;
        }
    }
    if (left)
        body.push(`> ${left} more finding${left === 1 ? '' : 's'} left out to stay under GitHub's size limit: see ${opts.rest ?? 'the JSON report (`report-json`)'} for all of them.`, '');
    return `${[...head, ...body, ...tail].join('\n').trimEnd()}\n`;
}

/** The key of the one partial fingerprint, versioned as code scanning's own keys are. */
const FINGERPRINT = 'upgradeGateFinding/v1';
/**
 * A finding's identity across runs: its rule, object and schema path (or, for a finding about a
 * file rather than an object, the file), never its line or wording, so that an edit above it or a
 * reworded message keeps the same code-scanning alert. Findings that share one are numbered in order.
 */
function fingerprints(findings) {
    const seen = new Map();
    return findings.map((f) => {
        const key = [f.rule, f.object ?? `file:${f.file ?? ''}`, f.path ?? ''].join('\0');
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        const hash = crypto$1().createHash('sha256').update(key).digest('hex').slice(0, 32);
        return n === 1 ? hash : `${hash}:${n}`;
    });
}
/** A rule's help, from its docs page's text: what, why it matters, how to fix it. */
function help(r, url) {
    const page = ruleDocPath(r.id);
    const link = url ? `[${page}](${url})` : `\`${page}\``;
    if (!r.docs)
        return { text: `${r.description} See ${page}.`, markdown: `${r.description}\n\nSee ${link}.` };
    const { why, fix } = r.docs;
    return {
        text: `${r.description}\n\nWhy: ${why}\n\nFix: ${fix}\n\nSee ${page}.`,
        markdown: `${r.description}\n\n**Why it matters.** ${why}\n\n**How to fix it.** ${fix}\n\nSee ${link}.`,
    };
}
/** SARIF 2.1.0 for code scanning: one reporting descriptor per gate rule, results with locations. */
function renderSarif(result, rules, toolVersion, opts = {}) {
    const index = new Map(rules.map((r, i) => [r.id, i]));
    const { source } = opts;
    const pageUrl = (id) => source && `${source.repositoryUrl}/blob/${encodeSegment(source.ref)}/${encodePath(ruleDocPath(id))}`;
    const prints = fingerprints(result.findings);
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'upgrade-gate',
                        version: toolVersion,
                        ...(source ? { informationUri: source.repositoryUrl } : {}),
                        rules: rules.map((r) => ({
                            id: r.id,
                            name: r.title,
                            shortDescription: { text: r.title },
                            fullDescription: { text: r.description },
                            ...(source ? { helpUri: pageUrl(r.id) } : {}),
                            help: help(r, pageUrl(r.id)),
                            defaultConfiguration: { level: SEVERITY_LEVELS[r.defaultSeverity].sarif },
                            properties: { category: r.category },
                        })),
                    },
                },
                automationDetails: { id: `upgrade-gate/${opts.runId ?? ''}` },
                results: result.findings.map((f, i) => ({
                    ruleId: f.rule,
                    ...(index.has(f.rule) ? { ruleIndex: index.get(f.rule) } : {}),
                    level: SEVERITY_LEVELS[f.severity].sarif,
                    message: { text: f.message },
                    partialFingerprints: { [FINGERPRINT]: prints[i] },
                    ...(f.file
                        ? {
                            locations: [
                                {
                                    physicalLocation: {
                                        artifactLocation: { uri: encodePath(f.file) },
                                        ...(f.line ? { region: { startLine: f.line } } : {}),
                                    },
                                    ...(f.object
                                        ? {
                                            logicalLocations: [
                                                {
                                                    name: f.object,
                                                    fullyQualifiedName: f.path ? `${f.object} ${f.path}` : f.object,
                                                },
                                            ],
                                        }
                                        : {}),
                                },
                            ],
                        }
                        : {}),
                    ...(f.waived ? { suppressions: [{ kind: 'external', justification: f.waived.reason }] } : {}),
                    // SARIF's own word for a result the base already had (result/introduced.ts).
                    ...(f.introduced === undefined ? {} : { baselineState: f.introduced ? 'new' : 'unchanged' }),
                })),
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}

function oneOf(name, value, allowed, dflt) {
    if (value === undefined)
        return dflt;
    if (allowed.includes(value))
        return value;
    throw new UsageError(`--${name} ${value}: must be one of ${allowed.join(', ')}`);
}
/**
 * One side from `--base`/`--head` and `--base-dir`/`--head-dir`: the `-dir` option, or a value written
 * as a path (`./…`, `../…`, `/…`), is a directory; anything else is a git revision, checked before
 * it reaches git. Whether a folder of that name exists never matters.
 */
function side(name, value, dir) {
    if (value !== undefined && dir !== undefined)
        throw new UsageError(`--${name} and --${name}-dir both given`, `Give one of them.`);
    if (dir !== undefined)
        return { dir };
    if (value === undefined)
        throw new UsageError(`--${name} (or --${name}-dir) is required`, 'Example: upgrade-gate --base origin/main --head HEAD, or --base-dir ./old --head-dir ./new');
    if (looksLikePath(value))
        return { dir: value };
    return { rev: checkRevision(value, `--${name}`) };
}
/** Parses the gate's command line into options (the DESIGN contract). */
function parseGateArgs(argv) {
    let parsed;
    try {
        parsed = parseArgs({
            args: argv,
            strict: true,
            allowPositionals: false,
            options: {
                base: { type: 'string' },
                head: { type: 'string' },
                'base-dir': { type: 'string' },
                'head-dir': { type: 'string' },
                repo: { type: 'string' },
                config: { type: 'string' },
                'config-from': { type: 'string' },
                format: { type: 'string' },
                output: { type: 'string' },
                'fail-on': { type: 'string' },
                paths: { type: 'string', multiple: true },
                exclude: { type: 'string', multiple: true },
                ack: { type: 'string', multiple: true },
                'crd-paths': { type: 'string', multiple: true },
                'max-file-size': { type: 'string' },
                'cluster-state': { type: 'string' },
                'fetch-charts': { type: 'boolean' },
                today: { type: 'string' },
                verbose: { type: 'boolean' },
            },
        });
    }
    catch (err) {
        throw new UsageError(err.message, 'Run upgrade-gate --help for the options.');
    }
    const v = parsed.values;
    const base = side('base', v.base, v['base-dir']);
    const head = side('head', v.head, v['head-dir']);
    let maxFileSize;
    if (v['max-file-size'] !== undefined) {
        maxFileSize = Number(v['max-file-size']);
        if (!Number.isInteger(maxFileSize) || maxFileSize < 1)
            throw new UsageError(`--max-file-size ${v['max-file-size']}: must be a positive whole number of bytes`);
    }
    if (v.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(v.today))
        throw new UsageError(`--today ${v.today}: must be YYYY-MM-DD`);
    const configFrom = v.config
        ? 'file'
        : oneOf('config-from', v['config-from'], ['base', 'head'], 'base');
    return defaultOptions({
        base,
        head,
        repo: v.repo ?? '.',
        configPath: v.config,
        configFrom,
        format: oneOf('format', v.format, ['text', 'json', 'markdown', 'comment', 'sarif'], 'text'),
        verbose: v.verbose === true,
        output: v.output,
        failOn: oneOf('fail-on', v['fail-on'], ['fail', 'warn', 'never'], 'fail'),
        paths: v.paths ?? [],
        exclude: v.exclude ?? [],
        acks: v.ack ?? [],
        crdPaths: v['crd-paths'] ?? [],
        maxFileSize,
        clusterState: v['cluster-state'],
        fetchCharts: v['fetch-charts'] === true,
        today: v.today,
    });
}

const ANSI = {
    red: '\x1b[31m',
    yellow: '\x1b[33m',
    green: '\x1b[32m',
    dim: '\x1b[2m',
    bold: '\x1b[1m',
    reset: '\x1b[0m',
};
const where = (f) => (f.file ? `${escapeText(f.file)}${f.line ? `:${f.line}` : ''}` : '(no file)');
function findingLines(f, paint, indent) {
    const label = {
        fail: paint('red', 'fail  '),
        warn: paint('yellow', 'warn  '),
        notice: paint('dim', 'notice'),
    };
    const tag = f.waived ? paint('dim', 'waived') : label[f.severity];
    const out = [
        `${indent}${tag} ${where(f)}  ${paint('bold', f.rule)}${f.object ? `  ${escapeText(f.object)}` : ''}${f.path ? `  ${escapeText(f.path)}` : ''}`,
    ];
    for (const line of escapeTextLines(f.message))
        out.push(`${indent}       ${line}`);
    if (f.waived)
        out.push(paint('dim', `${indent}       waived: ${escapeText(f.waived.reason)}${f.waived.expires ? ` (until ${f.waived.expires})` : ''}`));
    return out;
}
function ruleTable(result, paint) {
    const out = [paint('bold', 'Rules')];
    const width = Math.max(...result.rules.map((r) => r.id.length), 10);
    const status = {
        fail: paint('red', 'fail'),
        warn: paint('yellow', 'warn'),
        pass: paint('green', 'pass'),
        skipped: paint('dim', 'skip'),
    };
    for (const r of result.rules) {
        const extra = r.status === 'skipped'
            ? paint('dim', r.reason ?? '')
            : r.findings
                ? `${r.findings} finding${r.findings === 1 ? '' : 's'}`
                : '';
        out.push(`  ${status[r.status]}  ${r.id.padEnd(width)}  ${extra}`.trimEnd());
    }
    return [...out, ''];
}
/**
 * The terminal report: the verdict, what to do, each cause (its evidence counted) and the plan;
 * with `verbose`, every finding under its cause and the rule table. Colour only when asked (the CLI
 * asks on a TTY without NO_COLOR).
 */
function renderText(result, opts) {
    const r = result.causes ? result : withCauses(result);
    const paint = (c, s) => (opts.color ? `${ANSI[c]}${s}${ANSI.reset}` : s);
    const verdictColour = r.result === 'fail' ? 'red' : r.result === 'warn' ? 'yellow' : 'green';
    const out = [
        `${paint('bold', 'upgrade-gate')} ${escapeText((r.sides ?? r).base)} → ${escapeText((r.sides ?? r).head)}: ${paint(verdictColour, VERDICT_WORD[r.result])} · ${countsLine(r)}`,
        '',
    ];
    const notice = configNotice(r);
    if (notice)
        out.push(paint('dim', `notice: ${escapeText(notice)}`), '');
    const { bullets } = whatToDo(r);
    if (bullets.length) {
        out.push(paint('bold', 'What to do'));
        bullets.forEach((b, i) => {
            const files = b.files
                .map((f) => `${escapeText(f.file)}${f.lines.length ? `:${f.lines.join(',')}` : ''}`)
                .join(' ');
            out.push(`  ${i + 1}. ${escapeText(actionText(b, (v) => v))}${b.causes.length > 1 ? ` (${b.causes.length})` : ''}`);
            if (files)
                out.push(`     ${paint('dim', files)}`);
            if (b.objects.length)
                out.push(`     ${paint('dim', `used by: ${b.objects.map((o) => `${escapeText(o.file)}:${o.line}`).join(' ')}`)}`);
        });
        out.push('');
    }
    for (const c of openCauses(r)) {
        out.push(...findingLines(c.finding, paint, ''));
        if (opts.verbose)
            for (const e of c.evidence)
                out.push(...findingLines(e, paint, '    '));
        else if (c.evidence.length)
            out.push(paint('dim', `       also reported by ${[...new Set(c.evidence.map((e) => e.rule))].join(', ')}`));
    }
    const present = new Set(presentFindings(r));
    const rest = r.findings.filter((f) => !f.cause && !present.has(f));
    for (const f of rest)
        out.push(...findingLines(f, paint, ''));
    if (present.size && opts.verbose) {
        out.push('', paint('bold', 'Already on the base branch, not from this change'));
        for (const f of present)
            out.push(...findingLines(f, paint, ''));
    }
    else if (present.size)
        out.push(paint('dim', `${presentLine(r, 'listed with --verbose')}`));
    if (r.findings.length)
        out.push('');
    if (r.plan) {
        out.push(paint('bold', r.plan.title));
        if (r.plan.note)
            out.push(`  ${escapeText(r.plan.note)}`);
        r.plan.steps.forEach((s, i) => out.push(`  ${i + 1}. ${escapeText(s)}`));
        out.push('');
    }
    if (opts.verbose)
        out.push(...ruleTable(r, paint));
    out.push(`${VERDICT_WORD[r.result]}: ${countsLine(r)}.${opts.verbose ? '' : ' Every rule: --verbose.'}`);
    return `${out.join('\n')}\n`;
}

// Sync fs: node:fs/promises would load ~20 more built-in modules (readline among them) for one write.
async function renderReport(result, options, color = false) {
    switch (options.format) {
        case 'json':
            return renderJson(result);
        case 'markdown':
            return renderMarkdown(result, {});
        case 'comment':
            return renderComment(result, {});
        case 'sarif':
            // The rule packs come with the evaluation chunk, loaded by the run already.
            return renderSarif(result, (await import('./chunk-evaluation.js').then(function (n) { return n.v; })).registry, VERSION);
        default:
            return renderText(result, { color, verbose: options.verbose === true });
    }
}
/** How a report of this format is written: what breaking `##[` in it must keep intact. */
const printedKind = (format) => format === 'json' || format === 'sarif'
    ? 'json'
    : format === 'markdown' || format === 'comment'
        ? 'markdown'
        : 'text';
/** Runs the CLI; returns the exit status (0 pass, 1 gate failed, 2 usage or tool error). */
async function runCli(argv) {
    try {
        if (argv[0] === 'plan') {
            const { runPlanCommand } = await import('./chunk-evaluation.js').then(function (n) { return n.x; });
            return await runPlanCommand(argv.slice(1));
        }
        const options = parseGateArgs(argv);
        const result = await runGate(options);
        const color = !options.output && options.format === 'text' && process.stdout.isTTY === true && !process.env.NO_COLOR;
        const report = await renderReport(result, options, color);
        if (options.output) {
            writeFileSync(options.output, report);
            process.stderr.write(`upgrade-gate: ${result.result} (${result.summary.fail} failed, ${result.summary.warn} warned); report written to ${options.output}\n`);
        }
        else {
            // In GitHub Actions no line of the report is a workflow command, whatever the PR wrote.
            process.stdout.write(guardForActions(report, printedKind(options.format)));
        }
        return gateFails(result.result, options.failOn) ? 1 : 0;
    }
    catch (err) {
        let text = `upgrade-gate: ${describeError(err)}\n`;
        if (!(err instanceof UsageError) && !(err instanceof Error && err.name === 'SourceError')) {
            text += `${err instanceof Error ? (err.stack ?? '') : ''}\n`;
        }
        process.stderr.write(guardForActions(text));
        return 2;
    }
}

var cliMain = /*#__PURE__*/Object.freeze({
    __proto__: null,
    renderReport: renderReport,
    runCli: runCli
});

export { renderMarkdown as A, renderJson as B, renderSarif as C, checkRevision as D, resolveRevision as E, SourceError as F, runGate as G, describeError as H, summaryLine as I, defaultOptions as J, unjudgedNotices as K, defaultConfig as L, cliMain as M, SEVERITY_LEVELS as S, UsageError as U, asRecord as a, isRecord as b, crypto$1 as c, plural as d, childProcess as e, formatMessage as f, groupedCount as g, fsPromises as h, isPlainContainer as i, git as j, withCauses as k, byPath as l, markIntroduced as m, openCauses as n, onPath as o, picomatch as p, renderComment as q, requiredOnce as r, jobSummaryPointer as s, countsLine as t, gateFails as u, valueAt as v, workerThreads as w, configNotice as x, blobUrl as y, ruleDocPath as z };
