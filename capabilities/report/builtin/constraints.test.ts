import type { AssessmentInput } from "@/model/assessment/schemas";
import { constraintPersonas } from "@/tests/report-audit/constraint-personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { noticeDaysIn } from "./union-statements";
import { readConstraints } from "./constraints";
import { buildContext } from "./context";
import { generateReport } from "./documents";
import { themesOf } from "./roles";
import { inputFor } from "@/tests/helpers/test-personas";
import { selectRisks } from "./risks";

/**
 * Constraints the executive states in their own words, in English and French, are read as
 * rules (constraints.ts): never as a theme to act on or an obstacle to remove, and quoted back
 * in the brief. What each one removes from the report: constraint-fit.test.ts.
 */

const friction = (aiFriction: string): AssessmentInput =>
  makeAnswers({
    otherChallenge: undefined,
    aiExperience: undefined,
    otherPlatforms: undefined,
    aiFriction,
  });
const read = (text: string) => readConstraints(friction(text)).map((c) => c.id);

describe("reading constraints", () => {
  it.each([
    ["Staff refuse to have appointments recorded.", "no-recording"],
    ["Le personnel refuse que les rendez-vous soient enregistrés.", "no-recording"],
    ["We will never put client data in a US cloud.", "no-us-hosting"],
    ["We will not use anything hosted in the US.", "no-us-hosting"],
    ["Customer photos and claim numbers can't go into some American AI.", "no-us-hosting"],
    ["Nous n'utiliserons jamais de services hébergés aux États-Unis.", "no-us-hosting"],
    ["Privacy: patient information can't leave Canada.", "canada-only"],
    ["Les données de nos patients doivent rester au Canada.", "canada-only"],
    ["Patients must give explicit consent before any AI is used.", "consent"],
    ["Rien ne se fait sans le consentement des patients.", "consent"],
    ["We worry about where our traditional-use and cultural-site data would live.", "ocap"],
    ["Our First Nation partners expect OCAP principles to be respected.", "ocap"],
    ["Nos données sur les sites culturels appartiennent à la Nation.", "ocap"],
    ["Our plant staff are unionized.", "union"],
    ["Le syndicat s'oppose à tout changement.", "union"],
    ["We have no budget for AI this year.", "no-budget"],
    ["Pas de budget cette année.", "no-budget"],
    ["We can spend under $5,000 a year on AI tools.", "budget-cap"],
    ["It's me and two designers. Max $100 a month.", "budget-cap"],
    ["Budget : 40 000 $ cette année.", "budget-cap"],
    ["Budget is tight: nothing over about $300 a month all-in.", "budget-cap"],
    ["Anything above roughly $150 a month is a no.", "budget-cap"],
    ["Notre budget est de moins de 5 000 $ par année.", "budget-cap"],
    ["There is no budget for new software this year beyond $25,000.", "budget-cap"],
    ["Pas de budget pour l'IA au-delà de 10 000 $ cette année.", "budget-cap"],
    ["We will never let a chatbot answer our customers.", "no-customer-ai"],
    ["Jamais de robot conversationnel avec nos clients.", "no-customer-ai"],
    ["We will never use ChatGPT.", "never-named"],
    ["Nous n'utiliserons jamais ChatGPT.", "never-named"],
    ["We have no budget beyond C$15,000 a year for new software.", "budget-cap"],
    ["We cannot spend more than CA$10k on AI this year.", "budget-cap"],
    ["Budget is tight, we can't spend more than ~$300/month on new tools.", "budget-cap"],
    ["Notre budget est de 15 000 $ par année pour les logiciels.", "budget-cap"],
    ["Client drawings must never leave the plant.", "confidential"],
    ["Client tax data cannot go into a public tool.", "confidential"],
    ["We will never put their names or immigration details into an AI tool.", "confidential"],
    ["We will never record an arrangement conference.", "no-recording"],
    ["We won't put what a grieving family tells us into an AI tool.", "confidential"],
    ["Under HIPA no personal health info leaves our control.", "confidential"],
    [
      "Les plans de nos clients sont confidentiels et ne doivent jamais sortir de l'usine.",
      "confidential",
    ],
    ["Nous ne mettrons jamais les noms de nos clients dans un outil d'IA.", "confidential"],
    ["Members' farm data must stay theirs.", "data-ownership"],
    ["The data belongs to our growers, not to us.", "data-ownership"],
    ["Les données de nos membres leur appartiennent.", "data-ownership"],
    ["Our board wants proof before we spend anything.", "spending-approval"],
    ["Any new software must be approved by the partners first.", "spending-approval"],
    ["Le conseil d'administration doit approuver toute dépense.", "spending-approval"],
    ["Nothing goes to the field without a competent supervisor signing it.", "safety-signoff"],
    [
      "No AI output goes near a lockout decision without a qualified supervisor signing off.",
      "safety-signoff",
    ],
    ["Aucun plan ne va au chantier sans la signature d'un ingénieur.", "safety-signoff"],
    [
      "Several client contracts forbid putting unreleased campaigns or client data into AI tools without written consent.",
      "confidential",
    ],
    [
      "Nos contrats interdisent de mettre les données des clients dans un outil d'IA.",
      "confidential",
    ],
    ["Règle ferme : le code source ne va jamais dans un outil d'IA externe.", "confidential"],
    ["Our source code must never be pasted into an external AI tool.", "confidential"],
    [
      "No AI can give coverage advice to a client without a licensed broker reviewing it.",
      "professional-review",
    ],
    ["Every opinion must be reviewed by a licensed lawyer.", "professional-review"],
    ["Tout avis doit être validé par un avocat avant d'aller au client.", "professional-review"],
    ["We can spend about $500 a month on new tools.", "budget-cap"],
    ["We keep a $100 a month cap on software.", "budget-cap"],
    ["On peut dépenser environ 300 $ par mois en nouveaux outils.", "budget-cap"],
    ["The union requires notice before any change to scheduling.", "union"],
    ["We are three people; anything over $50 a month is a no.", "budget-cap"],
    ["Nothing over $100 a month for software.", "budget-cap"],
    ["Tout ce qui coûte plus de 50 $ par mois, c'est non.", "budget-cap"],
  ])("reads “%s” as %s", (text, id) => {
    expect(read(text)).toEqual([id]);
  });

  it.each([
    "We record revenue weekly.",
    "Canadian customers expect service in French.",
    "Our credit union members want faster answers.",
    "The European Union market is growing.",
    "Copilot never gives good answers.",
    "Money is tight this year.",
    "Budget",
    "Invoices under $500 are approved automatically.",
    "We spend over $50,000 a year on software already.",
    "We sell outside Canada too.",
    "Our patient records are a mess.",
    "Staff never leave the office before six.",
    "We are not going to put much in AI this year.",
    "We sign confidentiality agreements with every client.",
    "Our data is a mess and we own three elevators.",
    "The board is excited about AI.",
    "Our board approved a new ERP last year.",
    "No quote goes out without a manager reviewing it.",
    "Le conseil a adopté un plan stratégique l'an dernier.",
    "Nos données de production restent dans les contrôleurs.",
    "We spend $500 a month on coffee.",
    "Our code review takes too long.",
    "Clients forbid us from working weekends.",
    "Le code de conduite ne va jamais assez loin.",
    "Our broker reviewing process is slow.",
    "Our licensed brokers review renewals every January.",
    "We can't find time to put our price list into the new website.",
    "No pilot leaves our office before it is tested.",
    "We spend over $50 a month on coffee.",
    "Anything over $500 a month needs my signature.",
  ])("reads no constraint in “%s”", (text) => {
    expect(read(text)).toEqual([]);
  });

  it("reads a ceiling as a yearly amount in Canadian dollars", () => {
    const amount = (text: string) => readConstraints(friction(text))[0]?.amountCad;
    expect(amount("We can spend under $5,000 a year on AI tools.")).toBe(5_000);
    expect(amount("Max $300 a month for software.")).toBe(3_600);
    expect(amount("Notre budget est de moins de 5 000 $ par année.")).toBe(5_000);
    expect(amount("There is no budget for new software this year beyond $25,000.")).toBe(25_000);
    expect(amount("We have no budget beyond C$15,000 a year for new software.")).toBe(15_000);
    expect(amount("We cannot spend more than CA$10k on AI this year.")).toBe(10_000);
    expect(amount("Notre budget est de 15 000 $ par année pour les logiciels.")).toBe(15_000);
  });

  it("reads what a rule asks in the executive's terms: client consent, code, review, notice, a monthly cap", () => {
    const first = (text: string) => readConstraints(friction(text))[0]!;
    const contract = first(
      "Several client contracts forbid putting unreleased campaigns or client data into AI tools without written consent.",
    );
    expect(contract.rule).toBe("client-consent");
    expect(contract.respect).toBe(
      "a client's written consent before any of their material goes into an AI tool",
    );
    expect(contract.respect).not.toMatch(/recorded/);
    expect(first("Patients must give explicit consent before any AI is used.").respect).not.toMatch(
      /recorded/,
    );
    expect(first("Patients must give explicit consent before any visit is recorded.").respect).toBe(
      "consent asked and noted before anyone is recorded",
    );
    expect(
      first("Règle ferme : le code source ne va jamais dans un outil d'IA externe.").rule,
    ).toBe("code");
    expect(
      first("No AI can give coverage advice to a client without a licensed broker reviewing it.")
        .respect,
    ).toBe("AI drafts only: a licensed broker reviews everything before it reaches a client");
    expect(first("The union requires notice before any change to scheduling.").respect).toBe(
      "the union given notice before any change to anyone's work, as the collective agreement requires",
    );
    expect(first("Our staff are unionized.").respect).toMatch(/agreed with the union first/);
    const amount = (text: string) => first(text).amountCad;
    expect(amount("We can spend about $500 a month on new tools.")).toBe(6_000);
    expect(amount("We keep a $100 a month cap on software.")).toBe(1_200);
    expect(amount("On peut dépenser environ 300 $ par mois en nouveaux outils.")).toBe(3_600);
  });

  it("reads where confidential material may not go, and who approves and signs", () => {
    const first = (text: string) => readConstraints(friction(text))[0]!;
    expect(first("Client drawings must never leave the plant.").rule).toBe("on-site");
    expect(first("Client tax data cannot go into a public tool.").rule).toBe("public-tool");
    expect(first("We will never put their names into an AI tool.").rule).toBe("any-ai");
    expect(first("Our board wants proof before we spend anything.").approver).toBe("the board");
    expect(first("Le conseil d'administration doit approuver toute dépense.").approver).toBe(
      "the board",
    );
    expect(
      first("Nothing goes to the field without a competent supervisor signing it.").respect,
    ).toBe(
      "no AI output used in safety-critical work until a competent supervisor has checked and signed it",
    );
  });

  it("names the tools of a vendor ruled out by name, and none of another's", () => {
    const [google] = readConstraints(friction("We will never use Google for client work."));
    expect(google?.tools).toEqual(
      expect.arrayContaining(["Google Gemini", "Gemini for Education"]),
    );
    expect(google?.tools).not.toContain("Microsoft 365 Copilot Chat");
  });
});

