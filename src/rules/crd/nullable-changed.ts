import { schemaChangeRule } from './factories.js';

export const nullableChanged = schemaChangeRule({
  id: 'crd/nullable-changed',
  title: 'Nullable removed',
  defaultSeverity: 'fail',
  description: 'A field stopped being `nullable`: stored nulls no longer validate.',
  kinds: ['nullable-removed'],
  advice:
    'Objects that hold null for this field are rejected on their next update (and pruned nulls change meaning). Keep `nullable: true`.',
  docs: {
    why: 'With `nullable: true`, null is a valid stored value. Without it the API server rejects or drops nulls, so objects that set null fail on update or silently change.',
    fix: 'Keep `nullable: true`. Adding `nullable: true` loosens validation and passes.',
  },
});
