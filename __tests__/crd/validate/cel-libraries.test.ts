import { celProblems } from '../../../src/crd/validate/cel.js';

/**
 * The Kubernetes CEL libraries, case by case, written from their documentation and source
 * (k8s.io/apiserver/pkg/cel/library/*.go doc comments, the "CEL in Kubernetes" page): each row is a
 * rule, the value of `self`, and what the API server answers — true, false, or a runtime error.
 */
type Verdict = true | false | 'error' | 'unsupported';
const schema = (rule: string, type: Record<string, unknown> = { type: 'string' }) => ({
  ...type,
  'x-kubernetes-validations': [{ rule }],
});
function run(
  rule: string,
  self: unknown,
  type?: Record<string, unknown>,
  kubernetesVersion?: string,
): Verdict {
  const p = celProblems(self, schema(rule, type), kubernetesVersion ? { kubernetesVersion } : {});
  if (!p.length) return true;
  if (p[0]!.kind === 'unchecked') return 'unsupported';
  return /failed at run time|failed:/.test(p[0]!.message) ? 'error' : false;
}

const INT_LIST = { type: 'array', items: { type: 'integer' } };
const STR_LIST = { type: 'array', items: { type: 'string' } };
const INT_MAP = { type: 'object', additionalProperties: { type: 'integer' } };
const STR_MAP = { type: 'object', additionalProperties: { type: 'string' } };
const LIST_MAP = { type: 'object', additionalProperties: STR_LIST };
const OPEN = { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };

