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
const encoder = new TextEncoder();
const accuVarName = "@result";
class Builder {
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
            const chunk = typeof rawChunk === "string" ? encoder.encode(rawChunk) : rawChunk;
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
}

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
    const builder = new Builder();
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

/**
 * Every CEL text the gate parses, by text, once per process: rule compilation (cel-parse.ts), the
 * judging of added rules (cel-implies.ts) and the typed-value conversions (typed-values.ts) share
 * it. A syntax error is kept and thrown again to every caller word for word.
 *
 * The trees are shared: no caller changes one (the macro expansions and the lowering copy what
 * they rewrite, the planner and the implication judge only read).
 */
const cache = new Map();
function parseCel(text) {
    let hit = cache.get(text);
    if (hit === undefined) {
        try {
            hit = parse(text);
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

export { celErrorMerge as a, celError as c, isCelError as i, parseCel as p };
