import { anywhere } from '../../../src/crd/validate/schema-index.js';

/**
 * `anywhere`: whether a schema node or one below it (properties, items, additionalProperties) sets
 * `default`, `x-kubernetes-validations` or `x-kubernetes-embedded-resource` — the walk the
 * defaulting, CEL and embedded-resource validators use to skip subtrees that have none.
 */
describe('anywhere', () => {
  it('answers for a leaf from its own keys', () => {
    const leaf = { type: 'string', default: 'a' };
    expect(anywhere(leaf, 'default')).toBe(true);
    expect(anywhere(leaf, 'x-kubernetes-validations')).toBe(false);
    expect(anywhere({ type: 'string' }, 'default')).toBe(false);
    expect(anywhere('not a schema', 'default')).toBe(false);
  });

  it('finds a keyword below properties, items and additionalProperties', () => {
    const schema = {
      type: 'object',
      properties: {
        plain: { type: 'string', description: 'no keyword here' },
        list: {
          type: 'array',
          items: { type: 'object', properties: { x: { type: 'integer', default: 1 } } },
        },
        map: {
          type: 'object',
          additionalProperties: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self != ""' }] },
        },
      },
    };
    expect(anywhere(schema, 'default')).toBe(true);
    expect(anywhere(schema, 'x-kubernetes-validations')).toBe(true);
    expect(anywhere(schema, 'x-kubernetes-embedded-resource')).toBe(false);
    // Each subtree answers for itself (cached per node, asked in any order).
    expect(anywhere(schema.properties.plain, 'default')).toBe(false);
    expect(anywhere(schema.properties.map, 'default')).toBe(false);
    expect(anywhere(schema.properties.list, 'default')).toBe(true);
  });

  it('does not look under compositions or data keys', () => {
    const schema = {
      type: 'object',
      anyOf: [{ default: 1 }],
      enum: [{ default: 1 }],
      properties: { a: { type: 'string' } },
    };
    expect(anywhere(schema, 'default')).toBe(false);
  });

  it('ends on a cycle (YAML aliases) and still sees the rest', () => {
    const node: Record<string, unknown> = { type: 'object' };
    node.properties = { again: node, other: { type: 'string', 'x-kubernetes-embedded-resource': true } };
    expect(anywhere(node, 'x-kubernetes-embedded-resource')).toBe(true);
    expect(anywhere(node, 'default')).toBe(false);
  });
});
