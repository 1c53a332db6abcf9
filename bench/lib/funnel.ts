/**
 * The funnel phase's data beyond the admin phase's 100k leads and the visit counts
 * (seed.ts): what the funnel query joins or groups by, so that it does its real work. A
 * sixth of the leads came from a referrer without utm_source (their source is its host),
 * each paid lead has its card payment, a completed lead in 12 saved an account and one in 30
 * asked for a call.
 */
import type pg from "pg";

const REFERRERS = ["https://www.google.com/search", "https://duckduckgo.com/", "https://t.co/x"];

/** `md5(id)` as a small number: an independent choice per row. */
const pick = (offset: number) => `('x' || substr(md5(id::text), ${offset}, 4))::bit(16)::int`;

export async function seedFunnelExtras(
  pool: pg.Pool,
): Promise<{ seconds: number; payments: number; calls: number; accounts: number }> {
  const t0 = performance.now();
  const client = await pool.connect();
  try {
    await client.query("SET statement_timeout = '240s'");
    const refs = `ARRAY[${REFERRERS.map((r) => `'${r}'`).join(",")}]::text[]`;
    await client.query(`
      UPDATE assessments SET "utmSource" = NULL,
        referrer = (${refs})[1 + ${pick(1)} % ${REFERRERS.length}]
      WHERE ${pick(5)} % 6 = 0`);
    const payments = await client.query(`
      INSERT INTO payments (id, "assessmentId", "providerId", amount, currency, status, "updatedAt")
      SELECT gen_random_uuid(), id, 'cs_bench_' || id, 4900, 'usd', 'paid', now()
      FROM assessments WHERE "paymentStatus" = 'paid'
      ON CONFLICT DO NOTHING`);
    const calls = await client.query(`
      INSERT INTO call_requests (id, "assessmentId", "phoneNumber", status, "updatedAt")
      SELECT gen_random_uuid(), id, '+16045550100', 'completed', now() FROM assessments
      WHERE status = 'completed' AND ${pick(9)} % 30 = 0`);
    await client.query(`
      INSERT INTO users (id, email, password, role, fullname, "updatedAt")
      SELECT gen_random_uuid(), 'bench-user-' || i || '@example.com', 'not-a-password-hash',
        'user', 'Bench User ' || i, now()
      FROM generate_series(1, 2000) AS i
      ON CONFLICT DO NOTHING`);
    const accounts = await client.query(`
      WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users
                 WHERE email LIKE 'bench-user-%'),
           a AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM assessments
                 WHERE status = 'completed' AND "userId" IS NULL AND ${pick(13)} % 12 = 0)
      UPDATE assessments SET "userId" = u.id FROM a JOIN u ON u.n = 1 + a.n % 2000
      WHERE assessments.id = a.id`);
    await client.query("VACUUM ANALYZE assessments, payments, call_requests, users");
    return {
      seconds: (performance.now() - t0) / 1000,
      payments: payments.rowCount ?? 0,
      calls: calls.rowCount ?? 0,
      accounts: accounts.rowCount ?? 0,
    };
  } finally {
    client.release();
  }
}

/** The ranges the Funnel tab asks for, ending today (UTC), and its filters: [label, query]. */
export function funnelCases(now = Date.now()): [string, string][] {
  const day = (ago: number) => new Date(now - ago * 86_400_000).toISOString().slice(0, 10);
  return [
    ["last 30 days", `from=${day(29)}&to=${day(0)}`],
    ["last 366 days (the longest range)", `from=${day(365)}&to=${day(0)}`],
    [
      "90 days, one chapter and source",
      `from=${day(89)}&to=${day(0)}&chapter=vancouver-island&source=linkedin`,
    ],
  ];
}