describe("a constraint is a rule, not a theme", () => {
  const persona = (key: string) => constraintPersonas.find((p) => p.key === key)!;

  it("reads a refusal to be recorded as no theme and no obstacle to remove", () => {
    const ctx = buildContext(auditInput(persona("clinic-no-recording")));
    expect(themesOf(ctx).filter((t) => t.field === "aiFriction")).toEqual([]);
    expect(ctx.friction).toBeNull();
  });

  it("reads a Nation's concern for its cultural data under OCAP, never as data quality", () => {
    const input = auditInput(persona("first-nation-ocap"));
    const ctx = buildContext(input);
    const themes = themesOf(ctx).map((t) => t.themeId);
    expect(themes).toContain("indigenous");
    expect(themes).not.toContain("data-cleanup");
    expect(themes).not.toContain("scattered-data");
    expect(
      selectRisks(ctx)
        .map((r) => r.risk)
        .join(" "),
    ).not.toMatch(/data quality/i);
    const { reportData } = generateReport(input);
    // The brief quotes the Nation's words; the risk names OCAP.
    expect(reportData.brief!.position).not.toMatch(/OCAP/);
    expect(reportData.risks.map((r) => `${r.risk} ${r.mitigation}`).join(" ")).toMatch(/OCAP/);
  });

  it.each(constraintPersonas.map((p) => [p.key, p] as const))(
    "quotes what %s ruled out in the brief",
    (_key, p) => {
      const { reportData } = generateReport(auditInput(p));
      const stated = p.answers[p.field]!.replace(/[.\s]+$/, "");
      expect(reportData.brief!.position).toContain(
        `What this report respects, in your words: “${stated}”`,
      );
    },
  );

  it("quotes a sentence whole, not the part before its semicolon", () => {
    const [union] = readConstraints(
      friction(
        "Our drivers are Teamsters; anything that changes their work goes through the union first.",
      ),
    );
    expect(union!.quote).toBe(
      "Our drivers are Teamsters; anything that changes their work goes through the union first",
    );
    const { reportData } = generateReport(
      auditInput({
        ...constraintPersonas[0]!,
        answers: makeAnswers({
          aiFriction:
            "Our drivers are Teamsters; anything that changes their work goes through the union first.",
        }),
      }),
    );
    expect(reportData.brief!.position).not.toMatch(/Teamsters;”/);
  });

  it("quotes the friction in the brief whole and set apart, a French sentence never inside English", () => {
    const { reportData } = generateReport(
      auditInput({
        ...constraintPersonas[0]!,
        answers: makeAnswers({
          aiFriction:
            "Nos machinistes se méfient des nouveaux outils informatiques et nos données de production restent dans les contrôleurs des CNC Mazak. Les plans de nos clients sont confidentiels et ne doivent jamais sortir de l'usine.",
        }),
      }),
    );
    const position = reportData.brief!.position;
    expect(position).toContain(
      ": “Nos machinistes se méfient des nouveaux outils informatiques et nos données de production restent dans les contrôleurs des CNC Mazak”.",
    );
    expect(position).toContain(
      ": “Les plans de nos clients sont confidentiels et ne doivent jamais sortir de l'usine”.",
    );
    expect(position).not.toMatch(/names is “|…”/);
  });

  it("quotes a long sentence stating two rules whole, with no rule of ours restated after it", () => {
    const sentence =
      "Our board is elected by the members and wants proof before we spend anything; internet at the elevator sites is patchy, and members' farm data must stay theirs";
    const { reportData } = generateReport(
      auditInput({
        ...constraintPersonas[0]!,
        answers: makeAnswers({ aiFriction: `${sentence}.` }),
      }),
    );
    expect(reportData.brief!.position).toContain(`in your words: “${sentence}”.`);
  });

  it("says nothing about constraints to an executive who stated none", () => {
    const { reportData } = generateReport(
      auditInput({ ...constraintPersonas[0]!, answers: makeAnswers() }),
    );
    expect(reportData.brief!.position).not.toMatch(/respects/);
  });
});

