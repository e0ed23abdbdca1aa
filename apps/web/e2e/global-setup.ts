import type { TestProject } from 'vitest/node';
import { signInEveryone, type IdentityCookies } from './saved-sign-in.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Each demo person's identity session, signed in once through the login page. */
    identityCookies: IdentityCookies;
    /** The demo's media files, drawn once: servers of their own for some tests use them too. */
    demoMediaDir: string;
  }
}

/** One real server for every browser test: started once, stopped at the end. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  try {
    project.provide('baseUrl', server.baseUrl);
    project.provide('demoMediaDir', server.mediaDir);
    project.provide('identityCookies', await signInEveryone(server.baseUrl));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
