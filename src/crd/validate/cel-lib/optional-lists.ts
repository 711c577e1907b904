import {
  celFunc,
  celMethod,
  CelScalar,
  isCelList,
  listType,
  type CelFunc,
  type CelList,
} from '@bufbuild/cel';
import { none, some, unwrap } from './optional.js';
import { noOverload } from './values.js';

/**
 * Version 2 of cel-go's optional library (cel-go 0.23, first shipped by Kubernetes 1.33; the API
 * server enables `cel.OptionalTypes()` unversioned, so it offers whatever its cel-go has):
 *
 * - `list.first()`, `list.last()`: the first / last item as an optional, `optional.none()` on an
 *   empty list;
 * - `optional.unwrap(list)`, `list.unwrapOpt()`: the values of a list of optionals, the absent ones
 *   left out (an item that is not an optional is an error, as cel-go's `value … is not optional`).
 */
const LIST = listType(CelScalar.DYN);

function unwrapAll(l: unknown): unknown[] {
  if (!isCelList(l)) throw noOverload('optional.unwrap');
  const out: unknown[] = [];
  for (const item of l) {
    let o: ReturnType<typeof unwrap>;
    try {
      o = unwrap(item);
    } catch {
      throw new Error(`value ${String(item)} is not optional`);
    }
    if (o.present) out.push(o.value);
  }
  return out;
}

const end = (l: CelList, at: 'first' | 'last') =>
  l.size === 0 ? none() : some(l.get(at === 'first' ? 0 : l.size - 1));

export const OPTIONAL_LISTS: CelFunc[] = [
  celMethod('first', LIST, [], CelScalar.DYN, function () {
    return end(this, 'first');
  }),
  celMethod('last', LIST, [], CelScalar.DYN, function () {
    return end(this, 'last');
  }),
  celFunc('optional.unwrap', [CelScalar.DYN], CelScalar.DYN, (l) => unwrapAll(l) as unknown as bigint),
  celMethod('unwrapOpt', LIST, [], CelScalar.DYN, function () {
    return unwrapAll(this) as unknown as bigint;
  }),
];
