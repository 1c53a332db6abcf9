import { createServer, request as httpRequest, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { countServerRequests, requestsInFlight, untilQuiet } from "./load";

/** A server whose responses wait until the test ends them; its requests counted as in production. */
async function heldServer() {
  countServerRequests();
  const held: ServerResponse[] = [];
  const arrived: (() => void)[] = [];
  const server = createServer((_request, response) => {
    held.push(response);
    arrived.shift()?.();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const send = () => {
    const reached = new Promise<void>((resolve) => arrived.push(resolve));
    const request = httpRequest({ host: "127.0.0.1", port, path: "/results/x" });
    request.on("error", () => {});
    request.on("response", (response) => response.resume());
    request.end();
    return { request, reached };
  };
  return { server, held, send };
}

const closed = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("requests in flight, counted at the HTTP server", () => {
  it("counts any request (a page too) until its response ends, and wakes the waiting workers then", async () => {
    const { server, held, send } = await heldServer();
    try {
      const page = send();
      await page.reached;
      expect(requestsInFlight()).toBe(1);
      let quiet = false;
      const waited = untilQuiet(10_000).then(() => (quiet = true));
      await closed();
      expect(quiet).toBe(false);
      held[0]!.end("ok");
      await waited;
      expect(requestsInFlight()).toBe(0);
    } finally {
      server.close();
    }
  });

  it("stops counting a request whose client went away before the answer", async () => {
    const { server, send } = await heldServer();
    try {
      const page = send();
      await page.reached;
      expect(requestsInFlight()).toBe(1);
      page.request.destroy();
      await closed();
      expect(requestsInFlight()).toBe(0);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
