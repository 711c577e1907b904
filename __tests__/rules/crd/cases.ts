/* eslint-disable @typescript-eslint/no-explicit-any -- schema fragments are free-form JSON built for tests */
import { existsSync, readFileSync } from 'node:fs';
import type { GateConfig } from '../../../src/context.js';
import { readClusterState } from '../../../src/state/load.js';
import { changedCrdKinds } from '../../../src/crd/live.js';
import { gateOnFiles, snapshotOf, type DeepPartial } from '../../helpers/gate.js';
import type { RuleCase } from '../../helpers/rule-tester.js';

/** A spec schema that each case mutates. */
function spec(): Record<string, any> {
  return {
    type: 'object',
    properties: {
      replicas: { type: 'integer', minimum: 0, default: 3 },
      mode: { type: 'string', enum: ['a', 'b'] },
      name: { type: 'string', pattern: '^[a-z]+$' },
      size: { type: 'integer' },
      code: { type: 'string', nullable: true, format: 'int32' },
      ports: {
        type: 'array',
        'x-kubernetes-list-type': 'atomic',
        items: { type: 'object', properties: { name: { type: 'string' } } },
      },
      extra: {
        type: 'object',
        'x-kubernetes-preserve-unknown-fields': true,
        properties: { legacy: { type: 'string' } },
      },
      choice: { type: 'object', oneOf: [{ required: ['x'] }], properties: { x: { type: 'string' } } },
      rack: {
        type: 'object',
        'x-kubernetes-validations': [{ rule: 'self.x != ""', message: 'x' }],
        properties: { x: { type: 'string' } },
      },
      tags: { type: 'array', items: { type: 'string' } },
    },
  };
}

interface VersionOpts {
  name: string;
  served?: boolean;
  storage?: boolean;
  deprecated?: boolean;
  spec?: Record<string, any>;
  subresources?: Record<string, unknown>;
  columns?: Record<string, unknown>[];
  /** `selectableFields[].jsonPath`. */
  selectable?: string[];
}
interface CrdOpts {
  versions?: VersionOpts[];
  scope?: string;
  names?: Record<string, unknown>;
  conversion?: Record<string, unknown>;
  storedVersions?: string[];
  'x-kubernetes-foo'?: number;
}

/** The CRD as indented JSON (valid YAML), one key per line, so the cases can assert lines. */
function crd(o: CrdOpts = {}): string {
  const versions = o.versions ?? [{ name: 'v1', storage: true }];
  return JSON.stringify(
    {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        scope: o.scope ?? 'Namespaced',
        names: o.names ?? {
          kind: 'Widget',
          plural: 'widgets',
          singular: 'widget',
          listKind: 'WidgetList',
          shortNames: ['wd'],
        },
        ...(o.conversion ? { conversion: o.conversion } : {}),
        versions: versions.map((v) => ({
          name: v.name,
          served: v.served ?? true,
          storage: v.storage ?? false,
          ...(v.deprecated ? { deprecated: true } : {}),
          ...(v.subresources
            ? { subresources: v.subresources }
            : {
                subresources: {
                  status: {},
                  scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas' },
                },
              }),
          additionalPrinterColumns: v.columns ?? [{ name: 'Size', type: 'integer', jsonPath: '.spec.size' }],
          ...(v.selectable ? { selectableFields: v.selectable.map((jsonPath) => ({ jsonPath })) } : {}),
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                spec: v.spec ?? spec(),
                status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
              },
            },
          },
        })),
      },
      ...(o.storedVersions ? { status: { storedVersions: o.storedVersions } } : {}),
    },
    null,
    2,
  );
}

const withSpec = (mutate: (s: Record<string, any>) => void, extra: Partial<VersionOpts> = {}) => {
  const s = spec();
  mutate(s);
  return crd({ versions: [{ name: 'v1', storage: true, spec: s, ...extra }] });
};
/** `name` (`type: string`) as controller-gen writes int-or-string: `anyOf` of integer and string plus the marker. */
const nameIntOrString = withSpec(
  (s) =>
    (s.properties.name = {
      anyOf: [{ type: 'integer' }, { type: 'string' }],
      'x-kubernetes-int-or-string': true,
      pattern: '^[a-z]+$',
    }),
);
const k130: DeepPartial<GateConfig> = { crd: { kubernetesVersion: '1.30' } };
/** The spec schema without these fields. */
const without = (...fields: string[]) => {
  const s = spec();
  for (const f of fields) delete s.properties[f];
  return s;
};
const two = (a: Partial<VersionOpts>, b: Partial<VersionOpts>, more: CrdOpts = {}) =>
  crd({
    ...more,
    versions: [
      { name: 'v1beta1', ...a },
      { name: 'v1', ...b },
    ],
  });

