import { availableParallelism } from 'node:os';

/**
 * Browser test files run side by side, a server and a Chromium per worker. More workers than
 * cores only wait for each other, and past two a worker's Chromium and server fill a core.
 */
export function e2eWorkers(): number {
  return Math.max(1, Math.min(availableParallelism(), 2));
}
