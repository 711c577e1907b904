import fc from 'fast-check';
import { diffSchemas } from '../../src/crd/schema-diff.js';
import { parseFile } from '../../src/manifests/parse.js';
import { renderJson } from '../../src/report/json.js';
import { evaluateSnapshots } from '../../src/evaluation.js';
import { configOf, gateOnFiles } from '../helpers/gate.js';

type S = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const name = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,7}$/);
const leaf: fc.Arbitrary<S> = fc.oneof(
  fc.record({
    type: fc.constant('string'),
    maxLength: fc.option(fc.integer({ min: 5, max: 50 }), { nil: undefined }),
    enum: fc.option(fc.uniqueArray(name, { minLength: 2, maxLength: 4 }), { nil: undefined }),
  }),
  fc.record({
    type: fc.constant('integer'),
    minimum: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    maximum: fc.option(fc.integer({ min: 100, max: 1000 }), { nil: undefined }),
  }),
  fc.record({ type: fc.constant('array'), items: fc.constant({ type: 'string' }) }),
);
const strip = (s: S): S => JSON.parse(JSON.stringify(s)) as S; // drops undefined options
const schema: fc.Arbitrary<S> = fc
  .letrec<{ node: S }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .dictionary(name, tie('node'), { minKeys: 1, maxKeys: 4 })
        .map((properties) => ({ type: 'object', properties })),
    ),
  }))
  .node.map((n) =>
    strip({
      type: 'object',
      properties: { spec: n.type === 'object' ? n : { type: 'object', properties: { v: n } } },
    }),
  );

/** Every node with its path of property names. */
function nodes(s: S, path: string[] = []): { node: S; path: string[] }[] {
  const out = [{ node: s, path }];
  for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, S>))
    out.push(...nodes(v, [...path, k]));
  return out;
}
const at = (s: S, path: string[]) => path.reduce((n, k) => n.properties[k] as S, s);
const show = (path: string[]) => `^${path.map((p) => `.${p}`).join('')}`;
const diff = (a: S, b: S) => diffSchemas('v1', a, b, [], []);

type Mutation = (s: S, path: string[]) => boolean;
const TIGHTEN: Record<string, Mutation> = {
  'raise minimum': (s, p) =>
    at(s, p).type === 'integer' && ((at(s, p).minimum = (at(s, p).minimum ?? 0) + 1), true),
  'add maximum': (s, p) =>
    at(s, p).type === 'integer' && at(s, p).maximum === undefined && ((at(s, p).maximum = 5), true),
  'remove an enum value': (s, p) => Array.isArray(at(s, p).enum) && (at(s, p).enum.pop(), true),
  'add a pattern': (s, p) => at(s, p).type === 'string' && ((at(s, p).pattern = '^x$'), true),
  'change the type': (s, p) => at(s, p).type === 'string' && ((at(s, p).type = 'integer'), true),
  'make a field required': (s, p) => {
    const n = at(s, p);
    const keys = Object.keys(n.properties ?? {});
    if (n.type !== 'object' || !keys.length) return false;
    n.required = [keys[0]];
    return true;
  },
};
const LOOSEN: Record<string, Mutation> = {
  'drop minimum': (s, p) => at(s, p).minimum !== undefined && (delete at(s, p).minimum, true),
  'raise maximum': (s, p) => at(s, p).maximum !== undefined && ((at(s, p).maximum += 10), true),
  'drop maxLength': (s, p) => at(s, p).maxLength !== undefined && (delete at(s, p).maxLength, true),
  'add nullable': (s, p) => ((at(s, p).nullable = true), true),
  'add an optional field': (s, p) =>
    at(s, p).type === 'object' && ((at(s, p).properties.zzNew = { type: 'string' }), true),
};

const withPath = schema.chain((s) =>
  fc.constantFrom(...nodes(s).filter((n) => n.path.length > 0)).map((n) => ({ s, path: n.path })),
);

