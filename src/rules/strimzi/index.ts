import type { Rule } from '../types.js';
import { apiVersion } from './api-version.js';
import { downgradeTwoStep } from './downgrade-two-step.js';
import { implicitKafkaUpgrade } from './implicit-kafka-upgrade.js';
import { kafkaVersionSupported } from './kafka-version-supported.js';
import { kraftOnly } from './kraft-only.js';
import { metadataAboveKafka } from './metadata-above-kafka.js';
import { metadataOneWay } from './metadata-one-way.js';
import { metadataUnsafeDowngrade } from './metadata-unsafe-downgrade.js';
import { metadataValid } from './metadata-valid.js';
import { nodePoolsPresent } from './node-pools-present.js';
import { unknownRelease } from './unknown-release.js';
import { upgradePathTooFar } from './upgrade-path-too-far.js';
import { upgradeTogether } from './upgrade-together.js';
import { versionIsString } from './version-is-string.js';

/** The Strimzi and Kafka rules shipped so far (the rest of the catalogue's pack is to come). */
export const strimziRules: Rule[] = [
  kafkaVersionSupported,
  implicitKafkaUpgrade,
  downgradeTwoStep,
  upgradeTogether,
  metadataAboveKafka,
  metadataValid,
  versionIsString,
  metadataUnsafeDowngrade,
  metadataOneWay,
  kraftOnly,
  nodePoolsPresent,
  upgradePathTooFar,
  apiVersion,
  unknownRelease,
];