const CASES: [string, string, unknown, Verdict, Record<string, unknown>?][] = [
  // lists.go
  ['lists', 'self.isSorted()', [1, 2, 3], true, INT_LIST],
  ['lists', 'self.isSorted()', [3, 1], false, INT_LIST],
  ['lists', 'self.isSorted()', ['a', 'b'], true, STR_LIST],
  ['lists', 'self.sum() == 6', [1, 2, 3], true, INT_LIST],
  ['lists', 'self.sum() == 0', [], true, INT_LIST],
  ['lists', 'self.min() == 1 && self.max() == 3', [3, 1, 2], true, INT_LIST],
  ['lists', 'self.min() == 0', [], 'error', INT_LIST],
  ['lists', 'self.indexOf(2) == 1 && self.lastIndexOf(2) == 3', [1, 2, 3, 2], true, INT_LIST],
  ['lists', 'self.indexOf(9) == -1', [1], true, INT_LIST],
  // sets (cel-go ext)
  ['sets', 'sets.contains(self, [1, 2])', [1, 2, 3], true, INT_LIST],
  ['sets', 'sets.contains(self, [4])', [1, 2, 3], false, INT_LIST],
  ['sets', 'sets.equivalent(self, [3, 2, 1, 1])', [1, 2, 3], true, INT_LIST],
  ['sets', 'sets.intersects(self, [9, 3])', [1, 2, 3], true, INT_LIST],
  ['sets', 'sets.intersects(self, [])', [1], false, INT_LIST],
  // regex.go (RE2)
  ['regex', '"abc 123".find("[0-9]+") == "123"', 'x', true],
  ['regex', '"abc".find("[0-9]+") == ""', 'x', true],
  ['regex', '"123 abc 456".findAll("[0-9]+") == ["123", "456"]', 'x', true],
  ['regex', '"123 abc 456".findAll("[0-9]+", 1) == ["123"]', 'x', true],
  ['regex', 'self.matches("^[a-z]+$")', 'abc', true],
  ['regex', 'self.matches("^[a-z]+$")', 'ab1', false],
  ['regex', 'self.find("(")  == ""', 'x', 'error'],
  ['regex', 'self.matches("(a+)+$")', `${'a'.repeat(5000)}!`, false],
  // urls.go
  ['urls', 'isURL(self)', 'https://example.com:80/path?query=val#fragment'.replace('#fragment', ''), true],
  ['urls', 'isURL(self)', 'not a url', false],
  ['urls', "url(self).getScheme() == 'https'", 'https://example.com/', true],
  ['urls', "url(self).getHost() == 'example.com:80'", 'https://example.com:80/', true],
  ['urls', "url(self).getHostname() == '::1'", 'https://[::1]:80/', true],
  ['urls', "url(self).getPort() == '80'", 'https://example.com:80/', true],
  ['urls', "url(self).getEscapedPath() == '/with%20space/'", 'https://example.com/with%20space/', true],
  ['urls', "url(self).getQuery() == {'k': ['a', 'b']}", 'https://example.com/?k=a&k=b', true],
  ['urls', 'url(self).getScheme() == ""', '../relative', 'error'],
  // quantity.go
  ['quantity', 'isQuantity(self)', '1.3G', true],
  ['quantity', 'isQuantity(self)', '1.3Gi', true],
  ['quantity', 'isQuantity(self)', '1,3G', false],
  ['quantity', "quantity(self).compareTo(quantity('200M')) == 0", '0.2G', true],
  ['quantity', "quantity(self).isGreaterThan(quantity('1Gi'))", '1.1G', true],
  ['quantity', "quantity(self).isLessThan(quantity('1Gi'))", '1G', true],
  ['quantity', "quantity(self) == quantity('1000m')", '1', true],
  ['quantity', "quantity(self).add(quantity('50k')) == quantity('100k')", '50k', true],
  ['quantity', "quantity(self).add(25) == quantity('75')", '50', true],
  ['quantity', "quantity(self).sub(quantity('10')) == quantity('40')", '50', true],
  ['quantity', 'quantity(self).sign() == -1', '-3', true],
  ['quantity', 'quantity(self).isInteger()', '1.5', false],
  ['quantity', 'quantity(self).asInteger() == 2048', '2Ki', true],
  ['quantity', 'quantity(self).asApproximateFloat() == 1.5', '1500m', true],
  ['quantity', 'quantity(self).asInteger() > 0', '1.5', 'error'],
  ['quantity', 'quantity(self).sign() == 1', 'lots', 'error'],
  // ip.go, cidr.go
  ['ip', 'isIP(self)', '192.168.0.1', true],
  ['ip', 'isIP(self)', '192.168.0.01', false],
  ['ip', 'isIP(self)', '::ffff:192.168.0.1', false],
  ['ip', 'isIP(self)', 'fe80::1%eth0', false],
  ['ip', 'ip(self).family() == 6', '2001:db8::1', true],
  ['ip', "ip.isCanonical('2001:db8::1') && !ip.isCanonical('2001:DB8::1')", 'x', true],
  ['ip', "!ip.isCanonical('2001:db8:0:0:0:0:0:1')", 'x', true],
  ['ip', 'ip(self).isLoopback()', '127.0.0.2', true],
  ['ip', 'ip(self).isUnspecified()', '::', true],
  ['ip', 'ip(self).isLinkLocalUnicast()', 'fe80::1', true],
  ['ip', 'ip(self).isLinkLocalMulticast()', '224.0.0.251', true],
  ['ip', 'ip(self).isGlobalUnicast()', '10.0.0.1', true],
  ['ip', 'ip(self).isGlobalUnicast()', '255.255.255.255', false],
  ['ip', "string(ip(self)) == '2001:db8::1'", '2001:DB8:0::1', true],
  ['ip', "ip(self) == ip('2001:db8::1')", '2001:0db8::0001', true],
  ['ip', 'ip(self).family() == 4', 'not-an-ip', 'error'],
  ['cidr', 'isCIDR(self)', '10.0.0.0/8', true],
  ['cidr', 'isCIDR(self)', '10.0.0.0/33', false],
  ['cidr', "cidr(self).containsIP(ip('192.168.1.7'))", '192.168.0.0/16', true],
  ['cidr', "cidr(self).containsIP('10.0.0.1')", '192.168.0.0/16', false],
  ['cidr', "cidr(self).containsCIDR('192.168.1.0/24')", '192.168.0.0/16', true],
  ['cidr', "cidr(self).containsCIDR(cidr('192.0.0.0/8'))", '192.168.0.0/16', false],
  ['cidr', "cidr(self).ip() == ip('192.168.1.7')", '192.168.1.7/16', true],
  ['cidr', "cidr(self).masked() == cidr('192.168.0.0/16')", '192.168.1.7/16', true],
  ['cidr', 'cidr(self).prefixLength() == 64', '2001:db8::/64', true],
  ['cidr', "string(cidr(self)) == '2001:db8::/32'", '2001:DB8::/32', true],
  // format.go
  ['format', '!format.dns1123Label().validate(self).hasValue()', 'my-name', true],
  ['format', '!format.dns1123Label().validate(self).hasValue()', 'My_Name', false],
  ['format', '!format.dns1123Subdomain().validate(self).hasValue()', 'a.b.c', true],
  ['format', '!format.dns1035Label().validate(self).hasValue()', '1abc', false],
  ['format', '!format.qualifiedName().validate(self).hasValue()', 'example.com/my-name', true],
  ['format', '!format.dns1123LabelPrefix().validate(self).hasValue()', 'my-', true],
  ['format', '!format.labelValue().validate(self).hasValue()', '', true],
  ['format', '!format.uuid().validate(self).hasValue()', '123e4567-e89b-12d3-a456-426614174000', true],
  ['format', '!format.byte().validate(self).hasValue()', 'aGVsbG8=', true],
  ['format', '!format.date().validate(self).hasValue()', '2024-02-30', false],
  ['format', '!format.datetime().validate(self).hasValue()', '2024-02-03T04:05:06Z', true],
  ['format', '!format.uri().validate(self).hasValue()', 'https://example.com', true],
  ['format', 'format.named(self).hasValue()', 'dns1123Label', true],
  ['format', 'format.named(self).hasValue()', 'nope', false],
  ['format', "format.named('dns1123Label').value().validate(self).value().size() >= 1", 'A', true],
  // optional (cel-go)
  ['optional', 'optional.of(self).hasValue() && optional.of(self).value() == self', 'x', true],
  ['optional', 'optional.none().orValue(self) == self', 'x', true],
  ['optional', "!optional.ofNonZeroValue('').hasValue()", 'x', true],
  ['optional', "optional.none().or(optional.of(self)).value() == 'x'", 'x', true],
  ['optional', 'optional.none().value() == 1', 'x', 'error'],
  // optional library version 2 (cel-go cel/library.go doc examples: first, last, optional.unwrap, unwrapOpt)
  ['optional', 'self.first().value() == 1 && self.last().value() == 3', [1, 2, 3], true, INT_LIST],
  ['optional', '!self.first().hasValue() && self.last().orValue(7) == 7', [], true, INT_LIST],
  ['optional', 'optional.unwrap([optional.of(42), optional.none()]) == [42]', 'x', true],
  ['optional', '[optional.of(42), optional.none()].unwrapOpt() == [42]', 'x', true],
  ['optional', 'optional.unwrap([self.?a, self.?b]) == [1]', { a: 1 }, true, INT_MAP],
  ['optional', 'optional.unwrap([1]) == [1]', 'x', 'error'],
  // has() on an optional chain: the last select is a presence test on an optional operand
  ['optional', 'has(self.?a.b)', { a: { b: 1 } }, true, OPEN],
  ['optional', 'has(self.?a.b)', { a: { c: 1 } }, false, OPEN],
  ['optional', 'has(self.?a.b)', {}, false, OPEN],
  ['optional', "has(self[?'a'].b) && !has(self.?a.c)", { a: { b: 1 } }, true, OPEN],
  ['optional', 'has(optional.of(self).a)', { a: 1 }, true, OPEN],
  // semver (1.33)
  ['semver', 'isSemver(self)', '1.2.3-rc.1+build', true],
  ['semver', 'isSemver(self)', 'v1.2', false],
  ['semver', 'isSemver(self, true)', 'v1.2', true],
  ['semver', "semver(self).isLessThan(semver('1.10.0'))", '1.9.0', true],
  ['semver', "semver(self).compareTo(semver('1.0.0')) == -1", '1.0.0-alpha', true],
  [
    'semver',
    'semver(self).major() == 1 && semver(self).minor() == 2 && semver(self).patch() == 3',
    '1.2.3',
    true,
  ],
  // strings (cel-go ext, version 2)
  ['strings', "self.lowerAscii() == 'abc' && self.upperAscii() == 'ABC'", 'aBc', true],
  ['strings', "self.split(',', 2) == ['a', 'b,c']", 'a,b,c', true],
  ['strings', "self.indexOf('c') == 2 && self.lastIndexOf('a') == 0", 'abc', true],
  ['strings', "self.replace('b', 'x') == 'axc' && self.substring(1, 2) == 'b'", 'abc', true],
  ['strings', "self.trim() == 'a' && ['a', 'b'].join('-') == 'a-b'", ' a ', true],
  ['strings', "self.charAt(1) == 'b'", 'abc', true],
  // runtime errors reject
  // optional syntax (cel-go parser `.?` / `[?`, cel-spec tests/simple/testdata/optionals.textproto)
  ['optional', 'self.?a.orValue(0) == 1', { a: 1 }, true, INT_MAP],
  ['optional', 'self.?b.hasValue()', { a: 1 }, false, INT_MAP],
  ['optional', "self[?'b'].orValue(7) == 7", { a: 1 }, true, INT_MAP],
  ['optional', 'self.?a.b.hasValue()', { a: { b: 'x' } }, true, OPEN],
  ['optional', 'self.?x.b.hasValue()', { a: {} }, false, OPEN], // map_undefined_entry_hasValue
  ['optional', 'self.?a.b.hasValue()', { a: 5 }, 'error', OPEN], // map_present_key_invalid_field
  ['optional', 'self[?0].orValue(-1) == 7', [7], true, INT_LIST],
  ['optional', 'self[?3].hasValue()', [7], false, INT_LIST],
  ['optional', 'optional.of(self).?a.value() == 1', { a: 1 }, true, INT_MAP],
  // optional macros (cel-spec optionals.textproto: none_optMap_hasValue, optional_of_optMap_value,
  // empty_map_optFlatMap_hasValue, map_submap_subkey_optFlatMap_value, map_empty_submap_optFlatMap_hasValue,
  // map_optindex_optFlatMap_optional_ofNonZeroValue_hasValue)
  ['optional', 'optional.none().optMap(y, y + 1).hasValue()', 'x', false],
  ['optional', 'optional.of(42).optMap(y, y + 1).value() == 43', 'x', true],
  ['optional', 'self.?key.optFlatMap(k, k.?subkey).hasValue()', {}, false, OPEN],
  [
    'optional',
    "self.?key.optFlatMap(k, k.?subkey).value() == 'subvalue'",
    { key: { subkey: 'subvalue' } },
    true,
    OPEN,
  ],
  ['optional', 'self.?key.optFlatMap(k, k.?subkey).hasValue()', { key: {} }, false, OPEN],
  [
    'optional',
    'self.?key.optFlatMap(k, optional.ofNonZeroValue(k.subkey)).hasValue()',
    { key: { subkey: '' } },
    false,
    OPEN,
  ],
  // a plain step on a function's optional (cel-spec optionals.textproto: optional_chaining_4 to _8, _11)
  [
    'optional',
    "optional.of(self).c.index.orValue('default value') == 'goodbye'",
    { c: { index: 'goodbye' } },
    true,
    OPEN,
  ],
  [
    'optional',
    "optional.of(self).c.missing.or(optional.none()[0]).orValue('default value') == 'default value'",
    { c: {} },
    true,
    OPEN,
  ],
  [
    'optional',
    "optional.of(self).c.missing.or(optional.of(['list-value'])[0]).orValue('default value') == 'list-value'",
    { c: {} },
    true,
    OPEN,
  ],
  [
    'optional',
    "optional.of(self).c['index'].orValue('default value') == 'goodbye'",
    { c: { index: 'goodbye' } },
    true,
    OPEN,
  ],
  [
    'optional',
    "optional.of(self).c['missing'].orValue('default value') == 'default value'",
    { c: {} },
    true,
    OPEN,
  ],
  [
    'optional',
    "self.?c.missing.or(self.?c['dashed-index']).orValue('').size() == 7",
    { c: { 'dashed-index': 'goodbye' } },
    true,
    OPEN,
  ],
  // optional entries in literals (cel-spec optionals.textproto: optional_chaining_12 to _15)
  ['optional', '[?self.?c, ?optional.of(42), ?optional.none()] == [42]', {}, true, OPEN],
  [
    'optional',
    "{?'nested_map': optional.ofNonZeroValue({?'map': self.?c}), 'singleton': true} == {'singleton': true}",
    {},
    true,
    OPEN,
  ],
  [
    'optional',
    "{?'nested_map': optional.ofNonZeroValue({?'map': self.?c})} == {'nested_map': {'map': {'dashed-index': 'goodbye'}}}",
    { c: { 'dashed-index': 'goodbye' } },
    true,
    OPEN,
  ],
  ['optional', '[?optional.ofNonZeroValue(self.?c.orValue(dyn({})))] == []', { c: [] }, true, OPEN],
  ['optional', "{'a': 1, ?'a': optional.of(2)}.size() == 1", {}, 'error', OPEN],
  // two-variable comprehensions (cel-go ext/comprehensions.go doc examples)
  ['two-variable', 'self.all(i, j, i < j)', [1, 2, 3], true, INT_LIST],
  ['two-variable', 'self.all(k, v, k != v)', { hello: 'world', taco: 'taco' }, false, STR_MAP],
  [
    'two-variable',
    'self.all(k, vals, vals.all(v, v.startsWith(k)))',
    { h: ['hello', 'hi'], j: ['joke', 'jog'] },
    true,
    LIST_MAP,
  ],
  [
    'two-variable',
    "self.exists(k, v, k.startsWith('good') || v.endsWith('bye'))",
    { greeting: 'hello', farewell: 'goodbye' },
    true,
    STR_MAP,
  ],
  ['two-variable', 'self.exists(i, v, v == 1024 && i == 10)', [1, 2, 4, 8, 16], false, INT_LIST],
  ['two-variable', 'self.existsOne(i, v, i == 1 || v == 1)', [1, 2, 1, 3, 1, 4], false, INT_LIST],
  ['two-variable', 'self.existsOne(i, v, i == 2 && v == 2)', [1, 1, 2, 2, 3, 3], true, INT_LIST],
  ['two-variable', "self.exists_one(i, v, i == 'l' || v == 1)", { i: 0, j: 1, k: 2 }, true, INT_MAP],
  ['two-variable', 'self.transformList(i, v, (i * v) + v) == [1, 4, 9]', [1, 2, 3], true, INT_LIST],
  ['two-variable', 'self.transformList(i, v, i % 2 == 0, (i * v) + v) == [1, 9]', [1, 2, 3], true, INT_LIST],
  ['two-variable', 'self.transformMap(i, v, (i * v) + v) == {0: 1, 1: 4, 2: 9}', [1, 2, 3], true, INT_LIST],
  [
    'two-variable',
    "self.transformMap(k, v, v + '!') == {'greeting': 'hello!'}",
    { greeting: 'hello' },
    true,
    STR_MAP,
  ],
  [
    'two-variable',
    "self.transformMapEntry(k, v, {v: k}) == {'hello': 'greeting'}",
    { greeting: 'hello' },
    true,
    STR_MAP,
  ],
  [
    'two-variable',
    'self.transformMapEntry(k, v, {v: k}).size() == 1',
    { greeting: 'aloha', farewell: 'aloha' },
    'error',
    STR_MAP,
  ],
  // image.go (1.33+), rows of k8s.io/apiserver/pkg/cel/library/image_test.go
  ['image', 'isImage(self)', 'registry.k8s.io/kube-apiserver-arm64:latest', true],
  ['image', 'isImage(self)', 'registry.k8s.io/kube-apiserver-arm64:@', false],
  ['image', 'image(self).registry() != ""', 'registry.k8s.io/kube-apiserver-arm64:@', 'error'],
  ['image', '!image(self).containsDigest()', 'registry.k8s.io/kube-apiserver-arm64', true],
  ['image', '!image(self).containsDigest()', 'registry.k8s.io/kube-apiserver-arm64:latest', true],
  [
    'image',
    'image(self).containsDigest()',
    'registry.k8s.io/kube-apiserver-arm64@sha256:6aefddb645ee6963afd681b1845c661d0ea4c3b20ab9db86d9e753b203d385f2',
    true,
  ],
  [
    'image',
    'image(self).containsDigest()',
    'registry.k8s.io/kube-apiserver-arm64:latest@sha256:6aefddb645ee6963afd681b1845c661d0ea4c3b20ab9db86d9e753b203d385f2',
    true,
  ],
  ['image', "image(self).registry() == 'registry.k8s.io'", 'registry.k8s.io/kube-apiserver-arm64', true],
  ['image', "image(self).registry() == 'index.docker.io'", 'kube-apiserver-arm64:testtag', true],
  [
    'image',
    "image(self).registry().matches('(registry.k8s.io|ghcr.io)')",
    'registry.k8s.io/kube-apiserver-arm64',
    true,
  ],
  [
    'image',
    "image(self).repository() == 'kube-apiserver-arm64'",
    'registry.k8s.io/kube-apiserver-arm64',
    true,
  ],
  ['image', "image(self).identifier() == 'testtag'", 'registry.k8s.io/kube-apiserver-arm64:testtag', true],
  [
    'image',
    "image(self).identifier() == 'sha256:6aefddb645ee6963afd681b1845c661d0ea4c3b20ab9db86d9e753b203d385f2'",
    'registry.k8s.io/kube-apiserver-arm64:latest@sha256:6aefddb645ee6963afd681b1845c661d0ea4c3b20ab9db86d9e753b203d385f2',
    true,
  ],
  [
    'image',
    "image(self).identifier() == 'latest' && image(self).tag() == 'latest'",
    'registry.k8s.io/kube-apiserver-arm64',
    true,
  ],
  [
    'image',
    "image(self).tag() == '' && image(self).digest() == 'sha256:6aefddb645ee6963afd681b1845c661d0ea4c3b20ab9db86d9e753b203d385f2'",
    'registry.k8s.io/kube-apiserver-arm64@sha256:6aefddb645ee6963afd681b1845c661d0ea4c3b20ab9db86d9e753b203d385f2',
    true,
  ],
  ['image', "image(self).digest() == ''", 'registry.k8s.io/kube-apiserver-arm64:testtag', true],
  // go-containerregistry: Docker Hub's single-component names are under library/
  ['image', "image(self).repository() == 'library/nginx'", 'nginx', true],
  ['errors', '1 / (size(self) - 1) == 1', 'x', 'error'],
  ['errors', '9223372036854775807 + size(self) > 0', 'x', 'error'],
];

