import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { markIfUnavailable } from "./errors";
import { answerOutagesWith503, OUTAGE_RETRY_AFTER_SECONDS } from "./outage-status";

/**
 * A real Node HTTP server standing in for Next: the page's query fails some awaits into the
 * request, passes through markIfUnavailable as every query does (platform/db/index.ts), and the server
 * answers the error boundary with 500 as Next does. The production build's own check is the
 * outage phase of `npm run bench:attack`.
 */
const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

type Page = "outage" | "bug" | "outage handled";

async function render(page: Page): Promise<number> {
  await sleep(5);
  await Promise.resolve();
  try {
    if (page === "bug") throw new TypeError("x is undefined");
    throw markIfUnavailable(refused());
  } catch (error) {
    if (page === "outage handled") return 200; // the page shows something else: no error
    void error;
    return 500;
  }
}

let server: http.Server;
let base: string;

beforeAll(async () => {
  answerOutagesWith503();
  server = http.createServer((request, response) => {
    const page = new URL(request.url!, "http://x").searchParams.get("page") as Page;
    void render(page).then((status) => {
      response.statusCode = status;
      response.setHeader("content-type", "text/html");
      // The first write sends the head (Node's implicit writeHead), as Next's streaming does.
      response.write("<!DOCTYPE html><p>");
      response.end(status === 500 ? "Briefly unavailable</p>" : "ok</p>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (page: Page) => {
  const response = await fetch(`${base}/?page=${encodeURIComponent(page)}`);
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    text: await response.text(),
  };
};

it("answers 503 with the API's Retry-After when the database failed the page", async () => {
  const answer = await get("outage");
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
  expect(answer.text).toContain("Briefly unavailable");
});

it("keeps 500 for any other failure, and leaves a page that handled the outage alone", async () => {
  expect(await get("bug")).toMatchObject({ status: 500, retryAfter: null });
  expect(await get("outage handled")).toMatchObject({ status: 200, retryAfter: null });
});

it("marks only the request whose query failed, among requests served at the same time", async () => {
  const pages: Page[] = ["bug", "outage", "bug", "outage", "outage handled", "bug"];
  const answers = await Promise.all(pages.map(get));
  expect(answers.map((a) => a.status)).toEqual([500, 503, 500, 503, 200, 500]);
});

it("marks no later request on the same kept-alive connection", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const statuses: number[] = [];
  const sockets = new Set<unknown>();
  for (const page of ["outage", "bug", "outage handled"] as Page[]) {
    statuses.push(
      await new Promise<number>((resolve, reject) => {
        http
          .get(`${base}/?page=${encodeURIComponent(page)}`, { agent }, (response) => {
            sockets.add(response.socket);
            response.resume().on("end", () => resolve(response.statusCode!));
          })
          .on("error", reject);
      }),
    );
  }
  agent.destroy();
  expect(sockets.size).toBe(1);
  expect(statuses).toEqual([503, 500, 200]);
});