describe("what a union statement asks for", () => {
  it("keeps monitoring data out of discipline when that is the agreement's rule", () => {
    const [union] = readConstraints(
      friction(
        "Our cleaners are unionized (SEIU Local 2) and the collective agreement bars using electronic monitoring data for discipline.",
      ),
    );
    expect(union?.respect).toContain(
      "no monitoring data (GPS, cameras, app logs) used to discipline or rate staff",
    );
  });

  it("keeps the notice a monitoring rule asks for, without hardening it into a ban", () => {
    const [union] = readConstraints(
      friction(
        "Our guards are unionized and GPS data can't be used for discipline without notice to the union.",
      ),
    );
    expect(union?.respect).toContain("used to discipline staff without notice to the union");
  });
});

describe("a union's notice period", () => {
  it.each([
    ["Any change to jobs must be presented to the committee at least 90 days before.", 90],
    ["Tout changement technologique doit être présenté au comité au moins 90 jours avant.", 90],
    ["The agreement requires 8 weeks' notice of any change.", 56],
    ["The collective agreement requires notice of 60 days for new technology.", 60],
    ["Our plant staff are unionised.", null],
  ])("reads %j as %p days", (text, days) => {
    expect(noticeDaysIn(text)).toBe(days);
  });

  it("times the talk with the union by the notice its agreement gives, and holds the pilot for it", () => {
    const answers = friction(
      "L'usine est syndiquée (CSN). La convention collective prévoit que tout changement doit être présenté au comité au moins 90 jours avant.",
    );
    const input = inputFor({
      ...answers,
      orgPosture: "activating",
      orgAiElements: ["ai_policy", "dept_pilots", "steering_committee"],
    });
    const { reportData } = generateReport(input);
    const union = reportData.nextSteps.find((s) => /union/.test(s))!;
    // "présenté au comité au moins 90 jours avant": presented 90 days before, not a "notice" of ours.
    expect(union).toMatch(
      /^(This week|Within \d+ days): present the pilot on .* to the union at least 90 days before it starts \(the pilot starts in \w+ \d{4}\)/,
    );
    expect(reportData.nextSteps.join(" ")).not.toMatch(/Within 60 days: start the pilot/);
    // On the calendar: presented by a month, the pilot no earlier than the 90 days allow.
    const phase1 = reportData.roadmap.phase1.objectives.join(" ");
    expect(phase1).toMatch(
      /By the end of \w+ \d{4}, present the pilot on .* to the union at least 90 days before it starts, so that it can start in \w+ \d{4} and no earlier/,
    );
    expect(JSON.stringify(reportData)).not.toMatch(/days' notice/);
  });
});
