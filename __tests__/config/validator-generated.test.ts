import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import ajvUcs2length from 'ajv/dist/runtime/ucs2length.js';
import { configSchema } from '../../src/config/schema.js';
import { ucs2length } from '../../src/config/ucs2length.js';
import { validate as generated } from '../../src/config/validator.generated.js';

/**
 * src/config/validator.generated.ts is ajv's standalone code for the config schema
 * (scripts/config-validator.mjs): it must be what the schema gives today, and decide as ajv
 * compiling the schema at run time did. `UPDATE_GENERATED=1` (npm run generate) rewrites it.
 */
const file = join(process.cwd(), 'src', 'config', 'validator.generated.ts');
const validate = generated as unknown as ((value: unknown) => boolean) & { errors?: unknown };

describe('the generated config validator', () => {
  it('is what scripts/config-validator.mjs makes of src/config/schema.ts', async () => {
    const { configValidatorModule } = (await import(
      join(process.cwd(), 'scripts', 'config-validator.mjs')
    )) as {
      configValidatorModule(schema: unknown): string;
    };
    const want = configValidatorModule(configSchema);
    if (process.env.UPDATE_GENERATED === '1') writeFileSync(file, want);
    expect(readFileSync(file, 'utf8')).toBe(want);
  });

  it.each([
    ['an empty config', {}],
    ['a waiver without a reason, and an unknown key', { waivers: [{ rule: 'x' }], nope: 1 }],
    ['an empty waiver rule and a bad date', { waivers: [{ rule: '', reason: 'r', expires: '2026-1-1' }] }],
    ['a severity that is not one', { rules: { 'crd/field-removed': 'loud' } }],
    ['a rule id of one astral character', { waivers: [{ rule: '😀', reason: '😀' }] }],
  ])('%s: the same verdict and errors as ajv compiling the schema', (_what, value) => {
    const compiled = new Ajv({ allErrors: true, strict: false }).compile(configSchema);
    expect([validate(value), validate.errors ?? null]).toEqual([compiled(value), compiled.errors ?? null]);
  });

  it('counts string lengths as ajv does (a surrogate pair is one)', () => {
    const theirs = (ajvUcs2length as unknown as { default: (s: string) => number }).default;
    for (const s of ['', 'a', '😀', 'a😀b', '\ud83d', '\ude00', '\ud83d\ud83d\ude00', 'x\ude00\ud83d'])
      expect([s, ucs2length(s)]).toEqual([s, theirs(s)]);
  });
});
