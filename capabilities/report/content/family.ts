/**
 * Family AI readiness: what to say about preparedness, rules and household use, and resources
 * with real sites. Safety recommendations and practices by age are in ./family-safety.ts.
 * Keys are the option values of model/assessment/options.ts.
 */

export type ChildConcern =
  "shortcuts" | "content" | "thinking" | "social" | "self_esteem" | "privacy";
export type HouseholdRules = "no_rules" | "informal" | "difficult" | "enforced";
export type Preparedness = "not_at_all" | "somewhat" | "fully";
export type HouseholdUse =
  | "scheduling"
  | "finances"
  | "travel"
  | "shopping"
  | "health"
  | "education"
  | "entertainment"
  | "other";
/** None, one or two, three or more everyday uses. */
export type UsageLevel = "none" | "light" | "broad";

/**
 * How prepared the family feels, read with its rules (one sentence per pair, so families that
 * differ in either read differently). Pairs with an unrecorded answer are composed from the
 * phrases below.
 */
export const preparednessWithRules: Record<Preparedness, Record<HouseholdRules, string>> = {
  not_at_all: {
    no_rules:
      "The family does not feel prepared for AI at home and has no rules for it yet, so everything starts from a blank page, which is also the easiest place to start.",
    informal:
      "The family does not feel prepared for AI, and its informal guidelines rest on that uncertain footing, so learning how the tools work and writing the guidelines down belong together.",
    difficult:
      "The family does not feel prepared for AI and finds its rules hard to enforce, a common pairing: rules are hard to hold when no one is sure what the tools do.",
    enforced:
      "The family does not feel prepared for AI yet enforces clear rules, so the structure is in place and what is missing is confidence about the tools themselves.",
  },
  somewhat: {
    no_rules:
      "The family feels somewhat prepared for AI but has no rules for it yet, so what it knows is not yet shared in a form the whole household can follow.",
    informal:
      "The family feels somewhat prepared for AI and relies on informal guidelines, which work until someone disagrees about what they mean.",
    difficult:
      "The family feels somewhat prepared for AI but finds its rules hard to enforce, so the gap is less knowledge than the means to make rules hold.",
    enforced:
      "The family feels somewhat prepared for AI and already enforces clear rules, so the next gains come from understanding the tools as well as it governs them.",
  },
  fully: {
    no_rules:
      "The family feels fully prepared for AI and has set no rules so far, which works while everyone's judgment is as sound as the family's confidence.",
    informal:
      "The family feels fully prepared for AI and manages it with informal guidelines, a light touch that suits a confident household as long as everyone reads them the same way.",
    difficult:
      "The family feels fully prepared for AI yet finds its rules hard to enforce, a sign that the rules rather than the knowledge need work.",
    enforced:
      "The family feels fully prepared for AI and enforces clear rules, the strongest starting point: the work now is keeping both current as the tools change.",
  },
};

export const preparednessPhrase: Record<Preparedness | "unknown", string> = {
  not_at_all: "does not feel prepared for AI at home",
  somewhat: "feels somewhat prepared for AI",
  fully: "feels fully prepared for AI",
  unknown: "did not record how prepared it feels for AI",
};

export const rulesPhrase: Record<HouseholdRules | "unknown", string> = {
  no_rules: "has no rules for it yet",
  informal: "relies on informal guidelines",
  difficult: "finds its rules hard to enforce",
  enforced: "enforces clear rules",
  unknown: "did not record its household rules",
};

/**
 * Slots the family's own answers fill in any of the family texts (capabilities/report/builtin/family.ts):
 * `{uses}` the household's uses ("homework and travel planning"), `{firstUse}` the most
 * sensitive one, `{worries}` its concerns about the children, `{concerns}` their topics ("schoolwork and photo filters"),
 * `{first}` the first of them, `{start}` where co-use starts, `{third}` the third rule,
 * `{minimumAge}` which children are under ChatGPT's minimum age (nothing when none is).
 */
export type FamilySlot =
  "uses" | "firstUse" | "worries" | "concerns" | "first" | "start" | "third" | "minimumAge";

