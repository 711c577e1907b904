// Custom-resource validation cost: 5,000 Kafka resources against Strimzi's CRDs (in-process, on the
// TypeScript build in build/). Schemas are interpreted, not compiled, so "compile" is reading the CRD.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const { parseFile } = await import('../build/manifests/parse.js');
const { readCrd } = await import('../build/crd/model.js');
const { validateCustomResource } = await import('../build/crd/validate/validate.js');
// The CEL checker the gate loads when a CRD has `x-kubernetes-validations` (Strimzi's Kafka CRD has some).
const { celProblems } = await import('../build/crd/validate/cel.js');

const [corpus, release = '1.0.0', n = '5000'] = process.argv.slice(2);
const crdText = readFileSync(
  join(corpus, release, 'install', 'cluster-operator', '040-Crd-kafka.yaml'),
  'utf8',
);
const example = readFileSync(join(corpus, release, 'examples', 'kafka', 'kafka-persistent.yaml'), 'utf8');
const kafka = parseFile({ path: 'k.yaml', text: example }).objects.find((o) => o.kind === 'Kafka');

let t = process.hrtime.bigint();
const crd = readCrd(parseFile({ path: 'crd.yaml', text: crdText }).objects[0]);
const loadMs = Number(process.hrtime.bigint() - t) / 1e6;

const crs = Array.from({ length: Number(n) }, (_, i) => ({
  ...kafka,
  name: `c${i}`,
  value: { ...kafka.value, metadata: { name: `c${i}` } },
}));
validateCustomResource(crs[0], crd, celProblems); // warm the regular expressions and CEL programs
t = process.hrtime.bigint();
let problems = 0;
for (const cr of crs) problems += validateCustomResource(cr, crd, celProblems).length;
const ms = Number(process.hrtime.bigint() - t) / 1e6;
console.log(
  `CR validation: ${crs.length} Kafka resources against the ${release} Kafka CRD: ${ms.toFixed(0)} ms, ${((ms * 1000) / crs.length).toFixed(0)} µs per resource, ${problems} problems; CRD parse+read ${loadMs.toFixed(0)} ms (schemas are interpreted, not compiled)`,
);
