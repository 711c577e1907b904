/**
 * Paths as URI references (RFC 3986): every segment percent-encoded, so a file named `ok.yaml#.yaml`
 * or `a b?.yaml` is that file, never a fragment or a query. Used for SARIF's
 * `artifactLocation.uri` and every link the reports build.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * One segment: every character but the unreserved ones (`A-Z a-z 0-9 - . _ ~`, RFC 3986 §2.3) as
 * UTF-8 `%XX`. `encodeURIComponent` leaves `!'()*` raw, which are sub-delims; they are encoded too.
 * A lone surrogate (no UTF-8 form) becomes U+FFFD first rather than throwing.
 */
export const encodeSegment = (s: string): string =>
  encodeURIComponent(s.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A relative `/`-separated path, each segment encoded; the slashes kept. */
export const encodePath = (path: string): string => path.split('/').map(encodeSegment).join('/');
