import type { FastifyRequest } from 'fastify';

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether a form post (the sign-in form, the sign-out confirmation) comes from this site. A form
 * posted from another site would sign the browser in to someone else's account, or out. Fetch
 * Metadata decides where the browser sends it; otherwise the Origin header, or failing that the
 * Referer, must be the public origin. A request carrying none of them, or `Origin: null`, is
 * refused: every browser in use sends at least one of them with a form post.
 */
export function comesFromThisSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin;
  const referer = request.headers.referer;
  return referer !== undefined && originOf(referer) === publicOrigin;
}
