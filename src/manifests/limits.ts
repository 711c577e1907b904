/** Bounds that make untrusted YAML safe to read. */
export interface ParseLimits {
  /** Deepest nesting of collections. */
  maxDepth: number;
  /** Aliases per document. */
  maxAliases: number;
  /**
   * Nodes per document once every alias is expanded: nine levels of ten aliases are only 90
   * aliases but 10⁹ nodes for anything that walks the value ("excessive aliasing").
   */
  maxExpandedNodes: number;
}

/**
 * Why a million nodes is a sound limit, not only a safe one. The API server refuses a write whose
 * body is over 3 MiB (`MaxRequestBodyBytes: 3 * 1024 * 1024`, k8s.io/apiserver server/config.go),
 * and etcd one over 1.5 MiB (`--max-request-bytes`, 1,572,864), which is what the 3 MiB allows for
 * ("a request body might be encoded in json, and is converted to proto when persisted"). JSON
 * spends at least 2 bytes per node (the value, then a `,` or `:`), so a custom resource — stored
 * as JSON — of more than 786,432 nodes never fits in etcd, and no object of more than 1,572,864
 * nodes passes the API server. The document's YAML text size bounds nothing (comments and
 * indentation vanish, `0b…` integers and escapes shrink, aliases grow), so no text-size limit.
 */
export const API_LIMITS = 'etcd stores at most 1.5 MiB per object, JSON needs at least 2 bytes a node';

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxDepth: 500,
  maxAliases: 10_000,
  maxExpandedNodes: 1_000_000,
};
