/**
 * Refuses an admin page or call; the admin plugin answers it with a page in the viewer's
 * language: 404 for what is outside the viewer's reach, 403 for staff inside it, 400 for a
 * malformed request (a form that does not parse, an id that is no number).
 */
export class AdminPageError extends Error {
  constructor(readonly statusCode: 400 | 403 | 404) {
    super(`Admin page refused with ${statusCode}`);
  }
}
