import { parseArgs } from 'node:util';
import { UsageError } from './errors.js';
import { defaultOptions, looksLikePath, type GateOptions, type ReportFormat, type Side } from './options.js';
import { checkRevision } from './sources/revision.js';
import type { FailOn } from './result/fail-on.js';

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], dflt: T): T {
  if (value === undefined) return dflt;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} ${value}: must be one of ${allowed.join(', ')}`);
}

/**
 * One side from `--base`/`--head` and `--base-dir`/`--head-dir`: the `-dir` option, or a value written
 * as a path (`./…`, `../…`, `/…`), is a directory; anything else is a git revision, checked before
 * it reaches git. Whether a folder of that name exists never matters.
 */
function side(name: 'base' | 'head', value: string | undefined, dir: string | undefined): Side {
  if (value !== undefined && dir !== undefined)
    throw new UsageError(`--${name} and --${name}-dir both given`, `Give one of them.`);
  if (dir !== undefined) return { dir };
  if (value === undefined)
    throw new UsageError(
      `--${name} (or --${name}-dir) is required`,
      'Example: upgrade-gate --base origin/main --head HEAD, or --base-dir ./old --head-dir ./new',
    );
  if (looksLikePath(value)) return { dir: value };
  return { rev: checkRevision(value, `--${name}`) };
}

/** Parses the gate's command line into options (the DESIGN contract). */
export function parseGateArgs(argv: string[]): GateOptions {
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
  } catch (err) {
    throw new UsageError((err as Error).message, 'Run upgrade-gate --help for the options.');
  }
  const v = parsed.values;
  const base = side('base', v.base, v['base-dir']);
  const head = side('head', v.head, v['head-dir']);
  let maxFileSize: number | undefined;
  if (v['max-file-size'] !== undefined) {
    maxFileSize = Number(v['max-file-size']);
    if (!Number.isInteger(maxFileSize) || maxFileSize < 1)
      throw new UsageError(`--max-file-size ${v['max-file-size']}: must be a positive whole number of bytes`);
  }
  if (v.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(v.today))
    throw new UsageError(`--today ${v.today}: must be YYYY-MM-DD`);
  const configFrom = v.config
    ? 'file'
    : oneOf('config-from', v['config-from'], ['base', 'head'] as const, 'base');
  return defaultOptions({
    base,
    head,
    repo: v.repo ?? '.',
    configPath: v.config,
    configFrom,
    format: oneOf<ReportFormat>('format', v.format, ['text', 'json', 'markdown', 'comment', 'sarif'], 'text'),
    verbose: v.verbose === true,
    output: v.output,
    failOn: oneOf<FailOn>('fail-on', v['fail-on'], ['fail', 'warn', 'never'], 'fail'),
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
