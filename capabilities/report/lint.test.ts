import { lintText } from "./lint";
import { lintDocument } from "./lint-document";

const rules = (text: string, names: string[] = []) => lintText("p", text, names).map((f) => f.rule);

describe("lintText: the seams a reader notices in one string", () => {
  it.each([
    ["the first pilot starts in weeks 1", "a plural unit before one number"],
    ["the first pilot starts in months 5.", "a plural unit before one number"],
    ["It reaches 1 leaders.", "a plural after 1"],
    ["A 3 month trial.", "a singular after a number above 1"],
    ["Hello {company}, welcome.", "a variable left in"],
    ["Your score is undefined.", "a variable left in"],
    ["Start with the the pilot.", "a doubled word"],
    ["Start here , then there.", "a space before punctuation"],
    ["Start here,, then there.", "doubled punctuation"],
    ["The tools () are ready.", "empty brackets or quotes"],
    [
      "No extra cost (training time for the 2 of 6 desk staff (the share assumed)).",
      "a parenthesis inside a parenthesis",
    ],
    [
      "The personal details of those who died from Maple Grove Chapel may go into ChatGPT.",
      "a company read as a cause of death",
    ],
    ["Start with a AI policy.", "a wrong article"],
    ["Keep an record of it.", "a wrong article"],
    ["Start from what Microsoft 365 already hold.", "a verb that disagrees"],
    ["Start from what Sage and Procore already holds.", "a verb that disagrees"],
    [
      "The first moves: publish a one-page AI use policy and a brand voice guide and three reusable prompts.",
      "a list joined by “and” twice",
    ],
    ["It is built for real estate businesss.", "a misspelt plural"],
    ["It is built for technology companys.", "a misspelt plural"],
    [
      "A budget in place by your own words, which the score counts only when ticked.",
      "scoring rationale",
    ],
  ])("flags “%s” (%s)", (text, what) => {
    const found = lintText("p", text);
    expect(found.map((f) => f.detail)).toEqual([expect.stringContaining(what)]);
  });

  it.each([
    "Months 1–4 lay the foundation; weeks 1-8 run the first pilot.",
    "A 30-day trial with a one-page policy, an hour a week and an FAQ.",
    "A user guide, an HR lead, a unique chance and an MSP.",
    "The licences it already pays for.",
    "Bring “no shows!!!” down by half.",
    "Start from what Microsoft 365 already holds, then what Sage and Procore hold.",
    "List what staff already hold in their own accounts.",
    "Publish a policy and a guide, then three prompts and a review.",
    "No extra cost (training time for the 2 of 6 desk staff, the share assumed).",
    "Built for food services businesses and technology companies, open all days, keys kept.",
  ])("leaves sound text alone: “%s”", (text) => {
    expect(rules(text)).toEqual([]);
  });

  it("finds broken names: doubled possessives, plurals, and 's after a final s", () => {
    expect(rules("McDonald's's first pilot", ["McDonald's"])).toContain("name");
    expect(rules("The Evanss agree.", ["Evans"])).toContain("name");
    expect(rules("Health Clinics's staff", ["Health Clinics"])).toContain("name");
    expect(
      rules("Sparks Engineering's pilot and Chris Evans' plan.", ["Sparks Engineering", "Evans"]),
    ).toEqual([]);
  });

  it("finds a pronoun guessed for a person after their name", () => {
    expect(rules("Dana Reyes rates their own AI confidence 4/10.", ["Dana Reyes"])).toEqual([
      "name",
    ]);
    expect(rules("Dana Reyes rates personal AI confidence at 4/10.", ["Dana Reyes"])).toEqual([]);
  });

  it("finds a clause cut short", () => {
    expect(rules("Start with the policy and.")).toEqual(["dangling"]);
    expect(rules("Next steps:")).toEqual(["dangling"]);
  });
});

describe("lintDocument: seams across a document", () => {
  it("finds a count that disagrees with another section", () => {
    const found = lintDocument([
      { path: "summary", text: "It has 2 of the five governance elements." },
      { path: "analysis", text: "Has a policy and pilots (2 of 6 elements)." },
    ]);
    expect(found).toEqual([expect.objectContaining({ rule: "count", path: "summary, analysis" })]);
  });

  it("finds a sentence repeated in one document, but not the takeaways or citations", () => {
    const sentence = "Northwind runs sanctioned AI pilots in two departments.";
    expect(
      lintDocument([
        { path: "executiveSummary", text: `It is ready. ${sentence}` },
        { path: "currentState.bottomUp", text: sentence },
      ]).map((f) => f.rule),
    ).toEqual(["repeat"]);
    expect(
      lintDocument([
        { path: "report.executiveSummary", text: sentence },
        { path: "report.takeaways[1]", text: sentence },
        { path: "report.industryBenchmarks.sources[0].label", text: sentence },
      ]),
    ).toEqual([]);
    // The executive's quoted words are theirs: a problem quoted whole in two sections is no repeat.
    const words =
      "Barrel supply. Since the cooperage in Saint-Georges closed our staves come from much further away. Buyers in Japan want certified lots.";
    expect(
      lintDocument([
        {
          path: "currentState.keyChallenges[0]",
          text: `In your words, “${words}”: it is scoped with you.`,
        },
        {
          path: "roadmap.phase1.quickWins[0]",
          text: `Scope your own problem with its figures: “${words}”`,
        },
      ]),
    ).toEqual([]);
  });
});

