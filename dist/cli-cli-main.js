import { createRequire as __createRequire } from 'node:module';
const __require = __createRequire(import.meta.url);
const { readdirSync, lstatSync, openSync, constants: constants$1, closeSync, fstatSync, readSync, accessSync, statSync, readFileSync, rm, rmSync, mkdtempSync, writeFileSync, existsSync } = __require("node:fs");
const { parseArgs } = __require("node:util");
const { createRequire } = __require("node:module");
const { join, delimiter, isAbsolute, resolve, dirname, relative, sep, normalize } = __require("node:path");
const { tmpdir, availableParallelism } = __require("node:os");
import { V as VERSION } from './cli.js';

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
        today: v.today,
    });
}

/**
 * Escaping of strings that come from the pull request (names, paths, field names, values, CEL
 * messages), once per place they go. Nothing a PR writes may move a terminal's cursor, end a line
 * of the report early, start a workflow command, or become a link, an image or a mention.
 */
/** C0 and C1 controls (ESC included), DEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL$1 = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
const hex = (c) => `\\u{${c.codePointAt(0).toString(16)}}`;
/** Control characters (not newlines) shown as `\\u{…}`. */
const showControls = (s) => s.replace(CONTROL$1, hex);
/** Text for a terminal or a log: every control character (newline too) shown as `\u{…}`. */
const escapeText = (s) => s.replace(CONTROL$1, hex).replace(/\n/g, '\\n');
/** Text for a terminal that keeps the line breaks of a multi-line message (each becomes an indented line). */
const escapeTextLines = (s) => s.split('\n').map((l) => l.replace(CONTROL$1, hex));
/** A random token for `::stop-commands::`: no PR string can guess it to resume commands. */
function stopCommandsToken() {
    return `upgrade-gate-${crypto.randomUUID()}`;
}
/**
 * Text for a GitHub Actions log: when GITHUB_ACTIONS=true, wrapped in `::stop-commands::<token>` …
 * `::<token>::` so no line of it (a PR's `::error::`, `::add-mask::`, legacy `##[…]`) is a
 * workflow command; unchanged elsewhere.
 */
function guardForActions(text, env = process.env) {
    if (env.GITHUB_ACTIONS !== 'true' || !text)
        return text;
    const token = stopCommandsToken();
    return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
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
            action: c.action.text,
            ...(c.suggestion ? { suggestion: c.suggestion } : {}),
        }));
    if (result.plan)
        report.plan = result.plan;
    return `${JSON.stringify(report, null, 2)}\n`;
}

