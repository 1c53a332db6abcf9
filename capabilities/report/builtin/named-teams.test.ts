import { challenges, headOfficeAt, proseOf, rulesRead } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): a credit union that wrote of "our AML team of 6" and "our Chief Risk Officer"
 * got pilots owned by "a person you appoint" thirteen times over, and its officer's approval of
 * any AI touching member data was read as friction. A team or officer the words name owns the
 * work that is theirs, and an officer's approval is a gate on every tool that touches the data.
 */
const creditUnion = (aiFriction: string, otherChallenge = "") =>
  proseOf({
    companyName: "Wascana Plains Credit Union",
    companyIndustry: "financial-services",
    companyEmployees: "201-500",
    ...headOfficeAt("Regina, Saskatchewan"),
    otherPlatforms: "Temenos, Verafin",
    businessChallenges: challenges("financial-services", 0, 1),
    otherChallenge,
    aiExperience: "",
    aiFriction,
  });

const AML =
  "Our AML team of 6 clears about 300 Verafin alerts a week and most are false positives.";
const CRO = "Our Chief Risk Officer must approve any AI that touches member data.";

describe("teams and officers the answers name", () => {
  it("own the work that is theirs", () => {
    const named = creditUnion(CRO, AML);
    expect(named).toMatch(/your AML team's lead/);
    expect(named).toMatch(/regulatory reporting[^\n]*owned by your Chief Risk Officer/);
    expect(creditUnion("", "")).not.toMatch(/your AML team's lead|your Chief Risk Officer/);
  });

  it("read an officer's approval as a gate on every tool that touches the data", () => {
    expect(rulesRead(CRO)).toEqual([
      [
        "vendor-approval",
        "no new vendor that touches member data before your Chief Risk Officer approves it",
      ],
    ]);
    expect(creditUnion(CRO)).toMatch(
      /Put each tool through your Chief Risk Officer before anyone uses it/,
    );
  });
});
