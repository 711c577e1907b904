import typescript from '@rollup/plugin-typescript';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import { builtinModules } from 'node:module';
import { precomputeFileDescs, rewriteFileDesc } from './scripts/precomputed-descriptors.mjs';

/**
 * Static imports of Node built-ins become `require` calls (src/builtins.ts says why): an ESM import
 * of `node:fs` builds its namespace, which reads every export — `fs.promises` loads readline with
 * it, `node:util` and `node:crypto` load workers, streams and WebCrypto — ~35 built-in modules a run
 * never uses; the action's `import * as http from 'http'` (@actions/http-client) read `http.WebSocket`
 * and so loaded Node's own undici, ~30 ms. `require` hands over the module object as it is, nothing
 * read until used. A namespace import becomes the module object too: it differs from the namespace
 * only in having no `default`, so a chunk reading `x.default` of one stops the build.
 */
const BUILTIN = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const DEFAULT_OR_NAMED_IMPORT = /^import (?:([\w$]+)(?:, )?)?(?:\{([^}]*)\})? from '([\w:/]+)';$/gm;
/** `import 'node:fs';`: rollup's way to keep a dependency's evaluation order; a built-in needs none. */
const BARE_IMPORT = /^import '([\w:/]+)';\n/gm;
const NAMESPACE_IMPORT = /^import \* as ([\w$]+) from '([\w:/]+)';$/gm;
/** The same in a module as written, before rollup renders it. */
const NAMESPACE_IMPORT_IN_SOURCE = /\bimport\s*\*\s*as\s+([\w$]+)\s+from\s*["']([\w:/]+)["']/g;
const builtinsByRequire = () => ({
  name: 'builtins-by-require',
  transform(code, id) {
    for (const [, name, from] of code.matchAll(NAMESPACE_IMPORT_IN_SOURCE))
      if (
        BUILTIN.has(from) &&
        new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}\\.default\\b`).test(code)
      )
        this.error(`${id}: reads .default of its namespace import of ${from}, which require does not have`);
    return null;
  },
  renderChunk(code) {
    let found = false;
    const out = code.replace(DEFAULT_OR_NAMED_IMPORT, (all, name, named, id) => {
      if (!BUILTIN.has(id) || (!name && !named)) return all;
      found = true;
      const lines = name ? [`const ${name} = __require(${JSON.stringify(id)});`] : [];
      const bindings = (named ?? '')
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean);
      if (bindings.length)
        lines.push(
          `const { ${bindings.map((b) => b.replace(/ as /, ': ')).join(', ')} } = __require(${JSON.stringify(id)});`,
        );
      return lines.join('\n');
    });
    const ns = out.replace(NAMESPACE_IMPORT, (all, name, id) => {
      if (!BUILTIN.has(id)) return all;
      found = true;
      return `const ${name} = __require(${JSON.stringify(id)});`;
    });
    const bare = ns.replace(BARE_IMPORT, (all, id) => (BUILTIN.has(id) ? '' : all));
    if (!found) return bare === code ? null : bare;
    const head =
      "import { createRequire as __createRequire } from 'node:module';\nconst __require = __createRequire(import.meta.url);\n";
    // After a shebang line, if the chunk has one.
    return bare.startsWith('#!') ? bare.replace(/^(.*\n)/, `$1${head}`) : head + bare;
  },
});

/**
 * `@bufbuild/re2` resolves to src/crd/validate/cel-lib/re2-unbundled.ts, which says why: the CEL
 * engine's own RE2 is never run (re2js serves every regex), so it is not compiled either.
 */
const RE2_UNBUNDLED = new URL('./src/crd/validate/cel-lib/re2-unbundled.ts', import.meta.url).pathname;
const unbundledRe2 = () => ({
  name: 'unbundled-bufbuild-re2',
  resolveId: (id) => (id === '@bufbuild/re2' ? RE2_UNBUNDLED : null),
});

/**
 * CommonJS packages required at run time from a file beside the bundles, not bundled into them:
 * re2js (src/crd/validate/re2js-load.ts), semver (src/transitions/semver-load.ts) and picomatch
 * (src/sources/picomatch-load.ts) say why. Each loader's `const X_FROM = 'package';` is rewritten
 * to the file, and the last entries below write the files. A loader without that line stops the
 * build.
 */
const BESIDE = [
  ['re2js', './src/crd/validate/re2js-load.ts', 'RE2JS_FROM'],
  ['semver', './src/transitions/semver-load.ts', 'SEMVER_FROM'],
  ['picomatch', './src/sources/picomatch-load.ts', 'PICOMATCH_FROM'],
].map(([pkg, loader, name]) => ({
  pkg,
  id: new URL(loader, import.meta.url).pathname,
  from: `const ${name} = '${pkg}';`,
  to: `const ${name} = './${pkg}.cjs';`,
}));
const besideTheBundles = () => ({
  name: 'packages-beside-the-bundles',
  transform(code, id) {
    const b = BESIDE.find((x) => x.id === id);
    if (!b) return null;
    const out = code.replace(b.from, b.to);
    if (out === code) this.error(`${id}: no "${b.from}" to point at ./${b.pkg}.cjs`);
    return { code: out, map: null };
  },
});

/**
 * Protobuf file descriptors are decoded here, not at every run (scripts/precomputed-descriptors.mjs
 * says why and how): each generated `fileDesc("<base64>", …)` gets the decoded tree, and
 * @bufbuild/protobuf's `fileDesc` takes it as it is. A bundle still holding a base64 descriptor, or a
 * `fileDesc` whose text is not the one rewritten, stops the build.
 */
const FILE_DESC_JS = /@bufbuild\/protobuf\/dist\/esm\/codegenv2\/file\.js$/;
const precomputedDescriptors = () => ({
  name: 'precomputed-protobuf-descriptors',
  transform(code, id) {
    if (FILE_DESC_JS.test(id)) {
      const out = rewriteFileDesc(code);
      if (out === undefined)
        this.error(`${id}: not the fileDesc that scripts/precomputed-descriptors.mjs rewrites`);
      return { code: out, map: null };
    }
    return code.includes('fileDesc("') ? { code: precomputeFileDescs(code), map: null } : null;
  },
  renderChunk(code, chunk) {
    if (/\bfileDesc\("/.test(code))
      this.error(`${chunk.fileName}: a protobuf descriptor left to decode at run time`);
    return null;
  },
});

const plugins = () => [
  precomputedDescriptors(),
  unbundledRe2(),
  besideTheBundles(),
  typescript({
    tsconfig: './tsconfig.build.json',
    noEmit: false,
    outDir: 'dist',
    sourceMap: false,
    module: 'esnext',
    moduleResolution: 'bundler',
  }),
  nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
  commonjs(),
  json({ preferConst: true }),
  builtinsByRequire(),
];
/**
 * The named chunks the action and the CLI share (`onlyExplicitManualChunks`: nothing else is pulled
 * into them):
 * - `cli-main`: what cli-main.ts reaches by static imports — one run (run.ts, the sources, the
 *   reporters). The CLI loads it after its tiny entry; the action's entry imports it.
 * - `evaluation`: every module evaluation.ts or plan-command.ts reaches beyond that — not the
 *   handful rollup would split them into by who else imports each part: every chunk costs a module
 *   load (directory sides: +5 % CPU with rollup's five, +1–2 % with a separate chunk for plan's
 *   release data, none measurable with one), and calls across chunks go through imported bindings.
 *   `upgrade-gate plan` loads it whole.
 * What the CLI's entry itself reaches (its version string) stays out of both, so that `--version`
 * loads neither. Dynamic imports below them (CEL, the config validator, the action's REST client)
 * keep their own chunks; the action's own modules (src/github/) stay in its entry.
 */
const sharedChunks = () => {
  const src = (f) => new URL(`./src/${f}`, import.meta.url).pathname;
  const memo = new Map();
  const reach = (root, getModuleInfo) => {
    if (!memo.has(root)) {
      const seen = new Set([root]);
      for (const id of seen) for (const dep of getModuleInfo(id)?.importedIds ?? []) seen.add(dep);
      memo.set(root, seen);
    }
    return memo.get(root);
  };
  return (id, { getModuleInfo }) => {
    const [entry, action, main, plan, evaluation] = [
      'cli.ts',
      'index.ts',
      'cli-main.ts',
      'plan-command.ts',
      'evaluation.ts',
    ].map((f) => reach(src(f), getModuleInfo));
    if (entry.has(id)) return undefined;
    if (main.has(id)) return 'cli-main';
    if (!evaluation.has(id) && !plan.has(id)) return undefined;
    // The engine's modules the action's entry imports too (src/values.ts) go with `cli-main`, which
    // that entry loads anyway.
    return action.has(id) ? 'cli-main' : 'evaluation';
  };
};

const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
  warn(warning);
};

export default [
  // The action and the CLI, one build so they share their chunks. The CLI's entry is tiny (a fast
  // `--version`); the action's holds its own modules (inputs, the event, workflow commands). Both
  // load the engine when there is work, CEL only when a run has CEL rules, and the action its REST
  // client on its first API call.
  {
    input: { index: 'src/index.ts', cli: 'src/cli.ts' },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunk-[name].js',
      manualChunks: sharedChunks(),
      onlyExplicitManualChunks: true,
      banner: (c) => (c.isEntry && c.name === 'cli' ? '#!/usr/bin/env node' : ''),
    },
    plugins: plugins(),
    onwarn,
  },
  // The parse worker thread (src/manifests/parallel.ts starts it beside the module that needs it):
  // one file, shared by the action and the CLI, loaded only when a large input is parsed.
  {
    input: 'src/manifests/parse-worker.ts',
    output: { file: 'dist/parse-worker.js', format: 'es', inlineDynamicImports: true },
    plugins: plugins(),
    onwarn,
  },
  // The packages above as CommonJS, each one file in dist/, required by the bundles when first needed.
  ...BESIDE.map(({ pkg }) => ({
    input: pkg,
    output: { file: `dist/${pkg}.cjs`, format: 'cjs', exports: 'auto' },
    external: (id) => BUILTIN.has(id),
    plugins: [nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }), commonjs()],
    onwarn,
  })),
];
