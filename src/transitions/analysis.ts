import { lineOf, objectRef } from '../manifests/locate.js';
import type { KubeObject } from '../manifests/types.js';
import type { RuleContext, RuleFinding } from '../rules/types.js';
import { compileDecls, type CompiledDecl } from './declarations.js';
import { imageTag, readField } from './field.js';
import { satisfies } from './range.js';
import type { TransitionDecl } from './types.js';
import type { Version } from './versions.js';

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
export function transitionAnalysis(ctx: RuleContext): TransitionAnalysis {
  return ctx.memo('transitions', () => {
    const { compiled } = compileDecls(ctx.config.transitions);
    const changes: VersionChange[] = [];
    const notices: RuleFinding[] = [];
    for (const c of compiled) {
      for (const pair of ctx.pairs) {
        const { base, head } = pair;
        if (!base || !head || !matches(head, c.decl.match) || !matches(base, c.decl.match)) continue;
        const b = read(c, base);
        const h = read(c, head);
        const notice = (message: string, line = head.line) =>
          notices.push({
            severity: 'notice',
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
        const entry = c.entries.find((e) => satisfies(from, e.from) && satisfies(to, e.to));
        changes.push({ c, base, head, from, to, line: h.line, ...(entry ? { entry } : {}) });
      }
    }
    return { changes, notices };
  });
}

export function noDeclarations(ctx: RuleContext): string | undefined {
  return ctx.config.transitions.length ? undefined : 'no transitions declared in the config';
}
