import { networkOfAddress } from '../../primitives/networks';

/**
 * The text form of a Sign in with Bitcoin message: the CAIP-122 data model
 * (https://chainagnostic.org/CAIPs/caip-122) laid out as the EIP-4361 message
 * (https://eips.ethereum.org/EIPS/eip-4361#message-format), with "Bitcoin" as the account kind
 * and a CAIP-2 `bip122:` chain id. Pure text: no signing, clock or network here.
 */
export interface SignInFields {
  /** RFC 3986 authority asking for the signature: a host and optional port, never a scheme. */
  domain: string;
  /** The Bitcoin address that signs, as CAIP-10's account part (no chain id). */
  address: string;
  /** One line of printable ASCII (CAIP-122: a human-readable ASCII assertion without `\n`). */
  statement?: string;
  /** Absolute RFC 3986 URI of the resource being signed in to. */
  uri: string;
  version: '1';
  /** CAIP-2 chain id: `bip122:` + the first 32 hex characters of the genesis block hash. */
  chainId: string;
  /** At least 8 letters or digits (EIP-4361 `nonce = 8*( ALPHA / DIGIT )`). */
  nonce: string;
  /** RFC 3339 date-time strings (the ISO 8601 profile), e.g. `2024-05-01T12:00:00Z`. */
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  /** RFC 3986 `pchar`s identifying the request in the relying party's system. */
  requestId?: string;
  /** Absolute URIs the signer wants resolved as part of the sign-in. */
  resources?: string[];
}

/** Which field is wrong and why, in words a developer can act on. */
export interface SignInFieldProblem {
  field: keyof SignInFields | 'message';
  problem: string;
}

export type SignInParseResult = { fields: SignInFields } | SignInFieldProblem;

/** Longer texts are refused before any parsing, so hostile input costs a bounded amount of work. */
export const MAX_SIGN_IN_MESSAGE_LENGTH = 64 * 1024;

const HEADER_SUFFIX = ' wants you to sign in with your Bitcoin account:';

