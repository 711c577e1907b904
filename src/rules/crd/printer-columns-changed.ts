import { crdFinding, sameVersions } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import type { RuleFinding } from '../../finding.js';

/** A printer column's JSONPath as a schema field path (`.spec.replicas` → ['spec', 'replicas']), simple paths only. */
function fieldsOf(jsonPath: string): string[] | undefined {
  if (!/^(\.[A-Za-z0-9_-]+)+$/.test(jsonPath)) return undefined;
  return jsonPath.slice(1).split('.');
}

function schemaHas(schema: Record<string, unknown> | undefined, fields: string[]): boolean {
  let node = schema;
  for (const f of fields) {
    if (!node) return false;
    if (node['x-kubernetes-preserve-unknown-fields'] === true) return true;
    const props = node.properties as Record<string, Record<string, unknown>> | undefined;
    if (!props) return fields[0] === 'metadata' || node.additionalProperties !== undefined;
    node = props[f];
  }
  return node !== undefined;
}

export const printerColumnsChanged = crdRule(
  {
    id: 'crd/printer-columns-changed',
    title: 'Printer column removed or broken',
    defaultSeverity: 'warn',
    description:
      'An additionalPrinterColumn was removed, or its JSONPath points at a field the schema no longer has.',
    docs: {
      why: '`kubectl get` output is parsed by scripts and read by people; a removed column or one whose field is gone shows empty values without an error.',
      fix: 'Keep the column, or point it at the field that replaced the old one.',
    },
  },
  (p) => {
    const out: RuleFinding[] = [];
    for (const [bv, hv] of sameVersions(p)) {
      const names = new Set(hv.printerColumns.map((c) => String(c.name)));
      for (const c of bv.printerColumns) {
        if (!names.has(String(c.name)))
          out.push(
            crdFinding(
              p,
              ['spec', 'versions', hv.index],
              `${hv.name}: printer column "${String(c.name)}" removed: kubectl get output and scripts that read it change.`,
              undefined,
              `${hv.name} additionalPrinterColumns`,
            ),
          );
      }
      hv.printerColumns.forEach((c, i) => {
        const fields = fieldsOf(String(c.jsonPath ?? ''));
        if (
          fields &&
          hv.schema &&
          !schemaHas(hv.schema, fields) &&
          (!bv.schema || schemaHas(bv.schema, fields))
        ) {
          out.push(
            crdFinding(
              p,
              ['spec', 'versions', hv.index, 'additionalPrinterColumns', i, 'jsonPath'],
              `${hv.name}: printer column "${String(c.name)}" reads ${String(c.jsonPath)}, which the schema no longer has: it will always be empty. Point it at the new field.`,
              undefined,
              `${hv.name} additionalPrinterColumns`,
            ),
          );
        }
      });
    }
    return out;
  },
);
