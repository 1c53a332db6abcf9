/**
 * What loading a served page costs a phone's main thread, in figures that hold on a busy machine:
 * `npx tsx bench/main-thread.ts <url>...` (RUNS=5 by default, the median shown).
 *
 * Lighthouse's scores move by 10 points and its blocking time by a second on this 2-core machine
 * while other work runs (#27): its simulation scales the wall-clock tasks of one load. Here the
 * main thread's tasks are read from a Chromium trace by their thread clock (`tdur`: CPU time,
 * which a busy machine does not lengthen), unthrottled, and multiplied by 4 as Lighthouse's mobile
 * simulation does:
 *
 * - cpu: every main-thread task of the load and 2.5 s after it;
 * - blocking: the part over 50 ms of each task after the first contentful paint, summed (a
 *   blocking-time estimate, still moved by how a busy machine splits the tasks);
 * - script, style, layout, paint, parse: the outermost trace events of each kind.
 *
 * And from the served HTML: the first-load JavaScript (its `/_next/static` scripts without the
 * `nomodule` polyfills, gzip -9), the inline RSC payload, and the client components the payload
 * names, each with the number of its elements (what hydrates as a client component).
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { processId?: number; isOutermostMainFrame?: boolean } };
}

const RUNS = Number(process.env.RUNS ?? 5);
const SLOWDOWN = 4;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The inline flight payload: the strings of every `self.__next_f.push([1, "..."])`, joined. */
function inlineFlight(html: string): { flight: string; bytes: number } {
  let flight = "";
  let bytes = 0;
  for (const [, args] of html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    bytes += Buffer.byteLength(args!);
    const pushed = JSON.parse(args!) as [number, string?];
    if (pushed[0] === 1 && typeof pushed[1] === "string") flight += pushed[1];
  }
  return { flight, bytes };
}

/** The client components the payload names (`I` rows), with the elements that use each. */
function clientComponents(flight: string): Map<string, number> {
  const strings = new Map<string, string>();
  for (const [, id, text] of flight.matchAll(/(?:^|\n)([0-9a-f]+):("[^"\n]*")(?=\n)/g))
    strings.set(id!, JSON.parse(text!) as string);
  const used = new Map<string, number>();
  for (const [, id, row] of flight.matchAll(/(?:^|\n)([0-9a-f]+):I(\[[^\n]*\])(?=\n)/g)) {
    const [moduleId, , exported] = JSON.parse(row!) as [number, unknown, string];
    const name = exported.startsWith("$") ? (strings.get(exported.slice(1)) ?? exported) : exported;
    const uses = flight.split(`"$L${id}"`).length - 1;
    if (uses > 0) used.set(`${name || "default"} (${moduleId})`, uses);
  }
  return used;
}

async function served(url: string) {
  const html = await (await fetch(url)).text();
  const scripts = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
    if (
      src &&
      !/\bnomodule\b/i.test(tag) &&
      new URL(src, url).pathname.startsWith("/_next/static/")
    )
      scripts.add(src);
  }
  let gzip = 0;
  for (const src of scripts) {
    const bytes = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const { flight, bytes } = inlineFlight(html);
  return { html: Buffer.byteLength(html), scripts: scripts.size, gzip, payload: bytes, flight };
}

/** One load, traced: the main thread's CPU time by kind, in ms, multiplied by SLOWDOWN. */
async function traced(url: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(2500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    // The page's renderer: the process its main frame last committed in (the first one, of
    // about:blank, is another), and that process's main thread.
    const pid = traceEvents.findLast(
      (e) => e.name === "FrameCommittedInBrowser" && e.args?.data?.isOutermostMainFrame,
    )?.args?.data?.processId;
    const main = traceEvents.find(
      (e) => e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain",
    );
    if (!main) throw new Error(`${url}: no renderer main thread in the trace`);
    const events = traceEvents.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.tdur !== undefined,
    );
    const fcp =
      traceEvents.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid)?.ts ?? 0;
    const ms = (microseconds: number) => (SLOWDOWN * microseconds) / 1000;
    let cpu = 0;
    let blocking = 0;
    for (const task of events.filter((e) => e.name === "RunTask")) {
      cpu += ms(task.tdur!);
      if (task.ts >= fcp) blocking += Math.max(0, ms(task.tdur!) - 50);
    }
    /** The CPU time of the outermost events named `names` (one nested in another counted once). */
    const outermost = (names: string[]) => {
      let sum = 0;
      let end = 0;
      for (const e of events.filter((x) => names.includes(x.name)).sort((a, b) => a.ts - b.ts)) {
        if (e.ts < end) continue;
        sum += e.tdur!;
        end = e.ts + (e.dur ?? 0);
      }
      return ms(sum);
    };
    return {
      cpu,
      blocking,
      script: outermost([
        "EvaluateScript",
        "v8.evaluateModule",
        "v8.compile",
        "FunctionCall",
        "RunMicrotasks",
        "TimerFire",
        "EventDispatch",
        "FireAnimationFrame",
      ]),
      style: outermost(["UpdateLayoutTree"]),
      layout: outermost(["Layout"]),
      paint: outermost(["PrePaint", "Paint", "Layerize", "Commit"]),
      parse: outermost(["ParseHTML", "ParseAuthorStyleSheet"]),
    };
  } finally {
    await browser.close();
  }
}

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error("usage: npx tsx bench/main-thread.ts <url>...");
  process.exit(2);
}
const runs = new Map<string, Awaited<ReturnType<typeof traced>>[]>();
// Round-robin: a busy spell of the machine falls on every page alike.
for (let run = 0; run < RUNS; run++)
  for (const url of urls) runs.set(url, [...(runs.get(url) ?? []), await traced(url)]);

for (const url of urls) {
  const page = await served(url);
  const loads = runs.get(url)!;
  const figure = (key: keyof (typeof loads)[number]) =>
    `${key} ${Math.round(median(loads.map((load) => load[key])))}`;
  const clients = clientComponents(page.flight);
  const elements = [...clients.values()].reduce((a, b) => a + b, 0);
  console.log(url);
  console.log(
    `  first-load JS ${kb(page.gzip)} gzip (${page.scripts} scripts); HTML ${kb(page.html)}, ` +
      `inline payload ${kb(page.payload)}; ${clients.size} client components, ${elements} elements`,
  );
  console.log(
    `  main thread ×${SLOWDOWN}, ms (median of ${loads.length}): ` +
      (["cpu", "blocking", "script", "style", "layout", "paint", "parse"] as const)
        .map(figure)
        .join(", "),
  );
  console.log(
    `  client components: ${[...clients].map(([name, uses]) => `${name} ×${uses}`).join(", ")}`,
  );
}
