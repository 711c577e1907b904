import { createRequire as __createRequire } from 'node:module';
const __require = __createRequire(import.meta.url);
const { existsSync, appendFileSync, readFileSync, writeFileSync } = __require("node:fs");
const { isAbsolute, join, resolve } = __require("node:path");
const { EOL } = __require("node:os");
import { c as crypto, a as asRecord, U as UsageError, b as isRecord, k as withCauses, S as SEVERITY_LEVELS, n as openCauses, q as renderComment, s as jobSummaryPointer, t as countsLine, u as gateFails, x as configNotice, y as blobUrl, z as ruleDocPath, A as renderMarkdown, B as renderJson, C as renderSarif, D as checkRevision, E as resolveRevision, j as git, F as SourceError, G as runGate, H as describeError, I as summaryLine, J as defaultOptions, K as unjudgedNotices } from './chunk-cli-main.js';
import { V as VERSION } from './chunk-version.js';

/**
 * Evaluated before anything imports @actions/github, whose `context` parses GITHUB_EVENT_PATH at
 * import time and crashes the step on a file that is not JSON — before the gate could say why. The
 * path is moved aside; the gate reads the file itself (event.ts) and reports a bad one as an error
 * with a job summary and exit 2.
 */
const EVENT_PATH_ASIDE = 'UPGRADE_GATE_EVENT_PATH';
if (process.env.GITHUB_EVENT_PATH) {
    process.env[EVENT_PATH_ASIDE] = process.env.GITHUB_EVENT_PATH;
    delete process.env.GITHUB_EVENT_PATH;
}

/**
 * The runner's workflow commands the action writes: outputs, annotations, log lines and the step's
 * failure. They are what `@actions/core` writes, byte for byte (its `command.js`, `file-command.js`
 * and `core.js`; __tests__/github/workflow-commands.test.ts compares the two on hostile text), and
 * no more. `@actions/core` is not imported: its module imports `@actions/http-client` for OIDC
 * tokens, and with it undici, ~1 MB of JavaScript compiled and run at every start of the step.
 */
