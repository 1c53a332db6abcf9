import "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { GET } from "./route";

it("reports the database as reachable", async () => {
  const res = await GET(new NextRequest("http://localhost/api/health"), {
    params: Promise.resolve({}),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const body = await res.json();
  expect(body.status).toBe("ok");
  expect(body.database.ok).toBe(true);
  expect(["pglite", "postgres"]).toContain(body.database.kind);
});
