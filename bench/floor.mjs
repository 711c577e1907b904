// The floor of issue 20: read every .yaml/.yml/.json file of the given directories once and parse
// each DISTINCT text once with the gate's own reader (readFileText of the TypeScript build in build/,
// `npx tsc -p tsconfig.build.json`), nothing else. Prints the time of that work alone (`ms`,
// measured inside the process, module loading excluded), to set beside parse-only.mjs's `ms`.
import { readFileSync } from 'node:fs';
import { walk } from './parse-only-walk.mjs';

const { readFileText } = await import('../build/manifests/parse.js');

const t = process.hrtime.bigint();
const texts = new Map();
let files = 0;
for (const dir of process.argv.slice(2))
  for (const p of walk(dir)) {
    files++;
    const text = readFileSync(p, 'utf8');
    if (!texts.has(text)) texts.set(text, p);
  }
let docs = 0;
for (const [text, path] of texts) docs += readFileText({ path, text }).docs.length;
const ms = Number(process.hrtime.bigint() - t) / 1e6;
process.stdout.write(JSON.stringify({ files, distinct: texts.size, docs, ms }) + '\n');
