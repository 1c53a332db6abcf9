import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { readConstraints } from "./constraints";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A rule that a board approves any new vendor touching its people's data binds the plan: the
 * first phase carries the approval (who approves, with what), every pilot says a new vendor
 * waits for it and tools in place come first, and the brief quotes it as respected.
 */

const carrier = (aiFriction: string | undefined): AssessmentInput =>
  makeAnswers({ companyName: "Bayline Freight", otherChallenge: undefined, aiFriction });

const documents = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const { reportData } = generateReport(input);
  const roadmap = generateRoadmap(input);
  const { phase1, phase2 } = reportData.roadmap;
  return {
    position: reportData.brief!.position,
    phaseOne: `${JSON.stringify(phase1)} ${JSON.stringify(roadmap.phases[0])}`,
    pilots: [phase1, phase2].flatMap((p) => p.initiatives ?? []),
  };
};

describe.each([
  [
    "English",
    "Our board must approve any new vendor that touches our shippers' data.",
    "no new vendor that touches shippers' data before the board approves it",
    "Put each new vendor that would touch shippers' data to the board for approval, with its terms on data use, hosting and retention",
    "if it needs a new vendor, the board approves that vendor before it touches shippers' data; tools already in place come first",
  ],
  [
    "French",
    "Le conseil doit approuver tout nouveau fournisseur qui touche les données de nos clients.",
    "no new vendor that touches clients' data before the board approves it",
    "Put each new vendor that would touch clients' data to the board for approval, with its terms on data use, hosting and retention",
    "if it needs a new vendor, the board approves that vendor before it touches clients' data; tools already in place come first",
  ],
])(
  "a board that approves new vendors, in %s",
  (_language, statement, respected, step, condition) => {
    const without = documents(carrier(undefined));
    const gated = documents(carrier(statement));

    it("quotes the rule as respected in the brief, in the executive's words alone", () => {
      expect(gated.position).toContain(`in your words: “${statement.replace(/\.$/, "")}”.`);
      expect(gated.position).not.toContain(respected);
      expect(without.position).not.toContain("in your words");
    });

    it("puts the approval, who gives it and with what, in the first phase", () => {
      expect(gated.phaseOne).toContain(step);
      expect(without.phaseOne).not.toMatch(/for approval, with its terms/);
    });

    it("starts no pilot on a new vendor before the approval", () => {
      expect(gated.pilots.length).toBeGreaterThan(0);
      for (const pilot of gated.pilots)
        expect((pilot.dependsOn ?? "").toLowerCase()).toContain(condition.toLowerCase());
      for (const pilot of without.pilots) expect(pilot.dependsOn ?? "").not.toMatch(/new vendor/);
    });
  },
);

it("reads no vendor rule where nothing is to be approved", () => {
  const read = (text: string) => readConstraints(carrier(text)).map((c) => c.id);
  expect(read("The board must sign off any new supplier.")).toEqual(["vendor-approval"]);
  expect(read("Our board approved a new vendor last year.")).toEqual([]);
  expect(read("We must approve new vendor invoices quickly.")).toEqual([]);
  expect(read("Les syndicats de copropriété doivent approuver tout nouveau fournisseur.")).toEqual([
    "vendor-approval",
  ]);
});
