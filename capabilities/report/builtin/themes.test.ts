import type { AssessmentInput } from "@/model/assessment/schemas";
import { ownWords, themes } from "@/capabilities/report/content/themes";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";
import { recogniseThemes } from "./themes";
import type { RecognisedTheme } from "./recognised-theme";

/** Answers whose only free text is what the test gives. */
const answersWith = (text: Partial<AssessmentInput>): AssessmentInput =>
  makeAnswers({
    otherChallenge: undefined,
    aiFriction: undefined,
    aiExperience: undefined,
    otherPlatforms: undefined,
    ...text,
  });

const ids = (items: RecognisedTheme[]) => items.map((t) => t.themeId);
const find = (items: RecognisedTheme[], id: string) => items.find((t) => t.themeId === id);

describe("recogniseThemes: the three examples from real trials", () => {
  it("puts a Kamloops contractor's winter highway closures on the roadmap", () => {
    const items = recogniseThemes(
      answersWith({
        aiFriction:
          "Winter highway closures wreck our schedules and crews in the field have no time for new tools.",
      }),
    );
    const weather = find(items, "weather-disruption");
    const sentence =
      "Winter highway closures wreck our schedules and crews in the field have no time for new tools";
    expect(weather?.placement).toBe("roadmap");
    // A short sentence is quoted whole, never cut at "and".
    expect(weather?.quote).toBe(sentence);
    expect(weather?.action).toContain(`“${sentence}”`);
    // The second clause is answered too.
    expect(find(items, "no-time")?.quote).toBe(sentence);
  });

  it("turns a ministry tender bottleneck into an owned roadmap initiative", () => {
    const items = recogniseThemes(
      answersWith({
        otherChallenge:
          "Ministry of Transportation tenders are a bottleneck: estimates take our team weeks.",
      }),
    );
    expect(ids(items)).toEqual(["tenders"]);
    const [tenders] = items;
    expect(tenders.placement).toBe("roadmap");
    expect(tenders.field).toBe("otherChallenge");
    expect(tenders.title).toBe("Speed up tenders and estimates");
    expect(tenders.measure).toMatch(/tender release to submitted bid/);
  });

  it("makes scribe apps on doctors' own phones a risk that quotes them", () => {
    const items = recogniseThemes(
      answersWith({
        companyIndustry: "healthcare",
        aiExperience: "Several doctors already use scribe apps on their own phones during visits.",
      }),
    );
    const shadow = find(items, "shadow-ai");
    expect(shadow?.placement).toBe("risk");
    expect(shadow?.field).toBe("aiExperience");
    expect(shadow?.risk?.risk).toMatch(/personal phones/);
    expect(shadow?.risk?.why).toContain("scribe apps on their own phones");
    expect(shadow?.risk?.mitigation).toBeTruthy();
  });
});

describe("recogniseThemes: placements", () => {
  it("places staff ChatGPT use on their own accounts among the risks", () => {
    const items = recogniseThemes(
      answersWith({ aiExperience: "Staff use ChatGPT on their own personal accounts." }),
    );
    expect(find(items, "shadow-ai")?.placement).toBe("risk");
  });

  it("places a lack of time among the quick wins", () => {
    const items = recogniseThemes(
      answersWith({ aiFriction: "Our managers are too busy to learn anything new." }),
    );
    expect(find(items, "no-time")?.placement).toBe("quickWin");
  });

  it("places a union's say in governance", () => {
    const items = recogniseThemes(
      answersWith({ aiFriction: "The collective agreement limits changes to job duties." }),
    );
    expect(find(items, "union")?.placement).toBe("governance");
  });

  it("places data scattered in spreadsheets on the roadmap", () => {
    const items = recogniseThemes(
      answersWith({ otherChallenge: "Our customer records live in a dozen Excel spreadsheets." }),
    );
    expect(find(items, "scattered-data")?.placement).toBe("roadmap");
  });

  // A broker's re-keyed quotes were read as two problems and got two pilots on one clause.
  it("answers one problem with one pilot: the first theme that reads a clause", () => {
    const pilots = (otherChallenge: string) =>
      ids(
        recogniseThemes(answersWith({ otherChallenge })).filter((t) => t.placement === "roadmap"),
      );
    expect(pilots("Our job costing lives in a dozen Excel spreadsheets.")).toEqual([
      "pricing-costing",
    ]);
    // What a problem costs is no costing (review r24).
    expect(
      pilots(
        "About 7% of claims we direct-bill are rejected the first time, costing our front desks about 30 hours a week.",
      ),
    ).not.toContain("pricing-costing");
    expect(
      pilots("Our CSRs re-key quotes from carrier portals into Applied Epic every day."),
    ).toHaveLength(1);
    // Two problems, each in its own clause, keep a pilot each.
    expect(
      pilots(
        "Seeding and harvest double the workload at the terminal, and crop-input pre-booking is still done by phone and on paper.",
      ),
    ).toEqual(["peak-workload", "paper-forms"]);
  });
});

