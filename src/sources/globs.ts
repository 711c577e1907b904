import type Picomatch from 'picomatch';
import { picomatch } from './picomatch-load.js';
import type { SnapshotOptions } from './snapshot.js';

/** YAML and JSON files, and `Kustomization` (kustomize's extension-less kustomization file). */
const DEFAULT_INCLUDE = ['**/*.{yaml,yml,json}', '**/Kustomization'];
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Git's own folder: never manifests. */
const ALWAYS_EXCLUDE = ['**/.git/**', '.git/**'];
/**
 * Left out by default, but reported: a manifest under `node_modules/` is one kubectl apply -R
 * would apply, so each is a skipped-file finding (input/skipped-file), never a silent exclude.
 */
export const DEFAULT_EXCLUDE = ['**/node_modules/**', 'node_modules/**'];

/** What picomatch's `**` part becomes with `dot: true`: any folders, none of them `.` or `..`. */
const ANY_DIRS = String.raw`(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)`;
/** What picomatch's trailing `/**` becomes with `dot: true`: nothing, or any path below. */
const ANY_BELOW = String.raw`(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$)`;
/**
 * `picomatch.makeRe(glob, { dot: true })` of every default glob above, as picomatch writes it
 * (__tests__/sources/globs.test.ts compares them): a run with the default globs never loads
 * picomatch (src/sources/picomatch-load.ts).
 */
export const DEFAULT_GLOB_REGEXES: ReadonlyMap<string, RegExp> = new Map([
  [
    '**/*.{yaml,yml,json}',
    new RegExp(String.raw`^(?:${ANY_DIRS}(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\.(yaml|yml|json))$`),
  ],
  ['**/Kustomization', new RegExp(`^(?:${ANY_DIRS}Kustomization)$`)],
  ['**/.git/**', new RegExp(String.raw`^(?:${ANY_DIRS}\.git${ANY_BELOW})$`)],
  ['.git/**', new RegExp(String.raw`^(?:\.git${ANY_BELOW})$`)],
  ['**/node_modules/**', new RegExp(`^(?:${ANY_DIRS}node_modules${ANY_BELOW})$`)],
  ['node_modules/**', new RegExp(`^(?:node_modules${ANY_BELOW})$`)],
]);

/**
 * `picomatch(globs, options)` as a plain test: a path matches when it is one of the globs or a
 * glob's regular expression matches it — what picomatch's matcher decides, without the state and
 * result objects it builds per call (6,000 paths: ~10 ms of a run). Windows paths go to picomatch
 * itself (it turns backslashes into slashes there).
 */
export function globTest(
  globs: readonly string[],
  options: Picomatch.PicomatchOptions,
): (path: string) => boolean {
  if (process.platform === 'win32') return picomatch()([...globs], options);
  const dotOnly = options.dot === true && Object.keys(options).length === 1;
  const regexes = globs.map(
    (g) => (dotOnly && DEFAULT_GLOB_REGEXES.get(g)) || picomatch().makeRe(g, options),
  );
  return (path) => path !== '' && regexes.some((re, i) => path === globs[i] || re.test(path));
}

/**
 * Whether a snapshot-relative path (with `/`) is read (`true`), left out by the default exclude
 * (`'default-exclude'`: reported), left out by an exclude glob the user gave (`'excluded'`:
 * reported too, a notice, or a warning where the PR adds or changes the file), or not wanted
 * (`false`: it matches no include glob, or is in `.git/`).
 */
export function makeFileFilter(
  opts: Pick<SnapshotOptions, 'paths' | 'exclude'>,
): (path: string) => boolean | 'default-exclude' | 'excluded' {
  const include = globTest(opts.paths.length ? opts.paths : DEFAULT_INCLUDE, { dot: true });
  const never = globTest(ALWAYS_EXCLUDE, { dot: true });
  const exclude = opts.exclude.length ? globTest(opts.exclude, { dot: true }) : () => false;
  const byDefault = globTest(DEFAULT_EXCLUDE, { dot: true });
  return (raw) => {
    // Globs never match a newline or another control character: a folder named "a\nb" must not
    // fall out of `**/*.yaml`, so such characters are matched as ordinary ones.
    const path = raw.replace(CONTROL, '_');
    if (!include(path) || never(path)) return false;
    if (exclude(path)) return 'excluded';
    return byDefault(path) ? 'default-exclude' : true;
  };
}

export type FileFilter = ReturnType<typeof makeFileFilter>;

const sharedFilters = new WeakMap<object, FileFilter>();

/**
 * {@link makeFileFilter} for one options object, made once and remembering each path's answer: a
 * run reads both sides with the same options, and most paths are on both (each judged once).
 */
export function sidesFileFilter(opts: Pick<SnapshotOptions, 'paths' | 'exclude'>): FileFilter {
  let shared = sharedFilters.get(opts);
  if (!shared) {
    const filter = makeFileFilter(opts);
    const judged = new Map<string, ReturnType<FileFilter>>();
    shared = (path) => {
      let k = judged.get(path);
      if (k === undefined) judged.set(path, (k = filter(path)));
      return k;
    };
    sharedFilters.set(opts, shared);
  }
  return shared;
}
