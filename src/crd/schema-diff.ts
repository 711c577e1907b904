import type { FieldPath } from '../manifests/types.js';
import { show, type SchemaChange } from './changes.js';
import { deepEqual } from './equal.js';
import type { Schema } from './model.js';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = deepEqual;
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

interface Walk {
  version: string;
  out: SchemaChange[];
}

interface Where {
  field: string;
  base: FieldPath;
  head: FieldPath;
}

/** Keywords that only document a field. */
const DOC_KEYWORDS = ['description', 'title', 'example', 'externalDocs'];
const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'maxProperties'];
const COMPOSITION = ['allOf', 'anyOf', 'oneOf', 'not'];
const LIST_SEMANTICS = ['x-kubernetes-list-type', 'x-kubernetes-list-map-keys', 'x-kubernetes-map-type'];

/**
 * Compares one version's schema on the base and head sides, keyword by keyword. Whatever differs
 * and no handler consumed is an `unhandled` change: never silently ignored.
 */
export function diffSchemas(
  version: string,
  base: Schema,
  head: Schema,
  basePath: FieldPath,
  headPath: FieldPath,
): SchemaChange[] {
  const walk: Walk = { version, out: [] };
  diffNode(walk, base, head, { field: '^', base: basePath, head: headPath });
  return walk.out;
}

function add(
  w: Walk,
  at: Where,
  keyword: string,
  change: Omit<SchemaChange, 'version' | 'field' | 'keyword' | 'basePath' | 'headPath'>,
  onHead = true,
): void {
  w.out.push({
    version: w.version,
    field: at.field,
    keyword,
    basePath: [...at.base, keyword],
    headPath: onHead ? [...at.head, keyword] : at.head,
    ...change,
  });
}