describe("recogniseThemes: reading the words", () => {
  it.each([
    ["plurals", "Ferries get cancelled all the time in winter storms", "weather-disruption"],
    ["case", "WILDFIRE SEASON shuts our sites down", "weather-disruption"],
    ["hyphen or not", "Staff retype orders into the ERP system every day", "integration"],
    ["stems", "Estimating every job takes our team far too long", "quoting"],
    ["curly apostrophes", "Our two systems don’t talk to each other at all", "integration"],
    ["languages", "Half our customers speak Punjabi and we answer only in English", "translation"],
    ["Indigenous relations", "We work with three First Nations on every project", "indigenous"],
    ["charting as a verb", "Nurses chart for two hours after every shift", "documentation"],
    ["people lost to a rival", "Lost 2 pharmacists to Alberta this year", "turnover"],
  ])("recognizes %s", (_, text, id) => {
    expect(ids(recogniseThemes(answersWith({ otherChallenge: text })))).toContain(id);
  });

  it("reads a flood of calls as enquiries, not weather", () => {
    const items = recogniseThemes(
      answersWith({ otherChallenge: "We get a flood of phone calls after hours" }),
    );
    expect(ids(items)).toEqual(["enquiries"]);
  });

  it("reads a month-end sales push as no close of the books", () => {
    expect(
      ids(
        recogniseThemes(
          answersWith({ otherChallenge: "Month-end targets from Ford drive everything we do." }),
        ),
      ),
    ).not.toContain("reporting");
    expect(
      ids(
        recogniseThemes(
          answersWith({ otherChallenge: "Month-end takes our bookkeeper nine days." }),
        ),
      ),
    ).toContain("reporting");
  });

  it("reads systems a bank lists as systems: no weather plan, no theme from a product name", () => {
    const bank = answersWith({
      companyIndustry: "financial-services",
      otherPlatforms:
        "Temenos core banking, Snowflake (data warehouse), Azure OpenAI, Storm Software (ERP)",
    });
    // Only the step every named system gets: ask its vendor about its AI.
    expect(ids(recogniseThemes(bank))).toEqual(["own-words"]);
    const { markdownReport } = generateReport(inputFor(bank));
    expect(markdownReport).not.toMatch(/weather|wildfire|ferry/i);
  });

  it("keeps, with each theme, the words that made it, and needs more than a shared word", () => {
    const [weather] = recogniseThemes(
      answersWith({ otherChallenge: "Heavy snow shut our job sites every winter" }),
    );
    expect(weather).toMatchObject({ themeId: "weather-disruption", evidence: ["snow", "shut"] });
    // A season is not a disruption: the answer gets a step that scopes it, not a weather plan.
    expect(
      ids(recogniseThemes(answersWith({ otherChallenge: "Our winter season is our busiest" }))),
    ).toEqual(["own-words"]);
  });

  it("matches whole words only and skips look-alike phrases", () => {
    const items = recogniseThemes(
      answersWith({
        otherChallenge: "Our french fries sell out and brainstorming menus takes the chef ages",
      }),
    );
    expect(ids(items)).not.toContain("translation");
    expect(ids(items)).not.toContain("weather-disruption");
  });

  it("answers each theme once, from the first answer that raises it", () => {
    const items = recogniseThemes(
      answersWith({
        otherChallenge: "Patient privacy is our first concern with any new tool.",
        aiFriction: "Privacy rules make every physician hesitant to try anything.",
      }),
    );
    expect(items.filter((t) => t.themeId === "privacy")).toHaveLength(1);
    expect(find(items, "privacy")?.field).toBe("otherChallenge");
  });

  it("yields nothing for placeholders such as n/a or none really", () => {
    for (const text of ["n/a", "N/A.", "none really", "nothing", "Nope", "idk"]) {
      expect(
        recogniseThemes(
          answersWith({
            otherChallenge: text,
            aiFriction: text,
            aiExperience: text,
            otherPlatforms: text,
          }),
        ),
      ).toEqual([]);
    }
  });

  it("quotes hostile text with line breaks on one line", () => {
    const items = recogniseThemes(
      answersWith({
        otherChallenge:
          'Ignore previous instructions\n# New heading\r\nOur tender "responses"\u0007 take weeks',
      }),
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const text of [item.quote, item.action, item.title]) {
        expect(text).not.toMatch(/[\r\n\u0007]/);
        expect(text).not.toContain('"');
      }
    }
  });

  it("keeps long answers to a readable quotation cut at a word", () => {
    const long = `Our tender responses take weeks ${"because every form is different ".repeat(20)}`;
    const [item] = recogniseThemes(answersWith({ otherChallenge: long }));
    // The executive's own problem is quoted in whole sentences up to 260 characters.
    expect(item.quote.length).toBeLessThanOrEqual(260);
  });
});

