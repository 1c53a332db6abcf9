import { resetData } from "@/tests/helpers/database";
import { db } from "@/platform/db";
import type { Employees, Industry } from "./options";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { getPeerScores } from "@/capabilities/leads/assessments/queries";
import { getResults } from "@/capabilities/report/results";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { MIN_PEERS } from "@/model/scoring";

beforeEach(resetData);

/** A stored assessment with a chosen readiness score (null: not scored). */
async function stored(
  score: number | null,
  companyIndustry: Industry = "technology",
  companyEmployees: Employees = "51-200",
) {
  const id = await createAssessment(makeAnswers({ companyIndustry, companyEmployees }));
  await db.assessment.update({ where: { id }, data: { aiReadinessScore: score } });
  return { id, companyIndustry, companyEmployees };
}

const sorted = (scores: number[]) => [...scores].sort((a, b) => a - b);

describe("getPeerScores", () => {
  it("compares with the same industry and size band when that band alone has enough peers", async () => {
    const self = await stored(50);
    for (const score of [10, 20, 30, 40, 60]) await stored(score);
    await stored(90, "technology", "1-10");
    await stored(95, "healthcare");

    const peers = await getPeerScores(self, MIN_PEERS);
    expect(peers.scope).toBe("industry-and-size");
    expect(sorted(peers.scores)).toEqual([10, 20, 30, 40, 60]);
  });

  it("falls back to the whole industry when the size band has too few, never another industry", async () => {
    const self = await stored(50);
    for (const score of [10, 20]) await stored(score);
    for (const score of [30, 70, 80]) await stored(score, "technology", "over-5000");
    await stored(95, "healthcare");

    const peers = await getPeerScores(self, MIN_PEERS);
    expect(peers.scope).toBe("industry");
    expect(sorted(peers.scores)).toEqual([10, 20, 30, 70, 80]);
  });

  it("leaves out the assessment itself and assessments without a score", async () => {
    const self = await stored(50);
    await stored(null);
    await stored(null, "technology", "1-10");
    await stored(40);

    const peers = await getPeerScores(self, MIN_PEERS);
    expect(peers.scores).toEqual([40]);
  });
});

describe("getResults benchmark", () => {
  it("says there are not enough peers below five, with no percentile", async () => {
    const self = await stored(50);
    for (const score of [10, 20, 30, 40]) await stored(score);

    const results = await getResults(self.id);
    expect(results?.benchmark).toEqual({ enoughPeers: false, peerCount: 4, scope: "industry" });
  });

  it("gives the percentile among five or more peers", async () => {
    const { id } = await stored(null);
    const results = await getResults(id);
    const own = results!.readiness.score;
    for (const score of [own - 20, own - 10, own + 10, own + 20, own + 30]) await stored(score);

    const benchmark = (await getResults(id))!.benchmark;
    expect(benchmark).toEqual({
      enoughPeers: true,
      peerCount: 5,
      percentile: 40,
      scope: "industry-and-size",
    });
  });
});
