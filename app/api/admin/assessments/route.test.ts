import { resetData } from "@/tests/helpers/database";
import {
  accountWithToken,
  adminRequest,
  noParams,
  seedAssessment,
  seedDraft,
} from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { GET } from "./route";

let token: string;

beforeEach(async () => {
  await resetData();
  token = (await accountWithToken("admin")).token;
});

async function list(query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const response = await GET(
    adminRequest(`/api/admin/assessments${qs ? `?${qs}` : ""}`, { token }),
    noParams,
  );
  return { status: response.status, body: await response.json() };
}

async function names(query: Record<string, string | number>) {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return (body.assessments as { companyName: string }[]).map((a) => a.companyName);
}

describe("GET /api/admin/assessments: search", () => {
  beforeEach(async () => {
    await seedAssessment({
      executiveName: "Ada Lovelace",
      companyName: "Analytical Engines",
      executiveEmail: "ada@engines.io",
    });
    await seedAssessment({
      executiveName: "Grace Hopper",
      companyName: "Compiler Works",
      executiveEmail: "grace@navy.mil",
    });
    await seedAssessment({
      executiveName: "Alan Turing",
      companyName: "Bletchley Ltd",
      executiveEmail: "alan@bletchley.uk",
      executiveTitle: "Engines lead",
    });
  });

  it.each([
    ["a name, in any case", "LOVELACE", ["Analytical Engines"]],
    ["a company, in the middle", "piler wo", ["Compiler Works"]],
    ["an e-mail", "@NAVY.", ["Compiler Works"]],
    ["several fields at once", "bletchley", ["Bletchley Ltd"]],
    ["nothing", "zebra", []],
  ])("finds %s", async (_case, search, expected) => {
    expect((await names({ search })).sort()).toEqual(expected);
  });

  it("does not search the other columns (title)", async () => {
    expect(await names({ search: "Engines lead" })).toEqual([]);
  });

  it("treats % and _ (and backslash) literally", async () => {
    await seedAssessment({ companyName: "100% Organic" });
    await seedAssessment({ companyName: "1000 Organic" });
    await seedAssessment({ companyName: "snake_case Inc" });
    await seedAssessment({ companyName: "snakeXcase Inc" });
    await seedAssessment({ companyName: "Back\\slash Co" });
    expect(await names({ search: "0%" })).toEqual(["100% Organic"]);
    expect(await names({ search: "%" })).toEqual(["100% Organic"]);
    expect(await names({ search: "e_c" })).toEqual(["snake_case Inc"]);
    expect(await names({ search: "k\\s" })).toEqual(["Back\\slash Co"]);
  });

  it.each(["\u0000", "Ada\u0000", "\u202Eada"])(
    "answers a search with a control or bidi character (%j) with 400, not 500",
    async (search) => {
      const { status, body } = await list({ search });
      expect(status).toBe(400);
      expect(body.message).toBe("Please remove unsupported characters.");
    },
  );

  it("counts the matches in total, and ignores blank searches", async () => {
    expect((await list({ search: "a" })).body.total).toBe(3);
    expect((await list({ search: "grace" })).body.total).toBe(1);
    expect((await list({ search: "   " })).body.total).toBe(3);
  });
});

