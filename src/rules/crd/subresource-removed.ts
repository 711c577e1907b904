import { crdFinding, crdRule, sameVersions } from '../../crd/findings.js';
import type { RuleFinding } from '../types.js';

export const subresourceRemoved = crdRule(
  {
    id: 'crd/subresource-removed',
    title: 'Subresource removed or changed',
    defaultSeverity: 'fail',
    description: 'The status or scale subresource of a version was removed, or the scale paths changed.',
    docs: {
      why: 'The operator writes status through `/status`; without the subresource those writes fail (or, worse, spec and status are written together). Removing `scale` breaks `kubectl scale` and every HorizontalPodAutoscaler targeting the resource; changed scale paths make them read and write the wrong field.',
      fix: 'Keep the subresources and their paths; change them only in a new API version.',
    },
  },
  (p) => {
    const out: RuleFinding[] = [];
    for (const [bv, hv] of sameVersions(p)) {
      for (const sub of ['status', 'scale']) {
        if (bv.subresources[sub] !== undefined && hv.subresources[sub] === undefined) {
          out.push(
            crdFinding(
              p,
              ['spec', 'versions', hv.index],
              `${hv.name}: subresource ${sub} removed: ${sub === 'status' ? "the operator's status updates fail" : 'kubectl scale and HorizontalPodAutoscalers targeting it break'}. Keep it.`,
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
                `${hv.name}: scale.${k} ${String(bs[k])} → ${String(hs[k])}: autoscalers and kubectl scale read and write another field. Keep the path.`,
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
