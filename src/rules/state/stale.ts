import { defineRule } from '../define.js';
import { stateOptions } from '../../state/config.js';

const DAY = 86_400_000;

export const stale = defineRule({
  id: 'state/stale',
  title: 'Cluster state is old',
  category: 'state',
  defaultSeverity: 'warn',
  description:
    'The `--cluster-state` export is older than `state.maxAge` days (default 7), judged by its newest `creationTimestamp` or `lastTransitionTime`, or by its commit time when git tracks the file unchanged (a scheduled job that commits its export), whichever is later.',
  messages: {
    ageUnknown:
      '{{file}} has no creationTimestamp or lastTransitionTime and is not committed unchanged in git: its age is unknown, so its evidence may be stale. Export it again with kubectl get … -o yaml.',
    tooOld:
      '{{file}} is at least {{age}} days old ({{latest}}, today {{today}}; state.maxAge is {{maxAge}}): verdicts that use it may describe a cluster that has moved on. Export it again before the gate runs.',
  },
  docs: {
    why: 'Live evidence is only as good as its age: a cluster that finished (or started) an upgrade after the export is judged on what it was. kubectl does not record when it exported: the newest timestamp in the file is a lower bound of the export time and, for a committed file, the commit time is an upper bound; the later of the two is used, so a quiet cluster whose objects have not changed for weeks is not called stale when its export was committed yesterday.',
    fix: 'Export the state in the same workflow run (`kubectl get … -o yaml > state.yaml` in a step before the gate), or refresh the committed file; raise `state.maxAge` in the config if a slower cadence is intended.',
  },
  skip: (ctx) => (ctx.facts.clusterState ? undefined : 'no --cluster-state given'),
  check(ctx) {
    const state = ctx.facts.clusterState!;
    const { maxAge } = stateOptions(ctx.config.state);
    // The export is no older than its newest timestamp and no newer than its commit: judge by the later.
    const { newest, committed } = state;
    const latest =
      committed && (!newest || Date.parse(committed) > Date.parse(newest))
        ? { at: committed, what: `committed ${committed}` }
        : newest && { at: newest, what: `newest timestamp ${newest}` };
    if (!latest) return [{ messageId: 'ageUnknown', data: { file: state.file } }];
    const age = Math.floor((Date.parse(`${ctx.facts.today}T00:00:00Z`) - Date.parse(latest.at)) / DAY);
    if (age <= maxAge) return [];
    return [
      {
        messageId: 'tooOld',
        data: { file: state.file, age, latest: latest.what, today: ctx.facts.today, maxAge },
      },
    ];
  },
});
