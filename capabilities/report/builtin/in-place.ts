import type { AssessmentInput } from "@/model/assessment/schemas";
import { aiToolOptions, labelOf, platformOptions } from "@/model/assessment/options";
import type { ThemeField } from "@/capabilities/report/content/themes";
import { namedSystems, systemName } from "@/capabilities/report/content/systems";
import { toolCatalogue } from "@/capabilities/report/content/tools";
import { clausesOf, oneLine, sentencesOf } from "./theme-patterns";
import { escapeRegExp } from "@/platform/regexp";
import { wentWrong } from "./experience";
import { STAFF } from "./headcount";
import { NUMBER, numberOf } from "./number-words";
import { aiUsesOf } from "./ai-uses";

/**
 * What is already in place, read from the answers, so the report extends it rather than
 * proposing it anew: the catalogue tools the executive says the company uses, and which
 * Microsoft Copilot the "Copilot" answer means.
 */

/** The seats a tool in place has, in the executive's words: "40 office and engineering staff". */
export interface StatedSeats {
  count: number;
  words: string;
}

export interface ToolInPlace {
  name: string;
  answer: Extract<ThemeField, "aiExperience" | "otherPlatforms" | "aiFriction" | "otherChallenge">;
  /** The executive's words that say so. */
  says: string;
  /** How many people have it, when the same words say: extensions are priced from there. */
  seats: StatedSeats | null;
}

/** People by their role: "Twelve property managers have Microsoft 365 Copilot licences". */
const ROLES =
  "managers|supervisors|planners|coordinators|analysts|developers|designers|assistants|" +
  "bookkeepers|estimators|gestionnaires|conseillers|conseillères|superviseurs|techniciens|techniciennes";

/**
 * "to 40 office and engineering staff", "40 licences", "all 900 engineers", "25 utilisateurs",
 * "six of us", "60 Microsoft 365 Copilot licences"; never the number in a product's name
 * ("Microsoft 365 Copilot licences").
 */
