import type { Download, Request } from 'playwright-core';
import type { AppUser } from './driver.ts';

/** Browser-test helpers that count what the app sends and saves while a person acts. */

/** The product API calls this page makes from now on with a method and a path ending so. */
export function recordCalls(user: AppUser, method: string, pathEnd: string | RegExp): Request[] {
  const calls: Request[] = [];
  user.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const matches =
      typeof pathEnd === 'string' ? pathname.endsWith(pathEnd) : pathEnd.test(pathname);
    if (request.method() === method && matches) calls.push(request);
  });
  return calls;
}

/** The files this page downloads from now on. */
export function recordDownloads(user: AppUser): Download[] {
  const downloads: Download[] = [];
  user.page.on('download', (download) => downloads.push(download));
  return downloads;
}
