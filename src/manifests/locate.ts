import { EVENT_ID, parseEvents, type Event } from 'js-yaml';
import { EventPositions } from './event-positions.js';
import { DEFAULT_PARSE_LIMITS } from './limits.js';
import { LineIndex } from './lines.js';
import { measureDocument, scanDocument } from './positions.js';
import { pathKey, type FieldPath, type KubeObject, type Position } from './types.js';

/** Position of the node at `path`, or of its nearest ancestor present in `positions`. */
function nearest(
  positions: ReadonlyMap<string, Position>,
  path: FieldPath,
): (Position & { exact: boolean }) | undefined {
  for (let n = path.length; n >= 0; n--) {
    const pos = positions.get(pathKey(path.slice(0, n)));
    if (pos) return { ...pos, exact: n === path.length };
  }
  return undefined;
}

/** Position of a field, or of its nearest ancestor present in the file. */
export function locate(obj: KubeObject, path: FieldPath): Position & { exact: boolean } {
  return nearest(obj.positions, path) ?? { line: obj.line, exact: false };
}

/** Line of a field, or of its nearest ancestor present in the file. */
export function lineOf(obj: KubeObject, path: FieldPath): number {
  return locate(obj, path).line;
}

/** File and line that set a field (a kustomize patch's, else the object's own), or of its nearest ancestor. */
export function whereOf(obj: KubeObject, path: FieldPath): { file: string; line: number } {
  const pos = locate(obj, path);
  return { file: pos.file ?? obj.file, line: pos.line };
}

/**
 * Line (1-based) of the node at `path` in the first document of a YAML text, or of its nearest
 * ancestor; read with the same positions as manifests (for a mapping entry: its key's line).
 * Undefined when the text does not parse or the document is empty. Used for files that are not
 * manifests, such as the config file.
 */
export function lineOfPath(text: string, path: FieldPath): number | undefined {
  const lim = DEFAULT_PARSE_LIMITS;
  let events: Event[];
  try {
    events = parseEvents(text, { maxDepth: lim.maxDepth });
  } catch {
    return undefined;
  }
  const start = events.findIndex((e) => e.type === EVENT_ID.DOCUMENT);
  if (start < 0) return undefined;
  const lines = new LineIndex(text);
  const measure = measureDocument(events, start, lim.maxExpandedNodes);
  if (measure.rootStart < 0) return undefined;
  const positions = measure.full
    ? scanDocument(events, start, text, lines, lim.maxExpandedNodes).positions
    : new EventPositions(events, start, measure.end, text, lines, 0);
  return nearest(positions, path)?.line;
}

/** `Kind/namespace/name` as users read it. */
export function objectRef(obj: Pick<KubeObject, 'kind' | 'namespace' | 'name'>): string {
  return obj.namespace ? `${obj.kind}/${obj.namespace}/${obj.name}` : `${obj.kind}/${obj.name}`;
}
