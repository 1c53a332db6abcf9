import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

// Round 21: "Review comments brought into the drawings without retyping at …. Review comments
// brought into the drawing without retyping, and repetitive drafting handed to the software."
it("says a tool's use for the company once, not again in the catalogue's words", () => {
  const { reportData } = generateReport(
    inputFor(
      makeAnswers({
        companyName: "Tidewater Structural Engineering Ltd.",
        companyIndustry: "consulting",
        companyEmployees: "11-50",
        businessChallenges: challenges("consulting", 1),
        otherPlatforms: "Revit, AutoCAD and Bluebeam for drawings, Deltek Vantagepoint",
        aiFriction: "Our structural engineers seal every drawing set.",
      }),
    ),
  );
  const useCases = reportData.recommendedApplications.map((t) => t.useCase);
  expect(useCases.length).toBeGreaterThan(0);
  for (const useCase of useCases) {
    const sentences = useCase.split(/(?<=\.)\s+/).map((s) =>
      s
        .toLowerCase()
        .replace(/ at tidewater structural engineering ltd\.$/, "")
        .slice(0, 40),
    );
    expect(new Set(sentences).size).toBe(sentences.length);
  }
  const autodesk = useCases.find((u) => /review comments/i.test(u));
  expect(autodesk?.match(/review comments/gi)).toHaveLength(1);
});
