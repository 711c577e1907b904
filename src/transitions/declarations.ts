import type { GateConfig } from '../context.js';
import { parseField, type FieldSpec } from './field.js';
import { parseRange, type Range } from './range.js';
import type { Scheme, TransitionDecl } from './types.js';
import { parseVersion, type Version } from './versions.js';

/** A declaration with its field, ranges and versions parsed once. */
export interface CompiledDecl {
  decl: TransitionDecl;
  index: number;
  field: FieldSpec;
  pattern?: RegExp;
  allowed?: Version[];
  entries: { from: Range; to: Range; allow: boolean; strategy?: string }[];
  parse(raw: string): Version | undefined;
}

export interface DeclProblem {
  path: (string | number)[];
  message: string;
}

/** Compiles declarations; every problem is returned with its config path (nothing throws). */
export function compileDecls(decls: readonly unknown[]): {
  compiled: CompiledDecl[];
  problems: DeclProblem[];
} {
  const compiled: CompiledDecl[] = [];
  const problems: DeclProblem[] = [];
  decls.forEach((raw, index) => {
    const decl = raw as TransitionDecl;
    const at = (...p: (string | number)[]) => ['transitions', index, ...p];
    const scheme: Scheme = decl.scheme ?? 'semver';
    let ok = true;
    const fail = (path: (string | number)[], message: string) => {
      problems.push({ path, message });
      ok = false;
    };
    let pattern: RegExp | undefined;
    if (scheme === 'regex') {
      if (!decl.pattern)
        fail(at('pattern'), 'scheme regex needs a `pattern` whose capture groups are the numeric parts');
      else {
        try {
          pattern = new RegExp(decl.pattern);
        } catch (err) {
          fail(at('pattern'), `not a valid regular expression: ${(err as Error).message}`);
        }
      }
    }
    let field: FieldSpec | undefined;
    try {
      field = parseField(decl.field);
    } catch (err) {
      fail(at('field'), (err as Error).message);
    }
    const parse = (s: string) => parseVersion(s, scheme, pattern);
    const allowed = decl.allowed?.map((v, i) => {
      const p = parse(v);
      if (!p) fail(at('allowed', i), `"${v}" is not a ${scheme} version`);
      return p;
    });
    const entries = (decl.transitions ?? []).map((t, i) => {
      const range = (key: 'from' | 'to') => {
        try {
          return parseRange(t[key], scheme);
        } catch (err) {
          fail(at('transitions', i, key), `range ${(err as Error).message}`);
          return { test: () => false };
        }
      };
      if (t.strategy && !decl.strategies?.[t.strategy]) {
        fail(
          at('transitions', i, 'strategy'),
          `strategy "${t.strategy}" is not defined under strategies (defined: ${Object.keys(decl.strategies ?? {}).join(', ') || 'none'})`,
        );
      }
      return {
        from: range('from'),
        to: range('to'),
        allow: t.allow !== false,
        ...(t.strategy ? { strategy: t.strategy } : {}),
      };
    });
    if (decls.findIndex((d) => (d as TransitionDecl).id === decl.id) !== index)
      fail(at('id'), `id "${decl.id}" is declared twice`);
    if (ok && field)
      compiled.push({
        decl,
        index,
        field,
        pattern,
        allowed: allowed as Version[] | undefined,
        entries,
        parse,
      });
  });
  return { compiled, problems };
}

/** The config check the loader runs after the JSON Schema: problems become exit-2 errors with lines. */
export function checkTransitions(config: GateConfig): DeclProblem[] {
  return compileDecls(config.transitions).problems;
}