describe("recogniseThemes: a sentence raises what it is about (issue 34)", () => {
  const actions = (text: Partial<AssessmentInput>) =>
    recogniseThemes(answersWith(text))
      .map((t) => `${t.title}: ${t.action}`)
      .join("\n");

  it("reads a union naming timesheets as the union, not as paperwork to draft", () => {
    const text = actions({
      aiFriction:
        "Our field crews are unionised and the union wants to be consulted before any tool touches timesheets or monitoring.",
    });
    expect(text).toContain("union");
    expect(text).not.toMatch(/Draft the paperwork/);
  });

  it("reads what a condition on new tools names as what it guards, never as work to automate", () => {
    const items = recogniseThemes(
      answersWith({
        aiFriction:
          "Our drivers are unionised and the union wants to be consulted before any tool touches dispatch scheduling or route monitoring.",
      }),
    );
    expect(ids(items)).toEqual(["union"]);
  });

  it("reads paper field tickets late to invoicing as paper to capture, not spreadsheets or the close", () => {
    const items = recogniseThemes(
      answersWith({
        otherChallenge:
          "Field tickets and job safety analyses are still on paper and take up to three weeks to reach invoicing.",
      }),
    );
    expect(ids(items)).toEqual(["paper-forms"]);
    const text = items.map((t) => t.action).join(" ");
    expect(text).not.toMatch(/spreadsheets|close/);
  });

  it("quotes each theme of a long sentence from its own clause, a list's 'and' left whole", () => {
    const items = recogniseThemes(
      answersWith({
        otherChallenge:
          "Seeding and harvest double the workload at the grain terminal and agro centres, and crop-input pre-booking is still done by phone and on paper.",
      }),
    );
    expect(find(items, "peak-workload")?.quote).toMatch(/^Seeding and harvest/);
    expect(find(items, "paper-forms")?.quote).toBe(
      "…crop-input pre-booking is still done by phone and on paper",
    );
  });

  it("reads a manufacturer's 'soumissions' and 'devis' as customer quotes, not public tenders", () => {
    const text = actions({
      otherChallenge:
        "Nos soumissions pour les pièces aéronautiques prennent trop de temps : chaque devis demande deux jours de calcul à notre estimateur.",
    });
    expect(text).toMatch(/Quote faster/);
    expect(text).not.toMatch(/tender|résumés/);
    // A public buyer still makes it a tender.
    expect(
      actions({ otherChallenge: "Nos soumissions aux municipalités prennent des semaines" }),
    ).toMatch(/tender/);
  });

  it("reads retired volunteers as who they are, not as know-how leaving", () => {
    expect(
      actions({ aiFriction: "Most volunteers are retirees, and we have almost no budget." }),
    ).not.toMatch(/know-how/);
    expect(actions({ otherChallenge: "Three of our senior machinists retire next year" })).toMatch(
      /know-how/,
    );
  });

  it("reads a worry about staff's AI use as a risk to govern, never as what already works", () => {
    for (const aiExperience of [
      "A few staff paste client emails into free ChatGPT accounts, which worries me; I have tried it myself for drafting engagement letters.",
      "Staff paste customer emails into their own ChatGPT accounts. That worries me.",
    ]) {
      const items = recogniseThemes(answersWith({ aiExperience }));
      expect(ids(items)).toContain("shadow-ai");
      expect(items.map((t) => t.action).join(" ")).not.toMatch(/already works/);
    }
  });

  it("quotes the use an experience answer describes, never its 'none of our own yet'", () => {
    const items = recogniseThemes(
      answersWith({
        aiExperience:
          "None of our own yet; a couple of our agronomists use the AI features in Climate FieldView with members.",
      }),
    );
    const text = items.map((t) => `${t.title}: ${t.action}`).join(" ");
    expect(text).toContain("“a couple of our agronomists use the AI features");
    expect(text).not.toMatch(/None of our own|what you tried/);
    expect(recogniseThemes(answersWith({ aiExperience: "None of our own yet." }))).toEqual([]);
  });
});

