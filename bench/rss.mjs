// Loaded with `node --import`: reports the process's peak RSS on exit, for the benchmark.
import { writeSync } from 'node:fs';
process.on('exit', () => {
  writeSync(2, `\n__BENCH_RSS__ ${process.resourceUsage().maxRSS}\n`);
});
