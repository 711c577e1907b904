import type { Tree } from '../../index/types.js';
import type { SkippedFile, SkipReason } from '../../sources/snapshot.js';
import type { Rule, RuleFinding } from '../types.js';

/** Why each skip hides a manifest, and what to do; reasons reported elsewhere (parse-error) are absent. */
const WHY: Partial<Record<SkipReason, string>> = {
  binary:
    'has NUL bytes, so it was read as binary and not checked; kubectl, kustomize, Flux and Argo CD would still try to apply it',
  symlink:
    'is a symbolic link, which the gate does not follow (it could point outside the repository); kubectl apply -R would apply its target',
  'lfs-pointer':
    'is a Git LFS pointer: the manifest that would be applied is not in the repository, so it was not checked',
  'default-exclude':
    'is under node_modules/, which the gate leaves out by default; kubectl apply -R would apply it',
};
/** Findings per reason before the rest are counted in one. */
const PER_REASON = 20;

const key = (s: SkippedFile) => `${s.reason}\u0000${s.path}`;

/** The skips of the head side the rule reports, in path order. */
const reported = (tree: Tree) => tree.snapshot.skipped.filter((s) => WHY[s.reason]);

export const skippedFile: Rule = {
  id: 'input/skipped-file',
  title: 'Manifest not read',
  category: 'input',
  defaultSeverity: 'fail',
  description:
    'A file that Kubernetes tools would apply was not read: NUL bytes, a Git LFS pointer, a symbolic link, node_modules/, or Helm templates of a chart the PR added.',
  docs: {
    why: 'A skipped file is a file nobody checked. A pull request must not be able to hide a manifest from the gate by making it look binary, turning it into an LFS pointer or a link, putting it under node_modules/, or adding a Chart.yaml beside it: each of those is still applied by kubectl apply -R, kustomize, Flux or Argo CD.',
    fix: 'Make the file plain UTF-8 YAML in the repository (no NUL bytes, not an LFS pointer, not a link), move it out of node_modules/, or exclude it explicitly with `exclude:` if it is not a manifest.',
    cases: [
      ['a plain YAML manifest', 'pass'],
      ['a manifest with a NUL byte in its first 8000 bytes', 'fail'],
      ['a Git LFS pointer named `deploy/kafka.yaml`', 'fail'],
      ['a manifest under `node_modules/`', 'fail'],
      ['a `Chart.yaml` added beside templated YAML', 'warn'],
      ['the same skip already on the base side', 'warn'],
    ],
  },
  evaluate(ctx) {
    const before = new Set(reported(ctx.base).map(key));
    const out: RuleFinding[] = [];
    const counts = new Map<SkipReason, number>();
    for (const s of reported(ctx.head)) {
      const n = (counts.get(s.reason) ?? 0) + 1;
      counts.set(s.reason, n);
      if (n > PER_REASON) continue;
      const old = before.has(key(s));
      out.push({
        severity: old ? 'warn' : undefined,
        file: s.path,
        line: 1,
        side: 'head',
        message: `${s.path} ${WHY[s.reason]!}.${old ? ' Already skipped on the base revision.' : ''}`,
      });
    }
    for (const [reason, n] of counts)
      if (n > PER_REASON)
        out.push({
          side: 'head',
          message: `${n - PER_REASON} more files skipped for the same reason: ${WHY[reason]!}.`,
        });
    // A chart the PR adds turns plain folders into templates the gate cannot read: at least a warning.
    const baseFiles = new Set(ctx.base.snapshot.files.map((f) => f.path));
    for (const note of ctx.head.notes)
      if (/Chart\.ya?ml$/.test(note.file) && !baseFiles.has(note.file))
        out.push({
          severity: 'warn',
          file: note.file,
          line: 1,
          side: 'head',
          message: `${note.message}. This PR adds the chart, so these files are no longer checked.`,
        });
    return out;
  },
};
