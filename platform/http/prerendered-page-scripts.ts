import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The script hashes of the pages `next build` prerendered, for their Content-Security-Policy.
 * A prerendered page is the same file for every visitor, so it cannot carry a per-request nonce;
 * instead its policy lists the SHA-256 of each inline script it holds (Next's bootstrap and
 * payload), read from the built HTML once per page and kept. No `'unsafe-inline'`: a script
 * injected into such a page matches no hash and does not run.
 */

/** `'sha256-…'` of each inline `<script>` (one without `src`) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

interface PrerenderManifest {
  routes: Record<string, { dataRoute?: string | null }>;
}

const BUILD_DIR = path.join(process.cwd(), ".next");
let prerendered: Set<string> | undefined;
const hashesByPage = new Map<string, string[]>();

/** The build's prerendered pages (routes with an RSC payload: not icons or route handlers). */
function prerenderedPages(): Set<string> {
  if (prerendered) return prerendered;
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(BUILD_DIR, "prerender-manifest.json"), "utf8"),
    ) as PrerenderManifest;
    prerendered = new Set(
      Object.entries(manifest.routes)
        .filter(([, route]) => route.dataRoute)
        .map(([page]) => page),
    );
  } catch {
    prerendered = new Set(); // `next dev`: every page renders per request, with a nonce
  }
  return prerendered;
}

/**
 * The inline-script hashes of `pathname` when the build prerendered it, else null (the page
 * renders per request and gets a nonce).
 */
export function prerenderedScriptHashes(pathname: string): string[] | null {
  // Checked first: the cache holds prerendered pages only, not every address ever asked for.
  if (!prerenderedPages().has(pathname)) return null;
  const cached = hashesByPage.get(pathname);
  if (cached) return cached;
  const file = pathname === "/" ? "index" : pathname.slice(1);
  try {
    const hashes = inlineScriptHashes(
      readFileSync(path.join(BUILD_DIR, "server", "app", `${file}.html`), "utf8"),
    );
    hashesByPage.set(pathname, hashes);
    return hashes;
  } catch {
    return null;
  }
}
