import type { SystemRef } from "./types";

/**
 * Vendor AI that the answers cannot show is included: the system's name leaves the plan open
 * ("Google Sheets" may be a free personal account, "SAP Business One" is not SAP's cloud suites,
 * "QuickBooks" may be Desktop), or the vendor offers it only in some countries. The report asks
 * the question and counts no saving on it until it is answered.
 */
export interface AiToConfirmEntry {
  tool: string;
  /** The platform or system the AI comes with. */
  home: SystemRef;
  /** Words that settle it: the plan that includes the AI. None: only the vendor can say. */
  shownBy?: RegExp;
  /**
   * Words that show the AI cannot come with what the company runs: the version named does not
   * carry it ("SAP ECC 6.0", "QuickBooks Desktop"). The tool is then not recommended.
   */
  ruledOutBy?: RegExp;
  /** When it is included, in a clause: "the Google account is a paid Google Workspace plan". */
  condition: string;
  /** What to ask, as an instruction. */
  question: string;
}

export const aiToConfirm: readonly AiToConfirmEntry[] = [
  {
    tool: "Google Gemini",
    home: "google-workspace",
    shownBy: /\bgoogle workspace\b|\bg ?suite\b|\bworkspace (?:business|enterprise)\b/i,
    condition: "the Google account is a paid Google Workspace business plan",
    question:
      "Check whether your Google account is a paid Google Workspace business plan or a free personal account: Gemini for Workspace comes only with the business plans",
  },
  {
    tool: "SAP Joule",
    home: "sap",
    shownBy: /\bs\/?4 ?hana\b|\bsuccess ?factors\b|\bariba\b|\bconcur\b|\bsap (?:cloud|btp)\b/i,
    // On-premise ECC or R/3, or SAP Business One (SAP's small-business ERP, which Joule does not
    // run in), with no S/4HANA or SAP cloud suite named beside it.
    ruledOutBy: /\b(?:ecc|r\/3)\b|\bbusiness ?one\b|\bsap ?b1\b/i,
    condition: "the SAP products you license are among those Joule works in",
    question:
      "Ask your SAP partner which AI features come with the SAP products you license and what the others cost: Joule comes with SAP's cloud suites (S/4HANA Cloud, SuccessFactors, Ariba), not with every SAP product",
  },
  {
    tool: "Intuit Assist for QuickBooks",
    home: "quickbooks",
    shownBy: /\bquickbooks online\b|\bqbo\b/i,
    ruledOutBy: /\bquickbooks (?:desktop|pro|premier|enterprise)\b/i,
    condition: "you run QuickBooks Online",
    question:
      "Check which QuickBooks you run: Intuit Assist comes with QuickBooks Online, and its features vary by plan and country; QuickBooks Desktop does not have it",
  },
  {
    tool: "Square AI",
    home: "square",
    condition: "Square offers Square AI to your account's country",
    question:
      "Check in the Square Dashboard whether Square AI is offered to your account: its availability varies by country",
  },
];
