/**
 * The runner's workflow commands the action writes: outputs, annotations, log lines and the step's
 * failure. They are what `@actions/core` writes, byte for byte (its `command.js`, `file-command.js`
 * and `core.js`; __tests__/github/workflow-commands.test.ts compares the two on hostile text), and
 * no more. `@actions/core` is not imported: its module imports `@actions/http-client` for OIDC
 * tokens, and with it undici, ~1 MB of JavaScript compiled and run at every start of the step.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import { crypto } from '../builtins.js';

/** Where an annotation points; the names are `@actions/core`'s `AnnotationProperties`. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::name key=value,…::message`: empty and zero properties left out, as the runner's own toolkit does. */
function issueCommand(
  command: string,
  properties: Record<string, string | number | undefined>,
  message: string,
) {
  const props = Object.entries(properties)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`);
  process.stdout.write(
    `::${command}${props.length ? ` ${props.join(',')}` : ''}::${escapeData(message)}${EOL}`,
  );
}

function annotate(level: 'error' | 'warning' | 'notice', message: string, p: AnnotationProperties = {}) {
  const properties = Object.keys(p).length
    ? {
        title: p.title,
        file: p.file,
        line: p.startLine,
        endLine: p.endLine,
        col: p.startColumn,
        endColumn: p.endColumn,
      }
    : {};
  issueCommand(level, properties, message);
}

export const error = (message: string, properties?: AnnotationProperties) =>
  annotate('error', message, properties);
export const warning = (message: string, properties?: AnnotationProperties) =>
  annotate('warning', message, properties);
export const notice = (message: string, properties?: AnnotationProperties) =>
  annotate('notice', message, properties);

/** A line of the step's log. */
export function info(message: string): void {
  process.stdout.write(message + EOL);
}

/** The step fails (exit 1) with this error. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/**
 * A step output: `name<<delimiter` in the file GITHUB_OUTPUT names, the delimiter random so no value
 * can end the entry early; without the file, the old `set-output` command.
 */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT;
  if (!file) {
    process.stdout.write(EOL);
    issueCommand('set-output', { name }, value);
    return;
  }
  const delimiter = `ghadelimiter_${crypto().randomUUID()}`;
  if (name.includes(delimiter))
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (value.includes(delimiter))
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}