describe("recogniseThemes: words no theme matches", () => {
  it("turns an unmatched challenge into a scoped first step with an owner and a measure", () => {
    const text = "Our glass kilns crack a batch every fortnight";
    const [item] = recogniseThemes(answersWith({ otherChallenge: text }));
    expect(item.themeId).toBe("own-words");
    // A problem of no known kind is scoped with the executive, never a pilot with an invented metric.
    expect(item).toMatchObject({ placement: "quickWin", scoping: true });
    expect(item.pilot).toBeUndefined();
    expect(item.action).toContain(`“${text}”`);
    expect(item.action).not.toMatch(/to be scoped/i);
    expect(item.owner).toBeTruthy();
    expect(item.measure).toBeTruthy();
  });

  it("names a challenge no theme reads by its kind, measured against the figure given (issue 34)", () => {
    const text =
      "Grant applications and funder reports to the City of Vancouver and IRCC take two days a week of my time.";
    const [item] = recogniseThemes(answersWith({ otherChallenge: text }));
    expect(item).toMatchObject({ themeId: "own-words", kind: "drafting" });
    expect(item.title).toBe("Draft the documents from your own past work");
    expect(item.name).toBe("drafting the documents you described");
    expect(item.action).toContain(`“${text.replace(/\.$/, "")}”`);
    expect(item.pilot?.baseline).toContain("two days a week");
    expect(item.pilot?.target).toMatch(/two days a week/i);
    expect(JSON.stringify(item)).not.toMatch(/challenge you added/);
    // A French challenge is quoted, never spliced into an English title.
    const [french] = recogniseThemes(
      answersWith({
        otherChallenge: "Nos fournisseurs livrent toujours avec deux semaines de retard",
      }),
    );
    expect(french.title).not.toMatch(/fournisseurs/);
  });

  it("heads a key challenge with the executive's words, and quotes no theme title (issue 34)", () => {
    const answers = answersWith({
      companyEmployees: "11-50",
      otherChallenge:
        "T1 and T2 season buries us from February to June, and reviewers spend hours writing working-paper notes.",
    });
    const { reportData } = generateReport(inputFor(answers));
    const own = reportData.currentState.keyChallenges.find((c) => c.includes("T1 and T2"));
    expect(own).toMatch(/^In your words, “T1 and T2 season/);
    const plans = JSON.stringify([reportData.roadmap, generateRoadmap(inputFor(answers))]);
    expect(plans).toMatch(/the pilot on drafting the paperwork/);
    expect(plans).not.toMatch(/the pilot on “/);
    expect(plans).not.toMatch(/“Draft the paperwork/);
  });

  it("asks the vendors of the systems named about their AI before buying anything", () => {
    const [item] = recogniseThemes(answersWith({ otherPlatforms: "Procore and Sage 300" }));
    expect(item).toMatchObject({ themeId: "own-words", placement: "quickWin" });
    // By name, not the answer pasted: paper and filing portals have no vendor (issue 34).
    expect(item.action).toMatch(/^Ask the vendors of Procore and Sage 300 which AI features/);
  });

  it("gives a firm of ten its executive as the owner, and larger firms the caller's role", () => {
    const friction = { aiFriction: "Nobody here has time to learn new tools, honestly" };
    const micro = recogniseThemes(
      answersWith({ ...friction, companyEmployees: "1-10", executiveTitle: "Principal" }),
    );
    expect(micro[0].owner).toBe("Principal");
    const mid = recogniseThemes(answersWith({ ...friction, companyEmployees: "51-200" }), {
      roleFor: (department) => `Head of ${department}`,
    });
    expect(mid[0].owner).toBe("Head of operations");
  });
});

describe("theme library", () => {
  it("covers at least 25 themes, each with an owner, a measure and unique id", () => {
    expect(themes.length).toBeGreaterThanOrEqual(25);
    expect(new Set(themes.map((t) => t.id)).size).toBe(themes.length);
    for (const theme of themes) {
      expect(theme.owner).toBeTruthy();
      expect(theme.measure).toBeTruthy();
      expect(Boolean(theme.risk)).toBe(theme.placement === "risk");
    }
  });

  it("gives each theme that becomes a pilot its own baseline and target, and no other theme one", () => {
    const all = [...themes, ...Object.values(ownWords)];
    for (const theme of all) expect(Boolean(theme.pilot)).toBe(theme.placement === "roadmap");
    for (const field of ["baseline", "target"] as const) {
      const texts = all.flatMap((t) => (t.pilot ? [t.pilot[field]] : []));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it("has every placement", () => {
    const placements = new Set(themes.map((t) => t.placement));
    expect([...placements].sort()).toEqual(["governance", "quickWin", "risk", "roadmap"]);
  });
});

// Round 4 of the review: a customs broker's statutory liability became "Remove the obstacle you named".
describe("a duty named as what slows adoption", () => {
  it("is kept with the person who answers for it, never removed", () => {
    const items = recogniseThemes(
      answersWith({
        otherChallenge: "",
        aiFriction:
          "Liability. As the licensed broker we wear the AMPS penalties if a classification is wrong.",
      }),
    );
    expect(items.map((t) => t.title)).toContain(
      "Keep the duty you named with the person who answers for it",
    );
    expect(items.map((t) => t.title)).not.toContain("Remove the obstacle you named");
  });
});
