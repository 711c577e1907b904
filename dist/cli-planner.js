import { S as STRIMZI_RELEASES, c as compareDotted, i as isSupported, U as UPGRADE_STOPS, r as resolveMetadata, f as formatChangesBetween } from './cli-stops.js';

function releaseData(extra = []) {
    const byVersion = new Map();
    for (const r of [...STRIMZI_RELEASES, ...extra])
        byVersion.set(r.version, r);
    const releases = [...byVersion.values()].sort((a, b) => compareDotted(a.version, b.version));
    return {
        releases,
        release: (v) => byVersion.get(v),
        isKnownKafka: (k) => releases.some((r) => r.known.includes(k)),
        newest: releases[releases.length - 1],
    };
}
const isStrArray = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
/**
 * Reads a `strimzi.releases` file: a JSON array of releases in the bundled format (see
 * src/strimzi/releases-data.ts). Throws an Error naming the first entry that does not fit.
 */
function parseReleasesFile(text) {
    const data = JSON.parse(text);
    if (!Array.isArray(data))
        throw new Error('expected a JSON array of releases');
    data.forEach((r, i) => {
        const ok = typeof r === 'object' &&
            r !== null &&
            typeof r.version === 'string' &&
            typeof r.defaultKafka === 'string' &&
            Array.isArray(r.supported) &&
            isStrArray(r.known) &&
            typeof r.apiVersions === 'object';
        if (!ok)
            throw new Error(`entry ${i} is not a release (needs version, defaultKafka, supported, known, apiVersions)`);
    });
    // Fields an entry leaves out: the matrix flags of a KRaft-only release, the operator facts of the newest bundled one.
    const newest = STRIMZI_RELEASES[STRIMZI_RELEASES.length - 1];
    const defaults = {
        featureGates: newest.featureGates,
        downgradeFromUnknownKafka: newest.downgradeFromUnknownKafka,
        kraftAnnotation: newest.kraftAnnotation,
        nodePoolsAnnotation: newest.nodePoolsAnnotation,
        specZookeeper: newest.specZookeeper,
        operatorReads: newest.operatorReads,
        kafkaUserOperation: newest.kafkaUserOperation,
        crdUpdateRequired: false,
        zookeeper: false,
        kraftRequiresAnnotations: false,
        nodePoolsRequired: true,
        upgradeFromUnknownKafka: true,
    };
    return data.map((r) => ({ ...defaults, ...r }));
}

/** A diagram with more states than this is left out: the numbered list says it all. */
const MAX_DIAGRAM_NODES = 8;
const defaultMetadata = (r, kafka) => {
    const m = r.supported.find((s) => s.version === kafka)?.metadata;
    return m ? (resolveMetadata(m)?.version ?? m) : undefined;
};
/** The newest release in [from, below). */
function lastBefore(releases, from, below) {
    return [...releases]
        .reverse()
        .find((r) => compareDotted(r.version, below) < 0 && compareDotted(r.version, from) >= 0);
}
/** The steps a crossing of `atLeast` needs first (stops.ts), written for the facts known. */
function stopSteps(atLeast, migration, facts) {
    if (atLeast === '1.0.0') {
        if (facts.preV1Resources === false)
            return ['Migrate status.storedVersions of every Strimzi CRD to v1 only (Strimzi API conversion tool)'];
        return [
            'Convert every Strimzi resource in the repository to kafka.strimzi.io/v1 (Strimzi API conversion tool; KafkaUser acls[].operation → operations)',
            'Once applied, migrate status.storedVersions of every Strimzi CRD to v1 only (storage-version migration)',
        ];
    }
    if (atLeast === '0.46.0' && facts.zookeeper === false)
        return [];
    return [migration];
}
/** Where the plan stops before crossing `atLeast`: the current release when it can migrate already. */
function stopRelease(data, start, stop) {
    return compareDotted(start.version, stop.below) >= 0
        ? start
        : lastBefore(data.releases, stop.below, stop.atLeast);
}
/**
 * The target Kafka version the plan can reach: the one asked when `end` supports it; else the first
 * later operator release that supports it; else the closest version `end` supports (the lowest above
 * it, or the highest below it), with a note that says so.
 */
function reachable(data, end, to) {
    if (isSupported(end, to.kafka))
        return { end, kafka: to.kafka };
    const supported = end.supported.map((s) => s.version).sort(compareDotted);
    const list = supported.join(', ');
    const later = data.releases.find((r) => compareDotted(r.version, end.version) > 0 && isSupported(r, to.kafka));
    if (later && compareDotted(to.kafka, supported.at(-1)) > 0)
        return {
            end: later,
            kafka: to.kafka,
            note: `Kafka ${to.kafka} is not supported by Strimzi ${end.version} (supported: ${list}); the first release that supports it is Strimzi ${later.version}, so the plan goes there.`,
        };
    const above = supported.find((k) => compareDotted(k, to.kafka) > 0);
    const kafka = above ?? supported.at(-1);
    return {
        end,
        kafka,
        note: `Kafka ${to.kafka} is not supported by Strimzi ${end.version} (supported: ${list}); the closest safe target is Kafka ${kafka}.`,
    };
}
/**
 * The releases a plan stops at before crossing one that needs a step first, and those steps:
 * KafkaUser `operation` before 0.49, then every stop of stops.ts the path crosses.
 */
