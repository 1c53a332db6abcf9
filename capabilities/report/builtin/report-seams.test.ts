import { lintText } from "@/capabilities/report/lint";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";

/**
 * Seams an executive notices (issue 34, round 16): a funeral home's risk never reads as if the
 * company caused deaths, and a spreadsheet or a government portal is no vendor to ask about AI.
 */

describe("a funeral home's personal data", () => {
  const text = documentsText(
    makeAnswers({
      companyName: "Maple Grove Funeral Chapel",
      companyIndustry: "other",
      headOfficeLocation: "other",
      customLocation: "Moncton, NB",
      otherChallenge:
        "Families expect obituaries, service notices and the funeral arrangements drafted within a day, and our two directors write them at night.",
    }),
  );

  it("names those who died without making the company their cause of death", () => {
    expect(text).toMatch(/those who died|the deceased/);
    expect(text).not.toMatch(/who died from Maple Grove/);
    expect(lintText("report", text).map((f) => f.detail)).not.toContainEqual(
      expect.stringContaining("cause of death"),
    );
  });
});

describe("the vendors asked about AI features", () => {
  it.each([
    [
      "CargoWise for entries, the CBSA CARM portal for accounts, Excel for our rate sheets, and Outlook",
      ["CBSA", "Excel"],
    ],
    [
      "Officio pour les dossiers, le portail IRCC Representative Portal, LMIA Online et un chiffrier Excel",
      ["IRCC", "LMIA", "Excel"],
    ],
  ])("are never a spreadsheet or a government portal: %s", (otherPlatforms, none) => {
    const text = documentsText(
      makeAnswers({ companyName: "Lakehead Trade Services", otherPlatforms }),
    );
    const asked = /Ask the vendors? of ([^.]*?) which AI features/.exec(text)?.[1] ?? "";
    expect(asked).not.toBe("");
    for (const name of none) expect(asked).not.toContain(name);
  });
});

describe("a scoped problem too long to quote whole", () => {
  it.each([
    [
      "Ice decides our year: in 2024 the lake froze on January 20 instead of December 28 and we lost about $400,000 in rentals.",
      // Its opening words cut with "…" were a label made of a fragment (review r18), and its
      // figure, "measured first", read as a challenge of its own (second reading): the report's words.
      "the problem you described in your own words, to be measured before any pilot",
    ],
  ])("is named in the report's words, never a cut quotation: %s", (otherChallenge, opening) => {
    const text = documentsText(
      makeAnswers({
        companyName: "Kawartha Ice Fishing Huts",
        companyIndustry: "travel-hospitality-tourism",
        otherChallenge,
      }),
    );
    expect(text).toContain(opening);
    expect(text).not.toMatch(/froze on…|“Ice decides our year…”, measured first/);
  });
});