const sameObject = (p, f) => !!p.object && p.object === f.object;
const JOINS = [
    // An object whose apiVersion is no longer served: one finding, not a schema error plus the API rule.
    {
        primary: 'strimzi/api-version',
        joins: ['crd/custom-resource-invalid'],
        match: (p, f) => sameObject(p, f) && /(^|\s)apiVersion$/.test(f.path ?? ''),
    },
    // A stored version removed from a CRD: served-version-removed of the same version and the
    // storage-version change that goes with it are the same event.
    {
        primary: 'crd/stored-version-removed',
        joins: ['crd/served-version-removed', 'crd/storage-version-changed'],
        match: (p, f) => sameObject(p, f) && (f.rule === 'crd/storage-version-changed' || f.path === p.path),
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
        text: 'Finish the KRaft migration (node pools, `strimzi.io/kraft: enabled`) with Strimzi 0.45 before this upgrade',
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
function actionOf(primary, title) {
    const known = ACTIONS[primary.rule];
    const kind = alreadyPresent(primary)
        ? 'present'
        : (known?.kind ??
            (primary.rule.startsWith('crd/') && primary.object?.startsWith('CustomResourceDefinition/')
                ? 'upstream'
                : 'edit'));
    return { key: known?.key ?? primary.rule, kind, text: known?.text ?? title ?? primary.rule };
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
/** The counted findings (not waived, not notices) grouped into causes, primary first. */
function group(findings) {
    const counted = findings.filter((f) => !f.waived && f.severity !== 'notice');
    const taken = new Set();
    const groups = [];
    for (const join of JOINS) {
        for (const p of counted) {
            if (p.rule !== join.primary || taken.has(p))
                continue;
            taken.add(p);
            const g = [p];
            for (const f of counted)
                if (!taken.has(f) && join.joins.includes(f.rule) && join.match(p, f)) {
                    taken.add(f);
                    g.push(f);
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
        action: actionOf(primary, titles.get(primary.rule)),
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
    return result.findings.filter((f) => f.unjudged && f.severity === 'notice' && !f.waived);
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
            causes: [],
            files: [],
            suggestions: [],
        };
        b.causes.push(c);
        const { file, line } = c.finding;
        if (file) {
            const entry = b.files.find((f) => f.file === file) ?? { file, lines: [] };
            if (!b.files.includes(entry))
                b.files.push(entry);
            if (line && !entry.lines.includes(line))
                entry.lines.push(line);
        }
        if (c.suggestion && !b.suggestions.includes(c.suggestion.text))
            b.suggestions.push(c.suggestion.text);
        byKey.set(c.action.key, b);
    }
    const all = [...byKey.values()];
    return { bullets: all.slice(0, MAX_BULLETS), more: all.length - Math.min(all.length, MAX_BULLETS) };
}
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
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
/** "What to do": at most five bullets, in order, each naming the files; known one-line edits shown. */
function whatToDoBlock(result, links) {
    const { bullets, more } = whatToDo(result);
    if (!bullets.length)
        return [];
    const out = ['**What to do**', ''];
    bullets.forEach((b, i) => {
        const count = b.causes.length > 1 ? ` (${b.causes.length})` : '';
        const where = b.files.length ? `: ${fileList(b.files, links)}` : '';
        // The action's text is the gate's own (result/causes.ts), not the PR's.
        out.push(`${i + 1}. ${ICON[b.severity]} ${b.text}${count}${where}`);
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
    const what = group.length === 1 && f.object ? `: ${codeText(f.object)}` : '';
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
    const rest = result.findings.filter((f) => !f.cause);
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

/** Whether the result fails the gate under `fail-on`. */
function gateFails(result, failOn) {
    if (failOn === 'never')
        return false;
    if (failOn === 'warn')
        return result !== 'pass';
    return result === 'fail';
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
const childProcess = () => load('node:child_process');
const crypto$1 = () => load('node:crypto');
const fsPromises = () => load('node:fs/promises');
const workerThreads = () => load('node:worker_threads');

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
    const pageUrl = (id) => source && `${source.repositoryUrl}/blob/${source.ref}/${ruleDocPath(id)}`;
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
                                        artifactLocation: { uri: f.file },
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
                })),
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}

/** One line: `2 rules failed, 1 warned, 40 passed, 12 skipped`. */
const VERDICT_WORD = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' };

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
            out.push(`  ${i + 1}. ${escapeText(b.text)}${b.causes.length > 1 ? ` (${b.causes.length})` : ''}`);
            if (files)
                out.push(`     ${paint('dim', files)}`);
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
    const rest = r.findings.filter((f) => !f.cause);
    for (const f of rest)
        out.push(...findingLines(f, paint, ''));
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
    };
}

function getDefaultExportFromCjs (x) {
	return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, 'default') ? x['default'] : x;
}

var utils = {};

var constants;
var hasRequiredConstants;

function requireConstants () {
	if (hasRequiredConstants) return constants;
	hasRequiredConstants = 1;

	const WIN_SLASH = '\\\\/';
	const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

	const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

	/**
	 * Posix glob regex
	 */

	const DOT_LITERAL = '\\.';
	const PLUS_LITERAL = '\\+';
	const QMARK_LITERAL = '\\?';
	const SLASH_LITERAL = '\\/';
	const ONE_CHAR = '(?=.)';
	const QMARK = '[^/]';
	const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
	const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
	const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
	const NO_DOT = `(?!${DOT_LITERAL})`;
	const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
	const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
	const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
	const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
	const STAR = `${QMARK}*?`;
	const SEP = '/';

	const POSIX_CHARS = {
	  DOT_LITERAL,
	  PLUS_LITERAL,
	  QMARK_LITERAL,
	  SLASH_LITERAL,
	  ONE_CHAR,
	  QMARK,
	  END_ANCHOR,
	  DOTS_SLASH,
	  NO_DOT,
	  NO_DOTS,
	  NO_DOT_SLASH,
	  NO_DOTS_SLASH,
	  QMARK_NO_DOT,
	  STAR,
	  START_ANCHOR,
	  SEP
	};

	/**
	 * Windows glob regex
	 */

	const WINDOWS_CHARS = {
	  ...POSIX_CHARS,

	  SLASH_LITERAL: `[${WIN_SLASH}]`,
	  QMARK: WIN_NO_SLASH,
	  STAR: `${WIN_NO_SLASH}*?`,
	  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
	  NO_DOT: `(?!${DOT_LITERAL})`,
	  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
	  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
	  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
	  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
	  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
	  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
	  SEP: '\\'
	};

	/**
	 * POSIX Bracket Regex
	 */

	const POSIX_REGEX_SOURCE = {
	  __proto__: null,
	  alnum: 'a-zA-Z0-9',
	  alpha: 'a-zA-Z',
	  ascii: '\\x00-\\x7F',
	  blank: ' \\t',
	  cntrl: '\\x00-\\x1F\\x7F',
	  digit: '0-9',
	  graph: '\\x21-\\x7E',
	  lower: 'a-z',
	  print: '\\x20-\\x7E ',
	  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
	  space: ' \\t\\r\\n\\v\\f',
	  upper: 'A-Z',
	  word: 'A-Za-z0-9_',
	  xdigit: 'A-Fa-f0-9'
	};

	constants = {
	  DEFAULT_MAX_EXTGLOB_RECURSION,
	  MAX_LENGTH: 1024 * 64,
	  POSIX_REGEX_SOURCE,

	  // regular expressions
	  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
	  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
	  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
	  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
	  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
	  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

	  // Replace globs with equivalent patterns to reduce parsing time.
	  REPLACEMENTS: {
	    __proto__: null,
	    '***': '*',
	    '**/**': '**',
	    '**/**/**': '**'
	  },

	  // Digits
	  CHAR_0: 48, /* 0 */
	  CHAR_9: 57, /* 9 */

	  // Alphabet chars.
	  CHAR_UPPERCASE_A: 65, /* A */
	  CHAR_LOWERCASE_A: 97, /* a */
	  CHAR_UPPERCASE_Z: 90, /* Z */
	  CHAR_LOWERCASE_Z: 122, /* z */

	  CHAR_LEFT_PARENTHESES: 40, /* ( */
	  CHAR_RIGHT_PARENTHESES: 41, /* ) */

	  CHAR_ASTERISK: 42, /* * */

	  // Non-alphabetic chars.
	  CHAR_AMPERSAND: 38, /* & */
	  CHAR_AT: 64, /* @ */
	  CHAR_BACKWARD_SLASH: 92, /* \ */
	  CHAR_CARRIAGE_RETURN: 13, /* \r */
	  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
	  CHAR_COLON: 58, /* : */
	  CHAR_COMMA: 44, /* , */
	  CHAR_DOT: 46, /* . */
	  CHAR_DOUBLE_QUOTE: 34, /* " */
	  CHAR_EQUAL: 61, /* = */
	  CHAR_EXCLAMATION_MARK: 33, /* ! */
	  CHAR_FORM_FEED: 12, /* \f */
	  CHAR_FORWARD_SLASH: 47, /* / */
	  CHAR_GRAVE_ACCENT: 96, /* ` */
	  CHAR_HASH: 35, /* # */
	  CHAR_HYPHEN_MINUS: 45, /* - */
	  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
	  CHAR_LEFT_CURLY_BRACE: 123, /* { */
	  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
	  CHAR_LINE_FEED: 10, /* \n */
	  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
	  CHAR_PERCENT: 37, /* % */
	  CHAR_PLUS: 43, /* + */
	  CHAR_QUESTION_MARK: 63, /* ? */
	  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
	  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
	  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
	  CHAR_SEMICOLON: 59, /* ; */
	  CHAR_SINGLE_QUOTE: 39, /* ' */
	  CHAR_SPACE: 32, /*   */
	  CHAR_TAB: 9, /* \t */
	  CHAR_UNDERSCORE: 95, /* _ */
	  CHAR_VERTICAL_LINE: 124, /* | */
	  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

	  /**
	   * Create EXTGLOB_CHARS
	   */

	  extglobChars(chars) {
	    return {
	      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
	      '?': { type: 'qmark', open: '(?:', close: ')?' },
	      '+': { type: 'plus', open: '(?:', close: ')+' },
	      '*': { type: 'star', open: '(?:', close: ')*' },
	      '@': { type: 'at', open: '(?:', close: ')' }
	    };
	  },

	  /**
	   * Create GLOB_CHARS
	   */

	  globChars(win32) {
	    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
	  }
	};
	return constants;
}

/*global navigator*/

var hasRequiredUtils;

function requireUtils () {
	if (hasRequiredUtils) return utils;
	hasRequiredUtils = 1;
	(function (exports) {

		const {
		  REGEX_BACKSLASH,
		  REGEX_REMOVE_BACKSLASH,
		  REGEX_SPECIAL_CHARS,
		  REGEX_SPECIAL_CHARS_GLOBAL
		} = /*@__PURE__*/ requireConstants();

		exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
		exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
		exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
		exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
		exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

		exports.isWindows = () => {
		  if (typeof navigator !== 'undefined' && navigator.platform) {
		    const platform = navigator.platform.toLowerCase();
		    return platform === 'win32' || platform === 'windows';
		  }

		  if (typeof process !== 'undefined' && process.platform) {
		    return process.platform === 'win32';
		  }

		  return false;
		};

		exports.removeBackslashes = str => {
		  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
		    return match === '\\' ? '' : match;
		  });
		};

		exports.escapeLast = (input, char, lastIdx) => {
		  const idx = input.lastIndexOf(char, lastIdx);
		  if (idx === -1) return input;
		  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
		  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
		};

		exports.removePrefix = (input, state = {}) => {
		  let output = input;
		  if (output.startsWith('./')) {
		    output = output.slice(2);
		    state.prefix = './';
		  }
		  return output;
		};

		exports.wrapOutput = (input, state = {}, options = {}) => {
		  const prepend = options.contains ? '' : '^';
		  const append = options.contains ? '' : '$';

		  let output = `${prepend}(?:${input})${append}`;
		  if (state.negated === true) {
		    output = `(?:^(?!${output}).*$)`;
		  }
		  return output;
		};

		exports.basename = (path, { windows } = {}) => {
		  const segs = path.split(windows ? /[\\/]/ : '/');
		  const last = segs[segs.length - 1];

		  if (last === '') {
		    return segs[segs.length - 2];
		  }

		  return last;
		}; 
	} (utils));
	return utils;
}

var scan_1;
var hasRequiredScan;

