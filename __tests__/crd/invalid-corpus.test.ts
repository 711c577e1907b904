import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { checkRule } from '../../src/crd/validate/cel-compile.js';
import { evaluateSnapshots } from '../../src/evaluation.js';
import { celProblems } from '../../src/crd/validate/cel.js';
import { readDirectorySnapshot } from '../../src/sources/directory.js';
import { DEFAULT_MAX_FILE_SIZE } from '../../src/sources/snapshot.js';
import { configOf, snapshotOf } from '../helpers/gate.js';

/**
 * Every CRD of the real corpora was accepted by real API servers (Gateway API, Crossplane, KEDA,
 * Velero releases; Strimzi's install files): `crd/invalid` must fail none of them, whatever the
 * version's CEL rules, their estimated cost, its schemas and names. Each release folder is the
 * head of a PR that adds it to an empty repository (nothing is "already present"). Skips without
 * ../shared/corpus.
 */
const corpus = resolve(process.cwd(), '..', 'shared', 'corpus');
const present = existsSync(resolve(corpus, 'crd-history')) && existsSync(resolve(corpus, 'strimzi'));

/** Release folders holding CRDs: crd-history/<operator>/<version>[/<channel>], strimzi/<version>/install. */
function releases(): string[] {
  const dirs = (d: string) => readdirSync(d).filter((n) => statSync(join(d, n)).isDirectory());
  const out: string[] = [];
  const history = join(corpus, 'crd-history');
  for (const op of dirs(history))
    for (const v of dirs(join(history, op))) {
      const channels = dirs(join(history, op, v)).filter((c) => ['standard', 'experimental'].includes(c));
      out.push(...(channels.length ? channels.map((c) => join(history, op, v, c)) : [join(history, op, v)]));
    }
  const strimzi = join(corpus, 'strimzi');
  for (const v of dirs(strimzi))
    if (existsSync(join(strimzi, v, 'install'))) out.push(join(strimzi, v, 'install'));
  return out;
}

async function invalidFindings(dir: string) {
  const opts = { paths: [], exclude: [], maxFileSize: DEFAULT_MAX_FILE_SIZE };
  const head = await readDirectorySnapshot(dir, opts);
  const r = evaluateSnapshots(
    snapshotOf('base', {}),
    head,
    configOf(),
    { acks: [], labels: [], today: '2026-01-01' },
    { cel: celProblems, celCompile: checkRule },
  );
  return r.findings.filter((f) => f.rule === 'crd/invalid');
}

(present ? describe : describe.skip)('crd/invalid on CRDs real API servers accepted', () => {
  const all = present ? releases() : [];
  it('finds the release folders', () => {
    expect(all.length).toBeGreaterThan(40);
  });
  it.each(all.map((d) => [relative(corpus, d), d]))('%s: no fail', async (_name, dir) => {
    const found = await invalidFindings(dir);
    const fails = found.filter((f) => f.severity !== 'notice').map((f) => `${f.file}:${f.line} ${f.message}`);
    expect(fails).toEqual([]);
  });
});
