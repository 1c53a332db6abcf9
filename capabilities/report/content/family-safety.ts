import type { ChildConcern, HouseholdRules, HouseholdUse } from "./family";

/**
 * Child-safety recommendations and practices by age, written for where the family's rules
 * stand: a family whose rules are enforced gets the next level, never advice to make rules.
 */

export interface SafetyRecommendation {
  title: string;
  description: string;
  priority: "high" | "medium" | "low";
}

/** What each concern is about, as the topic of a rule ("a rule on ..."). */
export const concernTopics: Record<ChildConcern, string> = {
  shortcuts: "schoolwork",
  content: "unsuitable content",
  thinking: "checking AI answers",
  social: "time away from screens",
  self_esteem: "photo filters",
  privacy: "personal information",
};

/** The third of a family's first three rules, chosen by its first concern. */
export const thirdRule: Record<ChildConcern, string> = {
  shortcuts: "when AI may help with schoolwork",
  content: "which apps need a parent's approval before they are installed",
  thinking: "that an AI answer is checked before it is used for school",
  social: "where and when devices stay off",
  self_esteem: "which photo and filter apps are allowed",
  privacy: "who sets up accounts and their privacy settings",
};

/**
 * Where co-use starts, from what the household already uses AI for: the first use in this
 * order that the family has, children's uses first.
 */
export const coUseStart: Record<HouseholdUse | "none", string> = {
  education: "a homework session",
  entertainment: "a game or video app they like",
  travel: "planning the next trip",
  scheduling: "planning the family's week",
  shopping: "comparing a purchase",
  health: "a fitness goal",
  finances: "a savings goal",
  other: "a question they are curious about",
  none: "a question they are curious about",
};

/**
 * What to do about the rules themselves, with and without concerns about children, with slots
 * the family's answers fill (`FamilySlot`, ./family.ts).
 */
export const rulesRecommendations: Record<
  HouseholdRules,
  { concerns: SafetyRecommendation[]; noConcerns: SafetyRecommendation[] }
> = {
  no_rules: {
    concerns: [
      {
        title: "Start with three household AI rules",
        description:
          "Which AI tools may be used, what is never typed into one (full names, addresses, school, photos, passwords) and {third}; post the three where everyone sees them.",
        priority: "high",
      },
    ],
    noConcerns: [
      {
        title: "Start with three household AI rules",
        description:
          "Which AI tools may be used, what is never typed into one, and who to ask when an answer looks wrong; three rules are enough to begin, starting with the AI used for {firstUse}.",
        priority: "medium",
      },
    ],
  },
  informal: {
    concerns: [
      {
        title: "Write down what is already understood",
        description:
          "Turn the informal guidelines into a one-page family agreement that covers {concerns}, signed by everyone and looked at again every few months.",
        priority: "medium",
      },
    ],
    noConcerns: [
      {
        title: "Write down what is already understood",
        description:
          "A one-page note of the informal guidelines, looked at once a year, keeps everyone in the household working from the same understanding.",
        priority: "low",
      },
    ],
  },
  difficult: {
    concerns: [
      {
        title: "Let device settings enforce the rules",
        description:
          "Child accounts in Google Family Link, Apple Screen Time or Microsoft Family Safety apply the rules on {concerns} by default, including the minimum age of AI apps, so enforcement stops depending on reminders.",
        priority: "high",
      },
      {
        title: "Turn the rules into a shared agreement",
        description:
          "Settle the consequences with the children in advance and let each child propose one rule, for example on {first}; rules children helped write are easier to hold.",
        priority: "medium",
      },
    ],
    noConcerns: [
      {
        title: "Let device settings enforce the rules",
        description:
          "Family accounts and downtime settings on each device carry the rules by default, so they hold without anyone having to remind.",
        priority: "medium",
      },
    ],
  },
  enforced: {
    concerns: [
      {
        title: "Review the rules as the children grow",
        description:
          "Revisit the rules each year, starting with the one on {first}, and give older children more independence in return for the judgment they have shown.",
        priority: "low",
      },
      {
        title: "Use AI together and model good use",
        description:
          "Sit in on some of the children's AI use, starting with {start}, show them how you check an answer and what you never share, and let them teach you a tool they like.",
        priority: "medium",
      },
    ],
    noConcerns: [
      {
        title: "Review the rules once a year",
        description:
          "Enforced rules age quickly as AI appears inside everyday apps; a yearly review keeps them about today's tools.",
        priority: "low",
      },
      {
        title: "Use AI together and model good use",
        description:
          "Try new AI features together before they become habits, and show how you check an answer before relying on it.",
        priority: "low",
      },
    ],
  },
};

type ByRules = Record<HouseholdRules, string>;

/** Each concern, written for where the family's rules stand: a title and what to do. */
export const concernRecommendations: Record<
  ChildConcern,
  { priority: SafetyRecommendation["priority"]; title: ByRules; advice: ByRules }