function requireScan () {
	if (hasRequiredScan) return scan_1;
	hasRequiredScan = 1;

	const utils = /*@__PURE__*/ requireUtils();
	const {
	  CHAR_ASTERISK,             /* * */
	  CHAR_AT,                   /* @ */
	  CHAR_BACKWARD_SLASH,       /* \ */
	  CHAR_COMMA,                /* , */
	  CHAR_DOT,                  /* . */
	  CHAR_EXCLAMATION_MARK,     /* ! */
	  CHAR_FORWARD_SLASH,        /* / */
	  CHAR_LEFT_CURLY_BRACE,     /* { */
	  CHAR_LEFT_PARENTHESES,     /* ( */
	  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
	  CHAR_PLUS,                 /* + */
	  CHAR_QUESTION_MARK,        /* ? */
	  CHAR_RIGHT_CURLY_BRACE,    /* } */
	  CHAR_RIGHT_PARENTHESES,    /* ) */
	  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
	} = /*@__PURE__*/ requireConstants();

	const isPathSeparator = code => {
	  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
	};

	const depth = token => {
	  if (token.isPrefix !== true) {
	    token.depth = token.isGlobstar ? Infinity : 1;
	  }
	};

	/**
	 * Quickly scans a glob pattern and returns an object with a handful of
	 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
	 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
	 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
	 *
	 * ```js
	 * const pm = require('picomatch');
	 * console.log(pm.scan('foo/bar/*.js'));
	 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
	 * ```
	 * @param {String} `str`
	 * @param {Object} `options`
	 * @return {Object} Returns an object with tokens and regex source string.
	 * @api public
	 */

	const scan = (input, options) => {
	  const opts = options || {};

	  const length = input.length - 1;
	  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
	  const slashes = [];
	  const tokens = [];
	  const parts = [];

	  let str = input;
	  let index = -1;
	  let start = 0;
	  let lastIndex = 0;
	  let isBrace = false;
	  let isBracket = false;
	  let isGlob = false;
	  let isExtglob = false;
	  let isGlobstar = false;
	  let braceEscaped = false;
	  let backslashes = false;
	  let negated = false;
	  let negatedExtglob = false;
	  let finished = false;
	  let braces = 0;
	  let prev;
	  let code;
	  let token = { value: '', depth: 0, isGlob: false };

	  const eos = () => index >= length;
	  const peek = () => str.charCodeAt(index + 1);
	  const advance = () => {
	    prev = code;
	    return str.charCodeAt(++index);
	  };

	  while (index < length) {
	    code = advance();
	    let next;

	    if (code === CHAR_BACKWARD_SLASH) {
	      backslashes = token.backslashes = true;
	      code = advance();

	      if (code === CHAR_LEFT_CURLY_BRACE) {
	        braceEscaped = true;
	      }
	      continue;
	    }

	    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
	      braces++;

	      while (eos() !== true && (code = advance())) {
	        if (code === CHAR_BACKWARD_SLASH) {
	          backslashes = token.backslashes = true;
	          advance();
	          continue;
	        }

	        if (code === CHAR_LEFT_CURLY_BRACE) {
	          braces++;
	          continue;
	        }

	        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
	          isBrace = token.isBrace = true;
	          isGlob = token.isGlob = true;
	          finished = true;

	          if (scanToEnd === true) {
	            continue;
	          }

	          break;
	        }

	        if (braceEscaped !== true && code === CHAR_COMMA) {
	          isBrace = token.isBrace = true;
	          isGlob = token.isGlob = true;
	          finished = true;

	          if (scanToEnd === true) {
	            continue;
	          }

	          break;
	        }

	        if (code === CHAR_RIGHT_CURLY_BRACE) {
	          braces--;

	          if (braces === 0) {
	            braceEscaped = false;
	            isBrace = token.isBrace = true;
	            finished = true;
	            break;
	          }
	        }
	      }

	      if (scanToEnd === true) {
	        continue;
	      }

	      break;
	    }

	    if (code === CHAR_FORWARD_SLASH) {
	      slashes.push(index);
	      tokens.push(token);
	      token = { value: '', depth: 0, isGlob: false };

	      if (finished === true) continue;
	      if (prev === CHAR_DOT && index === (start + 1)) {
	        start += 2;
	        continue;
	      }

	      lastIndex = index + 1;
	      continue;
	    }

	    if (opts.noext !== true) {
	      const isExtglobChar = code === CHAR_PLUS
	        || code === CHAR_AT
	        || code === CHAR_ASTERISK
	        || code === CHAR_QUESTION_MARK
	        || code === CHAR_EXCLAMATION_MARK;

	      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
	        isGlob = token.isGlob = true;
	        isExtglob = token.isExtglob = true;
	        finished = true;
	        if (code === CHAR_EXCLAMATION_MARK && index === start) {
	          negatedExtglob = true;
	        }

	        if (scanToEnd === true) {
	          let parens = 0;

	          while (eos() !== true && (code = advance())) {
	            if (code === CHAR_BACKWARD_SLASH) {
	              backslashes = token.backslashes = true;
	              advance();
	              continue;
	            }

	            if (code === CHAR_LEFT_PARENTHESES) {
	              parens++;
	              continue;
	            }

	            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
	              finished = true;
	              break;
	            }
	          }
	          continue;
	        }
	        break;
	      }
	    }

	    if (code === CHAR_ASTERISK) {
	      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
	      isGlob = token.isGlob = true;
	      finished = true;

	      if (scanToEnd === true) {
	        continue;
	      }
	      break;
	    }

	    if (code === CHAR_QUESTION_MARK) {
	      isGlob = token.isGlob = true;
	      finished = true;

	      if (scanToEnd === true) {
	        continue;
	      }
	      break;
	    }

	    if (code === CHAR_LEFT_SQUARE_BRACKET) {
	      while (eos() !== true && (next = advance())) {
	        if (next === CHAR_BACKWARD_SLASH) {
	          backslashes = token.backslashes = true;
	          advance();
	          continue;
	        }

	        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
	          isBracket = token.isBracket = true;
	          isGlob = token.isGlob = true;
	          finished = true;
	          break;
	        }
	      }

	      if (scanToEnd === true) {
	        continue;
	      }

	      break;
	    }

	    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
	      negated = token.negated = true;
	      start++;
	      continue;
	    }

	    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
	      isGlob = token.isGlob = true;

	      if (scanToEnd === true) {
	        let parens = 1;

	        while (eos() !== true && (code = advance())) {
	          if (code === CHAR_BACKWARD_SLASH) {
	            backslashes = token.backslashes = true;
	            advance();
	            continue;
	          }

	          if (code === CHAR_LEFT_PARENTHESES) {
	            parens++;
	            continue;
	          }

	          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
	            finished = true;
	            break;
	          }
	        }
	        continue;
	      }
	      break;
	    }

	    if (isGlob === true) {
	      finished = true;

	      if (scanToEnd === true) {
	        continue;
	      }

	      break;
	    }
	  }

	  if (opts.noext === true) {
	    isExtglob = false;
	    isGlob = false;
	  }

	  let base = str;
	  let prefix = '';
	  let glob = '';

	  if (start > 0) {
	    prefix = str.slice(0, start);
	    str = str.slice(start);
	    lastIndex -= start;
	  }

	  if (base && isGlob === true && lastIndex > 0) {
	    base = str.slice(0, lastIndex);
	    glob = str.slice(lastIndex);
	  } else if (isGlob === true) {
	    base = '';
	    glob = str;
	  } else {
	    base = str;
	  }

	  if (base && base !== '' && base !== '/' && base !== str) {
	    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
	      base = base.slice(0, -1);
	    }
	  }

	  if (opts.unescape === true) {
	    if (glob) glob = utils.removeBackslashes(glob);

	    if (base && backslashes === true) {
	      base = utils.removeBackslashes(base);
	    }
	  }

	  const state = {
	    prefix,
	    input,
	    start,
	    base,
	    glob,
	    isBrace,
	    isBracket,
	    isGlob,
	    isExtglob,
	    isGlobstar,
	    negated,
	    negatedExtglob
	  };

	  if (opts.tokens === true) {
	    state.maxDepth = 0;
	    if (!isPathSeparator(code)) {
	      tokens.push(token);
	    }
	    state.tokens = tokens;
	  }

	  if (opts.parts === true || opts.tokens === true) {
	    let prevIndex;

	    for (let idx = 0; idx < slashes.length; idx++) {
	      const n = prevIndex !== undefined ? prevIndex + 1 : start;
	      const i = slashes[idx];
	      const value = input.slice(n, i);
	      if (opts.tokens) {
	        if (idx === 0 && start !== 0) {
	          tokens[idx].isPrefix = true;
	          tokens[idx].value = prefix;
	        } else {
	          tokens[idx].value = value;
	        }
	        depth(tokens[idx]);
	        state.maxDepth += tokens[idx].depth;
	      }
	      if (i >= start) {
	        parts.push(value);
	        prevIndex = i;
	      }
	    }

	    const n = prevIndex !== undefined ? prevIndex + 1 : start;
	    const value = input.slice(n);
	    parts.push(value);

	    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
	      tokens[tokens.length - 1].value = value;
	      depth(tokens[tokens.length - 1]);
	      state.maxDepth += tokens[tokens.length - 1].depth;
	    }

	    state.slashes = slashes;
	    state.parts = parts;
	  }

	  return state;
	};

	scan_1 = scan;
	return scan_1;
}

var parse_1;
var hasRequiredParse;