function waypointsOf(data, start, end, facts) {
    const RELEASES = data.releases;
    const waypoints = [];
    // KafkaUser `operation` before 0.49: the User Operator reads v1 from 0.49 on (accepts both since 0.32).
    if (facts.aclOperation !== false &&
        compareDotted(start.version, '0.49.0') < 0 &&
        compareDotted(end.version, '0.49.0') >= 0) {
        const at = compareDotted(start.version, '0.32.0') >= 0 ? start : lastBefore(RELEASES, '0.32.0', '0.49.0');
        if (at)
            waypoints.push({
                release: at,
                steps: [
                    'Replace KafkaUser acls[].operation with operations: [ … ] (the User Operator reads v1 from 0.49 on)',
                ],
            });
    }
    for (const stop of UPGRADE_STOPS) {
        if (compareDotted(start.version, stop.atLeast) >= 0 || compareDotted(end.version, stop.atLeast) < 0)
            continue;
        const r = stopRelease(data, start, stop);
        if (r)
            waypoints.push({ release: r, steps: stopSteps(stop.atLeast, stop.migration, facts) });
    }
    waypoints.sort((a, b) => compareDotted(a.release.version, b.release.version));
    return waypoints;
}
/**
 * The shortest safe sequence of PRs from one operator/Kafka state to another over the bundled
 * release data: every step a crossed release requires (stops.ts: KRaft before 0.46, the v1
 * conversion and stored versions before 1.0; KafkaUser `operation` before 0.49), operator steps
 * through the releases an upgrade must stop at, Kafka moved (never past the target) only when the
 * next operator would not support the running version, and a metadata step only when asked.
 */
function planUpgrade(from, to, data = releaseData(), facts = {}) {
    const RELEASES = data.releases;
    const start = data.release(from.operator);
    const asked = data.release(to.operator);
    if (!start || !asked)
        return {
            error: `unknown Strimzi release ${!start ? from.operator : to.operator} (the bundled data covers ${RELEASES[0].version}–${RELEASES[RELEASES.length - 1].version})`,
        };
    if (compareDotted(to.operator, from.operator) < 0)
        return {
            error: "this is an operator downgrade: lower the metadata version, then Kafka, then the operator, following Strimzi's downgrade procedure",
        };
    const { end, kafka: target, note } = reachable(data, asked, to);
    const waypoints = waypointsOf(data, start, end, facts);
    const steps = [];
    const states = [`${from.operator} / ${from.kafka}`];
    let op = start;
    let kafka = from.kafka;
    const moveKafka = (k) => {
        if (k === kafka)
            return;
        const verb = compareDotted(k, kafka) > 0 ? 'rolls the brokers' : 'rolls the brokers back';
        steps.push(`Set spec.kafka.version: ${k} (operator ${op.version} ${verb})`);
        kafka = k;
        states.push(`${op.version} / ${k}`);
    };
    const path = [...waypoints, { release: end, steps: [] }];
    for (const next of path) {
        // Step towards `next` through the furthest release that can take over the running cluster.
        while (op.version !== next.release.version) {
            const ahead = RELEASES.filter((r) => compareDotted(r.version, op.version) > 0 && compareDotted(r.version, next.release.version) <= 0);
            const direct = [...ahead].reverse().find((r) => isSupported(r, kafka));
            const shared = [...ahead].reverse().find((r) => op.supported.some((s) => isSupported(r, s.version)));
            const step = direct && (!shared || compareDotted(direct.version, shared.version) >= 0) ? direct : shared;
            if (!step)
                return { error: `no release after Strimzi ${op.version} can take over a cluster it runs` };
            if (!isSupported(step, kafka)) {
                const both = op.supported
                    .map((s) => s.version)
                    .filter((k) => isSupported(step, k))
                    .sort(compareDotted);
                // Never past the target: the highest both run that is not above it, else the lowest.
                moveKafka([...both].reverse().find((k) => compareDotted(k, target) <= 0) ?? both[0]);
            }
            steps.push(`Upgrade the operator ${op.version} → ${step.version}: its CRDs and Deployment together, in one PR`);
            op = step;
            states.push(`${op.version} / ${kafka}`);
        }
        for (const s of next.steps)
            steps.push(`With Strimzi ${op.version}: ${s}`);
    }
    moveKafka(target);
    const metadataStep = metadataStepOf(from, to, op, target);
    if (metadataStep)
        steps.push(metadataStep);
    return {
        title: `Upgrade plan: Strimzi ${from.operator} / Kafka ${from.kafka} → Strimzi ${end.version} / Kafka ${target}`,
        steps,
        ...(states.length <= MAX_DIAGRAM_NODES ? { mermaid: diagram(states) } : {}),
        ...(note ? { note } : {}),
    };
}
/**
 * The metadata step, only when the user asked for a metadata version above the one running: "one-way"
 * only when a level that changed the metadata format (Kafka's `didMetadataChange`) is crossed.
 */
function metadataStepOf(from, to, op, kafka) {
    if (!to.metadata)
        return undefined;
    const want = resolveMetadata(to.metadata);
    const max = defaultMetadata(op, kafka);
    const have = from.metadata ? resolveMetadata(from.metadata) : undefined;
    if (!want || (have && want.level <= have.level))
        return undefined;
    const target = max && resolveMetadata(max) && resolveMetadata(max).level < want.level ? max : to.metadata;
    const oneWay = have ? formatChangesBetween(have, resolveMetadata(target) ?? want).length > 0 : true;
    return `Once the roll is healthy, set spec.kafka.metadataVersion: ${target}, in its own PR${oneWay ? ' (one-way: the metadata format changes)' : ''}`;
}
function diagram(states) {
    return [
        'graph TD',
        // A node label holds versions only: anything else is dropped, so nothing leaves the fence.
        ...states.map((s, i) => `  S${i}["${s.replace(/[^\w./ -]/g, '')}"]`),
        ...states.slice(1).map((_, i) => `  S${i} --> S${i + 1}`),
    ].join('\n');
}

export { parseReleasesFile as a, planUpgrade as p, releaseData as r };
