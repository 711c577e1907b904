/**
 * The one way the charts pack reaches the network: GET over HTTP(S) with a timeout per attempt,
 * bounded retries (network errors, 429 and 5xx), a cap on the body read, and credentials only
 * from the environment variables the config names (never printed: errors say the URL's origin and
 * path, never a header).
 */
export interface HttpOptions {
  timeoutMs: number;
  /** Attempts after the first one. */
  retries: number;
  /** Bytes the body may hold; a longer one is refused. */
  maxBytes: number;
  headers?: Record<string, string>;
}

export class FetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly wwwAuthenticate?: string,
    /** Not worth another attempt (too large). */
    readonly final = false,
  ) {
    super(message);
  }
}

/** The URL as a report may show it: no credentials, no query. */
export function shown(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(an invalid URL)';
  }
}

async function readCapped(res: Response, maxBytes: number, url: string): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > maxBytes)
    throw new FetchError(
      `${shown(url)} is ${declared} bytes, over the ${maxBytes} bytes allowed`,
      undefined,
      undefined,
      true,
    );
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FetchError(`${shown(url)} is over the ${maxBytes} bytes allowed`, undefined, undefined, true);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function once(url: string, opts: HttpOptions): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: opts.headers ?? {},
      redirect: 'follow',
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const why =
      e.name === 'TimeoutError' ? `no answer within ${opts.timeoutMs} ms` : (e.cause?.code ?? e.message);
    throw new FetchError(`${shown(url)}: ${why}`);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new FetchError(
      `${shown(url)}: HTTP ${res.status}`,
      res.status,
      res.headers.get('www-authenticate') ?? undefined,
    );
  }
  return readCapped(res, opts.maxBytes, url);
}

const retriable = (e: FetchError) => e.status === undefined || e.status === 429 || e.status >= 500;

/** GET `url`, retried on network errors, 429 and 5xx; only http: and https: URLs. */
export async function get(url: string, opts: HttpOptions): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new FetchError(`${shown(url)}: only http and https URLs are fetched`);
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(url, opts);
    } catch (err) {
      const e = err instanceof FetchError ? err : new FetchError(String(err));
      if (e.final || !retriable(e) || attempt >= opts.retries) throw e;
      await wait(100 * 4 ** attempt);
    }
  }
}
