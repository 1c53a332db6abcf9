/** Bulk data for the admin and export phases, the bench admin, and queries on the scratch data. */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { challengesFor } from "@/model/assessment/challenges";
import { industryOptions, valuesOf } from "@/model/assessment/options";

/** Company names carry this word on every 400th seeded row: the "few hundred" search. */
export const RARE_WORD = "Quillfeather";
/** Matches no seeded row: the "none" search. */
export const ABSENT_WORD = "Zyxwvortex";

const FIRST = [
  "Dana",
  "Priya",
  "Marc",
  "Aiko",
  "Samuel",
  "Ingrid",
  "Mateo",
  "Chloe",
  "Raj",
  "Fatima",
  "Liam",
  "Mei",
  "Noah",
  "Amara",
  "Elena",
  "Jonas",
  "Sofia",
  "Omar",
  "Hannah",
  "Lucas",
  "Zoe",
  "Kenji",
  "Grace",
  "Tomas",
  "Leila",
  "Viktor",
  "Nadia",
  "Arjun",
  "Camille",
  "Diego",
  "Yara",
  "Felix",
  "Ines",
  "Hugo",
  "Maya",
  "Eli",
  "Rosa",
  "Ivan",
  "Lena",
  "Kofi",
];
const LAST = [
  "Reyes",
  "Natarajan",
  "Tremblay",
  "Tanaka",
  "Okafor",
  "Larsen",
  "Alvarez",
  "Dubois",
  "Mehta",
  "Haddad",
  "OConnor",
  "Chen",
  "Fischer",
  "Nwosu",
  "Petrova",
  "Berg",
  "Rossi",
  "Saleh",
  "Kim",
  "Moreau",
  "Walker",
  "Sato",
  "Novak",
  "Silva",
  "Khan",
  "Muller",
  "Jensen",
  "Costa",
  "Ito",
  "Brown",
  "Singh",
  "Garcia",
  "Martin",
  "Lopez",
  "Wong",
  "Kowalski",
  "Popescu",
  "Murphy",
  "Ahmed",
  "Nguyen",
  "Schmidt",
  "Bianchi",
  "Hansen",
  "Yamamoto",
  "Abebe",
  "Clarke",
  "Duarte",
  "Fontaine",
  "Gruber",
  "Horvat",
];
const PREFIX = [
  "Northwind",
  "Fraser",
  "Island",
  "Cascade",
  "Summit",
  "Harbour",
  "Granite",
  "Cedar",
  "Pacific",
  "Aurora",
  "Evergreen",
  "Coastal",
  "Prairie",
  "Glacier",
  "Meridian",
  "Pioneer",
  "Silverline",
  "Bluewater",
  "Ironwood",
  "Lakeside",
  "Redwood",
  "Skyline",
  "Timber",
  "Orchard",
  "Beacon",
  "Keystone",
  "Falcon",
  "Juniper",
  "Copper",
  "Maple",
  "Osprey",
  "Sterling",
  "Trillium",
  "Westport",
  "Alder",
  "Brightwater",
  "Crescent",
];
const SUFFIX = [
  "Logistics",
  "Credit Union",
  "Clinics",
  "Manufacturing",
  "Retail",
  "Consulting",
  "Realty",
  "Academy",
  "Foods",
  "Hotels",
  "Systems",
  "Partners",
  "Holdings",
  "Group",
  "Labs",
  "Works",
  "Analytics",
  "Outfitters",
  "Dental",
  "Builders",
  "Capital",
  "Brewing",
  "Travel",
];
const TITLES = [
  "CEO",
  "COO",
  "CFO",
  "CTO",
  "VP Operations",
  "Managing Director",
  "President",
  "Head of Strategy",
  "Director of IT",
  "General Manager",
];
const DOMAINS = [
  "example.com",
  "example.org",
  "example.net",
  "mail.example.com",
  "corp.example.com",
  "test.example.org",
  "biz.example.net",
];
const REVENUE = ["under-1m", "1m-10m", "10m-50m", "50m-100m", "100m-500m", "500m-1b", "over-1b"];
const EMPLOYEES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1001-5000", "over-5000"];
const POSTURE = ["fearful", "curious", "exploring", "activating", "championing"];
const PERCEPTION = [
  "major_opportunity",
  "potential_threat",
  "helpful_tool",
  "overhyped",
  "not_sure",
];
const PAYMENT = ["pending", "pending", "pending", "paid", "coupon_used"];
const JSON_LISTS = {
  officeExpansion: ['["other-provinces"]', '["canada-wide","united-states"]', '["only-bc"]'],
  aiToolsUsed: [
    '["chatgpt","copilot"]',
    '["claude","perplexity"]',
    '["none"]',
    '["chatgpt","gemini","midjourney"]',
  ],
  orgAiElements: [
    '["dept_pilots","internal_champions"]',
    '["ai_policy","steering_committee","dedicated_budget"]',
    '["none_yet"]',
  ],
  aiDepartments: [
    '["sales","marketing","operations"]',
    '["finance","customer_service"]',
    '["hr","product","executive"]',
    '["operations","supply_chain"]',
  ],
  enterprisePlatforms: [
    '["microsoft365","hubspot"]',
    '["salesforce","slack"]',
    '["sap","workday","jira"]',
    '["none"]',
  ],
  householdAiUse: [
    '["scheduling","travel"]',
    '["finances","health"]',
    '["education","entertainment","shopping"]',
  ],
  childAiConcerns: ['["shortcuts","privacy"]', '["content","thinking"]', '["none"]'],
};

