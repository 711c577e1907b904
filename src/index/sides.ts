/**
 * Both sides of a run parsed, each distinct text once: a head file with the same path and text as a
 * base file is that file, a moved one is its reading under the new path, and unchanged files that
 * nothing needs may stay unparsed (./unread.ts). Pure but for the worker threads it may start.
 */
import { readFiles } from '../manifests/parallel.js';
import { parseFile, toParsedFile } from '../manifests/parse.js';
import type { ParsedFile } from '../manifests/types.js';
import type { SourceFile } from '../sources/snapshot.js';
import { KUSTOMIZATION_FILE, KUSTOMIZATION_TYPE } from '../units/kustomization.js';
import { withValue } from '../units/transform.js';
import {
  candidateNeeded,
  candidates,
  neededByParsed,
  unreadSummary,
  type Candidate,
  type ConfigNeeds,
  type UnreadFiles,
} from './unread.js';

const defaultsOf = (path: string) => (KUSTOMIZATION_FILE.test(path) ? KUSTOMIZATION_TYPE : undefined);
const parse = (f: SourceFile) => parseFile(f, {}, defaultsOf(f.path));

/**
 * How a text is read depends on its path only through these: a kustomization file gets default
 * types, and a `.json` file is not checked for go-yaml line breaks. Equal class, equal text: equal
 * reading.
 */
const readingClass = (path: string) =>
  `${KUSTOMIZATION_FILE.test(path) ? 'k' : ''}${path.endsWith('.json') ? 'j' : ''}`;

/** A file read under another path: the same values and lines, its objects named by the new path. */
const movedTo = (parsed: ParsedFile, path: string): ParsedFile => ({
  path,
  objects: parsed.objects.map((o) => withValue(o, o.value, { file: path })),
  problems: [],
});

/** For each head file: the base file with the same path and text, or with the same text elsewhere. */
export function matchHead(base: SourceFile[], head: SourceFile[]): { same?: number; moved?: number }[] {
  const byPath = new Map(base.map((f, i) => [f.path, i]));
  // Candidates by reading class and length (no hash of every text): texts compared only then; a
  // few per length, so a tree of many equal-length texts does not make every miss compare them all.
  const byLength = new Map<string, number[]>();
  base.forEach((f, i) => {
    const key = `${readingClass(f.path)}${f.text.length}`;
    const list = byLength.get(key) ?? [];
    if (list.length < 8) byLength.set(key, [...list, i]);
  });
  return head.map((f) => {
    const same = byPath.get(f.path);
    if (same !== undefined && base[same]!.text === f.text) return { same };
    const list = byLength.get(`${readingClass(f.path)}${f.text.length}`) ?? [];
    return { moved: list.find((i) => base[i]!.text === f.text) };
  });
}

/** Both sides parsed, and what the report says about unchanged files left unparsed. */
export interface ParsedSides {
  base: ParsedFile[];
  head: ParsedFile[];
  unread?: UnreadFiles;
}

/** How unchanged files may be left unparsed: from how many on, what the config names, kustomizations. */
export interface UnreadPlan {
  minFiles: number;
  config: ConfigNeeds;
  hasKustomization: boolean;
}

const readJob = (f: SourceFile) => ({ ...f, defaults: defaultsOf(f.path) });

/** Base files that are unchanged (same path and text in head) and no moved head file reads. */
function unchangedBase(matches: readonly { same?: number; moved?: number }[]): number[] {
  const same = new Set<number>();
  const moved = new Set<number>();
  for (const m of matches) {
    if (m.same !== undefined) same.add(m.same);
    if (m.moved !== undefined) moved.add(m.moved);
  }
  return [...same].filter((i) => !moved.has(i)).sort((a, b) => a - b);
}

/**
 * Both sides parsed, each distinct text once (across worker threads when there is a lot): a head
 * file with the same path and text as a base file is that file; one with the text of a base file
 * at another path (a moved file) is that file's reading under its new path, when it has no
 * problems (their messages may name the file). With a plan and enough unchanged files, those the
 * kind scan shows nothing needs are left unparsed (src/index/unread.ts): on neither side.
 */
export function parseSides(base: SourceFile[], head: SourceFile[], plan?: UnreadPlan): ParsedSides {
  const matches = matchHead(base, head);
  const unchanged = unchangedBase(matches);
  const held =
    plan && unchanged.length >= plan.minFiles
      ? candidates(base, unchanged, plan.hasKustomization, plan.config)
      : [];
  const heldSet = new Set(held.map((c) => c.index));
  const first = base.flatMap((f, i) => (heldSet.has(i) ? [] : [i]));
  const fresh = head.filter((_, i) => matches[i]!.same === undefined && matches[i]!.moved === undefined);
  const readings = readFiles([...first.map((i) => base[i]!), ...fresh].map(readJob));
  const baseFiles: (ParsedFile | undefined)[] = base.map(() => undefined);
  first.forEach(
    (i, k) => (baseFiles[i] = toParsedFile(base[i]!.path, readings[k]!, defaultsOf(base[i]!.path))),
  );
  const freshFiles = fresh.map((f, k) =>
    toParsedFile(f.path, readings[first.length + k]!, defaultsOf(f.path)),
  );
  const left = leftUnread(held, base, baseFiles, freshFiles, new Set(unchanged));
  const stays = new Set(left);
  const late = held.filter((c) => !stays.has(c));
  readFiles(late.map((c) => readJob(base[c.index]!))).forEach((r, k) => {
    const f = base[late[k]!.index]!;
    baseFiles[late[k]!.index] = toParsedFile(f.path, r, defaultsOf(f.path));
  });
  let next = 0;
  const headFiles = head.map((f, i) => {
    const { same, moved } = matches[i]!;
    if (same !== undefined) return baseFiles[same];
    if (moved === undefined) return freshFiles[next++]!;
    const from = baseFiles[moved]!;
    return from.problems.length === 0 ? movedTo(from, f.path) : parse(f);
  });
  const present = (list: (ParsedFile | undefined)[]) => list.filter((f): f is ParsedFile => f !== undefined);
  const unread = unreadSummary(left);
  return { base: present(baseFiles), head: present(headFiles), ...(unread ? { unread } : {}) };
}

/** The held files still left unparsed once the others are read: none of their kinds is needed. */
function leftUnread(
  held: readonly Candidate[],
  base: readonly SourceFile[],
  baseFiles: readonly (ParsedFile | undefined)[],
  freshFiles: readonly ParsedFile[],
  unchanged: ReadonlySet<number>,
): Candidate[] {
  if (!held.length) return [];
  const parsed = [...baseFiles.filter((f): f is ParsedFile => f !== undefined), ...freshFiles];
  const changed = new Set([...baseFiles.filter((f, i) => f && !unchanged.has(i)), ...freshFiles]);
  const needs = neededByParsed(parsed, changed as Set<ParsedFile>);
  if (!needs) return [];
  return held.filter((c) => !candidateNeeded(c, base[c.index]!.text, needs));
}