/** Each concern as what the family worries about ("it worries about {worries}"). */
export const concernWorries: Record<ChildConcern, string> = {
  shortcuts: "AI as a shortcut for schoolwork",
  content: "unsuitable content",
  thinking: "weaker critical thinking",
  social: "less time with friends",
  self_esteem: "self-esteem",
  privacy: "their privacy",
};

/** How much AI is part of home life, read with whether concerns about children were named. */
export const usageWithConcerns: Record<UsageLevel, { concerns: string; noConcerns: string }> = {
  none: {
    concerns:
      "AI is not yet part of home life, but the family already has concerns about the children, so the first uses can be set up with those in mind",
    noConcerns:
      "AI is not yet part of home life and no particular concerns are named, so there is time to choose the first uses calmly",
  },
  light: {
    concerns:
      "AI already helps at home with {uses}, and the concerns about the children are best handled while those habits are still forming",
    noConcerns:
      "AI already helps at home with {uses} and no particular concerns are named, so a yearly check on what it is trusted with is enough",
  },
  broad: {
    concerns:
      "AI is already part of several household routines ({uses}), so the concerns about the children are live ones rather than hypothetical",
    noConcerns:
      "AI is already part of several household routines ({uses}) with no particular concerns named, so the risk to watch is habit: trusting answers no one checks",
  },
};

/** How much AI is part of home life, for a household with no children at home. */
export const usageWithoutChildren: Record<UsageLevel, string> = {
  none: "AI is not yet part of home life, so there is time to choose the first uses calmly",
  light:
    "AI already helps at home with {uses}, so a yearly check on what it is trusted with is enough",
  broad:
    "AI is already part of several household routines ({uses}), so the risk to watch is habit: trusting answers no one checks",
};

/**
 * Each household use: how it reads in a sentence, how sensitive it is (lower first), and the
 * care it needs, as a clause that follows "For ...,".
 */
export const householdUses: Record<
  HouseholdUse,
  {
    phrase: string;
    /** How it reads for a household without children, where there is no homework. */
    adultPhrase?: string;
    rank: number;
    care: string;
    careWithChildren?: string;
  }
> = {
  finances: {
    phrase: "household finances",
    rank: 0,
    care: "keep account numbers, SINs and identity documents out of every AI conversation",
  },
  health: {
    phrase: "health",
    rank: 1,
    care: "use AI to prepare questions for a professional, never to replace one",
  },
  education: {
    phrase: "homework",
    adultPhrase: "learning and courses",
    rank: 2,
    care: "let AI explain and quiz rather than produce the finished work",
    careWithChildren: "agree when AI may explain or quiz and when the work must be the child's own",
  },
  shopping: {
    phrase: "shopping",
    rank: 3,
    care: "compare AI recommendations with an independent review, since some carry advertising",
  },
  travel: {
    phrase: "travel planning",
    rank: 4,
    care: "confirm bookings, prices and entry rules at the official source",
  },
  entertainment: {
    phrase: "entertainment",
    rank: 5,
    care: "notice how much of what is watched and played is now chosen by AI",
    careWithChildren: "apply the same age ratings and time limits as to any other media",
  },
  scheduling: {
    phrase: "scheduling",
    rank: 6,
    care: "keep the final say on the calendar with a person",
  },
  other: {
    phrase: "another household use",
    rank: 7,
    care: "try any new use together before it becomes a habit",
  },
};

/** Where a household use meets a named concern, the one sentence that joins them. */
export const useConcernLinks: readonly {
  use: HouseholdUse;
  concern: ChildConcern;
  text: string;
}[] = [
  {
    use: "education",
    concern: "shortcuts",
    text: "Homework help is where the family's worry about shortcuts will show first, so that is where the household rule should be most precise.",
  },
  {
    use: "education",
    concern: "thinking",
    text: "With homework among the uses and critical thinking among the worries, ask the children to explain how they know an AI answer is right before they use it.",
  },
  {
    use: "entertainment",
    concern: "content",
    text: "Entertainment is where unsuitable content most often reaches children, so check the AI features inside the games and video apps they already use.",
  },
  {
    use: "entertainment",
    concern: "social",
    text: "AI-driven entertainment can crowd out time with friends; keep some activities screen-free by default.",
  },
  {
    use: "health",
    concern: "self_esteem",
    text: "Fitness and health apps that use AI can feed comparison, so talk about what a healthy body looks like beyond the app's numbers.",
  },
  {
    use: "finances",
    concern: "privacy",
    text: "With finances among the uses and privacy among the worries, let the children see what you never type into an AI tool; the example teaches more than the rule.",
  },
  {
    use: "shopping",
    concern: "privacy",
    text: "Shopping assistants learn from what they are told, so show the children which details stay out of them.",
  },
  {
    use: "scheduling",
    concern: "social",
    text: "If AI planning frees family time, protect that time from the same devices.",
  },
];

