import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ESLint } from 'eslint';

// The layers of src/ (docs/architecture.md), bottom first, as the lint reads them too.
const root = process.cwd();
const src = join(root, 'src');
const { layers } = JSON.parse(readFileSync(join(root, 'scripts/layers.json'), 'utf8')) as {
  layers: string[][];
};
const rank = new Map(layers.flatMap((layer, i) => layer.map((node) => [node, i] as const)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The folder (or top-level file) of src/ a module belongs to. */
const nodeOf = (file: string) => relative(src, file).split(sep)[0]!;

/** Every import between two nodes of src/, static, type-only and dynamic: from → to → example. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), m[1]!).replace(/\.js$/, '.ts');
      const [from, to] = [nodeOf(file), nodeOf(target)];
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      edges.set(to, `${relative(src, file)} imports ${m[1]}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

describe('the layers of src/', () => {
  const graph = folderGraph();

  it('place every folder and top-level file of src/', () => {
    const nodes = [...new Set(sources(src).map(nodeOf))];
    expect(nodes.filter((n) => !rank.has(n))).toEqual([]);
  });

  it('import only downward: never a higher layer, never a sibling of the same layer', () => {
    const wrong: string[] = [];
    for (const [from, edges] of graph)
      for (const [to, example] of edges) if (rank.get(to)! >= rank.get(from)!) wrong.push(example);
    expect(wrong).toEqual([]);
  });

  it('have no cycle between folders', () => {
    // Depth-first search with colours: a grey node reached again closes a cycle.
    const colour = new Map<string, 'grey' | 'black'>();
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      colour.set(node, 'grey');
      for (const next of graph.get(node)?.keys() ?? []) {
        if (colour.get(next) === 'grey') cycles.push([...path, node, next].join(' → '));
        else if (!colour.has(next)) visit(next, [...path, node]);
      }
      colour.set(node, 'black');
    };
    for (const node of [...graph.keys()].sort()) if (!colour.has(node)) visit(node, []);
    expect(cycles).toEqual([]);
    // The graph is not empty: the check above would pass on nothing.
    expect(graph.get('rules')?.has('crd')).toBe(true);
  });

  it('are enforced by the lint: an upward import fails `npm run lint`', async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (filePath: string, code: string) =>
      (await eslint.lintText(code, { filePath: join(root, filePath) }))[0]!.messages
        .filter((m) => m.ruleId === 'no-restricted-imports')
        .map((m) => m.message);
    expect(
      await lint(
        'src/state/wrong.ts',
        "export { runGate } from '../run.js';\nimport '../strimzi/state.js';\n",
      ),
    ).toEqual([
      expect.stringContaining('state may not import run.ts'),
      expect.stringContaining('state may not import strimzi'),
    ]);
    expect(
      await lint(
        'src/crd/validate/wrong.ts',
        "import type { GateResult } from '../../result/model.js';\nexport type X = GateResult;\n",
      ),
    ).toEqual([expect.stringContaining('crd may not import result')]);
    expect(
      await lint(
        'src/report/right.ts',
        "import type { GateResult } from '../result/model.js';\nexport type X = GateResult;\n",
      ),
    ).toEqual([]);
  });
});
