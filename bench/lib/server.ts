/** Child processes in their own process group: `next build`, `next start` and the floor server. */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { onCleanup, sleep, withTimeout } from "./log";

export const ROOT = process.cwd();
export const WORK_DIR = path.join(ROOT, "bench", ".work");

/**
 * The bench builds and serves a private copy of the project, not the project folder itself:
 * `.next` there is shared with whoever else builds or runs e2e tests in it, and a rebuild
 * under a running `next start` breaks it. Sources are copied, node_modules hard-linked (Turbopack
 * refuses a symlink that leaves the project root), `.env*` files left out (no outbound keys).
 * Kept between runs (the build cache makes the next build faster, BENCH_SKIP_BUILD reuses it).
 */
export const APP_DIR =
  process.env.BENCH_APP_DIR ?? path.join(os.tmpdir(), "ai-readiness-bench", "app");
/** The `next` command of a folder's own node_modules. */
const nextBin = (dir: string) => path.join(dir, "node_modules", "next", "dist", "bin", "next");

/** Top-level entries of the project that the copy leaves out. */
const NOT_COPIED = new Set([
  "node_modules",
  ".next",
  ".data",
  ".git",
  "bench",
  "test-results",
  "playwright-report",
  "coverage",
  ".swc",
]);
const copied = (name: string) =>
  !NOT_COPIED.has(name) && !name.startsWith(".env") && !name.endsWith(".tsbuildinfo");

const run = promisify(execFile);

/**
 * Refreshes the private copy from the project folder: its sources replaced, node_modules
 * hard-linked anew; `.next` kept (its build cache), or taken from the project with `nextFrom`.
 */
export async function prepareAppCopy(options: { nextFrom?: string } = {}): Promise<void> {
  mkdirSync(APP_DIR, { recursive: true });
  for (const name of readdirSync(APP_DIR)) {
    if (name !== ".next" || options.nextFrom)
      rmSync(path.join(APP_DIR, name), { recursive: true, force: true });
  }
  const entries = readdirSync(ROOT)
    .filter(copied)
    .map((name) => path.join(ROOT, name));
  await run("cp", ["-a", ...entries, APP_DIR]);
  await run("cp", ["-al", path.join(ROOT, "node_modules"), path.join(APP_DIR, "node_modules")]);
  const floorRoute = path.join(APP_DIR, "app", ...FRAMEWORK_FLOOR_PATH.split("/").filter(Boolean));
  mkdirSync(floorRoute, { recursive: true });
  writeFileSync(path.join(floorRoute, "route.ts"), FRAMEWORK_FLOOR_ROUTE);
  if (options.nextFrom) {
    mkdirSync(path.join(APP_DIR, ".next"));
    const parts = readdirSync(options.nextFrom)
      .filter((name) => name !== "cache" && name !== "dev")
      .map((name) => path.join(options.nextFrom!, name));
    await run("cp", ["-a", ...parts, path.join(APP_DIR, ".next")]);
  }
}

/** The route the copy gets for the framework floor (see FRAMEWORK_FLOOR_PATH), never in the product. */
export const FRAMEWORK_FLOOR_PATH = "/api/bench-framework-floor";
const FRAMEWORK_FLOOR_ROUTE = `import { NextResponse } from "next/server";
import { assessmentInputSchema } from "@/model/assessment/schemas";

// Written by bench/lib/server.ts into the bench's copy only: Next.js + the same zod schema, no database.
export async function POST(request: Request) {
  const parsed = assessmentInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return NextResponse.json({ error: "invalid" }, { status: 400 });
  return NextResponse.json({ assessmentId: crypto.randomUUID() }, { status: 201 });
}
`;

/** The services the app may call out to: never set for the bench (all traffic stays local). */
const OUTBOUND_KEYS = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_BASE_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_URL",
  "RESEND_API_KEY",
  "RESEND_BASE_URL",
  "VOICE_AGENT_WEBHOOK_URL",
  "VOICE_AGENT_SECRET",
  "REDIS_URL",
  "CRON_SECRET",
];

/** The parent environment without outbound service keys, plus `extra`. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  for (const key of OUTBOUND_KEYS) delete env[key];
  return { ...env, ...extra };
}

export interface Proc {
  name: string;
  child: ChildProcess;
  pid: number;
  logFile: string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
};

/** Starts a command as the leader of a new process group, output to bench/.work/<name>.log. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = ROOT,
): Proc {
  const logFile = path.join(WORK_DIR, `${name}.log`);
  const fd = openSync(logFile, "w");
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  if (!child.pid) throw new Error(`${name} did not start`);
  const pid = child.pid;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  let stopped: Promise<void> | undefined;
  const unregister = onCleanup(
    name,
    () => proc.stop(),
    () => killGroup(pid, "SIGKILL"),
  );
  const proc: Proc = {
    name,
    child,
    pid,
    logFile,
    exited,
    stop() {
      stopped ??= (async () => {
        killGroup(pid, "SIGTERM");
        const done = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
        if (!done || alive(pid)) killGroup(pid, "SIGKILL");
        // The group's other members (e.g. next's worker) go with SIGKILL if SIGTERM left them.
        await sleep(200);
        killGroup(pid, "SIGKILL");
        unregister();
      })();
      return stopped;
    },
  };
  return proc;
}

/** The last lines of a process's log, for error messages. */
export function tail(proc: Proc, lines = 15): string {
  if (!existsSync(proc.logFile)) return "";
  return readFileSync(proc.logFile, "utf8").trim().split("\n").slice(-lines).join("\n");
}

