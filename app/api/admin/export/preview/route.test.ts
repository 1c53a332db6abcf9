import { resetData } from "@/tests/helpers/database";
import {
  accountWithToken,
  adminRequest,
  noParams,
  seedAssessment,
  seedReport,
  seedRoadmap,
} from "@/tests/helpers/admin";
import { comprehensiveColumns } from "@/capabilities/admin/export/fields";
import { GET as preview } from "./route";

let token: string;

beforeEach(async () => {
  await resetData();
  token = (await accountWithToken("admin")).token;
});

describe("GET /api/admin/export/preview", () => {
  it("describes the export and a sample assessment with a report", async () => {
    const id = await seedAssessment(
      { executiveName: "Sample Person" },
      { paymentStatus: "paid", aiReadinessScore: 60, leadQualified: true },
    );
    await seedRoadmap(id);
    await seedReport(id);
    await seedAssessment(
      { executiveName: "Newer Person" },
      { aiReadinessScore: 41, leadQualified: false, leadScore: 0 },
    );

    const response = await preview(adminRequest("/api/admin/export/preview", { token }), noParams);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      totalAssessments: 2,
      assessmentsWithReports: 1,
      summary: { avgReadinessScore: 50.5, qualifiedLeads: 1 },
      sampleAssessment: {
        executiveName: "Sample Person",
        hasReportData: true,
        hasAiRecommendations: true,
      },
    });
    expect(body.sampleAssessment.recommendedAppsCount).toBeGreaterThanOrEqual(3);
    expect(body.sampleAssessment.topPriorityApp).toEqual(expect.any(String));
    expect(body.sampleAssessment.allDataKeys).toEqual(comprehensiveColumns.map((c) => c.key));
  });

  it("answers zeros and no sample for an empty database", async () => {
    const body = await (
      await preview(adminRequest("/api/admin/export/preview", { token }), noParams)
    ).json();
    expect(body).toMatchObject({
      totalAssessments: 0,
      assessmentsWithReports: 0,
      summary: { avgReadinessScore: null, qualifiedLeads: 0 },
      sampleAssessment: null,
    });
  });
});
