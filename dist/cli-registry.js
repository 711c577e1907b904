import { createRequire as __createRequire } from 'node:module';
const __require = __createRequire(import.meta.url);
const { createHash } = __require("node:crypto");
import { P as PATH_SEP, p as pathKey, S as Schema, s as strTag, n as nullCoreTag, b as boolCoreTag, m as mergeTag, d as defineScalarTag, N as NOT_RESOLVED, a as defineMappingTag, c as mapTag, e as defineSequenceTag, f as EVENT_ID, C as COLLECTION_STYLE, g as SCALAR_STYLE, l as lineAt$1, h as constructFromEvents, i as CHOMPING_MODE, j as getScalarValue, k as STRIDE, o as meta, L as LineIndex, E as EventPositions, q as parseEvents, r as measureDocument, t as scanDocument, A as API_LIMITS, D as DEFAULT_PARSE_LIMITS, u as lineOf, v as objectRef, w as whereOf, x as stateOptions } from './cli-config.js';
const { posix } = __require("node:path");
import { c as compareDotted, r as resolveMetadata, f as formatChangesBetween, a as compareMetadata, F as FEATURE_GATES, i as isSupported, U as UPGRADE_STOPS } from './cli-stops.js';
import { b as getDefaultExportFromCjs } from './cli-cli-main.js';

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

/** A plain object (not null, not an array): what a YAML or JSON mapping constructs to. */
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The value when it is a plain object, else an empty one: for walking untyped YAML and JSON. */
const asRecord = (v) => (isRecord(v) ? v : {});
/**
 * The value at a path of mapping keys and sequence indexes, undefined when any step is missing
 * (only own keys of mappings; a key never indexes a sequence, an index never a mapping).
 */
function valueAt(value, path) {
    let cur = value;
    for (const step of path) {
        if (cur === null || typeof cur !== 'object')
            return undefined;
        if (Array.isArray(cur)) {
            if (typeof step !== 'number')
                return undefined;
            cur = cur[step];
        }
        else {
            if (!Object.prototype.hasOwnProperty.call(cur, step))
                return undefined;
            cur = cur[step];
        }
    }
    return cur;
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
    const h = createHash('sha1').update(JSON.stringify(value) ?? '');
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
/** The kinds of {@link isClusterScoped}, sorted. */
const clusterScopedKinds = () => [...CLUSTER_SCOPED].sort();
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
        out.push({ key: come.key, base: b, head: h, status: b.digest === h.digest ? 'unchanged' : 'changed' });
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
        const status = !b ? 'added' : !h ? 'removed' : b === h || b.digest === h.digest ? 'unchanged' : 'changed';
        pairs.push({ key, base: b, head: h, status });
    }
    return pairAcrossUnits(pairs);
}

const keyOf = (group, kind) => `${group}/${kind}`;
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
/** Validates an object as if written in `version` of `crd`, each version once. */
function validator(obj, crd, ctx) {
    const seen = new Map();
    return (version) => {
        let got = seen.get(version);
        if (!got) {
            const apiVersion = `${crd?.group ?? obj.group}/${version}`;
            const as = { ...obj, version, apiVersion, value: { ...obj.value, apiVersion } };
            got = crd && crd.versions.some((v) => v.name === version && v.served) ? checkOf(as, crd, ctx) : [];
            seen.set(version, got);
        }
        return got;
    };
}
function check$1(obj, crd, ctx, where, live) {
    const problems = checkOf(obj, crd, ctx, live ? undefined : ctx.base.byKey.get(objectKey(obj)));
    const head = validator(obj, crd, ctx);
    // Copies of one CRD under one name are one CRD here: the first copy on base.
    const base = ctx.analyses.crdsByKind.base.get(keyOf(crd.group, String(crd.names.kind ?? '')))?.[0];
    // In its own version the object's problems are the ones already found (no second validation).
    const asVersion = (v) => (v === obj.version ? problems : head(v));
    return { where, live, version: obj.version, problems, asVersion, onBase: validator(obj, base, ctx) };
}
/** The changed CRDs of the run (on the head side), by `group/kind`. */
function changedCrds$1(ctx) {
    const out = new Map();
    for (const p of ctx.analyses.crdPairs)
        if (p.head && p.pair.status !== 'unchanged')
            out.set(keyOf(p.head.group, String(p.head.names.kind ?? '')), p.head);
    return out;
}
function checkedObjects(ctx) {
    const changed = changedCrds$1(ctx);
    const out = new Map();
    const push = (crd, o) => out.set(crd.name, [...(out.get(crd.name) ?? []), o]);
    if (!changed.size)
        return out;
    for (const obj of ctx.head.objects) {
        const crd = isCrd(obj) ? undefined : changed.get(keyOf(obj.group, obj.kind));
        if (crd)
            push(crd, check$1(obj, crd, ctx, `${obj.file}:${obj.line}`, false));
    }
    const state = ctx.facts.clusterState;
    for (const o of state?.objects ?? []) {
        const crd = changed.get(keyOf(o.group, o.kind));
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
function under$1(path, field) {
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
        const mine = o.asVersion(c.version).filter((pr) => under$1(pr.path, c.field));
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

/*!
* re2js
* RE2JS is the JavaScript port of RE2, a regular expression engine that provides linear time matching
*
* @version v2.10.0
* @author Oleksii Vasyliev
* @homepage https://github.com/le0pard/re2js#readme
* @repository [object Object]
* @license MIT
*/
// src/RE2Flags.js
var RE2Flags = class RE2Flags {
	static FOLD_CASE = 1;
	static LITERAL = 2;
	static CLASS_NL = 4;
	static DOT_NL = 8;
	static ONE_LINE = 16;
	static NON_GREEDY = 32;
	static PERL_X = 64;
	static UNICODE_GROUPS = 128;
	static WAS_DOLLAR = 256;
	static LOOKBEHIND = 512;
	static MATCH_NL = RE2Flags.CLASS_NL | RE2Flags.DOT_NL;
	static PERL = RE2Flags.CLASS_NL | RE2Flags.ONE_LINE | RE2Flags.PERL_X | RE2Flags.UNICODE_GROUPS;
	static POSIX = 0;
	static UNANCHORED = 0;
	static ANCHOR_START = 1;
	static ANCHOR_BOTH = 2;
};
// src/PublicFlags.js
/**
* Public flags for RE2JS and RE2Set compilation.
*/
const PublicFlags = {
	CASE_INSENSITIVE: 1,
	DOTALL: 2,
	MULTILINE: 4,
	DISABLE_UNICODE_GROUPS: 8,
	LONGEST_MATCH: 16,
	LOOKBEHINDS: 512
};
// src/Codepoint.js
/**
* Various constants and helper for unicode codepoints.
*/
const ASCII_SIZE = 128;
const ASCII_TO_UPPER = new Int32Array(ASCII_SIZE);
const ASCII_TO_LOWER = new Int32Array(ASCII_SIZE);
const MAX_BMP = 65535;
for (let i = 0; i < ASCII_SIZE; i++) {
	if (i >= 97 && i <= 122) ASCII_TO_UPPER[i] = i - 32;
	else ASCII_TO_UPPER[i] = i;
	if (i >= 65 && i <= 90) ASCII_TO_LOWER[i] = i + 32;
	else ASCII_TO_LOWER[i] = i;
}
var Codepoint = class {
	static CODES = Object.freeze({
		"\x07": 7,
		"\b": 8,
		"	": 9,
		"\n": 10,
		"\v": 11,
		"\f": 12,
		"\r": 13,
		" ": 32,
		"\"": 34,
		$: 36,
		"&": 38,
		"'": 39,
		"(": 40,
		")": 41,
		"*": 42,
		"+": 43,
		"-": 45,
		".": 46,
		0: 48,
		1: 49,
		2: 50,
		3: 51,
		4: 52,
		5: 53,
		6: 54,
		7: 55,
		8: 56,
		9: 57,
		":": 58,
		"<": 60,
		">": 62,
		"?": 63,
		A: 65,
		B: 66,
		C: 67,
		F: 70,
		P: 80,
		Q: 81,
		U: 85,
		Z: 90,
		"[": 91,
		"\\": 92,
		"]": 93,
		"^": 94,
		_: 95,
		"`": 96,
		a: 97,
		b: 98,
		f: 102,
		i: 105,
		m: 109,
		n: 110,
		r: 114,
		s: 115,
		t: 116,
		v: 118,
		x: 120,
		z: 122,
		"{": 123,
		"|": 124,
		"}": 125
	});
	static toUpperCase(codepoint) {
		if (codepoint < ASCII_SIZE) return ASCII_TO_UPPER[codepoint];
		const s = String.fromCodePoint(codepoint).toUpperCase();
		const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (s.length > expectedLen) return codepoint;
		const sOrigin = String.fromCodePoint(s.codePointAt(0)).toLowerCase();
		const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
		return s.codePointAt(0);
	}
	static toLowerCase(codepoint) {
		if (codepoint < ASCII_SIZE) return ASCII_TO_LOWER[codepoint];
		const s = String.fromCodePoint(codepoint).toLowerCase();
		const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (s.length > expectedLen) return codepoint;
		const sOrigin = String.fromCodePoint(s.codePointAt(0)).toUpperCase();
		const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
		return s.codePointAt(0);
	}
};
// src/UnicodeRangeTable.js
var UnicodeRangeTable = class {
	/**
	* @param {Uint32Array | number[]} data
	* @param {boolean} isStride1
	*/
	constructor(data, isStride1 = false) {
		this.data = data;
		this.isStride1 = isStride1;
		this.SIZE = isStride1 ? 2 : 3;
	}
	getLo(index) {
		return this.data[index * this.SIZE];
	}
	getHi(index) {
		return this.data[index * this.SIZE + 1];
	}
	getStride(index) {
		return this.isStride1 ? 1 : this.data[index * this.SIZE + 2];
	}
	get length() {
		return this.data.length / this.SIZE;
	}
};
// src/UnicodeTables.js
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";
const B64_MAP = /* @__PURE__ */ new Uint8Array(256);
for (let i = 0; i < 64; i++) B64_MAP[B64.charCodeAt(i)] = i;
const decodeVLQ = (str) => {
	const res = [];
	let value = 0;
	let shift = 0;
	for (let i = 0; i < str.length; i++) {
		const digit = B64_MAP[str.charCodeAt(i)];
		value |= (digit & 31) << shift;
		if ((digit & 32) === 0) {
			res.push(value);
			value = 0;
			shift = 0;
		} else shift += 5;
	}
	return res;
};
const decodeRanges = (str, isStride1) => {
	const res = decodeVLQ(str);
	const numRanges = isStride1 ? res.length / 2 : res.length / 3;
	const out = new Uint32Array(numRanges * 3);
	let current = 0;
	let resIdx = 0;
	for (let i = 0; i < numRanges; i++) {
		current += res[resIdx++];
		out[i * 3] = current;
		current += res[resIdx++];
		out[i * 3 + 1] = current;
		out[i * 3 + 2] = isStride1 ? 1 : res[resIdx++];
	}
	return out;
};
const decodeOrbit = (str) => {
	const res = decodeVLQ(str);
	const map = /* @__PURE__ */ new Map();
	let currentKey = 0;
	for (let i = 0; i < res.length; i += 2) {
		currentKey += res[i];
		const zz = res[i + 1];
		const delta = zz >>> 1 ^ -(zz & 1);
		map.set(currentKey, currentKey + delta);
	}
	return map;
};
var LazyMap = class {
	constructor(initializer) {
		this.initializer = initializer;
		this.cache = /* @__PURE__ */ new Map();
	}
	has(key) {
		return Object.hasOwn(this.initializer, key);
	}
	get(key) {
		if (this.cache.has(key)) return this.cache.get(key);
		const val = this.has(key) ? this.initializer[key]() : null;
		this.cache.set(key, val);
		return val;
	}
};
var UnicodeTables = class {
	static _CASE_ORBIT = null;
	static get CASE_ORBIT() {
		if (!this._CASE_ORBIT) this._CASE_ORBIT = decodeOrbit("rCgCIgCY+rQI4QiCuuBLgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCCgCBgCBgCBgCBgCBgCBgCB+7OB-BB-BB-BB-BB-BBskQB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BC-BB-BB-BB-BB-BB-BB-BByHBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBxHBCBBBCBBBCBBB3SBmMBkNBCBBBCBBB8MBCBBB6MB6MBCBBC+EB0MB2MBCBBB6MB+MBiGBmNBiNBCBBBmKBikzCBmNBqNBkIBsNBCBBBCBBBCBBB0NBCBBB0NDCBBB0NBCBBByNByNBCBBBCBBB2NBCBBDCBBCwDFCBCBDBCBCBDBCBCBDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB9EBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBCBDBCBBBhGBvDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBjICCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBH2iVBCBBBlKBwiVB+jVB+jVBCBBBlMBqEBuEBCBBBCBBBCBBBCBBBCBBB+hVB4hVB8hVBjNB7MC5MB5MCzMC1MB+0yCE5MB20yCC9MBu2yCBwyyCBo0yCChNBlNBo0yCBu-UBi0yCDlNC6-UBpNDrNIu+UDzNCm0yCBzNE0yyCBzNBpEBxNBxNBtEG1NLqxyCBkxyCnFoFrBCBBBCBBDCBBEkIBkIBkICoHHsCCqCBqCBqCCgEC+DB+DBmkOBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCC+BBgCBgCBgCBgCBgCBgCBgCBgCBrCBpCBpCBpCBmjOB-BB8BB-BB-BBgEB-BB-BByBBqgOBsDB-BBtwBB-BB-BB-BBsBBgDBCB-BB-BB-BBeB-BB-BB61OB-BB-BB-DB9DB9DBQB7DBmCE9CBrDBPBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBrFB-EBOBnHB3FB-FCCBBBNBCBBCjIBjIBjIBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB8kMB-BB6kMB-BB-BB-BB-BB-BB-BB-BB-BB-BBokMB-BB-BBkkMBkkMB-BB-BB-BB-BB-BB-BB-BB4jMB-BB-BB-BB-BB-BB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EBCBBBCBoiMBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBJCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBeBCBBBCBBBCBBBCBBBCBBBCBBBCBBBdBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDL-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-C64CgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOCgmOGgmODg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FDg8FBg8FBg8FhVg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBQBQBQBQBQBQDPBPBPBPBPBPjkC7mMB5mMBnmMBjmMBCBlmMB3lMBpiMBk8kCBCBBG-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FD-7FB-7FB-7F6FoglCEsuHRwjlCyDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCB0DBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBG1DD97OCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPEQCQCQCQCPCPCPCPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPB0EB0EBsFBsFBsFBsFBoGBoGBgIBgIBgHBgHB8HB8HDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQCSFPBPBzEBzEBRCxnOFSFrFBrFBrFBrFBREQBQClkOFPBPBnGBnGFQBQCljOCODPBPB-GB-GBNHSF-HB-HB7HB7HBRqJ53OE9tQBrmQH4Bc3BSgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfECBByZ0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzB34BgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CBCBBBt-UBruHBt+UB1iVBviVBCBBBCBBBCBBB3hVB5-UB9hVB7hVCCBBCCBBI9jVB9jVBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBICBBBCBBECBBN-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOC-lOG-lOzoeCBBBCBBBCBBBCBBBCBBBCBl8kCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBTCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBnECBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBKCBBBCBBBnglCBCBBBCBBBCBBBCBBBCBBECBBBvyyCDCBBBCBBBgDCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBn0yCB90yCB10yCBh0yCBn0yCCjxyCBzyyCBpxyCBg6BBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB-CBl0yCBvjlCBCBBBCBBBt2yCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBhkzCZCBB9a-5Bd-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCm6TCBB7gBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCH-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BmlBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvChDwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCFvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvC1DuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCCuCBuCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCCtCBtCk2BgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEO-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-D+CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCL-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-B74CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhrVgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BD1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BtxekCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjC");
		return this._CASE_ORBIT;
	}
	static _Print = null;
	static get Print() {
		if (!this._Print) this._Print = new UnicodeRangeTable(decodeRanges("hB9CBjBLBCpWBDFBFGBCCCBSBCsMBClBBDxBBDCBC2BBJaBFFBSVBC-FBCvBBD6BBDkDBP6BBDwBBDOBCbBDCCBJBGfBIqCBCgFBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYBDCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPBLCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGBCCBCHBDBBDVBCGBCBBCEBDIBDBBDCBICBFBBCEBDRBLBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBGMBCCBCWBCPBDIBCCBCDBIBBCCBCBBDDBDJBIVBCCBCWBCJBCEBDIBCCBCDBIBBGCBCDBDJBCCBNMBCCBCyBBCCBCFBFPBDZBCCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBN5BBFcBmBBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDBhBnCBCjBBFmBBCjBBCOBCMBmBlGBCGGD4LBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBH1CBDFBD-TBCbBE4CBIVBKXBKTBNMBCCBCBBN9CBDJBHJBHNBCKBH4CBIqBBGlCBLeBCLBFLBFEEBoBBDEBMrBBFZBHKBE9BBDgCBCcBDKBHJBHNBDtBBDLBVsCBClFBJ7BBEOBE9BBGqBBDKBJqBBG1QBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBSXBJuBBSBBDaBCMBEhBBPgBBQrEBF5UBXKBWz4BBD9LBGsBBCGGD3BBIBBPXBKGBCGBCGBCGBCGBCGBCGBCGBC9DBjBZBC4CBN1GBbPBC+BBC1CBDmDBGqBBC9CBC1CBKvBBCszcBE2BBK7KBV3FBJ8GBV7BBEJBH3BBJlCBJLBHzDBMdBEtCBCKBFgBBC2BBKNBDJBDmDBZbBLFBDFBDFBKGBCGBC7BBF9DBDJBHj9KBNWBFwBBloItLBDpDBnBGBNEBGZBCEBCCCBCCBCCBoUBhBpBBHyBBCSBCDBFEBCmEBF9FBEFBDFBDFBDCBEGBCGBOBBDLBCZBCSBCBBCOBDNBjB6DBGCBFsBBE3CBCMBEwBwBBsBBjEcBEwBBQbBFjBBKdBGqBBGdBCkBBFNBrB9EBDJBHjBBFjBBFnBBJzBBMLBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBCnCBJIBxBSBCBBGgBBEaBGaBnB3BBFTBDxBBCBBGHBCCBCcBDCBFJBIIBI-BBhBmBBFLBK1BBEcBDaBGZBIDBNGBxCoCB4ByBBOyBBItBBJJBHlBBEcBJBBxGeBCpBBCCBDBBRFBJIBiBtBBJpBBXZBnBbBVWBKtCBFjBBK9BBCEBOYBIJBH0BBCRBJmBBK-CBCTBMRBCuBB-BGBCCCBCBCOBCKBH6BBGJBHDBCHBDBBDVBCGBCBBCEBCJBDBBDCBDHHGGBDGBEEBMJBCDDClBBCJBCDDCDBCJBCBBJBBe7CBCEBfnCBJJBnF1BBDlBBjBkCBMJBHMBU5BBHJBHTBdaBDOBFWB6F7BBlDyCBNHBDDDBGBCBBCdBCBBDLBKJBnCHBDtBBDKBcnCBJyCBOoCBIJB3CHB5ChBBPJBHIBCsBBCNBLcBEfBDVBCNBqCGBCBBCrBBECCBCCBHBJJBHFBCBBCkBBCBBCFBIJBHrBBFJB3HYBIQBCoBBEcB2CQQBwBBO6cBnDuDBCEBMjGBtyCiDBOvhBBRVBL68DBGmSB61G5BBn2B4RBIeBCJBFwCBCJBHdBDFBLlCBLJBCGBCUBGSBxN5BBnG6CBGYBDYBtBqCBF4BBIQBhCEBMGBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBDDBh7D8HBEzNBHWBQQBQtBBDWBKzDB9B1HBLmBBDpCBJvDBWlCB7DTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBD9VBQEBCOBxiBeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBENBDJBFBBhKeBS5BBGxOxOBoBB3GqBBFhGhGBdBCVBJBBhHGBCDBCBBCOBCkGBDPBqBrCBFJBFBByYjCBtC8BBjGDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBBvIrBBFjDBNOBDOBCOBCkBBLtFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBmgB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIBnkzVvHB", false));
		return this._Print;
	}
	static CATEGORIES = new LazyMap({
		C: () => new UnicodeRangeTable(decodeRanges("AfBgDgBBOrWrWBHHBCBICCVuMuMnBBBzBBBE4B4BBGBcDBHQBXhGhGxBBB8BBBmDNB8BBByBBBQddBCCMEBhBGBsCiFiFJBBDBBXIICCBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBPMMBEB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKMMBDBbEByBPBDBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCB-FCBHBBHBBHBBECBIIIBLBDBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIB-BGGBLBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMBxhBPBXJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBF-6DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBrCHBxDUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIlkzVBxHvw-FB", false)),
		Cc: () => new UnicodeRangeTable(decodeRanges("AfgDgB", true)),
		Cf: () => new UnicodeRangeTable(decodeRanges("tFzqBzqBBEBXhGhGyBhMhMBxCxCs5D9-B9-BBDBbEByBEBCJBw03B6H6HBBBimEQQj7IPBhjiBDBwmFHBn0rYffB+CB", false)),
		Cn: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBDBvzIBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-BB---BBB---BBB", false)),
		Co: () => new UnicodeRangeTable(decodeRanges("gg4B-nGh4hc9--BD9--B", true)),
		Cs: () => new UnicodeRangeTable(decodeRanges("gg2B--B", true)),
		L: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICCiEEBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoCaBFDBuBqBBkBBBCiDBCQQBIIBLLBBBDRRCdBe4CBMZZBfBKBBFGGBUBFKKEYYBXBIKBGXBCGBRpBB7B1BBETTIJBQPBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNGB7BBBCCCBDBCXBCCCBIBCBBKDDBDBCWWBCBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNSSBkBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBkBFFkC4CBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBzC+C+CBtBBSHB3BdBOBBLrBBbjBBqBCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBhC1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBF1B1BB8zC8zCBjHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBxC2O2OBrBrBBDBGBBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBReBDlCByBIBDmDBDxCBVQBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBdRRBDBCJBLEBCoBBYCBCHBVWBEEEBwBBCEEBDDBDBDCCZCBDKBICBNFBDFBDFBKGBCGBCqBBCNBHyDBej9KBNWBFwBBloItLBDpDBnBGBNEBGCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBxB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOjBBnBbBKWB7HpBBHBBRFB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB1D-BBgBHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBqBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBGjCjCBLBhCBBCPPBNNB0mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBn7F0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFBmI9BBzEsBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCCBCBBCGBDEBKBBhHGBCDBCBBCOBCkGB8BjCBI1lB1lBBCBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		LC: () => new UnicodeRangeTable(decodeRanges("hCZBHZB7BLLBVBCeBCiGBCDBFvGBDZBhGDBDBBECBCHHCCBCCCBSBCyCBCqEBJlFBClBBKoBB44ClBBCGGDqBBDCBhV1CBDFBjkCKBGqBBDCBhCrBBgCMBChBBmD1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGBmIFFDJBCEEBDBHGCBCBCFBFDDBCBGEBF1B1BB8zC8zCB6DBDmDBHDBEBBNlBBCGGzoetBBTbBnEtCBCWBEDBCsCBZBBE2Z2ZBpBBGIBIvCBh6TGBNEBqgBZBHZBmlBvCBhDjBBFjBB1DKBCOBCGBCBBCKBCOBCGBCBBk2ByBBOyBB+CVBLVB74C-BBhrV-BBhBYBDYBtpZ0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BJBCTBHFB2uCjCB", false)),
		Ll: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDZBiGCCEEEBBBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBDCB5XFBjkCIBC2D2DBqBBgCMBChBBnD0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBBzIEEBEEcKFDBBJDBF2B2Bs1CvBBCEEBGCFCCBCCBEBGiDCBIICFFNlBBCGG0oesBCUaCoEMCBBBC+BCBGBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCbEE2ZqBBGIBIvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFB4vChBB", false)),
		Lm: () => new UnicodeRangeTable(decodeRanges("wVRBFLBPEBICCmEGG-OnHnHlFBBuIBBFgBgBKEEhFoFoF1mBgEgE2R72B72BsDkTkTxOFBvF+BBOjBjBBjBByVOORMBg-CBByHgGgG2OsBsBBDBGiDiDB+C+CBBB34bjnBjnBBEBvIzDzDdBB6DIBxCYYpDDBEBB2OXXqEtDtDWBBoDDBKngVngVuBBBh-BFBCpBBCIB0sBhBhB2K04D04DnrTDB9PCBpBBBnRMBhCBBCPPB9-P9-PBCBCGBCBByhM9BBqGGBud0Q0QsSAB", false)),
		Lo: () => new UnicodeRangeTable(decodeRanges("qFQQhIFFBCBxGBB7ZaBFDBuBfBCJBkBBBCiDBCZZBLLBBBDRRCdBe4CBMZZBfBWVBrBYBIKBGXBCGBRoBB8B1BBETTIJBROBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNFB8BBBCCCBDBCXBCCCBIBCBBKDDBDBYDBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNyDyDBnKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPByDrTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBpBkCkCBhBBC0BBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBxFuBBSHB3BdBOBBLrBBbjBBqBCBLdByDDBCFBCBBE7hB7hBBCB4-C3BBZWBKGBCGBCGBCGBCGBCGBCGBCGBoR2B2BF1CBJCCB4CBFGGBpBBC9CBSfBxBPBhQ-tGBhC0wUBC2jBBkCnBBJrIBFPBLBBjCyByBBkCBqFoDoDEGBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBuBEBDIBLEBCoBBYCBCHBVPBCFBEEEBwBBCEEBDDBDBDCCZBBEKBIPPBEBDFBDFBKGBCGByEiBBej9KBNWBFwBBloItLBDpDBkCCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBqDJBCsBBDeBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBhEtCBjDnBBJzBB9CzBBN2JBKVBLHB5EFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4FjBBnBDBCxJxJBoBBHBBRCBCBB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB0GHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBnBBCBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBB0BUBGSB0NnBB2MqCBGwFwFB0mHBqBfBiDyDBuwIiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBxzI2P2PBrBBiBiKiKBcBTrBBlPaBmHdBDwGwGBdBCCBCBBCGBDEBKiHiHBFBCDBCBBCOBCkGB8pBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		Lt: () => new UnicodeRangeTable(decodeRanges("lOGDnB2sH2sHBGBJHBJHBNQQwBAB", false)),
		Lu: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBG+B+B9zCvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBB", false)),
		M: () => new UnicodeRangeTable(decodeRanges("gYvDB0IGBoIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCgBB3BCBCRBCGBLBBeCB5BCCBFBDBBDCBKLLBbbDCB5BCCBDBFBBDCBEffBEEMCB5BCCBGBCCBCCBVBBXFBCCB5BCCBFBDBBDCBICBLBBf8B8BBDBECBCDBKpBpBBDB4BCCBFBCCBCDBIBBMBBeCB5BCCBFBCCBCDBIBBMBBQNNBCB4BBBCGBCCBCDBKLLBeeBBBnCFFBEBCCCBGBTBB+BDDBFBNHBjDDDBHBMGBqCBBcECFBByBTBCBBGKBCjBBKlDlDBSBYDBFCBCCBDGBEDBOLBCLLBCBgWCBzdDBdCBeBBfBBhCfBKuBuBBBBC2D2DBjBjB3DLBFLB8GEB6BJBCcBDxBxBBsBBDLBVEBwBQBnBIBNCBfMB5BNBxBTB5ECBCUBFHHDCBnG-BBxWgBB--CCBuEhDhDBeBrRFBqDBB1udDBCJBhBBBxCBBxIEEFYYBDBF0C0CBzBzBBQBbRBOnBnBBGBaMBtBDBwBNBlBkCkCBMBNJJBuBuBBBBzBCCBBBDBBGBBCqBqBBDBGBBtHHBCBBx5TiXiXBOBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB7DCB2BOBqBDDBLLBCBuBKBI+B+BBBBlBNBRBBtBNNBBBxBNBJDBCBB9CLBHDD+ELBWDB4BBBCGBDBBDCBKLLBDDBFBEEBkCIBCDDCDBCEBCPPBzCzCBQBYyCyCBSBsHGBDIBcBBzCQBrDMBmDOBhIOB2HFBCBBDDBCCCBuEuEBFBDGBEddBIBpBGBCDBJKKBJBvBPBnGHBoGHBCHBzCVBCNB7DFBECCBCCBFBCjCjCBDBCBBCEB8KDBKBBCxBxBBFBEEBYmnFmnFHOBpmLRBhuCEB8BGB5gBCCB1BBIDByCMMBslTslTBizEizEBsBBDWB-QEBEFBJHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
		Mc: () => new UnicodeRangeTable(decodeRanges("joC4B4BDCBJDBCBBzBBB7BCBHBBDBBLsBsB7BCBjC7B7BBBBJCCB2B2BB7B7BCHHBDDBLLnDBBCBBECBCCBLqBqBBBB+BDB+BBB7BCCBDBDBBCBBKBBdPPB7B7BBBBGCBCCBLrBrBBsCsCBBBHHBTBBrKBBgCsFsFBFFHDDBaaBLLBBBDGBWBBDFBDLLBBB5zBffiEIIBGBCBB7KDBDCBFBBCFBhHBB7BCCKCCBJJBEByExBxBGCCBDBCBB+BffFBBD9B9BDCBCEEBxBxBBGBJBBsFWW35EBB0-dBBD5C5CBzBzBBOBvEBBwBxBxBBFFBDDBBBvDBBDBBZuBuBCuDuDDBBGuHuHBCCBCCBCC0gZCCgEuBuBBBBFBB0DZZB8B8BxBCBKBBO+C+CBBBEBBCrFrFBBBgBBB7BBBCDBDBBDCBKLLB1C1CBBBIDDCDBCBBCmDmDBBBJBBErDrDBBBHCCBCBDuHuHBBBHDBDyDyDBBBJBBCuDuDCBBHoDoDCBBFmImIBBBK4H4HBEBCBBFDDCvEvEBBBJDBF1C1CeBB-BqGqGECCoGPPrDIID2G2GBDBFBBC-K-KBNNxBBBJBBCpvQpvQBBBlxD2BBpDBB0rYBBHFB", false)),
		Me: () => new UnicodeRangeTable(decodeRanges("okBBB1xF-wB-wBBCBCCBsshBCB", false)),
		Mn: () => new UnicodeRangeTable(decodeRanges("gYvDB0IEBqIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCfB4BCCFHBFEEBFBLBBe7B7BFDBJVVBbbDBB6BFFBFFBDDBBBEffBEEMBB6BFFBDBCBBFVVBXXBEBC7B7BDCCBCBJIIBMMBff+BNNzBEE4BCCBBBGCBCDBIBBMBBe7B7BDHHGBBVBBdBB6BBBFDBJVVBeepCIIBBBC7C7CDGBNHBjDDDBHBMGBqCBBcEC4BNBCEBCBBGKBCjBBKnDnDBCBCFBCBBDBBaBBFCBRDBODDBHHQgWgWBBBzdCBeBBfBBfBBhCBBCGBJDDBJBKuBuBBBBC2D2DBjBjB3DCBFBBKHHBBB8GBBD7B7BCGBCCCDHBHJBDxBxBBMBCeBDLBVDBxBCCBDBCGGpBIBNBBhBDBDBBCCB5BCCBEECCB7BHBDBB5ECBCMBCGBFHHEBBnG-BBxWMBFEEBKB--CCBuEhDhDBeBrRDBsDBB1udFFBIBhBBBxCBBxIEEFaaBGG4EBBbRBOnBnBBGBaKBvBCBxBDDBCBDBBoBkCkCBEBDBBDBBNJJwB0B0BCCBDBBGBBCrBrBBJJvHDDFx5Tx5TiXPBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB8D3B3BBNBqBDDBLLBBByBDBDBBI+B+BBBBlBEBCHB-BNNB1B1BBHBLDBDgDgDBBBDCCBHHD+E+EEHBWBB6BBBEmBmBBFBEEBnCFBOECPBB2CHBDCBCYY1CFBCFFBCCBvHvHBCBHBBCBBcBB2CHBDCCBrDrDCDDBEBCmDmDCDDBCBCEBkIIBCBBhIBBCFFxEDBDBBFhBhBBIBpBFBDDBJKKBEBDCBvBMBCBBnGCCBBBCqGqGBFBCFBCzCzCBUBDGBCBBCBB7DFBECCBCCBFBCpCpCBEEC8K8KBMMB1B1BBDBGCCYmnFmnFHOBpmLLBECBhuCEB8BGB5gBgCgCBCByC5lT5lTBizEizEBsBBDWBhRCBSHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
		N: () => new UnicodeRangeTable(decodeRanges("wBJB5DBBGDDBBBitBJBnEJBnGJB9MJB3DJBFFBtDJB3DJB3DJBDFBvDMB0DJBJGBoDJBpDGBISBuDJBhDJB3DJBnCTBtIJBnCJBwWTBybCBwHJBHJBXJBtJJBhEKBmFJBHJB3FJB3CJBnEJBHJB3gBEEBEBHJBnGyBBDEB3W7BBvCVB3TdBqrBqYqYaIBPCB4KDBrEJBfHBCOBhBJBoBOBh7cJB9FJBhKFB7EJBnBJBnGJBXJB3CJB3MJB34UJBuPsBBN4BBSBB2KaBlBDBeJJnEEBrGJBvdHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBxBJBHJB3IeB-EJBrBDBxDGBnEdBhEJB9BJBxEJBITB8HJB3KJB3DJB3LJBnDJBHTBtCLBlNSB+CJB3UJB3CcBkHJBnCJB3BJBnLJBnDUBshBuDBimPJBnpCJB3CJBnEJBCGBvQJBnIWB+KCB6nXJBnuBTBNTBtDYB2iBxBBhqCJBnNJB3PJB4HJBtWIBhEJB4Y6BBCCBCDBtCsBBCOBjeMBk3CJB", false)),
		Nd: () => new UnicodeRangeTable(decodeRanges("wBJnxBJnEJnGJ9MJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJhDJ3DJnCJ3IJnCJn6BJnBJtJJhEJnFJHJ3FJ3CJnEJHJnuiBJnVJnBJnGJXJ3CJ3MJ34UJnsBJnkCJHJ9YJhEJ9BJxEJ3IJ3KJ3DJ3LJnDJHTtCJnNJnDJ3UJ3CJ3HJnCJ3BJnLJ3uQJnpCJ3CJnEJ3QJ37XJ12CxBhqCJnNJ3PJ4HJ2aJ30EJ", true)),
		Nl: () => new UnicodeRangeTable(decodeRanges("u3FCBwzCiBBDDB-zDaaBHBPCBs1dJBxyW0BBtOJJnEEBrhIuDBm8SCB", false)),
		No: () => new UnicodeRangeTable(decodeRanges("yFBBGDDBBB2pCFB5LFB5DCBmEGB6GGBSIByNJB2hBTB0jBJBhP20B20BEFBHJBnGPBqB3W3WB6BBvCVB3TdBqrB1kB1kBBCBrEJBfHBCOBhBJBoBOBxrdFBymWsBBiCDBSBB2KaBlBDB1pBHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBhLeB-EJBrBDBxDGBnETB8LTBmqBBBvNIBobSB0aUBn8SGB-YWBqhZTBNTBtDYBvqFIBid6BBCCBCDBtCsBBCOBjeMB", false)),
		P: () => new UnicodeRangeTable(decodeRanges("hBCBCFBCDBLBBEBBbCBCccCkBkBGEELBBEEE-VJJzOFBqBBB0BCCDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCmBmBBCBoCrCrCBDBFBBwDFBsFlTlTBHB4EuTuTtBBBvCCBoCBB+ECBCCBmBKB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBM9Z9ZBWBJTBCMBCLBfBBPBB6TDBeBB+hBNBwCBBgBJB0MVBgCDBhBBB8XDBCBBxDwEwEBtBBCfBDLBkNCBFJBDLBRNNjD7C7CjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HzqUzqUBxGxGBIBXiBBCNBCFFCBB2ECBCFBCDBLBBEBBbCBCccCCCBFB7MCB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDByO-J-JjBlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
		Pc: () => new UnicodeRangeTable(decodeRanges("-Cg-Hg-HBUU-u3BBBZCBwHAB", false)),
		Pd: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEBiwDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
		Pe: () => new UnicodeRangeTable(decodeRanges("pB0B0BgB+1D+1DC-6B-6BqtC4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECtBGCtNICEGCDBB-ozB6G6GeOCESSCCCrF0B0BgBGD", false)),
		Pf: () => new UnicodeRangeTable(decodeRanges("7F+6H+6HEddpuDCCFDDQEE", false)),
		Pi: () => new UnicodeRangeTable(decodeRanges("rFt7Ht7HDBBDaapuDCCFDDQEE", false)),
		Po: () => new UnicodeRangeTable(decodeRanges("hBCBCCBDECBLLBEEBcclCGGPBBI-V-VJzOzOBEBqB3B3BDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCxDxDrCEBFBBwDFBsFlTlTBHBmY9D9DBBBoCBB+ECBCCBmBFBCDB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBMjajaBJJBGBJIBDDBDCBEKBCCCBIB7kDDBCBBxDwEwEBFFBBBDDDBHBCBBCDDBLLBDBCJBDDBCCCBLBDCBtNCB6B+F+FjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HlxUlxUBFBDXXVBBDDBECBCDBICBHCCB2E2EBBBCCBDECBLLBEEBcclBDDB7M7MBBB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDB0ZlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
		Ps: () => new UnicodeRangeTable(decodeRanges("oBzBzBgB-1D-1DC-6B-6B-rCEEnB4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECaTTCECtNICEGCDipzBipzB4GeeCMCESSCCCrFzBzBgBEEDAB", false)),
		S: () => new UnicodeRangeTable(decodeRanges("kBHHRCBgBCCcCCkBEBCBBDCCBCBDEEfgBgBrODBNNBGGBCCCBPB2DPPBxDxDsErIrIBBB3DCBDDDBvGvGLUUB4H4HIBBpEqLqLBHHB2H2H-DjEjEBGBlEwGwGqBmGmGiGCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WuLuLlL+E+EBgBBiLJBKIBhiBCCBBBMCBOCBOCBOBBmCOOoBCBOCBUhBB-BBBCDBCBBLCCBBBGFBCECFMMBFFBDBGDBC7B7BBFFB2LBFcBD+HBXKByCtCBXnTBtBwBBDeBLyMBX+BBFfBD1LBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBB8CBB0HBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BB6RWBKBBoDBB+EDBLDB+RCBiHPPB+9T+9TpEgBBuLPBhCBB3BHBtBDBjDCCBBBD7E7EHRRBBBgBCCcCCiEGBCGBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSmWmWBiKiKBGBnjC2kC2kCBbBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQQBgDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBrbaagBaagBaagBaagBaa9B-PB4BDBzBHBCNBCBBp2BwNwNttCEE+DiOiOBvIvIBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
		Sc: () => new UnicodeRangeTable(decodeRanges("kB+D+DBCBqnB8D8DzPBBzPBBI2H2HoImSmS8sClmClmCBgBB37hBkuVkuVtD7E7E8GBBEBB3-HDB-4wBxtCxtC", false)),
		Sk: () => new UnicodeRangeTable(decodeRanges("+CCCoCHHFEEqQDBNNBGGBCCCBPB2DPPBjoBjoB15FCCBBBMCBOCBOCBOBB9kEBBkzdWBKBBoDBBxePPBniUniUBPB8bCCjF4g9B4g9BBDB", false)),
		Sm: () => new UnicodeRangeTable(decodeRanges("rBRRBBB+BCCuBFFmBgBgB-XwQwQBBB8xGOOoBCBOCBsEoBoBBDBHlClCBDBGBBFGDIgBgBBDDCgBgBBqIBhBBB7CffBXBpBFB2OKK3BHBwDxKxKBDBDeBLPBhIiEBX+BBFfBDhIBxBUBDFB9+zB5Z5ZCCBlFRRBBB+BCCkEHHBCBitDBBhrwBx+Bx+BagBgBagBgBagBgBagBgBat5Ft5FB-uC-uCBHB", false)),
		So: () => new UnicodeRangeTable(decodeRanges("mFDDFCCyerIrIBgEgEBvGvGLUUB4H4HkQ2L2LjEFBClElEwGqBqBoMCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WzWzW+EhBBiLJBKIBksBBBCDBCBBLCCBHHBEBCECFMMBPPCBBC7B7BBKKBDBDDBCBBCBBCGBCeBDBBCCCBdBtIHBFTBDGBDwCBCdBanBBHnCBXKByCtCBX2FBCIBC1BBJuDBC3HBtBrBBhC-HBhQvBBWBBHmBBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBBxKBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BBibDBLBBC+R+RBBBqqUPBuLPBhCBB3BHBuBCBlPEEFBBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSpgBpgBBGBnjC2kC2kCBGBFQBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQPBhDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBqlB-PB4BDBzBHBCNBCBBp2B96C96CiEyWyWBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E6HBG4WBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBB-B3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
		Z: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBeBBGwBwBh9DAB", false)),
		Zl: () => new UnicodeRangeTable(decodeRanges("ohIA", true)),
		Zp: () => new UnicodeRangeTable(decodeRanges("phIA", true)),
		Zs: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBlBwBwBh9DAB", false)),
		ASCII_Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbF", true)),
		Alphabetic: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICC3CeeBQBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoBNBCCCBCCBCCJaBFDBeKBG3BBCGBPlDBCHBFHBFCBLCBDRRBuBBOkDBZgBBKBBFGGBWBDSBUYBIKBGXBCGBIJJBoBBLLBEGBHrCBCPBCCBFOBOSBCHBDBBDVBCGBCEEBCBEHBDBBDBBCJJFBBCEBNBBLFFBBBCFBFBBDVBCGBCBBCBBCBBFEBFBBDBBFIIBCBCSSBEBMCBCIBCCBCVBCGBCBBCEBEIBCCBCBBEQQBCBWDBFCBCHBDBBDVBCGBCBBCEBEHBDBBDBBKBBFBBCEBORRBCCBEBECBCDBEBBCCCBEEBEEBBBELBFEBECBCCBEHHpBMBCCBCWBCPBEHBCCBCCBJBBCCBCBBDDBdDBCHBCCBCWBCJBCEBEHBCCBCCBJBBGCBCDBOCBNMBCCBCoBBDHBCCBCCBCGGBCBIEBXFBCCBCRBEXBCIBCDDBFBJFBCCCBGBTBBO5BBGGBH0B0BBECBDBCXBCCCBRBCCBDEBCHHPDBhBgCgCBGBCjBBFSBFPBCjBBkC2BBCDDBDBR-BBLDBDlBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBEKBITBMUBNTBNMBCCBCBBNzBBDSBPFFkC4CBIqBBGlCBLeBCLBFIBYdBDEBMrBBFZB3BbBF+BBDTBzBYYBMMBBByBzBBCOBCHB0BpBBDDBLrBBCKBP2BBXCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBUhBBM1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBFSSBnBBuZzBB34BkHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBCfBwB2O2OBBBaIBIEBDEBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBGHBEwDBoBIBDmDBDxCBVUBCgBBZzBBNjCBCtBtBBEBECCBBBLgBBGiBBOcBEyBBCLBQRRBOBLEBC2BBKNBTWBEkCBCCCZCBDPBDDBMFBDFBDFBKGBCGBCqBBCNBH6DBWj9KBNWBFwBBloItLBDpDBnBGBNEBGLBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmC0BBsIcBEwBBwBfBOdBGqBBGdBDjBBFHBCEBrB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCDBCBBGHBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOnBBjBbBEGGBVB7HpBBCBBEBBRFBzBCBEcBLJJBUBrBRBvBUBcWBKlCBsBEBL4BBKOOBXBYyBBSDBJiBBEKKB+BBCDBKBBLCCkBRBChBBDHHBCB-BGBCCCBCBCOBCJBI4BBYDBCHBDBBDVBCGBCBBCEBEHBDBBDBBEHHGGBdJBCDDClBBCJBCDDCDBCBBECCtBhCBCCBCDBVCBfhCBDBBC5F5FB0BBDGBaFBjB+BBCEE8B1BBDoCoCBZBDNBWGB6F4BBoD-BBgBHBDDDBGBCBBCdBCBBDBBDDB+CHBDtBBDFBCCCBccBxBBDJBSnCBGTTBnCBoDHB5CgBBgBIBCsBBCGBCyByBBcBDVBCNBqCGBCBBCrBBECCBCCBBBCDDBZZBEBCBBCkBBCBBCDBCYYBqBBlIWBKQBCoBBECBwDwCwCB4cBnDuDBSjGBtyCgDBQvhBBSFBa68DBGmSB61GuBBy2B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBF4BBIQBhCBBCNNBFBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBFi7Fi7FBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCVBJBBhHGBCDBCBBCOBCkGB8BjCBEEE1lBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1TZBHZBHZB3zD-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		Dash: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEB+BoBoBQnMnMlgDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
		Emoji: () => new UnicodeRangeTable(decodeRanges("jBHHGJBwDFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDrGrGhFBBNBBPDDBIBsCZBCBBYVVDIBWBBvFhBBDvDBDBBCCBDyCBDCBCmIBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDDBEJBECCBEEDJBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
		Emoji_Component: () => new UnicodeRangeTable(decodeRanges("jBHHGJB0+H2G2Gsp3B3+8B3+8BBYB8PEBxtBDBtzhY-CB", false)),
		Emoji_Modifier: () => new UnicodeRangeTable(decodeRanges("7-8DE", true)),
		Emoji_Modifier_Base: () => new UnicodeRangeTable(decodeRanges("9wJ8G8GRDB4jzD9B9BBBBDDDBBB2DBBDKBWSBEFFBBBCCBICCZqGqGBFFWFFBvFvFBBBEEB0CRRBBBKMMgSDDJHBHKKBIBDCB5B+B+BBCCBCCSCBCMBmHCBrBIB", false)),
		Emoji_Presentation: () => new UnicodeRangeTable(decodeRanges("64IBBuGDBEDDqQBBWBBzBLBsBUUOJJBSSBGGBJJGWWIBBCFFDIIFBBdkBkBCFFBBBC+B+BBBBZPP8aBB0BFFvlxDrGrG-FDDBIBsCZBCZZVDDBDBCCBWBBvFgBBNIBClCBCVBNqBBFEBNQBEEEBlCBCCCB5FBD+BBODBCXBTbbBOO3C0CBxBlCBHEEBBBDDBEDBMBBIIBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
		Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("pFFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDoBoBBCBlDLBQBBQPPBmBmBBIBxDBBNBBPDDBIBU3BBcOBLVVDIBCDBKWBH7FBDvDBDBBCCBDyCBDCBCDBG9HBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDQBECCBEBDMB7GlBBNDB5BHBLFBpBHBfBBNDBDNBKmBBNuBBCJBC4FB5CHBPxEBhI9fB", false)),
		Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbFq1-BJIFbF", true)),
		Lowercase: () => new UnicodeRangeTable(decodeRanges("hDZBwBLLFlBlBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDiBBIBBfEBhDsBsBCEEDDBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBCDB5XFBjkCIBC2D2DB+FBiC0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBB6DOORMBuDEEBEEcKFDBBJDBFiBiBBOBFsasaBYBn6BvBBCEEBGCFCCBCCBGBEiDCBIICFFNlBBCGG0oesBCUaCBBBmEMCBBBC8BCBIBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCWDBCCCBBB2ZqBBCNBHvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBkODDBBBCpBBCIBmoByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFBmI9BB1lChBB", false)),
		Math: () => new UnicodeRangeTable(decodeRanges("rBRRBBBgBeeCuBuBFmBmBgB5W5WBBBDbbBDDBBBwQCBuwGccBBBMEEOPPBCBWEBMEBiCMBFEEBFFBDBTFFDJBCDDBEBHEEBDDBCCBBBCFBENBClClCBWBCFBCBBFBBFfBCHHBPPBqIBJDBVBB7CffBZBCZZMGB+NBBNJBFFBFBBDBBEEBPCCDFBMHBGBB6BCCeDBKCBxK-BBhI-PBxBUBDFB9+zB4Z4ZBEBCjFjFRCBeCCeCCkEHHBCBitDBBhrwBwoBwoBBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBBhwFDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB-uCIB", false)),
		Quotation_Mark: () => new UnicodeRangeTable(decodeRanges("iBFFkEQQ96HHBaBBowDqOqOBCBOCBixzBDB+FFF7CBB", false)),
		Terminal_Punctuation: () => new UnicodeRangeTable(decodeRanges("hBLLCMMBEE-ZJJiQ6B6BpCPPCCB1FsBsBBJBCsHsHB3B3BBEBCHBgBmImIB1nB1nBBtFtFFFB4JBB2YHBmY9D9DBBBoCBB+ECBEoBoBBCBDBB7JBBjLDBjFBBLBBCCBeCB8FEB-BBBldYYBKKBBBwlDCBzJOOFLLCBBEBBtNBB8ndBBuICBkHEB-LBB3CBBgD4E4EBBB0ECBgERRB6H6HnxUDDB6B6BBBBCDBqFLLCMMBEEiCDD7hBxBxBnkBoGoG3JBB5EFBlCFB6CDB5dEBtBDB+FGBxDDBgECBiEBBHRRB5C5CBDBtDrJrJB2D2DBBBNBBnLDBEOBqDBB6HCBmQCC8HBB4CBBFBB-MCBuBmUmUBrCrCBspBspBBDB6vRBBmEiCiCBBBLqRqRBoJoJBnwTnwTovHDB", false)),
		Uppercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBGbbBOBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBBvgCZBHZBHZB", false)),
		White_Space: () => new UnicodeRangeTable(decodeRanges("JEBTlDlDbgvFgvFgsCKBeBBGwBwBh9DAB", false))
	});
	static SCRIPTS = new LazyMap({
		Adlam: () => new UnicodeRangeTable(decodeRanges("go6DrCFJFB", true)),
		Ahom: () => new UnicodeRangeTable(decodeRanges("g4lCaDOFW", true)),
		Anatolian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggxCmS", true)),
		Arabic: () => new UnicodeRangeTable(decodeRanges("gwBEBCFBCNBCCBCfBCJBMZBCrDBChBBxCvBBxHhBBGqCBCcBxy8BtPBDvEBhBPBxDEBCmEBk7DeBkCFBJIBiBFBh43BDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB", false)),
		Armenian: () => new UnicodeRangeTable(decodeRanges("xpBlBDxBDCks9BE", true)),
		Avestan: () => new UnicodeRangeTable(decodeRanges("g4iC1BEG", true)),
		Balinese: () => new UnicodeRangeTable(decodeRanges("g4GsCCxB", true)),
		Bamum: () => new UnicodeRangeTable(decodeRanges("g1pB3CpowB4R", true)),
		Bassa_Vah: () => new UnicodeRangeTable(decodeRanges("w26CdDF", true)),
		Batak: () => new UnicodeRangeTable(decodeRanges("g+GzBJD", true)),
		Bengali: () => new UnicodeRangeTable(decodeRanges("gsCDBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYB", false)),
		Beria_Erfe: () => new UnicodeRangeTable(decodeRanges("g17CYDY", true)),
		Bhaiksuki: () => new UnicodeRangeTable(decodeRanges("ggnCICsBCNLc", true)),
		Bopomofo: () => new UnicodeRangeTable(decodeRanges("qXB6wLqBxDf", true)),
		Brahmi: () => new UnicodeRangeTable(decodeRanges("ggkCtCFjBKA", true)),
		Braille: () => new UnicodeRangeTable(decodeRanges("ggK-H", true)),
		Buginese: () => new UnicodeRangeTable(decodeRanges("gwGbDB", true)),
		Buhid: () => new UnicodeRangeTable(decodeRanges("g6FT", true)),
		Canadian_Aboriginal: () => new UnicodeRangeTable(decodeRanges("ggF-TxRlC7tgCP", true)),
		Carian: () => new UnicodeRangeTable(decodeRanges("g1gCwB", true)),
		Caucasian_Albanian: () => new UnicodeRangeTable(decodeRanges("wphCzBMA", true)),
		Chakma: () => new UnicodeRangeTable(decodeRanges("gokC0BCR", true)),
		Cham: () => new UnicodeRangeTable(decodeRanges("gwqB2BKNDJDD", true)),
		Cherokee: () => new UnicodeRangeTable(decodeRanges("g9E1CDFz7lBvC", true)),
		Chorasmian: () => new UnicodeRangeTable(decodeRanges("w9jCb", true)),
		Common: () => new UnicodeRangeTable(decodeRanges("AgCBbFBbuBBCOBCEBYgBgBiOmBBGEBDTB1DKKHCC+THHPEEhB9E9ElQiEiEB6mB6mB2MDBjJwvBwvBBBBoCBBsGBBCumBumBOIIBCBCFBCCBDmYmYBKBD2CBCKBEKBCOBShBB-BlBBCCBDFBCaBCQBqBCBF5UBXKBW-cBhIzTBDpEBhQ9CBzMUBCCCBXBQHBFDB8CBBE7C7CB0E0EBOBhBlBBKxBxBB+BBgBwCBwB5C5CBmFBhuG-BBhoWhBBnDCBmFJB1HhFhFsMPPBzuUzuUBxGxGBIBXiBBCSBCDB0ECCBeBbFBbKBLuBuBBhChCBFBCGBLEBjICBFsBBEIBxCMB0BsBBlHaBltuBDB96D8HBEzNBHWBQQBgDzDB9B1HBLmBBD9BBEQBJBBIdBF8BB2GTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBByjFjCBtC8BBjWrBBFjDBNOBDOBCOBCkBBLtFB5BZBCBBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBnghYffB+CB", false)),
		Coptic: () => new UnicodeRangeTable(decodeRanges("ifNxkKzDGG", true)),
		Cuneiform: () => new UnicodeRangeTable(decodeRanges("ggoC5cnDuDCEMjG", true)),
		Cypriot: () => new UnicodeRangeTable(decodeRanges("ggiCFBDCCBqBBCBBEDD", false)),
		Cypro_Minoan: () => new UnicodeRangeTable(decodeRanges("w8rCiD", true)),
		Cyrillic: () => new UnicodeRangeTable(decodeRanges("ggBkEBDoFBx6FKBhFtCtCojEfBhie-CBv8VBBhw4B9BBiBAB", false)),
		Deseret: () => new UnicodeRangeTable(decodeRanges("gghCvC", true)),
		Devanagari: () => new UnicodeRangeTable(decodeRanges("goCwCFODZh7nBfhwcJ", true)),
		Dives_Akuru: () => new UnicodeRangeTable(decodeRanges("gomCGBDDDBGBCBBCdBCBBDLBKJB", false)),
		Dogra: () => new UnicodeRangeTable(decodeRanges("ggmC7B", true)),
		Duployan: () => new UnicodeRangeTable(decodeRanges("ggvDqDGMEIIJDD", true)),
		Egyptian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggsC1iBL68D", true)),
		Elbasan: () => new UnicodeRangeTable(decodeRanges("gohCnB", true)),
		Elymaic: () => new UnicodeRangeTable(decodeRanges("g-jCW", true)),
		Ethiopic: () => new UnicodeRangeTable(decodeRanges("gwEoCBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBnvGWBKGBCGBCGBCGBCGBCGBCGBCGBjpfFBDFBDFBKGBCGBylvCGBCDBCBBCOB", false)),
		Garay: () => new UnicodeRangeTable(decodeRanges("gqjClBEcJB", true)),
		Georgian: () => new UnicodeRangeTable(decodeRanges("glElBBCGGDqBBCDBx8CqBBDCBhiElBBCGG", false)),
		Glagolitic: () => new UnicodeRangeTable(decodeRanges("ggL-Ch9sDGCQDGCBCE", true)),
		Gothic: () => new UnicodeRangeTable(decodeRanges("w5gCa", true)),
		Grantha: () => new UnicodeRangeTable(decodeRanges("g4kCDBCHBDBBDVBCGBCBBCEBDIBDBBDCBDHHGGBDGBEEB", false)),
		Greek: () => new UnicodeRangeTable(decodeRanges("wbDBCCBDDBCFFCCCBBBCCCBSBC+BBPPBnpGEBzBEBFEB1ChKhKBUBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBoJ-xiB-xiB7uVuCBSgj0Bgj0BBkCB", false)),
		Gujarati: () => new UnicodeRangeTable(decodeRanges("h0CCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGB", false)),
		Gunjala_Gondi: () => new UnicodeRangeTable(decodeRanges("grnCFCBCkBCBCFIJ", true)),
		Gurmukhi: () => new UnicodeRangeTable(decodeRanges("hwCCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPB", false)),
		Gurung_Khema: () => new UnicodeRangeTable(decodeRanges("go4C5B", true)),
		Han: () => new UnicodeRangeTable(decodeRanges("g0LZBC4CBN1GBwBCCaIBPDBle-tGBhC-vUBhoWtLBDpDBpodBBNGBqgkB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		Hangul: () => new UnicodeRangeTable(decodeRanges("goE-HvxHBiI9CyDeiCei3dckUj9KNWFwBl9JeEFDFDFDC", true)),
		Hanifi_Rohingya: () => new UnicodeRangeTable(decodeRanges("gojCnBJJ", true)),
		Hanunoo: () => new UnicodeRangeTable(decodeRanges("g5FU", true)),
		Hatran: () => new UnicodeRangeTable(decodeRanges("gniCSCBGE", true)),
		Hebrew: () => new UnicodeRangeTable(decodeRanges("xsB2BBJaBFFBpp9BZBCEBCCCBCCBCCBIB", false)),
		Hiragana: () => new UnicodeRangeTable(decodeRanges("hiM1CBHCBi7-C+IBTeeBBBulQAB", false)),
		Imperial_Aramaic: () => new UnicodeRangeTable(decodeRanges("giiCVCI", true)),
		Inherited: () => new UnicodeRangeTable(decodeRanges("gYvDB2IBBlOKBbhXhXBCB8qEtBBDLBlPCBCMBCGBFHHEBBnG-BBtQBBjGgBB65DDBsDBBmrzBPBRNBwejHjH7iEl+uBl+uBBsBBDWBhRCBSHBDGBfDBz6rYvHB", false)),
		Inscriptional_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g7iCSGH", true)),
		Inscriptional_Parthian: () => new UnicodeRangeTable(decodeRanges("g6iCVDH", true)),
		Javanese: () => new UnicodeRangeTable(decodeRanges("gsqBtCDJFB", true)),
		Kaithi: () => new UnicodeRangeTable(decodeRanges("gkkCiCLA", true)),
		Kannada: () => new UnicodeRangeTable(decodeRanges("gkDMCCCWCJCEDICCCDIBGCCDDJCC", true)),
		Katakana: () => new UnicodeRangeTable(decodeRanges("hlM5CBDCBxHPBxGuBBC3CBvgzBJBCsBBzisBDBCGBCBBCgJgJBBBzBPPBCB", false)),
		Kawi: () => new UnicodeRangeTable(decodeRanges("g4nCQCoBEc", true)),
		Kayah_Li: () => new UnicodeRangeTable(decodeRanges("goqBtBCA", true)),
		Kharoshthi: () => new UnicodeRangeTable(decodeRanges("gwiCDCBGHCCCcDCFJII", true)),
		Khitan_Small_Script: () => new UnicodeRangeTable(decodeRanges("k-7C84G84GB0OBqBAB", false)),
		Khmer: () => new UnicodeRangeTable(decodeRanges("g8F9CDJHJnPf", true)),
		Khojki: () => new UnicodeRangeTable(decodeRanges("gwkCRCuB", true)),
		Khudawadi: () => new UnicodeRangeTable(decodeRanges("w1kC6BGJ", true)),
		Kirat_Rai: () => new UnicodeRangeTable(decodeRanges("gq7C5B", true)),
		Lao: () => new UnicodeRangeTable(decodeRanges("h0DBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDB", false)),
		Latin: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBQQGWBCeBCgOBoBEB8wGlBBHwBBGDBGMBClCBiC-HByLOORMBuEBBHccSoBB42CfBj1elDBExCBVOBxZqBBCIBCDB38TGB7gBZBHZBmhCFBCpBBCIBm61BeBHFB", false)),
		Lepcha: () => new UnicodeRangeTable(decodeRanges("ggH3BEOEC", true)),
		Limbu: () => new UnicodeRangeTable(decodeRanges("goGeBCLBFLBFEEBKB", false)),
		Linear_A: () => new UnicodeRangeTable(decodeRanges("gwhC2JKVLH", true)),
		Linear_B: () => new UnicodeRangeTable(decodeRanges("gggCLCZCSCBCODNjB6D", true)),
		Lisu: () => new UnicodeRangeTable(decodeRanges("wmpBvBx1eA", true)),
		Lycian: () => new UnicodeRangeTable(decodeRanges("g0gCc", true)),
		Lydian: () => new UnicodeRangeTable(decodeRanges("gpiCZGA", true)),
		Mahajani: () => new UnicodeRangeTable(decodeRanges("wqkCmB", true)),
		Makasar: () => new UnicodeRangeTable(decodeRanges("g3nCY", true)),
		Malayalam: () => new UnicodeRangeTable(decodeRanges("goDMCCCyBCCCFFPDZ", true)),
		Mandaic: () => new UnicodeRangeTable(decodeRanges("giCbDA", true)),
		Manichaean: () => new UnicodeRangeTable(decodeRanges("g2iCmBFL", true)),
		Marchen: () => new UnicodeRangeTable(decodeRanges("wjnCfDVCN", true)),
		Masaram_Gondi: () => new UnicodeRangeTable(decodeRanges("gonCGBCBBCrBBECCBCCBHBJJB", false)),
		Medefaidrin: () => new UnicodeRangeTable(decodeRanges("gy7C6C", true)),
		Meetei_Mayek: () => new UnicodeRangeTable(decodeRanges("g3qBWqGtBDJ", true)),
		Mende_Kikakui: () => new UnicodeRangeTable(decodeRanges("gg6DkGDP", true)),
		Meroitic_Cursive: () => new UnicodeRangeTable(decodeRanges("gtiCXFTDtB", true)),
		Meroitic_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("gsiCf", true)),
		Miao: () => new UnicodeRangeTable(decodeRanges("g47CqCF4BIQ", true)),
		Modi: () => new UnicodeRangeTable(decodeRanges("gwlCkCMJ", true)),
		Mongolian: () => new UnicodeRangeTable(decodeRanges("ggGBBDCCBSBH4CBIqBB2t-BMB", false)),
		Mro: () => new UnicodeRangeTable(decodeRanges("gy6CeCJFB", true)),
		Multani: () => new UnicodeRangeTable(decodeRanges("g0kCGBCCCBCBCOBCKB", false)),
		Myanmar: () => new UnicodeRangeTable(decodeRanges("ggE-EhqmBeiDfxibT", true)),
		Nabataean: () => new UnicodeRangeTable(decodeRanges("gkiCeJI", true)),
		Nag_Mundari: () => new UnicodeRangeTable(decodeRanges("wm5DpB", true)),
		Nandinagari: () => new UnicodeRangeTable(decodeRanges("gtmCHDtBDK", true)),
		New_Tai_Lue: () => new UnicodeRangeTable(decodeRanges("gsGrBFZHKEB", true)),
		Newa: () => new UnicodeRangeTable(decodeRanges("gglC7CCE", true)),
		Nko: () => new UnicodeRangeTable(decodeRanges("g+B6BDC", true)),
		Nushu: () => new UnicodeRangeTable(decodeRanges("h-7CvsQvsQBqMB", false)),
		Nyiakeng_Puachue_Hmong: () => new UnicodeRangeTable(decodeRanges("go4DsBENDJFB", true)),
		Ogham: () => new UnicodeRangeTable(decodeRanges("g0Fc", true)),
		Ol_Chiki: () => new UnicodeRangeTable(decodeRanges("wiHvB", true)),
		Ol_Onal: () => new UnicodeRangeTable(decodeRanges("wu5DqBFA", true)),
		Old_Hungarian: () => new UnicodeRangeTable(decodeRanges("gkjCyBOyBIF", true)),
		Old_Italic: () => new UnicodeRangeTable(decodeRanges("g4gCjBKC", true)),
		Old_North_Arabian: () => new UnicodeRangeTable(decodeRanges("g0iCf", true)),
		Old_Permic: () => new UnicodeRangeTable(decodeRanges("w6gCqB", true)),
		Old_Persian: () => new UnicodeRangeTable(decodeRanges("g9gCjBFN", true)),
		Old_Sogdian: () => new UnicodeRangeTable(decodeRanges("g4jCnB", true)),
		Old_South_Arabian: () => new UnicodeRangeTable(decodeRanges("gziCf", true)),
		Old_Turkic: () => new UnicodeRangeTable(decodeRanges("ggjCoC", true)),
		Old_Uyghur: () => new UnicodeRangeTable(decodeRanges("w7jCZ", true)),
		Oriya: () => new UnicodeRangeTable(decodeRanges("h4CCCHDBDVCGCBCEDIDBDCICFBCEDR", true)),
		Osage: () => new UnicodeRangeTable(decodeRanges("wlhCjBFjB", true)),
		Osmanya: () => new UnicodeRangeTable(decodeRanges("gkhCdDJ", true)),
		Pahawh_Hmong: () => new UnicodeRangeTable(decodeRanges("g46ClCLJCGCUGS", true)),
		Palmyrene: () => new UnicodeRangeTable(decodeRanges("gjiCf", true)),
		Pau_Cin_Hau: () => new UnicodeRangeTable(decodeRanges("g2mC4B", true)),
		Phags_Pa: () => new UnicodeRangeTable(decodeRanges("giqB3B", true)),
		Phoenician: () => new UnicodeRangeTable(decodeRanges("goiCbEA", true)),
		Psalter_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g8iCRIDNG", true)),
		Rejang: () => new UnicodeRangeTable(decodeRanges("wpqBjBMA", true)),
		Runic: () => new UnicodeRangeTable(decodeRanges("g1FqCEK", true)),
		Samaritan: () => new UnicodeRangeTable(decodeRanges("ggCtBDO", true)),
		Saurashtra: () => new UnicodeRangeTable(decodeRanges("gkqBlCJL", true)),
		Sharada: () => new UnicodeRangeTable(decodeRanges("gskC-ChsCH", true)),
		Shavian: () => new UnicodeRangeTable(decodeRanges("wihCvB", true)),
		Siddham: () => new UnicodeRangeTable(decodeRanges("gslC1BDlB", true)),
		Sidetic: () => new UnicodeRangeTable(decodeRanges("gqiCZ", true)),
		SignWriting: () => new UnicodeRangeTable(decodeRanges("gg2DrUQECO", true)),
		Sinhala: () => new UnicodeRangeTable(decodeRanges("hsDCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBt-gCTB", false)),
		Sogdian: () => new UnicodeRangeTable(decodeRanges("w5jCpB", true)),
		Sora_Sompeng: () => new UnicodeRangeTable(decodeRanges("wmkCYIJ", true)),
		Soyombo: () => new UnicodeRangeTable(decodeRanges("wymCyC", true)),
		Sundanese: () => new UnicodeRangeTable(decodeRanges("g8G-BhIH", true)),
		Sunuwar: () => new UnicodeRangeTable(decodeRanges("g+mChBPJ", true)),
		Syloti_Nagri: () => new UnicodeRangeTable(decodeRanges("ggqBsB", true)),
		Syriac: () => new UnicodeRangeTable(decodeRanges("g4BNC7BDCxIK", true)),
		Tagalog: () => new UnicodeRangeTable(decodeRanges("g4FVKA", true)),
		Tagbanwa: () => new UnicodeRangeTable(decodeRanges("g7FMCCCB", true)),
		Tai_Le: () => new UnicodeRangeTable(decodeRanges("wqGdDE", true)),
		Tai_Tham: () => new UnicodeRangeTable(decodeRanges("gxG+BCcDKHJHN", true)),
		Tai_Viet: () => new UnicodeRangeTable(decodeRanges("g0qBiCZE", true)),
		Tai_Yo: () => new UnicodeRangeTable(decodeRanges("g25DeCVJB", true)),
		Takri: () => new UnicodeRangeTable(decodeRanges("g0lC5BHJ", true)),
		Tamil: () => new UnicodeRangeTable(decodeRanges("i8CBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBm+kCxBBOAB", false)),
		Tangsa: () => new UnicodeRangeTable(decodeRanges("wz6CuCCJ", true)),
		Tangut: () => new UnicodeRangeTable(decodeRanges("g-7CgBgBB+3GBhQeBiDyDB", false)),
		Telugu: () => new UnicodeRangeTable(decodeRanges("ggDMCCCWCPDICCCDIBCCCBDDDJII", true)),
		Thaana: () => new UnicodeRangeTable(decodeRanges("g8BxB", true)),
		Thai: () => new UnicodeRangeTable(decodeRanges("hwD5BGb", true)),
		Tibetan: () => new UnicodeRangeTable(decodeRanges("g4DnCCjBFmBCjBCOCGFB", true)),
		Tifinagh: () => new UnicodeRangeTable(decodeRanges("wpL3BIBPA", true)),
		Tirhuta: () => new UnicodeRangeTable(decodeRanges("gklCnCJJ", true)),
		Todhri: () => new UnicodeRangeTable(decodeRanges("guhCzB", true)),
		Tolong_Siki: () => new UnicodeRangeTable(decodeRanges("wtnCrBFJ", true)),
		Toto: () => new UnicodeRangeTable(decodeRanges("w04De", true)),
		Tulu_Tigalari: () => new UnicodeRangeTable(decodeRanges("g8kCJBCDDClBBCJBCDDCDBCJBCBBJBB", false)),
		Ugaritic: () => new UnicodeRangeTable(decodeRanges("g8gCdCA", true)),
		Unknown: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-FB", false)),
		Vai: () => new UnicodeRangeTable(decodeRanges("gopBrJ", true)),
		Vithkuqi: () => new UnicodeRangeTable(decodeRanges("wrhCKCOCGCBCKCOCGCB", true)),
		Wancho: () => new UnicodeRangeTable(decodeRanges("g24D5BGA", true)),
		Warang_Citi: () => new UnicodeRangeTable(decodeRanges("glmCyCNA", true)),
		Yezidi: () => new UnicodeRangeTable(decodeRanges("g0jCpBCCDB", true)),
		Yi: () => new UnicodeRangeTable(decodeRanges("ggoBskBE2B", true)),
		Zanabazar_Square: () => new UnicodeRangeTable(decodeRanges("gwmCnC", true))
	});
	static FOLD_CATEGORIES = new LazyMap({
		L: () => new UnicodeRangeTable(decodeRanges("laA", true)),
		LC: () => new UnicodeRangeTable(decodeRanges("laA", true)),
		Ll: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGC3HrBrBCEEJHHCCBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHxC9zC9zCBuBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
		Lt: () => new UnicodeRangeTable(decodeRanges("kOCCBCCBCClBCCtsHHBJHBJHBMQQwBAB", false)),
		Lu: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpL2B2Bs1CvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false)),
		M: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
		Mn: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
		Emoji: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
		Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
		Lowercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHuBPBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
		Math: () => new UnicodeRangeTable(decodeRanges("ycGDCHHFMMDDDCHHFAB", false)),
		Uppercase: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpLiBiBBOBFsasaBYBn6BvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false))
	});
	static FOLD_SCRIPT = new LazyMap({
		Common: () => new UnicodeRangeTable(decodeRanges("8cgBgB", false)),
		Greek: () => new UnicodeRangeTable(decodeRanges("1FwUwU", false)),
		Inherited: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false))
	});
};
// src/Unicode.js
/**
* Utilities for dealing with Unicode better than JS does.
*/
var Unicode = class Unicode {
	static MAX_RUNE = 1114111;
	static RUNE_ERROR = 65533;
	static isUnsearchable(r) {
		return r === Unicode.RUNE_ERROR || r >= Unicode.MIN_HIGH_SURROGATE && r <= Unicode.MAX_LOW_SURROGATE;
	}
	static MAX_ASCII = 127;
	static MAX_LATIN1 = 255;
	static MAX_BMP = 65535;
	static MIN_FOLD = 65;
	static MAX_FOLD = 125251;
	static MIN_HIGH_SURROGATE = 55296;
	static MAX_HIGH_SURROGATE = 56319;
	static MIN_LOW_SURROGATE = 56320;
	static MAX_LOW_SURROGATE = 57343;
	static MIN_SUPPLEMENTARY_CODE_POINT = 65536;
	static is32(ranges, r) {
		let lo = 0;
		let hi = ranges.length;
		while (lo < hi) {
			const m = lo + Math.floor((hi - lo) / 2);
			const rlo = ranges.getLo(m);
			const rhi = ranges.getHi(m);
			if (rlo <= r && r <= rhi) {
				const stride = ranges.getStride(m);
				return (r - rlo) % stride === 0;
			}
			if (r < rlo) hi = m;
			else lo = m + 1;
		}
		return false;
	}
	static is(ranges, r) {
		if (r <= Unicode.MAX_LATIN1) {
			for (let i = 0; i < ranges.length; i++) {
				if (r > ranges.getHi(i)) continue;
				const rlo = ranges.getLo(i);
				if (r < rlo) return false;
				const stride = ranges.getStride(i);
				return (r - rlo) % stride === 0;
			}
			return false;
		}
		return ranges.length > 0 && r >= ranges.getLo(0) && Unicode.is32(ranges, r);
	}
	static isPrint(r) {
		if (r <= Unicode.MAX_LATIN1) return r >= 32 && r < Unicode.MAX_ASCII || r >= 161 && r !== 173;
		return Unicode.is(UnicodeTables.Print, r);
	}
	static simpleFold(r) {
		if (UnicodeTables.CASE_ORBIT.has(r)) return UnicodeTables.CASE_ORBIT.get(r);
		if (r <= Unicode.MAX_ASCII) {
			const l = Codepoint.toLowerCase(r);
			return l !== r ? l : Codepoint.toUpperCase(r);
		}
		return r;
	}
	static equalsIgnoreCase(r1, r2) {
		if (r1 === r2) return true;
		if (r1 < 0 || r2 < 0) return false;
		if (r1 <= Unicode.MAX_ASCII && r2 <= Unicode.MAX_ASCII) {
			if (65 <= r1 && r1 <= 90) r1 |= 32;
			if (65 <= r2 && r2 <= 90) r2 |= 32;
			return r1 === r2;
		}
		for (let r = Unicode.simpleFold(r1); r !== r1; r = Unicode.simpleFold(r)) if (r === r2) return true;
		return false;
	}
};
// src/exceptions.js
var RE2JSException = class extends Error {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSException";
	}
};
/**
* An exception thrown by the parser if the pattern was invalid.
*/
var RE2JSSyntaxException = class extends RE2JSException {
	/**
	* @param {string} error
	* @param {string|null} [input=null]
	*/
	constructor(error, input = null) {
		let message = `error parsing regexp: ${error}`;
		if (input) message += `: \`${input}\``;
		super(message);
		this.name = "RE2JSSyntaxException";
		this.message = message;
		/** @type {string} */
		this.error = error;
		/** @type {string|null} */
		this.input = input;
	}
	/**
	* Retrieves the description of the error.
	* @returns {string}
	*/
	getDescription() {
		return this.error;
	}
	/**
	* Retrieves the erroneous regular-expression pattern.
	* @returns {string|null}
	*/
	getPattern() {
		return this.input;
	}
};
/**
* An exception thrown by the compiler
*/
var RE2JSCompileException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSCompileException";
	}
};
/**
* An exception thrown by using groups
*/
var RE2JSGroupException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSGroupException";
	}
};
/**
* An exception thrown by flags
*/
var RE2JSFlagsException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSFlagsException";
	}
};
/**
* An exception thrown for internal engine errors, such as corrupted bytecodes.
*/
var RE2JSInternalException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSInternalException";
	}
};
// src/Utils.js
/**
* Size of the precomputed single-byte lookup table.
* Covers standard ASCII and Latin-1 characters for fast-path execution.
*/
const FAST_PATH_TABLE_SIZE = 256;
/**
* Precomputed lookup table for Word Boundary (\b, \B) assertions.
* * By precomputing the boolean results for standard ASCII word ranges
* ('a'-'z', 'A'-'Z', '0'-'9', '_'), we completely eliminate 4 logical
* branches from the NFA's hot execution loop. This prevents costly
* CPU branch mispredictions when scanning large strings.
*/
const WORD_RUNE_TABLE = new Uint8Array(FAST_PATH_TABLE_SIZE);
for (let i = 0; i < FAST_PATH_TABLE_SIZE; i++) WORD_RUNE_TABLE[i] = 97 <= i && i <= 122 || 65 <= i && i <= 90 || 48 <= i && i <= 57 || i === 95 ? 1 : 0;
let cachedNativeEncoder = null;
let cachedNativeDecoder = null;
/**
* Various constants and helper utilities.
*/
var Utils = class Utils {
	static METACHARACTERS = "\\.+*?()|[]{}^$";
	static EMPTY_BEGIN_LINE = 1;
	static EMPTY_END_LINE = 2;
	static EMPTY_BEGIN_TEXT = 4;
	static EMPTY_END_TEXT = 8;
	static EMPTY_WORD_BOUNDARY = 16;
	static EMPTY_NO_WORD_BOUNDARY = 32;
	static EMPTY_ALL = -1;
	static emptyInts() {
		return [];
	}
	static isString(value) {
		return typeof value === "string" || Object.prototype.toString.call(value) === "[object String]";
	}
	static typeName(value) {
		if (value === null || typeof value !== "object" && typeof value !== "function") return value === null ? "null" : typeof value;
		return Object.prototype.toString.call(value).slice(8, -1);
	}
	static checkPattern(pattern) {
		if (!Utils.isString(pattern)) throw new TypeError(`The pattern must be a string, not ${Utils.typeName(pattern)} (RE2JS.translateRegExp() converts a RegExp)`);
	}
	static checkInput(input) {
		if (!Utils.isString(input) && !Utils.isByteArray(input)) throw new TypeError(`The input must be a string or a byte array (Uint8Array or number[]), not ${Utils.typeName(input)}`);
	}
	static checkFlags(flags) {
		if (!Number.isInteger(flags) || (flags & -544) !== 0) throw new RE2JSFlagsException("Flags should only be a combination of MULTILINE, DOTALL, CASE_INSENSITIVE, DISABLE_UNICODE_GROUPS, LONGEST_MATCH, LOOKBEHINDS");
	}
	static isByteArray(input) {
		return Array.isArray(input) || Object.prototype.toString.call(input) === "[object Uint8Array]";
	}
	static isalnum(c) {
		return Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"] || Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["z"] || Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["Z"];
	}
	static unhex(c) {
		if (Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"]) return c - Codepoint.CODES["0"];
		if (Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["f"]) return c - Codepoint.CODES["a"] + 10;
		if (Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["F"]) return c - Codepoint.CODES["A"] + 10;
		return -1;
	}
	static escapeRune(rune) {
		let out = "";
		if (Unicode.isPrint(rune)) {
			if (Utils.METACHARACTERS.indexOf(String.fromCodePoint(rune)) >= 0) out += "\\";
			out += String.fromCodePoint(rune);
		} else switch (rune) {
			case Codepoint.CODES["\""]:
				out += "\\\"";
				break;
			case Codepoint.CODES["\\"]:
				out += "\\\\";
				break;
			case Codepoint.CODES["	"]:
				out += "\\t";
				break;
			case Codepoint.CODES["\n"]:
				out += "\\n";
				break;
			case Codepoint.CODES["\r"]:
				out += "\\r";
				break;
			case Codepoint.CODES["\b"]:
				out += "\\b";
				break;
			case Codepoint.CODES["\f"]:
				out += "\\f";
				break;
			default: {
				let s = rune.toString(16);
				if (rune < 256) {
					out += "\\x";
					if (s.length === 1) out += "0";
					out += s;
				} else out += `\\x{${s}}`;
				break;
			}
		}
		return out;
	}
	static stringToRunes(str) {
		const string = String(str);
		const runes = [];
		let i = 0;
		while (i < string.length) {
			const cp = string.codePointAt(i);
			runes.push(cp);
			i += cp > Unicode.MAX_BMP ? 2 : 1;
		}
		return new Int32Array(runes);
	}
	static runeToString(r) {
		return String.fromCodePoint(r);
	}
	static isWordRune(r) {
		return r < FAST_PATH_TABLE_SIZE ? WORD_RUNE_TABLE[r] === 1 : false;
	}
	static emptyOpContext(r1, r2) {
		let op = 0;
		if (r1 < 0) op |= Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
		if (r1 === 10) op |= Utils.EMPTY_BEGIN_LINE;
		if (r2 < 0) op |= Utils.EMPTY_END_TEXT | Utils.EMPTY_END_LINE;
		if (r2 === 10) op |= Utils.EMPTY_END_LINE;
		if (Utils.isWordRune(r1) !== Utils.isWordRune(r2)) op |= Utils.EMPTY_WORD_BOUNDARY;
		else op |= Utils.EMPTY_NO_WORD_BOUNDARY;
		return op;
	}
	/**
	* Returns a string that quotes all regular expression metacharacters inside the argument text;
	* the returned string is a regular expression matching the literal text. For example,
	* {@code quoteMeta("[foo]").equals("\\[foo\\]")}.
	* @param {string} str
	* @returns {string}
	*/
	static quoteMeta(str) {
		return str.split("").map((s) => {
			if (Utils.METACHARACTERS.indexOf(s) >= 0) return `\\${s}`;
			return s;
		}).join("");
	}
	static charCount(codePoint) {
		return codePoint > Unicode.MAX_BMP ? 2 : 1;
	}
	/**
	* High-speed conversion from TypedArrays to standard JS Arrays.
	* Bypasses the expensive Symbol.iterator overhead of Array.from()
	*/
	static toArray(typedArray) {
		const len = typedArray.length;
		const res = new Array(len);
		for (let i = 0; i < len; i++) res[i] = typedArray[i];
		return res;
	}
	static stringToUtf8ByteArray(str) {
		if (globalThis.TextEncoder) {
			if (!cachedNativeEncoder) cachedNativeEncoder = new TextEncoder();
			return cachedNativeEncoder.encode(str);
		} else {
			let out = [], p = 0;
			for (let i = 0; i < str.length; i++) {
				let c = str.charCodeAt(i);
				if (c < 128) out[p++] = c;
				else if (c < 2048) {
					out[p++] = c >> 6 | 192;
					out[p++] = c & 63 | 128;
				} else if ((c & 64512) === Unicode.MIN_HIGH_SURROGATE && i + 1 < str.length && (str.charCodeAt(i + 1) & 64512) === Unicode.MIN_LOW_SURROGATE) {
					c = Unicode.MIN_SUPPLEMENTARY_CODE_POINT + ((c & 1023) << 10) + (str.charCodeAt(++i) & 1023);
					out[p++] = c >> 18 | 240;
					out[p++] = c >> 12 & 63 | 128;
					out[p++] = c >> 6 & 63 | 128;
					out[p++] = c & 63 | 128;
				} else {
					out[p++] = c >> 12 | 224;
					out[p++] = c >> 6 & 63 | 128;
					out[p++] = c & 63 | 128;
				}
			}
			return out;
		}
	}
	static utf8ByteArrayToString(bytes) {
		if (globalThis.TextDecoder) {
			if (!cachedNativeDecoder) cachedNativeDecoder = new TextDecoder("utf-8");
			const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
			return cachedNativeDecoder.decode(view);
		} else {
			let out = [], pos = 0, c = 0;
			while (pos < bytes.length) {
				let c1 = bytes[pos++];
				if (c1 < 128) out[c++] = String.fromCharCode(c1);
				else if (c1 > 191 && c1 < 224) {
					let c2 = bytes[pos++];
					out[c++] = String.fromCharCode((c1 & 31) << 6 | c2 & 63);
				} else if (c1 > 239 && c1 < 365) {
					let c2 = bytes[pos++];
					let c3 = bytes[pos++];
					let c4 = bytes[pos++];
					let u = ((c1 & 7) << 18 | (c2 & 63) << 12 | (c3 & 63) << 6 | c4 & 63) - Unicode.MIN_SUPPLEMENTARY_CODE_POINT;
					out[c++] = String.fromCharCode(Unicode.MIN_HIGH_SURROGATE + (u >> 10));
					out[c++] = String.fromCharCode(Unicode.MIN_LOW_SURROGATE + (u & 1023));
				} else {
					let c2 = bytes[pos++];
					let c3 = bytes[pos++];
					out[c++] = String.fromCharCode((c1 & 15) << 12 | (c2 & 63) << 6 | c3 & 63);
				}
			}
			return out.join("");
		}
	}
};
// src/helpers.js
const createEnum = (values = [], initNum = 0) => {
	const enumObject = Object.create(null);
	for (let i = 0; i < values.length; i++) {
		const val = values[i];
		const keyVal = initNum + i;
		enumObject[val] = keyVal;
		enumObject[keyVal] = val;
	}
	return Object.freeze(enumObject);
};
// src/MatcherInput.js
/**
* Abstract the representations of input text supplied to Matcher.
*/
var MatcherInputBase = class MatcherInputBase {
	static Encoding = createEnum(["UTF_16", "UTF_8"]);
	getEncoding() {
		throw Error("not implemented");
	}
	/** @returns {string} */
	asCharSequence() {
		throw Error("not implemented");
	}
	/** @returns {Uint8Array|number[]|null} */
	asBytes() {
		throw Error("not implemented");
	}
	/** @returns {number} */
	length() {
		throw Error("not implemented");
	}
	/**
	*
	* @returns {boolean}
	*/
	isUTF8Encoding() {
		return this.getEncoding() === MatcherInputBase.Encoding.UTF_8;
	}
	/**
	*
	* @returns {boolean}
	*/
	isUTF16Encoding() {
		return this.getEncoding() === MatcherInputBase.Encoding.UTF_16;
	}
};
var Utf8MatcherInput = class extends MatcherInputBase {
	/** @param {Uint8Array|number[]|null} bytes */
	constructor(bytes = null) {
		super();
		this.bytes = bytes;
	}
	getEncoding() {
		return MatcherInputBase.Encoding.UTF_8;
	}
	/**
	*
	* @returns {string}
	*/
	asCharSequence() {
		return Utils.utf8ByteArrayToString(this.bytes);
	}
	/**
	*
	* @returns {Uint8Array|number[]|null}
	*/
	asBytes() {
		return this.bytes;
	}
	/**
	*
	* @returns {number}
	*/
	length() {
		return this.bytes.length;
	}
};
var Utf16MatcherInput = class extends MatcherInputBase {
	/** @param {string|null} charSequence */
	constructor(charSequence = null) {
		super();
		this.charSequence = charSequence;
	}
	getEncoding() {
		return MatcherInputBase.Encoding.UTF_16;
	}
	/**
	*
	* @returns {string}
	*/
	asCharSequence() {
		return this.charSequence;
	}
	/**
	*
	* @returns {number[]}
	*/
	asBytes() {
		return Utils.stringToUtf8ByteArray(this.charSequence.toString());
	}
	/**
	*
	* @returns {number}
	*/
	length() {
		return this.charSequence.length;
	}
};
var MatcherInput = class {
	/**
	* Return the MatcherInput for UTF_16 encoding.
	* @returns {Utf16MatcherInput}
	*/
	static utf16(charSequence) {
		Utils.checkInput(charSequence);
		return new Utf16MatcherInput(charSequence);
	}
	/**
	* Return the MatcherInput for UTF_8 encoding.
	* @returns {Utf8MatcherInput}
	*/
	static utf8(input) {
		if (Utils.isByteArray(input)) return new Utf8MatcherInput(input);
		return new Utf8MatcherInput(Utils.stringToUtf8ByteArray(input));
	}
};
// src/MachineInput.js
/**
* MachineInput abstracts different representations of the input text supplied to the Machine. It
* provides one-character lookahead.
*/
var MachineInputBase = class {
	static EOF() {
		return -8;
	}
	constructor() {
		this.start = 0;
		this.end = 0;
	}
	canCheckPrefix() {
		return true;
	}
	endPos() {
		return this.end - this.start;
	}
	hasString() {
		return false;
	}
	hasAnyString() {
		return false;
	}
	prefixLength() {
		return 0;
	}
};
var MachineUTF8Input = class MachineUTF8Input extends MachineInputBase {
	static RUNE_ERROR_STEP = Unicode.RUNE_ERROR << 3 | 1;
	constructor(bytes, start = 0, end = bytes.length) {
		super();
		this.bytes = bytes;
		this.start = start;
		this.end = end;
	}
	hasString(prefilter, pos) {
		const target = prefilter.bytes;
		if (target.length === 0) return true;
		const idx = this.indexOf(this.bytes, target, this.start + pos);
		return idx !== -1 && idx <= this.end - target.length;
	}
	hasAnyString(prefilter, pos) {
		return prefilter.automaton8().searchUTF8(this.bytes, this.start + pos, this.end);
	}
	step(pos) {
		pos += this.start;
		if (pos >= this.end) return MachineInputBase.EOF();
		const c = this.bytes[pos] & 255;
		if (c < 128) return c << 3 | 1;
		let size;
		let rune;
		let lo = 128;
		let hi = 191;
		if (c >= 194 && c <= 223) {
			size = 2;
			rune = c & 31;
		} else if (c >= 224 && c <= 239) {
			size = 3;
			rune = c & 15;
			if (c === 224) lo = 160;
			else if (c === 237) hi = 159;
		} else if (c >= 240 && c <= 244) {
			size = 4;
			rune = c & 7;
			if (c === 240) lo = 144;
			else if (c === 244) hi = 143;
		} else return MachineUTF8Input.RUNE_ERROR_STEP;
		if (pos + size > this.end) return MachineUTF8Input.RUNE_ERROR_STEP;
		const c1 = this.bytes[pos + 1] & 255;
		if (c1 < lo || c1 > hi) return MachineUTF8Input.RUNE_ERROR_STEP;
		rune = rune << 6 | c1 & 63;
		if (size > 2) {
			const c2 = this.bytes[pos + 2] & 255;
			if ((c2 & 192) !== 128) return MachineUTF8Input.RUNE_ERROR_STEP;
			rune = rune << 6 | c2 & 63;
			if (size > 3) {
				const c3 = this.bytes[pos + 3] & 255;
				if ((c3 & 192) !== 128) return MachineUTF8Input.RUNE_ERROR_STEP;
				rune = rune << 6 | c3 & 63;
			}
		}
		return rune << 3 | size;
	}
	index(re2, pos) {
		pos += this.start;
		const i = this.indexOf(this.bytes, re2.prefixUTF8, pos);
		return i < 0 ? i : i - pos;
	}
	context(pos) {
		pos += this.start;
		let r1 = -1;
		if (pos > this.start && pos <= this.end) {
			let start = pos - 1;
			r1 = this.bytes[start--];
			if (r1 >= 128) {
				let lim = pos - 4;
				if (lim < this.start) lim = this.start;
				while (start >= lim && (this.bytes[start] & 192) === 128) start--;
				if (start < this.start) start = this.start;
				const r = this.step(start - this.start);
				r1 = start + (r & 7) === pos ? r >> 3 : Unicode.RUNE_ERROR;
			}
		}
		const r2 = pos < this.end ? this.step(pos - this.start) >> 3 : -1;
		return Utils.emptyOpContext(r1, r2);
	}
	indexOf(source, target, fromIndex = 0) {
		let targetLength = target.length;
		if (targetLength === 0) return fromIndex <= this.end ? fromIndex : -1;
		const firstByte = target[0];
		let limit = this.end - targetLength;
		const hasNativeIndexOf = typeof source.indexOf === "function";
		let i = fromIndex;
		while (i <= limit) {
			if (hasNativeIndexOf) {
				i = source.indexOf(firstByte, i);
				if (i === -1 || i > limit) return -1;
			} else {
				while (i <= limit && source[i] !== firstByte) i++;
				if (i > limit) return -1;
			}
			let match = true;
			for (let j = 1; j < targetLength; j++) if (source[i + j] !== target[j]) {
				match = false;
				break;
			}
			if (match) return i;
			i++;
		}
		return -1;
	}
	prefixLength(re2) {
		return re2.prefixUTF8.length;
	}
};
var MachineUTF16Input = class extends MachineInputBase {
	constructor(charSequence, start = 0, end = charSequence.length) {
		super();
		this.charSequence = charSequence;
		this.start = start;
		this.end = end;
	}
	hasString(prefilter, pos) {
		const idx = this.charSequence.indexOf(prefilter.str, this.start + pos);
		return idx !== -1 && idx <= this.end - prefilter.str.length;
	}
	hasAnyString(prefilter, pos) {
		return prefilter.automaton16().searchUTF16(this.charSequence, this.start + pos, this.end);
	}
	step(pos) {
		pos += this.start;
		if (pos >= this.end) return MachineInputBase.EOF();
		const c1 = this.charSequence.charCodeAt(pos);
		if (c1 < Unicode.MIN_HIGH_SURROGATE || c1 > Unicode.MAX_HIGH_SURROGATE || pos + 1 >= this.end) return c1 << 3 | 1;
		const c2 = this.charSequence.charCodeAt(pos + 1);
		if (c2 >= Unicode.MIN_LOW_SURROGATE && c2 <= Unicode.MAX_LOW_SURROGATE) return (c1 - Unicode.MIN_HIGH_SURROGATE) * 1024 + (c2 - Unicode.MIN_LOW_SURROGATE) + Unicode.MIN_SUPPLEMENTARY_CODE_POINT << 3 | 2;
		return c1 << 3 | 1;
	}
	index(re2, pos) {
		pos += this.start;
		const i = this.charSequence.indexOf(re2.prefix, pos);
		if (i < 0 || i > this.end - re2.prefix.length) return -1;
		return i - pos;
	}
	context(pos) {
		pos += this.start;
		const r1 = pos > this.start && pos <= this.end ? this.charSequence.charCodeAt(pos - 1) : -1;
		const r2 = pos < this.end ? this.charSequence.charCodeAt(pos) : -1;
		return Utils.emptyOpContext(r1, r2);
	}
	prefixLength(re2) {
		return re2.prefix.length;
	}
};
var MachineInput = class {
	static fromUTF8(bytes, start = 0, end = bytes.length) {
		return new MachineUTF8Input(bytes, start, end);
	}
	static fromUTF16(charSequence, start = 0, end = void 0) {
		Utils.checkInput(charSequence);
		return new MachineUTF16Input(charSequence, start, end ?? charSequence.length);
	}
};
// src/Matcher.js
/**
* A stateful iterator that interprets a regex {@code RE2JS} on a specific input.
*
* Conceptually, a Matcher consists of four parts:
* <ol>
* <li>A compiled regular expression {@code RE2JS}, set at construction and fixed for the lifetime
* of the matcher.</li>
*
* <li>The remainder of the input string, set at construction or {@link #reset()} and advanced by
* each match operation such as {@link #find}, {@link #matches} or {@link #lookingAt}.</li>
*
* <li>The current match information, accessible via {@link #start}, {@link #end}, and
* {@link #group}, and updated by each match operation.</li>
*
* <li>The append position, used and advanced by {@link #appendReplacement} and {@link #appendTail}
* if performing a search and replace from the input to an external {@code StringBuffer}.
*
* </ol>
*
*
* @author rsc@google.com (Russ Cox)
*/
var Matcher = class Matcher {
	/**
	* V8 and WebKit have historical hard limits on the number of arguments
	* that can be passed to a function. We cap replacer arguments to prevent
	* Call Stack Overflow (DoS) vulnerabilities on massive ASTs.
	*/
	static MAX_REPLACER_ARGS = 65535;
	/**
	* Quotes '\' and '$' in {@code s}, so that the returned string could be used in
	* {@link #appendReplacement} as a literal replacement of {@code s}.
	*
	* @param {string} str the string to be quoted
	* @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
	* @returns {string} the quoted string
	*/
	static quoteReplacement(str, javaMode = false) {
		if (javaMode) {
			if (str.indexOf("\\") < 0 && str.indexOf("$") < 0) return str;
			return str.split("").map((s) => {
				const c = s.codePointAt(0);
				if (c === Codepoint.CODES["\\"] || c === Codepoint.CODES["$"]) return `\\${s}`;
				return s;
			}).join("");
		}
		if (str.indexOf("$") < 0) return str;
		return str.split("").map((s) => {
			if (s.codePointAt(0) === Codepoint.CODES["$"]) return "$$";
			return s;
		}).join("");
	}
	/**
	*
	* @param {import('./index.js').RE2JS} pattern
	* @param {string|number[]|Uint8Array|MatcherInputBase} input
	*/
	constructor(pattern, input) {
		if (pattern === null) throw new Error("pattern is null");
		/**
		* The pattern being matched.
		* @type {import('./index.js').RE2JS}
		*/
		this.patternInput = pattern;
		const re2 = this.patternInput.re2();
		/** @type {number} */
		this.patternGroupCount = re2.numberOfCapturingGroups();
		/** @type {number[]} */
		this.groups = [];
		/** @type {Record<string, number>} */
		this.namedGroups = re2.namedGroups;
		/** @type {boolean} */
		this.hasNamedGroups = Object.keys(this.namedGroups).length > 0;
		/** @type {number} */
		this.numberOfInstructions = re2.numberOfInstructions();
		/** @type {import('./Machine.js').LookbehindState|null} */
		this.lookbehindState = null;
		if (input instanceof MatcherInputBase) this.resetMatcherInput(input);
		else if (Utils.isByteArray(input)) this.resetMatcherInput(MatcherInput.utf8(input));
		else this.resetMatcherInput(MatcherInput.utf16(input));
	}
	/**
	* Returns the {@code RE2JS} associated with this {@code Matcher}.
	* @returns {import('./index.js').RE2JS}
	*/
	pattern() {
		return this.patternInput;
	}
	/**
	* Resets the {@code Matcher}, rewinding input and discarding any match information.
	*
	* @returns {Matcher} the {@code Matcher} itself, for chained method calls
	*/
	reset() {
		/** @type {number} */
		this.matcherInputLength = this.matcherInput.length();
		/** @type {number} */
		this.appendPos = 0;
		this.hasMatch = false;
		this.hasGroups = false;
		this.anchorFlag = 0;
		return this;
	}
	/**
	* Resets the {@code Matcher} and changes the input.
	* @param {string|number[]|Uint8Array|MatcherInputBase} input
	* @returns {Matcher} the {@code Matcher} itself, for chained method calls
	*/
	resetMatcherInput(input) {
		if (input === null) throw new Error("input is null");
		if (!(input instanceof MatcherInputBase)) {
			if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
			else input = MatcherInput.utf16(input);
		}
		this.matcherInput = input;
		if (this.lookbehindState !== null) this.lookbehindState.reset();
		else this.lookbehindState = this.patternInput.re2().createLookbehindState();
		this.reset();
		return this;
	}
	/**
	* Returns the start of the named group of the most recent match, or -1 if the group was not
	* matched.
	* @param {string|number} [group=0]
	* @returns {number}
	*/
	start(group = 0) {
		if (typeof group === "string") {
			const groupInt = this.namedGroups[group];
			if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
			group = groupInt;
		}
		this.loadGroup(group);
		return this.groups[2 * group];
	}
	/**
	* Returns the end of the named group of the most recent match, or -1 if the group was not
	* matched.
	* @param {string|number} [group=0]
	* @returns {number}
	*/
	end(group = 0) {
		if (typeof group === "string") {
			const groupInt = this.namedGroups[group];
			if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
			group = groupInt;
		}
		this.loadGroup(group);
		return this.groups[2 * group + 1];
	}
	/**
	* Returns the program size of this pattern.
	*
	* <p>
	* Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
	* "cost". Larger numbers are more expensive than smaller numbers.
	* </p>
	*
	* @returns {number} the program size of this pattern
	*/
	programSize() {
		return this.numberOfInstructions;
	}
	/**
	* Returns the named group of the most recent match, or {@code null} if the group was not matched.
	* @param {string|number} [group=0]
	* @returns {string|null}
	*/
	group(group = 0) {
		if (typeof group === "string") {
			const groupInt = this.namedGroups[group];
			if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
			group = groupInt;
		}
		const start = this.start(group);
		const end = this.end(group);
		if (start < 0 && end < 0) return null;
		return this.substring(start, end);
	}
	/**
	* Returns a dictionary map of all named capturing groups and their matched values.
	* If a group was not matched, its value will be `null`.
	* @returns {Record<string, string|null>}
	*/
	getNamedGroups() {
		if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
		const result = Object.create(null);
		for (const name of Object.keys(this.namedGroups)) result[name] = this.group(name);
		return result;
	}
	/**
	* Returns the number of subgroups in this pattern.
	*
	* @returns {number} the number of subgroups; the overall match (group 0) does not count
	*/
	groupCount() {
		return this.patternGroupCount;
	}
	/**
	* Helper: finds subgroup information if needed for group.
	* @param {number} group
	* @private
	*/
	loadGroup(group) {
		if (!Number.isInteger(group) || group < 0 || group > this.patternGroupCount) throw new RE2JSGroupException(`Group index out of bounds: ${group}`);
		if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
		if (group === 0 || this.hasGroups) return;
		const end = this.matcherInputLength;
		const res = this.patternInput.re2().matchMachineInput(this.matcherInput, this.groups[0], end, this.anchorFlag, 1 + this.patternGroupCount, this.lookbehindState);
		if (!res[0]) throw new RE2JSGroupException("inconsistency in matching group data");
		this.groups = res[1];
		this.hasGroups = true;
	}
	/**
	* Matches the entire input against the pattern (anchored start and end). If there is a match,
	* {@code matches} sets the match state to describe it.
	*
	* @returns {boolean} true if the entire input matches the pattern
	*/
	matches() {
		return this.genMatch(0, RE2Flags.ANCHOR_BOTH);
	}
	/**
	* Matches the beginning of input against the pattern (anchored start). If there is a match,
	* {@code lookingAt} sets the match state to describe it.
	*
	* @returns {boolean} true if the beginning of the input matches the pattern
	*/
	lookingAt() {
		return this.genMatch(0, RE2Flags.ANCHOR_START);
	}
	/**
	* Matches the input against the pattern (unanchored), starting at a specified position. If there
	* is a match, {@code find} sets the match state to describe it.
	*
	* @param {number|null} [start=null] the input position where the search begins
	* @returns {boolean} if it finds a match
	* @throws IndexOutOfBoundsException if start is not a valid input position
	*/
	find(start = null) {
		if (start !== null) {
			if (!Number.isInteger(start) || start < 0 || start > this.matcherInputLength) throw new RE2JSGroupException(`start index out of bounds: ${start}`);
			this.reset();
			return this.genMatch(start, 0);
		}
		start = 0;
		if (this.hasMatch) {
			start = this.groups[1];
			if (this.groups[0] === this.groups[1]) {
				const r = (this.matcherInput.isUTF16Encoding() ? MachineInput.fromUTF16(this.matcherInput.asCharSequence(), 0, this.matcherInputLength) : MachineInput.fromUTF8(this.matcherInput.asBytes(), 0, this.matcherInputLength)).step(start);
				if (r < 0) start++;
				else start += r & 7;
			}
		}
		return this.genMatch(start, RE2Flags.UNANCHORED);
	}
	/**
	* Helper: does match starting at start, with RE2 anchor flag.
	* @param {number} startByte
	* @param {number} anchor
	* @returns {boolean}
	* @private
	*/
	genMatch(startByte, anchor) {
		const res = this.patternInput.re2().matchMachineInput(this.matcherInput, startByte, this.matcherInputLength, anchor, 1, this.lookbehindState);
		if (!res[0]) {
			this.hasMatch = false;
			return false;
		}
		this.groups = res[1];
		this.hasMatch = true;
		this.hasGroups = this.patternGroupCount === 0;
		this.anchorFlag = anchor;
		return true;
	}
	/**
	* Helper: return substring for [start, end).
	* @param {number} start
	* @param {number} end
	* @returns {string}
	*/
	substring(start, end) {
		if (this.matcherInput.isUTF8Encoding()) return Utils.utf8ByteArrayToString(this.matcherInput.asBytes().slice(start, end));
		return this.matcherInput.asCharSequence().substring(start, end).toString();
	}
	/**
	* Helper for Pattern: return input length.
	* @returns {number}
	*/
	inputLength() {
		return this.matcherInputLength;
	}
	/**
	* Appends to result two strings: the text from the append position up to the beginning of the
	* most recent match, and then the replacement with submatch groups substituted for references to
	* them. It advances the append position to where the most recent match ended.
	*
	* By default the replacement is expanded as by String.prototype.replace (see
	* appendReplacementInternalJs). In Java mode it follows re2j / java.util.regex: $n takes as
	* many digits as still form a valid group number, ${name} is a named group, and a backslash
	* escapes the next character (so "\\$" in a JS string literal inserts a literal $).
	*
	* @param {string} replacement the replacement string
	* @param {boolean} [javaMode=false] activate java mode (different behaviour for capture groups and special characters)
	* @returns {string}
	* @throws IllegalStateException if there was no most recent match
	* @throws IndexOutOfBoundsException in Java mode, if replacement refers to an invalid group
	* @private
	*/
	appendReplacement(replacement, javaMode = false) {
		let res = "";
		const s = this.start();
		const e = this.end();
		if (this.appendPos < s) res += this.substring(this.appendPos, s);
		this.appendPos = e;
		res += javaMode ? this.appendReplacementInternalJava(replacement) : this.appendReplacementInternalJs(replacement);
		return res;
	}
	/**
	* @param {string} replacement - the replacement string
	* @returns {string}
	* @private
	*/
	appendReplacementInternalJava(replacement) {
		let res = "";
		let last = 0;
		const m = replacement.length;
		let i = 0;
		while (i < m) {
			const cCode = replacement.codePointAt(i);
			if (cCode === Codepoint.CODES["\\"]) {
				if (last < i) res += replacement.substring(last, i);
				i++;
				if (i >= m) throw new RE2JSGroupException("character to be escaped is missing");
				last = i;
				i++;
				continue;
			}
			if (cCode === Codepoint.CODES["$"]) {
				if (last < i) res += replacement.substring(last, i);
				if (i + 1 >= m) throw new RE2JSGroupException("Illegal group reference: group index is missing");
				const nextCode = replacement.codePointAt(i + 1);
				if (Codepoint.CODES["0"] <= nextCode && nextCode <= Codepoint.CODES["9"]) {
					let n = nextCode - Codepoint.CODES["0"];
					let j = i + 2;
					for (; j < m; j++) {
						const digit = replacement.codePointAt(j);
						if (digit < Codepoint.CODES["0"] || digit > Codepoint.CODES["9"] || n * 10 + digit - Codepoint.CODES["0"] > this.patternGroupCount) break;
						n = n * 10 + digit - Codepoint.CODES["0"];
					}
					if (n > this.patternGroupCount) throw new RE2JSGroupException(`n > number of groups: ${n}`);
					const group = this.group(n);
					if (group !== null) res += group;
					i = j;
					last = i;
				} else if (nextCode === Codepoint.CODES["{"]) {
					let j = i + 2;
					while (j < m && replacement.codePointAt(j) !== Codepoint.CODES["}"]) j++;
					if (j >= m) throw new RE2JSGroupException("named capture group is missing trailing '}'");
					const groupName = replacement.substring(i + 2, j);
					const groupVal = this.group(groupName);
					if (groupVal !== null) res += groupVal;
					i = j + 1;
					last = i;
				} else throw new RE2JSGroupException("Illegal group reference");
				continue;
			}
			i++;
		}
		if (last < m) res += replacement.substring(last, m);
		return res;
	}
	/**
	* Expands |replacement| for the current match by the rules of String.prototype.replace
	* (ECMAScript GetSubstitution): $$ is "$", $& the match, $` the text before it, $' the text
	* after it, $n and $nn a group (two digits only when they form a valid group number, so with
	* one group "$10" is group 1 then "0"; an unmatched group is empty), and $<name> a named group
	* (empty when no such group), only when the pattern has named groups. Anything else, such as
	* "$0" or "$<" without a closing ">", is kept as is.
	* @param {string} replacement - the replacement string
	* @returns {string}
	* @private
	*/
	appendReplacementInternalJs(replacement) {
		const isDigit = (c) => c >= 48 && c <= 57;
		const groupCount = this.patternGroupCount;
		let res = "";
		let i = 0;
		while (i < replacement.length) {
			const dollar = replacement.indexOf("$", i);
			if (dollar < 0) break;
			res += replacement.substring(i, dollar);
			i = dollar;
			const c = replacement.charCodeAt(i + 1);
			if (c === Codepoint.CODES["$"]) {
				res += "$";
				i += 2;
			} else if (c === Codepoint.CODES["&"]) {
				res += this.group(0);
				i += 2;
			} else if (c === Codepoint.CODES["`"]) {
				res += this.substring(0, this.start(0));
				i += 2;
			} else if (c === Codepoint.CODES["'"]) {
				res += this.substring(this.end(0), this.matcherInputLength);
				i += 2;
			} else if (isDigit(c)) {
				let digits = 1;
				let index = c - 48;
				const c2 = replacement.charCodeAt(i + 2);
				if (isDigit(c2) && index * 10 + c2 - 48 <= groupCount) {
					digits = 2;
					index = index * 10 + c2 - 48;
				}
				if (index >= 1 && index <= groupCount) {
					const group = this.group(index);
					if (group !== null) res += group;
				} else res += replacement.substring(i, i + 1 + digits);
				i += 1 + digits;
			} else if (c === Codepoint.CODES["<"] && this.hasNamedGroups) {
				const gt = replacement.indexOf(">", i + 2);
				if (gt < 0) {
					res += "$<";
					i += 2;
				} else {
					const name = replacement.substring(i + 2, gt);
					if (Object.hasOwn(this.namedGroups, name)) {
						const group = this.group(name);
						if (group !== null) res += group;
					}
					i = gt + 1;
				}
			} else {
				res += "$";
				i += 1;
			}
		}
		return res + replacement.substring(i);
	}
	/**
	* Return the substring of the input from the append position to the end of the
	* input.
	* @returns {string}
	*/
	appendTail() {
		return this.substring(this.appendPos, this.matcherInputLength);
	}
	/**
	* Returns the input with all matches replaced by {@code replacement}, interpreted as for
	* {@code appendReplacement}.
	*
	* @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
	* @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
	* @returns {string} the input string with the matches replaced
	* @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
	*/
	replaceAll(replacement, javaMode = false) {
		return this.replace(replacement, true, javaMode);
	}
	/**
	* Returns the input with the first match replaced by {@code replacement}, interpreted as for
	* {@code appendReplacement}.
	*
	* @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
	* @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
	* @returns {string} the input string with the first match replaced
	* @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
	*/
	replaceFirst(replacement, javaMode = false) {
		return this.replace(replacement, false, javaMode);
	}
	/**
	* Helper: replaceAll/replaceFirst hybrid.
	* @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
	* @param {boolean} [all=true] - replace all matches
	* @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
	* @returns {string}
	* @private
	*/
	replace(replacement, all = true, javaMode = false) {
		let res = "";
		this.reset();
		const isFunc = typeof replacement === "function";
		let originalInput = null;
		if (isFunc) {
			if (this.groupCount() >= Matcher.MAX_REPLACER_ARGS) throw new RE2JSGroupException("Too many capture groups to safely invoke replacer function");
			originalInput = this.matcherInput.isUTF8Encoding() ? this.matcherInput.asBytes() : this.matcherInput.asCharSequence();
		}
		while (this.find()) {
			res += isFunc ? this.appendReplacementFunc(replacement, originalInput) : this.appendReplacement(replacement, javaMode);
			if (!all) break;
		}
		res += this.appendTail();
		return res;
	}
	/**
	* Evaluates a replacer function for the current match and appends the result,
	* along with any un-matched preceding text, advancing the append position.
	* @param {Function} replacer - the replacer function
	* @param {string|Uint8Array|number[]} originalInput - the cached original input reference
	* @returns {string} the evaluated string to append
	* @private
	*/
	appendReplacementFunc(replacer, originalInput) {
		let res = "";
		const s = this.start();
		const e = this.end();
		if (this.appendPos < s) res += this.substring(this.appendPos, s);
		this.appendPos = e;
		/** @type {unknown[]} */
		const args = this.matchArray();
		args.push(s, originalInput);
		if (this.hasNamedGroups) args.push(this.namedGroupsObject());
		res += String(replacer(...args));
		return res;
	}
	/**
	* The match and its groups, as the elements of a JS RegExpExecArray: undefined for a group that
	* did not take part in the match. Used by exec(), matchAll() and replacer functions.
	* @returns {Array<string|undefined>}
	* @private
	*/
	matchArray() {
		const result = [this.group(0)];
		for (let i = 1; i <= this.patternGroupCount; i++) {
			const group = this.group(i);
			result.push(group === null ? void 0 : group);
		}
		return result;
	}
	/**
	* The named groups, as the groups property of a JS RegExpExecArray: an object without a
	* prototype mapping each name to its group (undefined when it did not take part in the match),
	* or undefined when the pattern has no named groups.
	* @returns {Record<string, string|undefined>|undefined}
	* @private
	*/
	namedGroupsObject() {
		if (!this.hasNamedGroups) return;
		const result = this.getNamedGroups();
		for (const name in result) if (result[name] === null) result[name] = void 0;
		return result;
	}
};
// src/Inst.js
/**
* A single instruction in the regular expression virtual machine.
*
* @see http://swtch.com/~rsc/regexp/regexp2.html
*/
var Inst = class Inst {
	static ALT = 1;
	static ALT_MATCH = 2;
	static CAPTURE = 3;
	static EMPTY_WIDTH = 4;
	static FAIL = 5;
	static MATCH = 6;
	static NOP = 7;
	static RUNE = 8;
	static RUNE1 = 9;
	static RUNE_ANY = 10;
	static RUNE_ANY_NOT_NL = 11;
	static LB_WRITE = 12;
	static LB_CHECK = 13;
	static isRuneOp(op) {
		return Inst.RUNE <= op && op <= Inst.RUNE_ANY_NOT_NL;
	}
	static escapeRunes(runes) {
		let out = "\"";
		for (let rune of runes) out += Utils.escapeRune(rune);
		out += "\"";
		return out;
	}
	constructor(op) {
		this.op = op;
		this.out = 0;
		this.arg = 0;
		/** @type {Int32Array} */
		this.runes = /* @__PURE__ */ new Int32Array(0);
		/** @type {Uint32Array | number[] | null} */
		this.next = null;
	}
	matchRune(r) {
		if (this.runes.length === 1) {
			const r0 = this.runes[0];
			if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r);
			return r === r0;
		}
		const len = this.runes.length;
		if (len === 0) return false;
		if (len === 2 || len === 4 || len === 6 || len === 8) {
			for (let j = 0; j < len; j += 2) {
				if (r < this.runes[j]) return false;
				if (r <= this.runes[j + 1]) return true;
			}
			return false;
		}
		let base = 0;
		let n = len >> 1;
		while (n > 1) {
			const half = n >> 1;
			base += this.runes[base + half << 1] <= r ? half : 0;
			n -= half;
		}
		base += this.runes[base << 1] <= r ? 1 : 0;
		const m = base - 1;
		return m >= 0 && r <= this.runes[m << 1 | 1];
	}
	matchRunePos(r) {
		if (this.runes.length === 1) {
			const r0 = this.runes[0];
			if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r) ? 0 : -1;
			return r === r0 ? 0 : -1;
		}
		const len = this.runes.length;
		if (len === 0) return -1;
		if (len === 2 || len === 4 || len === 6 || len === 8) {
			for (let j = 0; j < len; j += 2) {
				if (r < this.runes[j]) return -1;
				if (r <= this.runes[j + 1]) return Math.floor(j / 2);
			}
			return -1;
		}
		let base = 0;
		let n = len >> 1;
		while (n > 1) {
			const half = n >> 1;
			base += this.runes[base + half << 1] <= r ? half : 0;
			n -= half;
		}
		base += this.runes[base << 1] <= r ? 1 : 0;
		const m = base - 1;
		return m >= 0 && r <= this.runes[m << 1 | 1] ? m : -1;
	}
	/**
	*
	* @returns {string}
	*/
	toString() {
		switch (this.op) {
			case Inst.ALT: return `alt -> ${this.out}, ${this.arg}`;
			case Inst.ALT_MATCH: return `altmatch -> ${this.out}, ${this.arg}`;
			case Inst.CAPTURE: return `cap ${this.arg} -> ${this.out}`;
			case Inst.EMPTY_WIDTH: return `empty ${this.arg} -> ${this.out}`;
			case Inst.MATCH: return `match${this.arg !== 0 ? ` ${this.arg}` : ""}`;
			case Inst.FAIL: return "fail";
			case Inst.NOP: return `nop -> ${this.out}`;
			case Inst.LB_WRITE: return `lbwrite ${this.arg} -> ${this.out}`;
			case Inst.LB_CHECK: return `lbcheck ${this.arg} -> ${this.out}`;
			case Inst.RUNE:
				if (this.runes === null) return "rune <null>";
				return [
					"rune ",
					Inst.escapeRunes(this.runes),
					(this.arg & RE2Flags.FOLD_CASE) !== 0 ? "/i" : "",
					" -> ",
					this.out
				].join("");
			case Inst.RUNE1: return `rune1 ${Inst.escapeRunes(this.runes)} -> ${this.out}`;
			case Inst.RUNE_ANY: return `any -> ${this.out}`;
			case Inst.RUNE_ANY_NOT_NL: return `anynotnl -> ${this.out}`;
			default: throw new Error("unhandled case in Inst.toString");
		}
	}
};
// src/Machine.js
var Queue = class Queue {
	constructor(numInst) {
		this.sparse = new Int32Array(numInst);
		this.densePcs = new Int32Array(numInst);
		this.denseCaps = null;
		this.size = 0;
		this.ncap = 0;
		this.mainThreads = 0;
	}
	static INITIAL_THREADS = 32;
	init(ncap) {
		this.ncap = ncap;
		const needed = Math.min(this.densePcs.length, Queue.INITIAL_THREADS) * ncap;
		if (!this.denseCaps || this.denseCaps.length < needed) this.denseCaps = new Int32Array(needed);
	}
	growCaps(needed) {
		const limit = this.densePcs.length * this.ncap;
		const grown = new Int32Array(Math.min(limit, Math.max(needed, 2 * this.denseCaps.length)));
		grown.set(this.denseCaps);
		this.denseCaps = grown;
	}
	contains(pc) {
		const j = this.sparse[pc];
		return j < this.size && this.densePcs[j] === pc;
	}
	isEmpty() {
		return this.size === 0;
	}
	add(pc) {
		const j = this.size++;
		this.sparse[pc] = j;
		this.densePcs[j] = pc;
		return j;
	}
	clear() {
		this.size = 0;
		this.mainThreads = 0;
	}
	toString() {
		let out = "{";
		for (let i = 0; i < this.size; i++) {
			if (i !== 0) out += ", ";
			out += this.densePcs[i];
		}
		out += "}";
		return out;
	}
};
var LookbehindState = class {
	constructor(prog) {
		this.pos = -1;
		this.pcs = new Int32Array(prog.numInst());
		this.size = 0;
		this.lbTable = new Int32Array(prog.numLb + 1);
	}
	reset() {
		this.pos = -1;
		this.size = 0;
	}
};
var Machine = class Machine {
	static fromRE2(re2) {
		const m = new Machine();
		m.prog = re2.prog;
		m.re2 = re2;
		m.q0 = new Queue(m.prog.numInst());
		m.q1 = new Queue(m.prog.numInst());
		m.addStack = new Int32Array(2 * (m.prog.numInst() + 1));
		m.matched = false;
		m.matchcap = new Int32Array(m.prog.numCap < 2 ? 2 : m.prog.numCap);
		m.ncap = 0;
		return m;
	}
	constructor() {
		this.prog = null;
		this.re2 = null;
		this.q0 = null;
		this.q1 = null;
		this.addStack = null;
		this.matched = false;
		this.matchcap = null;
		this.ncap = 0;
		this.lbTable = null;
	}
	init(ncap) {
		this.ncap = ncap;
		if (ncap > this.matchcap.length) this.matchcap = new Int32Array(ncap).fill(-1);
		else this.matchcap.fill(-1);
		this.q0.init(ncap);
		this.q1.init(ncap);
		if (this.prog.numLb > 0) {
			if (!this.lbTable || this.lbTable.length < this.prog.numLb + 1) this.lbTable = new Int32Array(this.prog.numLb + 1);
			this.lbTable.fill(-1);
		}
	}
	submatches() {
		if (this.ncap === 0) return Utils.emptyInts();
		return Utils.toArray(this.matchcap.subarray(0, this.ncap));
	}
	match(input, pos, anchor, lbState = null) {
		const startCond = this.re2.cond;
		if (startCond === Utils.EMPTY_ALL) return false;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
		this.matched = false;
		this.matchcap.fill(-1);
		const hasLookbehinds = this.prog.numLb > 0;
		const matchStartPos = pos;
		let currentPos = pos;
		let resumeLookbehinds = false;
		if (hasLookbehinds) {
			if (lbState !== null && lbState.pos >= 0 && lbState.pos <= pos) {
				currentPos = lbState.pos;
				resumeLookbehinds = true;
			} else currentPos = 0;
		}
		let saveLookbehinds = hasLookbehinds && lbState !== null;
		let runq = this.q0;
		let nextq = this.q1;
		let r = input.step(currentPos);
		let rune = r >> 3;
		let width = r & 7;
		let rune1 = -1;
		let width1 = 0;
		if (r !== MachineInputBase.EOF()) {
			r = input.step(currentPos + width);
			rune1 = r >> 3;
			width1 = r & 7;
		}
		let flag;
		if (currentPos === 0) flag = Utils.emptyOpContext(-1, rune);
		else flag = input.context(currentPos);
		if (hasLookbehinds) {
			if (resumeLookbehinds) this.restoreLookbehinds(lbState, runq, flag);
			else this.spawnLookbehinds(runq, currentPos, flag);
		}
		while (true) {
			if (runq.mainThreads === 0) {
				if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
				if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
				if (this.matched) break;
				if (this.prog.numLb === 0 && runq.isEmpty() && !(this.re2.prefix.length === 0) && rune1 !== this.re2.prefixRune && input.canCheckPrefix()) {
					const advance = input.index(this.re2, currentPos);
					if (advance < 0) break;
					currentPos += advance;
					r = input.step(currentPos);
					rune = r >> 3;
					width = r & 7;
					r = input.step(currentPos + width);
					rune1 = r >> 3;
					width1 = r & 7;
					flag = input.context(currentPos);
				}
			}
			if (currentPos >= matchStartPos) {
				if (saveLookbehinds) {
					this.saveLookbehinds(lbState, runq, currentPos);
					saveLookbehinds = false;
				}
				if (!this.matched && (currentPos === 0 || anchor === RE2Flags.UNANCHORED)) {
					if (this.ncap > 0) this.matchcap[0] = currentPos;
					this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
				}
			}
			const nextPos = currentPos + width;
			flag = input.context(nextPos);
			this.step(runq, nextq, currentPos, nextPos, rune, flag, anchor, currentPos === input.endPos());
			if (width === 0) break;
			if (this.ncap === 0 && this.matched) break;
			currentPos += width;
			rune = rune1;
			width = width1;
			if (rune !== -1) {
				r = input.step(currentPos + width);
				rune1 = r >> 3;
				width1 = r & 7;
			}
			const tmpq = runq;
			runq = nextq;
			nextq = tmpq;
		}
		runq.clear();
		nextq.clear();
		return this.matched;
	}
	matchSet(input, pos, anchor) {
		const startCond = this.re2.cond;
		if (startCond === Utils.EMPTY_ALL) return [];
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
		let currentPos = this.prog.numLb > 0 ? 0 : pos;
		let matchStartPos = pos;
		let runq = this.q0;
		let nextq = this.q1;
		let r = input.step(currentPos);
		let rune = r >> 3;
		let width = r & 7;
		let rune1 = -1;
		let width1 = 0;
		if (r !== MachineInputBase.EOF()) {
			r = input.step(currentPos + width);
			rune1 = r >> 3;
			width1 = r & 7;
		}
		let flag = currentPos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(currentPos);
		const matches = /* @__PURE__ */ new Set();
		if (this.prog.numLb > 0) this.spawnLookbehinds(runq, currentPos, flag);
		while (true) {
			if (runq.mainThreads === 0) {
				if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
				if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
			}
			if (currentPos === 0 || anchor === RE2Flags.UNANCHORED) {
				if (currentPos >= matchStartPos) this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
			}
			const nextPos = currentPos + width;
			flag = input.context(nextPos);
			for (let j = 0; j < runq.size; j++) {
				const pc = runq.densePcs[j];
				const i = this.prog.inst[pc];
				const capOffset = j * this.ncap;
				let add = false;
				switch (i.op) {
					case Inst.MATCH:
						if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== input.endPos()) break;
						matches.add(i.arg);
						break;
					case Inst.RUNE:
						add = i.matchRune(rune);
						break;
					case Inst.RUNE1:
						add = rune === i.runes[0];
						break;
					case Inst.RUNE_ANY:
						add = true;
						break;
					case Inst.RUNE_ANY_NOT_NL:
						add = rune !== 10;
						break;
					default: continue;
				}
				if (add) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, flag);
			}
			runq.clear();
			if (width === 0) break;
			currentPos += width;
			rune = rune1;
			width = width1;
			if (rune !== -1) {
				r = input.step(currentPos + width);
				rune1 = r >> 3;
				width1 = r & 7;
			}
			const tmpq = runq;
			runq = nextq;
			nextq = tmpq;
		}
		nextq.clear();
		return Array.from(matches).sort((a, b) => a - b);
	}
	step(runq, nextq, pos, nextPos, c, nextCond, anchor, atEnd) {
		const longest = this.re2.longest;
		for (let j = 0; j < runq.size; j++) {
			const pc = runq.densePcs[j];
			const capOffset = j * this.ncap;
			if (longest && this.matched && this.ncap > 0 && this.matchcap[0] < runq.denseCaps[capOffset]) continue;
			const i = this.prog.inst[pc];
			let add = false;
			switch (i.op) {
				case Inst.MATCH:
					if (anchor === RE2Flags.ANCHOR_BOTH && !atEnd) break;
					if (this.ncap > 0 && (!longest || !this.matched || this.matchcap[1] < pos)) {
						runq.denseCaps[capOffset + 1] = pos;
						for (let k = 0; k < this.ncap; k++) this.matchcap[k] = runq.denseCaps[capOffset + k];
					}
					if (!longest) runq.size = 0;
					this.matched = true;
					break;
				case Inst.RUNE:
					add = i.matchRune(c);
					break;
				case Inst.RUNE1:
					add = c === i.runes[0];
					break;
				case Inst.RUNE_ANY:
					add = true;
					break;
				case Inst.RUNE_ANY_NOT_NL:
					add = c !== 10;
					break;
				default: continue;
			}
			if (add) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, nextCond);
		}
		runq.clear();
	}
	spawnLookbehinds(q, pos, flag) {
		for (let i = 0; i < this.prog.lbStarts.length; i++) this.add(q, this.prog.lbStarts[i], pos, this.matchcap, 0, flag);
	}
	restoreLookbehinds(lbState, q, flag) {
		this.lbTable.set(lbState.lbTable);
		for (let j = 0; j < lbState.size; j++) this.add(q, lbState.pcs[j], lbState.pos, this.matchcap, 0, flag);
	}
	saveLookbehinds(lbState, q, pos) {
		let size = 0;
		for (let j = 0; j < q.size; j++) {
			const pc = q.densePcs[j];
			if (this.prog.lbInst[pc] === 1 && Inst.isRuneOp(this.prog.inst[pc].op)) lbState.pcs[size++] = pc;
		}
		lbState.size = size;
		lbState.pos = pos;
		lbState.lbTable.set(this.lbTable);
	}
	add(q, pc, pos, capArray, capOffset, cond) {
		const stk = this.addStack;
		let nstk = 0;
		for (;;) {
			while (pc !== 0 && !q.contains(pc)) {
				const d = q.add(pc);
				const inst = this.prog.inst[pc];
				switch (inst.op) {
					case Inst.FAIL:
						pc = 0;
						break;
					case Inst.ALT:
					case Inst.ALT_MATCH:
						stk[nstk++] = inst.arg;
						stk[nstk++] = 0;
						pc = inst.out;
						break;
					case Inst.EMPTY_WIDTH:
						pc = (inst.arg & ~cond) === 0 ? inst.out : 0;
						break;
					case Inst.NOP:
						pc = inst.out;
						break;
					case Inst.CAPTURE:
						if (inst.arg < this.ncap) {
							stk[nstk++] = -inst.arg - 1;
							stk[nstk++] = capArray[capOffset + inst.arg];
							capArray[capOffset + inst.arg] = pos;
						}
						pc = inst.out;
						break;
					case Inst.LB_WRITE:
						this.lbTable[Math.abs(inst.arg)] = pos;
						pc = inst.out;
						break;
					case Inst.LB_CHECK:
						if (inst.arg > 0) pc = this.lbTable[inst.arg] === pos ? inst.out : 0;
						else pc = this.lbTable[-inst.arg] !== pos ? inst.out : 0;
						break;
					case Inst.MATCH:
					case Inst.RUNE:
					case Inst.RUNE1:
					case Inst.RUNE_ANY:
					case Inst.RUNE_ANY_NOT_NL:
						if (this.prog.lbInst[pc] === 0) q.mainThreads++;
						if (this.ncap > 0) {
							const destOffset = d * this.ncap;
							if (destOffset + this.ncap > q.denseCaps.length) q.growCaps(destOffset + this.ncap);
							for (let c = 0; c < this.ncap; c++) q.denseCaps[destOffset + c] = capArray[capOffset + c];
						}
						pc = 0;
						break;
					default: throw new RE2JSInternalException("unhandled");
				}
			}
			if (nstk === 0) return;
			nstk -= 2;
			const entry = stk[nstk];
			if (entry < 0) {
				capArray[capOffset - entry - 1] = stk[nstk + 1];
				pc = 0;
			} else pc = entry;
		}
	}
};
// src/DFA.js
const hashState = (pcs, flag, ids) => {
	let h = -2128831035;
	for (let i = 0; i < pcs.length; i++) {
		h ^= pcs[i];
		h = Math.imul(h, 16777619);
	}
	h ^= flag;
	h = Math.imul(h, 16777619);
	for (let i = 0; i < ids.length; i++) {
		h ^= ids[i];
		h = Math.imul(h, 16777619);
	}
	return h;
};
const arraysEqual = (a, b) => {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
};
const isState = (state, pcs, flag, ids) => state.flag === flag && arraysEqual(state.nfaStates, pcs) && arraysEqual(state.matchIDs, ids);
const NO_IDS = [];
const END_TEXT = -1;
var DFAState = class {
	constructor(nfaStates, flag, matchIDs) {
		this.nfaStates = nfaStates;
		this.flag = flag;
		this.isMatch = (flag & DFA.FLAG_MATCH) !== 0;
		this.matchIDs = matchIDs;
		this.next = null;
		this.nextAnchored = null;
	}
};
var DFA = class DFA {
	static FLAG_EMPTY_MASK = 255;
	static FLAG_MATCH = 256;
	static FLAG_LAST_WORD = 512;
	static FLAG_NEED_SHIFT = 16;
	static STATE_OVERHEAD = 150;
	static ARRAY_OVERHEAD = 40;
	static ELEMENT_SIZE = 8;
	static TABLE_OVERHEAD = 48;
	static PROGRESS_PER_STATE = 10;
	constructor(prog, maxMem = 8388608) {
		this.prog = prog;
		this.maxMem = maxMem;
		this.stateCache = /* @__PURE__ */ new Map();
		this.stateCount = 0;
		this.startStates = /* @__PURE__ */ new Map();
		this.failed = false;
		for (let pc = 0; pc < prog.numInst(); pc++) {
			const op = prog.getInst(pc).op;
			if (op === Inst.LB_WRITE || op === Inst.LB_CHECK) {
				this.failed = true;
				break;
			}
		}
		this.computeRuneClasses();
		this.stateBudget = maxMem;
		this.memBudget = maxMem;
	}
	computeRuneClasses() {
		const bounds = /* @__PURE__ */ new Set();
		const addRange = (lo, hi) => {
			bounds.add(lo);
			bounds.add(hi + 1);
		};
		for (let pc = 0; pc < this.prog.numInst(); pc++) {
			const inst = this.prog.getInst(pc);
			switch (inst.op) {
				case Inst.RUNE:
				case Inst.RUNE1:
					if (inst.runes.length === 1) {
						addRange(inst.runes[0], inst.runes[0]);
						if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) for (let f = Unicode.simpleFold(inst.runes[0]); f !== inst.runes[0]; f = Unicode.simpleFold(f)) addRange(f, f);
					} else for (let j = 0; j < inst.runes.length; j += 2) addRange(inst.runes[j], inst.runes[j + 1]);
					break;
				case Inst.RUNE_ANY_NOT_NL:
					addRange(10, 10);
					break;
				case Inst.EMPTY_WIDTH:
					if ((inst.arg & (Utils.EMPTY_BEGIN_LINE | Utils.EMPTY_END_LINE)) !== 0) addRange(10, 10);
					if ((inst.arg & (Utils.EMPTY_WORD_BOUNDARY | Utils.EMPTY_NO_WORD_BOUNDARY)) !== 0) {
						addRange(48, 57);
						addRange(65, 90);
						addRange(95, 95);
						addRange(97, 122);
					}
			}
		}
		bounds.delete(0);
		this.classBounds = Int32Array.from(bounds).sort();
		this.numClasses = this.classBounds.length + 1;
		const latin1Class = new Int32Array(Unicode.MAX_LATIN1 + 1);
		for (let r = 0; r <= Unicode.MAX_LATIN1; r++) latin1Class[r] = this.searchClass(r);
		this.latin1Class = latin1Class;
	}
	runeClass(r) {
		if (r <= Unicode.MAX_LATIN1) return this.latin1Class[r];
		return this.searchClass(r);
	}
	searchClass(r) {
		const bounds = this.classBounds;
		let lo = 0;
		let hi = bounds.length;
		while (lo < hi) {
			const mid = lo + hi >> 1;
			if (bounds[mid] <= r) lo = mid + 1;
			else hi = mid;
		}
		return lo;
	}
	closure(pcs, flag) {
		const closure = /* @__PURE__ */ new Set();
		const stack = Array.from(pcs);
		let needflags = 0;
		while (stack.length > 0) {
			const pc = stack.pop();
			if (pc === 0 || closure.has(pc)) continue;
			closure.add(pc);
			const inst = this.prog.getInst(pc);
			switch (inst.op) {
				case Inst.ALT:
				case Inst.ALT_MATCH:
					stack.push(inst.out);
					stack.push(inst.arg);
					break;
				case Inst.NOP:
				case Inst.CAPTURE:
					stack.push(inst.out);
					break;
				case Inst.EMPTY_WIDTH:
					needflags |= inst.arg;
					if ((inst.arg & ~flag) === 0) stack.push(inst.out);
			}
		}
		return {
			pcs: Array.from(closure).sort((a, b) => a - b),
			needflags
		};
	}
	getState(pcs, flag, ids) {
		const hash = hashState(pcs, flag, ids);
		const cached = this.stateCache.get(hash);
		if (cached instanceof DFAState) {
			if (isState(cached, pcs, flag, ids)) return cached;
		} else if (cached !== void 0) {
			for (let i = 0; i < cached.length; i++) if (isState(cached[i], pcs, flag, ids)) return cached[i];
		}
		const cost = DFA.stateCost(pcs, ids);
		if (this.memBudget < cost) return null;
		this.memBudget -= cost;
		const state = new DFAState(pcs, flag, ids);
		if (cached === void 0) this.stateCache.set(hash, state);
		else if (cached instanceof DFAState) this.stateCache.set(hash, [cached, state]);
		else cached.push(state);
		this.stateCount++;
		return state;
	}
	static stateCost(pcs, ids) {
		const idsCost = ids.length === 0 ? 0 : DFA.ARRAY_OVERHEAD + DFA.ELEMENT_SIZE * ids.length;
		return DFA.STATE_OVERHEAD + DFA.ELEMENT_SIZE * pcs.length + idsCost;
	}
	*cachedStates() {
		for (const cached of this.stateCache.values()) if (cached instanceof DFAState) yield cached;
		else yield* cached;
	}
	makeState(pcs, flag, ids) {
		const closure = this.closure(pcs, flag & DFA.FLAG_EMPTY_MASK);
		let stateFlag = flag;
		if (closure.needflags === 0) stateFlag &= DFA.FLAG_MATCH;
		stateFlag |= closure.needflags << DFA.FLAG_NEED_SHIFT;
		return this.getState(closure.pcs, stateFlag, ids);
	}
	allocTable(state, anchor) {
		const size = this.numClasses + 1;
		const cost = DFA.TABLE_OVERHEAD + DFA.ELEMENT_SIZE * size;
		if (this.memBudget < cost) return null;
		this.memBudget -= cost;
		const table = new Array(size).fill(null);
		if (anchor === RE2Flags.UNANCHORED) state.next = table;
		else state.nextAnchored = table;
		return table;
	}
	clearCache() {
		this.stateCache.clear();
		this.stateCount = 0;
		this.startStates.clear();
		this.memBudget = this.stateBudget;
	}
	resetCache(current) {
		this.clearCache();
		return this.getState(current.nfaStates, current.flag, current.matchIDs);
	}
	step(state, cls, rune, anchor) {
		let table = anchor === RE2Flags.UNANCHORED ? state.next : state.nextAnchored;
		if (table !== null) {
			const cached = table[cls];
			if (cached !== null) return cached;
		} else {
			table = this.allocTable(state, anchor);
			if (table === null) return null;
		}
		const needflag = state.flag >>> DFA.FLAG_NEED_SHIFT;
		const oldbeforeflag = state.flag & DFA.FLAG_EMPTY_MASK;
		let beforeflag = oldbeforeflag;
		let afterflag = 0;
		if (rune === 10) {
			beforeflag |= Utils.EMPTY_END_LINE;
			afterflag |= Utils.EMPTY_BEGIN_LINE;
		}
		if (rune === END_TEXT) beforeflag |= Utils.EMPTY_END_LINE | Utils.EMPTY_END_TEXT;
		const islastword = (state.flag & DFA.FLAG_LAST_WORD) !== 0;
		const isword = rune !== END_TEXT && Utils.isWordRune(rune);
		beforeflag |= isword === islastword ? Utils.EMPTY_NO_WORD_BOUNDARY : Utils.EMPTY_WORD_BOUNDARY;
		let pcs = state.nfaStates;
		if ((beforeflag & ~oldbeforeflag & needflag) !== 0) pcs = this.closure(pcs, beforeflag).pcs;
		const nextPCs = [];
		let ismatch = false;
		let ids = NO_IDS;
		for (let i = 0; i < pcs.length; i++) {
			const inst = this.prog.getInst(pcs[i]);
			if (inst.op === Inst.MATCH) {
				if (!ismatch) {
					ismatch = true;
					ids = [];
				}
				ids.push(inst.arg);
			} else if (rune !== END_TEXT && Inst.isRuneOp(inst.op) && inst.matchRune(rune)) nextPCs.push(inst.out);
		}
		if (ids.length > 1) ids.sort((a, b) => a - b);
		if (anchor === RE2Flags.UNANCHORED && rune !== END_TEXT) nextPCs.push(this.prog.start);
		let flag = afterflag;
		if (ismatch) flag |= DFA.FLAG_MATCH;
		if (isword) flag |= DFA.FLAG_LAST_WORD;
		const nextState = this.makeState(nextPCs, flag, ids);
		if (nextState === null) return null;
		table[cls] = nextState;
		return nextState;
	}
	start(input, pos) {
		const context = input.context(pos);
		let flags;
		if ((context & Utils.EMPTY_BEGIN_TEXT) !== 0) flags = Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
		else if ((context & Utils.EMPTY_BEGIN_LINE) !== 0) flags = Utils.EMPTY_BEGIN_LINE;
		else {
			const r = input.step(pos);
			const nextIsWord = r >= 0 && Utils.isWordRune(r >> 3);
			flags = (context & Utils.EMPTY_WORD_BOUNDARY) !== 0 !== nextIsWord ? DFA.FLAG_LAST_WORD : 0;
		}
		let state = this.startStates.get(flags);
		if (state === void 0) {
			state = this.makeState([this.prog.start], flags, NO_IDS);
			if (state === null) {
				this.clearCache();
				state = this.makeState([this.prog.start], flags, NO_IDS);
				if (state === null) return null;
			}
			this.startStates.set(flags, state);
		}
		return state;
	}
	stepOrReset(state, cls, rune, anchor, pos, search) {
		let next = this.step(state, cls, rune, anchor);
		if (next !== null) return next;
		if (search.resetPos >= 0 && pos - search.resetPos < DFA.PROGRESS_PER_STATE * this.stateCount) return null;
		search.resetPos = pos;
		const restored = this.resetCache(state);
		if (restored === null) return null;
		next = this.step(restored, cls, rune, anchor);
		return next;
	}
	run(input, pos, anchor, state, onMatch) {
		const endPos = input.endPos();
		const latin1Class = this.latin1Class;
		const unanchored = anchor === RE2Flags.UNANCHORED;
		const search = { resetPos: -1 };
		let i = pos;
		while (i < endPos) {
			const r = input.step(i);
			const rune = r >> 3;
			const width = r & 7;
			if (width === 0) break;
			const cls = rune <= Unicode.MAX_LATIN1 ? latin1Class[rune] : this.runeClass(rune);
			let next = unanchored && state.next !== null ? state.next[cls] : null;
			if (next === null) {
				next = this.stepOrReset(state, cls, rune, anchor, i, search);
				if (next === null) return null;
			}
			state = next;
			if (state.isMatch && onMatch(state, false)) return true;
			if (!unanchored && state.nfaStates.length === 0) return false;
			i += width;
		}
		state = this.stepOrReset(state, this.numClasses, END_TEXT, anchor, i, search);
		if (state === null) return null;
		return state.isMatch && onMatch(state, true);
	}
	match(input, pos, anchor) {
		if (this.failed) return null;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
		const startState = this.start(input, pos);
		if (startState === null) return null;
		return this.run(input, pos, anchor, startState, (state, atEnd) => anchor !== RE2Flags.ANCHOR_BOTH || atEnd);
	}
	matchSet(input, pos, anchor) {
		if (this.failed) return null;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
		const startState = this.start(input, pos);
		if (startState === null) return null;
		const matches = /* @__PURE__ */ new Set();
		const collect = (state, atEnd) => {
			if (anchor !== RE2Flags.ANCHOR_BOTH || atEnd) for (let k = 0; k < state.matchIDs.length; k++) matches.add(state.matchIDs[k]);
			return false;
		};
		if (this.run(input, pos, anchor, startState, collect) === null) return null;
		return Array.from(matches).sort((a, b) => a - b);
	}
};
// src/Backtracker.js
const VISITED_BITS = 32;
const MAX_BACKTRACK_PROG = 500;
const INITIAL_JOB_CAPACITY = 256;
const MAX_BACKTRACK_VECTOR = 262144;
var BitState = class {
	constructor() {
		this.end = 0;
		this.cap = /* @__PURE__ */ new Int32Array(0);
		this.matchcap = /* @__PURE__ */ new Int32Array(0);
		this.ncap = 0;
		this.jobPc = new Int32Array(INITIAL_JOB_CAPACITY);
		this.jobArg = new Uint8Array(INITIAL_JOB_CAPACITY);
		this.jobPos = new Int32Array(INITIAL_JOB_CAPACITY);
		this.jobLen = 0;
		this.visited = /* @__PURE__ */ new Uint32Array(0);
	}
	reset(prog, end, ncap) {
		this.end = end;
		this.jobLen = 0;
		this.ncap = ncap;
		const visitedSize = prog.numInst() * (end + 1) + VISITED_BITS - 1 >>> 5;
		if (this.visited.length < visitedSize) this.visited = new Uint32Array(visitedSize);
		else this.visited.fill(0, 0, visitedSize);
		if (this.cap.length < ncap) this.cap = new Int32Array(ncap).fill(-1);
		else this.cap.fill(-1, 0, ncap);
		if (this.matchcap.length < ncap) this.matchcap = new Int32Array(ncap).fill(-1);
		else this.matchcap.fill(-1, 0, ncap);
	}
	shouldVisit(pc, pos) {
		const n = pc * (this.end + 1) + pos;
		const idx = n >>> 5;
		const mask = 1 << (n & 31);
		if ((this.visited[idx] & mask) !== 0) return false;
		this.visited[idx] |= mask;
		return true;
	}
	push(re2, pc, pos, arg) {
		if (re2.prog.getInst(pc).op !== Inst.FAIL && (arg || this.shouldVisit(pc, pos))) {
			if (this.jobLen >= this.jobPc.length) {
				const newSize = this.jobPc.length * 2;
				const newPc = new Int32Array(newSize);
				newPc.set(this.jobPc);
				this.jobPc = newPc;
				const newArg = new Uint8Array(newSize);
				newArg.set(this.jobArg);
				this.jobArg = newArg;
				const newPos = new Int32Array(newSize);
				newPos.set(this.jobPos);
				this.jobPos = newPos;
			}
			this.jobPc[this.jobLen] = pc;
			this.jobArg[this.jobLen] = arg ? 1 : 0;
			this.jobPos[this.jobLen] = pos;
			this.jobLen++;
		}
	}
	tryBacktrack(re2, input, pc, pos, anchor) {
		const longest = re2.longest;
		this.push(re2, pc, pos, false);
		while (this.jobLen > 0) {
			this.jobLen--;
			let currentPc = this.jobPc[this.jobLen];
			let arg = this.jobArg[this.jobLen] === 1;
			let currentPos = this.jobPos[this.jobLen];
			let skipShouldVisit = true;
			while (true) {
				if (!skipShouldVisit) {
					if (!this.shouldVisit(currentPc, currentPos)) break;
				}
				skipShouldVisit = false;
				const inst = re2.prog.getInst(currentPc);
				switch (inst.op) {
					case Inst.FAIL: break;
					case Inst.ALT: if (arg) {
						arg = false;
						currentPc = inst.arg;
						continue;
					} else {
						this.push(re2, currentPc, currentPos, true);
						currentPc = inst.out;
						continue;
					}
					case Inst.ALT_MATCH: {
						const outInst = re2.prog.getInst(inst.out);
						if (Inst.isRuneOp(outInst.op)) {
							this.push(re2, inst.arg, currentPos, false);
							currentPc = inst.arg;
							currentPos = this.end;
							continue;
						}
						this.push(re2, inst.out, this.end, false);
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						if (!inst.matchRune(r >> 3)) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE1: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						if (r >> 3 !== inst.runes[0]) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE_ANY_NOT_NL: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						if (r >> 3 === 10) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE_ANY: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.CAPTURE: if (arg) {
						this.cap[inst.arg] = currentPos;
						break;
					} else {
						if (inst.arg < this.ncap) {
							this.push(re2, currentPc, this.cap[inst.arg], true);
							this.cap[inst.arg] = currentPos;
						}
						currentPc = inst.out;
						continue;
					}
					case Inst.EMPTY_WIDTH: {
						const flag = input.context(currentPos);
						if ((inst.arg & ~flag) !== 0) break;
						currentPc = inst.out;
						continue;
					}
					case Inst.NOP:
						currentPc = inst.out;
						continue;
					case Inst.MATCH: {
						if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== this.end) break;
						if (this.ncap === 0) return true;
						if (this.ncap > 1) this.cap[1] = currentPos;
						const old = this.matchcap[1];
						if (old === -1 || longest && currentPos > 0 && currentPos > old) this.matchcap.set(this.cap);
						if (!longest) return true;
						if (currentPos === this.end) return true;
						break;
					}
					case Inst.LB_WRITE:
					case Inst.LB_CHECK: throw new RE2JSInternalException("Backtracker cannot evaluate Lookbehind instructions");
					default: throw new RE2JSInternalException("bad inst");
				}
				break;
			}
		}
		return longest && this.matchcap.length > 1 && this.matchcap[1] >= 0;
	}
};
const bitStatePool = [];
var Backtracker = class Backtracker {
	static shouldBacktrack(prog) {
		return prog.numInst() <= MAX_BACKTRACK_PROG;
	}
	static maxBitStateLen(prog) {
		if (!Backtracker.shouldBacktrack(prog)) return 0;
		return Math.floor(MAX_BACKTRACK_VECTOR / prog.numInst());
	}
	static execute(re2, input, pos, anchor, ncap) {
		const startCond = re2.cond;
		if (startCond === Utils.EMPTY_ALL) return null;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
		if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && pos !== 0) return null;
		const b = bitStatePool.length > 0 ? bitStatePool.pop() : new BitState();
		const end = input.endPos();
		b.reset(re2.prog, end, ncap);
		let matched = false;
		if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 || anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) {
			if (b.ncap > 0) b.cap[0] = pos;
			if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) matched = true;
		} else {
			let width = -1;
			for (; pos <= end && width !== 0; pos += width) {
				if (re2.prefix.length > 0) {
					const advance = input.index(re2, pos);
					if (advance < 0) break;
					pos += advance;
				}
				if (b.ncap > 0) b.cap[0] = pos;
				if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) {
					matched = true;
					break;
				}
				const r = input.step(pos);
				width = r === MachineInputBase.EOF() ? 0 : r & 7;
			}
		}
		if (!matched) {
			bitStatePool.push(b);
			return null;
		}
		const result = ncap === 0 ? [] : Utils.toArray(b.matchcap.subarray(0, ncap));
		bitStatePool.push(b);
		return result;
	}
};
// src/OnePass.js
var QueueOnePass = class {
	constructor(size) {
		this.sparse = new Uint32Array(size);
		this.dense = new Uint32Array(size);
		this.size = 0;
		this.nextIndex = 0;
	}
	empty() {
		return this.nextIndex >= this.size;
	}
	next() {
		return this.dense[this.nextIndex++];
	}
	clear() {
		this.size = 0;
		this.nextIndex = 0;
	}
	contains(u) {
		return u < this.sparse.length && this.sparse[u] < this.size && this.dense[this.sparse[u]] === u;
	}
	insert(u) {
		if (!this.contains(u)) this.insertNew(u);
	}
	insertNew(u) {
		if (u >= this.sparse.length) return;
		this.sparse[u] = this.size;
		this.dense[this.size] = u;
		this.size++;
	}
};
const mergeRuneSets = (leftRunes, rightRunes, leftPC, rightPC) => {
	const leftLen = leftRunes.length;
	const rightLen = rightRunes.length;
	let lx = 0, rx = 0;
	const merged = [];
	const next = [];
	let ok = true;
	let ix = -1;
	const extend = (isLeft) => {
		const newArray = isLeft ? leftRunes : rightRunes;
		const low = isLeft ? lx : rx;
		const pc = isLeft ? leftPC : rightPC;
		if (ix > 0 && newArray[low] <= merged[ix]) return false;
		merged.push(newArray[low], newArray[low + 1]);
		if (isLeft) lx += 2;
		else rx += 2;
		ix += 2;
		next.push(pc);
		return true;
	};
	while (lx < leftLen || rx < rightLen) {
		if (rx >= rightLen) ok = extend(true);
		else if (lx >= leftLen) ok = extend(false);
		else if (rightRunes[rx] < leftRunes[lx]) ok = extend(false);
		else ok = extend(true);
		if (!ok) return null;
	}
	return {
		merged,
		next
	};
};
var OnePassProg = class {
	constructor(prog) {
		this.start = prog.start;
		this.numCap = prog.numCap;
		this.inst = new Array(prog.inst.length);
		for (let i = 0; i < prog.inst.length; i++) {
			const orig = prog.inst[i];
			const inst = new Inst(orig.op);
			inst.out = orig.out;
			inst.arg = orig.arg;
			inst.runes = orig.runes ? new Int32Array(orig.runes) : /* @__PURE__ */ new Int32Array(0);
			inst.next = null;
			this.inst[i] = inst;
		}
	}
};
const onePassCopy = (prog) => {
	const p = new OnePassProg(prog);
	for (let pc = 0; pc < p.inst.length; pc++) {
		const inst = p.inst[pc];
		if (inst.op !== Inst.ALT && inst.op !== Inst.ALT_MATCH) continue;
		let pAOther = "out";
		let pAAlt = "arg";
		let instAlt = p.inst[inst[pAAlt]];
		if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) {
			pAOther = "arg";
			pAAlt = "out";
			instAlt = p.inst[inst[pAAlt]];
			if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) continue;
		}
		const instOther = p.inst[inst[pAOther]];
		if (instOther.op === Inst.ALT || instOther.op === Inst.ALT_MATCH) continue;
		let pBAlt = "out";
		let pBOther = "arg";
		let patch = false;
		if (instAlt.out === pc) patch = true;
		else if (instAlt.arg === pc) {
			patch = true;
			pBAlt = "arg";
			pBOther = "out";
		}
		if (patch) instAlt[pBAlt] = inst[pAOther];
		if (inst[pAOther] === instAlt[pBAlt]) inst[pAAlt] = instAlt[pBOther];
	}
	return p;
};
const makeOnePass = (p) => {
	if (p.inst.length >= 1e3) return null;
	const instQueue = new QueueOnePass(p.inst.length);
	const visitQueue = new QueueOnePass(p.inst.length);
	const onePassRunes = new Array(p.inst.length);
	const m = new Array(p.inst.length).fill(false);
	const check = (pc) => {
		let ok = true;
		const inst = p.inst[pc];
		if (visitQueue.contains(pc)) return true;
		visitQueue.insert(pc);
		switch (inst.op) {
			case Inst.ALT:
			case Inst.ALT_MATCH: {
				ok = check(inst.out) && check(inst.arg);
				let matchOut = m[inst.out];
				let matchArg = m[inst.arg];
				if (matchOut && matchArg) return false;
				if (matchArg) {
					const tempOut = inst.out;
					inst.out = inst.arg;
					inst.arg = tempOut;
					const tempMatch = matchOut;
					matchOut = matchArg;
					matchArg = tempMatch;
				}
				if (matchOut) {
					m[pc] = true;
					inst.op = Inst.ALT_MATCH;
				}
				const leftRunes = onePassRunes[inst.out] || [];
				const rightRunes = onePassRunes[inst.arg] || [];
				const mergeRes = mergeRuneSets(leftRunes, rightRunes, inst.out, inst.arg);
				if (!mergeRes) return false;
				onePassRunes[pc] = new Int32Array(mergeRes.merged);
				inst.next = new Uint32Array(mergeRes.next);
				break;
			}
			case Inst.CAPTURE:
			case Inst.EMPTY_WIDTH:
			case Inst.NOP:
				ok = check(inst.out);
				m[pc] = m[inst.out];
				onePassRunes[pc] = onePassRunes[inst.out] ? new Int32Array(onePassRunes[inst.out]) : /* @__PURE__ */ new Int32Array(0);
				inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
				break;
			case Inst.MATCH:
			case Inst.FAIL:
				m[pc] = inst.op === Inst.MATCH;
				break;
			case Inst.RUNE: {
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				if (!inst.runes || inst.runes.length === 0) {
					onePassRunes[pc] = /* @__PURE__ */ new Int32Array(0);
					inst.next = new Uint32Array([inst.out]);
					break;
				}
				let runes = [];
				if (inst.runes.length === 1 && (inst.arg & RE2Flags.FOLD_CASE) !== 0) {
					const r0 = inst.runes[0];
					runes.push(r0, r0);
					for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
					runes.sort((a, b) => a - b);
				} else for (let j = 0; j < inst.runes.length; j++) runes.push(inst.runes[j]);
				onePassRunes[pc] = new Int32Array(runes);
				inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
				inst.op = Inst.RUNE;
				break;
			}
			case Inst.RUNE1: {
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				let runes = [];
				if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) {
					const r0 = inst.runes[0];
					runes.push(r0, r0);
					for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
					runes.sort((a, b) => a - b);
				} else runes.push(inst.runes[0], inst.runes[0]);
				onePassRunes[pc] = new Int32Array(runes);
				inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
				inst.op = Inst.RUNE;
				break;
			}
			case Inst.RUNE_ANY:
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				onePassRunes[pc] = new Int32Array([0, Unicode.MAX_RUNE]);
				inst.next = new Uint32Array([inst.out]);
				break;
			case Inst.RUNE_ANY_NOT_NL:
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				onePassRunes[pc] = new Int32Array([
					0,
					9,
					11,
					Unicode.MAX_RUNE
				]);
				inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
		}
		return ok;
	};
	instQueue.clear();
	instQueue.insert(p.start);
	while (!instQueue.empty()) {
		visitQueue.clear();
		if (!check(instQueue.next())) return null;
	}
	for (let i = 0; i < p.inst.length; i++) if (onePassRunes[i]) p.inst[i].runes = onePassRunes[i];
	return p;
};
const cleanupOnePass = (p, original) => {
	for (let ix = 0; ix < original.inst.length; ix++) {
		const instOriginal = original.inst[ix];
		switch (instOriginal.op) {
			case Inst.ALT:
			case Inst.ALT_MATCH:
			case Inst.RUNE: break;
			case Inst.CAPTURE:
			case Inst.EMPTY_WIDTH:
			case Inst.NOP:
			case Inst.MATCH:
			case Inst.FAIL:
				p.inst[ix].next = null;
				break;
			case Inst.RUNE1:
			case Inst.RUNE_ANY:
			case Inst.RUNE_ANY_NOT_NL:
				p.inst[ix].next = null;
				p.inst[ix].op = instOriginal.op;
				p.inst[ix].runes = instOriginal.runes ? new Int32Array(instOriginal.runes) : /* @__PURE__ */ new Int32Array(0);
		}
	}
};
var OnePass = class OnePass {
	static compile(prog) {
		if (prog.start === 0) return null;
		if (prog.numLb > 0) return null;
		const startInst = prog.inst[prog.start];
		if (startInst.op !== Inst.EMPTY_WIDTH || (startInst.arg & Utils.EMPTY_BEGIN_TEXT) === 0) return null;
		let hasAlt = false;
		for (let i = 0; i < prog.inst.length; i++) if (prog.inst[i].op === Inst.ALT || prog.inst[i].op === Inst.ALT_MATCH) {
			hasAlt = true;
			break;
		}
		for (let i = 0; i < prog.inst.length; i++) {
			const inst = prog.inst[i];
			const opOut = prog.inst[inst.out].op;
			switch (inst.op) {
				case Inst.ALT:
				case Inst.ALT_MATCH:
					if (opOut === Inst.MATCH || prog.inst[inst.arg].op === Inst.MATCH) return null;
					break;
				case Inst.EMPTY_WIDTH:
					if (opOut === Inst.MATCH) {
						if ((inst.arg & Utils.EMPTY_END_TEXT) === Utils.EMPTY_END_TEXT) continue;
						return null;
					}
					break;
				default: if (opOut === Inst.MATCH && hasAlt) return null;
			}
		}
		let p = onePassCopy(prog);
		p = makeOnePass(p);
		if (p !== null) cleanupOnePass(p, prog);
		return p;
	}
	static next(inst, r) {
		const nextIdx = inst.matchRunePos(r);
		if (nextIdx >= 0) return inst.next[nextIdx];
		if (inst.op === Inst.ALT_MATCH) return inst.out;
		return 0;
	}
	static execute(re2, input, pos, anchor, ncap) {
		const onepass = re2.onepass;
		if (!onepass) return null;
		const matchcap = new Int32Array(ncap).fill(-1);
		let matched = false;
		let r = input.step(pos);
		let rune = r >> 3;
		let width = r & 7;
		let r1 = MachineInputBase.EOF();
		let rune1 = -1;
		let width1 = 0;
		if (r !== MachineInputBase.EOF()) {
			r1 = input.step(pos + width);
			if (r1 !== MachineInputBase.EOF()) {
				rune1 = r1 >> 3;
				width1 = r1 & 7;
			}
		}
		let flag = pos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(pos);
		let pc = onepass.start;
		let inst;
		while (true) {
			inst = onepass.inst[pc];
			pc = inst.out;
			switch (inst.op) {
				case Inst.MATCH:
					if (anchor === RE2Flags.ANCHOR_BOTH && pos !== input.endPos()) return null;
					matched = true;
					if (matchcap.length > 0) {
						matchcap[0] = 0;
						matchcap[1] = pos;
					}
					return ncap === 0 ? [] : Utils.toArray(matchcap);
				case Inst.RUNE:
					if (!inst.matchRune(rune)) return null;
					break;
				case Inst.RUNE1:
					if (rune !== inst.runes[0]) return null;
					break;
				case Inst.RUNE_ANY: break;
				case Inst.RUNE_ANY_NOT_NL:
					if (rune === 10) return null;
					break;
				case Inst.ALT:
				case Inst.ALT_MATCH:
					pc = OnePass.next(inst, rune);
					continue;
				case Inst.FAIL: return null;
				case Inst.NOP: continue;
				case Inst.EMPTY_WIDTH:
					if ((inst.arg & ~flag) !== 0) return null;
					continue;
				case Inst.CAPTURE:
					if (inst.arg < matchcap.length) matchcap[inst.arg] = pos;
					continue;
				default: throw new RE2JSInternalException("bad inst");
			}
			if (width === 0) break;
			flag = Utils.emptyOpContext(rune, rune1);
			pos += width;
			rune = rune1;
			width = width1;
			if (rune !== -1) {
				r1 = input.step(pos + width);
				if (r1 !== MachineInputBase.EOF()) {
					rune1 = r1 >> 3;
					width1 = r1 & 7;
				} else {
					rune1 = -1;
					width1 = 0;
				}
			}
		}
		if (!matched) return null;
		return ncap === 0 ? [] : Utils.toArray(matchcap);
	}
};
// src/Regexp.js
/**
* Regular expression abstract syntax tree. Produced by parser, used by compiler. NB, this
* corresponds to {@code syntax.regexp} in the Go implementation; Go's {@code regexp} is called
* {@code RE2} in Java.
*/
var Regexp = class Regexp {
	static Op = createEnum([
		"NO_MATCH",
		"EMPTY_MATCH",
		"LITERAL",
		"CHAR_CLASS",
		"ANY_CHAR_NOT_NL",
		"ANY_CHAR",
		"BEGIN_LINE",
		"END_LINE",
		"BEGIN_TEXT",
		"END_TEXT",
		"WORD_BOUNDARY",
		"NO_WORD_BOUNDARY",
		"CAPTURE",
		"STAR",
		"PLUS",
		"QUEST",
		"REPEAT",
		"CONCAT",
		"ALTERNATE",
		"PLB",
		"NLB",
		"LEFT_PAREN",
		"VERTICAL_BAR"
	]);
	static isPseudoOp(op) {
		return op >= Regexp.Op.LEFT_PAREN;
	}
	static emptySubs() {
		return [];
	}
	static quoteIfHyphen(rune) {
		if (rune === Codepoint.CODES["-"]) return "\\";
		return "";
	}
	static fromRegexp(re) {
		const regex = new Regexp(re.op);
		regex.flags = re.flags;
		regex.subs = re.subs;
		regex.runes = re.runes;
		regex.cap = re.cap;
		regex.min = re.min;
		regex.max = re.max;
		regex.name = re.name;
		regex.namedGroups = re.namedGroups;
		regex.lb = re.lb;
		return regex;
	}
	constructor(op) {
		this.op = op;
		this.flags = 0;
		this.subs = Regexp.emptySubs();
		this.runes = /* @__PURE__ */ new Int32Array(0);
		this.min = 0;
		this.max = 0;
		this.cap = 0;
		this.name = null;
		this.namedGroups = Object.create(null);
		this.lb = 0;
	}
	reinit() {
		this.flags = 0;
		this.subs = Regexp.emptySubs();
		this.runes = /* @__PURE__ */ new Int32Array(0);
		this.cap = 0;
		this.min = 0;
		this.max = 0;
		this.name = null;
		this.namedGroups = Object.create(null);
		this.lb = 0;
	}
	toString() {
		return this.appendTo();
	}
	appendTo() {
		let out = "";
		switch (this.op) {
			case Regexp.Op.NO_MATCH:
				out += "[^\\x00-\\x{10FFFF}]";
				break;
			case Regexp.Op.EMPTY_MATCH:
				out += "(?:)";
				break;
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST:
			case Regexp.Op.REPEAT: {
				const sub = this.subs[0];
				if (sub.op > Regexp.Op.CAPTURE || sub.op === Regexp.Op.LITERAL && sub.runes.length > 1) out += `(?:${sub.appendTo()})`;
				else out += sub.appendTo();
				switch (this.op) {
					case Regexp.Op.STAR:
						out += "*";
						break;
					case Regexp.Op.PLUS:
						out += "+";
						break;
					case Regexp.Op.QUEST:
						out += "?";
						break;
					case Regexp.Op.REPEAT:
						out += `{${this.min}`;
						if (this.min !== this.max) {
							out += ",";
							if (this.max >= 0) out += this.max;
						}
						out += "}";
				}
				if ((this.flags & RE2Flags.NON_GREEDY) !== 0) out += "?";
				break;
			}
			case Regexp.Op.CONCAT:
				for (let sub of this.subs) if (sub.op === Regexp.Op.ALTERNATE) out += `(?:${sub.appendTo()})`;
				else out += sub.appendTo();
				break;
			case Regexp.Op.ALTERNATE: {
				let sep = "";
				for (let sub of this.subs) {
					out += sep;
					sep = "|";
					out += sub.appendTo();
				}
				break;
			}
			case Regexp.Op.LITERAL:
				if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += "(?i:";
				for (let rune of this.runes) out += Utils.escapeRune(rune);
				if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += ")";
				break;
			case Regexp.Op.ANY_CHAR_NOT_NL:
				out += "(?-s:.)";
				break;
			case Regexp.Op.ANY_CHAR:
				out += "(?s:.)";
				break;
			case Regexp.Op.PLB:
				out += `(?<=${this.subs[0].appendTo()})`;
				break;
			case Regexp.Op.NLB:
				out += `(?<!${this.subs[0].appendTo()})`;
				break;
			case Regexp.Op.CAPTURE:
				if (this.name === null || this.name.length === 0) out += "(";
				else out += `(?P<${this.name}>`;
				if (this.subs[0].op !== Regexp.Op.EMPTY_MATCH) out += this.subs[0].appendTo();
				out += ")";
				break;
			case Regexp.Op.BEGIN_TEXT:
				out += "\\A";
				break;
			case Regexp.Op.END_TEXT:
				if ((this.flags & RE2Flags.WAS_DOLLAR) !== 0) out += "(?-m:$)";
				else out += "\\z";
				break;
			case Regexp.Op.BEGIN_LINE:
				out += "^";
				break;
			case Regexp.Op.END_LINE:
				out += "$";
				break;
			case Regexp.Op.WORD_BOUNDARY:
				out += "\\b";
				break;
			case Regexp.Op.NO_WORD_BOUNDARY:
				out += "\\B";
				break;
			case Regexp.Op.CHAR_CLASS:
				if (this.runes.length % 2 !== 0) {
					out += "[invalid char class]";
					break;
				}
				out += "[";
				if (this.runes.length === 0) out += "^\\x00-\\x{10FFFF}";
				else if (this.runes[0] === 0 && this.runes[this.runes.length - 1] === Unicode.MAX_RUNE) {
					out += "^";
					for (let i = 1; i < this.runes.length - 1; i += 2) {
						const lo = this.runes[i] + 1;
						const hi = this.runes[i + 1] - 1;
						out += Regexp.quoteIfHyphen(lo);
						out += Utils.escapeRune(lo);
						if (lo !== hi) {
							out += "-";
							out += Regexp.quoteIfHyphen(hi);
							out += Utils.escapeRune(hi);
						}
					}
				} else for (let i = 0; i < this.runes.length; i += 2) {
					const lo = this.runes[i];
					const hi = this.runes[i + 1];
					out += Regexp.quoteIfHyphen(lo);
					out += Utils.escapeRune(lo);
					if (lo !== hi) {
						out += "-";
						out += Regexp.quoteIfHyphen(hi);
						out += Utils.escapeRune(hi);
					}
				}
				out += "]";
				break;
			default: out += this.op;
		}
		return out;
	}
	maxCap() {
		let m = 0;
		if (this.op === Regexp.Op.CAPTURE) m = this.cap;
		if (this.subs !== null) for (let sub of this.subs) {
			const n = sub.maxCap();
			if (m < n) m = n;
		}
		return m;
	}
	equals(that) {
		if (!(that !== null && that instanceof Regexp)) return false;
		if (this.op !== that.op) return false;
		switch (this.op) {
			case Regexp.Op.END_TEXT:
				if ((this.flags & RE2Flags.WAS_DOLLAR) !== (that.flags & RE2Flags.WAS_DOLLAR)) return false;
				break;
			case Regexp.Op.LITERAL:
			case Regexp.Op.CHAR_CLASS:
				if ((this.flags & RE2Flags.FOLD_CASE) !== (that.flags & RE2Flags.FOLD_CASE)) return false;
				if (this.runes === null && that.runes === null) break;
				if (this.runes === null || that.runes === null) return false;
				if (this.runes.length !== that.runes.length) return false;
				for (let i = 0; i < this.runes.length; i++) if (this.runes[i] !== that.runes[i]) return false;
				break;
			case Regexp.Op.ALTERNATE:
			case Regexp.Op.CONCAT:
				if (this.subs.length !== that.subs.length) return false;
				for (let i = 0; i < this.subs.length; ++i) if (!this.subs[i].equals(that.subs[i])) return false;
				break;
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST:
				if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || !this.subs[0].equals(that.subs[0])) return false;
				break;
			case Regexp.Op.REPEAT:
				if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || this.min !== that.min || this.max !== that.max || !this.subs[0].equals(that.subs[0])) return false;
				break;
			case Regexp.Op.CAPTURE:
				if (this.cap !== that.cap || (this.name === null ? that.name !== null : this.name !== that.name) || !this.subs[0].equals(that.subs[0])) return false;
				break;
			case Regexp.Op.PLB:
			case Regexp.Op.NLB: if (this.lb !== that.lb || !this.subs[0].equals(that.subs[0])) return false;
		}
		return true;
	}
};
// src/RegexpWalker.js
/**
* Walks a Regexp tree without recursion, visiting nodes in the same order a recursive walk
* would (RE2: re2/walker-inl.h, "Helper class for traversing Regexps without recursion").
*
* The handler sees a node without subexpressions once, through `leaf(re)`, which returns its
* result. Any other node is seen up to three times:
* - `enter(re)` before its children. It returns the state kept for `re` while its children are
*   visited; a state whose `result` is already set skips the children.
* - `child(re, state, result, i)` after child `i` produced `result`. Setting `state.result`
*   stops visiting the remaining children.
* - `leave(re, state)` after the last child; it returns the result for `re`.
*
* Counted repetitions expand into one nesting level per copy, so the simplified tree can be
* thousands of levels deep; recursion over it would overflow the JS stack, which has no fixed
* relation to the parser's nesting limit. This walk keeps its frames on the heap instead.
*/
var RegexpWalker = class {
	static walk(root, handler) {
		const stack = [];
		let re = root;
		let result;
		for (;;) {
			if (re.subs.length === 0) result = handler.leaf(re);
			else {
				const state = handler.enter(re);
				if (state.result === void 0) {
					stack.push({
						re,
						state,
						i: 0
					});
					re = re.subs[0];
					continue;
				}
				result = state.result;
			}
			for (;;) {
				if (stack.length === 0) return result;
				const frame = stack[stack.length - 1];
				handler.child(frame.re, frame.state, result, frame.i);
				frame.i++;
				if (frame.state.result === void 0 && frame.i < frame.re.subs.length) {
					re = frame.re.subs[frame.i];
					break;
				}
				stack.pop();
				result = frame.state.result !== void 0 ? frame.state.result : handler.leave(frame.re, frame.state);
			}
		}
	}
};
// src/Prefilter.js
var AhoCorasick = class {
	constructor(words, alphabetSize) {
		const edges = /* @__PURE__ */ new Map();
		const parent = [0];
		const unit = [0];
		const depth = [0];
		const terminal = [0];
		for (const word of words) {
			let node = 0;
			for (let i = 0; i < word.length; i++) {
				const key = node * alphabetSize + word[i];
				let child = edges.get(key);
				if (child === void 0) {
					child = parent.length;
					edges.set(key, child);
					parent.push(node);
					unit.push(word[i]);
					depth.push(depth[node] + 1);
					terminal.push(0);
				}
				node = child;
			}
			terminal[node] = 1;
		}
		const numNodes = parent.length;
		const children = new Int32Array(numNodes - 1);
		for (let c = 1; c < numNodes; c++) children[c - 1] = c;
		children.sort((a, b) => parent[a] - parent[b] || unit[a] - unit[b]);
		const childStart = new Int32Array(numNodes + 1);
		for (let c = 1; c < numNodes; c++) childStart[parent[c] + 1]++;
		for (let n = 0; n < numNodes; n++) childStart[n + 1] += childStart[n];
		const childUnit = new Int32Array(numNodes - 1);
		for (let k = 0; k < children.length; k++) childUnit[k] = unit[children[k]];
		this.childStart = childStart;
		this.childUnit = childUnit;
		this.childNode = children;
		const byDepth = new Int32Array(numNodes);
		for (let n = 0; n < numNodes; n++) byDepth[n] = n;
		byDepth.sort((a, b) => depth[a] - depth[b]);
		const fail = new Int32Array(numNodes);
		const match = Uint8Array.from(terminal);
		for (let k = 1; k < numNodes; k++) {
			const c = byDepth[k];
			const p = parent[c];
			if (p !== 0) {
				let f = fail[p];
				let next = this.next(f, unit[c]);
				while (next < 0 && f !== 0) {
					f = fail[f];
					next = this.next(f, unit[c]);
				}
				fail[c] = next >= 0 ? next : 0;
			}
			match[c] |= match[fail[c]];
		}
		this.fail = fail;
		this.match = match;
	}
	next(node, u) {
		let lo = this.childStart[node];
		let hi = this.childStart[node + 1];
		const units = this.childUnit;
		while (lo < hi) {
			const mid = lo + hi >> 1;
			const m = units[mid];
			if (m === u) return this.childNode[mid];
			if (m < u) lo = mid + 1;
			else hi = mid;
		}
		return -1;
	}
	advance(node, u) {
		for (;;) {
			const next = this.next(node, u);
			if (next >= 0) return next;
			if (node === 0) return 0;
			node = this.fail[node];
		}
	}
	searchUTF16(charSeq, start, end) {
		let node = 0;
		for (let i = start; i < end; i++) {
			node = this.advance(node, charSeq.charCodeAt(i));
			if (this.match[node] === 1) return true;
		}
		return false;
	}
	searchUTF8(bytes, start, end) {
		let node = 0;
		for (let i = start; i < end; i++) {
			node = this.advance(node, bytes[i]);
			if (this.match[node] === 1) return true;
		}
		return false;
	}
};
var Prefilter = class Prefilter {
	static Type = {
		NONE: 0,
		EXACT: 1,
		AND: 2,
		OR: 3
	};
	static MAX_SCANS = 32;
	static MAX_AC_UNITS = 1 << 18;
	constructor(type) {
		this.type = type;
		this.subs = [];
		this.str = "";
		this.bytes = null;
		this.cost = type === Prefilter.Type.EXACT ? 1 : 0;
		this.allExact = false;
		this.ac16 = null;
		this.ac8 = null;
	}
	automaton16() {
		if (this.ac16 === null) {
			const words = this.subs.map((s) => {
				const arr = new Array(s.str.length);
				for (let i = 0; i < s.str.length; i++) arr[i] = s.str.charCodeAt(i);
				return arr;
			});
			this.ac16 = new AhoCorasick(words, 65536);
		}
		return this.ac16;
	}
	automaton8() {
		if (this.ac8 === null) this.ac8 = new AhoCorasick(this.subs.map((s) => s.bytes), 256);
		return this.ac8;
	}
	eval(input, pos) {
		switch (this.type) {
			case Prefilter.Type.NONE: return true;
			case Prefilter.Type.EXACT: return input.hasString(this, pos);
			case Prefilter.Type.AND:
				for (let i = 0; i < this.subs.length; i++) if (!this.subs[i].eval(input, pos)) return false;
				return true;
			case Prefilter.Type.OR:
				if (this.allExact) return input.hasAnyString(this, pos);
				for (let i = 0; i < this.subs.length; i++) if (this.subs[i].eval(input, pos)) return true;
				return false;
			default: return true;
		}
	}
};
var PrefilterTree = class PrefilterTree {
	static build(re) {
		if (!re) return new Prefilter(Prefilter.Type.NONE);
		return RegexpWalker.walk(re, PrefilterTree.WALKER);
	}
	static WALKER = {
		leaf: (re) => PrefilterTree.leaf(re),
		enter: (re) => PrefilterTree.enter(re),
		child: (re, state, result) => PrefilterTree.child(re, state, result),
		leave: (re, state) => PrefilterTree.leave(re, state)
	};
	static leaf(re) {
		if (re.op !== Regexp.Op.LITERAL) return new Prefilter(Prefilter.Type.NONE);
		if (re.runes.length === 0 || (re.flags & RE2Flags.FOLD_CASE) !== 0) return new Prefilter(Prefilter.Type.NONE);
		let str = "";
		for (let i = 0; i < re.runes.length; i++) {
			if (Unicode.isUnsearchable(re.runes[i])) return new Prefilter(Prefilter.Type.NONE);
			str += String.fromCodePoint(re.runes[i]);
		}
		const pf = new Prefilter(Prefilter.Type.EXACT);
		pf.str = str;
		pf.bytes = Utils.stringToUtf8ByteArray(pf.str);
		return pf;
	}
	static enter(re) {
		switch (re.op) {
			case Regexp.Op.CAPTURE:
			case Regexp.Op.PLUS: return { sub: null };
			case Regexp.Op.REPEAT:
				if (re.min >= 1) return { sub: null };
				return { result: new Prefilter(Prefilter.Type.NONE) };
			case Regexp.Op.CONCAT: return {
				pf: new Prefilter(Prefilter.Type.AND),
				subs: []
			};
			case Regexp.Op.ALTERNATE: return {
				pf: new Prefilter(Prefilter.Type.OR),
				subs: []
			};
			default: return { result: new Prefilter(Prefilter.Type.NONE) };
		}
	}
	static child(re, state, s) {
		if (state.subs === void 0) {
			state.sub = s;
			return;
		}
		if (state.pf.type === Prefilter.Type.AND) {
			if (s.type === Prefilter.Type.NONE) return;
			if (s.type === Prefilter.Type.AND) {
				for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
				return;
			}
			state.subs.push(s);
			return;
		}
		if (s.type === Prefilter.Type.NONE) {
			state.result = new Prefilter(Prefilter.Type.NONE);
			return;
		}
		if (s.type === Prefilter.Type.OR) {
			for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
			return;
		}
		state.subs.push(s);
	}
	static leave(re, state) {
		if (state.subs === void 0) return state.sub;
		const pf = state.pf;
		const seen = /* @__PURE__ */ new Set();
		const subs = [];
		for (const sub of state.subs) {
			if (sub.type === Prefilter.Type.EXACT) {
				if (seen.has(sub.str)) continue;
				seen.add(sub.str);
			}
			subs.push(sub);
		}
		if (pf.type === Prefilter.Type.AND) {
			const kept = [];
			let cost = 0;
			for (const sub of subs) {
				if (cost + sub.cost > Prefilter.MAX_SCANS) continue;
				kept.push(sub);
				cost += sub.cost;
			}
			if (kept.length === 0) return new Prefilter(Prefilter.Type.NONE);
			if (kept.length === 1) return kept[0];
			pf.subs = kept;
			pf.cost = cost;
			return pf;
		}
		if (subs.length === 0) return new Prefilter(Prefilter.Type.NONE);
		if (subs.length === 1) return subs[0];
		pf.subs = subs;
		let allExact = true;
		let cost = 0;
		let units = 0;
		for (const sub of subs) {
			if (sub.type !== Prefilter.Type.EXACT) allExact = false;
			else units += sub.bytes.length;
			cost += sub.cost;
		}
		if (allExact) {
			if (units > Prefilter.MAX_AC_UNITS) return new Prefilter(Prefilter.Type.NONE);
			pf.allExact = true;
			pf.cost = 1;
			return pf;
		}
		if (cost > Prefilter.MAX_SCANS) return new Prefilter(Prefilter.Type.NONE);
		pf.cost = cost;
		return pf;
	}
};
// src/Prog.js
/**
* A list of instruction pointers waiting to be patched.
* Tracks both `head` and `tail` to allow O(1) appending during compilation.
* * Values are encoded integers, not standard memory pointers:
* - Program instruction index: `l >> 1`
* - Patch `.out` field if: `(l & 1) === 0`
* - Patch `.arg` field if: `(l & 1) === 1`
* - `0` denotes an empty list.
* * @see https://swtch.com/~rsc/regexp/regexp1.html
*/
var PatchList = class {
	/**
	* @param {number} head - Encoded pointer to the start of the patch list.
	* @param {number} tail - Encoded pointer to the end of the patch list.
	*/
	constructor(head = 0, tail = 0) {
		this.head = head;
		this.tail = tail;
	}
};
/**
* A Prog is a compiled regular expression program.
*/
var Prog = class {
	constructor() {
		this.inst = [];
		this.start = 0;
		this.numCap = 2;
		this.lbStarts = [];
		this.numLb = 0;
		this.lbInst = null;
	}
	getInst(pc) {
		return this.inst[pc];
	}
	numInst() {
		return this.inst.length;
	}
	addInst(op) {
		this.inst.push(new Inst(op));
	}
	markLookbehindInsts() {
		const lbInst = new Uint8Array(this.inst.length);
		const pending = this.lbStarts.slice();
		while (pending.length > 0) {
			const pc = pending.pop();
			if (pc === 0 || lbInst[pc] === 1) continue;
			lbInst[pc] = 1;
			const i = this.inst[pc];
			switch (i.op) {
				case Inst.ALT:
				case Inst.ALT_MATCH:
					pending.push(i.out, i.arg);
					break;
				case Inst.MATCH:
				case Inst.FAIL: break;
				default: pending.push(i.out);
			}
		}
		this.lbInst = lbInst;
	}
	skipNop(pc) {
		let i = this.inst[pc];
		while (i.op === Inst.NOP || i.op === Inst.CAPTURE) {
			i = this.inst[pc];
			pc = i.out;
		}
		return i;
	}
	/** @returns {[boolean, string]} */
	prefix() {
		let prefix = "";
		let i = this.skipNop(this.start);
		if (!Inst.isRuneOp(i.op) || i.runes.length !== 1) return [i.op === Inst.MATCH, prefix];
		while (Inst.isRuneOp(i.op) && i.runes.length === 1 && (i.arg & RE2Flags.FOLD_CASE) === 0 && !Unicode.isUnsearchable(i.runes[0])) {
			prefix += String.fromCodePoint(i.runes[0]);
			i = this.skipNop(i.out);
		}
		return [i.op === Inst.MATCH, prefix];
	}
	startCond() {
		let flag = 0;
		let pc = this.start;
		loop: for (;;) {
			const i = this.inst[pc];
			switch (i.op) {
				case Inst.EMPTY_WIDTH:
					flag |= i.arg;
					break;
				case Inst.FAIL: return -1;
				case Inst.CAPTURE:
				case Inst.NOP: break;
				default: break loop;
			}
			pc = i.out;
		}
		return flag;
	}
	patch(l, val) {
		let head = l.head;
		while (head !== 0) {
			const i = this.inst[head >> 1];
			if ((head & 1) === 0) {
				head = i.out;
				i.out = val;
			} else {
				head = i.arg;
				i.arg = val;
			}
		}
	}
	append(l1, l2) {
		if (l1.head === 0) return l2;
		if (l2.head === 0) return l1;
		const i = this.inst[l1.tail >> 1];
		if ((l1.tail & 1) === 0) i.out = l2.head;
		else i.arg = l2.head;
		return new PatchList(l1.head, l2.tail);
	}
	/**
	*
	* @returns {string}
	*/
	toString() {
		let out = "";
		for (let pc = 0; pc < this.inst.length; pc++) {
			const len = out.length;
			out += pc;
			if (pc === this.start) out += "*";
			out += "        ".substring(out.length - len);
			out += this.inst[pc];
			out += "\n";
		}
		return out;
	}
};
// src/Compiler.js
const ANY_RUNE_NOT_NL = new Int32Array([
	0,
	Codepoint.CODES["\n"] - 1,
	Codepoint.CODES["\n"] + 1,
	Unicode.MAX_RUNE
]);
const ANY_RUNE = new Int32Array([0, Unicode.MAX_RUNE]);
/**
* A fragment of a compiled regular expression program.
*
* @see http://swtch.com/~rsc/regexp/regexp1.html
* @class
*/
var Frag = class {
	constructor(i = 0, out = new PatchList(), nullable = false) {
		this.i = i;
		this.out = out;
		this.nullable = nullable;
	}
};
/**
* Compiler from {@code Regexp} (RE2 abstract syntax) to {@code RE2} (compiled regular expression).
*
* The only entry point is {@link #compileRegexp}.
*/
var Compiler = class Compiler {
	static compileRegexp(re) {
		const c = new Compiler();
		const f = c.compile(re);
		c.prog.patch(f.out, c.newInst(Inst.MATCH).i);
		c.prog.start = f.i;
		c.prog.markLookbehindInsts();
		return c.prog;
	}
	static compileSet(regexps) {
		const c = new Compiler();
		if (regexps.length === 0) {
			c.prog.start = c.newInst(Inst.FAIL).i;
			c.prog.markLookbehindInsts();
			return c.prog;
		}
		let starts = [];
		for (let i = 0; i < regexps.length; i++) {
			c.lbOffset = c.prog.numLb;
			const f = c.compile(regexps[i]);
			const m = c.newInst(Inst.MATCH);
			c.prog.getInst(m.i).arg = i;
			c.prog.patch(f.out, m.i);
			starts.push(f.i);
		}
		let start = starts[0];
		for (let i = 1; i < starts.length; i++) {
			const f = c.newInst(Inst.ALT);
			const inst = c.prog.getInst(f.i);
			inst.out = start;
			inst.arg = starts[i];
			start = f.i;
		}
		c.prog.start = start;
		c.prog.markLookbehindInsts();
		return c.prog;
	}
	constructor() {
		this.prog = new Prog();
		this.newInst(Inst.FAIL);
		this.lbOffset = 0;
		this.runeCache = /* @__PURE__ */ new Map();
		this.walker = {
			leaf: (re) => this.leaf(re),
			enter: (re) => this.enter(re),
			child: (re, state, result) => this.child(re, state, result),
			leave: (re, state) => this.leave(re, state)
		};
	}
	newInst(op) {
		this.prog.addInst(op);
		return new Frag(this.prog.numInst() - 1, new PatchList(), true);
	}
	nop() {
		const f = this.newInst(Inst.NOP);
		f.out = new PatchList(f.i << 1, f.i << 1);
		return f;
	}
	fail() {
		return new Frag();
	}
	cap(arg) {
		const f = this.newInst(Inst.CAPTURE);
		f.out = new PatchList(f.i << 1, f.i << 1);
		this.prog.getInst(f.i).arg = arg;
		if (this.prog.numCap < arg + 1) this.prog.numCap = arg + 1;
		return f;
	}
	cat(f1, f2) {
		if (f1.i === 0 || f2.i === 0) {
			this.prog.patch(f1.out, 0);
			this.prog.patch(f2.out, 0);
			return this.fail();
		}
		this.prog.patch(f1.out, f2.i);
		return new Frag(f1.i, f2.out, f1.nullable && f2.nullable);
	}
	alt(f1, f2) {
		if (f1.i === 0) return f2;
		if (f2.i === 0) return f1;
		const f = this.newInst(Inst.ALT);
		const i = this.prog.getInst(f.i);
		i.out = f1.i;
		i.arg = f2.i;
		f.out = this.prog.append(f1.out, f2.out);
		f.nullable = f1.nullable || f2.nullable;
		return f;
	}
	loop(f1, nongreedy) {
		const f = this.newInst(Inst.ALT);
		const i = this.prog.getInst(f.i);
		if (nongreedy) {
			i.arg = f1.i;
			f.out = new PatchList(f.i << 1, f.i << 1);
		} else {
			i.out = f1.i;
			f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
		}
		this.prog.patch(f1.out, f.i);
		return f;
	}
	quest(f1, nongreedy) {
		if (f1.i === 0) return this.nop();
		const f = this.newInst(Inst.ALT);
		const i = this.prog.getInst(f.i);
		if (nongreedy) {
			i.arg = f1.i;
			f.out = new PatchList(f.i << 1, f.i << 1);
		} else {
			i.out = f1.i;
			f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
		}
		f.out = this.prog.append(f.out, f1.out);
		return f;
	}
	star(f1, nongreedy) {
		if (f1.i === 0) return this.nop();
		if (f1.nullable) return this.quest(this.plus(f1, nongreedy), nongreedy);
		return this.loop(f1, nongreedy);
	}
	plus(f1, nongreedy) {
		if (f1.i === 0) return this.fail();
		return new Frag(f1.i, this.loop(f1, nongreedy).out, f1.nullable);
	}
	empty(op) {
		const f = this.newInst(Inst.EMPTY_WIDTH);
		this.prog.getInst(f.i).arg = op;
		f.out = new PatchList(f.i << 1, f.i << 1);
		return f;
	}
	rune(runes, flags) {
		const f = this.newInst(Inst.RUNE);
		f.nullable = false;
		const i = this.prog.getInst(f.i);
		i.runes = runes;
		flags &= RE2Flags.FOLD_CASE;
		if (runes.length !== 1 || Unicode.simpleFold(runes[0]) === runes[0]) flags &= -2;
		i.arg = flags;
		f.out = new PatchList(f.i << 1, f.i << 1);
		if ((flags & RE2Flags.FOLD_CASE) === 0 && runes.length === 1 || runes.length === 2 && runes[0] === runes[1]) i.op = Inst.RUNE1;
		else if (runes.length === 2 && runes[0] === 0 && runes[1] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY;
		else if (runes.length === 4 && runes[0] === 0 && runes[1] === Codepoint.CODES["\n"] - 1 && runes[2] === Codepoint.CODES["\n"] + 1 && runes[3] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY_NOT_NL;
		return f;
	}
	lookBehind(a, parsedLb) {
		const lb = Math.sign(parsedLb) * (Math.abs(parsedLb) + this.lbOffset);
		const id = this.newInst(Inst.LB_WRITE);
		this.prog.getInst(id.i).arg = lb;
		const any = this.rune(ANY_RUNE, 0);
		const dotStar = this.star(any, true);
		const lbAutomaton = this.cat(dotStar, a);
		this.prog.patch(lbAutomaton.out, id.i);
		const checkId = this.newInst(Inst.LB_CHECK);
		this.prog.getInst(checkId.i).arg = lb;
		this.prog.lbStarts.push(lbAutomaton.i);
		if (Math.abs(lb) > this.prog.numLb) this.prog.numLb = Math.abs(lb);
		checkId.out = new PatchList(checkId.i << 1, checkId.i << 1);
		return checkId;
	}
	compile(re) {
		return RegexpWalker.walk(re, this.walker);
	}
	leaf(re) {
		switch (re.op) {
			case Regexp.Op.NO_MATCH: return this.fail();
			case Regexp.Op.EMPTY_MATCH: return this.nop();
			case Regexp.Op.LITERAL: {
				if (re.runes.length === 0) return this.nop();
				let f = null;
				for (let r of re.runes) {
					let singleRune = this.runeCache.get(r);
					if (singleRune === void 0) {
						singleRune = new Int32Array([r]);
						this.runeCache.set(r, singleRune);
					}
					const f1 = this.rune(singleRune, re.flags);
					f = f === null ? f1 : this.cat(f, f1);
				}
				return f;
			}
			case Regexp.Op.CHAR_CLASS: return this.rune(re.runes, re.flags);
			case Regexp.Op.ANY_CHAR_NOT_NL: return this.rune(ANY_RUNE_NOT_NL, 0);
			case Regexp.Op.ANY_CHAR: return this.rune(ANY_RUNE, 0);
			case Regexp.Op.BEGIN_LINE: return this.empty(Utils.EMPTY_BEGIN_LINE);
			case Regexp.Op.END_LINE: return this.empty(Utils.EMPTY_END_LINE);
			case Regexp.Op.BEGIN_TEXT: return this.empty(Utils.EMPTY_BEGIN_TEXT);
			case Regexp.Op.END_TEXT: return this.empty(Utils.EMPTY_END_TEXT);
			case Regexp.Op.WORD_BOUNDARY: return this.empty(Utils.EMPTY_WORD_BOUNDARY);
			case Regexp.Op.NO_WORD_BOUNDARY: return this.empty(Utils.EMPTY_NO_WORD_BOUNDARY);
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return this.nop();
			default: throw new RE2JSCompileException("regexp: unhandled case in compile");
		}
	}
	enter(re) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST: return { sub: null };
			case Regexp.Op.CAPTURE: return {
				bra: this.cap(re.cap << 1),
				sub: null
			};
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return { f: null };
			default: throw new RE2JSCompileException("regexp: unhandled case in compile");
		}
	}
	child(re, state, f1) {
		if (re.op === Regexp.Op.CONCAT) state.f = state.f === null ? f1 : this.cat(state.f, f1);
		else if (re.op === Regexp.Op.ALTERNATE) state.f = state.f === null ? f1 : this.alt(state.f, f1);
		else state.sub = f1;
	}
	leave(re, state) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB: return this.lookBehind(state.sub, re.lb);
			case Regexp.Op.CAPTURE: {
				const ket = this.cap(re.cap << 1 | 1);
				return this.cat(this.cat(state.bra, state.sub), ket);
			}
			case Regexp.Op.STAR: return this.star(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
			case Regexp.Op.PLUS: return this.plus(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
			case Regexp.Op.QUEST: return this.quest(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return state.f;
			default: throw new RE2JSCompileException("regexp: unhandled case in compile");
		}
	}
};
// src/Simplify.js
var Simplify = class Simplify {
	static simplify(re) {
		if (re === null) return null;
		return RegexpWalker.walk(re, Simplify.WALKER);
	}
	static WALKER = {
		leaf: (re) => Simplify.leaf(re),
		enter: (re) => Simplify.enter(re),
		child: (re, state, result, i) => Simplify.child(re, state, result, i),
		leave: (re, state) => Simplify.leave(re, state)
	};
	static leaf(re) {
		if (re.op === Regexp.Op.CHAR_CLASS) {
			if (re.runes === null) return re;
			if (re.runes.length === 0) return new Regexp(Regexp.Op.NO_MATCH);
			if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR);
			if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR_NOT_NL);
		}
		return re;
	}
	static enter(re) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.CAPTURE:
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST: return { sub: null };
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return {
				subs: [],
				changed: false
			};
			case Regexp.Op.REPEAT:
				if (re.min === 0 && re.max === 0) return { result: new Regexp(Regexp.Op.EMPTY_MATCH) };
				return { sub: null };
			default: return { result: re };
		}
	}
	static child(re, state, nsub, i) {
		if (state.subs === void 0) {
			state.sub = nsub;
			return;
		}
		if (nsub !== re.subs[i]) state.changed = true;
		if (re.op === Regexp.Op.CONCAT) {
			if (nsub.op === Regexp.Op.NO_MATCH) {
				state.result = new Regexp(Regexp.Op.NO_MATCH);
				return;
			}
			if (nsub.op === Regexp.Op.EMPTY_MATCH) {
				state.changed = true;
				return;
			}
			if (nsub.op === Regexp.Op.CONCAT) {
				state.changed = true;
				for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
				return;
			}
		} else {
			if (nsub.op === Regexp.Op.NO_MATCH) {
				state.changed = true;
				return;
			}
			if (nsub.op === Regexp.Op.ALTERNATE) {
				state.changed = true;
				for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
				return;
			}
		}
		state.subs.push(nsub);
	}
	static leave(re, state) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.CAPTURE: {
				const sub = state.sub;
				if (sub !== re.subs[0]) {
					const nre = Regexp.fromRegexp(re);
					nre.runes = /* @__PURE__ */ new Int32Array(0);
					nre.subs = [sub];
					return nre;
				}
				return re;
			}
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE:
				if (state.changed) {
					const newSubs = state.subs;
					if (newSubs.length === 0) return new Regexp(re.op === Regexp.Op.CONCAT ? Regexp.Op.EMPTY_MATCH : Regexp.Op.NO_MATCH);
					if (newSubs.length === 1) return newSubs[0];
					const nre = Regexp.fromRegexp(re);
					nre.runes = /* @__PURE__ */ new Int32Array(0);
					nre.subs = newSubs;
					return nre;
				}
				return re;
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST: return Simplify.simplify1(re.op, re.flags, state.sub, re);
			case Regexp.Op.REPEAT: return Simplify.simplifyRepeat(re, state.sub);
			default: return re;
		}
	}
	static simplifyRepeat(re, sub) {
		if (re.max === -1) {
			if (re.min === 0) return Simplify.simplify1(Regexp.Op.STAR, re.flags, sub, null);
			if (re.min === 1) return Simplify.simplify1(Regexp.Op.PLUS, re.flags, sub, null);
			const subs = [];
			for (let i = 0; i < re.min - 1; i++) subs.push(sub);
			subs.push(Simplify.simplify1(Regexp.Op.PLUS, re.flags, sub, null));
			return Simplify.concat(subs);
		}
		if (re.min === 1 && re.max === 1) return sub;
		let prefixSubs = null;
		if (re.min > 0) {
			prefixSubs = [];
			for (let i = 0; i < re.min; i++) prefixSubs.push(sub);
		}
		if (re.max > re.min) {
			let suffix = Simplify.simplify1(Regexp.Op.QUEST, re.flags, sub, null);
			for (let i = re.min + 1; i < re.max; i++) suffix = Simplify.simplify1(Regexp.Op.QUEST, re.flags, Simplify.concat([sub, suffix]), null);
			if (prefixSubs === null) return suffix;
			prefixSubs.push(suffix);
		}
		if (prefixSubs !== null) return Simplify.concat(prefixSubs);
		return new Regexp(Regexp.Op.NO_MATCH);
	}
	static concat(subs) {
		const newSubs = [];
		for (let i = 0; i < subs.length; i++) {
			const sub = subs[i];
			if (sub.op === Regexp.Op.NO_MATCH) return new Regexp(Regexp.Op.NO_MATCH);
			if (sub.op === Regexp.Op.EMPTY_MATCH) continue;
			if (sub.op === Regexp.Op.CONCAT) {
				for (let j = 0; j < sub.subs.length; j++) newSubs.push(sub.subs[j]);
				continue;
			}
			newSubs.push(sub);
		}
		if (newSubs.length === 0) return new Regexp(Regexp.Op.EMPTY_MATCH);
		if (newSubs.length === 1) return newSubs[0];
		const nre = new Regexp(Regexp.Op.CONCAT);
		nre.subs = newSubs;
		return nre;
	}
	static simplify1(op, flags, sub, re) {
		if (sub.op === Regexp.Op.EMPTY_MATCH) return sub;
		if (sub.op === Regexp.Op.NO_MATCH) {
			if (op === Regexp.Op.PLUS) return sub;
			return new Regexp(Regexp.Op.EMPTY_MATCH);
		}
		if (op === sub.op && (flags & RE2Flags.NON_GREEDY) === (sub.flags & RE2Flags.NON_GREEDY)) return sub;
		if (re !== null && re.op === op && (re.flags & RE2Flags.NON_GREEDY) === (flags & RE2Flags.NON_GREEDY) && sub === re.subs[0]) return re;
		const nre = new Regexp(op);
		nre.flags = flags;
		nre.subs = [sub];
		return nre;
	}
};
// src/CharGroup.js
var CharGroup = class {
	constructor(sign, cls) {
		this.sign = sign;
		this.cls = cls;
	}
};
const code1 = [48, 57];
const code2 = [
	9,
	10,
	12,
	13,
	32,
	32
];
const code3 = [
	48,
	57,
	65,
	90,
	95,
	95,
	97,
	122
];
const PERL_GROUPS = /* @__PURE__ */ new Map([
	["\\d", new CharGroup(1, code1)],
	["\\D", new CharGroup(-1, code1)],
	["\\s", new CharGroup(1, code2)],
	["\\S", new CharGroup(-1, code2)],
	["\\w", new CharGroup(1, code3)],
	["\\W", new CharGroup(-1, code3)]
]);
const code4 = [
	48,
	57,
	65,
	90,
	97,
	122
];
const code5 = [
	65,
	90,
	97,
	122
];
const code6 = [0, 127];
const code7 = [
	9,
	9,
	32,
	32
];
const code8 = [
	0,
	31,
	127,
	127
];
const code9 = [48, 57];
const code10 = [33, 126];
const code11 = [97, 122];
const code12 = [32, 126];
const code13 = [
	33,
	47,
	58,
	64,
	91,
	96,
	123,
	126
];
const code14 = [
	9,
	13,
	32,
	32
];
const code15 = [65, 90];
const code16 = [
	48,
	57,
	65,
	90,
	95,
	95,
	97,
	122
];
const code17 = [
	48,
	57,
	65,
	70,
	97,
	102
];
const POSIX_GROUPS = /* @__PURE__ */ new Map([
	["[:alnum:]", new CharGroup(1, code4)],
	["[:^alnum:]", new CharGroup(-1, code4)],
	["[:alpha:]", new CharGroup(1, code5)],
	["[:^alpha:]", new CharGroup(-1, code5)],
	["[:ascii:]", new CharGroup(1, code6)],
	["[:^ascii:]", new CharGroup(-1, code6)],
	["[:blank:]", new CharGroup(1, code7)],
	["[:^blank:]", new CharGroup(-1, code7)],
	["[:cntrl:]", new CharGroup(1, code8)],
	["[:^cntrl:]", new CharGroup(-1, code8)],
	["[:digit:]", new CharGroup(1, code9)],
	["[:^digit:]", new CharGroup(-1, code9)],
	["[:graph:]", new CharGroup(1, code10)],
	["[:^graph:]", new CharGroup(-1, code10)],
	["[:lower:]", new CharGroup(1, code11)],
	["[:^lower:]", new CharGroup(-1, code11)],
	["[:print:]", new CharGroup(1, code12)],
	["[:^print:]", new CharGroup(-1, code12)],
	["[:punct:]", new CharGroup(1, code13)],
	["[:^punct:]", new CharGroup(-1, code13)],
	["[:space:]", new CharGroup(1, code14)],
	["[:^space:]", new CharGroup(-1, code14)],
	["[:upper:]", new CharGroup(1, code15)],
	["[:^upper:]", new CharGroup(-1, code15)],
	["[:word:]", new CharGroup(1, code16)],
	["[:^word:]", new CharGroup(-1, code16)],
	["[:xdigit:]", new CharGroup(1, code17)],
	["[:^xdigit:]", new CharGroup(-1, code17)]
]);
// src/CharClass.js
/**
* A "builder"-style helper class for manipulating character classes represented as an array of
* pairs of runes [lo, hi], each denoting an inclusive interval.
*
* All methods mutate the internal state and return {@code this}, allowing operations to be chained.
*/
var CharClass = class CharClass {
	static charClassToString(r, len) {
		let result = "[";
		for (let i = 0; i < len; i += 2) {
			if (i > 0) result += " ";
			const lo = r[i];
			const hi = r[i + 1];
			if (lo === hi) result += `0x${lo.toString(16)}`;
			else result += `0x${lo.toString(16)}-0x${hi.toString(16)}`;
		}
		result += "]";
		return result;
	}
	static sortRanges(array, len) {
		const n = len >> 1;
		const order = new Array(n);
		for (let i = 0; i < n; i++) order[i] = i;
		order.sort((a, b) => array[2 * a] - array[2 * b] || array[2 * b + 1] - array[2 * a + 1]);
		const sorted = array.slice(0, len);
		for (let i = 0; i < n; i++) {
			array[2 * i] = sorted[2 * order[i]];
			array[2 * i + 1] = sorted[2 * order[i] + 1];
		}
	}
	/**
	* @param {number[]|Int32Array} [r]
	*/
	constructor(r = Utils.emptyInts()) {
		/** @type {number[]|Int32Array} */
		this.r = r;
		this.len = r.length;
	}
	toArray() {
		if (this.r instanceof Int32Array) return this.len === this.r.length ? this.r : this.r.subarray(0, this.len);
		return new Int32Array(this.len === this.r.length ? this.r : this.r.slice(0, this.len));
	}
	toGrowableArray() {
		if (Array.isArray(this.r)) {
			this.r.length = this.len;
			return this.r;
		}
		return Array.from(this.r.subarray(0, this.len));
	}
	cleanClass() {
		if (this.len < 4) return this;
		CharClass.sortRanges(this.r, this.len);
		let w = 2;
		for (let i = 2; i < this.len; i += 2) {
			const lo = this.r[i];
			const hi = this.r[i + 1];
			if (lo <= this.r[w - 1] + 1) {
				if (hi > this.r[w - 1]) this.r[w - 1] = hi;
				continue;
			}
			this.r[w] = lo;
			this.r[w + 1] = hi;
			w += 2;
		}
		this.len = w;
		return this;
	}
	appendLiteral(x, flags) {
		return (flags & RE2Flags.FOLD_CASE) !== 0 ? this.appendFoldedRange(x, x) : this.appendRange(x, x);
	}
	appendRange(lo, hi) {
		if (this.len > 0) {
			for (let i = 2; i <= 4; i += 2) if (this.len >= i) {
				const rlo = this.r[this.len - i];
				const rhi = this.r[this.len - i + 1];
				if (lo <= rhi + 1 && rlo <= hi + 1) {
					if (lo < rlo) this.r[this.len - i] = lo;
					if (hi > rhi) this.r[this.len - i + 1] = hi;
					return this;
				}
			}
		}
		this.r[this.len++] = lo;
		this.r[this.len++] = hi;
		return this;
	}
	appendFoldedRange(lo, hi) {
		if (lo <= Unicode.MIN_FOLD && hi >= Unicode.MAX_FOLD) return this.appendRange(lo, hi);
		if (hi < Unicode.MIN_FOLD || lo > Unicode.MAX_FOLD) return this.appendRange(lo, hi);
		if (lo < Unicode.MIN_FOLD) {
			this.appendRange(lo, Unicode.MIN_FOLD - 1);
			lo = Unicode.MIN_FOLD;
		}
		if (hi > Unicode.MAX_FOLD) {
			this.appendRange(Unicode.MAX_FOLD + 1, hi);
			hi = Unicode.MAX_FOLD;
		}
		for (let c = lo; c <= hi; c++) {
			this.appendRange(c, c);
			for (let f = Unicode.simpleFold(c); f !== c; f = Unicode.simpleFold(f)) this.appendRange(f, f);
		}
		return this;
	}
	appendClass(x) {
		for (let i = 0; i < x.length; i += 2) this.appendRange(x[i], x[i + 1]);
		return this;
	}
	appendFoldedClass(x) {
		for (let i = 0; i < x.length; i += 2) this.appendFoldedRange(x[i], x[i + 1]);
		return this;
	}
	appendNegatedClass(x) {
		let nextLo = 0;
		for (let i = 0; i < x.length; i += 2) {
			const lo = x[i];
			const hi = x[i + 1];
			if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
			nextLo = hi + 1;
		}
		if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
		return this;
	}
	appendTable(table) {
		for (let i = 0; i < table.length; ++i) {
			const lo = table.getLo(i);
			const hi = table.getHi(i);
			const stride = table.getStride(i);
			if (stride === 1) {
				this.appendRange(lo, hi);
				continue;
			}
			for (let c = lo; c <= hi; c += stride) this.appendRange(c, c);
		}
		return this;
	}
	appendNegatedTable(table) {
		let nextLo = 0;
		for (let i = 0; i < table.length; ++i) {
			const lo = table.getLo(i);
			const hi = table.getHi(i);
			const stride = table.getStride(i);
			if (stride === 1) {
				if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
				nextLo = hi + 1;
				continue;
			}
			for (let c = lo; c <= hi; c += stride) {
				if (nextLo <= c - 1) this.appendRange(nextLo, c - 1);
				nextLo = c + 1;
			}
		}
		if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
		return this;
	}
	appendTableWithSign(table, sign) {
		return sign < 0 ? this.appendNegatedTable(table) : this.appendTable(table);
	}
	negateClass() {
		let nextLo = 0;
		let w = 0;
		for (let i = 0; i < this.len; i += 2) {
			const lo = this.r[i];
			const hi = this.r[i + 1];
			if (nextLo <= lo - 1) {
				this.r[w] = nextLo;
				this.r[w + 1] = lo - 1;
				w += 2;
			}
			nextLo = hi + 1;
		}
		this.len = w;
		if (nextLo <= Unicode.MAX_RUNE) {
			this.r[this.len++] = nextLo;
			this.r[this.len++] = Unicode.MAX_RUNE;
		}
		return this;
	}
	appendClassWithSign(x, sign) {
		return sign < 0 ? this.appendNegatedClass(x) : this.appendClass(x);
	}
	appendGroup(g, foldCase) {
		let cls = g.cls;
		if (foldCase) cls = new CharClass().appendFoldedClass(cls).cleanClass().toArray();
		return this.appendClassWithSign(cls, g.sign);
	}
	toString() {
		return CharClass.charClassToString(this.r, this.len);
	}
};
// src/Parser.js
var StringIterator = class {
	constructor(str) {
		this.str = str;
		this.position = 0;
	}
	pos() {
		return this.position;
	}
	rewindTo(pos) {
		this.position = pos;
	}
	more() {
		return this.position < this.str.length;
	}
	peek() {
		return this.str.codePointAt(this.position);
	}
	skip(n) {
		this.position += n;
	}
	skipString(s) {
		this.position += s.length;
	}
	pop() {
		const r = this.str.codePointAt(this.position);
		this.position += Utils.charCount(r);
		return r;
	}
	lookingAt(s) {
		return this.str.startsWith(s, this.position);
	}
	rest() {
		return this.str.substring(this.position);
	}
	from(beforePos) {
		return this.str.substring(beforePos, this.position);
	}
	toString() {
		return this.rest();
	}
};
/**
* A parser of regular expression patterns.
*
* The only public entry point is {@link #parse(String pattern, int flags)}.
*/
var Parser = class Parser {
	static ERR_INTERNAL_ERROR = "regexp/syntax: internal error";
	static ERR_INVALID_CHAR_RANGE = "invalid character class range";
	static ERR_INVALID_ESCAPE = "invalid escape sequence";
	static ERR_INVALID_NAMED_CAPTURE = "invalid named capture";
	static ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax";
	static ERR_INVALID_REPEAT_OP = "invalid nested repetition operator";
	static ERR_INVALID_REPEAT_SIZE = "invalid repeat count";
	static ERR_MISSING_BRACKET = "missing closing ]";
	static ERR_MISSING_PAREN = "missing closing )";
	static ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator";
	static ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression";
	static ERR_DUPLICATE_NAMED_CAPTURE = "duplicate capture group name";
	static ERR_UNEXPECTED_PAREN = "unexpected )";
	static ERR_NESTING_DEPTH = "expression nests too deeply";
	static ERR_LARGE = "expression too large";
	static ERR_INVALID_CAPTURE_IN_LOOKBEHIND = "invalid capture in lookbehind";
	static MAX_HEIGHT = 1e3;
	static MAX_SIZE = 1398101;
	static MAX_RUNES = 33554432;
	static ANY_TABLE = new UnicodeRangeTable(new Uint32Array([
		0,
		Unicode.MAX_RUNE,
		1
	]));
	static ASCII_TABLE = new UnicodeRangeTable(new Uint32Array([
		0,
		127,
		1
	]));
	static ASCII_FOLD_TABLE = new UnicodeRangeTable(new Uint32Array([
		0,
		127,
		1,
		383,
		383,
		1,
		8490,
		8490,
		1
	]));
	static unicodeTable(name) {
		if (name === "Any") return {
			tab: Parser.ANY_TABLE,
			fold: Parser.ANY_TABLE,
			sign: 1
		};
		if (name === "Ascii") return {
			tab: Parser.ASCII_TABLE,
			fold: Parser.ASCII_FOLD_TABLE,
			sign: 1
		};
		if (name === "Assigned") return {
			tab: UnicodeTables.CATEGORIES.get("Cn"),
			fold: UnicodeTables.CATEGORIES.get("Cn"),
			sign: -1
		};
		if (name === "Lc") return {
			tab: UnicodeTables.CATEGORIES.get("LC"),
			fold: UnicodeTables.FOLD_CATEGORIES.get("LC"),
			sign: 1
		};
		if (UnicodeTables.CATEGORIES.has(name)) return {
			tab: UnicodeTables.CATEGORIES.get(name),
			fold: UnicodeTables.FOLD_CATEGORIES.get(name),
			sign: 1
		};
		if (UnicodeTables.SCRIPTS.has(name)) return {
			tab: UnicodeTables.SCRIPTS.get(name),
			fold: UnicodeTables.FOLD_SCRIPT.get(name),
			sign: 1
		};
		return null;
	}
	static minFoldRune(r) {
		if (r < Unicode.MIN_FOLD || r > Unicode.MAX_FOLD) return r;
		let min = r;
		const r0 = r;
		for (r = Unicode.simpleFold(r); r !== r0; r = Unicode.simpleFold(r)) if (min > r) min = r;
		return min;
	}
	static leadingRegexp(re) {
		if (re.op === Regexp.Op.EMPTY_MATCH) return null;
		if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
			const sub = re.subs[0];
			if (sub.op === Regexp.Op.EMPTY_MATCH) return null;
			return sub;
		}
		return re;
	}
	static literalRegexp(s, flags) {
		const re = new Regexp(Regexp.Op.LITERAL);
		re.flags = flags;
		re.runes = Utils.stringToRunes(s);
		return re;
	}
	/**
	* Parse regular expression pattern {@code pattern} with mode flags {@code flags}.
	* @param {string} pattern
	* @param {number} flags
	*/
	static parse(pattern, flags) {
		return new Parser(pattern, flags).parseInternal();
	}
	static parseRepeat(t) {
		const start = t.pos();
		if (!t.more() || !t.lookingAt("{")) return -1;
		t.skip(1);
		const min = Parser.parseInt(t);
		if (min === -1) return -1;
		if (!t.more()) return -1;
		let max;
		if (!t.lookingAt(",")) max = min;
		else {
			t.skip(1);
			if (!t.more()) return -1;
			if (t.lookingAt("}")) max = -1;
			else if ((max = Parser.parseInt(t)) === -1) return -1;
		}
		if (!t.more() || !t.lookingAt("}")) return -1;
		t.skip(1);
		if (min < 0 || min > 1e3 || max === -2 || max > 1e3 || max >= 0 && min > max) throw new RE2JSSyntaxException(Parser.ERR_INVALID_REPEAT_SIZE, t.from(start));
		return min << 16 | max & Unicode.MAX_BMP;
	}
	static isValidCaptureName(name) {
		if (name.length === 0) return false;
		for (let i = 0; i < name.length; i++) {
			const c = name.codePointAt(i);
			if (c !== Codepoint.CODES["_"] && !Utils.isalnum(c)) return false;
		}
		return true;
	}
	static parseInt(t) {
		const start = t.pos();
		while (t.more() && t.peek() >= Codepoint.CODES["0"] && t.peek() <= Codepoint.CODES["9"]) t.skip(1);
		const n = t.from(start);
		if (n.length === 0 || n.length > 1 && n.codePointAt(0) === Codepoint.CODES["0"]) return -1;
		if (n.length > 8) return -2;
		return parseInt(n, 10);
	}
	static isCharClass(re) {
		return re.op === Regexp.Op.LITERAL && re.runes.length === 1 || re.op === Regexp.Op.CHAR_CLASS || re.op === Regexp.Op.ANY_CHAR_NOT_NL || re.op === Regexp.Op.ANY_CHAR;
	}
	static matchRune(re, r) {
		switch (re.op) {
			case Regexp.Op.LITERAL: return re.runes.length === 1 && re.runes[0] === r;
			case Regexp.Op.CHAR_CLASS:
				for (let i = 0; i < re.runes.length; i += 2) if (re.runes[i] <= r && r <= re.runes[i + 1]) return true;
				return false;
			case Regexp.Op.ANY_CHAR_NOT_NL: return r !== Codepoint.CODES["\n"];
			case Regexp.Op.ANY_CHAR: return true;
		}
		return false;
	}
	static mergeCharClass(dst, src) {
		switch (dst.op) {
			case Regexp.Op.ANY_CHAR: break;
			case Regexp.Op.ANY_CHAR_NOT_NL:
				if (Parser.matchRune(src, Codepoint.CODES["\n"])) dst.op = Regexp.Op.ANY_CHAR;
				break;
			case Regexp.Op.CHAR_CLASS: {
				const cc = new CharClass(Array.isArray(dst.runes) ? dst.runes : Array.from(dst.runes));
				if (src.op === Regexp.Op.LITERAL) cc.appendLiteral(src.runes[0], src.flags);
				else cc.appendClass(src.runes);
				dst.runes = cc.toGrowableArray();
				break;
			}
			case Regexp.Op.LITERAL:
				if (src.runes[0] === dst.runes[0] && src.flags === dst.flags) break;
				dst.op = Regexp.Op.CHAR_CLASS;
				dst.runes = new CharClass().appendLiteral(dst.runes[0], dst.flags).appendLiteral(src.runes[0], src.flags).toGrowableArray();
		}
	}
	static parseEscape(t) {
		const startPos = t.pos();
		t.skip(1);
		if (!t.more()) throw new RE2JSSyntaxException(Parser.ERR_TRAILING_BACKSLASH);
		let c = t.pop();
		bigswitch: switch (c) {
			case Codepoint.CODES["1"]:
			case Codepoint.CODES["2"]:
			case Codepoint.CODES["3"]:
			case Codepoint.CODES["4"]:
			case Codepoint.CODES["5"]:
			case Codepoint.CODES["6"]:
			case Codepoint.CODES["7"]: if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
			case Codepoint.CODES["0"]: {
				let r = c - Codepoint.CODES["0"];
				for (let i = 1; i < 3; i++) {
					if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
					r = r * 8 + t.peek() - Codepoint.CODES["0"];
					t.skip(1);
				}
				return r;
			}
			case Codepoint.CODES["x"]: {
				if (!t.more()) break;
				c = t.pop();
				if (c === Codepoint.CODES["{"]) {
					let nhex = 0;
					let r = 0;
					while (true) {
						if (!t.more()) break bigswitch;
						c = t.pop();
						if (c === Codepoint.CODES["}"]) break;
						const v = Utils.unhex(c);
						if (v < 0) break bigswitch;
						r = r * 16 + v;
						if (r > Unicode.MAX_RUNE) break bigswitch;
						nhex++;
					}
					if (nhex === 0) break bigswitch;
					return r;
				}
				const x = Utils.unhex(c);
				if (!t.more()) break;
				c = t.pop();
				const y = Utils.unhex(c);
				if (x < 0 || y < 0) break;
				return x * 16 + y;
			}
			case Codepoint.CODES["a"]: return Codepoint.CODES["\x07"];
			case Codepoint.CODES["f"]: return Codepoint.CODES["\f"];
			case Codepoint.CODES["n"]: return Codepoint.CODES["\n"];
			case Codepoint.CODES["r"]: return Codepoint.CODES["\r"];
			case Codepoint.CODES["t"]: return Codepoint.CODES["	"];
			case Codepoint.CODES["v"]: return Codepoint.CODES["\v"];
			default: if (c <= Unicode.MAX_ASCII && !Utils.isalnum(c)) return c;
		}
		throw new RE2JSSyntaxException(Parser.ERR_INVALID_ESCAPE, t.from(startPos));
	}
	static parseClassChar(t, wholeClassPos) {
		if (!t.more()) throw new RE2JSSyntaxException(Parser.ERR_MISSING_BRACKET, t.from(wholeClassPos));
		if (t.lookingAt("\\")) return Parser.parseEscape(t);
		return t.pop();
	}
	static hasCapture(re) {
		if (re === null) return false;
		if (re.op === Regexp.Op.CAPTURE) return true;
		if (re.subs) {
			for (let sub of re.subs) if (Parser.hasCapture(sub)) return true;
		}
		return false;
	}
	constructor(wholeRegexp, flags = 0) {
		this.wholeRegexp = wholeRegexp;
		this.flags = flags;
		this.numCap = 0;
		this.namedGroups = Object.create(null);
		this.stack = [];
		this.free = null;
		this.numRegexp = 0;
		this.numRunes = 0;
		this.repeats = 0;
		this.height = null;
		this.size = null;
		this.nlb = 0;
	}
	newRegexp(op) {
		let re = this.free;
		if (re !== null && re.subs !== null && re.subs.length > 0) {
			this.free = re.subs[0];
			re.reinit();
			re.op = op;
		} else {
			re = new Regexp(op);
			this.numRegexp += 1;
		}
		return re;
	}
	reuse(re) {
		if (this.height !== null && this.height.has(re)) this.height.delete(re);
		if (re.subs !== null && re.subs.length > 0) re.subs[0] = this.free;
		this.free = re;
	}
	checkLimits(re) {
		if (this.numRunes > Parser.MAX_RUNES) throw new RE2JSSyntaxException(Parser.ERR_LARGE);
		this.checkSize(re);
		this.checkHeight(re);
	}
	checkSize(re) {
		if (this.size === null) {
			if (this.repeats === 0) this.repeats = 1;
			if (re.op === Regexp.Op.REPEAT) {
				let n = re.max;
				if (n === -1) n = re.min;
				if (n <= 0) n = 1;
				if (n > Math.floor(Parser.MAX_SIZE / this.repeats)) this.repeats = Parser.MAX_SIZE;
				else this.repeats *= n;
			}
			if (this.numRegexp < Math.floor(Parser.MAX_SIZE / this.repeats)) return;
			this.size = /* @__PURE__ */ new Map();
			for (let reEx of this.stack) this.checkSize(reEx);
		}
		if (this.calcSize(re, true) > Parser.MAX_SIZE) throw new RE2JSSyntaxException(Parser.ERR_LARGE);
	}
	calcSize(re, force = false) {
		if (!force && this.size !== null) {
			if (this.size.has(re)) return this.size.get(re);
		}
		let size = 0;
		switch (re.op) {
			case Regexp.Op.LITERAL:
				size = re.runes.length;
				break;
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.CAPTURE:
			case Regexp.Op.STAR:
				size = 2 + this.calcSize(re.subs[0]);
				break;
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST:
				size = 1 + this.calcSize(re.subs[0]);
				break;
			case Regexp.Op.CONCAT:
				for (let sub of re.subs) size = size + this.calcSize(sub);
				break;
			case Regexp.Op.ALTERNATE:
				for (let sub of re.subs) size = size + this.calcSize(sub);
				if (re.subs.length > 1) size = size + re.subs.length - 1;
				break;
			case Regexp.Op.REPEAT: {
				let sub = this.calcSize(re.subs[0]);
				if (re.max === -1) {
					if (re.min === 0) size = 2 + sub;
					else size = 1 + re.min * sub;
					break;
				}
				size = re.max * sub + (re.max - re.min);
				break;
			}
		}
		size = Math.max(1, size);
		if (this.size === null) this.size = /* @__PURE__ */ new Map();
		this.size.set(re, size);
		return size;
	}
	checkHeight(re) {
		if (this.numRegexp < Parser.MAX_HEIGHT) return;
		if (this.height === null) {
			this.height = /* @__PURE__ */ new Map();
			for (let reEx of this.stack) this.checkHeight(reEx);
		}
		if (this.calcHeight(re, true) > Parser.MAX_HEIGHT) throw new RE2JSSyntaxException(Parser.ERR_NESTING_DEPTH);
	}
	calcHeight(re, force = false) {
		if (!force && this.height !== null) {
			if (this.height.has(re)) return this.height.get(re);
		}
		let h = 1;
		for (let sub of re.subs) {
			const hsub = this.calcHeight(sub);
			if (h < 1 + hsub) h = 1 + hsub;
		}
		if (this.height === null) this.height = /* @__PURE__ */ new Map();
		this.height.set(re, h);
		return h;
	}
	pop() {
		return this.stack.pop();
	}
	popToPseudo() {
		const n = this.stack.length;
		let i = n;
		while (i > 0 && !Regexp.isPseudoOp(this.stack[i - 1].op)) i--;
		return this.stack.splice(i, n - i);
	}
	push(re) {
		this.numRunes += re.runes.length;
		if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] === re.runes[1]) {
			if (this.maybeConcat(re.runes[0], this.flags & -2)) return null;
			re.op = Regexp.Op.LITERAL;
			re.runes = [re.runes[0]];
			re.flags = this.flags & -2;
		} else if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 4 && re.runes[0] === re.runes[1] && re.runes[2] === re.runes[3] && Unicode.simpleFold(re.runes[0]) === re.runes[2] && Unicode.simpleFold(re.runes[2]) === re.runes[0] || re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] + 1 === re.runes[1] && Unicode.simpleFold(re.runes[0]) === re.runes[1] && Unicode.simpleFold(re.runes[1]) === re.runes[0]) {
			if (this.maybeConcat(re.runes[0], this.flags | RE2Flags.FOLD_CASE)) return null;
			re.op = Regexp.Op.LITERAL;
			re.runes = [re.runes[0]];
			re.flags = this.flags | RE2Flags.FOLD_CASE;
		} else this.maybeConcat(-1, 0);
		this.stack.push(re);
		this.checkLimits(re);
		return re;
	}
	maybeConcat(r, flags) {
		const n = this.stack.length;
		if (n < 2) return false;
		const re1 = this.stack[n - 1];
		const re2 = this.stack[n - 2];
		if (re1.op !== Regexp.Op.LITERAL || re2.op !== Regexp.Op.LITERAL || (re1.flags & RE2Flags.FOLD_CASE) !== (re2.flags & RE2Flags.FOLD_CASE)) return false;
		if (!Array.isArray(re2.runes)) re2.runes = Array.from(re2.runes);
		for (let i = 0; i < re1.runes.length; i++) re2.runes.push(re1.runes[i]);
		if (r >= 0) {
			re1.runes = [r];
			re1.flags = flags;
			return true;
		}
		this.pop();
		this.reuse(re1);
		return false;
	}
	newLiteral(r, flags) {
		const re = this.newRegexp(Regexp.Op.LITERAL);
		re.flags = flags;
		if ((flags & RE2Flags.FOLD_CASE) !== 0) r = Parser.minFoldRune(r);
		re.runes = [r];
		return re;
	}
	literal(r) {
		this.push(this.newLiteral(r, this.flags));
	}
	op(op) {
		const re = this.newRegexp(op);
		re.flags = this.flags;
		return this.push(re);
	}
	repeat(op, min, max, beforePos, t, lastRepeatPos) {
		let flags = this.flags;
		if ((flags & RE2Flags.PERL_X) !== 0) {
			if (t.more() && t.lookingAt("?")) {
				t.skip(1);
				flags ^= RE2Flags.NON_GREEDY;
			}
			if (lastRepeatPos !== -1) throw new RE2JSSyntaxException(Parser.ERR_INVALID_REPEAT_OP, t.from(lastRepeatPos));
		}
		const n = this.stack.length;
		if (n === 0) throw new RE2JSSyntaxException(Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
		const sub = this.stack[n - 1];
		if (Regexp.isPseudoOp(sub.op)) throw new RE2JSSyntaxException(Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
		const re = this.newRegexp(op);
		re.min = min;
		re.max = max;
		re.flags = flags;
		re.subs = [sub];
		this.stack[n - 1] = re;
		this.checkLimits(re);
		if (op === Regexp.Op.REPEAT && (min >= 2 || max >= 2) && !this.repeatIsValid(re, 1e3)) throw new RE2JSSyntaxException(Parser.ERR_INVALID_REPEAT_SIZE, t.from(beforePos));
	}
	repeatIsValid(re, n) {
		if (re.op === Regexp.Op.REPEAT) {
			let m = re.max;
			if (m === 0) return true;
			if (m < 0) m = re.min;
			if (m > n) return false;
			if (m > 0) n = Math.trunc(n / m);
		}
		for (let sub of re.subs) if (!this.repeatIsValid(sub, n)) return false;
		return true;
	}
	concat() {
		this.maybeConcat(-1, 0);
		const subs = this.popToPseudo();
		if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.EMPTY_MATCH));
		return this.push(this.collapse(subs, Regexp.Op.CONCAT));
	}
	alternate() {
		const subs = this.popToPseudo();
		if (subs.length > 0) this.cleanAlt(subs[subs.length - 1]);
		if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.NO_MATCH));
		return this.push(this.collapse(subs, Regexp.Op.ALTERNATE));
	}
	cleanAlt(re) {
		if (re.op === Regexp.Op.CHAR_CLASS) {
			re.runes = new CharClass(Array.from(re.runes)).cleanClass().toArray();
			if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) {
				re.runes = /* @__PURE__ */ new Int32Array(0);
				re.op = Regexp.Op.ANY_CHAR;
			} else if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) {
				re.runes = /* @__PURE__ */ new Int32Array(0);
				re.op = Regexp.Op.ANY_CHAR_NOT_NL;
			}
		}
	}
	collapse(subs, op) {
		if (subs.length === 1) return subs[0];
		let len = 0;
		for (let sub of subs) len += sub.op === op ? sub.subs.length : 1;
		let newsubs = new Array(len).fill(null);
		let i = 0;
		for (let sub of subs) if (sub.op === op) {
			for (let j = 0; j < sub.subs.length; j++) newsubs[i++] = sub.subs[j];
			this.reuse(sub);
		} else newsubs[i++] = sub;
		let re = this.newRegexp(op);
		re.subs = newsubs;
		if (op === Regexp.Op.ALTERNATE) {
			re.subs = this.factor(re.subs);
			if (re.subs.length === 1) {
				const old = re;
				re = re.subs[0];
				this.reuse(old);
			}
		}
		return re;
	}
	factor(array) {
		if (array.length < 2) return array;
		let s = 0;
		let lensub = array.length;
		let lenout = 0;
		let str = null;
		let strlen = 0;
		let strflags = 0;
		let start = 0;
		for (let i = 0; i <= lensub; i++) {
			let istr = null;
			let istrlen = 0;
			let iflags = 0;
			if (i < lensub) {
				let re = array[s + i];
				if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) re = re.subs[0];
				if (re.op === Regexp.Op.LITERAL) {
					istr = re.runes;
					istrlen = re.runes.length;
					iflags = re.flags & RE2Flags.FOLD_CASE;
				}
				if (iflags === strflags) {
					let same = 0;
					while (same < strlen && same < istrlen && str[same] === istr[same]) same++;
					if (same > 0) {
						strlen = same;
						continue;
					}
				}
			}
			if (i === start) ; else if (i === start + 1) array[lenout++] = array[s + start];
			else {
				const prefix = this.newRegexp(Regexp.Op.LITERAL);
				prefix.flags = strflags;
				prefix.runes = str.slice(0, strlen);
				for (let j = start; j < i; j++) {
					array[s + j] = this.removeLeadingString(array[s + j], strlen);
					this.checkLimits(array[s + j]);
				}
				const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
				const re = this.newRegexp(Regexp.Op.CONCAT);
				re.subs = [prefix, suffix];
				array[lenout++] = re;
			}
			start = i;
			str = istr;
			strlen = istrlen;
			strflags = iflags;
		}
		lensub = lenout;
		s = 0;
		start = 0;
		lenout = 0;
		let first = null;
		for (let i = 0; i <= lensub; i++) {
			let ifirst = null;
			if (i < lensub) {
				ifirst = Parser.leadingRegexp(array[s + i]);
				if (first !== null && first.equals(ifirst) && (Parser.isCharClass(first) || first.op === Regexp.Op.REPEAT && first.min === first.max && Parser.isCharClass(first.subs[0]))) continue;
			}
			if (i === start) ; else if (i === start + 1) array[lenout++] = array[s + start];
			else {
				const prefix = first;
				for (let j = start; j < i; j++) {
					const reuse = j !== start;
					array[s + j] = this.removeLeadingRegexp(array[s + j], reuse);
					this.checkLimits(array[s + j]);
				}
				const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
				const re = this.newRegexp(Regexp.Op.CONCAT);
				re.subs = [prefix, suffix];
				array[lenout++] = re;
			}
			start = i;
			first = ifirst;
		}
		lensub = lenout;
		s = 0;
		start = 0;
		lenout = 0;
		for (let i = 0; i <= lensub; i++) {
			if (i < lensub && Parser.isCharClass(array[s + i])) continue;
			if (i === start) ; else if (i === start + 1) array[lenout++] = array[s + start];
			else {
				let max = start;
				for (let j = start + 1; j < i; j++) {
					const subMax = array[s + max];
					const subJ = array[s + j];
					if (subMax.op < subJ.op || subMax.op === subJ.op && (subMax.runes !== null ? subMax.runes.length : 0) < (subJ.runes !== null ? subJ.runes.length : 0)) max = j;
				}
				const tmp = array[s + start];
				array[s + start] = array[s + max];
				array[s + max] = tmp;
				for (let j = start + 1; j < i; j++) {
					Parser.mergeCharClass(array[s + start], array[s + j]);
					this.reuse(array[s + j]);
				}
				this.cleanAlt(array[s + start]);
				array[lenout++] = array[s + start];
			}
			if (i < lensub) array[lenout++] = array[s + i];
			start = i + 1;
		}
		lensub = lenout;
		s = 0;
		start = 0;
		lenout = 0;
		for (let i = 0; i < lensub; ++i) {
			if (i + 1 < lensub && array[s + i].op === Regexp.Op.EMPTY_MATCH && array[s + i + 1].op === Regexp.Op.EMPTY_MATCH) continue;
			array[lenout++] = array[s + i];
		}
		lensub = lenout;
		s = 0;
		return array.slice(s, lensub);
	}
	removeLeadingString(re, n) {
		if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
			const sub = this.removeLeadingString(re.subs[0], n);
			re.subs[0] = sub;
			if (sub.op === Regexp.Op.EMPTY_MATCH) {
				this.reuse(sub);
				switch (re.subs.length) {
					case 0:
					case 1:
						re.op = Regexp.Op.EMPTY_MATCH;
						re.subs = Regexp.emptySubs();
						break;
					case 2: {
						const old = re;
						re = re.subs[1];
						this.reuse(old);
						break;
					}
					default: re.subs = re.subs.slice(1, re.subs.length);
				}
			}
			return re;
		}
		if (re.op === Regexp.Op.LITERAL) {
			re.runes = re.runes.slice(n, re.runes.length);
			if (re.runes.length === 0) re.op = Regexp.Op.EMPTY_MATCH;
		}
		return re;
	}
	removeLeadingRegexp(re, reuse) {
		if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
			if (reuse) this.reuse(re.subs[0]);
			re.subs = re.subs.slice(1, re.subs.length);
			switch (re.subs.length) {
				case 0:
					re.op = Regexp.Op.EMPTY_MATCH;
					re.subs = Regexp.emptySubs();
					break;
				case 1: {
					const old = re;
					re = re.subs[0];
					this.reuse(old);
					break;
				}
			}
			return re;
		}
		if (reuse) this.reuse(re);
		return this.newRegexp(Regexp.Op.EMPTY_MATCH);
	}
	parseInternal() {
		if ((this.flags & RE2Flags.LITERAL) !== 0) return Parser.literalRegexp(this.wholeRegexp, this.flags);
		let lastRepeatPos = -1;
		let min = -1;
		let max = -1;
		const t = new StringIterator(this.wholeRegexp);
		while (t.more()) {
			let repeatPos = -1;
			bigswitch: switch (t.peek()) {
				case Codepoint.CODES["("]:
					if ((this.flags & RE2Flags.LOOKBEHIND) !== 0) {
						if (t.lookingAt("(?<=")) {
							this.parsePosLookBehind();
							t.skip(4);
							break;
						}
						if (t.lookingAt("(?<!")) {
							this.parseNegLookBehind();
							t.skip(4);
							break;
						}
					}
					if ((this.flags & RE2Flags.PERL_X) !== 0 && t.lookingAt("(?")) {
						this.parsePerlFlags(t);
						break;
					}
					this.op(Regexp.Op.LEFT_PAREN).cap = ++this.numCap;
					t.skip(1);
					break;
				case Codepoint.CODES["|"]:
					this.parseVerticalBar();
					t.skip(1);
					break;
				case Codepoint.CODES[")"]:
					this.parseRightParen();
					t.skip(1);
					break;
				case Codepoint.CODES["^"]:
					if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.BEGIN_TEXT);
					else this.op(Regexp.Op.BEGIN_LINE);
					t.skip(1);
					break;
				case Codepoint.CODES["$"]:
					if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.END_TEXT).flags |= RE2Flags.WAS_DOLLAR;
					else this.op(Regexp.Op.END_LINE);
					t.skip(1);
					break;
				case Codepoint.CODES["."]:
					if ((this.flags & RE2Flags.DOT_NL) !== 0) this.op(Regexp.Op.ANY_CHAR);
					else this.op(Regexp.Op.ANY_CHAR_NOT_NL);
					t.skip(1);
					break;
				case Codepoint.CODES["["]:
					this.parseClass(t);
					break;
				case Codepoint.CODES["*"]:
				case Codepoint.CODES["+"]:
				case Codepoint.CODES["?"]: {
					repeatPos = t.pos();
					let op = null;
					switch (t.pop()) {
						case Codepoint.CODES["*"]:
							op = Regexp.Op.STAR;
							break;
						case Codepoint.CODES["+"]:
							op = Regexp.Op.PLUS;
							break;
						case Codepoint.CODES["?"]: op = Regexp.Op.QUEST;
					}
					this.repeat(op, min, max, repeatPos, t, lastRepeatPos);
					break;
				}
				case Codepoint.CODES["{"]: {
					const before = t.pos();
					const minMax = Parser.parseRepeat(t);
					if (minMax < 0) {
						t.rewindTo(before);
						this.literal(t.pop());
						break;
					}
					repeatPos = before;
					min = minMax >> 16;
					max = (minMax & Unicode.MAX_BMP) << 16 >> 16;
					this.repeat(Regexp.Op.REPEAT, min, max, repeatPos, t, lastRepeatPos);
					break;
				}
				case Codepoint.CODES["\\"]: {
					const savedPos = t.pos();
					t.skip(1);
					if ((this.flags & RE2Flags.PERL_X) !== 0 && t.more()) switch (t.pop()) {
						case Codepoint.CODES["A"]:
							this.op(Regexp.Op.BEGIN_TEXT);
							break bigswitch;
						case Codepoint.CODES["b"]:
							this.op(Regexp.Op.WORD_BOUNDARY);
							break bigswitch;
						case Codepoint.CODES["B"]:
							this.op(Regexp.Op.NO_WORD_BOUNDARY);
							break bigswitch;
						case Codepoint.CODES["C"]: throw new RE2JSSyntaxException(Parser.ERR_INVALID_ESCAPE, "\\C");
						case Codepoint.CODES["Q"]: {
							let lit = t.rest();
							const i = lit.indexOf("\\E");
							if (i >= 0) {
								lit = lit.substring(0, i);
								t.skipString(lit);
								t.skipString("\\E");
							} else t.skipString(lit);
							let j = 0;
							while (j < lit.length) {
								const codepoint = lit.codePointAt(j);
								this.literal(codepoint);
								j += Utils.charCount(codepoint);
							}
							break bigswitch;
						}
						case Codepoint.CODES["z"]:
							this.op(Regexp.Op.END_TEXT);
							break bigswitch;
						default: t.rewindTo(savedPos);
					}
					else t.rewindTo(savedPos);
					const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
					re.flags = this.flags;
					if (t.lookingAt("\\p") || t.lookingAt("\\P")) {
						const cc = new CharClass();
						if (this.parseUnicodeClass(t, cc)) {
							re.runes = cc.toArray();
							this.push(re);
							break bigswitch;
						}
					}
					const cc = new CharClass();
					if (this.parsePerlClassEscape(t, cc)) {
						re.runes = cc.toArray();
						this.push(re);
						break bigswitch;
					}
					t.rewindTo(savedPos);
					this.reuse(re);
					this.literal(Parser.parseEscape(t));
					break;
				}
				default: this.literal(t.pop());
			}
			lastRepeatPos = repeatPos;
		}
		this.concat();
		if (this.swapVerticalBar()) this.pop();
		this.alternate();
		if (this.stack.length !== 1) throw new RE2JSSyntaxException(Parser.ERR_MISSING_PAREN, this.wholeRegexp);
		this.stack[0].namedGroups = this.namedGroups;
		return this.stack[0];
	}
	parsePerlFlags(t) {
		const startPos = t.pos();
		const s = t.rest();
		if (s.startsWith("(?P<") || s.startsWith("(?<")) {
			const begin = s.charAt(2) === "P" ? 4 : 3;
			const end = s.indexOf(">");
			if (end < 0) throw new RE2JSSyntaxException(Parser.ERR_INVALID_NAMED_CAPTURE, s);
			const name = s.substring(begin, end);
			t.skipString(name);
			t.skip(begin + 1);
			if (!Parser.isValidCaptureName(name)) throw new RE2JSSyntaxException(Parser.ERR_INVALID_NAMED_CAPTURE, s.substring(0, end + 1));
			const re = this.op(Regexp.Op.LEFT_PAREN);
			re.cap = ++this.numCap;
			if (this.namedGroups[name]) throw new RE2JSSyntaxException(Parser.ERR_DUPLICATE_NAMED_CAPTURE, name);
			this.namedGroups[name] = this.numCap;
			re.name = name;
			return;
		}
		t.skip(2);
		let flags = this.flags;
		let sign = 1;
		let sawFlag = false;
		loop: while (t.more()) {
			const c = t.pop();
			switch (c) {
				case Codepoint.CODES["i"]:
					flags |= RE2Flags.FOLD_CASE;
					sawFlag = true;
					break;
				case Codepoint.CODES["m"]:
					flags &= -17;
					sawFlag = true;
					break;
				case Codepoint.CODES["s"]:
					flags |= RE2Flags.DOT_NL;
					sawFlag = true;
					break;
				case Codepoint.CODES["U"]:
					flags |= RE2Flags.NON_GREEDY;
					sawFlag = true;
					break;
				case Codepoint.CODES["-"]:
					if (sign < 0) break loop;
					sign = -1;
					flags = ~flags;
					sawFlag = false;
					break;
				case Codepoint.CODES[":"]:
				case Codepoint.CODES[")"]:
					if (sign < 0) {
						if (!sawFlag) break loop;
						flags = ~flags;
					}
					if (c === Codepoint.CODES[":"]) this.op(Regexp.Op.LEFT_PAREN);
					this.flags = flags;
					return;
				default: break loop;
			}
		}
		throw new RE2JSSyntaxException(Parser.ERR_INVALID_PERL_OP, t.from(startPos));
	}
	parsePosLookBehind() {
		const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
		re.flags = this.flags;
		re.lb = ++this.nlb;
		return this.push(re);
	}
	parseNegLookBehind() {
		const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
		re.flags = this.flags;
		re.lb = -++this.nlb;
		return this.push(re);
	}
	parseVerticalBar() {
		this.concat();
		if (!this.swapVerticalBar()) this.op(Regexp.Op.VERTICAL_BAR);
	}
	swapVerticalBar() {
		const n = this.stack.length;
		if (n >= 3 && this.stack[n - 2].op === Regexp.Op.VERTICAL_BAR && Parser.isCharClass(this.stack[n - 1]) && Parser.isCharClass(this.stack[n - 3])) {
			let re1 = this.stack[n - 1];
			let re3 = this.stack[n - 3];
			if (re1.op > re3.op) {
				const tmp = re3;
				re3 = re1;
				re1 = tmp;
				this.stack[n - 3] = re3;
			}
			Parser.mergeCharClass(re3, re1);
			this.reuse(re1);
			this.pop();
			return true;
		}
		if (n >= 2) {
			const re1 = this.stack[n - 1];
			const re2 = this.stack[n - 2];
			if (re2.op === Regexp.Op.VERTICAL_BAR) {
				if (n >= 3) this.cleanAlt(this.stack[n - 3]);
				this.stack[n - 2] = re1;
				this.stack[n - 1] = re2;
				return true;
			}
		}
		return false;
	}
	parseRightParen() {
		this.concat();
		if (this.swapVerticalBar()) this.pop();
		this.alternate();
		if (this.stack.length < 2) throw new RE2JSSyntaxException(Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
		const re1 = this.pop();
		const re2 = this.pop();
		if (re2.op !== Regexp.Op.LEFT_PAREN) throw new RE2JSSyntaxException(Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
		this.flags = re2.flags;
		if (re2.lb !== 0) {
			if (Parser.hasCapture(re1)) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CAPTURE_IN_LOOKBEHIND, this.wholeRegexp);
			if (re2.lb > 0) re2.op = Regexp.Op.PLB;
			else re2.op = Regexp.Op.NLB;
			re2.subs = [re1];
			this.push(re2);
			return;
		}
		if (re2.cap === 0) this.push(re1);
		else {
			re2.op = Regexp.Op.CAPTURE;
			re2.subs = [re1];
			this.push(re2);
		}
	}
	parsePerlClassEscape(t, cc) {
		const beforePos = t.pos();
		if ((this.flags & RE2Flags.PERL_X) === 0 || !t.more() || t.pop() !== Codepoint.CODES["\\"] || !t.more()) return false;
		t.pop();
		const p = t.from(beforePos);
		const g = PERL_GROUPS.has(p) ? PERL_GROUPS.get(p) : null;
		if (g === null) return false;
		cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
		return true;
	}
	parseNamedClass(t, cc) {
		const cls = t.rest();
		const i = cls.indexOf(":]");
		if (i < 0) return false;
		const name = cls.substring(0, i + 2);
		t.skipString(name);
		const g = POSIX_GROUPS.has(name) ? POSIX_GROUPS.get(name) : null;
		if (g === null) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, name);
		cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
		return true;
	}
	parseUnicodeClass(t, cc) {
		const startPos = t.pos();
		if ((this.flags & RE2Flags.UNICODE_GROUPS) === 0 || !t.lookingAt("\\p") && !t.lookingAt("\\P")) return false;
		t.skip(1);
		let sign = 1;
		let c = t.pop();
		if (c === Codepoint.CODES["P"]) sign = -1;
		if (!t.more()) {
			t.rewindTo(startPos);
			throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.rest());
		}
		c = t.pop();
		let name;
		if (c !== Codepoint.CODES["{"]) name = Utils.runeToString(c);
		else {
			const rest = t.rest();
			const end = rest.indexOf("}");
			if (end < 0) {
				t.rewindTo(startPos);
				throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.rest());
			}
			name = rest.substring(0, end);
			t.skipString(name);
			t.skip(1);
		}
		if (!(name.length === 0) && name.codePointAt(0) === Codepoint.CODES["^"]) {
			sign = 0 - sign;
			name = name.substring(1);
		}
		const pair = Parser.unicodeTable(name);
		if (pair === null) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.from(startPos));
		if (pair.sign < 0) sign = 0 - sign;
		const tab = pair.tab;
		const fold = pair.fold;
		if ((this.flags & RE2Flags.FOLD_CASE) === 0 || fold === null) cc.appendTableWithSign(tab, sign);
		else {
			const tmp = new CharClass().appendTable(tab).appendTable(fold).cleanClass().toArray();
			cc.appendClassWithSign(Array.from(tmp), sign);
		}
		return true;
	}
	parseClass(t) {
		const startPos = t.pos();
		t.skip(1);
		const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
		re.flags = this.flags;
		const cc = new CharClass();
		let sign = 1;
		if (t.more() && t.lookingAt("^")) {
			sign = -1;
			t.skip(1);
			if ((this.flags & RE2Flags.CLASS_NL) === 0) cc.appendRange(Codepoint.CODES["\n"], Codepoint.CODES["\n"]);
		}
		let first = true;
		while (!t.more() || t.peek() !== Codepoint.CODES["]"] || first) {
			if (t.more() && t.lookingAt("-") && (this.flags & RE2Flags.PERL_X) === 0 && !first) {
				const s = t.rest();
				if (s === "-" || !s.startsWith("-]")) {
					t.rewindTo(startPos);
					throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.rest());
				}
			}
			first = false;
			const beforePos = t.pos();
			if (t.lookingAt("[:")) {
				if (this.parseNamedClass(t, cc)) continue;
				t.rewindTo(beforePos);
			}
			if (this.parseUnicodeClass(t, cc)) continue;
			if (this.parsePerlClassEscape(t, cc)) continue;
			t.rewindTo(beforePos);
			const lo = Parser.parseClassChar(t, startPos);
			let hi = lo;
			if (t.more() && t.lookingAt("-")) {
				t.skip(1);
				if (t.more() && t.lookingAt("]")) t.skip(-1);
				else {
					hi = Parser.parseClassChar(t, startPos);
					if (hi < lo) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.from(beforePos));
				}
			}
			if ((this.flags & RE2Flags.FOLD_CASE) === 0) cc.appendRange(lo, hi);
			else cc.appendFoldedRange(lo, hi);
		}
		t.skip(1);
		cc.cleanClass();
		if (sign < 0) cc.negateClass();
		re.runes = cc.toArray();
		this.push(re);
	}
};
// src/RE2.js
/**
* An RE2 class instance is a compiled representation of an RE2 regular expression, independent of
* the public Java-like Pattern/Matcher API.
*
* This class also contains various implementation helpers for RE2 regular expressions.
*
* Use the {@link #quoteMeta(String)} utility function to quote all regular expression
* metacharacters in an arbitrary string.
*
*/
var RE2 = class RE2 {
	static initTest(expr) {
		const re2 = RE2.compile(expr);
		const res = new RE2(re2.expr, re2.prog, re2.numSubexp, re2.longest);
		res.cond = re2.cond;
		res.prefix = re2.prefix;
		res.prefixUTF8 = re2.prefixUTF8;
		res.prefixComplete = re2.prefixComplete;
		res.prefixRune = re2.prefixRune;
		res.prefilter = re2.prefilter;
		res.namedGroups = re2.namedGroups;
		return res;
	}
	/**
	* Parses a regular expression and returns, if successful, an {@code RE2} instance that can be
	* used to match against text.
	*
	* When matching against text, the regexp returns a match that begins as early as possible in the
	* input (leftmost), and among those it chooses the one that a backtracking search would have
	* found first. This so-called leftmost-first matching is the same semantics that Perl, Python,
	* and other implementations use, although this package implements it without the expense of
	* backtracking. For POSIX leftmost-longest matching, see {@link #compilePOSIX}.
	*/
	static compile(expr) {
		return RE2.compileImpl(expr, RE2Flags.PERL, false);
	}
	/**
	* {@code compilePOSIX} is like {@link #compile} but restricts the regular expression to POSIX ERE
	* (egrep) syntax and changes the match semantics to leftmost-longest.
	*
	* That is, when matching against text, the regexp returns a match that begins as early as
	* possible in the input (leftmost), and among those it chooses a match that is as long as
	* possible. This so-called leftmost-longest matching is the same semantics that early regular
	* expression implementations used and that POSIX specifies.
	*
	* However, there can be multiple leftmost-longest matches, with different submatch choices, and
	* here this package diverges from POSIX. Among the possible leftmost-longest matches, this
	* package chooses the one that a backtracking search would have found first, while POSIX
	* specifies that the match be chosen to maximize the length of the first subexpression, then the
	* second, and so on from left to right. The POSIX rule is computationally prohibitive and not
	* even well-defined. See http://swtch.com/~rsc/regexp/regexp2.html#posix
	*/
	static compilePOSIX(expr) {
		return RE2.compileImpl(expr, RE2Flags.POSIX, true);
	}
	static compileImpl(expr, mode, longest) {
		let re = Parser.parse(expr, mode);
		const maxCap = re.maxCap();
		const namedGroups = re.namedGroups;
		re = Simplify.simplify(re);
		const prefilter = PrefilterTree.build(re);
		const prog = Compiler.compileRegexp(re);
		const re2 = new RE2(expr, prog, maxCap, longest);
		re2.prefilter = prefilter.type === Prefilter.Type.NONE ? null : prefilter;
		const [prefixCompl, prefixStr] = prog.prefix();
		re2.prefixComplete = prefixCompl;
		re2.prefix = prefixStr;
		re2.prefixUTF8 = Utils.stringToUtf8ByteArray(re2.prefix);
		if (re2.prefix.length > 0) re2.prefixRune = re2.prefix.codePointAt(0);
		re2.namedGroups = namedGroups;
		return re2;
	}
	/**
	* Returns true iff textual regular expression {@code pattern} matches string {@code s}.
	*
	* More complicated queries need to use {@link #compile} and the full {@code RE2} interface.
	*/
	static match(pattern, s) {
		return RE2.compile(pattern).match(s);
	}
	constructor(expr, prog, numSubexp = 0, longest = 0) {
		this.expr = expr;
		this.prog = prog;
		this.numSubexp = numSubexp;
		this.longest = longest;
		this.cond = prog.startCond();
		this.prefix = null;
		this.prefixUTF8 = null;
		this.prefixComplete = false;
		this.prefixRune = 0;
		/** @type {Record<string, number>} */
		this.namedGroups = Object.create(null);
		this.machinePool = [];
		this.lazyDFA = null;
		this.onepass = OnePass.compile(this.prog);
		this.prefilter = null;
	}
	get dfa() {
		if (this.lazyDFA === null) this.lazyDFA = new DFA(this.prog);
		return this.lazyDFA;
	}
	matchPrefixComplete(input, pos, anchor, ncap) {
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
		let matchStart = -1;
		let matchEnd = -1;
		const pLen = input.prefixLength(this);
		if (anchor === RE2Flags.UNANCHORED) {
			const idx = input.index(this, pos);
			if (idx < 0) return null;
			matchStart = pos + idx;
			matchEnd = matchStart + pLen;
		} else if (anchor === RE2Flags.ANCHOR_BOTH) {
			if (input.endPos() !== pLen) return null;
			if (input.index(this, 0) !== 0) return null;
			matchStart = 0;
			matchEnd = pLen;
		} else if (anchor === RE2Flags.ANCHOR_START) {
			if (input.index(this, 0) !== 0) return null;
			matchStart = 0;
			matchEnd = pLen;
		}
		if (matchStart < 0) return null;
		if (ncap > 0) {
			const matchcap = new Int32Array(ncap).fill(-1);
			matchcap[0] = matchStart;
			matchcap[1] = matchEnd;
			return Array.from(matchcap);
		}
		return [];
	}
	createLookbehindState() {
		return this.prog.numLb > 0 ? new LookbehindState(this.prog) : null;
	}
	executeEngine(input, pos, anchor, ncap, lbState = null) {
		if (this.prefixComplete && (ncap === 0 || this.numSubexp === 0)) return this.matchPrefixComplete(input, pos, anchor, ncap);
		if (this.prefilter !== null && anchor === RE2Flags.UNANCHORED) {
			if (!this.prefilter.eval(input, pos)) return null;
		}
		if (this.onepass !== null) return OnePass.execute(this, input, pos, anchor, ncap);
		if (ncap > 0) {
			if (this.prog.numLb === 0 && input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
			return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
		}
		if (this.prog.numLb === 0) {
			const dfaResult = this.dfa.match(input, pos, anchor);
			if (dfaResult !== null) return dfaResult ? [] : null;
			if (input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
		}
		return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
	}
	/**
	* Returns the number of parenthesized subexpressions in this regular expression.
	*/
	numberOfCapturingGroups() {
		return this.numSubexp;
	}
	/**
	* Returns the number of instructions in this compiled regular expression program.
	*/
	numberOfInstructions() {
		return this.prog.numInst();
	}
	get() {
		return this.machinePool.length > 0 ? this.machinePool.pop() : null;
	}
	reset() {
		this.machinePool.length = 0;
	}
	put(m) {
		this.machinePool.push(m);
	}
	toString() {
		return this.expr;
	}
	doExecuteNFA(input, pos, anchor, ncap, lbState = null) {
		let m = this.get();
		if (!m) m = Machine.fromRE2(this);
		m.init(ncap);
		const cap = m.match(input, pos, anchor, lbState) ? m.submatches() : null;
		this.put(m);
		return cap;
	}
	match(s) {
		return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 0) !== null;
	}
	/**
	* Matches the regular expression against input starting at position start and ending at position
	* end, with the given anchoring. Records the submatch boundaries in group, which is [start, end)
	* pairs of byte offsets. The number of boundaries needed is inferred from the size of the group
	* array. It is most efficient not to ask for submatch boundaries.
	*
	* @param input the input byte array
	* @param start the beginning position in the input
	* @param end the end position in the input
	* @param anchor the anchoring flag (UNANCHORED, ANCHOR_START, ANCHOR_BOTH)
	* @param group the array to fill with submatch positions
	* @param ngroup the number of array pairs to fill in
	* @param lbState optional state carried between successive matches over the same input (see
	*   createLookbehindState); omit it to evaluate lookbehinds from the beginning of the input
	* @returns true if a match was found
	*/
	matchWithGroup(input, start, end, anchor, ngroup, lbState = null) {
		if (!(input instanceof MatcherInputBase)) {
			if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
			else input = MatcherInput.utf16(input);
		}
		return this.matchMachineInput(input, start, end, anchor, ngroup, lbState);
	}
	matchMachineInput(input, start, end, anchor, ngroup, lbState = null) {
		if (start > end) return [false, null];
		const machineInput = input.isUTF16Encoding() ? MachineInput.fromUTF16(input.asCharSequence(), 0, end) : MachineInput.fromUTF8(input.asBytes(), 0, end);
		const groupMatch = this.executeEngine(machineInput, start, anchor, 2 * ngroup, lbState);
		if (groupMatch === null) return [false, null];
		return [true, groupMatch];
	}
	/**
	* Returns true iff this regexp matches the UTF-8 byte array {@code b}.
	*/
	matchUTF8(b) {
		return this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 0) !== null;
	}
	/**
	* Returns a copy of {@code src} in which all matches for this regexp have been replaced by
	* {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
	* replacement string.
	*/
	replaceAll(src, repl) {
		return this.replaceAllFunc(src, () => repl, 2 * src.length + 1);
	}
	/**
	* Returns a copy of {@code src} in which only the first match for this regexp has been replaced
	* by {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
	* replacement string.
	*/
	replaceFirst(src, repl) {
		return this.replaceAllFunc(src, () => repl, 1);
	}
	/**
	* Returns a copy of {@code src} in which at most {@code maxReplaces} matches for this regexp have
	* been replaced by the return value of of function {@code repl} (whose first argument is the
	* matched string). No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
	* replacement string.
	*/
	replaceAllFunc(src, replFunc, maxReplaces) {
		let lastMatchEnd = 0;
		let searchPos = 0;
		let out = "";
		const input = MachineInput.fromUTF16(src);
		const lbState = this.createLookbehindState();
		let numReplaces = 0;
		while (searchPos <= src.length) {
			const a = this.executeEngine(input, searchPos, RE2Flags.UNANCHORED, 2, lbState);
			if (a === null || a.length === 0) break;
			out += src.substring(lastMatchEnd, a[0]);
			if (a[1] > lastMatchEnd || a[0] === 0) {
				out += replFunc(src.substring(a[0], a[1]));
				numReplaces++;
			}
			lastMatchEnd = a[1];
			const width = input.step(searchPos) & 7;
			if (searchPos + width > a[1]) searchPos += width;
			else if (searchPos + 1 > a[1]) searchPos++;
			else searchPos = a[1];
			if (numReplaces >= maxReplaces) break;
		}
		out += src.substring(lastMatchEnd);
		return out;
	}
	pad(a) {
		if (a === null) return null;
		let n = (1 + this.numSubexp) * 2;
		if (a.length < n) {
			let a2 = new Array(n).fill(-1);
			for (let i = 0; i < a.length; i++) a2[i] = a[i];
			a = a2;
		}
		return a;
	}
	allMatches(input, n, deliverFun = (v) => v) {
		let result = [];
		const end = input.endPos();
		if (n < 0) n = end + 1;
		let pos = 0;
		let i = 0;
		let prevMatchEnd = -1;
		const lbState = this.createLookbehindState();
		while (i < n && pos <= end) {
			const matches = this.executeEngine(input, pos, RE2Flags.UNANCHORED, this.prog.numCap, lbState);
			if (matches === null || matches.length === 0) break;
			let accept = true;
			if (matches[1] === pos) {
				if (matches[0] === prevMatchEnd) accept = false;
				const r = input.step(pos);
				if (r < 0) pos = end + 1;
				else pos += r & 7;
			} else pos = matches[1];
			prevMatchEnd = matches[1];
			if (accept) {
				result.push(deliverFun(this.pad(matches)));
				i++;
			}
		}
		return result;
	}
	/**
	* Returns an array holding the text of the leftmost match in {@code b} of this regular
	* expression.
	*
	* A return value of null indicates no match.
	*/
	findUTF8(b) {
		const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
		if (a === null) return null;
		return b.slice(a[0], a[1]);
	}
	/**
	* Returns a two-element array of integers defining the location of the leftmost match in
	* {@code b} of this regular expression. The match itself is at {@code b[loc[0]...loc[1]]}.
	*
	* A return value of null indicates no match.
	*/
	findUTF8Index(b) {
		const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
		if (a === null) return null;
		return a.slice(0, 2);
	}
	/**
	* Returns a string holding the text of the leftmost match in {@code s} of this regular
	* expression.
	*
	* If there is no match, the return value is an empty string, but it will also be empty if the
	* regular expression successfully matches an empty string. Use {@link #findIndex} or
	* {@link #findSubmatch} if it is necessary to distinguish these cases.
	*/
	find(s) {
		const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
		if (a === null) return "";
		return s.substring(a[0], a[1]);
	}
	/**
	* Returns a two-element array of integers defining the location of the leftmost match in
	* {@code s} of this regular expression. The match itself is at
	* {@code s.substring(loc[0], loc[1])}.
	*
	* A return value of null indicates no match.
	*/
	findIndex(s) {
		return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
	}
	/**
	* Returns an array of arrays the text of the leftmost match of the regular expression in
	* {@code b} and the matches, if any, of its subexpressions, as defined by the <a
	* href='#submatch'>Submatch</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findUTF8Submatch(b) {
		const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap);
		if (a === null) return null;
		const ret = new Array(1 + this.numSubexp).fill(null);
		for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = b.slice(a[2 * i], a[2 * i + 1]);
		return ret;
	}
	/**
	* Returns an array holding the index pairs identifying the leftmost match of this regular
	* expression in {@code b} and the matches, if any, of its subexpressions, as defined by the the
	* <a href='#submatch'>Submatch</a> and <a href='#index'>Index</a> descriptions above.
	*
	* A return value of null indicates no match.
	*/
	findUTF8SubmatchIndex(b) {
		return this.pad(this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap));
	}
	/**
	* Returns an array of strings holding the text of the leftmost match of the regular expression in
	* {@code s} and the matches, if any, of its subexpressions, as defined by the <a
	* href='#submatch'>Submatch</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findSubmatch(s) {
		const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap);
		if (a === null) return null;
		const ret = new Array(1 + this.numSubexp).fill(null);
		for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = s.substring(a[2 * i], a[2 * i + 1]);
		return ret;
	}
	/**
	* Returns an array holding the index pairs identifying the leftmost match of this regular
	* expression in {@code s} and the matches, if any, of its subexpressions, as defined by the <a
	* href='#submatch'>Submatch</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findSubmatchIndex(s) {
		return this.pad(this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap));
	}
	/**
	* {@code findAllUTF8()} is the <a href='#all'>All</a> version of {@link #findUTF8}; it returns a
	* list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*
	* TODO(adonovan): think about defining a byte slice view class, like a read-only Go slice backed
	* by |b|.
	*/
	findAllUTF8(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => b.slice(match[0], match[1]));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllUTF8Index} is the <a href='#all'>All</a> version of {@link #findUTF8Index}; it
	* returns a list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllUTF8Index(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => match.slice(0, 2));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAll} is the <a href='#all'>All</a> version of {@link #find}; it returns a list of up
	* to {@code n} successive matches of the expression, as defined by the <a href='#all'>All</a>
	* description above.
	*
	* A return value of null indicates no match.
	*/
	findAll(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => s.substring(match[0], match[1]));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllIndex} is the <a href='#all'>All</a> version of {@link #findIndex}; it returns a
	* list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllIndex(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => match.slice(0, 2));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllUTF8Submatch} is the <a href='#all'>All</a> version of {@link #findUTF8Submatch};
	* it returns a list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllUTF8Submatch(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => {
			let slice = new Array(match.length / 2 | 0).fill(null);
			for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = b.slice(match[2 * j], match[2 * j + 1]);
			return slice;
		});
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllUTF8SubmatchIndex} is the <a href='#all'>All</a> version of
	* {@link #findUTF8SubmatchIndex}; it returns a list of up to {@code n} successive matches of the
	* expression, as defined by the <a href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllUTF8SubmatchIndex(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n);
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllSubmatch} is the <a href='#all'>All</a> version of {@link #findSubmatch}; it
	* returns a list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllSubmatch(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => {
			let slice = new Array(match.length / 2 | 0).fill(null);
			for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = s.substring(match[2 * j], match[2 * j + 1]);
			return slice;
		});
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllSubmatchIndex} is the <a href='#all'>All</a> version of
	* {@link #findSubmatchIndex}; it returns a list of up to {@code n} successive matches of the
	* expression, as defined by the <a href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllSubmatchIndex(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n);
		if (result.length === 0) return null;
		return result;
	}
};
// src/TranslateRegExpString.js
/**
* Transform JS regex string to RE2 regex string
*/
var TranslateRegExpString = class TranslateRegExpString {
	static isHexadecimal(ch) {
		return "0" <= ch && ch <= "9" || "A" <= ch && ch <= "F" || "a" <= ch && ch <= "f";
	}
	static translate(data) {
		let prefixFlags = "";
		if (Object.prototype.toString.call(data) === "[object RegExp]") {
			if (data.ignoreCase) prefixFlags += "i";
			if (data.multiline) prefixFlags += "m";
			if (data.dotAll) prefixFlags += "s";
			data = data.source;
		}
		if (typeof data !== "string") return data;
		let result = "";
		let changed = false;
		let size = data.length;
		if (size === 0) {
			result = "(?:)";
			changed = true;
		}
		let inCharClass = false;
		let i = 0;
		while (i < size) {
			let ch = data[i];
			if (ch === "\\") {
				if (i + 1 < size) {
					ch = data[i + 1];
					switch (ch) {
						case "\\":
							result += "\\\\";
							i += 2;
							continue;
						case "c":
							if (i + 2 < size) {
								let code = data[i + 2].charCodeAt(0);
								if (code >= 65 && code <= 90 || code >= 97 && code <= 122) {
									let val = code % 32;
									result += "\\x";
									result += (val >> 4).toString(16).toUpperCase();
									result += (val & 15).toString(16).toUpperCase();
									i += 3;
									changed = true;
									continue;
								}
							}
							result += "c";
							i += 2;
							changed = true;
							continue;
						case "u":
							if (i + 2 < size) {
								if (data[i + 2] === "{") {
									let j = i + 3;
									let hasHex = false;
									let closed = false;
									while (j < size) {
										const hexChar = data[j];
										if (hexChar === "}") {
											closed = true;
											break;
										}
										if (!TranslateRegExpString.isHexadecimal(hexChar)) break;
										hasHex = true;
										j++;
									}
									if (closed && hasHex) {
										result += "\\x";
										i += 2;
										changed = true;
										continue;
									}
								} else if (i + 5 < size) {
									let isHex4 = true;
									for (let j = 0; j < 4; j++) if (!TranslateRegExpString.isHexadecimal(data[i + 2 + j])) {
										isHex4 = false;
										break;
									}
									if (isHex4) {
										result += "\\x{" + data.substring(i + 2, i + 6) + "}";
										i += 6;
										changed = true;
										continue;
									}
								}
							}
							result += "u";
							i += 2;
							changed = true;
							continue;
						case "x": {
							let isValidHex = false;
							if (i + 2 < size && data[i + 2] === "{") {
								let j = i + 3;
								let hasHex = false;
								let closed = false;
								while (j < size) {
									const hexChar = data[j];
									if (hexChar === "}") {
										closed = true;
										break;
									}
									if (!TranslateRegExpString.isHexadecimal(hexChar)) break;
									hasHex = true;
									j++;
								}
								if (closed && hasHex) isValidHex = true;
							} else if (i + 3 < size && TranslateRegExpString.isHexadecimal(data[i + 2]) && TranslateRegExpString.isHexadecimal(data[i + 3])) isValidHex = true;
							if (isValidHex) {
								result += "\\x";
								i += 2;
							} else {
								result += "x";
								i += 2;
								changed = true;
							}
							continue;
						}
						case "n":
						case "r":
						case "t":
						case "a":
						case "f":
						case "v":
						case "d":
						case "D":
						case "s":
						case "S":
						case "w":
						case "W":
						case "b":
						case "B":
						case "p":
						case "P":
						case "A":
						case "z":
						case "Q":
						case "E":
						case "0":
						case "1":
						case "2":
						case "3":
						case "4":
						case "5":
						case "6":
						case "7":
							result += "\\" + ch;
							i += 2;
							continue;
						default: {
							let cp = data.codePointAt(i + 1);
							if (cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122) {
								let symSize = Utils.charCount(cp);
								result += data.substring(i + 1, i + 1 + symSize);
								i += symSize + 1;
								changed = true;
							} else {
								result += "\\";
								let symSize = Utils.charCount(cp);
								result += data.substring(i + 1, i + 1 + symSize);
								i += symSize + 1;
							}
							continue;
						}
					}
				}
			} else if (ch === "/") {
				result += "\\/";
				i += 1;
				changed = true;
				continue;
			} else if (ch === "[") {
				if (!inCharClass && data[i + 1] === "]") {
					result += "[^\\x00-\\x{10FFFF}]";
					i += 2;
					changed = true;
					continue;
				}
				if (!inCharClass && data[i + 1] === "^" && data[i + 2] === "]") {
					result += "[\\x00-\\x{10FFFF}]";
					i += 3;
					changed = true;
					continue;
				}
				inCharClass = true;
			} else if (ch === "]") inCharClass = false;
			else if (!inCharClass && ch === "(" && i + 2 < size && data[i + 1] === "?" && data[i + 2] === "<") {
				if (i + 3 < size && !"=!>)".includes(data[i + 3])) {
					result += "(?P<";
					i += 3;
					changed = true;
					continue;
				}
			}
			let cp = data.codePointAt(i);
			let symSize = Utils.charCount(cp);
			result += data.substring(i, i + symSize);
			i += symSize;
		}
		const finalResult = changed ? result : data;
		if (prefixFlags.length > 0) return `(?${prefixFlags})${finalResult}`;
		return finalResult;
	}
};
// src/index.js
const execResult = (m, input) => {
	const result = m.matchArray();
	result.index = m.start(0);
	result.input = input;
	result.groups = m.namedGroupsObject();
	return result;
};
/**
* A compiled representation of an RE2 regular expression
*
* The matching functions take {@code String} arguments instead of the more general Java
* {@code CharSequence} since the latter doesn't provide UTF-16 decoding.
*
*
* @author rsc@google.com (Russ Cox)
* @class
*/
var RE2JS = class RE2JS {
	/**
	* Flag: case insensitive matching.
	*/
	static CASE_INSENSITIVE = PublicFlags.CASE_INSENSITIVE;
	/**
	* Flag: dot ({@code .}) matches all characters, including newline.
	*/
	static DOTALL = PublicFlags.DOTALL;
	/**
	* Flag: multiline matching: {@code ^} and {@code $} match at beginning and end of line, not just
	* beginning and end of input.
	*/
	static MULTILINE = PublicFlags.MULTILINE;
	/**
	* Flag: Unicode groups (e.g. {@code \p\ Greek\} ) will be syntax errors.
	*/
	static DISABLE_UNICODE_GROUPS = PublicFlags.DISABLE_UNICODE_GROUPS;
	/**
	* Flag: matches longest possible string.
	*/
	static LONGEST_MATCH = PublicFlags.LONGEST_MATCH;
	/**
	* Flag: enable linear-time captureless lookbehinds.
	*/
	static LOOKBEHINDS = PublicFlags.LOOKBEHINDS;
	/**
	* Returns a literal pattern string for the specified string.
	*
	* This method produces a string that can be used to create a <code>RE2JS</code> that would
	* match the string <code>s</code> as if it were a literal pattern.
	*
	* Metacharacters or escape sequences in the input sequence will be given no special meaning.
	*
	* @param {string} str The string to be literalized
	* @returns {string} A literal string replacement
	*/
	static quote(str) {
		return Utils.quoteMeta(str);
	}
	/**
	* Quotes '\' and '$' in {@code str}, so that the returned string could be used in
	* replacement methods as a literal replacement of {@code str}.
	*
	* This is a convenience delegation to {@link Matcher.quoteReplacement}.
	*
	* @param {string} str the string to be quoted
	* @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
	* @returns {string} the quoted string
	*/
	static quoteReplacement(str, javaMode = false) {
		return Matcher.quoteReplacement(str, javaMode);
	}
	/**
	* Translates a given regular expression string to ensure compatibility with RE2JS.
	*
	* This function preprocesses the input regex string by applying necessary transformations,
	* such as escaping special characters (e.g., `/`), converting named capture groups to
	* RE2JS-compatible syntax, and handling Unicode sequences properly. It ensures that the
	* resulting regex is safe and properly formatted before compilation.
	*
	* @param {string|RegExp} expr - The regular expression string to be translated.
	* @returns {string} - The transformed regular expression string, ready for compilation.
	*/
	static translateRegExp(expr) {
		return TranslateRegExpString.translate(expr);
	}
	/**
	* Helper: create new RE2JS with given regex and flags. Flregex is the regex with flags applied.
	* @param {string} regex
	* @param {number} [flags=0]
	* @returns {RE2JS}
	*/
	static compile(regex, flags = 0) {
		Utils.checkPattern(regex);
		Utils.checkFlags(flags);
		let fregex = regex;
		if ((flags & RE2JS.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
		if ((flags & RE2JS.DOTALL) !== 0) fregex = `(?s)${fregex}`;
		if ((flags & RE2JS.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
		let re2Flags = RE2Flags.PERL;
		if ((flags & RE2JS.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= -129;
		if ((flags & RE2JS.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
		const p = new RE2JS(regex, flags);
		p.re2Input = RE2.compileImpl(fregex, re2Flags, (flags & RE2JS.LONGEST_MATCH) !== 0);
		return p;
	}
	/**
	* Matches a string against a regular expression.
	*
	* @param {string} regex the regular expression
	* @param {string|number[]|Uint8Array} input the input
	* @returns {boolean} true if the regular expression matches the entire input
	* @throws RE2JSSyntaxException if the regular expression is malformed
	*/
	static matches(regex, input) {
		return RE2JS.compile(regex).testExact(input);
	}
	/**
	* This is visible for testing.
	* @private
	*/
	static initTest(pattern, flags, re2) {
		if (pattern == null) throw new Error("pattern is null");
		if (re2 == null) throw new Error("re2 is null");
		const p = new RE2JS(pattern, flags);
		p.re2Input = re2;
		return p;
	}
	/**
	*
	* @param {string} pattern
	* @param {number} flags
	*/
	constructor(pattern, flags) {
		this.patternInput = pattern;
		this.flagsInput = flags;
		/** @type {import('./RE2.js').RE2} */
		this.re2Input = null;
	}
	/**
	* Releases memory used by internal caches associated with this pattern. Does not change the
	* observable behaviour. Useful for tests that detect memory leaks via allocation tracking.
	*/
	reset() {
		this.re2Input.reset();
	}
	/**
	* Returns the flags used in the constructor.
	* @returns {number}
	*/
	flags() {
		return this.flagsInput;
	}
	/**
	* Returns the pattern used in the constructor.
	* @returns {string}
	*/
	pattern() {
		return this.patternInput;
	}
	re2() {
		return this.re2Input;
	}
	/**
	* Matches a string against a regular expression.
	*
	* @param {string|number[]|Uint8Array} input the input
	* @returns {boolean} true if the regular expression matches the entire input
	*/
	matches(input) {
		return this.testExact(input);
	}
	/**
	* Creates a new {@code Matcher} matching the pattern against the input.
	*
	* @param {string|number[]|Uint8Array|MatcherInputBase} input the input string
	* @returns {Matcher}
	*/
	matcher(input) {
		if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
		return new Matcher(this, input);
	}
	/**
	* Tests whether the regular expression matches any part of the input string.
	* Performance Note: This method is highly optimized. Because it only returns
	* a boolean and does not extract capture groups, it bypasses the `Matcher` overhead
	* and guarantees execution on the high-speed DFA engine whenever possible.
	*
	* @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
	* @returns {boolean} `true` if the pattern is found anywhere in the input, `false` otherwise.
	*/
	test(input) {
		if (Utils.isByteArray(input)) return this.re2Input.matchUTF8(input);
		return this.re2Input.match(input);
	}
	/**
	* Tests whether the regular expression matches the ENTIRE input string.
	* * **Performance Note:** This operates identically to `.matches()`, but is significantly
	* faster because it does not request capture group data. By requesting 0 capture groups,
	* it securely routes execution through the DFA fast-path.
	*
	* @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
	* @returns {boolean} `true` if the exact input string fully matches the pattern, `false` otherwise.
	*/
	testExact(input) {
		const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
		return this.re2Input.executeEngine(machineInput, 0, RE2Flags.ANCHOR_BOTH, 0) !== null;
	}
	/**
	* Executes a search for a match in a specified string.
	* Returns a result array, or null if no match is found.
	* The returned array perfectly mirrors standard JavaScript `RegExpExecArray`,
	* including `.index`, `.input`, and `.groups` properties.
	*
	* @param {string|number[]|Uint8Array} input the input string or byte array
	* @returns {Array|null} the match array with index, input, and groups properties, or null
	*/
	exec(input) {
		const m = this.matcher(input);
		return m.find() ? execResult(m, input) : null;
	}
	/**
	* Splits input around instances of the regular expression. It returns an array giving the strings
	* that occur before, between, and after instances of the regular expression.
	*
	* If {@code limit <= 0}, there is no limit on the size of the returned array. If
	* {@code limit == 0}, empty strings that would occur at the end of the array are omitted. If
	* {@code limit > 0}, at most limit strings are returned. The final string contains the remainder
	* of the input, possibly including additional matches of the pattern.
	*
	* @param {string} input the input string to be split
	* @param {number} [limit=0] the limit
	* @returns {string[]} the split strings
	*/
	split(input, limit = 0) {
		const m = this.matcher(input);
		const result = [];
		let emptiesSkipped = 0;
		let last = 0;
		while (m.find()) {
			if (last === 0 && m.end() === 0) {
				last = m.end();
				continue;
			}
			if (limit > 0 && result.length === limit - 1) break;
			if (last === m.start()) {
				if (limit === 0) {
					emptiesSkipped += 1;
					last = m.end();
					continue;
				}
			} else while (emptiesSkipped > 0) {
				result.push("");
				emptiesSkipped -= 1;
			}
			result.push(m.substring(last, m.start()));
			last = m.end();
		}
		if (limit === 0 && last !== m.inputLength()) {
			while (emptiesSkipped > 0) {
				result.push("");
				emptiesSkipped -= 1;
			}
			result.push(m.substring(last, m.inputLength()));
		}
		if (limit !== 0 || result.length === 0 && !(last === m.inputLength() && last > 0)) result.push(m.substring(last, m.inputLength()));
		return result;
	}
	/**
	* Returns an iterator of all results matching a string against the regular expression,
	* including capturing groups.
	*
	* @param {string|number[]|Uint8Array} input the input string or byte array
	* @returns {IterableIterator<RegExpMatchArray>}
	*/
	*matchAll(input) {
		const m = this.matcher(input);
		while (m.find()) yield execResult(m, input);
	}
	/**
	*
	* @returns {string}
	*/
	toString() {
		return this.patternInput;
	}
	/**
	* Returns the program size of this pattern.
	*
	* <p>
	* Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
	* "cost". Larger numbers are more expensive than smaller numbers.
	* </p>
	*
	* @returns {number} the program size of this pattern
	*/
	programSize() {
		return this.re2Input.numberOfInstructions();
	}
	/**
	* Returns the number of capturing groups in this matcher's pattern. Group zero denotes the entire
	* pattern and is excluded from this count.
	*
	* @returns {number} the number of capturing groups in this pattern
	*/
	groupCount() {
		return this.re2Input.numberOfCapturingGroups();
	}
	/**
	* Return a map of the capturing groups in this matcher's pattern, where key is the name and value
	* is the index of the group in the pattern.
	* @returns {Record<string, number>}
	*/
	namedGroups() {
		return this.re2Input.namedGroups;
	}
	/**
	*
	* @param {*} other
	* @returns {boolean}
	*/
	equals(other) {
		if (this === other) return true;
		if (other === null || this.constructor !== other.constructor) return false;
		return this.flagsInput === other.flagsInput && this.patternInput === other.patternInput;
	}
};

const cache = new Map();
/** The compiled RE2 program, or `{ error }`: RE2's reason to reject the pattern (the API server's too). */
function re2Program(pattern) {
    let re = cache.get(pattern);
    if (!re) {
        try {
            re = RE2JS.compile(pattern);
        }
        catch (err) {
            re = { error: err.message.replace(/^error parsing regexp: /, '') };
        }
        if (cache.size > 10_000)
            cache.clear();
        cache.set(pattern, re);
    }
    return re;
}
/** Compiles a pattern with RE2 syntax for Go's regexp.MatchString: an unanchored search. */
function compileRe2(pattern) {
    const re = re2Program(pattern);
    return 'error' in re ? re : { test: (value) => re.matcher(value).find() };
}

/**
 * How a new `pattern` relates to the old one, on RE2 syntax (what the API server compiles), for the
 * shapes real CRDs change: the same pattern written differently (a character class reordered or
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
/** `pattern`: added or narrowed restricts; the same pattern written differently, or a looser one, does not. */
const patternComparator = {
    keywords: ['pattern'],
    compare(w, b, h, at) {
        const o = b.pattern;
        const n = h.pattern;
        if (typeof n !== 'string' || o === n)
            return;
        const rel = typeof o === 'string' ? patternRelation(o, n) : undefined;
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
            detail: o === undefined ? `pattern added: ${show$1(n)}` : `pattern ${show$1(o)} → ${show$1(n)}`,
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

/** `allOf`, `anyOf`, `oneOf`, `not`: any change fails (the gate does not reason about composition). */
const compositionComparator = wholeValue(['allOf', 'anyOf', 'oneOf', 'not'], 'composition-changed', 'fail');

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
        add$1(w, at, k, {
            kind: 'list-semantics-changed',
            old: b[k],
            new: h[k],
            level: 'fail',
            detail: changed.map((c) => `${c} ${show$1(b[c])} → ${show$1(h[c])}`).join(', '),
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

/**
 * `x-kubernetes-preserve-unknown-fields` true → false: pruning deletes stored data — unless a typed
 * `additionalProperties` keeps every key (the items comparator reports that) or the node is an item
 * of a list that keeps unknown fields.
 */
const preserveUnknownFieldsComparator = {
    keywords: [PRESERVE],
    compare(w, b, h, at) {
        if (b[PRESERVE] !== true || h[PRESERVE] === true)
            return;
        if (isNode(h.additionalProperties) || at.kept)
            return;
        add$1(w, at, PRESERVE, {
            kind: 'preserve-unknown-removed',
            old: true,
            new: h[PRESERVE],
            level: 'fail',
            detail: `${PRESERVE} true → false: unknown fields are now pruned, silently deleting stored data`,
        });
    },
};

/** `properties`: a removed field breaks stored objects; fields on both sides are compared. Added fields are fine. */
const propertiesComparator = {
    keywords: ['properties'],
    compare(w, b, h, at) {
        const bp = isNode(b.properties) ? b.properties : {};
        const hp = isNode(h.properties) ? h.properties : {};
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
const under = (field, parent) => field === parent || field.startsWith(`${parent}.`) || field.startsWith(`${parent}[`);
/** One cause, one finding: nothing else is reported at or under a field whose type changed. */
function underTypeChange(changes) {
    const changed = changes.filter((c) => c.kind === 'type-changed' && c.keyword === 'type' && c.level === 'fail');
    if (!changed.length)
        return changes;
    return changes.filter((c) => changed.includes(c) || !changed.some((t) => under(c.field, t.field)));
}
/** `status` is written by the controller that ships with the CRD, never by users: its changes warn. */
function statusOnlyWarns(changes) {
    return changes.map((c) => c.level === 'fail' && under(c.field, '^.status')
        ? { ...c, level: 'warn', detail: `${c.detail} (status: written only by the controller)` }
        : c);
}
function diffNode(w, b, h, at) {
    // Equal subtrees cost one comparison and are never walked.
    if (deepEqual(b, h))
        return;
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
const split = (key) => (key === '' ? [] : key.split(PATH_SEP));
const values = new WeakMap();
/** An object's value with its exact integers as bigints (cached per object); its value when it has none. */
function exactValue(obj) {
    if (!obj.exact)
        return obj.value;
    let v = values.get(obj);
    if (v === undefined)
        values.set(obj, (v = withExact(obj.value, [...obj.exact].map(([k, n]) => [split(k), n]))));
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
        const path = split(k.slice(prefix.length));
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
/** Which of {@link WALKED} a node or a node below it sets, as bits (cached per schema object). */
function walkedMask(s) {
    const known = walkedBelow.get(s);
    if (known !== undefined)
        return known;
    let mask = 0;
    for (let i = 0; i < WALKED.length; i++)
        if (Object.hasOwn(s, WALKED[i]))
            mask |= 1 << i;
    const props = isRecord(s.properties) ? s.properties : undefined;
    const { items, additionalProperties: extra } = s;
    // Most nodes are leaves: nothing below, no cycle possible, one cache write.
    if (mask !== ALL_WALKED && (props || isRecord(items) || isRecord(extra))) {
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
    }
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
function typeOf(v) {
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
    const wrongType = (want) => add(`Invalid value: "${typeOf(v)}": ${body()} in body must be of type ${want}: "${typeOf(v)}"`);
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
        strings$1(v, s, body, add, (message) => out.push({ path, message, unchecked: true }));
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
function strings$1(v, s, body, add, unchecked) {
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
 * `<plural>.<group>` is accepted, and when CRDs of different names claim one kind none is trusted
 * (the API server keeps whichever was established first, which files cannot tell; crd/invalid
 * fails the claim). Copies of one CRD under one name (an install folder and a Helm chart) are all
 * kept: a resource is checked against every copy, so a lenient copy cannot hide a problem.
 * Never "whichever file came last".
 */
function crdsByKind(crds) {
    const claims = new Map();
    for (const c of crds) {
        if (crdIdentityProblem(c))
            continue;
        const key = `${c.group}/${String(c.names.kind ?? '')}`;
        claims.set(key, [...(claims.get(key) ?? []), c]);
    }
    return new Map([...claims].filter(([, cs]) => cs.every((c) => c.name === cs[0].name)));
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
    const memo = new WeakMap();
    return (cr, crd, old) => {
        const update = old && old.version === cr.version ? old : undefined;
        const key = `${idOf(crd.obj)}\u0000${crd.name}\u0000${idOf(update)}`;
        let byCr = memo.get(cr);
        if (!byCr)
            memo.set(cr, (byCr = new Map()));
        let problems = byCr.get(key);
        if (!problems)
            byCr.set(key, (problems = validated(cr, crd, update, ctx)));
        return problems;
    };
}
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
        for (const side of ['base', 'head']) {
            let map;
            Object.defineProperty(bySide, side, {
                enumerable: true,
                get: () => (map ??= crdsByKind(ctx[side].objects.filter(isCrd).map(readCrd))),
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
    const read = readJson(text, lim);
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
const LF = 10;
const SP = 32;
const HASH = 35;
const COLON = 58;
const DASH = 45;
const DQ = 34;
const SQ = 39;
/** Short plain scalars already resolved: keys and small values repeat through a file and a run. */
const RESOLVED = new Map();
const SHORT = 24;
/** A plain scalar's value as KUBE_YAML_SCHEMA resolves it (the schema's own function, remembered). */
function resolvePlain(source) {
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
        return e < 0 ? this.len : e + 1;
    }
    /** From a line start, the first line that is neither empty nor a comment. */
    skipToContent(ls) {
        const t = this.t;
        while (ls < this.len) {
            let p = ls;
            while (t.charCodeAt(p) === SP)
                p++;
            const c = t.charCodeAt(p);
            if (c === LF)
                ls = p + 1;
            else if (c === HASH)
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
            if (ls + 3 >= this.len || f === LF || f === SP)
                return c === DASH ? -1 : giveUp();
        }
        let i = 0;
        while (t.charCodeAt(ls + i) === SP)
            i++;
        return i;
    }
    /** `- ` (or `-` at the end of its line): a block sequence entry at `p`. */
    isEntry(p) {
        if (this.t.charCodeAt(p) !== DASH)
            return false;
        const f = this.t.charCodeAt(p + 1);
        return p + 1 >= this.len || f === SP || f === LF;
    }
    /** The first offset from `p` that is not a space. */
    spaces(p) {
        while (this.t.charCodeAt(p) === SP)
            p++;
        return p;
    }
    /** After a node ending at `e` on its line: only a comment may follow; the next content line. */
    restOfLine(e) {
        const t = this.t;
        if (e < this.len && t.charCodeAt(e) !== LF) {
            if (t.charCodeAt(e) !== SP)
                giveUp();
            while (t.charCodeAt(e) === SP)
                e++;
            if (t.charCodeAt(e) !== HASH)
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
            if (ch === LF || special)
                simple = false;
            if (ch === LF)
                j = this.flowBreak(j, b);
            else if (!special)
                j++;
            else if (!dq)
                j += 2; // ''
            else if (t.charCodeAt(j + 1) === LF)
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
        if (b === -1)
            giveUp();
        this.quotedLines = true;
        let p = j;
        while (p < this.len && t.charCodeAt(p) === LF) {
            p++;
            let i = 0;
            while (t.charCodeAt(p + i) === SP)
                i++;
            if (t.charCodeAt(p + i) === LF)
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
        const comment = t.charCodeAt(j) === HASH;
        if (comment)
            while (t.charCodeAt(end - 1) === SP)
                end--;
        let multi = false;
        let ls = this.nextLine(j);
        // Lines indented past `b` continue the scalar (js-yaml folds them into it); empty lines
        // between them fold too. A comment there (or after the first line) is left to the full reader.
        for (;;) {
            let k = ls;
            while (k < this.len && t.charCodeAt(k) === LF)
                k++;
            if (k >= this.len || t.charCodeAt(k + b) !== SP)
                break;
            let i = 0;
            while (t.charCodeAt(k + i) === SP)
                i++;
            if (i <= b)
                break;
            if (comment || t.charCodeAt(k + i) === HASH)
                giveUp();
            j = end = this.plainLine(k + i);
            if (t.charCodeAt(j) === HASH)
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
            if (ch === LF)
                break;
            if (ch === COLON) {
                const f = t.charCodeAt(j + 1);
                if (j + 1 >= this.len || f === SP || f === LF)
                    giveUp();
            }
            else if (ch === HASH && t.charCodeAt(j - 1) === SP)
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
        if (p < this.len && t.charCodeAt(p) !== LF)
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
            while (t.charCodeAt(lp + col) === SP)
                col++;
            if (lp + col >= this.len)
                break;
            const c = t.charCodeAt(lp);
            if ((c === DASH || c === 46) && t.charCodeAt(lp + 1) === c && t.charCodeAt(lp + 2) === c) {
                const f = t.charCodeAt(lp + 3);
                if (lp + 3 >= this.len || f === SP || f === LF)
                    break;
            }
            const eol = t.charCodeAt(lp + col) === LF;
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
                    if (c === 44 || c === close || c === HASH)
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
        if (t.charCodeAt(this.flowAt) !== COLON || t.charCodeAt(this.flowAt + 1) !== SP)
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
            if (j >= this.len || ch === LF || (ch === HASH && t.charCodeAt(j - 1) === SP))
                giveUp();
            if (FLOW_INDICATORS.has(ch))
                break;
            if (ch === COLON) {
                const f = t.charCodeAt(j + 1);
                if (f === SP || f === LF || FLOW_INDICATORS.has(f))
                    break;
            }
        }
        let end = j;
        while (t.charCodeAt(end - 1) === SP)
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
        return !(atEnd || next === SP || next === LF);
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
/** A space before a line end (a class: faster than searching for the two characters). */
const TRAILING_SPACE = /[ ]\n/;
/** The value of an empty plain scalar (null), as the schema resolves it. */
const EMPTY = resolvePlain('');
/**
 * The file's documents, or undefined when the text is not in the subset (read it in full). On
 * success the documents' nodes are charged to `lim.budget`.
 */
function readPlainYaml(text, lim) {
    if (NOT_PLAIN.test(text) && UNUSUAL.test(text))
        return undefined;
    if (text.includes('<<') || TRAILING_SPACE.test(text) || text.endsWith(' '))
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
        if (p < this.len && t.charCodeAt(p) === SP) {
            while (t.charCodeAt(p) === SP)
                p++;
            if (t.charCodeAt(p) !== HASH)
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
                if (j >= this.len || ch === LF)
                    giveUp();
                if (ch === COLON) {
                    const f = t.charCodeAt(j + 1);
                    if (j + 1 >= this.len || f === SP || f === LF)
                        break;
                }
                else if (ch === HASH && t.charCodeAt(j - 1) === SP)
                    giveUp();
            }
            if (t.charCodeAt(j - 1) === SP)
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
        if (this.keyEnd + 1 < this.len && f !== SP && f !== LF)
            giveUp();
        if (key === '__proto__')
            giveUp();
        return key;
    }
    /** The value after a key's `:` at `q - 1`, in a mapping at column `m`. */
    mappingValue(q, m) {
        const t = this.t;
        while (t.charCodeAt(q) === SP)
            q++;
        const c = t.charCodeAt(q);
        if (q >= this.len || c === LF || c === HASH)
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
            while (t.charCodeAt(q) === SP)
                q++;
            const c = t.charCodeAt(q);
            if (q >= this.len || c === LF || c === HASH)
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
            if (ch === LF || (ch === HASH && t.charCodeAt(j - 1) === SP))
                return false;
            if (ch === COLON) {
                const f = t.charCodeAt(j + 1);
                if (j + 1 >= this.len || f === SP || f === LF)
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
        const events = parseEvents(text, { filename: path, maxDepth: lim.maxDepth });
        return readEvents(path, text, events, lim, 0);
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
function readEvents(path, text, events, lim, lineOffset) {
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
        const positions = scan
            ? scan.positions
            : new EventPositions(events, docStart, end, text, lines, lineOffset);
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
            const events = parseEvents(chunk, { filename: path, maxDepth: lim.maxDepth });
            const r = readEvents(path, chunk, events, lim, p.line);
            docs.push(...r.docs);
            problems.push(...r.problems);
        }
        catch (err) {
            problems.push(errorProblem(path, err, p.line));
        }
    });
    return { docs, problems };
}

/** File names kustomize reads as a kustomization, the extension-less `Kustomization` included. */
const KUSTOMIZATION_FILE = /(^|\/)(kustomization\.ya?ml|Kustomization)$/;
/** The type of a kustomization file that leaves out `apiVersion` and `kind` (most do). */
const KUSTOMIZATION_TYPE = { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization' };
/** A reference kustomize would fetch: an URL, a git SSH address or a `github.com/…` shorthand. */
function isRemote(ref) {
    return (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref) ||
        /^git@/.test(ref) ||
        /^(github\.com|gitlab\.com|bitbucket\.org)\//.test(ref));
}
const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x !== '') : [];
const str$1 = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
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
        const file = typeof ref === 'string' ? resolveIn(dir, ref) : undefined;
        if (file === undefined)
            return;
        const t = asRecord(target);
        out.push({
            file,
            json6902,
            ...(isRecord(target) ? { target: { kind: str$1(t.kind), name: str$1(t.name) } } : {}),
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
function generatorFiles(v) {
    const out = [];
    for (const key of ['configMapGenerator', 'secretGenerator']) {
        for (const g of Array.isArray(v[key]) ? v[key] : []) {
            const r = asRecord(g);
            out.push(...strings(r.files).map((f) => f.replace(/^[^=]*=/, '')), ...strings(r.envs));
            if (typeof r.env === 'string')
                out.push(r.env);
        }
    }
    for (const r of Array.isArray(v.replacements) ? v.replacements : []) {
        const p = str$1(asRecord(r).path);
        if (p)
            out.push(p);
    }
    out.push(...strings(v.configurations));
    const openapi = str$1(asRecord(v.openapi).path);
    if (openapi)
        out.push(openapi);
    return out;
}
/** The keys whose entries name other kustomizations or resource files. */
const REFERENCE_KEYS = ['resources', 'bases', 'components', 'crds'];
/** Whether kustomize may read a reference: a local path that stays inside the repository. */
const isReadable = (dir, ref) => !isRemote(ref) && resolveIn(dir, ref) !== undefined;
function remoteRefs(obj, dir) {
    const out = [];
    for (const key of REFERENCE_KEYS) {
        const list = obj.value[key];
        if (!Array.isArray(list))
            continue;
        list.forEach((r, i) => {
            if (typeof r !== 'string' || isReadable(dir, r))
                return;
            out.push({ ref: r, line: lineAt(obj, [key, i]), ...(isRemote(r) ? {} : { outside: true }) });
        });
    }
    return out;
}
/** Reads a kustomization (or component) object found in `file`. */
function readKustomization(obj) {
    const v = obj.value;
    const dir = posix.dirname(obj.file) === '.' ? '' : posix.dirname(obj.file);
    const refs = [...strings(v.resources), ...strings(v.bases), ...strings(v.crds)];
    const comps = strings(v.components);
    const local = (list) => list.filter((r) => !isRemote(r)).flatMap((r) => resolveIn(dir, r) ?? []);
    const images = (Array.isArray(v.images) ? v.images : []).flatMap((im) => {
        const r = asRecord(im);
        const name = str$1(r.name);
        if (!name)
            return [];
        const tag = r.newTag === undefined || r.newTag === null ? undefined : String(r.newTag);
        return [{ name, newName: str$1(r.newName), newTag: tag, digest: str$1(r.digest) }];
    });
    return {
        file: obj.file,
        dir,
        object: obj,
        isComponent: obj.kind === 'Component',
        resources: local(refs),
        components: local(comps),
        remote: remoteRefs(obj, dir),
        patchFiles: patchRefs(obj, dir),
        otherFiles: generatorFiles(v).flatMap((f) => resolveIn(dir, f) ?? []),
        namespace: str$1(v.namespace),
        namePrefix: str$1(v.namePrefix),
        nameSuffix: str$1(v.nameSuffix),
        images,
        helmCharts: (Array.isArray(v.helmCharts) ? v.helmCharts : []).map((h) => String(asRecord(h).name ?? '?')),
    };
}
/** Whether an object read from a kustomization file is kustomize configuration (not something applied). */
function isKustomizeConfig(obj) {
    return KUSTOMIZATION_FILE.test(obj.file) && obj.group === 'kustomize.config.k8s.io';
}

/** `template` with every `{{name}}` replaced by `data.name`; a missing value is a bug in the rule. */
function formatMessage(template, data = {}) {
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name) => {
        const value = data[name];
        if (value === undefined)
            throw new Error(`message placeholder {{${name}}} has no value`);
        return String(value);
    });
}
/**
 * A count with thousands separators, as `n.toLocaleString('en-US')` writes a whole number, without
 * Intl: its first use loads ICU's locale data (12–16 ms of a run, measured), for one comma.
 */
function groupedCount(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString('en-US');
    const digits = String(Math.abs(n));
    let out = '';
    for (let end = digits.length; end > 0; end -= 3)
        out = digits.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : '');
    return n < 0 ? `-${out}` : out;
}

/** Where a schema change is reported: the change's line in the head file. */
function changeAt(p, c) {
    const head = p.head;
    return {
        ...whereOf(head.obj, c.headPath),
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
        ...whereOf(crd.obj, path),
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
            return out;
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
        skip: noCrds,
        check: (ctx) => crdPairs(ctx).flatMap((p) => each(p, ctx)),
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
    description: '`allOf`, `anyOf`, `oneOf` or `not` changed: the gate cannot prove the new combination accepts what the old one did.',
    kinds: ['composition-changed'],
    advice: 'Stored objects may stop validating. Review the change by hand and waive it with a reason when it only loosens validation.',
    docs: {
        why: 'Composition keywords combine sub-schemas; whether a change loosens or tightens validation cannot be decided keyword by keyword, and unknown is not safe.',
        fix: 'Prefer plain properties. When the change only loosens validation, waive the finding with the reason.',
    },
});

const conversionChanged = crdRule({
    id: 'crd/conversion-changed',
    title: 'Conversion changed',
    defaultSeverity: 'warn',
    description: 'The conversion strategy or webhook configuration changed.',
    messages: {
        strategy: 'conversion strategy {{from}} → {{to}}: reads in non-storage versions go through it. Deploy the webhook before this CRD and keep it reachable.',
        settings: 'conversion settings changed (strategy {{to}}): reads in non-storage versions go through it. Deploy the webhook before this CRD and keep it reachable.',
    },
    docs: {
        why: 'Conversion runs on every read of an object in a version other than the stored one. A webhook that is unreachable, or not yet deployed when the CRD changes, makes every such read fail.',
        fix: 'Deploy the conversion webhook before the CRD that points at it, and keep the old strategy working until every object is migrated.',
    },
}, (p) => {
    if (!p.base || !p.head)
        return [];
    const b = JSON.stringify(p.base.conversion);
    const h = JSON.stringify(p.head.conversion);
    if (b === h)
        return [];
    const bs = String(p.base.conversion.strategy ?? 'None');
    const hs = String(p.head.conversion.strategy ?? 'None');
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
        why: 'Server-side apply (used by kubectl, Argo CD and Flux) merges by these markers. Changing `atomic` to `map` or `set` changes who owns which entries and rejects duplicate entries stored before; changing list-map keys re-keys every entry. One change of a list is one finding, whatever markers it took (`atomic` → `map` with its keys). A list under `.status` warns: only the controller, which ships with the CRD, writes it. None of the other CRD checkers look at this.',
        fix: 'Keep the markers; when the semantics must change, do it in a new API version and convert.',
    },
});

const list = (v) => (Array.isArray(v) ? v.map(String) : []);
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
        const gone = list(p.base.names[k]).filter((x) => !list(p.head.names[k]).includes(x));
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
        why: 'A new or narrowed regular expression can reject values that are already stored. The gate compares the two patterns token by token on RE2 syntax (re2js must compile both): the same pattern written differently (a character class reordered or with a redundant member), a widened class, a relaxed quantifier or an added top-level alternative accepts everything the old one did and passes; so does a pattern that every value of the base `enum` matches. Anything it cannot prove looser is a tightening. Removing a pattern loosens validation and passes.',
        fix: 'Keep the old pattern, or introduce the new one in a new API version. With `crd.kubernetesVersion` 1.30+, ratcheting lets unchanged values through: warning.',
    },
});

const preserveUnknownFields = schemaChangeRule({
    id: 'crd/preserve-unknown-fields',
    title: 'Unknown fields now pruned',
    defaultSeverity: 'fail',
    description: '`x-kubernetes-preserve-unknown-fields: true` was removed: fields not in the schema are now pruned.',
    kinds: ['preserve-unknown-removed'],
    advice: 'Every stored field that the schema does not list is deleted on the next write — silent data loss. Describe the fields in the schema first, or keep preserve-unknown-fields.',
    docs: {
        why: 'Under `x-kubernetes-preserve-unknown-fields: true` the API server stores whatever clients send. Removing it turns on pruning: every field that the schema does not describe disappears from stored objects the next time they are written, and from every manifest applied afterwards, with no error. Dropping the marker while adding a typed `additionalProperties` keeps every key (pruning recurses into `additionalProperties`): reported once by `crd/type-changed` as a value-type tightening, not here.',
        fix: 'List the fields users set in the schema before turning pruning on, or keep the marker.',
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

const crdRemoved = crdRule({
    id: 'crd/removed',
    title: 'CRD removed',
    defaultSeverity: 'fail',
    description: 'A CustomResourceDefinition on the base side is gone from the head side.',
    messages: {
        removed: 'CRD {{name}} is removed: applying this deletes every {{kind}} in the cluster. Keep it, or delete its resources deliberately first and waive this finding.',
    },
    docs: {
        why: 'Deleting a CRD deletes every custom resource of it, cluster-wide, at once: the operator loses all its objects. A GitOps tool with pruning enabled does exactly that after merge.',
        fix: 'Keep the CRD. If it moved to another file or chart, make sure the head revision still contains it (the gate pairs by name, not by file). To retire it, delete the custom resources deliberately first, then the CRD, with a waiver.',
    },
}, (p) => p.base && !p.head
    ? [
        crdFinding(p, [], {
            messageId: 'removed',
            data: { name: p.base.name, kind: String(p.base.names.kind ?? 'custom resource') },
        }),
    ]
    : []);

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
/**
 * Patterns RE2 rejects and `x-kubernetes-validations` entries that are not `{rule: string, …}`,
 * anywhere below `node`. `path` is one stack, pushed and popped on the way down (copied only into
 * a problem), so a large unchanged schema costs no array per node.
 */
function schemaProblems(node, path, out, seen) {
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
    nodeProblems(node, path, out);
    for (const k in node) {
        const sub = node[k];
        // Most values of a schema node (type, description, format) are scalars: no call for them.
        if (typeof sub !== 'object' || sub === null || !Object.hasOwn(node, k) || DATA_KEYS.has(k))
            continue;
        path.push(k);
        schemaProblems(sub, path, out, seen);
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
const KIND_CLAIMED = 'kind {{kind}} is also claimed by {{rival}} ({{rivalFile}}): the API server accepts one CRD per kind, so custom resources of it are not validated against either here.';
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
    const same = p.base.obj.value === p.head.obj.value || p.base.obj.digest === p.head.obj.digest;
    const base = same ? head : problemsOf$1(p.base, ctx);
    const before = new Set(base.map(sig));
    return head.map((x) => problemFinding(p, x, before.has(sig(x))));
}
/** One problem of the head CRD; `old`: the base CRD had it too (a warning). */
function problemFinding(p, x, old) {
    const f = crdFinding(p, x.path, { messageId: old ? 'alreadyProblem' : 'problem', data: { problem: x.message } }, x.unchecked ? 'notice' : old ? 'warn' : undefined);
    return x.unchecked ? { ...f, unjudged: true } : f;
}
/** A head CRD whose kind an earlier CRD of another name claims too; unchanged since base is a warning. */
function kindClaim(p, conflicts, ctx) {
    const head = p.head;
    const key = `${head.group}/${String(head.names.kind ?? '')}`;
    const first = conflicts.get(key)?.[0];
    if (!first || first.name === head.name)
        return [];
    const existed = crdPairs(ctx).some((q) => q.base?.name === head.name && q.base.obj.digest === head.obj.digest);
    return [
        crdFinding(p, ['spec', 'names', 'kind'], {
            messageId: existed ? 'alreadyKindClaimed' : 'kindClaimed',
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
    },
    docs: {
        why: 'The API server refuses a CRD whose name is not `<plural>.<group>`, whose schema is not structural or uses a forbidden keyword, has a pattern RE2 cannot compile, a validation rule that does not compile or whose estimated cost (per rule, times how often it can run, and per CRD) exceeds its static budget; it accepts only one CRD per group and kind. The gate validates custom resources against the CRD the API server would use: a second, lenient CRD for the same kind, or one under a wrong name, must not decide the verdict.',
        fix: 'Name the CRD `<plural>.<group>`, keep one CRD per group and kind, write patterns in RE2 syntax (no lookaround or backreferences), give every `x-kubernetes-validations` entry a string `rule` that compiles, and bound the lists, maps and strings a costly rule walks with `maxItems`, `maxProperties` and `maxLength`. A problem the base CRD already had is a warning: the PR did not introduce it.',
    },
    skip: noCrds,
    check(ctx) {
        // Kinds claimed by two different CRDs on the head side: `group/kind` → the claimants.
        const conflicts = kindConflicts(ctx.head.objects.filter(isCrd).map(readCrd));
        return crdPairs(ctx).flatMap((p) => p.head
            ? [...ownProblems({ ...p, head: p.head }, ctx), ...kindClaim({ ...p, head: p.head }, conflicts, ctx)]
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
        fix: 'Fix the resource at the line shown (move the field where the schema expects it, add the required field, use a served apiVersion), or change the CRD. A resource that was already invalid before the PR is a warning.',
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
            const crd = copies[0];
            const old = ctx.base.byKey.get(objectKey(cr));
            // Judge the change: nothing new can break an unchanged resource of an unchanged CRD.
            if ((old === cr || old?.digest === cr.digest) && !changedCrds.has(crd.name))
                continue;
            // A resource on both sides is applied as an update from its base self: transition rules run.
            const problems = checkedAgainst(cr, copies, ctx, old);
            if (!problems.length)
                continue;
            out.push(...findings(cr, crd, problems, old ? beforeProblems(old, base, ctx) : undefined));
        }
        return out;
    },
});
/** One resource's problems against every copy of its CRD (deduplicated), from the run's one validation. */
function checkedAgainst(cr, copies, ctx, old) {
    const seen = new Set();
    const out = [];
    for (const crd of copies)
        for (const p of ctx.analyses.crdValidation(cr, crd, old))
            if (!seen.has(sig$1(p)) && seen.add(sig$1(p)))
                out.push(p);
    return out;
}
function beforeProblems(cr, base, ctx) {
    const copies = base.get(`${cr.group}/${cr.kind}`);
    return copies ? new Set(checkedAgainst(cr, copies, ctx).map(sig$1)) : undefined;
}
function findings(cr, crd, problems, before) {
    const out = [];
    const counted = problems.filter((p) => p.kind !== 'unchecked');
    for (const p of problems.slice(0, PER_OBJECT)) {
        const old = before?.has(sig$1(p));
        const notice = p.kind === 'unchecked';
        out.push({
            severity: notice ? 'notice' : old ? 'warn' : undefined,
            ...(notice ? { unjudged: true } : {}),
            file: cr.file,
            line: lineOf(cr, p.path),
            side: 'head',
            object: objectRef(cr),
            path: `${cr.version} ${showPath(p.path)}`,
            message: `${showPath(p.path)}: ${p.message}. ${notice
                ? ''
                : old
                    ? 'Already invalid before this PR.'
                    : before
                        ? `This PR makes it invalid against CRD ${crd.name}.`
                        : `Invalid against CRD ${crd.name} in this PR.`}`.trim(),
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

const NO_MATCH = 'clients and manifests using {{group}}/{{version}} fail with "no matches for kind".';
const DEPRECATE_FIRST = 'Deprecate it for a release first (deprecated: true), move manifests to another version, then stop serving it.';
const WAS_DEPRECATED = 'It was deprecated on base, so this is expected; make sure no manifest still uses it.';
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
    },
    docs: {
        why: 'Every client and manifest using that apiVersion fails with "no matches for kind" once the version is not served — including the custom resources in this repo. A version deprecated on base has had its warning period, so that is a warning.',
        fix: 'Mark the version `deprecated: true` (with a `deprecationWarning`) for at least one release first, move manifests to the new version, then stop serving it.',
    },
}, (p) => {
    if (!p.base || !p.head)
        return [];
    const out = [];
    for (const v of p.base.versions.filter((x) => x.served)) {
        const h = p.head.versions.find((x) => x.name === v.name);
        if (h?.served)
            continue;
        const path = h ? ['spec', 'versions', h.index, 'served'] : ['spec', 'versions'];
        out.push(crdFinding(p, path, {
            messageId: `${h ? 'unserved' : 'removed'}${v.deprecated ? 'Deprecated' : ''}`,
            data: { version: v.name, group: p.head.group },
        }, v.deprecated ? 'warn' : undefined, v.name));
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
        fix: 'Make the schemas compatible, or add a conversion webhook. Only two versions that both existed and were compatible on the base side fail: a version added in this change has no objects written through it yet, and a difference already present on the base side is reported by the schema rules as it grows (both are warnings).',
    },
}, (p) => {
    // Judge the change: an unchanged CRD is not reported again.
    if (!p.head || p.pair.status === 'unchanged')
        return [];
    const before = p.base ? incompatible(p.base) : new Map();
    const existed = new Set(p.base?.versions.filter((v) => v.served).map((v) => v.name));
    const out = [];
    for (const [pair, problems] of incompatible(p.head)) {
        const old = JSON.stringify(before.get(pair)) === JSON.stringify(problems);
        // Objects written through a version that is new in this change do not exist yet.
        const added = pair.split('↔').filter((v) => !existed.has(v));
        const grown = !old && before.has(pair);
        const note = old
            ? ' Already present on the base revision.'
            : added.length
                ? ` ${added.join(' and ')} ${added.length > 1 ? 'are' : 'is'} new in this change: no object was written through it yet, so nothing stored breaks; objects created from now on do.`
                : grown
                    ? ' Already incompatible on the base revision; the schema rules report what this change adds.'
                    : '';
        out.push(crdFinding(p, ['spec', 'versions'], `served versions ${pair} are incompatible and conversion is None, so objects are served unchanged in both: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}. Make the schemas compatible or add a conversion webhook.${note}`, note ? 'warn' : undefined, pair));
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
        crdFinding(p, ['spec', 'versions'], { messageId: already ? 'countAlready' : 'count', data: { n } }, already ? 'warn' : undefined),
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
const str = (v) => typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const labels = (o) => asRecord(asRecord(o.value.metadata).labels);
const annotations = (o) => asRecord(asRecord(o.value.metadata).annotations);
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
        why: "The API server refuses to update a CRD that drops a version still listed in `status.storedVersions`, and objects stored in it could no longer be read. Files in git carry no `status`, so the gate treats the base revision's storage version as stored — which is what broke Strimzi users moving from 0.51 to 1.0 (strimzi#12751). crdify's check does nothing on files. With `--cluster-state` the gate reads the live CRD's `status.storedVersions` instead: the exact check the API server makes. A version deleted from `spec.versions` that was neither served nor storage on base can still be in `status.storedVersions` on clusters that stored it in an earlier release (Gateway API v1.2 deleting `v1alpha2`; cert-manager 1.7 needed a storage migration first): without live evidence that is a warning.",
        fix: 'Before removing the version: make the new version the storage version and roll it out; rewrite every object in the new version (a storage-version migration, or `kubectl get <kind> -A -o json | kubectl replace -f -`); remove the old version from `status.storedVersions` (`kubectl patch crd <name> --subresource=status --type=merge -p \'{"status":{"storedVersions":["<new>"]}}\'`); only then remove it from the CRD.',
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
    // Neither served nor storage on base, yet clusters that once stored it may still list it in
    // status.storedVersions (Gateway API v1.2 deleting v1alpha2): a warning without live evidence.
    for (const v of p.base.versions) {
        if (live || stored.has(v.name) || !gone(v.name) || v.served)
            continue;
        out.push(crdFinding(p, ['spec', 'versions'], `version ${v.name} is removed; it was neither served nor the storage version on the base revision, but clusters that stored objects as ${v.name} in an earlier release may still list it in status.storedVersions, and then the API server refuses this CRD update. Check \`kubectl get crd ${p.base.name} -o jsonpath='{.status.storedVersions}'\` on every cluster (or pass --cluster-state) before applying.`, 'warn', v.name));
    }
    // Say when live evidence cleared what the files alone would have failed.
    for (const name of [...guessed].sort()) {
        if (!live || stored.has(name) || !gone(name))
            continue;
        out.push(crdFinding(p, ['spec', 'versions'], `version ${name} is removed; the files alone suggest it may hold stored objects, but the live status.storedVersions (${live.join(', ') || 'empty'}) of ${state.file} no longer lists it, so the API server accepts the removal.`, 'notice', name));
    }
    return out;
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
        fix: 'Add a new field with the new type and deprecate the old one, or serve a new API version and convert. Widening changes pass: `integer` → `number`, `integer` or `string` → `x-kubernetes-int-or-string`.',
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
    conversionChanged,
    servedVersionsIncompatible,
    customResourceInvalid,
    crdInvalid,
    descriptionChanged,
    unhandledChange,
];

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
        why: '`kubectl apply`, Argo CD and Flux apply both definitions; the last one wins, and which one is last depends on file order. The gate pairs base and head objects by identity, so with two definitions it compares only the first and could miss what the second changes. The API version does not matter: `kafka.strimzi.io/v1beta2` and `kafka.strimzi.io/v1` of the same `Kafka` are the same object.',
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
                const same = dup.digest === first.digest;
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
    return `${groupedCount(unrendered)} of ${groupedCount(all)} kustomize deploy units were not rendered: each has the same inputs and settings on both sides, and none of its input files names a kind a check reads wherever it is, a changed CRD validates or the config's transitions match, so it applies the same objects before and after this change and nothing the change touches needs them. A problem already present in one of them (a render error, a duplicate object, an invalid resource) is not reported by this run.`;
}
const notRendered = defineRule({
    id: 'input/not-rendered',
    title: 'Source not rendered',
    category: 'input',
    defaultSeverity: 'warn',
    description: 'Part of what a deploy unit applies was not judged as applied: Helm templates (never rendered), remote kustomize resources (never fetched), Helm inflation in a kustomization (never run), or a kustomize unit the real kustomize could not build.',
    docs: {
        why: 'The gate judges what reaches the cluster. What it could not render is not judged, so a problem in it would pass unseen; the report says so instead of staying silent. Remote resources and Helm are left out on purpose: nothing from the pull request is fetched or run. One more notice never counts: in a run with 20 or more kustomize units whose inputs and settings are the same on both sides, how many of those were not rendered because none of their input files names a kind a check reads, a changed CRD validates or a transition matches (docs/performance.md); a problem already present in one of them is then not reported.',
        fix: 'For a kustomize error, fix the kustomization at the line shown (`kubectl kustomize DIR` shows the same error). For a remote base or a Helm chart, vendor the rendered manifests (or the CRDs) into the repository if they should be checked; a Strimzi release URL still gives the operator version. With no kustomize on PATH, install kustomize or kubectl so overlays and patches are applied.',
    },
    check(ctx) {
        const out = ctx.head.unrendered.map((n) => ({
            severity: n.failed ? undefined : 'notice',
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
            data: { count: unchanged.length, files: `${named}${rest}` },
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
        more: '{{count}} more files skipped for the same reason: {{why}}.',
        chartAdded: '{{note}}. This PR adds the chart, so these files are no longer checked.',
        excludedChanged: '{{path}} is left out by an `exclude` glob and this PR adds or changes it: the gate did not check it, but kubectl apply -R, kustomize, Flux or Argo CD would still apply it if it is a manifest.',
        excluded: '{{count}} files left out by `exclude` were not checked: {{files}}.',
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
                out.push({ side: 'head', messageId: 'more', data: { count: n - PER_REASON, why: WHY[reason] } });
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
    const containers = valueAt(deployment, ['spec', 'template', 'spec', 'containers']);
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

/** What the Strimzi pack reads from `--cluster-state`: Kafka clusters, their pods, operators, rebalances. */
const KAFKA_VERSION_ANNOTATION = 'strimzi.io/kafka-version';
const RECONCILED_ANNOTATION = 'strimzi.io/reconciled';
const RECONCILING_ANNOTATION = 'strimzi.io/reconciling';
/** `0.45.0` (or `v0.45.0`) → `0.45.0`; anything else is not a version. */
const version = (v) => /^v?(\d+\.\d+\.\d+)$/.exec(str(v)?.trim() ?? '')?.[1];
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
        ...(str(c.status) !== undefined ? { status: str(c.status) } : {}),
        ...(str(c.reason) !== undefined ? { reason: str(c.reason) } : {}),
        ...(str(c.message) !== undefined ? { message: str(c.message) } : {}),
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
        .map((p) => ({ name: p.name, version: str(annotations(p)[KAFKA_VERSION_ANNOTATION]) }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const versions = pods.map((p) => p.version).filter((v) => v !== undefined);
    const running = versions.sort(compareDotted)[versions.length - 1];
    const a = annotations(k);
    const mark = (key) => (typeof a[key] === 'string' ? parseReconcileMark(a[key]) : undefined);
    const reconciled = mark(RECONCILED_ANNOTATION);
    const reconciling = mark(RECONCILING_ANNOTATION);
    const opt = (key, v) => (v === undefined ? {} : { [key]: v });
    return {
        ref: `Kafka/${k.namespace ? `${k.namespace}/` : ''}${k.name}`,
        namespace: k.namespace,
        name: k.name,
        ...opt('specVersion', str(kafka.version)),
        ...opt('specMetadata', str(kafka.metadataVersion)),
        ...opt('statusKafkaVersion', str(status.kafkaVersion)),
        ...opt('statusMetadataVersion', str(status.kafkaMetadataVersion)),
        ...opt('operatorLastSuccessfulVersion', str(status.operatorLastSuccessfulVersion)),
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

const CHART = 'strimzi-kafka-operator';
const RELEASE_URL = /strimzi-kafka-operator\/releases\/download\/v?(\d+\.\d+\.\d+)\//;
/** An exact release (`0.45.0`, `v0.45.0`, `=0.45.0`, `0.45.0@sha256:…`): the tag counts, not the digest. */
const EXACT = /^[=v]?(\d+\.\d+\.\d+)(?:@sha256:[0-9a-f]{64})?$/;
const exact = (v) => (typeof v === 'string' ? EXACT.exec(v.trim())?.[1] : undefined);
/** Where the gate looks for the operator version (said when it finds none). */
const OPERATOR_PLACES = 'the cluster-operator Deployment image, kustomize images:/helmCharts:/release URLs, Flux HelmRelease (chart or chartRef OCIRepository), Argo CD Application sources, Chart.yaml dependencies';
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
function fromKustomization(acc, obj) {
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
function fromHelmRelease(acc, obj, tree) {
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
function fromApplication(acc, obj) {
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
 * The operator version from whichever the repo uses: the cluster-operator Deployment image
 * (`…/strimzi/operator:X.Y.Z`, also `@sha256:` pinned), a kustomization's `images:`, `helmCharts:` or
 * release URL in `resources:`, a Flux HelmRelease of the strimzi-kafka-operator chart (directly or by
 * `chartRef` to an OCIRepository), an Argo CD Application source, or a Chart.yaml dependency. Places
 * that name the operator without naming one release are returned as `unresolved`, with why.
 */
function operatorsOf(tree, nsOf = (o) => o.namespace) {
    const acc = { out: [], unresolved: [], nsOf };
    // Kustomizations are configuration (tree.configs), read here for `images:`, `helmCharts:` and release URLs.
    for (const obj of [...tree.objects, ...tree.configs]) {
        if (obj.kind === 'Deployment')
            fromDeployment(acc, obj);
        else if (obj.kind === 'Kustomization' && obj.group.startsWith('kustomize.config.k8s.io'))
            fromKustomization(acc, obj);
        else if (obj.kind === 'HelmRelease' && obj.group === 'helm.toolkit.fluxcd.io')
            fromHelmRelease(acc, obj, tree);
        else if (obj.kind === 'Application' && obj.group === 'argoproj.io')
            fromApplication(acc, obj);
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

function located(obj, path) {
    const at = whereOf(obj, path);
    return at.file === obj.file ? { line: at.line } : at;
}
function field(obj, path) {
    const cur = valueAt(obj.value, path);
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
    const unresolved = side.unresolved.map((u) => `${u.ref} (${u.file}:${u.line}): ${u.why}`);
    return {
        why: unresolved.length
            ? `no operator version can be read: ${unresolved.join('; ')}. Pin one release there, or set strimzi.operatorVersion in the config`
            : `no Strimzi operator found (looked at ${OPERATOR_PLACES}). Set strimzi.operatorVersion in the config`,
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

const level = (v) => resolveMetadata(v)?.version ?? v;
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
            level(live.specMetadata) !== level(live.statusMetadataVersion);
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
    return tree.objects.some((o) => (o.kind === 'CustomResourceDefinition' && o.name.endsWith('.kafka.strimzi.io')) ||
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
 * Each cluster-operator Deployment's `STRIMZI_FEATURE_GATES`, and each Flux HelmRelease's
 * `spec.values.featureGates` (the chart maps it onto the variable, values.yaml@0.23.0:19), with the
 * release that runs it.
 */
function gatesOf(side, tree) {
    return side.operators.flatMap((o) => {
        const env = o.obj ? featureGatesEnv(o.obj.value) : undefined;
        if (o.obj && env)
            return [{ obj: o.obj, version: o.version, ...env }];
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
    description: '`STRIMZI_FEATURE_GATES` on the cluster-operator Deployment (or `values.featureGates` of a Flux HelmRelease) names a gate its release does not know (removed when it graduated, or not there yet), names one twice, or is malformed: the operator does not start.',
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
                    file: g.obj.file,
                    line: lineOf(g.obj, g.path),
                    side: 'head',
                    object: ref,
                    path: g.path.length === 3
                        ? 'spec.values.featureGates'
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
        ? { severity: 'warn', message: `${where} Already present on the base revision.` }
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
            file: c.head.obj.file,
            line: c.head.version.value ? c.head.version.line : c.head.obj.line,
            side: 'head',
            object: c.head.ref,
            path: 'spec.kafka.version',
            message: `Kafka ${kafka}${c.head.version.value ? '' : ' (the default when unset)'} is not supported by Strimzi ${release.version} (supported: ${release.supported.map((s) => s.version).join(', ')}): the operator stops reconciling this cluster. ${old ? 'Already present on the base revision.' : 'Use a supported version, or upgrade the operator first in its own PR.'}`,
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
    const baseKraft = annotation$1(c.base, 'strimzi.io/kraft') ?? (c.base ? undefined : kraft);
    const migrated = baseKraft === 'enabled' || (!!c.opBase && !c.opBase.zookeeper);
    const zookeeper = c.head.obj.value.spec?.zookeeper !== undefined;
    if (zookeeper && !migrated)
        return {
            severity: 'fail',
            zookeeper: true,
            message: `${v} runs KRaft clusters only, but it still has spec.zookeeper and was not migrated to KRaft. ${migrate}`,
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
    description: 'The head operator is 0.46 or later and the cluster has not been migrated to KRaft (`spec.zookeeper` on a cluster never migrated, `strimzi.io/kraft` not enabled where 0.46–0.47 require it); a leftover `spec.zookeeper` on a migrated cluster is a warning.',
    docs: {
        why: 'Strimzi 0.46 removed ZooKeeper support (strimzi#11630): a ZooKeeper-based cluster is no longer reconciled. The migration to KRaft is only possible with 0.40–0.45.',
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
        fix: 'Pin the operator to one release where the repository installs it (an image tag, a chart version, an OCIRepository `ref.tag`), or set `strimzi.operatorVersion` in the config when it is installed elsewhere (OLM, another repository).',
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
function written(tree, file, line, raw) {
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
                    file: c.obj.file,
                    line: f.line,
                    side: 'head',
                    object: c.ref,
                    path,
                    message: `${path} is the YAML number ${String(f.raw)}, not a string: the CRD types it as a string, so the API server rejects the ${c.obj.kind} ("${path} in body must be of type string"). Quote it: "${written(ctx.head, c.obj.file, f.line, f.raw)}". ${old ? 'Already present on the base revision.' : ''}`.trim(),
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

var lrucache;
var hasRequiredLrucache;

function requireLrucache () {
	if (hasRequiredLrucache) return lrucache;
	hasRequiredLrucache = 1;

	class LRUCache {
	  constructor () {
	    this.max = 1000;
	    this.map = new Map();
	  }

	  get (key) {
	    const value = this.map.get(key);
	    if (value === undefined) {
	      return undefined
	    } else {
	      // Remove the key from the map and add it to the end
	      this.map.delete(key);
	      this.map.set(key, value);
	      return value
	    }
	  }

	  delete (key) {
	    return this.map.delete(key)
	  }

	  set (key, value) {
	    const deleted = this.delete(key);

	    if (!deleted && value !== undefined) {
	      // If cache is full, delete the least recently used item
	      if (this.map.size >= this.max) {
	        const firstKey = this.map.keys().next().value;
	        this.delete(firstKey);
	      }

	      this.map.set(key, value);
	    }

	    return this
	  }
	}

	lrucache = LRUCache;
	return lrucache;
}

var parseOptions_1;
var hasRequiredParseOptions;

function requireParseOptions () {
	if (hasRequiredParseOptions) return parseOptions_1;
	hasRequiredParseOptions = 1;

	// parse out just the options we care about
	const looseOption = Object.freeze({ loose: true });
	const emptyOpts = Object.freeze({ });
	const parseOptions = options => {
	  if (!options) {
	    return emptyOpts
	  }

	  if (typeof options !== 'object') {
	    return looseOption
	  }

	  return options
	};
	parseOptions_1 = parseOptions;
	return parseOptions_1;
}

var re = {exports: {}};

var constants;
var hasRequiredConstants;

function requireConstants () {
	if (hasRequiredConstants) return constants;
	hasRequiredConstants = 1;

	// Note: this is the semver.org version of the spec that it implements
	// Not necessarily the package version of this code.
	const SEMVER_SPEC_VERSION = '2.0.0';

	const MAX_LENGTH = 256;
	const MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER ||
	/* istanbul ignore next */ 9007199254740991;

	// Max safe segment length for coercion.
	const MAX_SAFE_COMPONENT_LENGTH = 16;

	// Max safe length for a build identifier. The max length minus 6 characters for
	// the shortest version with a build 0.0.0+BUILD.
	const MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6;

	// ECMAScript whitespace and line terminators matched by \s.
	const WHITESPACE_CHARACTERS = [
	  '\t',
	  '\n',
	  '\v',
	  '\f',
	  '\r',
	  ' ',
	  '\u00a0',
	  '\u1680',
	  '\u2000',
	  '\u2001',
	  '\u2002',
	  '\u2003',
	  '\u2004',
	  '\u2005',
	  '\u2006',
	  '\u2007',
	  '\u2008',
	  '\u2009',
	  '\u200a',
	  '\u2028',
	  '\u2029',
	  '\u202f',
	  '\u205f',
	  '\u3000',
	  '\ufeff',
	];

	const RELEASE_TYPES = [
	  'major',
	  'premajor',
	  'minor',
	  'preminor',
	  'patch',
	  'prepatch',
	  'prerelease',
	];

	constants = {
	  MAX_LENGTH,
	  MAX_SAFE_COMPONENT_LENGTH,
	  MAX_SAFE_BUILD_LENGTH,
	  MAX_SAFE_INTEGER,
	  WHITESPACE_CHARACTERS,
	  RELEASE_TYPES,
	  SEMVER_SPEC_VERSION,
	  FLAG_INCLUDE_PRERELEASE: 0b001,
	  FLAG_LOOSE: 0b010,
	};
	return constants;
}

var debug_1;
var hasRequiredDebug;

function requireDebug () {
	if (hasRequiredDebug) return debug_1;
	hasRequiredDebug = 1;

	const debug = (
	  typeof process === 'object' &&
	  process.env &&
	  process.env.NODE_DEBUG &&
	  /\bsemver\b/i.test(process.env.NODE_DEBUG)
	) ? (...args) => console.error('SEMVER', ...args)
	  : () => {};

	debug_1 = debug;
	return debug_1;
}

var hasRequiredRe;

function requireRe () {
	if (hasRequiredRe) return re.exports;
	hasRequiredRe = 1;
	(function (module, exports) {

		const {
		  MAX_SAFE_COMPONENT_LENGTH,
		  MAX_SAFE_BUILD_LENGTH,
		  MAX_LENGTH,
		} = requireConstants();
		const debug = requireDebug();
		exports = module.exports = {};

		// The actual regexps go on exports.re
		const re = exports.re = [];
		const safeRe = exports.safeRe = [];
		const src = exports.src = [];
		const safeSrc = exports.safeSrc = [];
		const t = exports.t = {};
		let R = 0;

		const LETTERDASHNUMBER = '[a-zA-Z0-9-]';

		// Replace some greedy regex tokens to prevent regex dos issues. These regex are
		// used internally via the safeRe object since all inputs in this library get
		// normalized first to trim and collapse all extra whitespace. The original
		// regexes are exported for userland consumption and lower level usage. A
		// future breaking change could export the safer regex only with a note that
		// all input should have extra whitespace removed.
		const safeRegexReplacements = [
		  ['\\s', 1],
		  ['\\d', MAX_LENGTH],
		  [LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH],
		];

		const makeSafeRegex = (value) => {
		  for (const [token, max] of safeRegexReplacements) {
		    value = value
		      .split(`${token}*`).join(`${token}{0,${max}}`)
		      .split(`${token}+`).join(`${token}{1,${max}}`);
		  }
		  return value
		};

		const createToken = (name, value, isGlobal) => {
		  const safe = makeSafeRegex(value);
		  const index = R++;
		  debug(name, index, value);
		  t[name] = index;
		  src[index] = value;
		  safeSrc[index] = safe;
		  re[index] = new RegExp(value, isGlobal ? 'g' : undefined);
		  safeRe[index] = new RegExp(safe, isGlobal ? 'g' : undefined);
		};

		// The following Regular Expressions can be used for tokenizing,
		// validating, and parsing SemVer version strings.

		// ## Numeric Identifier
		// A single `0`, or a non-zero digit followed by zero or more digits.

		createToken('NUMERICIDENTIFIER', '0|[1-9]\\d*');
		createToken('NUMERICIDENTIFIERLOOSE', '\\d+');

		// ## Non-numeric Identifier
		// Zero or more digits, followed by a letter or hyphen, and then zero or
		// more letters, digits, or hyphens.

		createToken('NONNUMERICIDENTIFIER', `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`);

		// ## Main Version
		// Three dot-separated numeric identifiers.

		createToken('MAINVERSION', `(${src[t.NUMERICIDENTIFIER]})\\.` +
		                   `(${src[t.NUMERICIDENTIFIER]})\\.` +
		                   `(${src[t.NUMERICIDENTIFIER]})`);

		createToken('MAINVERSIONLOOSE', `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.` +
		                        `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.` +
		                        `(${src[t.NUMERICIDENTIFIERLOOSE]})`);

		// ## Pre-release Version Identifier
		// A numeric identifier, or a non-numeric identifier.
		// Non-numeric identifiers include numeric identifiers but can be longer.
		// Therefore non-numeric identifiers must go first.

		createToken('PRERELEASEIDENTIFIER', `(?:${src[t.NONNUMERICIDENTIFIER]
		}|${src[t.NUMERICIDENTIFIER]})`);

		createToken('PRERELEASEIDENTIFIERLOOSE', `(?:${src[t.NONNUMERICIDENTIFIER]
		}|${src[t.NUMERICIDENTIFIERLOOSE]})`);

		// ## Pre-release Version
		// Hyphen, followed by one or more dot-separated pre-release version
		// identifiers.

		createToken('PRERELEASE', `(?:-(${src[t.PRERELEASEIDENTIFIER]
		}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`);

		createToken('PRERELEASELOOSE', `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]
		}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`);

		// ## Build Metadata Identifier
		// Any combination of digits, letters, or hyphens.

		createToken('BUILDIDENTIFIER', `${LETTERDASHNUMBER}+`);

		// ## Build Metadata
		// Plus sign, followed by one or more period-separated build metadata
		// identifiers.

		createToken('BUILD', `(?:\\+(${src[t.BUILDIDENTIFIER]
		}(?:\\.${src[t.BUILDIDENTIFIER]})*))`);

		// ## Full Version String
		// A main version, followed optionally by a pre-release version and
		// build metadata.

		// Note that the only major, minor, patch, and pre-release sections of
		// the version string are capturing groups.  The build metadata is not a
		// capturing group, because it should not ever be used in version
		// comparison.

		createToken('FULLPLAIN', `v?${src[t.MAINVERSION]
		}${src[t.PRERELEASE]}?${
		  src[t.BUILD]}?`);

		createToken('FULL', `^${src[t.FULLPLAIN]}$`);

		// like full, but allows v1.2.3 and =1.2.3, which people do sometimes.
		// also, 1.0.0alpha1 (prerelease without the hyphen) which is pretty
		// common in the npm registry.
		createToken('LOOSEPLAIN', `[v=\\s]*${src[t.MAINVERSIONLOOSE]
		}${src[t.PRERELEASELOOSE]}?${
		  src[t.BUILD]}?`);

		createToken('LOOSE', `^${src[t.LOOSEPLAIN]}$`);

		createToken('GTLT', '((?:<|>)?=?)');

		// Something like "2.*" or "1.2.x".
		// Note that "x.x" is a valid xRange identifier, meaning "any version"
		// Only the first item is strictly required.
		createToken('XRANGEIDENTIFIERLOOSE', `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`);
		createToken('XRANGEIDENTIFIER', `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`);

		createToken('XRANGEPLAIN', `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})` +
		                   `(?:\\.(${src[t.XRANGEIDENTIFIER]})` +
		                   `(?:\\.(${src[t.XRANGEIDENTIFIER]})` +
		                   `(?:${src[t.PRERELEASE]})?${
		                     src[t.BUILD]}?` +
		                   `)?)?`);

		createToken('XRANGEPLAINLOOSE', `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})` +
		                        `(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})` +
		                        `(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})` +
		                        `(?:${src[t.PRERELEASELOOSE]})?${
		                          src[t.BUILD]}?` +
		                        `)?)?`);

		createToken('XRANGE', `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`);
		createToken('XRANGELOOSE', `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`);

		// Coercion.
		// Extract anything that could conceivably be a part of a valid semver
		createToken('COERCEPLAIN', `${'(^|[^\\d])' +
		              '(\\d{1,'}${MAX_SAFE_COMPONENT_LENGTH}})` +
		              `(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?` +
		              `(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`);
		createToken('COERCE', `${src[t.COERCEPLAIN]}(?:$|[^\\d])`);
		createToken('COERCEFULL', src[t.COERCEPLAIN] +
		              `(?:${src[t.PRERELEASE]})?` +
		              `(?:${src[t.BUILD]})?` +
		              `(?:$|[^\\d])`);
		createToken('COERCERTL', src[t.COERCE], true);
		createToken('COERCERTLFULL', src[t.COERCEFULL], true);

		// Tilde ranges.
		// Meaning is "reasonably at or greater than"
		createToken('LONETILDE', '(?:~>?)');

		createToken('TILDETRIM', `(\\s*)${src[t.LONETILDE]}\\s+`, true);
		exports.tildeTrimReplace = '$1~';

		createToken('TILDE', `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`);
		createToken('TILDELOOSE', `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`);

		// Caret ranges.
		// Meaning is "at least and backwards compatible with"
		createToken('LONECARET', '(?:\\^)');

		createToken('CARETTRIM', `(\\s*)${src[t.LONECARET]}\\s+`, true);
		exports.caretTrimReplace = '$1^';

		createToken('CARET', `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`);
		createToken('CARETLOOSE', `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`);

		// A simple gt/lt/eq thing, or just "" to indicate "any version"
		createToken('COMPARATORLOOSE', `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`);
		createToken('COMPARATOR', `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`);

		// An expression to strip any whitespace between the gtlt and the thing
		// it modifies, so that `> 1.2.3` ==> `>1.2.3`
		createToken('COMPARATORTRIM', `(\\s*)${src[t.GTLT]
		}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, true);
		exports.comparatorTrimReplace = '$1$2$3';

		// Something like `1.2.3 - 1.2.4`
		// Note that these all use the loose form, because they'll be
		// checked against either the strict or loose comparator form
		// later.
		createToken('HYPHENRANGE', `^\\s*(${src[t.XRANGEPLAIN]})` +
		                   `\\s+-\\s+` +
		                   `(${src[t.XRANGEPLAIN]})` +
		                   `\\s*$`);

		createToken('HYPHENRANGELOOSE', `^\\s*(${src[t.XRANGEPLAINLOOSE]})` +
		                        `\\s+-\\s+` +
		                        `(${src[t.XRANGEPLAINLOOSE]})` +
		                        `\\s*$`);

		// Star ranges basically just allow anything at all.
		createToken('STAR', '(<|>)?=?\\s*\\*');
		// >=0.0.0 is like a star
		createToken('GTE0', '^\\s*>=\\s*0\\.0\\.0\\s*$');
		createToken('GTE0PRE', '^\\s*>=\\s*0\\.0\\.0-0\\s*$'); 
	} (re, re.exports));
	return re.exports;
}

var identifiers;
var hasRequiredIdentifiers;

function requireIdentifiers () {
	if (hasRequiredIdentifiers) return identifiers;
	hasRequiredIdentifiers = 1;

	const numeric = /^[0-9]+$/;
	const compareIdentifiers = (a, b) => {
	  if (typeof a === 'number' && typeof b === 'number') {
	    return a === b ? 0 : a < b ? -1 : 1
	  }

	  const anum = numeric.test(a);
	  const bnum = numeric.test(b);

	  if (anum && bnum) {
	    a = +a;
	    b = +b;
	  }

	  return a === b ? 0
	    : (anum && !bnum) ? -1
	    : (bnum && !anum) ? 1
	    : a < b ? -1
	    : 1
	};

	const rcompareIdentifiers = (a, b) => compareIdentifiers(b, a);

	identifiers = {
	  compareIdentifiers,
	  rcompareIdentifiers,
	};
	return identifiers;
}

var semver;
var hasRequiredSemver;

function requireSemver () {
	if (hasRequiredSemver) return semver;
	hasRequiredSemver = 1;

	const debug = requireDebug();
	const { MAX_LENGTH, MAX_SAFE_INTEGER } = requireConstants();
	const { safeRe: re, t } = requireRe();

	const parseOptions = requireParseOptions();
	const { compareIdentifiers } = requireIdentifiers();

	const isPrereleaseIdentifier = (prerelease, identifier) => {
	  const identifiers = identifier.split('.');
	  if (identifiers.length > prerelease.length) {
	    return false
	  }

	  for (let i = 0; i < identifiers.length; i++) {
	    if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0) {
	      return false
	    }
	  }

	  return true
	};

	class SemVer {
	  constructor (version, options) {
	    options = parseOptions(options);

	    if (version instanceof SemVer) {
	      if (version.loose === !!options.loose &&
	        version.includePrerelease === !!options.includePrerelease) {
	        return version
	      } else {
	        version = version.version;
	      }
	    } else if (typeof version !== 'string') {
	      throw new TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`)
	    }

	    if (version.length > MAX_LENGTH) {
	      throw new TypeError(
	        `version is longer than ${MAX_LENGTH} characters`
	      )
	    }

	    debug('SemVer', version, options);
	    this.options = options;
	    this.loose = !!options.loose;
	    // this isn't actually relevant for versions, but keep it so that we
	    // don't run into trouble passing this.options around.
	    this.includePrerelease = !!options.includePrerelease;

	    const m = version.trim().match(options.loose ? re[t.LOOSE] : re[t.FULL]);

	    if (!m) {
	      throw new TypeError(`Invalid Version: ${version}`)
	    }

	    this.raw = version;

	    // these are actually numbers
	    this.major = +m[1];
	    this.minor = +m[2];
	    this.patch = +m[3];

	    if (this.major > MAX_SAFE_INTEGER || this.major < 0) {
	      throw new TypeError('Invalid major version')
	    }

	    if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) {
	      throw new TypeError('Invalid minor version')
	    }

	    if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) {
	      throw new TypeError('Invalid patch version')
	    }

	    // numberify any prerelease numeric ids
	    if (!m[4]) {
	      this.prerelease = [];
	    } else {
	      this.prerelease = m[4].split('.').map((id) => {
	        if (/^[0-9]+$/.test(id)) {
	          const num = +id;
	          if (num >= 0 && num < MAX_SAFE_INTEGER) {
	            return num
	          }
	        }
	        return id
	      });
	    }

	    this.build = m[5] ? m[5].split('.') : [];
	    this.format();
	  }

	  format () {
	    this.version = `${this.major}.${this.minor}.${this.patch}`;
	    if (this.prerelease.length) {
	      this.version += `-${this.prerelease.join('.')}`;
	    }
	    return this.version
	  }

	  toString () {
	    return this.version
	  }

	  compare (other) {
	    debug('SemVer.compare', this.version, this.options, other);
	    if (!(other instanceof SemVer)) {
	      if (typeof other === 'string' && other === this.version) {
	        return 0
	      }
	      other = new SemVer(other, this.options);
	    }

	    if (other.version === this.version) {
	      return 0
	    }

	    return this.compareMain(other) || this.comparePre(other)
	  }

	  compareMain (other) {
	    if (!(other instanceof SemVer)) {
	      other = new SemVer(other, this.options);
	    }

	    if (this.major < other.major) {
	      return -1
	    }
	    if (this.major > other.major) {
	      return 1
	    }
	    if (this.minor < other.minor) {
	      return -1
	    }
	    if (this.minor > other.minor) {
	      return 1
	    }
	    if (this.patch < other.patch) {
	      return -1
	    }
	    if (this.patch > other.patch) {
	      return 1
	    }
	    return 0
	  }

	  comparePre (other) {
	    if (!(other instanceof SemVer)) {
	      other = new SemVer(other, this.options);
	    }

	    // NOT having a prerelease is > having one
	    if (this.prerelease.length && !other.prerelease.length) {
	      return -1
	    } else if (!this.prerelease.length && other.prerelease.length) {
	      return 1
	    } else if (!this.prerelease.length && !other.prerelease.length) {
	      return 0
	    }

	    let i = 0;
	    do {
	      const a = this.prerelease[i];
	      const b = other.prerelease[i];
	      debug('prerelease compare', i, a, b);
	      if (a === undefined && b === undefined) {
	        return 0
	      } else if (b === undefined) {
	        return 1
	      } else if (a === undefined) {
	        return -1
	      } else if (a === b) {
	        continue
	      } else {
	        return compareIdentifiers(a, b)
	      }
	    } while (++i)
	  }

	  compareBuild (other) {
	    if (!(other instanceof SemVer)) {
	      other = new SemVer(other, this.options);
	    }

	    let i = 0;
	    do {
	      const a = this.build[i];
	      const b = other.build[i];
	      debug('build compare', i, a, b);
	      if (a === undefined && b === undefined) {
	        return 0
	      } else if (b === undefined) {
	        return 1
	      } else if (a === undefined) {
	        return -1
	      } else if (a === b) {
	        continue
	      } else {
	        return compareIdentifiers(a, b)
	      }
	    } while (++i)
	  }

	  // preminor will bump the version up to the next minor release, and immediately
	  // down to pre-release. premajor and prepatch work the same way.
	  inc (release, identifier, identifierBase) {
	    if (release.startsWith('pre')) {
	      if (!identifier && identifierBase === false) {
	        throw new Error('invalid increment argument: identifier is empty')
	      }
	      // Avoid an invalid semver results
	      if (identifier) {
	        const match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
	        if (!match || match[1] !== identifier) {
	          throw new Error(`invalid identifier: ${identifier}`)
	        }
	      }
	    }

	    switch (release) {
	      case 'premajor':
	        this.prerelease.length = 0;
	        this.patch = 0;
	        this.minor = 0;
	        this.major++;
	        this.inc('pre', identifier, identifierBase);
	        break
	      case 'preminor':
	        this.prerelease.length = 0;
	        this.patch = 0;
	        this.minor++;
	        this.inc('pre', identifier, identifierBase);
	        break
	      case 'prepatch':
	        // If this is already a prerelease, it will bump to the next version
	        // drop any prereleases that might already exist, since they are not
	        // relevant at this point.
	        this.prerelease.length = 0;
	        this.inc('patch', identifier, identifierBase);
	        this.inc('pre', identifier, identifierBase);
	        break
	      // If the input is a non-prerelease version, this acts the same as
	      // prepatch.
	      case 'prerelease':
	        if (this.prerelease.length === 0) {
	          this.inc('patch', identifier, identifierBase);
	        }
	        this.inc('pre', identifier, identifierBase);
	        break
	      case 'release':
	        if (this.prerelease.length === 0) {
	          throw new Error(`version ${this.raw} is not a prerelease`)
	        }
	        this.prerelease.length = 0;
	        break

	      case 'major':
	        // If this is a pre-major version, bump up to the same major version.
	        // Otherwise increment major.
	        // 1.0.0-5 bumps to 1.0.0
	        // 1.1.0 bumps to 2.0.0
	        if (
	          this.minor !== 0 ||
	          this.patch !== 0 ||
	          this.prerelease.length === 0
	        ) {
	          this.major++;
	        }
	        this.minor = 0;
	        this.patch = 0;
	        this.prerelease = [];
	        break
	      case 'minor':
	        // If this is a pre-minor version, bump up to the same minor version.
	        // Otherwise increment minor.
	        // 1.2.0-5 bumps to 1.2.0
	        // 1.2.1 bumps to 1.3.0
	        if (this.patch !== 0 || this.prerelease.length === 0) {
	          this.minor++;
	        }
	        this.patch = 0;
	        this.prerelease = [];
	        break
	      case 'patch':
	        // If this is not a pre-release version, it will increment the patch.
	        // If it is a pre-release it will bump up to the same patch version.
	        // 1.2.0-5 patches to 1.2.0
	        // 1.2.0 patches to 1.2.1
	        if (this.prerelease.length === 0) {
	          this.patch++;
	        }
	        this.prerelease = [];
	        break
	      // This probably shouldn't be used publicly.
	      // 1.0.0 'pre' would become 1.0.0-0 which is the wrong direction.
	      case 'pre': {
	        const base = Number(identifierBase) ? 1 : 0;

	        if (this.prerelease.length === 0) {
	          this.prerelease = [base];
	        } else {
	          let i = this.prerelease.length;
	          while (--i >= 0) {
	            if (typeof this.prerelease[i] === 'number') {
	              this.prerelease[i]++;
	              i = -2;
	            }
	          }
	          if (i === -1) {
	            // didn't increment anything
	            if (identifier === this.prerelease.join('.') && identifierBase === false) {
	              throw new Error('invalid increment argument: identifier already exists')
	            }
	            this.prerelease.push(base);
	          }
	        }
	        if (identifier) {
	          // 1.2.0-beta.1 bumps to 1.2.0-beta.2,
	          // 1.2.0-beta.fooblz or 1.2.0-beta bumps to 1.2.0-beta.0
	          let prerelease = [identifier, base];
	          if (identifierBase === false) {
	            prerelease = [identifier];
	          }
	          if (isPrereleaseIdentifier(this.prerelease, identifier)) {
	            const prereleaseBase = this.prerelease[identifier.split('.').length];
	            if (isNaN(prereleaseBase)) {
	              this.prerelease = prerelease;
	            }
	          } else {
	            this.prerelease = prerelease;
	          }
	        }
	        break
	      }
	      default:
	        throw new Error(`invalid increment argument: ${release}`)
	    }
	    this.raw = this.format();
	    if (this.build.length) {
	      this.raw += `+${this.build.join('.')}`;
	    }
	    return this
	  }
	}

	semver = SemVer;
	return semver;
}

var compare_1;
var hasRequiredCompare;

function requireCompare () {
	if (hasRequiredCompare) return compare_1;
	hasRequiredCompare = 1;

	const SemVer = requireSemver();
	const compare = (a, b, loose) =>
	  new SemVer(a, loose).compare(new SemVer(b, loose));

	compare_1 = compare;
	return compare_1;
}

var eq_1;
var hasRequiredEq;

function requireEq () {
	if (hasRequiredEq) return eq_1;
	hasRequiredEq = 1;

	const compare = requireCompare();
	const eq = (a, b, loose) => compare(a, b, loose) === 0;
	eq_1 = eq;
	return eq_1;
}

var neq_1;
var hasRequiredNeq;

function requireNeq () {
	if (hasRequiredNeq) return neq_1;
	hasRequiredNeq = 1;

	const compare = requireCompare();
	const neq = (a, b, loose) => compare(a, b, loose) !== 0;
	neq_1 = neq;
	return neq_1;
}

var gt_1;
var hasRequiredGt;

function requireGt () {
	if (hasRequiredGt) return gt_1;
	hasRequiredGt = 1;

	const compare = requireCompare();
	const gt = (a, b, loose) => compare(a, b, loose) > 0;
	gt_1 = gt;
	return gt_1;
}

var gte_1;
var hasRequiredGte;

function requireGte () {
	if (hasRequiredGte) return gte_1;
	hasRequiredGte = 1;

	const compare = requireCompare();
	const gte = (a, b, loose) => compare(a, b, loose) >= 0;
	gte_1 = gte;
	return gte_1;
}

var lt_1;
var hasRequiredLt;

function requireLt () {
	if (hasRequiredLt) return lt_1;
	hasRequiredLt = 1;

	const compare = requireCompare();
	const lt = (a, b, loose) => compare(a, b, loose) < 0;
	lt_1 = lt;
	return lt_1;
}

var lte_1;
var hasRequiredLte;

function requireLte () {
	if (hasRequiredLte) return lte_1;
	hasRequiredLte = 1;

	const compare = requireCompare();
	const lte = (a, b, loose) => compare(a, b, loose) <= 0;
	lte_1 = lte;
	return lte_1;
}

var cmp_1;
var hasRequiredCmp;

function requireCmp () {
	if (hasRequiredCmp) return cmp_1;
	hasRequiredCmp = 1;

	const eq = requireEq();
	const neq = requireNeq();
	const gt = requireGt();
	const gte = requireGte();
	const lt = requireLt();
	const lte = requireLte();

	const cmp = (a, op, b, loose) => {
	  switch (op) {
	    case '===':
	      if (typeof a === 'object') {
	        a = a.version;
	      }
	      if (typeof b === 'object') {
	        b = b.version;
	      }
	      return a === b

	    case '!==':
	      if (typeof a === 'object') {
	        a = a.version;
	      }
	      if (typeof b === 'object') {
	        b = b.version;
	      }
	      return a !== b

	    case '':
	    case '=':
	    case '==':
	      return eq(a, b, loose)

	    case '!=':
	      return neq(a, b, loose)

	    case '>':
	      return gt(a, b, loose)

	    case '>=':
	      return gte(a, b, loose)

	    case '<':
	      return lt(a, b, loose)

	    case '<=':
	      return lte(a, b, loose)

	    default:
	      throw new TypeError(`Invalid operator: ${op}`)
	  }
	};
	cmp_1 = cmp;
	return cmp_1;
}

var comparator;
var hasRequiredComparator;

function requireComparator () {
	if (hasRequiredComparator) return comparator;
	hasRequiredComparator = 1;

	const ANY = Symbol('SemVer ANY');
	// hoisted class for cyclic dependency
	class Comparator {
	  static get ANY () {
	    return ANY
	  }

	  constructor (comp, options) {
	    options = parseOptions(options);

	    if (comp instanceof Comparator) {
	      if (comp.loose === !!options.loose) {
	        return comp
	      } else {
	        comp = comp.value;
	      }
	    }

	    comp = comp.trim().split(/\s+/).join(' ');
	    debug('comparator', comp, options);
	    this.options = options;
	    this.loose = !!options.loose;
	    this.parse(comp);

	    if (this.semver === ANY) {
	      this.value = '';
	    } else {
	      this.value = this.operator + this.semver.version;
	    }

	    debug('comp', this);
	  }

	  parse (comp) {
	    const r = this.options.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR];
	    const m = comp.match(r);

	    if (!m) {
	      throw new TypeError(`Invalid comparator: ${comp}`)
	    }

	    this.operator = m[1] !== undefined ? m[1] : '';
	    if (this.operator === '=') {
	      this.operator = '';
	    }

	    // if it literally is just '>' or '' then allow anything.
	    if (!m[2]) {
	      this.semver = ANY;
	    } else {
	      this.semver = new SemVer(m[2], this.options.loose);
	    }
	  }

	  toString () {
	    return this.value
	  }

	  test (version) {
	    debug('Comparator.test', version, this.options.loose);

	    if (this.semver === ANY || version === ANY) {
	      return true
	    }

	    if (typeof version === 'string') {
	      try {
	        version = new SemVer(version, this.options);
	      } catch (er) {
	        return false
	      }
	    }

	    return cmp(version, this.operator, this.semver, this.options)
	  }

	  intersects (comp, options) {
	    if (!(comp instanceof Comparator)) {
	      throw new TypeError('a Comparator is required')
	    }

	    if (this.operator === '') {
	      if (this.value === '') {
	        return true
	      }
	      return new Range(comp.value, options).test(this.value)
	    } else if (comp.operator === '') {
	      if (comp.value === '') {
	        return true
	      }
	      return new Range(this.value, options).test(comp.semver)
	    }

	    options = parseOptions(options);

	    // Special cases where nothing can possibly be lower
	    if (options.includePrerelease &&
	      (this.value === '<0.0.0-0' || comp.value === '<0.0.0-0')) {
	      return false
	    }
	    if (!options.includePrerelease &&
	      (this.value.startsWith('<0.0.0') || comp.value.startsWith('<0.0.0'))) {
	      return false
	    }

	    // Same direction increasing (> or >=)
	    if (this.operator.startsWith('>') && comp.operator.startsWith('>')) {
	      return true
	    }
	    // Same direction decreasing (< or <=)
	    if (this.operator.startsWith('<') && comp.operator.startsWith('<')) {
	      return true
	    }
	    // same SemVer and both sides are inclusive (<= or >=)
	    if (
	      (this.semver.version === comp.semver.version) &&
	      this.operator.includes('=') && comp.operator.includes('=')) {
	      return true
	    }
	    // opposite directions less than
	    if (cmp(this.semver, '<', comp.semver, options) &&
	      this.operator.startsWith('>') && comp.operator.startsWith('<')) {
	      return true
	    }
	    // opposite directions greater than
	    if (cmp(this.semver, '>', comp.semver, options) &&
	      this.operator.startsWith('<') && comp.operator.startsWith('>')) {
	      return true
	    }
	    return false
	  }
	}

	comparator = Comparator;

	const parseOptions = requireParseOptions();
	const { safeRe: re, t } = requireRe();
	const cmp = requireCmp();
	const debug = requireDebug();
	const SemVer = requireSemver();
	const Range = requireRange();
	return comparator;
}

var trimComparatorWhitespace_1;
var hasRequiredTrimComparatorWhitespace;

function requireTrimComparatorWhitespace () {
	if (hasRequiredTrimComparatorWhitespace) return trimComparatorWhitespace_1;
	hasRequiredTrimComparatorWhitespace = 1;

	// Reproduce safeRe[COMPARATORTRIM] replacement boundaries, not version
	// validation. Each end-index finder returns an exclusive end, or its start
	// on no match.
	// Positions count from zero. An end of 3 means characters 0, 1, and 2 were read;
	// range.slice(start, end) gives the matched text, not a converted number.
	const {
	  MAX_LENGTH,
	  MAX_SAFE_BUILD_LENGTH,
	  WHITESPACE_CHARACTERS,
	} = requireConstants();

	/**
	 * Remembers the last two rows of digits so their characters need not be reread.
	 * Positions start at -1 until a row has been found.
	 *
	 * @typedef {object} DigitRunCache
	 * @property {number} start The first character of the most recently found row.
	 * @property {number} end The position after that row's last character.
	 * @property {number} previousStart The first character of the previous row.
	 * @property {number} previousEnd The position after the previous row.
	 */

	// One entry per UTF-16 code unit keeps membership checks constant-time.
	const whitespace = new Uint8Array(0x10000);
	for (const char of WHITESPACE_CHARACTERS) {
	  whitespace[char.charCodeAt(0)] = 1;
	}

	/**
	 * Checks whether a character is whitespace, like a space, tab, or newline.
	 * Looking past the end of the string returns false.
	 *
	 * @param {string|undefined} char One character, or undefined past the string's end.
	 * @returns {boolean} Whether the character is whitespace.
	 * @example isWhitespace(' ') // true
	 * @example isWhitespace('1') // false
	 */
	const isWhitespace = char =>
	  char !== undefined && whitespace[char.charCodeAt(0)] === 1;

	/**
	 * Checks for v, =, or whitespace before the version number.
	 * These are historical version prefixes, not range operators:
	 * < and > are handled separately, as are tilde and caret ranges.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character can belong to a version prefix.
	 * @example isVersionPrefix('=') // true
	 * @example isVersionPrefix('>') // false
	 */
	const isVersionPrefix = char =>
	  char === 'v' ||
	  char === '=' ||
	  isWhitespace(char);

	/**
	 * Checks whether a character is one of the digits 0 through 9.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character is an ASCII digit.
	 * @example isDigit('7') // true
	 * @example isDigit('.') // false
	 */
	const isDigit = char => char !== undefined && char >= '0' && char <= '9';

	/**
	 * Checks whether a character is an English letter, uppercase or lowercase.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character is an ASCII letter.
	 * @example isLetter('b') // true
	 * @example isLetter('7') // false
	 */
	const isLetter = char =>
	  char !== undefined && (
	    (char >= 'a' && char <= 'z') ||
	    (char >= 'A' && char <= 'Z')
	  );

	/**
	 * Checks for a letter, digit, or hyphen: the characters allowed inside
	 * prerelease and build names such as beta-1.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character can be part of an identifier.
	 * @example isIdentifierCharacter('-') // true
	 * @example isIdentifierCharacter('.') // false; dots separate identifiers
	 */
	const isIdentifierCharacter = char => isDigit(char) || isLetter(char) || char === '-';

	/**
	 * Checks whether a version component can begin here: with a digit or
	 * a wildcard such as x, X, or *.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether a number or wildcard can start with this character.
	 * @example isVersionStart('x') // true
	 * @example isVersionStart('v') // false; v belongs to the prefix
	 */
	const isVersionStart = char =>
	  isDigit(char) ||
	  char === 'x' ||
	  char === 'X' ||
	  char === '*';

	/**
	 * Finds the end of a row of digits, but returns no more than limit digits.
	 * Remembers the last two rows so looking at them again does not reread them.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of the first character to check.
	 * @param {number} limit The most digit characters the returned match can include.
	 * @param {DigitRunCache} digitRuns Shared cache of digit-run positions, updated in place.
	 * @returns {number} The position after the matched digits, or start if none match.
	 * @example findDigitsEndIndex('123abc', 0, 10, digitRuns) // 3, pointing at a
	 * @example findDigitsEndIndex('123abc', 0, 2, digitRuns) // 2, pointing at the unread 3
	 */
	const findDigitsEndIndex = (range, start, limit, digitRuns) => {
	  if (!isDigit(range[start])) {
	    return start
	  }
	  if (start >= digitRuns.start && start < digitRuns.end) {
	    return Math.min(start + limit, digitRuns.end)
	  }
	  if (start >= digitRuns.previousStart && start < digitRuns.previousEnd) {
	    return Math.min(start + limit, digitRuns.previousEnd)
	  }
	  let end = start + 1;
	  while (isDigit(range[end])) {
	    end++;
	  }
	  // A failed full version can rewind from its second run to its first.
	  digitRuns.previousStart = digitRuns.start;
	  digitRuns.previousEnd = digitRuns.end;
	  digitRuns.start = start;
	  digitRuns.end = end;
	  return Math.min(start + limit, end)
	};

	/**
	 * Reads a number using the old regex's length and leading-zero rules.
	 * Strict mode reads just the first zero in 012; loose mode can read all three.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the number should begin.
	 * @param {boolean} loose Whether to allow leading zeros.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the matched digits, not their numeric value.
	 * @example findVersionNumberEndIndex('012', 0, false, digitRuns) // 1
	 * @example findVersionNumberEndIndex('012', 0, true, digitRuns) // 3
	 */
	const findVersionNumberEndIndex = (range, start, loose, digitRuns) => {
	  if (!loose && range[start] === '0') {
	    return start + 1
	  }
	  // Strict syntax allows an initial nonzero digit plus MAX_LENGTH digits.
	  return findDigitsEndIndex(range, start, loose ? MAX_LENGTH : MAX_LENGTH + 1, digitRuns)
	};

	/**
	 * Reads one piece of a prerelease name, such as beta or 1 in beta.1.
	 * Tries the letter-or-hyphen form first, then the number-only form.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the identifier should begin.
	 * @param {boolean} loose Whether numeric identifiers may have leading zeros.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the identifier, or start if none matches.
	 * @example findPrereleaseIdentifierEndIndex('beta.1', 0, false, digitRuns) // 4, at the dot
	 * @example findPrereleaseIdentifierEndIndex('001beta', 0, false, digitRuns) // 7
	 */
	const findPrereleaseIdentifierEndIndex = (range, start, loose, digitRuns) => {
	  const digitsEnd = findDigitsEndIndex(range, start, MAX_LENGTH, digitRuns);
	  // The legacy regex tries a nonnumeric identifier before a numeric one.
	  if (isLetter(range[digitsEnd]) || range[digitsEnd] === '-') {
	    let end = digitsEnd + 1;
	    const limit = end + MAX_SAFE_BUILD_LENGTH;
	    while (end < limit && isIdentifierCharacter(range[end])) {
	      end++;
	    }
	    return end
	  }
	  return findVersionNumberEndIndex(range, start, loose, digitRuns)
	};

	/**
	 * Reads a prerelease suffix such as -beta.1, one dot-separated piece at a time.
	 * Loose mode also allows the name without its opening hyphen.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the suffix should begin, including -.
	 * @param {boolean} loose Whether the opening hyphen is optional and zeros allowed.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the matched suffix, or start if absent.
	 * @example findPrereleaseEndIndex('-beta.1+sha', 0, false, digitRuns) // 7, at the plus
	 * @example findPrereleaseEndIndex('beta', 0, false, digitRuns) // 0; no opening hyphen
	 */
	const findPrereleaseEndIndex = (range, start, loose, digitRuns) => {
	  const hyphen = range[start] === '-';
	  if (!loose && !hyphen) {
	    return start
	  }
	  const identifierStart = start + (hyphen ? 1 : 0);
	  let end = findPrereleaseIdentifierEndIndex(range, identifierStart, loose, digitRuns);
	  if (end === identifierStart) {
	    if (!loose || !hyphen) {
	      return start
	    }
	    // In loose syntax, a lone hyphen can itself be the identifier.
	    end = findPrereleaseIdentifierEndIndex(range, start, loose, digitRuns);
	  }
	  while (range[end] === '.') {
	    const next = findPrereleaseIdentifierEndIndex(range, end + 1, loose, digitRuns);
	    if (next === end + 1) {
	      break
	    }
	    end = next;
	  }
	  return end
	};

	/**
	 * Reads one build-name piece, such as sha or 123 in +sha.123.
	 * Stops at a disallowed character or the old regex's length limit.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the identifier should begin.
	 * @returns {number} The position after the identifier, or start if none matches.
	 * @example findBuildIdentifierEndIndex('sha.123', 0) // 3, at the dot
	 * @example findBuildIdentifierEndIndex('001', 0) // 3; leading zeros are allowed
	 */
	const findBuildIdentifierEndIndex = (range, start) => {
	  let end = start;
	  while (end - start < MAX_SAFE_BUILD_LENGTH && isIdentifierCharacter(range[end])) {
	    end++;
	  }
	  return end
	};

	/**
	 * Reads optional build metadata such as +sha.123.
	 * Leaves the position unchanged if there is no plus sign followed by a name.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the opening + should be.
	 * @returns {number} The position after the matched metadata, or start if absent.
	 * @example findBuildEndIndex('+sha.123 <2', 0) // 8, at the space
	 * @example findBuildEndIndex('+', 0) // 0; a plus sign alone is not a match
	 */
	const findBuildEndIndex = (range, start) => {
	  if (range[start] !== '+') {
	    return start
	  }
	  let end = findBuildIdentifierEndIndex(range, start + 1);
	  if (end === start + 1) {
	    return start
	  }
	  while (range[end] === '.') {
	    const next = findBuildIdentifierEndIndex(range, end + 1);
	    if (next === end + 1) {
	      break
	    }
	    end = next;
	  }
	  return end
	};

	/**
	 * Reads three numbers separated by dots, then any prerelease and build suffixes.
	 * Uses loose rules, so forms such as 01.02.03beta can match here.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of the first number, after any prefix.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the version match, or start if none matches.
	 * @example findLooseFullVersionEndIndex('1.2.3-beta+sha <2', 0, digitRuns) // 14
	 * @example findLooseFullVersionEndIndex('1.2', 0, digitRuns) // 0; needs three numbers
	 */
	const findLooseFullVersionEndIndex = (range, start, digitRuns) => {
	  let end = start;
	  for (let component = 0; component < 3; component++) {
	    const next = findVersionNumberEndIndex(range, end, true, digitRuns);
	    if (next === end) {
	      return start
	    }
	    end = next;
	    if (component < 2) {
	      if (range[end] !== '.') {
	        return start
	      }
	      end++;
	    }
	  }
	  const prereleaseEnd = findPrereleaseEndIndex(range, end, true, digitRuns);
	  return findBuildEndIndex(range, prereleaseEnd)
	};

	/**
	 * Reads one component of a partial or wildcard version, such as 2 or x in 2.x.
	 * Numbers use strict leading-zero rules; wildcards take up one character.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the component should begin.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the component, or start if none matches.
	 * @example findPartialVersionComponentEndIndex('2.x', 0, digitRuns) // 1, at the dot
	 * @example findPartialVersionComponentEndIndex('2.x', 2, digitRuns) // 3, after x
	 */
	const findPartialVersionComponentEndIndex = (range, start, digitRuns) => {
	  if (isDigit(range[start])) {
	    return findVersionNumberEndIndex(range, start, false, digitRuns)
	  }
	  return isVersionStart(range[start]) ? start + 1 : start
	};

	/**
	 * Reads up to three components, allowing forms such as 1, 1.2, or 1.x.
	 * After the third component, also reads any strict prerelease and build suffixes.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of a number or wildcard, after any prefix.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the matched version text.
	 * @example findPartialVersionEndIndex('1.x <2', 0, digitRuns) // 3, at the space
	 * @example findPartialVersionEndIndex('1.', 0, digitRuns) // 1; the trailing dot is unread
	 */
	const findPartialVersionEndIndex = (range, start, digitRuns) => {
	  let end = findPartialVersionComponentEndIndex(range, start, digitRuns);
	  for (let component = 0; component < 2; component++) {
	    if (range[end] !== '.') {
	      return end
	    }
	    const next = findPartialVersionComponentEndIndex(range, end + 1, digitRuns);
	    if (next === end + 1) {
	      return end
	    }
	    end = next;
	  }
	  const prereleaseEnd = findPrereleaseEndIndex(range, end, false, digitRuns);
	  return findBuildEndIndex(range, prereleaseEnd)
	};

	/**
	 * Finds where a version match ends, without deciding whether the range is valid.
	 * Tries a loose full version first, then a partial or wildcard version, just
	 * like the old regex's LOOSEPLAIN and XRANGEPLAIN alternatives.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of a number or wildcard, after any prefix.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position where scanning the next candidate can resume.
	 * @example findVersionEndIndex('1.2.3 <2', 0, digitRuns) // 5, at the space
	 * @example findVersionEndIndex('1.x <2', 0, digitRuns) // 3, at the space
	 */
	const findVersionEndIndex = (range, start, digitRuns) => {
	  const fullVersionEnd = findLooseFullVersionEndIndex(range, start, digitRuns);
	  return fullVersionEnd !== start
	    ? fullVersionEnd
	    : findPartialVersionEndIndex(range, start, digitRuns)
	};

	/**
	 * Finds the one whitespace character the old replacement would remove.
	 * Keeps leading whitespace, skips an optional operator, and checks immediately
	 * after it. Returns -1 if there is nothing to remove.
	 *
	 * @param {string} range The text containing a candidate already found by the caller.
	 * @param {number} matchStart The candidate's position, including leading whitespace.
	 * @returns {number} The position of the removable whitespace, or -1 if absent.
	 * @example findRemovableWhitespaceIndex(' > 1', 0) // 2; keep the space at position 0
	 * @example findRemovableWhitespaceIndex('>1', 0) // -1
	 */
	const findRemovableWhitespaceIndex = (range, matchStart) => {
	  let position = matchStart;
	  if (isWhitespace(range[position])) {
	    position++;
	  }
	  if (range[position] === '<' || range[position] === '>') {
	    position++;
	  }
	  if (range[position] === '=') {
	    position++;
	  }
	  return isWhitespace(range[position]) ? position : -1
	};

	/**
	 * Joins an operator to its version, turning > 1.2.3 into >1.2.3.
	 * Copies everything else according to the old regex's matching rules.
	 * Moves forward through prefixes and whole versions to avoid repeatedly
	 * searching the same characters on long inputs.
	 *
	 * @param {string} range The range text to process; the original string is unchanged.
	 * @returns {string} The range with matched operator whitespace removed.
	 * @example trimComparatorWhitespace('> 1.2.3 < 2') // '>1.2.3 <2'
	 * @example trimComparatorWhitespace('> invalid') // '> invalid'
	 */
	const trimComparatorWhitespace = range => {
	  let result = '';
	  let copyFrom = 0;
	  let cursor = 0;
	  const digitRuns = { start: -1, end: -1, previousStart: -1, previousEnd: -1 };

	  while (cursor < range.length) {
	    const matchStart = cursor;
	    if (range[cursor] === '<' || range[cursor] === '>') {
	      cursor++;
	    } else if (!isVersionPrefix(range[cursor]) && !isVersionStart(range[cursor])) {
	      cursor++;
	      continue
	    }

	    // Consume a v/=/whitespace run once, even when no version follows it.
	    while (cursor < range.length && isVersionPrefix(range[cursor])) {
	      cursor++;
	    }
	    if (!isVersionStart(range[cursor])) {
	      continue
	    }

	    const whitespacePosition = findRemovableWhitespaceIndex(range, matchStart);
	    if (whitespacePosition !== -1) {
	      result += range.slice(copyFrom, whitespacePosition);
	      copyFrom = whitespacePosition + 1;
	    }

	    // Skip the entire match, so a prerelease's trailing v cannot be
	    // reconsidered as the prefix of another version.
	    cursor = findVersionEndIndex(range, cursor, digitRuns);
	  }

	  return result + range.slice(copyFrom)
	};

	trimComparatorWhitespace_1 = trimComparatorWhitespace;
	return trimComparatorWhitespace_1;
}

var range;
var hasRequiredRange;

function requireRange () {
	if (hasRequiredRange) return range;
	hasRequiredRange = 1;

	const SPACE_CHARACTERS = /\s+/g;

	// hoisted class for cyclic dependency
	class Range {
	  constructor (range, options) {
	    options = parseOptions(options);

	    if (range instanceof Range) {
	      if (
	        range.loose === !!options.loose &&
	        range.includePrerelease === !!options.includePrerelease
	      ) {
	        return range
	      } else {
	        return new Range(range.raw, options)
	      }
	    }

	    if (range instanceof Comparator) {
	      // just put it in the set and return
	      this.raw = range.value;
	      this.set = [[range]];
	      this.formatted = undefined;
	      return this
	    }

	    this.options = options;
	    this.loose = !!options.loose;
	    this.includePrerelease = !!options.includePrerelease;

	    // First reduce all whitespace as much as possible so we do not have to rely
	    // on potentially slow regexes like \s*. This is then stored and used for
	    // future error messages as well.
	    this.raw = range.trim().replace(SPACE_CHARACTERS, ' ');

	    // First, split on ||
	    this.set = this.raw
	      .split('||')
	      // map the range to a 2d array of comparators
	      .map(r => this.parseRange(r.trim()))
	      // throw out any comparator lists that are empty
	      // this generally means that it was not a valid range, which is allowed
	      // in loose mode, but will still throw if the WHOLE range is invalid.
	      .filter(c => c.length);

	    if (!this.set.length) {
	      throw new TypeError(`Invalid SemVer Range: ${this.raw}`)
	    }

	    // if we have any that are not the null set, throw out null sets.
	    if (this.set.length > 1) {
	      // keep the first one, in case they're all null sets
	      const first = this.set[0];
	      this.set = this.set.filter(c => !isNullSet(c[0]));
	      if (this.set.length === 0) {
	        this.set = [first];
	      } else if (this.set.length > 1) {
	        // if we have any that are *, then the range is just *
	        for (const c of this.set) {
	          if (c.length === 1 && isAny(c[0])) {
	            this.set = [c];
	            break
	          }
	        }
	      }
	    }

	    this.formatted = undefined;
	  }

	  get range () {
	    if (this.formatted === undefined) {
	      this.formatted = '';
	      for (let i = 0; i < this.set.length; i++) {
	        if (i > 0) {
	          this.formatted += '||';
	        }
	        const comps = this.set[i];
	        for (let k = 0; k < comps.length; k++) {
	          if (k > 0) {
	            this.formatted += ' ';
	          }
	          this.formatted += comps[k].toString().trim();
	        }
	      }
	    }
	    return this.formatted
	  }

	  format () {
	    return this.range
	  }

	  toString () {
	    return this.range
	  }

	  parseRange (range) {
	    // strip build metadata so it can't bleed into the version
	    range = range.replace(BUILDSTRIPRE, '');

	    // memoize range parsing for performance.
	    // this is a very hot path, and fully deterministic.
	    const memoOpts =
	      (this.options.includePrerelease && FLAG_INCLUDE_PRERELEASE) |
	      (this.options.loose && FLAG_LOOSE);
	    const memoKey = memoOpts + ':' + range;
	    const cached = cache.get(memoKey);
	    if (cached) {
	      return cached
	    }

	    const loose = this.options.loose;
	    // `1.2.3 - 1.2.4` => `>=1.2.3 <=1.2.4`
	    const hr = loose ? re[t.HYPHENRANGELOOSE] : re[t.HYPHENRANGE];
	    range = range.replace(hr, hyphenReplace(this.options.includePrerelease));
	    debug('hyphen replace', range);

	    // `> 1.2.3 < 1.2.5` => `>1.2.3 <1.2.5`
	    range = trimComparatorWhitespace(range);
	    debug('comparator trim', range);

	    // `~ 1.2.3` => `~1.2.3`
	    range = range.replace(re[t.TILDETRIM], tildeTrimReplace);
	    debug('tilde trim', range);

	    // `^ 1.2.3` => `^1.2.3`
	    range = range.replace(re[t.CARETTRIM], caretTrimReplace);
	    debug('caret trim', range);

	    // At this point, the range is completely trimmed and
	    // ready to be split into comparators.

	    let rangeList = range
	      .split(' ')
	      .map(comp => parseComparator(comp, this.options))
	      .join(' ')
	      .split(/\s+/)
	      // >=0.0.0 is equivalent to *
	      .map(comp => replaceGTE0(comp, this.options));

	    if (loose) {
	      // in loose mode, throw out any that are not valid comparators
	      rangeList = rangeList.filter(comp => {
	        debug('loose invalid filter', comp, this.options);
	        return !!comp.match(re[t.COMPARATORLOOSE])
	      });
	    }
	    debug('range list', rangeList);

	    // if any comparators are the null set, then replace with JUST null set
	    // if more than one comparator, remove any * comparators
	    // also, don't include the same comparator more than once
	    const rangeMap = new Map();
	    const comparators = rangeList.map(comp => new Comparator(comp, this.options));
	    for (const comp of comparators) {
	      if (isNullSet(comp)) {
	        return [comp]
	      }
	      rangeMap.set(comp.value, comp);
	    }
	    if (rangeMap.size > 1 && rangeMap.has('')) {
	      rangeMap.delete('');
	    }

	    const result = [...rangeMap.values()];
	    cache.set(memoKey, result);
	    return result
	  }

	  intersects (range, options) {
	    if (!(range instanceof Range)) {
	      throw new TypeError('a Range is required')
	    }

	    return this.set.some((thisComparators) => {
	      return (
	        isSatisfiable(thisComparators, options) &&
	        range.set.some((rangeComparators) => {
	          return (
	            isSatisfiable(rangeComparators, options) &&
	            thisComparators.every((thisComparator) => {
	              return rangeComparators.every((rangeComparator) => {
	                return thisComparator.intersects(rangeComparator, options)
	              })
	            })
	          )
	        })
	      )
	    })
	  }

	  // if ANY of the sets match ALL of its comparators, then pass
	  test (version) {
	    if (!version) {
	      return false
	    }

	    if (typeof version === 'string') {
	      try {
	        version = new SemVer(version, this.options);
	      } catch (er) {
	        return false
	      }
	    }

	    for (let i = 0; i < this.set.length; i++) {
	      if (testSet(this.set[i], version, this.options)) {
	        return true
	      }
	    }
	    return false
	  }
	}

	range = Range;

	const LRU = requireLrucache();
	const cache = new LRU();

	const parseOptions = requireParseOptions();
	const Comparator = requireComparator();
	const debug = requireDebug();
	const SemVer = requireSemver();
	const trimComparatorWhitespace = requireTrimComparatorWhitespace();
	const {
	  safeRe: re,
	  src,
	  t,
	  tildeTrimReplace,
	  caretTrimReplace,
	} = requireRe();
	const { FLAG_INCLUDE_PRERELEASE, FLAG_LOOSE } = requireConstants();

	// unbounded global build-metadata stripper used by parseRange
	const BUILDSTRIPRE = new RegExp(src[t.BUILD], 'g');

	const isNullSet = c => c.value === '<0.0.0-0';
	const isAny = c => c.value === '';

	// take a set of comparators and determine whether there
	// exists a version which can satisfy it
	const isSatisfiable = (comparators, options) => {
	  let result = true;
	  const remainingComparators = comparators.slice();
	  let testComparator = remainingComparators.pop();

	  while (result && remainingComparators.length) {
	    result = remainingComparators.every((otherComparator) => {
	      return testComparator.intersects(otherComparator, options)
	    });

	    testComparator = remainingComparators.pop();
	  }

	  return result
	};

	// comprised of xranges, tildes, stars, and gtlt's at this point.
	// already replaced the hyphen ranges
	// turn into a set of JUST comparators.
	const parseComparator = (comp, options) => {
	  comp = comp.replace(re[t.BUILD], '');
	  debug('comp', comp, options);
	  comp = replaceCarets(comp, options);
	  debug('caret', comp);
	  comp = replaceTildes(comp, options);
	  debug('tildes', comp);
	  comp = replaceXRanges(comp, options);
	  debug('xrange', comp);
	  comp = replaceStars(comp, options);
	  debug('stars', comp);
	  return comp
	};

	const isX = id => !id || id.toLowerCase() === 'x' || id === '*';

	const invalidXRangeOrder = (M, m, p) => (
	  (isX(M) && !isX(m)) ||
	  (isX(m) && p && !isX(p))
	);

	// ~, ~> --> * (any, kinda silly)
	// ~2, ~2.x, ~2.x.x, ~>2, ~>2.x ~>2.x.x --> >=2.0.0 <3.0.0-0
	// ~2.0, ~2.0.x, ~>2.0, ~>2.0.x --> >=2.0.0 <2.1.0-0
	// ~1.2, ~1.2.x, ~>1.2, ~>1.2.x --> >=1.2.0 <1.3.0-0
	// ~1.2.3, ~>1.2.3 --> >=1.2.3 <1.3.0-0
	// ~1.2.0, ~>1.2.0 --> >=1.2.0 <1.3.0-0
	// ~0.0.1 --> >=0.0.1 <0.1.0-0
	const replaceTildes = (comp, options) => {
	  return comp
	    .trim()
	    .split(/\s+/)
	    .map((c) => replaceTilde(c, options))
	    .join(' ')
	};

	const replaceTilde = (comp, options) => {
	  const r = options.loose ? re[t.TILDELOOSE] : re[t.TILDE];
	  // if we're including prereleases in the match, then the lower bound is
	  // -0, the lowest possible prerelease value, just like x-ranges and carets.
	  // this keeps `~1.2` equivalent to the `1.2.x` x-range it's documented as.
	  const z = options.includePrerelease ? '-0' : '';
	  return comp.replace(r, (_, M, m, p, pr) => {
	    debug('tilde', comp, _, M, m, p, pr);
	    let ret;

	    if (isX(M)) {
	      ret = '';
	    } else if (isX(m)) {
	      ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
	    } else if (isX(p)) {
	      // ~1.2 == >=1.2.0 <1.3.0-0
	      ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
	    } else if (pr) {
	      debug('replaceTilde pr', pr);
	      ret = `>=${M}.${m}.${p}-${pr
	      } <${M}.${+m + 1}.0-0`;
	    } else {
	      // ~1.2.3 == >=1.2.3 <1.3.0-0
	      ret = `>=${M}.${m}.${p
	      } <${M}.${+m + 1}.0-0`;
	    }

	    debug('tilde return', ret);
	    return ret
	  })
	};

	// ^ --> * (any, kinda silly)
	// ^2, ^2.x, ^2.x.x --> >=2.0.0 <3.0.0-0
	// ^2.0, ^2.0.x --> >=2.0.0 <3.0.0-0
	// ^1.2, ^1.2.x --> >=1.2.0 <2.0.0-0
	// ^1.2.3 --> >=1.2.3 <2.0.0-0
	// ^1.2.0 --> >=1.2.0 <2.0.0-0
	// ^0.0.1 --> >=0.0.1 <0.0.2-0
	// ^0.1.0 --> >=0.1.0 <0.2.0-0
	const replaceCarets = (comp, options) => {
	  return comp
	    .trim()
	    .split(/\s+/)
	    .map((c) => replaceCaret(c, options))
	    .join(' ')
	};

	const replaceCaret = (comp, options) => {
	  debug('caret', comp, options);
	  const r = options.loose ? re[t.CARETLOOSE] : re[t.CARET];
	  const z = options.includePrerelease ? '-0' : '';
	  return comp.replace(r, (_, M, m, p, pr) => {
	    debug('caret', comp, _, M, m, p, pr);
	    let ret;

	    if (isX(M)) {
	      ret = '';
	    } else if (isX(m)) {
	      ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
	    } else if (isX(p)) {
	      if (M === '0') {
	        ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
	      } else {
	        ret = `>=${M}.${m}.0${z} <${+M + 1}.0.0-0`;
	      }
	    } else if (pr) {
	      debug('replaceCaret pr', pr);
	      if (M === '0') {
	        if (m === '0') {
	          ret = `>=${M}.${m}.${p}-${pr
	          } <${M}.${m}.${+p + 1}-0`;
	        } else {
	          ret = `>=${M}.${m}.${p}-${pr
	          } <${M}.${+m + 1}.0-0`;
	        }
	      } else {
	        ret = `>=${M}.${m}.${p}-${pr
	        } <${+M + 1}.0.0-0`;
	      }
	    } else {
	      debug('no pr');
	      if (M === '0') {
	        if (m === '0') {
	          ret = `>=${M}.${m}.${p
	          } <${M}.${m}.${+p + 1}-0`;
	        } else {
	          ret = `>=${M}.${m}.${p
	          } <${M}.${+m + 1}.0-0`;
	        }
	      } else {
	        ret = `>=${M}.${m}.${p
	        } <${+M + 1}.0.0-0`;
	      }
	    }

	    debug('caret return', ret);
	    return ret
	  })
	};

	const replaceXRanges = (comp, options) => {
	  debug('replaceXRanges', comp, options);
	  return comp
	    .split(/\s+/)
	    .map((c) => replaceXRange(c, options))
	    .join(' ')
	};

	const replaceXRange = (comp, options) => {
	  comp = comp.trim();
	  const r = options.loose ? re[t.XRANGELOOSE] : re[t.XRANGE];
	  return comp.replace(r, (ret, gtlt, M, m, p, pr) => {
	    debug('xRange', comp, ret, gtlt, M, m, p, pr);
	    if (invalidXRangeOrder(M, m, p)) {
	      return comp
	    }

	    const xM = isX(M);
	    const xm = xM || isX(m);
	    const xp = xm || isX(p);
	    const anyX = xp;

	    if (gtlt === '=' && anyX) {
	      gtlt = '';
	    }

	    // if we're including prereleases in the match, then we need
	    // to fix this to -0, the lowest possible prerelease value
	    pr = options.includePrerelease ? '-0' : '';

	    if (xM) {
	      if (gtlt === '>' || gtlt === '<') {
	        // nothing is allowed
	        ret = '<0.0.0-0';
	      } else {
	        // nothing is forbidden
	        ret = '*';
	      }
	    } else if (gtlt && anyX) {
	      // we know patch is an x, because we have any x at all.
	      // replace X with 0
	      if (xm) {
	        m = 0;
	      }
	      p = 0;

	      if (gtlt === '>') {
	        // >1 => >=2.0.0
	        // >1.2 => >=1.3.0
	        gtlt = '>=';
	        if (xm) {
	          M = +M + 1;
	          m = 0;
	          p = 0;
	        } else {
	          m = +m + 1;
	          p = 0;
	        }
	      } else if (gtlt === '<=') {
	        // <=0.7.x is actually <0.8.0, since any 0.7.x should
	        // pass.  Similarly, <=7.x is actually <8.0.0, etc.
	        gtlt = '<';
	        if (xm) {
	          M = +M + 1;
	        } else {
	          m = +m + 1;
	        }
	      }

	      if (gtlt === '<') {
	        pr = '-0';
	      }

	      ret = `${gtlt + M}.${m}.${p}${pr}`;
	    } else if (xm) {
	      ret = `>=${M}.0.0${pr} <${+M + 1}.0.0-0`;
	    } else if (xp) {
	      ret = `>=${M}.${m}.0${pr
	      } <${M}.${+m + 1}.0-0`;
	    }

	    debug('xRange return', ret);

	    return ret
	  })
	};

	// Because * is AND-ed with everything else in the comparator,
	// and '' means "any version", just remove the *s entirely.
	const replaceStars = (comp, options) => {
	  debug('replaceStars', comp, options);
	  // Looseness is ignored here.  star is always as loose as it gets!
	  return comp
	    .trim()
	    .replace(re[t.STAR], '')
	};

	const replaceGTE0 = (comp, options) => {
	  debug('replaceGTE0', comp, options);
	  return comp
	    .trim()
	    .replace(re[options.includePrerelease ? t.GTE0PRE : t.GTE0], '')
	};

	// This function is passed to string.replace(re[t.HYPHENRANGE])
	// M, m, patch, prerelease, build
	// 1.2 - 3.4.5 => >=1.2.0 <=3.4.5
	// 1.2.3 - 3.4 => >=1.2.0 <3.5.0-0 Any 3.4.x will do
	// 1.2 - 3.4 => >=1.2.0 <3.5.0-0
	// TODO build?
	const hyphenReplace = incPr => ($0,
	  from, fM, fm, fp, fpr, fb,
	  to, tM, tm, tp, tpr) => {
	  if (isX(fM)) {
	    from = '';
	  } else if (isX(fm)) {
	    from = `>=${fM}.0.0${incPr ? '-0' : ''}`;
	  } else if (isX(fp)) {
	    from = `>=${fM}.${fm}.0${incPr ? '-0' : ''}`;
	  } else if (fpr) {
	    from = `>=${from}`;
	  } else {
	    from = `>=${from}${incPr ? '-0' : ''}`;
	  }

	  if (isX(tM)) {
	    to = '';
	  } else if (isX(tm)) {
	    to = `<${+tM + 1}.0.0-0`;
	  } else if (isX(tp)) {
	    to = `<${tM}.${+tm + 1}.0-0`;
	  } else if (tpr) {
	    to = `<=${tM}.${tm}.${tp}-${tpr}`;
	  } else if (incPr) {
	    to = `<${tM}.${tm}.${+tp + 1}-0`;
	  } else {
	    to = `<=${to}`;
	  }

	  return `${from} ${to}`.trim()
	};

	const testSet = (set, version, options) => {
	  for (let i = 0; i < set.length; i++) {
	    if (!set[i].test(version)) {
	      return false
	    }
	  }

	  if (version.prerelease.length && !options.includePrerelease) {
	    // Find the set of versions that are allowed to have prereleases
	    // For example, ^1.2.3-pr.1 desugars to >=1.2.3-pr.1 <2.0.0
	    // That should allow `1.2.3-pr.2` to pass.
	    // However, `1.2.4-alpha.notready` should NOT be allowed,
	    // even though it's within the range set by the comparators.
	    for (let i = 0; i < set.length; i++) {
	      debug(set[i].semver);
	      if (set[i].semver === Comparator.ANY) {
	        continue
	      }

	      if (set[i].semver.prerelease.length > 0) {
	        const allowed = set[i].semver;
	        if (allowed.major === version.major &&
	            allowed.minor === version.minor &&
	            allowed.patch === version.patch) {
	          return true
	        }
	      }
	    }

	    // Version has a -pre, but it's not one of the ones we like.
	    return false
	  }

	  return true
	};
	return range;
}

var rangeExports = requireRange();
var SemverRange = /*@__PURE__*/getDefaultExportFromCjs(rangeExports);

var semverExports = requireSemver();
var SemVer = /*@__PURE__*/getDefaultExportFromCjs(semverExports);

const DOTTED = /^v?(\d+(?:\.\d+)*)$/;
const CALVER = /^v?(\d{2,4})[.-](\d{1,2})(?:[.-](\d{1,2}))?(?:[.-](\d+))?$/;
function parseSemver(raw, s) {
    try {
        const v = new SemVer(s);
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
        r = new SemverRange(text, { includePrerelease: true });
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

function matches(obj, m) {
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
            if (!base || !head || !matches(head, c.decl.match) || !matches(base, c.decl.match))
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
    ...strimziRules,
    ...strimziLiveRules,
    ...transitionRules,
    ...stateRules,
];

var registry$1 = /*#__PURE__*/Object.freeze({
    __proto__: null,
    registry: registry
});

export { wantedKind as A, CLUSTER_FIELDS as B, CUSTOM_KEEP as C, checkTransitions as D, pairTrees as E, registry as F, transitionAnalyses as G, crdAnalyses as H, buildTree as I, changedCrdKinds as J, KUSTOMIZATION_FILE as K, intOrString as L, isScalar as M, maxElements as N, mapValues as O, selectField as P, kubernetesMinor as Q, REFERENCE_KEYS as R, compatibilityMinor as S, QUANTITY_RE as T, re2Program as U, DEFAULT_KUBERNETES_MINOR as V, jsonOf as W, fieldSchema as X, anywhere as Y, show as Z, registry$1 as _, asRecord as a, KUSTOMIZATION_TYPE as b, withValue as c, clusterChanges as d, releasesOf as e, isRecord as f, pairClusters as g, readStrimziState as h, isClusterScoped as i, isKustomizeConfig as j, readKustomization as k, resolveIn as l, applyKustomization as m, applyUnitNamespace as n, isRemote as o, parseFile as p, isReadable as q, readFileText as r, changedCrds as s, toParsedFile as t, unknownRunningVersion as u, clusterScopedKinds as v, withExact$1 as w, takeExact as x, exactUnder as y, apiInt as z };
