/**
 * Escaping of strings that come from the pull request (names, paths, field names, values, CEL
 * messages), once per place they go. Nothing a PR writes may move a terminal's cursor, end a line
 * of the report early, start a workflow command, or become a link, an image or a mention.
 */

/** C0 and C1 controls (ESC included), DEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

const hex = (c: string) => `\\u{${c.codePointAt(0)!.toString(16)}}`;

/** Control characters (not newlines) shown as `\\u{…}`. */
export const showControls = (s: string): string => s.replace(CONTROL, hex);

/** Text for a terminal or a log: every control character (newline too) shown as `\u{…}`. */
export const escapeText = (s: string): string => s.replace(CONTROL, hex).replace(/\n/g, '\\n');

/** Text for a terminal that keeps the line breaks of a multi-line message (each becomes an indented line). */
export const escapeTextLines = (s: string): string[] => s.split('\n').map((l) => l.replace(CONTROL, hex));

/** A random token for `::stop-commands::`: no PR string can guess it to resume commands. */
export function stopCommandsToken(): string {
  return `upgrade-gate-${crypto.randomUUID()}`;
}

/** How a printed report is written, so `##[` can be broken without changing what it says. */
export type PrintedKind = 'text' | 'markdown' | 'json';

/**
 * `##[` broken in every line: the runner runs a legacy `##[command]` found anywhere in a line
 * (`ActionCommand.TryParse`: `message.IndexOf("##[")`, actions/runner src/Runner.Common/ActionCommand.cs;
 * tried after the `::` form, in ActionCommandManager.TryProcessCommand), `##[stop-commands]` among
 * them. The break is visible ASCII (an invisible character could be ignored by .NET's culture-aware
 * `IndexOf`) and keeps the meaning: in JSON (json, SARIF; `#` only ever stands in a string) the
 * first `#` becomes the escape `\u0023`, the same string once parsed; in markdown the second becomes
 * `\#`, which renders `#`; in text `#\u{23}[`, as the text report shows characters it will not print.
 */
export function breakLegacyCommands(text: string, kind: PrintedKind): string {
  if (kind === 'json') return text.replace(/#(?=#\[)/g, '\\u0023');
  return text.replace(/##\[/g, kind === 'markdown' ? '#\\#[' : '#\\u{23}[');
}

/**
 * Text for a GitHub Actions log: when GITHUB_ACTIONS=true, every `##[` broken (breakLegacyCommands)
 * and the whole wrapped in `::stop-commands::<token>` … `::<token>::`, so no line of it (a PR's
 * `::error::`, `::add-mask::`, legacy `##[…]` anywhere in a line) is a workflow command; unchanged
 * elsewhere.
 */
export function guardForActions(
  text: string,
  kind: PrintedKind = 'text',
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (env.GITHUB_ACTIONS !== 'true' || !text) return text;
  const token = stopCommandsToken();
  const safe = breakLegacyCommands(text, kind);
  return `::stop-commands::${token}\n${safe}${safe.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}