const SEATS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<!(?:microsoft|office|dynamics)\\s)(${NUMBER})\\s+(?:of us\\b|(?:[\\p{L}\\p{N}-]+\\s+){0,5}?(?:${STAFF}|users|licen[cs]es|seats|utilisateurs|postes|vets|veterinarians|doctors|physicians|clinicians|nurses|agents|advis[eo]rs|lawyers|accountants|drivers|reps|CSRs|dentists|hygienists|${ROLES})(?![\\p{L}\\p{N}]))`,
  "giu",
);

/** "9 of our 22 vets use it": the part of the whole that uses it. */
const PART_OF = new RegExp(
  `(?<![\\p{L}\\p{N}])(${NUMBER})\\s+(?:of|sur|de)\\s+(?:our|the|nos|les|notre)\\s+${NUMBER}\\s+[\\p{L}-]+`,
  "iu",
);

/** The number of people or licences a clause about a tool in place states, or null. */
export function seatsIn(clause: string): StatedSeats | null {
  const part = clause.match(PART_OF);
  const partCount = part ? numberOf(part[1]!) : null;
  if (part && partCount) return { count: partCount, words: part[0] };
  for (const match of clause.matchAll(SEATS)) {
    const count = numberOf(match[1]!);
    if (count) return { count, words: match[0] };
  }
  return null;
}

/**
 * "Copilot" is the free chat in Edge and Windows, the Copilot Chat included with Microsoft 365,
 * or the paid Microsoft 365 Copilot: only words about the paid one make it "paid", and words
 * that rule it out ("nobody has a paid licence") leave the company to switch Copilot Chat on.
 */
/**
 * null: no Copilot, or only the free chat (nothing of the company's is in place: Copilot Chat is
 * switched on); "chat": the words name Copilot Chat, the work-account one, which is in place.
 */
export type CopilotReading = "paid" | "chat" | "unclear" | null;

const PAID_COPILOT =
  /\b(?:microsoft 365|m365|office 365|o365) copilot\b(?! chat)|\bcopilot (?:licen[cs]es?|seats?|add-?on)\b|\bcopilot (?:for|pour) (?:microsoft 365|m365|office 365|o365)\b|\blicen[cs]es? (?:de )?copilot\b|\bpaid copilot\b|\bcopilot pro\b/i;

/**
 * Copilot inside the Office apps with licences or seats counted ("Deb has Copilot in Outlook and
 * Teams (2 licences)", « Copilot dans Word et Excel, 3 licences ») is the paid add-on: the free
 * chat is counted in no licences.
 */
const COPILOT_IN_APPS =
  /\bcopilot (?:in|inside|within|dans|sur) (?:(?:microsoft |ms )?(?:outlook|teams|word|excel|powerpoint)\b)/iu;
const COUNTED_LICENCES =
  /(?<![\p{L}])(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\s+(?:paid\s+|payantes?\s+)?(?:licen[cs]es?|seats?|postes|abonnements?)(?![\p{L}])(?!\s+(?:of|for|de|pour)\s+(?:microsoft|office|m365|o365|google|business|e3|e5))/iu;

/**
 * Words that name the paid Microsoft 365 Copilot: its name, its licences, or Copilot in the apps
 * with licences counted in the same sentence ("40 licences of Microsoft 365" are not Copilot's).
 */
const paidCopilotIn = (text: string) =>
  PAID_COPILOT.test(text) ||
  sentencesOf(text).some((s) => COPILOT_IN_APPS.test(s) && COUNTED_LICENCES.test(s));

const NO_PAID_COPILOT =
  /(?:\bnot|\bnever|n't)\s+(?:yet\s+)?(?:bought|purchased|paid for|licen[cs]ed|subscribed to)\b|\b(?:no(?:body| one)? (?:has|have|pays? for) (?:a |any )?paid|no paid (?:licen[cs]es?|copilot|plan|seats?)|without (?:a )?paid (?:licen[cs]e|plan)|(?:the )?free (?:version of )?copilot|copilot(?: chat)? (?:in|dans) (?:edge|windows|bing)|personne n['’]a (?:de |une )?licence payante|aucune licence payante|sans licence payante|n['’](?:avons|avez|ont|a)\s+(?:pas|jamais)\s+(?:encore\s+)?(?:acheté|payé|pris|souscrit)|copilot\s+(?:rester\p{L}*|demeur\p{L}*|(?:est|sont|seront)\s+)?\s*(?:désactivée?s?|pas activée?s?)|copilot (?:stays?|remains?|will stay|is|are) (?:off|switched off|turned off|disabled))/iu;

/** "Microsoft Copilot Chat comes free in Edge with our Microsoft 365": the work chat, in place. */
const COPILOT_CHAT = /\bcopilot chat\b/i;

const PAID_COPILOT_TOOL = "Microsoft 365 Copilot";
const COPILOT_LABEL = labelOf(aiToolOptions, "copilot");
const COPILOT_CHAT_TOOL = "Microsoft 365 Copilot Chat";

export function copilotReading(answers: AssessmentInput): CopilotReading {
  if (!(answers.aiToolsUsed ?? []).includes("copilot")) return null;
  const ended = endedUses(answers);
  // A Copilot the words show only as stopped ("we cancelled the licences") is none in place.
  if (ended.some((said) => /\bcopilot\b/i.test(said)) && !copilotGoesOn(answers, ended))
    return null;
  const said = [answers.aiExperience, answers.otherPlatforms, answers.aiFriction].join(" ");
  if (paidCopilotIn(said) && !NO_PAID_COPILOT.test(said)) return "paid";
  if (COPILOT_CHAT.test(said)) return "chat";
  if (NO_PAID_COPILOT.test(said)) return null;
  return "unclear";
}

/** The uses the experience answer shows stopped, blocked or failed, as written. */
const endedUses = (answers: AssessmentInput): string[] =>
  aiUsesOf(answers, [COPILOT_LABEL])
    .filter((u) => u.status !== "in use")
    .map((u) => u.said);

/** A Copilot named outside the uses that ended: in the systems or friction answers, or a use that goes on. */
const copilotGoesOn = (answers: AssessmentInput, ended: readonly string[]): boolean =>
  [answers.otherPlatforms, answers.aiFriction].some((t) => /\bcopilot\b/i.test(t ?? "")) ||
  aiUsesOf(answers, [COPILOT_LABEL]).some(
    (u) => u.status === "in use" && /\bcopilot\b/i.test(u.said) && !ended.includes(u.said),
  );

/** The step for a company whose "Copilot" could be any of them: ask, approve the certain one, count. */
export const copilotQuestion = (chat: string) =>
  `Ask who uses Microsoft Copilot and which one: the ${chat} that comes with the licences, the free chat in Edge, or paid Microsoft 365 Copilot licences; make ${chat} the approved one and count weekly users before buying any licence`;

/** The next step for Copilot Chat in place: keep it the approved one, count its use, buy seats only where use pays. */
export const copilotChatNextStep = (chat: string) =>
  `Keep ${chat} the approved assistant, signed in with work accounts; count its weekly users and the tasks they use it for, and buy the paid Microsoft 365 Copilot only for the roles whose measured use would cover its cost`;

/** Personal use of an assistant is no business plan in place; words that are also names are left out. */
const NOT_READ = new Set(["AI assistant", "AI research assistant"]);
const COMMON_WORDS = new Set([
  "Make",
  "Writer",
  "Ada",
  "Deputy",
  "Harvey",
  "Jasper",
  "Winnow",
  "Outreach",
  "Paradox",
  "Workable",
  "Augury",
  "Perplexity",
]);
/** A clause that says the tool is not, or no longer, in use. */
const NOT_IN_USE =
  /\b(?:not|never|no longer|stopped|cancel+ed|dropped|banned|blocked|tried|trialled|trialed|considering|looking at|evaluating)\b|n't\b|(?<!\p{L})(?:essayé|testé|abandonné|arrêté|annulé|interdit|bloqué|(?:ne|n['’])\s*\p{L}+\s+plus)(?!\p{L})/iu;

/**
 * A tool written by its product's name alone: Canva in use is its Magic Studio in use, never sold
 * back as a new tool (review r23: an orchestra's posters).
 */
const ALSO_WRITTEN: Readonly<Record<string, string>> = { "Canva Magic Studio": "Canva" };

// A named system that is itself the tool (Clio, Yardi) is already read as a system in use.
const readable = toolCatalogue
  .filter((tool) => !NOT_READ.has(tool.category) && !COMMON_WORDS.has(tool.name))
  .filter((tool) => !tool.system || systemName(tool.system) !== tool.name)
  .map((tool) => {
    // "Otter.ai" is also written "Otter"; spaces may be hyphens.
    const name = escapeRegExp(tool.name.replace(/\.ai$/i, "")).replace(/ /g, "[\\s-]");
    const alias = ALSO_WRITTEN[tool.name];
    return {
      name: tool.name,
      // "Twin Otter" is an aircraft, never the note-taker (review r28).
      pattern: new RegExp(
        `(?<!\\btwin\\s)\\b(?:${name}${alias ? `|${escapeRegExp(alias)}` : ""})(?:\\.ai)?\\b`,
        "i",
      ),
    };
  });

/**
 * A name that is also a word ("Deputy", "Make", "Ada") is the product only where it is written
 * as one: capitalised in the systems answer ("Deputy for scheduling"), or capitalised after a
 * verb of use elsewhere ("we schedule in Deputy", "staff use Make").
 */
const namedAsProduct = toolCatalogue
  .filter((tool) => COMMON_WORDS.has(tool.name))
  .map((tool) => ({
    name: tool.name,
    inSystems: new RegExp(`(?<![\\p{L}])${escapeRegExp(tool.name)}(?![\\p{L}])`, "u"),
    elsewhere: new RegExp(
      `\\b(?:[Uu]se[sd]?|[Uu]sing|run[s]?|in|on|via|through|with|from|into|utilis\\p{L}*|dans|avec)\\s+${escapeRegExp(tool.name)}(?![\\p{L}])`,
      "u",
    ),
  }));

/**
 * An assistant's business plan, which the catalogue names once: "All 15 of us have ChatGPT Team
 * seats" is the company's assistant in place; personal ChatGPT or Claude use is not.
 */
const BUSINESS_PLANS = [
  { name: "ChatGPT Business", pattern: /\bChatGPT\s+(?:Team|Business|Enterprise|Edu)\b/i },
  { name: "Claude", pattern: /\bClaude\s+(?:Team|Enterprise|for Work)\b/i },
];
/** The business-plan assistant in place, when one is: measured and extended, never replaced. */
export const assistantInPlace = (inPlace: readonly ToolInPlace[]): string | null =>
  inPlace.find((tool) => BUSINESS_PLANS.some((plan) => plan.name === tool.name))?.name ?? null;

/** The sentence (to its semicolon) a clause of the text comes from. */
const sentenceOf = (text: string, clause: string) =>
  text.split(/(?<=[.;:!?])\s+/).find((s) => s.includes(clause.trim())) ?? clause;

/** The catalogue tools the AI experience and systems answers say are in use, once each. */
export function toolsInPlace(answers: AssessmentInput): ToolInPlace[] {
  const found: ToolInPlace[] = [];
  const copilot = copilotReading(answers);
  const ended = endedUses(answers);
  // Copilot Chat is the company's only where it runs Microsoft 365; elsewhere it is the free chat.
  const workChat =
    copilot === "chat" && (answers.enterprisePlatforms ?? []).includes("microsoft365");
  // Whatever answer names a system in use: "Deputy for scheduling" among the systems, or "we
  // schedule in Deputy" among the frictions, is never sold back as new.
  for (const answer of [
    "aiExperience",
    "otherPlatforms",
    "aiFriction",
    "otherChallenge",
  ] as const) {
    const text = answers[answer] ?? "";
    const systemsAnswer = answer === "otherPlatforms";
    for (const clause of clausesOf(text)) {
      if (NOT_IN_USE.test(clause)) continue;
      // A use a later sentence ends ("…used Copilot (2 licences). … we cancelled the licences") is none in place.
      if (answer === "aiExperience" && ended.some((said) => said.includes(clause.trim()))) continue;
      // Outside the experience and systems answers, a wish, a plan or a refusal is no use:
      // "nothing goes into Otter" names Otter only to rule it out.
      if (
        !systemsAnswer &&
        answer !== "aiExperience" &&
        (NOT_YET.test(clause) ||
          NEGATED.test(clause) ||
          /\b(?:nothing|without|rien|sans)\b/iu.test(clause))
      )
        continue;
      // Quoted and counted in its whole sentence: "to 40 office and engineering staff" is one.
      const sentence = sentenceOf(text, clause);
      // A list of systems is quoted by the item that names the tool: "Deputy for scheduling".
      const said = (name: string) =>
        found.push({
          name,
          answer,
          says: oneLine(systemsAnswer ? clause.trim() : sentence, 120),
          seats: seatsIn(systemsAnswer ? clause : sentence),
        });
      for (const { name, pattern } of [...readable, ...BUSINESS_PLANS])
        if (pattern.test(clause) && !found.some((t) => t.name === name)) said(name);
      for (const { name, inSystems, elsewhere } of namedAsProduct)
        if (
          (systemsAnswer ? inSystems : elsewhere).test(clause) &&
          !found.some((t) => t.name === name)
        )
          said(name);
      // The paid Copilot is a company plan, not personal use: its seats are what an extension adds to.
      if (
        copilot === "paid" &&
        (PAID_COPILOT.test(clause) || (/\bcopilot\b/i.test(clause) && paidCopilotIn(sentence))) &&
        !found.some((t) => t.name === PAID_COPILOT_TOOL)
      )
        said(PAID_COPILOT_TOOL);
      if (workChat && COPILOT_CHAT.test(clause) && !found.some((t) => t.name === COPILOT_CHAT_TOOL))
        said(COPILOT_CHAT_TOOL);
    }
  }
  return found;
}

/** AI by name: the word itself, the assistants, or "the AI features in Climate FieldView". */
const AI_WORDS =
  /\b(?:AI|IA|A\.I\.|artificial intelligence|intelligence artificielle|generative|ChatGPT|GPT[-\d]*|Copilot|Gemini|Claude|Perplexity|Grammarly)\b/i;
/** Doing something with it. */
const USES =
  /\b(?:use[sd]?|using|rel(?:y|ies|ied) on|draft\w*|writ(?:e|es|ing)|paste[sd]?|pasting|tr(?:y|ies|ied|ying)|experiment\w*|play\w* with|utilis\w+|se serv\w+|emploi\w*)\b/i;
/**
 * People at work other than the executive: "our agronomists", "my barista", "a few staff", "we".
 * "Our" and "my" count only before people ("our shop manager"), never before things ("our fruit stand").
 */
const OTHERS =
  /\b(?:we|we're|we've|staff|team|teams|colleagues|employees|people|a few|a couple|some of|several|many|most|everyone|nous|l'équipe|employés)\b|\b(?:my|our|ma|mon|mes|nos|notre)\s+(?:[\p{L}-]+\s+){0,2}?(?:team|teams|crew|people|colleagues|employees|[\p{L}-]*(?:ists|ers|ors|ians|ants|leads|reps|agents|nurses|staff|iens|iennes|eurs|euses)|(?:barista|baker|cook|chef|manager|supervisor|planner|assistant|bookkeeper|accountant|technician|receptionist|coordinator|administrator|admin|admins|secretary|foreman|controller|designer|developer|analyst|clerk|lead|rep|agent|nurse|gérante?|adjointe?|technicienne?))\b/iu;
/**
 * Staff counted or quantified before their role: "three associates", "some of our estimators",
 * "quelques jeunes ingénieurs", "plusieurs techniciennes"; the role is a person's, never "customers".
 */
const COUNTED_PEOPLE = new RegExp(
  `(?:^|[\\s,;(])(?:${NUMBER}|some|few|several|many|most|quelques|certaine?s|plusieurs|la plupart des|beaucoup de)\\s+(?:(?:of\\s+)?(?:our|the|nos|de nos|des)\\s+)?(?:[\\p{L}-]+\\s+)?(?:${STAFF}|associates|partners|juniors|[\\p{L}-]*(?:ists|ers|ors|ians|ants|eurs|euses|iens|iennes|ices))(?![\\p{L}])`,
  "iu",
);
const NOT_STAFF =
  /\b(?:customers|clients|members|students|patients|users|visitors|guests|parents|partners? (?:firms?|companies))\b/iu;
/** Family and friends are no one at work: "My daughter used ChatGPT once". */
const FAMILY =
  /\b(?:my|our|his|her|their)\s+(?:daughters?|sons?|kids?|children|child|wife|husband|spouse|family|niece|nephew|grand\w+|mother|father|mom|mum|dad|brother|sister|friends?|teenagers?)\b|\b(?:ma|mon|mes|nos)\s+(?:fille|fils|enfants|femme|mari|conjoint\w*|famille|amis?)\b/i;
/**
 * A relative who works in the business: "My daughter runs our office and website and uses
 * ChatGPT…" is use at work, where "My daughter used ChatGPT once" is not.
 */
const AT_WORK =
  /\b(?:runs?|manages?|works?|handles?|does|keeps?|looks? after|helps? (?:out )?(?:in|at|with))\s+(?:(?:in|at|on|for|with)\s+)?(?:our|the)\s+(?:[\p{L}-]+\s+)?(?:office|shop|store|books|bookkeeping|front desk|reception|website|accounts|admin|marketing|social media|business|company|firm|practice|clinic|farm|restaurant|kitchen|counter|payroll|invoicing|orders|sales)\b|\b(?:works?|working) (?:with|for) (?:us|me)\b|\b(?:in|for|at) the (?:family )?business\b|\b(?:gère|tient|s'occupe de)\s+(?:notre|le|la|nos)\s+(?:bureau|boutique|magasin|comptabilité|site|réception)\b/iu;
/**
 * A question, a wish or a plan is no use: "our insurer asked whether we use it", "we want to
 * use ChatGPT for quotes".
 */
const NOT_YET =
  /\b(?:whether|if)\s+(?:any(?:one|body)?|we|they|staff|people|our|the team|employees)\b|\b(?:want(?:s|ed)? to|would like to|plan(?:s|ning)? to|hop(?:e|es|ing) to|thinking (?:of|about)|intend\w* to|going to|si (?:nous|on|le personnel))\b|\b(?:could|might|should|would|will)\s+(?:\w+\s+)?(?:use|using|try|start|adopt)\b|\?/iu;
/** An answer that says there is no AI at work: "Nothing at work." */
const NONE_AT_WORK =
  /\b(?:nothing|none|not|nobody|no one)\b(?:\s+\w+){0,2}\s+at work\b|\brien au (?:travail|bureau)\b/i;
/** The executive alone ("I use ChatGPT to translate…"), or customers rather than staff. */
const NOT_OTHERS =
  /^\s*(?:(?:and|but|et|mais)\s+)?(?:I|I've|I'm|I'd|J'|Je|Moi)\b|^\s*(?:our |the |many |some |nos |les )?(?:customers|clients|members|students|patients|kids|children)\b/i;
/** "My barista uses it for Instagram captions": "it" is the AI the same answer names. */
const USES_IT =
  /\b(?:use[sd]?|using|tr(?:y|ies|ied|ying)|utilis\w+)\s+(?:it|them)\b|\b(?:l['’]|les\s+)utilis\w*/i;
const NEGATED =
  /\b(?:not|never|no|none|nobody|no one|no longer|stopped|banned|blocked|considering|aucun\w*|personne|pas|jamais)\b|n't\b/i;
/** A product named right after a verb of use: "started using ScribbleVet", « utilisent Tactiq ». */
const USED_PRODUCT =
  /\b(?:use[sd]?|using|rel(?:y|ies|ied) on|utilis\p{L}*)\s+(\p{Lu}[\p{L}\d.]*(?:[\s-]\p{Lu}[\p{L}\d.]*)?)/u;
/** Office software and a few words that follow "use" capitalised, none of them AI of its own. */
const NOT_AI_PRODUCT =
  /^(?:Excel|Word|Outlook|Teams|PowerPoint|OneNote|OneDrive|SharePoint|Google|Gmail|Sheets|Docs|Drive|Dropbox|Zoom|WhatsApp|Facebook|Instagram|LinkedIn|TikTok|YouTube|Canada|English|French|Français|Anglais|It|Them|Our|The|A|An)\b/u;

/**
 * In the answer about AI experience, staff using a product the catalogue does not know is AI
 * in use ("two of our associates started using ScribbleVet… to write SOAP notes"): the question
 * asked about AI. Known systems and office software are not.
 */
function unknownProductInUse(clause: string): boolean {
  const name = USED_PRODUCT.exec(clause)?.[1];
  if (!name || NOT_AI_PRODUCT.test(name)) return false;
  const platform = platformOptions.some(({ label }) => name.startsWith(label.split(" ")[0]!));
  return !platform && !namedSystems({ otherPlatforms: name }).length;
}

/**
 * The executive's words saying people at work use AI, whatever the tick-boxes say ("a couple of
 * our agronomists use the AI features in Climate FieldView"; "None of our own yet" beside it is
 * no denial of theirs), or null. Their own use alone ("I use ChatGPT…") is personal use.
 */
export function othersUseAi(answers: AssessmentInput): string | null {
  // A use stopped, blocked or failed is no use going on.
  const ended = aiUsesOf(answers, [])
    .filter((u) => u.status !== "in use")
    .map((u) => u.said);
  for (const answer of ["aiExperience", "aiFriction"] as const) {
    const text = answers[answer] ?? "";
    if (NONE_AT_WORK.test(text)) continue;
    for (const clause of clausesOf(text)) {
      if (NEGATED.test(clause) || NOT_OTHERS.test(clause) || NOT_YET.test(clause)) continue;
      if (answer === "aiExperience" && ended.some((said) => said.includes(clause.trim()))) continue;
      const sentence = sentenceOf(text, clause);
      // A try that went wrong ("…it cited a case that doesn't exist") is no use going on.
      if (wentWrong(sentence)) continue;
      const relative = FAMILY.test(sentence);
      const atWork = relative && AT_WORK.test(sentence);
      if (relative && !atWork) continue;
      const ai =
        AI_WORDS.test(clause) ||
        readable.some(({ pattern }) => pattern.test(clause)) ||
        (USES_IT.test(clause) && AI_WORDS.test(text)) ||
        (answer === "aiExperience" && unknownProductInUse(clause));
      const counted = COUNTED_PEOPLE.test(clause) && !NOT_STAFF.test(clause);
      if (ai && USES.test(clause) && (atWork || counted || OTHERS.test(clause)))
        return oneLine(atWork ? sentence : clause, 140);
    }
  }
  return namedUse(answers);
}

/** Words that open a sentence and are nobody's name. */
const NOT_A_NAME =
  /^(?:The|Our|We|My|Some|Most|Many|Several|Nobody|No|None|All|Everyone|Everybody|This|That|It|They|Last|Next|In|At|On|For|After|Before|When|If|Only|Also|Then|Nos|Notre|Le|La|Les|Un|Une|Des|Personne|Aucun|Aucune|Nous|Il|Elle|Ils|Elles|Tout|Tous|Chaque|Depuis|Avant|Après)$/u;
/**
 * "Kayla uses it…", "Trevor, our safety manager, uses ChatGPT…", "Sarah (operations manager) uses it…";
 * a plan paid for out of one's own pocket is use at work too: "Camille pays for ChatGPT Plus herself", « Julie paie ».
 */
const NAMED_USER =
  /^(?:(?:and|but|so|et|mais)\s+)?(\p{Lu}\p{Ll}+)(?:\s+\p{Lu}\p{Ll}+)?(?:\s*\([^)]{1,60}\)|,\s+[^,;]{1,60},)?\s+(?:also\s+|now\s+|still\s+|already\s+|aussi\s+)?(?:uses?|is using|relies on|drafts?|writes?|pays? for|subscribes to|has(?= (?:a |her own |his own )?(?:ChatGPT|Claude|Gemini|Copilot|Perplexity))|utilise|se sert|s['’]en sert|paie|paye|s['’]est abonnée?)(?![\p{L}])/u;
/** "Notre responsable marketing, Olivier, utilise ChatGPT…": a role, then the person's name. */
const ROLE_THEN_NAME =
  /^(?:our|my|notre|nos|mon|ma)\s+[^,;]{2,40},\s+\p{Lu}\p{Ll}+,\s+(?:also\s+|aussi\s+)?(?:uses?|is using|relies on|drafts?|writes?|utilise|se sert|s['’]en sert)(?![\p{L}])/iu;
/** AI in what the company runs: "Our Samsara trucks use its AI dash cams". */
const AI_IN_WHAT_WE_RUN =
  /^(?:our|nos|notre)\s+[^.;]{0,40}?(?<![\p{L}])(?:use|uses|run|runs|have|has|come with|utilisent|utilise|ont)(?![\p{L}])[^.;]{0,30}?(?<![\p{L}])(?:AI|IA|A\.I\.)(?![\p{L}])/iu;

/**
 * A use the clauses miss, read in its whole sentence: a colleague named by first name, or AI
 * built into what the company runs, in a use that goes on (never one stopped, blocked or failed).
 */
function namedUse(answers: AssessmentInput): string | null {
  const text = answers.aiExperience ?? "";
  const own = answers.executiveName?.split(/\s+/)[0]?.toLowerCase();
  for (const use of aiUsesOf(answers, [])) {
    if (use.status !== "in use" || NOT_YET.test(use.said) || NOT_OTHERS.test(use.said)) continue;
    if (FAMILY.test(use.said) && !AT_WORK.test(use.said)) continue;
    const named = NAMED_USER.exec(use.said);
    // A name that is a tool's ("Copilot drafts…") or the executive's own is no colleague.
    const person =
      named &&
      !NOT_A_NAME.test(named[1]!) &&
      !AI_WORDS.test(named[1]!) &&
      !readable.some(({ pattern }) => pattern.test(named[1]!)) &&
      named[1]!.toLowerCase() !== own
        ? named
        : null;
    const ai =
      AI_WORDS.test(use.said) ||
      readable.some(({ pattern }) => pattern.test(use.said)) ||
      (USES_IT.test(use.said) && AI_WORDS.test(text));
    if (((person || ROLE_THEN_NAME.test(use.said)) && ai) || AI_IN_WHAT_WE_RUN.test(use.said))
      return oneLine(use.said, 140);
  }
  return null;
}
