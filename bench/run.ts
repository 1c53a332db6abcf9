/**
 * `npm run bench`: the performance figures of the app on this machine, as one table on stdout
 * and in bench/results.md. Progress goes to stderr. Everything runs against 127.0.0.1: a
 * production build under `next start`, a bare floor server and a scratch PostgreSQL database
 * (created, migrated and dropped here). See bench/README.md.
 *
 * Environment: BENCH_DURATION (seconds per load run, default 20), BENCH_SKIP_BUILD=1 (reuse
 * the last bench build, or the project's .next), BENCH_PG_URL (the PostgreSQL server, default
 * postgres://postgres@127.0.0.1:5432), BENCH_APP_DIR (where the app copy is built).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { replaceAuditSection } from "@/tests/report-audit/results-file";
import { renderAudit, runReportAudit } from "@/tests/report-audit/run";
import net from "node:net";
import path from "node:path";
import type pg from "pg";
import { adminBearerToken } from "./lib/admin-token";
import { measureExport } from "./lib/export";
import { seedDocuments } from "./lib/export-seed";
import { funnelCases, seedFunnelExtras } from "./lib/funnel";
import { generationInputs, timeGenerator } from "./lib/generator";
import { load, sequential, type LoadResult, type Sample } from "./lib/load";
import {
  errorText,
  installSignalHandlers,
  isStopping,
  progress,
  runCleanups,
  sleep,
  withTimeout,
} from "./lib/log";
import { loadAverage, machine } from "./lib/machine";
import {
  CHROMIUM,
  documentWeight,
  firstLoadJs,
  runLighthouse,
  type LighthouseScores,
} from "./lib/pages";
import { buildPageFloor, startPageFloor } from "./lib/page-floor";
import { stepFields } from "@/model/assessment/schemas";
import { personas } from "./lib/personas";
import { createScratchDatabase, type ScratchDatabase } from "./lib/postgres";
import {
  ABSENT_WORD,
  RARE_WORD,
  assessmentIds,
  countRows,
  createAdmin,
  pageAssessments,
  searchMatches,
  seedAssessments,
  seedVisitCounts,
} from "./lib/seed";
import {
  APP_DIR,
  FRAMEWORK_FLOOR_PATH,
  ROOT,
  WORK_DIR,
  floorStart,
  hasBuild,
  nextBuild,
  cpuMeter,
  nextStart,
  prepareAppCopy,
  servingPid,
  type Proc,
} from "./lib/server";
import { mergePhase } from "./lib/results-merge";
import { TEAM_PHASE, teamRows } from "./lib/team";
import { measureWebhooks, WEBHOOK_PHASE, WEBHOOK_RATE } from "./lib/webhooks";
import { num, renderTable, verdict, type Row } from "./lib/table";

const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 20) || 20);
const CONNECTIONS = 50;
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === "1";
const ADMIN_ROWS = 100_000;
/** The server's old space in the capped export runs: below the biggest export file (~150 MB). */
const EXPORT_HEAP_CAP_MB = 96;
const PORTS = { from: 3400, to: 3420 };
/** BENCH_ONLY=submit|admin|index|funnel|export|drafts|pages|team|webhooks: that phase alone (see onlyPhase); its rows replace its rows in results.md. */
const ONLY = process.env.BENCH_ONLY?.trim() || undefined;

// The server and this process sign/verify the admin's bearer token with the same secret. Set
// before platform/auth is imported (platform/env.ts reads process.env once, on import).
const AUTH_SECRET = randomBytes(32).toString("base64url");
process.env.AUTH_SECRET = AUTH_SECRET;

const rows: { order: number; row: Row }[] = [];
const notes: string[] = [];
const add = (order: number, row: Row) => rows.push({ order, row });

