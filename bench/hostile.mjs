// `npm run bench:hostile`: the hostile suite (__tests__/hostile) in ONE process, with the V8 heap
// capped at 512 MiB; prints the number of hostile cases, the slowest judged case and the process's
// peak RSS (getrusage maxRSS, which bounds every case). Target: each under 2 s and 512 MiB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(join(tmpdir(), 'ug-hostile-'));
const times = join(tmp, 'times.jsonl');
const results = join(tmp, 'results.json');
const r = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/jest/bin/jest.js'),
    '__tests__/hostile',
    '--runInBand',
    '--json',
    '--outputFile',
    results,
  ],
  {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules --max-old-space-size=512',
      HOSTILE_TIMES: times,
    },
  },
);
if (!existsSync(results)) {
  process.stderr.write(r.stderr);
  process.exit(1);
}
const suite = JSON.parse(readFileSync(results, 'utf8'));
const records = existsSync(times)
  ? readFileSync(times, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
  : [];
// GitHub API cases ("api …") include deliberate waits (retry backoff, a 1 s timeout): timed apart.
const isApi = (x) => x.name.startsWith('api ');
const slowest = (xs) => xs.reduce((a, b) => (b.seconds > a.seconds ? b : a), { seconds: 0, name: '-' });
const files = records.filter((x) => !isApi(x));
const worst = slowest(files);
const worstApi = slowest(records.filter(isApi));
const peak = Math.max(0, ...records.map((x) => x.maxRssMiB));
const growth = records.reduce((a, b) =>
  b.maxRssMiB - b.rssBeforeMiB > a.maxRssMiB - a.rssBeforeMiB ? b : a,
);
const mib = (n) => `${n.toFixed(0)} MiB`;
console.log(
  `hostile cases (tests in __tests__/hostile): ${suite.numTotalTests}, passed ${suite.numPassedTests}, failed ${suite.numFailedTests}`,
);
console.log(`judged inputs: ${files.length}; slowest ${worst.seconds.toFixed(3)} s (${worst.name})`);
console.log(
  `GitHub API cases: ${records.length - files.length}; slowest ${worstApi.seconds.toFixed(3)} s (${worstApi.name}; includes retry backoff)`,
);
console.log(
  `V8 heap capped at 512 MiB for the whole run (jest included): ${suite.success ? 'no case ran out' : 'FAILED'}`,
);
console.log(
  `peak RSS of the run: ${mib(peak)} (jest and ts-jest included); largest rise of the peak during one case: ${mib(growth.maxRssMiB - growth.rssBeforeMiB)} (${growth.name})`,
);
console.log(`target < 2 s per judged input: ${worst.seconds < 2 ? 'met' : 'MISSED'}`);
process.exit(suite.success ? 0 : 1);
