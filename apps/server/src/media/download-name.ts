/**
 * Content-Disposition for saving a stored file: its key's last segment as the name. Keys are
 * checked to letters, digits, dot, dash and underscore before this, and anything else is replaced
 * anyway, so the header can carry neither quotes nor line breaks.
 */
export function attachmentDisposition(key: string): string {
  const name = (key.split('/').pop() ?? '').replace(/[^A-Za-z0-9._-]/g, '_') || 'download';
  return `attachment; filename="${name}"`;
}
