import { parseFile } from '../../../src/manifests/parse.js';
import { widgetCrd } from '../../helpers/widget-crd.js';
import { celProblems } from '../../../src/crd/validate/cel.js';
import { validateCustomResource } from '../../../src/crd/validate/validate.js';

/**
 * Whole custom resources against one CRD, as the API server answers on create: each row is a
 * resource's `spec`, the paths the gate reports, and the API server's own error for it (from
 * apiextensions-apiserver's validation and the CRD documentation), kept beside the case so that a
 * reader can compare the wording.
 */
const crd = widgetCrd([
  {
    name: 'v1',
    served: true,
    storage: true,
    schema: {
      openAPIV3Schema: {
        type: 'object',
        properties: {
          spec: {
            type: 'object',
            properties: {
              replicas: { type: 'integer', format: 'int32', minimum: 0, default: 1 },
              port: { 'x-kubernetes-int-or-string': true },
              tags: { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set' },
              ports: {
                type: 'array',
                'x-kubernetes-list-type': 'map',
                'x-kubernetes-list-map-keys': ['port', 'protocol'],
                items: {
                  type: 'object',
                  required: ['port'],
                  properties: {
                    port: { type: 'integer' },
                    protocol: { type: 'string', default: 'TCP' },
                  },
                },
              },
              labels: { type: 'object', maxProperties: 2, additionalProperties: { type: 'string' } },
              memory: {
                type: 'string',
                'x-kubernetes-validations': [
                  {
                    rule: "isQuantity(self) && quantity(self).isLessThan(quantity('1Gi'))",
                    message: 'memory must be below 1Gi',
                  },
                ],
              },
              note: { type: 'string' },
            },
            'x-kubernetes-validations': [
              {
                rule: 'self.replicas <= 10',
                messageExpression: "'replicas must be at most 10, got ' + string(self.replicas)",
              },
            ],
          },
        },
      },
    },
  },
]);

const resource = (spec: unknown) =>
  parseFile({
    path: 'w.yaml',
    text: JSON.stringify({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' }, spec }),
  }).objects[0]!;

const check = (spec: unknown) =>
  validateCustomResource(resource(spec), crd, celProblems).map((p) => [p.path.join('.'), p.message]);

describe('custom resources against a CRD, as the API server answers on create', () => {
  it.each([
    ['a valid resource', { replicas: 2, port: 80, tags: ['a'], memory: '512Mi' }, [], 'created'],
    ['int-or-string holding a string', { port: 'http' }, [], 'created'],
    ['defaults apply: replicas absent is 1', {}, [], 'created'],
    ['a null without default is dropped', { note: null }, [], 'created'],
    [
      'int32 range',
      { replicas: 2147483648 },
      ['spec.replicas', 'spec'],
      'spec.replicas: Invalid value: 2147483648: must be of type int32',
    ],
    [
      'minimum',
      { replicas: -1 },
      ['spec.replicas'],
      'spec.replicas: Invalid value: -1: spec.replicas in body should be greater than or equal to 0',
    ],
    [
      'int-or-string holding a bool',
      { port: true },
      ['spec.port'],
      'spec.port: Invalid value: "boolean": spec.port in body must be of type integer,string: "boolean"',
    ],
    ['a set with a duplicate', { tags: ['a', 'a'] }, ['spec.tags.1'], 'spec.tags[1]: Duplicate value: "a"'],
    [
      'a list-map duplicate once the key is defaulted',
      { ports: [{ port: 80 }, { port: 80, protocol: 'TCP' }] },
      ['spec.ports.1'],
      'spec.ports[1]: Duplicate value: map[string]interface {}{"port":80, "protocol":"TCP"}',
    ],
    [
      'a list-map item without its required key',
      { ports: [{ protocol: 'UDP' }] },
      ['spec.ports.0.port'],
      'spec.ports[0].port: Required value',
    ],
    [
      'maxProperties',
      { labels: { a: 'x', b: 'y', c: 'z' } },
      ['spec.labels'],
      'spec.labels: Too many: 3: must have at most 2 items',
    ],
    [
      'a rule with messageExpression',
      { replicas: 11 },
      ['spec'],
      'spec: Invalid value: "object": replicas must be at most 10, got 11',
    ],
    [
      'a quantity rule',
      { memory: '2Gi' },
      ['spec.memory'],
      'spec.memory: Invalid value: "string": memory must be below 1Gi',
    ],
    [
      'a rule erroring at run time',
      { memory: 'lots' },
      ['spec.memory'],
      'spec.memory: Invalid value: "string": memory must be below 1Gi',
    ],
    ['an unknown field is pruned', { extra: 1 }, ['spec.extra'], '(no error: the field is dropped)'],
  ])('%s', (_label, spec, paths, _apiServer) => {
    expect(check(spec).map(([p]) => p)).toEqual(paths);
  });

  it.each([
    [
      { replicas: -1 },
      'spec.replicas: Invalid value: -1: spec.replicas in body should be greater than or equal to 0',
    ],
    [
      { port: true },
      'spec.port: Invalid value: "boolean": spec.port in body must be of type integer,string: "boolean"',
    ],
    [{ tags: ['a', 'a'] }, 'spec.tags.1: Duplicate value: "a"'],
    [{ ports: [{ protocol: 'UDP' }] }, 'spec.ports.0.port: Required value'],
    [{ labels: { a: 'x', b: 'y', c: 'z' } }, 'spec.labels: Too many: 3: must have at most 2 items'],
    [{ note: 5 }, 'spec.note: Invalid value: "integer": spec.note in body must be of type string: "integer"'],
  ])("%j: the API server's own words", (spec, message) => {
    expect(check(spec).map(([p, m]) => `${p}: ${m}`)).toEqual([message]);
  });

  it('messages follow the API server where it has one', () => {
    expect(check({ replicas: 11 })).toEqual([['spec', 'Invalid value: replicas must be at most 10, got 11']]);
    expect(check({ memory: '2Gi' })).toEqual([['spec.memory', 'Invalid value: memory must be below 1Gi']]);
  });
});