function requireParse () {
	if (hasRequiredParse) return parse_1;
	hasRequiredParse = 1;

	const constants = /*@__PURE__*/ requireConstants();
	const utils = /*@__PURE__*/ requireUtils();

	/**
	 * Constants
	 */

	const {
	  MAX_LENGTH,
	  POSIX_REGEX_SOURCE,
	  REGEX_NON_SPECIAL_CHARS,
	  REGEX_SPECIAL_CHARS_BACKREF,
	  REPLACEMENTS
	} = constants;

	/**
	 * Helpers
	 */

	const expandRange = (args, options) => {
	  if (typeof options.expandRange === 'function') {
	    return options.expandRange(...args, options);
	  }

	  args.sort();
	  const value = `[${args.join('-')}]`;

	  try {
	    /* eslint-disable-next-line no-new */
	    new RegExp(value);
	  } catch (ex) {
	    return args.map(v => utils.escapeRegex(v)).join('..');
	  }

	  return value;
	};

	/**
	 * Create the message for a syntax error
	 */

	const syntaxError = (type, char) => {
	  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
	};

	const splitTopLevel = input => {
	  const parts = [];
	  let bracket = 0;
	  let paren = 0;
	  let quote = 0;
	  let value = '';
	  let escaped = false;

	  for (const ch of input) {
	    if (escaped === true) {
	      value += ch;
	      escaped = false;
	      continue;
	    }

	    if (ch === '\\') {
	      value += ch;
	      escaped = true;
	      continue;
	    }

	    if (ch === '"') {
	      quote = quote === 1 ? 0 : 1;
	      value += ch;
	      continue;
	    }

	    if (quote === 0) {
	      if (ch === '[') {
	        bracket++;
	      } else if (ch === ']' && bracket > 0) {
	        bracket--;
	      } else if (bracket === 0) {
	        if (ch === '(') {
	          paren++;
	        } else if (ch === ')' && paren > 0) {
	          paren--;
	        } else if (ch === '|' && paren === 0) {
	          parts.push(value);
	          value = '';
	          continue;
	        }
	      }
	    }

	    value += ch;
	  }

	  parts.push(value);
	  return parts;
	};

	const isPlainBranch = branch => {
	  let escaped = false;

	  for (const ch of branch) {
	    if (escaped === true) {
	      escaped = false;
	      continue;
	    }

	    if (ch === '\\') {
	      escaped = true;
	      continue;
	    }

	    if (/[?*+@!()[\]{}]/.test(ch)) {
	      return false;
	    }
	  }

	  return true;
	};

	const normalizeSimpleBranch = branch => {
	  let value = branch.trim();
	  let changed = true;

	  while (changed === true) {
	    changed = false;

	    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
	      value = value.slice(2, -1);
	      changed = true;
	    }
	  }

	  if (!isPlainBranch(value)) {
	    return;
	  }

	  return value.replace(/\\(.)/g, '$1');
	};

	const hasRepeatedCharPrefixOverlap = branches => {
	  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

	  for (let i = 0; i < values.length; i++) {
	    for (let j = i + 1; j < values.length; j++) {
	      const a = values[i];
	      const b = values[j];
	      const char = a[0];

	      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
	        continue;
	      }

	      if (a === b || a.startsWith(b) || b.startsWith(a)) {
	        return true;
	      }
	    }
	  }

	  return false;
	};

	const parseRepeatedExtglob = (pattern, requireEnd = true) => {
	  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
	    return;
	  }

	  let bracket = 0;
	  let paren = 0;
	  let quote = 0;
	  let escaped = false;

	  for (let i = 1; i < pattern.length; i++) {
	    const ch = pattern[i];

	    if (escaped === true) {
	      escaped = false;
	      continue;
	    }

	    if (ch === '\\') {
	      escaped = true;
	      continue;
	    }

	    if (ch === '"') {
	      quote = quote === 1 ? 0 : 1;
	      continue;
	    }

	    if (quote === 1) {
	      continue;
	    }

	    if (ch === '[') {
	      bracket++;
	      continue;
	    }

	    if (ch === ']' && bracket > 0) {
	      bracket--;
	      continue;
	    }

	    if (bracket > 0) {
	      continue;
	    }

	    if (ch === '(') {
	      paren++;
	      continue;
	    }

	    if (ch === ')') {
	      paren--;

	      if (paren === 0) {
	        if (requireEnd === true && i !== pattern.length - 1) {
	          return;
	        }

	        return {
	          type: pattern[0],
	          body: pattern.slice(2, i),
	          end: i
	        };
	      }
	    }
	  }
	};

	const buildCharClassStar = chars => {
	  const source = chars.length === 1
	    ? utils.escapeRegex(chars[0])
	    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

	  return `${source}*`;
	};

	const getStarExtglobSequenceChars = pattern => {
	  let index = 0;
	  const chars = [];

	  while (index < pattern.length) {
	    const match = parseRepeatedExtglob(pattern.slice(index), false);

	    if (!match || match.type !== '*') {
	      return;
	    }

	    const branches = splitTopLevel(match.body).map(branch => branch.trim());
	    if (branches.length !== 1) {
	      return;
	    }

	    const branch = normalizeSimpleBranch(branches[0]);
	    if (!branch || branch.length !== 1) {
	      return;
	    }

	    chars.push(branch);
	    index += match.end + 1;
	  }

	  if (chars.length < 1) {
	    return;
	  }

	  return chars;
	};

	const repeatedExtglobRecursion = pattern => {
	  let depth = 0;
	  let value = pattern.trim();
	  let match = parseRepeatedExtglob(value);

	  while (match) {
	    depth++;
	    value = match.body.trim();
	    match = parseRepeatedExtglob(value);
	  }

	  return depth;
	};

	const analyzeRepeatedExtglob = (body, options) => {
	  if (options.maxExtglobRecursion === false) {
	    return { risky: false };
	  }

	  const max =
	    typeof options.maxExtglobRecursion === 'number'
	      ? options.maxExtglobRecursion
	      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

	  const branches = splitTopLevel(body).map(branch => branch.trim());

	  if (branches.length > 1) {
	    if (
	      branches.some(branch => branch === '') ||
	      branches.some(branch => /^[*?]+$/.test(branch)) ||
	      hasRepeatedCharPrefixOverlap(branches)
	    ) {
	      return { risky: true };
	    }
	  }

	  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
	  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
	  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
	  // characters we can emit one flat, ReDoS-safe character class that preserves the
	  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
	  // every branch but the first.
	  const safeChars = [];
	  let sawStarSequence = false;
	  let combinable = true;

	  for (const branch of branches) {
	    const chars = getStarExtglobSequenceChars(branch);
	    if (chars) {
	      sawStarSequence = true;
	      safeChars.push(...chars);
	      continue;
	    }

	    const literal = normalizeSimpleBranch(branch);
	    if (literal && literal.length === 1) {
	      safeChars.push(literal);
	      continue;
	    }

	    combinable = false;

	    if (repeatedExtglobRecursion(branch) > max) {
	      return { risky: true };
	    }
	  }

	  if (sawStarSequence) {
	    return combinable
	      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
	      : { risky: true };
	  }

	  return { risky: false };
	};

	/**
	 * Parse the given input string.
	 * @param {String} input
	 * @param {Object} options
	 * @return {Object}
	 */

	const parse = (input, options) => {
	  if (typeof input !== 'string') {
	    throw new TypeError('Expected a string');
	  }

	  input = REPLACEMENTS[input] || input;

	  const opts = { ...options };
	  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

	  let len = input.length;
	  if (len > max) {
	    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
	  }

	  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
	  const tokens = [bos];

	  const capture = opts.capture ? '' : '?:';

	  // create constants based on platform, for windows or posix
	  const PLATFORM_CHARS = constants.globChars(opts.windows);
	  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

	  const {
	    DOT_LITERAL,
	    PLUS_LITERAL,
	    SLASH_LITERAL,
	    ONE_CHAR,
	    DOTS_SLASH,
	    NO_DOT,
	    NO_DOT_SLASH,
	    NO_DOTS_SLASH,
	    QMARK,
	    QMARK_NO_DOT,
	    STAR,
	    START_ANCHOR
	  } = PLATFORM_CHARS;

	  const globstar = opts => {
	    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
	  };

	  const nodot = opts.dot ? '' : NO_DOT;
	  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
	  let star = opts.bash === true ? globstar(opts) : STAR;

	  if (opts.capture) {
	    star = `(${star})`;
	  }

	  // minimatch options support
	  if (typeof opts.noext === 'boolean') {
	    opts.noextglob = opts.noext;
	  }

	  const state = {
	    input,
	    index: -1,
	    start: 0,
	    dot: opts.dot === true,
	    consumed: '',
	    output: '',
	    prefix: '',
	    backtrack: false,
	    negated: false,
	    brackets: 0,
	    braces: 0,
	    parens: 0,
	    quotes: 0,
	    globstar: false,
	    tokens
	  };

	  input = utils.removePrefix(input, state);
	  len = input.length;

	  const extglobs = [];
	  const braces = [];
	  const stack = [];
	  let prev = bos;
	  let value;

	  /**
	   * Tokenizing helpers
	   */

	  const eos = () => state.index === len - 1;
	  const peek = state.peek = (n = 1) => input[state.index + n];
	  const advance = state.advance = () => input[++state.index] || '';
	  const remaining = () => input.slice(state.index + 1);
	  const consume = (value = '', num = 0) => {
	    state.consumed += value;
	    state.index += num;
	  };

	  const append = token => {
	    state.output += token.output != null ? token.output : token.value;
	    consume(token.value);
	  };

	  const negate = () => {
	    let count = 1;

	    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
	      advance();
	      state.start++;
	      count++;
	    }

	    if (count % 2 === 0) {
	      return false;
	    }

	    state.negated = true;
	    state.start++;
	    return true;
	  };

	  const increment = type => {
	    state[type]++;
	    stack.push(type);
	  };

	  const decrement = type => {
	    state[type]--;
	    stack.pop();
	  };

	  /**
	   * Push tokens onto the tokens array. This helper speeds up
	   * tokenizing by 1) helping us avoid backtracking as much as possible,
	   * and 2) helping us avoid creating extra tokens when consecutive
	   * characters are plain text. This improves performance and simplifies
	   * lookbehinds.
	   */

	  const push = tok => {
	    if (prev.type === 'globstar') {
	      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
	      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

	      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
	        state.output = state.output.slice(0, -prev.output.length);
	        prev.type = 'star';
	        prev.value = '*';
	        prev.output = star;
	        state.output += prev.output;
	      }
	    }

	    if (extglobs.length && tok.type !== 'paren') {
	      extglobs[extglobs.length - 1].inner += tok.value;
	    }

	    if (tok.value || tok.output) append(tok);
	    if (prev && prev.type === 'text' && tok.type === 'text') {
	      prev.output = (prev.output || prev.value) + tok.value;
	      prev.value += tok.value;
	      return;
	    }

	    tok.prev = prev;
	    tokens.push(tok);
	    prev = tok;
	  };

	  const extglobOpen = (type, value) => {
	    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

	    token.prev = prev;
	    token.parens = state.parens;
	    token.output = state.output;
	    token.startIndex = state.index;
	    token.tokensIndex = tokens.length;
	    const output = (opts.capture ? '(' : '') + token.open;

	    increment('parens');
	    push({ type, value, output: state.output ? '' : ONE_CHAR });
	    push({ type: 'paren', extglob: true, value: advance(), output });
	    extglobs.push(token);
	  };

	  const extglobClose = token => {
	    const literal = input.slice(token.startIndex, state.index + 1);
	    const body = input.slice(token.startIndex + 2, state.index);
	    const analysis = analyzeRepeatedExtglob(body, opts);

	    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
	      const safeOutput = analysis.safeOutput
	        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
	        : undefined;
	      const open = tokens[token.tokensIndex];

	      open.type = 'text';
	      open.value = literal;
	      open.output = safeOutput || utils.escapeRegex(literal);

	      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
	        tokens[i].value = '';
	        tokens[i].output = '';
	        delete tokens[i].suffix;
	      }

	      state.output = token.output + open.output;
	      state.backtrack = true;

	      push({ type: 'paren', extglob: true, value, output: '' });
	      decrement('parens');
	      return;
	    }

	    let output = token.close + (opts.capture ? ')' : '');
	    let rest;

	    if (token.type === 'negate') {
	      let extglobStar = star;

	      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
	        extglobStar = globstar(opts);
	      }

	      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
	        output = token.close = `)$))${extglobStar}`;
	      }

	      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
	        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
	        // In this case, we need to parse the string and use it in the output of the original pattern.
	        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
	        //
	        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
	        const expression = parse(rest, { ...options, fastpaths: false }).output;

	        output = token.close = `)${expression})${extglobStar})`;
	      }

	      if (token.prev.type === 'bos') {
	        state.negatedExtglob = true;
	      }
	    }

	    push({ type: 'paren', extglob: true, value, output });
	    decrement('parens');
	  };

	  /**
	   * Fast paths
	   */

	  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
	    let backslashes = false;

	    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
	      if (first === '\\') {
	        backslashes = true;
	        return m;
	      }

	      if (first === '?') {
	        if (esc) {
	          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
	        }
	        if (index === 0) {
	          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
	        }
	        return QMARK.repeat(chars.length);
	      }

	      if (first === '.') {
	        return DOT_LITERAL.repeat(chars.length);
	      }

	      if (first === '*') {
	        if (esc) {
	          return esc + first + (rest ? star : '');
	        }
	        return star;
	      }
	      return esc ? m : `\\${m}`;
	    });

	    if (backslashes === true) {
	      if (opts.unescape === true) {
	        output = output.replace(/\\/g, '');
	      } else {
	        output = output.replace(/\\+/g, m => {
	          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
	        });
	      }
	    }

	    if (output === input && opts.contains === true) {
	      state.output = input;
	      return state;
	    }

	    state.output = utils.wrapOutput(output, state, options);
	    return state;
	  }

	  /**
	   * Tokenize input until we reach end-of-string
	   */

	  while (!eos()) {
	    value = advance();

	    if (value === '\u0000') {
	      continue;
	    }

	    /**
	     * Escaped characters
	     */

	    if (value === '\\') {
	      const next = peek();

	      if (next === '/' && opts.bash !== true) {
	        continue;
	      }

	      if (next === '.' || next === ';') {
	        continue;
	      }

	      if (!next) {
	        value += '\\';
	        push({ type: 'text', value });
	        continue;
	      }

	      // collapse slashes to reduce potential for exploits
	      const match = /^\\+/.exec(remaining());
	      let slashes = 0;

	      if (match && match[0].length > 2) {
	        slashes = match[0].length;
	        state.index += slashes;
	        if (slashes % 2 !== 0) {
	          value += '\\';
	        }
	      }

	      if (opts.unescape === true) {
	        value = advance();
	      } else {
	        value += advance();
	      }

	      if (state.brackets === 0) {
	        push({ type: 'text', value });
	        continue;
	      }
	    }

	    /**
	     * If we're inside a regex character class, continue
	     * until we reach the closing bracket.
	     */

	    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
	      if (opts.posix !== false && value === ':') {
	        const inner = prev.value.slice(1);
	        if (inner.includes('[')) {
	          prev.posix = true;

	          if (inner.includes(':')) {
	            const idx = prev.value.lastIndexOf('[');
	            const pre = prev.value.slice(0, idx);
	            const rest = prev.value.slice(idx + 2);
	            const posix = POSIX_REGEX_SOURCE[rest];
	            if (posix) {
	              prev.value = pre + posix;
	              state.backtrack = true;
	              advance();

	              if (!bos.output && tokens.indexOf(prev) === 1) {
	                bos.output = ONE_CHAR;
	              }
	              continue;
	            }
	          }
	        }
	      }

	      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
	        value = `\\${value}`;
	      }

	      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
	        value = `\\${value}`;
	      }

	      if (opts.posix === true && value === '!' && prev.value === '[') {
	        value = '^';
	      }

	      prev.value += value;
	      append({ value });
	      continue;
	    }

	    /**
	     * If we're inside a quoted string, continue
	     * until we reach the closing double quote.
	     */

	    if (state.quotes === 1 && value !== '"') {
	      value = utils.escapeRegex(value);
	      prev.value += value;
	      append({ value });
	      continue;
	    }

	    /**
	     * Double quotes
	     */

	    if (value === '"') {
	      state.quotes = state.quotes === 1 ? 0 : 1;
	      if (opts.keepQuotes === true) {
	        push({ type: 'text', value });
	      }
	      continue;
	    }

	    /**
	     * Parentheses
	     */

	    if (value === '(') {
	      increment('parens');
	      push({ type: 'paren', value });
	      continue;
	    }

	    if (value === ')') {
	      if (state.parens === 0 && opts.strictBrackets === true) {
	        throw new SyntaxError(syntaxError('opening', '('));
	      }

	      const extglob = extglobs[extglobs.length - 1];
	      if (extglob && state.parens === extglob.parens + 1) {
	        extglobClose(extglobs.pop());
	        continue;
	      }

	      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
	      decrement('parens');
	      continue;
	    }

	    /**
	     * Square brackets
	     */

	    if (value === '[') {
	      if (opts.nobracket === true || !remaining().includes(']')) {
	        if (opts.nobracket !== true && opts.strictBrackets === true) {
	          throw new SyntaxError(syntaxError('closing', ']'));
	        }

	        value = `\\${value}`;
	      } else {
	        increment('brackets');
	      }

	      push({ type: 'bracket', value });
	      continue;
	    }

	    if (value === ']') {
	      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
	        push({ type: 'text', value, output: `\\${value}` });
	        continue;
	      }

	      if (state.brackets === 0) {
	        if (opts.strictBrackets === true) {
	          throw new SyntaxError(syntaxError('opening', '['));
	        }

	        push({ type: 'text', value, output: `\\${value}` });
	        continue;
	      }

	      decrement('brackets');

	      const prevValue = prev.value.slice(1);
	      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
	        value = `/${value}`;
	      }

	      prev.value += value;
	      append({ value });

	      // when literal brackets are explicitly disabled
	      // assume we should match with a regex character class
	      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
	        continue;
	      }

	      const escaped = utils.escapeRegex(prev.value);
	      state.output = state.output.slice(0, -prev.value.length);

	      // when literal brackets are explicitly enabled
	      // assume we should escape the brackets to match literal characters
	      if (opts.literalBrackets === true) {
	        state.output += escaped;
	        prev.value = escaped;
	        continue;
	      }

	      // when the user specifies nothing, try to match both
	      prev.value = `(${capture}${escaped}|${prev.value})`;
	      state.output += prev.value;
	      continue;
	    }

	    /**
	     * Braces
	     */

	    if (value === '{' && opts.nobrace !== true) {
	      increment('braces');

	      const open = {
	        type: 'brace',
	        value,
	        output: '(',
	        outputIndex: state.output.length,
	        tokensIndex: state.tokens.length
	      };

	      braces.push(open);
	      push(open);
	      continue;
	    }

	    if (value === '}') {
	      const brace = braces[braces.length - 1];

	      if (opts.nobrace === true || !brace) {
	        push({ type: 'text', value, output: value });
	        continue;
	      }

	      let output = ')';

	      if (brace.dots === true) {
	        const arr = tokens.slice();
	        const range = [];

	        for (let i = arr.length - 1; i >= 0; i--) {
	          tokens.pop();
	          if (arr[i].type === 'brace') {
	            break;
	          }
	          if (arr[i].type !== 'dots') {
	            range.unshift(arr[i].value);
	          }
	        }

	        output = expandRange(range, opts);
	        state.backtrack = true;
	      }

	      if (brace.comma !== true && brace.dots !== true) {
	        const out = state.output.slice(0, brace.outputIndex);
	        const toks = state.tokens.slice(brace.tokensIndex);
	        brace.value = brace.output = '\\{';
	        value = output = '\\}';
	        state.output = out;
	        for (const t of toks) {
	          state.output += (t.output || t.value);
	        }
	      }

	      push({ type: 'brace', value, output });
	      decrement('braces');
	      braces.pop();
	      continue;
	    }

	    /**
	     * Pipes
	     */

	    if (value === '|') {
	      if (extglobs.length > 0) {
	        extglobs[extglobs.length - 1].conditions++;
	      }
	      push({ type: 'text', value });
	      continue;
	    }

	    /**
	     * Commas
	     */

	    if (value === ',') {
	      let output = value;

	      const brace = braces[braces.length - 1];
	      if (brace && stack[stack.length - 1] === 'braces') {
	        brace.comma = true;
	        output = '|';
	      }

	      push({ type: 'comma', value, output });
	      continue;
	    }

	    /**
	     * Slashes
	     */

	    if (value === '/') {
	      // if the beginning of the glob is "./", advance the start
	      // to the current index, and don't add the "./" characters
	      // to the state. This greatly simplifies lookbehinds when
	      // checking for BOS characters like "!" and "." (not "./")
	      if (prev.type === 'dot' && state.index === state.start + 1) {
	        state.start = state.index + 1;
	        state.consumed = '';
	        state.output = '';
	        tokens.pop();
	        prev = bos; // reset "prev" to the first token
	        continue;
	      }

	      push({ type: 'slash', value, output: SLASH_LITERAL });
	      continue;
	    }

	    /**
	     * Dots
	     */

	    if (value === '.') {
	      if (state.braces > 0 && prev.type === 'dot') {
	        if (prev.value === '.') prev.output = DOT_LITERAL;
	        const brace = braces[braces.length - 1];
	        prev.type = 'dots';
	        prev.output += value;
	        prev.value += value;
	        brace.dots = true;
	        continue;
	      }

	      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
	        push({ type: 'text', value, output: DOT_LITERAL });
	        continue;
	      }

	      push({ type: 'dot', value, output: DOT_LITERAL });
	      continue;
	    }

	    /**
	     * Question marks
	     */

	    if (value === '?') {
	      const isGroup = prev && prev.value === '(';
	      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
	        extglobOpen('qmark', value);
	        continue;
	      }

	      if (prev && prev.type === 'paren') {
	        const next = peek();
	        let output = value;

	        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
	          output = `\\${value}`;
	        }

	        push({ type: 'text', value, output });
	        continue;
	      }

	      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
	        push({ type: 'qmark', value, output: QMARK_NO_DOT });
	        continue;
	      }

	      push({ type: 'qmark', value, output: QMARK });
	      continue;
	    }

	    /**
	     * Exclamation
	     */

	    if (value === '!') {
	      if (opts.noextglob !== true && peek() === '(') {
	        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
	          extglobOpen('negate', value);
	          continue;
	        }
	      }

	      if (opts.nonegate !== true && state.index === 0) {
	        negate();
	        continue;
	      }
	    }

	    /**
	     * Plus
	     */

	    if (value === '+') {
	      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
	        extglobOpen('plus', value);
	        continue;
	      }

	      if ((prev && prev.value === '(') || opts.regex === false) {
	        push({ type: 'plus', value, output: PLUS_LITERAL });
	        continue;
	      }

	      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
	        push({ type: 'plus', value });
	        continue;
	      }

	      push({ type: 'plus', value: PLUS_LITERAL });
	      continue;
	    }

	    /**
	     * Plain text
	     */

	    if (value === '@') {
	      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
	        push({ type: 'at', extglob: true, value, output: '' });
	        continue;
	      }

	      push({ type: 'text', value });
	      continue;
	    }

	    /**
	     * Plain text
	     */

	    if (value !== '*') {
	      if (value === '$' || value === '^') {
	        value = `\\${value}`;
	      }

	      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
	      if (match) {
	        value += match[0];
	        state.index += match[0].length;
	      }

	      push({ type: 'text', value });
	      continue;
	    }

	    /**
	     * Stars
	     */

	    if (prev && (prev.type === 'globstar' || prev.star === true)) {
	      prev.type = 'star';
	      prev.star = true;
	      prev.value += value;
	      prev.output = star;
	      state.backtrack = true;
	      state.globstar = true;
	      consume(value);
	      continue;
	    }

	    let rest = remaining();
	    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
	      extglobOpen('star', value);
	      continue;
	    }

	    if (prev.type === 'star') {
	      if (opts.noglobstar === true) {
	        consume(value);
	        continue;
	      }

	      const prior = prev.prev;
	      const before = prior.prev;
	      const isStart = prior.type === 'slash' || prior.type === 'bos';
	      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

	      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
	        push({ type: 'star', value, output: '' });
	        continue;
	      }

	      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
	      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
	      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
	        push({ type: 'star', value, output: '' });
	        continue;
	      }

	      // strip consecutive `/**/`
	      while (rest.slice(0, 3) === '/**') {
	        const after = input[state.index + 4];
	        if (after && after !== '/') {
	          break;
	        }
	        rest = rest.slice(3);
	        consume('/**', 3);
	      }

	      // A globstar followed only by balanced closing parens is at the logical end of patterns like
	      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
	      // parent path, except in negated extglobs where that would change the exclusion semantics.
	      const isEnd = eos() || (
	        state.parens > 0
	        && rest === ')'.repeat(state.parens)
	        && !extglobs.some(extglob => extglob.type === 'negate')
	      );

	      if (prior.type === 'bos' && eos()) {
	        prev.type = 'globstar';
	        prev.value += value;
	        prev.output = globstar(opts);
	        state.output = prev.output;
	        state.globstar = true;
	        consume(value);
	        continue;
	      }

	      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
	        state.output = state.output.slice(0, -(prior.output + prev.output).length);
	        prior.output = `(?:${prior.output}`;

	        prev.type = 'globstar';
	        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
	        prev.value += value;
	        state.globstar = true;
	        state.output += prior.output + prev.output;
	        consume(value);
	        continue;
	      }

	      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
	        const end = rest[1] !== void 0 ? '|$' : '';

	        state.output = state.output.slice(0, -(prior.output + prev.output).length);
	        prior.output = `(?:${prior.output}`;

	        prev.type = 'globstar';
	        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
	        prev.value += value;

	        state.output += prior.output + prev.output;
	        state.globstar = true;

	        consume(value + advance());

	        push({ type: 'slash', value: '/', output: '' });
	        continue;
	      }

	      if (prior.type === 'bos' && rest[0] === '/') {
	        prev.type = 'globstar';
	        prev.value += value;
	        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
	        state.output = prev.output;
	        state.globstar = true;
	        consume(value + advance());
	        push({ type: 'slash', value: '/', output: '' });
	        continue;
	      }

	      // remove single star from output
	      state.output = state.output.slice(0, -prev.output.length);

	      // reset previous token to globstar
	      prev.type = 'globstar';
	      prev.output = globstar(opts);
	      prev.value += value;

	      // reset output with globstar
	      state.output += prev.output;
	      state.globstar = true;
	      consume(value);
	      continue;
	    }

	    const token = { type: 'star', value, output: star };

	    if (opts.bash === true) {
	      token.output = '.*?';
	      if (prev.type === 'bos' || prev.type === 'slash') {
	        token.output = nodot + token.output;
	      }
	      push(token);
	      continue;
	    }

	    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
	      token.output = value;
	      push(token);
	      continue;
	    }

	    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
	      if (prev.type === 'dot') {
	        state.output += NO_DOT_SLASH;
	        prev.output += NO_DOT_SLASH;

	      } else if (opts.dot === true) {
	        state.output += NO_DOTS_SLASH;
	        prev.output += NO_DOTS_SLASH;

	      } else {
	        state.output += nodot;
	        prev.output += nodot;
	      }

	      if (peek() !== '*') {
	        state.output += ONE_CHAR;
	        prev.output += ONE_CHAR;
	      }
	    }

	    push(token);
	  }

	  while (state.brackets > 0) {
	    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
	    state.output = utils.escapeLast(state.output, '[');
	    decrement('brackets');
	  }

	  while (state.parens > 0) {
	    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
	    state.output = utils.escapeLast(state.output, '(');
	    decrement('parens');
	  }

	  while (state.braces > 0) {
	    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
	    state.output = utils.escapeLast(state.output, '{');
	    decrement('braces');
	  }

	  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
	    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
	  }

	  // rebuild the output if we had to backtrack at any point
	  if (state.backtrack === true) {
	    state.output = '';

	    for (const token of state.tokens) {
	      state.output += token.output != null ? token.output : token.value;

	      if (token.suffix) {
	        state.output += token.suffix;
	      }
	    }
	  }

	  return state;
	};

	/**
	 * Fast paths for creating regular expressions for common glob patterns.
	 * This can significantly speed up processing and has very little downside
	 * impact when none of the fast paths match.
	 */

	parse.fastpaths = (input, options) => {
	  const opts = { ...options };
	  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
	  const len = input.length;
	  if (len > max) {
	    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
	  }

	  input = REPLACEMENTS[input] || input;

	  // create constants based on platform, for windows or posix
	  const {
	    DOT_LITERAL,
	    SLASH_LITERAL,
	    ONE_CHAR,
	    DOTS_SLASH,
	    NO_DOT,
	    NO_DOTS,
	    NO_DOTS_SLASH,
	    STAR,
	    START_ANCHOR
	  } = constants.globChars(opts.windows);

	  const nodot = opts.dot ? NO_DOTS : NO_DOT;
	  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
	  const capture = opts.capture ? '' : '?:';
	  const state = { negated: false, prefix: '' };
	  let star = opts.bash === true ? '.*?' : STAR;

	  if (opts.capture) {
	    star = `(${star})`;
	  }

	  const globstar = opts => {
	    if (opts.noglobstar === true) return star;
	    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
	  };

	  const create = str => {
	    switch (str) {
	      case '*':
	        return `${nodot}${ONE_CHAR}${star}`;

	      case '.*':
	        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

	      case '*.*':
	        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

	      case '*/*':
	        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

	      case '**':
	        return nodot + globstar(opts);

	      case '**/*':
	        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

	      case '**/*.*':
	        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

	      case '**/.*':
	        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

	      default: {
	        const match = /^(.*?)\.(\w+)$/.exec(str);
	        if (!match) return;

	        const source = create(match[1]);
	        if (!source) return;

	        return source + DOT_LITERAL + match[2];
	      }
	    }
	  };

	  const output = utils.removePrefix(input, state);
	  let source = create(output);

	  if (source && opts.strictSlashes !== true) {
	    source += `${SLASH_LITERAL}?`;
	  }

	  return source;
	};

	parse_1 = parse;
	return parse_1;
}

