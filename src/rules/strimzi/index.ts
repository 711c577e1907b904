import type { Rule } from '../types.js';
import { kafkaVersionSupported } from './kafka-version-supported.js';
import { unknownRelease } from './unknown-release.js';
import { versionIsString } from './version-is-string.js';

/** The Strimzi and Kafka rules (the first of the catalogue's pack; the rest are to come). */
export const strimziRules: Rule[] = [kafkaVersionSupported, versionIsString, unknownRelease];
