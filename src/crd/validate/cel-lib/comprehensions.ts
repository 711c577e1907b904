import { celFunc, celMap, CelScalar, isCelList, isCelMap, type CelFunc, type CelInput } from '@bufbuild/cel';
import { KV_PAIRS, MAP_INSERT } from '../cel-comprehensions.js';
import { noOverload } from './values.js';

/** `[index, item]` of each list item, `[key, value]` of each map entry: what `lowerTwoVar` iterates. */
function pairs(range: unknown): unknown[][] {
  if (isCelList(range)) return [...range].map((v, i) => [BigInt(i), v]);
  if (isCelMap(range)) return [...range].map(([k, v]) => [k, v]);
  throw new Error(
    `expression of type '${typeof range}' cannot be range of a comprehension (must be list, map, or dynamic)`,
  );
}

/** cel-go's `cel.@mapInsert`: a new map with the entry (or every entry of a map) added; a duplicate key is an error. */
function insert(target: unknown, entries: [unknown, unknown][]): CelInput {
  if (!isCelMap(target)) throw noOverload(MAP_INSERT);
  const out = new Map<unknown, unknown>([...target]);
  for (const [k, v] of entries) {
    if (target.has(k as string) || out.has(k))
      throw new Error(`insert failed: key ${String(k)} already exists`);
    out.set(k, v);
  }
  return celMap(out as Map<string, CelInput>);
}

/** The runtime of cel-go's two-variable comprehensions (Kubernetes 1.32+), see cel-comprehensions.ts. */
export const TWO_VAR: CelFunc[] = [
  celFunc(KV_PAIRS, [CelScalar.DYN], CelScalar.DYN, (range) => pairs(range) as unknown as CelInput as bigint),
  celFunc(
    MAP_INSERT,
    [CelScalar.DYN, CelScalar.DYN, CelScalar.DYN],
    CelScalar.DYN,
    (m, k, v) => insert(m, [[k, v]]) as unknown as bigint,
  ),
  celFunc(MAP_INSERT, [CelScalar.DYN, CelScalar.DYN], CelScalar.DYN, (m, entry) => {
    if (!isCelMap(entry)) throw noOverload(MAP_INSERT);
    return insert(m, [...entry]) as unknown as bigint;
  }),
];