describe('properties', () => {
  it('diff(s, s) finds nothing', () => {
    fc.assert(
      fc.property(schema, (s) => diff(s, structuredClone(s)).length === 0),
      { numRuns: 200 },
    );
  });

  it('removing any one property is crd/field-removed at exactly that path', () => {
    fc.assert(
      fc.property(withPath, ({ s, path }) => {
        const h = structuredClone(s);
        delete at(h, path.slice(0, -1)).properties[path[path.length - 1]!];
        const removed = diff(s, h).filter((c) => c.kind === 'field-removed');
        expect(removed.map((c) => c.field)).toEqual([show(path)]);
      }),
      { numRuns: 200 },
    );
  });

  it.each(Object.keys(TIGHTEN))('tightening (%s) is found at warn or fail', (m) => {
    fc.assert(
      fc.property(withPath, ({ s, path }) => {
        const h = structuredClone(s);
        fc.pre(TIGHTEN[m]!(h, path));
        expect(diff(s, h).some((c) => c.level === 'fail' || c.level === 'warn')).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it.each(Object.keys(LOOSEN))('loosening (%s) never fails', (m) => {
    fc.assert(
      fc.property(withPath, ({ s, path }) => {
        const h = structuredClone(s);
        fc.pre(LOOSEN[m]!(h, path));
        expect(diff(s, h).filter((c) => c.level === 'fail')).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('the parser never throws on arbitrary text', () => {
    const yamlish = fc
      .array(
        fc.constantFrom(
          'a',
          ':',
          ' ',
          '\n',
          '-',
          '[',
          ']',
          '{',
          '}',
          '&x',
          '*x',
          '!t',
          '"',
          "'",
          '#',
          '---',
          '|',
          '>',
          '<<',
          '?',
          ',',
          '\t',
          '\u0000',
          'apiVersion: v1\nkind: X\n',
        ),
        { maxLength: 60 },
      )
      .map((a) => a.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), yamlish), (text) => {
        const r = parseFile({ path: 'f.yaml', text });
        expect(Array.isArray(r.objects) && Array.isArray(r.problems)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('reports are byte-identical whatever order the files come in', () => {
    const files: Record<string, string> = {
      'a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
      'b.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
      'c.yaml': 'a: [1\n',
      'd.yaml': 'apiVersion: v1\nkind: Secret\nmetadata: {name: s, namespace: n}\n',
      'e/f.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: d}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: d}\n',
    };
    const expected = renderJson(gateOnFiles({}, files));
    fc.assert(
      fc.property(fc.shuffledSubarray(Object.keys(files), { minLength: 5, maxLength: 5 }), (order) => {
        // Straight into the engine, unsorted: the order must not matter anywhere downstream.
        const head = {
          label: 'head',
          kind: 'dir' as const,
          files: order.map((path) => ({ path, text: files[path]! })),
          skipped: [],
        };
        const base = { label: 'base', kind: 'dir' as const, files: [], skipped: [] };
        const result = evaluateSnapshots(base, head, configOf(), {
          acks: [],
          labels: [],
          today: '2026-01-01',
        });
        expect(renderJson(result)).toBe(expected);
      }),
      { numRuns: 30 },
    );
  });

  it('a reworded description is one notice at its node, and never hides a change beside it', () => {
    const reworded = withPath.chain(({ s, path }) =>
      fc.record({
        s: fc.constant(s),
        path: fc.constant(path),
        docs: fc.subarray(nodes(s).map((n) => n.path)),
        tighten: fc.option(fc.constantFrom(...Object.keys(TIGHTEN)), { nil: undefined }),
      }),
    );
    fc.assert(
      fc.property(reworded, ({ s, path, docs, tighten }) => {
        const h = structuredClone(s);
        for (const p of docs) at(h, p).description = `now ${p.join('.')}`;
        const tightened = tighten !== undefined && TIGHTEN[tighten]!(h, path);
        const changes = diff(s, h);
        const notices = changes.filter((c) => c.kind === 'description-changed');
        // A changed type is the one finding at and under its field (one cause, one finding).
        const retyped = (p: string[]) =>
          tightened && tighten === 'change the type' && path.every((k, i) => p[i] === k);
        expect(notices.map((c) => [c.field, c.level]).sort()).toEqual(
          docs
            .filter((p) => !retyped(p))
            .map((p) => [show(p), 'notice'])
            .sort(),
        );
        const rest = changes.filter((c) => c.kind !== 'description-changed');
        if (!tightened) expect(rest).toEqual([]);
        else expect(rest.some((c) => c.level === 'fail' || c.level === 'warn')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
