/** First-load JavaScript of a page (gzip -9 of its /_next/static scripts) and Lighthouse scores. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium, thisMachine } from "@/tests/helpers/chromium";
import { errorText, onCleanup, progress, withTimeout } from "./log";
import { WORK_DIR } from "./server";

export interface FirstLoad {
  scripts: number;
  rawKb: number;
  gzipKb: number;
  /** The part of gzipKb in `nomodule` scripts (polyfills), which modern browsers never fetch. */
  noModuleGzipKb: number;
}

/** Every `<script src>` under /_next/static in the page's HTML, fetched and gzipped at level 9. */
export async function firstLoadJs(
  base: string,
  page: string,
  signal: AbortSignal,
): Promise<FirstLoad> {
  const response = await fetch(new URL(page, base), { signal });
  const html = await response.text();
  if (!response.ok) throw new Error(`GET ${page}: HTTP ${response.status}`);
  const sources = new Map<string, boolean>();
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
    const tag = match[0];
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
    if (!src || !new URL(src, base).pathname.startsWith("/_next/static/")) continue;
    sources.set(src, /\bnomodule\b/i.test(tag));
  }
  let raw = 0;
  let gzip = 0;
  let noModule = 0;
  for (const [src, isNoModule] of sources) {
    const script = await fetch(new URL(src, base), { signal });
    if (!script.ok) throw new Error(`GET ${src}: HTTP ${script.status}`);
    const bytes = Buffer.from(await script.arrayBuffer());
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    if (isNoModule) noModule += zipped;
  }
  return {
    scripts: sources.size,
    rawKb: raw / 1024,
    gzipKb: gzip / 1024,
    noModuleGzipKb: noModule / 1024,
  };
}

/** The browser Lighthouse drives: tests/helpers/chromium.ts's choice, or why there is none. */
export const CHROMIUM = findChromium(thisMachine(() => chromium.executablePath()));
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  // Belt and braces: every host name but 127.0.0.1 fails to resolve, so the browser talks to
  // the bench's server only.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Largest contentful paint and total blocking time, simulated on a mid-range phone, in ms. */
  lcpMs: number | null;
  tbtMs: number | null;
  /** The accessibility and performance audits that did not pass (score below 0.9): id (value). */
  failing?: string[];
  /** Why a score is missing (Lighthouse's runtime error or warnings), if one is. */
  problem?: string;
}

/** Lighthouse (its default config: mobile, simulated throttling) on `url` in Debian's Chromium. */
export async function runLighthouse(url: string, ms: number): Promise<LighthouseScores> {
  if ("missing" in CHROMIUM) throw new Error(CHROMIUM.missing);
  const chromeLauncher = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const userDataDir = mkdtempSync(path.join(WORK_DIR, "chrome-"));
  let kill: (() => void) | undefined;
  let unregister: (() => void) | undefined;
  try {
    return await withTimeout(`lighthouse ${url}`, ms, async (signal) => {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM.path,
        chromeFlags: CHROME_FLAGS,
        userDataDir,
        logLevel: "silent",
        connectionPollInterval: 250,
        maxConnectionRetries: 80,
      });
      kill = () => {
        try {
          chrome.kill();
        } catch (error) {
          progress(`chromium kill: ${errorText(error)}`);
        }
      };
      unregister = onCleanup("chromium", kill, kill);
      // The time limit may have passed while Chromium started: the finally below ran already.
      if (signal.aborted) {
        kill();
        throw signal.reason;
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error("Lighthouse returned no result");
      if (process.env.BENCH_LHR_DIR) saveReport(process.env.BENCH_LHR_DIR, url, result.lhr);
      const { categories, runtimeError, runWarnings } = result.lhr;
      const score = (id: string) => {
        const value = categories[id]?.score;
        return typeof value === "number" ? Math.round(value * 100) : null;
      };
      const milliseconds = (id: string) => {
        const value = result.lhr.audits[id]?.numericValue;
        return typeof value === "number" ? Math.round(value) : null;
      };
      const scores: LighthouseScores = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: milliseconds("largest-contentful-paint"),
        tbtMs: milliseconds("total-blocking-time"),
      };
      const failing = ["accessibility", "performance"].flatMap((category) =>
        (categories[category]?.auditRefs ?? [])
          .filter(({ id, weight }) => {
            const audit = result.lhr.audits[id];
            return weight > 0 && typeof audit?.score === "number" && audit.score < 0.9;
          })
          .map(({ id }) => {
            const shown = result.lhr.audits[id]?.displayValue;
            return shown ? `${id} (${shown})` : id;
          }),
      );
      if (failing.length) scores.failing = failing;
      const problems = [
        runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : "",
        ...(runWarnings ?? []),
      ].filter(Boolean);
      if (problems.length) scores.problem = problems.join("; ").slice(0, 300);
      return scores;
    });
  } finally {
    kill?.();
    unregister?.();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Lighthouse's whole report of a run, for reading where a page's time goes (BENCH_LHR_DIR). */
function saveReport(dir: string, url: string, lhr: object) {
  const name = new URL(url).pathname.replace(/\W+/g, "_") || "_";
  writeFileSync(path.join(dir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

export interface DocumentWeight {
  /** The HTML document as served, in bytes (the inline payload included). */
  htmlBytes: number;
  /** The RSC payload inlined in the HTML (`self.__next_f.push` scripts), in bytes. */
  inlinePayloadBytes: number;
  /** The payload a client-side navigation fetches (`RSC: 1`), in bytes. */
  navigationPayloadBytes: number;
  /** Elements in the HTML. */
  elements: number;
}

/** What a page weighs: its HTML, the payload inside it, the navigation payload, its elements. */
export async function documentWeight(
  base: string,
  page: string,
  signal: AbortSignal,
): Promise<DocumentWeight> {
  const response = await fetch(new URL(page, base), { signal });
  const html = await response.text();
  if (!response.ok) throw new Error(`GET ${page}: HTTP ${response.status}`);
  let inlinePayloadBytes = 0;
  for (const [, script] of html.matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g))
    inlinePayloadBytes += Buffer.byteLength(script);
  const navigation = await fetch(new URL(page, base), { headers: { RSC: "1" }, signal });
  return {
    htmlBytes: Buffer.byteLength(html),
    inlinePayloadBytes,
    navigationPayloadBytes: Buffer.byteLength(await navigation.text()),
    elements: html.match(/<[a-zA-Z][^>]*>/g)?.length ?? 0,
  };
}
