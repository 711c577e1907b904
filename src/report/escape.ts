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

/**
 * Text for a GitHub Actions log: when GITHUB_ACTIONS=true, wrapped in `::stop-commands::<token>` …
 * `::<token>::` so no line of it (a PR's `::error::`, `::add-mask::`, legacy `##[…]`) is a
 * workflow command; unchanged elsewhere.
 */
export function guardForActions(text: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.GITHUB_ACTIONS !== 'true' || !text) return text;
  const token = stopCommandsToken();
  return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}
