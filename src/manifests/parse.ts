import { type Event, EVENT_ID } from 'js-yaml';
import type { SourceFile } from '../sources/snapshot.js';
import { toKubeObjects, type TypeDefaults } from './kube.js';
import { LineIndex } from './lines.js';
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from './limits.js';
import { EventPositions } from './event-positions.js';
import { measureDocument, scanDocument } from './positions.js';
import type { ParsedFile, ParseProblem, Position } from './types.js';
import { readDocument } from './read-document.js';
import { jsonNonObject } from './json-read.js';
import { readPlainYaml } from './plain-read.js';
import { withExact, type ExactInts } from './exact-ints.js';
import { parseAsGoYaml } from './go-indent.js';

export { DEFAULT_PARSE_LIMITS, type ParseLimits } from './limits.js';
import { API_LIMITS } from './limits.js';

/** The limits, the type of documents that may omit it (kustomization files), the file's node budget left. */
export type ReadOptions = ParseLimits & {
  defaults?: TypeDefaults;
  budget: { left: number; reported?: boolean };
};

/** One document read: its value, the line where its root starts, the positions of its fields. */
export interface DocReading {
  value: unknown;
  line: number;
  positions: ReadonlyMap<string, Position>;
  /** Exact values of the integers only an int64 holds, by path (exact-ints.ts); absent: none. */
  exact?: ExactInts;
}

/** One file read, before its documents become objects (what a worker thread sends back). */
export interface FileReading {
  docs: DocReading[];
  problems: ParseProblem[];
}

interface YamlErrorLike {
  reason?: string;
  message: string;
  mark?: { line: number; position?: number };
}

function errorProblem(file: string, err: unknown, lineOffset: number): ParseProblem {
  const e = err as YamlErrorLike;
  const line = (e.mark?.line ?? 0) + 1 + lineOffset;
  const reason = e.reason ?? e.message.split('\n')[0] ?? String(err);
  return { file, line, message: `YAML error: ${reason}` };
}

const GO_YAML_BREAKS = ['\u0085', '\u2028', '\u2029'];

/**
 * U+0085, U+2028 and U+2029 end a line (and a comment) for go-yaml, which kubectl, kustomize, Flux
 * and Argo CD read YAML with, but not for js-yaml: `a: 1 # note<U+2028>b: 2` holds `b` for them and
 * not for us. A YAML file holding one is refused with a located problem rather than read
 * differently (JSON files are read as JSON by Kubernetes tools, where they are plain characters).
 */
