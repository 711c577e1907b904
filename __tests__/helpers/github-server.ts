import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deref, errorsText, spec, validatorAt } from './github-openapi.js';

/**
 * A GitHub REST API on 127.0.0.1 for tests. Every request is checked against GitHub's OpenAPI
 * description — operation, path and query parameters, JSON body — and answered as GitHub answers:
 * 201/200 with the stored object, Link-header pagination, 403 for a token that may not write
 * (a fork's pull request), 422 for a body or an annotation GitHub refuses.
 */
type Json = Record<string, unknown>;

export interface Recorded {
  method: string;
  operation: string;
  path: string;
  query: Record<string, string>;
  body?: Json;
  status: number;
  /** The request's Authorization and User-Agent headers. */
  authorization: string;
  userAgent: string;
}

export interface FakeGitHub {
  url: string;
  requests: Recorded[];
  /** Requests that do not conform to the description, or that nothing answers: a test expects none. */
  violations: string[];
  checkRuns: Json[];
  comments: { id: number; body: string; user: { login: string } }[];
  /** Areas the token may not write: 403 like GitHub's "Resource not accessible by integration". */
  forbid: Set<'checks' | 'comments'>;
  /** Answers the compare API's merge base, by `base...head`. */
  mergeBases: Record<string, string>;
  /** A reason GitHub would refuse an annotation with (422), or undefined to accept it. */
  refuseAnnotation?: (a: Json) => string | undefined;
  /**
   * Answers GitHub gives instead of the real one, taken in order by operation id: a 502, a
   * secondary rate limit (403 + retry-after), an exhausted primary limit (403 + remaining 0), or
   * `hang` (no answer at all).
   */
  failures: {
    operation: string;
    status: number | 'hang';
    headers?: Record<string, string>;
    message?: string;
  }[];
  close(): Promise<void>;
}

interface Operation {
  template: string;
  method: string;
  regex: RegExp;
  names: string[];
  op: Json;
}

