import type { ChildConcern, HouseholdRules, HouseholdUse, Preparedness } from "./family";

/**
 * Family best practices. Age groups appear only for the ages the family tells of: for a family
 * that names concerns about children, the ages where a named concern matters (a family with
 * enforced rules gets the next step for each age, "established", not the first one); for one that
 * names none, its stated children's ages with a practice that invents no concern.
 */

export interface Practice {
  title: string;
  description: string;
}

export const agePractices: readonly {
  ageGroup: string;
  /** The ages the group covers, inclusive. */
  from: number;
  to: number;
  /** The concerns that matter at this age, the first one named choosing the practice. */
  order: readonly ChildConcern[];
  practices: Partial<Record<ChildConcern, { building: Practice; established: Practice }>>;
  /** For a child the family tells of (an age, a school stage) when it names no concern. */
  unconcerned: Practice;
}[] = [
  {
    ageGroup: "Under 8",
    from: 0,
    to: 7,
    order: ["content", "privacy", "social"],
    practices: {
      content: {
        building: {
          title: "Explore AI together, never alone",
          description:
            "At this age AI is used only with a parent beside them, on services made for children, with filters on.",
        },
        established: {
          title: "Widen the circle slowly",
          description:
            "With filters and supervision in place, let them choose between two or three approved AI apps, still used in shared rooms.",
        },
      },
      privacy: {
        building: {
          title: "Teach the first privacy rule",
          description:
            "Your name, your school and your face stay private; if an app asks for them, a parent answers.",
        },
        established: {
          title: "Let them say the privacy rule",
          description:
            "Before each new app, ask them to tell you what stays private, so the rule becomes theirs.",
        },
      },
      social: {
        building: {
          title: "Keep AI a shared activity",
          description:
            "Use AI to make a story or a drawing together rather than as a companion, and keep screens out of play.",
        },
        established: {
          title: "Balance screen play with real play",
          description:
            "Keep AI play to the shared times you already allow, and never let it replace an afternoon with friends.",
        },
      },
    },
    unconcerned: {
      title: "Use it together",
      description:
        "At this age AI is used only beside an adult: ask it questions together and talk about what it says and what it gets wrong.",
    },
  },
  {
    ageGroup: "8 to 12",
    from: 8,
    to: 12,
    order: ["shortcuts", "thinking", "content", "privacy"],
    practices: {
      shortcuts: {
        building: {
          title: "AI as a tutor, not an answer machine",
          description:
            "Approved tools for explanations and practice, on shared devices, with a parent able to see the conversation.",
        },
        established: {
          title: "Ask to see how they used AI",
          description:
            "Now and then, ask them to show the conversation behind a piece of homework, and praise good questions more than fast answers.",
        },
      },
      thinking: {
        building: {
          title: "Make catching AI out a game",
          description:
            "Challenge them to catch AI being wrong and to find the right answer in a book or a trusted site.",
        },
        established: {
          title: "Let them fact-check you",
          description:
            "Invite them to check an AI answer you were given, so checking becomes something they are good at rather than told to do.",
        },
      },
      content: {
        building: {
          title: "Supervised accounts on shared devices",
          description:
            "Child accounts with filters, AI apps only with approval, and devices used in shared rooms.",
        },
        established: {
          title: "Review the approved apps together",
          description:
            "Each term, look at the approved AI apps together and let them make the case for one new one.",
        },
      },
      privacy: {
        building: {
          title: "Practise spotting what an app wants to know",
          description:
            "Look at what each app asks for together, and agree that personal details are entered only by a parent.",
        },
        established: {
          title: "Set up the next account together",
          description:
            "Let them choose what to share on a new account within the rules, with you confirming before it goes live.",
        },
      },
    },
    unconcerned: {
      title: "Ask what they use it for",
      description:
        "Ask now and then which apps with AI they use and what for, and agree together when it may help with schoolwork, before a concern gives you a reason to.",
    },
  },
  {
    ageGroup: "13 to 17",
    from: 13,
    to: 17,
    order: ["self_esteem", "social", "shortcuts", "thinking", "privacy", "content"],
    practices: {
      self_esteem: {
        building: {
          title: "Talk about feeds, filters and comparison",
          description:
            "Teenagers see AI-edited images every day; talk about how they are made and how they feel about them.",
        },
        established: {
          title: "Ask what the algorithms show them",
          description:
            "Ask what their feeds show them most and why, and talk about who gains when they compare themselves.",
        },
      },
      social: {
        building: {
          title: "Notice when a chatbot becomes a confidant",
          description:
            "Ask about the AI characters and companions they use, without judgment, and keep real friendships in the conversation.",
        },
        established: {
          title: "Talk about what makes a friendship real",
          description:
            "Discuss AI companions openly and trust their judgment, while keeping the door open if one starts to matter too much.",
        },
      },
      shortcuts: {
        building: {
          title: "Agree what 'your own work' means",
          description:
            "Settle with them, in line with what their school allows, when AI may help with essays and projects and when the work must be their own.",
        },
        established: {
          title: "Plan the school year's AI use together",
          description:
            "At the start of each school year, read what each course allows and let them propose how they will use AI within it.",
        },
      },
      thinking: {
        building: {
          title: "Build judgment and independence",
          description:
            "Teenagers check sources, spot AI-generated media and know they can come to you if something goes wrong.",
        },
        established: {
          title: "Give them the harder questions",
          description:
            "Bring them questions where AI answers are contested, such as news or health claims, and compare sources together.",
        },
      },
      privacy: {
        building: {
          title: "Hand over privacy settings gradually",
          description:
            "Teach them to manage their own privacy settings and data requests, checking together at first.",
        },
        established: {
          title: "Let them own their privacy settings",
          description:
            "They manage their own privacy settings and data requests, with a check-in together once a year.",
        },
      },
      content: {
        building: {
          title: "Talk about deepfakes and explicit AI images",
          description:
            "Explain that a sexual image of anyone under 18 is illegal in Canada even when AI made it, and that you, or Cybertip.ca, can help if one appears.",
        },
        established: {
          title: "Rehearse what to do about a deepfake",
          description:
            "Walk through what they would do if an AI-made explicit image of someone they know appeared: never share it, tell an adult, report it to Cybertip.ca.",
        },
      },
    },
    unconcerned: {
      title: "Keep the conversation open",
      description:
        "Ask now and then what they use AI for and what surprised them; a teenager who already talks about it with you comes to you when something goes wrong.",
    },
  },
];

