import type {
  ConfidentialRule,
  ConstraintClass,
  ConstraintId,
} from "@/capabilities/report/content/constraints";
import type { ThemeField } from "@/capabilities/report/content/themes";

/** A constraint the executive stated in the free-text answers (constraints.ts reads them). */
export interface StatedConstraint {
  id: ConstraintId;
  class: ConstraintClass;
  field: ThemeField;
  /** The clause that states it, as written. */
  clause: string;
  /** The clause on one line, for quoting. */
  quote: string;
  /** The words that made it: a keyword, or a word and the refusal beside it. */
  evidence: string[];
  /** What the report keeps to, as a noun phrase: "nothing hosted in the US". */
  respect: string;
  /** Themes that say the same thing and may still be raised from the clause. */
  themes: readonly string[];
  /** budget-cap: the most new spending may add a year, in Canadian dollars. */
  amountCad?: number;
  /** budget-cap: the ceiling as stated, by the month or the year: "C$50 a month". */
  cap?: string;
  /** budget-cap: what the budget covers beyond AI ("technology"), so AI is held to a part of it. */
  capScope?: string;
  /** budget-cap: a ceiling on each AI project, not on all of them together. */
  perProject?: true;
  /** never-named: the catalogue tools the executive ruled out by name; confidential: those the material may not enter. */
  tools?: readonly string[];
  /** confidential: the rule names free tools, so no tool with a free plan holds the material. */
  freeTools?: true;
  /** spending-approval, vendor-approval: who approves spending or a new vendor ("the board"). */
  approver?: string;
  /** vendor-approval: the data a new vendor may not touch before approval ("residents' data"). */
  data?: string;
  /** confidential: the system the material stays in ("Tessitura"), outside which no AI tool holds it. */
  system?: string;
  /** confidential: what the rule keeps in that system, as named ("X-rays and charts"). */
  keptIn?: string;
  /** confidential: where the material may not go (the premises, a public tool, any AI tool). */
  rule?: ConfidentialRule;
  /** union, customer-terms: the notice, in days, the agreement gives before a change. */
  noticeDays?: number;
  /** union, customer-terms: the notice in the executive's own words: "90 days' written notice", "un préavis de 60 jours". */
  notice?: string;
  /** union: the agreement bars AI from evaluating people one by one: every measure is the team's. */
  evaluationBarred?: true;
  /** confidential: the material a rule keeps out of every AI tool, as named ("donor information"). */
  keptFromAi?: string;
  /** union: the agreement covers new monitoring technology only, not every change of work. */
  monitoringOnly?: true;
  /** union: the body that sees anything new first ("the JLMC"), before any tool or pilot starts. */
  firstTo?: string;
  /** data-ownership: whose data it is, in English ("members"). */
  owners?: string;
  /** safety-signoff: who signs AI output off ("a competent supervisor"). */
  signer?: string;
  /** professional-review: who reviews AI output before it reaches a client ("a licensed broker"); verified-answers: who verifies its answers ("a supervisor"). */
  reviewer?: string;
  /** verified-answers: the channel the gate names ("on the phone"). */
  answersOn?: string;
  /** verified-answers: the questions the gate covers, when it names them ("clinical questions"). */
  answersAbout?: string;
  /** customer-terms: the customer whose contract it is ("your largest shipper"). */
  customer?: string;
  /** customer-terms: the contract bars training AI on the customer's data. */
  noTraining?: true;
  /** approval-threshold: the amount above which spending needs the approver, and per what. */
  threshold?: { amountCad: number; per: "month" | "year" | "project" | "purchase"; text: string };
  /** approval-threshold: above the amount a purchase goes to public tender, not to a person. */
  tender?: true;
  /** spending-approval: what waits for the approver is money beyond a budget already approved. */
  beyondApproved?: true;
  /** spending-approval, approval-threshold: the month the approver meets ("February"). */
  meeting?: string;
  /** vendor-approval: how long the review takes, as stated ("four to six months"), and its longest in months. */
  leadTime?: { text: string; months: number };
  /** vendor-approval: the rule covers every tool before it is used ("tout outil doit passer par…"), not only new vendors. */
  everyTool?: true;
  /** language: the language every tool must work in ("French", "French and English"). */
  language?: string;
  /** language: where the rule applies, when it says ("the shop floor"). */
  scope?: string;
  /** no-ai-imagery: what AI images never show ("a home", "any of your dishes"). */
  subject?: string;
  /** channel: the people the company reaches ("workers") and the only way that reaches them ("WhatsApp"). */
  channel?: { audience: string; channel: string };
  /** spoken-contact: whom a person speaks to before placing them ("worker"), and who requires it ("your clients"). */
  spoken?: { who: string; by: string };
  /** payback: the months within which anything tried must pay for itself. */
  paybackMonths?: number;
  /** consent: whose agreement, as a possessive ("each family's"), and the word for it ("OK"). */
  consentOf?: { who: string; word: string };
}
