import { createRequire as __createRequire } from 'node:module';
const __require = __createRequire(import.meta.url);
const { workerData } = __require("node:worker_threads");
const { createRequire } = __require("node:module");

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
new Schema([
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

/**
 * Node built-ins a run needs only sometimes, loaded when first used: a run that never spawns a
 * process or starts a thread does not load `child_process` (with `net`, `dgram`) or
 * `worker_threads`, nothing loads `fs/promises` (with `readline`), and a run that hashes nothing
 * does not load `crypto` (49 internal modules, ~7 ms: most runs decide what changed without a
 * digest, src/index/same-content.ts). Loaded with `require`, which
 * hands over the module object as it is: an ESM `import` of a built-in builds its namespace, and
 * so reads every export, lazy ones included. (`process.getBuiltinModule` would do, from Node 22.3;
 * `engines` allows 22.0.)
 */
const load = createRequire(import.meta.url);
/**
 * A module required on first use and kept: a built-in, or a package the bundles require from a file
 * beside them (re2js, semver, picomatch: their loaders say why; every bundle is in dist/, so a
 * `./x.cjs` specifier resolves there). A digest per object calls {@link crypto} thousands of times.
 */
function requiredOnce(specifier) {
    let module;
    return () => (module ??= load(specifier));
}
const crypto = requiredOnce('node:crypto');

const PATH_SEP = '\u001f';

/** A plain object (not null, not an array): what a YAML or JSON mapping constructs to. */
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

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
 * Replaces the markers of a built document by their nearest doubles, in place, and returns the
 * table of their exact values (a node reached through several aliases is entered once per path).
 */
function takeExact(doc) {
    if (doc instanceof ExactInt)
        return { value: Number(doc.value), exact: new Map([['', doc.value]]) };
    const found = collect(doc, new Map());
    return found.length ? { value: doc, exact: new Map(found) } : { value: doc };
}
function collect(node, seen) {
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
            for (const [p, v] of collect(child, seen))
                out.push([k + PATH_SEP + p, v]);
    }
    return out;
}
/**
 * The entries of a table under a key prefix (`items<SEP>3`), relative to it: an item of a
 * `kind: List`. Undefined when none is.
 */
function exactUnder(exact, prefix) {
    return undefined;
}
/** A document with its table of exact integers when it has one (most have none: no key at all). */
function withExact(doc, exact) {
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
            const ints = exactUnder();
            out.push(makeObject(file, item, own, own.get('')?.line ?? line, ints));
        });
        return out;
    }
    return [makeObject(file, value, positions, line, exact)];
}

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
function lineAt(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
        line++;
    return line;
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
                mark: { line: lineAt(text, p.offset) - 1 },
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
    const read = readJson(text, lim);
    if (!read)
        return undefined;
    const positions = new Map();
    const line = lineAt(text, read.rootStart);
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
function readJson(text, lim) {
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
        docs.push(withExact({ value, line: docLine, positions }, read.exact));
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
/**
 * A reading in a form `postMessage` can clone: event positions over the whole text go as their
 * ints (and their buffers in `transfer`), any other positions (a full scan's map, the parts of a
 * file read after a syntax error) as a map.
 */
function toWire(text, reading, transfer) {
    const length = parsedText(text).length;
    const docs = reading.docs.map((d) => {
        if (d.positions instanceof EventPositions) {
            const ints = d.positions.ints;
            if (ints.lineOffset === 0 && ints.textLength === length) {
                transfer.push(ints.ev.buffer);
                return withExact({ value: d.value, line: d.line, ints }, d.exact);
            }
        }
        return withExact({ value: d.value, line: d.line, map: new Map(d.positions) }, d.exact);
    });
    return { docs, problems: reading.problems };
}

// A parse worker thread (dist/parse-worker.js): reads the files it is given as the main thread
// would (readFileText), sends the readings back on its port in one message, then raises its flag.
const { files, port, done } = workerData;
const transfer = [];
const wires = files.map((f) => toWire(f.text, readFileText(f, {}, f.defaults), transfer));
port.postMessage(wires, transfer);
port.close();
Atomics.add(done, 0, 1);
Atomics.notify(done, 0);
