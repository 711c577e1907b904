import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDirectorySnapshot } from '../../src/sources/directory.js';
import { SourceError } from '../../src/sources/errors.js';
import { GitReads, readFileAtRevision, readGitSnapshot } from '../../src/sources/git.js';
import { openSnapshot, openSnapshots } from '../../src/sources/open.js';
import type { SnapshotOptions } from '../../src/sources/snapshot.js';
import { git, newRepo } from '../helpers/git.js';

const opts: SnapshotOptions = { paths: [], exclude: [], maxFileSize: 1000 };
const repo = newRepo;

function write(dir: string, path: string, content: string | Buffer) {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), content);
}

describe('git snapshots', () => {
  it('reads two revisions together as each on its own, a blob on both sides once', async () => {
    const dir = repo();
    write(dir, 'same.yaml', 'a: 1\n');
    write(dir, 'changed.yaml', 'b: 1\n');
    write(dir, 'bad.yaml', Buffer.from([0x61, 0x3a, 0x20, 0xff, 0x0a]));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    write(dir, 'changed.yaml', 'b: 2\n');
    write(dir, 'moved/same.yaml', 'a: 1\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'two');
    const [base, head] = await openSnapshots({ rev: 'HEAD~1' }, { rev: 'HEAD' }, dir, opts);
    expect(base).toEqual(await readGitSnapshot(dir, 'HEAD~1', opts));
    expect(head).toEqual(await readGitSnapshot(dir, 'HEAD', opts));
    expect(head.files.map((f) => `${f.path}=${f.text.trim()}`)).toEqual([
      'changed.yaml=b: 2',
      'moved/same.yaml=a: 1',
      'same.yaml=a: 1',
    ]);
    expect(head.skipped.map((f) => `${f.path} ${f.reason}`)).toEqual(['bad.yaml invalid-utf8']);
  });

  it('reads matching files of a revision and skips symlinks, submodules, binary, large and invalid files', async () => {
    const dir = repo();
    write(dir, 'a.yaml', 'a: 1\n');
    write(dir, 'deep/b.yml', 'b: 2\n');
    write(dir, 'c.json', '{"c": 3}\n');
    write(dir, 'notes.txt', 'not read\n');
    write(dir, 'bin.yaml', Buffer.from([0x61, 0x00, 0x62]));
    write(dir, 'big.yaml', `x: "${'y'.repeat(2000)}"\n`);
    write(
      dir,
      'bad.yaml',
      Buffer.concat([Buffer.from('a: 1\nb: 2\nc: '), Buffer.from([0xff, 0xfe]), Buffer.from('\n')]),
    );
    write(dir, 'bom.yaml', '\uFEFFd: 4\n');
    symlinkSync('a.yaml', join(dir, 'link.yaml'));
    git(dir, 'add', '-A');
    git(dir, 'update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},sub.yaml`);
    git(dir, 'commit', '-q', '-m', 'one');
    const snap = await readGitSnapshot(dir, 'HEAD', opts);
    expect(snap.kind).toBe('git');
    expect(snap.files.map((f) => f.path)).toEqual(['a.yaml', 'bom.yaml', 'c.json', 'deep/b.yml']);
    expect(snap.files.find((f) => f.path === 'bom.yaml')?.text).toBe('d: 4\n');
    expect(snap.skipped.map((s) => [s.path, s.reason])).toEqual([
      ['bad.yaml', 'invalid-utf8'],
      ['big.yaml', 'too-large'],
      ['bin.yaml', 'binary'],
      ['link.yaml', 'symlink'],
      ['sub.yaml', 'submodule'],
    ]);
    expect(snap.skipped[0]?.detail).toContain('line 3');
  });

  it('applies include and exclude globs', async () => {
    const dir = repo();
    write(dir, 'deploy/a.yaml', 'a: 1\n');
    write(dir, 'deploy/test/b.yaml', 'b: 1\n');
    write(dir, 'other/c.yaml', 'c: 1\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    const snap = await readGitSnapshot(dir, 'HEAD', {
      ...opts,
      paths: ['deploy/**'],
      exclude: ['**/test/**'],
    });
    expect(snap.files.map((f) => f.path)).toEqual(['deploy/a.yaml']);
  });

  it('reads 2,000 files with one cat-file process, contents intact, even ones that look like batch headers', async () => {
    const dir = repo();
    const expected = new Map<string, string>();
    for (let i = 0; i < 2000; i++) {
      const text =
        i % 7 === 0 ? `${'0'.repeat(40)} blob 12\nx\n\n${i}\n` : `i: ${i}\n${'z'.repeat(i % 300)}\n`;
      const path = `f/${String(i).padStart(4, '0')}.yaml`;
      write(dir, path, text);
      expected.set(path, text);
    }
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'many');
    const snap = await readGitSnapshot(dir, 'HEAD', { ...opts, maxFileSize: 1e6 });
    expect(snap.files).toHaveLength(2000);
    for (const f of snap.files) expect(f.text).toBe(expected.get(f.path));
  });

  it('reads older revisions and renamed files', async () => {
    const dir = repo();
    write(dir, 'a.yaml', 'v: 1\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    git(dir, 'mv', 'a.yaml', 'b.yaml');
    write(dir, 'b.yaml', 'v: 2\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'two');
    expect((await readGitSnapshot(dir, 'HEAD~1', opts)).files).toEqual([{ path: 'a.yaml', text: 'v: 1\n' }]);
    expect((await readGitSnapshot(dir, 'HEAD', opts)).files).toEqual([{ path: 'b.yaml', text: 'v: 2\n' }]);
    expect(await readFileAtRevision(dir, 'HEAD~1', 'a.yaml')).toBe('v: 1\n');
    expect(await readFileAtRevision(dir, 'HEAD', 'a.yaml')).toBeUndefined();
  });

  it('a run asks git once per revision, listing and file: a ref moved during the run reads as first resolved', async () => {
    const dir = repo();
    const big = `big: "${'b'.repeat(300_000)}"\n`; // several pipe buffers long
    write(dir, 'a.yaml', 'v: 1\n');
    write(dir, 'big.yaml', big);
    write(dir, 'sp ace/t\tab  x.yaml', 'w: 1\n'); // the listing's fields end at the first tab
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    const reads = new GitReads();
    reads.prefetchTrees(dir, ['HEAD', 'nope']);
    expect(await reads.fileAt(dir, 'HEAD', 'a.yaml')).toBe('v: 1\n');
    write(dir, 'a.yaml', 'v: 2\n');
    git(dir, 'commit', '-q', '-am', 'two');
    expect(await reads.fileAt(dir, 'HEAD', 'a.yaml')).toBe('v: 1\n');
    const wide = { ...opts, maxFileSize: 1e6 };
    expect((await readGitSnapshot(dir, 'HEAD', wide, reads)).files).toEqual([
      { path: 'a.yaml', text: 'v: 1\n' },
      { path: 'big.yaml', text: big },
      { path: 'sp ace/t\tab  x.yaml', text: 'w: 1\n' },
    ]);
    // The failed prefetch is reported where it is awaited, the same each time.
    for (let i = 0; i < 2; i++)
      expect(await readGitSnapshot(dir, 'nope', opts, reads).catch((e: unknown) => e)).toMatchObject({
        message: expect.stringContaining('revision "nope" not found') as unknown,
      });
    await reads.settled();
    // The next run reads the moved ref anew.
    const next = new GitReads();
    expect(await next.fileAt(dir, 'HEAD', 'a.yaml')).toBe('v: 2\n');
    expect((await readGitSnapshot(dir, 'HEAD', wide, next)).files[0]).toEqual({
      path: 'a.yaml',
      text: 'v: 2\n',
    });
  });

  it('reads the blob batch through a private temporary folder, removed after', async () => {
    const dir = repo();
    write(dir, 'a.yaml', `a: ${dir}\n`); // a blob no other test reads
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    const oid = git(dir, 'rev-parse', 'HEAD:a.yaml');
    const seen: string[] = [];
    const snap = await readGitSnapshot(dir, 'HEAD', opts, new GitReads(), () => {
      for (const d of readdirSync(tmpdir()).filter((d) => d.startsWith('upgrade-gate-blobs-'))) {
        const folder = join(tmpdir(), d);
        const ids = join(folder, 'ids-0'); // one batch: a single small blob
        if (!existsSync(ids) || !readFileSync(ids, 'utf8').includes(oid)) continue;
        const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
        seen.push(folder, mode(folder), ...readdirSync(folder).map((f) => `${f} ${mode(join(folder, f))}`));
      }
    });
    expect(snap.files).toEqual([{ path: 'a.yaml', text: `a: ${dir}\n` }]);
    expect(seen.slice(1)).toEqual(['700', 'blobs-0 600', 'ids-0 600']);
    expect(existsSync(seen[0]!)).toBe(false);
  });

  it('a missing revision is a SourceError that says what to do', async () => {
    const dir = repo();
    write(dir, 'a.yaml', 'a: 1\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    const err = await readGitSnapshot(dir, 'origin/nope', opts).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SourceError);
    expect((err as SourceError).message).toContain('origin/nope');
    expect((err as SourceError).hint).toContain('fetch-depth: 0');
  });

  it('a directory and a revision with the same content give the same snapshot files', async () => {
    const dir = repo();
    write(dir, 'x/a.yaml', 'a: 1\n');
    write(dir, 'b.json', '{}\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    const fromGit = await openSnapshot({ rev: 'HEAD' }, dir, opts);
    const fromDir = await openSnapshot({ dir }, dir, opts);
    expect(fromDir.kind).toBe('dir');
    expect(fromDir.files).toEqual(fromGit.files);
    expect(
      (await readDirectorySnapshot(dir, { ...opts, exclude: ['x/**'] })).files.map((f) => f.path),
    ).toEqual(['b.json']);
  });

  it('a directory is decoded as a revision is: BOM, U+FFFD, NUL, invalid UTF-8, LFS pointers, size cap', async () => {
    const dir = repo();
    write(dir, 'bom.yaml', '\uFEFFd: 4\n');
    write(dir, 'fffd.yaml', 'a: "\uFFFD"\n');
    write(dir, 'late-nul.yaml', `a: "${'x'.repeat(8100)}\u0000"\n`);
    write(dir, 'bin.yaml', Buffer.from([0x61, 0x00, 0x62]));
    write(
      dir,
      'bad.yaml',
      Buffer.concat([Buffer.from('a: 1\nb: 2\nc: '), Buffer.from([0xff, 0xfe]), Buffer.from('\n')]),
    );
    // An encoded surrogate: not UTF-8 (U+FFFD in Node's read), so judged from the bytes.
    write(dir, 'surrogate.yaml', Buffer.from([0x61, 0x3a, 0x20, 0xed, 0xa0, 0x80, 0x0a]));
    // An overlong encoding of "/" (E0 80 AF) and a code point past U+10FFFF (F4 90 80 80), on line 2.
    write(
      dir,
      'overlong.yaml',
      Buffer.concat([Buffer.from('a: 1\nb: '), Buffer.from([0xe0, 0x80, 0xaf, 0x0a])]),
    );
    write(
      dir,
      'too-high.yaml',
      Buffer.concat([Buffer.from('a: 1\nb: '), Buffer.from([0xf4, 0x90, 0x80, 0x80])]),
    );
    write(dir, 'lfs.yaml', 'version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n');
    write(dir, 'big.yaml', `x: "${'y'.repeat(20000)}"\n`);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    const big = { ...opts, maxFileSize: 10000 };
    const fromDir = await readDirectorySnapshot(dir, big);
    const fromGit = await readGitSnapshot(dir, 'HEAD', big);
    expect(fromDir.files).toEqual(fromGit.files);
    expect(fromDir.skipped).toEqual(fromGit.skipped);
    expect(fromDir.files.map((f) => [f.path, f.text.length])).toEqual([
      ['bom.yaml', 5],
      ['fffd.yaml', 7],
      ['late-nul.yaml', 8107],
    ]);
    expect(fromDir.skipped.map((f) => `${f.path} ${f.reason} ${f.detail ?? ''}`)).toEqual([
      'bad.yaml invalid-utf8 byte 13, line 3',
      'big.yaml too-large 20006 bytes, cap 10000',
      'bin.yaml binary ',
      'lfs.yaml lfs-pointer ',
      'overlong.yaml invalid-utf8 byte 8, line 2',
      'surrogate.yaml invalid-utf8 byte 3, line 1',
      'too-high.yaml invalid-utf8 byte 8, line 2',
    ]);
  });

  it('a directory reads files around its read buffer whole, and measures one over the cap', async () => {
    const dir = repo();
    // 64 KiB is the first read buffer: a file one byte short, at, or past it; one far past it.
    const sizes = [65535, 65536, 65537, 300001];
    const body = (n: number) => `x: "${'é'.repeat(Math.floor((n - 6) / 2))}${'y'.repeat((n - 6) % 2)}"\n`;
    for (const n of sizes) write(dir, `f${n}.yaml`, body(n));
    write(dir, 'over.yaml', body(70000));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    const cap = { ...opts, maxFileSize: 300001 };
    const fromDir = await readDirectorySnapshot(dir, cap);
    expect(fromDir.files).toEqual((await readGitSnapshot(dir, 'HEAD', cap)).files);
    expect(fromDir.files.map((f) => `${f.path} ${Buffer.byteLength(f.text)}`)).toEqual([
      'f300001.yaml 300001',
      'f65535.yaml 65535',
      'f65536.yaml 65536',
      'f65537.yaml 65537',
      'over.yaml 70000',
    ]);
    const small = await readDirectorySnapshot(dir, { ...opts, maxFileSize: 66000 });
    expect(small.files.map((f) => f.path)).toEqual(['f65535.yaml', 'f65536.yaml', 'f65537.yaml']);
    expect(small.skipped.map((f) => `${f.path} ${f.detail}`)).toEqual([
      'f300001.yaml 300001 bytes, cap 66000',
      'over.yaml 70000 bytes, cap 66000',
    ]);
  });

  it('two directories read together give each side as read on its own', async () => {
    const dir = repo();
    for (const side of ['base', 'head']) {
      write(dir, `${side}/same.yaml`, 'a: 1\n');
      write(dir, `${side}/changed.yaml`, `side: ${side}\n`);
      write(dir, `${side}/${side}-only.yaml`, 'b: 2\n');
    }
    write(dir, 'head/bom.yaml', '\uFEFFa: 1\n');
    write(dir, 'base/bom.yaml', 'a: 1\n');
    // The base's text is the head's bytes, but the base's bytes had a BOM; and a text that starts
    // with U+FEFF once its BOM is gone (its bytes would be read as a BOM again).
    write(dir, 'base/bom-base.yaml', '\uFEFFb: 1\n');
    write(dir, 'head/bom-base.yaml', 'b: 1\n');
    write(dir, 'base/two-boms.yaml', '\uFEFF\uFEFFc: 1\n');
    write(dir, 'head/two-boms.yaml', '\uFEFFc: 1\n');
    write(dir, 'base/late-nul.yaml', `d: "${'x'.repeat(9000)}\0"\n`);
    write(dir, 'head/late-nul.yaml', `d: "${'x'.repeat(9000)}\0"\n`);
    write(dir, 'base/fffd.yaml', 'e: \uFFFD\n');
    write(dir, 'head/fffd.yaml', 'e: \uFFFD\n');
    const sides = [join(dir, 'base'), join(dir, 'head')];
    const cap = { ...opts, maxFileSize: 20000 };
    const together = await openSnapshots({ dir: sides[0]! }, { dir: sides[1]! }, dir, cap);
    const alone = await Promise.all(sides.map((d) => readDirectorySnapshot(d, cap)));
    expect(together).toEqual(alone);
    expect(together[1].files.map((f) => f.text.slice(0, 10))).toEqual([
      'b: 1\n',
      'a: 1\n',
      'side: head',
      'e: \uFFFD\n',
      'b: 2\n',
      'd: "xxxxxx',
      'a: 1\n',
      'c: 1\n',
    ]);
    expect(together[0].files.find((f) => f.path === 'two-boms.yaml')?.text).toBe('\uFEFFc: 1\n');
  });
});