describe("GET /api/admin/assessments: paging and sorting", () => {
  const companies = ["Delta", "alpha", "Echo", "Bravo", "Golf", "charlie", "Foxtrot"];

  beforeEach(async () => {
    for (const [i, companyName] of companies.entries()) {
      await seedAssessment(
        { companyName },
        {
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
          leadScore: i % 3,
          aiReadinessScore: 10 * i,
        },
      );
    }
  });

  it("is newest first by default, 25 a page", async () => {
    const { body } = await list();
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 7 });
    expect(body.assessments.map((a: { companyName: string }) => a.companyName)).toEqual(
      [...companies].reverse(),
    );
  });

  it("splits the rows into pages without overlap or gaps", async () => {
    const pages = [
      await names({ pageSize: 3, page: 1 }),
      await names({ pageSize: 3, page: 2 }),
      await names({ pageSize: 3, page: 3 }),
    ];
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual([...companies].reverse());
    expect(await names({ pageSize: 3, page: 4 })).toEqual([]);
    expect((await list({ pageSize: 3, page: 4 })).body.total).toBe(7);
  });

  it("sorts by company name, case-insensitively enough for the admin, both ways", async () => {
    const asc = await names({ sort: "companyName", order: "asc" });
    const desc = await names({ sort: "companyName", order: "desc" });
    expect(desc).toEqual([...asc].reverse());
    expect(new Set(asc)).toEqual(new Set(companies));
  });

  it("sorts by readiness score and by lead score, ties broken by id so pages are stable", async () => {
    const byScore = await names({ sort: "aiReadinessScore", order: "asc" });
    expect(byScore).toEqual(companies);

    const { body } = await list({ sort: "leadScore", order: "desc" });
    const rows = body.assessments as { id: string; leadScore: number }[];
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      expect(a.leadScore).toBeGreaterThanOrEqual(b.leadScore);
      if (a.leadScore === b.leadScore) expect(a.id > b.id).toBe(true);
    }
    const paged = [
      ...(await list({ sort: "leadScore", pageSize: 2, page: 1 })).body.assessments,
      ...(await list({ sort: "leadScore", pageSize: 2, page: 2 })).body.assessments,
      ...(await list({ sort: "leadScore", pageSize: 2, page: 3 })).body.assessments,
      ...(await list({ sort: "leadScore", pageSize: 2, page: 4 })).body.assessments,
    ].map((a: { id: string }) => a.id);
    expect(paged).toEqual(rows.map((r) => r.id));
  });

  it("puts assessments without a score last, whichever the order", async () => {
    await seedAssessment({ companyName: "Unscored" }, { aiReadinessScore: null });
    expect((await names({ sort: "aiReadinessScore", order: "desc" })).at(-1)).toBe("Unscored");
    expect((await names({ sort: "aiReadinessScore", order: "asc" })).at(-1)).toBe("Unscored");
  });

  it("sorts by executive name", async () => {
    const { body } = await list({ sort: "executiveName", order: "asc" });
    const executives = body.assessments.map((a: { executiveName: string }) => a.executiveName);
    expect(executives).toEqual([...executives].sort());
  });

  it.each([
    [
      "an unknown sort column",
      { sort: "password" },
      "sort must be one of: createdAt, leadScore, companyName, executiveName, aiReadinessScore.",
    ],
    ["an unknown order", { order: "sideways" }, "order must be one of: desc, asc."],
    ["page 0", { page: 0 }, "page must be a whole number between 1 and 100000."],
    ["a page in words", { page: "two" }, "page must be a whole number between 1 and 100000."],
    [
      "a page size over 100",
      { pageSize: 1000 },
      "pageSize must be a whole number between 1 and 100.",
    ],
    [
      "a fractional page size",
      { pageSize: 2.5 },
      "pageSize must be a whole number between 1 and 100.",
    ],
    [
      "a search over 200 characters",
      { search: "x".repeat(201) },
      "search must be at most 200 characters.",
    ],
  ])("refuses %s with 400 and a message", async (_case, query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe("GET /api/admin/assessments: rows, badges and metrics", () => {
  it("answers the table's columns, the lead badge and the star, and nothing else", async () => {
    await seedAssessment({}, { leadScore: 8, leadQualified: true, paymentStatus: "paid" });
    const { body } = await list();
    expect(Object.keys(body.assessments[0]).sort()).toEqual(
      [
        "id",
        "executiveName",
        "executiveEmail",
        "companyName",
        "executiveTitle",
        "companyIndustry",
        "companyRevenue",
        "leadScore",
        "leadQualified",
        "roadmapGenerated",
        "paymentStatus",
        "aiReadinessScore",
        "createdAt",
        "leadBadge",
        "starred",
        "status",
        "stepReached",
        "marketingConsent",
        "chapter",
        "source",
        "purgedAt",
        "teamAndRetakes",
      ].sort(),
    );
    expect(body.assessments[0]).toMatchObject({
      leadBadge: "Hot Lead",
      starred: true,
      paymentStatus: "paid",
    });
  });

  it.each([
    [{ leadQualified: true, leadScore: 3, roadmapGenerated: false }, "Hot Lead", false],
    [{ leadQualified: false, leadScore: 5, roadmapGenerated: true }, "Qualified", false],
    [{ leadQualified: false, leadScore: 7, roadmapGenerated: false }, "Qualified", true],
    [{ leadQualified: false, leadScore: 4, roadmapGenerated: true }, "Completed", false],
    [{ leadQualified: false, leadScore: 4, roadmapGenerated: false }, "In Progress", false],
    [{ leadQualified: false, leadScore: null, roadmapGenerated: false }, "In Progress", false],
  ])("badges %j as %s (starred: %s)", async (columns, badge, starred) => {
    await seedAssessment({}, columns);
    const { body } = await list();
    expect(body.assessments[0]).toMatchObject({ leadBadge: badge, starred });
  });

  it("computes the four stat cards over completed assessments, whatever the search", async () => {
    await seedAssessment(
      { companyName: "A" },
      { leadQualified: true, leadScore: 8, roadmapGenerated: true },
    );
    await seedAssessment(
      { companyName: "B" },
      { leadQualified: false, leadScore: 5, roadmapGenerated: true },
    );
    await seedAssessment(
      { companyName: "C" },
      { leadQualified: false, leadScore: 2, roadmapGenerated: false },
    );
    // A lead in progress: started, not counted as an assessment; completion 3 of 4.
    await seedAssessment({ companyName: "D" }, { status: "draft", stepReached: 2, leadScore: 9 });
    const expected = { totalAssessments: 3, qualifiedLeads: 2, aiRoadmaps: 2, completionRate: 75 };
    expect((await list()).body.metrics).toMatchObject(expected);
    expect((await list({ search: "zzz" })).body.metrics).toMatchObject(expected);
  });

  it("gives the stat cards' trend: assessments per UTC day over the last 30 days, empty days as 0", async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const utcDay = (date: Date) => date.toISOString().slice(0, 10);
    await seedAssessment({ companyName: "Today" }, { createdAt: daysAgo(0) });
    await seedAssessment({ companyName: "Today too" }, { createdAt: daysAgo(0) });
    await seedAssessment({ companyName: "Last week" }, { createdAt: daysAgo(7) });
    await seedAssessment({ companyName: "Too old" }, { createdAt: daysAgo(40) });
    const { daily } = (await list()).body.metrics as { daily: { day: string; count: number }[] };
    expect(daily).toHaveLength(30);
    expect(daily[0].day).toBe(utcDay(daysAgo(29)));
    expect(daily.at(-1)).toEqual({ day: utcDay(daysAgo(0)), count: 2 });
    expect(daily.find((d) => d.day === utcDay(daysAgo(7)))?.count).toBe(1);
    expect(daily.reduce((sum, d) => sum + d.count, 0)).toBe(3);
  });

  it("answers zeros for an empty database", async () => {
    const { body } = await list();
    expect(body).toEqual({
      assessments: [],
      metrics: {
        totalAssessments: 0,
        qualifiedLeads: 0,
        aiRoadmaps: 0,
        completionRate: 0,
        daily: expect.arrayContaining([expect.objectContaining({ count: 0 })]),
      },
      page: 1,
      pageSize: 25,
      total: 0,
    });
  });
});

describe("GET /api/admin/assessments: leads in progress and filters", () => {
  async function seedLeads() {
    const draft = await seedAssessment(
      { companyName: "Draft Co" },
      { status: "draft", stepReached: 3, marketingConsent: true, utmSource: "linkedin" },
    );
    const done = await seedAssessment(
      { companyName: "Done Co" },
      { referrer: "https://www.google.com/search", chapter: "vancouver-island" },
    );
    const paid = await seedAssessment({ companyName: "Paid Co" }, { paymentStatus: "coupon_used" });
    return { draft, done, paid };
  }
  const names = (body: { assessments: { companyName: string }[] }) =>
    body.assessments.map((a) => a.companyName).sort();

  it("lists drafts with the step reached and consent, and filters by status", async () => {
    const { draft } = await seedLeads();
    const all = (await list()).body;
    expect(names(all)).toEqual(["Done Co", "Draft Co", "Paid Co"]);
    expect(all.assessments.find((a: { id: string }) => a.id === draft)).toMatchObject({
      status: "draft",
      stepReached: 3,
      marketingConsent: true,
      source: "linkedin",
    });
    expect(names((await list({ status: "in_progress" })).body)).toEqual(["Draft Co"]);
    expect(names((await list({ status: "completed" })).body)).toEqual(["Done Co", "Paid Co"]);
    const paid = (await list({ status: "paid" })).body;
    expect(names(paid)).toEqual(["Paid Co"]);
    expect(paid.total).toBe(1);
  });

  it("filters by chapter and by source", async () => {
    await seedLeads();
    expect(names((await list({ chapter: "vancouver-island" })).body)).toEqual(["Done Co"]);
    expect(names((await list({ source: "google.com" })).body)).toEqual(["Done Co"]);
    expect(names((await list({ source: "LinkedIn" })).body)).toEqual(["Draft Co"]);
    expect(names((await list({ source: "direct" })).body)).toEqual(["Paid Co"]);
  });

  it("filters by source as the funnel counts it: the referrer's host exactly, never a look-alike", async () => {
    await seedAssessment({ companyName: "Google" }, { referrer: "https://www.google.com/search" });
    await seedAssessment({ companyName: "Google AU" }, { referrer: "https://google.com.au/" });
    await seedAssessment(
      { companyName: "Mentions" },
      { referrer: "https://news.example.org/?from=https://google.com" },
    );
    await seedAssessment(
      { companyName: "Tagged" },
      { utmSource: "google.com", referrer: "https://t.co/x" },
    );
    await seedAssessment({ companyName: "Garbled" }, { referrer: "not a url" });
    expect(names((await list({ source: "google.com" })).body)).toEqual(["Google", "Tagged"]);
    expect(names((await list({ source: "google.com.au" })).body)).toEqual(["Google AU"]);
    expect(names((await list({ source: "news.example.org" })).body)).toEqual(["Mentions"]);
    expect(names((await list({ source: "t.co" })).body)).toEqual([]);
    expect(names((await list({ source: "direct" })).body)).toEqual(["Garbled"]);
    const { body } = await list({ source: "google.com" });
    expect(body.total).toBe(2);
    expect(body.assessments.map((a: { source: string }) => a.source)).toEqual([
      "google.com",
      "google.com",
    ]);
  });

  it("combines the filters with the search, and says an expired draft is one", async () => {
    await seedDraft(1, { companyName: "Acme Draft" }, { chapter: "vancouver-island" });
    await seedDraft(
      1,
      { companyName: "Acme Gone" },
      { companyName: "", executiveName: "", executiveEmail: null, purgedAt: new Date() },
    );
    await seedAssessment({ companyName: "Acme Done" }, { chapter: "vancouver-island" });
    const filtered = await list({
      search: "acme",
      status: "in_progress",
      chapter: "vancouver-island",
    });
    expect(names(filtered.body)).toEqual(["Acme Draft"]);
    const { body } = await list({ status: "in_progress" });
    expect(body.total).toBe(2);
    const expired = body.assessments.find((a: { purgedAt: string | null }) => a.purgedAt);
    expect(expired).toMatchObject({
      status: "draft",
      stepReached: 1,
      executiveName: "",
      executiveEmail: null,
      companyName: "",
    });
  });

  it("totals every filter as many rows as it lists, and follows a change at once", async () => {
    const { draft } = await seedLeads();
    const filters: Record<string, string>[] = [
      ...["all", "in_progress", "completed", "paid"].map((status) => ({ status })),
      { chapter: "vancouver-island" },
      { chapter: "vancouver", status: "completed" },
      { source: "linkedin", status: "in_progress" },
      { source: "direct" },
    ];
    const expectTotalsMatchRows = async () => {
      for (const filter of filters) {
        const { body } = await list({ ...filter, pageSize: 100 });
        expect([filter, body.total]).toEqual([filter, body.assessments.length]);
      }
    };
    await expectTotalsMatchRows();
    await db.assessment.update({
      where: { id: draft },
      data: { status: "completed", stepReached: 5, paymentStatus: "paid" },
    });
    await expectTotalsMatchRows();
    expect((await list({ status: "paid" })).body.total).toBe(2);
    await db.assessment.delete({ where: { id: draft } });
    await expectTotalsMatchRows();
    expect((await list()).body).toMatchObject({ total: 2, metrics: { totalAssessments: 2 } });
  });

  it("refuses an unknown status or chapter with 400", async () => {
    expect((await list({ status: "lost" })).status).toBe(400);
    expect((await list({ chapter: "toronto" })).status).toBe(400);
  });
});
