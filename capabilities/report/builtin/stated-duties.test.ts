import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { readConstraints } from "./constraints";
import { generateReport } from "./documents";
import { auditInput } from "@/tests/report-audit/audit-input";

/**
 * A legal duty (a law the data must meet, a regulator that audits or licenses the firm) is a rule
 * the plan keeps, and a record the executive is proud of an asset it protects: neither is quoted
 * as friction (round 12: "Where AI adoption meets friction, you wrote: 'Les données clients
 * doivent respecter la Loi 25…'"). The brief quotes real friction, or says none was named.
 */

const input = (answers: AssessmentInput) => auditInput({ answers });

const kept = (aiFriction: string) =>
  readConstraints(
    makeAnswers({ otherChallenge: undefined, aiFriction, aiExperience: undefined }),
  ).flatMap((c) => (c.id === "duty" || c.id === "asset" ? [c.id] : []));

const position = (aiFriction: string) =>
  generateReport(
    input(
      makeAnswers({
        companyName: "Okanagan Home Care",
        otherChallenge: undefined,
        aiFriction,
        aiExperience: undefined,
      }),
    ),
  ).reportData.brief?.position ?? "";

describe("duties and assets the executive keeps", () => {
  it.each([
    ["Les dossiers des patients doivent respecter la Loi 25.", "duty"],
    ["Client files must comply with PIPEDA.", "duty"],
    ["The Law Society audits our trust accounts every year.", "duty"],
    ["La CNESST inspecte nos chantiers chaque printemps.", "duty"],
    ["We ship to Alberta and need to keep the AGLC happy.", "duty"],
    ["Every repair has to stay compliant with ICBC's estimating rules.", "duty"],
    ["On doit rester en règle avec la RACJ pour nos permis.", "duty"],
    // Review r22: a licence to hold and records to keep, whoever issues it.
    [
      "Since BC's Employment Standards changes, every temporary help agency needs a licence and we must keep careful records for each placement.",
      "duty",
    ],
    ["Every agency has to hold a licence to place workers in Alberta.", "duty"],
    ["Nous devons tenir des registres pour chaque affectation.", "duty"],
    ["Our COR safety certification is what gets us on municipal jobs.", "asset"],
    ["Notre réputation auprès des clients, on ne la risque pas.", "asset"],
  ])("reads %j as a %s", (text, id) => {
    expect(kept(text)).toEqual([id]);
  });

  it.each([
    "Law 25 paperwork takes Martin two days a month.",
    "Our records are a mess and spread over three systems.",
    "The regulator keeps changing the forms and we are always behind.",
    "Keeping the AGLC happy eats a day of Priya's week.",
  ])("still reads friction in %j", (text) => {
    expect(kept(text)).toEqual([]);
  });
});

describe("the brief's friction", () => {
  it("quotes real friction, not the duty or the asset beside it", () => {
    const said = position(
      "Les dossiers des patients doivent respecter la Loi 25. Our COR safety certification is what gets us on municipal jobs. Scheduling lives in three spreadsheets nobody trusts.",
    );
    expect(said).toContain(
      "Where AI adoption meets friction, you wrote: “Scheduling lives in three spreadsheets nobody trusts”",
    );
    expect(said).toContain("“Les dossiers des patients doivent respecter la Loi 25”");
    expect(said).toContain("“Our COR safety certification is what gets us on municipal jobs”");
  });

  it("quotes the sentence that says what holds AI back, not the one that sets the scene", () => {
    const said = position(
      "It's me, my brother Omar, four installers and a van driver. Nobody here has time to learn new software after a ten-hour day.",
    );
    expect(said).toContain(
      "Where AI adoption meets friction, you wrote: “Nobody here has time to learn new software after a ten-hour day”",
    );
  });

  it("says nothing of a friction when the answer holds only what the plan keeps", () => {
    const said = position("The Law Society audits our trust accounts every year.");
    expect(said).not.toContain("meets friction");
    // "You named no friction" read wrong beside friction named elsewhere (review r20 class 3).
    expect(said).not.toContain("You named no friction");
    expect(said).toContain("“The Law Society audits our trust accounts every year”");
  });
});