function diffNode(w: Walk, b: Node, h: Node, at: Where): void {
  // Equal subtrees cost one comparison and are never walked.
  if (deepEqual(b, h)) return;
  const handled = new Set<string>();
  const handle = (...keys: string[]) => keys.forEach((k) => handled.add(k));

  // type (and the int-or-string / embedded-resource extensions that widen or narrow it)
  handle('type', 'x-kubernetes-int-or-string', 'x-kubernetes-embedded-resource');
  const bt = b['x-kubernetes-int-or-string'] === true ? 'int-or-string' : b.type;
  const ht = h['x-kubernetes-int-or-string'] === true ? 'int-or-string' : h.type;
  if (!same(bt, ht)) {
    const widened =
      ht === undefined ||
      (bt !== undefined && ht === 'int-or-string' && (bt === 'integer' || bt === 'string')) ||
      (bt === 'integer' && ht === 'number');
    add(w, at, 'type', {
      kind: 'type-changed',
      old: bt,
      new: ht,
      level: widened ? 'notice' : 'fail',
      detail: `type ${show(bt)} → ${show(ht)}`,
    });
  }
  if (!same(b['x-kubernetes-embedded-resource'], h['x-kubernetes-embedded-resource'])) {
    add(w, at, 'x-kubernetes-embedded-resource', {
      kind: 'type-changed',
      old: b['x-kubernetes-embedded-resource'],
      new: h['x-kubernetes-embedded-resource'],
      level: 'fail',
      detail: `x-kubernetes-embedded-resource ${show(b['x-kubernetes-embedded-resource'])} → ${show(h['x-kubernetes-embedded-resource'])}`,
    });
  }

  // properties: removed fields; recurse into fields on both sides. Added fields are fine (required is checked below).
  handle('properties');
  const bp = isNode(b.properties) ? b.properties : {};
  const hp = isNode(h.properties) ? h.properties : {};
  for (const key of Object.keys(bp).sort()) {
    const field = `${at.field}.${key}`;
    const bChild = bp[key];
    if (!(key in hp)) {
      const kept = h['x-kubernetes-preserve-unknown-fields'] === true;
      w.out.push({
        version: w.version,
        field,
        keyword: 'properties',
        kind: 'field-removed',
        basePath: [...at.base, 'properties', key],
        headPath: isNode(h.properties) ? [...at.head, 'properties'] : at.head,
        old: key,
        level: kept ? 'warn' : 'fail',
        detail: kept
          ? `field ${key} removed from the schema; its parent keeps unknown fields, so stored values stay but are no longer validated`
          : `field ${key} removed`,
      });
    } else if (isNode(bChild) && isNode(hp[key])) {
      diffNode(w, bChild, hp[key] as Node, {
        field,
        base: [...at.base, 'properties', key],
        head: [...at.head, 'properties', key],
      });
    }
  }

  // items and additionalProperties: recurse when both are schemas.
  handle('items', 'additionalProperties');
  if (isNode(b.items) && isNode(h.items))
    diffNode(w, b.items, h.items, {
      field: `${at.field}[*]`,
      base: [...at.base, 'items'],
      head: [...at.head, 'items'],
    });
  else if (!same(b.items, h.items))
    add(w, at, 'items', {
      kind: 'unhandled',
      old: b.items,
      new: h.items,
      level: 'fail',
      detail: `items ${show(b.items)} → ${show(h.items)}`,
    });
  if (isNode(b.additionalProperties) && isNode(h.additionalProperties)) {
    diffNode(w, b.additionalProperties, h.additionalProperties, {
      field: `${at.field}.*`,
      base: [...at.base, 'additionalProperties'],
      head: [...at.head, 'additionalProperties'],
    });
  } else if (!same(b.additionalProperties, h.additionalProperties)) {
    const loosened =
      h.additionalProperties === true ||
      (b.additionalProperties === false && h.additionalProperties !== false);
    add(w, at, 'additionalProperties', {
      kind: loosened ? 'unhandled' : 'field-removed',
      old: b.additionalProperties,
      new: h.additionalProperties,
      level: loosened ? 'notice' : 'fail',
      detail: `additionalProperties ${show(b.additionalProperties)} → ${show(h.additionalProperties)}`,
    });
  }

  // required: a field that becomes required breaks every object without it.
  handle('required');
  const bReq = new Set(Array.isArray(b.required) ? (b.required as string[]) : []);
  for (const r of Array.isArray(h.required) ? (h.required as string[]) : []) {
    if (bReq.has(r)) continue;
    const child = hp[r];
    const defaulted = isNode(child) && child.default !== undefined;
    add(w, at, 'required', {
      kind: 'required-added',
      new: r,
      level: defaulted ? 'warn' : 'fail',
      detail: `field ${r} is now required${defaulted ? ' (it has a default, so new objects get it; existing ones may still lack it)' : ''}`,
    });
  }

  // enum
  handle('enum');
  if (!same(b.enum, h.enum)) {
    const be = Array.isArray(b.enum) ? b.enum.map((x) => JSON.stringify(x)) : undefined;
    const he = Array.isArray(h.enum) ? h.enum.map((x) => JSON.stringify(x)) : undefined;
    if (he && !be)
      add(w, at, 'enum', {
        kind: 'enum-restricted',
        new: h.enum,
        level: 'fail',
        ratchetable: true,
        detail: `enum added: only ${he.join(', ')} allowed now`,
      });
    else if (he && be) {
      const removed = be.filter((x) => !he.includes(x));
      const added = he.filter((x) => !be.includes(x));
      if (removed.length)
        add(w, at, 'enum', {
          kind: 'enum-restricted',
          old: b.enum,
          new: h.enum,
          level: 'fail',
          ratchetable: true,
          detail: `enum values removed: ${removed.join(', ')}`,
        });
      if (added.length)
        add(w, at, 'enum', {
          kind: 'enum-extended',
          old: b.enum,
          new: h.enum,
          level: 'warn',
          detail: `enum values added: ${added.join(', ')}`,
        });
    }
  }

  // numeric and size bounds
  handle(
    ...LOWER_BOUNDS,
    ...UPPER_BOUNDS,
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'uniqueItems',
  );
  for (const k of LOWER_BOUNDS) boundChange(w, at, k, num(b[k]), num(h[k]), (o, n) => n > o);
  for (const k of UPPER_BOUNDS) boundChange(w, at, k, num(b[k]), num(h[k]), (o, n) => n < o);
  for (const k of ['exclusiveMinimum', 'exclusiveMaximum', 'uniqueItems']) {
    if (h[k] === true && b[k] !== true)
      add(w, at, k, {
        kind: 'bounds-tightened',
        old: b[k],
        new: true,
        level: 'fail',
        ratchetable: true,
        detail: `${k} ${show(b[k])} → true`,
      });
  }
  const bm = num(b.multipleOf);
  const hm = num(h.multipleOf);
  if (hm !== undefined && (bm === undefined || (bm !== hm && bm % hm !== 0))) {
    add(w, at, 'multipleOf', {
      kind: 'bounds-tightened',
      old: bm,
      new: hm,
      level: 'fail',
      ratchetable: true,
      detail: `multipleOf ${show(bm)} → ${hm}`,
    });
  }

  // default
  handle('default');
  if (!same(b.default, h.default)) {
    const kind = 'default-changed';
    if (b.default === undefined)
      add(w, at, 'default', {
        kind,
        new: h.default,
        level: 'warn',
        detail: `default added: ${show(h.default)}`,
      });
    else if (h.default === undefined)
      add(
        w,
        at,
        'default',
        { kind, old: b.default, level: 'fail', detail: `default ${show(b.default)} removed` },
        false,
      );
    else
      add(w, at, 'default', {
        kind,
        old: b.default,
        new: h.default,
        level: 'fail',
        detail: `default ${show(b.default)} → ${show(h.default)}`,
      });
  }

  // pattern and format: added or changed restrict; removed loosens.
  handle('pattern', 'format');
  for (const k of ['pattern', 'format'] as const) {
    if (h[k] !== undefined && !same(b[k], h[k])) {
      add(w, at, k, {
        kind: k === 'pattern' ? 'pattern-changed' : 'format-changed',
        old: b[k],
        new: h[k],
        level: 'fail',
        ratchetable: k === 'pattern',
        detail: b[k] === undefined ? `${k} added: ${show(h[k])}` : `${k} ${show(b[k])} → ${show(h[k])}`,
      });
    }
  }

  // nullable and pruning
  handle('nullable', 'x-kubernetes-preserve-unknown-fields');
  if (b.nullable === true && h.nullable !== true)
    add(w, at, 'nullable', {
      kind: 'nullable-removed',
      old: true,
      new: h.nullable,
      level: 'fail',
      detail: 'nullable true → false: stored nulls no longer validate',
    });
  if (
    b['x-kubernetes-preserve-unknown-fields'] === true &&
    h['x-kubernetes-preserve-unknown-fields'] !== true
  ) {
    add(w, at, 'x-kubernetes-preserve-unknown-fields', {
      kind: 'preserve-unknown-removed',
      old: true,
      new: h['x-kubernetes-preserve-unknown-fields'],
      level: 'fail',
      detail:
        'x-kubernetes-preserve-unknown-fields true → false: unknown fields are now pruned, silently deleting stored data',
    });
  }

  // list and map semantics
  handle(...LIST_SEMANTICS);
  for (const k of LIST_SEMANTICS) {
    const dflt = k === 'x-kubernetes-list-map-keys' ? undefined : 'atomic';
    const o = b[k] ?? dflt;
    const n = h[k] ?? dflt;
    if (!same(o, n))
      add(w, at, k, {
        kind: 'list-semantics-changed',
        old: b[k],
        new: h[k],
        level: 'fail',
        detail: `${k} ${show(b[k])} → ${show(h[k])}`,
      });
  }

  // CEL rules
  handle('x-kubernetes-validations');
  celChanges(w, at, b['x-kubernetes-validations'], h['x-kubernetes-validations']);

  // composition
  handle(...COMPOSITION);
  for (const k of COMPOSITION) {
    if (!same(b[k], h[k]))
      add(
        w,
        at,
        k,
        { kind: 'composition-changed', old: b[k], new: h[k], level: 'fail', detail: `${k} changed` },
        h[k] !== undefined,
      );
  }

  // documentation only
  handle(...DOC_KEYWORDS);
  for (const k of DOC_KEYWORDS) {
    if (!same(b[k], h[k]))
      add(
        w,
        at,
        k,
        { kind: 'description-changed', old: b[k], new: h[k], level: 'notice', detail: `${k} changed` },
        h[k] !== undefined,
      );
  }

  // Anything else that differs: unknown is not safe.
  for (const k of new Set([...Object.keys(b), ...Object.keys(h)])) {
    if (handled.has(k) || same(b[k], h[k])) continue;
    add(
      w,
      at,
      k,
      {
        kind: 'unhandled',
        old: b[k],
        new: h[k],
        level: 'fail',
        detail: `${k} ${show(b[k])} → ${show(h[k])} (a change the gate cannot classify)`,
      },
      h[k] !== undefined,
    );
  }
}

