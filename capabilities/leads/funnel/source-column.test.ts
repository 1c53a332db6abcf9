import { resetData } from "@/tests/helpers/database";
import { seedAssessment } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { sourceOf } from "./attribution";

beforeEach(resetData);

/**
 * The funnel groups and filters leads by the database's `source` column (generated, see
 * migration 20261123071000_funnel_indexes); the admin list, the detail dialog and the exports
 * compute it with sourceOf(). Both must name a lead's source alike.
 */
describe("assessments.source", () => {
  it.each<[string | null, string | null]>([
    ["linkedin", null],
    ["LinkedIn", "https://www.google.com/"],
    ["", "https://www.google.com/search?q=ai"],
    [null, "https://WWW.Google.com/"],
    [null, "https://news.ycombinator.com/item?id=1"],
    [null, "http://user:pw@t.co:8080/x"],
    [null, "android-app://com.linkedin.android/"],
    [null, "not a url"],
    [null, "https://"],
    [null, ""],
    [null, null],
  ])("utm_source %p, referrer %p: as sourceOf() says", async (utmSource, referrer) => {
    const id = await seedAssessment({}, { utmSource, referrer });
    const [row] = await db.$queryRaw<{ source: string }[]>`
      SELECT source FROM assessments WHERE id = ${id}::uuid`;
    expect(row.source).toBe(sourceOf(utmSource, referrer));
  });

  it("follows a change of the attribution", async () => {
    const id = await seedAssessment({}, { utmSource: "newsletter" });
    await db.assessment.update({
      where: { id },
      data: { utmSource: null, referrer: "https://t.co/" },
    });
    const [row] = await db.$queryRaw<{ source: string }[]>`
      SELECT source FROM assessments WHERE id = ${id}::uuid`;
    expect(row.source).toBe("t.co");
  });
});
