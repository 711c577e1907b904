/**
 * go-yaml v3 timestamps: a plain scalar that Go's `time.Parse` reads with one of go-yaml's layouts
 * ("2006-1-2T15:4:5.999999999Z07:00", the same with a lower-case `t`, "2006-1-2 15:4:5.999999999",
 * "2006-1-2") is a time, and kustomize writes it back as `json.Marshal` does: RFC 3339 with
 * nanoseconds, trailing zeros dropped, `Z` for a zero offset. `2020-1-2` becomes
 * "2020-01-02T00:00:00Z"; `2020-02-30` and `2020-01-01T10:00:00` (no zone) stay strings.
 */
const TIMESTAMP =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(T|t| +)(\d{1,2}):(\d{1,2}):(\d{1,2})(?:[.,](\d+))?(Z|[-+]\d\d:\d\d)?)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysIn(month: number, year: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `±hh:mm` as Go formats an offset (`Z` when zero), or undefined when Go refuses it. */
function zone(text: string): string | undefined {
  if (text === 'Z') return 'Z';
  const hours = Number(text.slice(1, 3));
  const minutes = Number(text.slice(4, 6));
  if (hours > 24 || minutes > 60) return undefined;
  const total = hours * 60 + minutes;
  if (total === 0) return 'Z';
  return `${text[0]}${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The RFC 3339 text kustomize gives a go-yaml timestamp, or undefined when it is not one. */
export function goTimestamp(source: string): string | undefined {
  const m = TIMESTAMP.exec(source);
  if (!m) return undefined;
  const [, y, mo, d, sep, h, mi, s, frac, z] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(month, year)) return undefined;
  const date = `${y}-${pad(month)}-${pad(day)}`;
  if (sep === undefined) return `${date}T00:00:00Z`;
  // "T"/"t" layouts need a zone; the space layout has none.
  if ((sep === 'T' || sep === 't') !== (z !== undefined)) return undefined;
  const [hour, minute, second] = [Number(h), Number(mi), Number(s)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const offset = z === undefined ? 'Z' : zone(z);
  if (offset === undefined) return undefined;
  // Go keeps nine digits (truncated) and prints them without trailing zeros.
  const nanos = (frac ?? '').slice(0, 9).replace(/0+$/, '');
  return `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}${nanos ? `.${nanos}` : ''}${offset}`;
}
