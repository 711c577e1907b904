import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gateOnFiles } from '../helpers/gate.js';

/**
 * crdify's own cases (../shared/conformance/crdify): what crdify flags must be what we flag, as
 * (version, property, rule), except the deliberate differences below — each listed with its reason
 * in docs/conformance.md.
 */
const root = resolve(process.cwd(), '..', 'shared', 'conformance', 'crdify');
const present = existsSync(root);

const RULE_OF: Record<string, string> = {
  type: 'crd/type-changed',
  enum: 'crd/enum-restricted',
  default: 'crd/default-changed',
  required: 'crd/required-added',
  pattern: 'crd/pattern-changed',
  nullable: 'crd/nullable-changed',
  description: 'crd/description-changed',
  unhandled: 'crd/unhandled-change',
  scope: 'crd/scope-changed',
  format: 'crd/format-changed',
  existingFieldRemoval: 'crd/field-removed',
};
const ruleOf = (check: string, error: string) =>
  check === 'enum' && /values added/.test(error)
    ? 'crd/enum-extended'
    : /^(min|max)/.test(check)
      ? 'crd/bounds-tightened'
      : (RULE_OF[check] ?? `crdify:${check}`);

/** Deliberate differences: entries crdify reports that we do not, and the other way round. */
export const DIFFERENCES: Record<string, { crdifyOnly?: string[]; oursOnly?: string[] }> = {
  nullableadded: { crdifyOnly: ['v1 ^.spec.code crd/nullable-changed'] },
  patternremoved: { crdifyOnly: ['v1 ^.spec.code crd/pattern-changed'] },
  typechanged: { crdifyOnly: ['v1alpha1 ^.spec.containerPort crd/unhandled-change'] },
  existingfieldremoved: {
    crdifyOnly: [
      'v1alpha1 ^.spec.mode crd/default-changed',
      'v1alpha1 ^.spec.mode crd/description-changed',
      'v1alpha1 ^.spec.mode crd/enum-restricted',
      'v1alpha1 ^.spec.mode crd/type-changed',
      'crd crd/field-removed',
    ],
    // crdify reports the removal without a place; we point at the field.
    oursOnly: ['v1alpha1 ^.spec.mode crd/field-removed'],
  },
};

interface Comparison {
  name: string;
  errors?: string[] | null;
}
interface Expected {
  crdValidation?: Comparison[] | null;
  sameVersionValidation?:
    | {
        version: string;
        propertyComparisons?: { property: string; comparisonResults: Comparison[] }[] | null;
      }[]
    | null;
}

function crdifyFlags(expected: Expected): string[] {
  const out: string[] = [];
  for (const c of expected.crdValidation ?? [])
    if (c.errors?.length) out.push(`crd ${ruleOf(c.name, c.errors[0]!)}`);
  for (const v of expected.sameVersionValidation ?? []) {
    for (const p of v.propertyComparisons ?? []) {
      for (const c of p.comparisonResults)
        if (c.errors?.length) out.push(`${v.version} ${p.property} ${ruleOf(c.name, c.errors[0]!)}`);
    }
  }
  return [...new Set(out)].sort();
}

const cases = present ? readdirSync(root).sort() : [];

(present ? describe : describe.skip)('crdify conformance', () => {
  it('has the 22 cases', () => expect(cases.length).toBe(22));

  it.each(cases)('%s', (name) => {
    const dir = join(root, name);
    const result = gateOnFiles(
      { 'crd.yaml': readFileSync(join(dir, 'a.yaml'), 'utf8') },
      { 'crd.yaml': readFileSync(join(dir, 'b.yaml'), 'utf8') },
      // crdify reports description changes by default; turn ours on to compare them.
      { rules: { 'crd/description-changed': 'warn' } },
    );
    const ours = [
      ...new Set(
        result.findings
          .filter((f) => f.rule.startsWith('crd/') && f.severity !== 'notice')
          .map((f) => (f.path ? `${f.path.replace(/^(\S+) (\^\S*)$/, '$1 $2')} ${f.rule}` : `crd ${f.rule}`)),
      ),
    ].sort();
    const theirs = crdifyFlags(JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Expected);
    const diff = DIFFERENCES[name] ?? {};
    const expectedOurs = [
      ...theirs.filter((x) => !(diff.crdifyOnly ?? []).includes(x)),
      ...(diff.oursOnly ?? []),
    ].sort();
    expect(ours).toEqual(expectedOurs);
  });
});

if (!present) {
  it('crdify conformance skipped: ../shared/conformance/crdify is absent', () => {
    expect(present).toBe(false);
  });
}
