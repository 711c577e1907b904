import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import type { FindingAction } from '../../finding.js';

/** Conversion dropped while several versions stay served: nothing converts between them any more. */
const toNoneAction = (stance: 'consumer' | 'author'): FindingAction =>
  stance === 'consumer'
    ? {
        key: `crd/conversion-changed none ${stance}`,
        kind: 'procedure',
        text: 'Write and read these objects through one version only: with strategy None nothing converts between the served versions',
      }
    : {
        key: `crd/conversion-changed none ${stance}`,
        kind: 'edit',
        text: 'Make the served schemas accept the same objects before dropping the conversion webhook, or serve only one version',
      };

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
      toNone:
        'conversion strategy {{from}} → None while {{served}} versions are served: objects are now served unchanged in every version, with no webhook to convert them (crd/served-versions-incompatible judges whether their schemas allow that).',
    },
    docs: {
      why: 'Conversion runs on every read of an object in a version other than the stored one. A webhook that is unreachable, or not yet deployed when the CRD changes, makes every such read fail. A move to `None` on a CRD that now serves a single version converts nothing, so it is not reported; with several served versions objects are served unchanged in each (a warning, and `crd/served-versions-incompatible` judges the schemas).',
      fix: 'Deploy the conversion webhook before the CRD that points at it, and keep the old strategy working until every object is migrated. Moving to `None`: make sure the served versions accept the same objects, or serve only one.',
    },
  },
  (p, ctx) => {
    if (!p.base || !p.head) return [];
    const b = JSON.stringify(p.base.conversion);
    const h = JSON.stringify(p.head.conversion);
    if (b === h) return [];
    const bs = String(p.base.conversion.strategy ?? 'None');
    const hs = String(p.head.conversion.strategy ?? 'None');
    const served = p.head.versions.filter((v) => v.served).length;
    // One served version: nothing is converted, so there is nothing to deploy or check.
    if (hs === 'None' && served <= 1) return [];
    if (hs === 'None' && bs !== hs)
      return [
        {
          ...crdFinding(p, ['spec', 'conversion'], {
            messageId: 'toNone',
            data: { from: bs, served: String(served) },
          }),
          action: toNoneAction(ctx.analyses.crdStance.stance),
        },
      ];
    return [
      crdFinding(p, ['spec', 'conversion'], {
        messageId: bs === hs ? 'settings' : 'strategy',
        data: { from: bs, to: hs },
      }),
    ];
  },
);
