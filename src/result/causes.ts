/**
 * Root causes: findings that share one cause become one cause with one fix, the others attached
 * as evidence (issue 16). Rules keep their own status; every finding stays in the result and
 * carries its cause's id. Causes are ordered by what the author can act on.
 */
import type { Finding, Severity } from '../finding.js';
import type { Cause, CauseAction, GateResult } from './model.js';
import { raises } from './introduced.js';

/**
 * Which findings join which: a finding of `primary` absorbs the findings of `joins` for which
 * `match` holds. Table order is precedence: the first row that claims a finding wins.
 */
interface Join {
  primary: string;
  joins: readonly string[];
  /** `joined`: the findings the cause holds so far (the primary first). */
  match: (primary: Finding, other: Finding, joined: readonly Finding[]) => boolean;
}

const sameObject = (p: Finding, f: Finding) => !!p.object && p.object === f.object;
/** Findings whose rules stated the same action (crd/version-action.ts: one group and version). */
const sameAction = (p: Finding, f: Finding) => !!p.action && p.action.key === f.action?.key;
/** A custom resource whose apiVersion fails because it is written in the version `p` stops serving. */
const writtenInIt = (p: Finding, f: Finding) =>
  /(^|\s)apiVersion$/.test(f.path ?? '') &&
  !!p.action?.objects?.some((o) => o.file === f.file && o.line === f.line);

export const JOINS: readonly Join[] = [
  // An object whose apiVersion is no longer served: one finding, not a schema error plus the API rule.
  {
    primary: 'strimzi/api-version',
    joins: ['crd/custom-resource-invalid'],
    match: (p, f) => sameObject(p, f) && /(^|\s)apiVersion$/.test(f.path ?? ''),
  },
  // A stored version removed from a CRD: served-version-removed of the same version and the
  // storage-version change that goes with it are the same event; so is the same version dropped by
  // the other CRDs of its group (one action: move the objects, migrate stored versions).
  {
    primary: 'crd/stored-version-removed',
    joins: [
      'crd/served-version-removed',
      'crd/storage-version-changed',
      'crd/stored-version-removed',
      'crd/custom-resource-invalid',
    ],
    match: (p, f, joined) =>
      f.rule === 'crd/custom-resource-invalid'
        ? writtenInIt(p, f)
        : f.rule === 'crd/storage-version-changed'
          ? joined.some((x) => x.rule === 'crd/stored-version-removed' && sameObject(x, f))
          : (sameObject(p, f) && f.path === p.path) || sameAction(p, f),
  },
  // One group and version no longer served by several CRDs: one cause per group and version, with
  // the custom resources of the repository that are written in it (their apiVersion is the fix).
  {
    primary: 'crd/served-version-removed',
    joins: ['crd/served-version-removed', 'crd/custom-resource-invalid'],
    match: (p, f) => (f.rule === 'crd/custom-resource-invalid' ? writtenInIt(p, f) : sameAction(p, f)),
  },
  // Kafka lowered below the metadata version: lower the metadata first (one fix, not "raise Kafka").
  {
    primary: 'strimzi/downgrade-metadata',
    joins: ['strimzi/metadata-above-kafka', 'strimzi/downgrade-two-step'],
    match: sameObject,
  },
  // An operator upgrade from a Kafka version it does not know: the unsupported version is the same fact.
  { primary: 'strimzi/from-version-known', joins: ['strimzi/kafka-version-supported'], match: sameObject },
  // A ZooKeeper cluster crossing 0.46: the KRaft migration (with node pools) is one step.
  { primary: 'strimzi/kraft-only', joins: ['strimzi/node-pools-present'], match: sameObject },
  // An operator downgrade under a Kafka version the older operator does not support.
  {
    primary: 'strimzi/operator-downgrade',
    joins: ['strimzi/kafka-version-supported'],
    match: (p, f) => !!f.object && p.message.includes(f.object),
  },
  // A chart upgraded without its CRDs (src/charts/): the CRDs left at the old release are the same fact.
  {
    primary: 'strimzi/helm-crds-upgraded',
    joins: ['helm/crds-not-upgraded', 'strimzi/crds-match-operator'],
    match: (p, f) => p.file === f.file && p.line === f.line,
  },
  {
    primary: 'helm/crds-not-upgraded',
    joins: ['strimzi/crds-match-operator'],
    match: (p, f) => p.file === f.file && p.line === f.line,
  },
];

