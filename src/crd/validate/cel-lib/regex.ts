import { celMethod, CelScalar, listType, type CelFunc } from '@bufbuild/cel';
import type { RE2JS } from 're2js';
import { re2Program } from '../re2.js';

/** A pattern compiled as Go's RE2 (linear time); a pattern RE2 rejects is a runtime error, as on the API server. */
export function re2(pattern: string): RE2JS {
  const re = re2Program(pattern);
  if ('error' in re) throw new Error(`invalid regex ${JSON.stringify(pattern)}: ${re.error}`);
  return re;
}

/** The engine's `matches` on RE2: an unanchored search, like Go's regexp.MatchString. */
export const RE2_ENGINE = { compile: (p: string) => ({ test: (s: string) => re2(p).matcher(s).find() }) };

/** k8s.io/apiserver/pkg/cel/library/regex.go: `find`, `findAll` (with an optional limit). */
export const REGEX: CelFunc[] = [
  celMethod('find', CelScalar.STRING, [CelScalar.STRING], CelScalar.STRING, function (p) {
    const m = re2(p).matcher(this);
    return m.find() ? (m.group() ?? '') : '';
  }),
  celMethod('findAll', CelScalar.STRING, [CelScalar.STRING], listType(CelScalar.STRING), function (p) {
    return findAll(this, p, -1);
  }),
  celMethod(
    'findAll',
    CelScalar.STRING,
    [CelScalar.STRING, CelScalar.INT],
    listType(CelScalar.STRING),
    function (p, n) {
      return findAll(this, p, Number(n));
    },
  ),
];

function findAll(s: string, p: string, limit: number): string[] {
  if (limit === 0) return [];
  const m = re2(p).matcher(s);
  const out: string[] = [];
  while ((limit < 0 || out.length < limit) && m.find()) out.push(m.group() ?? '');
  return out;
}
