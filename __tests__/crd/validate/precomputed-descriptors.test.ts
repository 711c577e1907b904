import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleFiles } from '../../helpers/bundles.js';

/**
 * scripts/precomputed-descriptors.mjs decodes the protobuf file descriptors at build time, for
 * rollup.config.mjs: the tree it writes must be the one @bufbuild/protobuf's `fromBinary` builds at
 * run time, own properties, their order and every prototype of defaults included, for every
 * generated file the CEL engine can load.
 */
interface Helper {
  decodeFileDescriptor(b64: string): object;
  treeExpression(root: unknown): string;
  precomputeFileDescs(code: string): string;
  rewriteFileDesc(code: string): string | undefined;
}
let helper: Helper;
beforeAll(async () => {
  helper = (await import(join(process.cwd(), 'scripts', 'precomputed-descriptors.mjs'))) as Helper;
});

const build = (expr: string): unknown => new Function(`return ${expr}`)() as unknown;

/** Own entries, in order, of `o` and of its prototype when it is not Object.prototype. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape);
  if (v === null || typeof v !== 'object') return v;
  const proto = Object.getPrototypeOf(v) as object;
  const own = Object.entries(Object.getOwnPropertyDescriptors(v)).map(([k, d]) => [k, shape(d.value), d]);
  const defaults = proto === Object.prototype ? 'Object.prototype' : Object.getOwnPropertyDescriptors(proto);
  return {
    own,
    defaults,
    grand: proto === Object.prototype ? null : Object.getPrototypeOf(proto) === Object.prototype,
  };
}

/** Every generated file with an embedded descriptor, in the two packages the bundles take them from. */
function generatedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('_pb.js') && readFileSync(p, 'utf8').includes('fileDesc("')) out.push(p);
    }
  };
  walk(join('node_modules', '@bufbuild', 'protobuf', 'dist', 'esm'));
  walk(join('node_modules', '@bufbuild', 'cel-spec', 'dist', 'esm'));
  return out.sort();
}

describe('protobuf file descriptors decoded at build time', () => {
  const files = generatedFiles();

  it('finds the generated files the CEL engine loads', () => {
    const names = files.map((f) => f.split(/[\\/]/).pop());
    expect(names).toEqual(
      expect.arrayContaining(['timestamp_pb.js', 'struct_pb.js', 'syntax_pb.js', 'checked_pb.js']),
    );
  });

  it.each(files)('%s: the written tree is the decoded one', (file) => {
    const b64s = [...readFileSync(file, 'utf8').matchAll(/\bfileDesc\("([A-Za-z0-9+/=]*)"/g)].map(
      (m) => m[1]!,
    );
    expect(b64s.length).toBeGreaterThan(0);
    for (const b64 of b64s) {
      const decoded = helper.decodeFileDescriptor(b64);
      const built = build(helper.treeExpression(decoded));
      expect(shape(built)).toEqual(shape(decoded));
      // A field the bytes leave out is read from the prototype, not set on the message (presence).
      const field = (built as { messageType: { field: object[] }[] }).messageType[0]?.field[0];
      if (field)
        expect(Object.hasOwn(field, 'defaultValue')).toBe(
          Object.hasOwn(
            (decoded as { messageType: { field: object[] }[] }).messageType[0]!.field[0]!,
            'defaultValue',
          ),
        );
    }
  });

  it('rewrites each call, and each tree is fresh (fileDesc mutates it)', () => {
    const file = files.find((f) => f.endsWith('timestamp_pb.js'))!;
    const code = readFileSync(file, 'utf8');
    const out = helper.precomputeFileDescs(code);
    expect(out).not.toMatch(/\bfileDesc\("/);
    expect(out).toMatch(/\bfileDesc\(\(\(p\) => /);
    const expr = helper.treeExpression(helper.decodeFileDescriptor(code.match(/fileDesc\("([^"]*)"/)![1]!));
    expect(build(expr)).not.toBe(build(expr));
  });

  it('rewrites the installed @bufbuild/protobuf fileDesc to take the tree, and nothing else', () => {
    const path = join('node_modules', '@bufbuild', 'protobuf', 'dist', 'esm', 'codegenv2', 'file.js');
    const code = readFileSync(path, 'utf8');
    const out = helper.rewriteFileDesc(code)!;
    expect(out).toBeDefined();
    expect(out).not.toMatch(/fromBinary|base64Decode|descriptor_pb/);
    expect(out).toContain('createEmbeddedFileRegistry(root');
    // Text it does not know (another version of the library) is refused, never half rewritten.
    expect(
      helper.rewriteFileDesc(code.replace('fromBinary(FileDescriptorProtoSchema', 'fromBinary(Other')),
    ).toBeUndefined();
  });

  it.each([
    [
      'bytes',
      { $typeName: 'x', data: new Uint8Array([1]) },
      /neither a message nor a plain object \(Uint8Array\)/,
    ],
    ['a 64-bit integer', { $typeName: 'x', n: 1n }, /type bigint/],
    ['a non-finite number', { $typeName: 'x', n: NaN }, /type number/],
    ['null', { $typeName: 'x', n: null }, /type null/],
    ['a getter', Object.defineProperty({}, 'n', { get: () => 1, enumerable: true }), /not plain data/],
    ['a symbol key', { [Symbol('s')]: 1 }, /symbol keys/],
    [
      'a deeper prototype chain',
      {
        $typeName: 'x',
        m: Object.assign(Object.create(Object.create({ a: 1 }) as object) as object, { $typeName: 'y' }),
      },
      /deeper/,
    ],
    [
      'an object default',
      { $typeName: 'x', m: Object.assign(Object.create({ nested: { a: 1 } }) as object, { $typeName: 'y' }) },
      /type object/,
    ],
  ])('stops the build on a message holding %s', (_what, message, why) => {
    expect(() => helper.treeExpression(message)).toThrow(why);
  });

  (existsSync(join('dist', 'chunk-cel.js')) ? it : it.skip)(
    'the CLI and the action bundles hold no descriptor left to decode, nor descriptor.proto',
    () => {
      for (const f of bundleFiles()) {
        const code = readFileSync(join('dist', f), 'utf8');
        expect(code).not.toMatch(/\bfileDesc\("/);
        expect(code).not.toContain('google/protobuf/descriptor.proto');
      }
    },
  );
});
