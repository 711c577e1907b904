import { gateOnFiles } from '../../helpers/gate.js';
import { repo } from './cases.js';

/**
 * The order a downgrade's warning gives is the documentation's (proc-downgrade-cluster-operator.adoc
 * @1.2.0:24-57, con-downgrade-paths.adoc@1.2.0:28-45): the operator first, Kafka with it only where
 * the target does not support the running version; never "Kafka, then the operator" for 0.46+.
 */
const v = (kafka: string) => `    version: ${kafka}\n`;
const message = (from: string, to: string, kafkaFrom: string, kafkaTo: string) =>
  gateOnFiles(repo(from, v(kafkaFrom)), repo(to, v(kafkaTo)), {}, { today: '2026-06-01' }).findings.find(
    (f) => f.rule === 'strimzi/operator-downgrade',
  );

describe('strimzi/operator-downgrade says the documented order', () => {
  it('a target that supports the running Kafka: the operator alone, Kafka later', () => {
    const f = message('0.51.0', '0.49.0', '4.1.0', '4.1.0');
    expect(f).toMatchObject({ severity: 'warn', file: 'strimzi/operator.yaml', line: 11 });
    expect(f!.message).toBe(
      "Strimzi 0.51.0 → 0.49.0 is a downgrade: revert custom resources to the options 0.49.0 supports, then replace the operator's install files with 0.49.0's; the running Kafka versions stay (0.49.0 supports them), Kafka can be lowered later.",
    );
  });

  it('a 0.46+ target that does not support it: Kafka lowered in the same PR, the metadata version before', () => {
    const f = message('0.49.0', '0.46.0', '4.1.0', '4.1.0');
    expect(f).toMatchObject({ severity: 'warn', file: 'strimzi/operator.yaml', line: 11 });
    expect(f!.message).toMatch(
      /^Strimzi 0\.49\.0 → 0\.46\.0 is a downgrade: .*, and lower spec\.kafka\.version of Kafka\/kafka\/my-cluster \(Kafka 4\.1\.0\) to [\d. /]+ in the same PR: 0\.46\.0 does not support the version it runs \(a configured metadataVersion above it goes down first, in its own PR\)\.$/,
    );
  });
});
