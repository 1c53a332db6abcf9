import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, ownWords, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r22 class 2 (#34): a radio group was read as a community newspaper (page proofs,
 * editions, classifieds, a Circulation Manager, subscribers) and as a provincially regulated
 * employer. A radio or television broadcaster is a kind of its own: spot scripts and spec spots,
 * newscast scripts checked before air, council agendas across its markets, its traffic and
 * playout systems, and owners a station has (General Sales Manager, News Director); a federal
 * undertaking under the CRTC, PIPEDA for its staff too, the Canada Labour Code and the Canadian
 * Human Rights Act, with defamation on air its own risk.
 */

const station = (overrides: Partial<AssessmentInput>) =>
  ownWords(
    proseOf({
      executiveTitle: "President",
      companyIndustry: "other",
      companyEmployees: "51-200",
      companyRevenue: "1m-10m",
      businessChallenges: challenges("other", 0, 1, 5),
      aiDepartments: ["sales", "operations"],
      enterprisePlatforms: ["microsoft365"],
      aiExperience: "",
      ...overrides,
    }),
  );

const NEWSPAPER =
  /page proofs?|editions?\b|classifieds?|flyer|circulation|subscribers?|Managing Editor|Circulation Manager|Advertising Manager|press council|NewsMedia Council|community newspaper/i;
const PROVINCIAL_EMPLOYER =
  /not under PIPEDA|(?:Nova Scotia|New Brunswick|Alberta)'s employment standards|Employment Standards (?:Act|Code)|Human Rights (?:Act|Code) of (?:Nova Scotia|New Brunswick)/;

describe("a radio broadcaster", () => {
  it("an English radio group in Nova Scotia reads as a federal broadcaster, never a newspaper", () => {
    const text = station({
      companyName: "South Shore Broadcasting Ltd.",
      ...headOfficeAt("Bridgewater, Nova Scotia"),
      otherChallenge:
        "We own three FM radio stations on the South Shore and in the Annapolis Valley. Our two reporters cannot cover every council meeting.",
      aiFriction:
        "A wrong name in a newscast means an on-air correction, and our accountant worries about the cost of make-goods.",
      otherPlatforms: "WideOrbit for traffic, Zetta for playout",
    });
    expect(text).toMatch(/a radio broadcaster/);
    expect(text).toMatch(/Radio Regulations, 1986/);
    expect(text).toMatch(/at least 35% of popular music selections/);
    expect(text).toMatch(/program logs for a year and logger recordings of everything aired/);
    expect(text).toMatch(/Canadian Broadcast Standards Council \(CBSC\)/);
    expect(text).toMatch(/Nova Scotia's Defamation Act/);
    expect(text).toMatch(/PIPEDA governs the personal information of [^.]*employees/);
    expect(text).toMatch(/the Canada Labour Code its employment and the Canadian Human Rights Act/);
    expect(text).toMatch(/notice to the bargaining agent at least 120 days before/);
    expect(text).toMatch(/Spot scripts and spec spots/);
    expect(text).toMatch(/General Sales Manager/);
    expect(text).toMatch(/News Director/);
    expect(text).toMatch(/WideOrbit/);
    expect(text).not.toMatch(NEWSPAPER);
    expect(text).not.toMatch(PROVINCIAL_EMPLOYER);
    expect(text).not.toMatch(/accounting or tax practice|a law firm/);
    // French-language vocal music is a French-language station's share, not this group's.
    expect(text).not.toMatch(/French-language vocal music/);
  });

  it("un groupe de stations francophones keeps its French-language vocal music share", () => {
    const text = station({
      companyName: "Radio Boréale inc.",
      executiveTitle: "Président-directeur général",
      ...headOfficeAt("Rouyn-Noranda, Québec"),
      otherChallenge:
        "Nous exploitons trois stations de radio francophones en Abitibi. Notre salle de nouvelles est trop petite pour couvrir chaque conseil municipal.",
      aiFriction:
        "Nos animateurs craignent d'être remplacés, et une erreur en ondes peut nous valoir la lettre d'un avocat.",
    });
    expect(text).toMatch(/a radio broadcaster/);
    expect(text).toMatch(
      /French-language vocal music share on the French-language stations \(at least 65%/,
    );
    expect(text).toMatch(/Quebec's Civil Code and Charter of human rights and freedoms/);
    expect(text).not.toMatch(NEWSPAPER);
    expect(text).not.toMatch(/a law firm|Barreau/);
  });

  it("a local television station reads its own regulations, no radio music quotas", () => {
    const text = station({
      companyName: "Chinook Community Television Ltd.",
      ...headOfficeAt("Lethbridge, Alberta"),
      otherChallenge:
        "We run a local television station; our newscasts cover southern Alberta with a newsroom of six.",
      aiFriction: "Our anchors and camera operators worry about automated newscasts.",
    });
    expect(text).toMatch(/a television broadcaster/);
    expect(text).toMatch(/Television Broadcasting Regulations, 1987/);
    expect(text).toMatch(/Alberta's Defamation Act/);
    expect(text).not.toMatch(/popular music selections|Radio Regulations/);
    expect(text).not.toMatch(NEWSPAPER);
  });
});
