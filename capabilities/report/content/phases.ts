/**
 * The three roadmap phases at each pace. Fearful and curious organizations, or ones with no
 * governance yet, need a longer, foundation-first plan; activating and championing ones with
 * governance in place can move to scale quickly.
 */

export type Pace = "measured" | "standard" | "accelerated";

export interface PhasePlan {
  title: string;
  duration: string;
  /** What the phase is for, in one sentence; "{pilots}" counts the plan's pilots. */
  focus: string;
}

export const phasePlans: Record<Pace, readonly [PhasePlan, PhasePlan, PhasePlan]> = {
  measured: [
    {
      title: "Foundation: trust, policy and literacy",
      duration: "Months 1–4",
      focus:
        "Build confidence before tools: an AI use policy, a safe approved assistant, leadership literacy and honest conversations with staff about what AI will and will not change.",
    },
    {
      title: "Guided pilots",
      duration: "Months 5–10",
      focus: "Run {pilots} with volunteers, clear baselines and a person reviewing every output.",
    },
    {
      title: "Selective scaling",
      duration: "Months 11–18",
      focus:
        "Extend only the pilots that proved their value, with training and governance growing alongside use.",
    },
  ],
  standard: [
    {
      title: "Foundation and first pilots",
      duration: "Months 1–3",
      focus:
        "Put governance in place and launch focused pilots on the highest-value challenges, each with an owner and a measure of success.",
    },
    {
      title: "Expand proven use cases",
      duration: "Months 4–9",
      focus:
        "Move successful pilots into everyday work, connect them to core systems and extend them to further departments.",
    },
    {
      title: "Scale and embed",
      duration: "Months 10–15",
      focus:
        "Make AI part of planning, budgeting and performance measures, and fund a pipeline of new use cases.",
    },
  ],
  accelerated: [
    {
      title: "Align and launch",
      duration: "Weeks 1–8",
      focus:
        "Align leadership on a small portfolio of priority use cases, close governance gaps and start delivery at once on the platforms already licensed.",
    },
    {
      title: "Scale across the business",
      duration: "Months 3–6",
      focus:
        "Roll proven use cases out across departments with shared data, measured value and a central team supporting the business.",
    },
    {
      title: "Transform and differentiate",
      duration: "Months 7–12",
      focus:
        "Redesign end-to-end workflows around AI agents and build capabilities that competitors cannot easily copy.",
    },
  ],
};

export const paceRationale: Record<Pace, string> = {
  measured:
    "The plan is deliberately foundation-first: trust, policy and skills come before scale, so early steps are small and well supported.",
  standard:
    "The plan balances governance and delivery: foundations and the first pilots run side by side, and proven use cases scale from month four.",
  accelerated:
    "The plan moves quickly: governance and culture are strong enough to run several use cases at once and scale within six months.",
};

/** When quick wins land at each pace: all within 30 days, or they are not quick wins. */
export const quickWinTimeframes: Record<Pace, readonly string[]> = {
  measured: ["First 2 weeks", "First 30 days", "First 30 days", "First 30 days"],
  standard: ["First week", "First 2 weeks", "First 30 days", "First 30 days"],
  accelerated: ["First week", "First week", "First 2 weeks", "First 30 days"],
};

/**
 * The AI use policy's deadline, one value everywhere: the first quick win's timeframe (the policy
 * is the first quick win when there is none), and the same deadline as the next step and a risk
 * mitigation word it.
 */
export const policyDeadline: Record<Pace, { timeframe: string; within: string }> = {
  measured: { timeframe: quickWinTimeframes.measured[0]!, within: "within two weeks" },
  standard: { timeframe: quickWinTimeframes.standard[0]!, within: "this week" },
  accelerated: { timeframe: quickWinTimeframes.accelerated[0]!, within: "this week" },
};

/**
 * The first two phases when the first pilot waits for the second (a union's notice period at a
 * standard or accelerated pace): the second phase cannot expand what has not yet run.
 */
export const delayedPilotPhases: readonly [
  Omit<PhasePlan, "duration">,
  Omit<PhasePlan, "duration">,
] = [
  {
    title: "Foundation and pilot preparation",
    focus:
      "Put governance in place and prepare the first pilots on the highest-value challenges, each with an owner, a recorded baseline and a measure of success.",
  },
  {
    title: "First pilots, then the proven ones into everyday work",
    focus:
      "Run the first pilots against their baselines and move the ones that meet their targets into everyday work.",
  },
];
