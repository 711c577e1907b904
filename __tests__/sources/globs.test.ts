import picomatch from 'picomatch';
import { DEFAULT_EXCLUDE, DEFAULT_GLOB_REGEXES, globTest } from '../../src/sources/globs.js';

describe('globTest', () => {
  const globs = [
    ['**/*.{yaml,yml,json}', '**/Kustomization'],
    ['**/.git/**', '.git/**'],
    DEFAULT_EXCLUDE,
    ['deploy/*.yaml', 'a/**/b/*.y?ml', '!x/*.yaml', 'crds/[a-c]*.yaml', 'deploy/*.yaml/'],
    ['*.yaml'],
  ];
  const parts = [
    'a',
    'b',
    '.git',
    'node_modules',
    'deploy',
    'x',
    'crds',
    '.hidden',
    'c d',
    'ä',
    'x.yaml',
    '',
  ];
  const names = [
    'k.yaml',
    'k.yml',
    'k.json',
    'Kustomization',
    '.yaml',
    'k.YAML',
    'k.yaml.bak',
    'b.txt',
    'cat.yaml',
    'k.y',
  ];
  const paths = ['', 'k.yaml', '**/*.{yaml,yml,json}', 'deploy/*.yaml', '*.yaml'];
  for (const a of parts)
    for (const b of parts) for (const n of names) paths.push(`${a}/${b}/${n}`, `${a}/${n}`, n);

  it('decides as picomatch does, for every glob list and path', () => {
    for (const list of globs) {
      const ours = globTest(list, { dot: true });
      const theirs = picomatch(list, { dot: true });
      for (const p of paths) expect([list, p, ours(p)]).toEqual([list, p, theirs(p)]);
    }
  });
});

describe('the default globs, matched without loading picomatch', () => {
  it('are the regular expressions picomatch makes of them', () => {
    expect([...DEFAULT_GLOB_REGEXES.keys()]).toEqual([
      '**/*.{yaml,yml,json}',
      '**/Kustomization',
      '**/.git/**',
      '.git/**',
      ...DEFAULT_EXCLUDE,
    ]);
    for (const [glob, re] of DEFAULT_GLOB_REGEXES) {
      const theirs = picomatch.makeRe(glob, { dot: true });
      expect([glob, re.source, re.flags]).toEqual([glob, theirs.source, theirs.flags]);
    }
  });
});
