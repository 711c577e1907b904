/**
 * The length of a string in code points, as ajv counts it for `minLength` and `maxLength` (its
 * runtime `ucs2length`, which the generated config validator calls): a surrogate pair is one.
 */
export function ucs2length(str: string): number {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    // A high surrogate followed by a low one is one code point.
    if (value >= 0xd800 && value <= 0xdbff && pos < len && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}
