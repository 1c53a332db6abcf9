/**
 * The reviewer's harness: every company of a folder taken through the running app as an
 * executive would, and what they would read saved as text (docs/security-and-operations.md,
 * "Reviewing whole reports").
 *
 *   npx tsx --conditions=react-server scripts/review-render.ts <dir> [--base URL]
 *     [--coupon CODE | --server-log FILE]
 *
 * For each `<dir>/<company>.json` (the body of POST /api/assessments) it submits the answers,
 * unlocks the report with the coupon, waits for the roadmap and the report, reads the results,
 * roadmap and report pages in Chromium, downloads both PDFs, and writes to `<dir>/out/<company>/`:
 * results.txt, roadmap.txt, report.txt (the pages' text), report-pdf.txt, roadmap-pdf.txt (the
 * PDFs' text in reading order, with the PDFs themselves) and answers.txt.
 * The coupon: --coupon, else DEMO_COUPON_CODE (the code the server's seed gave its demo coupon
 * when started with it), else the "Demo coupon created: …" line of the server's log given with
 * --server-log FILE (the seed prints it at the first start on an empty database).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium, thisMachine } from "@/tests/helpers/chromium";
import { answersText } from "./review/answers-text";
import { pdfReadingText } from "./review/pdf-reading-order";

const WAIT_MS = 3 * 60_000;
const POLL_MS = 3_000;
/**
 * The app's own words while something is still on its way (results-status.tsx,
 * report-generating.tsx, the report's loading state): the page is not read yet.
 */
const UNFINISHED =
  /Generating\.\.\.|Generating your report|This may take \d|Loading (?:report|Assessment)/;

class Stop extends Error {}

/** The demo coupon the seed printed in the server's log (platform/setup/seed.ts). */
function seededCoupon(log: string | undefined): string | undefined {
  if (!log) return undefined;
  return [...readFileSync(log, "utf8").matchAll(/Demo coupon created: (\S+)/g)].at(-1)?.[1];
}

function parseArgs(argv: string[]) {
  const flag = (name: string) => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : argv[at + 1];
  };
  const dir = argv.find((arg, i) => !arg.startsWith("--") && !argv[i - 1]?.startsWith("--"));
  if (!dir) {
    throw new Stop(
      "Usage: npx tsx --conditions=react-server scripts/review-render.ts <dir> [--base http://127.0.0.1:3100] [--coupon CODE | --server-log FILE]",
    );
  }
  const coupon =
    flag("--coupon") ?? process.env.DEMO_COUPON_CODE ?? seededCoupon(flag("--server-log"));
  if (!coupon) {
    throw new Stop(
      "No coupon: pass --coupon CODE, or --server-log FILE (the server's output at its first start, " +
        'where the seed prints "Demo coupon created: DEMO-XXXXXX"), or start the server and this ' +
        "script with the same DEMO_COUPON_CODE=... (the code the seed then gives its demo coupon).",
    );
  }
  return { dir, base: (flag("--base") ?? "http://127.0.0.1:3100").replace(/\/$/, ""), coupon };
}

/** The server's own words for a refused request: its message and each field's. */
async function refusal(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as {
      message?: string;
      error?: { fields?: Record<string, string> };
    };
    const fields = Object.entries(body.error?.fields ?? {}).map(([f, m]) => `\n    ${f}: ${m}`);
    return `${response.status}: ${body.message ?? text}${fields.join("")}`;
  } catch {
    return `${response.status}: ${text.slice(0, 300)}`;
  }
}

