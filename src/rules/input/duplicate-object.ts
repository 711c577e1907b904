import { objectRef } from '../../manifests/locate.js';
import type { Rule } from '../types.js';
import type { RuleFinding } from '../../finding.js';

export const duplicateObject: Rule = {
  id: 'input/duplicate-object',
  title: 'Object defined twice',
  category: 'input',
  defaultSeverity: 'fail',
  description:
    'The same object (API group, kind, namespace, name) is defined more than once in the head revision: one definition silently wins on apply.',
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    for (const [key, list] of ctx.head.duplicates) {
      const [first, ...rest] = list;
      if (!first) continue;
      const old = ctx.base.duplicates.has(key);
      for (const dup of rest) {
        out.push({
          severity: old ? 'warn' : undefined,
          file: dup.file,
          line: dup.line,
          side: 'head',
          object: objectRef(dup),
          message: `${objectRef(dup)} is defined again here; first definition at ${first.file}:${first.line}. ${
            old
              ? 'Already present on the base revision.'
              : 'Whichever is applied last wins, and the gate compares only the first: remove or rename one of them.'
          }`,
        });
      }
    }
    return out;
  },
};
