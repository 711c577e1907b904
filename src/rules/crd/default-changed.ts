import { schemaChangeRule } from './factories.js';

export const defaultChanged = schemaChangeRule({
  id: 'crd/default-changed',
  title: 'Default changed',
  defaultSeverity: 'fail',
  description: 'A default value changed or was removed (fail), or was added (warn).',
  kinds: ['default-changed'],
  advice:
    'Objects that relied on the old default change behaviour when they are next read or written: the API server applies defaults on read. Keep the old default, or change it only in a new API version.',
  docs: {
    why: 'The API server applies defaults whenever it reads an object from storage. Changing a default silently changes every object that did not set the field. Removing one is a warning: stored values stay (defaulting fills absent fields only, `pkg/apiserver/schema/defaulting`) and only objects created without the field get none. Adding a default changes what new objects get, so it is a warning.',
    fix: 'Keep the default and set the new value explicitly where you want it, or change the default in a new API version.',
  },
});
