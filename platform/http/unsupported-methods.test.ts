import http from "node:http";
import type { AddressInfo } from "node:net";
import { refuseUnsupportedMethods } from "./unsupported-methods";

/** A server whose handler fails like Next's does on TRACE; the requests it was handed. */
async function serverThatFailsOnTrace() {
  const handled: string[] = [];
  const server = http.createServer((request, response) => {
    handled.push(request.method ?? "");
    if (request.method === "TRACE") throw new Error("'TRACE' HTTP method is unsupported.");
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const send = (method: string) =>
    new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path: "/results/x" });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode!, allow: response.headers.allow, body }),
        );
      });
      request.on("error", reject);
      request.end();
    });
  return { handled, send, close: () => new Promise((resolve) => server.close(resolve)) };
}

it("answers TRACE with 405 and the methods allowed, before the app sees it", async () => {
  refuseUnsupportedMethods();
  refuseUnsupportedMethods(); // a second call changes nothing
  const server = await serverThatFailsOnTrace();
  try {
    const answer = await server.send("TRACE");
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(JSON.parse(answer.body)).toMatchObject({
      error: { code: "method_not_allowed" },
      message: "TRACE is not supported.",
    });
    expect(await server.send("GET")).toMatchObject({ status: 200, body: "ok" });
    expect(server.handled).toEqual(["GET"]);
  } finally {
    await server.close();
  }
});
