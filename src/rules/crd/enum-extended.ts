import { schemaChangeRule } from './factories.js';
import type { Rule } from '../types.js';

const base = schemaChangeRule({
  id: 'crd/enum-extended',
  title: 'Enum extended',
  defaultSeverity: 'warn',
  description: 'An enum gained a value: older clients and operators may not handle it.',
  kinds: ['enum-extended'],
  advice:
    'Clients, dashboards and older operator versions that switch over the enum may reject or mishandle the new value; make sure the operator version that understands it is rolled out first.',
  docs: {
    why: 'New values are safe for the API server, but not always for consumers: an operator rolled back to an older version, or a client with an exhaustive switch, meets a value it does not know.',
    fix: 'Nothing to fix when the consumers are ready. Choose the verdict with `crd.enumAddition: allow | warn | fail` in the config.',
    cases: [
      ['keeps the enum', 'pass'],
      ['adds value `c` to `enum: [a, b]`', 'warn'],
      ['adds a value with `crd.enumAddition: allow`', 'pass'],
      ['adds a value with `crd.enumAddition: fail`', 'fail'],
    ],
  },
});

/** Follows `crd.enumAddition`: allow (nothing), warn (default), fail. */
export const enumExtended: Rule = {
  ...base,
  evaluate(ctx) {
    const mode = ctx.config.crd.enumAddition;
    if (mode === 'allow') return [];
    return base.evaluate(ctx).map((f) => ({ ...f, severity: mode === 'fail' ? 'fail' : 'warn' }));
  },
};
