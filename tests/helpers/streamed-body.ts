/**
 * A request body sent in chunks with no Content-Length (as `Transfer-Encoding: chunked`
 * arrives), produced only as the server reads it, so a test can tell how much was read.
 */
export function streamedBody(totalBytes: number, chunkBytes = 64 * 1024) {
  let produced = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= totalBytes) return controller.close();
        produced += chunkBytes;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, bytesRead: () => produced };
}

/** The request options a streamed body needs (Node's fetch requires `duplex` for streams). */
export const streamInit = (stream: ReadableStream<Uint8Array>) =>
  ({ body: stream, duplex: "half" }) as { body: BodyInit };
