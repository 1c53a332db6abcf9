/**
 * `npm run bench:attack`: the outside attacks of the hardening review, replayed against a
 * production build under `next start` on a scratch PostgreSQL database, with the figures
 * written to bench/attack-results.md. Like the bench it is a script, not a test: the tests
 * that keep each fix are in the suite; this measures the whole server from outside.
 *
 * The server runs as the README's "nothing in front" deployment (TRUSTED_PROXY_HOPS unset),
 * so every X-Forwarded-For sent here is invented by the client. E-mail goes to a fake Resend
 * on 127.0.0.1. BENCH_SKIP_BUILD=1 reuses the bench's last build, or copies the project's .next.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { sendJson, startFakeServer } from "@/tests/fakes/http-server";
import { hashPassword } from "@/platform/auth/password";
import { installSignalHandlers, progress, runCleanups, sleep } from "./lib/log";
import { machine } from "./lib/machine";
import { personas } from "./lib/personas";
import { createScratchDatabase, type ScratchDatabase } from "./lib/postgres";
import { countRows } from "./lib/seed";
import {
  ROOT,
  WORK_DIR,
  hasBuild,
  nextBuild,
  nextStart,
  prepareAppCopy,
  type Proc,
} from "./lib/server";
import { hostileRequests } from "./lib/hostile";

const AUTH_SECRET = randomBytes(32).toString("base64url");
const ADMIN_PASSWORD = `Attack-${randomBytes(9).toString("base64url")}`;
const lines: string[] = [];
const say = (line = "") => {
  lines.push(line);
  progress(line);
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let invented = 0;
/** An address the client makes up, a new one per request (TEST-NET-3). */
const forged = () => `203.0.113.${invented++ % 250}, 10.0.${invented % 250}.1`;

interface Client {
  base: string;
  origin: string;
}

async function call(
  client: Client,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${client.base}${url}`, {
    method,
    redirect: "manual",
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      origin: client.origin,
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}),
  )
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");

async function submitted(client: Client, count: number): Promise<string[]> {
  const ids: string[] = [];
  const bodies = personas();
  for (let i = 0; i < count; i++) {
    const body = { ...bodies[i % bodies.length], email: `attack-${randomUUID()}@example.com` };
    const { status, text } = await call(client, "POST", "/api/assessments", {
      body,
      headers: { "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` },
    });
    if (status !== 201) throw new Error(`seed submission: ${status} ${text.slice(0, 200)}`);
    ids.push(JSON.parse(text).assessmentId);
  }
  return ids;
}

/** 1. The named limits, each hit by one machine that invents a new address per request. */
async function forgedAddresses(client: Client, ids: string[]) {
  say("## Rate limits with invented X-Forwarded-For addresses");
  say();
  const run = async (
    label: string,
    n: number,
    send: (i: number) => Promise<{ status: number }>,
  ) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await send(i)).status);
    const passed = statuses.filter((s) => s !== 429).length;
    say(`- ${label}: ${passed} of ${n} got past the limit check (${tally(statuses)})`);
  };
  const number = "+1 604 555 0199";
  await run("coupon guesses (limit 10 per 10 min)", 30, () =>
    call(client, "POST", "/api/validate-coupon", {
      body: { code: randomBytes(4).toString("hex").toUpperCase(), assessmentId: ids[0] },
      headers: { "x-forwarded-for": forged() },
    }),
  );
  await run("submissions (limit 20 per 10 min)", 30, (i) =>
    call(client, "POST", "/api/assessments", {
      body: { ...personas()[i % 24], email: `forged-${randomUUID()}@example.com` },
      headers: { "x-forwarded-for": forged() },
    }),
  );
  await run("accounts (limit 5 per hour)", 10, () =>
    call(client, "POST", "/api/auth/register", {
      body: {
        email: `acct-${randomUUID()}@example.com`,
        password: `Strong-${randomBytes(8).toString("hex")}`,
        fullname: "Forged Client",
      },
      headers: { "x-forwarded-for": forged() },
    }),
  );
  await run("report refreshes of one assessment (limit 5 per hour)", 8, () =>
    call(client, "POST", `/api/assessments/${ids[1]}/report`, {
      headers: { "x-forwarded-for": forged() },
    }),
  );
  await run(
    `call-backs to one number, ${ids.length - 2} assessments (limit 3 a day per number)`,
    12,
    (i) =>
      call(client, "POST", "/api/call-request", {
        body: { phone_number: number, assessment_id: ids[2 + (i % (ids.length - 2))] },
        headers: { "x-forwarded-for": forged() },
      }),
  );

  // Sustained guessing: as fast as one machine can, 8 at a time, for 10 s.
  const until = Date.now() + 10_000;
  let sent = 0;
  let checked = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        const { status } = await call(client, "POST", "/api/validate-coupon", {
          body: { code: randomBytes(4).toString("hex").toUpperCase(), assessmentId: ids[0] },
          headers: { "x-forwarded-for": forged() },
        });
        sent++;
        if (status !== 429) checked++;
      }
    }),
  );
  say(
    `- sustained coupon guessing for 10 s: ${sent} requests (${(sent / 10).toFixed(0)}/s), ` +
      `${checked} checked against the coupons (${(checked / 10).toFixed(1)} guesses/s past the limit)`,
  );
  say();
}

