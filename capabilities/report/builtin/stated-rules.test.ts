import { makeAnswers } from "@/tests/helpers/test-answers";
import { readConstraints } from "./constraints";

/**
 * The constraints review 6 found read as nothing (issue 34), in English and French: a threshold
 * and who signs above it, the meeting new money waits for, a vendor review's lead time, a
 * language every tool must work in, what AI images never show, consent in other words, a red
 * line on AI in an area of decisions, a plain "not in a US cloud" and clients' cloud bans.
 */

const read = (aiFriction: string) => readConstraints(makeAnswers({ aiFriction }));
const one = (text: string, id: string) => read(text).find((c) => c.id === id);

describe("spending thresholds and meetings", () => {
  it.each([
    [
      "My father still owns the shop, and any new subscription over $100 a month needs his signature.",
      { amountCad: 100, per: "month" },
      "your father",
    ],
    [
      "Tout projet de plus de 25 000 $ doit être approuvé par le conseil d'administration, qui se réunit en juin.",
      { amountCad: 25_000, per: "project" },
      "the board",
    ],
    [
      "Any purchase above C$5,000 must be approved by the partners.",
      { amountCad: 5_000, per: "purchase" },
      "the partners",
    ],
    [
      "My mother and I run the farm, and anything over $40,000 needs a vote of the family board (my mother and two brothers).",
      { amountCad: 40_000, per: "purchase" },
      "the family board",
    ],
    [
      "Mon père et moi gérons l'entreprise; tout achat de plus de 30 000 $ doit être approuvé par le conseil de famille.",
      { amountCad: 30_000, per: "purchase" },
      "the family council",
    ],
  ])("reads “%s” as a threshold with its signer", (text, threshold, approver) => {
    const c = one(text, "approval-threshold");
    expect(c?.threshold).toMatchObject(threshold);
    expect(c?.approver).toBe(approver);
  });

  it("keeps the month the approver meets, not another month of the sentence", () => {
    const c = one(
      "Our budget was set in October; anything more waits for the board's March planning session.",
      "spending-approval",
    );
    expect(c?.meeting).toBe("March");
    expect(c?.respect).toContain("the board at its March meeting");
    expect(
      one(
        "Tout projet de plus de 25 000 $ doit être approuvé par le conseil familial, qui se réunit en février.",
        "approval-threshold",
      )?.meeting,
    ).toBe("February");
  });
});

describe("vendor reviews with a lead time", () => {
  it.each([
    [
      "Every new vendor must pass a third-party risk review that takes four to six months.",
      "your third-party risk review",
      "four to six months",
    ],
    [
      "Each new supplier has to go through a security assessment that takes about eight weeks.",
      "your security assessment",
      "eight weeks",
    ],
    [
      "Tout nouveau fournisseur doit passer une évaluation de sécurité qui prend de trois à cinq mois.",
      "your security assessment",
      "three to five months",
    ],
  ])("reads “%s” as a gate with its duration", (text, approver, lead) => {
    const c = one(text, "vendor-approval");
    expect(c?.approver).toBe(approver);
    expect(c?.leadTime?.text).toBe(lead);
    expect(c?.respect).toContain(`which takes ${lead}`);
  });
});

describe("language, images, consent, red lines and clouds", () => {
  it.each([
    ["Les outils utilisés à l'atelier doivent être en français.", "French", "the shop floor"],
    ["All software our staff use must be available in French.", "French", undefined],
    ["Every tool on the floor has to be bilingual.", "French and English", "the shop floor"],
  ])("reads “%s” as a language every tool must work in", (text, language, scope) => {
    const c = one(text, "language");
    expect(c?.language).toBe(language);
    expect(c?.scope).toBe(scope);
  });

  it.each([
    ["We use Midjourney for mood boards only, never to show a house we sell.", "a house"],
    ["No AI-generated photos of our dishes on the menu or the website.", "any of your dishes"],
    ["Aucune image générée par IA de nos maisons.", "any of your homes"],
  ])("reads “%s” as what AI images never show", (text, subject) => {
    expect(one(text, "no-ai-imagery")?.subject).toBe(subject);
  });

  it.each([
    ["Nothing goes in without the family's OK.", "each family's", "OK"],
    [
      "We never use a client's file without the client's permission.",
      "each client's",
      "permission",
    ],
    ["Rien n'est fait sans l'accord du patient.", "each patient's", "agreement"],
  ])("reads “%s” as consent before AI touches their information", (text, who, word) => {
    expect(one(text, "consent")?.consentOf).toEqual({ who, word });
  });

  it.each([
    ["Our board won't allow AI in credit adjudication.", "no AI in credit adjudication"],
    ["The partners bar AI from hiring decisions.", "no AI in hiring decisions"],
    ["Le conseil n'autorise pas l'IA dans l'octroi de crédit.", "no AI in credit granting"],
  ])("reads “%s” as a red line on an area of decisions", (text, respect) => {
    expect(one(text, "no-ai-decision")?.respect).toContain(respect);
  });

  it.each([
    ["Client files stay in the office, not in a US cloud.", "no-us-hosting"],
    ["Les dossiers de nos clients restent sur nos serveurs au bureau.", "confidential"],
    [
      "Our pharma customers forbid their artwork going through any cloud service they have not approved.",
      "confidential",
    ],
    [
      "Nos clients interdisent que leurs fichiers passent par un service infonuagique qu'ils n'ont pas approuvé.",
      "confidential",
    ],
  ])("reads “%s” as a rule on where the files go", (text, id) => {
    expect(one(text, id)).toBeDefined();
  });

  it("restates a clients' cloud ban as theirs", () => {
    expect(
      one(
        "Our pharma customers forbid their artwork going through any cloud service they have not approved.",
        "confidential",
      )?.rule,
    ).toBe("cloud");
  });
});

it.each([
  "Anything over $500 a month needs my signature.",
  "Invoices over $5,000 need a second approval in the accounting system.",
  "The board meets in April.",
  "Our vendors take four to six weeks to deliver parts.",
  "Half our staff speak French at home.",
  "We need to translate our menus into French.",
  "Our customers prefer to be served in French.",
  "We never show a home without an agent present.",
  "Our photographer shoots every house we list.",
  "We ask the family which hymns they want.",
  "Our board approved a new ERP last year.",
  "AI helps our lenders prepare credit files faster.",
  "Our website runs in a US cloud.",
  "Clients send their artwork by e-mail.",
])("reads none of the new rules in “%s”", (text) => {
  const ids = read(text).map((c) => c.id);
  for (const id of [
    "approval-threshold",
    "spending-approval",
    "vendor-approval",
    "language",
    "no-ai-imagery",
    "consent",
    "no-ai-decision",
    "no-us-hosting",
    "confidential",
  ])
    expect(ids).not.toContain(id);
});
