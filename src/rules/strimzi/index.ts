import type { Rule } from '../types.js';
import { apiVersion } from './api-version.js';
import { crdsMatchOperator } from './crds-match-operator.js';
import { customImageUnchanged } from './custom-image-unchanged.js';
import { downgradeMetadata } from './downgrade-metadata.js';
import { downgradeTwoStep } from './downgrade-two-step.js';
import { featureGates } from './feature-gates.js';
import { fromVersionKnown } from './from-version-known.js';
import { helmCrdsUpgraded } from './helm-crds-upgraded.js';
import { implicitKafkaUpgrade } from './implicit-kafka-upgrade.js';
import { kafkaUserOperations } from './kafkauser-operations.js';
import { kafkaVersionSupported } from './kafka-version-supported.js';
import { kraftMigration } from './kraft-migration.js';
import { kraftOnly } from './kraft-only.js';
import { legacyKraftConfig } from './legacy-kraft-config.js';
import { metadataAboveKafka } from './metadata-above-kafka.js';
import { metadataOneWay } from './metadata-one-way.js';
import { metadataUnsafeDowngrade } from './metadata-unsafe-downgrade.js';
import { metadataValid } from './metadata-valid.js';
import { nodePoolsPresent } from './node-pools-present.js';
import { operatorDowngrade } from './operator-downgrade.js';
import { operatorImages } from './operator-images.js';
import { operatorVersionUnknown } from './operator-version-unknown.js';
import { rebalanceAutoApproval } from './rebalance-auto-approval.js';
import { unknownRelease } from './unknown-release.js';
import { upgradePathTooFar } from './upgrade-path-too-far.js';
import { upgradeTogether } from './upgrade-together.js';
import { versionIsString } from './version-is-string.js';

/** The Strimzi and Kafka rules, in the catalogue's order. */
export const strimziRules: Rule[] = [
  kafkaVersionSupported,
  implicitKafkaUpgrade,
  fromVersionKnown,
  operatorDowngrade,
  downgradeMetadata,
  downgradeTwoStep,
  upgradeTogether,
  metadataAboveKafka,
  metadataValid,
  versionIsString,
  metadataUnsafeDowngrade,
  metadataOneWay,
  kraftOnly,
  kraftMigration,
  nodePoolsPresent,
  legacyKraftConfig,
  upgradePathTooFar,
  apiVersion,
  kafkaUserOperations,
  operatorImages,
  featureGates,
  crdsMatchOperator,
  helmCrdsUpgraded,
  customImageUnchanged,
  rebalanceAutoApproval,
  unknownRelease,
  operatorVersionUnknown,
];
