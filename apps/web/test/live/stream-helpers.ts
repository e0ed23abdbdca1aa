/** A streamed answer the test writes to as it goes: `send` text, then `end` or `fail`. */
export function streamedResponse(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

export type Streamed = ReturnType<typeof streamedResponse>;

/** One SSE message as the server writes it. */
export const sse = (id: number, type: string, data: unknown) =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/** Resolves once `check` holds, trying after each turn of the event loop. */
export async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1_000; turn += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('The condition never held');
}