/** Runs a phase within `ms`; a failure becomes a FAILED row with its reason, never a hang. */
async function phase<T>(
  order: number,
  name: string,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T | undefined> {
  progress(`${name}...`);
  const t0 = Date.now();
  try {
    const result = await withTimeout(name, ms, work);
    progress(`${name} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    if (isStopping()) throw error;
    progress(`${name} FAILED: ${errorText(error)}`);
    add(order, { phase: name, case: "FAILED", other: errorText(error) });
    notes.push(`${name} failed: ${errorText(error)}`);
    return undefined;
  }
}

async function freePorts(count: number): Promise<number[]> {
  const found: number[] = [];
  for (let port = PORTS.from; port <= PORTS.to && found.length < count; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) found.push(port);
  }
  if (found.length < count) throw new Error(`no ${count} free ports in ${PORTS.from}-${PORTS.to}`);
  return found;
}

/** A distinct client address per submission, from 198.18.0.0/15 (RFC 2544, benchmarking). */
let clientCounter = 0;
const nextClient = () => {
  const n = clientCounter++ % 131072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

const bodies = personas().map((answers) => JSON.stringify(answers));

type Measured = LoadResult & { cpu: number | null };

const loadRow = (name: string, label: string, result: Measured, other = ""): Row => ({
  phase: name,
  case: label,
  rate: num(result.okPerSecond, 1),
  p50: num(result.p50),
  p99: num(result.p99),
  errors: num(result.errors),
  other: [
    other,
    `${num(result.requests)} requests`,
    result.errorDetail && `(${result.errorDetail})`,
    `server CPU ${num(result.cpu)}%`,
  ]
    .filter(Boolean)
    .join(", "),
});

/** The load, with the CPU share the serving process used meanwhile (100% = one core). */
async function withCpu(pid: number, run: () => Promise<LoadResult>): Promise<Measured> {
  const cpu = cpuMeter(pid);
  const result = await run();
  return { ...result, cpu: cpu() };
}

/** 30 sequential submissions (warm-up; the first must be accepted), then the load. */
async function submitLoad(
  base: string,
  pid: number,
  signal: AbortSignal,
  submitPath = "/api/assessments",
) {
  for (let i = 0; i < 30; i++) {
    const response = await fetch(`${base}${submitPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextClient() },
      body: bodies[i % bodies.length],
      signal,
    });
    const text = await response.text();
    if (response.status !== 201)
      throw new Error(`warm-up submit: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
  return withCpu(pid, () =>
    load({
      url: base,
      connections: CONNECTIONS,
      seconds: DURATION,
      method: "POST",
      headers: { "content-type": "application/json" },
      next: (n) => ({
        path: submitPath,
        headers: { "x-forwarded-for": nextClient() },
        body: bodies[n % bodies.length],
      }),
      signal,
    }),
  );
}

const DRAFTS = 200;
const DRAFT_CONNECTIONS = 20;

/**
 * Saving a wizard step: DRAFTS drafts started one by one, then step 3 saved to them over
 * DRAFT_CONNECTIONS connections (what the executives of one campaign do at once).
 */
async function draftSaveLoad(base: string, pid: number, signal: AbortSignal) {
  const drafts: { id: string; token: string }[] = [];
  for (let i = 0; i < DRAFTS; i++) {
    const { officeExpansion, executiveEmail, ...rest } = JSON.parse(bodies[i % bodies.length]);
    const profile = Object.fromEntries(
      Object.entries({
        ...rest,
        officeExpansion,
        executiveEmail: executiveEmail || `bench${i}@example.com`,
      }).filter(([key]) => stepFields[0].includes(key as never)),
    );
    const response = await fetch(`${base}/api/assessments/drafts`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextClient() },
      body: JSON.stringify({ ...profile, marketingConsent: i % 2 === 0 }),
      signal,
    });
    const json = await response.json();
    if (response.status !== 201)
      throw new Error(`draft start: HTTP ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
    drafts.push({ id: json.draftId, token: json.resumeToken });
  }
  const step3 = personas().map((a) =>
    JSON.stringify({
      step: 3,
      answers: {
        aiConfidence: a.aiConfidence,
        aiToolsUsed: a.aiToolsUsed,
        aiExperience: a.aiExperience,
        aiPerception: a.aiPerception,
      },
    }),
  );
  return withCpu(pid, () =>
    load({
      url: base,
      connections: DRAFT_CONNECTIONS,
      seconds: DURATION,
      method: "PATCH",
      headers: { "content-type": "application/json" },
      next: (n) => {
        const draft = drafts[n % drafts.length];
        return {
          path: `/api/assessments/drafts/${draft.id}`,
          headers: { "x-forwarded-for": nextClient(), "x-resume-token": draft.token },
          body: step3[n % step3.length],
        };
      },
      signal,
    }),
  );
}

async function getLoad(base: string, pid: number, paths: string[], signal: AbortSignal) {
  for (const p of paths.slice(0, 10)) {
    const response = await fetch(`${base}${p}`, { signal });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up GET ${p}: HTTP ${response.status}`);
  }
  return withCpu(pid, () =>
    load({
      url: base,
      connections: CONNECTIONS,
      seconds: DURATION,
      next: (n) => ({ path: paths[n % paths.length] }),
      signal,
    }),
  );
}

/** Waits (bounded) for the roadmap jobs the submissions queued; notes what it saw. */
async function drainJobs(db: ScratchDatabase, limitSeconds: number, signal: AbortSignal) {
  const open = () => countRows(db.pool, "generation_jobs", "status IN ('pending', 'running')");
  const done = () => countRows(db.pool, "generation_jobs", "status = 'done'");
  const [atStart, doneAtStart] = await Promise.all([open(), done()]);
  const t0 = Date.now();
  let left = atStart;
  while (left > 0 && Date.now() - t0 < limitSeconds * 1000) {
    await sleep(1000, signal);
    left = await open();
  }
  const seconds = (Date.now() - t0) / 1000;
  return { atStart, doneAtStart, finished: (await done()) - doneAtStart, left, seconds };
}

/** The commit and whether the working tree had uncommitted changes (they are built too). */
function sourceState(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync("git", args, { cwd: ROOT, encoding: "utf8", timeout: 10_000 }).trim();
    const changed = git("status", "--porcelain")
      .split("\n")
      .filter((line) => line && !line.slice(3).startsWith("bench/")).length; // bench/ is not copied
    return `${git("rev-parse", "--short", "HEAD")}${changed ? ` + ${changed} uncommitted changes` : ""}`;
  } catch {
    return "(git state unknown)";
  }
}

/** Starts an export and cancels it after the first chunk: the route and its modules load. */
async function warmUpExport(url: string, headers: Record<string, string>, signal: AbortSignal) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers,
    signal: AbortSignal.any([signal, controller.signal]),
  });
  if (!response.ok || !response.body) throw new Error(`warm-up export: HTTP ${response.status}`);
  const reader = response.body.getReader();
  await reader.read();
  controller.abort();
  await reader.cancel().catch(() => {});
}

function lighthouseVersion(): string {
  try {
    const file = path.join(ROOT, "node_modules", "lighthouse", "package.json");
    return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
  } catch {
    return "(version unknown)";
  }
}

function fmtScores(s: LighthouseScores): string {
  return `perf ${num(s.performance)} · a11y ${num(s.accessibility)} · best ${num(s.bestPractices)} · SEO ${num(s.seo)}`;
}

/** The app under test: a private copy of this folder, built there (see lib/server.ts). */
async function buildApp(): Promise<boolean> {
  let built = false;
  const buildStarted = Date.now();
  let copiedAt = "";
  if (SKIP_BUILD && hasBuild()) {
    progress(`BENCH_SKIP_BUILD=1: reusing the build in ${APP_DIR}`);
    notes.push(
      `BENCH_SKIP_BUILD=1: the earlier build in ${APP_DIR} was measured (sources as they were then).`,
    );
    built = true;
  } else if (SKIP_BUILD && hasBuild(ROOT)) {
    built =
      (await phase(0, "Copy app", 180_000, async () => {
        await prepareAppCopy({ nextFrom: path.join(ROOT, ".next") });
        return true;
      })) ?? false;
    notes.push("BENCH_SKIP_BUILD=1: the project's existing .next was copied and measured.");
  } else {
    built =
      (await phase(0, "next build", 10 * 60_000, async () => {
        copiedAt = sourceState();
        await prepareAppCopy();
        progress(`building a private copy in ${APP_DIR} (BENCH_SKIP_BUILD=1 reuses it)`);
        await nextBuild(10 * 60_000 - 60_000);
        return true;
      })) ?? false;
    if (built) {
      notes.push(
        `App under test: a production build (\`next build\`, ${num((Date.now() - buildStarted) / 1000, 0)} s incl. the copy) of this folder at ${copiedAt}, copied to ${APP_DIR} and served by \`next start\` there.`,
      );
    }
  }
  return built;
}

const ADMIN_PHASE = "Admin (100k)";

