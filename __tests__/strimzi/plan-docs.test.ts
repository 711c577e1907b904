import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planUpgrade, type PlanFacts } from '../../src/strimzi/planner.js';
import { stepChange } from '../helpers/plan-steps.js';

/**
 * The planner against Strimzi's own documentation at 1.2.0 (documentation/modules/upgrading and
 * downgrading, copied byte for byte in corpus/strimzi/upstream-upgrade-docs/docs-1.2.0): each row
 * instantiates one documented path with real releases ({ProductVersionPrevious} → {ProductVersion}
 * as 1.1.0 → 1.2.0, {KafkaVersionLower} → {KafkaVersionHigher} as 4.2.x → 4.3.x) and expects the
 * documented sequence step for step. Every citation is checked: its lines hold the quoted words.
 */
const DOCS = '/work/shared/corpus/strimzi/upstream-upgrade-docs/docs-1.2.0';

/** `file.adoc:from-to` and words those lines hold. */
type Cite = [where: string, quote: string];

interface Row {
  what: string;
  cites: Cite[];
  from: string;
  to: string;
  facts?: PlanFacts;
  /** The steps, short (helpers/plan-steps.ts), or the refusal's words. */
  steps: string[] | { error: string };
}

const s = (v: string) => {
  const [operator, kafka, metadata] = v.split('/');
  return { operator: operator!, kafka: kafka!, ...(metadata ? { metadata } : {}) };
};

