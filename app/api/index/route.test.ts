import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, noParams, seedAssessment } from "@/tests/helpers/admin";
import { INDEX_NOT_PUBLISHED, type IndexSnapshot } from "@/capabilities/readiness-index";
import { db } from "@/platform/db";
import { pageCount, pdfText } from "@/tests/helpers/pdf/pdf-text";
import { GET as getAdmin, PUT } from "../admin/index/route";
import { GET } from "./route";

let token: string;

beforeEach(async () => {
  await resetData();
  token = (await accountWithToken("admin")).token;
});

const publicGet = (query = "") => GET(adminRequest(`/api/index${query}`), noParams);
const save = (body: unknown) =>
  PUT(adminRequest("/api/admin/index", { token, method: "PUT", body }), noParams);
const settings = (overrides: Record<string, unknown> = {}) => ({
  published: true,
  periodFrom: null,
  periodTo: null,
  excludedAssessmentIds: [],
  ...overrides,
});

/** Ten technology companies (INDEX_MIN_CELL's default), then what each test adds. */
async function seedTen(industry: "technology" | "retail" = "technology") {
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) ids.push(await seedAssessment({ companyIndustry: industry }));
  return ids;
}

describe("GET /api/index", () => {
  it("answers 404 with a clear message until an admin publishes", async () => {
    await seedTen();
    const response = await publicGet();
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(INDEX_NOT_PUBLISHED);
  });

  it("serves the published figures, counting completed assessments only", async () => {
    await seedTen();
    await seedAssessment({}, { status: "draft", stepReached: 3 });
    expect((await save(settings())).status).toBe(200);

    const response = await publicGet();
    expect(response.status).toBe(200);
    const index = (await response.json()) as IndexSnapshot;
    expect(index.minCell).toBe(10);
    expect(index.overall.published && index.overall.figures.companies).toBe(10);
    const technology = index.breakdowns.industry.find((c) => c.key === "technology");
    expect(technology?.published).toBe(true);
    const retail = index.breakdowns.industry.find((c) => c.key === "retail");
    expect(retail).toEqual({ key: "retail", label: "Retail", published: false });
  });

  it("leaves out the admin's excluded assessments, and refuses to publish too few companies", async () => {
    const [excluded] = await seedTen();
    const response = await save(settings({ excludedAssessmentIds: [excluded] }));
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/at least 10 completed assessments/);
    expect(await db.readinessIndexPublication.count()).toBe(0);
    expect((await publicGet()).status).toBe(404);
  });

  it("downloads the published aggregates as CSV, a suppressed group as one line that says so", async () => {
    await seedTen();
    await save(settings());
    const response = await publicGet("?format=csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("table,group,companies,figure,item,value");
    expect(lines).toContain("industry,Retail,,not enough companies yet,,");
    expect(lines.some((l) => l.startsWith("industry,Technology,10,median readiness score"))).toBe(
      true,
    );
    expect((await publicGet("?format=xml")).status).toBe(400);
  });

  it("downloads the press pack: cover with the headline figure, key figures, breakdowns, methodology", async () => {
    await seedTen();
    await save(settings());
    const response = await publicGet("?format=pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdf);
    expect(text).toContain("The AI Readiness Index");
    expect(text).toMatch(/\d+\/100 median readiness score of 10 companies assessed/);
    expect(text).toContain("The six pillars: median points");
    expect(text).toMatch(/Retail not enough companies yet/);
    expect(text).toContain("Methodology");
  });

  it("stops serving the index when it is unpublished, and audits both", async () => {
    await seedTen();
    await save(settings());
    expect((await save(settings({ published: false }))).status).toBe(200);
    expect((await publicGet()).status).toBe(404);
    const actions = await db.auditLog.findMany({ orderBy: { createdAt: "asc" } });
    expect(actions.map((a) => a.action)).toEqual(["index.publish", "index.unpublish"]);
  });
});

describe("/api/admin/index", () => {
  it("shows the admin the draft with each suppressed group's real size and why", async () => {
    await seedTen();
    await seedAssessment({ companyIndustry: "retail" });
    const response = await getAdmin(adminRequest("/api/admin/index", { token }), noParams);
    expect(response.status).toBe(200);
    const { settings: saved, draft } = await response.json();
    expect(saved.published).toBe(false);
    const suppressed = draft.suppressed.filter((n: { table: string }) => n.table === "industry");
    // Retail's one company, and technology with it: the total would give retail away.
    expect(suppressed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "retail", companies: 1, reason: "below_minimum" }),
        expect.objectContaining({ key: "technology", companies: 10, reason: "complementary" }),
      ]),
    );
  });

  it("refuses a period that ends before it starts, and unknown fields", async () => {
    const backwards = await save(settings({ periodFrom: "2026-05-01", periodTo: "2026-04-01" }));
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).message).toBe("The period must end on or after its first day.");
    expect((await save({ ...settings(), extra: 1 })).status).toBe(400);
    expect((await save(settings({ excludedAssessmentIds: ["nope"] }))).status).toBe(400);
  });

  it("counts only the period's completions", async () => {
    await seedTen();
    const outside = await save(settings({ periodFrom: "2020-01-01", periodTo: "2020-12-31" }));
    expect(outside.status).toBe(409);
  });
});
