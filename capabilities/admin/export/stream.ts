import "server-only";
import { csvRow } from "./csv";
import { comprehensiveColumns, jsonRecordWriter, standardColumns, type Column } from "./fields";
import { BATCH_SIZE, comprehensiveBatches, getExportSummary, standardBatches } from "./queries";
import type { ExportQuery } from "./schemas";

export interface ExportFile {
  body: ReadableStream<Uint8Array>;
  filename: string;
  contentType: string;
}

/** `ai-readiness-{type}-{YYYY-MM-DD}.{format}`, dated by the UTC day. */
export function exportFilename({ type, format }: ExportQuery, now: Date): string {
  return `ai-readiness-${type}-${now.toISOString().slice(0, 10)}.${format}`;
}

const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
} as const;

/**
 * A pull stream: each read of the consumer fetches and encodes one batch, so nothing is read
 * ahead of a slow download and memory holds one batch. Cancelling the download stops the
 * queries (the batch generator is closed). A failure errors the stream, which aborts the
 * response (Next.js destroys the socket instead of ending the body): the download fails, never a
 * short file that looks complete (a JSON file never gets its closing `]}`).
 */
function pullStream(
  first: string,
  pieces: AsyncGenerator<string>,
  last: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(first));
            return;
          }
          const next = await pieces.next();
          // Cancelled while the batch was read: the stream takes nothing more.
          if (cancelled) return;
          if (next.done) {
            if (last) controller.enqueue(encoder.encode(last));
            controller.close();
          } else {
            controller.enqueue(encoder.encode(next.value));
          }
        } catch (error) {
          if (cancelled) return;
          console.error("[export] stopped:", error);
          controller.error(error);
        }
      },
      async cancel() {
        cancelled = true;
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

async function* csvPieces<R>(
  columns: Column<R>[],
  batches: AsyncGenerator<R[]>,
): AsyncGenerator<string> {
  for await (const rows of batches) {
    let text = "";
    for (const row of rows) text += csvRow(columns.map((column) => column.value(row)));
    yield text;
  }
}

async function* jsonPieces<R>(
  columns: Column<R>[],
  batches: AsyncGenerator<R[]>,
): AsyncGenerator<string> {
  const record = jsonRecordWriter(columns);
  let first = true;
  for await (const rows of batches) {
    yield (first ? "" : ",") + rows.map(record).join(",");
    first = false;
  }
}

function bodyOf<R>(
  query: ExportQuery,
  columns: Column<R>[],
  batches: AsyncGenerator<R[]>,
  head: string,
) {
  if (query.format === "csv") {
    return pullStream(csvRow(columns.map((column) => column.key)), csvPieces(columns, batches), "");
  }
  return pullStream(head, jsonPieces(columns, batches), "]}");
}

/**
 * The export file, streamed: of every lead created up to now (standard), or of every completed
 * assessment (comprehensive). JSON is
 * `{ "summary": {...}, "data": [...] }` for both types; CSV is a header row then one record per
 * assessment.
 */
export async function createExport(
  query: ExportQuery,
  now = new Date(),
  batchSize: number = BATCH_SIZE[query.type],
): Promise<ExportFile> {
  let head = "";
  if (query.format === "json") {
    const { leadsInProgress, ...figures } = await getExportSummary(now);
    // The full export holds completed assessments only: no leads in progress to count.
    const summary = query.type === "standard" ? { ...figures, leadsInProgress } : figures;
    const fields = (query.type === "standard" ? standardColumns : comprehensiveColumns).map(
      (c) => c.key,
    );
    head = `{"summary":${JSON.stringify({ ...summary, type: query.type, exportedAt: now.toISOString(), fields })},"data":[`;
  }
  const body =
    query.type === "standard"
      ? bodyOf(query, standardColumns, standardBatches(now, batchSize), head)
      : bodyOf(query, comprehensiveColumns, comprehensiveBatches(now, batchSize), head);
  return { body, filename: exportFilename(query, now), contentType: CONTENT_TYPES[query.format] };
}
