import { envsubst, type Lookup } from '../../src/units/envsubst.js';
import { argoImage, editedKustomization, type UnitOverrides } from '../../src/units/overrides.js';
import { fillTemplate } from '../../src/units/declarations.js';

const vars =
  (m: Record<string, string>, unknown: string[] = []): Lookup =>
  (name) =>
    unknown.includes(name) ? 'unknown' : m[name];

describe('Flux postBuild substitution (fluxcd/pkg envsubst)', () => {
  it.each([
    ['${a}', { a: 'x' }, 'x'],
    ['${missing}', {}, ''],
    ['${a:=def}', {}, 'def'],
    ['${a:=def}', { a: '' }, 'def'],
    ['${a=def}', { a: '' }, ''],
    ['${a:-def}', { a: 'x' }, 'x'],
    ['${a=${b}-suffix}', { b: 'foo1' }, 'foo1-suffix'],
    ['${a^^}', { a: 'abc' }, 'ABC'],
    ['${a,,}', { a: 'ABC' }, 'abc'],
    ['${a^}', { a: 'abc' }, 'Abc'],
    ['${#a}', { a: 'abcd' }, '4'],
    ['$${a}', { a: 'x' }, '${a}'],
    ['$a stays', { a: 'x' }, '$a stays'],
    ['some text ${a}$${a}$a${a}', { a: 'v' }, 'some text v${a}$av'],
    ['cost: $5', {}, 'cost: $5'],
  ])('%s with %j is %s', (text, m, out) => {
    expect(envsubst(text, vars(m)).text).toBe(out);
  });

  it('a variable whose source cannot be read keeps its expression, and says how many', () => {
    const r = envsubst('a: ${known}\nb: ${secret:=x}\n', vars({ known: '1' }, ['secret']));
    expect(r).toEqual({ text: 'a: 1\nb: ${secret:=x}\n', used: ['known', 'secret'], kept: 1 });
  });

  it('defaults nested past any real depth keep the expression; the text stays linear to read', () => {
    const deep = `\${a:=${'${a:='.repeat(5000)}x${'}'.repeat(5000)}}`;
    const r = envsubst(deep, vars({}));
    expect(r.kept).toBeGreaterThan(0);
    expect(envsubst('${'.repeat(20000), vars({})).text).toBe('${'.repeat(20000));
  });

  it('an operator it does not implement keeps the expression', () => {
    expect(envsubst('${a/x/y}', vars({ a: 'x' })).text).toBe('${a/x/y}');
  });
});

describe('Argo CD overrides', () => {
  it.each([
    ['nginx:1.2', { name: 'nginx', newTag: '1.2' }],
    ['nginx=registry.local/nginx:1.2', { name: 'nginx', newName: 'registry.local/nginx', newTag: '1.2' }],
    ['quay.io/strimzi/operator:0.45.0', { name: 'quay.io/strimzi/operator', newTag: '0.45.0' }],
    ['localhost:5000/app@sha256:abc', { name: 'localhost:5000/app', digest: 'sha256:abc' }],
  ])('image %s', (text, image) => {
    expect(argoImage(text)).toEqual(image);
  });

  it('an ApplicationSet template path is filled from the git directory parameters', () => {
    const p = { path: 'apps/a', 'path.basename': 'a', 'path[0]': 'apps' };
    expect(fillTemplate('{{path}}', p)).toBe('apps/a');
    expect(fillTemplate('{{ .path.basename }}/overlay', { ...p, 'path.basename': 'a' })).toBe('a/overlay');
    expect(fillTemplate('{{path[0]}}/{{unknown}}', p)).toBeUndefined();
  });
});

describe('the kustomization as the controller edits it', () => {
  const base = (via: 'flux' | 'argocd'): UnitOverrides => ({
    object: {} as never,
    via,
    patches: [],
    components: [],
    images: [{ name: 'app', newTag: '2' }],
    commonLabels: {},
    commonAnnotations: {},
    replicas: [],
    patchFields: [],
    lines: new Map(),
    digest: '',
  });
  it('Flux merges an image of the same name (tag and digest together); Argo CD replaces it', () => {
    const k = { images: [{ name: 'app', newName: 'mirror/app', digest: 'sha256:1' }] };
    expect(editedKustomization(k, base('flux')).images).toEqual([
      { name: 'app', newName: 'mirror/app', newTag: '2' },
    ]);
    expect(editedKustomization(k, base('argocd')).images).toEqual([{ name: 'app', newTag: '2' }]);
  });
  it('patches and components are appended, the namespace and prefix set', () => {
    const o = {
      ...base('flux'),
      images: [],
      namespace: 'ns',
      namePrefix: 'p-',
      patches: [{ patch: 'x' }],
      components: ['../c'],
    };
    expect(
      editedKustomization({ resources: ['a.yaml'], patches: [{ path: 'p.yaml' }], namePrefix: 'q-' }, o),
    ).toEqual({
      resources: ['a.yaml'],
      patches: [{ path: 'p.yaml' }, { patch: 'x' }],
      components: ['../c'],
      namespace: 'ns',
      namePrefix: 'p-',
    });
  });
});
