// The files the parse-only baseline and the floor read: every .yaml/.yml/.json below a directory,
// without node_modules and .git.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '.git') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile() && /\.(ya?ml|json)$/.test(e.name)) yield p;
  }
}
