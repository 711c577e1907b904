import { constructFromEvents, type Event } from 'js-yaml';
import { goStructureProblem, mayDiffer } from './go-structure.js';
import { toKubeObjects, type TypeDefaults } from './kube.js';
import { lineAt } from './lines.js';
import { exactMade, takeExact, type ExactInts } from './exact-ints.js';
import { GO_YAML_DIFFERS, KUBE_YAML_SCHEMA, LENIENT_YAML_SCHEMA } from './yaml-schema.js';

interface Options {
  maxAliases: number;
  defaults?: TypeDefaults | undefined;
}

/** An error as js-yaml gives one: a reason and a 0-based line. */
interface Located {
  reason: string;
  message: string;
  mark: { line: number };
}

const isRefusal = (err: unknown) => String((err as { reason?: unknown }).reason).startsWith(GO_YAML_DIFFERS);
const isManifest = (path: string, value: unknown, defaults: TypeDefaults | undefined) =>
  toKubeObjects(path, value, new Map(), 0, defaults).length > 0;

let lastText: string | undefined;
let lastMayDiffer = false;

/**
 * One document's value, read as Kubernetes tools read it (yaml-schema.ts). What they read
 * differently is refused only in a Kubernetes object: a file that is not a manifest (an OpenAPI
 * document with `200:` keys) is never applied, so it is read leniently instead.
 */
export function readDocument(
  path: string,
  text: string,
  events: Event[],
  opts: Options,
): { value: unknown; exact?: ExactInts } | { error: unknown } {
  const made = exactMade;
  const read = readValue(path, text, events, opts);
  // Integers only an int64 holds were built as markers: doubles in the value, exact aside.
  return exactMade === made || 'error' in read ? read : takeExact(read.value);
}

function readValue(
  path: string,
  text: string,
  events: Event[],
  opts: Options,
): { value: unknown } | { error: unknown } {
  const construct = (schema: typeof KUBE_YAML_SCHEMA): unknown =>
    constructFromEvents(events, { source: text, schema, filename: path, maxAliases: opts.maxAliases })[0];
  let value: unknown;
  try {
    value = construct(KUBE_YAML_SCHEMA);
  } catch (err) {
    if (!isRefusal(err)) return { error: err };
    try {
      value = construct(LENIENT_YAML_SCHEMA);
    } catch {
      return { error: err };
    }
    return isManifest(path, value, opts.defaults) ? { error: err } : { value };
  }
  if (lastText !== text) [lastText, lastMayDiffer] = [text, mayDiffer(text)];
  if (lastMayDiffer && isManifest(path, value, opts.defaults)) {
    const p = goStructureProblem(events, 0, events.length, text);
    if (p) {
      const error: Located = {
        reason: p.reason,
        message: p.reason,
        mark: { line: lineAt(text, p.offset) - 1 },
      };
      return { error };
    }
  }
  return { value };
}
