// Self time by function, averaged over every .cpuprofile in a folder (`node --cpu-prof
// --cpu-prof-dir=DIR …` run several times): the "top five entries" of a profile, steadier than one.
//
//   node bench/profile-summary.mjs DIR [N]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, n = '10'] = process.argv.slice(2);
if (!dir) throw new Error('usage: node bench/profile-summary.mjs DIR [N]');
const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
const self = new Map();
for (const f of files) {
  const p = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  const byId = new Map(p.nodes.map((node) => [node.id, node.callFrame]));
  p.samples.forEach((id, i) => {
    const cf = byId.get(id);
    const key = `${cf.functionName || '(anonymous)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i] ?? 0));
  });
}
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(n));
for (const [key, us] of top) console.log(`${(us / 1000 / files.length).toFixed(1).padStart(7)} ms  ${key}`);
console.log(`(${files.length} profiles)`);