var picomatch_1$1;
var hasRequiredPicomatch$1;

function requirePicomatch$1 () {
	if (hasRequiredPicomatch$1) return picomatch_1$1;
	hasRequiredPicomatch$1 = 1;

	const scan = /*@__PURE__*/ requireScan();
	const parse = /*@__PURE__*/ requireParse();
	const utils = /*@__PURE__*/ requireUtils();
	const constants = /*@__PURE__*/ requireConstants();
	const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

	/**
	 * Creates a matcher function from one or more glob patterns. The
	 * returned function takes a string to match as its first argument,
	 * and returns true if the string is a match. The returned matcher
	 * function also takes a boolean as the second argument that, when true,
	 * returns an object with additional information.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch(glob[, options]);
	 *
	 * const isMatch = picomatch('*.!(*a)');
	 * console.log(isMatch('a.a')); //=> false
	 * console.log(isMatch('a.b')); //=> true
	 *
	 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
	 * const picomatch = require('picomatch/posix');
	 * // the same API, defaulting to posix paths
	 * const isMatch = picomatch('a/*');
	 * console.log(isMatch('a\\b')); //=> false
	 * console.log(isMatch('a/b')); //=> true
	 *
	 * // you can still configure the matcher function to accept windows paths
	 * const isMatch = picomatch('a/*', { options: windows });
	 * console.log(isMatch('a\\b')); //=> true
	 * console.log(isMatch('a/b')); //=> true
	 * ```
	 * @name picomatch
	 * @param {String|Array} `globs` One or more glob patterns.
	 * @param {Object=} `options`
	 * @return {Function=} Returns a matcher function.
	 * @api public
	 */

	const picomatch = (glob, options, returnState = false) => {
	  if (Array.isArray(glob)) {
	    const fns = glob.map(input => picomatch(input, options, returnState));
	    const arrayMatcher = str => {
	      for (const isMatch of fns) {
	        const state = isMatch(str);
	        if (state) return state;
	      }
	      return false;
	    };
	    return arrayMatcher;
	  }

	  const isState = isObject(glob) && glob.tokens && glob.input;

	  if (glob === '' || (typeof glob !== 'string' && !isState)) {
	    throw new TypeError('Expected pattern to be a non-empty string');
	  }

	  const opts = options || {};
	  const posix = opts.windows;
	  const regex = isState
	    ? picomatch.compileRe(glob, options)
	    : picomatch.makeRe(glob, options, false, true);

	  const state = regex.state;
	  delete regex.state;

	  let isIgnored = () => false;
	  if (opts.ignore) {
	    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
	    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
	  }

	  const matcher = (input, returnObject = false) => {
	    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
	    const result = { glob, state, regex, posix, input, output, match, isMatch };

	    if (typeof opts.onResult === 'function') {
	      opts.onResult(result);
	    }

	    if (isMatch === false) {
	      result.isMatch = false;
	      return returnObject ? result : false;
	    }

	    if (isIgnored(input)) {
	      if (typeof opts.onIgnore === 'function') {
	        opts.onIgnore(result);
	      }
	      result.isMatch = false;
	      return returnObject ? result : false;
	    }

	    if (typeof opts.onMatch === 'function') {
	      opts.onMatch(result);
	    }
	    return returnObject ? result : true;
	  };

	  if (returnState) {
	    matcher.state = state;
	  }

	  return matcher;
	};

	/**
	 * Test `input` with the given `regex`. This is used by the main
	 * `picomatch()` function to test the input string.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.test(input, regex[, options]);
	 *
	 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
	 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
	 * ```
	 * @param {String} `input` String to test.
	 * @param {RegExp} `regex`
	 * @return {Object} Returns an object with matching info.
	 * @api public
	 */

	picomatch.test = (input, regex, options, { glob, posix } = {}) => {
	  if (typeof input !== 'string') {
	    throw new TypeError('Expected input to be a string');
	  }

	  if (input === '') {
	    return { isMatch: false, output: '' };
	  }

	  const opts = options || {};
	  const format = opts.format || (posix ? utils.toPosixSlashes : null);
	  let match = input === glob;
	  let output = (match && format) ? format(input) : input;

	  if (match === false) {
	    output = format ? format(input) : input;
	    match = output === glob;
	  }

	  if (match === false || opts.capture === true) {
	    if (opts.matchBase === true || opts.basename === true) {
	      match = picomatch.matchBase(input, regex, options, posix);
	    } else {
	      match = regex.exec(output);
	    }
	  }

	  return { isMatch: Boolean(match), match, output };
	};

	/**
	 * Match the basename of a filepath.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.matchBase(input, glob[, options]);
	 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
	 * ```
	 * @param {String} `input` String to test.
	 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
	 * @return {Boolean}
	 * @api public
	 */

	picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
	  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
	  return regex.test(utils.basename(input, { windows: posix }));
	};

	/**
	 * Returns true if **any** of the given glob `patterns` match the specified `string`.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.isMatch(string, patterns[, options]);
	 *
	 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
	 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
	 * ```
	 * @param {String|Array} str The string to test.
	 * @param {String|Array} patterns One or more glob patterns to use for matching.
	 * @param {Object} [options] See available [options](#options).
	 * @return {Boolean} Returns true if any patterns match `str`
	 * @api public
	 */

	picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

	/**
	 * Parse a glob pattern to create the source string for a regular
	 * expression.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * const result = picomatch.parse(pattern[, options]);
	 * ```
	 * @param {String} `pattern`
	 * @param {Object} `options`
	 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
	 * @api public
	 */

	picomatch.parse = (pattern, options) => {
	  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
	  return parse(pattern, { ...options, fastpaths: false });
	};

	/**
	 * Scan a glob pattern to separate the pattern into segments.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.scan(input[, options]);
	 *
	 * const result = picomatch.scan('!./foo/*.js');
	 * console.log(result);
	 * { prefix: '!./',
	 *   input: '!./foo/*.js',
	 *   start: 3,
	 *   base: 'foo',
	 *   glob: '*.js',
	 *   isBrace: false,
	 *   isBracket: false,
	 *   isGlob: true,
	 *   isExtglob: false,
	 *   isGlobstar: false,
	 *   negated: true }
	 * ```
	 * @param {String} `input` Glob pattern to scan.
	 * @param {Object} `options`
	 * @return {Object} Returns an object with
	 * @api public
	 */

	picomatch.scan = (input, options) => scan(input, options);

	/**
	 * Compile a regular expression from the `state` object returned by the
	 * [parse()](#parse) method.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * const state = picomatch.parse('*.js');
	 * // picomatch.compileRe(state[, options]);
	 *
	 * console.log(picomatch.compileRe(state));
	 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
	 * ```
	 * @param {Object} `state`
	 * @param {Object} `options`
	 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
	 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
	 * @return {RegExp}
	 * @api public
	 */

	picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
	  if (returnOutput === true) {
	    return state.output;
	  }

	  const opts = options || {};
	  const prepend = opts.contains ? '' : '^';
	  const append = opts.contains ? '' : '$';

	  let source = `${prepend}(?:${state.output})${append}`;
	  if (state && state.negated === true) {
	    source = `^(?!${source}).*$`;
	  }

	  const regex = picomatch.toRegex(source, options);
	  if (returnState === true) {
	    regex.state = state;
	  }

	  return regex;
	};

	/**
	 * Create a regular expression from a parsed glob pattern.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.makeRe(state[, options]);
	 *
	 * const result = picomatch.makeRe('*.js');
	 * console.log(result);
	 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
	 * ```
	 * @param {String} `state` The object returned from the `.parse` method.
	 * @param {Object} `options`
	 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
	 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
	 * @return {RegExp} Returns a regex created from the given pattern.
	 * @api public
	 */

	picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
	  if (!input || typeof input !== 'string') {
	    throw new TypeError('Expected a non-empty string');
	  }

	  let parsed = { negated: false, fastpaths: true };

	  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
	    parsed.output = parse.fastpaths(input, options);
	  }

	  if (!parsed.output) {
	    parsed = parse(input, options);
	  }

	  return picomatch.compileRe(parsed, options, returnOutput, returnState);
	};

	/**
	 * Create a regular expression from the given regex source string.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.toRegex(source[, options]);
	 *
	 * const { output } = picomatch.parse('*.js');
	 * console.log(picomatch.toRegex(output));
	 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
	 * ```
	 * @param {String} `source` Regular expression source string.
	 * @param {Object} `options`
	 * @return {RegExp}
	 * @api public
	 */

	picomatch.toRegex = (source, options) => {
	  try {
	    const opts = options || {};
	    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
	  } catch (err) {
	    if (options && options.debug === true) throw err;
	    return /$^/;
	  }
	};

	/**
	 * Picomatch constants.
	 * @return {Object}
	 */

	picomatch.constants = constants;

	/**
	 * Expose "picomatch"
	 */

	picomatch_1$1 = picomatch;
	return picomatch_1$1;
}