/** The admin list at `seeded` assessments: 5 cases, 5 warm-up + 100 sequential requests each. */
async function adminPhase(
  base: string,
  headers: Record<string, string>,
  pool: pg.Pool,
  seeded: number,
) {
  const middle = Math.max(1, Math.ceil(seeded / 25 / 2));
  const rare = await searchMatches(pool, RARE_WORD);
  const none = await searchMatches(pool, ABSENT_WORD);
  const cases: [string, string, string][] = [
    ["page 1 (newest first)", "page=1&pageSize=25", ""],
    [`page ${middle} of ${Math.ceil(seeded / 25)}`, `page=${middle}&pageSize=25`, ""],
    ["page 1 sorted by leadScore", "page=1&pageSize=25&sort=leadScore&order=desc", ""],
    [
      `search "${RARE_WORD.toLowerCase()}"`,
      `search=${RARE_WORD.toLowerCase()}&page=1&pageSize=25`,
      `${num(rare)} matches`,
    ],
    [
      `search "${ABSENT_WORD.toLowerCase()}"`,
      `search=${ABSENT_WORD.toLowerCase()}&page=1&pageSize=25`,
      `${num(none)} matches`,
    ],
  ];
  for (const [label, query, other] of cases) {
    const s = await phase(3, `Admin list: ${label}`, 150_000, (signal) =>
      sequential(`${base}/api/admin/assessments?${query}`, headers, 100, 5, signal),
    );
    if (s) {
      add(3, {
        phase: ADMIN_PHASE,
        case: `GET list, ${label}`,
        rate: num(1000 / s.mean, 1),
        p50: num(s.p50, 1),
        p99: num(s.p99, 1),
        errors: num(s.failures),
        other: [other, "100 sequential", s.failure && `first error: ${s.failure}`]
          .filter(Boolean)
          .join(", "),
        target: `< 150 ms: p50 ${verdict(s.p50, 150)}, p99 ${verdict(s.p99, 150)}`,
      });
    }
  }
}

/** The row of 100 sequential requests whose p99 has a target of `p99Ms`. */
function sequentialRow(phaseName: string, name: string, s: Sample, p99Ms: number): Row {
  return {
    phase: phaseName,
    case: name,
    rate: num(1000 / s.mean, 1),
    p50: num(s.p50, 1),
    p99: num(s.p99, 1),
    errors: num(s.failures),
    other: ["100 sequential", s.failure && `first error: ${s.failure}`].filter(Boolean).join(", "),
    target: `p99 < ${p99Ms} ms: ${verdict(s.p99, p99Ms)}`,
  };
}

const INDEX_PHASE = "Index (100k)";

/**
 * The AI Readiness Index over the 100k leads: one publish (PUT /api/admin/index computes the
 * figures of every completed assessment), then 100 sequential GET /api/index after 5 warm-ups,
 * which read the stored snapshot (through Next's data cache) and never recompute.
 */
async function indexPhase(base: string, headers: Record<string, string>) {
  const t0 = performance.now();
  const published = await phase(3, "Index: publish", 300_000, async (signal) => {
    const response = await fetch(`${base}/api/admin/index`, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({
        published: true,
        periodFrom: null,
        periodTo: null,
        excludedAssessmentIds: [],
      }),
      signal,
    });
    if (!response.ok)
      throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 120)}`);
    return (await response.json()) as {
      draft: { snapshot: { overall: { figures?: { companies: number } } } };
    };
  });
  if (published) {
    add(3, {
      phase: INDEX_PHASE,
      case: "PUT /api/admin/index (publish)",
      p50: num(performance.now() - t0, 0),
      other: `${num(published.draft.snapshot.overall.figures?.companies ?? 0)} companies, computed once`,
      target: "none: the admin waits once",
    });
  }
  for (const [label, query] of [
    ["JSON", ""],
    ["CSV", "?format=csv"],
  ] as const) {
    const s = await phase(3, `Index: GET ${label}`, 150_000, (signal) =>
      sequential(`${base}/api/index${query}`, {}, 100, 5, signal),
    );
    if (s) add(3, sequentialRow(INDEX_PHASE, `GET /api/index${query} (published)`, s, 50));
  }
}

const FUNNEL_PHASE = "Funnel (100k)";

/**
 * The admin's funnel (GET /api/admin/analytics/funnel) over the 100k leads of the admin phase
 * and a year of visit counts (about 1M rows), with the payments, call requests and accounts
 * the query counts: 100 sequential requests per case after 5 warm-ups.
 */
async function funnelPhase(base: string, headers: Record<string, string>, pool: pg.Pool) {
  const visits = await phase(3, "Seed visit counts", 300_000, async () => {
    const seconds = await seedVisitCounts(pool);
    const extras = await seedFunnelExtras(pool);
    const rows = await countRows(pool, "visit_counts");
    notes.push(
      `${FUNNEL_PHASE}: ${num(rows)} visit_counts rows seeded in ${num(seconds, 1)} s; ` +
        `a sixth of the leads given a referrer instead of utm_source, ${num(extras.payments)} card payments, ` +
        `${num(extras.calls)} call requests and ${num(extras.accounts)} accounts added in ${num(extras.seconds, 1)} s.`,
    );
    return rows;
  });
  for (const [label, query] of visits ? funnelCases() : []) {
    const s = await phase(3, `Funnel: ${label}`, 150_000, (signal) =>
      sequential(`${base}/api/admin/analytics/funnel?${query}`, headers, 100, 5, signal),
    );
    if (s) add(3, sequentialRow(FUNNEL_PHASE, `GET funnel, ${label}`, s, 150));
  }
}

const SUBMIT_PHASE = "Submit";

/** The floor server's submissions, on an empty table (emptied again for the app's run). */
async function submitFloor(floorPort: number, scratch: ScratchDatabase) {
  const floor = await phase(1, "Submit (floor)", (DURATION + 90) * 1000, async (signal) => {
    const proc = await floorStart(floorPort, scratch.url);
    try {
      return await submitLoad(`http://127.0.0.1:${floorPort}`, proc.pid, signal);
    } finally {
      await proc.stop();
    }
  });
  if (floor) {
    add(1, loadRow(SUBMIT_PHASE, "floor: node http + zod + pg INSERT", floor));
    const floorRows = await countRows(scratch.pool, "assessments");
    notes.push(
      `${SUBMIT_PHASE}: the floor server stored ${num(floorRows)} assessments; the table was emptied before the app's run.`,
    );
  }
  await scratch.pool.query("TRUNCATE assessments CASCADE");
  return floor;
}

/** The app's submissions, and their ratio to the floor server's. */
async function submitApp(base: string, app: Proc, floor: Measured | undefined) {
  const submit = await phase(1, "Submit (app)", (DURATION + 90) * 1000, (signal) =>
    submitLoad(base, servingPid(app), signal),
  );
  if (submit) add(1, loadRow(SUBMIT_PHASE, "app: POST /api/assessments (next start)", submit));
  if (floor && submit) {
    const ratio = submit.okPerSecond / floor.okPerSecond;
    add(1, {
      phase: SUBMIT_PHASE,
      case: "ratio app / floor",
      other: `${num(ratio, 2)}`,
      target: `≥ 0.5: ${verdict(ratio, 0.5, true)}`,
    });
  }
  return submit;
}

