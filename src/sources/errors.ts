/** A side could not be read (missing revision, unreadable directory): exit code 2, with what to do. */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}
