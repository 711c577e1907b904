import type { ParseProblem } from '../../manifests/types.js';
import type { Tree } from '../../index/types.js';
import type { Rule, RuleFinding } from '../types.js';

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

const sig = (p: ParseProblem) => `${p.file}\u0000${p.message}`;

export const parseError: Rule = {
  id: 'input/parse-error',
  title: 'Manifest cannot be read',
  category: 'input',
  defaultSeverity: 'fail',
  description:
    'A YAML or JSON file in the head revision cannot be parsed, is not valid UTF-8, is too large, or is unsafe to expand.',
  evaluate(ctx) {
    const before = new Set(problemsOf(ctx.base).map(sig));
    const out: RuleFinding[] = problemsOf(ctx.head).map((p) => {
      const old = before.has(sig(p));
      return {
        severity: old ? 'warn' : undefined,
        file: p.file,
        line: p.line,
        side: 'head',
        message: `${p.message}. ${
          old
            ? 'Already present on the base revision.'
            : 'Nothing in this file was checked: fix the syntax (or exclude the file with `exclude:`) so the gate can judge it.'
        }`,
      };
    });
    return out;
  },
};
