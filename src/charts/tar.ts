/**
 * Reads a chart archive (`.tgz`) in memory: gunzip with a cap, then the tar entries (ustar, pax
 * `x`/`g` headers, GNU long names). Only regular files are kept; links are never followed and a
 * path that would leave the chart's folder (absolute, `..`) is refused. Nothing touches the disk.
 */
import { posix } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ChartFile } from './types.js';

export interface TarLimits {
  /** Bytes the archive may expand to. */
  maxUnpacked: number;
  /** Bytes one file may hold (larger ones are left out, and said). */
  maxFileSize: number;
  maxEntries: number;
}

export const DEFAULT_TAR_LIMITS: TarLimits = {
  maxUnpacked: 100 * 1024 * 1024,
  maxFileSize: 10 * 1024 * 1024,
  maxEntries: 20000,
};

export class ArchiveError extends Error {}

const text = (b: Buffer, start: number, len: number) => {
  const s = b.subarray(start, start + len);
  const end = s.indexOf(0);
  return s.subarray(0, end < 0 ? s.length : end).toString('utf8');
};

function octal(b: Buffer, start: number, len: number): number {
  const s = text(b, start, len).trim();
  if (!/^[0-7]*$/.test(s)) throw new ArchiveError(`bad size field ${JSON.stringify(s)}`);
  return s ? parseInt(s, 8) : 0;
}

/** `path=…` of a pax extended header. */
function paxPath(body: Buffer): string | undefined {
  let i = 0;
  let path: string | undefined;
  while (i < body.length) {
    const sp = body.indexOf(0x20, i);
    if (sp < 0) break;
    const len = Number(body.subarray(i, sp).toString('ascii'));
    if (!Number.isInteger(len) || len <= 0) break;
    const rec = body.subarray(sp + 1, i + len - 1).toString('utf8');
    if (rec.startsWith('path=')) path = rec.slice(5);
    i += len;
  }
  return path;
}

/** A tar path made safe: relative, normalised, never leaving its root; undefined when it would. */
export function safePath(name: string): string | undefined {
  if (!name || name.includes('\0') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return undefined;
  const n = posix.normalize(name.replace(/\\/g, '/'));
  if (n === '..' || n.startsWith('../') || n.startsWith('/')) return undefined;
  return n.replace(/^\.\//, '');
}

export interface TarReading {
  files: ChartFile[];
  /** Entries left out, with why (a link, a path out of the folder, too large, binary). */
  left: string[];
}

/** Every regular text file of a tar archive. */
export function readTar(tar: Buffer, limits: TarLimits = DEFAULT_TAR_LIMITS): TarReading {
  const files: ChartFile[] = [];
  const left: string[] = [];
  let off = 0;
  let longName: string | undefined;
  let entries = 0;
  while (off + 512 <= tar.length) {
    const h = tar.subarray(off, off + 512);
    if (h.every((x) => x === 0)) break;
    if (++entries > limits.maxEntries) throw new ArchiveError(`more than ${limits.maxEntries} entries`);
    const size = octal(h, 124, 12);
    const type = String.fromCharCode(h[156]!);
    const body = off + 512;
    if (body + size > tar.length) throw new ArchiveError('truncated archive');
    const data = tar.subarray(body, body + size);
    off = body + Math.ceil(size / 512) * 512;
    if (type === 'x' || type === 'L') {
      longName = type === 'x' ? paxPath(data) : text(data, 0, data.length);
      continue;
    }
    if (type === 'g') continue;
    const prefix = h.subarray(257, 262).toString('ascii') === 'ustar' ? text(h, 345, 155) : '';
    const raw = longName ?? (prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100));
    longName = undefined;
    if (type !== '0' && type !== '\0' && type !== '7') {
      if (type !== '5')
        left.push(`${raw} (${type === '1' || type === '2' ? 'a link, not followed' : `entry type ${type}`})`);
      continue;
    }
    const path = safePath(raw);
    if (!path) left.push(`${raw} (leaves the chart's folder)`);
    else if (size > limits.maxFileSize) left.push(`${path} (${size} bytes, over ${limits.maxFileSize})`);
    else if (data.includes(0)) left.push(`${path} (binary)`);
    else files.push({ path, text: data.toString('utf8') });
  }
  return { files, left };
}

/** Gunzips an archive, refusing one that expands beyond `maxUnpacked`. */
export function gunzip(archive: Buffer, limits: TarLimits = DEFAULT_TAR_LIMITS): Buffer {
  try {
    return gunzipSync(archive, { maxOutputLength: limits.maxUnpacked });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError)
      throw new ArchiveError(`it expands beyond ${limits.maxUnpacked} bytes`);
    throw new ArchiveError(`not a gzip archive (${e.message})`);
  }
}

/**
 * A chart archive's files, relative to the chart's folder (the archive's top folder holding
 * `Chart.yaml`), with the chart's name and version from it.
 */
export function readChartArchive(archive: Buffer, limits: TarLimits = DEFAULT_TAR_LIMITS) {
  const { files, left } = readTar(gunzip(archive, limits), limits);
  const top = files.find((f) => /^[^/]+\/Chart\.yaml$/.test(f.path))?.path.split('/')[0];
  if (top === undefined) throw new ArchiveError('no Chart.yaml in a top folder');
  const inside = files
    .filter((f) => f.path.startsWith(`${top}/`))
    .map((f) => ({ path: f.path.slice(top.length + 1), text: f.text }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const chartYaml = inside.find((f) => f.path === 'Chart.yaml')!.text;
  const field = (k: string) => new RegExp(`^${k}:[ \\t]*["']?([^"'\\s#]+)`, 'm').exec(chartYaml)?.[1] ?? '';
  return { name: field('name'), version: field('version'), files: inside, left };
}
