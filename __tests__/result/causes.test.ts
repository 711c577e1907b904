import { fixtureNames, fixtureReport, type FixtureReport } from '../helpers/fixtures.js';

type Finding = FixtureReport['findings'][number];

/**
 * The version instructions of a message: raise or lower the Kafka version or the metadata version.
 * On one Kafka object these move together: one instruction to raise and another to lower is a
 * contradiction (strimzi#10735: "lower metadataVersion first" beside "raise the Kafka version first").
 */
function directions(message: string): Set<'raise' | 'lower'> {
  const out = new Set<'raise' | 'lower'>();
  const re =
    /\b(raise|increase|lower|decrease)\s+(?:the\s+)?(kafka version|kafka|spec\.kafka\.version|`?metadataVersion`?|metadata version|metadata)\b/gi;
  for (const m of message.matchAll(re)) out.add(/raise|increase/i.test(m[1]!) ? 'raise' : 'lower');
  return out;
}

/** Objects on which two of the given findings give opposite instructions. */
function contradictions(findings: Finding[]): string[] {
  const byObject = new Map<string, Set<string>>();
  for (const f of findings) {
    if (!f.object) continue;
    const set = byObject.get(f.object) ?? new Set<string>();
    for (const d of directions(f.message)) set.add(d);
    byObject.set(f.object, set);
  }
  return [...byObject].filter(([, d]) => d.size > 1).map(([o]) => o);
}

/** What the report tells the author to do: the finding that states each cause. */
function shown(report: FixtureReport): Finding[] {
  return (report.causes ?? []).map((c) =>
    report.findings.find((f) => f.cause === c.id && f.rule === c.rules[0])!,
  );
}

describe('causes over every fixture', () => {
  const names = fixtureNames();

  it('the detector sees the contradiction of strimzi#10735 among the raw findings', async () => {
    const report = await fixtureReport('strimzi-10735');
    expect(contradictions(report.findings)).toEqual(['Kafka/kafka/my-cluster']);
    expect(contradictions(shown(report))).toEqual([]);
  });

  for (const name of names) {
    it(`${name}: one fix per cause, no two causes on one object contradict`, async () => {
      const report = await fixtureReport(name);
      const counted = report.findings.filter(
        (f) => !f.waived && f.severity !== 'notice' && f.introduced !== false,
      );
      // Every counted finding the change introduced belongs to exactly one cause, and the causes count them all.
      for (const f of counted) expect(report.causes?.some((c) => c.id === f.cause)).toBe(true);
      expect((report.causes ?? []).reduce((n, c) => n + c.findings, 0)).toBe(counted.length);
      for (const f of shown(report)) expect(f).toBeDefined();
      expect(contradictions(shown(report))).toEqual([]);
    });
  }

  it('a Gateway API v0.7 → v0.8 vendored bump: the three CRDs that stop serving v1alpha2 and the resources written in it are one cause', async () => {
    const report = await fixtureReport('gateway-api-0.8-renovate');
    const first = report.causes![0]!;
    expect(first.rules).toEqual(['crd/served-version-removed', 'crd/custom-resource-invalid']);
    // 3 CRDs (GatewayClass, Gateway, HTTPRoute) + the 3 custom resources whose apiVersion is the fix.
    expect(first.findings).toBe(6);
    expect(first.action).toBe(
      'Move your custom resources from gateway.networking.k8s.io/v1alpha2 to gateway.networking.k8s.io/v1beta1, then migrate stored versions before applying these CRDs',
    );
    expect(report.causes!.filter((c) => c.rules[0] === 'crd/served-version-removed')).toHaveLength(1);
    // Every cause states an action, none a rule title.
    for (const c of report.causes!) expect(c.action).toMatch(/^[A-Z][a-z]+ .{30,}/);
  });

  it('the Strimzi 0.49 → 1.0 Renovate PR: one cause per object, the conversion first', async () => {
    const report = await fixtureReport('strimzi-renovate-1.0');
    const causes = report.causes!;
    // 4 resources in v1beta2 (each: the API rule + the schema check) and 10 CRDs losing their stored version.
    expect(causes.slice(0, 4).map((c) => c.rules)).toEqual(
      Array(4).fill(['strimzi/api-version', 'crd/custom-resource-invalid']),
    );
    expect(causes[4]!.rules).toEqual([
      'crd/stored-version-removed',
      'crd/served-version-removed',
      'crd/storage-version-changed',
    ]);
    const perObject = new Map<string, Set<string>>();
    for (const f of report.findings)
      if (f.cause && f.object) perObject.set(f.object, (perObject.get(f.object) ?? new Set()).add(f.cause));
    // A v1beta2 resource is one cause, not two.
    expect(perObject.get('Kafka/kafka/my-cluster')?.size).toBe(1);
    expect(report.findings.length).toBeGreaterThan(causes.length * 1.5);
  });
});
