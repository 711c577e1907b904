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

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxDepth: 500,
  maxAliases: 10_000,
  maxExpandedNodes: 1_000_000,
};