/**
 * What the author does, per primary rule: the "What to do" bullets group causes by `key`.
 * `edit` is a change in a file of the repository; `procedure` is a step on the cluster;
 * `upstream` is a change the operator's authors made (vendored CRDs).
 */
const ACTIONS: Record<string, Omit<CauseAction, 'kind'> & { kind?: CauseAction['kind'] }> = {
  'strimzi/api-version': {
    key: 'convert-api',
    text: 'Convert these resources to the API version the new operator serves, with an operator that serves both, before the upgrade',
  },
  'crd/stored-version-removed': {
    key: 'migrate-stored',
    kind: 'procedure',
    text: 'Migrate the stored objects and drop the removed version from `status.storedVersions` of these CRDs before applying them',
  },
  'crd/custom-resource-invalid': {
    key: 'fix-custom-resources',
    text: 'Fix these custom resources so they validate against the new CRD schema, in this PR',
  },
  'crd/invalid': {
    key: 'crd-rejected',
    text: 'Fix these CRDs, or do not apply them: the API server rejects them as they are',
  },
  'helm/chart-changed': {
    key: 'judge-chart',
    text: 'Have the chart judged: run with `--fetch-charts` (the action input `fetch-charts`), allow a repository the base does not name in `charts.allow`, or vendor its CRDs (docs/charts.md)',
  },
  'helm/crds-not-upgraded': {
    key: 'upgrade-chart-crds',
    text: "Upgrade the chart's CRDs with it: `spec.upgrade.crds: CreateReplace` (kustomize `includeCRDs: true`), or apply the new CRDs in this PR",
  },
  'strimzi/downgrade-metadata': {
    key: 'lower-metadata',
    text: 'Lower `metadataVersion` first, in its own PR; lower the Kafka version in a second PR',
  },
  'strimzi/from-version-known': {
    key: 'kafka-both-know',
    text: 'Move Kafka to a version both operators know first, in its own PR',
  },
  'strimzi/kraft-only': {
    key: 'kraft-migration',
    kind: 'procedure',
    text: 'Finish the KRaft migration (node pools, `strimzi.io/kraft: migration`, then `enabled`) with Strimzi 0.45 before this upgrade',
  },
  'strimzi/kraft-migration': {
    key: 'kraft-migration-steps',
    kind: 'procedure',
    text: 'Migrate in steps, one PR each: node pools with a controller pool; `strimzi.io/kraft: migration` (keep `spec.zookeeper`); `enabled` once status.kafkaMetadataState is KRaftPostMigration; then remove `spec.zookeeper`',
  },
  'strimzi/previous-upgrade-incomplete': {
    key: 'finish-previous-upgrade',
    kind: 'procedure',
    text: 'Let the previous upgrade finish (every pod rolled, the Kafka status ready) before this change',
  },
  'strimzi/rebalance-pending': {
    key: 'finish-rebalance',
    kind: 'procedure',
    text: 'Let the pending KafkaRebalance finish, or stop it, before changing versions',
  },
  'strimzi/node-pools-present': {
    key: 'add-node-pools',
    text: 'Add a KafkaNodePool for each cluster before this upgrade',
  },
  'strimzi/kafka-version-supported': {
    key: 'supported-kafka',
    text: 'Set `spec.kafka.version` to a Kafka version the operator supports',
  },
  'strimzi/operator-downgrade': {
    key: 'operator-downgrade',
    text: 'Keep the current operator, or check that the older one supports every Kafka version and field in use before downgrading',
  },
  'strimzi/helm-crds-upgraded': {
    key: 'upgrade-chart-crds',
    text: "Upgrade the chart's CRDs with it: `spec.upgrade.crds: CreateReplace` (kustomize `includeCRDs: true`), or apply the new CRDs in this PR",
  },
  'strimzi/feature-gates': {
    key: 'feature-gates',
    text: 'Remove the feature gates the new operator does not know from `STRIMZI_FEATURE_GATES`',
  },
  'strimzi/operator-version-unknown': {
    key: 'operator-version',
    text: 'Tell the gate the operator version: `strimzi.operatorVersion` in the config, or keep its Deployment, Helm release or image tag in the repository',
  },
  'strimzi/implicit-kafka-upgrade': {
    key: 'pin-kafka',
    text: 'Pin `spec.kafka.version` to the version running now, and raise it in its own PR',
  },
  'strimzi/metadata-one-way': {
    key: 'metadata-one-way',
    text: 'Raise `metadataVersion` only once the new Kafka version is known good: it cannot be lowered afterwards',
  },
  'strimzi/kafkauser-operations': {
    key: 'kafkauser-operations',
    text: 'Replace the removed `operation` field of these KafkaUser ACLs with `operations` (a list)',
  },
  'strimzi/version-is-string': {
    key: 'quote-version',
    text: 'Quote the version so YAML reads it as a string (`"3.9"`, not `3.9`)',
  },
  'transition/downgrade': {
    key: 'transition-downgrade',
    text: 'Keep the version, or check that the downgrade is supported and waive it with a reason',
  },
  'transition/not-allowed': {
    key: 'transition-not-allowed',
    text: 'Move only along a transition the declared rules allow (docs/transitions.md), in steps if needed',
  },
  'transition/strategy-required': {
    key: 'transition-strategy',
    kind: 'procedure',
    text: 'Follow the upgrade strategy the rule names, then acknowledge it (its label, or `--ack`)',
  },
  'transition/skip-too-far': {
    key: 'transition-steps',
    text: 'Upgrade in smaller steps, one PR per step',
  },
  'strimzi/upgrade-together': {
    key: 'kafka-then-metadata',
    text: 'Raise the Kafka version first; raise `metadataVersion` in a later PR once the cluster is healthy',
  },
};