/** Polls `url` until it answers (any status below 500), the process exits, or time runs out. */
export async function waitForHttp(proc: Proc, url: string, ms: number): Promise<void> {
  let exitCode: number | null | undefined;
  void proc.exited.then((code) => (exitCode = code ?? -1));
  await withTimeout(`${proc.name} start`, ms, async (signal) => {
    for (;;) {
      if (exitCode !== undefined) {
        throw new Error(`${proc.name} exited (${exitCode}) before answering:\n${tail(proc)}`);
      }
      try {
        const response = await fetch(url, {
          signal: AbortSignal.any([signal, AbortSignal.timeout(5_000)]),
        });
        await response.arrayBuffer();
        if (response.status < 500) return;
      } catch {
        if (signal.aborted) throw signal.reason;
      }
      await sleep(250, signal);
    }
  });
}

/** Runs a command to completion within `ms`; throws with the log's tail when it fails. */
export async function runToCompletion(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ms: number,
  cwd = ROOT,
): Promise<void> {
  const proc = startProcess(name, command, args, env, cwd);
  try {
    const code = await withTimeout(name, ms, () => proc.exited);
    if (code !== 0) throw new Error(`${name} exited with ${code}:\n${tail(proc)}`);
  } finally {
    await proc.stop();
  }
}

/** `next build` (production) in `dir`, bounded in time; its log is bench/.work/<name>.log. */
export async function nextBuild(ms: number, dir = APP_DIR, name = "next-build"): Promise<void> {
  await runToCompletion(
    name,
    process.execPath,
    [nextBin(dir), "build"],
    childEnv({ NODE_ENV: "production" }),
    ms,
    dir,
  );
}

/** Whether `dir` (the private copy by default) holds a finished production build. */
export const hasBuild = (dir = APP_DIR) => existsSync(path.join(dir, ".next", "BUILD_ID"));

/** Resolves with `proc` once `url` answers; stops it and throws when it does not in time. */
async function answering(proc: Proc, url: string, ms: number): Promise<Proc> {
  try {
    await waitForHttp(proc, url, ms);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return proc;
}

/** `next start` of the build in `dir` on 127.0.0.1:port; resolves once it answers. */
export function startNext(
  name: string,
  dir: string,
  port: number,
  env: Record<string, string>,
): Promise<Proc> {
  const proc = startProcess(
    name,
    process.execPath,
    [nextBin(dir), "start", "-H", "127.0.0.1", "-p", String(port)],
    childEnv({ NODE_ENV: "production", PORT: String(port), ...env }),
    dir,
  );
  return answering(proc, `http://127.0.0.1:${port}/`, 90_000);
}

/**
 * The app's `next start` on 127.0.0.1:port against `databaseUrl`; resolves once it answers.
 * `extraEnv` adds to its environment, e.g. NODE_OPTIONS.
 */
export function nextStart(
  port: number,
  databaseUrl: string,
  authSecret: string,
  extraEnv: Record<string, string> = {},
): Promise<Proc> {
  return startNext("next-start", APP_DIR, port, {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    APP_URL: `http://127.0.0.1:${port}`,
    // The bench stands in for one proxy in front: its X-Forwarded-For is the client.
    TRUSTED_PROXY_HOPS: "1",
    ...extraEnv,
  });
}

/** The floor server (bench/floor-server.ts) on 127.0.0.1:port against `databaseUrl`. */
export function floorStart(port: number, databaseUrl: string): Promise<Proc> {
  const proc = startProcess(
    "floor-server",
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "bench", "floor-server.ts")],
    childEnv({ NODE_ENV: "production", DATABASE_URL: databaseUrl, FLOOR_PORT: String(port) }),
  );
  return answering(proc, `http://127.0.0.1:${port}/health`, 60_000);
}

function childrenOf(pid: number): number[] {
  const result: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so split after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) result.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return result;
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
  } catch {
    return "";
  }
};

/**
 * The process that serves requests: `next start` may fork a child titled `next-server`;
 * otherwise the started process itself (it retitles itself `next-server`).
 */
export function servingPid(proc: Proc): number {
  const queue = [proc.pid];
  const seen: number[] = [];
  while (queue.length) {
    const pid = queue.shift()!;
    seen.push(pid);
    queue.push(...childrenOf(pid));
  }
  const titled = seen.filter((pid) => commandLine(pid).startsWith("next-server"));
  return titled.at(-1) ?? proc.pid;
}

/** VmRSS of a process in kB, or null when it cannot be read. */
export function rssKb(pid: number): number | null {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** User + system CPU seconds a process has used so far (clock ticks of 1/100 s), or null. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // after "pid (comm) ": state is field 3, so utime (14) and stime (15) are at 11 and 12.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** A CPU meter on `pid`: each call answers its share of one core since the meter started, or null. */
export function cpuMeter(pid: number): () => number | null {
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  return () => {
    const cpu1 = cpuSeconds(pid);
    if (cpu0 === null || cpu1 === null) return null;
    return ((cpu1 - cpu0) / ((performance.now() - t0) / 1000)) * 100;
  };
}
