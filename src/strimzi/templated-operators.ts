import { helmTemplateFiles } from '../manifests/helm.js';
import type { Tree } from '../index/types.js';
import type { UnresolvedOperator } from './state.js';

/** What in a template names the Strimzi operator, and how to say it. */
const NAMES: readonly [RegExp, string][] = [
  [/strimzi\/operator[:@"'\s]/, 'the Strimzi operator image'],
  [/\bstrimzi-kafka-operator\b/, 'the strimzi-kafka-operator chart or OLM package'],
  [/strimzi-cluster-operator\.v?\d/, 'a Strimzi ClusterServiceVersion'],
];
const KIND =
  /^\s*kind:\s*["']?(Application|ApplicationSet|HelmRelease|Subscription|ClusterServiceVersion|Deployment|OCIRepository)["']?\s*$/m;

/**
 * Go templates of Helm charts (never read as YAML: src/manifests/helm.ts) that name the Strimzi
 * operator: an Argo CD Application, a Flux HelmRelease, an OLM Subscription or a Deployment written
 * inside a chart. The gate cannot read which release they install; this says where they are, so
 * "operator not found" names the file instead of the places it looked.
 */
export function templatedOperators(tree: Tree): UnresolvedOperator[] {
  const out: UnresolvedOperator[] = [];
  for (const { file, chart } of helmTemplateFiles(tree.snapshot.files)) {
    const hit = NAMES.map(([re, what]) => ({ at: re.exec(file.text)?.index, what })).find(
      (h) => h.at !== undefined,
    );
    if (!hit) continue;
    const line = file.text.slice(0, hit.at).split('\n').length;
    const kind = KIND.exec(file.text)?.[1];
    out.push({
      file: file.path,
      line,
      ref: `${kind ?? 'a manifest'} in Helm chart ${chart || './'}`,
      why: `${kind ? `the ${kind}` : 'this file'} names ${hit.what} inside a Go template of the chart (templates/ are not YAML until rendered, and the gate does not render a chart that is only a folder in the repository), so which release it installs cannot be read`,
    });
  }
  return out;
}
