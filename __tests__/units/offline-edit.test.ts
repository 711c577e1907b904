import { parseFile } from '../../src/manifests/parse.js';
import { KUSTOMIZATION_TYPE, readKustomization } from '../../src/units/kustomization.js';
import { offlineText } from '../../src/units/offline-edit.js';

/**
 * The kustomization kustomize is given: the user's bytes, with only remote references, references
 * out of the repository and Helm inflation cut out, every other byte and every line number kept.
 */
function edit(text: string, path = 'app/kustomization.yaml') {
  const [obj] = parseFile({ path, text }, {}, KUSTOMIZATION_TYPE).objects;
  return offlineText(text, readKustomization(obj!));
}

describe('offline kustomization edits', () => {
  it('a kustomization with nothing to cut out is handed over byte for byte', () => {
    const text = '# mine\r\nresources: [a.yaml]\r\ngeneratorOptions: {disableNameSuffixHash: on}\r\n';
    expect(edit(text)).toEqual({ text });
  });

  it('block entries are blanked line by line: every other byte and line number kept', () => {
    const text = [
      'resources:',
      '  - a.yaml',
      '  - https://example.com/x.yaml   # remote',
      '  - ../../../../outside',
      'patches:',
      '  - path: https://example.com/p.yaml',
      '    target:',
      '      kind: ConfigMap',
      '  - path: local.yaml',
      'helmCharts:',
      '  - name: x',
      '    repo: https://charts.example.com',
      'generatorOptions: {disableNameSuffixHash: on}',
      '',
    ].join('\n');
    const out = edit(text);
    expect(out).toEqual({
      text: [
        'resources:',
        '  - a.yaml',
        '',
        '',
        'patches:',
        '',
        '',
        '',
        '  - path: local.yaml',
        '',
        '',
        '',
        'generatorOptions: {disableNameSuffixHash: on}',
        '',
      ].join('\n'),
    });
  });

  it('an entry of a one-line flow list is cut by writing that list again, its other entries as JSON strings', () => {
    const text = 'resources: [a.yaml, "git::https://example.com/r.git", b.yaml]  # mine\nnamespace: x\n';
    expect(edit(text)).toEqual({ text: 'resources: ["a.yaml","b.yaml"]\nnamespace: x\n' });
    const nested = 'configMapGenerator:\n  - name: g\n    files: [a.conf, https://example.com/b.conf]\n';
    expect(edit(nested)).toEqual({
      text: 'configMapGenerator:\n  - name: g\n    files: ["a.conf"]\n',
    });
  });

  it('a kustomization left empty ends with resources: [] (kustomize refuses an empty one)', () => {
    const text =
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - github.com/org/repo//deploy?ref=v1\n';
    expect(edit(text)).toEqual({
      text: 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n\n\nresources: []\n',
    });
  });

  it('a layout that cannot be cut line by line is an error naming the line, never a rewrite', () => {
    expect(edit('{resources: [a.yaml, "https://example.com/x.yaml"], namespace: x}\n')).toEqual({
      error: expect.stringMatching(/^app\/kustomization\.yaml:1: cannot remove/) as string,
    });
    expect(edit('resources: [a.yaml,\n  "https://example.com/x.yaml"]\n')).toEqual({
      error: 'app/kustomization.yaml:2: cannot remove an entry of a flow list that spans lines',
    });
  });

  it("the first key of a list item goes, the item's dash stays", () => {
    expect(edit('secretGenerator:\n  - env: https://example.com/a.env\n    name: s\n')).toEqual({
      text: 'secretGenerator:\n  -\n    name: s\n',
    });
  });
});