const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;
const jsonArray = (values: readonly string[]) => `${sqlArray(values)}`;
/** `arr[1 + (expr) % len]` */
const at = (values: readonly string[], expr: string) =>
  `(${sqlArray(values)})[1 + (${expr}) % ${values.length}]`;
const jsonAt = (values: readonly string[], expr: string) =>
  `((${jsonArray(values)})[1 + (${expr}) % ${values.length}])::jsonb`;

/**
 * Inserts `count` assessments in one INSERT ... SELECT FROM generate_series: varied names,
 * companies, e-mails, industries (with challenge slugs of that industry), answers and scores,
 * spread over the last ~35 days. Answers the seconds it took (insert + VACUUM ANALYZE).
 */
export async function seedAssessments(pool: pg.Pool, count: number): Promise<number> {
  const industries = valuesOf(industryOptions);
  const challengeJson = industries.map((industry) =>
    JSON.stringify(
      challengesFor(industry)
        .slice(0, 2)
        .map((c) => c.value),
    ),
  );
  // i runs 1..count; k picks the industry, h is a cheap hash of i for the independent choices.
  const sql = `
    INSERT INTO assessments (
      id, "executiveName", "executiveTitle", "executiveEmail", "companyName", "companyRevenue",
      "companyEmployees", "companyIndustry", "companyBusinessModel", "companyMarkets",
      "headOfficeLocation", "officeExpansion", "businessChallenges", "aiConfidence", "aiToolsUsed",
      "aiExperience", "aiPerception", "orgAiElements", "orgPosture", "aiDepartments",
      "enterprisePlatforms", "preparednessLevel", "householdAiUse", "childAiConcerns",
      "rulesForChildren", "aiReadinessScore", "familyReadinessScore", "roadmapGenerated",
      "leadScore", "leadQualified", "paymentStatus", "createdAt", "updatedAt",
      "status", "stepReached", "utmSource", "chapter")
    SELECT
      gen_random_uuid(),
      ${at(FIRST, "i")} || ' ' || ${at(LAST, "i / 40")},
      ${at(TITLES, "h")},
      lower(${at(FIRST, "i")} || '.' || ${at(LAST, "i / 40")}) || i || '@' || ${at(DOMAINS, "h / 7")},
      ${at(PREFIX, "i")} || ' ' || ${at(SUFFIX, "i / 37")}
        || CASE WHEN i % 400 = 7 THEN ' ${RARE_WORD}' ELSE '' END,
      ${at(REVENUE, "h / 3")},
      ${at(EMPLOYEES, "h / 5")},
      ${at(industries, "i")},
      ${at(["b2b", "b2c", "both"], "h / 11")},
      ${at(["canada", "north-america", "united-states", "global", "europe"], "h / 13")},
      ${at(["lower-mainland", "vancouver-island", "interior", "northern-bc"], "h / 17")},
      ${jsonAt(JSON_LISTS.officeExpansion, "h / 19")},
      (${sqlArray(challengeJson)})[1 + i % ${industries.length}]::jsonb,
      1 + h % 10,
      ${jsonAt(JSON_LISTS.aiToolsUsed, "h / 23")},
      CASE WHEN h % 3 = 0 THEN 'I draft board updates with ChatGPT.' END,
      ${at(PERCEPTION, "h / 29")},
      ${jsonAt(JSON_LISTS.orgAiElements, "h / 31")},
      ${at(POSTURE, "h / 37")},
      ${jsonAt(JSON_LISTS.aiDepartments, "h / 41")},
      ${jsonAt(JSON_LISTS.enterprisePlatforms, "h / 43")},
      ${at(["not_at_all", "somewhat", "fully"], "h / 47")},
      ${jsonAt(JSON_LISTS.householdAiUse, "h / 53")},
      ${jsonAt(JSON_LISTS.childAiConcerns, "h / 59")},
      ${at(["no_rules", "informal", "difficult", "enforced"], "h / 61")},
      (h / 67) % 101,
      (h / 71) % 11,
      h % 4 <> 0,
      CASE WHEN h % 50 = 0 THEN NULL ELSE (h / 73) % 11 END,
      (h / 73) % 11 >= 5,
      ${at(PAYMENT, "h / 79")}::"PaymentStatus",
      now() - make_interval(secs => i * 30),
      now() - make_interval(secs => i * 30),
      -- One lead in five is still a draft, at steps 1 to 4.
      CASE WHEN h % 5 = 0 THEN 'draft' ELSE 'completed' END::"AssessmentStatus",
      CASE WHEN h % 5 = 0 THEN 1 + (h / 83) % 4 ELSE 5 END,
      ${at(["linkedin", "newsletter", "google", "chamber-event", "partner"], "h / 89")},
      ${at(["vancouver", "vancouver-island"], "h / 97")}
    FROM (
      SELECT i, ((i::bigint * 2654435761) % 4294967296)::bigint AS h FROM generate_series(1, $1::int) AS i
    ) AS s`;
  const t0 = performance.now();
  const client = await pool.connect();
  try {
    await client.query("SET statement_timeout = '240s'");
    await client.query("SET gin_pending_list_limit = '64MB'");
    await client.query(sql, [count]);
    await client.query("RESET gin_pending_list_limit");
    await client.query("VACUUM ANALYZE assessments");
  } finally {
    client.release();
  }
  return (performance.now() - t0) / 1000;
}

