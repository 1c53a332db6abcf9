/** Streams an export, counting its records as they arrive, while sampling the server's RSS. */
import { rssKb } from "./server";
import { sleep } from "./log";

/** Counts CSV records (CRLF or LF outside quotes); the header row is not a record. */
export function csvCounter() {
  let inQuotes = false;
  let lines = 0;
  let lastByte = -1;
  return {
    push(chunk: Uint8Array) {
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === 0x22) inQuotes = !inQuotes;
        else if (byte === 0x0a && !inQuotes) lines++;
      }
      if (chunk.length) lastByte = chunk[chunk.length - 1];
    },
    records() {
      const total = lines + (lastByte !== -1 && lastByte !== 0x0a ? 1 : 0);
      return Math.max(0, total - 1);
    },
  };
}

/**
 * Counts the elements of the top-level "data" array of `{"summary": {...}, "data": [...]}`
 * without parsing: a small state machine over strings, escapes and nesting depth.
 */
export function jsonDataCounter() {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let key = "";
  let collecting = false;
  let topKey = "";
  let count = 0;
  const decoder = new TextDecoder();
  return {
    push(chunk: Uint8Array) {
      const text = decoder.decode(chunk, { stream: true });
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (inString) {
          if (escaped) escaped = false;
          else if (c === "\\") escaped = true;
          else if (c === '"') inString = false;
          else if (collecting) key += c;
          continue;
        }
        if (c === '"') {
          inString = true;
          collecting = depth === 1;
          if (collecting) key = "";
        } else if (c === ":" && depth === 1) {
          topKey = key;
        } else if (c === "{" || c === "[") {
          if (depth === 2 && topKey === "data") count++;
          depth++;
        } else if (c === "}" || c === "]") {
          depth--;
        }
      }
    },
    records: () => count,
  };
}

export interface ExportMeasure {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  rssBeforeMb: number | null;
  rssPeakGrowthMb: number | null;
  status: number;
}

/** GETs `url`, counts the records of the streamed body and samples VmRSS of `pid` every 50 ms. */
export async function measureExport(
  url: string,
  headers: Record<string, string>,
  format: "csv" | "json",
  pid: number,
  signal: AbortSignal,
): Promise<ExportMeasure> {
  const before = rssKb(pid);
  let peak = before ?? 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = rssKb(pid);
      if (now !== null && now > peak) peak = now;
      await sleep(50).catch(() => {});
    }
  })();
  const counter = format === "csv" ? csvCounter() : jsonDataCounter();
  const t0 = performance.now();
  let bytes = 0;
  let status = 0;
  try {
    const response = await fetch(url, { headers, signal });
    status = response.status;
    if (!response.ok || !response.body) {
      throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 160)}`);
    }
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      counter.push(value);
    }
  } finally {
    sampling = false;
    await sampler;
  }
  const seconds = (performance.now() - t0) / 1000;
  const rows = counter.records();
  return {
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    bytes,
    rssBeforeMb: before === null ? null : before / 1024,
    rssPeakGrowthMb: before === null ? null : (peak - before) / 1024,
    status,
  };
}