/**
 * The roadmap jobs the submissions queued, waited for (bounded), then the framework floor on the
 * same server, and the app's ratio to it (issue #27's goal: at least 0.6).
 */
async function submitBacklogAndFrameworkFloor(
  base: string,
  app: Proc,
  scratch: ScratchDatabase,
  submit: Measured | undefined,
) {
  await phase(1, "Job backlog", 200_000, async (signal) => {
    const d = await drainJobs(scratch, 180, signal);
    const count = (table: string, where?: string) => countRows(scratch.pool, table, where);
    const [stored, buckets, roadmaps, emails, followUps] = await Promise.all([
      count("assessments"),
      count("rate_limits"),
      count("roadmaps"),
      count("email_outbox"),
      count("generation_jobs", "kind = 'follow_up_questions'"),
    ]);
    notes.push(
      `${SUBMIT_PHASE}: per submission the app does more than the floor (validation + one INSERT, no scores): it ` +
        `also computes the readiness, family and lead scores and, in one statement sent straight to ` +
        `the pg driver, counts the client's rate-limit hit and, within the limit, inserts the assessment, ` +
        `its roadmap job, its unpaid follow-up jobs and its lead events with their jobs; after the ` +
        `response (Next's after()) it asks for a worker of the same process. Workers give way to ` +
        `requests: before each job a worker waits for a moment without requests, at most 1 s; while ` +
        `the process handles any, one worker runs for every job and two for lead events; when idle, four and two. Each ` +
        `roadmap job writes the roadmap and its risks, puts an e-mail in the outbox table and ` +
        `queues a follow-up-questions job. For the ${num(stored)} assessments of the app's run (warm-up included): ` +
        `${num(buckets)} rate-limit rows, ${num(roadmaps)} roadmaps, ${num(emails)} outbox e-mails, ` +
        `${num(followUps)} follow-up-question jobs.`,
    );
    const { rows: failures } = await scratch.pool.query<{ error: string; n: number }>(
      `SELECT left(regexp_replace("lastError", '\\s+', ' ', 'g'), 90) AS error, count(*)::int AS n FROM generation_jobs
       WHERE "lastError" IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    );
    if (failures.length) {
      notes.push(
        `${SUBMIT_PHASE}: failed job attempts during the app's run (retried with backoff): ${failures
          .map((f) => `${num(f.n)} × "${f.error}"`)
          .join("; ")}.`,
      );
    }
    const pace = `${num(d.finished)} jobs finished in ${num(d.seconds, 0)} s (${num(d.finished / d.seconds, 0)}/s, four workers)`;
    notes.push(
      `${SUBMIT_PHASE}: when the submit load stopped, ${num(d.doneAtStart)} generation jobs were done and ` +
        `${num(d.atStart)} open (each finished roadmap job queues a follow-up-questions job); ` +
        (d.left === 0
          ? `${pace}: all done before the reads.`
          : `${pace}; ${num(d.left)} were still open and kept running during the next phases.`),
    );
  });

  const framework = await phase(1, "Submit (framework floor)", (DURATION + 90) * 1000, (signal) =>
    submitLoad(base, servingPid(app), signal, FRAMEWORK_FLOOR_PATH),
  );
  if (framework) {
    add(1, loadRow(SUBMIT_PHASE, "framework floor: Next.js route + zod, no database", framework));
    if (submit) {
      const ratio = submit.okPerSecond / framework.okPerSecond;
      add(1, {
        phase: SUBMIT_PHASE,
        case: "ratio app / framework floor",
        other: `${num(ratio, 2)}`,
        target: `≥ 0.6: ${verdict(ratio, 0.6, true)}`,
      });
    }
  }
}

const EXPORT_PHASE = "Export";
/** Roadmaps and reports of the export phase run alone (the full run has its submissions'). */
const EXPORT_DOCUMENTS = { roadmaps: 4_000, reports: 2_000 };

/**
 * 4. Exports, streamed, with the server's RSS sampled every 50 ms. Each on a freshly started
 * server (`serve` stops the running one and starts another): RSS never shrinks, so a server that
 * already ran an export would hide the next one's growth. A warm-up export, cancelled after its
 * first chunk, loads the route first; "before" is read after it. Each export runs twice: with the
 * default heap (V8 grows it while garbage piles up, so RSS growth says little), then with the old
 * space capped below the biggest file, where memory held per row would run out: the export
 * completing with little growth shows that memory is bounded. The rows delivered are compared
 * with the rows the file should hold: every lead (standard), the completed ones (comprehensive).
 */
async function exportPhase(
  base: string,
  headers: Record<string, string>,
  pool: pg.Pool,
  serve: (env: Record<string, string>) => Promise<Proc>,
) {
  const expected = {
    standard: await countRows(pool, "assessments"),
    comprehensive: await countRows(pool, "assessments", "status = 'completed'"),
  };
  for (const format of ["csv", "json"] as const) {
    for (const type of ["standard", "comprehensive"] as const) {
      for (const heapCapMb of [null, EXPORT_HEAP_CAP_MB]) {
        const capped = heapCapMb ? `, old space capped at ${heapCapMb} MB` : "";
        const url = `${base}/api/admin/export?format=${format}&type=${type}`;
        const e = await phase(4, `Export ${format} ${type}${capped}`, 240_000, async (signal) => {
          const app = await serve(
            heapCapMb ? { NODE_OPTIONS: `--max-old-space-size=${heapCapMb}` } : {},
          );
          await warmUpExport(url, headers, signal);
          await sleep(1_000, signal);
          const pid = servingPid(app);
          progress(`sampling VmRSS of pid ${pid} (next start was pid ${app.pid})`);
          return measureExport(url, headers, format, pid, signal);
        });
        if (e) {
          const off = Math.abs(expected[type] - e.rows);
          add(4, {
            phase: EXPORT_PHASE,
            case: `${format.toUpperCase()} ${type}${capped}`,
            rate: `${num(e.rowsPerSecond, 0)} rows/s`,
            errors: off === 0 ? "0" : `${num(off)} rows off`,
            other: `${num(e.rows)} of ${num(expected[type])} rows, ${num(e.bytes / 1024 ** 2, 1)} MB in ${num(e.seconds, 1)} s; RSS +${num(e.rssPeakGrowthMb, 1)} MB peak (from ${num(e.rssBeforeMb, 0)} MB)`,
          });
        }
      }
    }
  }
}

const DRAFT_PHASE = "Draft";
const PAGES_PHASE = "Pages";

/** What each phase that runs alone needs beyond a build, a scratch database and `next start`. */
const ONLY_PHASES: Record<
  string,
  {
    phase: string;
    describe: string;
    seed?: (pool: pg.Pool) => Promise<unknown>;
    /** Extra environment of the app's `next start`. */
    env?: Record<string, string>;
    /** `serve` stops the app and starts it again with extra environment (the export phase). */
    measure?: (
      base: string,
      app: Proc,
      scratch: ScratchDatabase,
      serve: (env: Record<string, string>) => Promise<Proc>,
    ) => Promise<void>;
    /** Measured in this process against the scratch database: no build, no server. */
    inProcess?: (database: ScratchDatabase) => Promise<void>;
  }
> = {
  team: {
    phase: TEAM_PHASE,
    describe:
      "in process on a scratch PostgreSQL database, no server: the built-in generator with a team of 25 in each input (after 20 untimed runs), and the aggregate of an assessment with 25 team responses (after 20 untimed reads);",
    inProcess: async (database) => {
      const measured = await phase(7, "Team", 240_000, () => teamRows(database));
      for (const row of measured ?? []) add(7, row);
    },
  },
  admin: {
    phase: ADMIN_PHASE,
    describe: `${num(ADMIN_ROWS)} leads seeded with one INSERT ... SELECT FROM generate_series (createdAt over the last ~35 days, one in five a draft at steps 1 to 4, five utm sources, two chapters);`,
    seed: (pool) => seedAssessments(pool, ADMIN_ROWS),
    measure: async (base, _app, { pool }) => {
      const admin = await createAdmin(pool);
      const token = await adminBearerToken(pool, admin, AUTH_SECRET);
      const seeded = await countRows(pool, "assessments");
      await adminPhase(base, { authorization: `Bearer ${token}` }, pool, seeded);
    },
  },
  index: {
    phase: INDEX_PHASE,
    describe: `${num(ADMIN_ROWS)} leads seeded with one INSERT ... SELECT FROM generate_series (one in five a draft), the index published once, then read;`,
    seed: (pool) => seedAssessments(pool, ADMIN_ROWS),
    measure: async (base, _app, { pool }) => {
      const admin = await createAdmin(pool);
      const token = await adminBearerToken(pool, admin, AUTH_SECRET);
      await indexPhase(base, { authorization: `Bearer ${token}` });
    },
  },
  funnel: {
    phase: FUNNEL_PHASE,
    describe: `${num(ADMIN_ROWS)} leads seeded with one INSERT ... SELECT FROM generate_series (createdAt over the last ~35 days, one in five a draft at steps 1 to 4, five utm sources, two chapters);`,
    seed: (pool) => seedAssessments(pool, ADMIN_ROWS),
    measure: async (base, _app, { pool }) => {
      const admin = await createAdmin(pool);
      const token = await adminBearerToken(pool, admin, AUTH_SECRET);
      await funnelPhase(base, { authorization: `Bearer ${token}` }, pool);
    },
  },
  export: {
    phase: EXPORT_PHASE,
    describe: `${num(ADMIN_ROWS)} leads seeded with one INSERT ... SELECT FROM generate_series (one in five a draft, so the comprehensive export, of completed assessments only, holds about four fifths of them), then each export on a freshly started server;`,
    seed: async (pool) => {
      await seedAssessments(pool, ADMIN_ROWS);
      const d = await seedDocuments(pool, EXPORT_DOCUMENTS);
      notes.push(
        `${EXPORT_PHASE}: the newest ${num(d.roadmaps)} completed assessments given a built-in roadmap ` +
          `(${num(d.roadmapKb, 1)} kB of JSON on average) and the newest ${num(d.reports)} a paid report ` +
          `(${num(d.reportKb, 1)} kB), 24 of each in rotation, in ${num(d.seconds, 1)} s.`,
      );
      return d;
    },
    measure: async (base, _app, { pool }, serve) => {
      const admin = await createAdmin(pool);
      const token = await adminBearerToken(pool, admin, AUTH_SECRET);
      await exportPhase(base, { authorization: `Bearer ${token}` }, pool, serve);
    },
  },
  submit: {
    phase: SUBMIT_PHASE,
    describe: `on an empty database: the floor server (its own port), then the app's submissions, its job backlog drained, then the framework floor on the same server, each ${DURATION} s;`,
    measure: async (base, app, scratch) => {
      const [floorPort] = (await phase(0, "Floor port", 10_000, () => freePorts(1))) ?? [];
      const floor = floorPort ? await submitFloor(floorPort, scratch) : undefined;
      const submit = await submitApp(base, app, floor);
      await submitBacklogAndFrameworkFloor(base, app, scratch, submit);
    },
  },
  drafts: {
    phase: DRAFT_PHASE,
    describe: `${DRAFTS} drafts started one by one on an empty database, then step 3 saved to them for ${DURATION} s;`,
    measure: async (base, app) => {
      const saved = await phase(1, "Draft step save", (DURATION + 120) * 1000, (signal) =>
        draftSaveLoad(base, servingPid(app), signal),
      );
      if (saved) add(1, draftSaveRow(saved));
    },
  },
  pages: {
    phase: PAGES_PHASE,
    describe:
      "two assessments submitted to an idle server, the roadmap of the first generated, then the pages measured with nothing else running;",
    measure: async (base, app, { pool }) => {
      for (const body of bodies.slice(0, 2)) {
        const response = await fetch(`${base}/api/assessments`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": nextClient() },
          body,
        });
        if (response.status !== 201) throw new Error(`submit: HTTP ${response.status}`);
      }
      await phase(6, "Roadmap", 60_000, async (signal) => {
        while ((await countRows(pool, "roadmaps")) === 0 && !signal.aborted) await sleep(500);
      });
      await pagesPhase(base, pool, servingPid(app));
    },
  },
  webhooks: {
    phase: WEBHOOK_PHASE,
    describe: `lead events to a local receiver while the app serves submissions at ${WEBHOOK_RATE}/s (bench/lib/webhooks.ts);`,
    env: { WEBHOOK_ALLOW_PRIVATE: "true" },
    measure: async (base, app, { pool }) => {
      const token = await adminBearerToken(pool, await createAdmin(pool), AUTH_SECRET);
      const pid = servingPid(app);
      const request = (n: number) => ({
        headers: { "x-forwarded-for": nextClient() },
        body: bodies[n % bodies.length],
      });
      const measured = await phase(7, WEBHOOK_PHASE, 14 * 60_000, (signal) =>
        measureWebhooks(base, token, request, pid, signal),
      );
      for (const row of measured?.rows ?? []) add(7, row);
      notes.push(...(measured?.notes ?? []));
    },
  },
};

