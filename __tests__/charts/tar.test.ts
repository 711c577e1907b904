import { gzipSync } from 'node:zlib';
import { ArchiveError, readChartArchive, readTar, safePath } from '../../src/charts/tar.js';
import { entryOf } from '../../src/charts/helm-repo.js';
import { bearerChallenge, registryOf } from '../../src/charts/oci.js';
import { tar, tgz } from '../helpers/charts.js';

const chartYaml = 'apiVersion: v2\nname: demo\nversion: 1.2.3\n';

describe('chart archives, read in memory', () => {
  it('keeps the files under the chart folder, relative to it, with Chart.yaml name and version', () => {
    const long = `demo/templates/${'d'.repeat(60)}/${'e'.repeat(50)}/x.yaml`;
    const r = readChartArchive(
      tgz([
        { path: 'demo/Chart.yaml', data: chartYaml },
        { path: 'demo/crds/a.yaml', data: 'kind: CustomResourceDefinition\n' },
        { path: long, data: 'a: 1\n' },
      ]),
    );
    expect(r.name).toBe('demo');
    expect(r.version).toBe('1.2.3');
    expect(r.files.map((f) => f.path)).toEqual(['Chart.yaml', 'crds/a.yaml', long.slice(5)]);
  });

  it('never follows a link, never leaves the folder, leaves out binary files, and says so', () => {
    const r = readTar(
      tar([
        { path: 'demo/Chart.yaml', data: chartYaml },
        { path: 'demo/crds/link.yaml', data: '', type: '2', link: '/etc/passwd' },
        { path: 'demo/../../escape.yaml', data: 'a: 1\n' },
        { path: '/abs.yaml', data: 'a: 1\n' },
        { path: 'demo/files/x.bz2', data: Buffer.from([0x42, 0x5a, 0x00, 0x01]) },
      ]),
    );
    expect(r.files.map((f) => f.path)).toEqual(['demo/Chart.yaml']);
    expect(r.left).toEqual([
      'demo/crds/link.yaml (a link, not followed)',
      "demo/../../escape.yaml (leaves the chart's folder)",
      "/abs.yaml (leaves the chart's folder)",
      'demo/files/x.bz2 (binary)',
    ]);
  });

  it('refuses an archive that expands beyond its cap, a truncated one, one without Chart.yaml', () => {
    const bomb = gzipSync(tar([{ path: 'demo/Chart.yaml', data: chartYaml + ' '.repeat(1 << 20) }]));
    expect(() =>
      readChartArchive(bomb, { maxUnpacked: 1 << 16, maxFileSize: 1 << 20, maxEntries: 10 }),
    ).toThrow(ArchiveError);
    const whole = tar([{ path: 'demo/Chart.yaml', data: chartYaml.repeat(40) }]);
    expect(() => readTar(whole.subarray(0, 700))).toThrow('truncated archive');
    expect(() => readChartArchive(tgz([{ path: 'demo/values.yaml', data: 'a: 1\n' }]))).toThrow(
      'no Chart.yaml',
    );
    expect(() => readChartArchive(Buffer.from('not gzip'))).toThrow('not a gzip archive');
  });

  it('safePath keeps relative paths inside their root', () => {
    expect(safePath('./a/b/../c.yaml')).toBe('a/c.yaml');
    expect(safePath('a/../../b')).toBeUndefined();
    expect(safePath('C:/x')).toBeUndefined();
  });
});

describe('repository answers', () => {
  const index = `apiVersion: v1
entries:
  demo:
    - name: demo
      version: 1.2.3
      digest: abc
      urls: [charts/demo-1.2.3.tgz]
    - name: demo
      version: 1.3.0
      urls: [https://cdn.example.com/demo-1.3.0.tgz]
`;

  it('index.yaml: relative URLs resolve against the repository, an exact version or a clear error', () => {
    expect(entryOf(index, 'https://r.example.com/sub', 'demo', '1.2.3')).toEqual({
      url: 'https://r.example.com/sub/charts/demo-1.2.3.tgz',
      digest: 'abc',
    });
    expect(entryOf(index, 'https://r.example.com', 'demo', 'v1.3.0').url).toBe(
      'https://cdn.example.com/demo-1.3.0.tgz',
    );
    expect(() => entryOf(index, 'https://r.example.com', 'demo', '1.x')).toThrow(
      'is a range, not one version',
    );
    expect(() => entryOf(index, 'https://r.example.com', 'demo', '9.9.9')).toThrow('has no demo 9.9.9');
    expect(() => entryOf(index, 'https://r.example.com', 'other', '1.2.3')).toThrow('has no chart other');
  });

  it('OCI: the registry of a reference, the bearer challenge parameters', () => {
    expect(registryOf('oci://ghcr.io/org/charts/demo')).toEqual({
      base: 'https://ghcr.io',
      name: 'org/charts/demo',
    });
    expect(registryOf('oci://127.0.0.1:5000/demo').base).toBe('http://127.0.0.1:5000');
    expect(
      bearerChallenge(
        'Bearer realm="https://auth.example.com/token",service="registry",scope="repository:a/b:pull"',
      ),
    ).toEqual({ realm: 'https://auth.example.com/token', service: 'registry', scope: 'repository:a/b:pull' });
    expect(bearerChallenge('Basic realm="x"')).toBeUndefined();
  });
});
