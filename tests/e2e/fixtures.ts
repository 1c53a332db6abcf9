import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";

/**
 * Every spec imports `test` and `expect` from here. On top of Playwright's, `test` gives:
 *
 * - axe-core checks (WCAG 2.0/2.1/2.2, levels A and AA) of every app page the `page` fixture
 *   shows: right after each `page.goto`, on the page's state at the end of a passing test,
 *   and, for pages reached another way (a click, a redirect by script) and never checked,
 *   on a fresh load of that URL in the same browser context at the end of the test.
 *   Violations fail the test with one summary: page, rule, impact and target selectors.
 * - `checkA11y(label?)`: checks the page as it is now (an open dialog, a wizard step reached
 *   by clicks) and fails at once on violations.
 * - a guard on outside traffic: the browser only resolves 127.0.0.1 (see the launch options
 *   in playwright.config.ts) and a request for another host fails the test, unless
 *   `test.use({ allowExternalRequests: true })`.
 *
 * Options, per file or describe block: `test.use({ a11y: { disableRules: ["rule-id"],
 * exclude: [".third-party-widget"] } })`; say why next to it.
 */

export const A11Y_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface A11yOptions {
  /** axe rule ids not run. */
  disableRules: string[];
  /** CSS selectors of regions left out of the analysis. */
  exclude: string[];
}

interface E2EFixtures {
  a11y: A11yOptions;
  allowExternalRequests: boolean;
  /** Runs axe on the page as it is now; throws a readable summary on violations. */
  checkA11y: (label?: string) => Promise<void>;
}

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

interface PageReport {
  url: string;
  when: string;
  violations: Violation[];
}

/** Nodes listed per rule in the summary; the attachment has all of them. */
const NODES_SHOWN = 5;

class A11yAudit {
  /** Keys (path + query) of app URLs analyzed, or found not to be HTML. */
  private readonly checked = new Set<string>();
  /** App URLs the main frame showed, by key. */
  private readonly visited = new Map<string, string>();
  /** `key|rule|target` already reported: a page checked twice reports a node once. */
  private readonly seen = new Set<string>();
  readonly reports: PageReport[] = [];
  readonly externalRequests = new Set<string>();

  constructor(
    private readonly options: A11yOptions,
    private readonly origin: string,
  ) {}

  /** Path and query of an app URL; null for other origins, about:blank, data: ... */
  key(url: string): string | null {
    try {
      const parsed = new URL(url);
      return parsed.origin === this.origin ? parsed.pathname + parsed.search : null;
    } catch {
      return null;
    }
  }

  navigated(url: string) {
    const key = this.key(url);
    if (key !== null && !this.visited.has(key)) this.visited.set(key, url);
  }

  request(url: string) {
    if (!/^(https?|wss?):/.test(url)) return;
    if (new URL(url).hostname !== new URL(this.origin).hostname) this.externalRequests.add(url);
  }

  /** Analyzes the page as it is now; null when it is clean, not an app page or not HTML. */
  async analyze(page: Page, when: string): Promise<PageReport | null> {
    await page.waitForLoadState("load");
    const url = page.url();
    const key = this.key(url);
    if (key === null) return null;
    this.checked.add(key);
    const isHtml = await page.evaluate(() => document.contentType === "text/html");
    if (!isHtml) return null;

    // What the page loads after "load" (its data, a dialog it opens, the streamed <title>)
    // is part of what the visitor sees; a polling page is idle between polls.
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    await settleAnimations(page);
    let results: AxeResults;
    try {
      results = await withEverythingRendered(page, () => this.axe(page).analyze());
    } catch (error) {
      // A navigation started while axe ran: check the page it led to instead.
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState("load");
      results = await withEverythingRendered(page, () => this.axe(page).analyze());
    }

    const violations = results.violations
      .map((violation) => ({
        ...violation,
        nodes: violation.nodes.filter((node) => {
          const id = `${key}|${violation.id}|${formatTarget(node.target)}`;
          if (this.seen.has(id)) return false;
          this.seen.add(id);
          return true;
        }),
      }))
      .filter((violation) => violation.nodes.length > 0);
    return violations.length > 0 ? { url: page.url(), when, violations } : null;
  }

  /** Analyses and keeps the result for the end-of-test summary. */
  async record(page: Page, when: string) {
    const report = await this.analyze(page, when);
    if (report) this.reports.push(report);
  }

  /** App URLs shown during the test but never analyzed. */
  unchecked(): string[] {
    return [...this.visited].filter(([key]) => !this.checked.has(key)).map(([, url]) => url);
  }

  private axe(page: Page): AxeBuilder {
    let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
    if (this.options.disableRules.length > 0)
      builder = builder.disableRules(this.options.disableRules);
    for (const selector of this.options.exclude) builder = builder.exclude(selector);
    return builder;
  }
}

/**
 * Waits for finite animations (a dialog fading in) to end: axe measures colour contrast on the
 * frame it sees, and a half-faded element fails it. Spinners (infinite) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs `check` with every part of the page laid out and painted. Sections a visitor has not
 * scrolled near skip their rendering (`content-visibility: auto`, app/globals.css), and axe
 * then reads a text's colours against whatever is painted at its place, not its own background
 * (dequelabs/axe-core#2768): they are rendered for the check, as they are once a visitor nears
 * them, and keep the containment `auto` gives them, so that nothing on screen moves.
 */