const draftSaveRow = (saved: Measured) =>
  loadRow(
    DRAFT_PHASE,
    `PATCH /api/assessments/drafts/{id} (step 3, ${DRAFT_CONNECTIONS} connections)`,
    saved,
    `${DRAFTS} drafts`,
  );

/**
 * 6. Pages: first-load JavaScript, document weight, static serving and Lighthouse, on the idle
 * server. The results, report and roadmap pages show a submitted assessment with a roadmap, its
 * report unlocked (paid) and generated; the payment page another one, still to pay for.
 */
async function pagesPhase(base: string, pool: pg.Pool, pid: number) {
  const seededPages = await phase(6, "Page data", 30_000, () => pageAssessments(pool));
  const pageIds = seededPages ?? { paid: "none", unpaid: "none" };
  // The report page of an unlocked report: generated once here, as its page would ask for it.
  if (seededPages)
    await phase(6, "Report", 120_000, async (signal) => {
      const response = await fetch(`${base}/api/assessments/${pageIds.paid}/report`, { signal });
      if (!response.ok) throw new Error(`report: HTTP ${response.status}`);
    });
  if (!seededPages)
    notes.push(
      "Pages: no assessment with a roadmap, so the pages with an id show their not-found state.",
    );
  const publicPages: [label: string, path: string][] = [
    ["/", "/"],
    ["/assessment", "/assessment"],
    ["/summary/{id}", `/summary/${pageIds.paid}`],
    ["/payment", `/payment?assessment=${pageIds.unpaid}`],
    ["/results/{id}", `/results/${pageIds.paid}`],
    ["/report/{id}", `/report/${pageIds.paid}`],
    ["/roadmap/{id}", `/roadmap/${pageIds.paid}`],
  ];
  await phase(6, "First-load JS", 120_000, async (signal) => {
    for (const [label, page] of publicPages) {
      const js = await firstLoadJs(base, page, signal);
      // What a modern browser downloads: `nomodule` scripts are for browsers without ES modules.
      const downloaded = js.gzipKb - js.noModuleGzipKb;
      add(6, {
        phase: PAGES_PHASE,
        case: `first-load JS ${label}`,
        other:
          `${num(downloaded, 1)} kB gzip downloaded by a modern browser (${num(js.rawKb, 0)} kB raw, all ${js.scripts} scripts)` +
          (js.noModuleGzipKb
            ? `; plus ${num(js.noModuleGzipKb, 1)} kB of nomodule polyfills that only browsers without ES modules fetch`
            : ""),
        target: `≤ 150 kB: ${verdict(downloaded, 150.05)}`,
      });
    }
  });
  await phase(6, "Document weight", 60_000, async (signal) => {
    for (const [label, page] of publicPages.filter(([label]) => label in HTML_BEFORE)) {
      const weight = await documentWeight(base, page, signal);
      const before = HTML_BEFORE[label as keyof typeof HTML_BEFORE];
      add(6, {
        phase: PAGES_PHASE,
        case: `document ${label}`,
        other:
          `HTML ${num(weight.htmlBytes / 1024, 1)} kB, of which ${num(weight.inlinePayloadBytes / 1024, 1)} kB inline payload; ` +
          `navigation payload ${num(weight.navigationPayloadBytes / 1024, 1)} kB; ${num(weight.elements)} elements; ` +
          `before #27: HTML ${num(before / 1024, 1)} kB`,
        // The issue's goal names these three; the report's weight is shown beside them.
        target:
          label === "/report/{id}"
            ? ""
            : `≤ ${num(before / 2048, 1)} kB: ${verdict(weight.htmlBytes, before / 2 + 1)}`,
      });
    }
  });
  const served = await phase(6, "Static serving", (2 * DURATION + 60) * 1000, async (signal) => {
    const run = (path: string) =>
      withCpu(pid, () =>
        load({ url: base, connections: 10, seconds: DURATION, next: () => ({ path }), signal }),
      );
    return { home: await run("/"), health: await run("/api/health") };
  });
  if (served) {
    add(6, loadRow(PAGES_PHASE, "GET / (10 connections)", served.home));
    add(6, loadRow(PAGES_PHASE, "GET /api/health (10 connections)", served.health));
    const ratio = served.home.okPerSecond / served.health.okPerSecond;
    add(6, {
      phase: PAGES_PHASE,
      case: "ratio / to /api/health",
      other: num(ratio, 2),
      target: `≥ 0.5: ${verdict(ratio, 0.5, true)}`,
    });
  }
  // The floor first: each page is judged against what the framework alone scores in this run.
  const floorBuilt = await phase(6, "Bare Next.js page: build", 240_000, () =>
    buildPageFloor(200_000),
  );
  const [floorPort] = (await phase(6, "Bare Next.js page: port", 10_000, () => freePorts(1))) ?? [];
  let floorScores: LighthouseScores | undefined;
  if (floorBuilt && floorPort) {
    const floor = await phase(6, "Bare Next.js page: start", 70_000, () =>
      startPageFloor(floorPort),
    );
    try {
      if (floor) floorScores = await lighthouseRow(FLOOR_LABEL, `http://127.0.0.1:${floorPort}/`);
    } finally {
      await floor?.stop();
    }
  }
  for (const [label, page] of publicPages.filter(([label]) =>
    ["/", "/assessment", "/results/{id}", "/report/{id}"].includes(label),
  )) {
    await lighthouseRow(label, `${base}${page}`, floorScores);
  }
}