const operations: Operation[] = Object.entries(spec.paths).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([m]) => ['get', 'post', 'patch', 'put', 'delete'].includes(m))
    .map(([method, op]) => ({
      template,
      method: method.toUpperCase(),
      names: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
      regex: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '([^/]+)')}$`),
      op,
    })),
);

function findOperation(
  method: string,
  path: string,
): { o: Operation; params: Record<string, string> } | undefined {
  for (const o of operations) {
    if (o.method !== method) continue;
    const m = o.regex.exec(path);
    if (m)
      return { o, params: Object.fromEntries(o.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
  }
  return undefined;
}

/** A parameter's text as the type its schema names, then checked against that schema. */
function checkParameter(o: Operation, index: number, where: string, raw: string): string | undefined {
  const listed = (o.op.parameters as Json[])[index]!;
  const p = deref<Json>(listed);
  const schema = deref<Json>(p.schema);
  let value: unknown = raw;
  if (schema.type === 'integer') value = /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (schema.type === 'boolean') value = raw === 'true' ? true : raw === 'false' ? false : raw;
  const at =
    typeof listed.$ref === 'string'
      ? [...listed.$ref.slice(2).split('/'), 'schema']
      : ['paths', o.template, o.method.toLowerCase(), 'parameters', String(index), 'schema'];
  const v = validatorAt(at);
  return v(value) ? undefined : `${where} ${p.name as string}=${raw}: ${errorsText(v)}`;
}

function checkRequest(
  o: Operation,
  params: Record<string, string>,
  query: URLSearchParams,
  body: unknown,
): string[] {
  const problems: string[] = [];
  const list = (o.op.parameters ?? []) as unknown[];
  const seen = new Set<string>();
  list.forEach((raw, i) => {
    const p = deref<Json>(raw);
    const name = p.name as string;
    seen.add(name);
    const value =
      p.in === 'path' ? params[name] : p.in === 'query' ? (query.get(name) ?? undefined) : undefined;
    if (p.in !== 'path' && p.in !== 'query') return;
    if (value === undefined) {
      if (p.required) problems.push(`missing ${p.in} parameter ${name}`);
      return;
    }
    const problem = checkParameter(o, i, p.in as string, value);
    if (problem) problems.push(problem);
  });
  for (const k of query.keys()) if (!seen.has(k)) problems.push(`unknown query parameter ${k}`);
  const rb = o.op.requestBody ? deref<Json>(o.op.requestBody) : undefined;
  if (rb) {
    if (body === undefined && rb.required) problems.push('missing JSON body');
    else if (body !== undefined) {
      const v = validatorAt([
        'paths',
        o.template,
        o.method.toLowerCase(),
        'requestBody',
        'content',
        'application/json',
        'schema',
      ]);
      if (!v(body)) problems.push(`body: ${errorsText(v)}`);
    }
  } else if (body !== undefined) problems.push('a body where the operation takes none');
  return problems;
}

const DOCS = 'https://docs.github.com/rest';

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (d: Buffer) => (s += d.toString()));
    req.on('end', () => resolve(s));
  });

/** GitHub's rules for an annotation beyond its schema. */
function annotationProblem(a: Json, refuse?: FakeGitHub['refuseAnnotation']): string | undefined {
  const start = a.start_line as number;
  const end = a.end_line as number;
  if (start < 1 || end < start) return `annotation lines ${start}-${end} are out of order`;
  if ((a.start_column !== undefined || a.end_column !== undefined) && start !== end)
    return 'columns are only allowed on one line';
  return refuse?.(a);
}

/** `prefix`: where the API lives on the host — `/api/v3` on GitHub Enterprise Server. */
export async function startFakeGitHub(prefix = ''): Promise<FakeGitHub> {
  let nextId = 1000;
  const fake: FakeGitHub = {
    url: '',
    requests: [],
    violations: [],
    checkRuns: [],
    comments: [],
    forbid: new Set(),
    mergeBases: {},
    failures: [],
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections(); // a hanging answer must not hold the test open
      }),
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', fake.url);
    const text = await readBody(req);
    let body: Json | undefined;
    try {
      body = text ? (JSON.parse(text) as Json) : undefined;
    } catch {
      fake.violations.push(`${req.method} ${url.pathname}: body is not JSON`);
      return send(res, 400, { message: 'Problems parsing JSON', documentation_url: DOCS, status: '400' });
    }
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
    const found = findOperation(req.method ?? 'GET', path);
    const record = (status: number, operation = found?.o.op.operationId as string) =>
      fake.requests.push({
        method: req.method ?? '',
        operation,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        ...(body ? { body } : {}),
        status,
        authorization: req.headers.authorization ?? '',
        userAgent: req.headers['user-agent'] ?? '',
      });
    if (!found) {
      fake.violations.push(`${req.method} ${url.pathname}: no such operation in GitHub's API`);
      record(404, '?');
      return send(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    }
    if (!/^(token|bearer) \S+$/i.test(req.headers.authorization ?? '')) {
      record(401);
      return send(res, 401, { message: 'Requires authentication', documentation_url: DOCS, status: '401' });
    }
    const problems = checkRequest(found.o, found.params, url.searchParams, body);
    if (problems.length) {
      fake.violations.push(`${found.o.op.operationId as string}: ${problems.join('; ')}`);
      record(422);
      return send(res, 422, {
        message: `Invalid request.\n\n${problems.join('\n')}`,
        documentation_url: DOCS,
        status: '422',
      });
    }
    const p = found.params;
    const forbidden = () => {
      record(403);
      send(res, 403, {
        message: 'Resource not accessible by integration',
        documentation_url: DOCS,
        status: '403',
      });
    };
    const failure = fake.failures.findIndex((f) => f.operation === found.o.op.operationId);
    if (failure >= 0) {
      const f = fake.failures.splice(failure, 1)[0]!;
      if (f.status === 'hang') return record(0); // never answers
      record(f.status);
      return send(
        res,
        f.status,
        { message: f.message ?? 'Server Error', documentation_url: DOCS },
        f.headers,
      );
    }
    switch (found.o.op.operationId) {
      case 'checks/create':
      case 'checks/update': {
        if (fake.forbid.has('checks')) return forbidden();
        const output = (body!.output ?? {}) as Json;
        const annotations = (output.annotations ?? []) as Json[];
        const bad = annotations.map((a) => annotationProblem(a, fake.refuseAnnotation)).find(Boolean);
        if (bad) {
          record(422);
          return send(res, 422, {
            message: `Invalid request.\n\n${bad}`,
            documentation_url: DOCS,
            status: '422',
          });
        }
        let run: Json;
        if (found.o.op.operationId === 'checks/create') {
          run = { id: nextId++, ...body, output: { ...output, annotations: [] } };
          fake.checkRuns.push(run);
        } else {
          const existing = fake.checkRuns.find((r) => r.id === Number(p.check_run_id));
          if (!existing) {
            record(404);
            return send(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
          }
          run = Object.assign(existing, {
            ...body,
            output: { ...output, annotations: (existing.output as Json).annotations },
          });
        }
        // Like GitHub: annotations of every request are appended to the run's list.
        ((run.output as Json).annotations as Json[]).push(...annotations);
        record(found.o.op.operationId === 'checks/create' ? 201 : 200);
        const shown = {
          ...run,
          output: {
            ...(run.output as Json),
            annotations_count: ((run.output as Json).annotations as Json[]).length,
          },
        };
        return send(res, found.o.op.operationId === 'checks/create' ? 201 : 200, {
          ...shown,
          html_url: `https://github.example/${p.owner}/${p.repo}/runs/${run.id as number}`,
        });
      }
      case 'issues/list-comments': {
        const perPage = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        const pages = Math.max(1, Math.ceil(fake.comments.length / perPage));
        const link = (n: number) => `<${fake.url}${url.pathname}?per_page=${perPage}&page=${n}>`;
        const links = [];
        if (page < pages) links.push(`${link(page + 1)}; rel="next"`, `${link(pages)}; rel="last"`);
        if (page > 1) links.push(`${link(1)}; rel="first"`, `${link(page - 1)}; rel="prev"`);
        record(200);
        return send(
          res,
          200,
          fake.comments.slice((page - 1) * perPage, page * perPage),
          links.length ? { link: links.join(', ') } : {},
        );
      }
      case 'issues/create-comment':
      case 'issues/update-comment': {
        if (fake.forbid.has('comments')) return forbidden();
        let c = fake.comments.find((x) => x.id === Number(p.comment_id));
        if (found.o.op.operationId === 'issues/create-comment') {
          c = { id: nextId++, body: body!.body as string, user: { login: 'github-actions[bot]' } };
          fake.comments.push(c);
        } else if (!c) {
          record(404);
          return send(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
        } else c.body = body!.body as string;
        record(found.o.op.operationId === 'issues/create-comment' ? 201 : 200);
        return send(res, found.o.op.operationId === 'issues/create-comment' ? 201 : 200, c);
      }
      case 'users/get-authenticated':
        // Like GitHub for an installation token (the workflow's GITHUB_TOKEN).
        record(403);
        return send(res, 403, {
          message: 'Resource not accessible by integration',
          documentation_url: DOCS,
          status: '403',
        });
      case 'repos/compare-commits-with-basehead': {
        const sha = fake.mergeBases[p.basehead!];
        record(sha ? 200 : 404);
        return sha
          ? send(res, 200, { merge_base_commit: { sha }, status: 'ahead' })
          : send(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
      }
      default:
        fake.violations.push(`${found.o.op.operationId as string}: not expected from the action`);
        record(404);
        return send(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    }
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      fake.violations.push(`server error: ${String(err)}`);
      send(res, 500, { message: 'Server Error' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