const escapeData = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
/** `::name key=value,…::message`: empty and zero properties left out, as the runner's own toolkit does. */
function issueCommand(command, properties, message) {
    const props = Object.entries(properties)
        .filter(([, v]) => v)
        .map(([k, v]) => `${k}=${escapeProperty(String(v))}`);
    process.stdout.write(`::${command}${props.length ? ` ${props.join(',')}` : ''}::${escapeData(message)}${EOL}`);
}
function annotate(level, message, p = {}) {
    const properties = Object.keys(p).length
        ? {
            title: p.title,
            file: p.file,
            line: p.startLine,
            endLine: p.endLine,
            col: p.startColumn,
            endColumn: p.endColumn,
        }
        : {};
    issueCommand(level, properties, message);
}
const error = (message, properties) => annotate('error', message, properties);
const warning = (message, properties) => annotate('warning', message, properties);
const notice = (message, properties) => annotate('notice', message, properties);
/** A line of the step's log. */
function info(message) {
    process.stdout.write(message + EOL);
}
/** The step fails (exit 1) with this error. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/**
 * A step output: `name<<delimiter` in the file GITHUB_OUTPUT names, the delimiter random so no value
 * can end the entry early; without the file, the old `set-output` command.
 */
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT;
    if (!file) {
        process.stdout.write(EOL);
        issueCommand('set-output', { name }, value);
        return;
    }
    const delimiter = `ghadelimiter_${crypto().randomUUID()}`;
    if (name.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (value.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    if (!existsSync(file))
        throw new Error(`Missing file at path: ${file}`);
    appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

var core = /*#__PURE__*/Object.freeze({
    __proto__: null,
    error: error,
    info: info,
    notice: notice,
    setFailed: setFailed,
    setOutput: setOutput,
    warning: warning
});

/** Seconds one API request may take (input `api-timeout`), and the whole reporting step: ten of them. */
const DEFAULT_API_TIMEOUT_SECONDS = 30;
const REPORTING_REQUESTS = 10;
/** Throttling's spacing of writes (1 s, 3 s for notifying ones) is left out: a run makes a few dozen at most. */
const unspaced = {
    key: () => ({ schedule: (_o, fn) => fn() }),
};
/**
 * Every attempt (retries included) through the client's own fetch (the runner's proxy, when one is
 * set), with its timeout and the reporting deadline. Hooks share the options bound when the
 * request started: set on them, in place. A timeout is an AbortError, which is not retried.
 */
function timeRequests(client, timeoutSeconds, deadline) {
    client.hook.wrap('request', (request, options) => {
        const base = options.request?.fetch ?? fetch;
        const timedFetch = async (url, init) => {
            const all = deadline();
            const signal = AbortSignal.any([AbortSignal.timeout(timeoutSeconds * 1000), ...(all ? [all] : [])]);
            try {
                return await base(url, { ...init, signal });
            }
            catch (err) {
                if (!signal.aborted)
                    throw err;
                throw Object.assign(new Error(`GitHub did not answer within ${timeoutSeconds} s`), {
                    name: 'AbortError',
                });
            }
        };
        options.request = { ...options.request, fetch: timedFetch };
        return request(options);
    });
}
/**
 * A REST client for the API the runner names (`GITHUB_API_URL`, so GitHub Enterprise Server works
 * unchanged), or undefined without a token or a repository. Every request has a timeout, and all of
 * them together a deadline (`startDeadline`, when reporting begins): GitHub can slow the step down,
 * never stall it. Transient 5xx answers and secondary rate limits are retried with backoff; an
 * exhausted primary rate limit is not waited for (it can take an hour) but reported as such.
 */
function githubClient(env, token, timeoutSeconds = DEFAULT_API_TIMEOUT_SECONDS) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!token || !owner || !repo)
        return undefined;
    const baseUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    let deadline;
    let made;
    const make = async () => {
        const { makeClient } = await import('./chunk-octokit.js').then(function (n) { return n.o; });
        const client = await makeClient(env, token, {
            baseUrl,
            retry: { retries: 2 },
            throttle: {
                write: unspaced,
                notifications: unspaced,
                onRateLimit: () => false,
                onSecondaryRateLimit: (after, _o, _k, count) => count < 2 && after <= timeoutSeconds,
            },
        });
        timeRequests(client, timeoutSeconds, () => deadline);
        return client;
    };
    return {
        repo: { owner, repo },
        client: () => (made ??= make()),
        startDeadline: () => {
            deadline = AbortSignal.timeout(timeoutSeconds * REPORTING_REQUESTS * 1000);
        },
    };
}
/** The HTTP status of an Octokit error, if it is one. */
function httpStatus(err) {
    const s = err?.status;
    return typeof s === 'number' ? s : undefined;
}
/** The primary rate limit is used up (403 or 429 with `x-ratelimit-remaining: 0`): not a permission problem. */
function rateLimitReset(err) {
    const headers = err?.response
        ?.headers;
    const status = httpStatus(err);
    if ((status !== 403 && status !== 429) || headers?.['x-ratelimit-remaining'] !== '0')
        return undefined;
    return new Date(Number(headers['x-ratelimit-reset'] ?? 0) * 1000);
}
/** A 403: the token may not do this (a fork's pull request, a read-only token); not a gate error. */
const isForbidden = (err) => httpStatus(err) === 403 && !rateLimitReset(err);
/** A request that ran out of time (its timeout or the reporting deadline). */
const timedOut = (err) => err instanceof Error && /^(AbortError|TimeoutError)$/.test(err.name);
/** GitHub's own words for an error, one line; a rate limit or a timeout said as such. */
function apiMessage(err) {
    const reset = rateLimitReset(err);
    if (reset)
        return `GitHub's API rate limit for this token is used up until ${reset.toISOString().slice(11, 16)} UTC (primary rate limit; not a permission problem)`;
    if (timedOut(err))
        return 'GitHub did not answer in time (request timeout or reporting deadline)';
    const status = httpStatus(err);
    const msg = err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err);
    return status ? `${status}: ${msg}` : msg;
}
/** The compare API's merge base of a branch and a commit. */
function mergeBaseFromApi(api) {
    return async (branch, head) => {
        const r = await (await api.client()).rest.repos.compareCommitsWithBasehead({
            ...api.repo,
            basehead: `${branch}...${head}`,
        });
        return r.data.merge_base_commit?.sha;
    };
}

const ZERO = /^0+$/;
const BAD_EVENT_HINT = 'The runner writes the event file (GITHUB_EVENT_PATH); without a readable pull request event the gate cannot tell what to compare. Set the base and head inputs to run it anyway.';
/**
 * Reads the event payload the runner wrote (GITHUB_EVENT_PATH). No path is an empty event; a file
 * that cannot be read, is not JSON or is not an object is a usage error (status error, exit 2):
 * never a silent fallback to other revisions.
 */
