// Sync fs: node:fs/promises would load ~20 more built-in modules (readline among them) for one write.
import { writeFileSync } from 'node:fs';
import { parseGateArgs } from './cli-args.js';
import { describeError, UsageError } from './errors.js';
import type { GateOptions } from './options.js';
import { guardForActions, type PrintedKind } from './report/escape.js';
import { renderJson } from './report/json.js';
import { renderComment, renderMarkdown } from './report/markdown.js';
import { gateFails } from './result/fail-on.js';
import type { GateResult } from './result/model.js';
import { renderSarif } from './report/sarif.js';
import { renderText } from './report/text.js';
import { runGate } from './run.js';
import { VERSION } from './version.js';

export async function renderReport(
  result: GateResult,
  options: Pick<GateOptions, 'format' | 'verbose'>,
  color = false,
): Promise<string> {
  switch (options.format) {
    case 'json':
      return renderJson(result);
    case 'markdown':
      return renderMarkdown(result, {});
    case 'comment':
      return renderComment(result, {});
    case 'sarif':
      // The rule packs come with the evaluation chunk, loaded by the run already.
      return renderSarif(result, (await import('./rules/registry.js')).registry, VERSION);
    default:
      return renderText(result, { color, verbose: options.verbose === true });
  }
}

/** How a report of this format is written: what breaking `##[` in it must keep intact. */
const printedKind = (format: GateOptions['format']): PrintedKind =>
  format === 'json' || format === 'sarif'
    ? 'json'
    : format === 'markdown' || format === 'comment'
      ? 'markdown'
      : 'text';

/** Runs the CLI; returns the exit status (0 pass, 1 gate failed, 2 usage or tool error). */
export async function runCli(argv: string[]): Promise<number> {
  try {
    if (argv[0] === 'plan') {
      const { runPlanCommand } = await import('./plan-command.js');
      return await runPlanCommand(argv.slice(1));
    }
    const options = parseGateArgs(argv);
    const result = await runGate(options);
    const color =
      !options.output && options.format === 'text' && process.stdout.isTTY === true && !process.env.NO_COLOR;
    const report = await renderReport(result, options, color);
    if (options.output) {
      writeFileSync(options.output, report);
      process.stderr.write(
        `upgrade-gate: ${result.result} (${result.summary.fail} failed, ${result.summary.warn} warned); report written to ${options.output}\n`,
      );
    } else {
      // In GitHub Actions no line of the report is a workflow command, whatever the PR wrote.
      process.stdout.write(guardForActions(report, printedKind(options.format)));
    }
    return gateFails(result.result, options.failOn) ? 1 : 0;
  } catch (err) {
    let text = `upgrade-gate: ${describeError(err)}\n`;
    if (!(err instanceof UsageError) && !(err instanceof Error && err.name === 'SourceError')) {
      text += `${err instanceof Error ? (err.stack ?? '') : ''}\n`;
    }
    process.stderr.write(guardForActions(text));
    return 2;
  }
}
