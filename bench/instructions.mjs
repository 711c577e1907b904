// Instructions of one run, counted by valgrind's callgrind: the measure of `npm run bench --
// --instructions`. Wall time on these machines drifts by ±20 % between rounds; the instructions of
// a run drift by a few per cent at most (the collector and the optimizing compilers run at slightly
// different moments), so a 5 % change shows. `--single-threaded` keeps V8's background compiling
// and collecting on the counted thread, so both sides are counted whole. Slow (a run takes ~50
// times as long): meant for the Strimzi pairs (`--strimzi --instructions`).
import { spawnSync } from 'node:child_process';

/** Whether valgrind is on PATH. */
export function haveValgrind() {
  return spawnSync('valgrind', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** Instructions of `node --single-threaded ...args` (run in `cwd`, with `env`), all threads, in millions. */
export function instructions(args, cwd, env = process.env) {
  const r = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--smc-check=all-non-file',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      ...args,
    ],
    { cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const refs = /I\s+refs:\s+([\d,]+)/.exec(r.stderr)?.[1];
  if (!refs) throw new Error(`callgrind gave no count for ${args.join(' ')}: ${r.stderr.slice(-2000)}`);
  return Number(refs.replaceAll(',', '')) / 1e6;
}
