/**
 * Family AI readiness: what to say about preparedness and household use, child-safety
 * recommendations per concern, best practices by age group and resources with real sites.
 * Keys are the option values of lib/assessment/options.ts.
 */

export type ChildConcern =
  "shortcuts" | "content" | "thinking" | "social" | "self_esteem" | "privacy";
export type HouseholdRules = "no_rules" | "informal" | "difficult" | "enforced";
export type Preparedness = "not_at_all" | "somewhat" | "fully";

export interface SafetyRecommendation {
  title: string;
  description: string;
  priority: "high" | "medium" | "low";
}

export const preparednessNarrative: Record<Preparedness, string> = {
  not_at_all:
    "The family does not yet feel prepared for AI at home. That is common and quickly fixed: a shared understanding of what AI tools can and cannot do, and a few house rules, close most of the gap within a month.",
  somewhat:
    "The family feels somewhat prepared: AI is familiar, but expectations and rules are not yet settled. The next step is to make the informal understanding explicit and consistent for every child.",
  fully:
    "The family feels fully prepared. The priority now is to keep rules current as children grow and as AI features appear inside the apps, games and devices they already use.",
};

/** One piece of advice per household use, keyed by option value. */
export const householdUseNarrative: Record<string, string> = {
  scheduling:
    "Scheduling is a low-risk use that shows children AI as a helper rather than a decision-maker.",
  finances: "For household finances, keep account numbers and identity documents out of AI tools.",
  travel:
    "Travel suggestions from AI should be checked against official sources for bookings and entry rules.",
  shopping: "AI shopping recommendations can carry advertising, so compare before buying.",
  health:
    "On health and fitness, AI can help frame questions for a professional but should never replace one.",
  education: "Homework help is the use that most needs agreed rules about when AI may help.",
  entertainment:
    "Age ratings and screen-time limits apply to AI entertainment as they do to other media.",
  other: "Review each new AI use together before it becomes a habit.",
};

export const concernRecommendations: Record<ChildConcern, SafetyRecommendation> = {
  shortcuts: {
    title: "Agree when AI may help with schoolwork",
    description:
      "Allow AI to explain, quiz and give feedback, not to write the answer. Ask children to show their thinking or talk through what they learned.",
    priority: "high",
  },
  content: {
    title: "Turn on age-appropriate settings and filters",
    description:
      "Use child accounts, family safety settings and the age limits of each AI service; keep devices in shared spaces for younger children; explain how to report something upsetting.",
    priority: "high",
  },
  thinking: {
    title: "Practise checking what AI says",
    description:
      "Make a habit of asking 'How do we know this is true?' and comparing AI answers with a trusted source, so children learn that AI can be confidently wrong.",
    priority: "medium",
  },
  social: {
    title: "Protect time for real-world connection",
    description:
      "Set device-free times and places, and talk openly about AI companions and chatbots that present themselves as friends.",
    priority: "medium",
  },
  self_esteem: {
    title: "Talk about filtered and AI-generated images",
    description:
      "Explain how AI edits and generates images and bodies online, and keep an open door for conversations about comparison and confidence.",
    priority: "medium",
  },
  privacy: {
    title: "Teach what never goes into an AI tool",
    description:
      "Full names, addresses, school, photos of faces and passwords stay private; review the privacy settings and data-sharing options of each app together.",
    priority: "high",
  },
};

export const rulesRecommendations: Record<HouseholdRules, SafetyRecommendation> = {
  no_rules: {
    title: "Write three simple household AI rules",
    description:
      "Start with which tools are allowed, what information is never shared, and when AI may help with schoolwork. Post them where everyone can see them.",
    priority: "high",
  },
  informal: {
    title: "Turn informal guidelines into a family agreement",
    description:
      "Write down what is already understood, agree it with the children, and review it each school term.",
    priority: "medium",
  },
  difficult: {
    title: "Back rules with device settings",
    description:
      "Use parental controls and child accounts so rules are enforced by default rather than by constant reminders, and agree consequences in advance.",
    priority: "high",
  },
  enforced: {
    title: "Review the rules as children grow",
    description:
      "Revisit the rules each year and give older children more independence in exchange for demonstrated good judgement.",
    priority: "low",
  },
};

export const noConcernRecommendation: SafetyRecommendation = {
  title: "Check in before concerns arise",
  description:
    "Ask children which apps and games now include AI features, and agree together what to do if an AI says something worrying or asks for personal information.",
  priority: "low",
};

export const familyBestPractices: readonly {
  title: string;
  description: string;
  ageGroup: string;
}[] = [
  {
    title: "Explore AI together",
    description:
      "Use AI only with a parent present, choose child-designed services, and talk about how the computer produces its answers.",
    ageGroup: "Under 8",
  },
  {
    title: "Use AI as a tutor, not an answer machine",
    description:
      "Children use approved tools for explanations and practice, on shared devices, with a parent able to see the conversation history.",
    ageGroup: "8 to 12",
  },
  {
    title: "Build judgement and independence",
    description:
      "Teenagers agree the rules with you, learn to check sources and spot AI-generated media, and know they can come to you if something goes wrong.",
    ageGroup: "13 to 17",
  },
  {
    title: "Model the behaviour you expect",
    description:
      "Parents show how they verify AI answers, protect personal information and put devices away at family times.",
    ageGroup: "Adults in the household",
  },
];

export interface FamilyResource {
  name: string;
  description: string;
  url: string;
}

export const familyResources: Record<
  "general" | "literacy" | "guides" | "privacy" | "content",
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
      "Step-by-step parental control guides and advice on children's use of AI and online platforms.",
    url: "https://www.internetmatters.org",
  },
  privacy: {
    name: "Office of the Privacy Commissioner of Canada",
    description: "Guidance for parents and young people on protecting personal information online.",
    url: "https://www.priv.gc.ca",
  },
  content: {
    name: "Cybertip.ca",
    description:
      "Canada's tip line for reporting the online sexual exploitation of children, with safety resources for families.",
    url: "https://www.cybertip.ca",
  },
};
