/** Progress lines (stderr), time limits and the clean-up registry shared by every phase. */

const started = Date.now();

/** One progress line on stderr, stamped with the seconds since the bench started. */
export function progress(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${seconds}s] ${message}\n`);
}

export class TimeoutError extends Error {
  constructor(label: string, ms: number) {
    super(`${label} timed out after ${Math.round(ms / 1000)} s`);
    this.name = "TimeoutError";
  }
}

/**
 * Runs `work` with an AbortSignal that fires after `ms`; rejects with a TimeoutError then,
 * whether or not the work honours the signal (it should: every phase stops its load, fetches
 * and child processes on abort).
 */
export async function withTimeout<T>(
  label: string,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError(label, ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), limit]);
  } finally {
    clearTimeout(timer);
    if (!controller.signal.aborted) controller.abort(new Error(`${label} finished`));
  }
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0].slice(0, 160);

type Cleanup = { label: string; run: () => Promise<void> | void; sync?: () => void };
const cleanups: Cleanup[] = [];

/**
 * Registers a clean-up (newest runs first). `sync` is the last resort for a process exit,
 * where nothing asynchronous can run (e.g. SIGKILL a process group). Answers an unregister.
 */
export function onCleanup(label: string, run: () => Promise<void> | void, sync?: () => void) {
  const entry: Cleanup = { label, run, sync };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index !== -1) cleanups.splice(index, 1);
  };
}

/** Runs and forgets every registered clean-up, each bounded in time, newest first. */
export async function runCleanups(): Promise<void> {
  while (cleanups.length) {
    const entry = cleanups.pop()!;
    try {
      await withTimeout(`clean-up ${entry.label}`, 20_000, async () => entry.run());
    } catch (error) {
      progress(`clean-up ${entry.label} failed: ${errorText(error)}`);
      entry.sync?.();
    }
  }
}

let handlersInstalled = false;
let stopping = false;

/** True once Ctrl-C / SIGTERM arrived: whatever still runs is being torn down. */
export const isStopping = () => stopping;

/** On Ctrl-C / SIGTERM: clean up, then exit; on any exit: the synchronous last resorts. */
export function installSignalHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const onSignal = (signal: NodeJS.Signals) => {
    stopping = true;
    progress(`${signal}: cleaning up`);
    runCleanups().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", () => {
    for (const entry of cleanups.slice().reverse()) entry.sync?.();
  });
}
