import { parseFile } from '../manifests/parse.js';
import { DEFAULT_PARSE_LIMITS } from '../manifests/limits.js';
import { lineAt } from '../manifests/lines.js';
import type { ExactInts } from '../manifests/exact-ints.js';
import { itemExact, parseJsonExact } from './json-exact.js';
import { splitState } from './split.js';
import { StateFileError, type ClusterState, type LiveObject } from './types.js';
import { CLUSTER_FIELDS, CUSTOM_KEEP, wantedKind, type CustomKinds, type WantedKind } from './wanted.js';
import { asRecord, isRecord } from '../values.js';

/** Whether an object of a wanted kind is evidence: it carries the label and runs the image wanted. */
function relevant(wanted: WantedKind, value: Record<string, unknown>): boolean {
  if (wanted.label && typeof asRecord(asRecord(value.metadata).labels)[wanted.label] !== 'string')
    return false;
  if (!wanted.image) return true;
  const containers = asRecord(asRecord(asRecord(value.spec).template).spec).containers;
  const image = wanted.image;
  return Array.isArray(containers) && containers.some((c) => image.test(String(asRecord(c).image ?? '')));
}

const TIME = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.\d+)?Z$/;

/** Creation and condition transition times of one parsed object: the only timestamps trusted. */
function timesOf(value: Record<string, unknown>, into: string[]): void {
  const found = [asRecord(value.metadata).creationTimestamp];
  const conditions = asRecord(value.status).conditions;
  if (Array.isArray(conditions)) for (const c of conditions) found.push(asRecord(c).lastTransitionTime);
  for (const t of found) {
    const m = typeof t === 'string' ? TIME.exec(t) : null;
    if (m) into.push(`${m[1]!}Z`);
  }
}

/** The object as evidence, or undefined when it is not of a kind (and group) the gate reads. */
function liveObject(
  value: unknown,
  line: number,
  times: string[],
  custom?: CustomKinds,
  exact?: ExactInts,
): LiveObject | undefined {
  if (!isRecord(value) || typeof value.apiVersion !== 'string' || typeof value.kind !== 'string')
    return undefined;
  const slash = value.apiVersion.lastIndexOf('/');
  const group = slash < 0 ? '' : value.apiVersion.slice(0, slash);
  timesOf(value, times);
  const known = wantedKind(value.kind);
  const wanted =
    known && known.group === group
      ? known
      : custom?.has(`${group}/${value.kind}`)
        ? { group, keep: CUSTOM_KEEP }
        : undefined;
  if (!wanted || !relevant(wanted, value)) return undefined;
  const metadata = { ...asRecord(value.metadata) };
  for (const k of CLUSTER_FIELDS) delete metadata[k];
  const kept: Record<string, unknown> = { apiVersion: value.apiVersion, kind: value.kind, metadata };
  for (const k of wanted.keep) if (k !== 'metadata' && k in value) kept[k] = value[k];
  return {
    apiVersion: value.apiVersion,
    kind: value.kind,
    group,
    name: typeof metadata.name === 'string' ? metadata.name : '',
    namespace: typeof metadata.namespace === 'string' ? metadata.namespace : '',
    line,
    value: kept,
    ...(exact ? { exact } : {}),
  };
}

/** Deepest nesting of a JSON value, walked without recursion; stops at `limit`. */
function tooDeep(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d > limit) return true;
    for (const c of Object.values(v)) if (typeof c === 'object' && c !== null) stack.push([c, d + 1]);
  }
  return false;
}

function readJson(
  text: string,
  times: string[],
  custom?: CustomKinds,
): { objects: LiveObject[]; skipped: number } {
  let doc: unknown;
  let exact: ExactInts | undefined;
  try {
    ({ value: doc, exact } = parseJsonExact(text));
  } catch (err) {
    const msg = (err as Error).message;
    const pos = /position (\d+)/.exec(msg)?.[1];
    const line = pos === undefined ? undefined : lineAt(text, Number(pos));
    throw new StateFileError(`JSON error: ${msg}`, line);
  }
  const root = Array.isArray(doc)
    ? 'array'
    : isRecord(doc) && typeof doc.kind === 'string' && /List$/.test(doc.kind) && Array.isArray(doc.items)
      ? 'list'
      : 'one';
  const items =
    root === 'array' ? (doc as unknown[]) : root === 'list' ? (asRecord(doc).items as unknown[]) : [doc];
  const objects: LiveObject[] = [];
  let skipped = 0;
  for (const [i, item] of items.entries()) {
    const o = liveObject(item, 0, times, custom, itemExact(exact, root, i));
    if (!o) {
      skipped++;
      continue;
    }
    if (tooDeep(o.value, DEFAULT_PARSE_LIMITS.maxDepth))
      throw new StateFileError(
        `item ${i} (${o.kind} ${o.namespace ? `${o.namespace}/` : ''}${o.name}) nests deeper than ${DEFAULT_PARSE_LIMITS.maxDepth} levels`,
      );
    objects.push(o);
  }
  return { objects, skipped };
}

function readYaml(
  text: string,
  file: string,
  times: string[],
  custom?: CustomKinds,
): { objects: LiveObject[]; skipped: number } {
  const { chunks, skipped } = splitState(text, custom);
  const objects: LiveObject[] = [];
  let dropped = skipped;
  for (const chunk of chunks) {
    // The same reader, limits (aliases, depth, expanded size) and YAML 1.1 scalars as the manifests.
    const parsed = parseFile({ path: file, text: chunk.text });
    const problem = parsed.problems[0];
    if (problem) throw new StateFileError(problem.message, problem.line + chunk.line - 1);
    for (const obj of parsed.objects) {
      const o = liveObject(obj.value, obj.line + chunk.line - 1, times, custom, obj.exact);
      if (o) objects.push(o);
      else dropped++;
    }
  }
  return { objects, skipped: dropped };
}

/** `kubectl -o json` output; a flow-style YAML file that JSON.parse refuses is read as YAML. */
function jsonOrFlowYaml(
  text: string,
  file: string,
  times: string[],
  custom?: CustomKinds,
): { objects: LiveObject[]; skipped: number } {
  try {
    return readJson(text, times, custom);
  } catch (err) {
    if (!(err instanceof StateFileError) || !err.message.startsWith('JSON error')) throw err;
    try {
      return readYaml(text, file, times, custom);
    } catch {
      throw err;
    }
  }
}

/**
 * Reads a `kubectl get … -o yaml|json` export (a `List`, several documents, or JSON) into evidence.
 * Pure: text in, state out. Kinds the gate does not use (Secrets, ConfigMaps, …) are never
 * constructed, so their data cannot reach a report; custom resources only of the `custom` kinds
 * (`group/kind`: the CRDs the pull request changes). Throws StateFileError with the line.
 */
export function readClusterState(text: string, file: string, custom?: CustomKinds): ClusterState {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!body.trim()) throw new StateFileError('the file is empty', 1);
  // Timestamps come only from the objects read (never from text anywhere in the file, such as a
  // ConfigMap's data that says `creationTimestamp: 2099-…` to make an old export look fresh).
  const times: string[] = [];
  const { objects, skipped } = /^\s*[[{]/.test(body)
    ? jsonOrFlowYaml(body, file, times, custom)
    : readYaml(body, file, times, custom);
  const newest = times.length ? times.reduce((a, b) => (b > a ? b : a)) : undefined;
  return { file, objects, skipped, ...(newest ? { newest } : {}) };
}
