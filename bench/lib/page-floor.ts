/**
 * The floor of the Lighthouse rows: a bare Next.js app on the app's own Next.js and React (one
 * root layout, one paragraph; no CSS, font, client component or data), built and served next to
 * the app and measured the same way. No page of this stack scores above it on this machine, so
 * it tells what a page's score owes to the page and what to the framework and the machine.
 */
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { nextBuild, ROOT, startNext, type Proc } from "./server";

const FLOOR_DIR = path.join(os.tmpdir(), "ai-readiness-bench", "page-floor");

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "page-floor", private: true }),
  "next.config.mjs": "export default {};\n",
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "esnext"],
      jsx: "react-jsx",
      module: "esnext",
      moduleResolution: "bundler",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
      plugins: [{ name: "next" }],
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  "app/layout.tsx": `export const metadata = { title: "Floor" };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.tsx": `export default function Page() {
  return (<main><h1>Floor</h1><p>A bare Next.js page: one root layout and one paragraph, to measure what the framework costs on its own.</p></main>);
}
`,
};

/** Writes and builds the bare app (node_modules hard-linked from the project, as the app's copy); true when built. */
export async function buildPageFloor(ms: number): Promise<true> {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, name)), { recursive: true });
    writeFileSync(path.join(FLOOR_DIR, name), text);
  }
  await promisify(execFile)("cp", [
    "-al",
    path.join(ROOT, "node_modules"),
    path.join(FLOOR_DIR, "node_modules"),
  ]);
  await nextBuild(ms, FLOOR_DIR, "page-floor-build");
  return true;
}

/** `next start` of the bare app on 127.0.0.1:port. */
export const startPageFloor = (port: number): Promise<Proc> =>
  startNext("page-floor", FLOOR_DIR, port, {});
