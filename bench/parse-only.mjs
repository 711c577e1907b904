// The parse-only baseline: read every .yaml/.yml/.json file of the given directories and loadAll
// it with js-yaml, nothing else. Errors (Helm templates, broken files) are caught and counted.
// `ms` is the reading and parsing alone, measured inside the process (bench/floor.mjs's counterpart).
import { readFileSync } from 'node:fs';
import { loadAll, YAML11_SCHEMA } from 'js-yaml';
import { walk } from './parse-only-walk.mjs';

const t = process.hrtime.bigint();
let files = 0;
let docs = 0;
let errors = 0;
for (const dir of process.argv.slice(2)) {
  for (const p of walk(dir)) {
    files++;
    try {
      docs += loadAll(readFileSync(p, 'utf8'), null, { schema: YAML11_SCHEMA, maxAliases: 1000 }).length;
    } catch {
      errors++;
    }
  }
}
const ms = Number(process.hrtime.bigint() - t) / 1e6;
process.stdout.write(JSON.stringify({ files, docs, errors, ms }) + '\n');
