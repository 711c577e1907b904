import type { ObjectPair } from '../index/types.js';
import { lineOf, objectRef } from '../manifests/locate.js';
import type { KubeObject } from '../manifests/types.js';
import type { AnalysisDefinitions, RuleContext } from '../context.js';
import type { RuleFinding } from '../finding.js';
import { compileDecls, type CompiledDecl } from './declarations.js';
import { imageTag, readField } from './field.js';
import type { TransitionDecl } from './types.js';
import type { Version } from './versions.js';

declare module '../context.js' {
  interface Analyses {
    /** Every declared version field of every object pair, compared. */
    transitions: TransitionAnalysis;
  }
}

/** One declared field on one object, compared between base and head. */
export interface VersionChange {
  c: CompiledDecl;
  base: KubeObject;
  head: KubeObject;
  from: Version;
  to: Version;
  /** Where the head value is, for the finding's line. */
  line: number;
  /** The transitions entry that matched (first match wins), if any. */
  entry?: CompiledDecl['entries'][number];
}

export interface TransitionAnalysis {
  changes: VersionChange[];
  /** Values that could not be compared (field appeared or disappeared, digest, not a version). */
  notices: RuleFinding[];
}

function matches(obj: KubeObject, m: TransitionDecl['match']): boolean {
  return (
    obj.kind === m.kind &&
    (m.apiVersion === undefined || obj.apiVersion === m.apiVersion) &&
    (m.name === undefined || obj.name === m.name) &&
    (m.namespace === undefined || obj.namespace === m.namespace)
  );
}

type Read = { raw?: string; line: number; why?: string };

function read(c: CompiledDecl, obj: KubeObject): Read | undefined {
  const found = readField(obj.value, c.field);
  if (!found) return undefined;
  const line = lineOf(obj, found.path);
  if (typeof found.value !== 'string' && typeof found.value !== 'number')
    return { line, why: 'is not a scalar' };
  let raw = String(found.value);
  if (c.field.imageTag) {
    const t = imageTag(raw);
    if (t.digest)
      return {
        line,
        why: `is pinned by digest (${t.digest.slice(0, 19)}…), so it has no version to compare`,
      };
    if (!t.tag) return { line, why: 'has no tag' };
    raw = t.tag;
  }
  return { raw, line };
}

/** Every declared version field of every object pair, computed once per run. */
export const transitionAnalysis = (ctx: RuleContext): TransitionAnalysis => ctx.analyses.transitions;

/** The transitions pack's analyses (joined into the run context in run.ts). */
export const transitionAnalyses: Pick<AnalysisDefinitions, 'transitions'> = {
  transitions: (ctx) => analyseTransitions(ctx.pairs, ctx.config.transitions),
};

/** Compares every declared version field of every object pair. */
export function analyseTransitions(
  pairs: readonly ObjectPair[],
  declarations: readonly unknown[],
): TransitionAnalysis {
  const { compiled } = compileDecls(declarations);
  const changes: VersionChange[] = [];
  const notices: RuleFinding[] = [];
  for (const c of compiled) {
    for (const pair of pairs) {
      const { base, head } = pair;
      if (!base || !head || !matches(head, c.decl.match) || !matches(base, c.decl.match)) continue;
      const b = read(c, base);
      const h = read(c, head);
      const notice = (message: string, line = head.line, unjudged = true) =>
        notices.push({
          severity: 'notice',
          ...(unjudged ? { unjudged } : {}),
          file: head.file,
          line,
          object: objectRef(head),
          path: c.decl.field,
          message: `${c.decl.id}: ${message}`,
        });
      if (!b && !h) continue;
      if (!b || !h) {
        notice(
          `${c.decl.field} ${b ? 'disappears' : 'appears'} in this change; there is no transition to judge.`,
          h?.line,
          false,
        );
        continue;
      }
      if (b.why || h.why) {
        notice(`${c.decl.field} ${(h.why ?? b.why)!}; the transition is not judged.`, h.line);
        continue;
      }
      if (b.raw === h.raw) continue;
      const from = c.parse(b.raw!);
      const to = c.parse(h.raw!);
      if (!from || !to) {
        notice(
          `"${(from ? h.raw : b.raw)!}" is not a ${c.decl.scheme ?? 'semver'} version; the transition is not judged.`,
          h.line,
        );
        continue;
      }
      const entry = c.entries.find((e) => e.from.test(from) && e.to.test(to));
      changes.push({ c, base, head, from, to, line: h.line, ...(entry ? { entry } : {}) });
    }
  }
  return { changes, notices };
}

export function noDeclarations(ctx: RuleContext): string | undefined {
  return ctx.config.transitions.length ? undefined : 'no transitions declared in the config';
}
