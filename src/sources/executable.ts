import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/**
 * A program's absolute path from PATH's absolute entries only: a relative entry (`.`, an empty one)
 * would resolve against the working directory, which may be the pull request's checkout, so a file
 * the PR names `git` or `kustomize` would run. Undefined when no absolute entry holds it.
 */
export function onPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    const p = join(dir, name);
    try {
      accessSync(p, constants.X_OK);
      if (statSync(p).isFile()) return p;
    } catch {
      // not here
    }
  }
  return undefined;
}