describe("lintDocument: one voice for the executive in each section", () => {
  it("finds a section that quotes the executive by name and as “you”", () => {
    const found = lintDocument([
      {
        path: "report.brief.position",
        text: "Where AI meets friction, in Dana Reyes's words: “We are busy”. What this report respects, in your words: “No cloud”.",
      },
    ]);
    expect(found).toEqual([expect.objectContaining({ rule: "voice" })]);
    expect(
      lintDocument([
        { path: "report.risks[0].why", text: "In Dana Reyes's words: “We are busy”." },
        { path: "report.risks[1].why", text: "You wrote “No cloud”." },
      ]).map((f) => f.rule),
    ).toEqual(["voice"]);
  });

  it("leaves sections that keep one voice alone, each its own", () => {
    expect(
      lintDocument([
        {
          path: "report.currentState.topDownVision",
          text: "In Dana Reyes's words: “We are busy”.",
        },
        {
          path: "report.brief.position",
          text: "Where AI meets friction, you wrote: “We are busy”.",
        },
        {
          path: "report.risks[0].why",
          text: "In your words: “No cloud”. You wrote “We are busy”.",
        },
      ]),
    ).toEqual([]);
  });
});

describe("lintDocument: the executive's words, read against their answers", () => {
  const answer =
    "We answer forty land referrals a year, and each review pulls from our traditional-use studies, maps and the knowledge of Chief and Council.";
  const quoteRules = (quoted: string) =>
    lintDocument([{ path: "p", text: `You wrote “${quoted}”.` }], [], [answer]).map((f) => f.rule);

  it("finds a quotation cut inside a word or a name", () => {
    expect(quoteRules("We answer forty land referrals a year, and each review pulls fro…")).toEqual(
      ["quote"],
    );
    expect(quoteRules("…maps and the knowledge of Chief and Co…")).toEqual(["quote"]);
  });

  it("finds a quotation cut on a word that needs the next", () => {
    expect(
      quoteRules("We answer forty land referrals a year, and each review pulls from…"),
    ).toEqual(["quote"]);
  });

  it("accepts a whole sentence and a cut at a clause boundary", () => {
    expect(quoteRules(answer.replace(/\.$/, ""))).toEqual([]);
    expect(quoteRules("We answer forty land referrals a year…")).toEqual([]);
    expect(quoteRules("…each review pulls from our traditional-use studies…")).toEqual([]);
  });

  it.each([
    ["Each survey takes a P.Eng. 12 hours to review.", "Each survey takes a P.Eng"],
    ["Chaque dossier passe par l'ing. responsable en premier.", "Chaque dossier passe par l'ing"],
    [
      "Our reviewers (P.Geo. with the association) sign nothing.",
      "with the association) sign nothing",
    ],
  ])("finds a quotation cut at an abbreviation or across a bracket: %s", (source, quoted) => {
    const rules = lintDocument([{ path: "p", text: `You wrote “${quoted}”.` }], [], [source]);
    expect(rules.map((f) => f.rule)).toEqual(["quote"]);
  });

  it("reads no quotation without the answers", () => {
    expect(lintDocument([{ path: "p", text: "“pulls fro…”" }])).toEqual([]);
  });
});

describe("lintDocument: the executive's words are evidence, never a name", () => {
  const answer = "We are a 14-person survey firm; our drafters lose hours redrawing site plans.";
  it("flags a quotation used as the object of “before” or “the pilot on”", () => {
    const found = lintDocument(
      [
        {
          path: "a",
          text: "Put a policy in place before “We are a 14-person survey firm…” starts.",
        },
      ],
      [],
      [answer],
    );
    expect(found.map((f) => f.rule)).toContain("echo");
    const plain = lintDocument(
      [
        {
          path: "a",
          text: "Put a policy in place before the pilot on redrawing site plans starts.",
        },
      ],
      [],
      [answer],
    );
    expect(plain).toEqual([]);
  });

  it("flags a cut quotation repeated more than twice, but not evidence quoted where it binds", () => {
    const cut = "“We are a 14-person survey firm…”";
    const strings = ["a", "b", "c"].map((path) => ({ path, text: `In section ${path}: ${cut}.` }));
    expect(lintDocument(strings, [], [answer]).map((f) => f.rule)).toContain("echo");
    expect(lintDocument(strings.slice(0, 2), [], [answer])).toEqual([]);
    const evidence = ["a", "b", "c"].map((path) => ({
      path,
      text: `Rule ${path} binds (you wrote ${cut}).`,
    }));
    expect(lintDocument(evidence, [], [answer])).toEqual([]);
  });
});
