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
  /**
   * Characters of text per document. A larger file is read document by document (its `---`
   * parts), so the parser never holds the events of more than one part; a part over this is not
   * read. The parser keeps an object per node, so without it one 10 MiB document of 5 million
   * nodes needs more than 512 MiB before any node limit can be checked.
   */
  maxDocumentChars: number;
  /**
   * Nodes per file, as written: what building its documents costs. A real CRD bundle spends about
   * 19 characters a node (Strimzi's Kafka CRD), so a 10 MiB bundle has some 550,000; five
   * documents just under the node limit in one file would take seconds. Documents past the budget
   * are not read, and the file says so at the first of them.
   */
  maxFileNodes: number;
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
export const API_LIMITS = 'etcd stores at most 1.5 MiB per object, JSON needs at least 2 bytes a node';

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxDepth: 500,
  maxAliases: 10_000,
  // The most nodes a custom resource can have and still fit in etcd (see API_LIMITS below).
  maxExpandedNodes: 786_432,
  // The API server's limit for a whole object's JSON (MaxRequestBodyBytes, below), which the YAML
  // text of a manifest (indentation, quotes) almost always exceeds.
  maxDocumentChars: 3 * 1024 * 1024,
  maxFileNodes: 1_000_000,
};
