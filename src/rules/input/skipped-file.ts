import type { Tree } from '../../index/types.js';
import type { SkippedFile, SkipReason } from '../../sources/snapshot.js';
import { plural } from '../../message.js';
import { defineRule, type RuleReport } from '../define.js';
import { findingsAgainstBase } from './baseline.js';
import { unreadReferences } from './unread-references.js';

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

type MessageId =
  | 'skipped'
  | 'alreadySkipped'
  | 'more'
  | 'chartAdded'
  | 'excludedChanged'
  | 'excluded'
  | 'unreadReference'
  | 'alreadyUnreadReference';

/** Files a kustomization names that were not read: a failure where the PR makes the reference. */
function unreadReferenceFindings(ctx: { base: Tree; head: Tree }): RuleReport<MessageId>[] {
  const key = (r: { file: string; path: string }) => `${r.file}\u0000${r.path}`;
  return findingsAgainstBase(
    unreadReferences(ctx.base),
    unreadReferences(ctx.head),
    key,
    { fresh: 'unreadReference', old: 'alreadyUnreadReference' },
    (r) => ({ path: r.path }),
  );
}

/** Paths named in the notice on files left out by `exclude` before the rest are counted. */
const NAMED = 5;

/**
 * Files the user's `exclude` globs leave out: never silent. One the PR adds or changes is a
 * located warning (the PR may be hiding a manifest); the rest are one notice that names them.
 */
function excludedFiles(ctx: { base: Tree; head: Tree }): RuleReport<MessageId>[] {
  const excluded = (t: Tree) => t.snapshot.skipped.filter((s) => s.reason === 'excluded');
  const before = new Set(excluded(ctx.base).map((s) => `${s.path}\u0000${s.content}`));
  const out: RuleReport<MessageId>[] = [];
  const unchanged: string[] = [];
  for (const s of excluded(ctx.head)) {
    if (before.has(`${s.path}\u0000${s.content}`)) unchanged.push(s.path);
    else if (out.length < PER_REASON)
      out.push({
        severity: 'warn',
        file: s.path,
        line: 1,
        side: 'head',
        messageId: 'excludedChanged',
        data: { path: s.path },
      });
    else unchanged.push(s.path);
  }
  if (unchanged.length) {
    const named = unchanged.slice(0, NAMED).join(', ');
    const rest = unchanged.length > NAMED ? ` and ${unchanged.length - NAMED} more` : '';
    out.push({
      severity: 'notice',
      side: 'head',
      messageId: 'excluded',
      data: {
        count: plural(unchanged.length, 'file'),
        were: unchanged.length === 1 ? 'was' : 'were',
        files: `${named}${rest}`,
      },
    });
  }
  return out;
}

export const skippedFile = defineRule({
  id: 'input/skipped-file',
  title: 'Manifest not read',
  category: 'input',
  defaultSeverity: 'fail',
  description:
    'A file that Kubernetes tools would apply was not read: NUL bytes, a Git LFS pointer, a symbolic link, node_modules/, Helm templates of a chart the PR added, a kustomization resource or patch no include glob matches (`crd.txt`), or an `exclude` glob (a warning where the PR adds or changes the file, else one notice naming them).',
  messages: {
    skipped: '{{path}} {{why}}.',
    alreadySkipped: '{{path}} {{why}}. Already skipped on the base revision.',
    more: '{{count}} more skipped for the same reason: {{why}}.',
    chartAdded: '{{note}}. This PR adds the chart, so these files are no longer checked.',
    excludedChanged:
      '{{path}} is left out by an `exclude` glob and this PR adds or changes it: the gate did not check it, but kubectl apply -R, kustomize, Flux or Argo CD would still apply it if it is a manifest.',
    excluded: '{{count}} left out by `exclude` {{were}} not checked: {{files}}.',
    unreadReference:
      'This kustomization names {{path}}, which the gate did not read (not a .yaml, .yml or .json file matching `paths`, left out by `exclude`, or missing): kustomize, Flux and Argo CD would apply it unjudged.',
    alreadyUnreadReference:
      'This kustomization names {{path}}, which the gate did not read. Already so on the base revision.',
  },
  docs: {
    why: 'A skipped file is a file nobody checked. A pull request must not be able to hide a manifest from the gate by making it look binary, turning it into an LFS pointer or a link, putting it under node_modules/, adding a Chart.yaml beside it, or adding it under a path the `exclude` globs leave out: each of those is still applied by kubectl apply -R, kustomize, Flux or Argo CD. Files your `exclude` globs leave out are named in one notice, so a glob that hides more than meant shows.',
    fix: 'Make the file plain UTF-8 YAML in the repository (no NUL bytes, not an LFS pointer, not a link), move it out of node_modules/, or exclude it explicitly with `exclude:` if it is not a manifest.',
  },
  check(ctx) {
    const before = new Set(reported(ctx.base).map(key));
    const out: RuleReport<MessageId>[] = [];
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
        messageId: old ? 'alreadySkipped' : 'skipped',
        data: { path: s.path, why: WHY[s.reason]! },
      });
    }
    for (const [reason, n] of counts)
      if (n > PER_REASON)
        out.push({
          side: 'head',
          messageId: 'more',
          data: { count: plural(n - PER_REASON, 'file'), why: WHY[reason]! },
        });
    // A chart the PR adds turns plain folders into templates the gate cannot read: at least a warning.
    const baseFiles = new Set(ctx.base.snapshot.files.map((f) => f.path));
    for (const note of ctx.head.unrendered)
      if (/(^|\/)Chart\.ya?ml$/.test(note.file) && !baseFiles.has(note.file))
        out.push({
          severity: 'warn',
          file: note.file,
          line: 1,
          side: 'head',
          messageId: 'chartAdded',
          data: { note: note.message },
        });
    out.push(...excludedFiles(ctx), ...unreadReferenceFindings(ctx));
    // Every file named here went unchecked, except those the user's own `exclude` leaves out.
    return out.map((f) => ('messageId' in f && f.messageId === 'excluded' ? f : { ...f, unjudged: true }));
  },
});