const ROWS: Row[] = [
  {
    what: 'an incremental upgrade: the operator, then Kafka',
    cites: [
      ['con-upgrade-paths.adoc:13-14', 'An incremental upgrade moves between consecutive minor versions'],
      ['con-upgrade-sequence.adoc:27-29', 'Upgrade the Cluster Operator'],
      [
        'proc-upgrade-cluster-operator.adoc:112',
        'the version of Kafka running in the cluster it manages is unchanged',
      ],
    ],
    from: '1.1.0/4.3.0',
    to: '1.2.0/4.3.1',
    steps: ['upgrade 1.1.0 → 1.2.0', 'kafka 4.3.1'],
  },
  {
    what: 'a multi-version upgrade that keeps a supported Kafka: Kafka later, in its own PR',
    cites: [
      ['con-upgrade-paths.adoc:16-18', 'A multi-version upgrade skips one or more minor versions'],
      [
        'proc-upgrade-cluster-operator.adoc:94',
        'you can proceed to the next step and upgrade the Kafka version later',
      ],
    ],
    from: '1.0.0/4.2.0',
    to: '1.2.0/4.3.1',
    steps: ['upgrade 1.0.0 → 1.2.0', 'kafka 4.3.1'],
  },
  {
    what: 'a multi-version upgrade whose target does not support the running Kafka: Kafka in the same PR',
    cites: [
      ['con-upgrade-paths.adoc:27-29', 'you must upgrade the Kafka version as part of the Strimzi upgrade'],
      [
        'proc-upgrade-cluster-operator.adoc:85-92',
        'Change the `spec.kafka.version` property to a supported Kafka version',
      ],
    ],
    from: '1.0.0/4.1.0',
    to: '1.2.0/4.3.1',
    steps: ['upgrade 1.0.0 → 1.2.0 + kafka 4.3.1'],
  },
  {
    what: '0.46 → 0.49: one PR, Kafka raised with the operator (no Kafka PR nobody needs)',
    cites: [
      [
        'con-upgrade-paths.adoc:27-29',
        'Multi-version upgrades are possible even if the supported Kafka versions differ',
      ],
    ],
    from: '0.46.0/3.9.0',
    to: '0.49.0/4.1.1',
    facts: { aclOperation: false },
    steps: ['upgrade 0.46.0 → 0.49.0 + kafka 4.1.1'],
  },
  {
    what: 'a configured metadata version: Kafka first, leaving it, then the metadata version',
    cites: [
      [
        'proc-upgrade-kafka-kraft.adoc:52',
        'leave the `metadataVersion` at the default for the _current_ Kafka version',
      ],
      [
        'proc-upgrade-kafka-kraft.adoc:99',
        'If configured, update the Kafka resource to use the new `metadataVersion`',
      ],
      ['con-upgrade-sequence.adoc:29', '`version` and `metadataVersion`'],
    ],
    from: '1.1.0/4.2.0/4.2-IV1',
    to: '1.2.0/4.3.1/4.3-IV0',
    steps: ['upgrade 1.1.0 → 1.2.0', 'kafka 4.3.1', 'metadata 4.3-IV0'],
  },
  {
    what: 'no metadata version configured: no metadata step (Strimzi updates it itself)',
    cites: [
      ['proc-upgrade-kafka-kraft.adoc:47-48', 'Strimzi automatically updates it to the current default'],
    ],
    from: '1.1.0/4.2.0',
    to: '1.2.0/4.3.1',
    steps: ['upgrade 1.1.0 → 1.2.0', 'kafka 4.3.1'],
  },
  {
    what: 'from before 0.39 on ZooKeeper: one stop in 0.39–0.45 to migrate to KRaft, the KafkaUser update before 0.49, the v1 conversion before 1.0',
    cites: [
      [
        'con-migrate-kraft-pre-0.39.adoc:12-15',
        'Upgrade your cluster to a Strimzi version between 0.39 and 0.45',
      ],
      [
        'con-migrate-kraft-pre-0.39.adoc:19',
        'After your cluster is running on KRaft, you can proceed with the upgrade',
      ],
      [
        'con-upgrade-sequence.adoc:19-21',
        'you **must** migrate from ZooKeeper to KRaft *before* upgrading the Cluster Operator',
      ],
      [
        'con-upgrade-sequence.adoc:23-25',
        'a `KafkaUser` update that **must** be done *before* upgrading the Cluster Operator',
      ],
      [
        'con-api-conversion-v1.adoc:11',
        'you **must** convert your custom resources and CRDs to the `v1` API',
      ],
    ],
    from: '0.38.0/3.6.0',
    to: '1.2.0/4.3.1',
    facts: { zookeeper: true, aclOperation: true, preV1Resources: true },
    steps: [
      'upgrade 0.38.0 → 0.45.2 + kafka 3.9.1',
      'at 0.45.2: KRaft',
      'at 0.45.2: KafkaUser operations',
      'upgrade 0.45.2 → 0.51.0 + kafka 4.1.1',
      'at 0.51.0: convert to v1',
      'at 0.51.0: storedVersions v1',
      'upgrade 0.51.0 → 1.2.0 + kafka 4.3.1',
    ],
  },
  {
    what: 'a KRaft cluster from 0.39–0.45: the v1 conversion is the only stop',
    cites: [
      [
        'con-upgrade-sequence.adoc:31',
        'From Strimzi 0.39, upgrades and downgrades between KRaft-based clusters are supported',
      ],
      ['con-api-conversion-v1.adoc:11', 'When upgrading from a version earlier than Strimzi 1.0.0'],
    ],
    from: '0.45.0/3.9.0',
    to: '1.2.0/4.3.1',
    facts: { zookeeper: false, aclOperation: false, preV1Resources: true },
    steps: [
      'upgrade 0.45.0 → 0.51.0 + kafka 4.1.1',
      'at 0.51.0: convert to v1',
      'at 0.51.0: storedVersions v1',
      'upgrade 0.51.0 → 1.2.0 + kafka 4.3.1',
    ],
  },
  {
    what: 'an operator downgrade that keeps a supported Kafka: the operator only',
    cites: [
      ['proc-downgrade-cluster-operator.adoc:41-45', 'kubectl replace -f install/cluster-operator'],
      ['proc-downgrade-cluster-operator.adoc:59', 'If no error message is returned'],
    ],
    from: '1.2.0/4.3.0',
    to: '1.1.0/4.3.0',
    steps: ['downgrade 1.2.0 → 1.1.0'],
  },
  {
    what: 'an operator downgrade whose target does not support the running Kafka: Kafka in the same PR',
    cites: [
      ['proc-downgrade-cluster-operator.adoc:50-57', 'downgrade to a supported Kafka version if possible'],
      ['con-downgrade-paths.adoc:29-30', 'downgrade the Kafka version as part of the Strimzi downgrade'],
    ],
    from: '1.2.0/4.3.1',
    to: '1.1.0/4.3.0',
    steps: ['downgrade 1.2.0 → 1.1.0 + kafka 4.3.0'],
  },
  {
    what: 'a Kafka downgrade after the operator: the metadata version first, Kafka unchanged, then Kafka',
    cites: [
      ['proc-downgrade-cluster-operator.adoc:59', 'you can proceed to the next step'],
      [
        'proc-downgrade-kafka-kraft.adoc:36-39',
        'Leave the `Kafka.spec.kafka.version` unchanged at the _current_ Kafka version',
      ],
      [
        'proc-downgrade-kafka-kraft.adoc:62-64',
        'Change the `Kafka.spec.kafka.version` to the previous version',
      ],
    ],
    from: '1.0.0/4.2.0',
    to: '0.51.0/4.1.0',
    steps: ['downgrade 1.0.0 → 0.51.0', 'metadata 4.1-IV1', 'kafka 4.1.0'],
  },
  {
    what: 'Kafka lowered with the operator: the metadata version goes down first',
    cites: [
      ['con-downgrade-paths.adoc:29-30', 'downgrade the Kafka version as part of the Strimzi downgrade'],
      [
        'proc-downgrade-kafka-kraft.adoc:36',
        'Change the `metadataVersion` version to a value that is supported by both',
      ],
    ],
    from: '1.2.0/4.2.1',
    to: '0.51.0/4.1.1',
    steps: ['metadata 4.1-IV1', 'downgrade 1.2.0 → 0.51.0 + kafka 4.1.1'],
  },
  {
    what: 'to 0.45 or earlier: Kafka lowered first, with the operator that runs it',
    cites: [
      [
        'con-downgrade-paths.adoc:42-45',
        'The current Kafka version must be supported by the target Strimzi version',
      ],
    ],
    from: '0.46.0/4.0.0/3.9-IV0',
    to: '0.45.0/3.9.0',
    steps: ['kafka 3.9.0', 'downgrade 0.46.0 → 0.45.0'],
  },
  {
    what: 'the latest metadata version of the current release: no downgrade',
    cites: [
      [
        'proc-downgrade-kafka-kraft.adoc:15',
        'If the cluster is already using the latest metadata version for the current release, you cannot downgrade',
      ],
    ],
    from: '1.2.0/4.3.1',
    to: '1.1.0/4.2.1',
    steps: {
      error: 'the metadata version cannot go from 4.3-IV0 down to 4.2-IV1: the format changed at 4.3-IV0',
    },
  },
  {
    what: 'to 0.45 from a Kafka whose metadata cannot go back: not supported',
    cites: [
      ['con-downgrade-paths.adoc:30', 'then the Strimzi downgrade path you are attempting is not supported'],
    ],
    from: '0.46.0/4.0.0',
    to: '0.45.0/3.9.0',
    steps: {
      error: 'the metadata version cannot go from 4.0-IV3 down to 3.9-IV0: the format changed at 4.0-IV1',
    },
  },
];

const present = existsSync(DOCS);

describe("plans for the documentation's own paths (docs-1.2.0)", () => {
  it.each(ROWS.map((r) => [r.what, r] as const))('%s', (_, row) => {
    const plan = planUpgrade(s(row.from), s(row.to), undefined, row.facts ?? {});
    if ('error' in row.steps) {
      expect('error' in plan && plan.error).toContain(row.steps.error);
      return;
    }
    if ('error' in plan) throw new Error(plan.error);
    expect(plan.steps.map((step) => stepChange(step).short)).toEqual(row.steps);
  });

  (present ? it : it.skip)('cites lines that say what the rows rely on', () => {
    for (const row of ROWS)
      for (const [where, quote] of row.cites) {
        const [, file, a, b] = /^(.+\.adoc):(\d+)(?:-(\d+))?$/.exec(where)!;
        const lines = readFileSync(join(DOCS, file!), 'utf8').split('\n');
        const text = lines.slice(Number(a) - 1, Number(b ?? a)).join(' ');
        expect({ where, holds: text.includes(quote) }).toEqual({ where, holds: true });
      }
  });
});

if (!present)
  it('docs-1.2.0 citations skipped: the Strimzi docs corpus is absent', () => expect(present).toBe(false));
