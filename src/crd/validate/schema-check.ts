import type { FieldPath } from '../../manifests/types.js';

export interface Problem {
  path: FieldPath;
  message: string;
  kind: 'schema' | 'pruned' | 'cel' | 'unchecked';
}
