// Protobuf file descriptors decoded at build time (rollup.config.mjs, the `precomputedDescriptors`
// plugin).
//
// Every generated `*_pb.js` of @bufbuild/protobuf and @bufbuild/cel-spec hydrates its file when it is
// loaded: `fileDesc("<base64 FileDescriptorProto>", deps)` decodes the bytes with `fromBinary`, which
// needs the descriptor of descriptor.proto itself, built by `boot()` from a literal. On a run that
// loads CEL that was ~15 ms before the first rule compiled (boot ~8, decoding ~6). The decoding gives
// the same tree every time, so the build does it once, with the library's own decoder, and writes the
// tree as an expression that builds it again: each message an object whose own properties are the
// ones decoding set, on a prototype holding its type's defaults, as the library's `create` builds it
// (own properties are how it tells an explicitly set proto2 field). `fileDesc` gets that tree and
// goes on as before (JSON names, the registry); `boot()`, `fromBinary` and descriptor.proto's
// descriptor drop out of the bundle. Anything of another shape stops the build: this copies the
// library's decoding, so a change there must be seen, not guessed.
import { fromBinary } from '@bufbuild/protobuf';
import { base64Decode } from '@bufbuild/protobuf/wire';
import { FileDescriptorProtoSchema } from '@bufbuild/protobuf/wkt';

const fail = (why) => {
  throw new Error(`precomputed protobuf descriptors: ${why} (scripts/precomputed-descriptors.mjs)`);
};

/** The FileDescriptorProto `fileDesc` would decode from `b64`, decoded the same way. */
export function decodeFileDescriptor(b64) {
  return fromBinary(FileDescriptorProtoSchema, base64Decode(b64));
}

/** Own properties of `o`, each a plain writable, enumerable, configurable data property. */
function ownEntries(o) {
  if (Object.getOwnPropertySymbols(o).length) fail('a message with symbol keys');
  return Object.entries(Object.getOwnPropertyDescriptors(o)).map(([k, d]) => {
    if (!('value' in d) || !d.writable || !d.enumerable || !d.configurable)
      fail(`property ${k} is not plain data`);
    if (k === '__proto__') fail('a __proto__ key');
    return [k, d.value];
  });
}

function primitive(v) {
  const ok =
    typeof v === 'string' ||
    typeof v === 'boolean' ||
    (typeof v === 'number' && Number.isFinite(v) && !Object.is(v, -0));
  if (!ok) fail(`a value of type ${v === null ? 'null' : typeof v} (${String(v)})`);
  return JSON.stringify(v);
}

/**
 * A JavaScript expression that builds `root` again: the same own properties in the same order, and
 * every message on a prototype with its type's defaults (one prototype per type, as decoding shares
 * them). Strings, finite numbers, booleans, arrays and messages only; anything else throws.
 */
export function treeExpression(root) {
  const protos = new Map();
  const literal = (o, leaf) =>
    `{${ownEntries(o)
      .map(([k, v]) => `${JSON.stringify(k)}:${leaf(v)}`)
      .join(',')}}`;
  const value = (v) => {
    if (Array.isArray(v)) return `[${v.map(value).join(',')}]`;
    if (v === null || typeof v !== 'object') return primitive(v);
    const proto = Object.getPrototypeOf(v);
    if (proto === Object.prototype) return literal(v, value);
    if (typeof v.$typeName !== 'string')
      fail(`a value that is neither a message nor a plain object (${v.constructor?.name})`);
    if (Object.getPrototypeOf(proto) !== Object.prototype) fail('a prototype chain deeper than one object');
    if (!protos.has(proto)) protos.set(proto, protos.size);
    return `m(${protos.get(proto)},${literal(v, value)})`;
  };
  const body = value(root);
  const defaults = [...protos.keys()].map((p) => literal(p, primitive));
  return `((p) => { const m = (i, o) => Object.assign(Object.create(p[i]), o); return ${body}; })([${defaults.join(',')}])`;
}

const CALL = /\bfileDesc\("([A-Za-z0-9+/=]*)"/g;

/** `code` with every `fileDesc("<base64>"` call given the decoded tree instead of the bytes. */
export function precomputeFileDescs(code) {
  return code.replace(CALL, (_, b64) => `fileDesc(${treeExpression(decodeFileDescriptor(b64))}`);
}

/** What @bufbuild/protobuf's codegenv2/file.js says, and what it says here: the tree is given. */
const FILE_JS = [
  ['import { base64Decode } from "../wire/base64-encoding.js";\n', ''],
  ['import { FileDescriptorProtoSchema } from "../wkt/google/protobuf/descriptor_pb.js";\n', ''],
  ['import { fromBinary } from "../from-binary.js";\n', ''],
  [
    'const root = fromBinary(FileDescriptorProtoSchema, base64Decode(b64));',
    'const root = typeof b64 === "string" ? (() => { throw new Error("upgrade-gate: a protobuf file ' +
      'descriptor was not decoded at build time (scripts/precomputed-descriptors.mjs)"); })() : b64;',
  ],
];

/** codegenv2/file.js's `fileDesc` taking the decoded tree; undefined when its text is not as expected. */
export function rewriteFileDesc(code) {
  let out = code;
  for (const [from, to] of FILE_JS) {
    if (out.split(from).length !== 2) return undefined;
    out = out.replace(from, () => to);
  }
  return out;
}
