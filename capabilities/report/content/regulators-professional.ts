import type { ProvinceCode } from "./jurisdictions";
import { bodyThere, byProvince, inPlace, shown, type Regulator } from "./regulators-shared";
import { possessive, type RiskSignals } from "./risks-types";

/**
 * The professional bodies of law, accounting, engineering and architecture firms, by province:
 * the law societies (the Barreau du Québec), the CPA bodies (the Ordre des CPA du Québec), the
 * engineers' bodies (Engineers and Geoscientists BC, APEGA, PEO, the Ordre des ingénieurs du
 * Québec, Engineers Nova Scotia…) and the provinces' architects' associations, an architecture
 * practice held to its association alone. A partnership whose profession the answers do not
 * show is held to whichever body governs its partners.
 */

const LAW_SOCIETY: Partial<Record<ProvinceCode, { body: string; rules: string }>> = {
  BC: { body: "the Law Society of British Columbia", rules: "guidance on generative AI" },
  AB: { body: "the Law Society of Alberta", rules: "guidance on generative AI" },
  SK: { body: "the Law Society of Saskatchewan", rules: "guidance on generative AI" },
  MB: { body: "the Law Society of Manitoba", rules: "guidance on generative AI" },
  ON: { body: "the Law Society of Ontario", rules: "white paper on generative AI" },
  QC: { body: "the Barreau du Québec", rules: "code of ethics" },
};
const CPA: Partial<Record<ProvinceCode, string>> = {
  BC: "CPABC's Code of Professional Conduct",
  AB: "CPA Alberta's Rules of Professional Conduct",
  ON: "CPA Ontario's Code of Professional Conduct",
  QC: "the Ordre des CPA du Québec's code of ethics",
};
interface DesignBodies {
  engineers: string;
  architects: string;
}
const DESIGN_BODIES: Partial<Record<ProvinceCode, DesignBodies>> = {
  BC: {
    engineers: "Engineers and Geoscientists BC",
    architects: "the Architectural Institute of BC (AIBC)",
  },
  AB: { engineers: "APEGA", architects: "the Alberta Association of Architects" },
  SK: { engineers: "APEGS", architects: "the Saskatchewan Association of Architects" },
  ON: {
    engineers: "Professional Engineers Ontario (PEO)",
    architects: "the Ontario Association of Architects (OAA)",
  },
  MB: {
    engineers: "Engineers Geoscientists Manitoba",
    architects: "the Manitoba Association of Architects",
  },
  QC: {
    engineers: "the Ordre des ingénieurs du Québec (OIQ)",
    architects: "the Ordre des architectes du Québec (OAQ)",
  },
  NB: {
    engineers: "Engineers and Geoscientists New Brunswick",
    architects: "the Architects' Association of New Brunswick",
  },
  NS: {
    engineers: "Engineers Nova Scotia",
    architects: "the Nova Scotia Association of Architects (NSAA)",
  },
  PE: {
    engineers: "Engineers PEI",
    architects: "the Architects Association of Prince Edward Island",
  },
  NL: {
    engineers: "Professional Engineers and Geoscientists Newfoundland and Labrador (PEGNL)",
    architects: "the Newfoundland and Labrador Association of Architects",
  },
};

