#!/usr/bin/env node
import { V as VERSION } from './chunk-version.js';

const USAGE = `upgrade-gate ${VERSION}: stops unsafe Kubernetes upgrades before they merge.

Usage:
  upgrade-gate --base <rev|./dir> --head <rev|./dir> [options]
  upgrade-gate plan --from OPERATOR/KAFKA[/METADATA] --to OPERATOR/KAFKA[/METADATA] [--mermaid] [--format json]

Options:
  --base <rev|./dir>      the revision the PR starts from; a value written as a path
                          (./dir, ../dir, /dir) is a directory, anything else a revision
  --head <rev|./dir>      the revision the PR proposes (same rule)
  --base-dir, --head-dir <dir>  a directory side, however it is spelled
  --repo <dir>            root of the git repository for revisions (default: .)
  --config <file>         config file on disk (default: .github/upgrade-gate.yml read from --base)
  --config-from <side>    read the default config from base (default) or head
  --format <fmt>          text (default), json, markdown (job summary), comment (PR comment) or sarif
  --verbose               text: every finding and every rule's status, not only the causes
  --output <file>         write the report to a file instead of standard output
  --fail-on <level>       fail (default), warn or never: which result exits 1
  --paths <glob>          only these files (repeatable; default every .yaml, .yml, .json)
  --exclude <glob>        leave these files out (repeatable)
  --ack <strategy>        acknowledge a declared upgrade strategy (repeatable)
  --crd-paths <glob>      extra CRD sources, e.g. a vendored folder (repeatable)
  --max-file-size <bytes> per-file size cap (default 10 MiB)
  --cluster-state <file>  live evidence: kubectl get crd,kafka,kafkanodepool,kafkarebalance,deploy,pods
                          -A -o yaml > FILE (read as data; Secret and ConfigMap values are never read)
  --fetch-charts          fetch both versions of each chart the change bumps, from repositories the
                          base revision names (or charts.allow), and judge their CRDs (docs/charts.md)
  --version, --help

Exit status: 0 below --fail-on, 1 when the gate fails, 2 on a usage or tool error.`;
async function main(argv) {
    if (argv.includes('--version') || argv.includes('-V')) {
        process.stdout.write(`${VERSION}\n`);
        return 0;
    }
    if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
        process.stdout.write(`${USAGE}\n`);
        return argv.length === 0 ? 2 : 0;
    }
    // The engine loads only when there is work to do, so --version and --help stay cheap.
    const { runCli } = await import('./chunk-cli-main.js').then(function (n) { return n.M; });
    return runCli(argv);
}
main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
}, (err) => {
    process.stderr.write(`upgrade-gate: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 2;
});