var picomatch_1;
var hasRequiredPicomatch;

function requirePicomatch () {
	if (hasRequiredPicomatch) return picomatch_1;
	hasRequiredPicomatch = 1;

	const pico = /*@__PURE__*/ requirePicomatch$1();
	const utils = /*@__PURE__*/ requireUtils();

	function picomatch(glob, options, returnState = false) {
	  // default to os.platform()
	  if (options && (options.windows === null || options.windows === undefined)) {
	    // don't mutate the original options object
	    options = { ...options, windows: utils.isWindows() };
	  }

	  return pico(glob, options, returnState);
	}

	Object.assign(picomatch, pico);
	picomatch_1 = picomatch;
	return picomatch_1;
}

var picomatchExports = /*@__PURE__*/ requirePicomatch();
var picomatch = /*@__PURE__*/getDefaultExportFromCjs(picomatchExports);

/** YAML and JSON files, and `Kustomization` (kustomize's extension-less kustomization file). */
const DEFAULT_INCLUDE = ['**/*.{yaml,yml,json}', '**/Kustomization'];
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Git's own folder: never manifests. */
const ALWAYS_EXCLUDE = ['**/.git/**', '.git/**'];
/**
 * Left out by default, but reported: a manifest under `node_modules/` is one kubectl apply -R
 * would apply, so each is a skipped-file finding (input/skipped-file), never a silent exclude.
 */
