import { parse } from '@bufbuild/cel';

/** @bufbuild/cel's tree for a text, or undefined when it refuses it. */
export function shippedParse(text: string): ReturnType<typeof parse> | undefined {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

/** The tree with its key order kept (toStrictEqual ignores it; JSON.stringify of a canonical form does not). */
export const ordered = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    typeof x === 'bigint' ? `${x}n` : x instanceof Uint8Array ? { bytes: [...x] } : x,
  );

/** A fast parser's tree is the shipped parser's exactly: deep-equal (bigints, undefined fields), same key order. */
export function sameAsShipped(text: string, mine: unknown): void {
  const theirs = shippedParse(text);
  try {
    expect(mine).toStrictEqual(theirs);
    expect(ordered(mine)).toBe(ordered(theirs));
  } catch (err) {
    throw new Error(`${JSON.stringify(text)}: ${(err as Error).message}`, { cause: err });
  }
}
