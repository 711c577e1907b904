import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';

/**
 * The arrows between the layers of src/ (scripts/layers.json, docs/architecture.md): each folder or
 * top-level file may import only from layers below its own. Matched on the import text, so it is an
 * approximation by name; __tests__/architecture.test.ts checks the resolved graph exactly.
 */
function layerBlocks() {
  const { layers } = JSON.parse(readFileSync(new URL('./scripts/layers.json', import.meta.url), 'utf8'));
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return layers.flatMap((layer, rank) =>
    layer.map((node) => {
      const isFile = node.endsWith('.ts');
      const up = isFile ? '\\./' : '(\\.\\./)+';
      const forbidden = layers
        .slice(rank)
        .flat()
        .filter((n) => n !== node);
      return {
        files: [isFile ? `src/${node}` : `src/${node}/**/*.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: forbidden.map((n) => ({
                regex: n.endsWith('.ts') ? `^${up}${esc(n.replace(/\.ts$/, '.js'))}$` : `^${up}${esc(n)}/`,
                message: `${node} may not import ${n}: it is not in a lower layer (docs/architecture.md).`,
              })),
            },
          ],
        },
      };
    }),
  );
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'build/', 'coverage/', 'fixtures/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  ...layerBlocks(),
  {
    // No function over ~80 lines in src/.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