describe('the Kubernetes CEL libraries (CRD validation rules)', () => {
  // Rows without a schema type are padded, so that jest never mistakes the last parameter for `done`.
  const rows = CASES.map(
    ([lib, rule, self, verdict, type]) => [lib, rule, self, verdict, type ?? null] as const,
  );
  it.each(rows)('%s: %s on %j → %s', (_lib, rule, self, verdict, type) => {
    expect(run(rule, self, type ?? undefined)).toBe(verdict);
  });

  it('offers a library only from the Kubernetes version that introduced it', () => {
    expect(run("isCIDR('10.0.0.0/8')", 'x', undefined, '1.29')).toBe('unsupported');
    expect(run("isCIDR('10.0.0.0/8')", 'x', undefined, '1.30')).toBe(true);
    expect(run("isSemver('1.0.0')", 'x', undefined, '1.32')).toBe('unsupported');
    expect(run("isImage('nginx')", 'x', undefined, '1.32')).toBe('unsupported');
    expect(run("isImage('nginx')", 'x', undefined, '1.33')).toBe(true);
    expect(run("!format.dns1123Label().validate('a').hasValue()", 'x', undefined, '1.30')).toBe(
      'unsupported',
    );
  });

  // cel.OptionalTypes() is unversioned in base.go: what the library holds is what the API server's
  // cel-go has (1.28: cel-go 0.16, no optFlatMap; 1.29: 0.17.7; 1.32: 0.22.0; 1.33: 0.23, version 2).
  it("offers optFlatMap from 1.29 and first/last/unwrap from 1.33 (the API server's cel-go)", () => {
    const opt = 'self.?a.optFlatMap(x, optional.of(x + 1)).value() == 2';
    expect(run(opt, { a: 1 }, INT_MAP, '1.28')).toBe('unsupported');
    expect(run(opt, { a: 1 }, INT_MAP, '1.29')).toBe(true);
    expect(run('self.first().value() == 1', [1], INT_LIST, '1.32')).toBe('unsupported');
    expect(run('self.first().value() == 1', [1], INT_LIST, '1.33')).toBe(true);
    expect(run('optional.unwrap([optional.of(1)]) == [1]', 'x', undefined, '1.32')).toBe('unsupported');
  });

  it('offers optional syntax from 1.28 and two-variable comprehensions from 1.32 (base.go)', () => {
    expect(run('self.?a.hasValue()', { a: 1 }, INT_MAP, '1.27')).toBe('unsupported');
    expect(run('self.?a.hasValue()', { a: 1 }, INT_MAP, '1.28')).toBe(true);
    expect(run('self.all(k, v, v > 0)', { a: 1 }, INT_MAP, '1.31')).toBe('unsupported');
    expect(run('self.all(k, v, v > 0)', { a: 1 }, INT_MAP, '1.32')).toBe(true);
  });

  it('names what the engine cannot parse (optional fields of a message literal) instead of passing it', () => {
    const p = celProblems({ a: 1 }, schema('Msg{?f: self.?a} == Msg{}', INT_MAP));
    expect(p).toEqual([
      expect.objectContaining({
        kind: 'unchecked',
        path: [],
        message: expect.stringMatching(/optional entries in a message literal.*not checked/),
      }),
    ]);
  });
});
