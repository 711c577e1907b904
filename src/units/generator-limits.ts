import { asRecord } from '../values.js';
import { isRemote, lineAt, resolveIn, type KustomizationConfig } from './kustomization.js';

/**
 * The most keys one config map or secret generator may make before the gate hands the unit to
 * kustomize: kustomize's time grows with the square of a generator's keys (2,000 keys: 0.5 s,
 * 5,000: 1.6 s, 40,000: 85 s with kubectl 1.32's kustomize v5.5), so a pull request could hold a
 * run for minutes with one env file.
 */
export const MAX_GENERATED_KEYS = 2000;
/** The most bytes one generator may read: the API server stores at most 1 MiB of config map data. */
export const MAX_GENERATED_BYTES = 1024 * 1024;

const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);
const lines = (data: string | Buffer) =>
  (typeof data === 'string' ? data : data.toString('utf8')).split('\n').filter((l) => /^\s*[^#\s]/.test(l))
    .length;

/**
 * Why a kustomization's generators are over the limits (the first one that is, with its line), or
 * undefined: keys from `literals`, `files` and the lines of `envs`/`env` files, bytes of the files read.
 */
export function generatorOverLimit(
  k: KustomizationConfig,
  contentOf: (path: string) => string | Buffer | undefined,
): string | undefined {
  for (const key of ['configMapGenerator', 'secretGenerator']) {
    const list = k.object.value[key];
    if (!Array.isArray(list)) continue;
    for (let gi = 0; gi < list.length; gi++) {
      const g = asRecord(list[gi]);
      let keys = count(g.literals) + count(g.files);
      let bytes = 0;
      const read = (ref: unknown, env: boolean) => {
        if (typeof ref !== 'string' || isRemote(ref)) return;
        const path = resolveIn(k.dir, ref.replace(/^[^=]*=/, ''));
        const data = path === undefined ? undefined : contentOf(path);
        if (data === undefined) return;
        bytes += Buffer.byteLength(data);
        if (env) keys += lines(data);
      };
      for (const f of Array.isArray(g.files) ? g.files : []) read(f, false);
      for (const f of Array.isArray(g.envs) ? g.envs : []) read(f, true);
      read(g.env, true);
      const name = typeof g.name === 'string' ? g.name : `#${gi}`;
      const at = `${k.file}:${lineAt(k.object, [key, gi])}`;
      if (keys > MAX_GENERATED_KEYS)
        return `${key} ${name} (${at}) makes ${keys} keys, over the ${MAX_GENERATED_KEYS} the gate hands kustomize (its time grows with the square of the keys); not rendered`;
      if (bytes > MAX_GENERATED_BYTES)
        return `${key} ${name} (${at}) reads ${bytes} bytes, over the 1 MiB the API server stores in one object; not rendered`;
    }
  }
  return undefined;
}