/** An admin user written straight into the table (the bench signs in with a bearer token). */
export async function createAdmin(pool: pg.Pool): Promise<{ id: string; sessionVersion: number }> {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO users (id, email, password, role, fullname, "updatedAt")
     VALUES ($1, $2, 'not-a-password-hash', 'admin', 'Bench Admin', now())`,
    [id, `bench-admin-${id.slice(0, 8)}@example.com`],
  );
  return { id, sessionVersion: 0 };
}

/** Up to `limit` assessment ids, those with a roadmap first (reads then trigger no job). */
export async function assessmentIds(pool: pg.Pool, limit: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM assessments ORDER BY "roadmapGenerated" DESC, "createdAt" DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

export async function countRows(pool: pg.Pool, table: string, where = "true"): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
  );
  return rows[0].n;
}

/** The admin search's own predicate, to state how many rows a search term matches. */
export async function searchMatches(pool: pg.Pool, term: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM assessments
     WHERE "executiveName" ILIKE $1 OR "companyName" ILIKE $1 OR "executiveEmail" ILIKE $1`,
    [`%${term}%`],
  );
  return rows[0].n;
}

/**
 * Two assessments for the page measurements: `paid`, one with a roadmap whose report is
 * unlocked (results, report and roadmap pages show in full, nothing redirects to payment), and
 * `unpaid`, another one still to pay for (the payment page shows its form). Null when the table
 * holds fewer than two assessments, or none with a roadmap.
 */
export async function pageAssessments(
  pool: pg.Pool,
): Promise<{ paid: string; unpaid: string } | null> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT a.id FROM assessments a JOIN roadmaps r ON r."assessmentId" = a.id
     ORDER BY a."createdAt" DESC LIMIT 1`,
  );
  if (!rows[0]) return null;
  const paid = rows[0].id;
  await pool.query(`UPDATE assessments SET "paymentStatus" = 'paid' WHERE id = $1`, [paid]);
  const other = await pool.query<{ id: string }>(
    `SELECT id FROM assessments WHERE id <> $1 ORDER BY "createdAt" DESC LIMIT 1`,
    [paid],
  );
  if (!other.rows[0]) return null;
  const unpaid = other.rows[0].id;
  await pool.query(`UPDATE assessments SET "paymentStatus" = 'pending' WHERE id = $1`, [unpaid]);
  return { paid, unpaid };
}

/**
 * About a million rows of daily visit counts: a year of days, the six counted pages, three
 * chapter values and 153 sources, one row each.
 */
export async function seedVisitCounts(pool: pg.Pool): Promise<number> {
  const t0 = performance.now();
  const client = await pool.connect();
  try {
    await client.query("SET statement_timeout = '240s'");
    await client.query(`
      INSERT INTO visit_counts (day, path, chapter, source, count)
      SELECT current_date - d, p, c, 'source-' || s, 1 + (d + s) % 7
      FROM generate_series(0, 364) AS d,
           unnest(ARRAY['/', '/assessment/step-1', '/assessment/step-2', '/assessment/step-3',
                        '/assessment/step-4', '/assessment/step-5']) AS p,
           unnest(ARRAY['', 'vancouver', 'vancouver-island']) AS c,
           generate_series(1, 153) AS s
      ON CONFLICT DO NOTHING`);
    await client.query("VACUUM ANALYZE visit_counts");
  } finally {
    client.release();
  }
  return (performance.now() - t0) / 1000;
}
