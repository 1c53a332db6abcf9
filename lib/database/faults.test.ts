import "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { startTcpProxy } from "@/tests/fakes/tcp-proxy";

/**
 * The database goes away and comes back (PostgreSQL only: the embedded PGlite lives in the
 * process and cannot go away). Requests meanwhile get 503 with a message; the app recovers
 * without a restart and no acknowledged assessment is lost.
 */
const postgresUrl = process.env.DATABASE_URL;
const proxy = postgresUrl
  ? await startTcpProxy(new URL(postgresUrl).hostname, Number(new URL(postgresUrl).port || 5432))
  : null;
if (postgresUrl && proxy) {
  const viaProxy = new URL(postgresUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  process.env.DATABASE_URL = viaProxy.toString();
}

const { POST } = await import("@/app/api/assessments/route");
const { GET: health } = await import("@/app/api/health/route");
const { db } = await import("@/lib/db");
const { makeAnswers } = await import("@/lib/scoring/test-answers");
const { jest } = await import("@jest/globals");

afterAll(() => proxy?.close());

let ip = 0;
const submit = () =>
  POST(
    new NextRequest("http://localhost/api/assessments", {
      method: "POST",
      body: JSON.stringify(makeAnswers()),
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++ip}` },
    }),
    { params: Promise.resolve({}) },
  );

(proxy ? it : it.skip)(
  "answers 503 while PostgreSQL is unreachable and recovers without a restart",
  async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const stored: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await submit();
      expect(res.status).toBe(201);
      stored.push((await res.json()).assessmentId);
    }

    proxy!.cut();
    for (let i = 0; i < 3; i++) {
      const res = await submit();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBeTruthy();
      expect((await res.json()).message).toMatch(/temporarily unavailable/);
    }
    const down = await health(new NextRequest("http://localhost/api/health"), {
      params: Promise.resolve({}),
    });
    expect(down.status).toBe(503);

    proxy!.restore();
    const res = await submit();
    expect(res.status).toBe(201);
    stored.push((await res.json()).assessmentId);

    const rows = await db.assessment.findMany({ select: { id: true } });
    expect(rows.map((r) => r.id).sort()).toEqual(stored.sort());
    jest.restoreAllMocks();
  },
  60_000,
);
