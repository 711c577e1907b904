/* eslint-disable @typescript-eslint/no-explicit-any -- schema fragments are free-form JSON built for tests */
import { crdRules } from '../../../src/rules/crd/index.js';
import type { GateConfig } from '../../../src/config/types.js';
import { readClusterState } from '../../../src/state/load.js';
import { gateOnFiles, statusOf, type DeepPartial } from '../../helpers/gate.js';

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
}
interface CrdOpts {
  versions?: VersionOpts[];
  scope?: string;
  names?: Record<string, unknown>;
  conversion?: Record<string, unknown>;
  storedVersions?: string[];
  'x-kubernetes-foo'?: number;
}

function crd(o: CrdOpts = {}): string {
  const versions = o.versions ?? [{ name: 'v1', storage: true }];
  return JSON.stringify({
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
  });
}

const withSpec = (mutate: (s: Record<string, any>) => void, extra: Partial<VersionOpts> = {}) => {
  const s = spec();
  mutate(s);
  return crd({ versions: [{ name: 'v1', storage: true, spec: s, ...extra }] });
};
const k130: DeepPartial<GateConfig> = { crd: { kubernetesVersion: '1.30' } };
const two = (a: Partial<VersionOpts>, b: Partial<VersionOpts>, more: CrdOpts = {}) =>
  crd({
    ...more,
    versions: [
      { name: 'v1beta1', ...a },
      { name: 'v1', ...b },
    ],
  });

type Case = [
  label: string,
  base: string | undefined,
  head: string | undefined,
  config?: DeepPartial<GateConfig>,
  /** A `--cluster-state` export (YAML), read by the real reader. */
  state?: string,
];
const base = crd();

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