/** 2. State changes with the admin's cookie from another origin. */
async function crossSite(client: Client, db: ScratchDatabase, ids: string[]) {
  say("## Cross-site requests with the admin's cookie");
  say();
  const email = `attack-admin-${randomUUID().slice(0, 8)}@example.com`;
  await db.pool.query(
    `INSERT INTO users (id, email, password, role, fullname, "updatedAt")
     VALUES ($1, $2, $3, 'admin', 'Attack Admin', now())`,
    [randomUUID(), email, await hashPassword(ADMIN_PASSWORD)],
  );
  const login = await fetch(`${client.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: client.origin },
    body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!login.ok || !cookie) {
    say(`- admin sign-in failed (${login.status}); cross-site phase skipped`);
    return;
  }
  const evil = { ...client, origin: "https://evil.example" };
  const asAdmin = { cookie };
  const victim = await call(client, "POST", "/api/auth/register", {
    body: {
      email: `victim-${randomUUID()}@example.com`,
      password: `Strong-${randomBytes(8).toString("hex")}`,
      fullname: "Victim",
    },
    headers: { "x-forwarded-for": "198.19.0.1" },
  });
  const { rows } = await db.pool.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'user' ORDER BY "createdAt" DESC LIMIT 1`,
  );
  const cases: [string, Promise<{ status: number }>][] = [
    [
      "create an admin",
      call(evil, "POST", "/api/admin/users", {
        body: { email: "attacker@evil.example", fullname: "Attacker", role: "admin" },
        headers: asAdmin,
      }),
    ],
    [
      "create a coupon",
      call(evil, "POST", "/api/admin/coupons", {
        body: { code: "EVIL100", discountPercent: 100, maxUses: 1000 },
        headers: asAdmin,
      }),
    ],
    [
      "delete a user",
      call(evil, "DELETE", `/api/admin/users/${rows[0]?.id ?? randomUUID()}`, {
        headers: asAdmin,
      }),
    ],
    [
      "link an assessment",
      call(evil, "POST", "/api/user/link-assessment", {
        body: { assessmentId: ids[3] },
        headers: asAdmin,
      }),
    ],
    [
      "text/plain body, same origin",
      call(client, "POST", "/api/admin/coupons", {
        body: { code: "PLAIN100", discountPercent: 100 },
        headers: { ...asAdmin, "content-type": "text/plain" },
      }),
    ],
    [
      "login from another site",
      call(evil, "POST", "/api/auth/login", {
        body: { email, password: ADMIN_PASSWORD },
      }),
    ],
  ];
  for (const [label, request] of cases) say(`- ${label}: ${(await request).status}`);
  say(`- (victim account for the delete case: ${victim.status})`);
  say();
}

/**
 * A request whose Content-Length promises more than it sends (fetch refuses to send one): the
 * server must answer from the header, without waiting for the body. 0 = no answer in 10 s.
 */
