import { celEnv, isCelError, plan, type CelInput } from '@bufbuild/cel';
import type { Schema } from '../model.js';
import { isRecord } from '../../values.js';
import { parseCel } from './cel-parsed.js';
import { fieldSchema } from './schema-index.js';

type Converter = (ctx: { s: string }) => unknown;
let converters: { timestampOf: Converter; durationOf: Converter } | undefined;

/**
 * CEL's own `timestamp(s)` and `duration(s)`, planned on first use: most runs never type a
 * date or duration field, and an environment costs its registry and function tables.
 */
function conversions(): { timestampOf: Converter; durationOf: Converter } {
  if (!converters) {
    const bare = celEnv({});
    converters = {
      timestampOf: plan(bare, parseCel('timestamp(s)')) as unknown as Converter,
      durationOf: plan(bare, parseCel('duration(s)')) as unknown as Converter,
    };
  }
  return converters;
}

/** A value the API server could not convert: CEL sees an error, raised only if a rule reads it. */
class Unconvertible extends Error {}

function converted(result: unknown, what: string, v: string): CelInput {
  if (isCelError(result) || result instanceof Error)
    throw new Unconvertible(`${JSON.stringify(v)} is not a valid ${what}`);
  return result as CelInput;
}

/** The CEL value of a string field by its format, as k8s.io/apiserver/pkg/cel/common/values.go builds it. */
function typedString(v: string, format: unknown): CelInput {
  switch (format) {
    case 'byte':
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(v) || v.length % 4 !== 0)
        throw new Unconvertible(`${JSON.stringify(v)} is not base64`);
      return new Uint8Array(Buffer.from(v, 'base64'));
    case 'duration':
      return converted(conversions().durationOf({ s: v }), 'duration', v);
    case 'date':
      return converted(
        /^\d{4}-\d{2}-\d{2}$/.test(v) ? conversions().timestampOf({ s: `${v}T00:00:00Z` }) : undefined,
        'date',
        v,
      );
    case 'date-time':
      return converted(
        conversions().timestampOf({ s: v.replace(' ', 'T').replace(/z$/, 'Z').replace('t', 'T') }),
        'date-time',
        v,
      );
    default:
      return v;
  }
}

/**
 * The value as a CRD validation rule sees it: integers as CEL ints, `int-or-string` as whichever it
 * holds, `date` / `date-time` as timestamps, `duration` as a duration, `byte` as bytes; objects and
 * embedded resources as maps. A string its format cannot convert makes the rule that reads it fail
 * at run time, as on the API server (here: the whole rule errors).
 */
export function celValue(v: unknown, s: Schema | undefined): CelInput {
  if (Array.isArray(v))
    return v.map((x) => celValue(x, isRecord(s?.items) ? (s.items as Schema) : undefined)) as CelInput;
  if (isRecord(v)) {
    const out: Record<string, CelInput> = {};
    for (const [k, x] of Object.entries(v))
      Object.defineProperty(out, k, {
        value: celValue(x, fieldSchema(s, k)),
        enumerable: true,
        writable: true,
      });
    return out as unknown as CelInput;
  }
  if (
    typeof v === 'number' &&
    Number.isInteger(v) &&
    (s?.type === 'integer' || s?.['x-kubernetes-int-or-string'] === true)
  )
    return BigInt(v);
  if (typeof v === 'string' && s?.type === 'string') return typedString(v, s.format);
  // An exact int64 (exact.ts) is a CEL int, but a double in a `number` field (values.go: types.Double).
  if (typeof v === 'bigint' && s?.type === 'number') return Number(v);
  return v as CelInput;
}

export { Unconvertible };
