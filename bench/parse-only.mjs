// The parse-only baseline: read every .yaml/.yml/.json file of the given directories and loadAll
// it with js-yaml, nothing else. Errors (Helm templates, broken files) are caught and counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAll, YAML11_SCHEMA } from 'js-yaml';

function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '.git') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile() && /\.(ya?ml|json)$/.test(e.name)) yield p;
  }
}

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
process.stdout.write(JSON.stringify({ files, docs, errors }) + '\n');
