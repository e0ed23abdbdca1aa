import fp from 'fastify-plugin';
import type { Socket } from 'node:net';

/** How long a connection opened while the server stops has to start its request. */
const FIRST_BYTE_WHILE_STOPPING_MS = 1_000;

/**
 * Once the server is closing, every answer still going out closes its connection. Node closes
 * the connections idle when `close()` begins; one that turns idle after it, kept alive for the
 * next request, would hold the close open until its keep-alive timeout.
 *
 * A connection that has not sent a byte (a browser's or fetch's spare, opened ahead of a request
 * that never came) is not idle to Node either, and would hold the close open until the headers
 * timeout, a minute or more: those are closed as idle ones are.
 */
export const closeConnectionsWhenStopping = fp(async (app) => {
  let stopping = false;
  const open = new Set<Socket>();
  const closeIfSilent = (socket: Socket) => {
    if (socket.bytesRead === 0) socket.destroy();
  };

  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    if (stopping) setTimeout(() => closeIfSilent(socket), FIRST_BYTE_WHILE_STOPPING_MS).unref();
  });
  app.addHook('preClose', async () => {
    stopping = true;
    for (const socket of open) closeIfSilent(socket);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });
});