/** When no use meets a concern: what to do next, by how prepared the family feels. */
export const nextUseStep: Record<Preparedness | "unknown", string> = {
  not_at_all:
    "Trying each new use together the first time, as with {firstUse}, is the quickest way to build the confidence the family says it lacks.",
  somewhat:
    "Writing down once which tools are used for {uses}, and what each may be trusted with, turns these habits into something the whole family can review.",
  fully:
    "A yearly look at whether AI still earns its place in {uses} keeps that confidence grounded in practice.",
  unknown:
    "Trying each new use together the first time, as with {firstUse}, keeps everyone on the same page.",
};

/** When the household does not use AI yet, by preparedness. */
export const noUseNarrative: Record<Preparedness | "unknown", string> = {
  not_at_all: "The household does not use AI yet, which matches how unprepared the family feels.",
  somewhat: "The household does not use AI yet, although the family feels somewhat prepared.",
  fully: "The household does not use AI yet, even though the family feels prepared for it.",
  unknown: "The household does not use AI for everyday tasks yet.",
};

export const firstUse = {
  children:
    "A first shared use with the children, such as planning a weekend or a trip, lets them watch you check the answers.",
  household:
    "A first low-risk use, such as planning a week of meals or a trip, is a safe way to learn what these tools do well and badly.",
};

export interface FamilyResource {
  name: string;
  description: string;
  url: string;
}

export const familyResources: Record<
  | "general"
  | "literacy"
  | "guides"
  | "privacy"
  | "privacyAdults"
  | "content"
  | "helpline"
  | "cyber"
  | "fraud",
  FamilyResource
> = {
  general: {
    name: "Common Sense Media",
    description:
      "Independent age ratings and reviews of apps, games and AI tools, with parent guides.",
    url: "https://www.commonsensemedia.org",
  },
  literacy: {
    name: "MediaSmarts",
    description:
      "Canada's centre for digital and media literacy, with family guides on AI and online safety.",
    url: "https://mediasmarts.ca",
  },
  guides: {
    name: "Internet Matters",
    description:
      "Step-by-step parental control guides for devices, consoles and apps, including AI features.",
    url: "https://www.internetmatters.org",
  },
  privacy: {
    name: "Office of the Privacy Commissioner of Canada",
    description: "Guidance for parents and young people on protecting personal information online.",
    url: "https://www.priv.gc.ca",
  },
  privacyAdults: {
    name: "Office of the Privacy Commissioner of Canada",
    description:
      "Guidance on protecting your personal information online, including what to keep out of apps and AI tools.",
    url: "https://www.priv.gc.ca",
  },
  content: {
    name: "Cybertip.ca",
    description:
      "Canada's tip line for reporting the online sexual exploitation of children, with safety resources for families.",
    url: "https://www.cybertip.ca",
  },
  helpline: {
    name: "Kids Help Phone",
    description:
      "Free, confidential support for young people in Canada, by phone, text or chat, at any hour.",
    url: "https://kidshelpphone.ca",
  },
  cyber: {
    name: "Get Cyber Safe",
    description:
      "The Government of Canada's advice on securing accounts and devices and spotting scams, including AI-written ones.",
    url: "https://www.getcybersafe.gc.ca",
  },
  fraud: {
    name: "Canadian Anti-Fraud Centre",
    description:
      "How current frauds work, including voice-cloning and investment scams, and how to report one.",
    url: "https://antifraudcentre-centreantifraude.ca",
  },
};
