import { baseSelf } from '../../src/index/base-self.js';
import { buildTree } from '../../src/index/build.js';
import { parseFile } from '../../src/manifests/parse.js';
import type { Tree } from '../../src/index/types.js';
import type { Snapshot } from '../../src/sources/snapshot.js';

/** A ConfigMap named `name` whose data says `tag`, as YAML. */
const cm = (name: string, tag: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: ns\ndata:\n  tag: ${tag}\n`;

/** A side of real files, parsed and indexed as a run does. */
function tree(files: Record<string, string>): Tree {
  const parsed = Object.entries(files).map(([path, text]) => parseFile({ path, text }));
  return buildTree({ root: '/x', files: [] } as unknown as Snapshot, parsed);
}

/** For every head object: `file:tag` of the base object it updates, or `create`. */
function selves(base: Tree, head: Tree): string[] {
  return head.objects.map((o) => {
    const b = baseSelf(base, head, o);
    const tag = (o.value.data as Record<string, string>).tag;
    return `${o.file}:${tag} <- ${b ? `${b.file}:${(b.value.data as Record<string, string>).tag}` : 'create'}`;
  });
}

describe('baseSelf: the base object a head object updates', () => {
  it('is the base object of its identity when the identity is defined once', () => {
    const base = tree({ 'a.yaml': cm('x', 'a0') });
    const head = tree({ 'a.yaml': cm('x', 'a1'), 'n.yaml': cm('new', 'n1') });
    expect(selves(base, head)).toEqual(['a.yaml:a1 <- a.yaml:a0', 'n.yaml:n1 <- create']);
  });

  it('pairs copies of a duplicated identity file by file, not with the first base copy', () => {
    const base = tree({ 'a.yaml': cm('x', 'a0'), 'b.yaml': cm('x', 'b0') });
    const head = tree({ 'a.yaml': cm('x', 'a1'), 'b.yaml': cm('x', 'b1') });
    expect(selves(base, head)).toEqual(['a.yaml:a1 <- a.yaml:a0', 'b.yaml:b1 <- b.yaml:b0']);
  });

  it('pairs copies within one file in their order', () => {
    const base = tree({ 'a.yaml': `${cm('x', 'first0')}---\n${cm('x', 'second0')}` });
    const head = tree({ 'a.yaml': `${cm('x', 'first1')}---\n${cm('x', 'second1')}` });
    expect(selves(base, head)).toEqual([
      'a.yaml:first1 <- a.yaml:first0',
      'a.yaml:second1 <- a.yaml:second0',
    ]);
  });

  it('makes a copy added in another file a create, and pairs a lone head object with its own file', () => {
    const base = tree({ 'a.yaml': cm('x', 'a0') });
    const head = tree({ 'a.yaml': cm('x', 'a1'), 'b.yaml': cm('x', 'b1') });
    expect(selves(base, head)).toEqual(['a.yaml:a1 <- a.yaml:a0', 'b.yaml:b1 <- create']);
    // The other way round: the base had two copies, the head keeps the one in b.yaml.
    const base2 = tree({ 'a.yaml': cm('x', 'a0'), 'b.yaml': cm('x', 'b0') });
    const head2 = tree({ 'b.yaml': cm('x', 'b1') });
    expect(selves(base2, head2)).toEqual(['b.yaml:b1 <- b.yaml:b0']);
  });

  it('pairs one leftover copy with one (a file renamed), and no leftovers when more are left', () => {
    const base = tree({ 'a.yaml': cm('x', 'a0'), 'b.yaml': cm('x', 'b0') });
    const renamed = tree({ 'a.yaml': cm('x', 'a1'), 'c.yaml': cm('x', 'c1') });
    expect(selves(base, renamed)).toEqual(['a.yaml:a1 <- a.yaml:a0', 'c.yaml:c1 <- b.yaml:b0']);
    const two = tree({ 'c.yaml': cm('x', 'c1'), 'd.yaml': cm('x', 'd1') });
    expect(selves(base, two)).toEqual(['c.yaml:c1 <- create', 'd.yaml:d1 <- create']);
  });

  it('pairs one head tree against two base trees each on its own terms', () => {
    const head = tree({ 'a.yaml': cm('x', 'a1'), 'b.yaml': cm('x', 'b1') });
    const one = tree({ 'a.yaml': cm('x', 'a0'), 'b.yaml': cm('x', 'b0') });
    const other = tree({ 'b.yaml': cm('x', 'b9'), 'c.yaml': cm('x', 'c9') });
    expect(selves(one, head)).toEqual(['a.yaml:a1 <- a.yaml:a0', 'b.yaml:b1 <- b.yaml:b0']);
    expect(selves(other, head)).toEqual(['a.yaml:a1 <- c.yaml:c9', 'b.yaml:b1 <- b.yaml:b9']);
  });

  it('pairs 20,000 copies of one identity once for all of them, copy by copy', () => {
    const n = 20_000;
    const many = (v: string) => ({
      'a.yaml': Array.from({ length: n }, (_, i) => cm('x', `${v}${i}`)).join('---\n'),
    });
    const base = tree(many('b'));
    const head = tree(many('h'));
    const got = selves(base, head);
    expect(got).toHaveLength(n);
    expect(got[0]).toBe('a.yaml:h0 <- a.yaml:b0');
    expect(got[n - 1]).toBe(`a.yaml:h${n - 1} <- a.yaml:b${n - 1}`);
  });
});
