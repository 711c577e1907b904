/**
 * Names the file an object comes from when no file of the repository holds it (a chart's CRD,
 * src/charts/): a finding on such an object points at the release's line, and its message ends
 * with the chart file (`crds/045-Crd-kafkamirrormaker.yaml in strimzi-kafka-operator 0.45.0`).
 */
import type { RuleContext } from '../context.js';
import type { RuleFinding } from '../finding.js';
import { objectRef } from '../manifests/locate.js';

const origins = new WeakMap<RuleContext, Map<string, string> | undefined>();

const keyOf = (side: string, file: string, line: number, ref: string) => `${side}\0${file}\0${line}\0${ref}`;

function originsOf(ctx: RuleContext): Map<string, string> | undefined {
  if (origins.has(ctx)) return origins.get(ctx);
  let out: Map<string, string> | undefined;
  for (const side of ['base', 'head'] as const)
    for (const o of ctx[side].objects)
      if (o.origin !== undefined)
        (out ??= new Map()).set(keyOf(side, o.file, o.line, objectRef(o)), o.origin);
  origins.set(ctx, out);
  return out;
}

/** The finding with the origin of its object added to its message, when it has one. */
export function withOrigin(f: RuleFinding, ctx: RuleContext): RuleFinding {
  if (!f.object || !f.file || f.line === undefined) return f;
  const origin = originsOf(ctx)?.get(keyOf(f.side ?? 'head', f.file, f.line, f.object));
  return origin && !f.message.includes(origin) ? { ...f, message: `${f.message} (${origin})` } : f;
}