/** Calls the JSON API as the pages do, from one client address per company (its rate limits). */
function apiOf(base: string, client: string) {
  const headers = {
    "content-type": "application/json",
    origin: base,
    "sec-fetch-site": "same-origin",
    "x-forwarded-for": client,
  };
  return {
    async post<T>(route: string, body: unknown): Promise<T> {
      const response = await fetch(`${base}${route}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Stop(`POST ${route} refused: ${await refusal(response)}`);
      return (await response.json()) as T;
    },
    get: (route: string, timeoutMs = 30_000) =>
      fetch(`${base}${route}`, { headers, signal: AbortSignal.timeout(timeoutMs) }),
  };
}
type Api = ReturnType<typeof apiOf>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls as the results page does until the roadmap and the report are stored. */
async function waitForDocuments(api: Api, id: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  const left = () => deadline - Date.now();
  let roadmap = false;
  let report = false;
  while (left() > 0) {
    try {
      if (!roadmap) {
        const response = await api.get(`/api/assessments/${id}`);
        const body = response.ok
          ? ((await response.json()) as {
              roadmap: unknown;
              assessment: { roadmapGenerated?: boolean };
            })
          : null;
        roadmap = Boolean(body?.roadmap && body.assessment.roadmapGenerated);
      }
      if (roadmap && !report) {
        // The report route writes a missing report and answers once it is stored.
        const response = await api.get(`/api/assessments/${id}/report`, Math.max(left(), 1));
        if (response.status === 402)
          throw new Stop(`the report is still locked: ${await refusal(response)}`);
        report = response.ok;
      }
      if (roadmap && report) return;
    } catch (error) {
      if (error instanceof Stop) throw error;
      // A timed-out or dropped request: ask again until the deadline.
    }
    await sleep(Math.min(POLL_MS, Math.max(left(), 0)));
  }
  throw new Stop(
    `timed out after 3 minutes waiting for the ${roadmap ? "report" : "roadmap"} (is the job runner up? see the server log)`,
  );
}

/**
 * Scrolls a page to its bottom a screen at a time, so every part drawn when near the screen
 * is drawn, then lays out the sections kept off screen (content-visibility) and opens the
 * folded ones, to read them all.
 */
async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0, guard = 0; guard < 400; guard++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (y >= height) break;
    y += 700;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.evaluate(() => {
    // What a sighted executive reads: words only a screen reader hears ("1." beside the step's
    // drawn number, "Quick win:" beside its marker) are left out.
    for (const hidden of document.querySelectorAll(".sr-only")) hidden.remove();
    // What the executive opens with a click ("Read the summary in full") is read too.
    for (const details of document.querySelectorAll("details")) details.open = true;
    // A chart's label broken over lines (one tspan a line) reads as words, not "Hands-ontool".
    for (const line of document.querySelectorAll("svg tspan"))
      if (line.nextElementSibling) line.textContent = `${line.textContent ?? ""} `;
    // A badge set before its text ("Phase 2" then the pilot) is apart on screen: so in the text.
    for (const badge of document.body.querySelectorAll("*")) {
      const next = badge.nextSibling;
      const style = getComputedStyle(badge);
      const apart =
        style.display.startsWith("inline-") ||
        (style.display === "inline" && parseFloat(style.marginRight) > 0);
      if (apart && next && !/^\s/.test(next.textContent ?? " ")) badge.after(" ");
    }
  });
}

/** The page's text once nothing on it is still loading (reloading while it is). */
async function pageText(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
      if (!response?.ok()) throw new Stop(`${url} answered ${response?.status() ?? "nothing"}`);
      await scrollThrough(page);
      const text = await page.evaluate(() => document.body.innerText);
      const spinning = await page.locator(".animate-spin:visible").count();
      if (!(UNFINISHED.test(text) || spinning)) return text;
      if (Date.now() > deadline) {
        process.stdout.write(`    warning: ${url} still shows something loading after 60 s\n`);
        return text;
      }
      await sleep(POLL_MS);
    }
  } finally {
    await page.close();
  }
}

async function downloadPdf(api: Api, route: string): Promise<Buffer> {
  const response = await api.get(route, 120_000);
  if (!response.ok || !response.headers.get("content-type")?.includes("pdf"))
    throw new Stop(`GET ${route}: ${await refusal(response)}`);
  return Buffer.from(await response.arrayBuffer());
}

async function reviewCompany(
  file: string,
  options: ReturnType<typeof parseArgs>,
  browser: Browser,
  client: string,
): Promise<void> {
  const company = path.basename(file, ".json");
  const out = path.join(options.dir, "out", company);
  const answers = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "answers.txt"), answersText(answers));
  const api = apiOf(options.base, client);
  const { assessmentId: id } = await api.post<{ assessmentId: string }>(
    "/api/assessments",
    answers,
  );
  process.stdout.write(`  assessment ${id}\n`);
  await api.post("/api/validate-coupon", { code: options.coupon, assessmentId: id });
  await waitForDocuments(api, id);
  for (const [name, route] of [
    ["results", `/results/${id}`],
    ["roadmap", `/roadmap/${id}`],
    ["report", `/report/${id}`],
  ] as const) {
    writeFileSync(path.join(out, `${name}.txt`), await pageText(browser, options.base + route));
  }
  for (const name of ["report", "roadmap"] as const) {
    const pdf = await downloadPdf(api, `/api/assessments/${id}/${name}/pdf`);
    writeFileSync(path.join(out, `${name}.pdf`), pdf);
    writeFileSync(path.join(out, `${name}-pdf.txt`), await pdfReadingText(pdf));
  }
  process.stdout.write(`  wrote ${out}\n`);
}

/** What went wrong with one company, in a line the reviewer can act on. */
function failure(error: unknown, base: string): string {
  if (error instanceof Stop) return error.message;
  if (error instanceof SyntaxError) return `the file is not valid JSON: ${error.message}`;
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code === "ECONNREFUSED")
    return `no server answers at ${base} (start it, or pass --base)`;
  return String(error);
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const files = readdirSync(options.dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(options.dir, name));
  if (!files.length) throw new Stop(`No <company>.json in ${options.dir}`);
  const found = findChromium(thisMachine(() => chromium.executablePath()));
  if ("missing" in found) throw new Stop(found.missing);
  const browser = await chromium.launch({
    executablePath: found.path,
    args: CHROMIUM_FLAGS,
  });
  // One made-up client address per run and company: the server's per-client limits
  // (20 submissions, 10 coupons per 10 minutes) count each company apart.
  const run = Math.floor(Math.random() * 250) + 1;
  let failed = 0;
  try {
    for (const [index, file] of files.entries()) {
      process.stdout.write(`${path.basename(file)}\n`);
      try {
        await reviewCompany(
          file,
          options,
          browser,
          `10.${run}.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        );
      } catch (error) {
        failed++;
        process.stdout.write(`  FAILED: ${failure(error, options.base)}\n`);
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(`${files.length - failed} of ${files.length} companies written\n`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Stop ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
