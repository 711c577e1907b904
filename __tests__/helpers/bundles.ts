import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The ES-module files of dist/: the CLI's and the action's entries and every chunk either loads
 * (not the CommonJS packages beside them). A check that a package is not bundled reads all of them,
 * so it holds however rollup splits the code.
 */
export function bundleFiles(dist = join(process.cwd(), 'dist')): string[] {
  return readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .sort();
}
