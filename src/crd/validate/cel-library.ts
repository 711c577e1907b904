import { celFunc, CelScalar, type CelFunc } from '@bufbuild/cel';
import { TWO_VAR } from './cel-lib/comprehensions.js';
import { IMAGE_LIB } from './cel-lib/image.js';
import { FORMAT_LIB } from './cel-lib/format.js';
import { IP_LIB, ipString } from './cel-lib/ip.js';
import { LISTS, SETS } from './cel-lib/lists.js';
import { OPTIONAL } from './cel-lib/optional.js';
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
 */
const LIBRARIES: { since: number; name: string; funcs: CelFunc[] }[] = [
  { since: 0, name: 'strings (ext)', funcs: STRINGS },
  { since: 0, name: 'lists', funcs: LISTS },
  { since: 0, name: 'regex', funcs: REGEX },
  { since: 0, name: 'urls', funcs: URL_LIB },
  { since: 28, name: 'optional', funcs: OPTIONAL },
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
export const NEWEST_LIBRARY_MINOR = Math.max(...LIBRARIES.map((l) => l.since));

/** Every function the API server's CEL environment for CRDs offers at this Kubernetes minor version. */
export function kubernetesCelFuncs(minor = DEFAULT_KUBERNETES_MINOR): CelFunc[] {
  return [...LIBRARIES.filter((l) => l.since <= minor).flatMap((l) => l.funcs), TO_STRING];
}

/** The functions of the default version (kept for callers that know no version). */
export const KUBERNETES_CEL_FUNCS: CelFunc[] = kubernetesCelFuncs();