function readEventPayload(path) {
    if (!path)
        return {};
    let payload;
    try {
        payload = JSON.parse(readFileSync(path, 'utf8'));
    }
    catch (err) {
        const why = err.code ?? 'not JSON';
        throw new UsageError(`the event file ${path} cannot be read (${why})`, BAD_EVENT_HINT);
    }
    if (!isRecord(payload))
        throw new UsageError(`the event file ${path} is not a JSON object`, BAD_EVENT_HINT);
    return payload;
}
const str = (v) => (typeof v === 'string' && v ? v : undefined);
/** Branch names without `refs/heads/`, for the report header. */
function refs(base, head) {
    const short = (r) => r?.replace(/^refs\/heads\//, '');
    return { ...(base ? { baseRef: short(base) } : {}), ...(head ? { headRef: short(head) } : {}) };
}
/** A field the event must carry as a string: anything else is the wrong shape (usage error). */
function required(value, what) {
    if (typeof value === 'string' && value)
        return value;
    throw new UsageError(`the event has no ${what} (got ${value === undefined ? 'nothing' : typeof value})`, BAD_EVENT_HINT);
}
/** An optional string field: absent is fine, another type is the wrong shape. */
function optionalString(value, what) {
    if (value === undefined || value === null || value === '')
        return undefined;
    return required(value, what);
}
/**
 * Base and head revisions for an event: pull_request(_target), merge_group, push, and the `base` /
 * `head` inputs of workflow_dispatch.
 */
function revisionsFromEvent(eventName, payload) {
    const pr = asRecord(payload.pull_request);
    const labels = Array.isArray(pr.labels)
        ? pr.labels.map((l) => str(asRecord(l).name)).filter((n) => !!n)
        : [];
    switch (eventName) {
        case 'pull_request':
        case 'pull_request_target':
        case 'pull_request_review': {
            const n = pr.number;
            return {
                base: required(asRecord(pr.base).sha, 'pull_request.base.sha'),
                head: required(asRecord(pr.head).sha, 'pull_request.head.sha'),
                labels,
                fromMergeBase: true,
                ...refs(str(asRecord(pr.base).ref), str(asRecord(pr.head).ref)),
                ...(Number.isSafeInteger(n) && n > 0 ? { pullRequest: n } : {}),
            };
        }
        case 'merge_group': {
            // head_sha is the queue's merge commit on top of base_sha: the pair already is what merging applies.
            const mg = asRecord(payload.merge_group);
            return {
                base: required(mg.base_sha, 'merge_group.base_sha'),
                head: required(mg.head_sha, 'merge_group.head_sha'),
                labels,
                ...refs(str(mg.base_ref), str(mg.head_ref)),
            };
        }
        case 'push': {
            const before = required(payload.before, 'push before');
            const after = required(payload.after, 'push after');
            if (before && ZERO.test(before)) {
                // A new branch: compare with where it left the default branch, as a pull request would.
                const main = str(asRecord(payload.repository).default_branch);
                return main
                    ? { head: after, labels, newBranchOf: main }
                    : { head: after, labels, note: 'a new branch has no previous revision' };
            }
            return { base: before, head: after, labels };
        }
        case 'workflow_dispatch': {
            const inputs = asRecord(payload.inputs);
            return {
                base: optionalString(inputs.base, 'string in inputs.base'),
                head: optionalString(inputs.head, 'string in inputs.head'),
                labels,
            };
        }
        default:
            return { labels };
    }
}

/** An input as the runner passes it (`INPUT_<NAME>`, as @actions/core reads it), trimmed. */
function input(env, name) {
    return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
const optional = (env, name) => input(env, name) || undefined;
/** A multi-line or comma-separated list input. */
function list(env, name) {
    return input(env, name)
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);
}
function oneOf(env, name, allowed, dflt) {
    const v = input(env, name);
    if (!v)
        return dflt;
    if (allowed.includes(v))
        return v;
    throw new UsageError(`input ${name}: "${v}" is not one of ${allowed.join(', ')}`, `Set ${name} to one of them.`);
}
function bool(env, name, dflt) {
    const v = input(env, name).toLowerCase();
    if (!v)
        return dflt;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new UsageError(`input ${name}: "${v}" is not true or false`, `Set ${name} to true or false.`);
}
function positiveInteger(env, name, example) {
    const v = input(env, name);
    if (!v)
        return undefined;
    if (!/^\d+$/.test(v) || Number(v) < 1 || !Number.isSafeInteger(Number(v)))
        throw new UsageError(`input ${name}: "${v}" is not a positive whole number`, `Give ${name} as ${example}.`);
    return Number(v);
}
function readInputs(env) {
    return {
        base: optional(env, 'base'),
        head: optional(env, 'head'),
        baseDir: optional(env, 'base-dir'),
        headDir: optional(env, 'head-dir'),
        paths: list(env, 'paths'),
        exclude: list(env, 'exclude'),
        config: optional(env, 'config'),
        configFrom: oneOf(env, 'config-from', ['base', 'head'], 'base'),
        failOn: oneOf(env, 'fail-on', ['fail', 'warn', 'never'], 'fail'),
        reportJson: optional(env, 'report-json'),
        sarifFile: optional(env, 'sarif-file'),
        ack: list(env, 'ack'),
        crdPaths: list(env, 'crd-paths'),
        maxFileSize: positiveInteger(env, 'max-file-size', 'bytes, e.g. 10485760'),
        githubToken: optional(env, 'github-token'),
        apiTimeout: positiveInteger(env, 'api-timeout', 'seconds, e.g. 30'),
        checkRun: bool(env, 'check-run', true),
        checkName: input(env, 'check-name') || 'upgrade-gate',
        prComment: oneOf(env, 'pr-comment', ['off', 'always', 'on-failure'], 'off'),
        pullRequest: positiveInteger(env, 'pull-request', 'the number of the pull request, e.g. 42'),
        clusterState: optional(env, 'cluster-state'),
        fetchCharts: bool(env, 'fetch-charts', true),
    };
}

/**
 * One annotation per located cause, in the causes' order (most important first): the cause's own
 * finding, the rules that also reported it, and the one-line edit when the gate knows it.
 */
function causeAnnotations(result) {
    const r = result.causes ? result : withCauses(result);
    return openCauses(r)
        .filter((c) => c.finding.file)
        .map((c) => {
        const also = c.rules.slice(1);
        const lines = [c.finding.message];
        if (also.length)
            lines.push(`Also reported by ${also.join(', ')}.`);
        if (c.suggestion)
            lines.push(`Suggested change at line ${c.suggestion.line}: ${c.suggestion.text}`);
        return {
            severity: c.severity,
            file: c.finding.file,
            ...(c.finding.line ? { line: c.finding.line } : {}),
            title: `${c.finding.rule}${c.finding.object ? ` ${c.finding.object}` : ''}`,
            message: lines.join('\n'),
        };
    });
}
/** GitHub shows at most this many annotations of one type per step. */
const ANNOTATIONS_PER_TYPE = 10;
/**
 * Findings annotated per severity, leaving room for the step's own annotations so that none of them
 * is the one GitHub drops: the error of a failing step (`setFailed`), up to two warnings about
 * reporting (check run, comment), the "N more findings" notice below and the notice about a refused
 * check run or comment.
 */
const SHOWN = {
    fail: ANNOTATIONS_PER_TYPE - 1,
    warn: ANNOTATIONS_PER_TYPE - 2,
    notice: ANNOTATIONS_PER_TYPE - 2,
};
function annotationOf(f) {
    return {
        level: SEVERITY_LEVELS[f.severity].annotation,
        message: f.message,
        properties: {
            title: `${f.rule}${f.object ? ` ${f.object}` : ''}`,
            ...(f.file ? { file: f.file } : {}),
            ...(f.file && f.line ? { startLine: f.line } : {}),
        },
    };
}
/**
 * Workflow-command annotations, one per cause (deduplicated before GitHub's per-step limits, so the
 * most important causes get the slots), at most nine errors, eight warnings and eight notices
 * (GitHub shows ten of each per step), then one notice saying how many more are in the job summary.
 * Unlocated causes and informational findings (not waived) follow as plain findings.
 */
function renderAnnotations(result) {
    const r = result.causes ? result : withCauses(result);
    const shown = { fail: 0, warn: 0, notice: 0 };
    const out = [];
    let more = 0;
    const add = (a, severity) => {
        if (shown[severity] >= SHOWN[severity]) {
            more++;
            return;
        }
        shown[severity]++;
        out.push(a);
    };
    for (const c of causeAnnotations(r))
        add({
            level: SEVERITY_LEVELS[c.severity].annotation,
            message: c.message,
            properties: { title: c.title, file: c.file, ...(c.line ? { startLine: c.line } : {}) },
        }, c.severity);
    const unlocated = openCauses(r)
        .filter((c) => !c.finding.file)
        .map((c) => c.finding);
    // What the base already had is no annotation of this change (the job summary lists it).
    for (const f of [
        ...unlocated,
        ...r.findings.filter((f) => !f.cause && !f.waived && f.introduced !== false),
    ])
        add(annotationOf(f), f.severity);
    if (more)
        out.push({
            level: 'notice',
            message: `${more} more finding${more === 1 ? '' : 's'} than GitHub shows as annotations: see the job summary.`,
            properties: { title: 'upgrade-gate' },
        });
    return out;
}

/** The Checks API takes at most 65,535 characters of summary; bytes ≥ characters, so this is safe. */
const CHECK_SUMMARY_BYTES = 60_000;
/** The Checks API takes at most 50 annotations per request; more go in updates of the same run. */
const ANNOTATIONS_PER_REQUEST = 50;
/** A bound on API calls for a pathological PR: 20 requests. The rest are in the summary and report. */
const MAX_CHECK_ANNOTATIONS = 1_000;
const TITLE = { pass: 'Passed', warn: 'Passed with warnings', fail: 'Failed' };
/** failure when the gate fails the step (per fail-on), neutral for findings that do not, else success. */
function checkConclusion(result, failOn) {
    if (gateFails(result.result, failOn))
        return 'failure';
    return result.result === 'pass' ? 'success' : 'neutral';
}
/**
 * One annotation per located cause (its evidence named in the message, a known one-line edit as a
 * suggestion), most important cause first: the causes' own order.
 */
function checkAnnotations(result) {
    return causeAnnotations(result).map((a) => ({
        path: a.file,
        start_line: a.line ?? 1,
        end_line: a.line ?? 1,
        annotation_level: SEVERITY_LEVELS[a.severity].checkRun,
        title: a.title.slice(0, 255),
        message: a.message,
    }));
}
/** Title with the counts, and the PR comment's short report pointing at the job summary for the rest. */
function checkOutput(result, runUrl, links) {
    return {
        title: `${TITLE[result.result]}: ${countsLine(result)}`,
        summary: renderComment(result, { maxBytes: CHECK_SUMMARY_BYTES, rest: jobSummaryPointer(runUrl), links }),
    };
}
/**
 * Creates a completed check run on the head commit: conclusion, title, summary and the first 50
 * annotations; further annotations follow in updates of 50 (GitHub appends them).
 */
async function publishCheckRun(client, repo, result, target) {
    const all = checkAnnotations(result);
    const annotations = all.slice(0, MAX_CHECK_ANNOTATIONS);
    const output = checkOutput(result, target.runUrl, target.links);
    if (all.length > annotations.length)
        output.summary += `\n> ${all.length - annotations.length} annotations beyond the first ${MAX_CHECK_ANNOTATIONS} are in the job summary.\n`;
    const batches = [];
    for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST)
        batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
    const created = await client.rest.checks.create({
        ...repo,
        name: target.name,
        head_sha: target.headSha,
        status: 'completed',
        conclusion: checkConclusion(result, target.failOn),
        output: { ...output, annotations: batches[0] ?? [] },
    });
    const id = created.data.id;
    for (const batch of batches.slice(1))
        await client.rest.checks.update({ ...repo, check_run_id: id, output: { ...output, annotations: batch } });
    return { id, annotations: annotations.length, leftOut: all.length - annotations.length };
}

