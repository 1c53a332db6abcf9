import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateFollowUpQuestions } from "./follow-up";
import { generateReport, generateRoadmap } from "./documents";
import { measureFits } from "./measure-fit";
import { ownFigures } from "./own-figures";
import { quotation } from "./theme-patterns";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34 (eighth review): a canned pilot answers the executive's own problem only when its
 * measure fits their words. A daily window is no seasonal peak ("hours per file … against last
 * year"), a shortage of drivers or welders is no office role AI can cover, a try that failed on
 * its data is no citation problem, and a use that helped is no baseline for a pilot nobody
 * planned. When nothing fits, the problem is quoted whole, with the sentences that say more of
 * it, and scoped from the figures they gave.
 */

type Industry = AssessmentInput["companyIndustry"];

const documents = (answers: Partial<AssessmentInput>) => {
  const industry = answers.companyIndustry ?? "other";
  const input = inputFor(
    makeAnswers({
      companyEmployees: "11-50",
      businessChallenges: challenges(industry, 0),
      otherChallenge: undefined,
      aiFriction: undefined,
      aiExperience: undefined,
      otherPlatforms: undefined,
      aiToolsUsed: ["chatgpt"],
      ...answers,
    }),
  );
  const { markdownReport } = generateReport(input);
  const roadmap = JSON.stringify(generateRoadmap(input));
  const followUp = JSON.stringify(generateFollowUpQuestions(input));
  return {
    markdown: markdownReport,
    roadmap,
    followUp,
    all: `${markdownReport}\n${roadmap}\n${followUp}`,
  };
};
const whole = (text: string) => `“${text.replace(/\.$/, "")}”`;

describe("a daily window is no seasonal peak", () => {
  it.each<[Industry, string, string[]]>([
    // A plumbing and heating dispatcher in Calgary, a physiotherapy clinic in Halifax, a Montreal bakery.
    [
      "other",
      "Our phone lines jam between 7 and 9 a.m. every weekday and we lose about 25 booking calls a day.",
      ["between 7 and 9 a.m.", "about 25 booking calls a day"],
    ],
    [
      "healthcare",
      "Front desk staff are swamped every morning and about 15 patients a day hang up before anyone answers.",
      ["about 15 patients a day"],
    ],
    [
      "retail",
      "Le comptoir est débordé et l'équipe est overwhelmed de 11 h à 13 h chaque midi, et on rate environ 30 commandes par jour.",
      ["de 11 h à 13 h chaque midi", "environ 30 commandes par jour"],
    ],
  ])(
    "%s: quoted whole and scoped from the executive's figures",
    (companyIndustry, otherChallenge, figures) => {
      const d = documents({ companyIndustry, otherChallenge });
      expect(d.all).not.toMatch(
        /hours per file|routine work of the peak|out of the peak|this year's peak/,
      );
      expect(d.markdown).toContain(whole(otherChallenge));
      const scoped = d.markdown.split("\n").find((l) => l.includes("Measure your own problem"))!;
      for (const figure of figures) expect(scoped).toContain(figure);
      expect(scoped).toMatch(/as the baseline/);
      expect(d.followUp).toMatch(/Taking your figures as the baseline/);
    },
  );

  it.each([
    // An accounting firm's tax season, an insurer's fall storms, a school board's September intake.
    "Tax season overwhelms our six accountants and everyone works overtime.",
    "Storm claims spike every fall and our adjusters are swamped.",
    "Registrations in August and September swamp the office and the backlog runs into October.",
  ])("a period of the year keeps its peak pilot: “%s”", (otherChallenge) => {
    expect(measureFits("peak-workload", otherChallenge)).toBe(true);
    const d = documents({ companyIndustry: "consulting", otherChallenge });
    expect(d.all).toMatch(/Take the routine out of the peak/);
  });

  it.each([
    "Our morning peak swamps the phones from 8 to 10.",
    "The lunch rush overwhelms the kitchen every day.",
    "Our managers are burned out.",
    "A backlog of 600 support tickets.",
  ])("no period of the year, no peak measure: “%s”", (sentence) => {
    expect(measureFits("peak-workload", sentence)).toBe(false);
  });
});

describe("a shortage of people AI cannot stand in for is no unfilled office role", () => {
  it.each<[Industry, string, string]>([
    // A Quebec snow-removal contractor, a home-care agency in Ontario, a Saskatchewan welding shop.
    [
      "other",
      "Pénurie d'opérateurs de déneigeuses. On a 40 tracteurs et 6 restent au garage faute d'opérateurs.",
      "On a 40 tracteurs et 6 restent au garage faute d'opérateurs",
    ],
    [
      "healthcare",
      "We can't find enough personal support workers for weekend visits. Last month we turned down 60 visits.",
      "Last month we turned down 60 visits",
    ],
    [
      "manufacturing",
      "Impossible de trouver des soudeurs certifiés. Trois postes restent ouverts depuis l'été.",
      "Trois postes restent ouverts depuis l'été",
    ],
  ])(
    "%s: scoped, quoted with the sentence that says more",
    (companyIndustry, otherChallenge, more) => {
      const d = documents({ companyIndustry, otherChallenge });
      expect(d.all).not.toMatch(/unfilled role|role you cannot fill|missing person's work/);
      expect(d.markdown).toContain(more);
      expect(d.markdown).toContain(whole(otherChallenge));
    },
  );

  it.each([
    "We can't find a second CAD technician anywhere in the valley.",
    "We can't find a bookkeeper who knows construction.",
    "Impossible de trouver une comptable pour remplacer Louise à Rimouski.",
  ])("an office role keeps its pilot: “%s”", (otherChallenge) => {
    expect(measureFits("capacity", otherChallenge)).toBe(true);
    const d = documents({ companyIndustry: "other", otherChallenge });
    expect(d.all).toMatch(/the work of an unfilled role/);
  });
});

describe("a long problem no kind reads is quoted whole, never cut mid-list", () => {
  it.each<[Industry, string]>([
    // An Okanagan winery, a Yukon outfitter, a Quebec maple producer.
    [
      "manufacturing",
      "Grape supply. Since the 2024 freeze our growers deliver about 40% less fruit and we are buying from further away. Customs paperwork for the US wine club shipments to California and Oregon is the other worry.",
    ],
    [
      "travel-hospitality-tourism",
      "Float plane availability. Since the operator in Mayo closed we book charters from Whitehorse and pay for the ferry leg. Guests from Germany and Switzerland ask for dates we cannot confirm until spring.",
    ],
    [
      "other",
      "Approvisionnement en barils. Depuis la fermeture du fournisseur de Saint-Georges, on paie environ 20% de plus et on attend plus longtemps. Les acheteurs du Japon et de la Corée veulent leurs lots certifiés biologiques avant mars.",
    ],
  ])("%s", (companyIndustry, otherChallenge) => {
    const d = documents({ companyIndustry, otherChallenge });
    const last = otherChallenge
      .split(/(?<=\.)\s+/)
      .at(-1)!
      .replace(/\.$/, "");
    expect(d.markdown).toContain(last);
    expect(d.followUp).toContain(last);
  });
});

describe("what went wrong is answered by what went wrong", () => {
  it.each<[Industry, string]>([
    // A parts distributor, a Quebec insurer and a home builder whose tries failed on their data.
    [
      "other",
      "Last year we tried an AI quoting tool, but our parts list had duplicate part numbers and missing prices, so it did not work.",
    ],
    [
      "financial-services",
      "On a essayé un outil de tarification IA, mais nos données clients étaient incomplètes et en double; ça n'a pas marché.",
    ],
    [
      "other",
      "We paid for a scheduling pilot in 2025 and gave up: our job records were messy and inconsistent between the two offices.",
    ],
  ])(
    "a data fault is cleaned first, never a citation check (%s)",
    (companyIndustry, aiExperience) => {
      const d = documents({ companyIndustry, aiExperience });
      expect(d.all).not.toMatch(/citation/);
      expect(d.markdown).toMatch(
        /the data it failed on is cleaned and checked before any pilot reads it/,
      );
    },
  );

  it.each([
    "Our office manager tried ChatGPT for a client letter and it invented a tax rule. Never again.",
    "J'ai essayé ChatGPT pour une soumission et il a inventé des prix. Ça n'a pas marché.",
  ])("made-up output keeps its check against the source: “%s”", (aiExperience) => {
    const d = documents({ companyIndustry: "consulting", aiExperience });
    expect(d.markdown).not.toMatch(/the data it failed on/);
  });

  it.each<[Industry, string]>([
    // A credit union's controller, an engineering firm's PM, a Quebec printer's estimator.
    [
      "financial-services",
      "Our controller drafts the monthly board notes with Copilot. It saves him about an hour a month but it once invented a reason for a loan-loss change, so he checks every figure.",
    ],
    [
      "consulting",
      "A project manager used ChatGPT for meeting minutes; it saved time but got two dates wrong, which a client caught.",
    ],
    [
      "manufacturing",
      "Notre estimateur utilise ChatGPT pour ses soumissions. Ça lui fait gagner du temps, mais il a inventé un prix une fois.",
    ],
  ])(
    "a use that helped is no baseline for a pilot nobody planned (%s)",
    (companyIndustry, aiExperience) => {
      const d = documents({ companyIndustry, aiExperience });
      expect(d.all).not.toMatch(/next pilot (?:beats|has to beat)|beats that before-and-after/);
    },
  );
});

describe("the executive's figures, word for word", () => {
  it("reads counts, windows, shares and times, and nothing else", () => {
    expect(
      ownFigures("Lines jam from 8:30 to 10:00 every morning and we drop roughly 40 calls a day."),
    ).toEqual(["from 8:30 to 10:00 every morning", "roughly 40 calls a day"]);
    expect(ownFigures("On perd environ 12% des commandes et deux heures par jour.")).toEqual([
      "environ 12%",
      "deux heures par jour",
    ]);
    expect(ownFigures("We are a family firm with 3 offices and 40 staff.")).toEqual([]);
  });
});

describe("quotes are whole sentences, never cut mid-list", () => {
  it.each([
    // An inspection firm, a Quebec HVAC contractor, a Manitoba seed cleaner.
    "Our field inspectors still fill in paper forms for every site visit and fax them to the office, where two coordinators re-type them into the job file, the client portal, the invoice and the weekly summary.",
    "Nos techniciens remplissent encore des formulaires papier à chaque visite, et deux adjointes les ressaisissent dans le dossier, le portail client, la facture et le rapport hebdomadaire.",
    "Growers phone in their bookings and our two clerks copy each one into the scale tickets, the cleaning schedule, the invoice and the spring pick-up list by hand.",
  ])("a list in the executive's own problem stays whole: “%s”", (otherChallenge) => {
    const d = documents({ companyIndustry: "other", otherChallenge });
    const quotes = [...d.all.matchAll(/“([^”]*)”/g)].map((m) => m[1]!);
    const list = /(?:[\p{L}' -]+, ){2}[\p{L}' -]+ (?:and|et) [\p{L}' -]+?(?=\.$)/u.exec(
      otherChallenge,
    )![0];
    const listed = quotes.filter(
      (q) => otherChallenge.includes(q.replace(/^…|…$/g, "")) && q.length > 30,
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const q of listed) {
      const first = list.split(",")[0]!.trim().split(" ").at(-1)!;
      if (q.includes(`${first},`) || q.endsWith(first)) expect(q).toContain(list.trim());
    }
  });

  it("cuts a long answer after a whole sentence, not inside its list", () => {
    // A law firm's friction, quoted in the follow-up.
    const aiFriction =
      "We approved $25,000 for AI in September and the partners want a first result before the spring. Our clerks work in Clio, NetDocuments, Outlook, a shared drive and two client portals, so anything new must read from all of them without copying files around.";
    const d = documents({ companyIndustry: "consulting", aiFriction });
    expect(d.followUp).not.toMatch(/Clio, NetDocuments…|NetDocuments, Outlook…|a shared drive…/);
  });

  it("keeps a clause of its own after “and” as a place to cut", () => {
    const sentence =
      "Our supply of chips from the two closed mills nearby is down by about a third this year, and we are now trucking it from much further away at far higher cost, and nobody has a plan.";
    expect(quotation(sentence, "nobody has a plan", 120)).toMatch(/^…/);
  });
});

describe("what slows adoption and what was tried are quoted in whole sentences", () => {
  const LISTS = [
    "timesheets, cameras or machine data",
    "les lettres aux parents, les menus de la semaine et les rapports au ministère",
    "engagement letters, client memos and the odd tricky email",
  ];
  it.each<[Industry, Partial<AssessmentInput>, string]>([
    // A Kamloops machine shop's union, a Quebec daycare's owner, a Halifax accounting firm.
    [
      "manufacturing",
      {
        aiFriction:
          "Our collective agreement requires 60 days' notice before any technology that changes how work is tracked, so anything touching timesheets, cameras or machine data goes to the joint committee first.",
      },
      "timesheets, cameras or machine data goes to the joint committee first",
    ],
    [
      "education",
      {
        aiExperience:
          "J'utilise ChatGPT le soir pour rédiger les lettres aux parents, les menus de la semaine et les rapports au ministère, et ça me fait gagner une heure par semaine.",
      },
      "et ça me fait gagner une heure par semaine",
    ],
    [
      "consulting",
      {
        aiExperience:
          "I use ChatGPT at home to draft engagement letters, client memos and the odd tricky email, and it saves me about two hours a week.",
      },
      "and it saves me about two hours a week",
    ],
  ])("%s", (companyIndustry, answers, ending) => {
    const d = documents({ companyIndustry, ...answers });
    const text = (answers.aiFriction ?? answers.aiExperience)!;
    const quotes = [...d.all.matchAll(/“([^”]*)”/g)]
      .map((m) => m[1]!)
      .filter((q) => text.startsWith(q.slice(0, 30)));
    // The item it raises quotes the sentence whole; a shorter quote elsewhere keeps its list whole.
    expect(quotes.some((q) => q.includes(ending))).toBe(true);
    const list = LISTS.find((l) => text.includes(l))!;
    const first = list.split(",")[0]!;
    for (const q of quotes.filter((x) => x.includes(`${first},`) || x.endsWith(first)))
      expect(q).toContain(list);
  });
});
