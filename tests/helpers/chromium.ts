/**
 * The browser for the Playwright tests and the bench's Lighthouse runs, found without a
 * download: PLAYWRIGHT_CHROMIUM_PATH when set, else a system Chromium or Chrome, else the
 * browser Playwright manages (`npx playwright install chromium` put it there). With none,
 * the one-line message names the command that installs one on this system.
 */
import { existsSync } from "node:fs";

/** System locations, most usual first: Debian and Ubuntu, then other Linux, then macOS. */
/** The flags this machine's Chromium runs with (no sandbox, no GPU, nothing fetched on its own). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const SYSTEM_CHROMIUMS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/snap/bin/chromium",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

export interface BrowserSearch {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  exists: (file: string) => boolean;
  /** Where Playwright keeps its own Chromium (it may not be there). */
  managed: () => string | undefined;
}

export type BrowserFound = { path: string; source: string } | { missing: string };

function installCommand({ platform, exists }: BrowserSearch): string {
  if (platform === "darwin") return "brew install --cask chromium";
  if (platform === "linux" && exists("/etc/debian_version"))
    return "sudo apt-get install -y chromium";
  return "npx playwright install chromium";
}

export function findChromium(search: BrowserSearch): BrowserFound {
  const chosen = search.env.PLAYWRIGHT_CHROMIUM_PATH?.trim();
  if (chosen) {
    return search.exists(chosen)
      ? { path: chosen, source: "PLAYWRIGHT_CHROMIUM_PATH" }
      : { missing: `PLAYWRIGHT_CHROMIUM_PATH=${chosen} does not exist.` };
  }
  const system = SYSTEM_CHROMIUMS.find((file) => search.exists(file));
  if (system) return { path: system, source: "system" };
  const managed = search.managed();
  if (managed && search.exists(managed)) return { path: managed, source: "playwright" };
  return {
    missing: `No Chromium or Chrome found: install one with \`${installCommand(search)}\` (or set PLAYWRIGHT_CHROMIUM_PATH).`,
  };
}

/** The search on this machine; `managed` is Playwright's `chromium.executablePath()`. */
export function thisMachine(managed: () => string): BrowserSearch {
  return {
    env: process.env,
    platform: process.platform,
    exists: existsSync,
    managed: () => {
      try {
        return managed();
      } catch {
        return undefined;
      }
    },
  };
}

/** The path, or the one-line message on stderr and exit 1. */
export function chromiumOrExit(search: BrowserSearch): string {
  const found = findChromium(search);
  if ("path" in found) return found.path;
  console.error(found.missing);
  process.exit(1);
}
