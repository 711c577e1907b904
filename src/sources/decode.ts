import type { SkippedFile } from './snapshot.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Decoded text (a leading BOM already dropped), or why the file is skipped: a Git LFS pointer. */
function textFile(path: string, text: string): { text: string } | SkippedFile {
  // A Git LFS pointer stands in for the manifest: what would be applied is not in the repository.
  if (text.startsWith('version https://git-lfs.github.com/spec/')) return { path, reason: 'lfs-pointer' };
  return { text };
}

/**
 * What {@link decodeFile} makes of a file, from the text Node's UTF-8 read gave (invalid bytes as
 * U+FFFD, a BOM kept): the same text when it has neither U+FFFD nor NUL — then the bytes were valid
 * UTF-8 without NUL — else undefined, and the caller decodes the bytes.
 */
export function decodeUtf8Read(path: string, text: string): { text: string } | SkippedFile | undefined {
  if (text.includes('\uFFFD') || text.includes('\0')) return undefined;
  return textFile(path, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}

/**
 * {@link decodeFile}'s result, by Node's UTF-8 read first (faster than a fatal TextDecoder): the
 * bytes themselves only when that read shows U+FFFD or NUL.
 */
export function decodeBytes(path: string, bytes: Buffer): { text: string } | SkippedFile {
  return decodeUtf8Read(path, bytes.toString('utf8')) ?? decodeFile(path, bytes);
}

/** Bytes to text, or why the file is skipped: binary (NUL in the first 8000 bytes), invalid UTF-8, a Git LFS pointer. */
export function decodeFile(path: string, bytes: Uint8Array): { text: string } | SkippedFile {
  const head = bytes.subarray(0, 8000);
  if (head.includes(0)) return { path, reason: 'binary' };
  try {
    return textFile(path, decoder.decode(bytes));
  } catch {
    const offset = firstInvalidUtf8(bytes);
    let line = 1;
    for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
    return { path, reason: 'invalid-utf8', detail: `byte ${offset}, line ${line}` };
  }
}

/**
 * The bytes a lead byte's second byte may be (Unicode's well-formed table): narrower than 80..BF
 * after E0 (no overlong), ED (no encoded surrogate), F0 (no overlong) and F4 (nothing past U+10FFFF).
 */
function secondByteRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    const n =
      c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    if (n < 0) return i;
    const [lo, hi] = secondByteRange(c);
    if (n > 0 && (i + 1 >= b.length || b[i + 1]! < lo || b[i + 1]! > hi)) return i;
    for (let k = 2; k <= n; k++) if (i + k >= b.length || (b[i + k]! & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return b.length;
}
