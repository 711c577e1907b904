import { applyDefaults } from '../../../src/crd/validate/defaults.js';
import { embeddedProblems } from '../../../src/crd/validate/embedded.js';
import { formatOk } from '../../../src/crd/validate/formats.js';
import { compatibilityMinor } from '../../../src/crd/validate/kubernetes-version.js';
import { prunedFields } from '../../../src/crd/validate/prune.js';
import { validateCustomResource } from '../../../src/crd/validate/validate.js';
import { parseFile } from '../../../src/manifests/parse.js';
import { widgetCrd } from '../../helpers/widget-crd.js';

/**
 * What the API server does to a custom resource before and while it validates it, from
 * k8s.io/apiextensions-apiserver/pkg/apiserver/schema/{defaulting,pruning} and the CRD documentation
 * ("Defaulting", "Defaulting and Nullable", "Field pruning").
 */
describe('defaulting (structuraldefaulting.Default)', () => {
  const schema = {
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        default: {},
        properties: {
          replicas: { type: 'integer', default: 1 },
          mode: { type: 'string', default: 'auto' },
          note: { type: 'string' },
          nullable: { type: 'string', nullable: true },
          ports: {
            type: 'array',
            items: {
              type: 'object',
              properties: { protocol: { type: 'string', default: 'TCP' }, port: { type: 'integer' } },
            },
          },
          labels: {
            type: 'object',
            additionalProperties: { type: 'object', properties: { v: { type: 'string', default: 'x' } } },
          },
        },
      },
    },
  };
  it.each([
    [
      'an absent object takes its default, then its fields theirs',
      {},
      { spec: { replicas: 1, mode: 'auto' } },
    ],
    ['a set value is kept', { spec: { replicas: 3 } }, { spec: { replicas: 3, mode: 'auto' } }],
    [
      'a null on a non-nullable field with a default takes the default',
      { spec: { mode: null } },
      { spec: { replicas: 1, mode: 'auto' } },
    ],
    [
      'a null on a non-nullable field without a default is dropped',
      { spec: { note: null } },
      { spec: { replicas: 1, mode: 'auto' } },
    ],
    [
      'a null on a nullable field is kept',
      { spec: { nullable: null } },
      { spec: { replicas: 1, mode: 'auto', nullable: null } },
    ],
    [
      'list items are defaulted',
      { spec: { ports: [{ port: 80 }] } },
      { spec: { replicas: 1, mode: 'auto', ports: [{ port: 80, protocol: 'TCP' }] } },
    ],
    [
      'map values are defaulted',
      { spec: { labels: { a: {} } } },
      { spec: { replicas: 1, mode: 'auto', labels: { a: { v: 'x' } } } },
    ],
  ])('%s', (_label, value, expected) => {
    const before = structuredClone(value);
    expect(applyDefaults(value, schema)).toEqual(expected);
    expect(value).toEqual(before); // the manifest's own value is never touched
  });
});

describe('pruning (structuralpruning.Prune)', () => {
  const schema = {
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        'x-kubernetes-preserve-unknown-fields': true,
        properties: { typed: { type: 'object', properties: { a: { type: 'string' } } } },
      },
      status: { type: 'object', additionalProperties: { type: 'string' } },
      template: {
        type: 'object',
        'x-kubernetes-embedded-resource': true,
        properties: { spec: { type: 'object' } },
      },
    },
  };
  it.each([
    ['an unknown field under preserve-unknown-fields is kept', { spec: { anything: 1 } }, []],
    [
      'a typed property under preserve-unknown-fields is still pruned inside',
      { spec: { typed: { a: 'x', b: 1 } } },
      [['spec', 'typed', 'b']],
    ],
    ['additionalProperties keeps every key', { status: { x: 'y' } }, []],
    [
      'an embedded resource keeps apiVersion, kind and metadata',
      { template: { apiVersion: 'v1', kind: 'Pod', metadata: {} } },
      [],
    ],
    ['an unknown root field is pruned', { extra: 1 }, [['extra']]],
  ])('%s', (_label, value, paths) => {
    expect(prunedFields(value, schema).map((p) => p.path)).toEqual(paths);
  });
});

describe('number formats (kube-openapi validate)', () => {
  it.each([
    ['int32', 2147483647, true],
    ['int32', 2147483648, false],
    ['int32', -2147483649, false],
    ['int64', 9007199254740991, true],
    ['int64', 1e19, false],
    ['int64', 1.5, false],
    ['float', 3.4e38, true],
    ['float', 3.5e38, false],
    ['double', 1e308, true],
  ] as const)('%s %d → %s', (format, v, ok) => {
    expect(formatOk(format, v)).toBe(ok);
  });
});

/**
 * String formats as kube-openapi's strfmt registry checks them (govalidator's expressions and
 * checksums), under go-openapi's name normalisation (`date-time` is `datetime`): every format in
 * apiextensions' supportedVersionedFormats, a valid and an invalid value each.
 */
