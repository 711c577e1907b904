import type { RunFacts } from '../../../src/context.js';
import { locationKey, type ChartFetches, type FetchOutcome } from '../../../src/charts/types.js';
import { gateOnFiles } from '../../helpers/gate.js';
import type { FilesCase, Outcome } from '../../helpers/rule-tester.js';

/**
 * The helm rules' tables: the pure evaluation handed chart files as fetching would (no network
 * here; __tests__/charts/fetch.test.ts fetches them from real servers).
 */
const REPO = 'https://charts.example.com';

const crd = (plural: string, extra = '') => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${plural}.example.com
spec:
  group: example.com
  scope: Namespaced
  names: { kind: ${plural[0]!.toUpperCase()}${plural.slice(1, -1)}, plural: ${plural}, singular: ${plural.slice(0, -1)} }
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                size: { type: integer }${extra}
`;

const chart = (
  version: string,
  crds: Record<string, string>,
  templates: Record<string, string> = {},
): FetchOutcome => ({
  chart: {
    name: 'widgets',
    version,
    from: `${REPO}/widgets-${version}.tgz`,
    files: [
      { path: 'Chart.yaml', text: `apiVersion: v2\nname: widgets\nversion: ${version}\n` },
      ...Object.entries({ ...crds, ...templates }).map(([path, text]) => ({ path, text })),
    ],
  },
});

/** Charts as fetching gives them: 1.0.0 with two CRDs, 2.0.0 without the gadgets CRD and with a new field. */
const FETCHED: Record<string, FetchOutcome> = {
  '1.0.0': chart('1.0.0', { 'crds/widgets.yaml': crd('widgets'), 'crds/gadgets.yaml': crd('gadgets') }),
  '2.0.0': chart('2.0.0', {
    'crds/widgets.yaml': crd('widgets', '\n                color: { type: string }'),
  }),
  '3.0.0': chart(
    '3.0.0',
    { 'crds/widgets.yaml': crd('widgets') },
    { 'templates/crd-things.yaml': `{{- if .Values.crds }}\n${crd('things')}{{- end }}\n` },
  ),
};

/** The things CRD, as helm renders the 3.0.0 chart's template. */
export const thingsCrd = crd('things');

/** Fetched charts with templates rendered as helm would (`side source-id` → output). */
export const renderedFacts = (rendered: Map<string, { yaml: string }>): Partial<RunFacts> => ({
  charts: { ...(facts(true).charts as ChartFetches), rendered },
});

const facts = (fetched: boolean): Partial<RunFacts> =>
  fetched
    ? {
        charts: {
          outcomes: new Map(
            Object.entries(FETCHED).map(([v, o]) => [
              locationKey({ kind: 'http', repo: REPO, chart: 'widgets', version: v }),
              o,
            ]),
          ),
          noHelm: 'helm is not on PATH',
        },
      }
    : {};

const release = (
  version: string,
  crds = 'CreateReplace',
  values = '',
) => `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: example
spec:
  url: ${REPO}
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: widgets
spec:
  chart:
    spec:
      chart: widgets
      version: ${version}
      sourceRef:
        kind: HelmRepository
        name: example
  upgrade:
    crds: ${crds}
${values}`;

export interface HelmCase extends FilesCase {
  fetched: boolean;
}

export const CASES: Record<string, HelmCase[]> = {
  'helm/chart-changed': [
    {
      what: 'a chart bump fetched and judged: a notice saying what was judged',
      verdict: 'pass',
      at: ['release.yaml:16'],
      fetched: true,
      base: { 'release.yaml': release('1.0.0') },
      head: { 'release.yaml': release('2.0.0') },
    },
    {
      what: 'the chart unchanged',
      verdict: 'pass',
      at: [],
      fetched: true,
      base: { 'release.yaml': release('1.0.0') },
      head: { 'release.yaml': release('1.0.0') },
    },
    {
      what: 'a chart bump with charts not fetched (no --fetch-charts)',
      verdict: 'warn',
      at: ['release.yaml:16'],
      fetched: false,
      base: { 'release.yaml': release('1.0.0') },
      head: { 'release.yaml': release('2.0.0') },
    },
    {
      what: 'a chart bump whose new version defines CRDs in templates/, helm not on PATH',
      verdict: 'warn',
      at: ['release.yaml:16'],
      fetched: true,
      base: { 'release.yaml': release('1.0.0') },
      head: { 'release.yaml': release('3.0.0') },
    },
    {
      what: 'only the values change, templates not rendered (helm not on PATH)',
      verdict: 'warn',
      at: ['release.yaml:22'],
      fetched: true,
      base: { 'release.yaml': release('3.0.0') },
      head: { 'release.yaml': release('3.0.0', 'CreateReplace', '  values:\n    replicas: 2\n') },
    },
    {
      what: 'only the values change, charts not fetched, no setting naming CRDs touched: the same crds/ (a notice)',
      verdict: 'pass',
      at: ['release.yaml:22'],
      fetched: false,
      base: { 'release.yaml': release('1.0.0', 'CreateReplace', '  values:\n    replicas: 1\n') },
      head: { 'release.yaml': release('1.0.0', 'CreateReplace', '  values:\n    replicas: 2\n') },
    },
    {
      what: 'only the values change, charts not fetched, `crds.enabled` flipped: not judged (warns)',
      verdict: 'warn',
      at: ['release.yaml:22'],
      fetched: false,
      base: { 'release.yaml': release('1.0.0', 'CreateReplace', '  values:\n    crds: { enabled: true }\n') },
      head: {
        'release.yaml': release('1.0.0', 'CreateReplace', '  values:\n    crds: { enabled: false }\n'),
      },
    },
    {
      what: 'only the values change, and the chart has no templates: nothing they could change',
      verdict: 'pass',
      at: ['release.yaml:22'],
      fetched: true,
      base: { 'release.yaml': release('1.0.0') },
      head: { 'release.yaml': release('1.0.0', 'CreateReplace', '  values:\n    replicas: 2\n') },
    },
  ],
  'helm/crds-not-upgraded': [
    {
      what: 'a chart bump with upgrade.crds: CreateReplace',
      verdict: 'pass',
      at: [],
      fetched: true,
      base: { 'release.yaml': release('1.0.0') },
      head: { 'release.yaml': release('2.0.0') },
    },
    {
      what: 'a chart bump whose crds/ change, upgrade.crds: Skip',
      verdict: 'warn',
      at: ['release.yaml:16'],
      fetched: true,
      base: { 'release.yaml': release('1.0.0', 'Skip') },
      head: { 'release.yaml': release('2.0.0', 'Skip') },
    },
    {
      what: 'a chart bump whose crds/ change, upgrade.crds: Create (only new CRDs are created)',
      verdict: 'warn',
      at: ['release.yaml:16'],
      fetched: true,
      base: { 'release.yaml': release('1.0.0', 'Create') },
      head: { 'release.yaml': release('2.0.0', 'Create') },
    },
  ],
};

export function runCase(c: HelmCase): Outcome {
  return gateOnFiles(c.base, c.head, {}, facts(c.fetched));
}
