import { jest } from "@jest/globals";
import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { z } from "zod";
import { issueApiToken } from "@/platform/auth/session";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { json, route } from "@/platform/http";

const echo = route(
  {
    access: "public",
    body: z.object({ name: z.string().min(1, "Name is required"), age: z.number() }),
    maxBodyBytes: 200,
  },
  async ({ body }) => json({ hello: body.name }),
);
const adminOnly = route({ access: "admin" }, async ({ caller }) => json({ admin: caller.email }));
const userOnly = route({ access: "user" }, async ({ caller }) => json({ user: caller.email }));
const passwordChange = route({ access: "user", duringPasswordChange: true }, async ({ caller }) =>
  json({ changing: caller.email }),
);

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost/api/echo", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });
}
function get(token?: string) {
  return new NextRequest("http://localhost/api/x", {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
const noParams = { params: Promise.resolve({}) };

async function userWithToken(role: "user" | "admin") {
  const user = await db.user.create({
    data: { email: `${role}-${Date.now()}@example.com`, password: "x", role },
  });
  // An admin's session has proven a second factor: without one the admin role does not hold.
  const token = await issueApiToken({ sub: user.id, sv: user.sessionVersion }, role === "admin");
  return { user, token };
}

beforeEach(resetData);

describe("body handling", () => {
  it("passes a valid body to the handler", async () => {
    const res = await echo(post(JSON.stringify({ name: "Ada", age: 36 })), noParams);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: "Ada" });
  });

  it("answers malformed JSON with 400 and a message", async () => {
    const res = await echo(post("{name: "), noParams);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe("The request body is not valid JSON.");
    expect(body.error.code).toBe("bad_request");
  });

  it.each([
    ["in a value", '{"name":"\\ud800","age":1}'],
    ["in a nested key", '{"name":"Ada","age":1,"extra":["ok",{"\\udfff":"x"}]}'],
  ])("refuses a lone UTF-16 surrogate %s with 400, not 500", async (_, text) => {
    const res = await echo(post(text), noParams);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "bad_request" },
      message: "Please remove unsupported characters.",
    });
    // A whole pair is text like any other.
    const pair = await echo(post('{"name":"\\ud83d\\ude00","age":1}'), noParams);
    expect(await pair.json()).toEqual({ hello: "😀" });
  });

  it("answers an empty body with 400", async () => {
    const res = await echo(post(""), noParams);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/body is required/);
  });

  it("refuses a body over the limit with 413, whatever content-length says", async () => {
    const big = JSON.stringify({ name: "x".repeat(500), age: 1 });
    const res = await echo(post(big, { "content-length": "10" }), noParams);
    expect(res.status).toBe(413);
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""])(
    "refuses a %j body with 415 before reading it, though it holds valid JSON",
    async (type) => {
      const res = await echo(
        post(JSON.stringify({ name: "Ada", age: 36 }), { "content-type": type }),
        noParams,
      );
      expect(res.status).toBe(415);
      const body = await res.json();
      expect(body.error.code).toBe("unsupported_media_type");
      expect(body.message).toBe(
        "Send the request body as JSON with the header Content-Type: application/json.",
      );
    },
  );

  it("reads application/json with a charset", async () => {
    const res = await echo(
      post(JSON.stringify({ name: "Ada", age: 36 }), {
        "content-type": "Application/JSON; charset=utf-8",
      }),
      noParams,
    );
    expect(res.status).toBe(200);
  });

  it("answers a schema violation with 400 and the schema's message per field", async () => {
    const res = await echo(post(JSON.stringify({ name: "", age: "old" })), noParams);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe("Name is required");
    expect(body.error.fields.name).toBe("Name is required");
    expect(body.error.fields.age).toBeDefined();
  });
});

