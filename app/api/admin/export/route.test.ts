import { resetData } from "@/tests/helpers/database";
import {
  accountWithToken,
  adminRequest,
  noParams,
  seedAssessment,
  seedDraft,
  seedManyAssessments,
  seedReport,
  seedRoadmap,
} from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { comprehensiveColumns, standardColumns } from "@/capabilities/admin/export/fields";
import { csvRecords as records, parseCsv } from "@/tests/helpers/csv";
import { GET } from "./route";

let token: string;

beforeEach(async () => {
  await resetData();
  token = (await accountWithToken("admin")).token;
});

async function download(query: string) {
  const response = await GET(adminRequest(`/api/admin/export${query}`, { token }), noParams);
  return { response, text: await response.text() };
}

const today = () => new Date().toISOString().slice(0, 10);

const HOSTILE = {
  executiveName: '=HYPERLINK("http://x")',
  companyName: "+1 555",
  otherChallenge: "-2+3",
  aiExperience: "@SUM(A1)",
  aiFriction: 'a",=1+2',
  otherPlatforms: "line one\nline two, with a comma",
  customLocation: "\r\nstarts with a line break",
  executiveTitle: "\tTabbed CEO",
};

describe("GET /api/admin/export as CSV", () => {
  it("streams a dated, uncached attachment", async () => {
    await seedAssessment();
    const response = await GET(
      adminRequest(`/api/admin/export?format=csv&type=standard&t=${Date.now()}`, { token }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="ai-readiness-standard-${today()}.csv"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store, no-cache, must-revalidate");
    expect(response.headers.get("pragma")).toBe("no-cache");
    await response.text();
  });

  it("neutralises formulas and keeps quotes, commas and line breaks, one record per assessment", async () => {
    const hostile = await seedAssessment({ ...HOSTILE, headOfficeLocation: "other" });
    await seedAssessment({ executiveName: "Plain Person", companyName: "Plain Co" });

    for (const type of ["standard", "comprehensive"]) {
      const { text } = await download(`?format=csv&type=${type}`);
      expect(text.endsWith("\r\n")).toBe(true);
      const rows = records(text);
      expect(rows).toHaveLength(2);
      const row = rows.find((r) => r.id === hostile)!;
      expect(row.executiveName).toBe(`'=HYPERLINK("http://x")`);
      expect(row.companyName).toBe("'+1 555");
      expect(row.executiveTitle).toBe("'\tTabbed CEO");
      if (type === "comprehensive") {
        expect(row.otherChallenge).toBe("'-2+3");
        expect(row.aiExperience).toBe("'@SUM(A1)");
        expect(row.aiFriction).toBe('a",=1+2');
        expect(row.otherPlatforms).toBe("line one\nline two, with a comma");
        expect(row.customLocation).toBe("'\r\nstarts with a line break");
      }
      const plain = rows.find((r) => r.id !== hostile)!;
      expect(plain.executiveName).toBe("Plain Person");
    }
  });

  it("writes the standard fields, or 30+ comprehensive fields with every answer, scores, payment, roadmap and report", async () => {
    const id = await seedAssessment({}, { paymentStatus: "paid" });
    await seedRoadmap(id);
    await seedReport(id);

    const standard = parseCsv((await download("?format=csv&type=standard")).text)[0];
    expect(standard).toEqual(standardColumns.map((c) => c.key));
    expect(standard).toEqual(
      expect.arrayContaining([
        "executiveName",
        "companyName",
        "aiReadinessScore",
        "leadScore",
        "paymentStatus",
      ]),
    );

    const { text } = await download("?format=csv&type=comprehensive");
    const header = parseCsv(text)[0];
    expect(header.length).toBeGreaterThanOrEqual(30);
    expect(header.length).toBeGreaterThan(standard.length);
    expect(header).toEqual(
      expect.arrayContaining([
        "businessChallenges",
        "aiToolsUsed",
        "orgAiElements",
        "householdAiUse",
        "childAiConcerns",
        "rulesForChildren",
        "aiReadinessScore",
        "familyReadinessScore",
        "leadScore",
        "leadQualified",
        "paymentStatus",
        "paidAt",
        "roadmapExecutiveSummary",
        "reportData",
        "aiRecommendations",
      ]),
    );
    const [row] = records(text);
    expect(row.paymentStatus).toBe("paid");
    expect(row.aiToolsUsed).toBe("chatgpt; copilot");
    expect(JSON.parse(row.reportData).executiveSummary).toEqual(expect.any(String));
    const apps = JSON.parse(row.aiRecommendations);
    expect(apps.length).toBeGreaterThanOrEqual(3);
    expect(apps[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        priority: expect.any(String),
        pricing: expect.any(String),
      }),
    );
    expect(Number(row.recommendedAppsCount)).toBe(apps.length);
  });

  it("writes only the header row when there is nothing to export", async () => {
    const { text } = await download("?format=csv");
    expect(parseCsv(text)).toEqual([standardColumns.map((c) => c.key)]);
  });
});

describe("GET /api/admin/export as JSON", () => {
  it("is valid JSON with summary and data, for both types", async () => {
    const paid = await seedAssessment(
      { companyName: "Paid Co" },
      { paymentStatus: "paid", leadQualified: true },
    );
    await seedRoadmap(paid);
    await seedReport(paid);
    await seedAssessment({ companyName: "Free Co" }, { leadQualified: false, leadScore: 1 });

    const { response, text } = await download("?format=json&type=comprehensive");
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="ai-readiness-comprehensive-${today()}.json"`,
    );
    const body = JSON.parse(text);
    expect(body.summary).toMatchObject({
      totalAssessments: 2,
      qualifiedLeads: 1,
      aiRoadmaps: 1,
      assessmentsWithReports: 1,
      paidAssessments: 1,
      type: "comprehensive",
    });
    expect(body.summary.fields).toEqual(comprehensiveColumns.map((c) => c.key));
    expect(body.data).toHaveLength(2);
    const row = body.data.find((r: { id: string }) => r.id === paid);
    expect(row.reportData.executiveSummary).toEqual(expect.any(String));
    expect(row.aiRecommendations.length).toBeGreaterThanOrEqual(3);
    expect(row.businessChallenges).toEqual(expect.any(Array));
    expect(typeof row.aiReadinessScore).toBe("number");
    expect(typeof row.leadScore).toBe("number");

    const standard = JSON.parse((await download("?format=json&type=standard")).text);
    expect(Object.keys(standard)).toEqual(["summary", "data"]);
    expect(Object.keys(standard.data[0])).toEqual(standardColumns.map((c) => c.key));
  });

  it("is valid JSON when empty", async () => {
    const body = JSON.parse((await download("?format=json")).text);
    expect(body.data).toEqual([]);
    expect(body.summary.totalAssessments).toBe(0);
    expect(body.summary.avgReadinessScore).toBeNull();
  });

  it("keeps JSON values as they are (no spreadsheet apostrophes)", async () => {
    await seedAssessment({ executiveName: "=1+2" });
    const body = JSON.parse((await download("?format=json")).text);
    expect(body.data[0].executiveName).toBe("=1+2");
  });
});

describe("large exports", () => {
  it("exports more rows than one query fetches (500 standard, 200 comprehensive), each once", async () => {
    await seedManyAssessments(520);
    for (const type of ["standard", "comprehensive"]) {
      const rows = records((await download(`?format=csv&type=${type}`)).text);
      expect(rows).toHaveLength(521);
      expect(new Set(rows.map((r) => r.id)).size).toBe(521);
      const json = JSON.parse((await download(`?format=json&type=${type}`)).text);
      expect(json.data).toHaveLength(521);
      expect(json.summary.totalAssessments).toBe(521);
    }
  });

  it("leaves out assessments created after the export started", async () => {
    await seedAssessment({ companyName: "Now" });
    await seedAssessment({ companyName: "Later" }, { createdAt: new Date(Date.now() + 3_600_000) });
    const rows = records((await download("?format=csv")).text);
    expect(rows.map((r) => r.companyName)).toEqual(["Now"]);
  });
});

describe("export requests", () => {
  it.each([
    ["?format=xml", "format must be one of: csv, json."],
    ["?type=everything", "type must be one of: standard, comprehensive."],
  ])("refuses %s with 400", async (query, message) => {
    const { response, text } = await download(query);
    expect(response.status).toBe(400);
    expect(JSON.parse(text).message).toBe(message);
  });

  it("records each export in the audit log", async () => {
    await download("?format=json&type=comprehensive");
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "export" } });
    expect(entry.details).toMatchObject({ type: "comprehensive", format: "json" });
  });
});

describe("GET /api/admin/export: leads", () => {
  const LEAD_COLUMNS = [
    "status",
    "stepReached",
    "completedAt",
    "purgedAt",
    "marketingConsent",
    "chapter",
    "source",
    "utmSource",
    "utmMedium",
    "utmCampaign",
    "utmTerm",
    "utmContent",
    "referrer",
    "landingPath",
  ];

  async function seedLeads() {
    const draft = await seedDraft(
      2,
      { companyName: "Draft Co", executiveName: "=cmd|' /C calc'!A0" },
      {
        marketingConsent: true,
        utmSource: "linkedin",
        utmCampaign: '=HYPERLINK("http://x")',
        chapter: "vancouver-island",
        landingPath: "/",
      },
    );
    const done = await seedAssessment(
      { companyName: "Done Co" },
      { referrer: "https://www.google.com/search?q=ai", completedAt: new Date() },
    );
    return { draft, done };
  }

  it("lists every lead in the basic export, drafts with their step, consent and attribution", async () => {
    const { draft, done } = await seedLeads();
    const body = JSON.parse((await download("?format=json&type=standard")).text);
    expect(body.summary).toMatchObject({ totalAssessments: 1, leadsInProgress: 1 });
    const byId = (id: string) => body.data.find((r: { id: string }) => r.id === id);
    expect(byId(draft)).toMatchObject({
      status: "draft",
      stepReached: 2,
      completedAt: null,
      purgedAt: null,
      marketingConsent: true,
      chapter: "vancouver-island",
      source: "linkedin",
      utmSource: "linkedin",
      utmCampaign: '=HYPERLINK("http://x")',
      landingPath: "/",
      aiReadinessScore: null,
      leadScore: null,
    });
    expect(byId(done)).toMatchObject({
      status: "completed",
      stepReached: 5,
      completedAt: expect.any(String),
      marketingConsent: false,
      chapter: "vancouver",
      source: "google.com",
      referrer: "https://www.google.com/search?q=ai",
      utmSource: null,
    });

    // The columns the basic export had keep their order; the lead's come after them.
    const header = standardColumns.map((c) => c.key);
    expect(header.slice(0, header.indexOf("leadStatus") + 1)).toEqual([
      "id",
      "createdAt",
      "executiveName",
      "executiveTitle",
      "executiveEmail",
      "companyName",
      "companyIndustry",
      "companyRevenue",
      "companyEmployees",
      "headOfficeLocation",
      "aiConfidence",
      "aiReadinessScore",
      "leadScore",
      "leadQualified",
      "roadmapGenerated",
      "paymentStatus",
      "leadStatus",
    ]);
    expect(header.slice(header.indexOf("leadStatus") + 1)).toEqual(LEAD_COLUMNS);

    const rows = records((await download("?format=csv&type=standard")).text);
    expect(rows).toHaveLength(2);
    const csvDraft = rows.find((r) => r.id === draft)!;
    expect(csvDraft).toMatchObject({
      status: "draft",
      stepReached: "2",
      marketingConsent: "true",
      source: "linkedin",
      // Formula injection stays neutralised in the new columns too.
      utmCampaign: `'=HYPERLINK("http://x")`,
      executiveName: "'=cmd|' /C calc'!A0",
      aiReadinessScore: "",
    });
  });

  it("keeps the full AI report export to completed assessments, with the lead's columns", async () => {
    const { done } = await seedLeads();
    const body = JSON.parse((await download("?format=json&type=comprehensive")).text);
    expect(body.summary).toMatchObject({ totalAssessments: 1 });
    expect(body.summary).not.toHaveProperty("leadsInProgress");
    expect(body.data.map((r: { id: string }) => r.id)).toEqual([done]);
    expect(body.data[0]).toMatchObject({
      status: "completed",
      stepReached: 5,
      source: "google.com",
      chapter: "vancouver",
      referrer: "https://www.google.com/search?q=ai",
    });
    const header = comprehensiveColumns.map((c) => c.key);
    expect(header.slice(-LEAD_COLUMNS.length)).toEqual(LEAD_COLUMNS);

    const rows = records((await download("?format=csv&type=comprehensive")).text);
    expect(rows.map((r) => r.id)).toEqual([done]);
    expect(rows[0]).toMatchObject({ status: "completed", source: "google.com" });
  });

  it("exports an expired draft without who it was", async () => {
    const id = await seedDraft(
      1,
      {},
      {
        executiveName: "",
        executiveTitle: "",
        executiveEmail: null,
        companyName: "",
        purgedAt: new Date("2026-04-01T00:00:00Z"),
      },
    );
    const [row] = records((await download("?format=csv&type=standard")).text);
    expect(row).toMatchObject({
      id,
      status: "draft",
      purgedAt: "2026-04-01T00:00:00.000Z",
      executiveName: "",
      executiveEmail: "",
      companyName: "",
    });
  });
});