/** Rank of an action kind: what the author can do in this PR comes first. */
const KIND_RANK: Record<CauseAction['kind'], number> = { edit: 0, procedure: 1, upstream: 2, present: 3 };
const SEVERITY_RANK: Record<Severity, number> = { fail: 0, warn: 1, notice: 2 };

/** Problems already on the base revision: last, whatever their rule. */
const alreadyPresent = (f: Finding) => /already present/i.test(f.message);

/**
 * What to do about a cause: the action its rule stated (with the custom resources of every finding
 * it joined), else the table's, else the rule's title.
 */
function actionOf(primary: Finding, evidence: Finding[], title: string | undefined): CauseAction {
  const stated = primary.action;
  const known = ACTIONS[primary.rule];
  const kind: CauseAction['kind'] = alreadyPresent(primary)
    ? 'present'
    : (stated?.kind ??
      known?.kind ??
      (primary.rule.startsWith('crd/') && primary.object?.startsWith('CustomResourceDefinition/')
        ? 'upstream'
        : 'edit'));
  if (!stated) return { key: known?.key ?? primary.rule, kind, text: known?.text ?? title ?? primary.rule };
  // A joined finding that names custom resources states the fuller action ("move your objects").
  const fullest = [primary, ...evidence].find(
    (f) => f.action?.key === stated.key && f.action.objects?.length,
  );
  const action = fullest?.action ?? stated;
  const objects = [primary, ...evidence].flatMap((f) =>
    f.action?.key === stated.key ? (f.action.objects ?? []) : [],
  );
  const unique = objects.filter(
    (o, i) => objects.findIndex((x) => x.file === o.file && x.line === o.line) === i,
  );
  return {
    key: stated.key,
    kind: kind === 'present' ? kind : (fullest?.action?.kind ?? kind),
    text: action.text,
    ...(action.values ? { values: action.values } : {}),
    ...(unique.length ? { objects: unique } : {}),
  };
}

