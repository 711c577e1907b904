// The parse-only baseline: read every .yaml/.yml/.json file of the given directories and loadAll
// it with js-yaml, nothing else. Errors (Helm templates, broken files) are caught and counted.
// `ms` is the reading and parsing alone, measured inside the process (bench/floor.mjs's counterpart).
import { parseOnly } from './parse-only-walk.mjs';

const t = process.hrtime.bigint();
const counts = parseOnly(process.argv.slice(2));
const ms = Number(process.hrtime.bigint() - t) / 1e6;
process.stdout.write(JSON.stringify({ ...counts, ms }) + '\n');