function declaredLength(
  client: Client,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const request = http.request(`${client.base}${url}`, { method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      response.on("error", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.setTimeout(10_000, () => {
      request.destroy();
      resolve({ status: 0, text: "no answer within 10 s" });
    });
    request.on("error", (error) => resolve({ status: 0, text: error.message }));
    request.write(body);
  });
}

/** 3. The hostile corpus (bench/lib/hostile.ts): every answer must be below 500. */
async function hostile(client: Client, ids: string[]) {
  say("## Hostile requests");
  say();
  const requests = hostileRequests(ids);
  const statuses: number[] = [];
  const failures: string[] = [];
  for (const request of requests) {
    const headers: Record<string, string> = {
      origin: client.origin,
      "x-forwarded-for": forged(),
      ...request.headers,
    };
    const response =
      "content-length" in headers
        ? await declaredLength(client, request.method, request.path, headers, String(request.body))
        : await fetch(`${client.base}${request.path}`, {
            method: request.method,
            redirect: "manual",
            headers,
            body: request.body,
            duplex: "half",
          } as RequestInit).then(
            async (r) => ({ status: r.status, text: await r.text().catch(() => "") }),
            (error: Error) => ({ status: 0, text: error.message }),
          );
    statuses.push(response.status);
    if (response.status >= 500 || response.status === 0) {
      failures.push(`${request.label}: ${response.status} ${response.text.slice(0, 80)}`);
    }
  }
  say(`- ${requests.length} requests: ${tally(statuses)}`);
  for (const failure of failures.slice(0, 20)) say(`  - ${failure}`);
  say();
}

/**
 * The outage digest in a page's HTML: Next sends the error boundary's "briefly unavailable"
 * copy (platform/ui/errors/page-error.tsx) as data the browser renders, not as HTML.
 */
const OUTAGE_DIGEST = "DATABASE_UNAVAILABLE";

async function statuses(client: Client, ids: string[]) {
  const probes: [string, () => Promise<{ status: number; headers: Headers; text: string }>][] = [
    ["GET /api/health", () => call(client, "GET", "/api/health")],
    [
      "POST /api/assessments",
      () =>
        call(client, "POST", "/api/assessments", {
          body: { ...personas()[0], email: `outage-${randomUUID()}@example.com` },
          headers: { "x-forwarded-for": "198.19.1.1" },
        }),
    ],
    ["GET /api/assessments/{id}", () => call(client, "GET", `/api/assessments/${ids[0]}`)],
    ["GET /results/{id}", () => call(client, "GET", `/results/${ids[0]}`)],
    ["GET /my-reports", () => call(client, "GET", "/my-reports")],
  ];
  const answers: string[] = [];
  for (const [label, probe] of probes) {
    const { status, headers, text } = await probe().catch(() => ({
      status: 0,
      headers: new Headers(),
      text: "",
    }));
    const notes = [
      headers.get("retry-after") && `Retry-After ${headers.get("retry-after")}`,
      text.includes(OUTAGE_DIGEST) && `digest ${OUTAGE_DIGEST}`,
    ].filter(Boolean);
    answers.push(`${label} ${status}${notes.length ? ` (${notes.join(", ")})` : ""}`);
  }
  return answers.join("; ");
}

async function untilHealthy(client: Client, limitMs: number): Promise<number | null> {
  const t0 = Date.now();
  while (Date.now() - t0 < limitMs) {
    const { status } = await call(client, "GET", "/api/health").catch(() => ({ status: 0 }));
    if (status === 200) return Date.now() - t0;
    await sleep(100);
  }
  return null;
}

/** The results page once the database is back. */
async function pageStatus(client: Client, ids: string[]): Promise<string> {
  const { status } = await call(client, "GET", `/results/${ids[0]}`).catch(() => ({ status: 0 }));
  return `GET /results/{id} ${status}`;
}

/** 4. The database refuses connections, then disappears; each time the app recovers alone. */
async function outages(client: Client, db: ScratchDatabase, ids: string[]) {
  say("## Database outages");
  say();
  const { default: pg } = await import("pg");
  const server = new URL(db.url);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const kick = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [db.name],
    );
  try {
    await admin.query(`ALTER DATABASE "${db.name}" ALLOW_CONNECTIONS false`);
    await kick();
    say(`- connections refused (55000): ${await statuses(client, ids)}`);
    await admin.query(`ALTER DATABASE "${db.name}" ALLOW_CONNECTIONS true`);
    say(
      `  - healthy again ${await untilHealthy(client, 30_000)} ms after connections were allowed; ${await pageStatus(client, ids)}`,
    );

    await kick();
    await admin.query(`ALTER DATABASE "${db.name}" RENAME TO "${db.name}_away"`);
    say(`- database missing (3D000): ${await statuses(client, ids)}`);
    await admin.query(`ALTER DATABASE "${db.name}_away" RENAME TO "${db.name}"`);
    say(
      `  - healthy again ${await untilHealthy(client, 30_000)} ms after it came back; ${await pageStatus(client, ids)}`,
    );
  } finally {
    await admin.query(`ALTER DATABASE "${db.name}" ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.end();
  }
  say();
}

/** 5. kill -9 with work in flight; the restarted server gets no traffic at all. */
async function crash(
  start: () => Promise<Proc>,
  app: Proc,
  client: Client,
  db: ScratchDatabase,
  resendCalls: () => number,
) {
  say("## kill -9 mid-burst, restart without traffic");
  say();
  // Every request here comes from 127.0.0.1: the earlier phases used up its submission limit.
  await db.pool.query("DELETE FROM rate_limits");
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call(client, "POST", "/api/assessments", {
        body: { ...personas()[i % 24], email: `crash-${randomUUID()}@example.com` },
        headers: { "x-forwarded-for": `198.19.2.${i}` },
      }),
    ),
  );
  process.kill(-app.pid, "SIGKILL");
  await app.exited;
  const open = `status IN ('pending', 'running')`;
  const [jobs, queued] = await Promise.all([
    countRows(db.pool, "generation_jobs", open),
    countRows(db.pool, "email_outbox", "status = 'queued'"),
  ]);
  say(`- at the kill: ${jobs} open jobs, ${queued} queued e-mails`);
  const sentBefore = resendCalls();
  const t0 = Date.now();
  const restarted = await start();
  const ready = Date.now() - t0;
  let done: number | null = null;
  while (Date.now() - t0 < 240_000) {
    const [j, q] = await Promise.all([
      countRows(db.pool, "generation_jobs", open),
      countRows(db.pool, "email_outbox", "status = 'queued'"),
    ]);
    if (j === 0 && q === 0) {
      done = Date.now() - t0;
      break;
    }
    await sleep(250);
  }
  const { rows } = await db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT "assessmentId" FROM roadmaps GROUP BY 1 HAVING count(*) > 1) d`,
  );
  say(
    `- restart answered after ${ready} ms; every job and e-mail finished ${done === null ? "NOT within 240 s" : `${done} ms after the restart`} with no request sent`,
  );
  say(
    `- e-mails sent after the restart: ${resendCalls() - sentBefore}; assessments with two roadmaps: ${rows[0].n}`,
  );
  say();
  return restarted;
}

async function main() {
  installSignalHandlers();
  mkdirSync(WORK_DIR, { recursive: true });
  const box = machine();
  say(`# Attack replay, ${new Date().toISOString().slice(0, 10)}`);
  say();
  say(`Machine: ${box.cores} cores, ${box.memoryGb.toFixed(1)} GiB, Node ${box.node}.`);
  say();
  const skipBuild = process.env.BENCH_SKIP_BUILD === "1";
  if (skipBuild && !hasBuild() && hasBuild(ROOT)) {
    progress("BENCH_SKIP_BUILD=1: copying the project's .next");
    await prepareAppCopy({ nextFrom: path.join(ROOT, ".next") });
  } else if (!skipBuild || !hasBuild()) {
    progress("building the bench copy...");
    await prepareAppCopy();
    await nextBuild(10 * 60_000);
  }
  const resend = await startFakeServer((_request, response) =>
    sendJson(response, 200, { id: randomUUID() }),
  );
  const db = await createScratchDatabase();
  // The outage phase terminates every connection to the database, the bench's own too.
  db.pool.on("error", () => {});
  const port = await freePort();
  const client = { base: `http://127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` };
  const start = () =>
    nextStart(port, db.url, AUTH_SECRET, {
      TRUSTED_PROXY_HOPS: "0",
      RESEND_API_KEY: "re_attack",
      RESEND_BASE_URL: resend.url,
    });
  let app = await start();
  try {
    const ids = await submitted(client, 8);
    await forgedAddresses(client, ids);
    await crossSite(client, db, ids);
    await hostile(client, ids);
    await outages(client, db, ids);
    app = await crash(start, app, client, db, () => resend.requests.length);
  } finally {
    await app.stop();
    await db.drop();
    await resend.close();
  }
  const file = path.join(ROOT, "bench", "attack-results.md");
  writeFileSync(file, `${lines.join("\n").trim()}\n`);
  progress(`written to ${path.relative(ROOT, file)}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => runCleanups());