/**
 * Each page's HTML in bytes before issue #27 (8747b0f, served by `next start`, the inline
 * payload included): the goal is at most half.
 */
const HTML_BEFORE = {
  "/": 110_167,
  "/results/{id}": 123_022,
  "/roadmap/{id}": 153_790,
  "/report/{id}": 333_811,
} as const;

const LIGHTHOUSE_RUNS = 3;
const FLOOR_LABEL = "bare Next.js page (the floor)";

/** Issue #27's goals for a page, against the floor measured in the same run. */
const LCP_GOAL_MS = 2_500;
const PERF_BELOW_FLOOR = 5;
const TBT_ABOVE_FLOOR_MS = 200;

function againstFloor(page: LighthouseScores, floor: LighthouseScores | undefined): string {
  const goals: string[] = [];
  if (floor?.performance != null) {
    const least = floor.performance - PERF_BELOW_FLOOR;
    goals.push(
      `perf ≥ ${least} (the floor's − ${PERF_BELOW_FLOOR}): ${verdict(page.performance, least, true)}`,
    );
  }
  if (floor?.tbtMs != null) {
    const most = floor.tbtMs + TBT_ABOVE_FLOOR_MS;
    goals.push(
      `TBT ≤ ${num(most)} ms (the floor's + ${TBT_ABOVE_FLOOR_MS}): ${verdict(page.tbtMs, most + 1)}`,
    );
  }
  goals.push(`LCP ≤ 2.5 s: ${verdict(page.lcpMs, LCP_GOAL_MS + 1)}`);
  goals.push(`a11y 100: ${verdict(page.accessibility, 100, true)}`);
  return goals.join("; ");
}