/** The adults' practice when children's concerns were named, by where the rules stand. */
export const adultPracticeByRules: Record<HouseholdRules | "unknown", Practice> = {
  no_rules: {
    title: "Model the behaviour you expect",
    description:
      "Show how you check AI answers, what you never share and when devices go away, and keep to the rule on {first} yourself; children copy what they see more than what they are told.",
  },
  informal: {
    title: "Say out loud how you use AI",
    description:
      "Mention when you use AI and how you checked it, so the informal rules on {concerns} have an example to follow.",
  },
  difficult: {
    title: "Keep the rules you set",
    description:
      "Keep the rules on {concerns} yourself, with the same device-free times and privacy habits; rules the adults keep are easier to enforce.",
  },
  enforced: {
    title: "Learn the tools they use",
    description:
      "Try the AI apps and features the children use, so each review of the rules on {concerns} is informed rather than guessed.",
  },
  unknown: {
    title: "Model the behaviour you expect",
    description: "Show how you check AI answers and what you never share, beginning with {first}.",
  },
};

/**
 * How the practices for the children's ages are held, where the family's rules stand: said once,
 * after the last of them; "{these}" is "this" for one practice, "these practices" for several.
 */
export const practiceHeldBy: Record<HouseholdRules | "unknown", string> = {
  no_rules: "make {these} part of the first household rules",
  informal: "write {these} into the family agreement",
  difficult: "let device settings hold {these} where they can",
  enforced: "revisit {these} at the yearly review of the rules",
  unknown: "agree {these} as household rules",
};

export const ADULTS = "Adults in the household";
export const WHOLE_HOUSEHOLD = "The whole household";

/** Adults' practice in a household that names no concern about children, by its main use. */
export const householdPracticeByUse: Partial<Record<HouseholdUse, Practice>> & {
  otherwise: Practice;
} = {
  finances: {
    title: "Protect the household's accounts",
    description:
      "Use AI for budgeting ideas, never with account numbers or statements, and turn on two-factor authentication for every financial app.",
  },
  health: {
    title: "Take AI health answers to a professional",
    description:
      "Use AI to understand a term or prepare questions, then confirm anything that matters with a clinician or pharmacist.",
  },
  travel: {
    title: "Confirm at the source",
    description:
      "Treat AI travel plans as a draft: check bookings, prices and entry rules on the official site before paying.",
  },
  shopping: {
    title: "Compare before buying",
    description:
      "Check an AI recommendation against an independent review, and notice when an assistant is steering you to one seller.",
  },
  otherwise: {
    title: "Check before you rely on it",
    description:
      "Treat AI answers as a first draft and confirm anything that matters at its source.",
  },
};

/** The whole household's practice, by how prepared the family feels. */
export const householdPracticeByPreparedness: Record<Preparedness | "unknown", Practice> = {
  not_at_all: {
    title: "Learn one tool together",
    description:
      "Pick one assistant, try it on a real household task together, and talk about what it got right and wrong.",
  },
  somewhat: {
    title: "Compare notes once a month",
    description:
      "Once a month, share which AI uses among {uses} saved time and which misled, and drop the ones that did not help.",
  },
  fully: {
    title: "Review which uses earn their place",
    description:
      "Once a year, list the AI tools the house uses for {uses}, what each is trusted with, and cancel or restrict what no longer fits.",
  },
  unknown: {
    title: "Talk about AI at home",
    description:
      "Share which AI uses among {uses} help and which mislead, so the household learns together.",
  },
};
