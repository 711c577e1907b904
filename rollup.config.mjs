import typescript from '@rollup/plugin-typescript';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';

const plugins = () => [
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
];
const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
  warn(warning);
};

export default [
  // The action: one file.
  {
    input: 'src/index.ts',
    output: { file: 'dist/index.js', format: 'es', inlineDynamicImports: true },
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
  // The CLI: a tiny entry; the engine is a chunk loaded only when there is work (fast --version).
  {
    input: 'src/cli.ts',
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'cli.js',
      chunkFileNames: 'cli-[name].js',
      banner: (c) => (c.isEntry ? '#!/usr/bin/env node' : ''),
    },
    plugins: plugins(),
    onwarn,
  },
];
