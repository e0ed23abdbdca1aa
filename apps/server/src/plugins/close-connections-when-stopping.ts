import fp from 'fastify-plugin';

/**
 * Once the server is closing, every answer still going out closes its connection. Node closes
 * the connections idle when `close()` begins; one that turns idle after it, kept alive for the
 * next request, would hold the close open until its keep-alive timeout.
 */
export const closeConnectionsWhenStopping = fp(async (app) => {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });
});
