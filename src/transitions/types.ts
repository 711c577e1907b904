export type Scheme = 'semver' | 'dotted' | 'calver' | 'regex';

export interface TransitionEntry {
  from: string;
  to: string;
  allow?: boolean;
  strategy?: string;
}

export interface Strategy {
  severity?: 'fail' | 'warn';
  acknowledge?: { label?: string };
  steps?: string[];
  description?: string;
}

/** One declaration under `transitions:` in the config file. */
export interface TransitionDecl {
  id: string;
  match: { apiVersion?: string; kind: string; name?: string; namespace?: string };
  field: string;
  scheme: Scheme;
  /** For `scheme: regex`: a pattern whose capture groups are the numeric parts. */
  pattern?: string;
  allowed?: string[];
  transitions?: TransitionEntry[];
  downgrade?: 'deny' | 'warn' | 'allow';
  maxSkip?: { major?: number; minor?: number; patch?: number };
  strategies?: Record<string, Strategy>;
}
