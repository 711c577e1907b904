// Loaded with `node --import`: reports the process's peak RSS and its CPU time (user + system, all
// threads; child processes such as git not included) on exit, for the benchmark.
import { writeSync } from 'node:fs';
process.on('exit', () => {
  const u = process.resourceUsage();
  writeSync(2, `\n__BENCH_RSS__ ${u.maxRSS}\n__BENCH_CPU__ ${u.userCPUTime + u.systemCPUTime}\n`);
});
