import { parseConfig } from '../../src/config/load.js';
import { UsageError } from '../../src/errors.js';

const known = ['crd/field-removed', 'crd/type-changed', 'input/parse-error'];

function errorOf(text: string): string {
  try {
    parseConfig(text, '.github/upgrade-gate.yml', known);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error('expected a config error');
}

describe('config', () => {
  it('an empty file gives the defaults', () => {
    const c = parseConfig('', 'c.yml', known);
    expect(c.crd).toEqual({ unhandled: 'closed', enumAddition: 'warn', sources: [] });
    expect(c.rules).toEqual({});
  });

  it('reads overrides, waivers and crd options', () => {
    const c = parseConfig(
      'rules:\n  crd/field-removed: warn\nwaivers:\n  - rule: crd/type-changed\n    reason: ok\n    expires: 2027-01-01\ncrd:\n  unhandled: open\n',
      'c.yml',
      known,
    );
    expect(c.rules['crd/field-removed']).toBe('warn');
    expect(c.waivers[0]).toEqual({ rule: 'crd/type-changed', reason: 'ok', expires: '2027-01-01' });
    expect(c.crd.unhandled).toBe('open');
  });

  it('names an unknown rule id, its line and the nearest known ids', () => {
    const msg = errorOf('# gate config\nrules:\n  crd/field-remove: warn\n');
    expect(msg).toContain('.github/upgrade-gate.yml:3');
    expect(msg).toContain('unknown rule id "crd/field-remove"');
    expect(msg).toContain('crd/field-removed');
  });

  it('names a bad value with what is allowed', () => {
    const msg = errorOf('rules:\n  crd/field-removed: error\n');
    expect(msg).toContain(':2');
    expect(msg).toContain('must be one of "off", "warn", "fail"');
  });

  it('names an unknown key with its line', () => {
    const msg = errorOf('rules: {}\n\ncolour: red\n');
    expect(msg).toContain(':3');
    expect(msg).toContain('unknown key "colour"');
  });

  it('requires a reason on waivers', () => {
    expect(errorOf('waivers:\n  - rule: crd/type-changed\n')).toContain('missing required key "reason"');
  });

  it('reports YAML syntax errors with a line', () => {
    expect(errorOf('rules: [\n')).toMatch(/not valid YAML/);
  });
});
