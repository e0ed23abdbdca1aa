/** The rule of the database’s check constraint (migration 012). */
const HTTPS_ADDRESS = /^https:\/\/[^/?#@\s]+([/?#]\S*)?$/i;

/**
 * A client group's file-transfer page is framed in the web app, so only an https address may be
 * stored or served: no `javascript:`, `data:` or plain http, and no user name or password in it.
 * The database holds the same rule as a check constraint (migration 012).
 */
export function isFileTransferAddress(value: string): boolean {
  // Read as written: the URL parser would forgive leading spaces and control characters.
  if (!HTTPS_ADDRESS.test(value)) return false;
  let address: URL;
  try {
    address = new URL(value);
  } catch {
    return false;
  }
  return (
    address.protocol === 'https:' &&
    address.hostname !== '' &&
    address.username === '' &&
    address.password === ''
  );
}

/** The stored address as it may be served; anything else reads as none (the default page). */
export function servedFileTransferAddress(value: string | null): string | null {
  return value !== null && isFileTransferAddress(value) ? value : null;
}