/** Notaries who are not lawyers: BC's notaries public and Quebec's notaires have their own bodies. */
const NOTARIES: Partial<Record<ProvinceCode, string>> = {
  BC: "the Society of Notaries Public of British Columbia",
  QC: "the Chambre des notaires du Québec",
};
const NOTARY_WORDS = /\b(?:notary|notaries|notaire|notaires|notariat|notarial)\b/i;
const LAWYER_WORDS =
  /\b(?:lawyers?|barristers?|solicitors?|law firm|law corporation|law office|litigation|avocate?s?|cabinet d'avocats|juristes?)\b/i;

/** A notary's office whose words name no lawyer: its notaries' body, not the law society. */
const notaryOnly = (s: RiskSignals) =>
  NOTARY_WORDS.test(s.ownWords) && !LAWYER_WORDS.test(s.ownWords);

function notaryRules(s: RiskSignals): Regulator {
  const body = byProvince(
    s,
    NOTARIES,
    "the body that commissions and governs notaries in your province",
  );
  return {
    name: `${body}'s rules`,
    risk: `Clients' confidential documents go into an AI tool, or an AI-drafted document from ${s.company} misstates a party, a term or a date, against the duties of confidentiality and care in ${body}'s rules.`,
    duty: `keep clients' documents in tools under contract, check every AI-drafted document against the client's instructions and the law yourself before it is signed, and tell clients how AI is used on their files`,
    because: `${s.company} is a notary's office ${inPlace(s)}${shown(s, "legal")}, bound by ${body}'s rules.`,
  };
}

const lawSociety = (s: RiskSignals) =>
  byProvince(s, LAW_SOCIETY, { body: "your law society", rules: "rules of professional conduct" });
const cpaCode = (s: RiskSignals) =>
  byProvince(s, CPA, `the code of conduct of ${bodyThere(s, "regulates CPAs")}`);

export function lawSocietyRules(s: RiskSignals): Regulator {
  if (notaryOnly(s)) return notaryRules(s);
  const society = lawSociety(s);
  const name = `${society.body}'s ${society.rules}`;
  return {
    name,
    risk: `Privileged client material goes into an AI tool, or an AI-drafted document cites cases that do not exist, against the duties of confidentiality and competence in ${name}.`,
    duty: `protect privilege and confidentiality, check every citation and statement of law yourself (in Zhang v. Chen, 2024 BCSC 285, a lawyer was ordered to pay costs personally after citing cases an AI had invented), supervise AI output as you would a junior's, and tell clients how AI is used on their files`,
    because: `${s.company} is a law practice ${inPlace(s)}${shown(s, "legal")}, bound by ${society.body}'s rules.`,
  };
}

/**
 * A public accounting firm answers to its CPA body's code and public practice rules and, for its
 * audit, review and compilation engagements, keeps a system of quality management under CSQM 1
 * (CPA Canada Handbook, in effect December 2022): an AI tool on engagement work is a resource
 * that system must approve and monitor.
 */
export function cpaRules(s: RiskSignals): Regulator {
  const cpa = cpaCode(s);
  return {
    name: `${cpa} and CPA Canada's quality management standard CSQM 1`,
    risk: `Client financial records go into AI tools outside ${possessive(s.company)} control, or unchecked AI output enters working papers, against the confidentiality and due-care duties of ${cpa} and the quality management CSQM 1 requires of engagement work.`,
    duty: "keep client information in tools under contract and out of personal accounts, document in the working papers how AI output was checked, apply the same professional scepticism to it as to any other evidence, and add each AI tool used on engagements to the firm's CSQM 1 system of quality management (who approved it, what it may be used for, how its output is reviewed)",
    because: `${s.company} is an accounting practice ${inPlace(s)}${shown(s, "accounting")}, bound by ${cpa} and its provincial body's public practice rules; for audit, review and compilation engagements CSQM 1 requires a system of quality management covering the tools the firm uses.`,
  };
}

const ENGINEER_WORDS =
  /\bengineer\w*|\bP\.\s?Eng\b|\bEGBC\b|\bAPEG[AS]\b|\bPEO\b|\bOIQ\b|\bing[ée]nieu\w*|\bgénie\b/i;
const ARCHITECT_WORDS = /\barchitect\w*|\bAIBC\b|\bOAA\b|\bOAQ\b/i;

type DesignKind = "engineers" | "architects" | "both";

/**
 * Whose seal the firm's work carries: the kind the report calls it (its name and title first),
 * else its words; never its software, which both professions use.
 */
function designKind(s: RiskSignals): DesignKind {
  if (s.companyNoun === "an engineering firm") return "engineers";
  if (s.companyNoun === "an architecture firm") return "architects";
  const engineers = ENGINEER_WORDS.test(s.ownWords);
  const architects = ARCHITECT_WORDS.test(s.ownWords);
  if (engineers === architects) return "both";
  return engineers ? "engineers" : "architects";
}

/** A "shown by" that names software says nothing: AutoCAD and Revit show no profession. */
const shownByWords = (s: RiskSignals) => {
  const by = s.shownBy["design-engineering"];
  return by && !by.startsWith("its use of") ? ` (shown by ${by})` : "";
};

export function engineeringRules(s: RiskSignals): Regulator {
  const kind = designKind(s);
  const bodies = byProvince(s, DESIGN_BODIES, {
    engineers: bodyThere(s, "licenses engineers"),
    architects: bodyThere(s, "licenses architects"),
  });
  if (kind === "architects") return architectsRules(s, bodies.architects);
  const name =
    kind === "engineers"
      ? bodies.engineers
      : `${bodies.engineers} and, for architects, ${bodies.architects}`;
  const noun = kind === "engineers" ? "an engineering firm" : "an engineering or architecture firm";
  return {
    name,
    risk: `An AI-assisted calculation, drawing or report from ${s.company} goes out under a professional's seal without the checks the seal promises, or clients' drawings go into an unapproved tool, against the standards of ${name}.`,
    duty: "have the registered professional who seals the work check every AI-assisted calculation, drawing and report as if they had prepared it, record in the project file where AI was used and how it was checked, and keep clients' drawings in tools under contract",
    because: `${s.company} is ${noun} ${inPlace(s)}${shownByWords(s)}, whose registered professionals answer to ${name} for the work they seal.`,
  };
}

/** An architecture practice: its architects seal drawings, specifications and code analyses. */
function architectsRules(s: RiskSignals, name: string): Regulator {
  return {
    name,
    risk: `An AI-assisted drawing, specification or code analysis from ${s.company} goes out under an architect's seal without the checks the seal promises, or clients' project documents go into an unapproved tool, against the standards of ${name}.`,
    duty: "have the architect who seals the work check every AI-assisted drawing, specification and code analysis as if they had prepared it, let nothing an image generator made reach a sealed drawing until an architect has redrawn it, record in the project file where AI was used and how it was checked, and keep clients' project documents in tools under contract",
    because: `${s.company} is an architecture firm ${inPlace(s)}${shownByWords(s)}, whose architects answer to ${name} for the drawings they seal.`,
  };
}

/** An LLP whose profession the answers do not show: held to whichever body governs its partners. */
export function partnersRules(s: RiskSignals): Regulator {
  const society = lawSociety(s);
  return {
    name: `${society.body}'s rules or ${cpaCode(s)}, whichever governs your partners`,
    risk: `Client confidences go into AI tools, or unchecked AI output reaches a client, against the professional rules ${possessive(s.company)} partners are bound by.`,
    duty: "protect client confidentiality, supervise and check AI output as you would a junior's work, and tell clients how AI is used on their files",
    because: `${s.company} is a professional partnership (LLP) whose partners answer to their professional body.`,
  };
}
