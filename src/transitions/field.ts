import type { FieldPath } from '../manifests/types.js';

/** One step of a field path: a key, optionally selecting a list item by `[key=value]` or `[index]`. */
interface Step {
  key: string;
  select?: { key: string; value: string } | number;
}

export interface FieldSpec {
  steps: Step[];
  /** `:tag`: the value is an image reference and the version is its tag. */
  imageTag: boolean;
}

/** Parses `spec.template.spec.containers[name=app].image:tag`; throws an Error saying what is wrong. */
export function parseField(text: string): FieldSpec {
  const imageTag = text.endsWith(':tag');
  const body = imageTag ? text.slice(0, -4) : text;
  const steps: Step[] = [];
  for (const part of body.split('.')) {
    const m = /^([A-Za-z0-9_-]+)(?:\[(?:([A-Za-z0-9_.-]+)=([^\]]*)|(\d+))\])?$/.exec(part);
    if (!m) throw new Error(`"${part}" is not a field step (expected name, name[key=value] or name[0])`);
    steps.push({
      key: m[1]!,
      ...(m[2] !== undefined
        ? { select: { key: m[2], value: m[3]! } }
        : m[4] !== undefined
          ? { select: Number(m[4]) }
          : {}),
    });
  }
  return { steps, imageTag };
}

/** The value at a field and its path in the object (for the line), or undefined when absent. */
export function readField(value: unknown, spec: FieldSpec): { value: unknown; path: FieldPath } | undefined {
  let cur: unknown = value;
  const path: (string | number)[] = [];
  for (const step of spec.steps) {
    if (typeof cur !== 'object' || cur === null || Array.isArray(cur)) return undefined;
    const obj = cur as Record<string, unknown>;
    if (!Object.prototype.hasOwnProperty.call(obj, step.key)) return undefined;
    cur = obj[step.key];
    path.push(step.key);
    if (step.select === undefined) continue;
    if (!Array.isArray(cur)) return undefined;
    const list: unknown[] = cur;
    const sel = step.select;
    const index =
      typeof sel === 'number'
        ? sel
        : list.findIndex(
            (x) =>
              typeof x === 'object' &&
              x !== null &&
              String((x as Record<string, unknown>)[sel.key]) === sel.value,
          );
    if (index < 0 || index >= list.length) return undefined;
    cur = list[index];
    path.push(index);
  }
  return { value: cur, path };
}

/** The tag of an image reference; `digest` when it is pinned by digest (no version to compare). */
export function imageTag(ref: string): { tag?: string; digest?: string } {
  const at = ref.indexOf('@');
  if (at >= 0) return { digest: ref.slice(at + 1) };
  const slash = ref.lastIndexOf('/');
  const colon = ref.lastIndexOf(':');
  return colon > slash ? { tag: ref.slice(colon + 1) } : {};
}