const DEFAULT_EXCLUDE = ['**/node_modules/**', 'node_modules/**'];
/**
 * `picomatch(globs, options)` as a plain test: a path matches when it is one of the globs or a
 * glob's regular expression matches it — what picomatch's matcher decides, without the state and
 * result objects it builds per call (6,000 paths: ~10 ms of a run). Windows paths go to picomatch
 * itself (it turns backslashes into slashes there).
 */
function globTest(globs, options) {
    if (process.platform === 'win32')
        return picomatch([...globs], options);
    const regexes = globs.map((g) => picomatch.makeRe(g, options));
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
        const path = raw.replace(CONTROL, '_');
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
    const fd = openSync(full, constants$1.O_RDONLY);
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
    return { label: dir, kind: 'dir', files: files.sort(byPath), skipped: skipped.sort(byPath) };
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
            accessSync(p, constants$1.X_OK);
            if (statSync(p).isFile())
                return p;
        }
        catch {
            // not here
        }
    }
    return undefined;
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
    return { wanted, skipped };
}
/** A revision's snapshot from its listing and the decoded blobs. */
function snapshotOf(repo, rev, listed, decoded) {
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
    return { label: rev, kind: 'git', files: files.sort(byPath), skipped: skipped.sort(byPath) };
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
    return revs.map((rev, i) => snapshotOf(repo, rev, listed[i], decoded));
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
        evaluation = import('./cli-evaluation.js').then(function (n) { return n.p; });
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
        import('./cli-load.js'),
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
    const facts = {
        acks: options.acks,
        labels: options.labels,
        today: options.today ?? todayUtc(),
        ...(strimziReleases ? { strimziReleases } : {}),
        ...(clusterState ? { clusterState } : {}),
    };
    const engines = await loadEngines(base, head);
    const units = await unitEngines(config, base, head);
    const result = evaluateSnapshots(base, head, config, facts, engines, units);
    const configChange = await configChangeOf(options, head, (c) => evaluateSnapshots(base, head, c, facts, engines, units), reads);
    return { ...result, sides: headerLabels(options), ...(configChange ? { configChange } : {}) };
}
/** The sides as the report header names them: the given labels, else the revisions with SHAs shortened. */
function headerLabels(options) {
    const short = (side) => 'dir' in side ? side.dir : /^[0-9a-f]{40,64}$/.test(side.rev) ? side.rev.slice(0, 7) : side.rev;
    return options.sideLabels ?? { base: short(options.base), head: short(options.head) };
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
            return renderSarif(result, (await import('./cli-evaluation.js').then(function (n) { return n.o; })).registry, VERSION);
        default:
            return renderText(result, { color, verbose: options.verbose === true });
    }
}
/** Runs the CLI; returns the exit status (0 pass, 1 gate failed, 2 usage or tool error). */
async function runCli(argv) {
    try {
        if (argv[0] === 'plan') {
            const { runPlanCommand } = await import('./cli-evaluation.js').then(function (n) { return n.q; });
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
            process.stdout.write(guardForActions(report));
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

export { UsageError as U, childProcess as a, withCauses as b, crypto$1 as c, byPath as d, defaultConfig as e, fsPromises as f, git as g, cliMain as h, onPath as o, picomatch as p, workerThreads as w };
