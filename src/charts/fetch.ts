/**
 * The I/O edge of the charts pack (called by run.ts before the evaluation): finds the chart
 * sources the change touches, fetches each version once from repositories the base revision names
 * (or `charts.allow` admits), reads the archives in memory and, when helm is on PATH, renders the
 * templates in a sandbox. A repository only the pull request names is never contacted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GateConfig } from '../context.js';
import { parseFile } from '../manifests/parse.js';
import type { Snapshot } from '../sources/snapshot.js';
import { KUSTOMIZATION_FILE, KUSTOMIZATION_TYPE } from '../units/kustomization.js';
import { chartChanges } from './changes.js';
import { allowOf, timeoutOf } from './config.js';
import { authorizationFor, credentialsOf } from './credentials.js';
import { fetchFromHelmRepo, sha256 } from './helm-repo.js';
import { findHelm, renderChart } from './helm-template.js';
import type { HttpOptions } from './http.js';
import { fetchFromRegistry } from './oci.js';
import {
  namedRepositories,
  trusted,
  type ChartLocation,
  type ChartSource,
  type SideObjects,
} from './sources.js';
import { readChartArchive } from './tar.js';
import { locationKey, type ChartFetches, type FetchOutcome, type RenderOutcome } from './types.js';

/** Chart versions one run fetches at most; past it each one is "not fetched", said at its line. */
export const MAX_FETCHES = 64;

/** Words of the files that may hold a chart source or a repository. */
const MENTIONS = /HelmRelease|HelmRepository|OCIRepository|Application|helmCharts/;

/** The objects of a side that may hold chart sources (a cheap read ahead of the evaluation). */
export function sideObjects(snapshot: Snapshot): SideObjects {
  const objects = snapshot.files
    .filter((f) => MENTIONS.test(f.text))
    .flatMap(
      (f) => parseFile(f, {}, KUSTOMIZATION_FILE.test(f.path) ? KUSTOMIZATION_TYPE : undefined).objects,
    );
  return { objects, configs: objects };
}

export interface FetchChartsOptions {
  config: GateConfig;
  env: NodeJS.ProcessEnv;
  /** Where the run's cache folder is made (the action: RUNNER_TEMP); default the system's temp folder. */
  cacheRoot?: string;
  /** Attempts after the first (default 2). */
  retries?: number;
}

/** A run's chart fetches: each location once, archives kept in one cache folder for the run. */
class ChartCache {
  readonly dir: string;
  private readonly outcomes = new Map<string, Promise<FetchOutcome>>();
  readonly archives = new Map<string, string>();
  constructor(root: string) {
    mkdirSync(root, { recursive: true });
    this.dir = mkdtempSync(join(root, 'upgrade-gate-charts-'));
  }
  get(loc: ChartLocation, load: () => Promise<{ archive: Buffer; from: string }>): Promise<FetchOutcome> {
    const key = locationKey(loc);
    let p = this.outcomes.get(key);
    if (!p) {
      p = load().then(
        ({ archive, from }) => {
          const file = join(this.dir, `${sha256(archive)}.tgz`);
          writeFileSync(file, archive);
          this.archives.set(key, file);
          const { name, version, files } = readChartArchive(archive);
          return { chart: { name, version, files, from } };
        },
        (err: Error) => ({ error: err.message }),
      );
      this.outcomes.set(key, p);
    }
    return p;
  }
  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function loader(loc: ChartLocation, opts: FetchChartsOptions, http: HttpOptions) {
  const creds = credentialsOf(opts.config.charts);
  const version = loc.version!;
  if (loc.kind === 'http')
    return () =>
      fetchFromHelmRepo(loc.repo, loc.chart, version, http, (url) => authorizationFor(url, creds, opts.env));
  const ref = `${loc.repo}/${loc.chart}`;
  return () => fetchFromRegistry(ref, version, http, authorizationFor(ref, creds, opts.env));
}

/** Fetches what the chart changes between two snapshots need; the cache folder is removed before it returns. */
export async function fetchCharts(
  base: Snapshot,
  head: Snapshot,
  opts: FetchChartsOptions,
): Promise<ChartFetches> {
  const [b, h] = [sideObjects(base), sideObjects(head)];
  const named = namedRepositories(b);
  const allow = allowOf(opts.config.charts);
  const http: HttpOptions = {
    timeoutMs: timeoutOf(opts.config.charts),
    retries: opts.retries ?? 2,
    maxBytes: 0,
  };
  const cache = new ChartCache(opts.cacheRoot ?? tmpdir());
  try {
    const outcomes = new Map<string, FetchOutcome>();
    const wanted: { side: 'base' | 'head'; source: ChartSource }[] = [];
    for (const c of chartChanges(b, h)) {
      if (c.base) wanted.push({ side: 'base', source: c.base });
      if (c.head) wanted.push({ side: 'head', source: c.head });
    }
    const keys = new Set<string>();
    await Promise.all(
      wanted.map(async ({ source }) => {
        const loc = source.location;
        if (!loc || loc.version === undefined) return;
        const key = locationKey(loc);
        if (!trusted(loc, named, allow)) return outcomes.set(key, { untrusted: true });
        if (!keys.has(key) && keys.size >= MAX_FETCHES)
          return outcomes.set(key, {
            error: `more than ${MAX_FETCHES} chart versions in one change, this one not fetched`,
          });
        keys.add(key);
        outcomes.set(key, await cache.get(loc, loader(loc, opts, http)));
      }),
    );
    return { outcomes, ...(await renderAll(wanted, cache, outcomes)) };
  } finally {
    cache.remove();
  }
}

/** Renders each fetched source's templates with helm when it is on PATH. */
async function renderAll(
  wanted: readonly { side: 'base' | 'head'; source: ChartSource }[],
  cache: ChartCache,
  outcomes: ReadonlyMap<string, FetchOutcome>,
): Promise<Pick<ChartFetches, 'rendered' | 'noHelm'>> {
  const fetched = wanted.filter(
    (w) => w.source.location && cache.archives.has(locationKey(w.source.location)),
  );
  if (!fetched.length) return {};
  const helm = findHelm();
  if (!helm) return { noHelm: 'helm is not on PATH' };
  const rendered = new Map<string, RenderOutcome>();
  for (const { side, source } of fetched) {
    const key = locationKey(source.location!);
    if (!outcomes.has(key)) continue;
    rendered.set(
      `${side} ${source.id}`,
      await renderChart(helm, cache.archives.get(key)!, source, cache.dir),
    );
  }
  return { rendered };
}
