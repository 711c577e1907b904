/** Credentials for chart repositories, only from environment variables the base config names. */
import { asRecord } from '../values.js';

export interface ChartCredential {
  /** URL prefix the credential is sent to. */
  url: string;
  usernameEnv?: string;
  passwordEnv?: string;
  tokenEnv?: string;
}

/** `charts.credentials` of the config (validated by the schema). */
export function credentialsOf(section: Record<string, unknown> | undefined): ChartCredential[] {
  const list = Array.isArray(section?.credentials) ? section.credentials : [];
  return list.map((c) => asRecord(c) as unknown as ChartCredential).filter((c) => typeof c.url === 'string');
}

const under = (url: string, prefix: string) =>
  url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The Authorization header for a URL, when a configured credential covers it and its variables are set. */
export function authorizationFor(
  url: string,
  creds: readonly ChartCredential[],
  env: NodeJS.ProcessEnv,
): string | undefined {
  const c = creds.find((x) => under(url, x.url.replace(/^oci:\/\//, 'https://')) || under(url, x.url));
  if (!c) return undefined;
  const token = c.tokenEnv ? env[c.tokenEnv] : undefined;
  if (token) return `Bearer ${token}`;
  const user = c.usernameEnv ? env[c.usernameEnv] : undefined;
  const pass = c.passwordEnv ? env[c.passwordEnv] : undefined;
  return user !== undefined && pass !== undefined
    ? `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`
    : undefined;
}
