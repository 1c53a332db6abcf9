import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const at = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers }));

describe("an address whose percent-encoding is malformed", () => {
  it.each([
    "/api/assessments/%E0%A4%A",
    "/api/assessments/%E0%A4%A/team",
    "/api/team/%ZZ/responses",
  ])("API %s: 400 in the API's error shape", async (path) => {
    const response = at(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: {
        code: "bad_request",
        message: "The address is not valid: it holds a malformed percent-encoding.",
      },
      message: "The address is not valid: it holds a malformed percent-encoding.",
    });
  });

  it.each(["/results/%E0%A4%A", "/team/%C3%28", "/report/%", "/admin/%E0"])(
    "page %s: 400 with a plain message",
    async (path) => {
      const response = at(path);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/malformed percent-encoding/);
    },
  );
});

describe("a well-formed address", () => {
  it("passes to the page with a fresh nonce in its CSP", () => {
    const response = at("/results/caf%C3%A9");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/'nonce-[\w+/=-]+'/);
  });

  it("passes to an API route untouched: no page policy", () => {
    const response = at("/api/assessments/6b1f9a55-0d7c-4b5e-9a43-2f6c8d1e0a11");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("sends a visitor without a session from an admin page to /login", () => {
    const response = at("/admin/report/x");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost/login");
  });
});
