import { schemaChangeRule } from './factories.js';

export const listSemanticsChanged = schemaChangeRule({
  id: 'crd/list-semantics-changed',
  title: 'List or map semantics changed',
  defaultSeverity: 'fail',
  description: '`x-kubernetes-list-type`, `x-kubernetes-list-map-keys` or `x-kubernetes-map-type` changed.',
  kinds: ['list-semantics-changed'],
  advice:
    'Server-side apply merges lists and maps by these markers: changing them changes field ownership and merge results for every applier, and `set`/`map` lists reject duplicates that `atomic` lists allowed. Keep the markers, or change them in a new API version.',
  docs: {
    why: 'Server-side apply (used by kubectl, Argo CD and Flux) merges by these markers. Changing `atomic` to `map` or `set` changes who owns which entries and rejects duplicate entries stored before; changing list-map keys re-keys every entry. One change of a list is one finding, whatever markers it took (`atomic` → `map` with its keys). A list under `.status` warns: only the controller, which ships with the CRD, writes it. A change towards `atomic` (from `map` or `set`, or a map from `granular`) warns: uniqueness is only checked for set and map lists, so nothing stored is rejected or pruned; only how server-side apply merges it changes. None of the other CRD checkers look at this.',
    fix: 'Keep the markers; when the semantics must change, do it in a new API version and convert.',
  },
});
