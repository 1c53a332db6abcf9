import { namedSystems, type SystemAnswers } from "./systems";
import { toolCatalogue } from "./tools";

const ids = (answers: SystemAnswers) => namedSystems(answers).map((s) => s.id);

describe("systems named in the executive's own words", () => {
  it.each([
    ["Square POS and 7shifts scheduling", ["square", "7shifts"]],
    ["Oscar Pro EMR", ["oscar"]],
    ["Procore and Sage 300", ["sage", "procore"]],
    ["Google Workspace for Education and Veracross", ["google-education", "veracross"]],
    ["Cloudbeds and Google Workspace", ["cloudbeds", "google-workspace"]],
    ["Shopify Plus and Lightspeed POS", ["lightspeed", "shopify"]],
    ["CaseWare and Xero", ["xero", "caseware"]],
    ["Toast", ["toast"]],
    ["Epic, with MyChart for patients", ["epic"]],
    ["Dynamics 365 Business Central and Zoho", ["zoho", "business-central"]],
    ["Microsoft Dynamics 365 Sales and Business Central", ["dynamics365", "business-central"]],
    ["Microsoft Dynamics 365 Business Central", ["business-central"]],
    ["Dynamics 365 Customer Service", ["dynamics365"]],
  ])("recognizes %s", (otherPlatforms, expected) => {
    expect(ids({ otherPlatforms }).sort()).toEqual([...expected].sort());
  });

  it("tells a vendor's product from a namesake and ignores a tool named only to forbid it", () => {
    expect(
      ids({ otherPlatforms: "Applied Epic broker management system, CSR24 client portal" }),
    ).not.toContain("epic");
    expect(
      ids({
        otherPlatforms: "Zendesk, GitLab auto-hébergé, Confluence",
        aiFriction:
          "Règle ferme : le code source ne va jamais dans un outil d'IA externe, ni GitHub Copilot ni ChatGPT.",
      }),
    ).not.toContain("github");
    expect(
      ids({ aiFriction: "Code must never go into GitHub Copilot. We review in GitHub." }),
    ).toContain("github");
  });

  it("reads a bare common word as a system only in the other-platforms answer", () => {
    expect(
      ids({
        otherChallenge: "Our avocado toast sells out and the 2,000 square feet of patio sit empty.",
        aiFriction: "An epic amount of paperwork, and sage advice is hard to find.",
      }),
    ).toEqual([]);
    expect(ids({ aiFriction: "Our data lives in Square and spreadsheets." })).toEqual([]);
    expect(ids({ aiFriction: "Reports from Square POS take hours." })).toEqual(["square"]);
  });

  it("names the AI a system ships where it ships one", () => {
    const [square] = namedSystems({ otherPlatforms: "Square" });
    expect(square.ai).toMatch(/Square AI/);
    const [veracross] = namedSystems({ otherPlatforms: "Veracross" });
    expect(veracross.ai).toBeUndefined();
  });

  it("has a catalogue tool for the AI of Square, Shopify, Procore and Google Workspace, usable only by those who run them", () => {
    for (const system of ["square", "shopify", "procore", "google-workspace", "google-education"]) {
      const own = toolCatalogue.filter((t) => t.system === system && t.systemOnly);
      expect([system, own.length]).toEqual([system, 1]);
    }
  });
});
