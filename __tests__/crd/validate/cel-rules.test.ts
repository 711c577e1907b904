import { celProblems } from '../../../src/crd/validate/cel.js';

/**
 * How the API server runs `x-kubernetes-validations` on a custom resource, written from the CRD
 * validation-rules documentation ("Validation rules", "Transition rules", "messageExpression",
 * "fieldPath", "reason") and k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/validation.go.
 */
const obj = (props: Record<string, unknown>, rules: Record<string, unknown>[], extra = {}) => ({
  type: 'object',
  properties: props,
  'x-kubernetes-validations': rules,
  ...extra,
});
const msgs = (ps: { message: string }[]) => ps.map((p) => p.message);

describe('transition rules (oldSelf)', () => {
  const immutable = obj({ name: { type: 'string' } }, [
    { rule: 'self.name == oldSelf.name', message: 'name is immutable' },
  ]);

  it.each([
    ['on create a transition rule does not run', { name: 'b' }, undefined, []],
    ['an update that keeps the value passes', { name: 'a' }, { name: 'a' }, []],
    [
      'an update that changes an immutable value is rejected',
      { name: 'b' },
      { name: 'a' },
      ['Invalid value: name is immutable'],
    ],
  ])('%s', (_label, self, old, expected) => {
    expect(msgs(celProblems(self, immutable, old === undefined ? {} : { old }))).toEqual(expected);
  });

  it('optionalOldSelf runs on create too, with oldSelf as optional.none()', () => {
    const s = obj({ n: { type: 'integer' } }, [
      {
        rule: '!oldSelf.hasValue() || self.n >= oldSelf.value().n',
        message: 'n may only grow',
        optionalOldSelf: true,
      },
    ]);
    expect(celProblems({ n: 1 }, s)).toEqual([]);
    expect(msgs(celProblems({ n: 1 }, s, { old: { n: 2 } }))).toEqual(['Invalid value: n may only grow']);
    expect(celProblems({ n: 3 }, s, { old: { n: 2 } })).toEqual([]);
  });

  it('correlates list-map items by key, never atomic list items', () => {
    const item = obj({ k: { type: 'string' }, v: { type: 'string' } }, [
      { rule: 'self.v == oldSelf.v', message: 'v is immutable' },
    ]);
    const mapList = {
      type: 'array',
      items: item,
      'x-kubernetes-list-type': 'map',
      'x-kubernetes-list-map-keys': ['k'],
    };
    const old = [
      { k: 'a', v: '1' },
      { k: 'b', v: '2' },
    ];
    // Reordered, same values: no change per key.
    expect(
      celProblems(
        [
          { k: 'b', v: '2' },
          { k: 'a', v: '1' },
        ],
        mapList,
        { old },
      ),
    ).toEqual([]);
    const changed = celProblems([{ k: 'b', v: '3' }], mapList, { old });
    expect(changed.map((p) => [p.path, p.message])).toEqual([[[0], 'Invalid value: v is immutable']]);
    // An atomic list: its items have no old self, the rule does not run.
    expect(
      celProblems([{ k: 'b', v: '3' }], { ...mapList, 'x-kubernetes-list-type': 'atomic' }, { old }),
    ).toEqual([]);
  });
});

describe('transition rules and messageExpression in the newer syntax (1.28 optional, 1.32 two-variable)', () => {
  const labels = {
    type: 'object',
    additionalProperties: { type: 'string' },
    'x-kubernetes-validations': [
      {
        rule: 'oldSelf.all(k, v, k in self)',
        messageExpression:
          "'keys may not be removed: ' + oldSelf.transformList(k, v, !(k in self), k).join(', ')",
      },
      {
        rule: "self.?tier.orValue('') == oldSelf.?tier.orValue('')",
        messageExpression: "'tier is immutable (was ' + oldSelf.?tier.orValue('unset') + ')'",
      },
    ],
  };
  it.each([
    ['an update that keeps every key and the tier', { a: '1', b: '2' }, { a: '1' }, []],
    [
      'an update that removes a key',
      { a: '1' },
      { a: '1', b: '2' },
      ['Invalid value: keys may not be removed: b'],
    ],
    ['an update that sets the tier', { tier: 'gold' }, {}, ['Invalid value: tier is immutable (was unset)']],
    ['a create: transition rules do not run', { a: '1' }, undefined, []],
  ])('%s', (_label, self, old, expected) => {
    expect(msgs(celProblems(self, labels, old === undefined ? {} : { old }))).toEqual(expected);
  });
});

