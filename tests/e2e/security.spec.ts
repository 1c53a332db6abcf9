import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "./fixtures";
import { signInAdminByApi } from "./admin-sign-in";
import { E2E_ADMIN, E2E_AUTH_SECRET, E2E_STRIPE_WEBHOOK_SECRET } from "./settings";

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
    expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"], url).toBe("same-origin");
    const scripts = csp.match(/script-src ([^;]*)/)?.[1] ?? "";
    expect(scripts, url).not.toContain("unsafe-inline");
  }
});

const nonceOf = (csp: string) => csp.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];

test("pages carry a fresh script nonce, and Next's scripts carry it", async ({ request }) => {
  const first = await request.get("/auth");
  const second = await request.get("/auth");
  const nonce = nonceOf(first.headers()["content-security-policy"] ?? "");
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"] ?? "")).not.toBe(nonce);
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("a prerendered page allows exactly its own inline scripts, by hash, and runs under that policy", async ({
  page,
  request,
}) => {
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"] ?? "";
  const scripts = csp.match(/script-src ([^;]*)/)?.[1] ?? "";
  expect(scripts).not.toContain("nonce-");
  expect(scripts).not.toContain("unsafe-inline");
  expect(response.headers()["cache-control"]).not.toContain("no-store");
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=/.test(attributes),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , body] of inline) {
    expect(scripts).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }

  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The header's client island asks who is signed in once the page has hydrated.
  const viewer = page.waitForResponse("**/api/auth/viewer");
  await page.goto("/");
  expect((await viewer).status()).toBe(200);
  expect(violations).toEqual([]);
});

test("pages run under the nonce policy: no CSP violation, the forms work", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/auth?mode=login");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Wrong-Password-1");
  await page.getByRole("button", { name: /log ?in|sign ?in/i }).click();
  // The message comes from the client-side script: hydration ran under the policy.
  await expect(page.getByText("Invalid username or password.").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("the session cookie is __Host- in production, and requests from another site are refused", async ({
  request,
}) => {
  const login = await signInAdminByApi(request);
  expect(login.status()).toBe(200);
  const setCookie = login.headers()["set-cookie"] ?? "";
  expect(setCookie).toMatch(/^__Host-authjs\.session-token=/);
  expect(setCookie).toMatch(/;\s*Secure/i);
  expect(setCookie).toMatch(/;\s*Path=\//i);
  expect(setCookie).not.toMatch(/;\s*Domain=/i);

  const evil = { origin: "https://evil.example" };
  const created = await request.post("/api/admin/coupons", {
    headers: evil,
    data: { code: "CROSS-SITE-1" },
  });
  expect(created.status()).toBe(403);
  // next-auth's own sign-in endpoint too (login CSRF).
  const callback = await request.post("/api/auth/callback/credentials", {
    headers: evil,
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, csrfToken: "x" },
  });
  expect(callback.status()).toBe(403);
  // A body a page elsewhere can send without a preflight is not read as JSON.
  const plain = await request.post("/api/auth/login", {
    headers: { "content-type": "text/plain" },
    data: JSON.stringify(E2E_ADMIN),
  });
  expect(plain.status()).toBe(415);
});

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test("no secret reaches the browser bundle", async () => {
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

/** One raw request, as a client that sends whatever it likes: Node's fetch refuses TRACE. */
function rawRequest(method: string, url: string) {
  return new Promise<{ status: number; allow?: string }>((resolve, reject) => {
    const sent = http.request(url, { method }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode!, allow: response.headers.allow }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

test("a malformed address answers 400 and TRACE 405, on pages and API routes alike", async ({
  request,
  baseURL,
}) => {
  for (const path of [
    "/results/%E0%A4%A",
    "/report/%E0%A4%A",
    "/team/%E0%A4%A",
    "/api/assessments/%E0%A4%A",
    "/api/assessments/%E0%A4%A/team",
    "/api/team/%E0%A4%A/responses",
  ]) {
    expect((await request.get(path)).status(), path).toBe(400);
  }
  for (const path of ["/", "/results/x", "/api/health"]) {
    expect(await rawRequest("TRACE", `${baseURL}${path}`), path).toEqual({
      status: 405,
      allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    });
  }
});
