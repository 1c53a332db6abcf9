import { jest } from "@jest/globals";
import { streamedBody, streamInit } from "@/tests/helpers/streamed-body";

/** next-auth itself does not load under Jest: a stand-in answers with the form it was handed. */
jest.unstable_mockModule("@/capabilities/accounts/auth-config", () => ({
  handlers: {
    GET: async () => new Response(null, { status: 204 }),
    POST: async (request: Request) =>
      Response.json(Object.fromEntries((await request.formData()).entries())),
  },
}));

const { NextRequest } = await import("next/server");
const { POST } = await import("./route");

const FORM = { "content-type": "application/x-www-form-urlencoded" };

it("refuses a chunked form past 16 KB with 413, reading little more than that", async () => {
  const body = streamedBody(400 * 1024 * 1024);
  const res = await POST(
    new NextRequest("http://localhost/api/auth/callback/credentials", {
      method: "POST",
      ...streamInit(body.stream),
      headers: FORM,
    }),
  );
  expect(res.status).toBe(413);
  expect(body.bytesRead()).toBeLessThanOrEqual(16 * 1024 + 64 * 1024);
});

it("refuses a declared Content-Length past 16 KB with 413 before reading", async () => {
  const body = streamedBody(1024 * 1024);
  const res = await POST(
    new NextRequest("http://localhost/api/auth/callback/credentials", {
      method: "POST",
      ...streamInit(body.stream),
      headers: { ...FORM, "content-length": String(100 * 1024 * 1024) },
    }),
  );
  expect(res.status).toBe(413);
  expect(body.bytesRead()).toBe(0);
});

it("hands next-auth the form it was sent, whole", async () => {
  const form = { csrfToken: "abc", email: "ada@example.com", password: "x".repeat(100) };
  const res = await POST(
    new NextRequest("http://localhost/api/auth/callback/credentials", {
      method: "POST",
      body: new URLSearchParams(form).toString(),
      headers: FORM,
    }),
  );
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual(form);
});
