import { schemaChangeRule } from './factories.js';
export const enumExtended = schemaChangeRule({
  id: 'crd/enum-extended',
  title: 'Enum extended',
  defaultSeverity: 'warn',
  description: 'An enum gained a value: older clients and operators may not handle it.',
  kinds: ['enum-extended'],
  /** `crd.enumAddition`: allow (no findings), warn (the default), fail. */
  severityFrom: ({ crd }) => (crd.enumAddition === 'allow' ? 'allow' : crd.enumAddition),
  advice:
    'Clients, dashboards and older operator versions that switch over the enum may reject or mishandle the new value; make sure the operator version that understands it is rolled out first.',
  docs: {
    why: 'New values are safe for the API server, but not always for consumers: an operator rolled back to an older version, or a client with an exhaustive switch, meets a value it does not know.',
    fix: 'Nothing to fix when the consumers are ready. Choose the verdict with `crd.enumAddition: allow | warn | fail` in the config.',
  },
});
