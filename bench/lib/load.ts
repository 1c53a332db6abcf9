/** An autocannon run (fixed connections, fixed duration) and a sequential latency sampler. */
import autocannon from "autocannon";
import { progress } from "./log";

export interface LoadResult {
  /** 2xx responses per second over the run. */
  okPerSecond: number;
  p50: number;
  p99: number;
  /** non-2xx responses + socket errors (timeouts included). */
  errors: number;
  requests: number;
  /** e.g. "429×12 timeouts×3", empty when clean. */
  errorDetail: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST" | "PATCH";
  headers?: Record<string, string>;
  /** Called for every request: answers its path, headers and body. */
  next: (n: number) => { path: string; headers?: Record<string, string>; body?: string };
  signal: AbortSignal;
}

/** Drives `connections` keep-alive connections for `seconds`; every request is built by `next`. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  let n = 0;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        method: options.method ?? "GET",
        headers: options.headers ?? {},
        requests: [
          {
            setupRequest: (request) => {
              const built = options.next(n++);
              return {
                ...request,
                path: built.path,
                headers: { ...request.headers, ...built.headers },
                ...(built.body === undefined ? {} : { body: built.body }),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  const onAbort = () => instance?.stop();
  options.signal.addEventListener("abort", onAbort, { once: true });
  try {
    const result = await done;
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, stat]) => `${code}×${stat.count ?? 0}`);
    if (result.timeouts) statuses.push(`timeouts×${result.timeouts}`);
    if (result.errors - result.timeouts > 0)
      statuses.push(`socket×${result.errors - result.timeouts}`);
    return {
      okPerSecond: result["2xx"] / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors,
      requests: result.requests.total,
      errorDetail: statuses.join(" "),
    };
  } finally {
    options.signal.removeEventListener("abort", onAbort);
  }
}

export interface Sample {
  p50: number;
  p99: number;
  mean: number;
  failures: number;
  /** the first failure, for the notes */
  failure?: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summarise(times: number[], failures = 0, failure?: string): Sample {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, t) => sum + t, 0) / (sorted.length || 1);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean, failures, failure };
}

/** `warmup` untimed then `count` timed sequential GETs (body read to the end), in ms. */
export async function sequential(
  url: string,
  headers: Record<string, string>,
  count: number,
  warmup: number,
  signal: AbortSignal,
): Promise<Sample> {
  const times: number[] = [];
  let failures = 0;
  let failure: string | undefined;
  for (let i = 0; i < warmup + count; i++) {
    const t0 = performance.now();
    let ok = false;
    try {
      const response = await fetch(url, {
        headers,
        signal: AbortSignal.any([signal, AbortSignal.timeout(15_000)]),
      });
      const text = await response.text();
      ok = response.ok;
      if (!ok) failure ??= `HTTP ${response.status}: ${text.slice(0, 120)}`;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      failure ??= String(error);
    }
    const ms = performance.now() - t0;
    if (i < warmup) continue;
    if (ok) times.push(ms);
    else failures++;
  }
  if (failures) progress(`  ${failures} failures, first: ${failure}`);
  return summarise(times, failures, failure);
}
