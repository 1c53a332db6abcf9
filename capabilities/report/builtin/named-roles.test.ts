import { makeAnswers } from "@/tests/helpers/test-answers";
import { namedRolesOf } from "./named-roles";
import { proseOf } from "@/tests/helpers/test-personas";

/** The roles the executive names own the work (issue 34): never a title the company may not have. */

describe("the roles the executive names", () => {
  it.each([
    [
      "Six of us have licences (me, CFO, 2 bid writers, HR manager, ops director).",
      { finance: "CFO", hr: "HR Manager", operations: "Operations Director" },
    ],
    ["My daughter Kayla (office manager) tidies the obituaries.", { hr: "Office Manager" }],
    ["Our bookkeeper runs everything on QuickBooks.", { finance: "Bookkeeper" }],
    // Review r23: a township's Treasurer, never "a person you appoint in finance".
    ["Our treasurer tried Copilot in Edge to summarize the budget.", { finance: "Treasurer" }],
    ["We lose track of every project manager's hours.", {}],
    [
      "Month-end is a scramble and only our controller knows the dealer management system.",
      { finance: "Controller" },
    ],
  ])("reads %j", (aiExperience, roles) => {
    expect(namedRolesOf(makeAnswers({ aiExperience, otherChallenge: "", aiFriction: "" }))).toEqual(
      roles,
    );
  });

  it("gives the work to the roles named rather than to titles the company may not have", () => {
    const text = proseOf({
      companyIndustry: "other",
      companyEmployees: "201-500",
      aiDepartments: ["finance", "operations"],
      aiExperience: "Six of us have Copilot licences (me, CFO, HR manager, ops director).",
    });
    expect(text).toContain("Operations Director");
    expect(text).not.toContain("Operations Manager");
    expect(text).not.toMatch(/\bController\b/);
  });
});
