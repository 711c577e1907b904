import { parseFile } from '../../src/manifests/parse.js';
import fc from 'fast-check';
import { crdAlwaysRead, crdNeedsOf, crdTextNeeded, hasWord, RESPELLED } from '../../src/index/unread-crds.js';
import { crdOf, schemaVersion } from '../helpers/crd.js';

// Whether an unchanged CRD text is needed, decided on its text alone: every way a text can define a
// kind the change needs must answer yes (a PR cannot hide a CRD its resources are of).
const changed = (...texts: string[]) =>
  texts.map((text, i) => parseFile({ path: `changed/${i}.yaml`, text }));
const resource = (apiVersion: string, kind: string) =>
  `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: x\n  namespace: apps\n`;
const widgetCrd = crdOf('widgets', 'example.com', 'Widget', schemaVersion('v1', true, { size: 'integer' }));

describe('hasWord', () => {
  it('finds a word only with no word character beside it', () => {
    expect(hasWord('kind: Widget\n', 'Widget')).toBe(true);
    expect(hasWord('{kind: "Widget"}', 'Widget')).toBe(true);
    expect(hasWord('kind: Widget25\n', 'Widget2')).toBe(false);
    expect(hasWord('name: widgets.example.com', 'example.com')).toBe(false);
    expect(hasWord('name: a.Widget-b, kind: Widget', 'Widget')).toBe(true);
  });

  it('takes exactly [A-Za-z0-9._-] as word characters, on either side', () => {
    for (let c = 0; c < 0x300; c++) {
      const ch = String.fromCharCode(c);
      const word = /[A-Za-z0-9._-]/.test(ch);
      expect([ch, hasWord(`${ch}Widget`, 'Widget'), hasWord(`Widget${ch}`, 'Widget')]).toEqual([
        ch,
        !word,
        !word,
      ]);
    }
  });
});

describe('an unchanged CRD text', () => {
  const needs = (...texts: string[]) => crdNeedsOf(changed(...texts));

  it('is needed by a changed resource of its group and kind, in any plain spelling', () => {
    const n = needs(resource('example.com/v1', 'Widget'));
    expect(crdTextNeeded(widgetCrd, n)).toBe(true);
    const flow = `{"apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition", "spec": {"group": 'example.com', "names": {"kind": "Widget"}}}`;
    expect(crdTextNeeded(flow, n)).toBe(true);
    // An anchor and an alias: the value is still written once as a whole word.
    const aliased = 'x: &k Widget\nspec:\n  group: example.com\n  names:\n    kind: *k\n';
    expect(crdTextNeeded(aliased, n)).toBe(true);
  });

  it('is not needed when its group or its kind is not there as a word', () => {
    expect(crdTextNeeded(widgetCrd, needs(resource('example.com/v1', 'Widge')))).toBe(false);
    expect(crdTextNeeded(widgetCrd, needs(resource('other.example.com/v1', 'Widget')))).toBe(false);
    // Core-group objects have no CRD (a CRD's group is never empty).
    expect(crdTextNeeded(widgetCrd, needs(resource('v1', 'Widget')))).toBe(false);
  });

  it('is needed by a changed CRD of its group sharing a name, or with its own name', () => {
    const rival = crdOf('cogs', 'example.com', 'Widget', schemaVersion('v1', true, { a: 'string' }));
    expect(crdTextNeeded(widgetCrd, needs(rival))).toBe(true);
    const samePlural = crdOf('widgets', 'example.com', 'Gizmo', schemaVersion('v1', true, { a: 'string' }));
    expect(crdTextNeeded(widgetCrd, needs(samePlural))).toBe(true);
    const otherGroup = crdOf('widgets', 'other.io', 'Widget', schemaVersion('v1', true, { a: 'string' }));
    expect(crdTextNeeded(widgetCrd, needs(otherGroup))).toBe(false);
    // Its name only (a duplicate): `metadata.name: widgets.example.com` under another group.
    const dup = otherGroup.replace('name: widgets.other.io', 'name: widgets.example.com');
    expect(crdTextNeeded(widgetCrd, needs(dup))).toBe(true);
  });

  it('is always needed when a changed value is not plain (quotes, spaces): no spelling is sure', () => {
    const odd = 'apiVersion: example.com/v1\nkind: "Wid get"\nmetadata:\n  name: x\n';
    expect(crdNeedsOf(changed(odd)).all).toBe(true);
    expect(crdTextNeeded('anything', needs(odd))).toBe(true);
    const noNames =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: a.b.c\nspec:\n  group: b.c\n';
    expect(crdNeedsOf(changed(noNames)).all).toBe(true);
  });

  it('is always read when Strimzi holds it or a tag may rewrite a value', () => {
    expect(crdAlwaysRead(crdOf('kafkas', 'kafka.strimzi.io', 'Kafka', ''))).toBe(true);
    expect(crdAlwaysRead(`${widgetCrd}  x: !!binary V2lkZ2V0\n`)).toBe(true);
    expect(crdAlwaysRead(`${widgetCrd}  x: !<tag:yaml.org,2002:str> a\n`)).toBe(true);
    expect(crdAlwaysRead(`${widgetCrd}  x: !!bin%61ry V2lkZ2V0\n`)).toBe(true);
    expect(crdAlwaysRead(widgetCrd)).toBe(false);
  });

  it('answers as one case-insensitive expression of Strimzi and every respelling would (property)', () => {
    const oneExpression = new RegExp(`strimzi|${RESPELLED}`, 'i');
    const piece = fc.constantFrom(
      '!',
      '!!',
      '<',
      '%',
      ' ',
      '\n',
      'x',
      'S',
      'strimzi',
      'StRiMzI',
      'BINARY',
      'bin',
      'ary',
      'ſ',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        expect(crdAlwaysRead(text)).toBe(oneExpression.test(text));
      }),
      { numRuns: 3000 },
    );
  });
});
