/**
 * What the fetching edge (./fetch.ts) hands the pure evaluation: each chart archive it was asked
 * for, by location, read into memory, or why it is not there. Declared into `RunFacts.charts`.
 */
import type { ChartLocation } from './sources.js';

/** One text file of a chart, its path relative to the chart's folder (`crds/x.yaml`). */
export interface ChartFile {
  path: string;
  text: string;
}

/** A chart read from its archive. */
export interface FetchedChart {
  /** `Chart.yaml` name and version (the archive's). */
  name: string;
  version: string;
  files: ChartFile[];
  /** Where it came from (the archive URL or the OCI reference), for the report. */
  from: string;
}

/** What fetching gave for one location. */
export type FetchOutcome =
  | { chart: FetchedChart }
  /** Tried and failed: unreachable, a bad digest, too large, not found. */
  | { error: string }
  /** Never contacted: the base side does not name the repository, nor does `charts.allow`. */
  | { untrusted: true };

/** Templates rendered by `helm template` for one chart source on one side. */
export type RenderOutcome = { yaml: string } | { error: string };

export interface ChartFetches {
  /** By {@link locationKey}. */
  outcomes: ReadonlyMap<string, FetchOutcome>;
  /** By `side + source id`, when helm was on PATH; absent: templates are not rendered. */
  rendered?: ReadonlyMap<string, RenderOutcome>;
  /** Why templates are not rendered (`helm is not on PATH`). */
  noHelm?: string;
}

/** The key of a location in {@link ChartFetches.outcomes}. */
export const locationKey = (l: ChartLocation): string => `${l.kind} ${l.repo} ${l.chart} ${l.version ?? ''}`;

declare module '../context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ChartFacts extends ChartFetches {}
}
