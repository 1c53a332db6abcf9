import { capitalise, possessive, type RiskEntry } from "./risks-types";
import { francization } from "./staff-thresholds";

/**
 * Risks the executive's own rules are about (capabilities/report/content/constraints.ts): confidential
 * client material reaching a tool it must never enter, data its owners keep used beyond their
 * agreement, AI output used in safety-critical work before anyone signs it off. Each quotes the
 * rule, set apart, as its reason.
 */

/** A constraint risk's reason: the rule as the executive stated it. */
const statedRule = (quote = "") => `The rule you stated, in your words: “${quote}”.`;

export const confidentialMaterialRisk: RiskEntry = {
  id: "confidential-material",
  risk: (s) =>
    s.confidential?.code
      ? `Source code reaches an AI tool hosted outside ${s.company} (a coding assistant, a chatbot a developer pastes into, a vendor that trains on what it is given), breaking the rule ${s.company} set.`
      : s.confidential?.toolKinds
        ? // The rule names public tools: an approved business tenant is not one of them.
          `A ${s.confidential.toolKinds} AI tool (a chatbot on a personal or free account, a vendor that trains on what it is given) receives ${s.confidential.material ?? "material the rule covers"}, breaking the rule ${s.company} set${s.confidential.auditors ? ` and failing the audits ${s.confidential.auditors} run` : ""}.`
        : s.confidential?.cloud
          ? // The clients' own ban: any cloud service they have not approved, whatever its terms.
            `Files ${possessive(s.company)} clients keep off unapproved clouds reach one (a vision or inspection system that sends images to its vendor, a file-sharing or AI service, a personal account), breaking the clients' rule${/contract|contrat/i.test(s.confidential?.quote ?? "") ? " and the contracts it rests on" : ""}.`
          : `${s.confidential?.material ? capitalise(s.confidential.material) : `Material ${s.company} holds in confidence for its ${s.words.audience}`} reaches an AI tool it must never enter (a personal or free account, ${s.confidential?.onSite ? "a cloud service, " : ""}a vendor that trains on what it is given), breaking the rule ${s.company} set${s.confidential?.auditors ? ` and failing the audits ${s.confidential.auditors} run` : s.confidential?.material ? "" : " and their trust"}.`,
  mitigation: (s) =>
    `Write the rule into the AI policy word for word, list the tools that may hold that material${s.confidential?.system ? ` (none outside ${s.confidential.system}, where it stays)` : s.confidential?.onSite ? " (none, as it must stay on site)" : s.confidential?.cloud ? " (only services the clients have approved in writing, or systems on your own premises)" : ""}, check each vendor's terms on training, retention and hosting before approving it, and give staff a sanctioned way to do the same work without it${s.confidential?.drawings ? ". If any drawings describe controlled goods or defence articles, Canada's Controlled Goods Program and the US ITAR also limit who may see them, a cloud vendor's staff included: confirm with each client before any tool touches them" : ""}.`,
  why: (s) => statedRule(s.confidential?.quote),
  applies: (s) => s.confidential !== null,
  impact: () => "High",
  weight: 97,
  essential: true,
};

export const dataOwnershipRisk: RiskEntry = {
  id: "data-ownership",
  risk: (s) =>
    `${capitalise(s.dataOwnership?.owners ?? "owners")}' data is used beyond what they agreed to, or a vendor's terms claim rights to it, and ${s.company} loses the trust that data rests on.`,
  mitigation: (s) =>
    `Before any tool touches ${s.dataOwnership?.owners ?? "owners"}' data, read the vendor's terms on ownership, reuse and deletion, ask their agreement for each new use, and keep a list of what is shared, with whom and why.`,
  why: (s) => statedRule(s.dataOwnership?.quote),
  applies: (s) => s.dataOwnership !== null,
  impact: () => "High",
  weight: 95,
  essential: true,
};

export const safetySignoffRisk: RiskEntry = {
  id: "safety-signoff",
  risk: (s) =>
    `An AI-drafted safety document or instruction at ${s.company} is used before ${s.safetySignoff?.signer ?? "a qualified supervisor"} has checked it, and a worker is hurt; occupational health and safety law holds the employer responsible, whoever drafted it.`,
  mitigation: (s) =>
    `Name in the AI policy the safety-critical work where AI output is a draft only, require ${s.safetySignoff?.signer ?? "a qualified supervisor"}'s signature before it is used, and check in each pilot's review that no AI output reached that work unsigned.`,
  why: (s) => statedRule(s.safetySignoff?.quote),
  applies: (s) => s.safetySignoff !== null,
  impact: () => "High",
  weight: 98,
  essential: true,
};

/** The pronoun for a list of tools: "ChatGPT" is "it", "ChatGPT and Claude" or none named is "them". */
const itOrThem = (tools: string | undefined): string =>
  tools && !/,| and | or /u.test(tools) ? "it" : "them";

export const residencyInUseRisk: RiskEntry = {
  id: "residency-in-use",
  risk: (s) =>
    // What the answers state, never more: client data could go in (not "goes"), and contracts only where named.
    `Client data could go into ${s.residencyInUse?.tools ?? "AI tools"}, already in use at ${s.company} and hosted outside Canada, against the rule ${s.company} set${/contract|contrat/i.test(s.residencyInUse?.quote ?? "") ? " and the contracts it rests on" : ""}.`,
  mitigation: (s) =>
    s.residencyInUse?.ruleSet
      ? `Check this month that the rule you already set is kept (“${s.residencyInUse.ruleSet.replace(/[.\s]+$/, "")}”): ask who still uses ${s.residencyInUse.tools}, on personal phones too, move that work to a plan hosted in Canada, and check each vendor's hosting region in its terms before renewing.`
      : `Review the use of ${s.residencyInUse?.tools ?? "those tools"} this month: write into the AI policy that no client data goes into ${itOrThem(s.residencyInUse?.tools)}, move that work to a plan hosted in Canada, and check each vendor's hosting region in its terms before renewing.`,
  why: (s) => statedRule(s.residencyInUse?.quote),
  applies: (s) => s.residencyInUse !== null,
  impact: () => "High",
  weight: 96,
  essential: true,
};

/** French (or both languages) as a rule for every tool; in Quebec, the Charter of the French Language. */
export const languageRisk: RiskEntry = {
  id: "tool-language",
  risk: (s) =>
    `A tool that does not work in ${s.language?.language ?? "French"} reaches ${s.language?.scope ?? "staff"} at ${s.company}, so it goes unused or is used wrongly${s.jurisdiction.province === "QC" ? ", against your rule and the Charter of the French Language, which makes French the normal language of work" : ", against the rule you set"}.`,
  mitigation: (s) =>
    `Try each tool in ${s.language?.language ?? "French"} (its screens, help and what it writes) before it is approved, keep the list of checked tools with the AI policy, and leave out any tool that fails${s.jurisdiction.province === "QC" ? `; ${francization(s)}` : ""}.`,
  why: (s) => statedRule(s.language?.quote),
  applies: (s) => s.language !== null,
  impact: () => "High",
  weight: 92,
  essential: true,
};
