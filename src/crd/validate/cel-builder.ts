/**
 * The nodes @bufbuild/cel's parser builds (its builder.js and logic-manager.js, 0.6.1), made the same
 * way in the same order: ids count up from 1 as nodes are made, each node's offset is recorded in
 * `sourceInfo.positions`, and every object has the fields, the `$typeName`s and the key order the
 * shipped parser gives it, so a tree from cel-fast-parse.ts is deep-equal to the shipped parser's.
 */

export interface Expr {
  $typeName: 'cel.expr.Expr';
  id: bigint;
  exprKind: { case: string | undefined; value: unknown };
}

export interface Call {
  $typeName: 'cel.expr.Expr.Call';
  function: string;
  target?: Expr;
  args: Expr[];
}

export interface Select {
  $typeName: 'cel.expr.Expr.Select';
  operand?: Expr;
  field: string;
  testOnly: boolean;
}

export interface Entry {
  $typeName: 'cel.expr.Expr.CreateStruct.Entry';
  id: bigint;
  keyKind: { case: 'mapKey'; value: Expr } | { case: 'fieldKey'; value: string };
  value: Expr;
  optionalEntry: boolean;
}

export interface SourceInfo {
  $typeName: 'cel.expr.SourceInfo';
  syntaxVersion: string;
  location: string;
  lineOffsets: number[];
  positions: Record<string, number>;
  macroCalls: Record<string, Expr>;
  extensions: unknown[];
}

export type Constant = { case: string; value: unknown };

/** The accumulator of every macro's comprehension. */
export const ACCU = '@result';

export class Builder {
  private prevId = 0n;
  readonly sourceInfo: SourceInfo = {
    $typeName: 'cel.expr.SourceInfo',
    syntaxVersion: '',
    location: '',
    lineOffsets: [],
    positions: {},
    macroCalls: {},
    extensions: [],
  };

  nextExpr(offset: number, exprKind: Expr['exprKind']): Expr {
    this.sourceInfo.positions[(++this.prevId).toString()] = offset;
    return { $typeName: 'cel.expr.Expr', id: this.prevId, exprKind };
  }

  nextEntry(offset: number, keyKind: Entry['keyKind'], value: Expr): Entry {
    this.sourceInfo.positions[(++this.prevId).toString()] = offset;
    return {
      $typeName: 'cel.expr.Expr.CreateStruct.Entry',
      id: this.prevId,
      keyKind,
      value,
      optionalEntry: false,
    };
  }

  constant(offset: number, constantKind: Constant): Expr {
    return this.nextExpr(offset, {
      case: 'constExpr',
      value: { $typeName: 'cel.expr.Constant', constantKind },
    });
  }

  /** A global call: `has(a.b)` expands, `_&&_` / `_||_` over more than one term balance. */
  call(offset: number, fn: string, args: Expr[]): Expr {
    if (fn === 'has' && args.length === 1 && args[0]!.exprKind.case === 'selectExpr')
      return this.has(offset, args[0]!);
    if ((fn === '_||_' || fn === '_&&_') && args.length > 1) return this.balanced(fn, args, offset);
    return this.plainCall(offset, fn, args);
  }

  plainCall(offset: number, fn: string, args: Expr[]): Expr {
    return this.nextExpr(offset, {
      case: 'callExpr',
      value: { $typeName: 'cel.expr.Expr.Call', function: fn, args },
    });
  }

  /** The call node of `target.fn(args)`, before any macro expands it (cel-macros.ts). */
  memberCall(offset: number, target: Expr, fn: string, args: Expr[]): Expr {
    return this.nextExpr(offset, {
      case: 'callExpr',
      value: { $typeName: 'cel.expr.Expr.Call', function: fn, target, args },
    });
  }

