/**
 * What the reader does about a CRD finding, in the stance that applied (crd/objects.ts): a consumer
 * (a platform team applying an operator's CRDs, often vendored and bumped by Renovate) cannot change
 * the CRD, so its action is about its own objects, clients and clusters; an author (publishing the
 * CRDs) changes the CRD. The "What to do" bullets show these sentences, never a rule title.
 * `{0}`, `{1}` … are values from the PR, shown as code by the reporters.
 */
import type { RuleContext } from '../../context.js';
import type { FindingAction, RuleFinding } from '../../finding.js';

type Stance = 'consumer' | 'author';
type Sentences = Record<Stance, string> & { kind?: Record<Stance, FindingAction['kind']> };

const CHECK_OBJECTS =
  'Check that your objects of these CRDs (in the repository and on every cluster) still validate against the new schema before applying it; `--cluster-state` lets the gate check the live ones';

/** One sentence per rule and stance; rules that build their own (served and stored versions) set it on the finding. */
export const CRD_ACTIONS: Record<string, Sentences> = {
  'crd/removed': {
    consumer:
      'Delete or move every custom resource of these CRDs before the CRDs go (deleting a CRD deletes all of them), or keep the CRDs installed',
    author:
      'Keep shipping these CRDs until users have moved off them: deleting a CRD deletes every custom resource of it',
  },
  'crd/scope-changed': {
    consumer:
      'Do not apply these CRDs in place: a CRD cannot change scope; back up every object, recreate the CRD and restore them in a planned migration',
    author: 'Keep the scope: a different scope needs a new CRD (a new group or plural)',
  },
  'crd/names-changed': {
    consumer:
      'Update the manifests, scripts and clients that use the old names (kind, plural, short names, categories) before applying these CRDs',
    author: 'Keep the old names, or add the new ones beside them (short names and categories can be added)',
  },
  'crd/storage-version-changed': {
    consumer:
      'After applying these CRDs, rewrite the stored objects in the new storage version (a storage-version migration) so a later release can drop the old one',
    author:
      'Ship the storage change a release before removing the old version, and tell users to migrate stored objects',
    kind: { consumer: 'procedure', author: 'edit' },
  },
  'crd/storage-version-count': {
    consumer: 'Do not apply: the API server rejects a CRD without exactly one storage version',
    author: 'Mark exactly one version `storage: true`',
  },
  'crd/field-removed': {
    consumer:
      'Stop setting the removed fields in your manifests, and check that no stored object relies on them (they are pruned on the next write) before applying these CRDs',
    author:
      'Keep the removed fields (mark them deprecated in their description), or remove them only in a new API version with a conversion',
  },
  'crd/type-changed': {
    consumer: CHECK_OBJECTS,
    author: 'Keep the old type, or change it only in a new API version with a conversion',
  },
  'crd/required-added': {
    consumer: 'Set the newly required fields in every object of these CRDs before applying them',
    author: 'Give the new required fields a default, or make them optional',
  },
  'crd/enum-restricted': {
    consumer: 'Move your objects off the removed enum values before applying these CRDs',
    author:
      'Keep the removed enum values (deprecate them in the description) until users have moved off them',
  },
  'crd/enum-extended': {
    consumer: 'Check that the clients and controllers reading these objects handle the new enum values',
    author: 'Say in the release notes which enum values are new, so clients can handle them',
  },
  'crd/bounds-tightened': {
    consumer: CHECK_OBJECTS,
    author: 'Loosen the new limits, or tighten them only in a new API version (or behind ratcheting)',
  },
  'crd/default-changed': {
    consumer:
      'Set the field explicitly in objects that relied on the old default, before applying these CRDs',
    author: 'Keep the old default, or change it only in a new API version',
  },
  'crd/pattern-changed': {
    consumer: CHECK_OBJECTS,
    author: 'Keep the old pattern, or accept every value the old one accepted',
  },
  'crd/format-changed': {
    consumer: CHECK_OBJECTS,
    author: 'Keep the old format, or change it only in a new API version',
  },
  'crd/nullable-changed': {
    consumer: 'Remove explicit `null` values of these fields from your objects before applying these CRDs',
    author: 'Keep `nullable: true`',
  },
  'crd/preserve-unknown-fields': {
    consumer:
      'Check what your stored objects hold under these fields before applying these CRDs: unknown data there is now pruned or validated',
    author:
      'Describe the fields users set in the schema before pruning or validating them, or keep the marker',
  },
  'crd/list-semantics-changed': {
    consumer:
      'Check the lists in your objects against the new list semantics (map keys present and unique, set items unique) before applying these CRDs',
    author: 'Keep the list semantics, or change them only in a new API version',
  },
  'crd/cel-rules-changed': {
    consumer: CHECK_OBJECTS,
    author:
      'Guard new validation rules with `oldSelf` (transition rules) so existing objects keep updating, or check that every object passes',
  },
  'crd/composition-changed': {
    consumer: CHECK_OBJECTS,
    author: 'Keep the old oneOf/anyOf/allOf/not, or accept everything the old schema accepted',
  },
  'crd/subresource-removed': {
    consumer:
      'Update the clients that use the removed subresources (`/status` writers, `kubectl scale` and autoscalers for `/scale`) before applying these CRDs',
    author: 'Keep the subresources, or remove them only in a new API version',
  },
  'crd/printer-columns-changed': {
    consumer: 'Update scripts that read `kubectl get` columns of these kinds',
    author: 'Keep the printer columns scripts may read, or say in the release notes that they change',
  },
  'crd/selectable-fields-removed': {
    consumer:
      'Stop filtering on the removed selectable fields (`--field-selector` in scripts, controllers that watch a subset) before applying these CRDs',
    author: 'Keep the selectable fields, or remove them only in a new API version',
  },
  'crd/conversion-changed': {
    consumer: "Deploy the operator's conversion webhook before applying these CRDs, and keep it reachable",
    author:
      'Ship the conversion webhook with these CRDs (deployed before them), and keep the old strategy working until every object is migrated',
  },
  'crd/served-versions-incompatible': {
    consumer:
      'Write and read these objects through one version only until the operator ships compatible schemas or a conversion webhook',
    author: 'Make the served schemas compatible, or add a conversion webhook',
  },
  'crd/unhandled-change': {
    consumer:
      'Review these schema changes by hand, then waive each with a reason or set `crd.unhandled: open`',
    author: 'Review these schema changes by hand, then waive each with a reason or set `crd.unhandled: open`',
  },
};

/** The action of a rule's finding in the stance that applied, unless the rule set its own. */
export function withCrdAction<F extends Pick<RuleFinding, 'action'>>(id: string, ctx: RuleContext, f: F): F {
  const s = CRD_ACTIONS[id];
  if (!s || f.action) return f;
  const stance = ctx.analyses.crdStance.stance;
  const kind = s.kind?.[stance] ?? (stance === 'consumer' ? 'procedure' : 'edit');
  return { ...f, action: { key: `${id} ${stance}`, text: s[stance], kind } };
}
