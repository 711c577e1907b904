import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';

export const conversionChanged = crdRule(
  {
    id: 'crd/conversion-changed',
    title: 'Conversion changed',
    defaultSeverity: 'warn',
    description: 'The conversion strategy or webhook configuration changed.',
    messages: {
      strategy:
        'conversion strategy {{from}} → {{to}}: reads in non-storage versions go through it. Deploy the webhook before this CRD and keep it reachable.',
      settings:
        'conversion settings changed (strategy {{to}}): reads in non-storage versions go through it. Deploy the webhook before this CRD and keep it reachable.',
    },
    docs: {
      why: 'Conversion runs on every read of an object in a version other than the stored one. A webhook that is unreachable, or not yet deployed when the CRD changes, makes every such read fail.',
      fix: 'Deploy the conversion webhook before the CRD that points at it, and keep the old strategy working until every object is migrated.',
    },
  },
  (p) => {
    if (!p.base || !p.head) return [];
    const b = JSON.stringify(p.base.conversion);
    const h = JSON.stringify(p.head.conversion);
    if (b === h) return [];
    const bs = String(p.base.conversion.strategy ?? 'None');
    const hs = String(p.head.conversion.strategy ?? 'None');
    return [
      crdFinding(p, ['spec', 'conversion'], {
        messageId: bs === hs ? 'settings' : 'strategy',
        data: { from: bs, to: hs },
      }),
    ];
  },
);