  /**
   * LogicManager.balancedTree: two or more terms joined by `fn`, halves first; every operator sits
   * at `offset` (the parser gives the whole chain's start to each).
   */
  balanced(fn: string, terms: Expr[], offset: number, lo = 0, hi = terms.length - 2): Expr {
    const mid = Math.floor((lo + hi + 1) / 2);
    const left = mid === lo ? terms[mid]! : this.balanced(fn, terms, offset, lo, mid - 1);
    const right = mid === hi ? terms[mid + 1]! : this.balanced(fn, terms, offset, mid + 1, hi);
    return this.nextExpr(offset, {
      case: 'callExpr',
      value: { $typeName: 'cel.expr.Expr.Call', function: fn, args: [left, right] },
    });
  }

  ident(offset: number, name: string): Expr {
    return this.nextExpr(offset, { case: 'identExpr', value: { $typeName: 'cel.expr.Expr.Ident', name } });
  }

  select(offset: number, operand: Expr, field: string): Expr {
    const value: Select = { $typeName: 'cel.expr.Expr.Select', operand, field, testOnly: false };
    return this.nextExpr(offset, { case: 'selectExpr', value });
  }

  list(offset: number, elements: Expr[]): Expr {
    return this.nextExpr(offset, {
      case: 'listExpr',
      value: { $typeName: 'cel.expr.Expr.CreateList', elements, optionalIndices: [] },
    });
  }

  struct(offset: number, entries: Entry[], messageName = ''): Expr {
    return this.nextExpr(offset, {
      case: 'structExpr',
      value: { $typeName: 'cel.expr.Expr.CreateStruct', entries, messageName },
    });
  }

  /** `has(a.b)`: the select again, as a test, with the call kept in `macroCalls`. */
  private has(offset: number, target: Expr): Expr {
    const test = this.nextExpr(offset, {
      case: 'selectExpr',
      value: { ...(target.exprKind.value as Select), testOnly: true },
    });
    this.addMacroCall(test.id, 'has', undefined, [target]);
    return test;
  }

  addMacroCall(id: bigint, fn: string, target: Expr | undefined, args: Expr[]): void {
    const macroArgs = args.map((a) => this.macroArg(a, 0));
    const value: Call =
      target !== undefined
        ? { $typeName: 'cel.expr.Expr.Call', function: fn, target: this.macroArg(target, 0), args: macroArgs }
        : { $typeName: 'cel.expr.Expr.Call', function: fn, args: macroArgs };
    this.sourceInfo.macroCalls[id.toString()] = {
      $typeName: 'cel.expr.Expr',
      id: 0n,
      exprKind: { case: 'callExpr', value },
    };
  }

  /** buildMacroCallArg: an argument as `macroCalls` keeps it (an expanded macro by its id only). */
  private macroArg(e: Expr, depth: number): Expr {
    if (depth > MAX_MACRO_ARG_DEPTH) throw new TooDeep();
    if (this.sourceInfo.macroCalls[e.id.toString()] !== undefined)
      return { $typeName: 'cel.expr.Expr', id: e.id, exprKind: { case: undefined, value: undefined } };
    const { case: kind, value } = e.exprKind;
    const arg = (x: Expr) => this.macroArg(x, depth + 1);
    let copy: unknown;
    if (kind === 'callExpr') {
      const c = value as Call;
      const target = c.target !== undefined ? arg(c.target) : undefined;
      copy = { $typeName: 'cel.expr.Expr.Call', function: c.function, target, args: c.args.map(arg) };
    } else if (kind === 'selectExpr') {
      const s = value as Select;
      const operand = s.operand ? arg(s.operand) : undefined;
      copy = { $typeName: 'cel.expr.Expr.Select', operand, field: s.field, testOnly: s.testOnly };
    } else if (kind === 'listExpr') {
      const l = value as { elements: Expr[]; optionalIndices: number[] };
      copy = {
        $typeName: 'cel.expr.Expr.CreateList',
        elements: l.elements.map(arg),
        optionalIndices: l.optionalIndices,
      };
    } else return e;
    return { $typeName: 'cel.expr.Expr', id: e.id, exprKind: { case: kind, value: copy } };
  }
}

/** How deep a macro's argument may nest calls, selections and lists before the fast parser gives up. */
const MAX_MACRO_ARG_DEPTH = 1_000;

/** Thrown where the fast parser will not follow: the caller falls back to the shipped parser. */
export class TooDeep extends Error {}
