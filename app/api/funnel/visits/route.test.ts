import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { db } from "@/platform/db";
import { POST } from "./route";

let client = 0;
const visit = (body: unknown, ip = `10.2.0.${++client % 250}`) =>
  POST(
    new NextRequest("http://localhost/api/funnel/visits", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }),
    { params: Promise.resolve({}) },
  );

beforeEach(resetData);

describe("POST /api/funnel/visits", () => {
  it("adds views to today's total per page, chapter and source, storing nothing about the visitor", async () => {
    expect(
      (await visit({ path: "/", utm_source: "LinkedIn", chapter: "vancouver-island" })).status,
    ).toBe(204);
    await visit({ path: "/", utm_source: "linkedin", chapter: "vancouver-island" });
    await visit({ path: "/", referrer: "https://www.google.com/search?q=ai" });
    await visit({ path: "/assessment/step-2" });
    const rows = await db.visitCount.findMany({ orderBy: [{ path: "asc" }, { source: "asc" }] });
    expect(
      rows.map(({ path, chapter, source, count }) => ({ path, chapter, source, count })),
    ).toEqual([
      { path: "/", chapter: "", source: "google.com", count: 1 },
      { path: "/", chapter: "vancouver-island", source: "linkedin", count: 2 },
      { path: "/assessment/step-2", chapter: "", source: "direct", count: 1 },
    ]);
    const columns = Object.keys(rows[0]);
    expect(columns.sort()).toEqual(["chapter", "count", "day", "path", "source"]);
  });

  it("refuses pages it does not count, and an unknown chapter counts as none", async () => {
    const res = await visit({ path: "/admin" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.path).toBe("Unknown page");
    await visit({ path: "/", chapter: "toronto" });
    expect((await db.visitCount.findFirstOrThrow()).chapter).toBe("");
  });

  it("limits one client's views", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await visit({ path: "/" }, "10.3.3.3")).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
