// CRD diff cost against parsing, on Strimzi 0.51.0 → 1.0.0 install (issue: "the diff must cost less
// than parsing"). Uses the TypeScript build in build/ (npx tsc -p tsconfig.build.json).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const { parseFile } = await import('../build/manifests/parse.js');
const { readCrd, isCrd } = await import('../build/crd/model.js');
const { diffCrds } = await import('../build/crd/analysis.js');

const [corpus, from, to] = process.argv.slice(2);
const read = (v) => {
  const dir = join(corpus, v, 'install', 'cluster-operator');
  return readdirSync(dir)
    .filter((f) => /Crd/.test(f))
    .sort()
    .map((f) => ({ path: f, text: readFileSync(join(dir, f), 'utf8') }));
};
const a = read(from);
const b = read(to);
const time = (fn, n = 10) => {
  for (let i = 0; i < 3; i++) fn();
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn();
  return Number(process.hrtime.bigint() - t) / 1e6 / n;
};
const parseAll = () => [...a, ...b].map((f) => parseFile(f));
const parseMs = time(parseAll);
const [pa, pb] = [a.map((f) => parseFile(f)), b.map((f) => parseFile(f))];
const crds = (ps) =>
  new Map(
    ps
      .flatMap((p) => p.objects)
      .filter(isCrd)
      .map((o) => [o.name, readCrd(o)]),
  );
const [ca, cb] = [crds(pa), crds(pb)];
let changes = 0;
const diffMs = time(() => {
  changes = 0;
  for (const [name, crd] of cb) {
    const old = ca.get(name);
    if (old) changes += diffCrds(old, crd).length;
  }
});
console.log(
  `CRD diff ${from}→${to}: ${cb.size} CRDs, ${changes} schema changes; parse ${parseMs.toFixed(1)} ms, diff ${diffMs.toFixed(1)} ms, diff/parse ${(diffMs / parseMs).toFixed(2)} (target < 1)`,
);
