import { crdSchemaProblems, schemaProblems } from '../../src/crd/crd-problems.js';
import { checkRule } from '../../src/crd/validate/cel-compile.js';
import { widgetCrd } from '../helpers/widget-crd.js';

/**
 * CRDs the API server refuses on apply, with its messages, from
 * k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation/validation.go and the CRD
 * documentation ("Specifying a structural schema", "Validation rules").
 */
const root = (spec: Record<string, unknown>) => ({ type: 'object', properties: { spec } });
/** As `crd/invalid` runs it: the engine's compiler and cost estimate (crd/validate/cel-compile.ts). */
const problems = (s: Record<string, unknown>) =>
  schemaProblems(s, [], checkRule).map((p) => [p.path.join('.'), p.message.split(':')[0]]);

describe('CRD schema problems', () => {
  it.each([
    ['a structural schema', root({ type: 'object', properties: { a: { type: 'string' } } }), []],
    ['a type typo', root({ type: 'strign' }), [['properties.spec.type', 'Unsupported value']]],
    [
      'a field without a type (non-structural)',
      root({ properties: { a: { type: 'string' } } }),
      [['properties.spec.type', 'Required value']],
    ],
    ['preserve-unknown-fields needs no type', root({ 'x-kubernetes-preserve-unknown-fields': true }), []],
    ['int-or-string needs no type', root({ 'x-kubernetes-int-or-string': true }), []],
    ['$ref', root({ type: 'object', $ref: '#/definitions/x' }), [['properties.spec.$ref', 'Forbidden']]],
    ['definitions', { ...root({ type: 'object' }), definitions: {} }, [['definitions', 'Forbidden']]],
    ['id', root({ type: 'string', id: 'x' }), [['properties.spec.id', 'Forbidden']]],
    [
      'uniqueItems: true',
      root({ type: 'array', items: { type: 'string' }, uniqueItems: true }),
      [['properties.spec.uniqueItems', 'Forbidden']],
    ],
    ['an array without items', root({ type: 'array' }), [['properties.spec.items', 'Required value']]],
    [
      'properties and additionalProperties together',
      root({
        type: 'object',
        properties: { a: { type: 'string' } },
        additionalProperties: { type: 'string' },
      }),
      [['properties.spec.additionalProperties', 'Forbidden']],
    ],
    [
      'type inside anyOf',
      root({ type: 'object', anyOf: [{ type: 'object', required: ['a'] }] }),
      [['properties.spec.anyOf.0.type', 'Forbidden']],
    ],
    [
      'a list-map without keys',
      root({ type: 'array', 'x-kubernetes-list-type': 'map', items: { type: 'object' } }),
      [['properties.spec.x-kubernetes-list-map-keys', 'Required value']],
    ],
    [
      'a list-map key neither required nor defaulted',
      root({
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': ['name'],
        items: { type: 'object', properties: { name: { type: 'string' } } },
      }),
      [['properties.spec.items.properties.name', 'Required value']],
    ],
    [
      'a list-map key with a default',
      root({
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': ['protocol'],
        items: { type: 'object', properties: { protocol: { type: 'string', default: 'TCP' } } },
      }),
      [],
    ],
    [
      'a list-map key that is not a property',
      root({
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': ['nope'],
        items: { type: 'object', properties: {} },
      }),
      [['properties.spec.x-kubernetes-list-map-keys.0', 'Invalid value']],
    ],
    [
      'an unknown list type',
      root({ type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'bag' }),
      [['properties.spec.x-kubernetes-list-type', 'Unsupported value']],
    ],
    [
      'a CEL rule that does not parse',
      root({ type: 'object', 'x-kubernetes-validations': [{ rule: 'self.a ==' }] }),
      [['properties.spec.x-kubernetes-validations.0.rule', 'Invalid value']],
    ],
    [
      'a messageExpression that does not parse',
      root({ type: 'object', 'x-kubernetes-validations': [{ rule: 'true', messageExpression: "'a' +" }] }),
      [['properties.spec.x-kubernetes-validations.0.messageExpression', 'Invalid value']],
    ],
    // apiextensions-apiserver schema/cel/compilation.go: the checked result type of each expression.
    [
      'a rule that is not a bool (cel expression must evaluate to a bool)',
      root({ type: 'integer', 'x-kubernetes-validations': [{ rule: 'self + 1' }] }),
      [['properties.spec.x-kubernetes-validations.0.rule', 'Invalid value']],
    ],
    [
      'a messageExpression that is not a string (messageExpression must evaluate to a string)',
      root({ type: 'integer', 'x-kubernetes-validations': [{ rule: 'self == 5', messageExpression: '42' }] }),
      [['properties.spec.x-kubernetes-validations.0.messageExpression', 'Invalid value']],
    ],
  ])('%s', (_label, schema, expected) => {
    expect(problems(schema)).toEqual(expected);
  });
});

describe('storage versions', () => {
  const crd = (storage: boolean[]) =>
    widgetCrd(
      storage.map((s, i) => ({
        name: `v${i + 1}`,
        served: true,
        storage: s,
        schema: { openAPIV3Schema: { type: 'object' } },
      })),
    );
  it.each([
    ['one storage version', [true, false], 0],
    ['two storage versions', [true, true], 1],
    ['no storage version', [false, false], 1],
  ])('%s', (_label, storage, n) => {
    expect(crdSchemaProblems(crd(storage))).toHaveLength(n);
  });
});

describe('a schema that aliases expand into a huge tree', () => {
  it('stops at the node budget (2⁴⁰ paths) with one located "not checked"', () => {
    let node: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 40; i++) node = { type: 'object', properties: { a: node, b: node } };
    const got = schemaProblems(node, ['schema'], checkRule);
    expect(got.filter((p) => p.unchecked).map((p) => p.message)).toEqual([
      'the schema expands to more than 200000 nodes (aliases); the rest of it is not checked',
    ]);
  });
});
