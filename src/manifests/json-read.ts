/**
 * A `.json` file that is not a Kubernetes object (a Grafana dashboard: a third of the bytes of a
 * Strimzi release) read with `JSON.parse` instead of the YAML parser, when — and only when — the
 * YAML reading (parse.ts) gives the same value and no problem. `JSON.parse` is some 30× faster, but
 * the two part ways on a few texts, which native searches and one walk of the value rule out first:
 * - a key twice in one object: YAML refuses it ("duplicated mapping key"), JSON keeps the last
 *   (every `:` of the text is a member's or inside a string: keys + `:` in strings = `:` in text);
 * - `-0` and numbers past a double (`1e400`): 0 and the string "1e400" for go-yaml, -0 and Infinity
 *   for JSON;
 * - the limits: nesting, nodes per document and per file, characters per document;
 * - a root not at the start of a line (YAML then wants every line of it indented as far);
 * - characters readers treat apart (tab, CR, controls, line separators, BOM, lone surrogates, an
 *   escaped surrogate), and `<<` or `__proto__` anywhere.
 * Anything else, and every Kubernetes object (its findings need lines: the events give them), is
 * read by the YAML parser as before. __tests__/manifests/json-read.test.ts compares both readings
 * over generated values laid out with whitespace wherever JSON allows it.
 */
import { toKubeObjects } from './kube.js';
import type { ParseLimits } from './limits.js';
import { lineAt } from './lines.js';

/** Deepest nesting read here; deeper texts go to the YAML parser (which applies `maxDepth`). */
const MAX_DEPTH = 64;

/**
 * The one document of a `.json` file that is not a Kubernetes object, as parse.ts's YAML reading
 * gives it (value and line, no positions: no finding is ever located in it), or undefined when the
 * YAML reading is needed.
 */
export function jsonNonObject(
  path: string,
  text: string,
  lim: ParseLimits,
): { value: unknown; line: number; positions: ReadonlyMap<string, never> } | undefined {
  const read = readJson(text, lim);
  if (!read) return undefined;
  const positions = new Map<string, never>();
  const line = lineAt(text, read.rootStart);
  return toKubeObjects(path, read.value, positions, line).length === 0
    ? { value: read.value, line, positions }
    : undefined;
}

/** Anything but printable ASCII and LF: most JSON files hold none, and skip {@link UNUSUAL}. */
const NOT_PLAIN = /[^\n\x20-\x7e]/;
/**
 * Characters a JSON writer has no need for and readers may treat apart: C0 controls but LF (tab and
 * CR too), DEL and C1 controls, line and paragraph separators, BOM, the non-characters U+FFFE and
 * U+FFFF, a lone surrogate half.
 */
const UNUSUAL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** An escaped surrogate, or an escaped `:` (see {@link readJson}). */
const UNUSUAL_ESCAPE = /\\u(?:[dD][89a-fA-F]|003[aA])/;
/**
 * The root, an object or an array, at the start of a line: YAML then reads any line of it at any
 * indentation (a root indented by n columns makes every later line of it need n too).
 */
const ROOT = /^\n*[{[]/;

/** The value of a JSON text as parse.ts's YAML reading gives it, or undefined when it might not. */
export function readJson(text: string, lim: ParseLimits): { value: unknown; rootStart: number } | undefined {
  if (text.length > lim.maxDocumentChars || text.includes('<<') || text.includes('__proto__'))
    return undefined;
  const root = ROOT.exec(text);
  if (!root || (NOT_PLAIN.test(text) && UNUSUAL.test(text))) return undefined;
  if (text.includes('\\u') && UNUSUAL_ESCAPE.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const walk: Walk = { keys: 0, nodes: 0, colons: 0, maxDepth: Math.min(MAX_DEPTH, lim.maxDepth - 2) };
  if (!visit(value, 1, walk) || walk.nodes > Math.min(lim.maxExpandedNodes, lim.maxFileNodes))
    return undefined;
  // A key twice in one object: JSON keeps the last. Every `:` of the text is a member's or is in a
  // string (no escaped `:`, see UNUSUAL_ESCAPE), so fewer keys than members means a key came twice.
  return walk.keys === colonsIn(text) - walk.colons ? { value, rootStart: root[0].length - 1 } : undefined;
}

/** What the walk of a value counts: keys, nodes (keys too, as events are), `:` inside strings. */
interface Walk {
  keys: number;
  nodes: number;
  colons: number;
  maxDepth: number;
}

/** Counts a value into `walk`; false for a number the YAML reading gives differently or nesting too deep. */
function visit(v: unknown, depth: number, walk: Walk): boolean {
  walk.nodes++;
  if (typeof v === 'string') {
    walk.colons += colonsIn(v);
    return true;
  }
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0);
  if (v === null || typeof v !== 'object') return true;
  if (depth > walk.maxDepth) return false;
  if (Array.isArray(v)) {
    for (const x of v as unknown[]) if (!visit(x, depth + 1, walk)) return false;
    return true;
  }
  const keys = Object.keys(v);
  walk.keys += keys.length;
  walk.nodes += keys.length;
  for (const k of keys) {
    walk.colons += colonsIn(k);
    if (!visit((v as Record<string, unknown>)[k], depth + 1, walk)) return false;
  }
  return true;
}

function colonsIn(s: string): number {
  let n = 0;
  for (let i = s.indexOf(':'); i >= 0; i = s.indexOf(':', i + 1)) n++;
  return n;
}
