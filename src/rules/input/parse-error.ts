import type { ParseProblem } from '../../manifests/types.js';
import type { Tree } from '../../index/types.js';
import { groupedCount } from '../../message.js';
import { defineRule } from '../define.js';
import { findingsAgainstBase } from './baseline.js';

/** Problems of one side: parse errors plus files the source refused (invalid UTF-8, too large). */
function problemsOf(tree: Tree): ParseProblem[] {
  const problems = tree.files.flatMap((f) => f.problems);
  for (const s of tree.snapshot.skipped) {
    if (s.reason === 'invalid-utf8') {
      const line = Number(/line (\d+)/.exec(s.detail ?? '')?.[1] ?? 1);
      problems.push({ file: s.path, line, message: `not valid UTF-8${s.detail ? ` (${s.detail})` : ''}` });
    } else if (s.reason === 'too-large') {
      problems.push({
        file: s.path,
        line: 1,
        message: `file not read: larger than the size cap${s.detail ? ` (${s.detail})` : ''}`,
      });
    }
  }
  return problems;
}

type MessageId = 'unreadable' | 'alreadyUnreadable' | 'unchangedUnread' | 'unchangedUnreadCrds';

const sig = (p: ParseProblem) => `${p.file}\u0000${p.message}`;

export const parseError = defineRule({
  id: 'input/parse-error',
  title: 'Manifest cannot be read',
  category: 'input',
  defaultSeverity: 'fail',
  description:
    'A YAML or JSON file in the head revision cannot be parsed, is not valid UTF-8, is too large, or is unsafe to expand.',
  messages: {
    unreadable:
      '{{problem}}. Nothing in this file was checked: fix the syntax (or exclude the file with `exclude:`) so the gate can judge it.',
    alreadyUnreadable: '{{problem}}. Already present on the base revision.',
    unchangedUnread:
      '{{files}} unchanged files were not parsed: each has the same text on both sides, and its objects ({{kinds}}) are none a check reads, a changed CRD validates or a changed file could duplicate. A problem already present in one of them (a syntax error, a duplicate object) is not reported by this run.',
    unchangedUnreadCrds:
      '{{files}} unchanged files were not parsed: each has the same text on both sides, and its objects ({{kinds}}) are none a check reads, a changed CRD validates or a changed file could duplicate; CustomResourceDefinitions among them: {{crds}}, none a changed object could be of or a changed CRD could claim the kind or name of. A problem already present in one of them (a syntax error, a duplicate object; for those CRDs, what crd/invalid and crd/storage-version-count would say of them) is not reported by this run.',
  },
  docs: {
    why: 'An unreadable file hides every problem in it. The gate keeps going (every other file is still checked) but it cannot vouch for this one, so the PR fails until the file reads. Unreadable means: a YAML or JSON syntax error (at the line the parser reports); a key twice in one mapping (Kubernetes\' strict decoder rejects it); unsafe input (excessive aliasing such as a "billion laughs" document, nesting deeper than the limit); a file that is not valid UTF-8 (at the line of the first bad byte) or larger than the size cap (10 MiB by default). The rule also carries notices that never count: one per Helm chart whose `templates/` were skipped, because Go templates are not YAML until rendered; and, in a run with 1,000 or more files the same on both sides, how many of those were not parsed because nothing needs them (docs/performance.md), unchanged CRDs among them when no changed object could be of a kind they define and no changed CRD could claim their kind or name: a problem already present in one of them (for those CRDs, their own `crd/invalid` and `crd/storage-version-count` warnings) is then not reported, and the notice says so.',
    fix: 'Fix the syntax at the line shown (`yamllint` or `kubectl apply --dry-run=client -f FILE` help), or, if the file is not a manifest at all, leave it out with `exclude:` in the config or the `exclude` input. A file larger than the cap: raise `maxFileSize` in the config, or exclude it. A problem already present on the base revision is reported as a warning ("already present"): the PR did not cause it.',
  },
  check(ctx) {
    const out = findingsAgainstBase<ParseProblem, MessageId>(
      problemsOf(ctx.base),
      problemsOf(ctx.head),
      sig,
      { fresh: 'unreadable', old: 'alreadyUnreadable' },
      (p) => ({ problem: p.message }),
    );
    const unread = ctx.head.unread;
    if (unread)
      out.push({
        severity: 'notice',
        messageId: unread.crds ? 'unchangedUnreadCrds' : 'unchangedUnread',
        data: {
          files: groupedCount(unread.files),
          kinds: kindList(unread.kinds),
          ...(unread.crds ? { crds: groupedCount(unread.crds) } : {}),
        },
      });
    return out;
  },
});

/** At most five kinds named, then how many more. */
function kindList(kinds: readonly string[]): string {
  const more = kinds.length - 5;
  return more > 0 ? `${kinds.slice(0, 5).join(', ')} and ${more} more` : kinds.join(', ');
}
