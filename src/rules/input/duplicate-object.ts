import { objectRef } from '../../manifests/locate.js';
import { sameContent } from '../../index/same-content.js';
import { defineRule, type RuleReport } from '../define.js';

export const duplicateObject = defineRule({
  id: 'input/duplicate-object',
  title: 'Object defined twice',
  category: 'input',
  defaultSeverity: 'fail',
  description:
    'The same object (API group, kind, namespace, name) is defined more than once in the head revision: one definition silently wins on apply.',
  messages: {
    duplicate:
      '{{object}} is defined again here; first definition at {{first}}. Whichever is applied last wins, and the gate compares only the first: remove or rename one of them.',
    alreadyDuplicate:
      '{{object}} is defined again here; first definition at {{first}}. Already present on the base revision.',
    identical:
      '{{object}} is defined again here, identical to the first definition at {{first}}: applying either gives the same object, but keep one source of truth.',
  },
  docs: {
    why: '`kubectl apply`, Argo CD and Flux apply both definitions; the last one wins, and which one is last depends on file order. The gate pairs base and head objects by identity, so with two definitions it compares only the first and could miss what the second changes (custom resources are the exception: each copy is validated against its CRD, as an update from its own base copy, the one in the same file). The API version does not matter: `kafka.strimzi.io/v1beta2` and `kafka.strimzi.io/v1` of the same `Kafka` are the same object.',
    fix: "Delete one definition, or give them different names or namespaces. When a tool renders the same object twice on purpose (Kustomize overlays rendered side by side), point `paths:` at one overlay. A duplicate already present on the base revision, or identical to the first definition (a chart's copy of an install file), is reported as a warning.",
  },
  check(ctx) {
    const out: RuleReport<'duplicate' | 'alreadyDuplicate' | 'identical'>[] = [];
    for (const [key, list] of ctx.head.duplicates) {
      const [first, ...rest] = list;
      if (!first) continue;
      const old = ctx.base.duplicates.has(key);
      for (const dup of rest) {
        // The same content twice (a chart's copy of an install file): nothing wins over anything.
        const same = sameContent(dup, first);
        out.push({
          severity: old || same ? 'warn' : undefined,
          file: dup.file,
          line: dup.line,
          side: 'head',
          object: objectRef(dup),
          messageId: old ? 'alreadyDuplicate' : same ? 'identical' : 'duplicate',
          data: { object: objectRef(dup), first: `${first.file}:${first.line}` },
        });
      }
    }
    return out;
  },
});
