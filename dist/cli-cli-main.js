import { stat, readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import { readdirSync, lstatSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join as join$1, resolve, dirname, basename } from 'node:path';
import { spawn } from 'node:child_process';
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

function oneOf(name, value, allowed, dflt) {
    if (value === undefined)
        return dflt;
    if (allowed.includes(value))
        return value;
    throw new UsageError(`--${name} ${value}: must be one of ${allowed.join(', ')}`);
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
            },
        });
    }
    catch (err) {
        throw new UsageError(err.message, 'Run upgrade-gate --help for the options.');
    }
    const v = parsed.values;
    if (!v.base || !v.head)
        throw new UsageError('--base and --head are required', 'Example: upgrade-gate --base origin/main --head HEAD');
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
        base: v.base,
        head: v.head,
        repo: v.repo ?? '.',
        configPath: v.config,
        configFrom,
        format: oneOf('format', v.format, ['text', 'json', 'markdown', 'sarif'], 'text'),
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
    if (f.waived)
        out.waived = f.waived;
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
    if (result.plan)
        report.plan = result.plan;
    return `${JSON.stringify(report, null, 2)}\n`;
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

/** GitHub refuses a job summary over 1 MiB; stay under it with room for the closing note. */
const SUMMARY_LIMIT = 1_000_000;
const HEADLINE = {
    pass: '✅ upgrade-gate passed',
    warn: '⚠️ upgrade-gate passed with warnings',
    fail: '❌ upgrade-gate failed',
};
const ICON = { pass: '✅', warn: '⚠️', fail: '❌', skipped: '⏭️' };
/** Text safe inside markdown and tables: HTML and pipes escaped, newlines folded. */
function escapeMd(s) {
    return s
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\|/g, '\\|')
        .replace(/\r?\n/g, '<br>');
}
const code = (s) => `<code>${escapeMd(s)}</code>`;
function findingLine(f) {
    const at = f.file ? code(`${f.file}${f.line ? `:${f.line}` : ''}`) : '';
    const what = [f.object ? code(f.object) : '', f.path ? code(f.path) : ''].filter(Boolean).join(' ');
    const mark = f.waived ? `~~waived~~ (${escapeMd(f.waived.reason)}) ` : f.severity === 'notice' ? 'ℹ️ ' : '';
    return `- ${mark}${[at, what].filter(Boolean).join(' ')}${at || what ? ': ' : ''}${escapeMd(f.message)}`;
}
function ruleRow(r) {
    return `| ${ICON[r.status]} ${r.status} | \`${r.id}\` | ${escapeMd(r.title)} | ${r.status === 'skipped' ? escapeMd(r.reason ?? '') : r.findings} |`;
}
/** The verdict, the rules that did not pass and the upgrade plan. */
function headLines(result) {
    const head = [
        `## ${HEADLINE[result.result]}`,
        '',
        `\`${escapeMd(result.base)}\` → \`${escapeMd(result.head)}\`: ${summaryLine(result)}.`,
        '',
    ];
    const notPassing = result.rules.filter((r) => r.status === 'fail' || r.status === 'warn');
    if (notPassing.length)
        head.push('| Status | Rule | | Findings |', '|---|---|---|---|', ...notPassing.map(ruleRow), '');
    if (result.plan) {
        head.push(`### ${escapeMd(result.plan.title)}`, '', ...result.plan.steps.map((s, i) => `${i + 1}. ${escapeMd(s)}`), '');
        if (result.plan.mermaid)
            head.push('```mermaid', result.plan.mermaid, '```', '');
    }
    return head;
}
/** The passing and skipped rules, folded. */
function tailLines(result) {
    const tail = [];
    const folded = (title, rules) => {
        if (!rules.length)
            return;
        tail.push(`<details><summary>${title} (${rules.length})</summary>`, '', '| Status | Rule | | Findings |', '|---|---|---|---|', ...rules.map(ruleRow), '', '</details>', '');
    };
    folded('Passing rules', result.rules.filter((r) => r.status === 'pass'));
    folded('Skipped rules', result.rules.filter((r) => r.status === 'skipped'));
    return tail;
}
/** Findings by rule, as many as fit in `max` bytes once `used` are spent; then how many were left out. */
function findingLines(result, used, max, rest) {
    const byRule = new Map();
    for (const f of result.findings) {
        const list = byRule.get(f.rule) ?? [];
        list.push(f);
        byRule.set(f.rule, list);
    }
    const enc = new TextEncoder();
    const body = [];
    let left = 0;
    for (const [rule, list] of byRule) {
        const header = `### \`${rule}\``;
        let headerAdded = false;
        for (const f of list) {
            const line = findingLine(f);
            const cost = enc.encode(line).length + 1 + (headerAdded ? 0 : header.length + 3);
            if (left || used + cost > max) {
                left++;
                continue;
            }
            if (!headerAdded) {
                body.push(header, '');
                headerAdded = true;
            }
            body.push(line);
            used += cost;
        }
        if (headerAdded)
            body.push('');
    }
    if (left)
        body.push(`> ${left} more finding${left === 1 ? '' : 's'} left out to stay under GitHub's size limit: see ${rest ?? 'the JSON report (`report-json`)'} for all of them.`, '');
    return body;
}
/** The job summary: verdict, the rules that did not pass, findings by rule, the rest folded. */
function renderMarkdown(result, opts) {
    const head = headLines(result);
    const tail = tailLines(result);
    const used = new TextEncoder().encode(head.join('\n') + tail.join('\n')).length + 400;
    const body = findingLines(result, used, opts.maxBytes ?? SUMMARY_LIMIT, opts.rest);
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
        const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
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

const ANSI = {
    red: '\x1b[31m',
    yellow: '\x1b[33m',
    green: '\x1b[32m',
    dim: '\x1b[2m',
    bold: '\x1b[1m',
    reset: '\x1b[0m',
};
const where = (f) => (f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : '(no file)');
/** The terminal report; colour only when asked (the CLI asks on a TTY without NO_COLOR). */
function renderText(result, opts) {
    const paint = (c, s) => (opts.color ? `${ANSI[c]}${s}${ANSI.reset}` : s);
    const verdictColour = result.result === 'fail' ? 'red' : result.result === 'warn' ? 'yellow' : 'green';
    const out = [
        `${paint('bold', 'upgrade-gate')} ${result.base} → ${result.head}: ${paint(verdictColour, VERDICT_WORD[result.result])} (${summaryLine(result)})`,
        '',
    ];
    const label = {
        fail: paint('red', 'fail  '),
        warn: paint('yellow', 'warn  '),
        notice: paint('dim', 'notice'),
    };
    for (const f of result.findings) {
        const tag = f.waived ? paint('dim', 'waived') : label[f.severity];
        out.push(`${tag} ${where(f)}  ${paint('bold', f.rule)}${f.object ? `  ${f.object}` : ''}${f.path ? `  ${f.path}` : ''}`);
        for (const line of f.message.split('\n'))
            out.push(`       ${line}`);
        if (f.waived)
            out.push(paint('dim', `       waived: ${f.waived.reason}${f.waived.expires ? ` (until ${f.waived.expires})` : ''}`));
    }
    if (result.findings.length)
        out.push('');
    if (result.plan) {
        out.push(paint('bold', result.plan.title));
        result.plan.steps.forEach((s, i) => out.push(`  ${i + 1}. ${s}`));
        out.push('');
    }
    out.push(paint('bold', 'Rules'));
    const width = Math.max(...result.rules.map((r) => r.id.length), 10);
    for (const r of result.rules) {
        const st = r.status === 'fail'
            ? paint('red', 'fail')
            : r.status === 'warn'
                ? paint('yellow', 'warn')
                : r.status === 'pass'
                    ? paint('green', 'pass')
                    : paint('dim', 'skip');
        const extra = r.status === 'skipped'
            ? paint('dim', r.reason ?? '')
            : r.findings
                ? `${r.findings} finding${r.findings === 1 ? '' : 's'}`
                : '';
        out.push(`  ${st}  ${r.id.padEnd(width)}  ${extra}`.trimEnd());
    }
    out.push('', `${summaryLine(result)}.`);
    return `${out.join('\n')}\n`;
}

/** A plain object (not null, not an array): what a YAML or JSON mapping constructs to. */
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
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

const strs = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
function isCrd(obj) {
    return obj.kind === 'CustomResourceDefinition' && obj.group === 'apiextensions.k8s.io';
}
/** Reads a CRD (apiextensions v1, and v1beta1's `spec.validation` / `spec.version`). */
function readCrd(obj) {
    const spec = asRecord(obj.value.spec);
    const top = asRecord(spec.validation).openAPIV3Schema;
    let versions = (Array.isArray(spec.versions) ? spec.versions : []).map((raw, index) => {
        const v = asRecord(raw);
        const own = asRecord(v.schema).openAPIV3Schema;
        return {
            name: String(v.name ?? ''),
            index,
            served: v.served !== false,
            storage: v.storage === true,
            deprecated: v.deprecated === true,
            schema: own ?? top,
            schemaPath: own
                ? ['spec', 'versions', index, 'schema', 'openAPIV3Schema']
                : ['spec', 'validation', 'openAPIV3Schema'],
            subresources: asRecord(v.subresources ?? spec.subresources),
            printerColumns: (Array.isArray(v.additionalPrinterColumns)
                ? v.additionalPrinterColumns
                : Array.isArray(spec.additionalPrinterColumns)
                    ? spec.additionalPrinterColumns
                    : []).map(asRecord),
        };
    });
    if (versions.length === 0 && typeof spec.version === 'string') {
        versions = [
            {
                name: spec.version,
                index: 0,
                served: true,
                storage: true,
                deprecated: false,
                schema: top,
                schemaPath: ['spec', 'validation', 'openAPIV3Schema'],
                subresources: asRecord(spec.subresources),
                printerColumns: [],
            },
        ];
    }
    return {
        obj,
        name: obj.name,
        group: String(spec.group ?? ''),
        scope: String(spec.scope ?? 'Namespaced'),
        names: asRecord(spec.names),
        versions,
        conversion: asRecord(spec.conversion),
        storedVersions: strs(asRecord(obj.value.status).storedVersions),
    };
}
/** `None` when unset, as the API server defaults it. */
function conversionStrategy(crd) {
    return typeof crd.conversion.strategy === 'string' ? crd.conversion.strategy : 'None';
}

const ROOT_KEYS = new Set(['apiVersion', 'kind', 'metadata']);
/**
 * Fields the API server would silently drop: not in the schema and not under
 * `x-kubernetes-preserve-unknown-fields` (or an `additionalProperties` map).
 */
function prunedFields(value, schema) {
    const out = [];
    const walk = (v, s, path, root) => {
        if (!s || s['x-kubernetes-preserve-unknown-fields'] === true)
            return;
        if (Array.isArray(v)) {
            const items = s.items;
            v.forEach((x, i) => walk(x, items, [...path, i], false));
            return;
        }
        if (!isRecord(v))
            return;
        const props = (s.properties ?? {});
        const extra = s.additionalProperties;
        const embedded = s['x-kubernetes-embedded-resource'] === true;
        for (const [k, child] of Object.entries(v)) {
            if ((root || embedded) && ROOT_KEYS.has(k))
                continue;
            if (k in props)
                walk(child, props[k], [...path, k], false);
            else if (isRecord(extra))
                walk(child, extra, [...path, k], false);
            else if (extra !== true) {
                out.push({
                    kind: 'pruned',
                    path: [...path, k],
                    message: `unknown field "${k}": the API server would prune it (silently drop its value)`,
                });
            }
        }
    };
    walk(value, schema, [], true);
    return out;
}

/** Structural equality of JSON-like values, without allocating (the schema diff's hot path). */
function deepEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length)
            return false;
        for (let i = 0; i < a.length; i++)
            if (!deepEqual(a[i], b[i]))
                return false;
        return true;
    }
    if (Array.isArray(b))
        return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length)
        return false;
    for (const k of ka) {
        if (!Object.prototype.hasOwnProperty.call(b, k))
            return false;
        if (!deepEqual(a[k], b[k]))
            return false;
    }
    return true;
}

/** Checks for the formats the API server validates; any other format is ignored, as it does. */
const RE = {
    date: /^\d{4}-\d{2}-\d{2}$/,
    dateTime: /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/,
    uuid: /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/,
    hostname: /^(?=.{1,253}$)[a-zA-Z0-9]([-a-zA-Z0-9]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([-a-zA-Z0-9]{0,61}[a-zA-Z0-9])?)*$/,
    ipv4: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^(?=.*:)[0-9a-fA-F:.]{2,45}$/,
    cidr: /^(?:(?:\d{1,3}\.){3}\d{1,3}\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/,
    mac: /^(?:[0-9a-fA-F]{2}[:-]){5}[0-9a-fA-F]{2}$/,
    uri: /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]*$/,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    byte: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
    duration: /^(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$|^0$/,
};
const STRING_FORMATS$1 = {
    date: RE.date,
    'date-time': RE.dateTime,
    uuid: RE.uuid,
    hostname: RE.hostname,
    ipv4: RE.ipv4,
    ipv6: RE.ipv6,
    cidr: RE.cidr,
    mac: RE.mac,
    uri: RE.uri,
    email: RE.email,
    byte: RE.byte,
    duration: RE.duration,
};
/** Whether a value satisfies a format; true for formats the API server does not check. */
function formatOk(format, v) {
    if (typeof v === 'number') {
        if (format === 'int32')
            return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;
        if (format === 'int64')
            return Number.isInteger(v);
        return true;
    }
    if (typeof v !== 'string')
        return true;
    const re = STRING_FORMATS$1[format];
    return re ? re.test(v) : true;
}

const DNS_SUBDOMAIN = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$';
const LABEL_VALUE = '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$';
/** ObjectMeta as the API server checks it on create (the parts manifests set). */
const OBJECT_META = {
    type: 'object',
    properties: {
        name: { type: 'string', maxLength: 253, pattern: DNS_SUBDOMAIN },
        generateName: { type: 'string' },
        namespace: { type: 'string', maxLength: 63, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$' },
        labels: { type: 'object', additionalProperties: { type: 'string', maxLength: 63, pattern: LABEL_VALUE } },
        annotations: { type: 'object', additionalProperties: { type: 'string' } },
        finalizers: { type: 'array', items: { type: 'string' } },
    },
};

/**
 * A nested quantifier (`(a+)+`, `(\w*)*`) backtracks exponentially in JavaScript's engine, while the
 * API server's RE2 runs it in linear time: such a pattern from a PR is not run.
 */
const BACKTRACKS = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/;
const num$1 = (v) => (typeof v === 'number' ? v : undefined);
function typeOf(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    if (typeof v === 'number')
        return Number.isInteger(v) ? 'integer' : 'number';
    return typeof v;
}
const show$1 = (v) => (isRecord(v) ? 'an object' : Array.isArray(v) ? 'a list' : JSON.stringify(v));
const regexCache = new Map();
function regex(p) {
    if (!regexCache.has(p)) {
        try {
            regexCache.set(p, new RegExp(p, 'u'));
        }
        catch {
            regexCache.set(p, null);
        }
    }
    return regexCache.get(p);
}
function typeMatches(type, v) {
    switch (type) {
        case 'object':
            return isRecord(v);
        case 'array':
            return Array.isArray(v);
        case 'integer':
            return typeof v === 'number' && Number.isInteger(v);
        case 'number':
            return typeof v === 'number';
        default:
            return typeof v === type;
    }
}
/**
 * Validates a value against a structural schema the way the API server does on create — type,
 * enum, bounds, lengths, pattern, format, required, list uniqueness and composition — without
 * generating code from the (untrusted) schema. Messages read like `must be >= 1, got 0`.
 */
function validateStructural(value, schema, root = true) {
    const out = [];
    check$1(value, root ? withMeta(schema) : schema, [], out);
    return out;
}
function withMeta(s) {
    return { ...s, properties: { ...(s.properties ?? {}), metadata: OBJECT_META } };
}
function check$1(v, s, path, out) {
    const add = (message, at = path) => out.push({ path: at, message });
    if (v === null) {
        if (s.nullable !== true && s.type !== undefined)
            add(`must be ${String(s.type)}, got null`);
        return;
    }
    if (s['x-kubernetes-int-or-string'] === true) {
        if (!(typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v)))) {
            add(`must be an integer or a string, got ${show$1(v)}`);
            return;
        }
    }
    else if (typeof s.type === 'string' && !typeMatches(s.type, v)) {
        add(`must be ${s.type}, got ${typeOf(v)} ${show$1(v)}`);
        return;
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => deepEqual(e, v)))
        add(`must be one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}, got ${show$1(v)}`);
    if (typeof s.format === 'string' && !formatOk(s.format, v))
        add(`must be a valid ${s.format}, got ${show$1(v)}`);
    if (typeof v === 'string')
        strings(v, s, add, (message) => out.push({ path, message, unchecked: true }));
    else if (typeof v === 'number')
        numbers(v, s, add);
    else if (Array.isArray(v))
        arrays(v, s, path, out, add);
    else if (isRecord(v))
        objects(v, s, path, out, add);
    composition(v, s, path, out, add);
}
function strings(v, s, add, unchecked) {
    const len = [...v].length;
    const min = num$1(s.minLength);
    const max = num$1(s.maxLength);
    if (min !== undefined && len < min)
        add(`must be at least ${min} characters, got ${len}`);
    if (max !== undefined && len > max)
        add(`must be at most ${max} characters, got ${len}`);
    if (typeof s.pattern === 'string') {
        if (BACKTRACKS.test(s.pattern)) {
            unchecked(`pattern ${s.pattern} has a nested quantifier, which could run for minutes outside RE2; not checked`);
            return;
        }
        const re = regex(s.pattern);
        if (re && !re.test(v))
            add(`must match pattern ${s.pattern}, got ${show$1(v)}`);
    }
}
function numbers(v, s, add) {
    const min = num$1(s.minimum);
    const max = num$1(s.maximum);
    if (min !== undefined && (s.exclusiveMinimum === true ? v <= min : v < min))
        add(`must be ${s.exclusiveMinimum === true ? '>' : '>='} ${min}, got ${v}`);
    if (max !== undefined && (s.exclusiveMaximum === true ? v >= max : v > max))
        add(`must be ${s.exclusiveMaximum === true ? '<' : '<='} ${max}, got ${v}`);
    const m = num$1(s.multipleOf);
    if (m && Math.abs(v / m - Math.round(v / m)) > 1e-9)
        add(`must be a multiple of ${m}, got ${v}`);
}
function arrays(v, s, path, out, add) {
    const min = num$1(s.minItems);
    const max = num$1(s.maxItems);
    if (min !== undefined && v.length < min)
        add(`must have at least ${min} items, got ${v.length}`);
    if (max !== undefined && v.length > max)
        add(`must have at most ${max} items, got ${v.length}`);
    const listType = s['x-kubernetes-list-type'];
    const keys = Array.isArray(s['x-kubernetes-list-map-keys'])
        ? s['x-kubernetes-list-map-keys']
        : [];
    if (s.uniqueItems === true || listType === 'set' || listType === 'map') {
        const seen = new Map();
        v.forEach((x, i) => {
            const k = listType === 'map' && isRecord(x) ? JSON.stringify(keys.map((key) => x[key])) : JSON.stringify(x);
            const first = seen.get(k);
            if (first !== undefined)
                add(`duplicate ${listType === 'map' ? `entry for key ${keys.join(', ')}` : 'item'} (same as item ${first})`, [...path, i]);
            else
                seen.set(k, i);
        });
    }
    if (isRecord(s.items))
        v.forEach((x, i) => check$1(x, s.items, [...path, i], out));
}
function objects(v, s, path, out, add) {
    for (const r of Array.isArray(s.required) ? s.required : []) {
        if (!Object.prototype.hasOwnProperty.call(v, r))
            add(`required field ${r} is missing`, [...path, r]);
    }
    const n = Object.keys(v).length;
    const min = num$1(s.minProperties);
    const max = num$1(s.maxProperties);
    if (min !== undefined && n < min)
        add(`must have at least ${min} fields, got ${n}`);
    if (max !== undefined && n > max)
        add(`must have at most ${max} fields, got ${n}`);
    const props = isRecord(s.properties) ? s.properties : {};
    const extra = isRecord(s.additionalProperties) ? s.additionalProperties : undefined;
    for (const [k, x] of Object.entries(v)) {
        const child = Object.prototype.hasOwnProperty.call(props, k) ? props[k] : extra;
        if (child)
            check$1(x, child, [...path, k], out);
    }
}
function composition(v, s, path, out, add) {
    const ok = (sub) => {
        const tmp = [];
        check$1(v, sub, path, tmp);
        return tmp;
    };
    if (Array.isArray(s.allOf))
        for (const sub of s.allOf)
            out.push(...ok(sub));
    if (Array.isArray(s.anyOf) && !s.anyOf.some((sub) => ok(sub).length === 0))
        add('must match at least one of the anyOf alternatives');
    if (Array.isArray(s.oneOf)) {
        const passing = s.oneOf.filter((sub) => ok(sub).length === 0).length;
        if (passing !== 1)
            add(`must match exactly one of the oneOf alternatives, matches ${passing}`);
    }
    if (isRecord(s.not) && ok(s.not).length === 0)
        add('must not match the schema under not');
}

/** What the API server would say on create: schema, pruned fields and CEL rules, or no served version. */
function validateCustomResource(cr, crd, cel) {
    const version = crd.versions.find((v) => v.name === cr.version);
    if (!version || !version.served) {
        const served = crd.versions.filter((v) => v.served).map((v) => v.name);
        return [
            {
                kind: 'schema',
                path: ['apiVersion'],
                message: `${cr.apiVersion} is not served by CRD ${crd.name} (served: ${served.join(', ') || 'none'}): applying it fails with "no matches for kind"`,
            },
        ];
    }
    if (!version.schema)
        return [];
    const schema = validateStructural(cr.value, version.schema).map((p) => ({
        path: p.path,
        message: p.message,
        kind: p.unchecked ? 'unchecked' : 'schema',
    }));
    return [
        ...schema,
        ...prunedFields(cr.value, version.schema),
        ...(cel ? cel(cr.value, version.schema) : []),
    ];
}
/** CRDs of one side, by `group/kind`. */
function crdsByKind(crds) {
    const out = new Map();
    for (const c of crds)
        out.set(`${c.group}/${String(c.names.kind ?? '')}`, c);
    return out;
}

const keyOf = (group, kind) => `${group}/${kind}`;
/** A live object read as a manifest (no file, no positions: located by namespace/name). */
function asManifest(o, file) {
    const slash = o.apiVersion.lastIndexOf('/');
    return {
        ...o,
        version: o.apiVersion.slice(slash + 1),
        file,
        positions: new Map(),
        digest: '',
    };
}
/** Validates an object as if written in `version` of `crd`, each version once. */
function validator(obj, crd, ctx) {
    const seen = new Map();
    return (version) => {
        let got = seen.get(version);
        if (!got) {
            const apiVersion = `${crd?.group ?? obj.group}/${version}`;
            const as = { ...obj, version, apiVersion, value: { ...obj.value, apiVersion } };
            got =
                crd && crd.versions.some((v) => v.name === version && v.served)
                    ? validateCustomResource(as, crd, ctx.engines.cel).filter((p) => p.kind !== 'unchecked')
                    : [];
            seen.set(version, got);
        }
        return got;
    };
}
function check(obj, crd, ctx, where, live) {
    const problems = validateCustomResource(obj, crd, ctx.engines.cel).filter((p) => p.kind !== 'unchecked');
    const head = validator(obj, crd, ctx);
    const base = ctx.analyses.crdsByKind.base.get(keyOf(crd.group, String(crd.names.kind ?? '')));
    return { where, live, version: obj.version, problems, asVersion: head, onBase: validator(obj, base, ctx) };
}
/** The changed CRDs of the run (on the head side), by `group/kind`. */
function changedCrds(ctx) {
    const out = new Map();
    for (const p of ctx.analyses.crdPairs)
        if (p.head && p.pair.status !== 'unchanged')
            out.set(keyOf(p.head.group, String(p.head.names.kind ?? '')), p.head);
    return out;
}
function checkedObjects(ctx) {
    const changed = changedCrds(ctx);
    const out = new Map();
    const push = (crd, o) => out.set(crd.name, [...(out.get(crd.name) ?? []), o]);
    if (!changed.size)
        return out;
    for (const obj of ctx.head.objects) {
        const crd = isCrd(obj) ? undefined : changed.get(keyOf(obj.group, obj.kind));
        if (crd)
            push(crd, check(obj, crd, ctx, `${obj.file}:${obj.line}`, false));
    }
    const state = ctx.facts.clusterState;
    for (const o of state?.objects ?? []) {
        const crd = changed.get(keyOf(o.group, o.kind));
        if (!crd)
            continue;
        const name = o.namespace ? `${o.namespace}/${o.name}` : o.name;
        push(crd, check(asManifest(o, state.file), crd, ctx, `live ${o.kind} ${name}`, true));
    }
    return out;
}
function crdStance(ctx) {
    const set = ctx.config.crd.stance;
    if (set)
        return { stance: set, why: 'set in the config' };
    if (ctx.facts.clusterState)
        return { stance: 'consumer', why: 'a cluster state was given' };
    const inRepo = [...ctx.analyses.crdObjects.values()].flat().filter((o) => !o.live).length;
    if (inRepo)
        return { stance: 'consumer', why: 'the repo holds custom resources of the changed CRDs' };
    return { stance: 'author', why: 'no custom resource of a changed CRD in the repo, no cluster state' };
}
/** The field of a change as path segments (`^.spec.a[*].b.*` → spec, a, [*], b, *). */
const segments = (field) => field
    .replace(/^\^\.?/, '')
    .split(/\.|(?=\[\*\])/)
    .filter(Boolean);
/** Whether a problem at `path` is at or under the changed field (`[*]` and `*` match any item or key). */
function under$1(path, field) {
    const want = segments(field);
    if (path.length < want.length)
        return false;
    return want.every((w, i) => {
        const got = path[i];
        if (w === '[*]')
            return typeof got === 'number';
        return w === '*' ? typeof got === 'string' : got === w;
    });
}
function judgeOnObjects(ctx, p, c) {
    const all = p.head ? (ctx.analyses.crdObjects.get(p.head.name) ?? []) : [];
    // With conversion None an object is stored and served unchanged whatever version it was written
    // in (even one no longer served): each one meets the changed version's schema on its next
    // update. Otherwise only the objects written in that version are judged.
    const unchanged = p.head ? conversionStrategy(p.head) === 'None' : false;
    const checked = all.filter((o) => o.version === c.version || unchanged);
    // A violation the change causes: under the changed field, and not one the base schema had too.
    const sig = (pr) => `${pr.path.join('\u0000')}\u0001${pr.message}`;
    const violators = checked.filter((o) => {
        const mine = o.asVersion(c.version).filter((pr) => under$1(pr.path, c.field));
        if (!mine.length)
            return false;
        const before = new Set(o.onBase(c.version).map(sig));
        return mine.some((pr) => !before.has(sig(pr)));
    });
    return { violators, checked, stance: ctx.analyses.crdStance };
}
const LISTED = 5;
/** `a.yaml:3, live Kafka ns/x and 4 more`. */
function listObjects(objs) {
    const shown = objs.slice(0, LISTED).map((o) => o.where);
    return `${shown.join(', ')}${objs.length > LISTED ? ` and ${objs.length - LISTED} more` : ''}`;
}
/** Where the checked objects came from, in words. */
function checkedWhere(objs) {
    const live = objs.filter((o) => o.live).length;
    const tree = objs.length - live;
    return [tree ? `${tree} in the head tree` : '', live ? `${live} live` : ''].filter(Boolean).join(' and ');
}

/** `v1beta2 ^.spec.foo`, the path users see. */
const showPath$1 = (c) => `${c.version} ${c.field}`;
/** A short, readable rendering of a schema value for messages. */
function show(v) {
    if (v === undefined)
        return '(none)';
    const s = JSON.stringify(v);
    return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

const isNode = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const PRESERVE = 'x-kubernetes-preserve-unknown-fields';
/** Records a change of `keyword` at `at`; `onHead` false points the head path at the node (the keyword is gone). */
function add(w, at, keyword, change, onHead = true) {
    w.out.push({
        version: w.version,
        field: at.field,
        keyword,
        basePath: [...at.base, keyword],
        headPath: onHead ? [...at.head, keyword] : at.head,
        ...change,
    });
}
/** Keywords judged only as "changed" (whole value compared), at `level`. */
function wholeValue(keywords, kind, level) {
    return {
        keywords,
        compare(w, b, h, at) {
            for (const k of keywords) {
                if (!deepEqual(b[k], h[k]))
                    add(w, at, k, { kind, old: b[k], new: h[k], level, detail: `${k} changed` }, h[k] !== undefined);
            }
        },
    };
}

/*!
* re2js
* RE2JS is the JavaScript port of RE2, a regular expression engine that provides linear time matching
*
* @version v2.10.0
* @author Oleksii Vasyliev
* @homepage https://github.com/le0pard/re2js#readme
* @repository [object Object]
* @license MIT
*/
// src/RE2Flags.js
var RE2Flags = class RE2Flags {
	static FOLD_CASE = 1;
	static LITERAL = 2;
	static CLASS_NL = 4;
	static DOT_NL = 8;
	static ONE_LINE = 16;
	static NON_GREEDY = 32;
	static PERL_X = 64;
	static UNICODE_GROUPS = 128;
	static WAS_DOLLAR = 256;
	static LOOKBEHIND = 512;
	static MATCH_NL = RE2Flags.CLASS_NL | RE2Flags.DOT_NL;
	static PERL = RE2Flags.CLASS_NL | RE2Flags.ONE_LINE | RE2Flags.PERL_X | RE2Flags.UNICODE_GROUPS;
	static POSIX = 0;
	static UNANCHORED = 0;
	static ANCHOR_START = 1;
	static ANCHOR_BOTH = 2;
};
// src/PublicFlags.js
/**
* Public flags for RE2JS and RE2Set compilation.
*/
const PublicFlags = {
	CASE_INSENSITIVE: 1,
	DOTALL: 2,
	MULTILINE: 4,
	DISABLE_UNICODE_GROUPS: 8,
	LONGEST_MATCH: 16,
	LOOKBEHINDS: 512
};
// src/Codepoint.js
/**
* Various constants and helper for unicode codepoints.
*/
const ASCII_SIZE = 128;
const ASCII_TO_UPPER = new Int32Array(ASCII_SIZE);
const ASCII_TO_LOWER = new Int32Array(ASCII_SIZE);
const MAX_BMP = 65535;
for (let i = 0; i < ASCII_SIZE; i++) {
	if (i >= 97 && i <= 122) ASCII_TO_UPPER[i] = i - 32;
	else ASCII_TO_UPPER[i] = i;
	if (i >= 65 && i <= 90) ASCII_TO_LOWER[i] = i + 32;
	else ASCII_TO_LOWER[i] = i;
}
var Codepoint = class {
	static CODES = Object.freeze({
		"\x07": 7,
		"\b": 8,
		"	": 9,
		"\n": 10,
		"\v": 11,
		"\f": 12,
		"\r": 13,
		" ": 32,
		"\"": 34,
		$: 36,
		"&": 38,
		"'": 39,
		"(": 40,
		")": 41,
		"*": 42,
		"+": 43,
		"-": 45,
		".": 46,
		0: 48,
		1: 49,
		2: 50,
		3: 51,
		4: 52,
		5: 53,
		6: 54,
		7: 55,
		8: 56,
		9: 57,
		":": 58,
		"<": 60,
		">": 62,
		"?": 63,
		A: 65,
		B: 66,
		C: 67,
		F: 70,
		P: 80,
		Q: 81,
		U: 85,
		Z: 90,
		"[": 91,
		"\\": 92,
		"]": 93,
		"^": 94,
		_: 95,
		"`": 96,
		a: 97,
		b: 98,
		f: 102,
		i: 105,
		m: 109,
		n: 110,
		r: 114,
		s: 115,
		t: 116,
		v: 118,
		x: 120,
		z: 122,
		"{": 123,
		"|": 124,
		"}": 125
	});
	static toUpperCase(codepoint) {
		if (codepoint < ASCII_SIZE) return ASCII_TO_UPPER[codepoint];
		const s = String.fromCodePoint(codepoint).toUpperCase();
		const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (s.length > expectedLen) return codepoint;
		const sOrigin = String.fromCodePoint(s.codePointAt(0)).toLowerCase();
		const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
		return s.codePointAt(0);
	}
	static toLowerCase(codepoint) {
		if (codepoint < ASCII_SIZE) return ASCII_TO_LOWER[codepoint];
		const s = String.fromCodePoint(codepoint).toLowerCase();
		const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (s.length > expectedLen) return codepoint;
		const sOrigin = String.fromCodePoint(s.codePointAt(0)).toUpperCase();
		const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
		return s.codePointAt(0);
	}
};
// src/UnicodeRangeTable.js
var UnicodeRangeTable = class {
	/**
	* @param {Uint32Array | number[]} data
	* @param {boolean} isStride1
	*/
	constructor(data, isStride1 = false) {
		this.data = data;
		this.isStride1 = isStride1;
		this.SIZE = isStride1 ? 2 : 3;
	}
	getLo(index) {
		return this.data[index * this.SIZE];
	}
	getHi(index) {
		return this.data[index * this.SIZE + 1];
	}
	getStride(index) {
		return this.isStride1 ? 1 : this.data[index * this.SIZE + 2];
	}
	get length() {
		return this.data.length / this.SIZE;
	}
};
// src/UnicodeTables.js
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";
const B64_MAP = /* @__PURE__ */ new Uint8Array(256);
for (let i = 0; i < 64; i++) B64_MAP[B64.charCodeAt(i)] = i;
const decodeVLQ = (str) => {
	const res = [];
	let value = 0;
	let shift = 0;
	for (let i = 0; i < str.length; i++) {
		const digit = B64_MAP[str.charCodeAt(i)];
		value |= (digit & 31) << shift;
		if ((digit & 32) === 0) {
			res.push(value);
			value = 0;
			shift = 0;
		} else shift += 5;
	}
	return res;
};
const decodeRanges = (str, isStride1) => {
	const res = decodeVLQ(str);
	const numRanges = isStride1 ? res.length / 2 : res.length / 3;
	const out = new Uint32Array(numRanges * 3);
	let current = 0;
	let resIdx = 0;
	for (let i = 0; i < numRanges; i++) {
		current += res[resIdx++];
		out[i * 3] = current;
		current += res[resIdx++];
		out[i * 3 + 1] = current;
		out[i * 3 + 2] = isStride1 ? 1 : res[resIdx++];
	}
	return out;
};
const decodeOrbit = (str) => {
	const res = decodeVLQ(str);
	const map = /* @__PURE__ */ new Map();
	let currentKey = 0;
	for (let i = 0; i < res.length; i += 2) {
		currentKey += res[i];
		const zz = res[i + 1];
		const delta = zz >>> 1 ^ -(zz & 1);
		map.set(currentKey, currentKey + delta);
	}
	return map;
};
var LazyMap = class {
	constructor(initializer) {
		this.initializer = initializer;
		this.cache = /* @__PURE__ */ new Map();
	}
	has(key) {
		return Object.hasOwn(this.initializer, key);
	}
	get(key) {
		if (this.cache.has(key)) return this.cache.get(key);
		const val = this.has(key) ? this.initializer[key]() : null;
		this.cache.set(key, val);
		return val;
	}
};
var UnicodeTables = class {
	static _CASE_ORBIT = null;
	static get CASE_ORBIT() {
		if (!this._CASE_ORBIT) this._CASE_ORBIT = decodeOrbit("rCgCIgCY+rQI4QiCuuBLgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCCgCBgCBgCBgCBgCBgCBgCB+7OB-BB-BB-BB-BB-BBskQB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BC-BB-BB-BB-BB-BB-BB-BByHBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBxHBCBBBCBBBCBBB3SBmMBkNBCBBBCBBB8MBCBBB6MB6MBCBBC+EB0MB2MBCBBB6MB+MBiGBmNBiNBCBBBmKBikzCBmNBqNBkIBsNBCBBBCBBBCBBB0NBCBBB0NDCBBB0NBCBBByNByNBCBBBCBBB2NBCBBDCBBCwDFCBCBDBCBCBDBCBCBDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB9EBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBCBDBCBBBhGBvDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBjICCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBH2iVBCBBBlKBwiVB+jVB+jVBCBBBlMBqEBuEBCBBBCBBBCBBBCBBBCBBB+hVB4hVB8hVBjNB7MC5MB5MCzMC1MB+0yCE5MB20yCC9MBu2yCBwyyCBo0yCChNBlNBo0yCBu-UBi0yCDlNC6-UBpNDrNIu+UDzNCm0yCBzNE0yyCBzNBpEBxNBxNBtEG1NLqxyCBkxyCnFoFrBCBBBCBBDCBBEkIBkIBkICoHHsCCqCBqCBqCCgEC+DB+DBmkOBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCC+BBgCBgCBgCBgCBgCBgCBgCBgCBrCBpCBpCBpCBmjOB-BB8BB-BB-BBgEB-BB-BByBBqgOBsDB-BBtwBB-BB-BB-BBsBBgDBCB-BB-BB-BBeB-BB-BB61OB-BB-BB-DB9DB9DBQB7DBmCE9CBrDBPBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBrFB-EBOBnHB3FB-FCCBBBNBCBBCjIBjIBjIBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB8kMB-BB6kMB-BB-BB-BB-BB-BB-BB-BB-BB-BBokMB-BB-BBkkMBkkMB-BB-BB-BB-BB-BB-BB-BB4jMB-BB-BB-BB-BB-BB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EBCBBBCBoiMBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBJCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBeBCBBBCBBBCBBBCBBBCBBBCBBBCBBBdBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDL-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-C64CgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOCgmOGgmODg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FDg8FBg8FBg8FhVg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBQBQBQBQBQBQDPBPBPBPBPBPjkC7mMB5mMBnmMBjmMBCBlmMB3lMBpiMBk8kCBCBBG-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FD-7FB-7FB-7F6FoglCEsuHRwjlCyDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCB0DBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBG1DD97OCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPEQCQCQCQCPCPCPCPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPB0EB0EBsFBsFBsFBsFBoGBoGBgIBgIBgHBgHB8HB8HDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQCSFPBPBzEBzEBRCxnOFSFrFBrFBrFBrFBREQBQClkOFPBPBnGBnGFQBQCljOCODPBPB-GB-GBNHSF-HB-HB7HB7HBRqJ53OE9tQBrmQH4Bc3BSgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfECBByZ0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzB34BgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CBCBBBt-UBruHBt+UB1iVBviVBCBBBCBBBCBBB3hVB5-UB9hVB7hVCCBBCCBBI9jVB9jVBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBICBBBCBBECBBN-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOC-lOG-lOzoeCBBBCBBBCBBBCBBBCBBBCBl8kCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBTCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBnECBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBKCBBBCBBBnglCBCBBBCBBBCBBBCBBBCBBECBBBvyyCDCBBBCBBBgDCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBn0yCB90yCB10yCBh0yCBn0yCCjxyCBzyyCBpxyCBg6BBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB-CBl0yCBvjlCBCBBBCBBBt2yCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBhkzCZCBB9a-5Bd-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCm6TCBB7gBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCH-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BmlBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvChDwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCFvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvC1DuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCCuCBuCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCCtCBtCk2BgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEO-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-D+CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCL-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-B74CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhrVgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BD1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BtxekCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjC");
		return this._CASE_ORBIT;
	}
	static _Print = null;
	static get Print() {
		if (!this._Print) this._Print = new UnicodeRangeTable(decodeRanges("hB9CBjBLBCpWBDFBFGBCCCBSBCsMBClBBDxBBDCBC2BBJaBFFBSVBC-FBCvBBD6BBDkDBP6BBDwBBDOBCbBDCCBJBGfBIqCBCgFBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYBDCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPBLCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGBCCBCHBDBBDVBCGBCBBCEBDIBDBBDCBICBFBBCEBDRBLBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBGMBCCBCWBCPBDIBCCBCDBIBBCCBCBBDDBDJBIVBCCBCWBCJBCEBDIBCCBCDBIBBGCBCDBDJBCCBNMBCCBCyBBCCBCFBFPBDZBCCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBN5BBFcBmBBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDBhBnCBCjBBFmBBCjBBCOBCMBmBlGBCGGD4LBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBH1CBDFBD-TBCbBE4CBIVBKXBKTBNMBCCBCBBN9CBDJBHJBHNBCKBH4CBIqBBGlCBLeBCLBFLBFEEBoBBDEBMrBBFZBHKBE9BBDgCBCcBDKBHJBHNBDtBBDLBVsCBClFBJ7BBEOBE9BBGqBBDKBJqBBG1QBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBSXBJuBBSBBDaBCMBEhBBPgBBQrEBF5UBXKBWz4BBD9LBGsBBCGGD3BBIBBPXBKGBCGBCGBCGBCGBCGBCGBCGBC9DBjBZBC4CBN1GBbPBC+BBC1CBDmDBGqBBC9CBC1CBKvBBCszcBE2BBK7KBV3FBJ8GBV7BBEJBH3BBJlCBJLBHzDBMdBEtCBCKBFgBBC2BBKNBDJBDmDBZbBLFBDFBDFBKGBCGBC7BBF9DBDJBHj9KBNWBFwBBloItLBDpDBnBGBNEBGZBCEBCCCBCCBCCBoUBhBpBBHyBBCSBCDBFEBCmEBF9FBEFBDFBDFBDCBEGBCGBOBBDLBCZBCSBCBBCOBDNBjB6DBGCBFsBBE3CBCMBEwBwBBsBBjEcBEwBBQbBFjBBKdBGqBBGdBCkBBFNBrB9EBDJBHjBBFjBBFnBBJzBBMLBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBCnCBJIBxBSBCBBGgBBEaBGaBnB3BBFTBDxBBCBBGHBCCBCcBDCBFJBIIBI-BBhBmBBFLBK1BBEcBDaBGZBIDBNGBxCoCB4ByBBOyBBItBBJJBHlBBEcBJBBxGeBCpBBCCBDBBRFBJIBiBtBBJpBBXZBnBbBVWBKtCBFjBBK9BBCEBOYBIJBH0BBCRBJmBBK-CBCTBMRBCuBB-BGBCCCBCBCOBCKBH6BBGJBHDBCHBDBBDVBCGBCBBCEBCJBDBBDCBDHHGGBDGBEEBMJBCDDClBBCJBCDDCDBCJBCBBJBBe7CBCEBfnCBJJBnF1BBDlBBjBkCBMJBHMBU5BBHJBHTBdaBDOBFWB6F7BBlDyCBNHBDDDBGBCBBCdBCBBDLBKJBnCHBDtBBDKBcnCBJyCBOoCBIJB3CHB5ChBBPJBHIBCsBBCNBLcBEfBDVBCNBqCGBCBBCrBBECCBCCBHBJJBHFBCBBCkBBCBBCFBIJBHrBBFJB3HYBIQBCoBBEcB2CQQBwBBO6cBnDuDBCEBMjGBtyCiDBOvhBBRVBL68DBGmSB61G5BBn2B4RBIeBCJBFwCBCJBHdBDFBLlCBLJBCGBCUBGSBxN5BBnG6CBGYBDYBtBqCBF4BBIQBhCEBMGBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBDDBh7D8HBEzNBHWBQQBQtBBDWBKzDB9B1HBLmBBDpCBJvDBWlCB7DTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBD9VBQEBCOBxiBeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBENBDJBFBBhKeBS5BBGxOxOBoBB3GqBBFhGhGBdBCVBJBBhHGBCDBCBBCOBCkGBDPBqBrCBFJBFBByYjCBtC8BBjGDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBBvIrBBFjDBNOBDOBCOBCkBBLtFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBmgB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIBnkzVvHB", false));
		return this._Print;
	}
	static CATEGORIES = new LazyMap({
		C: () => new UnicodeRangeTable(decodeRanges("AfBgDgBBOrWrWBHHBCBICCVuMuMnBBBzBBBE4B4BBGBcDBHQBXhGhGxBBB8BBBmDNB8BBByBBBQddBCCMEBhBGBsCiFiFJBBDBBXIICCBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBPMMBEB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKMMBDBbEByBPBDBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCB-FCBHBBHBBHBBECBIIIBLBDBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIB-BGGBLBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMBxhBPBXJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBF-6DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBrCHBxDUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIlkzVBxHvw-FB", false)),
		Cc: () => new UnicodeRangeTable(decodeRanges("AfgDgB", true)),
		Cf: () => new UnicodeRangeTable(decodeRanges("tFzqBzqBBEBXhGhGyBhMhMBxCxCs5D9-B9-BBDBbEByBEBCJBw03B6H6HBBBimEQQj7IPBhjiBDBwmFHBn0rYffB+CB", false)),
		Cn: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBDBvzIBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-BB---BBB---BBB", false)),
		Co: () => new UnicodeRangeTable(decodeRanges("gg4B-nGh4hc9--BD9--B", true)),
		Cs: () => new UnicodeRangeTable(decodeRanges("gg2B--B", true)),
		L: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICCiEEBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoCaBFDBuBqBBkBBBCiDBCQQBIIBLLBBBDRRCdBe4CBMZZBfBKBBFGGBUBFKKEYYBXBIKBGXBCGBRpBB7B1BBETTIJBQPBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNGB7BBBCCCBDBCXBCCCBIBCBBKDDBDBCWWBCBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNSSBkBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBkBFFkC4CBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBzC+C+CBtBBSHB3BdBOBBLrBBbjBBqBCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBhC1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBF1B1BB8zC8zCBjHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBxC2O2OBrBrBBDBGBBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBReBDlCByBIBDmDBDxCBVQBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBdRRBDBCJBLEBCoBBYCBCHBVWBEEEBwBBCEEBDDBDBDCCZCBDKBICBNFBDFBDFBKGBCGBCqBBCNBHyDBej9KBNWBFwBBloItLBDpDBnBGBNEBGCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBxB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOjBBnBbBKWB7HpBBHBBRFB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB1D-BBgBHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBqBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBGjCjCBLBhCBBCPPBNNB0mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBn7F0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFBmI9BBzEsBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCCBCBBCGBDEBKBBhHGBCDBCBBCOBCkGB8BjCBI1lB1lBBCBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		LC: () => new UnicodeRangeTable(decodeRanges("hCZBHZB7BLLBVBCeBCiGBCDBFvGBDZBhGDBDBBECBCHHCCBCCCBSBCyCBCqEBJlFBClBBKoBB44ClBBCGGDqBBDCBhV1CBDFBjkCKBGqBBDCBhCrBBgCMBChBBmD1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGBmIFFDJBCEEBDBHGCBCBCFBFDDBCBGEBF1B1BB8zC8zCB6DBDmDBHDBEBBNlBBCGGzoetBBTbBnEtCBCWBEDBCsCBZBBE2Z2ZBpBBGIBIvCBh6TGBNEBqgBZBHZBmlBvCBhDjBBFjBB1DKBCOBCGBCBBCKBCOBCGBCBBk2ByBBOyBB+CVBLVB74C-BBhrV-BBhBYBDYBtpZ0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BJBCTBHFB2uCjCB", false)),
		Ll: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDZBiGCCEEEBBBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBDCB5XFBjkCIBC2D2DBqBBgCMBChBBnD0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBBzIEEBEEcKFDBBJDBF2B2Bs1CvBBCEEBGCFCCBCCBEBGiDCBIICFFNlBBCGG0oesBCUaCoEMCBBBC+BCBGBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCbEE2ZqBBGIBIvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFB4vChBB", false)),
		Lm: () => new UnicodeRangeTable(decodeRanges("wVRBFLBPEBICCmEGG-OnHnHlFBBuIBBFgBgBKEEhFoFoF1mBgEgE2R72B72BsDkTkTxOFBvF+BBOjBjBBjBByVOORMBg-CBByHgGgG2OsBsBBDBGiDiDB+C+CBBB34bjnBjnBBEBvIzDzDdBB6DIBxCYYpDDBEBB2OXXqEtDtDWBBoDDBKngVngVuBBBh-BFBCpBBCIB0sBhBhB2K04D04DnrTDB9PCBpBBBnRMBhCBBCPPB9-P9-PBCBCGBCBByhM9BBqGGBud0Q0QsSAB", false)),
		Lo: () => new UnicodeRangeTable(decodeRanges("qFQQhIFFBCBxGBB7ZaBFDBuBfBCJBkBBBCiDBCZZBLLBBBDRRCdBe4CBMZZBfBWVBrBYBIKBGXBCGBRoBB8B1BBETTIJBROBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNFB8BBBCCCBDBCXBCCCBIBCBBKDDBDBYDBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNyDyDBnKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPByDrTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBpBkCkCBhBBC0BBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBxFuBBSHB3BdBOBBLrBBbjBBqBCBLdByDDBCFBCBBE7hB7hBBCB4-C3BBZWBKGBCGBCGBCGBCGBCGBCGBCGBoR2B2BF1CBJCCB4CBFGGBpBBC9CBSfBxBPBhQ-tGBhC0wUBC2jBBkCnBBJrIBFPBLBBjCyByBBkCBqFoDoDEGBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBuBEBDIBLEBCoBBYCBCHBVPBCFBEEEBwBBCEEBDDBDBDCCZBBEKBIPPBEBDFBDFBKGBCGByEiBBej9KBNWBFwBBloItLBDpDBkCCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBqDJBCsBBDeBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBhEtCBjDnBBJzBB9CzBBN2JBKVBLHB5EFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4FjBBnBDBCxJxJBoBBHBBRCBCBB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB0GHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBnBBCBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBB0BUBGSB0NnBB2MqCBGwFwFB0mHBqBfBiDyDBuwIiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBxzI2P2PBrBBiBiKiKBcBTrBBlPaBmHdBDwGwGBdBCCBCBBCGBDEBKiHiHBFBCDBCBBCOBCkGB8pBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		Lt: () => new UnicodeRangeTable(decodeRanges("lOGDnB2sH2sHBGBJHBJHBNQQwBAB", false)),
		Lu: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBG+B+B9zCvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBB", false)),
		M: () => new UnicodeRangeTable(decodeRanges("gYvDB0IGBoIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCgBB3BCBCRBCGBLBBeCB5BCCBFBDBBDCBKLLBbbDCB5BCCBDBFBBDCBEffBEEMCB5BCCBGBCCBCCBVBBXFBCCB5BCCBFBDBBDCBICBLBBf8B8BBDBECBCDBKpBpBBDB4BCCBFBCCBCDBIBBMBBeCB5BCCBFBCCBCDBIBBMBBQNNBCB4BBBCGBCCBCDBKLLBeeBBBnCFFBEBCCCBGBTBB+BDDBFBNHBjDDDBHBMGBqCBBcECFBByBTBCBBGKBCjBBKlDlDBSBYDBFCBCCBDGBEDBOLBCLLBCBgWCBzdDBdCBeBBfBBhCfBKuBuBBBBC2D2DBjBjB3DLBFLB8GEB6BJBCcBDxBxBBsBBDLBVEBwBQBnBIBNCBfMB5BNBxBTB5ECBCUBFHHDCBnG-BBxWgBB--CCBuEhDhDBeBrRFBqDBB1udDBCJBhBBBxCBBxIEEFYYBDBF0C0CBzBzBBQBbRBOnBnBBGBaMBtBDBwBNBlBkCkCBMBNJJBuBuBBBBzBCCBBBDBBGBBCqBqBBDBGBBtHHBCBBx5TiXiXBOBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB7DCB2BOBqBDDBLLBCBuBKBI+B+BBBBlBNBRBBtBNNBBBxBNBJDBCBB9CLBHDD+ELBWDB4BBBCGBDBBDCBKLLBDDBFBEEBkCIBCDDCDBCEBCPPBzCzCBQBYyCyCBSBsHGBDIBcBBzCQBrDMBmDOBhIOB2HFBCBBDDBCCCBuEuEBFBDGBEddBIBpBGBCDBJKKBJBvBPBnGHBoGHBCHBzCVBCNB7DFBECCBCCBFBCjCjCBDBCBBCEB8KDBKBBCxBxBBFBEEBYmnFmnFHOBpmLRBhuCEB8BGB5gBCCB1BBIDByCMMBslTslTBizEizEBsBBDWB-QEBEFBJHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
		Mc: () => new UnicodeRangeTable(decodeRanges("joC4B4BDCBJDBCBBzBBB7BCBHBBDBBLsBsB7BCBjC7B7BBBBJCCB2B2BB7B7BCHHBDDBLLnDBBCBBECBCCBLqBqBBBB+BDB+BBB7BCCBDBDBBCBBKBBdPPB7B7BBBBGCBCCBLrBrBBsCsCBBBHHBTBBrKBBgCsFsFBFFHDDBaaBLLBBBDGBWBBDFBDLLBBB5zBffiEIIBGBCBB7KDBDCBFBBCFBhHBB7BCCKCCBJJBEByExBxBGCCBDBCBB+BffFBBD9B9BDCBCEEBxBxBBGBJBBsFWW35EBB0-dBBD5C5CBzBzBBOBvEBBwBxBxBBFFBDDBBBvDBBDBBZuBuBCuDuDDBBGuHuHBCCBCCBCC0gZCCgEuBuBBBBFBB0DZZB8B8BxBCBKBBO+C+CBBBEBBCrFrFBBBgBBB7BBBCDBDBBDCBKLLB1C1CBBBIDDCDBCBBCmDmDBBBJBBErDrDBBBHCCBCBDuHuHBBBHDBDyDyDBBBJBBCuDuDCBBHoDoDCBBFmImIBBBK4H4HBEBCBBFDDCvEvEBBBJDBF1C1CeBB-BqGqGECCoGPPrDIID2G2GBDBFBBC-K-KBNNxBBBJBBCpvQpvQBBBlxD2BBpDBB0rYBBHFB", false)),
		Me: () => new UnicodeRangeTable(decodeRanges("okBBB1xF-wB-wBBCBCCBsshBCB", false)),
		Mn: () => new UnicodeRangeTable(decodeRanges("gYvDB0IEBqIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCfB4BCCFHBFEEBFBLBBe7B7BFDBJVVBbbDBB6BFFBFFBDDBBBEffBEEMBB6BFFBDBCBBFVVBXXBEBC7B7BDCCBCBJIIBMMBff+BNNzBEE4BCCBBBGCBCDBIBBMBBe7B7BDHHGBBVBBdBB6BBBFDBJVVBeepCIIBBBC7C7CDGBNHBjDDDBHBMGBqCBBcEC4BNBCEBCBBGKBCjBBKnDnDBCBCFBCBBDBBaBBFCBRDBODDBHHQgWgWBBBzdCBeBBfBBfBBhCBBCGBJDDBJBKuBuBBBBC2D2DBjBjB3DCBFBBKHHBBB8GBBD7B7BCGBCCCDHBHJBDxBxBBMBCeBDLBVDBxBCCBDBCGGpBIBNBBhBDBDBBCCB5BCCBEECCB7BHBDBB5ECBCMBCGBFHHEBBnG-BBxWMBFEEBKB--CCBuEhDhDBeBrRDBsDBB1udFFBIBhBBBxCBBxIEEFaaBGG4EBBbRBOnBnBBGBaKBvBCBxBDDBCBDBBoBkCkCBEBDBBDBBNJJwB0B0BCCBDBBGBBCrBrBBJJvHDDFx5Tx5TiXPBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB8D3B3BBNBqBDDBLLBBByBDBDBBI+B+BBBBlBEBCHB-BNNB1B1BBHBLDBDgDgDBBBDCCBHHD+E+EEHBWBB6BBBEmBmBBFBEEBnCFBOECPBB2CHBDCBCYY1CFBCFFBCCBvHvHBCBHBBCBBcBB2CHBDCCBrDrDCDDBEBCmDmDCDDBCBCEBkIIBCBBhIBBCFFxEDBDBBFhBhBBIBpBFBDDBJKKBEBDCBvBMBCBBnGCCBBBCqGqGBFBCFBCzCzCBUBDGBCBBCBB7DFBECCBCCBFBCpCpCBEEC8K8KBMMB1B1BBDBGCCYmnFmnFHOBpmLLBECBhuCEB8BGB5gBgCgCBCByC5lT5lTBizEizEBsBBDWBhRCBSHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
		N: () => new UnicodeRangeTable(decodeRanges("wBJB5DBBGDDBBBitBJBnEJBnGJB9MJB3DJBFFBtDJB3DJB3DJBDFBvDMB0DJBJGBoDJBpDGBISBuDJBhDJB3DJBnCTBtIJBnCJBwWTBybCBwHJBHJBXJBtJJBhEKBmFJBHJB3FJB3CJBnEJBHJB3gBEEBEBHJBnGyBBDEB3W7BBvCVB3TdBqrBqYqYaIBPCB4KDBrEJBfHBCOBhBJBoBOBh7cJB9FJBhKFB7EJBnBJBnGJBXJB3CJB3MJB34UJBuPsBBN4BBSBB2KaBlBDBeJJnEEBrGJBvdHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBxBJBHJB3IeB-EJBrBDBxDGBnEdBhEJB9BJBxEJBITB8HJB3KJB3DJB3LJBnDJBHTBtCLBlNSB+CJB3UJB3CcBkHJBnCJB3BJBnLJBnDUBshBuDBimPJBnpCJB3CJBnEJBCGBvQJBnIWB+KCB6nXJBnuBTBNTBtDYB2iBxBBhqCJBnNJB3PJB4HJBtWIBhEJB4Y6BBCCBCDBtCsBBCOBjeMBk3CJB", false)),
		Nd: () => new UnicodeRangeTable(decodeRanges("wBJnxBJnEJnGJ9MJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJhDJ3DJnCJ3IJnCJn6BJnBJtJJhEJnFJHJ3FJ3CJnEJHJnuiBJnVJnBJnGJXJ3CJ3MJ34UJnsBJnkCJHJ9YJhEJ9BJxEJ3IJ3KJ3DJ3LJnDJHTtCJnNJnDJ3UJ3CJ3HJnCJ3BJnLJ3uQJnpCJ3CJnEJ3QJ37XJ12CxBhqCJnNJ3PJ4HJ2aJ30EJ", true)),
		Nl: () => new UnicodeRangeTable(decodeRanges("u3FCBwzCiBBDDB-zDaaBHBPCBs1dJBxyW0BBtOJJnEEBrhIuDBm8SCB", false)),
		No: () => new UnicodeRangeTable(decodeRanges("yFBBGDDBBB2pCFB5LFB5DCBmEGB6GGBSIByNJB2hBTB0jBJBhP20B20BEFBHJBnGPBqB3W3WB6BBvCVB3TdBqrB1kB1kBBCBrEJBfHBCOBhBJBoBOBxrdFBymWsBBiCDBSBB2KaBlBDB1pBHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBhLeB-EJBrBDBxDGBnETB8LTBmqBBBvNIBobSB0aUBn8SGB-YWBqhZTBNTBtDYBvqFIBid6BBCCBCDBtCsBBCOBjeMB", false)),
		P: () => new UnicodeRangeTable(decodeRanges("hBCBCFBCDBLBBEBBbCBCccCkBkBGEELBBEEE-VJJzOFBqBBB0BCCDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCmBmBBCBoCrCrCBDBFBBwDFBsFlTlTBHB4EuTuTtBBBvCCBoCBB+ECBCCBmBKB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBM9Z9ZBWBJTBCMBCLBfBBPBB6TDBeBB+hBNBwCBBgBJB0MVBgCDBhBBB8XDBCBBxDwEwEBtBBCfBDLBkNCBFJBDLBRNNjD7C7CjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HzqUzqUBxGxGBIBXiBBCNBCFFCBB2ECBCFBCDBLBBEBBbCBCccCCCBFB7MCB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDByO-J-JjBlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
		Pc: () => new UnicodeRangeTable(decodeRanges("-Cg-Hg-HBUU-u3BBBZCBwHAB", false)),
		Pd: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEBiwDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
		Pe: () => new UnicodeRangeTable(decodeRanges("pB0B0BgB+1D+1DC-6B-6BqtC4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECtBGCtNICEGCDBB-ozB6G6GeOCESSCCCrF0B0BgBGD", false)),
		Pf: () => new UnicodeRangeTable(decodeRanges("7F+6H+6HEddpuDCCFDDQEE", false)),
		Pi: () => new UnicodeRangeTable(decodeRanges("rFt7Ht7HDBBDaapuDCCFDDQEE", false)),
		Po: () => new UnicodeRangeTable(decodeRanges("hBCBCCBDECBLLBEEBcclCGGPBBI-V-VJzOzOBEBqB3B3BDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCxDxDrCEBFBBwDFBsFlTlTBHBmY9D9DBBBoCBB+ECBCCBmBFBCDB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBMjajaBJJBGBJIBDDBDCBEKBCCCBIB7kDDBCBBxDwEwEBFFBBBDDDBHBCBBCDDBLLBDBCJBDDBCCCBLBDCBtNCB6B+F+FjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HlxUlxUBFBDXXVBBDDBECBCDBICBHCCB2E2EBBBCCBDECBLLBEEBcclBDDB7M7MBBB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDB0ZlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
		Ps: () => new UnicodeRangeTable(decodeRanges("oBzBzBgB-1D-1DC-6B-6B-rCEEnB4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECaTTCECtNICEGCDipzBipzB4GeeCMCESSCCCrFzBzBgBEEDAB", false)),
		S: () => new UnicodeRangeTable(decodeRanges("kBHHRCBgBCCcCCkBEBCBBDCCBCBDEEfgBgBrODBNNBGGBCCCBPB2DPPBxDxDsErIrIBBB3DCBDDDBvGvGLUUB4H4HIBBpEqLqLBHHB2H2H-DjEjEBGBlEwGwGqBmGmGiGCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WuLuLlL+E+EBgBBiLJBKIBhiBCCBBBMCBOCBOCBOBBmCOOoBCBOCBUhBB-BBBCDBCBBLCCBBBGFBCECFMMBFFBDBGDBC7B7BBFFB2LBFcBD+HBXKByCtCBXnTBtBwBBDeBLyMBX+BBFfBD1LBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBB8CBB0HBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BB6RWBKBBoDBB+EDBLDB+RCBiHPPB+9T+9TpEgBBuLPBhCBB3BHBtBDBjDCCBBBD7E7EHRRBBBgBCCcCCiEGBCGBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSmWmWBiKiKBGBnjC2kC2kCBbBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQQBgDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBrbaagBaagBaagBaagBaa9B-PB4BDBzBHBCNBCBBp2BwNwNttCEE+DiOiOBvIvIBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
		Sc: () => new UnicodeRangeTable(decodeRanges("kB+D+DBCBqnB8D8DzPBBzPBBI2H2HoImSmS8sClmClmCBgBB37hBkuVkuVtD7E7E8GBBEBB3-HDB-4wBxtCxtC", false)),
		Sk: () => new UnicodeRangeTable(decodeRanges("+CCCoCHHFEEqQDBNNBGGBCCCBPB2DPPBjoBjoB15FCCBBBMCBOCBOCBOBB9kEBBkzdWBKBBoDBBxePPBniUniUBPB8bCCjF4g9B4g9BBDB", false)),
		Sm: () => new UnicodeRangeTable(decodeRanges("rBRRBBB+BCCuBFFmBgBgB-XwQwQBBB8xGOOoBCBOCBsEoBoBBDBHlClCBDBGBBFGDIgBgBBDDCgBgBBqIBhBBB7CffBXBpBFB2OKK3BHBwDxKxKBDBDeBLPBhIiEBX+BBFfBDhIBxBUBDFB9+zB5Z5ZCCBlFRRBBB+BCCkEHHBCBitDBBhrwBx+Bx+BagBgBagBgBagBgBagBgBat5Ft5FB-uC-uCBHB", false)),
		So: () => new UnicodeRangeTable(decodeRanges("mFDDFCCyerIrIBgEgEBvGvGLUUB4H4HkQ2L2LjEFBClElEwGqBqBoMCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WzWzW+EhBBiLJBKIBksBBBCDBCBBLCCBHHBEBCECFMMBPPCBBC7B7BBKKBDBDDBCBBCBBCGBCeBDBBCCCBdBtIHBFTBDGBDwCBCdBanBBHnCBXKByCtCBX2FBCIBC1BBJuDBC3HBtBrBBhC-HBhQvBBWBBHmBBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBBxKBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BBibDBLBBC+R+RBBBqqUPBuLPBhCBB3BHBuBCBlPEEFBBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSpgBpgBBGBnjC2kC2kCBGBFQBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQPBhDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBqlB-PB4BDBzBHBCNBCBBp2B96C96CiEyWyWBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E6HBG4WBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBB-B3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
		Z: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBeBBGwBwBh9DAB", false)),
		Zl: () => new UnicodeRangeTable(decodeRanges("ohIA", true)),
		Zp: () => new UnicodeRangeTable(decodeRanges("phIA", true)),
		Zs: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBlBwBwBh9DAB", false)),
		ASCII_Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbF", true)),
		Alphabetic: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICC3CeeBQBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoBNBCCCBCCBCCJaBFDBeKBG3BBCGBPlDBCHBFHBFCBLCBDRRBuBBOkDBZgBBKBBFGGBWBDSBUYBIKBGXBCGBIJJBoBBLLBEGBHrCBCPBCCBFOBOSBCHBDBBDVBCGBCEEBCBEHBDBBDBBCJJFBBCEBNBBLFFBBBCFBFBBDVBCGBCBBCBBCBBFEBFBBDBBFIIBCBCSSBEBMCBCIBCCBCVBCGBCBBCEBEIBCCBCBBEQQBCBWDBFCBCHBDBBDVBCGBCBBCEBEHBDBBDBBKBBFBBCEBORRBCCBEBECBCDBEBBCCCBEEBEEBBBELBFEBECBCCBEHHpBMBCCBCWBCPBEHBCCBCCBJBBCCBCBBDDBdDBCHBCCBCWBCJBCEBEHBCCBCCBJBBGCBCDBOCBNMBCCBCoBBDHBCCBCCBCGGBCBIEBXFBCCBCRBEXBCIBCDDBFBJFBCCCBGBTBBO5BBGGBH0B0BBECBDBCXBCCCBRBCCBDEBCHHPDBhBgCgCBGBCjBBFSBFPBCjBBkC2BBCDDBDBR-BBLDBDlBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBEKBITBMUBNTBNMBCCBCBBNzBBDSBPFFkC4CBIqBBGlCBLeBCLBFIBYdBDEBMrBBFZB3BbBF+BBDTBzBYYBMMBBByBzBBCOBCHB0BpBBDDBLrBBCKBP2BBXCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBUhBBM1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBFSSBnBBuZzBB34BkHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBCfBwB2O2OBBBaIBIEBDEBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBGHBEwDBoBIBDmDBDxCBVUBCgBBZzBBNjCBCtBtBBEBECCBBBLgBBGiBBOcBEyBBCLBQRRBOBLEBC2BBKNBTWBEkCBCCCZCBDPBDDBMFBDFBDFBKGBCGBCqBBCNBH6DBWj9KBNWBFwBBloItLBDpDBnBGBNEBGLBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmC0BBsIcBEwBBwBfBOdBGqBBGdBDjBBFHBCEBrB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCDBCBBGHBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOnBBjBbBEGGBVB7HpBBCBBEBBRFBzBCBEcBLJJBUBrBRBvBUBcWBKlCBsBEBL4BBKOOBXBYyBBSDBJiBBEKKB+BBCDBKBBLCCkBRBChBBDHHBCB-BGBCCCBCBCOBCJBI4BBYDBCHBDBBDVBCGBCBBCEBEHBDBBDBBEHHGGBdJBCDDClBBCJBCDDCDBCBBECCtBhCBCCBCDBVCBfhCBDBBC5F5FB0BBDGBaFBjB+BBCEE8B1BBDoCoCBZBDNBWGB6F4BBoD-BBgBHBDDDBGBCBBCdBCBBDBBDDB+CHBDtBBDFBCCCBccBxBBDJBSnCBGTTBnCBoDHB5CgBBgBIBCsBBCGBCyByBBcBDVBCNBqCGBCBBCrBBECCBCCBBBCDDBZZBEBCBBCkBBCBBCDBCYYBqBBlIWBKQBCoBBECBwDwCwCB4cBnDuDBSjGBtyCgDBQvhBBSFBa68DBGmSB61GuBBy2B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBF4BBIQBhCBBCNNBFBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBFi7Fi7FBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCVBJBBhHGBCDBCBBCOBCkGB8BjCBEEE1lBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1TZBHZBHZB3zD-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		Dash: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEB+BoBoBQnMnMlgDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
		Emoji: () => new UnicodeRangeTable(decodeRanges("jBHHGJBwDFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDrGrGhFBBNBBPDDBIBsCZBCBBYVVDIBWBBvFhBBDvDBDBBCCBDyCBDCBCmIBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDDBEJBECCBEEDJBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
		Emoji_Component: () => new UnicodeRangeTable(decodeRanges("jBHHGJB0+H2G2Gsp3B3+8B3+8BBYB8PEBxtBDBtzhY-CB", false)),
		Emoji_Modifier: () => new UnicodeRangeTable(decodeRanges("7-8DE", true)),
		Emoji_Modifier_Base: () => new UnicodeRangeTable(decodeRanges("9wJ8G8GRDB4jzD9B9BBBBDDDBBB2DBBDKBWSBEFFBBBCCBICCZqGqGBFFWFFBvFvFBBBEEB0CRRBBBKMMgSDDJHBHKKBIBDCB5B+B+BBCCBCCSCBCMBmHCBrBIB", false)),
		Emoji_Presentation: () => new UnicodeRangeTable(decodeRanges("64IBBuGDBEDDqQBBWBBzBLBsBUUOJJBSSBGGBJJGWWIBBCFFDIIFBBdkBkBCFFBBBC+B+BBBBZPP8aBB0BFFvlxDrGrG-FDDBIBsCZBCZZVDDBDBCCBWBBvFgBBNIBClCBCVBNqBBFEBNQBEEEBlCBCCCB5FBD+BBODBCXBTbbBOO3C0CBxBlCBHEEBBBDDBEDBMBBIIBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
		Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("pFFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDoBoBBCBlDLBQBBQPPBmBmBBIBxDBBNBBPDDBIBU3BBcOBLVVDIBCDBKWBH7FBDvDBDBBCCBDyCBDCBCDBG9HBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDQBECCBEBDMB7GlBBNDB5BHBLFBpBHBfBBNDBDNBKmBBNuBBCJBC4FB5CHBPxEBhI9fB", false)),
		Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbFq1-BJIFbF", true)),
		Lowercase: () => new UnicodeRangeTable(decodeRanges("hDZBwBLLFlBlBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDiBBIBBfEBhDsBsBCEEDDBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBCDB5XFBjkCIBC2D2DB+FBiC0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBB6DOORMBuDEEBEEcKFDBBJDBFiBiBBOBFsasaBYBn6BvBBCEEBGCFCCBCCBGBEiDCBIICFFNlBBCGG0oesBCUaCBBBmEMCBBBC8BCBIBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCWDBCCCBBB2ZqBBCNBHvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBkODDBBBCpBBCIBmoByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFBmI9BB1lChBB", false)),
		Math: () => new UnicodeRangeTable(decodeRanges("rBRRBBBgBeeCuBuBFmBmBgB5W5WBBBDbbBDDBBBwQCBuwGccBBBMEEOPPBCBWEBMEBiCMBFEEBFFBDBTFFDJBCDDBEBHEEBDDBCCBBBCFBENBClClCBWBCFBCBBFBBFfBCHHBPPBqIBJDBVBB7CffBZBCZZMGB+NBBNJBFFBFBBDBBEEBPCCDFBMHBGBB6BCCeDBKCBxK-BBhI-PBxBUBDFB9+zB4Z4ZBEBCjFjFRCBeCCeCCkEHHBCBitDBBhrwBwoBwoBBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBBhwFDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB-uCIB", false)),
		Quotation_Mark: () => new UnicodeRangeTable(decodeRanges("iBFFkEQQ96HHBaBBowDqOqOBCBOCBixzBDB+FFF7CBB", false)),
		Terminal_Punctuation: () => new UnicodeRangeTable(decodeRanges("hBLLCMMBEE-ZJJiQ6B6BpCPPCCB1FsBsBBJBCsHsHB3B3BBEBCHBgBmImIB1nB1nBBtFtFFFB4JBB2YHBmY9D9DBBBoCBB+ECBEoBoBBCBDBB7JBBjLDBjFBBLBBCCBeCB8FEB-BBBldYYBKKBBBwlDCBzJOOFLLCBBEBBtNBB8ndBBuICBkHEB-LBB3CBBgD4E4EBBB0ECBgERRB6H6HnxUDDB6B6BBBBCDBqFLLCMMBEEiCDD7hBxBxBnkBoGoG3JBB5EFBlCFB6CDB5dEBtBDB+FGBxDDBgECBiEBBHRRB5C5CBDBtDrJrJB2D2DBBBNBBnLDBEOBqDBB6HCBmQCC8HBB4CBBFBB-MCBuBmUmUBrCrCBspBspBBDB6vRBBmEiCiCBBBLqRqRBoJoJBnwTnwTovHDB", false)),
		Uppercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBGbbBOBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBBvgCZBHZBHZB", false)),
		White_Space: () => new UnicodeRangeTable(decodeRanges("JEBTlDlDbgvFgvFgsCKBeBBGwBwBh9DAB", false))
	});
	static SCRIPTS = new LazyMap({
		Adlam: () => new UnicodeRangeTable(decodeRanges("go6DrCFJFB", true)),
		Ahom: () => new UnicodeRangeTable(decodeRanges("g4lCaDOFW", true)),
		Anatolian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggxCmS", true)),
		Arabic: () => new UnicodeRangeTable(decodeRanges("gwBEBCFBCNBCCBCfBCJBMZBCrDBChBBxCvBBxHhBBGqCBCcBxy8BtPBDvEBhBPBxDEBCmEBk7DeBkCFBJIBiBFBh43BDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB", false)),
		Armenian: () => new UnicodeRangeTable(decodeRanges("xpBlBDxBDCks9BE", true)),
		Avestan: () => new UnicodeRangeTable(decodeRanges("g4iC1BEG", true)),
		Balinese: () => new UnicodeRangeTable(decodeRanges("g4GsCCxB", true)),
		Bamum: () => new UnicodeRangeTable(decodeRanges("g1pB3CpowB4R", true)),
		Bassa_Vah: () => new UnicodeRangeTable(decodeRanges("w26CdDF", true)),
		Batak: () => new UnicodeRangeTable(decodeRanges("g+GzBJD", true)),
		Bengali: () => new UnicodeRangeTable(decodeRanges("gsCDBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYB", false)),
		Beria_Erfe: () => new UnicodeRangeTable(decodeRanges("g17CYDY", true)),
		Bhaiksuki: () => new UnicodeRangeTable(decodeRanges("ggnCICsBCNLc", true)),
		Bopomofo: () => new UnicodeRangeTable(decodeRanges("qXB6wLqBxDf", true)),
		Brahmi: () => new UnicodeRangeTable(decodeRanges("ggkCtCFjBKA", true)),
		Braille: () => new UnicodeRangeTable(decodeRanges("ggK-H", true)),
		Buginese: () => new UnicodeRangeTable(decodeRanges("gwGbDB", true)),
		Buhid: () => new UnicodeRangeTable(decodeRanges("g6FT", true)),
		Canadian_Aboriginal: () => new UnicodeRangeTable(decodeRanges("ggF-TxRlC7tgCP", true)),
		Carian: () => new UnicodeRangeTable(decodeRanges("g1gCwB", true)),
		Caucasian_Albanian: () => new UnicodeRangeTable(decodeRanges("wphCzBMA", true)),
		Chakma: () => new UnicodeRangeTable(decodeRanges("gokC0BCR", true)),
		Cham: () => new UnicodeRangeTable(decodeRanges("gwqB2BKNDJDD", true)),
		Cherokee: () => new UnicodeRangeTable(decodeRanges("g9E1CDFz7lBvC", true)),
		Chorasmian: () => new UnicodeRangeTable(decodeRanges("w9jCb", true)),
		Common: () => new UnicodeRangeTable(decodeRanges("AgCBbFBbuBBCOBCEBYgBgBiOmBBGEBDTB1DKKHCC+THHPEEhB9E9ElQiEiEB6mB6mB2MDBjJwvBwvBBBBoCBBsGBBCumBumBOIIBCBCFBCCBDmYmYBKBD2CBCKBEKBCOBShBB-BlBBCCBDFBCaBCQBqBCBF5UBXKBW-cBhIzTBDpEBhQ9CBzMUBCCCBXBQHBFDB8CBBE7C7CB0E0EBOBhBlBBKxBxBB+BBgBwCBwB5C5CBmFBhuG-BBhoWhBBnDCBmFJB1HhFhFsMPPBzuUzuUBxGxGBIBXiBBCSBCDB0ECCBeBbFBbKBLuBuBBhChCBFBCGBLEBjICBFsBBEIBxCMB0BsBBlHaBltuBDB96D8HBEzNBHWBQQBgDzDB9B1HBLmBBD9BBEQBJBBIdBF8BB2GTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBByjFjCBtC8BBjWrBBFjDBNOBDOBCOBCkBBLtFB5BZBCBBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBnghYffB+CB", false)),
		Coptic: () => new UnicodeRangeTable(decodeRanges("ifNxkKzDGG", true)),
		Cuneiform: () => new UnicodeRangeTable(decodeRanges("ggoC5cnDuDCEMjG", true)),
		Cypriot: () => new UnicodeRangeTable(decodeRanges("ggiCFBDCCBqBBCBBEDD", false)),
		Cypro_Minoan: () => new UnicodeRangeTable(decodeRanges("w8rCiD", true)),
		Cyrillic: () => new UnicodeRangeTable(decodeRanges("ggBkEBDoFBx6FKBhFtCtCojEfBhie-CBv8VBBhw4B9BBiBAB", false)),
		Deseret: () => new UnicodeRangeTable(decodeRanges("gghCvC", true)),
		Devanagari: () => new UnicodeRangeTable(decodeRanges("goCwCFODZh7nBfhwcJ", true)),
		Dives_Akuru: () => new UnicodeRangeTable(decodeRanges("gomCGBDDDBGBCBBCdBCBBDLBKJB", false)),
		Dogra: () => new UnicodeRangeTable(decodeRanges("ggmC7B", true)),
		Duployan: () => new UnicodeRangeTable(decodeRanges("ggvDqDGMEIIJDD", true)),
		Egyptian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggsC1iBL68D", true)),
		Elbasan: () => new UnicodeRangeTable(decodeRanges("gohCnB", true)),
		Elymaic: () => new UnicodeRangeTable(decodeRanges("g-jCW", true)),
		Ethiopic: () => new UnicodeRangeTable(decodeRanges("gwEoCBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBnvGWBKGBCGBCGBCGBCGBCGBCGBCGBjpfFBDFBDFBKGBCGBylvCGBCDBCBBCOB", false)),
		Garay: () => new UnicodeRangeTable(decodeRanges("gqjClBEcJB", true)),
		Georgian: () => new UnicodeRangeTable(decodeRanges("glElBBCGGDqBBCDBx8CqBBDCBhiElBBCGG", false)),
		Glagolitic: () => new UnicodeRangeTable(decodeRanges("ggL-Ch9sDGCQDGCBCE", true)),
		Gothic: () => new UnicodeRangeTable(decodeRanges("w5gCa", true)),
		Grantha: () => new UnicodeRangeTable(decodeRanges("g4kCDBCHBDBBDVBCGBCBBCEBDIBDBBDCBDHHGGBDGBEEB", false)),
		Greek: () => new UnicodeRangeTable(decodeRanges("wbDBCCBDDBCFFCCCBBBCCCBSBC+BBPPBnpGEBzBEBFEB1ChKhKBUBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBoJ-xiB-xiB7uVuCBSgj0Bgj0BBkCB", false)),
		Gujarati: () => new UnicodeRangeTable(decodeRanges("h0CCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGB", false)),
		Gunjala_Gondi: () => new UnicodeRangeTable(decodeRanges("grnCFCBCkBCBCFIJ", true)),
		Gurmukhi: () => new UnicodeRangeTable(decodeRanges("hwCCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPB", false)),
		Gurung_Khema: () => new UnicodeRangeTable(decodeRanges("go4C5B", true)),
		Han: () => new UnicodeRangeTable(decodeRanges("g0LZBC4CBN1GBwBCCaIBPDBle-tGBhC-vUBhoWtLBDpDBpodBBNGBqgkB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		Hangul: () => new UnicodeRangeTable(decodeRanges("goE-HvxHBiI9CyDeiCei3dckUj9KNWFwBl9JeEFDFDFDC", true)),
		Hanifi_Rohingya: () => new UnicodeRangeTable(decodeRanges("gojCnBJJ", true)),
		Hanunoo: () => new UnicodeRangeTable(decodeRanges("g5FU", true)),
		Hatran: () => new UnicodeRangeTable(decodeRanges("gniCSCBGE", true)),
		Hebrew: () => new UnicodeRangeTable(decodeRanges("xsB2BBJaBFFBpp9BZBCEBCCCBCCBCCBIB", false)),
		Hiragana: () => new UnicodeRangeTable(decodeRanges("hiM1CBHCBi7-C+IBTeeBBBulQAB", false)),
		Imperial_Aramaic: () => new UnicodeRangeTable(decodeRanges("giiCVCI", true)),
		Inherited: () => new UnicodeRangeTable(decodeRanges("gYvDB2IBBlOKBbhXhXBCB8qEtBBDLBlPCBCMBCGBFHHEBBnG-BBtQBBjGgBB65DDBsDBBmrzBPBRNBwejHjH7iEl+uBl+uBBsBBDWBhRCBSHBDGBfDBz6rYvHB", false)),
		Inscriptional_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g7iCSGH", true)),
		Inscriptional_Parthian: () => new UnicodeRangeTable(decodeRanges("g6iCVDH", true)),
		Javanese: () => new UnicodeRangeTable(decodeRanges("gsqBtCDJFB", true)),
		Kaithi: () => new UnicodeRangeTable(decodeRanges("gkkCiCLA", true)),
		Kannada: () => new UnicodeRangeTable(decodeRanges("gkDMCCCWCJCEDICCCDIBGCCDDJCC", true)),
		Katakana: () => new UnicodeRangeTable(decodeRanges("hlM5CBDCBxHPBxGuBBC3CBvgzBJBCsBBzisBDBCGBCBBCgJgJBBBzBPPBCB", false)),
		Kawi: () => new UnicodeRangeTable(decodeRanges("g4nCQCoBEc", true)),
		Kayah_Li: () => new UnicodeRangeTable(decodeRanges("goqBtBCA", true)),
		Kharoshthi: () => new UnicodeRangeTable(decodeRanges("gwiCDCBGHCCCcDCFJII", true)),
		Khitan_Small_Script: () => new UnicodeRangeTable(decodeRanges("k-7C84G84GB0OBqBAB", false)),
		Khmer: () => new UnicodeRangeTable(decodeRanges("g8F9CDJHJnPf", true)),
		Khojki: () => new UnicodeRangeTable(decodeRanges("gwkCRCuB", true)),
		Khudawadi: () => new UnicodeRangeTable(decodeRanges("w1kC6BGJ", true)),
		Kirat_Rai: () => new UnicodeRangeTable(decodeRanges("gq7C5B", true)),
		Lao: () => new UnicodeRangeTable(decodeRanges("h0DBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDB", false)),
		Latin: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBQQGWBCeBCgOBoBEB8wGlBBHwBBGDBGMBClCBiC-HByLOORMBuEBBHccSoBB42CfBj1elDBExCBVOBxZqBBCIBCDB38TGB7gBZBHZBmhCFBCpBBCIBm61BeBHFB", false)),
		Lepcha: () => new UnicodeRangeTable(decodeRanges("ggH3BEOEC", true)),
		Limbu: () => new UnicodeRangeTable(decodeRanges("goGeBCLBFLBFEEBKB", false)),
		Linear_A: () => new UnicodeRangeTable(decodeRanges("gwhC2JKVLH", true)),
		Linear_B: () => new UnicodeRangeTable(decodeRanges("gggCLCZCSCBCODNjB6D", true)),
		Lisu: () => new UnicodeRangeTable(decodeRanges("wmpBvBx1eA", true)),
		Lycian: () => new UnicodeRangeTable(decodeRanges("g0gCc", true)),
		Lydian: () => new UnicodeRangeTable(decodeRanges("gpiCZGA", true)),
		Mahajani: () => new UnicodeRangeTable(decodeRanges("wqkCmB", true)),
		Makasar: () => new UnicodeRangeTable(decodeRanges("g3nCY", true)),
		Malayalam: () => new UnicodeRangeTable(decodeRanges("goDMCCCyBCCCFFPDZ", true)),
		Mandaic: () => new UnicodeRangeTable(decodeRanges("giCbDA", true)),
		Manichaean: () => new UnicodeRangeTable(decodeRanges("g2iCmBFL", true)),
		Marchen: () => new UnicodeRangeTable(decodeRanges("wjnCfDVCN", true)),
		Masaram_Gondi: () => new UnicodeRangeTable(decodeRanges("gonCGBCBBCrBBECCBCCBHBJJB", false)),
		Medefaidrin: () => new UnicodeRangeTable(decodeRanges("gy7C6C", true)),
		Meetei_Mayek: () => new UnicodeRangeTable(decodeRanges("g3qBWqGtBDJ", true)),
		Mende_Kikakui: () => new UnicodeRangeTable(decodeRanges("gg6DkGDP", true)),
		Meroitic_Cursive: () => new UnicodeRangeTable(decodeRanges("gtiCXFTDtB", true)),
		Meroitic_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("gsiCf", true)),
		Miao: () => new UnicodeRangeTable(decodeRanges("g47CqCF4BIQ", true)),
		Modi: () => new UnicodeRangeTable(decodeRanges("gwlCkCMJ", true)),
		Mongolian: () => new UnicodeRangeTable(decodeRanges("ggGBBDCCBSBH4CBIqBB2t-BMB", false)),
		Mro: () => new UnicodeRangeTable(decodeRanges("gy6CeCJFB", true)),
		Multani: () => new UnicodeRangeTable(decodeRanges("g0kCGBCCCBCBCOBCKB", false)),
		Myanmar: () => new UnicodeRangeTable(decodeRanges("ggE-EhqmBeiDfxibT", true)),
		Nabataean: () => new UnicodeRangeTable(decodeRanges("gkiCeJI", true)),
		Nag_Mundari: () => new UnicodeRangeTable(decodeRanges("wm5DpB", true)),
		Nandinagari: () => new UnicodeRangeTable(decodeRanges("gtmCHDtBDK", true)),
		New_Tai_Lue: () => new UnicodeRangeTable(decodeRanges("gsGrBFZHKEB", true)),
		Newa: () => new UnicodeRangeTable(decodeRanges("gglC7CCE", true)),
		Nko: () => new UnicodeRangeTable(decodeRanges("g+B6BDC", true)),
		Nushu: () => new UnicodeRangeTable(decodeRanges("h-7CvsQvsQBqMB", false)),
		Nyiakeng_Puachue_Hmong: () => new UnicodeRangeTable(decodeRanges("go4DsBENDJFB", true)),
		Ogham: () => new UnicodeRangeTable(decodeRanges("g0Fc", true)),
		Ol_Chiki: () => new UnicodeRangeTable(decodeRanges("wiHvB", true)),
		Ol_Onal: () => new UnicodeRangeTable(decodeRanges("wu5DqBFA", true)),
		Old_Hungarian: () => new UnicodeRangeTable(decodeRanges("gkjCyBOyBIF", true)),
		Old_Italic: () => new UnicodeRangeTable(decodeRanges("g4gCjBKC", true)),
		Old_North_Arabian: () => new UnicodeRangeTable(decodeRanges("g0iCf", true)),
		Old_Permic: () => new UnicodeRangeTable(decodeRanges("w6gCqB", true)),
		Old_Persian: () => new UnicodeRangeTable(decodeRanges("g9gCjBFN", true)),
		Old_Sogdian: () => new UnicodeRangeTable(decodeRanges("g4jCnB", true)),
		Old_South_Arabian: () => new UnicodeRangeTable(decodeRanges("gziCf", true)),
		Old_Turkic: () => new UnicodeRangeTable(decodeRanges("ggjCoC", true)),
		Old_Uyghur: () => new UnicodeRangeTable(decodeRanges("w7jCZ", true)),
		Oriya: () => new UnicodeRangeTable(decodeRanges("h4CCCHDBDVCGCBCEDIDBDCICFBCEDR", true)),
		Osage: () => new UnicodeRangeTable(decodeRanges("wlhCjBFjB", true)),
		Osmanya: () => new UnicodeRangeTable(decodeRanges("gkhCdDJ", true)),
		Pahawh_Hmong: () => new UnicodeRangeTable(decodeRanges("g46ClCLJCGCUGS", true)),
		Palmyrene: () => new UnicodeRangeTable(decodeRanges("gjiCf", true)),
		Pau_Cin_Hau: () => new UnicodeRangeTable(decodeRanges("g2mC4B", true)),
		Phags_Pa: () => new UnicodeRangeTable(decodeRanges("giqB3B", true)),
		Phoenician: () => new UnicodeRangeTable(decodeRanges("goiCbEA", true)),
		Psalter_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g8iCRIDNG", true)),
		Rejang: () => new UnicodeRangeTable(decodeRanges("wpqBjBMA", true)),
		Runic: () => new UnicodeRangeTable(decodeRanges("g1FqCEK", true)),
		Samaritan: () => new UnicodeRangeTable(decodeRanges("ggCtBDO", true)),
		Saurashtra: () => new UnicodeRangeTable(decodeRanges("gkqBlCJL", true)),
		Sharada: () => new UnicodeRangeTable(decodeRanges("gskC-ChsCH", true)),
		Shavian: () => new UnicodeRangeTable(decodeRanges("wihCvB", true)),
		Siddham: () => new UnicodeRangeTable(decodeRanges("gslC1BDlB", true)),
		Sidetic: () => new UnicodeRangeTable(decodeRanges("gqiCZ", true)),
		SignWriting: () => new UnicodeRangeTable(decodeRanges("gg2DrUQECO", true)),
		Sinhala: () => new UnicodeRangeTable(decodeRanges("hsDCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBt-gCTB", false)),
		Sogdian: () => new UnicodeRangeTable(decodeRanges("w5jCpB", true)),
		Sora_Sompeng: () => new UnicodeRangeTable(decodeRanges("wmkCYIJ", true)),
		Soyombo: () => new UnicodeRangeTable(decodeRanges("wymCyC", true)),
		Sundanese: () => new UnicodeRangeTable(decodeRanges("g8G-BhIH", true)),
		Sunuwar: () => new UnicodeRangeTable(decodeRanges("g+mChBPJ", true)),
		Syloti_Nagri: () => new UnicodeRangeTable(decodeRanges("ggqBsB", true)),
		Syriac: () => new UnicodeRangeTable(decodeRanges("g4BNC7BDCxIK", true)),
		Tagalog: () => new UnicodeRangeTable(decodeRanges("g4FVKA", true)),
		Tagbanwa: () => new UnicodeRangeTable(decodeRanges("g7FMCCCB", true)),
		Tai_Le: () => new UnicodeRangeTable(decodeRanges("wqGdDE", true)),
		Tai_Tham: () => new UnicodeRangeTable(decodeRanges("gxG+BCcDKHJHN", true)),
		Tai_Viet: () => new UnicodeRangeTable(decodeRanges("g0qBiCZE", true)),
		Tai_Yo: () => new UnicodeRangeTable(decodeRanges("g25DeCVJB", true)),
		Takri: () => new UnicodeRangeTable(decodeRanges("g0lC5BHJ", true)),
		Tamil: () => new UnicodeRangeTable(decodeRanges("i8CBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBm+kCxBBOAB", false)),
		Tangsa: () => new UnicodeRangeTable(decodeRanges("wz6CuCCJ", true)),
		Tangut: () => new UnicodeRangeTable(decodeRanges("g-7CgBgBB+3GBhQeBiDyDB", false)),
		Telugu: () => new UnicodeRangeTable(decodeRanges("ggDMCCCWCPDICCCDIBCCCBDDDJII", true)),
		Thaana: () => new UnicodeRangeTable(decodeRanges("g8BxB", true)),
		Thai: () => new UnicodeRangeTable(decodeRanges("hwD5BGb", true)),
		Tibetan: () => new UnicodeRangeTable(decodeRanges("g4DnCCjBFmBCjBCOCGFB", true)),
		Tifinagh: () => new UnicodeRangeTable(decodeRanges("wpL3BIBPA", true)),
		Tirhuta: () => new UnicodeRangeTable(decodeRanges("gklCnCJJ", true)),
		Todhri: () => new UnicodeRangeTable(decodeRanges("guhCzB", true)),
		Tolong_Siki: () => new UnicodeRangeTable(decodeRanges("wtnCrBFJ", true)),
		Toto: () => new UnicodeRangeTable(decodeRanges("w04De", true)),
		Tulu_Tigalari: () => new UnicodeRangeTable(decodeRanges("g8kCJBCDDClBBCJBCDDCDBCJBCBBJBB", false)),
		Ugaritic: () => new UnicodeRangeTable(decodeRanges("g8gCdCA", true)),
		Unknown: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-FB", false)),
		Vai: () => new UnicodeRangeTable(decodeRanges("gopBrJ", true)),
		Vithkuqi: () => new UnicodeRangeTable(decodeRanges("wrhCKCOCGCBCKCOCGCB", true)),
		Wancho: () => new UnicodeRangeTable(decodeRanges("g24D5BGA", true)),
		Warang_Citi: () => new UnicodeRangeTable(decodeRanges("glmCyCNA", true)),
		Yezidi: () => new UnicodeRangeTable(decodeRanges("g0jCpBCCDB", true)),
		Yi: () => new UnicodeRangeTable(decodeRanges("ggoBskBE2B", true)),
		Zanabazar_Square: () => new UnicodeRangeTable(decodeRanges("gwmCnC", true))
	});
	static FOLD_CATEGORIES = new LazyMap({
		L: () => new UnicodeRangeTable(decodeRanges("laA", true)),
		LC: () => new UnicodeRangeTable(decodeRanges("laA", true)),
		Ll: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGC3HrBrBCEEJHHCCBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHxC9zC9zCBuBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
		Lt: () => new UnicodeRangeTable(decodeRanges("kOCCBCCBCClBCCtsHHBJHBJHBMQQwBAB", false)),
		Lu: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpL2B2Bs1CvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false)),
		M: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
		Mn: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
		Emoji: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
		Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
		Lowercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHuBPBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
		Math: () => new UnicodeRangeTable(decodeRanges("ycGDCHHFMMDDDCHHFAB", false)),
		Uppercase: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpLiBiBBOBFsasaBYBn6BvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false))
	});
	static FOLD_SCRIPT = new LazyMap({
		Common: () => new UnicodeRangeTable(decodeRanges("8cgBgB", false)),
		Greek: () => new UnicodeRangeTable(decodeRanges("1FwUwU", false)),
		Inherited: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false))
	});
};
// src/Unicode.js
/**
* Utilities for dealing with Unicode better than JS does.
*/
var Unicode = class Unicode {
	static MAX_RUNE = 1114111;
	static RUNE_ERROR = 65533;
	static isUnsearchable(r) {
		return r === Unicode.RUNE_ERROR || r >= Unicode.MIN_HIGH_SURROGATE && r <= Unicode.MAX_LOW_SURROGATE;
	}
	static MAX_ASCII = 127;
	static MAX_LATIN1 = 255;
	static MAX_BMP = 65535;
	static MIN_FOLD = 65;
	static MAX_FOLD = 125251;
	static MIN_HIGH_SURROGATE = 55296;
	static MAX_HIGH_SURROGATE = 56319;
	static MIN_LOW_SURROGATE = 56320;
	static MAX_LOW_SURROGATE = 57343;
	static MIN_SUPPLEMENTARY_CODE_POINT = 65536;
	static is32(ranges, r) {
		let lo = 0;
		let hi = ranges.length;
		while (lo < hi) {
			const m = lo + Math.floor((hi - lo) / 2);
			const rlo = ranges.getLo(m);
			const rhi = ranges.getHi(m);
			if (rlo <= r && r <= rhi) {
				const stride = ranges.getStride(m);
				return (r - rlo) % stride === 0;
			}
			if (r < rlo) hi = m;
			else lo = m + 1;
		}
		return false;
	}
	static is(ranges, r) {
		if (r <= Unicode.MAX_LATIN1) {
			for (let i = 0; i < ranges.length; i++) {
				if (r > ranges.getHi(i)) continue;
				const rlo = ranges.getLo(i);
				if (r < rlo) return false;
				const stride = ranges.getStride(i);
				return (r - rlo) % stride === 0;
			}
			return false;
		}
		return ranges.length > 0 && r >= ranges.getLo(0) && Unicode.is32(ranges, r);
	}
	static isPrint(r) {
		if (r <= Unicode.MAX_LATIN1) return r >= 32 && r < Unicode.MAX_ASCII || r >= 161 && r !== 173;
		return Unicode.is(UnicodeTables.Print, r);
	}
	static simpleFold(r) {
		if (UnicodeTables.CASE_ORBIT.has(r)) return UnicodeTables.CASE_ORBIT.get(r);
		if (r <= Unicode.MAX_ASCII) {
			const l = Codepoint.toLowerCase(r);
			return l !== r ? l : Codepoint.toUpperCase(r);
		}
		return r;
	}
	static equalsIgnoreCase(r1, r2) {
		if (r1 === r2) return true;
		if (r1 < 0 || r2 < 0) return false;
		if (r1 <= Unicode.MAX_ASCII && r2 <= Unicode.MAX_ASCII) {
			if (65 <= r1 && r1 <= 90) r1 |= 32;
			if (65 <= r2 && r2 <= 90) r2 |= 32;
			return r1 === r2;
		}
		for (let r = Unicode.simpleFold(r1); r !== r1; r = Unicode.simpleFold(r)) if (r === r2) return true;
		return false;
	}
};
// src/exceptions.js
var RE2JSException = class extends Error {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSException";
	}
};
/**
* An exception thrown by the parser if the pattern was invalid.
*/
var RE2JSSyntaxException = class extends RE2JSException {
	/**
	* @param {string} error
	* @param {string|null} [input=null]
	*/
	constructor(error, input = null) {
		let message = `error parsing regexp: ${error}`;
		if (input) message += `: \`${input}\``;
		super(message);
		this.name = "RE2JSSyntaxException";
		this.message = message;
		/** @type {string} */
		this.error = error;
		/** @type {string|null} */
		this.input = input;
	}
	/**
	* Retrieves the description of the error.
	* @returns {string}
	*/
	getDescription() {
		return this.error;
	}
	/**
	* Retrieves the erroneous regular-expression pattern.
	* @returns {string|null}
	*/
	getPattern() {
		return this.input;
	}
};
/**
* An exception thrown by the compiler
*/
var RE2JSCompileException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSCompileException";
	}
};
/**
* An exception thrown by using groups
*/
var RE2JSGroupException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSGroupException";
	}
};
/**
* An exception thrown by flags
*/
var RE2JSFlagsException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSFlagsException";
	}
};
/**
* An exception thrown for internal engine errors, such as corrupted bytecodes.
*/
var RE2JSInternalException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSInternalException";
	}
};
// src/Utils.js
/**
* Size of the precomputed single-byte lookup table.
* Covers standard ASCII and Latin-1 characters for fast-path execution.
*/
const FAST_PATH_TABLE_SIZE = 256;
/**
* Precomputed lookup table for Word Boundary (\b, \B) assertions.
* * By precomputing the boolean results for standard ASCII word ranges
* ('a'-'z', 'A'-'Z', '0'-'9', '_'), we completely eliminate 4 logical
* branches from the NFA's hot execution loop. This prevents costly
* CPU branch mispredictions when scanning large strings.
*/
const WORD_RUNE_TABLE = new Uint8Array(FAST_PATH_TABLE_SIZE);
for (let i = 0; i < FAST_PATH_TABLE_SIZE; i++) WORD_RUNE_TABLE[i] = 97 <= i && i <= 122 || 65 <= i && i <= 90 || 48 <= i && i <= 57 || i === 95 ? 1 : 0;
let cachedNativeEncoder = null;
let cachedNativeDecoder = null;
/**
* Various constants and helper utilities.
*/
var Utils = class Utils {
	static METACHARACTERS = "\\.+*?()|[]{}^$";
	static EMPTY_BEGIN_LINE = 1;
	static EMPTY_END_LINE = 2;
	static EMPTY_BEGIN_TEXT = 4;
	static EMPTY_END_TEXT = 8;
	static EMPTY_WORD_BOUNDARY = 16;
	static EMPTY_NO_WORD_BOUNDARY = 32;
	static EMPTY_ALL = -1;
	static emptyInts() {
		return [];
	}
	static isString(value) {
		return typeof value === "string" || Object.prototype.toString.call(value) === "[object String]";
	}
	static typeName(value) {
		if (value === null || typeof value !== "object" && typeof value !== "function") return value === null ? "null" : typeof value;
		return Object.prototype.toString.call(value).slice(8, -1);
	}
	static checkPattern(pattern) {
		if (!Utils.isString(pattern)) throw new TypeError(`The pattern must be a string, not ${Utils.typeName(pattern)} (RE2JS.translateRegExp() converts a RegExp)`);
	}
	static checkInput(input) {
		if (!Utils.isString(input) && !Utils.isByteArray(input)) throw new TypeError(`The input must be a string or a byte array (Uint8Array or number[]), not ${Utils.typeName(input)}`);
	}
	static checkFlags(flags) {
		if (!Number.isInteger(flags) || (flags & -544) !== 0) throw new RE2JSFlagsException("Flags should only be a combination of MULTILINE, DOTALL, CASE_INSENSITIVE, DISABLE_UNICODE_GROUPS, LONGEST_MATCH, LOOKBEHINDS");
	}
	static isByteArray(input) {
		return Array.isArray(input) || Object.prototype.toString.call(input) === "[object Uint8Array]";
	}
	static isalnum(c) {
		return Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"] || Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["z"] || Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["Z"];
	}
	static unhex(c) {
		if (Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"]) return c - Codepoint.CODES["0"];
		if (Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["f"]) return c - Codepoint.CODES["a"] + 10;
		if (Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["F"]) return c - Codepoint.CODES["A"] + 10;
		return -1;
	}
	static escapeRune(rune) {
		let out = "";
		if (Unicode.isPrint(rune)) {
			if (Utils.METACHARACTERS.indexOf(String.fromCodePoint(rune)) >= 0) out += "\\";
			out += String.fromCodePoint(rune);
		} else switch (rune) {
			case Codepoint.CODES["\""]:
				out += "\\\"";
				break;
			case Codepoint.CODES["\\"]:
				out += "\\\\";
				break;
			case Codepoint.CODES["	"]:
				out += "\\t";
				break;
			case Codepoint.CODES["\n"]:
				out += "\\n";
				break;
			case Codepoint.CODES["\r"]:
				out += "\\r";
				break;
			case Codepoint.CODES["\b"]:
				out += "\\b";
				break;
			case Codepoint.CODES["\f"]:
				out += "\\f";
				break;
			default: {
				let s = rune.toString(16);
				if (rune < 256) {
					out += "\\x";
					if (s.length === 1) out += "0";
					out += s;
				} else out += `\\x{${s}}`;
				break;
			}
		}
		return out;
	}
	static stringToRunes(str) {
		const string = String(str);
		const runes = [];
		let i = 0;
		while (i < string.length) {
			const cp = string.codePointAt(i);
			runes.push(cp);
			i += cp > Unicode.MAX_BMP ? 2 : 1;
		}
		return new Int32Array(runes);
	}
	static runeToString(r) {
		return String.fromCodePoint(r);
	}
	static isWordRune(r) {
		return r < FAST_PATH_TABLE_SIZE ? WORD_RUNE_TABLE[r] === 1 : false;
	}
	static emptyOpContext(r1, r2) {
		let op = 0;
		if (r1 < 0) op |= Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
		if (r1 === 10) op |= Utils.EMPTY_BEGIN_LINE;
		if (r2 < 0) op |= Utils.EMPTY_END_TEXT | Utils.EMPTY_END_LINE;
		if (r2 === 10) op |= Utils.EMPTY_END_LINE;
		if (Utils.isWordRune(r1) !== Utils.isWordRune(r2)) op |= Utils.EMPTY_WORD_BOUNDARY;
		else op |= Utils.EMPTY_NO_WORD_BOUNDARY;
		return op;
	}
	/**
	* Returns a string that quotes all regular expression metacharacters inside the argument text;
	* the returned string is a regular expression matching the literal text. For example,
	* {@code quoteMeta("[foo]").equals("\\[foo\\]")}.
	* @param {string} str
	* @returns {string}
	*/
	static quoteMeta(str) {
		return str.split("").map((s) => {
			if (Utils.METACHARACTERS.indexOf(s) >= 0) return `\\${s}`;
			return s;
		}).join("");
	}
	static charCount(codePoint) {
		return codePoint > Unicode.MAX_BMP ? 2 : 1;
	}
	/**
	* High-speed conversion from TypedArrays to standard JS Arrays.
	* Bypasses the expensive Symbol.iterator overhead of Array.from()
	*/
	static toArray(typedArray) {
		const len = typedArray.length;
		const res = new Array(len);
		for (let i = 0; i < len; i++) res[i] = typedArray[i];
		return res;
	}
	static stringToUtf8ByteArray(str) {
		if (globalThis.TextEncoder) {
			if (!cachedNativeEncoder) cachedNativeEncoder = new TextEncoder();
			return cachedNativeEncoder.encode(str);
		} else {
			let out = [], p = 0;
			for (let i = 0; i < str.length; i++) {
				let c = str.charCodeAt(i);
				if (c < 128) out[p++] = c;
				else if (c < 2048) {
					out[p++] = c >> 6 | 192;
					out[p++] = c & 63 | 128;
				} else if ((c & 64512) === Unicode.MIN_HIGH_SURROGATE && i + 1 < str.length && (str.charCodeAt(i + 1) & 64512) === Unicode.MIN_LOW_SURROGATE) {
					c = Unicode.MIN_SUPPLEMENTARY_CODE_POINT + ((c & 1023) << 10) + (str.charCodeAt(++i) & 1023);
					out[p++] = c >> 18 | 240;
					out[p++] = c >> 12 & 63 | 128;
					out[p++] = c >> 6 & 63 | 128;
					out[p++] = c & 63 | 128;
				} else {
					out[p++] = c >> 12 | 224;
					out[p++] = c >> 6 & 63 | 128;
					out[p++] = c & 63 | 128;
				}
			}
			return out;
		}
	}
	static utf8ByteArrayToString(bytes) {
		if (globalThis.TextDecoder) {
			if (!cachedNativeDecoder) cachedNativeDecoder = new TextDecoder("utf-8");
			const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
			return cachedNativeDecoder.decode(view);
		} else {
			let out = [], pos = 0, c = 0;
			while (pos < bytes.length) {
				let c1 = bytes[pos++];
				if (c1 < 128) out[c++] = String.fromCharCode(c1);
				else if (c1 > 191 && c1 < 224) {
					let c2 = bytes[pos++];
					out[c++] = String.fromCharCode((c1 & 31) << 6 | c2 & 63);
				} else if (c1 > 239 && c1 < 365) {
					let c2 = bytes[pos++];
					let c3 = bytes[pos++];
					let c4 = bytes[pos++];
					let u = ((c1 & 7) << 18 | (c2 & 63) << 12 | (c3 & 63) << 6 | c4 & 63) - Unicode.MIN_SUPPLEMENTARY_CODE_POINT;
					out[c++] = String.fromCharCode(Unicode.MIN_HIGH_SURROGATE + (u >> 10));
					out[c++] = String.fromCharCode(Unicode.MIN_LOW_SURROGATE + (u & 1023));
				} else {
					let c2 = bytes[pos++];
					let c3 = bytes[pos++];
					out[c++] = String.fromCharCode((c1 & 15) << 12 | (c2 & 63) << 6 | c3 & 63);
				}
			}
			return out.join("");
		}
	}
};
// src/helpers.js
const createEnum = (values = [], initNum = 0) => {
	const enumObject = Object.create(null);
	for (let i = 0; i < values.length; i++) {
		const val = values[i];
		const keyVal = initNum + i;
		enumObject[val] = keyVal;
		enumObject[keyVal] = val;
	}
	return Object.freeze(enumObject);
};
// src/MatcherInput.js
/**
* Abstract the representations of input text supplied to Matcher.
*/
var MatcherInputBase = class MatcherInputBase {
	static Encoding = createEnum(["UTF_16", "UTF_8"]);
	getEncoding() {
		throw Error("not implemented");
	}
	/** @returns {string} */
	asCharSequence() {
		throw Error("not implemented");
	}
	/** @returns {Uint8Array|number[]|null} */
	asBytes() {
		throw Error("not implemented");
	}
	/** @returns {number} */
	length() {
		throw Error("not implemented");
	}
	/**
	*
	* @returns {boolean}
	*/
	isUTF8Encoding() {
		return this.getEncoding() === MatcherInputBase.Encoding.UTF_8;
	}
	/**
	*
	* @returns {boolean}
	*/
	isUTF16Encoding() {
		return this.getEncoding() === MatcherInputBase.Encoding.UTF_16;
	}
};
var Utf8MatcherInput = class extends MatcherInputBase {
	/** @param {Uint8Array|number[]|null} bytes */
	constructor(bytes = null) {
		super();
		this.bytes = bytes;
	}
	getEncoding() {
		return MatcherInputBase.Encoding.UTF_8;
	}
	/**
	*
	* @returns {string}
	*/
	asCharSequence() {
		return Utils.utf8ByteArrayToString(this.bytes);
	}
	/**
	*
	* @returns {Uint8Array|number[]|null}
	*/
	asBytes() {
		return this.bytes;
	}
	/**
	*
	* @returns {number}
	*/
	length() {
		return this.bytes.length;
	}
};
var Utf16MatcherInput = class extends MatcherInputBase {
	/** @param {string|null} charSequence */
	constructor(charSequence = null) {
		super();
		this.charSequence = charSequence;
	}
	getEncoding() {
		return MatcherInputBase.Encoding.UTF_16;
	}
	/**
	*
	* @returns {string}
	*/
	asCharSequence() {
		return this.charSequence;
	}
	/**
	*
	* @returns {number[]}
	*/
	asBytes() {
		return Utils.stringToUtf8ByteArray(this.charSequence.toString());
	}
	/**
	*
	* @returns {number}
	*/
	length() {
		return this.charSequence.length;
	}
};
var MatcherInput = class {
	/**
	* Return the MatcherInput for UTF_16 encoding.
	* @returns {Utf16MatcherInput}
	*/
	static utf16(charSequence) {
		Utils.checkInput(charSequence);
		return new Utf16MatcherInput(charSequence);
	}
	/**
	* Return the MatcherInput for UTF_8 encoding.
	* @returns {Utf8MatcherInput}
	*/
	static utf8(input) {
		if (Utils.isByteArray(input)) return new Utf8MatcherInput(input);
		return new Utf8MatcherInput(Utils.stringToUtf8ByteArray(input));
	}
};
// src/MachineInput.js
/**
* MachineInput abstracts different representations of the input text supplied to the Machine. It
* provides one-character lookahead.
*/
var MachineInputBase = class {
	static EOF() {
		return -8;
	}
	constructor() {
		this.start = 0;
		this.end = 0;
	}
	canCheckPrefix() {
		return true;
	}
	endPos() {
		return this.end - this.start;
	}
	hasString() {
		return false;
	}
	hasAnyString() {
		return false;
	}
	prefixLength() {
		return 0;
	}
};
var MachineUTF8Input = class MachineUTF8Input extends MachineInputBase {
	static RUNE_ERROR_STEP = Unicode.RUNE_ERROR << 3 | 1;
	constructor(bytes, start = 0, end = bytes.length) {
		super();
		this.bytes = bytes;
		this.start = start;
		this.end = end;
	}
	hasString(prefilter, pos) {
		const target = prefilter.bytes;
		if (target.length === 0) return true;
		const idx = this.indexOf(this.bytes, target, this.start + pos);
		return idx !== -1 && idx <= this.end - target.length;
	}
	hasAnyString(prefilter, pos) {
		return prefilter.automaton8().searchUTF8(this.bytes, this.start + pos, this.end);
	}
	step(pos) {
		pos += this.start;
		if (pos >= this.end) return MachineInputBase.EOF();
		const c = this.bytes[pos] & 255;
		if (c < 128) return c << 3 | 1;
		let size;
		let rune;
		let lo = 128;
		let hi = 191;
		if (c >= 194 && c <= 223) {
			size = 2;
			rune = c & 31;
		} else if (c >= 224 && c <= 239) {
			size = 3;
			rune = c & 15;
			if (c === 224) lo = 160;
			else if (c === 237) hi = 159;
		} else if (c >= 240 && c <= 244) {
			size = 4;
			rune = c & 7;
			if (c === 240) lo = 144;
			else if (c === 244) hi = 143;
		} else return MachineUTF8Input.RUNE_ERROR_STEP;
		if (pos + size > this.end) return MachineUTF8Input.RUNE_ERROR_STEP;
		const c1 = this.bytes[pos + 1] & 255;
		if (c1 < lo || c1 > hi) return MachineUTF8Input.RUNE_ERROR_STEP;
		rune = rune << 6 | c1 & 63;
		if (size > 2) {
			const c2 = this.bytes[pos + 2] & 255;
			if ((c2 & 192) !== 128) return MachineUTF8Input.RUNE_ERROR_STEP;
			rune = rune << 6 | c2 & 63;
			if (size > 3) {
				const c3 = this.bytes[pos + 3] & 255;
				if ((c3 & 192) !== 128) return MachineUTF8Input.RUNE_ERROR_STEP;
				rune = rune << 6 | c3 & 63;
			}
		}
		return rune << 3 | size;
	}
	index(re2, pos) {
		pos += this.start;
		const i = this.indexOf(this.bytes, re2.prefixUTF8, pos);
		return i < 0 ? i : i - pos;
	}
	context(pos) {
		pos += this.start;
		let r1 = -1;
		if (pos > this.start && pos <= this.end) {
			let start = pos - 1;
			r1 = this.bytes[start--];
			if (r1 >= 128) {
				let lim = pos - 4;
				if (lim < this.start) lim = this.start;
				while (start >= lim && (this.bytes[start] & 192) === 128) start--;
				if (start < this.start) start = this.start;
				const r = this.step(start - this.start);
				r1 = start + (r & 7) === pos ? r >> 3 : Unicode.RUNE_ERROR;
			}
		}
		const r2 = pos < this.end ? this.step(pos - this.start) >> 3 : -1;
		return Utils.emptyOpContext(r1, r2);
	}
	indexOf(source, target, fromIndex = 0) {
		let targetLength = target.length;
		if (targetLength === 0) return fromIndex <= this.end ? fromIndex : -1;
		const firstByte = target[0];
		let limit = this.end - targetLength;
		const hasNativeIndexOf = typeof source.indexOf === "function";
		let i = fromIndex;
		while (i <= limit) {
			if (hasNativeIndexOf) {
				i = source.indexOf(firstByte, i);
				if (i === -1 || i > limit) return -1;
			} else {
				while (i <= limit && source[i] !== firstByte) i++;
				if (i > limit) return -1;
			}
			let match = true;
			for (let j = 1; j < targetLength; j++) if (source[i + j] !== target[j]) {
				match = false;
				break;
			}
			if (match) return i;
			i++;
		}
		return -1;
	}
	prefixLength(re2) {
		return re2.prefixUTF8.length;
	}
};
var MachineUTF16Input = class extends MachineInputBase {
	constructor(charSequence, start = 0, end = charSequence.length) {
		super();
		this.charSequence = charSequence;
		this.start = start;
		this.end = end;
	}
	hasString(prefilter, pos) {
		const idx = this.charSequence.indexOf(prefilter.str, this.start + pos);
		return idx !== -1 && idx <= this.end - prefilter.str.length;
	}
	hasAnyString(prefilter, pos) {
		return prefilter.automaton16().searchUTF16(this.charSequence, this.start + pos, this.end);
	}
	step(pos) {
		pos += this.start;
		if (pos >= this.end) return MachineInputBase.EOF();
		const c1 = this.charSequence.charCodeAt(pos);
		if (c1 < Unicode.MIN_HIGH_SURROGATE || c1 > Unicode.MAX_HIGH_SURROGATE || pos + 1 >= this.end) return c1 << 3 | 1;
		const c2 = this.charSequence.charCodeAt(pos + 1);
		if (c2 >= Unicode.MIN_LOW_SURROGATE && c2 <= Unicode.MAX_LOW_SURROGATE) return (c1 - Unicode.MIN_HIGH_SURROGATE) * 1024 + (c2 - Unicode.MIN_LOW_SURROGATE) + Unicode.MIN_SUPPLEMENTARY_CODE_POINT << 3 | 2;
		return c1 << 3 | 1;
	}
	index(re2, pos) {
		pos += this.start;
		const i = this.charSequence.indexOf(re2.prefix, pos);
		if (i < 0 || i > this.end - re2.prefix.length) return -1;
		return i - pos;
	}
	context(pos) {
		pos += this.start;
		const r1 = pos > this.start && pos <= this.end ? this.charSequence.charCodeAt(pos - 1) : -1;
		const r2 = pos < this.end ? this.charSequence.charCodeAt(pos) : -1;
		return Utils.emptyOpContext(r1, r2);
	}
	prefixLength(re2) {
		return re2.prefix.length;
	}
};
var MachineInput = class {
	static fromUTF8(bytes, start = 0, end = bytes.length) {
		return new MachineUTF8Input(bytes, start, end);
	}
	static fromUTF16(charSequence, start = 0, end = void 0) {
		Utils.checkInput(charSequence);
		return new MachineUTF16Input(charSequence, start, end ?? charSequence.length);
	}
};
// src/Matcher.js
/**
* A stateful iterator that interprets a regex {@code RE2JS} on a specific input.
*
* Conceptually, a Matcher consists of four parts:
* <ol>
* <li>A compiled regular expression {@code RE2JS}, set at construction and fixed for the lifetime
* of the matcher.</li>
*
* <li>The remainder of the input string, set at construction or {@link #reset()} and advanced by
* each match operation such as {@link #find}, {@link #matches} or {@link #lookingAt}.</li>
*
* <li>The current match information, accessible via {@link #start}, {@link #end}, and
* {@link #group}, and updated by each match operation.</li>
*
* <li>The append position, used and advanced by {@link #appendReplacement} and {@link #appendTail}
* if performing a search and replace from the input to an external {@code StringBuffer}.
*
* </ol>
*
*
* @author rsc@google.com (Russ Cox)
*/
var Matcher = class Matcher {
	/**
	* V8 and WebKit have historical hard limits on the number of arguments
	* that can be passed to a function. We cap replacer arguments to prevent
	* Call Stack Overflow (DoS) vulnerabilities on massive ASTs.
	*/
	static MAX_REPLACER_ARGS = 65535;
	/**
	* Quotes '\' and '$' in {@code s}, so that the returned string could be used in
	* {@link #appendReplacement} as a literal replacement of {@code s}.
	*
	* @param {string} str the string to be quoted
	* @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
	* @returns {string} the quoted string
	*/
	static quoteReplacement(str, javaMode = false) {
		if (javaMode) {
			if (str.indexOf("\\") < 0 && str.indexOf("$") < 0) return str;
			return str.split("").map((s) => {
				const c = s.codePointAt(0);
				if (c === Codepoint.CODES["\\"] || c === Codepoint.CODES["$"]) return `\\${s}`;
				return s;
			}).join("");
		}
		if (str.indexOf("$") < 0) return str;
		return str.split("").map((s) => {
			if (s.codePointAt(0) === Codepoint.CODES["$"]) return "$$";
			return s;
		}).join("");
	}
	/**
	*
	* @param {import('./index.js').RE2JS} pattern
	* @param {string|number[]|Uint8Array|MatcherInputBase} input
	*/
	constructor(pattern, input) {
		if (pattern === null) throw new Error("pattern is null");
		/**
		* The pattern being matched.
		* @type {import('./index.js').RE2JS}
		*/
		this.patternInput = pattern;
		const re2 = this.patternInput.re2();
		/** @type {number} */
		this.patternGroupCount = re2.numberOfCapturingGroups();
		/** @type {number[]} */
		this.groups = [];
		/** @type {Record<string, number>} */
		this.namedGroups = re2.namedGroups;
		/** @type {boolean} */
		this.hasNamedGroups = Object.keys(this.namedGroups).length > 0;
		/** @type {number} */
		this.numberOfInstructions = re2.numberOfInstructions();
		/** @type {import('./Machine.js').LookbehindState|null} */
		this.lookbehindState = null;
		if (input instanceof MatcherInputBase) this.resetMatcherInput(input);
		else if (Utils.isByteArray(input)) this.resetMatcherInput(MatcherInput.utf8(input));
		else this.resetMatcherInput(MatcherInput.utf16(input));
	}
	/**
	* Returns the {@code RE2JS} associated with this {@code Matcher}.
	* @returns {import('./index.js').RE2JS}
	*/
	pattern() {
		return this.patternInput;
	}
	/**
	* Resets the {@code Matcher}, rewinding input and discarding any match information.
	*
	* @returns {Matcher} the {@code Matcher} itself, for chained method calls
	*/
	reset() {
		/** @type {number} */
		this.matcherInputLength = this.matcherInput.length();
		/** @type {number} */
		this.appendPos = 0;
		this.hasMatch = false;
		this.hasGroups = false;
		this.anchorFlag = 0;
		return this;
	}
	/**
	* Resets the {@code Matcher} and changes the input.
	* @param {string|number[]|Uint8Array|MatcherInputBase} input
	* @returns {Matcher} the {@code Matcher} itself, for chained method calls
	*/
	resetMatcherInput(input) {
		if (input === null) throw new Error("input is null");
		if (!(input instanceof MatcherInputBase)) {
			if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
			else input = MatcherInput.utf16(input);
		}
		this.matcherInput = input;
		if (this.lookbehindState !== null) this.lookbehindState.reset();
		else this.lookbehindState = this.patternInput.re2().createLookbehindState();
		this.reset();
		return this;
	}
	/**
	* Returns the start of the named group of the most recent match, or -1 if the group was not
	* matched.
	* @param {string|number} [group=0]
	* @returns {number}
	*/
	start(group = 0) {
		if (typeof group === "string") {
			const groupInt = this.namedGroups[group];
			if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
			group = groupInt;
		}
		this.loadGroup(group);
		return this.groups[2 * group];
	}
	/**
	* Returns the end of the named group of the most recent match, or -1 if the group was not
	* matched.
	* @param {string|number} [group=0]
	* @returns {number}
	*/
	end(group = 0) {
		if (typeof group === "string") {
			const groupInt = this.namedGroups[group];
			if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
			group = groupInt;
		}
		this.loadGroup(group);
		return this.groups[2 * group + 1];
	}
	/**
	* Returns the program size of this pattern.
	*
	* <p>
	* Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
	* "cost". Larger numbers are more expensive than smaller numbers.
	* </p>
	*
	* @returns {number} the program size of this pattern
	*/
	programSize() {
		return this.numberOfInstructions;
	}
	/**
	* Returns the named group of the most recent match, or {@code null} if the group was not matched.
	* @param {string|number} [group=0]
	* @returns {string|null}
	*/
	group(group = 0) {
		if (typeof group === "string") {
			const groupInt = this.namedGroups[group];
			if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
			group = groupInt;
		}
		const start = this.start(group);
		const end = this.end(group);
		if (start < 0 && end < 0) return null;
		return this.substring(start, end);
	}
	/**
	* Returns a dictionary map of all named capturing groups and their matched values.
	* If a group was not matched, its value will be `null`.
	* @returns {Record<string, string|null>}
	*/
	getNamedGroups() {
		if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
		const result = Object.create(null);
		for (const name of Object.keys(this.namedGroups)) result[name] = this.group(name);
		return result;
	}
	/**
	* Returns the number of subgroups in this pattern.
	*
	* @returns {number} the number of subgroups; the overall match (group 0) does not count
	*/
	groupCount() {
		return this.patternGroupCount;
	}
	/**
	* Helper: finds subgroup information if needed for group.
	* @param {number} group
	* @private
	*/
	loadGroup(group) {
		if (!Number.isInteger(group) || group < 0 || group > this.patternGroupCount) throw new RE2JSGroupException(`Group index out of bounds: ${group}`);
		if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
		if (group === 0 || this.hasGroups) return;
		const end = this.matcherInputLength;
		const res = this.patternInput.re2().matchMachineInput(this.matcherInput, this.groups[0], end, this.anchorFlag, 1 + this.patternGroupCount, this.lookbehindState);
		if (!res[0]) throw new RE2JSGroupException("inconsistency in matching group data");
		this.groups = res[1];
		this.hasGroups = true;
	}
	/**
	* Matches the entire input against the pattern (anchored start and end). If there is a match,
	* {@code matches} sets the match state to describe it.
	*
	* @returns {boolean} true if the entire input matches the pattern
	*/
	matches() {
		return this.genMatch(0, RE2Flags.ANCHOR_BOTH);
	}
	/**
	* Matches the beginning of input against the pattern (anchored start). If there is a match,
	* {@code lookingAt} sets the match state to describe it.
	*
	* @returns {boolean} true if the beginning of the input matches the pattern
	*/
	lookingAt() {
		return this.genMatch(0, RE2Flags.ANCHOR_START);
	}
	/**
	* Matches the input against the pattern (unanchored), starting at a specified position. If there
	* is a match, {@code find} sets the match state to describe it.
	*
	* @param {number|null} [start=null] the input position where the search begins
	* @returns {boolean} if it finds a match
	* @throws IndexOutOfBoundsException if start is not a valid input position
	*/
	find(start = null) {
		if (start !== null) {
			if (!Number.isInteger(start) || start < 0 || start > this.matcherInputLength) throw new RE2JSGroupException(`start index out of bounds: ${start}`);
			this.reset();
			return this.genMatch(start, 0);
		}
		start = 0;
		if (this.hasMatch) {
			start = this.groups[1];
			if (this.groups[0] === this.groups[1]) {
				const r = (this.matcherInput.isUTF16Encoding() ? MachineInput.fromUTF16(this.matcherInput.asCharSequence(), 0, this.matcherInputLength) : MachineInput.fromUTF8(this.matcherInput.asBytes(), 0, this.matcherInputLength)).step(start);
				if (r < 0) start++;
				else start += r & 7;
			}
		}
		return this.genMatch(start, RE2Flags.UNANCHORED);
	}
	/**
	* Helper: does match starting at start, with RE2 anchor flag.
	* @param {number} startByte
	* @param {number} anchor
	* @returns {boolean}
	* @private
	*/
	genMatch(startByte, anchor) {
		const res = this.patternInput.re2().matchMachineInput(this.matcherInput, startByte, this.matcherInputLength, anchor, 1, this.lookbehindState);
		if (!res[0]) {
			this.hasMatch = false;
			return false;
		}
		this.groups = res[1];
		this.hasMatch = true;
		this.hasGroups = this.patternGroupCount === 0;
		this.anchorFlag = anchor;
		return true;
	}
	/**
	* Helper: return substring for [start, end).
	* @param {number} start
	* @param {number} end
	* @returns {string}
	*/
	substring(start, end) {
		if (this.matcherInput.isUTF8Encoding()) return Utils.utf8ByteArrayToString(this.matcherInput.asBytes().slice(start, end));
		return this.matcherInput.asCharSequence().substring(start, end).toString();
	}
	/**
	* Helper for Pattern: return input length.
	* @returns {number}
	*/
	inputLength() {
		return this.matcherInputLength;
	}
	/**
	* Appends to result two strings: the text from the append position up to the beginning of the
	* most recent match, and then the replacement with submatch groups substituted for references to
	* them. It advances the append position to where the most recent match ended.
	*
	* By default the replacement is expanded as by String.prototype.replace (see
	* appendReplacementInternalJs). In Java mode it follows re2j / java.util.regex: $n takes as
	* many digits as still form a valid group number, ${name} is a named group, and a backslash
	* escapes the next character (so "\\$" in a JS string literal inserts a literal $).
	*
	* @param {string} replacement the replacement string
	* @param {boolean} [javaMode=false] activate java mode (different behaviour for capture groups and special characters)
	* @returns {string}
	* @throws IllegalStateException if there was no most recent match
	* @throws IndexOutOfBoundsException in Java mode, if replacement refers to an invalid group
	* @private
	*/
	appendReplacement(replacement, javaMode = false) {
		let res = "";
		const s = this.start();
		const e = this.end();
		if (this.appendPos < s) res += this.substring(this.appendPos, s);
		this.appendPos = e;
		res += javaMode ? this.appendReplacementInternalJava(replacement) : this.appendReplacementInternalJs(replacement);
		return res;
	}
	/**
	* @param {string} replacement - the replacement string
	* @returns {string}
	* @private
	*/
	appendReplacementInternalJava(replacement) {
		let res = "";
		let last = 0;
		const m = replacement.length;
		let i = 0;
		while (i < m) {
			const cCode = replacement.codePointAt(i);
			if (cCode === Codepoint.CODES["\\"]) {
				if (last < i) res += replacement.substring(last, i);
				i++;
				if (i >= m) throw new RE2JSGroupException("character to be escaped is missing");
				last = i;
				i++;
				continue;
			}
			if (cCode === Codepoint.CODES["$"]) {
				if (last < i) res += replacement.substring(last, i);
				if (i + 1 >= m) throw new RE2JSGroupException("Illegal group reference: group index is missing");
				const nextCode = replacement.codePointAt(i + 1);
				if (Codepoint.CODES["0"] <= nextCode && nextCode <= Codepoint.CODES["9"]) {
					let n = nextCode - Codepoint.CODES["0"];
					let j = i + 2;
					for (; j < m; j++) {
						const digit = replacement.codePointAt(j);
						if (digit < Codepoint.CODES["0"] || digit > Codepoint.CODES["9"] || n * 10 + digit - Codepoint.CODES["0"] > this.patternGroupCount) break;
						n = n * 10 + digit - Codepoint.CODES["0"];
					}
					if (n > this.patternGroupCount) throw new RE2JSGroupException(`n > number of groups: ${n}`);
					const group = this.group(n);
					if (group !== null) res += group;
					i = j;
					last = i;
				} else if (nextCode === Codepoint.CODES["{"]) {
					let j = i + 2;
					while (j < m && replacement.codePointAt(j) !== Codepoint.CODES["}"]) j++;
					if (j >= m) throw new RE2JSGroupException("named capture group is missing trailing '}'");
					const groupName = replacement.substring(i + 2, j);
					const groupVal = this.group(groupName);
					if (groupVal !== null) res += groupVal;
					i = j + 1;
					last = i;
				} else throw new RE2JSGroupException("Illegal group reference");
				continue;
			}
			i++;
		}
		if (last < m) res += replacement.substring(last, m);
		return res;
	}
	/**
	* Expands |replacement| for the current match by the rules of String.prototype.replace
	* (ECMAScript GetSubstitution): $$ is "$", $& the match, $` the text before it, $' the text
	* after it, $n and $nn a group (two digits only when they form a valid group number, so with
	* one group "$10" is group 1 then "0"; an unmatched group is empty), and $<name> a named group
	* (empty when no such group), only when the pattern has named groups. Anything else, such as
	* "$0" or "$<" without a closing ">", is kept as is.
	* @param {string} replacement - the replacement string
	* @returns {string}
	* @private
	*/
	appendReplacementInternalJs(replacement) {
		const isDigit = (c) => c >= 48 && c <= 57;
		const groupCount = this.patternGroupCount;
		let res = "";
		let i = 0;
		while (i < replacement.length) {
			const dollar = replacement.indexOf("$", i);
			if (dollar < 0) break;
			res += replacement.substring(i, dollar);
			i = dollar;
			const c = replacement.charCodeAt(i + 1);
			if (c === Codepoint.CODES["$"]) {
				res += "$";
				i += 2;
			} else if (c === Codepoint.CODES["&"]) {
				res += this.group(0);
				i += 2;
			} else if (c === Codepoint.CODES["`"]) {
				res += this.substring(0, this.start(0));
				i += 2;
			} else if (c === Codepoint.CODES["'"]) {
				res += this.substring(this.end(0), this.matcherInputLength);
				i += 2;
			} else if (isDigit(c)) {
				let digits = 1;
				let index = c - 48;
				const c2 = replacement.charCodeAt(i + 2);
				if (isDigit(c2) && index * 10 + c2 - 48 <= groupCount) {
					digits = 2;
					index = index * 10 + c2 - 48;
				}
				if (index >= 1 && index <= groupCount) {
					const group = this.group(index);
					if (group !== null) res += group;
				} else res += replacement.substring(i, i + 1 + digits);
				i += 1 + digits;
			} else if (c === Codepoint.CODES["<"] && this.hasNamedGroups) {
				const gt = replacement.indexOf(">", i + 2);
				if (gt < 0) {
					res += "$<";
					i += 2;
				} else {
					const name = replacement.substring(i + 2, gt);
					if (Object.hasOwn(this.namedGroups, name)) {
						const group = this.group(name);
						if (group !== null) res += group;
					}
					i = gt + 1;
				}
			} else {
				res += "$";
				i += 1;
			}
		}
		return res + replacement.substring(i);
	}
	/**
	* Return the substring of the input from the append position to the end of the
	* input.
	* @returns {string}
	*/
	appendTail() {
		return this.substring(this.appendPos, this.matcherInputLength);
	}
	/**
	* Returns the input with all matches replaced by {@code replacement}, interpreted as for
	* {@code appendReplacement}.
	*
	* @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
	* @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
	* @returns {string} the input string with the matches replaced
	* @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
	*/
	replaceAll(replacement, javaMode = false) {
		return this.replace(replacement, true, javaMode);
	}
	/**
	* Returns the input with the first match replaced by {@code replacement}, interpreted as for
	* {@code appendReplacement}.
	*
	* @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
	* @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
	* @returns {string} the input string with the first match replaced
	* @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
	*/
	replaceFirst(replacement, javaMode = false) {
		return this.replace(replacement, false, javaMode);
	}
	/**
	* Helper: replaceAll/replaceFirst hybrid.
	* @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
	* @param {boolean} [all=true] - replace all matches
	* @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
	* @returns {string}
	* @private
	*/
	replace(replacement, all = true, javaMode = false) {
		let res = "";
		this.reset();
		const isFunc = typeof replacement === "function";
		let originalInput = null;
		if (isFunc) {
			if (this.groupCount() >= Matcher.MAX_REPLACER_ARGS) throw new RE2JSGroupException("Too many capture groups to safely invoke replacer function");
			originalInput = this.matcherInput.isUTF8Encoding() ? this.matcherInput.asBytes() : this.matcherInput.asCharSequence();
		}
		while (this.find()) {
			res += isFunc ? this.appendReplacementFunc(replacement, originalInput) : this.appendReplacement(replacement, javaMode);
			if (!all) break;
		}
		res += this.appendTail();
		return res;
	}
	/**
	* Evaluates a replacer function for the current match and appends the result,
	* along with any un-matched preceding text, advancing the append position.
	* @param {Function} replacer - the replacer function
	* @param {string|Uint8Array|number[]} originalInput - the cached original input reference
	* @returns {string} the evaluated string to append
	* @private
	*/
	appendReplacementFunc(replacer, originalInput) {
		let res = "";
		const s = this.start();
		const e = this.end();
		if (this.appendPos < s) res += this.substring(this.appendPos, s);
		this.appendPos = e;
		/** @type {unknown[]} */
		const args = this.matchArray();
		args.push(s, originalInput);
		if (this.hasNamedGroups) args.push(this.namedGroupsObject());
		res += String(replacer(...args));
		return res;
	}
	/**
	* The match and its groups, as the elements of a JS RegExpExecArray: undefined for a group that
	* did not take part in the match. Used by exec(), matchAll() and replacer functions.
	* @returns {Array<string|undefined>}
	* @private
	*/
	matchArray() {
		const result = [this.group(0)];
		for (let i = 1; i <= this.patternGroupCount; i++) {
			const group = this.group(i);
			result.push(group === null ? void 0 : group);
		}
		return result;
	}
	/**
	* The named groups, as the groups property of a JS RegExpExecArray: an object without a
	* prototype mapping each name to its group (undefined when it did not take part in the match),
	* or undefined when the pattern has no named groups.
	* @returns {Record<string, string|undefined>|undefined}
	* @private
	*/
	namedGroupsObject() {
		if (!this.hasNamedGroups) return;
		const result = this.getNamedGroups();
		for (const name in result) if (result[name] === null) result[name] = void 0;
		return result;
	}
};
// src/Inst.js
/**
* A single instruction in the regular expression virtual machine.
*
* @see http://swtch.com/~rsc/regexp/regexp2.html
*/
var Inst = class Inst {
	static ALT = 1;
	static ALT_MATCH = 2;
	static CAPTURE = 3;
	static EMPTY_WIDTH = 4;
	static FAIL = 5;
	static MATCH = 6;
	static NOP = 7;
	static RUNE = 8;
	static RUNE1 = 9;
	static RUNE_ANY = 10;
	static RUNE_ANY_NOT_NL = 11;
	static LB_WRITE = 12;
	static LB_CHECK = 13;
	static isRuneOp(op) {
		return Inst.RUNE <= op && op <= Inst.RUNE_ANY_NOT_NL;
	}
	static escapeRunes(runes) {
		let out = "\"";
		for (let rune of runes) out += Utils.escapeRune(rune);
		out += "\"";
		return out;
	}
	constructor(op) {
		this.op = op;
		this.out = 0;
		this.arg = 0;
		/** @type {Int32Array} */
		this.runes = /* @__PURE__ */ new Int32Array(0);
		/** @type {Uint32Array | number[] | null} */
		this.next = null;
	}
	matchRune(r) {
		if (this.runes.length === 1) {
			const r0 = this.runes[0];
			if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r);
			return r === r0;
		}
		const len = this.runes.length;
		if (len === 0) return false;
		if (len === 2 || len === 4 || len === 6 || len === 8) {
			for (let j = 0; j < len; j += 2) {
				if (r < this.runes[j]) return false;
				if (r <= this.runes[j + 1]) return true;
			}
			return false;
		}
		let base = 0;
		let n = len >> 1;
		while (n > 1) {
			const half = n >> 1;
			base += this.runes[base + half << 1] <= r ? half : 0;
			n -= half;
		}
		base += this.runes[base << 1] <= r ? 1 : 0;
		const m = base - 1;
		return m >= 0 && r <= this.runes[m << 1 | 1];
	}
	matchRunePos(r) {
		if (this.runes.length === 1) {
			const r0 = this.runes[0];
			if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r) ? 0 : -1;
			return r === r0 ? 0 : -1;
		}
		const len = this.runes.length;
		if (len === 0) return -1;
		if (len === 2 || len === 4 || len === 6 || len === 8) {
			for (let j = 0; j < len; j += 2) {
				if (r < this.runes[j]) return -1;
				if (r <= this.runes[j + 1]) return Math.floor(j / 2);
			}
			return -1;
		}
		let base = 0;
		let n = len >> 1;
		while (n > 1) {
			const half = n >> 1;
			base += this.runes[base + half << 1] <= r ? half : 0;
			n -= half;
		}
		base += this.runes[base << 1] <= r ? 1 : 0;
		const m = base - 1;
		return m >= 0 && r <= this.runes[m << 1 | 1] ? m : -1;
	}
	/**
	*
	* @returns {string}
	*/
	toString() {
		switch (this.op) {
			case Inst.ALT: return `alt -> ${this.out}, ${this.arg}`;
			case Inst.ALT_MATCH: return `altmatch -> ${this.out}, ${this.arg}`;
			case Inst.CAPTURE: return `cap ${this.arg} -> ${this.out}`;
			case Inst.EMPTY_WIDTH: return `empty ${this.arg} -> ${this.out}`;
			case Inst.MATCH: return `match${this.arg !== 0 ? ` ${this.arg}` : ""}`;
			case Inst.FAIL: return "fail";
			case Inst.NOP: return `nop -> ${this.out}`;
			case Inst.LB_WRITE: return `lbwrite ${this.arg} -> ${this.out}`;
			case Inst.LB_CHECK: return `lbcheck ${this.arg} -> ${this.out}`;
			case Inst.RUNE:
				if (this.runes === null) return "rune <null>";
				return [
					"rune ",
					Inst.escapeRunes(this.runes),
					(this.arg & RE2Flags.FOLD_CASE) !== 0 ? "/i" : "",
					" -> ",
					this.out
				].join("");
			case Inst.RUNE1: return `rune1 ${Inst.escapeRunes(this.runes)} -> ${this.out}`;
			case Inst.RUNE_ANY: return `any -> ${this.out}`;
			case Inst.RUNE_ANY_NOT_NL: return `anynotnl -> ${this.out}`;
			default: throw new Error("unhandled case in Inst.toString");
		}
	}
};
// src/Machine.js
var Queue = class Queue {
	constructor(numInst) {
		this.sparse = new Int32Array(numInst);
		this.densePcs = new Int32Array(numInst);
		this.denseCaps = null;
		this.size = 0;
		this.ncap = 0;
		this.mainThreads = 0;
	}
	static INITIAL_THREADS = 32;
	init(ncap) {
		this.ncap = ncap;
		const needed = Math.min(this.densePcs.length, Queue.INITIAL_THREADS) * ncap;
		if (!this.denseCaps || this.denseCaps.length < needed) this.denseCaps = new Int32Array(needed);
	}
	growCaps(needed) {
		const limit = this.densePcs.length * this.ncap;
		const grown = new Int32Array(Math.min(limit, Math.max(needed, 2 * this.denseCaps.length)));
		grown.set(this.denseCaps);
		this.denseCaps = grown;
	}
	contains(pc) {
		const j = this.sparse[pc];
		return j < this.size && this.densePcs[j] === pc;
	}
	isEmpty() {
		return this.size === 0;
	}
	add(pc) {
		const j = this.size++;
		this.sparse[pc] = j;
		this.densePcs[j] = pc;
		return j;
	}
	clear() {
		this.size = 0;
		this.mainThreads = 0;
	}
	toString() {
		let out = "{";
		for (let i = 0; i < this.size; i++) {
			if (i !== 0) out += ", ";
			out += this.densePcs[i];
		}
		out += "}";
		return out;
	}
};
var LookbehindState = class {
	constructor(prog) {
		this.pos = -1;
		this.pcs = new Int32Array(prog.numInst());
		this.size = 0;
		this.lbTable = new Int32Array(prog.numLb + 1);
	}
	reset() {
		this.pos = -1;
		this.size = 0;
	}
};
var Machine = class Machine {
	static fromRE2(re2) {
		const m = new Machine();
		m.prog = re2.prog;
		m.re2 = re2;
		m.q0 = new Queue(m.prog.numInst());
		m.q1 = new Queue(m.prog.numInst());
		m.addStack = new Int32Array(2 * (m.prog.numInst() + 1));
		m.matched = false;
		m.matchcap = new Int32Array(m.prog.numCap < 2 ? 2 : m.prog.numCap);
		m.ncap = 0;
		return m;
	}
	constructor() {
		this.prog = null;
		this.re2 = null;
		this.q0 = null;
		this.q1 = null;
		this.addStack = null;
		this.matched = false;
		this.matchcap = null;
		this.ncap = 0;
		this.lbTable = null;
	}
	init(ncap) {
		this.ncap = ncap;
		if (ncap > this.matchcap.length) this.matchcap = new Int32Array(ncap).fill(-1);
		else this.matchcap.fill(-1);
		this.q0.init(ncap);
		this.q1.init(ncap);
		if (this.prog.numLb > 0) {
			if (!this.lbTable || this.lbTable.length < this.prog.numLb + 1) this.lbTable = new Int32Array(this.prog.numLb + 1);
			this.lbTable.fill(-1);
		}
	}
	submatches() {
		if (this.ncap === 0) return Utils.emptyInts();
		return Utils.toArray(this.matchcap.subarray(0, this.ncap));
	}
	match(input, pos, anchor, lbState = null) {
		const startCond = this.re2.cond;
		if (startCond === Utils.EMPTY_ALL) return false;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
		this.matched = false;
		this.matchcap.fill(-1);
		const hasLookbehinds = this.prog.numLb > 0;
		const matchStartPos = pos;
		let currentPos = pos;
		let resumeLookbehinds = false;
		if (hasLookbehinds) {
			if (lbState !== null && lbState.pos >= 0 && lbState.pos <= pos) {
				currentPos = lbState.pos;
				resumeLookbehinds = true;
			} else currentPos = 0;
		}
		let saveLookbehinds = hasLookbehinds && lbState !== null;
		let runq = this.q0;
		let nextq = this.q1;
		let r = input.step(currentPos);
		let rune = r >> 3;
		let width = r & 7;
		let rune1 = -1;
		let width1 = 0;
		if (r !== MachineInputBase.EOF()) {
			r = input.step(currentPos + width);
			rune1 = r >> 3;
			width1 = r & 7;
		}
		let flag;
		if (currentPos === 0) flag = Utils.emptyOpContext(-1, rune);
		else flag = input.context(currentPos);
		if (hasLookbehinds) {
			if (resumeLookbehinds) this.restoreLookbehinds(lbState, runq, flag);
			else this.spawnLookbehinds(runq, currentPos, flag);
		}
		while (true) {
			if (runq.mainThreads === 0) {
				if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
				if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
				if (this.matched) break;
				if (this.prog.numLb === 0 && runq.isEmpty() && !(this.re2.prefix.length === 0) && rune1 !== this.re2.prefixRune && input.canCheckPrefix()) {
					const advance = input.index(this.re2, currentPos);
					if (advance < 0) break;
					currentPos += advance;
					r = input.step(currentPos);
					rune = r >> 3;
					width = r & 7;
					r = input.step(currentPos + width);
					rune1 = r >> 3;
					width1 = r & 7;
					flag = input.context(currentPos);
				}
			}
			if (currentPos >= matchStartPos) {
				if (saveLookbehinds) {
					this.saveLookbehinds(lbState, runq, currentPos);
					saveLookbehinds = false;
				}
				if (!this.matched && (currentPos === 0 || anchor === RE2Flags.UNANCHORED)) {
					if (this.ncap > 0) this.matchcap[0] = currentPos;
					this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
				}
			}
			const nextPos = currentPos + width;
			flag = input.context(nextPos);
			this.step(runq, nextq, currentPos, nextPos, rune, flag, anchor, currentPos === input.endPos());
			if (width === 0) break;
			if (this.ncap === 0 && this.matched) break;
			currentPos += width;
			rune = rune1;
			width = width1;
			if (rune !== -1) {
				r = input.step(currentPos + width);
				rune1 = r >> 3;
				width1 = r & 7;
			}
			const tmpq = runq;
			runq = nextq;
			nextq = tmpq;
		}
		runq.clear();
		nextq.clear();
		return this.matched;
	}
	matchSet(input, pos, anchor) {
		const startCond = this.re2.cond;
		if (startCond === Utils.EMPTY_ALL) return [];
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
		let currentPos = this.prog.numLb > 0 ? 0 : pos;
		let matchStartPos = pos;
		let runq = this.q0;
		let nextq = this.q1;
		let r = input.step(currentPos);
		let rune = r >> 3;
		let width = r & 7;
		let rune1 = -1;
		let width1 = 0;
		if (r !== MachineInputBase.EOF()) {
			r = input.step(currentPos + width);
			rune1 = r >> 3;
			width1 = r & 7;
		}
		let flag = currentPos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(currentPos);
		const matches = /* @__PURE__ */ new Set();
		if (this.prog.numLb > 0) this.spawnLookbehinds(runq, currentPos, flag);
		while (true) {
			if (runq.mainThreads === 0) {
				if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
				if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
			}
			if (currentPos === 0 || anchor === RE2Flags.UNANCHORED) {
				if (currentPos >= matchStartPos) this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
			}
			const nextPos = currentPos + width;
			flag = input.context(nextPos);
			for (let j = 0; j < runq.size; j++) {
				const pc = runq.densePcs[j];
				const i = this.prog.inst[pc];
				const capOffset = j * this.ncap;
				let add = false;
				switch (i.op) {
					case Inst.MATCH:
						if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== input.endPos()) break;
						matches.add(i.arg);
						break;
					case Inst.RUNE:
						add = i.matchRune(rune);
						break;
					case Inst.RUNE1:
						add = rune === i.runes[0];
						break;
					case Inst.RUNE_ANY:
						add = true;
						break;
					case Inst.RUNE_ANY_NOT_NL:
						add = rune !== 10;
						break;
					default: continue;
				}
				if (add) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, flag);
			}
			runq.clear();
			if (width === 0) break;
			currentPos += width;
			rune = rune1;
			width = width1;
			if (rune !== -1) {
				r = input.step(currentPos + width);
				rune1 = r >> 3;
				width1 = r & 7;
			}
			const tmpq = runq;
			runq = nextq;
			nextq = tmpq;
		}
		nextq.clear();
		return Array.from(matches).sort((a, b) => a - b);
	}
	step(runq, nextq, pos, nextPos, c, nextCond, anchor, atEnd) {
		const longest = this.re2.longest;
		for (let j = 0; j < runq.size; j++) {
			const pc = runq.densePcs[j];
			const capOffset = j * this.ncap;
			if (longest && this.matched && this.ncap > 0 && this.matchcap[0] < runq.denseCaps[capOffset]) continue;
			const i = this.prog.inst[pc];
			let add = false;
			switch (i.op) {
				case Inst.MATCH:
					if (anchor === RE2Flags.ANCHOR_BOTH && !atEnd) break;
					if (this.ncap > 0 && (!longest || !this.matched || this.matchcap[1] < pos)) {
						runq.denseCaps[capOffset + 1] = pos;
						for (let k = 0; k < this.ncap; k++) this.matchcap[k] = runq.denseCaps[capOffset + k];
					}
					if (!longest) runq.size = 0;
					this.matched = true;
					break;
				case Inst.RUNE:
					add = i.matchRune(c);
					break;
				case Inst.RUNE1:
					add = c === i.runes[0];
					break;
				case Inst.RUNE_ANY:
					add = true;
					break;
				case Inst.RUNE_ANY_NOT_NL:
					add = c !== 10;
					break;
				default: continue;
			}
			if (add) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, nextCond);
		}
		runq.clear();
	}
	spawnLookbehinds(q, pos, flag) {
		for (let i = 0; i < this.prog.lbStarts.length; i++) this.add(q, this.prog.lbStarts[i], pos, this.matchcap, 0, flag);
	}
	restoreLookbehinds(lbState, q, flag) {
		this.lbTable.set(lbState.lbTable);
		for (let j = 0; j < lbState.size; j++) this.add(q, lbState.pcs[j], lbState.pos, this.matchcap, 0, flag);
	}
	saveLookbehinds(lbState, q, pos) {
		let size = 0;
		for (let j = 0; j < q.size; j++) {
			const pc = q.densePcs[j];
			if (this.prog.lbInst[pc] === 1 && Inst.isRuneOp(this.prog.inst[pc].op)) lbState.pcs[size++] = pc;
		}
		lbState.size = size;
		lbState.pos = pos;
		lbState.lbTable.set(this.lbTable);
	}
	add(q, pc, pos, capArray, capOffset, cond) {
		const stk = this.addStack;
		let nstk = 0;
		for (;;) {
			while (pc !== 0 && !q.contains(pc)) {
				const d = q.add(pc);
				const inst = this.prog.inst[pc];
				switch (inst.op) {
					case Inst.FAIL:
						pc = 0;
						break;
					case Inst.ALT:
					case Inst.ALT_MATCH:
						stk[nstk++] = inst.arg;
						stk[nstk++] = 0;
						pc = inst.out;
						break;
					case Inst.EMPTY_WIDTH:
						pc = (inst.arg & ~cond) === 0 ? inst.out : 0;
						break;
					case Inst.NOP:
						pc = inst.out;
						break;
					case Inst.CAPTURE:
						if (inst.arg < this.ncap) {
							stk[nstk++] = -inst.arg - 1;
							stk[nstk++] = capArray[capOffset + inst.arg];
							capArray[capOffset + inst.arg] = pos;
						}
						pc = inst.out;
						break;
					case Inst.LB_WRITE:
						this.lbTable[Math.abs(inst.arg)] = pos;
						pc = inst.out;
						break;
					case Inst.LB_CHECK:
						if (inst.arg > 0) pc = this.lbTable[inst.arg] === pos ? inst.out : 0;
						else pc = this.lbTable[-inst.arg] !== pos ? inst.out : 0;
						break;
					case Inst.MATCH:
					case Inst.RUNE:
					case Inst.RUNE1:
					case Inst.RUNE_ANY:
					case Inst.RUNE_ANY_NOT_NL:
						if (this.prog.lbInst[pc] === 0) q.mainThreads++;
						if (this.ncap > 0) {
							const destOffset = d * this.ncap;
							if (destOffset + this.ncap > q.denseCaps.length) q.growCaps(destOffset + this.ncap);
							for (let c = 0; c < this.ncap; c++) q.denseCaps[destOffset + c] = capArray[capOffset + c];
						}
						pc = 0;
						break;
					default: throw new RE2JSInternalException("unhandled");
				}
			}
			if (nstk === 0) return;
			nstk -= 2;
			const entry = stk[nstk];
			if (entry < 0) {
				capArray[capOffset - entry - 1] = stk[nstk + 1];
				pc = 0;
			} else pc = entry;
		}
	}
};
// src/DFA.js
const hashState = (pcs, flag, ids) => {
	let h = -2128831035;
	for (let i = 0; i < pcs.length; i++) {
		h ^= pcs[i];
		h = Math.imul(h, 16777619);
	}
	h ^= flag;
	h = Math.imul(h, 16777619);
	for (let i = 0; i < ids.length; i++) {
		h ^= ids[i];
		h = Math.imul(h, 16777619);
	}
	return h;
};
const arraysEqual = (a, b) => {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
};
const isState = (state, pcs, flag, ids) => state.flag === flag && arraysEqual(state.nfaStates, pcs) && arraysEqual(state.matchIDs, ids);
const NO_IDS = [];
const END_TEXT = -1;
var DFAState = class {
	constructor(nfaStates, flag, matchIDs) {
		this.nfaStates = nfaStates;
		this.flag = flag;
		this.isMatch = (flag & DFA.FLAG_MATCH) !== 0;
		this.matchIDs = matchIDs;
		this.next = null;
		this.nextAnchored = null;
	}
};
var DFA = class DFA {
	static FLAG_EMPTY_MASK = 255;
	static FLAG_MATCH = 256;
	static FLAG_LAST_WORD = 512;
	static FLAG_NEED_SHIFT = 16;
	static STATE_OVERHEAD = 150;
	static ARRAY_OVERHEAD = 40;
	static ELEMENT_SIZE = 8;
	static TABLE_OVERHEAD = 48;
	static PROGRESS_PER_STATE = 10;
	constructor(prog, maxMem = 8388608) {
		this.prog = prog;
		this.maxMem = maxMem;
		this.stateCache = /* @__PURE__ */ new Map();
		this.stateCount = 0;
		this.startStates = /* @__PURE__ */ new Map();
		this.failed = false;
		for (let pc = 0; pc < prog.numInst(); pc++) {
			const op = prog.getInst(pc).op;
			if (op === Inst.LB_WRITE || op === Inst.LB_CHECK) {
				this.failed = true;
				break;
			}
		}
		this.computeRuneClasses();
		this.stateBudget = maxMem;
		this.memBudget = maxMem;
	}
	computeRuneClasses() {
		const bounds = /* @__PURE__ */ new Set();
		const addRange = (lo, hi) => {
			bounds.add(lo);
			bounds.add(hi + 1);
		};
		for (let pc = 0; pc < this.prog.numInst(); pc++) {
			const inst = this.prog.getInst(pc);
			switch (inst.op) {
				case Inst.RUNE:
				case Inst.RUNE1:
					if (inst.runes.length === 1) {
						addRange(inst.runes[0], inst.runes[0]);
						if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) for (let f = Unicode.simpleFold(inst.runes[0]); f !== inst.runes[0]; f = Unicode.simpleFold(f)) addRange(f, f);
					} else for (let j = 0; j < inst.runes.length; j += 2) addRange(inst.runes[j], inst.runes[j + 1]);
					break;
				case Inst.RUNE_ANY_NOT_NL:
					addRange(10, 10);
					break;
				case Inst.EMPTY_WIDTH:
					if ((inst.arg & (Utils.EMPTY_BEGIN_LINE | Utils.EMPTY_END_LINE)) !== 0) addRange(10, 10);
					if ((inst.arg & (Utils.EMPTY_WORD_BOUNDARY | Utils.EMPTY_NO_WORD_BOUNDARY)) !== 0) {
						addRange(48, 57);
						addRange(65, 90);
						addRange(95, 95);
						addRange(97, 122);
					}
			}
		}
		bounds.delete(0);
		this.classBounds = Int32Array.from(bounds).sort();
		this.numClasses = this.classBounds.length + 1;
		const latin1Class = new Int32Array(Unicode.MAX_LATIN1 + 1);
		for (let r = 0; r <= Unicode.MAX_LATIN1; r++) latin1Class[r] = this.searchClass(r);
		this.latin1Class = latin1Class;
	}
	runeClass(r) {
		if (r <= Unicode.MAX_LATIN1) return this.latin1Class[r];
		return this.searchClass(r);
	}
	searchClass(r) {
		const bounds = this.classBounds;
		let lo = 0;
		let hi = bounds.length;
		while (lo < hi) {
			const mid = lo + hi >> 1;
			if (bounds[mid] <= r) lo = mid + 1;
			else hi = mid;
		}
		return lo;
	}
	closure(pcs, flag) {
		const closure = /* @__PURE__ */ new Set();
		const stack = Array.from(pcs);
		let needflags = 0;
		while (stack.length > 0) {
			const pc = stack.pop();
			if (pc === 0 || closure.has(pc)) continue;
			closure.add(pc);
			const inst = this.prog.getInst(pc);
			switch (inst.op) {
				case Inst.ALT:
				case Inst.ALT_MATCH:
					stack.push(inst.out);
					stack.push(inst.arg);
					break;
				case Inst.NOP:
				case Inst.CAPTURE:
					stack.push(inst.out);
					break;
				case Inst.EMPTY_WIDTH:
					needflags |= inst.arg;
					if ((inst.arg & ~flag) === 0) stack.push(inst.out);
			}
		}
		return {
			pcs: Array.from(closure).sort((a, b) => a - b),
			needflags
		};
	}
	getState(pcs, flag, ids) {
		const hash = hashState(pcs, flag, ids);
		const cached = this.stateCache.get(hash);
		if (cached instanceof DFAState) {
			if (isState(cached, pcs, flag, ids)) return cached;
		} else if (cached !== void 0) {
			for (let i = 0; i < cached.length; i++) if (isState(cached[i], pcs, flag, ids)) return cached[i];
		}
		const cost = DFA.stateCost(pcs, ids);
		if (this.memBudget < cost) return null;
		this.memBudget -= cost;
		const state = new DFAState(pcs, flag, ids);
		if (cached === void 0) this.stateCache.set(hash, state);
		else if (cached instanceof DFAState) this.stateCache.set(hash, [cached, state]);
		else cached.push(state);
		this.stateCount++;
		return state;
	}
	static stateCost(pcs, ids) {
		const idsCost = ids.length === 0 ? 0 : DFA.ARRAY_OVERHEAD + DFA.ELEMENT_SIZE * ids.length;
		return DFA.STATE_OVERHEAD + DFA.ELEMENT_SIZE * pcs.length + idsCost;
	}
	*cachedStates() {
		for (const cached of this.stateCache.values()) if (cached instanceof DFAState) yield cached;
		else yield* cached;
	}
	makeState(pcs, flag, ids) {
		const closure = this.closure(pcs, flag & DFA.FLAG_EMPTY_MASK);
		let stateFlag = flag;
		if (closure.needflags === 0) stateFlag &= DFA.FLAG_MATCH;
		stateFlag |= closure.needflags << DFA.FLAG_NEED_SHIFT;
		return this.getState(closure.pcs, stateFlag, ids);
	}
	allocTable(state, anchor) {
		const size = this.numClasses + 1;
		const cost = DFA.TABLE_OVERHEAD + DFA.ELEMENT_SIZE * size;
		if (this.memBudget < cost) return null;
		this.memBudget -= cost;
		const table = new Array(size).fill(null);
		if (anchor === RE2Flags.UNANCHORED) state.next = table;
		else state.nextAnchored = table;
		return table;
	}
	clearCache() {
		this.stateCache.clear();
		this.stateCount = 0;
		this.startStates.clear();
		this.memBudget = this.stateBudget;
	}
	resetCache(current) {
		this.clearCache();
		return this.getState(current.nfaStates, current.flag, current.matchIDs);
	}
	step(state, cls, rune, anchor) {
		let table = anchor === RE2Flags.UNANCHORED ? state.next : state.nextAnchored;
		if (table !== null) {
			const cached = table[cls];
			if (cached !== null) return cached;
		} else {
			table = this.allocTable(state, anchor);
			if (table === null) return null;
		}
		const needflag = state.flag >>> DFA.FLAG_NEED_SHIFT;
		const oldbeforeflag = state.flag & DFA.FLAG_EMPTY_MASK;
		let beforeflag = oldbeforeflag;
		let afterflag = 0;
		if (rune === 10) {
			beforeflag |= Utils.EMPTY_END_LINE;
			afterflag |= Utils.EMPTY_BEGIN_LINE;
		}
		if (rune === END_TEXT) beforeflag |= Utils.EMPTY_END_LINE | Utils.EMPTY_END_TEXT;
		const islastword = (state.flag & DFA.FLAG_LAST_WORD) !== 0;
		const isword = rune !== END_TEXT && Utils.isWordRune(rune);
		beforeflag |= isword === islastword ? Utils.EMPTY_NO_WORD_BOUNDARY : Utils.EMPTY_WORD_BOUNDARY;
		let pcs = state.nfaStates;
		if ((beforeflag & ~oldbeforeflag & needflag) !== 0) pcs = this.closure(pcs, beforeflag).pcs;
		const nextPCs = [];
		let ismatch = false;
		let ids = NO_IDS;
		for (let i = 0; i < pcs.length; i++) {
			const inst = this.prog.getInst(pcs[i]);
			if (inst.op === Inst.MATCH) {
				if (!ismatch) {
					ismatch = true;
					ids = [];
				}
				ids.push(inst.arg);
			} else if (rune !== END_TEXT && Inst.isRuneOp(inst.op) && inst.matchRune(rune)) nextPCs.push(inst.out);
		}
		if (ids.length > 1) ids.sort((a, b) => a - b);
		if (anchor === RE2Flags.UNANCHORED && rune !== END_TEXT) nextPCs.push(this.prog.start);
		let flag = afterflag;
		if (ismatch) flag |= DFA.FLAG_MATCH;
		if (isword) flag |= DFA.FLAG_LAST_WORD;
		const nextState = this.makeState(nextPCs, flag, ids);
		if (nextState === null) return null;
		table[cls] = nextState;
		return nextState;
	}
	start(input, pos) {
		const context = input.context(pos);
		let flags;
		if ((context & Utils.EMPTY_BEGIN_TEXT) !== 0) flags = Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
		else if ((context & Utils.EMPTY_BEGIN_LINE) !== 0) flags = Utils.EMPTY_BEGIN_LINE;
		else {
			const r = input.step(pos);
			const nextIsWord = r >= 0 && Utils.isWordRune(r >> 3);
			flags = (context & Utils.EMPTY_WORD_BOUNDARY) !== 0 !== nextIsWord ? DFA.FLAG_LAST_WORD : 0;
		}
		let state = this.startStates.get(flags);
		if (state === void 0) {
			state = this.makeState([this.prog.start], flags, NO_IDS);
			if (state === null) {
				this.clearCache();
				state = this.makeState([this.prog.start], flags, NO_IDS);
				if (state === null) return null;
			}
			this.startStates.set(flags, state);
		}
		return state;
	}
	stepOrReset(state, cls, rune, anchor, pos, search) {
		let next = this.step(state, cls, rune, anchor);
		if (next !== null) return next;
		if (search.resetPos >= 0 && pos - search.resetPos < DFA.PROGRESS_PER_STATE * this.stateCount) return null;
		search.resetPos = pos;
		const restored = this.resetCache(state);
		if (restored === null) return null;
		next = this.step(restored, cls, rune, anchor);
		return next;
	}
	run(input, pos, anchor, state, onMatch) {
		const endPos = input.endPos();
		const latin1Class = this.latin1Class;
		const unanchored = anchor === RE2Flags.UNANCHORED;
		const search = { resetPos: -1 };
		let i = pos;
		while (i < endPos) {
			const r = input.step(i);
			const rune = r >> 3;
			const width = r & 7;
			if (width === 0) break;
			const cls = rune <= Unicode.MAX_LATIN1 ? latin1Class[rune] : this.runeClass(rune);
			let next = unanchored && state.next !== null ? state.next[cls] : null;
			if (next === null) {
				next = this.stepOrReset(state, cls, rune, anchor, i, search);
				if (next === null) return null;
			}
			state = next;
			if (state.isMatch && onMatch(state, false)) return true;
			if (!unanchored && state.nfaStates.length === 0) return false;
			i += width;
		}
		state = this.stepOrReset(state, this.numClasses, END_TEXT, anchor, i, search);
		if (state === null) return null;
		return state.isMatch && onMatch(state, true);
	}
	match(input, pos, anchor) {
		if (this.failed) return null;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
		const startState = this.start(input, pos);
		if (startState === null) return null;
		return this.run(input, pos, anchor, startState, (state, atEnd) => anchor !== RE2Flags.ANCHOR_BOTH || atEnd);
	}
	matchSet(input, pos, anchor) {
		if (this.failed) return null;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
		const startState = this.start(input, pos);
		if (startState === null) return null;
		const matches = /* @__PURE__ */ new Set();
		const collect = (state, atEnd) => {
			if (anchor !== RE2Flags.ANCHOR_BOTH || atEnd) for (let k = 0; k < state.matchIDs.length; k++) matches.add(state.matchIDs[k]);
			return false;
		};
		if (this.run(input, pos, anchor, startState, collect) === null) return null;
		return Array.from(matches).sort((a, b) => a - b);
	}
};
// src/Backtracker.js
const VISITED_BITS = 32;
const MAX_BACKTRACK_PROG = 500;
const INITIAL_JOB_CAPACITY = 256;
const MAX_BACKTRACK_VECTOR = 262144;
var BitState = class {
	constructor() {
		this.end = 0;
		this.cap = /* @__PURE__ */ new Int32Array(0);
		this.matchcap = /* @__PURE__ */ new Int32Array(0);
		this.ncap = 0;
		this.jobPc = new Int32Array(INITIAL_JOB_CAPACITY);
		this.jobArg = new Uint8Array(INITIAL_JOB_CAPACITY);
		this.jobPos = new Int32Array(INITIAL_JOB_CAPACITY);
		this.jobLen = 0;
		this.visited = /* @__PURE__ */ new Uint32Array(0);
	}
	reset(prog, end, ncap) {
		this.end = end;
		this.jobLen = 0;
		this.ncap = ncap;
		const visitedSize = prog.numInst() * (end + 1) + VISITED_BITS - 1 >>> 5;
		if (this.visited.length < visitedSize) this.visited = new Uint32Array(visitedSize);
		else this.visited.fill(0, 0, visitedSize);
		if (this.cap.length < ncap) this.cap = new Int32Array(ncap).fill(-1);
		else this.cap.fill(-1, 0, ncap);
		if (this.matchcap.length < ncap) this.matchcap = new Int32Array(ncap).fill(-1);
		else this.matchcap.fill(-1, 0, ncap);
	}
	shouldVisit(pc, pos) {
		const n = pc * (this.end + 1) + pos;
		const idx = n >>> 5;
		const mask = 1 << (n & 31);
		if ((this.visited[idx] & mask) !== 0) return false;
		this.visited[idx] |= mask;
		return true;
	}
	push(re2, pc, pos, arg) {
		if (re2.prog.getInst(pc).op !== Inst.FAIL && (arg || this.shouldVisit(pc, pos))) {
			if (this.jobLen >= this.jobPc.length) {
				const newSize = this.jobPc.length * 2;
				const newPc = new Int32Array(newSize);
				newPc.set(this.jobPc);
				this.jobPc = newPc;
				const newArg = new Uint8Array(newSize);
				newArg.set(this.jobArg);
				this.jobArg = newArg;
				const newPos = new Int32Array(newSize);
				newPos.set(this.jobPos);
				this.jobPos = newPos;
			}
			this.jobPc[this.jobLen] = pc;
			this.jobArg[this.jobLen] = arg ? 1 : 0;
			this.jobPos[this.jobLen] = pos;
			this.jobLen++;
		}
	}
	tryBacktrack(re2, input, pc, pos, anchor) {
		const longest = re2.longest;
		this.push(re2, pc, pos, false);
		while (this.jobLen > 0) {
			this.jobLen--;
			let currentPc = this.jobPc[this.jobLen];
			let arg = this.jobArg[this.jobLen] === 1;
			let currentPos = this.jobPos[this.jobLen];
			let skipShouldVisit = true;
			while (true) {
				if (!skipShouldVisit) {
					if (!this.shouldVisit(currentPc, currentPos)) break;
				}
				skipShouldVisit = false;
				const inst = re2.prog.getInst(currentPc);
				switch (inst.op) {
					case Inst.FAIL: break;
					case Inst.ALT: if (arg) {
						arg = false;
						currentPc = inst.arg;
						continue;
					} else {
						this.push(re2, currentPc, currentPos, true);
						currentPc = inst.out;
						continue;
					}
					case Inst.ALT_MATCH: {
						const outInst = re2.prog.getInst(inst.out);
						if (Inst.isRuneOp(outInst.op)) {
							this.push(re2, inst.arg, currentPos, false);
							currentPc = inst.arg;
							currentPos = this.end;
							continue;
						}
						this.push(re2, inst.out, this.end, false);
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						if (!inst.matchRune(r >> 3)) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE1: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						if (r >> 3 !== inst.runes[0]) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE_ANY_NOT_NL: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						if (r >> 3 === 10) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE_ANY: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.CAPTURE: if (arg) {
						this.cap[inst.arg] = currentPos;
						break;
					} else {
						if (inst.arg < this.ncap) {
							this.push(re2, currentPc, this.cap[inst.arg], true);
							this.cap[inst.arg] = currentPos;
						}
						currentPc = inst.out;
						continue;
					}
					case Inst.EMPTY_WIDTH: {
						const flag = input.context(currentPos);
						if ((inst.arg & ~flag) !== 0) break;
						currentPc = inst.out;
						continue;
					}
					case Inst.NOP:
						currentPc = inst.out;
						continue;
					case Inst.MATCH: {
						if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== this.end) break;
						if (this.ncap === 0) return true;
						if (this.ncap > 1) this.cap[1] = currentPos;
						const old = this.matchcap[1];
						if (old === -1 || longest && currentPos > 0 && currentPos > old) this.matchcap.set(this.cap);
						if (!longest) return true;
						if (currentPos === this.end) return true;
						break;
					}
					case Inst.LB_WRITE:
					case Inst.LB_CHECK: throw new RE2JSInternalException("Backtracker cannot evaluate Lookbehind instructions");
					default: throw new RE2JSInternalException("bad inst");
				}
				break;
			}
		}
		return longest && this.matchcap.length > 1 && this.matchcap[1] >= 0;
	}
};
const bitStatePool = [];
var Backtracker = class Backtracker {
	static shouldBacktrack(prog) {
		return prog.numInst() <= MAX_BACKTRACK_PROG;
	}
	static maxBitStateLen(prog) {
		if (!Backtracker.shouldBacktrack(prog)) return 0;
		return Math.floor(MAX_BACKTRACK_VECTOR / prog.numInst());
	}
	static execute(re2, input, pos, anchor, ncap) {
		const startCond = re2.cond;
		if (startCond === Utils.EMPTY_ALL) return null;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
		if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && pos !== 0) return null;
		const b = bitStatePool.length > 0 ? bitStatePool.pop() : new BitState();
		const end = input.endPos();
		b.reset(re2.prog, end, ncap);
		let matched = false;
		if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 || anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) {
			if (b.ncap > 0) b.cap[0] = pos;
			if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) matched = true;
		} else {
			let width = -1;
			for (; pos <= end && width !== 0; pos += width) {
				if (re2.prefix.length > 0) {
					const advance = input.index(re2, pos);
					if (advance < 0) break;
					pos += advance;
				}
				if (b.ncap > 0) b.cap[0] = pos;
				if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) {
					matched = true;
					break;
				}
				const r = input.step(pos);
				width = r === MachineInputBase.EOF() ? 0 : r & 7;
			}
		}
		if (!matched) {
			bitStatePool.push(b);
			return null;
		}
		const result = ncap === 0 ? [] : Utils.toArray(b.matchcap.subarray(0, ncap));
		bitStatePool.push(b);
		return result;
	}
};
// src/OnePass.js
var QueueOnePass = class {
	constructor(size) {
		this.sparse = new Uint32Array(size);
		this.dense = new Uint32Array(size);
		this.size = 0;
		this.nextIndex = 0;
	}
	empty() {
		return this.nextIndex >= this.size;
	}
	next() {
		return this.dense[this.nextIndex++];
	}
	clear() {
		this.size = 0;
		this.nextIndex = 0;
	}
	contains(u) {
		return u < this.sparse.length && this.sparse[u] < this.size && this.dense[this.sparse[u]] === u;
	}
	insert(u) {
		if (!this.contains(u)) this.insertNew(u);
	}
	insertNew(u) {
		if (u >= this.sparse.length) return;
		this.sparse[u] = this.size;
		this.dense[this.size] = u;
		this.size++;
	}
};
const mergeRuneSets = (leftRunes, rightRunes, leftPC, rightPC) => {
	const leftLen = leftRunes.length;
	const rightLen = rightRunes.length;
	let lx = 0, rx = 0;
	const merged = [];
	const next = [];
	let ok = true;
	let ix = -1;
	const extend = (isLeft) => {
		const newArray = isLeft ? leftRunes : rightRunes;
		const low = isLeft ? lx : rx;
		const pc = isLeft ? leftPC : rightPC;
		if (ix > 0 && newArray[low] <= merged[ix]) return false;
		merged.push(newArray[low], newArray[low + 1]);
		if (isLeft) lx += 2;
		else rx += 2;
		ix += 2;
		next.push(pc);
		return true;
	};
	while (lx < leftLen || rx < rightLen) {
		if (rx >= rightLen) ok = extend(true);
		else if (lx >= leftLen) ok = extend(false);
		else if (rightRunes[rx] < leftRunes[lx]) ok = extend(false);
		else ok = extend(true);
		if (!ok) return null;
	}
	return {
		merged,
		next
	};
};
var OnePassProg = class {
	constructor(prog) {
		this.start = prog.start;
		this.numCap = prog.numCap;
		this.inst = new Array(prog.inst.length);
		for (let i = 0; i < prog.inst.length; i++) {
			const orig = prog.inst[i];
			const inst = new Inst(orig.op);
			inst.out = orig.out;
			inst.arg = orig.arg;
			inst.runes = orig.runes ? new Int32Array(orig.runes) : /* @__PURE__ */ new Int32Array(0);
			inst.next = null;
			this.inst[i] = inst;
		}
	}
};
const onePassCopy = (prog) => {
	const p = new OnePassProg(prog);
	for (let pc = 0; pc < p.inst.length; pc++) {
		const inst = p.inst[pc];
		if (inst.op !== Inst.ALT && inst.op !== Inst.ALT_MATCH) continue;
		let pAOther = "out";
		let pAAlt = "arg";
		let instAlt = p.inst[inst[pAAlt]];
		if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) {
			pAOther = "arg";
			pAAlt = "out";
			instAlt = p.inst[inst[pAAlt]];
			if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) continue;
		}
		const instOther = p.inst[inst[pAOther]];
		if (instOther.op === Inst.ALT || instOther.op === Inst.ALT_MATCH) continue;
		let pBAlt = "out";
		let pBOther = "arg";
		let patch = false;
		if (instAlt.out === pc) patch = true;
		else if (instAlt.arg === pc) {
			patch = true;
			pBAlt = "arg";
			pBOther = "out";
		}
		if (patch) instAlt[pBAlt] = inst[pAOther];
		if (inst[pAOther] === instAlt[pBAlt]) inst[pAAlt] = instAlt[pBOther];
	}
	return p;
};
const makeOnePass = (p) => {
	if (p.inst.length >= 1e3) return null;
	const instQueue = new QueueOnePass(p.inst.length);
	const visitQueue = new QueueOnePass(p.inst.length);
	const onePassRunes = new Array(p.inst.length);
	const m = new Array(p.inst.length).fill(false);
	const check = (pc) => {
		let ok = true;
		const inst = p.inst[pc];
		if (visitQueue.contains(pc)) return true;
		visitQueue.insert(pc);
		switch (inst.op) {
			case Inst.ALT:
			case Inst.ALT_MATCH: {
				ok = check(inst.out) && check(inst.arg);
				let matchOut = m[inst.out];
				let matchArg = m[inst.arg];
				if (matchOut && matchArg) return false;
				if (matchArg) {
					const tempOut = inst.out;
					inst.out = inst.arg;
					inst.arg = tempOut;
					const tempMatch = matchOut;
					matchOut = matchArg;
					matchArg = tempMatch;
				}
				if (matchOut) {
					m[pc] = true;
					inst.op = Inst.ALT_MATCH;
				}
				const leftRunes = onePassRunes[inst.out] || [];
				const rightRunes = onePassRunes[inst.arg] || [];
				const mergeRes = mergeRuneSets(leftRunes, rightRunes, inst.out, inst.arg);
				if (!mergeRes) return false;
				onePassRunes[pc] = new Int32Array(mergeRes.merged);
				inst.next = new Uint32Array(mergeRes.next);
				break;
			}
			case Inst.CAPTURE:
			case Inst.EMPTY_WIDTH:
			case Inst.NOP:
				ok = check(inst.out);
				m[pc] = m[inst.out];
				onePassRunes[pc] = onePassRunes[inst.out] ? new Int32Array(onePassRunes[inst.out]) : /* @__PURE__ */ new Int32Array(0);
				inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
				break;
			case Inst.MATCH:
			case Inst.FAIL:
				m[pc] = inst.op === Inst.MATCH;
				break;
			case Inst.RUNE: {
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				if (!inst.runes || inst.runes.length === 0) {
					onePassRunes[pc] = /* @__PURE__ */ new Int32Array(0);
					inst.next = new Uint32Array([inst.out]);
					break;
				}
				let runes = [];
				if (inst.runes.length === 1 && (inst.arg & RE2Flags.FOLD_CASE) !== 0) {
					const r0 = inst.runes[0];
					runes.push(r0, r0);
					for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
					runes.sort((a, b) => a - b);
				} else for (let j = 0; j < inst.runes.length; j++) runes.push(inst.runes[j]);
				onePassRunes[pc] = new Int32Array(runes);
				inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
				inst.op = Inst.RUNE;
				break;
			}
			case Inst.RUNE1: {
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				let runes = [];
				if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) {
					const r0 = inst.runes[0];
					runes.push(r0, r0);
					for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
					runes.sort((a, b) => a - b);
				} else runes.push(inst.runes[0], inst.runes[0]);
				onePassRunes[pc] = new Int32Array(runes);
				inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
				inst.op = Inst.RUNE;
				break;
			}
			case Inst.RUNE_ANY:
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				onePassRunes[pc] = new Int32Array([0, Unicode.MAX_RUNE]);
				inst.next = new Uint32Array([inst.out]);
				break;
			case Inst.RUNE_ANY_NOT_NL:
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				onePassRunes[pc] = new Int32Array([
					0,
					9,
					11,
					Unicode.MAX_RUNE
				]);
				inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
		}
		return ok;
	};
	instQueue.clear();
	instQueue.insert(p.start);
	while (!instQueue.empty()) {
		visitQueue.clear();
		if (!check(instQueue.next())) return null;
	}
	for (let i = 0; i < p.inst.length; i++) if (onePassRunes[i]) p.inst[i].runes = onePassRunes[i];
	return p;
};
const cleanupOnePass = (p, original) => {
	for (let ix = 0; ix < original.inst.length; ix++) {
		const instOriginal = original.inst[ix];
		switch (instOriginal.op) {
			case Inst.ALT:
			case Inst.ALT_MATCH:
			case Inst.RUNE: break;
			case Inst.CAPTURE:
			case Inst.EMPTY_WIDTH:
			case Inst.NOP:
			case Inst.MATCH:
			case Inst.FAIL:
				p.inst[ix].next = null;
				break;
			case Inst.RUNE1:
			case Inst.RUNE_ANY:
			case Inst.RUNE_ANY_NOT_NL:
				p.inst[ix].next = null;
				p.inst[ix].op = instOriginal.op;
				p.inst[ix].runes = instOriginal.runes ? new Int32Array(instOriginal.runes) : /* @__PURE__ */ new Int32Array(0);
		}
	}
};
var OnePass = class OnePass {
	static compile(prog) {
		if (prog.start === 0) return null;
		if (prog.numLb > 0) return null;
		const startInst = prog.inst[prog.start];
		if (startInst.op !== Inst.EMPTY_WIDTH || (startInst.arg & Utils.EMPTY_BEGIN_TEXT) === 0) return null;
		let hasAlt = false;
		for (let i = 0; i < prog.inst.length; i++) if (prog.inst[i].op === Inst.ALT || prog.inst[i].op === Inst.ALT_MATCH) {
			hasAlt = true;
			break;
		}
		for (let i = 0; i < prog.inst.length; i++) {
			const inst = prog.inst[i];
			const opOut = prog.inst[inst.out].op;
			switch (inst.op) {
				case Inst.ALT:
				case Inst.ALT_MATCH:
					if (opOut === Inst.MATCH || prog.inst[inst.arg].op === Inst.MATCH) return null;
					break;
				case Inst.EMPTY_WIDTH:
					if (opOut === Inst.MATCH) {
						if ((inst.arg & Utils.EMPTY_END_TEXT) === Utils.EMPTY_END_TEXT) continue;
						return null;
					}
					break;
				default: if (opOut === Inst.MATCH && hasAlt) return null;
			}
		}
		let p = onePassCopy(prog);
		p = makeOnePass(p);
		if (p !== null) cleanupOnePass(p, prog);
		return p;
	}
	static next(inst, r) {
		const nextIdx = inst.matchRunePos(r);
		if (nextIdx >= 0) return inst.next[nextIdx];
		if (inst.op === Inst.ALT_MATCH) return inst.out;
		return 0;
	}
	static execute(re2, input, pos, anchor, ncap) {
		const onepass = re2.onepass;
		if (!onepass) return null;
		const matchcap = new Int32Array(ncap).fill(-1);
		let matched = false;
		let r = input.step(pos);
		let rune = r >> 3;
		let width = r & 7;
		let r1 = MachineInputBase.EOF();
		let rune1 = -1;
		let width1 = 0;
		if (r !== MachineInputBase.EOF()) {
			r1 = input.step(pos + width);
			if (r1 !== MachineInputBase.EOF()) {
				rune1 = r1 >> 3;
				width1 = r1 & 7;
			}
		}
		let flag = pos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(pos);
		let pc = onepass.start;
		let inst;
		while (true) {
			inst = onepass.inst[pc];
			pc = inst.out;
			switch (inst.op) {
				case Inst.MATCH:
					if (anchor === RE2Flags.ANCHOR_BOTH && pos !== input.endPos()) return null;
					matched = true;
					if (matchcap.length > 0) {
						matchcap[0] = 0;
						matchcap[1] = pos;
					}
					return ncap === 0 ? [] : Utils.toArray(matchcap);
				case Inst.RUNE:
					if (!inst.matchRune(rune)) return null;
					break;
				case Inst.RUNE1:
					if (rune !== inst.runes[0]) return null;
					break;
				case Inst.RUNE_ANY: break;
				case Inst.RUNE_ANY_NOT_NL:
					if (rune === 10) return null;
					break;
				case Inst.ALT:
				case Inst.ALT_MATCH:
					pc = OnePass.next(inst, rune);
					continue;
				case Inst.FAIL: return null;
				case Inst.NOP: continue;
				case Inst.EMPTY_WIDTH:
					if ((inst.arg & ~flag) !== 0) return null;
					continue;
				case Inst.CAPTURE:
					if (inst.arg < matchcap.length) matchcap[inst.arg] = pos;
					continue;
				default: throw new RE2JSInternalException("bad inst");
			}
			if (width === 0) break;
			flag = Utils.emptyOpContext(rune, rune1);
			pos += width;
			rune = rune1;
			width = width1;
			if (rune !== -1) {
				r1 = input.step(pos + width);
				if (r1 !== MachineInputBase.EOF()) {
					rune1 = r1 >> 3;
					width1 = r1 & 7;
				} else {
					rune1 = -1;
					width1 = 0;
				}
			}
		}
		if (!matched) return null;
		return ncap === 0 ? [] : Utils.toArray(matchcap);
	}
};
// src/Regexp.js
/**
* Regular expression abstract syntax tree. Produced by parser, used by compiler. NB, this
* corresponds to {@code syntax.regexp} in the Go implementation; Go's {@code regexp} is called
* {@code RE2} in Java.
*/
var Regexp = class Regexp {
	static Op = createEnum([
		"NO_MATCH",
		"EMPTY_MATCH",
		"LITERAL",
		"CHAR_CLASS",
		"ANY_CHAR_NOT_NL",
		"ANY_CHAR",
		"BEGIN_LINE",
		"END_LINE",
		"BEGIN_TEXT",
		"END_TEXT",
		"WORD_BOUNDARY",
		"NO_WORD_BOUNDARY",
		"CAPTURE",
		"STAR",
		"PLUS",
		"QUEST",
		"REPEAT",
		"CONCAT",
		"ALTERNATE",
		"PLB",
		"NLB",
		"LEFT_PAREN",
		"VERTICAL_BAR"
	]);
	static isPseudoOp(op) {
		return op >= Regexp.Op.LEFT_PAREN;
	}
	static emptySubs() {
		return [];
	}
	static quoteIfHyphen(rune) {
		if (rune === Codepoint.CODES["-"]) return "\\";
		return "";
	}
	static fromRegexp(re) {
		const regex = new Regexp(re.op);
		regex.flags = re.flags;
		regex.subs = re.subs;
		regex.runes = re.runes;
		regex.cap = re.cap;
		regex.min = re.min;
		regex.max = re.max;
		regex.name = re.name;
		regex.namedGroups = re.namedGroups;
		regex.lb = re.lb;
		return regex;
	}
	constructor(op) {
		this.op = op;
		this.flags = 0;
		this.subs = Regexp.emptySubs();
		this.runes = /* @__PURE__ */ new Int32Array(0);
		this.min = 0;
		this.max = 0;
		this.cap = 0;
		this.name = null;
		this.namedGroups = Object.create(null);
		this.lb = 0;
	}
	reinit() {
		this.flags = 0;
		this.subs = Regexp.emptySubs();
		this.runes = /* @__PURE__ */ new Int32Array(0);
		this.cap = 0;
		this.min = 0;
		this.max = 0;
		this.name = null;
		this.namedGroups = Object.create(null);
		this.lb = 0;
	}
	toString() {
		return this.appendTo();
	}
	appendTo() {
		let out = "";
		switch (this.op) {
			case Regexp.Op.NO_MATCH:
				out += "[^\\x00-\\x{10FFFF}]";
				break;
			case Regexp.Op.EMPTY_MATCH:
				out += "(?:)";
				break;
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST:
			case Regexp.Op.REPEAT: {
				const sub = this.subs[0];
				if (sub.op > Regexp.Op.CAPTURE || sub.op === Regexp.Op.LITERAL && sub.runes.length > 1) out += `(?:${sub.appendTo()})`;
				else out += sub.appendTo();
				switch (this.op) {
					case Regexp.Op.STAR:
						out += "*";
						break;
					case Regexp.Op.PLUS:
						out += "+";
						break;
					case Regexp.Op.QUEST:
						out += "?";
						break;
					case Regexp.Op.REPEAT:
						out += `{${this.min}`;
						if (this.min !== this.max) {
							out += ",";
							if (this.max >= 0) out += this.max;
						}
						out += "}";
				}
				if ((this.flags & RE2Flags.NON_GREEDY) !== 0) out += "?";
				break;
			}
			case Regexp.Op.CONCAT:
				for (let sub of this.subs) if (sub.op === Regexp.Op.ALTERNATE) out += `(?:${sub.appendTo()})`;
				else out += sub.appendTo();
				break;
			case Regexp.Op.ALTERNATE: {
				let sep = "";
				for (let sub of this.subs) {
					out += sep;
					sep = "|";
					out += sub.appendTo();
				}
				break;
			}
			case Regexp.Op.LITERAL:
				if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += "(?i:";
				for (let rune of this.runes) out += Utils.escapeRune(rune);
				if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += ")";
				break;
			case Regexp.Op.ANY_CHAR_NOT_NL:
				out += "(?-s:.)";
				break;
			case Regexp.Op.ANY_CHAR:
				out += "(?s:.)";
				break;
			case Regexp.Op.PLB:
				out += `(?<=${this.subs[0].appendTo()})`;
				break;
			case Regexp.Op.NLB:
				out += `(?<!${this.subs[0].appendTo()})`;
				break;
			case Regexp.Op.CAPTURE:
				if (this.name === null || this.name.length === 0) out += "(";
				else out += `(?P<${this.name}>`;
				if (this.subs[0].op !== Regexp.Op.EMPTY_MATCH) out += this.subs[0].appendTo();
				out += ")";
				break;
			case Regexp.Op.BEGIN_TEXT:
				out += "\\A";
				break;
			case Regexp.Op.END_TEXT:
				if ((this.flags & RE2Flags.WAS_DOLLAR) !== 0) out += "(?-m:$)";
				else out += "\\z";
				break;
			case Regexp.Op.BEGIN_LINE:
				out += "^";
				break;
			case Regexp.Op.END_LINE:
				out += "$";
				break;
			case Regexp.Op.WORD_BOUNDARY:
				out += "\\b";
				break;
			case Regexp.Op.NO_WORD_BOUNDARY:
				out += "\\B";
				break;
			case Regexp.Op.CHAR_CLASS:
				if (this.runes.length % 2 !== 0) {
					out += "[invalid char class]";
					break;
				}
				out += "[";
				if (this.runes.length === 0) out += "^\\x00-\\x{10FFFF}";
				else if (this.runes[0] === 0 && this.runes[this.runes.length - 1] === Unicode.MAX_RUNE) {
					out += "^";
					for (let i = 1; i < this.runes.length - 1; i += 2) {
						const lo = this.runes[i] + 1;
						const hi = this.runes[i + 1] - 1;
						out += Regexp.quoteIfHyphen(lo);
						out += Utils.escapeRune(lo);
						if (lo !== hi) {
							out += "-";
							out += Regexp.quoteIfHyphen(hi);
							out += Utils.escapeRune(hi);
						}
					}
				} else for (let i = 0; i < this.runes.length; i += 2) {
					const lo = this.runes[i];
					const hi = this.runes[i + 1];
					out += Regexp.quoteIfHyphen(lo);
					out += Utils.escapeRune(lo);
					if (lo !== hi) {
						out += "-";
						out += Regexp.quoteIfHyphen(hi);
						out += Utils.escapeRune(hi);
					}
				}
				out += "]";
				break;
			default: out += this.op;
		}
		return out;
	}
	maxCap() {
		let m = 0;
		if (this.op === Regexp.Op.CAPTURE) m = this.cap;
		if (this.subs !== null) for (let sub of this.subs) {
			const n = sub.maxCap();
			if (m < n) m = n;
		}
		return m;
	}
	equals(that) {
		if (!(that !== null && that instanceof Regexp)) return false;
		if (this.op !== that.op) return false;
		switch (this.op) {
			case Regexp.Op.END_TEXT:
				if ((this.flags & RE2Flags.WAS_DOLLAR) !== (that.flags & RE2Flags.WAS_DOLLAR)) return false;
				break;
			case Regexp.Op.LITERAL:
			case Regexp.Op.CHAR_CLASS:
				if ((this.flags & RE2Flags.FOLD_CASE) !== (that.flags & RE2Flags.FOLD_CASE)) return false;
				if (this.runes === null && that.runes === null) break;
				if (this.runes === null || that.runes === null) return false;
				if (this.runes.length !== that.runes.length) return false;
				for (let i = 0; i < this.runes.length; i++) if (this.runes[i] !== that.runes[i]) return false;
				break;
			case Regexp.Op.ALTERNATE:
			case Regexp.Op.CONCAT:
				if (this.subs.length !== that.subs.length) return false;
				for (let i = 0; i < this.subs.length; ++i) if (!this.subs[i].equals(that.subs[i])) return false;
				break;
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST:
				if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || !this.subs[0].equals(that.subs[0])) return false;
				break;
			case Regexp.Op.REPEAT:
				if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || this.min !== that.min || this.max !== that.max || !this.subs[0].equals(that.subs[0])) return false;
				break;
			case Regexp.Op.CAPTURE:
				if (this.cap !== that.cap || (this.name === null ? that.name !== null : this.name !== that.name) || !this.subs[0].equals(that.subs[0])) return false;
				break;
			case Regexp.Op.PLB:
			case Regexp.Op.NLB: if (this.lb !== that.lb || !this.subs[0].equals(that.subs[0])) return false;
		}
		return true;
	}
};
// src/RegexpWalker.js
/**
* Walks a Regexp tree without recursion, visiting nodes in the same order a recursive walk
* would (RE2: re2/walker-inl.h, "Helper class for traversing Regexps without recursion").
*
* The handler sees a node without subexpressions once, through `leaf(re)`, which returns its
* result. Any other node is seen up to three times:
* - `enter(re)` before its children. It returns the state kept for `re` while its children are
*   visited; a state whose `result` is already set skips the children.
* - `child(re, state, result, i)` after child `i` produced `result`. Setting `state.result`
*   stops visiting the remaining children.
* - `leave(re, state)` after the last child; it returns the result for `re`.
*
* Counted repetitions expand into one nesting level per copy, so the simplified tree can be
* thousands of levels deep; recursion over it would overflow the JS stack, which has no fixed
* relation to the parser's nesting limit. This walk keeps its frames on the heap instead.
*/
var RegexpWalker = class {
	static walk(root, handler) {
		const stack = [];
		let re = root;
		let result;
		for (;;) {
			if (re.subs.length === 0) result = handler.leaf(re);
			else {
				const state = handler.enter(re);
				if (state.result === void 0) {
					stack.push({
						re,
						state,
						i: 0
					});
					re = re.subs[0];
					continue;
				}
				result = state.result;
			}
			for (;;) {
				if (stack.length === 0) return result;
				const frame = stack[stack.length - 1];
				handler.child(frame.re, frame.state, result, frame.i);
				frame.i++;
				if (frame.state.result === void 0 && frame.i < frame.re.subs.length) {
					re = frame.re.subs[frame.i];
					break;
				}
				stack.pop();
				result = frame.state.result !== void 0 ? frame.state.result : handler.leave(frame.re, frame.state);
			}
		}
	}
};
// src/Prefilter.js
var AhoCorasick = class {
	constructor(words, alphabetSize) {
		const edges = /* @__PURE__ */ new Map();
		const parent = [0];
		const unit = [0];
		const depth = [0];
		const terminal = [0];
		for (const word of words) {
			let node = 0;
			for (let i = 0; i < word.length; i++) {
				const key = node * alphabetSize + word[i];
				let child = edges.get(key);
				if (child === void 0) {
					child = parent.length;
					edges.set(key, child);
					parent.push(node);
					unit.push(word[i]);
					depth.push(depth[node] + 1);
					terminal.push(0);
				}
				node = child;
			}
			terminal[node] = 1;
		}
		const numNodes = parent.length;
		const children = new Int32Array(numNodes - 1);
		for (let c = 1; c < numNodes; c++) children[c - 1] = c;
		children.sort((a, b) => parent[a] - parent[b] || unit[a] - unit[b]);
		const childStart = new Int32Array(numNodes + 1);
		for (let c = 1; c < numNodes; c++) childStart[parent[c] + 1]++;
		for (let n = 0; n < numNodes; n++) childStart[n + 1] += childStart[n];
		const childUnit = new Int32Array(numNodes - 1);
		for (let k = 0; k < children.length; k++) childUnit[k] = unit[children[k]];
		this.childStart = childStart;
		this.childUnit = childUnit;
		this.childNode = children;
		const byDepth = new Int32Array(numNodes);
		for (let n = 0; n < numNodes; n++) byDepth[n] = n;
		byDepth.sort((a, b) => depth[a] - depth[b]);
		const fail = new Int32Array(numNodes);
		const match = Uint8Array.from(terminal);
		for (let k = 1; k < numNodes; k++) {
			const c = byDepth[k];
			const p = parent[c];
			if (p !== 0) {
				let f = fail[p];
				let next = this.next(f, unit[c]);
				while (next < 0 && f !== 0) {
					f = fail[f];
					next = this.next(f, unit[c]);
				}
				fail[c] = next >= 0 ? next : 0;
			}
			match[c] |= match[fail[c]];
		}
		this.fail = fail;
		this.match = match;
	}
	next(node, u) {
		let lo = this.childStart[node];
		let hi = this.childStart[node + 1];
		const units = this.childUnit;
		while (lo < hi) {
			const mid = lo + hi >> 1;
			const m = units[mid];
			if (m === u) return this.childNode[mid];
			if (m < u) lo = mid + 1;
			else hi = mid;
		}
		return -1;
	}
	advance(node, u) {
		for (;;) {
			const next = this.next(node, u);
			if (next >= 0) return next;
			if (node === 0) return 0;
			node = this.fail[node];
		}
	}
	searchUTF16(charSeq, start, end) {
		let node = 0;
		for (let i = start; i < end; i++) {
			node = this.advance(node, charSeq.charCodeAt(i));
			if (this.match[node] === 1) return true;
		}
		return false;
	}
	searchUTF8(bytes, start, end) {
		let node = 0;
		for (let i = start; i < end; i++) {
			node = this.advance(node, bytes[i]);
			if (this.match[node] === 1) return true;
		}
		return false;
	}
};
var Prefilter = class Prefilter {
	static Type = {
		NONE: 0,
		EXACT: 1,
		AND: 2,
		OR: 3
	};
	static MAX_SCANS = 32;
	static MAX_AC_UNITS = 1 << 18;
	constructor(type) {
		this.type = type;
		this.subs = [];
		this.str = "";
		this.bytes = null;
		this.cost = type === Prefilter.Type.EXACT ? 1 : 0;
		this.allExact = false;
		this.ac16 = null;
		this.ac8 = null;
	}
	automaton16() {
		if (this.ac16 === null) {
			const words = this.subs.map((s) => {
				const arr = new Array(s.str.length);
				for (let i = 0; i < s.str.length; i++) arr[i] = s.str.charCodeAt(i);
				return arr;
			});
			this.ac16 = new AhoCorasick(words, 65536);
		}
		return this.ac16;
	}
	automaton8() {
		if (this.ac8 === null) this.ac8 = new AhoCorasick(this.subs.map((s) => s.bytes), 256);
		return this.ac8;
	}
	eval(input, pos) {
		switch (this.type) {
			case Prefilter.Type.NONE: return true;
			case Prefilter.Type.EXACT: return input.hasString(this, pos);
			case Prefilter.Type.AND:
				for (let i = 0; i < this.subs.length; i++) if (!this.subs[i].eval(input, pos)) return false;
				return true;
			case Prefilter.Type.OR:
				if (this.allExact) return input.hasAnyString(this, pos);
				for (let i = 0; i < this.subs.length; i++) if (this.subs[i].eval(input, pos)) return true;
				return false;
			default: return true;
		}
	}
};
var PrefilterTree = class PrefilterTree {
	static build(re) {
		if (!re) return new Prefilter(Prefilter.Type.NONE);
		return RegexpWalker.walk(re, PrefilterTree.WALKER);
	}
	static WALKER = {
		leaf: (re) => PrefilterTree.leaf(re),
		enter: (re) => PrefilterTree.enter(re),
		child: (re, state, result) => PrefilterTree.child(re, state, result),
		leave: (re, state) => PrefilterTree.leave(re, state)
	};
	static leaf(re) {
		if (re.op !== Regexp.Op.LITERAL) return new Prefilter(Prefilter.Type.NONE);
		if (re.runes.length === 0 || (re.flags & RE2Flags.FOLD_CASE) !== 0) return new Prefilter(Prefilter.Type.NONE);
		let str = "";
		for (let i = 0; i < re.runes.length; i++) {
			if (Unicode.isUnsearchable(re.runes[i])) return new Prefilter(Prefilter.Type.NONE);
			str += String.fromCodePoint(re.runes[i]);
		}
		const pf = new Prefilter(Prefilter.Type.EXACT);
		pf.str = str;
		pf.bytes = Utils.stringToUtf8ByteArray(pf.str);
		return pf;
	}
	static enter(re) {
		switch (re.op) {
			case Regexp.Op.CAPTURE:
			case Regexp.Op.PLUS: return { sub: null };
			case Regexp.Op.REPEAT:
				if (re.min >= 1) return { sub: null };
				return { result: new Prefilter(Prefilter.Type.NONE) };
			case Regexp.Op.CONCAT: return {
				pf: new Prefilter(Prefilter.Type.AND),
				subs: []
			};
			case Regexp.Op.ALTERNATE: return {
				pf: new Prefilter(Prefilter.Type.OR),
				subs: []
			};
			default: return { result: new Prefilter(Prefilter.Type.NONE) };
		}
	}
	static child(re, state, s) {
		if (state.subs === void 0) {
			state.sub = s;
			return;
		}
		if (state.pf.type === Prefilter.Type.AND) {
			if (s.type === Prefilter.Type.NONE) return;
			if (s.type === Prefilter.Type.AND) {
				for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
				return;
			}
			state.subs.push(s);
			return;
		}
		if (s.type === Prefilter.Type.NONE) {
			state.result = new Prefilter(Prefilter.Type.NONE);
			return;
		}
		if (s.type === Prefilter.Type.OR) {
			for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
			return;
		}
		state.subs.push(s);
	}
	static leave(re, state) {
		if (state.subs === void 0) return state.sub;
		const pf = state.pf;
		const seen = /* @__PURE__ */ new Set();
		const subs = [];
		for (const sub of state.subs) {
			if (sub.type === Prefilter.Type.EXACT) {
				if (seen.has(sub.str)) continue;
				seen.add(sub.str);
			}
			subs.push(sub);
		}
		if (pf.type === Prefilter.Type.AND) {
			const kept = [];
			let cost = 0;
			for (const sub of subs) {
				if (cost + sub.cost > Prefilter.MAX_SCANS) continue;
				kept.push(sub);
				cost += sub.cost;
			}
			if (kept.length === 0) return new Prefilter(Prefilter.Type.NONE);
			if (kept.length === 1) return kept[0];
			pf.subs = kept;
			pf.cost = cost;
			return pf;
		}
		if (subs.length === 0) return new Prefilter(Prefilter.Type.NONE);
		if (subs.length === 1) return subs[0];
		pf.subs = subs;
		let allExact = true;
		let cost = 0;
		let units = 0;
		for (const sub of subs) {
			if (sub.type !== Prefilter.Type.EXACT) allExact = false;
			else units += sub.bytes.length;
			cost += sub.cost;
		}
		if (allExact) {
			if (units > Prefilter.MAX_AC_UNITS) return new Prefilter(Prefilter.Type.NONE);
			pf.allExact = true;
			pf.cost = 1;
			return pf;
		}
		if (cost > Prefilter.MAX_SCANS) return new Prefilter(Prefilter.Type.NONE);
		pf.cost = cost;
		return pf;
	}
};
// src/Prog.js
/**
* A list of instruction pointers waiting to be patched.
* Tracks both `head` and `tail` to allow O(1) appending during compilation.
* * Values are encoded integers, not standard memory pointers:
* - Program instruction index: `l >> 1`
* - Patch `.out` field if: `(l & 1) === 0`
* - Patch `.arg` field if: `(l & 1) === 1`
* - `0` denotes an empty list.
* * @see https://swtch.com/~rsc/regexp/regexp1.html
*/
var PatchList = class {
	/**
	* @param {number} head - Encoded pointer to the start of the patch list.
	* @param {number} tail - Encoded pointer to the end of the patch list.
	*/
	constructor(head = 0, tail = 0) {
		this.head = head;
		this.tail = tail;
	}
};
/**
* A Prog is a compiled regular expression program.
*/
var Prog = class {
	constructor() {
		this.inst = [];
		this.start = 0;
		this.numCap = 2;
		this.lbStarts = [];
		this.numLb = 0;
		this.lbInst = null;
	}
	getInst(pc) {
		return this.inst[pc];
	}
	numInst() {
		return this.inst.length;
	}
	addInst(op) {
		this.inst.push(new Inst(op));
	}
	markLookbehindInsts() {
		const lbInst = new Uint8Array(this.inst.length);
		const pending = this.lbStarts.slice();
		while (pending.length > 0) {
			const pc = pending.pop();
			if (pc === 0 || lbInst[pc] === 1) continue;
			lbInst[pc] = 1;
			const i = this.inst[pc];
			switch (i.op) {
				case Inst.ALT:
				case Inst.ALT_MATCH:
					pending.push(i.out, i.arg);
					break;
				case Inst.MATCH:
				case Inst.FAIL: break;
				default: pending.push(i.out);
			}
		}
		this.lbInst = lbInst;
	}
	skipNop(pc) {
		let i = this.inst[pc];
		while (i.op === Inst.NOP || i.op === Inst.CAPTURE) {
			i = this.inst[pc];
			pc = i.out;
		}
		return i;
	}
	/** @returns {[boolean, string]} */
	prefix() {
		let prefix = "";
		let i = this.skipNop(this.start);
		if (!Inst.isRuneOp(i.op) || i.runes.length !== 1) return [i.op === Inst.MATCH, prefix];
		while (Inst.isRuneOp(i.op) && i.runes.length === 1 && (i.arg & RE2Flags.FOLD_CASE) === 0 && !Unicode.isUnsearchable(i.runes[0])) {
			prefix += String.fromCodePoint(i.runes[0]);
			i = this.skipNop(i.out);
		}
		return [i.op === Inst.MATCH, prefix];
	}
	startCond() {
		let flag = 0;
		let pc = this.start;
		loop: for (;;) {
			const i = this.inst[pc];
			switch (i.op) {
				case Inst.EMPTY_WIDTH:
					flag |= i.arg;
					break;
				case Inst.FAIL: return -1;
				case Inst.CAPTURE:
				case Inst.NOP: break;
				default: break loop;
			}
			pc = i.out;
		}
		return flag;
	}
	patch(l, val) {
		let head = l.head;
		while (head !== 0) {
			const i = this.inst[head >> 1];
			if ((head & 1) === 0) {
				head = i.out;
				i.out = val;
			} else {
				head = i.arg;
				i.arg = val;
			}
		}
	}
	append(l1, l2) {
		if (l1.head === 0) return l2;
		if (l2.head === 0) return l1;
		const i = this.inst[l1.tail >> 1];
		if ((l1.tail & 1) === 0) i.out = l2.head;
		else i.arg = l2.head;
		return new PatchList(l1.head, l2.tail);
	}
	/**
	*
	* @returns {string}
	*/
	toString() {
		let out = "";
		for (let pc = 0; pc < this.inst.length; pc++) {
			const len = out.length;
			out += pc;
			if (pc === this.start) out += "*";
			out += "        ".substring(out.length - len);
			out += this.inst[pc];
			out += "\n";
		}
		return out;
	}
};
// src/Compiler.js
const ANY_RUNE_NOT_NL = new Int32Array([
	0,
	Codepoint.CODES["\n"] - 1,
	Codepoint.CODES["\n"] + 1,
	Unicode.MAX_RUNE
]);
const ANY_RUNE = new Int32Array([0, Unicode.MAX_RUNE]);
/**
* A fragment of a compiled regular expression program.
*
* @see http://swtch.com/~rsc/regexp/regexp1.html
* @class
*/
var Frag = class {
	constructor(i = 0, out = new PatchList(), nullable = false) {
		this.i = i;
		this.out = out;
		this.nullable = nullable;
	}
};
/**
* Compiler from {@code Regexp} (RE2 abstract syntax) to {@code RE2} (compiled regular expression).
*
* The only entry point is {@link #compileRegexp}.
*/
var Compiler = class Compiler {
	static compileRegexp(re) {
		const c = new Compiler();
		const f = c.compile(re);
		c.prog.patch(f.out, c.newInst(Inst.MATCH).i);
		c.prog.start = f.i;
		c.prog.markLookbehindInsts();
		return c.prog;
	}
	static compileSet(regexps) {
		const c = new Compiler();
		if (regexps.length === 0) {
			c.prog.start = c.newInst(Inst.FAIL).i;
			c.prog.markLookbehindInsts();
			return c.prog;
		}
		let starts = [];
		for (let i = 0; i < regexps.length; i++) {
			c.lbOffset = c.prog.numLb;
			const f = c.compile(regexps[i]);
			const m = c.newInst(Inst.MATCH);
			c.prog.getInst(m.i).arg = i;
			c.prog.patch(f.out, m.i);
			starts.push(f.i);
		}
		let start = starts[0];
		for (let i = 1; i < starts.length; i++) {
			const f = c.newInst(Inst.ALT);
			const inst = c.prog.getInst(f.i);
			inst.out = start;
			inst.arg = starts[i];
			start = f.i;
		}
		c.prog.start = start;
		c.prog.markLookbehindInsts();
		return c.prog;
	}
	constructor() {
		this.prog = new Prog();
		this.newInst(Inst.FAIL);
		this.lbOffset = 0;
		this.runeCache = /* @__PURE__ */ new Map();
		this.walker = {
			leaf: (re) => this.leaf(re),
			enter: (re) => this.enter(re),
			child: (re, state, result) => this.child(re, state, result),
			leave: (re, state) => this.leave(re, state)
		};
	}
	newInst(op) {
		this.prog.addInst(op);
		return new Frag(this.prog.numInst() - 1, new PatchList(), true);
	}
	nop() {
		const f = this.newInst(Inst.NOP);
		f.out = new PatchList(f.i << 1, f.i << 1);
		return f;
	}
	fail() {
		return new Frag();
	}
	cap(arg) {
		const f = this.newInst(Inst.CAPTURE);
		f.out = new PatchList(f.i << 1, f.i << 1);
		this.prog.getInst(f.i).arg = arg;
		if (this.prog.numCap < arg + 1) this.prog.numCap = arg + 1;
		return f;
	}
	cat(f1, f2) {
		if (f1.i === 0 || f2.i === 0) {
			this.prog.patch(f1.out, 0);
			this.prog.patch(f2.out, 0);
			return this.fail();
		}
		this.prog.patch(f1.out, f2.i);
		return new Frag(f1.i, f2.out, f1.nullable && f2.nullable);
	}
	alt(f1, f2) {
		if (f1.i === 0) return f2;
		if (f2.i === 0) return f1;
		const f = this.newInst(Inst.ALT);
		const i = this.prog.getInst(f.i);
		i.out = f1.i;
		i.arg = f2.i;
		f.out = this.prog.append(f1.out, f2.out);
		f.nullable = f1.nullable || f2.nullable;
		return f;
	}
	loop(f1, nongreedy) {
		const f = this.newInst(Inst.ALT);
		const i = this.prog.getInst(f.i);
		if (nongreedy) {
			i.arg = f1.i;
			f.out = new PatchList(f.i << 1, f.i << 1);
		} else {
			i.out = f1.i;
			f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
		}
		this.prog.patch(f1.out, f.i);
		return f;
	}
	quest(f1, nongreedy) {
		if (f1.i === 0) return this.nop();
		const f = this.newInst(Inst.ALT);
		const i = this.prog.getInst(f.i);
		if (nongreedy) {
			i.arg = f1.i;
			f.out = new PatchList(f.i << 1, f.i << 1);
		} else {
			i.out = f1.i;
			f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
		}
		f.out = this.prog.append(f.out, f1.out);
		return f;
	}
	star(f1, nongreedy) {
		if (f1.i === 0) return this.nop();
		if (f1.nullable) return this.quest(this.plus(f1, nongreedy), nongreedy);
		return this.loop(f1, nongreedy);
	}
	plus(f1, nongreedy) {
		if (f1.i === 0) return this.fail();
		return new Frag(f1.i, this.loop(f1, nongreedy).out, f1.nullable);
	}
	empty(op) {
		const f = this.newInst(Inst.EMPTY_WIDTH);
		this.prog.getInst(f.i).arg = op;
		f.out = new PatchList(f.i << 1, f.i << 1);
		return f;
	}
	rune(runes, flags) {
		const f = this.newInst(Inst.RUNE);
		f.nullable = false;
		const i = this.prog.getInst(f.i);
		i.runes = runes;
		flags &= RE2Flags.FOLD_CASE;
		if (runes.length !== 1 || Unicode.simpleFold(runes[0]) === runes[0]) flags &= -2;
		i.arg = flags;
		f.out = new PatchList(f.i << 1, f.i << 1);
		if ((flags & RE2Flags.FOLD_CASE) === 0 && runes.length === 1 || runes.length === 2 && runes[0] === runes[1]) i.op = Inst.RUNE1;
		else if (runes.length === 2 && runes[0] === 0 && runes[1] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY;
		else if (runes.length === 4 && runes[0] === 0 && runes[1] === Codepoint.CODES["\n"] - 1 && runes[2] === Codepoint.CODES["\n"] + 1 && runes[3] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY_NOT_NL;
		return f;
	}
	lookBehind(a, parsedLb) {
		const lb = Math.sign(parsedLb) * (Math.abs(parsedLb) + this.lbOffset);
		const id = this.newInst(Inst.LB_WRITE);
		this.prog.getInst(id.i).arg = lb;
		const any = this.rune(ANY_RUNE, 0);
		const dotStar = this.star(any, true);
		const lbAutomaton = this.cat(dotStar, a);
		this.prog.patch(lbAutomaton.out, id.i);
		const checkId = this.newInst(Inst.LB_CHECK);
		this.prog.getInst(checkId.i).arg = lb;
		this.prog.lbStarts.push(lbAutomaton.i);
		if (Math.abs(lb) > this.prog.numLb) this.prog.numLb = Math.abs(lb);
		checkId.out = new PatchList(checkId.i << 1, checkId.i << 1);
		return checkId;
	}
	compile(re) {
		return RegexpWalker.walk(re, this.walker);
	}
	leaf(re) {
		switch (re.op) {
			case Regexp.Op.NO_MATCH: return this.fail();
			case Regexp.Op.EMPTY_MATCH: return this.nop();
			case Regexp.Op.LITERAL: {
				if (re.runes.length === 0) return this.nop();
				let f = null;
				for (let r of re.runes) {
					let singleRune = this.runeCache.get(r);
					if (singleRune === void 0) {
						singleRune = new Int32Array([r]);
						this.runeCache.set(r, singleRune);
					}
					const f1 = this.rune(singleRune, re.flags);
					f = f === null ? f1 : this.cat(f, f1);
				}
				return f;
			}
			case Regexp.Op.CHAR_CLASS: return this.rune(re.runes, re.flags);
			case Regexp.Op.ANY_CHAR_NOT_NL: return this.rune(ANY_RUNE_NOT_NL, 0);
			case Regexp.Op.ANY_CHAR: return this.rune(ANY_RUNE, 0);
			case Regexp.Op.BEGIN_LINE: return this.empty(Utils.EMPTY_BEGIN_LINE);
			case Regexp.Op.END_LINE: return this.empty(Utils.EMPTY_END_LINE);
			case Regexp.Op.BEGIN_TEXT: return this.empty(Utils.EMPTY_BEGIN_TEXT);
			case Regexp.Op.END_TEXT: return this.empty(Utils.EMPTY_END_TEXT);
			case Regexp.Op.WORD_BOUNDARY: return this.empty(Utils.EMPTY_WORD_BOUNDARY);
			case Regexp.Op.NO_WORD_BOUNDARY: return this.empty(Utils.EMPTY_NO_WORD_BOUNDARY);
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return this.nop();
			default: throw new RE2JSCompileException("regexp: unhandled case in compile");
		}
	}
	enter(re) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST: return { sub: null };
			case Regexp.Op.CAPTURE: return {
				bra: this.cap(re.cap << 1),
				sub: null
			};
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return { f: null };
			default: throw new RE2JSCompileException("regexp: unhandled case in compile");
		}
	}
	child(re, state, f1) {
		if (re.op === Regexp.Op.CONCAT) state.f = state.f === null ? f1 : this.cat(state.f, f1);
		else if (re.op === Regexp.Op.ALTERNATE) state.f = state.f === null ? f1 : this.alt(state.f, f1);
		else state.sub = f1;
	}
	leave(re, state) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB: return this.lookBehind(state.sub, re.lb);
			case Regexp.Op.CAPTURE: {
				const ket = this.cap(re.cap << 1 | 1);
				return this.cat(this.cat(state.bra, state.sub), ket);
			}
			case Regexp.Op.STAR: return this.star(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
			case Regexp.Op.PLUS: return this.plus(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
			case Regexp.Op.QUEST: return this.quest(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return state.f;
			default: throw new RE2JSCompileException("regexp: unhandled case in compile");
		}
	}
};
// src/Simplify.js
var Simplify = class Simplify {
	static simplify(re) {
		if (re === null) return null;
		return RegexpWalker.walk(re, Simplify.WALKER);
	}
	static WALKER = {
		leaf: (re) => Simplify.leaf(re),
		enter: (re) => Simplify.enter(re),
		child: (re, state, result, i) => Simplify.child(re, state, result, i),
		leave: (re, state) => Simplify.leave(re, state)
	};
	static leaf(re) {
		if (re.op === Regexp.Op.CHAR_CLASS) {
			if (re.runes === null) return re;
			if (re.runes.length === 0) return new Regexp(Regexp.Op.NO_MATCH);
			if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR);
			if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR_NOT_NL);
		}
		return re;
	}
	static enter(re) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.CAPTURE:
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST: return { sub: null };
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return {
				subs: [],
				changed: false
			};
			case Regexp.Op.REPEAT:
				if (re.min === 0 && re.max === 0) return { result: new Regexp(Regexp.Op.EMPTY_MATCH) };
				return { sub: null };
			default: return { result: re };
		}
	}
	static child(re, state, nsub, i) {
		if (state.subs === void 0) {
			state.sub = nsub;
			return;
		}
		if (nsub !== re.subs[i]) state.changed = true;
		if (re.op === Regexp.Op.CONCAT) {
			if (nsub.op === Regexp.Op.NO_MATCH) {
				state.result = new Regexp(Regexp.Op.NO_MATCH);
				return;
			}
			if (nsub.op === Regexp.Op.EMPTY_MATCH) {
				state.changed = true;
				return;
			}
			if (nsub.op === Regexp.Op.CONCAT) {
				state.changed = true;
				for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
				return;
			}
		} else {
			if (nsub.op === Regexp.Op.NO_MATCH) {
				state.changed = true;
				return;
			}
			if (nsub.op === Regexp.Op.ALTERNATE) {
				state.changed = true;
				for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
				return;
			}
		}
		state.subs.push(nsub);
	}
	static leave(re, state) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.CAPTURE: {
				const sub = state.sub;
				if (sub !== re.subs[0]) {
					const nre = Regexp.fromRegexp(re);
					nre.runes = /* @__PURE__ */ new Int32Array(0);
					nre.subs = [sub];
					return nre;
				}
				return re;
			}
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE:
				if (state.changed) {
					const newSubs = state.subs;
					if (newSubs.length === 0) return new Regexp(re.op === Regexp.Op.CONCAT ? Regexp.Op.EMPTY_MATCH : Regexp.Op.NO_MATCH);
					if (newSubs.length === 1) return newSubs[0];
					const nre = Regexp.fromRegexp(re);
					nre.runes = /* @__PURE__ */ new Int32Array(0);
					nre.subs = newSubs;
					return nre;
				}
				return re;
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST: return Simplify.simplify1(re.op, re.flags, state.sub, re);
			case Regexp.Op.REPEAT: return Simplify.simplifyRepeat(re, state.sub);
			default: return re;
		}
	}
	static simplifyRepeat(re, sub) {
		if (re.max === -1) {
			if (re.min === 0) return Simplify.simplify1(Regexp.Op.STAR, re.flags, sub, null);
			if (re.min === 1) return Simplify.simplify1(Regexp.Op.PLUS, re.flags, sub, null);
			const subs = [];
			for (let i = 0; i < re.min - 1; i++) subs.push(sub);
			subs.push(Simplify.simplify1(Regexp.Op.PLUS, re.flags, sub, null));
			return Simplify.concat(subs);
		}
		if (re.min === 1 && re.max === 1) return sub;
		let prefixSubs = null;
		if (re.min > 0) {
			prefixSubs = [];
			for (let i = 0; i < re.min; i++) prefixSubs.push(sub);
		}
		if (re.max > re.min) {
			let suffix = Simplify.simplify1(Regexp.Op.QUEST, re.flags, sub, null);
			for (let i = re.min + 1; i < re.max; i++) suffix = Simplify.simplify1(Regexp.Op.QUEST, re.flags, Simplify.concat([sub, suffix]), null);
			if (prefixSubs === null) return suffix;
			prefixSubs.push(suffix);
		}
		if (prefixSubs !== null) return Simplify.concat(prefixSubs);
		return new Regexp(Regexp.Op.NO_MATCH);
	}
	static concat(subs) {
		const newSubs = [];
		for (let i = 0; i < subs.length; i++) {
			const sub = subs[i];
			if (sub.op === Regexp.Op.NO_MATCH) return new Regexp(Regexp.Op.NO_MATCH);
			if (sub.op === Regexp.Op.EMPTY_MATCH) continue;
			if (sub.op === Regexp.Op.CONCAT) {
				for (let j = 0; j < sub.subs.length; j++) newSubs.push(sub.subs[j]);
				continue;
			}
			newSubs.push(sub);
		}
		if (newSubs.length === 0) return new Regexp(Regexp.Op.EMPTY_MATCH);
		if (newSubs.length === 1) return newSubs[0];
		const nre = new Regexp(Regexp.Op.CONCAT);
		nre.subs = newSubs;
		return nre;
	}
	static simplify1(op, flags, sub, re) {
		if (sub.op === Regexp.Op.EMPTY_MATCH) return sub;
		if (sub.op === Regexp.Op.NO_MATCH) {
			if (op === Regexp.Op.PLUS) return sub;
			return new Regexp(Regexp.Op.EMPTY_MATCH);
		}
		if (op === sub.op && (flags & RE2Flags.NON_GREEDY) === (sub.flags & RE2Flags.NON_GREEDY)) return sub;
		if (re !== null && re.op === op && (re.flags & RE2Flags.NON_GREEDY) === (flags & RE2Flags.NON_GREEDY) && sub === re.subs[0]) return re;
		const nre = new Regexp(op);
		nre.flags = flags;
		nre.subs = [sub];
		return nre;
	}
};
// src/CharGroup.js
var CharGroup = class {
	constructor(sign, cls) {
		this.sign = sign;
		this.cls = cls;
	}
};
const code1 = [48, 57];
const code2 = [
	9,
	10,
	12,
	13,
	32,
	32
];
const code3 = [
	48,
	57,
	65,
	90,
	95,
	95,
	97,
	122
];
const PERL_GROUPS = /* @__PURE__ */ new Map([
	["\\d", new CharGroup(1, code1)],
	["\\D", new CharGroup(-1, code1)],
	["\\s", new CharGroup(1, code2)],
	["\\S", new CharGroup(-1, code2)],
	["\\w", new CharGroup(1, code3)],
	["\\W", new CharGroup(-1, code3)]
]);
const code4 = [
	48,
	57,
	65,
	90,
	97,
	122
];
const code5 = [
	65,
	90,
	97,
	122
];
const code6 = [0, 127];
const code7 = [
	9,
	9,
	32,
	32
];
const code8 = [
	0,
	31,
	127,
	127
];
const code9 = [48, 57];
const code10 = [33, 126];
const code11 = [97, 122];
const code12 = [32, 126];
const code13 = [
	33,
	47,
	58,
	64,
	91,
	96,
	123,
	126
];
const code14 = [
	9,
	13,
	32,
	32
];
const code15 = [65, 90];
const code16 = [
	48,
	57,
	65,
	90,
	95,
	95,
	97,
	122
];
const code17 = [
	48,
	57,
	65,
	70,
	97,
	102
];
const POSIX_GROUPS = /* @__PURE__ */ new Map([
	["[:alnum:]", new CharGroup(1, code4)],
	["[:^alnum:]", new CharGroup(-1, code4)],
	["[:alpha:]", new CharGroup(1, code5)],
	["[:^alpha:]", new CharGroup(-1, code5)],
	["[:ascii:]", new CharGroup(1, code6)],
	["[:^ascii:]", new CharGroup(-1, code6)],
	["[:blank:]", new CharGroup(1, code7)],
	["[:^blank:]", new CharGroup(-1, code7)],
	["[:cntrl:]", new CharGroup(1, code8)],
	["[:^cntrl:]", new CharGroup(-1, code8)],
	["[:digit:]", new CharGroup(1, code9)],
	["[:^digit:]", new CharGroup(-1, code9)],
	["[:graph:]", new CharGroup(1, code10)],
	["[:^graph:]", new CharGroup(-1, code10)],
	["[:lower:]", new CharGroup(1, code11)],
	["[:^lower:]", new CharGroup(-1, code11)],
	["[:print:]", new CharGroup(1, code12)],
	["[:^print:]", new CharGroup(-1, code12)],
	["[:punct:]", new CharGroup(1, code13)],
	["[:^punct:]", new CharGroup(-1, code13)],
	["[:space:]", new CharGroup(1, code14)],
	["[:^space:]", new CharGroup(-1, code14)],
	["[:upper:]", new CharGroup(1, code15)],
	["[:^upper:]", new CharGroup(-1, code15)],
	["[:word:]", new CharGroup(1, code16)],
	["[:^word:]", new CharGroup(-1, code16)],
	["[:xdigit:]", new CharGroup(1, code17)],
	["[:^xdigit:]", new CharGroup(-1, code17)]
]);
// src/CharClass.js
/**
* A "builder"-style helper class for manipulating character classes represented as an array of
* pairs of runes [lo, hi], each denoting an inclusive interval.
*
* All methods mutate the internal state and return {@code this}, allowing operations to be chained.
*/
var CharClass = class CharClass {
	static charClassToString(r, len) {
		let result = "[";
		for (let i = 0; i < len; i += 2) {
			if (i > 0) result += " ";
			const lo = r[i];
			const hi = r[i + 1];
			if (lo === hi) result += `0x${lo.toString(16)}`;
			else result += `0x${lo.toString(16)}-0x${hi.toString(16)}`;
		}
		result += "]";
		return result;
	}
	static sortRanges(array, len) {
		const n = len >> 1;
		const order = new Array(n);
		for (let i = 0; i < n; i++) order[i] = i;
		order.sort((a, b) => array[2 * a] - array[2 * b] || array[2 * b + 1] - array[2 * a + 1]);
		const sorted = array.slice(0, len);
		for (let i = 0; i < n; i++) {
			array[2 * i] = sorted[2 * order[i]];
			array[2 * i + 1] = sorted[2 * order[i] + 1];
		}
	}
	/**
	* @param {number[]|Int32Array} [r]
	*/
	constructor(r = Utils.emptyInts()) {
		/** @type {number[]|Int32Array} */
		this.r = r;
		this.len = r.length;
	}
	toArray() {
		if (this.r instanceof Int32Array) return this.len === this.r.length ? this.r : this.r.subarray(0, this.len);
		return new Int32Array(this.len === this.r.length ? this.r : this.r.slice(0, this.len));
	}
	toGrowableArray() {
		if (Array.isArray(this.r)) {
			this.r.length = this.len;
			return this.r;
		}
		return Array.from(this.r.subarray(0, this.len));
	}
	cleanClass() {
		if (this.len < 4) return this;
		CharClass.sortRanges(this.r, this.len);
		let w = 2;
		for (let i = 2; i < this.len; i += 2) {
			const lo = this.r[i];
			const hi = this.r[i + 1];
			if (lo <= this.r[w - 1] + 1) {
				if (hi > this.r[w - 1]) this.r[w - 1] = hi;
				continue;
			}
			this.r[w] = lo;
			this.r[w + 1] = hi;
			w += 2;
		}
		this.len = w;
		return this;
	}
	appendLiteral(x, flags) {
		return (flags & RE2Flags.FOLD_CASE) !== 0 ? this.appendFoldedRange(x, x) : this.appendRange(x, x);
	}
	appendRange(lo, hi) {
		if (this.len > 0) {
			for (let i = 2; i <= 4; i += 2) if (this.len >= i) {
				const rlo = this.r[this.len - i];
				const rhi = this.r[this.len - i + 1];
				if (lo <= rhi + 1 && rlo <= hi + 1) {
					if (lo < rlo) this.r[this.len - i] = lo;
					if (hi > rhi) this.r[this.len - i + 1] = hi;
					return this;
				}
			}
		}
		this.r[this.len++] = lo;
		this.r[this.len++] = hi;
		return this;
	}
	appendFoldedRange(lo, hi) {
		if (lo <= Unicode.MIN_FOLD && hi >= Unicode.MAX_FOLD) return this.appendRange(lo, hi);
		if (hi < Unicode.MIN_FOLD || lo > Unicode.MAX_FOLD) return this.appendRange(lo, hi);
		if (lo < Unicode.MIN_FOLD) {
			this.appendRange(lo, Unicode.MIN_FOLD - 1);
			lo = Unicode.MIN_FOLD;
		}
		if (hi > Unicode.MAX_FOLD) {
			this.appendRange(Unicode.MAX_FOLD + 1, hi);
			hi = Unicode.MAX_FOLD;
		}
		for (let c = lo; c <= hi; c++) {
			this.appendRange(c, c);
			for (let f = Unicode.simpleFold(c); f !== c; f = Unicode.simpleFold(f)) this.appendRange(f, f);
		}
		return this;
	}
	appendClass(x) {
		for (let i = 0; i < x.length; i += 2) this.appendRange(x[i], x[i + 1]);
		return this;
	}
	appendFoldedClass(x) {
		for (let i = 0; i < x.length; i += 2) this.appendFoldedRange(x[i], x[i + 1]);
		return this;
	}
	appendNegatedClass(x) {
		let nextLo = 0;
		for (let i = 0; i < x.length; i += 2) {
			const lo = x[i];
			const hi = x[i + 1];
			if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
			nextLo = hi + 1;
		}
		if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
		return this;
	}
	appendTable(table) {
		for (let i = 0; i < table.length; ++i) {
			const lo = table.getLo(i);
			const hi = table.getHi(i);
			const stride = table.getStride(i);
			if (stride === 1) {
				this.appendRange(lo, hi);
				continue;
			}
			for (let c = lo; c <= hi; c += stride) this.appendRange(c, c);
		}
		return this;
	}
	appendNegatedTable(table) {
		let nextLo = 0;
		for (let i = 0; i < table.length; ++i) {
			const lo = table.getLo(i);
			const hi = table.getHi(i);
			const stride = table.getStride(i);
			if (stride === 1) {
				if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
				nextLo = hi + 1;
				continue;
			}
			for (let c = lo; c <= hi; c += stride) {
				if (nextLo <= c - 1) this.appendRange(nextLo, c - 1);
				nextLo = c + 1;
			}
		}
		if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
		return this;
	}
	appendTableWithSign(table, sign) {
		return sign < 0 ? this.appendNegatedTable(table) : this.appendTable(table);
	}
	negateClass() {
		let nextLo = 0;
		let w = 0;
		for (let i = 0; i < this.len; i += 2) {
			const lo = this.r[i];
			const hi = this.r[i + 1];
			if (nextLo <= lo - 1) {
				this.r[w] = nextLo;
				this.r[w + 1] = lo - 1;
				w += 2;
			}
			nextLo = hi + 1;
		}
		this.len = w;
		if (nextLo <= Unicode.MAX_RUNE) {
			this.r[this.len++] = nextLo;
			this.r[this.len++] = Unicode.MAX_RUNE;
		}
		return this;
	}
	appendClassWithSign(x, sign) {
		return sign < 0 ? this.appendNegatedClass(x) : this.appendClass(x);
	}
	appendGroup(g, foldCase) {
		let cls = g.cls;
		if (foldCase) cls = new CharClass().appendFoldedClass(cls).cleanClass().toArray();
		return this.appendClassWithSign(cls, g.sign);
	}
	toString() {
		return CharClass.charClassToString(this.r, this.len);
	}
};
// src/Parser.js
var StringIterator = class {
	constructor(str) {
		this.str = str;
		this.position = 0;
	}
	pos() {
		return this.position;
	}
	rewindTo(pos) {
		this.position = pos;
	}
	more() {
		return this.position < this.str.length;
	}
	peek() {
		return this.str.codePointAt(this.position);
	}
	skip(n) {
		this.position += n;
	}
	skipString(s) {
		this.position += s.length;
	}
	pop() {
		const r = this.str.codePointAt(this.position);
		this.position += Utils.charCount(r);
		return r;
	}
	lookingAt(s) {
		return this.str.startsWith(s, this.position);
	}
	rest() {
		return this.str.substring(this.position);
	}
	from(beforePos) {
		return this.str.substring(beforePos, this.position);
	}
	toString() {
		return this.rest();
	}
};
/**
* A parser of regular expression patterns.
*
* The only public entry point is {@link #parse(String pattern, int flags)}.
*/
var Parser = class Parser {
	static ERR_INTERNAL_ERROR = "regexp/syntax: internal error";
	static ERR_INVALID_CHAR_RANGE = "invalid character class range";
	static ERR_INVALID_ESCAPE = "invalid escape sequence";
	static ERR_INVALID_NAMED_CAPTURE = "invalid named capture";
	static ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax";
	static ERR_INVALID_REPEAT_OP = "invalid nested repetition operator";
	static ERR_INVALID_REPEAT_SIZE = "invalid repeat count";
	static ERR_MISSING_BRACKET = "missing closing ]";
	static ERR_MISSING_PAREN = "missing closing )";
	static ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator";
	static ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression";
	static ERR_DUPLICATE_NAMED_CAPTURE = "duplicate capture group name";
	static ERR_UNEXPECTED_PAREN = "unexpected )";
	static ERR_NESTING_DEPTH = "expression nests too deeply";
	static ERR_LARGE = "expression too large";
	static ERR_INVALID_CAPTURE_IN_LOOKBEHIND = "invalid capture in lookbehind";
	static MAX_HEIGHT = 1e3;
	static MAX_SIZE = 1398101;
	static MAX_RUNES = 33554432;
	static ANY_TABLE = new UnicodeRangeTable(new Uint32Array([
		0,
		Unicode.MAX_RUNE,
		1
	]));
	static ASCII_TABLE = new UnicodeRangeTable(new Uint32Array([
		0,
		127,
		1
	]));
	static ASCII_FOLD_TABLE = new UnicodeRangeTable(new Uint32Array([
		0,
		127,
		1,
		383,
		383,
		1,
		8490,
		8490,
		1
	]));
	static unicodeTable(name) {
		if (name === "Any") return {
			tab: Parser.ANY_TABLE,
			fold: Parser.ANY_TABLE,
			sign: 1
		};
		if (name === "Ascii") return {
			tab: Parser.ASCII_TABLE,
			fold: Parser.ASCII_FOLD_TABLE,
			sign: 1
		};
		if (name === "Assigned") return {
			tab: UnicodeTables.CATEGORIES.get("Cn"),
			fold: UnicodeTables.CATEGORIES.get("Cn"),
			sign: -1
		};
		if (name === "Lc") return {
			tab: UnicodeTables.CATEGORIES.get("LC"),
			fold: UnicodeTables.FOLD_CATEGORIES.get("LC"),
			sign: 1
		};
		if (UnicodeTables.CATEGORIES.has(name)) return {
			tab: UnicodeTables.CATEGORIES.get(name),
			fold: UnicodeTables.FOLD_CATEGORIES.get(name),
			sign: 1
		};
		if (UnicodeTables.SCRIPTS.has(name)) return {
			tab: UnicodeTables.SCRIPTS.get(name),
			fold: UnicodeTables.FOLD_SCRIPT.get(name),
			sign: 1
		};
		return null;
	}
	static minFoldRune(r) {
		if (r < Unicode.MIN_FOLD || r > Unicode.MAX_FOLD) return r;
		let min = r;
		const r0 = r;
		for (r = Unicode.simpleFold(r); r !== r0; r = Unicode.simpleFold(r)) if (min > r) min = r;
		return min;
	}
	static leadingRegexp(re) {
		if (re.op === Regexp.Op.EMPTY_MATCH) return null;
		if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
			const sub = re.subs[0];
			if (sub.op === Regexp.Op.EMPTY_MATCH) return null;
			return sub;
		}
		return re;
	}
	static literalRegexp(s, flags) {
		const re = new Regexp(Regexp.Op.LITERAL);
		re.flags = flags;
		re.runes = Utils.stringToRunes(s);
		return re;
	}
	/**
	* Parse regular expression pattern {@code pattern} with mode flags {@code flags}.
	* @param {string} pattern
	* @param {number} flags
	*/
	static parse(pattern, flags) {
		return new Parser(pattern, flags).parseInternal();
	}
	static parseRepeat(t) {
		const start = t.pos();
		if (!t.more() || !t.lookingAt("{")) return -1;
		t.skip(1);
		const min = Parser.parseInt(t);
		if (min === -1) return -1;
		if (!t.more()) return -1;
		let max;
		if (!t.lookingAt(",")) max = min;
		else {
			t.skip(1);
			if (!t.more()) return -1;
			if (t.lookingAt("}")) max = -1;
			else if ((max = Parser.parseInt(t)) === -1) return -1;
		}
		if (!t.more() || !t.lookingAt("}")) return -1;
		t.skip(1);
		if (min < 0 || min > 1e3 || max === -2 || max > 1e3 || max >= 0 && min > max) throw new RE2JSSyntaxException(Parser.ERR_INVALID_REPEAT_SIZE, t.from(start));
		return min << 16 | max & Unicode.MAX_BMP;
	}
	static isValidCaptureName(name) {
		if (name.length === 0) return false;
		for (let i = 0; i < name.length; i++) {
			const c = name.codePointAt(i);
			if (c !== Codepoint.CODES["_"] && !Utils.isalnum(c)) return false;
		}
		return true;
	}
	static parseInt(t) {
		const start = t.pos();
		while (t.more() && t.peek() >= Codepoint.CODES["0"] && t.peek() <= Codepoint.CODES["9"]) t.skip(1);
		const n = t.from(start);
		if (n.length === 0 || n.length > 1 && n.codePointAt(0) === Codepoint.CODES["0"]) return -1;
		if (n.length > 8) return -2;
		return parseInt(n, 10);
	}
	static isCharClass(re) {
		return re.op === Regexp.Op.LITERAL && re.runes.length === 1 || re.op === Regexp.Op.CHAR_CLASS || re.op === Regexp.Op.ANY_CHAR_NOT_NL || re.op === Regexp.Op.ANY_CHAR;
	}
	static matchRune(re, r) {
		switch (re.op) {
			case Regexp.Op.LITERAL: return re.runes.length === 1 && re.runes[0] === r;
			case Regexp.Op.CHAR_CLASS:
				for (let i = 0; i < re.runes.length; i += 2) if (re.runes[i] <= r && r <= re.runes[i + 1]) return true;
				return false;
			case Regexp.Op.ANY_CHAR_NOT_NL: return r !== Codepoint.CODES["\n"];
			case Regexp.Op.ANY_CHAR: return true;
		}
		return false;
	}
	static mergeCharClass(dst, src) {
		switch (dst.op) {
			case Regexp.Op.ANY_CHAR: break;
			case Regexp.Op.ANY_CHAR_NOT_NL:
				if (Parser.matchRune(src, Codepoint.CODES["\n"])) dst.op = Regexp.Op.ANY_CHAR;
				break;
			case Regexp.Op.CHAR_CLASS: {
				const cc = new CharClass(Array.isArray(dst.runes) ? dst.runes : Array.from(dst.runes));
				if (src.op === Regexp.Op.LITERAL) cc.appendLiteral(src.runes[0], src.flags);
				else cc.appendClass(src.runes);
				dst.runes = cc.toGrowableArray();
				break;
			}
			case Regexp.Op.LITERAL:
				if (src.runes[0] === dst.runes[0] && src.flags === dst.flags) break;
				dst.op = Regexp.Op.CHAR_CLASS;
				dst.runes = new CharClass().appendLiteral(dst.runes[0], dst.flags).appendLiteral(src.runes[0], src.flags).toGrowableArray();
		}
	}
	static parseEscape(t) {
		const startPos = t.pos();
		t.skip(1);
		if (!t.more()) throw new RE2JSSyntaxException(Parser.ERR_TRAILING_BACKSLASH);
		let c = t.pop();
		bigswitch: switch (c) {
			case Codepoint.CODES["1"]:
			case Codepoint.CODES["2"]:
			case Codepoint.CODES["3"]:
			case Codepoint.CODES["4"]:
			case Codepoint.CODES["5"]:
			case Codepoint.CODES["6"]:
			case Codepoint.CODES["7"]: if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
			case Codepoint.CODES["0"]: {
				let r = c - Codepoint.CODES["0"];
				for (let i = 1; i < 3; i++) {
					if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
					r = r * 8 + t.peek() - Codepoint.CODES["0"];
					t.skip(1);
				}
				return r;
			}
			case Codepoint.CODES["x"]: {
				if (!t.more()) break;
				c = t.pop();
				if (c === Codepoint.CODES["{"]) {
					let nhex = 0;
					let r = 0;
					while (true) {
						if (!t.more()) break bigswitch;
						c = t.pop();
						if (c === Codepoint.CODES["}"]) break;
						const v = Utils.unhex(c);
						if (v < 0) break bigswitch;
						r = r * 16 + v;
						if (r > Unicode.MAX_RUNE) break bigswitch;
						nhex++;
					}
					if (nhex === 0) break bigswitch;
					return r;
				}
				const x = Utils.unhex(c);
				if (!t.more()) break;
				c = t.pop();
				const y = Utils.unhex(c);
				if (x < 0 || y < 0) break;
				return x * 16 + y;
			}
			case Codepoint.CODES["a"]: return Codepoint.CODES["\x07"];
			case Codepoint.CODES["f"]: return Codepoint.CODES["\f"];
			case Codepoint.CODES["n"]: return Codepoint.CODES["\n"];
			case Codepoint.CODES["r"]: return Codepoint.CODES["\r"];
			case Codepoint.CODES["t"]: return Codepoint.CODES["	"];
			case Codepoint.CODES["v"]: return Codepoint.CODES["\v"];
			default: if (c <= Unicode.MAX_ASCII && !Utils.isalnum(c)) return c;
		}
		throw new RE2JSSyntaxException(Parser.ERR_INVALID_ESCAPE, t.from(startPos));
	}
	static parseClassChar(t, wholeClassPos) {
		if (!t.more()) throw new RE2JSSyntaxException(Parser.ERR_MISSING_BRACKET, t.from(wholeClassPos));
		if (t.lookingAt("\\")) return Parser.parseEscape(t);
		return t.pop();
	}
	static hasCapture(re) {
		if (re === null) return false;
		if (re.op === Regexp.Op.CAPTURE) return true;
		if (re.subs) {
			for (let sub of re.subs) if (Parser.hasCapture(sub)) return true;
		}
		return false;
	}
	constructor(wholeRegexp, flags = 0) {
		this.wholeRegexp = wholeRegexp;
		this.flags = flags;
		this.numCap = 0;
		this.namedGroups = Object.create(null);
		this.stack = [];
		this.free = null;
		this.numRegexp = 0;
		this.numRunes = 0;
		this.repeats = 0;
		this.height = null;
		this.size = null;
		this.nlb = 0;
	}
	newRegexp(op) {
		let re = this.free;
		if (re !== null && re.subs !== null && re.subs.length > 0) {
			this.free = re.subs[0];
			re.reinit();
			re.op = op;
		} else {
			re = new Regexp(op);
			this.numRegexp += 1;
		}
		return re;
	}
	reuse(re) {
		if (this.height !== null && this.height.has(re)) this.height.delete(re);
		if (re.subs !== null && re.subs.length > 0) re.subs[0] = this.free;
		this.free = re;
	}
	checkLimits(re) {
		if (this.numRunes > Parser.MAX_RUNES) throw new RE2JSSyntaxException(Parser.ERR_LARGE);
		this.checkSize(re);
		this.checkHeight(re);
	}
	checkSize(re) {
		if (this.size === null) {
			if (this.repeats === 0) this.repeats = 1;
			if (re.op === Regexp.Op.REPEAT) {
				let n = re.max;
				if (n === -1) n = re.min;
				if (n <= 0) n = 1;
				if (n > Math.floor(Parser.MAX_SIZE / this.repeats)) this.repeats = Parser.MAX_SIZE;
				else this.repeats *= n;
			}
			if (this.numRegexp < Math.floor(Parser.MAX_SIZE / this.repeats)) return;
			this.size = /* @__PURE__ */ new Map();
			for (let reEx of this.stack) this.checkSize(reEx);
		}
		if (this.calcSize(re, true) > Parser.MAX_SIZE) throw new RE2JSSyntaxException(Parser.ERR_LARGE);
	}
	calcSize(re, force = false) {
		if (!force && this.size !== null) {
			if (this.size.has(re)) return this.size.get(re);
		}
		let size = 0;
		switch (re.op) {
			case Regexp.Op.LITERAL:
				size = re.runes.length;
				break;
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.CAPTURE:
			case Regexp.Op.STAR:
				size = 2 + this.calcSize(re.subs[0]);
				break;
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST:
				size = 1 + this.calcSize(re.subs[0]);
				break;
			case Regexp.Op.CONCAT:
				for (let sub of re.subs) size = size + this.calcSize(sub);
				break;
			case Regexp.Op.ALTERNATE:
				for (let sub of re.subs) size = size + this.calcSize(sub);
				if (re.subs.length > 1) size = size + re.subs.length - 1;
				break;
			case Regexp.Op.REPEAT: {
				let sub = this.calcSize(re.subs[0]);
				if (re.max === -1) {
					if (re.min === 0) size = 2 + sub;
					else size = 1 + re.min * sub;
					break;
				}
				size = re.max * sub + (re.max - re.min);
				break;
			}
		}
		size = Math.max(1, size);
		if (this.size === null) this.size = /* @__PURE__ */ new Map();
		this.size.set(re, size);
		return size;
	}
	checkHeight(re) {
		if (this.numRegexp < Parser.MAX_HEIGHT) return;
		if (this.height === null) {
			this.height = /* @__PURE__ */ new Map();
			for (let reEx of this.stack) this.checkHeight(reEx);
		}
		if (this.calcHeight(re, true) > Parser.MAX_HEIGHT) throw new RE2JSSyntaxException(Parser.ERR_NESTING_DEPTH);
	}
	calcHeight(re, force = false) {
		if (!force && this.height !== null) {
			if (this.height.has(re)) return this.height.get(re);
		}
		let h = 1;
		for (let sub of re.subs) {
			const hsub = this.calcHeight(sub);
			if (h < 1 + hsub) h = 1 + hsub;
		}
		if (this.height === null) this.height = /* @__PURE__ */ new Map();
		this.height.set(re, h);
		return h;
	}
	pop() {
		return this.stack.pop();
	}
	popToPseudo() {
		const n = this.stack.length;
		let i = n;
		while (i > 0 && !Regexp.isPseudoOp(this.stack[i - 1].op)) i--;
		return this.stack.splice(i, n - i);
	}
	push(re) {
		this.numRunes += re.runes.length;
		if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] === re.runes[1]) {
			if (this.maybeConcat(re.runes[0], this.flags & -2)) return null;
			re.op = Regexp.Op.LITERAL;
			re.runes = [re.runes[0]];
			re.flags = this.flags & -2;
		} else if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 4 && re.runes[0] === re.runes[1] && re.runes[2] === re.runes[3] && Unicode.simpleFold(re.runes[0]) === re.runes[2] && Unicode.simpleFold(re.runes[2]) === re.runes[0] || re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] + 1 === re.runes[1] && Unicode.simpleFold(re.runes[0]) === re.runes[1] && Unicode.simpleFold(re.runes[1]) === re.runes[0]) {
			if (this.maybeConcat(re.runes[0], this.flags | RE2Flags.FOLD_CASE)) return null;
			re.op = Regexp.Op.LITERAL;
			re.runes = [re.runes[0]];
			re.flags = this.flags | RE2Flags.FOLD_CASE;
		} else this.maybeConcat(-1, 0);
		this.stack.push(re);
		this.checkLimits(re);
		return re;
	}
	maybeConcat(r, flags) {
		const n = this.stack.length;
		if (n < 2) return false;
		const re1 = this.stack[n - 1];
		const re2 = this.stack[n - 2];
		if (re1.op !== Regexp.Op.LITERAL || re2.op !== Regexp.Op.LITERAL || (re1.flags & RE2Flags.FOLD_CASE) !== (re2.flags & RE2Flags.FOLD_CASE)) return false;
		if (!Array.isArray(re2.runes)) re2.runes = Array.from(re2.runes);
		for (let i = 0; i < re1.runes.length; i++) re2.runes.push(re1.runes[i]);
		if (r >= 0) {
			re1.runes = [r];
			re1.flags = flags;
			return true;
		}
		this.pop();
		this.reuse(re1);
		return false;
	}
	newLiteral(r, flags) {
		const re = this.newRegexp(Regexp.Op.LITERAL);
		re.flags = flags;
		if ((flags & RE2Flags.FOLD_CASE) !== 0) r = Parser.minFoldRune(r);
		re.runes = [r];
		return re;
	}
	literal(r) {
		this.push(this.newLiteral(r, this.flags));
	}
	op(op) {
		const re = this.newRegexp(op);
		re.flags = this.flags;
		return this.push(re);
	}
	repeat(op, min, max, beforePos, t, lastRepeatPos) {
		let flags = this.flags;
		if ((flags & RE2Flags.PERL_X) !== 0) {
			if (t.more() && t.lookingAt("?")) {
				t.skip(1);
				flags ^= RE2Flags.NON_GREEDY;
			}
			if (lastRepeatPos !== -1) throw new RE2JSSyntaxException(Parser.ERR_INVALID_REPEAT_OP, t.from(lastRepeatPos));
		}
		const n = this.stack.length;
		if (n === 0) throw new RE2JSSyntaxException(Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
		const sub = this.stack[n - 1];
		if (Regexp.isPseudoOp(sub.op)) throw new RE2JSSyntaxException(Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
		const re = this.newRegexp(op);
		re.min = min;
		re.max = max;
		re.flags = flags;
		re.subs = [sub];
		this.stack[n - 1] = re;
		this.checkLimits(re);
		if (op === Regexp.Op.REPEAT && (min >= 2 || max >= 2) && !this.repeatIsValid(re, 1e3)) throw new RE2JSSyntaxException(Parser.ERR_INVALID_REPEAT_SIZE, t.from(beforePos));
	}
	repeatIsValid(re, n) {
		if (re.op === Regexp.Op.REPEAT) {
			let m = re.max;
			if (m === 0) return true;
			if (m < 0) m = re.min;
			if (m > n) return false;
			if (m > 0) n = Math.trunc(n / m);
		}
		for (let sub of re.subs) if (!this.repeatIsValid(sub, n)) return false;
		return true;
	}
	concat() {
		this.maybeConcat(-1, 0);
		const subs = this.popToPseudo();
		if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.EMPTY_MATCH));
		return this.push(this.collapse(subs, Regexp.Op.CONCAT));
	}
	alternate() {
		const subs = this.popToPseudo();
		if (subs.length > 0) this.cleanAlt(subs[subs.length - 1]);
		if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.NO_MATCH));
		return this.push(this.collapse(subs, Regexp.Op.ALTERNATE));
	}
	cleanAlt(re) {
		if (re.op === Regexp.Op.CHAR_CLASS) {
			re.runes = new CharClass(Array.from(re.runes)).cleanClass().toArray();
			if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) {
				re.runes = /* @__PURE__ */ new Int32Array(0);
				re.op = Regexp.Op.ANY_CHAR;
			} else if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) {
				re.runes = /* @__PURE__ */ new Int32Array(0);
				re.op = Regexp.Op.ANY_CHAR_NOT_NL;
			}
		}
	}
	collapse(subs, op) {
		if (subs.length === 1) return subs[0];
		let len = 0;
		for (let sub of subs) len += sub.op === op ? sub.subs.length : 1;
		let newsubs = new Array(len).fill(null);
		let i = 0;
		for (let sub of subs) if (sub.op === op) {
			for (let j = 0; j < sub.subs.length; j++) newsubs[i++] = sub.subs[j];
			this.reuse(sub);
		} else newsubs[i++] = sub;
		let re = this.newRegexp(op);
		re.subs = newsubs;
		if (op === Regexp.Op.ALTERNATE) {
			re.subs = this.factor(re.subs);
			if (re.subs.length === 1) {
				const old = re;
				re = re.subs[0];
				this.reuse(old);
			}
		}
		return re;
	}
	factor(array) {
		if (array.length < 2) return array;
		let s = 0;
		let lensub = array.length;
		let lenout = 0;
		let str = null;
		let strlen = 0;
		let strflags = 0;
		let start = 0;
		for (let i = 0; i <= lensub; i++) {
			let istr = null;
			let istrlen = 0;
			let iflags = 0;
			if (i < lensub) {
				let re = array[s + i];
				if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) re = re.subs[0];
				if (re.op === Regexp.Op.LITERAL) {
					istr = re.runes;
					istrlen = re.runes.length;
					iflags = re.flags & RE2Flags.FOLD_CASE;
				}
				if (iflags === strflags) {
					let same = 0;
					while (same < strlen && same < istrlen && str[same] === istr[same]) same++;
					if (same > 0) {
						strlen = same;
						continue;
					}
				}
			}
			if (i === start) ; else if (i === start + 1) array[lenout++] = array[s + start];
			else {
				const prefix = this.newRegexp(Regexp.Op.LITERAL);
				prefix.flags = strflags;
				prefix.runes = str.slice(0, strlen);
				for (let j = start; j < i; j++) {
					array[s + j] = this.removeLeadingString(array[s + j], strlen);
					this.checkLimits(array[s + j]);
				}
				const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
				const re = this.newRegexp(Regexp.Op.CONCAT);
				re.subs = [prefix, suffix];
				array[lenout++] = re;
			}
			start = i;
			str = istr;
			strlen = istrlen;
			strflags = iflags;
		}
		lensub = lenout;
		s = 0;
		start = 0;
		lenout = 0;
		let first = null;
		for (let i = 0; i <= lensub; i++) {
			let ifirst = null;
			if (i < lensub) {
				ifirst = Parser.leadingRegexp(array[s + i]);
				if (first !== null && first.equals(ifirst) && (Parser.isCharClass(first) || first.op === Regexp.Op.REPEAT && first.min === first.max && Parser.isCharClass(first.subs[0]))) continue;
			}
			if (i === start) ; else if (i === start + 1) array[lenout++] = array[s + start];
			else {
				const prefix = first;
				for (let j = start; j < i; j++) {
					const reuse = j !== start;
					array[s + j] = this.removeLeadingRegexp(array[s + j], reuse);
					this.checkLimits(array[s + j]);
				}
				const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
				const re = this.newRegexp(Regexp.Op.CONCAT);
				re.subs = [prefix, suffix];
				array[lenout++] = re;
			}
			start = i;
			first = ifirst;
		}
		lensub = lenout;
		s = 0;
		start = 0;
		lenout = 0;
		for (let i = 0; i <= lensub; i++) {
			if (i < lensub && Parser.isCharClass(array[s + i])) continue;
			if (i === start) ; else if (i === start + 1) array[lenout++] = array[s + start];
			else {
				let max = start;
				for (let j = start + 1; j < i; j++) {
					const subMax = array[s + max];
					const subJ = array[s + j];
					if (subMax.op < subJ.op || subMax.op === subJ.op && (subMax.runes !== null ? subMax.runes.length : 0) < (subJ.runes !== null ? subJ.runes.length : 0)) max = j;
				}
				const tmp = array[s + start];
				array[s + start] = array[s + max];
				array[s + max] = tmp;
				for (let j = start + 1; j < i; j++) {
					Parser.mergeCharClass(array[s + start], array[s + j]);
					this.reuse(array[s + j]);
				}
				this.cleanAlt(array[s + start]);
				array[lenout++] = array[s + start];
			}
			if (i < lensub) array[lenout++] = array[s + i];
			start = i + 1;
		}
		lensub = lenout;
		s = 0;
		start = 0;
		lenout = 0;
		for (let i = 0; i < lensub; ++i) {
			if (i + 1 < lensub && array[s + i].op === Regexp.Op.EMPTY_MATCH && array[s + i + 1].op === Regexp.Op.EMPTY_MATCH) continue;
			array[lenout++] = array[s + i];
		}
		lensub = lenout;
		s = 0;
		return array.slice(s, lensub);
	}
	removeLeadingString(re, n) {
		if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
			const sub = this.removeLeadingString(re.subs[0], n);
			re.subs[0] = sub;
			if (sub.op === Regexp.Op.EMPTY_MATCH) {
				this.reuse(sub);
				switch (re.subs.length) {
					case 0:
					case 1:
						re.op = Regexp.Op.EMPTY_MATCH;
						re.subs = Regexp.emptySubs();
						break;
					case 2: {
						const old = re;
						re = re.subs[1];
						this.reuse(old);
						break;
					}
					default: re.subs = re.subs.slice(1, re.subs.length);
				}
			}
			return re;
		}
		if (re.op === Regexp.Op.LITERAL) {
			re.runes = re.runes.slice(n, re.runes.length);
			if (re.runes.length === 0) re.op = Regexp.Op.EMPTY_MATCH;
		}
		return re;
	}
	removeLeadingRegexp(re, reuse) {
		if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
			if (reuse) this.reuse(re.subs[0]);
			re.subs = re.subs.slice(1, re.subs.length);
			switch (re.subs.length) {
				case 0:
					re.op = Regexp.Op.EMPTY_MATCH;
					re.subs = Regexp.emptySubs();
					break;
				case 1: {
					const old = re;
					re = re.subs[0];
					this.reuse(old);
					break;
				}
			}
			return re;
		}
		if (reuse) this.reuse(re);
		return this.newRegexp(Regexp.Op.EMPTY_MATCH);
	}
	parseInternal() {
		if ((this.flags & RE2Flags.LITERAL) !== 0) return Parser.literalRegexp(this.wholeRegexp, this.flags);
		let lastRepeatPos = -1;
		let min = -1;
		let max = -1;
		const t = new StringIterator(this.wholeRegexp);
		while (t.more()) {
			let repeatPos = -1;
			bigswitch: switch (t.peek()) {
				case Codepoint.CODES["("]:
					if ((this.flags & RE2Flags.LOOKBEHIND) !== 0) {
						if (t.lookingAt("(?<=")) {
							this.parsePosLookBehind();
							t.skip(4);
							break;
						}
						if (t.lookingAt("(?<!")) {
							this.parseNegLookBehind();
							t.skip(4);
							break;
						}
					}
					if ((this.flags & RE2Flags.PERL_X) !== 0 && t.lookingAt("(?")) {
						this.parsePerlFlags(t);
						break;
					}
					this.op(Regexp.Op.LEFT_PAREN).cap = ++this.numCap;
					t.skip(1);
					break;
				case Codepoint.CODES["|"]:
					this.parseVerticalBar();
					t.skip(1);
					break;
				case Codepoint.CODES[")"]:
					this.parseRightParen();
					t.skip(1);
					break;
				case Codepoint.CODES["^"]:
					if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.BEGIN_TEXT);
					else this.op(Regexp.Op.BEGIN_LINE);
					t.skip(1);
					break;
				case Codepoint.CODES["$"]:
					if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.END_TEXT).flags |= RE2Flags.WAS_DOLLAR;
					else this.op(Regexp.Op.END_LINE);
					t.skip(1);
					break;
				case Codepoint.CODES["."]:
					if ((this.flags & RE2Flags.DOT_NL) !== 0) this.op(Regexp.Op.ANY_CHAR);
					else this.op(Regexp.Op.ANY_CHAR_NOT_NL);
					t.skip(1);
					break;
				case Codepoint.CODES["["]:
					this.parseClass(t);
					break;
				case Codepoint.CODES["*"]:
				case Codepoint.CODES["+"]:
				case Codepoint.CODES["?"]: {
					repeatPos = t.pos();
					let op = null;
					switch (t.pop()) {
						case Codepoint.CODES["*"]:
							op = Regexp.Op.STAR;
							break;
						case Codepoint.CODES["+"]:
							op = Regexp.Op.PLUS;
							break;
						case Codepoint.CODES["?"]: op = Regexp.Op.QUEST;
					}
					this.repeat(op, min, max, repeatPos, t, lastRepeatPos);
					break;
				}
				case Codepoint.CODES["{"]: {
					const before = t.pos();
					const minMax = Parser.parseRepeat(t);
					if (minMax < 0) {
						t.rewindTo(before);
						this.literal(t.pop());
						break;
					}
					repeatPos = before;
					min = minMax >> 16;
					max = (minMax & Unicode.MAX_BMP) << 16 >> 16;
					this.repeat(Regexp.Op.REPEAT, min, max, repeatPos, t, lastRepeatPos);
					break;
				}
				case Codepoint.CODES["\\"]: {
					const savedPos = t.pos();
					t.skip(1);
					if ((this.flags & RE2Flags.PERL_X) !== 0 && t.more()) switch (t.pop()) {
						case Codepoint.CODES["A"]:
							this.op(Regexp.Op.BEGIN_TEXT);
							break bigswitch;
						case Codepoint.CODES["b"]:
							this.op(Regexp.Op.WORD_BOUNDARY);
							break bigswitch;
						case Codepoint.CODES["B"]:
							this.op(Regexp.Op.NO_WORD_BOUNDARY);
							break bigswitch;
						case Codepoint.CODES["C"]: throw new RE2JSSyntaxException(Parser.ERR_INVALID_ESCAPE, "\\C");
						case Codepoint.CODES["Q"]: {
							let lit = t.rest();
							const i = lit.indexOf("\\E");
							if (i >= 0) {
								lit = lit.substring(0, i);
								t.skipString(lit);
								t.skipString("\\E");
							} else t.skipString(lit);
							let j = 0;
							while (j < lit.length) {
								const codepoint = lit.codePointAt(j);
								this.literal(codepoint);
								j += Utils.charCount(codepoint);
							}
							break bigswitch;
						}
						case Codepoint.CODES["z"]:
							this.op(Regexp.Op.END_TEXT);
							break bigswitch;
						default: t.rewindTo(savedPos);
					}
					else t.rewindTo(savedPos);
					const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
					re.flags = this.flags;
					if (t.lookingAt("\\p") || t.lookingAt("\\P")) {
						const cc = new CharClass();
						if (this.parseUnicodeClass(t, cc)) {
							re.runes = cc.toArray();
							this.push(re);
							break bigswitch;
						}
					}
					const cc = new CharClass();
					if (this.parsePerlClassEscape(t, cc)) {
						re.runes = cc.toArray();
						this.push(re);
						break bigswitch;
					}
					t.rewindTo(savedPos);
					this.reuse(re);
					this.literal(Parser.parseEscape(t));
					break;
				}
				default: this.literal(t.pop());
			}
			lastRepeatPos = repeatPos;
		}
		this.concat();
		if (this.swapVerticalBar()) this.pop();
		this.alternate();
		if (this.stack.length !== 1) throw new RE2JSSyntaxException(Parser.ERR_MISSING_PAREN, this.wholeRegexp);
		this.stack[0].namedGroups = this.namedGroups;
		return this.stack[0];
	}
	parsePerlFlags(t) {
		const startPos = t.pos();
		const s = t.rest();
		if (s.startsWith("(?P<") || s.startsWith("(?<")) {
			const begin = s.charAt(2) === "P" ? 4 : 3;
			const end = s.indexOf(">");
			if (end < 0) throw new RE2JSSyntaxException(Parser.ERR_INVALID_NAMED_CAPTURE, s);
			const name = s.substring(begin, end);
			t.skipString(name);
			t.skip(begin + 1);
			if (!Parser.isValidCaptureName(name)) throw new RE2JSSyntaxException(Parser.ERR_INVALID_NAMED_CAPTURE, s.substring(0, end + 1));
			const re = this.op(Regexp.Op.LEFT_PAREN);
			re.cap = ++this.numCap;
			if (this.namedGroups[name]) throw new RE2JSSyntaxException(Parser.ERR_DUPLICATE_NAMED_CAPTURE, name);
			this.namedGroups[name] = this.numCap;
			re.name = name;
			return;
		}
		t.skip(2);
		let flags = this.flags;
		let sign = 1;
		let sawFlag = false;
		loop: while (t.more()) {
			const c = t.pop();
			switch (c) {
				case Codepoint.CODES["i"]:
					flags |= RE2Flags.FOLD_CASE;
					sawFlag = true;
					break;
				case Codepoint.CODES["m"]:
					flags &= -17;
					sawFlag = true;
					break;
				case Codepoint.CODES["s"]:
					flags |= RE2Flags.DOT_NL;
					sawFlag = true;
					break;
				case Codepoint.CODES["U"]:
					flags |= RE2Flags.NON_GREEDY;
					sawFlag = true;
					break;
				case Codepoint.CODES["-"]:
					if (sign < 0) break loop;
					sign = -1;
					flags = ~flags;
					sawFlag = false;
					break;
				case Codepoint.CODES[":"]:
				case Codepoint.CODES[")"]:
					if (sign < 0) {
						if (!sawFlag) break loop;
						flags = ~flags;
					}
					if (c === Codepoint.CODES[":"]) this.op(Regexp.Op.LEFT_PAREN);
					this.flags = flags;
					return;
				default: break loop;
			}
		}
		throw new RE2JSSyntaxException(Parser.ERR_INVALID_PERL_OP, t.from(startPos));
	}
	parsePosLookBehind() {
		const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
		re.flags = this.flags;
		re.lb = ++this.nlb;
		return this.push(re);
	}
	parseNegLookBehind() {
		const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
		re.flags = this.flags;
		re.lb = -++this.nlb;
		return this.push(re);
	}
	parseVerticalBar() {
		this.concat();
		if (!this.swapVerticalBar()) this.op(Regexp.Op.VERTICAL_BAR);
	}
	swapVerticalBar() {
		const n = this.stack.length;
		if (n >= 3 && this.stack[n - 2].op === Regexp.Op.VERTICAL_BAR && Parser.isCharClass(this.stack[n - 1]) && Parser.isCharClass(this.stack[n - 3])) {
			let re1 = this.stack[n - 1];
			let re3 = this.stack[n - 3];
			if (re1.op > re3.op) {
				const tmp = re3;
				re3 = re1;
				re1 = tmp;
				this.stack[n - 3] = re3;
			}
			Parser.mergeCharClass(re3, re1);
			this.reuse(re1);
			this.pop();
			return true;
		}
		if (n >= 2) {
			const re1 = this.stack[n - 1];
			const re2 = this.stack[n - 2];
			if (re2.op === Regexp.Op.VERTICAL_BAR) {
				if (n >= 3) this.cleanAlt(this.stack[n - 3]);
				this.stack[n - 2] = re1;
				this.stack[n - 1] = re2;
				return true;
			}
		}
		return false;
	}
	parseRightParen() {
		this.concat();
		if (this.swapVerticalBar()) this.pop();
		this.alternate();
		if (this.stack.length < 2) throw new RE2JSSyntaxException(Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
		const re1 = this.pop();
		const re2 = this.pop();
		if (re2.op !== Regexp.Op.LEFT_PAREN) throw new RE2JSSyntaxException(Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
		this.flags = re2.flags;
		if (re2.lb !== 0) {
			if (Parser.hasCapture(re1)) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CAPTURE_IN_LOOKBEHIND, this.wholeRegexp);
			if (re2.lb > 0) re2.op = Regexp.Op.PLB;
			else re2.op = Regexp.Op.NLB;
			re2.subs = [re1];
			this.push(re2);
			return;
		}
		if (re2.cap === 0) this.push(re1);
		else {
			re2.op = Regexp.Op.CAPTURE;
			re2.subs = [re1];
			this.push(re2);
		}
	}
	parsePerlClassEscape(t, cc) {
		const beforePos = t.pos();
		if ((this.flags & RE2Flags.PERL_X) === 0 || !t.more() || t.pop() !== Codepoint.CODES["\\"] || !t.more()) return false;
		t.pop();
		const p = t.from(beforePos);
		const g = PERL_GROUPS.has(p) ? PERL_GROUPS.get(p) : null;
		if (g === null) return false;
		cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
		return true;
	}
	parseNamedClass(t, cc) {
		const cls = t.rest();
		const i = cls.indexOf(":]");
		if (i < 0) return false;
		const name = cls.substring(0, i + 2);
		t.skipString(name);
		const g = POSIX_GROUPS.has(name) ? POSIX_GROUPS.get(name) : null;
		if (g === null) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, name);
		cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
		return true;
	}
	parseUnicodeClass(t, cc) {
		const startPos = t.pos();
		if ((this.flags & RE2Flags.UNICODE_GROUPS) === 0 || !t.lookingAt("\\p") && !t.lookingAt("\\P")) return false;
		t.skip(1);
		let sign = 1;
		let c = t.pop();
		if (c === Codepoint.CODES["P"]) sign = -1;
		if (!t.more()) {
			t.rewindTo(startPos);
			throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.rest());
		}
		c = t.pop();
		let name;
		if (c !== Codepoint.CODES["{"]) name = Utils.runeToString(c);
		else {
			const rest = t.rest();
			const end = rest.indexOf("}");
			if (end < 0) {
				t.rewindTo(startPos);
				throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.rest());
			}
			name = rest.substring(0, end);
			t.skipString(name);
			t.skip(1);
		}
		if (!(name.length === 0) && name.codePointAt(0) === Codepoint.CODES["^"]) {
			sign = 0 - sign;
			name = name.substring(1);
		}
		const pair = Parser.unicodeTable(name);
		if (pair === null) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.from(startPos));
		if (pair.sign < 0) sign = 0 - sign;
		const tab = pair.tab;
		const fold = pair.fold;
		if ((this.flags & RE2Flags.FOLD_CASE) === 0 || fold === null) cc.appendTableWithSign(tab, sign);
		else {
			const tmp = new CharClass().appendTable(tab).appendTable(fold).cleanClass().toArray();
			cc.appendClassWithSign(Array.from(tmp), sign);
		}
		return true;
	}
	parseClass(t) {
		const startPos = t.pos();
		t.skip(1);
		const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
		re.flags = this.flags;
		const cc = new CharClass();
		let sign = 1;
		if (t.more() && t.lookingAt("^")) {
			sign = -1;
			t.skip(1);
			if ((this.flags & RE2Flags.CLASS_NL) === 0) cc.appendRange(Codepoint.CODES["\n"], Codepoint.CODES["\n"]);
		}
		let first = true;
		while (!t.more() || t.peek() !== Codepoint.CODES["]"] || first) {
			if (t.more() && t.lookingAt("-") && (this.flags & RE2Flags.PERL_X) === 0 && !first) {
				const s = t.rest();
				if (s === "-" || !s.startsWith("-]")) {
					t.rewindTo(startPos);
					throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.rest());
				}
			}
			first = false;
			const beforePos = t.pos();
			if (t.lookingAt("[:")) {
				if (this.parseNamedClass(t, cc)) continue;
				t.rewindTo(beforePos);
			}
			if (this.parseUnicodeClass(t, cc)) continue;
			if (this.parsePerlClassEscape(t, cc)) continue;
			t.rewindTo(beforePos);
			const lo = Parser.parseClassChar(t, startPos);
			let hi = lo;
			if (t.more() && t.lookingAt("-")) {
				t.skip(1);
				if (t.more() && t.lookingAt("]")) t.skip(-1);
				else {
					hi = Parser.parseClassChar(t, startPos);
					if (hi < lo) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.from(beforePos));
				}
			}
			if ((this.flags & RE2Flags.FOLD_CASE) === 0) cc.appendRange(lo, hi);
			else cc.appendFoldedRange(lo, hi);
		}
		t.skip(1);
		cc.cleanClass();
		if (sign < 0) cc.negateClass();
		re.runes = cc.toArray();
		this.push(re);
	}
};
// src/RE2.js
/**
* An RE2 class instance is a compiled representation of an RE2 regular expression, independent of
* the public Java-like Pattern/Matcher API.
*
* This class also contains various implementation helpers for RE2 regular expressions.
*
* Use the {@link #quoteMeta(String)} utility function to quote all regular expression
* metacharacters in an arbitrary string.
*
*/
var RE2 = class RE2 {
	static initTest(expr) {
		const re2 = RE2.compile(expr);
		const res = new RE2(re2.expr, re2.prog, re2.numSubexp, re2.longest);
		res.cond = re2.cond;
		res.prefix = re2.prefix;
		res.prefixUTF8 = re2.prefixUTF8;
		res.prefixComplete = re2.prefixComplete;
		res.prefixRune = re2.prefixRune;
		res.prefilter = re2.prefilter;
		res.namedGroups = re2.namedGroups;
		return res;
	}
	/**
	* Parses a regular expression and returns, if successful, an {@code RE2} instance that can be
	* used to match against text.
	*
	* When matching against text, the regexp returns a match that begins as early as possible in the
	* input (leftmost), and among those it chooses the one that a backtracking search would have
	* found first. This so-called leftmost-first matching is the same semantics that Perl, Python,
	* and other implementations use, although this package implements it without the expense of
	* backtracking. For POSIX leftmost-longest matching, see {@link #compilePOSIX}.
	*/
	static compile(expr) {
		return RE2.compileImpl(expr, RE2Flags.PERL, false);
	}
	/**
	* {@code compilePOSIX} is like {@link #compile} but restricts the regular expression to POSIX ERE
	* (egrep) syntax and changes the match semantics to leftmost-longest.
	*
	* That is, when matching against text, the regexp returns a match that begins as early as
	* possible in the input (leftmost), and among those it chooses a match that is as long as
	* possible. This so-called leftmost-longest matching is the same semantics that early regular
	* expression implementations used and that POSIX specifies.
	*
	* However, there can be multiple leftmost-longest matches, with different submatch choices, and
	* here this package diverges from POSIX. Among the possible leftmost-longest matches, this
	* package chooses the one that a backtracking search would have found first, while POSIX
	* specifies that the match be chosen to maximize the length of the first subexpression, then the
	* second, and so on from left to right. The POSIX rule is computationally prohibitive and not
	* even well-defined. See http://swtch.com/~rsc/regexp/regexp2.html#posix
	*/
	static compilePOSIX(expr) {
		return RE2.compileImpl(expr, RE2Flags.POSIX, true);
	}
	static compileImpl(expr, mode, longest) {
		let re = Parser.parse(expr, mode);
		const maxCap = re.maxCap();
		const namedGroups = re.namedGroups;
		re = Simplify.simplify(re);
		const prefilter = PrefilterTree.build(re);
		const prog = Compiler.compileRegexp(re);
		const re2 = new RE2(expr, prog, maxCap, longest);
		re2.prefilter = prefilter.type === Prefilter.Type.NONE ? null : prefilter;
		const [prefixCompl, prefixStr] = prog.prefix();
		re2.prefixComplete = prefixCompl;
		re2.prefix = prefixStr;
		re2.prefixUTF8 = Utils.stringToUtf8ByteArray(re2.prefix);
		if (re2.prefix.length > 0) re2.prefixRune = re2.prefix.codePointAt(0);
		re2.namedGroups = namedGroups;
		return re2;
	}
	/**
	* Returns true iff textual regular expression {@code pattern} matches string {@code s}.
	*
	* More complicated queries need to use {@link #compile} and the full {@code RE2} interface.
	*/
	static match(pattern, s) {
		return RE2.compile(pattern).match(s);
	}
	constructor(expr, prog, numSubexp = 0, longest = 0) {
		this.expr = expr;
		this.prog = prog;
		this.numSubexp = numSubexp;
		this.longest = longest;
		this.cond = prog.startCond();
		this.prefix = null;
		this.prefixUTF8 = null;
		this.prefixComplete = false;
		this.prefixRune = 0;
		/** @type {Record<string, number>} */
		this.namedGroups = Object.create(null);
		this.machinePool = [];
		this.lazyDFA = null;
		this.onepass = OnePass.compile(this.prog);
		this.prefilter = null;
	}
	get dfa() {
		if (this.lazyDFA === null) this.lazyDFA = new DFA(this.prog);
		return this.lazyDFA;
	}
	matchPrefixComplete(input, pos, anchor, ncap) {
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
		let matchStart = -1;
		let matchEnd = -1;
		const pLen = input.prefixLength(this);
		if (anchor === RE2Flags.UNANCHORED) {
			const idx = input.index(this, pos);
			if (idx < 0) return null;
			matchStart = pos + idx;
			matchEnd = matchStart + pLen;
		} else if (anchor === RE2Flags.ANCHOR_BOTH) {
			if (input.endPos() !== pLen) return null;
			if (input.index(this, 0) !== 0) return null;
			matchStart = 0;
			matchEnd = pLen;
		} else if (anchor === RE2Flags.ANCHOR_START) {
			if (input.index(this, 0) !== 0) return null;
			matchStart = 0;
			matchEnd = pLen;
		}
		if (matchStart < 0) return null;
		if (ncap > 0) {
			const matchcap = new Int32Array(ncap).fill(-1);
			matchcap[0] = matchStart;
			matchcap[1] = matchEnd;
			return Array.from(matchcap);
		}
		return [];
	}
	createLookbehindState() {
		return this.prog.numLb > 0 ? new LookbehindState(this.prog) : null;
	}
	executeEngine(input, pos, anchor, ncap, lbState = null) {
		if (this.prefixComplete && (ncap === 0 || this.numSubexp === 0)) return this.matchPrefixComplete(input, pos, anchor, ncap);
		if (this.prefilter !== null && anchor === RE2Flags.UNANCHORED) {
			if (!this.prefilter.eval(input, pos)) return null;
		}
		if (this.onepass !== null) return OnePass.execute(this, input, pos, anchor, ncap);
		if (ncap > 0) {
			if (this.prog.numLb === 0 && input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
			return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
		}
		if (this.prog.numLb === 0) {
			const dfaResult = this.dfa.match(input, pos, anchor);
			if (dfaResult !== null) return dfaResult ? [] : null;
			if (input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
		}
		return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
	}
	/**
	* Returns the number of parenthesized subexpressions in this regular expression.
	*/
	numberOfCapturingGroups() {
		return this.numSubexp;
	}
	/**
	* Returns the number of instructions in this compiled regular expression program.
	*/
	numberOfInstructions() {
		return this.prog.numInst();
	}
	get() {
		return this.machinePool.length > 0 ? this.machinePool.pop() : null;
	}
	reset() {
		this.machinePool.length = 0;
	}
	put(m) {
		this.machinePool.push(m);
	}
	toString() {
		return this.expr;
	}
	doExecuteNFA(input, pos, anchor, ncap, lbState = null) {
		let m = this.get();
		if (!m) m = Machine.fromRE2(this);
		m.init(ncap);
		const cap = m.match(input, pos, anchor, lbState) ? m.submatches() : null;
		this.put(m);
		return cap;
	}
	match(s) {
		return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 0) !== null;
	}
	/**
	* Matches the regular expression against input starting at position start and ending at position
	* end, with the given anchoring. Records the submatch boundaries in group, which is [start, end)
	* pairs of byte offsets. The number of boundaries needed is inferred from the size of the group
	* array. It is most efficient not to ask for submatch boundaries.
	*
	* @param input the input byte array
	* @param start the beginning position in the input
	* @param end the end position in the input
	* @param anchor the anchoring flag (UNANCHORED, ANCHOR_START, ANCHOR_BOTH)
	* @param group the array to fill with submatch positions
	* @param ngroup the number of array pairs to fill in
	* @param lbState optional state carried between successive matches over the same input (see
	*   createLookbehindState); omit it to evaluate lookbehinds from the beginning of the input
	* @returns true if a match was found
	*/
	matchWithGroup(input, start, end, anchor, ngroup, lbState = null) {
		if (!(input instanceof MatcherInputBase)) {
			if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
			else input = MatcherInput.utf16(input);
		}
		return this.matchMachineInput(input, start, end, anchor, ngroup, lbState);
	}
	matchMachineInput(input, start, end, anchor, ngroup, lbState = null) {
		if (start > end) return [false, null];
		const machineInput = input.isUTF16Encoding() ? MachineInput.fromUTF16(input.asCharSequence(), 0, end) : MachineInput.fromUTF8(input.asBytes(), 0, end);
		const groupMatch = this.executeEngine(machineInput, start, anchor, 2 * ngroup, lbState);
		if (groupMatch === null) return [false, null];
		return [true, groupMatch];
	}
	/**
	* Returns true iff this regexp matches the UTF-8 byte array {@code b}.
	*/
	matchUTF8(b) {
		return this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 0) !== null;
	}
	/**
	* Returns a copy of {@code src} in which all matches for this regexp have been replaced by
	* {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
	* replacement string.
	*/
	replaceAll(src, repl) {
		return this.replaceAllFunc(src, () => repl, 2 * src.length + 1);
	}
	/**
	* Returns a copy of {@code src} in which only the first match for this regexp has been replaced
	* by {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
	* replacement string.
	*/
	replaceFirst(src, repl) {
		return this.replaceAllFunc(src, () => repl, 1);
	}
	/**
	* Returns a copy of {@code src} in which at most {@code maxReplaces} matches for this regexp have
	* been replaced by the return value of of function {@code repl} (whose first argument is the
	* matched string). No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
	* replacement string.
	*/
	replaceAllFunc(src, replFunc, maxReplaces) {
		let lastMatchEnd = 0;
		let searchPos = 0;
		let out = "";
		const input = MachineInput.fromUTF16(src);
		const lbState = this.createLookbehindState();
		let numReplaces = 0;
		while (searchPos <= src.length) {
			const a = this.executeEngine(input, searchPos, RE2Flags.UNANCHORED, 2, lbState);
			if (a === null || a.length === 0) break;
			out += src.substring(lastMatchEnd, a[0]);
			if (a[1] > lastMatchEnd || a[0] === 0) {
				out += replFunc(src.substring(a[0], a[1]));
				numReplaces++;
			}
			lastMatchEnd = a[1];
			const width = input.step(searchPos) & 7;
			if (searchPos + width > a[1]) searchPos += width;
			else if (searchPos + 1 > a[1]) searchPos++;
			else searchPos = a[1];
			if (numReplaces >= maxReplaces) break;
		}
		out += src.substring(lastMatchEnd);
		return out;
	}
	pad(a) {
		if (a === null) return null;
		let n = (1 + this.numSubexp) * 2;
		if (a.length < n) {
			let a2 = new Array(n).fill(-1);
			for (let i = 0; i < a.length; i++) a2[i] = a[i];
			a = a2;
		}
		return a;
	}
	allMatches(input, n, deliverFun = (v) => v) {
		let result = [];
		const end = input.endPos();
		if (n < 0) n = end + 1;
		let pos = 0;
		let i = 0;
		let prevMatchEnd = -1;
		const lbState = this.createLookbehindState();
		while (i < n && pos <= end) {
			const matches = this.executeEngine(input, pos, RE2Flags.UNANCHORED, this.prog.numCap, lbState);
			if (matches === null || matches.length === 0) break;
			let accept = true;
			if (matches[1] === pos) {
				if (matches[0] === prevMatchEnd) accept = false;
				const r = input.step(pos);
				if (r < 0) pos = end + 1;
				else pos += r & 7;
			} else pos = matches[1];
			prevMatchEnd = matches[1];
			if (accept) {
				result.push(deliverFun(this.pad(matches)));
				i++;
			}
		}
		return result;
	}
	/**
	* Returns an array holding the text of the leftmost match in {@code b} of this regular
	* expression.
	*
	* A return value of null indicates no match.
	*/
	findUTF8(b) {
		const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
		if (a === null) return null;
		return b.slice(a[0], a[1]);
	}
	/**
	* Returns a two-element array of integers defining the location of the leftmost match in
	* {@code b} of this regular expression. The match itself is at {@code b[loc[0]...loc[1]]}.
	*
	* A return value of null indicates no match.
	*/
	findUTF8Index(b) {
		const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
		if (a === null) return null;
		return a.slice(0, 2);
	}
	/**
	* Returns a string holding the text of the leftmost match in {@code s} of this regular
	* expression.
	*
	* If there is no match, the return value is an empty string, but it will also be empty if the
	* regular expression successfully matches an empty string. Use {@link #findIndex} or
	* {@link #findSubmatch} if it is necessary to distinguish these cases.
	*/
	find(s) {
		const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
		if (a === null) return "";
		return s.substring(a[0], a[1]);
	}
	/**
	* Returns a two-element array of integers defining the location of the leftmost match in
	* {@code s} of this regular expression. The match itself is at
	* {@code s.substring(loc[0], loc[1])}.
	*
	* A return value of null indicates no match.
	*/
	findIndex(s) {
		return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
	}
	/**
	* Returns an array of arrays the text of the leftmost match of the regular expression in
	* {@code b} and the matches, if any, of its subexpressions, as defined by the <a
	* href='#submatch'>Submatch</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findUTF8Submatch(b) {
		const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap);
		if (a === null) return null;
		const ret = new Array(1 + this.numSubexp).fill(null);
		for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = b.slice(a[2 * i], a[2 * i + 1]);
		return ret;
	}
	/**
	* Returns an array holding the index pairs identifying the leftmost match of this regular
	* expression in {@code b} and the matches, if any, of its subexpressions, as defined by the the
	* <a href='#submatch'>Submatch</a> and <a href='#index'>Index</a> descriptions above.
	*
	* A return value of null indicates no match.
	*/
	findUTF8SubmatchIndex(b) {
		return this.pad(this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap));
	}
	/**
	* Returns an array of strings holding the text of the leftmost match of the regular expression in
	* {@code s} and the matches, if any, of its subexpressions, as defined by the <a
	* href='#submatch'>Submatch</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findSubmatch(s) {
		const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap);
		if (a === null) return null;
		const ret = new Array(1 + this.numSubexp).fill(null);
		for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = s.substring(a[2 * i], a[2 * i + 1]);
		return ret;
	}
	/**
	* Returns an array holding the index pairs identifying the leftmost match of this regular
	* expression in {@code s} and the matches, if any, of its subexpressions, as defined by the <a
	* href='#submatch'>Submatch</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findSubmatchIndex(s) {
		return this.pad(this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap));
	}
	/**
	* {@code findAllUTF8()} is the <a href='#all'>All</a> version of {@link #findUTF8}; it returns a
	* list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*
	* TODO(adonovan): think about defining a byte slice view class, like a read-only Go slice backed
	* by |b|.
	*/
	findAllUTF8(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => b.slice(match[0], match[1]));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllUTF8Index} is the <a href='#all'>All</a> version of {@link #findUTF8Index}; it
	* returns a list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllUTF8Index(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => match.slice(0, 2));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAll} is the <a href='#all'>All</a> version of {@link #find}; it returns a list of up
	* to {@code n} successive matches of the expression, as defined by the <a href='#all'>All</a>
	* description above.
	*
	* A return value of null indicates no match.
	*/
	findAll(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => s.substring(match[0], match[1]));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllIndex} is the <a href='#all'>All</a> version of {@link #findIndex}; it returns a
	* list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllIndex(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => match.slice(0, 2));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllUTF8Submatch} is the <a href='#all'>All</a> version of {@link #findUTF8Submatch};
	* it returns a list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllUTF8Submatch(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => {
			let slice = new Array(match.length / 2 | 0).fill(null);
			for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = b.slice(match[2 * j], match[2 * j + 1]);
			return slice;
		});
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllUTF8SubmatchIndex} is the <a href='#all'>All</a> version of
	* {@link #findUTF8SubmatchIndex}; it returns a list of up to {@code n} successive matches of the
	* expression, as defined by the <a href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllUTF8SubmatchIndex(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n);
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllSubmatch} is the <a href='#all'>All</a> version of {@link #findSubmatch}; it
	* returns a list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllSubmatch(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => {
			let slice = new Array(match.length / 2 | 0).fill(null);
			for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = s.substring(match[2 * j], match[2 * j + 1]);
			return slice;
		});
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllSubmatchIndex} is the <a href='#all'>All</a> version of
	* {@link #findSubmatchIndex}; it returns a list of up to {@code n} successive matches of the
	* expression, as defined by the <a href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllSubmatchIndex(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n);
		if (result.length === 0) return null;
		return result;
	}
};
// src/TranslateRegExpString.js
/**
* Transform JS regex string to RE2 regex string
*/
var TranslateRegExpString = class TranslateRegExpString {
	static isHexadecimal(ch) {
		return "0" <= ch && ch <= "9" || "A" <= ch && ch <= "F" || "a" <= ch && ch <= "f";
	}
	static translate(data) {
		let prefixFlags = "";
		if (Object.prototype.toString.call(data) === "[object RegExp]") {
			if (data.ignoreCase) prefixFlags += "i";
			if (data.multiline) prefixFlags += "m";
			if (data.dotAll) prefixFlags += "s";
			data = data.source;
		}
		if (typeof data !== "string") return data;
		let result = "";
		let changed = false;
		let size = data.length;
		if (size === 0) {
			result = "(?:)";
			changed = true;
		}
		let inCharClass = false;
		let i = 0;
		while (i < size) {
			let ch = data[i];
			if (ch === "\\") {
				if (i + 1 < size) {
					ch = data[i + 1];
					switch (ch) {
						case "\\":
							result += "\\\\";
							i += 2;
							continue;
						case "c":
							if (i + 2 < size) {
								let code = data[i + 2].charCodeAt(0);
								if (code >= 65 && code <= 90 || code >= 97 && code <= 122) {
									let val = code % 32;
									result += "\\x";
									result += (val >> 4).toString(16).toUpperCase();
									result += (val & 15).toString(16).toUpperCase();
									i += 3;
									changed = true;
									continue;
								}
							}
							result += "c";
							i += 2;
							changed = true;
							continue;
						case "u":
							if (i + 2 < size) {
								if (data[i + 2] === "{") {
									let j = i + 3;
									let hasHex = false;
									let closed = false;
									while (j < size) {
										const hexChar = data[j];
										if (hexChar === "}") {
											closed = true;
											break;
										}
										if (!TranslateRegExpString.isHexadecimal(hexChar)) break;
										hasHex = true;
										j++;
									}
									if (closed && hasHex) {
										result += "\\x";
										i += 2;
										changed = true;
										continue;
									}
								} else if (i + 5 < size) {
									let isHex4 = true;
									for (let j = 0; j < 4; j++) if (!TranslateRegExpString.isHexadecimal(data[i + 2 + j])) {
										isHex4 = false;
										break;
									}
									if (isHex4) {
										result += "\\x{" + data.substring(i + 2, i + 6) + "}";
										i += 6;
										changed = true;
										continue;
									}
								}
							}
							result += "u";
							i += 2;
							changed = true;
							continue;
						case "x": {
							let isValidHex = false;
							if (i + 2 < size && data[i + 2] === "{") {
								let j = i + 3;
								let hasHex = false;
								let closed = false;
								while (j < size) {
									const hexChar = data[j];
									if (hexChar === "}") {
										closed = true;
										break;
									}
									if (!TranslateRegExpString.isHexadecimal(hexChar)) break;
									hasHex = true;
									j++;
								}
								if (closed && hasHex) isValidHex = true;
							} else if (i + 3 < size && TranslateRegExpString.isHexadecimal(data[i + 2]) && TranslateRegExpString.isHexadecimal(data[i + 3])) isValidHex = true;
							if (isValidHex) {
								result += "\\x";
								i += 2;
							} else {
								result += "x";
								i += 2;
								changed = true;
							}
							continue;
						}
						case "n":
						case "r":
						case "t":
						case "a":
						case "f":
						case "v":
						case "d":
						case "D":
						case "s":
						case "S":
						case "w":
						case "W":
						case "b":
						case "B":
						case "p":
						case "P":
						case "A":
						case "z":
						case "Q":
						case "E":
						case "0":
						case "1":
						case "2":
						case "3":
						case "4":
						case "5":
						case "6":
						case "7":
							result += "\\" + ch;
							i += 2;
							continue;
						default: {
							let cp = data.codePointAt(i + 1);
							if (cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122) {
								let symSize = Utils.charCount(cp);
								result += data.substring(i + 1, i + 1 + symSize);
								i += symSize + 1;
								changed = true;
							} else {
								result += "\\";
								let symSize = Utils.charCount(cp);
								result += data.substring(i + 1, i + 1 + symSize);
								i += symSize + 1;
							}
							continue;
						}
					}
				}
			} else if (ch === "/") {
				result += "\\/";
				i += 1;
				changed = true;
				continue;
			} else if (ch === "[") {
				if (!inCharClass && data[i + 1] === "]") {
					result += "[^\\x00-\\x{10FFFF}]";
					i += 2;
					changed = true;
					continue;
				}
				if (!inCharClass && data[i + 1] === "^" && data[i + 2] === "]") {
					result += "[\\x00-\\x{10FFFF}]";
					i += 3;
					changed = true;
					continue;
				}
				inCharClass = true;
			} else if (ch === "]") inCharClass = false;
			else if (!inCharClass && ch === "(" && i + 2 < size && data[i + 1] === "?" && data[i + 2] === "<") {
				if (i + 3 < size && !"=!>)".includes(data[i + 3])) {
					result += "(?P<";
					i += 3;
					changed = true;
					continue;
				}
			}
			let cp = data.codePointAt(i);
			let symSize = Utils.charCount(cp);
			result += data.substring(i, i + symSize);
			i += symSize;
		}
		const finalResult = changed ? result : data;
		if (prefixFlags.length > 0) return `(?${prefixFlags})${finalResult}`;
		return finalResult;
	}
};
// src/index.js
const execResult = (m, input) => {
	const result = m.matchArray();
	result.index = m.start(0);
	result.input = input;
	result.groups = m.namedGroupsObject();
	return result;
};
/**
* A compiled representation of an RE2 regular expression
*
* The matching functions take {@code String} arguments instead of the more general Java
* {@code CharSequence} since the latter doesn't provide UTF-16 decoding.
*
*
* @author rsc@google.com (Russ Cox)
* @class
*/
var RE2JS = class RE2JS {
	/**
	* Flag: case insensitive matching.
	*/
	static CASE_INSENSITIVE = PublicFlags.CASE_INSENSITIVE;
	/**
	* Flag: dot ({@code .}) matches all characters, including newline.
	*/
	static DOTALL = PublicFlags.DOTALL;
	/**
	* Flag: multiline matching: {@code ^} and {@code $} match at beginning and end of line, not just
	* beginning and end of input.
	*/
	static MULTILINE = PublicFlags.MULTILINE;
	/**
	* Flag: Unicode groups (e.g. {@code \p\ Greek\} ) will be syntax errors.
	*/
	static DISABLE_UNICODE_GROUPS = PublicFlags.DISABLE_UNICODE_GROUPS;
	/**
	* Flag: matches longest possible string.
	*/
	static LONGEST_MATCH = PublicFlags.LONGEST_MATCH;
	/**
	* Flag: enable linear-time captureless lookbehinds.
	*/
	static LOOKBEHINDS = PublicFlags.LOOKBEHINDS;
	/**
	* Returns a literal pattern string for the specified string.
	*
	* This method produces a string that can be used to create a <code>RE2JS</code> that would
	* match the string <code>s</code> as if it were a literal pattern.
	*
	* Metacharacters or escape sequences in the input sequence will be given no special meaning.
	*
	* @param {string} str The string to be literalized
	* @returns {string} A literal string replacement
	*/
	static quote(str) {
		return Utils.quoteMeta(str);
	}
	/**
	* Quotes '\' and '$' in {@code str}, so that the returned string could be used in
	* replacement methods as a literal replacement of {@code str}.
	*
	* This is a convenience delegation to {@link Matcher.quoteReplacement}.
	*
	* @param {string} str the string to be quoted
	* @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
	* @returns {string} the quoted string
	*/
	static quoteReplacement(str, javaMode = false) {
		return Matcher.quoteReplacement(str, javaMode);
	}
	/**
	* Translates a given regular expression string to ensure compatibility with RE2JS.
	*
	* This function preprocesses the input regex string by applying necessary transformations,
	* such as escaping special characters (e.g., `/`), converting named capture groups to
	* RE2JS-compatible syntax, and handling Unicode sequences properly. It ensures that the
	* resulting regex is safe and properly formatted before compilation.
	*
	* @param {string|RegExp} expr - The regular expression string to be translated.
	* @returns {string} - The transformed regular expression string, ready for compilation.
	*/
	static translateRegExp(expr) {
		return TranslateRegExpString.translate(expr);
	}
	/**
	* Helper: create new RE2JS with given regex and flags. Flregex is the regex with flags applied.
	* @param {string} regex
	* @param {number} [flags=0]
	* @returns {RE2JS}
	*/
	static compile(regex, flags = 0) {
		Utils.checkPattern(regex);
		Utils.checkFlags(flags);
		let fregex = regex;
		if ((flags & RE2JS.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
		if ((flags & RE2JS.DOTALL) !== 0) fregex = `(?s)${fregex}`;
		if ((flags & RE2JS.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
		let re2Flags = RE2Flags.PERL;
		if ((flags & RE2JS.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= -129;
		if ((flags & RE2JS.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
		const p = new RE2JS(regex, flags);
		p.re2Input = RE2.compileImpl(fregex, re2Flags, (flags & RE2JS.LONGEST_MATCH) !== 0);
		return p;
	}
	/**
	* Matches a string against a regular expression.
	*
	* @param {string} regex the regular expression
	* @param {string|number[]|Uint8Array} input the input
	* @returns {boolean} true if the regular expression matches the entire input
	* @throws RE2JSSyntaxException if the regular expression is malformed
	*/
	static matches(regex, input) {
		return RE2JS.compile(regex).testExact(input);
	}
	/**
	* This is visible for testing.
	* @private
	*/
	static initTest(pattern, flags, re2) {
		if (pattern == null) throw new Error("pattern is null");
		if (re2 == null) throw new Error("re2 is null");
		const p = new RE2JS(pattern, flags);
		p.re2Input = re2;
		return p;
	}
	/**
	*
	* @param {string} pattern
	* @param {number} flags
	*/
	constructor(pattern, flags) {
		this.patternInput = pattern;
		this.flagsInput = flags;
		/** @type {import('./RE2.js').RE2} */
		this.re2Input = null;
	}
	/**
	* Releases memory used by internal caches associated with this pattern. Does not change the
	* observable behaviour. Useful for tests that detect memory leaks via allocation tracking.
	*/
	reset() {
		this.re2Input.reset();
	}
	/**
	* Returns the flags used in the constructor.
	* @returns {number}
	*/
	flags() {
		return this.flagsInput;
	}
	/**
	* Returns the pattern used in the constructor.
	* @returns {string}
	*/
	pattern() {
		return this.patternInput;
	}
	re2() {
		return this.re2Input;
	}
	/**
	* Matches a string against a regular expression.
	*
	* @param {string|number[]|Uint8Array} input the input
	* @returns {boolean} true if the regular expression matches the entire input
	*/
	matches(input) {
		return this.testExact(input);
	}
	/**
	* Creates a new {@code Matcher} matching the pattern against the input.
	*
	* @param {string|number[]|Uint8Array|MatcherInputBase} input the input string
	* @returns {Matcher}
	*/
	matcher(input) {
		if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
		return new Matcher(this, input);
	}
	/**
	* Tests whether the regular expression matches any part of the input string.
	* Performance Note: This method is highly optimized. Because it only returns
	* a boolean and does not extract capture groups, it bypasses the `Matcher` overhead
	* and guarantees execution on the high-speed DFA engine whenever possible.
	*
	* @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
	* @returns {boolean} `true` if the pattern is found anywhere in the input, `false` otherwise.
	*/
	test(input) {
		if (Utils.isByteArray(input)) return this.re2Input.matchUTF8(input);
		return this.re2Input.match(input);
	}
	/**
	* Tests whether the regular expression matches the ENTIRE input string.
	* * **Performance Note:** This operates identically to `.matches()`, but is significantly
	* faster because it does not request capture group data. By requesting 0 capture groups,
	* it securely routes execution through the DFA fast-path.
	*
	* @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
	* @returns {boolean} `true` if the exact input string fully matches the pattern, `false` otherwise.
	*/
	testExact(input) {
		const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
		return this.re2Input.executeEngine(machineInput, 0, RE2Flags.ANCHOR_BOTH, 0) !== null;
	}
	/**
	* Executes a search for a match in a specified string.
	* Returns a result array, or null if no match is found.
	* The returned array perfectly mirrors standard JavaScript `RegExpExecArray`,
	* including `.index`, `.input`, and `.groups` properties.
	*
	* @param {string|number[]|Uint8Array} input the input string or byte array
	* @returns {Array|null} the match array with index, input, and groups properties, or null
	*/
	exec(input) {
		const m = this.matcher(input);
		return m.find() ? execResult(m, input) : null;
	}
	/**
	* Splits input around instances of the regular expression. It returns an array giving the strings
	* that occur before, between, and after instances of the regular expression.
	*
	* If {@code limit <= 0}, there is no limit on the size of the returned array. If
	* {@code limit == 0}, empty strings that would occur at the end of the array are omitted. If
	* {@code limit > 0}, at most limit strings are returned. The final string contains the remainder
	* of the input, possibly including additional matches of the pattern.
	*
	* @param {string} input the input string to be split
	* @param {number} [limit=0] the limit
	* @returns {string[]} the split strings
	*/
	split(input, limit = 0) {
		const m = this.matcher(input);
		const result = [];
		let emptiesSkipped = 0;
		let last = 0;
		while (m.find()) {
			if (last === 0 && m.end() === 0) {
				last = m.end();
				continue;
			}
			if (limit > 0 && result.length === limit - 1) break;
			if (last === m.start()) {
				if (limit === 0) {
					emptiesSkipped += 1;
					last = m.end();
					continue;
				}
			} else while (emptiesSkipped > 0) {
				result.push("");
				emptiesSkipped -= 1;
			}
			result.push(m.substring(last, m.start()));
			last = m.end();
		}
		if (limit === 0 && last !== m.inputLength()) {
			while (emptiesSkipped > 0) {
				result.push("");
				emptiesSkipped -= 1;
			}
			result.push(m.substring(last, m.inputLength()));
		}
		if (limit !== 0 || result.length === 0 && !(last === m.inputLength() && last > 0)) result.push(m.substring(last, m.inputLength()));
		return result;
	}
	/**
	* Returns an iterator of all results matching a string against the regular expression,
	* including capturing groups.
	*
	* @param {string|number[]|Uint8Array} input the input string or byte array
	* @returns {IterableIterator<RegExpMatchArray>}
	*/
	*matchAll(input) {
		const m = this.matcher(input);
		while (m.find()) yield execResult(m, input);
	}
	/**
	*
	* @returns {string}
	*/
	toString() {
		return this.patternInput;
	}
	/**
	* Returns the program size of this pattern.
	*
	* <p>
	* Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
	* "cost". Larger numbers are more expensive than smaller numbers.
	* </p>
	*
	* @returns {number} the program size of this pattern
	*/
	programSize() {
		return this.re2Input.numberOfInstructions();
	}
	/**
	* Returns the number of capturing groups in this matcher's pattern. Group zero denotes the entire
	* pattern and is excluded from this count.
	*
	* @returns {number} the number of capturing groups in this pattern
	*/
	groupCount() {
		return this.re2Input.numberOfCapturingGroups();
	}
	/**
	* Return a map of the capturing groups in this matcher's pattern, where key is the name and value
	* is the index of the group in the pattern.
	* @returns {Record<string, number>}
	*/
	namedGroups() {
		return this.re2Input.namedGroups;
	}
	/**
	*
	* @param {*} other
	* @returns {boolean}
	*/
	equals(other) {
		if (this === other) return true;
		if (other === null || this.constructor !== other.constructor) return false;
		return this.flagsInput === other.flagsInput && this.patternInput === other.patternInput;
	}
};

/**
 * How a new `pattern` relates to the old one, on RE2 syntax (what the API server compiles), for the
 * shapes real CRDs change: the same pattern written differently (a character class reordered or
 * with a redundant member), a character class widened, a quantifier relaxed, alternatives added at
 * the top level. Both patterns must compile as RE2 (re2js); any other change is undecided (the
 * caller judges it on the objects). Decided token by token, so a "looser" verdict is always sound:
 * each token of the new pattern accepts at least what the old token accepted.
 */
const CLASS_ESCAPES = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };
/** A bracket class as sorted, merged code-point ranges; undefined for shapes not handled (\d, [:alpha:], …). */
function readClass(body) {
    const chars = [];
    for (let i = 0; i < body.length; i++) {
        let c = body[i];
        if (c === '\\') {
            const n = body[++i];
            if (n === undefined || /[A-Za-z0-9]/.test(n)) {
                if (n !== undefined && CLASS_ESCAPES[n])
                    c = CLASS_ESCAPES[n];
                else
                    return undefined;
            }
            else
                c = n;
        }
        else if (c === '[')
            return undefined;
        chars.push(c.codePointAt(0));
    }
    const ranges = [];
    for (let i = 0; i < chars.length; i++) {
        // `a-z` is a range unless the dash is first or last.
        if (i + 2 < chars.length && chars[i + 1] === 45 && !(i === 0 && chars[0] === 45)) {
            if (chars[i] > chars[i + 2])
                return undefined;
            ranges.push([chars[i], chars[i + 2]]);
            i += 2;
        }
        else
            ranges.push([chars[i], chars[i]]);
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const r of ranges) {
        const last = merged[merged.length - 1];
        if (last && r[0] <= last[1] + 1)
            last[1] = Math.max(last[1], r[1]);
        else
            merged.push([...r]);
    }
    return merged;
}
function quantifier(p, i) {
    const c = p[i];
    let min;
    let max;
    let end = i + 1;
    if (c === '*')
        [min, max] = [0, Infinity];
    else if (c === '+')
        [min, max] = [1, Infinity];
    else if (c === '?')
        [min, max] = [0, 1];
    else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i));
        if (!m)
            return undefined;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        end = i + m[0].length;
    }
    else
        return undefined;
    const lazy = p[end] === '?';
    return { tok: { t: 'quant', min, max, lazy }, end: lazy ? end + 1 : end };
}
function tokenize(p) {
    const out = [];
    for (let i = 0; i < p.length;) {
        const q = quantifier(p, i);
        if (q) {
            out.push(q.tok);
            i = q.end;
            continue;
        }
        const c = p[i];
        if (c === '[') {
            const negated = p[i + 1] === '^';
            let j = negated ? i + 2 : i + 1;
            if (p[j] === ']')
                j++;
            while (j < p.length && p[j] !== ']')
                j += p[j] === '\\' ? 2 : 1;
            if (j >= p.length)
                return undefined;
            const ranges = readClass(p.slice(negated ? i + 2 : i + 1, j));
            if (!ranges)
                return undefined;
            out.push({ t: 'class', ranges, negated });
            i = j + 1;
        }
        else if (c === '\\') {
            const n = p[i + 1];
            if (n === undefined)
                return undefined;
            // An escaped punctuation character is that character: a one-member class.
            if (/[A-Za-z0-9]/.test(n))
                out.push({ t: 'lit', s: `\\${n}` });
            else
                out.push({ t: 'class', ranges: [[n.codePointAt(0), n.codePointAt(0)]], negated: false });
            i += 2;
        }
        else if ('()|^$.'.includes(c)) {
            out.push({ t: 'lit', s: c });
            i++;
        }
        else {
            const cp = p.codePointAt(i);
            out.push({ t: 'class', ranges: [[cp, cp]], negated: false });
            i += cp > 0xffff ? 2 : 1;
        }
    }
    return out;
}
const covers = (outer, inner) => inner.every(([a, b]) => outer.some(([c, d]) => c <= a && b <= d));
/** 'equal', 'looser' (new ⊇ old at this token) or undefined (narrower or not comparable). */
function compareToken(o, n) {
    if (o.t === 'lit' || n.t === 'lit')
        return o.t === 'lit' && n.t === 'lit' && o.s === n.s ? 'equal' : undefined;
    if (o.t === 'quant' || n.t === 'quant') {
        if (o.t !== 'quant' || n.t !== 'quant' || o.lazy !== n.lazy)
            return undefined;
        if (o.min === n.min && o.max === n.max)
            return 'equal';
        return n.min <= o.min && n.max >= o.max ? 'looser' : undefined;
    }
    if (o.negated !== n.negated)
        return undefined;
    const [outer, inner] = o.negated ? [o.ranges, n.ranges] : [n.ranges, o.ranges];
    if (JSON.stringify(o.ranges) === JSON.stringify(n.ranges))
        return 'equal';
    return covers(outer, inner) ? 'looser' : undefined;
}
function compareTokens(o, n) {
    if (o.length !== n.length)
        return undefined;
    let rel = 'equal';
    for (let i = 0; i < o.length; i++) {
        const r = compareToken(o[i], n[i]);
        if (!r)
            return undefined;
        if (r === 'looser')
            rel = 'looser';
    }
    return rel;
}
/** Top-level alternatives of `^(a|b)$` or `^a$|^b$`, as token lists. */
function alternatives(tokens) {
    const lit = (t, s) => t?.t === 'lit' && t.s === s;
    let body = tokens;
    if (lit(body[0], '^') &&
        lit(body[1], '(') &&
        lit(body[body.length - 2], ')') &&
        lit(body[body.length - 1], '$'))
        body = body.slice(2, -2);
    const out = [[]];
    let depth = 0;
    for (const t of body) {
        if (lit(t, '('))
            depth++;
        if (lit(t, ')'))
            depth--;
        if (depth < 0)
            return [tokens];
        if (depth === 0 && lit(t, '|'))
            out.push([]);
        else
            out[out.length - 1].push(t);
    }
    return depth === 0 ? out : [tokens];
}
const compiles = (p) => {
    try {
        RE2JS.compile(p);
        return true;
    }
    catch {
        return false;
    }
};
/** Whether every string the old pattern accepts, the new one accepts (see the file comment). */
function patternRelation(oldPattern, newPattern) {
    if (!compiles(oldPattern) || !compiles(newPattern))
        return undefined;
    const o = tokenize(oldPattern);
    const n = tokenize(newPattern);
    if (!o || !n)
        return undefined;
    const whole = compareTokens(o, n);
    if (whole)
        return whole;
    // Alternatives added: every old alternative is matched by some new one.
    const oa = alternatives(o);
    const na = alternatives(n);
    if (na.length <= 1 || oa.length > na.length)
        return undefined;
    return oa.every((a) => na.some((b) => compareTokens(a, b))) ? 'looser' : undefined;
}
/** Whether an RE2 pattern finds a match in the value (unanchored, as the API server's `pattern`). */
function patternAccepts(pattern, value) {
    try {
        return RE2JS.compile(pattern).matcher(value).find();
    }
    catch {
        return undefined;
    }
}

/**
 * The values a node accepted when its base side was an enum: a new restriction that every one of
 * them passes restricts nothing (an enum replaced by a pattern and length bounds, say).
 */
function enumPasses(b, passes) {
    return Array.isArray(b.enum) && b.enum.length > 0 && b.enum.every((v) => passes(v) === true);
}
/** `pattern`: added or narrowed restricts; the same pattern written differently, or a looser one, does not. */
const patternComparator = {
    keywords: ['pattern'],
    compare(w, b, h, at) {
        const o = b.pattern;
        const n = h.pattern;
        if (typeof n !== 'string' || o === n)
            return;
        const rel = typeof o === 'string' ? patternRelation(o, n) : undefined;
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
            detail: o === undefined ? `pattern added: ${show(n)}` : `pattern ${show(o)} → ${show(n)}`,
        });
    },
};
/**
 * The formats the API server checks (`apiextensions-apiserver/pkg/apiserver/validation/formats.go`,
 * `supportedVersionedFormats`; a string format's name is compared without `-`): any other format
 * on a string is stripped before validation, so it restricts nothing.
 */
const ENFORCED_STRING_FORMATS = [
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
const RANGE_FORMATS = { integer: 'int32', number: 'float' };
/** The check a format makes on a node of type `type`, or undefined when the API server makes none. */
function enforcedFormat(type, format) {
    if (typeof format !== 'string')
        return undefined;
    if (type === undefined || type === 'string') {
        const name = format.replaceAll('-', '');
        return STRING_FORMATS.has(name) ? name : undefined;
    }
    return typeof type === 'string' && RANGE_FORMATS[type] === format ? format : undefined;
}
/** `format`: only a check the API server makes restricts; a format it strips is documentation. */
const formatComparator = {
    keywords: ['format'],
    compare(w, b, h, at) {
        if (b.format === h.format || h.format === undefined)
            return;
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

const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'maxProperties'];
const FLAGS = ['exclusiveMinimum', 'exclusiveMaximum', 'uniqueItems'];
const num = (v) => (typeof v === 'number' ? v : undefined);
/** Numeric and size bounds, exclusive flags, `uniqueItems` and `multipleOf`: added or tightened restricts. */
const boundsComparator = {
    keywords: [...LOWER_BOUNDS, ...UPPER_BOUNDS, ...FLAGS, 'multipleOf'],
    compare(w, b, h, at) {
        for (const k of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
            const n = num(h[k]);
            // A base enum whose every value is within the new bound: nothing the base accepted breaks.
            if (n !== undefined && enumPasses(b, (v) => within(k, n, v)))
                continue;
            const lower = LOWER_BOUNDS.includes(k);
            boundChange(w, at, k, num(b[k]), n, lower ? (o, x) => x > o : (o, x) => x < o);
        }
        for (const k of FLAGS) {
            if (h[k] === true && b[k] !== true)
                add(w, at, k, {
                    kind: 'bounds-tightened',
                    old: b[k],
                    new: true,
                    level: 'fail',
                    ratchetable: true,
                    detail: `${k} ${show(b[k])} → true`,
                });
        }
        multipleOf(w, b, h, at);
    },
};
/** Whether an enum value is within a bound (undefined for bounds on lists and maps). */
function within(k, bound, v) {
    const size = typeof v === 'string' ? [...v].length : undefined;
    if (k === 'minLength')
        return size !== undefined && size >= bound;
    if (k === 'maxLength')
        return size !== undefined && size <= bound;
    if (k === 'minimum')
        return typeof v === 'number' && v >= bound;
    if (k === 'maximum')
        return typeof v === 'number' && v <= bound;
    return undefined;
}
function multipleOf(w, b, h, at) {
    const bm = num(b.multipleOf);
    const hm = num(h.multipleOf);
    if (hm !== undefined && (bm === undefined || (bm !== hm && bm % hm !== 0))) {
        add(w, at, 'multipleOf', {
            kind: 'bounds-tightened',
            old: bm,
            new: hm,
            level: 'fail',
            ratchetable: true,
            detail: `multipleOf ${show(bm)} → ${hm}`,
        });
    }
}
function boundChange(w, at, k, o, n, tighter) {
    if (n === undefined || o === n)
        return;
    if (o === undefined || tighter(o, n)) {
        add(w, at, k, {
            kind: 'bounds-tightened',
            old: o,
            new: n,
            level: 'fail',
            ratchetable: true,
            detail: o === undefined ? `${k} added: ${n}` : `${k} ${o} → ${n}`,
        });
    }
}

/** `allOf`, `anyOf`, `oneOf`, `not`: any change fails (the gate does not reason about composition). */
const compositionComparator = wholeValue(['allOf', 'anyOf', 'oneOf', 'not'], 'composition-changed', 'fail');

/**
 * `default`: added warns (new objects get it); changed fails (objects without the field read the
 * new value: defaulting also runs on read from etcd); removed warns (`schema/defaulting` applies
 * defaults only to absent fields: stored values stay, new objects get none).
 */
const defaultComparator = {
    keywords: ['default'],
    compare(w, b, h, at) {
        if (deepEqual(b.default, h.default))
            return;
        const kind = 'default-changed';
        if (b.default === undefined)
            add(w, at, 'default', {
                kind,
                new: h.default,
                level: 'warn',
                detail: `default added: ${show(h.default)}`,
            });
        else if (h.default === undefined)
            add(w, at, 'default', {
                kind,
                old: b.default,
                level: 'warn',
                detail: `default ${show(b.default)} removed: stored values stay, objects created without the field no longer get it`,
            }, false);
        else
            add(w, at, 'default', {
                kind,
                old: b.default,
                new: h.default,
                level: 'fail',
                detail: `default ${show(b.default)} → ${show(h.default)}`,
            });
    },
};

/** Keywords that only document a field. */
const descriptionComparator = wholeValue(['description', 'title', 'example', 'externalDocs'], 'description-changed', 'notice');

/** `enum`: added or a value removed restricts; values added extend. */
const enumComparator = {
    keywords: ['enum'],
    compare(w, b, h, at) {
        if (deepEqual(b.enum, h.enum))
            return;
        const be = Array.isArray(b.enum) ? b.enum.map((x) => JSON.stringify(x)) : undefined;
        const he = Array.isArray(h.enum) ? h.enum.map((x) => JSON.stringify(x)) : undefined;
        if (!he)
            return;
        if (!be) {
            add(w, at, 'enum', {
                kind: 'enum-restricted',
                new: h.enum,
                level: 'fail',
                ratchetable: true,
                detail: `enum added: only ${he.join(', ')} allowed now`,
            });
            return;
        }
        const removed = be.filter((x) => !he.includes(x));
        const added = he.filter((x) => !be.includes(x));
        if (removed.length)
            add(w, at, 'enum', {
                kind: 'enum-restricted',
                old: b.enum,
                new: h.enum,
                level: 'fail',
                ratchetable: true,
                detail: `enum values removed: ${removed.join(', ')}`,
            });
        if (added.length)
            add(w, at, 'enum', {
                kind: 'enum-extended',
                old: b.enum,
                new: h.enum,
                level: 'warn',
                detail: `enum values added: ${added.join(', ')}`,
            });
    },
};

/** `items` and `additionalProperties`: compared as schemas when both sides are schemas. */
const itemsComparator = {
    keywords: ['items', 'additionalProperties'],
    compare(w, b, h, at) {
        if (isNode(b.items) && isNode(h.items))
            w.descend(b.items, h.items, {
                field: `${at.field}[*]`,
                base: [...at.base, 'items'],
                head: [...at.head, 'items'],
                // skipPrune walks a kept list's items as kept too.
                kept: h[PRESERVE] === true || at.kept === true,
            });
        else if (!deepEqual(b.items, h.items))
            add(w, at, 'items', {
                kind: 'unhandled',
                old: b.items,
                new: h.items,
                level: 'fail',
                detail: `items ${show(b.items)} → ${show(h.items)}`,
            });
        additionalProperties(w, b, h, at);
    },
};
/**
 * `additionalProperties` as pruning reads it (`pruning/algorithm.go`): a key not in `properties`
 * is pruned with the `additionalProperties` schema, so a schema keeps every key.
 */
function additionalProperties(w, b, h, at) {
    const ba = b.additionalProperties;
    const ha = h.additionalProperties;
    if (isNode(ba) && isNode(ha)) {
        w.descend(ba, ha, {
            field: `${at.field}.*`,
            base: [...at.base, 'additionalProperties'],
            head: [...at.head, 'additionalProperties'],
        });
        return;
    }
    if (deepEqual(ba, ha))
        return;
    const detail = `additionalProperties ${show(ba)} → ${show(ha)}`;
    if (ba === undefined && isNode(ha) && b[PRESERVE] === true) {
        // Every key is still kept; only values the new schema rejects break.
        add(w, at, 'additionalProperties', {
            kind: 'type-changed',
            old: ba,
            new: ha,
            level: 'fail',
            ratchetable: true,
            detail: `map values are now typed (${PRESERVE} → additionalProperties ${show(ha)}): every key is kept, values that do not match are rejected`,
        });
        return;
    }
    const kept = h[PRESERVE] === true || at.kept === true;
    const loosened = ha === true || (ba === false && ha !== false) || (ba === undefined && isNode(ha)) || kept;
    add(w, at, 'additionalProperties', {
        kind: loosened ? 'unhandled' : 'field-removed',
        old: ba,
        new: ha,
        level: loosened ? 'notice' : 'fail',
        detail,
    });
}

const LIST_SEMANTICS = ['x-kubernetes-list-type', 'x-kubernetes-list-map-keys', 'x-kubernetes-map-type'];
/**
 * List and map semantics (merge behaviour of server-side apply, uniqueness of items and keys);
 * unset means `atomic`. One change of a list or map is one finding, whatever keywords it took.
 */
const listSemanticsComparator = {
    keywords: LIST_SEMANTICS,
    compare(w, b, h, at) {
        const changed = LIST_SEMANTICS.filter((k) => {
            const dflt = k === 'x-kubernetes-list-map-keys' ? undefined : 'atomic';
            return !deepEqual(b[k] ?? dflt, h[k] ?? dflt);
        });
        if (!changed.length)
            return;
        const k = changed[0];
        add(w, at, k, {
            kind: 'list-semantics-changed',
            old: b[k],
            new: h[k],
            level: 'fail',
            detail: changed.map((c) => `${c} ${show(b[c])} → ${show(h[c])}`).join(', '),
        });
    },
};

/** `nullable` true → false: stored nulls no longer validate. */
const nullableComparator = {
    keywords: ['nullable'],
    compare(w, b, h, at) {
        if (b.nullable === true && h.nullable !== true)
            add(w, at, 'nullable', {
                kind: 'nullable-removed',
                old: true,
                new: h.nullable,
                level: 'fail',
                detail: 'nullable true → false: stored nulls no longer validate',
            });
    },
};

/**
 * `x-kubernetes-preserve-unknown-fields` true → false: pruning deletes stored data — unless a typed
 * `additionalProperties` keeps every key (the items comparator reports that) or the node is an item
 * of a list that keeps unknown fields.
 */
const preserveUnknownFieldsComparator = {
    keywords: [PRESERVE],
    compare(w, b, h, at) {
        if (b[PRESERVE] !== true || h[PRESERVE] === true)
            return;
        if (isNode(h.additionalProperties) || at.kept)
            return;
        add(w, at, PRESERVE, {
            kind: 'preserve-unknown-removed',
            old: true,
            new: h[PRESERVE],
            level: 'fail',
            detail: `${PRESERVE} true → false: unknown fields are now pruned, silently deleting stored data`,
        });
    },
};

/** `properties`: a removed field breaks stored objects; fields on both sides are compared. Added fields are fine. */
const propertiesComparator = {
    keywords: ['properties'],
    compare(w, b, h, at) {
        const bp = isNode(b.properties) ? b.properties : {};
        const hp = isNode(h.properties) ? h.properties : {};
        for (const key of Object.keys(bp).sort()) {
            const field = `${at.field}.${key}`;
            const bChild = bp[key];
            const hChild = hp[key];
            if (!(key in hp)) {
                // Pruning keeps unknown keys of a node that preserves them, or of an item of a kept list.
                const kept = h[PRESERVE] === true || at.kept === true;
                w.out.push({
                    version: w.version,
                    field,
                    keyword: 'properties',
                    kind: 'field-removed',
                    basePath: [...at.base, 'properties', key],
                    headPath: isNode(h.properties) ? [...at.head, 'properties'] : at.head,
                    old: key,
                    level: kept ? 'warn' : 'fail',
                    detail: kept
                        ? `field ${key} removed from the schema; its parent keeps unknown fields, so stored values stay but are no longer validated`
                        : `field ${key} removed`,
                });
            }
            else if (isNode(bChild) && isNode(hChild)) {
                w.descend(bChild, hChild, {
                    field,
                    base: [...at.base, 'properties', key],
                    head: [...at.head, 'properties', key],
                });
            }
        }
    },
};

/** `required`: a field that becomes required breaks every object without it. */
const requiredComparator = {
    keywords: ['required'],
    compare(w, b, h, at) {
        const hp = isNode(h.properties) ? h.properties : {};
        const bReq = new Set(Array.isArray(b.required) ? b.required : []);
        for (const r of Array.isArray(h.required) ? h.required : []) {
            if (bReq.has(r))
                continue;
            const child = hp[r];
            const defaulted = isNode(child) && child.default !== undefined;
            add(w, at, 'required', {
                kind: 'required-added',
                new: r,
                level: defaulted ? 'warn' : 'fail',
                detail: `field ${r} is now required${defaulted ? ' (it has a default, so new objects get it; existing ones may still lack it)' : ''}`,
            });
        }
    },
};

/** `type`, and the int-or-string / embedded-resource extensions that widen or narrow it. */
const typeComparator = {
    keywords: ['type', 'x-kubernetes-int-or-string', 'x-kubernetes-embedded-resource'],
    compare(w, b, h, at) {
        const bt = b['x-kubernetes-int-or-string'] === true ? 'int-or-string' : b.type;
        const ht = h['x-kubernetes-int-or-string'] === true ? 'int-or-string' : h.type;
        if (!deepEqual(bt, ht)) {
            const widened = ht === undefined ||
                (bt !== undefined && ht === 'int-or-string' && (bt === 'integer' || bt === 'string')) ||
                (bt === 'integer' && ht === 'number');
            add(w, at, 'type', {
                kind: 'type-changed',
                old: bt,
                new: ht,
                level: widened ? 'notice' : 'fail',
                detail: `type ${show(bt)} → ${show(ht)}`,
            });
        }
        const k = 'x-kubernetes-embedded-resource';
        if (!deepEqual(b[k], h[k])) {
            add(w, at, k, {
                kind: 'type-changed',
                old: b[k],
                new: h[k],
                level: 'fail',
                detail: `${k} ${show(b[k])} → ${show(h[k])}`,
            });
        }
    },
};

const K = 'x-kubernetes-validations';
const rulesOf = (v) => Array.isArray(v)
    ? v.filter(isNode).map((r) => ({ rule: String(r.rule ?? ''), message: r.message }))
    : [];
const messages = (rules) => JSON.stringify(rules.map((r) => [r.rule, r.message ?? '']).sort());
/**
 * `x-kubernetes-validations` (CEL rules): added rules restrict, removed ones loosen, messages only
 * document. With the CEL engine loaded, an added rule is parsed and judged against the base node:
 * one every base-valid object passes (a rewrite, a guard added, a rule on fields new in this change,
 * a rule that says what a base `required` said) restricts nothing, and `self == oldSelf` only makes
 * the value immutable (updates that change it are refused; existing objects still validate).
 */
const validationsComparator = {
    keywords: [K],
    compare(w, b, h, at) {
        const br = rulesOf(b[K]);
        const hr = rulesOf(h[K]);
        const baseRules = new Set(br.map((r) => r.rule));
        const headRules = new Set(hr.map((r) => r.rule));
        for (const r of hr)
            if (!baseRules.has(r.rule))
                added(w, b, h, at, r.rule);
        for (const r of br) {
            if (headRules.has(r.rule))
                continue;
            const detail = `validation rule removed: ${show(r.rule)}`;
            add(w, at, K, { kind: 'cel-rules-changed', old: r.rule, level: 'notice', detail }, h[K] !== undefined);
        }
        if (hr.length &&
            baseRules.size === headRules.size &&
            [...baseRules].every((r) => headRules.has(r)) &&
            messages(br) !== messages(hr))
            add(w, at, K, { kind: 'description-changed', level: 'notice', detail: 'validation messages changed' });
    },
};
function added(w, b, h, at, rule) {
    const verdict = w.celRule?.(b, h, rule);
    const kind = 'cel-rules-changed';
    if (verdict === 'implied') {
        add(w, at, K, {
            kind,
            new: rule,
            level: 'notice',
            detail: `validation rule added: ${show(rule)}, which every object the base schema accepted passes (a rewrite, or it reads only fields new in this change)`,
        });
        return;
    }
    if (verdict === 'immutability') {
        add(w, at, K, {
            kind,
            new: rule,
            level: 'warn',
            detail: `validation rule added: ${show(rule)}: the value becomes immutable (a transition rule, checked on updates only: existing objects still validate, updates that change it are refused)`,
        });
        return;
    }
    const transition = /\boldSelf\b/.test(rule);
    add(w, at, K, {
        kind,
        new: rule,
        level: 'fail',
        ratchetable: !transition,
        detail: `validation rule added: ${show(rule)}${transition ? ' (a transition rule using oldSelf: never ratcheted)' : ''}`,
    });
}

/** One comparator per keyword family, in the order their changes are reported. */
const COMPARATORS = [
    typeComparator,
    propertiesComparator,
    itemsComparator,
    requiredComparator,
    enumComparator,
    boundsComparator,
    defaultComparator,
    patternComparator,
    formatComparator,
    nullableComparator,
    preserveUnknownFieldsComparator,
    listSemanticsComparator,
    validationsComparator,
    compositionComparator,
    descriptionComparator,
];
/** Every keyword some comparator judges; any other key that differs is unhandled. */
const HANDLED = new Set(COMPARATORS.flatMap((c) => c.keywords));
/**
 * Compares one version's schema on the base and head sides, keyword by keyword. Whatever differs
 * and no comparator judges is an `unhandled` change: never silently ignored.
 */
function diffSchemas(version, base, head, basePath, headPath, celRule) {
    const walk = { version, out: [], descend: (b, h, at) => diffNode(walk, b, h, at), celRule };
    diffNode(walk, base, head, { field: '^', base: basePath, head: headPath });
    return statusOnlyWarns(underTypeChange(walk.out));
}
const under = (field, parent) => field === parent || field.startsWith(`${parent}.`) || field.startsWith(`${parent}[`);
/** One cause, one finding: nothing else is reported at or under a field whose type changed. */
function underTypeChange(changes) {
    const changed = changes.filter((c) => c.kind === 'type-changed' && c.keyword === 'type' && c.level === 'fail');
    if (!changed.length)
        return changes;
    return changes.filter((c) => changed.includes(c) || !changed.some((t) => under(c.field, t.field)));
}
/** `status` is written by the controller that ships with the CRD, never by users: its changes warn. */
function statusOnlyWarns(changes) {
    return changes.map((c) => c.level === 'fail' && under(c.field, '^.status')
        ? { ...c, level: 'warn', detail: `${c.detail} (status: written only by the controller)` }
        : c);
}
function diffNode(w, b, h, at) {
    // Equal subtrees cost one comparison and are never walked.
    if (deepEqual(b, h))
        return;
    for (const c of COMPARATORS)
        c.compare(w, b, h, at);
    // Anything else that differs: unknown is not safe.
    for (const k of new Set([...Object.keys(b), ...Object.keys(h)])) {
        if (HANDLED.has(k) || deepEqual(b[k], h[k]))
            continue;
        add(w, at, k, {
            kind: 'unhandled',
            old: b[k],
            new: h[k],
            level: 'fail',
            detail: `${k} ${show(b[k])} → ${show(h[k])} (a change the gate cannot classify)`,
        }, h[k] !== undefined);
    }
}

/**
 * Schema changes between two CRDs, version by version: versions present on both sides and served
 * on head (each served version has its own validator; an unserved one validates nothing —
 * `customresource_handler.go` builds storage per served version).
 */
function diffCrds(base, head, celRule) {
    const changes = [];
    for (const hv of head.versions) {
        const bv = base.versions.find((v) => v.name === hv.name);
        if (!bv?.schema || !hv.schema || !hv.served)
            continue;
        changes.push(...diffSchemas(hv.name, bv.schema, hv.schema, bv.schemaPath, hv.schemaPath, celRule));
    }
    return changes;
}
/** Every CRD pair of the given object pairs. */
function pairCrds(pairs, celRule) {
    return pairs
        .filter((p) => (p.base && isCrd(p.base)) || (p.head && isCrd(p.head)))
        .map((pair) => {
        const base = pair.base && isCrd(pair.base) ? readCrd(pair.base) : undefined;
        const head = pair.head && isCrd(pair.head) ? readCrd(pair.head) : undefined;
        const changes = base && head && pair.status === 'changed' ? diffCrds(base, head, celRule) : [];
        return { pair, base, head, changes };
    });
}
/** Every CRD pair of the run, computed once and shared by the crd rules. */
const crdPairs = (ctx) => ctx.analyses.crdPairs;
/** The CRD pack's analyses (joined into the run context in run.ts). */
const crdAnalyses = {
    crdObjects: checkedObjects,
    crdStance,
    crdPairs: (ctx) => pairCrds(ctx.pairs, ctx.engines.celRule),
    crdsByKind: (ctx) => {
        // Each side on first read: a run that validates head resources only never indexes base.
        const bySide = {};
        for (const side of ['base', 'head']) {
            let map;
            Object.defineProperty(bySide, side, {
                enumerable: true,
                get: () => (map ??= crdsByKind(ctx[side].objects.filter(isCrd).map(readCrd))),
            });
        }
        return bySide;
    },
};
/** Skip reason shared by the crd rules. */
function noCrds(ctx) {
    return crdPairs(ctx).length ? undefined : 'no CustomResourceDefinition on either side';
}
/** Whether the API server ratchets validation for the oldest cluster the repo deploys to (KEP-4008, 1.30+). */
function ratchets(kubernetesVersion) {
    if (!kubernetesVersion)
        return false;
    const m = /^v?(\d+)\.(\d+)/.exec(kubernetesVersion);
    return !!m && (Number(m[1]) > 1 || Number(m[2]) >= 30);
}

/*! js-yaml 5.5.0 https://github.com/nodeca/js-yaml @license MIT */
//#region src/tag.ts
/**
* Returned by a scalar resolver when the source does not match its tag.
*
* @category Tags
*/
var NOT_RESOLVED = Symbol("NOT_RESOLVED");
/**
* Create a normalized scalar tag definition.
*
* @category Tags
*/
function defineScalarTag(tagName, options) {
	return {
		tagName,
		nodeKind: "scalar",
		implicit: options.implicit ?? false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		implicitFirstChars: options.implicitFirstChars ?? null,
		resolve: options.resolve,
		identify: options.identify,
		represent: options.represent ?? ((data) => String(data)),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
/**
* Create a normalized sequence tag definition.
*
* @category Tags
*/
function defineSequenceTag(tagName, options) {
	const carrierIsResult = options.finalize === void 0;
	return {
		tagName,
		nodeKind: "sequence",
		implicit: false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		create: options.create,
		addItem: options.addItem,
		finalize: options.finalize ?? ((carrier) => carrier),
		carrierIsResult,
		identify: options.identify,
		represent: options.represent ?? ((data) => data),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
/**
* Create a normalized mapping tag definition.
*
* @category Tags
*/
function defineMappingTag(tagName, options) {
	const carrierIsResult = options.finalize === void 0;
	return {
		tagName,
		nodeKind: "mapping",
		implicit: false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		create: options.create,
		addPair: options.addPair,
		has: options.has,
		keys: options.keys,
		get: options.get,
		finalize: options.finalize ?? ((carrier) => carrier),
		carrierIsResult,
		identify: options.identify,
		represent: options.represent ?? ((data) => data),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
//#endregion
//#region src/tag/scalar/str.ts
/** @category Tags */
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
	resolve: (source) => source,
	identify: (data) => typeof data === "string"
});
//#endregion
//#region src/tag/scalar/null_core.ts
var NULL_VALUES$1 = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
];
/** @category Tags */
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (source) => {
		if (NULL_VALUES$1.indexOf(source) !== -1) return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
//#endregion
//#region src/tag/scalar/null_json.ts
/** @category Tags */
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: ["n"],
	resolve: (source, isExplicit) => {
		if (source === "null" || isExplicit && source === "") return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
//#endregion
//#region src/tag/scalar/null_yaml11.ts
var NULL_VALUES = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
];
/** @category Tags */
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (source) => {
		if (NULL_VALUES.indexOf(source) !== -1) return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
//#endregion
//#region src/tag/scalar/bool_core.ts
var TRUE_VALUES$2 = [
	"true",
	"True",
	"TRUE"
];
var FALSE_VALUES$2 = [
	"false",
	"False",
	"FALSE"
];
/** @category Tags */
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: [
		"t",
		"T",
		"f",
		"F"
	],
	resolve: (source) => {
		if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
		if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
//#endregion
//#region src/tag/scalar/bool_json.ts
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
/** @category Tags */
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: ["t", "f"],
	resolve: (source) => {
		if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
		if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
//#endregion
//#region src/tag/scalar/bool_yaml11.ts
var TRUE_VALUES = [
	"true",
	"True",
	"TRUE",
	"y",
	"Y",
	"yes",
	"Yes",
	"YES",
	"on",
	"On",
	"ON"
];
var FALSE_VALUES = [
	"false",
	"False",
	"FALSE",
	"n",
	"N",
	"no",
	"No",
	"NO",
	"off",
	"Off",
	"OFF"
];
/** @category Tags */
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: [
		"y",
		"Y",
		"n",
		"N",
		"t",
		"T",
		"f",
		"F",
		"o",
		"O"
	],
	resolve: (source) => {
		if (TRUE_VALUES.indexOf(source) !== -1) return true;
		if (FALSE_VALUES.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
//#endregion
//#region src/tag/scalar/int_core.ts
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
	let value = source;
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
	} else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger$2(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
/** @category Tags */
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: resolveYamlInteger$2,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
//#endregion
//#region src/tag/scalar/int_json.ts
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source) {
	let value = source;
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	} else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger$1(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
/** @category Tags */
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: resolveYamlInteger$1,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
//#endregion
//#region src/tag/scalar/int_yaml11.ts
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source) {
	let value = source.replace(/_/g, "");
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	if (value.includes(":")) {
		let result = 0;
		for (const part of value.split(":")) result = result * 60 + Number(part);
		return sign * result;
	}
	if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger(source) {
	if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
/** @category Tags */
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: resolveYamlInteger,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
//#endregion
//#region src/tag/scalar/float_core.ts
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source) {
	if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
	let value = source.toLowerCase();
	const sign = value[0] === "-" ? -1 : 1;
	if ("+-".includes(value[0])) value = value.slice(1);
	if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
	if (value === ".nan") return NaN;
	const result = sign * parseFloat(value);
	if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
/** @category Tags */
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: resolveYamlFloat$2,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat$2
});
//#endregion
//#region src/tag/scalar/float_json.ts
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
		let value = source.toLowerCase();
		const sign = value[0] === "-" ? -1 : 1;
		if ("+-".includes(value[0])) value = value.slice(1);
		if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
		if (value === ".nan") return NaN;
		const result = sign * parseFloat(value);
		return Number.isFinite(result) ? result : NOT_RESOLVED;
	}
	if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	const result = Number(source);
	if (Number.isFinite(result)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
/** @category Tags */
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: resolveYamlFloat$1,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat$1
});
//#endregion
//#region src/tag/scalar/float_yaml11.ts
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source) {
	if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
	let value = source.toLowerCase().replace(/_/g, "");
	const sign = value[0] === "-" ? -1 : 1;
	if ("+-".includes(value[0])) value = value.slice(1);
	if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
	if (value === ".nan") return NaN;
	let result = 0;
	if (value.includes(":")) {
		for (const part of value.split(":")) result = result * 60 + Number(part);
		result *= sign;
	} else result = sign * parseFloat(value);
	if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
/** @category Tags */
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: resolveYamlFloat,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat
});
//#endregion
//#region src/tag/scalar/merge.ts
/**
* Enables merge keys in {@link CORE_SCHEMA} when added with
* {@link Schema.withTags}.
*
* @category Tags
*/
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
	implicit: true,
	implicitFirstChars: ["<"],
	resolve: (source, isExplicit) => {
		if (source === "<<" || isExplicit && source === "") return "<<";
		return NOT_RESOLVED;
	},
	identify: () => false
});
//#endregion
//#region src/tag/scalar/binary.ts
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
	const input = source.replace(/\s/g, "");
	if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
	const binary = atob(input);
	const result = new Uint8Array(binary.length);
	for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
	return result;
}
function representYamlBinary(object) {
	let binary = "";
	for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
	return btoa(binary);
}
/**
* The `!!binary` tag, represented as a `Uint8Array`.
*
* @category Tags
*/
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
	resolve: resolveYamlBinary,
	identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
	represent: representYamlBinary
});
//#endregion
//#region src/tag/scalar/timestamp.ts
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function makeUtcDate(year, month, day, hour = 0, minute = 0, second = 0, fraction = 0) {
	const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
	date.setUTCFullYear(year, month, day);
	return date;
}
function resolveYamlTimestamp(source) {
	let match = YAML_DATE_REGEXP.exec(source);
	if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
	if (match === null) return NOT_RESOLVED;
	const year = +match[1];
	const month = +match[2] - 1;
	const day = +match[3];
	if (!match[4]) {
		const date = makeUtcDate(year, month, day);
		if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
		return date;
	}
	const hour = +match[4];
	const minute = +match[5];
	const second = +match[6];
	let fraction = 0;
	if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
	if (match[7]) {
		let value = match[7].slice(0, 3);
		while (value.length < 3) value += "0";
		fraction = +value;
	}
	const date = makeUtcDate(year, month, day, hour, minute, second, fraction);
	if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
	if (match[9]) {
		const offsetHour = +match[10];
		const offsetMinute = +(match[11] || 0);
		if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
		const offset = (offsetHour * 60 + offsetMinute) * 6e4;
		date.setTime(date.getTime() - (match[9] === "-" ? -offset : offset));
	}
	return date;
}
/**
* The YAML 1.1 `!!timestamp` tag, represented as a JavaScript `Date`.
*
* @category Tags
*/
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
	implicit: true,
	implicitFirstChars: [..."0123456789"],
	resolve: resolveYamlTimestamp,
	identify: (object) => object instanceof Date,
	represent: (object) => object.toISOString()
});
//#endregion
//#region src/tag/sequence/seq.ts
/** @category Tags */
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
	create: () => [],
	addItem: (container, item) => {
		container.push(item);
	},
	identify: Array.isArray
});
//#endregion
//#region src/common/object.ts
function isPlainObject(data) {
	if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
	const prototype = Object.getPrototypeOf(data);
	return prototype === null || prototype === Object.prototype;
}
function pick(object, keys) {
	const result = {};
	for (const key of keys) if (object[key] !== void 0) result[key] = object[key];
	return result;
}
//#endregion
//#region src/tag/sequence/omap.ts
/**
* Provided only for YAML 1.1 compatibility and supported by the loader only.
* JavaScript has no dedicated class to represent this type, so it cannot be
* identified and dumped.
*
* ```yaml
* !!omap
*   - one: 1
*   - two: 2
* ```
*
* is loaded as
*
* ```javascript
* [
*   { one: 1 },
*   { two: 2 }
* ]
* ```
*
* @category Tags
*/
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
	create: () => ({
		list: [],
		seen: /* @__PURE__ */ new Set()
	}),
	addItem: (carrier, item) => {
		let key;
		if (item instanceof Map) {
			if (item.size !== 1) return "cannot resolve an ordered map item";
			key = item.keys().next().value;
		} else if (isPlainObject(item)) {
			const itemKeys = Object.keys(item);
			if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
			key = itemKeys[0];
		} else return "cannot resolve an ordered map item";
		if (carrier.seen.has(key)) return "duplicate key in ordered map";
		carrier.seen.add(key);
		carrier.list.push(item);
		return "";
	},
	finalize: (carrier) => carrier.list,
	identify: () => false
});
//#endregion
//#region src/tag/sequence/pairs.ts
/**
* Provided only for YAML 1.1 compatibility and supported by the loader only.
* JavaScript has no dedicated class to represent this type, so it cannot be
* identified and dumped.
*
* ```yaml
* !!pairs
*   - one: 1
*   - two: 2
* ```
*
* is loaded as
*
* ```javascript
* [
*   ['one', 1],
*   ['two', 2]
* ]
* ```
*
* @category Tags
*/
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
	create: () => [],
	addItem: (container, item) => {
		if (item instanceof Map) {
			if (item.size !== 1) return "cannot resolve a pairs item";
			container.push(item.entries().next().value);
			return "";
		}
		if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
		const object = item;
		const keys = Object.keys(object);
		if (keys.length !== 1) return "cannot resolve a pairs item";
		container.push([keys[0], object[keys[0]]]);
		return "";
	},
	identify: () => false
});
//#endregion
//#region src/tag/mapping/map.ts
/**
* This is the default mapping implementation. It uses `{}` objects and has only
* partial functionality due to language limitations. This choice was made
* because users expect to get JavaScript objects, and it was left unchanged to
* avoid too many breaking changes in the v5 release.
*
* Side effects:
*
* - `Object.hasOwn()` checks or `for...of` loops are required for safe use (to
*   avoid falling through to prototypes).
* - Only scalar string keys are supported properly.
* - Other scalar keys, such as `null` and numbers, are converted to strings.
*   This is historical behaviour, and it can cause side effects such as
*   problems with `!!merge`.
*
* Note that non-string scalar keys may be deprecated in future versions.
*
* Ideally, use {@link realMapTag} instead.
*
* @category Tags
*/
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: isPlainObject,
	represent: (o) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of Object.keys(o)) map.set(key, o[key]);
		return map;
	},
	addPair: (container, key, value) => {
		if (key !== null && typeof key === "object") return "object-based map does not support complex keys";
		const normalizedKey = String(key);
		if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
			value,
			enumerable: true,
			configurable: true,
			writable: true
		});
		else container[normalizedKey] = value;
		return "";
	},
	has: (container, key) => {
		if (key !== null && typeof key === "object") return false;
		return Object.prototype.hasOwnProperty.call(container, String(key));
	},
	keys: (container) => Object.keys(container),
	get: (container, key) => {
		const normalizedKey = String(key);
		if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
		return container[normalizedKey];
	}
});
//#endregion
//#region src/tag/mapping/set.ts
/**
* The YAML 1.1 `!!set` tag, represented as a JavaScript `Set`.
*
* @category Tags
*/
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
	create: () => /* @__PURE__ */ new Set(),
	identify: (data) => data instanceof Set,
	represent: (data) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of data) map.set(key, null);
		return map;
	},
	addPair: (container, key, value) => {
		if (value !== null) return "cannot resolve a set item";
		container.add(key);
		return "";
	},
	has: (container, key) => container.has(key),
	keys: (container) => container.keys(),
	get: () => null
});
//#endregion
//#region src/schema.ts
function createTagDefinitionMap() {
	return {
		scalar: Object.create(null),
		sequence: Object.create(null),
		mapping: Object.create(null)
	};
}
function createTagDefinitionListMap() {
	return {
		scalar: [],
		sequence: [],
		mapping: []
	};
}
function compileTags(tags) {
	const result = [];
	for (const tag of tags) {
		let index = result.length;
		for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
			const previous = result[previousIndex];
			if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
				index = previousIndex;
				break;
			}
		}
		result[index] = tag;
	}
	return result;
}
/**
* Controls tag resolution when loading and type selection when dumping.
*
* @category Schemas
*/
var Schema = class Schema {
	tags;
	/** @internal */
	implicitScalarTags;
	/**
	* Dispatch implicit scalar resolvers by `source.charAt(0)`. Each bucket holds
	* the resolvers that may match that key, in schema order; a key absent from
	* the map uses
	* {@link Schema.implicitScalarAnyFirstChar}
	* (resolvers that declared no first-char constraint, so they apply to any
	* first character).
	*/
	implicitScalarByFirstChar;
	implicitScalarAnyFirstChar;
	/**
	* The default scalar tag (`!!str`), resolved once so the composer's fallback
	* for unresolved plain scalars avoids a keyed lookup per scalar.
	*
	* @internal
	*/
	defaultScalarTag;
	/**
	* The default container tags (`!!seq` / `!!map`), used by the dumper: when a
	* value is identified by its default tag, the tag is implicit and not
	* printed. Undefined if the schema does not define them (then such values
	* can't be dumped).
	*
	* @internal
	*/
	defaultSequenceTag;
	/** @internal */
	defaultMappingTag;
	exact;
	prefix;
	constructor(tags) {
		const compiledTags = compileTags(tags);
		const implicitScalarTags = [];
		const exact = createTagDefinitionMap();
		const prefix = createTagDefinitionListMap();
		for (const tag of compiledTags) {
			if (tag.nodeKind === "scalar" && tag.implicit) {
				if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
				implicitScalarTags.push(tag);
			}
			switch (tag.nodeKind) {
				case "scalar":
					if (tag.matchByTagPrefix) prefix.scalar.push(tag);
					else exact.scalar[tag.tagName] = tag;
					break;
				case "sequence":
					if (tag.matchByTagPrefix) prefix.sequence.push(tag);
					else exact.sequence[tag.tagName] = tag;
					break;
				case "mapping": if (tag.matchByTagPrefix) prefix.mapping.push(tag);
				else exact.mapping[tag.tagName] = tag;
			}
		}
		const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
		const keys = /* @__PURE__ */ new Set();
		for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key of tag.implicitFirstChars) keys.add(key);
		const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
		for (const key of keys) implicitScalarByFirstChar.set(key, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key) !== -1));
		const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
		if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
		this.tags = compiledTags;
		this.implicitScalarTags = implicitScalarTags;
		this.implicitScalarByFirstChar = implicitScalarByFirstChar;
		this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
		this.defaultScalarTag = defaultScalarTag;
		this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
		this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
		this.exact = exact;
		this.prefix = prefix;
	}
	/** @internal */
	lookupScalarTag(tagName) {
		const exactTag = this.exact.scalar[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.scalar) if (tagName.startsWith(tag.tagName)) return tag;
	}
	/** @internal */
	lookupSequenceTag(tagName) {
		const exactTag = this.exact.sequence[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.sequence) if (tagName.startsWith(tag.tagName)) return tag;
	}
	/** @internal */
	lookupMappingTag(tagName) {
		const exactTag = this.exact.mapping[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.mapping) if (tagName.startsWith(tag.tagName)) return tag;
	}
	/** @internal */
	resolveImplicitScalarTag(source) {
		const candidates = this.implicitScalarByFirstChar.get(source.charAt(0)) ?? this.implicitScalarAnyFirstChar;
		for (const tag of candidates) {
			const value = tag.resolve(source, false, tag.tagName);
			if (value !== NOT_RESOLVED) return {
				value,
				tag
			};
		}
		const tag = this.defaultScalarTag;
		return {
			value: tag.resolve(source, false, tag.tagName),
			tag
		};
	}
	/**
	* Creates a new schema with the specified tags added. If a tag already
	* exists, it is replaced by the specified tag.
	*
	* @example
	*
	* ```javascript
	* import { CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
	*
	* const schema = CORE_SCHEMA.withTags(mergeTag, realMapTag)
	* ```
	*/
	withTags(...tags) {
		let flatTags = [];
		for (const tag of tags) flatTags = flatTags.concat(tag);
		return new Schema([...this.tags, ...flatTags]);
	}
};
/**
* The YAML 1.2 Failsafe Schema: strings, sequences, and mappings.
*
* @category Schemas
*/
var FAILSAFE_SCHEMA = new Schema([
	strTag,
	seqTag,
	mapTag
]);
/**
* The YAML 1.2 JSON Schema. It uses JSON scalar forms while retaining YAML
* collection syntax.
*
* @category Schemas
*/
new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullJsonTag,
	boolJsonTag,
	intJsonTag,
	floatJsonTag
]);
/**
* The default schema for the loaders. Note, {@link CORE_SCHEMA} comes
* without the `!!merge` tag. You can easily enable it if needed.
*
* @example
* Enable {@link mergeTag}:
*
* ```javascript
* import { load, CORE_SCHEMA, mergeTag } from 'js-yaml'
*
* try {
*   load(data, { schema: CORE_SCHEMA.withTags(mergeTag) })
* } catch (e) {
*   console.error(e)
* }
* ```
*
* @category Schemas
*/
var CORE_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullCoreTag,
	boolCoreTag,
	intCoreTag,
	floatCoreTag
]);
/**
* YAML 1.1-compatible schema.
*
* @category Schemas
*/
var YAML11_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullYaml11Tag,
	boolYaml11Tag,
	intYaml11Tag,
	floatYaml11Tag,
	timestampTag,
	mergeTag,
	binaryTag,
	omapTag,
	pairsTag,
	setTag
]);
/**
* The dumper schema for maximum compatibility. It combines all supported type
* variants from YAML 1.1 and YAML 1.2 so strings matching any of them are
* quoted. This makes the generated YAML more compatible with other parsers.
*
* The schema is based on YAML 1.1, but extends `!!int` and `!!float` to accept
* both YAML 1.1 and Core Schema forms, since Core Schema supports some forms
* that YAML 1.1 does not.
*
* @category Schemas
*/
YAML11_SCHEMA.withTags({
	...intYaml11Tag,
	resolve: (source, isExplicit, tagName) => {
		const result = intYaml11Tag.resolve(source, isExplicit, tagName);
		return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
	}
}, {
	...floatYaml11Tag,
	resolve: (source, isExplicit, tagName) => {
		const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
		return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
	}
});
//#endregion
//#region src/tag/mapping/real_map.ts
/**
* Recommended when non-string keys are actually needed. It uses native
* JavaScript `Map` objects, so keys keep their constructed types instead of
* being converted to strings.
*
* It is not the default to avoid widespread breaking changes in existing
* projects. `Map` has a different access API and does not pass deep equality
* checks against `{}`-based fixtures. Alongside the other changes in v5,
* making it the default was considered too disruptive.
*
* If these differences are acceptable for your project, we recommend using
* {@link realMapTag} to guarantee the absence of problems and side effects.
*
* @example
* Enable {@link realMapTag}:
*
* ```javascript
* import { load, CORE_SCHEMA, realMapTag } from 'js-yaml'
*
* try {
*   load(data, { schema: CORE_SCHEMA.withTags(realMapTag) })
* } catch (e) {
*   console.error(e)
* }
* ```
*
* @category Tags
*/
defineMappingTag("tag:yaml.org,2002:map", {
	create: () => /* @__PURE__ */ new Map(),
	addPair: (container, key, value) => {
		container.set(key, value);
		return "";
	},
	has: (container, key) => container.has(key),
	keys: (container) => container.keys(),
	get: (container, key) => container.get(key),
	identify: (data) => data instanceof Map || isPlainObject(data),
	represent: (data) => {
		if (data instanceof Map) return data;
		const map = /* @__PURE__ */ new Map();
		const obj = data;
		for (const key of Object.keys(obj)) map.set(key, obj[key]);
		return map;
	}
});
//#endregion
//#region src/tag/mapping/legacy_map.ts
function normalizeKey(key) {
	if (Array.isArray(key)) {
		const array = Array.prototype.slice.call(key);
		for (let index = 0; index < array.length; index++) {
			if (Array.isArray(array[index])) return null;
			if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
		}
		return String(array);
	}
	if (typeof key === "object" && Object.prototype.toString.call(key) === "[object Object]") return "[object Object]";
	return String(key);
}
/**
* This implementation exists solely to reproduce v4 behavior exactly. Its use
* is strongly discouraged. If complex or non-string keys are needed, use
* {@link realMapTag} instead.
*
* @category Tags
*/
defineMappingTag("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: isPlainObject,
	represent: (o) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of Object.keys(o)) map.set(key, o[key]);
		return map;
	},
	addPair: (container, key, value) => {
		const normalizedKey = normalizeKey(key);
		if (normalizedKey === null) return "nested arrays are not supported inside keys";
		if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
			value,
			enumerable: true,
			configurable: true,
			writable: true
		});
		else container[normalizedKey] = value;
		return "";
	},
	has: (container, key) => {
		const normalizedKey = normalizeKey(key);
		return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
	},
	keys: (container) => Object.keys(container),
	get: (container, key) => {
		const normalizedKey = String(key);
		if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
		return container[normalizedKey];
	}
});
//#endregion
//#region src/common/snippet.ts
var DEFAULT_SNIPPET_OPTIONS = {
	maxLength: 79,
	indent: 1,
	linesBefore: 3,
	linesAfter: 2
};
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
	let head = "";
	let tail = "";
	const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
	if (position - lineStart > maxHalfLength) {
		head = " ... ";
		lineStart = position - maxHalfLength + head.length;
	}
	if (lineEnd - position > maxHalfLength) {
		tail = " ...";
		lineEnd = position + maxHalfLength - tail.length;
	}
	return {
		str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "→") + tail,
		pos: position - lineStart + head.length
	};
}
function padStart(string, max) {
	return " ".repeat(Math.max(max - string.length, 0)) + string;
}
function makeSnippet(mark, options) {
	if (!mark.buffer) return null;
	const opts = {
		...DEFAULT_SNIPPET_OPTIONS,
		...options
	};
	const re = /\r?\n|\r|\0/g;
	const lineStarts = [0];
	const lineEnds = [];
	let match;
	let foundLineNo = -1;
	while (match = re.exec(mark.buffer)) {
		lineEnds.push(match.index);
		lineStarts.push(match.index + match[0].length);
		if (mark.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
	}
	if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
	let result = "";
	const lineNoLength = Math.min(mark.line + opts.linesAfter, lineEnds.length).toString().length;
	const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
	for (let i = 1; i <= opts.linesBefore; i++) {
		if (foundLineNo - i < 0) break;
		const line = getLine(mark.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
		result = `${" ".repeat(opts.indent)}${padStart((mark.line - i + 1).toString(), lineNoLength)} | ${line.str}\n${result}`;
	}
	const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
	result += `${" ".repeat(opts.indent)}${padStart((mark.line + 1).toString(), lineNoLength)} | ${line.str}\n`;
	result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^\n`;
	for (let i = 1; i <= opts.linesAfter; i++) {
		if (foundLineNo + i >= lineEnds.length) break;
		const line = getLine(mark.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
		result += `${" ".repeat(opts.indent)}${padStart((mark.line + i + 1).toString(), lineNoLength)} | ${line.str}\n`;
	}
	return result.replace(/\n$/, "");
}
//#endregion
//#region src/common/exception.ts
function formatError(exception, compact) {
	let where = "";
	if (!exception.mark) return exception.reason;
	if (exception.mark.name) where += `in "${exception.mark.name}" `;
	where += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
	if (!compact && exception.mark.snippet) where += `\n\n${exception.mark.snippet}`;
	return `${exception.reason} ${where}`;
}
/**
* A YAML error. Unlike an ordinary `Error`, it adds a source snippet showing
* the location of the problem to the error message, when available.
*
* @category Main
*/
var YAMLException = class YAMLException extends Error {
	reason;
	mark;
	/**
	* Optional `mark` contains source snippet data. Usually, use
	* {@link YAMLException.throwAt} instead of passing it directly.
	*/
	constructor(reason, mark) {
		super();
		this.name = "YAMLException";
		this.reason = reason;
		this.mark = mark;
		this.message = formatError(this, false);
		if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
	}
	/**
	* Returns the formatted error, omitting the source snippet in compact mode.
	*/
	toString(compact) {
		return `${this.name}: ${formatError(this, compact)}`;
	}
	/**
	* Builds a YAMLException with a source snippet and throws it. `source` is
	* the raw input text; `position` is an offset into it.
	*/
	static throwAt(source, position, message, filename = "") {
		let line = 0;
		let lineStart = 0;
		for (let index = 0; index < position; index++) {
			const ch = source.charCodeAt(index);
			if (ch === 10) {
				line++;
				lineStart = index + 1;
			} else if (ch === 13) {
				line++;
				if (source.charCodeAt(index + 1) === 10) index++;
				lineStart = index + 1;
			}
		}
		const mark = {
			name: filename,
			buffer: source,
			position,
			line,
			column: position - lineStart
		};
		mark.snippet = makeSnippet(mark);
		throw new YAMLException(message, mark);
	}
};
//#endregion
//#region src/parser/events.ts
/** @category Events */
var EVENT_ID = {
	DOCUMENT: 1,
	SEQUENCE: 2,
	MAPPING: 3,
	SCALAR: 4,
	ALIAS: 5,
	POP: 6
};
/** @category Nodes */
var SCALAR_STYLE = {
	PLAIN: 1,
	SINGLE_QUOTED: 2,
	DOUBLE_QUOTED: 3,
	LITERAL_BLOCK: 4,
	FOLDED_BLOCK: 5
};
/** @category Nodes */
var COLLECTION_STYLE = {
	BLOCK: 1,
	FLOW: 2
};
/** @category Nodes */
var CHOMPING_MODE = {
	CLIP: 1,
	STRIP: 2,
	KEEP: 3
};
//#endregion
//#region src/parser/parser_scalar.ts
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
	switch (c) {
		case 48: return "\0";
		case 97: return "\x07";
		case 98: return "\b";
		case 116: return "	";
		case 9: return "	";
		case 110: return "\n";
		case 118: return "\v";
		case 102: return "\f";
		case 114: return "\r";
		case 101: return "\x1B";
		case 32: return " ";
		case 34: return "\"";
		case 47: return "/";
		case 92: return "\\";
		case 78: return "";
		case 95: return "\xA0";
		case 76: return "\u2028";
		case 80: return "\u2029";
		default: return "";
	}
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
	simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
	simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
	if (c <= 65535) return String.fromCharCode(c);
	return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
	if (c >= 48 && c <= 57) return c - 48;
	return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
	if (c === 120) return 2;
	if (c === 117) return 4;
	return 8;
}
function skipFoldedBreaks(input, position, end) {
	let breaks = 0;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 10) {
			breaks++;
			position++;
		} else if (ch === 13) {
			breaks++;
			position++;
			if (input.charCodeAt(position) === 10) position++;
		} else if (ch === 32 || ch === 9) position++;
		else break;
	}
	return {
		position,
		breaks
	};
}
function foldedBreaks(count) {
	if (count === 1) return " ";
	return "\n".repeat(count - 1);
}
function getPlainValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 39) {
			result += input.slice(captureStart, position) + "'";
			position += 2;
			captureStart = captureEnd = position;
		} else if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 92) {
			result += input.slice(captureStart, position);
			position++;
			const escaped = input.charCodeAt(position);
			if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
			else if (escaped < 256 && simpleEscapeCheck[escaped]) {
				result += simpleEscapeMap[escaped];
				position++;
			} else {
				let hexLength = escapedHexLen$1(escaped);
				let hexResult = 0;
				for (; hexLength > 0; hexLength--) {
					position++;
					const digit = fromHexCode$1(input.charCodeAt(position));
					hexResult = (hexResult << 4) + digit;
				}
				result += charFromCodepoint(hexResult);
				position++;
			}
			captureStart = captureEnd = position;
		} else if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
	const textIndent = indent < 0 ? 0 : indent;
	const region = input.slice(start, end).replace(/\r\n?/g, "\n");
	const lines = region === "" ? [] : (region.endsWith("\n") ? region.slice(0, -1) : region).split("\n");
	let result = "";
	let didReadContent = false;
	let emptyLines = 0;
	let atMoreIndented = false;
	for (const line of lines) {
		let column = 0;
		while (column < textIndent && line.charCodeAt(column) === 32) column++;
		if (indent < 0 || column >= line.length) {
			emptyLines++;
			continue;
		}
		const content = line.slice(textIndent);
		const first = content.charCodeAt(0);
		if (folded) {
			if (first === 32 || first === 9) {
				atMoreIndented = true;
				result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
			} else if (atMoreIndented) {
				atMoreIndented = false;
				result += "\n".repeat(emptyLines + 1);
			} else if (emptyLines === 0) {
				if (didReadContent) result += " ";
			} else result += "\n".repeat(emptyLines);
		} else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
		result += content;
		didReadContent = true;
		emptyLines = 0;
	}
	if (chomping === CHOMPING_MODE.KEEP) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
	else if (chomping !== CHOMPING_MODE.STRIP) {
		if (didReadContent) result += "\n";
	}
	return result;
}
/**
* Decodes the scalar referenced by event offsets in `input`.
*
* @category Events
*/
function getScalarValue(input, scalar) {
	if (scalar.valueStart === NO_RANGE$3) return "";
	const { valueStart, valueEnd } = scalar;
	if (scalar.fast) return input.slice(valueStart, valueEnd);
	switch (scalar.style) {
		case SCALAR_STYLE.SINGLE_QUOTED: return getSingleQuotedValue(input, valueStart, valueEnd);
		case SCALAR_STYLE.DOUBLE_QUOTED: return getDoubleQuotedValue(input, valueStart, valueEnd);
		case SCALAR_STYLE.LITERAL_BLOCK: return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, false);
		case SCALAR_STYLE.FOLDED_BLOCK: return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, true);
		default: return getPlainValue(input, valueStart, valueEnd);
	}
}
//#endregion
//#region src/common/tagname.ts
var DEFAULT_TAG_HANDLERS = Object.assign(Object.create(null), {
	"!": "!",
	"!!": "tag:yaml.org,2002:"
});
function tagPercentDecode(source) {
	let result = "";
	let index = 0;
	while (index < source.length) {
		if (source.charCodeAt(index) !== 37) {
			result += source[index++];
			continue;
		}
		let ch = parseInt(source.slice(index + 1, index + 3), 16);
		index += 3;
		if (ch >= 192) {
			let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
			ch &= (1 << 6 - remaining) - 1;
			while (remaining-- > 0) {
				ch = ch << 6 | parseInt(source.slice(index + 1, index + 3), 16) & 63;
				index += 3;
			}
		}
		if (ch < 65536) result += String.fromCharCode(ch);
		else {
			ch -= 65536;
			result += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
		}
	}
	return result;
}
function tagNameFull(rawTag, tagHandlers) {
	if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return tagPercentDecode(rawTag.slice(2, -1));
	const handleEnd = rawTag.indexOf("!", 1);
	const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
	return tagPercentDecode(tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle) + tagPercentDecode(rawTag.slice(handle.length));
}
//#endregion
//#region src/parser/constructor.ts
var NO_RANGE$2 = -1;
var MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
var DEFAULT_CONSTRUCTOR_OPTIONS = {
	filename: "",
	schema: CORE_SCHEMA,
	json: false,
	maxTotalMergeKeys: 1e4,
	maxAliases: -1
};
function eventPosition$1(event) {
	if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
	if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
	if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
	if ("start" in event) return event.start;
	return 0;
}
function throwError$1(state, message) {
	YAMLException.throwAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
	try {
		return tag.finalize(carrier);
	} catch (error) {
		if (error instanceof YAMLException) throw error;
		YAMLException.throwAt(state.source, position, error instanceof Error ? error.message : String(error), state.filename);
	}
}
function constructScalar(state, event) {
	const source = getScalarValue(state.source, event);
	const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
	const strTag = state.schema.defaultScalarTag;
	if (rawTag !== "") {
		if (rawTag === "!") return {
			value: source,
			tag: strTag
		};
		const tagName = tagNameFull(rawTag, state.tagHandlers);
		const scalarTag = state.schema.lookupScalarTag(tagName);
		if (scalarTag) {
			const result = scalarTag.resolve(source, true, tagName);
			if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
			return {
				value: result,
				tag: scalarTag
			};
		}
		const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
		if (collectionTagDef) {
			if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
			const carrier = collectionTagDef.create(tagName);
			return {
				value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
				tag: collectionTagDef
			};
		}
		throwError$1(state, `unknown scalar tag !<${tagName}>`);
	}
	if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source);
	return {
		value: strTag.resolve(source, false, strTag.tagName),
		tag: strTag
	};
}
function collectionTagName(state, event, defaultTagName) {
	const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
	return rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
}
function isMappingTag(tag) {
	return tag.nodeKind === "mapping";
}
function chargeMergeWork(state) {
	state.totalMergeKeys++;
	if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
}
function mergeKeys(state, frame, source, sourceTag) {
	chargeMergeWork(state);
	for (const sourceKey of sourceTag.keys(source)) {
		chargeMergeWork(state);
		if (frame.tag.has(frame.value, sourceKey)) continue;
		const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
		if (err) throwError$1(state, err);
		frame.overridable ??= /* @__PURE__ */ new Set();
		frame.overridable.add(sourceKey);
	}
}
function mergeSource(state, frame, source, sourceTag) {
	state.position = frame.keyPosition;
	if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
	else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) {
		if (source.length > 100) throwError$1(state, "abnormal merge sequence size");
		for (const element of source) {
			const elementTag = state.nodeTags.get(element);
			if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
			mergeKeys(state, frame, element, elementTag);
		}
	} else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key, value, tag) {
	state.position = frame.keyPosition;
	if (frame.keyIsMerge) {
		mergeSource(state, frame, value, tag);
		return;
	}
	if (!state.json && frame.tag.has(frame.value, key) && !frame.overridable?.has(key)) throwError$1(state, "duplicated mapping key");
	const err = frame.tag.addPair(frame.value, key, value);
	if (err) throwError$1(state, err);
	frame.overridable?.delete(key);
}
function addValue(state, value, tag) {
	const frame = state.frames[state.frames.length - 1];
	if (frame.kind === "document") {
		frame.value = value;
		frame.hasValue = true;
	} else if (frame.kind === "sequence") {
		if (isMappingTag(tag)) state.nodeTags.set(value, tag);
		const err = frame.tag.addItem(frame.value, value, frame.index++);
		if (err) throwError$1(state, err);
	} else if (frame.hasKey) {
		const key = frame.key;
		frame.key = void 0;
		frame.hasKey = false;
		addMappingValue(state, frame, key, value, tag);
	} else {
		frame.key = value;
		frame.keyPosition = state.position;
		frame.hasKey = true;
		frame.keyIsMerge = tag.tagName === MERGE_TAG_NAME;
	}
}
function storeAnchor(state, event, value, tag, isValueFinal) {
	if (event.anchorStart !== NO_RANGE$2) {
		const anchor = {
			value,
			tag,
			isValueFinal
		};
		state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor);
		return anchor;
	}
	return null;
}
/**
* Constructs JavaScript documents directly from parser events, without an
* intermediate AST.
*
* @category Events
*/
function constructFromEvents(events, options) {
	const state = {
		...DEFAULT_CONSTRUCTOR_OPTIONS,
		...options,
		events,
		documents: [],
		eventIndex: 0,
		position: 0,
		frames: [],
		anchors: /* @__PURE__ */ new Map(),
		nodeTags: /* @__PURE__ */ new Map(),
		tagHandlers: Object.create(null),
		totalMergeKeys: 0,
		aliasCount: 0
	};
	while (state.eventIndex < state.events.length) {
		const event = state.events[state.eventIndex++];
		state.position = eventPosition$1(event);
		switch (event.type) {
			case EVENT_ID.DOCUMENT:
				state.anchors = /* @__PURE__ */ new Map();
				state.nodeTags = /* @__PURE__ */ new Map();
				state.aliasCount = 0;
				state.tagHandlers = Object.create(null);
				for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
				state.frames.push({
					kind: "document",
					position: state.position,
					value: void 0,
					hasValue: false
				});
				break;
			case EVENT_ID.SCALAR: {
				const { value, tag } = constructScalar(state, event);
				storeAnchor(state, event, value, tag, true);
				addValue(state, value, tag);
				break;
			}
			case EVENT_ID.SEQUENCE: {
				const tagName = collectionTagName(state, event, "tag:yaml.org,2002:seq");
				const tag = state.schema.lookupSequenceTag(tagName);
				if (!tag) throwError$1(state, `unknown sequence tag !<${tagName}>`);
				const value = tag.create(tagName);
				const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
				state.frames.push({
					kind: "sequence",
					position: state.position,
					value,
					tag,
					anchor,
					index: 0
				});
				break;
			}
			case EVENT_ID.MAPPING: {
				const tagName = collectionTagName(state, event, "tag:yaml.org,2002:map");
				const tag = state.schema.lookupMappingTag(tagName);
				if (!tag) throwError$1(state, `unknown mapping tag !<${tagName}>`);
				const value = tag.create(tagName);
				const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
				state.frames.push({
					kind: "mapping",
					position: state.position,
					value,
					tag,
					anchor,
					key: void 0,
					keyPosition: state.position,
					hasKey: false,
					keyIsMerge: false,
					overridable: null
				});
				break;
			}
			case EVENT_ID.ALIAS: {
				if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
				const name = state.source.slice(event.anchorStart, event.anchorEnd);
				const anchor = state.anchors.get(name);
				if (!anchor) throwError$1(state, `unidentified alias "${name}"`);
				if (!anchor.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor.tag.tagName} because it uses finalize()`);
				addValue(state, anchor.value, anchor.tag);
				break;
			}
			case EVENT_ID.POP: {
				const frame = state.frames.pop();
				if (frame.kind === "mapping" && frame.hasKey) {
					state.position = frame.keyPosition;
					throwError$1(state, "incomplete mapping pair in event stream");
				}
				if (frame.kind === "document") state.documents.push(frame.value);
				else {
					const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
					if (frame.anchor) {
						frame.anchor.value = value;
						frame.anchor.isValueFinal = true;
					}
					addValue(state, value, frame.tag);
				}
				break;
			}
		}
	}
	return state.documents;
}
//#endregion
//#region src/parser/parser.ts
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
	filename: "",
	maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
	state.events.push({
		type: EVENT_ID.DOCUMENT,
		explicitStart,
		explicitEnd,
		directives: state.directives
	});
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
	state.events.push({
		type: EVENT_ID.SEQUENCE,
		start,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style
	});
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
	state.events.push({
		type: EVENT_ID.MAPPING,
		start,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style
	});
}
function insertFlowPairMappingEvent(state, snapshot) {
	state.events.splice(snapshot.eventsLength, 0, {
		type: EVENT_ID.MAPPING,
		start: snapshot.position,
		anchorStart: NO_RANGE$1,
		anchorEnd: NO_RANGE$1,
		tagStart: NO_RANGE$1,
		tagEnd: NO_RANGE$1,
		style: COLLECTION_STYLE.FLOW
	});
}
function addScalarEvent(state, valueStart, valueEnd, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
	state.events.push({
		type: EVENT_ID.SCALAR,
		valueStart,
		valueEnd,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style,
		chomping,
		indent,
		fast
	});
}
function addAliasEvent(state, anchorStart, anchorEnd) {
	state.events.push({
		type: EVENT_ID.ALIAS,
		anchorStart,
		anchorEnd
	});
}
function addPopEvent(state) {
	state.events.push({ type: EVENT_ID.POP });
}
function addEmptyScalarEvent(state) {
	addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, SCALAR_STYLE.PLAIN);
}
function emptyProperties() {
	return {
		anchorStart: NO_RANGE$1,
		anchorEnd: NO_RANGE$1,
		tagStart: NO_RANGE$1,
		tagEnd: NO_RANGE$1
	};
}
function snapshotState(state) {
	return {
		position: state.position,
		line: state.line,
		lineStart: state.lineStart,
		lineIndent: state.lineIndent,
		firstTabInLine: state.firstTabInLine,
		eventsLength: state.events.length
	};
}
function restoreState(state, snapshot) {
	state.position = snapshot.position;
	state.line = snapshot.line;
	state.lineStart = snapshot.lineStart;
	state.lineIndent = snapshot.lineIndent;
	state.firstTabInLine = snapshot.firstTabInLine;
	state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
	YAMLException.throwAt(state.input.slice(0, state.length), state.position, message, state.filename);
}
function isEol(c) {
	return c === 10 || c === 13;
}
function isWhiteSpace(c) {
	return c === 9 || c === 32;
}
function isWsOrEol(c) {
	return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
	return c === 0 || isWsOrEol(c);
}
function isFlowIndicator(c) {
	return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
	return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
	if (c >= 48 && c <= 57) return c - 48;
	const lc = c | 32;
	if (lc >= 97 && lc <= 102) return lc - 97 + 10;
	return -1;
}
function escapedHexLen(c) {
	if (c === 120) return 2;
	if (c === 117) return 4;
	if (c === 85) return 8;
	return 0;
}
function isSimpleEscape(c) {
	return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
	if (state.input.charCodeAt(state.position) === 10) state.position++;
	else {
		state.position++;
		if (state.input.charCodeAt(state.position) === 10) state.position++;
	}
	state.line++;
	state.lineStart = state.position;
	state.lineIndent = 0;
	state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
	let lineBreaks = 0;
	let ch = state.input.charCodeAt(state.position);
	let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
	while (ch !== 0) {
		while (isWhiteSpace(ch)) {
			hasSeparation = true;
			if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
			ch = state.input.charCodeAt(++state.position);
		}
		if (allowComments && hasSeparation && ch === 35) do
			ch = state.input.charCodeAt(++state.position);
		while (!isEol(ch) && ch !== 0);
		if (!isEol(ch)) break;
		consumeLineBreak(state);
		lineBreaks++;
		hasSeparation = true;
		ch = state.input.charCodeAt(state.position);
		while (ch === 32) {
			state.lineIndent++;
			ch = state.input.charCodeAt(++state.position);
		}
	}
	return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
	const ch = state.input.charCodeAt(position);
	if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
		const following = state.input.charCodeAt(position + 3);
		return following === 0 || isWsOrEol(following);
	}
	return false;
}
function skipByteOrderMark(state) {
	if (state.position === state.lineStart && state.input.charCodeAt(state.position) === 65279) {
		state.position++;
		state.lineStart = state.position;
	}
}
function testDocumentBoundary(state) {
	if (state.position !== state.lineStart) return false;
	if (testDocumentSeparator(state)) return true;
	if (state.input.charCodeAt(state.position) !== 65279) return false;
	const snapshot = snapshotState(state);
	skipByteOrderMark(state);
	skipSeparationSpace(state, true);
	const ch = state.input.charCodeAt(state.position);
	const result = state.position === state.lineStart && (ch === 37 || ch === 45 && testDocumentSeparator(state));
	restoreState(state, snapshot);
	return result;
}
function skipUntilLineEnd(state) {
	let ch = state.input.charCodeAt(state.position);
	while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
	const match = PATTERN_NON_PRINTABLE.exec(state.input.slice(start, end));
	if (match !== null) {
		state.position = start + match.index + match[0].length - 1;
		throwError(state, "the stream contains non-printable characters");
	}
}
function readTagProperty(state, props, inFlow) {
	if (state.input.charCodeAt(state.position) !== 33) return false;
	if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
	const start = state.position;
	let isVerbatim = false;
	let isNamed = false;
	let tagHandle = "!";
	let ch = state.input.charCodeAt(++state.position);
	if (ch === 60) {
		isVerbatim = true;
		ch = state.input.charCodeAt(++state.position);
	} else if (ch === 33) {
		isNamed = true;
		tagHandle = "!!";
		ch = state.input.charCodeAt(++state.position);
	}
	let suffixStart = state.position;
	let tagName;
	if (isVerbatim) {
		while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
		if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
		tagName = state.input.slice(suffixStart, state.position);
		state.position++;
	} else {
		while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator(ch))) {
			if (ch === 33) {
				if (!isNamed) {
					tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
					if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
					isNamed = true;
					suffixStart = state.position + 1;
				} else throwError(state, "tag suffix cannot contain exclamation marks");
			}
			ch = state.input.charCodeAt(++state.position);
		}
		tagName = state.input.slice(suffixStart, state.position);
		if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
	}
	if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
	if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
	props.tagStart = start;
	props.tagEnd = state.position;
	return true;
}
function readAnchorProperty(state, props) {
	if (state.input.charCodeAt(state.position) !== 38) return false;
	if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
	state.position++;
	const start = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
	if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
	props.anchorStart = start;
	props.anchorEnd = state.position;
	return true;
}
function readAlias(state, props) {
	if (state.input.charCodeAt(state.position) !== 42) return false;
	if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
	state.position++;
	const start = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
	if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
	addAliasEvent(state, start, state.position);
	return true;
}
function readFlowScalarBreak(state, nodeIndent) {
	skipSeparationSpace(state, false);
	if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
	if (state.input.charCodeAt(state.position) !== 39) return false;
	state.position++;
	const start = state.position;
	let simple = true;
	while (state.input.charCodeAt(state.position) !== 0) {
		const ch = state.input.charCodeAt(state.position);
		if (ch === 39) {
			if (state.input.charCodeAt(state.position + 1) === 39) {
				simple = false;
				state.position += 2;
				continue;
			}
			const end = state.position;
			state.position++;
			addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.SINGLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
			return true;
		}
		if (isEol(ch)) {
			simple = false;
			readFlowScalarBreak(state, nodeIndent);
		} else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
		else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
		else state.position++;
	}
	throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
	if (state.input.charCodeAt(state.position) !== 34) return false;
	state.position++;
	const start = state.position;
	let simple = true;
	while (state.input.charCodeAt(state.position) !== 0) {
		const ch = state.input.charCodeAt(state.position);
		if (ch === 34) {
			const end = state.position;
			state.position++;
			addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.DOUBLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
			return true;
		}
		if (ch === 92) {
			simple = false;
			const escaped = state.input.charCodeAt(++state.position);
			if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
			else if (isSimpleEscape(escaped)) state.position++;
			else {
				let hexLength = escapedHexLen(escaped);
				if (hexLength === 0) throwError(state, "unknown escape sequence");
				while (hexLength-- > 0) {
					state.position++;
					if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
				}
				state.position++;
			}
		} else if (isEol(ch)) {
			simple = false;
			readFlowScalarBreak(state, nodeIndent);
		} else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
		else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
		else state.position++;
	}
	throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
	const ch = state.input.charCodeAt(state.position);
	let chomping = CHOMPING_MODE.CLIP;
	let indent = -1;
	let detectedIndent = false;
	if (ch !== 124 && ch !== 62) return false;
	const style = ch === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
	state.position++;
	while (state.input.charCodeAt(state.position) !== 0) {
		const current = state.input.charCodeAt(state.position);
		const digit = fromDecimalCode(current);
		if (current === 43 || current === 45) {
			if (chomping !== CHOMPING_MODE.CLIP) throwError(state, "repeat of a chomping mode identifier");
			chomping = current === 43 ? CHOMPING_MODE.KEEP : CHOMPING_MODE.STRIP;
			state.position++;
		} else if (digit >= 0) {
			if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
			if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
			indent = parentIndent + digit - 1;
			detectedIndent = true;
			state.position++;
		} else break;
	}
	let hadWhitespace = false;
	while (isWhiteSpace(state.input.charCodeAt(state.position))) {
		hadWhitespace = true;
		state.position++;
	}
	if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
	if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
	else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
	let contentIndent = detectedIndent ? indent : -1;
	let maxLeadingIndent = 0;
	const valueStart = state.position;
	let valueEnd = state.position;
	while (state.input.charCodeAt(state.position) !== 0) {
		const linePosition = state.position;
		let column = 0;
		while (state.input.charCodeAt(linePosition + column) === 32) column++;
		const first = state.input.charCodeAt(linePosition + column);
		if (first === 0) {
			if (contentIndent >= 0) {
				if (column > contentIndent) valueEnd = linePosition + column;
			} else if (column > 0) valueEnd = linePosition + column;
			break;
		}
		if (testDocumentBoundary(state)) break;
		if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
		if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
			if (first === 9 && column < parentIndent) {
				state.position = linePosition + column;
				throwError(state, "tab characters must not be used in indentation");
			}
			if (column >= parentIndent && column < maxLeadingIndent) {
				state.position = linePosition + column;
				throwError(state, "bad indentation of a mapping entry");
			}
		}
		if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
			state.lineIndent = column;
			state.position = linePosition + column;
			break;
		}
		if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
		const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
		if (first !== 0 && !isEol(first) && column < requiredIndent) {
			state.lineIndent = column;
			state.position = linePosition + column;
			break;
		}
		skipUntilLineEnd(state);
		valueEnd = state.position;
		if (isEol(state.input.charCodeAt(state.position))) {
			consumeLineBreak(state);
			valueEnd = state.position;
		}
	}
	checkPrintable(state, valueStart, valueEnd);
	addScalarEvent(state, valueStart, valueEnd, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
	return true;
}
function canStartPlainScalar(state, nodeContext) {
	const ch = state.input.charCodeAt(state.position);
	const inFlow = nodeContext === CONTEXT_FLOW_IN;
	if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || isFlowIndicator(ch)) return false;
	if (ch === 63 || ch === 45) {
		const following = state.input.charCodeAt(state.position + 1);
		if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) return false;
	}
	return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
	if (!canStartPlainScalar(state, nodeContext)) return false;
	const start = state.position;
	let end = state.position;
	let ch = state.input.charCodeAt(state.position);
	const inFlow = nodeContext === CONTEXT_FLOW_IN;
	let multiline = false;
	while (ch !== 0) {
		if (testDocumentBoundary(state)) break;
		if (ch === 58) {
			const following = state.input.charCodeAt(state.position + 1);
			if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) break;
		} else if (ch === 35) {
			if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
		} else if (inFlow && isFlowIndicator(ch)) break;
		else if (isEol(ch)) {
			const savedPosition = state.position;
			const savedLine = state.line;
			const savedLineStart = state.lineStart;
			const savedLineIndent = state.lineIndent;
			skipSeparationSpace(state, false);
			if (state.lineIndent >= nodeIndent) {
				multiline = true;
				ch = state.input.charCodeAt(state.position);
				continue;
			}
			state.position = savedPosition;
			state.line = savedLine;
			state.lineStart = savedLineStart;
			state.lineIndent = savedLineIndent;
			break;
		}
		if (!isWhiteSpace(ch)) end = state.position + 1;
		ch = state.input.charCodeAt(++state.position);
	}
	if (end === start) return false;
	checkPrintable(state, start, end);
	addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, -1, !multiline);
	return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
	const startLine = state.line;
	skipSeparationSpace(state, true);
	if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
	const ch = state.input.charCodeAt(state.position);
	const isMapping = ch === 123;
	const start = state.position;
	let readNext = true;
	if (ch !== 91 && ch !== 123) return false;
	const terminator = isMapping ? 125 : 93;
	if (isMapping) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
	else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
	state.position++;
	while (state.input.charCodeAt(state.position) !== 0) {
		skipFlowSeparationSpace(state, nodeIndent);
		let ch = state.input.charCodeAt(state.position);
		if (ch === terminator) {
			state.position++;
			addPopEvent(state);
			return true;
		} else if (!readNext) throwError(state, "missed comma between flow collection entries");
		else if (ch === 44) throwError(state, "expected the node content, but found ','");
		let isPair = false;
		let isExplicitPair = false;
		if (ch === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
			isPair = isExplicitPair = true;
			state.position += 1;
			skipFlowSeparationSpace(state, nodeIndent);
		}
		const entryLine = state.line;
		const entryStart = snapshotState(state);
		const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
		skipFlowSeparationSpace(state, nodeIndent);
		ch = state.input.charCodeAt(state.position);
		if ((isMapping || isExplicitPair || state.line === entryLine) && ch === 58) {
			isPair = true;
			state.position++;
			skipFlowSeparationSpace(state, nodeIndent);
			if (!isMapping) {
				insertFlowPairMappingEvent(state, entryStart);
				if (!keyWasRead) addEmptyScalarEvent(state);
			} else if (!keyWasRead) addEmptyScalarEvent(state);
			if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
			skipFlowSeparationSpace(state, nodeIndent);
			if (!isMapping) addPopEvent(state);
		} else if (isMapping && isPair) {
			if (!keyWasRead) addEmptyScalarEvent(state);
			addEmptyScalarEvent(state);
		} else if (isMapping) addEmptyScalarEvent(state);
		else if (isPair) {
			insertFlowPairMappingEvent(state, entryStart);
			if (!keyWasRead) addEmptyScalarEvent(state);
			addEmptyScalarEvent(state);
			addPopEvent(state);
		}
		ch = state.input.charCodeAt(state.position);
		if (ch === 44) {
			readNext = true;
			state.position++;
		} else readNext = false;
	}
	throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
	if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
	addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
	while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
		if (state.firstTabInLine !== -1) {
			state.position = state.firstTabInLine;
			throwError(state, "tab characters must not be used in indentation");
		}
		const entryLine = state.line;
		state.position++;
		const hadBreak = skipSeparationSpace(state, true) > 0;
		if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
		if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
		else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
		skipSeparationSpace(state, true);
		if (state.lineIndent < nodeIndent || state.position >= state.length) break;
		if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
		if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
	}
	addPopEvent(state);
	return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
	let atExplicitKey = false;
	let detected = false;
	let mappingOpened = false;
	let pendingExplicitKey = false;
	if (state.firstTabInLine !== -1) return false;
	let ch = state.input.charCodeAt(state.position);
	while (ch !== 0) {
		if (!atExplicitKey && state.firstTabInLine !== -1) {
			state.position = state.firstTabInLine;
			throwError(state, "tab characters must not be used in indentation");
		}
		const following = state.input.charCodeAt(state.position + 1);
		const entryLine = state.line;
		if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
			if (!mappingOpened) {
				addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
				mappingOpened = true;
			}
			if (ch === 63) {
				if (atExplicitKey) addEmptyScalarEvent(state);
				detected = true;
				atExplicitKey = true;
			} else if (atExplicitKey) atExplicitKey = false;
			else {
				addEmptyScalarEvent(state);
				detected = true;
				atExplicitKey = false;
			}
			state.position += 1;
			pendingExplicitKey = true;
		} else {
			if (atExplicitKey) {
				addEmptyScalarEvent(state);
				atExplicitKey = false;
			}
			const beforeKey = snapshotState(state);
			if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
			if (state.line === entryLine) {
				ch = state.input.charCodeAt(state.position);
				while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
				if (ch === 58) {
					ch = state.input.charCodeAt(++state.position);
					if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
					if (!mappingOpened) {
						state.events.splice(beforeKey.eventsLength, 0, {
							type: EVENT_ID.MAPPING,
							start: beforeKey.position,
							anchorStart: props.anchorStart,
							anchorEnd: props.anchorEnd,
							tagStart: props.tagStart,
							tagEnd: props.tagEnd,
							style: COLLECTION_STYLE.BLOCK
						});
						mappingOpened = true;
					}
					detected = true;
					atExplicitKey = false;
					pendingExplicitKey = false;
				} else if (detected) throwError(state, "expected ':' after a mapping key");
				else {
					if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
						restoreState(state, beforeKey);
						return false;
					}
					return true;
				}
			} else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
			else {
				if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
					restoreState(state, beforeKey);
					return false;
				}
				return true;
			}
		}
		if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
		if (!atExplicitKey) {
			if (pendingExplicitKey) {
				addEmptyScalarEvent(state);
				pendingExplicitKey = false;
			}
		}
		skipSeparationSpace(state, true);
		ch = state.input.charCodeAt(state.position);
		if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
		else if (state.lineIndent < nodeIndent) break;
	}
	if (!detected) return false;
	if (atExplicitKey) addEmptyScalarEvent(state);
	if (mappingOpened) addPopEvent(state);
	return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
	if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
	state.depth++;
	let indentStatus = 1;
	let atNewLine = false;
	let hasContent = false;
	let propertyStart = null;
	const props = emptyProperties();
	let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
	let allowBlockCollections = allowBlockScalars;
	const allowBlockStyles = allowBlockScalars;
	if (allowToSeek && skipSeparationSpace(state, true)) {
		atNewLine = true;
		if (state.lineIndent > parentIndent) indentStatus = 1;
		else if (state.lineIndent === parentIndent) indentStatus = 0;
		else indentStatus = -1;
	}
	if (indentStatus === 1) while (true) {
		const ch = state.input.charCodeAt(state.position);
		const propertyState = snapshotState(state);
		if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
		if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
			const fallbackState = snapshotState(state);
			const flowIndent = parentIndent + 1;
			if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) {
				state.depth--;
				return true;
			}
			restoreState(state, fallbackState);
		}
		if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
		if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
		if (propertyStart === null) propertyStart = propertyState;
		if (skipSeparationSpace(state, true)) {
			atNewLine = true;
			allowBlockCollections = allowBlockStyles;
			if (state.lineIndent > parentIndent) indentStatus = 1;
			else if (state.lineIndent === parentIndent) indentStatus = 0;
			else indentStatus = -1;
		} else allowBlockCollections = false;
	}
	if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
	if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
		const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
		const blockIndent = state.position - state.lineStart;
		if (indentStatus === 1) {
			if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent = true;
			else {
				const ch = state.input.charCodeAt(state.position);
				if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
					const fallbackState = snapshotState(state);
					const propertyIndent = propertyStart.position - propertyStart.lineStart;
					restoreState(state, propertyStart);
					if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) hasContent = true;
					else restoreState(state, fallbackState);
				}
				if (!hasContent && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent = true;
			}
		} else if (indentStatus === 0) hasContent = allowBlockCollections && readBlockSequence(state, blockIndent, props);
	}
	allowBlockScalars = allowBlockScalars && !hasContent;
	if (!hasContent && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
		addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN);
		hasContent = true;
	}
	state.depth--;
	return hasContent || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
	if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
	state.position++;
	const nameStart = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
	const name = state.input.slice(nameStart, state.position);
	const args = [];
	if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
	while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
		while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
		if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
		const start = state.position;
		while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
		args.push(state.input.slice(start, state.position));
	}
	if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
	if (name === "YAML") {
		if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
		if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
		const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
		if (match === null) throwError(state, "ill-formed argument of the YAML directive");
		if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
		state.directives.push({
			kind: "yaml",
			version: args[0]
		});
	} else if (name === "TAG") {
		if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
		const [handle, prefix] = args;
		if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
		if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
		if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
		state.tagHandlers[handle] = prefix;
		state.directives.push({
			kind: "tag",
			handle,
			prefix
		});
	}
	return true;
}
function readDocument(state) {
	state.directives = [];
	state.tagHandlers = Object.create(null);
	let hasDirectives = false;
	skipSeparationSpace(state, true);
	while (readDirective(state)) {
		hasDirectives = true;
		skipSeparationSpace(state, true);
	}
	let explicitStart = false;
	let explicitEnd = false;
	let allowCompact = true;
	if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
		explicitStart = true;
		const markerLine = state.line;
		state.position += 3;
		skipSeparationSpace(state, true);
		allowCompact = state.line > markerLine;
	} else if (hasDirectives) throwError(state, "directives end mark is expected");
	const documentEventIndex = state.events.length;
	if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
		state.position += 3;
		skipSeparationSpace(state, true);
		return;
	}
	addDocumentEvent(state, explicitStart, false);
	if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
	skipSeparationSpace(state, true);
	if (state.position === state.lineStart && testDocumentSeparator(state)) {
		explicitEnd = state.input.charCodeAt(state.position) === 46;
		if (explicitEnd) {
			const markerLine = state.line;
			state.position += 3;
			skipSeparationSpace(state, true);
			if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
		}
	}
	const documentEvent = state.events[documentEventIndex];
	if (documentEvent?.type === EVENT_ID.DOCUMENT) documentEvent.explicitEnd = explicitEnd;
	addPopEvent(state);
	if (!explicitEnd && state.position < state.length && !testDocumentBoundary(state)) throwError(state, "end of the stream or a document separator is expected");
}
/**
* Parses YAML into a flat event stream referencing source text by offsets.
*
* @category Events
*/
function parseEvents(input, options) {
	const length = input.length;
	const state = {
		...DEFAULT_PARSER_OPTIONS,
		...options,
		input: `${input}\0`,
		length,
		position: 0,
		line: 0,
		lineStart: 0,
		lineIndent: 0,
		firstTabInLine: -1,
		depth: 0,
		directives: [],
		tagHandlers: Object.create(null),
		events: []
	};
	const nullpos = input.indexOf("\0");
	if (nullpos !== -1) YAMLException.throwAt(input, nullpos, "null byte is not allowed in input", state.filename);
	while (state.position < state.length) {
		skipByteOrderMark(state);
		skipSeparationSpace(state, true);
		if (state.position >= state.length) break;
		const documentStart = state.position;
		readDocument(state);
		if (state.position === documentStart)
 /* c8 ignore next */
		throwError(state, "can not read a document");
	}
	return state.events;
}
//#endregion
//#region src/load.ts
var DEFAULT_LOAD_OPTIONS = {
	...DEFAULT_PARSER_OPTIONS,
	...DEFAULT_CONSTRUCTOR_OPTIONS
};
function loadDocuments(input, options = {}) {
	const opts = {
		...DEFAULT_LOAD_OPTIONS,
		...options
	};
	const source = String(input);
	const PARSER_OPT_KEYS = Object.keys(DEFAULT_PARSER_OPTIONS);
	const CONSTRUCTOR_OPT_KEYS = Object.keys(DEFAULT_CONSTRUCTOR_OPTIONS);
	return constructFromEvents(parseEvents(source, pick(opts, PARSER_OPT_KEYS)), {
		...pick(opts, CONSTRUCTOR_OPT_KEYS),
		source
	});
}
function loadAll(input, iteratorOrOptions, options) {
	const documents = loadDocuments(input, options);
	return documents;
}
//#endregion
//#region src/ast/styler_defaults.ts
function hasBit(mask, bit) {
	return (mask & 1 << bit) !== 0;
}
/**
* Default scalar styling rules in application order.
* See [Scalar styling](../../docs/scalar_styling.md) for usage details.
*
* @category AST
*/
var DEFAULT_SCALAR_STYLE_RULES = {
	applyQuoteFlowKeysOption,
	doubleQuoteForInvisibles,
	doubleQuoteWhitespaceOnly,
	applyForceQuotesOption,
	tryLongOrMultilineAsBlock,
	quoteInvalidPlain,
	fallbackToDoubleQuoted
};
function _preferredQuotedStyle(layout) {
	if (layout.presenterOptions.quoteStyle === "single" && hasBit(layout.allowedStylesMask, SCALAR_STYLE.SINGLE_QUOTED)) return SCALAR_STYLE.SINGLE_QUOTED;
	return SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyQuoteFlowKeysOption(layout) {
	if (!layout.presenterOptions.quoteFlowKeys) return;
	if (!layout.isKey || !layout.flowOnly || layout.style !== SCALAR_STYLE.PLAIN) return;
	layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteForInvisibles(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteWhitespaceOnly(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && /^\s+$/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyForceQuotesOption(layout) {
	if (!layout.presenterOptions.forceQuotes) return;
	if (layout.isKey || layout.style !== SCALAR_STYLE.PLAIN) return;
	if (layout.node.tag !== layout.presenterOptions.schema.defaultScalarTag.tagName) return;
	layout.style = layout.node.value.includes("\n") ? SCALAR_STYLE.DOUBLE_QUOTED : _preferredQuotedStyle(layout);
}
function tryLongOrMultilineAsBlock(layout) {
	if (layout.style !== SCALAR_STYLE.PLAIN || layout.isKey) return;
	const value = layout.node.value;
	const multiline = value.indexOf("\n") !== -1;
	if (!hasBit(layout.allowedStylesMask, SCALAR_STYLE.LITERAL_BLOCK)) {
		if (multiline) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
		return;
	}
	const w = layout.presenterOptions.lineWidth;
	if (w === -1) {
		if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
		return;
	}
	const availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
	let position = 0;
	let shouldFold = false;
	while (position <= value.length) {
		let lineEnd = value.length;
		const nextLineBreak = value.indexOf("\n", position);
		if (nextLineBreak !== -1) lineEnd = nextLineBreak;
		const line = value.slice(position, lineEnd);
		if (line.length > availableWidth && line[0] !== " " && / [^ \t]/.test(line)) shouldFold = true;
		if (nextLineBreak === -1) break;
		position = nextLineBreak + 1;
	}
	if (shouldFold) layout.style = SCALAR_STYLE.FOLDED_BLOCK;
	else if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
}
function quoteInvalidPlain(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && !hasBit(layout.allowedStylesMask, SCALAR_STYLE.PLAIN)) layout.style = _preferredQuotedStyle(layout);
}
function fallbackToDoubleQuoted(layout) {
	if (!hasBit(layout.allowedStylesMask, layout.style)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
({
	scalarStyleRules: Object.keys(DEFAULT_SCALAR_STYLE_RULES).map((name) => Reflect.get(DEFAULT_SCALAR_STYLE_RULES, name))});

const PATH_SEP = '\u001f';
/** The key of a field path in `KubeObject.positions`. */
function pathKey(path) {
    return path.join(PATH_SEP);
}

/** js-yaml's scalar style numbers, as the events carry them. */
const STYLES = {
    1: 'plain',
    2: 'single',
    3: 'double',
    4: 'literal',
    5: 'folded',
};
/**
 * The cheap pass over one document (starting at its DOCUMENT event): where it ends and where its
 * root starts, without building a single path or position. A document without aliases expands to
 * no more nodes than it has events, so when that count is within `maxExpanded` (nearly always) the
 * limits cannot be hit and positions can wait until a finding needs a line.
 */
function measureDocument(events, start, maxExpanded) {
    let rootStart = -1;
    let depth = 0;
    let nodes = 0;
    let full = false;
    let i = start + 1;
    for (; i < events.length; i++) {
        const e = events[i];
        const t = e.type;
        if (t === EVENT_ID.DOCUMENT)
            break;
        if (t === EVENT_ID.POP) {
            if (depth === 0) {
                i++;
                break;
            }
            depth--;
            continue;
        }
        if (t === EVENT_ID.ALIAS) {
            full = true;
            continue;
        }
        if (rootStart < 0)
            rootStart = t === EVENT_ID.SCALAR ? e.valueStart : e.start;
        if (++nodes > maxExpanded)
            full = true;
        if (t !== EVENT_ID.SCALAR)
            depth++;
    }
    return { end: i, rootStart, full };
}
const join = (parent, step) => parent === '' && step !== '' ? step : `${parent}${PATH_SEP}${step}`;
/** The state of one {@link scanDocument} walk. */
class Scanner {
    text;
    lines;
    maxExpanded;
    positions = new Map();
    anchorSizes = new Map();
    stack = [];
    rootStart = -1;
    expandedNodes = 0;
    aliases = 0;
    excessiveAt;
    recursiveAt;
    literalNodes = 0;
    constructor(text, lines, maxExpanded) {
        this.text = text;
        this.lines = lines;
        this.maxExpanded = maxExpanded;
    }
    /** Path key and line for the node that starts now, per its parent. Returns undefined for a mapping key. */
    place(offset) {
        const parent = this.stack[this.stack.length - 1];
        if (!parent)
            return { key: '', line: this.lines.lineOf(offset) };
        if (parent.kind === 'seq')
            return { key: join(parent.key, String(parent.index++)), line: this.lines.lineOf(offset) };
        if (parent.expectKey)
            return undefined;
        parent.expectKey = true;
        return { key: join(parent.key, parent.pendingKey), line: parent.pendingLine };
    }
    addCount(n) {
        const parent = this.stack[this.stack.length - 1];
        if (parent)
            parent.count += n;
        else
            this.expandedNodes += n;
    }
    anchorOf(e) {
        return e.anchorStart >= 0 ? this.text.slice(e.anchorStart, e.anchorEnd) : '';
    }
    /** A POP event; true when it closes the document. */
    pop() {
        const frame = this.stack.pop();
        if (!frame)
            return true;
        const size = frame.count + 1;
        if (frame.anchor)
            this.anchorSizes.set(frame.anchor, size);
        this.addCount(size);
        return false;
    }
    alias(e) {
        this.aliases++;
        const name = this.text.slice(e.anchorStart, e.anchorEnd);
        if (this.recursiveAt === undefined && this.stack.some((f) => f.anchor === name))
            this.recursiveAt = e.anchorStart;
        const size = this.anchorSizes.get(name) ?? 1;
        const parent = this.stack[this.stack.length - 1];
        if (parent && parent.kind === 'map' && parent.expectKey) {
            parent.expectKey = false;
            parent.pendingKey = '<<alias>>';
            parent.pendingLine = this.lines.lineOf(e.anchorStart);
        }
        else {
            const at = this.place(e.anchorStart);
            if (at)
                this.positions.set(at.key, { line: at.line });
        }
        this.addCount(size);
        if (this.excessiveAt === undefined && totalSoFar(this.stack, this.expandedNodes) > this.maxExpanded)
            this.excessiveAt = e.anchorStart;
    }
    /** A scalar, mapping or sequence at events[i]; returns the index of the last event it used. */
    node(events, i) {
        const e = events[i];
        const offset = e.type === EVENT_ID.SCALAR ? e.valueStart : e.start;
        if (this.rootStart < 0)
            this.rootStart = offset;
        if (++this.literalNodes > this.maxExpanded && this.excessiveAt === undefined)
            this.excessiveAt = offset;
        const parent = this.stack[this.stack.length - 1];
        if (parent && parent.kind === 'map' && parent.expectKey) {
            // A mapping key: remember it for the value that follows.
            parent.expectKey = false;
            parent.pendingLine = this.lines.lineOf(offset);
            if (e.type === EVENT_ID.SCALAR) {
                parent.pendingKey = getScalarValue(this.text, e);
                parent.count++;
                return i;
            }
            // Complex keys are rare: skip the key's subtree.
            parent.pendingKey = '<<complex>>';
            return skipNode(events, i);
        }
        const at = this.place(offset);
        if (e.type === EVENT_ID.SCALAR) {
            this.positions.set(at.key, { line: at.line, style: STYLES[e.style] ?? 'plain' });
            const anchor = this.anchorOf(e);
            if (anchor)
                this.anchorSizes.set(anchor, 1);
            this.addCount(1);
            return i;
        }
        this.positions.set(at.key, { line: at.line });
        this.stack.push({
            kind: e.type === EVENT_ID.MAPPING ? 'map' : 'seq',
            key: at.key,
            index: 0,
            expectKey: e.type === EVENT_ID.MAPPING,
            pendingKey: '',
            pendingLine: 0,
            count: 0,
            anchor: this.anchorOf(e),
        });
        return i;
    }
}
/**
 * Walks one document's events (starting at its DOCUMENT event) and records the line of every node
 * and the style of every scalar, keyed by path. Counts nodes with aliases expanded and stops
 * counting (marking `excessiveAt`) once `maxExpanded` is passed: nothing is ever expanded in memory.
 */
function scanDocument(events, start, text, lines, maxExpanded) {
    const s = new Scanner(text, lines, maxExpanded);
    let i = start + 1;
    for (; i < events.length; i++) {
        const e = events[i];
        if (e.type === EVENT_ID.DOCUMENT)
            break;
        if (e.type === EVENT_ID.POP) {
            if (s.pop()) {
                i++;
                break;
            }
        }
        else if (e.type === EVENT_ID.ALIAS)
            s.alias(e);
        else
            i = s.node(events, i);
    }
    const { rootStart, positions, expandedNodes, aliases, excessiveAt, recursiveAt } = s;
    return { end: i, rootStart, positions, expandedNodes, aliases, excessiveAt, recursiveAt };
}
function totalSoFar(stack, done) {
    let n = done;
    for (const f of stack)
        n += f.count;
    return n;
}
/** Index of the event after the node starting at `i`. */
function skipNode(events, i) {
    let depth = 0;
    for (; i < events.length; i++) {
        const t = events[i].type;
        if (t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE)
            depth++;
        else if (t === EVENT_ID.POP)
            depth--;
        if (depth === 0)
            return i;
    }
    return i;
}

/** Ints per event: meta (type, style, chomping, fast), indent, offset, valueEnd, next. */
const STRIDE = 5;
const META = 0;
const INDENT = 1;
const OFFSET = 2;
const VALUE_END = 3;
/** Index (in events) of the event after this node's subtree. */
const NEXT = 4;
const FAST_BIT = 1 << 8;
const SEP_CODE = PATH_SEP.charCodeAt(0);
const meta = (type, style = 0, chomping = 0, fast = false) => type | (style << 3) | (chomping << 6) | (fast ? FAST_BIT : 0);
/**
 * The positions of one document without aliases, read from its events on demand: the events are
 * kept as ints (no pointers for the collector to trace) and a field's line is found by walking
 * down its path, skipping sibling subtrees, so a finding costs a few steps instead of a path
 * string and a map entry for every node of every document. Keys and lines are exactly those of
 * {@link scanDocument} (the same `pathKey` strings; for equal keys, the last one wins).
 */
class EventPositions {
    text;
    lines;
    lineOffset;
    ev;
    n;
    all;
    /** `events[start]` is the DOCUMENT event, `end` the index after the document's closing POP. */
    constructor(events, start, end, text, lines, lineOffset) {
        this.text = text;
        this.lines = lines;
        this.lineOffset = lineOffset;
        // The root node's events: after DOCUMENT, before the document's own POP.
        const last = end > start + 1 && events[end - 1].type === EVENT_ID.POP ? end - 1 : end;
        const n = Math.max(0, last - start - 1);
        const ev = new Int32Array(n * STRIDE);
        const open = [];
        for (let k = 0; k < n; k++) {
            const e = events[start + 1 + k];
            const o = k * STRIDE;
            ev[o + META] = meta(e.type);
            ev[o + NEXT] = k + 1;
            if (e.type === EVENT_ID.SCALAR) {
                ev[o + META] = meta(e.type, e.style, e.chomping, e.fast);
                ev[o + INDENT] = e.indent;
                ev[o + OFFSET] = e.valueStart;
                ev[o + VALUE_END] = e.valueEnd;
            }
            else if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
                ev[o + OFFSET] = e.start;
                open.push(k);
            }
            else if (e.type === EVENT_ID.POP) {
                const k0 = open.pop();
                if (k0 !== undefined)
                    ev[k0 * STRIDE + NEXT] = k + 1;
            }
        }
        this.ev = ev;
        this.n = n;
    }
    type(k) {
        return this.ev[k * STRIDE + META] & 7;
    }
    next(k) {
        return this.ev[k * STRIDE + NEXT];
    }
    lineAt(k) {
        return this.lines.lineOf(this.ev[k * STRIDE + OFFSET]) + this.lineOffset;
    }
    scalarText(k) {
        const o = k * STRIDE;
        const ev = this.ev;
        const m = ev[o + META];
        if (m & FAST_BIT)
            return this.text.slice(ev[o + OFFSET], ev[o + VALUE_END]);
        const scalar = {
            valueStart: ev[o + OFFSET],
            valueEnd: ev[o + VALUE_END],
            style: (m >> 3) & 7,
            chomping: (m >> 6) & 3,
            indent: ev[o + INDENT],
            fast: false,
        };
        return getScalarValue(this.text, scalar);
    }
    /** The step a mapping key contributes to a path (as scanDocument names it). */
    keyStep(k) {
        return this.type(k) === EVENT_ID.SCALAR ? this.scalarText(k) : '<<complex>>';
    }
    position(node, line) {
        return this.type(node) === EVENT_ID.SCALAR
            ? { line, style: STYLES[(this.ev[node * STRIDE + META] >> 3) & 7] ?? 'plain' }
            : { line };
    }
    /** Calls `visit(step, child, line)` for each child of a collection, in order. */
    children(node, visit) {
        const t = this.type(node);
        if (t !== EVENT_ID.MAPPING && t !== EVENT_ID.SEQUENCE)
            return;
        const end = this.next(node) - 1; // the collection's POP
        let index = 0;
        for (let k = node + 1; k < end;) {
            if (t === EVENT_ID.SEQUENCE) {
                visit(String(index++), k, this.lineAt(k));
                k = this.next(k);
                continue;
            }
            const valueAt = this.next(k);
            if (valueAt >= end)
                break;
            visit(this.keyStep(k), valueAt, this.lineAt(k));
            k = this.next(valueAt);
        }
    }
    get(key) {
        if (this.n === 0)
            return undefined;
        if (key === '')
            return this.position(0, this.lineAt(0));
        if (this.all)
            return this.all.get(key);
        // Rules often ask for the same field (one change, several rules) or its parent (a field
        // that is gone is located at its parent): each key is walked once.
        if (this.asked.has(key))
            return this.asked.get(key);
        this.found = -1;
        this.foundLine = 0;
        this.sawSeparator = false;
        this.trail = new Map();
        // Start below the longest prefix of the key already reached, when there is one.
        let resumed = false;
        for (let b = key.lastIndexOf(PATH_SEP); b > 0 && !resumed; b = key.lastIndexOf(PATH_SEP, b - 1)) {
            const nodes = this.reached.get(key.slice(0, b));
            if (!nodes)
                continue;
            for (const node of nodes)
                this.seek(key, node, b, false);
            resumed = true;
        }
        if (!resumed)
            this.seek(key, 0, 0, true);
        if (!this.sawSeparator) {
            for (const [stop, nodes] of this.trail) {
                const prefix = key.slice(0, stop);
                if (!this.reached.has(prefix))
                    this.reached.set(prefix, nodes);
            }
        }
        const pos = this.found < 0 ? undefined : this.position(this.found, this.foundLine);
        this.asked.set(key, pos);
        return pos;
    }
    asked = new Map();
    /**
     * Every node with a given key, for keys reached by a walk that met no key containing the
     * separator: there a key has one reading, so every node below that prefix is below one of
     * these nodes, and the next lookup through it starts there instead of at the root.
     */
    reached = new Map();
    /** During one walk: nodes reached, by the length of their key; whether a key had a separator. */
    trail = new Map();
    sawSeparator = false;
    /** Last node (in document order) whose key equals `key`, and its line, set by {@link seek}. */
    found = -1;
    foundLine = 0;
    /**
     * Looks for `key` below `node`, whose own key is `key.slice(0, consumed)`; a child's key is its
     * parent's, a separator and its step (at the top: the step alone, or one separator for an empty
     * step). Only children whose step continues `key` are entered, so a lookup costs the siblings
     * along one path, whatever the size of the document.
     */
    seek(key, node, consumed, top) {
        const t = this.type(node);
        const end = this.next(node) - 1; // the collection's POP
        // Where a child's step starts in `key`, or -1 when no child can match.
        const from = top ? 0 : key.charCodeAt(consumed) === SEP_CODE ? consumed + 1 : -1;
        if (from < 0)
            return;
        if (t === EVENT_ID.SEQUENCE) {
            // Steps are indexes written as String(index) does: no sign, no leading zero.
            let stop = from;
            while (stop < key.length && key.charCodeAt(stop) >= 48 && key.charCodeAt(stop) <= 57)
                stop++;
            if (stop === from || (stop < key.length && key.charCodeAt(stop) !== SEP_CODE))
                return;
            if (stop - from > 1 && key.charCodeAt(from) === 48)
                return;
            let index = Number(key.slice(from, stop));
            let k = node + 1;
            while (index-- > 0 && k < end)
                k = this.next(k);
            if (k >= end)
                return;
            this.matched(key, k, k, stop);
            return;
        }
        if (t !== EVENT_ID.MAPPING)
            return;
        for (let k = node + 1; k < end;) {
            const valueAt = this.next(k);
            if (valueAt >= end)
                break;
            const stop = this.stepEnd(key, from, k, top);
            if (stop >= 0)
                this.matched(key, valueAt, k, stop);
            k = this.next(valueAt);
        }
    }
    /** A child (located at event `lineFrom`) whose key is `key.slice(0, stop)`. */
    matched(key, child, lineFrom, stop) {
        const nodes = this.trail.get(stop);
        if (nodes)
            nodes.push(child);
        else
            this.trail.set(stop, [child]);
        if (stop === key.length) {
            if (child > this.found) {
                this.found = child;
                this.foundLine = this.lineAt(lineFrom);
            }
        }
        else {
            this.seek(key, child, stop, false);
        }
    }
    /**
     * Where the mapping key at event `k` ends when `key` continues with it at `from`, or -1. Plain
     * keys (most of them) are compared in the source text without making a string.
     */
    stepEnd(key, from, k, top) {
        const o = k * STRIDE;
        const ev = this.ev;
        if (this.type(k) === EVENT_ID.SCALAR && ev[o + META] & FAST_BIT) {
            const start = ev[o + OFFSET];
            const len = ev[o + VALUE_END] - start;
            if (len === 0 && top)
                return key.charCodeAt(0) === SEP_CODE ? 1 : -1;
            const stop = from + len;
            if (stop > key.length || (stop < key.length && key.charCodeAt(stop) !== SEP_CODE))
                return -1;
            const text = this.text;
            for (let j = 0; j < len; j++)
                if (key.charCodeAt(from + j) !== text.charCodeAt(start + j))
                    return -1;
            return stop;
        }
        const step = this.keyStep(k);
        if (step.includes(PATH_SEP))
            this.sawSeparator = true;
        const s = top && step === '' ? PATH_SEP : step;
        return key.startsWith(s, from) &&
            (from + s.length === key.length || key.charCodeAt(from + s.length) === SEP_CODE)
            ? from + s.length
            : -1;
    }
    has(key) {
        return this.get(key) !== undefined;
    }
    /** Every position, keyed as scanDocument keys them (only iteration needs this). */
    materialize() {
        if (this.all)
            return this.all;
        const all = new Map();
        if (this.n > 0) {
            all.set('', this.position(0, this.lineAt(0)));
            const walk = (node, key) => this.children(node, (step, child, line) => {
                const k = key === '' && step !== '' ? step : `${key}${PATH_SEP}${step}`;
                all.set(k, this.position(child, line));
                walk(child, k);
            });
            walk(0, '');
        }
        this.all = all;
        return all;
    }
    get size() {
        return this.materialize().size;
    }
    forEach(cb) {
        this.materialize().forEach((v, k) => cb(v, k, this));
    }
    entries() {
        return this.materialize().entries();
    }
    keys() {
        return this.materialize().keys();
    }
    values() {
        return this.materialize().values();
    }
    [Symbol.iterator]() {
        return this.materialize()[Symbol.iterator]();
    }
}

const DEFAULT_PARSE_LIMITS = {
    maxDepth: 500,
    maxAliases: 10_000,
    maxExpandedNodes: 1_000_000,
};

/**
 * Offset → 1-based line, for offsets that mostly come in increasing order (a YAML event stream, the
 * chunks of a cluster-state file). Line starts are found only as far as the offsets asked for.
 */
class LineIndex {
    text;
    starts = [0];
    /** Offset up to which every line start is in `starts`. */
    scanned = 0;
    cursor = 0;
    constructor(text) {
        this.text = text;
    }
    lineOf(offset) {
        if (offset >= this.scanned)
            this.scanTo(offset);
        const s = this.starts;
        let c = this.cursor;
        if (offset < s[c]) {
            // Out of order: binary search.
            let lo = 0;
            let hi = c;
            while (lo < hi) {
                const mid = (lo + hi + 1) >> 1;
                if (s[mid] <= offset)
                    lo = mid;
                else
                    hi = mid - 1;
            }
            c = lo;
        }
        else {
            while (c + 1 < s.length && s[c + 1] <= offset)
                c++;
        }
        this.cursor = c;
        return c + 1;
    }
    scanTo(offset) {
        const text = this.text;
        let i = text.indexOf('\n', this.scanned);
        for (; i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
        this.scanned = i < 0 ? Infinity : i;
    }
}
/** The 1-based line of one offset in a text (for a single lookup, such as an error's position). */
function lineAt(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}

/** Position of the node at `path`, or of its nearest ancestor present in `positions`. */
function nearest(positions, path) {
    for (let n = path.length; n >= 0; n--) {
        const pos = positions.get(pathKey(path.slice(0, n)));
        if (pos)
            return { ...pos, exact: n === path.length };
    }
    return undefined;
}
/** Position of a field, or of its nearest ancestor present in the file. */
function locate(obj, path) {
    return nearest(obj.positions, path) ?? { line: obj.line, exact: false };
}
/** Line of a field, or of its nearest ancestor present in the file. */
function lineOf(obj, path) {
    return locate(obj, path).line;
}
/**
 * Line (1-based) of the node at `path` in the first document of a YAML text, or of its nearest
 * ancestor; read with the same positions as manifests (for a mapping entry: its key's line).
 * Undefined when the text does not parse or the document is empty. Used for files that are not
 * manifests, such as the config file.
 */
function lineOfPath(text, path) {
    const lim = DEFAULT_PARSE_LIMITS;
    let events;
    try {
        events = parseEvents(text, { maxDepth: lim.maxDepth });
    }
    catch {
        return undefined;
    }
    const start = events.findIndex((e) => e.type === EVENT_ID.DOCUMENT);
    if (start < 0)
        return undefined;
    const lines = new LineIndex(text);
    const measure = measureDocument(events, start, lim.maxExpandedNodes);
    if (measure.rootStart < 0)
        return undefined;
    const positions = measure.full
        ? scanDocument(events, start, text, lines, lim.maxExpandedNodes).positions
        : new EventPositions(events, start, measure.end, text, lines, 0);
    return nearest(positions, path)?.line;
}
/** `Kind/namespace/name` as users read it. */
function objectRef(obj) {
    return obj.namespace ? `${obj.kind}/${obj.namespace}/${obj.name}` : `${obj.kind}/${obj.name}`;
}

/** `template` with every `{{name}}` replaced by `data.name`; a missing value is a bug in the rule. */
function formatMessage(template, data = {}) {
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name) => {
        const value = data[name];
        if (value === undefined)
            throw new Error(`message placeholder {{${name}}} has no value`);
        return String(value);
    });
}

/** Where a schema change is reported: the change's line in the head file. */
function changeAt(p, c) {
    const head = p.head;
    return {
        file: head.obj.file,
        line: lineOf(head.obj, c.headPath),
        side: 'head',
        object: objectRef(head.obj),
        path: showPath$1(c),
    };
}
/** The placeholders of a change message: the path, what changed, and where a removed field was. */
function changeData(p, c) {
    const was = c.kind !== 'field-removed' ? '' : ` (it was at ${p.base.obj.file}:${lineOf(p.base.obj, c.basePath)})`;
    return { path: showPath$1(c), detail: c.detail, was };
}
/** The message of every schema-change finding: what changed, then who breaks and what to do. */
const CHANGE_MESSAGE = '{{path}}: {{detail}}{{was}}. {{advice}}';
/** A finding at the change's line in the head file; a removed field also quotes where it was. */
function changeFinding$1(p, c, message, severity) {
    return {
        severity,
        ...changeAt(p, c),
        message: formatMessage(CHANGE_MESSAGE, { ...changeData(p, c), advice: message }),
    };
}
function crdFinding(p, path, message, severity, pathLabel) {
    const crd = p.head ?? p.base;
    return {
        severity,
        file: crd.obj.file,
        line: lineOf(crd.obj, path),
        side: p.head ? 'head' : 'base',
        object: objectRef(crd.obj),
        ...(pathLabel ? { path: pathLabel } : {}),
        ...(typeof message === 'string' ? { message } : message),
    };
}
/** The versions present on both sides of a CRD pair, as [base, head]. */
function sameVersions(p) {
    if (!p.base || !p.head)
        return [];
    const out = [];
    for (const hv of p.head.versions) {
        const bv = p.base.versions.find((v) => v.name === hv.name);
        if (bv)
            out.push([bv, hv]);
    }
    return out;
}

/** The one way a rule is made (every rule under src/rules/ comes from here). */
function defineRule(spec) {
    const { messages, check, ...meta } = spec;
    return {
        ...meta,
        evaluate(ctx) {
            return check(ctx).map((r) => {
                if (!('messageId' in r))
                    return r;
                const { messageId, data, ...rest } = r;
                const template = messages?.[messageId];
                if (template === undefined)
                    throw new Error(`${spec.id} has no message "${messageId}"`);
                return { ...rest, message: formatMessage(template, data) };
            });
        },
    };
}

/** Judged on the objects (crd/objects.ts): who violates it, how many pass, or the stance with none. */
const VIOLATED = ' Objects that violate it: {{objects}}.';
const CHECKED = ' Checked on {{count}} object(s) of this CRD ({{where}}): none violates it, so nothing that exists breaks.';
const CHECKED_AUTHOR = " Checked on {{count}} object(s) of this CRD ({{where}}): none violates it, but as author ({{why}}) the gate cannot see your users' objects.";
const NO_OBJECTS = ' No object of this CRD to check it on; {{stance}} stance ({{why}}): {{verdict}}.';
/** Said on every schema rule's page: how a tightening is judged. */
const ON_OBJECTS = 'A tightening is judged on the objects that exist: the custom resources of the CRD in the head tree and, with `--cluster-state`, the live ones, validated against the head schema. An object that violates it makes the finding fail and is listed (`file:line`, or `live Kind namespace/name`). When every object passes, or there is none, `crd.stance` decides: `consumer` (the repo applies the CRD to its own clusters) warns, `author` (the CRD is published to users the gate cannot see) fails, as crdify does. Unset, the stance is consumer when the repo holds custom resources of a changed CRD or a cluster state is given, else author; the message says which applied and why.';
const RATCHET = ' Your clusters are Kubernetes {{kubernetesVersion}}+, which ratchet validation: existing objects keep working until they change this value.';
/** A rule that reports schema changes of some kinds (one rule per file uses this). */
function schemaChangeRule(spec) {
    const { kinds, advice, ...meta } = spec;
    return defineRule({
        ...meta,
        docs: { ...meta.docs, why: `${meta.docs.why} ${ON_OBJECTS}` },
        category: 'crd',
        messages: {
            change: CHANGE_MESSAGE,
            ratcheted: CHANGE_MESSAGE + RATCHET,
            violated: CHANGE_MESSAGE + VIOLATED,
            checked: CHANGE_MESSAGE + CHECKED,
            checkedAuthor: CHANGE_MESSAGE + CHECKED_AUTHOR,
            noObjects: CHANGE_MESSAGE + NO_OBJECTS,
        },
        skip: noCrds,
        check(ctx) {
            const kubernetesVersion = ctx.config.crd.kubernetesVersion;
            const ratchet = ratchets(kubernetesVersion);
            const out = [];
            for (const p of crdPairs(ctx)) {
                for (const c of p.changes) {
                    if (!kinds.includes(c.kind) || c.level === 'notice')
                        continue;
                    const data = {
                        ...changeData(p, c),
                        advice: typeof advice === 'string' ? advice : advice(c, ctx.config),
                    };
                    const at = changeAt(p, c);
                    if (c.level === 'warn')
                        out.push({ severity: 'warn', ...at, messageId: 'change', data });
                    else if (ratchet && c.ratchetable)
                        out.push({
                            severity: 'warn',
                            ...at,
                            messageId: 'ratcheted',
                            data: { ...data, kubernetesVersion: kubernetesVersion },
                        });
                    else if (c.kind === 'unhandled')
                        out.push({ severity: undefined, ...at, messageId: 'change', data });
                    else {
                        const judged = onObjects(ctx, p, c);
                        out.push({ ...at, ...judged, data: { ...data, ...judged.data } });
                    }
                }
            }
            return out;
        },
    });
}
/**
 * A tightening judged on the objects that exist: violated → fail (listing them). Otherwise the
 * stance decides: a consumer's objects are all there is, so every one passing (or none existing)
 * warns; an author publishes the CRD to users the gate cannot see, so it fails as crdify does,
 * saying how many of the objects it could see pass.
 */
function onObjects(ctx, p, c) {
    const { violators, checked, stance } = judgeOnObjects(ctx, p, c);
    if (violators.length)
        return { severity: undefined, messageId: 'violated', data: { objects: listObjects(violators) } };
    const author = stance.stance === 'author';
    if (checked.length)
        return {
            severity: author ? undefined : 'warn',
            messageId: author ? 'checkedAuthor' : 'checked',
            data: { count: String(checked.length), where: checkedWhere(checked), why: stance.why },
        };
    return {
        severity: author ? undefined : 'warn',
        messageId: 'noObjects',
        data: {
            stance: stance.stance,
            why: stance.why,
            verdict: author ? 'objects the gate cannot see may break' : 'nothing that exists breaks',
        },
    };
}
/** A rule over CRD pairs (both sides present unless `each` says otherwise). */
function crdRule(meta, each) {
    return defineRule({
        ...meta,
        category: 'crd',
        skip: noCrds,
        check: (ctx) => crdPairs(ctx).flatMap((p) => each(p, ctx)),
    });
}

const boundsTightened = schemaChangeRule({
    id: 'crd/bounds-tightened',
    title: 'Validation bounds tightened',
    defaultSeverity: 'fail',
    description: 'A minimum, maximum, exclusive bound, multipleOf, min/maxLength, min/maxItems, min/maxProperties or uniqueItems was added or tightened.',
    kinds: ['bounds-tightened'],
    advice: 'Stored objects and manifests outside the new bound are rejected on their next update. Loosen the bound, or tighten it only in a new API version.',
    docs: {
        why: 'Values that were valid are stored. After the change the next update of such an object fails, and so does the operator writing its status; GitOps syncs of unchanged manifests start failing.',
        fix: 'Keep the old bound and validate in the operator with a clear condition, or tighten only in a new API version. With `crd.kubernetesVersion` 1.30 or later, ratcheting lets unchanged values through: warning.',
    },
});

const celRulesChanged = schemaChangeRule({
    id: 'crd/cel-rules-changed',
    title: 'CEL validation rule added or changed',
    defaultSeverity: 'fail',
    description: 'An `x-kubernetes-validations` rule was added or its expression changed (removed rules only loosen).',
    kinds: ['cel-rules-changed'],
    advice: 'Stored objects that violate the new rule are rejected on their next update. Make sure every existing object passes, or guard the rule with `oldSelf` so it only applies to changes.',
    docs: {
        why: 'A new CEL rule applies to every update of every stored object. Objects that violate it become impossible to update, including their status. A rule that uses `oldSelf` is a transition rule and is never ratcheted. None of crdify, kapp or OLM check CEL changes. The gate parses each added rule and reads it against the base node: a rule that every object the base schema accepted passes is no tightening and passes — a rewrite (whitespace, parentheses, `message`, `messageExpression`, `reason`, `fieldPath`), a guard added (`!has(self.x) || …`), "exactly one" relaxed to "not both", a rule that only constrains fields or enum values added in the same change, or one that says what a base `required` said (decided by a truth table over the rule\'s boolean structure, `all()` read as monotone in its body). `self == oldSelf` only makes a value immutable: a warning (existing objects still validate; updates that change it are refused).',
        fix: 'Check existing objects against the rule first (`crd/custom-resource-invalid` does it for the objects in the repo), or write it as a transition rule. With `crd.kubernetesVersion` 1.30+, rules without `oldSelf` are ratcheted: warning.',
    },
});

const compositionChanged = schemaChangeRule({
    id: 'crd/composition-changed',
    title: 'Schema composition changed',
    defaultSeverity: 'fail',
    description: '`allOf`, `anyOf`, `oneOf` or `not` changed: the gate cannot prove the new combination accepts what the old one did.',
    kinds: ['composition-changed'],
    advice: 'Stored objects may stop validating. Review the change by hand and waive it with a reason when it only loosens validation.',
    docs: {
        why: 'Composition keywords combine sub-schemas; whether a change loosens or tightens validation cannot be decided keyword by keyword, and unknown is not safe.',
        fix: 'Prefer plain properties. When the change only loosens validation, waive the finding with the reason.',
    },
});

const conversionChanged = crdRule({
    id: 'crd/conversion-changed',
    title: 'Conversion changed',
    defaultSeverity: 'warn',
    description: 'The conversion strategy or webhook configuration changed.',
    messages: {
        strategy: 'conversion strategy {{from}} → {{to}}: reads in non-storage versions go through it. Deploy the webhook before this CRD and keep it reachable.',
        settings: 'conversion settings changed (strategy {{to}}): reads in non-storage versions go through it. Deploy the webhook before this CRD and keep it reachable.',
    },
    docs: {
        why: 'Conversion runs on every read of an object in a version other than the stored one. A webhook that is unreachable, or not yet deployed when the CRD changes, makes every such read fail.',
        fix: 'Deploy the conversion webhook before the CRD that points at it, and keep the old strategy working until every object is migrated.',
    },
}, (p) => {
    if (!p.base || !p.head)
        return [];
    const b = JSON.stringify(p.base.conversion);
    const h = JSON.stringify(p.head.conversion);
    if (b === h)
        return [];
    const bs = String(p.base.conversion.strategy ?? 'None');
    const hs = String(p.head.conversion.strategy ?? 'None');
    return [
        crdFinding(p, ['spec', 'conversion'], {
            messageId: bs === hs ? 'settings' : 'strategy',
            data: { from: bs, to: hs },
        }),
    ];
});

const defaultChanged = schemaChangeRule({
    id: 'crd/default-changed',
    title: 'Default changed',
    defaultSeverity: 'fail',
    description: 'A default value changed or was removed (fail), or was added (warn).',
    kinds: ['default-changed'],
    advice: 'Objects that relied on the old default change behaviour when they are next read or written: the API server applies defaults on read. Keep the old default, or change it only in a new API version.',
    docs: {
        why: 'The API server applies defaults whenever it reads an object from storage. Changing a default silently changes every object that did not set the field. Removing one is a warning: stored values stay (defaulting fills absent fields only, `pkg/apiserver/schema/defaulting`) and only objects created without the field get none. Adding a default changes what new objects get, so it is a warning.',
        fix: 'Keep the default and set the new value explicitly where you want it, or change the default in a new API version.',
    },
});

const base = schemaChangeRule({
    id: 'crd/description-changed',
    title: 'Documentation changed',
    defaultSeverity: 'off',
    description: "A field's description, title, example or externalDocs changed (off by default: documentation never breaks anyone).",
    kinds: ['description-changed'],
    advice: 'Documentation only: nothing breaks.',
    docs: {
        why: 'It never breaks anything, which is why it is off by default (kapp and crdify fail on it by default). Turn it on to review documentation changes of an API you publish.',
        fix: 'Nothing to fix.',
    },
});
/** Documentation changes are notices in the diff; when the rule is on they count at its severity. */
const descriptionChanged = defineRule({
    ...base,
    check(ctx) {
        const out = [];
        for (const p of crdPairs(ctx))
            for (const c of p.changes)
                if (c.kind === 'description-changed')
                    out.push(changeFinding$1(p, c, 'Documentation only: nothing breaks.'));
        return out;
    },
});

const enumExtended = schemaChangeRule({
    id: 'crd/enum-extended',
    title: 'Enum extended',
    defaultSeverity: 'warn',
    description: 'An enum gained a value: older clients and operators may not handle it.',
    kinds: ['enum-extended'],
    /** `crd.enumAddition`: allow (no findings), warn (the default), fail. */
    severityFrom: ({ crd }) => (crd.enumAddition === 'allow' ? 'allow' : crd.enumAddition),
    advice: 'Clients, dashboards and older operator versions that switch over the enum may reject or mishandle the new value; make sure the operator version that understands it is rolled out first.',
    docs: {
        why: 'New values are safe for the API server, but not always for consumers: an operator rolled back to an older version, or a client with an exhaustive switch, meets a value it does not know.',
        fix: 'Nothing to fix when the consumers are ready. Choose the verdict with `crd.enumAddition: allow | warn | fail` in the config.',
    },
});

const enumRestricted = schemaChangeRule({
    id: 'crd/enum-restricted',
    title: 'Enum restricted',
    defaultSeverity: 'fail',
    description: 'An enum lost a value, or a field without an enum got one.',
    kinds: ['enum-restricted'],
    advice: 'Stored objects and manifests using a value no longer allowed are rejected on their next update. Keep the old values (deprecate them in the description), or restrict them only in a new API version.',
    docs: {
        why: 'Objects already stored with a removed value fail validation the next time anyone updates them, including the operator updating their status. Adding an enum to a free-form field rejects every value outside it.',
        fix: 'Keep accepting old values and map them in the operator, or restrict the enum in a new API version. On Kubernetes 1.30+ (`crd.kubernetesVersion`), validation ratcheting lets unchanged values through, so the finding is a warning.',
    },
});

const fieldRemoved = schemaChangeRule({
    id: 'crd/field-removed',
    title: 'Field removed from a served schema',
    defaultSeverity: 'fail',
    description: 'A property that exists in a CRD version on the base side is gone from the same version on the head side.',
    kinds: ['field-removed'],
    advice: 'Stored objects that set it lose it on their next write (the API server prunes unknown fields), and clients and GitOps manifests that still send it are silently changed. Keep the field and mark it deprecated in its description, or remove it only in a new API version with a conversion.',
    docs: {
        why: 'Kubernetes prunes fields that are not in the schema. Every stored object that set the field loses the value the next time it is written, and every manifest in git that still sets it is silently altered on apply: `kubectl apply` and GitOps tools report success while data disappears. Clients generated from the old schema break on read. A field is removed only when the head schema would prune it: under a node that keeps unknown fields, or an item of a list that does (`skipPrune`), the value stays (warning). A map that moves from `x-kubernetes-preserve-unknown-fields` to a typed `additionalProperties` keeps every key: that is a value-type tightening (`crd/type-changed`), not a removal. Nothing is reported again under a field whose type changed, and changes under `.status` (written only by the controller) warn.',
        fix: 'Keep the field (mark it deprecated in its `description`) and stop reading it in the operator, or introduce a new API version without it and convert between the two. A field removed from a parent that keeps unknown fields (`x-kubernetes-preserve-unknown-fields: true`) is a warning: the data stays but is no longer validated.',
    },
});

const STRINGS = ENFORCED_STRING_FORMATS.map((f) => `\`${f}\``).join(', ');
const formatChanged = schemaChangeRule({
    id: 'crd/format-changed',
    title: 'Format added or changed',
    defaultSeverity: 'fail',
    description: 'A field got a `format` (date-time, int32, uri, …), or its format changed.',
    kinds: ['format-changed'],
    advice: 'Stored values that do not match the new format are rejected on their next update. Keep the old format, or change it in a new API version.',
    docs: {
        why: `The API server checks only some formats (\`apiextensions-apiserver/pkg/apiserver/validation/formats.go\`) and strips every other one before validating, so only these restrict: on strings (or no type) ${STRINGS} (names compared without \`-\`, so \`date-time\` is \`datetime\`; \`quantity\` only on recent API servers, \`k8s-short-name\` / \`k8s-long-name\` from 1.34); on integers \`int32\` (values outside −2³¹…2³¹−1 rejected; \`int64\` accepts every integer); on numbers \`float\` (outside ±3.4028235e38 rejected; \`double\` accepts all). Any other format (\`int-or-string\`, \`int32\` on a string, a format on a boolean, object or array) is no tightening and passes. Values stored under the old schema that do not match an enforced format are rejected on update.`,
        fix: 'Keep the old format, or move to the new one in a new API version.',
    },
});

const listSemanticsChanged = schemaChangeRule({
    id: 'crd/list-semantics-changed',
    title: 'List or map semantics changed',
    defaultSeverity: 'fail',
    description: '`x-kubernetes-list-type`, `x-kubernetes-list-map-keys` or `x-kubernetes-map-type` changed.',
    kinds: ['list-semantics-changed'],
    advice: 'Server-side apply merges lists and maps by these markers: changing them changes field ownership and merge results for every applier, and `set`/`map` lists reject duplicates that `atomic` lists allowed. Keep the markers, or change them in a new API version.',
    docs: {
        why: 'Server-side apply (used by kubectl, Argo CD and Flux) merges by these markers. Changing `atomic` to `map` or `set` changes who owns which entries and rejects duplicate entries stored before; changing list-map keys re-keys every entry. One change of a list is one finding, whatever markers it took (`atomic` → `map` with its keys). A list under `.status` warns: only the controller, which ships with the CRD, writes it. None of the other CRD checkers look at this.',
        fix: 'Keep the markers; when the semantics must change, do it in a new API version and convert.',
    },
});

const list = (v) => (Array.isArray(v) ? v.map(String) : []);
const namesChanged = crdRule({
    id: 'crd/names-changed',
    title: 'CRD names changed',
    defaultSeverity: 'fail',
    description: 'group, plural, singular, kind or listKind changed (fail); a shortName or category removed (warn).',
    messages: {
        group: 'group {{from}} → {{to}}: every stored object and client URL breaks. Keep the group; a new group is a new CRD.',
        name: 'names.{{key}} {{from}} → {{to}}: manifests, clients and RBAC rules that use the old name break. Keep it.',
        aliasRemoved: 'names.{{key}} removed: {{gone}}: `kubectl get {{first}}` and scripts using it stop working.',
    },
    docs: {
        why: "The group and plural make up the CRD's name and the URL of every object; the kind is in every manifest. Changing them orphans stored objects and breaks every client. Removed short names and categories break `kubectl get <short>` and scripts.",
        fix: 'Keep the names; add new short names and categories freely.',
    },
}, (p) => {
    if (!p.base || !p.head)
        return [];
    const out = [];
    if (p.base.group !== p.head.group)
        out.push(crdFinding(p, ['spec', 'group'], {
            messageId: 'group',
            data: { from: p.base.group, to: p.head.group },
        }));
    for (const k of ['kind', 'plural', 'singular', 'listKind']) {
        const o = p.base.names[k];
        const n = p.head.names[k];
        if (o !== undefined && o !== n)
            out.push(crdFinding(p, ['spec', 'names', k], {
                messageId: 'name',
                data: { key: k, from: String(o), to: String(n) },
            }));
    }
    for (const k of ['shortNames', 'categories']) {
        const gone = list(p.base.names[k]).filter((x) => !list(p.head.names[k]).includes(x));
        if (gone.length)
            out.push(crdFinding(p, ['spec', 'names', k], { messageId: 'aliasRemoved', data: { key: k, gone: gone.join(', '), first: String(gone[0]) } }, 'warn'));
    }
    return out;
});

const nullableChanged = schemaChangeRule({
    id: 'crd/nullable-changed',
    title: 'Nullable removed',
    defaultSeverity: 'fail',
    description: 'A field stopped being `nullable`: stored nulls no longer validate.',
    kinds: ['nullable-removed'],
    advice: 'Objects that hold null for this field are rejected on their next update (and pruned nulls change meaning). Keep `nullable: true`.',
    docs: {
        why: 'With `nullable: true`, null is a valid stored value. Without it the API server rejects or drops nulls, so objects that set null fail on update or silently change.',
        fix: 'Keep `nullable: true`. Adding `nullable: true` loosens validation and passes.',
    },
});

const patternChanged = schemaChangeRule({
    id: 'crd/pattern-changed',
    title: 'Pattern added or changed',
    defaultSeverity: 'fail',
    description: 'A string field got a `pattern`, or its pattern changed.',
    kinds: ['pattern-changed'],
    advice: 'Stored values that do not match the new pattern are rejected on their next update. Keep the old pattern, or check the new one in the operator first.',
    docs: {
        why: 'A new or narrowed regular expression can reject values that are already stored. The gate compares the two patterns token by token on RE2 syntax (re2js must compile both): the same pattern written differently (a character class reordered or with a redundant member), a widened class, a relaxed quantifier or an added top-level alternative accepts everything the old one did and passes; so does a pattern that every value of the base `enum` matches. Anything it cannot prove looser is a tightening. Removing a pattern loosens validation and passes.',
        fix: 'Keep the old pattern, or introduce the new one in a new API version. With `crd.kubernetesVersion` 1.30+, ratcheting lets unchanged values through: warning.',
    },
});

const preserveUnknownFields = schemaChangeRule({
    id: 'crd/preserve-unknown-fields',
    title: 'Unknown fields now pruned',
    defaultSeverity: 'fail',
    description: '`x-kubernetes-preserve-unknown-fields: true` was removed: fields not in the schema are now pruned.',
    kinds: ['preserve-unknown-removed'],
    advice: 'Every stored field that the schema does not list is deleted on the next write — silent data loss. Describe the fields in the schema first, or keep preserve-unknown-fields.',
    docs: {
        why: 'Under `x-kubernetes-preserve-unknown-fields: true` the API server stores whatever clients send. Removing it turns on pruning: every field that the schema does not describe disappears from stored objects the next time they are written, and from every manifest applied afterwards, with no error. Dropping the marker while adding a typed `additionalProperties` keeps every key (pruning recurses into `additionalProperties`): reported once by `crd/type-changed` as a value-type tightening, not here.',
        fix: 'List the fields users set in the schema before turning pruning on, or keep the marker.',
    },
});

/** A printer column's JSONPath as a schema field path (`.spec.replicas` → ['spec', 'replicas']), simple paths only. */
function fieldsOf(jsonPath) {
    if (!/^(\.[A-Za-z0-9_-]+)+$/.test(jsonPath))
        return undefined;
    return jsonPath.slice(1).split('.');
}
function schemaHas(schema, fields) {
    let node = schema;
    for (const f of fields) {
        if (!node)
            return false;
        if (node['x-kubernetes-preserve-unknown-fields'] === true)
            return true;
        const props = node.properties;
        if (!props)
            return fields[0] === 'metadata' || node.additionalProperties !== undefined;
        node = props[f];
    }
    return node !== undefined;
}
const printerColumnsChanged = crdRule({
    id: 'crd/printer-columns-changed',
    title: 'Printer column removed or broken',
    defaultSeverity: 'warn',
    description: 'An additionalPrinterColumn was removed, or its JSONPath points at a field the schema no longer has.',
    docs: {
        why: '`kubectl get` output is parsed by scripts and read by people; a removed column or one whose field is gone shows empty values without an error.',
        fix: 'Keep the column, or point it at the field that replaced the old one.',
    },
}, (p) => {
    const out = [];
    for (const [bv, hv] of sameVersions(p)) {
        const names = new Set(hv.printerColumns.map((c) => String(c.name)));
        for (const c of bv.printerColumns) {
            if (!names.has(String(c.name)))
                out.push(crdFinding(p, ['spec', 'versions', hv.index], `${hv.name}: printer column "${String(c.name)}" removed: kubectl get output and scripts that read it change.`, undefined, `${hv.name} additionalPrinterColumns`));
        }
        hv.printerColumns.forEach((c, i) => {
            const fields = fieldsOf(String(c.jsonPath ?? ''));
            if (fields &&
                hv.schema &&
                !schemaHas(hv.schema, fields) &&
                (!bv.schema || schemaHas(bv.schema, fields))) {
                out.push(crdFinding(p, ['spec', 'versions', hv.index, 'additionalPrinterColumns', i, 'jsonPath'], `${hv.name}: printer column "${String(c.name)}" reads ${String(c.jsonPath)}, which the schema no longer has: it will always be empty. Point it at the new field.`, undefined, `${hv.name} additionalPrinterColumns`));
            }
        });
    }
    return out;
});

const crdRemoved = crdRule({
    id: 'crd/removed',
    title: 'CRD removed',
    defaultSeverity: 'fail',
    description: 'A CustomResourceDefinition on the base side is gone from the head side.',
    messages: {
        removed: 'CRD {{name}} is removed: applying this deletes every {{kind}} in the cluster. Keep it, or delete its resources deliberately first and waive this finding.',
    },
    docs: {
        why: 'Deleting a CRD deletes every custom resource of it, cluster-wide, at once: the operator loses all its objects. A GitOps tool with pruning enabled does exactly that after merge.',
        fix: 'Keep the CRD. If it moved to another file or chart, make sure the head revision still contains it (the gate pairs by name, not by file). To retire it, delete the custom resources deliberately first, then the CRD, with a waiver.',
    },
}, (p) => p.base && !p.head
    ? [
        crdFinding(p, [], {
            messageId: 'removed',
            data: { name: p.base.name, kind: String(p.base.names.kind ?? 'custom resource') },
        }),
    ]
    : []);

/** Identity of an object: API group (not version), kind, namespace, name. */
function objectKey(obj) {
    return `${obj.group}/${obj.kind}/${obj.namespace}/${obj.name}`;
}
function buildTree(snapshot, files, notes = []) {
    const objects = files.flatMap((f) => f.objects);
    const byKey = new Map();
    const all = new Map();
    for (const obj of objects) {
        const key = objectKey(obj);
        const list = all.get(key);
        if (list)
            list.push(obj);
        else {
            all.set(key, [obj]);
            byKey.set(key, obj);
        }
    }
    const duplicates = new Map();
    for (const [key, list] of all)
        if (list.length > 1)
            duplicates.set(key, list);
    return { snapshot, files, objects, byKey, duplicates, notes };
}
/** Pairs every identity on either side, sorted by key. Objects without a name are not paired. */
function pairTrees(base, head) {
    const keys = new Set();
    for (const k of base.byKey.keys())
        keys.add(k);
    for (const k of head.byKey.keys())
        keys.add(k);
    const pairs = [];
    for (const key of [...keys].sort()) {
        const b = base.byKey.get(key);
        const h = head.byKey.get(key);
        if (!b && !h)
            continue;
        if ((b?.name ?? h?.name) === '')
            continue;
        const status = !b ? 'added' : !h ? 'removed' : b === h || b.digest === h.digest ? 'unchanged' : 'changed';
        pairs.push({ key, base: b, head: h, status });
    }
    return pairs;
}

/** At most this many findings per object; the rest are counted. */
const PER_OBJECT = 20;
const showPath = (p) => p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') || '(object)';
const sig$1 = (p) => `${p.path.join('\u0000')}\u0001${p.message}`;
function sideCrds(ctx, side) {
    return ctx.analyses.crdsByKind[side];
}
const customResourceInvalid = defineRule({
    id: 'crd/custom-resource-invalid',
    title: 'Custom resource invalid against its CRD',
    category: 'crd',
    defaultSeverity: 'fail',
    description: 'A custom resource in the head tree does not validate against its head CRD: schema, fields the API server would prune, CEL rules, or an API version no longer served.',
    docs: {
        why: 'A CRD change breaks the custom resources in the same repo first: a field removed from the schema is silently pruned from the manifest on apply, a new bound or CEL rule rejects it, a removed version makes `kubectl apply` fail with "no matches for kind". The gate checks every changed resource, or every resource of a changed CRD, offline, the way the API server would on create.',
        fix: 'Fix the resource at the line shown (move the field where the schema expects it, add the required field, use a served apiVersion), or change the CRD. A resource that was already invalid before the PR is a warning.',
    },
    skip(ctx) {
        return sideCrds(ctx, 'head').size ? undefined : 'no CustomResourceDefinition on the head side';
    },
    check(ctx) {
        const head = sideCrds(ctx, 'head');
        const base = sideCrds(ctx, 'base');
        const changedCrds = new Set(crdPairs(ctx)
            .filter((p) => p.pair.status !== 'unchanged')
            .map((p) => p.head?.name ?? p.base?.name));
        const out = [];
        // Every head object, duplicates included: each one would be applied.
        for (const cr of ctx.head.objects) {
            if (isCrd(cr))
                continue;
            const crd = head.get(`${cr.group}/${cr.kind}`);
            if (!crd)
                continue;
            const old = ctx.base.byKey.get(objectKey(cr));
            // Judge the change: nothing new can break an unchanged resource of an unchanged CRD.
            if ((old === cr || old?.digest === cr.digest) && !changedCrds.has(crd.name))
                continue;
            const problems = validateCustomResource(cr, crd, ctx.engines.cel);
            if (!problems.length)
                continue;
            out.push(...findings(cr, crd, problems, old ? beforeProblems(old, base, ctx) : undefined));
        }
        return out;
    },
});
function beforeProblems(cr, base, ctx) {
    const crd = base.get(`${cr.group}/${cr.kind}`);
    return crd ? new Set(validateCustomResource(cr, crd, ctx.engines.cel).map(sig$1)) : undefined;
}
function findings(cr, crd, problems, before) {
    const out = [];
    const counted = problems.filter((p) => p.kind !== 'unchecked');
    for (const p of problems.slice(0, PER_OBJECT)) {
        const old = before?.has(sig$1(p));
        const notice = p.kind === 'unchecked';
        out.push({
            severity: notice ? 'notice' : old ? 'warn' : undefined,
            file: cr.file,
            line: lineOf(cr, p.path),
            side: 'head',
            object: objectRef(cr),
            path: `${cr.version} ${showPath(p.path)}`,
            message: `${showPath(p.path)}: ${p.message}. ${notice
                ? ''
                : old
                    ? 'Already invalid before this PR.'
                    : before
                        ? `This PR makes it invalid against CRD ${crd.name}.`
                        : `Invalid against CRD ${crd.name} in this PR.`}`.trim(),
        });
    }
    if (counted.length > PER_OBJECT) {
        out.push({
            file: cr.file,
            line: cr.line,
            side: 'head',
            object: objectRef(cr),
            message: `${counted.length - PER_OBJECT} more problems in ${objectRef(cr)} not listed.`,
        });
    }
    return out;
}

const requiredAdded = schemaChangeRule({
    id: 'crd/required-added',
    title: 'Field made required',
    defaultSeverity: 'fail',
    description: 'A field of an existing object became required (a new required field under a new optional parent is fine).',
    kinds: ['required-added'],
    advice: 'Every stored object and manifest without it is rejected on its next update. Make it optional with a default, or require it only in a new API version.',
    docs: {
        why: "Existing objects do not have the field. After the change their next update is rejected, and so is every unchanged manifest in git on its next sync. A required field under a parent object that is itself new and optional breaks nobody, so that passes (crd-schema-checker's rule).",
        fix: 'Make the field optional and give it a `default` in the schema, or make it required only in a new API version. A required field that has a default is a warning: new objects get the default, but objects stored before may still lack it.',
    },
});

const scopeChanged = crdRule({
    id: 'crd/scope-changed',
    title: 'CRD scope changed',
    defaultSeverity: 'fail',
    description: '`spec.scope` changed between Namespaced and Cluster.',
    messages: {
        changed: 'scope {{from}} → {{to}}: the API server rejects a scope change, and stored objects and clients would break. Keep the scope, or create a new CRD and migrate.',
    },
    docs: {
        why: "The API server refuses to change a CRD's scope; even where it could, every stored object and client URL would be wrong.",
        fix: 'Keep the scope. A different scope needs a new CRD (new group or plural) and a migration.',
    },
}, (p) => p.base && p.head && p.base.scope !== p.head.scope
    ? [
        crdFinding(p, ['spec', 'scope'], {
            messageId: 'changed',
            data: { from: String(p.base.scope), to: String(p.head.scope) },
        }),
    ]
    : []);

const NO_MATCH = 'clients and manifests using {{group}}/{{version}} fail with "no matches for kind".';
const DEPRECATE_FIRST = 'Deprecate it for a release first (deprecated: true), move manifests to another version, then stop serving it.';
const WAS_DEPRECATED = 'It was deprecated on base, so this is expected; make sure no manifest still uses it.';
const servedVersionRemoved = crdRule({
    id: 'crd/served-version-removed',
    title: 'Served version removed',
    defaultSeverity: 'fail',
    description: 'A version served on base is removed or no longer served on head (warn when it was deprecated on base).',
    messages: {
        unserved: `version {{version}} is no longer served: ${NO_MATCH} ${DEPRECATE_FIRST}`,
        removed: `version {{version}} is removed: ${NO_MATCH} ${DEPRECATE_FIRST}`,
        unservedDeprecated: `version {{version}} is no longer served: ${NO_MATCH} ${WAS_DEPRECATED}`,
        removedDeprecated: `version {{version}} is removed: ${NO_MATCH} ${WAS_DEPRECATED}`,
    },
    docs: {
        why: 'Every client and manifest using that apiVersion fails with "no matches for kind" once the version is not served — including the custom resources in this repo. A version deprecated on base has had its warning period, so that is a warning.',
        fix: 'Mark the version `deprecated: true` (with a `deprecationWarning`) for at least one release first, move manifests to the new version, then stop serving it.',
    },
}, (p) => {
    if (!p.base || !p.head)
        return [];
    const out = [];
    for (const v of p.base.versions.filter((x) => x.served)) {
        const h = p.head.versions.find((x) => x.name === v.name);
        if (h?.served)
            continue;
        const path = h ? ['spec', 'versions', h.index, 'served'] : ['spec', 'versions'];
        out.push(crdFinding(p, path, {
            messageId: `${h ? 'unserved' : 'removed'}${v.deprecated ? 'Deprecated' : ''}`,
            data: { version: v.name, group: p.head.group },
        }, v.deprecated ? 'warn' : undefined, v.name));
    }
    return out;
});

/** Breaking differences between served versions of one CRD (strategy None serves objects unchanged). */
function incompatible(crd) {
    const out = new Map();
    if (conversionStrategy(crd) !== 'None')
        return out;
    const served = crd.versions.filter((v) => v.served && v.schema);
    for (let i = 0; i < served.length; i++) {
        for (let j = i + 1; j < served.length; j++) {
            const a = served[i];
            const b = served[j];
            const one = diffSchemas(b.name, a.schema, b.schema, a.schemaPath, b.schemaPath);
            const two = diffSchemas(a.name, b.schema, a.schema, b.schemaPath, a.schemaPath);
            const breaking = [...one, ...two].filter((c) => c.level === 'fail' && c.kind !== 'description-changed');
            if (breaking.length)
                out.set(`${a.name}↔${b.name}`, breaking.map((c) => `${c.field}: ${c.detail}`));
        }
    }
    return out;
}
const servedVersionsIncompatible = crdRule({
    id: 'crd/served-versions-incompatible',
    title: 'Served versions incompatible without conversion',
    defaultSeverity: 'fail',
    description: "With conversion strategy None, two served versions of the head CRD have schemas that reject each other's objects.",
    docs: {
        why: 'With `conversion.strategy: None` the API server serves the same stored object in every version unchanged. If the schemas differ in a breaking way, objects written through one version fail validation or lose fields through the other.',
        fix: 'Make the schemas compatible, or add a conversion webhook. Only two versions that both existed and were compatible on the base side fail: a version added in this change has no objects written through it yet, and a difference already present on the base side is reported by the schema rules as it grows (both are warnings).',
    },
}, (p) => {
    // Judge the change: an unchanged CRD is not reported again.
    if (!p.head || p.pair.status === 'unchanged')
        return [];
    const before = p.base ? incompatible(p.base) : new Map();
    const existed = new Set(p.base?.versions.filter((v) => v.served).map((v) => v.name));
    const out = [];
    for (const [pair, problems] of incompatible(p.head)) {
        const old = JSON.stringify(before.get(pair)) === JSON.stringify(problems);
        // Objects written through a version that is new in this change do not exist yet.
        const added = pair.split('↔').filter((v) => !existed.has(v));
        const grown = !old && before.has(pair);
        const note = old
            ? ' Already present on the base revision.'
            : added.length
                ? ` ${added.join(' and ')} ${added.length > 1 ? 'are' : 'is'} new in this change: no object was written through it yet, so nothing stored breaks; objects created from now on do.`
                : grown
                    ? ' Already incompatible on the base revision; the schema rules report what this change adds.'
                    : '';
        out.push(crdFinding(p, ['spec', 'versions'], `served versions ${pair} are incompatible and conversion is None, so objects are served unchanged in both: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}. Make the schemas compatible or add a conversion webhook.${note}`, note ? 'warn' : undefined, pair));
    }
    return out;
});

const storageVersionChanged = crdRule({
    id: 'crd/storage-version-changed',
    title: 'Storage version changed',
    defaultSeverity: 'warn',
    description: 'The version objects are stored in changed.',
    messages: {
        moved: 'storage version {{from}} → {{to}}: objects stored as {{from}} stay so until rewritten, and {{from}} stays in status.storedVersions. After rollout, migrate stored objects before removing {{from}}.',
    },
    docs: {
        why: 'New writes are stored in the new version; existing objects stay in the old one until rewritten, and the old version stays in `status.storedVersions`. Safe when conversion works, but it starts a migration you must finish before the old version can be removed.',
        fix: 'Plan the storage-version migration: after rollout, rewrite all objects and drop the old version from `status.storedVersions`.',
    },
}, (p) => {
    if (!p.base || !p.head)
        return [];
    const b = p.base.versions.find((v) => v.storage);
    const h = p.head.versions.find((v) => v.storage);
    if (!b || !h || b.name === h.name)
        return [];
    return [
        crdFinding(p, ['spec', 'versions', h.index, 'storage'], { messageId: 'moved', data: { from: b.name, to: h.name } }, undefined, h.name),
    ];
});

const storageVersionCount = crdRule({
    id: 'crd/storage-version-count',
    title: 'Not exactly one storage version',
    defaultSeverity: 'fail',
    description: 'The head CRD has zero or several versions with `storage: true`.',
    messages: {
        count: '{{n}} versions have storage: true; the API server requires exactly one and rejects this CRD. Set storage: true on one version only.',
        countAlready: '{{n}} versions have storage: true; the API server requires exactly one and rejects this CRD. Set storage: true on one version only. Already present on the base revision.',
    },
    docs: {
        why: 'The API server rejects a CRD without exactly one storage version: the apply fails and the whole rollout with it.',
        fix: 'Set `storage: true` on exactly one version.',
    },
}, (p) => {
    if (!p.head || p.head.versions.length === 0)
        return [];
    const n = p.head.versions.filter((v) => v.storage).length;
    if (n === 1)
        return [];
    const already = p.base && p.base.versions.length > 0 && p.base.versions.filter((v) => v.storage).length === n;
    return [
        crdFinding(p, ['spec', 'versions'], { messageId: already ? 'countAlready' : 'count', data: { n } }, already ? 'warn' : undefined),
    ];
});

function digestOf(value) {
    return createHash('sha1')
        .update(JSON.stringify(value) ?? '')
        .digest('hex');
}
function splitApiVersion(apiVersion) {
    const slash = apiVersion.lastIndexOf('/');
    return slash < 0
        ? { group: '', version: apiVersion }
        : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}
function makeObject(file, value, positions, line) {
    const apiVersion = value.apiVersion;
    const meta = isRecord(value.metadata) ? value.metadata : {};
    const name = typeof meta.name === 'string'
        ? meta.name
        : typeof meta.generateName === 'string'
            ? meta.generateName
            : '';
    let digest;
    return {
        apiVersion,
        kind: value.kind,
        ...splitApiVersion(apiVersion),
        name,
        namespace: typeof meta.namespace === 'string' ? meta.namespace : '',
        file,
        line,
        value,
        positions,
        // On first use: an object of a file that is the same on both sides is one object, paired
        // with itself, so most objects of a large repo never need one.
        get digest() {
            return (digest ??= digestOf(value));
        },
    };
}
const isObject = (v) => isRecord(v) && typeof v.apiVersion === 'string' && typeof v.kind === 'string';
/** A document's Kubernetes objects: itself, or the items of a `kind: List` (`*List`). */
function toKubeObjects(file, value, positions, line) {
    if (!isObject(value))
        return [];
    if (/List$/.test(value.kind) && Array.isArray(value.items)) {
        // One pass over the positions, bucketed by item, so a large List costs linear time.
        const buckets = new Map();
        const prefix = `items${PATH_SEP}`;
        for (const [k, pos] of positions) {
            if (!k.startsWith(prefix))
                continue;
            const sep = k.indexOf(PATH_SEP, prefix.length);
            const index = Number(sep < 0 ? k.slice(prefix.length) : k.slice(prefix.length, sep));
            let own = buckets.get(index);
            if (!own)
                buckets.set(index, (own = new Map()));
            own.set(sep < 0 ? '' : k.slice(sep + 1), pos);
        }
        const out = [];
        value.items.forEach((item, i) => {
            if (!isObject(item))
                return;
            const own = buckets.get(i) ?? new Map();
            out.push(makeObject(file, item, own, own.get('')?.line ?? line));
        });
        return out;
    }
    return [makeObject(file, value, positions, line)];
}

/**
 * YAML 1.1 scalars as Kubernetes' decoder resolves them (`yes`/`no`/`on`/`off` are booleans), with
 * two differences from js-yaml's YAML11 schema that match what the API server stores: timestamps
 * stay strings, and `!!binary` stays its base64 text.
 */
const binaryAsText = defineScalarTag('tag:yaml.org,2002:binary', {
    resolve: (source) => source.replace(/\s+/g, ''),
    identify: () => false,
});
const KUBE_YAML_SCHEMA = new Schema([
    ...YAML11_SCHEMA.tags.filter((t) => !t.tagName.endsWith(':timestamp') && !t.tagName.endsWith(':binary')),
    binaryAsText,
]);

function errorProblem(file, err, lineOffset) {
    const e = err;
    const line = (e.mark?.line ?? 0) + 1 + lineOffset;
    const reason = e.reason ?? e.message.split('\n')[0] ?? String(err);
    return { file, line, message: `YAML error: ${reason}` };
}
/**
 * Reads one file: values and positions from ONE event parse (positions: a full scan where the
 * limits need one, else the events kept as ints and read when a finding asks for a line). Every
 * document is constructed on its own, so a bad document (duplicate key, unknown tag, excessive
 * aliasing) does not hide the others; a syntax error that stops the whole parse falls back to
 * reading the file's `---` parts one by one. Never throws.
 */
function parseFile(file, limits = {}) {
    const lim = { ...DEFAULT_PARSE_LIMITS, ...limits };
    const text = file.text.charCodeAt(0) === 0xfeff ? file.text.slice(1) : file.text;
    try {
        const events = parseEvents(text, { filename: file.path, maxDepth: lim.maxDepth });
        return readEvents(file.path, text, events, lim, 0);
    }
    catch (err) {
        return readParts(file.path, text, lim, err);
    }
}
function readEvents(path, text, events, lim, lineOffset) {
    const objects = [];
    const problems = [];
    const lines = new LineIndex(text);
    let i = 0;
    while (i < events.length) {
        if (events[i].type !== EVENT_ID.DOCUMENT) {
            i++;
            continue;
        }
        // The full scan (paths and lines of every node) only where the limits need it: aliases, or
        // more nodes than allowed. Elsewhere the events are kept as ints and a line is looked up
        // when a finding asks for one.
        const measure = measureDocument(events, i, lim.maxExpandedNodes);
        const scan = measure.full ? scanDocument(events, i, text, lines, lim.maxExpandedNodes) : undefined;
        const end = scan ? scan.end : measure.end;
        const rootStart = scan ? scan.rootStart : measure.rootStart;
        const docStart = i;
        const docEvents = i === 0 && end === events.length ? events : events.slice(i, end);
        i = end;
        if (rootStart < 0)
            continue;
        const docLine = lines.lineOf(rootStart) + lineOffset;
        if (scan?.recursiveAt !== undefined) {
            problems.push({
                file: path,
                line: lines.lineOf(scan.recursiveAt) + lineOffset,
                message: 'recursive alias: the alias refers to a node that contains it, which Kubernetes rejects; the document was not read',
            });
            continue;
        }
        if (scan?.excessiveAt !== undefined) {
            problems.push({
                file: path,
                line: lines.lineOf(scan.excessiveAt) + lineOffset,
                message: scan.aliases > 0
                    ? `excessive aliasing: the document expands to more than ${lim.maxExpandedNodes} nodes through its aliases; it was not read`
                    : `too many nodes: the document has more than ${lim.maxExpandedNodes} nodes; it was not read`,
            });
            continue;
        }
        if (scan && scan.aliases > lim.maxAliases) {
            problems.push({
                file: path,
                line: docLine,
                message: `too many aliases (${scan.aliases}, limit ${lim.maxAliases}); the document was not read`,
            });
            continue;
        }
        let value;
        try {
            value = constructFromEvents(docEvents, {
                source: text,
                schema: KUBE_YAML_SCHEMA,
                filename: path,
                maxAliases: lim.maxAliases,
            })[0];
        }
        catch (err) {
            problems.push(errorProblem(path, err, lineOffset));
            continue;
        }
        if (scan && lineOffset)
            for (const pos of scan.positions.values())
                pos.line += lineOffset;
        const positions = scan
            ? scan.positions
            : new EventPositions(events, docStart, end, text, lines, lineOffset);
        objects.push(...toKubeObjects(path, value, positions, docLine));
    }
    return { path, objects, problems };
}
/** After a syntax error: each `---` part on its own, with its lines offset, so good parts still count. */
function readParts(path, text, lim, firstError) {
    const parts = [{ start: 0, line: 0 }];
    const re = /^---[ \t]*(?:#.*)?\r?$/gm;
    for (let m = re.exec(text); m; m = re.exec(text)) {
        const line = lineAt(text, m.index) - 1;
        parts.push({ start: m.index, line });
    }
    if (parts.length === 1)
        return { path, objects: [], problems: [errorProblem(path, firstError, 0)] };
    const objects = [];
    const problems = [];
    parts.forEach((p, k) => {
        const end = parts[k + 1]?.start ?? text.length;
        const chunk = text.slice(p.start, end);
        try {
            const events = parseEvents(chunk, { filename: path, maxDepth: lim.maxDepth });
            const r = readEvents(path, chunk, events, lim, p.line);
            objects.push(...r.objects);
            problems.push(...r.problems);
        }
        catch (err) {
            problems.push(errorProblem(path, err, p.line));
        }
    });
    return { path, objects, problems };
}

/** A scalar as a string (numbers too, as YAML reads `1.0` unquoted), else undefined. */
const str = (v) => typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const labels = (o) => asRecord(asRecord(o.value.metadata).labels);
const annotations = (o) => asRecord(asRecord(o.value.metadata).annotations);
const indexes = new WeakMap();
function indexOf(state) {
    let ix = indexes.get(state);
    if (!ix) {
        const byKind = new Map();
        for (const o of state.objects) {
            const list = byKind.get(o.kind) ?? [];
            list.push(o);
            byKind.set(o.kind, list);
        }
        ix = { byKind };
        indexes.set(state, ix);
    }
    return ix;
}
/** The live objects of one kind, in file order. */
const ofKind = (state, kind) => indexOf(state).byKind.get(kind) ?? [];
/**
 * The live object with this identity. Files often leave the namespace to kustomize or Argo CD: a
 * base object without one matches the only live object of that name.
 */
function liveMatch(state, kind, group, namespace, name) {
    const same = ofKind(state, kind).filter((o) => o.group === group && o.name === name);
    const exact = same.find((o) => o.namespace === namespace);
    if (exact)
        return exact;
    return namespace === '' && same.length === 1 ? same[0] : undefined;
}

/** What the CRD pack reads from `--cluster-state`. */
/** `status.storedVersions` of the live CRD, when the state has it. */
function liveStoredVersions(state, crdName) {
    const crd = liveMatch(state, 'CustomResourceDefinition', 'apiextensions.k8s.io', '', crdName);
    const stored = crd ? asRecord(crd.value.status).storedVersions : undefined;
    return Array.isArray(stored) ? stored.filter((v) => typeof v === 'string') : undefined;
}
/**
 * The custom resources a cluster-state export should keep: `group/kind` of every CRD in a head file
 * that the pull request adds or changes (a cheap, file-level superset of the changed CRDs; the pack
 * judges only the CRDs that really changed).
 */
function changedCrdKinds(base, head) {
    const before = new Map(base.files.map((f) => [f.path, f.text]));
    const out = new Set();
    for (const f of head.files) {
        if (before.get(f.path) === f.text || !f.text.includes('CustomResourceDefinition'))
            continue;
        for (const obj of parseFile(f).objects) {
            if (!isCrd(obj))
                continue;
            const crd = readCrd(obj);
            out.add(`${crd.group}/${String(crd.names.kind ?? '')}`);
        }
    }
    return out;
}

const storedVersionRemoved = crdRule({
    id: 'crd/stored-version-removed',
    title: 'Stored version removed',
    defaultSeverity: 'fail',
    description: 'A version that objects may be stored in (storage on base, or in status.storedVersions) is gone from the head CRD.',
    docs: {
        why: "The API server refuses to update a CRD that drops a version still listed in `status.storedVersions`, and objects stored in it could no longer be read. Files in git carry no `status`, so the gate treats the base revision's storage version as stored — which is what broke Strimzi users moving from 0.51 to 1.0 (strimzi#12751). crdify's check does nothing on files. With `--cluster-state` the gate reads the live CRD's `status.storedVersions` instead: the exact check the API server makes. A version deleted from `spec.versions` that was neither served nor storage on base can still be in `status.storedVersions` on clusters that stored it in an earlier release (Gateway API v1.2 deleting `v1alpha2`; cert-manager 1.7 needed a storage migration first): without live evidence that is a warning.",
        fix: 'Before removing the version: make the new version the storage version and roll it out; rewrite every object in the new version (a storage-version migration, or `kubectl get <kind> -A -o json | kubectl replace -f -`); remove the old version from `status.storedVersions` (`kubectl patch crd <name> --subresource=status --type=merge -p \'{"status":{"storedVersions":["<new>"]}}\'`); only then remove it from the CRD.',
    },
}, (p, ctx) => {
    if (!p.base || !p.head)
        return [];
    const head = p.head;
    const state = ctx.facts.clusterState;
    // Live evidence replaces the guess from files: the API server checks exactly this list.
    const live = state ? liveStoredVersions(state, p.base.name) : undefined;
    const guessed = new Set([
        ...p.base.versions.filter((v) => v.storage).map((v) => v.name),
        ...p.base.storedVersions,
        ...head.storedVersions,
    ]);
    const stored = new Set(live ?? guessed);
    const gone = (name) => !head.versions.some((v) => v.name === name);
    const out = [];
    const storage = head.versions.find((v) => v.storage)?.name ?? '<new storage version>';
    for (const name of [...stored].sort()) {
        if (!gone(name))
            continue;
        out.push(crdFinding(p, ['spec', 'versions'], `${live ? `version ${name} is in the live status.storedVersions (${live.join(', ')}) of ${state.file}` : `version ${name} may still hold stored objects`} but is removed: the API server refuses the CRD update while ${name} is in status.storedVersions, and objects stored as ${name} cannot be read. Migrate first: roll out ${storage} as the storage version, rewrite every ${String(head.names.kind ?? 'object')} (storage-version migration), patch status.storedVersions to drop ${name}, then remove it in a later PR.`, undefined, name));
    }
    // Neither served nor storage on base, yet clusters that once stored it may still list it in
    // status.storedVersions (Gateway API v1.2 deleting v1alpha2): a warning without live evidence.
    for (const v of p.base.versions) {
        if (live || stored.has(v.name) || !gone(v.name) || v.served)
            continue;
        out.push(crdFinding(p, ['spec', 'versions'], `version ${v.name} is removed; it was neither served nor the storage version on the base revision, but clusters that stored objects as ${v.name} in an earlier release may still list it in status.storedVersions, and then the API server refuses this CRD update. Check \`kubectl get crd ${p.base.name} -o jsonpath='{.status.storedVersions}'\` on every cluster (or pass --cluster-state) before applying.`, 'warn', v.name));
    }
    // Say when live evidence cleared what the files alone would have failed.
    for (const name of [...guessed].sort()) {
        if (!live || stored.has(name) || !gone(name))
            continue;
        out.push(crdFinding(p, ['spec', 'versions'], `version ${name} is removed; the files alone suggest it may hold stored objects, but the live status.storedVersions (${live.join(', ') || 'empty'}) of ${state.file} no longer lists it, so the API server accepts the removal.`, 'notice', name));
    }
    return out;
});

const subresourceRemoved = crdRule({
    id: 'crd/subresource-removed',
    title: 'Subresource removed or changed',
    defaultSeverity: 'fail',
    description: 'The status or scale subresource of a version was removed, or the scale paths changed.',
    messages: {
        statusRemoved: "{{version}}: subresource status removed: the operator's status updates fail. Keep it.",
        scaleRemoved: '{{version}}: subresource scale removed: kubectl scale and HorizontalPodAutoscalers targeting it break. Keep it.',
        scalePath: '{{version}}: scale.{{key}} {{from}} → {{to}}: autoscalers and kubectl scale read and write another field. Keep the path.',
    },
    docs: {
        why: 'The operator writes status through `/status`; without the subresource those writes fail (or, worse, spec and status are written together). Removing `scale` breaks `kubectl scale` and every HorizontalPodAutoscaler targeting the resource; changed scale paths make them read and write the wrong field.',
        fix: 'Keep the subresources and their paths; change them only in a new API version.',
    },
}, (p) => {
    const out = [];
    for (const [bv, hv] of sameVersions(p)) {
        for (const sub of ['status', 'scale']) {
            if (bv.subresources[sub] !== undefined && hv.subresources[sub] === undefined) {
                out.push(crdFinding(p, ['spec', 'versions', hv.index], { messageId: sub === 'status' ? 'statusRemoved' : 'scaleRemoved', data: { version: hv.name } }, undefined, `${hv.name} subresources.${sub}`));
            }
        }
        const bs = bv.subresources.scale;
        const hs = hv.subresources.scale;
        if (bs && hs) {
            for (const k of ['specReplicasPath', 'statusReplicasPath', 'labelSelectorPath']) {
                if (bs[k] !== hs[k])
                    out.push(crdFinding(p, ['spec', 'versions', hv.index, 'subresources', 'scale', k], {
                        messageId: 'scalePath',
                        data: { version: hv.name, key: k, from: String(bs[k]), to: String(hs[k]) },
                    }, undefined, `${hv.name} subresources.scale.${k}`));
            }
        }
    }
    return out;
});

const typeChanged = schemaChangeRule({
    id: 'crd/type-changed',
    title: 'Field type changed',
    defaultSeverity: 'fail',
    description: "A field's `type` (or int-or-string / embedded-resource marker) changed to one that rejects values the old type allowed.",
    kinds: ['type-changed'],
    advice: 'Stored objects and manifests with the old type fail validation on their next update, and typed clients fail to decode them. Add a new field with the new type and deprecate the old one, or change it only in a new API version with a conversion.',
    docs: {
        why: 'Every stored object holds a value of the old type. After the change, the next update of such an object is rejected, `kubectl apply` of unchanged manifests fails, and clients generated from the old schema cannot decode the new one. A map moving from `x-kubernetes-preserve-unknown-fields: true` to a typed `additionalProperties` is reported here once (its values are now typed; every key is kept). Nothing else is reported at or under a field whose type changed.',
        fix: 'Add a new field with the new type and deprecate the old one, or serve a new API version and convert. Widening changes pass: `integer` → `number`, `integer` or `string` → `x-kubernetes-int-or-string`.',
    },
});

const unhandledChange = schemaChangeRule({
    id: 'crd/unhandled-change',
    title: 'Schema change the gate cannot classify',
    defaultSeverity: 'fail',
    description: 'A schema keyword changed that no check understands; fails while `crd.unhandled` is `closed` (the default).',
    kinds: ['unhandled'],
    /** `crd.unhandled: open` reports unclassified changes as notices. */
    severityFrom: ({ crd }) => (crd.unhandled === 'open' ? 'notice' : undefined),
    advice: (_c, { crd }) => crd.unhandled === 'open'
        ? 'Reported as a notice because crd.unhandled is open.'
        : 'Unknown is not safe: review it by hand, then waive it with a reason or set `crd.unhandled: open`.',
    docs: {
        why: 'Every keyword of a schema either has a check or lands here, so nothing changes silently. A change the gate cannot judge might break stored objects.',
        fix: 'Review the change. If it is safe, waive the finding with the reason; `crd.unhandled: open` reports such changes as notices instead.',
    },
});

/** The CRD upgrade-safety rules, in catalogue order. */
const crdRules = [
    crdRemoved,
    scopeChanged,
    namesChanged,
    storedVersionRemoved,
    servedVersionRemoved,
    storageVersionChanged,
    storageVersionCount,
    fieldRemoved,
    typeChanged,
    requiredAdded,
    enumRestricted,
    enumExtended,
    boundsTightened,
    defaultChanged,
    patternChanged,
    formatChanged,
    nullableChanged,
    preserveUnknownFields,
    listSemanticsChanged,
    celRulesChanged,
    compositionChanged,
    subresourceRemoved,
    printerColumnsChanged,
    conversionChanged,
    servedVersionsIncompatible,
    customResourceInvalid,
    descriptionChanged,
    unhandledChange,
];

const duplicateObject = defineRule({
    id: 'input/duplicate-object',
    title: 'Object defined twice',
    category: 'input',
    defaultSeverity: 'fail',
    description: 'The same object (API group, kind, namespace, name) is defined more than once in the head revision: one definition silently wins on apply.',
    messages: {
        duplicate: '{{object}} is defined again here; first definition at {{first}}. Whichever is applied last wins, and the gate compares only the first: remove or rename one of them.',
        alreadyDuplicate: '{{object}} is defined again here; first definition at {{first}}. Already present on the base revision.',
        identical: '{{object}} is defined again here, identical to the first definition at {{first}}: applying either gives the same object, but keep one source of truth.',
    },
    docs: {
        why: '`kubectl apply`, Argo CD and Flux apply both definitions; the last one wins, and which one is last depends on file order. The gate pairs base and head objects by identity, so with two definitions it compares only the first and could miss what the second changes. The API version does not matter: `kafka.strimzi.io/v1beta2` and `kafka.strimzi.io/v1` of the same `Kafka` are the same object.',
        fix: "Delete one definition, or give them different names or namespaces. When a tool renders the same object twice on purpose (Kustomize overlays rendered side by side), point `paths:` at one overlay. A duplicate already present on the base revision, or identical to the first definition (a chart's copy of an install file), is reported as a warning.",
    },
    check(ctx) {
        const out = [];
        for (const [key, list] of ctx.head.duplicates) {
            const [first, ...rest] = list;
            if (!first)
                continue;
            const old = ctx.base.duplicates.has(key);
            for (const dup of rest) {
                // The same content twice (a chart's copy of an install file): nothing wins over anything.
                const same = dup.digest === first.digest;
                out.push({
                    severity: old || same ? 'warn' : undefined,
                    file: dup.file,
                    line: dup.line,
                    side: 'head',
                    object: objectRef(dup),
                    messageId: old ? 'alreadyDuplicate' : same ? 'identical' : 'duplicate',
                    data: { object: objectRef(dup), first: `${first.file}:${first.line}` },
                });
            }
        }
        return out;
    },
});

/** Problems of one side: parse errors plus files the source refused (invalid UTF-8, too large). */
function problemsOf(tree) {
    const problems = tree.files.flatMap((f) => f.problems);
    for (const s of tree.snapshot.skipped) {
        if (s.reason === 'invalid-utf8') {
            const line = Number(/line (\d+)/.exec(s.detail ?? '')?.[1] ?? 1);
            problems.push({ file: s.path, line, message: `not valid UTF-8${s.detail ? ` (${s.detail})` : ''}` });
        }
        else if (s.reason === 'too-large') {
            problems.push({
                file: s.path,
                line: 1,
                message: `file not read: larger than the size cap${s.detail ? ` (${s.detail})` : ''}`,
            });
        }
    }
    return problems;
}
const sig = (p) => `${p.file}\u0000${p.message}`;
const parseError = defineRule({
    id: 'input/parse-error',
    title: 'Manifest cannot be read',
    category: 'input',
    defaultSeverity: 'fail',
    description: 'A YAML or JSON file in the head revision cannot be parsed, is not valid UTF-8, is too large, or is unsafe to expand.',
    messages: {
        unreadable: '{{problem}}. Nothing in this file was checked: fix the syntax (or exclude the file with `exclude:`) so the gate can judge it.',
        alreadyUnreadable: '{{problem}}. Already present on the base revision.',
    },
    docs: {
        why: 'An unreadable file hides every problem in it. The gate keeps going (every other file is still checked) but it cannot vouch for this one, so the PR fails until the file reads. Unreadable means: a YAML or JSON syntax error (at the line the parser reports); a key twice in one mapping (Kubernetes\' strict decoder rejects it); unsafe input (excessive aliasing such as a "billion laughs" document, nesting deeper than the limit); a file that is not valid UTF-8 (at the line of the first bad byte) or larger than the size cap (10 MiB by default). The rule also carries notices that never count: one per Helm chart whose `templates/` were skipped, because Go templates are not YAML until rendered.',
        fix: 'Fix the syntax at the line shown (`yamllint` or `kubectl apply --dry-run=client -f FILE` help), or, if the file is not a manifest at all, leave it out with `exclude:` in the config or the `exclude` input. A file larger than the cap: raise `maxFileSize` in the config, or exclude it. A problem already present on the base revision is reported as a warning ("already present"): the PR did not cause it.',
    },
    check(ctx) {
        const before = new Set(problemsOf(ctx.base).map(sig));
        const out = problemsOf(ctx.head).map((p) => {
            const old = before.has(sig(p));
            return {
                severity: old ? 'warn' : undefined,
                file: p.file,
                line: p.line,
                side: 'head',
                messageId: old ? 'alreadyUnreadable' : 'unreadable',
                data: { problem: p.message },
            };
        });
        // Notes from reading the head side (a Helm chart whose templates were skipped) come as text.
        for (const n of ctx.head.notes)
            out.push({ severity: 'notice', file: n.file, line: n.line, side: 'head', message: n.message });
        return out;
    },
});

const inputRules = [parseError, duplicateObject];

/** A finding on a Kafka cluster, at its version or metadata-version line (or the object). */
function clusterFinding(c, field, message, severity) {
    const f = field ? c[field] : undefined;
    return {
        severity,
        file: c.obj.file,
        line: f && f.value !== undefined ? f.line : c.obj.line,
        side: 'head',
        object: c.ref,
        ...(field ? { path: `spec.kafka.${field}` } : {}),
        message: c.evidence ? `${message} (Evidence: ${c.evidence}.)` : message,
    };
}

/** The Strimzi cluster-operator image, `…/strimzi/operator:X.Y.Z` (a `v` prefix allowed). */
const STRIMZI_OPERATOR_IMAGE = /(?:^|\/)strimzi\/operator:v?(\d+\.\d+\.\d+)$/;
const WANTED = {
    CustomResourceDefinition: { group: 'apiextensions.k8s.io', keep: ['metadata', 'status'] },
    Kafka: { group: 'kafka.strimzi.io', keep: ['metadata', 'spec', 'status'] },
    KafkaNodePool: { group: 'kafka.strimzi.io', keep: ['metadata', 'spec', 'status'] },
    KafkaRebalance: { group: 'kafka.strimzi.io', keep: ['metadata', 'status'] },
    // Only the Strimzi cluster operator's Deployment, and only pods of a Strimzi cluster.
    Deployment: {
        group: 'apps',
        keep: ['metadata', 'spec'],
        mustContain: 'strimzi',
        image: STRIMZI_OPERATOR_IMAGE,
    },
    Pod: { group: '', keep: ['metadata'], mustContain: 'strimzi.io/cluster', label: 'strimzi.io/cluster' },
};
/** Fields the cluster manages: dropped from every object, never evidence. */
const CLUSTER_FIELDS = ['managedFields', 'resourceVersion', 'uid', 'selfLink'];
const wantedKind = (kind) => Object.prototype.hasOwnProperty.call(WANTED, kind) ? WANTED[kind] : undefined;
const CUSTOM_KEEP = ['metadata', 'spec'];

/** A Deployment's containers, as written (a file's object or a live one). */
function containersOf(deployment) {
    const containers = valueAt(deployment, ['spec', 'template', 'spec', 'containers']);
    return Array.isArray(containers) ? containers : [];
}
/** The Strimzi operator containers of a Deployment: their index and the version their image names. */
function operatorContainers(deployment) {
    const out = [];
    containersOf(deployment).forEach((c, index) => {
        const m = STRIMZI_OPERATOR_IMAGE.exec(String(asRecord(c).image ?? ''));
        if (m)
            out.push({ index, version: m[1] });
    });
    return out;
}
/**
 * The namespaces an operator Deployment manages, from `STRIMZI_NAMESPACE`: a list, `*`, or (set from
 * the downward API, or unset) its own namespace; `*` when that is unknown too.
 */
function watchedNamespaces(deployment, namespace) {
    const own = namespace ? [namespace] : '*';
    for (const c of containersOf(deployment)) {
        const env = asRecord(c).env;
        for (const e of Array.isArray(env) ? env.map(asRecord) : []) {
            if (e.name !== 'STRIMZI_NAMESPACE')
                continue;
            if (typeof e.value !== 'string')
                return own;
            if (e.value.trim() === '*')
                return '*';
            const list = e.value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean);
            return list.length ? list : own;
        }
    }
    return own;
}

const STRIMZI_RELEASES = [
    { "version": "0.22.0", "defaultKafka": "2.7.0", "supported": [{ "version": "2.5.0", "metadata": null }, { "version": "2.5.1", "metadata": null }, { "version": "2.6.0", "metadata": null }, { "version": "2.6.1", "metadata": null }, { "version": "2.7.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.7.0"], "apiVersions": { "Kafka": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaRebalance": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.22.1", "defaultKafka": "2.7.0", "supported": [{ "version": "2.5.0", "metadata": null }, { "version": "2.5.1", "metadata": null }, { "version": "2.6.0", "metadata": null }, { "version": "2.6.1", "metadata": null }, { "version": "2.7.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.7.0"], "apiVersions": { "Kafka": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaRebalance": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.23.0", "defaultKafka": "2.8.0", "supported": [{ "version": "2.6.0", "metadata": null }, { "version": "2.6.1", "metadata": null }, { "version": "2.6.2", "metadata": null }, { "version": "2.7.0", "metadata": null }, { "version": "2.8.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.24.0", "defaultKafka": "2.8.0", "supported": [{ "version": "2.7.0", "metadata": null }, { "version": "2.7.1", "metadata": null }, { "version": "2.8.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.25.0", "defaultKafka": "2.8.0", "supported": [{ "version": "2.7.0", "metadata": null }, { "version": "2.7.1", "metadata": null }, { "version": "2.8.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.26.0", "defaultKafka": "3.0.0", "supported": [{ "version": "2.8.0", "metadata": null }, { "version": "2.8.1", "metadata": null }, { "version": "3.0.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.26.1", "defaultKafka": "3.0.0", "supported": [{ "version": "2.8.0", "metadata": null }, { "version": "2.8.1", "metadata": null }, { "version": "3.0.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.27.0", "defaultKafka": "3.0.0", "supported": [{ "version": "2.8.0", "metadata": null }, { "version": "2.8.1", "metadata": null }, { "version": "3.0.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.27.1", "defaultKafka": "3.0.0", "supported": [{ "version": "2.8.0", "metadata": null }, { "version": "2.8.1", "metadata": null }, { "version": "3.0.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.28.0", "defaultKafka": "3.1.0", "supported": [{ "version": "3.0.0", "metadata": null }, { "version": "3.1.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.1.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.29.0", "defaultKafka": "3.2.0", "supported": [{ "version": "3.0.0", "metadata": null }, { "version": "3.0.1", "metadata": null }, { "version": "3.1.0", "metadata": null }, { "version": "3.1.1", "metadata": null }, { "version": "3.2.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.2.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.30.0", "defaultKafka": "3.2.0", "supported": [{ "version": "3.1.0", "metadata": null }, { "version": "3.1.1", "metadata": null }, { "version": "3.2.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.2.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.31.0", "defaultKafka": "3.2.1", "supported": [{ "version": "3.1.0", "metadata": null }, { "version": "3.1.1", "metadata": null }, { "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.2.0", "3.2.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.31.1", "defaultKafka": "3.2.3", "supported": [{ "version": "3.1.0", "metadata": null }, { "version": "3.1.1", "metadata": null }, { "version": "3.1.2", "metadata": null }, { "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.32.0", "defaultKafka": "3.3.1", "supported": [{ "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }, { "version": "3.3.1", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.33.0", "defaultKafka": "3.3.2", "supported": [{ "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }, { "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.33.1", "defaultKafka": "3.3.2", "supported": [{ "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }, { "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.33.2", "defaultKafka": "3.4.0", "supported": [{ "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }, { "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }, { "version": "3.4.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.34.0", "defaultKafka": "3.4.0", "supported": [{ "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }, { "version": "3.4.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.35.0", "defaultKafka": "3.4.0", "supported": [{ "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }, { "version": "3.4.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.35.1", "defaultKafka": "3.4.0", "supported": [{ "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }, { "version": "3.4.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.36.0", "defaultKafka": "3.5.0", "supported": [{ "version": "3.4.0", "metadata": null }, { "version": "3.4.1", "metadata": null }, { "version": "3.5.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.36.1", "defaultKafka": "3.5.1", "supported": [{ "version": "3.4.0", "metadata": null }, { "version": "3.4.1", "metadata": null }, { "version": "3.5.0", "metadata": null }, { "version": "3.5.1", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.37.0", "defaultKafka": "3.5.1", "supported": [{ "version": "3.4.0", "metadata": null }, { "version": "3.4.1", "metadata": null }, { "version": "3.5.0", "metadata": null }, { "version": "3.5.1", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.38.0", "defaultKafka": "3.6.0", "supported": [{ "version": "3.5.0", "metadata": null }, { "version": "3.5.1", "metadata": null }, { "version": "3.6.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.6.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.39.0", "defaultKafka": "3.6.1", "supported": [{ "version": "3.5.0", "metadata": "3.5" }, { "version": "3.5.1", "metadata": "3.5" }, { "version": "3.5.2", "metadata": "3.5" }, { "version": "3.6.0", "metadata": "3.6" }, { "version": "3.6.1", "metadata": "3.6" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.40.0", "defaultKafka": "3.7.0", "supported": [{ "version": "3.6.0", "metadata": "3.6" }, { "version": "3.6.1", "metadata": "3.6" }, { "version": "3.7.0", "metadata": "3.7" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.7.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.41.0", "defaultKafka": "3.7.0", "supported": [{ "version": "3.6.0", "metadata": "3.6" }, { "version": "3.6.1", "metadata": "3.6" }, { "version": "3.6.2", "metadata": "3.6" }, { "version": "3.7.0", "metadata": "3.7" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.42.0", "defaultKafka": "3.7.1", "supported": [{ "version": "3.6.0", "metadata": "3.6" }, { "version": "3.6.1", "metadata": "3.6" }, { "version": "3.6.2", "metadata": "3.6" }, { "version": "3.7.0", "metadata": "3.7" }, { "version": "3.7.1", "metadata": "3.7" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.43.0", "defaultKafka": "3.8.0", "supported": [{ "version": "3.7.0", "metadata": "3.7" }, { "version": "3.7.1", "metadata": "3.7" }, { "version": "3.8.0", "metadata": "3.8" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.44.0", "defaultKafka": "3.8.0", "supported": [{ "version": "3.7.0", "metadata": "3.7" }, { "version": "3.7.1", "metadata": "3.7" }, { "version": "3.8.0", "metadata": "3.8" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.45.0", "defaultKafka": "3.9.0", "supported": [{ "version": "3.8.0", "metadata": "3.8" }, { "version": "3.8.1", "metadata": "3.8" }, { "version": "3.9.0", "metadata": "3.9" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.45.1", "defaultKafka": "3.9.1", "supported": [{ "version": "3.8.0", "metadata": "3.8" }, { "version": "3.8.1", "metadata": "3.8" }, { "version": "3.9.0", "metadata": "3.9" }, { "version": "3.9.1", "metadata": "3.9" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.45.2", "defaultKafka": "3.9.2", "supported": [{ "version": "3.8.0", "metadata": "3.8" }, { "version": "3.8.1", "metadata": "3.8" }, { "version": "3.9.0", "metadata": "3.9" }, { "version": "3.9.1", "metadata": "3.9" }, { "version": "3.9.2", "metadata": "3.9" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "3.9.2"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false },
    { "version": "0.46.0", "defaultKafka": "4.0.0", "supported": [{ "version": "3.9.0", "metadata": "3.9" }, { "version": "4.0.0", "metadata": "4.0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "4.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": true, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false },
    { "version": "0.46.1", "defaultKafka": "4.0.0", "supported": [{ "version": "3.9.0", "metadata": "3.9" }, { "version": "4.0.0", "metadata": "4.0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "4.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": true, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false },
    { "version": "0.47.0", "defaultKafka": "4.0.0", "supported": [{ "version": "3.9.0", "metadata": "3.9" }, { "version": "3.9.1", "metadata": "3.9" }, { "version": "4.0.0", "metadata": "4.0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": true, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false },
    { "version": "0.48.0", "defaultKafka": "4.1.0", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.1.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false },
    { "version": "0.49.0", "defaultKafka": "4.1.1", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.0.1", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false },
    { "version": "0.49.1", "defaultKafka": "4.1.1", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.0.1", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false },
    { "version": "0.50.0", "defaultKafka": "4.1.1", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.0.1", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false },
    { "version": "0.50.1", "defaultKafka": "4.1.1", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.0.1", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false },
    { "version": "0.51.0", "defaultKafka": "4.2.0", "supported": [{ "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }, { "version": "4.2.0", "metadata": "4.2" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.2.0"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false },
    { "version": "1.0.0", "defaultKafka": "4.2.0", "supported": [{ "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }, { "version": "4.1.2", "metadata": "4.1" }, { "version": "4.2.0", "metadata": "4.2" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.1.2", "4.2.0"], "apiVersions": { "Kafka": { "served": ["v1"], "storage": "v1" }, "KafkaNodePool": { "served": ["v1"], "storage": "v1" }, "KafkaRebalance": { "served": ["v1"], "storage": "v1" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": true },
    { "version": "1.0.1", "defaultKafka": "4.2.0", "supported": [{ "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }, { "version": "4.1.2", "metadata": "4.1" }, { "version": "4.2.0", "metadata": "4.2" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.1.2", "4.2.0"], "apiVersions": { "Kafka": { "served": ["v1"], "storage": "v1" }, "KafkaNodePool": { "served": ["v1"], "storage": "v1" }, "KafkaRebalance": { "served": ["v1"], "storage": "v1" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": true },
    { "version": "1.1.0", "defaultKafka": "4.3.0", "supported": [{ "version": "4.2.0", "metadata": "4.2-IV1" }, { "version": "4.2.1", "metadata": "4.2-IV1" }, { "version": "4.3.0", "metadata": "4.3-IV0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.1.2", "4.2.0", "4.2.1", "4.3.0"], "apiVersions": { "Kafka": { "served": ["v1"], "storage": "v1" }, "KafkaNodePool": { "served": ["v1"], "storage": "v1" }, "KafkaRebalance": { "served": ["v1"], "storage": "v1" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": true },
    { "version": "1.2.0", "defaultKafka": "4.3.1", "supported": [{ "version": "4.2.0", "metadata": "4.2-IV1" }, { "version": "4.2.1", "metadata": "4.2-IV1" }, { "version": "4.3.0", "metadata": "4.3-IV0" }, { "version": "4.3.1", "metadata": "4.3-IV0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.1.2", "4.2.0", "4.2.1", "4.3.0", "4.3.1"], "apiVersions": { "Kafka": { "served": ["v1"], "storage": "v1" }, "KafkaNodePool": { "served": ["v1"], "storage": "v1" }, "KafkaRebalance": { "served": ["v1"], "storage": "v1" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": true },
];
const KAFKA_METADATA_VERSIONS = [
    { "version": "3.0-IV1", "level": 1, "changed": true },
    { "version": "3.1-IV0", "level": 2, "changed": false },
    { "version": "3.2-IV0", "level": 3, "changed": true },
    { "version": "3.3-IV0", "level": 4, "changed": false },
    { "version": "3.3-IV1", "level": 5, "changed": true },
    { "version": "3.3-IV2", "level": 6, "changed": true },
    { "version": "3.3-IV3", "level": 7, "changed": true },
    { "version": "3.4-IV0", "level": 8, "changed": true },
    { "version": "3.5-IV0", "level": 9, "changed": false },
    { "version": "3.5-IV1", "level": 10, "changed": false },
    { "version": "3.5-IV2", "level": 11, "changed": true },
    { "version": "3.6-IV0", "level": 12, "changed": false },
    { "version": "3.6-IV1", "level": 13, "changed": true },
    { "version": "3.6-IV2", "level": 14, "changed": true },
    { "version": "3.7-IV0", "level": 15, "changed": true },
    { "version": "3.7-IV1", "level": 16, "changed": false },
    { "version": "3.7-IV2", "level": 17, "changed": true },
    { "version": "3.7-IV3", "level": 18, "changed": false },
    { "version": "3.7-IV4", "level": 19, "changed": false },
    { "version": "3.8-IV0", "level": 20, "changed": false },
    { "version": "3.9-IV0", "level": 21, "changed": false },
    { "version": "4.0-IV0", "level": 22, "changed": false },
    { "version": "4.0-IV1", "level": 23, "changed": true },
    { "version": "4.0-IV2", "level": 24, "changed": false },
    { "version": "4.0-IV3", "level": 25, "changed": false },
    { "version": "4.1-IV0", "level": 26, "changed": false },
    { "version": "4.1-IV1", "level": 27, "changed": false },
    { "version": "4.2-IV0", "level": 28, "changed": false },
    { "version": "4.2-IV1", "level": 29, "changed": false },
    { "version": "4.3-IV0", "level": 30, "changed": true },
];

/** Compares dotted numeric versions (`0.45.0` < `0.46.0`, `3.9` < `3.10`). */
function compareDotted(a, b) {
    const pa = a.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
    const pb = b.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
        const d = (pa[i] ?? 0) - (pb[i] ?? 0);
        if (d)
            return d < 0 ? -1 : 1;
    }
    return 0;
}
const isSupported = (r, kafka) => r.supported.some((s) => s.version === kafka);

/** What the Strimzi pack reads from `--cluster-state`: Kafka clusters, their pods, operators, rebalances. */
const KAFKA_VERSION_ANNOTATION = 'strimzi.io/kafka-version';
const RECONCILED_ANNOTATION = 'strimzi.io/reconciled';
const RECONCILING_ANNOTATION = 'strimzi.io/reconciling';
/** `0.45.0` (or `v0.45.0`) → `0.45.0`; anything else is not a version. */
const version = (v) => /^v?(\d+\.\d+\.\d+)$/.exec(str(v)?.trim() ?? '')?.[1];
/** `0.45.0`, `operator=0.45.0,kafka=3.9.0` or `{"operator":"0.45.0","kafka":"3.9.0"}`. */
function parseReconcileMark(raw) {
    let fields = {};
    try {
        const j = JSON.parse(raw);
        if (isRecord(j))
            fields = j;
    }
    catch {
        for (const part of raw.split(/[,;\s]+/)) {
            const [k, v] = part.split(/[=:]/, 2);
            if (k && v)
                fields[k.trim()] = v.trim();
        }
    }
    const operator = version(fields.operator ?? fields.operatorVersion) ?? version(raw);
    const kafka = version(fields.kafka ?? fields.kafkaVersion);
    return { raw, ...(operator ? { operator } : {}), ...(kafka ? { kafka } : {}) };
}
function isKafkaPod(pod, cluster) {
    const l = labels(pod);
    if (l['strimzi.io/cluster'] !== cluster)
        return false;
    return (l['strimzi.io/component-type'] === 'kafka' ||
        l['strimzi.io/name'] === `${cluster}-kafka` ||
        (l['strimzi.io/kind'] === 'Kafka' && typeof l['strimzi.io/pool-name'] === 'string'));
}
function conditionsOf(status) {
    const list = Array.isArray(status.conditions) ? status.conditions : [];
    return list.filter(isRecord).map((c) => ({
        type: String(c.type ?? ''),
        ...(str(c.status) !== undefined ? { status: str(c.status) } : {}),
        ...(str(c.reason) !== undefined ? { reason: str(c.reason) } : {}),
        ...(str(c.message) !== undefined ? { message: str(c.message) } : {}),
    }));
}
/** Evidence for the Kafka cluster with this identity, when the state has it. */
function liveKafka(state, namespace, name) {
    const k = liveMatch(state, 'Kafka', 'kafka.strimzi.io', namespace, name);
    if (!k)
        return undefined;
    const kafka = asRecord(asRecord(k.value.spec).kafka);
    const status = asRecord(k.value.status);
    const pods = ofKind(state, 'Pod')
        .filter((p) => p.namespace === k.namespace && isKafkaPod(p, k.name))
        .map((p) => ({ name: p.name, version: str(annotations(p)[KAFKA_VERSION_ANNOTATION]) }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const versions = pods.map((p) => p.version).filter((v) => v !== undefined);
    const running = versions.sort(compareDotted)[versions.length - 1];
    const a = annotations(k);
    const mark = (key) => (typeof a[key] === 'string' ? parseReconcileMark(a[key]) : undefined);
    const reconciled = mark(RECONCILED_ANNOTATION);
    const reconciling = mark(RECONCILING_ANNOTATION);
    const opt = (key, v) => (v === undefined ? {} : { [key]: v });
    return {
        ref: `Kafka/${k.namespace ? `${k.namespace}/` : ''}${k.name}`,
        namespace: k.namespace,
        name: k.name,
        ...opt('specVersion', str(kafka.version)),
        ...opt('specMetadata', str(kafka.metadataVersion)),
        ...opt('statusKafkaVersion', str(status.kafkaVersion)),
        ...opt('statusMetadataVersion', str(status.kafkaMetadataVersion)),
        ...opt('operatorLastSuccessfulVersion', str(status.operatorLastSuccessfulVersion)),
        conditions: conditionsOf(status),
        pods,
        ...opt('running', running),
        ...(reconciled ? { reconciled } : {}),
        ...(reconciling ? { reconciling } : {}),
    };
}
/** Versions of the live Strimzi cluster-operator Deployments, with the namespaces they watch. */
function liveOperators(state) {
    return ofKind(state, 'Deployment').flatMap((d) => operatorContainers(d.value).map((c) => ({
        ref: `Deployment/${d.namespace}/${d.name}`,
        version: c.version,
        watches: watchedNamespaces(d.value, d.namespace),
    })));
}
/** The live operator version managing a namespace, when exactly one does. */
function liveOperatorVersion(state, namespace) {
    const all = liveOperators(state);
    const watching = all.filter((o) => o.watches === '*' || o.watches.includes(namespace));
    const versions = [...new Set((watching.length ? watching : all).map((o) => o.version))];
    return versions.length === 1 ? versions[0] : undefined;
}
/** KafkaRebalances of a cluster and the state their Ready-like condition says they are in. */
function liveRebalances(state, namespace, cluster) {
    return ofKind(state, 'KafkaRebalance')
        .filter((r) => r.group === 'kafka.strimzi.io' &&
        r.namespace === namespace &&
        labels(r)['strimzi.io/cluster'] === cluster)
        .map((r) => {
        const current = conditionsOf(asRecord(r.value.status)).find((c) => c.status === 'True');
        return { ref: `KafkaRebalance/${r.namespace}/${r.name}`, ...(current ? { state: current.type } : {}) };
    });
}

/** `4.1-IV1` → its table entry; `4.1` → the highest IV of 4.1 (as Kafka resolves it). */
function resolveMetadata(v) {
    if (/-IV\d+$/.test(v))
        return KAFKA_METADATA_VERSIONS.find((m) => m.version === v);
    const of = KAFKA_METADATA_VERSIONS.filter((m) => m.version.startsWith(`${v}-IV`));
    return of[of.length - 1];
}
/** The release part of a metadata version (`4.1-IV1` → `4.1`), which Strimzi compares. */
const releaseOf = (v) => v.replace(/-IV\d+$/, '');
/** Compares metadata versions ignoring `-IVn`, as Strimzi does. */
const compareMetadata = (a, b) => compareDotted(releaseOf(a), releaseOf(b));
/** Levels in (low, high] that changed the metadata format: crossing them cannot be undone. */
function formatChangesBetween(low, high) {
    return KAFKA_METADATA_VERSIONS.filter((m) => m.level > low.level && m.level <= high.level && m.changed);
}

function field(obj, path) {
    const cur = valueAt(obj.value, path);
    return {
        raw: cur,
        value: cur === undefined || cur === null ? undefined : String(cur),
        isNumber: typeof cur === 'number',
        line: lineOf(obj, path),
        path,
    };
}
const CHART = 'strimzi-kafka-operator';
const RELEASE_URL = /strimzi-kafka-operator\/releases\/download\/v?(\d+\.\d+\.\d+)\//;
const semver$1 = (v) => typeof v === 'string' && /^v?\d+\.\d+\.\d+$/.test(v) ? v.replace(/^v/, '') : undefined;
/**
 * The operator version from whichever the repo uses: the cluster-operator Deployment image
 * (`…/strimzi/operator:X.Y.Z`), a kustomization's `images:` or release URL in `resources:`, a Flux
 * HelmRelease or Argo CD Application of the strimzi-kafka-operator chart, or a Chart.yaml dependency.
 */
function operatorsOf(tree) {
    const out = [];
    const add = (obj, version, via, path) => {
        if (version)
            out.push({
                version,
                via,
                file: obj.file,
                line: lineOf(obj, path),
                ref: objectRef(obj),
                watches: via === 'deployment' ? watchedNamespaces(obj.value, obj.namespace) : '*',
                ...(via === 'deployment' ? { obj } : {}),
            });
    };
    for (const obj of tree.objects) {
        const spec = asRecord(obj.value.spec);
        if (obj.kind === 'Deployment') {
            for (const c of operatorContainers(obj.value))
                add(obj, c.version, 'deployment', ['spec', 'template', 'spec', 'containers', c.index, 'image']);
        }
        else if (obj.kind === 'Kustomization' && obj.group.startsWith('kustomize.config.k8s.io')) {
            const images = Array.isArray(obj.value.images) ? obj.value.images : [];
            images.forEach((im, i) => {
                if (/strimzi\/operator$/.test(String(asRecord(im).name ?? '')))
                    add(obj, semver$1(asRecord(im).newTag), 'kustomize', ['images', i, 'newTag']);
            });
            const resources = Array.isArray(obj.value.resources) ? obj.value.resources : [];
            resources.forEach((r, i) => add(obj, RELEASE_URL.exec(String(r))?.[1], 'kustomize', ['resources', i]));
        }
        else if (obj.kind === 'HelmRelease' && obj.group === 'helm.toolkit.fluxcd.io') {
            const chart = asRecord(asRecord(spec.chart).spec);
            if (chart.chart === CHART)
                add(obj, semver$1(chart.version), 'helmrelease', ['spec', 'chart', 'spec', 'version']);
        }
        else if (obj.kind === 'Application' && obj.group === 'argoproj.io') {
            const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])];
            sources.forEach((s, i) => {
                if (asRecord(s).chart === CHART)
                    add(obj, semver$1(asRecord(s).targetRevision), 'argocd', i === 0 ? ['spec', 'source', 'targetRevision'] : ['spec', 'sources', i - 1, 'targetRevision']);
            });
        }
    }
    return [...out, ...chartDependencies(tree)];
}
/** `dependencies:` of Chart.yaml files (not Kubernetes objects, so read from the snapshot). */
function chartDependencies(tree) {
    const out = [];
    for (const f of tree.snapshot.files) {
        if (!/(^|\/)Chart\.ya?ml$/.test(f.path) || !f.text.includes(CHART))
            continue;
        const lines = f.text.split('\n');
        // A small, bounded scan: "- name: strimzi-kafka-operator" followed by "version: X.Y.Z".
        lines.forEach((l, i) => {
            if (!new RegExp(`name:\\s*["']?${CHART}["']?\\s*$`).test(l))
                return;
            // The list item that holds this name: from its "- " line to the next item or a dedent.
            let start = i;
            while (start > 0 && !/^\s*-\s/.test(lines[start]))
                start--;
            const indent = /^(\s*)/.exec(lines[start])[1].length;
            for (let k = start; k < lines.length; k++) {
                const line = lines[k];
                if (k > start &&
                    line.trim() &&
                    (/^\s*-\s/.test(line)
                        ? /^(\s*)/.exec(line)[1].length <= indent
                        : /^(\s*)/.exec(line)[1].length <= indent))
                    break;
                const m = /^\s*-?\s*version:\s*["']?v?(\d+\.\d+\.\d+)["']?\s*$/.exec(line);
                if (m) {
                    out.push({ version: m[1], via: 'chart', file: f.path, line: k + 1, ref: f.path, watches: '*' });
                    return;
                }
            }
        });
    }
    return out;
}
function sideOf(tree) {
    return {
        operators: operatorsOf(tree),
        clusters: tree.objects
            .filter((o) => o.kind === 'Kafka' && o.group === 'kafka.strimzi.io')
            .map((obj) => ({
            obj,
            ref: objectRef(obj),
            version: field(obj, ['spec', 'kafka', 'version']),
            metadataVersion: field(obj, ['spec', 'kafka', 'metadataVersion']),
        })),
    };
}
/** The Strimzi state of both sides: operators and Kafka clusters as the files say. */
function readStrimziState(base, head) {
    return { base: sideOf(base), head: sideOf(head) };
}
/** The Strimzi state of both sides, extracted once per run. */
const strimziState = (ctx) => ctx.analyses.strimzi;
/** The operator version for a side: `strimzi.operatorVersion` in config, else the one Deployment found. */
function operatorVersion(ctx, side, namespace) {
    const configured = ctx.config.strimzi.operatorVersion;
    if (typeof configured === 'string')
        return { version: configured };
    // Operators matched to the namespace when there are several; ambiguity is said, never guessed.
    const all = side.operators;
    const watching = namespace === undefined || all.length < 2
        ? all
        : all.filter((o) => o.watches === '*' || o.watches.includes(namespace));
    const versions = [...new Set((watching.length ? watching : all).map((o) => o.version))];
    if (versions.length === 1)
        return { version: versions[0] };
    if (versions.length > 1)
        return {
            why: `several cluster-operator versions (${versions.join(', ')}) in one tree; set strimzi.operatorVersion`,
        };
    return { why: 'no cluster-operator Deployment found; set strimzi.operatorVersion' };
}
/** The release facts of this run (bundled, overlaid by `strimzi.releases`). */
const releasesOf = (ctx) => ctx.analyses.strimziReleases;
function noStrimzi(ctx) {
    const s = strimziState(ctx);
    return s.head.clusters.length || s.head.operators.length
        ? undefined
        : 'no Strimzi operator or Kafka cluster on the head side';
}

/**
 * The from-versions as the cluster reports them: the highest `strimzi.io/kafka-version` on the Kafka
 * pods (what the operator itself reads), else `status.kafkaVersion`, else a legacy
 * `strimzi.io/reconciled` annotation; the metadata version from `status.kafkaMetadataVersion`.
 */
function liveFrom(live, file) {
    const evidence = [];
    let kafka;
    if (live.running) {
        kafka = live.running;
        const n = live.pods.filter((p) => p.version).length;
        evidence.push(`running Kafka ${kafka} is the highest strimzi.io/kafka-version on ${n} Kafka pod${n === 1 ? '' : 's'} in ${file}`);
    }
    else if (live.statusKafkaVersion) {
        kafka = live.statusKafkaVersion;
        evidence.push(`running Kafka ${kafka} is status.kafkaVersion in ${file} (no pod carries strimzi.io/kafka-version)`);
    }
    else if (live.reconciled?.kafka) {
        kafka = live.reconciled.kafka;
        evidence.push(`running Kafka ${kafka} is from the legacy strimzi.io/reconciled annotation in ${file}`);
    }
    const metadata = live.statusMetadataVersion;
    if (metadata)
        evidence.push(`metadata ${metadata} is status.kafkaMetadataVersion in ${file}`);
    return { kafka, metadata, evidence };
}
function metadataFor(release, kafka, written) {
    if (written)
        return written;
    return release?.supported.find((s) => s.version === kafka)?.metadata ?? undefined;
}
/** Every head cluster paired with its base self, computed once. */
const clusterChanges = (ctx) => ctx.analyses.clusters;
/** Pairs every head cluster with its base self (the `clusters` analysis). */
function pairClusters(ctx) {
    const { base, head } = strimziState(ctx);
    const data = releasesOf(ctx);
    const release = (v) => (v ? data.release(v) : undefined);
    return head.clusters.map((h) => {
        const opBase = release(operatorVersion(ctx, base, h.obj.namespace).version);
        const opHead = release(operatorVersion(ctx, head, h.obj.namespace).version);
        const b = base.clusters.find((x) => x.ref === h.ref);
        const kafkaHead = h.version.value ?? opHead?.defaultKafka;
        const kafkaBase = b ? (b.version.value ?? opBase?.defaultKafka) : undefined;
        const metadataBase = b ? metadataFor(opBase, kafkaBase, b.metadataVersion.value) : undefined;
        const metadataHead = metadataFor(opHead, kafkaHead, h.metadataVersion.value);
        const state = ctx.facts.clusterState;
        const live = b && state ? liveKafka(state, b.obj.namespace, b.obj.name) : undefined;
        if (!b || !state || !live)
            return { head: h, base: b, opBase, opHead, kafkaBase, kafkaHead, metadataBase, metadataHead };
        const from = liveFrom(live, state.file);
        const evidence = from.evidence.length ? from.evidence.join('; ') : undefined;
        const mark = (c) => (evidence ? { ...c, evidence } : c);
        return {
            head: mark(h),
            base: mark(b),
            opBase,
            opHead,
            kafkaBase: from.kafka ?? kafkaBase,
            kafkaHead,
            metadataBase: from.metadata ?? metadataBase,
            metadataHead,
            gitKafkaBase: kafkaBase,
            live,
        };
    });
}
/** Clusters whose metadata version moves in this PR, with both levels resolved and the format changes crossed. */
function metadataMoves(ctx) {
    const out = [];
    for (const c of clusterChanges(ctx)) {
        const from = c.metadataBase ? resolveMetadata(c.metadataBase) : undefined;
        const to = c.metadataHead ? resolveMetadata(c.metadataHead) : undefined;
        if (!from || !to || from.level === to.level)
            continue;
        out.push({
            c,
            from,
            to,
            crossed: to.level > from.level ? formatChangesBetween(from, to) : formatChangesBetween(to, from),
        });
    }
    return out;
}

/** A Strimzi rule that judges every head Kafka cluster on its own (most of them). */
function perCluster(spec) {
    const { each, ...rest } = spec;
    return defineRule({
        ...rest,
        check(ctx) {
            const out = [];
            const report = (f) => void out.push(f);
            for (const c of clusterChanges(ctx))
                each(c, report, ctx);
            return out;
        },
    });
}

/** The cluster without the evidence note: for rules whose message already names its evidence. */
function plain(c) {
    const { evidence: _evidence, ...rest } = c;
    return rest;
}
/** Skip reason of the rules that need live state: no `--cluster-state`, or nothing Strimzi. */
function noLiveStrimzi(ctx) {
    if (!ctx.facts.clusterState)
        return 'no --cluster-state given';
    return noStrimzi(ctx);
}
/**
 * What this PR changes about a cluster's versions, as the files say (`operator 0.49.0 → 0.51.0`,
 * `Kafka 4.1.0 → 4.2.0`), or undefined when it changes neither.
 */
function versionChanges(ctx, c) {
    if (!c.base)
        return [];
    const { base, head } = strimziState(ctx);
    const ns = c.head.obj.namespace;
    const out = [];
    const opBase = operatorVersion(ctx, base, ns).version;
    const opHead = operatorVersion(ctx, head, ns).version;
    if (opBase && opHead && opBase !== opHead)
        out.push(`operator ${opBase} → ${opHead}`);
    const kafkaBase = c.gitKafkaBase ?? c.kafkaBase;
    if (kafkaBase && c.kafkaHead && kafkaBase !== c.kafkaHead)
        out.push(`Kafka ${kafkaBase} → ${c.kafkaHead}`);
    return out;
}
/** The operator version deployed for a cluster: the live Deployment, else the base revision's files. */
function deployedOperator(ctx, c) {
    const state = ctx.facts.clusterState;
    const ns = c.live?.namespace ?? c.head.obj.namespace;
    const live = state ? liveOperatorVersion(state, ns) : undefined;
    if (live)
        return { version: live, from: `the cluster-operator Deployment in ${state.file}` };
    return { version: operatorVersion(ctx, strimziState(ctx).base, ns).version, from: 'the base revision' };
}

const level = (v) => resolveMetadata(v)?.version ?? v;
const metadataPending = perCluster({
    id: 'strimzi/metadata-pending',
    title: 'Metadata version change not applied yet',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'With `--cluster-state`: the live `spec.kafka.metadataVersion` differs from `status.kafkaMetadataVersion` (or a `MetadataUpdateFailed` warning is set): an earlier metadata change has not been applied.',
    docs: {
        why: 'The operator applies a metadata version only after the brokers run a Kafka version that supports it; when it cannot (too high for the running Kafka, or a downgrade Kafka refuses) it sets a `MetadataUpdateFailed` warning and keeps the old level. Changes on top of a pending metadata change are judged against a level the cluster does not have.',
        fix: "Find out why the metadata version was not applied (the Kafka resource's warning conditions); correct `metadataVersion` or wait for the roll that allows it, then export the state again.",
    },
    skip: noLiveStrimzi,
    each(c, report, ctx) {
        const file = ctx.facts.clusterState.file;
        const live = c.live;
        if (!live)
            return;
        const failed = live.conditions.find((x) => x.reason === 'MetadataUpdateFailed' && x.status !== 'False');
        const differs = live.specMetadata !== undefined &&
            live.statusMetadataVersion !== undefined &&
            level(live.specMetadata) !== level(live.statusMetadataVersion);
        if (!differs && !failed)
            return;
        const what = differs
            ? `the live ${live.ref} asks for metadataVersion ${live.specMetadata} but status.kafkaMetadataVersion is ${live.statusMetadataVersion}`
            : `the live ${live.ref} has metadata version ${live.statusMetadataVersion ?? 'unknown'}`;
        report(clusterFinding(plain(c.head), c.head.metadataVersion.value !== undefined ? 'metadataVersion' : undefined, `${what} in ${file}${failed ? `, with a MetadataUpdateFailed warning${failed.message ? ` ("${failed.message}")` : ''}` : ''}: the last metadata change has not been applied. Find out why before changing versions again.`));
    },
});

/** Why the cluster's last upgrade has not finished, from live evidence; empty when it has. */
function unfinished(ctx, c) {
    const live = c.live;
    if (!live)
        return [];
    const out = [];
    const deployed = deployedOperator(ctx, c);
    if (deployed.version && live.operatorLastSuccessfulVersion) {
        if (live.operatorLastSuccessfulVersion !== deployed.version)
            out.push(`status.operatorLastSuccessfulVersion is ${live.operatorLastSuccessfulVersion} but operator ${deployed.version} is deployed (${deployed.from})`);
    }
    else if (deployed.version && live.reconciled?.operator && live.reconciled.operator !== deployed.version) {
        out.push(`the legacy strimzi.io/reconciled annotation records operator ${live.reconciled.operator} but operator ${deployed.version} is deployed (${deployed.from})`);
    }
    if (live.reconciling)
        out.push(`the legacy strimzi.io/reconciling annotation is set ("${live.reconciling.raw}"): a reconciliation is under way`);
    const versions = [...new Set(live.pods.map((p) => p.version).filter(Boolean))];
    if (versions.length > 1)
        out.push(`the Kafka pods disagree on strimzi.io/kafka-version (${live.pods
            .filter((p) => p.version)
            .map((p) => `${p.name} ${p.version}`)
            .join(', ')})`);
    if (live.statusKafkaVersion && live.specVersion && live.statusKafkaVersion !== live.specVersion)
        out.push(`status.kafkaVersion is ${live.statusKafkaVersion} but spec.kafka.version is ${live.specVersion}`);
    // Strimzi sets Ready, or (older releases) NotReady while reconciling. An export without conditions
    // (status stripped by a tool) is no evidence either way.
    const ready = live.conditions.find((x) => x.type === 'Ready');
    const notReady = live.conditions.find((x) => x.type === 'NotReady' && x.status === 'True');
    const detail = (c) => (c.reason ? ` (${c.reason}${c.message ? `: ${c.message}` : ''})` : '');
    if (ready && ready.status !== 'True')
        out.push(`the Ready condition is ${ready.status ?? 'unset'}${detail(ready)}`);
    else if (!ready && notReady)
        out.push(`the NotReady condition is True${detail(notReady)}`);
    return out;
}
const previousUpgradeIncomplete = perCluster({
    id: 'strimzi/previous-upgrade-incomplete',
    title: 'Upgrade started before the last one finished',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'With `--cluster-state`: the PR changes the operator or Kafka version while the cluster has not finished its last upgrade (operatorLastSuccessfulVersion differs from the deployed operator, pods disagree on `strimzi.io/kafka-version`, status.kafkaVersion differs from spec, or Ready is not True).',
    docs: {
        why: 'The operator upgrades from the version the brokers run, one step at a time. Starting a second upgrade while the first is still rolling — or stuck — stacks two transitions the operator never planned together: pods on three versions, a metadata version that cannot move, a cluster that stops reconciling. Git cannot see this; the exported state can.',
        fix: 'Let the current roll finish first: the Kafka resource Ready, status.operatorLastSuccessfulVersion equal to the deployed operator, every Kafka pod on one `strimzi.io/kafka-version`, status.kafkaVersion equal to spec. If it is stuck, fix what blocks it (see the Kafka conditions and the operator log), export the state again, then rebase this PR.',
    },
    skip: noLiveStrimzi,
    each(c, report, ctx) {
        const changes = versionChanges(ctx, c);
        if (!changes.length)
            return;
        const reasons = unfinished(ctx, c);
        if (!reasons.length)
            return;
        report(clusterFinding(plain(c.head), c.head.version.value !== undefined ? 'version' : undefined, `this PR starts an upgrade (${changes.join(', ')}) while the last one of ${c.live.ref} has not finished, according to ${ctx.facts.clusterState.file}: ${reasons.join('; ')}. Stacking upgrades is how clusters get stuck: let the current roll finish (or fix what blocks it), export the state again, then rebase this PR.`));
    },
});

const PENDING = ['ProposalReady', 'Rebalancing'];
const rebalancePending = perCluster({
    id: 'strimzi/rebalance-pending',
    title: 'Rebalance waiting or running during a version change',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'With `--cluster-state`: a `KafkaRebalance` of the cluster is `ProposalReady` (waiting for approval) or `Rebalancing` while the PR changes the operator or Kafka version.',
    docs: {
        why: 'A rolling upgrade restarts every broker; a rebalance moves partitions between them. Running both doubles the load on brokers that are restarting, and a proposal computed before the roll no longer matches the cluster after it.',
        fix: 'Let the rebalance finish, or stop it (`strimzi.io/rebalance: stop`) and refresh the proposal after the upgrade has rolled out; then export the state again.',
    },
    skip: noLiveStrimzi,
    each(c, report, ctx) {
        const state = ctx.facts.clusterState;
        const changes = versionChanges(ctx, c);
        if (!changes.length)
            return;
        const ns = c.live?.namespace ?? c.head.obj.namespace;
        const name = c.live?.name ?? c.head.obj.name;
        for (const r of liveRebalances(state, ns, name)) {
            if (!r.state || !PENDING.includes(r.state))
                continue;
            report(clusterFinding(plain(c.head), c.head.version.value !== undefined ? 'version' : undefined, `${r.ref} is ${r.state === 'Rebalancing' ? 'Rebalancing' : 'ProposalReady (waiting for approval)'} in ${state.file} while this PR changes ${changes.join(', ')}: partitions would move while brokers roll. Let it finish or stop it, and refresh the proposal after the upgrade.`));
        }
    },
});

/** JSON Schema fragment for the `state` section of the config file (`--cluster-state` evidence). */
const stateConfigSchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        maxAge: {
            type: 'integer',
            minimum: 0,
            description: 'Days after which a --cluster-state export counts as stale (rule state/stale), judged by its newest creationTimestamp or lastTransitionTime, or its commit time when git tracks it unchanged (the later). Default 7.',
        },
    },
};
const DEFAULT_STATE_MAX_AGE = 7;
/** The `state` section with its defaults (already validated by the schema). */
function stateOptions(section) {
    const maxAge = section?.maxAge;
    return { maxAge: typeof maxAge === 'number' ? maxAge : DEFAULT_STATE_MAX_AGE };
}

const DAY = 86_400_000;
const stale = defineRule({
    id: 'state/stale',
    title: 'Cluster state is old',
    category: 'state',
    defaultSeverity: 'warn',
    description: 'The `--cluster-state` export is older than `state.maxAge` days (default 7), judged by its newest `creationTimestamp` or `lastTransitionTime`, or by its commit time when git tracks the file unchanged (a scheduled job that commits its export), whichever is later.',
    messages: {
        ageUnknown: '{{file}} has no creationTimestamp or lastTransitionTime and is not committed unchanged in git: its age is unknown, so its evidence may be stale. Export it again with kubectl get … -o yaml.',
        tooOld: '{{file}} is at least {{age}} days old ({{latest}}, today {{today}}; state.maxAge is {{maxAge}}): verdicts that use it may describe a cluster that has moved on. Export it again before the gate runs.',
    },
    docs: {
        why: 'Live evidence is only as good as its age: a cluster that finished (or started) an upgrade after the export is judged on what it was. kubectl does not record when it exported: the newest timestamp in the file is a lower bound of the export time and, for a committed file, the commit time is an upper bound; the later of the two is used, so a quiet cluster whose objects have not changed for weeks is not called stale when its export was committed yesterday.',
        fix: 'Export the state in the same workflow run (`kubectl get … -o yaml > state.yaml` in a step before the gate), or refresh the committed file; raise `state.maxAge` in the config if a slower cadence is intended.',
    },
    skip: (ctx) => (ctx.facts.clusterState ? undefined : 'no --cluster-state given'),
    check(ctx) {
        const state = ctx.facts.clusterState;
        const { maxAge } = stateOptions(ctx.config.state);
        // The export is no older than its newest timestamp and no newer than its commit: judge by the later.
        const { newest, committed } = state;
        const latest = committed && (!newest || Date.parse(committed) > Date.parse(newest))
            ? { at: committed, what: `committed ${committed}` }
            : newest && { at: newest, what: `newest timestamp ${newest}` };
        if (!latest)
            return [{ messageId: 'ageUnknown', data: { file: state.file } }];
        const age = Math.floor((Date.parse(`${ctx.facts.today}T00:00:00Z`) - Date.parse(latest.at)) / DAY);
        if (age <= maxAge)
            return [];
        return [
            {
                messageId: 'tooOld',
                data: { file: state.file, age, latest: latest.what, today: ctx.facts.today, maxAge },
            },
        ];
    },
});

/** Strimzi rules that judge the PR against live state (`--cluster-state`); skipped without it. */
const strimziLiveRules = [previousUpgradeIncomplete, metadataPending, rebalancePending];
/** Rules about the state file itself. */
const stateRules = [stale];

/** Whether Strimzi `op` serves `kafka.strimzi.io/<version>` for `kind` (from its release history). */
function served(op, kind, version) {
    const legacy = kind === 'KafkaTopic' || kind === 'KafkaUser';
    if (version === 'v1')
        return compareDotted(op, '0.49.0') >= 0;
    if (version === 'v1beta2')
        return compareDotted(op, '0.22.0') >= 0 && compareDotted(op, '1.0.0') < 0;
    if (version === 'v1alpha1' || version === 'v1beta1')
        return compareDotted(op, '1.0.0') < 0 && (legacy || compareDotted(op, '0.23.0') < 0);
    return false;
}
const apiVersion = defineRule({
    id: 'strimzi/api-version',
    title: 'Strimzi API version not served',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'A Strimzi resource uses an `apiVersion` the head operator does not serve (v1beta2 from 1.0.0; v1 before 0.49; v1alpha1/v1beta1 after 0.23 except KafkaTopic/KafkaUser).',
    docs: {
        why: 'After the upgrade the API server rejects the resource ("no matches for kind"), and GitOps tools stop syncing it: strimzi#12751 hit every user who moved to 1.0 with v1beta2 manifests.',
        fix: "Convert the resource to an API version the new operator serves (Strimzi's API conversion tool does it), with an operator that serves both, before upgrading.",
    },
    skip: noStrimzi,
    check(ctx) {
        const op = operatorVersion(ctx, strimziState(ctx).head).version;
        if (!op)
            return [];
        const out = [];
        for (const o of ctx.head.objects) {
            if (o.group !== 'kafka.strimzi.io' || served(op, o.kind, o.version))
                continue;
            out.push({
                file: o.file,
                line: o.line,
                side: 'head',
                object: objectRef(o),
                path: 'apiVersion',
                message: `${o.apiVersion} is not served by Strimzi ${op}: the API server rejects this ${o.kind} ("no matches for kind"). Convert it to ${compareDotted(op, '0.49.0') >= 0 ? 'kafka.strimzi.io/v1' : 'kafka.strimzi.io/v1beta2'} first, with an operator that serves both.`,
            });
        }
        return out;
    },
});

const crdsMatchOperator = defineRule({
    id: 'strimzi/crds-match-operator',
    title: 'Strimzi CRDs from another release than the operator',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "The repo's Strimzi CRDs serve or store other API versions than the operator's release ships (CRDs and operator from different releases).",
    docs: {
        why: 'CRDs and operator must come from the same release: old CRDs prune fields the new operator sets (strimzi#10973), new CRDs can drop versions the old operator writes (strimzi#7147, #12039). Helm does not upgrade CRDs, which is the usual cause.',
        fix: "Apply the CRDs of the operator's release (from its install files, not the chart's crds/ folder on upgrade) in the same PR as the operator.",
    },
    skip: noStrimzi,
    check(ctx) {
        const op = operatorVersion(ctx, strimziState(ctx).head).version;
        const release = op ? releasesOf(ctx).release(op) : undefined;
        if (!release)
            return [];
        const out = [];
        for (const crd of ctx.head.objects) {
            if (crd.kind !== 'CustomResourceDefinition' || !crd.name.endsWith('.kafka.strimzi.io'))
                continue;
            const spec = crd.value.spec;
            const expected = release.apiVersions[spec.names?.kind ?? ''];
            if (!expected || !Array.isArray(spec.versions))
                continue;
            const served = spec.versions
                .filter((v) => v.served !== false)
                .map((v) => v.name)
                .sort();
            const storage = spec.versions.find((v) => v.storage)?.name;
            if (served.join() === [...expected.served].sort().join() && storage === expected.storage)
                continue;
            out.push({
                file: crd.file,
                line: crd.line,
                side: 'head',
                object: objectRef(crd),
                message: `${crd.name} serves ${served.join(', ')} (storage ${storage}) but Strimzi ${op} ships it serving ${expected.served.join(', ')} (storage ${expected.storage}): CRDs and operator are from different releases. Apply the CRDs of Strimzi ${op}.`,
            });
        }
        return out;
    },
});

const imageOf = (o) => o?.value.spec?.kafka?.image ??
    undefined;
const customImageUnchanged = perCluster({
    id: 'strimzi/custom-image-unchanged',
    title: 'Kafka version changed but the custom image did not',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: '`spec.kafka.version` changes while `spec.kafka.image` pins the same image as before.',
    docs: {
        why: 'With a custom image the operator runs that image whatever the version says: the brokers keep the old Kafka while the operator believes it upgraded.',
        fix: 'Build and reference an image of the new Kafka version in the same PR, or drop `spec.kafka.image`.',
    },
    skip: noStrimzi,
    each(c, report) {
        const img = imageOf(c.head.obj);
        if (!img || !c.base || c.kafkaBase === c.kafkaHead || imageOf(c.base.obj) !== img)
            return;
        report(clusterFinding(c.head, 'version', `Kafka ${c.kafkaBase} → ${c.kafkaHead}, but spec.kafka.image still pins ${img}: the brokers keep running that image. Reference an image of Kafka ${c.kafkaHead}.`));
    },
});

const downgradeMetadata = perCluster({
    id: 'strimzi/downgrade-metadata',
    title: 'Kafka lowered below the metadata version',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "The Kafka version is lowered while the cluster's metadata version is above the new Kafka version's metadata.",
    docs: {
        why: 'The older Kafka cannot read metadata written at a newer level: the downgrade fails half-way through the roll (strimzi#10735).',
        fix: "Lower `metadataVersion` to the target Kafka version's level first, in its own PR; then lower the Kafka version.",
    },
    skip: noStrimzi,
    each(c, report) {
        if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || compareDotted(c.kafkaHead, c.kafkaBase) >= 0)
            return;
        const target = c.opHead?.supported.find((s) => s.version === c.kafkaHead)?.metadata;
        if (!target || compareMetadata(c.metadataBase, target) <= 0)
            return;
        report(clusterFinding(c.head, 'version', `Kafka ${c.kafkaBase} → ${c.kafkaHead} while the metadata version is ${c.metadataBase}, above ${c.kafkaHead}'s ${target}: the older brokers cannot read it (strimzi#10735). Lower metadataVersion to ${target} first, in its own PR.`));
    },
});

const downgradeTwoStep = perCluster({
    id: 'strimzi/downgrade-two-step',
    title: 'Kafka and metadata versions lowered together',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'One PR lowers both `spec.kafka.version` and `spec.kafka.metadataVersion`.',
    docs: {
        why: 'During a Kafka version change the operator ignores the metadata version, so the brokers are rolled back while the metadata is still at the higher version — which the older Kafka cannot read.',
        fix: 'Lower `metadataVersion` first, in its own PR; when it is applied, lower `spec.kafka.version` in a second PR.',
    },
    skip: noStrimzi,
    each(c, report) {
        if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || !c.metadataHead)
            return;
        if (compareDotted(c.kafkaHead, c.kafkaBase) < 0 && compareMetadata(c.metadataHead, c.metadataBase) < 0) {
            report(clusterFinding(c.head, 'version', `Kafka ${c.kafkaBase} → ${c.kafkaHead} and metadata ${c.metadataBase} → ${c.metadataHead} are lowered in one PR: the operator ignores the metadata version while it changes the Kafka version. Lower metadataVersion first, in its own PR.`));
        }
    },
});

const fromVersionKnown = perCluster({
    id: 'strimzi/from-version-known',
    title: 'Running Kafka version unknown to the new operator',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The operator is upgraded while the cluster runs a Kafka version the new operator does not know (fail before 1.0.0; warn from 1.0.0, which tolerates it).',
    docs: {
        why: 'Before 1.0.0 the operator reads the running version from the brokers and stops with "Unknown Kafka version" when it does not know it — e.g. Kafka 3.9.1 from 0.45.2 is unknown to 0.46–0.51 (strimzi#12678). From 1.0.0 the operator tolerates it.',
        fix: 'Move Kafka to a version both operators know first (its own PR), then upgrade the operator.',
    },
    skip: noStrimzi,
    each(c, report) {
        if (!c.opBase || !c.opHead || !c.kafkaBase || compareDotted(c.opHead.version, c.opBase.version) <= 0)
            return;
        if (c.opHead.known.includes(c.kafkaBase))
            return;
        const tolerant = c.opHead.upgradeFromUnknownKafka;
        report(clusterFinding(c.base ?? c.head, 'version', `the cluster runs Kafka ${c.kafkaBase}, which Strimzi ${c.opHead.version} does not know${tolerant ? '; this release tolerates it, but check the upgrade notes' : ': the operator stops with "Unknown Kafka version" (strimzi#12678)'}. Move Kafka to a version both operators know first, in its own PR.`, tolerant ? 'warn' : undefined));
    },
});

const implicitKafkaUpgrade = perCluster({
    id: 'strimzi/implicit-kafka-upgrade',
    title: 'Operator change moves an unset Kafka version',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: '`spec.kafka.version` is unset and the operator change moves its default, so the PR also upgrades Kafka.',
    docs: {
        why: "With the version unset the cluster runs the operator's default Kafka. A new operator with a new default rolls every broker to another Kafka version as a side effect of an operator upgrade — two upgrades in one, with no way to do them separately.",
        fix: 'Pin `spec.kafka.version` to the current version before (or in) the operator upgrade; raise it in a later PR.',
    },
    skip: noStrimzi,
    each(c, report) {
        if (!c.base || c.head.version.value || c.base.version.value || !c.opBase || !c.opHead)
            return;
        if (c.opBase.defaultKafka === c.opHead.defaultKafka)
            return;
        report(clusterFinding(c.head, undefined, `spec.kafka.version is unset, so Strimzi ${c.opBase.version} → ${c.opHead.version} also moves Kafka ${c.opBase.defaultKafka} → ${c.opHead.defaultKafka}. Pin version: ${c.opBase.defaultKafka} for the operator upgrade and raise Kafka in a later PR.`));
    },
});

const kafkaUserOperations = defineRule({
    id: 'strimzi/kafkauser-operations',
    title: 'KafkaUser ACL uses the removed `operation` field',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: '`spec.authorization.acls[].operation` (singular) is used: removed in v1 (fail), deprecated on v1beta2 with operator 0.49+ (warn).',
    docs: {
        why: 'The v1 API has only `operations` (a list); a v1 KafkaUser with `operation` is rejected or loses the ACL. 0.49 requires converting it before the move to v1.',
        fix: 'Replace `operation: Read` with `operations: [Read]`.',
    },
    skip: noStrimzi,
    check(ctx) {
        const op = operatorVersion(ctx, strimziState(ctx).head).version;
        const out = [];
        for (const u of ctx.head.objects) {
            if (u.kind !== 'KafkaUser' || u.group !== 'kafka.strimzi.io')
                continue;
            const acls = (u.value.spec?.authorization
                ?.acls ?? []);
            acls.forEach((acl, i) => {
                if (typeof acl !== 'object' || acl === null || acl.operation === undefined)
                    return;
                const v1 = u.version === 'v1';
                if (!v1 && !(op && compareDotted(op, '0.49.0') >= 0))
                    return;
                out.push({
                    severity: v1 ? undefined : 'warn',
                    file: u.file,
                    line: lineOf(u, ['spec', 'authorization', 'acls', i, 'operation']),
                    side: 'head',
                    object: objectRef(u),
                    path: `spec.authorization.acls[${i}].operation`,
                    message: `acls[${i}].operation is ${v1 ? 'not part of the v1 API' : 'removed in v1: convert it before upgrading past 0.51'}. Write operations: [${String(acl.operation)}].`,
                });
            });
        }
        return out;
    },
});

const kafkaVersionSupported = perCluster({
    id: 'strimzi/kafka-version-supported',
    title: 'Kafka version not supported by the operator',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "A Kafka cluster's effective `spec.kafka.version` (unset = the operator's default) is not supported by the head operator version.",
    docs: {
        why: 'The operator refuses to reconcile the cluster ("Unsupported Kafka.spec.kafka.version", strimzi#2510): no rolling update, no certificate renewal, nothing, until the version is fixed.',
        fix: 'Pick a Kafka version the operator supports (listed in the message), or upgrade the operator first in its own PR.',
    },
    skip: noStrimzi,
    each(c, report) {
        const release = c.opHead;
        const kafka = c.kafkaHead;
        if (!release || !kafka || isSupported(release, kafka))
            return;
        const old = !!c.base && c.opBase?.version === release.version && c.kafkaBase === kafka;
        report({
            severity: old ? 'warn' : undefined,
            file: c.head.obj.file,
            line: c.head.version.value ? c.head.version.line : c.head.obj.line,
            side: 'head',
            object: c.head.ref,
            path: 'spec.kafka.version',
            message: `Kafka ${kafka}${c.head.version.value ? '' : ' (the default when unset)'} is not supported by Strimzi ${release.version} (supported: ${release.supported.map((s) => s.version).join(', ')}): the operator stops reconciling this cluster. ${old ? 'Already present on the base revision.' : 'Use a supported version, or upgrade the operator first in its own PR.'}`,
        });
    },
});

const kraftOnly = perCluster({
    id: 'strimzi/kraft-only',
    title: 'ZooKeeper cluster on a KRaft-only operator',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The head operator is 0.46 or later and the cluster still uses ZooKeeper (`spec.zookeeper`, or `strimzi.io/kraft` not enabled).',
    docs: {
        why: 'Strimzi 0.46 removed ZooKeeper support (strimzi#11630): a ZooKeeper-based cluster is no longer reconciled. The migration to KRaft is only possible with 0.40–0.45.',
        fix: 'Migrate the cluster to KRaft with Strimzi 0.45 first (`strimzi.io/kraft: migration`, then `enabled`, then remove `spec.zookeeper`), and only then upgrade the operator.',
    },
    skip: noStrimzi,
    each(c, report) {
        const op = c.opHead?.version;
        if (!op || compareDotted(op, '0.46.0') < 0)
            return;
        const value = c.head.obj.value;
        const kraft = value.metadata?.annotations?.['strimzi.io/kraft'];
        const annotationsMatter = compareDotted(op, '0.48.0') < 0;
        const why = value.spec?.zookeeper !== undefined
            ? 'it still has spec.zookeeper'
            : kraft === 'disabled' || kraft === 'migration' || kraft === 'rollback'
                ? `it is annotated strimzi.io/kraft: ${String(kraft)}`
                : annotationsMatter && kraft !== 'enabled'
                    ? `Strimzi ${op} needs the annotation strimzi.io/kraft: enabled`
                    : undefined;
        if (why)
            report(clusterFinding(c.head, undefined, `Strimzi ${op} runs KRaft clusters only, but ${why}. Finish the KRaft migration with Strimzi 0.45 before this upgrade.`));
    },
});

const LEGACY = ['inter.broker.protocol.version', 'log.message.format.version'];
const legacyKraftConfig = perCluster({
    id: 'strimzi/legacy-kraft-config',
    title: 'ZooKeeper-era version settings on a KRaft cluster',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: '`inter.broker.protocol.version` or `log.message.format.version` is set on a KRaft cluster.',
    docs: {
        why: 'KRaft clusters use `metadataVersion`; these settings are ignored or rejected, and they hide the version the cluster really runs.',
        fix: 'Remove them from `spec.kafka.config` and use `spec.kafka.metadataVersion`.',
    },
    skip: noStrimzi,
    each(c, report) {
        const v = c.head.obj.value;
        const kraft = v.metadata?.annotations?.['strimzi.io/kraft'] === 'enabled' ||
            (!!c.opHead && compareDotted(c.opHead.version, '0.46.0') >= 0 && v.spec?.zookeeper === undefined);
        if (!kraft)
            return;
        for (const key of LEGACY) {
            if (v.spec?.kafka?.config?.[key] === undefined)
                continue;
            report({
                ...clusterFinding(c.head, undefined, `${key} is a ZooKeeper-era setting; on a KRaft cluster use spec.kafka.metadataVersion and remove it.`),
                line: c.head.obj.positions.get(['spec', 'kafka', 'config', key].join('\u001f'))?.line ?? c.head.obj.line,
            });
        }
    },
});

const metadataAboveKafka = perCluster({
    id: 'strimzi/metadata-above-kafka',
    title: 'Metadata version above the Kafka version',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "`spec.kafka.metadataVersion` is above the metadata version of the cluster's Kafka version.",
    docs: {
        why: 'A Kafka release cannot run a metadata version from a later release; the operator ignores the setting or fails the reconciliation.',
        fix: 'Raise `spec.kafka.version` first (one PR), then the metadata version (a second PR), or lower the metadata version.',
    },
    skip: noStrimzi,
    each(c, report) {
        const written = c.head.metadataVersion.value;
        const kafkaMeta = c.opHead?.supported.find((s) => s.version === c.kafkaHead)?.metadata;
        if (!written || !kafkaMeta || compareMetadata(written, kafkaMeta) <= 0)
            return;
        report(clusterFinding(c.head, 'metadataVersion', `metadataVersion ${written} is above Kafka ${c.kafkaHead}'s metadata version ${kafkaMeta}: the operator will not apply it. Raise the Kafka version first, in its own PR.`));
    },
});

const metadataOneWay = defineRule({
    id: 'strimzi/metadata-one-way',
    title: 'Metadata upgrade cannot be undone',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'The metadata version is raised across a level that changes the metadata format.',
    docs: {
        why: 'After this change Kafka cannot go back below the new level: a later rollback of the Kafka version is no longer possible.',
        fix: 'Nothing to fix; make sure the new Kafka version has run long enough to be trusted before merging.',
    },
    skip: noStrimzi,
    check(ctx) {
        const out = [];
        for (const { c, from, to, crossed } of metadataMoves(ctx)) {
            if (to.level <= from.level)
                continue;
            if (crossed.length) {
                out.push(clusterFinding(c.head, 'metadataVersion', `metadata ${from.version} → ${to.version} crosses ${crossed.map((m) => m.version).join(', ')}: after it is applied the metadata cannot be downgraded below ${crossed[crossed.length - 1].version}, so Kafka cannot be rolled back.`));
            }
        }
        return out;
    },
});

const metadataUnsafeDowngrade = defineRule({
    id: 'strimzi/metadata-unsafe-downgrade',
    title: 'Unsafe metadata downgrade',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The metadata version is lowered across a level that changed the metadata format.',
    docs: {
        why: 'Kafka refuses such a downgrade ("Unsafe metadata downgrade is not supported"): the records written in the newer format cannot be read by the older level.',
        fix: 'Keep the metadata version. A downgrade across a format change needs a new cluster and a data migration.',
    },
    skip: noStrimzi,
    check(ctx) {
        const out = [];
        for (const { c, from, to, crossed } of metadataMoves(ctx)) {
            if (to.level >= from.level)
                continue;
            if (crossed.length) {
                out.push(clusterFinding(c.head, 'metadataVersion', `metadata ${from.version} → ${to.version} crosses ${crossed.map((m) => m.version).join(', ')}, which changed the metadata format: Kafka refuses this downgrade. Keep ${from.version}.`));
            }
        }
        return out;
    },
});

const metadataValid = perCluster({
    id: 'strimzi/metadata-valid',
    title: 'Metadata version not valid',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: '`spec.kafka.metadataVersion` is not a stable Kafka MetadataVersion, or is below the lowest the operator accepts (3.3-IV3 from Strimzi 0.46, else 3.3-IV0).',
    docs: {
        why: 'The operator rejects an unknown or too-old metadata version and stops reconciling the cluster; Kafka itself refuses unstable ones.',
        fix: 'Use a released metadata version such as `3.9-IV0` or `4.1` (the highest IV of 4.1), no lower than the operator accepts.',
    },
    skip: noStrimzi,
    each(c, report) {
        const written = c.head.metadataVersion.value;
        if (!written)
            return;
        const mv = resolveMetadata(written);
        const floor = c.opHead && compareDotted(c.opHead.version, '0.46.0') >= 0 ? '3.3-IV3' : '3.3-IV0';
        const min = resolveMetadata(floor);
        if (!mv)
            report(clusterFinding(c.head, 'metadataVersion', `metadataVersion ${written} is not a released Kafka metadata version: the operator rejects it. Use one like 4.1-IV1 or "4.1".`));
        else if (mv.level < min.level)
            report(clusterFinding(c.head, 'metadataVersion', `metadataVersion ${written} is below ${floor}, the lowest ${c.opHead ? `Strimzi ${c.opHead.version}` : 'the operator'} accepts.`));
    },
});

const nodePoolsPresent = perCluster({
    id: 'strimzi/node-pools-present',
    title: 'No node pool for a cluster',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The head operator is 0.46 or later and no `KafkaNodePool` is labelled `strimzi.io/cluster` for the cluster.',
    docs: {
        why: 'From 0.46 node pools are mandatory: a `Kafka` without any `KafkaNodePool` has no brokers or controllers to reconcile.',
        fix: "Add `KafkaNodePool` resources labelled `strimzi.io/cluster: <cluster name>` in the cluster's namespace (migrate with Strimzi 0.45 first).",
    },
    skip: noStrimzi,
    each(c, report, ctx) {
        const pools = ctx.head.objects.filter((o) => o.kind === 'KafkaNodePool' && o.group === 'kafka.strimzi.io');
        if (!c.opHead || compareDotted(c.opHead.version, '0.46.0') < 0)
            return;
        const mine = pools.filter((p) => {
            const labels = p.value.metadata?.labels;
            return labels?.['strimzi.io/cluster'] === c.head.obj.name && p.namespace === c.head.obj.namespace;
        });
        if (!mine.length)
            report(clusterFinding(c.head, undefined, `no KafkaNodePool is labelled strimzi.io/cluster: ${c.head.obj.name}${c.head.obj.namespace ? ` in namespace ${c.head.obj.namespace}` : ''}; Strimzi ${c.opHead.version} requires node pools. Add them (migrate with Strimzi 0.45 first).`));
    },
});

const operatorDowngrade = defineRule({
    id: 'strimzi/operator-downgrade',
    title: 'Operator downgrade',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The operator version is lowered: fail when lowered to 0.45 or earlier while a cluster runs a Kafka version unsupported there (strimzi#8869); warn otherwise, with the procedure.',
    docs: {
        why: 'Up to 0.45 the operator can only downgrade clusters that run a Kafka version it supports; an older operator meeting a newer Kafka stops reconciling (strimzi#8869). Later releases downgrade from unknown versions, but a downgrade is still a procedure, not a revert.',
        fix: "Lower Kafka (and first its metadata version) to a version the older operator supports, each in its own PR, then lower the operator; follow Strimzi's downgrade documentation.",
    },
    skip: noStrimzi,
    check(ctx) {
        const { base, head } = strimziState(ctx);
        const from = operatorVersion(ctx, base).version;
        const to = operatorVersion(ctx, head).version;
        if (!from || !to || compareDotted(to, from) >= 0)
            return [];
        const target = releasesOf(ctx).release(to);
        const op = head.operators[0];
        const where = op ? { file: op.file, line: op.line, side: 'head', object: op.ref } : {};
        const blocked = clusterChanges(ctx).filter((c) => target && c.kafkaBase && compareDotted(to, '0.45.99') <= 0 && !isSupported(target, c.kafkaBase));
        const out = blocked.map((c) => ({
            ...where,
            message: `Strimzi ${from} → ${to} while ${c.head.ref} runs Kafka ${c.kafkaBase}, which ${to} does not support: the older operator cannot manage it (strimzi#8869). Lower Kafka to ${target.supported.map((s) => s.version).join(' / ')} first (metadata first, each in its own PR), then the operator.`,
        }));
        if (!out.length) {
            out.push({
                ...where,
                severity: 'warn',
                message: `Strimzi ${from} → ${to} is a downgrade: lower the metadata version, then the Kafka version, to ones ${to} supports (each in its own PR) before the operator, following Strimzi's downgrade procedure.`,
            });
        }
        return out;
    },
});

const MAPS = ['STRIMZI_KAFKA_IMAGES', 'STRIMZI_KAFKA_CONNECT_IMAGES', 'STRIMZI_KAFKA_MIRROR_MAKER_2_IMAGES'];
const operatorImages = defineRule({
    id: 'strimzi/operator-images',
    title: "Operator image maps do not match the operator's release",
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "`STRIMZI_KAFKA_IMAGES` (and the Connect / MirrorMaker 2 maps) in the operator Deployment do not list exactly the operator's supported Kafka versions, or point at another release's images.",
    docs: {
        why: "The operator picks the broker image from these maps. A map left over from the previous release (a common mistake when only the image tag is bumped) makes the operator roll the brokers to the old release's images, or refuse versions it supports.",
        fix: 'Take the whole Deployment from the release you upgrade to, or update every entry: `<kafka version>=quay.io/strimzi/kafka:<operator version>-kafka-<kafka version>`.',
    },
    skip: noStrimzi,
    check(ctx) {
        const out = [];
        for (const op of strimziState(ctx).head.operators) {
            if (!op.obj)
                continue;
            const obj = op.obj;
            const release = releasesOf(ctx).release(op.version);
            if (!release)
                continue;
            const spec = obj.value.spec.template?.spec;
            (spec?.containers ?? []).forEach((c, ci) => (c.env ?? []).forEach((e, ei) => {
                if (!e.name || !MAPS.includes(e.name) || typeof e.value !== 'string')
                    return;
                const entries = e.value
                    .split('\n')
                    .map((l) => l.trim())
                    .filter(Boolean)
                    .map((l) => l.split('='));
                const versions = entries.map(([k]) => k).sort();
                const supported = release.supported.map((s) => s.version).sort();
                const wrongTags = entries
                    .filter(([, img]) => img && !img.includes(`:${op.version}-`))
                    .map(([k]) => k);
                const problems = [];
                if (e.name === 'STRIMZI_KAFKA_IMAGES' && versions.join() !== supported.join())
                    problems.push(`lists Kafka ${versions.join(', ')} but Strimzi ${op.version} supports ${supported.join(', ')}`);
                if (wrongTags.length)
                    problems.push(`images for ${wrongTags.join(', ')} are not tagged ${op.version}-kafka-…`);
                if (problems.length) {
                    out.push({
                        file: obj.file,
                        line: lineOf(obj, ['spec', 'template', 'spec', 'containers', ci, 'env', ei, 'value']),
                        side: 'head',
                        object: op.ref,
                        path: e.name,
                        message: `${e.name} ${problems.join('; ')}: the operator would run other images than its release's. Take the Deployment from Strimzi ${op.version} as a whole.`,
                    });
                }
            }));
        }
        return out;
    },
});

const annotation = (o, key) => o?.value.metadata?.annotations?.[key] ?? undefined;
const rebalanceAutoApproval = defineRule({
    id: 'strimzi/rebalance-auto-approval',
    title: 'Rebalance runs without review',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: '`strimzi.io/rebalance-auto-approval: "true"` is added to a KafkaRebalance, or a rebalance is approved in the same PR as a version change.',
    docs: {
        why: 'An auto-approved rebalance moves partitions as soon as Cruise Control proposes it; during a version roll that doubles the load on brokers that are restarting.',
        fix: 'Review proposals before approving them, and approve rebalances in a PR of their own, after version changes have rolled out.',
    },
    skip: noStrimzi,
    check(ctx) {
        const versionChange = clusterChanges(ctx).some((c) => c.base && (c.kafkaBase !== c.kafkaHead || c.opBase?.version !== c.opHead?.version));
        const out = [];
        for (const pair of ctx.pairs) {
            const r = pair.head;
            if (!r || r.kind !== 'KafkaRebalance' || r.group !== 'kafka.strimzi.io')
                continue;
            const auto = 'strimzi.io/rebalance-auto-approval';
            if (annotation(r, auto) === 'true' && annotation(pair.base, auto) !== 'true') {
                out.push({
                    file: r.file,
                    line: lineOf(r, ['metadata', 'annotations', auto]),
                    side: 'head',
                    object: objectRef(r),
                    message: `${auto}: "true" is added: rebalances will run as soon as they are proposed, without review.`,
                });
            }
            if (versionChange &&
                annotation(r, 'strimzi.io/rebalance') === 'approve' &&
                annotation(pair.base, 'strimzi.io/rebalance') !== 'approve') {
                out.push({
                    file: r.file,
                    line: lineOf(r, ['metadata', 'annotations', 'strimzi.io/rebalance']),
                    side: 'head',
                    object: objectRef(r),
                    message: 'a rebalance is approved in the same PR as a version change: it will move partitions while brokers roll. Approve it in its own PR after the roll.',
                });
            }
        }
        return out;
    },
});

const unknownRelease = defineRule({
    id: 'strimzi/unknown-release',
    title: 'Version unknown to the bundled release data',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'An operator or Kafka version that the bundled Strimzi data does not know: the rules that need it cannot judge.',
    docs: {
        why: 'Unknown is not safe: a newer operator or a typo in a version would otherwise pass every check silently. The finding says which checks were skipped.',
        fix: 'Correct the version, or upgrade upgrade-gate (the data covers Strimzi 0.22.0 to the newest release it ships).',
    },
    skip: noStrimzi,
    check(ctx) {
        const { head } = strimziState(ctx);
        const out = [];
        const data = releasesOf(ctx);
        const newest = data.newest.version;
        for (const o of head.operators) {
            if (data.release(o.version))
                continue;
            out.push({
                file: o.file,
                line: o.line,
                side: 'head',
                object: o.ref,
                message: `Strimzi ${o.version} is not in the bundled release data (0.22.0 to ${newest}): the Strimzi version checks for this operator were skipped.`,
            });
        }
        const configured = operatorVersion(ctx, head).version;
        if (configured && !head.operators.length && !data.release(configured)) {
            out.push({
                message: `strimzi.operatorVersion ${configured} is not in the bundled release data (0.22.0 to ${newest}): the Strimzi version checks were skipped.`,
            });
        }
        for (const c of head.clusters) {
            const ambiguous = operatorVersion(ctx, head, c.obj.namespace).why;
            if (ambiguous?.startsWith('several')) {
                out.push({
                    severity: 'notice',
                    file: c.obj.file,
                    line: c.obj.line,
                    side: 'head',
                    object: c.ref,
                    message: `Which operator manages ${c.ref} is ambiguous: ${ambiguous}. The Strimzi version checks for it were skipped.`,
                });
            }
            const v = c.version.value;
            if (!v || data.isKnownKafka(v))
                continue;
            out.push({
                file: c.obj.file,
                line: c.version.line,
                side: 'head',
                object: c.ref,
                path: 'spec.kafka.version',
                message: `Kafka ${v} is not known to any bundled Strimzi release: no operator would accept it, and the version checks for this cluster were skipped.`,
            });
        }
        return out;
    },
});

/** Releases an operator upgrade must stop at: [below, at or above, what happens there]. */
const UPGRADE_STOPS = [
    {
        below: '0.22.0',
        atLeast: '0.23.0',
        why: 'v1beta2 API conversion (0.22 is the last release that converts v1alpha1/v1beta1 resources)',
        migration: "Convert every Strimzi resource and the CRDs' stored versions to kafka.strimzi.io/v1beta2 (Strimzi API conversion tool)",
    },
    {
        below: '0.39.0',
        atLeast: '0.46.0',
        why: 'ZooKeeper to KRaft migration (0.46 removed ZooKeeper; direct upgrades are supported only from 0.39 on)',
        migration: 'Migrate the cluster to KRaft with node pools (strimzi.io/kraft: migration, then enabled; remove spec.zookeeper)',
    },
    {
        below: '0.49.0',
        atLeast: '1.0.0',
        why: 'conversion to the v1 API (0.49 adds v1; 1.0 removes v1beta2)',
        migration: 'Convert every Strimzi resource to kafka.strimzi.io/v1 (KafkaUser acls[].operation → operations) and migrate stored versions',
    },
];

const upgradePathTooFar = defineRule({
    id: 'strimzi/upgrade-path-too-far',
    title: 'Operator upgrade skips a required release',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The operator jumps over a release it must pass through: below 0.22 to 0.23+, below 0.39 to 0.46+, below 0.49 to 1.0+.',
    docs: {
        why: 'Some migrations only exist in one range of releases: converting resources to v1beta2 (0.22), migrating from ZooKeeper to KRaft (0.40–0.45), converting to the v1 API (0.49–0.51). Skipping over them leaves resources the new operator cannot read.',
        fix: 'Upgrade in steps, one PR each: stop at the release named in the message and do its migration before going further.',
    },
    skip: noStrimzi,
    check(ctx) {
        const { base, head } = strimziState(ctx);
        const from = operatorVersion(ctx, base).version;
        const to = operatorVersion(ctx, head).version;
        if (!from || !to || compareDotted(to, from) <= 0)
            return [];
        const op = head.operators[0];
        const out = [];
        for (const { below, atLeast, why } of UPGRADE_STOPS) {
            if (compareDotted(from, below) < 0 && compareDotted(to, atLeast) >= 0) {
                out.push({
                    ...(op
                        ? {
                            file: op.file,
                            line: op.line,
                            side: 'head',
                            object: op.ref,
                        }
                        : {}),
                    message: `Strimzi ${from} → ${to} skips the ${why}. Upgrade to ${below} (or later, below ${atLeast}) first and finish that migration, in its own PR.`,
                });
            }
        }
        return out;
    },
});

const upgradeTogether = perCluster({
    id: 'strimzi/upgrade-together',
    title: 'Kafka and metadata versions raised together',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'One PR raises both `spec.kafka.version` and `spec.kafka.metadataVersion`.',
    docs: {
        why: 'The operator rolls the brokers to the new Kafka version first and applies the metadata version only afterwards; the metadata change is one-way. Raising both at once leaves no point at which to stop and check the new brokers before the change that cannot be undone.',
        fix: 'Raise `spec.kafka.version` in one PR; once the roll is done and healthy, raise `metadataVersion` in a second PR.',
    },
    skip: noStrimzi,
    each(c, report) {
        if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || !c.metadataHead || !c.head.metadataVersion.value)
            return;
        if (compareDotted(c.kafkaHead, c.kafkaBase) > 0 && compareMetadata(c.metadataHead, c.metadataBase) > 0) {
            report(clusterFinding(c.head, 'metadataVersion', `Kafka ${c.kafkaBase} → ${c.kafkaHead} and metadata ${c.metadataBase} → ${c.metadataHead} in one PR: the metadata change is one-way and is applied right after the roll. Raise the Kafka version first; raise metadataVersion in a later PR once the cluster is healthy.`));
        }
    },
});

const FIELDS = [
    ['version', 'spec.kafka.version'],
    ['metadataVersion', 'spec.kafka.metadataVersion'],
];
const versionIsString = defineRule({
    id: 'strimzi/version-is-string',
    title: 'Version written as a YAML number',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: '`spec.kafka.version` or `spec.kafka.metadataVersion` is an unquoted number in YAML (`3.9`, `4.0`), not a string.',
    docs: {
        why: 'YAML reads `metadataVersion: 4.0` as the number 4 and `3.10` as 3.1: the operator receives a different version than the one written, or rejects the resource. Quoting is the only safe form.',
        fix: 'Quote the value: `metadataVersion: "4.0"`.',
    },
    skip: noStrimzi,
    check(ctx) {
        const { base, head } = strimziState(ctx);
        const out = [];
        for (const c of head.clusters) {
            for (const [key, path] of FIELDS) {
                const f = c[key];
                if (!f.isNumber)
                    continue;
                const before = base.clusters.find((b) => b.ref === c.ref)?.[key];
                const old = before?.isNumber && before.raw === f.raw;
                out.push({
                    severity: old ? 'warn' : undefined,
                    file: c.obj.file,
                    line: f.line,
                    side: 'head',
                    object: c.ref,
                    path,
                    message: `${path} is the YAML number ${String(f.raw)}, not a string: the operator reads "${String(f.raw)}"${String(f.raw).includes('.') ? '' : ' (a trailing .0 is lost)'}. Quote it. ${old ? 'Already present on the base revision.' : ''}`.trim(),
                });
            }
        }
        return out;
    },
});

/** The Strimzi and Kafka rules, in the catalogue's order. */
const strimziRules = [
    kafkaVersionSupported,
    implicitKafkaUpgrade,
    fromVersionKnown,
    operatorDowngrade,
    downgradeMetadata,
    downgradeTwoStep,
    upgradeTogether,
    metadataAboveKafka,
    metadataValid,
    versionIsString,
    metadataUnsafeDowngrade,
    metadataOneWay,
    kraftOnly,
    nodePoolsPresent,
    legacyKraftConfig,
    upgradePathTooFar,
    apiVersion,
    kafkaUserOperations,
    operatorImages,
    crdsMatchOperator,
    customImageUnchanged,
    rebalanceAutoApproval,
    unknownRelease,
];

/** Parses `spec.template.spec.containers[name=app].image:tag`; throws an Error saying what is wrong. */
function parseField(text) {
    const imageTag = text.endsWith(':tag');
    const body = imageTag ? text.slice(0, -4) : text;
    const steps = [];
    for (const part of body.split('.')) {
        const m = /^([A-Za-z0-9_-]+)(?:\[(?:([A-Za-z0-9_.-]+)=([^\]]*)|(\d+))\])?$/.exec(part);
        if (!m)
            throw new Error(`"${part}" is not a field step (expected name, name[key=value] or name[0])`);
        steps.push({
            key: m[1],
            ...(m[2] !== undefined
                ? { select: { key: m[2], value: m[3] } }
                : m[4] !== undefined
                    ? { select: Number(m[4]) }
                    : {}),
        });
    }
    return { steps, imageTag };
}
/** The value at a field and its path in the object (for the line), or undefined when absent. */
function readField(value, spec) {
    let cur = value;
    const path = [];
    for (const step of spec.steps) {
        if (typeof cur !== 'object' || cur === null || Array.isArray(cur))
            return undefined;
        const obj = cur;
        if (!Object.prototype.hasOwnProperty.call(obj, step.key))
            return undefined;
        cur = obj[step.key];
        path.push(step.key);
        if (step.select === undefined)
            continue;
        if (!Array.isArray(cur))
            return undefined;
        const list = cur;
        const sel = step.select;
        const index = typeof sel === 'number'
            ? sel
            : list.findIndex((x) => typeof x === 'object' &&
                x !== null &&
                String(x[sel.key]) === sel.value);
        if (index < 0 || index >= list.length)
            return undefined;
        cur = list[index];
        path.push(index);
    }
    return { value: cur, path };
}
/** The tag of an image reference; `digest` when it is pinned by digest (no version to compare). */
function imageTag(ref) {
    const at = ref.indexOf('@');
    if (at >= 0)
        return { digest: ref.slice(at + 1) };
    const slash = ref.lastIndexOf('/');
    const colon = ref.lastIndexOf(':');
    return colon > slash ? { tag: ref.slice(colon + 1) } : {};
}

function getDefaultExportFromCjs (x) {
	return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, 'default') ? x['default'] : x;
}

var lrucache;
var hasRequiredLrucache;

function requireLrucache () {
	if (hasRequiredLrucache) return lrucache;
	hasRequiredLrucache = 1;

	class LRUCache {
	  constructor () {
	    this.max = 1000;
	    this.map = new Map();
	  }

	  get (key) {
	    const value = this.map.get(key);
	    if (value === undefined) {
	      return undefined
	    } else {
	      // Remove the key from the map and add it to the end
	      this.map.delete(key);
	      this.map.set(key, value);
	      return value
	    }
	  }

	  delete (key) {
	    return this.map.delete(key)
	  }

	  set (key, value) {
	    const deleted = this.delete(key);

	    if (!deleted && value !== undefined) {
	      // If cache is full, delete the least recently used item
	      if (this.map.size >= this.max) {
	        const firstKey = this.map.keys().next().value;
	        this.delete(firstKey);
	      }

	      this.map.set(key, value);
	    }

	    return this
	  }
	}

	lrucache = LRUCache;
	return lrucache;
}

var parseOptions_1;
var hasRequiredParseOptions;

function requireParseOptions () {
	if (hasRequiredParseOptions) return parseOptions_1;
	hasRequiredParseOptions = 1;

	// parse out just the options we care about
	const looseOption = Object.freeze({ loose: true });
	const emptyOpts = Object.freeze({ });
	const parseOptions = options => {
	  if (!options) {
	    return emptyOpts
	  }

	  if (typeof options !== 'object') {
	    return looseOption
	  }

	  return options
	};
	parseOptions_1 = parseOptions;
	return parseOptions_1;
}

var re = {exports: {}};

var constants$1;
var hasRequiredConstants$1;

function requireConstants$1 () {
	if (hasRequiredConstants$1) return constants$1;
	hasRequiredConstants$1 = 1;

	// Note: this is the semver.org version of the spec that it implements
	// Not necessarily the package version of this code.
	const SEMVER_SPEC_VERSION = '2.0.0';

	const MAX_LENGTH = 256;
	const MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER ||
	/* istanbul ignore next */ 9007199254740991;

	// Max safe segment length for coercion.
	const MAX_SAFE_COMPONENT_LENGTH = 16;

	// Max safe length for a build identifier. The max length minus 6 characters for
	// the shortest version with a build 0.0.0+BUILD.
	const MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6;

	// ECMAScript whitespace and line terminators matched by \s.
	const WHITESPACE_CHARACTERS = [
	  '\t',
	  '\n',
	  '\v',
	  '\f',
	  '\r',
	  ' ',
	  '\u00a0',
	  '\u1680',
	  '\u2000',
	  '\u2001',
	  '\u2002',
	  '\u2003',
	  '\u2004',
	  '\u2005',
	  '\u2006',
	  '\u2007',
	  '\u2008',
	  '\u2009',
	  '\u200a',
	  '\u2028',
	  '\u2029',
	  '\u202f',
	  '\u205f',
	  '\u3000',
	  '\ufeff',
	];

	const RELEASE_TYPES = [
	  'major',
	  'premajor',
	  'minor',
	  'preminor',
	  'patch',
	  'prepatch',
	  'prerelease',
	];

	constants$1 = {
	  MAX_LENGTH,
	  MAX_SAFE_COMPONENT_LENGTH,
	  MAX_SAFE_BUILD_LENGTH,
	  MAX_SAFE_INTEGER,
	  WHITESPACE_CHARACTERS,
	  RELEASE_TYPES,
	  SEMVER_SPEC_VERSION,
	  FLAG_INCLUDE_PRERELEASE: 0b001,
	  FLAG_LOOSE: 0b010,
	};
	return constants$1;
}

var debug_1;
var hasRequiredDebug;

function requireDebug () {
	if (hasRequiredDebug) return debug_1;
	hasRequiredDebug = 1;

	const debug = (
	  typeof process === 'object' &&
	  process.env &&
	  process.env.NODE_DEBUG &&
	  /\bsemver\b/i.test(process.env.NODE_DEBUG)
	) ? (...args) => console.error('SEMVER', ...args)
	  : () => {};

	debug_1 = debug;
	return debug_1;
}

var hasRequiredRe;

function requireRe () {
	if (hasRequiredRe) return re.exports;
	hasRequiredRe = 1;
	(function (module, exports) {

		const {
		  MAX_SAFE_COMPONENT_LENGTH,
		  MAX_SAFE_BUILD_LENGTH,
		  MAX_LENGTH,
		} = requireConstants$1();
		const debug = requireDebug();
		exports = module.exports = {};

		// The actual regexps go on exports.re
		const re = exports.re = [];
		const safeRe = exports.safeRe = [];
		const src = exports.src = [];
		const safeSrc = exports.safeSrc = [];
		const t = exports.t = {};
		let R = 0;

		const LETTERDASHNUMBER = '[a-zA-Z0-9-]';

		// Replace some greedy regex tokens to prevent regex dos issues. These regex are
		// used internally via the safeRe object since all inputs in this library get
		// normalized first to trim and collapse all extra whitespace. The original
		// regexes are exported for userland consumption and lower level usage. A
		// future breaking change could export the safer regex only with a note that
		// all input should have extra whitespace removed.
		const safeRegexReplacements = [
		  ['\\s', 1],
		  ['\\d', MAX_LENGTH],
		  [LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH],
		];

		const makeSafeRegex = (value) => {
		  for (const [token, max] of safeRegexReplacements) {
		    value = value
		      .split(`${token}*`).join(`${token}{0,${max}}`)
		      .split(`${token}+`).join(`${token}{1,${max}}`);
		  }
		  return value
		};

		const createToken = (name, value, isGlobal) => {
		  const safe = makeSafeRegex(value);
		  const index = R++;
		  debug(name, index, value);
		  t[name] = index;
		  src[index] = value;
		  safeSrc[index] = safe;
		  re[index] = new RegExp(value, isGlobal ? 'g' : undefined);
		  safeRe[index] = new RegExp(safe, isGlobal ? 'g' : undefined);
		};

		// The following Regular Expressions can be used for tokenizing,
		// validating, and parsing SemVer version strings.

		// ## Numeric Identifier
		// A single `0`, or a non-zero digit followed by zero or more digits.

		createToken('NUMERICIDENTIFIER', '0|[1-9]\\d*');
		createToken('NUMERICIDENTIFIERLOOSE', '\\d+');

		// ## Non-numeric Identifier
		// Zero or more digits, followed by a letter or hyphen, and then zero or
		// more letters, digits, or hyphens.

		createToken('NONNUMERICIDENTIFIER', `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`);

		// ## Main Version
		// Three dot-separated numeric identifiers.

		createToken('MAINVERSION', `(${src[t.NUMERICIDENTIFIER]})\\.` +
		                   `(${src[t.NUMERICIDENTIFIER]})\\.` +
		                   `(${src[t.NUMERICIDENTIFIER]})`);

		createToken('MAINVERSIONLOOSE', `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.` +
		                        `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.` +
		                        `(${src[t.NUMERICIDENTIFIERLOOSE]})`);

		// ## Pre-release Version Identifier
		// A numeric identifier, or a non-numeric identifier.
		// Non-numeric identifiers include numeric identifiers but can be longer.
		// Therefore non-numeric identifiers must go first.

		createToken('PRERELEASEIDENTIFIER', `(?:${src[t.NONNUMERICIDENTIFIER]
		}|${src[t.NUMERICIDENTIFIER]})`);

		createToken('PRERELEASEIDENTIFIERLOOSE', `(?:${src[t.NONNUMERICIDENTIFIER]
		}|${src[t.NUMERICIDENTIFIERLOOSE]})`);

		// ## Pre-release Version
		// Hyphen, followed by one or more dot-separated pre-release version
		// identifiers.

		createToken('PRERELEASE', `(?:-(${src[t.PRERELEASEIDENTIFIER]
		}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`);

		createToken('PRERELEASELOOSE', `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]
		}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`);

		// ## Build Metadata Identifier
		// Any combination of digits, letters, or hyphens.

		createToken('BUILDIDENTIFIER', `${LETTERDASHNUMBER}+`);

		// ## Build Metadata
		// Plus sign, followed by one or more period-separated build metadata
		// identifiers.

		createToken('BUILD', `(?:\\+(${src[t.BUILDIDENTIFIER]
		}(?:\\.${src[t.BUILDIDENTIFIER]})*))`);

		// ## Full Version String
		// A main version, followed optionally by a pre-release version and
		// build metadata.

		// Note that the only major, minor, patch, and pre-release sections of
		// the version string are capturing groups.  The build metadata is not a
		// capturing group, because it should not ever be used in version
		// comparison.

		createToken('FULLPLAIN', `v?${src[t.MAINVERSION]
		}${src[t.PRERELEASE]}?${
		  src[t.BUILD]}?`);

		createToken('FULL', `^${src[t.FULLPLAIN]}$`);

		// like full, but allows v1.2.3 and =1.2.3, which people do sometimes.
		// also, 1.0.0alpha1 (prerelease without the hyphen) which is pretty
		// common in the npm registry.
		createToken('LOOSEPLAIN', `[v=\\s]*${src[t.MAINVERSIONLOOSE]
		}${src[t.PRERELEASELOOSE]}?${
		  src[t.BUILD]}?`);

		createToken('LOOSE', `^${src[t.LOOSEPLAIN]}$`);

		createToken('GTLT', '((?:<|>)?=?)');

		// Something like "2.*" or "1.2.x".
		// Note that "x.x" is a valid xRange identifier, meaning "any version"
		// Only the first item is strictly required.
		createToken('XRANGEIDENTIFIERLOOSE', `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`);
		createToken('XRANGEIDENTIFIER', `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`);

		createToken('XRANGEPLAIN', `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})` +
		                   `(?:\\.(${src[t.XRANGEIDENTIFIER]})` +
		                   `(?:\\.(${src[t.XRANGEIDENTIFIER]})` +
		                   `(?:${src[t.PRERELEASE]})?${
		                     src[t.BUILD]}?` +
		                   `)?)?`);

		createToken('XRANGEPLAINLOOSE', `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})` +
		                        `(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})` +
		                        `(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})` +
		                        `(?:${src[t.PRERELEASELOOSE]})?${
		                          src[t.BUILD]}?` +
		                        `)?)?`);

		createToken('XRANGE', `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`);
		createToken('XRANGELOOSE', `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`);

		// Coercion.
		// Extract anything that could conceivably be a part of a valid semver
		createToken('COERCEPLAIN', `${'(^|[^\\d])' +
		              '(\\d{1,'}${MAX_SAFE_COMPONENT_LENGTH}})` +
		              `(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?` +
		              `(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`);
		createToken('COERCE', `${src[t.COERCEPLAIN]}(?:$|[^\\d])`);
		createToken('COERCEFULL', src[t.COERCEPLAIN] +
		              `(?:${src[t.PRERELEASE]})?` +
		              `(?:${src[t.BUILD]})?` +
		              `(?:$|[^\\d])`);
		createToken('COERCERTL', src[t.COERCE], true);
		createToken('COERCERTLFULL', src[t.COERCEFULL], true);

		// Tilde ranges.
		// Meaning is "reasonably at or greater than"
		createToken('LONETILDE', '(?:~>?)');

		createToken('TILDETRIM', `(\\s*)${src[t.LONETILDE]}\\s+`, true);
		exports.tildeTrimReplace = '$1~';

		createToken('TILDE', `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`);
		createToken('TILDELOOSE', `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`);

		// Caret ranges.
		// Meaning is "at least and backwards compatible with"
		createToken('LONECARET', '(?:\\^)');

		createToken('CARETTRIM', `(\\s*)${src[t.LONECARET]}\\s+`, true);
		exports.caretTrimReplace = '$1^';

		createToken('CARET', `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`);
		createToken('CARETLOOSE', `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`);

		// A simple gt/lt/eq thing, or just "" to indicate "any version"
		createToken('COMPARATORLOOSE', `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`);
		createToken('COMPARATOR', `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`);

		// An expression to strip any whitespace between the gtlt and the thing
		// it modifies, so that `> 1.2.3` ==> `>1.2.3`
		createToken('COMPARATORTRIM', `(\\s*)${src[t.GTLT]
		}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, true);
		exports.comparatorTrimReplace = '$1$2$3';

		// Something like `1.2.3 - 1.2.4`
		// Note that these all use the loose form, because they'll be
		// checked against either the strict or loose comparator form
		// later.
		createToken('HYPHENRANGE', `^\\s*(${src[t.XRANGEPLAIN]})` +
		                   `\\s+-\\s+` +
		                   `(${src[t.XRANGEPLAIN]})` +
		                   `\\s*$`);

		createToken('HYPHENRANGELOOSE', `^\\s*(${src[t.XRANGEPLAINLOOSE]})` +
		                        `\\s+-\\s+` +
		                        `(${src[t.XRANGEPLAINLOOSE]})` +
		                        `\\s*$`);

		// Star ranges basically just allow anything at all.
		createToken('STAR', '(<|>)?=?\\s*\\*');
		// >=0.0.0 is like a star
		createToken('GTE0', '^\\s*>=\\s*0\\.0\\.0\\s*$');
		createToken('GTE0PRE', '^\\s*>=\\s*0\\.0\\.0-0\\s*$'); 
	} (re, re.exports));
	return re.exports;
}

var identifiers;
var hasRequiredIdentifiers;

function requireIdentifiers () {
	if (hasRequiredIdentifiers) return identifiers;
	hasRequiredIdentifiers = 1;

	const numeric = /^[0-9]+$/;
	const compareIdentifiers = (a, b) => {
	  if (typeof a === 'number' && typeof b === 'number') {
	    return a === b ? 0 : a < b ? -1 : 1
	  }

	  const anum = numeric.test(a);
	  const bnum = numeric.test(b);

	  if (anum && bnum) {
	    a = +a;
	    b = +b;
	  }

	  return a === b ? 0
	    : (anum && !bnum) ? -1
	    : (bnum && !anum) ? 1
	    : a < b ? -1
	    : 1
	};

	const rcompareIdentifiers = (a, b) => compareIdentifiers(b, a);

	identifiers = {
	  compareIdentifiers,
	  rcompareIdentifiers,
	};
	return identifiers;
}

var semver;
var hasRequiredSemver;

function requireSemver () {
	if (hasRequiredSemver) return semver;
	hasRequiredSemver = 1;

	const debug = requireDebug();
	const { MAX_LENGTH, MAX_SAFE_INTEGER } = requireConstants$1();
	const { safeRe: re, t } = requireRe();

	const parseOptions = requireParseOptions();
	const { compareIdentifiers } = requireIdentifiers();

	const isPrereleaseIdentifier = (prerelease, identifier) => {
	  const identifiers = identifier.split('.');
	  if (identifiers.length > prerelease.length) {
	    return false
	  }

	  for (let i = 0; i < identifiers.length; i++) {
	    if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0) {
	      return false
	    }
	  }

	  return true
	};

	class SemVer {
	  constructor (version, options) {
	    options = parseOptions(options);

	    if (version instanceof SemVer) {
	      if (version.loose === !!options.loose &&
	        version.includePrerelease === !!options.includePrerelease) {
	        return version
	      } else {
	        version = version.version;
	      }
	    } else if (typeof version !== 'string') {
	      throw new TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`)
	    }

	    if (version.length > MAX_LENGTH) {
	      throw new TypeError(
	        `version is longer than ${MAX_LENGTH} characters`
	      )
	    }

	    debug('SemVer', version, options);
	    this.options = options;
	    this.loose = !!options.loose;
	    // this isn't actually relevant for versions, but keep it so that we
	    // don't run into trouble passing this.options around.
	    this.includePrerelease = !!options.includePrerelease;

	    const m = version.trim().match(options.loose ? re[t.LOOSE] : re[t.FULL]);

	    if (!m) {
	      throw new TypeError(`Invalid Version: ${version}`)
	    }

	    this.raw = version;

	    // these are actually numbers
	    this.major = +m[1];
	    this.minor = +m[2];
	    this.patch = +m[3];

	    if (this.major > MAX_SAFE_INTEGER || this.major < 0) {
	      throw new TypeError('Invalid major version')
	    }

	    if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) {
	      throw new TypeError('Invalid minor version')
	    }

	    if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) {
	      throw new TypeError('Invalid patch version')
	    }

	    // numberify any prerelease numeric ids
	    if (!m[4]) {
	      this.prerelease = [];
	    } else {
	      this.prerelease = m[4].split('.').map((id) => {
	        if (/^[0-9]+$/.test(id)) {
	          const num = +id;
	          if (num >= 0 && num < MAX_SAFE_INTEGER) {
	            return num
	          }
	        }
	        return id
	      });
	    }

	    this.build = m[5] ? m[5].split('.') : [];
	    this.format();
	  }

	  format () {
	    this.version = `${this.major}.${this.minor}.${this.patch}`;
	    if (this.prerelease.length) {
	      this.version += `-${this.prerelease.join('.')}`;
	    }
	    return this.version
	  }

	  toString () {
	    return this.version
	  }

	  compare (other) {
	    debug('SemVer.compare', this.version, this.options, other);
	    if (!(other instanceof SemVer)) {
	      if (typeof other === 'string' && other === this.version) {
	        return 0
	      }
	      other = new SemVer(other, this.options);
	    }

	    if (other.version === this.version) {
	      return 0
	    }

	    return this.compareMain(other) || this.comparePre(other)
	  }

	  compareMain (other) {
	    if (!(other instanceof SemVer)) {
	      other = new SemVer(other, this.options);
	    }

	    if (this.major < other.major) {
	      return -1
	    }
	    if (this.major > other.major) {
	      return 1
	    }
	    if (this.minor < other.minor) {
	      return -1
	    }
	    if (this.minor > other.minor) {
	      return 1
	    }
	    if (this.patch < other.patch) {
	      return -1
	    }
	    if (this.patch > other.patch) {
	      return 1
	    }
	    return 0
	  }

	  comparePre (other) {
	    if (!(other instanceof SemVer)) {
	      other = new SemVer(other, this.options);
	    }

	    // NOT having a prerelease is > having one
	    if (this.prerelease.length && !other.prerelease.length) {
	      return -1
	    } else if (!this.prerelease.length && other.prerelease.length) {
	      return 1
	    } else if (!this.prerelease.length && !other.prerelease.length) {
	      return 0
	    }

	    let i = 0;
	    do {
	      const a = this.prerelease[i];
	      const b = other.prerelease[i];
	      debug('prerelease compare', i, a, b);
	      if (a === undefined && b === undefined) {
	        return 0
	      } else if (b === undefined) {
	        return 1
	      } else if (a === undefined) {
	        return -1
	      } else if (a === b) {
	        continue
	      } else {
	        return compareIdentifiers(a, b)
	      }
	    } while (++i)
	  }

	  compareBuild (other) {
	    if (!(other instanceof SemVer)) {
	      other = new SemVer(other, this.options);
	    }

	    let i = 0;
	    do {
	      const a = this.build[i];
	      const b = other.build[i];
	      debug('build compare', i, a, b);
	      if (a === undefined && b === undefined) {
	        return 0
	      } else if (b === undefined) {
	        return 1
	      } else if (a === undefined) {
	        return -1
	      } else if (a === b) {
	        continue
	      } else {
	        return compareIdentifiers(a, b)
	      }
	    } while (++i)
	  }

	  // preminor will bump the version up to the next minor release, and immediately
	  // down to pre-release. premajor and prepatch work the same way.
	  inc (release, identifier, identifierBase) {
	    if (release.startsWith('pre')) {
	      if (!identifier && identifierBase === false) {
	        throw new Error('invalid increment argument: identifier is empty')
	      }
	      // Avoid an invalid semver results
	      if (identifier) {
	        const match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
	        if (!match || match[1] !== identifier) {
	          throw new Error(`invalid identifier: ${identifier}`)
	        }
	      }
	    }

	    switch (release) {
	      case 'premajor':
	        this.prerelease.length = 0;
	        this.patch = 0;
	        this.minor = 0;
	        this.major++;
	        this.inc('pre', identifier, identifierBase);
	        break
	      case 'preminor':
	        this.prerelease.length = 0;
	        this.patch = 0;
	        this.minor++;
	        this.inc('pre', identifier, identifierBase);
	        break
	      case 'prepatch':
	        // If this is already a prerelease, it will bump to the next version
	        // drop any prereleases that might already exist, since they are not
	        // relevant at this point.
	        this.prerelease.length = 0;
	        this.inc('patch', identifier, identifierBase);
	        this.inc('pre', identifier, identifierBase);
	        break
	      // If the input is a non-prerelease version, this acts the same as
	      // prepatch.
	      case 'prerelease':
	        if (this.prerelease.length === 0) {
	          this.inc('patch', identifier, identifierBase);
	        }
	        this.inc('pre', identifier, identifierBase);
	        break
	      case 'release':
	        if (this.prerelease.length === 0) {
	          throw new Error(`version ${this.raw} is not a prerelease`)
	        }
	        this.prerelease.length = 0;
	        break

	      case 'major':
	        // If this is a pre-major version, bump up to the same major version.
	        // Otherwise increment major.
	        // 1.0.0-5 bumps to 1.0.0
	        // 1.1.0 bumps to 2.0.0
	        if (
	          this.minor !== 0 ||
	          this.patch !== 0 ||
	          this.prerelease.length === 0
	        ) {
	          this.major++;
	        }
	        this.minor = 0;
	        this.patch = 0;
	        this.prerelease = [];
	        break
	      case 'minor':
	        // If this is a pre-minor version, bump up to the same minor version.
	        // Otherwise increment minor.
	        // 1.2.0-5 bumps to 1.2.0
	        // 1.2.1 bumps to 1.3.0
	        if (this.patch !== 0 || this.prerelease.length === 0) {
	          this.minor++;
	        }
	        this.patch = 0;
	        this.prerelease = [];
	        break
	      case 'patch':
	        // If this is not a pre-release version, it will increment the patch.
	        // If it is a pre-release it will bump up to the same patch version.
	        // 1.2.0-5 patches to 1.2.0
	        // 1.2.0 patches to 1.2.1
	        if (this.prerelease.length === 0) {
	          this.patch++;
	        }
	        this.prerelease = [];
	        break
	      // This probably shouldn't be used publicly.
	      // 1.0.0 'pre' would become 1.0.0-0 which is the wrong direction.
	      case 'pre': {
	        const base = Number(identifierBase) ? 1 : 0;

	        if (this.prerelease.length === 0) {
	          this.prerelease = [base];
	        } else {
	          let i = this.prerelease.length;
	          while (--i >= 0) {
	            if (typeof this.prerelease[i] === 'number') {
	              this.prerelease[i]++;
	              i = -2;
	            }
	          }
	          if (i === -1) {
	            // didn't increment anything
	            if (identifier === this.prerelease.join('.') && identifierBase === false) {
	              throw new Error('invalid increment argument: identifier already exists')
	            }
	            this.prerelease.push(base);
	          }
	        }
	        if (identifier) {
	          // 1.2.0-beta.1 bumps to 1.2.0-beta.2,
	          // 1.2.0-beta.fooblz or 1.2.0-beta bumps to 1.2.0-beta.0
	          let prerelease = [identifier, base];
	          if (identifierBase === false) {
	            prerelease = [identifier];
	          }
	          if (isPrereleaseIdentifier(this.prerelease, identifier)) {
	            const prereleaseBase = this.prerelease[identifier.split('.').length];
	            if (isNaN(prereleaseBase)) {
	              this.prerelease = prerelease;
	            }
	          } else {
	            this.prerelease = prerelease;
	          }
	        }
	        break
	      }
	      default:
	        throw new Error(`invalid increment argument: ${release}`)
	    }
	    this.raw = this.format();
	    if (this.build.length) {
	      this.raw += `+${this.build.join('.')}`;
	    }
	    return this
	  }
	}

	semver = SemVer;
	return semver;
}

var compare_1;
var hasRequiredCompare;

function requireCompare () {
	if (hasRequiredCompare) return compare_1;
	hasRequiredCompare = 1;

	const SemVer = requireSemver();
	const compare = (a, b, loose) =>
	  new SemVer(a, loose).compare(new SemVer(b, loose));

	compare_1 = compare;
	return compare_1;
}

var eq_1;
var hasRequiredEq;

function requireEq () {
	if (hasRequiredEq) return eq_1;
	hasRequiredEq = 1;

	const compare = requireCompare();
	const eq = (a, b, loose) => compare(a, b, loose) === 0;
	eq_1 = eq;
	return eq_1;
}

var neq_1;
var hasRequiredNeq;

function requireNeq () {
	if (hasRequiredNeq) return neq_1;
	hasRequiredNeq = 1;

	const compare = requireCompare();
	const neq = (a, b, loose) => compare(a, b, loose) !== 0;
	neq_1 = neq;
	return neq_1;
}

var gt_1;
var hasRequiredGt;

function requireGt () {
	if (hasRequiredGt) return gt_1;
	hasRequiredGt = 1;

	const compare = requireCompare();
	const gt = (a, b, loose) => compare(a, b, loose) > 0;
	gt_1 = gt;
	return gt_1;
}

var gte_1;
var hasRequiredGte;

function requireGte () {
	if (hasRequiredGte) return gte_1;
	hasRequiredGte = 1;

	const compare = requireCompare();
	const gte = (a, b, loose) => compare(a, b, loose) >= 0;
	gte_1 = gte;
	return gte_1;
}

var lt_1;
var hasRequiredLt;

function requireLt () {
	if (hasRequiredLt) return lt_1;
	hasRequiredLt = 1;

	const compare = requireCompare();
	const lt = (a, b, loose) => compare(a, b, loose) < 0;
	lt_1 = lt;
	return lt_1;
}

var lte_1;
var hasRequiredLte;

function requireLte () {
	if (hasRequiredLte) return lte_1;
	hasRequiredLte = 1;

	const compare = requireCompare();
	const lte = (a, b, loose) => compare(a, b, loose) <= 0;
	lte_1 = lte;
	return lte_1;
}

var cmp_1;
var hasRequiredCmp;

function requireCmp () {
	if (hasRequiredCmp) return cmp_1;
	hasRequiredCmp = 1;

	const eq = requireEq();
	const neq = requireNeq();
	const gt = requireGt();
	const gte = requireGte();
	const lt = requireLt();
	const lte = requireLte();

	const cmp = (a, op, b, loose) => {
	  switch (op) {
	    case '===':
	      if (typeof a === 'object') {
	        a = a.version;
	      }
	      if (typeof b === 'object') {
	        b = b.version;
	      }
	      return a === b

	    case '!==':
	      if (typeof a === 'object') {
	        a = a.version;
	      }
	      if (typeof b === 'object') {
	        b = b.version;
	      }
	      return a !== b

	    case '':
	    case '=':
	    case '==':
	      return eq(a, b, loose)

	    case '!=':
	      return neq(a, b, loose)

	    case '>':
	      return gt(a, b, loose)

	    case '>=':
	      return gte(a, b, loose)

	    case '<':
	      return lt(a, b, loose)

	    case '<=':
	      return lte(a, b, loose)

	    default:
	      throw new TypeError(`Invalid operator: ${op}`)
	  }
	};
	cmp_1 = cmp;
	return cmp_1;
}

var comparator;
var hasRequiredComparator;

function requireComparator () {
	if (hasRequiredComparator) return comparator;
	hasRequiredComparator = 1;

	const ANY = Symbol('SemVer ANY');
	// hoisted class for cyclic dependency
	class Comparator {
	  static get ANY () {
	    return ANY
	  }

	  constructor (comp, options) {
	    options = parseOptions(options);

	    if (comp instanceof Comparator) {
	      if (comp.loose === !!options.loose) {
	        return comp
	      } else {
	        comp = comp.value;
	      }
	    }

	    comp = comp.trim().split(/\s+/).join(' ');
	    debug('comparator', comp, options);
	    this.options = options;
	    this.loose = !!options.loose;
	    this.parse(comp);

	    if (this.semver === ANY) {
	      this.value = '';
	    } else {
	      this.value = this.operator + this.semver.version;
	    }

	    debug('comp', this);
	  }

	  parse (comp) {
	    const r = this.options.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR];
	    const m = comp.match(r);

	    if (!m) {
	      throw new TypeError(`Invalid comparator: ${comp}`)
	    }

	    this.operator = m[1] !== undefined ? m[1] : '';
	    if (this.operator === '=') {
	      this.operator = '';
	    }

	    // if it literally is just '>' or '' then allow anything.
	    if (!m[2]) {
	      this.semver = ANY;
	    } else {
	      this.semver = new SemVer(m[2], this.options.loose);
	    }
	  }

	  toString () {
	    return this.value
	  }

	  test (version) {
	    debug('Comparator.test', version, this.options.loose);

	    if (this.semver === ANY || version === ANY) {
	      return true
	    }

	    if (typeof version === 'string') {
	      try {
	        version = new SemVer(version, this.options);
	      } catch (er) {
	        return false
	      }
	    }

	    return cmp(version, this.operator, this.semver, this.options)
	  }

	  intersects (comp, options) {
	    if (!(comp instanceof Comparator)) {
	      throw new TypeError('a Comparator is required')
	    }

	    if (this.operator === '') {
	      if (this.value === '') {
	        return true
	      }
	      return new Range(comp.value, options).test(this.value)
	    } else if (comp.operator === '') {
	      if (comp.value === '') {
	        return true
	      }
	      return new Range(this.value, options).test(comp.semver)
	    }

	    options = parseOptions(options);

	    // Special cases where nothing can possibly be lower
	    if (options.includePrerelease &&
	      (this.value === '<0.0.0-0' || comp.value === '<0.0.0-0')) {
	      return false
	    }
	    if (!options.includePrerelease &&
	      (this.value.startsWith('<0.0.0') || comp.value.startsWith('<0.0.0'))) {
	      return false
	    }

	    // Same direction increasing (> or >=)
	    if (this.operator.startsWith('>') && comp.operator.startsWith('>')) {
	      return true
	    }
	    // Same direction decreasing (< or <=)
	    if (this.operator.startsWith('<') && comp.operator.startsWith('<')) {
	      return true
	    }
	    // same SemVer and both sides are inclusive (<= or >=)
	    if (
	      (this.semver.version === comp.semver.version) &&
	      this.operator.includes('=') && comp.operator.includes('=')) {
	      return true
	    }
	    // opposite directions less than
	    if (cmp(this.semver, '<', comp.semver, options) &&
	      this.operator.startsWith('>') && comp.operator.startsWith('<')) {
	      return true
	    }
	    // opposite directions greater than
	    if (cmp(this.semver, '>', comp.semver, options) &&
	      this.operator.startsWith('<') && comp.operator.startsWith('>')) {
	      return true
	    }
	    return false
	  }
	}

	comparator = Comparator;

	const parseOptions = requireParseOptions();
	const { safeRe: re, t } = requireRe();
	const cmp = requireCmp();
	const debug = requireDebug();
	const SemVer = requireSemver();
	const Range = requireRange();
	return comparator;
}

var trimComparatorWhitespace_1;
var hasRequiredTrimComparatorWhitespace;

function requireTrimComparatorWhitespace () {
	if (hasRequiredTrimComparatorWhitespace) return trimComparatorWhitespace_1;
	hasRequiredTrimComparatorWhitespace = 1;

	// Reproduce safeRe[COMPARATORTRIM] replacement boundaries, not version
	// validation. Each end-index finder returns an exclusive end, or its start
	// on no match.
	// Positions count from zero. An end of 3 means characters 0, 1, and 2 were read;
	// range.slice(start, end) gives the matched text, not a converted number.
	const {
	  MAX_LENGTH,
	  MAX_SAFE_BUILD_LENGTH,
	  WHITESPACE_CHARACTERS,
	} = requireConstants$1();

	/**
	 * Remembers the last two rows of digits so their characters need not be reread.
	 * Positions start at -1 until a row has been found.
	 *
	 * @typedef {object} DigitRunCache
	 * @property {number} start The first character of the most recently found row.
	 * @property {number} end The position after that row's last character.
	 * @property {number} previousStart The first character of the previous row.
	 * @property {number} previousEnd The position after the previous row.
	 */

	// One entry per UTF-16 code unit keeps membership checks constant-time.
	const whitespace = new Uint8Array(0x10000);
	for (const char of WHITESPACE_CHARACTERS) {
	  whitespace[char.charCodeAt(0)] = 1;
	}

	/**
	 * Checks whether a character is whitespace, like a space, tab, or newline.
	 * Looking past the end of the string returns false.
	 *
	 * @param {string|undefined} char One character, or undefined past the string's end.
	 * @returns {boolean} Whether the character is whitespace.
	 * @example isWhitespace(' ') // true
	 * @example isWhitespace('1') // false
	 */
	const isWhitespace = char =>
	  char !== undefined && whitespace[char.charCodeAt(0)] === 1;

	/**
	 * Checks for v, =, or whitespace before the version number.
	 * These are historical version prefixes, not range operators:
	 * < and > are handled separately, as are tilde and caret ranges.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character can belong to a version prefix.
	 * @example isVersionPrefix('=') // true
	 * @example isVersionPrefix('>') // false
	 */
	const isVersionPrefix = char =>
	  char === 'v' ||
	  char === '=' ||
	  isWhitespace(char);

	/**
	 * Checks whether a character is one of the digits 0 through 9.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character is an ASCII digit.
	 * @example isDigit('7') // true
	 * @example isDigit('.') // false
	 */
	const isDigit = char => char !== undefined && char >= '0' && char <= '9';

	/**
	 * Checks whether a character is an English letter, uppercase or lowercase.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character is an ASCII letter.
	 * @example isLetter('b') // true
	 * @example isLetter('7') // false
	 */
	const isLetter = char =>
	  char !== undefined && (
	    (char >= 'a' && char <= 'z') ||
	    (char >= 'A' && char <= 'Z')
	  );

	/**
	 * Checks for a letter, digit, or hyphen: the characters allowed inside
	 * prerelease and build names such as beta-1.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character can be part of an identifier.
	 * @example isIdentifierCharacter('-') // true
	 * @example isIdentifierCharacter('.') // false; dots separate identifiers
	 */
	const isIdentifierCharacter = char => isDigit(char) || isLetter(char) || char === '-';

	/**
	 * Checks whether a version component can begin here: with a digit or
	 * a wildcard such as x, X, or *.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether a number or wildcard can start with this character.
	 * @example isVersionStart('x') // true
	 * @example isVersionStart('v') // false; v belongs to the prefix
	 */
	const isVersionStart = char =>
	  isDigit(char) ||
	  char === 'x' ||
	  char === 'X' ||
	  char === '*';

	/**
	 * Finds the end of a row of digits, but returns no more than limit digits.
	 * Remembers the last two rows so looking at them again does not reread them.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of the first character to check.
	 * @param {number} limit The most digit characters the returned match can include.
	 * @param {DigitRunCache} digitRuns Shared cache of digit-run positions, updated in place.
	 * @returns {number} The position after the matched digits, or start if none match.
	 * @example findDigitsEndIndex('123abc', 0, 10, digitRuns) // 3, pointing at a
	 * @example findDigitsEndIndex('123abc', 0, 2, digitRuns) // 2, pointing at the unread 3
	 */
	const findDigitsEndIndex = (range, start, limit, digitRuns) => {
	  if (!isDigit(range[start])) {
	    return start
	  }
	  if (start >= digitRuns.start && start < digitRuns.end) {
	    return Math.min(start + limit, digitRuns.end)
	  }
	  if (start >= digitRuns.previousStart && start < digitRuns.previousEnd) {
	    return Math.min(start + limit, digitRuns.previousEnd)
	  }
	  let end = start + 1;
	  while (isDigit(range[end])) {
	    end++;
	  }
	  // A failed full version can rewind from its second run to its first.
	  digitRuns.previousStart = digitRuns.start;
	  digitRuns.previousEnd = digitRuns.end;
	  digitRuns.start = start;
	  digitRuns.end = end;
	  return Math.min(start + limit, end)
	};

	/**
	 * Reads a number using the old regex's length and leading-zero rules.
	 * Strict mode reads just the first zero in 012; loose mode can read all three.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the number should begin.
	 * @param {boolean} loose Whether to allow leading zeros.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the matched digits, not their numeric value.
	 * @example findVersionNumberEndIndex('012', 0, false, digitRuns) // 1
	 * @example findVersionNumberEndIndex('012', 0, true, digitRuns) // 3
	 */
	const findVersionNumberEndIndex = (range, start, loose, digitRuns) => {
	  if (!loose && range[start] === '0') {
	    return start + 1
	  }
	  // Strict syntax allows an initial nonzero digit plus MAX_LENGTH digits.
	  return findDigitsEndIndex(range, start, loose ? MAX_LENGTH : MAX_LENGTH + 1, digitRuns)
	};

	/**
	 * Reads one piece of a prerelease name, such as beta or 1 in beta.1.
	 * Tries the letter-or-hyphen form first, then the number-only form.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the identifier should begin.
	 * @param {boolean} loose Whether numeric identifiers may have leading zeros.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the identifier, or start if none matches.
	 * @example findPrereleaseIdentifierEndIndex('beta.1', 0, false, digitRuns) // 4, at the dot
	 * @example findPrereleaseIdentifierEndIndex('001beta', 0, false, digitRuns) // 7
	 */
	const findPrereleaseIdentifierEndIndex = (range, start, loose, digitRuns) => {
	  const digitsEnd = findDigitsEndIndex(range, start, MAX_LENGTH, digitRuns);
	  // The legacy regex tries a nonnumeric identifier before a numeric one.
	  if (isLetter(range[digitsEnd]) || range[digitsEnd] === '-') {
	    let end = digitsEnd + 1;
	    const limit = end + MAX_SAFE_BUILD_LENGTH;
	    while (end < limit && isIdentifierCharacter(range[end])) {
	      end++;
	    }
	    return end
	  }
	  return findVersionNumberEndIndex(range, start, loose, digitRuns)
	};

	/**
	 * Reads a prerelease suffix such as -beta.1, one dot-separated piece at a time.
	 * Loose mode also allows the name without its opening hyphen.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the suffix should begin, including -.
	 * @param {boolean} loose Whether the opening hyphen is optional and zeros allowed.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the matched suffix, or start if absent.
	 * @example findPrereleaseEndIndex('-beta.1+sha', 0, false, digitRuns) // 7, at the plus
	 * @example findPrereleaseEndIndex('beta', 0, false, digitRuns) // 0; no opening hyphen
	 */
	const findPrereleaseEndIndex = (range, start, loose, digitRuns) => {
	  const hyphen = range[start] === '-';
	  if (!loose && !hyphen) {
	    return start
	  }
	  const identifierStart = start + (hyphen ? 1 : 0);
	  let end = findPrereleaseIdentifierEndIndex(range, identifierStart, loose, digitRuns);
	  if (end === identifierStart) {
	    if (!loose || !hyphen) {
	      return start
	    }
	    // In loose syntax, a lone hyphen can itself be the identifier.
	    end = findPrereleaseIdentifierEndIndex(range, start, loose, digitRuns);
	  }
	  while (range[end] === '.') {
	    const next = findPrereleaseIdentifierEndIndex(range, end + 1, loose, digitRuns);
	    if (next === end + 1) {
	      break
	    }
	    end = next;
	  }
	  return end
	};

	/**
	 * Reads one build-name piece, such as sha or 123 in +sha.123.
	 * Stops at a disallowed character or the old regex's length limit.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the identifier should begin.
	 * @returns {number} The position after the identifier, or start if none matches.
	 * @example findBuildIdentifierEndIndex('sha.123', 0) // 3, at the dot
	 * @example findBuildIdentifierEndIndex('001', 0) // 3; leading zeros are allowed
	 */
	const findBuildIdentifierEndIndex = (range, start) => {
	  let end = start;
	  while (end - start < MAX_SAFE_BUILD_LENGTH && isIdentifierCharacter(range[end])) {
	    end++;
	  }
	  return end
	};

	/**
	 * Reads optional build metadata such as +sha.123.
	 * Leaves the position unchanged if there is no plus sign followed by a name.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the opening + should be.
	 * @returns {number} The position after the matched metadata, or start if absent.
	 * @example findBuildEndIndex('+sha.123 <2', 0) // 8, at the space
	 * @example findBuildEndIndex('+', 0) // 0; a plus sign alone is not a match
	 */
	const findBuildEndIndex = (range, start) => {
	  if (range[start] !== '+') {
	    return start
	  }
	  let end = findBuildIdentifierEndIndex(range, start + 1);
	  if (end === start + 1) {
	    return start
	  }
	  while (range[end] === '.') {
	    const next = findBuildIdentifierEndIndex(range, end + 1);
	    if (next === end + 1) {
	      break
	    }
	    end = next;
	  }
	  return end
	};

	/**
	 * Reads three numbers separated by dots, then any prerelease and build suffixes.
	 * Uses loose rules, so forms such as 01.02.03beta can match here.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of the first number, after any prefix.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the version match, or start if none matches.
	 * @example findLooseFullVersionEndIndex('1.2.3-beta+sha <2', 0, digitRuns) // 14
	 * @example findLooseFullVersionEndIndex('1.2', 0, digitRuns) // 0; needs three numbers
	 */
	const findLooseFullVersionEndIndex = (range, start, digitRuns) => {
	  let end = start;
	  for (let component = 0; component < 3; component++) {
	    const next = findVersionNumberEndIndex(range, end, true, digitRuns);
	    if (next === end) {
	      return start
	    }
	    end = next;
	    if (component < 2) {
	      if (range[end] !== '.') {
	        return start
	      }
	      end++;
	    }
	  }
	  const prereleaseEnd = findPrereleaseEndIndex(range, end, true, digitRuns);
	  return findBuildEndIndex(range, prereleaseEnd)
	};

	/**
	 * Reads one component of a partial or wildcard version, such as 2 or x in 2.x.
	 * Numbers use strict leading-zero rules; wildcards take up one character.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the component should begin.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the component, or start if none matches.
	 * @example findPartialVersionComponentEndIndex('2.x', 0, digitRuns) // 1, at the dot
	 * @example findPartialVersionComponentEndIndex('2.x', 2, digitRuns) // 3, after x
	 */
	const findPartialVersionComponentEndIndex = (range, start, digitRuns) => {
	  if (isDigit(range[start])) {
	    return findVersionNumberEndIndex(range, start, false, digitRuns)
	  }
	  return isVersionStart(range[start]) ? start + 1 : start
	};

	/**
	 * Reads up to three components, allowing forms such as 1, 1.2, or 1.x.
	 * After the third component, also reads any strict prerelease and build suffixes.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of a number or wildcard, after any prefix.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the matched version text.
	 * @example findPartialVersionEndIndex('1.x <2', 0, digitRuns) // 3, at the space
	 * @example findPartialVersionEndIndex('1.', 0, digitRuns) // 1; the trailing dot is unread
	 */
	const findPartialVersionEndIndex = (range, start, digitRuns) => {
	  let end = findPartialVersionComponentEndIndex(range, start, digitRuns);
	  for (let component = 0; component < 2; component++) {
	    if (range[end] !== '.') {
	      return end
	    }
	    const next = findPartialVersionComponentEndIndex(range, end + 1, digitRuns);
	    if (next === end + 1) {
	      return end
	    }
	    end = next;
	  }
	  const prereleaseEnd = findPrereleaseEndIndex(range, end, false, digitRuns);
	  return findBuildEndIndex(range, prereleaseEnd)
	};

	/**
	 * Finds where a version match ends, without deciding whether the range is valid.
	 * Tries a loose full version first, then a partial or wildcard version, just
	 * like the old regex's LOOSEPLAIN and XRANGEPLAIN alternatives.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of a number or wildcard, after any prefix.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position where scanning the next candidate can resume.
	 * @example findVersionEndIndex('1.2.3 <2', 0, digitRuns) // 5, at the space
	 * @example findVersionEndIndex('1.x <2', 0, digitRuns) // 3, at the space
	 */
	const findVersionEndIndex = (range, start, digitRuns) => {
	  const fullVersionEnd = findLooseFullVersionEndIndex(range, start, digitRuns);
	  return fullVersionEnd !== start
	    ? fullVersionEnd
	    : findPartialVersionEndIndex(range, start, digitRuns)
	};

	/**
	 * Finds the one whitespace character the old replacement would remove.
	 * Keeps leading whitespace, skips an optional operator, and checks immediately
	 * after it. Returns -1 if there is nothing to remove.
	 *
	 * @param {string} range The text containing a candidate already found by the caller.
	 * @param {number} matchStart The candidate's position, including leading whitespace.
	 * @returns {number} The position of the removable whitespace, or -1 if absent.
	 * @example findRemovableWhitespaceIndex(' > 1', 0) // 2; keep the space at position 0
	 * @example findRemovableWhitespaceIndex('>1', 0) // -1
	 */
	const findRemovableWhitespaceIndex = (range, matchStart) => {
	  let position = matchStart;
	  if (isWhitespace(range[position])) {
	    position++;
	  }
	  if (range[position] === '<' || range[position] === '>') {
	    position++;
	  }
	  if (range[position] === '=') {
	    position++;
	  }
	  return isWhitespace(range[position]) ? position : -1
	};

	/**
	 * Joins an operator to its version, turning > 1.2.3 into >1.2.3.
	 * Copies everything else according to the old regex's matching rules.
	 * Moves forward through prefixes and whole versions to avoid repeatedly
	 * searching the same characters on long inputs.
	 *
	 * @param {string} range The range text to process; the original string is unchanged.
	 * @returns {string} The range with matched operator whitespace removed.
	 * @example trimComparatorWhitespace('> 1.2.3 < 2') // '>1.2.3 <2'
	 * @example trimComparatorWhitespace('> invalid') // '> invalid'
	 */
	const trimComparatorWhitespace = range => {
	  let result = '';
	  let copyFrom = 0;
	  let cursor = 0;
	  const digitRuns = { start: -1, end: -1, previousStart: -1, previousEnd: -1 };

	  while (cursor < range.length) {
	    const matchStart = cursor;
	    if (range[cursor] === '<' || range[cursor] === '>') {
	      cursor++;
	    } else if (!isVersionPrefix(range[cursor]) && !isVersionStart(range[cursor])) {
	      cursor++;
	      continue
	    }

	    // Consume a v/=/whitespace run once, even when no version follows it.
	    while (cursor < range.length && isVersionPrefix(range[cursor])) {
	      cursor++;
	    }
	    if (!isVersionStart(range[cursor])) {
	      continue
	    }

	    const whitespacePosition = findRemovableWhitespaceIndex(range, matchStart);
	    if (whitespacePosition !== -1) {
	      result += range.slice(copyFrom, whitespacePosition);
	      copyFrom = whitespacePosition + 1;
	    }

	    // Skip the entire match, so a prerelease's trailing v cannot be
	    // reconsidered as the prefix of another version.
	    cursor = findVersionEndIndex(range, cursor, digitRuns);
	  }

	  return result + range.slice(copyFrom)
	};

	trimComparatorWhitespace_1 = trimComparatorWhitespace;
	return trimComparatorWhitespace_1;
}

var range;
var hasRequiredRange;

function requireRange () {
	if (hasRequiredRange) return range;
	hasRequiredRange = 1;

	const SPACE_CHARACTERS = /\s+/g;

	// hoisted class for cyclic dependency
	class Range {
	  constructor (range, options) {
	    options = parseOptions(options);

	    if (range instanceof Range) {
	      if (
	        range.loose === !!options.loose &&
	        range.includePrerelease === !!options.includePrerelease
	      ) {
	        return range
	      } else {
	        return new Range(range.raw, options)
	      }
	    }

	    if (range instanceof Comparator) {
	      // just put it in the set and return
	      this.raw = range.value;
	      this.set = [[range]];
	      this.formatted = undefined;
	      return this
	    }

	    this.options = options;
	    this.loose = !!options.loose;
	    this.includePrerelease = !!options.includePrerelease;

	    // First reduce all whitespace as much as possible so we do not have to rely
	    // on potentially slow regexes like \s*. This is then stored and used for
	    // future error messages as well.
	    this.raw = range.trim().replace(SPACE_CHARACTERS, ' ');

	    // First, split on ||
	    this.set = this.raw
	      .split('||')
	      // map the range to a 2d array of comparators
	      .map(r => this.parseRange(r.trim()))
	      // throw out any comparator lists that are empty
	      // this generally means that it was not a valid range, which is allowed
	      // in loose mode, but will still throw if the WHOLE range is invalid.
	      .filter(c => c.length);

	    if (!this.set.length) {
	      throw new TypeError(`Invalid SemVer Range: ${this.raw}`)
	    }

	    // if we have any that are not the null set, throw out null sets.
	    if (this.set.length > 1) {
	      // keep the first one, in case they're all null sets
	      const first = this.set[0];
	      this.set = this.set.filter(c => !isNullSet(c[0]));
	      if (this.set.length === 0) {
	        this.set = [first];
	      } else if (this.set.length > 1) {
	        // if we have any that are *, then the range is just *
	        for (const c of this.set) {
	          if (c.length === 1 && isAny(c[0])) {
	            this.set = [c];
	            break
	          }
	        }
	      }
	    }

	    this.formatted = undefined;
	  }

	  get range () {
	    if (this.formatted === undefined) {
	      this.formatted = '';
	      for (let i = 0; i < this.set.length; i++) {
	        if (i > 0) {
	          this.formatted += '||';
	        }
	        const comps = this.set[i];
	        for (let k = 0; k < comps.length; k++) {
	          if (k > 0) {
	            this.formatted += ' ';
	          }
	          this.formatted += comps[k].toString().trim();
	        }
	      }
	    }
	    return this.formatted
	  }

	  format () {
	    return this.range
	  }

	  toString () {
	    return this.range
	  }

	  parseRange (range) {
	    // strip build metadata so it can't bleed into the version
	    range = range.replace(BUILDSTRIPRE, '');

	    // memoize range parsing for performance.
	    // this is a very hot path, and fully deterministic.
	    const memoOpts =
	      (this.options.includePrerelease && FLAG_INCLUDE_PRERELEASE) |
	      (this.options.loose && FLAG_LOOSE);
	    const memoKey = memoOpts + ':' + range;
	    const cached = cache.get(memoKey);
	    if (cached) {
	      return cached
	    }

	    const loose = this.options.loose;
	    // `1.2.3 - 1.2.4` => `>=1.2.3 <=1.2.4`
	    const hr = loose ? re[t.HYPHENRANGELOOSE] : re[t.HYPHENRANGE];
	    range = range.replace(hr, hyphenReplace(this.options.includePrerelease));
	    debug('hyphen replace', range);

	    // `> 1.2.3 < 1.2.5` => `>1.2.3 <1.2.5`
	    range = trimComparatorWhitespace(range);
	    debug('comparator trim', range);

	    // `~ 1.2.3` => `~1.2.3`
	    range = range.replace(re[t.TILDETRIM], tildeTrimReplace);
	    debug('tilde trim', range);

	    // `^ 1.2.3` => `^1.2.3`
	    range = range.replace(re[t.CARETTRIM], caretTrimReplace);
	    debug('caret trim', range);

	    // At this point, the range is completely trimmed and
	    // ready to be split into comparators.

	    let rangeList = range
	      .split(' ')
	      .map(comp => parseComparator(comp, this.options))
	      .join(' ')
	      .split(/\s+/)
	      // >=0.0.0 is equivalent to *
	      .map(comp => replaceGTE0(comp, this.options));

	    if (loose) {
	      // in loose mode, throw out any that are not valid comparators
	      rangeList = rangeList.filter(comp => {
	        debug('loose invalid filter', comp, this.options);
	        return !!comp.match(re[t.COMPARATORLOOSE])
	      });
	    }
	    debug('range list', rangeList);

	    // if any comparators are the null set, then replace with JUST null set
	    // if more than one comparator, remove any * comparators
	    // also, don't include the same comparator more than once
	    const rangeMap = new Map();
	    const comparators = rangeList.map(comp => new Comparator(comp, this.options));
	    for (const comp of comparators) {
	      if (isNullSet(comp)) {
	        return [comp]
	      }
	      rangeMap.set(comp.value, comp);
	    }
	    if (rangeMap.size > 1 && rangeMap.has('')) {
	      rangeMap.delete('');
	    }

	    const result = [...rangeMap.values()];
	    cache.set(memoKey, result);
	    return result
	  }

	  intersects (range, options) {
	    if (!(range instanceof Range)) {
	      throw new TypeError('a Range is required')
	    }

	    return this.set.some((thisComparators) => {
	      return (
	        isSatisfiable(thisComparators, options) &&
	        range.set.some((rangeComparators) => {
	          return (
	            isSatisfiable(rangeComparators, options) &&
	            thisComparators.every((thisComparator) => {
	              return rangeComparators.every((rangeComparator) => {
	                return thisComparator.intersects(rangeComparator, options)
	              })
	            })
	          )
	        })
	      )
	    })
	  }

	  // if ANY of the sets match ALL of its comparators, then pass
	  test (version) {
	    if (!version) {
	      return false
	    }

	    if (typeof version === 'string') {
	      try {
	        version = new SemVer(version, this.options);
	      } catch (er) {
	        return false
	      }
	    }

	    for (let i = 0; i < this.set.length; i++) {
	      if (testSet(this.set[i], version, this.options)) {
	        return true
	      }
	    }
	    return false
	  }
	}

	range = Range;

	const LRU = requireLrucache();
	const cache = new LRU();

	const parseOptions = requireParseOptions();
	const Comparator = requireComparator();
	const debug = requireDebug();
	const SemVer = requireSemver();
	const trimComparatorWhitespace = requireTrimComparatorWhitespace();
	const {
	  safeRe: re,
	  src,
	  t,
	  tildeTrimReplace,
	  caretTrimReplace,
	} = requireRe();
	const { FLAG_INCLUDE_PRERELEASE, FLAG_LOOSE } = requireConstants$1();

	// unbounded global build-metadata stripper used by parseRange
	const BUILDSTRIPRE = new RegExp(src[t.BUILD], 'g');

	const isNullSet = c => c.value === '<0.0.0-0';
	const isAny = c => c.value === '';

	// take a set of comparators and determine whether there
	// exists a version which can satisfy it
	const isSatisfiable = (comparators, options) => {
	  let result = true;
	  const remainingComparators = comparators.slice();
	  let testComparator = remainingComparators.pop();

	  while (result && remainingComparators.length) {
	    result = remainingComparators.every((otherComparator) => {
	      return testComparator.intersects(otherComparator, options)
	    });

	    testComparator = remainingComparators.pop();
	  }

	  return result
	};

	// comprised of xranges, tildes, stars, and gtlt's at this point.
	// already replaced the hyphen ranges
	// turn into a set of JUST comparators.
	const parseComparator = (comp, options) => {
	  comp = comp.replace(re[t.BUILD], '');
	  debug('comp', comp, options);
	  comp = replaceCarets(comp, options);
	  debug('caret', comp);
	  comp = replaceTildes(comp, options);
	  debug('tildes', comp);
	  comp = replaceXRanges(comp, options);
	  debug('xrange', comp);
	  comp = replaceStars(comp, options);
	  debug('stars', comp);
	  return comp
	};

	const isX = id => !id || id.toLowerCase() === 'x' || id === '*';

	const invalidXRangeOrder = (M, m, p) => (
	  (isX(M) && !isX(m)) ||
	  (isX(m) && p && !isX(p))
	);

	// ~, ~> --> * (any, kinda silly)
	// ~2, ~2.x, ~2.x.x, ~>2, ~>2.x ~>2.x.x --> >=2.0.0 <3.0.0-0
	// ~2.0, ~2.0.x, ~>2.0, ~>2.0.x --> >=2.0.0 <2.1.0-0
	// ~1.2, ~1.2.x, ~>1.2, ~>1.2.x --> >=1.2.0 <1.3.0-0
	// ~1.2.3, ~>1.2.3 --> >=1.2.3 <1.3.0-0
	// ~1.2.0, ~>1.2.0 --> >=1.2.0 <1.3.0-0
	// ~0.0.1 --> >=0.0.1 <0.1.0-0
	const replaceTildes = (comp, options) => {
	  return comp
	    .trim()
	    .split(/\s+/)
	    .map((c) => replaceTilde(c, options))
	    .join(' ')
	};

	const replaceTilde = (comp, options) => {
	  const r = options.loose ? re[t.TILDELOOSE] : re[t.TILDE];
	  // if we're including prereleases in the match, then the lower bound is
	  // -0, the lowest possible prerelease value, just like x-ranges and carets.
	  // this keeps `~1.2` equivalent to the `1.2.x` x-range it's documented as.
	  const z = options.includePrerelease ? '-0' : '';
	  return comp.replace(r, (_, M, m, p, pr) => {
	    debug('tilde', comp, _, M, m, p, pr);
	    let ret;

	    if (isX(M)) {
	      ret = '';
	    } else if (isX(m)) {
	      ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
	    } else if (isX(p)) {
	      // ~1.2 == >=1.2.0 <1.3.0-0
	      ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
	    } else if (pr) {
	      debug('replaceTilde pr', pr);
	      ret = `>=${M}.${m}.${p}-${pr
	      } <${M}.${+m + 1}.0-0`;
	    } else {
	      // ~1.2.3 == >=1.2.3 <1.3.0-0
	      ret = `>=${M}.${m}.${p
	      } <${M}.${+m + 1}.0-0`;
	    }

	    debug('tilde return', ret);
	    return ret
	  })
	};

	// ^ --> * (any, kinda silly)
	// ^2, ^2.x, ^2.x.x --> >=2.0.0 <3.0.0-0
	// ^2.0, ^2.0.x --> >=2.0.0 <3.0.0-0
	// ^1.2, ^1.2.x --> >=1.2.0 <2.0.0-0
	// ^1.2.3 --> >=1.2.3 <2.0.0-0
	// ^1.2.0 --> >=1.2.0 <2.0.0-0
	// ^0.0.1 --> >=0.0.1 <0.0.2-0
	// ^0.1.0 --> >=0.1.0 <0.2.0-0
	const replaceCarets = (comp, options) => {
	  return comp
	    .trim()
	    .split(/\s+/)
	    .map((c) => replaceCaret(c, options))
	    .join(' ')
	};

	const replaceCaret = (comp, options) => {
	  debug('caret', comp, options);
	  const r = options.loose ? re[t.CARETLOOSE] : re[t.CARET];
	  const z = options.includePrerelease ? '-0' : '';
	  return comp.replace(r, (_, M, m, p, pr) => {
	    debug('caret', comp, _, M, m, p, pr);
	    let ret;

	    if (isX(M)) {
	      ret = '';
	    } else if (isX(m)) {
	      ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
	    } else if (isX(p)) {
	      if (M === '0') {
	        ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
	      } else {
	        ret = `>=${M}.${m}.0${z} <${+M + 1}.0.0-0`;
	      }
	    } else if (pr) {
	      debug('replaceCaret pr', pr);
	      if (M === '0') {
	        if (m === '0') {
	          ret = `>=${M}.${m}.${p}-${pr
	          } <${M}.${m}.${+p + 1}-0`;
	        } else {
	          ret = `>=${M}.${m}.${p}-${pr
	          } <${M}.${+m + 1}.0-0`;
	        }
	      } else {
	        ret = `>=${M}.${m}.${p}-${pr
	        } <${+M + 1}.0.0-0`;
	      }
	    } else {
	      debug('no pr');
	      if (M === '0') {
	        if (m === '0') {
	          ret = `>=${M}.${m}.${p
	          } <${M}.${m}.${+p + 1}-0`;
	        } else {
	          ret = `>=${M}.${m}.${p
	          } <${M}.${+m + 1}.0-0`;
	        }
	      } else {
	        ret = `>=${M}.${m}.${p
	        } <${+M + 1}.0.0-0`;
	      }
	    }

	    debug('caret return', ret);
	    return ret
	  })
	};

	const replaceXRanges = (comp, options) => {
	  debug('replaceXRanges', comp, options);
	  return comp
	    .split(/\s+/)
	    .map((c) => replaceXRange(c, options))
	    .join(' ')
	};

	const replaceXRange = (comp, options) => {
	  comp = comp.trim();
	  const r = options.loose ? re[t.XRANGELOOSE] : re[t.XRANGE];
	  return comp.replace(r, (ret, gtlt, M, m, p, pr) => {
	    debug('xRange', comp, ret, gtlt, M, m, p, pr);
	    if (invalidXRangeOrder(M, m, p)) {
	      return comp
	    }

	    const xM = isX(M);
	    const xm = xM || isX(m);
	    const xp = xm || isX(p);
	    const anyX = xp;

	    if (gtlt === '=' && anyX) {
	      gtlt = '';
	    }

	    // if we're including prereleases in the match, then we need
	    // to fix this to -0, the lowest possible prerelease value
	    pr = options.includePrerelease ? '-0' : '';

	    if (xM) {
	      if (gtlt === '>' || gtlt === '<') {
	        // nothing is allowed
	        ret = '<0.0.0-0';
	      } else {
	        // nothing is forbidden
	        ret = '*';
	      }
	    } else if (gtlt && anyX) {
	      // we know patch is an x, because we have any x at all.
	      // replace X with 0
	      if (xm) {
	        m = 0;
	      }
	      p = 0;

	      if (gtlt === '>') {
	        // >1 => >=2.0.0
	        // >1.2 => >=1.3.0
	        gtlt = '>=';
	        if (xm) {
	          M = +M + 1;
	          m = 0;
	          p = 0;
	        } else {
	          m = +m + 1;
	          p = 0;
	        }
	      } else if (gtlt === '<=') {
	        // <=0.7.x is actually <0.8.0, since any 0.7.x should
	        // pass.  Similarly, <=7.x is actually <8.0.0, etc.
	        gtlt = '<';
	        if (xm) {
	          M = +M + 1;
	        } else {
	          m = +m + 1;
	        }
	      }

	      if (gtlt === '<') {
	        pr = '-0';
	      }

	      ret = `${gtlt + M}.${m}.${p}${pr}`;
	    } else if (xm) {
	      ret = `>=${M}.0.0${pr} <${+M + 1}.0.0-0`;
	    } else if (xp) {
	      ret = `>=${M}.${m}.0${pr
	      } <${M}.${+m + 1}.0-0`;
	    }

	    debug('xRange return', ret);

	    return ret
	  })
	};

	// Because * is AND-ed with everything else in the comparator,
	// and '' means "any version", just remove the *s entirely.
	const replaceStars = (comp, options) => {
	  debug('replaceStars', comp, options);
	  // Looseness is ignored here.  star is always as loose as it gets!
	  return comp
	    .trim()
	    .replace(re[t.STAR], '')
	};

	const replaceGTE0 = (comp, options) => {
	  debug('replaceGTE0', comp, options);
	  return comp
	    .trim()
	    .replace(re[options.includePrerelease ? t.GTE0PRE : t.GTE0], '')
	};

	// This function is passed to string.replace(re[t.HYPHENRANGE])
	// M, m, patch, prerelease, build
	// 1.2 - 3.4.5 => >=1.2.0 <=3.4.5
	// 1.2.3 - 3.4 => >=1.2.0 <3.5.0-0 Any 3.4.x will do
	// 1.2 - 3.4 => >=1.2.0 <3.5.0-0
	// TODO build?
	const hyphenReplace = incPr => ($0,
	  from, fM, fm, fp, fpr, fb,
	  to, tM, tm, tp, tpr) => {
	  if (isX(fM)) {
	    from = '';
	  } else if (isX(fm)) {
	    from = `>=${fM}.0.0${incPr ? '-0' : ''}`;
	  } else if (isX(fp)) {
	    from = `>=${fM}.${fm}.0${incPr ? '-0' : ''}`;
	  } else if (fpr) {
	    from = `>=${from}`;
	  } else {
	    from = `>=${from}${incPr ? '-0' : ''}`;
	  }

	  if (isX(tM)) {
	    to = '';
	  } else if (isX(tm)) {
	    to = `<${+tM + 1}.0.0-0`;
	  } else if (isX(tp)) {
	    to = `<${tM}.${+tm + 1}.0-0`;
	  } else if (tpr) {
	    to = `<=${tM}.${tm}.${tp}-${tpr}`;
	  } else if (incPr) {
	    to = `<${tM}.${tm}.${+tp + 1}-0`;
	  } else {
	    to = `<=${to}`;
	  }

	  return `${from} ${to}`.trim()
	};

	const testSet = (set, version, options) => {
	  for (let i = 0; i < set.length; i++) {
	    if (!set[i].test(version)) {
	      return false
	    }
	  }

	  if (version.prerelease.length && !options.includePrerelease) {
	    // Find the set of versions that are allowed to have prereleases
	    // For example, ^1.2.3-pr.1 desugars to >=1.2.3-pr.1 <2.0.0
	    // That should allow `1.2.3-pr.2` to pass.
	    // However, `1.2.4-alpha.notready` should NOT be allowed,
	    // even though it's within the range set by the comparators.
	    for (let i = 0; i < set.length; i++) {
	      debug(set[i].semver);
	      if (set[i].semver === Comparator.ANY) {
	        continue
	      }

	      if (set[i].semver.prerelease.length > 0) {
	        const allowed = set[i].semver;
	        if (allowed.major === version.major &&
	            allowed.minor === version.minor &&
	            allowed.patch === version.patch) {
	          return true
	        }
	      }
	    }

	    // Version has a -pre, but it's not one of the ones we like.
	    return false
	  }

	  return true
	};
	return range;
}

var rangeExports = requireRange();
var SemverRange = /*@__PURE__*/getDefaultExportFromCjs(rangeExports);

var semverExports = requireSemver();
var SemVer = /*@__PURE__*/getDefaultExportFromCjs(semverExports);

const DOTTED = /^v?(\d+(?:\.\d+)*)$/;
const CALVER = /^v?(\d{2,4})[.-](\d{1,2})(?:[.-](\d{1,2}))?(?:[.-](\d+))?$/;
function parseSemver(raw, s) {
    try {
        const v = new SemVer(s);
        return { raw, parts: [v.major, v.minor, v.patch], semver: v };
    }
    catch {
        return undefined;
    }
}
/** Parses a version in a scheme; undefined when it does not fit. */
function parseVersion(raw, scheme, pattern) {
    const s = raw.trim();
    switch (scheme) {
        case 'semver':
            return parseSemver(raw, s);
        case 'dotted': {
            const m = DOTTED.exec(s);
            return m ? { raw, parts: m[1].split('.').map(Number) } : undefined;
        }
        case 'calver': {
            const m = CALVER.exec(s);
            return m
                ? {
                    raw,
                    parts: m
                        .slice(1)
                        .filter((x) => x !== undefined)
                        .map(Number),
                }
                : undefined;
        }
        case 'regex': {
            const m = pattern?.exec(s);
            if (!m)
                return undefined;
            const groups = m.slice(1).filter((x) => x !== undefined);
            if (!groups.length || groups.some((g) => !/^\d+$/.test(g)))
                return undefined;
            return { raw, parts: groups.map(Number) };
        }
    }
}
/** Semver's order for semver versions; numeric parts (missing parts are 0) for the other schemes. */
function compareVersions(a, b) {
    if (a.semver && b.semver)
        return a.semver.compare(b.semver);
    const n = Math.max(a.parts.length, b.parts.length);
    for (let i = 0; i < n; i++) {
        const d = (a.parts[i] ?? 0) - (b.parts[i] ?? 0);
        if (d)
            return d < 0 ? -1 : 1;
    }
    return 0;
}
/** The first part index where two versions differ, with the size of the step (to − from). */
function firstDifference(from, to) {
    const n = Math.max(from.parts.length, to.parts.length);
    for (let i = 0; i < n; i++) {
        const d = (to.parts[i] ?? 0) - (from.parts[i] ?? 0);
        if (d)
            return { index: i, step: d };
    }
    return undefined;
}

/**
 * Ranges for `scheme: semver` are semver's own (the `semver` package), with pre-releases included:
 * `>=1.16.0-rc.1 <1.16.0` holds `1.16.0-rc.10`, and `*` or `1.16.x` hold every pre-release of theirs.
 */
function semverRange(text) {
    let r;
    try {
        r = new SemverRange(text, { includePrerelease: true });
    }
    catch (err) {
        throw new Error(`"${text}" is not a semver range (${err.message})`, { cause: err });
    }
    return { test: (v) => v.semver !== undefined && r.test(v.semver) };
}
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))*$/;
function partial(text) {
    if (!PARTIAL.test(text))
        return undefined;
    const out = [];
    for (const p of text.replace(/^v/, '').split('.')) {
        if (/^[xX*]$/.test(p))
            break;
        out.push(Number(p));
    }
    return out;
}
const ver = (parts) => ({ raw: parts.join('.'), parts });
const bump = (parts, i) => [...parts.slice(0, i), (parts[i] ?? 0) + 1];
function expand(op, text) {
    const p = partial(text);
    if (!p)
        return undefined;
    if (p.length === 0)
        return [];
    switch (op) {
        case '':
        case '=':
            // "4.2" means any 4.2.*; "4.2.0.3" means exactly that (a bound above it by one in the last part).
            return [
                { op: '>=', v: ver(p) },
                { op: '<', v: ver(bump(p, p.length - 1)) },
            ];
        case '^': {
            const i = Math.max(0, p.findIndex((x) => x !== 0));
            return [
                { op: '>=', v: ver(p) },
                { op: '<', v: ver(bump(p, p.every((x) => x === 0) ? p.length - 1 : i)) },
            ];
        }
        case '~':
            return [
                { op: '>=', v: ver(p) },
                { op: '<', v: ver(bump(p, Math.min(1, p.length - 1))) },
            ];
        case '>':
            // ">4.2" means above every 4.2.*.
            return [{ op: '>=', v: ver(bump(p, p.length - 1)) }];
        case '<=':
            return [{ op: '<', v: ver(bump(p, p.length - 1)) }];
        case '>=':
        case '<':
            return [{ op, v: ver(p) }];
        default:
            return undefined;
    }
}
/** Parses a range in a scheme; throws an Error naming the part that does not parse. */
function parseRange(text, scheme) {
    if (scheme === 'semver')
        return semverRange(text);
    const alternatives = partsRange(text);
    return { test: (v) => alternatives.some((alt) => alt.every((c) => test(c, v))) };
}
function partsRange(text) {
    const alternatives = text.split('||').map((s) => s.trim());
    return alternatives.map((alt) => {
        if (alt === '' || alt === '*' || alt === 'x')
            return [];
        const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(alt);
        if (hyphen) {
            const lo = expand('>=', hyphen[1]);
            const hi = expand('<=', hyphen[2]);
            if (!lo || !hi)
                throw new Error(`"${alt}" is not a range`);
            return [...lo, ...hi];
        }
        const out = [];
        for (const token of alt.split(/\s+/)) {
            const m = /^(<=|>=|<|>|=|\^|~)?\s*(.+)$/.exec(token);
            const cs = m ? expand(m[1] ?? '', m[2]) : undefined;
            if (!cs)
                throw new Error(`"${token}" is not a version comparator`);
            out.push(...cs);
        }
        return out;
    });
}
function test(c, v) {
    const d = compareVersions(v, c.v);
    switch (c.op) {
        case '<':
            return d < 0;
        case '<=':
            return d <= 0;
        case '>':
            return d > 0;
        case '>=':
            return d >= 0;
        default:
            return d === 0;
    }
}

/** Compiles declarations; every problem is returned with its config path (nothing throws). */
function compileDecls(decls) {
    const compiled = [];
    const problems = [];
    decls.forEach((raw, index) => {
        const decl = raw;
        const at = (...p) => ['transitions', index, ...p];
        const scheme = decl.scheme ?? 'semver';
        let ok = true;
        const fail = (path, message) => {
            problems.push({ path, message });
            ok = false;
        };
        let pattern;
        if (scheme === 'regex') {
            if (!decl.pattern)
                fail(at('pattern'), 'scheme regex needs a `pattern` whose capture groups are the numeric parts');
            else {
                try {
                    pattern = new RegExp(decl.pattern);
                }
                catch (err) {
                    fail(at('pattern'), `not a valid regular expression: ${err.message}`);
                }
            }
        }
        let field;
        try {
            field = parseField(decl.field);
        }
        catch (err) {
            fail(at('field'), err.message);
        }
        const parse = (s) => parseVersion(s, scheme, pattern);
        const allowed = decl.allowed?.map((v, i) => {
            const p = parse(v);
            if (!p)
                fail(at('allowed', i), `"${v}" is not a ${scheme} version`);
            return p;
        });
        const entries = (decl.transitions ?? []).map((t, i) => {
            const range = (key) => {
                try {
                    return parseRange(t[key], scheme);
                }
                catch (err) {
                    fail(at('transitions', i, key), `range ${err.message}`);
                    return { test: () => false };
                }
            };
            if (t.strategy && !decl.strategies?.[t.strategy]) {
                fail(at('transitions', i, 'strategy'), `strategy "${t.strategy}" is not defined under strategies (defined: ${Object.keys(decl.strategies ?? {}).join(', ') || 'none'})`);
            }
            return {
                from: range('from'),
                to: range('to'),
                allow: t.allow !== false,
                ...(t.strategy ? { strategy: t.strategy } : {}),
            };
        });
        if (decls.findIndex((d) => d.id === decl.id) !== index)
            fail(at('id'), `id "${decl.id}" is declared twice`);
        if (ok && field)
            compiled.push({
                decl,
                index,
                field,
                pattern,
                allowed: allowed,
                entries,
                parse,
            });
    });
    return { compiled, problems };
}
/** The config check the loader runs after the JSON Schema: problems become exit-2 errors with lines. */
function checkTransitions(config) {
    return compileDecls(config.transitions).problems;
}

function matches$1(obj, m) {
    return (obj.kind === m.kind &&
        (m.apiVersion === undefined || obj.apiVersion === m.apiVersion) &&
        (m.name === undefined || obj.name === m.name) &&
        (m.namespace === undefined || obj.namespace === m.namespace));
}
function read(c, obj) {
    const found = readField(obj.value, c.field);
    if (!found)
        return undefined;
    const line = lineOf(obj, found.path);
    if (typeof found.value !== 'string' && typeof found.value !== 'number')
        return { line, why: 'is not a scalar' };
    let raw = String(found.value);
    if (c.field.imageTag) {
        const t = imageTag(raw);
        if (t.digest)
            return {
                line,
                why: `is pinned by digest (${t.digest.slice(0, 19)}…), so it has no version to compare`,
            };
        if (!t.tag)
            return { line, why: 'has no tag' };
        raw = t.tag;
    }
    return { raw, line };
}
/** Every declared version field of every object pair, computed once per run. */
const transitionAnalysis = (ctx) => ctx.analyses.transitions;
/** The transitions pack's analyses (joined into the run context in run.ts). */
const transitionAnalyses = {
    transitions: (ctx) => analyseTransitions(ctx.pairs, ctx.config.transitions),
};
/** Compares every declared version field of every object pair. */
function analyseTransitions(pairs, declarations) {
    const { compiled } = compileDecls(declarations);
    const changes = [];
    const notices = [];
    for (const c of compiled) {
        for (const pair of pairs) {
            const { base, head } = pair;
            if (!base || !head || !matches$1(head, c.decl.match) || !matches$1(base, c.decl.match))
                continue;
            const b = read(c, base);
            const h = read(c, head);
            const notice = (message, line = head.line) => notices.push({
                severity: 'notice',
                file: head.file,
                line,
                object: objectRef(head),
                path: c.decl.field,
                message: `${c.decl.id}: ${message}`,
            });
            if (!b && !h)
                continue;
            if (!b || !h) {
                notice(`${c.decl.field} ${b ? 'disappears' : 'appears'} in this change; there is no transition to judge.`, h?.line);
                continue;
            }
            if (b.why || h.why) {
                notice(`${c.decl.field} ${(h.why ?? b.why)}; the transition is not judged.`, h.line);
                continue;
            }
            if (b.raw === h.raw)
                continue;
            const from = c.parse(b.raw);
            const to = c.parse(h.raw);
            if (!from || !to) {
                notice(`"${(from ? h.raw : b.raw)}" is not a ${c.decl.scheme ?? 'semver'} version; the transition is not judged.`, h.line);
                continue;
            }
            const entry = c.entries.find((e) => e.from.test(from) && e.to.test(to));
            changes.push({ c, base, head, from, to, line: h.line, ...(entry ? { entry } : {}) });
        }
    }
    return { changes, notices };
}
function noDeclarations(ctx) {
    return ctx.config.transitions.length ? undefined : 'no transitions declared in the config';
}

function changeFinding(v, message, severity) {
    const at = {
        severity,
        file: v.head.file,
        line: v.line,
        side: 'head',
        object: objectRef(v.head),
        path: v.c.decl.field,
    };
    const move = { declaration: v.c.decl.id, from: v.from.raw, to: v.to.raw };
    return typeof message === 'string'
        ? { ...at, message: formatMessage(MOVE, move) + message }
        : { ...at, messageId: message.messageId, data: { ...move, ...message.data } };
}
/** How every transition message starts: the declaration and the move (placeholders filled by changeFinding). */
const MOVE = '{{declaration}}: {{from}} → {{to}}: ';

const downgrade = defineRule({
    id: 'transition/downgrade',
    title: 'Version lowered',
    category: 'transition',
    defaultSeverity: 'fail',
    description: 'A declared version field moves to a lower version (per `downgrade: deny | warn | allow`, default deny).',
    messages: {
        lowered: `${MOVE}the version is lowered. Downgrades are not supported by this declaration: roll forward instead, or follow the documented downgrade procedure.`,
    },
    docs: {
        why: 'Most operators and data stores do not support going back: on-disk formats and stored state have moved on. A revert PR that lowers a version is the classic way to turn an incident into an outage.',
        fix: "Roll forward with a fix instead, or follow the operator's documented downgrade procedure and set `downgrade: warn` for that declaration.",
    },
    skip: noDeclarations,
    check(ctx) {
        return transitionAnalysis(ctx)
            .changes.filter((v) => compareVersions(v.to, v.from) < 0 && (v.c.decl.downgrade ?? 'deny') !== 'allow')
            .map((v) => changeFinding(v, { messageId: 'lowered' }, v.c.decl.downgrade === 'warn' ? 'warn' : undefined));
    },
});

const notAllowed = defineRule({
    id: 'transition/not-allowed',
    title: 'Version transition not allowed',
    category: 'transition',
    defaultSeverity: 'fail',
    description: 'A declared version field moves to (or from) a version outside `allowed`, or no `transitions` entry allows the move.',
    messages: {
        notAllowed: `${MOVE}{{to}} is not an allowed version (allowed: {{allowed}}). Choose one of them.`,
        fromNotAllowed: `${MOVE}the current version {{from}} is not in the allowed list: check the upgrade path by hand. Already present on the base revision.`,
        denied: `${MOVE}this move matches a transition entry with allow: false.`,
        noEntry: `${MOVE}no transitions entry allows this move. Go through an allowed intermediate version, one PR per step.`,
    },
    docs: {
        why: 'Operators support a fixed set of versions and of moves between them (the aerospike-operator whitelists both). A move outside them is refused by the operator at reconcile time — after merge, when rolling back is hardest.',
        fix: 'Pick a version from `allowed`, or go through an allowed intermediate version in separate PRs. If the declaration is out of date, change it in its own PR (the config is read from the base branch).',
    },
    skip: noDeclarations,
    check(ctx) {
        const { changes, notices } = transitionAnalysis(ctx);
        const out = [...notices];
        for (const v of changes) {
            const allowed = v.c.allowed;
            const has = (x) => allowed.some((a) => compareVersions(a, x) === 0);
            if (allowed && !has(v.to)) {
                out.push(changeFinding(v, {
                    messageId: 'notAllowed',
                    data: { allowed: allowed.map((a) => a.raw).join(', ') },
                }));
            }
            else if (allowed && !has(v.from)) {
                out.push(changeFinding(v, { messageId: 'fromNotAllowed' }, 'warn'));
            }
            if (v.c.entries.length && (!v.entry || !v.entry.allow)) {
                out.push(changeFinding(v, { messageId: v.entry ? 'denied' : 'noEntry' }));
            }
        }
        return out;
    },
});

const LEVELS = ['major', 'minor', 'patch'];
const skipTooFar = defineRule({
    id: 'transition/skip-too-far',
    title: 'Version step too large',
    category: 'transition',
    defaultSeverity: 'fail',
    description: 'A declared version field jumps further than `maxSkip` allows in one change (e.g. more than one minor version).',
    messages: {
        tooFar: `${MOVE}a {{level}} step of {{step}}, more than maxSkip.{{level}} = {{limit}}. Upgrade one step at a time, each in its own PR.`,
    },
    docs: {
        why: 'Many systems only migrate state one release at a time (Kubernetes itself allows one minor version per control-plane upgrade). Skipping releases skips their migrations.',
        fix: 'Upgrade one step per PR: each intermediate version in its own change, rolled out before the next.',
    },
    skip: noDeclarations,
    check(ctx) {
        const out = [];
        for (const v of transitionAnalysis(ctx).changes) {
            const max = v.c.decl.maxSkip;
            const d = firstDifference(v.from, v.to);
            if (!max || !d || d.step <= 0 || d.index > 2)
                continue;
            const level = LEVELS[d.index];
            const limit = max[level];
            if (limit === undefined || d.step <= limit)
                continue;
            out.push(changeFinding(v, { messageId: 'tooFar', data: { level, step: d.step, limit } }));
        }
        return out;
    },
});

const strategyRequired = defineRule({
    id: 'transition/strategy-required',
    title: 'Upgrade strategy must be acknowledged',
    category: 'transition',
    defaultSeverity: 'fail',
    description: 'A declared transition needs a special upgrade strategy; passes once the PR carries its acknowledgement (label or `--ack`).',
    messages: {
        acknowledged: `${MOVE}upgrade strategy {{name}} acknowledged by {{by}}.`,
        /** `description`, `steps` and `label` are empty when the strategy does not set them. */
        needed: `${MOVE}needs upgrade strategy {{name}}{{description}}.{{steps}} Acknowledge it {{label}}with --ack {{name}} once done.`,
    },
    docs: {
        why: 'Some upgrades are only safe with special handling — the aerospike-operator must recreate persistent volumes when crossing 4.2. The gate stops the PR until someone says they read the steps.',
        fix: "Follow the steps in the message, then acknowledge: add the strategy's PR label (`acknowledge.label`), or pass `--ack <strategy>` (action input `ack`).",
    },
    skip: noDeclarations,
    check(ctx) {
        const out = [];
        for (const v of transitionAnalysis(ctx).changes) {
            const name = v.entry?.strategy;
            if (!name || !v.entry?.allow)
                continue;
            const s = v.c.decl.strategies?.[name] ?? {};
            const label = s.acknowledge?.label;
            const by = ctx.facts.acks.includes(name)
                ? `--ack ${name}`
                : label && ctx.facts.labels.includes(label)
                    ? `the PR label ${label}`
                    : undefined;
            const steps = (s.steps ?? []).map((x, i) => `${i + 1}. ${x}`).join(' ');
            if (by) {
                out.push(changeFinding(v, { messageId: 'acknowledged', data: { name, by } }, 'notice'));
                continue;
            }
            out.push(changeFinding(v, {
                messageId: 'needed',
                data: {
                    name,
                    description: s.description ? ` (${s.description})` : '',
                    steps: steps ? ` Steps: ${steps}` : '',
                    label: label ? `with the PR label ${label} or ` : '',
                },
            }, s.severity === 'warn' ? 'warn' : undefined));
        }
        return out;
    },
});

/** Rules over the transitions declared in the config, for any operator. */
const transitionRules = [notAllowed, downgrade, skipTooFar, strategyRequired];

/** Every rule the gate knows, in report order. */
const registry = [
    ...inputRules,
    ...crdRules,
    ...strimziRules,
    ...strimziLiveRules,
    ...transitionRules,
    ...stateRules,
];

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
    };
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

/**
 * Splits out files under a Helm chart's `templates/` (a folder beside a `Chart.yaml`): they are Go
 * templates, not YAML, until rendered. One note per chart says how many were skipped.
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
        if (chart === undefined)
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

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
/** Bytes to text, or why the file is skipped: binary (NUL in the first 8000 bytes) or invalid UTF-8. */
function decodeFile(path, bytes) {
    const head = bytes.subarray(0, 8000);
    if (head.includes(0))
        return { path, reason: 'binary' };
    try {
        return { text: decoder.decode(bytes) };
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
/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(b) {
    let i = 0;
    while (i < b.length) {
        const c = b[i];
        const n = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
        if (n < 0)
            return i;
        for (let k = 1; k <= n; k++)
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

const DEFAULT_INCLUDE = ['**/*.{yaml,yml,json}'];
const ALWAYS_EXCLUDE = ['**/node_modules/**', '**/.git/**', 'node_modules/**', '.git/**'];
/** Whether a snapshot-relative path (with `/`) is read: it matches an include glob and no exclude glob. */
function makeFileFilter(opts) {
    const include = picomatch(opts.paths.length ? opts.paths : DEFAULT_INCLUDE, { dot: true });
    const exclude = picomatch([...ALWAYS_EXCLUDE, ...opts.exclude], { dot: true });
    return (path) => include(path) && !exclude(path);
}

const byPath$1 = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
/**
 * Every matching file below `dir`; symlinks, binary, too-large and invalid UTF-8 files are skipped.
 * Reads synchronously, one file at a time: on a local disk that is faster than the thread pool and
 * never holds more than one file open.
 */
async function readDirectorySnapshot(dir, opts) {
    const keep = makeFileFilter(opts);
    const files = [];
    const skipped = [];
    const walk = (rel) => {
        let entries;
        try {
            entries = readdirSync(join$1(dir, rel), { withFileTypes: true });
        }
        catch (err) {
            throw new SourceError(`cannot read directory ${join$1(dir, rel)}: ${err.message}`);
        }
        for (const e of entries) {
            const path = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (e.name !== '.git' && e.name !== 'node_modules')
                    walk(path);
            }
            else if (keep(path)) {
                if (e.isSymbolicLink())
                    skipped.push({ path, reason: 'symlink' });
                else if (e.isFile())
                    read(path);
            }
        }
    };
    const read = (path) => {
        const full = join$1(dir, path);
        const size = lstatSync(full).size;
        if (size > opts.maxFileSize) {
            skipped.push({ path, reason: 'too-large', detail: `${size} bytes, cap ${opts.maxFileSize}` });
            return;
        }
        const decoded = decodeFile(path, readFileSync(full));
        if ('text' in decoded)
            files.push({ path, text: decoded.text });
        else
            skipped.push(decoded);
    };
    walk('');
    return { label: dir, kind: 'dir', files: files.sort(byPath$1), skipped: skipped.sort(byPath$1) };
}

/** Environment for git: no system config, no prompts; nothing from the repository is executed. */
const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
/** Runs git once and collects its output. */
function git(repo, args, input) {
    return new Promise((resolve, reject) => {
        const child = spawn('git', ['-c', 'core.quotepath=off', ...args], {
            cwd: repo,
            env: GIT_ENV,
            stdio: ['ignore' , 'pipe', 'pipe'],
        });
        const out = [];
        let err = '';
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => (err += d.toString()));
        child.on('error', (e) => reject(new SourceError(`cannot run git: ${e.message}`, 'Install git and put it on the PATH.')));
        child.on('close', (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr: err }));
        if (child.stdin) {
            child.stdin.on('error', () => undefined); // git may exit before reading it all
            child.stdin.end(input);
        }
    });
}
/** The commit a revision names, or a SourceError that says what to do. */
async function resolveRevision(repo, rev) {
    const r = await git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
    const sha = r.stdout.toString().trim();
    if (r.code !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) {
        const notRepo = /not a git repository/i.test(r.stderr);
        throw new SourceError(notRepo
            ? `${repo} is not a git repository (needed to read revision "${rev}")`
            : `revision "${rev}" not found in ${repo}`, notRepo
            ? 'Run the gate inside the repository, pass --repo DIR, or name a directory instead of a revision.'
            : 'Fetch it first (git fetch origin <rev>); in GitHub Actions use actions/checkout with fetch-depth: 0.');
    }
    return sha;
}
function parseLsTree(out) {
    const entries = [];
    for (const rec of out.toString('utf8').split('\0')) {
        if (!rec)
            continue;
        const tab = rec.indexOf('\t');
        const [mode, type, oid, size] = rec.slice(0, tab).split(/\s+/);
        entries.push({
            mode: mode,
            type: type,
            oid: oid,
            size: size === '-' ? 0 : Number(size),
            path: rec.slice(tab + 1),
        });
    }
    return entries;
}
/**
 * Reads many blobs with ONE `git cat-file --batch` process: all ids are written to its input, and
 * its output (`<oid> blob <size>\n<content>\n` per blob) is parsed as it streams. Each blob is
 * handed to `onBlob` as soon as it is complete, as a view that is only valid during the call: the
 * caller decodes it and the bytes are dropped, so a revision is never held twice in memory.
 */
function readBlobs(repo, oids, onBlob) {
    return new Promise((resolve, reject) => {
        if (oids.length === 0)
            return resolve();
        const child = spawn('git', ['cat-file', '--batch'], {
            cwd: repo,
            env: GIT_ENV,
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        // Chunks are kept in a list and joined once per blob, so a large blob costs linear time.
        let chunks = [];
        let length = 0;
        let err = '';
        let want;
        const take = (n) => {
            const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length);
            const head = all.subarray(0, n);
            const rest = all.subarray(n);
            chunks = rest.length ? [rest] : [];
            length = rest.length;
            return head;
        };
        child.stdout.on('data', (chunk) => {
            chunks.push(chunk);
            length += chunk.length;
            for (;;) {
                if (!want) {
                    if (chunks.length > 1)
                        take(0);
                    const nl = chunks[0] ? chunks[0].indexOf(0x0a) : -1;
                    if (nl < 0)
                        return;
                    const header = take(nl + 1)
                        .toString('utf8')
                        .trimEnd();
                    const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(header);
                    if (!m)
                        continue; // "<oid> missing": nothing follows
                    want = { oid: m[1], size: Number(m[3]) };
                }
                if (length < want.size + 1)
                    return;
                onBlob(want.oid, take(want.size + 1).subarray(0, want.size));
                want = undefined;
            }
        });
        child.stderr.on('data', (d) => (err += d.toString()));
        child.on('error', (e) => reject(new SourceError(`cannot run git: ${e.message}`)));
        child.on('close', (code) => {
            if (code !== 0)
                reject(new SourceError(`git cat-file failed: ${err.trim()}`));
            else
                resolve();
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(`${[...new Set(oids)].join('\n')}\n`);
    });
}
const byPath = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
/** The matching files of a revision: one `ls-tree`, one `cat-file --batch`. */
async function readGitSnapshot(repo, rev, opts) {
    const sha = await resolveRevision(repo, rev);
    const ls = await git(repo, ['ls-tree', '-r', '-z', '--long', '--full-tree', sha]);
    if (ls.code !== 0)
        throw new SourceError(`git ls-tree ${rev} failed: ${ls.stderr.trim()}`);
    const keep = makeFileFilter(opts);
    const skipped = [];
    const wanted = [];
    for (const e of parseLsTree(ls.stdout)) {
        if (!keep(e.path))
            continue;
        if (e.mode === '120000')
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
    // Decoded as each blob arrives (once per distinct blob), so the bytes never pile up.
    const decoded = new Map();
    const firstPath = new Map();
    for (const e of wanted)
        if (!firstPath.has(e.oid))
            firstPath.set(e.oid, e.path);
    await readBlobs(repo, wanted.map((e) => e.oid), (oid, bytes) => {
        const path = firstPath.get(oid);
        if (path !== undefined && !decoded.has(oid))
            decoded.set(oid, decodeFile(path, bytes));
    });
    const files = [];
    for (const e of wanted) {
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
/** One file at a revision (the config file), undefined when the revision has no such file. */
async function readFileAtRevision(repo, rev, path) {
    const sha = await resolveRevision(repo, rev);
    const r = await git(repo, ['cat-file', 'blob', `${sha}:${path.replace(/^\.\//, '')}`]);
    if (r.code !== 0)
        return undefined;
    return r.stdout.toString('utf8').replace(/^\uFEFF/, '');
}

/** Whether a `--base`/`--head` value names a directory (read as files) rather than a git revision. */
const isDirectorySide = (spec) => existsSync(spec) && statSync(spec).isDirectory();
/** A `--base`/`--head` value: an existing directory is read as a directory, else as a revision of `repo`. */
function openSnapshot(spec, repo, opts) {
    if (isDirectorySide(spec))
        return readDirectorySnapshot(spec, opts);
    return readGitSnapshot(repo, spec, opts);
}

function releaseData(extra = []) {
    const byVersion = new Map();
    for (const r of [...STRIMZI_RELEASES, ...extra])
        byVersion.set(r.version, r);
    const releases = [...byVersion.values()].sort((a, b) => compareDotted(a.version, b.version));
    return {
        releases,
        release: (v) => byVersion.get(v),
        isKnownKafka: (k) => releases.some((r) => r.known.includes(k)),
        newest: releases[releases.length - 1],
    };
}
const isStrArray = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
/**
 * Reads a `strimzi.releases` file: a JSON array of releases in the bundled format (see
 * src/strimzi/releases-data.ts). Throws an Error naming the first entry that does not fit.
 */
function parseReleasesFile(text) {
    const data = JSON.parse(text);
    if (!Array.isArray(data))
        throw new Error('expected a JSON array of releases');
    data.forEach((r, i) => {
        const ok = typeof r === 'object' &&
            r !== null &&
            typeof r.version === 'string' &&
            typeof r.defaultKafka === 'string' &&
            Array.isArray(r.supported) &&
            isStrArray(r.known) &&
            typeof r.apiVersions === 'object';
        if (!ok)
            throw new Error(`entry ${i} is not a release (needs version, defaultKafka, supported, known, apiVersions)`);
    });
    const defaults = {
        zookeeper: false,
        kraftRequiresAnnotations: false,
        nodePoolsRequired: true,
        upgradeFromUnknownKafka: true,
    };
    return data.map((r) => ({ ...defaults, ...r }));
}

const metadataOf = (r, kafka) => {
    const m = r.supported.find((s) => s.version === kafka)?.metadata;
    return m ? (resolveMetadata(m)?.version ?? m) : undefined;
};
/** The newest release in [from, below). */
function lastBefore(releases, from, below) {
    return [...releases]
        .reverse()
        .find((r) => compareDotted(r.version, below) < 0 && compareDotted(r.version, from) >= 0);
}
/**
 * The shortest safe sequence of PRs from one operator/Kafka state to another over the bundled
 * release data: operator steps through the releases an upgrade must stop at, Kafka raised (then its
 * metadata, in a separate PR) whenever the next operator would not support the running version.
 */
function planUpgrade(from, to, data = releaseData()) {
    const RELEASES = data.releases;
    const start = data.release(from.operator);
    const end = data.release(to.operator);
    if (!start || !end)
        return {
            error: `unknown Strimzi release ${!start ? from.operator : to.operator} (the bundled data covers ${RELEASES[0].version}–${RELEASES[RELEASES.length - 1].version})`,
        };
    if (compareDotted(to.operator, from.operator) < 0)
        return {
            error: "this is an operator downgrade: lower the metadata version, then Kafka, then the operator, following Strimzi's downgrade procedure",
        };
    if (!isSupported(end, to.kafka))
        return {
            error: `Kafka ${to.kafka} is not supported by Strimzi ${to.operator} (supported: ${end.supported.map((s) => s.version).join(', ')})`,
        };
    const waypoints = [];
    for (const stop of UPGRADE_STOPS) {
        if (compareDotted(from.operator, stop.below) < 0 && compareDotted(to.operator, stop.atLeast) >= 0) {
            const r = lastBefore(RELEASES, stop.below, stop.atLeast);
            if (r)
                waypoints.push({ release: r, migration: stop.migration });
        }
    }
    const steps = [];
    const states = [`${from.operator} / ${from.kafka}`];
    let op = start;
    let kafka = from.kafka;
    const raiseKafka = (k) => {
        if (k === kafka)
            return;
        steps.push(`Set spec.kafka.version: ${k} (operator ${op.version} rolls the brokers)`);
        const mv = metadataOf(op, k);
        if (mv)
            steps.push(`Once the roll is healthy, set spec.kafka.metadataVersion: ${mv} (one-way)`);
        kafka = k;
        states.push(`${op.version} / ${k}`);
    };
    const path = [...waypoints, { release: end, migration: '' }];
    for (const next of path) {
        // Step towards `next` through the furthest release that can take over the running cluster.
        while (op.version !== next.release.version) {
            const ahead = RELEASES.filter((r) => compareDotted(r.version, op.version) > 0 && compareDotted(r.version, next.release.version) <= 0);
            const direct = [...ahead].reverse().find((r) => isSupported(r, kafka));
            const shared = [...ahead].reverse().find((r) => op.supported.some((s) => isSupported(r, s.version)));
            const step = direct && (!shared || compareDotted(direct.version, shared.version) >= 0) ? direct : shared;
            if (!step)
                return { error: `no release after Strimzi ${op.version} can take over a cluster it runs` };
            if (!isSupported(step, kafka)) {
                const both = op.supported
                    .map((s) => s.version)
                    .filter((k) => isSupported(step, k))
                    .sort(compareDotted);
                raiseKafka(both[both.length - 1]);
            }
            steps.push(`Upgrade the operator ${op.version} → ${step.version}: its CRDs and Deployment together, in one PR`);
            op = step;
            states.push(`${op.version} / ${kafka}`);
        }
        if (next.migration)
            steps.push(`${next.migration} (with operator ${op.version})`);
    }
    raiseKafka(to.kafka);
    const mermaid = [
        'graph LR',
        ...states.map((s, i) => `  S${i}["${s}"]`),
        ...states.slice(1).map((_, i) => `  S${i} --> S${i + 1}`),
    ].join('\n');
    return {
        title: `Upgrade plan: Strimzi ${from.operator} / Kafka ${from.kafka} → Strimzi ${to.operator} / Kafka ${to.kafka}`,
        steps,
        mermaid,
    };
}

/**
 * The clusters each rule plans for, in the order the rule meets them. These mirror the rules'
 * own conditions (rules/strimzi/kafka-version-supported.ts, from-version-known.ts,
 * upgrade-path-too-far.ts): a plan is shown only when that rule reports the transition.
 */
const PLAN_TRIGGERS = {
    // An unsupported head Kafka version that is new in this PR: plan to the newest supported one.
    'strimzi/kafka-version-supported': (ctx) => clusterChanges(ctx).flatMap((c) => {
        const release = c.opHead;
        const kafka = c.kafkaHead;
        if (!release || !kafka || isSupported(release, kafka))
            return [];
        const old = !!c.base && c.opBase?.version === release.version && c.kafkaBase === kafka;
        return old ? [] : [{ ...c, kafkaHead: release.supported.at(-1)?.version ?? kafka }];
    }),
    // An operator upgrade from a Kafka version the new operator does not know (and does not tolerate).
    'strimzi/from-version-known': (ctx) => clusterChanges(ctx).filter((c) => c.opBase &&
        c.opHead &&
        c.kafkaBase &&
        compareDotted(c.opHead.version, c.opBase.version) > 0 &&
        !c.opHead.known.includes(c.kafkaBase) &&
        !c.opHead.upgradeFromUnknownKafka),
    // An operator upgrade that skips a mandatory stop: plan for the first cluster.
    'strimzi/upgrade-path-too-far': (ctx) => {
        const { base, head } = strimziState(ctx);
        const from = operatorVersion(ctx, base).version;
        const to = operatorVersion(ctx, head).version;
        if (!from || !to || compareDotted(to, from) <= 0)
            return [];
        const skips = UPGRADE_STOPS.some(({ below, atLeast }) => compareDotted(from, below) < 0 && compareDotted(to, atLeast) >= 0);
        const first = clusterChanges(ctx)[0];
        return skips && first ? [first] : [];
    },
};
/** The rules that can show an upgrade plan. */
const PLAN_RULES = Object.keys(PLAN_TRIGGERS);
/** The plan from a cluster's base state to its head state; the first cluster with both known asks. */
function planOf(ctx, clusters) {
    const c = clusters.find((x) => x.opBase && x.opHead && x.kafkaBase && x.kafkaHead);
    if (!c)
        return null;
    const plan = planUpgrade({ operator: c.opBase.version, kafka: c.kafkaBase }, { operator: c.opHead.version, kafka: c.kafkaHead }, releasesOf(ctx));
    return 'error' in plan ? undefined : plan;
}

/**
 * The result with the upgrade plan, when one applies: the plan of the first rule, in registry
 * order, that ran (not off, not skipped) and asks for one (strimzi/plan.ts). This is what the
 * rules' shared `memo('plan')` used to give: the first rule to record a plan won.
 */
function withPlan(result, ctx) {
    for (const r of result.rules) {
        if (r.status === 'skipped' || !PLAN_RULES.includes(r.id))
            continue;
        const candidate = ctx.analyses.upgradePlan.find((c) => c.rule === r.id);
        if (!candidate)
            continue;
        return candidate.plan ? { ...result, plan: candidate.plan } : result;
    }
    return result;
}

/** The Strimzi pack's analyses (joined into the run context in run.ts). */
const strimziAnalyses = {
    strimzi: (ctx) => readStrimziState(ctx.base, ctx.head),
    strimziReleases: (ctx) => releaseData(ctx.facts.strimziReleases),
    clusters: pairClusters,
    upgradePlan: (ctx) => Object.entries(PLAN_TRIGGERS).flatMap(([rule, clusters]) => {
        const plan = planOf(ctx, clusters(ctx));
        return plan === null ? [] : [{ rule, plan }];
    }),
};

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
/** The object as evidence, or undefined when it is not of a kind (and group) the gate reads. */
function liveObject(value, line, custom) {
    if (!isRecord(value) || typeof value.apiVersion !== 'string' || typeof value.kind !== 'string')
        return undefined;
    const slash = value.apiVersion.lastIndexOf('/');
    const group = slash < 0 ? '' : value.apiVersion.slice(0, slash);
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
function readJson(text, custom) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (err) {
        const msg = err.message;
        const pos = /position (\d+)/.exec(msg)?.[1];
        const line = pos === undefined ? undefined : lineAt(text, Number(pos));
        throw new StateFileError(`JSON error: ${msg}`, line);
    }
    const items = Array.isArray(doc)
        ? doc
        : isRecord(doc) && typeof doc.kind === 'string' && /List$/.test(doc.kind) && Array.isArray(doc.items)
            ? doc.items
            : [doc];
    const objects = [];
    let skipped = 0;
    for (const [i, item] of items.entries()) {
        const o = liveObject(item, 0, custom);
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
function readYaml(text, file, custom) {
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
            const o = liveObject(obj.value, obj.line + chunk.line - 1, custom);
            if (o)
                objects.push(o);
            else
                dropped++;
        }
    }
    return { objects, skipped: dropped };
}
/** `kubectl -o json` output; a flow-style YAML file that JSON.parse refuses is read as YAML. */
function jsonOrFlowYaml(text, file, custom) {
    try {
        return readJson(text, custom);
    }
    catch (err) {
        if (!(err instanceof StateFileError) || !err.message.startsWith('JSON error'))
            throw err;
        try {
            return readYaml(text, file, custom);
        }
        catch {
            throw err;
        }
    }
}
const TIMESTAMP = /(?:creationTimestamp|lastTransitionTime)["']?:[ \t]*["']?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.\d+)?Z/g;
/** The newest creation or transition time anywhere in the file, read objects or not. */
function newestTimestamp(text) {
    let newest;
    TIMESTAMP.lastIndex = 0;
    for (let m = TIMESTAMP.exec(text); m; m = TIMESTAMP.exec(text))
        if (newest === undefined || m[1] > newest)
            newest = m[1];
    return newest === undefined ? undefined : `${newest}Z`;
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
    const { objects, skipped } = /^\s*[[{]/.test(body)
        ? jsonOrFlowYaml(body, file, custom)
        : readYaml(body, file, custom);
    const newest = newestTimestamp(body);
    return { file, objects, skipped, ...(newest ? { newest } : {}) };
}

/** Larger than any export the gate should read in one string (V8 caps strings near 512 MiB). */
const MAX_STATE_FILE = 256 * 1024 * 1024;
const HINT = 'Export it with: kubectl get crd,kafka,kafkanodepool,kafkarebalance,deploy,pods -A -o yaml > state.yaml';
/**
 * `--cluster-state FILE`: the edge that reads the file; a bad file is a usage error (exit 2) with its
 * line. A relative `path` is read from `dir` when given (the action: the workspace); messages and
 * evidence name the file as given.
 */
async function loadClusterState(path, dir, custom) {
    const file = dir ? resolve(dir, path) : path;
    let size;
    try {
        const s = await stat(file);
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
    const [text, committed] = await Promise.all([readFile(file, 'utf8'), commitTime(file)]);
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
 * every file, so a commit on the shallow boundary says nothing. Nothing from the repository runs;
 * any git failure (not a repository, no git) just means no commit time.
 */
async function commitTime(file) {
    const cwd = dirname(resolve(file));
    const name = ['--', basename(file)];
    try {
        const [status, log, shallow] = await Promise.all([
            git(cwd, ['status', '--porcelain', '--ignored', ...name]),
            git(cwd, ['log', '-1', '--format=%ct %H', ...name]),
            git(cwd, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow']),
        ]);
        const [seconds, sha] = log.stdout.toString().trim().split(' ');
        if (status.code || log.code || status.stdout.length || !Number(seconds) || !sha)
            return undefined;
        const boundary = await readFile(shallow.stdout.toString().trim(), 'utf8').catch(() => '');
        if (boundary.split('\n').includes(sha))
            return undefined;
        return new Date(Number(seconds) * 1000).toISOString();
    }
    catch {
        return undefined;
    }
}

/** Semantic config checks contributed by the rule packs (after the JSON Schema passed). */
const configChecks = [checkTransitions];
function todayUtc() {
    return new Date().toISOString().slice(0, 10);
}
const sortedFiles = (s) => [...s.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
/** Parses both sides (a file with the same text on both sides is parsed once) and indexes them. */
function buildTrees(base, head) {
    // Path order everywhere, whatever order a source delivered: the report must not depend on it.
    const baseSplit = splitHelmTemplates(sortedFiles(base));
    const headSplit = splitHelmTemplates(sortedFiles(head));
    const baseParsed = new Map();
    const baseFiles = baseSplit.yaml.map((f) => {
        const parsed = parseFile(f);
        baseParsed.set(f.path, { text: f.text, parsed });
        return parsed;
    });
    const headFiles = headSplit.yaml.map((f) => {
        const same = baseParsed.get(f.path);
        return same && same.text === f.text ? same.parsed : parseFile(f);
    });
    return {
        base: buildTree(base, baseFiles, baseSplit.notes),
        head: buildTree(head, headFiles, headSplit.notes),
    };
}
/** The pure part of a run: two snapshots and a config in, a result out. */
function evaluateSnapshots(base, head, config, facts, engines = {}) {
    const trees = buildTrees(base, head);
    const ctx = createContext({ ...trees, pairs: pairTrees(trees.base, trees.head), config, facts, engines }, { ...crdAnalyses, ...strimziAnalyses, ...transitionAnalyses });
    return withPlan(evaluateRules(registry, ctx, { base: base.label, head: head.label }), ctx);
}
/** A file next to the config: the same revision or directory, so a PR cannot swap it either. */
async function readBesideConfig(options, path) {
    const side = options.configFrom === 'head' ? options.head : options.base;
    if (options.configFrom === 'file' && options.configPath) {
        const p = resolve(dirname(options.configPath), path);
        return existsSync(p) ? readFile(p, 'utf8') : undefined;
    }
    if (isDirectorySide(side))
        return existsSync(join$1(side, path)) ? readFile(join$1(side, path), 'utf8') : undefined;
    return readFileAtRevision(options.repo, side, path);
}
/** `strimzi.releases`: newer release data than the bundled module. */
async function loadReleases(options, config) {
    const path = config.strimzi.releases;
    if (typeof path !== 'string')
        return undefined;
    const text = await readBesideConfig(options, path);
    if (text === undefined)
        throw new UsageError(`strimzi.releases: ${path} not found beside the config`, 'Commit the file on the base branch, or remove the key.');
    try {
        return parseReleasesFile(text);
    }
    catch (err) {
        throw new UsageError(`strimzi.releases: ${path}: ${err.message}`, 'The format is the one of src/strimzi/releases-data.ts, as JSON.');
    }
}
/** Reads the config file: an explicit file on disk, or the default path on the chosen side. */
async function loadConfig(options) {
    const known = registry.map((r) => r.id);
    const side = options.configFrom === 'head' ? options.head : options.base;
    let text;
    let name = options.configPath ?? DEFAULT_CONFIG_PATH;
    if (options.configFrom === 'file' && options.configPath) {
        if (existsSync(options.configPath))
            text = await readFile(options.configPath, 'utf8');
    }
    else if (isDirectorySide(side)) {
        const p = join$1(side, name);
        if (existsSync(p))
            text = await readFile(p, 'utf8');
    }
    else {
        text = await readFileAtRevision(options.repo, side, name);
        name = `${side}:${name}`;
    }
    if (text === undefined) {
        if (options.configPath) {
            throw new UsageError(`config file ${options.configPath} not found (${options.configFrom === 'file' ? 'on disk' : isDirectorySide(side) ? `in ${side}` : `at revision ${side}`})`, 'Check the path, or leave the option out to run with the defaults.');
        }
        return defaultConfig();
    }
    // The validator (ajv and the config schema) loads only when there is a config file to check.
    const { parseConfig } = await import('./cli-load.js');
    return parseConfig(text, name, known, configChecks);
}
async function runGate(options) {
    const config = await loadConfig(options);
    const include = [...config.paths, ...options.paths];
    const snapOpts = {
        // Extra CRD sources are read even when `paths` would leave them out.
        paths: include.length ? [...include, ...config.crd.sources, ...options.crdPaths] : [],
        exclude: [...config.exclude, ...options.exclude],
        maxFileSize: options.maxFileSize ?? config.maxFileSize,
    };
    const repo = resolve(options.repo);
    const [base, head] = await Promise.all([
        openSnapshot(options.base, repo, snapOpts),
        openSnapshot(options.head, repo, snapOpts),
    ]);
    // Read after the snapshots: it keeps the custom resources of the CRDs this change touches.
    const clusterState = options.clusterState
        ? await loadClusterState(options.clusterState, options.clusterStateDir, changedCrdKinds(base, head))
        : undefined;
    const strimziReleases = await loadReleases(options, config);
    const facts = {
        acks: options.acks,
        labels: options.labels,
        today: options.today ?? todayUtc(),
        ...(strimziReleases ? { strimziReleases } : {}),
        ...(clusterState ? { clusterState } : {}),
    };
    return evaluateSnapshots(base, head, config, facts, await loadEngines(base, head));
}
/** Loads the CEL engine (and its protobuf runtime) only when some file has CEL validation rules. */
async function loadEngines(base, head) {
    const mentions = (s) => s.files.some((f) => f.text.includes('x-kubernetes-validations'));
    if (!mentions(base) && !mentions(head))
        return {};
    // One after the other: both share the CEL runtime's modules.
    const { celProblems } = await import('./cli-cel.js');
    const { celRuleJudge } = await import('./cli-cel-implies.js');
    return { cel: celProblems, celRule: celRuleJudge() };
}

function renderReport(result, options, color = false) {
    switch (options.format) {
        case 'json':
            return renderJson(result);
        case 'markdown':
            return renderMarkdown(result, {});
        case 'sarif':
            return renderSarif(result, registry, VERSION);
        default:
            return renderText(result, { color });
    }
}
/** Runs the CLI; returns the exit status (0 pass, 1 gate failed, 2 usage or tool error). */
async function runCli(argv) {
    try {
        if (argv[0] === 'plan') {
            const { runPlanCommand } = await import('./cli-plan-command.js');
            return await runPlanCommand(argv.slice(1));
        }
        const options = parseGateArgs(argv);
        const result = await runGate(options);
        const color = !options.output && options.format === 'text' && process.stdout.isTTY === true && !process.env.NO_COLOR;
        const report = renderReport(result, options, color);
        if (options.output) {
            await writeFile(options.output, report);
            process.stderr.write(`upgrade-gate: ${result.result} (${result.summary.fail} failed, ${result.summary.warn} warned); report written to ${options.output}\n`);
        }
        else {
            process.stdout.write(report);
        }
        return gateFails(result.result, options.failOn) ? 1 : 0;
    }
    catch (err) {
        process.stderr.write(`upgrade-gate: ${describeError(err)}\n`);
        if (!(err instanceof UsageError) && !(err instanceof Error && err.name === 'SourceError')) {
            process.stderr.write(`${err instanceof Error ? (err.stack ?? '') : ''}\n`);
        }
        return 2;
    }
}

var cliMain = /*#__PURE__*/Object.freeze({
    __proto__: null,
    renderReport: renderReport,
    runCli: runCli
});

export { CORE_SCHEMA as C, UsageError as U, lineOfPath as a, cliMain as c, defaultConfig as d, loadAll as l, planUpgrade as p, stateConfigSchema as s };
