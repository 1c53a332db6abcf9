import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { E2E_AUTH_SECRET, E2E_STRIPE_WEBHOOK_SECRET } from "./settings";

const pages = [
  "/",
  "/assessment",
  "/payment",
  "/auth",
  "/login",
  "/reset-password",
  "/my-reports",
  "/no-such-page",
  "/api/health",
];

test("every page carries the security headers", async ({ request }) => {
  for (const url of pages) {
    const response = await request.get(url, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toContain("default-src 'self'");
    expect(csp, url).not.toContain("unsafe-eval");
    expect(headers["strict-transport-security"], url).toMatch(/max-age=\d{7,}/);
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"], url).toBeUndefined();
  }
});

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test("no secret reaches the browser bundle", async () => {
  test.skip(test.info().project.name !== "desktop", "the build is the same for every project");
  const bundle = files(path.join(process.cwd(), ".next", "static"))
    .filter((file) => /\.(js|css|json|html)$/.test(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  expect(bundle.length).toBeGreaterThan(10_000);
  // The server under test was started with these; none may be readable by a browser.
  for (const secret of [
    E2E_AUTH_SECRET,
    E2E_STRIPE_WEBHOOK_SECRET,
    "sk_test_e2e",
    "re_test_e2e",
    "Admin-Passw0rd!",
  ]) {
    expect(bundle.includes(secret), secret).toBe(false);
  }
  for (const pattern of [
    /sk_(live|test)_[A-Za-z0-9]{8,}/,
    /whsec_[A-Za-z0-9]{8,}/,
    /sk-ant-[A-Za-z0-9-]{8,}/,
    /postgres(ql)?:\/\/[^"'\s]+@/,
  ]) {
    expect(bundle, String(pattern)).not.toMatch(pattern);
  }
});
