import type { Ajv } from 'ajv';

const int = (min: bigint, max: bigint) => ({
  type: 'number' as const,
  validate: (n: number) => Number.isInteger(n) && BigInt(n) >= min && BigInt(n) <= max,
});

/** The Kubernetes formats ajv-formats does not know, or knows differently. */
export function addKubernetesFormats(ajv: Ajv): void {
  ajv.addFormat('int32', int(-(2n ** 31n), 2n ** 31n - 1n));
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('byte', /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
  ajv.addFormat('cidr', /^(?:(?:\d{1,3}\.){3}\d{1,3}\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/);
  ajv.addFormat('mac', /^(?:[0-9a-fA-F]{2}[:-]){5}[0-9a-fA-F]{2}$/);
  ajv.addFormat('duration', /^(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$|^0$/);
}
