import { appendFileSync } from 'node:fs';

/**
 * Runs one hostile case and records how long it took: the test bound is generous (20 s, these
 * machines are shared), the target (2 s, 512 MiB) is measured by `npm run bench:hostile`, which sets
 * HOSTILE_TIMES and reads the records back.
 */
export async function judged<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const rssBeforeMiB = process.resourceUsage().maxRSS / 1024;
  const t = process.hrtime.bigint();
  const result = await run();
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  if (process.env.HOSTILE_TIMES) {
    const maxRssMiB = process.resourceUsage().maxRSS / 1024;
    appendFileSync(
      process.env.HOSTILE_TIMES,
      `${JSON.stringify({ name, seconds, rssBeforeMiB, maxRssMiB })}\n`,
    );
  }
  expect(seconds).toBeLessThan(20);
  return result;
}
