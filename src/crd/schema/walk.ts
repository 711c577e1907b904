import type { CelRuleJudge } from '../../context.js';
import type { FieldPath } from '../../manifests/types.js';
import type { ChangeKind, SchemaChange } from '../changes.js';
import { deepEqual } from '../equal.js';

/** One schema node (a JSON Schema object). */
export type Node = Record<string, unknown>;

export const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where a node is: the field as users read it, and its paths in the base and head CRD objects. */
export interface Where {
  field: string;
  base: FieldPath;
  head: FieldPath;
  /**
   * The head node is skip-pruned: it is an item of a list whose node keeps unknown fields
   * (`pruning/algorithm.go` `skipPrune`), so it keeps unknown keys whatever its own schema says.
   */
  kept?: boolean;
}

export const PRESERVE = 'x-kubernetes-preserve-unknown-fields';

/** One walk over a version's schema: the changes found so far, and how to compare two child nodes. */
export interface Walk {
  version: string;
  out: SchemaChange[];
  descend: (b: Node, h: Node, at: Where) => void;
  /** Judges added CEL rules (present when the CEL engine is loaded). */
  celRule?: CelRuleJudge;
}

/**
 * Compares one keyword family on a node that differs. `keywords` are the keys it judges: whatever
 * else differs is left to the orchestrator's "unhandled" bucket.
 */
export interface Comparator {
  keywords: readonly string[];
  compare: (w: Walk, b: Node, h: Node, at: Where) => void;
}

export type ChangeFields = Omit<SchemaChange, 'version' | 'field' | 'keyword' | 'basePath' | 'headPath'>;

/** Records a change of `keyword` at `at`; `onHead` false points the head path at the node (the keyword is gone). */
export function add(w: Walk, at: Where, keyword: string, change: ChangeFields, onHead = true): void {
  w.out.push({
    version: w.version,
    field: at.field,
    keyword,
    basePath: [...at.base, keyword],
    headPath: onHead ? [...at.head, keyword] : at.head,
    ...change,
  });
}

/** Keywords judged only as "changed" (whole value compared), at `level`. */
export function wholeValue(keywords: string[], kind: ChangeKind, level: 'fail' | 'notice'): Comparator {
  return {
    keywords,
    compare(w, b, h, at) {
      for (const k of keywords) {
        if (!deepEqual(b[k], h[k]))
          add(w, at, k, { kind, old: b[k], new: h[k], level, detail: `${k} changed` }, h[k] !== undefined);
      }
    },
  };
}
