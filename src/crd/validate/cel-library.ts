import { celFunc, CelScalar, type CelFunc } from '@bufbuild/cel';
import { TWO_VAR } from './cel-lib/comprehensions.js';
import { IMAGE_LIB } from './cel-lib/image.js';
import { FORMAT_LIB } from './cel-lib/format.js';
import { IP_LIB, ipString } from './cel-lib/ip.js';
import { LISTS, SETS } from './cel-lib/lists.js';
import { OPTIONAL } from './cel-lib/optional.js';
import { OPTIONAL_LISTS } from './cel-lib/optional-lists.js';
import { QUANTITY_LIB } from './cel-lib/quantity.js';
import { REGEX } from './cel-lib/regex.js';
import { ORDERING, SEMVER_LIB } from './cel-lib/semver.js';
import { STRINGS } from './cel-lib/strings.js';
import { URL_LIB } from './cel-lib/urls.js';
import { noOverload } from './cel-lib/values.js';
import { DEFAULT_KUBERNETES_MINOR } from './kubernetes-version.js';

/**
 * The libraries the API server offers CRD validation rules, by the Kubernetes version that
 * introduced them (k8s.io/apiserver/pkg/cel/environment/base.go). Authz and AuthzSelectors are in
 * the base environment too but need an `authorizer` variable that CRD rules never have.
 *
 * `celGo`: a later addition to a library base.go enables unversioned (`cel.OptionalTypes()`), which
 * an API server offers as soon as the cel-go it is built with has it, at any compatibility version
 * that has the library: the Kubernetes version whose cel-go first ships it (go.mod).
 */
const LIBRARIES: { since: number; celGo?: number; name: string; funcs: CelFunc[] }[] = [
  { since: 0, name: 'strings (ext)', funcs: STRINGS },
  { since: 0, name: 'lists', funcs: LISTS },
  { since: 0, name: 'regex', funcs: REGEX },
  { since: 0, name: 'urls', funcs: URL_LIB },
  { since: 28, name: 'optional', funcs: OPTIONAL },
  // cel-go 0.23 (optional library version 2), first in Kubernetes 1.33 (1.32 ships cel-go 0.22.0).
  { since: 28, celGo: 33, name: 'optional lists (cel-go)', funcs: OPTIONAL_LISTS },
  { since: 28, name: 'quantity', funcs: QUANTITY_LIB },
  { since: 28, name: 'ordering', funcs: ORDERING },
  { since: 29, name: 'sets (ext)', funcs: SETS },
  { since: 30, name: 'ip and cidr', funcs: IP_LIB },
  { since: 31, name: 'format', funcs: FORMAT_LIB },
  { since: 32, name: 'two-variable comprehensions (ext)', funcs: TWO_VAR },
  { since: 33, name: 'semver', funcs: SEMVER_LIB },
  { since: 33, name: 'image', funcs: IMAGE_LIB },
];

/** `string(ip)` / `string(cidr)`. */
const TO_STRING = celFunc('string', [CelScalar.DYN], CelScalar.STRING, (v) => {
  const s = ipString(v);
  if (s === undefined) throw noOverload('string');
  return s;
});

/** The newest minor version whose CEL environment adds a library the gate knows. */
export const NEWEST_LIBRARY_MINOR = Math.max(...LIBRARIES.map((l) => Math.max(l.since, l.celGo ?? 0)));

/**
 * Every function the API server's CEL environment for CRDs offers at this Kubernetes minor version
 * (`minor`: the environment's version, the compatibility version for new rules) on an API server of
 * version `server` (which cel-go it is built with).
 */
export function kubernetesCelFuncs(minor = DEFAULT_KUBERNETES_MINOR, server = minor): CelFunc[] {
  const offered = (l: (typeof LIBRARIES)[number]) => l.since <= minor && (l.celGo ?? 0) <= server;
  return [...LIBRARIES.filter(offered).flatMap((l) => l.funcs), TO_STRING];
}

/** The functions of the default version (kept for callers that know no version). */
export const KUBERNETES_CEL_FUNCS: CelFunc[] = kubernetesCelFuncs();