/** A comment body may hold 65,536 characters; bytes ≥ characters. */
const COMMENT_BYTES = 60_000;
/** Pages of 100 comments read at most when looking for ours: a PR with 10,000 comments does not stall the step. */
const MAX_COMMENT_PAGES = 20;
/** Who writes comments with the workflow's GITHUB_TOKEN (an installation token cannot ask GET /user). */
const ACTIONS_BOT = 'github-actions[bot]';
/**
 * The login the token writes comments as: GET /user for a personal or OAuth token; an installation
 * token (the workflow's GITHUB_TOKEN) may not ask, and writes as github-actions[bot].
 */
async function tokenIdentity(client) {
    try {
        return (await client.rest.users.getAuthenticated()).data.login;
    }
    catch {
        return ACTIONS_BOT;
    }
}
/** Hidden marker: one comment per workflow and job, found again on the next run. */
function commentMarker(env) {
    const clean = (s) => (s ?? '').replace(/--+>?/g, '-');
    return `<!-- upgrade-gate comment: workflow=${clean(env.GITHUB_WORKFLOW)} job=${clean(env.GITHUB_JOB)} -->`;
}
/** Whether this result asks for a comment: always, or when the gate fails (on-failure). */
function wantsComment(result, ctx) {
    if (ctx.mode === 'always')
        return true;
    return ctx.mode === 'on-failure' && (result.result === 'fail' || gateFails(result.result, ctx.failOn));
}
const runLink = (ctx) => (ctx.runUrl ? ` ([run](${ctx.runUrl}))` : '');
/** The comment: the short report (verdict, what to do, causes), and which commit it speaks of. */
function commentBody(result, ctx) {
    return [
        ctx.marker,
        renderComment(result, {
            maxBytes: COMMENT_BYTES,
            rest: jobSummaryPointer(ctx.runUrl),
            links: ctx.links,
        }).trimEnd(),
        '',
        `<sub>upgrade-gate at ${ctx.headSha.slice(0, 12)}${runLink(ctx)}</sub>`,
        '',
    ].join('\n');
}
/** What replaces an on-failure comment once a later push passes: no stale failure left behind. */
function passingNowBody(result, ctx) {
    return [
        ctx.marker,
        `## ✅ upgrade-gate passes now`,
        '',
        `At ${ctx.headSha.slice(0, 12)}: ${countsLine(result)}.${result.result === 'warn' ? ' Warnings are in the job summary.' : ''} The earlier failure is resolved.${runLink(ctx)}`,
        '',
    ].join('\n');
}
/**
 * Creates, updates or leaves the pull request's comment: found by its marker (every page of
 * comments), updated in place, created only when the result asks for one.
 */
