/**
 * What one step of a plan changes, read from its words (the contract of src/strimzi/plan-steps.ts):
 * the operator it moves to, the Kafka version and metadata version it sets, and a short form for tables.
 */
export interface StepChange {
  operator?: string;
  kafka?: string;
  metadata?: string;
  /** `operator 0.45.2 → 0.51.0 + kafka 4.1.1`, `kafka 4.3.1`, `metadata 4.3-IV0`, `at 0.45.2: KRaft`, … */
  short: string;
}

const MIGRATIONS: [RegExp, string][] = [
  [/Migrate the cluster to KRaft/, 'KRaft'],
  [/Replace KafkaUser acls\[\]\.operation/, 'KafkaUser operations'],
  [/Convert every Strimzi resource in the repository to kafka\.strimzi\.io\/v1 /, 'convert to v1'],
  [/storedVersions of every Strimzi CRD to v1/, 'storedVersions v1'],
  [/kafka\.strimzi\.io\/v1beta2/, 'convert to v1beta2'],
];

export function stepChange(step: string): StepChange {
  const op = /^(Upgrade|Downgrade) the operator (\S+) → ([^\s:]+)/.exec(step);
  const kafka = /[Ss]et spec\.kafka\.version: (\S+)/.exec(step)?.[1];
  const metadata = /[Ss]et spec\.kafka\.metadataVersion: ([^,\s]+)/.exec(step)?.[1];
  const at = /^With Strimzi (\S+): /.exec(step)?.[1];
  if (at) {
    const what = MIGRATIONS.find(([re]) => re.test(step))?.[1] ?? step;
    return { short: `at ${at}: ${what}` };
  }
  const parts = [
    ...(op ? [`${op[1]!.toLowerCase()} ${op[2]} → ${op[3]}`] : []),
    ...(kafka ? [`kafka ${kafka}`] : []),
    ...(metadata ? [`metadata ${metadata}`] : []),
  ];
  return {
    ...(op ? { operator: op[3] } : {}),
    ...(kafka ? { kafka } : {}),
    ...(metadata ? { metadata } : {}),
    short: parts.join(' + ') || step,
  };
}