// RFC 3986 host (reg-name of DNS labels, which also covers IPv4, or a bracketed IPv6 literal)
// and an optional port. userinfo is left out on purpose: `user@host` only helps phishing.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DOMAIN_RE = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9A-Fa-f:.]+\\])(?::([0-9]{1,5}))?$`);
const PRINTABLE_ASCII_RE = /^[\x20-\x7E]+$/;
// RFC 3986 absolute URI: a scheme, a colon, then visible ASCII only (no spaces or controls).
const ABSOLUTE_URI_RE = /^[A-Za-z][A-Za-z0-9+.-]*:[\x21-\x7E]+$/;
const CHAIN_ID_RE = /^bip122:[0-9a-f]{32}$/;
const NONCE_RE = /^[A-Za-z0-9]{8,}$/;
// RFC 3986 pchar = unreserved / pct-encoded / sub-delims / ":" / "@".
const REQUEST_ID_RE = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;
// RFC 3339 §5.6 date-time with upper-case `T` and `Z` (the form `Date#toISOString` writes).
const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** Milliseconds since the epoch of an RFC 3339 date-time, or undefined when it is not one. */
export function dateTimeToMillis(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DATE_TIME_RE.exec(value);
  if (!match) return undefined;
  const part = (index: number) => Number(match[index] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const [fraction, sign, offsetHours, offsetMinutes] = [match[7] ?? '', match[8], part(9), part(10)];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 onto 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined; // e.g. 30 February
  date.setUTCHours(hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return date.getTime() - offset;
}

function isAbsoluteUri(value: unknown): value is string {
  if (typeof value !== 'string' || !ABSOLUTE_URI_RE.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function domainProblem(domain: unknown): string | undefined {
  if (typeof domain !== 'string' || domain === '') return 'The domain must be a non-empty host name.';
  if (domain.includes('://')) return 'The domain is a host such as example.com, without a scheme.';
  const match = DOMAIN_RE.exec(domain);
  if (!match) return 'The domain must be a host name with an optional :port.';
  const port = match[1];
  if (port !== undefined && Number(port) > 65535) return 'The domain port must be at most 65535.';
  // RFC 1035 §2.3.4: a name is at most 253 characters in text form.
  if (domain.length - (port === undefined ? 0 : port.length + 1) > 253) return 'The domain name is too long.';
  return undefined;
}

function dateProblem(field: string, value: unknown, optional: boolean): string | undefined {
  if (value === undefined && optional) return undefined;
  if (dateTimeToMillis(value) === undefined) {
    return `${field} must be an ISO 8601 / RFC 3339 date-time such as 2024-05-01T12:00:00Z.`;
  }
  return undefined;
}

/**
 * The first problem with a set of fields, or undefined when they can be signed as they are.
 * Creating and parsing share this, so a parsed message satisfies exactly what creation demands.
 */
export function signInFieldProblem(fields: SignInFields): SignInFieldProblem | undefined {
  const f = fields as unknown as Record<string, unknown>;
  const fail = (field: keyof SignInFields, problem: string) => ({ field, problem });

  const domain = domainProblem(f.domain);
  if (domain) return fail('domain', domain);
  const address = f.address;
  if (typeof address !== 'string' || address !== address.trim() || networkOfAddress(address) === undefined) {
    return fail('address', 'The address is not a valid Bitcoin address.');
  }
  if (
    f.statement !== undefined &&
    (typeof f.statement !== 'string' || !PRINTABLE_ASCII_RE.test(f.statement))
  ) {
    return fail('statement', 'The statement must be one non-empty line of printable ASCII.');
  }
  if (!isAbsoluteUri(f.uri))
    return fail('uri', 'The URI must be an absolute URI such as https://example.com/.');
  if (f.version !== '1') return fail('version', 'The version must be "1".');
  if (typeof f.chainId !== 'string' || !CHAIN_ID_RE.test(f.chainId)) {
    return fail('chainId', 'The chain id must be bip122: followed by 32 lower-case hex characters.');
  }
  if (typeof f.nonce !== 'string' || !NONCE_RE.test(f.nonce)) {
    return fail('nonce', 'The nonce must be at least 8 letters or digits.');
  }
  const dates = [
    ['issuedAt', dateProblem('Issued At', f.issuedAt, false)],
    ['expirationTime', dateProblem('Expiration Time', f.expirationTime, true)],
    ['notBefore', dateProblem('Not Before', f.notBefore, true)],
  ] as const;
  for (const [field, problem] of dates) if (problem) return fail(field, problem);
  const issuedAt = dateTimeToMillis(f.issuedAt) as number;
  const expiration = dateTimeToMillis(f.expirationTime);
  const notBefore = dateTimeToMillis(f.notBefore);
  if (expiration !== undefined && expiration <= issuedAt) {
    return fail('expirationTime', 'The expiration time must be after the issue time.');
  }
  if (expiration !== undefined && notBefore !== undefined && expiration <= notBefore) {
    return fail('notBefore', 'The not-before time must be before the expiration time.');
  }
  if (f.requestId !== undefined && (typeof f.requestId !== 'string' || !REQUEST_ID_RE.test(f.requestId))) {
    return fail('requestId', 'The request id must be non-empty RFC 3986 path characters.');
  }
  if (f.resources !== undefined) {
    const resources = f.resources;
    if (!Array.isArray(resources) || resources.length === 0 || !resources.every(isAbsoluteUri)) {
      return fail('resources', 'Resources must be a non-empty list of absolute URIs.');
    }
  }
  return undefined;
}

/** The message text of valid fields (check them with `signInFieldProblem` first). */
export function formatSignInMessage(fields: SignInFields): string {
  const lines = [`${fields.domain}${HEADER_SUFFIX}`, fields.address, ''];
  // EIP-4361: `address LF LF [ statement LF ] LF`, so no statement leaves two empty lines.
  lines.push(...(fields.statement === undefined ? [''] : [fields.statement, '']));
  lines.push(
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  );
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`);
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`);
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`);
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((uri) => `- ${uri}`));
  return lines.join('\n');
}

/**
 * Reads a message strictly: every line in its place, every field valid, and the fields must
 * format back to exactly the same text, so nothing can ride along that the signer did not see
 * as a field (no extra lines, trailing newline, `\r`, duplicate or reordered fields).
 * Never throws.
 */
export function parseSignInMessage(text: unknown): SignInParseResult {
  const malformed = (problem: string): SignInFieldProblem => ({ field: 'message', problem });
  if (typeof text !== 'string') return malformed('The message must be text.');
  if (text.length > MAX_SIGN_IN_MESSAGE_LENGTH) return malformed('The message is too long.');
  const lines = text.split('\n');
  let at = 0;
  const next = () => lines[at++];
  const tagged = (tag: string): string | undefined => {
    const line = lines[at];
    if (line === undefined || !line.startsWith(tag)) return undefined;
    at++;
    return line.slice(tag.length);
  };

  const header = next() ?? '';
  if (!header.endsWith(HEADER_SUFFIX)) return malformed('The first line is not a Bitcoin sign-in request.');
  const domain = header.slice(0, -HEADER_SUFFIX.length);
  const address = next();
  if (address === undefined || next() !== '') return malformed('The address line is missing.');
  let statement: string | undefined;
  const afterAddress = next();
  if (afterAddress === undefined) return malformed('The message ends after the address.');
  if (afterAddress !== '') {
    statement = afterAddress;
    if (next() !== '') return malformed('The statement must be one line followed by an empty line.');
  }
  const uri = tagged('URI: ');
  const version = tagged('Version: ');
  const chainId = tagged('Chain ID: ');
  const nonce = tagged('Nonce: ');
  const issuedAt = tagged('Issued At: ');
  if (
    uri === undefined ||
    version === undefined ||
    chainId === undefined ||
    nonce === undefined ||
    issuedAt === undefined
  ) {
    return malformed('URI, Version, Chain ID, Nonce and Issued At must follow, in that order.');
  }
  const fields: SignInFields = { domain, address, uri, version: version as '1', chainId, nonce, issuedAt };
  if (statement !== undefined) fields.statement = statement;
  const expirationTime = tagged('Expiration Time: ');
  if (expirationTime !== undefined) fields.expirationTime = expirationTime;
  const notBefore = tagged('Not Before: ');
  if (notBefore !== undefined) fields.notBefore = notBefore;
  const requestId = tagged('Request ID: ');
  if (requestId !== undefined) fields.requestId = requestId;
  if (lines[at] === 'Resources:') {
    at++;
    const resources: string[] = [];
    for (let uri = tagged('- '); uri !== undefined; uri = tagged('- ')) resources.push(uri);
    fields.resources = resources;
  }
  if (at !== lines.length) return malformed(`Unexpected text on line ${at + 1}.`);

  const problem = signInFieldProblem(fields);
  if (problem) return problem;
  if (formatSignInMessage(fields) !== text) return malformed('The message is not in canonical form.');
  return { fields };
}
