import { blobUrl, type ReportLinks } from '../../src/report/md.js';
import { renderComment, renderMarkdown } from '../../src/report/markdown.js';
import { renderSarif } from '../../src/report/sarif.js';
import { registry } from '../../src/rules/registry.js';
import { findingsOf, gateOnFiles } from '../helpers/gate.js';
import { judged } from './judge.js';

/**
 * A file name is never a URI as written: `ok.yaml#.yaml` would point at `ok.yaml` (a fragment),
 * `a b?.yaml` at `a b` (a query). Every path segment is percent-encoded (RFC 3986) in SARIF's
 * `artifactLocation.uri` and in every link the reports build.
 */
const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: same}\n';
const names = ['ok.yaml#.yaml', 'a b?.yaml', "d/it's (1)*!.yaml", 'e/%41.yaml', 'f/é.yaml'];
const SHA = 'a'.repeat(40);
const links: ReportLinks = {
  file: (path, line) => blobUrl('https://github.com/acme/platform', SHA, path, line),
};
/** The path a URI reference names, read the way a URL parser reads it. */
const pathOf = (uri: string, base: string) => {
  const u = new URL(uri, base);
  expect(u.search).toBe('');
  return decodeURIComponent(u.pathname.slice(new URL(base).pathname.length));
};

describe('file names with URI delimiters', () => {
  const head = Object.fromEntries(['0.yaml', ...names].map((n) => [n, cm]));

  it('SARIF: artifactLocation.uri is the file, every segment percent-encoded', async () => {
    const r = await judged('sarif uri', () => gateOnFiles({}, head));
    const files = findingsOf(r, 'input/duplicate-object').map((f) => f.file);
    expect(files).toEqual(expect.arrayContaining(names));
    const sarif = JSON.parse(renderSarif(r, registry, '0.1.0'));
    const uris: string[] = sarif.runs[0].results.flatMap((x: { locations?: unknown[] }) =>
      (x.locations ?? []).map(
        (l) =>
          (l as { physicalLocation: { artifactLocation: { uri: string } } }).physicalLocation.artifactLocation
            .uri,
      ),
    );
    expect(uris).toEqual(
      expect.arrayContaining([
        'ok.yaml%23.yaml',
        'a%20b%3F.yaml',
        'd/it%27s%20%281%29%2A%21.yaml',
        'e/%2541.yaml',
      ]),
    );
    for (const uri of uris) {
      expect(uri).toMatch(/^[A-Za-z0-9\-._~%/]+$/);
      expect(new URL(uri, 'file:///repo/').hash).toBe('');
    }
    expect(uris.map((u) => pathOf(u, 'file:///repo/')).sort()).toEqual(
      findingsOf(r, 'input/duplicate-object')
        .map((f) => f.file)
        .sort(),
    );
  });

  it.each([
    ['the job summary', (r: ReturnType<typeof gateOnFiles>) => renderMarkdown(r, { links })],
    ['the comment', (r: ReturnType<typeof gateOnFiles>) => renderComment(r, { links })],
  ])('%s links each file to itself, never to a fragment or a query of another', async (_n, render) => {
    const r = await judged(`markdown uri ${_n}`, () => gateOnFiles({}, head));
    const md = render(r);
    const targets = [...md.matchAll(/https:\/\/github\.com\/acme\/platform\/blob\/[^\s)>]+/g)].map((m) =>
      m[0].replace(/[)>]+$/, ''),
    );
    expect(targets.length).toBeGreaterThan(0);
    const base = `https://github.com/acme/platform/blob/${SHA}/`;
    const linked = targets.map((t) => {
      const u = new URL(t);
      expect(u.hash).toMatch(/^(#L\d+)?$/);
      return pathOf(`${u.origin}${u.pathname}`, base);
    });
    // The comment is short (it may name a cause's first files only); each link is one of the files.
    const files = findingsOf(r, 'input/duplicate-object').map((f) => f.file);
    for (const p of linked) expect(files).toContain(p);
  });
});
