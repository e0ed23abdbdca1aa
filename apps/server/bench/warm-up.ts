/** Calls, and replays, before a call's timed ones. */
const WARM_UP = 50;

/**
 * Runs a call and its bare replay in turns until both are warm: the caches, the planner and the
 * compiled JavaScript of a server that has answered such calls before. With one call to warm up,
 * a route's first timed calls ran in V8's unoptimised tiers and a 2 ms call's median swung by a
 * third between runs.
 */
export async function warmUp(call: () => Promise<unknown>, replay: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) {
    await call();
    await replay();
  }
}