function goYamlLineBreak(path: string, text: string): ParseProblem | undefined {
  if (path.endsWith('.json')) return undefined;
  // Three searches for one character each (two of them cannot occur in a Latin-1 string, which V8
  // answers at once) instead of a regular expression run over every character.
  let at = -1;
  for (const c of GO_YAML_BREAKS) {
    const i = text.indexOf(c);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (at < 0) return undefined;
  const name = `U+${text.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    file: path,
    line: text.slice(0, at).split('\n').length,
    message: `${name} ends a line for Kubernetes tools (go-yaml) but not for this reader, so the file would be read differently from how it is applied; it was not read. Replace it with a line break, or write it as an escape ("\\u${name.slice(2).toLowerCase()}") inside a double-quoted string`,
  };
}

/**
 * Reads one file: values and positions from ONE event parse (positions: a full scan where the
 * limits need one, else the events kept as ints and read when a finding asks for a line). Every
 * document is constructed on its own, so a bad document (duplicate key, unknown tag, excessive
 * aliasing) does not hide the others; a syntax error that stops the whole parse falls back to
 * reading the file's `---` parts one by one. Never throws.
 */
export function parseFile(
  file: SourceFile,
  limits: Partial<ParseLimits> = {},
  defaults?: TypeDefaults,
): ParsedFile {
  return toParsedFile(file.path, readFileText(file, limits, defaults), defaults);
}

/** A file's objects (with `defaults` for documents that may omit their type) and problems. */
export function toParsedFile(path: string, reading: FileReading, defaults?: TypeDefaults): ParsedFile {
  return {
    path,
    objects: reading.docs.flatMap((d) =>
      toKubeObjects(path, d.value, d.positions, d.line, defaults, d.exact),
    ),
    problems: reading.problems,
  };
}

/**
 * {@link parseFile} up to the documents: values, lines, positions and problems (`defaults` decide
 * whether a document is a manifest, which decides how strictly it is read). Never throws.
 */
export function readFileText(
  file: SourceFile,
  limits: Partial<ParseLimits> = {},
  defaults?: TypeDefaults,
): FileReading {
  const lim: ReadOptions = { ...DEFAULT_PARSE_LIMITS, ...limits, defaults, budget: { left: 0 } };
  lim.budget.left = lim.maxFileNodes;
  const text = file.text.charCodeAt(0) === 0xfeff ? file.text.slice(1) : file.text;
  if (!defaults && file.path.endsWith('.json')) {
    const doc = jsonNonObject(file.path, text, lim);
    if (doc) return { docs: [doc], problems: [] };
  }
  return readYamlText(file.path, text, lim);
}

/**
 * {@link readFileText} by the YAML parser (every file but a `.json` one that is not an object):
 * plain-read.ts's reading when the text is in its subset (the same values, positions and
 * problems, faster), else {@link readYamlEvents}.
 */
function readYamlText(path: string, text: string, lim: ReadOptions): FileReading {
  const split = goYamlLineBreak(path, text);
  if (split) return { docs: [], problems: [split] };
  if (text.length > lim.maxDocumentChars) return readParts(path, text, lim);
  const docs = readPlainYaml(text, lim);
  return docs ? { docs, problems: [] } : readYamlEvents(path, text, lim);
}

/**
 * {@link readFileText} by js-yaml's events, whatever the text (exported for the test that compares
 * it with plain-read.ts): the `.json` shortcut, the go-yaml line breaks and the size split are the
 * caller's.
 */
export function readYamlEvents(path: string, text: string, lim: ReadOptions): FileReading {
  try {
    const read = parseAsGoYaml(text, { filename: path, maxDepth: lim.maxDepth });
    return readEvents(
      path,
      read.text,
      read.events,
      lim,
      0,
      read.text !== text && read.text.length === text.length,
    );
  } catch (err) {
    return readParts(path, text, lim, err);
  }
}

/** More nodes than any cluster stores (see limits.ts): refused without building the document. */
const tooManyNodes = (file: string, line: number, max: number): ParseProblem => ({
  file,
  line,
  message: `too many nodes: the document has more than ${max} nodes, more than a custom resource can hold (${API_LIMITS}); it was not read`,
});

/** The file's node budget is spent: this document and the rest of the file are not read. */
const overBudget = (file: string, line: number, lim: ParseLimits): ParseProblem => ({
  file,
  line,
  message: `file too large to judge: its documents hold more than ${lim.maxFileNodes} nodes in all; this document and the ones after it were not read (split the file)`,
});

/**
 * Charges a document to the file's node budget. A document too large on its own is refused
 * anyway; one that overdraws the budget (or comes after one that did) ends the reading of the
 * file: true, and the budget is marked spent and reported.
 */
function overdraws(lim: ReadOptions, measure: { nodes: number; tooManyAt?: number }): boolean {
  const b = lim.budget;
  if (b.left < 0 || (measure.tooManyAt === undefined && b.left < measure.nodes)) {
    [b.left, b.reported] = [-1, true];
    return true;
  }
  b.left -= measure.nodes;
  return false;
}

/**
 * Positions over a relaid text (go-indent.ts) whose length is the file's own go as a map: a
 * worker's event ints are read back over the file's text when the lengths agree (wire.ts).
 */
const positionsOf = (p: EventPositions, sameLength: boolean) => (sameLength ? new Map(p) : p);

function readEvents(
  path: string,
  text: string,
  events: Event[],
  lim: ReadOptions,
  lineOffset: number,
  mapPositions: boolean,
): FileReading {
  const docs: DocReading[] = [];
  const problems: ParseProblem[] = [];
  const lines = new LineIndex(text);
  let i = 0;
  while (i < events.length) {
    if (events[i]!.type !== EVENT_ID.DOCUMENT) {
      i++;
      continue;
    }
    // The full scan (paths and lines of every node) only where the limits need it: aliases, or
    // more nodes than allowed. Elsewhere the events are kept as ints and a line is looked up
    // when a finding asks for one.
    const measure = measureDocument(events, i, lim.maxExpandedNodes);
    if (overdraws(lim, measure)) {
      if (measure.rootStart >= 0)
        problems.push(overBudget(path, lines.lineOf(measure.rootStart) + lineOffset, lim));
      break;
    }
    if (measure.tooManyAt !== undefined) {
      problems.push(tooManyNodes(path, lines.lineOf(measure.tooManyAt) + lineOffset, lim.maxExpandedNodes));
      i = measure.end;
      continue;
    }
    const scan = measure.full ? scanDocument(events, i, text, lines, lim.maxExpandedNodes) : undefined;
    const end = scan ? scan.end : measure.end;
    const rootStart = scan ? scan.rootStart : measure.rootStart;
    const docStart = i;
    const docEvents = i === 0 && end === events.length ? events : events.slice(i, end);
    i = end;
    if (rootStart < 0) continue;
    const docLine = lines.lineOf(rootStart) + lineOffset;
    if (scan?.recursiveAt !== undefined) {
      problems.push({
        file: path,
        line: lines.lineOf(scan.recursiveAt) + lineOffset,
        message:
          'recursive alias: the alias refers to a node that contains it, which Kubernetes rejects; the document was not read',
      });
      continue;
    }
    if (scan?.excessiveAt !== undefined) {
      const line = lines.lineOf(scan.excessiveAt) + lineOffset;
      problems.push(
        scan.aliases > 0
          ? {
              file: path,
              line,
              message: `excessive aliasing: the document expands to more than ${lim.maxExpandedNodes} nodes through its aliases; it was not read`,
            }
          : tooManyNodes(path, line, lim.maxExpandedNodes),
      );
      continue;
    }
    if (scan && scan.aliases > lim.maxAliases) {
      problems.push({
        file: path,
        line: docLine,
        message: `too many aliases (${scan.aliases}, limit ${lim.maxAliases}); the document was not read`,
      });
      continue;
    }
    const read = readDocument(path, text, docEvents, lim);
    if ('error' in read) {
      problems.push(errorProblem(path, read.error, lineOffset));
      continue;
    }
    const value = read.value;
    if (scan && lineOffset) for (const pos of scan.positions.values()) pos.line += lineOffset;
    const positions =
      scan?.positions ??
      positionsOf(new EventPositions(events, docStart, end, text, lines, lineOffset), mapPositions);
    docs.push(withExact({ value, line: docLine, positions }, read.exact));
  }
  return { docs, problems };
}

/**
 * Each `---` part on its own, with its lines offset: after a syntax error, so good parts still
 * count, and for a file over `maxDocumentChars`, so the parser holds one part's events at a time
 * (a part over it is not read). A `---` line at column 0 always ends a document in YAML.
 */
function readParts(path: string, text: string, lim: ReadOptions, firstError?: unknown): FileReading {
  const parts: { start: number; line: number }[] = [{ start: 0, line: 0 }];
  const lines = new LineIndex(text);
  const re = /^---[ \t]*(?:#.*)?\r?$/gm;
  for (let m = re.exec(text); m; m = re.exec(text))
    parts.push({ start: m.index, line: lines.lineOf(m.index) - 1 });
  if (parts.length === 1 && firstError !== undefined)
    return { docs: [], problems: [errorProblem(path, firstError, 0)] };
  const docs: DocReading[] = [];
  const problems: ParseProblem[] = [];
  parts.forEach((p, k) => {
    if (lim.budget.reported) return;
    if (lim.budget.left < 0) {
      problems.push(overBudget(path, p.line + 1, lim));
      lim.budget.reported = true;
      return;
    }
    const end = parts[k + 1]?.start ?? text.length;
    if (end - p.start > lim.maxDocumentChars) {
      problems.push({
        file: path,
        line: p.line + 1,
        message: `document not read: its text is ${end - p.start} characters, over the ${lim.maxDocumentChars} the gate reads in one document (the API server takes at most 3 MiB of JSON per object, and YAML text is almost always larger than its JSON)`,
      });
      return;
    }
    const chunk = text.slice(p.start, end);
    try {
      const read = parseAsGoYaml(chunk, { filename: path, maxDepth: lim.maxDepth });
      const r = readEvents(
        path,
        read.text,
        read.events,
        lim,
        p.line,
        read.text !== chunk && read.text.length === chunk.length,
      );
      docs.push(...r.docs);
      problems.push(...r.problems);
    } catch (err) {
      problems.push(errorProblem(path, err, p.line));
    }
  });
  return { docs, problems };
}
