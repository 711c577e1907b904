import { constructFromEvents, parseEvents, type Event, EVENT_ID } from 'js-yaml';
import type { SourceFile } from '../sources/snapshot.js';
import { toKubeObjects, type TypeDefaults } from './kube.js';
import { LineIndex, lineAt } from './lines.js';
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from './limits.js';
import { EventPositions } from './event-positions.js';
import { measureDocument, scanDocument } from './positions.js';
import type { ParsedFile, ParseProblem, Position } from './types.js';
import { KUBE_YAML_SCHEMA } from './yaml-schema.js';

export { DEFAULT_PARSE_LIMITS, type ParseLimits } from './limits.js';

type ReadOptions = ParseLimits;

/** One document read: its value, the line where its root starts, the positions of its fields. */
export interface DocReading {
  value: unknown;
  line: number;
  positions: ReadonlyMap<string, Position>;
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

/**
 * U+0085, U+2028 and U+2029 end a line (and a comment) for go-yaml, which kubectl, kustomize, Flux
 * and Argo CD read YAML with, but not for js-yaml: `a: 1 # note<U+2028>b: 2` holds `b` for them and
 * not for us. A YAML file holding one is refused with a located problem rather than read
 * differently (JSON files are read as JSON by Kubernetes tools, where they are plain characters).
 */
function goYamlLineBreak(path: string, text: string): ParseProblem | undefined {
  if (path.endsWith('.json')) return undefined;
  const at = text.search(/[\u0085\u2028\u2029]/);
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
  return toParsedFile(file.path, readFileText(file, limits), defaults);
}

/** A file's objects (with `defaults` for documents that may omit their type) and problems. */
export function toParsedFile(path: string, reading: FileReading, defaults?: TypeDefaults): ParsedFile {
  return {
    path,
    objects: reading.docs.flatMap((d) => toKubeObjects(path, d.value, d.positions, d.line, defaults)),
    problems: reading.problems,
  };
}

/** {@link parseFile} up to the documents: values, lines, positions and problems. Never throws. */
export function readFileText(file: SourceFile, limits: Partial<ParseLimits> = {}): FileReading {
  const lim = { ...DEFAULT_PARSE_LIMITS, ...limits };
  const text = file.text.charCodeAt(0) === 0xfeff ? file.text.slice(1) : file.text;
  const split = goYamlLineBreak(file.path, text);
  if (split) return { docs: [], problems: [split] };
  try {
    const events = parseEvents(text, { filename: file.path, maxDepth: lim.maxDepth });
    return readEvents(file.path, text, events, lim, 0);
  } catch (err) {
    return readParts(file.path, text, lim, err);
  }
}

function readEvents(
  path: string,
  text: string,
  events: Event[],
  lim: ReadOptions,
  lineOffset: number,
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
      problems.push({
        file: path,
        line: lines.lineOf(scan.excessiveAt) + lineOffset,
        message:
          scan.aliases > 0
            ? `excessive aliasing: the document expands to more than ${lim.maxExpandedNodes} nodes through its aliases; it was not read`
            : `too many nodes: the document has more than ${lim.maxExpandedNodes} nodes; it was not read`,
      });
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
    let value: unknown;
    try {
      value = constructFromEvents(docEvents, {
        source: text,
        schema: KUBE_YAML_SCHEMA,
        filename: path,
        maxAliases: lim.maxAliases,
      })[0];
    } catch (err) {
      problems.push(errorProblem(path, err, lineOffset));
      continue;
    }
    if (scan && lineOffset) for (const pos of scan.positions.values()) pos.line += lineOffset;
    const positions = scan
      ? scan.positions
      : new EventPositions(events, docStart, end, text, lines, lineOffset);
    docs.push({ value, line: docLine, positions });
  }
  return { docs, problems };
}

/** After a syntax error: each `---` part on its own, with its lines offset, so good parts still count. */
function readParts(path: string, text: string, lim: ReadOptions, firstError: unknown): FileReading {
  const parts: { start: number; line: number }[] = [{ start: 0, line: 0 }];
  const re = /^---[ \t]*(?:#.*)?\r?$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const line = lineAt(text, m.index) - 1;
    parts.push({ start: m.index, line });
  }
  if (parts.length === 1) return { docs: [], problems: [errorProblem(path, firstError, 0)] };
  const docs: DocReading[] = [];
  const problems: ParseProblem[] = [];
  parts.forEach((p, k) => {
    const end = parts[k + 1]?.start ?? text.length;
    const chunk = text.slice(p.start, end);
    try {
      const events = parseEvents(chunk, { filename: path, maxDepth: lim.maxDepth });
      const r = readEvents(path, chunk, events, lim, p.line);
      docs.push(...r.docs);
      problems.push(...r.problems);
    } catch (err) {
      problems.push(errorProblem(path, err, p.line));
    }
  });
  return { docs, problems };
}