> = {
  shortcuts: {
    priority: "high",
    title: {
      no_rules: "Agree when AI may help with schoolwork",
      informal: "Say where the homework line is",
      difficult: "Check the thinking, not the app",
      enforced: "Keep the homework rule in step with harder work",
    },
    advice: {
      no_rules:
        "Allow AI to explain, quiz and give feedback, never to write the answer, and ask the children to talk you through what they learned.",
      informal:
        "Turn the informal understanding into one plain line, for example explain and quiz, yes; write the answer, no, and ask teachers what each class allows, so home and school agree.",
      difficult:
        "A short explanation of how they reached the answer is easier to check than policing the app, and it works whichever tool they used.",
      enforced:
        "As assignments lengthen, ask teachers which AI use each course allows and adjust the house rule to match, so it stays fair rather than strict.",
    },
  },
  content: {
    priority: "high",
    title: {
      no_rules: "Turn on age-appropriate settings and filters",
      informal: "Back the understanding with filters",
      difficult: "Keep AI use in shared rooms for now",
      enforced: "Check the filters still fit each child's age",
    },
    advice: {
      no_rules:
        "Use child accounts and each device's family safety settings, respect each AI service's minimum age{minimumAge}, keep devices in shared rooms for younger children, and explain how to report something upsetting.",
      informal:
        "Put child accounts and content filters on every device, and agree how a child tells you about something upsetting without losing the device.",
      difficult:
        "While the rules are hard to hold, keep AI apps on shared devices in shared rooms, so you see what appears without policing each app, and install new AI apps only with your approval.",
      enforced:
        "Review the filters at each birthday, and check the AI features that arrive inside apps the children already use, since those come without a new install.",
    },
  },
  thinking: {
    priority: "medium",
    title: {
      no_rules: "Practise checking what AI says",
      informal: "Add checking to the informal rules",
      difficult: "One check per AI answer",
      enforced: "Make doubting AI a skill, not a rule",
    },
    advice: {
      no_rules:
        "Ask 'How do we know this is true?' whenever AI answers a question, and compare the answer with a trusted source together.",
      informal: "Any AI answer used for school is checked against one other source, every time.",
      difficult:
        "Whatever the limits on screen time, ask for one check per AI answer; it builds judgment even where the rules slip.",
      enforced:
        "Give older children small research challenges where AI is confidently wrong, so they learn to doubt it from experience.",
    },
  },
  social: {
    priority: "medium",
    title: {
      no_rules: "Protect time for real-world connection",
      informal: "Name the device-free times",
      difficult: "Let downtime settings hold the line",
      enforced: "Watch for AI companions as friendships change",
    },
    advice: {
      no_rules:
        "Set device-free times and places, such as meals and bedrooms, and talk openly about AI companions and chatbots that present themselves as friends.",
      informal:
        "Agree which times stay device-free, and ask whether any chatbot or AI character has become someone they talk to often.",
      difficult:
        "Use downtime settings so devices switch off at meals and bedtime without an argument, and plan activities that compete with screens.",
      enforced:
        "AI companion apps are built to hold attention; keep talking about friendships as the children grow, and notice if a chatbot starts to replace them.",
    },
  },
  self_esteem: {
    priority: "medium",
    title: {
      no_rules: "Talk about filtered and AI-generated images",
      informal: "Show how easily AI edits a photo",
      difficult: "Limit appearance apps by settings",
      enforced: "Keep talking about images and comparison",
    },
    advice: {
      no_rules:
        "Explain how AI edits and generates faces and bodies online, and keep an open door for conversations about comparison and confidence.",
      informal:
        "Edit a family photo with AI together, so the children read what they see online as edited until shown otherwise.",
      difficult:
        "Restrict beauty filters and face-editing apps through device settings, and talk about what they see there.",
      enforced:
        "As they grow, talk about how feeds and AI filters shape what looks normal, and praise what they do rather than how they look.",
    },
  },
  privacy: {
    priority: "high",
    title: {
      no_rules: "Teach what never goes into an AI tool",
      informal: "Turn 'be careful' into a list",
      difficult: "Make a slip cost less",
      enforced: "Check privacy settings before each new app",
    },
    advice: {
      no_rules:
        "Full names, addresses, school, photos of faces and passwords stay private; review the privacy settings of each app together.",
      informal:
        "Write a short list of what never goes into an AI tool, and check together the privacy settings of the apps used most.",
      difficult:
        "Turn off chat history and data sharing wherever the apps allow it, and keep the list of what never goes in short enough to remember.",
      enforced:
        "Check each new AI app's privacy settings together before it is installed, and show older children how to ask for their data to be deleted.",
    },
  },
};

/** For a family that names no concern about children: the household's own care. */
export const householdRecommendations = {
  sensitive: {
    title: "Keep the household's sensitive information out of AI tools",
    description:
      "Bank details, SINs, health records and identity documents never go into a general AI assistant; use the bank's or provider's own tools where they exist.",
    priority: "medium",
  },
  checkIn: {
    title: "Check in before concerns arise",
    description:
      "Ask which apps and devices in the house include AI features beyond {uses}, and agree what to do if an AI says something worrying or asks for personal information.",
    priority: "low",
  },
} satisfies Record<string, SafetyRecommendation>;