/** A CRD as YAML text (crd/invalid: names and patterns JSON cannot show); lines are asserted, so the layout is fixed. */
export function yamlCrd(
  o: { name?: string; kind?: string; plural?: string; pattern?: string; rules?: string } = {},
): string {
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${o.name ?? 'widgets.example.com'}
spec:
  group: example.com
  scope: Namespaced
  names:
    kind: ${o.kind ?? 'Widget'}
    plural: ${o.plural ?? 'widgets'}
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
                name:
                  type: string
                  pattern: ${JSON.stringify(o.pattern ?? '^[a-z]+$')}
${o.rules ? `              x-kubernetes-validations: ${o.rules}\n` : ''}`;
}
interface Case extends RuleCase {
  base: string | undefined;
  head: string | undefined;
  config?: DeepPartial<GateConfig>;
  /** A `--cluster-state` export (YAML), read by the real reader. */
  state?: string;
  /** Custom resources in the head tree (widgets.yaml). */
  crs?: string;
  /** Built from ../shared: not run without it. */
  shared?: true;
  /** More files of each side (kustomizations, other units). */
  files?: { base?: Record<string, string>; head?: Record<string, string> };
}
const base = crd();
/** Strimzi's KafkaMirrorMaker CRD (retired by Strimzi 0.46.0), as the base ships it. */
const mirrorMaker = crd({
  names: {
    kind: 'KafkaMirrorMaker',
    plural: 'kafkamirrormakers',
    singular: 'kafkamirrormaker',
    listKind: 'KafkaMirrorMakerList',
  },
})
  .replace('widgets.example.com', 'kafkamirrormakers.kafka.strimzi.io')
  .replace('"group": "example.com"', '"group": "kafka.strimzi.io"');
/** A Strimzi release's install file from ../shared ('' without it: the case is not run). */
const SHARED = `${process.cwd()}/../shared/corpus/strimzi`;
const install = (release: string, file: string) => {
  const path = `${SHARED}/${release}/install/cluster-operator/${file}`;
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
};
/**
 * The Kafka CRD of Strimzi 0.48.0, which ../shared lacks: 0.49.0's without its `v1` version (0.48.0
 * serves and stores v1beta2 only: apiVersions.Kafka in src/strimzi/releases-data.ts).
 */
const kafkaCrd048 = (crd049: string) =>
  crd049.replace(/\n {2}- name: v1\n[\s\S]*?(?=\n {2}- name: v1beta2\n)/, '');
const kafkaCr = (api: string) =>
  `apiVersion: kafka.strimzi.io/${api}\nkind: Kafka\nmetadata:\n  name: my-cluster\n  namespace: kafka\nspec:\n  kafka:\n    version: 4.1.0\n    listeners:\n      - { name: plain, port: 9092, type: internal, tls: false }\n`;
const mm1 =
  'apiVersion: kafka.strimzi.io/v1\nkind: KafkaMirrorMaker\nmetadata:\n  name: legacy\n  namespace: kafka\nspec: {}\n';

/** A Widget custom resource with these spec replicas. */
const widget = (name: string, replicas: number) => `apiVersion: example.com/v1
kind: Widget
metadata:
  name: ${name}
spec:
  replicas: ${replicas}
`;

/** The same Widgets as live objects of a `--cluster-state` export. */
const liveWidgets = (...replicas: number[]) => `apiVersion: v1
kind: List
items:
${replicas.map((r, i) => `- apiVersion: example.com/v1\n  kind: Widget\n  metadata:\n    name: w${i}\n    namespace: prod\n  spec:\n    replicas: ${r}`).join('\n')}
`;

/** The CRD as `kubectl get crd -o yaml` exports it, with its live `status.storedVersions`. */
const liveCrd = (stored: string[]) => `apiVersion: v1
items:
- apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    creationTimestamp: "2025-12-30T10:00:00Z"
    name: widgets.example.com
    resourceVersion: "1"
  spec:
    group: example.com
  status:
    storedVersions:
${stored.map((v) => `    - ${v}`).join('\n')}
kind: List
metadata:
  resourceVersion: ""
`;

/** Keyed by rule id: each rule's docs table is exactly its rows here (npm run docs). */
export const CASES: Record<string, Case[]> = {
  'crd/removed': [
    { what: 'moves the CRD to another file', verdict: 'pass', at: [], base: base, head: base },
    { what: 'deletes the CRD', verdict: 'fail', at: ['crd.yaml:1'], base: base, head: undefined },
    {
      what: 'moves the CRD to another deploy unit (paired across units: nothing removed)',
      verdict: 'pass',
      at: [],
      base: base,
      head: undefined,
      files: {
        base: {
          'kustomization.yaml': 'resources: [crd.yaml]\n',
          'crds/kustomization.yaml': 'resources: []\n',
        },
        head: {
          'kustomization.yaml': 'resources: []\n',
          'crds/kustomization.yaml': 'resources: [crd.yaml]\n',
          'crds/crd.yaml': base,
        },
      },
    },
    {
      what: 'deletes one of two copies of the CRD: the other still installs it (a notice says where)',
      verdict: 'pass',
      at: ['crd.yaml:1'],
      base: base,
      head: undefined,
      files: {
        base: { 'app/kustomization.yaml': 'resources: [crd.yaml]\n', 'app/crd.yaml': base },
        head: { 'app/kustomization.yaml': 'resources: [crd.yaml]\n', 'app/crd.yaml': base },
      },
    },
    {
      what: 'Strimzi 0.45 → 0.46 drops the KafkaMirrorMaker CRD and the repository has none (a release fact, warned)',
      verdict: 'warn',
      at: ['crd.yaml:1'],
      base: mirrorMaker,
      head: undefined,
    },
    {
      what: "Strimzi 0.45.0 → 0.46.0 with the release's own `045-Crd-kafkamirrormaker.yaml` (../shared) and no KafkaMirrorMaker: warns, not a fail",
      verdict: 'warn',
      at: ['crd.yaml:1'],
      base: install('0.45.0', '045-Crd-kafkamirrormaker.yaml'),
      head: undefined,
      shared: true,
    },
    {
      what: "Strimzi 0.45.0 → 0.46.0 with the release's own `045-Crd-kafkamirrormaker.yaml` (../shared) and a KafkaMirrorMaker in the repository: fails",
      verdict: 'fail',
      at: ['crd.yaml:1'],
      base: install('0.45.0', '045-Crd-kafkamirrormaker.yaml'),
      head: undefined,
      files: { base: { 'mm.yaml': mm1 }, head: { 'mm.yaml': mm1 } },
      shared: true,
    },
    {
      what: 'the same with a KafkaMirrorMaker still in the repository (it is deleted with the CRD)',
      verdict: 'fail',
      at: ['crd.yaml:1'],
      base: mirrorMaker,
      head: undefined,
      files: { base: { 'mm.yaml': mm1 }, head: { 'mm.yaml': mm1 } },
    },
    {
      what: 'deletes the CRD file while the unit now inflates a Helm chart the gate does not render (warns at the chart)',
      verdict: 'warn',
      at: ['kustomization.yaml:2'],
      base: base,
      head: undefined,
      files: {
        base: { 'kustomization.yaml': 'resources: [crd.yaml]\n' },
        head: {
          'kustomization.yaml':
            'resources: []\nhelmCharts:\n  - name: widgets\n    repo: https://charts.example.com\n    version: 2.0.0\n',
        },
      },
    },
  ],
  'crd/scope-changed': [
    { what: 'keeps `scope: Namespaced`', verdict: 'pass', at: [], base: base, head: base },
    {
      what: 'changes `scope: Namespaced` to `Cluster`',
      verdict: 'fail',
      at: ['crd.yaml:9'],
      base: base,
      head: crd({ scope: 'Cluster' }),
    },
  ],
  'crd/names-changed': [
    {
      what: 'adds a shortName',
      verdict: 'pass',
      at: [],
      base: base,
      head: crd({
        names: {
          kind: 'Widget',
          plural: 'widgets',
          singular: 'widget',
          listKind: 'WidgetList',
          shortNames: ['wd', 'w'],
        },
      }),
    },
    {
      what: 'changes `kind: Widget` to `kind: Gadget`',
      verdict: 'fail',
      at: ['crd.yaml:11'],
      base: base,
      head: crd({
        names: {
          kind: 'Gadget',
          plural: 'widgets',
          singular: 'widget',
          listKind: 'WidgetList',
          shortNames: ['wd'],
        },
      }),
    },
    {
      what: 'removes shortName `wd`',
      verdict: 'warn',
      at: ['crd.yaml:10'],
      base: base,
      head: crd({ names: { kind: 'Widget', plural: 'widgets', singular: 'widget', listKind: 'WidgetList' } }),
    },
  ],
  'crd/stored-version-removed': [
    {
      what: 'keeps the stored version, stops serving it',
      verdict: 'pass',
      at: [],
      base: two({ storage: true }, {}),
      head: two({ storage: false, served: false }, { storage: true }),
    },
    {
      what: 'removes the version that was `storage: true` on base',
      verdict: 'fail',
      at: ['crd.yaml:19 v1beta1'],
      base: two({ storage: true }, {}),
      head: crd({ versions: [{ name: 'v1', storage: true }] }),
    },
    {
      what: 'removes a version listed in `status.storedVersions`',
      verdict: 'fail',
      at: ['crd.yaml:19 v1beta1'],
      base: two({}, { storage: true }, { storedVersions: ['v1beta1', 'v1'] }),
      head: crd({ versions: [{ name: 'v1', storage: true }] }),
    },
    {
      what: 'removes a version the base served but did not store, without `--cluster-state` (an earlier release may have stored it: warns, never passes)',
      verdict: 'warn',
      at: ['crd.yaml:19 v1beta1'],
      base: two({}, { storage: true }),
      head: crd({ versions: [{ name: 'v1', storage: true }] }),
    },
    {
      what: 'removes a version the live CRD lists in `status.storedVersions` (`--cluster-state`)',
      verdict: 'fail',
      at: ['crd.yaml:19 v1beta1'],
      base: two({}, { storage: true }),
      head: crd({ versions: [{ name: 'v1', storage: true }] }),
      config: {},
      state: liveCrd(['v1beta1', 'v1']),
    },
    {
      what: 'removes the base storage version the live CRD no longer lists (`--cluster-state`)',
      verdict: 'pass',
      at: ['crd.yaml:19 v1beta1'],
      base: two({ storage: true }, {}),
      head: crd({ versions: [{ name: 'v1', storage: true }] }),
      config: {},
      state: liveCrd(['v1']),
    },
  ],
  'crd/served-version-removed': [
    {
      what: 'keeps serving v1beta1',
      verdict: 'pass',
      at: [],
      base: two({}, { storage: true }),
      head: two({}, { storage: true }),
    },
    {
      what: 'sets `served: false` on v1beta1',
      verdict: 'fail',
      at: ['crd.yaml:22 v1beta1'],
      base: two({}, { storage: true }),
      head: two({ served: false }, { storage: true }),
    },
    {
      what: "stops serving v1beta1 while the repository's Widgets are all written in v1 (consumer: judged on them, warns)",
      verdict: 'warn',
      at: ['crd.yaml:22 v1beta1'],
      base: two({}, { storage: true }),
      head: two({ served: false }, { storage: true }),
      crs: widget('a', 2),
    },
    {
      what: 'stops serving v1beta1 while a Widget of the repository is written in it (fails)',
      verdict: 'fail',
      at: ['crd.yaml:22 v1beta1'],
      base: two({}, { storage: true }),
      head: two({ served: false }, { storage: true }),
      crs: widget('a', 2).replace('example.com/v1', 'example.com/v1beta1'),
    },
    {
      what: 'stops serving v1beta1, deprecated on base, while a Widget of the repository is still written in it (fails)',
      verdict: 'fail',
      at: ['crd.yaml:22 v1beta1'],
      base: two({ deprecated: true }, { storage: true }),
      head: two({ served: false }, { storage: true }),
      crs: widget('a', 2).replace('example.com/v1', 'example.com/v1beta1'),
    },
    {
      what: "Strimzi 0.49.0 → 0.48.0 downgrade of the Kafka CRD (0.49.0's own file from ../shared; 0.48.0 serves v1beta2 only): `v1` served, never stored, no Kafka written in it: not a fail",
      verdict: 'warn',
      at: ['crd.yaml:22 v1'],
      base: install('0.49.0', '040-Crd-kafka.yaml'),
      head: kafkaCrd048(install('0.49.0', '040-Crd-kafka.yaml')),
      crs: kafkaCr('v1beta2'),
      shared: true,
    },
    {
      what: 'the same downgrade with a Kafka of the repository written in `kafka.strimzi.io/v1`: fails',
      verdict: 'fail',
      at: ['crd.yaml:22 v1'],
      base: install('0.49.0', '040-Crd-kafka.yaml'),
      head: kafkaCrd048(install('0.49.0', '040-Crd-kafka.yaml')),
      crs: kafkaCr('v1'),
      shared: true,
    },
    {
      what: 'removes v1beta1 that was `deprecated: true` on base',
      verdict: 'warn',
      at: ['crd.yaml:19 v1beta1'],
      base: two({ deprecated: true }, { storage: true }),
      head: crd({ versions: [{ name: 'v1', storage: true }] }),
    },
  ],
  'crd/storage-version-changed': [
    {
      what: 'keeps v1 as storage',
      verdict: 'pass',
      at: [],
      base: two({}, { storage: true }),
      head: two({}, { storage: true }),
    },
    {
      what: 'moves storage from v1beta2 to v1',
      verdict: 'warn',
      at: ['crd.yaml:138 v1'],
      base: two({ storage: true }, {}),
      head: two({}, { storage: true }),
    },
  ],
  'crd/storage-version-count': [
    { what: 'one storage version', verdict: 'pass', at: [], base: base, head: base },
    {
      what: 'two versions with `storage: true`',
      verdict: 'fail',
      at: ['crd.yaml:19'],
      base: two({}, { storage: true }),
      head: two({ storage: true }, { storage: true }),
    },
    {
      what: 'no version with `storage: true`',
      verdict: 'fail',
      at: ['crd.yaml:19'],
      base: two({}, { storage: true }),
      head: two({}, {}),
    },
  ],
  'crd/field-removed': [
    {
      what: 'adds a new optional field',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.newField = { type: 'string' })),
    },
    {
      what: 'removes `spec.replicas` from version v1',
      verdict: 'fail',
      at: ['crd.yaml:44 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => delete s.properties.replicas),
    },
    {
      what: 'removes a field under a parent with `x-kubernetes-preserve-unknown-fields: true`',
      verdict: 'warn',
      at: ['crd.yaml:84 v1 ^.spec.extra.legacy'],
      base: base,
      head: withSpec((s) => delete s.properties.extra.properties.legacy),
    },
    {
      what: 'removes a whole version (reported by crd/served-version-removed instead)',
      verdict: 'pass',
      at: [],
      base: two({}, { storage: true }),
      head: crd({ versions: [{ name: 'v1', storage: true }] }),
    },
  ],
  'crd/type-changed': [
    { what: 'keeps `type: integer`', verdict: 'pass', at: [], base: base, head: base },
    {
      what: 'changes `type: integer` to `type: string`',
      verdict: 'fail',
      at: ['crd.yaml:62 v1 ^.spec.size'],
      base: base,
      head: withSpec((s) => (s.properties.size.type = 'string')),
    },
    {
      what: 'widens `type: integer` to `type: number`',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.size.type = 'number')),
    },
    {
      what: 'widens `type: string` to int-or-string as controller-gen writes it (`anyOf: [{type: integer}, {type: string}]` + the marker)',
      verdict: 'pass',
      at: [],
      base: base,
      head: nameIntOrString,
    },
    {
      what: 'narrows int-or-string (`anyOf` + the marker) to `type: string`',
      verdict: 'fail',
      at: ['crd.yaml:58 v1 ^.spec.name'],
      base: nameIntOrString,
      head: base,
    },
    {
      what: 'widens `type: string` to `x-kubernetes-int-or-string`',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec(
        (s) => (s.properties.name = { 'x-kubernetes-int-or-string': true, pattern: '^[a-z]+$' }),
      ),
    },
  ],
  'crd/required-added': [
    {
      what: 'adds an optional field',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.opt = { type: 'string' })),
    },
    {
      what: 'adds `replicas` to `required` of an existing object',
      verdict: 'fail',
      at: ['crd.yaml:126 v1 ^.spec'],
      base: base,
      head: withSpec((s) => (s.required = ['size'])),
    },
    {
      what: 'adds a required field with a `default`',
      verdict: 'warn',
      at: ['crd.yaml:126 v1 ^.spec'],
      base: base,
      head: withSpec((s) => (s.required = ['replicas'])),
    },
    {
      what: 'adds a new optional parent object with a required child',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec(
        (s) =>
          (s.properties.parent = { type: 'object', required: ['c'], properties: { c: { type: 'string' } } }),
      ),
    },
  ],
  'crd/enum-restricted': [
    { what: 'keeps the enum', verdict: 'pass', at: [], base: base, head: base },
    {
      what: 'moves `enum: [a, b]` into `allOf: [{enum: [a]}]` and drops `b` (judged as the enum it is)',
      verdict: 'fail',
      at: ['crd.yaml:50 v1 ^.spec.mode'],
      base: base,
      head: withSpec((s) => {
        s.properties.mode.allOf = [{ enum: ['a'] }];
        delete s.properties.mode.enum;
      }),
    },
    {
      what: 'removes value `b` from `enum: [a, b]`',
      verdict: 'fail',
      at: ['crd.yaml:52 v1 ^.spec.mode'],
      base: base,
      head: withSpec((s) => (s.properties.mode.enum = ['a'])),
    },
    {
      what: 'adds `enum: [a, b]` to a plain string',
      verdict: 'fail',
      at: ['crd.yaml:123 v1 ^.spec.tags[*]'],
      base: base,
      head: withSpec((s) => (s.properties.tags.items.enum = ['a', 'b'])),
    },
    {
      what: 'removes an enum value with `crd.kubernetesVersion: "1.30"`',
      verdict: 'warn',
      at: ['crd.yaml:52 v1 ^.spec.mode'],
      base: base,
      head: withSpec((s) => (s.properties.mode.enum = ['a'])),
      config: k130,
    },
  ],
  'crd/enum-extended': [
    { what: 'keeps the enum', verdict: 'pass', at: [], base: base, head: base },
    {
      what: 'adds value `c` to `enum: [a, b]`',
      verdict: 'warn',
      at: ['crd.yaml:52 v1 ^.spec.mode'],
      base: base,
      head: withSpec((s) => (s.properties.mode.enum = ['a', 'b', 'c'])),
    },
    {
      what: 'adds a value with `crd.enumAddition: allow`',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.mode.enum = ['a', 'b', 'c'])),
      config: { crd: { enumAddition: 'allow' } },
    },
    {
      what: 'adds a value with `crd.enumAddition: fail`',
      verdict: 'fail',
      at: ['crd.yaml:52 v1 ^.spec.mode'],
      base: base,
      head: withSpec((s) => (s.properties.mode.enum = ['a', 'b', 'c'])),
      config: { crd: { enumAddition: 'fail' } },
    },
  ],
  'crd/bounds-tightened': [
    {
      what: 'lowers `minimum` from 1 to 0 (loosening)',
      verdict: 'pass',
      at: [],
      base: withSpec((s) => (s.properties.replicas.minimum = 1)),
      head: base,
    },
    {
      what: 'raises `minimum` from 0 to 1 (no object to check; author stance by default)',
      verdict: 'fail',
      at: ['crd.yaml:47 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => (s.properties.replicas.minimum = 1)),
    },
    {
      what: 'raises `minimum` from 0 to 1 with `crd.stance: consumer` and no object to check',
      verdict: 'warn',
      at: ['crd.yaml:47 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => (s.properties.replicas.minimum = 1)),
      config: { crd: { stance: 'consumer' } },
    },
    {
      what: 'raises `minimum` from 0 to 1; the Widgets in the repo all have replicas ≥ 1',
      verdict: 'warn',
      at: ['crd.yaml:47 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => (s.properties.replicas.minimum = 1)),
      crs: `${widget('a', 2)}---\n${widget('b', 1)}`,
    },
    {
      what: 'raises `minimum` from 0 to 1; a Widget in the repo has replicas 0',
      verdict: 'fail',
      at: ['crd.yaml:47 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => (s.properties.replicas.minimum = 1)),
      crs: `${widget('a', 2)}---\n${widget('b', 0)}`,
    },
    {
      what: 'raises `minimum` from 0 to 1; a live Widget (`--cluster-state`) has replicas 0',
      verdict: 'fail',
      at: ['crd.yaml:47 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => (s.properties.replicas.minimum = 1)),
      state: liveWidgets(3, 0),
    },
    {
      what: 'raises `minimum` from 0 to 1 with `--cluster-state`; every live Widget passes',
      verdict: 'warn',
      at: ['crd.yaml:47 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => (s.properties.replicas.minimum = 1)),
      state: liveWidgets(3, 1),
    },
    {
      what: 'adds `maxLength: 63`',
      verdict: 'fail',
      at: ['crd.yaml:60 v1 ^.spec.name'],
      base: base,
      head: withSpec((s) => (s.properties.name.maxLength = 63)),
    },
    {
      what: 'sets `uniqueItems: true`',
      verdict: 'fail',
      at: ['crd.yaml:124 v1 ^.spec.tags'],
      base: base,
      head: withSpec((s) => (s.properties.tags.uniqueItems = true)),
    },
    {
      what: 'raises `minimum` with `crd.kubernetesVersion: "1.30"`',
      verdict: 'warn',
      at: ['crd.yaml:47 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => (s.properties.replicas.minimum = 1)),
      config: k130,
    },
  ],
  'crd/default-changed': [
    { what: 'keeps `default: 3`', verdict: 'pass', at: [], base: base, head: base },
    {
      what: 'changes `default: 3` to `default: 5`',
      verdict: 'fail',
      at: ['crd.yaml:48 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => (s.properties.replicas.default = 5)),
    },
    {
      what: 'removes `default: 3` (stored values stay; new objects get none)',
      verdict: 'warn',
      at: ['crd.yaml:45 v1 ^.spec.replicas'],
      base: base,
      head: withSpec((s) => delete s.properties.replicas.default),
    },
    {
      what: 'adds `default: 3`',
      verdict: 'warn',
      at: ['crd.yaml:63 v1 ^.spec.size'],
      base: base,
      head: withSpec((s) => (s.properties.size.default = 3)),
    },
  ],
  'crd/pattern-changed': [
    {
      what: 'removes a `pattern`',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => delete s.properties.name.pattern),
    },
    {
      what: 'adds `pattern: ^[a-z]+$` to an enum whose every value matches it',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.mode.pattern = '^[a-z]+$')),
    },
    {
      what: 'widens a character class of the pattern (`^[a-z]+$` → `^[a-z0-9]+$`)',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.name.pattern = '^[a-z0-9]+$')),
    },
    {
      what: 'rewrites the pattern without changing it (`^[a-z]+$` → `^[a-mn-z]+$`)',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.name.pattern = '^[a-mn-z]+$')),
    },
    {
      what: 'adds an alternative (`^[a-z]+$` → `^([a-z]+|[0-9]+)$`)',
      verdict: 'pass',
      at: [],
      base: withSpec((s) => (s.properties.name.pattern = '^([a-z]+)$')),
      head: withSpec((s) => (s.properties.name.pattern = '^([a-z]+|[0-9]+)$')),
    },
    {
      what: 'adds schemes to a URL pattern (`^http(s)?://.+$` → `^(http|https|socks5)://.+$`: the old language is included in the new)',
      verdict: 'pass',
      at: [],
      base: withSpec((s) => (s.properties.name.pattern = '^http(s)?://.+$')),
      head: withSpec((s) => (s.properties.name.pattern = '^(http|https|socks5)://.+$')),
    },
    {
      what: 'drops a scheme from a URL pattern (`^(http|https|socks5)://.+$` → `^http(s)?://.+$`: rejects `socks5://a`)',
      verdict: 'fail',
      at: ['crd.yaml:59 v1 ^.spec.name'],
      base: withSpec((s) => (s.properties.name.pattern = '^(http|https|socks5)://.+$')),
      head: withSpec((s) => (s.properties.name.pattern = '^http(s)?://.+$')),
    },
    {
      what: 'changes a pattern the comparison does not model (`\\pL`): not decided, so judged as a tightening',
      verdict: 'fail',
      at: ['crd.yaml:59 v1 ^.spec.name'],
      base: withSpec((s) => (s.properties.name.pattern = '^\\pL+$')),
      head: withSpec((s) => (s.properties.name.pattern = '^\\pL{1,63}$')),
    },
    {
      what: 'adds `pattern: ^[0-9]+$` to a free string',
      verdict: 'fail',
      at: ['crd.yaml:77 v1 ^.spec.ports[*].name'],
      base: base,
      head: withSpec((s) => (s.properties.ports.items.properties.name.pattern = '^[0-9]+$')),
    },
    {
      what: 'narrows the pattern (`^[a-z]+$` → `^[a-f]+$`)',
      verdict: 'fail',
      at: ['crd.yaml:59 v1 ^.spec.name'],
      base: base,
      head: withSpec((s) => (s.properties.name.pattern = '^[a-f]+$')),
    },
  ],
  'crd/format-changed': [
    {
      what: 'removes `format: int32`',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => delete s.properties.code.format),
    },
    {
      what: 'adds `format: date-time`',
      verdict: 'fail',
      at: ['crd.yaml:60 v1 ^.spec.name'],
      base: base,
      head: withSpec((s) => (s.properties.name.format = 'date-time')),
    },
    {
      what: 'adds `format: int-or-string` (a format the API server does not check)',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.name.format = 'int-or-string')),
    },
    {
      what: 'changes `format: int64` to `format: int32` on a string (not checked there)',
      verdict: 'pass',
      at: [],
      base: withSpec((s) => (s.properties.code.format = 'int64')),
      head: base,
    },
    {
      what: 'adds `format: int32` to an integer (values beyond its range are rejected)',
      verdict: 'fail',
      at: ['crd.yaml:63 v1 ^.spec.size'],
      base: base,
      head: withSpec((s) => (s.properties.size.format = 'int32')),
    },
  ],
  'crd/nullable-changed': [
    {
      what: 'adds `nullable: true`',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.size.nullable = true)),
    },
    {
      what: 'removes `nullable: true`',
      verdict: 'fail',
      at: ['crd.yaml:64 v1 ^.spec.code'],
      base: base,
      head: withSpec((s) => delete s.properties.code.nullable),
    },
  ],
  'crd/preserve-unknown-fields': [
    {
      what: 'keeps `x-kubernetes-preserve-unknown-fields: true`',
      verdict: 'pass',
      at: [],
      base: base,
      head: base,
    },
    {
      what: 'removes `x-kubernetes-preserve-unknown-fields: true`',
      verdict: 'fail',
      at: ['crd.yaml:81 v1 ^.spec.extra'],
      base: base,
      head: withSpec((s) => delete s.properties.extra['x-kubernetes-preserve-unknown-fields']),
    },
    {
      what: 'adds the marker',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.choice['x-kubernetes-preserve-unknown-fields'] = true)),
    },
    {
      what: 'adds a typed field under a node that keeps unknown fields (values stored under that name are now validated)',
      verdict: 'warn',
      at: ['crd.yaml:88 v1 ^.spec.extra.added'],
      base: base,
      head: withSpec((s) => (s.properties.extra.properties.added = { type: 'integer' })),
    },
    {
      what: 'adds a field with only a description under a node that keeps unknown fields (nothing validated)',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.extra.properties.added = { description: 'free-form' })),
    },
    {
      what: 'turns the free-form `extra` into `type: boolean` (no fields to prune: crd/type-changed reports the type)',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.extra = { type: 'boolean' })),
    },
  ],
  'crd/list-semantics-changed': [
    { what: 'keeps `x-kubernetes-list-type: map`', verdict: 'pass', at: [], base: base, head: base },
    {
      what: 'changes `x-kubernetes-list-type` from `atomic` to `map`',
      verdict: 'fail',
      at: ['crd.yaml:71 v1 ^.spec.ports'],
      base: base,
      head: withSpec((s) =>
        Object.assign(s.properties.ports, {
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
        }),
      ),
    },
    {
      what: 'changes `x-kubernetes-list-map-keys` from `[name]` to `[name, port]`',
      verdict: 'fail',
      at: ['crd.yaml:80 v1 ^.spec.ports'],
      base: withSpec((s) =>
        Object.assign(s.properties.ports, {
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
        }),
      ),
      head: withSpec((s) =>
        Object.assign(s.properties.ports, {
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name', 'port'],
        }),
      ),
    },
    {
      what: 'changes `x-kubernetes-list-type` from `map` to `atomic` (nothing rejected or pruned: warns)',
      verdict: 'warn',
      at: ['crd.yaml:71 v1 ^.spec.ports'],
      base: withSpec((s) =>
        Object.assign(s.properties.ports, {
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
        }),
      ),
      head: base,
    },
    {
      what: 'adds an explicit `x-kubernetes-list-type: atomic` (the default)',
      verdict: 'pass',
      at: [],
      base: withSpec((s) => delete s.properties.ports['x-kubernetes-list-type']),
      head: base,
    },
  ],
  'crd/cel-rules-changed': [
    {
      what: 'removes a rule',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => delete s.properties.rack['x-kubernetes-validations']),
    },
    {
      what: 'adds rule `self.replicas >= 1`',
      verdict: 'fail',
      at: ['crd.yaml:126 v1 ^.spec'],
      base: base,
      head: withSpec((s) => (s['x-kubernetes-validations'] = [{ rule: 'self.replicas >= 1' }])),
    },
    {
      what: 'adds rule `self.replicas >= 1` with `crd.kubernetesVersion: "1.30"`',
      verdict: 'warn',
      at: ['crd.yaml:126 v1 ^.spec'],
      base: base,
      head: withSpec((s) => (s['x-kubernetes-validations'] = [{ rule: 'self.replicas >= 1' }])),
      config: k130,
    },
    {
      what: 'adds transition rule `self == oldSelf` with `crd.kubernetesVersion: "1.30"`',
      verdict: 'fail',
      at: ['crd.yaml:126 v1 ^.spec'],
      base: base,
      head: withSpec((s) => (s['x-kubernetes-validations'] = [{ rule: 'self == oldSelf' }])),
      config: k130,
    },
    {
      what: "changes only a rule's `message`",
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.rack['x-kubernetes-validations'][0].message = 'y')),
    },
  ],
  'crd/composition-changed': [
    { what: 'keeps `oneOf` as it is', verdict: 'pass', at: [], base: base, head: base },
    {
      what: 'adds a `oneOf` branch requiring a field stored objects may already have (objects with both now match two branches)',
      verdict: 'fail',
      at: ['crd.yaml:92 v1 ^.spec.choice'],
      base: withSpec((s) => (s.properties.choice.properties.y = { type: 'string' })),
      head: withSpec((s) => {
        s.properties.choice.properties.y = { type: 'string' };
        s.properties.choice.oneOf.push({ required: ['y'] });
      }),
    },
    {
      what: 'adds a `oneOf` branch for a field new in the same change (stored objects cannot hold it: pruned)',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => {
        s.properties.choice.properties.y = { type: 'string' };
        s.properties.choice.oneOf.push({ required: ['y'] });
      }),
    },
    {
      what: 'adds a `oneOf` branch for a new field where the node keeps unknown fields (stored objects may hold it)',
      verdict: 'fail',
      at: ['crd.yaml:92 v1 ^.spec.choice'],
      base: withSpec((s) => (s.properties.choice['x-kubernetes-preserve-unknown-fields'] = true)),
      head: withSpec((s) => {
        s.properties.choice['x-kubernetes-preserve-unknown-fields'] = true;
        s.properties.choice.properties.y = { type: 'string' };
        s.properties.choice.oneOf.push({ required: ['y'] });
      }),
    },
    {
      what: 'adds `oneOf: [{required: [x]}, {required: [y]}]` where `x` was required and `y` is new (Strimzi 0.45 `trustedCertificates`)',
      verdict: 'pass',
      at: [],
      base: withSpec((s) => (s.properties.rack.required = ['x'])),
      head: withSpec((s) => {
        s.properties.rack.properties.y = { type: 'string' };
        s.properties.rack.oneOf = [
          { properties: { x: {} }, required: ['x'] },
          { properties: { y: {} }, required: ['y'] },
        ];
      }),
    },
    {
      what: 'adds `oneOf: [{required: [x]}, {required: [y]}]` where `x` was optional (objects without it match no branch)',
      verdict: 'fail',
      at: ['crd.yaml:121 v1 ^.spec.rack'],
      base: base,
      head: withSpec((s) => {
        s.properties.rack.properties.y = { type: 'string' };
        s.properties.rack.oneOf = [{ required: ['x'] }, { required: ['y'] }];
      }),
    },
    {
      what: 'moves `enum` into `allOf: [{enum: …}]` (the same check)',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => {
        s.properties.mode.allOf = [{ enum: s.properties.mode.enum }];
        delete s.properties.mode.enum;
      }),
    },
    {
      what: 'moves `allOf: [{enum: …}]` back onto the field',
      verdict: 'pass',
      at: [],
      base: withSpec((s) => {
        s.properties.mode.allOf = [{ enum: s.properties.mode.enum }];
        delete s.properties.mode.enum;
      }),
      head: base,
    },
    {
      what: 'rewrites `type: string` as controller-gen writes int-or-string (`anyOf: [{type: integer}, {type: string}]` + `x-kubernetes-int-or-string: true`)',
      verdict: 'pass',
      at: [],
      base: base,
      head: nameIntOrString,
    },
    {
      what: 'removes an `anyOf` (only drops checks)',
      verdict: 'pass',
      at: [],
      base: withSpec((s) => (s.properties.tags.anyOf = [{ maxItems: 3 }])),
      head: base,
    },
    {
      what: 'adds an `anyOf`',
      verdict: 'fail',
      at: ['crd.yaml:124 v1 ^.spec.tags'],
      base: base,
      head: withSpec((s) => (s.properties.tags.anyOf = [{ maxItems: 3 }, { minItems: 5 }])),
    },
    {
      what: 'adds an `anyOf` branch, keeping the old ones',
      verdict: 'pass',
      at: [],
      base: withSpec((s) => (s.properties.tags.anyOf = [{ maxItems: 3 }])),
      head: withSpec((s) => (s.properties.tags.anyOf = [{ maxItems: 3 }, { minItems: 5 }])),
    },
  ],
  'crd/subresource-removed': [
    {
      what: 'adds the scale subresource',
      verdict: 'pass',
      at: [],
      base: crd({ versions: [{ name: 'v1', storage: true, subresources: { status: {} } }] }),
      head: base,
    },
    {
      what: 'removes `subresources.status`',
      verdict: 'fail',
      at: ['crd.yaml:20 v1 subresources.status'],
      base: base,
      head: crd({
        versions: [
          {
            name: 'v1',
            storage: true,
            subresources: {
              scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas' },
            },
          },
        ],
      }),
    },
    {
      what: 'changes `scale.specReplicasPath`',
      verdict: 'fail',
      at: ['crd.yaml:27 v1 subresources.scale.specReplicasPath'],
      base: base,
      head: crd({
        versions: [
          {
            name: 'v1',
            storage: true,
            subresources: {
              status: {},
              scale: { specReplicasPath: '.spec.size', statusReplicasPath: '.status.replicas' },
            },
          },
        ],
      }),
    },
  ],
  'crd/printer-columns-changed': [
    {
      what: 'adds a column',
      verdict: 'pass',
      at: [],
      base: base,
      head: crd({
        versions: [
          {
            name: 'v1',
            storage: true,
            columns: [
              { name: 'Size', type: 'integer', jsonPath: '.spec.size' },
              { name: 'Mode', type: 'string', jsonPath: '.spec.mode' },
            ],
          },
        ],
      }),
    },
    {
      what: 'removes the `Ready` column',
      verdict: 'warn',
      at: ['crd.yaml:20 v1 additionalPrinterColumns'],
      base: base,
      head: crd({ versions: [{ name: 'v1', storage: true, columns: [] }] }),
    },
    {
      what: 'keeps a column whose `.spec.size` field was removed',
      verdict: 'warn',
      at: ['crd.yaml:35 v1 additionalPrinterColumns'],
      base: base,
      head: withSpec((s) => delete s.properties.size),
    },
  ],
  'crd/selectable-fields-removed': [
    {
      what: 'keeps `selectableFields` `.spec.mode`',
      verdict: 'pass',
      at: [],
      base: crd({ versions: [{ name: 'v1', storage: true, selectable: ['.spec.mode'] }] }),
      head: crd({ versions: [{ name: 'v1', storage: true, selectable: ['.spec.mode', '.spec.name'] }] }),
    },
    {
      what: 'removes `.spec.name` from `selectableFields` (field selectors on it are refused)',
      verdict: 'warn',
      at: ['crd.yaml:38 v1 selectableFields .spec.name'],
      base: crd({ versions: [{ name: 'v1', storage: true, selectable: ['.spec.mode', '.spec.name'] }] }),
      head: crd({ versions: [{ name: 'v1', storage: true, selectable: ['.spec.mode'] }] }),
    },
    {
      what: 'removes the whole `selectableFields` list',
      verdict: 'warn',
      at: ['crd.yaml:20 v1 selectableFields .spec.mode'],
      base: crd({ versions: [{ name: 'v1', storage: true, selectable: ['.spec.mode'] }] }),
      head: crd({ versions: [{ name: 'v1', storage: true }] }),
    },
  ],
  'crd/conversion-changed': [
    {
      what: 'keeps `strategy: Webhook` with the same service',
      verdict: 'pass',
      at: [],
      base: crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'a', namespace: 'n' } } },
        },
      }),
      head: crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'a', namespace: 'n' } } },
        },
      }),
    },
    {
      what: 'changes `strategy: None` to `Webhook`',
      verdict: 'warn',
      at: ['crd.yaml:19'],
      base: base,
      head: crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'a', namespace: 'n' } } },
        },
      }),
    },
    {
      what: 'changes `strategy: Webhook` to `None` on a CRD that now serves one version (nothing converts: no advice)',
      verdict: 'pass',
      at: [],
      base: two({}, { storage: true }, { conversion: { strategy: 'Webhook' } }),
      head: two({ served: false }, { storage: true }, { conversion: { strategy: 'None' } }),
    },
    {
      what: 'changes `strategy: Webhook` to `None` while two versions stay served',
      verdict: 'warn',
      at: ['crd.yaml:19'],
      base: two({}, { storage: true }, { conversion: { strategy: 'Webhook' } }),
      head: two({}, { storage: true }, { conversion: { strategy: 'None' } }),
    },
    {
      what: 'changes the webhook service',
      verdict: 'warn',
      at: ['crd.yaml:19'],
      base: crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'a', namespace: 'n' } } },
        },
      }),
      head: crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'b', namespace: 'n' } } },
        },
      }),
    },
  ],
  'crd/served-versions-incompatible': [
    {
      what: 'two served versions with identical schemas',
      verdict: 'pass',
      at: [],
      base: base,
      head: two({}, { storage: true }),
    },
    {
      what: 'v1 drops a field that v1beta1 has, strategy None',
      verdict: 'fail',
      at: ['crd.yaml:19 v1beta1\u2194v1'],
      base: two({}, { storage: true }),
      head: two(
        {},
        {
          storage: true,
          spec: (() => {
            const s = spec();
            delete s.properties.size;
            return s;
          })(),
        },
      ),
    },
    {
      what: 'a new version v1 lacks a field of v1beta1, strategy None (nothing was written through v1 yet)',
      verdict: 'warn',
      at: ['crd.yaml:19 v1beta1\u2194v1'],
      base: crd({ versions: [{ name: 'v1beta1', storage: true }] }),
      head: two(
        { storage: true },
        {
          spec: (() => {
            const s = spec();
            delete s.properties.size;
            return s;
          })(),
        },
      ),
    },
    {
      what: 'v1 already lacked a field of v1beta1 on base and now also drops another one, strategy None (a new incompatibility fails)',
      verdict: 'fail',
      at: ['crd.yaml:19 v1beta1\u2194v1'],
      base: two({}, { storage: true, spec: without('size') }),
      head: two({}, { storage: true, spec: without('size', 'mode') }),
    },
    {
      what: 'the same old incompatibility, while the PR changes only something else in the CRD',
      verdict: 'pass',
      at: ['crd.yaml:19 v1beta1\u2194v1 (present)'],
      base: two({}, { storage: true, spec: without('size') }),
      head: two({}, { storage: true, spec: without('size'), columns: [] }),
    },
    {
      what: 'the same drop with a conversion webhook',
      verdict: 'pass',
      at: [],
      base: base,
      head: two(
        {},
        {
          storage: true,
          spec: (() => {
            const s = spec();
            delete s.properties.size;
            return s;
          })(),
        },
        { conversion: { strategy: 'Webhook' } },
      ),
    },
  ],
  'crd/description-changed': [
    {
      what: 'changes a description (default config)',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.size.description = 'How big')),
    },
    {
      what: 'changes a description with `rules: { crd/description-changed: warn }`',
      verdict: 'warn',
      at: ['crd.yaml:63 v1 ^.spec.size'],
      base: base,
      head: withSpec((s) => (s.properties.size.description = 'How big')),
      config: { rules: { 'crd/description-changed': 'warn' } },
    },
  ],
  'crd/unhandled-change': [
    {
      what: 'changes only known keywords',
      verdict: 'pass',
      at: [],
      base: base,
      head: withSpec((s) => (s.properties.size.maximum = 10)),
    },
    {
      what: 'changes `x-kubernetes-foo: 1` to `2`',
      verdict: 'fail',
      at: ['crd.yaml:63 v1 ^.spec.size'],
      base: withSpec((s) => (s.properties.size['x-kubernetes-foo'] = 1)),
      head: withSpec((s) => (s.properties.size['x-kubernetes-foo'] = 2)),
    },
    {
      what: 'changes an unknown keyword with `crd.unhandled: open`',
      verdict: 'pass',
      at: ['crd.yaml:63 v1 ^.spec.size'],
      base: withSpec((s) => (s.properties.size['x-kubernetes-foo'] = 1)),
      head: withSpec((s) => (s.properties.size['x-kubernetes-foo'] = 2)),
      config: { crd: { unhandled: 'open' } },
    },
  ],
  'crd/invalid': [
    {
      what: 'a CRD named `widgets.example.com` for plural `widgets`, group `example.com`',
      verdict: 'pass',
      at: [],
      base: undefined,
      head: yamlCrd(),
    },
    {
      what: 'a schema of schemas: a property named `x-kubernetes-validations` is a name, not the extension',
      verdict: 'pass',
      at: [],
      base: undefined,
      head: withSpec((s) => {
        s.properties['x-kubernetes-validations'] = {
          type: 'array',
          items: { type: 'object', properties: { rule: { type: 'string' } } },
        };
        s.properties.pattern = { type: 'object', properties: { pattern: { type: 'string' } } };
      }),
    },
    {
      what: 'a CRD named `widgets.evil.com` for group `example.com`',
      verdict: 'fail',
      at: ['crd.yaml:4'],
      base: undefined,
      head: yamlCrd({ name: 'widgets.evil.com' }),
    },
    {
      what: 'a second CRD claiming the kind of an existing one',
      verdict: 'fail',
      at: ['crd.yaml:34'],
      base: yamlCrd(),
      head: `${yamlCrd()}---\n${yamlCrd({ name: 'gadgets.example.com', plural: 'gadgets' })}`,
    },
    {
      what: 'a pattern with a lookahead `(?=…)`',
      verdict: 'fail',
      at: ['crd.yaml:24'],
      base: undefined,
      head: yamlCrd({ pattern: '^(?=a)a$' }),
    },
    {
      what: '`x-kubernetes-validations: [null]`',
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: '[null]' }),
    },
    {
      what: 'the same problem already on the base side: already present, not counted',
      verdict: 'pass',
      at: ['crd.yaml:4 (present)'],
      base: yamlCrd({ name: 'widgets.evil.com' }),
      head: yamlCrd({ name: 'widgets.evil.com' }),
    },
    {
      what: 'a `type` typo (`strign`): the schema is not structural',
      verdict: 'fail',
      at: ['crd.yaml:23'],
      base: yamlCrd(),
      head: yamlCrd().replace('type: string', 'type: strign'),
    },
    {
      what: 'a rule that selects a field the schema does not declare (`undefined field`)',
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "self.nmae == 'a'"}]` }),
    },
    {
      what: 'a rule that does not compile',
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "self.name =="}]` }),
    },
    {
      what: 'a rule whose estimated cost exceeds the budget (a regex taken from an unbounded string): the rule, and the CRD total',
      verdict: 'fail',
      at: ['crd.yaml:16', 'crd.yaml:25'],
      base: yamlCrd(),
      head: yamlCrd({ rules: `[{rule: "self.name.matches(self.name)"}]` }),
    },
    {
      what: 'the same costly rule already on the base side: already present, not counted',
      verdict: 'pass',
      at: ['crd.yaml:16 (present)', 'crd.yaml:25 (present)'],
      base: yamlCrd({ rules: `[{rule: "self.name.matches(self.name)"}]` }),
      head: yamlCrd({ rules: `[{rule: "self.name.matches(self.name)"}]` }),
    },
    {
      what: "a rule comparing a string field with a number (`found no matching overload for '_==_'`)",
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "self.name == 3"}]` }),
    },
    {
      what: 'a rule calling a library the configured Kubernetes (1.27) does not have yet (`isQuantity`, 1.28)',
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "isQuantity(self.name)"}]` }),
      config: { crd: { kubernetesVersion: '1.27' } },
    },
    {
      what: "a rule nested past cel-go's parser recursion limit (`expression recursion limit exceeded: 250`)",
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "${'('.repeat(300)}self.name${')'.repeat(300)} == 'a'"}]` }),
    },
    {
      what: "a Kubernetes library function on an argument no overload takes (`found no matching overload for 'isURL' applied to '(int)'`)",
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "isURL(size(self.name))"}]` }),
    },
    {
      what: "a timestamp plus an integer (`found no matching overload for '_+_' applied to '(timestamp, int)'`)",
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "timestamp(self.name) + 1 > timestamp(self.name)"}]` }),
    },
    {
      what: "an integer plus a double: no arithmetic crosses numeric kinds (`'_+_' applied to '(int, double)'`)",
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "size(self.name) + 1.0 > 2.0"}]` }),
    },
    {
      what: 'an integer compared with a double: comparisons cross numeric kinds (CrossTypeNumericComparisons)',
      verdict: 'pass',
      at: [],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "size(self.name) + 1 > 2.0"}]` }),
    },
    {
      what: "the items of a `map` result, typed `list(int)`, compared with a string (`'_==_' applied to '(int, string)'`)",
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "[self.name].map(n, n.size()).all(x, x == 'a')"}]` }),
    },
    {
      what: 'timestamp and duration arithmetic cel-go declares (a timestamp minus a timestamp is a duration)',
      verdict: 'pass',
      at: [],
      base: undefined,
      head: yamlCrd({
        rules: `[{rule: "timestamp(self.name) - timestamp(self.name) < duration('1h') && timestamp(self.name).getFullYear() > 2000"}]`,
      }),
    },
    {
      what: 'has() on an optional selection itself (`invalid argument to has() macro`)',
      verdict: 'fail',
      at: ['crd.yaml:25'],
      base: undefined,
      head: yamlCrd({ rules: `[{rule: "has(self.?name)"}]` }),
    },
    {
      what: 'a rule within budget (a constant regex on an unbounded string)',
      verdict: 'pass',
      at: [],
      base: yamlCrd(),
      head: yamlCrd({ rules: `[{rule: "self.name.matches('^[a-z]+$')"}]` }),
    },
  ],
};

const files = (text: string | undefined, name: string, crs?: string): Record<string, string> => ({
  ...(text === undefined ? {} : { [name]: text }),
  ...(crs ? { 'widgets.yaml': crs } : {}),
});

/** Runs one case through the whole pipeline: the CRD in crd.yaml on both sides (pretty JSON, so lines mean something). */
export function runCrdCase(c: Case) {
  if (c.shared && !existsSync(SHARED)) return undefined;
  // The moved-CRD case renames the file: pairing is by identity, not path.
  const headName = c.what.startsWith('moves the CRD') ? 'other.yaml' : 'crd.yaml';
  const [b, h] = [
    { ...files(c.base, 'crd.yaml'), ...c.files?.base },
    { ...files(c.head, headName, c.crs), ...c.files?.head },
  ];
  const custom = changedCrdKinds(snapshotOf('base', b), snapshotOf('head', h));
  const facts = c.state ? { clusterState: readClusterState(c.state, 'state.yaml', custom) } : {};
  return gateOnFiles(b, h, c.config ?? {}, facts);
}
