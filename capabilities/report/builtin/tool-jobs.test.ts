import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { jobOf } from "@/capabilities/report/content/tool-jobs";
import { recommendTools } from "./documents";

/** Review r18 class 1: no two recommended tools do the same job (UiPath beside Power Automate). */

describe("tools that do the same job", () => {
  it("share one job across their catalogue categories", () => {
    expect(jobOf("Process automation")).toBe(jobOf("Workflow automation"));
    expect(jobOf("Recruiting automation")).toBe(jobOf("Recruiting software"));
    expect(jobOf("Hotel revenue management")).toBe(jobOf("Revenue management"));
    expect(jobOf("Translation")).toBe("Translation");
  });

  it.each([
    ["1001-5000", "100m-500m"],
    ["201-500", "50m-100m"],
  ] as const)("are never recommended together (%s staff)", (companyEmployees, companyRevenue) => {
    const tools = recommendTools(
      inputFor(
        makeAnswers({
          companyName: "Greyhaven Waste Services Ltd.",
          companyIndustry: "other",
          companyEmployees,
          companyRevenue,
          businessChallenges: [
            "improving_operational_efficiency",
            "managing_costs_and_protecting_margins",
            "improving_the_customer_experience",
          ],
          aiDepartments: ["operations", "finance", "customer_service"],
          enterprisePlatforms: ["microsoft365"],
          otherChallenge:
            "Our office re-keys invoices, work orders and customer changes between three systems every day.",
          aiFriction: "",
          aiExperience: "",
          otherPlatforms: "",
        }),
      ),
    );
    const jobs = tools.filter((t) => t.category !== "AI assistant").map((t) => jobOf(t.category));
    expect(new Set(jobs).size).toBe(jobs.length);
  });
});
