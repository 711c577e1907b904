import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { comparePlain } from '../helpers/plain-compare.js';

const CORPUS = '/work/shared/corpus';

/** Every YAML file under `dir` (sorted, so counts are stable). */
function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** The text as parse.ts hands it to the readers (a leading BOM dropped). */
const parsedText = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

function compareAll(files: string[]): { fast: number; fallback: number; bad: string[] } {
  const counts = { fast: 0, fallback: 0, bad: [] as string[] };
  for (const f of files) {
    const r = comparePlain(parsedText(readFileSync(f, 'utf8')), f);
    if (r === 'fast') counts.fast++;
    else if (r === 'fallback') counts.fallback++;
    else counts.bad.push(`${f}: ${r}`);
  }
  return counts;
}

describe('plain YAML reader (plain-read.ts) against the full reading', () => {
  it('reads every fixture file as js-yaml does, or gives up', () => {
    const r = compareAll(yamlFiles('fixtures'));
    expect(r.bad).toEqual([]);
    expect(r.fast).toBeGreaterThan(200);
  });

  const corpus = existsSync(CORPUS) ? it : it.skip;
  corpus('reads every corpus file (Strimzi releases, CRD histories) as js-yaml does, or gives up', () => {
    const r = compareAll(yamlFiles(CORPUS));
    process.stdout.write(`plain-read: corpus ${r.fast} fast, ${r.fallback} fallback\n`);
    expect(r.bad).toEqual([]);
    expect(r.fast).toBeGreaterThan(900);
  });
});
