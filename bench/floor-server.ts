/**
 * The floor for POST /api/assessments: a bare Node `http` server that does the least the
 * endpoint must do — read the JSON body, validate it with the same zod schema, run one INSERT
 * with `pg` into the same table — and nothing else (no framework, no auth lookup, no scoring,
 * no rate-limit row, no job). Run by bench/run.ts:
 *   FLOOR_PORT=3401 DATABASE_URL=postgres://... node --import tsx bench/floor-server.ts
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { assessmentInputSchema, type AssessmentInput } from "@/model/assessment/schemas";

const port = Number(process.env.FLOOR_PORT ?? 3401);
const MAX_BODY = 32 * 1024;

/** The same pool size as the app's PrismaPg adapter (platform/db/connection.ts). */
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  connectionTimeoutMillis: 5_000,
});

const TEXT = [
  "executiveName",
  "executiveTitle",
  "executiveEmail",
  "companyName",
  "companyRevenue",
  "companyEmployees",
  "companyIndustry",
  "companyBusinessModel",
  "companyMarkets",
  "headOfficeLocation",
  "customLocation",
  "otherChallenge",
  "aiExperience",
  "aiPerception",
  "orgPosture",
  "aiFriction",
  "otherPlatforms",
  "preparednessLevel",
  "householdAiUseOther",
  "rulesForChildren",
] as const satisfies readonly (keyof AssessmentInput)[];
const JSON_COLUMNS = [
  "officeExpansion",
  "businessChallenges",
  "aiToolsUsed",
  "orgAiElements",
  "aiDepartments",
  "enterprisePlatforms",
  "householdAiUse",
  "childAiConcerns",
] as const satisfies readonly (keyof AssessmentInput)[];
const COLUMNS = ["id", ...TEXT, ...JSON_COLUMNS, "aiConfidence", "updatedAt"];

// Server-computed fields (scores, lead flags) are left to their defaults (NULL / false).
const INSERT = `INSERT INTO assessments (${COLUMNS.map((c) => `"${c}"`).join(", ")})
  VALUES (${COLUMNS.map((c, i) => (c === "updatedAt" ? "now()" : `$${i + 1}`)).join(", ")})`;

function valuesOf(input: AssessmentInput, id: string): unknown[] {
  return [
    id,
    ...TEXT.map((key) => input[key] || null),
    ...JSON_COLUMNS.map((key) => JSON.stringify(input[key])),
    input.aiConfidence,
  ];
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: http.IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const server = http.createServer(async (req, res) => {
  try {
    if (req.method === "GET" && req.url === "/health") return send(res, 200, { ok: true });
    if (req.method !== "POST" || req.url !== "/api/assessments") {
      return send(res, 404, { error: "not_found" });
    }
    const text = await readBody(req);
    if (text === null) return send(res, 413, { error: "too_large" });
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return send(res, 400, { error: "bad_json" });
    }
    const parsed = assessmentInputSchema.safeParse(raw);
    if (!parsed.success) return send(res, 400, { error: "invalid", issues: parsed.error.issues });
    const id = randomUUID();
    await pool.query(INSERT, valuesOf(parsed.data, id));
    send(res, 201, { assessmentId: id });
  } catch (error) {
    console.error(error);
    if (!res.headersSent) send(res, 500, { error: "internal" });
  }
});

server.listen(port, "127.0.0.1", () => console.log(`floor server on 127.0.0.1:${port}`));

const shutdown = () => {
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
};
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);
