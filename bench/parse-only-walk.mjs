// The files the parse-only baseline and the floor read: every .yaml/.yml/.json below a directory,
// without node_modules and .git; and the baseline's work on them (parse-only.mjs, warm.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAll, YAML11_SCHEMA } from 'js-yaml';

export function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '.git') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile() && /\.(ya?ml|json)$/.test(e.name)) yield p;
  }
}

/** The baseline: read every file below `dirs` and loadAll it with js-yaml; errors (Helm templates, broken files) counted. */
export function parseOnly(dirs) {
  let files = 0;
  let docs = 0;
  let errors = 0;
  for (const dir of dirs)
    for (const p of walk(dir)) {
      files++;
      try {
        docs += loadAll(readFileSync(p, 'utf8'), null, { schema: YAML11_SCHEMA, maxAliases: 1000 }).length;
      } catch {
        errors++;
      }
    }
  return { files, docs, errors };
}
