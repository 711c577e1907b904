import { createRequire as __createRequire } from 'node:module';
const __require = __createRequire(import.meta.url);
import { p as picomatch, m as markIntroduced, i as isPlainContainer, a as asRecord, b as isRecord, c as crypto, r as requiredOnce, w as workerThreads, f as formatMessage, d as plural, g as groupedCount, v as valueAt$1, o as onPath, e as childProcess, h as fsPromises, U as UsageError, j as git, k as withCauses, l as byPath } from './chunk-cli-main.js';
const { existsSync, rmSync, mkdtempSync, mkdirSync, writeFileSync } = __require("node:fs");
const { availableParallelism, tmpdir } = __require("node:os");
const { fileURLToPath } = __require("node:url");
const { posix, join: join$1, dirname, resolve, relative, isAbsolute } = __require("node:path");
const { Buffer: Buffer$1 } = __require("node:buffer");
const { parseArgs } = __require("node:util");

const globCache = new Map();
function glob(pattern) {
    let m = globCache.get(pattern);
    if (!m) {
        m = picomatch()(pattern, { dot: true, nonegate: true });
        globCache.set(pattern, m);
    }
    return m;
}
function matches$2(w, f) {
    if (w.rule !== f.rule && !glob(w.rule)(f.rule))
        return false;
    if (w.object !== undefined && (f.object === undefined || !glob(w.object)(f.object)))
        return false;
    if (w.file !== undefined && (f.file === undefined || !glob(w.file)(f.file)))
        return false;
    if (w.path !== undefined && (f.path === undefined || !f.path.startsWith(w.path)))
        return false;
    return true;
}
/** Which waiver applies to a finding on `today` (YYYY-MM-DD), and which matching ones have expired. */
function checkWaivers(waivers, f, today) {
    const expired = [];
    for (const w of waivers) {
        if (!matches$2(w, f))
            continue;
        if (w.expires !== undefined && w.expires < today)
            expired.push(w);
        else
            return { applied: w, expired };
    }
    return { expired };
}

/*! js-yaml 5.5.0 https://github.com/nodeca/js-yaml @license MIT */
//#region src/tag.ts
/**
* Returned by a scalar resolver when the source does not match its tag.
*
* @category Tags
*/
var NOT_RESOLVED = Symbol("NOT_RESOLVED");
/**
* Create a normalized scalar tag definition.
*
* @category Tags
*/
function defineScalarTag(tagName, options) {
	return {
		tagName,
		nodeKind: "scalar",
		implicit: options.implicit ?? false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		implicitFirstChars: options.implicitFirstChars ?? null,
		resolve: options.resolve,
		identify: options.identify,
		represent: options.represent ?? ((data) => String(data)),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
/**
* Create a normalized sequence tag definition.
*
* @category Tags
*/
function defineSequenceTag(tagName, options) {
	const carrierIsResult = options.finalize === void 0;
	return {
		tagName,
		nodeKind: "sequence",
		implicit: false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		create: options.create,
		addItem: options.addItem,
		finalize: options.finalize ?? ((carrier) => carrier),
		carrierIsResult,
		identify: options.identify,
		represent: options.represent ?? ((data) => data),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
/**
* Create a normalized mapping tag definition.
*
* @category Tags
*/
function defineMappingTag(tagName, options) {
	const carrierIsResult = options.finalize === void 0;
	return {
		tagName,
		nodeKind: "mapping",
		implicit: false,
		matchByTagPrefix: options.matchByTagPrefix ?? false,
		create: options.create,
		addPair: options.addPair,
		has: options.has,
		keys: options.keys,
		get: options.get,
		finalize: options.finalize ?? ((carrier) => carrier),
		carrierIsResult,
		identify: options.identify,
		represent: options.represent ?? ((data) => data),
		representTagName: options.representTagName ?? (() => tagName)
	};
}
//#endregion
//#region src/tag/scalar/str.ts
/** @category Tags */
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
	resolve: (source) => source,
	identify: (data) => typeof data === "string"
});
//#endregion
//#region src/tag/scalar/null_core.ts
var NULL_VALUES$1 = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
];
/** @category Tags */
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (source) => {
		if (NULL_VALUES$1.indexOf(source) !== -1) return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
//#endregion
//#region src/tag/scalar/null_json.ts
/** @category Tags */
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: ["n"],
	resolve: (source, isExplicit) => {
		if (source === "null" || isExplicit && source === "") return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
//#endregion
//#region src/tag/scalar/null_yaml11.ts
var NULL_VALUES = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
];
/** @category Tags */
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
	implicit: true,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (source) => {
		if (NULL_VALUES.indexOf(source) !== -1) return null;
		return NOT_RESOLVED;
	},
	identify: (object) => object === null,
	represent: () => "null"
});
//#endregion
//#region src/tag/scalar/bool_core.ts
var TRUE_VALUES$2 = [
	"true",
	"True",
	"TRUE"
];
var FALSE_VALUES$2 = [
	"false",
	"False",
	"FALSE"
];
/** @category Tags */
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: [
		"t",
		"T",
		"f",
		"F"
	],
	resolve: (source) => {
		if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
		if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
//#endregion
//#region src/tag/scalar/bool_json.ts
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
/** @category Tags */
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: ["t", "f"],
	resolve: (source) => {
		if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
		if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
//#endregion
//#region src/tag/scalar/bool_yaml11.ts
var TRUE_VALUES = [
	"true",
	"True",
	"TRUE",
	"y",
	"Y",
	"yes",
	"Yes",
	"YES",
	"on",
	"On",
	"ON"
];
var FALSE_VALUES = [
	"false",
	"False",
	"FALSE",
	"n",
	"N",
	"no",
	"No",
	"NO",
	"off",
	"Off",
	"OFF"
];
/** @category Tags */
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
	implicit: true,
	implicitFirstChars: [
		"y",
		"Y",
		"n",
		"N",
		"t",
		"T",
		"f",
		"F",
		"o",
		"O"
	],
	resolve: (source) => {
		if (TRUE_VALUES.indexOf(source) !== -1) return true;
		if (FALSE_VALUES.indexOf(source) !== -1) return false;
		return NOT_RESOLVED;
	},
	identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
	represent: (object) => object ? "true" : "false"
});
//#endregion
//#region src/tag/scalar/int_core.ts
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
	let value = source;
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
	} else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger$2(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
/** @category Tags */
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: resolveYamlInteger$2,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
//#endregion
//#region src/tag/scalar/int_json.ts
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source) {
	let value = source;
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	} else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger$1(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
/** @category Tags */
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: resolveYamlInteger$1,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
//#endregion
//#region src/tag/scalar/int_yaml11.ts
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source) {
	let value = source.replace(/_/g, "");
	let sign = 1;
	if (value[0] === "-" || value[0] === "+") {
		if (value[0] === "-") sign = -1;
		value = value.slice(1);
	}
	if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
	if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
	if (value.includes(":")) {
		let result = 0;
		for (const part of value.split(":")) result = result * 60 + Number(part);
		return sign * result;
	}
	if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
	return sign * parseInt(value, 10);
}
function resolveYamlInteger(source) {
	if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
	const result = parseYamlInteger(source);
	return Number.isFinite(result) ? result : NOT_RESOLVED;
}
/** @category Tags */
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: resolveYamlInteger,
	identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
	represent: (object) => object.toString(10)
});
//#endregion
//#region src/tag/scalar/float_core.ts
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source) {
	if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
	let value = source.toLowerCase();
	const sign = value[0] === "-" ? -1 : 1;
	if ("+-".includes(value[0])) value = value.slice(1);
	if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
	if (value === ".nan") return NaN;
	const result = sign * parseFloat(value);
	if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
/** @category Tags */
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: resolveYamlFloat$2,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat$2
});
//#endregion
//#region src/tag/scalar/float_json.ts
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source, isExplicit) {
	if (isExplicit) {
		if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
		let value = source.toLowerCase();
		const sign = value[0] === "-" ? -1 : 1;
		if ("+-".includes(value[0])) value = value.slice(1);
		if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
		if (value === ".nan") return NaN;
		const result = sign * parseFloat(value);
		return Number.isFinite(result) ? result : NOT_RESOLVED;
	}
	if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
	const result = Number(source);
	if (Number.isFinite(result)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
/** @category Tags */
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: resolveYamlFloat$1,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat$1
});
//#endregion
//#region src/tag/scalar/float_yaml11.ts
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source) {
	if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
	let value = source.toLowerCase().replace(/_/g, "");
	const sign = value[0] === "-" ? -1 : 1;
	if ("+-".includes(value[0])) value = value.slice(1);
	if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
	if (value === ".nan") return NaN;
	let result = 0;
	if (value.includes(":")) {
		for (const part of value.split(":")) result = result * 60 + Number(part);
		result *= sign;
	} else result = sign * parseFloat(value);
	if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
	return NOT_RESOLVED;
}
function representYamlFloat(object) {
	if (isNaN(object)) return ".nan";
	if (object === Number.POSITIVE_INFINITY) return ".inf";
	if (object === Number.NEGATIVE_INFINITY) return "-.inf";
	if (Object.is(object, -0)) return "-0.0";
	const result = object.toString(10);
	return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
/** @category Tags */
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: resolveYamlFloat,
	identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
	represent: representYamlFloat
});
//#endregion
//#region src/tag/scalar/merge.ts
/**
* Enables merge keys in {@link CORE_SCHEMA} when added with
* {@link Schema.withTags}.
*
* @category Tags
*/
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
	implicit: true,
	implicitFirstChars: ["<"],
	resolve: (source, isExplicit) => {
		if (source === "<<" || isExplicit && source === "") return "<<";
		return NOT_RESOLVED;
	},
	identify: () => false
});
//#endregion
//#region src/tag/scalar/binary.ts
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
	const input = source.replace(/\s/g, "");
	if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
	const binary = atob(input);
	const result = new Uint8Array(binary.length);
	for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
	return result;
}
function representYamlBinary(object) {
	let binary = "";
	for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
	return btoa(binary);
}
/**
* The `!!binary` tag, represented as a `Uint8Array`.
*
* @category Tags
*/
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
	resolve: resolveYamlBinary,
	identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
	represent: representYamlBinary
});
//#endregion
//#region src/tag/scalar/timestamp.ts
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function makeUtcDate(year, month, day, hour = 0, minute = 0, second = 0, fraction = 0) {
	const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
	date.setUTCFullYear(year, month, day);
	return date;
}
function resolveYamlTimestamp(source) {
	let match = YAML_DATE_REGEXP.exec(source);
	if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
	if (match === null) return NOT_RESOLVED;
	const year = +match[1];
	const month = +match[2] - 1;
	const day = +match[3];
	if (!match[4]) {
		const date = makeUtcDate(year, month, day);
		if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
		return date;
	}
	const hour = +match[4];
	const minute = +match[5];
	const second = +match[6];
	let fraction = 0;
	if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
	if (match[7]) {
		let value = match[7].slice(0, 3);
		while (value.length < 3) value += "0";
		fraction = +value;
	}
	const date = makeUtcDate(year, month, day, hour, minute, second, fraction);
	if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
	if (match[9]) {
		const offsetHour = +match[10];
		const offsetMinute = +(match[11] || 0);
		if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
		const offset = (offsetHour * 60 + offsetMinute) * 6e4;
		date.setTime(date.getTime() - (match[9] === "-" ? -offset : offset));
	}
	return date;
}
/**
* The YAML 1.1 `!!timestamp` tag, represented as a JavaScript `Date`.
*
* @category Tags
*/
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
	implicit: true,
	implicitFirstChars: [..."0123456789"],
	resolve: resolveYamlTimestamp,
	identify: (object) => object instanceof Date,
	represent: (object) => object.toISOString()
});
//#endregion
//#region src/tag/sequence/seq.ts
/** @category Tags */
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
	create: () => [],
	addItem: (container, item) => {
		container.push(item);
	},
	identify: Array.isArray
});
//#endregion
//#region src/common/object.ts
function isPlainObject(data) {
	if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
	const prototype = Object.getPrototypeOf(data);
	return prototype === null || prototype === Object.prototype;
}
function pick(object, keys) {
	const result = {};
	for (const key of keys) if (object[key] !== void 0) result[key] = object[key];
	return result;
}
//#endregion
//#region src/tag/sequence/omap.ts
/**
* Provided only for YAML 1.1 compatibility and supported by the loader only.
* JavaScript has no dedicated class to represent this type, so it cannot be
* identified and dumped.
*
* ```yaml
* !!omap
*   - one: 1
*   - two: 2
* ```
*
* is loaded as
*
* ```javascript
* [
*   { one: 1 },
*   { two: 2 }
* ]
* ```
*
* @category Tags
*/
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
	create: () => ({
		list: [],
		seen: /* @__PURE__ */ new Set()
	}),
	addItem: (carrier, item) => {
		let key;
		if (item instanceof Map) {
			if (item.size !== 1) return "cannot resolve an ordered map item";
			key = item.keys().next().value;
		} else if (isPlainObject(item)) {
			const itemKeys = Object.keys(item);
			if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
			key = itemKeys[0];
		} else return "cannot resolve an ordered map item";
		if (carrier.seen.has(key)) return "duplicate key in ordered map";
		carrier.seen.add(key);
		carrier.list.push(item);
		return "";
	},
	finalize: (carrier) => carrier.list,
	identify: () => false
});
//#endregion
//#region src/tag/sequence/pairs.ts
/**
* Provided only for YAML 1.1 compatibility and supported by the loader only.
* JavaScript has no dedicated class to represent this type, so it cannot be
* identified and dumped.
*
* ```yaml
* !!pairs
*   - one: 1
*   - two: 2
* ```
*
* is loaded as
*
* ```javascript
* [
*   ['one', 1],
*   ['two', 2]
* ]
* ```
*
* @category Tags
*/
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
	create: () => [],
	addItem: (container, item) => {
		if (item instanceof Map) {
			if (item.size !== 1) return "cannot resolve a pairs item";
			container.push(item.entries().next().value);
			return "";
		}
		if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
		const object = item;
		const keys = Object.keys(object);
		if (keys.length !== 1) return "cannot resolve a pairs item";
		container.push([keys[0], object[keys[0]]]);
		return "";
	},
	identify: () => false
});
//#endregion
//#region src/tag/mapping/map.ts
/**
* This is the default mapping implementation. It uses `{}` objects and has only
* partial functionality due to language limitations. This choice was made
* because users expect to get JavaScript objects, and it was left unchanged to
* avoid too many breaking changes in the v5 release.
*
* Side effects:
*
* - `Object.hasOwn()` checks or `for...of` loops are required for safe use (to
*   avoid falling through to prototypes).
* - Only scalar string keys are supported properly.
* - Other scalar keys, such as `null` and numbers, are converted to strings.
*   This is historical behaviour, and it can cause side effects such as
*   problems with `!!merge`.
*
* Note that non-string scalar keys may be deprecated in future versions.
*
* Ideally, use {@link realMapTag} instead.
*
* @category Tags
*/
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: isPlainObject,
	represent: (o) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of Object.keys(o)) map.set(key, o[key]);
		return map;
	},
	addPair: (container, key, value) => {
		if (key !== null && typeof key === "object") return "object-based map does not support complex keys";
		const normalizedKey = String(key);
		if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
			value,
			enumerable: true,
			configurable: true,
			writable: true
		});
		else container[normalizedKey] = value;
		return "";
	},
	has: (container, key) => {
		if (key !== null && typeof key === "object") return false;
		return Object.prototype.hasOwnProperty.call(container, String(key));
	},
	keys: (container) => Object.keys(container),
	get: (container, key) => {
		const normalizedKey = String(key);
		if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
		return container[normalizedKey];
	}
});
//#endregion
//#region src/tag/mapping/set.ts
/**
* The YAML 1.1 `!!set` tag, represented as a JavaScript `Set`.
*
* @category Tags
*/
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
	create: () => /* @__PURE__ */ new Set(),
	identify: (data) => data instanceof Set,
	represent: (data) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of data) map.set(key, null);
		return map;
	},
	addPair: (container, key, value) => {
		if (value !== null) return "cannot resolve a set item";
		container.add(key);
		return "";
	},
	has: (container, key) => container.has(key),
	keys: (container) => container.keys(),
	get: () => null
});
//#endregion
//#region src/schema.ts
function createTagDefinitionMap() {
	return {
		scalar: Object.create(null),
		sequence: Object.create(null),
		mapping: Object.create(null)
	};
}
function createTagDefinitionListMap() {
	return {
		scalar: [],
		sequence: [],
		mapping: []
	};
}
function compileTags(tags) {
	const result = [];
	for (const tag of tags) {
		let index = result.length;
		for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
			const previous = result[previousIndex];
			if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
				index = previousIndex;
				break;
			}
		}
		result[index] = tag;
	}
	return result;
}
/**
* Controls tag resolution when loading and type selection when dumping.
*
* @category Schemas
*/
var Schema = class Schema {
	tags;
	/** @internal */
	implicitScalarTags;
	/**
	* Dispatch implicit scalar resolvers by `source.charAt(0)`. Each bucket holds
	* the resolvers that may match that key, in schema order; a key absent from
	* the map uses
	* {@link Schema.implicitScalarAnyFirstChar}
	* (resolvers that declared no first-char constraint, so they apply to any
	* first character).
	*/
	implicitScalarByFirstChar;
	implicitScalarAnyFirstChar;
	/**
	* The default scalar tag (`!!str`), resolved once so the composer's fallback
	* for unresolved plain scalars avoids a keyed lookup per scalar.
	*
	* @internal
	*/
	defaultScalarTag;
	/**
	* The default container tags (`!!seq` / `!!map`), used by the dumper: when a
	* value is identified by its default tag, the tag is implicit and not
	* printed. Undefined if the schema does not define them (then such values
	* can't be dumped).
	*
	* @internal
	*/
	defaultSequenceTag;
	/** @internal */
	defaultMappingTag;
	exact;
	prefix;
	constructor(tags) {
		const compiledTags = compileTags(tags);
		const implicitScalarTags = [];
		const exact = createTagDefinitionMap();
		const prefix = createTagDefinitionListMap();
		for (const tag of compiledTags) {
			if (tag.nodeKind === "scalar" && tag.implicit) {
				if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
				implicitScalarTags.push(tag);
			}
			switch (tag.nodeKind) {
				case "scalar":
					if (tag.matchByTagPrefix) prefix.scalar.push(tag);
					else exact.scalar[tag.tagName] = tag;
					break;
				case "sequence":
					if (tag.matchByTagPrefix) prefix.sequence.push(tag);
					else exact.sequence[tag.tagName] = tag;
					break;
				case "mapping": if (tag.matchByTagPrefix) prefix.mapping.push(tag);
				else exact.mapping[tag.tagName] = tag;
			}
		}
		const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
		const keys = /* @__PURE__ */ new Set();
		for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key of tag.implicitFirstChars) keys.add(key);
		const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
		for (const key of keys) implicitScalarByFirstChar.set(key, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key) !== -1));
		const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
		if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
		this.tags = compiledTags;
		this.implicitScalarTags = implicitScalarTags;
		this.implicitScalarByFirstChar = implicitScalarByFirstChar;
		this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
		this.defaultScalarTag = defaultScalarTag;
		this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
		this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
		this.exact = exact;
		this.prefix = prefix;
	}
	/** @internal */
	lookupScalarTag(tagName) {
		const exactTag = this.exact.scalar[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.scalar) if (tagName.startsWith(tag.tagName)) return tag;
	}
	/** @internal */
	lookupSequenceTag(tagName) {
		const exactTag = this.exact.sequence[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.sequence) if (tagName.startsWith(tag.tagName)) return tag;
	}
	/** @internal */
	lookupMappingTag(tagName) {
		const exactTag = this.exact.mapping[tagName];
		if (exactTag) return exactTag;
		for (const tag of this.prefix.mapping) if (tagName.startsWith(tag.tagName)) return tag;
	}
	/** @internal */
	resolveImplicitScalarTag(source) {
		const candidates = this.implicitScalarByFirstChar.get(source.charAt(0)) ?? this.implicitScalarAnyFirstChar;
		for (const tag of candidates) {
			const value = tag.resolve(source, false, tag.tagName);
			if (value !== NOT_RESOLVED) return {
				value,
				tag
			};
		}
		const tag = this.defaultScalarTag;
		return {
			value: tag.resolve(source, false, tag.tagName),
			tag
		};
	}
	/**
	* Creates a new schema with the specified tags added. If a tag already
	* exists, it is replaced by the specified tag.
	*
	* @example
	*
	* ```javascript
	* import { CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
	*
	* const schema = CORE_SCHEMA.withTags(mergeTag, realMapTag)
	* ```
	*/
	withTags(...tags) {
		let flatTags = [];
		for (const tag of tags) flatTags = flatTags.concat(tag);
		return new Schema([...this.tags, ...flatTags]);
	}
};
/**
* The YAML 1.2 Failsafe Schema: strings, sequences, and mappings.
*
* @category Schemas
*/
var FAILSAFE_SCHEMA = new Schema([
	strTag,
	seqTag,
	mapTag
]);
/**
* The YAML 1.2 JSON Schema. It uses JSON scalar forms while retaining YAML
* collection syntax.
*
* @category Schemas
*/
var JSON_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullJsonTag,
	boolJsonTag,
	intJsonTag,
	floatJsonTag
]);
/**
* The default schema for the loaders. Note, {@link CORE_SCHEMA} comes
* without the `!!merge` tag. You can easily enable it if needed.
*
* @example
* Enable {@link mergeTag}:
*
* ```javascript
* import { load, CORE_SCHEMA, mergeTag } from 'js-yaml'
*
* try {
*   load(data, { schema: CORE_SCHEMA.withTags(mergeTag) })
* } catch (e) {
*   console.error(e)
* }
* ```
*
* @category Schemas
*/
var CORE_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullCoreTag,
	boolCoreTag,
	intCoreTag,
	floatCoreTag
]);
/**
* YAML 1.1-compatible schema.
*
* @category Schemas
*/
var YAML11_SCHEMA = new Schema([
	...FAILSAFE_SCHEMA.tags,
	nullYaml11Tag,
	boolYaml11Tag,
	intYaml11Tag,
	floatYaml11Tag,
	timestampTag,
	mergeTag,
	binaryTag,
	omapTag,
	pairsTag,
	setTag
]);
/**
* The dumper schema for maximum compatibility. It combines all supported type
* variants from YAML 1.1 and YAML 1.2 so strings matching any of them are
* quoted. This makes the generated YAML more compatible with other parsers.
*
* The schema is based on YAML 1.1, but extends `!!int` and `!!float` to accept
* both YAML 1.1 and Core Schema forms, since Core Schema supports some forms
* that YAML 1.1 does not.
*
* @category Schemas
*/
YAML11_SCHEMA.withTags({
	...intYaml11Tag,
	resolve: (source, isExplicit, tagName) => {
		const result = intYaml11Tag.resolve(source, isExplicit, tagName);
		return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
	}
}, {
	...floatYaml11Tag,
	resolve: (source, isExplicit, tagName) => {
		const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
		return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
	}
});
//#endregion
//#region src/tag/mapping/real_map.ts
/**
* Recommended when non-string keys are actually needed. It uses native
* JavaScript `Map` objects, so keys keep their constructed types instead of
* being converted to strings.
*
* It is not the default to avoid widespread breaking changes in existing
* projects. `Map` has a different access API and does not pass deep equality
* checks against `{}`-based fixtures. Alongside the other changes in v5,
* making it the default was considered too disruptive.
*
* If these differences are acceptable for your project, we recommend using
* {@link realMapTag} to guarantee the absence of problems and side effects.
*
* @example
* Enable {@link realMapTag}:
*
* ```javascript
* import { load, CORE_SCHEMA, realMapTag } from 'js-yaml'
*
* try {
*   load(data, { schema: CORE_SCHEMA.withTags(realMapTag) })
* } catch (e) {
*   console.error(e)
* }
* ```
*
* @category Tags
*/
defineMappingTag("tag:yaml.org,2002:map", {
	create: () => /* @__PURE__ */ new Map(),
	addPair: (container, key, value) => {
		container.set(key, value);
		return "";
	},
	has: (container, key) => container.has(key),
	keys: (container) => container.keys(),
	get: (container, key) => container.get(key),
	identify: (data) => data instanceof Map || isPlainObject(data),
	represent: (data) => {
		if (data instanceof Map) return data;
		const map = /* @__PURE__ */ new Map();
		const obj = data;
		for (const key of Object.keys(obj)) map.set(key, obj[key]);
		return map;
	}
});
//#endregion
//#region src/tag/mapping/legacy_map.ts
function normalizeKey(key) {
	if (Array.isArray(key)) {
		const array = Array.prototype.slice.call(key);
		for (let index = 0; index < array.length; index++) {
			if (Array.isArray(array[index])) return null;
			if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
		}
		return String(array);
	}
	if (typeof key === "object" && Object.prototype.toString.call(key) === "[object Object]") return "[object Object]";
	return String(key);
}
/**
* This implementation exists solely to reproduce v4 behavior exactly. Its use
* is strongly discouraged. If complex or non-string keys are needed, use
* {@link realMapTag} instead.
*
* @category Tags
*/
defineMappingTag("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: isPlainObject,
	represent: (o) => {
		const map = /* @__PURE__ */ new Map();
		for (const key of Object.keys(o)) map.set(key, o[key]);
		return map;
	},
	addPair: (container, key, value) => {
		const normalizedKey = normalizeKey(key);
		if (normalizedKey === null) return "nested arrays are not supported inside keys";
		if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
			value,
			enumerable: true,
			configurable: true,
			writable: true
		});
		else container[normalizedKey] = value;
		return "";
	},
	has: (container, key) => {
		const normalizedKey = normalizeKey(key);
		return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
	},
	keys: (container) => Object.keys(container),
	get: (container, key) => {
		const normalizedKey = String(key);
		if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
		return container[normalizedKey];
	}
});
//#endregion
//#region src/common/snippet.ts
var DEFAULT_SNIPPET_OPTIONS = {
	maxLength: 79,
	indent: 1,
	linesBefore: 3,
	linesAfter: 2
};
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
	let head = "";
	let tail = "";
	const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
	if (position - lineStart > maxHalfLength) {
		head = " ... ";
		lineStart = position - maxHalfLength + head.length;
	}
	if (lineEnd - position > maxHalfLength) {
		tail = " ...";
		lineEnd = position + maxHalfLength - tail.length;
	}
	return {
		str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "→") + tail,
		pos: position - lineStart + head.length
	};
}
function padStart(string, max) {
	return " ".repeat(Math.max(max - string.length, 0)) + string;
}
function makeSnippet(mark, options) {
	if (!mark.buffer) return null;
	const opts = {
		...DEFAULT_SNIPPET_OPTIONS,
		...options
	};
	const re = /\r?\n|\r|\0/g;
	const lineStarts = [0];
	const lineEnds = [];
	let match;
	let foundLineNo = -1;
	while (match = re.exec(mark.buffer)) {
		lineEnds.push(match.index);
		lineStarts.push(match.index + match[0].length);
		if (mark.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
	}
	if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
	let result = "";
	const lineNoLength = Math.min(mark.line + opts.linesAfter, lineEnds.length).toString().length;
	const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
	for (let i = 1; i <= opts.linesBefore; i++) {
		if (foundLineNo - i < 0) break;
		const line = getLine(mark.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
		result = `${" ".repeat(opts.indent)}${padStart((mark.line - i + 1).toString(), lineNoLength)} | ${line.str}\n${result}`;
	}
	const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
	result += `${" ".repeat(opts.indent)}${padStart((mark.line + 1).toString(), lineNoLength)} | ${line.str}\n`;
	result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^\n`;
	for (let i = 1; i <= opts.linesAfter; i++) {
		if (foundLineNo + i >= lineEnds.length) break;
		const line = getLine(mark.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
		result += `${" ".repeat(opts.indent)}${padStart((mark.line + i + 1).toString(), lineNoLength)} | ${line.str}\n`;
	}
	return result.replace(/\n$/, "");
}
//#endregion
//#region src/common/exception.ts
function formatError(exception, compact) {
	let where = "";
	if (!exception.mark) return exception.reason;
	if (exception.mark.name) where += `in "${exception.mark.name}" `;
	where += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
	if (!compact && exception.mark.snippet) where += `\n\n${exception.mark.snippet}`;
	return `${exception.reason} ${where}`;
}
/**
* A YAML error. Unlike an ordinary `Error`, it adds a source snippet showing
* the location of the problem to the error message, when available.
*
* @category Main
*/
var YAMLException = class YAMLException extends Error {
	reason;
	mark;
	/**
	* Optional `mark` contains source snippet data. Usually, use
	* {@link YAMLException.throwAt} instead of passing it directly.
	*/
	constructor(reason, mark) {
		super();
		this.name = "YAMLException";
		this.reason = reason;
		this.mark = mark;
		this.message = formatError(this, false);
		if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
	}
	/**
	* Returns the formatted error, omitting the source snippet in compact mode.
	*/
	toString(compact) {
		return `${this.name}: ${formatError(this, compact)}`;
	}
	/**
	* Builds a YAMLException with a source snippet and throws it. `source` is
	* the raw input text; `position` is an offset into it.
	*/
	static throwAt(source, position, message, filename = "") {
		let line = 0;
		let lineStart = 0;
		for (let index = 0; index < position; index++) {
			const ch = source.charCodeAt(index);
			if (ch === 10) {
				line++;
				lineStart = index + 1;
			} else if (ch === 13) {
				line++;
				if (source.charCodeAt(index + 1) === 10) index++;
				lineStart = index + 1;
			}
		}
		const mark = {
			name: filename,
			buffer: source,
			position,
			line,
			column: position - lineStart
		};
		mark.snippet = makeSnippet(mark);
		throw new YAMLException(message, mark);
	}
};
//#endregion
//#region src/parser/events.ts
/** @category Events */
var EVENT_ID = {
	DOCUMENT: 1,
	SEQUENCE: 2,
	MAPPING: 3,
	SCALAR: 4,
	ALIAS: 5,
	POP: 6
};
/** @category Nodes */
var SCALAR_STYLE = {
	PLAIN: 1,
	SINGLE_QUOTED: 2,
	DOUBLE_QUOTED: 3,
	LITERAL_BLOCK: 4,
	FOLDED_BLOCK: 5
};
/** @category Nodes */
var COLLECTION_STYLE = {
	BLOCK: 1,
	FLOW: 2
};
/** @category Nodes */
var CHOMPING_MODE = {
	CLIP: 1,
	STRIP: 2,
	KEEP: 3
};
//#endregion
//#region src/parser/parser_scalar.ts
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
	switch (c) {
		case 48: return "\0";
		case 97: return "\x07";
		case 98: return "\b";
		case 116: return "	";
		case 9: return "	";
		case 110: return "\n";
		case 118: return "\v";
		case 102: return "\f";
		case 114: return "\r";
		case 101: return "\x1B";
		case 32: return " ";
		case 34: return "\"";
		case 47: return "/";
		case 92: return "\\";
		case 78: return "";
		case 95: return "\xA0";
		case 76: return "\u2028";
		case 80: return "\u2029";
		default: return "";
	}
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
	simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
	simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
	if (c <= 65535) return String.fromCharCode(c);
	return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
	if (c >= 48 && c <= 57) return c - 48;
	return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
	if (c === 120) return 2;
	if (c === 117) return 4;
	return 8;
}
function skipFoldedBreaks(input, position, end) {
	let breaks = 0;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 10) {
			breaks++;
			position++;
		} else if (ch === 13) {
			breaks++;
			position++;
			if (input.charCodeAt(position) === 10) position++;
		} else if (ch === 32 || ch === 9) position++;
		else break;
	}
	return {
		position,
		breaks
	};
}
function foldedBreaks(count) {
	if (count === 1) return " ";
	return "\n".repeat(count - 1);
}
function getPlainValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 39) {
			result += input.slice(captureStart, position) + "'";
			position += 2;
			captureStart = captureEnd = position;
		} else if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
	let result = "";
	let position = start;
	let captureStart = start;
	let captureEnd = start;
	while (position < end) {
		const ch = input.charCodeAt(position);
		if (ch === 92) {
			result += input.slice(captureStart, position);
			position++;
			const escaped = input.charCodeAt(position);
			if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
			else if (escaped < 256 && simpleEscapeCheck[escaped]) {
				result += simpleEscapeMap[escaped];
				position++;
			} else {
				let hexLength = escapedHexLen$1(escaped);
				let hexResult = 0;
				for (; hexLength > 0; hexLength--) {
					position++;
					const digit = fromHexCode$1(input.charCodeAt(position));
					hexResult = (hexResult << 4) + digit;
				}
				result += charFromCodepoint(hexResult);
				position++;
			}
			captureStart = captureEnd = position;
		} else if (ch === 10 || ch === 13) {
			result += input.slice(captureStart, captureEnd);
			const fold = skipFoldedBreaks(input, position, end);
			result += foldedBreaks(fold.breaks);
			position = captureStart = captureEnd = fold.position;
		} else {
			position++;
			if (ch !== 32 && ch !== 9) captureEnd = position;
		}
	}
	return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
	const textIndent = indent < 0 ? 0 : indent;
	const region = input.slice(start, end).replace(/\r\n?/g, "\n");
	const lines = region === "" ? [] : (region.endsWith("\n") ? region.slice(0, -1) : region).split("\n");
	let result = "";
	let didReadContent = false;
	let emptyLines = 0;
	let atMoreIndented = false;
	for (const line of lines) {
		let column = 0;
		while (column < textIndent && line.charCodeAt(column) === 32) column++;
		if (indent < 0 || column >= line.length) {
			emptyLines++;
			continue;
		}
		const content = line.slice(textIndent);
		const first = content.charCodeAt(0);
		if (folded) {
			if (first === 32 || first === 9) {
				atMoreIndented = true;
				result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
			} else if (atMoreIndented) {
				atMoreIndented = false;
				result += "\n".repeat(emptyLines + 1);
			} else if (emptyLines === 0) {
				if (didReadContent) result += " ";
			} else result += "\n".repeat(emptyLines);
		} else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
		result += content;
		didReadContent = true;
		emptyLines = 0;
	}
	if (chomping === CHOMPING_MODE.KEEP) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
	else if (chomping !== CHOMPING_MODE.STRIP) {
		if (didReadContent) result += "\n";
	}
	return result;
}
/**
* Decodes the scalar referenced by event offsets in `input`.
*
* @category Events
*/
function getScalarValue(input, scalar) {
	if (scalar.valueStart === NO_RANGE$3) return "";
	const { valueStart, valueEnd } = scalar;
	if (scalar.fast) return input.slice(valueStart, valueEnd);
	switch (scalar.style) {
		case SCALAR_STYLE.SINGLE_QUOTED: return getSingleQuotedValue(input, valueStart, valueEnd);
		case SCALAR_STYLE.DOUBLE_QUOTED: return getDoubleQuotedValue(input, valueStart, valueEnd);
		case SCALAR_STYLE.LITERAL_BLOCK: return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, false);
		case SCALAR_STYLE.FOLDED_BLOCK: return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, true);
		default: return getPlainValue(input, valueStart, valueEnd);
	}
}
//#endregion
//#region src/common/tagname.ts
var DEFAULT_TAG_HANDLERS = Object.assign(Object.create(null), {
	"!": "!",
	"!!": "tag:yaml.org,2002:"
});
function tagPercentDecode(source) {
	let result = "";
	let index = 0;
	while (index < source.length) {
		if (source.charCodeAt(index) !== 37) {
			result += source[index++];
			continue;
		}
		let ch = parseInt(source.slice(index + 1, index + 3), 16);
		index += 3;
		if (ch >= 192) {
			let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
			ch &= (1 << 6 - remaining) - 1;
			while (remaining-- > 0) {
				ch = ch << 6 | parseInt(source.slice(index + 1, index + 3), 16) & 63;
				index += 3;
			}
		}
		if (ch < 65536) result += String.fromCharCode(ch);
		else {
			ch -= 65536;
			result += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
		}
	}
	return result;
}
function tagNameFull(rawTag, tagHandlers) {
	if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return tagPercentDecode(rawTag.slice(2, -1));
	const handleEnd = rawTag.indexOf("!", 1);
	const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
	return tagPercentDecode(tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle) + tagPercentDecode(rawTag.slice(handle.length));
}
//#endregion
//#region src/parser/constructor.ts
var NO_RANGE$2 = -1;
var MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
var DEFAULT_CONSTRUCTOR_OPTIONS = {
	filename: "",
	schema: CORE_SCHEMA,
	json: false,
	maxTotalMergeKeys: 1e4,
	maxAliases: -1
};
function eventPosition$1(event) {
	if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
	if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
	if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
	if ("start" in event) return event.start;
	return 0;
}
function throwError$1(state, message) {
	YAMLException.throwAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
	try {
		return tag.finalize(carrier);
	} catch (error) {
		if (error instanceof YAMLException) throw error;
		YAMLException.throwAt(state.source, position, error instanceof Error ? error.message : String(error), state.filename);
	}
}
function constructScalar(state, event) {
	const source = getScalarValue(state.source, event);
	const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
	const strTag = state.schema.defaultScalarTag;
	if (rawTag !== "") {
		if (rawTag === "!") return {
			value: source,
			tag: strTag
		};
		const tagName = tagNameFull(rawTag, state.tagHandlers);
		const scalarTag = state.schema.lookupScalarTag(tagName);
		if (scalarTag) {
			const result = scalarTag.resolve(source, true, tagName);
			if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
			return {
				value: result,
				tag: scalarTag
			};
		}
		const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
		if (collectionTagDef) {
			if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
			const carrier = collectionTagDef.create(tagName);
			return {
				value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
				tag: collectionTagDef
			};
		}
		throwError$1(state, `unknown scalar tag !<${tagName}>`);
	}
	if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source);
	return {
		value: strTag.resolve(source, false, strTag.tagName),
		tag: strTag
	};
}
function collectionTagName(state, event, defaultTagName) {
	const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
	return rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
}
function isMappingTag(tag) {
	return tag.nodeKind === "mapping";
}
function chargeMergeWork(state) {
	state.totalMergeKeys++;
	if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
}
function mergeKeys(state, frame, source, sourceTag) {
	chargeMergeWork(state);
	for (const sourceKey of sourceTag.keys(source)) {
		chargeMergeWork(state);
		if (frame.tag.has(frame.value, sourceKey)) continue;
		const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
		if (err) throwError$1(state, err);
		frame.overridable ??= /* @__PURE__ */ new Set();
		frame.overridable.add(sourceKey);
	}
}
function mergeSource(state, frame, source, sourceTag) {
	state.position = frame.keyPosition;
	if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
	else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) {
		if (source.length > 100) throwError$1(state, "abnormal merge sequence size");
		for (const element of source) {
			const elementTag = state.nodeTags.get(element);
			if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
			mergeKeys(state, frame, element, elementTag);
		}
	} else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key, value, tag) {
	state.position = frame.keyPosition;
	if (frame.keyIsMerge) {
		mergeSource(state, frame, value, tag);
		return;
	}
	if (!state.json && frame.tag.has(frame.value, key) && !frame.overridable?.has(key)) throwError$1(state, "duplicated mapping key");
	const err = frame.tag.addPair(frame.value, key, value);
	if (err) throwError$1(state, err);
	frame.overridable?.delete(key);
}
function addValue(state, value, tag) {
	const frame = state.frames[state.frames.length - 1];
	if (frame.kind === "document") {
		frame.value = value;
		frame.hasValue = true;
	} else if (frame.kind === "sequence") {
		if (isMappingTag(tag)) state.nodeTags.set(value, tag);
		const err = frame.tag.addItem(frame.value, value, frame.index++);
		if (err) throwError$1(state, err);
	} else if (frame.hasKey) {
		const key = frame.key;
		frame.key = void 0;
		frame.hasKey = false;
		addMappingValue(state, frame, key, value, tag);
	} else {
		frame.key = value;
		frame.keyPosition = state.position;
		frame.hasKey = true;
		frame.keyIsMerge = tag.tagName === MERGE_TAG_NAME;
	}
}
function storeAnchor(state, event, value, tag, isValueFinal) {
	if (event.anchorStart !== NO_RANGE$2) {
		const anchor = {
			value,
			tag,
			isValueFinal
		};
		state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor);
		return anchor;
	}
	return null;
}
/**
* Constructs JavaScript documents directly from parser events, without an
* intermediate AST.
*
* @category Events
*/
function constructFromEvents(events, options) {
	const state = {
		...DEFAULT_CONSTRUCTOR_OPTIONS,
		...options,
		events,
		documents: [],
		eventIndex: 0,
		position: 0,
		frames: [],
		anchors: /* @__PURE__ */ new Map(),
		nodeTags: /* @__PURE__ */ new Map(),
		tagHandlers: Object.create(null),
		totalMergeKeys: 0,
		aliasCount: 0
	};
	while (state.eventIndex < state.events.length) {
		const event = state.events[state.eventIndex++];
		state.position = eventPosition$1(event);
		switch (event.type) {
			case EVENT_ID.DOCUMENT:
				state.anchors = /* @__PURE__ */ new Map();
				state.nodeTags = /* @__PURE__ */ new Map();
				state.aliasCount = 0;
				state.tagHandlers = Object.create(null);
				for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
				state.frames.push({
					kind: "document",
					position: state.position,
					value: void 0,
					hasValue: false
				});
				break;
			case EVENT_ID.SCALAR: {
				const { value, tag } = constructScalar(state, event);
				storeAnchor(state, event, value, tag, true);
				addValue(state, value, tag);
				break;
			}
			case EVENT_ID.SEQUENCE: {
				const tagName = collectionTagName(state, event, "tag:yaml.org,2002:seq");
				const tag = state.schema.lookupSequenceTag(tagName);
				if (!tag) throwError$1(state, `unknown sequence tag !<${tagName}>`);
				const value = tag.create(tagName);
				const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
				state.frames.push({
					kind: "sequence",
					position: state.position,
					value,
					tag,
					anchor,
					index: 0
				});
				break;
			}
			case EVENT_ID.MAPPING: {
				const tagName = collectionTagName(state, event, "tag:yaml.org,2002:map");
				const tag = state.schema.lookupMappingTag(tagName);
				if (!tag) throwError$1(state, `unknown mapping tag !<${tagName}>`);
				const value = tag.create(tagName);
				const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
				state.frames.push({
					kind: "mapping",
					position: state.position,
					value,
					tag,
					anchor,
					key: void 0,
					keyPosition: state.position,
					hasKey: false,
					keyIsMerge: false,
					overridable: null
				});
				break;
			}
			case EVENT_ID.ALIAS: {
				if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
				const name = state.source.slice(event.anchorStart, event.anchorEnd);
				const anchor = state.anchors.get(name);
				if (!anchor) throwError$1(state, `unidentified alias "${name}"`);
				if (!anchor.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor.tag.tagName} because it uses finalize()`);
				addValue(state, anchor.value, anchor.tag);
				break;
			}
			case EVENT_ID.POP: {
				const frame = state.frames.pop();
				if (frame.kind === "mapping" && frame.hasKey) {
					state.position = frame.keyPosition;
					throwError$1(state, "incomplete mapping pair in event stream");
				}
				if (frame.kind === "document") state.documents.push(frame.value);
				else {
					const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
					if (frame.anchor) {
						frame.anchor.value = value;
						frame.anchor.isValueFinal = true;
					}
					addValue(state, value, frame.tag);
				}
				break;
			}
		}
	}
	return state.documents;
}
//#endregion
//#region src/parser/parser.ts
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
	filename: "",
	maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
	state.events.push({
		type: EVENT_ID.DOCUMENT,
		explicitStart,
		explicitEnd,
		directives: state.directives
	});
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
	state.events.push({
		type: EVENT_ID.SEQUENCE,
		start,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style
	});
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
	state.events.push({
		type: EVENT_ID.MAPPING,
		start,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style
	});
}
function insertFlowPairMappingEvent(state, snapshot) {
	state.events.splice(snapshot.eventsLength, 0, {
		type: EVENT_ID.MAPPING,
		start: snapshot.position,
		anchorStart: NO_RANGE$1,
		anchorEnd: NO_RANGE$1,
		tagStart: NO_RANGE$1,
		tagEnd: NO_RANGE$1,
		style: COLLECTION_STYLE.FLOW
	});
}
function addScalarEvent(state, valueStart, valueEnd, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
	state.events.push({
		type: EVENT_ID.SCALAR,
		valueStart,
		valueEnd,
		anchorStart,
		anchorEnd,
		tagStart,
		tagEnd,
		style,
		chomping,
		indent,
		fast
	});
}
function addAliasEvent(state, anchorStart, anchorEnd) {
	state.events.push({
		type: EVENT_ID.ALIAS,
		anchorStart,
		anchorEnd
	});
}
function addPopEvent(state) {
	state.events.push({ type: EVENT_ID.POP });
}
function addEmptyScalarEvent(state) {
	addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, SCALAR_STYLE.PLAIN);
}
function emptyProperties() {
	return {
		anchorStart: NO_RANGE$1,
		anchorEnd: NO_RANGE$1,
		tagStart: NO_RANGE$1,
		tagEnd: NO_RANGE$1
	};
}
function snapshotState(state) {
	return {
		position: state.position,
		line: state.line,
		lineStart: state.lineStart,
		lineIndent: state.lineIndent,
		firstTabInLine: state.firstTabInLine,
		eventsLength: state.events.length
	};
}
function restoreState(state, snapshot) {
	state.position = snapshot.position;
	state.line = snapshot.line;
	state.lineStart = snapshot.lineStart;
	state.lineIndent = snapshot.lineIndent;
	state.firstTabInLine = snapshot.firstTabInLine;
	state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
	YAMLException.throwAt(state.input.slice(0, state.length), state.position, message, state.filename);
}
function isEol(c) {
	return c === 10 || c === 13;
}
function isWhiteSpace(c) {
	return c === 9 || c === 32;
}
function isWsOrEol(c) {
	return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
	return c === 0 || isWsOrEol(c);
}
function isFlowIndicator$1(c) {
	return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
	return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
	if (c >= 48 && c <= 57) return c - 48;
	const lc = c | 32;
	if (lc >= 97 && lc <= 102) return lc - 97 + 10;
	return -1;
}
function escapedHexLen(c) {
	if (c === 120) return 2;
	if (c === 117) return 4;
	if (c === 85) return 8;
	return 0;
}
function isSimpleEscape(c) {
	return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
	if (state.input.charCodeAt(state.position) === 10) state.position++;
	else {
		state.position++;
		if (state.input.charCodeAt(state.position) === 10) state.position++;
	}
	state.line++;
	state.lineStart = state.position;
	state.lineIndent = 0;
	state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
	let lineBreaks = 0;
	let ch = state.input.charCodeAt(state.position);
	let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
	while (ch !== 0) {
		while (isWhiteSpace(ch)) {
			hasSeparation = true;
			if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
			ch = state.input.charCodeAt(++state.position);
		}
		if (allowComments && hasSeparation && ch === 35) do
			ch = state.input.charCodeAt(++state.position);
		while (!isEol(ch) && ch !== 0);
		if (!isEol(ch)) break;
		consumeLineBreak(state);
		lineBreaks++;
		hasSeparation = true;
		ch = state.input.charCodeAt(state.position);
		while (ch === 32) {
			state.lineIndent++;
			ch = state.input.charCodeAt(++state.position);
		}
	}
	return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
	const ch = state.input.charCodeAt(position);
	if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
		const following = state.input.charCodeAt(position + 3);
		return following === 0 || isWsOrEol(following);
	}
	return false;
}
function skipByteOrderMark(state) {
	if (state.position === state.lineStart && state.input.charCodeAt(state.position) === 65279) {
		state.position++;
		state.lineStart = state.position;
	}
}
function testDocumentBoundary(state) {
	if (state.position !== state.lineStart) return false;
	if (testDocumentSeparator(state)) return true;
	if (state.input.charCodeAt(state.position) !== 65279) return false;
	const snapshot = snapshotState(state);
	skipByteOrderMark(state);
	skipSeparationSpace(state, true);
	const ch = state.input.charCodeAt(state.position);
	const result = state.position === state.lineStart && (ch === 37 || ch === 45 && testDocumentSeparator(state));
	restoreState(state, snapshot);
	return result;
}
function skipUntilLineEnd(state) {
	let ch = state.input.charCodeAt(state.position);
	while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
	const match = PATTERN_NON_PRINTABLE.exec(state.input.slice(start, end));
	if (match !== null) {
		state.position = start + match.index + match[0].length - 1;
		throwError(state, "the stream contains non-printable characters");
	}
}
function readTagProperty(state, props, inFlow) {
	if (state.input.charCodeAt(state.position) !== 33) return false;
	if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
	const start = state.position;
	let isVerbatim = false;
	let isNamed = false;
	let tagHandle = "!";
	let ch = state.input.charCodeAt(++state.position);
	if (ch === 60) {
		isVerbatim = true;
		ch = state.input.charCodeAt(++state.position);
	} else if (ch === 33) {
		isNamed = true;
		tagHandle = "!!";
		ch = state.input.charCodeAt(++state.position);
	}
	let suffixStart = state.position;
	let tagName;
	if (isVerbatim) {
		while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
		if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
		tagName = state.input.slice(suffixStart, state.position);
		state.position++;
	} else {
		while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator$1(ch))) {
			if (ch === 33) {
				if (!isNamed) {
					tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
					if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
					isNamed = true;
					suffixStart = state.position + 1;
				} else throwError(state, "tag suffix cannot contain exclamation marks");
			}
			ch = state.input.charCodeAt(++state.position);
		}
		tagName = state.input.slice(suffixStart, state.position);
		if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
	}
	if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
	if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
	props.tagStart = start;
	props.tagEnd = state.position;
	return true;
}
function readAnchorProperty(state, props) {
	if (state.input.charCodeAt(state.position) !== 38) return false;
	if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
	state.position++;
	const start = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator$1(state.input.charCodeAt(state.position))) state.position++;
	if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
	props.anchorStart = start;
	props.anchorEnd = state.position;
	return true;
}
function readAlias(state, props) {
	if (state.input.charCodeAt(state.position) !== 42) return false;
	if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
	state.position++;
	const start = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator$1(state.input.charCodeAt(state.position))) state.position++;
	if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
	addAliasEvent(state, start, state.position);
	return true;
}
function readFlowScalarBreak(state, nodeIndent) {
	skipSeparationSpace(state, false);
	if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
	if (state.input.charCodeAt(state.position) !== 39) return false;
	state.position++;
	const start = state.position;
	let simple = true;
	while (state.input.charCodeAt(state.position) !== 0) {
		const ch = state.input.charCodeAt(state.position);
		if (ch === 39) {
			if (state.input.charCodeAt(state.position + 1) === 39) {
				simple = false;
				state.position += 2;
				continue;
			}
			const end = state.position;
			state.position++;
			addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.SINGLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
			return true;
		}
		if (isEol(ch)) {
			simple = false;
			readFlowScalarBreak(state, nodeIndent);
		} else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
		else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
		else state.position++;
	}
	throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
	if (state.input.charCodeAt(state.position) !== 34) return false;
	state.position++;
	const start = state.position;
	let simple = true;
	while (state.input.charCodeAt(state.position) !== 0) {
		const ch = state.input.charCodeAt(state.position);
		if (ch === 34) {
			const end = state.position;
			state.position++;
			addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.DOUBLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
			return true;
		}
		if (ch === 92) {
			simple = false;
			const escaped = state.input.charCodeAt(++state.position);
			if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
			else if (isSimpleEscape(escaped)) state.position++;
			else {
				let hexLength = escapedHexLen(escaped);
				if (hexLength === 0) throwError(state, "unknown escape sequence");
				while (hexLength-- > 0) {
					state.position++;
					if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
				}
				state.position++;
			}
		} else if (isEol(ch)) {
			simple = false;
			readFlowScalarBreak(state, nodeIndent);
		} else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
		else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
		else state.position++;
	}
	throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
	const ch = state.input.charCodeAt(state.position);
	let chomping = CHOMPING_MODE.CLIP;
	let indent = -1;
	let detectedIndent = false;
	if (ch !== 124 && ch !== 62) return false;
	const style = ch === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
	state.position++;
	while (state.input.charCodeAt(state.position) !== 0) {
		const current = state.input.charCodeAt(state.position);
		const digit = fromDecimalCode(current);
		if (current === 43 || current === 45) {
			if (chomping !== CHOMPING_MODE.CLIP) throwError(state, "repeat of a chomping mode identifier");
			chomping = current === 43 ? CHOMPING_MODE.KEEP : CHOMPING_MODE.STRIP;
			state.position++;
		} else if (digit >= 0) {
			if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
			if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
			indent = parentIndent + digit - 1;
			detectedIndent = true;
			state.position++;
		} else break;
	}
	let hadWhitespace = false;
	while (isWhiteSpace(state.input.charCodeAt(state.position))) {
		hadWhitespace = true;
		state.position++;
	}
	if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
	if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
	else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
	let contentIndent = detectedIndent ? indent : -1;
	let maxLeadingIndent = 0;
	const valueStart = state.position;
	let valueEnd = state.position;
	while (state.input.charCodeAt(state.position) !== 0) {
		const linePosition = state.position;
		let column = 0;
		while (state.input.charCodeAt(linePosition + column) === 32) column++;
		const first = state.input.charCodeAt(linePosition + column);
		if (first === 0) {
			if (contentIndent >= 0) {
				if (column > contentIndent) valueEnd = linePosition + column;
			} else if (column > 0) valueEnd = linePosition + column;
			break;
		}
		if (testDocumentBoundary(state)) break;
		if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
		if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
			if (first === 9 && column < parentIndent) {
				state.position = linePosition + column;
				throwError(state, "tab characters must not be used in indentation");
			}
			if (column >= parentIndent && column < maxLeadingIndent) {
				state.position = linePosition + column;
				throwError(state, "bad indentation of a mapping entry");
			}
		}
		if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
			state.lineIndent = column;
			state.position = linePosition + column;
			break;
		}
		if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
		const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
		if (first !== 0 && !isEol(first) && column < requiredIndent) {
			state.lineIndent = column;
			state.position = linePosition + column;
			break;
		}
		skipUntilLineEnd(state);
		valueEnd = state.position;
		if (isEol(state.input.charCodeAt(state.position))) {
			consumeLineBreak(state);
			valueEnd = state.position;
		}
	}
	checkPrintable(state, valueStart, valueEnd);
	addScalarEvent(state, valueStart, valueEnd, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
	return true;
}
function canStartPlainScalar(state, nodeContext) {
	const ch = state.input.charCodeAt(state.position);
	const inFlow = nodeContext === CONTEXT_FLOW_IN;
	if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || isFlowIndicator$1(ch)) return false;
	if (ch === 63 || ch === 45) {
		const following = state.input.charCodeAt(state.position + 1);
		if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator$1(following)) return false;
	}
	return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
	if (!canStartPlainScalar(state, nodeContext)) return false;
	const start = state.position;
	let end = state.position;
	let ch = state.input.charCodeAt(state.position);
	const inFlow = nodeContext === CONTEXT_FLOW_IN;
	let multiline = false;
	while (ch !== 0) {
		if (testDocumentBoundary(state)) break;
		if (ch === 58) {
			const following = state.input.charCodeAt(state.position + 1);
			if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator$1(following)) break;
		} else if (ch === 35) {
			if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
		} else if (inFlow && isFlowIndicator$1(ch)) break;
		else if (isEol(ch)) {
			const savedPosition = state.position;
			const savedLine = state.line;
			const savedLineStart = state.lineStart;
			const savedLineIndent = state.lineIndent;
			skipSeparationSpace(state, false);
			if (state.lineIndent >= nodeIndent) {
				multiline = true;
				ch = state.input.charCodeAt(state.position);
				continue;
			}
			state.position = savedPosition;
			state.line = savedLine;
			state.lineStart = savedLineStart;
			state.lineIndent = savedLineIndent;
			break;
		}
		if (!isWhiteSpace(ch)) end = state.position + 1;
		ch = state.input.charCodeAt(++state.position);
	}
	if (end === start) return false;
	checkPrintable(state, start, end);
	addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, -1, !multiline);
	return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
	const startLine = state.line;
	skipSeparationSpace(state, true);
	if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
	const ch = state.input.charCodeAt(state.position);
	const isMapping = ch === 123;
	const start = state.position;
	let readNext = true;
	if (ch !== 91 && ch !== 123) return false;
	const terminator = isMapping ? 125 : 93;
	if (isMapping) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
	else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
	state.position++;
	while (state.input.charCodeAt(state.position) !== 0) {
		skipFlowSeparationSpace(state, nodeIndent);
		let ch = state.input.charCodeAt(state.position);
		if (ch === terminator) {
			state.position++;
			addPopEvent(state);
			return true;
		} else if (!readNext) throwError(state, "missed comma between flow collection entries");
		else if (ch === 44) throwError(state, "expected the node content, but found ','");
		let isPair = false;
		let isExplicitPair = false;
		if (ch === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
			isPair = isExplicitPair = true;
			state.position += 1;
			skipFlowSeparationSpace(state, nodeIndent);
		}
		const entryLine = state.line;
		const entryStart = snapshotState(state);
		const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
		skipFlowSeparationSpace(state, nodeIndent);
		ch = state.input.charCodeAt(state.position);
		if ((isMapping || isExplicitPair || state.line === entryLine) && ch === 58) {
			isPair = true;
			state.position++;
			skipFlowSeparationSpace(state, nodeIndent);
			if (!isMapping) {
				insertFlowPairMappingEvent(state, entryStart);
				if (!keyWasRead) addEmptyScalarEvent(state);
			} else if (!keyWasRead) addEmptyScalarEvent(state);
			if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
			skipFlowSeparationSpace(state, nodeIndent);
			if (!isMapping) addPopEvent(state);
		} else if (isMapping && isPair) {
			if (!keyWasRead) addEmptyScalarEvent(state);
			addEmptyScalarEvent(state);
		} else if (isMapping) addEmptyScalarEvent(state);
		else if (isPair) {
			insertFlowPairMappingEvent(state, entryStart);
			if (!keyWasRead) addEmptyScalarEvent(state);
			addEmptyScalarEvent(state);
			addPopEvent(state);
		}
		ch = state.input.charCodeAt(state.position);
		if (ch === 44) {
			readNext = true;
			state.position++;
		} else readNext = false;
	}
	throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
	if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
	addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
	while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
		if (state.firstTabInLine !== -1) {
			state.position = state.firstTabInLine;
			throwError(state, "tab characters must not be used in indentation");
		}
		const entryLine = state.line;
		state.position++;
		const hadBreak = skipSeparationSpace(state, true) > 0;
		if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
		if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
		else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
		skipSeparationSpace(state, true);
		if (state.lineIndent < nodeIndent || state.position >= state.length) break;
		if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
		if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
	}
	addPopEvent(state);
	return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
	let atExplicitKey = false;
	let detected = false;
	let mappingOpened = false;
	let pendingExplicitKey = false;
	if (state.firstTabInLine !== -1) return false;
	let ch = state.input.charCodeAt(state.position);
	while (ch !== 0) {
		if (!atExplicitKey && state.firstTabInLine !== -1) {
			state.position = state.firstTabInLine;
			throwError(state, "tab characters must not be used in indentation");
		}
		const following = state.input.charCodeAt(state.position + 1);
		const entryLine = state.line;
		if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
			if (!mappingOpened) {
				addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
				mappingOpened = true;
			}
			if (ch === 63) {
				if (atExplicitKey) addEmptyScalarEvent(state);
				detected = true;
				atExplicitKey = true;
			} else if (atExplicitKey) atExplicitKey = false;
			else {
				addEmptyScalarEvent(state);
				detected = true;
				atExplicitKey = false;
			}
			state.position += 1;
			pendingExplicitKey = true;
		} else {
			if (atExplicitKey) {
				addEmptyScalarEvent(state);
				atExplicitKey = false;
			}
			const beforeKey = snapshotState(state);
			if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
			if (state.line === entryLine) {
				ch = state.input.charCodeAt(state.position);
				while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
				if (ch === 58) {
					ch = state.input.charCodeAt(++state.position);
					if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
					if (!mappingOpened) {
						state.events.splice(beforeKey.eventsLength, 0, {
							type: EVENT_ID.MAPPING,
							start: beforeKey.position,
							anchorStart: props.anchorStart,
							anchorEnd: props.anchorEnd,
							tagStart: props.tagStart,
							tagEnd: props.tagEnd,
							style: COLLECTION_STYLE.BLOCK
						});
						mappingOpened = true;
					}
					detected = true;
					atExplicitKey = false;
					pendingExplicitKey = false;
				} else if (detected) throwError(state, "expected ':' after a mapping key");
				else {
					if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
						restoreState(state, beforeKey);
						return false;
					}
					return true;
				}
			} else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
			else {
				if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
					restoreState(state, beforeKey);
					return false;
				}
				return true;
			}
		}
		if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
		if (!atExplicitKey) {
			if (pendingExplicitKey) {
				addEmptyScalarEvent(state);
				pendingExplicitKey = false;
			}
		}
		skipSeparationSpace(state, true);
		ch = state.input.charCodeAt(state.position);
		if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
		else if (state.lineIndent < nodeIndent) break;
	}
	if (!detected) return false;
	if (atExplicitKey) addEmptyScalarEvent(state);
	if (mappingOpened) addPopEvent(state);
	return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
	if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
	state.depth++;
	let indentStatus = 1;
	let atNewLine = false;
	let hasContent = false;
	let propertyStart = null;
	const props = emptyProperties();
	let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
	let allowBlockCollections = allowBlockScalars;
	const allowBlockStyles = allowBlockScalars;
	if (allowToSeek && skipSeparationSpace(state, true)) {
		atNewLine = true;
		if (state.lineIndent > parentIndent) indentStatus = 1;
		else if (state.lineIndent === parentIndent) indentStatus = 0;
		else indentStatus = -1;
	}
	if (indentStatus === 1) while (true) {
		const ch = state.input.charCodeAt(state.position);
		const propertyState = snapshotState(state);
		if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
		if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
			const fallbackState = snapshotState(state);
			const flowIndent = parentIndent + 1;
			if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) {
				state.depth--;
				return true;
			}
			restoreState(state, fallbackState);
		}
		if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
		if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
		if (propertyStart === null) propertyStart = propertyState;
		if (skipSeparationSpace(state, true)) {
			atNewLine = true;
			allowBlockCollections = allowBlockStyles;
			if (state.lineIndent > parentIndent) indentStatus = 1;
			else if (state.lineIndent === parentIndent) indentStatus = 0;
			else indentStatus = -1;
		} else allowBlockCollections = false;
	}
	if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
	if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
		const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
		const blockIndent = state.position - state.lineStart;
		if (indentStatus === 1) {
			if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent = true;
			else {
				const ch = state.input.charCodeAt(state.position);
				if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
					const fallbackState = snapshotState(state);
					const propertyIndent = propertyStart.position - propertyStart.lineStart;
					restoreState(state, propertyStart);
					if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) hasContent = true;
					else restoreState(state, fallbackState);
				}
				if (!hasContent && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent = true;
			}
		} else if (indentStatus === 0) hasContent = allowBlockCollections && readBlockSequence(state, blockIndent, props);
	}
	allowBlockScalars = allowBlockScalars && !hasContent;
	if (!hasContent && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
		addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN);
		hasContent = true;
	}
	state.depth--;
	return hasContent || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
	if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
	state.position++;
	const nameStart = state.position;
	while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
	const name = state.input.slice(nameStart, state.position);
	const args = [];
	if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
	while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
		while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
		if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
		const start = state.position;
		while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
		args.push(state.input.slice(start, state.position));
	}
	if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
	if (name === "YAML") {
		if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
		if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
		const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
		if (match === null) throwError(state, "ill-formed argument of the YAML directive");
		if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
		state.directives.push({
			kind: "yaml",
			version: args[0]
		});
	} else if (name === "TAG") {
		if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
		const [handle, prefix] = args;
		if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
		if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
		if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
		state.tagHandlers[handle] = prefix;
		state.directives.push({
			kind: "tag",
			handle,
			prefix
		});
	}
	return true;
}
function readDocument$1(state) {
	state.directives = [];
	state.tagHandlers = Object.create(null);
	let hasDirectives = false;
	skipSeparationSpace(state, true);
	while (readDirective(state)) {
		hasDirectives = true;
		skipSeparationSpace(state, true);
	}
	let explicitStart = false;
	let explicitEnd = false;
	let allowCompact = true;
	if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
		explicitStart = true;
		const markerLine = state.line;
		state.position += 3;
		skipSeparationSpace(state, true);
		allowCompact = state.line > markerLine;
	} else if (hasDirectives) throwError(state, "directives end mark is expected");
	const documentEventIndex = state.events.length;
	if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
		state.position += 3;
		skipSeparationSpace(state, true);
		return;
	}
	addDocumentEvent(state, explicitStart, false);
	if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
	skipSeparationSpace(state, true);
	if (state.position === state.lineStart && testDocumentSeparator(state)) {
		explicitEnd = state.input.charCodeAt(state.position) === 46;
		if (explicitEnd) {
			const markerLine = state.line;
			state.position += 3;
			skipSeparationSpace(state, true);
			if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
		}
	}
	const documentEvent = state.events[documentEventIndex];
	if (documentEvent?.type === EVENT_ID.DOCUMENT) documentEvent.explicitEnd = explicitEnd;
	addPopEvent(state);
	if (!explicitEnd && state.position < state.length && !testDocumentBoundary(state)) throwError(state, "end of the stream or a document separator is expected");
}
/**
* Parses YAML into a flat event stream referencing source text by offsets.
*
* @category Events
*/
function parseEvents(input, options) {
	const length = input.length;
	const state = {
		...DEFAULT_PARSER_OPTIONS,
		...options,
		input: `${input}\0`,
		length,
		position: 0,
		line: 0,
		lineStart: 0,
		lineIndent: 0,
		firstTabInLine: -1,
		depth: 0,
		directives: [],
		tagHandlers: Object.create(null),
		events: []
	};
	const nullpos = input.indexOf("\0");
	if (nullpos !== -1) YAMLException.throwAt(input, nullpos, "null byte is not allowed in input", state.filename);
	while (state.position < state.length) {
		skipByteOrderMark(state);
		skipSeparationSpace(state, true);
		if (state.position >= state.length) break;
		const documentStart = state.position;
		readDocument$1(state);
		if (state.position === documentStart)
 /* c8 ignore next */
		throwError(state, "can not read a document");
	}
	return state.events;
}
//#endregion
//#region src/load.ts
var DEFAULT_LOAD_OPTIONS = {
	...DEFAULT_PARSER_OPTIONS,
	...DEFAULT_CONSTRUCTOR_OPTIONS
};
function loadDocuments(input, options = {}) {
	const opts = {
		...DEFAULT_LOAD_OPTIONS,
		...options
	};
	const source = String(input);
	const PARSER_OPT_KEYS = Object.keys(DEFAULT_PARSER_OPTIONS);
	const CONSTRUCTOR_OPT_KEYS = Object.keys(DEFAULT_CONSTRUCTOR_OPTIONS);
	return constructFromEvents(parseEvents(source, pick(opts, PARSER_OPT_KEYS)), {
		...pick(opts, CONSTRUCTOR_OPT_KEYS),
		source
	});
}
function loadAll(input, iteratorOrOptions, options) {
	const documents = loadDocuments(input, options);
	return documents;
}
/**
* Parses `string` as a single YAML document. Throws {@link YAMLException} on
* error. This function does not understand multi-document or empty sources; it
* throws an exception on those.
*
* > [!NOTE]
* > 1. When processing untrusted input, see the
* >    [security considerations](../docs/safety.md).
* > 2. All exceptions MUST be caught, not just {@link YAMLException}.
* > 3. The default {@link CORE_SCHEMA} comes without the `!!merge` tag. You can
* >    easily enable it if needed.
* > 4. The default {@link mapTag} is `{}`-object based, with known limitations
* >    (see description). For full compatibility use {@link realMapTag}
* >    instead (it uses native JS `Map`).
*
* @example
* Enable {@link mergeTag} and {@link realMapTag}:
*
* ```javascript
* import { load, CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
*
* try {
*   load(data, { schema: CORE_SCHEMA.withTags(mergeTag, realMapTag) })
* } catch (e) {
*   console.error(e)
* }
* ```
*
* @category Main
*/
function load(input, options) {
	const documents = loadDocuments(input, options);
	if (documents.length === 0) throw new YAMLException("expected a document, but the input is empty");
	if (documents.length === 1) return documents[0];
	throw new YAMLException("expected a single document in the stream, but found more");
}
//#endregion
//#region src/ast/styler_defaults.ts
function hasBit(mask, bit) {
	return (mask & 1 << bit) !== 0;
}
/**
* Default scalar styling rules in application order.
* See [Scalar styling](../../docs/scalar_styling.md) for usage details.
*
* @category AST
*/
var DEFAULT_SCALAR_STYLE_RULES = {
	applyQuoteFlowKeysOption,
	doubleQuoteForInvisibles,
	doubleQuoteWhitespaceOnly,
	applyForceQuotesOption,
	tryLongOrMultilineAsBlock,
	quoteInvalidPlain,
	fallbackToDoubleQuoted
};
function _preferredQuotedStyle(layout) {
	if (layout.presenterOptions.quoteStyle === "single" && hasBit(layout.allowedStylesMask, SCALAR_STYLE.SINGLE_QUOTED)) return SCALAR_STYLE.SINGLE_QUOTED;
	return SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyQuoteFlowKeysOption(layout) {
	if (!layout.presenterOptions.quoteFlowKeys) return;
	if (!layout.isKey || !layout.flowOnly || layout.style !== SCALAR_STYLE.PLAIN) return;
	layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteForInvisibles(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteWhitespaceOnly(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && /^\s+$/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyForceQuotesOption(layout) {
	if (!layout.presenterOptions.forceQuotes) return;
	if (layout.isKey || layout.style !== SCALAR_STYLE.PLAIN) return;
	if (layout.node.tag !== layout.presenterOptions.schema.defaultScalarTag.tagName) return;
	layout.style = layout.node.value.includes("\n") ? SCALAR_STYLE.DOUBLE_QUOTED : _preferredQuotedStyle(layout);
}
function tryLongOrMultilineAsBlock(layout) {
	if (layout.style !== SCALAR_STYLE.PLAIN || layout.isKey) return;
	const value = layout.node.value;
	const multiline = value.indexOf("\n") !== -1;
	if (!hasBit(layout.allowedStylesMask, SCALAR_STYLE.LITERAL_BLOCK)) {
		if (multiline) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
		return;
	}
	const w = layout.presenterOptions.lineWidth;
	if (w === -1) {
		if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
		return;
	}
	const availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
	let position = 0;
	let shouldFold = false;
	while (position <= value.length) {
		let lineEnd = value.length;
		const nextLineBreak = value.indexOf("\n", position);
		if (nextLineBreak !== -1) lineEnd = nextLineBreak;
		const line = value.slice(position, lineEnd);
		if (line.length > availableWidth && line[0] !== " " && / [^ \t]/.test(line)) shouldFold = true;
		if (nextLineBreak === -1) break;
		position = nextLineBreak + 1;
	}
	if (shouldFold) layout.style = SCALAR_STYLE.FOLDED_BLOCK;
	else if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
}
function quoteInvalidPlain(layout) {
	if (layout.style === SCALAR_STYLE.PLAIN && !hasBit(layout.allowedStylesMask, SCALAR_STYLE.PLAIN)) layout.style = _preferredQuotedStyle(layout);
}
function fallbackToDoubleQuoted(layout) {
	if (!hasBit(layout.allowedStylesMask, layout.style)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
({
	scalarStyleRules: Object.keys(DEFAULT_SCALAR_STYLE_RULES).map((name) => Reflect.get(DEFAULT_SCALAR_STYLE_RULES, name))});

const PATH_SEP = '\u001f';
/** The key of a field path in `KubeObject.positions`. */
function pathKey(path) {
    return path.join(PATH_SEP);
}

/** js-yaml's scalar style numbers, as the events carry them. */
const STYLES = {
    1: 'plain',
    2: 'single',
    3: 'double',
    4: 'literal',
    5: 'folded',
};
/**
 * The cheap pass over one document (starting at its DOCUMENT event): where it ends and where its
 * root starts, without building a single path or position. A document without aliases expands to
 * no more nodes than it has events, so when that count is within `maxExpanded` (nearly always) the
 * limits cannot be hit and positions can wait until a finding needs a line.
 */
function measureDocument(events, start, maxExpanded) {
    let rootStart = -1;
    let depth = 0;
    let nodes = 0;
    let full = false;
    let aliases = false;
    let overAt = -1;
    let i = start + 1;
    for (; i < events.length; i++) {
        const e = events[i];
        const t = e.type;
        if (t === EVENT_ID.DOCUMENT)
            break;
        if (t === EVENT_ID.POP) {
            if (depth === 0) {
                i++;
                break;
            }
            depth--;
            continue;
        }
        if (t === EVENT_ID.ALIAS) {
            full = aliases = true;
            continue;
        }
        const offset = t === EVENT_ID.SCALAR ? e.valueStart : e.start;
        if (rootStart < 0)
            rootStart = offset;
        if (++nodes > maxExpanded && !full)
            [full, overAt] = [true, offset];
        if (t !== EVENT_ID.SCALAR)
            depth++;
    }
    return { end: i, rootStart, full, nodes, ...(overAt >= 0 && !aliases ? { tooManyAt: overAt } : {}) };
}
const join = (parent, step) => parent === '' && step !== '' ? step : `${parent}${PATH_SEP}${step}`;
/** The state of one {@link scanDocument} walk. */
class Scanner {
    text;
    lines;
    maxExpanded;
    positions = new Map();
    anchorSizes = new Map();
    stack = [];
    rootStart = -1;
    expandedNodes = 0;
    aliases = 0;
    excessiveAt;
    recursiveAt;
    literalNodes = 0;
    constructor(text, lines, maxExpanded) {
        this.text = text;
        this.lines = lines;
        this.maxExpanded = maxExpanded;
    }
    /** Path key and line for the node that starts now, per its parent. Returns undefined for a mapping key. */
    place(offset) {
        const parent = this.stack[this.stack.length - 1];
        if (!parent)
            return { key: '', line: this.lines.lineOf(offset) };
        if (parent.kind === 'seq')
            return { key: join(parent.key, String(parent.index++)), line: this.lines.lineOf(offset) };
        if (parent.expectKey)
            return undefined;
        parent.expectKey = true;
        return { key: join(parent.key, parent.pendingKey), line: parent.pendingLine };
    }
    addCount(n) {
        const parent = this.stack[this.stack.length - 1];
        if (parent)
            parent.count += n;
        else
            this.expandedNodes += n;
    }
    anchorOf(e) {
        return e.anchorStart >= 0 ? this.text.slice(e.anchorStart, e.anchorEnd) : '';
    }
    /** A POP event; true when it closes the document. */
    pop() {
        const frame = this.stack.pop();
        if (!frame)
            return true;
        const size = frame.count + 1;
        if (frame.anchor)
            this.anchorSizes.set(frame.anchor, size);
        this.addCount(size);
        return false;
    }
    alias(e) {
        this.aliases++;
        const name = this.text.slice(e.anchorStart, e.anchorEnd);
        if (this.recursiveAt === undefined && this.stack.some((f) => f.anchor === name))
            this.recursiveAt = e.anchorStart;
        const size = this.anchorSizes.get(name) ?? 1;
        const parent = this.stack[this.stack.length - 1];
        if (parent && parent.kind === 'map' && parent.expectKey) {
            parent.expectKey = false;
            parent.pendingKey = '<<alias>>';
            parent.pendingLine = this.lines.lineOf(e.anchorStart);
        }
        else {
            const at = this.place(e.anchorStart);
            if (at)
                this.positions.set(at.key, { line: at.line });
        }
        this.addCount(size);
        if (this.excessiveAt === undefined && totalSoFar(this.stack, this.expandedNodes) > this.maxExpanded)
            this.excessiveAt = e.anchorStart;
    }
    /** A scalar, mapping or sequence at events[i]; returns the index of the last event it used. */
    node(events, i) {
        const e = events[i];
        const offset = e.type === EVENT_ID.SCALAR ? e.valueStart : e.start;
        if (this.rootStart < 0)
            this.rootStart = offset;
        if (++this.literalNodes > this.maxExpanded && this.excessiveAt === undefined)
            this.excessiveAt = offset;
        const parent = this.stack[this.stack.length - 1];
        if (parent && parent.kind === 'map' && parent.expectKey) {
            // A mapping key: remember it for the value that follows.
            parent.expectKey = false;
            parent.pendingLine = this.lines.lineOf(offset);
            if (e.type === EVENT_ID.SCALAR) {
                parent.pendingKey = getScalarValue(this.text, e);
                parent.count++;
                return i;
            }
            // Complex keys are rare: skip the key's subtree.
            parent.pendingKey = '<<complex>>';
            return skipNode(events, i);
        }
        const at = this.place(offset);
        if (e.type === EVENT_ID.SCALAR) {
            this.positions.set(at.key, { line: at.line, style: STYLES[e.style] ?? 'plain' });
            const anchor = this.anchorOf(e);
            if (anchor)
                this.anchorSizes.set(anchor, 1);
            this.addCount(1);
            return i;
        }
        this.positions.set(at.key, { line: at.line });
        this.stack.push({
            kind: e.type === EVENT_ID.MAPPING ? 'map' : 'seq',
            key: at.key,
            index: 0,
            expectKey: e.type === EVENT_ID.MAPPING,
            pendingKey: '',
            pendingLine: 0,
            count: 0,
            anchor: this.anchorOf(e),
        });
        return i;
    }
}
/**
 * Walks one document's events (starting at its DOCUMENT event) and records the line of every node
 * and the style of every scalar, keyed by path. Counts nodes with aliases expanded and stops
 * counting (marking `excessiveAt`) once `maxExpanded` is passed: nothing is ever expanded in memory.
 */
function scanDocument(events, start, text, lines, maxExpanded) {
    const s = new Scanner(text, lines, maxExpanded);
    let i = start + 1;
    for (; i < events.length; i++) {
        const e = events[i];
        if (e.type === EVENT_ID.DOCUMENT)
            break;
        if (e.type === EVENT_ID.POP) {
            if (s.pop()) {
                i++;
                break;
            }
        }
        else if (e.type === EVENT_ID.ALIAS)
            s.alias(e);
        else
            i = s.node(events, i);
    }
    const { rootStart, positions, expandedNodes, aliases, excessiveAt, recursiveAt } = s;
    return { end: i, rootStart, positions, expandedNodes, aliases, excessiveAt, recursiveAt };
}
function totalSoFar(stack, done) {
    let n = done;
    for (const f of stack)
        n += f.count;
    return n;
}
/** Index of the event after the node starting at `i`. */
function skipNode(events, i) {
    let depth = 0;
    for (; i < events.length; i++) {
        const t = events[i].type;
        if (t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE)
            depth++;
        else if (t === EVENT_ID.POP)
            depth--;
        if (depth === 0)
            return i;
    }
    return i;
}

/** Ints per event: meta (type, style, chomping, fast), indent, offset, valueEnd, next. */
const STRIDE = 5;
const META = 0;
const INDENT = 1;
const OFFSET = 2;
const VALUE_END = 3;
/** Index (in events) of the event after this node's subtree. */
const NEXT = 4;
const FAST_BIT = 1 << 8;
const SEP_CODE = PATH_SEP.charCodeAt(0);
const meta = (type, style = 0, chomping = 0, fast = false) => type | (style << 3) | (chomping << 6) | (fast ? FAST_BIT : 0);
/**
 * The positions of one document without aliases, read from its events on demand: the events are
 * kept as ints (no pointers for the collector to trace) and a field's line is found by walking
 * down its path, skipping sibling subtrees, so a finding costs a few steps instead of a path
 * string and a map entry for every node of every document. Keys and lines are exactly those of
 * {@link scanDocument} (the same `pathKey` strings; for equal keys, the last one wins).
 */
class EventPositions {
    text;
    lines;
    lineOffset;
    ev;
    n;
    all;
    /**
     * `events[start]` is the DOCUMENT event, `end` the index after the document's closing POP; or
     * `events` is the ints another instance made ({@link ints}: read in a worker thread, used here).
     */
    constructor(events, start, end, text, lines, lineOffset) {
        this.text = text;
        this.lines = lines;
        this.lineOffset = lineOffset;
        if (!Array.isArray(events)) {
            const made = events;
            this.ev = made.ev;
            this.n = made.n;
            return;
        }
        // The root node's events: after DOCUMENT, before the document's own POP.
        const last = end > start + 1 && events[end - 1].type === EVENT_ID.POP ? end - 1 : end;
        const n = Math.max(0, last - start - 1);
        const ev = new Int32Array(n * STRIDE);
        const open = [];
        for (let k = 0; k < n; k++) {
            const e = events[start + 1 + k];
            const o = k * STRIDE;
            ev[o + META] = meta(e.type);
            ev[o + NEXT] = k + 1;
            if (e.type === EVENT_ID.SCALAR) {
                ev[o + META] = meta(e.type, e.style, e.chomping, e.fast);
                ev[o + INDENT] = e.indent;
                ev[o + OFFSET] = e.valueStart;
                ev[o + VALUE_END] = e.valueEnd;
            }
            else if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
                ev[o + OFFSET] = e.start;
                open.push(k);
            }
            else if (e.type === EVENT_ID.POP) {
                const k0 = open.pop();
                if (k0 !== undefined)
                    ev[k0 * STRIDE + NEXT] = k + 1;
            }
        }
        this.ev = ev;
        this.n = n;
    }
    /** The events as ints: what a worker thread sends back (transferable, no pointers). */
    get ints() {
        return { ev: this.ev, n: this.n, lineOffset: this.lineOffset, textLength: this.text.length };
    }
    type(k) {
        return this.ev[k * STRIDE + META] & 7;
    }
    next(k) {
        return this.ev[k * STRIDE + NEXT];
    }
    lineAt(k) {
        return this.lines.lineOf(this.ev[k * STRIDE + OFFSET]) + this.lineOffset;
    }
    scalarText(k) {
        const o = k * STRIDE;
        const ev = this.ev;
        const m = ev[o + META];
        if (m & FAST_BIT)
            return this.text.slice(ev[o + OFFSET], ev[o + VALUE_END]);
        const scalar = {
            valueStart: ev[o + OFFSET],
            valueEnd: ev[o + VALUE_END],
            style: (m >> 3) & 7,
            chomping: (m >> 6) & 3,
            indent: ev[o + INDENT],
            fast: false,
        };
        return getScalarValue(this.text, scalar);
    }
    /** The step a mapping key contributes to a path (as scanDocument names it). */
    keyStep(k) {
        return this.type(k) === EVENT_ID.SCALAR ? this.scalarText(k) : '<<complex>>';
    }
    position(node, line) {
        return this.type(node) === EVENT_ID.SCALAR
            ? { line, style: STYLES[(this.ev[node * STRIDE + META] >> 3) & 7] ?? 'plain' }
            : { line };
    }
    /** Calls `visit(step, child, line)` for each child of a collection, in order. */
    children(node, visit) {
        const t = this.type(node);
        if (t !== EVENT_ID.MAPPING && t !== EVENT_ID.SEQUENCE)
            return;
        const end = this.next(node) - 1; // the collection's POP
        let index = 0;
        for (let k = node + 1; k < end;) {
            if (t === EVENT_ID.SEQUENCE) {
                visit(String(index++), k, this.lineAt(k));
                k = this.next(k);
                continue;
            }
            const valueAt = this.next(k);
            if (valueAt >= end)
                break;
            visit(this.keyStep(k), valueAt, this.lineAt(k));
            k = this.next(valueAt);
        }
    }
    get(key) {
        if (this.n === 0)
            return undefined;
        if (key === '')
            return this.position(0, this.lineAt(0));
        if (this.all)
            return this.all.get(key);
        // Rules often ask for the same field (one change, several rules) or its parent (a field
        // that is gone is located at its parent): each key is walked once.
        if (this.asked.has(key))
            return this.asked.get(key);
        this.found = -1;
        this.foundLine = 0;
        this.sawSeparator = false;
        this.trail = new Map();
        // Start below the longest prefix of the key already reached, when there is one.
        let resumed = false;
        for (let b = key.lastIndexOf(PATH_SEP); b > 0 && !resumed; b = key.lastIndexOf(PATH_SEP, b - 1)) {
            const nodes = this.reached.get(key.slice(0, b));
            if (!nodes)
                continue;
            for (const node of nodes)
                this.seek(key, node, b, false);
            resumed = true;
        }
        if (!resumed)
            this.seek(key, 0, 0, true);
        if (!this.sawSeparator) {
            for (const [stop, nodes] of this.trail) {
                const prefix = key.slice(0, stop);
                if (!this.reached.has(prefix))
                    this.reached.set(prefix, nodes);
            }
        }
        const pos = this.found < 0 ? undefined : this.position(this.found, this.foundLine);
        this.asked.set(key, pos);
        return pos;
    }
    asked = new Map();
    /**
     * Every node with a given key, for keys reached by a walk that met no key containing the
     * separator: there a key has one reading, so every node below that prefix is below one of
     * these nodes, and the next lookup through it starts there instead of at the root.
     */
    reached = new Map();
    /** During one walk: nodes reached, by the length of their key; whether a key had a separator. */
    trail = new Map();
    sawSeparator = false;
    /** Last node (in document order) whose key equals `key`, and its line, set by {@link seek}. */
    found = -1;
    foundLine = 0;
    /**
     * Looks for `key` below `node`, whose own key is `key.slice(0, consumed)`; a child's key is its
     * parent's, a separator and its step (at the top: the step alone, or one separator for an empty
     * step). Only children whose step continues `key` are entered, so a lookup costs the siblings
     * along one path, whatever the size of the document.
     */
    seek(key, node, consumed, top) {
        const t = this.type(node);
        const end = this.next(node) - 1; // the collection's POP
        // Where a child's step starts in `key`, or -1 when no child can match.
        const from = top ? 0 : key.charCodeAt(consumed) === SEP_CODE ? consumed + 1 : -1;
        if (from < 0)
            return;
        if (t === EVENT_ID.SEQUENCE) {
            // Steps are indexes written as String(index) does: no sign, no leading zero.
            let stop = from;
            while (stop < key.length && key.charCodeAt(stop) >= 48 && key.charCodeAt(stop) <= 57)
                stop++;
            if (stop === from || (stop < key.length && key.charCodeAt(stop) !== SEP_CODE))
                return;
            if (stop - from > 1 && key.charCodeAt(from) === 48)
                return;
            let index = Number(key.slice(from, stop));
            let k = node + 1;
            while (index-- > 0 && k < end)
                k = this.next(k);
            if (k >= end)
                return;
            this.matched(key, k, k, stop);
            return;
        }
        if (t !== EVENT_ID.MAPPING)
            return;
        for (let k = node + 1; k < end;) {
            const valueAt = this.next(k);
            if (valueAt >= end)
                break;
            const stop = this.stepEnd(key, from, k, top);
            if (stop >= 0)
                this.matched(key, valueAt, k, stop);
            k = this.next(valueAt);
        }
    }
    /** A child (located at event `lineFrom`) whose key is `key.slice(0, stop)`. */
    matched(key, child, lineFrom, stop) {
        const nodes = this.trail.get(stop);
        if (nodes)
            nodes.push(child);
        else
            this.trail.set(stop, [child]);
        if (stop === key.length) {
            if (child > this.found) {
                this.found = child;
                this.foundLine = this.lineAt(lineFrom);
            }
        }
        else {
            this.seek(key, child, stop, false);
        }
    }
    /**
     * Where the mapping key at event `k` ends when `key` continues with it at `from`, or -1. Plain
     * keys (most of them) are compared in the source text without making a string.
     */
    stepEnd(key, from, k, top) {
        const o = k * STRIDE;
        const ev = this.ev;
        if (this.type(k) === EVENT_ID.SCALAR && ev[o + META] & FAST_BIT) {
            const start = ev[o + OFFSET];
            const len = ev[o + VALUE_END] - start;
            if (len === 0 && top)
                return key.charCodeAt(0) === SEP_CODE ? 1 : -1;
            const stop = from + len;
            if (stop > key.length || (stop < key.length && key.charCodeAt(stop) !== SEP_CODE))
                return -1;
            const text = this.text;
            for (let j = 0; j < len; j++)
                if (key.charCodeAt(from + j) !== text.charCodeAt(start + j))
                    return -1;
            return stop;
        }
        const step = this.keyStep(k);
        if (step.includes(PATH_SEP))
            this.sawSeparator = true;
        const s = top && step === '' ? PATH_SEP : step;
        return key.startsWith(s, from) &&
            (from + s.length === key.length || key.charCodeAt(from + s.length) === SEP_CODE)
            ? from + s.length
            : -1;
    }
    has(key) {
        return this.get(key) !== undefined;
    }
    /** Every position, keyed as scanDocument keys them (only iteration needs this). */
    materialize() {
        if (this.all)
            return this.all;
        const all = new Map();
        if (this.n > 0) {
            all.set('', this.position(0, this.lineAt(0)));
            const walk = (node, key) => this.children(node, (step, child, line) => {
                const k = key === '' && step !== '' ? step : `${key}${PATH_SEP}${step}`;
                all.set(k, this.position(child, line));
                walk(child, k);
            });
            walk(0, '');
        }
        this.all = all;
        return all;
    }
    get size() {
        return this.materialize().size;
    }
    forEach(cb) {
        this.materialize().forEach((v, k) => cb(v, k, this));
    }
    entries() {
        return this.materialize().entries();
    }
    keys() {
        return this.materialize().keys();
    }
    values() {
        return this.materialize().values();
    }
    [Symbol.iterator]() {
        return this.materialize()[Symbol.iterator]();
    }
}

/**
 * Why 786,432 nodes is a sound limit, not only a safe one. The API server refuses a write whose
 * body is over 3 MiB (`MaxRequestBodyBytes: 3 * 1024 * 1024`, k8s.io/apiserver server/config.go),
 * and etcd one over 1.5 MiB (`--max-request-bytes`, 1,572,864), which is what the 3 MiB allows for
 * ("a request body might be encoded in json, and is converted to proto when persisted"). JSON
 * spends at least 2 bytes per node (the value, then a `,` or `:`), so a custom resource — stored
 * as JSON — of more than 786,432 nodes never fits in etcd, and no object of more than 1,572,864
 * nodes passes the API server. Built-in objects, stored as protobuf, spend at least 2 bytes a
 * node too (a field tag, then a length or a varint). The document's YAML text bounds nothing
 * (comments and indentation vanish, `0b…` integers and escapes shrink, aliases grow).
 */
const API_LIMITS = 'etcd stores at most 1.5 MiB per object, JSON needs at least 2 bytes a node';
const DEFAULT_PARSE_LIMITS = {
    maxDepth: 500,
    maxAliases: 10_000,
    // The most nodes a custom resource can have and still fit in etcd (see API_LIMITS below).
    maxExpandedNodes: 786_432,
    // The API server's limit for a whole object's JSON (MaxRequestBodyBytes, below), which the YAML
    // text of a manifest (indentation, quotes) almost always exceeds.
    maxDocumentChars: 3 * 1024 * 1024,
    maxFileNodes: 1_000_000,
};

/**
 * Offset → 1-based line, for offsets that mostly come in increasing order (a YAML event stream, the
 * chunks of a cluster-state file). Line starts are found only as far as the offsets asked for.
 */
class LineIndex {
    text;
    starts = [0];
    /** Offset up to which every line start is in `starts`. */
    scanned = 0;
    cursor = 0;
    constructor(text) {
        this.text = text;
    }
    lineOf(offset) {
        if (offset >= this.scanned)
            this.scanTo(offset);
        const s = this.starts;
        let c = this.cursor;
        if (offset < s[c]) {
            // Out of order: binary search.
            let lo = 0;
            let hi = c;
            while (lo < hi) {
                const mid = (lo + hi + 1) >> 1;
                if (s[mid] <= offset)
                    lo = mid;
                else
                    hi = mid - 1;
            }
            c = lo;
        }
        else {
            while (c + 1 < s.length && s[c + 1] <= offset)
                c++;
        }
        this.cursor = c;
        return c + 1;
    }
    scanTo(offset) {
        const text = this.text;
        let i = text.indexOf('\n', this.scanned);
        for (; i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
        this.scanned = i < 0 ? Infinity : i;
    }
}
/** The 1-based line of one offset in a text (for a single lookup, such as an error's position). */
function lineAt$1(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}

/** Position of the node at `path`, or of its nearest ancestor present in `positions`. */
function nearest(positions, path) {
    for (let n = path.length; n >= 0; n--) {
        const pos = positions.get(pathKey(path.slice(0, n)));
        if (pos)
            return { ...pos, exact: n === path.length };
    }
    return undefined;
}
/** Position of a field, or of its nearest ancestor present in the file. */
function locate(obj, path) {
    return nearest(obj.positions, path) ?? { line: obj.line, exact: false };
}
/** Line of a field, or of its nearest ancestor present in the file. */
function lineOf(obj, path) {
    return locate(obj, path).line;
}
/** File and line that set a field (a kustomize patch's, else the object's own), or of its nearest ancestor. */
function whereOf$1(obj, path) {
    const pos = locate(obj, path);
    return { file: pos.file ?? obj.file, line: pos.line };
}
/**
 * Line (1-based) of the node at `path` in the first document of a YAML text, or of its nearest
 * ancestor; read with the same positions as manifests (for a mapping entry: its key's line).
 * Undefined when the text does not parse or the document is empty. Used for files that are not
 * manifests, such as the config file.
 */
function lineOfPath(text, path) {
    const lim = DEFAULT_PARSE_LIMITS;
    let events;
    try {
        events = parseEvents(text, { maxDepth: lim.maxDepth });
    }
    catch {
        return undefined;
    }
    const start = events.findIndex((e) => e.type === EVENT_ID.DOCUMENT);
    if (start < 0)
        return undefined;
    const lines = new LineIndex(text);
    const measure = measureDocument(events, start, lim.maxExpandedNodes);
    if (measure.rootStart < 0)
        return undefined;
    const positions = measure.full
        ? scanDocument(events, start, text, lines, lim.maxExpandedNodes).positions
        : new EventPositions(events, start, measure.end, text, lines, 0);
    return nearest(positions, path)?.line;
}
/** `Kind/namespace/name` as users read it. */
function objectRef(obj) {
    return obj.namespace ? `${obj.kind}/${obj.namespace}/${obj.name}` : `${obj.kind}/${obj.name}`;
}

const origins = new WeakMap();
const keyOf$2 = (side, file, line, ref) => `${side}\0${file}\0${line}\0${ref}`;
function originsOf(ctx) {
    if (origins.has(ctx))
        return origins.get(ctx);
    let out;
    for (const side of ['base', 'head'])
        for (const o of ctx[side].objects)
            if (o.origin !== undefined)
                (out ??= new Map()).set(keyOf$2(side, o.file, o.line, objectRef(o)), o.origin);
    origins.set(ctx, out);
    return out;
}
/** The finding with the origin of its object added to its message, when it has one. */
function withOrigin(f, ctx) {
    if (!f.object || !f.file || f.line === undefined)
        return f;
    const origin = originsOf(ctx)?.get(keyOf$2(f.side ?? 'head', f.file, f.line, f.object));
    return origin && !f.message.includes(origin) ? { ...f, message: `${f.message} (${origin})` } : f;
}

const SEVERITY_ORDER = { fail: 0, warn: 1, notice: 2 };
function compareFindings(a, b) {
    return (SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        (a.waived ? 1 : 0) - (b.waived ? 1 : 0) ||
        cmp$1(a.file ?? '\uffff', b.file ?? '\uffff') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        cmp$1(a.rule, b.rule) ||
        cmp$1(a.object ?? '', b.object ?? '') ||
        cmp$1(a.path ?? '', b.path ?? '') ||
        cmp$1(a.message, b.message));
}
const cmp$1 = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function effectiveSeverity(rule, config) {
    return config.rules[rule.id] ?? rule.defaultSeverity;
}
/**
 * Severity of one finding: the rule's effective severity unless the rule declared one; a config
 * override to `warn` caps declared failures too.
 */
function findingSeverity(declared, effective, overridden) {
    if (declared === undefined)
        return effective;
    if (declared === 'fail' && effective === 'warn' && overridden)
        return 'warn';
    return declared;
}
/**
 * A rule's config knob (`crd.enumAddition`, `crd.unhandled`) applied to what it reported: `allow`
 * drops every finding, a severity replaces the one each finding carries.
 */
function applySeverityKnob(rule, config, findings) {
    const knob = rule.severityFrom?.(config);
    if (knob === undefined)
        return findings;
    if (knob === 'allow')
        return [];
    return findings.map((f) => ({ ...f, severity: knob }));
}
function runRule(rule, ctx, effective) {
    const overridden = ctx.config.rules[rule.id] !== undefined;
    try {
        return applySeverityKnob(rule, ctx.config, rule.evaluate(ctx)).map((f) => ({
            ...withOrigin(f, ctx),
            rule: rule.id,
            severity: findingSeverity(f.severity, effective, overridden),
        }));
    }
    catch (err) {
        // Unknown is not safe: a rule that cannot finish fails, and the others still run.
        return [
            {
                rule: rule.id,
                severity: 'fail',
                message: `The rule stopped with an internal error (${err instanceof Error ? err.message : String(err)}); its verdict is unknown. Please report this with the input that caused it.`,
            },
        ];
    }
}
/** The objects the change adds or edits, as findings name them. */
function changedObjects(ctx) {
    const out = new Set();
    for (const p of ctx.pairs)
        if (p.head && p.status !== 'unchanged')
            out.add(objectRef(p.head));
    return out;
}
/** Each rule run once on `ctx`: its severity in force, why it was skipped, or what it found. */
function runAll(rules, ctx) {
    return rules.map((rule) => {
        const severity = effectiveSeverity(rule, ctx.config);
        if (severity === 'off') {
            const skipped = ctx.config.rules[rule.id] === 'off' ? 'turned off in the config' : 'off by default';
            return { rule, severity, skipped, findings: [] };
        }
        const skip = rule.skip?.(ctx);
        if (skip)
            return { rule, severity, skipped: skip, findings: [] };
        return { rule, severity, findings: runRule(rule, ctx, severity) };
    });
}
/**
 * Marks what the base already had: the rules that found something (and only those) run again on the
 * base judged against itself (`baseline`), and each finding is matched with theirs.
 */
function withBaseline(raw, ctx0, baseline) {
    const found = raw.filter((r) => !r.skipped && r.findings.length);
    if (!baseline || !found.length)
        return raw;
    const ctx = baseline();
    const changed = changedObjects(ctx0);
    return raw.map((r) => {
        if (r.skipped || !r.findings.length)
            return r;
        const effective = r.severity === 'off' ? 'fail' : r.severity;
        const before = r.rule.skip?.(ctx) ? [] : runRule(r.rule, ctx, effective);
        return { ...r, findings: markIntroduced(r.findings, before, changed) };
    });
}
/**
 * Runs every rule, marks what the change introduced (`baseline`: the base judged against itself,
 * result/introduced.ts), applies waivers once, and builds the result. Only introduced findings
 * raise a rule's status; the others are kept, marked `introduced: false`.
 */
function evaluateRules(rules, ctx, labels, baseline) {
    const ruleResults = [];
    const findings = [];
    for (const { rule, severity, skipped, findings: found } of withBaseline(runAll(rules, ctx), ctx, baseline)) {
        const base = { id: rule.id, title: rule.title, category: rule.category, severity, findings: 0 };
        if (skipped) {
            ruleResults.push({ ...base, status: 'skipped', reason: skipped });
            continue;
        }
        let counted = 0;
        let present = 0;
        let worst = 'pass';
        for (const f of found) {
            const { applied, expired } = checkWaivers(ctx.config.waivers, f, ctx.facts.today);
            for (const w of expired) {
                findings.push({
                    rule: rule.id,
                    severity: 'notice',
                    file: f.file,
                    line: f.line,
                    object: f.object,
                    message: `A waiver for this finding expired on ${w.expires} ("${w.reason}"): renew it or fix the finding.`,
                });
            }
            if (applied && f.severity !== 'notice') {
                findings.push({
                    ...f,
                    waived: { reason: applied.reason, ...(applied.expires ? { expires: applied.expires } : {}) },
                });
                continue;
            }
            findings.push(f);
            if (f.severity === 'notice')
                continue;
            if (f.introduced === false) {
                present++;
                continue;
            }
            counted++;
            if (f.severity === 'fail')
                worst = 'fail';
            else if (worst === 'pass')
                worst = 'warn';
        }
        ruleResults.push({ ...base, status: worst, findings: counted, ...(present ? { present } : {}) });
    }
    findings.sort(compareFindings);
    const summary = { pass: 0, warn: 0, fail: 0, skipped: 0 };
    for (const r of ruleResults)
        summary[r.status]++;
    const result = summary.fail > 0 ? 'fail' : summary.warn > 0 ? 'warn' : 'pass';
    return { result, summary, rules: ruleResults, findings, base: labels.base, head: labels.head };
}

/** The context of a run: every analysis a lazy property, computed on first read and kept. */
function createContext(input, definitions) {
    const analyses = {};
    const ctx = { ...input, analyses };
    for (const key of Object.keys(definitions)) {
        let done = false;
        let value;
        Object.defineProperty(analyses, key, {
            enumerable: true,
            get() {
                if (!done) {
                    value = definitions[key](ctx);
                    done = true;
                }
                return value;
            },
        });
    }
    return ctx;
}

/** Structural equality of JSON-like values, without allocating (the schema diff's hot path). */
function deepEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length)
            return false;
        for (let i = 0; i < a.length; i++)
            if (!deepEqual(a[i], b[i]))
                return false;
        return true;
    }
    if (Array.isArray(b))
        return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length)
        return false;
    for (const k of ka) {
        if (!Object.prototype.hasOwnProperty.call(b, k))
            return false;
        if (!deepEqual(a[k], b[k]))
            return false;
    }
    return true;
}
/**
 * Whether two values are indistinguishable to a pure function of them: the same scalars
 * (`Object.is`: NaN is NaN, -0 is not 0), the same keys in the same order (undefined values
 * included), the same kinds of container. Anything but a plain array or object is identical only
 * to itself.
 */
function identical(a, b) {
    if (Object.is(a, b))
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (!isPlainContainer(a) || !isPlainContainer(b) || Array.isArray(a) !== Array.isArray(b))
        return false;
    if ((Object.getPrototypeOf(a) === null) !== (Object.getPrototypeOf(b) === null))
        return false;
    if (Array.isArray(a) && a.length !== b.length)
        return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length)
        return false;
    for (let i = 0; i < ka.length; i++)
        if (ka[i] !== kb[i])
            return false;
    for (const k of ka)
        if (!identical(a[k], b[k]))
            return false;
    return true;
}

const strs = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
function isCrd(obj) {
    return obj.kind === 'CustomResourceDefinition' && obj.group === 'apiextensions.k8s.io';
}
/** Reads a CRD (apiextensions v1, and v1beta1's `spec.validation` / `spec.version`). */
function readCrd(obj) {
    const spec = asRecord(obj.value.spec);
    const top = asRecord(spec.validation).openAPIV3Schema;
    let versions = (Array.isArray(spec.versions) ? spec.versions : []).map((raw, index) => {
        const v = asRecord(raw);
        const own = asRecord(v.schema).openAPIV3Schema;
        return {
            name: String(v.name ?? ''),
            index,
            served: v.served !== false,
            storage: v.storage === true,
            deprecated: v.deprecated === true,
            schema: own ?? top,
            schemaPath: own
                ? ['spec', 'versions', index, 'schema', 'openAPIV3Schema']
                : ['spec', 'validation', 'openAPIV3Schema'],
            subresources: asRecord(v.subresources ?? spec.subresources),
            printerColumns: (Array.isArray(v.additionalPrinterColumns)
                ? v.additionalPrinterColumns
                : Array.isArray(spec.additionalPrinterColumns)
                    ? spec.additionalPrinterColumns
                    : []).map(asRecord),
            selectableFields: (Array.isArray(v.selectableFields) ? v.selectableFields : [])
                .map((f) => asRecord(f).jsonPath)
                .filter((j) => typeof j === 'string'),
        };
    });
    if (versions.length === 0 && typeof spec.version === 'string') {
        versions = [
            {
                name: spec.version,
                index: 0,
                served: true,
                storage: true,
                deprecated: false,
                schema: top,
                schemaPath: ['spec', 'validation', 'openAPIV3Schema'],
                subresources: asRecord(spec.subresources),
                printerColumns: [],
                selectableFields: [],
            },
        ];
    }
    return {
        obj,
        name: obj.name,
        group: String(spec.group ?? ''),
        scope: String(spec.scope ?? 'Namespaced'),
        names: asRecord(spec.names),
        versions,
        conversion: asRecord(spec.conversion),
        storedVersions: strs(asRecord(obj.value.status).storedVersions),
    };
}
/** `None` when unset, as the API server defaults it. */
function conversionStrategy(crd) {
    return typeof crd.conversion.strategy === 'string' ? crd.conversion.strategy : 'None';
}
/** The API server's identity rule: `metadata.name` is `<spec.names.plural>.<spec.group>`. */
function crdIdentityProblem(crd) {
    const plural = typeof crd.names.plural === 'string' ? crd.names.plural : '';
    const want = `${plural}.${crd.group}`;
    if (!plural || !crd.group)
        return 'spec.group and spec.names.plural must be set';
    return crd.name === want
        ? undefined
        : `metadata.name must be "${want}" (<plural>.<group>), not "${crd.name}"`;
}

/**
 * Integers a double cannot hold but the API server can. Kubernetes tools send a manifest as JSON
 * (go-yaml, then `json.Marshal`), and the API server decodes every JSON number that parses as an
 * int64 as that int64, any other as a float64 (sigs.k8s.io/json `UnmarshalCaseSensitivePreserveInts`:
 * "falling back to float64 on any parse or overflow error"). So `9007199254740993` is held exactly,
 * where JavaScript reads 9007199254740992.
 *
 * The reader keeps every value a plain JavaScript number (the nearest double, as before: reports,
 * digests, diffs and rules see what they always saw) and records, per document, the exact value of
 * each integer outside ±(2^53−1) that the API server holds as an int64, keyed by its path
 * (`pathKey`). Only custom-resource validation consults that table (crd/validate/exact.ts), and
 * only documents that hold such an integer have one. Integers past int64 are float64 for the API
 * server too: they stay the nearest double, with no entry.
 */
/** An integer the API server holds as an int64 that no double holds: a marker while a document is built. */
class ExactInt {
    value;
    constructor(value) {
        this.value = value;
    }
}
const INT64_MIN$1 = -(2n ** 63n);
const INT64_MAX$1 = 2n ** 63n - 1n;
/** How many markers were made so far: a document that made none needs no walk. */
let exactMade = 0;
/**
 * A YAML integer as the API server holds it: a double when one holds it exactly (or when it is past
 * int64: a float64 there too), else a marker with its exact value.
 */
function apiInt(n) {
    const f = Number(n);
    if (Number.isSafeInteger(f) || n < INT64_MIN$1 || n > INT64_MAX$1)
        return f;
    exactMade++;
    return new ExactInt(n);
}
/**
 * A YAML float as the API server holds it. `json.Marshal` writes a float64 below 1e21 in plain
 * digits (shortest round trip, then zeros: what JavaScript's `String` writes too), so an integral
 * one past 2^53 reaches the API server as an integer text, and one within int64 is decoded as the
 * int64 of that text — which may differ from the double's own value.
 */
function apiFloat(f) {
    if (!Number.isInteger(f) || Number.isSafeInteger(f) || Math.abs(f) >= 1e21)
        return f;
    const n = BigInt(String(f));
    if (n < INT64_MIN$1 || n > INT64_MAX$1)
        return f;
    exactMade++;
    return new ExactInt(n);
}
/**
 * Whether two objects' tables are the same entries in the same order, as their digests hash them
 * (no table and an empty one alike).
 */
function sameExactInts(a, b) {
    if ((a?.size ?? 0) !== (b?.size ?? 0))
        return false;
    if (!a || !b)
        return true;
    const other = b.entries();
    for (const [k, n] of a) {
        const [k2, n2] = other.next().value;
        if (k !== k2 || n !== n2)
            return false;
    }
    return true;
}
/**
 * Replaces the markers of a built document by their nearest doubles, in place, and returns the
 * table of their exact values (a node reached through several aliases is entered once per path).
 */
function takeExact(doc) {
    if (doc instanceof ExactInt)
        return { value: Number(doc.value), exact: new Map([['', doc.value]]) };
    const found = collect$1(doc, new Map());
    return found.length ? { value: doc, exact: new Map(found) } : { value: doc };
}
function collect$1(node, seen) {
    if (node === null || typeof node !== 'object')
        return [];
    const known = seen.get(node);
    if (known)
        return known;
    const out = [];
    seen.set(node, out);
    const record = node;
    for (const k of Object.keys(node)) {
        const child = record[k];
        if (child instanceof ExactInt) {
            record[k] = Number(child.value);
            out.push([k, child.value]);
        }
        else if (child !== null && typeof child === 'object')
            for (const [p, v] of collect$1(child, seen))
                out.push([k + PATH_SEP + p, v]);
    }
    return out;
}
/**
 * The entries of a table under a key prefix (`items<SEP>3`), relative to it: an item of a
 * `kind: List`. Undefined when none is.
 */
function exactUnder(exact, prefix) {
    if (!exact)
        return undefined;
    const out = new Map();
    for (const [k, v] of exact) {
        if (k === prefix)
            out.set('', v);
        else if (k.startsWith(prefix + PATH_SEP))
            out.set(k.slice(prefix.length + 1), v);
    }
    return out.size ? out : undefined;
}
/** A document with its table of exact integers when it has one (most have none: no key at all). */
function withExact$1(doc, exact) {
    return exact ? { ...doc, exact } : doc;
}

/**
 * Digest of an object's content: its value, and the exact integers it holds past 2^53 (two objects
 * whose values differ only there are not the same object).
 */
function digestOf(value, exact) {
    const h = crypto()
        .createHash('sha1')
        .update(JSON.stringify(value) ?? '');
    if (exact)
        for (const [k, n] of exact)
            h.update(`\u0000${k}\u0000${n}`);
    return h.digest('hex');
}
function splitApiVersion(apiVersion) {
    const slash = apiVersion.lastIndexOf('/');
    return slash < 0
        ? { group: '', version: apiVersion }
        : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}
function makeObject(file, value, positions, line, exact) {
    const apiVersion = value.apiVersion;
    const meta = isRecord(value.metadata) ? value.metadata : {};
    const name = typeof meta.name === 'string'
        ? meta.name
        : typeof meta.generateName === 'string'
            ? meta.generateName
            : '';
    let digest;
    return {
        apiVersion,
        kind: value.kind,
        ...splitApiVersion(apiVersion),
        name,
        namespace: typeof meta.namespace === 'string' ? meta.namespace : '',
        file,
        line,
        value,
        positions,
        ...(exact ? { exact } : {}),
        // On first use: an object of a file that is the same on both sides is one object, paired
        // with itself, so most objects of a large repo never need one.
        get digest() {
            return (digest ??= digestOf(value, exact));
        },
    };
}
const isObject = (v) => isRecord(v) && typeof v.apiVersion === 'string' && typeof v.kind === 'string';
/** A document's Kubernetes objects: itself, or the items of a `kind: List` (`*List`). */
function toKubeObjects(file, doc, positions, line, defaults, exact) {
    const value = defaults && isRecord(doc) && (doc.apiVersion === undefined || doc.kind === undefined)
        ? { ...doc, apiVersion: doc.apiVersion ?? defaults.apiVersion, kind: doc.kind ?? defaults.kind }
        : doc;
    if (!isObject(value))
        return [];
    if (/List$/.test(value.kind) && Array.isArray(value.items)) {
        // One pass over the positions, bucketed by item, so a large List costs linear time.
        const buckets = new Map();
        const prefix = `items${PATH_SEP}`;
        for (const [k, pos] of positions) {
            if (!k.startsWith(prefix))
                continue;
            const sep = k.indexOf(PATH_SEP, prefix.length);
            const index = Number(sep < 0 ? k.slice(prefix.length) : k.slice(prefix.length, sep));
            let own = buckets.get(index);
            if (!own)
                buckets.set(index, (own = new Map()));
            own.set(sep < 0 ? '' : k.slice(sep + 1), pos);
        }
        const out = [];
        value.items.forEach((item, i) => {
            if (!isObject(item))
                return;
            const own = buckets.get(i) ?? new Map();
            const ints = exactUnder(exact, `${prefix}${i}`);
            out.push(makeObject(file, item, own, own.get('')?.line ?? line, ints));
        });
        return out;
    }
    return [makeObject(file, value, positions, line, exact)];
}

/** Kinds kustomize and Flux never put in a namespace. */
const CLUSTER_SCOPED = new Set([
    'Namespace',
    'CustomResourceDefinition',
    'ClusterRole',
    'ClusterRoleBinding',
    'PersistentVolume',
    'StorageClass',
    'PriorityClass',
    'ValidatingWebhookConfiguration',
    'MutatingWebhookConfiguration',
    'ValidatingAdmissionPolicy',
    'ValidatingAdmissionPolicyBinding',
    'APIService',
    'IngressClass',
    'RuntimeClass',
    'CSIDriver',
    'ClusterIssuer',
]);
/** Kinds kustomize's name prefix and suffix leave alone. */
const KEEPS_NAME = new Set(['CustomResourceDefinition', 'APIService', 'Namespace']);
const isClusterScoped = (kind) => CLUSTER_SCOPED.has(kind);
/** The same object with another value (and the name and namespace read from it), unit or place. */
function withValue(obj, value, change = {}) {
    const meta = asRecord(value.metadata);
    let digest;
    const u = change.unit ?? obj.unit;
    // Fields one by one: spreading `obj` would compute its lazy digest.
    return {
        apiVersion: obj.apiVersion,
        kind: obj.kind,
        group: obj.group,
        version: obj.version,
        name: typeof meta.name === 'string' ? meta.name : obj.name,
        namespace: typeof meta.namespace === 'string' ? meta.namespace : '',
        file: change.file ?? obj.file,
        line: change.line ?? obj.line,
        value,
        positions: change.positions ?? obj.positions,
        ...(u === undefined ? {} : { unit: u }),
        // Exact integers by path: validation puts one back only where the value still holds its double.
        ...(obj.exact ? { exact: obj.exact } : {}),
        get digest() {
            return (digest ??= digestOf(value, obj.exact));
        },
    };
}
/** `repo/name:tag` with kustomize's `images:` override applied (matched on the name without tag or digest). */
function overrideImage(image, images) {
    const at = image.indexOf('@');
    const colon = image.lastIndexOf(':');
    const nameEnd = at >= 0 ? at : colon > image.lastIndexOf('/') ? colon : image.length;
    const name = image.slice(0, nameEnd);
    const im = images.find((i) => i.name === name);
    if (!im)
        return image;
    const rest = image.slice(nameEnd);
    const suffix = im.digest ? `@${im.digest}` : im.newTag !== undefined ? `:${im.newTag}` : rest;
    return `${im.newName ?? name}${suffix}`;
}
/** Every `image` of `containers` / `initContainers` lists anywhere in the value, overridden. */
function overrideImages(v, images) {
    if (Array.isArray(v))
        return v.map((x) => overrideImages(x, images));
    if (!isRecord(v))
        return v;
    const out = {};
    for (const [k, x] of Object.entries(v)) {
        if ((k === 'containers' || k === 'initContainers') && Array.isArray(x))
            out[k] = x.map((c) => isRecord(c) && typeof c.image === 'string' ? { ...c, image: overrideImage(c.image, images) } : c);
        else
            out[k] = overrideImages(x, images);
    }
    return out;
}
/** What one kustomization does to the objects it includes: namespace, name prefix/suffix, images. */
function applyKustomization(obj, k) {
    if (!k.namespace && !k.namePrefix && !k.nameSuffix && !k.images.length)
        return obj;
    const meta = { ...asRecord(obj.value.metadata) };
    if (k.namespace && !isClusterScoped(obj.kind))
        meta.namespace = k.namespace;
    if ((k.namePrefix || k.nameSuffix) && !KEEPS_NAME.has(obj.kind) && typeof meta.name === 'string')
        meta.name = `${k.namePrefix ?? ''}${meta.name}${k.nameSuffix ?? ''}`;
    const value = { ...obj.value, metadata: meta };
    return withValue(obj, k.images.length ? overrideImages(value, k.images) : value);
}
/** Flux `targetNamespace` (force) and Argo CD's destination namespace (only where none is set). */
function applyUnitNamespace(obj, force, fallback) {
    const ns = force ?? (obj.namespace ? undefined : fallback);
    if (!ns || isClusterScoped(obj.kind) || obj.namespace === ns)
        return obj;
    return withValue(obj, { ...obj.value, metadata: { ...asRecord(obj.value.metadata), namespace: ns } });
}

/**
 * Whether two objects have the same digest (manifests/kube.ts `digestOf`: the SHA-1 of
 * `JSON.stringify(value)` and of the exact integers), decided without hashing where it can be: both
 * values are walked in the order `JSON.stringify` writes them, and the first place their JSON text
 * would differ decides "changed"; a walk that ends with nothing different decides "unchanged". A
 * neighbouring release changes nearly every object near its top (a version label), so most pairs
 * cost a few comparisons instead of serialising and hashing both sides. Anything the walk does not
 * mirror exactly (a `toJSON`, a bigint, a boxed value, a very deep value) falls back to the digests.
 */
/** What the walk found: the JSON texts differ, are equal, or it cannot tell (use the digests). */
const DIFFERENT = 0;
const EQUAL = 1;
const UNKNOWN = 2;
/** Deeper than this the digests decide (and a cyclic value is theirs to refuse, as before). */
const MAX_DEPTH$1 = 200;
/** `JSON.stringify` leaves these out of an object, and writes them as `null` in an array. */
const skipped = (v) => v === undefined || typeof v === 'function' || typeof v === 'symbol';
/** A scalar as the JSON text it becomes: non-finite numbers are written as `null`. */
const scalar$1 = (v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v);
/** A value the walk mirrors: a plain array or object without `toJSON`, or a JSON scalar. */
function plain$1(v) {
    if (v === null)
        return true;
    const t = typeof v;
    if (t === 'string' || t === 'number' || t === 'boolean')
        return true;
    return t === 'object' && !('toJSON' in v) && isPlainContainer(v);
}
function compare(a, b, depth) {
    if (!plain$1(a) || !plain$1(b) || depth > MAX_DEPTH$1)
        return UNKNOWN;
    const ao = typeof a === 'object' && a !== null;
    const bo = typeof b === 'object' && b !== null;
    if (!ao || !bo)
        return !ao && !bo && scalar$1(a) === scalar$1(b) ? EQUAL : DIFFERENT;
    if (a === b)
        return EQUAL;
    const aa = Array.isArray(a);
    if (aa !== Array.isArray(b))
        return DIFFERENT;
    return aa ? arrays$1(a, b, depth) : objects$1(a, b, depth);
}
function arrays$1(a, b, depth) {
    if (a.length !== b.length)
        return DIFFERENT;
    for (let i = 0; i < a.length; i++) {
        const x = skipped(a[i]) ? null : a[i];
        const y = skipped(b[i]) ? null : b[i];
        const v = compare(x, y, depth + 1);
        if (v !== EQUAL)
            return v;
    }
    return EQUAL;
}
/** Own enumerable keys in order (as `JSON.stringify` writes them), the skipped ones left out. */
function written$2(o) {
    const keys = Object.keys(o);
    return keys.some((k) => skipped(o[k])) ? keys.filter((k) => !skipped(o[k])) : keys;
}
function objects$1(a, b, depth) {
    const x = a;
    const y = b;
    const ka = written$2(x);
    const kb = written$2(y);
    if (ka.length !== kb.length)
        return DIFFERENT;
    for (let i = 0; i < ka.length; i++)
        if (ka[i] !== kb[i])
            return DIFFERENT;
    for (const k of ka) {
        const v = compare(x[k], y[k], depth + 1);
        if (v !== EQUAL)
            return v;
    }
    return EQUAL;
}
/** `a.digest === b.digest`, mostly without computing either. */
function sameContent(a, b) {
    if (a === b)
        return true;
    const v = sameExactInts(a.exact, b.exact) ? compare(a.value, b.value, 0) : DIFFERENT;
    return v === UNKNOWN ? a.digest === b.digest : v === EQUAL;
}

/** Identity of an object: API group (not version), kind, namespace, name. */
function bareKey(obj) {
    return `${obj.group}/${obj.kind}/${obj.namespace}/${obj.name}`;
}
/** Identity of an object in its deploy unit: the same name in staging and in prod are two objects. */
function objectKey(obj) {
    return obj.unit === undefined ? bareKey(obj) : `${obj.unit}//${bareKey(obj)}`;
}
/**
 * Cluster-scoped objects (CRDs, ClusterRoles, …) that two units targeting the same cluster both
 * apply: one cluster, one object, two owners.
 */
function sharedClusterScoped(objects, clusterOf) {
    const groups = new Map();
    for (const obj of objects) {
        const cluster = obj.unit === undefined ? undefined : clusterOf.get(obj.unit);
        if (cluster === undefined || !isClusterScoped(obj.kind))
            continue;
        const key = `cluster ${cluster}//${bareKey(obj)}`;
        groups.set(key, [...(groups.get(key) ?? []), obj]);
    }
    return [...groups].filter(([, list]) => new Set(list.map((o) => o.unit)).size > 1);
}
function buildTree(snapshot, files, notes = [], applied) {
    const objects = applied ? applied.objects : files.flatMap((f) => f.objects);
    const byKey = new Map();
    const all = new Map();
    for (const obj of objects) {
        const key = objectKey(obj);
        const list = all.get(key);
        if (list)
            list.push(obj);
        else {
            all.set(key, [obj]);
            byKey.set(key, obj);
        }
    }
    const duplicates = new Map();
    for (const [key, list] of all)
        if (list.length > 1)
            duplicates.set(key, list);
    if (applied?.clusterOf)
        for (const [key, list] of sharedClusterScoped(objects, applied.clusterOf))
            duplicates.set(key, list);
    return {
        snapshot,
        files,
        objects,
        byKey,
        duplicates,
        notes,
        configs: applied?.configs ?? [],
        unrendered: applied?.unrendered ?? [],
    };
}
/**
 * An object that moved to another deploy unit (a folder renamed, an overlay split) is the same
 * object, not a removal and an addition: leftovers that match on identity alone, one on each side.
 */
function pairAcrossUnits(pairs) {
    const removed = new Map();
    const added = new Map();
    for (const p of pairs) {
        const into = p.status === 'removed' ? removed : p.status === 'added' ? added : undefined;
        const obj = p.base ?? p.head;
        if (!into || obj?.unit === undefined)
            continue;
        const k = bareKey(obj);
        into.set(k, [...(into.get(k) ?? []), p]);
    }
    const merged = new Set();
    const out = [];
    for (const [k, [gone, ...moreGone]] of removed) {
        const [come, ...moreCome] = added.get(k) ?? [];
        if (!gone || !come || moreGone.length || moreCome.length)
            continue;
        merged.add(gone).add(come);
        const b = gone.base;
        const h = come.head;
        out.push({ key: come.key, base: b, head: h, status: sameContent(b, h) ? 'unchanged' : 'changed' });
    }
    if (!merged.size)
        return pairs;
    return [...pairs.filter((p) => !merged.has(p)), ...out].sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}
/** Pairs every identity on either side, sorted by key. Objects without a name are not paired. */
function pairTrees(base, head) {
    const keys = new Set();
    for (const k of base.byKey.keys())
        keys.add(k);
    for (const k of head.byKey.keys())
        keys.add(k);
    const pairs = [];
    for (const key of [...keys].sort()) {
        const b = base.byKey.get(key);
        const h = head.byKey.get(key);
        if (!b && !h)
            continue;
        if ((b?.name ?? h?.name) === '')
            continue;
        const status = !b ? 'added' : !h ? 'removed' : sameContent(b, h) ? 'unchanged' : 'changed';
        pairs.push({ key, base: b, head: h, status });
    }
    return pairAcrossUnits(pairs);
}

/** Per pair of trees (base, then head) and duplicated identity: each head copy's base copy. */
const memo = new WeakMap();
/** The pairings already made between these two trees, by identity. */
function pairingsOf(base, head) {
    let byHead = memo.get(base);
    if (!byHead)
        memo.set(base, (byHead = new WeakMap()));
    let byIdentity = byHead.get(head);
    if (!byIdentity)
        byHead.set(head, (byIdentity = new Map()));
    return byIdentity;
}
/**
 * Copies of one identity paired file by file, in order within a file (a file keeps its order); of
 * the copies left, one base copy and one head copy are paired (a file renamed), more are not.
 */
function pairCopies(bases, heads) {
    const byFile = new Map();
    for (const b of bases) {
        const f = byFile.get(b.file);
        if (f)
            f.copies.push(b);
        else
            byFile.set(b.file, { copies: [b], next: 0 });
    }
    const out = new Map();
    for (const h of heads) {
        const f = byFile.get(h.file);
        const b = f?.copies[f.next];
        if (!f || !b)
            continue;
        f.next++;
        out.set(h, b);
    }
    const baseLeft = [...byFile.values()].flatMap((f) => f.copies.slice(f.next));
    const headLeft = heads.filter((h) => !out.has(h));
    if (baseLeft.length === 1 && headLeft.length === 1)
        out.set(headLeft[0], baseLeft[0]);
    return out;
}
/**
 * The base object that applying the head object `obj` updates: the base object of its identity,
 * or undefined (it creates). Where an identity is defined more than once on either side
 * (`input/duplicate-object`), each head copy is matched with its own base copy — the one in the same
 * file — not with the identity's first base copy: a copy checked as an update from another object
 * would run transition rules against it and call its old problems new.
 */
function baseSelf(base, head, obj) {
    const key = objectKey(obj);
    const heads = head.duplicates.get(key);
    const bases = base.duplicates.get(key);
    if (!heads && !bases)
        return base.byKey.get(key);
    const made = pairingsOf(base, head);
    let pairs = made.get(key);
    if (!pairs) {
        const first = base.byKey.get(key);
        made.set(key, (pairs = pairCopies(bases ?? (first ? [first] : []), heads ?? [obj])));
    }
    return pairs.get(obj);
}

const keyOf$1 = (group, kind) => `${group}/${kind}`;
/** A live object read as a manifest (no file, no positions: located by namespace/name). */
function asManifest(o, file) {
    const slash = o.apiVersion.lastIndexOf('/');
    return {
        ...o,
        version: o.apiVersion.slice(slash + 1),
        file,
        positions: new Map(),
        digest: '',
    };
}
/**
 * Validation as the rule crd/custom-resource-invalid runs it, shared with it (one answer per run):
 * on create, or as an update from `old`, its base self.
 */
const checkOf = (obj, crd, ctx, old) => ctx.analyses.crdValidation(obj, crd, old).filter((p) => p.kind !== 'unchecked');
/**
 * The object as if written in another version. Its digest is its own, computed if ever asked
 * (a spread would compute the original's for nothing: a getter runs when copied).
 */
function writtenIn(obj, apiVersion, version) {
    const value = { ...obj.value, apiVersion };
    const data = (v) => ({ value: v, enumerable: true, writable: true, configurable: true });
    return Object.defineProperties({}, {
        ...Object.getOwnPropertyDescriptors(obj),
        apiVersion: data(apiVersion),
        version: data(version),
        value: data(value),
        digest: { get: () => digestOf(value, obj.exact), enumerable: true, configurable: true },
    });
}
/** Validates an object as if written in `version` of `crd`, each version once. */
function validator(obj, crd, ctx) {
    const seen = new Map();
    return (version) => {
        let got = seen.get(version);
        if (!got) {
            const as = writtenIn(obj, `${crd?.group ?? obj.group}/${version}`, version);
            got = crd && crd.versions.some((v) => v.name === version && v.served) ? checkOf(as, crd, ctx) : [];
            seen.set(version, got);
        }
        return got;
    };
}
function check$1(obj, crd, ctx, where, live) {
    const problems = checkOf(obj, crd, ctx, live ? undefined : baseSelf(ctx.base, ctx.head, obj));
    const head = validator(obj, crd, ctx);
    // Copies of one CRD under one name are one CRD here: the first copy on base.
    const base = ctx.analyses.crdsByKind.base.get(keyOf$1(crd.group, String(crd.names.kind ?? '')))?.[0];
    // In its own version the object's problems are the ones already found (no second validation).
    const asVersion = (v) => (v === obj.version ? problems : head(v));
    return { where, live, version: obj.version, problems, asVersion, onBase: validator(obj, base, ctx) };
}
/** The changed CRDs of the run (on the head side), by `group/kind`. */
function changedCrds$1(ctx) {
    const out = new Map();
    for (const p of ctx.analyses.crdPairs)
        if (p.head && p.pair.status !== 'unchanged')
            out.set(keyOf$1(p.head.group, String(p.head.names.kind ?? '')), p.head);
    return out;
}
function checkedObjects(ctx) {
    const changed = changedCrds$1(ctx);
    const out = new Map();
    const push = (crd, o) => out.set(crd.name, [...(out.get(crd.name) ?? []), o]);
    if (!changed.size)
        return out;
    for (const obj of ctx.head.objects) {
        const crd = isCrd(obj) ? undefined : changed.get(keyOf$1(obj.group, obj.kind));
        if (crd)
            push(crd, check$1(obj, crd, ctx, `${obj.file}:${obj.line}`, false));
    }
    const state = ctx.facts.clusterState;
    for (const o of state?.objects ?? []) {
        const crd = changed.get(keyOf$1(o.group, o.kind));
        if (!crd)
            continue;
        const name = o.namespace ? `${o.namespace}/${o.name}` : o.name;
        push(crd, check$1(asManifest(o, state.file), crd, ctx, `live ${o.kind} ${name}`, true));
    }
    return out;
}
function crdStance(ctx) {
    const set = ctx.config.crd.stance;
    if (set)
        return { stance: set, why: 'set in the config' };
    const inRepo = [...ctx.analyses.crdObjects.values()].flat().filter((o) => !o.live).length;
    if (inRepo)
        return { stance: 'consumer', why: 'the repo holds custom resources of the changed CRDs' };
    if (ctx.facts.clusterState)
        return { stance: 'consumer', why: 'a cluster state was given' };
    return { stance: 'author', why: 'no custom resource of a changed CRD in the repo, no cluster state' };
}
/** The field of a change as path segments (`^.spec.a[*].b.*` → spec, a, [*], b, *). */
const segments = (field) => field
    .replace(/^\^\.?/, '')
    .split(/\.|(?=\[\*\])/)
    .filter(Boolean);
/** Whether a problem at `path` is at or under the changed field (`[*]` and `*` match any item or key). */
function under$2(path, field) {
    const want = segments(field);
    if (path.length < want.length)
        return false;
    return want.every((w, i) => {
        const got = path[i];
        if (w === '[*]')
            return typeof got === 'number';
        return w === '*' ? typeof got === 'string' : got === w;
    });
}
function judgeOnObjects(ctx, p, c) {
    const all = p.head ? (ctx.analyses.crdObjects.get(p.head.name) ?? []) : [];
    // With conversion None an object is stored and served unchanged whatever version it was written
    // in (even one no longer served): each one meets the changed version's schema on its next
    // update. Otherwise only the objects written in that version are judged.
    const unchanged = p.head ? conversionStrategy(p.head) === 'None' : false;
    const checked = all.filter((o) => o.version === c.version || unchanged);
    // A violation the change causes: under the changed field, and not one the base schema had too.
    const sig = (pr) => `${pr.path.join('\u0000')}\u0001${pr.message}`;
    const violators = checked.filter((o) => {
        const mine = o.asVersion(c.version).filter((pr) => under$2(pr.path, c.field));
        if (!mine.length)
            return false;
        const before = new Set(o.onBase(c.version).map(sig));
        return mine.some((pr) => !before.has(sig(pr)));
    });
    return { violators, checked, stance: ctx.analyses.crdStance };
}
const LISTED = 5;
/** `a.yaml:3, live Kafka ns/x and 4 more`. */
function listObjects(objs) {
    const shown = objs.slice(0, LISTED).map((o) => o.where);
    return `${shown.join(', ')}${objs.length > LISTED ? ` and ${objs.length - LISTED} more` : ''}`;
}
/** Where the checked objects came from, in words. */
function checkedWhere(objs) {
    const live = objs.filter((o) => o.live).length;
    const tree = objs.length - live;
    return [tree ? `${tree} in the head tree` : '', live ? `${live} live` : ''].filter(Boolean).join(' and ');
}

const TWO_63 = 2 ** 63;
const MAX_JSON_INT = 2 ** 53 - 1;
/** Whether kube-openapi compares a bound with an int64 value as int64s. */
function native(limit, s) {
    if (!Number.isFinite(limit) || limit < -TWO_63 || limit >= TWO_63)
        return false;
    return s.type !== 'integer' || Number.isInteger(limit);
}
const num$3 = (v) => (typeof v === 'number' ? v : undefined);
/** go-openapi's IsFloat64AJSONInteger: an integral float64 within ±(2^53−1), to 1e-9 relative. */
function jsonInteger(f) {
    if (!Number.isFinite(f) || Math.abs(f) > MAX_JSON_INT)
        return false;
    const g = Math.trunc(f);
    return f === g || Math.abs(f - g) / (Math.abs(f) + Math.abs(g)) < 1e-9;
}
/** Bounds and multipleOf on an exact int64; `invalid` words the message as for any number. */
function exactBounds(v, s, invalid) {
    const min = num$3(s.minimum);
    const max = num$3(s.maximum);
    const exMin = s.exclusiveMinimum === true;
    const exMax = s.exclusiveMaximum === true;
    const below = (lim) => {
        const n = native(lim, s) ? BigInt(Math.trunc(lim)) : undefined;
        const cmp = n === undefined ? Math.sign(Number(v) - lim) : v < n ? -1 : v > n ? 1 : 0;
        return exMin ? cmp <= 0 : cmp < 0;
    };
    const above = (lim) => {
        const n = native(lim, s) ? BigInt(Math.trunc(lim)) : undefined;
        const cmp = n === undefined ? Math.sign(Number(v) - lim) : v < n ? -1 : v > n ? 1 : 0;
        return exMax ? cmp >= 0 : cmp > 0;
    };
    if (min !== undefined && below(min))
        invalid(`greater than ${exMin ? '' : 'or equal to '}${numberText(min)}`);
    if (max !== undefined && above(max))
        invalid(`less than ${exMax ? '' : 'or equal to '}${numberText(max)}`);
    const m = num$3(s.multipleOf);
    if (!m)
        return;
    const ok = Number.isInteger(m) && native(m, s)
        ? v % BigInt(m) === 0n
        : jsonInteger(m < 1 ? (1 / m) * Number(v) : Number(v) / m);
    if (!ok)
        invalid(`a multiple of ${numberText(m)}`);
}
/** An enum value and a value, equal as kube-openapi's enum check finds them. */
function enumEqual(e, v) {
    if (typeof e !== 'bigint' && typeof v !== 'bigint')
        return deepEqual(e, v);
    if (typeof e === 'bigint')
        return typeof v === 'bigint'
            ? e === v
            : typeof v === 'number' && Math.abs(v) < TWO_63 && BigInt(Math.trunc(v)) === e;
    return typeof e === 'number' && Number(v) === e;
}
/**
 * A float64 as a message writes it: an integral one past 2^53 with every digit of its exact value
 * (a `maximum: 9223372036854775807` is the float64 9223372036854775808, not "9223372036854776000"),
 * any other as JavaScript writes it.
 */
function numberText(v) {
    return Number.isInteger(v) && !Number.isSafeInteger(v) && Math.abs(v) < 1e21
        ? BigInt(v).toString()
        : String(v);
}
const RAW = JSON.rawJSON;
const exactDigits = (_k, x) => (typeof x === 'bigint' ? (RAW?.(String(x)) ?? String(x)) : x);
/** JSON text of a value, its exact integers written with all their digits. */
function jsonOf(v) {
    try {
        return JSON.stringify(v);
    }
    catch (err) {
        if (!(err instanceof TypeError))
            throw err;
        return JSON.stringify(v, exactDigits);
    }
}

/** `v1beta2 ^.spec.foo`, the path users see. */
const showPath$1 = (c) => `${c.version} ${c.field}`;
/** A short, readable rendering of a schema value for messages. */
function show$1(v) {
    if (v === undefined)
        return '(none)';
    const s = jsonOf(v);
    return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

const isNode = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const PRESERVE = 'x-kubernetes-preserve-unknown-fields';
/** Records a change of `keyword` at `at`; `onHead` false points the head path at the node (the keyword is gone). */
function add$1(w, at, keyword, change, onHead = true) {
    w.out.push({
        version: w.version,
        field: at.field,
        keyword,
        basePath: [...at.base, keyword],
        headPath: onHead ? [...at.head, keyword] : at.head,
        ...change,
    });
}
/** Keywords judged only as "changed" (whole value compared), at `level`. */
function wholeValue(keywords, kind, level) {
    return {
        keywords,
        compare(w, b, h, at) {
            for (const k of keywords) {
                if (!deepEqual(b[k], h[k]))
                    add$1(w, at, k, { kind, old: b[k], new: h[k], level, detail: `${k} changed` }, h[k] !== undefined);
            }
        },
    };
}

/**
 * Where re2js comes from: the package here; the bundles rewrite this to `./re2js.cjs`, the file
 * rollup writes beside them (rollup.config.mjs). A run without a pattern never loads it. It is
 * required, not imported, so that it loads synchronously where a pattern first needs it:
 * `compileRe2` and `re2Program` are sync.
 */
const RE2JS_FROM = './re2js.cjs';
const re2jsModule = requiredOnce(RE2JS_FROM);
/** re2js's `RE2JS`, loaded on first use. */
const re2js = () => re2jsModule().RE2JS;

const cache = new Map();
function entry(pattern) {
    let e = cache.get(pattern);
    if (!e) {
        if (cache.size > 10_000)
            cache.clear();
        e = {};
        cache.set(pattern, e);
    }
    return e;
}
function compileProgram(pattern) {
    try {
        return re2js().compile(pattern);
    }
    catch (err) {
        return { error: err.message.replace(/^error parsing regexp: /, '') };
    }
}
/** The compiled RE2 program, or `{ error }`: RE2's reason to reject the pattern (the API server's too). */
function re2Program(pattern) {
    const e = entry(pattern);
    return (e.program ??= compileProgram(pattern));
}
/** re2js's program as a tester, or its error. */
function viaRe2js(pattern) {
    const re = re2Program(pattern);
    return 'error' in re ? re : { test: (value) => re.matcher(value).find() };
}
/** Compiles a pattern with RE2 syntax for Go's regexp.MatchString: an unanchored search. */
function compileRe2(pattern) {
    const e = entry(pattern);
    return (e.tester ??= viaRe2js(pattern));
}

class TooLarge extends Error {
}
class Builder {
    maxStates;
    nfa = { start: 0, accept: 0, eps: [], atStart: [], atEnd: [], moves: [] };
    constructor(maxStates) {
        this.maxStates = maxStates;
    }
    state() {
        if (this.nfa.eps.length >= this.maxStates)
            throw new TooLarge();
        for (const list of [this.nfa.eps, this.nfa.atStart, this.nfa.atEnd, this.nfa.moves])
            list.push([]);
        return this.nfa.eps.length - 1;
    }
    /** Wires `re` from state `from`; returns its exit state. */
    build(re, from) {
        switch (re.t) {
            case 'empty':
                return from;
            case 'class': {
                const to = this.state();
                this.nfa.moves[from].push({ set: re.set, to });
                return to;
            }
            case 'assert': {
                const to = this.state();
                (re.at === 'start' ? this.nfa.atStart : this.nfa.atEnd)[from].push(to);
                return to;
            }
            case 'cat':
                return re.items.reduce((at, item) => this.build(item, at), from);
            case 'alt': {
                const to = this.state();
                for (const item of re.items) {
                    const entry = this.state();
                    this.nfa.eps[from].push(entry);
                    this.nfa.eps[this.build(item, entry)].push(to);
                }
                return to;
            }
            case 'repeat':
                return this.repeat(re.sub, re.min, re.max, from);
        }
    }
    repeat(sub, min, max, from) {
        let at = from;
        for (let i = 0; i < min; i++)
            at = this.build(sub, this.link(at));
        if (max === Infinity) {
            // A loop through a fresh entry state, so the loop cannot reach back before `at`.
            const entry = this.link(at);
            const exit = this.build(sub, entry);
            this.nfa.eps[exit].push(entry);
            return entry;
        }
        const end = this.state();
        for (let i = min; i < max; i++) {
            this.nfa.eps[at].push(end);
            at = this.build(sub, this.link(at));
        }
        this.nfa.eps[at].push(end);
        return end;
    }
    /** A fresh state reached from `at` by ε. */
    link(at) {
        const s = this.state();
        this.nfa.eps[at].push(s);
        return s;
    }
}
/** The NFA of `re`, or undefined when it needs more than `maxStates` states. */
function buildNfa(re, maxStates) {
    const b = new Builder(maxStates);
    try {
        const start = b.state();
        const accept = b.build(re, start);
        b.nfa.start = start;
        b.nfa.accept = accept;
        return b.nfa;
    }
    catch (err) {
        if (err instanceof TooLarge)
            return undefined;
        throw err;
    }
}
/** Every code-point set an edge of `nfa` reads. */
const setsOf = (nfa) => nfa.moves.flatMap((ms) => ms.map((m) => m.set));

/**
 * RE2 syntax, as Go's `regexp` reads a CRD `pattern` (the API server: kube-openapi
 * `validate.Pattern` → `regexp.MatchString`, flags `syntax.Perl`), parsed into a small tree for the
 * pattern comparison (regex-automaton.ts, regex-inclusion.ts). What Go reads by default: `^` and `$`
 * are the start and the end of the text (no multi-line), `.` is any code point but `\n`, a negated
 * class also matches `\n`, `\s` is `[\t\n\f\r ]`, lazy quantifiers match the same language, `{` that
 * does not open a repeat is a literal. The caller checks with re2js that the pattern compiles first;
 * this parser only reads what RE2 accepts. What it does not model — `\b \B`, Unicode classes `\pL`,
 * flags other than `s` and `U`, `\Q…\E`, `\C`, octal escapes — is `unsupported`, never a guess.
 */
const MAX_CODE_POINT = 0x10ffff;
/** Sorts and merges ranges. */
function normalize(ranges) {
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const [lo, hi] of sorted) {
        const last = out[out.length - 1];
        if (last && lo <= last[1] + 1)
            last[1] = Math.max(last[1], hi);
        else
            out.push([lo, hi]);
    }
    return out;
}
/** Every code point not in `set`. */
function negate(set) {
    const out = [];
    let next = 0;
    for (const [lo, hi] of set) {
        if (lo > next)
            out.push([next, lo - 1]);
        next = hi + 1;
    }
    if (next <= MAX_CODE_POINT)
        out.push([next, MAX_CODE_POINT]);
    return out;
}
const cp = (s) => s.codePointAt(0);
const r = (a, b = a) => [cp(a), cp(b)];
const DIGIT = [r('0', '9')];
const WORD = [r('0', '9'), r('A', 'Z'), r('_'), r('a', 'z')];
const SPACE = [r('\t', '\n'), r('\f', '\r'), r(' ')];
const PERL = { d: DIGIT, w: WORD, s: SPACE };
/** The ASCII classes `[:name:]` (Go `regexp/syntax` perl_groups.go, posixGroup). */
const POSIX = {
    alnum: [r('0', '9'), r('A', 'Z'), r('a', 'z')],
    alpha: [r('A', 'Z'), r('a', 'z')],
    ascii: [[0, 0x7f]],
    blank: [r('\t'), r(' ')],
    cntrl: [
        [0, 0x1f],
        [0x7f, 0x7f],
    ],
    digit: DIGIT,
    graph: [r('!', '~')],
    lower: [r('a', 'z')],
    print: [r(' ', '~')],
    punct: [r('!', '/'), r(':', '@'), r('[', '`'), r('{', '~')],
    space: [r('\t', '\r'), r(' ')],
    upper: [r('A', 'Z')],
    word: WORD,
    xdigit: [r('0', '9'), r('A', 'F'), r('a', 'f')],
};
const SIMPLE_ESCAPES$1 = { a: 7, f: 12, t: 9, n: 10, r: 13, v: 11 };
class Unsupported extends Error {
}
/** A recursive-descent reader over the pattern's code points. */
class Reader {
    i = 0;
    cs;
    dotNL = false;
    constructor(pattern) {
        this.cs = [...pattern];
    }
    peek(k = 0) {
        return this.cs[this.i + k];
    }
    next() {
        const c = this.cs[this.i++];
        if (c === undefined)
            throw new Unsupported('unexpected end of pattern');
        return c;
    }
    done() {
        return this.i >= this.cs.length;
    }
    rest() {
        return this.cs.slice(this.i).join('');
    }
    skip(n) {
        this.i += n;
    }
    alternation() {
        const items = [this.concatenation()];
        while (this.peek() === '|') {
            this.next();
            items.push(this.concatenation());
        }
        return items.length === 1 ? items[0] : { t: 'alt', items };
    }
    concatenation() {
        const items = [];
        while (!this.done() && this.peek() !== '|' && this.peek() !== ')') {
            const atom = this.atom();
            if (atom)
                items.push(this.repeats(atom));
        }
        return items.length === 0 ? { t: 'empty' } : items.length === 1 ? items[0] : { t: 'cat', items };
    }
    /** Quantifiers after an atom (RE2 rejects stacked ones; `{` that is not a repeat is left as a literal). */
    repeats(atom) {
        for (;;) {
            const c = this.peek();
            let min;
            let max;
            if (c === '*')
                [min, max] = [0, Infinity];
            else if (c === '+')
                [min, max] = [1, Infinity];
            else if (c === '?')
                [min, max] = [0, 1];
            else if (c === '{') {
                const m = /^\{(\d+)(,(\d*))?\}/.exec(this.rest());
                if (!m)
                    return atom;
                min = Number(m[1]);
                max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
                this.skip(m[0].length - 1);
            }
            else
                return atom;
            this.next();
            if (this.peek() === '?')
                this.next(); // lazy: the same language
            atom = { t: 'repeat', sub: atom, min, max };
        }
    }
    /** One atom, or undefined for a flag group that only sets flags. */
    atom() {
        const c = this.next();
        if (c === '(')
            return this.group();
        if (c === '[')
            return { t: 'class', set: this.bracket() };
        if (c === '\\')
            return this.escape(false);
        if (c === '.')
            return { t: 'class', set: this.dotNL ? [[0, MAX_CODE_POINT]] : negate([r('\n')]) };
        if (c === '^')
            return { t: 'assert', at: 'start' };
        if (c === '$')
            return { t: 'assert', at: 'end' };
        return { t: 'class', set: [r(c)] };
    }
    group() {
        if (this.peek() === '?') {
            this.next();
            const named = /^(P?<)[A-Za-z0-9_]+>/.exec(this.rest());
            if (named)
                this.skip(named[0].length);
            else
                return this.flags();
        }
        const saved = this.dotNL;
        const re = this.alternation();
        if (this.next() !== ')')
            throw new Unsupported('missing )');
        this.dotNL = saved; // flags set inside a group end with it
        return re;
    }
    /** `(?flags)` or `(?flags:re)`: `s` (dot matches `\n`) and `U` (ungreedy: the same language) only. */
    flags() {
        let on = true;
        const saved = this.dotNL;
        for (;;) {
            const c = this.next();
            if (c === '-')
                on = false;
            else if (c === 's')
                this.dotNL = on;
            else if (c === 'U')
                continue;
            else if (c === ')')
                return undefined;
            else if (c === ':') {
                const re = this.alternation();
                this.next();
                this.dotNL = saved;
                return re;
            }
            else
                throw new Unsupported(`flag (?${c})`);
        }
    }
    /** An escape outside (`inClass` false) or inside a bracket class. */
    escape(inClass) {
        const c = this.next();
        const perl = /[dswDSW]/.test(c) ? PERL[c.toLowerCase()] : undefined;
        if (perl)
            return { t: 'class', set: c === c.toLowerCase() ? perl : negate(perl) };
        if (!inClass && c === 'A')
            return { t: 'assert', at: 'start' };
        if (!inClass && c === 'z')
            return { t: 'assert', at: 'end' };
        if (SIMPLE_ESCAPES$1[c] !== undefined)
            return { t: 'class', set: [[SIMPLE_ESCAPES$1[c], SIMPLE_ESCAPES$1[c]]] };
        if (c === 'x')
            return { t: 'class', set: [this.hex()] };
        if (/[0-9A-Za-z]/.test(c))
            throw new Unsupported(`escape \\${c}`);
        return { t: 'class', set: [r(c)] };
    }
    hex() {
        const m = /^(\{([0-9A-Fa-f]+)\}|[0-9A-Fa-f]{2})/.exec(this.rest());
        if (!m)
            throw new Unsupported('bad \\x escape');
        this.skip(m[0].length);
        const v = parseInt(m[2] ?? m[1], 16);
        return [v, v];
    }
    /** A bracket class after its `[`. */
    bracket() {
        const negated = this.peek() === '^';
        if (negated)
            this.next();
        const parts = [];
        let first = true;
        while (first || this.peek() !== ']') {
            first = false;
            const posix = /^\[:(\^?)([a-z]+):\]/.exec(this.rest());
            if (posix) {
                const set = POSIX[posix[2]];
                if (!set)
                    throw new Unsupported(`class [:${posix[2]}:]`);
                parts.push(...(posix[1] ? negate(set) : set));
                this.skip(posix[0].length);
                continue;
            }
            const lo = this.classChar();
            if (typeof lo !== 'number') {
                parts.push(...lo);
                continue;
            }
            if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
                this.next();
                const hi = this.classChar();
                if (typeof hi !== 'number')
                    throw new Unsupported('class range');
                parts.push([lo, hi]);
            }
            else
                parts.push([lo, lo]);
        }
        this.next();
        const set = normalize(parts);
        return negated ? negate(set) : set;
    }
    /** One character of a bracket class, or the set of an escape like `\d`. */
    classChar() {
        const c = this.next();
        if (c !== '\\')
            return cp(c);
        const e = this.escape(true);
        if (e.t !== 'class')
            throw new Unsupported('class escape');
        return e.set.length === 1 && e.set[0][0] === e.set[0][1] ? e.set[0][0] : e.set;
    }
}
/** The pattern's tree, or what in it is not modelled. The pattern must compile as RE2. */
function parseRe2Syntax(pattern) {
    const reader = new Reader(pattern);
    try {
        const re = reader.alternation();
        if (!reader.done())
            return { unsupported: 'unbalanced )' };
        return { re };
    }
    catch (err) {
        if (err instanceof Unsupported)
            return { unsupported: err.message };
        throw err;
    }
}

/**
 * Whether every value an old `pattern` accepts, a new one accepts: L(old) ⊆ L(new), decided on the
 * two regular languages. The API server matches a pattern with Go's `regexp.MatchString` (kube-openapi
 * `validate.Pattern`): a search, so a value is accepted when some substring matches, with `^`/`$` at
 * the ends of the whole value. Both patterns become NFAs (regex-automaton.ts) over one alphabet: the
 * code points cut into intervals at every bound of every class of either pattern, so each interval is
 * wholly in or out of every class. A breadth-first walk of the product of the two subset automata
 * looks for a value the old accepts and the new rejects; it stops at `budget` product states and
 * (or at 2,000,000 NFA steps in all, or 5,000 NFA states for one pattern: a hostile pattern stays
 * bounded) and then says the comparison was not decided. A value found is a witness, shown in the
 * finding.
 */
/** The product states a comparison may visit; the NFA states one pattern may need. */
const INCLUSION_BUDGET = 10_000;
const MAX_NFA_STATES = 5_000;
/** NFA edges a comparison may follow in all: a hostile pattern with many classes stays bounded. */
const MAX_WORK = 2_000_000;
class OverBudget extends Error {
}
/** Work done by both automata of one comparison. */
class Meter {
    spent = 0;
    spend(n) {
        this.spent += n;
        if (this.spent > MAX_WORK)
            throw new OverBudget();
    }
}
/** Code points a Go string can hold as runes: not the surrogate halves. */
const UNIVERSE = [
    [0, 0xd7ff],
    [0xe000, 0x10ffff],
];
/** Code points a witness is best made of, best first. */
const READABLE = [...'a0A_-./: zZ9'].map((c) => c.codePointAt(0));
/** The alphabet: disjoint intervals covering the universe, none straddling a bound of a class. */
function alphabet(sets) {
    const cuts = new Set();
    for (const set of [...sets, UNIVERSE])
        for (const [lo, hi] of set) {
            cuts.add(lo);
            cuts.add(hi + 1);
        }
    const bounds = [...cuts].sort((a, b) => a - b);
    const out = [];
    for (let i = 0; i + 1 < bounds.length; i++) {
        const lo = bounds[i];
        if (UNIVERSE.some(([a, b]) => a <= lo && lo <= b))
            out.push([lo, bounds[i + 1] - 1]);
    }
    // Readable intervals first: the breadth-first walk then finds a readable witness first.
    const rank = (s) => {
        const i = READABLE.findIndex((p) => s[0] <= p && p <= s[1]);
        return i < 0 ? READABLE.length : i;
    };
    return out.sort((x, y) => rank(x) - rank(y) || x[0] - y[0]);
}
const contains = (set, c) => set.some(([lo, hi]) => lo <= c && c <= hi);
/** A readable member of an interval for a witness: a letter, digit or common punctuation when it has one. */
function sample([lo, hi]) {
    const pick = (list) => list.find((c) => lo <= c && c <= hi);
    const printable = lo > 0x20 && lo < 0x7f ? lo : undefined;
    return String.fromCodePoint(pick(READABLE.slice(0, 3)) ?? printable ?? pick(READABLE) ?? lo);
}
/**
 * One pattern as a search automaton, determinised lazily. A state is the sorted set of NFA states
 * that can still lead somewhere, or `MATCHED` once a substring has matched (every extension is
 * accepted too).
 */
class Search {
    nfa;
    symbols;
    meter;
    next = new Map();
    sets = new Map();
    constructor(nfa, symbols, meter) {
        this.nfa = nfa;
        this.symbols = symbols;
        this.meter = meter;
    }
    static MATCHED = 'M';
    closure(seeds, atStart, atEnd) {
        const seen = new Set(seeds);
        const stack = [...seeds];
        while (stack.length) {
            const s = stack.pop();
            this.meter.spend(1);
            const targets = [
                ...this.nfa.eps[s],
                ...(atStart ? this.nfa.atStart[s] : []),
                ...(atEnd ? this.nfa.atEnd[s] : []),
            ];
            for (const t of targets)
                if (!seen.has(t)) {
                    seen.add(t);
                    stack.push(t);
                }
        }
        return seen;
    }
    /** The state after the NFA states `seeds` plus a fresh match attempt, at the start of the value or not. */
    state(seeds, atStart) {
        const all = this.closure([...seeds, this.nfa.start], atStart, false);
        if (all.has(this.nfa.accept))
            return Search.MATCHED;
        const kept = [...all]
            .filter((s) => this.nfa.moves[s].length > 0 || this.nfa.atEnd[s].length > 0)
            .sort((a, b) => a - b);
        const key = `${atStart ? 'S' : ''}${kept.join(',')}`;
        this.sets.set(key, kept);
        return key;
    }
    initial() {
        return this.state([], true);
    }
    /** Whether the value read so far is accepted when it ends here. */
    accepts(key) {
        if (key === Search.MATCHED)
            return true;
        return this.closure(this.sets.get(key), key.startsWith('S'), true).has(this.nfa.accept);
    }
    /** The state after one more code point of symbol `i`. */
    step(key, i) {
        if (key === Search.MATCHED)
            return key;
        let row = this.next.get(key);
        if (!row)
            this.next.set(key, (row = []));
        const known = row[i];
        if (known !== undefined)
            return known;
        const c = this.symbols[i][0];
        const seeds = [];
        for (const s of this.sets.get(key)) {
            const moves = this.nfa.moves[s];
            this.meter.spend(moves.length);
            for (const m of moves)
                if (contains(m.set, c))
                    seeds.push(m.to);
        }
        return (row[i] = this.state(seeds, false));
    }
}
function automaton(pattern) {
    const parsed = parseRe2Syntax(pattern);
    if ('unsupported' in parsed)
        return `${parsed.unsupported} is not modelled`;
    return buildNfa(parsed.re, MAX_NFA_STATES) ?? 'the pattern is too large to compare';
}
/** Whether every value `oldPattern` accepts, `newPattern` accepts (both must compile as RE2). */
function patternIncluded(oldPattern, newPattern, budget = INCLUSION_BUDGET) {
    const a = automaton(oldPattern);
    const b = automaton(newPattern);
    if (typeof a === 'string')
        return { kind: 'undecided', reason: `old pattern: ${a}` };
    if (typeof b === 'string')
        return { kind: 'undecided', reason: `new pattern: ${b}` };
    const symbols = alphabet([...setsOf(a), ...setsOf(b)]);
    const meter = new Meter();
    try {
        return search(new Search(a, symbols, meter), new Search(b, symbols, meter), symbols, budget);
    }
    catch (err) {
        if (err instanceof OverBudget)
            return { kind: 'undecided', reason: `more than ${MAX_WORK} steps to compare` };
        throw err;
    }
}
/** Breadth-first over product states, so a witness found is a shortest one. */
function search(a, b, symbols, budget) {
    const start = [a.initial(), b.initial()];
    const parent = new Map();
    const keyOf = (x, y) => `${x}|${y}`;
    parent.set(keyOf(...start), undefined);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
        const [x, y] = queue[head];
        const key = keyOf(x, y);
        if (a.accepts(x) && !b.accepts(y))
            return { kind: 'excluded', witness: witness(parent, key, symbols) };
        // The new pattern has matched: it accepts every extension. The old one cannot match any more.
        if (y === Search.MATCHED || x === '' || x === 'S')
            continue;
        for (let i = 0; i < symbols.length; i++) {
            const next = [a.step(x, i), b.step(y, i)];
            const k = keyOf(...next);
            if (parent.has(k))
                continue;
            if (parent.size >= budget)
                return { kind: 'undecided', reason: `more than ${budget} states to compare` };
            parent.set(k, { from: key, symbol: i });
            queue.push(next);
        }
    }
    return { kind: 'included' };
}
function witness(parent, key, symbols) {
    const out = [];
    for (let p = parent.get(key); p; p = parent.get(p.from))
        out.push(sample(symbols[p.symbol]));
    return out.reverse().join('');
}

/**
 * How a new `pattern` relates to the old one. `comparePatterns` decides it on the two regular
 * languages (regex-inclusion.ts); when that is not decided (syntax it does not model, or over its
 * budget), the token comparison below still proves the shapes real CRDs change: the same pattern written differently (a character class reordered or
 * with a redundant member), a character class widened, a quantifier relaxed, alternatives added at
 * the top level. Both patterns must compile as RE2 (re2js); any other change is undecided (the
 * caller judges it on the objects). Decided token by token, so a "looser" verdict is always sound:
 * each token of the new pattern accepts at least what the old token accepted.
 */
const CLASS_ESCAPES = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };
/** A bracket class as sorted, merged code-point ranges; undefined for shapes not handled (\d, [:alpha:], …). */
function readClass(body) {
    const chars = [];
    for (let i = 0; i < body.length; i++) {
        let c = body[i];
        if (c === '\\') {
            const n = body[++i];
            if (n === undefined || /[A-Za-z0-9]/.test(n)) {
                if (n !== undefined && CLASS_ESCAPES[n])
                    c = CLASS_ESCAPES[n];
                else
                    return undefined;
            }
            else
                c = n;
        }
        else if (c === '[')
            return undefined;
        chars.push(c.codePointAt(0));
    }
    const ranges = [];
    for (let i = 0; i < chars.length; i++) {
        // `a-z` is a range unless the dash is first or last.
        if (i + 2 < chars.length && chars[i + 1] === 45 && !(i === 0 && chars[0] === 45)) {
            if (chars[i] > chars[i + 2])
                return undefined;
            ranges.push([chars[i], chars[i + 2]]);
            i += 2;
        }
        else
            ranges.push([chars[i], chars[i]]);
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const r of ranges) {
        const last = merged[merged.length - 1];
        if (last && r[0] <= last[1] + 1)
            last[1] = Math.max(last[1], r[1]);
        else
            merged.push([...r]);
    }
    return merged;
}
function quantifier(p, i) {
    const c = p[i];
    let min;
    let max;
    let end = i + 1;
    if (c === '*')
        [min, max] = [0, Infinity];
    else if (c === '+')
        [min, max] = [1, Infinity];
    else if (c === '?')
        [min, max] = [0, 1];
    else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i));
        if (!m)
            return undefined;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        end = i + m[0].length;
    }
    else
        return undefined;
    const lazy = p[end] === '?';
    return { tok: { t: 'quant', min, max, lazy }, end: lazy ? end + 1 : end };
}
function tokenize(p) {
    const out = [];
    for (let i = 0; i < p.length;) {
        const q = quantifier(p, i);
        if (q) {
            out.push(q.tok);
            i = q.end;
            continue;
        }
        const c = p[i];
        if (c === '[') {
            const negated = p[i + 1] === '^';
            let j = negated ? i + 2 : i + 1;
            if (p[j] === ']')
                j++;
            while (j < p.length && p[j] !== ']')
                j += p[j] === '\\' ? 2 : 1;
            if (j >= p.length)
                return undefined;
            const ranges = readClass(p.slice(negated ? i + 2 : i + 1, j));
            if (!ranges)
                return undefined;
            out.push({ t: 'class', ranges, negated });
            i = j + 1;
        }
        else if (c === '\\') {
            const n = p[i + 1];
            if (n === undefined)
                return undefined;
            // An escaped punctuation character is that character: a one-member class.
            if (/[A-Za-z0-9]/.test(n))
                out.push({ t: 'lit', s: `\\${n}` });
            else
                out.push({ t: 'class', ranges: [[n.codePointAt(0), n.codePointAt(0)]], negated: false });
            i += 2;
        }
        else if ('()|^$.'.includes(c)) {
            out.push({ t: 'lit', s: c });
            i++;
        }
        else {
            const cp = p.codePointAt(i);
            out.push({ t: 'class', ranges: [[cp, cp]], negated: false });
            i += cp > 0xffff ? 2 : 1;
        }
    }
    return out;
}
const covers = (outer, inner) => inner.every(([a, b]) => outer.some(([c, d]) => c <= a && b <= d));
/** 'equal', 'looser' (new ⊇ old at this token) or undefined (narrower or not comparable). */
function compareToken(o, n) {
    if (o.t === 'lit' || n.t === 'lit')
        return o.t === 'lit' && n.t === 'lit' && o.s === n.s ? 'equal' : undefined;
    if (o.t === 'quant' || n.t === 'quant') {
        if (o.t !== 'quant' || n.t !== 'quant' || o.lazy !== n.lazy)
            return undefined;
        if (o.min === n.min && o.max === n.max)
            return 'equal';
        return n.min <= o.min && n.max >= o.max ? 'looser' : undefined;
    }
    if (o.negated !== n.negated)
        return undefined;
    const [outer, inner] = o.negated ? [o.ranges, n.ranges] : [n.ranges, o.ranges];
    if (JSON.stringify(o.ranges) === JSON.stringify(n.ranges))
        return 'equal';
    return covers(outer, inner) ? 'looser' : undefined;
}
function compareTokens(o, n) {
    if (o.length !== n.length)
        return undefined;
    let rel = 'equal';
    for (let i = 0; i < o.length; i++) {
        const r = compareToken(o[i], n[i]);
        if (!r)
            return undefined;
        if (r === 'looser')
            rel = 'looser';
    }
    return rel;
}
/** Top-level alternatives of `^(a|b)$` or `^a$|^b$`, as token lists. */
function alternatives(tokens) {
    const lit = (t, s) => t?.t === 'lit' && t.s === s;
    let body = tokens;
    if (lit(body[0], '^') &&
        lit(body[1], '(') &&
        lit(body[body.length - 2], ')') &&
        lit(body[body.length - 1], '$'))
        body = body.slice(2, -2);
    const out = [[]];
    let depth = 0;
    for (const t of body) {
        if (lit(t, '('))
            depth++;
        if (lit(t, ')'))
            depth--;
        if (depth < 0)
            return [tokens];
        if (depth === 0 && lit(t, '|'))
            out.push([]);
        else
            out[out.length - 1].push(t);
    }
    return depth === 0 ? out : [tokens];
}
const compiles = (p) => !('error' in compileRe2(p));
/** Whether every string the old pattern accepts, the new one accepts (see the file comment). */
function patternRelation(oldPattern, newPattern) {
    if (!compiles(oldPattern) || !compiles(newPattern))
        return undefined;
    const o = tokenize(oldPattern);
    const n = tokenize(newPattern);
    if (!o || !n)
        return undefined;
    const whole = compareTokens(o, n);
    if (whole)
        return whole;
    // Alternatives added: every old alternative is matched by some new one.
    const oa = alternatives(o);
    const na = alternatives(n);
    if (na.length <= 1 || oa.length > na.length)
        return undefined;
    return oa.every((a) => na.some((b) => compareTokens(a, b))) ? 'looser' : undefined;
}
/**
 * Whether the new pattern accepts every value the old one did: `equal` or `looser` when it does,
 * `narrower` with a value the old accepts and the new rejects, or `undecided` with the reason (the
 * token comparison, which is sound, is tried before giving up).
 */
function comparePatterns(oldPattern, newPattern) {
    if (!compiles(oldPattern) || !compiles(newPattern))
        return { relation: 'undecided', reason: 'a pattern does not compile as RE2' };
    const forward = patternIncluded(oldPattern, newPattern);
    if (forward.kind === 'excluded')
        return { relation: 'narrower', witness: forward.witness };
    if (forward.kind === 'included')
        return { relation: patternIncluded(newPattern, oldPattern).kind === 'included' ? 'equal' : 'looser' };
    const tokens = patternRelation(oldPattern, newPattern);
    return tokens ? { relation: tokens } : { relation: 'undecided', reason: forward.reason };
}
/** Whether an RE2 pattern finds a match in the value (unanchored, as the API server's `pattern`). */
function patternAccepts(pattern, value) {
    const re = compileRe2(pattern);
    return 'error' in re ? undefined : re.test(value);
}

/**
 * The values a node accepted when its base side was an enum: a new restriction that every one of
 * them passes restricts nothing (an enum replaced by a pattern and length bounds, say).
 */
function enumPasses(b, passes) {
    return Array.isArray(b.enum) && b.enum.length > 0 && b.enum.every((v) => passes(v) === true);
}
/** Why a changed pattern restricts: a value it now rejects, or why the comparison was not decided. */
function restriction(cmp) {
    if (cmp?.relation === 'narrower')
        return cmp.witness === ''
            ? ': it rejects the empty value, which the old one accepted'
            : `: it rejects ${show$1(cmp.witness)}, which the old one accepted`;
    return cmp?.relation === 'undecided' ? ` (the comparison was not decided: ${cmp.reason})` : '';
}
/** `pattern`: added or narrowed restricts; the same language written differently, or a looser one, does not. */
const patternComparator = {
    keywords: ['pattern'],
    compare(w, b, h, at) {
        const o = b.pattern;
        const n = h.pattern;
        if (typeof n !== 'string' || o === n)
            return;
        const cmp = typeof o === 'string' ? comparePatterns(o, n) : undefined;
        const rel = cmp?.relation === 'equal' || cmp?.relation === 'looser' ? cmp.relation : undefined;
        const fromEnum = enumPasses(b, (v) => typeof v === 'string' && patternAccepts(n, v));
        if (rel || fromEnum) {
            const why = fromEnum
                ? 'every value of the base enum matches it'
                : rel === 'equal'
                    ? 'the same language'
                    : 'it accepts everything the old one did';
            add$1(w, at, 'pattern', {
                kind: 'pattern-changed',
                old: o,
                new: n,
                level: 'notice',
                detail: `pattern ${show$1(o)} → ${show$1(n)}: ${why}`,
            });
            return;
        }
        add$1(w, at, 'pattern', {
            kind: 'pattern-changed',
            old: o,
            new: n,
            level: 'fail',
            ratchetable: true,
            detail: o === undefined ? `pattern added: ${show$1(n)}` : `pattern ${show$1(o)} → ${show$1(n)}${restriction(cmp)}`,
        });
    },
};
/**
 * The formats the API server checks (`apiextensions-apiserver/pkg/apiserver/validation/formats.go`,
 * `supportedVersionedFormats`; a string format's name is compared without `-`): any other format
 * on a string is stripped before validation, so it restricts nothing.
 */
const ENFORCED_STRING_FORMATS = [
    'bsonobjectid',
    'uri',
    'email',
    'hostname',
    'ipv4',
    'ipv6',
    'cidr',
    'mac',
    'uuid',
    'uuid3',
    'uuid4',
    'uuid5',
    'isbn',
    'isbn10',
    'isbn13',
    'creditcard',
    'ssn',
    'hexcolor',
    'rgbcolor',
    'byte',
    'password',
    'date',
    'duration',
    'datetime',
    'quantity',
    'k8s-short-name',
    'k8s-long-name',
];
const STRING_FORMATS$1 = new Set(ENFORCED_STRING_FORMATS.map((f) => f.replaceAll('-', '')));
/** Range-checked number formats (kube-openapi `IsValueValidAgainstRange`); int64 and double accept every value. */
const RANGE_FORMATS = { integer: 'int32', number: 'float' };
/** The check a format makes on a node of type `type`, or undefined when the API server makes none. */
function enforcedFormat(type, format) {
    if (typeof format !== 'string')
        return undefined;
    if (type === undefined || type === 'string') {
        const name = format.replaceAll('-', '');
        return STRING_FORMATS$1.has(name) ? name : undefined;
    }
    return typeof type === 'string' && RANGE_FORMATS[type] === format ? format : undefined;
}
/** `format`: only a check the API server makes restricts; a format it strips is documentation. */
const formatComparator = {
    keywords: ['format'],
    compare(w, b, h, at) {
        if (b.format === h.format || h.format === undefined)
            return;
        const before = enforcedFormat(b.type, b.format);
        const after = enforcedFormat(h.type, h.format);
        const restricts = after !== undefined && after !== before;
        add$1(w, at, 'format', {
            kind: 'format-changed',
            old: b.format,
            new: h.format,
            level: restricts ? 'fail' : 'notice',
            ratchetable: true,
            detail: restricts
                ? b.format === undefined
                    ? `format added: ${show$1(h.format)}`
                    : `format ${show$1(b.format)} → ${show$1(h.format)}`
                : `format ${show$1(b.format)} → ${show$1(h.format)}: not a format the API server checks on ${show$1(h.type ?? 'string')}, or the same check`,
        });
    },
};

const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'maxProperties'];
const FLAGS = ['exclusiveMinimum', 'exclusiveMaximum', 'uniqueItems'];
const num$2 = (v) => (typeof v === 'number' ? v : undefined);
/** Numeric and size bounds, exclusive flags, `uniqueItems` and `multipleOf`: added or tightened restricts. */
const boundsComparator = {
    keywords: [...LOWER_BOUNDS, ...UPPER_BOUNDS, ...FLAGS, 'multipleOf'],
    compare(w, b, h, at) {
        for (const k of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
            const n = num$2(h[k]);
            // A base enum whose every value is within the new bound: nothing the base accepted breaks.
            if (n !== undefined && enumPasses(b, (v) => within(k, n, v)))
                continue;
            const lower = LOWER_BOUNDS.includes(k);
            boundChange(w, at, k, num$2(b[k]), n, lower ? (o, x) => x > o : (o, x) => x < o);
        }
        for (const k of FLAGS) {
            if (h[k] === true && b[k] !== true)
                add$1(w, at, k, {
                    kind: 'bounds-tightened',
                    old: b[k],
                    new: true,
                    level: 'fail',
                    ratchetable: true,
                    detail: `${k} ${show$1(b[k])} → true`,
                });
        }
        multipleOf(w, b, h, at);
    },
};
/** Whether an enum value is within a bound (undefined for bounds on lists and maps). */
function within(k, bound, v) {
    const size = typeof v === 'string' ? [...v].length : undefined;
    if (k === 'minLength')
        return size !== undefined && size >= bound;
    if (k === 'maxLength')
        return size !== undefined && size <= bound;
    // An enum value past 2^53 is exact (a bigint, validate/exact.ts): compared exactly with the bound.
    const n = typeof v === 'number' || typeof v === 'bigint' ? v : undefined;
    if (k === 'minimum')
        return n !== undefined && n >= bound;
    if (k === 'maximum')
        return n !== undefined && n <= bound;
    return undefined;
}
function multipleOf(w, b, h, at) {
    const bm = num$2(b.multipleOf);
    const hm = num$2(h.multipleOf);
    if (hm !== undefined && (bm === undefined || (bm !== hm && bm % hm !== 0))) {
        add$1(w, at, 'multipleOf', {
            kind: 'bounds-tightened',
            old: bm,
            new: hm,
            level: 'fail',
            ratchetable: true,
            detail: `multipleOf ${show$1(bm)} → ${hm}`,
        });
    }
}
function boundChange(w, at, k, o, n, tighter) {
    if (n === undefined || o === n)
        return;
    if (o === undefined || tighter(o, n)) {
        add$1(w, at, k, {
            kind: 'bounds-tightened',
            old: o,
            new: n,
            level: 'fail',
            ratchetable: true,
            detail: o === undefined ? `${k} added: ${numberText(n)}` : `${k} ${numberText(o)} → ${numberText(n)}`,
        });
    }
}

const KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'not'];
/**
 * `allOf`, `anyOf`, `oneOf`, `not`: a change fails unless it provably accepts every object the old
 * schema did. The one change judged here is a `oneOf` whose branches every stored object still
 * matches exactly once (see {@link oneOfKeepsObjects}); rewrites that change nothing are removed
 * before any comparator runs ({@link normalComposition}).
 */
const compositionComparator = {
    keywords: KEYWORDS,
    compare(w, b, h, at) {
        for (const k of KEYWORDS) {
            if (deepEqual(b[k], h[k]))
                continue;
            const why = onlyLoosens(k, b, h) ?? (k === 'oneOf' ? oneOfKeepsObjects(b, h, at) : undefined);
            add$1(w, at, k, {
                kind: 'composition-changed',
                old: b[k],
                new: h[k],
                level: why ? 'notice' : 'fail',
                detail: why ? `${k} changed: ${why}` : `${k} changed`,
            }, h[k] !== undefined);
        }
    },
};
/**
 * Why a composition change only drops checks, or undefined: the keyword removed, an `anyOf` that
 * keeps every old branch, an `allOf` whose branches were all there before. (Structural schemas keep
 * pruning and defaults out of compositions, so they only ever validate.)
 */
function onlyLoosens(k, b, h) {
    if (h[k] === undefined)
        return 'removed, which only drops checks';
    const [old, now] = [branches(b[k]), branches(h[k])];
    if (!old || !now)
        return undefined;
    const within = (xs, ys) => xs.every((x) => ys.some((y) => deepEqual(x, y)));
    if (k === 'anyOf' && within(old, now))
        return 'every old branch is kept, so whatever matched one still does';
    if (k === 'allOf' && within(now, old))
        return 'every branch left was there before, so it only drops checks';
    return undefined;
}
const branches = (v) => Array.isArray(v) && v.every(isNode) ? v : undefined;
const strings$3 = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
/**
 * Whether the base node prunes unknown fields: the API server drops every field its schema does not
 * name before it validates (apiextensions-apiserver pkg/apiserver/customresource_handler.go@v1.30.0,
 * `unstructuredSchemaCoercer.apply` → `structuralpruning.PruneWithOptions`, on every decode, from a
 * request or from etcd), so no stored object holds a field the base schema does not name.
 */
const prunes = (b, at) => b[PRESERVE] !== true &&
    (b.additionalProperties === undefined || b.additionalProperties === false) &&
    b['x-kubernetes-embedded-resource'] !== true &&
    at.kept !== true;
/**
 * A branch no stored object can match: it requires a field the base schema does not name (pruned)
 * and the head gives no default (defaulting also runs on every decode, before validation).
 */
function impossible(branch, b, h, at) {
    const known = isNode(b.properties) ? b.properties : {};
    const head = isNode(h.properties) ? h.properties : {};
    const defaulted = (f) => isNode(head[f]) && head[f].default !== undefined;
    return prunes(b, at) && strings$3(branch.required).some((f) => !Object.hasOwn(known, f) && !defaulted(f));
}
/** An empty schema, or one with only a description: it accepts every value. */
const anything = (v) => isNode(v) && Object.keys(v).every((k) => k === 'description');
/** A branch every stored object matches: empty property schemas and fields the base already required. */
function always(branch, b) {
    const required = new Set(strings$3(b.required));
    return Object.entries(branch).every(([k, v]) => k === 'properties'
        ? isNode(v) && Object.values(v).every(anything)
        : k === 'required'
            ? strings$3(v).every((f) => required.has(f)) && strings$3(v).length === v.length
            : k === 'description');
}
/** Whether two lists of branches are equal as multisets. */
function sameBranches(x, y) {
    if (x.length !== y.length)
        return false;
    const left = [...y];
    return x.every((n) => {
        const i = left.findIndex((m) => deepEqual(m, n));
        return i >= 0 && left.splice(i, 1).length === 1;
    });
}
/**
 * Why every object the base schema accepted still matches exactly one `oneOf` branch of the head, or
 * undefined. Branches that require a field the base does not name match no stored object (pruning);
 * of the others, either exactly one matches every object (empty property schemas, fields the base
 * required) and no other can, or they are the base's branches unchanged.
 */
function oneOfKeepsObjects(b, h, at) {
    const head = branches(h.oneOf);
    if (!head?.length)
        return undefined;
    const dead = head.filter((x) => impossible(x, b, h, at));
    const live = head.filter((x) => !dead.includes(x));
    const base = branches(b.oneOf);
    const newFields = [...new Set(dead.flatMap((x) => strings$3(x.required)))].join(', ');
    const pruned = dead.length
        ? `; the branches that require ${newFields}, which the base schema does not have, match no stored object (unknown fields are pruned before validation)`
        : '';
    if (live.length === 1 && always(live[0], b))
        return `every stored object matches the branch that only names fields (and requires what the base already required)${pruned}`;
    if (base?.length && sameBranches(live, base))
        return `the base's branches are kept${pruned}, so every stored object still matches exactly one`;
    return undefined;
}
const INT_OR_STRING = [{ type: 'integer' }, { type: 'string' }];
const isIntOrStringAnyOf = (v) => {
    const list = branches(v);
    return !!list && sameBranches(list, INT_OR_STRING);
};
/** Keywords an `allOf` branch can hand to its node when the node lacks them or has the same value. */
const FOLDABLE = new Set([
    'enum',
    'pattern',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'uniqueItems',
    'minProperties',
    'maxProperties',
    'required',
]);
/** The node with one `allOf` branch folded in, or undefined when a keyword would conflict. */
function fold(node, branch) {
    const out = { ...node };
    for (const [k, v] of Object.entries(branch)) {
        if (!FOLDABLE.has(k))
            return undefined;
        if (k === 'required')
            out.required = [...new Set([...strings$3(node.required), ...strings$3(v)])];
        else if (out[k] === undefined)
            out[k] = v;
        else if (!deepEqual(out[k], v))
            return undefined;
    }
    return out;
}
/**
 * The node without composition that changes nothing, so that rewrites compare equal and the
 * keywords they move are judged by their own comparators:
 * - with `x-kubernetes-int-or-string: true`, `anyOf: [{type: integer}, {type: string}]` (also inside
 *   an `allOf`) only restates the marker: the API server validates the marker as `type: [integer,
 *   string]` (apiextensions-apiserver pkg/apiserver/validation/validation.go@v1.30.0,
 *   `ConvertJSONSchemaPropsWithPostProcess`), which is what controller-gen writes for `IntOrString`;
 * - an `allOf` branch of plain value keywords (`enum`, `pattern`, bounds, `required`) is the same
 *   check as those keywords on the node (every branch of an `allOf` must pass), when the node does
 *   not already set them differently.
 */
function normalComposition(node) {
    if (node.allOf === undefined && node.anyOf === undefined)
        return node;
    let out = { ...node };
    const intOrString = out['x-kubernetes-int-or-string'] === true;
    if (intOrString && isIntOrStringAnyOf(out.anyOf))
        delete out.anyOf;
    const all = branches(out.allOf);
    if (!all)
        return out;
    const kept = [];
    for (const branch of all) {
        if (intOrString && Object.keys(branch).length === 1 && isIntOrStringAnyOf(branch.anyOf))
            continue;
        const folded = fold(out, branch);
        if (folded)
            out = folded;
        else
            kept.push(branch);
    }
    if (kept.length)
        out.allOf = kept;
    else
        delete out.allOf;
    return out;
}

/**
 * `default`: added warns (new objects get it); changed fails (objects without the field read the
 * new value: defaulting also runs on read from etcd); removed warns (`schema/defaulting` applies
 * defaults only to absent fields: stored values stay, new objects get none).
 */
const defaultComparator = {
    keywords: ['default'],
    compare(w, b, h, at) {
        if (deepEqual(b.default, h.default))
            return;
        const kind = 'default-changed';
        if (b.default === undefined)
            add$1(w, at, 'default', {
                kind,
                new: h.default,
                level: 'warn',
                detail: `default added: ${show$1(h.default)}`,
            });
        else if (h.default === undefined)
            add$1(w, at, 'default', {
                kind,
                old: b.default,
                level: 'warn',
                detail: `default ${show$1(b.default)} removed: stored values stay, objects created without the field no longer get it`,
            }, false);
        else
            add$1(w, at, 'default', {
                kind,
                old: b.default,
                new: h.default,
                level: 'fail',
                detail: `default ${show$1(b.default)} → ${show$1(h.default)}`,
            });
    },
};

/** Keywords that only document a field. */
const descriptionComparator = wholeValue(['description', 'title', 'example', 'externalDocs'], 'description-changed', 'notice');

/** `enum`: added or a value removed restricts; values added extend. */
const enumComparator = {
    keywords: ['enum'],
    compare(w, b, h, at) {
        if (deepEqual(b.enum, h.enum))
            return;
        const be = Array.isArray(b.enum) ? b.enum.map((x) => jsonOf(x)) : undefined;
        const he = Array.isArray(h.enum) ? h.enum.map((x) => jsonOf(x)) : undefined;
        if (!he)
            return;
        if (!be) {
            add$1(w, at, 'enum', {
                kind: 'enum-restricted',
                new: h.enum,
                level: 'fail',
                ratchetable: true,
                detail: `enum added: only ${he.join(', ')} allowed now`,
            });
            return;
        }
        const removed = be.filter((x) => !he.includes(x));
        const added = he.filter((x) => !be.includes(x));
        if (removed.length)
            add$1(w, at, 'enum', {
                kind: 'enum-restricted',
                old: b.enum,
                new: h.enum,
                level: 'fail',
                ratchetable: true,
                detail: `enum values removed: ${removed.join(', ')}`,
            });
        if (added.length)
            add$1(w, at, 'enum', {
                kind: 'enum-extended',
                old: b.enum,
                new: h.enum,
                level: 'warn',
                detail: `enum values added: ${added.join(', ')}`,
            });
    },
};

/** `items` and `additionalProperties`: compared as schemas when both sides are schemas. */
const itemsComparator = {
    keywords: ['items', 'additionalProperties'],
    compare(w, b, h, at) {
        if (isNode(b.items) && isNode(h.items))
            w.descend(b.items, h.items, {
                field: `${at.field}[*]`,
                base: [...at.base, 'items'],
                head: [...at.head, 'items'],
                // skipPrune walks a kept list's items as kept too.
                kept: h[PRESERVE] === true || at.kept === true,
            });
        else if (!deepEqual(b.items, h.items))
            add$1(w, at, 'items', {
                kind: 'unhandled',
                old: b.items,
                new: h.items,
                level: 'fail',
                detail: `items ${show$1(b.items)} → ${show$1(h.items)}`,
            });
        additionalProperties(w, b, h, at);
    },
};
/**
 * `additionalProperties` as pruning reads it (`pruning/algorithm.go`): a key not in `properties`
 * is pruned with the `additionalProperties` schema, so a schema keeps every key.
 */
function additionalProperties(w, b, h, at) {
    const ba = b.additionalProperties;
    const ha = h.additionalProperties;
    if (isNode(ba) && isNode(ha)) {
        w.descend(ba, ha, {
            field: `${at.field}.*`,
            base: [...at.base, 'additionalProperties'],
            head: [...at.head, 'additionalProperties'],
        });
        return;
    }
    if (deepEqual(ba, ha))
        return;
    const detail = `additionalProperties ${show$1(ba)} → ${show$1(ha)}`;
    if (ba === undefined && isNode(ha) && b[PRESERVE] === true) {
        // Every key is still kept; only values the new schema rejects break.
        add$1(w, at, 'additionalProperties', {
            kind: 'type-changed',
            old: ba,
            new: ha,
            level: 'fail',
            ratchetable: true,
            detail: `map values are now typed (${PRESERVE} → additionalProperties ${show$1(ha)}): every key is kept, values that do not match are rejected`,
        });
        return;
    }
    const kept = h[PRESERVE] === true || at.kept === true;
    const loosened = ha === true || (ba === false && ha !== false) || (ba === undefined && isNode(ha)) || kept;
    add$1(w, at, 'additionalProperties', {
        kind: loosened ? 'unhandled' : 'field-removed',
        old: ba,
        new: ha,
        level: loosened ? 'notice' : 'fail',
        detail,
    });
}

const LIST_SEMANTICS = ['x-kubernetes-list-type', 'x-kubernetes-list-map-keys', 'x-kubernetes-map-type'];
/**
 * List and map semantics (merge behaviour of server-side apply, uniqueness of items and keys);
 * unset means `atomic`. One change of a list or map is one finding, whatever keywords it took.
 */
const listSemanticsComparator = {
    keywords: LIST_SEMANTICS,
    compare(w, b, h, at) {
        const changed = LIST_SEMANTICS.filter((k) => {
            const dflt = k === 'x-kubernetes-list-map-keys' ? undefined : 'atomic';
            return !deepEqual(b[k] ?? dflt, h[k] ?? dflt);
        });
        if (!changed.length)
            return;
        const k = changed[0];
        // Towards `atomic`: uniqueness is only checked for set and map lists, so nothing stored is
        // rejected or pruned; only server-side apply's merging changes (a warning).
        const atomic = (x) => x === undefined || x === 'atomic';
        const loosened = atomic(h['x-kubernetes-list-type']) &&
            atomic(h['x-kubernetes-map-type']) &&
            h['x-kubernetes-list-map-keys'] === undefined;
        add$1(w, at, k, {
            kind: 'list-semantics-changed',
            old: b[k],
            new: h[k],
            level: loosened ? 'warn' : 'fail',
            detail: `${changed.map((c) => `${c} ${show$1(b[c])} → ${show$1(h[c])}`).join(', ')}${loosened ? ' (now atomic: nothing is rejected or pruned, only how server-side apply merges it changes)' : ''}`,
        });
    },
};

/** `nullable` true → false: stored nulls no longer validate. */
const nullableComparator = {
    keywords: ['nullable'],
    compare(w, b, h, at) {
        if (b.nullable === true && h.nullable !== true)
            add$1(w, at, 'nullable', {
                kind: 'nullable-removed',
                old: true,
                new: h.nullable,
                level: 'fail',
                detail: 'nullable true → false: stored nulls no longer validate',
            });
    },
};

const SCALARS = new Set(['boolean', 'string', 'integer', 'number']);
/**
 * `x-kubernetes-preserve-unknown-fields` true → false: pruning deletes stored data — unless a typed
 * `additionalProperties` keeps every key (the items comparator reports that) or the node is an item
 * of a list that keeps unknown fields. A node that becomes a scalar has no fields to prune: what
 * breaks there is a stored value of another type, which the type comparator reports (a notice here,
 * so the one cause is reported once, in words that fit it).
 */
const preserveUnknownFieldsComparator = {
    keywords: [PRESERVE],
    compare(w, b, h, at) {
        if (b[PRESERVE] !== true || h[PRESERVE] === true)
            return;
        if (isNode(h.additionalProperties) || at.kept)
            return;
        if (typeof h.type === 'string' && SCALARS.has(h.type)) {
            add$1(w, at, PRESERVE, {
                kind: 'preserve-unknown-removed',
                old: true,
                new: h[PRESERVE],
                level: 'notice',
                detail: `${PRESERVE} removed from a field that is now a ${h.type}: a scalar has no fields to prune; stored values that are not a ${h.type} are rejected on their next update (type ${show$1(b.type)} → ${show$1(h.type)})`,
            });
            return;
        }
        add$1(w, at, PRESERVE, {
            kind: 'preserve-unknown-removed',
            old: true,
            new: h[PRESERVE],
            level: 'fail',
            detail: `${PRESERVE} true → false: unknown fields are now pruned, silently deleting stored data`,
        });
    },
};

/** Keywords that document a property without validating anything. */
const DOCUMENTING = new Set(['description', 'title', 'example', 'externalDocs']);
/**
 * A validated property added to a node that kept unknown fields on base: whatever clients stored
 * under that name was kept unvalidated, and is now checked against the new schema on its next write.
 */
function addedUnderPreserve(w, b, hp, bp, at) {
    if (b[PRESERVE] !== true)
        return;
    for (const key of Object.keys(hp).sort()) {
        const child = hp[key];
        if (key in bp || !isNode(child) || Object.keys(child).every((k) => DOCUMENTING.has(k)))
            continue;
        w.out.push({
            version: w.version,
            field: `${at.field}.${key}`,
            keyword: 'properties',
            kind: 'preserved-field-validated',
            basePath: at.base,
            headPath: [...at.head, 'properties', key],
            new: key,
            level: 'warn',
            detail: `field ${key} added under a node that keeps unknown fields (${PRESERVE}): values stored under ${key} were kept unvalidated and are now validated against its schema`,
        });
    }
}
/**
 * `properties`: a removed field breaks stored objects; fields on both sides are compared. Added
 * fields are fine, except under a node that kept unknown fields (values already stored under the name).
 */
const propertiesComparator = {
    keywords: ['properties'],
    compare(w, b, h, at) {
        const bp = isNode(b.properties) ? b.properties : {};
        const hp = isNode(h.properties) ? h.properties : {};
        addedUnderPreserve(w, b, hp, bp, at);
        for (const key of Object.keys(bp).sort()) {
            const field = `${at.field}.${key}`;
            const bChild = bp[key];
            const hChild = hp[key];
            if (!(key in hp)) {
                // Pruning keeps unknown keys of a node that preserves them, or of an item of a kept list.
                const kept = h[PRESERVE] === true || at.kept === true;
                w.out.push({
                    version: w.version,
                    field,
                    keyword: 'properties',
                    kind: 'field-removed',
                    basePath: [...at.base, 'properties', key],
                    headPath: isNode(h.properties) ? [...at.head, 'properties'] : at.head,
                    old: key,
                    level: kept ? 'warn' : 'fail',
                    detail: kept
                        ? `field ${key} removed from the schema; its parent keeps unknown fields, so stored values stay but are no longer validated`
                        : `field ${key} removed`,
                });
            }
            else if (isNode(bChild) && isNode(hChild)) {
                w.descend(bChild, hChild, {
                    field,
                    base: [...at.base, 'properties', key],
                    head: [...at.head, 'properties', key],
                });
            }
        }
    },
};

/** `required`: a field that becomes required breaks every object without it. */
const requiredComparator = {
    keywords: ['required'],
    compare(w, b, h, at) {
        const hp = isNode(h.properties) ? h.properties : {};
        const bReq = new Set(Array.isArray(b.required) ? b.required : []);
        for (const r of Array.isArray(h.required) ? h.required : []) {
            if (bReq.has(r))
                continue;
            const child = hp[r];
            const defaulted = isNode(child) && child.default !== undefined;
            add$1(w, at, 'required', {
                kind: 'required-added',
                new: r,
                level: defaulted ? 'warn' : 'fail',
                detail: `field ${r} is now required${defaulted ? ' (it has a default, so new objects get it; existing ones may still lack it)' : ''}`,
            });
        }
    },
};

/** `type`, and the int-or-string / embedded-resource extensions that widen or narrow it. */
const typeComparator = {
    keywords: ['type', 'x-kubernetes-int-or-string', 'x-kubernetes-embedded-resource'],
    compare(w, b, h, at) {
        const bt = b['x-kubernetes-int-or-string'] === true ? 'int-or-string' : b.type;
        const ht = h['x-kubernetes-int-or-string'] === true ? 'int-or-string' : h.type;
        if (!deepEqual(bt, ht)) {
            const widened = ht === undefined ||
                (bt !== undefined && ht === 'int-or-string' && (bt === 'integer' || bt === 'string')) ||
                (bt === 'integer' && ht === 'number');
            add$1(w, at, 'type', {
                kind: 'type-changed',
                old: bt,
                new: ht,
                level: widened ? 'notice' : 'fail',
                detail: `type ${show$1(bt)} → ${show$1(ht)}`,
            });
        }
        const k = 'x-kubernetes-embedded-resource';
        if (!deepEqual(b[k], h[k])) {
            add$1(w, at, k, {
                kind: 'type-changed',
                old: b[k],
                new: h[k],
                level: 'fail',
                detail: `${k} ${show$1(b[k])} → ${show$1(h[k])}`,
            });
        }
    },
};

const K = 'x-kubernetes-validations';
const rulesOf = (v) => Array.isArray(v)
    ? v.filter(isNode).map((r) => ({ rule: String(r.rule ?? ''), message: r.message }))
    : [];
const messages = (rules) => JSON.stringify(rules.map((r) => [r.rule, r.message ?? '']).sort());
/**
 * `x-kubernetes-validations` (CEL rules): added rules restrict, removed ones loosen, messages only
 * document. With the CEL engine loaded, an added rule is parsed and judged against the base node:
 * one every base-valid object passes (a rewrite, a guard added, a rule on fields new in this change,
 * a rule that says what a base `required` said) restricts nothing, and `self == oldSelf` only makes
 * the value immutable (updates that change it are refused; existing objects still validate).
 */
const validationsComparator = {
    keywords: [K],
    compare(w, b, h, at) {
        const br = rulesOf(b[K]);
        const hr = rulesOf(h[K]);
        const baseRules = new Set(br.map((r) => r.rule));
        const headRules = new Set(hr.map((r) => r.rule));
        for (const r of hr)
            if (!baseRules.has(r.rule))
                added(w, b, h, at, r.rule);
        for (const r of br) {
            if (headRules.has(r.rule))
                continue;
            const detail = `validation rule removed: ${show$1(r.rule)}`;
            add$1(w, at, K, { kind: 'cel-rules-changed', old: r.rule, level: 'notice', detail }, h[K] !== undefined);
        }
        if (hr.length &&
            baseRules.size === headRules.size &&
            [...baseRules].every((r) => headRules.has(r)) &&
            messages(br) !== messages(hr))
            add$1(w, at, K, { kind: 'description-changed', level: 'notice', detail: 'validation messages changed' });
    },
};
function added(w, b, h, at, rule) {
    const verdict = w.celRule?.(b, h, rule);
    const kind = 'cel-rules-changed';
    if (verdict === 'implied') {
        add$1(w, at, K, {
            kind,
            new: rule,
            level: 'notice',
            detail: `validation rule added: ${show$1(rule)}, which every object the base schema accepted passes (a rewrite, or it reads only fields new in this change)`,
        });
        return;
    }
    if (verdict === 'immutability') {
        add$1(w, at, K, {
            kind,
            new: rule,
            level: 'warn',
            detail: `validation rule added: ${show$1(rule)}: the value becomes immutable (a transition rule, checked on updates only: existing objects still validate, updates that change it are refused)`,
        });
        return;
    }
    const transition = /\boldSelf\b/.test(rule);
    add$1(w, at, K, {
        kind,
        new: rule,
        level: 'fail',
        ratchetable: !transition,
        detail: `validation rule added: ${show$1(rule)}${transition ? ' (a transition rule using oldSelf: never ratcheted)' : ''}`,
    });
}

/** One comparator per keyword family, in the order their changes are reported. */
const COMPARATORS = [
    typeComparator,
    propertiesComparator,
    itemsComparator,
    requiredComparator,
    enumComparator,
    boundsComparator,
    defaultComparator,
    patternComparator,
    formatComparator,
    nullableComparator,
    preserveUnknownFieldsComparator,
    listSemanticsComparator,
    validationsComparator,
    compositionComparator,
    descriptionComparator,
];
/** Every keyword some comparator judges; any other key that differs is unhandled. */
const HANDLED = new Set(COMPARATORS.flatMap((c) => c.keywords));
/**
 * Compares one version's schema on the base and head sides, keyword by keyword. Whatever differs
 * and no comparator judges is an `unhandled` change: never silently ignored.
 */
function diffSchemas(version, base, head, basePath, headPath, celRule) {
    const walk = { version, out: [], descend: (b, h, at) => diffNode(walk, b, h, at), celRule };
    diffNode(walk, base, head, { field: '^', base: basePath, head: headPath });
    return statusOnlyWarns(underTypeChange(walk.out));
}
const under$1 = (field, parent) => field === parent || field.startsWith(`${parent}.`) || field.startsWith(`${parent}[`);
/** One cause, one finding: nothing else is reported at or under a field whose type changed. */
function underTypeChange(changes) {
    const changed = changes.filter((c) => c.kind === 'type-changed' && c.keyword === 'type' && c.level === 'fail');
    if (!changed.length)
        return changes;
    return changes.filter((c) => changed.includes(c) || !changed.some((t) => under$1(c.field, t.field)));
}
/** `status` is written by the controller that ships with the CRD, never by users: its changes warn. */
function statusOnlyWarns(changes) {
    return changes.map((c) => c.level === 'fail' && under$1(c.field, '^.status')
        ? { ...c, level: 'warn', detail: `${c.detail} (status: written only by the controller)` }
        : c);
}
/** The keywords only {@link descriptionComparator} reads: documentation. */
const DOCS = new Set(descriptionComparator.keywords);
/**
 * Whether two nodes differ in documentation only (every other key deepEqual, as the comparators
 * and the unhandled check compare them). Every comparator but the description one reads only other
 * keys and reports nothing when those are equal, so such a node is the description comparator's alone:
 * most of a release's changed nodes are a reworded description.
 */
function docsOnly(b, h) {
    for (const k in b)
        if (Object.hasOwn(b, k) && !DOCS.has(k) && !deepEqual(b[k], h[k]))
            return false;
    for (const k in h)
        if (Object.hasOwn(h, k) && !Object.hasOwn(b, k) && !DOCS.has(k) && !deepEqual(b[k], h[k]))
            return false;
    return true;
}
function diffNode(w, base, head, at) {
    // Equal subtrees cost one comparison and are never walked.
    if (deepEqual(base, head))
        return;
    // Composition that restates the node's own keywords is compared as those keywords.
    const b = normalComposition(base);
    const h = normalComposition(head);
    if (deepEqual(b, h))
        return;
    if (docsOnly(b, h))
        return descriptionComparator.compare(w, b, h, at);
    for (const c of COMPARATORS)
        c.compare(w, b, h, at);
    // Anything else that differs: unknown is not safe.
    for (const k of new Set([...Object.keys(b), ...Object.keys(h)])) {
        if (HANDLED.has(k) || deepEqual(b[k], h[k]))
            continue;
        add$1(w, at, k, {
            kind: 'unhandled',
            old: b[k],
            new: h[k],
            level: 'fail',
            detail: `${k} ${show$1(b[k])} → ${show$1(h[k])} (a change the gate cannot classify)`,
        }, h[k] !== undefined);
    }
}

/** `root` with each entry of `exact` (path key relative to `root` → value) set, ancestors copied. */
function withExact(root, entries) {
    const copies = new Set();
    const own = (x) => {
        if (copies.has(x))
            return x;
        const c = (Array.isArray(x) ? [...x] : { ...x });
        copies.add(c);
        return c;
    };
    let top = root;
    for (const [path, n] of entries) {
        if (path.length === 0) {
            top = n;
            continue;
        }
        if (top !== null && typeof top === 'object')
            setAt((top = own(top)), path, n, own);
    }
    return top;
}
/** Sets the double of `n` found at `path` (copying the containers on the way) to `n`; anything else is left. */
function setAt(top, path, n, own) {
    let node = top;
    for (const k of path.slice(0, -1)) {
        const child = Object.hasOwn(node, k) ? node[k] : undefined;
        if (child === null || typeof child !== 'object')
            return;
        const copy = own(child);
        put(node, k, copy);
        node = copy;
    }
    const last = path[path.length - 1];
    // Only over the double it was read as: a value rewritten since (a patch) keeps its own.
    if (Object.hasOwn(node, last) && node[last] === Number(n))
        put(node, last, n);
}
/** An own property, whatever its name (`__proto__` included). */
const put = (o, k, v) => Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
const split$1 = (key) => (key === '' ? [] : key.split(PATH_SEP));
const values = new WeakMap();
/** An object's value with its exact integers as bigints (cached per object); its value when it has none. */
function exactValue(obj) {
    if (!obj.exact)
        return obj.value;
    let v = values.get(obj);
    if (v === undefined)
        values.set(obj, (v = withExact(obj.value, [...obj.exact].map(([k, n]) => [split$1(k), n]))));
    return v;
}
/** Keywords whose value is a schema, and those whose value is a list or map of schemas. */
const SCHEMA_AT = new Set(['items', 'additionalProperties', 'not', 'additionalItems']);
const SCHEMAS_IN = new Set(['properties', 'allOf', 'anyOf', 'oneOf', 'patternProperties', 'definitions']);
/**
 * Whether a path inside a schema ends inside a `default` or an `enum` value: those the API server
 * decodes preserving int64 (apiextensions JSON), where `minimum`, `maximum` and `multipleOf` are
 * float64 fields and keep the nearest double.
 */
function inValue(path) {
    for (let i = 0; i < path.length; i++) {
        const k = path[i];
        if (k === 'default' || k === 'enum')
            return true;
        if (SCHEMAS_IN.has(k))
            i++;
        else if (!SCHEMA_AT.has(k))
            return false;
    }
    return false;
}
const schemas = new WeakMap();
/**
 * A version's schema with the exact integers of its `default` and `enum` values as bigints (cached
 * per version); undefined when it has none.
 */
function exactSchema(crdObj, version) {
    if (!crdObj.exact || !version.schema)
        return undefined;
    if (schemas.has(version))
        return schemas.get(version);
    const prefix = pathKey(version.schemaPath) + PATH_SEP;
    const entries = [];
    for (const [k, n] of crdObj.exact) {
        if (!k.startsWith(prefix))
            continue;
        const path = split$1(k.slice(prefix.length));
        if (inValue(path))
            entries.push([path, n]);
    }
    const schema = entries.length ? withExact(version.schema, entries) : undefined;
    schemas.set(version, schema);
    return schema;
}

/** The keywords the validators ask about, found in one walk (a bit each). */
const WALKED = ['default', 'x-kubernetes-validations', 'x-kubernetes-embedded-resource'];
const ALL_WALKED = (1 << WALKED.length) - 1;
const walkedBelow = new WeakMap();
/** Which of {@link WALKED} a node or a node below it sets, as bits (cached per schema object with children). */
function walkedMask(s) {
    let mask = 0;
    for (let i = 0; i < WALKED.length; i++)
        if (Object.hasOwn(s, WALKED[i]))
            mask |= 1 << i;
    const props = isRecord(s.properties) ? s.properties : undefined;
    const { items, additionalProperties: extra } = s;
    // Most nodes are leaves: nothing below, no cycle possible; their own keys are the answer, cheaper
    // to read again than to cache.
    if (mask === ALL_WALKED || !(props || isRecord(items) || isRecord(extra)))
        return mask;
    const known = walkedBelow.get(s);
    if (known !== undefined)
        return known;
    walkedBelow.set(s, 0); // a cycle (YAML aliases) counts as "not below"
    if (props)
        for (const k in props) {
            if (mask === ALL_WALKED)
                break;
            const p = props[k];
            if (isRecord(p) && Object.hasOwn(props, k))
                mask |= walkedMask(p);
        }
    if (mask !== ALL_WALKED && isRecord(items))
        mask |= walkedMask(items);
    if (mask !== ALL_WALKED && isRecord(extra))
        mask |= walkedMask(extra);
    walkedBelow.set(s, mask);
    return mask;
}
/**
 * Whether a schema node or any node below it (properties, items, additionalProperties) sets
 * `keyword`, so that a walk looking for defaults, validation rules or embedded resources skips the
 * subtrees that have none. The three are found in one walk, cached per schema object.
 */
function anywhere(s, keyword) {
    return isRecord(s) && (walkedMask(s) & (1 << WALKED.indexOf(keyword))) !== 0;
}
const defaultedProps = new WeakMap();
/** The properties of a schema node that have a `default` (cached). */
function propsWithDefaults(s) {
    let out = defaultedProps.get(s);
    if (!out) {
        const props = isRecord(s.properties) ? s.properties : {};
        out = Object.entries(props).filter(([, p]) => isRecord(p) && p.default !== undefined);
        defaultedProps.set(s, out);
    }
    return out;
}
/** The schema of field `k` of an object: own properties only, else `additionalProperties`. */
function fieldSchema(s, k) {
    const props = s && isRecord(s.properties) ? s.properties : {};
    if (Object.hasOwn(props, k) && isRecord(props[k]))
        return props[k];
    return s && isRecord(s.additionalProperties) ? s.additionalProperties : undefined;
}

const copy = (v) => structuredClone(v);
/**
 * The value as the API server stores it before validating: `default`s applied at every depth (a
 * field absent, or null on a non-nullable field, takes its default), and a null on a non-nullable
 * field without a default dropped (k8s structuraldefaulting.Default and
 * PruneNonNullableNullsWithoutDefaults). The manifest's value is never touched: what changes is copied.
 */
function applyDefaults(value, schema) {
    return defaulted(value, schema);
}
/** Copy on write: a value with nothing to default is returned as it is (most are). */
function defaulted(v, s) {
    if (!isRecord(s) || (!anywhere(s, 'default') && !hasNull(v)))
        return v;
    if (Array.isArray(v)) {
        const items = isRecord(s.items) ? s.items : undefined;
        if (!items)
            return v;
        const out = v.map((x) => defaulted(x, items));
        return out.some((x, i) => x !== v[i]) ? out : v;
    }
    if (!isRecord(v))
        return v;
    let out;
    const set = (k, x) => ((out ??= { ...v })[k] = x);
    const props = isRecord(s.properties) ? s.properties : {};
    for (const [k, x] of Object.entries(v)) {
        const p = Object.hasOwn(props, k) ? props[k] : undefined;
        if (x !== null || !isRecord(p) || p.nullable === true)
            continue;
        if (p.default !== undefined)
            set(k, copy(p.default));
        else
            delete (out ??= { ...v })[k];
    }
    for (const [k, p] of propsWithDefaults(s))
        if (!Object.hasOwn(v, k))
            set(k, copy(p.default));
    const current = out ?? v;
    for (const [k, x] of Object.entries(current)) {
        const d = defaulted(x, fieldSchema(s, k));
        if (d !== x)
            set(k, d);
    }
    return out ?? v;
}
const nulls = new WeakMap();
/** Whether a value holds a null anywhere (cached per object). */
function hasNull(v) {
    if (v === null)
        return true;
    if (typeof v !== 'object')
        return false;
    let known = nulls.get(v);
    if (known === undefined)
        nulls.set(v, (known = Object.values(v).some(hasNull)));
    return known;
}

const DNS_SUBDOMAIN = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$';
const LABEL_VALUE = '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$';
/** ObjectMeta as the API server checks it on create (the parts manifests set). */
const OBJECT_META = {
    type: 'object',
    properties: {
        name: { type: 'string', maxLength: 253, pattern: DNS_SUBDOMAIN },
        generateName: { type: 'string' },
        namespace: { type: 'string', maxLength: 63, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$' },
        labels: { type: 'object', additionalProperties: { type: 'string', maxLength: 63, pattern: LABEL_VALUE } },
        annotations: { type: 'object', additionalProperties: { type: 'string' } },
        finalizers: { type: 'array', items: { type: 'string' } },
    },
};

/**
 * Which Kubernetes the CRD checks target: `crd.kubernetesVersion` read as a minor version. Kept apart
 * from the CEL environment so that schema checks gated by version (formats) do not load CEL.
 */
/**
 * The oldest Kubernetes minor version still supported upstream on 2026-11-23 (1.35; 1.34 reached
 * end of life in October 2026): what the checks target when the config sets no
 * `crd.kubernetesVersion`.
 */
const DEFAULT_KUBERNETES_MINOR = 35;
/**
 * The compatibility version an API server of this minor checks new CRD schemas at: one minor below
 * its own (k8s.io/apiserver `environment.DefaultCompatibilityVersion()`, the effective version's
 * `MinCompatibilityVersion`, "n-1" so that a rollback still understands what was accepted). Formats
 * and CEL libraries introduced at 1.N are accepted in new or changed schemas from 1.(N+1) on.
 */
function compatibilityMinor(minor) {
    return minor - 1;
}
/** The minor version of a `crd.kubernetesVersion` (`1.31`, `v1.31.2`), or the default. */
function kubernetesMinor(version) {
    const m = /^v?1\.(\d+)/.exec(version ?? '');
    return m ? Number(m[1]) : DEFAULT_KUBERNETES_MINOR;
}

/**
 * Checks for the formats the API server validates; any other format is ignored, as it does. The
 * expressions run on RE2 (linear time): a megabyte of dots in an `email` field costs a megabyte.
 */
const RE = {
    date: /^\d{4}-\d{2}-\d{2}$/,
    dateTime: /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/,
    uuid: /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/,
    hostname: /^[a-zA-Z0-9]([-a-zA-Z0-9]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([-a-zA-Z0-9]{0,61}[a-zA-Z0-9])?)*$/,
    ipv4: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^[0-9a-fA-F.]*:[0-9a-fA-F:.]*$/,
    cidr: /^(?:(?:\d{1,3}\.){3}\d{1,3}\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/,
    mac: /^(?:[0-9a-fA-F]{2}[:-]){5}[0-9a-fA-F]{2}$/,
    uri: /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]*$/,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    byte: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
    duration: /^(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$|^0$/,
};
const LENGTH = {
    hostname: [1, 253],
    ipv6: [2, 45],
    k8sshortname: [0, 63],
    k8slongname: [0, 253],
};
/** Go's `[0-2]?[0-9]?[0-9]` of one colour channel (govalidator's RGBcolor). */
const CHANNEL = '\\s*(0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*';
/**
 * A quantity as k8s.io/apimachinery `resource.ParseQuantity` reads it (sign, decimal, then a binary
 * or decimal SI suffix or an exponent); the CEL quantity library parses with the same expression.
 */
const QUANTITY_RE = /^([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]|[eE][+-]?[0-9]+)?$/;
/**
 * The string formats the API server checks, by their name without `-` (go-openapi's normalisation:
 * `date-time` and `datetime` are one format), as kube-openapi's strfmt registry defines them
 * (govalidator's expressions; `password` accepts anything). Checksums are below.
 */
const STRING_FORMATS = {
    date: RE.date,
    datetime: RE.dateTime,
    uuid: RE.uuid,
    uuid3: /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?3[0-9a-fA-F]{3}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/,
    uuid4: /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?4[0-9a-fA-F]{3}-?[89abAB][0-9a-fA-F]{3}-?[0-9a-fA-F]{12}$/,
    uuid5: /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?5[0-9a-fA-F]{3}-?[89abAB][0-9a-fA-F]{3}-?[0-9a-fA-F]{12}$/,
    hostname: RE.hostname,
    ipv4: RE.ipv4,
    ipv6: RE.ipv6,
    cidr: RE.cidr,
    mac: RE.mac,
    uri: RE.uri,
    email: RE.email,
    byte: RE.byte,
    duration: RE.duration,
    bsonobjectid: /^[0-9a-fA-F]{24}$/,
    ssn: /^\d{3}[- ]?\d{2}[- ]?\d{4}$/,
    hexcolor: /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/,
    rgbcolor: new RegExp(`^rgb\\(${CHANNEL},${CHANNEL},${CHANNEL}\\)$`),
    quantity: QUANTITY_RE,
    k8sshortname: /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/,
    k8slongname: /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/,
};
/** govalidator's ISBN-10 / ISBN-13 checks on the text without white space and `-`. */
function isbn(v, version) {
    const s = v.replace(/[\t\n\f\r -]+/g, '');
    const d = (i) => s.charCodeAt(i) - 48;
    if (version === 10) {
        if (!/^(?:[0-9]{9}X|[0-9]{10})$/.test(s))
            return false;
        let sum = s[9] === 'X' ? 100 : 10 * d(9);
        for (let i = 0; i < 9; i++)
            sum += (i + 1) * d(i);
        return sum % 11 === 0;
    }
    if (!/^[0-9]{13}$/.test(s))
        return false;
    let sum = 0;
    for (let i = 0; i < 12; i++)
        sum += (i % 2 ? 3 : 1) * d(i);
    return d(12) === (10 - (sum % 10)) % 10;
}
const CARD = /^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|(222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)[0-9]{12}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\d{3})\d{11}|6[27][0-9]{14})$/;
/** govalidator's IsCreditCard: the digits alone match an issuer's shape and pass the Luhn check. */
function creditCard(v) {
    const s = v.replace(/[^0-9]+/g, '');
    if (!CARD.test(s))
        return false;
    let sum = 0;
    for (let i = s.length - 1, double = false; i >= 0; i--, double = !double) {
        const n = (s.charCodeAt(i) - 48) * (double ? 2 : 1);
        sum += n >= 10 ? (n % 10) + 1 : n;
    }
    return sum % 10 === 0;
}
/** Formats whose check is more than an expression (the texts are bounded by the caller's limits). */
const CHECKS = {
    isbn: (v) => isbn(v, 10) || isbn(v, 13),
    isbn10: (v) => isbn(v, 10),
    isbn13: (v) => isbn(v, 13),
    creditcard: creditCard,
    // govalidator's IsSSN also wants exactly 11 characters ("123-45-6789").
    ssn: (v) => v.length === 11 && compiled('ssn', STRING_FORMATS.ssn).test(v),
};
/**
 * Formats introduced at a Kubernetes minor version (apiextensions' `supportedVersionedFormats`): an
 * API server whose compatibility version is older strips them from the schema, so they are never
 * checked there (`StripUnsupportedFormatsPostProcessorForVersion(DefaultCompatibilityVersion())`).
 */
const SINCE = { k8sshortname: 34, k8slongname: 34 };
/**
 * Whether a value satisfies a format at a Kubernetes minor version; true for formats the API server
 * of that version does not check.
 */
function formatOk(format, v, minor = DEFAULT_KUBERNETES_MINOR) {
    if (typeof v === 'number') {
        if (format === 'int32')
            return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;
        if (format === 'int64')
            return Number.isInteger(v) && v >= -9223372036854776e3 && v < 2 ** 63;
        if (format === 'float')
            return Math.abs(v) <= 3.4028234663852886e38;
        return true;
    }
    // An int64 only a bigint holds (exact.ts): past int32, within int64 by construction.
    if (typeof v === 'bigint')
        return format !== 'int32';
    if (typeof v !== 'string')
        return true;
    const name = format.replaceAll('-', '');
    if (Object.hasOwn(SINCE, name) && compatibilityMinor(minor) < SINCE[name])
        return true;
    if (Object.hasOwn(CHECKS, name))
        return CHECKS[name](v);
    const re = Object.hasOwn(STRING_FORMATS, name) ? STRING_FORMATS[name] : undefined;
    if (!re)
        return true;
    const [min, max] = LENGTH[name] ?? [0, Infinity];
    return v.length >= min && v.length <= max && compiled(name, re).test(v);
}
/** The format's expression on RE2 (our own expressions: they compile). */
const compiled = (format, re) => compileRe2(`${re.flags.includes('i') ? '(?i)' : ''}${re.source}`);

/**
 * Work budget of one resource's validation: schema nodes visited, counting every `anyOf` / `oneOf` /
 * `allOf` branch tried on every item. Aliases and compositions can make a small file ask for
 * billions of checks; past the budget the rest is "not checked", located, never a hang.
 */
const VALIDATION_BUDGET = 200_000;
const num$1 = (v) => (typeof v === 'number' ? v : undefined);
function typeOf$1(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    // A double past ±(2^53−1) is a float64 for the API server, not a JSON integer (go-openapi's
    // IsFloat64AJSONInteger); an int64 it holds exactly is a bigint here (exact.ts).
    if (typeof v === 'number')
        return Number.isSafeInteger(v) ? 'integer' : 'number';
    if (typeof v === 'bigint')
        return 'integer';
    return typeof v;
}
/** A value for a message, cut short: a PR's megabyte string never lands in a report whole. */
function show(v) {
    if (isRecord(v))
        return 'an object';
    if (Array.isArray(v))
        return 'a list';
    const text = jsonOf(v) ?? String(v);
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
const cut = (text) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);
/** A path as the API server names it in a message (`spec.ports[1].port`; the root is `body`). */
const bodyPath = (path) => path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') || 'body';
function typeMatches(type, v) {
    switch (type) {
        case 'object':
            return isRecord(v);
        case 'array':
            return Array.isArray(v);
        case 'integer':
            return Number.isSafeInteger(v) || typeof v === 'bigint';
        case 'number':
            return typeof v === 'number' || typeof v === 'bigint';
        default:
            return typeof v === type;
    }
}
/**
 * Validates a value against a structural schema the way the API server does on create — type,
 * enum, bounds, lengths, pattern, format, required, list uniqueness and composition — without
 * generating code from the (untrusted) schema. Messages are worded as the API server words them
 * (kube-openapi's validator through apiextensions: `Invalid value: 0: spec.replicas in body should
 * be greater than or equal to 1`). Options: `root` (the resource root: `metadata` typed as ObjectMeta),
 * `budget` (checks before "not checked"), `minor` (the Kubernetes minor whose formats are checked).
 */
function validateStructural(value, schema, { root = true, budget = VALIDATION_BUDGET, minor = DEFAULT_KUBERNETES_MINOR } = {}) {
    const work = { left: budget, out: [], minor };
    check(value, root ? withMeta(schema) : schema, [], work.out, work);
    return work.out;
}
function withMeta(s) {
    return { ...s, properties: { ...(s.properties ?? {}), metadata: OBJECT_META } };
}
function check(v, s, path, out, work) {
    if (work.over)
        return;
    if (--work.left < 0) {
        work.over = true;
        work.out.push({
            path,
            unchecked: true,
            message: `validation stopped here: over its work budget of ${VALIDATION_BUDGET} checks (compositions × items); the rest of the resource is not checked`,
        });
        return;
    }
    if (!isRecord(s))
        return;
    const add = (message, at = path) => out.push({ path: at, message });
    // The path as a message names it, built only when a message needs it (most nodes have none).
    const body = () => bodyPath(path);
    const wrongType = (want) => add(`Invalid value: "${typeOf$1(v)}": ${body()} in body must be of type ${want}: "${typeOf$1(v)}"`);
    if (v === null) {
        if (s.nullable !== true && s.type !== undefined)
            wrongType(String(s.type));
        return;
    }
    if (s['x-kubernetes-int-or-string'] === true) {
        if (!(typeof v === 'string' || Number.isSafeInteger(v) || typeof v === 'bigint')) {
            wrongType('integer,string');
            return;
        }
    }
    else if (typeof s.type === 'string' && !typeMatches(s.type, v)) {
        wrongType(s.type);
        return;
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => enumEqual(e, v)))
        add(`Unsupported value: ${show(v)}: supported values: ${cut(s.enum.map((e) => show(e)).join(', '))}`);
    if (typeof s.format === 'string' && !formatOk(s.format, v, work.minor))
        add(`Invalid value: ${show(v)}: ${body()} in body must be of type ${s.format}: ${show(v)}`);
    if (typeof v === 'string')
        strings$2(v, s, body, add, (message) => out.push({ path, message, unchecked: true }));
    else if (typeof v === 'number')
        numbers(v, s, body, add);
    else if (typeof v === 'bigint')
        exactBounds(v, s, (should) => add(`Invalid value: ${v}: ${body()} in body should be ${should}`));
    else if (Array.isArray(v))
        arrays(v, s, path, out, add, work);
    else if (isRecord(v))
        objects(v, s, path, out, add, work);
    composition(v, s, path, out, add, work);
}
/** Code points of a string: its length less one per surrogate pair. */
function codePoints(v) {
    let n = v.length;
    for (let i = 0; i < v.length - 1; i++) {
        const c = v.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff) {
            const lo = v.charCodeAt(i + 1);
            if (lo >= 0xdc00 && lo <= 0xdfff)
                [n, i] = [n - 1, i + 1];
        }
    }
    return n;
}
function strings$2(v, s, body, add, unchecked) {
    const min = num$1(s.minLength);
    const max = num$1(s.maxLength);
    // Characters as the API server counts them (code points), only when a bound asks.
    const len = min === undefined && max === undefined ? 0 : codePoints(v);
    if (min !== undefined && len < min)
        add(`Invalid value: ${show(v)}: ${body()} in body should be at least ${min} chars long`);
    if (max !== undefined && len > max)
        add(`Too long: may not be more than ${max} bytes`);
    if (typeof s.pattern === 'string') {
        // RE2, as the API server: linear in the value's length whatever the pattern.
        const re = compileRe2(s.pattern);
        if ('error' in re)
            unchecked(`pattern ${cut(JSON.stringify(s.pattern))} is not valid RE2 (${re.error}); the API server rejects the CRD; not checked`);
        else if (!re.test(v))
            add(`Invalid value: ${show(v)}: ${body()} in body should match '${cut(s.pattern)}'`);
    }
}
function numbers(v, s, body, add) {
    const min = num$1(s.minimum);
    const max = num$1(s.maximum);
    const invalid = (should) => add(`Invalid value: ${numberText(v)}: ${body()} in body should be ${should}`);
    if (min !== undefined && (s.exclusiveMinimum === true ? v <= min : v < min))
        invalid(`greater than ${s.exclusiveMinimum === true ? '' : 'or equal to '}${numberText(min)}`);
    if (max !== undefined && (s.exclusiveMaximum === true ? v >= max : v > max))
        invalid(`less than ${s.exclusiveMaximum === true ? '' : 'or equal to '}${numberText(max)}`);
    const m = num$1(s.multipleOf);
    if (m && Math.abs(v / m - Math.round(v / m)) > 1e-9)
        invalid(`a multiple of ${numberText(m)}`);
}
function arrays(v, s, path, out, add, work) {
    const min = num$1(s.minItems);
    const max = num$1(s.maxItems);
    if (min !== undefined && v.length < min)
        add(`Invalid value: ${v.length}: ${bodyPath(path)} in body should have at least ${min} items`);
    if (max !== undefined && v.length > max)
        add(`Too many: ${v.length}: must have at most ${max} items`);
    const listType = s['x-kubernetes-list-type'];
    const keys = Array.isArray(s['x-kubernetes-list-map-keys'])
        ? s['x-kubernetes-list-map-keys']
        : [];
    if (s.uniqueItems === true || listType === 'set' || listType === 'map') {
        const seen = new Map();
        v.forEach((x, i) => {
            const k = listType === 'map' && isRecord(x) ? jsonOf(keys.map((key) => x[key])) : jsonOf(x);
            const first = seen.get(k);
            if (first !== undefined)
                add(`Duplicate value: ${listType === 'map' && isRecord(x) ? cut(jsonOf(Object.fromEntries(keys.map((key) => [key, x[key]])))) : show(x)}`, [...path, i]);
            else
                seen.set(k, i);
        });
    }
    if (isRecord(s.items))
        v.forEach((x, i) => check(x, s.items, [...path, i], out, work));
}
function objects(v, s, path, out, add, work) {
    for (const r of Array.isArray(s.required) ? s.required : []) {
        if (typeof r === 'string' && !Object.hasOwn(v, r))
            add('Required value', [...path, r]);
    }
    const n = Object.keys(v).length;
    const min = num$1(s.minProperties);
    const max = num$1(s.maxProperties);
    if (min !== undefined && n < min)
        add(`Invalid value: ${n}: ${bodyPath(path)} in body should have at least ${min} properties`);
    if (max !== undefined && n > max)
        add(`Too many: ${n}: must have at most ${max} items`);
    const props = isRecord(s.properties) ? s.properties : {};
    const extra = isRecord(s.additionalProperties) ? s.additionalProperties : undefined;
    for (const [k, x] of Object.entries(v)) {
        const child = Object.hasOwn(props, k) ? props[k] : extra;
        if (child)
            check(x, child, [...path, k], out, work);
    }
}
function composition(v, s, path, out, add, work) {
    const ok = (sub) => {
        const tmp = [];
        check(v, sub, path, tmp, work);
        return tmp;
    };
    // Once the budget is spent, branches look clean without being checked: no verdict from them.
    const addIf = (message) => work.over || add(message);
    if (Array.isArray(s.allOf))
        for (const sub of s.allOf)
            out.push(...ok(sub));
    if (Array.isArray(s.anyOf) && !s.anyOf.some((sub) => ok(sub).length === 0))
        addIf(`Invalid value: ${show(v)}: ${bodyPath(path)} in body must validate at least one schema (anyOf)`);
    if (Array.isArray(s.oneOf)) {
        const passing = s.oneOf.filter((sub) => ok(sub).length === 0).length;
        if (passing !== 1)
            addIf(`Invalid value: ${show(v)}: ${bodyPath(path)} in body must validate one and only one schema (oneOf), validates ${passing}`);
    }
    if (isRecord(s.not) && ok(s.not).length === 0)
        addIf(`Invalid value: ${show(v)}: ${bodyPath(path)} in body must not validate the schema (not)`);
}

/**
 * Objects under `x-kubernetes-embedded-resource: true` are validated as Kubernetes objects
 * (apiextensions-apiserver schema/objectmeta): `apiVersion` and `kind` must not be empty, and
 * `metadata` is checked as ObjectMeta.
 */
function embeddedProblems(value, schema) {
    const out = [];
    const walk = (v, s, path) => {
        if (!isRecord(s) || !anywhere(s, 'x-kubernetes-embedded-resource'))
            return;
        if (Array.isArray(v)) {
            const items = isRecord(s.items) ? s.items : undefined;
            v.forEach((x, i) => walk(x, items, [...path, i]));
            return;
        }
        if (!isRecord(v))
            return;
        if (s['x-kubernetes-embedded-resource'] === true && path.length) {
            for (const k of ['apiVersion', 'kind'])
                if (typeof v[k] !== 'string' || !v[k])
                    out.push({ kind: 'schema', path: [...path, k], message: 'Required value: must not be empty' });
            if (v.metadata !== undefined)
                for (const p of validateStructural(v.metadata, OBJECT_META, { root: false }))
                    out.push({
                        kind: p.unchecked ? 'unchecked' : 'schema',
                        path: [...path, 'metadata', ...p.path],
                        message: p.message,
                    });
        }
        for (const [k, x] of Object.entries(v))
            walk(x, fieldSchema(s, k), [...path, k]);
    };
    walk(value, schema, []);
    return out;
}

const ROOT_KEYS = new Set(['apiVersion', 'kind', 'metadata']);
/**
 * Fields the API server would silently drop: not in the schema and not under
 * `x-kubernetes-preserve-unknown-fields` (or an `additionalProperties` map).
 */
function prunedFields(value, schema) {
    const out = [];
    const walk = (v, s, path, root) => {
        if (!isRecord(s))
            return;
        // Unknown fields are kept under preserve-unknown-fields, but its typed properties are still pruned.
        const preserve = s['x-kubernetes-preserve-unknown-fields'] === true;
        if (Array.isArray(v)) {
            const items = s.items;
            v.forEach((x, i) => walk(x, items, [...path, i], false));
            return;
        }
        if (!isRecord(v))
            return;
        const props = (isRecord(s.properties) ? s.properties : {});
        const extra = s.additionalProperties;
        const embedded = s['x-kubernetes-embedded-resource'] === true;
        for (const [k, child] of Object.entries(v)) {
            if ((root || embedded) && ROOT_KEYS.has(k))
                continue;
            // Own properties only: `constructor`, `toString` or `__proto__` are field names like any other.
            if (Object.hasOwn(props, k))
                walk(child, props[k], [...path, k], false);
            else if (isRecord(extra))
                walk(child, extra, [...path, k], false);
            else if (extra !== true && !preserve) {
                out.push({
                    kind: 'pruned',
                    path: [...path, k],
                    message: `unknown field "${k}": the API server would prune it (silently drop its value)`,
                });
            }
        }
    };
    walk(value, schema, [], true);
    return out;
}

/**
 * What the API server would say on create (or on update from `options.old`): schema, pruned fields and
 * CEL rules, or no served version. Schema and rules see the value with its defaults applied.
 */
function validateCustomResource(cr, crd, cel, options = {}) {
    const version = crd.versions.find((v) => v.name === cr.version);
    if (!version || !version.served) {
        const served = crd.versions.filter((v) => v.served).map((v) => v.name);
        return [
            {
                kind: 'schema',
                path: ['apiVersion'],
                message: `${cr.apiVersion} is not served by CRD ${crd.name} (served: ${served.join(', ') || 'none'}): applying it fails with "no matches for kind"`,
            },
        ];
    }
    if (!version.schema)
        return [];
    // Integers only an int64 holds, exact in the value and in the schema's defaults and enums.
    const exact = exactSchema(crd.obj, version) ?? version.schema;
    const value = applyDefaults(exactValue(cr), exact);
    const minor = kubernetesMinor(options.kubernetesVersion);
    const schema = validateStructural(value, exact, { minor }).map((p) => ({
        path: p.path,
        message: p.message,
        kind: p.unchecked ? 'unchecked' : 'schema',
    }));
    return [
        ...schema,
        ...embeddedProblems(value, exact),
        ...prunedFields(cr.value, version.schema),
        ...(cel ? cel(value, exact, celOptions(options, exact)) : []),
    ];
}
function celOptions(o, schema) {
    return {
        ...(o.old === undefined ? {} : { old: applyDefaults(o.old, schema) }),
        ...(o.kubernetesVersion ? { kubernetesVersion: o.kubernetesVersion } : {}),
    };
}
/**
 * The CRD the API server would use for each `group/kind` of one side: only a CRD named
 * `<plural>.<group>` is accepted. When CRDs of different names claim one kind, the API server keeps
 * the one established first and refuses the names of the others (apiextensions-apiserver's naming
 * controller, pkg/controller/status/naming_controller.go: NamesAccepted=False): `established`, the
 * names that already claimed the kind (the base side's), decides; when it cannot (none of them, or
 * all, were there before), the resource is checked against every claimant, so a lenient rival can
 * never hide a problem (crd/invalid fails the claim). Copies of one CRD under one name (an install
 * folder and a Helm chart) are all kept likewise. Never "whichever file came last".
 */
function crdsByKind(crds, established = new Map()) {
    const claims = new Map();
    for (const c of crds) {
        if (crdIdentityProblem(c))
            continue;
        const key = `${c.group}/${String(c.names.kind ?? '')}`;
        claims.set(key, [...(claims.get(key) ?? []), c]);
    }
    for (const [key, cs] of claims) {
        const before = established.get(key);
        const kept = before ? cs.filter((c) => before.has(c.name)) : [];
        if (kept.length && kept.length < cs.length)
            claims.set(key, kept);
    }
    return claims;
}
/** The names of the well-named CRDs claiming each `group/kind` on a side (the base: what is established). */
function kindClaimants(crds) {
    const names = new Map();
    for (const [key, cs] of crdsByKind(crds))
        names.set(key, new Set(cs.map((c) => c.name)));
    return names;
}
/** `group/kind` keys claimed by CRDs of more than one name on a side, with the claimants. */
function kindConflicts(crds) {
    const claims = new Map();
    for (const c of crds) {
        const key = `${c.group}/${String(c.names.kind ?? '')}`;
        claims.set(key, [...(claims.get(key) ?? []), c]);
    }
    return new Map([...claims].filter(([, cs]) => new Set(cs.map((c) => c.name)).size > 1));
}

function validateOnce(ctx) {
    const ids = new WeakMap();
    let next = 0;
    const idOf = (o) => {
        if (!o)
            return 0;
        let id = ids.get(o);
        if (id === undefined)
            ids.set(o, (id = ++next));
        return id;
    };
    // Copies of one CRD (an install folder and a Helm chart, whose labels differ) validate alike:
    // validation reads the name and the spec (its versions' schemas), never the rest of the metadata.
    const copies = new Map();
    const crdIdOf = (crd) => {
        if (!ids.has(crd.obj)) {
            const known = copies.get(crd.name) ?? [];
            const twin = known.find((o) => sameSpec(o, crd.obj));
            ids.set(crd.obj, twin ? idOf(twin) : ++next);
            if (!twin)
                copies.set(crd.name, [...known, crd.obj]);
        }
        return idOf(crd.obj);
    };
    const memo = new WeakMap();
    const twins = new Map();
    return (cr, crd, old) => {
        const update = old && old.version === cr.version ? old : undefined;
        const key = `${crdIdOf(crd)}\u0000${crd.name}\u0000${idOf(update)}`;
        let byCr = memo.get(cr);
        if (!byCr)
            memo.set(cr, (byCr = new Map()));
        let problems = byCr.get(key);
        if (!problems) {
            // A copy of a resource already validated (an example repeated in several files) has its answer.
            const same = [key, cr.apiVersion, cr.version, cr.kind, cr.namespace, cr.name].join('\u0000');
            const seen = twins.get(same) ?? [];
            problems = seen.find((t) => sameInput(t.cr, cr))?.problems;
            if (!problems) {
                problems = validated(cr, crd, update, ctx);
                if (seen.length < MAX_TWINS)
                    twins.set(same, [...seen, { cr, problems }]);
            }
            byCr.set(key, problems);
        }
        return problems;
    };
}
/** Distinct contents kept per name, CRD and version (a long list of same-named objects is not searched). */
const MAX_TWINS = 32;
const sameExact = (a, b) => sameExactInts(a.exact, b.exact);
/** Whether validation sees the same resource: the value and its exact integers, identical. */
const sameInput = (a, b) => sameExact(a, b) && identical(a.value, b.value);
/** Whether two CRDs of one name validate alike: the same spec, the same exact integers. */
const sameSpec = (a, b) => sameExact(a, b) && identical(a.value.spec, b.value.spec);
function validated(cr, crd, old, ctx) {
    try {
        return validateCustomResource(cr, crd, ctx.engines.cel, {
            ...(old ? { old: exactValue(old) } : {}),
            kubernetesVersion: ctx.config.crd.kubernetesVersion,
        });
    }
    catch (err) {
        const why = err.message.slice(0, 120);
        return [{ kind: 'unchecked', path: [], message: `not checked: CRD ${crd.name} is malformed (${why})` }];
    }
}

/**
 * Schema changes between two CRDs, version by version: versions present on both sides and served
 * on head (each served version has its own validator; an unserved one validates nothing —
 * `customresource_handler.go` builds storage per served version).
 */
function diffCrds(base, head, celRule) {
    const changes = [];
    for (const hv of head.versions) {
        const bv = base.versions.find((v) => v.name === hv.name);
        if (!bv?.schema || !hv.schema || !hv.served)
            continue;
        try {
            // Defaults and enum values past 2^53 compared exactly (validate/exact.ts): 2^53 and 2^53 + 1 differ.
            const [bs, hs] = [exactSchema(base.obj, bv) ?? bv.schema, exactSchema(head.obj, hv) ?? hv.schema];
            changes.push(...diffSchemas(hv.name, bs, hs, bv.schemaPath, hv.schemaPath, celRule));
        }
        catch (err) {
            // A malformed schema is reported on its own CRD's line; it never breaks the other CRDs.
            changes.push({
                kind: 'unhandled',
                version: hv.name,
                field: '^',
                keyword: 'openAPIV3Schema',
                basePath: bv.schemaPath,
                headPath: hv.schemaPath,
                detail: `the schema could not be compared (${err.message.slice(0, 120)})`,
                level: 'fail',
            });
        }
    }
    return changes;
}
/** Every CRD pair of the given object pairs. */
function pairCrds(pairs, celRule) {
    return onePerSource(pairs.filter((p) => (p.base && isCrd(p.base)) || (p.head && isCrd(p.head)))).map((pair) => {
        const base = pair.base && isCrd(pair.base) ? readCrd(pair.base) : undefined;
        const head = pair.head && isCrd(pair.head) ? readCrd(pair.head) : undefined;
        const changes = base && head && pair.status === 'changed' ? diffCrds(base, head, celRule) : [];
        return { pair, base, head, changes };
    });
}
/**
 * One pair per source: a CRD that several deploy units render from one file (a base two overlays
 * include) is judged once, unless a unit renders it differently (a patch), which is judged on its own.
 */
function onePerSource(pairs) {
    const seen = new Map();
    const where = (o) => (o ? `${o.file}:${o.line}` : '-');
    return pairs.filter((p) => {
        const key = [p.head?.name ?? p.base?.name, where(p.base), where(p.head)].join('|');
        const same = seen.get(key) ?? [];
        if (same.some((q) => deepEqual(q.base?.value, p.base?.value) && deepEqual(q.head?.value, p.head?.value)))
            return false;
        seen.set(key, [...same, p]);
        return true;
    });
}
/** Every CRD pair of the run, computed once and shared by the crd rules. */
const crdPairs = (ctx) => ctx.analyses.crdPairs;
/** The CRD pack's analyses (joined into the run context in run.ts). */
const crdAnalyses = {
    crdValidation: validateOnce,
    crdObjects: checkedObjects,
    crdStance,
    crdPairs: (ctx) => pairCrds(ctx.pairs, ctx.engines.celRule),
    crdsByKind: (ctx) => {
        // Each side on first read: a run that validates head resources only never indexes base.
        const bySide = {};
        // On the head side a kind two CRDs claim goes to the one the cluster already has (the base's).
        const crdsOf = (side) => ctx[side].objects.filter(isCrd).map(readCrd);
        for (const side of ['base', 'head']) {
            let map;
            Object.defineProperty(bySide, side, {
                enumerable: true,
                get: () => (map ??= crdsByKind(crdsOf(side), side === 'head' ? kindClaimants(crdsOf('base')) : undefined)),
            });
        }
        return bySide;
    },
};
/**
 * Whether unchanged CRDs were left unparsed (index/unread-crds.ts): they are on both sides all the
 * same, so a rule that needs CRDs to exist is not skipped for want of them.
 */
const crdsLeftUnread = (ctx) => Boolean(ctx.head.unread?.crds);
/** Skip reason shared by the crd rules. */
function noCrds(ctx) {
    return crdPairs(ctx).length || crdsLeftUnread(ctx)
        ? undefined
        : 'no CustomResourceDefinition on either side';
}
/**
 * Whether the API server ratchets validation for the oldest cluster the repo deploys to (KEP-4008,
 * 1.30+). Credited only when the config states the version: ratcheting spares an existing object's
 * unchanged values on update, never a create (a new cluster, a restore), so the gate does not assume
 * it from its default version, which serves the CEL environment (`DEFAULT_KUBERNETES_MINOR`).
 */
function ratchets(kubernetesVersion) {
    if (!kubernetesVersion)
        return false;
    const m = /^v?(\d+)\.(\d+)/.exec(kubernetesVersion);
    return !!m && (Number(m[1]) > 1 || Number(m[2]) >= 30);
}

/**
 * go-yaml v3 timestamps: a plain scalar that Go's `time.Parse` reads with one of go-yaml's layouts
 * ("2006-1-2T15:4:5.999999999Z07:00", the same with a lower-case `t`, "2006-1-2 15:4:5.999999999",
 * "2006-1-2") is a time, and kustomize writes it back as `json.Marshal` does: RFC 3339 with
 * nanoseconds, trailing zeros dropped, `Z` for a zero offset. `2020-1-2` becomes
 * "2020-01-02T00:00:00Z"; `2020-02-30` and `2020-01-01T10:00:00` (no zone) stay strings.
 */
const TIMESTAMP = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(T|t| +)(\d{1,2}):(\d{1,2}):(\d{1,2})(?:[.,](\d+))?(Z|[-+]\d\d:\d\d)?)?$/;
const pad = (n, width = 2) => String(n).padStart(width, '0');
function daysIn(month, year) {
    if (month === 2)
        return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
/** `±hh:mm` as Go formats an offset (`Z` when zero), or undefined when Go refuses it. */
function zone(text) {
    if (text === 'Z')
        return 'Z';
    const hours = Number(text.slice(1, 3));
    const minutes = Number(text.slice(4, 6));
    if (hours > 24 || minutes > 60)
        return undefined;
    const total = hours * 60 + minutes;
    if (total === 0)
        return 'Z';
    return `${text[0]}${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
/** The RFC 3339 text kustomize gives a go-yaml timestamp, or undefined when it is not one. */
function goTimestamp(source) {
    const m = TIMESTAMP.exec(source);
    if (!m)
        return undefined;
    const [, y, mo, d, sep, h, mi, s, frac, z] = m;
    const year = Number(y);
    const month = Number(mo);
    const day = Number(d);
    if (month < 1 || month > 12 || day < 1 || day > daysIn(month, year))
        return undefined;
    const date = `${y}-${pad(month)}-${pad(day)}`;
    if (sep === undefined)
        return `${date}T00:00:00Z`;
    // "T"/"t" layouts need a zone; the space layout has none.
    if ((sep === 'T' || sep === 't') !== (z !== undefined))
        return undefined;
    const [hour, minute, second] = [Number(h), Number(mi), Number(s)];
    if (hour > 23 || minute > 59 || second > 59)
        return undefined;
    const offset = z === undefined ? 'Z' : zone(z);
    if (offset === undefined)
        return undefined;
    // Go keeps nine digits (truncated) and prints them without trailing zeros.
    const nanos = (frac ?? '').slice(0, 9).replace(/0+$/, '');
    return `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}${nanos ? `.${nanos}` : ''}${offset}`;
}

/**
 * Plain scalars resolved as go-yaml v3 (`resolve()` in resolve.go) resolves them — the reader of
 * kustomize (kyaml), Flux and Argo CD — followed by what `json.Marshal` makes of the result, since
 * that JSON is what reaches the API server. Pure functions; the js-yaml tags that use them are in
 * yaml-schema.ts, and __tests__/hostile/yaml-values.test.ts pins each case against `kubectl kustomize`.
 */
const MAP = Object.create(null);
for (const s of ['true', 'True', 'TRUE'])
    MAP[s] = { tag: 'bool', value: true };
for (const s of ['false', 'False', 'FALSE'])
    MAP[s] = { tag: 'bool', value: false };
for (const s of ['', '~', 'null', 'Null', 'NULL'])
    MAP[s] = { tag: 'null', value: null };
for (const s of ['.nan', '.NaN', '.NAN'])
    MAP[s] = { tag: 'float', value: NaN };
for (const sign of ['', '+', '-'])
    for (const s of ['.inf', '.Inf', '.INF'])
        MAP[sign + s] = { tag: 'float', value: sign === '-' ? -Infinity : Infinity };
/** go-yaml's `yamlStyleFloat`. */
const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
/** What Go's `strconv.ParseFloat` accepts from a scalar starting with `.`: decimal, `_` between digits. */
const DOT_FLOAT = /^\.[0-9]+(_[0-9]+)*([eE][-+]?[0-9]+(_[0-9]+)*)?$/;
const DIGITS = { 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^[0-9]+$/, 16: /^[0-9a-fA-F]+$/ };
const PREFIX = { x: 16, X: 16, o: 8, O: 8, b: 2, B: 2 };
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;
/** Digits in one base as a bigint, or undefined. */
function digits(s, base) {
    if (!DIGITS[base].test(s))
        return undefined;
    const prefix = base === 16 ? '0x' : base === 8 ? '0o' : base === 2 ? '0b' : '';
    return BigInt(prefix + s);
}
/** `strconv.ParseInt(s, 0, 64)`, then `strconv.ParseUint(s, 0, 64)` (no sign): go-yaml's integers. */
function parseGoInt(s) {
    const sign = s[0] === '-' || s[0] === '+' ? s[0] : '';
    const body = s.slice(sign.length);
    let n;
    if (body.length > 2 && body[0] === '0' && PREFIX[body[1]])
        n = digits(body.slice(2), PREFIX[body[1]]);
    else if (body.length > 1 && body[0] === '0')
        n = digits(body.slice(1), 8);
    else
        n = digits(body, 10);
    if (n === undefined)
        return undefined;
    if (sign === '-')
        n = -n;
    if (n >= INT64_MIN && n <= INT64_MAX)
        return n;
    return sign === '' && n <= UINT64_MAX ? n : undefined;
}
/** go-yaml's `0b…`/`0o…` fallbacks after ParseInt failed (values past int64). */
function prefixedInt(plain) {
    const m = /^(-?)0([bo])(.*)$/.exec(plain);
    if (!m)
        return undefined;
    const n = digits(m[3], m[2] === 'b' ? 2 : 8);
    if (n === undefined)
        return undefined;
    const v = m[1] ? -n : n;
    return v >= INT64_MIN && v <= (m[1] ? INT64_MAX : UINT64_MAX) ? v : undefined;
}
/** Int, float or timestamp for a scalar starting with a digit or a sign (go-yaml's 'D' and 'S'). */
function numeric(source) {
    const time = goTimestamp(source);
    if (time !== undefined)
        return { tag: 'timestamp', value: time };
    const plain = source.includes('_') ? source.replace(/_/g, '') : source;
    const n = parseGoInt(plain);
    if (n !== undefined)
        return { tag: 'int', value: n };
    if (YAML_STYLE_FLOAT.test(plain)) {
        // ParseFloat fails (out of range) where JavaScript gives ±Infinity: then it is a string.
        const f = Number(plain);
        if (Number.isFinite(f))
            return { tag: 'float', value: f };
    }
    const p = prefixedInt(plain);
    return p === undefined ? { tag: 'str', value: source } : { tag: 'int', value: p };
}
const SMALL_INT = /^-?[1-9][0-9]{0,14}$/;
let last = { source: '0', result: { tag: 'int', value: 0n } };
/**
 * What go-yaml v3 resolves a plain (or explicitly tagged) scalar to. Only `true`/`false` are
 * booleans, `1:20` and `=` are strings, `0755` and `0o17` are octal, `08` is the float 8, `1e400` is
 * a string (out of range), dates are timestamps. The last result is kept: js-yaml asks once per
 * candidate tag.
 */
function resolveGo(source) {
    if (last.source === source)
        return last.result;
    let result;
    const mapped = MAP[source];
    if (mapped)
        result = mapped;
    else if (SMALL_INT.test(source))
        result = { tag: 'int', value: BigInt(source) };
    else {
        const c = source.charCodeAt(0);
        if ((c >= 48 && c <= 57) || c === 43 || c === 45)
            result = numeric(source);
        else if (c === 46 && DOT_FLOAT.test(source)) {
            const f = Number(source.replace(/_/g, ''));
            result = Number.isFinite(f) ? { tag: 'float', value: f } : { tag: 'str', value: source };
        }
        else
            result = { tag: 'str', value: source };
    }
    last = { source, result };
    return result;
}
/**
 * Bytes as Go's `json.Marshal` writes a Go string holding them: valid UTF-8 as is, every byte of an
 * invalid sequence as one U+FFFD (what kustomize does to a `!!binary` value).
 */
function goString(bytes) {
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        let out = '';
        for (let i = 0; i < bytes.length;) {
            const n = validSequence(bytes, i);
            out += n ? Buffer.from(bytes.subarray(i, i + n)).toString('utf8') : '\uFFFD';
            i += n || 1;
        }
        return out;
    }
}
/** Length of the valid UTF-8 sequence at `i` (Go's utf8.DecodeRune rules), or 0. */
function validSequence(b, i) {
    const c = b[i];
    if (c < 0x80)
        return 1;
    const n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    if (!n || i + n > b.length)
        return 0;
    const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
    const hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    if (b[i + 1] < lo || b[i + 1] > hi)
        return 0;
    for (let k = 2; k < n; k++)
        if (b[i + k] < 0x80 || b[i + k] > 0xbf)
            return 0;
    return n;
}

/**
 * YAML read as kustomize (kyaml, go-yaml v3) reads it and as `json.Marshal` then writes it for the
 * API server — `kubectl kustomize`, Flux and Argo CD read manifests that way, and
 * __tests__/hostile/yaml.test.ts and yaml-values.test.ts pin each difference against it:
 * - plain scalars resolve as go-yaml's resolve() (go-scalars.ts): only `true`/`false` are booleans,
 *   `1:20` and `=` are strings, `0755`/`0o17` are octal, `08` is 8, `1e400` is a string;
 * - dates are timestamps, written back as RFC 3339 (`2020-1-2` is "2020-01-02T00:00:00Z");
 * - `!!binary` is its decoded bytes as a string; unknown tags (`!vault x`) are plain values;
 *   `!!set` is a mapping, `!!omap`/`!!pairs` are sequences of mappings.
 * Where agreeing is impossible the document is refused with a located reason that starts with
 * {@link GO_YAML_DIFFERS}: `.inf`/`.nan` (JSON has no such number: kustomize fails), a key that is not a string
 * (kustomize fails, kubectl apply stringifies it), a quoted `"<<"` key (kustomize drops it).
 */
const GO_YAML_DIFFERS = 'read differently by Kubernetes tools (go-yaml): ';
/** A value that cannot be read as Kubernetes tools read it; `fallback` is what a lenient read keeps. */
class Refused {
    reason;
    fallback;
    constructor(reason, fallback) {
        this.reason = reason;
        this.fallback = fallback;
    }
}
/** A go-yaml timestamp: a string as a value, but not a string key for kustomize. */
class GoTime {
    text;
    constructor(text) {
        this.text = text;
    }
}
/**
 * An integer as a JavaScript number, or (past ±(2^53−1) and within int64, where the API server holds
 * it exactly) a marker with its exact value, which the document's reading turns into the nearest
 * double and an entry of its table of exact integers (exact-ints.ts). Past int64 the API server
 * holds a float64: the nearest double is its value.
 */
const intValue = apiInt;
const DIGIT_CHARS = [...'0123456789'];
const intGo = defineScalarTag('tag:yaml.org,2002:int', {
    implicit: true,
    implicitFirstChars: [...DIGIT_CHARS, '+', '-'],
    resolve: (source) => {
        const r = resolveGo(source);
        return r.tag === 'int' ? intValue(r.value) : NOT_RESOLVED;
    },
    identify: (v) => typeof v === 'number' && Number.isInteger(v),
});
const floatGo = defineScalarTag('tag:yaml.org,2002:float', {
    implicit: true,
    implicitFirstChars: [...DIGIT_CHARS, '+', '-', '.'],
    resolve: (source, isExplicit) => {
        const r = resolveGo(source);
        // `!!float 1` is the float 1.
        if (isExplicit && r.tag === 'int')
            return apiFloat(Number(r.value));
        if (r.tag !== 'float')
            return NOT_RESOLVED;
        if (Number.isFinite(r.value))
            return apiFloat(r.value);
        return new Refused(`${GO_YAML_DIFFERS}${source} is not a number JSON can hold, so kustomize and kubectl refuse the document ("json: unsupported value"); quote it if it is a string`, r.value);
    },
    identify: (v) => typeof v === 'number',
});
const timestampGo = defineScalarTag('tag:yaml.org,2002:timestamp', {
    implicit: true,
    implicitFirstChars: DIGIT_CHARS,
    resolve: (source) => {
        const t = resolveGo(source).tag === 'timestamp' ? goTimestamp(source) : undefined;
        return t === undefined ? NOT_RESOLVED : new GoTime(t);
    },
    identify: () => false,
});
/** Go's base64.StdEncoding, which skips line breaks only. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const binaryGo = defineScalarTag('tag:yaml.org,2002:binary', {
    resolve: (source) => {
        const text = source.replace(/[\r\n]/g, '');
        return BASE64.test(text) ? goString(Buffer.from(text, 'base64')) : NOT_RESOLVED;
    },
    identify: () => false,
});
/** Any other tag (`!vault x`, `!!foo`): go-yaml keeps the value and ignores the tag. */
const anyScalar = defineScalarTag('', {
    matchByTagPrefix: true,
    resolve: (source) => source,
    identify: () => false,
});
const KEY_KIND = { number: 'a number', boolean: 'a boolean', object: 'null' };
/** Why a mapping key is refused, with the key a lenient read keeps; undefined for a string key. */
function keyProblem(key) {
    if (typeof key === 'string')
        return key === '<<'
            ? {
                reason: `${GO_YAML_DIFFERS}a quoted or tagged "<<" key is dropped by kustomize and kept by other readers; write a merge (<<: *anchor) or rename the key`,
                key,
            }
            : undefined;
    if (key instanceof Refused)
        return { reason: key.reason, key: key.fallback };
    const exact = key instanceof ExactInt;
    const text = key instanceof GoTime ? key.text : exact ? String(key.value) : String(key);
    const kind = key instanceof GoTime ? 'a timestamp' : exact ? 'a number' : KEY_KIND[typeof key];
    if (kind === undefined)
        return undefined; // a complex key: js-yaml refuses it, as go-yaml does
    return {
        reason: `${GO_YAML_DIFFERS}the key ${text} is ${kind}, not a string: kustomize refuses the document ("json: unsupported type") where other readers make it a string; quote the key`,
        key: text,
    };
}
/** A value as stored: a timestamp's text; a refusal is an error (strict) or its fallback. */
function storedValue(value, strict) {
    if (value instanceof GoTime)
        return { value: value.text };
    if (value instanceof Refused)
        return strict ? value.reason : { value: value.fallback };
    return { value };
}
function mappingTag(tagName, strict) {
    return defineMappingTag(tagName, {
        matchByTagPrefix: tagName === '',
        create: () => ({}),
        addPair: (carrier, key, value) => {
            // Most pairs: a string key and a value stored as it is (no wrapper object per pair).
            if (typeof key === 'string' &&
                key !== '<<' &&
                !(value instanceof GoTime) &&
                !(value instanceof Refused))
                return mapTag.addPair(carrier, key, value);
            const bad = keyProblem(key);
            if (bad && strict)
                return bad.reason;
            const stored = storedValue(value, strict);
            if (typeof stored === 'string')
                return stored;
            return mapTag.addPair(carrier, bad ? bad.key : key, stored.value);
        },
        has: mapTag.has,
        keys: mapTag.keys,
        get: mapTag.get,
        identify: tagName === 'tag:yaml.org,2002:map' ? mapTag.identify : () => false,
    });
}
function sequenceTag(tagName, strict) {
    return defineSequenceTag(tagName, {
        matchByTagPrefix: tagName === '',
        create: () => [],
        addItem: (carrier, item) => {
            if (!(item instanceof GoTime) && !(item instanceof Refused)) {
                carrier.push(item);
                return '';
            }
            const stored = storedValue(item, strict);
            if (typeof stored === 'string')
                return stored;
            carrier.push(stored.value);
            return '';
        },
        identify: tagName === 'tag:yaml.org,2002:seq' ? Array.isArray : () => false,
    });
}
function kubeSchema(strict) {
    const y = (s) => `tag:yaml.org,2002:${s}`;
    return new Schema([
        strTag,
        nullCoreTag,
        boolCoreTag,
        intGo,
        floatGo,
        timestampGo,
        mergeTag,
        binaryGo,
        anyScalar,
        ...['map', 'set', ''].map((t) => mappingTag(t && y(t), strict)),
        ...['seq', 'omap', 'pairs', ''].map((t) => sequenceTag(t && y(t), strict)),
    ]);
}
/** Refuses what Kubernetes tools read differently (located errors starting with {@link GO_YAML_DIFFERS}). */
const KUBE_YAML_SCHEMA = kubeSchema(true);
/** The same reading without refusals, for documents that are not Kubernetes objects. */
const LENIENT_YAML_SCHEMA = kubeSchema(false);

/**
 * Mapping shapes kustomize (kyaml, go-yaml v3) reads differently from js-yaml, found in a
 * document's events: two merge keys (`<<`) in one mapping (kustomize: "duplicate merge key"; js-yaml
 * merges both), and a value left out in a flow mapping (`{a: }`, `{a}`, `[a: ]`), which kustomize
 * reads as "" and other readers as null. Only documents that may hold one are walked.
 */
function mayDiffer(text) {
    return text.includes('{') || text.includes('<<') || /\[[^\]]*:/.test(text);
}
const isEmptyPlain = (e) => e.style === SCALAR_STYLE.PLAIN && e.valueStart === e.valueEnd && e.tagStart < 0 && e.anchorStart < 0;
/**
 * Whether `events[start, end)` can hold either shape: a flow mapping with entries (an empty `{}`,
 * common in CRDs, has no value to leave out), or `<<` in the text (a merge key). One pass without
 * allocation, before the walk that keeps a frame per collection.
 */
function mayHoldShape(events, start, end, text) {
    if (text.includes('<<'))
        return true;
    for (let i = start; i < end - 1; i++) {
        const e = events[i];
        if (e.type === EVENT_ID.MAPPING &&
            e.style === COLLECTION_STYLE.FLOW &&
            events[i + 1].type !== EVENT_ID.POP)
            return true;
    }
    return false;
}
/** The first such shape in `events[start, end)`: its offset and why, or undefined. */
function goStructureProblem(events, start, end, text) {
    if (!mayHoldShape(events, start, end, text))
        return undefined;
    const stack = [];
    for (let i = start; i < end; i++) {
        const e = events[i];
        const top = stack[stack.length - 1];
        if (e.type === EVENT_ID.POP) {
            stack.pop();
            const parent = stack[stack.length - 1];
            if (parent?.mapping)
                parent.atKey = !parent.atKey;
            continue;
        }
        if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
            stack.push({
                flow: e.style === COLLECTION_STYLE.FLOW,
                mapping: e.type === EVENT_ID.MAPPING,
                atKey: true,
                merges: 0,
                start: e.start,
            });
            continue;
        }
        if (e.type === EVENT_ID.DOCUMENT || !top?.mapping)
            continue;
        if (e.type === EVENT_ID.SCALAR) {
            const plainMerge = top.atKey && e.style === SCALAR_STYLE.PLAIN && text.slice(e.valueStart, e.valueEnd) === '<<';
            if (plainMerge && ++top.merges > 1)
                return {
                    offset: e.valueStart,
                    reason: `${GO_YAML_DIFFERS}two merge keys (<<) in one mapping: kustomize refuses it ("duplicate merge key"); merge a list instead (<<: [*a, *b])`,
                };
            if (!top.atKey && top.flow && isEmptyPlain(e))
                return {
                    offset: top.start,
                    reason: `${GO_YAML_DIFFERS}a value left out in a flow mapping ({a: }) is "" for kustomize and null for other readers; write the value ("" or null)`,
                };
        }
        top.atKey = !top.atKey;
    }
    return undefined;
}

const isRefusal = (err) => String(err.reason).startsWith(GO_YAML_DIFFERS);
const isManifest = (path, value, defaults) => toKubeObjects(path, value, new Map(), 0, defaults).length > 0;
let lastText;
let lastMayDiffer = false;
/**
 * One document's value, read as Kubernetes tools read it (yaml-schema.ts). What they read
 * differently is refused only in a Kubernetes object: a file that is not a manifest (an OpenAPI
 * document with `200:` keys) is never applied, so it is read leniently instead.
 */
function readDocument(path, text, events, opts) {
    const made = exactMade;
    const read = readValue(path, text, events, opts);
    // Integers only an int64 holds were built as markers: doubles in the value, exact aside.
    return exactMade === made || 'error' in read ? read : takeExact(read.value);
}
function readValue(path, text, events, opts) {
    const construct = (schema) => constructFromEvents(events, { source: text, schema, filename: path, maxAliases: opts.maxAliases })[0];
    let value;
    try {
        value = construct(KUBE_YAML_SCHEMA);
    }
    catch (err) {
        if (!isRefusal(err))
            return { error: err };
        try {
            value = construct(LENIENT_YAML_SCHEMA);
        }
        catch {
            return { error: err };
        }
        return isManifest(path, value, opts.defaults) ? { error: err } : { value };
    }
    if (lastText !== text)
        [lastText, lastMayDiffer] = [text, mayDiffer(text)];
    if (lastMayDiffer && isManifest(path, value, opts.defaults)) {
        const p = goStructureProblem(events, 0, events.length, text);
        if (p) {
            const error = {
                reason: p.reason,
                message: p.reason,
                mark: { line: lineAt$1(text, p.offset) - 1 },
            };
            return { error };
        }
    }
    return { value };
}

/**
 * A `.json` file that is not a Kubernetes object (a Grafana dashboard: a third of the bytes of a
 * Strimzi release) read with `JSON.parse` instead of the YAML parser, when — and only when — the
 * YAML reading (parse.ts) gives the same value and no problem. `JSON.parse` is some 30× faster, but
 * the two part ways on a few texts, which native searches and one walk of the value rule out first:
 * - a key twice in one object: YAML refuses it ("duplicated mapping key"), JSON keeps the last
 *   (every `:` of the text is a member's or inside a string: keys + `:` in strings = `:` in text);
 * - `-0` and numbers past a double (`1e400`): 0 and the string "1e400" for go-yaml, -0 and Infinity
 *   for JSON;
 * - the limits: nesting, nodes per document and per file, characters per document;
 * - a root not at the start of a line (YAML then wants every line of it indented as far);
 * - characters readers treat apart (tab, CR, controls, line separators, BOM, lone surrogates, an
 *   escaped surrogate), and `<<` or `__proto__` anywhere.
 * Anything else, and every Kubernetes object (its findings need lines: the events give them), is
 * read by the YAML parser as before. __tests__/manifests/json-read.test.ts compares both readings
 * over generated values laid out with whitespace wherever JSON allows it.
 */
/** Deepest nesting read here; deeper texts go to the YAML parser (which applies `maxDepth`). */
const MAX_DEPTH = 64;
/**
 * The one document of a `.json` file that is not a Kubernetes object, as parse.ts's YAML reading
 * gives it (value and line, no positions: no finding is ever located in it), or undefined when the
 * YAML reading is needed.
 */
function jsonNonObject(path, text, lim) {
    const read = readJson$1(text, lim);
    if (!read)
        return undefined;
    const positions = new Map();
    const line = lineAt$1(text, read.rootStart);
    return toKubeObjects(path, read.value, positions, line).length === 0
        ? { value: read.value, line, positions }
        : undefined;
}
/** Anything but printable ASCII and LF: most JSON files hold none, and skip {@link UNUSUAL}. */
const NOT_PLAIN$1 = /[^\n\x20-\x7e]/;
/**
 * Characters a JSON writer has no need for and readers may treat apart: C0 controls but LF (tab and
 * CR too), DEL and C1 controls, line and paragraph separators, BOM, the non-characters U+FFFE and
 * U+FFFF, a lone surrogate half.
 */
const UNUSUAL$1 = 
// eslint-disable-next-line no-control-regex -- matching control characters is the point
/[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** An escaped surrogate, or an escaped `:` (see {@link readJson}). */
const UNUSUAL_ESCAPE = /\\u(?:[dD][89a-fA-F]|003[aA])/;
/**
 * The root, an object or an array, at the start of a line: YAML then reads any line of it at any
 * indentation (a root indented by n columns makes every later line of it need n too).
 */
const ROOT = /^\n*[{[]/;
/** The value of a JSON text as parse.ts's YAML reading gives it, or undefined when it might not. */
function readJson$1(text, lim) {
    if (text.length > lim.maxDocumentChars || text.includes('<<') || text.includes('__proto__'))
        return undefined;
    const root = ROOT.exec(text);
    if (!root || (NOT_PLAIN$1.test(text) && UNUSUAL$1.test(text)))
        return undefined;
    if (text.includes('\\u') && UNUSUAL_ESCAPE.test(text))
        return undefined;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const walk = { keys: 0, nodes: 0, colons: 0, maxDepth: Math.min(MAX_DEPTH, lim.maxDepth - 2) };
    if (!visit(value, 1, walk) || walk.nodes > Math.min(lim.maxExpandedNodes, lim.maxFileNodes))
        return undefined;
    // A key twice in one object: JSON keeps the last. Every `:` of the text is a member's or is in a
    // string (no escaped `:`, see UNUSUAL_ESCAPE), so fewer keys than members means a key came twice.
    return walk.keys === colonsIn(text) - walk.colons ? { value, rootStart: root[0].length - 1 } : undefined;
}
/** Counts a value into `walk`; false for a number the YAML reading gives differently or nesting too deep. */
function visit(v, depth, walk) {
    walk.nodes++;
    if (typeof v === 'string') {
        walk.colons += colonsIn(v);
        return true;
    }
    if (typeof v === 'number')
        return Number.isFinite(v) && !Object.is(v, -0);
    if (v === null || typeof v !== 'object')
        return true;
    if (depth > walk.maxDepth)
        return false;
    if (Array.isArray(v)) {
        for (const x of v)
            if (!visit(x, depth + 1, walk))
                return false;
        return true;
    }
    const keys = Object.keys(v);
    walk.keys += keys.length;
    walk.nodes += keys.length;
    for (const k of keys) {
        walk.colons += colonsIn(k);
        if (!visit(v[k], depth + 1, walk))
            return false;
    }
    return true;
}
function colonsIn(s) {
    let n = 0;
    for (let i = s.indexOf(':'); i >= 0; i = s.indexOf(':', i + 1))
        n++;
    return n;
}

/**
 * One document's events written straight as the ints {@link EventPositions} keeps (type, style,
 * chomping, fast; indent; offset; value end; next), as js-yaml's `parseEvents` would give them:
 * what plain-read.ts emits instead of event objects.
 */
class IntEvents {
    ev = new Int32Array(1024 * STRIDE);
    n = 0;
    grow() {
        const ev = new Int32Array(this.ev.length * 2);
        ev.set(this.ev);
        this.ev = ev;
    }
    /** A scalar event; `indent` is -1 but for block scalars, offsets -1 for an empty scalar. */
    scalar(style, chomping, fast, indent, start, end) {
        if ((this.n + 1) * STRIDE > this.ev.length)
            this.grow();
        const o = this.n * STRIDE;
        const ev = this.ev;
        ev[o] = meta(EVENT_ID.SCALAR, style, chomping, fast);
        ev[o + 1] = indent;
        ev[o + 2] = start;
        ev[o + 3] = end;
        ev[o + 4] = ++this.n;
    }
    /** A mapping or sequence starting at `start`: its index, for {@link close}. */
    open(type, start) {
        if ((this.n + 1) * STRIDE > this.ev.length)
            this.grow();
        const o = this.n * STRIDE;
        const ev = this.ev;
        ev[o] = meta(type);
        ev[o + 1] = 0;
        ev[o + 2] = start;
        ev[o + 3] = 0;
        return this.n++;
    }
    /** The POP of the collection opened at `k`. */
    close(k) {
        if ((this.n + 1) * STRIDE > this.ev.length)
            this.grow();
        const o = this.n * STRIDE;
        const ev = this.ev;
        ev[o] = meta(EVENT_ID.POP);
        ev[o + 1] = 0;
        ev[o + 2] = 0;
        ev[o + 3] = 0;
        ev[o + 4] = ++this.n;
        ev[k * STRIDE + 4] = this.n;
    }
    /** This document's ints, copied (each document's buffer is transferred on its own). */
    take() {
        const out = { ev: this.ev.slice(0, this.n * STRIDE), n: this.n };
        this.n = 0;
        return out;
    }
}
/** A scalar's text as js-yaml decodes it from its event (quoted with escapes, block scalars). */
function decoded(text, style, start, end, indent = -1, chomping = CHOMPING_MODE.CLIP) {
    return getScalarValue(text, {
        valueStart: start,
        valueEnd: end,
        style: style,
        chomping: chomping,
        indent,
        fast: false,
    });
}

/** Thrown when the text leaves the subset; plain-read.ts catches it and the file is read in full. */
const GIVE_UP = new Error('not plain YAML');
const giveUp = () => {
    throw GIVE_UP;
};
const LF$1 = 10;
const SP$1 = 32;
const HASH$1 = 35;
const COLON = 58;
const DASH = 45;
const DQ = 34;
const SQ = 39;
/** Short plain scalars already resolved: keys and small values repeat through a file and a run. */
const RESOLVED = new Map();
const SHORT = 24;
/**
 * ASCII first characters (by code) with which no implicit tag of the schema resolves a plain scalar:
 * js-yaml's `resolveImplicitScalarTag` tries only the tags declaring the first character, so such a
 * scalar is its default tag's (strTag: the text itself). Read from the schema's own tags; empty when
 * some implicit tag takes any first character or the default is not strTag.
 */
const STRING_FIRST = new Uint8Array(128);
{
    const scalars = KUBE_YAML_SCHEMA.tags.filter((t) => t.nodeKind === 'scalar');
    const implicit = scalars.filter((t) => t.implicit);
    const str = scalars.findLast((t) => t.tagName === strTag.tagName);
    if (str === strTag && implicit.every((t) => t.implicitFirstChars)) {
        STRING_FIRST.fill(1);
        for (const t of implicit)
            for (const c of t.implicitFirstChars ?? [])
                STRING_FIRST[c.charCodeAt(0)] = 0;
    }
}
/** A plain scalar's value as KUBE_YAML_SCHEMA resolves it (the schema's own function, remembered). */
function resolvePlain(source) {
    const c = source.charCodeAt(0);
    if (c < 128 && STRING_FIRST[c] === 1)
        return source;
    if (source.length > SHORT)
        return KUBE_YAML_SCHEMA.resolveImplicitScalarTag(source).value;
    let value = RESOLVED.get(source);
    if (value === undefined) {
        value = KUBE_YAML_SCHEMA.resolveImplicitScalarTag(source).value;
        if (RESOLVED.size > 20_000)
            RESOLVED.clear();
        RESOLVED.set(source, value);
    }
    return value;
}
/** One buffer for every file read on this thread (each document's ints are copied out of it). */
const SHARED_INTS = new IntEvents();
/**
 * The state of one plain reading (plain-read.ts) and what every part of it uses: lines, comments,
 * node counts and quoted scalars. Every method gives up ({@link giveUp}) rather than guess.
 *
 * A space before a line end is left to the full reader too, found where the reading meets each line
 * end rather than by a search of the whole text first: every `\n` a reading passes is found by
 * {@link nextLine}, {@link skipToContent}, {@link flowBreak} or `plainLine`, each of which gives up
 * when a space precedes it (a space at the very end of the text is plain-read.ts's check).
 */
class PlainScan {
    t;
    maxDepth;
    budget;
    len;
    ints = SHARED_INTS;
    /** Start of the next content line once a node is read (or the text's length). */
    cur = 0;
    depth = 0;
    nodes = 0;
    /** Most nodes the file, and the document being read, may have: past it, give up at once. */
    cap;
    constructor(t, maxDepth, budget) {
        this.t = t;
        this.maxDepth = maxDepth;
        this.budget = budget;
        this.cap = budget;
        this.len = t.length;
        this.ints.n = 0; // a reading that gave up may have left events behind
    }
    /** One more node (keys too, as js-yaml counts events); past the limits the full reader judges. */
    count() {
        if (++this.nodes > this.cap)
            giveUp();
    }
    /** Start of the line after the one holding `p`. */
    nextLine(p) {
        const e = this.t.indexOf('\n', p);
        if (e < 0)
            return this.len;
        if (this.t.charCodeAt(e - 1) === SP$1)
            giveUp(); // a trailing space (see PlainScan)
        return e + 1;
    }
    /** From a line start, the first line that is neither empty nor a comment. */
    skipToContent(ls) {
        const t = this.t;
        while (ls < this.len) {
            let p = ls;
            while (t.charCodeAt(p) === SP$1)
                p++;
            const c = t.charCodeAt(p);
            if (c === LF$1) {
                if (p > ls)
                    giveUp(); // a line of spaces: trailing spaces
                ls = p + 1;
            }
            else if (c === HASH$1)
                ls = this.nextLine(p);
            else
                return ls;
        }
        return this.len;
    }
    /** Indentation of the content line at `ls`; -1 at the end or at a `---` line (`...` gives up). */
    lineIndent(ls) {
        if (ls >= this.len)
            return -1;
        const t = this.t;
        const c = t.charCodeAt(ls);
        if ((c === DASH || c === 46) && t.charCodeAt(ls + 1) === c && t.charCodeAt(ls + 2) === c) {
            const f = t.charCodeAt(ls + 3);
            if (ls + 3 >= this.len || f === LF$1 || f === SP$1)
                return c === DASH ? -1 : giveUp();
        }
        let i = 0;
        while (t.charCodeAt(ls + i) === SP$1)
            i++;
        return i;
    }
    /** `- ` (or `-` at the end of its line): a block sequence entry at `p`. */
    isEntry(p) {
        if (this.t.charCodeAt(p) !== DASH)
            return false;
        const f = this.t.charCodeAt(p + 1);
        return p + 1 >= this.len || f === SP$1 || f === LF$1;
    }
    /** The first offset from `p` that is not a space. */
    spaces(p) {
        while (this.t.charCodeAt(p) === SP$1)
            p++;
        return p;
    }
    /** After a node ending at `e` on its line: only a comment may follow; the next content line. */
    restOfLine(e) {
        const t = this.t;
        if (e < this.len && t.charCodeAt(e) !== LF$1) {
            if (t.charCodeAt(e) !== SP$1)
                giveUp();
            while (t.charCodeAt(e) === SP$1)
                e++;
            if (t.charCodeAt(e) !== HASH$1)
                giveUp();
        }
        return this.skipToContent(this.nextLine(e));
    }
    /** The value of the quoted scalar read last by {@link quoted}, and whether it went on over a line. */
    quotedValue = '';
    quotedLines = false;
    /**
     * A quoted scalar at `q` in a collection at column `b` (-1: a key, which must end on its line):
     * the offset after its closing quote. With `emit`, its event is written and its value kept in
     * {@link quotedValue}. Gives up on a bad escape or a line not indented past `b`.
     */
    quoted(q, emit, b) {
        const t = this.t;
        const dq = t.charCodeAt(q) === DQ;
        let simple = true;
        let j = q + 1;
        this.quotedLines = false;
        for (;;) {
            if (j >= this.len)
                giveUp();
            const ch = t.charCodeAt(j);
            const special = dq ? ch === 92 : ch === SQ;
            if (dq ? ch === DQ : special && t.charCodeAt(j + 1) !== SQ)
                break;
            if (ch === LF$1 || special)
                simple = false;
            if (ch === LF$1)
                j = this.flowBreak(j, b);
            else if (!special)
                j++;
            else if (!dq)
                j += 2; // ''
            else if (t.charCodeAt(j + 1) === LF$1)
                j = this.flowBreak(j + 1, b);
            else
                j += 1 + escapeLength(t, j + 1);
        }
        if (emit) {
            const style = dq ? SCALAR_STYLE.DOUBLE_QUOTED : SCALAR_STYLE.SINGLE_QUOTED;
            this.ints.scalar(style, CHOMPING_MODE.CLIP, simple, -1, q + 1, j);
            this.quotedValue = simple ? t.slice(q + 1, j) : decoded(t, style, q + 1, j);
        }
        return j + 1;
    }
    /**
     * A line break at `j` inside a quoted scalar of a collection at column `b`: the offset of the
     * next line's content, which must be indented past `b` (js-yaml: "deficient indentation").
     */
    flowBreak(j, b) {
        const t = this.t;
        if (b === -1 || t.charCodeAt(j - 1) === SP$1)
            giveUp();
        this.quotedLines = true;
        let p = j;
        while (p < this.len && t.charCodeAt(p) === LF$1) {
            p++;
            let i = 0;
            while (t.charCodeAt(p + i) === SP$1)
                i++;
            if (t.charCodeAt(p + i) === LF$1)
                continue;
            if (p + i >= this.len || i <= b)
                giveUp();
            p += i;
        }
        return p;
    }
}
/** Length of the escape after a backslash at `i - 1` (its own char included), or give up. */
function escapeLength(t, i) {
    const e = t.charCodeAt(i);
    if (SIMPLE_ESCAPES.has(e))
        return 1;
    const hex = e === 120 ? 2 : e === 117 ? 4 : e === 85 ? 8 : 0;
    if (hex === 0)
        giveUp();
    for (let k = 1; k <= hex; k++)
        if (!isHex(t.charCodeAt(i + k)))
            giveUp();
    return hex + 1;
}
const isHex = (c) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);
/** js-yaml's isSimpleEscape, but the tab (never reaches here). */
const SIMPLE_ESCAPES = new Set([...'0abtnvfre "/\\N_LP'].map((c) => c.charCodeAt(0)));

/** Plain, block and flow scalars and one-line flow collections, for plain-read.ts. */
class PlainScalars extends PlainScan {
    /** A plain scalar at `q` in a collection at column `b`, on its line and the more indented ones after it. */
    plain(q, b) {
        const t = this.t;
        let j = this.plainLine(q);
        let end = j;
        const comment = t.charCodeAt(j) === HASH$1;
        if (comment)
            while (t.charCodeAt(end - 1) === SP$1)
                end--;
        let multi = false;
        let ls = this.nextLine(j);
        // Lines indented past `b` continue the scalar (js-yaml folds them into it); empty lines
        // between them fold too. A comment there (or after the first line) is left to the full reader.
        for (;;) {
            let k = ls;
            while (k < this.len && t.charCodeAt(k) === LF$1)
                k++;
            if (k >= this.len || t.charCodeAt(k + b) !== SP$1)
                break;
            let i = 0;
            while (t.charCodeAt(k + i) === SP$1)
                i++;
            if (i <= b)
                break;
            if (comment || t.charCodeAt(k + i) === HASH$1)
                giveUp();
            j = end = this.plainLine(k + i);
            if (t.charCodeAt(j) === HASH$1)
                giveUp();
            multi = true;
            ls = this.nextLine(j);
        }
        const source = multi ? decoded(t, SCALAR_STYLE.PLAIN, q, end) : t.slice(q, end);
        const value = resolvePlain(source);
        if (typeof value === 'object' && value !== null)
            giveUp();
        this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, !multi, -1, q, end);
        this.cur = this.skipToContent(ls);
        return value;
    }
    /**
     * One line of a plain scalar from `q`: the offset of its line end, or of the `#` of a comment
     * after it; gives up at a `: ` (js-yaml would end the scalar there and fail).
     */
    plainLine(q) {
        const t = this.t;
        let j = q;
        for (; j < this.len; j++) {
            const ch = t.charCodeAt(j);
            if (ch === LF$1) {
                if (t.charCodeAt(j - 1) === SP$1)
                    giveUp(); // a trailing space (see PlainScan)
                break;
            }
            if (ch === COLON) {
                const f = t.charCodeAt(j + 1);
                if (j + 1 >= this.len || f === SP$1 || f === LF$1)
                    giveUp();
            }
            else if (ch === HASH$1 && t.charCodeAt(j - 1) === SP$1)
                break;
        }
        return j;
    }
    /** A literal or folded block scalar at `q` (`|`, `>`, with `-` or `+`) in a collection at column `b`. */
    blockScalar(q, b) {
        const t = this.t;
        const style = t.charCodeAt(q) === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
        let p = q + 1;
        let chomping = CHOMPING_MODE.CLIP;
        const h = t.charCodeAt(p);
        if (h === DASH || h === 43) {
            chomping = h === DASH ? CHOMPING_MODE.STRIP : CHOMPING_MODE.KEEP;
            p++;
        }
        if (p < this.len && t.charCodeAt(p) !== LF$1)
            giveUp();
        const start = Math.min(p + 1, this.len);
        const { end, indent, stop } = this.blockBody(start, b + 1);
        this.ints.scalar(style, chomping, false, indent, start, end);
        this.cur = this.skipToContent(stop);
        return decoded(t, style, start, end, indent, chomping);
    }
    /**
     * The lines of a block scalar from `start` (js-yaml's readBlockScalar without an indentation
     * indicator; no tabs and no blank lines with spaces reach here): where its value ends, its
     * content indentation, and the start of the line that ends it.
     */
    blockBody(start, parentIndent) {
        const t = this.t;
        let indent = -1;
        let end = start;
        let lp = start;
        while (lp < this.len) {
            let col = 0;
            while (t.charCodeAt(lp + col) === SP$1)
                col++;
            if (lp + col >= this.len)
                break;
            const c = t.charCodeAt(lp);
            if ((c === DASH || c === 46) && t.charCodeAt(lp + 1) === c && t.charCodeAt(lp + 2) === c) {
                const f = t.charCodeAt(lp + 3);
                if (lp + 3 >= this.len || f === SP$1 || f === LF$1)
                    break;
            }
            const eol = t.charCodeAt(lp + col) === LF$1;
            if (indent === -1 && !eol && col < parentIndent)
                break;
            if (indent === -1 && !eol)
                indent = col;
            if (!eol && col < (indent === -1 ? parentIndent + 1 : indent))
                break;
            lp = this.nextLine(lp + col);
            end = lp;
        }
        return { end, indent, stop: lp };
    }
    /** A flow collection at `q` on its entry's line, then only a comment on that line. */
    flowValue(q) {
        const value = this.flow(q);
        this.cur = this.restOfLine(this.flowAt);
        return value;
    }
    /** Offset after the flow node read last by {@link flow} or {@link flowNode}. */
    flowAt = 0;
    /**
     * A flow collection at `q` that closes on its line: `[a, "b"]`, `{ k: v, n: {} }`. Gives up on
     * anything else in it: a value left out, a pair in a sequence, a trailing comma, a comment.
     */
    flow(q) {
        if (++this.depth > this.maxDepth)
            giveUp();
        const t = this.t;
        const mapping = t.charCodeAt(q) === 123;
        const close = mapping ? 125 : 93;
        const k0 = this.ints.open(mapping ? EVENT_ID.MAPPING : EVENT_ID.SEQUENCE, q);
        const obj = {};
        const arr = [];
        let p = this.spaces(q + 1);
        if (t.charCodeAt(p) !== close)
            for (;;) {
                if (mapping) {
                    const key = this.flowKey(p);
                    if (Object.hasOwn(obj, key))
                        giveUp();
                    p = this.spaces(this.flowAt + 2);
                    const c = t.charCodeAt(p);
                    if (c === 44 || c === close || c === HASH$1)
                        giveUp();
                    obj[key] = this.flowNode(p);
                }
                else
                    arr.push(this.flowNode(p));
                p = this.spaces(this.flowAt);
                if (t.charCodeAt(p) === close)
                    break;
                if (t.charCodeAt(p) !== 44)
                    giveUp();
                p = this.spaces(p + 1);
                if (t.charCodeAt(p) === close)
                    giveUp();
            }
        this.ints.close(k0);
        this.flowAt = p + 1;
        this.depth--;
        return mapping ? obj : arr;
    }
    /** A flow mapping's key at `p`: a string scalar followed by `: ` (the colon at {@link flowAt}). */
    flowKey(p) {
        const t = this.t;
        const c = t.charCodeAt(p);
        if (c === 123 || c === 91)
            giveUp();
        const key = this.flowNode(p);
        if (typeof key !== 'string' || key === '__proto__')
            giveUp();
        if (t.charCodeAt(this.flowAt) !== COLON || t.charCodeAt(this.flowAt + 1) !== SP$1)
            giveUp();
        return key;
    }
    /** A node inside a flow collection at `p`: a flow collection, a one-line quoted scalar or a plain one. */
    flowNode(p) {
        const t = this.t;
        const c = t.charCodeAt(p);
        this.count();
        if (c === 123 || c === 91)
            return this.flow(p);
        if (c === DQ || c === SQ) {
            this.flowAt = this.quoted(p, true, -1);
            return this.quotedValue;
        }
        const next = t.charCodeAt(p + 1);
        if (!plainValueStart(c, next, p + 1 >= this.len) || c === COLON)
            giveUp();
        if ((c === DASH || c === 63) && FLOW_INDICATORS.has(next))
            giveUp();
        let j = p;
        for (;; j++) {
            const ch = t.charCodeAt(j);
            if (j >= this.len || ch === LF$1 || (ch === HASH$1 && t.charCodeAt(j - 1) === SP$1))
                giveUp();
            if (FLOW_INDICATORS.has(ch))
                break;
            if (ch === COLON) {
                const f = t.charCodeAt(j + 1);
                if (f === SP$1 || f === LF$1 || FLOW_INDICATORS.has(f))
                    break;
            }
        }
        let end = j;
        while (t.charCodeAt(end - 1) === SP$1)
            end--;
        const value = resolvePlain(t.slice(p, end));
        if (typeof value === 'object' && value !== null)
            giveUp();
        this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, true, -1, p, end);
        this.flowAt = j;
        return value;
    }
}
/** Characters no plain key of the subset starts with (indicators, quotes, `-`, `?`, `:`, space). */
const NOT_KEY_START = new Set([...' #&*!|>\'"%@`,[]{}-?:\n'].map((c) => c.charCodeAt(0)));
const plainKeyStart = (c) => !NOT_KEY_START.has(c);
const FLOW_INDICATORS = new Set([...',[]{}'].map((c) => c.charCodeAt(0)));
/** Indicators a plain value cannot start with (or the subset leaves to the full reader). */
const NOT_VALUE_START = new Set([...'#&*!|>\'"%@`,[]{}'].map((c) => c.charCodeAt(0)));
function plainValueStart(c, next, atEnd) {
    if (NOT_VALUE_START.has(c))
        return false;
    if (c === DASH || c === 63 || c === COLON)
        return !(atEnd || next === SP$1 || next === LF$1);
    return true;
}

/**
 * A fast reader for the plain YAML that Kubernetes manifests are written in, giving EXACTLY what
 * parse.ts's full reading (js-yaml's `parseEvents`, the go-yaml checks, `constructFromEvents` with
 * KUBE_YAML_SCHEMA) gives: the same values, the same event ints behind the positions, no problem.
 * It reads block mappings and sequences, one-line plain and quoted scalars, literal and folded
 * block scalars without an indentation indicator, empty `{}` and `[]`, comments and `---`; on
 * anything else (anchors, aliases, tags, flow collections with entries, multi-line plain or quoted
 * scalars, directives, `...`, tabs, CR, trailing spaces, control or surrogate characters, `<<`,
 * keys that are not strings or come twice, an indented root, deep nesting, more nodes than the
 * limits) it gives up and the file is read in full, never guessed.
 * __tests__/manifests/plain-read.test.ts compares both readings over every corpus file and
 * mutated texts.
 */
/** Characters the subset leaves to the full reader: tab, CR, controls, surrogates, BOM, separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNUSUAL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufeff\ufffe\uffff\u2028\u2029]/;
/** Anything but printable ASCII and LF: most files hold none, and skip {@link UNUSUAL}. */
const NOT_PLAIN = /[^\n\x20-\x7e]/;
/** The value of an empty plain scalar (null), as the schema resolves it. */
const EMPTY = resolvePlain('');
/**
 * The file's documents, or undefined when the text is not in the subset (read it in full). On
 * success the documents' nodes are charged to `lim.budget`.
 */
function readPlainYaml(text, lim) {
    if (NOT_PLAIN.test(text) && UNUSUAL.test(text))
        return undefined;
    // A space before a line end gives up where the reading meets it (plain-scan.ts); one at the end here.
    if (text.includes('<<') || text.endsWith(' '))
        return undefined;
    const r = new PlainReader(text, Math.floor(lim.maxDepth / 4), lim.budget.left);
    let docs;
    try {
        docs = r.documents(lim.maxExpandedNodes);
    }
    catch (err) {
        if (err === GIVE_UP)
            return undefined;
        throw err;
    }
    lim.budget.left -= r.nodes;
    return docs;
}
class PlainReader extends PlainScalars {
    lines;
    constructor(t, maxDepth, budget) {
        super(t, maxDepth, budget);
        this.lines = new LineIndex(t);
    }
    documents(maxNodes) {
        const docs = [];
        let ls = this.skipToContent(0);
        while (ls < this.len) {
            if (this.lineIndent(ls) < 0) {
                ls = this.skipToContent(this.afterSeparator(ls));
                if (ls >= this.len || this.lineIndent(ls) < 0) {
                    this.count(); // an empty document: one empty scalar
                    continue;
                }
            }
            if (this.lineIndent(ls) !== 0)
                giveUp();
            this.cap = Math.min(this.budget, this.nodes + maxNodes);
            const value = this.collection(ls, 0);
            this.cap = this.budget;
            const { ev, n } = this.ints.take();
            const ints = { ev, n, lineOffset: 0, textLength: this.len };
            const positions = new EventPositions(ints, 0, 0, this.t, this.lines, 0);
            docs.push({ value, line: this.lines.lineOf(ls), positions });
            ls = this.cur;
            if (ls < this.len && this.lineIndent(ls) >= 0)
                giveUp();
        }
        return docs;
    }
    /** After a `---` line (nothing but a comment may follow it on its line): the next line's start. */
    afterSeparator(ls) {
        const t = this.t;
        let p = ls + 3;
        if (p < this.len && t.charCodeAt(p) === SP$1) {
            while (t.charCodeAt(p) === SP$1)
                p++;
            if (t.charCodeAt(p) !== HASH$1)
                giveUp();
        }
        return this.nextLine(p);
    }
    /** The block collection whose first content is at `p`, column `col`. */
    collection(p, col) {
        return this.isEntry(p) ? this.sequence(p, col) : this.mapping(p, col);
    }
    enter() {
        if (++this.depth > this.maxDepth)
            giveUp();
        this.count();
    }
    mapping(p, m) {
        this.enter();
        const k0 = this.ints.open(EVENT_ID.MAPPING, p);
        const obj = {};
        for (let at = p;;) {
            const key = this.key(at, m);
            if (Object.hasOwn(obj, key))
                giveUp();
            obj[key] = this.mappingValue(this.keyEnd + 1, m);
            const ls = this.cur;
            const ind = this.lineIndent(ls);
            if (ind > m)
                giveUp();
            if (ind < m)
                break;
            at = ls + m;
        }
        this.ints.close(k0);
        this.depth--;
        return obj;
    }
    /** Offset of the `:` after the key {@link key} read last. */
    keyEnd = 0;
    /** A mapping key at `at` (its scalar event written), which must be followed by `: ` or `:` and a line end. */
    key(at, m) {
        const t = this.t;
        const c = t.charCodeAt(at);
        let key;
        if (c === DQ || c === SQ) {
            const end = this.quoted(at, true, -1);
            if (t.charCodeAt(end) !== COLON)
                giveUp();
            key = this.quotedValue;
            this.count();
            this.keyEnd = end;
        }
        else {
            if (!plainKeyStart(c) || (m === 0 && c === 46 && t.startsWith('...', at)))
                giveUp();
            let j = at;
            for (;; j++) {
                const ch = t.charCodeAt(j);
                if (j >= this.len || ch === LF$1)
                    giveUp();
                if (ch === COLON) {
                    const f = t.charCodeAt(j + 1);
                    if (j + 1 >= this.len || f === SP$1 || f === LF$1)
                        break;
                }
                else if (ch === HASH$1 && t.charCodeAt(j - 1) === SP$1)
                    giveUp();
            }
            if (t.charCodeAt(j - 1) === SP$1)
                giveUp();
            const k = resolvePlain(t.slice(at, j));
            if (typeof k !== 'string')
                giveUp();
            key = k;
            this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, true, -1, at, j);
            this.count();
            this.keyEnd = j;
        }
        const f = t.charCodeAt(this.keyEnd + 1);
        if (this.keyEnd + 1 < this.len && f !== SP$1 && f !== LF$1)
            giveUp();
        if (key === '__proto__')
            giveUp();
        return key;
    }
    /** The value after a key's `:` at `q - 1`, in a mapping at column `m`. */
    mappingValue(q, m) {
        const t = this.t;
        while (t.charCodeAt(q) === SP$1)
            q++;
        const c = t.charCodeAt(q);
        if (q >= this.len || c === LF$1 || c === HASH$1)
            return this.valueBelow(q, m, false);
        return this.inline(q, m);
    }
    /**
     * The value of an entry whose line ends at `p` (or holds only a comment from there): a block
     * collection on the next content lines, or an empty scalar. In a mapping (`entry` false) a
     * sequence may start at the mapping's own column.
     */
    valueBelow(p, b, entry) {
        const ls = this.skipToContent(this.nextLine(p));
        const ind = this.lineIndent(ls);
        if (ind > b)
            return this.collection(ls + ind, ind);
        if (ind === b && !entry && this.isEntry(ls + ind))
            return this.sequence(ls + ind, b);
        this.cur = ls;
        this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, false, -1, -1, -1);
        this.count();
        return EMPTY;
    }
    sequence(p, n) {
        this.enter();
        const k0 = this.ints.open(EVENT_ID.SEQUENCE, p);
        const arr = [];
        const t = this.t;
        for (let at = p;;) {
            let q = at + 1;
            while (t.charCodeAt(q) === SP$1)
                q++;
            const c = t.charCodeAt(q);
            if (q >= this.len || c === LF$1 || c === HASH$1)
                arr.push(this.valueBelow(q, n, true));
            else if (this.isEntry(q))
                giveUp();
            else if (this.isKeyLine(q))
                arr.push(this.mapping(q, q - at + n));
            else
                arr.push(this.inline(q, n));
            const ls = this.cur;
            const ind = this.lineIndent(ls);
            if (ind > n)
                giveUp();
            if (ind < n || !this.isEntry(ls + n))
                break;
            at = ls + n;
        }
        this.ints.close(k0);
        this.depth--;
        return arr;
    }
    /** Whether the content at `q` is a mapping entry (`key:` then a space or the line's end). */
    isKeyLine(q) {
        const t = this.t;
        const c = t.charCodeAt(q);
        if (c === 123 || c === 91)
            return false; // a flow collection (as a key, it gives up later)
        if (c === DQ || c === SQ) {
            const colon = t.charCodeAt(this.quoted(q, false, -2)) === COLON;
            if (colon && this.quotedLines)
                giveUp();
            return colon;
        }
        for (let j = q; j < this.len; j++) {
            const ch = t.charCodeAt(j);
            if (ch === LF$1 || (ch === HASH$1 && t.charCodeAt(j - 1) === SP$1))
                return false;
            if (ch === COLON) {
                const f = t.charCodeAt(j + 1);
                if (j + 1 >= this.len || f === SP$1 || f === LF$1)
                    return true;
            }
        }
        return false;
    }
    /** A value on its entry's line at `q`, in a collection at column `b`. */
    inline(q, b) {
        const t = this.t;
        const c = t.charCodeAt(q);
        this.count();
        if (c === DQ || c === SQ) {
            this.cur = this.restOfLine(this.quoted(q, true, b));
            return this.quotedValue;
        }
        if (c === 124 || c === 62)
            return this.blockScalar(q, b);
        if (c === 123 || c === 91)
            return this.flowValue(q);
        if (!plainValueStart(c, t.charCodeAt(q + 1), q + 1 >= this.len))
            giveUp();
        return this.plain(q, b);
    }
}

/**
 * What go-yaml v3 (kustomize's kyaml, Flux, Argo CD) reads and js-yaml refuses for its layout only:
 * go-yaml checks indentation in block context alone — `yaml_parser_roll_indent` and
 * `yaml_parser_unroll_indent` return at once when `flow_level > 0`, and `yaml_parser_scan_flow_scalar`
 * never compares a column (go-yaml v3.0.1 scannerc.go) — so a flow collection or a quoted scalar may
 * go on over lines at any indentation, even its closing `]` at its key's column, and tabs may
 * separate flow entries; js-yaml wants every such line indented past the enclosing block node
 * ("deficient indentation"). Between tokens go-yaml takes `#` for a comment even with no white
 * space before it (`yaml_parser_scan_to_next_token`): `"x"#c`, `[1,#c`, `[1]#c`, which js-yaml
 * refuses. And kyaml decodes each `---` part on its own, so a byte order mark on the line after a
 * `---` starts a stream and is skipped, where js-yaml reads it into the key.
 *
 * The text is laid out again the way js-yaml reads it with the same values: continuation lines of
 * such a collection or scalar indented to its opening character's column (leading white space of
 * a continuation line is never part of a value), tabs that separate flow entries made spaces, a
 * space put before such a comment, such byte order marks dropped. Line breaks are kept, so every line number stays. The lexer below only
 * proposes the layout: {@link holdsRegions} checks on js-yaml's own events that each relaid line is
 * inside the collection or scalar it was relaid for, else the text is not read this way.
 */
const LF = 10;
const CR = 13;
const SP = 32;
const TAB = 9;
const BOM = 0xfeff;
const HASH = 0x23;
const tabAt = (at) => ({ at, remove: 1, insert: ' ' });
const spaceAt = (at) => ({ at, remove: 0, insert: ' ' });
const SPACES = [];
const spaces = (n) => (n < 256 ? (SPACES[n] ??= ' '.repeat(n)) : ' '.repeat(n));
const isBlank = (c) => c === SP || c === TAB;
const isBreak = (c) => c === LF || c === CR;
const isWsOrEnd = (c) => isBlank(c) || isBreak(c) || Number.isNaN(c);
const isFlowIndicator = (c) => c === 0x2c || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d;
/** `---` or `...` at `s`, followed by white space or the end: a document marker when `s` starts a line. */
function isMarker(t, s) {
    const c = t.charCodeAt(s);
    return ((c === 0x2d || c === 0x2e) &&
        t.charCodeAt(s + 1) === c &&
        t.charCodeAt(s + 2) === c &&
        isWsOrEnd(t.charCodeAt(s + 3)));
}
/**
 * A light lexer of YAML's block structure, enough to find where flow collections and quoted
 * scalars start (at a node's start, not inside a plain scalar, a comment or a block scalar) and
 * end. It may be wrong on odd texts: what it finds is checked on js-yaml's events.
 */
class Lexer {
    t;
    regions = [];
    /** Byte order marks that start the line after a bare `---`. */
    boms = [];
    /** Edits of the region being lexed, and whether it spans lines. */
    edits = [];
    spans = false;
    n;
    constructor(t) {
        this.t = t;
        this.n = t.length;
    }
    lineEnd(i) {
        const e = this.t.indexOf('\n', i);
        return e < 0 ? this.n : e;
    }
    /** Every line of the text in block context, skipping block scalars and plain continuations. */
    run() {
        const t = this.t;
        /** Lines more indented than this continue the last block scalar or plain scalar (-2: none). */
        let cont = -2;
        /** Whether the line before was a bare `---` (the start of a part kyaml decodes on its own). */
        let afterMarker = false;
        for (let ls = 0; ls < this.n; ls = this.lineEnd(ls) + 1) {
            const bom = t.charCodeAt(ls) === BOM && afterMarker;
            afterMarker = false;
            const i = bom ? ls + 1 : ls;
            let c = i;
            while (t.charCodeAt(c) === SP)
                c++;
            const first = t.charCodeAt(c);
            const le = this.lineEnd(c);
            const empty = c >= this.n || /^[ \t]*\r?$/.test(t.slice(c, le));
            const marker = c === i && isMarker(t, c);
            if (cont > -2 && !marker && (empty || c - i > cont))
                continue;
            cont = -2;
            if (bom)
                this.boms.push(ls);
            if (empty || first === 0x23 || (c === ls && first === 0x25))
                continue;
            if (marker) {
                afterMarker = /^[ \t]*(#.*)?\r?$/.test(t.slice(c + 3, le));
                if (t.charCodeAt(c) === 0x2e || afterMarker)
                    continue;
            }
            const r = this.line(marker ? c + 3 : c, ls, c - i - 1);
            cont = r.cont;
            ls = r.end;
        }
    }
    /**
     * The nodes of one block line from `i` (the line starting at `ls`), in a collection at column
     * `parent`: where the lexing ended (a region may end on a later line) and what the next lines may
     * continue. Linear: a column is counted from the line start kept here.
     */
    line(i, ls, parent) {
        const t = this.t;
        let blankFrom;
        for (;;) {
            blankFrom = i;
            while (isBlank(t.charCodeAt(i)))
                i++;
            const c = t.charCodeAt(i);
            const next = t.charCodeAt(i + 1);
            if (i >= this.n || isBreak(c) || (c === 0x23 && (i === 0 || isWsOrEnd(t.charCodeAt(i - 1)))))
                return { end: i, cont: -2 };
            if ((c === 0x2d || c === 0x3f || c === 0x3a) && isWsOrEnd(next)) {
                parent = i - ls;
                i++;
                continue;
            }
            if (c === 0x21 || c === 0x26) {
                while (i < this.n && !isWsOrEnd(t.charCodeAt(i)))
                    i++;
                continue;
            }
            if (c === 0x7c || c === 0x3e)
                return { end: i, cont: parent };
            const key = i;
            if (c === 0x5b || c === 0x7b || c === 0x27 || c === 0x22) {
                const quoted = c === 0x27 || c === 0x22;
                this.edits = quoted ? [] : this.tabsIn(blankFrom, key);
                this.spans = false;
                const close = quoted ? this.quoted(i) : this.flow(i, parent);
                if (close < 0)
                    return { end: this.n, cont: -2 };
                if (t.charCodeAt(close + 1) === HASH)
                    this.edits.push(spaceAt(close + 1));
                this.regions.push({ open: i, close, quoted, edits: this.edits, col: i - ls, spans: this.spans });
                if (this.spans)
                    ls = t.lastIndexOf('\n', close) + 1;
                i = close + 1;
                while (isBlank(t.charCodeAt(i)))
                    i++;
                if (t.charCodeAt(i) !== 0x3a || !isWsOrEnd(t.charCodeAt(i + 1)))
                    return { end: i, cont: -2 };
            }
            else {
                i = this.plainInBlock(i);
                if (t.charCodeAt(i) !== 0x3a)
                    return { end: i, cont: parent };
            }
            parent = key - ls;
            i++;
        }
    }
    /** Tabs in the separation before a flow collection on its line. */
    tabsIn(from, to) {
        const tabs = [];
        for (let k = from; k < to; k++)
            if (this.t.charCodeAt(k) === TAB)
                tabs.push(tabAt(k));
        return tabs;
    }
    /** A plain scalar in block context from `i`: the offset of its `: ` (a key) or of its line's end. */
    plainInBlock(i) {
        const t = this.t;
        for (; i < this.n; i++) {
            const c = t.charCodeAt(i);
            if (isBreak(c))
                return i;
            if (c === 0x3a && isWsOrEnd(t.charCodeAt(i + 1)))
                return i;
            if (c === 0x23 && isBlank(t.charCodeAt(i - 1)))
                return this.lineEnd(i);
        }
        return i;
    }
    /** The closing quote of the scalar opening at `i`, or -1. */
    quoted(i) {
        const t = this.t;
        const q = t.charCodeAt(i);
        for (let k = i + 1; k < this.n; k++) {
            const c = t.charCodeAt(k);
            if (isBreak(c))
                this.spans = true;
            if (q === 0x22 && c === 0x5c) {
                if (isBreak(t.charCodeAt(k + 1)))
                    this.spans = true;
                k++;
            }
            else if (c === q) {
                if (q === 0x27 && t.charCodeAt(k + 1) === 0x27)
                    k++;
                else
                    return k;
            }
        }
        return -1;
    }
    /**
     * The closing bracket of the flow collection opening at `i` in a block collection at column
     * `parent`, or -1; its edits: tabs separating entries made spaces, a space before a comment that
     * follows a token directly.
     */
    flow(i, parent) {
        const t = this.t;
        let depth = 0;
        let plain = false;
        /** Start of the current line, and whether only white space precedes `k` on it. */
        let ls = -1;
        let leading = false;
        for (let k = i; k < this.n; k++) {
            const c = t.charCodeAt(k);
            if (isBreak(c) || isBlank(c)) {
                // A plain scalar goes on over a line break (a comment ends it). go-yaml refuses a tab
                // indenting the lines after one less than the block's indentation ("found a tab character
                // that violates indentation", yaml_parser_scan_plain_scalar): not relaid.
                if (c === TAB && !plain)
                    this.edits.push(tabAt(k));
                else if (c === TAB && leading && k - ls <= parent)
                    return -1;
                if (isBreak(c))
                    [ls, leading, this.spans] = [k + 1, true, true];
                continue;
            }
            leading = false;
            if (c === HASH && (!plain || isWsOrEnd(t.charCodeAt(k - 1)))) {
                // Between tokens `#` starts a comment for go-yaml, white space before it or not.
                if (!isWsOrEnd(t.charCodeAt(k - 1)))
                    this.edits.push(spaceAt(k));
                k = this.lineEnd(k) - 1;
                plain = false;
            }
            else if (c === 0x5b || c === 0x7b) {
                depth++;
                plain = false;
            }
            else if (c === 0x5d || c === 0x7d) {
                if (--depth === 0)
                    return k;
                plain = false;
            }
            else if (c === 0x2c)
                plain = false;
            else if (c === 0x3a &&
                (isWsOrEnd(t.charCodeAt(k + 1)) || isFlowIndicator(t.charCodeAt(k + 1)) || !plain))
                plain = false;
            else if (!plain && (c === 0x27 || c === 0x22)) {
                k = this.quoted(k);
                if (k < 0)
                    return -1;
            }
            else if (!plain && (c === 0x21 || c === 0x26 || c === 0x2a)) {
                while (k + 1 < this.n && !isWsOrEnd(t.charCodeAt(k + 1)) && !isFlowIndicator(t.charCodeAt(k + 1)))
                    k++;
            }
            else if (!plain && (c === 0x3f || c === 0x2d) && isWsOrEnd(t.charCodeAt(k + 1)))
                continue;
            else
                plain = true;
        }
        return -1;
    }
}
/**
 * The continuation lines of each region that js-yaml would find too little indented: spaces put
 * before them up to the region's opening column (never before an empty line, whose leading white
 * space is no content, nor before a document marker, which ends the document for go-yaml too).
 */
function padLines(t, regions, edits) {
    for (const r of regions) {
        if (!r.spans)
            continue;
        const indent = r.col;
        for (let s = t.indexOf('\n', r.open) + 1; s > 0 && s <= r.close; s = t.indexOf('\n', s) + 1) {
            let k = s;
            while (t.charCodeAt(k) === SP)
                k++;
            let f = k;
            while (isBlank(t.charCodeAt(f)))
                f++;
            if (isBreak(t.charCodeAt(f)) || f >= t.length || isMarker(t, s))
                continue;
            if (k - s < indent)
                edits.push({ at: s, remove: 0, insert: spaces(indent - (k - s)) });
        }
    }
}
/** The edits applied, and a function moving an offset of `t` to the relaid text. */
function applyEdits(t, edits) {
    edits.sort((a, b) => a.at - b.at || a.remove - b.remove);
    const parts = [];
    let at = 0;
    for (const e of edits) {
        parts.push(t.slice(at, e.at), e.insert);
        at = e.at + e.remove;
    }
    parts.push(t.slice(at));
    // Offsets move by the edits at or before them: prefix sums, found by binary search.
    const shift = [];
    let d = 0;
    for (const e of edits)
        shift.push((d += e.insert.length - e.remove));
    const move = (o) => {
        let [lo, hi] = [0, edits.length];
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (edits[mid].at <= o)
                lo = mid + 1;
            else
                hi = mid;
        }
        return o + (lo > 0 ? shift[lo - 1] : 0);
    };
    return { text: parts.join(''), move };
}
/**
 * The text relaid as go-yaml reads it (see the file's comment), or undefined when nothing would
 * change: the regions spanning lines or holding a tab, and the byte order marks starting a line.
 */
function relayForGoYaml(t) {
    const lex = new Lexer(t);
    lex.run();
    const regions = lex.regions.filter((r) => r.edits.length > 0 || r.spans);
    const edits = lex.boms.map((at) => ({ at, remove: 1, insert: '' }));
    for (const r of regions)
        edits.push(...r.edits);
    padLines(t, regions, edits);
    if (edits.length === 0)
        return undefined;
    const { text, move } = applyEdits(t, edits);
    return {
        text,
        regions: regions.map((r) => ({ open: move(r.open), close: move(r.close), quoted: r.quoted })),
    };
}
/** The offset where an event's node starts in the text, or -1 (an empty node, a document, a pop). */
function eventStart(e) {
    switch (e.type) {
        case EVENT_ID.SEQUENCE:
        case EVENT_ID.MAPPING:
            return e.start;
        case EVENT_ID.SCALAR: {
            const at = [e.anchorStart, e.tagStart, e.valueStart].filter((o) => o >= 0);
            return at.length ? Math.min(...at) : -1;
        }
        case EVENT_ID.ALIAS:
            return e.anchorStart;
        default:
            return -1;
    }
}
/**
 * Whether js-yaml's events of the relaid text hold each region as the lexer saw it: a quoted
 * scalar exactly there, or a flow collection starting at its bracket whose nodes all lie before
 * its closing bracket and after which the next node starts past it. Else a relaid line might lie
 * outside, where its indentation means something, and the relaying is not used.
 */
function holdsRegions(events, regions) {
    const byStart = new Map();
    events.forEach((e, i) => {
        if (e.type === EVENT_ID.SCALAR &&
            (e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED))
            byStart.set(e.valueStart - 1, i);
        else if ((e.type === EVENT_ID.SEQUENCE || e.type === EVENT_ID.MAPPING) &&
            e.style === COLLECTION_STYLE.FLOW)
            byStart.set(e.start, i);
    });
    return regions.every((r) => {
        const i = byStart.get(r.open);
        if (i === undefined)
            return false;
        const e = events[i];
        if (e.type === EVENT_ID.SCALAR)
            return r.quoted && e.valueEnd === r.close;
        if (r.quoted)
            return false;
        let depth = 0;
        let k = i;
        do {
            const ev = events[k];
            if (eventStart(ev) >= r.close)
                return false;
            if (ev.type === EVENT_ID.SEQUENCE || ev.type === EVENT_ID.MAPPING)
                depth++;
            else if (ev.type === EVENT_ID.POP)
                depth--;
            k++;
        } while (depth > 0 && k < events.length);
        for (; k < events.length; k++) {
            const s = eventStart(events[k]);
            if (s >= 0)
                return s > r.close;
        }
        return true;
    });
}
/** js-yaml's events of `text`, or of its relaying when only that reads (`text`: the one read). */
function parseAsGoYaml(text, opts) {
    if (text.includes('\ufeff'))
        return relaidEvents(text, opts) ?? { events: parseEvents(text, opts), text };
    try {
        return { events: parseEvents(text, opts), text };
    }
    catch (err) {
        // Only a text js-yaml refuses (or one holding a byte order mark) is lexed.
        const relaid = relaidEvents(text, opts);
        if (relaid)
            return relaid;
        throw err;
    }
}
function relaidEvents(text, opts) {
    const relaid = relayForGoYaml(text);
    if (!relaid)
        return undefined;
    let events;
    try {
        events = parseEvents(relaid.text, opts);
    }
    catch {
        return undefined;
    }
    return holdsRegions(events, relaid.regions) ? { events, text: relaid.text } : undefined;
}

function errorProblem(file, err, lineOffset) {
    const e = err;
    const line = (e.mark?.line ?? 0) + 1 + lineOffset;
    const reason = e.reason ?? e.message.split('\n')[0] ?? String(err);
    return { file, line, message: `YAML error: ${reason}` };
}
const GO_YAML_BREAKS = ['\u0085', '\u2028', '\u2029'];
/**
 * U+0085, U+2028 and U+2029 end a line (and a comment) for go-yaml, which kubectl, kustomize, Flux
 * and Argo CD read YAML with, but not for js-yaml: `a: 1 # note<U+2028>b: 2` holds `b` for them and
 * not for us. A YAML file holding one is refused with a located problem rather than read
 * differently (JSON files are read as JSON by Kubernetes tools, where they are plain characters).
 */
function goYamlLineBreak(path, text) {
    if (path.endsWith('.json'))
        return undefined;
    // Three searches for one character each (two of them cannot occur in a Latin-1 string, which V8
    // answers at once) instead of a regular expression run over every character.
    let at = -1;
    for (const c of GO_YAML_BREAKS) {
        const i = text.indexOf(c);
        if (i >= 0 && (at < 0 || i < at))
            at = i;
    }
    if (at < 0)
        return undefined;
    const name = `U+${text.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')}`;
    return {
        file: path,
        line: text.slice(0, at).split('\n').length,
        message: `${name} ends a line for Kubernetes tools (go-yaml) but not for this reader, so the file would be read differently from how it is applied; it was not read. Replace it with a line break, or write it as an escape ("\\u${name.slice(2).toLowerCase()}") inside a double-quoted string`,
    };
}
/**
 * Reads one file: values and positions from ONE event parse (positions: a full scan where the
 * limits need one, else the events kept as ints and read when a finding asks for a line). Every
 * document is constructed on its own, so a bad document (duplicate key, unknown tag, excessive
 * aliasing) does not hide the others; a syntax error that stops the whole parse falls back to
 * reading the file's `---` parts one by one. Never throws.
 */
function parseFile(file, limits = {}, defaults) {
    return toParsedFile(file.path, readFileText(file, limits, defaults), defaults);
}
/** A file's objects (with `defaults` for documents that may omit their type) and problems. */
function toParsedFile(path, reading, defaults) {
    return {
        path,
        objects: reading.docs.flatMap((d) => toKubeObjects(path, d.value, d.positions, d.line, defaults, d.exact)),
        problems: reading.problems,
    };
}
/**
 * {@link parseFile} up to the documents: values, lines, positions and problems (`defaults` decide
 * whether a document is a manifest, which decides how strictly it is read). Never throws.
 */
function readFileText(file, limits = {}, defaults) {
    const lim = { ...DEFAULT_PARSE_LIMITS, ...limits, defaults, budget: { left: 0 } };
    lim.budget.left = lim.maxFileNodes;
    const text = file.text.charCodeAt(0) === 0xfeff ? file.text.slice(1) : file.text;
    if (!defaults && file.path.endsWith('.json')) {
        const doc = jsonNonObject(file.path, text, lim);
        if (doc)
            return { docs: [doc], problems: [] };
    }
    return readYamlText(file.path, text, lim);
}
/**
 * {@link readFileText} by the YAML parser (every file but a `.json` one that is not an object):
 * plain-read.ts's reading when the text is in its subset (the same values, positions and
 * problems, faster), else {@link readYamlEvents}.
 */
function readYamlText(path, text, lim) {
    const split = goYamlLineBreak(path, text);
    if (split)
        return { docs: [], problems: [split] };
    if (text.length > lim.maxDocumentChars)
        return readParts(path, text, lim);
    const docs = readPlainYaml(text, lim);
    return docs ? { docs, problems: [] } : readYamlEvents(path, text, lim);
}
/**
 * {@link readFileText} by js-yaml's events, whatever the text (exported for the test that compares
 * it with plain-read.ts): the `.json` shortcut, the go-yaml line breaks and the size split are the
 * caller's.
 */
function readYamlEvents(path, text, lim) {
    try {
        const read = parseAsGoYaml(text, { filename: path, maxDepth: lim.maxDepth });
        return readEvents(path, read.text, read.events, lim, 0, read.text !== text && read.text.length === text.length);
    }
    catch (err) {
        return readParts(path, text, lim, err);
    }
}
/** More nodes than any cluster stores (see limits.ts): refused without building the document. */
const tooManyNodes = (file, line, max) => ({
    file,
    line,
    message: `too many nodes: the document has more than ${max} nodes, more than a custom resource can hold (${API_LIMITS}); it was not read`,
});
/** The file's node budget is spent: this document and the rest of the file are not read. */
const overBudget = (file, line, lim) => ({
    file,
    line,
    message: `file too large to judge: its documents hold more than ${lim.maxFileNodes} nodes in all; this document and the ones after it were not read (split the file)`,
});
/**
 * Charges a document to the file's node budget. A document too large on its own is refused
 * anyway; one that overdraws the budget (or comes after one that did) ends the reading of the
 * file: true, and the budget is marked spent and reported.
 */
function overdraws(lim, measure) {
    const b = lim.budget;
    if (b.left < 0 || (measure.tooManyAt === undefined && b.left < measure.nodes)) {
        [b.left, b.reported] = [-1, true];
        return true;
    }
    b.left -= measure.nodes;
    return false;
}
/**
 * Positions over a relaid text (go-indent.ts) whose length is the file's own go as a map: a
 * worker's event ints are read back over the file's text when the lengths agree (wire.ts).
 */
const positionsOf = (p, sameLength) => (sameLength ? new Map(p) : p);
function readEvents(path, text, events, lim, lineOffset, mapPositions) {
    const docs = [];
    const problems = [];
    const lines = new LineIndex(text);
    let i = 0;
    while (i < events.length) {
        if (events[i].type !== EVENT_ID.DOCUMENT) {
            i++;
            continue;
        }
        // The full scan (paths and lines of every node) only where the limits need it: aliases, or
        // more nodes than allowed. Elsewhere the events are kept as ints and a line is looked up
        // when a finding asks for one.
        const measure = measureDocument(events, i, lim.maxExpandedNodes);
        if (overdraws(lim, measure)) {
            if (measure.rootStart >= 0)
                problems.push(overBudget(path, lines.lineOf(measure.rootStart) + lineOffset, lim));
            break;
        }
        if (measure.tooManyAt !== undefined) {
            problems.push(tooManyNodes(path, lines.lineOf(measure.tooManyAt) + lineOffset, lim.maxExpandedNodes));
            i = measure.end;
            continue;
        }
        const scan = measure.full ? scanDocument(events, i, text, lines, lim.maxExpandedNodes) : undefined;
        const end = scan ? scan.end : measure.end;
        const rootStart = scan ? scan.rootStart : measure.rootStart;
        const docStart = i;
        const docEvents = i === 0 && end === events.length ? events : events.slice(i, end);
        i = end;
        if (rootStart < 0)
            continue;
        const docLine = lines.lineOf(rootStart) + lineOffset;
        if (scan?.recursiveAt !== undefined) {
            problems.push({
                file: path,
                line: lines.lineOf(scan.recursiveAt) + lineOffset,
                message: 'recursive alias: the alias refers to a node that contains it, which Kubernetes rejects; the document was not read',
            });
            continue;
        }
        if (scan?.excessiveAt !== undefined) {
            const line = lines.lineOf(scan.excessiveAt) + lineOffset;
            problems.push(scan.aliases > 0
                ? {
                    file: path,
                    line,
                    message: `excessive aliasing: the document expands to more than ${lim.maxExpandedNodes} nodes through its aliases; it was not read`,
                }
                : tooManyNodes(path, line, lim.maxExpandedNodes));
            continue;
        }
        if (scan && scan.aliases > lim.maxAliases) {
            problems.push({
                file: path,
                line: docLine,
                message: `too many aliases (${scan.aliases}, limit ${lim.maxAliases}); the document was not read`,
            });
            continue;
        }
        const read = readDocument(path, text, docEvents, lim);
        if ('error' in read) {
            problems.push(errorProblem(path, read.error, lineOffset));
            continue;
        }
        const value = read.value;
        if (scan && lineOffset)
            for (const pos of scan.positions.values())
                pos.line += lineOffset;
        const positions = scan?.positions ??
            positionsOf(new EventPositions(events, docStart, end, text, lines, lineOffset), mapPositions);
        docs.push(withExact$1({ value, line: docLine, positions }, read.exact));
    }
    return { docs, problems };
}
/**
 * Each `---` part on its own, with its lines offset: after a syntax error, so good parts still
 * count, and for a file over `maxDocumentChars`, so the parser holds one part's events at a time
 * (a part over it is not read). A `---` line at column 0 always ends a document in YAML.
 */
function readParts(path, text, lim, firstError) {
    const parts = [{ start: 0, line: 0 }];
    const lines = new LineIndex(text);
    const re = /^---[ \t]*(?:#.*)?\r?$/gm;
    for (let m = re.exec(text); m; m = re.exec(text))
        parts.push({ start: m.index, line: lines.lineOf(m.index) - 1 });
    if (parts.length === 1 && firstError !== undefined)
        return { docs: [], problems: [errorProblem(path, firstError, 0)] };
    const docs = [];
    const problems = [];
    parts.forEach((p, k) => {
        if (lim.budget.reported)
            return;
        if (lim.budget.left < 0) {
            problems.push(overBudget(path, p.line + 1, lim));
            lim.budget.reported = true;
            return;
        }
        const end = parts[k + 1]?.start ?? text.length;
        if (end - p.start > lim.maxDocumentChars) {
            problems.push({
                file: path,
                line: p.line + 1,
                message: `document not read: its text is ${end - p.start} characters, over the ${lim.maxDocumentChars} the gate reads in one document (the API server takes at most 3 MiB of JSON per object, and YAML text is almost always larger than its JSON)`,
            });
            return;
        }
        const chunk = text.slice(p.start, end);
        try {
            const read = parseAsGoYaml(chunk, { filename: path, maxDepth: lim.maxDepth });
            const r = readEvents(path, read.text, read.events, lim, p.line, read.text !== chunk && read.text.length === chunk.length);
            docs.push(...r.docs);
            problems.push(...r.problems);
        }
        catch (err) {
            problems.push(errorProblem(path, err, p.line));
        }
    });
    return { docs, problems };
}

/** The text the parser reads (a leading BOM dropped): what event offsets point into. */
const parsedText = (text) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
/** The reading back on this thread, its event positions over `text` (one line index per file). */
function fromWire(text, wire) {
    const source = parsedText(text);
    let lines;
    const docs = wire.docs.map((d) => withExact$1({
        value: d.value,
        line: d.line,
        positions: d.ints
            ? new EventPositions(d.ints, 0, 0, source, (lines ??= new LineIndex(source)), 0)
            : (d.map ?? new Map()),
    }, d.exact));
    return { docs, problems: wire.problems };
}

/** Below this many bytes to parse, threads cost more (start-up, copies) than they save. */
const PARALLEL_BYTES = 4 * 1024 * 1024;
/** Hosted runners have 4 cores: at most this many threads besides the main one. */
const MAX_WORKERS = 3;
/** How long the main thread waits for the workers before it reads their files itself. */
const WAIT_MS = 120_000;
/** The worker script beside this module (the bundle's dist/parse-worker.js); absent when run from source. */
function workerScript() {
    try {
        const path = fileURLToPath(new URL('./parse-worker.js', import.meta.url));
        return existsSync(path) ? path : undefined;
    }
    catch {
        return undefined;
    }
}
/** Fewer cores than this: no threads unless asked (measured on 2 busy cores: they cost more than they gave). */
const MIN_CORES = 4;
/**
 * How many worker threads to use for `bytes` of text: none below the size threshold or with fewer
 * than {@link MIN_CORES} cores. `UPGRADE_GATE_PARSE_WORKERS` overrides it (0: never; n: n threads
 * whatever the size — bench/json-snapshot.mjs checks the output is the same byte for byte).
 */
function workerCount(bytes) {
    const forced = process.env.UPGRADE_GATE_PARSE_WORKERS;
    if (forced !== undefined && /^\d+$/.test(forced))
        return Math.min(Number(forced), 16);
    const cores = availableParallelism();
    if (bytes < PARALLEL_BYTES || cores < MIN_CORES)
        return 0;
    return Math.min(MAX_WORKERS, cores - 1, Math.floor(bytes / (PARALLEL_BYTES / 2)));
}
/** Files in `parts` runs of consecutive files with about equal bytes. */
function split(files, parts, total) {
    const out = [[]];
    let bytes = 0;
    for (const f of files) {
        if (bytes >= (total / parts) * out.length && out.length < parts)
            out.push([]);
        out[out.length - 1].push(f);
        bytes += f.text.length;
    }
    while (out.length < parts)
        out.push([]);
    return out;
}
function start(script, files, done) {
    const { MessageChannel, Worker } = workerThreads();
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(script, {
        workerData: { files, port: port2, done },
        transferList: [port2],
    });
    worker.unref();
    return { worker, port: port1, files };
}
/** Each worker's readings, waiting for all of them; a worker that does not answer: undefined. */
function collect(running, done) {
    const deadline = Date.now() + WAIT_MS;
    for (let seen = Atomics.load(done, 0); seen < running.length; seen = Atomics.load(done, 0)) {
        const left = deadline - Date.now();
        if (left <= 0)
            break;
        Atomics.wait(done, 0, seen, left);
    }
    return running.map((r) => {
        const got = workerThreads().receiveMessageOnPort(r.port)?.message;
        r.port.close();
        void r.worker.terminate();
        return got?.length === r.files.length ? got : undefined;
    });
}
/**
 * Every file read as {@link readFileText} reads it (with its `defaults`), in order; large inputs across worker threads
 * (the main thread reads a share too). The readings are the same whichever thread made them: values
 * are cloned, event positions move as ints. A file with a `__proto__` key stays on this thread
 * (that key's own-property form is what the parser makes, and no copy has to keep it).
 */
function readFiles(files) {
    let total = 0;
    for (const f of files)
        total += f.text.length;
    const script = workerScript();
    const workers = script ? workerCount(total) : 0;
    if (workers === 0)
        return files.map((f) => readFileText(f, {}, f.defaults));
    const here = files.filter((f) => f.text.includes('__proto__'));
    const away = here.length ? files.filter((f) => !f.text.includes('__proto__')) : files;
    const [own = [], ...shares] = split(away, workers + 1, total);
    const done = new Int32Array(new SharedArrayBuffer(4));
    const running = shares.map((s) => start(script, s, done));
    const byPath = new Map();
    for (const f of [...here, ...own])
        byPath.set(f, readFileText(f, {}, f.defaults));
    collect(running, done).forEach((wires, k) => {
        const share = running[k].files;
        share.forEach((f, i) => byPath.set(f, wires ? fromWire(f.text, wires[i]) : readFileText(f, {}, f.defaults)));
    });
    return files.map((f) => byPath.get(f));
}

/** File names kustomize reads as a kustomization, the extension-less `Kustomization` included. */
const KUSTOMIZATION_FILE = /(^|\/)(kustomization\.ya?ml|Kustomization)$/;
/** The type of a kustomization file that leaves out `apiVersion` and `kind` (most do). */
const KUSTOMIZATION_TYPE = { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization' };
/**
 * A reference kustomize would fetch instead of reading the repository: an URL of any scheme
 * (`https://`, `http://`, `ssh://`, `file://`), a go-getter forced getter (`git::…`), GitHub's `gh:`
 * shorthand, an scp-like `user@host:path`, or a `host.tld/org/repo` with a repository marker
 * (`.git`, `_git`, `//`, `?ref=`); `github.com/`, `gitlab.com/` and `bitbucket.org/` always. The
 * forms kustomize's repospec accepts (api/internal/git/repospec.go@kustomize/v5.5.0, extractHost)
 * and its file loader fetches (api/internal/loader/fileloader.go: http and https files).
 */
function isRemote(ref) {
    const r = ref.trim();
    return (/^[a-z][a-z0-9+.-]*:\/\//i.test(r) ||
        /^[a-z][a-z0-9+.-]*::/i.test(r) ||
        /^gh:/i.test(r) ||
        /^[^\s/:@]+@[^\s/:]+:/.test(r) ||
        /^(www\.)?(github\.com|gitlab\.com|bitbucket\.org)([/:]|$)/i.test(r) ||
        /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?\/.*(\.git\b|_git\b|\/\/|\?ref=)/i.test(r));
}
const strings$1 = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x !== '') : [];
const str$5 = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
/** A path relative to `dir`, as a repo path; undefined when it leaves the repository. */
function resolveIn(dir, ref) {
    const p = posix.normalize(posix.join(dir, ref)).replace(/\/$/, '');
    return p.startsWith('../') || p === '..' || posix.isAbsolute(ref) ? undefined : p === '.' ? '' : p;
}
function lineAt(obj, path) {
    for (let n = path.length; n > 0; n--) {
        const pos = obj.positions.get(path.slice(0, n).join('\u001f'));
        if (pos)
            return pos.line;
    }
    return obj.line;
}
function patchRefs(obj, dir) {
    const v = obj.value;
    const out = [];
    const add = (ref, json6902, target, at) => {
        const file = typeof ref === 'string' && !isRemote(ref) ? resolveIn(dir, ref) : undefined;
        if (file === undefined)
            return;
        const t = asRecord(target);
        out.push({
            file,
            json6902,
            ...(isRecord(target) ? { target: { kind: str$5(t.kind), name: str$5(t.name) } } : {}),
            line: lineAt(obj, at),
        });
    };
    (Array.isArray(v.patches) ? v.patches : []).forEach((p, i) => add(asRecord(p).path, false, asRecord(p).target, ['patches', i]));
    // patchesStrategicMerge entries are file names or inline patches (which contain a newline or a colon).
    (Array.isArray(v.patchesStrategicMerge) ? v.patchesStrategicMerge : []).forEach((p, i) => {
        if (typeof p === 'string' && !/[\n:]/.test(p))
            add(p, false, undefined, ['patchesStrategicMerge', i]);
    });
    (Array.isArray(v.patchesJson6902) ? v.patchesJson6902 : []).forEach((p, i) => add(asRecord(p).path, true, asRecord(p).target, ['patchesJson6902', i]));
    return out;
}
/** The keys whose entries name other kustomizations or resource files. */
const REFERENCE_KEYS = ['resources', 'bases', 'components', 'crds'];
/** The keys whose entries are a file or folder of KRM plugin configuration, or an inline document. */
const PLUGIN_KEYS = ['generators', 'transformers', 'validators'];
const listOf = (v, key) => Array.isArray(v[key]) ? v[key] : [];
/** Generator inputs: `files` (`key=path` or `path`), `envs` and `env` of config map and secret generators. */
function generatorRefs(v) {
    const out = [];
    for (const key of ['configMapGenerator', 'secretGenerator'])
        listOf(v, key).forEach((g, gi) => {
            const r = asRecord(g);
            // kustomize splits `key=path` at the first `=` (api/kv: ParseFileSource).
            listOf(r, 'files').forEach((f, j) => {
                if (typeof f === 'string' && f !== '')
                    out.push({ ref: f.replace(/^[^=]*=/, ''), at: [key, gi, 'files', j] });
            });
            listOf(r, 'envs').forEach((f, j) => {
                if (typeof f === 'string' && f !== '')
                    out.push({ ref: f, at: [key, gi, 'envs', j] });
            });
            if (typeof r.env === 'string' && r.env !== '')
                out.push({ ref: r.env, at: [key, gi, 'env'] });
        });
    return out;
}
/**
 * Every string of a kustomization that names a file, a folder or a remote thing kustomize loads
 * (api/types/kustomization.go@kustomize/v5.5.0): resources, bases, components, crds and the plugin
 * lists (inline documents, which hold a newline, are not names), configurations, `openapi.path`,
 * patch and replacement files, generator inputs.
 */
function namedRefs(v) {
    const out = [];
    for (const key of [...REFERENCE_KEYS, ...PLUGIN_KEYS])
        listOf(v, key).forEach((r, i) => {
            if (typeof r === 'string' && r !== '' && !r.includes('\n'))
                out.push({ ref: r, at: [key, i], root: true });
        });
    listOf(v, 'configurations').forEach((r, i) => {
        if (typeof r === 'string' && r !== '')
            out.push({ ref: r, at: ['configurations', i] });
    });
    const openapi = str$5(asRecord(v.openapi).path);
    if (openapi)
        out.push({ ref: openapi, at: ['openapi'], written: ['openapi', 'path'] });
    for (const key of ['patches', 'patchesJson6902', 'replacements'])
        listOf(v, key).forEach((p, i) => {
            const path = str$5(asRecord(p).path);
            if (path)
                out.push({ ref: path, at: [key, i] });
        });
    // patchesStrategicMerge entries are file names or inline patches (a newline, or `key: value`).
    listOf(v, 'patchesStrategicMerge').forEach((p, i) => {
        if (typeof p === 'string' && !p.includes('\n') && (isRemote(p) || !p.includes(':')))
            out.push({ ref: p, at: ['patchesStrategicMerge', i] });
    });
    return [...out, ...generatorRefs(v)];
}
/**
 * References that are never handed to kustomize, with their lines and the node to remove: remote
 * ones anywhere, and roots (resources, components, plugins) that leave the repository. A file
 * outside a kustomization's folder is left to kustomize's load restrictor, which refuses it.
 */
function leftOutRefs(obj, dir, named) {
    return named.flatMap((n) => {
        const remote = isRemote(n.ref);
        if (!remote && !(n.root && resolveIn(dir, n.ref) === undefined))
            return [];
        const line = lineAt(obj, n.written ?? n.at);
        return [{ ref: n.ref, line, at: n.at, ...(remote ? {} : { outside: true }) }];
    });
}
/** Reads a kustomization (or component) object found in `file`. */
function readKustomization(obj) {
    const v = obj.value;
    const dir = posix.dirname(obj.file) === '.' ? '' : posix.dirname(obj.file);
    const refs = [...strings$1(v.resources), ...strings$1(v.bases), ...strings$1(v.crds)];
    const named = namedRefs(v);
    const readable = (n) => (isRemote(n.ref) ? [] : (resolveIn(dir, n.ref) ?? []));
    const comps = strings$1(v.components);
    const local = (list) => list.filter((r) => !isRemote(r)).flatMap((r) => resolveIn(dir, r) ?? []);
    const images = (Array.isArray(v.images) ? v.images : []).flatMap((im) => {
        const r = asRecord(im);
        const name = str$5(r.name);
        if (!name)
            return [];
        const tag = r.newTag === undefined || r.newTag === null ? undefined : String(r.newTag);
        return [{ name, newName: str$5(r.newName), newTag: tag, digest: str$5(r.digest) }];
    });
    return {
        file: obj.file,
        dir,
        object: obj,
        isComponent: obj.kind === 'Component',
        resources: local(refs),
        components: local(comps),
        remote: leftOutRefs(obj, dir, named),
        patchFiles: patchRefs(obj, dir),
        plugins: named.filter((n) => n.root && PLUGIN_KEYS.includes(n.at[0])).flatMap(readable),
        otherFiles: named.filter((n) => !n.root).flatMap(readable),
        namespace: str$5(v.namespace),
        namePrefix: str$5(v.namePrefix),
        nameSuffix: str$5(v.nameSuffix),
        images,
        helmCharts: (Array.isArray(v.helmCharts) ? v.helmCharts : []).map((h) => String(asRecord(h).name ?? '?')),
    };
}
/** Whether an object read from a kustomization file is kustomize configuration (not something applied). */
function isKustomizeConfig(obj) {
    return KUSTOMIZATION_FILE.test(obj.file) && obj.group === 'kustomize.config.k8s.io';
}

/**
 * The name and namespace of a document as the kind scan (kind-scan.ts) reads them from its
 * `metadata:`: a block of plain `name:` / `namespace:` lines, or a one-line flow mapping. Anything
 * else (quotes, anchors, aliases, merge keys, a name YAML would read as a number or a boolean) is
 * undefined: the caller then treats the document as one it cannot name.
 */
/** A name the scan trusts to read as that string: a letter first, then DNS-name characters. */
const NAME$1 = /^[a-z][-a-z0-9.]*$/;
/** Plain words YAML 1.1 reads as booleans or null. */
const NOT_A_STRING = /^(?:y|n|yes|no|on|off|true|false|null)$/;
const CHILD = /^( +)([A-Za-z][A-Za-z0-9_.-]*):(?:[ ]+(.*?))?[ ]*$/;
const plainName = (v) => v !== undefined && NAME$1.test(v) && !NOT_A_STRING.test(v) ? v : undefined;
/** A flow value that opens and closes on its line, without quotes or comments to misread. */
function flowOnOneLine(value) {
    if (!/^[[{]/.test(value) || /["'#]/.test(value))
        return false;
    let depth = 0;
    for (let i = 0; i < value.length; i++) {
        const c = value[i];
        if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']')
            depth--;
        if (depth < 0 || (depth === 0 && value.slice(i + 1).trim() !== ''))
            return false;
        if (depth === 0)
            return true;
    }
    return false;
}
function identityOf(entries) {
    const seen = new Set();
    let name;
    let namespace = '';
    for (const [key, value] of entries) {
        if (seen.has(key))
            return undefined;
        seen.add(key);
        if (key === 'name')
            name = plainName(value);
        else if (key === 'namespace') {
            const ns = plainName(value);
            if (ns === undefined)
                return undefined;
            namespace = ns;
        }
    }
    return name === undefined ? undefined : { name, namespace };
}
/** `metadata: { name: a, namespace: b, … }` on one line, without nested collections. */
function identityOfFlow(value) {
    if (!value.startsWith('{') || !flowOnOneLine(value) || /[[\]{}&*!<]/.test(value.slice(1, -1)))
        return undefined;
    const entries = [];
    for (const part of value.slice(1, -1).split(',')) {
        if (part.trim() === '')
            continue;
        const m = /^\s*([A-Za-z][A-Za-z0-9_.-]*):\s+(\S+)\s*$/.exec(part);
        if (!m)
            return undefined;
        entries.push([m[1], m[2]]);
    }
    return identityOf(entries);
}
/** The indented lines under `metadata:`: its keys at the first line's indent, deeper lines skipped. */
function identityOfBlock(lines) {
    const entries = [];
    let indent = 0;
    let scalar = false;
    for (const line of lines) {
        const trimmed = line.trimStart();
        if (trimmed === '' || trimmed.startsWith('#'))
            continue;
        const at = line.length - trimmed.length;
        if (indent === 0)
            indent = at;
        // A deeper line under a key with a value on its line would go on with that value: unsure.
        if (at > indent && scalar)
            return undefined;
        if (at > indent)
            continue;
        const m = CHILD.exec(line);
        if (at < indent || !m)
            return undefined;
        const value = m[3] === undefined || m[3].startsWith('#') ? undefined : m[3].replace(/[ ]+#.*$/, '');
        scalar = value !== undefined;
        entries.push([m[2], value]);
    }
    return identityOf(entries);
}

/**
 * A cheap, strictly conservative look at what a YAML file holds without parsing it: per document,
 * its top-level `apiVersion:` and `kind:` lines. It answers only when the text is laid out the
 * plain way `kubectl` and people write manifests; anything it could misread gets `undefined`
 * (the caller then parses the file as always).
 */
/** A top-level key line: a plain key at column 0, `:`, then nothing or a space and a value. */
const KEY_LINE = /^([A-Za-z][A-Za-z0-9_.-]*):(?:[ ]+(.*))?$/;
/** The value of `apiVersion:` / `kind:` the scan trusts: a plain word, an optional comment after it. */
const TYPE_VALUE = /^([A-Za-z0-9][A-Za-z0-9./-]*)[ ]*(?:#.*)?$/;
/** A document marker alone on its line (an optional comment after it). */
const MARKER$1 = /^---[ ]*(?:#.*)?$/;
/** What a value of another top-level key must not start with: quotes, block scalars, anchors, tags. */
const RISKY_VALUE = /^["'|>&*!%@`]/;
/**
 * Whether every line so far has its quotes in pairs (a quoted scalar that goes on over the next line
 * does not): the next `'` and `"` of the text are kept, so each quote is found once, not per line.
 */
class QuotePairs {
    text;
    single;
    double;
    constructor(text) {
        this.text = text;
        this.single = text.indexOf("'");
        this.double = text.indexOf('"');
    }
    /** Whether the line ending at `end` (exclusive; lines are visited in order) has both kinds paired. */
    pairedUpTo(end) {
        let single = 0;
        let double = 0;
        for (; this.single >= 0 && this.single < end; this.single = this.text.indexOf("'", this.single + 1))
            single++;
        for (; this.double >= 0 && this.double < end; this.double = this.text.indexOf('"', this.double + 1))
            double++;
        return single % 2 === 0 && double % 2 === 0;
    }
}
/** A text the scan does not read at all: line ends, escapes and marks it does not follow. */
function unscannable(text) {
    return (text.length === 0 ||
        text.charCodeAt(0) === 0xfeff ||
        text.includes('\r') ||
        text.includes('\\') ||
        text.includes('\t') ||
        text.includes('\0'));
}
const newDoc = () => ({ keys: new Set() });
/** A top-level value the scan can step over: plain on one line, empty, or a flow collection closed on it. */
const safeValue = (value) => value.startsWith('{') || value.startsWith('[')
    ? flowOnOneLine(value.replace(/[ ]+#.*$/, ''))
    : !RISKY_VALUE.test(value) && !value.includes(': ');
/** Reads one column-0 line into the document; false when the line makes the scan unsure. */
function readTopLine(line, doc) {
    const m = KEY_LINE.exec(line);
    if (!m)
        return false;
    const key = m[1];
    const value = m[2] ?? '';
    if (doc.keys.has(key))
        return false; // a key twice: the parser refuses the document
    doc.keys.add(key);
    doc.current = key;
    doc.inline = value !== '' && !value.startsWith('#');
    if (key === 'apiVersion' || key === 'kind') {
        const v = TYPE_VALUE.exec(value);
        if (!v)
            return false;
        doc[key] = v[1];
        return true;
    }
    if (key === 'metadata') {
        if (value === '' || value.startsWith('#'))
            doc.metaLines = [];
        else
            doc.metaFlow = value.trimEnd();
    }
    return safeValue(value);
}
/**
 * The document's type, or undefined when it has none the scan can vouch for; null: an empty
 * document, or one with neither key (settings, CI: no Kubernetes object without both).
 */
function typeOf(doc) {
    if (doc.keys.size === 0 || (doc.apiVersion === undefined && doc.kind === undefined))
        return null;
    if (doc.apiVersion === undefined || doc.kind === undefined)
        return undefined;
    const { metaLines, metaFlow } = doc;
    // Read when asked: a decision needs it only for a kind some parsed object has.
    let identity;
    let read = false;
    return {
        apiVersion: doc.apiVersion,
        kind: doc.kind,
        get identity() {
            if (!read)
                identity =
                    metaLines !== undefined
                        ? identityOfBlock(metaLines)
                        : metaFlow !== undefined
                            ? identityOfFlow(metaFlow)
                            : undefined;
            read = true;
            return identity;
        },
    };
}
/**
 * An indented line (`text` from `start` to `end`) of the document; false when it makes the scan
 * unsure. Under a key whose value is on the next lines it is that value's, and only `metadata:`'s are
 * kept; it matters otherwise only when it is not blank or a comment: before the first top-level key
 * (an indented root), or after a key with a value on its line (a scalar going on over the next).
 */
function indentedLine(text, start, end, doc) {
    if (doc.keys.size > 0 && !doc.inline && doc.current !== 'metadata')
        return true;
    let i = start + 1;
    while (i < end && text.charCodeAt(i) === 0x20)
        i++;
    if (i === end || text.charCodeAt(i) === 0x23 /* # */)
        return true;
    if (doc.keys.size === 0 || doc.inline)
        return false;
    doc.metaLines?.push(text.slice(start, end));
    return true;
}
/**
 * The type of every document of a YAML text, in order (empty documents and documents with neither
 * `apiVersion` nor `kind` left out: they hold no object), or undefined
 * when the scan cannot be sure: no `apiVersion`/`kind` line in a document, either given twice,
 * quoted, a root in flow style or a flow value that goes on past its line, anchors, aliases or
 * tags on top-level lines, a top-level key twice, a quoted scalar over several
 * lines, directives, `...`, content after `---`, indented top-level keys, a BOM, CR line ends,
 * tabs or backslash escapes anywhere.
 */
function scanTypes(text) {
    if (unscannable(text))
        return undefined;
    const out = [];
    let doc = newDoc();
    const close = () => {
        const t = typeOf(doc);
        if (t === undefined)
            return false;
        if (t)
            out.push(t);
        doc = newDoc();
        return true;
    };
    const quotes = new QuotePairs(text);
    // One pass over the text without splitting it: indented lines (most of a CRD) are looked at only
    // when they matter, and no line is copied but the top-level ones and those under `metadata:`.
    for (let start = 0; start <= text.length;) {
        const next = text.indexOf('\n', start);
        const end = next < 0 ? text.length : next;
        if (!quotes.pairedUpTo(end))
            return undefined;
        const from = start;
        start = end + 1;
        const first = text.charCodeAt(from);
        if (from === end || first === 0x23 /* # */)
            continue;
        if (first === 0x20 /* space */) {
            if (!indentedLine(text, from, end, doc))
                return undefined;
            continue;
        }
        const line = text.slice(from, end);
        if (first === 0x2d /* - */ && MARKER$1.test(line)) {
            if (!close())
                return undefined;
        }
        else if (!readTopLine(line, doc))
            return undefined;
    }
    return close() ? out : undefined;
}

/** A CRD document as the kind scan types it. */
const isCrdType = (t) => t.kind === 'CustomResourceDefinition' && t.apiVersion.startsWith('apiextensions.k8s.io/');
/**
 * Text whose values may not read as written: a `!!binary` value (decoded), a verbatim (`!<…>`) or
 * percent-escaped tag. A text holding one is never judged by its words alone.
 */
const RESPELLED = String.raw `binary|!<|!!\S*%`;
/** The tag forms of {@link RESPELLED}: both need a `!` (and neither a letter: no case to fold). */
const RESPELLED_TAG = /!<|!!\S*%/;
/**
 * Texts never left unparsed when they hold a CRD: Strimzi's (its pack reads its CRDs wherever they
 * are), and texts whose values may not be written as they read — a `!!binary` value (decoded),
 * a verbatim or percent-escaped tag. Backslash escapes are already refused by the kind scan.
 * The words and the tags are two searches, the second only in a text with a `!` (one expression
 * of all four runs twice as long over a CRD).
 */
const CRD_ALWAYS_READ_WORDS = /strimzi|binary/i;
const crdAlwaysRead = (text) => CRD_ALWAYS_READ_WORDS.test(text) || (text.includes('!') && RESPELLED_TAG.test(text));
/** A value that reads the same in every YAML spelling without escapes: nothing else is trusted. */
const PLAIN_VALUE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Whether a character code continues a word (`[A-Za-z0-9._-]`): a kind, a group or a name is never next to one in its own text. */
function wordChar(c) {
    const letter = c | 0x20; // ASCII upper case folded to lower
    return ((letter >= 0x61 && letter <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x5f || c === 0x2d);
}
/** Whether `word` occurs in `text` with no word character on either side. */
function hasWord(text, word) {
    for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
        const after = i + word.length;
        if ((i === 0 || !wordChar(text.charCodeAt(i - 1))) &&
            (after === text.length || !wordChar(text.charCodeAt(after))))
            return true;
    }
    return false;
}
const strings = (...vs) => vs.flatMap((v) => (Array.isArray(v) ? strings(...v) : typeof v === 'string' ? [v] : []));
/**
 * What one changed object asks. A CRD (added, changed or removed): another CRD of its group with
 * one of its names (kind, plural, singular, list kind, short names) may claim the same kind or plural
 * (`crd/invalid`, validation), and one with its name is a duplicate. Any other object of a group: a
 * CRD of that group and kind validates it. An object of the core group has no CRD (a CRD's group is
 * never empty: `crdsByKind` keys only CRDs named `<plural>.<group>`). False: every CRD is needed.
 */
function addNeeds(o, needs) {
    const add = (group, words) => {
        const set = needs.byGroup.get(group) ?? new Set();
        for (const w of words)
            set.add(w);
        needs.byGroup.set(group, set);
    };
    if (o.kind === 'CustomResourceDefinition') {
        const spec = asRecord(o.value.spec);
        const names = asRecord(spec.names);
        const words = strings(names.kind, names.plural, names.singular, names.listKind, names.shortNames);
        const group = spec.group;
        const plain = [group, o.name, ...words].every((w) => typeof w === 'string' && PLAIN_VALUE.test(w));
        if (!plain || !words.length)
            return false;
        add(group, words);
        needs.words.add(o.name);
        return true;
    }
    if (o.group === '')
        return true;
    if (!PLAIN_VALUE.test(o.group) || !PLAIN_VALUE.test(o.kind))
        return false;
    add(o.group, [o.kind]);
    return true;
}
/** What the changed files (either side) ask of unchanged CRDs. */
function crdNeedsOf(changed) {
    const needs = { all: false, byGroup: new Map(), words: new Set() };
    for (const f of changed)
        for (const o of f.objects)
            if (!addNeeds(o, needs))
                return { ...needs, all: true };
    return needs;
}
/** Whether an unchanged CRD text is needed by the change. */
function crdTextNeeded(text, needs) {
    if (needs.all)
        return true;
    for (const w of needs.words)
        if (hasWord(text, w))
            return true;
    for (const [group, words] of needs.byGroup)
        if (hasWord(text, group))
            for (const w of words)
                if (hasWord(text, w))
                    return true;
    return false;
}

/**
 * Which unchanged files (the same text at the same path on both sides) a run can leave unparsed:
 * those whose every document has a type the kind scan reads for sure and that nothing needs. The
 * decision is in two steps: `candidates` before any parsing (by the scan and the fixed list of
 * kinds the packs read), then `stillNeeded` once the other files are parsed (kinds they hold,
 * kinds of the CRDs the change touches).
 */
/** Below this many unchanged files a run parses them all: small runs stay exactly as they were. */
const UNREAD_MIN_FILES = 1000;
/**
 * Kinds some pack, rule or deploy-unit reading looks at, whatever their group (a superset: the
 * group is not trusted to the scan): CRDs, Strimzi and its operator's carriers, Flux, Argo CD and
 * kustomize objects; with the cluster-scoped kinds deploy units treat apart, and Lists (their items).
 */
const NEEDED_KINDS = new Set([
    'Kustomization',
    'Component',
    'HelmRelease',
    'HelmRepository',
    'OCIRepository',
    'GitRepository',
    'Application',
    'ApplicationSet',
    'StrimziPodSet',
]);
/** API groups whose every kind is needed (Strimzi, Flux, Argo CD, kustomize, apiextensions but its CRDs). */
const NEEDED_GROUP = /strimzi|fluxcd|argoproj|kustomize|apiextensions/i;
/**
 * A kind needed by name alone: the list above, a cluster-scoped kind (units/transform.ts), any
 * `Kafka…`, any `…List`. Not a CRD: whether one is needed depends on the change (./unread-crds.ts).
 */
function neededByName(kind) {
    if (kind === 'CustomResourceDefinition')
        return false;
    return NEEDED_KINDS.has(kind) || isClusterScoped(kind) || kind.startsWith('Kafka') || kind.endsWith('List');
}
/**
 * A type the packs need from this text: by kind or group, or a Deployment that may run the Strimzi
 * operator (its image names `strimzi`: the scan then cannot tell, so it is read). A CRD is needed
 * here only when its text is one the CRD decision does not vouch for (Strimzi's, tags).
 */
function neededType(t, text, extra) {
    if (extra.has(t.kind))
        return true;
    if (isCrdType(t))
        return crdAlwaysRead(text);
    if (neededByName(t.kind) || NEEDED_GROUP.test(t.apiVersion))
        return true;
    return t.kind === 'Deployment' && /strimzi/i.test(text);
}
/** Code units after which a line starts for a multiline `^`: LF, CR, U+2028, U+2029. */
const isLineEnd = (c) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
const isAlnum = (c) => (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
/**
 * Whether the kind of some top-level kind line — what `/^kind:[ ]*([A-Za-z0-9]+)/gm` finds — is
 * one `needed` takes: read before the whole scan, a needed kind there settles it (the file is
 * parsed). Found by searching `kind:` (no expression run over every character of the text).
 */
function someKindLine(text, needed) {
    for (let i = text.indexOf('kind:'); i >= 0; i = text.indexOf('kind:', i + 5)) {
        if (i > 0 && !isLineEnd(text.charCodeAt(i - 1)))
            continue;
        let start = i + 5;
        while (text.charCodeAt(start) === 0x20)
            start++;
        let end = start;
        while (isAlnum(text.charCodeAt(end)))
            end++;
        if (end > start && needed(text.slice(start, end)))
            return true;
    }
    return false;
}
const plainlyNeeded = (text, extra) => someKindLine(text, (kind) => neededByName(kind) || extra.has(kind));
/** The kinds `transitions:` of the config match: their objects are judged wherever they are. */
function configKinds(transitions) {
    const out = new Set();
    for (const t of transitions) {
        const kind = asRecord(asRecord(t).match).kind;
        if (typeof kind === 'string')
            out.add(kind);
    }
    return out;
}
/**
 * Unchanged base files (by index) that may stay unparsed: every document typed by the scan (or
 * holding no object), none of a needed kind. Kustomization files and `.json` files are never candidates; none at all when
 * either side has a kustomization (its deploy units read files by path).
 */
function candidates(base, unchanged, hasKustomization, config) {
    if (hasKustomization)
        return [];
    const out = [];
    for (const index of unchanged) {
        const f = base[index];
        if (KUSTOMIZATION_FILE.test(f.path) || f.path.endsWith('.json') || plainlyNeeded(f.text, config.kinds))
            continue;
        const types = scanTypes(f.text);
        // No type at all (comments, settings, CI files): no object, nothing any check reads.
        if (!types || types.some((t) => neededType(t, f.text, config.kinds)))
            continue;
        const crd = types.some(isCrdType);
        if (!crd || !config.crdFile(f.path))
            out.push({ index, types, crd });
    }
    return out;
}
/** Flux and Argo CD objects that make deploy units: with one of them, every file is read. */
const makesUnits = (o) => (o.kind === 'Kustomization' && o.group === 'kustomize.toolkit.fluxcd.io') ||
    (o.kind === 'Application' && o.group === 'argoproj.io');
const identityKey = (kind, namespace, name) => `${kind}/${namespace}/${name}`;
/**
 * What the parsed files make needed (see {@link Needs}); undefined when they hold deploy units
 * (every file is then read).
 */
function neededByParsed(parsed, changed) {
    const needs = {
        validated: new Set(),
        kinds: new Set(),
        identities: new Set(),
        crds: crdNeedsOf(changed),
    };
    for (const f of parsed)
        for (const o of f.objects) {
            if (makesUnits(o))
                return undefined;
            needs.kinds.add(o.kind);
            needs.identities.add(identityKey(o.kind, o.namespace, o.name));
            if (o.kind !== 'CustomResourceDefinition' || !changed.has(f))
                continue;
            const names = asRecord(asRecord(o.value.spec).names);
            for (const k of [names.kind, names.listKind])
                if (typeof k === 'string')
                    needs.validated.add(k);
        }
    return needs;
}
/**
 * Whether a held file is needed once the others are parsed: one of its documents is (see
 * {@link isNeeded}), or it holds a CRD the change may need (./unread-crds.ts).
 */
function candidateNeeded(c, text, needs) {
    return c.types.some((t) => isNeeded(t, needs)) || (c.crd && crdTextNeeded(text, needs.crds));
}
/**
 * Whether a document the scan typed is needed: a resource of a changed CRD, or of a kind some
 * parsed object has when the scan could not name it or named an identity some parsed object has.
 */
function isNeeded(t, needs) {
    if (needs.validated.has(t.kind))
        return true;
    if (!needs.kinds.has(t.kind))
        return false;
    return !t.identity || needs.identities.has(identityKey(t.kind, t.identity.namespace, t.identity.name));
}
/**
 * Kinds in reading order, whatever the locale: character order, except that runs of digits compare
 * by value (`Widget25` before `Widget100`).
 */
function byKindName(a, b) {
    const split = (s) => s.split(/(\d+)/);
    const x = split(a);
    const y = split(b);
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
        if (x[i] === y[i])
            continue;
        // Odd parts are digit runs (split keeps the captured separators there).
        if (i % 2 === 1 && Number(x[i]) !== Number(y[i]))
            return Number(x[i]) - Number(y[i]);
        return x[i] < y[i] ? -1 : 1;
    }
    return x.length - y.length;
}
function unreadSummary(left) {
    if (!left.length)
        return undefined;
    const kinds = new Set();
    let crds = 0;
    for (const c of left)
        for (const t of c.types) {
            kinds.add(t.kind);
            if (isCrdType(t))
                crds++;
        }
    return { files: left.length, kinds: [...kinds].sort(byKindName), crds };
}

/**
 * Both sides of a run parsed, each distinct text once: a head file with the same path and text as a
 * base file is that file, a moved one is its reading under the new path, and unchanged files that
 * nothing needs may stay unparsed (./unread.ts). Pure but for the worker threads it may start.
 */
const defaultsOf = (path) => (KUSTOMIZATION_FILE.test(path) ? KUSTOMIZATION_TYPE : undefined);
const parse = (f) => parseFile(f, {}, defaultsOf(f.path));
/**
 * How a text is read depends on its path only through these: a kustomization file gets default
 * types, and a `.json` file is not checked for go-yaml line breaks. Equal class, equal text: equal
 * reading.
 */
const readingClass = (path) => `${KUSTOMIZATION_FILE.test(path) ? 'k' : ''}${path.endsWith('.json') ? 'j' : ''}`;
/** A file read under another path: the same values and lines, its objects named by the new path. */
const movedTo = (parsed, path) => ({
    path,
    objects: parsed.objects.map((o) => withValue(o, o.value, { file: path })),
    problems: [],
});
/** For each head file: the base file with the same path and text, or with the same text elsewhere. */
function matchHead(base, head) {
    const byPath = new Map(base.map((f, i) => [f.path, i]));
    // Candidates by reading class and length (no hash of every text): texts compared only then; a
    // few per length, so a tree of many equal-length texts does not make every miss compare them all.
    const byLength = new Map();
    base.forEach((f, i) => {
        const key = `${readingClass(f.path)}${f.text.length}`;
        const list = byLength.get(key) ?? [];
        if (list.length < 8)
            byLength.set(key, [...list, i]);
    });
    return head.map((f) => {
        const same = byPath.get(f.path);
        if (same !== undefined && base[same].text === f.text)
            return { same };
        const list = byLength.get(`${readingClass(f.path)}${f.text.length}`) ?? [];
        return { moved: list.find((i) => base[i].text === f.text) };
    });
}
const readJob = (f) => ({ ...f, defaults: defaultsOf(f.path) });
/** Base files that are unchanged (same path and text in head) and no moved head file reads. */
function unchangedBase(matches) {
    const same = new Set();
    const moved = new Set();
    for (const m of matches) {
        if (m.same !== undefined)
            same.add(m.same);
        if (m.moved !== undefined)
            moved.add(m.moved);
    }
    return [...same].filter((i) => !moved.has(i)).sort((a, b) => a - b);
}
/**
 * Both sides parsed, each distinct text once (across worker threads when there is a lot): a head
 * file with the same path and text as a base file is that file; one with the text of a base file
 * at another path (a moved file) is that file's reading under its new path, when it has no
 * problems (their messages may name the file). With a plan and enough unchanged files, those the
 * kind scan shows nothing needs are left unparsed (src/index/unread.ts): on neither side.
 */
function parseSides(base, head, plan) {
    const matches = matchHead(base, head);
    const unchanged = unchangedBase(matches);
    const held = plan && unchanged.length >= plan.minFiles
        ? candidates(base, unchanged, plan.hasKustomization, plan.config)
        : [];
    const heldSet = new Set(held.map((c) => c.index));
    const first = base.flatMap((f, i) => (heldSet.has(i) ? [] : [i]));
    const fresh = head.filter((_, i) => matches[i].same === undefined && matches[i].moved === undefined);
    const readings = readFiles([...first.map((i) => base[i]), ...fresh].map(readJob));
    const baseFiles = base.map(() => undefined);
    first.forEach((i, k) => (baseFiles[i] = toParsedFile(base[i].path, readings[k], defaultsOf(base[i].path))));
    const freshFiles = fresh.map((f, k) => toParsedFile(f.path, readings[first.length + k], defaultsOf(f.path)));
    const left = leftUnread(held, base, baseFiles, freshFiles, new Set(unchanged));
    const stays = new Set(left);
    const late = held.filter((c) => !stays.has(c));
    readFiles(late.map((c) => readJob(base[c.index]))).forEach((r, k) => {
        const f = base[late[k].index];
        baseFiles[late[k].index] = toParsedFile(f.path, r, defaultsOf(f.path));
    });
    let next = 0;
    const headFiles = head.map((f, i) => {
        const { same, moved } = matches[i];
        if (same !== undefined)
            return baseFiles[same];
        if (moved === undefined)
            return freshFiles[next++];
        const from = baseFiles[moved];
        return from.problems.length === 0 ? movedTo(from, f.path) : parse(f);
    });
    const present = (list) => list.filter((f) => f !== undefined);
    const unread = unreadSummary(left);
    return { base: present(baseFiles), head: present(headFiles), ...(unread ? { unread } : {}) };
}
/** The held files still left unparsed once the others are read: none of their kinds is needed. */
function leftUnread(held, base, baseFiles, freshFiles, unchanged) {
    if (!held.length)
        return [];
    const parsed = [...baseFiles.filter((f) => f !== undefined), ...freshFiles];
    const changed = new Set([...baseFiles.filter((f, i) => f && !unchanged.has(i)), ...freshFiles]);
    const needs = neededByParsed(parsed, changed);
    if (!needs)
        return [];
    return held.filter((c) => !candidateNeeded(c, base[c.index].text, needs));
}

/**
 * Splits out files under a Helm chart's `templates/` (a folder beside a `Chart.yaml`) that are Go
 * templates (hold `{{`): they are not YAML until rendered. Plain YAML there is read like any other
 * file, so a `Chart.yaml` added beside it hides nothing. One note per chart says how many were skipped.
 */
function splitHelmTemplates(files) {
    const templated = helmTemplateFiles(files);
    if (!templated.length)
        return { yaml: [...files], notes: [] };
    const skip = new Set(templated.map((t) => t.file));
    const skipped = new Map();
    for (const t of templated)
        skipped.set(t.chart, (skipped.get(t.chart) ?? 0) + 1);
    const yaml = files.filter((f) => !skip.has(f));
    const notes = [...skipped]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([chart, n]) => ({
        file: `${chart}Chart.yaml`,
        line: 1,
        message: `Helm chart ${chart || './'}: ${n} file${n === 1 ? '' : 's'} under templates/ skipped (Go templates are not YAML until rendered; render the chart into the repo to have them checked)`,
    }));
    return { yaml, notes };
}
/**
 * The files a Helm chart holds as Go templates (under `templates/` beside a `Chart.yaml`, holding
 * `{{`), with their chart folder: what splitHelmTemplates leaves unread.
 */
function helmTemplateFiles(files) {
    const charts = new Set();
    for (const f of files) {
        const m = /^(.*\/)?Chart\.ya?ml$/.exec(f.path);
        if (m)
            charts.add(m[1] ?? '');
    }
    const out = [];
    if (!charts.size)
        return out;
    for (const f of files) {
        const chart = chartOf$1(f.path, charts);
        if (chart !== undefined && f.text.includes('{{'))
            out.push({ file: f, chart });
    }
    return out;
}
function chartOf$1(path, charts) {
    for (const chart of charts) {
        if (path.startsWith(`${chart}templates/`))
            return chart;
    }
    return undefined;
}

/** Where a schema change is reported: the change's line in the head file. */
function changeAt(p, c) {
    const head = p.head;
    return {
        ...whereOf$1(head.obj, c.headPath),
        side: 'head',
        object: objectRef(head.obj),
        path: showPath$1(c),
    };
}
/** The placeholders of a change message: the path, what changed, and where a removed field was. */
function changeData(p, c) {
    const was = c.kind !== 'field-removed' ? '' : ` (it was at ${p.base.obj.file}:${lineOf(p.base.obj, c.basePath)})`;
    return { path: showPath$1(c), detail: c.detail, was };
}
/** The message of every schema-change finding: what changed, then who breaks and what to do. */
const CHANGE_MESSAGE = '{{path}}: {{detail}}{{was}}. {{advice}}';
/** A finding at the change's line in the head file; a removed field also quotes where it was. */
function changeFinding$1(p, c, message, severity) {
    return {
        severity,
        ...changeAt(p, c),
        message: formatMessage(CHANGE_MESSAGE, { ...changeData(p, c), advice: message }),
    };
}
function crdFinding(p, path, message, severity, pathLabel) {
    const crd = p.head ?? p.base;
    return {
        severity,
        ...whereOf$1(crd.obj, path),
        side: p.head ? 'head' : 'base',
        object: objectRef(crd.obj),
        ...(pathLabel ? { path: pathLabel } : {}),
        ...(typeof message === 'string' ? { message } : message),
    };
}
/** The versions present on both sides of a CRD pair, as [base, head]. */
function sameVersions(p) {
    if (!p.base || !p.head)
        return [];
    const out = [];
    for (const hv of p.head.versions) {
        const bv = p.base.versions.find((v) => v.name === hv.name);
        if (bv)
            out.push([bv, hv]);
    }
    return out;
}

/** The one way a rule is made (every rule under src/rules/ comes from here). */
function defineRule(spec) {
    const { messages, check, ...meta } = spec;
    return {
        ...meta,
        evaluate(ctx) {
            return check(ctx).map((r) => {
                if (!('messageId' in r))
                    return r;
                const { messageId, data, ...rest } = r;
                const template = messages?.[messageId];
                if (template === undefined)
                    throw new Error(`${spec.id} has no message "${messageId}"`);
                return { ...rest, message: formatMessage(template, data) };
            });
        },
    };
}

const CHECK_OBJECTS = 'Check that your objects of these CRDs (in the repository and on every cluster) still validate against the new schema before applying it; `--cluster-state` lets the gate check the live ones';
/** One sentence per rule and stance; rules that build their own (served and stored versions) set it on the finding. */
const CRD_ACTIONS = {
    'crd/removed': {
        consumer: 'Delete or move every custom resource of these CRDs before the CRDs go (deleting a CRD deletes all of them), or keep the CRDs installed',
        author: 'Keep shipping these CRDs until users have moved off them: deleting a CRD deletes every custom resource of it',
    },
    'crd/scope-changed': {
        consumer: 'Do not apply these CRDs in place: a CRD cannot change scope; back up every object, recreate the CRD and restore them in a planned migration',
        author: 'Keep the scope: a different scope needs a new CRD (a new group or plural)',
    },
    'crd/names-changed': {
        consumer: 'Update the manifests, scripts and clients that use the old names (kind, plural, short names, categories) before applying these CRDs',
        author: 'Keep the old names, or add the new ones beside them (short names and categories can be added)',
    },
    'crd/storage-version-changed': {
        consumer: 'After applying these CRDs, rewrite the stored objects in the new storage version (a storage-version migration) so a later release can drop the old one',
        author: 'Ship the storage change a release before removing the old version, and tell users to migrate stored objects',
        kind: { consumer: 'procedure', author: 'edit' },
    },
    'crd/storage-version-count': {
        consumer: 'Do not apply: the API server rejects a CRD without exactly one storage version',
        author: 'Mark exactly one version `storage: true`',
    },
    'crd/field-removed': {
        consumer: 'Stop setting the removed fields in your manifests, and check that no stored object relies on them (they are pruned on the next write) before applying these CRDs',
        author: 'Keep the removed fields (mark them deprecated in their description), or remove them only in a new API version with a conversion',
    },
    'crd/type-changed': {
        consumer: CHECK_OBJECTS,
        author: 'Keep the old type, or change it only in a new API version with a conversion',
    },
    'crd/required-added': {
        consumer: 'Set the newly required fields in every object of these CRDs before applying them',
        author: 'Give the new required fields a default, or make them optional',
    },
    'crd/enum-restricted': {
        consumer: 'Move your objects off the removed enum values before applying these CRDs',
        author: 'Keep the removed enum values (deprecate them in the description) until users have moved off them',
    },
    'crd/enum-extended': {
        consumer: 'Check that the clients and controllers reading these objects handle the new enum values',
        author: 'Say in the release notes which enum values are new, so clients can handle them',
    },
    'crd/bounds-tightened': {
        consumer: CHECK_OBJECTS,
        author: 'Loosen the new limits, or tighten them only in a new API version (or behind ratcheting)',
    },
    'crd/default-changed': {
        consumer: 'Set the field explicitly in objects that relied on the old default, before applying these CRDs',
        author: 'Keep the old default, or change it only in a new API version',
    },
    'crd/pattern-changed': {
        consumer: CHECK_OBJECTS,
        author: 'Keep the old pattern, or accept every value the old one accepted',
    },
    'crd/format-changed': {
        consumer: CHECK_OBJECTS,
        author: 'Keep the old format, or change it only in a new API version',
    },
    'crd/nullable-changed': {
        consumer: 'Remove explicit `null` values of these fields from your objects before applying these CRDs',
        author: 'Keep `nullable: true`',
    },
    'crd/preserve-unknown-fields': {
        consumer: 'Check what your stored objects hold under these fields before applying these CRDs: unknown data there is now pruned or validated',
        author: 'Describe the fields users set in the schema before pruning or validating them, or keep the marker',
    },
    'crd/list-semantics-changed': {
        consumer: 'Check the lists in your objects against the new list semantics (map keys present and unique, set items unique) before applying these CRDs',
        author: 'Keep the list semantics, or change them only in a new API version',
    },
    'crd/cel-rules-changed': {
        consumer: CHECK_OBJECTS,
        author: 'Guard new validation rules with `oldSelf` (transition rules) so existing objects keep updating, or check that every object passes',
    },
    'crd/composition-changed': {
        consumer: CHECK_OBJECTS,
        author: 'Keep the old oneOf/anyOf/allOf/not, or accept everything the old schema accepted',
    },
    'crd/subresource-removed': {
        consumer: 'Update the clients that use the removed subresources (`/status` writers, `kubectl scale` and autoscalers for `/scale`) before applying these CRDs',
        author: 'Keep the subresources, or remove them only in a new API version',
    },
    'crd/printer-columns-changed': {
        consumer: 'Update scripts that read `kubectl get` columns of these kinds',
        author: 'Keep the printer columns scripts may read, or say in the release notes that they change',
    },
    'crd/selectable-fields-removed': {
        consumer: 'Stop filtering on the removed selectable fields (`--field-selector` in scripts, controllers that watch a subset) before applying these CRDs',
        author: 'Keep the selectable fields, or remove them only in a new API version',
    },
    'crd/conversion-changed': {
        consumer: "Deploy the operator's conversion webhook before applying these CRDs, and keep it reachable",
        author: 'Ship the conversion webhook with these CRDs (deployed before them), and keep the old strategy working until every object is migrated',
    },
    'crd/served-versions-incompatible': {
        consumer: 'Write and read these objects through one version only until the operator ships compatible schemas or a conversion webhook',
        author: 'Make the served schemas compatible, or add a conversion webhook',
    },
    'crd/unhandled-change': {
        consumer: 'Review these schema changes by hand, then waive each with a reason or set `crd.unhandled: open`',
        author: 'Review these schema changes by hand, then waive each with a reason or set `crd.unhandled: open`',
    },
};
/** The action of a rule's finding in the stance that applied, unless the rule set its own. */
function withCrdAction(id, ctx, f) {
    const s = CRD_ACTIONS[id];
    if (!s || f.action)
        return f;
    const stance = ctx.analyses.crdStance.stance;
    const kind = s.kind?.[stance] ?? (stance === 'consumer' ? 'procedure' : 'edit');
    return { ...f, action: { key: `${id} ${stance}`, text: s[stance], kind } };
}

/** Judged on the objects (crd/objects.ts): who violates it, how many pass, or the stance with none. */
const VIOLATED = ' Objects that violate it: {{objects}}.';
const CHECKED = ' Checked on {{count}} object(s) of this CRD ({{where}}): none violates it, so nothing that exists breaks.';
const CHECKED_AUTHOR = " Checked on {{count}} object(s) of this CRD ({{where}}): none violates it, but as author ({{why}}) the gate cannot see your users' objects.";
const NO_OBJECTS = ' No object of this CRD to check it on; {{stance}} stance ({{why}}): {{verdict}}.';
/** Said on every schema rule's page: how a tightening is judged. */
const ON_OBJECTS = 'A tightening is judged on the objects that exist: the custom resources of the CRD in the head tree and, with `--cluster-state`, the live ones, validated against the head schema. An object that violates it makes the finding fail and is listed (`file:line`, or `live Kind namespace/name`). When every object passes, or there is none, `crd.stance` decides: `consumer` (the repo applies the CRD to its own clusters) warns, `author` (the CRD is published to users the gate cannot see) fails, as crdify does. Unset, the stance is consumer when the repo holds custom resources of a changed CRD or a cluster state is given, else author; the message says which applied and why.';
const RATCHET = ' Your clusters are Kubernetes {{kubernetesVersion}}+, which ratchet validation: existing objects keep working until they change this value.';
/** A rule that reports schema changes of some kinds (one rule per file uses this). */
function schemaChangeRule(spec) {
    const { kinds, advice, ...meta } = spec;
    return defineRule({
        ...meta,
        docs: { ...meta.docs, why: `${meta.docs.why} ${ON_OBJECTS}` },
        category: 'crd',
        messages: {
            change: CHANGE_MESSAGE,
            ratcheted: CHANGE_MESSAGE + RATCHET,
            violated: CHANGE_MESSAGE + VIOLATED,
            checked: CHANGE_MESSAGE + CHECKED,
            checkedAuthor: CHANGE_MESSAGE + CHECKED_AUTHOR,
            noObjects: CHANGE_MESSAGE + NO_OBJECTS,
        },
        skip: noCrds,
        check(ctx) {
            const kubernetesVersion = ctx.config.crd.kubernetesVersion;
            const ratchet = ratchets(kubernetesVersion);
            const out = [];
            for (const p of crdPairs(ctx)) {
                for (const c of p.changes) {
                    if (!kinds.includes(c.kind) || c.level === 'notice')
                        continue;
                    const data = {
                        ...changeData(p, c),
                        advice: typeof advice === 'string' ? advice : advice(c, ctx.config),
                    };
                    const at = changeAt(p, c);
                    if (c.level === 'warn')
                        out.push({ severity: 'warn', ...at, messageId: 'change', data });
                    else if (ratchet && c.ratchetable)
                        out.push({
                            severity: 'warn',
                            ...at,
                            messageId: 'ratcheted',
                            data: { ...data, kubernetesVersion: kubernetesVersion },
                        });
                    else if (c.kind === 'unhandled')
                        out.push({ severity: undefined, ...at, messageId: 'change', data });
                    else {
                        const judged = onObjects(ctx, p, c);
                        out.push({ ...at, ...judged, data: { ...data, ...judged.data } });
                    }
                }
            }
            return out.map((f) => withCrdAction(meta.id, ctx, f));
        },
    });
}
/**
 * A tightening judged on the objects that exist: violated → fail (listing them). Otherwise the
 * stance decides: a consumer's objects are all there is, so every one passing (or none existing)
 * warns; an author publishes the CRD to users the gate cannot see, so it fails as crdify does,
 * saying how many of the objects it could see pass.
 */
function onObjects(ctx, p, c) {
    const { violators, checked, stance } = judgeOnObjects(ctx, p, c);
    if (violators.length)
        return { severity: undefined, messageId: 'violated', data: { objects: listObjects(violators) } };
    const author = stance.stance === 'author';
    if (checked.length)
        return {
            severity: author ? undefined : 'warn',
            messageId: author ? 'checkedAuthor' : 'checked',
            data: { count: String(checked.length), where: checkedWhere(checked), why: stance.why },
        };
    return {
        severity: author ? undefined : 'warn',
        messageId: 'noObjects',
        data: {
            stance: stance.stance,
            why: stance.why,
            verdict: author ? 'objects the gate cannot see may break' : 'nothing that exists breaks',
        },
    };
}
/** A rule over CRD pairs (both sides present unless `each` says otherwise). */
function crdRule(meta, each) {
    return defineRule({
        ...meta,
        category: 'crd',
        skip: (ctx) => noCrds(ctx) ?? meta.skip?.(ctx),
        check: (ctx) => crdPairs(ctx).flatMap((p) => each(p, ctx).map((f) => withCrdAction(meta.id, ctx, f))),
    });
}

const boundsTightened = schemaChangeRule({
    id: 'crd/bounds-tightened',
    title: 'Validation bounds tightened',
    defaultSeverity: 'fail',
    description: 'A minimum, maximum, exclusive bound, multipleOf, min/maxLength, min/maxItems, min/maxProperties or uniqueItems was added or tightened.',
    kinds: ['bounds-tightened'],
    advice: 'Stored objects and manifests outside the new bound are rejected on their next update. Loosen the bound, or tighten it only in a new API version.',
    docs: {
        why: 'Values that were valid are stored. After the change the next update of such an object fails, and so does the operator writing its status; GitOps syncs of unchanged manifests start failing.',
        fix: 'Keep the old bound and validate in the operator with a clear condition, or tighten only in a new API version. With `crd.kubernetesVersion` 1.30 or later, ratcheting lets unchanged values through: warning.',
    },
});

const celRulesChanged = schemaChangeRule({
    id: 'crd/cel-rules-changed',
    title: 'CEL validation rule added or changed',
    defaultSeverity: 'fail',
    description: 'An `x-kubernetes-validations` rule was added or its expression changed (removed rules only loosen).',
    kinds: ['cel-rules-changed'],
    advice: 'Stored objects that violate the new rule are rejected on their next update. Make sure every existing object passes, or guard the rule with `oldSelf` so it only applies to changes.',
    docs: {
        why: 'A new CEL rule applies to every update of every stored object. Objects that violate it become impossible to update, including their status. A rule that uses `oldSelf` is a transition rule and is never ratcheted. None of crdify, kapp or OLM check CEL changes. The gate parses each added rule and reads it against the base node: a rule that every object the base schema accepted passes is no tightening and passes — a rewrite (whitespace, parentheses, `message`, `messageExpression`, `reason`, `fieldPath`), a guard added (`!has(self.x) || …`), "exactly one" relaxed to "not both", a rule that only constrains fields or enum values added in the same change, or one that says what a base `required` said (decided by a truth table over the rule\'s boolean structure, `all()` read as monotone in its body). `self == oldSelf` only makes a value immutable: a warning (existing objects still validate; updates that change it are refused).',
        fix: 'Check existing objects against the rule first (`crd/custom-resource-invalid` does it for the objects in the repo), or write it as a transition rule. With `crd.kubernetesVersion` 1.30+, rules without `oldSelf` are ratcheted: warning.',
    },
});

const compositionChanged = schemaChangeRule({
    id: 'crd/composition-changed',
    title: 'Schema composition changed',
    defaultSeverity: 'fail',
    description: '`allOf`, `anyOf`, `oneOf` or `not` changed, and the gate cannot prove the new combination accepts every object the old one did.',
    kinds: ['composition-changed'],
    advice: 'Stored objects may stop validating. Review the change by hand and waive it with a reason when it only loosens validation.',
    docs: {
        why: "Composition keywords combine sub-schemas; whether a change loosens or tightens validation cannot in general be decided keyword by keyword, and unknown is not safe. What the gate does decide: (1) changes that only drop checks pass — a composition keyword removed, an `anyOf` that keeps every old branch, an `allOf` whose remaining branches were all there (structural schemas keep pruning and defaults out of compositions, so they only validate); (2) rewrites that change nothing are compared as what they mean — an `allOf` branch of plain value keywords (`enum`, `pattern`, bounds, `required`) is the same check as those keywords on the field, so `allOf: [{enum: […]}]` replaced by the same `enum` on the field passes, and an `enum` that changes on the way is judged by crd/enum-restricted; with `x-kubernetes-int-or-string: true`, `anyOf: [{type: integer}, {type: string}]` only restates the marker (the API server validates the marker as `type: [integer, string]`, apiextensions-apiserver `pkg/apiserver/validation/validation.go`), so controller-gen's int-or-string replacing `type: string` is the widening crd/type-changed passes. (3) A `oneOf` passes when every stored object still matches exactly one branch: the API server prunes fields its schema does not name before it validates (`pkg/apiserver/customresource_handler.go`, on every decode), so a branch that requires a field the base schema does not have matches no stored object — unless the node keeps unknown fields (`x-kubernetes-preserve-unknown-fields`, `additionalProperties`) or the head gives that field a `default` (defaulting also runs when a stored object is read); of the other branches, either the base's are kept unchanged, or exactly one remains and every stored object matches it (it only names fields, and requires what the base already required). A branch for a field stored objects may already hold, or a new `oneOf` that objects without the field match no branch of, fails.",
        fix: 'Prefer plain properties. When the change only loosens validation, waive the finding with the reason.',
    },
});

/** Conversion dropped while several versions stay served: nothing converts between them any more. */
const toNoneAction = (stance) => stance === 'consumer'
    ? {
        key: `crd/conversion-changed none ${stance}`,
        kind: 'procedure',
        text: 'Write and read these objects through one version only: with strategy None nothing converts between the served versions',
    }
    : {
        key: `crd/conversion-changed none ${stance}`,
        kind: 'edit',
        text: 'Make the served schemas accept the same objects before dropping the conversion webhook, or serve only one version',
    };
const conversionChanged = crdRule({
    id: 'crd/conversion-changed',
    title: 'Conversion changed',
    defaultSeverity: 'warn',
    description: 'The conversion strategy or webhook configuration changed.',
    messages: {
        strategy: 'conversion strategy {{from}} → {{to}}: reads in non-storage versions go through it. Deploy the webhook before this CRD and keep it reachable.',
        settings: 'conversion settings changed (strategy {{to}}): reads in non-storage versions go through it. Deploy the webhook before this CRD and keep it reachable.',
        toNone: 'conversion strategy {{from}} → None while {{served}} versions are served: objects are now served unchanged in every version, with no webhook to convert them (crd/served-versions-incompatible judges whether their schemas allow that).',
    },
    docs: {
        why: 'Conversion runs on every read of an object in a version other than the stored one. A webhook that is unreachable, or not yet deployed when the CRD changes, makes every such read fail. A move to `None` on a CRD that now serves a single version converts nothing, so it is not reported; with several served versions objects are served unchanged in each (a warning, and `crd/served-versions-incompatible` judges the schemas).',
        fix: 'Deploy the conversion webhook before the CRD that points at it, and keep the old strategy working until every object is migrated. Moving to `None`: make sure the served versions accept the same objects, or serve only one.',
    },
}, (p, ctx) => {
    if (!p.base || !p.head)
        return [];
    const b = JSON.stringify(p.base.conversion);
    const h = JSON.stringify(p.head.conversion);
    if (b === h)
        return [];
    const bs = String(p.base.conversion.strategy ?? 'None');
    const hs = String(p.head.conversion.strategy ?? 'None');
    const served = p.head.versions.filter((v) => v.served).length;
    // One served version: nothing is converted, so there is nothing to deploy or check.
    if (hs === 'None' && served <= 1)
        return [];
    if (hs === 'None' && bs !== hs)
        return [
            {
                ...crdFinding(p, ['spec', 'conversion'], {
                    messageId: 'toNone',
                    data: { from: bs, served: String(served) },
                }),
                action: toNoneAction(ctx.analyses.crdStance.stance),
            },
        ];
    return [
        crdFinding(p, ['spec', 'conversion'], {
            messageId: bs === hs ? 'settings' : 'strategy',
            data: { from: bs, to: hs },
        }),
    ];
});

const defaultChanged = schemaChangeRule({
    id: 'crd/default-changed',
    title: 'Default changed',
    defaultSeverity: 'fail',
    description: 'A default value changed or was removed (fail), or was added (warn).',
    kinds: ['default-changed'],
    advice: 'Objects that relied on the old default change behaviour when they are next read or written: the API server applies defaults on read. Keep the old default, or change it only in a new API version.',
    docs: {
        why: 'The API server applies defaults whenever it reads an object from storage. Changing a default silently changes every object that did not set the field. Removing one is a warning: stored values stay (defaulting fills absent fields only, `pkg/apiserver/schema/defaulting`) and only objects created without the field get none. Adding a default changes what new objects get, so it is a warning.',
        fix: 'Keep the default and set the new value explicitly where you want it, or change the default in a new API version.',
    },
});

const base = schemaChangeRule({
    id: 'crd/description-changed',
    title: 'Documentation changed',
    defaultSeverity: 'off',
    description: "A field's description, title, example or externalDocs changed (off by default: documentation never breaks anyone).",
    kinds: ['description-changed'],
    advice: 'Documentation only: nothing breaks.',
    docs: {
        why: 'It never breaks anything, which is why it is off by default (kapp and crdify fail on it by default). Turn it on to review documentation changes of an API you publish.',
        fix: 'Nothing to fix.',
    },
});
/** Documentation changes are notices in the diff; when the rule is on they count at its severity. */
const descriptionChanged = defineRule({
    ...base,
    check(ctx) {
        const out = [];
        for (const p of crdPairs(ctx))
            for (const c of p.changes)
                if (c.kind === 'description-changed')
                    out.push(changeFinding$1(p, c, 'Documentation only: nothing breaks.'));
        return out;
    },
});

const enumExtended = schemaChangeRule({
    id: 'crd/enum-extended',
    title: 'Enum extended',
    defaultSeverity: 'warn',
    description: 'An enum gained a value: older clients and operators may not handle it.',
    kinds: ['enum-extended'],
    /** `crd.enumAddition`: allow (no findings), warn (the default), fail. */
    severityFrom: ({ crd }) => (crd.enumAddition === 'allow' ? 'allow' : crd.enumAddition),
    advice: 'Clients, dashboards and older operator versions that switch over the enum may reject or mishandle the new value; make sure the operator version that understands it is rolled out first.',
    docs: {
        why: 'New values are safe for the API server, but not always for consumers: an operator rolled back to an older version, or a client with an exhaustive switch, meets a value it does not know.',
        fix: 'Nothing to fix when the consumers are ready. Choose the verdict with `crd.enumAddition: allow | warn | fail` in the config.',
    },
});

const enumRestricted = schemaChangeRule({
    id: 'crd/enum-restricted',
    title: 'Enum restricted',
    defaultSeverity: 'fail',
    description: 'An enum lost a value, or a field without an enum got one.',
    kinds: ['enum-restricted'],
    advice: 'Stored objects and manifests using a value no longer allowed are rejected on their next update. Keep the old values (deprecate them in the description), or restrict them only in a new API version.',
    docs: {
        why: 'Objects already stored with a removed value fail validation the next time anyone updates them, including the operator updating their status. Adding an enum to a free-form field rejects every value outside it.',
        fix: 'Keep accepting old values and map them in the operator, or restrict the enum in a new API version. On Kubernetes 1.30+ (`crd.kubernetesVersion`), validation ratcheting lets unchanged values through, so the finding is a warning.',
    },
});

const fieldRemoved = schemaChangeRule({
    id: 'crd/field-removed',
    title: 'Field removed from a served schema',
    defaultSeverity: 'fail',
    description: 'A property that exists in a CRD version on the base side is gone from the same version on the head side.',
    kinds: ['field-removed'],
    advice: 'Stored objects that set it lose it on their next write (the API server prunes unknown fields), and clients and GitOps manifests that still send it are silently changed. Keep the field and mark it deprecated in its description, or remove it only in a new API version with a conversion.',
    docs: {
        why: 'Kubernetes prunes fields that are not in the schema. Every stored object that set the field loses the value the next time it is written, and every manifest in git that still sets it is silently altered on apply: `kubectl apply` and GitOps tools report success while data disappears. Clients generated from the old schema break on read. A field is removed only when the head schema would prune it: under a node that keeps unknown fields, or an item of a list that does (`skipPrune`), the value stays (warning). A map that moves from `x-kubernetes-preserve-unknown-fields` to a typed `additionalProperties` keeps every key: that is a value-type tightening (`crd/type-changed`), not a removal. Nothing is reported again under a field whose type changed, and changes under `.status` (written only by the controller) warn.',
        fix: 'Keep the field (mark it deprecated in its `description`) and stop reading it in the operator, or introduce a new API version without it and convert between the two. A field removed from a parent that keeps unknown fields (`x-kubernetes-preserve-unknown-fields: true`) is a warning: the data stays but is no longer validated.',
    },
});

const STRINGS = ENFORCED_STRING_FORMATS.map((f) => `\`${f}\``).join(', ');
const formatChanged = schemaChangeRule({
    id: 'crd/format-changed',
    title: 'Format added or changed',
    defaultSeverity: 'fail',
    description: 'A field got a `format` (date-time, int32, uri, …), or its format changed.',
    kinds: ['format-changed'],
    advice: 'Stored values that do not match the new format are rejected on their next update. Keep the old format, or change it in a new API version.',
    docs: {
        why: `The API server checks only some formats (\`apiextensions-apiserver/pkg/apiserver/validation/formats.go\`) and strips every other one before validating, so only these restrict: on strings (or no type) ${STRINGS} (names compared without \`-\`, so \`date-time\` is \`datetime\`; \`quantity\` only on recent API servers, \`k8s-short-name\` / \`k8s-long-name\` from 1.34); on integers \`int32\` (values outside −2³¹…2³¹−1 rejected; \`int64\` accepts every integer); on numbers \`float\` (outside ±3.4028235e38 rejected; \`double\` accepts all). Any other format (\`int-or-string\`, \`int32\` on a string, a format on a boolean, object or array) is no tightening and passes. Values stored under the old schema that do not match an enforced format are rejected on update.`,
        fix: 'Keep the old format, or move to the new one in a new API version.',
    },
});

const listSemanticsChanged = schemaChangeRule({
    id: 'crd/list-semantics-changed',
    title: 'List or map semantics changed',
    defaultSeverity: 'fail',
    description: '`x-kubernetes-list-type`, `x-kubernetes-list-map-keys` or `x-kubernetes-map-type` changed.',
    kinds: ['list-semantics-changed'],
    advice: 'Server-side apply merges lists and maps by these markers: changing them changes field ownership and merge results for every applier, and `set`/`map` lists reject duplicates that `atomic` lists allowed. Keep the markers, or change them in a new API version.',
    docs: {
        why: 'Server-side apply (used by kubectl, Argo CD and Flux) merges by these markers. Changing `atomic` to `map` or `set` changes who owns which entries and rejects duplicate entries stored before; changing list-map keys re-keys every entry. One change of a list is one finding, whatever markers it took (`atomic` → `map` with its keys). A list under `.status` warns: only the controller, which ships with the CRD, writes it. A change towards `atomic` (from `map` or `set`, or a map from `granular`) warns: uniqueness is only checked for set and map lists, so nothing stored is rejected or pruned; only how server-side apply merges it changes. None of the other CRD checkers look at this.',
        fix: 'Keep the markers; when the semantics must change, do it in a new API version and convert.',
    },
});

const list$2 = (v) => (Array.isArray(v) ? v.map(String) : []);
const namesChanged = crdRule({
    id: 'crd/names-changed',
    title: 'CRD names changed',
    defaultSeverity: 'fail',
    description: 'group, plural, singular, kind or listKind changed (fail); a shortName or category removed (warn).',
    messages: {
        group: 'group {{from}} → {{to}}: every stored object and client URL breaks. Keep the group; a new group is a new CRD.',
        name: 'names.{{key}} {{from}} → {{to}}: manifests, clients and RBAC rules that use the old name break. Keep it.',
        aliasRemoved: 'names.{{key}} removed: {{gone}}: `kubectl get {{first}}` and scripts using it stop working.',
    },
    docs: {
        why: "The group and plural make up the CRD's name and the URL of every object; the kind is in every manifest. Changing them orphans stored objects and breaks every client. Removed short names and categories break `kubectl get <short>` and scripts.",
        fix: 'Keep the names; add new short names and categories freely.',
    },
}, (p) => {
    if (!p.base || !p.head)
        return [];
    const out = [];
    if (p.base.group !== p.head.group)
        out.push(crdFinding(p, ['spec', 'group'], {
            messageId: 'group',
            data: { from: p.base.group, to: p.head.group },
        }));
    for (const k of ['kind', 'plural', 'singular', 'listKind']) {
        const o = p.base.names[k];
        const n = p.head.names[k];
        if (o !== undefined && o !== n)
            out.push(crdFinding(p, ['spec', 'names', k], {
                messageId: 'name',
                data: { key: k, from: String(o), to: String(n) },
            }));
    }
    for (const k of ['shortNames', 'categories']) {
        const gone = list$2(p.base.names[k]).filter((x) => !list$2(p.head.names[k]).includes(x));
        if (gone.length)
            out.push(crdFinding(p, ['spec', 'names', k], { messageId: 'aliasRemoved', data: { key: k, gone: gone.join(', '), first: String(gone[0]) } }, 'warn'));
    }
    return out;
});

const nullableChanged = schemaChangeRule({
    id: 'crd/nullable-changed',
    title: 'Nullable removed',
    defaultSeverity: 'fail',
    description: 'A field stopped being `nullable`: stored nulls no longer validate.',
    kinds: ['nullable-removed'],
    advice: 'Objects that hold null for this field are rejected on their next update (and pruned nulls change meaning). Keep `nullable: true`.',
    docs: {
        why: 'With `nullable: true`, null is a valid stored value. Without it the API server rejects or drops nulls, so objects that set null fail on update or silently change.',
        fix: 'Keep `nullable: true`. Adding `nullable: true` loosens validation and passes.',
    },
});

const patternChanged = schemaChangeRule({
    id: 'crd/pattern-changed',
    title: 'Pattern added or changed',
    defaultSeverity: 'fail',
    description: 'A string field got a `pattern`, or its pattern changed.',
    kinds: ['pattern-changed'],
    advice: 'Stored values that do not match the new pattern are rejected on their next update. Keep the old pattern, or check the new one in the operator first.',
    docs: {
        why: "A new or narrowed regular expression can reject values that are already stored. The gate decides whether the old pattern's language is included in the new one's, as the API server matches a pattern (Go's RE2 `regexp.MatchString`: a search, so an unanchored pattern accepts a value when any substring matches; `^`/`$` are the ends of the value; `.` is any character but a newline): both patterns become automata over one alphabet of character intervals, and a bounded walk of their product looks for a value the old accepts and the new rejects (src/crd/schema/regex-inclusion.ts). A pattern that accepts everything the old one did — the same language written differently, a widened class or quantifier, added alternatives such as `^http(s)?://.+$` → `^(http|https|socks5)://.+$` — passes; so does a pattern that every value of the base `enum` matches. A narrower one fails and the message names a value it now rejects. When the comparison is not decided — syntax it does not model (`\\b`, Unicode classes such as `\\pL`, the `(?i)` and `(?m)` flags) or more than 10,000 product states — a token-by-token comparison still proves the simple loosenings, and anything else fails as a tightening with a message that says the comparison was not decided and why. Removing a pattern loosens validation and passes.",
        fix: 'Keep the old pattern, or introduce the new one in a new API version. With `crd.kubernetesVersion` 1.30+, ratcheting lets unchanged values through: warning.',
    },
});

const PRUNED = 'Every stored field that the schema does not list is deleted on the next write — silent data loss. Describe the fields in the schema first, or keep preserve-unknown-fields.';
const VALIDATED = 'Objects that stored something else under that name are rejected on their next update, and manifests that set it must now match its schema. Check what your objects hold under it before applying this CRD.';
const preserveUnknownFields = schemaChangeRule({
    id: 'crd/preserve-unknown-fields',
    title: 'Unknown fields now pruned or validated',
    defaultSeverity: 'fail',
    description: '`x-kubernetes-preserve-unknown-fields: true` was removed (fields not in the schema are now pruned), or a validated field was added under it (warn).',
    kinds: ['preserve-unknown-removed', 'preserved-field-validated'],
    advice: (c) => (c.kind === 'preserved-field-validated' ? VALIDATED : PRUNED),
    docs: {
        why: 'Under `x-kubernetes-preserve-unknown-fields: true` the API server stores whatever clients send. Removing it turns on pruning: every field that the schema does not describe disappears from stored objects the next time they are written, and from every manifest applied afterwards, with no error. Dropping the marker while adding a typed `additionalProperties` keeps every key (pruning recurses into `additionalProperties`): reported once by `crd/type-changed` as a value-type tightening, not here. A field that becomes a scalar (`type: boolean`, `string`, `integer`, `number`) has no fields to prune: a stored value of another type is what breaks, reported by `crd/type-changed`. Keeping the marker but adding a property under it (with a type or any other validation) is a warning: clients could store anything under that name before, and those values are now validated against the new schema on their next write.',
        fix: 'List the fields users set in the schema before turning pruning on, or keep the marker. Before adding a validated field under a node that keeps unknown fields, check what stored objects hold under that name (`kubectl get <kind> -A -o yaml`).',
    },
});

/** A printer column's JSONPath as a schema field path (`.spec.replicas` → ['spec', 'replicas']), simple paths only. */
function fieldsOf(jsonPath) {
    if (!/^(\.[A-Za-z0-9_-]+)+$/.test(jsonPath))
        return undefined;
    return jsonPath.slice(1).split('.');
}
function schemaHas(schema, fields) {
    let node = schema;
    for (const f of fields) {
        if (!node)
            return false;
        if (node['x-kubernetes-preserve-unknown-fields'] === true)
            return true;
        const props = node.properties;
        if (!props)
            return fields[0] === 'metadata' || node.additionalProperties !== undefined;
        node = props[f];
    }
    return node !== undefined;
}
const printerColumnsChanged = crdRule({
    id: 'crd/printer-columns-changed',
    title: 'Printer column removed or broken',
    defaultSeverity: 'warn',
    description: 'An additionalPrinterColumn was removed, or its JSONPath points at a field the schema no longer has.',
    docs: {
        why: '`kubectl get` output is parsed by scripts and read by people; a removed column or one whose field is gone shows empty values without an error.',
        fix: 'Keep the column, or point it at the field that replaced the old one.',
    },
}, (p) => {
    const out = [];
    for (const [bv, hv] of sameVersions(p)) {
        const names = new Set(hv.printerColumns.map((c) => String(c.name)));
        for (const c of bv.printerColumns) {
            if (!names.has(String(c.name)))
                out.push(crdFinding(p, ['spec', 'versions', hv.index], `${hv.name}: printer column "${String(c.name)}" removed: kubectl get output and scripts that read it change.`, undefined, `${hv.name} additionalPrinterColumns`));
        }
        hv.printerColumns.forEach((c, i) => {
            const fields = fieldsOf(String(c.jsonPath ?? ''));
            if (fields &&
                hv.schema &&
                !schemaHas(hv.schema, fields) &&
                (!bv.schema || schemaHas(bv.schema, fields))) {
                out.push(crdFinding(p, ['spec', 'versions', hv.index, 'additionalPrinterColumns', i, 'jsonPath'], `${hv.name}: printer column "${String(c.name)}" reads ${String(c.jsonPath)}, which the schema no longer has: it will always be empty. Point it at the new field.`, undefined, `${hv.name} additionalPrinterColumns`));
            }
        });
    }
    return out;
});

const dirOf$2 = (file) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
/** Whether `file` sits in `dir` or a folder above it (the kustomization that includes it, or its parents'). */
const above = (file, dir) => {
    const d = dirOf$2(file);
    return d === '' || dir === d || dir.startsWith(`${d}/`);
};
/** Notes of sources that can install objects and were not read: Helm charts not inflated, remote resources. */
const INSTALLS = /^(Helm charts? .* not inflated|remote resource not rendered)/;
/** A chart source an Argo CD Application or a Flux HelmRelease of the head side installs. */
function chartSource(obj) {
    const spec = asRecord(obj.value.spec);
    if (obj.kind === 'Application' && obj.group === 'argoproj.io') {
        const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])].map(asRecord);
        const chart = sources.find((s) => typeof s.chart === 'string' && s.chart);
        return chart ? `the Helm chart ${String(chart.chart)} of Argo CD Application ${obj.name}` : undefined;
    }
    if (obj.kind === 'HelmRelease' && obj.group === 'helm.toolkit.fluxcd.io') {
        const chart = asRecord(asRecord(spec.chart).spec).chart ?? asRecord(spec.chartRef).name;
        return `the Helm chart ${typeof chart === 'string' ? chart : '?'} of Flux HelmRelease ${obj.name}`;
    }
    return undefined;
}
/** Whether an Argo CD Application applies the folder `unit` (one of its sources' `path`). */
function appliesUnit(obj, unit) {
    if (unit === undefined || obj.kind !== 'Application')
        return false;
    const spec = asRecord(obj.value.spec);
    const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])].map(asRecord);
    return sources.some((s) => typeof s.path === 'string' && s.path.replace(/^\.\//, '').replace(/\/$/, '') === unit);
}
/**
 * Where a CRD removed from `gone`'s source still comes from on the head side: a CRD of the same name
 * elsewhere (moved), else the first source of the same deploy unit the gate did not read (unseen).
 */
function whereaboutsOf(gone, head) {
    const to = head.objects.find((o) => o.kind === 'CustomResourceDefinition' && o.group === 'apiextensions.k8s.io' && o.name === gone.name);
    if (to)
        return { kind: 'moved', to };
    const dir = dirOf$2(gone.file);
    const note = head.unrendered.find((u) => u.file && !u.failed && INSTALLS.test(u.message) && above(u.file, dir));
    if (note?.file)
        return { kind: 'unseen', source: note.message, file: note.file, line: note.line ?? 1 };
    // A chart beside it (a HelmRelease in the same folder tree), or of the Application that applies its
    // unit; not when the CRD came from a chart the gate read (its `origin`): the new version was read too.
    if (gone.origin)
        return undefined;
    for (const o of head.objects) {
        const source = chartSource(o);
        if (source && (above(o.file, dir) || appliesUnit(o, gone.unit)))
            return { kind: 'unseen', source, file: o.file, line: o.line };
    }
    return undefined;
}

const RETIRED = {
    'kafkamirrormakers.kafka.strimzi.io': {
        release: '0.46.0',
        fact: 'Strimzi 0.46.0 removed MirrorMaker 1 (KafkaMirrorMaker) and no longer ships its CRD; migrate to KafkaMirrorMaker2 first (CHANGELOG.md@0.46.0:32)',
    },
    'kafkaconnects2is.kafka.strimzi.io': {
        release: '0.25.0',
        fact: 'Strimzi 0.25.0 removed KafkaConnectS2I and no longer ships its CRD; migrate to KafkaConnect with `build` first (CHANGELOG.md@0.24.0, "Last release with KafkaConnectS2I")',
    },
};
/** The release fact for a CRD an operator release retired, if it is one. */
const retiredCrd = (name) => RETIRED[name];
/** Objects of a kind in either side of the repository or in the cluster state, as `file:line` or `live ns/name`. */
function objectsOfKind(ctx, group, kind) {
    const out = [];
    for (const o of [...ctx.head.objects, ...ctx.base.objects])
        if (o.group === group && o.kind === kind)
            out.push(`${o.file}:${o.line}`);
    for (const o of ctx.facts.clusterState?.objects ?? [])
        if (o.group === group && o.kind === kind)
            out.push(`live ${o.namespace ? `${o.namespace}/` : ''}${o.name}`);
    return [...new Set(out)];
}

const crdRemoved = crdRule({
    id: 'crd/removed',
    title: 'CRD removed',
    defaultSeverity: 'fail',
    description: 'A CustomResourceDefinition on the base side is gone from the head side.',
    messages: {
        removed: 'CRD {{name}} is removed: applying this deletes every {{kind}} in the cluster. Keep it, or delete its resources deliberately first and waive this finding.',
        retired: 'CRD {{name}} is removed: {{fact}}. No {{kind}} is in the repository{{state}}, so nothing the gate can see breaks; one that exists in the cluster is deleted with the CRD.',
        retiredUsed: 'CRD {{name}} is removed: {{fact}}. Applying this deletes every {{kind}} in the cluster, and {{objects}} use it. Migrate them first, in their own PR.',
        moved: 'CRD {{name}} moved: it is still installed from {{to}}, which is judged on its own.',
        unseen: 'CRD {{name}} is gone from this source, and the same deploy unit now also installs a source the gate did not read ({{source}}, at {{at}}). If that source installs {{name}}, this is a move; if not, applying this deletes every {{kind}} in the cluster. Check the chart or resource, or let the gate read it (docs/charts.md).',
    },
    docs: {
        why: 'Deleting a CRD deletes every custom resource of it, cluster-wide, at once: the operator loses all its objects. A GitOps tool with pruning enabled does exactly that after merge. A CRD that leaves one file but is still installed by another file, unit or source of the head side is not deleted: that is a move (a notice). When the deploy unit that held it now installs a source the gate did not read (a Helm chart it did not inflate, a remote resource, an Argo CD Application or Flux HelmRelease chart), the removal is a warning that says so, not a failure: the gate cannot see whether the CRD moved there. A CRD the operator release itself retires (Strimzi 0.46.0 no longer ships KafkaMirrorMaker, CHANGELOG.md@0.46.0:32; 0.25.0 no longer ships KafkaConnectS2I) is a warning carrying that fact, and a failure only when objects of it exist in the repository or the cluster state.',
        fix: 'Keep the CRD. If it moved to another file or chart, make sure the head revision still contains it (the gate pairs by name, not by file), or let the gate fetch the chart. To retire it, delete the custom resources deliberately first, then the CRD, with a waiver.',
    },
}, (p, ctx) => {
    if (!p.base || p.head)
        return [];
    const data = { name: p.base.name, kind: String(p.base.names.kind ?? 'custom resource') };
    const where = whereaboutsOf(p.base.obj, ctx.head);
    if (where?.kind === 'moved')
        return [
            {
                ...crdFinding(p, [], {
                    messageId: 'moved',
                    data: { ...data, to: `${where.to.file}:${where.to.line}` },
                }),
                severity: 'notice',
            },
        ];
    if (where?.kind === 'unseen')
        return [
            {
                ...crdFinding(p, [], {
                    messageId: 'unseen',
                    data: { ...data, source: where.source, at: `${where.file}:${where.line}` },
                }),
                // At the line that brings the source the gate could not read.
                file: where.file,
                line: where.line,
                side: 'head',
                severity: 'warn',
                unjudged: true,
            },
        ];
    const retired = retiredCrd(p.base.name);
    if (retired) {
        const used = objectsOfKind(ctx, p.base.group, data.kind);
        const state = ctx.facts.clusterState ? ' or the cluster state' : '';
        return used.length
            ? [
                crdFinding(p, [], {
                    messageId: 'retiredUsed',
                    data: { ...data, fact: retired.fact, objects: used.slice(0, 5).join(', ') },
                }),
            ]
            : [
                {
                    ...crdFinding(p, [], { messageId: 'retired', data: { ...data, fact: retired.fact, state } }),
                    severity: 'warn',
                },
            ];
    }
    return [crdFinding(p, [], { messageId: 'removed', data })];
});

/**
 * The sizes the API server's CEL cost estimator reads from a CRD schema (k8s.io/apiserver
 * pkg/cel/common/schemas.go `SchemaDeclType`, pkg/cel/limits.go): the largest a string, list or
 * map can be (`maxLength` × 4 bytes per rune, `maxItems`, `maxProperties`, else what fits in a
 * 3 MiB request given the smallest serialized element), the smallest serialized size of a value,
 * and the cardinality (how often a rule at a node can run) that `maxItems`/`maxProperties` of the
 * enclosing lists and maps bound (apiextensions validation `extractMaxElements`).
 */
const MAX_REQUEST_BYTES = 3 * 1024 * 1024;
const MAX_DURATION_JSON = 32;
const MAX_DATETIME_JSON = 32;
const MIN_DURATION_JSON = 3;
const DATE_JSON = 12;
const MIN_DATETIME_JSON = 21;
const MIN_STRING = 2;
const MIN_BOOL = 4;
const MIN_NUMBER = 1;
const num = (v) => typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : undefined;
const props = (s) => (isRecord(s.properties) ? s.properties : {});
const intOrString = (s) => s['x-kubernetes-int-or-string'] === true;
/** A map: an object whose values are typed by `additionalProperties`. */
const mapValues = (s) => s.type === 'object' && isRecord(s.additionalProperties) ? s.additionalProperties : undefined;
const minSizes = new WeakMap();
/** The smallest a value of the schema serializes to in JSON (`""`, `{}` plus required fields …). */
function minSerializedSize(s) {
    const known = minSizes.get(s);
    if (known !== undefined)
        return known;
    minSizes.set(s, 2); // a cycle through aliases: the object's own braces
    let size;
    if (intOrString(s))
        size = 1;
    else if (s.type === 'string')
        size =
            s.format === 'duration'
                ? MIN_DURATION_JSON
                : s.format === 'date'
                    ? DATE_JSON
                    : s.format === 'date-time'
                        ? MIN_DATETIME_JSON
                        : MIN_STRING;
    else if (s.type === 'boolean')
        size = MIN_BOOL;
    else if (s.type === 'integer' || s.type === 'number')
        size = MIN_NUMBER;
    else if (s.type === 'object' && !mapValues(s))
        size = objectMinSize(s);
    else
        size = 2;
    minSizes.set(s, size);
    return size;
}
function objectMinSize(s) {
    const required = new Set(Array.isArray(s.required) ? s.required : []);
    let size = 2;
    for (const [name, p] of Object.entries(props(s)))
        if (required.has(name) && isRecord(p) && p.default === undefined)
            size += name.length + minSerializedSize(p) + 4;
    return size;
}
/** The largest size (runes, bytes, items, entries) a value of the schema can have, or undefined when CEL has none. */
function maxElements(s) {
    const maxLength = num(s.maxLength);
    if (intOrString(s))
        return maxLength !== undefined ? maxLength * 4 : MAX_REQUEST_BYTES - 2;
    if (s.type === 'array')
        return isRecord(s.items)
            ? (num(s.maxItems) ?? Math.floor((MAX_REQUEST_BYTES - 2) / (minSerializedSize(s.items) + 1)))
            : undefined;
    const values = mapValues(s);
    if (values)
        return num(s.maxProperties) ?? Math.floor((MAX_REQUEST_BYTES - 2) / (minSerializedSize(values) + 6));
    if (s.type !== 'string')
        return undefined;
    switch (s.format) {
        case 'byte':
            return maxLength ?? MAX_REQUEST_BYTES - 2;
        case 'duration':
            return MAX_DURATION_JSON;
        case 'date':
            return DATE_JSON;
        case 'date-time':
            return MAX_DATETIME_JSON;
    }
    if (maxLength !== undefined)
        return maxLength * 4;
    if (Array.isArray(s.enum) && s.enum.length)
        return Math.max(0, ...s.enum.map((e) => (typeof e === 'string' ? e.length : 0)));
    return MAX_REQUEST_BYTES - 2;
}
/** Whether CEL sees a value of the schema as a fixed-size scalar (bool, int, double, timestamp, duration). */
function isScalar(s) {
    if (intOrString(s))
        return false;
    if (s.type === 'integer' || s.type === 'number' || s.type === 'boolean')
        return true;
    return s.type === 'string' && ['date', 'date-time', 'duration'].includes(String(s.format));
}
/**
 * How many times the children of a node can occur per occurrence of the node: 1 for an object's
 * fields, `maxItems`/`maxProperties` for a list or map, undefined (unbounded) when those are unset.
 */
function elementFactor(s) {
    if (s.type === 'array')
        return num(s.maxItems);
    if (s.type === 'object' && s.additionalProperties !== undefined && s.additionalProperties !== false)
        return num(s.maxProperties);
    return 1;
}
/** The cardinality the API server assumes when an enclosing list or map is unbounded. */
function unboundedCardinality(s) {
    return Math.floor(MAX_REQUEST_BYTES / (minSerializedSize(s) + 1));
}
const ESCAPES = { underscores: '__', dot: '.', dash: '-', slash: '/' };
/** A property name as CEL spells it (`foo__dash__bar` is `foo-bar`, `__in__` is `in`). */
const unescape = (field) => field.replace(/__([a-z]+)__/g, (_, w) => ESCAPES[w] ?? w);
/** The field a CEL select names, through the schema (root resources also have apiVersion, kind, metadata). */
function selectField(s, name, root) {
    const p = props(s);
    const field = unescape(name);
    if (Object.hasOwn(p, field) && isRecord(p[field]))
        return p[field];
    if (root && (field === 'apiVersion' || field === 'kind'))
        return { type: 'string' };
    if (root && field === 'metadata')
        return { type: 'object', properties: { name: { type: 'string' }, generateName: { type: 'string' } } };
    return undefined;
}

/** Per-expression and per-CRD limits of the API server's static CEL cost estimate. */
const STATIC_ESTIMATED_COST_LIMIT = 10_000_000;
const STATIC_ESTIMATED_CRD_COST_LIMIT = 100_000_000;
/** A problem at the current node (or below it, at `at`). */
function add(walk, message, ...at) {
    walk.out.push({ path: [...walk.path, ...at], message });
}
/** Schema nodes one CRD schema's walk visits at most (aliases can make a small file a huge tree). */
const CRD_SCHEMA_NODE_BUDGET = 200_000;
const TYPES = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean']);
/** Keywords the API server forbids in a CRD schema (JSONSchemaProps fields it rejects). */
const FORBIDDEN = {
    $ref: '$ref is forbidden',
    $schema: '$schema is forbidden',
    id: 'id is forbidden',
    definitions: 'definitions are forbidden',
    dependencies: 'dependencies are forbidden',
    patternProperties: 'patternProperties are forbidden',
    additionalItems: 'additionalItems are forbidden',
};
/** Forbidden inside allOf / anyOf / oneOf / not (structural schemas, "value validation"). */
const NOT_IN_COMPOSITION = [
    'type',
    'default',
    'additionalProperties',
    'nullable',
    'x-kubernetes-preserve-unknown-fields',
    'x-kubernetes-embedded-resource',
    'x-kubernetes-int-or-string',
    'x-kubernetes-list-type',
    'x-kubernetes-list-map-keys',
    'x-kubernetes-map-type',
];
const INT_OR_STRING_TYPES = new Set(['integer', 'string']);
const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf', 'not'];
const scalar = (s) => isRecord(s) && typeof s.type === 'string' && !['object', 'array'].includes(s.type);
/** Every problem of one schema node and below (the whole schema when called from outside). */
function schemaProblems$1(s, path, compile, kubernetesVersion) {
    const walk = { path: [...path], out: [], total: { cost: 0, nodes: 0 } };
    if (compile)
        walk.compile = compile;
    if (kubernetesVersion)
        walk.kubernetesVersion = kubernetesVersion;
    nodeProblems$1(s, walk, { inComposition: false, cardinality: 1, root: true });
    if (walk.total.cost > STATIC_ESTIMATED_CRD_COST_LIMIT)
        walk.out.push({
            path,
            message: `Forbidden: ${costMessage('x-kubernetes-validations estimated rule & messageExpression cost total for entire OpenAPIv3 schema', walk.total.cost, STATIC_ESTIMATED_CRD_COST_LIMIT)}`,
        });
    return walk.out;
}
function nodeProblems$1(s, walk, place) {
    if (!isRecord(s))
        return;
    if (++walk.total.nodes > CRD_SCHEMA_NODE_BUDGET) {
        if (walk.total.nodes === CRD_SCHEMA_NODE_BUDGET + 1)
            walk.out.push({
                path: [...walk.path],
                unchecked: true,
                message: `the schema expands to more than ${CRD_SCHEMA_NODE_BUDGET} nodes (aliases); the rest of it is not checked`,
            });
        return;
    }
    for (const k in FORBIDDEN)
        if (Object.hasOwn(s, k))
            add(walk, `Forbidden: ${FORBIDDEN[k]}`, k);
    if (s.uniqueItems === true)
        add(walk, 'Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic', 'uniqueItems');
    if (place.inComposition) {
        for (const k of NOT_IN_COMPOSITION)
            if (Object.hasOwn(s, k) && !(k === 'type' && place.intOrString && INT_OR_STRING_TYPES.has(s.type)))
                add(walk, `Forbidden: must not be used inside allOf, anyOf, oneOf or not`, k);
    }
    else
        structuralProblems(s, walk);
    listTypeProblems(s, walk);
    if (walk.compile)
        celRuleProblems(s, walk, place);
    childProblems(s, walk, place);
}
/** The problems of a node's properties, items, additionalProperties and compositions. */
function childProblems(s, walk, place) {
    const factor = elementFactor(s);
    const cardinality = place.cardinality === undefined || factor === undefined ? undefined : place.cardinality * factor;
    const intOrString = place.intOrString === true || s['x-kubernetes-int-or-string'] === true;
    const depth = walk.path.length;
    const child = (sub, inComposition) => {
        nodeProblems$1(sub, walk, {
            inComposition,
            intOrString: inComposition && intOrString,
            cardinality,
            root: isRecord(sub) && sub['x-kubernetes-embedded-resource'] === true,
        });
        walk.path.length = depth;
    };
    if (isRecord(s.properties))
        for (const [k, p] of Object.entries(s.properties)) {
            walk.path.push('properties', k);
            child(p, place.inComposition);
        }
    if (isRecord(s.items)) {
        walk.path.push('items');
        child(s.items, place.inComposition);
    }
    else if (Array.isArray(s.items))
        add(walk, 'Forbidden: items must be a schema object and not an array', 'items');
    if (isRecord(s.additionalProperties)) {
        walk.path.push('additionalProperties');
        child(s.additionalProperties, place.inComposition);
    }
    for (const c of COMPOSITIONS) {
        if (c === 'not') {
            if (isRecord(s.not)) {
                walk.path.push(c);
                child(s.not, true);
            }
        }
        else if (Array.isArray(s[c]))
            s[c].forEach((sub, i) => {
                walk.path.push(c, i);
                child(sub, true);
            });
    }
}
function structuralProblems(s, walk) {
    if (s.type !== undefined && (typeof s.type !== 'string' || !TYPES.has(s.type)))
        add(walk, `Unsupported value: ${JSON.stringify(s.type)}: supported values: "array", "boolean", "integer", "number", "object", "string"`, 'type');
    const free = s['x-kubernetes-int-or-string'] === true || s['x-kubernetes-preserve-unknown-fields'] === true;
    if (s.type === undefined && !free)
        add(walk, 'Required value: must not be empty for specified object fields (non-structural schema)', 'type');
    if (isRecord(s.properties) && s.additionalProperties !== undefined && s.additionalProperties !== false)
        add(walk, 'Forbidden: additionalProperties and properties are mutual exclusive', 'additionalProperties');
    if (s.type === 'array' && !isRecord(s.items))
        add(walk, 'Required value: must be specified for type array', 'items');
}
function listTypeProblems(s, walk) {
    const type = s['x-kubernetes-list-type'];
    const keys = s['x-kubernetes-list-map-keys'];
    if (type === undefined) {
        if (keys !== undefined)
            add(walk, 'Forbidden: must not be set if x-kubernetes-list-type is not map', 'x-kubernetes-list-map-keys');
        return;
    }
    if (!['atomic', 'set', 'map'].includes(type)) {
        add(walk, `Unsupported value: ${JSON.stringify(type)}: supported values: "atomic", "map", "set"`, 'x-kubernetes-list-type');
        return;
    }
    const items = isRecord(s.items) ? s.items : undefined;
    if (type === 'set' &&
        items &&
        !scalar(items) &&
        items['x-kubernetes-map-type'] !== 'atomic' &&
        items.type === 'object')
        add(walk, 'Invalid value: items of a set must be scalars or atomic', 'items', 'x-kubernetes-map-type');
    if (type !== 'map')
        return;
    if (!Array.isArray(keys) || keys.length === 0) {
        add(walk, 'Required value: must not be empty if x-kubernetes-list-type is map', 'x-kubernetes-list-map-keys');
        return;
    }
    if (!items || items.type !== 'object') {
        add(walk, "Invalid value: must be object if parent array's x-kubernetes-list-type is map", 'items', 'type');
        return;
    }
    listMapKeyProblems(items, keys, walk);
}
/** Each key of a list-map names a scalar item property that is required or defaulted. */
function listMapKeyProblems(items, keys, walk) {
    const props = isRecord(items.properties) ? items.properties : {};
    const required = new Set(Array.isArray(items.required) ? items.required : []);
    keys.forEach((k, i) => {
        const p = typeof k === 'string' && Object.hasOwn(props, k) ? props[k] : undefined;
        if (!p)
            add(walk, `Invalid value: ${JSON.stringify(k)}: entries must all be names of item properties`, 'x-kubernetes-list-map-keys', i);
        else if (!scalar(p))
            add(walk, "Invalid value: must be a scalar type if parent array's x-kubernetes-list-type is map", 'items', 'properties', k, 'type');
        else if (!required.has(k) && !(isRecord(p) && p.default !== undefined))
            add(walk, `Required value: list-map key ${JSON.stringify(k)} must be required or have a default`, 'items', 'properties', k);
    });
}
/** `estimated rule cost exceeds budget by factor of 2.5x (…)`, worded as the API server words it. */
function costMessage(what, cost, limit) {
    const factor = cost / limit;
    const shown = factor > 100
        ? 'more than 100'
        : factor < 1.5
            ? factor.toFixed(6)
            : (Math.round(factor * 10) / 10).toFixed(1);
    return `${what} exceeds budget by factor of ${shown}x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`;
}
/** Each rule and messageExpression compiled at the node; estimated costs checked and added to the total. */
function celRuleProblems(s, walk, place) {
    const rules = s['x-kubernetes-validations'];
    if (!Array.isArray(rules) || !walk.compile)
        return;
    rules.forEach((r, i) => {
        for (const k of ['rule', 'messageExpression']) {
            if (!isRecord(r) || typeof r[k] !== 'string' || !r[k])
                continue;
            const at = ['x-kubernetes-validations', i, k];
            const got = walk.compile(r[k], s, place.root, walk.kubernetesVersion, k);
            if (got.error)
                add(walk, `Invalid value: ${got.error}`, ...at);
            else if (got.unchecked)
                walk.out.push({
                    path: [...walk.path, ...at],
                    unchecked: true,
                    message: `${k} ${JSON.stringify(r[k])} not checked: ${got.unchecked}`,
                });
            if (got.cost === undefined || place.inComposition)
                continue;
            // A rule runs once per occurrence of its node; a messageExpression only when its rule fails.
            const cost = k === 'rule' ? got.cost * (place.cardinality ?? unboundedCardinality(s)) : got.cost;
            walk.total.cost += cost;
            if (cost > STATIC_ESTIMATED_COST_LIMIT)
                add(walk, `Forbidden: ${costMessage(`estimated ${k === 'rule' ? 'rule' : 'messageExpression'} cost`, cost, STATIC_ESTIMATED_COST_LIMIT)}`, ...at);
        }
    });
}
/** Exactly one version is the storage version (apiextensions validation). */
function storageVersionProblems(crd) {
    const storage = crd.versions.filter((v) => v.storage);
    if (storage.length === 1)
        return [];
    return [
        {
            path: ['spec', 'versions'],
            message: storage.length === 0
                ? 'Invalid value: must have exactly one version marked as storage version'
                : `Invalid value: must have exactly one version marked as storage version, got ${storage.map((v) => v.name).join(', ')}`,
        },
    ];
}
/** Every problem of the CRD's schemas and versions (the name is `crd/invalid`'s own check). */
function crdSchemaProblems(crd, compile, kubernetesVersion) {
    const out = storageVersionProblems(crd);
    const seen = new Set();
    for (const v of crd.versions) {
        if (!v.schema || seen.has(v.schema))
            continue;
        seen.add(v.schema);
        out.push(...schemaProblems$1(v.schema, v.schemaPath, compile, kubernetesVersion));
    }
    return out;
}

/** Keys whose values are data, not schemas: nothing under them is a pattern or a rule. */
const DATA_KEYS = new Set(['default', 'enum', 'example', 'x-kubernetes-list-map-keys']);
const quote = (s) => JSON.stringify(s.length > 80 ? `${s.slice(0, 77)}…` : s);
/** Patterns RE2 rejects and malformed `x-kubernetes-validations` entries of one schema node. */
function nodeProblems(node, path, out) {
    if (typeof node.pattern === 'string') {
        const re = compileRe2(node.pattern);
        if ('error' in re)
            out.push({
                path: [...path, 'pattern'],
                message: `pattern ${quote(node.pattern)} is not valid RE2 (${re.error}): the API server rejects the CRD`,
            });
    }
    const rules = node['x-kubernetes-validations'];
    if (rules === undefined)
        return;
    if (!Array.isArray(rules))
        out.push({
            path: [...path, 'x-kubernetes-validations'],
            message: 'x-kubernetes-validations must be a list',
        });
    else
        rules.forEach((r, i) => {
            if (!isRecord(r) || typeof r.rule !== 'string')
                out.push({
                    path: [...path, 'x-kubernetes-validations', i],
                    message: 'a validation rule must be an object with a string `rule`: the API server rejects the CRD',
                });
        });
}
/** Keys of a schema node whose value maps names to schemas. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'definitions', 'dependencies']);
/**
 * Patterns RE2 rejects and `x-kubernetes-validations` entries that are not `{rule: string, …}`,
 * anywhere below `node`. `path` is one stack, pushed and popped on the way down (copied only into
 * a problem), so a large unchanged schema costs no array per node.
 */
function schemaProblems(node, path, out, seen, names = false) {
    if (typeof node !== 'object' || node === null)
        return;
    if (seen.has(node) || out.length >= 50)
        return; // aliases: one visit per node
    seen.add(node);
    if (Array.isArray(node)) {
        for (let i = 0; i < node.length; i++) {
            const sub = node[i];
            if (typeof sub !== 'object' || sub === null)
                continue;
            path.push(i);
            schemaProblems(sub, path, out, seen);
            path.pop();
        }
        return;
    }
    if (!isRecord(node))
        return;
    // A map of names to schemas (`properties` …) is no schema node: a property may be named
    // `x-kubernetes-validations` (a schema of schemas), and that is a name, not the extension.
    if (!names)
        nodeProblems(node, path, out);
    for (const k in node) {
        const sub = node[k];
        // Most values of a schema node (type, description, format) are scalars: no call for them.
        if (typeof sub !== 'object' || sub === null || !Object.hasOwn(node, k) || DATA_KEYS.has(k))
            continue;
        path.push(k);
        schemaProblems(sub, path, out, seen, !names && NAME_MAPS.has(k));
        path.pop();
    }
}
/** Everything wrong with one CRD on its own: its name, its patterns, its validation rules. */
function crdProblems(crd) {
    const out = [];
    const identity = crdIdentityProblem(crd);
    if (identity)
        out.push({ path: ['metadata', 'name'], message: identity });
    const seen = new Set();
    for (const v of crd.versions)
        if (v.schema)
            schemaProblems(v.schema, [...v.schemaPath], out, seen);
    return out;
}

const ALREADY = ' Already present before this PR.';
const KIND_CLAIMED = 'kind {{kind}} is also claimed by {{rival}} ({{rivalFile}}): the API server accepts one CRD per kind, the one established first, so custom resources of it are validated against both here.';
const KIND_TAKEN = "kind {{kind}} is already claimed by {{rival}} ({{rivalFile}}), which the cluster has: the API server refuses this CRD's names (NamesAccepted False), and custom resources of the kind stay validated against {{rival}}.";
/** Everything the API server would refuse in one CRD: name, patterns, schema, CEL (compiled and estimated). */
function problemsOf$1(crd, ctx) {
    const schema = crdSchemaProblems(crd, ctx.engines.celCompile, ctx.config.crd.kubernetesVersion);
    return [...crdProblems(crd), ...schema].map((x) => ({ ...x, path: [...x.path] }));
}
/**
 * The head CRD's own problems. One the base CRD already had (same place, same words) was accepted
 * by the cluster that holds it, or never applied: not this PR's doing, a warning.
 */
function ownProblems(p, ctx) {
    const sig = (x) => `${x.path.join('\u0000')}\u0001${x.message}`;
    const head = problemsOf$1(p.head, ctx);
    // The base is read only to classify the head's problems: a head without any (every released CRD)
    // never pays for it, and an unchanged CRD (same text on both sides: one value) has the same ones.
    if (!head.length || !p.base)
        return head.map((x) => problemFinding(p, x, false));
    const same = p.base.obj.value === p.head.obj.value || sameContent(p.base.obj, p.head.obj);
    const base = same ? head : problemsOf$1(p.base, ctx);
    const before = new Set(base.map(sig));
    return head.map((x) => problemFinding(p, x, before.has(sig(x))));
}
/** One problem of the head CRD; `old`: the base CRD had it too (a warning). */
function problemFinding(p, x, old) {
    const f = crdFinding(p, x.path, {
        messageId: old ? 'alreadyProblem' : 'problem',
        data: { problem: x.message },
        ...(old ? { present: true } : {}),
    }, x.unchecked ? 'notice' : old ? 'warn' : undefined);
    return x.unchecked ? { ...f, unjudged: true } : f;
}
/**
 * A head CRD whose kind another CRD claims too. The one the cluster already has (the base's claimant,
 * `established`) keeps the kind and the newcomer fails; when the base cannot tell, every claimant
 * after the first in path order is reported, a warning when unchanged since base.
 */
function kindClaim(p, conflicts, established, ctx) {
    const head = p.head;
    const key = `${head.group}/${String(head.names.kind ?? '')}`;
    const claimants = conflicts.get(key);
    if (!claimants)
        return [];
    const before = established.get(key);
    const holders = claimants.filter((c) => before?.has(c.name));
    if (holders.length && holders.length < claimants.length) {
        if (before.has(head.name))
            return [];
        const rival = holders[0];
        return [
            crdFinding(p, ['spec', 'names', 'kind'], {
                messageId: 'kindTaken',
                data: { kind: key, rival: rival.name, rivalFile: rival.obj.file },
            }),
        ];
    }
    const first = claimants[0];
    if (first.name === head.name)
        return [];
    const existed = crdPairs(ctx).some((q) => q.base?.name === head.name && sameContent(q.base.obj, head.obj));
    return [
        crdFinding(p, ['spec', 'names', 'kind'], {
            messageId: existed ? 'alreadyKindClaimed' : 'kindClaimed',
            ...(existed ? { present: true } : {}),
            data: { kind: key, rival: first.name, rivalFile: first.obj.file },
        }, existed ? 'warn' : undefined),
    ];
}
const crdInvalid = defineRule({
    id: 'crd/invalid',
    title: 'CRD the API server would reject',
    category: 'crd',
    defaultSeverity: 'fail',
    description: "The head CRD itself would be rejected or ignored by the API server: name not `<plural>.<group>`, a kind claimed by two CRDs, a non-structural schema, a `type` typo, a forbidden keyword, a list-map key neither required nor defaulted, a pattern RE2 cannot compile, CEL that does not compile in the environment of `crd.kubernetesVersion` (syntax, a function or syntax that version lacks, a field the schema does not declare, an operator on the wrong types, a rule that is not a bool, a messageExpression that is not a string; see docs/cel.md) or whose estimated cost exceeds the API server's budget, not exactly one storage version.",
    messages: {
        problem: '{{problem}}.',
        alreadyProblem: `{{problem}}.${ALREADY}`,
        kindClaimed: KIND_CLAIMED,
        alreadyKindClaimed: KIND_CLAIMED + ALREADY,
        kindTaken: KIND_TAKEN,
    },
    docs: {
        why: 'The API server refuses a CRD whose name is not `<plural>.<group>`, whose schema is not structural or uses a forbidden keyword, has a pattern RE2 cannot compile, a validation rule that does not compile or whose estimated cost (per rule, times how often it can run, and per CRD) exceeds its static budget; it accepts only one CRD per group and kind, the one established first, and refuses the names of a later one. The gate validates custom resources against the CRD the API server would use: the claimant the cluster already has (on the base side), else every claimant; a second, lenient CRD for the same kind, or one under a wrong name, never decides the verdict.',
        fix: 'Name the CRD `<plural>.<group>`, keep one CRD per group and kind, write patterns in RE2 syntax (no lookaround or backreferences), give every `x-kubernetes-validations` entry a string `rule` that compiles, and bound the lists, maps and strings a costly rule walks with `maxItems`, `maxProperties` and `maxLength`. A problem the base CRD already had is a warning: the PR did not introduce it.',
    },
    skip: noCrds,
    check(ctx) {
        // Kinds claimed by two different CRDs on the head side: `group/kind` → the claimants.
        const conflicts = kindConflicts(ctx.head.objects.filter(isCrd).map(readCrd));
        // Who holds each kind in the cluster already: read only when two CRDs claim one.
        const established = conflicts.size
            ? kindClaimants(ctx.base.objects.filter(isCrd).map(readCrd))
            : new Map();
        return crdPairs(ctx).flatMap((p) => p.head
            ? [
                ...ownProblems({ ...p, head: p.head }, ctx),
                ...kindClaim({ ...p, head: p.head }, conflicts, established, ctx),
            ]
            : []);
    },
});

/** At most this many findings per object; the rest are counted. */
const PER_OBJECT = 20;
const showPath = (p) => p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') || '(object)';
const sig$1 = (p) => `${p.path.join('\u0000')}\u0001${p.message}`;
function sideCrds(ctx, side) {
    return ctx.analyses.crdsByKind[side];
}
const customResourceInvalid = defineRule({
    id: 'crd/custom-resource-invalid',
    title: 'Custom resource invalid against its CRD',
    category: 'crd',
    defaultSeverity: 'fail',
    description: 'A custom resource in the head tree does not validate against its head CRD: schema (after defaults), fields the API server would prune, CEL rules in the Kubernetes environment of `crd.kubernetesVersion` (transition rules when the resource exists on both sides), or an API version no longer served.',
    docs: {
        why: 'A CRD change breaks the custom resources in the same repo first: a field removed from the schema is silently pruned from the manifest on apply, a new bound or CEL rule rejects it, a removed version makes `kubectl apply` fail with "no matches for kind". The gate checks every changed resource, or every resource of a changed CRD, offline, the way the API server would on create.',
        fix: 'Fix the resource at the line shown (move the field where the schema expects it, add the required field, use a served apiVersion), or change the CRD. A resource that was already invalid before the PR is a warning; a resource defined in several files is compared with its own copy on the base side, the one in the same file.',
    },
    skip(ctx) {
        // None of the CRDs left unparsed is one a changed resource is of, but they are there.
        return sideCrds(ctx, 'head').size || crdsLeftUnread(ctx)
            ? undefined
            : 'no CustomResourceDefinition on the head side';
    },
    check(ctx) {
        const head = sideCrds(ctx, 'head');
        const base = sideCrds(ctx, 'base');
        const changedCrds = new Set(crdPairs(ctx)
            .filter((p) => p.pair.status !== 'unchanged')
            .map((p) => p.head?.name ?? p.base?.name));
        const out = [];
        // Every head object, duplicates included: each one would be applied.
        for (const cr of ctx.head.objects) {
            if (isCrd(cr))
                continue;
            const copies = head.get(`${cr.group}/${cr.kind}`);
            if (!copies)
                continue;
            const old = baseSelf(ctx.base, ctx.head, cr);
            // Judge the change: nothing new can break an unchanged resource of an unchanged CRD.
            if (!copies.some((c) => changedCrds.has(c.name)) && old && sameContent(old, cr))
                continue;
            // A resource on both sides is applied as an update from its base self: transition rules run.
            const from = new Map();
            const problems = checkedAgainst(cr, copies, ctx, old, from);
            if (!problems.length)
                continue;
            out.push(...findings(cr, from, problems, old ? beforeProblems(old, base, ctx) : undefined));
        }
        return out;
    },
});
/**
 * One resource's problems against every copy of its CRD, or every claimant of its kind
 * (deduplicated), from the run's one validation; `from`: the CRD each problem was found against.
 */
function checkedAgainst(cr, copies, ctx, old, from) {
    const seen = new Set();
    const out = [];
    for (const crd of copies)
        for (const p of ctx.analyses.crdValidation(cr, crd, old))
            if (!seen.has(sig$1(p)) && seen.add(sig$1(p))) {
                out.push(p);
                from?.set(p, crd.name);
            }
    return out;
}
function beforeProblems(cr, base, ctx) {
    const copies = base.get(`${cr.group}/${cr.kind}`);
    return copies ? new Set(checkedAgainst(cr, copies, ctx).map(sig$1)) : undefined;
}
function findings(cr, from, problems, before) {
    const out = [];
    const counted = problems.filter((p) => p.kind !== 'unchecked');
    for (const p of problems.slice(0, PER_OBJECT)) {
        const old = before?.has(sig$1(p));
        const notice = p.kind === 'unchecked';
        const crd = from.get(p);
        out.push({
            severity: notice ? 'notice' : old ? 'warn' : undefined,
            ...(notice ? { unjudged: true } : {}),
            ...(old && !notice ? { present: true } : {}),
            // The file and line that set the field: a kustomize or Flux / Argo CD patch's, else the resource's.
            ...whereOf$1(cr, p.path),
            side: 'head',
            object: objectRef(cr),
            path: `${cr.version} ${showPath(p.path)}`,
            message: `${showPath(p.path)}: ${p.message}. ${notice
                ? ''
                : old
                    ? 'Already invalid before this PR.'
                    : before
                        ? `This PR makes it invalid against CRD ${crd}.`
                        : `Invalid against CRD ${crd} in this PR.`}`.trim(),
        });
    }
    if (counted.length > PER_OBJECT) {
        out.push({
            file: cr.file,
            line: cr.line,
            side: 'head',
            object: objectRef(cr),
            message: `${counted.length - PER_OBJECT} more problems in ${objectRef(cr)} not listed.`,
        });
    }
    return out;
}

const requiredAdded = schemaChangeRule({
    id: 'crd/required-added',
    title: 'Field made required',
    defaultSeverity: 'fail',
    description: 'A field of an existing object became required (a new required field under a new optional parent is fine).',
    kinds: ['required-added'],
    advice: 'Every stored object and manifest without it is rejected on its next update. Make it optional with a default, or require it only in a new API version.',
    docs: {
        why: "Existing objects do not have the field. After the change their next update is rejected, and so is every unchanged manifest in git on its next sync. A required field under a parent object that is itself new and optional breaks nobody, so that passes (crd-schema-checker's rule).",
        fix: 'Make the field optional and give it a `default` in the schema, or make it required only in a new API version. A required field that has a default is a warning: new objects get the default, but objects stored before may still lack it.',
    },
});

const scopeChanged = crdRule({
    id: 'crd/scope-changed',
    title: 'CRD scope changed',
    defaultSeverity: 'fail',
    description: '`spec.scope` changed between Namespaced and Cluster.',
    messages: {
        changed: 'scope {{from}} → {{to}}: the API server rejects a scope change, and stored objects and clients would break. Keep the scope, or create a new CRD and migrate.',
    },
    docs: {
        why: "The API server refuses to change a CRD's scope; even where it could, every stored object and client URL would be wrong.",
        fix: 'Keep the scope. A different scope needs a new CRD (new group or plural) and a migration.',
    },
}, (p) => p.base && p.head && p.base.scope !== p.head.scope
    ? [
        crdFinding(p, ['spec', 'scope'], {
            messageId: 'changed',
            data: { from: String(p.base.scope), to: String(p.head.scope) },
        }),
    ]
    : []);

const selectableFieldsRemoved = crdRule({
    id: 'crd/selectable-fields-removed',
    title: 'Selectable field removed',
    defaultSeverity: 'warn',
    description: 'A `selectableFields` entry of a served version is gone on head: field selectors on it stop working.',
    docs: {
        why: 'Since Kubernetes 1.30 a CRD version can list `selectableFields`, and clients filter on them with a field selector (`kubectl get <kind> --field-selector spec.color=red`, informers, controllers watching a subset). Once the entry is gone the API server refuses such a list or watch ("field label not supported"), so a controller or script that relies on it stops seeing its objects. Nothing stored changes, so it is a warning.',
        fix: 'Keep the entry (it costs nothing while the field exists), or remove it only in a new API version and tell the clients that filter on it. A version that stops being served is reported by `crd/served-version-removed` instead.',
    },
}, (p) => {
    const out = [];
    for (const [bv, hv] of sameVersions(p)) {
        if (!bv.served || !hv.served)
            continue;
        const gone = bv.selectableFields.filter((j) => !hv.selectableFields.includes(j));
        for (const jsonPath of gone)
            out.push(crdFinding(p, hv.selectableFields.length
                ? ['spec', 'versions', hv.index, 'selectableFields']
                : ['spec', 'versions', hv.index], `selectable field ${jsonPath} removed from ${hv.name}: clients that list or watch with a field selector on it (\`--field-selector ${jsonPath.replace(/^\./, '')}=…\`) are refused ("field label not supported"). Keep it, or remove it only in a new API version.`, undefined, `${hv.name} selectableFields ${jsonPath}`));
    }
    return out;
});

/** The custom resources of the head tree written in `group/version` of `kind`. */
function repoUsers(ctx, crd, version) {
    const api = `${crd.group}/${version}`;
    const kind = String(crd.names.kind ?? '');
    return ctx.head.objects
        .filter((o) => o.apiVersion === api && o.kind === kind)
        .map((o) => ({ file: o.file, line: o.line }));
}
/** The live objects of a `--cluster-state` export written in `group/version` of `kind`. */
function liveUsers(ctx, crd, version) {
    const api = `${crd.group}/${version}`;
    const kind = String(crd.names.kind ?? '');
    return (ctx.facts.clusterState?.objects ?? [])
        .filter((o) => o.apiVersion === api && o.kind === kind)
        .map((o) => `live ${o.namespace ? `${o.namespace}/` : ''}${o.name}`);
}
/** Whether this change stops serving `version` of a CRD pair, or removes it. */
const drops = (p, version) => {
    const b = p.base?.versions.find((v) => v.name === version);
    const h = p.head?.versions.find((v) => v.name === version);
    return !!b && !!p.head && (!h || (b.served && !h.served));
};
/**
 * The head CRDs of `group` from which this change drops `version`: their kinds, each with the
 * version it now stores.
 */
function dropping(ctx, group, version) {
    return crdPairs(ctx)
        .filter((p) => p.head?.group === group && drops(p, version))
        .map((p) => p.head)
        .map((c) => ({
        kind: String(c.names.kind ?? ''),
        to: c.versions.find((v) => v.storage)?.name ?? c.versions.find((v) => v.served)?.name ?? '',
    }))
        .sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}
/**
 * Where to move from `group/version`: `{1}`, or `{1} ({2}) and {3} ({4})` when the CRDs that drop it
 * now store different versions, with the values the placeholders stand for.
 */
function moveTo(group, drops) {
    const byTarget = new Map();
    for (const d of drops)
        if (d.to)
            byTarget.set(d.to, [...(byTarget.get(d.to) ?? []), d.kind]);
    if (byTarget.size === 0)
        return { text: 'a version these CRDs still serve', values: [] };
    if (byTarget.size === 1)
        return { text: '{1}', values: [`${group}/${[...byTarget.keys()][0]}`] };
    const values = [];
    const parts = [...byTarget].map(([to, kinds]) => {
        values.push(`${group}/${to}`, kinds.join(', '));
        return `{${values.length - 1}} ({${values.length}})`;
    });
    return { text: `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`, values };
}
/**
 * What to do about `version` of `group` going away, in the stance that applied: a consumer moves its
 * own objects (those of every CRD of the group that drops it) and migrates stored versions before
 * applying; an author deprecates first. One key per stance, group and version.
 */
function versionAction(ctx, head, version, deprecated) {
    const stance = ctx.analyses.crdStance.stance;
    const dropped = dropping(ctx, head.group, version);
    const from = `${head.group}/${version}`;
    const to = moveTo(head.group, dropped);
    const values = [from, ...to.values];
    const key = `version ${stance} ${from}`;
    if (stance === 'author')
        return {
            key,
            kind: 'edit',
            values,
            text: deprecated
                ? `Tell users in the release notes to move their objects from {0} to ${to.text} and migrate stored versions before they apply this release`
                : `Deprecate {0} for a release first (\`deprecated: true\` with a \`deprecationWarning\`), tell users to move to ${to.text} and migrate stored versions, and stop serving it in a later release`,
        };
    const kinds = new Set(dropped.map((d) => d.kind));
    const objects = ctx.head.objects
        .filter((o) => o.apiVersion === from && kinds.has(o.kind))
        .map((o) => ({ file: o.file, line: o.line }));
    return objects.length
        ? {
            key,
            kind: 'edit',
            values,
            objects,
            text: `Move your custom resources from {0} to ${to.text}, then migrate stored versions before applying these CRDs`,
        }
        : {
            key,
            kind: 'procedure',
            values,
            text: `Check that no client or live object still uses {0}, and migrate stored objects to ${to.text} (rewrite them, then drop the old version from \`status.storedVersions\`) before applying these CRDs`,
        };
}

const NO_MATCH = 'clients and manifests using {{group}}/{{version}} fail with "no matches for kind".';
const DEPRECATE_FIRST = 'Deprecate it for a release first (deprecated: true), move manifests to another version, then stop serving it.';
const WAS_DEPRECATED = 'It was deprecated on base, so this is expected; make sure no manifest still uses it.';
const UNUSED = 'No custom resource in the repository{{state}} is written in {{group}}/{{version}}, so nothing the gate can see breaks; clients outside it that still use it do.';
const USED = '{{objects}} use it: convert them to a version still served first, in their own PR.';
const servedVersionRemoved = crdRule({
    id: 'crd/served-version-removed',
    title: 'Served version removed',
    defaultSeverity: 'fail',
    description: 'A version served on base is removed or no longer served on head (warn when it was deprecated on base).',
    messages: {
        unserved: `version {{version}} is no longer served: ${NO_MATCH} ${DEPRECATE_FIRST}`,
        removed: `version {{version}} is removed: ${NO_MATCH} ${DEPRECATE_FIRST}`,
        unservedDeprecated: `version {{version}} is no longer served: ${NO_MATCH} ${WAS_DEPRECATED}`,
        removedDeprecated: `version {{version}} is removed: ${NO_MATCH} ${WAS_DEPRECATED}`,
        unusedUnserved: `version {{version}} is no longer served: ${NO_MATCH} ${UNUSED}`,
        unusedRemoved: `version {{version}} is removed: ${NO_MATCH} ${UNUSED}`,
        usedUnserved: `version {{version}} is no longer served: ${NO_MATCH} ${USED}`,
        usedRemoved: `version {{version}} is removed: ${NO_MATCH} ${USED}`,
    },
    docs: {
        why: 'Every client and manifest using that apiVersion fails with "no matches for kind" once the version is not served — including the custom resources in this repo. A version deprecated on base has had its warning period, so that is a warning — unless custom resources of the repository or the cluster state are still written in it (consumer stance): they stop applying, so that fails. Like every other CRD tightening it is judged on what exists: in the consumer stance (the repository holds custom resources of the changed CRDs, or a cluster state is given) it fails when a custom resource of the repository or the cluster state is written in that version, and warns when none is (an operator downgrade, 0.49 → 0.48 of Strimzi, stops serving a v1 nothing uses yet); in the author stance it fails.',
        fix: 'Mark the version `deprecated: true` (with a `deprecationWarning`) for at least one release first, move manifests to the new version, then stop serving it.',
    },
}, (p, ctx) => {
    if (!p.base || !p.head)
        return [];
    const consumer = ctx.analyses.crdStance.stance === 'consumer';
    const state = ctx.facts.clusterState ? ' or the cluster state' : '';
    const out = [];
    for (const v of p.base.versions.filter((x) => x.served)) {
        const h = p.head.versions.find((x) => x.name === v.name);
        if (h?.served)
            continue;
        const path = h ? ['spec', 'versions', h.index, 'served'] : ['spec', 'versions'];
        const data = { version: v.name, group: p.head.group };
        // A consumer's own objects in the version fail it, deprecated or not: they stop applying.
        const users = consumer
            ? [
                ...repoUsers(ctx, p.head, v.name).map((o) => `${o.file}:${o.line}`),
                ...liveUsers(ctx, p.head, v.name),
            ]
            : [];
        const how = h ? 'Unserved' : 'Removed';
        const message = users.length
            ? { messageId: `used${how}`, data: { ...data, objects: users.slice(0, 5).join(', ') } }
            : v.deprecated
                ? { messageId: `${h ? 'unserved' : 'removed'}Deprecated`, data }
                : !consumer
                    ? { messageId: h ? 'unserved' : 'removed', data }
                    : { messageId: `unused${how}`, data: { ...data, state } };
        const warn = !users.length && (v.deprecated || consumer);
        out.push({
            ...crdFinding(p, path, message, warn ? 'warn' : undefined, v.name),
            action: versionAction(ctx, p.head, v.name, v.deprecated),
        });
    }
    return out;
});

/** Breaking differences between served versions of one CRD (strategy None serves objects unchanged). */
function incompatible(crd) {
    const out = new Map();
    if (conversionStrategy(crd) !== 'None')
        return out;
    const served = crd.versions.filter((v) => v.served && v.schema);
    for (let i = 0; i < served.length; i++) {
        for (let j = i + 1; j < served.length; j++) {
            const a = served[i];
            const b = served[j];
            const one = diffSchemas(b.name, a.schema, b.schema, a.schemaPath, b.schemaPath);
            const two = diffSchemas(a.name, b.schema, a.schema, b.schemaPath, a.schemaPath);
            const breaking = [...one, ...two].filter((c) => c.level === 'fail' && c.kind !== 'description-changed');
            if (breaking.length)
                out.set(`${a.name}↔${b.name}`, breaking.map((c) => `${c.field}: ${c.detail}`));
        }
    }
    return out;
}
const servedVersionsIncompatible = crdRule({
    id: 'crd/served-versions-incompatible',
    title: 'Served versions incompatible without conversion',
    defaultSeverity: 'fail',
    description: "With conversion strategy None, two served versions of the head CRD have schemas that reject each other's objects.",
    docs: {
        why: 'With `conversion.strategy: None` the API server serves the same stored object in every version unchanged. If the schemas differ in a breaking way, objects written through one version fail validation or lose fields through the other.',
        fix: 'Make the schemas compatible, or add a conversion webhook. Two versions that both existed on the base side fail when this change adds an incompatibility between them, even when they already differed in other ways (crdupgradesafety\'s "extra issue" case): the finding names only what is new. A version added in this change has no objects written through it yet (warning), and a pair whose incompatibilities were all on the base side already is reported as already present.',
    },
}, (p) => {
    // Judge the change: an unchanged CRD is not reported again.
    if (!p.head || p.pair.status === 'unchanged')
        return [];
    const now = incompatible(p.head);
    // The base side is compared only to classify what the head side has (most CRDs: nothing).
    const before = p.base && now.size ? incompatible(p.base) : new Map();
    const existed = new Set(p.base?.versions.filter((v) => v.served).map((v) => v.name));
    const out = [];
    for (const [pair, problems] of now) {
        const was = before.get(pair);
        // What this change adds to a pair that was already incompatible (crdupgradesafety's "extra issue").
        const fresh = was ? problems.filter((x) => !was.includes(x)) : problems;
        const old = was !== undefined && !fresh.length;
        // Objects written through a version that is new in this change do not exist yet.
        const added = pair.split('↔').filter((v) => !existed.has(v));
        const note = old
            ? ' Already present on the base revision.'
            : added.length
                ? ` ${added.join(' and ')} ${added.length > 1 ? 'are' : 'is'} new in this change: no object was written through it yet, so nothing stored breaks; objects created from now on do.`
                : was
                    ? ` New in this change; ${plural(was.length, 'other incompatibility', 'other incompatibilities')} of this pair ${was.length > 1 ? 'were' : 'was'} already on the base revision.`
                    : '';
        const shown = old ? problems : fresh;
        const finding = crdFinding(p, ['spec', 'versions'], `served versions ${pair} are incompatible and conversion is None, so objects are served unchanged in both: ${shown.slice(0, 5).join('; ')}${shown.length > 5 ? `; and ${shown.length - 5} more` : ''}. Make the schemas compatible or add a conversion webhook.${note}`, old || added.length ? 'warn' : undefined, pair);
        out.push(old ? { ...finding, present: true } : finding);
    }
    return out;
});

const storageVersionChanged = crdRule({
    id: 'crd/storage-version-changed',
    title: 'Storage version changed',
    defaultSeverity: 'warn',
    description: 'The version objects are stored in changed.',
    messages: {
        moved: 'storage version {{from}} → {{to}}: objects stored as {{from}} stay so until rewritten, and {{from}} stays in status.storedVersions. After rollout, migrate stored objects before removing {{from}}.',
    },
    docs: {
        why: 'New writes are stored in the new version; existing objects stay in the old one until rewritten, and the old version stays in `status.storedVersions`. Safe when conversion works, but it starts a migration you must finish before the old version can be removed.',
        fix: 'Plan the storage-version migration: after rollout, rewrite all objects and drop the old version from `status.storedVersions`.',
    },
}, (p) => {
    if (!p.base || !p.head)
        return [];
    const b = p.base.versions.find((v) => v.storage);
    const h = p.head.versions.find((v) => v.storage);
    if (!b || !h || b.name === h.name)
        return [];
    return [
        crdFinding(p, ['spec', 'versions', h.index, 'storage'], { messageId: 'moved', data: { from: b.name, to: h.name } }, undefined, h.name),
    ];
});

const storageVersionCount = crdRule({
    id: 'crd/storage-version-count',
    title: 'Not exactly one storage version',
    defaultSeverity: 'fail',
    description: 'The head CRD has zero or several versions with `storage: true`.',
    messages: {
        count: '{{n}} versions have storage: true; the API server requires exactly one and rejects this CRD. Set storage: true on one version only.',
        countAlready: '{{n}} versions have storage: true; the API server requires exactly one and rejects this CRD. Set storage: true on one version only. Already present on the base revision.',
    },
    docs: {
        why: 'The API server rejects a CRD without exactly one storage version: the apply fails and the whole rollout with it.',
        fix: 'Set `storage: true` on exactly one version.',
    },
}, (p) => {
    if (!p.head || p.head.versions.length === 0)
        return [];
    const n = p.head.versions.filter((v) => v.storage).length;
    if (n === 1)
        return [];
    const already = p.base && p.base.versions.length > 0 && p.base.versions.filter((v) => v.storage).length === n;
    return [
        crdFinding(p, ['spec', 'versions'], {
            messageId: already ? 'countAlready' : 'count',
            data: { n },
            ...(already ? { present: true } : {}),
        }, already ? 'warn' : undefined),
    ];
});

/**
 * The CRDs declared in files that differ between the sides, read before the sides are parsed: the
 * renderer (which units to leave) and the cluster-state reader (which custom resources to keep)
 * need them first. Only files that name CustomResourceDefinition are parsed here.
 */
/** Per pair of file lists: the renderer and the cluster-state reader ask for the same pair in one run. */
const known = new WeakMap();
function changedCrds(base, head) {
    const byHead = known.get(base) ?? new WeakMap();
    known.set(base, byHead);
    let out = byHead.get(head);
    if (!out)
        byHead.set(head, (out = read$1(base, head)));
    return out;
}
function read$1(base, head) {
    const textAt = (files) => new Map(files.map((f) => [f.path, f.text]));
    const [before, after] = [textAt(base), textAt(head)];
    const out = [];
    const collect = (files, other, side) => {
        for (const f of files) {
            if (other.get(f.path) === f.text || !f.text.includes('CustomResourceDefinition'))
                continue;
            for (const o of parseFile(f).objects) {
                if (o.kind !== 'CustomResourceDefinition')
                    continue;
                const spec = asRecord(o.value.spec);
                const names = asRecord(spec.names);
                const text = (v) => (typeof v === 'string' ? v : undefined);
                out.push({
                    side,
                    apiextensions: o.group === 'apiextensions.k8s.io',
                    group: String(spec.group ?? ''),
                    kind: text(names.kind),
                    listKind: text(names.listKind),
                });
            }
        }
    };
    collect(base, after, 'base');
    collect(head, before, 'head');
    return out;
}

/** A scalar as a string (numbers too, as YAML reads `1.0` unquoted), else undefined. */
const str$4 = (v) => typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const labels = (o) => asRecord(asRecord(o.value.metadata).labels);
const annotations$1 = (o) => asRecord(asRecord(o.value.metadata).annotations);
const indexes = new WeakMap();
function indexOf(state) {
    let ix = indexes.get(state);
    if (!ix) {
        const byKind = new Map();
        for (const o of state.objects) {
            const list = byKind.get(o.kind) ?? [];
            list.push(o);
            byKind.set(o.kind, list);
        }
        ix = { byKind };
        indexes.set(state, ix);
    }
    return ix;
}
/** The live objects of one kind, in file order. */
const ofKind = (state, kind) => indexOf(state).byKind.get(kind) ?? [];
/**
 * The live object with this identity. Files often leave the namespace to kustomize or Argo CD: a
 * base object without one matches the only live object of that name.
 */
function liveMatch(state, kind, group, namespace, name) {
    const same = ofKind(state, kind).filter((o) => o.group === group && o.name === name);
    const exact = same.find((o) => o.namespace === namespace);
    if (exact)
        return exact;
    return namespace === '' && same.length === 1 ? same[0] : undefined;
}

/** What the CRD pack reads from `--cluster-state`. */
/** `status.storedVersions` of the live CRD, when the state has it. */
function liveStoredVersions(state, crdName) {
    const crd = liveMatch(state, 'CustomResourceDefinition', 'apiextensions.k8s.io', '', crdName);
    const stored = crd ? asRecord(crd.value.status).storedVersions : undefined;
    return Array.isArray(stored) ? stored.filter((v) => typeof v === 'string') : undefined;
}
/**
 * The custom resources a cluster-state export should keep: `group/kind` of every CRD in a head file
 * that the pull request adds or changes (a cheap, file-level superset of the changed CRDs; the pack
 * judges only the CRDs that really changed).
 */
function changedCrdKinds(base, head) {
    const onHead = changedCrds(base.files, head.files).filter((c) => c.side === 'head' && c.apiextensions);
    return new Set(onHead.map((c) => `${c.group}/${c.kind ?? ''}`));
}

const storedVersionRemoved = crdRule({
    id: 'crd/stored-version-removed',
    title: 'Stored version removed',
    defaultSeverity: 'fail',
    description: 'A version that objects may be stored in (storage on base, or in status.storedVersions) is gone from the head CRD.',
    docs: {
        why: "The API server refuses to update a CRD that drops a version still listed in `status.storedVersions`, and objects stored in it could no longer be read. Files in git carry no `status`, so the gate treats the base revision's storage version as stored — which is what broke Strimzi users moving from 0.51 to 1.0 (strimzi#12751). crdify's check does nothing on files. With `--cluster-state` the gate reads the live CRD's `status.storedVersions` instead: the exact check the API server makes. A version deleted from `spec.versions` that was not the storage version on base (served or not) can still be in `status.storedVersions` on clusters that stored it in an earlier release (Gateway API v1.2 deleting `v1alpha2`; cert-manager 1.7 needed a storage migration first): without live evidence that is a warning.",
        fix: 'Without `--cluster-state`, the gate cannot tell whether a cluster still lists a removed version in `status.storedVersions` when it was not the storage version on the base revision (served or not): every such version is a warning, never a pass. Export the live CRDs with `kubectl get crd -o yaml > cluster-state.yaml` and pass `--cluster-state cluster-state.yaml` (the action input `cluster-state`). Before removing the version: make the new version the storage version and roll it out; rewrite every object in the new version (a storage-version migration, or `kubectl get <kind> -A -o json | kubectl replace -f -`); remove the old version from `status.storedVersions` (`kubectl patch crd <name> --subresource=status --type=merge -p \'{"status":{"storedVersions":["<new>"]}}\'`); only then remove it from the CRD.',
    },
}, (p, ctx) => {
    if (!p.base || !p.head)
        return [];
    const head = p.head;
    const state = ctx.facts.clusterState;
    // Live evidence replaces the guess from files: the API server checks exactly this list.
    const live = state ? liveStoredVersions(state, p.base.name) : undefined;
    const guessed = new Set([
        ...p.base.versions.filter((v) => v.storage).map((v) => v.name),
        ...p.base.storedVersions,
        ...head.storedVersions,
    ]);
    const stored = new Set(live ?? guessed);
    const gone = (name) => !head.versions.some((v) => v.name === name);
    const out = [];
    const storage = head.versions.find((v) => v.storage)?.name ?? '<new storage version>';
    for (const name of [...stored].sort()) {
        if (!gone(name))
            continue;
        out.push(crdFinding(p, ['spec', 'versions'], `${live ? `version ${name} is in the live status.storedVersions (${live.join(', ')}) of ${state.file}` : `version ${name} may still hold stored objects`} but is removed: the API server refuses the CRD update while ${name} is in status.storedVersions, and objects stored as ${name} cannot be read. Migrate first: roll out ${storage} as the storage version, rewrite every ${String(head.names.kind ?? 'object')} (storage-version migration), patch status.storedVersions to drop ${name}, then remove it in a later PR.`, undefined, name));
    }
    // Not stored on base, yet clusters that stored it in an earlier release (when it was the storage
    // version) may still list it in status.storedVersions (Gateway API v1.2 deleting v1alpha2): a
    // warning without live evidence, never a pass.
    for (const v of p.base.versions) {
        if (live || stored.has(v.name) || !gone(v.name))
            continue;
        const was = v.served ? 'served but not the storage version' : 'neither served nor the storage version';
        out.push(crdFinding(p, ['spec', 'versions'], `version ${v.name} is removed; it was ${was} on the base revision, but clusters that stored objects as ${v.name} in an earlier release may still list it in status.storedVersions, and then the API server refuses this CRD update. Check \`kubectl get crd ${p.base.name} -o jsonpath='{.status.storedVersions}'\` on every cluster (or pass --cluster-state) before applying.`, 'warn', v.name));
    }
    // Say when live evidence cleared what the files alone would have failed.
    for (const name of [...guessed].sort()) {
        if (!live || stored.has(name) || !gone(name))
            continue;
        out.push(crdFinding(p, ['spec', 'versions'], `version ${name} is removed; the files alone suggest it may hold stored objects, but the live status.storedVersions (${live.join(', ') || 'empty'}) of ${state.file} no longer lists it, so the API server accepts the removal.`, 'notice', name));
    }
    return out.map((f) => f.severity === 'notice'
        ? f
        : {
            ...f,
            action: versionAction(ctx, head, f.path, !!p.base.versions.find((v) => v.name === f.path)?.deprecated),
        });
});

const subresourceRemoved = crdRule({
    id: 'crd/subresource-removed',
    title: 'Subresource removed or changed',
    defaultSeverity: 'fail',
    description: 'The status or scale subresource of a version was removed, or the scale paths changed.',
    messages: {
        statusRemoved: "{{version}}: subresource status removed: the operator's status updates fail. Keep it.",
        scaleRemoved: '{{version}}: subresource scale removed: kubectl scale and HorizontalPodAutoscalers targeting it break. Keep it.',
        scalePath: '{{version}}: scale.{{key}} {{from}} → {{to}}: autoscalers and kubectl scale read and write another field. Keep the path.',
    },
    docs: {
        why: 'The operator writes status through `/status`; without the subresource those writes fail (or, worse, spec and status are written together). Removing `scale` breaks `kubectl scale` and every HorizontalPodAutoscaler targeting the resource; changed scale paths make them read and write the wrong field.',
        fix: 'Keep the subresources and their paths; change them only in a new API version.',
    },
}, (p) => {
    const out = [];
    for (const [bv, hv] of sameVersions(p)) {
        for (const sub of ['status', 'scale']) {
            if (bv.subresources[sub] !== undefined && hv.subresources[sub] === undefined) {
                out.push(crdFinding(p, ['spec', 'versions', hv.index], { messageId: sub === 'status' ? 'statusRemoved' : 'scaleRemoved', data: { version: hv.name } }, undefined, `${hv.name} subresources.${sub}`));
            }
        }
        const bs = bv.subresources.scale;
        const hs = hv.subresources.scale;
        if (bs && hs) {
            for (const k of ['specReplicasPath', 'statusReplicasPath', 'labelSelectorPath']) {
                if (bs[k] !== hs[k])
                    out.push(crdFinding(p, ['spec', 'versions', hv.index, 'subresources', 'scale', k], {
                        messageId: 'scalePath',
                        data: { version: hv.name, key: k, from: String(bs[k]), to: String(hs[k]) },
                    }, undefined, `${hv.name} subresources.scale.${k}`));
            }
        }
    }
    return out;
});

const typeChanged = schemaChangeRule({
    id: 'crd/type-changed',
    title: 'Field type changed',
    defaultSeverity: 'fail',
    description: "A field's `type` (or int-or-string / embedded-resource marker) changed to one that rejects values the old type allowed.",
    kinds: ['type-changed'],
    advice: 'Stored objects and manifests with the old type fail validation on their next update, and typed clients fail to decode them. Add a new field with the new type and deprecate the old one, or change it only in a new API version with a conversion.',
    docs: {
        why: 'Every stored object holds a value of the old type. After the change, the next update of such an object is rejected, `kubectl apply` of unchanged manifests fails, and clients generated from the old schema cannot decode the new one. A map moving from `x-kubernetes-preserve-unknown-fields: true` to a typed `additionalProperties` is reported here once (its values are now typed; every key is kept). Nothing else is reported at or under a field whose type changed.',
        fix: 'Add a new field with the new type and deprecate the old one, or serve a new API version and convert. Widening changes pass: `integer` → `number`, `integer` or `string` → `x-kubernetes-int-or-string` (also as controller-gen writes it, with `anyOf: [{type: integer}, {type: string}]`, which only restates the marker).',
    },
});

const unhandledChange = schemaChangeRule({
    id: 'crd/unhandled-change',
    title: 'Schema change the gate cannot classify',
    defaultSeverity: 'fail',
    description: 'A schema keyword changed that no check understands; fails while `crd.unhandled` is `closed` (the default).',
    kinds: ['unhandled'],
    /** `crd.unhandled: open` reports unclassified changes as notices. */
    severityFrom: ({ crd }) => (crd.unhandled === 'open' ? 'notice' : undefined),
    advice: (_c, { crd }) => crd.unhandled === 'open'
        ? 'Reported as a notice because crd.unhandled is open.'
        : 'Unknown is not safe: review it by hand, then waive it with a reason or set `crd.unhandled: open`.',
    docs: {
        why: 'Every keyword of a schema either has a check or lands here, so nothing changes silently. A change the gate cannot judge might break stored objects.',
        fix: 'Review the change. If it is safe, waive the finding with the reason; `crd.unhandled: open` reports such changes as notices instead.',
    },
});

/** The CRD upgrade-safety rules, in catalogue order. */
const crdRules = [
    crdRemoved,
    scopeChanged,
    namesChanged,
    storedVersionRemoved,
    servedVersionRemoved,
    storageVersionChanged,
    storageVersionCount,
    fieldRemoved,
    typeChanged,
    requiredAdded,
    enumRestricted,
    enumExtended,
    boundsTightened,
    defaultChanged,
    patternChanged,
    formatChanged,
    nullableChanged,
    preserveUnknownFields,
    listSemanticsChanged,
    celRulesChanged,
    compositionChanged,
    subresourceRemoved,
    printerColumnsChanged,
    selectableFieldsRemoved,
    conversionChanged,
    servedVersionsIncompatible,
    customResourceInvalid,
    crdInvalid,
    descriptionChanged,
    unhandledChange,
];

const list$1 = (items) => items.join('; ');
function report(j) {
    const c = j.change;
    const src = c.head ?? c.base;
    const data = {
        title: j.title,
        ref: src.ref,
        aspects: c.aspects.join(', '),
        from: src.location ? ` from ${src.location.repo}` : '',
        judged: j.judged.length ? ` Judged: ${list$1(j.judged)}.` : '',
        notJudged: list$1(j.notJudged),
        remedy: j.remedy ? ` To judge it, ${j.remedy}.` : '',
        templates: j.templatesUnrendered
            ? ` Templates not rendered (${j.templatesUnrendered}): what they install besides crds/ is not judged.`
            : '',
    };
    const where = { file: c.at.file, line: c.at.line, side: c.side, object: src.ref };
    return j.notJudged.length
        ? { ...where, messageId: 'unjudged', data, unjudged: true }
        : { ...where, severity: 'notice', messageId: 'judged', data };
}
const chartChanged = defineRule({
    id: 'helm/chart-changed',
    title: 'Helm chart changed',
    category: 'helm',
    defaultSeverity: 'warn',
    description: 'A chart source (Flux HelmRelease, Argo CD Application, kustomize helmCharts) whose version, repository or values change: a notice saying what was judged, a warning when part of it was not judged (charts not fetched, a repository the base does not name, unreachable, templated CRDs without helm).',
    docs: {
        why: 'Most operator upgrades in GitOps repositories are chart bumps. The CRDs inside the chart change with it, and a chart the gate did not open would otherwise read as a pass. With `--fetch-charts` (the action’s `fetch-charts` input, on by default) the gate fetches both versions from repositories the base revision names and judges the chart’s `crds/` as the release’s CRD policy applies them, with every CRD rule; what it could not judge is said here, at the line that changes the chart (docs/charts.md).',
        fix: 'Run with `--fetch-charts`; allow a repository the pull request introduces with `charts.allow` in the base config (or add it on the base branch first); for templated CRDs, install helm on the runner or vendor the CRDs into the repository.',
    },
    messages: {
        judged: 'Chart {{title}} ({{ref}}{{from}}; {{aspects}} changed).{{judged}}{{templates}}',
        unjudged: 'Chart {{title}} ({{ref}}{{from}}; {{aspects}} changed) not fully judged: {{notJudged}}.{{judged}}{{remedy}}{{templates}}',
    },
    check(ctx) {
        return ctx.analyses.charts.map(report);
    },
});

const crdsNotUpgraded = defineRule({
    id: 'helm/crds-not-upgraded',
    title: 'Chart CRDs not upgraded',
    category: 'helm',
    defaultSeverity: 'warn',
    description: 'A chart bump whose crds/ change while the release’s CRD policy does not apply them (Flux upgrade.crds Skip or Create, kustomize without includeCRDs, Argo CD helm.skipCrds): the cluster keeps the old CRDs.',
    docs: {
        why: 'Helm installs `crds/` on first install only and never upgrades them; Flux skips them on upgrade by default (`spec.upgrade.crds: Skip`) and `Create` only adds new ones. The new chart’s workloads then run against the old CRDs: new fields are pruned, new versions are not served.',
        fix: 'Set `spec.upgrade.crds: CreateReplace` on the HelmRelease (`includeCRDs: true` on a kustomize helmCharts entry, no `helm.skipCrds` on an Argo CD source), or apply the new CRDs another way in the same change.',
    },
    messages: {
        skipped: 'Chart {{title}}: {{count}} in crds/ differ from the installed ones and will NOT be upgraded ({{said}}; Helm never upgrades crds/): {{files}}.',
    },
    check(ctx) {
        return ctx.analyses.charts
            .filter((j) => j.notUpgraded.crds.length)
            .map((j) => ({
            file: j.change.at.file,
            line: j.change.at.line,
            side: j.change.side,
            object: (j.change.head ?? j.change.base).ref,
            messageId: 'skipped',
            data: {
                title: j.title,
                count: `${j.notUpgraded.crds.length} CRD${j.notUpgraded.crds.length === 1 ? '' : 's'}`,
                said: j.notUpgraded.said,
                files: j.notUpgraded.files.join(', '),
            },
        }));
    },
});

const helmRules = [chartChanged, crdsNotUpgraded];

const duplicateObject = defineRule({
    id: 'input/duplicate-object',
    title: 'Object defined twice',
    category: 'input',
    defaultSeverity: 'fail',
    description: 'The same object (API group, kind, namespace, name) is defined more than once in the head revision: one definition silently wins on apply.',
    messages: {
        duplicate: '{{object}} is defined again here; first definition at {{first}}. Whichever is applied last wins, and the gate compares only the first: remove or rename one of them.',
        alreadyDuplicate: '{{object}} is defined again here; first definition at {{first}}. Already present on the base revision.',
        identical: '{{object}} is defined again here, identical to the first definition at {{first}}: applying either gives the same object, but keep one source of truth.',
    },
    docs: {
        why: '`kubectl apply`, Argo CD and Flux apply both definitions; the last one wins, and which one is last depends on file order. The gate pairs base and head objects by identity, so with two definitions it compares only the first and could miss what the second changes (custom resources are the exception: each copy is validated against its CRD, as an update from its own base copy, the one in the same file). The API version does not matter: `kafka.strimzi.io/v1beta2` and `kafka.strimzi.io/v1` of the same `Kafka` are the same object.',
        fix: "Delete one definition, or give them different names or namespaces. When a tool renders the same object twice on purpose (Kustomize overlays rendered side by side), point `paths:` at one overlay. A duplicate already present on the base revision, or identical to the first definition (a chart's copy of an install file), is reported as a warning.",
    },
    check(ctx) {
        const out = [];
        for (const [key, list] of ctx.head.duplicates) {
            const [first, ...rest] = list;
            if (!first)
                continue;
            const old = ctx.base.duplicates.has(key);
            for (const dup of rest) {
                // The same content twice (a chart's copy of an install file): nothing wins over anything.
                const same = sameContent(dup, first);
                out.push({
                    severity: old || same ? 'warn' : undefined,
                    file: dup.file,
                    line: dup.line,
                    side: 'head',
                    object: objectRef(dup),
                    messageId: old ? 'alreadyDuplicate' : same ? 'identical' : 'duplicate',
                    data: { object: objectRef(dup), first: `${first.file}:${first.line}` },
                });
            }
        }
        return out;
    },
});

/** What the report says of kustomize units left unrendered (index/unread-units.ts). */
function unrenderedUnitsMessage({ all, unrendered }) {
    return `${groupedCount(unrendered)} of ${groupedCount(all)} kustomize deploy units were read without kustomize instead of rendered: each has the same inputs and settings on both sides, and none of its input files names Strimzi or Kafka, a CRD, a kind a changed CRD validates or the config's transitions match, or a field that composes values (replacements, vars, plugins), so it applies the same objects before and after this change; its objects are read as its files write them (namespace, prefixes and images applied, patches not), as context for what the change touches. A render error already present in one of them is not reported by this run.`;
}
const notRendered = defineRule({
    id: 'input/not-rendered',
    title: 'Source not rendered',
    category: 'input',
    defaultSeverity: 'fail',
    description: "Part of what a deploy unit applies was not judged as applied: Helm templates (never rendered), remote kustomize references (never fetched), Helm inflation in a kustomization (never run), or a kustomize unit that could not be rendered (a kustomize error, a timeout, output over a limit, a file the gate could not copy, the render budget spent). A unit the pull request breaks fails at its kustomization line with kustomize's whole error; one that fails the same way on the base warns; the rest are notices.",
    docs: {
        why: 'The gate judges what reaches the cluster. What it could not render is not judged, so a problem in it would pass unseen: a unit the change touches that cannot be rendered fails (never a fallback that passes), and the rest is said instead of staying silent. A unit that fails without a Helm chart or remote resource the gate leaves out (a patch of an object the chart makes) warns instead: kustomize’s error may be the gate’s own doing, and the unit is said to be not judged. Remote references and Helm are left out on purpose: nothing from the pull request is fetched or run, and kustomize runs with every proxy pointed at a closed port and git limited to local files. The render budget (`renderBudget`, 120 s by default) bounds a run: a changed unit not rendered in time fails, an unchanged one is a notice. One more notice never counts: of the kustomize units whose inputs and settings are the same on both sides, how many were read without kustomize instead of rendered because none of their input files names Strimzi or Kafka, a CRD, a kind a changed CRD validates or a transition matches, or a field that composes values (docs/performance.md); their objects are read as their files write them, and a render error already present in one of them is then not reported.',
        fix: 'For a kustomize error, fix the kustomization at the line shown (`kubectl kustomize DIR` shows the same error). A generator over 2,000 keys or 1 MiB of inputs is refused before kustomize runs: split it. A run past its render budget: raise `renderBudget` in the config. For a remote base or a Helm chart, vendor the rendered manifests (or the CRDs) into the repository if they should be checked; a Strimzi release URL still gives the operator version. With no kustomize on PATH, install kustomize or kubectl so overlays and patches are applied.',
    },
    check(ctx) {
        // The same failure on the base (same kustomization, same words) is already present: it warns.
        // Past the render budget, a unit with the same inputs on the base (unchanged) is a notice.
        const before = new Set(ctx.base.unrendered.filter((n) => n.failed).map((n) => `${n.file}\u0000${n.message}`));
        const unchanged = new Set(ctx.base.unrendered.flatMap((n) => (n.inputs ? [n.inputs] : [])));
        const severityOf = (n) => {
            if (!n.failed)
                return 'notice';
            if (n.budget)
                return n.inputs && unchanged.has(n.inputs) ? 'notice' : undefined;
            // Failed without a Helm chart or remote resource the gate never inflates or fetches: not judged.
            if (n.cut)
                return 'warn';
            return before.has(`${n.file}\u0000${n.message}`) ? 'warn' : undefined;
        };
        const out = ctx.head.unrendered.map((n) => ({
            severity: severityOf(n),
            file: n.file,
            line: n.line,
            side: 'head',
            message: n.message,
            unjudged: true,
        }));
        const left = ctx.head.unrenderedUnits;
        if (left)
            out.push({ severity: 'notice', message: unrenderedUnitsMessage(left) });
        return out;
    },
});

/**
 * The head side's items, each marked `old` when the base side has one with the same key: input
 * rules fail on what the pull request introduced and warn ("already present") on the rest.
 */
function againstBase(base, head, key) {
    const before = new Set(base.map(key));
    return head.map((item) => ({ item, old: before.has(key(item)) }));
}
/**
 * One finding per head item at its file and line: `ids.fresh` (the rule's severity) for what the
 * pull request introduced, `ids.old` as a warning for what the base already had.
 */
function findingsAgainstBase(base, head, key, ids, data) {
    return againstBase(base, head, key).map(({ item, old }) => ({
        severity: old ? 'warn' : undefined,
        ...(old ? { present: true } : {}),
        file: item.file,
        line: item.line,
        side: 'head',
        messageId: old ? ids.old : ids.fresh,
        data: data(item),
    }));
}

/** Problems of one side: parse errors plus files the source refused (invalid UTF-8, too large). */
function problemsOf(tree) {
    const problems = tree.files.flatMap((f) => f.problems);
    for (const s of tree.snapshot.skipped) {
        if (s.reason === 'invalid-utf8') {
            const line = Number(/line (\d+)/.exec(s.detail ?? '')?.[1] ?? 1);
            problems.push({ file: s.path, line, message: `not valid UTF-8${s.detail ? ` (${s.detail})` : ''}` });
        }
        else if (s.reason === 'too-large') {
            problems.push({
                file: s.path,
                line: 1,
                message: `file not read: larger than the size cap${s.detail ? ` (${s.detail})` : ''}`,
            });
        }
    }
    return problems;
}
const sig = (p) => `${p.file}\u0000${p.message}`;
const parseError = defineRule({
    id: 'input/parse-error',
    title: 'Manifest cannot be read',
    category: 'input',
    defaultSeverity: 'fail',
    description: 'A YAML or JSON file in the head revision cannot be parsed, is not valid UTF-8, is too large, or is unsafe to expand.',
    messages: {
        unreadable: '{{problem}}. Nothing in this file was checked: fix the syntax (or exclude the file with `exclude:`) so the gate can judge it.',
        alreadyUnreadable: '{{problem}}. Already present on the base revision.',
        unchangedUnread: '{{files}} unchanged files were not parsed: each has the same text on both sides, and its objects ({{kinds}}) are none a check reads, a changed CRD validates or a changed file could duplicate. A problem already present in one of them (a syntax error, a duplicate object) is not reported by this run.',
        unchangedUnreadCrds: '{{files}} unchanged files were not parsed: each has the same text on both sides, and its objects ({{kinds}}) are none a check reads, a changed CRD validates or a changed file could duplicate; CustomResourceDefinitions among them: {{crds}}, none a changed object could be of or a changed CRD could claim the kind or name of. A problem already present in one of them (a syntax error, a duplicate object; for those CRDs, what crd/invalid and crd/storage-version-count would say of them) is not reported by this run.',
    },
    docs: {
        why: 'An unreadable file hides every problem in it. The gate keeps going (every other file is still checked) but it cannot vouch for this one, so the PR fails until the file reads. Unreadable means: a YAML or JSON syntax error (at the line the parser reports); a key twice in one mapping (Kubernetes\' strict decoder rejects it); unsafe input (excessive aliasing such as a "billion laughs" document, nesting deeper than the limit); a file that is not valid UTF-8 (at the line of the first bad byte) or larger than the size cap (10 MiB by default). The rule also carries notices that never count: one per Helm chart whose `templates/` were skipped, because Go templates are not YAML until rendered; and, in a run with 1,000 or more files the same on both sides, how many of those were not parsed because nothing needs them (docs/performance.md), unchanged CRDs among them when no changed object could be of a kind they define and no changed CRD could claim their kind or name: a problem already present in one of them (for those CRDs, their own `crd/invalid` and `crd/storage-version-count` warnings) is then not reported, and the notice says so.',
        fix: 'Fix the syntax at the line shown (`yamllint` or `kubectl apply --dry-run=client -f FILE` help), or, if the file is not a manifest at all, leave it out with `exclude:` in the config or the `exclude` input. A file larger than the cap: raise `maxFileSize` in the config, or exclude it. A problem already present on the base revision is reported as a warning ("already present"): the PR did not cause it.',
    },
    check(ctx) {
        const out = findingsAgainstBase(problemsOf(ctx.base), problemsOf(ctx.head), sig, { fresh: 'unreadable', old: 'alreadyUnreadable' }, (p) => ({ problem: p.message }));
        const unread = ctx.head.unread;
        if (unread)
            out.push({
                severity: 'notice',
                messageId: unread.crds ? 'unchangedUnreadCrds' : 'unchangedUnread',
                data: {
                    files: groupedCount(unread.files),
                    kinds: kindList(unread.kinds),
                    ...(unread.crds ? { crds: groupedCount(unread.crds) } : {}),
                },
            });
        return out;
    },
});
/** At most five kinds named, then how many more. */
function kindList(kinds) {
    const more = kinds.length - 5;
    return more > 0 ? `${kinds.slice(0, 5).join(', ')} and ${more} more` : kinds.join(', ');
}

/**
 * Files named by a kustomization's `resources`, `bases`, `components`, `crds` or patches that the
 * gate did not read: kustomize reads them whatever their name (`crd.txt`, `patch.txt`), so one
 * that no include glob matches would be applied (or would change what is applied) unjudged. A
 * reference to a folder (a base) counts as read when the gate read a file below it. Generator
 * inputs (`configMapGenerator` files) are data, not manifests, and are not counted.
 */
function unreadReferences(tree) {
    const kustomizations = tree.configs.filter(isKustomizeConfig);
    // Without a kustomization nothing refers to a path: no set of every path (6,000 files: ~5 ms).
    if (!kustomizations.length)
        return [];
    const read = new Set();
    const dirs = new Set();
    for (const path of [
        ...tree.snapshot.files.map((f) => f.path),
        ...tree.snapshot.skipped.map((s) => s.path),
    ]) {
        read.add(path);
        for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1))
            dirs.add(path.slice(0, i));
    }
    const out = [];
    for (const obj of kustomizations) {
        const dir = obj.file.includes('/') ? obj.file.slice(0, obj.file.lastIndexOf('/')) : '';
        for (const key of REFERENCE_KEYS) {
            const list = obj.value[key];
            if (!Array.isArray(list))
                continue;
            list.forEach((ref, i) => {
                if (typeof ref !== 'string' || isRemote(ref))
                    return;
                const path = resolveIn(dir, ref);
                if (path === undefined || path === '' || read.has(path) || dirs.has(path))
                    return;
                out.push({ file: obj.file, line: lineAt(obj, [key, i]), path });
            });
        }
        for (const p of readKustomization(obj).patchFiles)
            if (!read.has(p.file))
                out.push({ file: obj.file, line: p.line, path: p.file });
    }
    return out;
}

/** Why each skip hides a manifest, and what to do; reasons reported elsewhere (parse-error) are absent. */
const WHY = {
    binary: 'has NUL bytes, so it was read as binary and not checked; kubectl, kustomize, Flux and Argo CD would still try to apply it',
    symlink: 'is a symbolic link, which the gate does not follow (it could point outside the repository); kubectl apply -R would apply its target',
    'lfs-pointer': 'is a Git LFS pointer: the manifest that would be applied is not in the repository, so it was not checked',
    'default-exclude': 'is under node_modules/, which the gate leaves out by default; kubectl apply -R would apply it',
};
/** Findings per reason before the rest are counted in one. */
const PER_REASON = 20;
const key = (s) => `${s.reason}\u0000${s.path}`;
/** The skips of the head side the rule reports, in path order. */
const reported = (tree) => tree.snapshot.skipped.filter((s) => WHY[s.reason]);
/** Files a kustomization names that were not read: a failure where the PR makes the reference. */
function unreadReferenceFindings(ctx) {
    const key = (r) => `${r.file}\u0000${r.path}`;
    return findingsAgainstBase(unreadReferences(ctx.base), unreadReferences(ctx.head), key, { fresh: 'unreadReference', old: 'alreadyUnreadReference' }, (r) => ({ path: r.path }));
}
/** Paths named in the notice on files left out by `exclude` before the rest are counted. */
const NAMED = 5;
/**
 * Files the user's `exclude` globs leave out: never silent. One the PR adds or changes is a
 * located warning (the PR may be hiding a manifest); the rest are one notice that names them.
 */
function excludedFiles(ctx) {
    const excluded = (t) => t.snapshot.skipped.filter((s) => s.reason === 'excluded');
    const before = new Set(excluded(ctx.base).map((s) => `${s.path}\u0000${s.content}`));
    const out = [];
    const unchanged = [];
    for (const s of excluded(ctx.head)) {
        if (before.has(`${s.path}\u0000${s.content}`))
            unchanged.push(s.path);
        else if (out.length < PER_REASON)
            out.push({
                severity: 'warn',
                file: s.path,
                line: 1,
                side: 'head',
                messageId: 'excludedChanged',
                data: { path: s.path },
            });
        else
            unchanged.push(s.path);
    }
    if (unchanged.length) {
        const named = unchanged.slice(0, NAMED).join(', ');
        const rest = unchanged.length > NAMED ? ` and ${unchanged.length - NAMED} more` : '';
        out.push({
            severity: 'notice',
            side: 'head',
            messageId: 'excluded',
            data: {
                count: plural(unchanged.length, 'file'),
                were: unchanged.length === 1 ? 'was' : 'were',
                files: `${named}${rest}`,
            },
        });
    }
    return out;
}
const skippedFile = defineRule({
    id: 'input/skipped-file',
    title: 'Manifest not read',
    category: 'input',
    defaultSeverity: 'fail',
    description: 'A file that Kubernetes tools would apply was not read: NUL bytes, a Git LFS pointer, a symbolic link, node_modules/, Helm templates of a chart the PR added, a kustomization resource or patch no include glob matches (`crd.txt`), or an `exclude` glob (a warning where the PR adds or changes the file, else one notice naming them).',
    messages: {
        skipped: '{{path}} {{why}}.',
        alreadySkipped: '{{path}} {{why}}. Already skipped on the base revision.',
        more: '{{count}} more skipped for the same reason: {{why}}.',
        chartAdded: '{{note}}. This PR adds the chart, so these files are no longer checked.',
        excludedChanged: '{{path}} is left out by an `exclude` glob and this PR adds or changes it: the gate did not check it, but kubectl apply -R, kustomize, Flux or Argo CD would still apply it if it is a manifest.',
        excluded: '{{count}} left out by `exclude` {{were}} not checked: {{files}}.',
        unreadReference: 'This kustomization names {{path}}, which the gate did not read (not a .yaml, .yml or .json file matching `paths`, left out by `exclude`, or missing): kustomize, Flux and Argo CD would apply it unjudged.',
        alreadyUnreadReference: 'This kustomization names {{path}}, which the gate did not read. Already so on the base revision.',
    },
    docs: {
        why: 'A skipped file is a file nobody checked. A pull request must not be able to hide a manifest from the gate by making it look binary, turning it into an LFS pointer or a link, putting it under node_modules/, adding a Chart.yaml beside it, or adding it under a path the `exclude` globs leave out: each of those is still applied by kubectl apply -R, kustomize, Flux or Argo CD. Files your `exclude` globs leave out are named in one notice, so a glob that hides more than meant shows.',
        fix: 'Make the file plain UTF-8 YAML in the repository (no NUL bytes, not an LFS pointer, not a link), move it out of node_modules/, or exclude it explicitly with `exclude:` if it is not a manifest.',
    },
    check(ctx) {
        const before = new Set(reported(ctx.base).map(key));
        const out = [];
        const counts = new Map();
        for (const s of reported(ctx.head)) {
            const n = (counts.get(s.reason) ?? 0) + 1;
            counts.set(s.reason, n);
            if (n > PER_REASON)
                continue;
            const old = before.has(key(s));
            out.push({
                severity: old ? 'warn' : undefined,
                file: s.path,
                line: 1,
                side: 'head',
                messageId: old ? 'alreadySkipped' : 'skipped',
                data: { path: s.path, why: WHY[s.reason] },
            });
        }
        for (const [reason, n] of counts)
            if (n > PER_REASON)
                out.push({
                    side: 'head',
                    messageId: 'more',
                    data: { count: plural(n - PER_REASON, 'file'), why: WHY[reason] },
                });
        // A chart the PR adds turns plain folders into templates the gate cannot read: at least a warning.
        const baseFiles = new Set(ctx.base.snapshot.files.map((f) => f.path));
        for (const note of ctx.head.unrendered)
            if (/(^|\/)Chart\.ya?ml$/.test(note.file) && !baseFiles.has(note.file))
                out.push({
                    severity: 'warn',
                    file: note.file,
                    line: 1,
                    side: 'head',
                    messageId: 'chartAdded',
                    data: { note: note.message },
                });
        out.push(...excludedFiles(ctx), ...unreadReferenceFindings(ctx));
        // Every file named here went unchecked, except those the user's own `exclude` leaves out.
        return out.map((f) => ('messageId' in f && f.messageId === 'excluded' ? f : { ...f, unjudged: true }));
    },
});

const inputRules = [parseError, skippedFile, duplicateObject, notRendered];

/** A finding on a Kafka cluster, at its version or metadata-version line (or the object). */
function clusterFinding(c, field, message, severity) {
    const f = field ? c[field] : undefined;
    return {
        severity,
        file: (f?.value !== undefined && f.file) || c.obj.file,
        line: f && f.value !== undefined ? f.line : c.obj.line,
        side: 'head',
        object: c.ref,
        ...(field ? { path: `spec.kafka.${field}` } : {}),
        message: c.evidence ? `${message} (Evidence: ${c.evidence}.)` : message,
    };
}

/**
 * The Strimzi cluster-operator image, `…/strimzi/operator:X.Y.Z` (a `v` prefix allowed), also pinned
 * as `:X.Y.Z@sha256:…` (the tag names the release; the digest only fixes its bytes).
 */
const STRIMZI_OPERATOR_IMAGE = /(?:^|\/)strimzi\/operator:v?(\d+\.\d+\.\d+)(?:@sha256:[0-9a-f]{64})?$/;
const WANTED = {
    CustomResourceDefinition: { group: 'apiextensions.k8s.io', keep: ['metadata', 'status'] },
    Kafka: { group: 'kafka.strimzi.io', keep: ['metadata', 'spec', 'status'] },
    KafkaNodePool: { group: 'kafka.strimzi.io', keep: ['metadata', 'spec', 'status'] },
    KafkaRebalance: { group: 'kafka.strimzi.io', keep: ['metadata', 'status'] },
    // Only the Strimzi cluster operator's Deployment, and only pods of a Strimzi cluster.
    Deployment: {
        group: 'apps',
        keep: ['metadata', 'spec'],
        mustContain: 'strimzi',
        image: STRIMZI_OPERATOR_IMAGE,
    },
    Pod: { group: '', keep: ['metadata'], mustContain: 'strimzi.io/cluster', label: 'strimzi.io/cluster' },
};
/** Fields the cluster manages: dropped from every object, never evidence. */
const CLUSTER_FIELDS = ['managedFields', 'resourceVersion', 'uid', 'selfLink'];
const wantedKind = (kind) => Object.prototype.hasOwnProperty.call(WANTED, kind) ? WANTED[kind] : undefined;
const CUSTOM_KEEP = ['metadata', 'spec'];

/** The operator image pinned by digest alone (or by a tag that is not a release): its version is unknown. */
const OPERATOR_UNVERSIONED = /(?:^|\/)strimzi\/operator(?:[:@][^/]*)?$/;
/** A Deployment's containers, as written (a file's object or a live one). */
function containersOf(deployment) {
    const containers = valueAt$1(deployment, ['spec', 'template', 'spec', 'containers']);
    return Array.isArray(containers) ? containers : [];
}
/** The Strimzi operator containers of a Deployment: their index and the version their image names. */
function operatorContainers(deployment) {
    const out = [];
    containersOf(deployment).forEach((c, index) => {
        const m = STRIMZI_OPERATOR_IMAGE.exec(String(asRecord(c).image ?? ''));
        if (m)
            out.push({ index, version: m[1] });
    });
    return out;
}
/** Strimzi operator containers whose image names no release (`strimzi/operator@sha256:…`, `:latest`). */
function unversionedOperatorContainers(deployment) {
    const out = [];
    containersOf(deployment).forEach((c, index) => {
        const image = String(asRecord(c).image ?? '');
        if (!STRIMZI_OPERATOR_IMAGE.test(image) && OPERATOR_UNVERSIONED.test(image))
            out.push({ index, image });
    });
    return out;
}
/**
 * The namespaces an operator Deployment manages, from `STRIMZI_NAMESPACE`: a list, `*`, or (set from
 * the downward API, or unset) its own namespace; `*` when that is unknown too.
 */
function watchedNamespaces(deployment, namespace) {
    const own = namespace ? [namespace] : '*';
    for (const c of containersOf(deployment)) {
        const env = asRecord(c).env;
        for (const e of Array.isArray(env) ? env.map(asRecord) : []) {
            if (e.name !== 'STRIMZI_NAMESPACE')
                continue;
            if (typeof e.value !== 'string')
                return own;
            if (e.value.trim() === '*')
                return '*';
            const list = e.value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean);
            return list.length ? list : own;
        }
    }
    return own;
}
/** The operator container's `STRIMZI_FEATURE_GATES` value and where it is, when set literally. */
function featureGatesEnv(deployment) {
    for (const { index } of operatorContainers(deployment)) {
        const env = asRecord(containersOf(deployment)[index]).env;
        const list = Array.isArray(env) ? env.map(asRecord) : [];
        const at = list.findIndex((e) => e.name === 'STRIMZI_FEATURE_GATES' && typeof e.value === 'string');
        if (at >= 0)
            return {
                value: list[at].value,
                path: ['spec', 'template', 'spec', 'containers', index, 'env', at, 'value'],
            };
    }
    return undefined;
}

const STRIMZI_RELEASES = [
    { "version": "0.22.0", "defaultKafka": "2.7.0", "supported": [{ "version": "2.5.0", "metadata": null }, { "version": "2.5.1", "metadata": null }, { "version": "2.6.0", "metadata": null }, { "version": "2.6.1", "metadata": null }, { "version": "2.7.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.7.0"], "apiVersions": { "Kafka": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaBridge": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" }, "KafkaConnect": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaConnector": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" }, "KafkaConnectS2I": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaMirrorMaker": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaMirrorMaker2": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" }, "KafkaRebalance": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": null, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta1", "KafkaConnect": "v1beta1", "KafkaConnectS2I": "v1beta1", "KafkaConnector": "v1alpha1", "KafkaMirrorMaker": "v1beta1", "KafkaMirrorMaker2": "v1alpha1", "KafkaBridge": "v1alpha1", "KafkaRebalance": "v1alpha1", "KafkaTopic": "v1beta1", "KafkaUser": "v1beta1" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.22.1", "defaultKafka": "2.7.0", "supported": [{ "version": "2.5.0", "metadata": null }, { "version": "2.5.1", "metadata": null }, { "version": "2.6.0", "metadata": null }, { "version": "2.6.1", "metadata": null }, { "version": "2.7.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.7.0"], "apiVersions": { "Kafka": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaBridge": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" }, "KafkaConnect": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaConnector": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" }, "KafkaConnectS2I": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaMirrorMaker": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaMirrorMaker2": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" }, "KafkaRebalance": { "served": ["v1beta2", "v1alpha1"], "storage": "v1alpha1" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta1" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": null, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta1", "KafkaConnect": "v1beta1", "KafkaConnectS2I": "v1beta1", "KafkaConnector": "v1alpha1", "KafkaMirrorMaker": "v1beta1", "KafkaMirrorMaker2": "v1alpha1", "KafkaBridge": "v1alpha1", "KafkaRebalance": "v1alpha1", "KafkaTopic": "v1beta1", "KafkaUser": "v1beta1" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.23.0", "defaultKafka": "2.8.0", "supported": [{ "version": "2.6.0", "metadata": null }, { "version": "2.6.1", "metadata": null }, { "version": "2.6.2", "metadata": null }, { "version": "2.7.0", "metadata": null }, { "version": "2.8.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnectS2I": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnectS2I": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": true },
    { "version": "0.24.0", "defaultKafka": "2.8.0", "supported": [{ "version": "2.7.0", "metadata": null }, { "version": "2.7.1", "metadata": null }, { "version": "2.8.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnectS2I": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "disabled", "ServiceAccountPatching": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnectS2I": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.25.0", "defaultKafka": "2.8.0", "supported": [{ "version": "2.7.0", "metadata": null }, { "version": "2.7.1", "metadata": null }, { "version": "2.8.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "disabled", "ServiceAccountPatching": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.26.0", "defaultKafka": "3.0.0", "supported": [{ "version": "2.8.0", "metadata": null }, { "version": "2.8.1", "metadata": null }, { "version": "3.0.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "disabled", "ServiceAccountPatching": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.26.1", "defaultKafka": "3.0.0", "supported": [{ "version": "2.8.0", "metadata": null }, { "version": "2.8.1", "metadata": null }, { "version": "3.0.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "disabled", "ServiceAccountPatching": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.27.0", "defaultKafka": "3.0.0", "supported": [{ "version": "2.8.0", "metadata": null }, { "version": "2.8.1", "metadata": null }, { "version": "3.0.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "enabled", "ServiceAccountPatching": "enabled", "UseStrimziPodSets": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.27.1", "defaultKafka": "3.0.0", "supported": [{ "version": "2.8.0", "metadata": null }, { "version": "2.8.1", "metadata": null }, { "version": "3.0.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "enabled", "ServiceAccountPatching": "enabled", "UseStrimziPodSets": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.28.0", "defaultKafka": "3.1.0", "supported": [{ "version": "3.0.0", "metadata": null }, { "version": "3.1.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.1.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "enabled", "ServiceAccountPatching": "enabled", "UseStrimziPodSets": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-applicable", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.29.0", "defaultKafka": "3.2.0", "supported": [{ "version": "3.0.0", "metadata": null }, { "version": "3.0.1", "metadata": null }, { "version": "3.1.0", "metadata": null }, { "version": "3.1.1", "metadata": null }, { "version": "3.2.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.2.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "enabled", "ServiceAccountPatching": "enabled", "UseStrimziPodSets": "disabled", "UseKRaft": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.30.0", "defaultKafka": "3.2.0", "supported": [{ "version": "3.1.0", "metadata": null }, { "version": "3.1.1", "metadata": null }, { "version": "3.2.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.2.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "enabled", "UseStrimziPodSets": "enabled", "UseKRaft": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.31.0", "defaultKafka": "3.2.1", "supported": [{ "version": "3.1.0", "metadata": null }, { "version": "3.1.1", "metadata": null }, { "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.2.0", "3.2.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "enabled", "UseStrimziPodSets": "enabled", "UseKRaft": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.31.1", "defaultKafka": "3.2.3", "supported": [{ "version": "3.1.0", "metadata": null }, { "version": "3.1.1", "metadata": null }, { "version": "3.1.2", "metadata": null }, { "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ControlPlaneListener": "enabled", "UseStrimziPodSets": "enabled", "UseKRaft": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "operation-only", "crdUpdateRequired": false },
    { "version": "0.32.0", "defaultKafka": "3.3.1", "supported": [{ "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }, { "version": "3.3.1", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseStrimziPodSets": "enabled", "UseKRaft": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.33.0", "defaultKafka": "3.3.2", "supported": [{ "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }, { "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseStrimziPodSets": "enabled", "UseKRaft": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.33.1", "defaultKafka": "3.3.2", "supported": [{ "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }, { "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseStrimziPodSets": "enabled", "UseKRaft": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.33.2", "defaultKafka": "3.4.0", "supported": [{ "version": "3.2.0", "metadata": null }, { "version": "3.2.1", "metadata": null }, { "version": "3.2.3", "metadata": null }, { "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }, { "version": "3.4.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseStrimziPodSets": "enabled", "UseKRaft": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.34.0", "defaultKafka": "3.4.0", "supported": [{ "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }, { "version": "3.4.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseStrimziPodSets": "enabled", "UseKRaft": "disabled", "StableConnectIdentities": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.35.0", "defaultKafka": "3.4.0", "supported": [{ "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }, { "version": "3.4.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseKRaft": "disabled", "StableConnectIdentities": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.35.1", "defaultKafka": "3.4.0", "supported": [{ "version": "3.3.1", "metadata": null }, { "version": "3.3.2", "metadata": null }, { "version": "3.4.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseKRaft": "disabled", "StableConnectIdentities": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "not-applicable", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.36.0", "defaultKafka": "3.5.0", "supported": [{ "version": "3.4.0", "metadata": null }, { "version": "3.4.1", "metadata": null }, { "version": "3.5.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseKRaft": "disabled", "StableConnectIdentities": "disabled", "KafkaNodePools": "disabled", "UnidirectionalTopicOperator": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "opt-in-with-feature-gate", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.36.1", "defaultKafka": "3.5.1", "supported": [{ "version": "3.4.0", "metadata": null }, { "version": "3.4.1", "metadata": null }, { "version": "3.5.0", "metadata": null }, { "version": "3.5.1", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseKRaft": "disabled", "StableConnectIdentities": "disabled", "KafkaNodePools": "disabled", "UnidirectionalTopicOperator": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "opt-in-with-feature-gate", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.37.0", "defaultKafka": "3.5.1", "supported": [{ "version": "3.4.0", "metadata": null }, { "version": "3.4.1", "metadata": null }, { "version": "3.5.0", "metadata": null }, { "version": "3.5.1", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": false, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseKRaft": "disabled", "StableConnectIdentities": "enabled", "KafkaNodePools": "disabled", "UnidirectionalTopicOperator": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "not-used", "nodePoolsAnnotation": "opt-in-with-feature-gate", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.38.0", "defaultKafka": "3.6.0", "supported": [{ "version": "3.5.0", "metadata": null }, { "version": "3.5.1", "metadata": null }, { "version": "3.6.0", "metadata": null }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.6.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseKRaft": "disabled", "StableConnectIdentities": "enabled", "KafkaNodePools": "disabled", "UnidirectionalTopicOperator": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-with-feature-gate", "nodePoolsAnnotation": "opt-in-with-feature-gate", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.39.0", "defaultKafka": "3.6.1", "supported": [{ "version": "3.5.0", "metadata": "3.5" }, { "version": "3.5.1", "metadata": "3.5" }, { "version": "3.5.2", "metadata": "3.5" }, { "version": "3.6.0", "metadata": "3.6" }, { "version": "3.6.1", "metadata": "3.6" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseKRaft": "disabled", "KafkaNodePools": "enabled", "UnidirectionalTopicOperator": "enabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-with-feature-gate", "nodePoolsAnnotation": "opt-in-with-feature-gate", "specZookeeper": "required-by-crd", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.40.0", "defaultKafka": "3.7.0", "supported": [{ "version": "3.6.0", "metadata": "3.6" }, { "version": "3.6.1", "metadata": "3.6" }, { "version": "3.7.0", "metadata": "3.7" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.7.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseKRaft": "enabled", "KafkaNodePools": "enabled", "UnidirectionalTopicOperator": "enabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-annotation", "nodePoolsAnnotation": "opt-in-with-feature-gate", "specZookeeper": "optional", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.41.0", "defaultKafka": "3.7.0", "supported": [{ "version": "3.6.0", "metadata": "3.6" }, { "version": "3.6.1", "metadata": "3.6" }, { "version": "3.6.2", "metadata": "3.6" }, { "version": "3.7.0", "metadata": "3.7" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "UseKRaft": "enabled", "ContinueReconciliationOnManualRollingUpdateFailure": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-annotation", "nodePoolsAnnotation": "opt-in-annotation", "specZookeeper": "optional", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.42.0", "defaultKafka": "3.7.1", "supported": [{ "version": "3.6.0", "metadata": "3.6" }, { "version": "3.6.1", "metadata": "3.6" }, { "version": "3.6.2", "metadata": "3.6" }, { "version": "3.7.0", "metadata": "3.7" }, { "version": "3.7.1", "metadata": "3.7" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ContinueReconciliationOnManualRollingUpdateFailure": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-annotation", "nodePoolsAnnotation": "opt-in-annotation", "specZookeeper": "optional", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.43.0", "defaultKafka": "3.8.0", "supported": [{ "version": "3.7.0", "metadata": "3.7" }, { "version": "3.7.1", "metadata": "3.7" }, { "version": "3.8.0", "metadata": "3.8" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ContinueReconciliationOnManualRollingUpdateFailure": "disabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-annotation", "nodePoolsAnnotation": "opt-in-annotation", "specZookeeper": "optional", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.44.0", "defaultKafka": "3.8.0", "supported": [{ "version": "3.7.0", "metadata": "3.7" }, { "version": "3.7.1", "metadata": "3.7" }, { "version": "3.8.0", "metadata": "3.8" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ContinueReconciliationOnManualRollingUpdateFailure": "enabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-annotation", "nodePoolsAnnotation": "opt-in-annotation", "specZookeeper": "optional", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.45.0", "defaultKafka": "3.9.0", "supported": [{ "version": "3.8.0", "metadata": "3.8" }, { "version": "3.8.1", "metadata": "3.8" }, { "version": "3.9.0", "metadata": "3.9" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ContinueReconciliationOnManualRollingUpdateFailure": "enabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-annotation", "nodePoolsAnnotation": "opt-in-annotation", "specZookeeper": "optional", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.45.1", "defaultKafka": "3.9.1", "supported": [{ "version": "3.8.0", "metadata": "3.8" }, { "version": "3.8.1", "metadata": "3.8" }, { "version": "3.9.0", "metadata": "3.9" }, { "version": "3.9.1", "metadata": "3.9" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ContinueReconciliationOnManualRollingUpdateFailure": "enabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-annotation", "nodePoolsAnnotation": "opt-in-annotation", "specZookeeper": "optional", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.45.2", "defaultKafka": "3.9.2", "supported": [{ "version": "3.8.0", "metadata": "3.8" }, { "version": "3.8.1", "metadata": "3.8" }, { "version": "3.9.0", "metadata": "3.9" }, { "version": "3.9.1", "metadata": "3.9" }, { "version": "3.9.2", "metadata": "3.9" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "3.9.2"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": true, "kraftRequiresAnnotations": true, "nodePoolsRequired": false, "upgradeFromUnknownKafka": false, "featureGates": { "ContinueReconciliationOnManualRollingUpdateFailure": "enabled" }, "downgradeFromUnknownKafka": false, "kraftAnnotation": "opt-in-annotation", "nodePoolsAnnotation": "opt-in-annotation", "specZookeeper": "optional", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.46.0", "defaultKafka": "4.0.0", "supported": [{ "version": "3.9.0", "metadata": "3.9" }, { "version": "4.0.0", "metadata": "4.0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "4.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": true, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false, "featureGates": { "DummyFeatureGate": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "required", "nodePoolsAnnotation": "required", "specZookeeper": "ignored-deprecated", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.46.1", "defaultKafka": "4.0.0", "supported": [{ "version": "3.9.0", "metadata": "3.9" }, { "version": "4.0.0", "metadata": "4.0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "4.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": true, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false, "featureGates": { "DummyFeatureGate": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "required", "nodePoolsAnnotation": "required", "specZookeeper": "ignored-deprecated", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.47.0", "defaultKafka": "4.0.0", "supported": [{ "version": "3.9.0", "metadata": "3.9" }, { "version": "3.9.1", "metadata": "3.9" }, { "version": "4.0.0", "metadata": "4.0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": true, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false, "featureGates": { "DummyFeatureGate": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "required", "nodePoolsAnnotation": "required", "specZookeeper": "ignored-deprecated", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.48.0", "defaultKafka": "4.1.0", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.1.0"], "apiVersions": { "Kafka": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false, "featureGates": { "ServerSideApplyPhase1": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "ignored-deprecated", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1beta2", "KafkaUser": "v1beta2" }, "kafkaUserOperation": "deprecated-both-accepted", "crdUpdateRequired": false },
    { "version": "0.49.0", "defaultKafka": "4.1.1", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.0.1", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false, "featureGates": { "ServerSideApplyPhase1": "disabled", "UseConnectBuildWithBuildah": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "ignored-v1beta2-only", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1", "KafkaUser": "v1" }, "kafkaUserOperation": "v1beta2-only-not-seen-by-UO", "crdUpdateRequired": true },
    { "version": "0.49.1", "defaultKafka": "4.1.1", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.0.1", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false, "featureGates": { "ServerSideApplyPhase1": "disabled", "UseConnectBuildWithBuildah": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "ignored-v1beta2-only", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1", "KafkaUser": "v1" }, "kafkaUserOperation": "v1beta2-only-not-seen-by-UO", "crdUpdateRequired": false },
    { "version": "0.50.0", "defaultKafka": "4.1.1", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.0.1", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false, "featureGates": { "ServerSideApplyPhase1": "disabled", "UseConnectBuildWithBuildah": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "ignored-v1beta2-only", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1", "KafkaUser": "v1" }, "kafkaUserOperation": "v1beta2-only-not-seen-by-UO", "crdUpdateRequired": false },
    { "version": "0.50.1", "defaultKafka": "4.1.1", "supported": [{ "version": "4.0.0", "metadata": "4.0" }, { "version": "4.0.1", "metadata": "4.0" }, { "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false, "featureGates": { "ServerSideApplyPhase1": "disabled", "UseConnectBuildWithBuildah": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "ignored-v1beta2-only", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1", "KafkaUser": "v1" }, "kafkaUserOperation": "v1beta2-only-not-seen-by-UO", "crdUpdateRequired": false },
    { "version": "0.51.0", "defaultKafka": "4.2.0", "supported": [{ "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }, { "version": "4.2.0", "metadata": "4.2" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.2.0"], "apiVersions": { "Kafka": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaBridge": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnect": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaConnector": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaMirrorMaker2": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaNodePool": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaRebalance": { "served": ["v1", "v1beta2"], "storage": "v1beta2" }, "KafkaTopic": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "KafkaUser": { "served": ["v1", "v1beta2", "v1beta1", "v1alpha1"], "storage": "v1beta2" }, "StrimziPodSet": { "served": ["v1", "v1beta2"], "storage": "v1beta2" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": false, "featureGates": { "ServerSideApplyPhase1": "enabled", "UseConnectBuildWithBuildah": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "ignored-v1beta2-only", "operatorReads": { "Kafka": "v1beta2", "KafkaConnect": "v1beta2", "KafkaConnector": "v1beta2", "KafkaMirrorMaker2": "v1beta2", "KafkaBridge": "v1beta2", "KafkaRebalance": "v1beta2", "KafkaNodePool": "v1beta2", "StrimziPodSet": "v1beta2", "KafkaTopic": "v1", "KafkaUser": "v1" }, "kafkaUserOperation": "v1beta2-only-not-seen-by-UO", "crdUpdateRequired": false },
    { "version": "1.0.0", "defaultKafka": "4.2.0", "supported": [{ "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }, { "version": "4.1.2", "metadata": "4.1" }, { "version": "4.2.0", "metadata": "4.2" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.1.2", "4.2.0"], "apiVersions": { "Kafka": { "served": ["v1"], "storage": "v1" }, "KafkaBridge": { "served": ["v1"], "storage": "v1" }, "KafkaConnect": { "served": ["v1"], "storage": "v1" }, "KafkaConnector": { "served": ["v1"], "storage": "v1" }, "KafkaMirrorMaker2": { "served": ["v1"], "storage": "v1" }, "KafkaNodePool": { "served": ["v1"], "storage": "v1" }, "KafkaRebalance": { "served": ["v1"], "storage": "v1" }, "KafkaTopic": { "served": ["v1"], "storage": "v1" }, "KafkaUser": { "served": ["v1"], "storage": "v1" }, "StrimziPodSet": { "served": ["v1"], "storage": "v1" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": true, "featureGates": { "ServerSideApplyPhase1": "enabled", "UseConnectBuildWithBuildah": "enabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "absent-from-crd", "operatorReads": { "Kafka": "v1", "KafkaConnect": "v1", "KafkaConnector": "v1", "KafkaMirrorMaker2": "v1", "KafkaBridge": "v1", "KafkaRebalance": "v1", "KafkaNodePool": "v1", "StrimziPodSet": "v1", "KafkaTopic": "v1", "KafkaUser": "v1" }, "kafkaUserOperation": "removed", "crdUpdateRequired": true },
    { "version": "1.0.1", "defaultKafka": "4.2.0", "supported": [{ "version": "4.1.0", "metadata": "4.1" }, { "version": "4.1.1", "metadata": "4.1" }, { "version": "4.1.2", "metadata": "4.1" }, { "version": "4.2.0", "metadata": "4.2" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.1.2", "4.2.0"], "apiVersions": { "Kafka": { "served": ["v1"], "storage": "v1" }, "KafkaBridge": { "served": ["v1"], "storage": "v1" }, "KafkaConnect": { "served": ["v1"], "storage": "v1" }, "KafkaConnector": { "served": ["v1"], "storage": "v1" }, "KafkaMirrorMaker2": { "served": ["v1"], "storage": "v1" }, "KafkaNodePool": { "served": ["v1"], "storage": "v1" }, "KafkaRebalance": { "served": ["v1"], "storage": "v1" }, "KafkaTopic": { "served": ["v1"], "storage": "v1" }, "KafkaUser": { "served": ["v1"], "storage": "v1" }, "StrimziPodSet": { "served": ["v1"], "storage": "v1" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": true, "featureGates": { "ServerSideApplyPhase1": "enabled", "UseConnectBuildWithBuildah": "enabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "absent-from-crd", "operatorReads": { "Kafka": "v1", "KafkaConnect": "v1", "KafkaConnector": "v1", "KafkaMirrorMaker2": "v1", "KafkaBridge": "v1", "KafkaRebalance": "v1", "KafkaNodePool": "v1", "StrimziPodSet": "v1", "KafkaTopic": "v1", "KafkaUser": "v1" }, "kafkaUserOperation": "removed", "crdUpdateRequired": false },
    { "version": "1.1.0", "defaultKafka": "4.3.0", "supported": [{ "version": "4.2.0", "metadata": "4.2-IV1" }, { "version": "4.2.1", "metadata": "4.2-IV1" }, { "version": "4.3.0", "metadata": "4.3-IV0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.1.2", "4.2.0", "4.2.1", "4.3.0"], "apiVersions": { "Kafka": { "served": ["v1"], "storage": "v1" }, "KafkaBridge": { "served": ["v1"], "storage": "v1" }, "KafkaConnect": { "served": ["v1"], "storage": "v1" }, "KafkaConnector": { "served": ["v1"], "storage": "v1" }, "KafkaMirrorMaker2": { "served": ["v1"], "storage": "v1" }, "KafkaNodePool": { "served": ["v1"], "storage": "v1" }, "KafkaRebalance": { "served": ["v1"], "storage": "v1" }, "KafkaTopic": { "served": ["v1"], "storage": "v1" }, "KafkaUser": { "served": ["v1"], "storage": "v1" }, "StrimziPodSet": { "served": ["v1"], "storage": "v1" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": true, "featureGates": { "ServerSideApplyPhase1": "enabled", "UseConnectBuildWithBuildah": "enabled", "UseBackgroundPodDeletion": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "absent-from-crd", "operatorReads": { "Kafka": "v1", "KafkaConnect": "v1", "KafkaConnector": "v1", "KafkaMirrorMaker2": "v1", "KafkaBridge": "v1", "KafkaRebalance": "v1", "KafkaNodePool": "v1", "StrimziPodSet": "v1", "KafkaTopic": "v1", "KafkaUser": "v1" }, "kafkaUserOperation": "removed", "crdUpdateRequired": false },
    { "version": "1.2.0", "defaultKafka": "4.3.1", "supported": [{ "version": "4.2.0", "metadata": "4.2-IV1" }, { "version": "4.2.1", "metadata": "4.2-IV1" }, { "version": "4.3.0", "metadata": "4.3-IV0" }, { "version": "4.3.1", "metadata": "4.3-IV0" }], "known": ["2.1.0", "2.1.1", "2.2.0", "2.2.1", "2.3.0", "2.3.1", "2.4.0", "2.4.1", "2.5.0", "2.5.1", "2.6.0", "2.6.1", "2.6.2", "2.7.0", "2.7.1", "2.8.0", "2.8.1", "3.0.0", "3.0.1", "3.1.0", "3.1.1", "3.1.2", "3.2.0", "3.2.1", "3.2.3", "3.3.1", "3.3.2", "3.4.0", "3.4.1", "3.5.0", "3.5.1", "3.5.2", "3.6.0", "3.6.1", "3.6.2", "3.7.0", "3.7.1", "3.8.0", "3.8.1", "3.9.0", "3.9.1", "4.0.0", "4.0.1", "4.1.0", "4.1.1", "4.1.2", "4.2.0", "4.2.1", "4.3.0", "4.3.1"], "apiVersions": { "Kafka": { "served": ["v1"], "storage": "v1" }, "KafkaBridge": { "served": ["v1"], "storage": "v1" }, "KafkaConnect": { "served": ["v1"], "storage": "v1" }, "KafkaConnector": { "served": ["v1"], "storage": "v1" }, "KafkaMirrorMaker2": { "served": ["v1"], "storage": "v1" }, "KafkaNodePool": { "served": ["v1"], "storage": "v1" }, "KafkaRebalance": { "served": ["v1"], "storage": "v1" }, "KafkaTopic": { "served": ["v1"], "storage": "v1" }, "KafkaUser": { "served": ["v1"], "storage": "v1" }, "StrimziPodSet": { "served": ["v1"], "storage": "v1" } }, "zookeeper": false, "kraftRequiresAnnotations": false, "nodePoolsRequired": true, "upgradeFromUnknownKafka": true, "featureGates": { "UseConnectBuildWithBuildah": "enabled", "UseBackgroundPodDeletion": "disabled" }, "downgradeFromUnknownKafka": true, "kraftAnnotation": "ignored", "nodePoolsAnnotation": "ignored", "specZookeeper": "absent-from-crd", "operatorReads": { "Kafka": "v1", "KafkaConnect": "v1", "KafkaConnector": "v1", "KafkaMirrorMaker2": "v1", "KafkaBridge": "v1", "KafkaRebalance": "v1", "KafkaNodePool": "v1", "StrimziPodSet": "v1", "KafkaTopic": "v1", "KafkaUser": "v1" }, "kafkaUserOperation": "removed", "crdUpdateRequired": false },
];
const KAFKA_METADATA_VERSIONS = [
    { "version": "3.0-IV1", "level": 1, "changed": true },
    { "version": "3.1-IV0", "level": 2, "changed": false },
    { "version": "3.2-IV0", "level": 3, "changed": true },
    { "version": "3.3-IV0", "level": 4, "changed": false },
    { "version": "3.3-IV1", "level": 5, "changed": true },
    { "version": "3.3-IV2", "level": 6, "changed": true },
    { "version": "3.3-IV3", "level": 7, "changed": true },
    { "version": "3.4-IV0", "level": 8, "changed": true },
    { "version": "3.5-IV0", "level": 9, "changed": false },
    { "version": "3.5-IV1", "level": 10, "changed": false },
    { "version": "3.5-IV2", "level": 11, "changed": true },
    { "version": "3.6-IV0", "level": 12, "changed": false },
    { "version": "3.6-IV1", "level": 13, "changed": true },
    { "version": "3.6-IV2", "level": 14, "changed": true },
    { "version": "3.7-IV0", "level": 15, "changed": true },
    { "version": "3.7-IV1", "level": 16, "changed": false },
    { "version": "3.7-IV2", "level": 17, "changed": true },
    { "version": "3.7-IV3", "level": 18, "changed": false },
    { "version": "3.7-IV4", "level": 19, "changed": false },
    { "version": "3.8-IV0", "level": 20, "changed": false },
    { "version": "3.9-IV0", "level": 21, "changed": false },
    { "version": "4.0-IV0", "level": 22, "changed": false },
    { "version": "4.0-IV1", "level": 23, "changed": true },
    { "version": "4.0-IV2", "level": 24, "changed": false },
    { "version": "4.0-IV3", "level": 25, "changed": false },
    { "version": "4.1-IV0", "level": 26, "changed": false },
    { "version": "4.1-IV1", "level": 27, "changed": false },
    { "version": "4.2-IV0", "level": 28, "changed": false },
    { "version": "4.2-IV1", "level": 29, "changed": false },
    { "version": "4.3-IV0", "level": 30, "changed": true },
];
/** Every feature gate STRIMZI_FEATURE_GATES ever knew: the first release with it and the first without. */
const FEATURE_GATES = [
    { "name": "ContinueReconciliationOnManualRollingUpdateFailure", "introduced": "0.41.0", "removed": "0.46.0" },
    { "name": "ControlPlaneListener", "introduced": "0.23.0", "removed": "0.32.0" },
    { "name": "DummyFeatureGate", "introduced": "0.46.0", "removed": "0.48.0" },
    { "name": "KafkaNodePools", "introduced": "0.36.0", "removed": "0.41.0" },
    { "name": "ServerSideApplyPhase1", "introduced": "0.48.0", "removed": "1.2.0" },
    { "name": "ServiceAccountPatching", "introduced": "0.24.0", "removed": "0.30.0" },
    { "name": "StableConnectIdentities", "introduced": "0.34.0", "removed": "0.39.0" },
    { "name": "UnidirectionalTopicOperator", "introduced": "0.36.0", "removed": "0.41.0" },
    { "name": "UseBackgroundPodDeletion", "introduced": "1.1.0", "removed": null },
    { "name": "UseConnectBuildWithBuildah", "introduced": "0.49.0", "removed": null },
    { "name": "UseKRaft", "introduced": "0.29.0", "removed": "0.42.0" },
    { "name": "UseStrimziPodSets", "introduced": "0.27.0", "removed": "0.35.0" },
];

/** Compares dotted numeric versions (`0.45.0` < `0.46.0`, `3.9` < `3.10`). */
function compareDotted(a, b) {
    const pa = a.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
    const pb = b.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
        const d = (pa[i] ?? 0) - (pb[i] ?? 0);
        if (d)
            return d < 0 ? -1 : 1;
    }
    return 0;
}
const isSupported = (r, kafka) => r.supported.some((s) => s.version === kafka);

/** What the Strimzi pack reads from `--cluster-state`: Kafka clusters, their pods, operators, rebalances. */
const KAFKA_VERSION_ANNOTATION = 'strimzi.io/kafka-version';
const RECONCILED_ANNOTATION = 'strimzi.io/reconciled';
const RECONCILING_ANNOTATION = 'strimzi.io/reconciling';
/** `0.45.0` (or `v0.45.0`) → `0.45.0`; anything else is not a version. */
const version = (v) => /^v?(\d+\.\d+\.\d+)$/.exec(str$4(v)?.trim() ?? '')?.[1];
/** `0.45.0`, `operator=0.45.0,kafka=3.9.0` or `{"operator":"0.45.0","kafka":"3.9.0"}`. */
function parseReconcileMark(raw) {
    let fields = {};
    try {
        const j = JSON.parse(raw);
        if (isRecord(j))
            fields = j;
    }
    catch {
        for (const part of raw.split(/[,;\s]+/)) {
            const [k, v] = part.split(/[=:]/, 2);
            if (k && v)
                fields[k.trim()] = v.trim();
        }
    }
    const operator = version(fields.operator ?? fields.operatorVersion) ?? version(raw);
    const kafka = version(fields.kafka ?? fields.kafkaVersion);
    return { raw, ...(operator ? { operator } : {}), ...(kafka ? { kafka } : {}) };
}
function isKafkaPod(pod, cluster) {
    const l = labels(pod);
    if (l['strimzi.io/cluster'] !== cluster)
        return false;
    return (l['strimzi.io/component-type'] === 'kafka' ||
        l['strimzi.io/name'] === `${cluster}-kafka` ||
        (l['strimzi.io/kind'] === 'Kafka' && typeof l['strimzi.io/pool-name'] === 'string'));
}
function conditionsOf(status) {
    const list = Array.isArray(status.conditions) ? status.conditions : [];
    return list.filter(isRecord).map((c) => ({
        type: String(c.type ?? ''),
        ...(str$4(c.status) !== undefined ? { status: str$4(c.status) } : {}),
        ...(str$4(c.reason) !== undefined ? { reason: str$4(c.reason) } : {}),
        ...(str$4(c.message) !== undefined ? { message: str$4(c.message) } : {}),
    }));
}
/** Evidence for the Kafka cluster with this identity, when the state has it. */
function liveKafka(state, namespace, name) {
    const k = liveMatch(state, 'Kafka', 'kafka.strimzi.io', namespace, name);
    if (!k)
        return undefined;
    const kafka = asRecord(asRecord(k.value.spec).kafka);
    const status = asRecord(k.value.status);
    const pods = ofKind(state, 'Pod')
        .filter((p) => p.namespace === k.namespace && isKafkaPod(p, k.name))
        .map((p) => ({ name: p.name, version: str$4(annotations$1(p)[KAFKA_VERSION_ANNOTATION]) }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const versions = pods.map((p) => p.version).filter((v) => v !== undefined);
    const running = versions.sort(compareDotted)[versions.length - 1];
    const a = annotations$1(k);
    const mark = (key) => (typeof a[key] === 'string' ? parseReconcileMark(a[key]) : undefined);
    const reconciled = mark(RECONCILED_ANNOTATION);
    const reconciling = mark(RECONCILING_ANNOTATION);
    const opt = (key, v) => (v === undefined ? {} : { [key]: v });
    return {
        ref: `Kafka/${k.namespace ? `${k.namespace}/` : ''}${k.name}`,
        namespace: k.namespace,
        name: k.name,
        ...opt('specVersion', str$4(kafka.version)),
        ...opt('specMetadata', str$4(kafka.metadataVersion)),
        ...opt('statusKafkaVersion', str$4(status.kafkaVersion)),
        ...opt('statusMetadataVersion', str$4(status.kafkaMetadataVersion)),
        ...opt('statusMetadataState', str$4(status.kafkaMetadataState)),
        ...opt('operatorLastSuccessfulVersion', str$4(status.operatorLastSuccessfulVersion)),
        conditions: conditionsOf(status),
        pods,
        ...opt('running', running),
        ...(reconciled ? { reconciled } : {}),
        ...(reconciling ? { reconciling } : {}),
    };
}
/** Versions of the live Strimzi cluster-operator Deployments, with the namespaces they watch. */
function liveOperators(state) {
    return ofKind(state, 'Deployment').flatMap((d) => operatorContainers(d.value).map((c) => ({
        ref: `Deployment/${d.namespace}/${d.name}`,
        version: c.version,
        watches: watchedNamespaces(d.value, d.namespace),
    })));
}
/** The live operator version managing a namespace, when exactly one does. */
function liveOperatorVersion(state, namespace) {
    const all = liveOperators(state);
    const watching = all.filter((o) => o.watches === '*' || o.watches.includes(namespace));
    const versions = [...new Set((watching.length ? watching : all).map((o) => o.version))];
    return versions.length === 1 ? versions[0] : undefined;
}
/** KafkaRebalances of a cluster and the state their Ready-like condition says they are in. */
function liveRebalances(state, namespace, cluster) {
    return ofKind(state, 'KafkaRebalance')
        .filter((r) => r.group === 'kafka.strimzi.io' &&
        r.namespace === namespace &&
        labels(r)['strimzi.io/cluster'] === cluster)
        .map((r) => {
        const current = conditionsOf(asRecord(r.value.status)).find((c) => c.status === 'True');
        return { ref: `KafkaRebalance/${r.namespace}/${r.name}`, ...(current ? { state: current.type } : {}) };
    });
}

/** `4.1-IV1` → its table entry; `4.1` → the highest IV of 4.1 (as Kafka resolves it). */
function resolveMetadata(v) {
    if (/-IV\d+$/.test(v))
        return KAFKA_METADATA_VERSIONS.find((m) => m.version === v);
    const of = KAFKA_METADATA_VERSIONS.filter((m) => m.version.startsWith(`${v}-IV`));
    return of[of.length - 1];
}
/** The release part of a metadata version (`4.1-IV1` → `4.1`), which Strimzi compares. */
const releaseOf = (v) => v.replace(/-IV\d+$/, '');
/** Compares metadata versions ignoring `-IVn`, as Strimzi does. */
const compareMetadata = (a, b) => compareDotted(releaseOf(a), releaseOf(b));
/** Levels in (low, high] that changed the metadata format: crossing them cannot be undone. */
function formatChangesBetween(low, high) {
    return KAFKA_METADATA_VERSIONS.filter((m) => m.level > low.level && m.level <= high.level && m.changed);
}

const CHART = 'strimzi-kafka-operator';
const RELEASE_URL = /strimzi-kafka-operator\/releases\/download\/v?(\d+\.\d+\.\d+)\//;
/** An exact release (`0.45.0`, `v0.45.0`, `=0.45.0`, `0.45.0@sha256:…`): the tag counts, not the digest. */
const EXACT = /^[=v]?(\d+\.\d+\.\d+)(?:@sha256:[0-9a-f]{64})?$/;
const exact = (v) => (typeof v === 'string' ? EXACT.exec(v.trim())?.[1] : undefined);
/** Where the gate looks for the operator version (said when it finds none). */
const OPERATOR_PLACES = 'the cluster-operator Deployment image, kustomize images:/helmCharts:/release URLs, Flux HelmRelease (chart or chartRef OCIRepository), Argo CD Application sources, OLM Subscription/ClusterServiceVersion, Chart.yaml dependencies';
/** The OLM package Strimzi publishes (proc-upgrade-cluster-operator-olm-no-upgrade-path.adoc@1.2.0:76). */
const OLM_PACKAGE = 'strimzi-kafka-operator';
/** Its ClusterServiceVersions are named `strimzi-cluster-operator.v0.45.0`. */
const CSV_NAME = /^strimzi-cluster-operator\.v?(\d+\.\d+\.\d+)$/;
/** Records a version found at `path` of `obj`, or says why the value written there names no release. */
function record(acc, obj, via, path, written, what) {
    const version = exact(written);
    const line = lineOf(obj, path);
    if (version) {
        const deployment = via === 'deployment';
        acc.out.push({
            version,
            via,
            file: obj.file,
            line,
            ref: objectRef(obj),
            watches: deployment ? watchedNamespaces(obj.value, acc.nsOf(obj)) : '*',
            ...(deployment ? { obj } : {}),
        });
        return;
    }
    const why = written === undefined || written === ''
        ? `${what} has no version (the newest release at sync time)`
        : `${what} is ${JSON.stringify(written)}, not one release`;
    acc.unresolved.push({ file: obj.file, line, ref: objectRef(obj), why });
}
function fromDeployment(acc, obj) {
    for (const c of operatorContainers(obj.value))
        record(acc, obj, 'deployment', ['spec', 'template', 'spec', 'containers', c.index, 'image'], c.version, '');
    for (const c of unversionedOperatorContainers(obj.value))
        acc.unresolved.push({
            file: obj.file,
            line: lineOf(obj, ['spec', 'template', 'spec', 'containers', c.index, 'image']),
            ref: objectRef(obj),
            why: `the operator image ${c.image} names no release (a digest alone does not say which)`,
        });
}
function fromKustomization$1(acc, obj) {
    const list = (k) => (Array.isArray(obj.value[k]) ? obj.value[k] : []);
    list('images').forEach((im, i) => {
        const r = asRecord(im);
        if (!/strimzi\/operator$/.test(String(r.name ?? '')))
            return;
        if (r.newTag === undefined && r.digest !== undefined)
            acc.unresolved.push({
                file: obj.file,
                line: lineOf(obj, ['images', i, 'digest']),
                ref: objectRef(obj),
                why: 'the operator image is pinned by digest alone, which names no release',
            });
        else if (r.newTag !== undefined)
            record(acc, obj, 'kustomize', ['images', i, 'newTag'], r.newTag, 'images[].newTag');
    });
    list('resources').forEach((r, i) => {
        const v = RELEASE_URL.exec(String(r))?.[1];
        if (v)
            record(acc, obj, 'kustomize', ['resources', i], v, '');
    });
    list('helmCharts').forEach((c, i) => {
        if (asRecord(c).name === CHART)
            record(acc, obj, 'kustomize', ['helmCharts', i, 'version'], asRecord(c).version, 'helmCharts[].version');
    });
}
/** A Flux HelmRelease: `spec.chart.spec` of the chart, or `spec.chartRef` to an OCIRepository of it. */
function fromHelmRelease$1(acc, obj, tree) {
    const spec = asRecord(obj.value.spec);
    const chart = asRecord(asRecord(spec.chart).spec);
    if (chart.chart === CHART) {
        record(acc, obj, 'helmrelease', ['spec', 'chart', 'spec', 'version'], chart.version, 'spec.chart.spec.version');
        return;
    }
    const ref = asRecord(spec.chartRef);
    if (ref.kind !== 'OCIRepository')
        return;
    const ns = typeof ref.namespace === 'string' ? ref.namespace : obj.namespace;
    const repo = tree.objects.find((o) => o.kind === 'OCIRepository' &&
        o.group === 'source.toolkit.fluxcd.io' &&
        o.name === ref.name &&
        o.namespace === ns &&
        String(asRecord(o.value.spec).url ?? '').endsWith(`/${CHART}`));
    if (!repo)
        return;
    // Flux picks the digest first, then semver, then tag; a digest beside a tag: the tag names the release.
    const r = asRecord(asRecord(repo.value.spec).ref);
    if (r.semver !== undefined)
        record(acc, repo, 'helmrelease', ['spec', 'ref', 'semver'], r.semver, 'ref.semver');
    else if (r.tag !== undefined)
        record(acc, repo, 'helmrelease', ['spec', 'ref', 'tag'], r.tag, 'ref.tag');
    else
        record(acc, repo, 'helmrelease', ['spec', 'ref'], undefined, 'ref (digest only or empty)');
}
/** An Argo CD Application: every Helm source of the chart (`chart:`, or an OCI `repoURL` ending in it). */
function fromApplication$1(acc, obj) {
    const spec = asRecord(obj.value.spec);
    const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])];
    sources.forEach((s, i) => {
        const src = asRecord(s);
        const oci = /^oci:\/\//.test(String(src.repoURL ?? '')) && String(src.repoURL).endsWith(`/${CHART}`);
        if (src.chart !== CHART && !oci)
            return;
        const path = i === 0 ? ['spec', 'source', 'targetRevision'] : ['spec', 'sources', i - 1, 'targetRevision'];
        record(acc, obj, 'argocd', path, src.targetRevision, 'targetRevision');
    });
}
/**
 * An OLM Subscription to the Strimzi package: `status.installedCSV` (what OLM installed, when the
 * export carries it) or `spec.startingCSV` names the release (proc-upgrade-cluster-operator-olm-no-
 * upgrade-path.adoc@1.2.0:38-42 reads installedCSV); a channel alone (`stable`, `strimzi-0.45.x`)
 * follows whatever the catalog publishes on it, so the version is unknown and said with the channel.
 */
function fromSubscription(acc, obj) {
    const spec = asRecord(obj.value.spec);
    if (spec.name !== OLM_PACKAGE)
        return;
    const installed = asRecord(obj.value.status).installedCSV;
    const [path, csv] = installed !== undefined
        ? [['status', 'installedCSV'], installed]
        : [['spec', 'startingCSV'], spec.startingCSV];
    if (csv !== undefined) {
        const version = CSV_NAME.exec(String(csv).trim())?.[1];
        record(acc, obj, 'olm', path, version ?? csv, path.join('.'));
        return;
    }
    const channel = typeof spec.channel === 'string' ? spec.channel : undefined;
    acc.unresolved.push({
        file: obj.file,
        line: lineOf(obj, channel ? ['spec', 'channel'] : ['spec', 'name']),
        ref: objectRef(obj),
        why: channel
            ? `the OLM Subscription follows channel "${channel}" without startingCSV: OLM installs and upgrades to whatever the catalog publishes on it, not one release`
            : "the OLM Subscription names no channel and no startingCSV: OLM installs the default channel's newest release",
    });
}
/** A Strimzi ClusterServiceVersion kept in the repository: its `spec.version`. */
function fromCsv(acc, obj) {
    const fromName = CSV_NAME.exec(obj.name)?.[1];
    if (!fromName)
        return;
    const version = asRecord(obj.value.spec).version;
    if (version !== undefined)
        record(acc, obj, 'olm', ['spec', 'version'], version, 'spec.version');
    else
        record(acc, obj, 'olm', ['metadata', 'name'], fromName, '');
}
/**
 * The operator version from whichever the repo uses: the cluster-operator Deployment image
 * (`…/strimzi/operator:X.Y.Z`, also `@sha256:` pinned), a kustomization's `images:`, `helmCharts:` or
 * release URL in `resources:`, a Flux HelmRelease of the strimzi-kafka-operator chart (directly or by
 * `chartRef` to an OCIRepository), an Argo CD Application source, an OLM Subscription (startingCSV or
 * installedCSV) or ClusterServiceVersion, or a Chart.yaml dependency. Places
 * that name the operator without naming one release are returned as `unresolved`, with why.
 */
function operatorsOf(tree, nsOf = (o) => o.namespace) {
    const acc = { out: [], unresolved: [], nsOf };
    // Kustomizations are configuration (tree.configs), read here for `images:`, `helmCharts:` and release URLs.
    for (const obj of [...tree.objects, ...tree.configs]) {
        if (obj.kind === 'Deployment')
            fromDeployment(acc, obj);
        else if (obj.kind === 'Kustomization' && obj.group.startsWith('kustomize.config.k8s.io'))
            fromKustomization$1(acc, obj);
        else if (obj.kind === 'HelmRelease' && obj.group === 'helm.toolkit.fluxcd.io')
            fromHelmRelease$1(acc, obj, tree);
        else if (obj.kind === 'Application' && obj.group === 'argoproj.io')
            fromApplication$1(acc, obj);
        else if (obj.kind === 'Subscription' && obj.group === 'operators.coreos.com')
            fromSubscription(acc, obj);
        else if (obj.kind === 'ClusterServiceVersion' && obj.group === 'operators.coreos.com')
            fromCsv(acc, obj);
    }
    acc.out.push(...chartDependencies(tree));
    return { out: acc.out, unresolved: acc.unresolved, nsOf };
}
/** `dependencies:` of Chart.yaml files (not Kubernetes objects, so read from the snapshot). */
function chartDependencies(tree) {
    const out = [];
    for (const f of tree.snapshot.files) {
        if (!/(^|\/)Chart\.ya?ml$/.test(f.path) || !f.text.includes(CHART))
            continue;
        const lines = f.text.split('\n');
        // A small, bounded scan: "- name: strimzi-kafka-operator" followed by "version: X.Y.Z".
        lines.forEach((l, i) => {
            if (!new RegExp(`name:\\s*["']?${CHART}["']?\\s*$`).test(l))
                return;
            // The list item that holds this name: from its "- " line to the next item or a dedent.
            let start = i;
            while (start > 0 && !/^\s*-\s/.test(lines[start]))
                start--;
            const indent = /^(\s*)/.exec(lines[start])[1].length;
            for (let k = start; k < lines.length; k++) {
                const line = lines[k];
                if (k > start &&
                    line.trim() &&
                    (/^\s*-\s/.test(line)
                        ? /^(\s*)/.exec(line)[1].length <= indent
                        : /^(\s*)/.exec(line)[1].length <= indent))
                    break;
                const m = /^\s*-?\s*version:\s*["']?v?(\d+\.\d+\.\d+)["']?\s*$/.exec(line);
                if (m) {
                    out.push({ version: m[1], via: 'chart', file: f.path, line: k + 1, ref: f.path, watches: '*' });
                    return;
                }
            }
        });
    }
    return out;
}

/** What in a template names the Strimzi operator, and how to say it. */
const NAMES = [
    [/strimzi\/operator[:@"'\s]/, 'the Strimzi operator image'],
    [/\bstrimzi-kafka-operator\b/, 'the strimzi-kafka-operator chart or OLM package'],
    [/strimzi-cluster-operator\.v?\d/, 'a Strimzi ClusterServiceVersion'],
];
const KIND = /^\s*kind:\s*["']?(Application|ApplicationSet|HelmRelease|Subscription|ClusterServiceVersion|Deployment|OCIRepository)["']?\s*$/m;
/**
 * Go templates of Helm charts (never read as YAML: src/manifests/helm.ts) that name the Strimzi
 * operator: an Argo CD Application, a Flux HelmRelease, an OLM Subscription or a Deployment written
 * inside a chart. The gate cannot read which release they install; this says where they are, so
 * "operator not found" names the file instead of the places it looked.
 */
function templatedOperators(tree) {
    const out = [];
    for (const { file, chart } of helmTemplateFiles(tree.snapshot.files)) {
        const hit = NAMES.map(([re, what]) => ({ at: re.exec(file.text)?.index, what })).find((h) => h.at !== undefined);
        if (!hit)
            continue;
        const line = file.text.slice(0, hit.at).split('\n').length;
        const kind = KIND.exec(file.text)?.[1];
        out.push({
            file: file.path,
            line,
            ref: `${kind ?? 'a manifest'} in Helm chart ${chart || './'}`,
            why: `${kind ? `the ${kind}` : 'this file'} names ${hit.what} inside a Go template of the chart (templates/ are not YAML until rendered, and the gate does not render a chart that is only a folder in the repository), so which release it installs cannot be read`,
        });
    }
    return out;
}

function located(obj, path) {
    const at = whereOf$1(obj, path);
    return at.file === obj.file ? { line: at.line } : at;
}
function field(obj, path) {
    const cur = valueAt$1(obj.value, path);
    return {
        raw: cur,
        value: cur === undefined || cur === null ? undefined : String(cur),
        isNumber: typeof cur === 'number',
        ...located(obj, path),
        path,
    };
}
/** The Strimzi state of one side: its operators (and places naming none) and its Kafka clusters. */
function strimziSide(tree) {
    // Namespaces are as kustomize gives them: the deploy units (src/units/) rendered or read them so.
    const { out, unresolved } = operatorsOf(tree);
    const strimzi = (kind) => tree.objects.filter((o) => o.kind === kind && o.group === 'kafka.strimzi.io');
    return {
        operators: out,
        unresolved,
        templated: templatedOperators(tree),
        clusters: strimzi('Kafka').map((obj) => ({
            obj,
            ref: objectRef(obj),
            version: field(obj, ['spec', 'kafka', 'version']),
            metadataVersion: field(obj, ['spec', 'kafka', 'metadataVersion']),
        })),
        pools: strimzi('KafkaNodePool'),
    };
}
/** The Strimzi state of both sides: operators and Kafka clusters as the files say. */
function readStrimziState(base, head) {
    return { base: strimziSide(base), head: strimziSide(head) };
}
/** The Strimzi state of both sides, extracted once per run. */
const strimziState = (ctx) => ctx.analyses.strimzi;
/** The operator version for a side: `strimzi.operatorVersion` in config, else the one Deployment found. */
function operatorVersion(ctx, side, namespace) {
    const configured = ctx.config.strimzi.operatorVersion;
    if (typeof configured === 'string')
        return { version: configured };
    // Operators matched to the namespace when there are several; ambiguity is said, never guessed.
    const all = side.operators;
    const watching = namespace === undefined || all.length < 2
        ? all
        : all.filter((o) => o.watches === '*' || o.watches.includes(namespace));
    const versions = [...new Set((watching.length ? watching : all).map((o) => o.version))];
    if (versions.length === 1)
        return { version: versions[0] };
    if (versions.length > 1)
        return {
            why: `several cluster-operator versions (${versions.join(', ')}) in one tree; set strimzi.operatorVersion`,
        };
    const said = (list) => list.map((u) => `${u.ref} (${u.file}:${u.line}): ${u.why}`);
    const unresolved = said(side.unresolved);
    if (unresolved.length)
        return {
            why: `no operator version can be read: ${unresolved.join('; ')}. Pin one release there, or set strimzi.operatorVersion in the config`,
        };
    const templated = said(side.templated);
    if (templated.length)
        return {
            why: `the operator is installed from a Helm chart template the gate skipped: ${templated.join('; ')}. Render the chart into the repository (or install the operator outside a template), or set strimzi.operatorVersion in the config`,
        };
    return {
        why: `no Strimzi operator found (looked at ${OPERATOR_PLACES}). Set strimzi.operatorVersion in the config`,
    };
}
/**
 * Why the rules that need the head operator's release cannot judge: no Strimzi at all, or no head
 * cluster (nor the tree, without clusters) has an operator version the release data knows.
 */
function operatorUnknown(ctx) {
    const none = noStrimzi(ctx);
    if (none)
        return none;
    const { head } = strimziState(ctx);
    const data = releasesOf(ctx);
    const namespaces = head.clusters.length ? head.clusters.map((c) => c.obj.namespace) : [undefined];
    const found = namespaces.map((ns) => operatorVersion(ctx, head, ns));
    if (found.some((f) => f.version && data.release(f.version)))
        return undefined;
    const version = found.find((f) => f.version)?.version;
    const names = head.clusters.map((c) => c.ref).join(', ');
    return `the Strimzi operator version${names ? ` for ${names}` : ''} is unknown: ${version ? `Strimzi ${version} is not in the bundled release data` : found[0].why}`;
}
/** The release facts of this run (bundled, overlaid by `strimzi.releases`). */
const releasesOf = (ctx) => ctx.analyses.strimziReleases;
function noStrimzi(ctx) {
    const s = strimziState(ctx);
    return s.head.clusters.length || s.head.operators.length || s.head.unresolved.length
        ? undefined
        : 'no Strimzi operator or Kafka cluster on the head side';
}

/**
 * The from-versions as the cluster reports them: the highest `strimzi.io/kafka-version` on the Kafka
 * pods (what the operator itself reads), else `status.kafkaVersion`, else a legacy
 * `strimzi.io/reconciled` annotation; the metadata version from `status.kafkaMetadataVersion`.
 */
function liveFrom(live, file) {
    const evidence = [];
    let kafka;
    if (live.running) {
        kafka = live.running;
        const n = live.pods.filter((p) => p.version).length;
        evidence.push(`running Kafka ${kafka} is the highest strimzi.io/kafka-version on ${n} Kafka pod${n === 1 ? '' : 's'} in ${file}`);
    }
    else if (live.statusKafkaVersion) {
        kafka = live.statusKafkaVersion;
        evidence.push(`running Kafka ${kafka} is status.kafkaVersion in ${file} (no pod carries strimzi.io/kafka-version)`);
    }
    else if (live.reconciled?.kafka) {
        kafka = live.reconciled.kafka;
        evidence.push(`running Kafka ${kafka} is from the legacy strimzi.io/reconciled annotation in ${file}`);
    }
    const metadata = live.statusMetadataVersion;
    if (metadata)
        evidence.push(`metadata ${metadata} is status.kafkaMetadataVersion in ${file}`);
    return { kafka, metadata, evidence };
}
function metadataFor(release, kafka, written) {
    if (written)
        return written;
    return release?.supported.find((s) => s.version === kafka)?.metadata ?? undefined;
}
/** Every head cluster paired with its base self, computed once. */
const clusterChanges = (ctx) => ctx.analyses.clusters;
/** Pairs every head cluster with its base self (the `clusters` analysis). */
function pairClusters(ctx) {
    const { base, head } = strimziState(ctx);
    const data = releasesOf(ctx);
    const release = (v) => (v ? data.release(v) : undefined);
    return head.clusters.map((h) => {
        const opBase = release(operatorVersion(ctx, base, h.obj.namespace).version);
        const opHead = release(operatorVersion(ctx, head, h.obj.namespace).version);
        const b = base.clusters.find((x) => x.ref === h.ref);
        const kafkaHead = h.version.value ?? opHead?.defaultKafka;
        const kafkaBase = b ? (b.version.value ?? opBase?.defaultKafka) : undefined;
        const metadataBase = b ? metadataFor(opBase, kafkaBase, b.metadataVersion.value) : undefined;
        const metadataHead = metadataFor(opHead, kafkaHead, h.metadataVersion.value);
        const state = ctx.facts.clusterState;
        const live = b && state ? liveKafka(state, b.obj.namespace, b.obj.name) : undefined;
        if (!b || !state || !live)
            return { head: h, base: b, opBase, opHead, kafkaBase, kafkaHead, metadataBase, metadataHead };
        const from = liveFrom(live, state.file);
        const evidence = from.evidence.length ? from.evidence.join('; ') : undefined;
        const mark = (c) => (evidence ? { ...c, evidence } : c);
        return {
            head: mark(h),
            base: mark(b),
            opBase,
            opHead,
            kafkaBase: from.kafka ?? kafkaBase,
            kafkaHead,
            metadataBase: from.metadata ?? metadataBase,
            metadataHead,
            gitKafkaBase: kafkaBase,
            live,
        };
    });
}
/** Clusters whose metadata version moves in this PR, with both levels resolved and the format changes crossed. */
function metadataMoves(ctx) {
    const out = [];
    for (const c of clusterChanges(ctx)) {
        const from = c.metadataBase ? resolveMetadata(c.metadataBase) : undefined;
        const to = c.metadataHead ? resolveMetadata(c.metadataHead) : undefined;
        if (!from || !to || from.level === to.level)
            continue;
        out.push({
            c,
            from,
            to,
            crossed: to.level > from.level ? formatChangesBetween(from, to) : formatChangesBetween(to, from),
        });
    }
    return out;
}

/** A Strimzi rule that judges every head Kafka cluster on its own (most of them). */
function perCluster(spec) {
    const { each, ...rest } = spec;
    return defineRule({
        ...rest,
        check(ctx) {
            const out = [];
            const report = (f) => void out.push(f);
            for (const c of clusterChanges(ctx))
                each(c, report, ctx);
            return out;
        },
    });
}

/** The cluster without the evidence note: for rules whose message already names its evidence. */
function plain(c) {
    const { evidence: _evidence, ...rest } = c;
    return rest;
}
/** Skip reason of the rules that need live state: no `--cluster-state`, or nothing Strimzi. */
function noLiveStrimzi(ctx) {
    if (!ctx.facts.clusterState)
        return 'no --cluster-state given';
    return noStrimzi(ctx);
}
/**
 * What this PR changes about a cluster's versions, as the files say (`operator 0.49.0 → 0.51.0`,
 * `Kafka 4.1.0 → 4.2.0`), or undefined when it changes neither.
 */
function versionChanges(ctx, c) {
    if (!c.base)
        return [];
    const { base, head } = strimziState(ctx);
    const ns = c.head.obj.namespace;
    const out = [];
    const opBase = operatorVersion(ctx, base, ns).version;
    const opHead = operatorVersion(ctx, head, ns).version;
    if (opBase && opHead && opBase !== opHead)
        out.push(`operator ${opBase} → ${opHead}`);
    const kafkaBase = c.gitKafkaBase ?? c.kafkaBase;
    if (kafkaBase && c.kafkaHead && kafkaBase !== c.kafkaHead)
        out.push(`Kafka ${kafkaBase} → ${c.kafkaHead}`);
    return out;
}
/** The operator version deployed for a cluster: the live Deployment, else the base revision's files. */
function deployedOperator(ctx, c) {
    const state = ctx.facts.clusterState;
    const ns = c.live?.namespace ?? c.head.obj.namespace;
    const live = state ? liveOperatorVersion(state, ns) : undefined;
    if (live)
        return { version: live, from: `the cluster-operator Deployment in ${state.file}` };
    return { version: operatorVersion(ctx, strimziState(ctx).base, ns).version, from: 'the base revision' };
}

const level$1 = (v) => resolveMetadata(v)?.version ?? v;
const metadataPending = perCluster({
    id: 'strimzi/metadata-pending',
    title: 'Metadata version change not applied yet',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'With `--cluster-state`: the live `spec.kafka.metadataVersion` differs from `status.kafkaMetadataVersion` (or a `MetadataUpdateFailed` warning is set): an earlier metadata change has not been applied.',
    docs: {
        why: 'The operator applies a metadata version only after the brokers run a Kafka version that supports it; when it cannot (too high for the running Kafka, or a downgrade Kafka refuses) it sets a `MetadataUpdateFailed` warning and keeps the old level. Changes on top of a pending metadata change are judged against a level the cluster does not have.',
        fix: "Find out why the metadata version was not applied (the Kafka resource's warning conditions); correct `metadataVersion` or wait for the roll that allows it, then export the state again.",
    },
    skip: noLiveStrimzi,
    each(c, report, ctx) {
        const file = ctx.facts.clusterState.file;
        const live = c.live;
        if (!live)
            return;
        const failed = live.conditions.find((x) => x.reason === 'MetadataUpdateFailed' && x.status !== 'False');
        const differs = live.specMetadata !== undefined &&
            live.statusMetadataVersion !== undefined &&
            level$1(live.specMetadata) !== level$1(live.statusMetadataVersion);
        if (!differs && !failed)
            return;
        const what = differs
            ? `the live ${live.ref} asks for metadataVersion ${live.specMetadata} but status.kafkaMetadataVersion is ${live.statusMetadataVersion}`
            : `the live ${live.ref} has metadata version ${live.statusMetadataVersion ?? 'unknown'}`;
        report(clusterFinding(plain(c.head), c.head.metadataVersion.value !== undefined ? 'metadataVersion' : undefined, `${what} in ${file}${failed ? `, with a MetadataUpdateFailed warning${failed.message ? ` ("${failed.message}")` : ''}` : ''}: the last metadata change has not been applied. Find out why before changing versions again.`));
    },
});

/** Why the cluster's last upgrade has not finished, from live evidence; empty when it has. */
function unfinished(ctx, c) {
    const live = c.live;
    if (!live)
        return [];
    const out = [];
    const deployed = deployedOperator(ctx, c);
    if (deployed.version && live.operatorLastSuccessfulVersion) {
        if (live.operatorLastSuccessfulVersion !== deployed.version)
            out.push(`status.operatorLastSuccessfulVersion is ${live.operatorLastSuccessfulVersion} but operator ${deployed.version} is deployed (${deployed.from})`);
    }
    else if (deployed.version && live.reconciled?.operator && live.reconciled.operator !== deployed.version) {
        out.push(`the legacy strimzi.io/reconciled annotation records operator ${live.reconciled.operator} but operator ${deployed.version} is deployed (${deployed.from})`);
    }
    if (live.reconciling)
        out.push(`the legacy strimzi.io/reconciling annotation is set ("${live.reconciling.raw}"): a reconciliation is under way`);
    const versions = [...new Set(live.pods.map((p) => p.version).filter(Boolean))];
    if (versions.length > 1)
        out.push(`the Kafka pods disagree on strimzi.io/kafka-version (${live.pods
            .filter((p) => p.version)
            .map((p) => `${p.name} ${p.version}`)
            .join(', ')})`);
    if (live.statusKafkaVersion && live.specVersion && live.statusKafkaVersion !== live.specVersion)
        out.push(`status.kafkaVersion is ${live.statusKafkaVersion} but spec.kafka.version is ${live.specVersion}`);
    // Strimzi sets Ready, or (older releases) NotReady while reconciling. An export without conditions
    // (status stripped by a tool) is no evidence either way.
    const ready = live.conditions.find((x) => x.type === 'Ready');
    const notReady = live.conditions.find((x) => x.type === 'NotReady' && x.status === 'True');
    const detail = (c) => (c.reason ? ` (${c.reason}${c.message ? `: ${c.message}` : ''})` : '');
    if (ready && ready.status !== 'True')
        out.push(`the Ready condition is ${ready.status ?? 'unset'}${detail(ready)}`);
    else if (!ready && notReady)
        out.push(`the NotReady condition is True${detail(notReady)}`);
    return out;
}
const previousUpgradeIncomplete = perCluster({
    id: 'strimzi/previous-upgrade-incomplete',
    title: 'Upgrade started before the last one finished',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'With `--cluster-state`: the PR changes the operator or Kafka version while the cluster has not finished its last upgrade (operatorLastSuccessfulVersion differs from the deployed operator, pods disagree on `strimzi.io/kafka-version`, status.kafkaVersion differs from spec, or Ready is not True).',
    docs: {
        why: 'The operator upgrades from the version the brokers run, one step at a time. Starting a second upgrade while the first is still rolling — or stuck — stacks two transitions the operator never planned together: pods on three versions, a metadata version that cannot move, a cluster that stops reconciling. Git cannot see this; the exported state can.',
        fix: 'Let the current roll finish first: the Kafka resource Ready, status.operatorLastSuccessfulVersion equal to the deployed operator, every Kafka pod on one `strimzi.io/kafka-version`, status.kafkaVersion equal to spec. If it is stuck, fix what blocks it (see the Kafka conditions and the operator log), export the state again, then rebase this PR.',
    },
    skip: noLiveStrimzi,
    each(c, report, ctx) {
        const changes = versionChanges(ctx, c);
        if (!changes.length)
            return;
        const reasons = unfinished(ctx, c);
        if (!reasons.length)
            return;
        report(clusterFinding(plain(c.head), c.head.version.value !== undefined ? 'version' : undefined, `this PR starts an upgrade (${changes.join(', ')}) while the last one of ${c.live.ref} has not finished, according to ${ctx.facts.clusterState.file}: ${reasons.join('; ')}. Stacking upgrades is how clusters get stuck: let the current roll finish (or fix what blocks it), export the state again, then rebase this PR.`));
    },
});

const PENDING = ['ProposalReady', 'Rebalancing'];
const rebalancePending = perCluster({
    id: 'strimzi/rebalance-pending',
    title: 'Rebalance waiting or running during a version change',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'With `--cluster-state`: a `KafkaRebalance` of the cluster is `ProposalReady` (waiting for approval) or `Rebalancing` while the PR changes the operator or Kafka version.',
    docs: {
        why: 'A rolling upgrade restarts every broker; a rebalance moves partitions between them. Running both doubles the load on brokers that are restarting, and a proposal computed before the roll no longer matches the cluster after it.',
        fix: 'Let the rebalance finish, or stop it (`strimzi.io/rebalance: stop`) and refresh the proposal after the upgrade has rolled out; then export the state again.',
    },
    skip: noLiveStrimzi,
    each(c, report, ctx) {
        const state = ctx.facts.clusterState;
        const changes = versionChanges(ctx, c);
        if (!changes.length)
            return;
        const ns = c.live?.namespace ?? c.head.obj.namespace;
        const name = c.live?.name ?? c.head.obj.name;
        for (const r of liveRebalances(state, ns, name)) {
            if (!r.state || !PENDING.includes(r.state))
                continue;
            report(clusterFinding(plain(c.head), c.head.version.value !== undefined ? 'version' : undefined, `${r.ref} is ${r.state === 'Rebalancing' ? 'Rebalancing' : 'ProposalReady (waiting for approval)'} in ${state.file} while this PR changes ${changes.join(', ')}: partitions would move while brokers roll. Let it finish or stop it, and refresh the proposal after the upgrade.`));
        }
    },
});

/** JSON Schema fragment for the `state` section of the config file (`--cluster-state` evidence). */
const DEFAULT_STATE_MAX_AGE = 7;
/** The `state` section with its defaults (already validated by the schema). */
function stateOptions(section) {
    const maxAge = section?.maxAge;
    return { maxAge: typeof maxAge === 'number' ? maxAge : DEFAULT_STATE_MAX_AGE };
}

const DAY = 86_400_000;
const stale = defineRule({
    id: 'state/stale',
    title: 'Cluster state is old',
    category: 'state',
    defaultSeverity: 'warn',
    description: 'The `--cluster-state` export is older than `state.maxAge` days (default 7), judged by its newest `creationTimestamp` or `lastTransitionTime`, or by its commit time when git tracks the file unchanged (a scheduled job that commits its export), whichever is later.',
    messages: {
        ageUnknown: '{{file}} has no creationTimestamp or lastTransitionTime and is not committed unchanged in git: its age is unknown, so its evidence may be stale. Export it again with kubectl get … -o yaml.',
        tooOld: '{{file}} is at least {{age}} days old ({{latest}}, today {{today}}; state.maxAge is {{maxAge}}): verdicts that use it may describe a cluster that has moved on. Export it again before the gate runs.',
    },
    docs: {
        why: 'Live evidence is only as good as its age: a cluster that finished (or started) an upgrade after the export is judged on what it was. kubectl does not record when it exported: the newest timestamp in the file is a lower bound of the export time and, for a committed file, the commit time is an upper bound; the later of the two is used, so a quiet cluster whose objects have not changed for weeks is not called stale when its export was committed yesterday.',
        fix: 'Export the state in the same workflow run (`kubectl get … -o yaml > state.yaml` in a step before the gate), or refresh the committed file; raise `state.maxAge` in the config if a slower cadence is intended.',
    },
    skip: (ctx) => (ctx.facts.clusterState ? undefined : 'no --cluster-state given'),
    check(ctx) {
        const state = ctx.facts.clusterState;
        const { maxAge } = stateOptions(ctx.config.state);
        // The export is no older than its newest timestamp and no newer than its commit: judge by the later.
        const { newest, committed } = state;
        const latest = committed && (!newest || Date.parse(committed) > Date.parse(newest))
            ? { at: committed, what: `committed ${committed}` }
            : newest && { at: newest, what: `newest timestamp ${newest}` };
        if (!latest)
            return [{ messageId: 'ageUnknown', data: { file: state.file } }];
        const age = Math.floor((Date.parse(`${ctx.facts.today}T00:00:00Z`) - Date.parse(latest.at)) / DAY);
        if (age <= maxAge)
            return [];
        return [
            {
                messageId: 'tooOld',
                data: { file: state.file, age, latest: latest.what, today: ctx.facts.today, maxAge },
            },
        ];
    },
});

/** Strimzi rules that judge the PR against live state (`--cluster-state`); skipped without it. */
const strimziLiveRules = [previousUpgradeIncomplete, metadataPending, rebalancePending];
/** Rules about the state file itself. */
const stateRules = [stale];

/** Whether Strimzi `op` serves `kafka.strimzi.io/<version>` for `kind` (from its release history). */
function served(op, kind, version) {
    const legacy = kind === 'KafkaTopic' || kind === 'KafkaUser';
    if (version === 'v1')
        return compareDotted(op, '0.49.0') >= 0;
    if (version === 'v1beta2')
        return compareDotted(op, '0.22.0') >= 0 && compareDotted(op, '1.0.0') < 0;
    if (version === 'v1alpha1' || version === 'v1beta1')
        return compareDotted(op, '1.0.0') < 0 && (legacy || compareDotted(op, '0.23.0') < 0);
    return false;
}
const apiVersion = defineRule({
    id: 'strimzi/api-version',
    title: 'Strimzi API version not served',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'A Strimzi resource uses an `apiVersion` the head operator does not serve (v1beta2 from 1.0.0; v1 before 0.49; v1alpha1/v1beta1 after 0.23 except KafkaTopic/KafkaUser).',
    docs: {
        why: 'After the upgrade the API server rejects the resource ("no matches for kind"), and GitOps tools stop syncing it: strimzi#12751 hit every user who moved to 1.0 with v1beta2 manifests.',
        fix: "Convert the resource to an API version the new operator serves (Strimzi's API conversion tool does it), with an operator that serves both, before upgrading.",
    },
    skip: operatorUnknown,
    check(ctx) {
        const op = operatorVersion(ctx, strimziState(ctx).head).version;
        if (!op)
            return [];
        const out = [];
        for (const o of ctx.head.objects) {
            if (o.group !== 'kafka.strimzi.io' || served(op, o.kind, o.version))
                continue;
            out.push({
                file: o.file,
                line: o.line,
                side: 'head',
                object: objectRef(o),
                path: 'apiVersion',
                message: `${o.apiVersion} is not served by Strimzi ${op}: the API server rejects this ${o.kind} ("no matches for kind"). Convert it to ${compareDotted(op, '0.49.0') >= 0 ? 'kafka.strimzi.io/v1' : 'kafka.strimzi.io/v1beta2'} first, with an operator that serves both.`,
            });
        }
        return out;
    },
});

const crdsMatchOperator = defineRule({
    id: 'strimzi/crds-match-operator',
    title: 'Strimzi CRDs from another release than the operator',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "The repo's Strimzi CRDs serve or store other API versions than the operator's release ships (CRDs and operator from different releases).",
    docs: {
        why: 'CRDs and operator must come from the same release: old CRDs prune fields the new operator sets (strimzi#10973), new CRDs can drop versions the old operator writes (strimzi#7147, #12039). Helm does not upgrade CRDs, which is the usual cause.',
        fix: "Apply the CRDs of the operator's release (from its install files, not the chart's crds/ folder on upgrade) in the same PR as the operator.",
    },
    skip: operatorUnknown,
    check(ctx) {
        const op = operatorVersion(ctx, strimziState(ctx).head).version;
        const release = op ? releasesOf(ctx).release(op) : undefined;
        if (!release)
            return [];
        const out = [];
        for (const crd of ctx.head.objects) {
            if (crd.kind !== 'CustomResourceDefinition' || !crd.name.endsWith('.kafka.strimzi.io'))
                continue;
            const spec = crd.value.spec;
            const expected = release.apiVersions[spec.names?.kind ?? ''];
            if (!expected || !Array.isArray(spec.versions))
                continue;
            const served = spec.versions
                .filter((v) => v.served !== false)
                .map((v) => v.name)
                .sort();
            const storage = spec.versions.find((v) => v.storage)?.name;
            if (served.join() === [...expected.served].sort().join() && storage === expected.storage)
                continue;
            out.push({
                file: crd.file,
                line: crd.line,
                side: 'head',
                object: objectRef(crd),
                message: `${crd.name} serves ${served.join(', ')} (storage ${storage}) but Strimzi ${op} ships it serving ${expected.served.join(', ')} (storage ${expected.storage}): CRDs and operator are from different releases. Apply the CRDs of Strimzi ${op}.`,
            });
        }
        return out;
    },
});

const imageOf = (o) => o?.value.spec?.kafka?.image ??
    undefined;
const customImageUnchanged = perCluster({
    id: 'strimzi/custom-image-unchanged',
    title: 'Kafka version changed but the custom image did not',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: '`spec.kafka.version` changes while `spec.kafka.image` pins the same image as before.',
    docs: {
        why: 'With a custom image the operator runs that image whatever the version says: the brokers keep the old Kafka while the operator believes it upgraded.',
        fix: 'Build and reference an image of the new Kafka version in the same PR, or drop `spec.kafka.image`.',
    },
    skip: noStrimzi,
    each(c, report) {
        const img = imageOf(c.head.obj);
        if (!img || !c.base || c.kafkaBase === c.kafkaHead || imageOf(c.base.obj) !== img)
            return;
        report(clusterFinding(c.head, 'version', `Kafka ${c.kafkaBase} → ${c.kafkaHead}, but spec.kafka.image still pins ${img}: the brokers keep running that image. Reference an image of Kafka ${c.kafkaHead}.`));
    },
});

const downgradeMetadata = perCluster({
    id: 'strimzi/downgrade-metadata',
    title: 'Kafka lowered below the metadata version',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "The Kafka version is lowered while the cluster's metadata version is above the new Kafka version's metadata.",
    docs: {
        why: 'The older Kafka cannot read metadata written at a newer level: the downgrade fails half-way through the roll (strimzi#10735).',
        fix: "Lower `metadataVersion` to the target Kafka version's level first, in its own PR; then lower the Kafka version.",
    },
    skip: operatorUnknown,
    each(c, report) {
        if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || compareDotted(c.kafkaHead, c.kafkaBase) >= 0)
            return;
        const target = c.opHead?.supported.find((s) => s.version === c.kafkaHead)?.metadata;
        if (!target || compareMetadata(c.metadataBase, target) <= 0)
            return;
        report(clusterFinding(c.head, 'version', `Kafka ${c.kafkaBase} → ${c.kafkaHead} while the metadata version is ${c.metadataBase}, above ${c.kafkaHead}'s ${target}: the older brokers cannot read it (strimzi#10735). Lower metadataVersion to ${target} first, in its own PR.`));
    },
});

const downgradeTwoStep = perCluster({
    id: 'strimzi/downgrade-two-step',
    title: 'Kafka and metadata versions lowered together',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'One PR lowers both `spec.kafka.version` and `spec.kafka.metadataVersion`.',
    docs: {
        why: 'During a Kafka version change the operator ignores the metadata version, so the brokers are rolled back while the metadata is still at the higher version — which the older Kafka cannot read.',
        fix: 'Lower `metadataVersion` first, in its own PR; when it is applied, lower `spec.kafka.version` in a second PR.',
    },
    skip: noStrimzi,
    each(c, report) {
        if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || !c.metadataHead)
            return;
        if (compareDotted(c.kafkaHead, c.kafkaBase) < 0 && compareMetadata(c.metadataHead, c.metadataBase) < 0) {
            report(clusterFinding(c.head, 'version', `Kafka ${c.kafkaBase} → ${c.kafkaHead} and metadata ${c.metadataBase} → ${c.metadataHead} are lowered in one PR: the operator ignores the metadata version while it changes the Kafka version. Lower metadataVersion first, in its own PR.`));
        }
    },
});

/** The syntax FeatureGates accepts (FeatureGates.java@1.2.0:47, the same regex since 0.23.0). */
const SYNTAX = /^(\s*[+-][a-zA-Z0-9]+\s*,)*\s*[+-][a-zA-Z0-9]+\s*$/;
/**
 * Why a release's operator would not start with this `STRIMZI_FEATURE_GATES` value, as
 * FeatureGates decides when Main builds the config (Main.java@1.2.0:71): a value outside the
 * syntax, a gate named twice, or a gate the release does not know — removed when it graduated, or
 * not there yet (FeatureGates.java@1.2.0:47,65,91; FeatureGates.java@0.23.0:45), or a combination
 * it refuses (GATE_DEPENDENCIES). 0.22 does not read the variable. Empty: nothing.
 */
function featureGateProblems(value, release) {
    const known = release.featureGates;
    if (!known || !value.trim())
        return [];
    const v = `Strimzi ${release.version}`;
    if (!SYNTAX.test(value))
        return [
            `"${value}" is not a valid feature gate configuration (a comma-separated list of +Name or -Name): ${v} does not start.`,
        ];
    const seen = new Set();
    const out = [];
    for (const item of value.trim().split(/\s*,+\s*/)) {
        const name = item.slice(1);
        if (seen.has(name))
            out.push(`feature gate ${name} is configured multiple times: ${v} does not start.`);
        seen.add(name);
        if (name in known)
            continue;
        out.push(`${v} does not know the feature gate ${name}${history(FEATURE_GATES.find((g) => g.name === name), release)}: it stops at start-up with "Unknown feature gate ${name} found in the configuration". Remove ${item} from STRIMZI_FEATURE_GATES.`);
    }
    if (out.length)
        return out;
    const enabled = (name) => {
        const item = value
            .trim()
            .split(/\s*,+\s*/)
            .find((i) => i.slice(1) === name);
        return item ? item.startsWith('+') : known[name] === 'enabled';
    };
    for (const d of GATE_DEPENDENCIES) {
        const inRange = compareDotted(release.version, d.from) >= 0 && compareDotted(release.version, d.to) <= 0;
        if (inRange && enabled(d.gate) && !enabled(d.needs))
            out.push(`${d.gate} is enabled while ${d.needs} is disabled: ${v} refuses that combination at start-up (${d.source}). Enable ${d.needs} too, or disable ${d.gate}.`);
    }
    return out;
}
/** Gate combinations the operator refuses at start-up (strimzi-operator-facts.json featureGateParsing.interdependencies). */
const GATE_DEPENDENCIES = [
    {
        from: '0.29.0',
        to: '0.34.0',
        gate: 'UseKRaft',
        needs: 'UseStrimziPodSets',
        source: 'FeatureGates.java@0.29.0:78',
    },
    {
        from: '0.36.0',
        to: '0.40.0',
        gate: 'UseKRaft',
        needs: 'KafkaNodePools',
        source: 'FeatureGates.java@0.40.0:73',
    },
];
function history(g, release) {
    if (!g)
        return ' (no Strimzi release has it)';
    if (g.removed && compareDotted(release.version, g.removed) >= 0)
        return ` (removed in ${g.removed}, when it graduated)`;
    return ` (it first exists in ${g.introduced})`;
}

/**
 * Whether a Helm install of the operator leaves its CRDs as they were on upgrade, and why. Every
 * Strimzi chart ships its CRDs only in crds/ (strimzi-operator-facts.json helmChart.crdPlacement),
 * which `helm upgrade` never updates (chart README.md@1.2.0:49): a Flux HelmRelease updates them only
 * with `spec.upgrade.crds: CreateReplace` (its default is Skip); kustomize `helmCharts:` renders them
 * only with `includeCRDs: true`; Argo CD renders them unless the source sets `helm.skipCrds: true`.
 */
function crdsSkippedBy(source, tree) {
    const obj = installerOf(source, tree);
    if (!obj)
        return undefined;
    const spec = asRecord(obj.value.spec);
    if (obj.kind === 'HelmRelease') {
        const crds = asRecord(spec.upgrade).crds;
        return crds === 'CreateReplace'
            ? undefined
            : `its HelmRelease upgrades with spec.upgrade.crds: ${typeof crds === 'string' ? crds : 'Skip (the default)'}, which never updates CRDs`;
    }
    if (obj.kind === 'Kustomization') {
        const charts = Array.isArray(obj.value.helmCharts) ? obj.value.helmCharts.map(asRecord) : [];
        const chart = charts.find((c) => c.name === 'strimzi-kafka-operator');
        return chart && chart.includeCRDs !== true
            ? 'its kustomize helmCharts: entry does not set includeCRDs: true, so the CRDs are never rendered'
            : undefined;
    }
    if (obj.kind === 'Application') {
        const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])].map(asRecord);
        return sources.some((s) => asRecord(s.helm).skipCrds === true)
            ? 'its Argo CD source sets helm.skipCrds: true'
            : undefined;
    }
    return undefined;
}
/** The object that installs the chart: the source's own, or the HelmRelease whose chartRef names its OCIRepository. */
function installerOf(source, tree) {
    const own = tree.objects.find((o) => objectRef(o) === source.ref);
    if (!own || own.kind !== 'OCIRepository')
        return own;
    return tree.objects.find((o) => {
        const ref = asRecord(asRecord(o.value.spec).chartRef);
        const ns = typeof ref.namespace === 'string' ? ref.namespace : o.namespace;
        return (o.kind === 'HelmRelease' &&
            ref.kind === 'OCIRepository' &&
            ref.name === own.name &&
            ns === own.namespace);
    });
}
/** Whether the head tree has the Strimzi CRDs from anywhere else (CRD objects, a release URL). */
function otherCrdSource(tree) {
    return tree.objects.some((o) => 
    // A CRD from the chart itself (src/charts/) is no other source.
    (o.kind === 'CustomResourceDefinition' &&
        o.origin === undefined &&
        o.name.endsWith('.kafka.strimzi.io')) ||
        (o.kind === 'Kustomization' &&
            Array.isArray(o.value.resources) &&
            o.value.resources.some((r) => /strimzi-kafka-operator\/releases\/download\//.test(String(r)))));
}
/**
 * Releases in (from, to] whose operator breaks on the CRDs of `from` (0.23.0, 0.49.0, 1.0.0 in the
 * bundled data), each with the kinds it reads at versions the old CRDs do not serve.
 */
function crdBreaksBetween(data, from, to) {
    return data.releases
        .filter((r) => r.crdUpdateRequired &&
        compareDotted(r.version, from.version) > 0 &&
        compareDotted(r.version, to.version) <= 0)
        .map((release) => ({
        release,
        unserved: Object.entries(release.operatorReads)
            .filter(([kind, v]) => from.apiVersions[kind] && !from.apiVersions[kind].served.includes(v))
            .map(([kind, v]) => `${kind} ${v}`),
    }));
}

/**
 * `STRIMZI_FEATURE_GATES` in an OLM Subscription's `spec.config.env`, which OLM sets on the
 * operator's containers (operator-framework/api SubscriptionConfig.Env).
 */
function subscriptionGates(sub) {
    const env = asRecord(asRecord(sub.value.spec).config).env;
    const list = Array.isArray(env) ? env.map(asRecord) : [];
    const at = list.findIndex((e) => e.name === 'STRIMZI_FEATURE_GATES' && typeof e.value === 'string');
    return at < 0
        ? undefined
        : { value: list[at].value, path: ['spec', 'config', 'env', at, 'value'] };
}
/**
 * Each cluster-operator Deployment's `STRIMZI_FEATURE_GATES`, each Flux HelmRelease's
 * `spec.values.featureGates` (the chart maps it onto the variable, values.yaml@0.23.0:19) and each
 * OLM Subscription's `spec.config.env`, with the release that runs it.
 */
function gatesOf(side, tree) {
    return side.operators.flatMap((o) => {
        const env = o.obj ? featureGatesEnv(o.obj.value) : undefined;
        if (o.obj && env)
            return [{ obj: o.obj, version: o.version, ...env }];
        const sub = o.via === 'olm' ? installerOf(o, tree) : undefined;
        const olm = sub?.kind === 'Subscription' ? subscriptionGates(sub) : undefined;
        if (sub && olm)
            return [{ obj: sub, version: o.version, ...olm }];
        const hr = o.via === 'helmrelease' ? installerOf(o, tree) : undefined;
        const value = asRecord(asRecord(hr?.value.spec).values).featureGates;
        return hr && typeof value === 'string'
            ? [{ obj: hr, version: o.version, value, path: ['spec', 'values', 'featureGates'] }]
            : [];
    });
}
const featureGates = defineRule({
    id: 'strimzi/feature-gates',
    title: 'Feature gate the operator does not know',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: '`STRIMZI_FEATURE_GATES` on the cluster-operator Deployment (or `values.featureGates` of a Flux HelmRelease, or `spec.config.env` of an OLM Subscription) names a gate its release does not know (removed when it graduated, or not there yet), names one twice, or is malformed: the operator does not start.',
    docs: {
        why: 'The operator parses STRIMZI_FEATURE_GATES while it builds its configuration and exits on anything it does not know ("Unknown feature gate … found in the configuration"): the Deployment crash-loops and nothing is reconciled. Strimzi deletes a gate in the release where it graduates, so a leftover `+ServerSideApplyPhase1` stops 1.2.0.',
        fix: 'Remove the gate from STRIMZI_FEATURE_GATES (a graduated gate is always on), or upgrade the operator to a release that has it.',
    },
    skip: noStrimzi,
    check(ctx) {
        const { base, head } = strimziState(ctx);
        const data = releasesOf(ctx);
        const before = gatesOf(base, ctx.base);
        const out = [];
        for (const g of gatesOf(head, ctx.head)) {
            const release = data.release(g.version);
            if (!release)
                continue;
            const ref = objectRef(g.obj);
            const old = before.some((b) => objectRef(b.obj) === ref && b.version === g.version && b.value === g.value);
            for (const message of featureGateProblems(g.value, release))
                out.push({
                    severity: old ? 'warn' : undefined,
                    ...(old ? { present: true } : {}),
                    file: g.obj.file,
                    line: lineOf(g.obj, g.path),
                    side: 'head',
                    object: ref,
                    path: g.path.length === 3
                        ? 'spec.values.featureGates'
                        : g.path[1] === 'config'
                            ? `spec.config.env[${g.path[3]}].value`
                            : `spec.template.spec.containers[${g.path[4]}].env[${g.path[6]}].value`,
                    message: old ? `${message} Already present on the base revision.` : message,
                });
        }
        return out;
    },
});

/**
 * What the head operator does with a running Kafka version it does not know (absent from its
 * kafka-versions.yaml), as KRaftVersionChangeCreator.detectToAndFromVersions decides:
 * - running version above `spec.kafka.version` (a downgrade): from 0.46.0 it continues with a
 *   placeholder version (KRaftVersionChangeCreator.java@0.46.0:146-154, proposal 093); before, the
 *   Lookup throws (KafkaVersion.java Lookup.version, KRaftVersionChangeCreator.java@0.45.0:150-151);
 * - otherwise (an upgrade or no change): the Lookup throws before 1.0.0; from 1.0.0 it continues from
 *   status.kafkaMetadataVersion (KRaftVersionChangeCreator.java@1.0.0:156-165).
 * Judged only when the PR changes the operator or the Kafka version (or live state says what runs).
 */
function unknownRunningVersion(c) {
    const { opBase, opHead, kafkaBase, kafkaHead } = c;
    if (!opBase || !opHead || !kafkaBase || !kafkaHead || opHead.known.includes(kafkaBase))
        return undefined;
    const operatorMoves = compareDotted(opHead.version, opBase.version) > 0;
    if (!operatorMoves && kafkaHead === kafkaBase)
        return undefined;
    const op = `Strimzi ${opHead.version}`;
    const runs = `the cluster runs Kafka ${kafkaBase}, which ${op} does not know`;
    if (compareDotted(kafkaHead, kafkaBase) < 0) {
        if (opHead.downgradeFromUnknownKafka)
            return {
                verdict: 'pass',
                downgrade: true,
                message: `${runs}; lowering to ${kafkaHead} is a downgrade from an unknown version, which ${op} allows.`,
            };
        return {
            verdict: 'fail',
            downgrade: true,
            message: `${runs}: it stops with "Unsupported Kafka.spec.kafka.version: ${kafkaBase}" and cannot downgrade from it (only Strimzi 0.46.0 and later can, proposal 093). Downgrade Kafka to ${kafkaHead} with the operator that runs it now, in its own PR, before changing the operator.`,
        };
    }
    if (opHead.upgradeFromUnknownKafka)
        return {
            verdict: 'warn',
            downgrade: false,
            message: `${runs}; this release upgrades from it using status.kafkaMetadataVersion, but check the upgrade notes.`,
        };
    const wayOut = opHead.downgradeFromUnknownKafka
        ? ` Once stuck, lower spec.kafka.version to a version ${op} supports (${opHead.supported
            .filter((s) => compareDotted(s.version, kafkaBase) < 0)
            .map((s) => s.version)
            .join(', ') || 'none lower'}): it downgrades from an unknown version (proposal 093).`
        : '';
    return {
        verdict: 'fail',
        downgrade: false,
        message: `${runs}: the operator stops with "Unsupported Kafka.spec.kafka.version: ${kafkaBase}" (strimzi#12678). Move Kafka to a version both operators know first, in its own PR.${wayOut}`,
    };
}

const fromVersionKnown = perCluster({
    id: 'strimzi/from-version-known',
    title: 'Running Kafka version unknown to the new operator',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The operator or Kafka version changes while the cluster runs a Kafka version the head operator does not know: an upgrade from it fails before 1.0.0 (warn from 1.0.0); a downgrade from it passes from 0.46.0.',
    docs: {
        why: 'The operator reads the running version from the brokers. Before 1.0.0 an upgrade from a version it does not know stops with "Unsupported Kafka.spec.kafka.version" — e.g. Kafka 3.9.1 from 0.45.2 is unknown to 0.46–0.51 (strimzi#12678). From 0.46.0 a downgrade from an unknown version is allowed (proposal 093): lowering `spec.kafka.version` is the documented way out. From 1.0.0 the upgrade is tolerated too.',
        fix: 'Move Kafka to a version both operators know first (its own PR), then upgrade the operator. Already stuck on 0.46+: lower `spec.kafka.version` to a version the operator supports.',
    },
    skip: operatorUnknown,
    each(c, report) {
        const u = unknownRunningVersion(c);
        if (!u || u.verdict === 'pass')
            return;
        report(clusterFinding(c.base ?? c.head, 'version', u.message, u.verdict === 'warn' ? 'warn' : undefined));
    },
});

const STAY = 'Strimzi {{from}} → {{to}} by Helm, but {{why}}, and the repository has no other source of the Strimzi CRDs: they stay at {{from}}.';
const FIX = 'Update the CRDs with the operator (upgrade.crds: CreateReplace, or apply strimzi-crds-{{to}}.yaml).';
const helmCrdsUpgraded = defineRule({
    id: 'strimzi/helm-crds-upgraded',
    title: 'Operator upgraded by Helm without its CRDs',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'A Helm install of the operator (Flux HelmRelease, kustomize helmCharts, Argo CD) is upgraded while its CRDs are not (Helm never updates crds/) and the repository has no other source of them: fail across a release whose operator needs the new CRDs, warn otherwise.',
    docs: {
        why: "Strimzi ships its CRDs in the chart's crds/ folder, which `helm upgrade` never touches; Flux skips them on upgrade unless `upgrade.crds: CreateReplace`. The new operator then runs against the old CRDs: from 0.49 the Topic and User Operators read KafkaTopic and KafkaUser v1, which the older CRDs do not serve, so topics and users stop being reconciled. Other releases only lose their new fields (pruned by the API server).",
        fix: 'Set `spec.upgrade.crds: CreateReplace` (and `install.crds: CreateReplace`) on the HelmRelease, `includeCRDs: true` on the kustomize helmCharts entry, or apply `strimzi-crds-<version>.yaml` from the release in the same change.',
    },
    messages: {
        unserved: `${STAY} {{named}}: those resources stop being reconciled. ${FIX}`,
        pruned: `${STAY} Fields added since {{from}} are pruned by the API server, and Strimzi asks for the CRDs to be updated with every upgrade. ${FIX}`,
    },
    skip: noStrimzi,
    check(ctx) {
        const { base, head } = strimziState(ctx);
        if (otherCrdSource(ctx.head))
            return [];
        const data = releasesOf(ctx);
        const out = [];
        for (const o of head.operators) {
            const before = base.operators.find((b) => b.ref === o.ref && b.via === o.via);
            const from = before && data.release(before.version);
            const to = data.release(o.version);
            if (!from || !to || compareDotted(to.version, from.version) <= 0)
                continue;
            const why = crdsSkippedBy(o, ctx.head);
            if (!why)
                continue;
            // A fail only where the new operator reads a version the old CRDs do not serve (0.49: v1).
            const breaks = crdBreaksBetween(data, from, to).filter((b) => b.unserved.length);
            const named = breaks
                .map((b) => `The operators of Strimzi ${b.release.version} read ${b.unserved.join(', ')}, which the ${from.version} CRDs do not serve`)
                .join('; ');
            out.push({
                severity: breaks.length ? undefined : 'warn',
                file: o.file,
                line: o.line,
                side: 'head',
                object: o.ref,
                messageId: breaks.length ? 'unserved' : 'pruned',
                data: { from: from.version, to: to.version, why, named },
            });
        }
        return out;
    },
});

/** The fix: pin the running default only when the target operator supports it; never an unsupported one. */
function pinFix(from, to) {
    const move = compareDotted(to.version, from.version) < 0 ? 'downgrade' : 'upgrade';
    if (isSupported(to, from.defaultKafka))
        return `Pin version: ${from.defaultKafka} for the operator ${move} and ${move === 'upgrade' ? 'raise' : 'change'} Kafka in a later PR.`;
    return `Strimzi ${to.version} does not support Kafka ${from.defaultKafka}, so pinning it would stop the operator: ${move === 'upgrade' ? 'upgrade the operator in steps (see the upgrade plan), pinning at each step a version both releases support' : 'follow the downgrade procedure: lower Kafka (and first its metadata version) to a version both releases support, then downgrade the operator'}.`;
}
const implicitKafkaUpgrade = perCluster({
    id: 'strimzi/implicit-kafka-upgrade',
    title: 'Operator change moves an unset Kafka version',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: '`spec.kafka.version` is unset and the operator change moves its default, so the PR also upgrades Kafka.',
    docs: {
        why: "With the version unset the cluster runs the operator's default Kafka. A new operator with a new default rolls every broker to another Kafka version as a side effect of an operator upgrade — two upgrades in one, with no way to do them separately.",
        fix: 'Pin `spec.kafka.version` to the current version before (or in) the operator upgrade; raise it in a later PR.',
    },
    skip: operatorUnknown,
    each(c, report) {
        if (!c.base || c.head.version.value || c.base.version.value || !c.opBase || !c.opHead)
            return;
        if (c.opBase.defaultKafka === c.opHead.defaultKafka)
            return;
        report(clusterFinding(c.head, undefined, `spec.kafka.version is unset, so Strimzi ${c.opBase.version} → ${c.opHead.version} also moves Kafka ${c.opBase.defaultKafka} → ${c.opHead.defaultKafka}. ${pinFix(c.opBase, c.opHead)}`));
    },
});

/** Whether the User Operator of a release reads KafkaUser v1, which has no `operation` (0.49+). */
const readsV1 = (r) => r?.kafkaUserOperation === 'v1beta2-only-not-seen-by-UO' || r?.kafkaUserOperation === 'removed';
const aclOperation = (o, i) => o?.value.spec?.authorization
    ?.acls?.[i]?.operation;
/**
 * KafkaUser `acls[i].operation` (singular): absent from the v1 schema; from 0.49 the User Operator
 * reads v1 (KafkaUser.java@0.49.0:83), so a rule still using it fails the reconciliation
 * (SimpleAclRule.java@0.49.0:149). Strimzi says to convert it before upgrading to 0.49
 * (CHANGELOG.md@0.49.0:28, con-api-conversion-v1.adoc@0.49.0:19). Already there with such an
 * operator on the base side: a warning.
 */
function aclOperationProblem(user, before, i, opBase, opHead) {
    if (user.version === 'v1')
        return { severity: 'fail', message: `acls[${i}].operation is not part of the KafkaUser v1 API.` };
    if (!readsV1(opHead))
        return undefined;
    const old = aclOperation(before, i) === aclOperation(user, i) && readsV1(opBase);
    const where = `The User Operator of Strimzi ${opHead.version} reads KafkaUser v1, which has only operations: this ACL rule fails its reconciliation (the user is NotReady).`;
    return old
        ? { severity: 'warn', message: `${where} Already present on the base revision.`, present: true }
        : {
            severity: 'fail',
            message: `${where} Convert acls[${i}].operation before upgrading to 0.49.`,
        };
}

const kafkaUserOperations = defineRule({
    id: 'strimzi/kafkauser-operations',
    title: 'KafkaUser ACL uses the removed `operation` field',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: '`spec.authorization.acls[].operation` (singular) is used on a v1 KafkaUser, or while the operator moves to 0.49 or later, whose User Operator reads only `operations`.',
    docs: {
        why: 'From 0.49 the User Operator reads KafkaUser v1, which has only `operations` (a list): an ACL rule still written with `operation` fails the reconciliation and the user is NotReady. Strimzi says to convert it before upgrading to 0.49.',
        fix: 'Replace `operation: Read` with `operations: [Read]` before (or in a PR before) the upgrade to 0.49.',
    },
    skip: noStrimzi,
    check(ctx) {
        const { base, head } = strimziState(ctx);
        const data = releasesOf(ctx);
        const release = (v) => (v ? data.release(v) : undefined);
        const out = [];
        for (const u of ctx.head.objects) {
            if (u.kind !== 'KafkaUser' || u.group !== 'kafka.strimzi.io')
                continue;
            const opHead = release(operatorVersion(ctx, head, u.namespace).version);
            const opBase = release(operatorVersion(ctx, base, u.namespace).version);
            const before = ctx.base.objects.find((b) => b.kind === 'KafkaUser' && b.group === u.group && b.namespace === u.namespace && b.name === u.name);
            const acls = (u.value.spec?.authorization
                ?.acls ?? []);
            acls.forEach((acl, i) => {
                if (typeof acl !== 'object' || acl === null || acl.operation === undefined)
                    return;
                const problem = aclOperationProblem(u, before, i, opBase, opHead);
                if (!problem)
                    return;
                out.push({
                    severity: problem.severity === 'warn' ? 'warn' : undefined,
                    ...(problem.present ? { present: true } : {}),
                    file: u.file,
                    line: lineOf(u, ['spec', 'authorization', 'acls', i, 'operation']),
                    side: 'head',
                    object: objectRef(u),
                    path: `spec.authorization.acls[${i}].operation`,
                    message: `${problem.message} Write operations: [${String(acl.operation)}].`,
                });
            });
        }
        return out;
    },
});

const kafkaVersionSupported = perCluster({
    id: 'strimzi/kafka-version-supported',
    title: 'Kafka version not supported by the operator',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "A Kafka cluster's effective `spec.kafka.version` (unset = the operator's default) is not supported by the head operator version.",
    docs: {
        why: 'The operator refuses to reconcile the cluster ("Unsupported Kafka.spec.kafka.version", strimzi#2510): no rolling update, no certificate renewal, nothing, until the version is fixed.',
        fix: 'Pick a Kafka version the operator supports (listed in the message), or upgrade the operator first in its own PR.',
    },
    skip: operatorUnknown,
    each(c, report) {
        const release = c.opHead;
        const kafka = c.kafkaHead;
        if (!release || !kafka || isSupported(release, kafka))
            return;
        const old = !!c.base && c.opBase?.version === release.version && c.kafkaBase === kafka;
        report({
            severity: old ? 'warn' : undefined,
            ...(old ? { present: true } : {}),
            file: c.head.obj.file,
            line: c.head.version.value ? c.head.version.line : c.head.obj.line,
            side: 'head',
            object: c.head.ref,
            path: 'spec.kafka.version',
            message: `Kafka ${kafka}${c.head.version.value ? '' : ' (the default when unset)'} is not supported by Strimzi ${release.version} (supported: ${release.supported.map((s) => s.version).join(', ')}): the operator stops reconciling this cluster. ${old ? 'Already present on the base revision.' : 'Use a supported version, or upgrade the operator first in its own PR.'}`,
        });
    },
});

const annotations = (c) => asRecord(asRecord(c?.obj.value.metadata).annotations);
/** The annotation as the state manager reads it: lower-cased, `disabled` when unset. */
function kraftValue(c) {
    const v = annotations(c)['strimzi.io/kraft'];
    return v === undefined || v === null ? 'disabled' : String(v).toLowerCase();
}
const hasZookeeper = (c) => asRecord(c.obj.value.spec).zookeeper !== undefined;
/** Node pools of the cluster with the `controller` role (namespace as kustomize gives it). */
function controllerPools(c, pools) {
    return pools.filter((p) => {
        const labels = asRecord(asRecord(p.value.metadata).labels);
        const roles = asRecord(p.value.spec).roles;
        return (labels['strimzi.io/cluster'] === c.obj.name &&
            p.namespace === c.obj.namespace &&
            Array.isArray(roles) &&
            roles.includes('controller'));
    });
}
const REFUSED = {
    // base value → head value → why the state machine refuses it
    disabled: {
        enabled: 'the cluster is ZooKeeper-based: the operator refuses `enabled` ("The strimzi.io/kraft annotation can\'t be set to enabled because the cluster is ZooKeeper-based", KafkaMetadataStateManager.java@0.45.0:199) and keeps running it on ZooKeeper. Set `strimzi.io/kraft: migration` first, and `enabled` only once status.kafkaMetadataState is KRaftPostMigration',
    },
    migration: {},
    rollback: {
        enabled: 'a rollback is under way (dual writing): the operator refuses `enabled` during a migration process (KafkaMetadataStateManager.java@0.45.0:261). Go back to `migration`, wait for KRaftPostMigration, then set `enabled`',
    },
    enabled: {
        migration: 'the cluster is already KRaft',
        rollback: 'the cluster is already KRaft',
        disabled: 'the cluster is already KRaft',
    },
};
/** What a `strimzi.io/kraft` change does under a ZooKeeper-capable operator (0.40–0.45). */
function annotationProblem(base, head) {
    if (base === head)
        return undefined;
    const refused = REFUSED[base]?.[head];
    if (refused === 'the cluster is already KRaft')
        return {
            severity: 'fail',
            at: 'annotation',
            message: `strimzi.io/kraft ${head === 'disabled' ? 'reads as disabled (unset or disabled)' : `is ${head}`} on a KRaft cluster: a ZooKeeper-capable operator refuses it ("can't be set to migration, rollback or disabled values because the cluster is already KRaft", KafkaMetadataStateManager.java@0.45.0:183; a cluster it first sees unannotated it takes for ZooKeeper, :70), and there is no way back to ZooKeeper once the migration is finalized. Keep (or set) \`strimzi.io/kraft: enabled\` while the operator is 0.45 or older.`,
        };
    if (refused)
        return {
            severity: 'fail',
            at: 'annotation',
            message: `strimzi.io/kraft goes from ${base} to ${head}, but ${refused}.`,
        };
    if (base === 'disabled' && head === 'rollback')
        return {
            severity: 'warn',
            at: 'annotation',
            message: 'strimzi.io/kraft: rollback on a ZooKeeper-based cluster does nothing: there is no migration to roll back (KafkaMetadataStateManager.java@0.45.0:203). Remove it, or set `migration` to migrate.',
        };
    return undefined;
}
/**
 * What the state machine refuses in each live `status.kafkaMetadataState`, by head annotation value:
 * the line of KafkaMetadataStateManager.java@0.45.0 that refuses it, and why.
 */
const LIVE_REFUSED = {
    ZooKeeper: {
        enabled: [199, '`enabled` is refused on a ZooKeeper-based cluster: set `migration` first'],
        rollback: [203, 'there is no migration to roll back'],
    },
    KRaftMigration: {
        enabled: [233, '`enabled` is refused during the migration: it finalizes only from KRaftPostMigration'],
        rollback: [238, '`rollback` applies only in KRaftPostMigration; to go back now, set `disabled`'],
    },
    KRaftDualWriting: {
        enabled: [
            261,
            '`enabled` is refused during dual writing: go to KRaftPostMigration with `migration` first',
        ],
        rollback: [266, '`rollback` applies only in KRaftPostMigration; to go back now, set `disabled`'],
    },
    KRaftPostMigration: {
        disabled: [
            288,
            '`disabled` is refused in post-migration: set `rollback` first, delete the controller pool, then `disabled`',
        ],
    },
    PreKRaft: {
        migration: [305, 'the migration is being finalized: only `enabled` is accepted'],
        rollback: [305, 'the migration is being finalized: only `enabled` is accepted'],
        disabled: [305, 'the migration is being finalized: only `enabled` is accepted'],
    },
    KRaft: {
        migration: [183, 'the cluster is already KRaft'],
        rollback: [183, 'the cluster is already KRaft'],
        disabled: [183, 'the cluster is already KRaft'],
    },
};
/** The step judged on the live state the cluster export gives (`--cluster-state`): exact, not guessed. */
function liveProblem(c, head) {
    const state = c.live?.statusMetadataState;
    const refused = state ? LIVE_REFUSED[state]?.[head] : undefined;
    if (!state || !refused)
        return undefined;
    return {
        severity: 'fail',
        at: 'annotation',
        message: `strimzi.io/kraft: ${head} is refused: the cluster's status.kafkaMetadataState is ${state} (${c.live.ref} in the cluster state) and ${refused[1]} (KafkaMetadataStateManager.java@0.45.0:${refused[0]}).`,
    };
}
/**
 * The problem of one cluster's `strimzi.io/kraft` change (or of its `spec.zookeeper` and node pools at
 * the stage it is in) under a head operator that still runs ZooKeeper (0.40–0.45); undefined when the
 * step is one the state machine takes. New clusters, and operators that do not migrate, are not judged.
 */
function kraftTransitionProblem(c, headPools) {
    const op = c.opHead;
    if (!op || !op.zookeeper || op.kraftAnnotation !== 'opt-in-annotation' || !c.base)
        return undefined;
    // A cluster a KRaft-only operator (0.46+) ran is KRaft, annotated or not (0.48+ ignore the
    // annotation); with no operator on base, an unannotated cluster without spec.zookeeper is one too.
    const kraftOnlyBase = c.opBase
        ? !c.opBase.zookeeper
        : !hasZookeeper(c.base) && kraftValue(c.base) === 'disabled';
    const base = kraftOnlyBase ? 'enabled' : kraftValue(c.base);
    const head = kraftValue(c.head);
    const live = head !== kraftValue(c.base) ? liveProblem(c, head) : undefined;
    if (live)
        return live;
    const refused = c.live?.statusMetadataState ? undefined : annotationProblem(base, head);
    if (refused)
        return refused;
    if (head === 'enabled')
        return undefined;
    if (!hasZookeeper(c.head))
        return {
            severity: 'fail',
            at: 'annotation',
            message: `spec.zookeeper is removed while the cluster still runs on ZooKeeper (strimzi.io/kraft: ${head}): Strimzi ${op.version} keeps ZooKeeper configured until the migration is finalized with \`enabled\` (KafkaMetadataStateManager.java@0.45.0:115-160). Keep spec.zookeeper until the cluster is KRaft.`,
        };
    if (head !== 'migration' || base === 'migration')
        return undefined;
    if (annotations(c.head)['strimzi.io/node-pools'] !== 'enabled')
        return {
            severity: 'fail',
            at: 'node-pools',
            message: `strimzi.io/kraft: migration needs the cluster on node pools (strimzi.io/node-pools: enabled, KafkaAssemblyOperator.java@0.45.0:238 reads it): the metadata moves to KRaft controllers that only a KafkaNodePool gives. Move the brokers to node pools first.`,
        };
    if (!controllerPools(c.head, headPools).length)
        return {
            severity: 'fail',
            at: 'annotation',
            message: `strimzi.io/kraft: migration without a KafkaNodePool with the controller role for ${c.head.obj.name}: there are no KRaft controllers to migrate the metadata to. Add a controller node pool (labelled strimzi.io/cluster: ${c.head.obj.name}) in this PR or before.`,
        };
    return undefined;
}

const PATHS = {
    annotation: ['metadata', 'annotations', 'strimzi.io/kraft'],
    'node-pools': ['metadata', 'annotations', 'strimzi.io/node-pools'],
    zookeeper: ['spec', 'zookeeper'],
};
const kraftMigration = perCluster({
    id: 'strimzi/kraft-migration',
    title: 'KRaft migration step the operator refuses',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'Under a ZooKeeper-capable operator (0.40–0.45), a `strimzi.io/kraft` change its migration state machine refuses (ZooKeeper straight to `enabled`, a KRaft cluster back to `migration`/`rollback`/`disabled`, `enabled` during a rollback), `spec.zookeeper` removed before the cluster is KRaft, or `migration` without node pools and a controller pool.',
    docs: {
        why: "Strimzi migrates a ZooKeeper cluster to KRaft only through `strimzi.io/kraft: migration` and then `enabled`; KafkaMetadataStateManager (0.40–0.45) ignores any other step with a warning condition on the Kafka status, so the PR applies cleanly and nothing migrates. A ZooKeeper cluster switched straight to `enabled` with `spec.zookeeper` removed stays on ZooKeeper, and the next operator (0.46, KRaft only) stops reconciling it. Once finalized, a KRaft cluster cannot go back. Files carry no status, so from them alone the gate judges the annotation as it changes; with `--cluster-state` it reads the cluster's status.kafkaMetadataState and judges the exact state (`enabled` while still KRaftMigration fails, `rollback` only from KRaftPostMigration). Sources: KafkaMetadataStateManager.java@0.45.0:199 (ZooKeeper refuses `enabled`), :208 (`migration` starts), :229 and :257 (`disabled` rolls back during the migration), :261 (`enabled` refused while rolling back), :281–:285 (post-migration: `enabled` finalizes, `rollback` goes back), :183 (KRaft refuses the rest); con-migrate-kraft-pre-0.39.adoc@1.2.0:12-15 and con-upgrade-sequence.adoc@1.2.0:19-21 (migrate with 0.39–0.45 before upgrading).",
        fix: 'Migrate in steps, each its own PR: move the brokers to node pools (`strimzi.io/node-pools: enabled`) and add a controller node pool; set `strimzi.io/kraft: migration` (keep `spec.zookeeper`); when status.kafkaMetadataState is `KRaftPostMigration`, set `enabled`; when it is `KRaft`, remove `spec.zookeeper`. To roll back from post-migration: `rollback`, delete the controller pool, then `disabled`.',
    },
    skip: operatorUnknown,
    each(c, report, ctx) {
        const p = kraftTransitionProblem(c, strimziState(ctx).head.pools);
        if (!p)
            return;
        const path = PATHS[p.at];
        report({
            ...clusterFinding(c.head, undefined, p.message, p.severity === 'warn' ? 'warn' : undefined),
            line: lineOf(c.head.obj, [...path]),
            path: path.join('.'),
        });
    },
});

const annotation$1 = (c, name) => c?.obj.value.metadata?.annotations?.[name];
/**
 * How a KRaft-only head operator (0.46+) treats a cluster, as KafkaAssemblyOperator decides:
 * - 0.46–0.47 reconcile only clusters annotated `strimzi.io/kraft: enabled` and
 *   `strimzi.io/node-pools: enabled` (KafkaAssemblyOperator.java@0.46.0:231-232,
 *   ReconcilerUtils.java@0.46.0:377,388); 0.48+ ignore both annotations (CHANGELOG.md@0.48.0:8);
 * - `kraft: disabled|migration|rollback` is a cluster that has not finished the migration;
 * - `spec.zookeeper` is ignored (KafkaSpec.java@0.46.0:66, ValidationVisitor.java@0.46.0:105): on a
 *   migrated cluster it is a leftover to delete, not a failure. Migrated = annotated `kraft: enabled`
 *   on the base side, or already reconciled by a KRaft-only operator there.
 */
function kraftProblem(c) {
    const op = c.opHead;
    if (!op || op.zookeeper)
        return undefined;
    const v = `Strimzi ${op.version}`;
    const kraft = annotation$1(c.head, 'strimzi.io/kraft');
    const migrate = `Finish the KRaft migration with Strimzi 0.45 before this upgrade.`;
    if (kraft === 'disabled' || kraft === 'migration' || kraft === 'rollback')
        return {
            severity: 'fail',
            annotation: 'strimzi.io/kraft',
            message: `${v} runs KRaft clusters only, but it is annotated strimzi.io/kraft: ${String(kraft)}. ${migrate}`,
        };
    // The cluster says where its metadata is (--cluster-state): 0.46+ stops on anything but KRaft
    // (KafkaAssemblyOperator.java@0.46.0:232), whatever the files say.
    const live = c.live?.statusMetadataState;
    if (live && live !== 'KRaft')
        return {
            severity: 'fail',
            annotation: 'strimzi.io/kraft',
            message: `${v} runs KRaft clusters only, but the cluster's status.kafkaMetadataState is ${live} (${c.live.ref} in the cluster state): it stops with "${v} supports only KRaft-based Apache Kafka clusters". ${migrate}`,
        };
    const baseKraft = annotation$1(c.base, 'strimzi.io/kraft') ?? (c.base ? undefined : kraft);
    const migrated = baseKraft === 'enabled' || (!!c.opBase && !c.opBase.zookeeper);
    const zookeeper = c.head.obj.value.spec?.zookeeper !== undefined;
    if (zookeeper && !migrated)
        return {
            severity: 'fail',
            zookeeper: true,
            message: `${v} runs KRaft clusters only, but it still has spec.zookeeper and was not migrated to KRaft. ${migrate}`,
        };
    // ZooKeeper-based on base (a 0.45-or-older operator ran it unannotated or not `enabled`), switched
    // straight to `enabled` with spec.zookeeper removed: status.kafkaMetadataState still says ZooKeeper,
    // so the 0.46+ operator stops (KafkaAssemblyOperator.java@0.46.0:232), and 0.45 would have refused
    // `enabled` without `migration` first (KafkaMetadataStateManager.java@0.45.0:199).
    if (!migrated && c.base && c.opBase?.zookeeper)
        return {
            severity: 'fail',
            annotation: 'strimzi.io/kraft',
            message: `${v} runs KRaft clusters only, and this one was ZooKeeper-based on the base revision (strimzi.io/kraft: ${String(baseKraft ?? 'unset')} under Strimzi ${c.opBase.version}): removing spec.zookeeper${kraft === 'enabled' ? ' and setting strimzi.io/kraft: enabled' : ''} does not migrate it. The operator reads status.kafkaMetadataState (ZooKeeper) and stops with "${v} supports only KRaft-based Apache Kafka clusters". ${migrate} (strimzi.io/kraft: migration, then enabled).`,
        };
    if (op.kraftAnnotation === 'required' && kraft !== 'enabled')
        return {
            severity: 'fail',
            annotation: 'strimzi.io/kraft',
            message: `${v} reconciles only clusters annotated strimzi.io/kraft: enabled${kraft === undefined ? ', and this one is not' : `, not ${String(kraft)}`}: it stops with "${v} supports only KRaft-based Apache Kafka clusters". Keep the annotation until Strimzi 0.48.`,
        };
    if (zookeeper)
        return {
            severity: 'warn',
            zookeeper: true,
            message: `spec.zookeeper is left over on a migrated cluster: ${v} ignores it${op.specZookeeper === 'absent-from-crd' ? ' and the v1 schema no longer has it' : ''}. Delete it.`,
        };
    return undefined;
}
/** 0.46–0.47 reconcile only clusters annotated `strimzi.io/node-pools: enabled` (KafkaAssemblyOperator.java@0.46.0:231-232). */
function nodePoolsAnnotationProblem(c) {
    const op = c.opHead;
    if (!op || op.nodePoolsAnnotation !== 'required')
        return undefined;
    const value = annotation$1(c.head, 'strimzi.io/node-pools');
    if (value === 'enabled')
        return undefined;
    return `Strimzi ${op.version} reconciles only clusters annotated strimzi.io/node-pools: enabled${value === undefined ? ', and this one is not' : `, not ${String(value)}`}: it stops with "Strimzi ${op.version} supports only KRaft-based Apache Kafka clusters". Keep the annotation until Strimzi 0.48.`;
}

const kraftOnly = perCluster({
    id: 'strimzi/kraft-only',
    title: 'ZooKeeper cluster on a KRaft-only operator',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The head operator is 0.46 or later and the cluster has not been migrated to KRaft (`spec.zookeeper` on a cluster never migrated, a ZooKeeper cluster switched straight to `strimzi.io/kraft: enabled` with `spec.zookeeper` removed, `strimzi.io/kraft` not enabled where 0.46–0.47 require it); a leftover `spec.zookeeper` on a migrated cluster is a warning.',
    docs: {
        why: 'Strimzi 0.46 removed ZooKeeper support (strimzi#11630): a ZooKeeper-based cluster is no longer reconciled. The migration to KRaft is only possible with 0.40–0.45 (con-migrate-kraft-pre-0.39.adoc@1.2.0:12-15, con-upgrade-sequence.adoc@1.2.0:19-21). Removing `spec.zookeeper` and annotating `strimzi.io/kraft: enabled` does not migrate anything: the cluster\'s status.kafkaMetadataState still says ZooKeeper, and 0.46+ stops with "supports only KRaft-based Apache Kafka clusters" (KafkaAssemblyOperator.java@0.46.0:232).',
        fix: 'Migrate the cluster to KRaft with Strimzi 0.45 first (`strimzi.io/kraft: migration`, then `enabled`, then remove `spec.zookeeper`), and only then upgrade the operator. Keep `strimzi.io/kraft: enabled` while the operator is 0.46 or 0.47. A migrated cluster: delete the leftover `spec.zookeeper`, which the operator ignores.',
    },
    skip: operatorUnknown,
    each(c, report) {
        const p = kraftProblem(c);
        if (!p)
            return;
        const path = p.zookeeper
            ? ['spec', 'zookeeper']
            : p.annotation
                ? ['metadata', 'annotations', p.annotation]
                : undefined;
        report({
            ...clusterFinding(c.head, undefined, p.message, p.severity === 'warn' ? 'warn' : undefined),
            ...(path ? { line: lineOf(c.head.obj, path), path: path.join('.') } : {}),
        });
    },
});

const LEGACY = ['inter.broker.protocol.version', 'log.message.format.version'];
const legacyKraftConfig = perCluster({
    id: 'strimzi/legacy-kraft-config',
    title: 'ZooKeeper-era version settings on a KRaft cluster',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: '`inter.broker.protocol.version` or `log.message.format.version` is set on a KRaft cluster.',
    docs: {
        why: 'KRaft clusters use `metadataVersion`; these settings are ignored or rejected, and they hide the version the cluster really runs.',
        fix: 'Remove them from `spec.kafka.config` and use `spec.kafka.metadataVersion`.',
    },
    skip: noStrimzi,
    each(c, report) {
        const v = c.head.obj.value;
        const kraft = v.metadata?.annotations?.['strimzi.io/kraft'] === 'enabled' ||
            (!!c.opHead && compareDotted(c.opHead.version, '0.46.0') >= 0 && v.spec?.zookeeper === undefined);
        if (!kraft)
            return;
        for (const key of LEGACY) {
            if (v.spec?.kafka?.config?.[key] === undefined)
                continue;
            report({
                ...clusterFinding(c.head, undefined, `${key} is a ZooKeeper-era setting; on a KRaft cluster use spec.kafka.metadataVersion and remove it.`),
                line: c.head.obj.positions.get(['spec', 'kafka', 'config', key].join('\u001f'))?.line ?? c.head.obj.line,
            });
        }
    },
});

const metadataAboveKafka = perCluster({
    id: 'strimzi/metadata-above-kafka',
    title: 'Metadata version above the Kafka version',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "`spec.kafka.metadataVersion` is above the metadata version of the cluster's Kafka version.",
    docs: {
        why: 'A Kafka release cannot run a metadata version from a later release; the operator ignores the setting or fails the reconciliation.',
        fix: 'Raise `spec.kafka.version` first (one PR), then the metadata version (a second PR), or lower the metadata version.',
    },
    skip: operatorUnknown,
    each(c, report) {
        const written = c.head.metadataVersion.value;
        const kafkaMeta = c.opHead?.supported.find((s) => s.version === c.kafkaHead)?.metadata;
        if (!written || !kafkaMeta || compareMetadata(written, kafkaMeta) <= 0)
            return;
        report(clusterFinding(c.head, 'metadataVersion', `metadataVersion ${written} is above Kafka ${c.kafkaHead}'s metadata version ${kafkaMeta}: the operator will not apply it. Raise the Kafka version first, in its own PR.`));
    },
});

const metadataOneWay = defineRule({
    id: 'strimzi/metadata-one-way',
    title: 'Metadata upgrade cannot be undone',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'The metadata version is raised across a level that changes the metadata format.',
    docs: {
        why: 'After this change Kafka cannot go back below the new level: a later rollback of the Kafka version is no longer possible.',
        fix: 'Nothing to fix; make sure the new Kafka version has run long enough to be trusted before merging.',
    },
    skip: noStrimzi,
    check(ctx) {
        const out = [];
        for (const { c, from, to, crossed } of metadataMoves(ctx)) {
            if (to.level <= from.level)
                continue;
            if (crossed.length) {
                out.push(clusterFinding(c.head, 'metadataVersion', `metadata ${from.version} → ${to.version} crosses ${crossed.map((m) => m.version).join(', ')}: after it is applied the metadata cannot be downgraded below ${crossed[crossed.length - 1].version}, so Kafka cannot be rolled back.`));
            }
        }
        return out;
    },
});

const metadataUnsafeDowngrade = defineRule({
    id: 'strimzi/metadata-unsafe-downgrade',
    title: 'Unsafe metadata downgrade',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The metadata version is lowered across a level that changed the metadata format.',
    docs: {
        why: 'Kafka refuses such a downgrade ("Unsafe metadata downgrade is not supported"): the records written in the newer format cannot be read by the older level.',
        fix: 'Keep the metadata version. A downgrade across a format change needs a new cluster and a data migration.',
    },
    skip: noStrimzi,
    check(ctx) {
        const out = [];
        for (const { c, from, to, crossed } of metadataMoves(ctx)) {
            if (to.level >= from.level)
                continue;
            if (crossed.length) {
                out.push(clusterFinding(c.head, 'metadataVersion', `metadata ${from.version} → ${to.version} crosses ${crossed.map((m) => m.version).join(', ')}, which changed the metadata format: Kafka refuses this downgrade. Keep ${from.version}.`));
            }
        }
        return out;
    },
});

const metadataValid = perCluster({
    id: 'strimzi/metadata-valid',
    title: 'Metadata version not valid',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: '`spec.kafka.metadataVersion` is not a stable Kafka MetadataVersion, or is below the lowest the operator accepts (3.3-IV3 from Strimzi 0.46, else 3.3-IV0).',
    docs: {
        why: 'The operator rejects an unknown or too-old metadata version and stops reconciling the cluster; Kafka itself refuses unstable ones.',
        fix: 'Use a released metadata version such as `3.9-IV0` or `4.1` (the highest IV of 4.1), no lower than the operator accepts.',
    },
    skip: noStrimzi,
    each(c, report) {
        const written = c.head.metadataVersion.value;
        // A YAML number never reaches the operator: the API server rejects it (strimzi/version-is-string).
        if (!written || c.head.metadataVersion.isNumber)
            return;
        const mv = resolveMetadata(written);
        const floor = c.opHead && compareDotted(c.opHead.version, '0.46.0') >= 0 ? '3.3-IV3' : '3.3-IV0';
        const min = resolveMetadata(floor);
        if (!mv)
            report(clusterFinding(c.head, 'metadataVersion', `metadataVersion ${written} is not a released Kafka metadata version: the operator rejects it. Use one like 4.1-IV1 or "4.1".`));
        else if (mv.level < min.level)
            report(clusterFinding(c.head, 'metadataVersion', `metadataVersion ${written} is below ${floor}, the lowest ${c.opHead ? `Strimzi ${c.opHead.version}` : 'the operator'} accepts.`));
    },
});

const nodePoolsPresent = perCluster({
    id: 'strimzi/node-pools-present',
    title: 'No node pool for a cluster',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The head operator is 0.46 or later and no `KafkaNodePool` is labelled `strimzi.io/cluster` for the cluster, or (0.46–0.47) the cluster lacks `strimzi.io/node-pools: enabled`.',
    docs: {
        why: 'From 0.46 node pools are mandatory: a `Kafka` without any `KafkaNodePool` has no brokers or controllers to reconcile. 0.46 and 0.47 also still reconcile only a `Kafka` annotated `strimzi.io/node-pools: enabled` (0.48 stops reading it).',
        fix: "Add `KafkaNodePool` resources labelled `strimzi.io/cluster: <cluster name>` in the cluster's namespace (migrate with Strimzi 0.45 first).",
    },
    skip: operatorUnknown,
    each(c, report, ctx) {
        if (!c.opHead || compareDotted(c.opHead.version, '0.46.0') < 0)
            return;
        // A cluster never migrated to KRaft is strimzi/kraft-only's one finding.
        const unannotated = kraftProblem(c)?.severity === 'fail' ? undefined : nodePoolsAnnotationProblem(c);
        if (unannotated)
            report({
                ...clusterFinding(c.head, undefined, unannotated),
                line: lineOf(c.head.obj, ['metadata', 'annotations', 'strimzi.io/node-pools']),
                path: 'metadata.annotations.strimzi.io/node-pools',
            });
        // KafkaNodePools with the namespace kustomize gives them.
        const mine = strimziState(ctx).head.pools.filter((p) => {
            const labels = p.value.metadata?.labels;
            return labels?.['strimzi.io/cluster'] === c.head.obj.name && p.namespace === c.head.obj.namespace;
        });
        if (!mine.length)
            report(clusterFinding(c.head, undefined, `no KafkaNodePool is labelled strimzi.io/cluster: ${c.head.obj.name}${c.head.obj.namespace ? ` in namespace ${c.head.obj.namespace}` : ''}; Strimzi ${c.opHead.version} requires node pools. Add them (migrate with Strimzi 0.45 first).`));
    },
});

const operatorDowngrade = defineRule({
    id: 'strimzi/operator-downgrade',
    title: 'Operator downgrade',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The operator version is lowered: fail when lowered to 0.45 or earlier while a cluster runs a Kafka version unsupported there (strimzi#8869); warn otherwise, with the procedure.',
    docs: {
        why: 'Up to 0.45 the operator can only downgrade clusters that run a Kafka version it supports; an older operator meeting a newer Kafka stops reconciling (strimzi#8869). Later releases downgrade from unknown versions, but a downgrade is still a procedure, not a revert.',
        fix: "Lower Kafka (and first its metadata version) to a version the older operator supports, each in its own PR, then lower the operator; follow Strimzi's downgrade documentation.",
    },
    skip: operatorUnknown,
    check(ctx) {
        const { base, head } = strimziState(ctx);
        const from = operatorVersion(ctx, base).version;
        const to = operatorVersion(ctx, head).version;
        if (!from || !to || compareDotted(to, from) >= 0)
            return [];
        const target = releasesOf(ctx).release(to);
        const op = head.operators[0];
        const where = op ? { file: op.file, line: op.line, side: 'head', object: op.ref } : {};
        const blocked = clusterChanges(ctx).filter((c) => target && c.kafkaBase && compareDotted(to, '0.45.99') <= 0 && !isSupported(target, c.kafkaBase));
        const out = blocked.map((c) => ({
            ...where,
            message: `Strimzi ${from} → ${to} while ${c.head.ref} runs Kafka ${c.kafkaBase}, which ${to} does not support: the older operator cannot manage it (strimzi#8869). Lower Kafka to ${target.supported.map((s) => s.version).join(' / ')} first (metadata first, each in its own PR), then the operator.`,
        }));
        if (!out.length) {
            out.push({
                ...where,
                severity: 'warn',
                message: `Strimzi ${from} → ${to} is a downgrade: lower the metadata version, then the Kafka version, to ones ${to} supports (each in its own PR) before the operator, following Strimzi's downgrade procedure.`,
            });
        }
        return out;
    },
});

const MAPS = ['STRIMZI_KAFKA_IMAGES', 'STRIMZI_KAFKA_CONNECT_IMAGES', 'STRIMZI_KAFKA_MIRROR_MAKER_2_IMAGES'];
const operatorImages = defineRule({
    id: 'strimzi/operator-images',
    title: "Operator image maps do not match the operator's release",
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: "`STRIMZI_KAFKA_IMAGES` (and the Connect / MirrorMaker 2 maps) in the operator Deployment do not list exactly the operator's supported Kafka versions, or point at another release's images.",
    docs: {
        why: "The operator picks the broker image from these maps. A map left over from the previous release (a common mistake when only the image tag is bumped) makes the operator roll the brokers to the old release's images, or refuse versions it supports.",
        fix: 'Take the whole Deployment from the release you upgrade to, or update every entry: `<kafka version>=quay.io/strimzi/kafka:<operator version>-kafka-<kafka version>`.',
    },
    skip: noStrimzi,
    check(ctx) {
        const out = [];
        for (const op of strimziState(ctx).head.operators) {
            if (!op.obj)
                continue;
            const obj = op.obj;
            const release = releasesOf(ctx).release(op.version);
            if (!release)
                continue;
            const spec = obj.value.spec.template?.spec;
            (spec?.containers ?? []).forEach((c, ci) => (c.env ?? []).forEach((e, ei) => {
                if (!e.name || !MAPS.includes(e.name) || typeof e.value !== 'string')
                    return;
                const entries = e.value
                    .split('\n')
                    .map((l) => l.trim())
                    .filter(Boolean)
                    .map((l) => l.split('='));
                const versions = entries.map(([k]) => k).sort();
                const supported = release.supported.map((s) => s.version).sort();
                const wrongTags = entries
                    .filter(([, img]) => img && !img.includes(`:${op.version}-`))
                    .map(([k]) => k);
                const problems = [];
                if (e.name === 'STRIMZI_KAFKA_IMAGES' && versions.join() !== supported.join())
                    problems.push(`lists Kafka ${versions.join(', ')} but Strimzi ${op.version} supports ${supported.join(', ')}`);
                if (wrongTags.length)
                    problems.push(`images for ${wrongTags.join(', ')} are not tagged ${op.version}-kafka-…`);
                if (problems.length) {
                    out.push({
                        file: obj.file,
                        line: lineOf(obj, ['spec', 'template', 'spec', 'containers', ci, 'env', ei, 'value']),
                        side: 'head',
                        object: op.ref,
                        path: e.name,
                        message: `${e.name} ${problems.join('; ')}: the operator would run other images than its release's. Take the Deployment from Strimzi ${op.version} as a whole.`,
                    });
                }
            }));
        }
        return out;
    },
});

const operatorVersionUnknown = defineRule({
    id: 'strimzi/operator-version-unknown',
    title: 'Operator version not found',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'The head side holds Strimzi resources but the gate cannot tell which operator release reconciles them: the version checks are skipped, and this says so.',
    docs: {
        why: 'Unknown is not safe: without the operator version every Kafka version, KRaft, node-pool and API check would pass without judging anything. The finding names the cluster and where the gate looked.',
        fix: "Pin the operator to one release where the repository installs it (an image tag, a chart version, an OCIRepository `ref.tag`, an OLM Subscription `startingCSV`), or set `strimzi.operatorVersion` in the config when it is installed elsewhere (another repository, an OLM channel without `startingCSV`). An operator written inside a Helm chart's `templates/` is named with its file and line: the gate does not render a chart that is only a folder, so render it into the repository or set the version.",
    },
    messages: {
        cluster: 'Which Strimzi release reconciles {{cluster}} is unknown, so its version checks were skipped: {{why}}.',
        unresolved: '{{why}}: the Strimzi version checks were skipped. Pin one release, or set strimzi.operatorVersion in the config.',
    },
    skip: noStrimzi,
    check(ctx) {
        const { head } = strimziState(ctx);
        const out = [];
        for (const c of head.clusters) {
            const found = operatorVersion(ctx, head, c.obj.namespace);
            // A version the data lacks is strimzi/unknown-release's; several versions stay its notice.
            if (found.version || found.why?.startsWith('several'))
                continue;
            out.push({
                file: c.obj.file,
                line: c.obj.line,
                side: 'head',
                unjudged: true,
                object: c.ref,
                messageId: 'cluster',
                data: { cluster: c.ref, why: found.why ?? '' },
            });
        }
        const found = operatorVersion(ctx, head);
        if (!head.clusters.length && !found.version && !found.why?.startsWith('several'))
            for (const u of head.unresolved)
                out.push({
                    file: u.file,
                    line: u.line,
                    side: 'head',
                    unjudged: true,
                    object: u.ref,
                    messageId: 'unresolved',
                    data: { why: u.why },
                });
        return out;
    },
});

const annotation = (o, key) => o?.value.metadata?.annotations?.[key] ?? undefined;
const rebalanceAutoApproval = defineRule({
    id: 'strimzi/rebalance-auto-approval',
    title: 'Rebalance runs without review',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: '`strimzi.io/rebalance-auto-approval: "true"` is added to a KafkaRebalance, or a rebalance is approved in the same PR as a version change.',
    docs: {
        why: 'An auto-approved rebalance moves partitions as soon as Cruise Control proposes it; during a version roll that doubles the load on brokers that are restarting.',
        fix: 'Review proposals before approving them, and approve rebalances in a PR of their own, after version changes have rolled out.',
    },
    skip: noStrimzi,
    check(ctx) {
        const versionChange = clusterChanges(ctx).some((c) => c.base && (c.kafkaBase !== c.kafkaHead || c.opBase?.version !== c.opHead?.version));
        const out = [];
        for (const pair of ctx.pairs) {
            const r = pair.head;
            if (!r || r.kind !== 'KafkaRebalance' || r.group !== 'kafka.strimzi.io')
                continue;
            const auto = 'strimzi.io/rebalance-auto-approval';
            if (annotation(r, auto) === 'true' && annotation(pair.base, auto) !== 'true') {
                out.push({
                    file: r.file,
                    line: lineOf(r, ['metadata', 'annotations', auto]),
                    side: 'head',
                    object: objectRef(r),
                    message: `${auto}: "true" is added: rebalances will run as soon as they are proposed, without review.`,
                });
            }
            if (versionChange &&
                annotation(r, 'strimzi.io/rebalance') === 'approve' &&
                annotation(pair.base, 'strimzi.io/rebalance') !== 'approve') {
                out.push({
                    file: r.file,
                    line: lineOf(r, ['metadata', 'annotations', 'strimzi.io/rebalance']),
                    side: 'head',
                    object: objectRef(r),
                    message: 'a rebalance is approved in the same PR as a version change: it will move partitions while brokers roll. Approve it in its own PR after the roll.',
                });
            }
        }
        return out;
    },
});

const unknownRelease = defineRule({
    id: 'strimzi/unknown-release',
    title: 'Version unknown to the bundled release data',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'An operator or Kafka version that the bundled Strimzi data does not know: the rules that need it cannot judge.',
    docs: {
        why: 'Unknown is not safe: a newer operator or a typo in a version would otherwise pass every check silently. The finding says which checks were skipped.',
        fix: 'Correct the version, or upgrade upgrade-gate (the data covers Strimzi 0.22.0 to the newest release it ships).',
    },
    skip: noStrimzi,
    check(ctx) {
        const { head } = strimziState(ctx);
        const out = [];
        const data = releasesOf(ctx);
        const newest = data.newest.version;
        for (const o of head.operators) {
            if (data.release(o.version))
                continue;
            out.push({
                file: o.file,
                line: o.line,
                side: 'head',
                unjudged: true,
                object: o.ref,
                message: `Strimzi ${o.version} is not in the bundled release data (0.22.0 to ${newest}): the Strimzi version checks for this operator were skipped.`,
            });
        }
        const configured = operatorVersion(ctx, head).version;
        if (configured && !head.operators.length && !data.release(configured)) {
            out.push({
                unjudged: true,
                message: `strimzi.operatorVersion ${configured} is not in the bundled release data (0.22.0 to ${newest}): the Strimzi version checks were skipped.`,
            });
        }
        for (const c of head.clusters) {
            const ambiguous = operatorVersion(ctx, head, c.obj.namespace).why;
            if (ambiguous?.startsWith('several')) {
                out.push({
                    severity: 'notice',
                    file: c.obj.file,
                    line: c.obj.line,
                    side: 'head',
                    unjudged: true,
                    object: c.ref,
                    message: `Which operator manages ${c.ref} is ambiguous: ${ambiguous}. The Strimzi version checks for it were skipped.`,
                });
            }
            const v = c.version.value;
            if (!v || data.isKnownKafka(v))
                continue;
            out.push({
                file: c.obj.file,
                line: c.version.line,
                side: 'head',
                unjudged: true,
                object: c.ref,
                path: 'spec.kafka.version',
                message: `Kafka ${v} is not known to any bundled Strimzi release: no operator would accept it, and the version checks for this cluster were skipped.`,
            });
        }
        return out;
    },
});

/**
 * Releases an operator upgrade must stop at: an upgrade from below `below` to `atLeast` or later stops
 * at a release in [below, atLeast) and does the migration there first. From Strimzi's documentation
 * at 1.2.0: con-migrate-kraft-pre-0.39.adoc@1.2.0:10-19 and con-upgrade-sequence.adoc@1.2.0:19-21 (KRaft
 * from a release between 0.39 and 0.45), con-api-conversion-v1.adoc@1.2.0:11 (v1 before 1.0); 0.22 from
 * the release notes of 0.36.0 and later ("Direct upgrade from Strimzi 0.22 or earlier is not supported
 * anymore … You will also need to convert the CRD resources"). The planner (plan-steps.ts) adds the KafkaUser
 * `operations` update before 0.49 (con-upgrade-sequence.adoc@1.2.0:23-25).
 */
const UPGRADE_STOPS = [
    {
        below: '0.22.0',
        atLeast: '0.23.0',
        why: 'v1beta2 API conversion (0.22 is the last release that converts v1alpha1/v1beta1 resources)',
        migration: "Convert every Strimzi resource and the CRDs' stored versions to kafka.strimzi.io/v1beta2 (Strimzi API conversion tool)",
    },
    {
        below: '0.39.0',
        atLeast: '0.46.0',
        why: 'ZooKeeper to KRaft migration (0.46 removed ZooKeeper; direct upgrades are supported only from 0.39 on)',
        migration: 'Migrate the cluster to KRaft with node pools (strimzi.io/kraft: migration, then enabled; remove spec.zookeeper)',
    },
    {
        below: '0.49.0',
        atLeast: '1.0.0',
        why: 'conversion to the v1 API (0.49 adds v1; 1.0 removes v1beta2)',
        migration: 'Convert every Strimzi resource to kafka.strimzi.io/v1 (KafkaUser acls[].operation → operations) and migrate stored versions',
    },
];

const upgradePathTooFar = defineRule({
    id: 'strimzi/upgrade-path-too-far',
    title: 'Operator upgrade skips a required release',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: 'The operator jumps over a release it must pass through: below 0.22 to 0.23+, below 0.39 to 0.46+, below 0.49 to 1.0+.',
    docs: {
        why: 'Some migrations only exist in one range of releases: converting resources to v1beta2 (0.22), migrating from ZooKeeper to KRaft (0.40–0.45), converting to the v1 API (0.49–0.51). Skipping over them leaves resources the new operator cannot read.',
        fix: 'Upgrade in steps, one PR each: stop at the release named in the message and do its migration before going further.',
    },
    skip: operatorUnknown,
    check(ctx) {
        const { base, head } = strimziState(ctx);
        const from = operatorVersion(ctx, base).version;
        const to = operatorVersion(ctx, head).version;
        if (!from || !to || compareDotted(to, from) <= 0)
            return [];
        const op = head.operators[0];
        const out = [];
        for (const { below, atLeast, why } of UPGRADE_STOPS) {
            if (compareDotted(from, below) < 0 && compareDotted(to, atLeast) >= 0) {
                out.push({
                    ...(op
                        ? {
                            file: op.file,
                            line: op.line,
                            side: 'head',
                            object: op.ref,
                        }
                        : {}),
                    message: `Strimzi ${from} → ${to} skips the ${why}. Upgrade to ${below} (or later, below ${atLeast}) first and finish that migration, in its own PR.`,
                });
            }
        }
        return out;
    },
});

const upgradeTogether = perCluster({
    id: 'strimzi/upgrade-together',
    title: 'Kafka and metadata versions raised together',
    category: 'strimzi',
    defaultSeverity: 'warn',
    description: 'One PR raises both `spec.kafka.version` and `spec.kafka.metadataVersion`.',
    docs: {
        why: 'The operator rolls the brokers to the new Kafka version first and applies the metadata version only afterwards; the metadata change is one-way. Raising both at once leaves no point at which to stop and check the new brokers before the change that cannot be undone.',
        fix: 'Raise `spec.kafka.version` in one PR; once the roll is done and healthy, raise `metadataVersion` in a second PR.',
    },
    skip: noStrimzi,
    each(c, report) {
        if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || !c.metadataHead || !c.head.metadataVersion.value)
            return;
        if (compareDotted(c.kafkaHead, c.kafkaBase) > 0 && compareMetadata(c.metadataHead, c.metadataBase) > 0) {
            report(clusterFinding(c.head, 'metadataVersion', `Kafka ${c.kafkaBase} → ${c.kafkaHead} and metadata ${c.metadataBase} → ${c.metadataHead} in one PR: the metadata change is one-way and is applied right after the roll. Raise the Kafka version first; raise metadataVersion in a later PR once the cluster is healthy.`));
        }
    },
});

/** The scalar as written on its line (`4.0`, where the number reads 4), for the quoted fix. */
function written$1(tree, file, line, raw) {
    const text = tree.snapshot.files.find((f) => f.path === file)?.text.split('\n')[line - 1] ?? '';
    return /:\s*([0-9][0-9._eE+-]*)\s*(#.*)?$/.exec(text)?.[1] ?? String(raw);
}
const FIELDS = [
    ['version', 'spec.kafka.version'],
    ['metadataVersion', 'spec.kafka.metadataVersion'],
];
const versionIsString = defineRule({
    id: 'strimzi/version-is-string',
    title: 'Version written as a YAML number',
    category: 'strimzi',
    defaultSeverity: 'fail',
    description: '`spec.kafka.version` or `spec.kafka.metadataVersion` is an unquoted number in YAML (`3.9`, `4.0`), not a string.',
    docs: {
        why: 'YAML reads `metadataVersion: 4.0` as a number, and the Kafka CRD types both fields as strings: the API server rejects the whole resource ("must be of type string"), so the GitOps sync fails and nothing in it is applied. Quoting is the only safe form.',
        fix: 'Quote the value: `metadataVersion: "4.0"`.',
    },
    skip: noStrimzi,
    check(ctx) {
        const { base, head } = strimziState(ctx);
        const out = [];
        for (const c of head.clusters) {
            for (const [key, path] of FIELDS) {
                const f = c[key];
                if (!f.isNumber)
                    continue;
                const before = base.clusters.find((b) => b.ref === c.ref)?.[key];
                const old = before?.isNumber && before.raw === f.raw;
                out.push({
                    severity: old ? 'warn' : undefined,
                    ...(old ? { present: true } : {}),
                    file: c.obj.file,
                    line: f.line,
                    side: 'head',
                    object: c.ref,
                    path,
                    message: `${path} is the YAML number ${String(f.raw)}, not a string: the CRD types it as a string, so the API server rejects the ${c.obj.kind} ("${path} in body must be of type string"). Quote it: "${written$1(ctx.head, c.obj.file, f.line, f.raw)}". ${old ? 'Already present on the base revision.' : ''}`.trim(),
                });
            }
        }
        return out;
    },
});

/** The Strimzi and Kafka rules, in the catalogue's order. */
const strimziRules = [
    kafkaVersionSupported,
    implicitKafkaUpgrade,
    fromVersionKnown,
    operatorDowngrade,
    downgradeMetadata,
    downgradeTwoStep,
    upgradeTogether,
    metadataAboveKafka,
    metadataValid,
    versionIsString,
    metadataUnsafeDowngrade,
    metadataOneWay,
    kraftOnly,
    kraftMigration,
    nodePoolsPresent,
    legacyKraftConfig,
    upgradePathTooFar,
    apiVersion,
    kafkaUserOperations,
    operatorImages,
    featureGates,
    crdsMatchOperator,
    helmCrdsUpgraded,
    customImageUnchanged,
    rebalanceAutoApproval,
    unknownRelease,
    operatorVersionUnknown,
];

/** Parses `spec.template.spec.containers[name=app].image:tag`; throws an Error saying what is wrong. */
function parseField(text) {
    const imageTag = text.endsWith(':tag');
    const body = imageTag ? text.slice(0, -4) : text;
    const steps = [];
    for (const part of body.split('.')) {
        const m = /^([A-Za-z0-9_-]+)(?:\[(?:([A-Za-z0-9_.-]+)=([^\]]*)|(\d+))\])?$/.exec(part);
        if (!m)
            throw new Error(`"${part}" is not a field step (expected name, name[key=value] or name[0])`);
        steps.push({
            key: m[1],
            ...(m[2] !== undefined
                ? { select: { key: m[2], value: m[3] } }
                : m[4] !== undefined
                    ? { select: Number(m[4]) }
                    : {}),
        });
    }
    return { steps, imageTag };
}
/** The value at a field and its path in the object (for the line), or undefined when absent. */
function readField(value, spec) {
    let cur = value;
    const path = [];
    for (const step of spec.steps) {
        if (typeof cur !== 'object' || cur === null || Array.isArray(cur))
            return undefined;
        const obj = cur;
        if (!Object.prototype.hasOwnProperty.call(obj, step.key))
            return undefined;
        cur = obj[step.key];
        path.push(step.key);
        if (step.select === undefined)
            continue;
        if (!Array.isArray(cur))
            return undefined;
        const list = cur;
        const sel = step.select;
        const index = typeof sel === 'number'
            ? sel
            : list.findIndex((x) => typeof x === 'object' &&
                x !== null &&
                String(x[sel.key]) === sel.value);
        if (index < 0 || index >= list.length)
            return undefined;
        cur = list[index];
        path.push(index);
    }
    return { value: cur, path };
}
/** The tag of an image reference; `digest` when it is pinned by digest (no version to compare). */
function imageTag(ref) {
    const at = ref.indexOf('@');
    if (at >= 0)
        return { digest: ref.slice(at + 1) };
    const slash = ref.lastIndexOf('/');
    const colon = ref.lastIndexOf(':');
    return colon > slash ? { tag: ref.slice(colon + 1) } : {};
}

/**
 * Where semver comes from: the package here; the bundles rewrite this to `./semver.cjs`, the file
 * rollup writes beside them (rollup.config.mjs), as they do for re2js. Only `scheme: semver`
 * transitions use it, so most runs never do; bundled, its module code (ranges, comparators, their
 * regular expressions) ran and compiled on every run (~3 ms). It is required, not imported, so that
 * it loads synchronously where a version or range is first parsed.
 */
const SEMVER_FROM = './semver.cjs';
/** semver's `SemVer` and `Range` classes, loaded on first use. */
const semver = requiredOnce(SEMVER_FROM);

const DOTTED = /^v?(\d+(?:\.\d+)*)$/;
const CALVER = /^v?(\d{2,4})[.-](\d{1,2})(?:[.-](\d{1,2}))?(?:[.-](\d+))?$/;
function parseSemver(raw, s) {
    try {
        const v = new (semver().SemVer)(s);
        return { raw, parts: [v.major, v.minor, v.patch], semver: v };
    }
    catch {
        return undefined;
    }
}
/** Parses a version in a scheme; undefined when it does not fit. */
function parseVersion(raw, scheme, pattern) {
    const s = raw.trim();
    switch (scheme) {
        case 'semver':
            return parseSemver(raw, s);
        case 'dotted': {
            const m = DOTTED.exec(s);
            return m ? { raw, parts: m[1].split('.').map(Number) } : undefined;
        }
        case 'calver': {
            const m = CALVER.exec(s);
            return m
                ? {
                    raw,
                    parts: m
                        .slice(1)
                        .filter((x) => x !== undefined)
                        .map(Number),
                }
                : undefined;
        }
        case 'regex': {
            const m = pattern?.exec(s);
            if (!m)
                return undefined;
            const groups = m.slice(1).filter((x) => x !== undefined);
            if (!groups.length || groups.some((g) => !/^\d+$/.test(g)))
                return undefined;
            return { raw, parts: groups.map(Number) };
        }
    }
}
/** Semver's order for semver versions; numeric parts (missing parts are 0) for the other schemes. */
function compareVersions(a, b) {
    if (a.semver && b.semver)
        return a.semver.compare(b.semver);
    const n = Math.max(a.parts.length, b.parts.length);
    for (let i = 0; i < n; i++) {
        const d = (a.parts[i] ?? 0) - (b.parts[i] ?? 0);
        if (d)
            return d < 0 ? -1 : 1;
    }
    return 0;
}
/** The first part index where two versions differ, with the size of the step (to − from). */
function firstDifference(from, to) {
    const n = Math.max(from.parts.length, to.parts.length);
    for (let i = 0; i < n; i++) {
        const d = (to.parts[i] ?? 0) - (from.parts[i] ?? 0);
        if (d)
            return { index: i, step: d };
    }
    return undefined;
}

/**
 * Ranges for `scheme: semver` are semver's own (the `semver` package), with pre-releases included:
 * `>=1.16.0-rc.1 <1.16.0` holds `1.16.0-rc.10`, and `*` or `1.16.x` hold every pre-release of theirs.
 */
function semverRange(text) {
    let r;
    try {
        r = new (semver().Range)(text, { includePrerelease: true });
    }
    catch (err) {
        throw new Error(`"${text}" is not a semver range (${err.message})`, { cause: err });
    }
    return { test: (v) => v.semver !== undefined && r.test(v.semver) };
}
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))*$/;
function partial(text) {
    if (!PARTIAL.test(text))
        return undefined;
    const out = [];
    for (const p of text.replace(/^v/, '').split('.')) {
        if (/^[xX*]$/.test(p))
            break;
        out.push(Number(p));
    }
    return out;
}
const ver = (parts) => ({ raw: parts.join('.'), parts });
const bump = (parts, i) => [...parts.slice(0, i), (parts[i] ?? 0) + 1];
function expand(op, text) {
    const p = partial(text);
    if (!p)
        return undefined;
    if (p.length === 0)
        return [];
    switch (op) {
        case '':
        case '=':
            // "4.2" means any 4.2.*; "4.2.0.3" means exactly that (a bound above it by one in the last part).
            return [
                { op: '>=', v: ver(p) },
                { op: '<', v: ver(bump(p, p.length - 1)) },
            ];
        case '^': {
            const i = Math.max(0, p.findIndex((x) => x !== 0));
            return [
                { op: '>=', v: ver(p) },
                { op: '<', v: ver(bump(p, p.every((x) => x === 0) ? p.length - 1 : i)) },
            ];
        }
        case '~':
            return [
                { op: '>=', v: ver(p) },
                { op: '<', v: ver(bump(p, Math.min(1, p.length - 1))) },
            ];
        case '>':
            // ">4.2" means above every 4.2.*.
            return [{ op: '>=', v: ver(bump(p, p.length - 1)) }];
        case '<=':
            return [{ op: '<', v: ver(bump(p, p.length - 1)) }];
        case '>=':
        case '<':
            return [{ op, v: ver(p) }];
        default:
            return undefined;
    }
}
/** Parses a range in a scheme; throws an Error naming the part that does not parse. */
function parseRange(text, scheme) {
    if (scheme === 'semver')
        return semverRange(text);
    const alternatives = partsRange(text);
    return { test: (v) => alternatives.some((alt) => alt.every((c) => test(c, v))) };
}
function partsRange(text) {
    const alternatives = text.split('||').map((s) => s.trim());
    return alternatives.map((alt) => {
        if (alt === '' || alt === '*' || alt === 'x')
            return [];
        const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(alt);
        if (hyphen) {
            const lo = expand('>=', hyphen[1]);
            const hi = expand('<=', hyphen[2]);
            if (!lo || !hi)
                throw new Error(`"${alt}" is not a range`);
            return [...lo, ...hi];
        }
        const out = [];
        for (const token of alt.split(/\s+/)) {
            const m = /^(<=|>=|<|>|=|\^|~)?\s*(.+)$/.exec(token);
            const cs = m ? expand(m[1] ?? '', m[2]) : undefined;
            if (!cs)
                throw new Error(`"${token}" is not a version comparator`);
            out.push(...cs);
        }
        return out;
    });
}
function test(c, v) {
    const d = compareVersions(v, c.v);
    switch (c.op) {
        case '<':
            return d < 0;
        case '<=':
            return d <= 0;
        case '>':
            return d > 0;
        case '>=':
            return d >= 0;
        default:
            return d === 0;
    }
}

/** Compiles declarations; every problem is returned with its config path (nothing throws). */
function compileDecls(decls) {
    const compiled = [];
    const problems = [];
    decls.forEach((raw, index) => {
        const decl = raw;
        const at = (...p) => ['transitions', index, ...p];
        const scheme = decl.scheme ?? 'semver';
        let ok = true;
        const fail = (path, message) => {
            problems.push({ path, message });
            ok = false;
        };
        let pattern;
        if (scheme === 'regex') {
            if (!decl.pattern)
                fail(at('pattern'), 'scheme regex needs a `pattern` whose capture groups are the numeric parts');
            else {
                try {
                    pattern = new RegExp(decl.pattern);
                }
                catch (err) {
                    fail(at('pattern'), `not a valid regular expression: ${err.message}`);
                }
            }
        }
        let field;
        try {
            field = parseField(decl.field);
        }
        catch (err) {
            fail(at('field'), err.message);
        }
        const parse = (s) => parseVersion(s, scheme, pattern);
        const allowed = decl.allowed?.map((v, i) => {
            const p = parse(v);
            if (!p)
                fail(at('allowed', i), `"${v}" is not a ${scheme} version`);
            return p;
        });
        const entries = (decl.transitions ?? []).map((t, i) => {
            const range = (key) => {
                try {
                    return parseRange(t[key], scheme);
                }
                catch (err) {
                    fail(at('transitions', i, key), `range ${err.message}`);
                    return { test: () => false };
                }
            };
            if (t.strategy && !decl.strategies?.[t.strategy]) {
                fail(at('transitions', i, 'strategy'), `strategy "${t.strategy}" is not defined under strategies (defined: ${Object.keys(decl.strategies ?? {}).join(', ') || 'none'})`);
            }
            return {
                from: range('from'),
                to: range('to'),
                allow: t.allow !== false,
                ...(t.strategy ? { strategy: t.strategy } : {}),
            };
        });
        if (decls.findIndex((d) => d.id === decl.id) !== index)
            fail(at('id'), `id "${decl.id}" is declared twice`);
        if (ok && field)
            compiled.push({
                decl,
                index,
                field,
                pattern,
                allowed: allowed,
                entries,
                parse,
            });
    });
    return { compiled, problems };
}
/** The config check the loader runs after the JSON Schema: problems become exit-2 errors with lines. */
function checkTransitions(config) {
    return compileDecls(config.transitions).problems;
}

function matches$1(obj, m) {
    return (obj.kind === m.kind &&
        (m.apiVersion === undefined || obj.apiVersion === m.apiVersion) &&
        (m.name === undefined || obj.name === m.name) &&
        (m.namespace === undefined || obj.namespace === m.namespace));
}
function read(c, obj) {
    const found = readField(obj.value, c.field);
    if (!found)
        return undefined;
    const line = lineOf(obj, found.path);
    if (typeof found.value !== 'string' && typeof found.value !== 'number')
        return { line, why: 'is not a scalar' };
    let raw = String(found.value);
    if (c.field.imageTag) {
        const t = imageTag(raw);
        if (t.digest)
            return {
                line,
                why: `is pinned by digest (${t.digest.slice(0, 19)}…), so it has no version to compare`,
            };
        if (!t.tag)
            return { line, why: 'has no tag' };
        raw = t.tag;
    }
    return { raw, line };
}
/** Every declared version field of every object pair, computed once per run. */
const transitionAnalysis = (ctx) => ctx.analyses.transitions;
/** The transitions pack's analyses (joined into the run context in run.ts). */
const transitionAnalyses = {
    transitions: (ctx) => analyseTransitions(ctx.pairs, ctx.config.transitions),
};
/** Compares every declared version field of every object pair. */
function analyseTransitions(pairs, declarations) {
    const { compiled } = compileDecls(declarations);
    const changes = [];
    const notices = [];
    for (const c of compiled) {
        for (const pair of pairs) {
            const { base, head } = pair;
            if (!base || !head || !matches$1(head, c.decl.match) || !matches$1(base, c.decl.match))
                continue;
            const b = read(c, base);
            const h = read(c, head);
            const notice = (message, line = head.line, unjudged = true) => notices.push({
                severity: 'notice',
                ...(unjudged ? { unjudged } : {}),
                file: head.file,
                line,
                object: objectRef(head),
                path: c.decl.field,
                message: `${c.decl.id}: ${message}`,
            });
            if (!b && !h)
                continue;
            if (!b || !h) {
                notice(`${c.decl.field} ${b ? 'disappears' : 'appears'} in this change; there is no transition to judge.`, h?.line, false);
                continue;
            }
            if (b.why || h.why) {
                notice(`${c.decl.field} ${(h.why ?? b.why)}; the transition is not judged.`, h.line);
                continue;
            }
            if (b.raw === h.raw)
                continue;
            const from = c.parse(b.raw);
            const to = c.parse(h.raw);
            if (!from || !to) {
                notice(`"${(from ? h.raw : b.raw)}" is not a ${c.decl.scheme ?? 'semver'} version; the transition is not judged.`, h.line);
                continue;
            }
            const entry = c.entries.find((e) => e.from.test(from) && e.to.test(to));
            changes.push({ c, base, head, from, to, line: h.line, ...(entry ? { entry } : {}) });
        }
    }
    return { changes, notices };
}
function noDeclarations(ctx) {
    return ctx.config.transitions.length ? undefined : 'no transitions declared in the config';
}

function changeFinding(v, message, severity) {
    const at = {
        severity,
        file: v.head.file,
        line: v.line,
        side: 'head',
        object: objectRef(v.head),
        path: v.c.decl.field,
    };
    const move = { declaration: v.c.decl.id, from: v.from.raw, to: v.to.raw };
    return typeof message === 'string'
        ? { ...at, message: formatMessage(MOVE, move) + message }
        : { ...at, messageId: message.messageId, data: { ...move, ...message.data } };
}
/** How every transition message starts: the declaration and the move (placeholders filled by changeFinding). */
const MOVE = '{{declaration}}: {{from}} → {{to}}: ';

const downgrade = defineRule({
    id: 'transition/downgrade',
    title: 'Version lowered',
    category: 'transition',
    defaultSeverity: 'fail',
    description: 'A declared version field moves to a lower version (per `downgrade: deny | warn | allow`, default deny).',
    messages: {
        lowered: `${MOVE}the version is lowered. Downgrades are not supported by this declaration: roll forward instead, or follow the documented downgrade procedure.`,
    },
    docs: {
        why: 'Most operators and data stores do not support going back: on-disk formats and stored state have moved on. A revert PR that lowers a version is the classic way to turn an incident into an outage.',
        fix: "Roll forward with a fix instead, or follow the operator's documented downgrade procedure and set `downgrade: warn` for that declaration.",
    },
    skip: noDeclarations,
    check(ctx) {
        return transitionAnalysis(ctx)
            .changes.filter((v) => compareVersions(v.to, v.from) < 0 && (v.c.decl.downgrade ?? 'deny') !== 'allow')
            .map((v) => changeFinding(v, { messageId: 'lowered' }, v.c.decl.downgrade === 'warn' ? 'warn' : undefined));
    },
});

const notAllowed = defineRule({
    id: 'transition/not-allowed',
    title: 'Version transition not allowed',
    category: 'transition',
    defaultSeverity: 'fail',
    description: 'A declared version field moves to (or from) a version outside `allowed`, or no `transitions` entry allows the move.',
    messages: {
        notAllowed: `${MOVE}{{to}} is not an allowed version (allowed: {{allowed}}). Choose one of them.`,
        fromNotAllowed: `${MOVE}the current version {{from}} is not in the allowed list: check the upgrade path by hand. Already present on the base revision.`,
        denied: `${MOVE}this move matches a transition entry with allow: false.`,
        noEntry: `${MOVE}no transitions entry allows this move. Go through an allowed intermediate version, one PR per step.`,
    },
    docs: {
        why: 'Operators support a fixed set of versions and of moves between them (the aerospike-operator whitelists both). A move outside them is refused by the operator at reconcile time — after merge, when rolling back is hardest.',
        fix: 'Pick a version from `allowed`, or go through an allowed intermediate version in separate PRs. If the declaration is out of date, change it in its own PR (the config is read from the base branch).',
    },
    skip: noDeclarations,
    check(ctx) {
        const { changes, notices } = transitionAnalysis(ctx);
        const out = [...notices];
        for (const v of changes) {
            const allowed = v.c.allowed;
            const has = (x) => allowed.some((a) => compareVersions(a, x) === 0);
            if (allowed && !has(v.to)) {
                out.push(changeFinding(v, {
                    messageId: 'notAllowed',
                    data: { allowed: allowed.map((a) => a.raw).join(', ') },
                }));
            }
            else if (allowed && !has(v.from)) {
                out.push(changeFinding(v, { messageId: 'fromNotAllowed' }, 'warn'));
            }
            if (v.c.entries.length && (!v.entry || !v.entry.allow)) {
                out.push(changeFinding(v, { messageId: v.entry ? 'denied' : 'noEntry' }));
            }
        }
        return out;
    },
});

const LEVELS = ['major', 'minor', 'patch'];
const skipTooFar = defineRule({
    id: 'transition/skip-too-far',
    title: 'Version step too large',
    category: 'transition',
    defaultSeverity: 'fail',
    description: 'A declared version field jumps further than `maxSkip` allows in one change (e.g. more than one minor version).',
    messages: {
        tooFar: `${MOVE}a {{level}} step of {{step}}, more than maxSkip.{{level}} = {{limit}}. Upgrade one step at a time, each in its own PR.`,
    },
    docs: {
        why: 'Many systems only migrate state one release at a time (Kubernetes itself allows one minor version per control-plane upgrade). Skipping releases skips their migrations.',
        fix: 'Upgrade one step per PR: each intermediate version in its own change, rolled out before the next.',
    },
    skip: noDeclarations,
    check(ctx) {
        const out = [];
        for (const v of transitionAnalysis(ctx).changes) {
            const max = v.c.decl.maxSkip;
            const d = firstDifference(v.from, v.to);
            if (!max || !d || d.step <= 0 || d.index > 2)
                continue;
            const level = LEVELS[d.index];
            const limit = max[level];
            if (limit === undefined || d.step <= limit)
                continue;
            out.push(changeFinding(v, { messageId: 'tooFar', data: { level, step: d.step, limit } }));
        }
        return out;
    },
});

const strategyRequired = defineRule({
    id: 'transition/strategy-required',
    title: 'Upgrade strategy must be acknowledged',
    category: 'transition',
    defaultSeverity: 'fail',
    description: 'A declared transition needs a special upgrade strategy; passes once the PR carries its acknowledgement (label or `--ack`).',
    messages: {
        acknowledged: `${MOVE}upgrade strategy {{name}} acknowledged by {{by}}.`,
        /** `description`, `steps` and `label` are empty when the strategy does not set them. */
        needed: `${MOVE}needs upgrade strategy {{name}}{{description}}.{{steps}} Acknowledge it {{label}}with --ack {{name}} once done.`,
    },
    docs: {
        why: 'Some upgrades are only safe with special handling — the aerospike-operator must recreate persistent volumes when crossing 4.2. The gate stops the PR until someone says they read the steps.',
        fix: "Follow the steps in the message, then acknowledge: add the strategy's PR label (`acknowledge.label`), or pass `--ack <strategy>` (action input `ack`).",
    },
    skip: noDeclarations,
    check(ctx) {
        const out = [];
        for (const v of transitionAnalysis(ctx).changes) {
            const name = v.entry?.strategy;
            if (!name || !v.entry?.allow)
                continue;
            const s = v.c.decl.strategies?.[name] ?? {};
            const label = s.acknowledge?.label;
            const by = ctx.facts.acks.includes(name)
                ? `--ack ${name}`
                : label && ctx.facts.labels.includes(label)
                    ? `the PR label ${label}`
                    : undefined;
            const steps = (s.steps ?? []).map((x, i) => `${i + 1}. ${x}`).join(' ');
            if (by) {
                out.push(changeFinding(v, { messageId: 'acknowledged', data: { name, by } }, 'notice'));
                continue;
            }
            out.push(changeFinding(v, {
                messageId: 'needed',
                data: {
                    name,
                    description: s.description ? ` (${s.description})` : '',
                    steps: steps ? ` Steps: ${steps}` : '',
                    label: label ? `with the PR label ${label} or ` : '',
                },
            }, s.severity === 'warn' ? 'warn' : undefined));
        }
        return out;
    },
});

/** Rules over the transitions declared in the config, for any operator. */
const transitionRules = [notAllowed, downgrade, skipTooFar, strategyRequired];

/** Every rule the gate knows, in report order. */
const registry = [
    ...inputRules,
    ...crdRules,
    ...helmRules,
    ...strimziRules,
    ...strimziLiveRules,
    ...transitionRules,
    ...stateRules,
];

var registry$1 = /*#__PURE__*/Object.freeze({
    __proto__: null,
    registry: registry
});

/**
 * The result with the upgrade plan, when one applies (the `upgradePlan` analysis, strimzi/plan.ts)
 * and some Strimzi rule ran: the plan is computed from the facts, not recorded by a rule.
 */
function withPlan(result, ctx) {
    if (!result.rules.some((r) => r.category === 'strimzi' && r.status !== 'skipped'))
        return result;
    const plan = ctx.analyses.upgradePlan;
    return plan ? { ...result, plan } : result;
}

const KAFKAUSER_STEP = 'Replace KafkaUser acls[].operation with operations: [ … ] (the User Operator reads v1 from 0.49 on)';
/** The steps a crossing of `atLeast` needs first (stops.ts), written for the facts known. */
function stopSteps(atLeast, migration, facts) {
    if (atLeast === '1.0.0') {
        if (facts.preV1Resources === false)
            return ['Migrate status.storedVersions of every Strimzi CRD to v1 only (Strimzi API conversion tool)'];
        return [
            'Convert every Strimzi resource in the repository to kafka.strimzi.io/v1 (Strimzi API conversion tool; KafkaUser acls[].operation → operations)',
            'Once applied, migrate status.storedVersions of every Strimzi CRD to v1 only (storage-version migration)',
        ];
    }
    if (atLeast === '0.46.0' && facts.zookeeper === false)
        return [];
    return [migration];
}
/**
 * The windows an upgrade from `start` to `end` must stop in, in the documented order
 * (con-upgrade-sequence.adoc@1.2.0:19-25): KRaft before 0.46, the KafkaUser update before 0.49
 * (the User Operator reads v1 from 0.49; `operations` is accepted since 0.32), the v1 conversion before 1.0.
 */
function migrationsOf(start, end, facts) {
    const all = UPGRADE_STOPS.map((s) => ({
        below: s.below,
        atLeast: s.atLeast,
        steps: stopSteps(s.atLeast, s.migration, facts),
    }));
    if (facts.aclOperation !== false)
        all.splice(2, 0, { below: '0.32.0', atLeast: '0.49.0', steps: [KAFKAUSER_STEP] });
    return all.filter((w) => compareDotted(start.version, w.atLeast) < 0 && compareDotted(end.version, w.atLeast) >= 0);
}
/** The words of one PR of the path, from the state before it. */
function moveStep(before, m) {
    const rolls = compareDotted(m.kafka, before.kafka) > 0 ? 'rolls the brokers' : 'rolls the brokers back';
    if (!m.opChanged)
        return `Set spec.kafka.version: ${m.kafka} (operator ${m.op.version} ${rolls})`;
    const verb = compareDotted(m.op.version, before.op.version) > 0 ? 'Upgrade' : 'Downgrade';
    const head = `${verb} the operator ${before.op.version} → ${m.op.version}`;
    if (!m.kafkaChanged)
        return `${head}: its CRDs and Deployment together, in one PR`;
    return `${head} and set spec.kafka.version: ${m.kafka} in the same PR (${m.op.version} does not support Kafka ${before.kafka}; it ${rolls}): its CRDs and Deployment together`;
}
/** Raising the metadata version, after the roll (proc-upgrade-kafka-kraft.adoc@1.2.0:99-119). */
const metadataRaiseStep = (m, oneWay) => `Once the roll is healthy, set spec.kafka.metadataVersion: ${m}, in its own PR${oneWay ? ' (one-way: the metadata format changes)' : ''}`;
/** Lowering the metadata version with Kafka unchanged (proc-downgrade-kafka-kraft.adoc@1.2.0:36-62). */
const metadataLowerStep = (m, kafka) => `Set spec.kafka.metadataVersion: ${m} and keep spec.kafka.version: ${kafka}, in its own PR; wait until status.kafkaMetadataVersion shows it before Kafka is lowered`;

/**
 * The `metadataVersion` steps of a plan. Raising comes last, after the roll and only when asked
 * ("if configured", proc-upgrade-kafka-kraft.adoc@1.2.0:29-48,99-119: unset, Strimzi moves it to the new
 * Kafka's default by itself). Lowering comes before the PR that lowers Kafka below it: the operator
 * refuses a Kafka downgrade while the current metadata version is above what the target supports
 * (KRaftVersionChangeCreator.java, metadataVersionAtDowngrade), and Kafka allows it only when no level in
 * between changed the metadata format (proc-downgrade-kafka-kraft.adoc@1.2.0:11-16,36-39).
 */
/** The default metadata version of `kafka` as `op` knows it (`4.1-IV1`), if it has one. */
function defaultMetadata(op, kafka) {
    const m = op.supported.find((s) => s.version === kafka)?.metadata;
    return m ? (resolveMetadata(m)?.version ?? m) : undefined;
}
const level = (m) => (m ? resolveMetadata(m)?.level : undefined);
function lowering(current, wanted) {
    const [from, to] = [resolveMetadata(current), resolveMetadata(wanted)];
    if (!from || !to)
        return undefined;
    const changes = formatChangesBetween(to, from);
    if (!changes.length)
        return undefined;
    return `the metadata version cannot go from ${current} down to ${wanted}: the format changed at ${changes.map((c) => c.version).join(', ')} (Kafka downgrades only without metadata changes in between, proc-downgrade-kafka-kraft.adoc@1.2.0:11-16)`;
}
/**
 * The metadata step of a path from `start`/`kafka` (metadata `configured`, or the default) along
 * `path`, to `wanted` when the user asked for one.
 */
function metadataPlan(start, path, configured, wanted) {
    const current = configured ?? defaultMetadata(start.op, start.kafka);
    const last = path.at(-1) ?? start;
    const lastDefault = defaultMetadata(last.op, last.kafka);
    const curLevel = level(current);
    if (!current || curLevel === undefined)
        return {};
    // The first PR that takes Kafka below the current metadata version.
    const lowers = path.findIndex((m) => m.kafkaChanged && (level(defaultMetadata(m.op, m.kafka)) ?? Infinity) < curLevel);
    if (lowers >= 0) {
        const cap = lastDefault ?? current;
        const target = wanted && (level(wanted) ?? Infinity) < (level(cap) ?? 0) ? wanted : cap;
        const error = lowering(current, target);
        if (error)
            return { error };
        return {
            step: { beforeMove: lowers, text: metadataLowerStep(target, (path[lowers - 1] ?? start).kafka) },
        };
    }
    if (!wanted || level(wanted) === undefined)
        return {};
    // Unset, the metadata version follows Kafka up to its default by itself.
    const raised = configured || !path.some((m) => m.kafkaChanged) ? current : (lastDefault ?? current);
    const have = level(raised);
    const want = level(wanted);
    if (want === have)
        return {};
    if (want < have) {
        const error = lowering(raised, wanted);
        if (error)
            return { error };
        return { step: { beforeMove: path.length, text: metadataLowerStep(wanted, last.kafka) } };
    }
    const target = lastDefault && level(lastDefault) < want ? lastDefault : wanted;
    const oneWay = formatChangesBetween(resolveMetadata(raised), resolveMetadata(target)).length > 0;
    return { step: { beforeMove: path.length, text: metadataRaiseStep(target, oneWay) } };
}

const minorOf = (v) => v.split('.').slice(0, 2).join('.');
/** compareDotted, remembered: the search compares the same few versions a great many times. */
const compared = new Map();
function cmp(a, b) {
    const k = `${a} ${b}`;
    let c = compared.get(k);
    if (c === undefined) {
        if (compared.size > 100_000)
            compared.clear(); // versions come from input: keep the memory bounded
        compared.set(k, (c = compareDotted(a, b)));
    }
    return c;
}
const between = (v, a, b) => cmp(a, b) <= 0 ? cmp(v, a) >= 0 && cmp(v, b) <= 0 : cmp(v, b) >= 0 && cmp(v, a) <= 0;
function graphOf(input) {
    const { data, start, end } = input;
    const ops = data.releases
        .filter((r) => between(r.version, start.version, end.version))
        .map((r) => ({ r, supported: new Set(r.supported.map((s) => s.version)), known: new Set(r.known) }));
    if (cmp(end.version, start.version) < 0)
        ops.reverse();
    return { input, ops };
}
/** Whether operator `b` can take over a cluster running `kafka` with `spec.kafka.version: next`. */
function takesOver(b, kafka, next) {
    const c = cmp(next, kafka);
    if (c === 0)
        return b.supported.has(kafka);
    if (c > 0)
        return b.known.has(kafka) || b.r.upgradeFromUnknownKafka;
    return b.r.downgradeFromUnknownKafka;
}
/** Whether a move from `a` to `b` jumps over a window it must stop in. */
const skipsWindow = (g, a, b) => g.input.windows.some((w) => cmp(a.version, w.below) < 0 && cmp(b.version, w.atLeast) >= 0);
/** The PRs that can follow a state: operator moves (with Kafka when needed), then Kafka moves. */
function successors(g, n) {
    const { target } = g.input;
    const towards = (k) => k !== n.kafka && between(k, n.kafka, target);
    const out = [];
    const a = g.ops[n.at].r;
    for (let i = n.at + 1; i < g.ops.length; i++) {
        const b = g.ops[i];
        if (skipsWindow(g, a, b.r))
            break;
        if (b.supported.has(n.kafka)) {
            out.push({ at: i, kafka: n.kafka, opChanged: true, kafkaChanged: false });
            continue;
        }
        for (const k of b.supported) {
            const samePatchLine = cmp(k, n.kafka) < 0 && minorOf(k) === minorOf(n.kafka);
            if ((towards(k) || samePatchLine) && takesOver(b, n.kafka, k))
                out.push({ at: i, kafka: k, opChanged: true, kafkaChanged: true });
        }
    }
    for (const k of g.ops[n.at].supported)
        if (towards(k))
            out.push({ at: n.at, kafka: k, opChanged: false, kafkaChanged: true });
    return out;
}
/**
 * Among PRs equally short to the goal: an operator PR before a Kafka one (the documented order,
 * con-upgrade-sequence.adoc@1.2.0:27-29), the furthest operator, then the Kafka version nearest the target.
 */
function preferred(g, a, b) {
    if (a.opChanged !== b.opChanged)
        return a.opChanged ? -1 : 1;
    if (a.at !== b.at)
        return b.at - a.at;
    const { target } = g.input;
    const nearer = (x, y) => between(x, y, target);
    return nearer(a.kafka, b.kafka) ? -1 : nearer(b.kafka, a.kafka) ? 1 : 0;
}
/** The PRs of the shortest path (preferred ties), or undefined when the goal cannot be reached. */
function shortestPath(input) {
    const g = graphOf(input);
    const last = g.ops.length - 1;
    const memo = new Map();
    const dist = (n) => {
        if (n.at === last && n.kafka === input.target)
            return 0;
        const k = `${n.at}/${n.kafka}`;
        const hit = memo.get(k);
        if (hit)
            return hit.d;
        memo.set(k, { d: Infinity }); // the graph is acyclic; this only guards against a loop
        let best = { d: Infinity };
        for (const s of successors(g, n)) {
            const d = 1 + dist(s);
            if (d < best.d || (d === best.d && best.next && preferred(g, s, best.next) < 0))
                best = { d, next: s };
        }
        memo.set(k, best);
        return best.d;
    };
    let at = { at: 0, kafka: input.kafka };
    if (!Number.isFinite(dist(at)))
        return undefined;
    const path = [];
    while (!(at.at === last && at.kafka === input.target)) {
        const next = memo.get(`${at.at}/${at.kafka}`).next;
        path.push({
            op: g.ops[next.at].r,
            kafka: next.kafka,
            opChanged: next.opChanged,
            kafkaChanged: next.kafkaChanged,
        });
        at = next;
    }
    return path;
}

function releaseData(extra = []) {
    const byVersion = new Map();
    for (const r of [...STRIMZI_RELEASES, ...extra])
        byVersion.set(r.version, r);
    const releases = [...byVersion.values()].sort((a, b) => compareDotted(a.version, b.version));
    return {
        releases,
        release: (v) => byVersion.get(v),
        isKnownKafka: (k) => releases.some((r) => r.known.includes(k)),
        newest: releases[releases.length - 1],
    };
}
const isStrArray = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
/**
 * Reads a `strimzi.releases` file: a JSON array of releases in the bundled format (see
 * src/strimzi/releases-data.ts). Throws an Error naming the first entry that does not fit.
 */
function parseReleasesFile(text) {
    const data = JSON.parse(text);
    if (!Array.isArray(data))
        throw new Error('expected a JSON array of releases');
    data.forEach((r, i) => {
        const ok = typeof r === 'object' &&
            r !== null &&
            typeof r.version === 'string' &&
            typeof r.defaultKafka === 'string' &&
            Array.isArray(r.supported) &&
            isStrArray(r.known) &&
            typeof r.apiVersions === 'object';
        if (!ok)
            throw new Error(`entry ${i} is not a release (needs version, defaultKafka, supported, known, apiVersions)`);
    });
    // Fields an entry leaves out: the matrix flags of a KRaft-only release, the operator facts of the newest bundled one.
    const newest = STRIMZI_RELEASES[STRIMZI_RELEASES.length - 1];
    const defaults = {
        featureGates: newest.featureGates,
        downgradeFromUnknownKafka: newest.downgradeFromUnknownKafka,
        kraftAnnotation: newest.kraftAnnotation,
        nodePoolsAnnotation: newest.nodePoolsAnnotation,
        specZookeeper: newest.specZookeeper,
        operatorReads: newest.operatorReads,
        kafkaUserOperation: newest.kafkaUserOperation,
        crdUpdateRequired: false,
        zookeeper: false,
        kraftRequiresAnnotations: false,
        nodePoolsRequired: true,
        upgradeFromUnknownKafka: true,
    };
    return data.map((r) => ({ ...defaults, ...r }));
}

/** A diagram with more states than this is left out: the numbered list says it all. */
const MAX_DIAGRAM_NODES = 8;
/**
 * The target Kafka version the plan can reach: the one asked when `end` supports it; else, going up,
 * the first later operator release that supports it; else the closest version `end` supports (the
 * lowest above it, or the highest below it), with a note that says so.
 */
function reachable(data, end, to, up) {
    if (isSupported(end, to.kafka))
        return { end, kafka: to.kafka };
    const supported = end.supported.map((s) => s.version).sort(compareDotted);
    const list = supported.join(', ');
    const later = data.releases.find((r) => compareDotted(r.version, end.version) > 0 && isSupported(r, to.kafka));
    if (up && later && compareDotted(to.kafka, supported.at(-1)) > 0)
        return {
            end: later,
            kafka: to.kafka,
            note: `Kafka ${to.kafka} is not supported by Strimzi ${end.version} (supported: ${list}); the first release that supports it is Strimzi ${later.version}, so the plan goes there.`,
        };
    const above = supported.find((k) => compareDotted(k, to.kafka) > 0);
    const kafka = above ?? supported.at(-1);
    return {
        end,
        kafka,
        note: `Kafka ${to.kafka} is not supported by Strimzi ${end.version} (supported: ${list}); the closest safe target is Kafka ${kafka}.`,
    };
}
/**
 * Why an operator downgrade cannot be planned: below 0.49 from a release that stores v1 (1.0+: the
 * older CRDs do not serve it), or below 0.39 from a KRaft-only release (KRaft clusters upgrade and
 * downgrade from 0.39 on, con-upgrade-sequence.adoc@1.2.0:31).
 */
function downgradeRefusal(start, end) {
    const stores = start.apiVersions.Kafka?.storage;
    if (stores === 'v1' && !end.apiVersions.Kafka?.served.includes('v1'))
        return `Strimzi ${start.version} stores the Strimzi resources as kafka.strimzi.io/v1, which Strimzi ${end.version} does not serve: the lowest release it can go back to is 0.49.0`;
    if (!start.zookeeper && compareDotted(end.version, '0.39.0') < 0)
        return `Strimzi ${end.version} cannot run a KRaft cluster (KRaft clusters upgrade and downgrade between releases from 0.39 on)`;
    return undefined;
}
/** The steps of a path: each PR, the migrations before the PR that leaves their window, the metadata step. */
function stepsOf(first, path, migrations, metadata) {
    const steps = [];
    path.forEach((m, i) => {
        const before = path[i - 1] ?? first;
        if (metadata?.beforeMove === i)
            steps.push(metadata.text);
        for (const w of migrations)
            if (m.opChanged &&
                compareDotted(before.op.version, w.atLeast) < 0 &&
                compareDotted(m.op.version, w.atLeast) >= 0)
                steps.push(...w.steps.map((s) => `With Strimzi ${before.op.version}: ${s}`));
        steps.push(moveStep(before, m));
    });
    if (metadata?.beforeMove === path.length)
        steps.push(metadata.text);
    return steps;
}
/**
 * The fewest PRs the Strimzi documentation allows from one operator/Kafka(/metadata) state to another
 * (plan-search.ts): operator moves that skip releases, with Kafka changed in the same PR only when the
 * new operator does not support the running version; upgrades stop only where a migration must happen
 * (stops.ts, plan-steps.ts); downgrades move the operator first (proc-downgrade-cluster-operator.adoc@1.2.0:41-59);
 * `metadataVersion` raised last when asked, lowered before the PR that lowers Kafka (plan-metadata.ts).
 */
function planUpgrade(from, to, data = releaseData(), facts = {}) {
    const start = data.release(from.operator);
    const asked = data.release(to.operator);
    if (!start || !asked)
        return {
            error: `unknown Strimzi release ${!start ? from.operator : to.operator} (the bundled data covers ${data.releases[0].version}–${data.newest.version})`,
        };
    for (const [flag, m] of [
        ['from', from.metadata],
        ['to', to.metadata],
    ])
        if (m !== undefined && !resolveMetadata(m))
            return { error: `unknown Kafka metadata version ${m} (--${flag})` };
    const up = compareDotted(to.operator, from.operator) >= 0;
    const refusal = up ? undefined : downgradeRefusal(start, asked);
    if (refusal)
        return { error: refusal };
    const { end, kafka: target, note } = reachable(data, asked, to, up);
    const migrations = up ? migrationsOf(start, end, facts) : [];
    const first = { op: start, kafka: from.kafka, opChanged: false, kafkaChanged: false };
    const path = shortestPath({ data, start, end, kafka: from.kafka, target, windows: migrations });
    if (!path)
        return {
            error: `no sequence of releases takes a cluster on Kafka ${from.kafka} from Strimzi ${start.version} to ${end.version} / Kafka ${target}`,
        };
    const metadata = metadataPlan(first, path, from.metadata, to.metadata);
    if (metadata.error)
        return { error: metadata.error };
    const states = [first, ...path].map((m) => `${m.op.version} / ${m.kafka}`);
    const down = !up || (from.operator === end.version && compareDotted(target, from.kafka) < 0);
    return {
        title: `${down ? 'Downgrade' : 'Upgrade'} plan: Strimzi ${from.operator} / Kafka ${from.kafka} → Strimzi ${end.version} / Kafka ${target}`,
        steps: stepsOf(first, path, migrations, metadata.step),
        ...(states.length <= MAX_DIAGRAM_NODES ? { mermaid: diagram(states) } : {}),
        ...(note ? { note } : {}),
    };
}
function diagram(states) {
    return [
        'graph TD',
        // A node label holds versions only: anything else is dropped, so nothing leaves the fence.
        ...states.map((s, i) => `  S${i}["${s.replace(/[^\w./ -]/g, '')}"]`),
        ...states.slice(1).map((_, i) => `  S${i} --> S${i + 1}`),
    ].join('\n');
}

const STRIMZI_GROUP = /^(kafka|core)\.strimzi\.io\//;
const VERSION = /^\d+\.\d+\.\d+$/;
/** What the head revision says that changes the plan (planner.ts PlanFacts). */
function planFacts(ctx, cluster) {
    const objects = ctx.head.objects;
    const strimzi = objects.filter((o) => STRIMZI_GROUP.test(o.apiVersion));
    const acls = (o) => {
        const spec = isRecord(o.value.spec) ? o.value.spec : undefined;
        const auth = spec && isRecord(spec.authorization) ? spec.authorization : undefined;
        return auth && Array.isArray(auth.acls) ? auth.acls : [];
    };
    const { spec, metadata } = cluster.head.obj.value;
    const annotations = isRecord(metadata) && isRecord(metadata.annotations) ? metadata.annotations : {};
    return {
        preV1Resources: strimzi.some((o) => !o.apiVersion.endsWith('/v1')),
        aclOperation: strimzi.some((o) => o.kind === 'KafkaUser' && acls(o).some((a) => isRecord(a) && a.operation !== undefined)),
        // As strimzi/kraft-only reads it: `spec.zookeeper`, or `strimzi.io/kraft` not enabled.
        zookeeper: (isRecord(spec) && spec.zookeeper !== undefined) || annotations['strimzi.io/kraft'] !== 'enabled',
    };
}
/** The plan of one cluster, when its base and head operator and Kafka are known and it goes up. */
function planFor(ctx, c) {
    if (!c.opBase || !c.opHead || !c.kafkaBase || !c.kafkaHead)
        return undefined;
    // Versions from the PR reach the plan's title and diagram: plan only for version-shaped ones.
    if (![c.kafkaBase, c.kafkaHead].every((v) => VERSION.test(v)))
        return undefined;
    if (compareDotted(c.opHead.version, c.opBase.version) < 0)
        return undefined;
    // Lowering Kafka from a running version the head operator does not know, which it allows (from
    // 0.46, running-version.ts): the PR is the whole transition, no plan.
    const unknown = unknownRunningVersion(c);
    if (unknown?.downgrade && unknown.verdict === 'pass')
        return undefined;
    const plan = planUpgrade({ operator: c.opBase.version, kafka: c.kafkaBase, metadata: c.metadataBase }, {
        operator: c.opHead.version,
        kafka: c.kafkaHead,
        // A metadata step only when this PR asks for a metadata version.
        ...(c.head.metadataVersion.value && c.head.metadataVersion.value !== c.base?.metadataVersion.value
            ? { metadata: c.metadataHead }
            : {}),
    }, releasesOf(ctx), planFacts(ctx, c));
    if ('error' in plan)
        return undefined;
    return plan.steps.length > 1 || plan.note ? plan : undefined;
}
/** The first cluster's plan that needs showing. */
function upgradePlan(ctx) {
    for (const c of clusterChanges(ctx)) {
        const plan = planFor(ctx, c);
        if (plan)
            return plan;
    }
    return undefined;
}

/** The Strimzi pack's analyses (joined into the run context in run.ts). */
const strimziAnalyses = {
    strimzi: (ctx) => readStrimziState(ctx.base, ctx.head),
    strimziReleases: (ctx) => releaseData(ctx.facts.strimziReleases),
    clusters: pairClusters,
    upgradePlan,
};

/**
 * Chart sources: every place a side installs a Helm chart from a repository — a Flux HelmRelease
 * (`spec.chart.spec` from a HelmRepository, or `spec.chartRef` to an OCIRepository), an Argo CD
 * Application Helm source (`spec.source`, `spec.sources[]`), a kustomize `helmCharts:` entry — with
 * where its version, repository and values are written and the CRD policy it installs with. Pure.
 */
const trim = (url) => url.trim().replace(/\/+$/, '');
const str$3 = (v) => (typeof v === 'string' ? v : undefined);
const at = (obj, path) => ({ file: obj.file, line: lineOf(obj, path) });
const stable = (v) => JSON.stringify(v ?? null);
/** A repository URL as a location of `chart`: `oci://…` a registry, `http(s)://…` a Helm repository. */
function locationOf(repo, chart, version) {
    const r = trim(repo);
    if (/^oci:\/\//i.test(r))
        return { kind: 'oci', repo: r, chart, version };
    if (/^https?:\/\//i.test(r))
        return { kind: 'http', repo: r, chart, version };
    // Argo CD writes an OCI Helm repository without a scheme (`registry-1.docker.io/bitnamicharts`).
    return { kind: 'oci', repo: `oci://${r}`, chart, version };
}
const FLUX_SOURCE = 'source.toolkit.fluxcd.io';
function findSource(objects, kind, name, ns) {
    return objects.find((o) => o.kind === kind && o.group === FLUX_SOURCE && o.name === name && o.namespace === ns);
}
/** Flux's CRD policy: `spec.install.crds` (default Create) and `spec.upgrade.crds` (default Skip). */
function fluxCrds(spec) {
    const policy = (v, dflt) => v === 'Skip' || v === 'Create' || v === 'CreateReplace' ? v : dflt;
    const install = policy(asRecord(spec.install).crds, 'Create');
    const upgrade = policy(asRecord(spec.upgrade).crds, 'Skip');
    const written = str$3(asRecord(spec.upgrade).crds);
    return {
        install,
        upgrade,
        said: `spec.upgrade.crds: ${upgrade}${written === undefined ? ' (the default)' : ''}`,
    };
}
/** A Flux HelmRelease: `spec.chart.spec` from a HelmRepository, or `spec.chartRef` to an OCIRepository. */
function fromHelmRelease(obj, objects) {
    const spec = asRecord(obj.value.spec);
    const base = {
        id: `${obj.unit ?? ''}//${objectRef(obj)}`,
        via: 'HelmRelease',
        ref: objectRef(obj),
        installer: obj,
        values: stable([spec.values, spec.valuesFrom]),
        inlineValues: asRecord(spec.values),
        crds: fluxCrds(spec),
        releaseName: str$3(spec.releaseName) ?? obj.name,
        namespace: str$3(spec.targetNamespace) ?? obj.namespace,
    };
    const valuesAt = spec.values !== undefined || spec.valuesFrom !== undefined;
    const values = valuesAt
        ? { values: at(obj, ['spec', spec.values !== undefined ? 'values' : 'valuesFrom']) }
        : {};
    const chartRef = asRecord(spec.chartRef);
    if (spec.chartRef !== undefined) {
        const ns = str$3(chartRef.namespace) ?? obj.namespace;
        const repo = chartRef.kind === 'OCIRepository' ? findSource(objects, 'OCIRepository', chartRef.name, ns) : undefined;
        const here = at(obj, ['spec', 'chartRef']);
        if (!repo)
            return {
                ...base,
                unknown: `spec.chartRef names ${String(chartRef.kind)}/${String(chartRef.name)}, not an OCIRepository of this side`,
                at: { version: here, repo: here, ...values },
            };
        const rspec = asRecord(repo.value.spec);
        const url = trim(str$3(rspec.url) ?? '');
        const ref = asRecord(rspec.ref);
        const tag = str$3(ref.tag) ?? str$3(ref.semver) ?? str$3(ref.digest);
        const tagKey = ref.tag !== undefined ? 'tag' : ref.semver !== undefined ? 'semver' : 'digest';
        return {
            ...base,
            location: {
                kind: 'oci',
                repo: url.replace(/\/[^/]*$/, ''),
                chart: url.replace(/^.*\//, ''),
                version: tag,
            },
            at: { version: at(repo, ['spec', 'ref', tagKey]), repo: at(repo, ['spec', 'url']), ...values },
        };
    }
    const chart = asRecord(asRecord(spec.chart).spec);
    const sourceRef = asRecord(chart.sourceRef);
    const version = at(obj, ['spec', 'chart', 'spec', chart.version !== undefined ? 'version' : 'chart']);
    const ns = str$3(sourceRef.namespace) ?? obj.namespace;
    const repo = sourceRef.kind === 'HelmRepository'
        ? findSource(objects, 'HelmRepository', sourceRef.name, ns)
        : undefined;
    const sourceAt = at(obj, ['spec', 'chart', 'spec', 'sourceRef']);
    if (!repo)
        return {
            ...base,
            unknown: sourceRef.kind === 'HelmRepository'
                ? `spec.chart.spec.sourceRef names HelmRepository ${String(sourceRef.name)}, which is not on this side`
                : sourceRef.kind === 'GitRepository' || sourceRef.kind === 'Bucket'
                    ? `the chart is read from a ${sourceRef.kind}, not a chart repository: charts are fetched from Helm and OCI repositories only (a chart folder of this repository is judged as files: its crds/ as manifests, its templates not rendered)`
                    : `the chart comes from ${String(sourceRef.kind ?? 'an unnamed source')}, not a Helm repository`,
            at: { version, repo: sourceAt, ...values },
        };
    const rspec = asRecord(repo.value.spec);
    const url = str$3(rspec.url) ?? '';
    const oci = rspec.type === 'oci' || /^oci:\/\//i.test(url);
    return {
        ...base,
        location: {
            ...locationOf(oci && !/^oci:/i.test(url) ? `oci://${url}` : url, String(chart.chart ?? ''), str$3(chart.version)),
        },
        at: { version, repo: at(repo, ['spec', 'url']), ...values },
    };
}
/** Every Helm source of an Argo CD Application (`spec.source`, `spec.sources[]`). */
function fromApplication(obj) {
    const spec = asRecord(obj.value.spec);
    const list = [[spec.source, ['spec', 'source']]];
    if (Array.isArray(spec.sources))
        spec.sources.forEach((s, i) => list.push([s, ['spec', 'sources', i]]));
    const out = [];
    for (const [s, path] of list) {
        const src = asRecord(s);
        const repoURL = str$3(src.repoURL);
        // A chart source names a chart, or is an `oci://` reference to one; a git path is not a chart.
        if (!repoURL || (src.chart === undefined && !/^oci:\/\//i.test(repoURL)))
            continue;
        const helm = asRecord(src.helm);
        const chart = str$3(src.chart);
        const loc = chart ? locationOf(repoURL, chart, str$3(src.targetRevision)) : undefined;
        const location = loc ?? {
            kind: 'oci',
            repo: trim(repoURL).replace(/\/[^/]*$/, ''),
            chart: trim(repoURL).replace(/^.*\//, ''),
            version: str$3(src.targetRevision),
        };
        const skip = helm.skipCrds === true;
        out.push({
            id: `${obj.unit ?? ''}//${objectRef(obj)}#${path.join('.')}`,
            via: 'Application',
            ref: objectRef(obj),
            installer: obj,
            location,
            at: {
                version: at(obj, [...path, 'targetRevision']),
                repo: at(obj, [...path, 'repoURL']),
                ...(src.helm !== undefined ? { values: at(obj, [...path, 'helm']) } : {}),
            },
            values: stable([helm.values, helm.valuesObject, helm.parameters, helm.valueFiles, helm.fileParameters]),
            inlineValues: asRecord(helm.valuesObject),
            crds: skip
                ? { install: 'Skip', upgrade: 'Skip', said: 'helm.skipCrds: true' }
                : {
                    install: 'CreateReplace',
                    upgrade: 'CreateReplace',
                    said: 'Argo CD applies the chart’s crds/ (helm.skipCrds unset)',
                },
            releaseName: str$3(helm.releaseName) ?? obj.name,
            namespace: str$3(asRecord(spec.destination).namespace) ?? obj.namespace,
        });
    }
    return out;
}
/** Every `helmCharts:` entry of a kustomization. */
function fromKustomization(obj) {
    const charts = Array.isArray(obj.value.helmCharts) ? obj.value.helmCharts : [];
    return charts.flatMap((c, i) => {
        const h = asRecord(c);
        const name = str$3(h.name);
        if (!name)
            return [];
        const repo = str$3(h.repo);
        const path = ['helmCharts', i];
        const include = h.includeCRDs === true;
        return [
            {
                id: `${obj.file}#${name}#${str$3(h.releaseName) ?? ''}`,
                via: 'helmCharts',
                ref: obj.file,
                installer: obj,
                ...(repo
                    ? { location: locationOf(repo, name, str$3(h.version)) }
                    : { unknown: 'the entry has no repo: (a chart from kustomize’s local chart home)' }),
                at: {
                    version: at(obj, [...path, h.version !== undefined ? 'version' : 'name']),
                    repo: at(obj, [...path, repo ? 'repo' : 'name']),
                    ...(h.valuesInline !== undefined || h.valuesFile !== undefined
                        ? { values: at(obj, [...path, h.valuesInline !== undefined ? 'valuesInline' : 'valuesFile']) }
                        : {}),
                },
                values: stable([h.valuesInline, h.valuesFile, h.additionalValuesFiles, h.valuesMerge]),
                inlineValues: asRecord(h.valuesInline),
                crds: include
                    ? { install: 'CreateReplace', upgrade: 'CreateReplace', said: 'includeCRDs: true' }
                    : { install: 'Skip', upgrade: 'Skip', said: 'includeCRDs unset (kustomize leaves crds/ out)' },
                releaseName: str$3(h.releaseName) ?? name,
                namespace: str$3(h.namespace) ?? str$3(obj.value.namespace) ?? '',
            },
        ];
    });
}
/** Every chart source of a side, in object order. */
function chartSources(side) {
    const out = [];
    for (const obj of side.objects) {
        if (obj.kind === 'HelmRelease' && obj.group === 'helm.toolkit.fluxcd.io')
            out.push(fromHelmRelease(obj, side.objects));
        else if (obj.kind === 'Application' && obj.group === 'argoproj.io')
            out.push(...fromApplication(obj));
    }
    for (const obj of side.configs)
        if (obj.kind === 'Kustomization' && obj.group.startsWith('kustomize.config.k8s.io'))
            out.push(...fromKustomization(obj));
    return out;
}
/** A written repository URL as locations name it: no trailing slash, `oci://` for a scheme-less OCI one. */
function written(url, oci) {
    const u = trim(url);
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(u) || !oci ? u : `oci://${u}`;
}
/**
 * The repository URLs a side names (HelmRepository and OCIRepository URLs, Argo CD `repoURL`s,
 * kustomize `helmCharts[].repo`): on the base side, the ones a run may contact.
 */
function namedRepositories(side) {
    const out = new Set();
    for (const o of side.objects) {
        const spec = asRecord(o.value.spec);
        if (o.group === FLUX_SOURCE && (o.kind === 'HelmRepository' || o.kind === 'OCIRepository')) {
            const url = str$3(spec.url);
            if (url)
                out.add(written(url, o.kind === 'OCIRepository' || spec.type === 'oci'));
        }
        else if (o.kind === 'Application' && o.group === 'argoproj.io') {
            const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])];
            for (const s of sources) {
                const url = str$3(asRecord(s).repoURL);
                if (url)
                    out.add(written(url, asRecord(s).chart !== undefined && !/^https?:/i.test(url)));
            }
        }
    }
    for (const o of side.configs) {
        const charts = Array.isArray(o.value.helmCharts) ? o.value.helmCharts : [];
        for (const c of charts) {
            const url = str$3(asRecord(c).repo);
            if (url)
                out.add(written(url, false));
        }
    }
    return out;
}
/** Whether a location is one the base names (its repository, or the chart's own reference) or `allow` admits. */
function trusted(loc, named, allow) {
    const full = `${loc.repo}/${loc.chart}`;
    if (named.has(loc.repo) || named.has(full))
        return true;
    return allow.some((prefix) => full === trim(prefix) ||
        full.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
        loc.repo === trim(prefix));
}

/** The chart sources a change touches: each install paired across the sides, with what differs. */
const chartOf = (s) => `${s.location?.repo ?? ''} ${s.location?.chart ?? ''} ${s.unknown ?? ''}`;
function aspectsOf(b, h) {
    const out = [];
    if (b.location?.version !== h.location?.version)
        out.push('version');
    if (chartOf(b) !== chartOf(h))
        out.push('repository');
    if (b.values !== h.values)
        out.push('values');
    return out;
}
function whereOf(s, aspects) {
    if (aspects.includes('version') || aspects.includes('added') || aspects.includes('removed'))
        return s.at.version;
    if (aspects.includes('repository'))
        return s.at.repo;
    return s.at.values ?? s.at.version;
}
/** Every chart source whose version, repository or values differ between the sides, in head order. */
function chartChanges(base, head) {
    const before = new Map(chartSources(base).map((s) => [s.id, s]));
    const out = [];
    for (const h of chartSources(head)) {
        const b = before.get(h.id);
        before.delete(h.id);
        const aspects = b ? aspectsOf(b, h) : ['added'];
        if (aspects.length)
            out.push({ ...(b ? { base: b } : {}), head: h, aspects, at: whereOf(h, aspects), side: 'head' });
    }
    for (const b of before.values())
        out.push({ base: b, aspects: ['removed'], at: whereOf(b, ['removed']), side: 'base' });
    return out;
}

/**
 * What a chart installs as CRDs, read from its files: `crds/` (plain YAML Helm never templates; also
 * a subchart's `charts/<name>/crds/`), and the templates that define CRDs (judged only when rendered).
 */
/** A CRD file of `crds/` (Helm reads `*.yaml`, `*.yml`, `*.json` there: pkg/chart/loader in helm@v3.16). */
const CRD_FILE = /^(charts\/[^/]+\/)*crds\/.+\.(ya?ml|json)$/;
const TEMPLATE = /^(charts\/[^/]+\/)*templates\/.+\.(ya?ml|tpl)$/;
const DEFINES_CRD = /^\s*kind:\s*["']?CustomResourceDefinition\b/m;
const parsed = new WeakMap();
/** The objects of the chart's `crds/` files (parsed once per chart), and files that would not parse. */
function crdsOf(chart) {
    const done = parsed.get(chart);
    if (done)
        return done;
    const crds = [];
    const problems = [];
    for (const f of chart.files) {
        if (!CRD_FILE.test(f.path))
            continue;
        const p = parseFile({ path: f.path, text: f.text });
        for (const pr of p.problems)
            problems.push(`${f.path}:${pr.line}: ${pr.message}`);
        for (const o of p.objects)
            crds.push({ object: o, file: f.path, chart: `${chart.name} ${chart.version}` });
    }
    const out = { crds, problems };
    parsed.set(chart, out);
    return out;
}
/** Template files that define a CRD (cert-manager's `templates/crd-*.yaml`): Go templates, judged only when rendered. */
function templatedCrdFiles(chart) {
    return chart.files.filter((f) => TEMPLATE.test(f.path) && DEFINES_CRD.test(f.text)).map((f) => f.path);
}
/** Whether the chart has templates at all. */
const hasTemplates = (chart) => chart.files.some((f) => TEMPLATE.test(f.path));
/**
 * The kinds (and list kinds) of every fetched chart's CRDs: their resources in kustomize units the
 * same on both sides must still be rendered (index/unread-units.ts), since no file shows the CRDs.
 */
function chartCrdKinds(facts) {
    const out = new Set();
    for (const o of facts?.outcomes.values() ?? [])
        if ('chart' in o)
            for (const c of crdsOf(o.chart).crds) {
                const names = asRecord(asRecord(c.object.value.spec).names);
                for (const k of [names.kind, names.listKind])
                    if (typeof k === 'string')
                        out.add(k);
            }
    return [...out];
}

/** The key of a location in {@link ChartFetches.outcomes}. */
const locationKey = (l) => `${l.kind} ${l.repo} ${l.chart} ${l.version ?? ''}`;

const sideOf = (s) => s?.location ? `${s.location.chart} ${s.location.version ?? '(no version)'}` : undefined;
function titleOf(c) {
    const [b, h] = [sideOf(c.base), sideOf(c.head)];
    if (!b)
        return `${h ?? c.head?.ref ?? '?'} (added)`;
    if (!h)
        return `${b} (removed)`;
    if (c.base?.location?.chart === c.head?.location?.chart)
        return `${c.head.location.chart} ${c.base.location.version ?? '(no version)'} → ${c.head.location.version ?? '(no version)'}`;
    return `${b} → ${h}`;
}
/** The chart one side's source names, or why there is none. */
function chartFor(source, facts) {
    if (!source)
        return {};
    if (!source.location)
        return { why: source.unknown ?? 'the chart’s location could not be read' };
    if (!facts)
        return {
            why: 'charts are not fetched',
            remedy: 'run with --fetch-charts (the action’s fetch-charts input)',
        };
    if (source.location.version === undefined)
        return { why: 'no version is written (the newest at sync time), so there is no one chart to judge' };
    const out = facts.outcomes.get(locationKey(source.location));
    const where = `${source.location.repo} (${source.location.chart} ${source.location.version})`;
    if (!out)
        return { why: `${where} was not fetched` };
    if ('untrusted' in out)
        return {
            why: `${source.location.repo} is not named on the base revision, so it was never contacted`,
            remedy: `allow it in the base config (charts.allow: [${JSON.stringify(source.location.repo)}]) or add its repository on the base branch first`,
        };
    if ('error' in out)
        return { why: `could not fetch ${where}: ${out.error}` };
    return { chart: out.chart };
}
/** A chart CRD placed at the line of the release that installs it, in its unit, naming its chart file. */
const placed = (c, s) => Object.assign(withValue(c.object, c.object.value, {
    file: s.at.version.file,
    line: s.at.version.line,
    positions: new Map(),
    ...(s.installer.unit !== undefined ? { unit: s.installer.unit } : {}),
}), { origin: `${c.file} in ${c.chart}` });
/**
 * The documents of `helm template` output with the template each came from (its `# Source:
 * <chart>/templates/x.yaml` line, helm@v3.16 pkg/action/action.go), so a finding names the file.
 */
function renderedDocuments(yaml) {
    return yaml
        .split(/^---[ \t]*$/m)
        .filter((d) => d.trim())
        .map((text) => ({ file: /^# Source: [^/\n]+\/(.+)$/m.exec(text)?.[1]?.trim() ?? 'templates/', text }));
}
/** CRDs a render gave (helm template), when one was made for this side's source. */
function renderedCrds(facts, side, s, chart) {
    const r = facts?.rendered?.get(`${side} ${s.id}`);
    if (!r)
        return undefined;
    if ('error' in r)
        return `helm template failed: ${r.error}`;
    return renderedDocuments(r.yaml).flatMap(({ file, text }) => parseFile({ path: file, text })
        .objects.filter((o) => o.kind === 'CustomResourceDefinition')
        .map((object) => ({ object, file: `${file} (rendered)`, chart: `${chart.name} ${chart.version}` })));
}
/** The chart's CRDs (crds/, and rendered templated CRDs), with what is left unjudged. */
function installedCrds(chart, facts, side, s) {
    const own = crdsOf(chart);
    const notJudged = own.problems.map((p) => `${p} in ${chart.name} ${chart.version}`);
    const templated = templatedCrdFiles(chart);
    const rendered = templated.length ? renderedCrds(facts, side, s, chart) : undefined;
    const crds = [...own.crds, ...(Array.isArray(rendered) ? rendered : [])];
    if (templated.length && !Array.isArray(rendered))
        notJudged.push(`templated CRDs ${templated.join(', ')} in ${chart.name} ${chart.version} (${typeof rendered === 'string' ? rendered : (facts?.noHelm ?? 'not rendered')})`);
    return { crds, notJudged };
}
const names = (list) => new Map(list.map((c) => [c.object.name, c]));
/** What the head side has installed after the change, as the policy applies the new chart's CRDs. */
function afterUpgrade(change, from, to) {
    const policy = change.head.crds.upgrade;
    const old = names(from);
    const differs = (c) => old.get(c.object.name)?.object.digest !== c.object.digest;
    if (policy === 'CreateReplace')
        return { crds: to, notUpgraded: [] };
    if (policy === 'Create')
        return {
            crds: [...from, ...to.filter((c) => !old.has(c.object.name))],
            notUpgraded: to.filter((c) => old.has(c.object.name) && differs(c)),
        };
    return { crds: from, notUpgraded: to.filter(differs) };
}
/** Every scalar of a values text by its path (`crds.enabled`), for comparing the sides. */
function flatValues(text) {
    const out = new Map();
    const walk = (v, path) => {
        if (v !== null && typeof v === 'object')
            for (const [k, x] of Object.entries(v))
                walk(x, path ? `${path}.${k}` : k);
        else
            out.set(path, JSON.stringify(v));
    };
    try {
        walk(JSON.parse(text), '');
    }
    catch {
        out.set('', text);
    }
    return out;
}
/**
 * Whether a values change may change the CRDs a chart installs: a setting whose path names CRDs
 * (`crds.enabled`, `installCRDs`, `crds.keep`) differs, or the values could not be compared.
 */
function crdSettingsChanged(change) {
    const [a, b] = [flatValues(change.base?.values ?? ''), flatValues(change.head?.values ?? '')];
    if (a.has('') || b.has(''))
        return true;
    for (const k of new Set([...a.keys(), ...b.keys()]))
        if (/crd/i.test(k) && a.get(k) !== b.get(k))
            return true;
    return false;
}
function judgeOne(change, facts) {
    const j = {
        change,
        title: titleOf(change),
        judged: [],
        notJudged: [],
        notUpgraded: { crds: [], said: change.head?.crds.said ?? '', files: [] },
        objects: { base: [], head: [] },
    };
    // The same chart at the same version with other values: its crds/ (never templated) are the same
    // on both sides, and no setting that names CRDs changed; templates are never rendered without helm.
    const fetched = change.head && facts ? chartFor(change.head, facts).chart : undefined;
    if (change.aspects.length === 1 &&
        change.aspects[0] === 'values' &&
        !crdSettingsChanged(change) &&
        !(fetched && templatedCrdFiles(fetched).length)) {
        j.judged.push('the same chart and version on both sides, so its crds/ are the same; no inline values setting that names CRDs changed (values read from ConfigMaps, Secrets or files are not compared)');
        j.templatesUnrendered = facts?.rendered ? undefined : (facts?.noHelm ?? 'helm is not run');
        return j;
    }
    const [b, h] = [chartFor(change.base, facts), chartFor(change.head, facts)];
    for (const x of [b, h])
        if (x.why && !j.notJudged.includes(x.why))
            j.notJudged.push(x.why);
    j.remedy = h.remedy ?? b.remedy;
    if ((change.base && !b.chart) || (change.head && !h.chart))
        return j;
    const from = b.chart && installedCrds(b.chart, facts, 'base', change.base);
    const to = h.chart && installedCrds(h.chart, facts, 'head', change.head);
    for (const x of [from, to])
        for (const n of x?.notJudged ?? [])
            if (!j.notJudged.includes(n))
                j.notJudged.push(n);
    const installedBase = from && change.base.crds.install !== 'Skip' ? from.crds : [];
    let installedHead = installedBase;
    if (!change.base)
        installedHead = to && change.head.crds.install !== 'Skip' ? to.crds : [];
    else if (change.head && to) {
        const after = afterUpgrade(change, installedBase, to.crds);
        installedHead = after.crds;
        j.notUpgraded.crds = after.notUpgraded.map((c) => c.object.name);
        j.notUpgraded.files = after.notUpgraded.map((c) => `${c.file} in ${h.chart.name} ${h.chart.version}`);
    }
    j.objects.base = installedBase.map((c) => placed(c, change.base));
    j.objects.head = installedHead.map((c) => placed(c, change.head ?? change.base));
    describeJudged(j, change, b.chart, h.chart, from?.crds, to?.crds, facts);
    return j;
}
function describeJudged(j, change, from, to, a, b, facts) {
    const count = (n) => `${n} CRD${n === 1 ? '' : 's'}`;
    const files = (chart, list) => `${count(list.length)} in crds/ of ${chart.name} ${chart.version}`;
    const said = change.head ? change.head.crds.said : change.base.crds.said;
    if (from && a)
        j.judged.push(files(from, a));
    if (to && b && to !== from)
        j.judged.push(files(to, b));
    if (j.judged.length)
        j.judged[j.judged.length - 1] += ` (applied as ${said})`;
    if (a && b && from && to && from !== to) {
        const [old, kept] = [names(a), names(b)];
        const changed = b.filter((c) => old.has(c.object.name) && old.get(c.object.name).object.digest !== c.object.digest);
        const added = b.filter((c) => !old.has(c.object.name));
        if (changed.length)
            j.judged.push(`changed in ${to.version}: ${changed.map((c) => c.file).join(', ')}`);
        if (added.length)
            j.judged.push(`new in ${to.version}: ${added.map((c) => c.file).join(', ')}`);
        // Removed from the chart between the versions: named with the file they came from.
        for (const c of a)
            if (!kept.has(c.object.name))
                j.judged.push(`${c.file} in ${from.name} ${from.version} (${c.object.name}) is gone from ${to.version}`);
    }
    const chart = to ?? from;
    if (chart && hasTemplates(chart) && !facts?.rendered)
        j.templatesUnrendered = facts?.noHelm ?? 'helm is not on PATH';
    if (change.aspects.includes('values') && j.templatesUnrendered)
        j.notJudged.push(`the values change (templates are not rendered: ${j.templatesUnrendered})`);
}
/** Every chart change of a run, judged. */
function judgeCharts(base, head, facts) {
    return chartChanges(base, head).map((c) => judgeOne(c, facts));
}

const chartAnalyses = {
    charts: (ctx) => judgeCharts(ctx.base, ctx.head, ctx.facts.charts),
};

/**
 * What a repository declares it deploys: Flux `Kustomization`s (kustomize.toolkit.fluxcd.io) and
 * Argo CD `Application`s and `ApplicationSet`s (argoproj.io), each read as the folders of this
 * repository it applies, or why it applies none (another source, a template the gate cannot fill).
 */
const str$2 = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
/** `./apps/x/` → `apps/x`; undefined when it leaves the source. */
const clean$1 = (p) => resolveIn('', p);
const isFluxKustomization = (o) => o.kind === 'Kustomization' && o.group === 'kustomize.toolkit.fluxcd.io';
const isApplication = (o) => o.kind === 'Application' && o.group === 'argoproj.io';
const isApplicationSet = (o) => o.kind === 'ApplicationSet' && o.group === 'argoproj.io';
function fluxDeclared(o) {
    const spec = asRecord(o.value.spec);
    const path = clean$1(typeof spec.path === 'string' ? spec.path : './');
    if (path === undefined)
        return { object: o, line: lineAt(o, ['spec', 'path']), why: 'its path leaves the source' };
    const ref = asRecord(spec.sourceRef);
    const ns = str$2(spec.targetNamespace);
    return [
        {
            object: o,
            via: 'flux',
            path,
            at: ['spec'],
            sourceRef: {
                kind: str$2(ref.kind) ?? 'GitRepository',
                name: str$2(ref.name) ?? '',
                namespace: str$2(ref.namespace) ?? o.namespace,
            },
            ...(ns ? { targetNamespace: ns } : {}),
        },
    ];
}
/** Argo CD's destination: the namespace it puts objects without one in, and the cluster. */
function destination(spec, params = {}) {
    const dest = asRecord(spec.destination);
    const plain = (v) => {
        const filled = typeof v === 'string' ? fillTemplate(v, params) : undefined;
        return filled !== undefined && filled !== '' ? filled : undefined;
    };
    const ns = plain(dest.namespace);
    const target = plain(dest.server) ?? plain(dest.name);
    return { ...(ns ? { defaultNamespace: ns } : {}), ...(target ? { cluster: `argocd:${target}` } : {}) };
}
/** The sources of an Application spec that name a path (a chart source names none), with where they are. */
function argoSources(spec, at) {
    const out = [];
    if (isRecord(spec.source))
        out.push({ source: spec.source, at: [...at, 'source'] });
    if (Array.isArray(spec.sources))
        spec.sources.forEach((s, i) => {
            if (isRecord(s))
                out.push({ source: s, at: [...at, 'sources', i] });
        });
    return out.filter((s) => typeof s.source.path === 'string');
}
/** Argo CD `source.directory`: `recurse`, `include`, `exclude`. */
function directory(source) {
    const d = asRecord(source.directory);
    return {
        ...(d.recurse === true ? { recurse: true } : {}),
        ...(str$2(d.include) ? { include: d.include } : {}),
        ...(str$2(d.exclude) ? { exclude: d.exclude } : {}),
    };
}
/**
 * Argo CD's glob (util/glob: gobwas/glob without separators): `*` and `?` cross `/`, `{a,b}`
 * alternates, `[…]` a class.
 */
function argoGlob(pattern) {
    // A hostile pattern cannot make the match slow: one that long or with that many stars is not read.
    if (pattern.length > 256 || (pattern.match(/[*?]/g) ?? []).length > 8)
        return undefined;
    let re = '';
    let depth = 0;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*') {
            if (!re.endsWith('.*'))
                re += '.*';
        }
        else if (c === '?')
            re += '.';
        else if (c === '{') {
            depth++;
            re += '(?:';
        }
        else if (c === '}' && depth > 0) {
            depth--;
            re += ')';
        }
        else if (c === ',' && depth > 0)
            re += '|';
        else if (c === '[') {
            const end = pattern.indexOf(']', i + 1);
            if (end < 0)
                re += '\\[';
            else {
                re += `[${pattern
                    .slice(i + 1, end)
                    .replace(/^!/, '^')
                    .replace(/\\/g, '\\\\')}]`;
                i = end;
            }
        }
        else if (c === '\\' && i + 1 < pattern.length)
            re += pattern[++i].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
        else
            re += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    }
    try {
        return new RegExp(`^${re}${')'.repeat(depth)}$`);
    }
    catch {
        return undefined;
    }
}
/** Whether an Argo CD folder source applies a file (its path relative to the folder). */
function directoryApplies(d, rel) {
    if (!d.recurse && rel.includes('/'))
        return false;
    // A pattern not read excludes nothing and includes everything: nothing deployed is dropped.
    if (d.exclude && argoGlob(d.exclude)?.test(rel))
        return false;
    return !d.include || (argoGlob(d.include)?.test(rel) ?? true);
}
function applicationDeclared(o) {
    const spec = asRecord(o.value.spec);
    return argoSources(spec, ['spec']).flatMap(({ source, at }) => {
        const path = clean$1(source.path);
        if (path === undefined)
            return [];
        return [{ object: o, via: 'argocd', path, at, ...destination(spec), ...directory(source) }];
    });
}
/** Parameters of a git directory generator: each folder of `dirs` its globs match and no `exclude` entry does. */
function gitDirectoryParams(gen, dirs) {
    const entries = (Array.isArray(gen.directories) ? gen.directories : []).map(asRecord);
    const globs = (exclude) => entries
        .filter((e) => (e.exclude === true) === exclude)
        .flatMap((e) => (typeof e.path === 'string' ? [clean$1(e.path) ?? ''] : []));
    const include = globs(false).filter((g) => g !== '');
    if (!include.length)
        return [];
    const pm = picomatch();
    const yes = pm(include, { dot: true });
    const no = globs(true).length ? pm(globs(true), { dot: true }) : () => false;
    return dirs.filter((d) => d !== '' && yes(d) && !no(d)).map(pathParams);
}
/** The `path` parameters Argo CD gives a folder: `path`, `path.path`, `path.basename`, `path[N]`. */
function pathParams(dir) {
    const segments = dir.split('/');
    const out = {
        path: dir,
        'path.path': dir,
        'path.basename': posix.basename(dir),
        'path.basenameNormalized': posix
            .basename(dir)
            .replace(/[^a-zA-Z0-9-]/g, '-')
            .toLowerCase(),
        'path.filename': '',
    };
    segments.forEach((s, i) => (out[`path[${i}]`] = s));
    segments.forEach((s, i) => (out[`path.segments[${i}]`] = s));
    return out;
}
/** Parameter sets of an ApplicationSet's generators; undefined when one of them is not understood. */
function generatorParams(gens, dirs, depth = 0) {
    if (!Array.isArray(gens) || depth > 3)
        return undefined;
    const out = [];
    for (const g of gens.map(asRecord)) {
        if (isRecord(g.git) && Array.isArray(g.git.directories))
            out.push(...gitDirectoryParams(g.git, dirs));
        else if (isRecord(g.list) && Array.isArray(g.list.elements))
            out.push(...g.list.elements.map((e) => Object.fromEntries(Object.entries(asRecord(e)).map(([k, v]) => [k, String(v)]))));
        else if (isRecord(g.matrix) || isRecord(g.merge)) {
            const inner = generatorParams(asRecord(g.matrix ?? g.merge).generators, dirs, depth + 1);
            if (!inner)
                return undefined;
            out.push(...inner);
        }
        else
            return undefined;
    }
    return out;
}
/**
 * Every string of a template value filled from `params`; a string that cannot be filled makes the
 * whole value undefined.
 */
function fillDeep(v, params) {
    if (typeof v === 'string')
        return v.includes('{{') ? fillTemplate(v, params) : v;
    if (Array.isArray(v)) {
        const out = v.map((x) => fillDeep(x, params));
        return out.includes(undefined) ? undefined : out;
    }
    if (isRecord(v)) {
        const out = {};
        for (const [k, x] of Object.entries(v)) {
            const f = fillDeep(x, params);
            if (f === undefined)
                return undefined;
            out[k] = f;
        }
        return out;
    }
    return v;
}
/** `{{path}}`, `{{ path.basename }}`, `{{.path.path}}` filled from `params`; undefined when one is unknown. */
function fillTemplate(text, params) {
    let unknown = false;
    const filled = text.replace(/\{\{-?\s*\.?([A-Za-z0-9_.[\]]+)\s*-?\}\}/g, (_m, key) => {
        const v = params[key];
        if (v === undefined)
            unknown = true;
        return v ?? '';
    });
    return unknown || filled.includes('{{') ? undefined : filled;
}
function applicationSetDeclared(o, dirs) {
    const spec = asRecord(o.value.spec);
    const tspec = asRecord(asRecord(spec.template).spec);
    const sources = argoSources(tspec, ['spec', 'template', 'spec']);
    const params = generatorParams(spec.generators, dirs);
    if (!sources.length)
        return [];
    if (!params)
        return {
            object: o,
            line: lineAt(o, ['spec', 'generators']),
            why: 'a generator other than git directories or a list',
        };
    const out = [];
    for (const p of params)
        for (const { source, at } of sources) {
            const filled = fillTemplate(source.path, p);
            const path = filled === undefined ? undefined : clean$1(filled);
            if (path === undefined)
                return { object: o, line: lineAt(o, [...at, 'path']), why: 'a template path the gate cannot fill' };
            out.push({
                object: o,
                via: 'argocd',
                path,
                at,
                ...destination(tspec, p),
                ...directory(source),
                params: p,
            });
        }
    return out;
}
/** What each declaration applies (in its source), and the declarations the gate could not follow. */
function readDeclarations(objects, dirs) {
    const declared = [];
    const unfollowed = [];
    for (const o of objects) {
        const r = isFluxKustomization(o)
            ? fluxDeclared(o)
            : isApplication(o)
                ? applicationDeclared(o)
                : isApplicationSet(o)
                    ? applicationSetDeclared(o, dirs)
                    : [];
        if (Array.isArray(r))
            declared.push(...r);
        else
            unfollowed.push(r);
    }
    return { declared, unfollowed };
}

/**
 * The overrides a Flux Kustomization or an Argo CD Application puts on what it applies (issue 34),
 * read with the lines that set them. Flux's kustomize-controller edits the path's kustomization
 * in place before the build (fluxcd/pkg kustomize/kustomize_generator.go: `namespace` from
 * `targetNamespace`, `namePrefix`, `nameSuffix` set; `patches` and `components` appended;
 * `images` merged by name), then substitutes `postBuild` variables and sets `commonMetadata` on
 * each built object. Argo CD edits it the same way with `kustomize edit` (argo-cd
 * util/kustomize/kustomize.go: `set namespace`, `set nameprefix`/`namesuffix`, `set image`,
 * `add label`/`annotation`, `add component`, `set replicas`; `patches` appended).
 */
const str$1 = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
const strMap = (v) => Object.fromEntries(Object.entries(asRecord(v)).map(([k, x]) => [k, x === null ? '' : String(x)]));
const list = (v) => (Array.isArray(v) ? v : []);
/** Argo CD's `name=newName:tag`, `name:tag`, `name@digest` image strings (kustomize edit set image). */
function argoImage(text) {
    const eq = text.indexOf('=');
    const name = eq >= 0 ? text.slice(0, eq) : undefined;
    const ref = eq >= 0 ? text.slice(eq + 1) : text;
    const at = ref.indexOf('@');
    const digest = at >= 0 ? ref.slice(at + 1) : undefined;
    const base = at >= 0 ? ref.slice(0, at) : ref;
    const colon = base.lastIndexOf(':');
    const hasTag = colon > base.lastIndexOf('/');
    const newRef = hasTag ? base.slice(0, colon) : base;
    const tag = hasTag ? base.slice(colon + 1) : undefined;
    const imageName = name ?? newRef;
    if (!imageName)
        return undefined;
    return {
        name: imageName,
        ...(name !== undefined && newRef !== name ? { newName: newRef } : {}),
        ...(tag !== undefined ? { newTag: tag } : {}),
        ...(digest ? { digest } : {}),
    };
}
/** The line a block scalar's first content line is on, less one; undefined when lines do not map (quoted, folded). */
function blockOffset(obj, at) {
    const p = obj.positions.get(at.join(PATH_SEP));
    return p?.style === 'literal' ? p.line : undefined;
}
/** A JSON pointer as a positions key (`/spec/replicas` → `spec␟replicas`); undefined for `-`. */
function pointerKey(pointer) {
    if (!pointer.startsWith('/'))
        return undefined;
    const steps = pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    return steps.includes('-') ? undefined : steps;
}
function setIn(root, steps, v) {
    let cur = root;
    steps.forEach((s, i) => {
        if (i === steps.length - 1)
            cur[s] = v;
        else
            cur = (cur[s] = isRecord(cur[s]) ? cur[s] : {});
    });
}
/** The fields one inline patch sets, with lines in the declaring file. */
function patchFields(obj, at, text, target) {
    const reading = readFileText({ path: obj.file, text }, {});
    const doc = reading.docs[0];
    if (!doc)
        return undefined;
    const offset = blockOffset(obj, at);
    const own = lineAt(obj, [...at]);
    const place = (p) => ({
        ...p,
        line: offset === undefined ? own : offset + p.line,
        file: obj.file,
    });
    const positions = new Map();
    if (Array.isArray(doc.value)) {
        // A JSON patch: each add/replace puts its value at its path.
        const value = {};
        doc.value.forEach((op, i) => {
            const o = asRecord(op);
            const steps = typeof o.path === 'string' ? pointerKey(o.path) : undefined;
            if (!steps || (o.op !== 'add' && o.op !== 'replace') || !('value' in o))
                return;
            setIn(value, steps, o.value);
            const base = `${i}${PATH_SEP}value`;
            for (const [k, p] of doc.positions)
                if (k === base || k.startsWith(`${base}${PATH_SEP}`))
                    positions.set([...steps, ...k.slice(base.length).split(PATH_SEP).filter(Boolean)].join(PATH_SEP), place(p));
        });
        return { value, positions, kind: target?.kind ?? '', name: '', ...(target ? { target } : {}) };
    }
    if (!isRecord(doc.value))
        return undefined;
    for (const [k, p] of doc.positions)
        positions.set(k, place(p));
    const meta = asRecord(doc.value.metadata);
    return {
        value: doc.value,
        positions,
        kind: str$1(doc.value.kind) ?? '',
        name: str$1(meta.name) ?? '',
        ...(target ? { target } : {}),
    };
}
function readTarget(v) {
    if (!isRecord(v))
        return undefined;
    const t = {};
    for (const k of [
        'group',
        'version',
        'kind',
        'name',
        'namespace',
        'labelSelector',
        'annotationSelector',
    ]) {
        const s = str$1(v[k]);
        if (s !== undefined)
            t[k] = s;
    }
    return t;
}
/** Patches with their fields; patches from a file (`path`) are left to the caller's note. */
function readPatches(obj, at, raw) {
    const patches = [];
    const fields = [];
    raw.forEach((p, i) => {
        const r = asRecord(p);
        if (typeof r.patch !== 'string')
            return;
        const target = readTarget(r.target);
        patches.push({ patch: r.patch, ...(target ? { target } : {}) });
        const f = patchFields(obj, [...at, i, 'patch'], r.patch, target);
        if (f)
            fields.push(f);
    });
    return { patches, fields };
}
function readPostBuild(obj) {
    const pb = asRecord(asRecord(obj.value.spec).postBuild);
    if (!Object.keys(pb).length)
        return undefined;
    const substitute = new Map();
    for (const [k, v] of Object.entries(asRecord(pb.substitute)))
        substitute.set(k, {
            value: String(v ?? '').replace(/\n/g, ''),
            line: lineAt(obj, ['spec', 'postBuild', 'substitute', k]),
        });
    const from = list(pb.substituteFrom).flatMap((x, i) => {
        const r = asRecord(x);
        const name = str$1(r.name);
        const kind = str$1(r.kind);
        return name && kind
            ? [
                {
                    kind,
                    name,
                    optional: r.optional === true,
                    line: lineAt(obj, ['spec', 'postBuild', 'substituteFrom', i]),
                },
            ]
            : [];
    });
    return substitute.size || from.length ? { substitute, from } : undefined;
}
function fluxOverrides(obj) {
    const spec = asRecord(obj.value.spec);
    const lines = new Map();
    const at = (k, path) => lines.set(k, lineAt(obj, ['spec', ...path]));
    const { patches, fields } = readPatches(obj, ['spec', 'patches'], list(spec.patches));
    const images = list(spec.images).flatMap((im, i) => {
        const r = asRecord(im);
        const name = str$1(r.name);
        if (!name)
            return [];
        at(`image:${name}`, ['images', i]);
        const tag = r.newTag === undefined || r.newTag === null ? undefined : String(r.newTag);
        return [{ name, newName: str$1(r.newName), newTag: tag, digest: str$1(r.digest) }];
    });
    const cm = asRecord(spec.commonMetadata);
    const labels = strMap(cm.labels);
    const annotations = strMap(cm.annotations);
    for (const k of Object.keys(labels))
        at(`label:${k}`, ['commonMetadata', 'labels', k]);
    for (const k of Object.keys(annotations))
        at(`annotation:${k}`, ['commonMetadata', 'annotations', k]);
    for (const k of ['namePrefix', 'nameSuffix', 'targetNamespace'])
        if (str$1(spec[k]))
            at(k, [k]);
    const postBuild = readPostBuild(obj);
    return {
        object: obj,
        via: 'flux',
        ...(str$1(spec.targetNamespace) ? { namespace: spec.targetNamespace } : {}),
        ...(str$1(spec.namePrefix) ? { namePrefix: spec.namePrefix } : {}),
        ...(str$1(spec.nameSuffix) ? { nameSuffix: spec.nameSuffix } : {}),
        patches,
        components: list(spec.components).filter((c) => typeof c === 'string'),
        images,
        commonLabels: {},
        commonAnnotations: {},
        replicas: [],
        ...(Object.keys(labels).length || Object.keys(annotations).length
            ? { commonMetadata: { labels, annotations } }
            : {}),
        ...(postBuild ? { postBuild } : {}),
        patchFields: fields,
        lines,
    };
}
function argoOverrides(obj, source, params) {
    const path = [...source, 'kustomize'];
    const raw = valueAtPath(obj.value, path);
    // An ApplicationSet's template: its fields filled for this folder (none left unfilled).
    const k = asRecord(params ? fillDeep(raw, params) : raw);
    if (params && raw !== undefined && !Object.keys(k).length)
        return undefined;
    const lines = new Map();
    const at = (key, p) => lines.set(key, lineAt(obj, [...path, ...p]));
    const { patches, fields } = readPatches(obj, [...path, 'patches'], list(k.patches));
    const images = list(k.images).flatMap((im, i) => {
        const parsed = typeof im === 'string' ? argoImage(im) : undefined;
        if (parsed)
            at(`image:${parsed.name}`, ['images', i]);
        return parsed ? [parsed] : [];
    });
    const commonLabels = strMap(k.commonLabels);
    const commonAnnotations = strMap(k.commonAnnotations);
    for (const key of Object.keys(commonLabels))
        at(`label:${key}`, ['commonLabels', key]);
    for (const key of Object.keys(commonAnnotations))
        at(`annotation:${key}`, ['commonAnnotations', key]);
    for (const key of ['namePrefix', 'nameSuffix', 'namespace'])
        if (str$1(k[key]))
            at(key === 'namespace' ? 'targetNamespace' : key, [key]);
    return {
        object: obj,
        via: 'argocd',
        ...(str$1(k.namespace) ? { namespace: k.namespace } : {}),
        ...(str$1(k.namePrefix) ? { namePrefix: k.namePrefix } : {}),
        ...(str$1(k.nameSuffix) ? { nameSuffix: k.nameSuffix } : {}),
        patches,
        components: list(k.components).filter((c) => typeof c === 'string'),
        images,
        commonLabels,
        commonAnnotations,
        replicas: list(k.replicas),
        patchFields: fields,
        lines,
    };
}
function valueAtPath(v, path) {
    let cur = v;
    for (const s of path)
        cur = Array.isArray(cur) && typeof s === 'number' ? cur[s] : asRecord(cur)[s];
    return cur;
}
/** Whether the overrides change anything. */
function isEmpty(o) {
    return (!o.namespace &&
        !o.namePrefix &&
        !o.nameSuffix &&
        !o.patches.length &&
        !o.components.length &&
        !o.images.length &&
        !Object.keys(o.commonLabels).length &&
        !Object.keys(o.commonAnnotations).length &&
        !o.replicas.length &&
        !o.commonMetadata &&
        !o.postBuild);
}
/**
 * The overrides a declaration puts on the unit it applies; undefined when it sets none but a
 * Flux target namespace (applied as before, on the objects).
 */
function overridesOf(reach) {
    if (!reach)
        return undefined;
    const o = reach.via === 'flux' ? fluxOverrides(reach.object) : argoOverrides(reach.object, reach.at, reach.params);
    if (!o)
        return undefined;
    const onlyNamespace = isEmpty({ ...o, namespace: undefined });
    if (isEmpty(o) || (o.via === 'flux' && onlyNamespace))
        return undefined;
    const digest = crypto()
        .createHash('sha1')
        .update(JSON.stringify([
        o.via,
        o.namespace,
        o.namePrefix,
        o.nameSuffix,
        o.patches,
        o.components,
        o.images,
        o.commonLabels,
        o.commonAnnotations,
        o.replicas,
    ]))
        .digest('hex');
    return { ...o, digest };
}
/** The kustomization as the controller edits it before the build. */
function editedKustomization(value, o) {
    const v = { ...value };
    if (o.namespace)
        v.namespace = o.namespace;
    if (o.namePrefix)
        v.namePrefix = o.namePrefix;
    if (o.nameSuffix)
        v.nameSuffix = o.nameSuffix;
    if (o.patches.length)
        v.patches = [...list(v.patches), ...o.patches];
    if (o.components.length)
        v.components = [...list(v.components), ...o.components];
    if (o.images.length) {
        const images = list(v.images).map((x) => ({ ...asRecord(x) }));
        for (const im of o.images) {
            const clean = Object.fromEntries(Object.entries(im).filter(([, x]) => x !== undefined));
            const i = images.findIndex((x) => x.name === im.name);
            if (i < 0)
                images.push(clean);
            else if (o.via === 'argocd')
                images[i] = clean;
            else {
                if (im.newName)
                    images[i].newName = im.newName;
                if (im.newTag !== undefined || im.digest) {
                    delete images[i].newTag;
                    delete images[i].digest;
                    Object.assign(images[i], im.newTag !== undefined ? { newTag: im.newTag } : {}, im.digest ? { digest: im.digest } : {});
                }
            }
        }
        v.images = images;
    }
    if (Object.keys(o.commonLabels).length)
        v.commonLabels = { ...asRecord(v.commonLabels), ...o.commonLabels };
    if (Object.keys(o.commonAnnotations).length)
        v.commonAnnotations = { ...asRecord(v.commonAnnotations), ...o.commonAnnotations };
    if (o.replicas.length) {
        const byName = new Map(list(v.replicas).map((r) => [asRecord(r).name, r]));
        for (const r of o.replicas)
            byName.set(asRecord(r).name, r);
        v.replicas = [...byName.values()];
    }
    return v;
}

/**
 * Which Flux sources are this repository, and where a path of one of them is in it. The
 * bootstrap source (the `GitRepository` or `OCIRepository` named `flux-system`, which
 * `flux bootstrap` and the Flux operator's `FluxInstance` create) is the repository, and so is
 * any other source of the same URL; an `ExternalArtifact` made by an `ArtifactGenerator` from
 * such a source holds the folders it copies. Any other source (another repository, a Helm or OCI
 * artifact, a bucket) applies nothing of this repository.
 */
const SOURCE_GROUP = 'source.toolkit.fluxcd.io';
const str = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
const clean = (p) => resolveIn('', p);
/** `@alias/dir/` or `@artifact/dir/**` → `dir`; undefined for a glob that picks files. */
function copyDir(text, alias) {
    if (typeof text !== 'string' || !text.startsWith(`@${alias}/`))
        return undefined;
    const rest = text.slice(alias.length + 2).replace(/\/\*\*$/, '');
    return /[*?[{]/.test(rest) ? undefined : clean(rest);
}
/** The artifacts of ArtifactGenerators whose copies come from own sources, by `namespace/name`. */
function artifactCopies(objects, own) {
    const out = new Map();
    for (const g of objects) {
        if (g.kind !== 'ArtifactGenerator' || !g.group.endsWith('fluxcd.io'))
            continue;
        const spec = asRecord(g.value.spec);
        const aliases = new Set((Array.isArray(spec.sources) ? spec.sources : []).map(asRecord).flatMap((s) => {
            const ref = {
                kind: str(s.kind) ?? '',
                name: str(s.name) ?? '',
                namespace: str(s.namespace) ?? g.namespace,
            };
            return own(ref) && str(s.alias) ? [s.alias] : [];
        }));
        for (const a of (Array.isArray(spec.artifacts) ? spec.artifacts : []).map(asRecord)) {
            const name = str(a.name);
            if (!name)
                continue;
            const copies = (Array.isArray(a.copy) ? a.copy : []).map(asRecord).flatMap((c) => {
                const alias = [...aliases].find((x) => typeof c.from === 'string' && c.from.startsWith(`@${x}/`));
                const from = alias === undefined ? undefined : copyDir(c.from, alias);
                const to = copyDir(c.to, 'artifact');
                return from === undefined || to === undefined ? [] : [{ from, to }];
            });
            if (copies.length)
                out.set(`${g.namespace}/${name}`, copies);
        }
    }
    return out;
}
/** The repository's own Flux sources, read from its objects. */
function fluxSources(objects) {
    const urls = new Map();
    for (const o of objects)
        if (o.group === SOURCE_GROUP && (o.kind === 'GitRepository' || o.kind === 'OCIRepository')) {
            const url = str(asRecord(o.value.spec).url);
            if (url)
                urls.set(`${o.kind}/${o.namespace}/${o.name}`, url.replace(/\.git$|\/$/g, ''));
        }
    const ownUrls = new Set([...urls].filter(([k]) => k.endsWith('/flux-system')).map(([, u]) => u));
    const direct = (ref) => (ref.kind === 'GitRepository' || ref.kind === 'OCIRepository') &&
        (ref.name === 'flux-system' ||
            ownUrls.has(urls.get(`${ref.kind}/${ref.namespace}/${ref.name}`) ?? '\u0000'));
    const artifacts = artifactCopies(objects, direct);
    const copiesOf = (ref) => ref.kind === 'ExternalArtifact' ? artifacts.get(`${ref.namespace}/${ref.name}`) : undefined;
    return {
        isOwn: (ref) => direct(ref) || copiesOf(ref) !== undefined,
        sourcePath(ref, path) {
            if (direct(ref))
                return path;
            for (const c of copiesOf(ref) ?? []) {
                if (c.to === '' || path === c.to || path.startsWith(`${c.to}/`)) {
                    const rest = c.to === '' ? path : path.slice(c.to.length).replace(/^\//, '');
                    return posix.join(c.from || '.', rest || '.').replace(/^\.$/, '');
                }
            }
            return undefined;
        },
    };
}
/**
 * Where the repository's own source starts in it: the folder under which the paths its Flux
 * Kustomizations name exist ('' for a GitRepository of the whole repository; `kubernetes` for an
 * OCI artifact pushed from `kubernetes/`). Chosen by how many paths it places; ties to the shortest.
 */
function sourceRoot(paths, dirs) {
    const wanted = new Set(paths.filter((p) => p !== ''));
    // Each folder's tails looked up (folders × depth), not each path against each folder.
    const placed = new Map();
    for (const d of dirs) {
        const parts = d.split('/');
        for (let i = 0; i < parts.length; i++) {
            const tail = parts.slice(i).join('/');
            if (!wanted.has(tail))
                continue;
            const prefix = parts.slice(0, i).join('/');
            placed.set(prefix, (placed.get(prefix) ?? new Set()).add(tail));
        }
    }
    let best = '';
    let count = placed.get('')?.size ?? 0;
    for (const [x, set] of [...placed].sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1)))
        if (set.size > count)
            [best, count] = [x, set.size];
    return best;
}

/**
 * The deploy graph (issue 33): when a repository declares what it deploys, the folders reached from
 * its bootstrap decide the units. Flux: the bootstrap folder (the path of the `flux-system`
 * Kustomization, or `clusters/<name>/` beside its `flux-system/` folder) is applied, and every Flux
 * Kustomization found in an applied file applies its path when its source is this repository.
 * Argo CD: an Application or ApplicationSet nothing applies was applied by hand (the app of apps);
 * it and every one found in what it applies apply their paths. What nothing reaches is not applied.
 */
const dirOf$1 = (file) => (posix.dirname(file) === '.' ? '' : posix.dirname(file));
const under = (path, dir) => dir === '' || path.startsWith(`${dir}/`);
/** Every folder of the side (each file's folder and its parents), '' included. */
function allDirs(files) {
    const out = new Set(['']);
    for (const f of files)
        for (let d = dirOf$1(f.path); d !== '' && !out.has(d); d = dirOf$1(d))
            out.add(d);
    return out;
}
/** Places each declaration in the repository: Argo CD paths as written, Flux paths under the own source's root. */
function place(declared, objects, dirs) {
    const sources = fluxSources(objects);
    const inSource = (d) => d.sourceRef && sources.isOwn(d.sourceRef) ? sources.sourcePath(d.sourceRef, d.path) : undefined;
    const root = sourceRoot(declared.flatMap((d) => inSource(d) ?? []), dirs);
    const reaches = [];
    const unfollowed = [];
    for (const d of declared) {
        const p = d.via === 'argocd' ? d.path : inSource(d);
        if (p === undefined)
            continue;
        const dir = d.via === 'argocd' ? p : posix.join(root || '.', p || '.').replace(/^\.$/, '');
        if (dirs.has(dir))
            reaches.push({ ...d, dir });
        else if (d.via === 'flux')
            unfollowed.push({
                object: d.object,
                line: lineAt(d.object, ['spec', 'path']),
                why: `its path ${d.path || './'} is not a folder of the repository`,
            });
    }
    return { reaches, unfollowed };
}
/** Folders a Flux bootstrap applies: the `flux-system` Kustomization's own folder, `clusters/<name>` beside `flux-system/`. */
function fluxSeeds(reaches, dirs) {
    const out = reaches
        .filter((r) => r.via === 'flux' && r.object.name === 'flux-system' && under(r.object.file, r.dir))
        .map((r) => r.dir);
    if (reaches.some((r) => r.via === 'flux'))
        for (const d of dirs)
            if (/(^|\/)clusters\/[^/]+$/.test(d) && dirs.has(`${d}/flux-system`))
                out.push(d);
    return [...new Set(out)].sort();
}
/** Follows what folders apply, from the seeds; returns the units and the kustomizations reached. */
function walk(w, seeds, argo, rootOfFile) {
    const units = [];
    const byDir = new Map();
    const seen = new Set();
    const reachedK = new Set();
    const followed = new Set();
    const applied = new Set();
    const queue = seeds.map((dir) => ({ dir }));
    const follow = (r) => {
        if (followed.has(r))
            return;
        followed.add(r);
        queue.push({ dir: r.dir, declared: r });
    };
    const drain = () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
            if (seen.has(next.dir)) {
                // A folder reached bare (a bootstrap folder's subfolder) takes the settings of a declaration that applies it.
                const unit = byDir.get(next.dir);
                if (unit && !unit.declared && next.declared)
                    unit.declared = next.declared;
                continue;
            }
            seen.add(next.dir);
            units.push(next);
            byDir.set(next.dir, next);
            for (const f of appliedFiles(w, next.dir, next.declared, reachedK, (dir) => queue.push({ dir, declared: next.declared }))) {
                applied.add(f);
                for (const r of w.byFile.get(f) ?? [])
                    follow(r);
            }
        }
    };
    drain();
    // Argo CD Applications nothing applies were applied by hand: the kustomization holding one is too.
    for (const r of argo) {
        if (followed.has(r))
            continue;
        const root = rootOfFile(r.object.file);
        if (root !== undefined)
            queue.push({ dir: root });
        drain();
        follow(r);
        drain();
    }
    return { units, reachedK, applied };
}
/**
 * The files a reached folder applies: a kustomization's resources, or (no kustomization) its YAML
 * files, with its subfolders for Flux and for Argo CD's `directory.recurse`; a subfolder with a
 * kustomization is applied whole (`more`), as Flux's generated kustomization includes it.
 */
function appliedFiles(w, dir, declared, reachedK, more) {
    const k = w.kustomizations.get(dir);
    if (k && !k.isComponent) {
        const inputs = w.inputsOf(k);
        for (const d of inputs.dirs)
            reachedK.add(d);
        return inputs.files;
    }
    const recurse = declared?.via !== 'argocd' || declared.recurse === true;
    const out = [];
    const subs = new Set();
    // The paths are sorted: the folder's files are one run of them, found by bisection.
    for (let i = firstUnder(w.paths, dir); i < w.paths.length; i++) {
        const p = w.paths[i];
        if (!under(p, dir))
            break;
        const rest = dir === '' ? p : p.slice(dir.length + 1);
        if (!recurse && rest.includes('/'))
            continue;
        if (declared?.via === 'argocd' && !directoryApplies(declared, rest))
            continue;
        const sub = kustomizedFolder(w, dir, p);
        if (sub === undefined)
            out.push(p);
        else if (sub !== dir)
            subs.add(sub);
    }
    for (const s of [...subs].sort())
        more(s);
    return out;
}
/** The index of the first of the sorted `paths` under `dir` (all of them for the root). */
function firstUnder(paths, dir) {
    if (dir === '')
        return 0;
    const start = `${dir}/`;
    let lo = 0;
    let hi = paths.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (paths[mid] < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** The outermost folder between `dir` (excluded) and the file that has a kustomization, if any. */
function kustomizedFolder(w, dir, file) {
    const chain = [];
    for (let d = dirOf$1(file); d !== dir && d !== ''; d = dirOf$1(d))
        chain.unshift(d);
    return chain.find((d) => w.kustomizations.has(d) && !w.kustomizations.get(d).isComponent);
}
/**
 * The deploy graph of one side, or undefined when the repository declares nothing that reaches a
 * folder of it (its kustomization roots are then its units, as before).
 */
function deployGraph(files, kustomizations, roots, inputsOf) {
    const objects = files.flatMap((f) => f.objects);
    const dirs = allDirs(files);
    const { declared, unfollowed } = readDeclarations(objects, [...dirs].sort());
    if (!declared.length)
        return undefined;
    const placed = place(declared, objects, dirs);
    const seeds = fluxSeeds(placed.reaches, dirs);
    // Argo CD declarations in no folder another one applies come first: the app of apps.
    const argoAll = placed.reaches.filter((r) => r.via === 'argocd');
    const appliers = new Map();
    for (const o of argoAll)
        appliers.set(o.dir, (appliers.get(o.dir) ?? new Set()).add(o.object));
    const inner = (r) => {
        for (let d = dirOf$1(r.object.file);; d = dirOf$1(d)) {
            const by = appliers.get(d);
            if (by && [...by].some((o) => o !== r.object))
                return true;
            if (d === '')
                return false;
        }
    };
    const argo = [...argoAll.filter((r) => !inner(r)), ...argoAll.filter(inner)];
    if (!seeds.length && !argo.length)
        return undefined;
    const byFile = new Map();
    for (const r of placed.reaches) {
        const list = byFile.get(r.object.file);
        if (list)
            list.push(r);
        else
            byFile.set(r.object.file, [r]);
    }
    const w = { kustomizations, paths: files.map((f) => f.path).sort(), byFile, inputsOf };
    const rootByFile = new Map();
    for (const root of roots) {
        const k = kustomizations.get(root);
        if (k)
            for (const f of inputsOf(k).files)
                if (!rootByFile.has(f))
                    rootByFile.set(f, root);
    }
    const { units, reachedK, applied } = walk(w, seeds, argo, (f) => rootByFile.get(f));
    return {
        units,
        notReached: roots.filter((r) => !reachedK.has(r)).sort(),
        reachedKustomizations: reachedK.size,
        // Only what is applied counts: a declaration in an archived folder is not followed either.
        unfollowed: [...unfollowed, ...placed.unfollowed].filter((u) => applied.has(u.object.file)),
    };
}
/**
 * The folders a list of kustomization roots nothing reaches share, for a short notice: each root
 * under its outermost folder that holds no deployed unit (`.archive/` (17), `apps/old` (1)), the
 * five largest groups named, the rest counted.
 */
function groupedFolders(dirs, deployed) {
    const holdsUnit = (d) => deployed.some((u) => u === d || u.startsWith(`${d}/`) || d === '');
    const groups = new Map();
    for (const d of dirs) {
        const parts = d.split('/');
        let key = d;
        for (let n = 1; n <= parts.length; n++) {
            const prefix = parts.slice(0, n).join('/');
            if (!holdsUnit(prefix)) {
                key = prefix;
                break;
            }
        }
        groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    const sorted = [...groups].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
    const named = sorted
        .slice(0, 5)
        .map(([k, n]) => (n > 1 || k !== dirs.find((d) => d === k) ? `${n} under ${k || '.'}/` : k));
    const rest = sorted.slice(5).reduce((sum, [, n]) => sum + n, 0);
    return [...named, ...(rest ? [`${rest} elsewhere`] : [])].join(', ');
}

const dirOf = (file) => (posix.dirname(file) === '.' ? '' : posix.dirname(file));
const unitId = (dir) => dir || '.';
/** `./clusters/prod/` → `clusters/prod`; undefined outside the repository. */
/** What a declaration sets on the unit it applies. */
function settingsOf$1(r) {
    return {
        via: r.via,
        ...(r.targetNamespace ? { targetNamespace: r.targetNamespace } : {}),
        ...(r.defaultNamespace ? { defaultNamespace: r.defaultNamespace } : {}),
        ...(r.cluster ? { cluster: r.cluster } : {}),
        declaredBy: r,
    };
}
/**
 * Finds the deploy units of one side. When the repository declares what it deploys (Flux
 * Kustomizations, Argo CD Applications), the folders its deploy graph reaches (units/graph.ts);
 * otherwise its kustomization roots (a kustomization no other one includes) and the folders Flux
 * Kustomizations and Argo CD Applications apply; when `globs` are configured, exactly the folders
 * they match.
 */
function detectUnits(files, globs = []) {
    const kustomizations = new Map();
    for (const f of files) {
        const cfg = f.objects.find(isKustomizeConfig);
        if (cfg)
            kustomizations.set(dirOf(f.path), readKustomization(cfg));
    }
    const units = new Map();
    const add = (dir, unit) => {
        if (units.has(unitId(dir)))
            return;
        const k = kustomizations.get(dir);
        units.set(unitId(dir), {
            id: unitId(dir),
            ...unit,
            ...(k && !k.isComponent ? { kustomization: k } : {}),
        });
    };
    if (globs.length) {
        const match = picomatch()([...globs], { dot: true });
        const dirs = new Set(files.map((f) => dirOf(f.path)));
        for (const d of [...dirs].sort())
            if (match(d) || match(unitId(d)))
                add(d, { via: 'config' });
        return { kustomizations, units: [...units.values()] };
    }
    const included = new Set();
    for (const k of kustomizations.values())
        for (const r of [...k.resources, ...k.components, ...(k.plugins ?? [])])
            included.add(r);
    const roots = [...kustomizations]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .filter(([dir, k]) => !included.has(dir) && !k.isComponent)
        .map(([dir]) => dir);
    const graph = deployGraph(files, kustomizations, roots, (k) => {
        const inputs = unitInputs(k, kustomizations);
        return { dirs: inputs.chain.map((c) => c.config.dir), files: inputs.resourceFiles };
    });
    const declaredIn = new Map();
    if (graph) {
        for (const { dir, declared } of graph.units) {
            add(dir, declared ? settingsOf$1(declared) : { via: kustomizations.has(dir) ? 'kustomize' : 'flux' });
            if (declared?.via === 'flux')
                declaredIn.set(unitId(dir), declared.object.file);
        }
    }
    else {
        for (const dir of roots)
            add(dir, { via: 'kustomize' });
        const objects = files.flatMap((f) => f.objects);
        const { declared } = readDeclarations(objects, []);
        for (const d of declared) {
            const dir = resolveIn('', d.path);
            if (dir === undefined)
                continue;
            const { via: _via, ...rest } = settingsOf$1({ ...d, dir });
            const existing = units.get(unitId(dir));
            if (existing)
                Object.assign(existing, rest);
            else
                add(dir, { via: d.via, ...rest });
            if (d.via === 'flux')
                declaredIn.set(unitId(dir), d.object.file);
        }
    }
    generateKustomizations(units, files, kustomizations);
    const sorted = [...units.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const u of sorted)
        if (declaredIn.has(u.id))
            u.cluster ??= fluxCluster(u.id, declaredIn, sorted);
    return {
        kustomizations,
        units: sorted,
        ...(graph ? { declared: true } : {}),
        ...(graph?.notReached.length ? { notReached: graph.notReached } : {}),
        ...(graph?.unfollowed.length ? { unfollowed: graph.unfollowed } : {}),
    };
}
/**
 * The kustomization kustomize-controller generates for a Flux path without one (fluxcd/pkg
 * kustomize/kustomize_generator.go): every manifest below it, and each subfolder that has a
 * kustomization as a whole. Undefined when there is nothing to list.
 */
function generatedKustomization(dir, files, kustomizations) {
    const resources = new Set();
    const rel = (p) => (dir === '' ? p : p.slice(dir.length + 1));
    const inside = (p) => dir === '' || p.startsWith(`${dir}/`);
    /** The outermost folder with a kustomization between `dir` (excluded) and `p`'s folder. */
    const kustomized = (p) => {
        let sub;
        for (let d = p; d !== dir && d !== ''; d = dirOf(d))
            if (kustomizations.has(d))
                sub = d;
        return sub;
    };
    for (const k of kustomizations.keys())
        if (k !== dir && inside(k) && kustomized(k) === k)
            resources.add(rel(k));
    for (const f of files) {
        if (!inside(f.path) || !/\.ya?ml$/.test(f.path) || kustomized(dirOf(f.path)) !== undefined)
            continue;
        if (f.objects.some((o) => !isKustomizeConfig(o)))
            resources.add(rel(f.path));
    }
    if (!resources.size)
        return undefined;
    const text = JSON.stringify({ ...KUSTOMIZATION_TYPE, resources: [...resources].sort() });
    const obj = parseFile({ path: `${dir ? `${dir}/` : ''}kustomization.yaml`, text }).objects[0];
    return obj ? readKustomization(obj) : undefined;
}
/**
 * A Flux path without a kustomization, whose Kustomization overrides what it applies, is built as
 * kustomize-controller builds it: through the kustomization it generates, with the overrides; the
 * subfolders it includes are then part of it, not units of their own.
 */
function generateKustomizations(units, files, kustomizations) {
    for (const u of [...units.values()]) {
        if (u.kustomization || u.via !== 'flux' || !overridesOf(u.declaredBy))
            continue;
        const generated = generatedKustomization(u.id === '.' ? '' : u.id, files, kustomizations);
        if (!generated)
            continue;
        u.kustomization = generated;
        for (const sub of generated.resources)
            if (kustomizations.has(sub))
                units.delete(unitId(sub));
    }
}
/** The Flux bootstrap unit a unit descends from: follow "declared in a file of unit X" up to a unit that declares itself. */
function fluxCluster(id, declaredIn, units) {
    const seen = new Set();
    let cur = id;
    for (;;) {
        const file = declaredIn.get(cur);
        if (file === undefined || seen.has(cur))
            return undefined;
        seen.add(cur);
        const holder = units
            .filter((u) => u.id === '.' || file.startsWith(`${u.id}/`))
            .sort((a, b) => b.id.length - a.id.length)[0];
        if (!holder)
            return undefined;
        if (holder.id === cur)
            return cur;
        cur = holder.id;
    }
}
/** Follows `resources`, `bases`, `components` and `crds` from a root kustomization. */
function unitInputs(root, all) {
    const chain = [];
    const resourceFiles = [];
    const files = new Set();
    const remote = [];
    const seen = new Set();
    const walk = (k, depth) => {
        if (seen.has(k.dir))
            return;
        seen.add(k.dir);
        files.add(k.file);
        remote.push(...k.remote.map((r) => ({ ...r, file: k.file })));
        for (const r of [...k.resources, ...k.components]) {
            const sub = all.get(r);
            if (sub)
                walk(sub, depth + 1);
            else if (!resourceFiles.includes(r)) {
                resourceFiles.push(r);
                files.add(r);
            }
        }
        for (const p of k.patchFiles)
            files.add(p.file);
        for (const f of k.otherFiles)
            files.add(f);
        // A plugin list names configuration files, or kustomizations whose output is configuration.
        for (const r of k.plugins ?? []) {
            const sub = all.get(r);
            if (sub)
                walk(sub, depth + 1);
            else
                files.add(r);
        }
        chain.push({ config: k, depth });
    };
    walk(root, 0);
    return { chain, resourceFiles, files: [...files].sort(), remote };
}
/**
 * Whether a file is left out because the kustomization of its folder names its files and not this
 * one: kustomize applies what a kustomization names, so a stray copy beside it is not applied (nor
 * removed). A kustomization that names no local file (only images, a remote base) leaves its
 * folder's other files as they were read before.
 */
function unlisted(file, layout) {
    const k = layout.kustomizations.get(dirOf(file));
    return k !== undefined && k.resources.length + k.components.length > 0;
}
/** The deploy graph's notes: one for the kustomization roots nothing reaches, one per declaration not followed. */
function graphNotes(layout) {
    const out = [];
    const left = layout.notReached ?? [];
    const first = left.length ? layout.kustomizations.get(left[0]) : undefined;
    if (first)
        out.push({
            file: first.file,
            line: first.object.line,
            message: `${left.length === 1 ? 'kustomization' : `${left.length} kustomizations`} (${groupedFolders(left, layout.units.map((u) => (u.id === '.' ? '' : u.id)))}) ${left.length === 1 ? 'is' : 'are'} not reached by any Flux Kustomization or Argo CD Application the repository deploys: not applied, so not judged`,
        });
    for (const u of layout.unfollowed ?? [])
        out.push({
            file: u.object.file,
            line: u.line,
            message: `${u.object.kind} ${u.object.name} is not followed (${u.why}), so what it applies is not judged as applied`,
        });
    return out;
}
/**
 * Whether a folder unit applies a file of its folder: an Argo CD source reads only the folder's own
 * files unless `directory.recurse`, and only those its `include` and `exclude` globs let through.
 */
function appliesFile(unit, file) {
    const d = unit.declaredBy;
    if (!d || d.via !== 'argocd')
        return true;
    return directoryApplies(d, unit.id === '.' ? file : file.slice(unit.id.length + 1));
}

/**
 * The most keys one config map or secret generator may make before the gate hands the unit to
 * kustomize: kustomize's time grows with the square of a generator's keys (2,000 keys: 0.5 s,
 * 5,000: 1.6 s, 40,000: 85 s with kubectl 1.32's kustomize v5.5), so a pull request could hold a
 * run for minutes with one env file.
 */
const MAX_GENERATED_KEYS = 2000;
/** The most bytes one generator may read: the API server stores at most 1 MiB of config map data. */
const MAX_GENERATED_BYTES = 1024 * 1024;
const count = (v) => (Array.isArray(v) ? v.length : 0);
const lines = (data) => (typeof data === 'string' ? data : data.toString('utf8')).split('\n').filter((l) => /^\s*[^#\s]/.test(l))
    .length;
/**
 * Why a kustomization's generators are over the limits (the first one that is, with its line), or
 * undefined: keys from `literals`, `files` and the lines of `envs`/`env` files, bytes of the files read.
 */
function generatorOverLimit(k, contentOf) {
    for (const key of ['configMapGenerator', 'secretGenerator']) {
        const list = k.object.value[key];
        if (!Array.isArray(list))
            continue;
        for (let gi = 0; gi < list.length; gi++) {
            const g = asRecord(list[gi]);
            let keys = count(g.literals) + count(g.files);
            let bytes = 0;
            const read = (ref, env) => {
                if (typeof ref !== 'string' || isRemote(ref))
                    return;
                const path = resolveIn(k.dir, ref.replace(/^[^=]*=/, ''));
                const data = path === undefined ? undefined : contentOf(path);
                if (data === undefined)
                    return;
                bytes += Buffer.byteLength(data);
                if (env)
                    keys += lines(data);
            };
            for (const f of Array.isArray(g.files) ? g.files : [])
                read(f, false);
            for (const f of Array.isArray(g.envs) ? g.envs : [])
                read(f, true);
            read(g.env, true);
            const name = typeof g.name === 'string' ? g.name : `#${gi}`;
            const at = `${k.file}:${lineAt(k.object, [key, gi])}`;
            if (keys > MAX_GENERATED_KEYS)
                return `${key} ${name} (${at}) makes ${keys} keys, over the ${MAX_GENERATED_KEYS} the gate hands kustomize (its time grows with the square of the keys); not rendered`;
            if (bytes > MAX_GENERATED_BYTES)
                return `${key} ${name} (${at}) reads ${bytes} bytes, over the 1 MiB the API server stores in one object; not rendered`;
        }
    }
    return undefined;
}

const keyOf = (path) => path.join(PATH_SEP);
/**
 * A kustomization value edited by overrides, as kustomize gets it: written anew as JSON (which is
 * YAML), with the same nodes removed as {@link offlineText} removes from the bytes.
 */
function offlineValue(k) {
    const v = structuredClone(k.object.value);
    for (const key of HELM_KEYS)
        delete v[key];
    // Deepest and last first, so that a removal never shifts the index of another.
    const paths = k.remote.flatMap((r) => (r.at ? [r.at] : [])).sort((a, b) => compareDesc(a, b));
    for (const path of paths) {
        let node = v;
        for (const step of path.slice(0, -1))
            node = isRecord(node) || Array.isArray(node) ? node[step] : undefined;
        const last = path[path.length - 1];
        if (Array.isArray(node) && typeof last === 'number')
            node.splice(last, 1);
        else if (isRecord(node) && typeof last === 'string')
            delete node[last];
    }
    return JSON.stringify(v);
}
const compareDesc = (a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const x = a[i];
        const y = b[i];
        if (x !== y)
            return typeof x === 'number' && typeof y === 'number' ? y - x : String(y) < String(x) ? -1 : 1;
    }
    return b.length - a.length;
};
/** The kustomization's keys the gate always removes: Helm inflation, which is never run. */
const HELM_KEYS = ['helmCharts', 'helmGlobals'];
/**
 * The bytes kustomize is given for a kustomization: the file as written, with only the nodes that
 * would reach the network or leave the repository (`remote`) and Helm inflation removed. Nothing is
 * re-serialised: a removed block node's lines become empty lines (every other line keeps its bytes
 * and its number, so kustomize's errors name the user's lines); an entry of a one-line flow list
 * (`resources: [a.yaml, https://…]`) is removed by writing that list again, its other entries
 * kept as JSON strings. A layout this cannot edit safely is an error (the unit then fails closed).
 */
function offlineText(text, k) {
    const removals = k.remote.flatMap((r) => (r.at ? [r.at] : []));
    for (const key of HELM_KEYS)
        if (key in k.object.value)
            removals.push([key]);
    if (!removals.length)
        return { text };
    const lines = text.split('\n');
    const edit = new LineEdit(lines, k.object);
    for (const path of outermost(removals)) {
        const why = edit.remove(path);
        if (why)
            return { error: `${k.file}:${edit.lineOf(path) ?? k.object.line}: ${why}` };
    }
    return { text: edit.result(isEmptied(k.object.value, removals)) };
}
/** The keys of a kustomization that do not make it do anything. */
const TYPE_KEYS = new Set(['apiVersion', 'kind', 'metadata']);
const hasContent = (v) => v !== null &&
    v !== undefined &&
    v !== '' &&
    (!Array.isArray(v) || v.length > 0) &&
    (!isRecord(v) || Object.keys(v).length > 0);
/**
 * Whether nothing is left of a kustomization once the nodes are removed (a kustomization that only
 * named a remote base): kustomize refuses an empty one ("kustomization.yaml is empty"), so the copy
 * then ends with `resources: []`, an empty unit, as kustomize would build it with the remote base absent.
 */
function isEmptied(value, removals) {
    const dropped = new Set(removals.map(keyOf));
    return Object.entries(value).every(([key, v]) => {
        if (TYPE_KEYS.has(key) || dropped.has(key))
            return true;
        if (!Array.isArray(v))
            return !hasContent(v);
        return v.every((_, i) => dropped.has(keyOf([key, i])));
    });
}
/** The paths without those below another one of them. */
function outermost(paths) {
    const keys = new Set(paths.map(keyOf));
    return paths.filter((p, i) => paths.findIndex((q) => keyOf(q) === keyOf(p)) === i &&
        !p.some((_, n) => n > 0 && n < p.length && keys.has(keyOf(p.slice(0, n)))));
}
/** Value at a path. */
function valueAt(value, path) {
    let cur = value;
    for (const step of path) {
        if (Array.isArray(cur) && typeof step === 'number')
            cur = cur[step];
        else if (isRecord(cur) && typeof step === 'string')
            cur = cur[step];
        else
            return undefined;
    }
    return cur;
}
class LineEdit {
    lines;
    obj;
    flow = new Map();
    end;
    constructor(lines, obj) {
        this.lines = lines;
        this.obj = obj;
        // The document ends at the next `---` or `...` line (a kustomization is one document).
        const from = obj.line;
        const stop = lines.findIndex((l, i) => i >= from && /^(---|\.\.\.)(\s|$)/.test(l));
        this.end = stop < 0 ? lines.length + 1 : stop + 1;
    }
    lineOf(path) {
        return this.obj.positions.get(keyOf(path))?.line;
    }
    /** The lines of the siblings of a node (same parent, one level below it). */
    siblingLines(path) {
        const parent = keyOf(path.slice(0, -1));
        const out = [];
        for (const [k, pos] of this.obj.positions) {
            if (k === keyOf(path) || k === '')
                continue;
            const cut = k.lastIndexOf(PATH_SEP);
            if ((cut < 0 ? '' : k.slice(0, cut)) === (path.length > 1 ? parent : '')) {
                if (path.length === 1 && cut >= 0)
                    continue;
                out.push(pos.line);
            }
        }
        return out;
    }
    /** The first line after a node: its next sibling's, else its parent's end, else the document's end. */
    endOf(path) {
        const line = this.lineOf(path);
        const next = this.siblingLines(path).filter((l) => l > line);
        if (next.length)
            return Math.min(...next);
        return path.length > 1 ? this.endOf(path.slice(0, -1)) : this.end;
    }
    /** Removes one node; a reason when it cannot be removed line by line. */
    remove(path) {
        const line = this.lineOf(path);
        if (line === undefined)
            return 'cannot find the entry to remove';
        const text = this.lines[line - 1] ?? '';
        const last = path[path.length - 1];
        if (this.siblingLines(path).includes(line) || (typeof last === 'number' && !/^\s*-(\s|$)/.test(text))) {
            if (typeof last !== 'number')
                return 'cannot remove an entry of a flow mapping';
            const parent = keyOf(path.slice(0, -1));
            this.flow.set(parent, (this.flow.get(parent) ?? new Set()).add(last));
            return this.flowFits(path.slice(0, -1));
        }
        const end = this.endOf(path);
        for (let l = line; l < end; l++)
            this.lines[l - 1] = '';
        // A key on the line of its list item's dash keeps the dash: `- env: x` then `  name: g` reads as `-` then `  name: g`.
        const dash = typeof last === 'string' ? /^(\s*-)\s/.exec(text) : null;
        if (dash)
            this.lines[line - 1] = dash[1];
        return undefined;
    }
    /** Whether a flow list can be written again on its key's line: one line, `key: [...]`, strings only. */
    flowFits(list) {
        const values = valueAt(this.obj.value, list);
        const line = this.lineOf(list);
        const key = list[list.length - 1];
        if (!Array.isArray(values) || line === undefined || typeof key !== 'string')
            return 'cannot remove an entry of this list';
        if (!values.every((v) => typeof v === 'string'))
            return 'cannot rewrite a flow list of non-strings';
        if (!flowLine(key).test(this.lines[line - 1] ?? ''))
            return 'cannot remove an entry of a flow list that spans lines';
        return undefined;
    }
    result(emptied) {
        for (const [parent, drop] of this.flow) {
            const list = parent.split(PATH_SEP).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
            const line = this.lineOf(list);
            const key = list[list.length - 1];
            const kept = valueAt(this.obj.value, list).filter((_, i) => !drop.has(i));
            const m = flowLine(key).exec(this.lines[line - 1]);
            this.lines[line - 1] = `${m[1]}${JSON.stringify(kept)}`;
        }
        if (emptied)
            return this.emptied();
        return this.lines.join('\n');
    }
    /** The lines with every top-level key but the type's blanked and `resources: []` at the document's end. */
    emptied() {
        const keep = /^(apiVersion|kind|metadata)\s*:|^\s*#|^\s*$/;
        const top = /^[^\s#-]/;
        let inType = false;
        for (let i = this.obj.line - 1; i < this.end - 1; i++) {
            const l = this.lines[i];
            if (top.test(l))
                inType = keep.test(l);
            if (!inType && !/^\s*(#.*)?$/.test(l))
                this.lines[i] = '';
        }
        const at = Math.min(this.end - 1, this.lines.length);
        const tail = at === this.lines.length && this.lines[at - 1] === '' ? at - 1 : at;
        this.lines.splice(tail, 0, 'resources: []');
        return this.lines.join('\n');
    }
}
/** `  key: [a, b]  # comment` on one line; group 1 is everything up to the list. */
function flowLine(key) {
    const k = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`^(\\s*(?:-\\s+)?(?:${k}|"${k}"|'${k}')\\s*:\\s*)\\[[^\\]\\n]*\\]\\s*(#.*)?\\r?$`);
}

/**
 * The render folders and kustomize processes of this process, removed and killed when it exits,
 * on SIGINT and on SIGTERM (then the signal is raised again, so the process ends as it would
 * have): copies of a pull request's files never outlive a killed run.
 */
const live = { dirs: new Set(), children: new Set(), hooked: false };
function cleanUp() {
    for (const c of live.children)
        c.kill('SIGKILL');
    live.children.clear();
    for (const d of live.dirs)
        rmSync(d, { recursive: true, force: true });
    live.dirs.clear();
}
function hook() {
    if (live.hooked)
        return;
    live.hooked = true;
    process.once('exit', cleanUp);
    for (const signal of ['SIGINT', 'SIGTERM'])
        process.once(signal, () => {
            cleanUp();
            process.kill(process.pid, signal);
        });
}
/** A new private folder under the system's temporary folder, removed on exit or signal if still there. */
function scratchDir(prefix) {
    hook();
    const dir = mkdtempSync(join$1(tmpdir(), prefix));
    live.dirs.add(dir);
    return dir;
}
/** Removes a folder made by {@link scratchDir}. */
function removeScratch(dir) {
    live.dirs.delete(dir);
    rmSync(dir, { recursive: true, force: true });
}
/** A child process killed on exit or signal while it runs. */
function trackChild(child) {
    hook();
    live.children.add(child);
    child.once('close', () => live.children.delete(child));
}

const RENDER_TIMEOUT_MS = 30_000;
const RENDER_OUTPUT_CAP = 64 * 1024 * 1024;
/** The longest kustomize error the report quotes (the rest is cut, said with an ellipsis). */
const RENDER_ERROR_CAP = 4096;
/** Seconds all the renders of one run may take together (`renderBudget`). */
const DEFAULT_RENDER_BUDGET = 120;
/** `kustomize` on PATH, else `kubectl` (which embeds kustomize); undefined when neither is there. */
function findKustomize(env = process.env) {
    const k = onPath('kustomize', env);
    if (k)
        return { path: k, args: ['build'], label: 'kustomize build' };
    const kubectl = onPath('kubectl', env);
    return kubectl ? { path: kubectl, args: ['kustomize'], label: 'kubectl kustomize' } : undefined;
}
/**
 * The time left for the renders of one run. Past it a unit is not rendered (its outcome says so),
 * and a render never runs longer than what is left.
 */
class RenderBudget {
    seconds;
    deadline;
    constructor(seconds, now = Date.now()) {
        this.seconds = seconds;
        this.deadline = now + seconds * 1000;
    }
    /** Milliseconds a render may still take: the per-unit timeout, or less near the end. */
    timeout() {
        return Math.max(0, Math.min(RENDER_TIMEOUT_MS, this.deadline - Date.now()));
    }
    /** Whether the per-unit timeout is the budget's end rather than the usual one. */
    endsFirst() {
        return this.deadline - Date.now() < RENDER_TIMEOUT_MS;
    }
    spent() {
        return {
            error: `not rendered: the render budget of ${this.seconds} s (renderBudget) was spent before this unit's turn`,
            budget: true,
        };
    }
}
/** Where a render's folder holds the repository's files, and the wrapper kustomization kustomize builds. */
const REPO = 'repo';
const WRAPPER = 'wrapper';
/**
 * The prefix of the repository's files as origins name them from the wrapper folder (kustomize
 * builds `wrapper/`, a kustomization of its own that includes the unit's root and asks for origins).
 */
const ORIGIN_PREFIX = `../${REPO}/`;
/**
 * Writes the unit's input files under `dir/repo` with their repository paths, each as written (a
 * kustomization with its remote references and Helm inflation cut out, see offlineText), and the
 * wrapper `dir/wrapper/kustomization.yaml` that includes the root with `buildMetadata:
 * [originAnnotations]` (the objects' files, for src/units/source-map.ts), so the user's bytes are
 * never re-serialised. A file the gate could not copy (over the size cap, a symbolic link, a
 * remote reference it could not cut out) or a generator over its limits (generator-limits.ts) is
 * an error: the unit is not rendered.
 */
function materialise(dir, root, inputs, files) {
    const contents = unitContents(inputs, files);
    if (typeof contents === 'string')
        return contents;
    for (const c of inputs.chain) {
        const over = generatorOverLimit(c.config, (p) => contents.get(p));
        if (over)
            return over;
    }
    for (const [file, data] of contents) {
        mkdirSync(dirname(join$1(dir, REPO, file)), { recursive: true });
        writeFileSync(join$1(dir, REPO, file), data);
    }
    mkdirSync(join$1(dir, REPO, root), { recursive: true });
    mkdirSync(join$1(dir, WRAPPER));
    const include = JSON.stringify(posix.join('..', REPO, root));
    writeFileSync(join$1(dir, WRAPPER, 'kustomization.yaml'), `resources:\n  - ${include}\nbuildMetadata: [originAnnotations]\n`);
    return undefined;
}
/**
 * The content of each input file as kustomize gets it (kustomizations edited offline, any other
 * file as written: its snapshot text, else its bytes), by safe repository path; or why a file
 * could not be copied.
 */
function unitContents(inputs, files) {
    const kustomizations = new Map(inputs.chain.map((c) => [c.config.file, c.config]));
    const notText = inputs.files.filter((f) => files.textOf(f) === undefined);
    const bytes = notText.length && files.bytes ? files.bytes.read(notText) : new Map();
    const out = new Map();
    for (const file of inputs.files) {
        const safe = posix.normalize(file);
        if (safe.startsWith('..') || posix.isAbsolute(safe))
            continue;
        const k = kustomizations.get(file);
        const text = files.textOf(file);
        if (k?.rewritten)
            out.set(safe, offlineValue(k));
        else if (k && text !== undefined) {
            const edited = offlineText(text, k);
            if ('error' in edited)
                return `the gate could not cut remote references out of ${edited.error}`;
            out.set(safe, edited.text);
        }
        else if (text !== undefined)
            out.set(safe, text);
        else {
            const b = bytes.get(file);
            if (b && !Buffer.isBuffer(b))
                return `${file} could not be copied for kustomize (${b.reason}${b.detail ? `: ${b.detail}` : ''})`;
            if (b)
                out.set(safe, b);
        }
    }
    return out;
}
/** The arguments kustomize is run with on a render folder. */
const renderArgs = (bin, dir) => [...bin.args, join$1(dir, WRAPPER)];
/** A Go-quoted string's text (`\"`, `\\`, `\n`, `\t`). */
function unquote(q) {
    try {
        return JSON.parse(`"${q}"`);
    }
    catch {
        return q.replace(/\\"/g, '"').replace(/\\n/g, '\n');
    }
}
/**
 * The error lines of kustomize's standard error: kubectl's log records (`err="…"` on one line, or
 * `err=<` then tab-indented lines up to ` >`) read back as text, `Error:` dropped, warnings left out.
 */
function errorLines(stderr) {
    const lines = stderr.replace(/\r\n/g, '\n').split('\n');
    const out = [];
    for (let i = 0; i < lines.length; i++) {
        const l = lines[i];
        if (/\berr=<\s*$/.test(l)) {
            for (i++; i < lines.length && lines[i] !== ' >'; i++)
                out.push(lines[i].replace(/^\t/, ''));
            continue;
        }
        const one = /\berr="(.*)"\s*$/.exec(l)?.[1];
        if (one !== undefined)
            out.push(unquote(one));
        else if (l.trim() && !/^# Warning:/.test(l))
            out.push(l.replace(/^(Error|error):\s*/, ''));
    }
    return out;
}
/**
 * kustomize's whole error (every line), without the temporary folder, the wrapper's own words or
 * kubectl's log prefix, capped at {@link RENDER_ERROR_CAP}: the same error reads the same on both
 * sides of a pull request.
 */
function kustomizeError(stderr, dir) {
    const text = errorLines(stderr)
        .join('\n')
        // The wrapper's own layer: kustomize first tries the root as a file, then builds it as a folder.
        .replace(/^accumulating resources: accumulation err='accumulating resources from '\.\.\/repo[^']*': '[^']*' must resolve to a file': recursed accumulation of path '[^']*': /, '')
        .split(`${dir}/${REPO}/`)
        .join('')
        .split(`${dir}/${REPO}`)
        .join('.')
        .split(`${dir}/${WRAPPER}`)
        .join('.')
        .split(dir)
        .join('.')
        .split(ORIGIN_PREFIX)
        .join('');
    return text.length > RENDER_ERROR_CAP ? `${text.slice(0, RENDER_ERROR_CAP)}…` : text;
}
/**
 * The environment kustomize runs in: nothing of the runner's, no kubeconfig, HOME in the render
 * folder, every proxy variable pointed at a closed local port with no exception, and git (which
 * kustomize runs for a remote base) limited to local files, with no ssh, no prompts, no system or
 * global config and no credential helper. Remote references are cut out before kustomize runs;
 * this is the second wall.
 */
function renderEnv(dir) {
    const closed = 'http://127.0.0.1:9';
    const proxies = ['HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'http_proxy', 'https_proxy', 'all_proxy'];
    return {
        PATH: '/usr/bin:/bin',
        HOME: join$1(dir, 'home'),
        XDG_CONFIG_HOME: join$1(dir, 'home'),
        KUBECONFIG: join$1(dir, 'no-kubeconfig'),
        ...Object.fromEntries(proxies.map((p) => [p, closed])),
        NO_PROXY: '',
        no_proxy: '',
        GIT_ALLOW_PROTOCOL: 'file',
        GIT_SSH_COMMAND: 'false',
        GIT_SSH: '/bin/false',
        GIT_ASKPASS: '/bin/false',
        SSH_ASKPASS: '/bin/false',
        GIT_TERMINAL_PROMPT: '0',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'credential.helper',
        GIT_CONFIG_VALUE_0: '',
    };
}
/** What a finished kustomize run gave: its output, or its whole error (`budget`: the one whose end was its timeout). */
function outcomeOf(bin, dir, r, budget) {
    if (r.error) {
        const code = r.error.code;
        if (code === 'ETIMEDOUT' && budget)
            return budget.spent();
        const why = code === 'ETIMEDOUT'
            ? `timed out after ${RENDER_TIMEOUT_MS / 1000} s`
            : code === 'ENOBUFS'
                ? `output over the cap of ${RENDER_OUTPUT_CAP / 1024 / 1024} MiB`
                : r.error.message;
        return { error: `${bin.label} ${why}` };
    }
    if (r.status !== 0)
        return { error: `${bin.label}: ${kustomizeError(r.stderr, dir) || `exit ${r.status}`}` };
    return { yaml: r.stdout };
}
/** Makes a render folder with the unit's files: the folder, or the outcome of a copy that could not be made. */
function renderFolder(root, inputs, files) {
    const dir = scratchDir('ug-render-');
    try {
        const why = materialise(dir, root, inputs, files);
        if (why === undefined)
            return dir;
        removeScratch(dir);
        return { error: why };
    }
    catch (err) {
        removeScratch(dir);
        return { error: `the gate could not copy the unit's files for kustomize: ${err.message}` };
    }
}
/**
 * A renderer that runs the real kustomize on a temporary copy of each unit's inputs, offline: no
 * plugins (`--enable-alpha-plugins` and `--enable-exec` are never passed), no Helm, the default
 * load restrictor (files under each kustomization's folder only), no network (remote references
 * cut out, proxies pointed nowhere), a hard timeout, an output cap and the run's render budget.
 * Units rendered ahead of time (`prerendered`, by key) are taken from there.
 */
function kustomizeRenderer(bin, prerendered = new Map(), budget = new RenderBudget(DEFAULT_RENDER_BUDGET)) {
    return (root, inputs, files, key) => {
        const ready = prerendered.get(key);
        if (ready)
            return ready;
        if (budget.timeout() <= 0)
            return budget.spent();
        const dir = renderFolder(root, inputs, files);
        if (typeof dir !== 'string')
            return dir;
        try {
            const bound = budget.endsFirst() ? budget : undefined;
            const r = childProcess().spawnSync(bin.path, renderArgs(bin, dir), {
                cwd: dir,
                encoding: 'utf8',
                timeout: budget.timeout(),
                killSignal: 'SIGKILL',
                maxBuffer: RENDER_OUTPUT_CAP,
                env: renderEnv(dir),
                stdio: ['ignore', 'pipe', 'pipe'],
            });
            return outcomeOf(bin, dir, r, bound);
        }
        finally {
            removeScratch(dir);
        }
    };
}

/** The annotation `buildMetadata: [originAnnotations]` makes kustomize write: the resource's file. */
const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';
/** Value at a `positions` key (array indexes as digits). */
function valueAtKey(value, key) {
    if (key === '')
        return value;
    let cur = value;
    for (const step of key.split(PATH_SEP)) {
        if (Array.isArray(cur) && /^\d+$/.test(step))
            cur = cur[Number(step)];
        else if (isRecord(cur) && Object.prototype.hasOwnProperty.call(cur, step))
            cur = cur[step];
        else
            return undefined;
    }
    return cur;
}
const isLeaf$1 = (v) => v === null || typeof v !== 'object';
/**
 * The resource file kustomize says an object came from, as a repo path: the renderer builds a
 * wrapper beside the repository's files (units/render.ts), so origins read `../repo/<path>`.
 */
function originOf(value, root) {
    const text = asRecord(asRecord(value.metadata).annotations)[ORIGIN_ANNOTATION];
    const path = typeof text === 'string' ? /^path:\s*(\S+)\s*$/m.exec(text)?.[1] : undefined;
    if (path === undefined)
        return undefined;
    return path.startsWith(ORIGIN_PREFIX)
        ? resolveIn('', path.slice(ORIGIN_PREFIX.length))
        : resolveIn(root, path);
}
/** The value without the origin annotation the gate asked for (and an annotations map left empty). */
function withoutOrigin(value) {
    const meta = asRecord(value.metadata);
    const { [ORIGIN_ANNOTATION]: _origin, ...annotations } = asRecord(meta.annotations);
    const { annotations: _all, ...rest } = meta;
    return {
        ...value,
        metadata: Object.keys(annotations).length ? { ...rest, annotations } : rest,
    };
}
/** The object of a resource file a rendered object came from: same kind, and its name inside the rendered one. */
function sourceObject(rendered, candidates) {
    const same = candidates.filter((c) => c.kind === rendered.kind && c.group === rendered.group);
    if (same.length <= 1)
        return same[0];
    return (same.find((c) => c.name === rendered.name) ??
        same.filter((c) => rendered.name.includes(c.name)).sort((a, b) => b.name.length - a.name.length)[0]);
}
/** Strategic-merge patches that target an object: same kind, and a name it was rendered from. */
function patchesFor(src, rendered, patches) {
    return patches.filter((p) => p.kind === src.kind &&
        (p.name === src.name || p.name === rendered.name || (p.name !== '' && rendered.name.includes(p.name))));
}
/**
 * Positions of a rendered object: the few fields patches set, over the resource's own positions,
 * which are read lazily (a large CRD's are not copied).
 */
class LayeredPositions {
    top;
    below;
    constructor(top, below) {
        this.top = top;
        this.below = below;
    }
    get(key) {
        return this.top.get(key) ?? this.below.get(key);
    }
    has(key) {
        return this.top.has(key) || this.below.has(key);
    }
    merged() {
        return new Map([...this.below, ...this.top]);
    }
    get size() {
        return this.merged().size;
    }
    forEach(cb) {
        this.merged().forEach((v, k) => cb(v, k, this));
    }
    entries() {
        return this.merged().entries();
    }
    keys() {
        return this.merged().keys();
    }
    values() {
        return this.merged().values();
    }
    [Symbol.iterator]() {
        return this.merged()[Symbol.iterator]();
    }
}
/**
 * Where each field of a rendered object is set: a patch's line when a patch sets the value the
 * rendered object has (outermost patch first), else the resource's own line.
 */
function sourcePositions(rendered, src, patches) {
    const below = src?.positions ?? new Map();
    const top = new Map();
    for (const patch of [...patches].reverse()) {
        for (const [k, p] of patch.positions) {
            if (k === '' || k.startsWith(`metadata${PATH_SEP}name`) || k === 'apiVersion' || k === 'kind')
                continue;
            const pv = valueAtKey(patch.value, k);
            const setHere = isLeaf$1(pv) ? valueAtKey(rendered, k) === pv : !below.has(k) && !top.has(k);
            if (setHere)
                top.set(k, { ...p, file: patch.file });
        }
    }
    return top.size ? new LayeredPositions(top, below) : below;
}
/**
 * Points rendered objects back at their sources: file and line of the resource, field positions
 * from the resource and from the patches that set them. Objects kustomize generated (config maps
 * from generators) point at the root kustomization.
 */
function mapToSources(rendered, root, inputs, index) {
    const depthOf = new Map(inputs.chain.map((c) => [c.config.dir, c.depth]));
    // Outermost kustomization's patches first: they are applied last and win.
    const patchFiles = inputs.chain
        .flatMap((c) => c.config.patchFiles.filter((p) => !p.json6902))
        .sort((a, b) => (depthOf.get(posix.dirname(a.file)) ?? 0) - (depthOf.get(posix.dirname(b.file)) ?? 0));
    const patches = patchFiles.flatMap((p) => index.objectsByFile.get(p.file) ?? []);
    const rootFile = inputs.chain.find((c) => c.depth === 0)?.config.file ?? root;
    return rendered.map((r) => {
        const origin = originOf(r.value, root);
        const src = origin === undefined ? undefined : sourceObject(r, index.objectsByFile.get(origin) ?? []);
        const value = withoutOrigin(r.value);
        return withValue(r, value, {
            file: src?.file ?? origin ?? rootFile,
            line: src?.line ?? 1,
            positions: sourcePositions(value, src, src ? patchesFor(src, r, patches) : []),
        });
    });
}

/**
 * Built objects of a unit with overrides, pointed at the override that set each field: an inline
 * patch's line, an `images` entry, the name prefix or suffix, the target namespace, a common label
 * or annotation, the entry of a `postBuild` variable; Flux `commonMetadata` set on each object.
 */
const isLeaf = (v) => v === null || typeof v !== 'object';
/**
 * kustomize's name and namespace selectors are anchored regular expressions (Go's, linear). Only a
 * plain one is run here (names, `.`, `*`, `|`, groups without a quantifier, few stars), so a
 * hostile pattern cannot make the match slow; another is taken as matching (it only decides where
 * a finding points).
 */
function matches(pattern, value) {
    if (pattern === undefined)
        return true;
    const plain = /^[A-Za-z0-9_.\-*|^$()]*$/.test(pattern) && !/\)[*+?]/.test(pattern);
    if (!plain || (pattern.match(/\*/g) ?? []).length > 4)
        return true;
    try {
        return new RegExp(`^(?:${pattern})$`).test(value);
    }
    catch {
        return pattern === value;
    }
}
/** `a=b,c!=d,e` against a map (labels or annotations); set-based forms are taken as matching. */
function selects(selector, map) {
    if (!selector)
        return true;
    return selector.split(',').every((term) => {
        const t = term.trim();
        if (/\s(in|notin)\s/.test(t))
            return true;
        const ne = /^([^!=]+)!=(.*)$/.exec(t);
        if (ne)
            return map[ne[1].trim()] !== ne[2].trim();
        const eq = /^([^=]+)==?(.*)$/.exec(t);
        if (eq)
            return map[eq[1].trim()] === eq[2].trim();
        return t.startsWith('!') ? !(t.slice(1) in map) : t in map;
    });
}
/** The names an object may be selected by: as built, and before the overrides' prefix and suffix. */
function namesOf(o, ov) {
    const pre = ov.namePrefix ?? '';
    const suf = ov.nameSuffix ?? '';
    const bare = o.name.startsWith(pre) && o.name.endsWith(suf) && o.name.length > pre.length + suf.length
        ? o.name.slice(pre.length, o.name.length - suf.length)
        : o.name;
    return bare === o.name ? [o.name] : [o.name, bare];
}
function targets(t, o, names) {
    const meta = asRecord(o.value.metadata);
    return ((t.kind === undefined || t.kind === o.kind) &&
        (t.group === undefined || t.group === o.group) &&
        (t.version === undefined || t.version === o.version) &&
        names.some((n) => matches(t.name, n)) &&
        matches(t.namespace, o.namespace) &&
        selects(t.labelSelector, asRecord(meta.labels)) &&
        selects(t.annotationSelector, asRecord(meta.annotations)));
}
/** Whether an inline patch applies to a built object (its target, else its own kind and name). */
function patchApplies(p, o, names) {
    if (p.target)
        return targets(p.target, o, names);
    return p.kind === o.kind && p.name !== '' && names.some((n) => n === p.name || n.includes(p.name));
}
/** Paths of every `image` of `containers` and `initContainers` lists in a value. */
function imageKeys(v, prefix, out) {
    if (Array.isArray(v))
        v.forEach((x, i) => imageKeys(x, [...prefix, String(i)], out));
    else if (isRecord(v))
        for (const [k, x] of Object.entries(v)) {
            if ((k === 'containers' || k === 'initContainers') && Array.isArray(x))
                x.forEach((c, i) => {
                    if (isRecord(c) && typeof c.image === 'string')
                        out.push([...prefix, k, String(i), 'image']);
                });
            else
                imageKeys(x, [...prefix, k], out);
        }
    return out;
}
/** An image reference without its tag or digest. */
function imageName(ref) {
    const at = ref.indexOf('@');
    const base = at >= 0 ? ref.slice(0, at) : ref;
    const colon = base.lastIndexOf(':');
    return colon > base.lastIndexOf('/') ? base.slice(0, colon) : base;
}
/** Positions the overrides set on one built object. */
function overridePositions(o, ov) {
    const top = new Map();
    const at = (key, line) => {
        if (line !== undefined)
            top.set(key, { line, file: ov.object.file });
    };
    const names = namesOf(o, ov);
    for (const p of ov.patchFields) {
        if (!patchApplies(p, o, names))
            continue;
        for (const [k, pos] of p.positions) {
            if (k === '' || k === 'apiVersion' || k === 'kind' || k.startsWith(`metadata${PATH_SEP}name`))
                continue;
            const pv = valueAtKey(p.value, k);
            if (!isLeaf(pv) || valueAtKey(o.value, k) === pv)
                top.set(k, pos);
        }
    }
    if (ov.namePrefix || ov.nameSuffix)
        at(`metadata${PATH_SEP}name`, ov.lines.get(ov.namePrefix ? 'namePrefix' : 'nameSuffix'));
    if (ov.namespace && o.namespace === ov.namespace)
        at(`metadata${PATH_SEP}namespace`, ov.lines.get('targetNamespace'));
    for (const key of imageKeys(o.value, [], [])) {
        const image = valueAtKey(o.value, key.join(PATH_SEP));
        const im = typeof image === 'string'
            ? ov.images.find((i) => (i.newName ?? i.name) === imageName(image))
            : undefined;
        if (im)
            at(key.join(PATH_SEP), ov.lines.get(`image:${im.name}`));
    }
    const meta = asRecord(o.value.metadata);
    for (const k of Object.keys(asRecord(meta.labels)))
        at(['metadata', 'labels', k].join(PATH_SEP), ov.lines.get(`label:${k}`));
    for (const k of Object.keys(asRecord(meta.annotations)))
        at(['metadata', 'annotations', k].join(PATH_SEP), ov.lines.get(`annotation:${k}`));
    return top;
}
/** Flux `commonMetadata`: labels and annotations on the object's own metadata. */
function withCommonMetadata(o, ov) {
    const cm = ov.commonMetadata;
    if (!cm)
        return o;
    const meta = { ...asRecord(o.value.metadata) };
    if (Object.keys(cm.labels).length)
        meta.labels = { ...asRecord(meta.labels), ...cm.labels };
    if (Object.keys(cm.annotations).length)
        meta.annotations = { ...asRecord(meta.annotations), ...cm.annotations };
    return withValue(o, { ...o.value, metadata: meta });
}
/** Leaves of a document's value that held `${name…}` before substitution, with the first variable named. */
function substitutedKeys(before) {
    const out = new Map();
    const value = readFileText({ path: '(built)', text: before }, {}).docs[0]?.value;
    const walk = (v, path) => {
        if (typeof v === 'string') {
            const name = /\$\{#?([_a-zA-Z][_a-zA-Z0-9]*)/.exec(v)?.[1];
            if (name)
                out.set(path.join(PATH_SEP), name);
        }
        else if (Array.isArray(v))
            v.forEach((x, i) => walk(x, [...path, String(i)]));
        else if (isRecord(v))
            for (const [k, x] of Object.entries(v))
                walk(x, [...path, k]);
    };
    walk(value, []);
    return out;
}
/**
 * The built objects (in the order of the built documents) with the overrides' positions over
 * their own, Flux `commonMetadata` set, and fields a `postBuild` variable set pointed at the
 * variable's entry.
 */
function mapOverrides(objects, ov, substituted = [], where = new Map()) {
    const subs = new Map(substituted.map((s) => [s.index, s]));
    return objects.map((o0, i) => {
        const o = withCommonMetadata(o0, ov);
        const top = overridePositions(o, ov);
        const sub = subs.get(i);
        if (sub)
            for (const [k, name] of substitutedKeys(sub.before)) {
                const w = where.get(name);
                if (w)
                    top.set(k, { line: w.line, file: w.file });
            }
        return top.size ? withValue(o, o.value, { positions: new LayeredPositions(top, o.positions) }) : o;
    });
}

/**
 * Flux's `postBuild` variable substitution, as kustomize-controller runs it on each built object's
 * YAML (fluxcd/pkg envsubst, a fork of drone/envsubst): `${var}` is replaced, `${var:=default}`,
 * `${var=default}`, `${var:-default}` and `${var-default}` give a default (itself substituted),
 * `${var^^}`, `${var,,}`, `${var^}`, `${var,}` change case, `${#var}` is the length, and `$${…}`
 * is written as `${…}` (an escape). `$var` without braces is left as written. A variable nobody
 * sets is empty (the controller's default, non-strict); one whose value the gate cannot know (its
 * ConfigMap or Secret is not readable here) leaves its whole expression as written.
 */
const NAME = /^[_a-zA-Z][_a-zA-Z0-9]*/;
/** The index of the `}` closing the `${` at `start`, nested `${…}` included; -1 when none. */
function closing(text, start) {
    let depth = 0;
    for (let i = start; i < text.length; i++) {
        if (text.startsWith('${', i)) {
            depth++;
            i++;
        }
        else if (text[i] === '}' && --depth === 0)
            return i;
    }
    return -1;
}
/** One `${…}` body evaluated; undefined when it is to be kept as written. */
function evaluate(body, lookup, used, kept, depth) {
    if (body.startsWith('#')) {
        const v = lookup(body.slice(1));
        used.push(body.slice(1));
        return v === 'unknown' || !NAME.test(body.slice(1)) ? undefined : String((v ?? '').length);
    }
    const name = NAME.exec(body)?.[0];
    if (!name)
        return undefined;
    const op = body.slice(name.length);
    used.push(name);
    const v = lookup(name);
    const def = /^(:?[=-])([\s\S]*)$/.exec(op);
    if (def) {
        const empty = def[1].startsWith(':');
        if (v === 'unknown')
            return undefined;
        if (v !== undefined && !(empty && v === ''))
            return v;
        // Defaults nest (`${a:=${b}}`); past a depth no real file reaches, the expression is kept.
        return depth > 16 ? undefined : substitute(def[2], lookup, used, kept, depth + 1);
    }
    if (v === 'unknown')
        return undefined;
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
function substitute(text, lookup, used, kept, depth = 0) {
    let out = '';
    let i = 0;
    while (i < text.length) {
        const at = text.indexOf('$', i);
        if (at < 0)
            break;
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
        if (v === undefined)
            kept.n++;
        out += v ?? text.slice(at, end + 1);
        i = end + 1;
    }
    return out + text.slice(i);
}
/** `text` with its variables substituted. */
function envsubst(text, lookup) {
    const used = [];
    const kept = { n: 0 };
    const out = substitute(text, lookup, used, kept);
    return { text: out, used, kept: kept.n };
}

/**
 * Flux `postBuild`: the variables of a Kustomization (`substituteFrom` ConfigMaps and Secrets of
 * the repository, then `substitute`, which wins), and their substitution in each built object, as
 * kustomize-controller does after the build (fluxcd/pkg kustomize/kustomize_varsub.go): an object
 * labelled or annotated `kustomize.toolkit.fluxcd.io/substitute: disabled` is left as built.
 * A Secret's values are used, never written in a message.
 */
const SUBSTITUTE = 'kustomize.toolkit.fluxcd.io/substitute';
const VAR_NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;
/** A ConfigMap's or Secret's values, or why they cannot be read here. */
function valuesOf(o) {
    if ('sops' in o.value)
        return 'encrypted';
    const out = new Map();
    const data = asRecord(o.value.data);
    for (const [k, v] of Object.entries(data)) {
        if (v === null || v === undefined)
            continue;
        const text = o.kind === 'Secret' ? Buffer$1.from(String(v), 'base64').toString('utf8') : String(v);
        out.set(k, { value: text.replace(/\n/g, ''), line: lineAt(o, ['data', k]) });
    }
    if (o.kind === 'Secret')
        for (const [k, v] of Object.entries(asRecord(o.value.stringData)))
            out.set(k, { value: String(v ?? '').replace(/\n/g, ''), line: lineAt(o, ['stringData', k]) });
    return out;
}
/**
 * The variables of a Kustomization. `find` gives the repository's ConfigMap or Secret of that
 * name (in the Kustomization's namespace when there are several).
 */
function postBuildVars(pb, flux, find) {
    const values = new Map();
    const where = new Map();
    const notes = [];
    const secret = new Set();
    let open = false;
    for (const ref of pb.from) {
        if (ref.kind !== 'ConfigMap' && ref.kind !== 'Secret')
            continue;
        const o = find(ref.kind, ref.name, flux.namespace);
        const read = o ? valuesOf(o) : undefined;
        if (!o || read === 'encrypted' || !read) {
            open = true;
            notes.push(`${ref.kind} ${ref.name} ${!o ? `is not in the repository${ref.optional ? ' (optional)' : ''}` : 'is encrypted'}`);
            continue;
        }
        for (const [k, v] of read) {
            if (!VAR_NAME.test(k))
                continue;
            values.set(k, v.value);
            where.set(k, { file: o.file, line: v.line });
            if (o.kind === 'Secret')
                secret.add(k);
            else
                secret.delete(k);
        }
    }
    for (const [k, v] of pb.substitute) {
        values.set(k, v.value);
        where.set(k, { file: flux.file, line: v.line });
        secret.delete(k);
    }
    const lookup = (name) => (values.has(name) ? values.get(name) : open ? 'unknown' : undefined);
    const h = crypto().createHash('sha1').update(String(open));
    for (const [k, v] of [...values].sort(([a], [b]) => (a < b ? -1 : 1)))
        h.update(`\u0000${k}\u0000${v}`);
    return {
        lookup,
        where,
        notes,
        secret,
        value: (k) => values.get(k),
        active: values.size > 0 || open,
        fingerprint: h.digest('hex'),
    };
}
function disabled(doc) {
    const value = readFileText({ path: '(built)', text: doc }, {}).docs[0]?.value;
    const meta = asRecord(asRecord(value).metadata);
    return [meta.labels, meta.annotations].some((m) => asRecord(m)[SUBSTITUTE] === 'disabled');
}
/**
 * The built YAML (kustomize's output: documents split by `---` lines) with each object's
 * variables substituted; only documents holding `${` are read.
 */
function substituteBuilt(yaml, vars) {
    if (!vars.active)
        return { yaml, changed: [], kept: 0 };
    const docs = yaml.split(/^---[ \t]*$/m);
    const changed = [];
    let kept = 0;
    let index = -1;
    const out = docs.map((doc) => {
        if (doc.trim() === '')
            return doc;
        index++;
        if (!doc.includes('${') || disabled(doc))
            return doc;
        const r = envsubst(doc, vars.lookup);
        kept += r.kept;
        if (r.text !== doc)
            changed.push({ index, before: doc, used: r.used });
        return r.text;
    });
    return { yaml: out.join('---'), changed, kept };
}

/**
 * A kustomize unit as its Flux Kustomization or Argo CD Application applies it: the root
 * kustomization edited with the overrides (what the real kustomize then builds, and what the
 * structural reading applies without it), and what happens to the built objects afterwards
 * (`postBuild` substitution, `commonMetadata`, positions of the overrides).
 */
/** ConfigMaps and Secrets of a side by kind and name; files left unparsed are read when one is asked for. */
function configSources(files, sources) {
    let index;
    const build = () => {
        const m = new Map();
        for (const f of files)
            for (const o of f.objects) {
                if ((o.kind !== 'ConfigMap' && o.kind !== 'Secret') || o.group !== '')
                    continue;
                const list = m.get(`${o.kind}/${o.name}`);
                if (list)
                    list.push(o);
                else
                    m.set(`${o.kind}/${o.name}`, [o]);
            }
        return m;
    };
    const parsed = new Set(files.filter((f) => f.objects.length || f.problems.length).map((f) => f.path));
    return (kind, name, namespace) => {
        index ??= build();
        let found = index.get(`${kind}/${name}`);
        if (!found) {
            // An unchanged file may have been left unparsed (index/unread.ts): read the ones that could hold it.
            for (const s of sources)
                if (!parsed.has(s.path) && s.text.includes(name) && s.text.includes(kind))
                    for (const o of parseFile(s).objects)
                        if (o.kind === kind && o.name === name && o.group === '')
                            found = [...(found ?? []), o];
            if (found)
                index.set(`${kind}/${name}`, found);
        }
        return found?.find((o) => o.namespace === namespace) ?? found?.[0];
    };
}
function notesOf(ov, vars) {
    const who = `${ov.object.kind} ${ov.object.name}`;
    return (vars?.notes ?? []).map((n) => ({
        file: ov.object.file,
        line: ov.postBuild?.from[0]?.line ?? ov.object.line,
        message: `postBuild of ${who}: ${n}, so the variables it may set are left as written`,
    }));
}
/** Records the Secret values substituted in each built object, so that no message shows them. */
function noteSecrets(objects, changed, vars, sink) {
    for (const c of changed) {
        const values = c.used.filter((n) => vars.secret.has(n)).flatMap((n) => vars.value(n) || []);
        const o = objects[c.index];
        if (!o || !values.length)
            continue;
        const ref = `${o.kind}/${o.name}`;
        sink.set(ref, new Set([...(sink.get(ref) ?? []), ...values]));
    }
}
/**
 * Findings with the Secret values substituted in their object written as `(secret)`: a value from
 * a Secret is used to judge, never shown.
 */
function redactSecrets(findings, sink) {
    if (!sink.size)
        return [...findings];
    return findings.map((f) => {
        const parts = f.object?.split('/') ?? [];
        const values = parts.length >= 2 ? sink.get(`${parts[0]}/${parts[parts.length - 1]}`) : undefined;
        if (!values)
            return f;
        let message = f.message;
        for (const v of [...values].sort((a, b) => b.length - a.length))
            message = message.split(v).join('(secret)');
        return message === f.message ? f : { ...f, message };
    });
}
/** The unit edited with its overrides. */
function overriddenUnit(unit, all, ov, find, secrets) {
    const root = unit.kustomization;
    // Re-written as a whole, as kustomize-controller and Argo CD write the kustomization they edit.
    const edited = {
        ...readKustomization({ ...root.object, value: editedKustomization(root.object.value, ov) }),
        rewritten: true,
    };
    const vars = ov.postBuild ? postBuildVars(ov.postBuild, ov.object, find) : undefined;
    let changed = [];
    const post = {
        yaml(text) {
            if (!vars)
                return text;
            const r = substituteBuilt(text, vars);
            changed = r.changed;
            return r.yaml;
        },
        objects(objects, built) {
            const out = mapOverrides(objects, ov, built ? changed : [], vars?.where);
            if (vars && built && secrets)
                noteSecrets(out, changed, vars, secrets);
            return out;
        },
    };
    return {
        unit: { ...unit, kustomization: edited },
        inputs: unitInputs(edited, all),
        digest: ov.digest + (vars ? vars.fingerprint : ''),
        post,
        notes: notesOf(ov, vars),
    };
}
/** What the structural reading (no kustomize) leaves out of a unit's overrides. */
function unrenderedOverrides(ov) {
    const left = [
        ...(ov.patches.length ? ['patches'] : []),
        ...(ov.components.length ? ['components'] : []),
        ...(Object.keys(ov.commonLabels).length || Object.keys(ov.commonAnnotations).length
            ? ['common labels and annotations']
            : []),
        ...(ov.replicas.length ? ['replicas'] : []),
        ...(ov.postBuild ? ['postBuild substitution'] : []),
    ];
    if (!left.length)
        return [];
    return [
        {
            file: ov.object.file,
            line: ov.object.line,
            message: `${ov.object.kind} ${ov.object.name}: ${left.join(', ')} not applied without kustomize (namespace, name prefix and suffix and images are)`,
        },
    ];
}
/** A kustomize unit as its Flux Kustomization or Argo CD Application applies it (units/read.ts, units/prerender.ts). */
function planUnit(unit, all, find, secrets) {
    const ov = overridesOf(unit.declaredBy);
    if (!ov)
        return { unit, inputs: unitInputs(unit.kustomization, all), keyId: unit.id };
    const edited = overriddenUnit(unit, all, ov, find, secrets);
    return {
        unit: edited.unit,
        inputs: edited.inputs,
        keyId: `${unit.id}\u0000${edited.digest}`,
        overrides: ov,
        edited,
    };
}

/**
 * A kustomize unit read without kustomize: the objects of its resources, each kustomization's
 * `namespace`, `namePrefix`/`nameSuffix` and `images:` applied from the innermost outwards.
 * Components add their resources and apply their settings to everything included before them.
 * Patches are not applied (only the real kustomize merges them).
 */
function structuralObjects(root, all, objectsOf) {
    const seen = new Set();
    const build = (k) => {
        if (seen.has(k.dir))
            return [];
        seen.add(k.dir);
        let objs = [];
        for (const r of k.resources) {
            const sub = all.get(r);
            objs.push(...(sub ? build(sub) : objectsOf(r)));
        }
        for (const c of k.components) {
            const comp = all.get(c);
            if (!comp || seen.has(comp.dir))
                continue;
            seen.add(comp.dir);
            objs.push(...comp.resources.flatMap((r) => (all.has(r) ? [] : objectsOf(r))));
            objs = objs.map((o) => applyKustomization(o, comp));
        }
        return objs.map((o) => applyKustomization(o, k));
    };
    return build(root);
}

const sha1 = (s) => crypto().createHash('sha1').update(s).digest('hex');
/**
 * Names a unit's inputs: its id and every input file's content, a YAML text or any other file's
 * bytes (by blob id or hash), so equal keys render equally.
 */
function inputKey(id, inputs, files) {
    const h = crypto().createHash('sha1').update(id);
    for (const f of inputs.files) {
        const text = files.textOf(f);
        const content = text === undefined ? `\u0001${files.bytes?.idOf(f) ?? 'missing'}` : sha1(text);
        h.update(`\u0000${f}\u0000${content}`);
    }
    return h.digest('hex');
}
function renderUnit(unit, inputs, all, { objectsOf, files }, renderer, key, post) {
    const structural = () => (post?.objects(structuralObjects(unit.kustomization, all, objectsOf), false) ??
        structuralObjects(unit.kustomization, all, objectsOf)).map((o) => withValue(o, o.value, { unit: unit.id }));
    if (!renderer)
        return { objects: structural() };
    const root = unit.kustomization.dir;
    const out = renderer(root, inputs, files, key);
    if ('error' in out)
        return { objects: structural(), error: out.error, ...(out.budget ? { budget: true } : {}) };
    const parsed = parseFile({
        path: `${root || '.'}/(rendered)`,
        text: post ? post.yaml(out.yaml) : out.yaml,
    });
    const byFile = new Map(inputs.files.map((f) => [f, objectsOf(f)]));
    const problems = parsed.problems.map((p) => `rendered document at line ${p.line} of the output: ${p.message}`);
    const mapped = mapToSources(parsed.objects, root, inputs, { objectsByFile: byFile });
    return {
        objects: (post ? post.objects(mapped, true) : mapped).map((o) => withValue(o, o.value, { unit: unit.id })),
        ...(problems.length ? { problems } : {}),
    };
}
/** Notes for what a kustomize unit leaves out: remote resources and Helm charts, never fetched or run. */
function leftOut(inputs) {
    const notes = inputs.remote.map((r) => ({
        file: r.file,
        line: r.line,
        message: r.outside
            ? `resource outside the repository not read, so its objects are not judged: ${r.ref}`
            : `remote resource not rendered (never fetched), so its objects are not judged: ${r.ref}`,
    }));
    for (const c of inputs.chain)
        if (c.config.helmCharts.length)
            notes.push({
                file: c.config.file,
                line: c.config.object.positions.get('helmCharts')?.line ?? c.config.object.line,
                message: `Helm chart${c.config.helmCharts.length === 1 ? '' : 's'} ${c.config.helmCharts.join(', ')} not inflated (Helm is never run), so ${c.config.helmCharts.length === 1 ? 'its' : 'their'} objects are not judged`,
            });
    return notes;
}
/**
 * Reads one side as deploy units: kustomize units rendered (or read structurally), the objects of
 * other files in the deepest Flux / Argo CD / configured folder that holds them (else the
 * repository); kustomizations and patch files are never objects.
 */
function readUnits(files, sources, opts, bytes) {
    const layout = detectUnits(files, opts.deployUnits);
    const notApplied = new Set();
    for (const k of layout.kustomizations.values()) {
        for (const p of k.patchFiles)
            notApplied.add(p.file);
        // Plugin configuration (a transformer's settings) is kustomize's input, never an object.
        for (const p of k.plugins ?? [])
            if (!layout.kustomizations.has(p))
                notApplied.add(p);
    }
    const byFile = new Map(files.map((f) => [f.path, f.objects.filter((o) => !isKustomizeConfig(o))]));
    const side = {
        layout,
        objectsOf: (file) => byFile.get(file) ?? [],
        files: { textOf: lazyTexts(sources), ...(bytes ? { bytes } : {}) },
        find: configSources(files, sources),
    };
    const kustomized = readKustomizeUnits(side, opts);
    const kustomizeUnits = { all: kustomized.units, unrendered: kustomized.left };
    const objects = kustomized.objects;
    const folders = layout.units.filter((u) => !u.kustomization).sort((a, b) => b.id.length - a.id.length);
    for (const f of files) {
        if (kustomized.claimed.has(f.path) || notApplied.has(f.path) || unlisted(f.path, layout))
            continue;
        const folder = folders.find((u) => u.id === '.' || f.path.startsWith(`${u.id}/`));
        // With a deploy graph, a file its folder's Argo CD source does not read is not applied.
        if (folder && layout.declared && !appliesFile(folder, f.path))
            continue;
        for (const o of side.objectsOf(f.path)) {
            if (!folder)
                objects.push(o);
            else
                objects.push(applyUnitNamespace(withValue(o, o.value, { unit: folder.id }), folder.targetNamespace, folder.defaultNamespace));
        }
    }
    kustomized.unrendered.push(...graphNotes(layout));
    return {
        objects,
        configs: files.flatMap((f) => f.objects.filter(isKustomizeConfig)),
        unrendered: kustomized.unrendered,
        kustomizeUnits,
        units: layout.units,
        clusterOf: new Map(layout.units.flatMap((u) => (u.cluster ? [[u.id, u.cluster]] : []))),
    };
}
/** File texts by path, indexed only when a unit is rendered. */
function lazyTexts(sources) {
    let texts;
    return (file) => (texts ??= new Map(sources.map((f) => [f.path, f.text]))).get(file);
}
/** Every kustomize unit of a side, rendered or read structurally, and the files they include. */
function readKustomizeUnits(side, opts) {
    const objects = [];
    let all = 0;
    let left = 0;
    const unrendered = [];
    const claimed = new Set();
    const said = new Set();
    const configs = side.layout.kustomizations;
    for (const unit of side.layout.units) {
        if (!unit.kustomization)
            continue;
        const { unit: u, inputs, keyId, overrides: ov, edited, } = planUnit(unit, configs, side.find, opts.secrets);
        for (const f of inputs.resourceFiles)
            claimed.add(f);
        const key = inputKey(keyId, inputs, side.files);
        for (const n of [...(edited?.notes ?? []), ...(ov && !opts.renderer ? unrenderedOverrides(ov) : [])]) {
            const k = `${n.file}\u0000${n.line}\u0000${n.message}`;
            if (!said.has(k))
                unrendered.push(n);
            said.add(k);
        }
        for (const n of leftOut(inputs)) {
            const k = `${n.file}\u0000${n.line}\u0000${n.message}`;
            if (!said.has(k))
                unrendered.push(n);
            said.add(k);
        }
        all++;
        if (opts.renderer && opts.leaveUnrendered?.(unit, key)) {
            // The same inputs and settings on both sides, nothing the change needs rendered: read without
            // kustomize (namespace, prefixes, images; no patches), the same objects on both sides, as
            // context for what the change touches (index/unread-units.ts).
            left++;
            const structural = renderUnit(u, inputs, configs, side, undefined, key, edited?.post);
            for (const o of structural.objects)
                objects.push(applyUnitNamespace(o, unit.targetNamespace, unit.defaultNamespace));
            continue;
        }
        let result = opts.cache.get(key);
        if (!result) {
            result = renderUnit(u, inputs, configs, side, opts.renderer, key, edited?.post);
            opts.cache.set(key, result);
        }
        unrendered.push(...failureNotes(u, inputs, result, key));
        for (const o of result.objects)
            objects.push(applyUnitNamespace(o, unit.targetNamespace, unit.defaultNamespace));
    }
    const first = side.layout.units.find((u) => u.kustomization)?.kustomization;
    if (first && !opts.renderer)
        unrendered.push({
            file: first.file,
            line: first.object.line,
            message: `kustomize units read without kustomize (${opts.why ?? 'no renderer'}): namespace, name prefix and suffix, and images applied; patches not applied`,
        });
    return { objects, unrendered, claimed, units: all, left };
}
/**
 * A unit that could not be rendered, or whose rendered documents could not all be read: one note
 * at its kustomization's line, failing (`failed`; input/not-rendered decides whether the pull
 * request brought it), with kustomize's whole error. The words depend on the error alone, so the
 * same failure reads the same on both sides. Past the render budget the note says so (`budget`).
 */
/** What the gate cut out of a unit before kustomize ran (Helm charts, remote resources), in words. */
function cutSources(inputs) {
    const charts = inputs.chain.flatMap((c) => c.config.helmCharts);
    const remote = inputs.remote.filter((r) => !r.outside).length;
    const parts = [
        ...(charts.length ? [`the Helm chart${charts.length === 1 ? '' : 's'} ${charts.join(', ')}`] : []),
        ...(remote ? [`${remote} remote resource${remote === 1 ? '' : 's'}`] : []),
    ];
    return parts.length ? parts.join(' and ') : undefined;
}
function failureNotes(u, inputs, result, key) {
    const at = { file: u.kustomization.file, line: u.kustomization.object.line };
    const notes = [];
    // Rendered without what the gate never runs or fetches (a patch of an object the Helm chart makes):
    // kustomize's error may be the gate's own doing, so the unit is not judged, but it does not fail.
    const charts = cutSources(inputs);
    if (result.error)
        notes.push({
            ...at,
            message: charts
                ? `deploy unit ${u.id} could not be rendered without ${charts} the gate leaves out, so what it applies is not judged (its files are read without kustomize: patches not applied): ${result.error}`
                : `deploy unit ${u.id} could not be rendered, so what it applies is not judged (its files are read without kustomize: patches not applied): ${result.error}`,
            failed: true,
            ...(charts ? { cut: true } : {}),
            ...(result.budget ? { budget: true, inputs: key } : {}),
        });
    for (const p of result.problems ?? [])
        notes.push({
            ...at,
            message: `deploy unit ${u.id}: an object kustomize rendered was not read, so it is not judged: ${p}`,
            failed: true,
        });
    return notes;
}

/**
 * The kustomize roots of a side, read from its kustomization files and the files that declare
 * what is deployed (Flux, Argo CD: the deploy graph and the overrides); no other file is parsed.
 */
function tasksOf(snapshot, globs) {
    if (!snapshot.files.some((f) => KUSTOMIZATION_FILE.test(f.path)))
        return [];
    const parsed = snapshot.files.map((f) => KUSTOMIZATION_FILE.test(f.path)
        ? parseFile(f, {}, KUSTOMIZATION_TYPE)
        : f.text.includes('fluxcd.io') || f.text.includes('argoproj.io')
            ? parseFile(f)
            : { path: f.path, objects: [], problems: [] });
    const layout = detectUnits(parsed, globs);
    const find = configSources(parsed, snapshot.files);
    let texts;
    const files = {
        textOf: (p) => (texts ??= new Map(snapshot.files.map((f) => [f.path, f.text]))).get(p),
        ...(snapshot.bytes ? { bytes: snapshot.bytes } : {}),
    };
    return layout.units.flatMap((u) => {
        if (!u.kustomization)
            return [];
        const p = planUnit({ ...u, kustomization: u.kustomization }, layout.kustomizations, find);
        return [
            { key: inputKey(p.keyId, p.inputs, files), root: p.unit.kustomization.dir, inputs: p.inputs, files },
        ];
    });
}
/** One kustomize run, asynchronous, under the same rules as the synchronous renderer. */
function renderAsync(bin, t, budget) {
    if (budget.timeout() <= 0)
        return Promise.resolve(budget.spent());
    const dir = renderFolder(t.root, t.inputs, t.files);
    if (typeof dir !== 'string')
        return Promise.resolve(dir);
    const bound = budget.endsFirst() ? budget : undefined;
    return new Promise((resolve) => {
        const child = childProcess().spawn(bin.path, renderArgs(bin, dir), {
            cwd: dir,
            env: renderEnv(dir),
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        trackChild(child);
        const out = [];
        let size = 0;
        let stderr = '';
        let error;
        const timer = setTimeout(() => {
            error ??= Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' });
            child.kill('SIGKILL');
        }, budget.timeout());
        child.stdout.on('data', (d) => {
            size += d.length;
            if (size > RENDER_OUTPUT_CAP) {
                error ??= Object.assign(new Error('output over the cap'), { code: 'ENOBUFS' });
                child.kill('SIGKILL');
            }
            else
                out.push(d);
        });
        // The head of the error is kept whole (it says what failed); the cap cuts the rest later.
        child.stderr.on('data', (d) => {
            if (stderr.length < 65536)
                stderr += d.toString();
        });
        child.on('error', (e) => (error ??= e));
        child.on('close', (status) => {
            clearTimeout(timer);
            resolve(outcomeOf(bin, dir, { status, stdout: Buffer.concat(out).toString('utf8'), stderr, error }, bound));
        });
    }).finally(() => removeScratch(dir));
}
/** The kustomize units of both sides, each set of inputs once (a unit with the same inputs on both sides is one task). */
function planRenders(sides, globs) {
    const tasks = new Map();
    const keys = sides.map((s) => {
        const own = new Set();
        for (const t of tasksOf(s, globs)) {
            own.add(t.key);
            if (!tasks.has(t.key))
                tasks.set(t.key, t);
        }
        return own;
    });
    const shared = new Set([...(keys[0] ?? [])].filter((k) => keys.every((side) => side.has(k))));
    return { tasks, shared };
}
/**
 * Renders kustomize units ahead of the (synchronous) reading, several at a time. Units this pass
 * cannot see (a Flux path at a kustomization another one includes), or leaves out, are rendered
 * later, one by one, if the reading needs them.
 */
async function prerender(bin, tasks, budget = new RenderBudget(DEFAULT_RENDER_BUDGET)) {
    const queue = [...tasks];
    const done = new Map();
    const worker = async () => {
        for (let t = queue.shift(); t; t = queue.shift())
            done.set(t.key, await renderAsync(bin, t, budget));
    };
    const width = Math.max(1, Math.min(4, availableParallelism(), queue.length));
    await Promise.all(Array.from({ length: width }, worker));
    return done;
}

/**
 * From how many kustomize units the same on both sides some may be left unrendered: one. A render
 * is a kustomize process (0.3–1 s on a 2-core runner), the largest cost of a GitOps PR; a unit the
 * change does not touch applies the same objects before and after it, and what rendering it could
 * find is already on the base branch (docs/performance.md).
 */
const UNRENDERED_MIN_UNITS = 1;
/**
 * Text that keeps a unit rendered: the groups whose rendered values the packs need (Strimzi,
 * apiextensions) and what could spell a kind other than as written (`!!binary`, verbatim or
 * percent-escaped tags). Escapes no longer count: a unit not rendered is still read, its objects
 * parsed as written.
 */
const NEEDED_TEXT = new RegExp(String.raw `strimzi|apiextensions|${RESPELLED}`, 'i');
/**
 * `Kafka…` anywhere, and a `…List` kind (a List may hold any object): a word ending in `List` where
 * a kind is written (`kind: ConfigMapList`, quoted or in a flow mapping), not `allowList:`.
 */
const NEEDED_KIND_TEXT = /Kafka|kind["']?\s*:\s*["']?[A-Za-z0-9]*List(?![A-Za-z0-9])/;
/** A CRD among a unit's inputs keeps it rendered: a patch may change what a changed resource is validated against. */
const NEEDED_WORDS = ['CustomResourceDefinition'];
/**
 * The kustomize fields that can compose a value from parts (replacements, vars, transformer,
 * generator and validator plugins): they count in a kustomization (or component) file only, where
 * kustomize reads them; an Argo CD ApplicationSet's `generators:` or a chart value named `vars`
 * composes nothing. Any other unit whose inputs are the same on both sides is read without
 * kustomize (the same objects on both sides, as context); the kinds the packs read wherever they are
 * (HelmRelease, Application, …) come from its files as written. Strimzi's and Kafka's text keeps a
 * unit rendered (NEEDED_TEXT).
 */
const KUSTOMIZE_COMPOSING = ['replacements', 'vars', 'transformers', 'generators', 'validators'];
/**
 * Kinds of the CRDs in the files that differ between the sides (either side), and their list
 * kinds: their resources are validated again.
 */
function kindsOfChangedCrds(base, head) {
    const out = new Set();
    for (const c of changedCrds(base, head))
        for (const k of [c.kind, c.listKind])
            if (k)
                out.add(k);
    return out;
}
/** Whether one input text could yield an object the run needs (`undefined`: unknown, so it could). */
function textNeeded(path, text, words) {
    if (text === undefined || NEEDED_TEXT.test(text) || NEEDED_KIND_TEXT.test(text))
        return true;
    if (KUSTOMIZATION_FILE.test(path) && KUSTOMIZE_COMPOSING.some((w) => hasWord(text, w)))
        return true;
    return words.some((w) => hasWord(text, w));
}
/**
 * The text of each input: the snapshot's, or, for a file it holds as bytes only (a generator's
 * `.html`, `.conf`, `.sh`), its bytes read as UTF-8; undefined when neither can be read.
 */
function inputTexts(t) {
    const texts = t.inputs.files.map((f) => [f, t.files.textOf(f)]);
    const missing = texts.filter(([, text]) => text === undefined).map(([f]) => f);
    if (!missing.length || !t.files.bytes)
        return texts;
    const read = t.files.bytes.read(missing);
    return texts.map(([f, text]) => {
        const b = text === undefined ? read.get(f) : undefined;
        return [f, Buffer.isBuffer(b) ? b.toString('utf8') : text];
    });
}
/**
 * The units (by input key) that need not be rendered: their inputs are the same on both sides
 * (`plan.shared`) and none of their texts could yield a needed object. `words`: kinds the change
 * makes needed (the changed CRDs' kinds, the config's transitions).
 */
function unitsToLeave(plan, words) {
    const all = [...NEEDED_WORDS, ...words];
    const out = new Set();
    for (const key of plan.shared) {
        const t = plan.tasks.get(key);
        if (t && !inputTexts(t).some(([f, text]) => textNeeded(f, text, all)))
            out.add(key);
    }
    return out;
}
/** What a unit is applied with besides its inputs: equal on both sides, or the unit is rendered. */
const settingsOf = (u) => JSON.stringify([u.via, u.targetNamespace ?? null, u.defaultNamespace ?? null, u.cluster ?? null]);
/**
 * `readUnits`' `leaveUnrendered`: a unit of `left` whose settings (Flux target namespace, Argo CD
 * destination, cluster) are the same on both sides; any other unit is rendered.
 */
function leaveUnrendered(sides, globs, left) {
    const settings = sides.map((files) => new Map(detectUnits(files, globs).units.map((u) => [u.id, settingsOf(u)])));
    return (unit, key) => left.has(key) && settings.every((s) => s.get(unit.id) === settingsOf(unit));
}

const crdNames = (side) => new Set(side.objects.filter((o) => o.kind === 'CustomResourceDefinition').map((o) => o.name));
/**
 * The CRDs each side has installed by the charts the change touches, placed at the release's
 * lines. A CRD the side already holds as a file (vendored beside the chart) is left to the file.
 */
function chartObjects(base, head, facts) {
    const out = { base: [], head: [] };
    if (!facts)
        return out;
    const own = { base: crdNames(base), head: crdNames(head) };
    for (const j of judgeCharts(base, head, facts))
        for (const side of ['base', 'head'])
            for (const o of j.objects[side]) {
                if (own[side].has(o.name))
                    continue;
                own[side].add(o.name);
                out[side].push(o);
            }
    return out;
}

/** A digit run long enough to be past 2^53 (16 digits): texts without one are parsed as usual. */
const LONG_DIGITS = /\d{16}/;
const INTEGER = /^-?\d+$/;
/** An integer past ±(2^53−1): its source text, exact (within int64; past it the nearest double). */
const exactInts = (_key, value, context) => typeof value === 'number' && !Number.isSafeInteger(value) && context?.source && INTEGER.test(context.source)
    ? apiInt(BigInt(context.source))
    : value;
/**
 * `JSON.parse`, keeping aside the exact value of each integer past ±(2^53−1) that the API server
 * holds as an int64 (`kubectl -o json` writes them exactly; see manifests/exact-ints.ts). The
 * source text of a number comes with the reviver (Node 22 and later).
 */
function parseJsonExact(text) {
    if (!LONG_DIGITS.test(text))
        return { value: JSON.parse(text) };
    return takeExact(JSON.parse(text, exactInts));
}
/** The table of item `i` of a JSON state file (an array, a `*List`'s items, or the one object). */
function itemExact(exact, root, i) {
    if (root === 'one')
        return exact;
    return exactUnder(exact, root === 'array' ? String(i) : `items${PATH_SEP}${i}`);
}

const MARKER = /^(?:---|\.\.\.)[ \t]*(?:#[^\n]*)?\r?$/gm;
const DOC_KIND = /^kind:[ \t]*["']?([A-Za-z0-9]+)["']?[ \t]*(?:#[^\n]*)?\r?$/m;
const ITEMS = /^items:[ \t]*\r?$/m;
const TAIL_KEY = /^(?:apiVersion|kind|metadata):/;
const newlines = (s) => {
    let n = 0;
    for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1))
        n++;
    return n;
};
/**
 * Keeps the sections (keys at exactly `indent` spaces) that `keep` accepts; a dropped section becomes
 * as many empty lines, so lines of what is kept do not move. A key the scan cannot name is kept.
 */
function keepSections(text, indent, keep) {
    const re = new RegExp(`^ {${indent}}(?![ \\t\\r\\n#-])(?:([A-Za-z0-9_./-]+)|"([^"\\n]*)"|'([^'\\n]*)')?[ \\t]*(:)?`, 'gm');
    const starts = [];
    for (let m = re.exec(text); m; m = re.exec(text)) {
        starts.push({ at: m.index, key: m[4] ? (m[1] ?? m[2] ?? m[3]) : undefined });
        if (m[0].length === 0)
            re.lastIndex++;
    }
    if (!starts.length)
        return text;
    let out = text.slice(0, starts[0].at);
    starts.forEach((s, i) => {
        const part = text.slice(s.at, starts[i + 1]?.at ?? text.length);
        out += s.key === undefined || keep(s.key) ? part : '\n'.repeat(newlines(part));
    });
    return out;
}
/** The part of an object's text the rules need: its wanted top-level keys, metadata without managedFields. */
function reduce(text, indent, wanted) {
    const keep = wanted.keep;
    const top = keepSections(text, indent, (k) => k === 'apiVersion' || k === 'kind' || keep.includes(k));
    if (!top.includes('managedFields:'))
        return top;
    return keepSections(top, indent + 2, (k) => k !== 'managedFields');
}
function wantsOf(custom) {
    const names = new Set([...(custom ?? [])].map((k) => k.slice(k.lastIndexOf('/') + 1)));
    return (kind) => wantedKind(kind) ?? (names.has(kind) ? { group: '', keep: CUSTOM_KEEP } : undefined);
}
function listItems(doc, start, lines, out, wants) {
    const items = ITEMS.exec(doc);
    if (!items)
        return false;
    const from = items.index + items[0].length;
    const first = /^( *)(?:#.*|(\S))/gm;
    first.lastIndex = from;
    let f = first.exec(doc);
    while (f && f[2] === undefined)
        f = first.exec(doc);
    if (!f)
        return true; // `items:` and nothing after it
    if (f[2] !== '-' || !/^ *- /.test(doc.slice(f.index, f.index + f[1].length + 2)))
        return false;
    const ind = f[1].length;
    const boundary = new RegExp(`^( {0,${ind}})([^ \\r\\n#])`, 'gm');
    boundary.lastIndex = f.index;
    const starts = [];
    let end = doc.length;
    for (let m = boundary.exec(doc); m; m = boundary.exec(doc)) {
        const next = doc.charCodeAt(m.index + ind + 1);
        if (m[1].length === ind && m[2] === '-' && (next === 32 || next === 10 || next === 13))
            starts.push(m.index);
        else {
            end = m.index;
            break;
        }
    }
    // What follows the items must be the List's own keys, or the layout is not kubectl's.
    const tail = doc.slice(end);
    if (tail.split('\n').some((l) => /^[^ \t\r#]/.test(l) && !TAIL_KEY.test(l)))
        return false;
    const kindRe = new RegExp(`^(?: {${ind}}- | {${ind + 2}})kind:[ \\t]*["']?([A-Za-z0-9]+)`, 'm');
    starts.forEach((s, i) => {
        const item = doc.slice(s, starts[i + 1] ?? end);
        const kind = kindRe.exec(item)?.[1];
        const line = () => lines.lineOf(start + s);
        // `- key: …` (or a lone `-`) becomes an indented mapping; lines do not move.
        const text = `${item.slice(0, ind)} ${item.slice(ind + 1)}`;
        if (kind === undefined) {
            out.chunks.push({ text, line: line() });
            return;
        }
        const wanted = wants(kind);
        if (!wanted || (wanted.mustContain && !item.includes(wanted.mustContain))) {
            out.skipped++;
            return;
        }
        out.chunks.push({ text: reduce(text, ind + 2, wanted), line: line(), kind });
    });
    return true;
}
/**
 * Splits a YAML state file into the chunks worth parsing, without parsing anything: documents at
 * `---`, the items of a `kind: List` at their `- ` lines, each classified by its `kind:` line.
 * Items of other kinds are counted and dropped unread. Anything laid out differently from what
 * kubectl writes is handed on whole, to be read (slowly, but correctly) by the full parser.
 */
function splitState(text, custom) {
    const out = { chunks: [], skipped: 0 };
    const wants = wantsOf(custom);
    const lines = new LineIndex(text);
    if (/^---[ \t]+[^\s#]/m.test(text))
        return { chunks: [{ text, line: 1 }], skipped: 0 };
    const bounds = [];
    let from = 0;
    MARKER.lastIndex = 0;
    for (let m = MARKER.exec(text); m; m = MARKER.exec(text)) {
        bounds.push([from, m.index]);
        from = m.index + m[0].length;
    }
    bounds.push([from, text.length]);
    for (const [s, e] of bounds) {
        const doc = text.slice(s, e);
        if (!/^[ \t]*[^\s#]/m.test(doc))
            continue; // empty, or comments only
        const kind = DOC_KIND.exec(doc)?.[1];
        if (kind === undefined) {
            out.chunks.push({ text: doc, line: lines.lineOf(s) });
        }
        else if (/List$/.test(kind)) {
            if (!listItems(doc, s, lines, out, wants))
                out.chunks.push({ text: doc, line: lines.lineOf(s) });
        }
        else {
            const wanted = wants(kind);
            if (!wanted || (wanted.mustContain && !doc.includes(wanted.mustContain)))
                out.skipped++;
            else
                out.chunks.push({ text: reduce(doc, 0, wanted), line: lines.lineOf(s), kind });
        }
    }
    return out;
}

/** A state file the gate cannot read: where, and why. */
class StateFileError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
        this.name = 'StateFileError';
    }
}

/** Whether an object of a wanted kind is evidence: it carries the label and runs the image wanted. */
function relevant(wanted, value) {
    if (wanted.label && typeof asRecord(asRecord(value.metadata).labels)[wanted.label] !== 'string')
        return false;
    if (!wanted.image)
        return true;
    const containers = asRecord(asRecord(asRecord(value.spec).template).spec).containers;
    const image = wanted.image;
    return Array.isArray(containers) && containers.some((c) => image.test(String(asRecord(c).image ?? '')));
}
const TIME = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.\d+)?Z$/;
/** Creation and condition transition times of one parsed object: the only timestamps trusted. */
function timesOf(value, into) {
    const found = [asRecord(value.metadata).creationTimestamp];
    const conditions = asRecord(value.status).conditions;
    if (Array.isArray(conditions))
        for (const c of conditions)
            found.push(asRecord(c).lastTransitionTime);
    for (const t of found) {
        const m = typeof t === 'string' ? TIME.exec(t) : null;
        if (m)
            into.push(`${m[1]}Z`);
    }
}
/** The object as evidence, or undefined when it is not of a kind (and group) the gate reads. */
function liveObject(value, line, times, custom, exact) {
    if (!isRecord(value) || typeof value.apiVersion !== 'string' || typeof value.kind !== 'string')
        return undefined;
    const slash = value.apiVersion.lastIndexOf('/');
    const group = slash < 0 ? '' : value.apiVersion.slice(0, slash);
    timesOf(value, times);
    const known = wantedKind(value.kind);
    const wanted = known && known.group === group
        ? known
        : custom?.has(`${group}/${value.kind}`)
            ? { keep: CUSTOM_KEEP }
            : undefined;
    if (!wanted || !relevant(wanted, value))
        return undefined;
    const metadata = { ...asRecord(value.metadata) };
    for (const k of CLUSTER_FIELDS)
        delete metadata[k];
    const kept = { apiVersion: value.apiVersion, kind: value.kind, metadata };
    for (const k of wanted.keep)
        if (k !== 'metadata' && k in value)
            kept[k] = value[k];
    return {
        apiVersion: value.apiVersion,
        kind: value.kind,
        group,
        name: typeof metadata.name === 'string' ? metadata.name : '',
        namespace: typeof metadata.namespace === 'string' ? metadata.namespace : '',
        line,
        value: kept,
        ...(exact ? { exact } : {}),
    };
}
/** Deepest nesting of a JSON value, walked without recursion; stops at `limit`. */
function tooDeep(value, limit) {
    const stack = [[value, 1]];
    while (stack.length) {
        const [v, d] = stack.pop();
        if (typeof v !== 'object' || v === null)
            continue;
        if (d > limit)
            return true;
        for (const c of Object.values(v))
            if (typeof c === 'object' && c !== null)
                stack.push([c, d + 1]);
    }
    return false;
}
function readJson(text, times, custom) {
    let doc;
    let exact;
    try {
        ({ value: doc, exact } = parseJsonExact(text));
    }
    catch (err) {
        const msg = err.message;
        const pos = /position (\d+)/.exec(msg)?.[1];
        const line = pos === undefined ? undefined : lineAt$1(text, Number(pos));
        throw new StateFileError(`JSON error: ${msg}`, line);
    }
    const root = Array.isArray(doc)
        ? 'array'
        : isRecord(doc) && typeof doc.kind === 'string' && /List$/.test(doc.kind) && Array.isArray(doc.items)
            ? 'list'
            : 'one';
    const items = root === 'array' ? doc : root === 'list' ? asRecord(doc).items : [doc];
    const objects = [];
    let skipped = 0;
    for (const [i, item] of items.entries()) {
        const o = liveObject(item, 0, times, custom, itemExact(exact, root, i));
        if (!o) {
            skipped++;
            continue;
        }
        if (tooDeep(o.value, DEFAULT_PARSE_LIMITS.maxDepth))
            throw new StateFileError(`item ${i} (${o.kind} ${o.namespace ? `${o.namespace}/` : ''}${o.name}) nests deeper than ${DEFAULT_PARSE_LIMITS.maxDepth} levels`);
        objects.push(o);
    }
    return { objects, skipped };
}
function readYaml(text, file, times, custom) {
    const { chunks, skipped } = splitState(text, custom);
    const objects = [];
    let dropped = skipped;
    for (const chunk of chunks) {
        // The same reader, limits (aliases, depth, expanded size) and YAML 1.1 scalars as the manifests.
        const parsed = parseFile({ path: file, text: chunk.text });
        const problem = parsed.problems[0];
        if (problem)
            throw new StateFileError(problem.message, problem.line + chunk.line - 1);
        for (const obj of parsed.objects) {
            const o = liveObject(obj.value, obj.line + chunk.line - 1, times, custom, obj.exact);
            if (o)
                objects.push(o);
            else
                dropped++;
        }
    }
    return { objects, skipped: dropped };
}
/** `kubectl -o json` output; a flow-style YAML file that JSON.parse refuses is read as YAML. */
function jsonOrFlowYaml(text, file, times, custom) {
    try {
        return readJson(text, times, custom);
    }
    catch (err) {
        if (!(err instanceof StateFileError) || !err.message.startsWith('JSON error'))
            throw err;
        try {
            return readYaml(text, file, times, custom);
        }
        catch {
            throw err;
        }
    }
}
/**
 * Reads a `kubectl get … -o yaml|json` export (a `List`, several documents, or JSON) into evidence.
 * Pure: text in, state out. Kinds the gate does not use (Secrets, ConfigMaps, …) are never
 * constructed, so their data cannot reach a report; custom resources only of the `custom` kinds
 * (`group/kind`: the CRDs the pull request changes). Throws StateFileError with the line.
 */
function readClusterState(text, file, custom) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    if (!body.trim())
        throw new StateFileError('the file is empty', 1);
    // Timestamps come only from the objects read (never from text anywhere in the file, such as a
    // ConfigMap's data that says `creationTimestamp: 2099-…` to make an old export look fresh).
    const times = [];
    const { objects, skipped } = /^\s*[[{]/.test(body)
        ? jsonOrFlowYaml(body, file, times, custom)
        : readYaml(body, file, times, custom);
    const newest = times.length ? times.reduce((a, b) => (b > a ? b : a)) : undefined;
    return { file, objects, skipped, ...(newest ? { newest } : {}) };
}

/** Larger than any export the gate should read in one string (V8 caps strings near 512 MiB). */
const MAX_STATE_FILE = 256 * 1024 * 1024;
const HINT = 'Export it with: kubectl get crd,kafka,kafkanodepool,kafkarebalance,deploy,pods -A -o yaml > state.yaml';
/**
 * `--cluster-state FILE`: the edge that reads the file; a bad file is a usage error (exit 2) with its
 * line. A relative `path` is read from `dir` when given (the action: the workspace); messages and
 * evidence name the file as given. Its commit time is asked of the repository at `repo` (its root),
 * never of whatever repository git would find beside the file.
 */
async function loadClusterState(path, dir, custom, repo = dir ?? '.') {
    const file = dir ? resolve(dir, path) : path;
    let size;
    try {
        const s = await fsPromises().stat(file);
        if (!s.isFile())
            throw new UsageError(`cluster state file ${path} is not a file`, HINT);
        size = s.size;
    }
    catch (err) {
        if (err instanceof UsageError)
            throw err;
        throw new UsageError(`cluster state file ${path} cannot be read (${err.code ?? 'error'})`, HINT);
    }
    if (size > MAX_STATE_FILE)
        throw new UsageError(`cluster state file ${path} is ${(size / 1048576).toFixed(0)} MiB, more than ${MAX_STATE_FILE / 1048576} MiB`, 'Export only the kinds the gate reads (crd, kafka, kafkanodepool, kafkarebalance, deploy, pods), or one namespace.');
    const [text, committed] = await Promise.all([fsPromises().readFile(file, 'utf8'), commitTime(file, repo)]);
    try {
        return { ...readClusterState(text, path, custom), ...(committed ? { committed } : {}) };
    }
    catch (err) {
        if (err instanceof StateFileError)
            throw new UsageError(`cluster state file ${path}${err.line ? `:${err.line}` : ''}: ${err.message}`, HINT);
        throw err;
    }
}
/**
 * The commit time of `file` when git tracks it unchanged (a scheduled job that commits its export):
 * an upper bound of when it was exported. In a shallow clone the oldest fetched commit seems to add
 * every file, so a commit on the shallow boundary says nothing. Git runs against `repo`'s root with
 * an explicit git dir (a folder in the PR that looks like a repository is never used, so its
 * fsmonitor or hooks never run); a file outside `repo`, or any git failure, means no commit time.
 */
async function commitTime(file, repo) {
    const rel = relative(resolve(repo), resolve(file));
    if (!rel || rel.startsWith('..') || isAbsolute(rel))
        return undefined;
    const name = ['--', `:(literal)${rel}`];
    try {
        const [status, log, shallow] = await Promise.all([
            git(repo, ['status', '--porcelain', '--ignored', ...name]),
            git(repo, ['log', '-1', '--format=%ct %H', ...name]),
            git(repo, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow']),
        ]);
        const [seconds, sha] = log.stdout.toString().trim().split(' ');
        if (status.code || log.code || status.stdout.length || !Number(seconds) || !sha)
            return undefined;
        const boundary = await fsPromises()
            .readFile(shallow.stdout.toString().trim(), 'utf8')
            .catch(() => '');
        if (boundary.split('\n').includes(sha))
            return undefined;
        return new Date(Number(seconds) * 1000).toISOString();
    }
    catch {
        return undefined;
    }
}

/**
 * What a run needs once both sides are read: parsing, indexing, deploy units, the rule packs and
 * the engines. Its own chunk in the CLI (rollup.config.mjs), imported by run.ts while git reads the
 * sides' blobs, so compiling it overlaps git's work instead of preceding it.
 */
/** The ids of the rules a config may name. */
const ruleIds = () => registry.map((r) => r.id);
/** Semantic config checks contributed by the rule packs (after the JSON Schema passed). */
const configChecks = [checkTransitions];
const sortedFiles = (s) => [...s.files].sort(byPath);
/**
 * Parses both sides (a text on both sides is parsed once), reads them as deploy units (a unit
 * with the same inputs on both sides is rendered once) and indexes them.
 */
function buildTrees(base, head, config, units, charts, secrets = new Map()) {
    // Path order everywhere, whatever order a source delivered: the report must not depend on it.
    const baseSplit = splitHelmTemplates(sortedFiles(base));
    const headSplit = splitHelmTemplates(sortedFiles(head));
    const plan = unreadPlan(base, head, config);
    // Fetched charts bring CRDs no file shows: every custom resource may be one of theirs.
    const parsed = parseSides(baseSplit.yaml, headSplit.yaml, charts ? { ...plan, minFiles: Infinity } : plan);
    const opts = {
        deployUnits: config.deployUnits,
        ...units,
        cache: new Map(),
        secrets,
        ...(units.left?.size && [...configKinds(config.transitions)].every((k) => units.leftFor?.has(k))
            ? { leaveUnrendered: leaveUnrendered([parsed.base, parsed.head], config.deployUnits, units.left) }
            : {}),
    };
    let unrenderedUnits;
    const read = (snap, files) => {
        const reading = readUnits(files, snap.files, opts, snap.bytes);
        if (reading.kustomizeUnits.unrendered)
            unrenderedUnits = reading.kustomizeUnits;
        return reading;
    };
    const [baseReading, headReading] = [read(base, parsed.base), read(head, parsed.head)];
    // The CRDs of the charts the change touches, fetched at the edge (charts/install.ts).
    const fromCharts = chartObjects(baseReading, headReading, charts);
    const tree = (snap, files, helmNotes, reading, extra) => buildTree(snap, files, [], {
        ...reading,
        objects: extra.length ? [...reading.objects, ...extra] : reading.objects,
        unrendered: [...helmNotes, ...reading.unrendered],
    });
    const unread = parsed.unread ? { unread: parsed.unread } : {};
    const baseTree = tree(base, parsed.base, baseSplit.notes, baseReading, fromCharts.base);
    const headTree = tree(head, parsed.head, headSplit.notes, headReading, fromCharts.head);
    const left = unrenderedUnits ? { unrenderedUnits } : {};
    return { base: { ...baseTree, ...unread, ...left }, head: { ...headTree, ...unread, ...left } };
}
/**
 * From how many unchanged files (or kustomize units) on some may stay unparsed (unrendered):
 * `fallback`, or `UPGRADE_GATE_UNREAD_MIN=n` for both (0: whatever the count; bench/json-snapshot.mjs
 * compares the reports).
 */
function unreadMin(fallback) {
    const forced = process.env.UPGRADE_GATE_UNREAD_MIN;
    return forced !== undefined && /^\d+$/.test(forced) ? Number(forced) : fallback;
}
/** How unchanged files may be left unparsed (index/unread.ts). */
function unreadPlan(base, head, config) {
    const kustomization = (s) => s.files.some((f) => KUSTOMIZATION_FILE.test(f.path));
    return {
        minFiles: unreadMin(UNREAD_MIN_FILES),
        config: { kinds: configKinds(config.transitions), crdFile: configCrdFiles(config) },
        hasKustomization: kustomization(base) || kustomization(head),
    };
}
/**
 * The CRD files the config names, always read: those under `crd.sources`, and every one when a
 * waiver may apply to a CRD's own finding (one on a crd/ or input/ rule, or a rule glob).
 */
function configCrdFiles(config) {
    if (config.waivers.some((w) => /[*?[{]|^(crd|input)\//.test(w.rule)))
        return () => true;
    return config.crd.sources.length ? picomatch()([...config.crd.sources], { dot: true }) : () => false;
}
/**
 * The base paired with itself, each object marked `changed` where the change edits it: rules that
 * look only at what changed look at the same objects, on the base, as in the run itself.
 */
function baselinePairs(base, pairs) {
    const edited = new Set(pairs.flatMap((p) => (p.status === 'changed' && p.base ? [p.base] : [])));
    return pairTrees(base, base).map((p) => ({
        ...p,
        status: p.base && edited.has(p.base) ? 'changed' : 'unchanged',
    }));
}
/** The pure part of a run: two snapshots and a config in, a result out. */
function evaluateSnapshots(base, head, config, facts, engines = {}, units = {}) {
    const secrets = new Map();
    const trees = buildTrees(base, head, config, units, facts.charts, secrets);
    const analyses = { ...crdAnalyses, ...strimziAnalyses, ...transitionAnalyses, ...chartAnalyses };
    const ctx = createContext({ ...trees, pairs: pairTrees(trees.base, trees.head), config, facts, engines }, analyses);
    // What the base says of itself, read as this run read it: a finding it also gives is already present.
    const baseline = () => createContext({
        base: trees.base,
        head: trees.base,
        pairs: baselinePairs(trees.base, ctx.pairs),
        config,
        facts,
        engines,
    }, analyses);
    const labels = { base: base.label, head: head.label };
    const result = withCauses(withPlan(evaluateRules(registry, ctx, labels, baseline), ctx));
    // A value a Flux postBuild took from a Secret judges its object, never shows in a message.
    return secrets.size ? { ...result, findings: redactSecrets(result.findings, secrets) } : result;
}
/**
 * The kustomize renderer, per `render:` (a missing binary with `render: kustomize` is a usage
 * error), with the units of both sides rendered ahead, several at a time.
 */
async function unitEngines(config, base, head, charts) {
    if (config.render === 'off')
        return { why: 'render: off' };
    const bin = findKustomize();
    if (!bin && config.render === 'kustomize')
        throw new UsageError('render: kustomize, but neither kustomize nor kubectl is on PATH', 'Install kustomize (or kubectl), or set render: auto to read kustomizations without it.');
    if (!bin)
        return { why: 'neither kustomize nor kubectl is on PATH' };
    const plan = planRenders([base, head], config.deployUnits);
    const leftFor = configKinds(config.transitions);
    const left = plan.shared.size >= unreadMin(UNRENDERED_MIN_UNITS)
        ? unitsToLeave(plan, [
            ...kindsOfChangedCrds(base.files, head.files),
            ...leftFor,
            ...chartCrdKinds(charts),
        ])
        : new Set();
    const ahead = [...plan.tasks.values()].filter((t) => !left.has(t.key));
    const budget = new RenderBudget(config.renderBudget);
    const renderer = kustomizeRenderer(bin, await prerender(bin, ahead, budget), budget);
    return { renderer, ...(left.size ? { left, leftFor } : {}) };
}
/** Loads the CEL engine (and its protobuf runtime) only when some file has CEL validation rules. */
async function loadEngines(base, head) {
    const mentions = (s) => s.files.some((f) => f.text.includes('x-kubernetes-validations'));
    if (!mentions(base) && !mentions(head))
        return {};
    // One after the other: both share the CEL runtime's modules.
    const { celProblems } = await import('./chunk-cel.js').then(function (n) { return n.f; });
    const { celRuleJudge } = await import('./chunk-cel-implies.js');
    const { checkRule } = await import('./chunk-cel-compile.js');
    return { cel: celProblems, celRule: celRuleJudge(), celCompile: checkRule };
}

var evaluation = /*#__PURE__*/Object.freeze({
    __proto__: null,
    changedCrdKinds: changedCrdKinds,
    configChecks: configChecks,
    evaluateSnapshots: evaluateSnapshots,
    loadClusterState: loadClusterState,
    loadEngines: loadEngines,
    parseReleasesFile: parseReleasesFile,
    registry: registry,
    ruleIds: ruleIds,
    unitEngines: unitEngines
});

const USAGE = 'Usage: upgrade-gate plan --from OP/KAFKA[/METADATA] --to OP/KAFKA[/METADATA] [--mermaid] [--format text|json]';
const EXAMPLE = 'Example: upgrade-gate plan --from 0.38.0/3.6.0 --to 1.2.0/4.3.1, or --from 1.1.0/4.2.0/4.2-IV1 --to 1.2.0/4.3.1/4.3-IV0';
/** `OP/KAFKA[/METADATA]`: `0.45.0/3.9.0`, `1.1.0/4.2.0/4.2-IV1` (a metadata version as `4.2` or `4.2-IV1`). */
function state(flag, v) {
    const m = /^v?(\d+\.\d+\.\d+)\/(\d+\.\d+\.\d+)(?:\/(\d+\.\d+(?:-IV\d+)?))?$/.exec(v ?? '');
    if (!m)
        throw new UsageError(`--${flag} ${v ?? ''}: expected OPERATOR/KAFKA[/METADATA], e.g. 0.38.0/3.6.0`, EXAMPLE);
    if (m[3] && !resolveMetadata(m[3]))
        throw new UsageError(`--${flag} ${v}: ${m[3]} is not a Kafka metadata version the bundled data knows`, EXAMPLE);
    return { operator: m[1], kafka: m[2], ...(m[3] ? { metadata: m[3] } : {}) };
}
/**
 * The target state: a metadata version configured on --from and not named on --to follows Kafka to
 * its default ("if configured, update the metadataVersion", proc-upgrade-kafka-kraft.adoc@1.2.0:99).
 */
function target(from, to) {
    if (!from.metadata || to.metadata)
        return to;
    const r = releaseData().release(to.operator);
    const metadata = r && defaultMetadata(r, to.kafka);
    return metadata ? { ...to, metadata } : to;
}
/** The plan as printed: numbered steps, or the plan object (the report's `plan`) with --format json. */
function render(plan, format, mermaid) {
    if (format === 'json')
        return `${JSON.stringify(plan, null, 2)}\n`;
    const lines = [
        plan.title,
        ...(plan.note ? [plan.note] : []),
        ...plan.steps.map((s, i) => `${i + 1}. ${s}`),
    ];
    if (mermaid && plan.mermaid)
        lines.push('', '```mermaid', plan.mermaid, '```');
    return `${lines.join('\n')}\n`;
}
/** `upgrade-gate plan --from OP/KAFKA[/METADATA] --to OP/KAFKA[/METADATA]`: the fewest safe PRs. */
async function runPlanCommand(argv) {
    let values;
    try {
        values = parseArgs({
            args: argv,
            options: {
                from: { type: 'string' },
                to: { type: 'string' },
                mermaid: { type: 'boolean' },
                format: { type: 'string' },
            },
        }).values;
    }
    catch (err) {
        throw new UsageError(err.message, USAGE);
    }
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new UsageError(`--format ${format}: must be text or json`, USAGE);
    const from = state('from', values.from);
    const plan = planUpgrade(from, target(from, state('to', values.to)));
    if ('error' in plan)
        throw new UsageError(`no plan: ${plan.error}`);
    process.stdout.write(render(plan, format, values.mermaid === true));
    return 0;
}

var planCommand = /*#__PURE__*/Object.freeze({
    __proto__: null,
    runPlanCommand: runPlanCommand
});

export { CORE_SCHEMA as C, DEFAULT_KUBERNETES_MINOR as D, JSON_SCHEMA as J, KUSTOMIZATION_FILE as K, QUANTITY_RE as Q, lineOfPath as a, load as b, chartChanges as c, locationKey as d, KUSTOMIZATION_TYPE as e, isScalar as f, mapValues as g, compatibilityMinor as h, intOrString as i, jsonOf as j, kubernetesMinor as k, loadAll as l, maxElements as m, namedRepositories as n, fieldSchema as o, parseFile as p, anywhere as q, re2Program as r, selectField as s, trusted as t, show as u, registry$1 as v, evaluation as w, planCommand as x };