/** Keyed by rule id, then by the docs case label: the docs table of each rule is exactly this table. */
const CASES: Record<string, Case[]> = {
  'crd/removed': [
    ['moves the CRD to another file', base, base],
    ['deletes the CRD', base, undefined],
  ],
  'crd/scope-changed': [
    ['keeps `scope: Namespaced`', base, base],
    ['changes `scope: Namespaced` to `Cluster`', base, crd({ scope: 'Cluster' })],
  ],
  'crd/names-changed': [
    [
      'adds a shortName',
      base,
      crd({
        names: {
          kind: 'Widget',
          plural: 'widgets',
          singular: 'widget',
          listKind: 'WidgetList',
          shortNames: ['wd', 'w'],
        },
      }),
    ],
    [
      'changes `kind: Widget` to `kind: Gadget`',
      base,
      crd({
        names: {
          kind: 'Gadget',
          plural: 'widgets',
          singular: 'widget',
          listKind: 'WidgetList',
          shortNames: ['wd'],
        },
      }),
    ],
    [
      'removes shortName `wd`',
      base,
      crd({ names: { kind: 'Widget', plural: 'widgets', singular: 'widget', listKind: 'WidgetList' } }),
    ],
  ],
  'crd/stored-version-removed': [
    [
      'keeps the stored version, stops serving it',
      two({ storage: true }, {}),
      two({ storage: false, served: false }, { storage: true }),
    ],
    [
      'removes the version that was `storage: true` on base',
      two({ storage: true }, {}),
      crd({ versions: [{ name: 'v1', storage: true }] }),
    ],
    [
      'removes a version listed in `status.storedVersions`',
      two({}, { storage: true }, { storedVersions: ['v1beta1', 'v1'] }),
      crd({ versions: [{ name: 'v1', storage: true }] }),
    ],
    [
      'removes a never-stored version',
      two({}, { storage: true }),
      crd({ versions: [{ name: 'v1', storage: true }] }),
    ],
    [
      'removes a version the live CRD lists in `status.storedVersions` (`--cluster-state`)',
      two({}, { storage: true }),
      crd({ versions: [{ name: 'v1', storage: true }] }),
      {},
      liveCrd(['v1beta1', 'v1']),
    ],
    [
      'removes the base storage version the live CRD no longer lists (`--cluster-state`)',
      two({ storage: true }, {}),
      crd({ versions: [{ name: 'v1', storage: true }] }),
      {},
      liveCrd(['v1']),
    ],
  ],
  'crd/served-version-removed': [
    ['keeps serving v1beta1', two({}, { storage: true }), two({}, { storage: true })],
    [
      'sets `served: false` on v1beta1',
      two({}, { storage: true }),
      two({ served: false }, { storage: true }),
    ],
    [
      'removes v1beta1 that was `deprecated: true` on base',
      two({ deprecated: true }, { storage: true }),
      crd({ versions: [{ name: 'v1', storage: true }] }),
    ],
  ],
  'crd/storage-version-changed': [
    ['keeps v1 as storage', two({}, { storage: true }), two({}, { storage: true })],
    ['moves storage from v1beta2 to v1', two({ storage: true }, {}), two({}, { storage: true })],
  ],
  'crd/storage-version-count': [
    ['one storage version', base, base],
    [
      'two versions with `storage: true`',
      two({}, { storage: true }),
      two({ storage: true }, { storage: true }),
    ],
    ['no version with `storage: true`', two({}, { storage: true }), two({}, {})],
  ],
  'crd/field-removed': [
    ['adds a new optional field', base, withSpec((s) => (s.properties.newField = { type: 'string' }))],
    ['removes `spec.replicas` from version v1', base, withSpec((s) => delete s.properties.replicas)],
    [
      'removes a field under a parent with `x-kubernetes-preserve-unknown-fields: true`',
      base,
      withSpec((s) => delete s.properties.extra.properties.legacy),
    ],
    [
      'removes a whole version (reported by crd/served-version-removed instead)',
      two({}, { storage: true }),
      crd({ versions: [{ name: 'v1', storage: true }] }),
    ],
  ],
  'crd/type-changed': [
    ['keeps `type: integer`', base, base],
    ['changes `type: integer` to `type: string`', base, withSpec((s) => (s.properties.size.type = 'string'))],
    ['widens `type: integer` to `type: number`', base, withSpec((s) => (s.properties.size.type = 'number'))],
    [
      'widens `type: string` to `x-kubernetes-int-or-string`',
      base,
      withSpec((s) => (s.properties.name = { 'x-kubernetes-int-or-string': true, pattern: '^[a-z]+$' })),
    ],
  ],
  'crd/required-added': [
    ['adds an optional field', base, withSpec((s) => (s.properties.opt = { type: 'string' }))],
    ['adds `replicas` to `required` of an existing object', base, withSpec((s) => (s.required = ['size']))],
    ['adds a required field with a `default`', base, withSpec((s) => (s.required = ['replicas']))],
    [
      'adds a new optional parent object with a required child',
      base,
      withSpec(
        (s) =>
          (s.properties.parent = { type: 'object', required: ['c'], properties: { c: { type: 'string' } } }),
      ),
    ],
  ],
  'crd/enum-restricted': [
    ['keeps the enum', base, base],
    ['removes value `b` from `enum: [a, b]`', base, withSpec((s) => (s.properties.mode.enum = ['a']))],
    [
      'adds `enum: [a, b]` to a plain string',
      base,
      withSpec((s) => (s.properties.tags.items.enum = ['a', 'b'])),
    ],
    [
      'removes an enum value with `crd.kubernetesVersion: "1.30"`',
      base,
      withSpec((s) => (s.properties.mode.enum = ['a'])),
      k130,
    ],
  ],
  'crd/enum-extended': [
    ['keeps the enum', base, base],
    ['adds value `c` to `enum: [a, b]`', base, withSpec((s) => (s.properties.mode.enum = ['a', 'b', 'c']))],
    [
      'adds a value with `crd.enumAddition: allow`',
      base,
      withSpec((s) => (s.properties.mode.enum = ['a', 'b', 'c'])),
      { crd: { enumAddition: 'allow' } },
    ],
    [
      'adds a value with `crd.enumAddition: fail`',
      base,
      withSpec((s) => (s.properties.mode.enum = ['a', 'b', 'c'])),
      { crd: { enumAddition: 'fail' } },
    ],
  ],
  'crd/bounds-tightened': [
    ['lowers `minimum` from 1 to 0 (loosening)', withSpec((s) => (s.properties.replicas.minimum = 1)), base],
    ['raises `minimum` from 0 to 1', base, withSpec((s) => (s.properties.replicas.minimum = 1))],
    ['adds `maxLength: 63`', base, withSpec((s) => (s.properties.name.maxLength = 63))],
    ['sets `uniqueItems: true`', base, withSpec((s) => (s.properties.tags.uniqueItems = true))],
    [
      'raises `minimum` with `crd.kubernetesVersion: "1.30"`',
      base,
      withSpec((s) => (s.properties.replicas.minimum = 1)),
      k130,
    ],
  ],
  'crd/default-changed': [
    ['keeps `default: 3`', base, base],
    ['changes `default: 3` to `default: 5`', base, withSpec((s) => (s.properties.replicas.default = 5))],
    ['removes `default: 3`', base, withSpec((s) => delete s.properties.replicas.default)],
    ['adds `default: 3`', base, withSpec((s) => (s.properties.size.default = 3))],
  ],
  'crd/pattern-changed': [
    ['removes a `pattern`', base, withSpec((s) => delete s.properties.name.pattern)],
    ['adds `pattern: ^[a-z]+$`', base, withSpec((s) => (s.properties.mode.pattern = '^[a-z]+$'))],
    ['changes the pattern', base, withSpec((s) => (s.properties.name.pattern = '^[a-z0-9]+$'))],
  ],
  'crd/format-changed': [
    ['removes `format: int32`', base, withSpec((s) => delete s.properties.code.format)],
    ['adds `format: date-time`', base, withSpec((s) => (s.properties.name.format = 'date-time'))],
    [
      'changes `format: int64` to `format: int32`',
      withSpec((s) => (s.properties.code.format = 'int64')),
      base,
    ],
  ],
  'crd/nullable-changed': [
    ['adds `nullable: true`', base, withSpec((s) => (s.properties.size.nullable = true))],
    ['removes `nullable: true`', base, withSpec((s) => delete s.properties.code.nullable)],
  ],
  'crd/preserve-unknown-fields': [
    ['keeps `x-kubernetes-preserve-unknown-fields: true`', base, base],
    [
      'removes `x-kubernetes-preserve-unknown-fields: true`',
      base,
      withSpec((s) => delete s.properties.extra['x-kubernetes-preserve-unknown-fields']),
    ],
    [
      'adds the marker',
      base,
      withSpec((s) => (s.properties.choice['x-kubernetes-preserve-unknown-fields'] = true)),
    ],
  ],
  'crd/list-semantics-changed': [
    ['keeps `x-kubernetes-list-type: map`', base, base],
    [
      'changes `x-kubernetes-list-type` from `atomic` to `map`',
      base,
      withSpec((s) =>
        Object.assign(s.properties.ports, {
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
        }),
      ),
    ],
    [
      'changes `x-kubernetes-list-map-keys` from `[name]` to `[name, port]`',
      withSpec((s) =>
        Object.assign(s.properties.ports, {
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
        }),
      ),
      withSpec((s) =>
        Object.assign(s.properties.ports, {
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name', 'port'],
        }),
      ),
    ],
    [
      'adds an explicit `x-kubernetes-list-type: atomic` (the default)',
      withSpec((s) => delete s.properties.ports['x-kubernetes-list-type']),
      base,
    ],
  ],
  'crd/cel-rules-changed': [
    ['removes a rule', base, withSpec((s) => delete s.properties.rack['x-kubernetes-validations'])],
    [
      'adds rule `self.replicas >= 1`',
      base,
      withSpec((s) => (s['x-kubernetes-validations'] = [{ rule: 'self.replicas >= 1' }])),
    ],
    [
      'adds rule `self.replicas >= 1` with `crd.kubernetesVersion: "1.30"`',
      base,
      withSpec((s) => (s['x-kubernetes-validations'] = [{ rule: 'self.replicas >= 1' }])),
      k130,
    ],
    [
      'adds transition rule `self == oldSelf` with `crd.kubernetesVersion: "1.30"`',
      base,
      withSpec((s) => (s['x-kubernetes-validations'] = [{ rule: 'self == oldSelf' }])),
      k130,
    ],
    [
      "changes only a rule's `message`",
      base,
      withSpec((s) => (s.properties.rack['x-kubernetes-validations'][0].message = 'y')),
    ],
  ],
  'crd/composition-changed': [
    ['keeps `oneOf` as it is', base, base],
    ['adds a `oneOf` branch', base, withSpec((s) => s.properties.choice.oneOf.push({ required: ['y'] }))],
    ['removes an `anyOf`', withSpec((s) => (s.properties.tags.anyOf = [{ maxItems: 3 }])), base],
  ],
  'crd/subresource-removed': [
    [
      'adds the scale subresource',
      crd({ versions: [{ name: 'v1', storage: true, subresources: { status: {} } }] }),
      base,
    ],
    [
      'removes `subresources.status`',
      base,
      crd({
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
    ],
    [
      'changes `scale.specReplicasPath`',
      base,
      crd({
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
    ],
  ],
  'crd/printer-columns-changed': [
    [
      'adds a column',
      base,
      crd({
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
    ],
    ['removes the `Ready` column', base, crd({ versions: [{ name: 'v1', storage: true, columns: [] }] })],
    ['keeps a column whose `.spec.size` field was removed', base, withSpec((s) => delete s.properties.size)],
  ],
  'crd/conversion-changed': [
    [
      'keeps `strategy: Webhook` with the same service',
      crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'a', namespace: 'n' } } },
        },
      }),
      crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'a', namespace: 'n' } } },
        },
      }),
    ],
    [
      'changes `strategy: None` to `Webhook`',
      base,
      crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'a', namespace: 'n' } } },
        },
      }),
    ],
    [
      'changes the webhook service',
      crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'a', namespace: 'n' } } },
        },
      }),
      crd({
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { name: 'b', namespace: 'n' } } },
        },
      }),
    ],
  ],
  'crd/served-versions-incompatible': [
    ['two served versions with identical schemas', base, two({}, { storage: true })],
    [
      'v1 drops a field that v1beta1 has, strategy None',
      base,
      two(
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
    ],
    [
      'the same drop with a conversion webhook',
      base,
      two(
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
    ],
  ],
  'crd/description-changed': [
    [
      'changes a description (default config)',
      base,
      withSpec((s) => (s.properties.size.description = 'How big')),
    ],
    [
      'changes a description with `rules: { crd/description-changed: warn }`',
      base,
      withSpec((s) => (s.properties.size.description = 'How big')),
      { rules: { 'crd/description-changed': 'warn' } },
    ],
  ],
  'crd/unhandled-change': [
    ['changes only known keywords', base, withSpec((s) => (s.properties.size.maximum = 10))],
    [
      'changes `x-kubernetes-foo: 1` to `2`',
      withSpec((s) => (s.properties.size['x-kubernetes-foo'] = 1)),
      withSpec((s) => (s.properties.size['x-kubernetes-foo'] = 2)),
    ],
    [
      'changes an unknown keyword with `crd.unhandled: open`',
      withSpec((s) => (s.properties.size['x-kubernetes-foo'] = 1)),
      withSpec((s) => (s.properties.size['x-kubernetes-foo'] = 2)),
      { crd: { unhandled: 'open' } },
    ],
  ],
};

const files = (text: string | undefined, name: string): Record<string, string> =>
  text === undefined ? {} : { [name]: text };

// crd/custom-resource-invalid and crd/invalid have their own tables (custom-resource-invalid.test.ts, invalid.test.ts).
const OWN_TABLE = new Set(['crd/custom-resource-invalid', 'crd/invalid']);
describe.each(crdRules.filter((r) => !OWN_TABLE.has(r.id)).map((r) => [r.id, r] as const))(
  '%s',
  (id, rule) => {
    const cases = CASES[id] ?? [];
    it('every docs case has a test case and the other way round', () => {
      expect(cases.map((c) => c[0])).toEqual(rule.docs!.cases.map((c) => c[0]));
    });
    it.each(rule.docs!.cases.map(([label, verdict]) => [label, verdict] as const))(
      '%s → %s',
      (label, verdict) => {
        const c = cases.find((x) => x[0] === label)!;
        // The moved-CRD case renames the file: pairing is by identity, not path.
        const headName = label.startsWith('moves the CRD') ? 'other.yaml' : 'crd.yaml';
        const facts = c[4] ? { clusterState: readClusterState(c[4], 'state.yaml') } : {};
        const result = gateOnFiles(files(c[1], 'crd.yaml'), files(c[2], headName), c[3] ?? {}, facts);
        const status = statusOf(result, id);
        expect(status === 'skipped' ? 'pass' : status).toBe(verdict);
      },
    );
  },
);