describe("access", () => {
  it("answers 401 to an anonymous caller of a user or admin route", async () => {
    expect((await adminOnly(get(), noParams)).status).toBe(401);
    expect((await userOnly(get(), noParams)).status).toBe(401);
  });

  it("answers 403 to a signed-in user on an admin route, 200 on a user route", async () => {
    const { token, user } = await userWithToken("user");
    expect((await adminOnly(get(token), noParams)).status).toBe(403);
    const res = await userOnly(get(token), noParams);
    expect(await res.json()).toEqual({ user: user.email });
  });

  it("lets an admin in", async () => {
    const { token, user } = await userWithToken("admin");
    const res = await adminOnly(get(token), noParams);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ admin: user.email });
  });

  it("re-reads the user: a demoted admin's old token no longer opens admin routes", async () => {
    const { token, user } = await userWithToken("admin");
    await db.user.update({ where: { id: user.id }, data: { role: "user" } });
    expect((await adminOnly(get(token), noParams)).status).toBe(403);
  });

  it("treats the token of a deleted user, or one issued before a password reset, as anonymous", async () => {
    const a = await userWithToken("admin");
    await db.user.delete({ where: { id: a.user.id } });
    expect((await adminOnly(get(a.token), noParams)).status).toBe(401);

    const b = await userWithToken("admin");
    await db.user.update({ where: { id: b.user.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await adminOnly(get(b.token), noParams)).status).toBe(401);
  });

  it.each(["user", "admin"] as const)(
    "refuses a %s with a temporary password on every signed-in route but the password change",
    async (role) => {
      const { token, user } = await userWithToken(role);
      await db.user.update({ where: { id: user.id }, data: { mustChangePassword: true } });
      for (const handler of role === "admin" ? [adminOnly, userOnly] : [userOnly]) {
        const res = await handler(get(token), noParams);
        expect(res.status).toBe(403);
        expect((await res.json()).message).toBe(
          "Please change your temporary password before continuing.",
        );
      }
      const res = await passwordChange(get(token), noParams);
      expect(await res.json()).toEqual({ changing: user.email });
    },
  );

  it("ignores a forged token", async () => {
    expect((await adminOnly(get("eyJhbGciOiJub25lIn0.e30."), noParams)).status).toBe(401);
  });
});

describe("cross-site requests", () => {
  const action = route({ access: "public" }, async () => json({ done: true }));
  const send = (method: string, headers: Record<string, string>) =>
    action(new NextRequest("http://localhost/api/x", { method, headers }), noParams);

  it.each([
    [{ origin: "https://evil.example" }],
    [{ origin: "null" }],
    [{ origin: "http://localhost.evil.example" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
  ])("refuses a state change sent with %j", async (headers) => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await send(method, headers);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("forbidden");
    }
  });

  it.each([
    [{}],
    [{ origin: "http://localhost:3000" }],
    [{ origin: "https://app.example.com", host: "app.example.com" }],
    [{ origin: "https://app.example.com", "x-forwarded-host": "app.example.com" }],
    [{ "sec-fetch-site": "same-origin" }],
    [{ "sec-fetch-site": "none" }],
  ])("lets a state change sent with %j through", async (headers) => {
    expect((await send("POST", headers)).status).toBe(200);
  });

  it("lets reads from anywhere through", async () => {
    expect((await send("GET", { origin: "https://evil.example" })).status).toBe(200);
  });
});

describe("errors", () => {
  const throwing = (error: unknown) =>
    route({ access: "public" }, async () => {
      throw error;
    });

  it("maps an AppError to its status and message", async () => {
    const res = await throwing(new AppError("conflict", "Already done"))(get(), noParams);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      error: { code: "conflict", message: "Already done" },
      message: "Already done",
    });
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = await throwing(new Error("secret stack detail"))(get(), noParams);
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("secret");
    spy.mockRestore();
  });

  it("answers 503 with Retry-After when the database cannot be reached", async () => {
    const res = await throwing(
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    )(get(), noParams);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect((await res.json()).message).toMatch(/temporarily unavailable/);
  });
});