describe('messages: messageExpression, message, fieldPath, reason', () => {
  const s = (rule: Record<string, unknown>) =>
    obj({ replicas: { type: 'integer' }, max: { type: 'integer' } }, [rule]);
  it.each([
    [
      'no message: "failed rule: <rule>"',
      { rule: 'self.replicas <= self.max' },
      [],
      'Invalid value: failed rule: self.replicas <= self.max',
    ],
    ['message', { rule: 'self.replicas <= self.max', message: 'too many' }, [], 'Invalid value: too many'],
    [
      'messageExpression wins over message',
      {
        rule: 'self.replicas <= self.max',
        message: 'too many',
        messageExpression: "'replicas ' + string(self.replicas) + ' > ' + string(self.max)",
      },
      [],
      'Invalid value: replicas 5 > 3',
    ],
    [
      'a messageExpression that errors falls back to message',
      { rule: 'self.replicas <= self.max', message: 'too many', messageExpression: 'self.nope' },
      [],
      'Invalid value: too many',
    ],
    [
      'an empty messageExpression result falls back to message',
      { rule: 'self.replicas <= self.max', message: 'too many', messageExpression: "''" },
      [],
      'Invalid value: too many',
    ],
    [
      'fieldPath moves the error',
      { rule: 'self.replicas <= self.max', fieldPath: '.replicas' },
      ['replicas'],
      'Invalid value: failed rule: self.replicas <= self.max',
    ],
    [
      'fieldPath with a quoted key',
      { rule: 'self.replicas <= self.max', fieldPath: "['max']" },
      ['max'],
      'Invalid value: failed rule: self.replicas <= self.max',
    ],
    [
      'reason FieldValueForbidden',
      { rule: 'self.replicas <= self.max', reason: 'FieldValueForbidden', message: 'no' },
      [],
      'Forbidden: no',
    ],
    [
      'reason FieldValueRequired',
      { rule: 'self.replicas <= self.max', reason: 'FieldValueRequired', message: 'no' },
      [],
      'Required value: no',
    ],
    [
      'reason FieldValueDuplicate',
      { rule: 'self.replicas <= self.max', reason: 'FieldValueDuplicate', message: 'no' },
      [],
      'Duplicate value: no',
    ],
  ])('%s', (_label, rule, path, message) => {
    expect(celProblems({ replicas: 5, max: 3 }, s(rule))).toEqual([{ kind: 'cel', path, message }]);
  });
});

describe('typed values (k8s.io/apiserver/pkg/cel/common/values.go)', () => {
  const field = (type: Record<string, unknown>, rule: string) => obj({ f: type }, [{ rule }]);
  it.each([
    [
      'date → timestamp',
      { type: 'string', format: 'date' },
      '2024-03-01',
      "self.f == timestamp('2024-03-01T00:00:00Z')",
    ],
    [
      'date-time → timestamp',
      { type: 'string', format: 'date-time' },
      '2024-03-01T10:00:00Z',
      "self.f > timestamp('2024-01-01T00:00:00Z')",
    ],
    [
      'date-time with an offset',
      { type: 'string', format: 'date-time' },
      '2024-03-01T10:00:00+02:00',
      "self.f == timestamp('2024-03-01T08:00:00Z')",
    ],
    ['duration → duration', { type: 'string', format: 'duration' }, '1h30m', "self.f == duration('90m')"],
    ['byte → bytes', { type: 'string', format: 'byte' }, 'aGVsbG8=', "self.f == b'hello'"],
    ['integer → int', { type: 'integer' }, 3, 'self.f == 3 && type(self.f) == int'],
    ['number → double', { type: 'number' }, 3, 'type(self.f) == double'],
    [
      'int-or-string holding an int',
      { 'x-kubernetes-int-or-string': true },
      8080,
      'type(self.f) == int && self.f == 8080',
    ],
    [
      'int-or-string holding a string',
      { 'x-kubernetes-int-or-string': true },
      '50%',
      "type(self.f) == string && self.f.endsWith('%')",
    ],
    [
      'an embedded resource is an object with apiVersion, kind and metadata',
      {
        type: 'object',
        'x-kubernetes-embedded-resource': true,
        'x-kubernetes-preserve-unknown-fields': true,
      },
      { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' } },
      "self.f.kind == 'Pod' && self.f.metadata.name == 'p'",
    ],
  ])('%s', (_label, type, value, rule) => {
    expect(celProblems({ f: value }, field(type, rule))).toEqual([]);
  });

  it('a value its format cannot convert fails the rule that reads it', () => {
    const p = celProblems(
      { f: 'soon' },
      field({ type: 'string', format: 'date-time' }, "self.f > timestamp('2024-01-01T00:00:00Z')"),
    );
    expect(p).toEqual([
      expect.objectContaining({ kind: 'cel', message: expect.stringContaining('not a valid date-time') }),
    ]);
  });
});
