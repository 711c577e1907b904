/**
 * Flux's `postBuild` variable substitution, as kustomize-controller runs it on each built object's
 * YAML (fluxcd/pkg envsubst, a fork of drone/envsubst): `${var}` is replaced, `${var:=default}`,
 * `${var=default}`, `${var:-default}` and `${var-default}` give a default (itself substituted),
 * `${var^^}`, `${var,,}`, `${var^}`, `${var,}` change case, `${#var}` is the length, and `$${…}`
 * is written as `${…}` (an escape). `$var` without braces is left as written. A variable nobody
 * sets is empty (the controller's default, non-strict); one whose value the gate cannot know (its
 * ConfigMap or Secret is not readable here) leaves its whole expression as written.
 */

/** A variable's value; `unknown` when a source the gate cannot read may set it. */
export type Lookup = (name: string) => string | undefined | 'unknown';

export interface Substituted {
  text: string;
  /** Variables read, in order. */
  used: string[];
  /** Expressions left as written: an operator this reader does not know, or an unknown value. */
  kept: number;
}

const NAME = /^[_a-zA-Z][_a-zA-Z0-9]*/;

/** The index of the `}` closing the `${` at `start`, nested `${…}` included; -1 when none. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text.startsWith('${', i)) {
      depth++;
      i++;
    } else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** One `${…}` body evaluated; undefined when it is to be kept as written. */
function evaluate(
  body: string,
  lookup: Lookup,
  used: string[],
  kept: { n: number },
  depth: number,
): string | undefined {
  if (body.startsWith('#')) {
    const v = lookup(body.slice(1));
    used.push(body.slice(1));
    return v === 'unknown' || !NAME.test(body.slice(1)) ? undefined : String((v ?? '').length);
  }
  const name = NAME.exec(body)?.[0];
  if (!name) return undefined;
  const op = body.slice(name.length);
  used.push(name);
  const v = lookup(name);
  const def = /^(:?[=-])([\s\S]*)$/.exec(op);
  if (def) {
    const empty = def[1]!.startsWith(':');
    if (v === 'unknown') return undefined;
    if (v !== undefined && !(empty && v === '')) return v;
    // Defaults nest (`${a:=${b}}`); past a depth no real file reaches, the expression is kept.
    return depth > 16 ? undefined : substitute(def[2]!, lookup, used, kept, depth + 1);
  }
  if (v === 'unknown') return undefined;
  const s = v ?? '';
  switch (op) {
    case '':
      return s;
    case '^^':
      return s.toUpperCase();
    case ',,':
      return s.toLowerCase();
    case '^':
      return s.charAt(0).toUpperCase() + s.slice(1);
    case ',':
      return s.charAt(0).toLowerCase() + s.slice(1);
    default:
      return undefined;
  }
}

function substitute(text: string, lookup: Lookup, used: string[], kept: { n: number }, depth = 0): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const at = text.indexOf('$', i);
    if (at < 0) break;
    out += text.slice(i, at);
    if (text.startsWith('$${', at)) {
      // An escape: `$${x}` is written `${x}`, its inside not substituted.
      const end = closing(text, at + 1);
      const stop = end < 0 ? text.length : end + 1;
      out += text.slice(at + 1, stop);
      i = stop;
      continue;
    }
    if (!text.startsWith('${', at)) {
      out += '$';
      i = at + 1;
      continue;
    }
    const end = closing(text, at);
    if (end < 0) {
      out += text.slice(at);
      i = text.length;
      break;
    }
    const v = evaluate(text.slice(at + 2, end), lookup, used, kept, depth);
    if (v === undefined) kept.n++;
    out += v ?? text.slice(at, end + 1);
    i = end + 1;
  }
  return out + text.slice(i);
}

/** `text` with its variables substituted. */
export function envsubst(text: string, lookup: Lookup): Substituted {
  const used: string[] = [];
  const kept = { n: 0 };
  const out = substitute(text, lookup, used, kept);
  return { text: out, used, kept: kept.n };
}
