import { defineRule } from '../define.js';
import { lineOf, objectRef } from '../../manifests/locate.js';
import type { KubeObject } from '../../manifests/types.js';
import type { Tree } from '../../index/types.js';
import { featureGateProblems } from '../../strimzi/feature-gates.js';
import { installerOf } from '../../strimzi/helm-crds.js';
import { featureGatesEnv } from '../../strimzi/operator-deployment.js';
import { noStrimzi, releasesOf, strimziState, type StrimziSide } from '../../strimzi/state.js';
import { asRecord } from '../../values.js';
import type { RuleFinding } from '../../finding.js';

/**
 * `STRIMZI_FEATURE_GATES` in an OLM Subscription's `spec.config.env`, which OLM sets on the
 * operator's containers (operator-framework/api SubscriptionConfig.Env).
 */
function subscriptionGates(sub: KubeObject): { value: string; path: (string | number)[] } | undefined {
  const env = asRecord(asRecord(sub.value.spec).config).env;
  const list = Array.isArray(env) ? env.map(asRecord) : [];
  const at = list.findIndex((e) => e.name === 'STRIMZI_FEATURE_GATES' && typeof e.value === 'string');
  return at < 0
    ? undefined
    : { value: list[at]!.value as string, path: ['spec', 'config', 'env', at, 'value'] };
}

/**
 * Each cluster-operator Deployment's `STRIMZI_FEATURE_GATES`, each Flux HelmRelease's
 * `spec.values.featureGates` (the chart maps it onto the variable, values.yaml@0.23.0:19) and each
 * OLM Subscription's `spec.config.env`, with the release that runs it.
 */
function gatesOf(
  side: StrimziSide,
  tree: Tree,
): { obj: KubeObject; version: string; value: string; path: (string | number)[] }[] {
  return side.operators.flatMap((o) => {
    const env = o.obj ? featureGatesEnv(o.obj.value) : undefined;
    if (o.obj && env) return [{ obj: o.obj, version: o.version, ...env }];
    const sub = o.via === 'olm' ? installerOf(o, tree) : undefined;
    const olm = sub?.kind === 'Subscription' ? subscriptionGates(sub) : undefined;
    if (sub && olm) return [{ obj: sub, version: o.version, ...olm }];
    const hr = o.via === 'helmrelease' ? installerOf(o, tree) : undefined;
    const value = asRecord(asRecord(hr?.value.spec).values).featureGates;
    return hr && typeof value === 'string'
      ? [{ obj: hr, version: o.version, value, path: ['spec', 'values', 'featureGates'] }]
      : [];
  });
}

export const featureGates = defineRule({
  id: 'strimzi/feature-gates',
  title: 'Feature gate the operator does not know',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    '`STRIMZI_FEATURE_GATES` on the cluster-operator Deployment (or `values.featureGates` of a Flux HelmRelease, or `spec.config.env` of an OLM Subscription) names a gate its release does not know (removed when it graduated, or not there yet), names one twice, or is malformed: the operator does not start.',
  docs: {
    why: 'The operator parses STRIMZI_FEATURE_GATES while it builds its configuration and exits on anything it does not know ("Unknown feature gate … found in the configuration"): the Deployment crash-loops and nothing is reconciled. Strimzi deletes a gate in the release where it graduates, so a leftover `+ServerSideApplyPhase1` stops 1.2.0.',
    fix: 'Remove the gate from STRIMZI_FEATURE_GATES (a graduated gate is always on), or upgrade the operator to a release that has it.',
  },
  skip: noStrimzi,
  check(ctx) {
    const { base, head } = strimziState(ctx);
    const data = releasesOf(ctx);
    const before = gatesOf(base, ctx.base);
    const out: RuleFinding[] = [];
    for (const g of gatesOf(head, ctx.head)) {
      const release = data.release(g.version);
      if (!release) continue;
      const ref = objectRef(g.obj);
      const old = before.some(
        (b) => objectRef(b.obj) === ref && b.version === g.version && b.value === g.value,
      );
      for (const message of featureGateProblems(g.value, release))
        out.push({
          severity: old ? 'warn' : undefined,
          ...(old ? { present: true as const } : {}),
          file: g.obj.file,
          line: lineOf(g.obj, g.path),
          side: 'head',
          object: ref,
          path:
            g.path.length === 3
              ? 'spec.values.featureGates'
              : g.path[1] === 'config'
                ? `spec.config.env[${g.path[3]}].value`
                : `spec.template.spec.containers[${g.path[4]}].env[${g.path[6]}].value`,
          message: old ? `${message} Already present on the base revision.` : message,
        });
    }
    return out;
  },
});
