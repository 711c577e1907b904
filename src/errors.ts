/** A problem with how the gate was called or configured: exit code 2, with what to do. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** What the user should do about it. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Message and hint of any error, for printing. */
export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const hint = (err as { hint?: unknown }).hint;
    return typeof hint === 'string' && hint ? `${err.message}\n  ${hint}` : err.message;
  }
  return String(err);
}
