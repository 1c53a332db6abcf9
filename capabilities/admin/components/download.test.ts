import { jest } from "@jest/globals";
import { downloadExport } from "./download";

/** A 200 response whose body sends `sent` and then fails, as an aborted download does. */
function failingDownload(sent: string, failure: Error): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(sent));
    },
    pull(controller) {
      controller.error(failure);
    },
  });
  return new Response(body, {
    status: 200,
    headers: { "content-disposition": 'attachment; filename="ai-readiness-standard.json"' },
  });
}

afterEach(() => jest.restoreAllMocks());

describe("downloadExport", () => {
  it("fails, saving nothing, when the download breaks off mid-stream", async () => {
    const failure = new TypeError("terminated");
    jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(failingDownload('{"summary":{},"data":[{"id":"a"}', failure));
    // Saving the file needs `document`, absent here: reaching it would fail otherwise.
    await expect(downloadExport("json", "standard")).rejects.toBe(failure);
  });
});
