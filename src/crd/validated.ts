/**
 * One validation per custom resource, CRD and base self per run: `crd/custom-resource-invalid`
 * (every head resource) and the objects a tightening is judged on (crd/objects.ts) ask the same
 * question of the same resource, so they share one answer (identical problems, computed once).
 */
import type { RuleContext } from '../context.js';
import type { KubeObject } from '../manifests/types.js';
import type { Crd } from './model.js';
import { validateCustomResource, type Problem } from './validate/validate.js';
import { exactValue } from './validate/exact.js';
import { identical } from './equal.js';
import { sameExactInts } from '../manifests/exact-ints.js';

declare module '../context.js' {
  interface Analyses {
    /** Validates a custom resource against a CRD, on create or as an update from `old`, once per run. */
    crdValidation: ValidateOnce;
  }
}

/**
 * The problems of `cr` against `crd`, as the API server would say them: on create, or as an update
 * from `old` (its base self) when that is written in the same version (transition rules run). A
 * malformed CRD that breaks the validator is a notice on this resource only.
 */
export type ValidateOnce = (cr: KubeObject, crd: Crd, old?: KubeObject) => Problem[];

export function validateOnce(ctx: RuleContext): ValidateOnce {
  const ids = new WeakMap<object, number>();
  let next = 0;
  const idOf = (o: object | undefined) => {
    if (!o) return 0;
    let id = ids.get(o);
    if (id === undefined) ids.set(o, (id = ++next));
    return id;
  };
  // Copies of one CRD (an install folder and a Helm chart, whose labels differ) validate alike:
  // validation reads the name and the spec (its versions' schemas), never the rest of the metadata.
  const copies = new Map<string, KubeObject[]>();
  const crdIdOf = (crd: Crd) => {
    if (!ids.has(crd.obj)) {
      const known = copies.get(crd.name) ?? [];
      const twin = known.find((o) => sameSpec(o, crd.obj));
      ids.set(crd.obj, twin ? idOf(twin) : ++next);
      if (!twin) copies.set(crd.name, [...known, crd.obj]);
    }
    return idOf(crd.obj);
  };
  const memo = new WeakMap<KubeObject, Map<string, Problem[]>>();
  const twins = new Map<string, Validated[]>();
  return (cr, crd, old) => {
    const update = old && old.version === cr.version ? old : undefined;
    const key = `${crdIdOf(crd)}\u0000${crd.name}\u0000${idOf(update)}`;
    let byCr = memo.get(cr);
    if (!byCr) memo.set(cr, (byCr = new Map()));
    let problems = byCr.get(key);
    if (!problems) {
      // A copy of a resource already validated (an example repeated in several files) has its answer.
      const same = [key, cr.apiVersion, cr.version, cr.kind, cr.namespace, cr.name].join('\u0000');
      const seen = twins.get(same) ?? [];
      problems = seen.find((t) => sameInput(t.cr, cr))?.problems;
      if (!problems) {
        problems = validated(cr, crd, update, ctx);
        if (seen.length < MAX_TWINS) twins.set(same, [...seen, { cr, problems }]);
      }
      byCr.set(key, problems);
    }
    return problems;
  };
}

interface Validated {
  cr: KubeObject;
  problems: Problem[];
}

/** Distinct contents kept per name, CRD and version (a long list of same-named objects is not searched). */
const MAX_TWINS = 32;

const sameExact = (a: KubeObject, b: KubeObject) => sameExactInts(a.exact, b.exact);

/** Whether validation sees the same resource: the value and its exact integers, identical. */
const sameInput = (a: KubeObject, b: KubeObject) => sameExact(a, b) && identical(a.value, b.value);

/** Whether two CRDs of one name validate alike: the same spec, the same exact integers. */
const sameSpec = (a: KubeObject, b: KubeObject) => sameExact(a, b) && identical(a.value.spec, b.value.spec);

function validated(cr: KubeObject, crd: Crd, old: KubeObject | undefined, ctx: RuleContext): Problem[] {
  try {
    return validateCustomResource(cr, crd, ctx.engines.cel, {
      ...(old ? { old: exactValue(old) } : {}),
      kubernetesVersion: ctx.config.crd.kubernetesVersion,
    });
  } catch (err) {
    const why = (err as Error).message.slice(0, 120);
    return [{ kind: 'unchecked', path: [], message: `not checked: CRD ${crd.name} is malformed (${why})` }];
  }
}
