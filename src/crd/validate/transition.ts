import type { Schema } from '../model.js';
import { isRecord } from '../../values.js';
import { jsonOf } from './exact-numbers.js';

/** A rule that mentions `oldSelf` is a transition rule: it runs on updates only (k8s compilation.go). */
export function isTransitionRule(rule: string): boolean {
  return /\boldSelf\b/.test(rule);
}

/**
 * The old item each new item of a list correlates with, as the API server pairs them for transition
 * rules: only `x-kubernetes-list-type: map` lists correlate, by their keys; items of atomic lists
 * and sets have no old self.
 */
export function correlatedItems(items: unknown[], old: unknown, s: Schema): unknown[] {
  if (!Array.isArray(old) || s['x-kubernetes-list-type'] !== 'map') return [];
  const keys = Array.isArray(s['x-kubernetes-list-map-keys'])
    ? (s['x-kubernetes-list-map-keys'] as string[])
    : [];
  const keyOf = (x: unknown) => (isRecord(x) ? jsonOf(keys.map((k) => x[k])) : undefined);
  const byKey = new Map(old.map((x) => [keyOf(x), x]));
  return items.map((x) => byKey.get(keyOf(x)));
}