/** An action's sentence with its values put in, each through `show` (code in markdown, plain in text). */
export function actionText(a: Pick<CauseAction, 'text' | 'values'>, show: (v: string) => string): string {
  return a.text.replace(/\{(\d+)\}/g, (all, i: string) => {
    const v = a.values?.[Number(i)];
    return v === undefined ? all : show(v);
  });
}

/**
 * A one-line edit the gate knows: today the apiVersion of a resource the new operator no longer
 * serves (the API rule names the version to convert to).
 */
function suggestionOf(f: Finding): Cause['suggestion'] {
  if (f.rule !== 'strimzi/api-version' || !f.file || !f.line || f.side === 'base') return undefined;
  const to = /Convert it to (\S+?) first/.exec(f.message)?.[1];
  return to ? { file: f.file, line: f.line, text: `apiVersion: ${to}` } : undefined;
}

const worst = (fs: Finding[]): Severity =>
  fs.reduce<Severity>((w, f) => (SEVERITY_RANK[f.severity] < SEVERITY_RANK[w] ? f.severity : w), 'notice');

/**
 * The findings that raise the result (counted and introduced) grouped into causes, primary first.
 * What the base already had is no cause of this change: the reports list it apart.
 */
function group(findings: readonly Finding[]): Finding[][] {
  const counted = findings.filter(raises);
  const taken = new Set<Finding>();
  const groups: Finding[][] = [];
  for (const join of JOINS) {
    for (const p of counted) {
      if (p.rule !== join.primary || taken.has(p)) continue;
      taken.add(p);
      const g = [p];
      // Until nothing more joins: a finding may match through one that joined after it was seen.
      for (let grew = true; grew;) {
        grew = false;
        for (const f of counted)
          if (!taken.has(f) && join.joins.includes(f.rule) && join.match(p, f, g)) {
            taken.add(f);
            g.push(f);
            grew = true;
          }
      }
      groups.push(g);
    }
  }
  for (const f of counted) if (!taken.has(f)) groups.push([f]);
  return groups;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Most severe first; then what the author can act on (an edit, a procedure, upstream, already present); then the file. */
function compareCauses(a: Cause, b: Cause): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    KIND_RANK[a.action.kind] - KIND_RANK[b.action.kind] ||
    (a.suggestion ? 0 : 1) - (b.suggestion ? 0 : 1) ||
    cmp(a.finding.file ?? '\uffff', b.finding.file ?? '\uffff') ||
    (a.finding.line ?? 0) - (b.finding.line ?? 0) ||
    cmp(a.finding.rule, b.finding.rule) ||
    cmp(a.finding.message, b.finding.message)
  );
}

/** Groups the result's findings into causes (`c1`, `c2`, … in the order shown) and tags each finding. */
export function withCauses(result: GateResult): GateResult {
  const titles = new Map(result.rules.map((r) => [r.id, r.title]));
  const causes: Cause[] = group(result.findings)
    .map(([primary, ...evidence]) => ({
      id: '',
      severity: worst([primary!, ...evidence]),
      rules: [...new Set([primary!.rule, ...evidence.map((f) => f.rule)])],
      finding: primary!,
      evidence,
      action: actionOf(primary!, evidence, titles.get(primary!.rule)),
      suggestion: suggestionOf(primary!),
    }))
    .sort(compareCauses);
  const idOf = new Map<Finding, string>();
  causes.forEach((c, i) => {
    c.id = `c${i + 1}`;
    for (const f of [c.finding, ...c.evidence]) idOf.set(f, c.id);
    if (!c.suggestion) delete c.suggestion;
  });
  const findings = result.findings.map((f) => (idOf.has(f) ? { ...f, cause: idOf.get(f)! } : f));
  const tagged = causes.map((c) => ({
    ...c,
    finding: findings[result.findings.indexOf(c.finding)]!,
    evidence: c.evidence.map((e) => findings[result.findings.indexOf(e)]!),
  }));
  return { ...result, findings, causes: tagged };
}
