import typescript from '@rollup/plugin-typescript';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';

const plugins = () => [
  typescript({ tsconfig: './tsconfig.build.json', noEmit: false, outDir: 'dist', sourceMap: false }),
  nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
  commonjs(),
  json({ preferConst: true }),
];
const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
  warn(warning);
};

export default [
  { input: 'src/index.ts', output: { file: 'dist/index.js', format: 'es', inlineDynamicImports: true }, plugins: plugins(), onwarn },
  {
    input: 'src/cli.ts',
    output: { file: 'dist/cli.js', format: 'es', banner: '#!/usr/bin/env node', inlineDynamicImports: true },
    plugins: plugins(),
    onwarn,
  },
];
