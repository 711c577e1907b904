import { crdFinding, sameVersions } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import type { RuleFinding } from '../../finding.js';

export const selectableFieldsRemoved = crdRule(
  {
    id: 'crd/selectable-fields-removed',
    title: 'Selectable field removed',
    defaultSeverity: 'warn',
    description:
      'A `selectableFields` entry of a served version is gone on head: field selectors on it stop working.',
    docs: {
      why: 'Since Kubernetes 1.30 a CRD version can list `selectableFields`, and clients filter on them with a field selector (`kubectl get <kind> --field-selector spec.color=red`, informers, controllers watching a subset). Once the entry is gone the API server refuses such a list or watch ("field label not supported"), so a controller or script that relies on it stops seeing its objects. Nothing stored changes, so it is a warning.',
      fix: 'Keep the entry (it costs nothing while the field exists), or remove it only in a new API version and tell the clients that filter on it. A version that stops being served is reported by `crd/served-version-removed` instead.',
    },
  },
  (p) => {
    const out: RuleFinding[] = [];
    for (const [bv, hv] of sameVersions(p)) {
      if (!bv.served || !hv.served) continue;
      const gone = bv.selectableFields.filter((j) => !hv.selectableFields.includes(j));
      for (const jsonPath of gone)
        out.push(
          crdFinding(
            p,
            hv.selectableFields.length
              ? ['spec', 'versions', hv.index, 'selectableFields']
              : ['spec', 'versions', hv.index],
            `selectable field ${jsonPath} removed from ${hv.name}: clients that list or watch with a field selector on it (\`--field-selector ${jsonPath.replace(/^\./, '')}=…\`) are refused ("field label not supported"). Keep it, or remove it only in a new API version.`,
            undefined,
            `${hv.name} selectableFields ${jsonPath}`,
          ),
        );
    }
    return out;
  },
);
