import { lineOf, objectRef } from '../manifests/locate.js';
import type { FieldPath, KubeObject } from '../manifests/types.js';
import type { Tree } from '../index/types.js';
import type { RuleContext } from '../rules/types.js';

const OPERATOR_IMAGE = /(?:^|\/)strimzi\/operator:v?(\d+\.\d+\.\d+)$/;
const isRec = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A version-like field as written: its value, whether YAML typed it as a number, and its line. */
export interface VersionField {
  raw: unknown;
  /** The value as a string (what Strimzi reads), or undefined when unset. */
  value?: string;
  isNumber: boolean;
  line: number;
  path: FieldPath;
}

export interface OperatorDeployment {
  version: string;
  obj: KubeObject;
  line: number;
}

export interface KafkaCluster {
  obj: KubeObject;
  ref: string;
  version: VersionField;
  metadataVersion: VersionField;
}

export interface StrimziSide {
  operators: OperatorDeployment[];
  clusters: KafkaCluster[];
}

function field(obj: KubeObject, path: FieldPath): VersionField {
  let cur: unknown = obj.value;
  for (const k of path) cur = isRec(cur) ? cur[k as string] : undefined;
  return {
    raw: cur,
    value: cur === undefined || cur === null ? undefined : String(cur),
    isNumber: typeof cur === 'number',
    line: lineOf(obj, path),
    path,
  };
}

/** The cluster operator's version from its Deployment image (`…/strimzi/operator:X.Y.Z`). */
function operatorsOf(tree: Tree): OperatorDeployment[] {
  const out: OperatorDeployment[] = [];
  for (const obj of tree.objects) {
    if (obj.kind !== 'Deployment') continue;
    const spec =
      isRec(obj.value.spec) && isRec(obj.value.spec.template) && isRec(obj.value.spec.template.spec)
        ? obj.value.spec.template.spec
        : undefined;
    const containers = Array.isArray(spec?.containers) ? spec.containers : [];
    containers.forEach((c, i) => {
      const image = isRec(c) && typeof c.image === 'string' ? c.image : '';
      const m = OPERATOR_IMAGE.exec(image);
      if (m)
        out.push({
          version: m[1]!,
          obj,
          line: lineOf(obj, ['spec', 'template', 'spec', 'containers', i, 'image']),
        });
    });
  }
  return out;
}

function sideOf(tree: Tree): StrimziSide {
  return {
    operators: operatorsOf(tree),
    clusters: tree.objects
      .filter((o) => o.kind === 'Kafka' && o.group === 'kafka.strimzi.io')
      .map((obj) => ({
        obj,
        ref: objectRef(obj),
        version: field(obj, ['spec', 'kafka', 'version']),
        metadataVersion: field(obj, ['spec', 'kafka', 'metadataVersion']),
      })),
  };
}

/** The Strimzi state of both sides, extracted once per run. */
export function strimziState(ctx: RuleContext): { base: StrimziSide; head: StrimziSide } {
  return ctx.memo('strimzi-state', () => ({ base: sideOf(ctx.base), head: sideOf(ctx.head) }));
}

/** The operator version for a side: `strimzi.operatorVersion` in config, else the one Deployment found. */
export function operatorVersion(ctx: RuleContext, side: StrimziSide): { version?: string; why?: string } {
  const configured = ctx.config.strimzi.operatorVersion;
  if (typeof configured === 'string') return { version: configured };
  const versions = [...new Set(side.operators.map((o) => o.version))];
  if (versions.length === 1) return { version: versions[0] };
  if (versions.length > 1)
    return {
      why: `several cluster-operator versions (${versions.join(', ')}) in one tree; set strimzi.operatorVersion`,
    };
  return { why: 'no cluster-operator Deployment found; set strimzi.operatorVersion' };
}

export function noStrimzi(ctx: RuleContext): string | undefined {
  const s = strimziState(ctx);
  return s.head.clusters.length || s.head.operators.length
    ? undefined
    : 'no Strimzi operator or Kafka cluster on the head side';
}
