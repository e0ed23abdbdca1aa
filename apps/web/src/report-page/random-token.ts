/**
 * A random token of `bytes` bytes in base64url. crypto.getRandomValues works on plain http too,
 * where randomUUID does not exist.
 */
export function randomToken(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = '';
  for (const value of values) binary += String.fromCharCode(value);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