/**
 * Lighthouse LIGHTHOUSE_RUNS times on `url`: the run with the median performance, and the
 * spread; a page's goals read against the floor's median, when the floor was measured.
 */
async function lighthouseRow(
  label: string,
  url: string,
  floor?: LighthouseScores,
): Promise<LighthouseScores | undefined> {
  const runs: LighthouseScores[] = [];
  // A run Lighthouse itself fails (NO_NAVSTART: no navigation in its trace) scores nothing of the
  // page: it is run again, twice at most, rather than counted as the lowest of the three.
  let retries = 2;
  for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
    const scores = await phase(6, `Lighthouse ${label} (${i}/${LIGHTHOUSE_RUNS})`, 200_000, () =>
      runLighthouse(url, 180_000),
    );
    if (scores?.performance === null && scores.problem && retries-- > 0) {
      progress(`Lighthouse ${label}: ${scores.problem}; run again`);
      i--;
      continue;
    }
    if (scores) runs.push(scores);
  }
  if (!runs.length) return undefined;
  runs.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = runs[Math.floor((runs.length - 1) / 2)]!;
  const spread = `perf of the ${runs.length} runs: ${runs.map((r) => num(r.performance)).join(", ")}`;
  add(6, {
    phase: PAGES_PHASE,
    case: `Lighthouse ${label} (mobile)`,
    other: [
      fmtScores(median),
      `LCP ${num((median.lcpMs ?? NaN) / 1000, 1)} s · TBT ${num(median.tbtMs)} ms`,
      spread,
      median.failing && `below 0.9: ${median.failing.join(", ")}`,
      median.problem,
    ]
      .filter(Boolean)
      .join(" — "),
    target:
      label === FLOOR_LABEL
        ? "none: what the framework alone scores on this machine"
        : againstFloor(median, floor),
  });
  return median;
}

/**
 * BENCH_ONLY=<name>: the build (BENCH_SKIP_BUILD as usual), a scratch database (seeded as the
 * phase needs), `next start`, then that phase alone. Its rows and note replace the phase's own in
 * bench/results.md; every other figure there stays as the last full run left it.
 */
async function onlyPhase(name: string) {
  const only = ONLY_PHASES[name];
  if (!only)
    throw new Error(
      `BENCH_ONLY=${name}: the phases that run alone are ${Object.keys(ONLY_PHASES).join(", ")}`,
    );
  const startedAt = new Date();
  if (only.inProcess) {
    try {
      const scratch = await phase(0, "Scratch database", 150_000, () => createScratchDatabase());
      if (!scratch) throw new Error("no database: nothing to measure");
      await only.inProcess(scratch);
    } finally {
      await runCleanups();
    }
    return writeOnlyPhase(name, only, startedAt);
  }
  const built = await buildApp();
  let app: Proc | undefined;
  try {
    const scratch = await phase(0, "Scratch database", 150_000, () => createScratchDatabase());
    const [port] = (await phase(0, "Ports", 10_000, () => freePorts(1))) ?? [];
    if (!scratch || !port || !built)
      throw new Error("no database, port or build: nothing to measure");
    if (only.seed) {
      const seeded = await phase(3, "Seed", 300_000, () => only.seed!(scratch.pool));
      if (seeded === undefined) throw new Error("seeding failed");
    }
    app = await phase(0, "next start", 120_000, () =>
      nextStart(port, scratch.url, AUTH_SECRET, only.env),
    );
    if (!app) throw new Error("next start failed");
    const serve = async (env: Record<string, string>) => {
      await app?.stop();
      app = undefined;
      app = await nextStart(port, scratch.url, AUTH_SECRET, { ...only.env, ...env });
      return app;
    };
    await only.measure?.(`http://127.0.0.1:${port}`, app, scratch, serve);
  } finally {
    await app?.stop();
    await runCleanups();
  }
  writeOnlyPhase(name, only, startedAt);
}

/** The rows and note of a phase measured alone, in place of its own in bench/results.md. */
function writeOnlyPhase(name: string, only: { phase: string; describe: string }, startedAt: Date) {
  const own = rows.filter((r) => r.row.phase === only.phase).map((r) => r.row);
  const failed = rows.filter((r) => r.row.case === "FAILED").map((r) => r.row);
  const note = [
    `measured alone (\`BENCH_ONLY=${name} npm run bench\`) on ${startedAt.toISOString()}, load average ${loadAverage()} at the end;`,
    only.describe,
    ...notes.filter((n) => n.startsWith(only.phase)).map((n) => n.slice(only.phase.length + 2)),
    ...notes.filter((n) => !n.startsWith(only.phase)),
  ].join(" ");
  const table = mergePhase(
    path.join(ROOT, "bench", "results.md"),
    only.phase,
    [...own, ...failed.map((r) => ({ ...r, phase: only.phase, case: `FAILED: ${r.phase}` }))],
    note,
  );
  process.stdout.write(`\n${table}\n\n`);
  progress(`wrote the ${only.phase} rows of bench/results.md`);
}

