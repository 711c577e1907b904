/**
 * The name and namespace of a document as the kind scan (kind-scan.ts) reads them from its
 * `metadata:`: a block of plain `name:` / `namespace:` lines, or a one-line flow mapping. Anything
 * else (quotes, anchors, aliases, merge keys, a name YAML would read as a number or a boolean) is
 * undefined: the caller then treats the document as one it cannot name.
 */

export interface ScannedIdentity {
  name: string;
  /** '' when metadata sets none. */
  namespace: string;
}

/** A name the scan trusts to read as that string: a letter first, then DNS-name characters. */
const NAME = /^[a-z][-a-z0-9.]*$/;
/** Plain words YAML 1.1 reads as booleans or null. */
const NOT_A_STRING = /^(?:y|n|yes|no|on|off|true|false|null)$/;
const CHILD = /^( +)([A-Za-z][A-Za-z0-9_.-]*):(?:[ ]+(.*?))?[ ]*$/;

const plainName = (v: string | undefined) =>
  v !== undefined && NAME.test(v) && !NOT_A_STRING.test(v) ? v : undefined;

/** A flow value that opens and closes on its line, without quotes or comments to misread. */
export function flowOnOneLine(value: string): boolean {
  if (!/^[[{]/.test(value) || /["'#]/.test(value)) return false;
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    if (depth < 0 || (depth === 0 && value.slice(i + 1).trim() !== '')) return false;
    if (depth === 0) return true;
  }
  return false;
}

function identityOf(entries: [string, string | undefined][]): ScannedIdentity | undefined {
  const seen = new Set<string>();
  let name: string | undefined;
  let namespace = '';
  for (const [key, value] of entries) {
    if (seen.has(key)) return undefined;
    seen.add(key);
    if (key === 'name') name = plainName(value);
    else if (key === 'namespace') {
      const ns = plainName(value);
      if (ns === undefined) return undefined;
      namespace = ns;
    }
  }
  return name === undefined ? undefined : { name, namespace };
}

/** `metadata: { name: a, namespace: b, … }` on one line, without nested collections. */
export function identityOfFlow(value: string): ScannedIdentity | undefined {
  if (!value.startsWith('{') || !flowOnOneLine(value) || /[[\]{}&*!<]/.test(value.slice(1, -1)))
    return undefined;
  const entries: [string, string | undefined][] = [];
  for (const part of value.slice(1, -1).split(',')) {
    if (part.trim() === '') continue;
    const m = /^\s*([A-Za-z][A-Za-z0-9_.-]*):\s+(\S+)\s*$/.exec(part);
    if (!m) return undefined;
    entries.push([m[1]!, m[2]]);
  }
  return identityOf(entries);
}

/** The indented lines under `metadata:`: its keys at the first line's indent, deeper lines skipped. */
export function identityOfBlock(lines: readonly string[]): ScannedIdentity | undefined {
  const entries: [string, string | undefined][] = [];
  let indent = 0;
  let scalar = false;
  for (const line of lines) {
    const trimmed = line.trimStart();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const at = line.length - trimmed.length;
    if (indent === 0) indent = at;
    // A deeper line under a key with a value on its line would go on with that value: unsure.
    if (at > indent && scalar) return undefined;
    if (at > indent) continue;
    const m = CHILD.exec(line);
    if (at < indent || !m) return undefined;
    const value = m[3] === undefined || m[3].startsWith('#') ? undefined : m[3].replace(/[ ]+#.*$/, '');
    scalar = value !== undefined;
    entries.push([m[2]!, value]);
  }
  return identityOf(entries);
}
