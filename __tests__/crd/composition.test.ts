import { normalComposition } from '../../src/crd/schema/composition.js';
import { diffSchemas } from '../../src/crd/schema-diff.js';

const changes = (base: Record<string, unknown>, head: Record<string, unknown>) =>
  diffSchemas('v1', base, head, [], []).map((c) => `${c.level} ${c.field} ${c.keyword}: ${c.detail}`);

describe('normalComposition: composition that changes nothing', () => {
  it('folds an allOf branch of value keywords onto the node', () => {
    expect(normalComposition({ type: 'string', allOf: [{ enum: ['a'] }, { pattern: '^a' }] })).toEqual({
      type: 'string',
      enum: ['a'],
      pattern: '^a',
    });
    expect(normalComposition({ type: 'object', required: ['a'], allOf: [{ required: ['b'] }] })).toEqual({
      type: 'object',
      required: ['a', 'b'],
    });
  });

  it('keeps a branch that conflicts with the node or holds more than value keywords', () => {
    const conflict = { type: 'string', enum: ['a'], allOf: [{ enum: ['b'] }] };
    expect(normalComposition(conflict)).toEqual(conflict);
    const nested = { type: 'object', allOf: [{ properties: { a: { minLength: 1 } } }] };
    expect(normalComposition(nested)).toEqual(nested);
  });

  it("drops controller-gen's int-or-string anyOf (either order, also inside an allOf) only with the marker", () => {
    const anyOf = [{ type: 'string' }, { type: 'integer' }];
    expect(normalComposition({ 'x-kubernetes-int-or-string': true, anyOf })).toEqual({
      'x-kubernetes-int-or-string': true,
    });
    expect(
      normalComposition({
        'x-kubernetes-int-or-string': true,
        allOf: [{ anyOf }, { pattern: '^[0-9]+%?$' }],
      }),
    ).toEqual({ 'x-kubernetes-int-or-string': true, pattern: '^[0-9]+%?$' });
    expect(normalComposition({ anyOf })).toEqual({ anyOf });
  });
});

describe('the schema diff with composition rewrites', () => {
  it('type: string → int-or-string as controller-gen writes it: only the widening, as a notice', () => {
    expect(
      changes(
        { type: 'string' },
        { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] },
      ),
    ).toEqual(['notice ^ type: type "string" → "int-or-string"']);
  });

  it('enum moved into allOf with a value dropped: an enum restriction, not a composition change', () => {
    expect(
      changes({ type: 'string', enum: ['a', 'b'] }, { type: 'string', allOf: [{ enum: ['a'] }] }),
    ).toEqual(['fail ^ enum: enum values removed: "b"']);
  });

  it('a oneOf branch for a field new in the change: a notice that says why', () => {
    const base = { type: 'object', properties: { x: { type: 'string' } }, oneOf: [{ required: ['x'] }] };
    const head = {
      type: 'object',
      properties: { x: { type: 'string' }, y: { type: 'string' } },
      oneOf: [{ required: ['x'] }, { required: ['y'] }],
    };
    expect(changes(base, head)).toEqual([
      "notice ^ oneOf: oneOf changed: the base's branches are kept; the branches that require y, which the base schema does not have, match no stored object (unknown fields are pruned before validation), so every stored object still matches exactly one",
    ]);
  });

  it('a oneOf that drops a base branch fails', () => {
    const base = {
      type: 'object',
      properties: { x: {}, y: {} },
      oneOf: [{ required: ['x'] }, { required: ['y'] }],
    };
    const head = { ...base, oneOf: [{ required: ['x'] }] };
    expect(changes(base, head)).toEqual(['fail ^ oneOf: oneOf changed']);
  });
});

describe('a oneOf branch for a new field that has a default', () => {
  it('fails: defaulting fills the field on read, so stored objects match the new branch too', () => {
    const base = { type: 'object', properties: { x: { type: 'string' } }, oneOf: [{ required: ['x'] }] };
    const head = {
      type: 'object',
      properties: { x: { type: 'string' }, y: { type: 'string', default: 'on' } },
      oneOf: [{ required: ['x'] }, { required: ['y'] }],
    };
    expect(changes(base, head).filter((c) => c.includes('oneOf'))).toEqual(['fail ^ oneOf: oneOf changed']);
  });
});

describe('composition changes that only drop checks', () => {
  const x = { type: 'string', anyOf: [{ maxLength: 3 }, { pattern: '^a' }] };
  it.each([
    [
      'removes an anyOf',
      x,
      { type: 'string' },
      'notice ^ anyOf: anyOf changed: removed, which only drops checks',
    ],
    [
      'adds an anyOf branch',
      x,
      { ...x, anyOf: [...x.anyOf, { pattern: '^b' }] },
      'notice ^ anyOf: anyOf changed: every old branch is kept, so whatever matched one still does',
    ],
    [
      'drops an allOf branch',
      { type: 'object', allOf: [{ not: { required: ['a'] } }, { not: { required: ['b'] } }] },
      { type: 'object', allOf: [{ not: { required: ['a'] } }] },
      'notice ^ allOf: allOf changed: every branch left was there before, so it only drops checks',
    ],
    ['drops an anyOf branch', x, { ...x, anyOf: [{ maxLength: 3 }] }, 'fail ^ anyOf: anyOf changed'],
    ['adds an anyOf', { type: 'string' }, x, 'fail ^ anyOf: anyOf changed'],
  ])('%s', (_what, base, head, change) => {
    expect(changes(base, head)).toEqual([change]);
  });
});
