/**
 * The hostile corpus of `npm run bench:attack`: malformed, oversized, odd-typed and
 * odd-character requests to every public and signed route. None may answer 5xx.
 */
import { randomUUID } from "node:crypto";
import { personas } from "./personas";

export interface HostileRequest {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

const JSON_TYPE = { "content-type": "application/json" };

/** Text fields of the submission; each gets every bad string below. */
const TEXT_FIELDS = [
  "executiveName",
  "executiveTitle",
  "companyName",
  "customLocation",
  "otherChallenge",
  "aiExperience",
  "aiFriction",
  "otherPlatforms",
  "householdAiUseOther",
  "executiveEmail",
];

const BAD_STRINGS: Record<string, unknown> = {
  nul: "Acme\u0000Corp",
  bidi: "Acme\u202ECorp",
  "zero-width": "Ac\u200Bme",
  crlf: "Acme\r\nBcc: x@evil.example",
  "lone surrogate": "Acme\uD800",
  "10k chars": "A".repeat(10_000),
  number: 12345,
  object: { toString: "x" },
  array: ["a", "b"],
  null: null,
  "script tag": "<script>alert(1)</script>",
  "csv formula": '=HYPERLINK("http://evil.example")',
};

/** A body `depth` arrays deep, written as text (JSON.stringify would recurse as deep). */
const nested = (depth: number, inner = "{}") => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;

/** A body streamed in chunks with no Content-Length, `megabytes` long. */
function chunked(megabytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= megabytes) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

export function hostileRequests(ids: string[]): HostileRequest[] {
  const valid = personas()[0] as unknown as Record<string, unknown>;
  const requests: HostileRequest[] = [];
  const add = (r: HostileRequest) => requests.push(r);

  for (const field of TEXT_FIELDS) {
    for (const [kind, value] of Object.entries(BAD_STRINGS)) {
      add({
        label: `submission ${field} ${kind}`,
        method: "POST",
        path: "/api/assessments",
        headers: JSON_TYPE,
        body: JSON.stringify({ ...valid, [field]: value }),
      });
    }
  }
  for (const [kind, value] of Object.entries(BAD_STRINGS)) {
    add({
      label: `coupon code ${kind}`,
      method: "POST",
      path: "/api/validate-coupon",
      headers: JSON_TYPE,
      body: JSON.stringify({ code: value, assessmentId: ids[0] }),
    });
    add({
      label: `register name ${kind}`,
      method: "POST",
      path: "/api/auth/register",
      headers: JSON_TYPE,
      body: JSON.stringify({
        email: `h-${randomUUID()}@example.com`,
        password: "Correct-Horse-7",
        fullname: value,
      }),
    });
    add({
      label: `call-back number ${kind}`,
      method: "POST",
      path: "/api/call-request",
      headers: JSON_TYPE,
      body: JSON.stringify({ phone_number: value, assessment_id: ids[0] }),
    });
  }

  const jsonRoutes = [
    "/api/assessments",
    "/api/validate-coupon",
    "/api/process-payment",
    "/api/call-request",
    "/api/auth/login",
    "/api/auth/register",
    "/api/auth/reset-password",
    "/api/auth/reset-password-confirm",
    "/api/user/link-assessment",
  ];
  for (const path of jsonRoutes) {
    const post = (label: string, body: BodyInit, headers: Record<string, string> = JSON_TYPE) =>
      add({ label: `${path} ${label}`, method: "POST", path, headers, body });
    post("invalid JSON", '{"a":');
    post("empty body", "");
    post("array body", "[]");
    post("string body", '"x"');
    post("null body", "null");
    post("5,000 deep", nested(5_000));
    post("100,000 deep", nested(100_000));
    post("__proto__ key", '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}');
    post("text/plain", JSON.stringify(valid), { "content-type": "text/plain" });
    post("form", "a=1&b=2", { "content-type": "application/x-www-form-urlencoded" });
    post("declared 1 GB", "{}", { ...JSON_TYPE, "content-length": "1000000000" });
    post("chunked 8 MB", chunked(8) as unknown as BodyInit);
  }
  add({
    label: "process-payment card data 5,000 deep",
    method: "POST",
    path: "/api/process-payment",
    headers: JSON_TYPE,
    body: nested(5_000, '{"assessmentId":"x","card":"4242"}'),
  });

  for (const path of ["/api/webhooks/stripe", "/api/webhooks/interview"]) {
    add({ label: `${path} unsigned`, method: "POST", path, headers: JSON_TYPE, body: "{}" });
    add({
      label: `${path} chunked 64 MB`,
      method: "POST",
      path,
      headers: JSON_TYPE,
      body: chunked(64) as unknown as BodyInit,
    });
    add({
      label: `${path} declared 700 MB`,
      method: "POST",
      path,
      headers: { ...JSON_TYPE, "content-length": "734003200" },
      body: "{}",
    });
    add({
      label: `${path} forged signature`,
      method: "POST",
      path,
      headers: {
        ...JSON_TYPE,
        "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
        "x-signature": `sha256=${"0".repeat(64)}`,
        "x-timestamp": String(Math.floor(Date.now() / 1000)),
      },
      body: JSON.stringify({ type: "checkout.session.completed", data: { object: {} } }),
    });
  }

  const badIds = ["not-a-uuid", "%00", "..%2F..%2Fetc%2Fpasswd", "' OR 1=1 --", "A".repeat(5_000)];
  for (const id of badIds) {
    for (const path of [
      `/api/assessments/${id}`,
      `/api/assessments/${id}/payment-status`,
      `/api/assessments/${id}/report`,
      `/api/assessments/${id}/report/pdf`,
      `/api/assessments/${id}/roadmap/pdf`,
      `/results/${id}`,
      `/report/${id}`,
      `/roadmap/${id}`,
    ]) {
      add({ label: `GET ${path.slice(0, 60)}`, method: "GET", path });
    }
  }
  for (const query of ["%00", "%FF%FE", "a".repeat(8_000), "%E0%A4%A", "\u202E"]) {
    add({
      label: `admin list ?search=${query.slice(0, 12)}`,
      method: "GET",
      path: `/api/admin/assessments?search=${query}`,
    });
    add({
      label: `export ?format=${query.slice(0, 12)}`,
      method: "GET",
      path: `/api/admin/export?format=${query}`,
    });
    add({
      label: `verify ?token=${query.slice(0, 12)}`,
      method: "GET",
      path: `/api/auth/verify?token=${query}`,
    });
  }
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    add({ label: `${method} /api/assessments`, method, path: "/api/assessments" });
  }
  add({
    label: "bearer garbage",
    method: "GET",
    path: "/api/user/assessments",
    headers: { authorization: `Bearer ${"x".repeat(4_000)}` },
  });
  add({
    label: "cookie garbage",
    method: "GET",
    path: "/api/user/assessments",
    headers: { cookie: `authjs.session-token=${"%".repeat(4_000)}` },
  });
  return requests;
}