async function upsertComment(client, repo, issueNumber, result, ctx) {
    let pages = 0;
    const comments = await client.paginate(client.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 }, (response, done) => {
        if (++pages >= MAX_COMMENT_PAGES)
            done();
        return response.data;
    });
    const existing = comments.find((c) => c.user?.login === ctx.author && c.body?.includes(ctx.marker));
    const wanted = wantsComment(result, ctx);
    if (existing) {
        const body = wanted ? commentBody(result, ctx) : passingNowBody(result, ctx);
        if (existing.body === body)
            return 'none';
        await client.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
        return 'updated';
    }
    if (!wanted)
        return 'none';
    await client.rest.issues.createComment({
        ...repo,
        issue_number: issueNumber,
        body: commentBody(result, ctx),
    });
    return 'created';
}

/** The run's page, for links from the check run and the comment. */
function runUrl(env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
    return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : undefined;
}
/**
 * The repository and ref this action runs from, for links to its docs: the action's own repository
 * (`uses: OWNER/upgrade-gate@v1`), or, for `uses: ./` (no action repository), the workflow's
 * repository at the commit it runs on.
 */
function actionSource(env) {
    const server = env.GITHUB_SERVER_URL || 'https://github.com';
    const { GITHUB_ACTION_REPOSITORY: actionRepo, GITHUB_ACTION_REF: actionRef } = env;
    if (actionRepo && actionRef)
        return { repositoryUrl: `${server}/${actionRepo}`, ref: actionRef };
    const { GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
    return repo && sha ? { repositoryUrl: `${server}/${repo}`, ref: sha } : undefined;
}
/**
 * Where the reports link: each rule id to its docs page in the repository and version the action
 * runs from, each location to the file and line at the head commit.
 */
function reportLinks(env, headSha) {
    const source = actionSource(env);
    const server = env.GITHUB_SERVER_URL || 'https://github.com';
    const repo = env.GITHUB_REPOSITORY;
    return {
        ...(source ? { docs: (id) => blobUrl(source.repositoryUrl, source.ref, ruleDocPath(id)) } : {}),
        ...(repo && headSha
            ? { file: (path, line) => blobUrl(`${server}/${repo}`, headSha, path, line) }
            : {}),
    };
}
/**
 * Report files, relative to the workspace as the workflow's own steps see them. The rule registry
 * (every rule's metadata, for SARIF) comes with the engine's chunk, which the run has loaded: the
 * action's entry does not carry it.
 */
async function writeFiles(result, ctx) {
    const at = (p) => (isAbsolute(p) ? p : join(ctx.workspace, p));
    if (ctx.inputs.reportJson) {
        writeFileSync(at(ctx.inputs.reportJson), renderJson(result));
        setOutput('report-json', ctx.inputs.reportJson);
    }
    if (ctx.inputs.sarifFile) {
        const { registry } = await import('./chunk-evaluation.js').then(function (n) { return n.v; });
        writeFileSync(at(ctx.inputs.sarifFile), renderSarif(result, registry, VERSION, {
            source: actionSource(ctx.env),
            runId: ctx.env.GITHUB_RUN_ID,
        }));
        setOutput('sarif-file', ctx.inputs.sarifFile);
    }
}
/** Runs one reporting step; a 403 is collected for the one notice, anything else is a warning. */
async function attempt(what, forbidden, step) {
    try {
        await step();
        return true;
    }
    catch (err) {
        if (isForbidden(err))
            forbidden.push(what);
        else
            warning(`upgrade-gate could not ${what}: ${apiMessage(err)}`);
        return false;
    }
}
/**
 * Every report the action writes. Reporting never changes the verdict and a reporting error never
 * ends the step: files, job summary, check run (or, without one, workflow-command annotations),
 * PR comment; a token that may not do something (a fork's PR) leads to one notice saying so.
 */
async function publish(result, ctx) {
    const forbidden = [];
    const url = runUrl(ctx.env);
    ctx.api?.startDeadline();
    const links = reportLinks(ctx.env, ctx.headSha);
    const changed = configNotice(result);
    if (changed)
        notice(changed, { title: 'upgrade-gate config' });
    await attempt('write the report files', forbidden, () => writeFiles(result, ctx));
    await attempt('write the job summary', forbidden, async () => {
        if (ctx.env.GITHUB_STEP_SUMMARY)
            appendFileSync(ctx.env.GITHUB_STEP_SUMMARY, renderMarkdown(result, { links }));
    });
    let checked = false;
    const { api, headSha } = ctx;
    if (ctx.inputs.checkRun && api && headSha) {
        checked = await attempt('create the check run', forbidden, async () => {
            const r = await publishCheckRun(await api.client(), api.repo, result, {
                name: ctx.inputs.checkName,
                headSha,
                failOn: ctx.inputs.failOn,
                runUrl: url,
                links,
            });
            info(`upgrade-gate: check run "${ctx.inputs.checkName}" with ${r.annotations} annotations`);
        });
    }
    if (!checked)
        for (const a of renderAnnotations(result))
            core[a.level](a.message, a.properties);
    const mode = ctx.inputs.prComment;
    if (mode !== 'off') {
        if (!api)
            warning('upgrade-gate: pr-comment needs the github-token input; no comment written.');
        else if (ctx.pullRequest === undefined || !headSha)
            info('upgrade-gate: pr-comment: this event is not a pull request; no comment.');
        else {
            const issue = ctx.pullRequest;
            await attempt('comment on the pull request', forbidden, async () => {
                const marker = commentMarker(ctx.env);
                const client = await api.client();
                const done = await upsertComment(client, api.repo, issue, result, {
                    marker,
                    author: await tokenIdentity(client),
                    mode,
                    failOn: ctx.inputs.failOn,
                    headSha,
                    runUrl: url,
                    links,
                });
                info(`upgrade-gate: pull request comment ${done === 'none' ? 'not needed' : done}`);
            });
        }
    }
    if (forbidden.length)
        notice(`upgrade-gate: the token may not ${forbidden.join(' or ')} (403: a pull request from a fork, or a read-only token). ` +
            'The results are in the annotations and the job summary instead; grant `checks: write` and `pull-requests: write` for a check run and a comment.', { title: 'upgrade-gate' });
}

/**
 * Makes sure a revision is present: a shallow checkout (actions/checkout's default) often lacks the
 * base commit. A missing revision is fetched once, shallowly, with the checkout's own credentials;
 * the clone is not otherwise reshaped. The revision is checked first and handed to git after
 * `--end-of-options`: `--upload-pack=…` from an event or an input never reaches `git fetch`.
 */
async function ensureRevision(repo, rev) {
    checkRevision(rev);
    try {
        await resolveRevision(repo, rev);
        return;
    }
    catch {
        // fetch below
    }
    const remoteBranch = /^origin\/(.+)$/.exec(rev)?.[1];
    const spec = remoteBranch ? `+refs/heads/${remoteBranch}:refs/remotes/origin/${remoteBranch}` : rev;
    const fetched = await git(repo, ['fetch', '--no-tags', '--depth=1', '--end-of-options', 'origin', spec]);
    try {
        await resolveRevision(repo, rev);
    }
    catch {
        throw new SourceError(`revision "${rev}" is not in the checkout and could not be fetched (${fetched.stderr.trim().split('\n').pop() ?? 'git fetch failed'})`, 'Use actions/checkout with fetch-depth: 0, or make sure the token can read the repository.');
    }
}
/** The commit where two revisions meet, from the checkout's history; undefined when it has none. */
async function localMergeBase(repo, a, b) {
    const r = await git(repo, ['merge-base', '--end-of-options', a, b]);
    const sha = r.stdout.toString().trim();
    return r.code === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
}
/** How far a shallow checkout is deepened, step by step, to find where a pull request left its base. */
const DEEPEN_STEPS = [50, 500];
/**
 * What a pull request changes: its head against the merge-base of its base and head (GitHub's own
 * "Files changed" view), so whatever the base branch gained since the branch point is not read as
 * reverted by the PR. A shallow checkout is deepened (both tips, a few steps), then unshallowed;
 * GitHub's compare API is the last resort.
 */
async function pullRequestBase(repo, base, head, lookup) {
    checkRevision(base);
    checkRevision(head);
    await ensureRevision(repo, base);
    await ensureRevision(repo, head);
    const found = await localMergeBase(repo, base, head);
    if (found)
        return found;
    for (const depth of DEEPEN_STEPS) {
        await git(repo, ['fetch', '--no-tags', `--depth=${depth}`, '--end-of-options', 'origin', base, head]);
        const deeper = await localMergeBase(repo, base, head);
        if (deeper)
            return deeper;
    }
    const shallow = await git(repo, ['rev-parse', '--is-shallow-repository']);
    if (shallow.stdout.toString().trim() === 'true') {
        await git(repo, ['fetch', '--no-tags', '--unshallow', '--end-of-options', 'origin', base, head]);
        const all = await localMergeBase(repo, base, head);
        if (all)
            return all;
    }
    const remote = lookup ? await lookup(base, head).catch(() => undefined) : undefined;
    if (remote) {
        await ensureRevision(repo, remote);
        return remote;
    }
    throw new SourceError(`the pull request's base ${base} and head ${head} have no common history in the checkout`, 'Use actions/checkout with fetch-depth: 0, or set the base input.');
}
/** `main @ 1a2b3c4` for a report header: the branch (when known) and a short SHA. */
function sideLabel(sha, branch, role) {
    const short = /^[0-9a-f]{40,64}$/.test(sha) ? sha.slice(0, 7) : sha;
    return `${branch ? `${branch} @ ` : ''}${short}${role ? ` (${role})` : ''}`;
}
/**
 * The base of a new branch's push: where it left `branch` (the default branch). The checkout's own
 * history first; a shallow clone has none, so then GitHub's compare API, and the commit it names is
 * fetched like any missing revision.
 */
async function newBranchBase(repo, branch, head, lookup) {
    checkRevision(branch, 'branch');
    await ensureRevision(repo, `origin/${branch}`);
    await ensureRevision(repo, head);
    const local = await git(repo, ['merge-base', '--end-of-options', `origin/${branch}`, head]);
    const sha = local.stdout.toString().trim();
    if (local.code === 0 && sha)
        return sha;
    let why = 'no github-token to ask GitHub';
    if (lookup) {
        const remote = await lookup(branch, head).catch((err) => {
            why = `GitHub's compare API: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
            return undefined;
        });
        if (remote) {
            await ensureRevision(repo, remote);
            return remote;
        }
    }
    throw new SourceError(`the new branch at ${head} and origin/${branch} have no common history in the checkout (${why})`, 'Use actions/checkout with fetch-depth: 0, or set the base input.');
}

/** Exit code of a run that could not judge anything (usage error, missing revision): as the CLI's. */
const ERROR_EXIT = 2;
/** A `base-dir` / `head-dir` input: a directory of the workspace. */
const inWorkspace = (workspace, dir) => ({ dir: resolve(workspace, dir) });
/** The report header's name of a side: a directory as given, a revision with its branch and role. */
const labelOf = (side, branch, role) => 'dir' in side ? side.dir : sideLabel(side.rev, branch, role);
/** Inputs and event → what to compare, with every revision present in the checkout. */
async function plan(env) {
    const inputs = readInputs(env);
    const workspace = resolve(env.GITHUB_WORKSPACE ?? '.');
    const api = githubClient(env, inputs.githubToken, inputs.apiTimeout);
    const eventPath = env.GITHUB_EVENT_PATH ?? env[EVENT_PATH_ASIDE];
    const event = revisionsFromEvent(env.GITHUB_EVENT_NAME ?? '', readEventPayload(eventPath));
    const lookup = api && mergeBaseFromApi(api);
    // Event and input revisions are always revisions; only base-dir / head-dir name directories.
    const head = inputs.headDir
        ? inWorkspace(workspace, inputs.headDir)
        : { rev: inputs.head || event.head || 'HEAD' };
    if ('rev' in head)
        await ensureRevision(workspace, head.rev);
    let base;
    let mergeBase = false;
    if (inputs.baseDir)
        base = inWorkspace(workspace, inputs.baseDir);
    else {
        let rev = inputs.base || event.base;
        if (!rev && event.newBranchOf && 'rev' in head)
            rev = await newBranchBase(workspace, event.newBranchOf, head.rev, lookup);
        mergeBase = !inputs.base && !!rev && !!event.fromMergeBase && 'rev' in head;
        if (rev && mergeBase && 'rev' in head)
            rev = await pullRequestBase(workspace, rev, head.rev, lookup);
        rev ??= 'HEAD^1';
        await ensureRevision(workspace, rev);
        base = { rev };
    }
    const options = defaultOptions({
        base,
        head,
        repo: workspace,
        configPath: inputs.config,
        configFrom: inputs.configFrom,
        failOn: inputs.failOn,
        paths: inputs.paths,
        exclude: inputs.exclude,
        acks: inputs.ack,
        labels: event.labels,
        crdPaths: inputs.crdPaths,
        maxFileSize: inputs.maxFileSize,
        clusterState: inputs.clusterState,
        clusterStateDir: workspace,
        fetchCharts: inputs.fetchCharts,
        ...(process.env.RUNNER_TEMP ? { chartCache: process.env.RUNNER_TEMP } : {}),
        sideLabels: {
            base: labelOf(base, inputs.base ? undefined : event.baseRef, mergeBase ? 'merge-base' : undefined),
            head: labelOf(head, inputs.head ? undefined : event.headRef),
        },
    });
    const headSha = 'rev' in head ? await resolveRevision(workspace, head.rev) : undefined;
    return { inputs, options, headSha, pullRequest: inputs.pullRequest ?? event.pullRequest, api };
}
function setOutputs(result) {
    setOutput('result', result.result);
    setOutput('status', result.result);
    setOutput('fail-count', String(result.summary.fail));
    setOutput('warn-count', String(result.summary.warn));
    setOutput('not-judged-count', String(unjudgedNotices(result).length));
    setOutput('failed-rules', result.rules
        .filter((r) => r.status === 'fail')
        .map((r) => r.id)
        .join(','));
}
/** The job summary of a run that could not judge: what went wrong and what to do, not a blank page. */
function errorSummary(env, why) {
    if (!env.GITHUB_STEP_SUMMARY)
        return;
    const [message, ...hint] = why.split('\n').map((l) => l.trim());
    const text = [
        '## ⚠️ upgrade-gate could not run',
        '',
        'No verdict: nothing was judged, so this is neither a pass nor a finding.',
        '',
        '```text',
        message.replace(/`/g, "'"),
        '```',
        ...(hint.length ? ['', `**What to do:** ${hint.join(' ')}`] : []),
        '',
    ].join('\n');
    try {
        appendFileSync(env.GITHUB_STEP_SUMMARY, text);
    }
    catch {
        // The failure itself is already reported on the step; a summary that cannot be written is no reason to hide it.
    }
}
/**
 * The action: run the gate, then report (files, job summary, check run or annotations, comment),
 * set the outputs and fail per fail-on. A run that cannot judge sets `status: error` and exits 2.
 */
async function runAction(env = process.env) {
    let p;
    let result;
    try {
        p = await plan(env);
        result = await runGate(p.options);
    }
    catch (err) {
        const why = describeError(err);
        setOutput('status', 'error');
        setFailed(`upgrade-gate could not run: ${why}`);
        errorSummary(env, why);
        process.exitCode = ERROR_EXIT;
        return;
    }
    await publish(result, {
        env,
        inputs: p.inputs,
        workspace: p.options.repo,
        headSha: p.headSha,
        pullRequest: p.pullRequest,
        api: p.api,
    });
    setOutputs(result);
    const line = `upgrade-gate ${result.result}: ${summaryLine(result)}`;
    if (gateFails(result.result, p.options.failOn))
        setFailed(line);
    else
        info(line);
}

// First: keep @actions/github from parsing the event file at import (see event-path.ts).
void runAction();