function boundChange(
  w: Walk,
  at: Where,
  k: string,
  o: number | undefined,
  n: number | undefined,
  tighter: (o: number, n: number) => boolean,
): void {
  if (n === undefined || o === n) return;
  if (o === undefined || tighter(o, n)) {
    add(w, at, k, {
      kind: 'bounds-tightened',
      old: o,
      new: n,
      level: 'fail',
      ratchetable: true,
      detail: o === undefined ? `${k} added: ${n}` : `${k} ${o} → ${n}`,
    });
  }
}

interface CelRule {
  rule: string;
  message?: string;
}

function celChanges(w: Walk, at: Where, b: unknown, h: unknown): void {
  const list = (v: unknown): CelRule[] =>
    Array.isArray(v)
      ? v
          .filter(isNode)
          .map((r) => ({ rule: String(r.rule ?? ''), message: r.message as string | undefined }))
      : [];
  const br = list(b);
  const hr = list(h);
  const baseRules = new Set(br.map((r) => r.rule));
  const headRules = new Set(hr.map((r) => r.rule));
  for (const r of hr) {
    if (baseRules.has(r.rule)) continue;
    const transition = /\boldSelf\b/.test(r.rule);
    add(w, at, 'x-kubernetes-validations', {
      kind: 'cel-rules-changed',
      new: r.rule,
      level: 'fail',
      ratchetable: !transition,
      detail: `validation rule added: ${show(r.rule)}${transition ? ' (a transition rule using oldSelf: never ratcheted)' : ''}`,
    });
  }
  for (const r of br) {
    if (!headRules.has(r.rule)) {
      add(
        w,
        at,
        'x-kubernetes-validations',
        {
          kind: 'cel-rules-changed',
          old: r.rule,
          level: 'notice',
          detail: `validation rule removed: ${show(r.rule)}`,
        },
        h !== undefined,
      );
    }
  }
  const msg = (rules: CelRule[]) => JSON.stringify(rules.map((r) => [r.rule, r.message ?? '']).sort());
  if (
    hr.length &&
    baseRules.size === headRules.size &&
    [...baseRules].every((r) => headRules.has(r)) &&
    msg(br) !== msg(hr)
  ) {
    add(w, at, 'x-kubernetes-validations', {
      kind: 'description-changed',
      level: 'notice',
      detail: 'validation messages changed',
    });
  }
}
