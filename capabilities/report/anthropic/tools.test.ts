import { buildContext } from "@/capabilities/report/builtin/context";
import { inputFor } from "@/tests/helpers/test-personas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { restoreTools, type ModelTool } from "./tools";

/** The model's choice of tools rests on the same evidence as the built-in one. */

const chosen: ModelTool[] = ["Clio", "Zapier", "Otter.ai", "Grammarly"].map((name) => ({
  name,
  priority: "High",
  useCase: `What ${name} would do for the firm.`,
}));
const firm = (otherChallenge: string) =>
  buildContext(
    inputFor(
      makeAnswers({
        companyIndustry: "consulting",
        companyEmployees: "11-50",
        otherChallenge,
        otherPlatforms: "",
        enterprisePlatforms: ["none"],
        aiFriction: "",
        aiExperience: "",
      }),
    ),
  );

it("drops a law firm's tool the model chose for a firm whose answers show no law practice", () => {
  const { tools, dropped } = restoreTools(chosen, firm("Proposals take too long to write"), []);
  expect(dropped).toEqual(["Clio"]);
  expect(tools.map((t) => t.name)).toEqual(["Zapier", "Otter.ai", "Grammarly"]);
});

it("keeps it for a law firm, with the answers that show the practice as its evidence", () => {
  const { tools } = restoreTools(chosen, firm("Our lawyers re-draft the same precedents"), []);
  expect(tools.find((t) => t.name === "Clio")?.evidence).toContainEqual({
    answer: "otherChallenge",
    says: "“Our lawyers re-draft the same precedents”",
  });
});
