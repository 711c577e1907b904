import { schemaChangeRule } from './factories.js';

export const unhandledChange = schemaChangeRule({
  id: 'crd/unhandled-change',
  title: 'Schema change the gate cannot classify',
  defaultSeverity: 'fail',
  description:
    'A schema keyword changed that no check understands; fails while `crd.unhandled` is `closed` (the default).',
  kinds: ['unhandled'],
  /** `crd.unhandled: open` reports unclassified changes as notices. */
  severityFrom: ({ crd }) => (crd.unhandled === 'open' ? 'notice' : undefined),
  advice: (_c, { crd }) =>
    crd.unhandled === 'open'
      ? 'Reported as a notice because crd.unhandled is open.'
      : 'Unknown is not safe: review it by hand, then waive it with a reason or set `crd.unhandled: open`.',
  docs: {
    why: 'Every keyword of a schema either has a check or lands here, so nothing changes silently. A change the gate cannot judge might break stored objects.',
    fix: 'Review the change. If it is safe, waive the finding with the reason; `crd.unhandled: open` reports such changes as notices instead.',
  },
});