async function withEverythingRendered<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const setRendered = (rendered: boolean) =>
    page.evaluate((rendered) => {
      for (const element of document.querySelectorAll<HTMLElement>("*")) {
        if (rendered && getComputedStyle(element).contentVisibility === "auto") {
          element.dataset.e2eStyle = element.style.cssText;
          element.style.contentVisibility = "visible";
          element.style.contain = "layout style paint";
        } else if (!rendered && element.dataset.e2eStyle !== undefined) {
          element.style.cssText = element.dataset.e2eStyle;
          delete element.dataset.e2eStyle;
        }
      }
    }, rendered);
  const started = await page.evaluate(() => performance.now());
  await setRendered(true);
  try {
    return await check();
  } finally {
    await setRendered(false).catch(() => undefined);
    // What the page shows moves while it is rendered for the check: the layout shifts of that
    // time, up to the frame after, are the check's, not the page's (tests/e2e/page-stability.spec.ts).
    await page
      .evaluate(
        (started) =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const page = window as unknown as { a11yChecks?: [number, number][] };
                (page.a11yChecks ??= []).push([started, performance.now()]);
                resolve();
              }),
            ),
          ),
        started,
      )
      .catch(() => undefined);
  }
}

const audits = new WeakMap<Page, A11yAudit>();

function formatTarget(target: Violation["nodes"][number]["target"]): string {
  // Inner arrays are shadow-DOM paths; the outer list crosses iframes.
  return target.map((part) => (Array.isArray(part) ? part.join(" >>> ") : part)).join(" | ");
}

/**
 * axe's failure summary, shortened: every line of a "Fix all of the following" group, the
 * first (most telling) line of a "Fix any of the following" group.
 */
function reasons(failureSummary: string | undefined): string[] {
  const lines: string[] = [];
  let group: string | undefined;
  let inGroup = 0;
  for (const line of (failureSummary ?? "").split("\n").map((l) => l.trim())) {
    const header = /^Fix (any|all) of the following:$/.exec(line);
    if (header) [group, inGroup] = [header[1], 0];
    else if (line && (group !== "any" || inGroup++ === 0)) lines.push(line);
  }
  return lines;
}

function formatReports(reports: PageReport[]): string {
  const count = reports.reduce((sum, r) => sum + r.violations.length, 0);
  const lines = [
    `axe-core: ${count} accessibility violation${count === 1 ? "" : "s"} (${A11Y_TAGS.join(", ")})`,
  ];
  for (const report of reports) {
    lines.push("", `${report.url} (${report.when})`);
    for (const violation of report.violations) {
      lines.push(`  [${violation.impact ?? "no impact"}] ${violation.id}: ${violation.help}`);
      lines.push(`    ${violation.helpUrl}`);
      for (const node of violation.nodes.slice(0, NODES_SHOWN)) {
        lines.push(`    - ${formatTarget(node.target)}`);
        for (const reason of reasons(node.failureSummary)) lines.push(`        ${reason}`);
      }
      const more = violation.nodes.length - NODES_SHOWN;
      if (more > 0) lines.push(`    ... and ${more} more (see the axe-violations attachment)`);
    }
  }
  return lines.join("\n");
}

async function attach(testInfo: TestInfo, reports: PageReport[]) {
  await testInfo.attach("axe-violations", {
    body: JSON.stringify(reports, null, 2),
    contentType: "application/json",
  });
}

export const test = base.extend<E2EFixtures>({
  a11y: [{ disableRules: [], exclude: [] }, { option: true }],
  allowExternalRequests: [false, { option: true }],

  page: async ({ page, a11y, allowExternalRequests, baseURL }, provide, testInfo) => {
    const audit = new A11yAudit(a11y, new URL(baseURL ?? "http://127.0.0.1").origin);
    audits.set(page, audit);

    const context = page.context();
    const onRequest = (request: { url(): string }) => audit.request(request.url());
    context.on("request", onRequest);
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) audit.navigated(frame.url());
    });

    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await audit.record(page, `after page.goto("${url}")`);
      return response;
    };

    await provide(page);

    context.off("request", onRequest);
    if (testInfo.status === "passed" && !page.isClosed()) {
      await audit.record(page, "end of test");
      for (const url of audit.unchecked()) {
        const fresh = await context.newPage();
        try {
          await fresh.goto(url);
          await audit.record(
            fresh,
            "reached by navigation during the test, checked on a fresh load",
          );
        } finally {
          await fresh.close();
        }
      }
    }

    const problems: string[] = [];
    if (audit.reports.length > 0) {
      await attach(testInfo, audit.reports);
      problems.push(formatReports(audit.reports));
    }
    if (audit.externalRequests.size > 0 && !allowExternalRequests) {
      problems.push(
        [
          "The browser requested hosts other than the app (blocked; allow with test.use({ allowExternalRequests: true })):",
          ...[...audit.externalRequests].map((url) => `  - ${url}`),
        ].join("\n"),
      );
    }
    if (problems.length > 0) throw new Error(problems.join("\n\n"));
  },

  checkA11y: async ({ page }, provide, testInfo) => {
    await provide(async (label) => {
      const audit = audits.get(page);
      if (!audit) throw new Error("checkA11y needs the page fixture");
      const report = await audit.analyze(page, label ?? "checkA11y()");
      if (report) {
        await attach(testInfo, [report]);
        throw new Error(formatReports([report]));
      }
    });
  },
});

export { expect };
