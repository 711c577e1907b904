import { crdFinding, sameVersions } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import type { RuleReport } from '../define.js';

export const subresourceRemoved = crdRule(
  {
    id: 'crd/subresource-removed',
    title: 'Subresource removed or changed',
    defaultSeverity: 'fail',
    description: 'The status or scale subresource of a version was removed, or the scale paths changed.',
    messages: {
      statusRemoved: "{{version}}: subresource status removed: the operator's status updates fail. Keep it.",
      scaleRemoved:
        '{{version}}: subresource scale removed: kubectl scale and HorizontalPodAutoscalers targeting it break. Keep it.',
      scalePath:
        '{{version}}: scale.{{key}} {{from}} → {{to}}: autoscalers and kubectl scale read and write another field. Keep the path.',
    },
    docs: {
      why: 'The operator writes status through `/status`; without the subresource those writes fail (or, worse, spec and status are written together). Removing `scale` breaks `kubectl scale` and every HorizontalPodAutoscaler targeting the resource; changed scale paths make them read and write the wrong field.',
      fix: 'Keep the subresources and their paths; change them only in a new API version.',
    },
  },
  (p) => {
    const out: RuleReport<'statusRemoved' | 'scaleRemoved' | 'scalePath'>[] = [];
    for (const [bv, hv] of sameVersions(p)) {
      for (const sub of ['status', 'scale']) {
        if (bv.subresources[sub] !== undefined && hv.subresources[sub] === undefined) {
          out.push(
            crdFinding(
              p,
              ['spec', 'versions', hv.index],
              { messageId: sub === 'status' ? 'statusRemoved' : 'scaleRemoved', data: { version: hv.name } },
              undefined,
              `${hv.name} subresources.${sub}`,
            ),
          );
        }
      }
      const bs = bv.subresources.scale as Record<string, unknown> | undefined;
      const hs = hv.subresources.scale as Record<string, unknown> | undefined;
      if (bs && hs) {
        for (const k of ['specReplicasPath', 'statusReplicasPath', 'labelSelectorPath']) {
          if (bs[k] !== hs[k])
            out.push(
              crdFinding(
                p,
                ['spec', 'versions', hv.index, 'subresources', 'scale', k],
                {
                  messageId: 'scalePath',
                  data: { version: hv.name, key: k, from: String(bs[k]), to: String(hs[k]) },
                },
                undefined,
                `${hv.name} subresources.scale.${k}`,
              ),
            );
        }
      }
    }
    return out;
  },
);