describe('string formats (kube-openapi strfmt, names without "-")', () => {
  it.each([
    ['date-time', '2014-12-15T19:30:20.000Z', true],
    ['datetime', '2014-12-15T19:30:20.000Z', true],
    ['datetime', '2014-12-15', false],
    ['uuid3', 'a987fbc9-4bed-3078-8f07-9141ba07c9f3', true],
    ['uuid3', 'a987fbc9-4bed-4078-8f07-9141ba07c9f3', false],
    ['uuid4', 'A987FBC9-4BED-4078-8F07-9141BA07C9F3', true],
    ['uuid4', 'a987fbc9-4bed-4078-cf07-9141ba07c9f3', false],
    ['uuid5', 'a987fbc9-4bed-5078-af07-9141ba07c9f3', true],
    ['uuid5', 'a987fbc9-4bed-3078-af07-9141ba07c9f3', false],
    ['isbn10', '0321751043', true],
    ['isbn10', '0-321-75104-3', true],
    ['isbn10', '0321751044', false],
    ['isbn13', '978-0321751041', true],
    ['isbn13', '978-0321751042', false],
    ['isbn', '0321751043', true],
    ['isbn', '9780321751041', true],
    ['isbn', '123', false],
    ['creditcard', '4111 1111 1111 1111', true],
    ['creditcard', '4111-1111-1111-1112', false],
    ['creditcard', '1234567812345678', false],
    ['ssn', '123-45-6789', true],
    ['ssn', '123 45 6789', true],
    ['ssn', '123456789', false],
    ['hexcolor', '#fff', true],
    ['hexcolor', 'A0B1C2', true],
    ['hexcolor', '#ffff', false],
    ['rgbcolor', 'rgb(255, 255, 0)', true],
    ['rgbcolor', 'rgb(256,0,0)', false],
    ['bsonobjectid', '507f1f77bcf86cd799439011', true],
    ['bsonobjectid', '507f1f77bcf86cd79943901', false],
    ['quantity', '10Gi', true],
    ['quantity', '1.5', true],
    ['quantity', '100m', true],
    ['quantity', '10GB', false],
    ['k8s-short-name', 'my-name-1', true],
    ['k8s-short-name', 'My-name', false],
    ['k8s-short-name', 'a'.repeat(64), false],
    ['k8s-long-name', 'a.b-c.d', true],
    ['k8s-long-name', '-a.b', false],
    ['password', '', true],
    ['not-a-format', 'anything', true],
  ] as const)('%s %j → %s', (format, v, ok) => {
    expect(formatOk(format, v)).toBe(ok);
  });
});

/**
 * Formats apiextensions' supportedVersionedFormats introduces at 1.34. An API server checks new
 * schemas at its compatibility version, one minor below its own (environment.
 * DefaultCompatibilityVersion): a 1.34 API server strips them, a 1.35 one checks them. A value an
 * API server would not check is never a finding when `crd.kubernetesVersion` is older.
 */
describe('formats known from a Kubernetes version on', () => {
  it.each([
    ['k8s-short-name', 'My_Name', 34, true],
    ['k8s-short-name', 'My_Name', 35, false],
    ['k8s-long-name', '-a.b', 33, true],
    ['k8s-long-name', '-a.b', 36, false],
    ['k8s-long-name', 'a.b', 35, true],
    ['uuid4', 'not-a-uuid', 20, false],
  ] as const)('%s %j at 1.%d → %s', (format, v, minor, ok) => {
    expect(formatOk(format, v, minor)).toBe(ok);
  });

  it('a custom resource is judged with the formats of crd.kubernetesVersion', () => {
    const crd = widgetCrd([
      {
        name: 'v1',
        served: true,
        storage: true,
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: {
              spec: { type: 'object', properties: { host: { type: 'string', format: 'k8s-short-name' } } },
            },
          },
        },
      },
    ]);
    const cr = parseFile({
      path: 'w.yaml',
      text: 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  host: Not_A_Label\n',
    }).objects[0]!;
    const at = (kubernetesVersion?: string) =>
      validateCustomResource(cr, crd, undefined, kubernetesVersion ? { kubernetesVersion } : {}).map(
        (p) => `${p.path.join('.')}: ${p.message}`,
      );
    expect(at('v1.34.2')).toEqual([]);
    expect(at('1.35')).toEqual([
      'spec.host: Invalid value: "Not_A_Label": spec.host in body must be of type k8s-short-name: "Not_A_Label"',
    ]);
    expect(at()).toEqual(at('1.35'));
    expect(compatibilityMinor(35)).toBe(34);
  });
});

describe('embedded resources (schema/objectmeta)', () => {
  const schema = {
    type: 'object',
    properties: {
      template: {
        type: 'object',
        'x-kubernetes-embedded-resource': true,
        'x-kubernetes-preserve-unknown-fields': true,
      },
    },
  };
  it.each([
    ['a full object', { template: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' } } }, []],
    [
      'no kind',
      { template: { apiVersion: 'v1' } },
      [[['template', 'kind'], 'Required value: must not be empty']],
    ],
    [
      'a metadata name that is not a DNS subdomain',
      { template: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'Not_Valid' } } },
      [[['template', 'metadata', 'name'], 'Invalid value: "Not_Valid": name in body should match']],
    ],
  ])('%s', (_label, value, expected) => {
    const got = embeddedProblems(value, schema).map((p) => [
      p.path,
      p.message.slice(0, (expected[0]?.[1] as string)?.length ?? 0),
    ]);
    expect(got).toEqual(expected);
  });
});
