import { defineRule } from '../define.js';
import { lineOf } from '../../manifests/locate.js';
import { noStrimzi, releasesOf, strimziState } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

const MAPS = ['STRIMZI_KAFKA_IMAGES', 'STRIMZI_KAFKA_CONNECT_IMAGES', 'STRIMZI_KAFKA_MIRROR_MAKER_2_IMAGES'];

export const operatorImages = defineRule({
  id: 'strimzi/operator-images',
  title: "Operator image maps do not match the operator's release",
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    "`STRIMZI_KAFKA_IMAGES` (and the Connect / MirrorMaker 2 maps) in the operator Deployment do not list exactly the operator's supported Kafka versions, or point at another release's images.",
  docs: {
    why: "The operator picks the broker image from these maps. A map left over from the previous release (a common mistake when only the image tag is bumped) makes the operator roll the brokers to the old release's images, or refuse versions it supports.",
    fix: 'Take the whole Deployment from the release you upgrade to, or update every entry: `<kafka version>=quay.io/strimzi/kafka:<operator version>-kafka-<kafka version>`.',
  },
  skip: noStrimzi,
  check(ctx) {
    const out: RuleFinding[] = [];
    for (const op of strimziState(ctx).head.operators) {
      if (!op.obj) continue;
      const obj = op.obj;
      const release = releasesOf(ctx).release(op.version);
      if (!release) continue;
      const spec = (
        obj.value.spec as {
          template?: { spec?: { containers?: { env?: { name?: string; value?: unknown }[] }[] } };
        }
      ).template?.spec;
      (spec?.containers ?? []).forEach((c, ci) =>
        (c.env ?? []).forEach((e, ei) => {
          if (!e.name || !MAPS.includes(e.name) || typeof e.value !== 'string') return;
          const entries = e.value
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
            .map((l) => l.split('='));
          const versions = entries.map(([k]) => k!).sort();
          const supported = release.supported.map((s) => s.version).sort();
          const wrongTags = entries
            .filter(([, img]) => img && !img.includes(`:${op.version}-`))
            .map(([k]) => k);
          const problems: string[] = [];
          if (e.name === 'STRIMZI_KAFKA_IMAGES' && versions.join() !== supported.join())
            problems.push(
              `lists Kafka ${versions.join(', ')} but Strimzi ${op.version} supports ${supported.join(', ')}`,
            );
          if (wrongTags.length)
            problems.push(`images for ${wrongTags.join(', ')} are not tagged ${op.version}-kafka-…`);
          if (problems.length) {
            out.push({
              file: obj.file,
              line: lineOf(obj, ['spec', 'template', 'spec', 'containers', ci, 'env', ei, 'value']),
              side: 'head',
              object: op.ref,
              path: e.name,
              message: `${e.name} ${problems.join('; ')}: the operator would run other images than its release's. Take the Deployment from Strimzi ${op.version} as a whole.`,
            });
          }
        }),
      );
    }
    return out;
  },
});
