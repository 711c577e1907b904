// Copyright 2024-2026 Buf Technologies, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//      http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.
const privateSymbol = Symbol.for("@bufbuild/cel/error");
/**
 * Coerces a value to CelError using the following rules:
 * - If the given value is a CelError just return that.
 * - If it is an Error type, create a new CelError from that.
 * - If it is a string, creates a new CelError with that as the message.
 * - In all other cases create a new CelError with the given value as the cause.
 */
function celError(value, exprId) {
    if (isCelError(value)) {
        return value;
    }
    if (typeof exprId === "number") {
        exprId = BigInt(exprId);
    }
    if (value instanceof Error) {
        return new _CelError(value.message, value, exprId);
    }
    if (typeof value === "string") {
        return new _CelError(value, undefined, exprId);
    }
    return new _CelError(`${value}`, value, exprId);
}
/**
 * Merges CelErrors into one. Uses the message and exprId from the first error and
 * add the rest as the cause.
 */
function celErrorMerge(first, ...rest) {
    return new _CelError(first.message, rest, first.exprId);
}
/**
 * Returns true if the given value is a CelError.
 */
function isCelError(v) {
    return typeof v === "object" && v !== null && privateSymbol in v;
}
class _CelError extends Error {
    _cause;
    _exprId;
    [privateSymbol] = {};
    constructor(message, _cause, _exprId) {
        super(message);
        this._cause = _cause;
        this._exprId = _exprId;
    }
    get exprId() {
        return this._exprId;
    }
    get cause() {
        return this._cause;
    }
}

// Copyright 2024-2026 Buf Technologies, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//      http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.
class LogicManager {
    builder;
    function;
    terms;
    ops;
    variadicASTs;
    constructor(builder, functionName, term, variadicASTs) {
        this.builder = builder;
        this.function = functionName;
        this.terms = [term];
        this.ops = [];
        this.variadicASTs = variadicASTs;
    }
    static newVariadicLogicManager(builder, functionName, term) {
        return new LogicManager(builder, functionName, term, true);
    }
    static newBalancingLogicManager(builder, functionName, term) {
        return new LogicManager(builder, functionName, term, false);
    }
    addTerm(op, term) {
        this.terms.push(term);
        this.ops.push(op);
    }
    toExpr() {
        if (this.terms.length === 1) {
            return this.terms[0];
        }
        if (this.variadicASTs) {
            return this.builder.nextExpr(this.ops[0], {
                case: "callExpr",
                value: {
                    $typeName: "cel.expr.Expr.Call",
                    function: this.function,
                    args: this.terms,
                },
            });
        }
        return this.balancedTree(0, this.ops.length - 1);
    }
    balancedTree(lo, hi) {
        const mid = Math.floor((lo + hi + 1) / 2);
        let left;
        if (mid === lo) {
            left = this.terms[mid];
        }
        else {
            left = this.balancedTree(lo, mid - 1);
        }
        let right;
        if (mid === hi) {
            right = this.terms[mid + 1];
        }
        else {
            right = this.balancedTree(mid + 1, hi);
        }
        return this.builder.nextExpr(this.ops[mid], {
            case: "callExpr",
            value: {
                $typeName: "cel.expr.Expr.Call",
                function: this.function,
                args: [left, right],
            },
        });
    }
}

// Copyright 2024-2026 Buf Technologies, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//      http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.
const encoder$1 = new TextEncoder();
const accuVarName = "@result";
let Builder$1 = class Builder {
    #prevId = 0n;
    sourceInfo = {
        $typeName: "cel.expr.SourceInfo",
        syntaxVersion: "",
        location: "",
        lineOffsets: [],
        positions: {},
        macroCalls: {},
        extensions: [],
    };
    nextExpr(offset, exprKind) {
        this.sourceInfo.positions[(++this.#prevId).toString()] = offset;
        return {
            $typeName: "cel.expr.Expr",
            id: this.#prevId,
            exprKind,
        };
    }
    nextEntry(offset, keyKind, value) {
        this.sourceInfo.positions[(++this.#prevId).toString()] = offset;
        return {
            $typeName: "cel.expr.Expr.CreateStruct.Entry",
            id: this.#prevId,
            keyKind,
            value,
            optionalEntry: false,
        };
    }
    newConstExpr(offset, constantKind) {
        return this.nextExpr(offset, {
            case: "constExpr",
            value: { $typeName: "cel.expr.Constant", constantKind },
        });
    }
    newCallExpr(offset, functionName, args) {
        if (functionName === "has" &&
            args.length === 1 &&
            args[0].exprKind?.case === "selectExpr") {
            return this.expandHasMacro(offset, args[0]);
        }
        if ((functionName === "_||_" || functionName === "_&&_") &&
            args.length > 1) {
            const logicManager = LogicManager.newBalancingLogicManager(this, functionName, args[0]);
            for (let i = 1; i < args.length; i += 1) {
                logicManager.addTerm(offset, args[i]);
            }
            return logicManager.toExpr();
        }
        return this.nextExpr(offset, {
            case: "callExpr",
            value: {
                $typeName: "cel.expr.Expr.Call",
                function: functionName,
                args,
            },
        });
    }
    newMemberCallExpr(offset, target, functionName, args) {
        return this.maybeExpand(offset, this.nextExpr(offset, {
            case: "callExpr",
            value: {
                $typeName: "cel.expr.Expr.Call",
                function: functionName,
                target,
                args,
            },
        }));
    }
    newStringExpr(offset, sequence) {
        return this.newConstExpr(offset, {
            case: "stringValue",
            value: sequence.reduce((string, chunk) => {
                if (typeof chunk !== "string") {
                    if (chunk.some((cp) => cp >= 0xd800 && cp < 0xe000)) {
                        // surrogates, whether paired or not, are not allowed in UTF-8
                        throw new Error("surrogate code points are not allowed");
                    }
                    return string + String.fromCodePoint(...chunk);
                }
                return string + chunk;
            }, ""),
        });
    }
    newBytesExpr(offset, sequence) {
        const chunks = [];
        let totalSize = 0;
        for (const rawChunk of sequence) {
            const chunk = typeof rawChunk === "string" ? encoder$1.encode(rawChunk) : rawChunk;
            chunks.push(chunk);
            totalSize += chunk.length;
        }
        const value = new Uint8Array(totalSize);
        let chunkOffset = 0;
        for (const chunk of chunks) {
            value.set(chunk, chunkOffset);
            chunkOffset += chunk.length;
        }
        return this.newConstExpr(offset, {
            case: "bytesValue",
            value,
        });
    }
    newBoolExpr(offset, keyword) {
        return this.newConstExpr(offset, {
            case: "boolValue",
            value: keyword === "true",
        });
    }
    newInt64Expr(offset, digits) {
        return this.newConstExpr(offset, {
            case: "int64Value",
            value: digits[0] === "-" ? -BigInt(digits.slice(1)) : BigInt(digits),
        });
    }
    newUnsignedInt64Expr(offset, digits) {
        return this.newConstExpr(offset, {
            case: "uint64Value",
            value: BigInt(digits),
        });
    }
    newDoubleExpr(offset, digits) {
        return this.newConstExpr(offset, {
            case: "doubleValue",
            value: parseFloat(digits),
        });
    }
    newNullExpr(offset) {
        return this.newConstExpr(offset, {
            case: "nullValue",
            value: 0,
        });
    }
    newIdentExpr(offset, name) {
        const expr = this.nextExpr(offset, {
            case: "identExpr",
            value: { $typeName: "cel.expr.Expr.Ident", name },
        });
        return expr;
    }
    newInfixExpr(offset, op, args) {
        return this.newCallExpr(offset, op === "in" ? "@in" : `_${op}_`, args);
    }
    newSelectExpr(offset, operand, field) {
        return this.nextExpr(offset, {
            case: "selectExpr",
            value: {
                $typeName: "cel.expr.Expr.Select",
                operand,
                field,
                testOnly: false,
            },
        });
    }
    newIndexExpr(offset, operand, index) {
        return this.newCallExpr(offset, "_[_]", [operand, index]);
    }
    expandHasMacro(offset, target) {
        if (target.exprKind.case !== "selectExpr") {
            return this.newCallExpr(offset, "has", [target]);
        }
        const test = this.nextExpr(offset, {
            case: "selectExpr",
            value: { ...target.exprKind.value, testOnly: true },
        });
        this.addMacroCall(test.id, "has", undefined, [target]);
        return test;
    }
    newListExpr(offset, elements) {
        return this.nextExpr(offset, {
            case: "listExpr",
            value: {
                $typeName: "cel.expr.Expr.CreateList",
                elements,
                optionalIndices: [],
            },
        });
    }
    newBoolMacro(offset, iterRange, iterVar, init, loopStep, loopCondition) {
        return this.nextExpr(offset, {
            case: "comprehensionExpr",
            value: {
                $typeName: "cel.expr.Expr.Comprehension",
                accuVar: accuVarName,
                accuInit: this.newConstExpr(offset, {
                    case: "boolValue",
                    value: init,
                }),
                iterVar,
                iterVar2: "", // not yet supported
                iterRange,
                loopStep,
                loopCondition,
                result: this.newIdentExpr(offset, accuVarName),
            },
        });
    }
    newListMacro(offset, iterRange, iterVar, loopStep) {
        return this.nextExpr(offset, {
            case: "comprehensionExpr",
            value: {
                $typeName: "cel.expr.Expr.Comprehension",
                accuVar: accuVarName,
                accuInit: this.newListExpr(offset, []),
                iterVar,
                iterVar2: "", // not yet supported
                iterRange,
                loopCondition: this.newConstExpr(offset, {
                    case: "boolValue",
                    value: true,
                }),
                loopStep,
                result: this.newIdentExpr(offset, accuVarName),
            },
        });
    }
    expandExistsMacro(offset, target, x, test) {
        return this.newBoolMacro(offset, target, x, false, this.newCallExpr(offset, "_||_", [
            this.newIdentExpr(offset, accuVarName),
            test,
        ]), this.newCallExpr(offset, "@not_strictly_false", [
            this.newCallExpr(offset, "!_", [
                this.newIdentExpr(offset, accuVarName),
            ]),
        ]));
    }
    expandAllMacro(offset, target, x, test) {
        return this.newBoolMacro(offset, target, x, true, this.newCallExpr(offset, "_&&_", [
            this.newIdentExpr(offset, accuVarName),
            test,
        ]), this.newCallExpr(offset, "@not_strictly_false", [
            this.newIdentExpr(offset, accuVarName),
        ]));
    }
    expandMapMacro(offset, target, x, step) {
        return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_+_", [
            this.newIdentExpr(offset, accuVarName),
            this.newListExpr(offset, [step]),
        ]));
    }
    expandMapFilterMacro(offset, target, x, test, step) {
        return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_?_:_", [
            test,
            this.newCallExpr(offset, "_+_", [
                this.newIdentExpr(offset, accuVarName),
                this.newListExpr(offset, [step]),
            ]),
            this.newIdentExpr(offset, accuVarName),
        ]));
    }
    expandFilterMacro(offset, target, x, step) {
        return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_?_:_", [
            step,
            this.newCallExpr(offset, "_+_", [
                this.newIdentExpr(offset, accuVarName),
                this.newListExpr(offset, [this.newIdentExpr(offset, x)]),
            ]),
            this.newIdentExpr(offset, accuVarName),
        ]));
    }
    expandExistsOne(offset, iterRange, iterVar, step) {
        return this.nextExpr(offset, {
            case: "comprehensionExpr",
            value: {
                $typeName: "cel.expr.Expr.Comprehension",
                accuVar: accuVarName,
                accuInit: this.newConstExpr(offset, {
                    case: "int64Value",
                    value: BigInt(0),
                }),
                iterVar,
                iterVar2: "", // not yet supported
                iterRange,
                loopCondition: this.newConstExpr(offset, {
                    case: "boolValue",
                    value: true,
                }),
                loopStep: this.newCallExpr(offset, "_?_:_", [
                    step,
                    this.newCallExpr(offset, "_+_", [
                        this.newIdentExpr(offset, accuVarName),
                        this.newConstExpr(offset, {
                            case: "int64Value",
                            value: BigInt(1),
                        }),
                    ]),
                    this.newIdentExpr(offset, accuVarName),
                ]),
                result: this.newCallExpr(offset, "_==_", [
                    this.newIdentExpr(offset, accuVarName),
                    this.newConstExpr(offset, {
                        case: "int64Value",
                        value: BigInt(1),
                    }),
                ]),
            },
        });
    }
    maybeExpand(offset, call) {
        if (call.exprKind.case === "callExpr") {
            const callExpr = call.exprKind.value;
            const varName = callExpr.args[0];
            // const varIndex = callExpr.args.length > 1 ? callExpr.args[1] : "";
            if (varName !== undefined &&
                call.exprKind.value.target !== undefined &&
                varName.exprKind?.case === "identExpr") {
                let expanded;
                if (callExpr.args.length === 2) {
                    switch (callExpr.function) {
                        case "exists":
                            expanded = this.expandExistsMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
                            break;
                        case "all":
                            expanded = this.expandAllMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
                            break;
                        case "map":
                            expanded = this.expandMapMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
                            break;
                        case "filter":
                            expanded = this.expandFilterMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
                            break;
                        case "exists_one":
                        case "existsOne":
                            expanded = this.expandExistsOne(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
                            break;
                    }
                }
                if (callExpr.args.length === 3 && callExpr.function == "map") {
                    expanded = this.expandMapFilterMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1], call.exprKind.value.args[2]);
                }
                if (expanded !== undefined) {
                    this.addMacroCall(expanded.id, callExpr.function, callExpr.target, callExpr.args);
                    return expanded;
                }
            }
        }
        return call;
    }
    addMacroCall(exprId, functionName, target, args) {
        const macroArgs = args.map((arg) => this.buildMacroCallArg(arg));
        const macroTarget = target !== undefined ? this.buildMacroCallArg(target) : undefined;
        const macroCall = macroTarget !== undefined
            ? {
                $typeName: "cel.expr.Expr",
                id: 0n,
                exprKind: {
                    case: "callExpr",
                    value: {
                        $typeName: "cel.expr.Expr.Call",
                        function: functionName,
                        target: macroTarget,
                        args: macroArgs,
                    },
                },
            }
            : {
                $typeName: "cel.expr.Expr",
                id: 0n,
                exprKind: {
                    case: "callExpr",
                    value: {
                        $typeName: "cel.expr.Expr.Call",
                        function: functionName,
                        args: macroArgs,
                    },
                },
            };
        this.sourceInfo.macroCalls[exprId.toString()] = macroCall;
    }
    buildMacroCallArg(expr) {
        if (this.sourceInfo.macroCalls[expr.id.toString()] !== undefined) {
            return {
                $typeName: "cel.expr.Expr",
                id: expr.id,
                exprKind: { case: undefined, value: undefined },
            };
        }
        if (expr.exprKind.case === "callExpr") {
            const call = expr.exprKind.value;
            const macroArgs = call.args.map((arg) => this.buildMacroCallArg(arg));
            const macroTarget = call.target !== undefined
                ? this.buildMacroCallArg(call.target)
                : undefined;
            return {
                $typeName: "cel.expr.Expr",
                id: expr.id,
                exprKind: {
                    case: "callExpr",
                    value: {
                        $typeName: "cel.expr.Expr.Call",
                        function: call.function,
                        target: macroTarget,
                        args: macroArgs,
                    },
                },
            };
        }
        if (expr.exprKind.case === "selectExpr") {
            const sel = expr.exprKind.value;
            return {
                $typeName: "cel.expr.Expr",
                id: expr.id,
                exprKind: {
                    case: "selectExpr",
                    value: {
                        $typeName: "cel.expr.Expr.Select",
                        operand: sel.operand
                            ? this.buildMacroCallArg(sel.operand)
                            : undefined,
                        field: sel.field,
                        testOnly: sel.testOnly,
                    },
                },
            };
        }
        if (expr.exprKind.case === "listExpr") {
            const list = expr.exprKind.value;
            return {
                $typeName: "cel.expr.Expr",
                id: expr.id,
                exprKind: {
                    case: "listExpr",
                    value: {
                        $typeName: "cel.expr.Expr.CreateList",
                        elements: list.elements.map((el) => this.buildMacroCallArg(el)),
                        optionalIndices: list.optionalIndices,
                    },
                },
            };
        }
        return expr;
    }
    newMapEntry(offset, key, value) {
        return this.nextEntry(offset, {
            case: "mapKey",
            value: key,
        }, value);
    }
    newStructExpr(offset, entries, messageName = "") {
        return this.nextExpr(offset, {
            case: "structExpr",
            value: {
                $typeName: "cel.expr.Expr.CreateStruct",
                entries,
                messageName,
            },
        });
    }
    newStructEntry(offset, field, value) {
        return this.nextEntry(offset, {
            case: "fieldKey",
            value: field,
        }, value);
    }
};