async function main() {
  installSignalHandlers();
  mkdirSync(WORK_DIR, { recursive: true });
  const box = machine();
  const startedAt = new Date();
  progress(
    `machine: ${box.cores} cores, ${box.memoryGb.toFixed(1)} GiB, ${box.cpu}, Node ${box.node}, load ${box.load}`,
  );
  progress(`load runs: ${CONNECTIONS} connections × ${DURATION} s`);
  // Last resort: nothing may keep the bench (and its servers and database) alive for long.
  const hardStop = setTimeout(() => {
    progress("global time limit (20 min) reached: cleaning up");
    void runCleanups().finally(() => process.exit(2));
  }, 20 * 60_000);
  hardStop.unref();
  if (ONLY) return onlyPhase(ONLY);

  // 5. The built-in generator, in process, before any server loads the machine.
  await phase(5, "Report generation", 120_000, async () => {
    const inputs = await generationInputs(200);
    const s = await timeGenerator(inputs);
    add(5, {
      phase: "Report generation",
      case: "generateReport + generateRoadmap, 200 inputs",
      p50: num(s.p50, 2),
      p99: num(s.p99, 2),
      errors: "0",
      other: `mean ${num(s.mean, 2)} ms`,
      target: `< 50 ms: mean ${verdict(s.mean, 50)}, p99 ${verdict(s.p99, 50)}`,
    });
  });

  const built = await buildApp();

  let db: ScratchDatabase | undefined;
  let app: Proc | undefined;
  try {
    db = await phase(0, "Scratch database", 150_000, () => createScratchDatabase());
    const ports = await phase(0, "Ports", 10_000, () => freePorts(2));
    if (!ports) db = undefined; // nothing can be served: skip every server phase
    const [appPort, floorPort] = ports ?? [0, 0];
    const base = `http://127.0.0.1:${appPort}`;
    progress(`ports: app ${appPort}, floor ${floorPort}`);

    // 1. Submissions: the floor first (on an empty table), then the app (table emptied again).
    const floor = db ? await submitFloor(floorPort, db) : undefined;

    if (db && built) {
      app = await phase(0, "next start", 120_000, () => nextStart(appPort, db!.url, AUTH_SECRET));
    }

    if (db && app) {
      const scratch = db;
      const submit = await submitApp(base, app, floor);
      const draftSave = await phase(1, "Draft step save", (DURATION + 120) * 1000, (signal) =>
        draftSaveLoad(base, servingPid(app!), signal),
      );
      if (draftSave) add(1, draftSaveRow(draftSave));
      await submitBacklogAndFrameworkFloor(base, app, scratch, submit);
      // 2. Reads of existing assessments (those with a roadmap first, so no job is resumed).
      const ids = await assessmentIds(scratch.pool, 200);
      if (ids.length) {
        const api = await phase(2, "Reads (API)", (DURATION + 60) * 1000, (signal) =>
          getLoad(
            base,
            servingPid(app!),
            ids.map((id) => `/api/assessments/${id}`),
            signal,
          ),
        );
        if (api) add(2, loadRow("Reads", "GET /api/assessments/{id}", api, `${ids.length} ids`));
        const page = await phase(2, "Reads (results page)", (DURATION + 60) * 1000, (signal) =>
          getLoad(
            base,
            servingPid(app!),
            ids.map((id) => `/results/${id}`),
            signal,
          ),
        );
        if (page) add(2, loadRow("Reads", "GET /results/{id} (HTML)", page, `${ids.length} ids`));
      } else {
        add(2, { phase: "Reads", case: "FAILED", other: "no assessment to read" });
      }

      await pagesPhase(base, scratch.pool, servingPid(app!));

      // 3. Admin at scale: the table filled to 100,000 assessments.
      const existing = await countRows(scratch.pool, "assessments");
      const seeded = await phase(3, "Seed", 300_000, async () => {
        const count = Math.max(0, ADMIN_ROWS - existing);
        progress(`seeding ${num(count)} assessments (table has ${num(existing)})...`);
        const seconds = await seedAssessments(scratch.pool, count);
        const total = await countRows(scratch.pool, "assessments");
        notes.push(
          `Admin and export phases: ${num(total)} assessments (${num(existing)} from the submit phase, ` +
            `${num(count)} seeded with one INSERT ... SELECT FROM generate_series in ${num(seconds, 1)} s incl. VACUUM ANALYZE).`,
        );
        return total;
      });
      const admin = seeded ? await createAdmin(scratch.pool) : undefined;
      const token = admin ? await adminBearerToken(scratch.pool, admin, AUTH_SECRET) : undefined;
      if (seeded && token) {
        const headers = { authorization: `Bearer ${token}` };
        await adminPhase(base, headers, scratch.pool, seeded);

        await funnelPhase(base, headers, scratch.pool);

        await exportPhase(base, headers, scratch.pool, async (env) => {
          await app?.stop();
          app = undefined;
          app = await nextStart(appPort, scratch.url, AUTH_SECRET, env);
          return app;
        });
      }
    }
  } finally {
    await app?.stop();
    await runCleanups();
  }

  // The table and results.md.
  const table = renderTable(rows.sort((a, b) => a.order - b.order).map((r) => r.row));
  const finishedAt = new Date();
  const header = [
    "# Benchmark results",
    "",
    `- Date: ${startedAt.toISOString()} (took ${num((finishedAt.getTime() - startedAt.getTime()) / 1000, 0)} s)`,
    `- Machine: ${box.cores} cores, ${box.memoryGb.toFixed(1)} GiB memory, ${box.cpu}`,
    `- Node ${box.node}; load average (1/5/15 min) ${box.load} at the start, ${loadAverage()} at the end`,
    `- Load runs: autocannon, ${CONNECTIONS} connections × ${DURATION} s, keep-alive, from this process on the same machine; req/s counts 2xx responses; errors = non-2xx + socket errors; server CPU = CPU time of the serving process over the run's wall time (100% = one core)`,
    `- Admin list: 100 sequential requests after 5 warm-ups, latency measured in this process on loopback (≈ server time); req/s = 1000 / mean`,
    `- Export: each on a freshly started server, after a warm-up export cancelled at its first chunk; records counted while streaming; RSS = VmRSS of the serving process every 50 ms, peak minus the value before; each export twice, with the default heap and with the old space capped at ${EXPORT_HEAP_CAP_MB} MB (\`--max-old-space-size\`): with room V8 lets garbage pile up before collecting it, so the default-heap growth is not memory held per row; the capped run completing, with a growth far below the file's size, shows the export streams in bounded memory`,
    `- Pages: first-load JS = every \`<script src>\` under /_next/static in the HTML, gzip level 9, summed; Lighthouse ${lighthouseVersion()} through its Node API, default config (mobile emulation, simulated throttling), in ${"path" in CHROMIUM ? CHROMIUM.path : "(no browser)"} (headless=new); each page ${LIGHTHOUSE_RUNS} runs, the median shown; the floor is a bare Next.js app on the same Next.js and React (bench/lib/page-floor.ts)`,
    "- Command: `npm run bench` (bench/run.ts); progress on stderr",
    "",
    "",
  ].join("\n");
  const body = `${header}${table}\n\n## Notes\n\n${notes.map((n) => `- ${n}`).join("\n")}\n`;
  // The report audit (npm run report:audit) is rewritten with the rest, never dropped.
  const audit = renderAudit(runReportAudit());
  writeFileSync(path.join(ROOT, "bench", "results.md"), await replaceAuditSection(body, audit));
  process.stdout.write(`\n${table}\n\n`);
  progress("wrote bench/results.md");
}

main().then(
  () => process.exit(0),
  async (error) => {
    if (isStopping()) return; // the signal handler cleans up and exits
    progress(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    await runCleanups();
    process.exit(1);
  },
);
