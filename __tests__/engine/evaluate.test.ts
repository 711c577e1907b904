import { buildTree } from '../../src/index/build.js';
import { evaluateRules } from '../../src/result/evaluate.js';
import type { RuleContext } from '../../src/context.js';
import type { RuleFinding } from '../../src/finding.js';
import type { Rule } from '../../src/rules/types.js';
import { configOf, snapshotOf } from '../helpers/gate.js';

function ctxWith(config = configOf(), today = '2026-06-01'): RuleContext {
  const empty = buildTree(snapshotOf('x', {}), []);
  return {
    base: empty,
    head: empty,
    pairs: [],
    config,
    facts: { acks: [], labels: [], today },
    engines: {},
    // The rules here read no analysis.
    analyses: {} as RuleContext['analyses'],
  };
}

const rule = (id: string, findings: RuleFinding[], extra: Partial<Rule> = {}): Rule => ({
  id,
  title: id,
  category: 'crd',
  defaultSeverity: 'fail',
  description: id,
  docs: { why: id, fix: id },
  evaluate: () => findings,
  ...extra,
});

const labels = { base: 'b', head: 'h' };

describe('evaluateRules', () => {
  it('gives every rule a status and counts them', () => {
    const rules = [
      rule('crd/a', []),
      rule('crd/b', [{ message: 'x', file: 'f.yaml', line: 3 }]),
      rule('crd/c', [{ message: 'y', severity: 'warn' }]),
      rule('crd/d', [], { skip: () => 'no CRDs' }),
      rule('crd/e', [{ message: 'z' }], { defaultSeverity: 'off' }),
    ];
    const r = evaluateRules(rules, ctxWith(), labels);
    expect(r.rules.map((x) => [x.id, x.status])).toEqual([
      ['crd/a', 'pass'],
      ['crd/b', 'fail'],
      ['crd/c', 'warn'],
      ['crd/d', 'skipped'],
      ['crd/e', 'skipped'],
    ]);
    expect(r.summary).toEqual({ pass: 1, warn: 1, fail: 1, skipped: 2 });
    expect(r.result).toBe('fail');
    expect(r.rules.find((x) => x.id === 'crd/d')?.reason).toBe('no CRDs');
  });

  it('applies severity overrides once: warn caps, off skips, fail keeps explicit warns', () => {
    const rules = [
      rule('crd/a', [{ message: 'x' }]),
      rule('crd/b', [{ message: 'y' }]),
      rule('crd/c', [{ message: 'old', severity: 'warn' }], { defaultSeverity: 'warn' }),
    ];
    const r = evaluateRules(
      rules,
      ctxWith(configOf({ rules: { 'crd/a': 'warn', 'crd/b': 'off', 'crd/c': 'fail' } })),
      labels,
    );
    expect(r.rules.map((x) => x.status)).toEqual(['warn', 'skipped', 'warn']);
    expect(r.rules[1]?.reason).toBe('turned off in the config');
    expect(r.result).toBe('warn');
  });

  it('waives matching findings and says when a waiver expired', () => {
    const rules = [
      rule('crd/a', [
        { message: 'x', object: 'Kafka/ns/c', file: 'a.yaml', line: 1 },
        { message: 'y', object: 'Kafka/ns/d', file: 'a.yaml', line: 2 },
      ]),
    ];
    const config = configOf({
      waivers: [
        { rule: 'crd/a', object: 'Kafka/ns/c', reason: 'accepted' },
        { rule: 'crd/a', object: 'Kafka/ns/d', reason: 'old', expires: '2026-01-01' },
      ],
    });
    const r = evaluateRules(rules, ctxWith(config), labels);
    expect(r.rules[0]).toMatchObject({ status: 'fail', findings: 1 });
    const waived = r.findings.find((f) => f.waived);
    expect(waived).toMatchObject({ message: 'x', waived: { reason: 'accepted' } });
    expect(
      r.findings.some((f) => f.severity === 'notice' && f.message.includes('expired on 2026-01-01')),
    ).toBe(true);
  });

  it('a rule that throws fails alone and the others still run', () => {
    const rules = [
      rule('crd/a', [], {
        evaluate: () => {
          throw new Error('boom');
        },
      }),
      rule('crd/b', [{ message: 'x' }]),
    ];
    const r = evaluateRules(rules, ctxWith(), labels);
    expect(r.rules.map((x) => x.status)).toEqual(['fail', 'fail']);
    expect(r.findings.find((f) => f.rule === 'crd/a')?.message).toContain('boom');
  });

  it('sorts findings deterministically whatever order rules emit them in', () => {
    const fs: RuleFinding[] = [
      { message: 'b', file: 'z.yaml', line: 1 },
      { message: 'a', file: 'a.yaml', line: 9, severity: 'warn' },
      { message: 'c', file: 'a.yaml', line: 2 },
    ];
    const one = evaluateRules([rule('crd/a', fs)], ctxWith(), labels);
    const two = evaluateRules([rule('crd/a', [...fs].reverse())], ctxWith(), labels);
    expect(JSON.stringify(one)).toBe(JSON.stringify(two));
    expect(one.findings.map((f) => f.message)).toEqual(['c', 'b', 'a']);
  });
});

describe('severity knobs (crd.enumAddition, crd.unhandled style)', () => {
  const knobbed = (knob: Rule['severityFrom']) =>
    rule('crd/x', [{ message: 'a', severity: 'warn' }, { message: 'b' }], { severityFrom: knob });

  it('allow drops the findings and the rule passes', () => {
    const r = evaluateRules([knobbed(() => 'allow')], ctxWith(), { base: 'b', head: 'h' });
    expect(r.rules[0]).toMatchObject({ status: 'pass', findings: 0 });
    expect(r.findings).toEqual([]);
  });

  it('a severity replaces the one each finding carries; a config override to warn still caps it', () => {
    const fail = evaluateRules([knobbed(() => 'fail')], ctxWith(), { base: 'b', head: 'h' });
    expect(fail.findings.map((f) => f.severity)).toEqual(['fail', 'fail']);
    const capped = evaluateRules([knobbed(() => 'fail')], ctxWith(configOf({ rules: { 'crd/x': 'warn' } })), {
      base: 'b',
      head: 'h',
    });
    expect(capped.findings.map((f) => f.severity)).toEqual(['warn', 'warn']);
    const notice = evaluateRules([knobbed(() => 'notice')], ctxWith(), { base: 'b', head: 'h' });
    expect(notice.rules[0]).toMatchObject({ status: 'pass', findings: 0 });
    expect(notice.findings.map((f) => f.severity)).toEqual(['notice', 'notice']);
  });

  it('undefined leaves the findings as the rule reported them', () => {
    const r = evaluateRules([knobbed(() => undefined)], ctxWith(), { base: 'b', head: 'h' });
    expect(r.findings.map((f) => f.severity)).toEqual(['fail', 'warn']);
  });
});