var runtime;
(function (runtime) {
    class GrammarLocation {
        source;
        start;
        constructor(source, start) {
            this.source = source;
            this.start = start;
        }
        toString() {
            return String(this.source);
        }
        offset(loc) {
            return {
                line: loc.line + this.start.line - 1,
                column: loc.line === 1 ? loc.column + this.start.column - 1 : loc.column,
                offset: loc.offset + this.start.offset,
            };
        }
        static offsetStart(range) {
            if (range.source instanceof GrammarLocation) {
                return range.source.offset(range.start);
            }
            return range.start;
        }
        static offsetEnd(range) {
            if (range.source instanceof GrammarLocation) {
                return range.source.offset(range.end);
            }
            return range.end;
        }
    }
    runtime.GrammarLocation = GrammarLocation;
    function padEnd(str, targetLength, padString) {
        padString = padString || " ";
        if (str.length > targetLength) {
            return str;
        }
        targetLength -= str.length;
        padString += padString.repeat(targetLength);
        return str + padString.slice(0, targetLength);
    }
    runtime.padEnd = padEnd;
    class ParseFailure {
    }
    runtime.ParseFailure = ParseFailure;
    function isFailure(r) {
        return !r.success;
    }
    runtime.isFailure = isFailure;
    function getLine(input, offset) {
        let line = 1;
        for (let i = 0; i < offset; i++) {
            if (input[i] === "\r") {
                if (input[i + 1] === "\n") {
                    i++;
                }
                line++;
            }
            else if (input[i] === "\n") {
                line++;
            }
        }
        return line;
    }
    function getColumn(input, offset) {
        let column = 1;
        for (let i = offset; i > 0; i--) {
            if (["\n", "\r"].includes(input[i - 1])) {
                break;
            }
            column++;
        }
        return column;
    }
    function getLocation(source, input, start, remainder) {
        return {
            source,
            start: {
                offset: input.length - start.length,
                line: getLine(input, input.length - start.length),
                column: getColumn(input, input.length - start.length),
            },
            end: {
                offset: input.length - remainder.length,
                line: getLine(input, input.length - remainder.length),
                column: getColumn(input, input.length - remainder.length),
            },
        };
    }
    runtime.getLocation = getLocation;
    function getRange(source, input, start, remainder) {
        return {
            source,
            start: input.length - start.length,
            end: input.length - remainder.length,
        };
    }
    runtime.getRange = getRange;
    function getText(start, remainder) {
        return start.slice(0, remainder.length > 0 ? -remainder.length : undefined);
    }
    runtime.getText = getText;
})(runtime || (runtime = {}));
class ParseError extends Error {
    rawMessage;
    location;
    constructor(message, location, name = "parse error") {
        super(ParseError.#formatMessage(message, location));
        this.name = name;
        this.rawMessage = message;
        this.location = location;
    }
    static #formatMessage(message, location) {
        const source = location.source !== undefined ? String(location.source) : "<input>";
        return (`${source}:${location.start.line}:${location.start.column}: ` + message);
    }
}
class ParseSyntaxError extends ParseError {
    expected;
    found;
    constructor(expected, found, location, name = "syntax error") {
        super(ParseSyntaxError.#formatMessage(expected, found), location, name);
        this.expected = expected;
        this.found = found;
    }
    static #formatMessage(expected, found) {
        function encode(s) {
            return ("'" +
                s.replace(/[\\\x07\b\f\n\r\t\v']/g, (match) => {
                    switch (match) {
                        case "\\":
                            return "\\\\";
                        case "\x07":
                            return "\\x07";
                        case "\b":
                            return "\\b";
                        case "\f":
                            return "\\f";
                        case "\n":
                            return "\\n";
                        case "\r":
                            return "\\r";
                        case "\t":
                            return "\\t";
                        case "\v":
                            return "\\v";
                        case "'":
                            return "\\'";
                        default:
                            throw new Error("Unexpected string encoding replacement character. This should be an unreachable error.");
                    }
                }) +
                "'");
        }
        function describeExpected(expected) {
            const descriptions = [
                ...new Set(expected.map((e) => {
                    if (e.type === "literal") {
                        return encode(e.value);
                    }
                    return e.value;
                })),
            ];
            descriptions.sort();
            switch (descriptions.length) {
                case 1:
                    return descriptions[0];
                case 2:
                    return `${descriptions[0]} or ${descriptions[1]}`;
                default:
                    return (descriptions.slice(0, -1).join(", ") +
                        ", or " +
                        descriptions[descriptions.length - 1]);
            }
        }
        function describeFound(found) {
            return found.length === 1 ? found : "end of input";
        }
        return ("found " +
            describeFound(found) +
            " but expecting " +
            describeExpected(expected));
    }
}
const item2 = {
    type: "any",
    value: "any character",
};
const item43 = {
    type: "class",
    value: "/^[\\t\\n\\f\\r ]/g",
};
const item44 = {
    type: "other",
    value: "whitespace",
};
const item50 = {
    type: "literal",
    value: "//",
};
const item53 = {
    type: "class",
    value: "/^[^\\r\\n]/g",
};
const item58 = {
    type: "class",
    value: "/^[\\r\\n]/g",
};
const item59 = {
    type: "other",
    value: "new line",
};
const item61 = {
    type: "other",
    value: "comment",
};
const item78 = {
    type: "literal",
    value: "-",
};
const item84 = {
    type: "other",
    value: "digit",
};
const item86 = {
    type: "literal",
    value: ".",
};
const item96 = {
    type: "class",
    value: "/^[+\\-]/g",
};
const item107 = {
    type: "other",
    value: "float literal",
};
const item117 = {
    type: "literal",
    value: "0x",
};
const item127 = {
    type: "class",
    value: "/^[uU]/g",
};
const item130 = {
    type: "other",
    value: "unsigned integer literal",
};
const item146 = {
    type: "other",
    value: "integer literal",
};
const item156 = {
    type: "class",
    value: "/^[rR]/g",
};
const item161 = {
    type: "literal",
    value: '"""',
};
const item174 = {
    type: "literal",
    value: "'''",
};
const item185 = {
    type: "literal",
    value: '"',
};
const item197 = {
    type: "literal",
    value: "'",
};
const item225 = {
    type: "literal",
    value: "\\",
};
const item227 = {
    type: "class",
    value: "/^[xX]/g",
};
const item236 = {
    type: "other",
    value: "byte value",
};
const item242 = {
    type: "literal",
    value: "\\u",
};
const item250 = {
    type: "literal",
    value: "\\U",
};
const item262 = {
    type: "class",
    value: "/^[0-3]/g",
};
const item268 = {
    type: "other",
    value: "escaped bytes",
};
const item269 = {
    type: "other",
    value: "byte sequence",
};
const item275 = {
    type: "class",
    value: "/^[abfnrtv]/g",
};
const item281 = {
    type: "class",
    value: "/^[\"'`\\\\?]/g",
};
const item282 = {
    type: "other",
    value: "escaped character",
};
const item329 = {
    type: "other",
    value: "quoted character sequence",
};
const item331 = {
    type: "other",
    value: "string literal",
};
const item337 = {
    type: "class",
    value: "/^[bB]/g",
};
const item341 = {
    type: "other",
    value: "bytes literal",
};
const item348 = {
    type: "literal",
    value: "true",
};
const item350 = {
    type: "literal",
    value: "false",
};
const item352 = {
    type: "other",
    value: "boolean literal",
};
const item358 = {
    type: "literal",
    value: "null",
};
const item364 = {
    type: "other",
    value: "null literal",
};
const item377 = {
    type: "class",
    value: "/^[_a-zA-Z]/g",
};
const item382 = {
    type: "other",
    value: "identifier",
};
const item384 = {
    type: "literal",
    value: "(",
};
const item389 = {
    type: "literal",
    value: ",",
};
const item391 = {
    type: "literal",
    value: ")",
};
const item411 = {
    type: "other",
    value: "selector",
};
const item416 = {
    type: "literal",
    value: "{",
};
const item426 = {
    type: "literal",
    value: ":",
};
const item435 = {
    type: "literal",
    value: "}",
};
const item454 = {
    type: "literal",
    value: "[",
};
const item459 = {
    type: "literal",
    value: "]",
};
const item527 = {
    type: "literal",
    value: "!",
};
const item543 = {
    type: "class",
    value: "/^[*\\/%]/g",
};
const item580 = {
    type: "literal",
    value: "<=",
};
const item582 = {
    type: "literal",
    value: "<",
};
const item584 = {
    type: "literal",
    value: ">=",
};
const item586 = {
    type: "literal",
    value: ">",
};
const item588 = {
    type: "literal",
    value: "==",
};
const item590 = {
    type: "literal",
    value: "!=",
};
const item594 = {
    type: "literal",
    value: "in",
};
const item596 = {
    type: "other",
    value: "relational operator",
};
const item604 = {
    type: "literal",
    value: "&&",
};
const item610 = {
    type: "literal",
    value: "||",
};
const item619 = {
    type: "literal",
    value: "?",
};
const item628 = {
    type: "end",
    value: "end of input",
};
function parse$1(input, options = {}) {
    const parse$source = options.grammarSource;
    const builder = new Builder$1();
    const result = item1(input);
    if (result.success === true) {
        return result.value;
    }
    let remainder = input;
    let failedExpectations = [];
    for (const e of result.failedExpectations) {
        if (e.remainder.length < remainder.length) {
            remainder = e.remainder;
            failedExpectations = [];
        }
        if (e.remainder.length === remainder.length) {
            failedExpectations.push(e);
        }
    }
    throw new ParseSyntaxError(failedExpectations.map((e) => e.expectation), remainder.slice(0, 1), runtime.getLocation(parse$source, input, remainder, remainder));
    function item106(offset, digits) {
        return builder.newDoubleExpr(offset(), digits);
    }
    function item129(offset, digits) {
        return builder.newUnsignedInt64Expr(offset(), digits);
    }
    function item145(offset, digits) {
        return builder.newInt64Expr(offset(), digits);
    }
    function item238(value) {
        return parseInt(value, 16);
    }
    function item246(value) {
        return parseInt(value, 16);
    }
    function item254(value) {
        return parseInt(value, 16);
    }
    function item267(value) {
        return parseInt(value, 8);
    }
    function item276(value) {
        switch (value) {
            case "a":
                return "\x07";
            case "b":
                return "\b";
            case "f":
                return "\f";
            case "n":
                return "\n";
            case "r":
                return "\r";
            case "t":
                return "\t";
            case "v":
                return "\v";
        }
        throw new Error();
    }
    function item330(offset, bytes) {
        return builder.newStringExpr(offset(), bytes);
    }
    function item340(offset, bytes) {
        return builder.newBytesExpr(offset(), bytes);
    }
    function item351(offset, keyword) {
        return builder.newBoolExpr(offset(), keyword);
    }
    function item363(offset) {
        return builder.newNullExpr(offset());
    }
    function item381(error, id) {
        if ([
            "true",
            "false",
            "null",
            "in",
            "as",
            "break",
            "const",
            "continue",
            "else",
            "for",
            "function",
            "if",
            "import",
            "let",
            "loop",
            "package",
            "namespace",
            "return",
            "var",
            "void",
            "while",
        ].includes(id)) {
            error("reserved identifier");
        }
        return id;
    }
    function item393(offset, identifier, args) {
        return builder.newCallExpr(offset(), identifier, args);
    }
    function item410(error, selector) {
        if (["true", "false", "null", "in"].includes(selector)) {
            error("reserved keyword");
        }
        return selector;
    }
    function item430(offset, key, value) {
        return builder.newStructEntry(offset(), key, value);
    }
    function item437(offset, dot, name, entries) {
        return builder.newStructExpr(offset(), entries, (dot !== null ? dot : "") + name.join("."));
    }
    function item444(offset, name) {
        return builder.newIdentExpr(offset(), name);
    }
    function item461(offset, elements) {
        return builder.newListExpr(offset(), elements);
    }
    function item475(offset, key, value) {
        return builder.newMapEntry(offset(), key, value);
    }
    function item484(offset, entries) {
        return builder.newStructExpr(offset(), entries);
    }
    function item500(offset, field) {
        return (prevExpr) => builder.newSelectExpr(offset(), prevExpr, field);
    }
    function item509(offset, func, args) {
        return (prevExpr) => builder.newMemberCallExpr(offset(), prevExpr, func, args);
    }
    function item516(offset, index) {
        return (prevExpr) => builder.newCallExpr(offset(), "_[_]", [prevExpr, index]);
    }
    function item519(primary, tail) {
        /* : Expr */
        if (tail.length === 0) {
            return primary;
        }
        return tail.reduce((expr, op) => op(expr), primary);
    }
    function item532(offset, ops, expr) {
        /* : Expr */
        if (ops.length % 2 === 0) {
            return expr;
        }
        if (expr.exprKind.case === "callExpr" &&
            expr.exprKind.value.function === `${ops[0]}_`) {
            return expr.exprKind.value.args[0];
        }
        return builder.newCallExpr(offset(), `${ops[0]}_`, [expr]);
    }
    function item544(o) {
        return `_${o}_`;
    }
    function item547(offset, operator, nextExpr) {
        return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
    }
    function item549(unary, tail) {
        /* : Expr */
        if (tail === null) {
            return unary;
        }
        return tail.reduce((expr, op) => op(expr), unary);
    }
    function item560(o) {
        return `_${o}_`;
    }
    function item562(offset, operator, nextExpr) {
        return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
    }
    function item564(multiplication, tail) {
        /* : Expr */
        if (tail === null) {
            return multiplication;
        }
        return tail.reduce((expr, op) => op(expr), multiplication);
    }
    function item591(operator) {
        return `_${operator}_`;
    }
    function item595() {
        return "@in";
    }
    function item598(offset, operator, nextExpr) {
        return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
    }
    function item600(addition, tail) {
        /* : Expr */
        if (tail === null) {
            return addition;
        }
        return tail.reduce((expr, op) => op(expr), addition);
    }
    function item606(offset, relation) {
        /* : Expr */
        if (relation.length === 1) {
            return relation[0];
        }
        const logicManager = LogicManager.newBalancingLogicManager(builder, "_&&_", relation[0]);
        for (let i = 1; i < relation.length; i += 1) {
            logicManager.addTerm(offset(), relation[i]);
        }
        return logicManager.toExpr();
    }
    function item612(offset, and) {
        /* : Expr */
        if (and.length === 1) {
            return and[0];
        }
        const logicManager = LogicManager.newBalancingLogicManager(builder, "_||_", and[0]);
        for (let i = 1; i < and.length; i += 1) {
            logicManager.addTerm(offset(), and[i]);
        }
        return logicManager.toExpr();
    }
    function item624(t, f) {
        /* : [Expr, Expr] */
        return [t, f];
    }
    function item626(offset, or, tail) {
        /* : Expr */
        if (tail === null) {
            return or;
        }
        return builder.newCallExpr(offset(), "_?_:_", [or, ...tail]);
    }
    function item627(expr) {
        return { expr, sourceInfo: builder.sourceInfo };
    }
    function item1(text) {
        const result = item4(text);
        if (result.success === true) {
            if (result.remainder.length === 0) {
                return result;
            }
            return {
                success: false,
                remainder: result.remainder,
                failedExpectations: [
                    {
                        expectation: item628,
                        remainder: result.remainder,
                    },
                ],
            };
        }
        return result;
    }
    // expr:Expr
    // { return { expr, sourceInfo: builder.sourceInfo } }
    function item4(text) {
        const result = item7(text);
        if (result.success === true) {
            return {
                success: true,
                value: item627(result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // or:ConditionalOr S
    // tail:TernaryTail?
    // {
    // /* : Expr */
    // if (tail === null) {
    // return or;
    // }
    //
    // return builder.newCallExpr(offset(), "_?_:_", [or, ...tail]);
    // }
    function item7(text) {
        const result = item8(text);
        if (result.success === true) {
            return {
                success: true,
                value: item626(() => input.length - text.length, result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // or:ConditionalOr S
    // tail:TernaryTail?
    function item8(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item11(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        const result2 = item614(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result0.value, result2.value],
            remainder,
            failedExpectations,
        };
    }
    // and:ConditionalAnd|1.., $(S "||")|
    // {
    // /* : Expr */
    // if (and.length === 1) {
    // return and[0];
    // }
    //
    // const logicManager = LogicManager.newBalancingLogicManager(
    // builder,
    // "_||_",
    // and[0]
    // );
    // for (let i = 1; i < and.length; i += 1) {
    // logicManager.addTerm(offset(), and[i]);
    // }
    // return logicManager.toExpr();
    // }
    function item11(text) {
        const result = item13(text);
        if (result.success === true) {
            return {
                success: true,
                value: item612(() => input.length - text.length, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // ConditionalAnd|1.., $(S "||")|
    function item13(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            if (values.length > 0) {
                const result = item607(r);
                failedExpectations.push(...result.failedExpectations);
                if (result.success === false) {
                    break;
                }
                r = result.remainder;
            }
            const result = item15(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        if (values.length < 1) {
            return { success: false, remainder: text, failedExpectations };
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // relation:Relation|1.., $(S "&&")|
    // {
    // /* : Expr */
    // if (relation.length === 1) {
    // return relation[0];
    // }
    //
    // const logicManager = LogicManager.newBalancingLogicManager(
    // builder,
    // "_&&_",
    // relation[0]
    // );
    // for (let i = 1; i < relation.length; i += 1) {
    // logicManager.addTerm(offset(), relation[i]);
    // }
    // return logicManager.toExpr();
    // }
    function item15(text) {
        const result = item17(text);
        if (result.success === true) {
            return {
                success: true,
                value: item606(() => input.length - text.length, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // Relation|1.., $(S "&&")|
    function item17(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            if (values.length > 0) {
                const result = item601(r);
                failedExpectations.push(...result.failedExpectations);
                if (result.success === false) {
                    break;
                }
                r = result.remainder;
            }
            const result = item19(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        if (values.length < 1) {
            return { success: false, remainder: text, failedExpectations };
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // addition:Addition tail:RelationTail?
    // {
    // /* : Expr */
    // if (tail === null) {
    // return addition;
    // }
    //
    // return tail.reduce((expr, op) => op(expr), addition);
    // }
    function item19(text) {
        const result = item20(text);
        if (result.success === true) {
            return {
                success: true,
                value: item600(result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // addition:Addition tail:RelationTail?
    function item20(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item23(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = item566(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: [result0.value, result1.value],
            remainder,
            failedExpectations,
        };
    }
    // multiplication:Multiplication tail:AdditionTail?
    // {
    // /* : Expr */
    // if (tail === null) {
    // return multiplication;
    // }
    //
    // return tail.reduce((expr, op) => op(expr), multiplication);
    // }
    function item23(text) {
        const result = item24(text);
        if (result.success === true) {
            return {
                success: true,
                value: item564(result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // multiplication:Multiplication tail:AdditionTail?
    function item24(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item27(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = item551(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: [result0.value, result1.value],
            remainder,
            failedExpectations,
        };
    }
    // unary:Unary tail:MultiplicationTail?
    // {
    // /* : Expr */
    // if (tail === null) {
    // return unary;
    // }
    //
    // return tail.reduce((expr, op) => op(expr), unary);
    // }
    function item27(text) {
        const result = item28(text);
        if (result.success === true) {
            return {
                success: true,
                value: item549(result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // unary:Unary tail:MultiplicationTail?
    function item28(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item31(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = item534(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: [result0.value, result1.value],
            remainder,
            failedExpectations,
        };
    }
    // Member
    // / S ops:$( "!"+ / "-"+ ) expr:Member
    // {
    // /* : Expr */
    // if (ops.length % 2 === 0) {
    // return expr;
    // }
    //
    // if (expr.exprKind.case === "callExpr" && expr.exprKind.value.function === `${ops[0]}_`) {
    // return expr.exprKind.value.args[0];
    // }
    //
    // return builder.newCallExpr(offset(), `${ops[0]}_`, [expr]);
    // }
    function item31(text) {
        const choices = [item33, item520];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // S primary:Primary tail:MemberTail
    // {
    // /* : Expr */
    // if (tail.length === 0) {
    // return primary;
    // }
    //
    // return tail.reduce((expr, op) => op(expr), primary);
    // }
    function item33(text) {
        const result = item34(text);
        if (result.success === true) {
            return {
                success: true,
                value: item519(result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // S primary:Primary tail:MemberTail
    function item34(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item66(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = item487(remainder);
        failedExpectations.push(...result2.failedExpectations);
        remainder = result2.remainder;
        return {
            success: true,
            value: [result1.value, result2.value],
            remainder,
            failedExpectations,
        };
    }
    // WhiteSpace? Comment? WhiteSpace?
    function item36(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item37(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = item45(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = item62(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result0.value, result1.value, result2.value],
            remainder,
            failedExpectations,
        };
    }
    // WhiteSpace?
    function item37(text) {
        const result = item39(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: true,
            value: null,
            remainder: text,
            failedExpectations: result.failedExpectations,
        };
    }
    // WhiteSpace "whitespace"
    // = $([\t\n\f\r ]+)
    //
    function item39(text) {
        const result = item40(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item44,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // $([\t\n\f\r ]+)
    function item40(text) {
        const matches = text.match(/^([\t\n\f\r ])+/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item43,
                    remainder: text,
                },
            ],
        };
    }
    // Comment?
    function item45(text) {
        const result = item47(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: true,
            value: null,
            remainder: text,
            failedExpectations: result.failedExpectations,
        };
    }
    // Comment "comment"
    // = '//' [^\r\n]* NewLine
    //
    function item47(text) {
        const result = item48(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item61,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // '//' [^\r\n]* NewLine
    function item48(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item49(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = item51(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = item55(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result0.value, result1.value, result2.value],
            remainder,
            failedExpectations,
        };
    }
    // '//'
    function item49(text) {
        if (text.startsWith("//")) {
            return {
                success: true,
                value: "//",
                remainder: text.slice(2),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item50,
                    remainder: text,
                },
            ],
        };
    }
    // [^\r\n]*
    function item51(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item52(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // [^\r\n]
    function item52(text) {
        if (/^[^\r\n]/g.test(text)) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item53,
                    remainder: text,
                },
            ],
        };
    }
    // NewLine "new line"
    // = [\r\n]+
    //
    function item55(text) {
        const result = item56(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item59,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // [\r\n]+
    function item56(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item57(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        if (values.length < 1) {
            return { success: false, remainder: text, failedExpectations };
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // [\r\n]
    function item57(text) {
        if (/^[\r\n]/g.test(text)) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item58,
                    remainder: text,
                },
            ],
        };
    }
    // WhiteSpace?
    function item62(text) {
        const result = item39(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: true,
            value: null,
            remainder: text,
            failedExpectations: result.failedExpectations,
        };
    }
    // Literal
    // / "."? S identifier:Identifier S "(" args:ExprList ")"
    // { return builder.newCallExpr(offset(), identifier, args) }
    // / dot:"."? S name:Selector|1.., S "." S| S "{" entries:FieldInits (",")? S "}"
    // { return builder.newStructExpr(offset(), entries, (dot !== null ? dot : '') + name.join('.')) }
    // / "."? S name:Selector
    // { return builder.newIdentExpr(offset(), name) }
    // / "(" @Expr ")"
    // / elements:("[" @ExprList (",")? S "]")
    // { return builder.newListExpr(offset(), elements) }
    // / entries:("{" @MapInits $((",")? S "}"))
    // { return builder.newStructExpr(offset(), entries) }
    function item66(text) {
        const choices = [
            item68,
            item365,
            item394,
            item438,
            item445,
            item450,
            item462,
        ];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // FloatLiteral / UnsignedIntLiteral / IntLiteral / StringLiteral / BytesLiteral / BooleanLiteral / NullLiteral
    function item68(text) {
        const choices = [
            item70,
            item109,
            item132,
            item148,
            item333,
            item343,
            item354,
        ];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // FloatLiteral "float literal"
    // = digits:$("-"? Digit* "." Digit+ Exponent? / "-"? Digit+ Exponent)
    // { return builder.newDoubleExpr(offset(), digits) }
    //
    function item70(text) {
        const result = item71(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item107,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // digits:$("-"? Digit* "." Digit+ Exponent? / "-"? Digit+ Exponent)
    // { return builder.newDoubleExpr(offset(), digits) }
    function item71(text) {
        const result = item73(text);
        if (result.success === true) {
            return {
                success: true,
                value: item106(() => input.length - text.length, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // $("-"? Digit* "." Digit+ Exponent? / "-"? Digit+ Exponent)
    function item73(text) {
        const matches = text.match(/^((-)?([0-9])*\.([0-9])+([eE]([+\-])?([0-9])+)?|(-)?([0-9])+[eE]([+\-])?([0-9])+)/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item78,
                    remainder: text,
                },
                {
                    expectation: item84,
                    remainder: text,
                },
                {
                    expectation: item86,
                    remainder: text,
                },
            ],
        };
    }
    // UnsignedIntLiteral "unsigned integer literal"
    // = digits:$("0x" HexDigit+ / Digit+) [uU]
    // { return builder.newUnsignedInt64Expr(offset(), digits) }
    //
    function item109(text) {
        const result = item110(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item130,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // digits:$("0x" HexDigit+ / Digit+) [uU]
    // { return builder.newUnsignedInt64Expr(offset(), digits) }
    function item110(text) {
        const result = item111(text);
        if (result.success === true) {
            return {
                success: true,
                value: item129(() => input.length - text.length, result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // digits:$("0x" HexDigit+ / Digit+) [uU]
    function item111(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item113(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = remainder.match(/^[uU]/g);
        failedExpectations.push({
            expectation: item127,
            remainder: remainder,
        });
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        return {
            success: true,
            value: [result0.value],
            remainder,
            failedExpectations,
        };
    }
    // $("0x" HexDigit+ / Digit+)
    function item113(text) {
        const matches = text.match(/^(0x([0-9abcdefABCDEF])+|([0-9])+)/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item117,
                    remainder: text,
                },
                {
                    expectation: item84,
                    remainder: text,
                },
            ],
        };
    }
    // IntLiteral "integer literal"
    // = digits:$("-"? ("0x" HexDigit+ / Digit+))
    // { return builder.newInt64Expr(offset(), digits) }
    //
    function item132(text) {
        const result = item133(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item146,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // digits:$("-"? ("0x" HexDigit+ / Digit+))
    // { return builder.newInt64Expr(offset(), digits) }
    function item133(text) {
        const result = item135(text);
        if (result.success === true) {
            return {
                success: true,
                value: item145(() => input.length - text.length, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // $("-"? ("0x" HexDigit+ / Digit+))
    function item135(text) {
        const matches = text.match(/^(-)?(0x([0-9abcdefABCDEF])+|([0-9])+)/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item78,
                    remainder: text,
                },
                {
                    expectation: item117,
                    remainder: text,
                },
                {
                    expectation: item84,
                    remainder: text,
                },
            ],
        };
    }
    // StringLiteral "string literal"
    // = bytes:CharacterSequence
    // { return builder.newStringExpr(offset(), bytes) }
    //
    function item148(text) {
        const result = item149(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item331,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // bytes:CharacterSequence
    // { return builder.newStringExpr(offset(), bytes) }
    function item149(text) {
        const result = item152(text);
        if (result.success === true) {
            return {
                success: true,
                value: item330(() => input.length - text.length, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // CharacterSequence "quoted character sequence"
    // = [rR] @( '"""'  @(!'"""' @.)*                  '"""'
    // / "'''"  @(!"'''" @.)*                          "'''"
    // / '"'    @(!( '"' / NewLine ) @.)*              '"'
    // / "'"    @(!( "'" / NewLine ) @.)*              "'")
    // /       ( '"""'  @(Escape / $(!'"""' @.))*      '"""'
    // / "'''"  @(Escape / $(!"'''" @.))*              "'''"
    // / '"'    @(Escape / $(!( '"' / NewLine ) @.))*  '"'
    // / "'"    @(Escape / $(!( "'" / NewLine ) @.))*  "'")
    //
    function item152(text) {
        const result = item153(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item329,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // [rR] @( '"""'  @(!'"""' @.)*                  '"""'
    // / "'''"  @(!"'''" @.)*                          "'''"
    // / '"'    @(!( '"' / NewLine ) @.)*              '"'
    // / "'"    @(!( "'" / NewLine ) @.)*              "'")
    // /       ( '"""'  @(Escape / $(!'"""' @.))*      '"""'
    // / "'''"  @(Escape / $(!"'''" @.))*              "'''"
    // / '"'    @(Escape / $(!( '"' / NewLine ) @.))*  '"'
    // / "'"    @(Escape / $(!( "'" / NewLine ) @.))*  "'")
    function item153(text) {
        const choices = [item154, item207];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // [rR] @( '"""'  @(!'"""' @.)*                  '"""'
    // / "'''"  @(!"'''" @.)*                          "'''"
    // / '"'    @(!( '"' / NewLine ) @.)*              '"'
    // / "'"    @(!( "'" / NewLine ) @.)*              "'")
    function item154(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^[rR]/g);
        failedExpectations.push({
            expectation: item156,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item158(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // '"""'  @(!'"""' @.)*                  '"""'
    // / "'''"  @(!"'''" @.)*                          "'''"
    // / '"'    @(!( '"' / NewLine ) @.)*              '"'
    // / "'"    @(!( "'" / NewLine ) @.)*              "'"
    function item158(text) {
        const choices = [item159, item172, item183, item195];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // '"""'  @(!'"""' @.)*                  '"""'
    function item159(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^"""/g);
        failedExpectations.push({
            expectation: item161,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item163(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^"""/g);
        failedExpectations.push({
            expectation: item161,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // (!'"""' @.)*
    function item163(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item164(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // !'"""' @.
    function item164(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(?!""")/g);
        failedExpectations.push();
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item168(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // .
    function item168(text) {
        if (text.length > 0) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item2,
                    remainder: text,
                },
            ],
        };
    }
    // "'''"  @(!"'''" @.)*                          "'''"
    function item172(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^'''/g);
        failedExpectations.push({
            expectation: item174,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item176(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^'''/g);
        failedExpectations.push({
            expectation: item174,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // (!"'''" @.)*
    function item176(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item177(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // !"'''" @.
    function item177(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(?!''')/g);
        failedExpectations.push();
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item181(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // .
    function item181(text) {
        if (text.length > 0) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item2,
                    remainder: text,
                },
            ],
        };
    }
    // '"'    @(!( '"' / NewLine ) @.)*              '"'
    function item183(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^"/g);
        failedExpectations.push({
            expectation: item185,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item187(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^"/g);
        failedExpectations.push({
            expectation: item185,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // (!( '"' / NewLine ) @.)*
    function item187(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item188(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // !( '"' / NewLine ) @.
    function item188(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(?!("|([\r\n])+))/g);
        failedExpectations.push();
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item193(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // .
    function item193(text) {
        if (text.length > 0) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item2,
                    remainder: text,
                },
            ],
        };
    }
    // "'"    @(!( "'" / NewLine ) @.)*              "'"
    function item195(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^'/g);
        failedExpectations.push({
            expectation: item197,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item199(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^'/g);
        failedExpectations.push({
            expectation: item197,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // (!( "'" / NewLine ) @.)*
    function item199(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item200(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // !( "'" / NewLine ) @.
    function item200(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(?!('|([\r\n])+))/g);
        failedExpectations.push();
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item205(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // .
    function item205(text) {
        if (text.length > 0) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item2,
                    remainder: text,
                },
            ],
        };
    }
    // '"""'  @(Escape / $(!'"""' @.))*      '"""'
    // / "'''"  @(Escape / $(!"'''" @.))*              "'''"
    // / '"'    @(Escape / $(!( '"' / NewLine ) @.))*  '"'
    // / "'"    @(Escape / $(!( "'" / NewLine ) @.))*  "'"
    function item207(text) {
        const choices = [item208, item291, item303, item316];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // '"""'  @(Escape / $(!'"""' @.))*      '"""'
    function item208(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^"""/g);
        failedExpectations.push({
            expectation: item161,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item211(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^"""/g);
        failedExpectations.push({
            expectation: item161,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // (Escape / $(!'"""' @.))*
    function item211(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item212(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // Escape / $(!'"""' @.)
    function item212(text) {
        const choices = [item214, item283];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // Escape "escaped character"
    // = ByteSequence
    // / "\\" value:[abfnrtv]
    // {
    // switch(value) {
    // case 'a': return "\x07";
    // case 'b': return "\b";
    // case 'f': return "\f";
    // case 'n': return "\n";
    // case 'r': return "\r";
    // case 't': return "\t";
    // case 'v': return "\v";
    // }
    //
    // throw new Error();
    // }
    // / "\\" @$[\"\'\`\\?]
    //
    function item214(text) {
        const result = item215(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item282,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // ByteSequence
    // / "\\" value:[abfnrtv]
    // {
    // switch(value) {
    // case 'a': return "\x07";
    // case 'b': return "\b";
    // case 'f': return "\f";
    // case 'n': return "\n";
    // case 'r': return "\r";
    // case 't': return "\t";
    // case 'v': return "\v";
    // }
    //
    // throw new Error();
    // }
    // / "\\" @$[\"\'\`\\?]
    function item215(text) {
        const choices = [item217, item270, item277];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // ByteSequence "byte sequence"
    // = Bytes+
    //
    function item217(text) {
        const result = item218(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item269,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // Bytes+
    function item218(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item220(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        if (values.length < 1) {
            return { success: false, remainder: text, failedExpectations };
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // Bytes "escaped bytes"
    // = "\\" [xX] value:$Byte|1|        { return parseInt(value, 16) }
    // / "\\u" value:$Byte|2|            { return parseInt(value, 16) }
    // / "\\U" value:$Byte|4|            { return parseInt(value, 16) }
    // / "\\" value:$([0-3] [0-7] [0-7]) { return parseInt(value, 8) }
    //
    function item220(text) {
        const result = item221(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item268,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // "\\" [xX] value:$Byte|1|        { return parseInt(value, 16) }
    // / "\\u" value:$Byte|2|            { return parseInt(value, 16) }
    // / "\\U" value:$Byte|4|            { return parseInt(value, 16) }
    // / "\\" value:$([0-3] [0-7] [0-7]) { return parseInt(value, 8) }
    function item221(text) {
        const choices = [item222, item239, item247, item255];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // "\\" [xX] value:$Byte|1|        { return parseInt(value, 16) }
    function item222(text) {
        const result = item223(text);
        if (result.success === true) {
            return {
                success: true,
                value: item238(result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "\\" [xX] value:$Byte|1|
    function item223(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\\/g);
        failedExpectations.push({
            expectation: item225,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = remainder.match(/^[xX]/g);
        failedExpectations.push({
            expectation: item227,
            remainder: remainder,
        });
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        const result2 = item229(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result2.value],
            remainder,
            failedExpectations,
        };
    }
    // $Byte|1|
    function item229(text) {
        const matches = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,1}/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item236,
                    remainder: text,
                },
            ],
        };
    }
    // "\\u" value:$Byte|2|            { return parseInt(value, 16) }
    function item239(text) {
        const result = item240(text);
        if (result.success === true) {
            return {
                success: true,
                value: item246(result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "\\u" value:$Byte|2|
    function item240(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\\u/g);
        failedExpectations.push({
            expectation: item242,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item244(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: [result1.value],
            remainder,
            failedExpectations,
        };
    }
    // $Byte|2|
    function item244(text) {
        const matches = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,2}/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item236,
                    remainder: text,
                },
            ],
        };
    }
    // "\\U" value:$Byte|4|            { return parseInt(value, 16) }
    function item247(text) {
        const result = item248(text);
        if (result.success === true) {
            return {
                success: true,
                value: item254(result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "\\U" value:$Byte|4|
    function item248(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\\U/g);
        failedExpectations.push({
            expectation: item250,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item252(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: [result1.value],
            remainder,
            failedExpectations,
        };
    }
    // $Byte|4|
    function item252(text) {
        const matches = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,4}/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item236,
                    remainder: text,
                },
            ],
        };
    }
    // "\\" value:$([0-3] [0-7] [0-7]) { return parseInt(value, 8) }
    function item255(text) {
        const result = item256(text);
        if (result.success === true) {
            return {
                success: true,
                value: item267(result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "\\" value:$([0-3] [0-7] [0-7])
    function item256(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\\/g);
        failedExpectations.push({
            expectation: item225,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item259(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: [result1.value],
            remainder,
            failedExpectations,
        };
    }
    // $([0-3] [0-7] [0-7])
    function item259(text) {
        const matches = text.match(/^[0-3][0-7][0-7]/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item262,
                    remainder: text,
                },
            ],
        };
    }
    // "\\" value:[abfnrtv]
    // {
    // switch(value) {
    // case 'a': return "\x07";
    // case 'b': return "\b";
    // case 'f': return "\f";
    // case 'n': return "\n";
    // case 'r': return "\r";
    // case 't': return "\t";
    // case 'v': return "\v";
    // }
    //
    // throw new Error();
    // }
    function item270(text) {
        const result = item271(text);
        if (result.success === true) {
            return {
                success: true,
                value: item276(result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "\\" value:[abfnrtv]
    function item271(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\\/g);
        failedExpectations.push({
            expectation: item225,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item274(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: [result1.value],
            remainder,
            failedExpectations,
        };
    }
    // [abfnrtv]
    function item274(text) {
        if (/^[abfnrtv]/g.test(text)) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item275,
                    remainder: text,
                },
            ],
        };
    }
    // "\\" @$[\"\'\`\\?]
    function item277(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\\/g);
        failedExpectations.push({
            expectation: item225,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item280(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // $[\"\'\`\\?]
    function item280(text) {
        if (/^["'`\\?]/g.test(text)) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item281,
                    remainder: text,
                },
            ],
        };
    }
    // $(!'"""' @.)
    function item283(text) {
        const matches = text.match(/^(?!""")[\s\S]/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item2,
                    remainder: text,
                },
            ],
        };
    }
    // "'''"  @(Escape / $(!"'''" @.))*              "'''"
    function item291(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^'''/g);
        failedExpectations.push({
            expectation: item174,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item294(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^'''/g);
        failedExpectations.push({
            expectation: item174,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // (Escape / $(!"'''" @.))*
    function item294(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item295(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // Escape / $(!"'''" @.)
    function item295(text) {
        const choices = [item214, item296];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // $(!"'''" @.)
    function item296(text) {
        const matches = text.match(/^(?!''')[\s\S]/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item2,
                    remainder: text,
                },
            ],
        };
    }
    // '"'    @(Escape / $(!( '"' / NewLine ) @.))*  '"'
    function item303(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^"/g);
        failedExpectations.push({
            expectation: item185,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item306(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^"/g);
        failedExpectations.push({
            expectation: item185,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // (Escape / $(!( '"' / NewLine ) @.))*
    function item306(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item307(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // Escape / $(!( '"' / NewLine ) @.)
    function item307(text) {
        const choices = [item214, item308];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // $(!( '"' / NewLine ) @.)
    function item308(text) {
        const matches = text.match(/^(?!("|([\r\n])+))[\s\S]/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item2,
                    remainder: text,
                },
            ],
        };
    }
    // "'"    @(Escape / $(!( "'" / NewLine ) @.))*  "'"
    function item316(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^'/g);
        failedExpectations.push({
            expectation: item197,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item319(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^'/g);
        failedExpectations.push({
            expectation: item197,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // (Escape / $(!( "'" / NewLine ) @.))*
    function item319(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item320(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // Escape / $(!( "'" / NewLine ) @.)
    function item320(text) {
        const choices = [item214, item321];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // $(!( "'" / NewLine ) @.)
    function item321(text) {
        const matches = text.match(/^(?!('|([\r\n])+))[\s\S]/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item2,
                    remainder: text,
                },
            ],
        };
    }
    // BytesLiteral "bytes literal"
    // = [bB] bytes:CharacterSequence
    // { return builder.newBytesExpr(offset(), bytes) }
    //
    function item333(text) {
        const result = item334(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item341,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // [bB] bytes:CharacterSequence
    // { return builder.newBytesExpr(offset(), bytes) }
    function item334(text) {
        const result = item335(text);
        if (result.success === true) {
            return {
                success: true,
                value: item340(() => input.length - text.length, result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // [bB] bytes:CharacterSequence
    function item335(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^[bB]/g);
        failedExpectations.push({
            expectation: item337,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item152(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: [result1.value],
            remainder,
            failedExpectations,
        };
    }
    // BooleanLiteral "boolean literal"
    // = keyword:("true" / "false")
    // { return builder.newBoolExpr(offset(), keyword) }
    //
    function item343(text) {
        const result = item344(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item352,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // keyword:("true" / "false")
    // { return builder.newBoolExpr(offset(), keyword) }
    function item344(text) {
        const result = item346(text);
        if (result.success === true) {
            return {
                success: true,
                value: item351(() => input.length - text.length, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "true" / "false"
    function item346(text) {
        const choices = [item347, item349];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // "true"
    function item347(text) {
        if (text.startsWith("true")) {
            return {
                success: true,
                value: "true",
                remainder: text.slice(4),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item348,
                    remainder: text,
                },
            ],
        };
    }
    // "false"
    function item349(text) {
        if (text.startsWith("false")) {
            return {
                success: true,
                value: "false",
                remainder: text.slice(5),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item350,
                    remainder: text,
                },
            ],
        };
    }
    // NullLiteral "null literal"
    // = "null" ![_a-zA-Z0-9]
    // { return builder.newNullExpr(offset()) }
    //
    function item354(text) {
        const result = item355(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item364,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // "null" ![_a-zA-Z0-9]
    // { return builder.newNullExpr(offset()) }
    function item355(text) {
        const result = item356(text);
        if (result.success === true) {
            return {
                success: true,
                value: item363(() => input.length - text.length),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "null" ![_a-zA-Z0-9]
    function item356(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^null/g);
        failedExpectations.push({
            expectation: item358,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = remainder.match(/^(?![_a-zA-Z0-9])/g);
        failedExpectations.push();
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        return {
            success: true,
            value: [],
            remainder,
            failedExpectations,
        };
    }
    // "."? S identifier:Identifier S "(" args:ExprList ")"
    // { return builder.newCallExpr(offset(), identifier, args) }
    function item365(text) {
        const result = item366(text);
        if (result.success === true) {
            return {
                success: true,
                value: item393(() => input.length - text.length, result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "."? S identifier:Identifier S "(" args:ExprList ")"
    function item366(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(\.)?/g);
        failedExpectations.push({
            expectation: item86,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        const result2 = item371(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        const result3 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result3?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result3[0].length);
        const result4 = remainder.match(/^\(/g);
        failedExpectations.push({
            expectation: item384,
            remainder: remainder,
        });
        if (result4?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result4[0].length);
        const result5 = item387(remainder);
        failedExpectations.push(...result5.failedExpectations);
        remainder = result5.remainder;
        const result6 = remainder.match(/^\)/g);
        failedExpectations.push({
            expectation: item391,
            remainder: remainder,
        });
        if (result6?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result6[0].length);
        return {
            success: true,
            value: [result2.value, result5.value],
            remainder,
            failedExpectations,
        };
    }
    // Identifier "identifier"
    // = id:$([_a-zA-Z][_a-zA-Z0-9]*)
    // {
    // if ([
    // "true", "false", "null", "in", "as", "break", "const", "continue", "else",
    // "for", "function", "if", "import", "let", "loop", "package", "namespace",
    // "return", "var", "void", "while"
    // ].includes(id)) {
    // error("reserved identifier");
    // }
    //
    // return id;
    // }
    //
    function item371(text) {
        const result = item372(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item382,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // id:$([_a-zA-Z][_a-zA-Z0-9]*)
    // {
    // if ([
    // "true", "false", "null", "in", "as", "break", "const", "continue", "else",
    // "for", "function", "if", "import", "let", "loop", "package", "namespace",
    // "return", "var", "void", "while"
    // ].includes(id)) {
    // error("reserved identifier");
    // }
    //
    // return id;
    // }
    function item372(text) {
        const result = item374(text);
        if (result.success === true) {
            return {
                success: true,
                value: item381((message, location = runtime.getLocation(parse$source, input, text, result.remainder), name) => {
                    throw new ParseError(message, location, name);
                }, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // $([_a-zA-Z][_a-zA-Z0-9]*)
    function item374(text) {
        const matches = text.match(/^[_a-zA-Z]([_a-zA-Z0-9])*/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item377,
                    remainder: text,
                },
            ],
        };
    }
    // Expr|0.., ","|
    function item387(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            if (values.length > 0) {
                const result = item388(r);
                failedExpectations.push(...result.failedExpectations);
                if (result.success === false) {
                    break;
                }
                r = result.remainder;
            }
            const result = item7(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // ","
    function item388(text) {
        if (text.startsWith(",")) {
            return {
                success: true,
                value: ",",
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item389,
                    remainder: text,
                },
            ],
        };
    }
    // dot:"."? S name:Selector|1.., S "." S| S "{" entries:FieldInits (",")? S "}"
    // { return builder.newStructExpr(offset(), entries, (dot !== null ? dot : '') + name.join('.')) }
    function item394(text) {
        const result = item395(text);
        if (result.success === true) {
            return {
                success: true,
                value: item437(() => input.length - text.length, result.value[0], result.value[1], result.value[2]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // dot:"."? S name:Selector|1.., S "." S| S "{" entries:FieldInits (",")? S "}"
    function item395(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item397(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        const result2 = item400(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        const result3 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result3?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result3[0].length);
        const result4 = remainder.match(/^\{/g);
        failedExpectations.push({
            expectation: item416,
            remainder: remainder,
        });
        if (result4?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result4[0].length);
        const result5 = item419(remainder);
        failedExpectations.push(...result5.failedExpectations);
        remainder = result5.remainder;
        const result6 = remainder.match(/^(,)?/g);
        failedExpectations.push({
            expectation: item389,
            remainder: remainder,
        });
        if (result6?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result6[0].length);
        const result7 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result7?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result7[0].length);
        const result8 = remainder.match(/^\}/g);
        failedExpectations.push({
            expectation: item435,
            remainder: remainder,
        });
        if (result8?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result8[0].length);
        return {
            success: true,
            value: [result0.value, result2.value, result5.value],
            remainder,
            failedExpectations,
        };
    }
    // "."?
    function item397(text) {
        const result = item398(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: true,
            value: null,
            remainder: text,
            failedExpectations: result.failedExpectations,
        };
    }
    // "."
    function item398(text) {
        if (text.startsWith(".")) {
            return {
                success: true,
                value: ".",
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item86,
                    remainder: text,
                },
            ],
        };
    }
    // Selector|1.., S "." S|
    function item400(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            if (values.length > 0) {
                const result = item412(r);
                failedExpectations.push(...result.failedExpectations);
                if (result.success === false) {
                    break;
                }
                r = result.remainder;
            }
            const result = item402(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        if (values.length < 1) {
            return { success: false, remainder: text, failedExpectations };
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // Selector "selector"
    // = selector:$([_a-zA-Z][_a-zA-Z0-9]*)
    // {
    // if (["true", "false", "null", "in"].includes(selector)) {
    // error("reserved keyword");
    // }
    //
    // return selector;
    // }
    //
    function item402(text) {
        const result = item403(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item411,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // selector:$([_a-zA-Z][_a-zA-Z0-9]*)
    // {
    // if (["true", "false", "null", "in"].includes(selector)) {
    // error("reserved keyword");
    // }
    //
    // return selector;
    // }
    function item403(text) {
        const result = item405(text);
        if (result.success === true) {
            return {
                success: true,
                value: item410((message, location = runtime.getLocation(parse$source, input, text, result.remainder), name) => {
                    throw new ParseError(message, location, name);
                }, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // $([_a-zA-Z][_a-zA-Z0-9]*)
    function item405(text) {
        const matches = text.match(/^[_a-zA-Z]([_a-zA-Z0-9])*/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item377,
                    remainder: text,
                },
            ],
        };
    }
    // S "." S
    function item412(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item36(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = item413(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = item36(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result0.value, result1.value, result0.value],
            remainder,
            failedExpectations,
        };
    }
    // "."
    function item413(text) {
        if (text.startsWith(".")) {
            return {
                success: true,
                value: ".",
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item86,
                    remainder: text,
                },
            ],
        };
    }
    // (
    // S key:Selector $(S ":") value:Expr
    // { return builder.newStructEntry(offset(), key, value) }
    // )|0.., ","|
    function item419(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            if (values.length > 0) {
                const result = item431(r);
                failedExpectations.push(...result.failedExpectations);
                if (result.success === false) {
                    break;
                }
                r = result.remainder;
            }
            const result = item420(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // S key:Selector $(S ":") value:Expr
    // { return builder.newStructEntry(offset(), key, value) }
    function item420(text) {
        const result = item421(text);
        if (result.success === true) {
            return {
                success: true,
                value: item430(() => input.length - text.length, result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // S key:Selector $(S ":") value:Expr
    function item421(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item402(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?:/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        }, {
            expectation: item426,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        const result3 = item7(remainder);
        failedExpectations.push(...result3.failedExpectations);
        if (result3.success === false) {
            return {
                success: false,
                remainder: result3.remainder,
                failedExpectations,
            };
        }
        remainder = result3.remainder;
        return {
            success: true,
            value: [result1.value, result3.value],
            remainder,
            failedExpectations,
        };
    }
    // ","
    function item431(text) {
        if (text.startsWith(",")) {
            return {
                success: true,
                value: ",",
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item389,
                    remainder: text,
                },
            ],
        };
    }
    // "."? S name:Selector
    // { return builder.newIdentExpr(offset(), name) }
    function item438(text) {
        const result = item439(text);
        if (result.success === true) {
            return {
                success: true,
                value: item444(() => input.length - text.length, result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "."? S name:Selector
    function item439(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(\.)?/g);
        failedExpectations.push({
            expectation: item86,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        const result2 = item402(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result2.value],
            remainder,
            failedExpectations,
        };
    }
    // "(" @Expr ")"
    function item445(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\(/g);
        failedExpectations.push({
            expectation: item384,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item7(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = remainder.match(/^\)/g);
        failedExpectations.push({
            expectation: item391,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // elements:("[" @ExprList (",")? S "]")
    // { return builder.newListExpr(offset(), elements) }
    function item450(text) {
        const result = item452(text);
        if (result.success === true) {
            return {
                success: true,
                value: item461(() => input.length - text.length, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "[" @ExprList (",")? S "]"
    function item452(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\[/g);
        failedExpectations.push({
            expectation: item454,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item387(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^(,)?/g);
        failedExpectations.push({
            expectation: item389,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        const result3 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result3?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result3[0].length);
        const result4 = remainder.match(/^\]/g);
        failedExpectations.push({
            expectation: item459,
            remainder: remainder,
        });
        if (result4?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result4[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // entries:("{" @MapInits $((",")? S "}"))
    // { return builder.newStructExpr(offset(), entries) }
    function item462(text) {
        const result = item464(text);
        if (result.success === true) {
            return {
                success: true,
                value: item484(() => input.length - text.length, result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "{" @MapInits $((",")? S "}")
    function item464(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\{/g);
        failedExpectations.push({
            expectation: item416,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item468(remainder);
        failedExpectations.push(...result1.failedExpectations);
        remainder = result1.remainder;
        const result2 = remainder.match(/^(,)?(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?\}/g);
        failedExpectations.push({
            expectation: item389,
            remainder: remainder,
        }, {
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        }, {
            expectation: item435,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // (
    // key:Expr ":" value:Expr
    // { return builder.newMapEntry(offset(), key, value) }
    // )|0.., ","|
    function item468(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            if (values.length > 0) {
                const result = item476(r);
                failedExpectations.push(...result.failedExpectations);
                if (result.success === false) {
                    break;
                }
                r = result.remainder;
            }
            const result = item469(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // key:Expr ":" value:Expr
    // { return builder.newMapEntry(offset(), key, value) }
    function item469(text) {
        const result = item470(text);
        if (result.success === true) {
            return {
                success: true,
                value: item475(() => input.length - text.length, result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // key:Expr ":" value:Expr
    function item470(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = item7(remainder);
        failedExpectations.push(...result0.failedExpectations);
        if (result0.success === false) {
            return {
                success: false,
                remainder: result0.remainder,
                failedExpectations,
            };
        }
        remainder = result0.remainder;
        const result1 = remainder.match(/^:/g);
        failedExpectations.push({
            expectation: item426,
            remainder: remainder,
        });
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        const result2 = item7(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result0.value, result2.value],
            remainder,
            failedExpectations,
        };
    }
    // ","
    function item476(text) {
        if (text.startsWith(",")) {
            return {
                success: true,
                value: ",",
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item389,
                    remainder: text,
                },
            ],
        };
    }
    // (S @Access)*
    function item487(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item488(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // S @Access
    function item488(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item491(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        return {
            success: true,
            value: result1.value,
            remainder,
            failedExpectations,
        };
    }
    // "." S field:Selector S ![(]
    // { return ((prevExpr: Expr) => builder.newSelectExpr(offset(), prevExpr, field)) }
    // / "." S func:Selector S "(" args:ExprList ")"
    // { return ((prevExpr: Expr) => builder.newMemberCallExpr(offset(), prevExpr, func, args)) }
    // / "[" index:Expr "]"
    // { return ((prevExpr: Expr) => builder.newCallExpr(offset(), "_[_]", [prevExpr, index])) }
    function item491(text) {
        const choices = [item492, item501, item510];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // "." S field:Selector S ![(]
    // { return ((prevExpr: Expr) => builder.newSelectExpr(offset(), prevExpr, field)) }
    function item492(text) {
        const result = item493(text);
        if (result.success === true) {
            return {
                success: true,
                value: item500(() => input.length - text.length, result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "." S field:Selector S ![(]
    function item493(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\./g);
        failedExpectations.push({
            expectation: item86,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        const result2 = item402(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        const result3 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result3?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result3[0].length);
        const result4 = remainder.match(/^(?![(])/g);
        failedExpectations.push();
        if (result4?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result4[0].length);
        return {
            success: true,
            value: [result2.value],
            remainder,
            failedExpectations,
        };
    }
    // "." S func:Selector S "(" args:ExprList ")"
    // { return ((prevExpr: Expr) => builder.newMemberCallExpr(offset(), prevExpr, func, args)) }
    function item501(text) {
        const result = item502(text);
        if (result.success === true) {
            return {
                success: true,
                value: item509(() => input.length - text.length, result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "." S func:Selector S "(" args:ExprList ")"
    function item502(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\./g);
        failedExpectations.push({
            expectation: item86,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result1?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result1[0].length);
        const result2 = item402(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        const result3 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result3?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result3[0].length);
        const result4 = remainder.match(/^\(/g);
        failedExpectations.push({
            expectation: item384,
            remainder: remainder,
        });
        if (result4?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result4[0].length);
        const result5 = item387(remainder);
        failedExpectations.push(...result5.failedExpectations);
        remainder = result5.remainder;
        const result6 = remainder.match(/^\)/g);
        failedExpectations.push({
            expectation: item391,
            remainder: remainder,
        });
        if (result6?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result6[0].length);
        return {
            success: true,
            value: [result2.value, result5.value],
            remainder,
            failedExpectations,
        };
    }
    // "[" index:Expr "]"
    // { return ((prevExpr: Expr) => builder.newCallExpr(offset(), "_[_]", [prevExpr, index])) }
    function item510(text) {
        const result = item511(text);
        if (result.success === true) {
            return {
                success: true,
                value: item516(() => input.length - text.length, result.value[0]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "[" index:Expr "]"
    function item511(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\[/g);
        failedExpectations.push({
            expectation: item454,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item7(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = remainder.match(/^\]/g);
        failedExpectations.push({
            expectation: item459,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        return {
            success: true,
            value: [result1.value],
            remainder,
            failedExpectations,
        };
    }
    // S ops:$( "!"+ / "-"+ ) expr:Member
    // {
    // /* : Expr */
    // if (ops.length % 2 === 0) {
    // return expr;
    // }
    //
    // if (expr.exprKind.case === "callExpr" && expr.exprKind.value.function === `${ops[0]}_`) {
    // return expr.exprKind.value.args[0];
    // }
    //
    // return builder.newCallExpr(offset(), `${ops[0]}_`, [expr]);
    // }
    function item520(text) {
        const result = item521(text);
        if (result.success === true) {
            return {
                success: true,
                value: item532(() => input.length - text.length, result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // S ops:$( "!"+ / "-"+ ) expr:Member
    function item521(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item523(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = item33(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result1.value, result2.value],
            remainder,
            failedExpectations,
        };
    }
    // $( "!"+ / "-"+ )
    function item523(text) {
        const matches = text.match(/^((!)+|(-)+)/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item527,
                    remainder: text,
                },
                {
                    expectation: item78,
                    remainder: text,
                },
            ],
        };
    }
    // MultiplicationTail?
    function item534(text) {
        const result = item536(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: true,
            value: null,
            remainder: text,
            failedExpectations: result.failedExpectations,
        };
    }
    // (
    // S operator:( o:[*/%] { return `_${o}_` } ) nextExpr:Unary
    // { return ((prevExpr: Expr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr])) }
    // )+
    function item536(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item537(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        if (values.length < 1) {
            return { success: false, remainder: text, failedExpectations };
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // S operator:( o:[*/%] { return `_${o}_` } ) nextExpr:Unary
    // { return ((prevExpr: Expr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr])) }
    function item537(text) {
        const result = item538(text);
        if (result.success === true) {
            return {
                success: true,
                value: item547(() => input.length - text.length, result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // S operator:( o:[*/%] { return `_${o}_` } ) nextExpr:Unary
    function item538(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item540(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = item31(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result1.value, result2.value],
            remainder,
            failedExpectations,
        };
    }
    // o:[*/%] { return `_${o}_` }
    function item540(text) {
        const result = item542(text);
        if (result.success === true) {
            return {
                success: true,
                value: item544(result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // [*/%]
    function item542(text) {
        if (/^[*\/%]/g.test(text)) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item543,
                    remainder: text,
                },
            ],
        };
    }
    // AdditionTail?
    function item551(text) {
        const result = item553(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: true,
            value: null,
            remainder: text,
            failedExpectations: result.failedExpectations,
        };
    }
    // (
    // S operator:( o:[+-] { return `_${o}_` } ) nextExpr:Multiplication
    // { return ((prevExpr: Expr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr])) }
    // )+
    function item553(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item554(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        if (values.length < 1) {
            return { success: false, remainder: text, failedExpectations };
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // S operator:( o:[+-] { return `_${o}_` } ) nextExpr:Multiplication
    // { return ((prevExpr: Expr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr])) }
    function item554(text) {
        const result = item555(text);
        if (result.success === true) {
            return {
                success: true,
                value: item562(() => input.length - text.length, result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // S operator:( o:[+-] { return `_${o}_` } ) nextExpr:Multiplication
    function item555(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item557(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = item27(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result1.value, result2.value],
            remainder,
            failedExpectations,
        };
    }
    // o:[+-] { return `_${o}_` }
    function item557(text) {
        const result = item559(text);
        if (result.success === true) {
            return {
                success: true,
                value: item560(result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // [+-]
    function item559(text) {
        if (/^[+\-]/g.test(text)) {
            return {
                success: true,
                value: text.slice(0, 1),
                remainder: text.slice(1),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item96,
                    remainder: text,
                },
            ],
        };
    }
    // RelationTail?
    function item566(text) {
        const result = item568(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: true,
            value: null,
            remainder: text,
            failedExpectations: result.failedExpectations,
        };
    }
    // (
    // S operator:Relop nextExpr:Addition
    // { return ((prevExpr: Expr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr])) }
    // )+
    function item568(text) {
        const values = [];
        const failedExpectations = [];
        let remainder = text;
        while (true) {
            let r = remainder;
            const result = item569(r);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === false) {
                break;
            }
            remainder = result.remainder;
            values.push(result.value);
        }
        if (values.length < 1) {
            return { success: false, remainder: text, failedExpectations };
        }
        return { success: true, value: values, remainder, failedExpectations };
    }
    // S operator:Relop nextExpr:Addition
    // { return ((prevExpr: Expr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr])) }
    function item569(text) {
        const result = item570(text);
        if (result.success === true) {
            return {
                success: true,
                value: item598(() => input.length - text.length, result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // S operator:Relop nextExpr:Addition
    function item570(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item573(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = item23(remainder);
        failedExpectations.push(...result2.failedExpectations);
        if (result2.success === false) {
            return {
                success: false,
                remainder: result2.remainder,
                failedExpectations,
            };
        }
        remainder = result2.remainder;
        return {
            success: true,
            value: [result1.value, result2.value],
            remainder,
            failedExpectations,
        };
    }
    // Relop "relational operator"
    // = (
    // operator:$("<=" / "<" / ">=" / ">" / "==" / "!=")
    // { return `_${operator}_` }
    // )
    // / "in" { return "@in" }
    //
    function item573(text) {
        const result = item574(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: false,
            remainder: result.remainder,
            failedExpectations: [
                {
                    expectation: item596,
                    remainder: result.remainder,
                },
            ],
        };
    }
    // (
    // operator:$("<=" / "<" / ">=" / ">" / "==" / "!=")
    // { return `_${operator}_` }
    // )
    // / "in" { return "@in" }
    function item574(text) {
        const choices = [item575, item592];
        let failedExpectations = [];
        for (let func = choices.shift(); func !== undefined; func = choices.shift()) {
            const result = func(text);
            failedExpectations.push(...result.failedExpectations);
            if (result.success === true) {
                return {
                    success: true,
                    value: result.value,
                    remainder: result.remainder,
                    failedExpectations,
                };
            }
        }
        return {
            success: false,
            remainder: text,
            failedExpectations,
        };
    }
    // operator:$("<=" / "<" / ">=" / ">" / "==" / "!=")
    // { return `_${operator}_` }
    function item575(text) {
        const result = item577(text);
        if (result.success === true) {
            return {
                success: true,
                value: item591(result.value),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // $("<=" / "<" / ">=" / ">" / "==" / "!=")
    function item577(text) {
        const matches = text.match(/^(<=|<|>=|>|==|!=)/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item580,
                    remainder: text,
                },
                {
                    expectation: item582,
                    remainder: text,
                },
                {
                    expectation: item584,
                    remainder: text,
                },
                {
                    expectation: item586,
                    remainder: text,
                },
                {
                    expectation: item588,
                    remainder: text,
                },
                {
                    expectation: item590,
                    remainder: text,
                },
            ],
        };
    }
    // "in" { return "@in" }
    function item592(text) {
        const result = item593(text);
        if (result.success === true) {
            return {
                success: true,
                value: item595(),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "in"
    function item593(text) {
        if (text.startsWith("in")) {
            return {
                success: true,
                value: "in",
                remainder: text.slice(2),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item594,
                    remainder: text,
                },
            ],
        };
    }
    // $(S "&&")
    function item601(text) {
        const matches = text.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?&&/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item44,
                    remainder: text,
                },
                {
                    expectation: item61,
                    remainder: text,
                },
                {
                    expectation: item604,
                    remainder: text,
                },
            ],
        };
    }
    // $(S "||")
    function item607(text) {
        const matches = text.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?\|\|/g);
        if (matches?.length === 1) {
            return {
                success: true,
                value: matches[0],
                remainder: text.slice(matches[0].length),
                failedExpectations: [],
            };
        }
        return {
            success: false,
            remainder: text,
            failedExpectations: [
                {
                    expectation: item44,
                    remainder: text,
                },
                {
                    expectation: item61,
                    remainder: text,
                },
                {
                    expectation: item610,
                    remainder: text,
                },
            ],
        };
    }
    // TernaryTail?
    function item614(text) {
        const result = item616(text);
        if (result.success === true) {
            return result;
        }
        return {
            success: true,
            value: null,
            remainder: text,
            failedExpectations: result.failedExpectations,
        };
    }
    // "?" t:ConditionalOr S ":" f:Expr S
    // {
    // /* : [Expr, Expr] */
    // return [t, f];
    // }
    function item616(text) {
        const result = item617(text);
        if (result.success === true) {
            return {
                success: true,
                value: item624(result.value[0], result.value[1]),
                remainder: result.remainder,
                failedExpectations: [],
            };
        }
        return result;
    }
    // "?" t:ConditionalOr S ":" f:Expr S
    function item617(text) {
        const failedExpectations = [];
        let remainder = text;
        const result0 = remainder.match(/^\?/g);
        failedExpectations.push({
            expectation: item619,
            remainder: remainder,
        });
        if (result0?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result0[0].length);
        const result1 = item11(remainder);
        failedExpectations.push(...result1.failedExpectations);
        if (result1.success === false) {
            return {
                success: false,
                remainder: result1.remainder,
                failedExpectations,
            };
        }
        remainder = result1.remainder;
        const result2 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result2?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result2[0].length);
        const result3 = remainder.match(/^:/g);
        failedExpectations.push({
            expectation: item426,
            remainder: remainder,
        });
        if (result3?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result3[0].length);
        const result4 = item7(remainder);
        failedExpectations.push(...result4.failedExpectations);
        if (result4.success === false) {
            return {
                success: false,
                remainder: result4.remainder,
                failedExpectations,
            };
        }
        remainder = result4.remainder;
        const result5 = remainder.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
        failedExpectations.push({
            expectation: item44,
            remainder: remainder,
        }, {
            expectation: item61,
            remainder: remainder,
        });
        if (result5?.length !== 1) {
            return {
                success: false,
                remainder,
                failedExpectations,
            };
        }
        remainder = remainder.slice(result5[0].length);
        return {
            success: true,
            value: [result1.value, result4.value],
            remainder,
            failedExpectations,
        };
    }
}

// Copyright 2024-2026 Buf Technologies, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//      http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.
/**
 * Parses a CEL expression string into an abstract syntax tree (AST) or
 * throws an Error if parsing fails.
 *
 * This is the first stage of CEL evaluation. The resulting ParsedExpr
 * can be passed to plan() for execution planning.
 */
function parse(expr) {
    const result = parse$1(expr);
    return {
        $typeName: "cel.expr.ParsedExpr",
        expr: result.expr,
        sourceInfo: result.sourceInfo,
    };
}

const SPACE = /\s+|\/\/[^\n]*/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*|`[^`]*`/y;
const NUMBER = /0[xX][0-9a-fA-F]+[uU]?|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?[uU]?|\.\d+(?:[eE][+-]?\d+)?/y;
const STRING_PREFIX = /[rRbB]{0,2}(?='|")/y;
/** The end offset of the string literal starting at `at` (after any r/b prefix), or the text's end. */
function stringEnd(text, at, raw) {
    const triple = text.startsWith(text[at].repeat(3), at);
    const quote = triple ? text[at].repeat(3) : text[at];
    let i = at + quote.length;
    while (i < text.length) {
        if (!raw && text[i] === '\\')
            i += 2;
        else if (text.startsWith(quote, i))
            return i + quote.length;
        else
            i++;
    }
    return text.length;
}
function match(re, text, at) {
    re.lastIndex = at;
    return re.exec(text)?.[0];
}
/** The tokens of a CEL expression, in order; their texts concatenated give back the source. */
function tokenize(text) {
    const out = [];
    let at = 0;
    while (at < text.length) {
        const prefix = match(STRING_PREFIX, text, at);
        if (prefix !== undefined) {
            const end = stringEnd(text, at + prefix.length, /r/i.test(prefix));
            out.push({ kind: 'string', text: text.slice(at, end), at });
            at = end;
            continue;
        }
        const space = match(SPACE, text, at);
        const ident = space ? undefined : match(IDENT, text, at);
        const number = space || ident ? undefined : match(NUMBER, text, at);
        const [kind, t] = space
            ? ['space', space]
            : ident
                ? ['ident', ident]
                : number
                    ? ['number', number]
                    : ['punct', text[at]];
        out.push({ kind, text: t, at });
        at += t.length;
    }
    return out;
}
const KEYWORDS = new Set(['in', 'true', 'false', 'null']);
/** Whether a `[` after this token is an index (after a value) rather than a list literal. */
function afterValue(prev) {
    if (!prev)
        return false;
    if (prev.kind === 'ident')
        return !KEYWORDS.has(prev.text);
    return prev.kind === 'string' || (prev.kind === 'punct' && [')', ']', '}'].includes(prev.text));
}

/**
 * The nodes @bufbuild/cel's parser builds (its builder.js and logic-manager.js, 0.6.1), made the same
 * way in the same order: ids count up from 1 as nodes are made, each node's offset is recorded in
 * `sourceInfo.positions`, and every object has the fields, the `$typeName`s and the key order the
 * shipped parser gives it, so a tree from cel-fast-parse.ts is deep-equal to the shipped parser's.
 */
/** The accumulator of every macro's comprehension. */
const ACCU = '@result';
class Builder {
    prevId = 0n;
    sourceInfo = {
        $typeName: 'cel.expr.SourceInfo',
        syntaxVersion: '',
        location: '',
        lineOffsets: [],
        positions: {},
        macroCalls: {},
        extensions: [],
    };
    nextExpr(offset, exprKind) {
        this.sourceInfo.positions[(++this.prevId).toString()] = offset;
        return { $typeName: 'cel.expr.Expr', id: this.prevId, exprKind };
    }
    nextEntry(offset, keyKind, value) {
        this.sourceInfo.positions[(++this.prevId).toString()] = offset;
        return {
            $typeName: 'cel.expr.Expr.CreateStruct.Entry',
            id: this.prevId,
            keyKind,
            value,
            optionalEntry: false,
        };
    }
    constant(offset, constantKind) {
        return this.nextExpr(offset, {
            case: 'constExpr',
            value: { $typeName: 'cel.expr.Constant', constantKind },
        });
    }
    /** A global call: `has(a.b)` expands, `_&&_` / `_||_` over more than one term balance. */
    call(offset, fn, args) {
        if (fn === 'has' && args.length === 1 && args[0].exprKind.case === 'selectExpr')
            return this.has(offset, args[0]);
        if ((fn === '_||_' || fn === '_&&_') && args.length > 1)
            return this.balanced(fn, args, offset);
        return this.plainCall(offset, fn, args);
    }
    plainCall(offset, fn, args) {
        return this.nextExpr(offset, {
            case: 'callExpr',
            value: { $typeName: 'cel.expr.Expr.Call', function: fn, args },
        });
    }
    /** The call node of `target.fn(args)`, before any macro expands it (cel-macros.ts). */
    memberCall(offset, target, fn, args) {
        return this.nextExpr(offset, {
            case: 'callExpr',
            value: { $typeName: 'cel.expr.Expr.Call', function: fn, target, args },
        });
    }
    /**
     * LogicManager.balancedTree: two or more terms joined by `fn`, halves first; every operator sits
     * at `offset` (the parser gives the whole chain's start to each).
     */
    balanced(fn, terms, offset, lo = 0, hi = terms.length - 2) {
        const mid = Math.floor((lo + hi + 1) / 2);
        const left = mid === lo ? terms[mid] : this.balanced(fn, terms, offset, lo, mid - 1);
        const right = mid === hi ? terms[mid + 1] : this.balanced(fn, terms, offset, mid + 1, hi);
        return this.nextExpr(offset, {
            case: 'callExpr',
            value: { $typeName: 'cel.expr.Expr.Call', function: fn, args: [left, right] },
        });
    }
    ident(offset, name) {
        return this.nextExpr(offset, { case: 'identExpr', value: { $typeName: 'cel.expr.Expr.Ident', name } });
    }
    select(offset, operand, field) {
        const value = { $typeName: 'cel.expr.Expr.Select', operand, field, testOnly: false };
        return this.nextExpr(offset, { case: 'selectExpr', value });
    }
    list(offset, elements) {
        return this.nextExpr(offset, {
            case: 'listExpr',
            value: { $typeName: 'cel.expr.Expr.CreateList', elements, optionalIndices: [] },
        });
    }
    struct(offset, entries, messageName = '') {
        return this.nextExpr(offset, {
            case: 'structExpr',
            value: { $typeName: 'cel.expr.Expr.CreateStruct', entries, messageName },
        });
    }
    /** `has(a.b)`: the select again, as a test, with the call kept in `macroCalls`. */
    has(offset, target) {
        const test = this.nextExpr(offset, {
            case: 'selectExpr',
            value: { ...target.exprKind.value, testOnly: true },
        });
        this.addMacroCall(test.id, 'has', undefined, [target]);
        return test;
    }
    addMacroCall(id, fn, target, args) {
        const macroArgs = args.map((a) => this.macroArg(a, 0));
        const value = target !== undefined
            ? { $typeName: 'cel.expr.Expr.Call', function: fn, target: this.macroArg(target, 0), args: macroArgs }
            : { $typeName: 'cel.expr.Expr.Call', function: fn, args: macroArgs };
        this.sourceInfo.macroCalls[id.toString()] = {
            $typeName: 'cel.expr.Expr',
            id: 0n,
            exprKind: { case: 'callExpr', value },
        };
    }
    /** buildMacroCallArg: an argument as `macroCalls` keeps it (an expanded macro by its id only). */
    macroArg(e, depth) {
        if (depth > MAX_MACRO_ARG_DEPTH)
            throw new TooDeep$1();
        if (this.sourceInfo.macroCalls[e.id.toString()] !== undefined)
            return { $typeName: 'cel.expr.Expr', id: e.id, exprKind: { case: undefined, value: undefined } };
        const { case: kind, value } = e.exprKind;
        const arg = (x) => this.macroArg(x, depth + 1);
        let copy;
        if (kind === 'callExpr') {
            const c = value;
            const target = c.target !== undefined ? arg(c.target) : undefined;
            copy = { $typeName: 'cel.expr.Expr.Call', function: c.function, target, args: c.args.map(arg) };
        }
        else if (kind === 'selectExpr') {
            const s = value;
            const operand = s.operand ? arg(s.operand) : undefined;
            copy = { $typeName: 'cel.expr.Expr.Select', operand, field: s.field, testOnly: s.testOnly };
        }
        else if (kind === 'listExpr') {
            const l = value;
            copy = {
                $typeName: 'cel.expr.Expr.CreateList',
                elements: l.elements.map(arg),
                optionalIndices: l.optionalIndices,
            };
        }
        else
            return e;
        return { $typeName: 'cel.expr.Expr', id: e.id, exprKind: { case: kind, value: copy } };
    }
}
/** How deep a macro's argument may nest calls, selections and lists before the fast parser gives up. */
const MAX_MACRO_ARG_DEPTH = 1_000;
/** Thrown where the fast parser will not follow: the caller falls back to the shipped parser. */
let TooDeep$1 = class TooDeep extends Error {
};

/**
 * The lexical pieces of @bufbuild/cel's grammar (its parser.js, 0.6.1) for cel-fast-parse.ts: the
 * same patterns the shipped parser matches, at an offset. Anything the shipped parser reads in a
 * way cel-go does not (a backslash that starts no escape, `\x` with fewer than two hex digits, a
 * surrogate code point) is `undefined` here, and the caller falls back to the shipped parser.
 */
const FLOAT = /-?[0-9]*\.[0-9]+(?:[eE][+-]?[0-9]+)?|-?[0-9]+[eE][+-]?[0-9]+/y;
const UNSIGNED = /(?:0x[0-9a-fA-F]+|[0-9]+)(?=[uU])/y;
const INT = /-?(?:0x[0-9a-fA-F]+|[0-9]+)/y;
function sticky(re, text, at) {
    re.lastIndex = at;
    return re.exec(text)?.[0];
}
// Character tests by code, not regular expressions: a regular expression costs its compilation on
// first use, which is most of what a process that parses a handful of rules spends.
const isSpace = (c) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
const isNewline = (c) => c === 10 || c === 13;
const isLetter = (c) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
const isDigit = (c) => c >= 48 && c <= 57;
/** `[_a-zA-Z0-9]`. */
const isWordChar = (c) => isLetter(c) || isDigit(c);
function spaces(text, at) {
    while (isSpace(text.charCodeAt(at)))
        at++;
    return at;
}
/**
 * The offset after `S` at `at`: `[\t\n\f\r ]*`, then at most one comment `//[^\r\n]*[\r\n]+`
 * (one without a newline after it is no comment), then `[\t\n\f\r ]*`.
 */
function skipSpace(text, at) {
    at = spaces(text, at);
    if (text.charCodeAt(at) === 47 && text.charCodeAt(at + 1) === 47) {
        let end = at + 2;
        while (end < text.length && !isNewline(text.charCodeAt(end)))
            end++;
        if (end < text.length) {
            while (isNewline(text.charCodeAt(end)))
                end++;
            at = spaces(text, end);
        }
    }
    return at;
}
/** The identifier `[_a-zA-Z][_a-zA-Z0-9]*` at `at`, or undefined. */
function identAt(text, at) {
    if (!isLetter(text.charCodeAt(at)))
        return undefined;
    let end = at + 1;
    while (isWordChar(text.charCodeAt(end)))
        end++;
    return text.slice(at, end);
}
/** Names the shipped parser refuses as a global name (`Identifier`) or after a dot (`Selector`). */
const RESERVED_IDENTIFIERS = new Set([
    'true',
    'false',
    'null',
    'in',
    'as',
    'break',
    'const',
    'continue',
    'else',
    'for',
    'function',
    'if',
    'import',
    'let',
    'loop',
    'package',
    'namespace',
    'return',
    'var',
    'void',
    'while',
]);
const RESERVED_SELECTORS = new Set(['true', 'false', 'null', 'in']);
/** A number literal at `at` (FloatLiteral, then UnsignedIntLiteral, then IntLiteral), or undefined. */
function numberAt(text, at) {
    const float = sticky(FLOAT, text, at);
    if (float !== undefined)
        return { case: 'doubleValue', value: parseFloat(float), end: at + float.length };
    const unsigned = sticky(UNSIGNED, text, at);
    if (unsigned !== undefined)
        return { case: 'uint64Value', value: BigInt(unsigned), end: at + unsigned.length + 1 };
    const int = sticky(INT, text, at);
    if (int === undefined)
        return undefined;
    const value = int[0] === '-' ? -BigInt(int.slice(1)) : BigInt(int);
    return { case: 'int64Value', value, end: at + int.length };
}
const SIMPLE = {
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '"': '"',
    "'": "'",
    '`': '`',
    '\\': '\\',
    '?': '?',
};
const HEX_ESCAPE = { x: 2, X: 2, u: 4, U: 8 };
const HEX = /^[0-9a-fA-F]*$/;
const OCTAL = /^[0-3][0-7][0-7]$/;
/** The escape at `at` (a backslash): its value and length, or undefined for any the shipped parser reads otherwise. */
function escapeAt(text, at) {
    const c = text[at + 1];
    if (c === undefined)
        return undefined;
    const hex = HEX_ESCAPE[c];
    if (hex !== undefined) {
        const digits = text.slice(at + 2, at + 2 + hex);
        return digits.length === hex && HEX.test(digits)
            ? { piece: parseInt(digits, 16), end: at + 2 + hex }
            : undefined;
    }
    const octal = text.slice(at + 1, at + 4);
    if (OCTAL.test(octal))
        return { piece: parseInt(octal, 8), end: at + 4 };
    const simple = Object.hasOwn(SIMPLE, c) ? SIMPLE[c] : undefined;
    return simple === undefined ? undefined : { piece: simple, end: at + 2 };
}
/**
 * The quoted part of a string or bytes literal (CharacterSequence) at `at`: `raw` after an `r`
 * prefix. Its pieces and end, or undefined when it is unterminated or holds a doubtful escape.
 */
function quotedAt(text, at, raw) {
    const q = text[at];
    if (q !== '"' && q !== "'")
        return undefined;
    const triple = text.startsWith(q + q + q, at);
    const close = triple ? q + q + q : q;
    const pieces = [];
    let i = at + close.length;
    let run = i;
    while (i < text.length) {
        const c = text[i];
        if (c === q && (!triple || text.startsWith(close, i))) {
            if (run < i)
                pieces.push(text.slice(run, i));
            return { pieces, end: i + close.length };
        }
        if (!triple && (c === '\n' || c === '\r'))
            return undefined;
        if (c === '\\' && !raw) {
            const escape = escapeAt(text, i);
            if (!escape)
                return undefined;
            if (run < i)
                pieces.push(text.slice(run, i));
            pieces.push(escape.piece);
            i = run = escape.end;
        }
        else
            i++;
    }
    return undefined;
}
const isSurrogate = (code) => code >= 0xd800 && code < 0xe000;
/** The string value of the pieces, or undefined where the shipped parser throws (surrogates, beyond U+10FFFF). */
function stringOf(pieces) {
    let out = '';
    for (const p of pieces) {
        if (typeof p === 'string')
            out += p;
        else if (isSurrogate(p) || p > 0x10ffff)
            return undefined;
        else
            out += String.fromCodePoint(p);
    }
    return out;
}
const encoder = new TextEncoder();
/** The bytes of the pieces (text as UTF-8), or undefined for an escape over 0xFF or a lone surrogate. */
function bytesOf(pieces) {
    const chunks = [];
    for (const p of pieces) {
        if (typeof p === 'number') {
            if (p > 0xff)
                return undefined;
            chunks.push(Uint8Array.of(p));
        }
        else {
            for (let i = 0; i < p.length; i++)
                if (isSurrogate(p.charCodeAt(i)))
                    return undefined;
            chunks.push(encoder.encode(p));
        }
    }
    const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
        out.set(c, at);
        at += c.length;
    }
    return out;
}

/**
 * The receiver macros as @bufbuild/cel's builder expands them (builder.js maybeExpand, 0.6.1):
 * `r.all(x, p)`, `r.exists(x, p)`, `r.exists_one(x, p)` (or `existsOne`), `r.map(x, e)`,
 * `r.map(x, p, e)` and `r.filter(x, p)` become comprehensions over `@result`, their nodes made in the
 * order the builder makes them (so the ids match), the call kept in `sourceInfo.macroCalls`.
 */
const bool = (b, offset, value) => b.constant(offset, { case: 'boolValue', value });
const int = (b, offset, value) => b.constant(offset, { case: 'int64Value', value });
const accu = (b, offset) => b.ident(offset, ACCU);
function comprehension(b, offset, value) {
    return b.nextExpr(offset, {
        case: 'comprehensionExpr',
        value: { $typeName: 'cel.expr.Expr.Comprehension', accuVar: ACCU, ...value },
    });
}
/** newBoolMacro: `all` / `exists`, the loop step and condition already made. */
function boolMacro(b, offset, range, x, init, loopStep, loopCondition) {
    const accuInit = bool(b, offset, init);
    const result = accu(b, offset);
    return comprehension(b, offset, {
        accuInit,
        iterVar: x,
        iterVar2: '',
        iterRange: range,
        loopStep,
        loopCondition,
        result,
    });
}
/** newListMacro: `map` / `filter`, the loop step already made. */
function listMacro(b, offset, range, x, loopStep) {
    const accuInit = b.list(offset, []);
    const loopCondition = bool(b, offset, true);
    const result = accu(b, offset);
    return comprehension(b, offset, {
        accuInit,
        iterVar: x,
        iterVar2: '',
        iterRange: range,
        loopCondition,
        loopStep,
        result,
    });
}
function exists(b, offset, range, x, test) {
    const step = b.call(offset, '_||_', [accu(b, offset), test]);
    const cond = b.call(offset, '@not_strictly_false', [b.call(offset, '!_', [accu(b, offset)])]);
    return boolMacro(b, offset, range, x, false, step, cond);
}
function all(b, offset, range, x, test) {
    const step = b.call(offset, '_&&_', [accu(b, offset), test]);
    const cond = b.call(offset, '@not_strictly_false', [accu(b, offset)]);
    return boolMacro(b, offset, range, x, true, step, cond);
}
/** `@result + [e]`. */
const append = (b, offset, e) => b.call(offset, '_+_', [accu(b, offset), b.list(offset, [e])]);
function map(b, offset, range, x, e) {
    return listMacro(b, offset, range, x, append(b, offset, e));
}
function mapFilter(b, offset, range, x, test, e) {
    const step = b.call(offset, '_?_:_', [test, append(b, offset, e), accu(b, offset)]);
    return listMacro(b, offset, range, x, step);
}
function filter(b, offset, range, x, test) {
    // `@result` before `x`: the builder makes the call's arguments in order.
    const sum = [accu(b, offset)];
    sum.push(b.list(offset, [b.ident(offset, x)]));
    const step = b.call(offset, '_?_:_', [test, b.call(offset, '_+_', sum), accu(b, offset)]);
    return listMacro(b, offset, range, x, step);
}
function existsOne(b, offset, range, x, test) {
    const accuInit = int(b, offset, 0n);
    const loopCondition = bool(b, offset, true);
    const plusOne = b.call(offset, '_+_', [accu(b, offset), int(b, offset, 1n)]);
    const loopStep = b.call(offset, '_?_:_', [test, plusOne, accu(b, offset)]);
    const result = b.call(offset, '_==_', [accu(b, offset), int(b, offset, 1n)]);
    return comprehension(b, offset, {
        accuInit,
        iterVar: x,
        iterVar2: '',
        iterRange: range,
        loopCondition,
        loopStep,
        result,
    });
}
const TWO_ARGS = {
    exists,
    all,
    map,
    filter,
    exists_one: existsOne,
    existsOne,
};
/** `target.fn(args)` as the builder makes it: the call node, then its expansion if it is a macro. */
function memberCall(b, offset, target, fn, args) {
    const node = b.memberCall(offset, target, fn, args);
    const [first, second, third] = args;
    if (first?.exprKind.case !== 'identExpr')
        return node;
    const x = first.exprKind.value.name;
    let expanded;
    if (args.length === 2 && Object.hasOwn(TWO_ARGS, fn))
        expanded = TWO_ARGS[fn](b, offset, target, x, second);
    else if (args.length === 3 && fn === 'map')
        expanded = mapFilter(b, offset, target, x, second, third);
    if (expanded === undefined)
        return node;
    const call = node.exprKind.value;
    b.addMacroCall(expanded.id, fn, call.target, call.args);
    return expanded;
}

/**
 * The limits of cel-go's parser (parser/parser.go, defaults the API server keeps: it sets no
 * `ParserRecursionLimit` nor `ParserExpressionSizeLimit`), checked before the gate's own engine
 * parses a rule, so that a hostile rule is refused with the API server's words instead of
 * overflowing the gate's stack:
 *
 * - more than 100,000 code points: `expression code point size exceeds limit: size: N, limit 100000`;
 * - a grammar rule of CEL.g4 entered more than 250 times at once while parsing (ANTLR's parse
 *   listener counts each rule separately; a left-recursive rule — `member`, `calc`, `relation` —
 *   is entered once more per postfix step or operator of its chain): `expression recursion limit
 *   exceeded: 250`;
 * - else, more than 250 nested select, call, index, operator or `?:` nodes in the tree the parser
 *   builds: `max recursion depth exceeded`.
 *
 * cel-go reports the three without a position (`<input>:-1:0`). Text the tracker cannot follow (a
 * syntax error) is left to the parser, which says where.
 */
const MAX_RECURSION_DEPTH = 250;
const MAX_CODE_POINTS = 100_000;
const TWO_CHAR = new Set(['&&', '||', '==', '!=', '<=', '>=']);
const RELATIONS = new Set(['<', '<=', '>=', '>', '==', '!=', 'in']);
const PRECEDENCE = { '*': 2, '/': 2, '%': 2, '+': 1, '-': 1 };
class TooDeep extends Error {
}
class Unfollowed extends Error {
}
/** The significant tokens, with CEL's two-character operators joined. */
function significant(text) {
    const out = [];
    for (const t of tokenize(text)) {
        if (t.kind === 'space')
            continue;
        const last = out.at(-1);
        if (t.kind === 'punct' && last !== undefined && TWO_CHAR.has(last + t.text))
            out[out.length - 1] = last + t.text;
        else
            out.push(t.kind === 'string' || t.kind === 'number' ? '#lit' : t.kind === 'ident' ? `$${t.text}` : t.text);
    }
    return out;
}
/** A recursive-descent walk of CEL.g4 that counts what cel-go's two recursion checks count. */
class DepthTracker {
    toks;
    at = 0;
    depth = new Map();
    constructor(toks) {
        this.toks = toks;
    }
    peek(k = 0) {
        return this.toks[this.at + k];
    }
    take(expected) {
        const t = this.toks[this.at];
        if (t === undefined || (expected !== undefined && t !== expected))
            throw new Unfollowed();
        this.at++;
        return t;
    }
    enter(rule, times = 1) {
        const d = (this.depth.get(rule) ?? 0) + times;
        if (d > MAX_RECURSION_DEPTH)
            throw new TooDeep();
        this.depth.set(rule, d);
    }
    exit(rule, times = 1) {
        this.depth.set(rule, this.depth.get(rule) - times);
    }
    /** The whole text; the height of its tree in visitor-counted nodes. */
    start() {
        const h = this.expr();
        if (this.at !== this.toks.length)
            throw new Unfollowed();
        return h;
    }
    /** `expr: conditionalOr ('?' conditionalOr ':' expr)?` */
    expr() {
        this.enter('expr');
        let h = this.logical('conditionalOr', '||', () => this.logical('conditionalAnd', '&&', () => this.binary('relation', 0)));
        if (this.peek() === '?') {
            this.take();
            const t = this.logical('conditionalOr', '||', () => this.logical('conditionalAnd', '&&', () => this.binary('relation', 0)));
            this.take(':');
            h = Math.max(h, t, this.expr()) + 1;
        }
        this.exit('expr');
        return h;
    }
    /** `conditionalOr` / `conditionalAnd`: one entry, a loop over the operator. */
    logical(rule, op, next) {
        this.enter(rule);
        let h = next();
        while (this.peek() === op) {
            this.take();
            h = Math.max(h, next());
        }
        this.exit(rule);
        return h;
    }
    /** `relation` and `calc`, left-recursive with precedence: one more entry per operator of the chain. */
    binary(rule, min) {
        this.enter(rule);
        let pushes = 0;
        let h = rule === 'relation' ? this.binary('calc', 0) : this.unary();
        while (true) {
            const op = this.peek();
            const prec = rule === 'relation'
                ? op && RELATIONS.has(op.replace(/^\$/, ''))
                    ? 1
                    : 0
                : (PRECEDENCE[op ?? ''] ?? 0);
            if (!prec || prec < min)
                break;
            this.enter(rule);
            pushes++;
            this.take();
            h = Math.max(h, this.binary(rule, prec + 1)) + 1;
        }
        this.exit(rule, 1 + pushes);
        return h;
    }
    unary() {
        this.enter('unary');
        while (this.peek() === '!' || this.peek() === '-')
            this.take();
        const h = this.member();
        this.exit('unary');
        return h;
    }
    /** `member`: a primary, then `.f`, `.?f`, `.f(…)`, `[i]`, `[?i]`, each one more entry. */
    member() {
        this.enter('member');
        let pushes = 0;
        let h = this.primary();
        while (this.peek() === '.' || this.peek() === '[') {
            this.enter('member');
            pushes++;
            h = Math.max(h, this.take() === '.' ? this.selectOrCall() : this.index()) + 1;
        }
        this.exit('member', 1 + pushes);
        return h;
    }
    selectOrCall() {
        if (this.peek() === '?')
            this.take();
        if (!this.peek()?.startsWith('$'))
            throw new Unfollowed();
        this.take();
        return this.peek() === '(' ? this.args(')') : 0;
    }
    index() {
        if (this.peek() === '?')
            this.take();
        const h = this.expr();
        this.take(']');
        return h;
    }
    /** `exprList`, `listInit`, `mapInitializerList`, `fieldInitializerList` up to `close`. */
    args(close, entries = false) {
        this.take();
        this.enter('list');
        let h = 0;
        while (this.peek() !== close) {
            if (this.peek() === '?')
                this.take();
            h = Math.max(h, this.expr());
            if (entries) {
                this.take(':');
                h = Math.max(h, this.expr());
            }
            if (this.peek() !== ',')
                break;
            this.take();
        }
        this.take(close);
        this.exit('list');
        return h;
    }
    primary() {
        this.enter('primary');
        const t = this.peek();
        let h = 0;
        if (t === '(') {
            this.take();
            h = this.expr();
            this.take(')');
        }
        else if (t === '[')
            h = this.args(']');
        else if (t === '{')
            h = this.args('}', true);
        else if (t === '.' || t?.startsWith('$'))
            h = this.name();
        else if (t === '#lit')
            this.take();
        else
            throw new Unfollowed();
        this.exit('primary');
        return h;
    }
    /** An identifier, a global call `f(…)`, or a message literal `a.b.T{f: v}`. */
    name() {
        if (this.peek() === '.')
            this.take();
        this.take();
        if (this.peek() === '(')
            return this.args(')');
        let k = 0;
        while (this.peek(k) === '.' && this.peek(k + 1)?.startsWith('$'))
            k += 2;
        if (this.peek(k) !== '{')
            return 0;
        this.at += k;
        return this.args('}', true);
    }
}
/** The API server's parser error for an expression over its size or recursion limits, or undefined. */
function parserLimitError(text) {
    const size = [...text].length;
    if (size > MAX_CODE_POINTS)
        return `ERROR: <input>:-1:0: expression code point size exceeds limit: size: ${size}, limit ${MAX_CODE_POINTS}`;
    // Cheap bound first: without that many openers or operators no count can reach the limit.
    if (text.length <= MAX_RECURSION_DEPTH)
        return undefined;
    try {
        const height = new DepthTracker(significant(text)).start();
        return height > MAX_RECURSION_DEPTH ? 'ERROR: <input>:-1:0: max recursion depth exceeded' : undefined;
    }
    catch (err) {
        if (err instanceof TooDeep)
            return `ERROR: <input>:-1:0: expression recursion limit exceeded: ${MAX_RECURSION_DEPTH}`;
        if (err instanceof Unfollowed || err instanceof RangeError)
            return undefined;
        throw err;
    }
}

/**
 * A hand-written recursive-descent reading of @bufbuild/cel's PEG grammar (parser.js, 0.6.1) that
 * builds, through cel-builder.ts, exactly the tree the shipped parser builds: the same nodes, ids,
 * offsets and macro calls. The shipped parser spends milliseconds on its first expressions and tens
 * of microseconds on each small one after; this one, microseconds.
 *
 * It follows the grammar where the grammar decides at once, and gives up (undefined) wherever the
 * shipped parser would backtrack into another reading, throw, or fail: a syntax error, a reserved
 * word, a doubtful escape, nesting deeper than cel-go's recursion limit. The caller then runs the
 * shipped parser, whose answer (and error message) stands.
 */
function fastParse(text) {
    if (text.length > MAX_CODE_POINTS)
        return undefined;
    try {
        const p = new FastParser(text);
        const expr = p.expr();
        if (p.at !== text.length)
            return undefined;
        return { $typeName: 'cel.expr.ParsedExpr', expr, sourceInfo: p.b.sourceInfo };
    }
    catch {
        // GiveUp, TooDeep, or anything unforeseen: the shipped parser decides.
        return undefined;
    }
}
/** The shipped parser would not read this as we would: let it. */
class GiveUp extends Error {
}
const giveUp = () => {
    throw new GiveUp();
};
/** The operator of a level at `at` (`Relop`, `[+-]`, `[*\/%]`), or undefined. */
function operatorAt(text, at, level) {
    const c = text[at];
    if (c === undefined)
        return undefined;
    if (level === 'multiplication')
        return c === '*' || c === '/' || c === '%' ? c : undefined;
    if (level === 'addition')
        return c === '+' || c === '-' ? c : undefined;
    const two = text.slice(at, at + 2);
    if (two === '<=' || two === '>=' || two === '==' || two === '!=' || two === 'in')
        return two;
    return c === '<' || c === '>' ? c : undefined;
}
class FastParser {
    text;
    b = new Builder();
    at = 0;
    depth = 0;
    constructor(text) {
        this.text = text;
    }
    space() {
        this.at = skipSpace(this.text, this.at);
    }
    expect(c) {
        if (this.text[this.at] !== c)
            giveUp();
        this.at++;
    }
    /** `Expr: or:ConditionalOr S tail:("?" ConditionalOr S ":" Expr S)?` */
    expr() {
        if (++this.depth > MAX_RECURSION_DEPTH)
            throw new TooDeep$1();
        const start = this.at;
        const or = this.or();
        this.space();
        let e = or;
        if (this.text[this.at] === '?') {
            this.at++;
            const t = this.or();
            this.space();
            this.expect(':');
            const f = this.expr();
            this.space();
            e = this.b.call(start, '_?_:_', [or, t, f]);
        }
        this.depth--;
        return e;
    }
    or() {
        return this.logical('||', () => this.logical('&&', () => this.relation()));
    }
    /** `ConditionalOr` / `ConditionalAnd`: terms joined by `op`, balanced, every node at the chain's start. */
    logical(op, next) {
        const start = this.at;
        const terms = [next()];
        for (;;) {
            const op0 = skipSpace(this.text, this.at);
            if (!this.text.startsWith(op, op0))
                break;
            this.at = op0 + 2;
            terms.push(next());
        }
        return terms.length === 1 ? terms[0] : this.b.balanced(`_${op}_`, terms, start);
    }
    relation() {
        return this.binary('relation', () => this.addition());
    }
    addition() {
        return this.binary('addition', () => this.multiplication());
    }
    multiplication() {
        return this.binary('multiplication', () => this.unary());
    }
    /**
     * A left-associative chain (`S operator next`)+: every operand read first, then the calls made
     * left to right, each at the offset where its `S operator` began.
     */
    binary(level, next) {
        let e = next();
        const tail = [];
        for (;;) {
            const from = this.at;
            const opAt = skipSpace(this.text, from);
            const op = operatorAt(this.text, opAt, level);
            // `//` after a comment `S` has read is a second comment, which no operand follows: no operator.
            if (op === undefined || (op === '/' && this.text[opAt + 1] === '/'))
                break;
            this.at = opAt + op.length;
            tail.push([from, op === 'in' ? '@in' : `_${op}_`, next()]);
        }
        for (const [offset, fn, right] of tail)
            e = this.b.call(offset, fn, [e, right]);
        return e;
    }
    /** `Unary: Member / S ops:("!"+ / "-"+) Member`, `!!x` read as `x`, `!(!x)` as `x`. */
    unary() {
        const start = this.at;
        const at = skipSpace(this.text, start);
        const c = this.text[at];
        if (c !== '!' && (c !== '-' || numberAt(this.text, at)))
            return this.member();
        let end = at;
        while (this.text[end] === c)
            end++;
        this.at = end;
        const e = this.member();
        if ((end - at) % 2 === 0)
            return e;
        const fn = `${c}_`;
        if (e.exprKind.case === 'callExpr') {
            const call = e.exprKind.value;
            if (call.function === fn)
                return call.args[0];
        }
        return this.b.call(start, fn, [e]);
    }
    /** `Member: S Primary (S Access)*`: the accesses read first, then applied in order. */
    member() {
        this.space();
        let e = this.primary();
        const tail = [];
        for (;;) {
            const at = skipSpace(this.text, this.at);
            const c = this.text[at];
            if (c === '.')
                tail.push(this.access(at));
            else if (c === '[') {
                this.at = at + 1;
                const index = this.expr();
                this.expect(']');
                tail.push((x) => this.b.call(at, '_[_]', [x, index]));
            }
            else
                break;
        }
        for (const step of tail)
            e = step(e);
        return e;
    }
    /** `"." S Selector S ![(]` (a selection, its trailing space read) or `"." S Selector S "(" ExprList ")"`. */
    access(at) {
        const name = skipSpace(this.text, at + 1);
        const field = identAt(this.text, name) ?? giveUp();
        if (RESERVED_SELECTORS.has(field))
            giveUp();
        const after = skipSpace(this.text, name + field.length);
        if (this.text[after] !== '(') {
            this.at = after;
            return (x) => this.b.select(at, x, field);
        }
        this.at = after + 1;
        const args = this.args();
        return (x) => memberCall(this.b, at, x, field, args);
    }
    /** `ExprList ")"`: no trailing comma, no space before an empty `)`. */
    args() {
        const args = [];
        if (this.text[this.at] !== ')') {
            args.push(this.expr());
            while (this.text[this.at] === ',') {
                this.at++;
                args.push(this.expr());
            }
        }
        this.expect(')');
        return args;
    }
    primary() {
        const start = this.at;
        const literal = this.literal(start);
        if (literal)
            return literal;
        const c = this.text[start];
        if (c === '(') {
            this.at++;
            const e = this.expr();
            this.expect(')');
            return e;
        }
        if (c === '[')
            return this.list(start);
        if (c === '{')
            return this.map(start);
        return this.named(start);
    }
    /** `Literal`: FloatLiteral / UnsignedIntLiteral / IntLiteral / StringLiteral / BytesLiteral / BooleanLiteral / NullLiteral. */
    literal(start) {
        const t = this.text;
        const c = t[start];
        const n = c === '-' || c === '.' || isDigit(t.charCodeAt(start)) ? numberAt(t, start) : undefined;
        if (n) {
            this.at = n.end;
            return this.b.constant(start, { case: n.case, value: n.value });
        }
        const bytes = c === 'b' || c === 'B';
        const prefix = bytes ? 1 : 0;
        const raw = t[start + prefix] === 'r' || t[start + prefix] === 'R';
        const quote = t[start + prefix + (raw ? 1 : 0)];
        if (quote === '"' || quote === "'") {
            const q = quotedAt(t, start + prefix + (raw ? 1 : 0), raw) ?? giveUp();
            this.at = q.end;
            return bytes
                ? this.b.constant(start, { case: 'bytesValue', value: bytesOf(q.pieces) ?? giveUp() })
                : this.b.constant(start, { case: 'stringValue', value: stringOf(q.pieces) ?? giveUp() });
        }
        for (const keyword of ['true', 'false'])
            if (t.startsWith(keyword, start)) {
                this.at = start + keyword.length;
                return this.b.constant(start, { case: 'boolValue', value: keyword === 'true' });
            }
        if (t.startsWith('null', start) && !isWordChar(t.charCodeAt(start + 4))) {
            this.at = start + 4;
            return this.b.constant(start, { case: 'nullValue', value: 0 });
        }
        return undefined;
    }
    /** `"[" ExprList (",")? S "]"`. */
    list(start) {
        this.at = start + 1;
        const elements = [];
        for (;;) {
            const end = skipSpace(this.text, this.at);
            if (this.text[end] === ']') {
                this.at = end + 1;
                break;
            }
            elements.push(this.expr());
            if (this.text[this.at] === ',')
                this.at++;
            else {
                this.space();
                this.expect(']');
                break;
            }
        }
        return this.b.list(start, elements);
    }
    /** `"{" (Expr ":" Expr)|0.., ","| (",")? S "}"`, each entry at the offset where it began. */
    map(start) {
        this.at = start + 1;
        const entries = [];
        for (;;) {
            const end = skipSpace(this.text, this.at);
            if (this.text[end] === '}') {
                this.at = end + 1;
                break;
            }
            const from = this.at;
            const key = this.expr();
            this.expect(':');
            const value = this.expr();
            entries.push(this.b.nextEntry(from, { case: 'mapKey', value: key }, value));
            if (this.text[this.at] === ',')
                this.at++;
            else {
                this.space();
                this.expect('}');
                break;
            }
        }
        return this.b.struct(start, entries);
    }
    /**
     * A name: a global call `f(…)` (`has(a.b)` expanded), a message `a.b.T{f: v}`, or an identifier,
     * tried in that order as the grammar tries them; a leading dot kept only in a message name.
     */
    named(start) {
        const dot = this.text[start] === '.';
        const at = skipSpace(this.text, dot ? start + 1 : start);
        const name = identAt(this.text, at) ?? giveUp();
        if (RESERVED_IDENTIFIERS.has(name))
            giveUp();
        const end = at + name.length;
        const open = skipSpace(this.text, end);
        if (this.text[open] === '(') {
            this.at = open + 1;
            return this.b.call(start, name, this.args());
        }
        const message = this.messageName(name, end);
        if (message) {
            this.at = message.brace + 1;
            return this.b.struct(start, this.fields(), (dot ? '.' : '') + message.names.join('.'));
        }
        this.at = end;
        return this.b.ident(start, name);
    }
    /** `Selector|1.., S "." S| S "{"` from a first name ending at `end`: the names and the brace, if one follows. */
    messageName(first, end) {
        const names = [first];
        let at = end;
        for (;;) {
            const dot = skipSpace(this.text, at);
            if (this.text[dot] !== '.')
                break;
            const name = skipSpace(this.text, dot + 1);
            const next = identAt(this.text, name);
            if (next === undefined)
                break;
            // The shipped parser throws on a reserved selector here, brace or not.
            if (RESERVED_SELECTORS.has(next))
                giveUp();
            names.push(next);
            at = name + next.length;
        }
        const brace = skipSpace(this.text, at);
        return this.text[brace] === '{' ? { names, brace } : undefined;
    }
    /** `(S Selector S ":" Expr)|0.., ","| (",")? S "}"`. */
    fields() {
        const entries = [];
        for (;;) {
            const end = skipSpace(this.text, this.at);
            if (this.text[end] === '}') {
                this.at = end + 1;
                return entries;
            }
            const from = this.at;
            const key = identAt(this.text, end) ?? giveUp();
            if (RESERVED_SELECTORS.has(key))
                giveUp();
            this.at = skipSpace(this.text, end + key.length);
            this.expect(':');
            const value = this.expr();
            entries.push(this.b.nextEntry(from, { case: 'fieldKey', value: key }, value));
            if (this.text[this.at] === ',')
                this.at++;
            else {
                this.space();
                this.expect('}');
                return entries;
            }
        }
    }
}

/**
 * Every CEL text the gate parses, by text, once per process: rule compilation (cel-parse.ts), the
 * judging of added rules (cel-implies.ts) and the typed-value conversions (typed-values.ts) share
 * it. The hand-written parser (cel-fast-parse.ts) reads what it is sure of; anything else, syntax
 * errors included, goes to @bufbuild/cel's own parser, whose error is kept and thrown again to
 * every caller word for word.
 *
 * The trees are shared: no caller changes one (the macro expansions and the lowering copy what
 * they rewrite, the planner and the implication judge only read).
 */
const cache = new Map();
function parseCel(text) {
    let hit = cache.get(text);
    if (hit === undefined) {
        try {
            hit = fastParse(text) ?? parse(text);
        }
        catch (err) {
            hit = { thrown: err };
        }
        cache.set(text, hit);
    }
    if ('thrown' in hit)
        throw hit.thrown;
    return hit;
}

export { celErrorMerge as a, afterValue as b, celError as c, parserLimitError as d, isCelError as i, parseCel as p, tokenize as t };
