import { DEFAULT_MAX_FILE_SIZE } from '../sources/snapshot.js';
import type { GateConfig } from '../context.js';

export function defaultConfig(): GateConfig {
  return {
    rules: {},
    waivers: [],
    crd: { unhandled: 'closed', enumAddition: 'warn', sources: [] },
    strimzi: {},
    transitions: [],
    state: {},
    paths: [],
    exclude: [],
    maxFileSize: DEFAULT_MAX_FILE_SIZE,
    deployUnits: [],
    render: 'auto',
    renderBudget: 120,
  };
}
