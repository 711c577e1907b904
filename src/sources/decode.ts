import type { SkippedFile } from './snapshot.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Bytes to text, or why the file is skipped: binary (NUL in the first 8000 bytes), invalid UTF-8, a Git LFS pointer. */
export function decodeFile(path: string, bytes: Uint8Array): { text: string } | SkippedFile {
  const head = bytes.subarray(0, 8000);
  if (head.includes(0)) return { path, reason: 'binary' };
  try {
    const text = decoder.decode(bytes);
    // A Git LFS pointer stands in for the manifest: what would be applied is not in the repository.
    if (text.startsWith('version https://git-lfs.github.com/spec/')) return { path, reason: 'lfs-pointer' };
    return { text };
  } catch {
    const offset = firstInvalidUtf8(bytes);
    let line = 1;
    for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
    return { path, reason: 'invalid-utf8', detail: `byte ${offset}, line ${line}` };
  }
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    const n =
      c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if (i + k >= b.length || (b[i + k]! & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return b.length;
}
