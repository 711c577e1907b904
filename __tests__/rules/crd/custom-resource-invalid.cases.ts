import { gateOnFiles } from '../../helpers/gate.js';
import type { FilesCase } from '../../helpers/rule-tester.js';

export const crd = (
  opts: {
    required?: string[];
    minimum?: number;
    extraField?: boolean;
    cel?: string;
    versions?: string[];
  } = {},
) =>
  JSON.stringify({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: {
      group: 'example.com',
      scope: 'Namespaced',
      names: { kind: 'Widget', plural: 'widgets' },
      versions: (opts.versions ?? ['v1']).map((name, i) => ({
        name,
        served: true,
        storage: i === 0,
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: {
              spec: {
                type: 'object',
                ...(opts.required ? { required: opts.required } : {}),
                ...(opts.cel
                  ? {
                      'x-kubernetes-validations': [
                        { rule: opts.cel, message: 'size must not exceed replicas' },
                      ],
                    }
                  : {}),
                properties: {
                  replicas: {
                    type: 'integer',
                    ...(opts.minimum !== undefined ? { minimum: opts.minimum } : {}),
                  },
                  size: { type: 'integer' },
                  ...(opts.extraField === false ? {} : { legacy: { type: 'string' } }),
                },
              },
            },
          },
        },
      })),
    },
  });

export const cr = (spec: string, apiVersion = 'example.com/v1') =>
  `apiVersion: ${apiVersion}\nkind: Widget\nmetadata:\n  name: w\n  namespace: ns\nspec:\n${spec}`;
export const ok = cr('  replicas: 3\n');

type Case = FilesCase;
/** The rule's docs table is exactly these rows (npm run docs). */
export const CASES: Record<string, Case[]> = {
  'crd/custom-resource-invalid': [
    {
      what: 'a valid resource of a changed CRD',
      verdict: 'pass',
      at: [],
      base: { 'crd.yaml': crd(), 'w.yaml': ok },
      head: { 'crd.yaml': crd({ minimum: 1 }), 'w.yaml': ok },
    },
    {
      what: 'a resource that sets a field the head CRD removed',
      verdict: 'fail',
      at: ['w.yaml:8 v1 spec.legacy'],
      base: { 'crd.yaml': crd(), 'w.yaml': cr('  replicas: 3\n  legacy: x\n') },
      head: { 'crd.yaml': crd({ extraField: false }), 'w.yaml': cr('  replicas: 3\n  legacy: x\n') },
    },
    {
      what: 'a resource with `replicas: 0` against `minimum: 1`',
      verdict: 'fail',
      at: ['w.yaml:7 v1 spec.replicas'],
      base: { 'crd.yaml': crd(), 'w.yaml': cr('  replicas: 0\n') },
      head: { 'crd.yaml': crd({ minimum: 1 }), 'w.yaml': cr('  replicas: 0\n') },
    },
    {
      what: 'a resource that fails a CEL rule',
      verdict: 'fail',
      at: ['w.yaml:6 v1 spec'],
      base: { 'crd.yaml': crd(), 'w.yaml': cr('  replicas: 1\n  size: 5\n') },
      head: {
        'crd.yaml': crd({ cel: 'self.size <= self.replicas' }),
        'w.yaml': cr('  replicas: 1\n  size: 5\n'),
      },
    },
    {
      what: 'a resource that changes a field its CRD makes immutable (`self == oldSelf`)',
      verdict: 'fail',
      at: ['w.yaml:6 v1 spec'],
      base: {
        'crd.yaml': crd({ cel: 'self.replicas == oldSelf.replicas' }),
        'w.yaml': cr('  replicas: 1\n'),
      },
      head: {
        'crd.yaml': crd({ cel: 'self.replicas == oldSelf.replicas' }),
        'w.yaml': cr('  replicas: 2\n'),
      },
    },
    {
      what: 'a resource whose CEL rule fails at run time (a field it reads is missing)',
      verdict: 'fail',
      at: ['w.yaml:6 v1 spec'],
      base: { 'crd.yaml': crd(), 'w.yaml': cr('  replicas: 1\n') },
      head: { 'crd.yaml': crd({ cel: 'self.size <= self.replicas' }), 'w.yaml': cr('  replicas: 1\n') },
    },
    {
      what: 'a resource already invalid on the base side, unchanged: already present, not counted',
      verdict: 'pass',
      at: ['w.yaml:7 v1 spec.replicas (present)'],
      base: { 'crd.yaml': crd({ minimum: 1 }), 'w.yaml': cr('  replicas: 0\n') },
      head: { 'crd.yaml': crd({ minimum: 1, required: ['replicas'] }), 'w.yaml': cr('  replicas: 0\n') },
    },
    {
      what: 'a resource defined in two files, the copy in `b.yaml` already invalid there on the base side: already present, not counted',
      verdict: 'pass',
      at: ['b.yaml:6 v1 spec.replicas (present)'],
      base: {
        'crd.yaml': crd({ required: ['replicas'] }),
        'a.yaml': cr('  replicas: 1\n'),
        'b.yaml': cr('  size: 1\n'),
      },
      head: {
        'crd.yaml': crd({ required: ['replicas'], minimum: 0 }),
        'a.yaml': cr('  replicas: 1\n'),
        'b.yaml': cr('  size: 2\n'),
      },
    },
    {
      what: 'a resource defined in two files, each copy updated from its own base copy (`self == oldSelf`)',
      verdict: 'pass',
      at: [],
      base: {
        'crd.yaml': crd({ cel: 'self.replicas == oldSelf.replicas' }),
        'a.yaml': cr('  replicas: 1\n'),
        'b.yaml': cr('  replicas: 5\n'),
      },
      head: {
        'crd.yaml': crd({ cel: 'self.replicas == oldSelf.replicas', minimum: 0 }),
        'a.yaml': cr('  replicas: 1\n  size: 1\n'),
        'b.yaml': cr('  replicas: 5\n  size: 1\n'),
      },
    },
    {
      what: 'a resource whose apiVersion the head CRD no longer serves',
      verdict: 'fail',
      at: ['w.yaml:1 v1beta1 apiVersion'],
      base: {
        'crd.yaml': crd({ versions: ['v1', 'v1beta1'] }),
        'w.yaml': cr('  replicas: 1\n', 'example.com/v1beta1'),
      },
      head: { 'crd.yaml': crd(), 'w.yaml': cr('  replicas: 1\n', 'example.com/v1beta1') },
    },
    {
      what: 'a resource whose CRD is not in the repo',
      verdict: 'pass',
      at: [],
      base: {},
      head: { 'w.yaml': cr('  whatever: 1\n') },
    },
  ],
};

export const runCase = (c: Case) => gateOnFiles(c.base, c.head);
