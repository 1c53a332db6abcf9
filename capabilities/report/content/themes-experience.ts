import type { Theme } from "./themes";

/**
 * What an AI-experience answer no theme reads becomes, by what it says happened
 * (builtin/experience.ts): a try that went wrong is a concern the first pilot answers, a pilot
 * that ran its course is evidence to decide on, a rule already set is kept and checked. Any
 * other use is evidence to build on (`ownWords.aiExperience`).
 */

export const experienceWentWrong: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Answer what went wrong before the first pilot",
  action:
    "Treat the failure you described ({words}) as the concern the first pilot has to answer, not a result to beat: a person checks every citation, figure, date and name against its source before anything is used, and the pilot starts on work where an error is caught before it reaches a client",
  owner: "CEO",
  department: "executive",
  measure: "outputs checked against their source before use, and the errors that check catches",
  pilot: {
    baseline:
      "Before the pilot, write down what went wrong in what was tried and how it came to light",
    target:
      "Every output checked against its source before use, and no unchecked error reaches a client during the pilot",
  },
};

/** A try that failed on its data ("duplicate SKUs and inconsistent units"): the data comes first, no citation check. */
export const experienceDataFailed: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Answer what went wrong before the first pilot",
  action:
    "Treat the failure you described ({words}) as the concern the first pilot has to answer, not a result to beat: the data it failed on is cleaned and checked before any pilot reads it, and the first pilot starts on work whose data is already sound",
  owner: "CEO",
  department: "executive",
  measure: "records checked and fixed in the data the pilot reads, before it starts",
  pilot: {
    baseline:
      "Before the pilot, count the faults of the kind you described in the records it will read",
    target:
      "Those faults fixed in the records the pilot reads before it starts, and no result used that rests on a record not checked",
  },
};

/** A try that went wrong for another reason: what made it fail is written down, no remedy assumed. */
export const experienceOtherFailed: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Answer what went wrong before the first pilot",
  action:
    "Treat the failure you described ({words}) as the concern the first pilot has to answer, not a result to beat: write down with those who saw it why it failed, and agree before the pilot starts how it avoids the same",
  owner: "CEO",
  department: "executive",
  measure: "the reasons it failed written down, and each one answered in the first pilot's plan",
  pilot: {
    baseline: "Before the pilot, write down what went wrong in what was tried and why",
    target: "Each reason it failed answered in the first pilot's plan before it starts",
  },
};

/** A use that helped but made an error someone caught: the time it saved and the check that caught it. */
export const experienceCaughtError: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Turn the AI use you described into evidence",
  action:
    "Write down what came of the AI use you described ({words}): the time it saved and the error that was caught, and keep the check that caught it, with a person checking every figure and reason against its source before the output is used",
  owner: "CEO",
  department: "executive",
  measure: "the time saved on the task tried, and the errors the check catches",
  pilot: {
    baseline: "Write down the task tried, the time it saved and the error that was caught",
    target:
      "Every output on that task checked against its source before use, with the time saved and the errors caught written down",
  },
};

/** A tool tested that worked ("it saved Jas about a day of cleanup"): the baseline of that work, never dropped. */
export const experienceWorkedTry: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Build on the AI you tested that worked",
  action:
    "Use what you tested again on the same work ({words}) for the next jobs of that kind, with the person who used it recording the time it saves against the result you gave, before any new tool is bought for that work",
  owner: "CEO",
  ownedByUser: true,
  department: "executive",
  measure: "the time saved on each job of that work, against the result of the test",
  pilot: {
    baseline: "The result of the test as you gave it, on the job it was tried on",
    target:
      "The same saving or more on each of the next jobs of that kind, then a decision to keep it, or to stop",
  },
};

export const experienceFinishedPilot: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Decide on the pilot you already ran",
  action:
    "Act on what the pilot showed ({words}): keep or extend it where it helped, stop it where it did not, and write down why, before any new pilot of the same tool",
  owner: "CEO",
  department: "executive",
  measure: "teams with a keep, extend or stop decision on the pilot's findings",
  pilot: {
    baseline: "The pilot's findings as you wrote them, team by team: where it helped and where not",
    target:
      "A keep, extend or stop decision for each team in the pilot at the first review, none of them piloted again",
  },
};

/**
 * A pilot still running with a result ("we have a Cognex camera pilot on line 2: first-pass
 * detection went from 71% to 93%"): in place, measured on from its own figures and decided on,
 * never piloted anew. Its baseline names the figures the executive gave.
 */
export const experienceRunningPilot: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Decide on the pilot already running",
  action:
    "Take the pilot you already run ({words}) as the base of that work: keep measuring it the way it is measured today, extend it where its results hold and stop it where they do not, with no new pilot of the same kind",
  owner: "CEO",
  department: "executive",
  measure: "the result the pilot measures today, on the same measure as it is extended",
  pilot: {
    baseline: "The pilot's result as you gave it, on the work it runs on",
    target:
      "The same result or better wherever the pilot is extended, then a decision to extend it further, or to stop",
  },
};

/**
 * An AI already in service with its results ("an after-hours AI phone service … has booked 1,180
 * appointments", "our Samsara AI dash cams have cut at-fault collisions from 14 to 8"): in place,
 * measured on its own results and extended, fixed or stopped, never piloted or bought anew
 * (review r25). Its baseline names the results the executive gave.
 */
export const experienceInService: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Measure and extend the AI already in service",
  action:
    "Build on what {ai} already {does} ({words}): measure it every month on the results you gave, extend it where they hold (more hours, more of the same work) and fix or stop it where they do not, before any new tool is bought for the same work",
  owner: "CEO",
  department: "executive",
  measure: "the results the AI in service gives today, measured the same way each month",
  pilot: {
    baseline:
      "Its results as you gave them, on the work it does today, measured the same way each month",
    target:
      "The same results or better as it is extended, and what it hands to a person going down, then a decision to extend it further, fix it or stop it",
  },
};

/**
 * A pilot paused for a reason ("we paused our TrackTik pilot because clients require data in
 * Canada"): what restarting it needs is the reason met, for that tool and any other put to that work.
 */
export const experiencePausedPilot: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Decide what restarting the paused pilot needs",
  action:
    "Restart the pilot you paused ({words}) only once what paused it is met, confirmed by the vendor in writing before any data goes back in, and hold any other tool for the same work to the same condition",
  owner: "CEO",
  department: "executive",
  measure: "the condition that paused the pilot, met in writing or not",
  pilot: {
    baseline: "What paused the pilot, as you wrote it, and what the vendor says it can meet today",
    target:
      "A restart with the condition met in writing, or the pilot closed and that work given to a tool that meets it",
  },
};

/** A pilot paused because the data must stay in Canada: restarting needs the tool's data hosted there. */
export const experiencePausedForResidency: Theme = {
  ...experiencePausedPilot,
  action:
    "Restart the pilot you paused ({words}) only once the vendor confirms in writing that the data it holds is stored and processed in Canada, as the rule you wrote requires, and hold every other AI tool to the same rule before any client data goes into it",
  measure: "the vendor's written confirmation that the pilot's data stays in Canada",
  pilot: {
    baseline:
      "Where the paused pilot's data is stored and processed today, from the vendor's terms, against the rule you wrote",
    target:
      "A restart once the vendor confirms in writing that the data stays in Canada, or the pilot closed and that work given to a tool that keeps it there",
  },
};

export const experienceRule: Theme = {
  id: "own-words",
  keywords: [],
  placement: "governance",
  title: "Check the rule you already set is kept",
  action:
    "Keep the rule you already set ({words}) and check it holds in practice, on personal phones and accounts too: give people an approved tool for the work they did that way, and ask at each review whether anyone still works around it",
  owner: "CEO",
  department: "executive",
  measure: "people using the approved tool instead, and breaches of the rule found",
};

/**
 * A trial run with a result and no decision ("we ran a trial of a camera grading system … on one
 * line; it matched our graders on 85% of sections but nobody has decided what to do with it"):
 * the pilot in place. Its result is the baseline and the decision is to extend it at a target,
 * or stop it (review r22). `{trial}`, `{wider}` and `{result}` are filled from the words
 * (builtin/trial-theme.ts).
 */
export const experienceTrialToDecide: Theme = {
  id: "own-words",
  keywords: [],
  placement: "roadmap",
  title: "Decide on the trial you already ran",
  action:
    "Decide what to do with {trial} ({words}): extend it {wider}, with a target agreed before it starts, or stop it, and buy or pilot nothing else for that work until it is decided",
  owner: "Operations Manager",
  department: "operations",
  measure: "the trial's result ({result}), measured the same way wherever it runs",
  pilot: {
    baseline: "The trial's result as you gave it ({result})",
    target:
      "A decision by the gate: extended {wider} with at least the trial's {figure}, measured the same way with a person checking a sample of its results, or stopped",
  },
};

/**
 * A try stopped because the people it reached turned it away ("listeners complained it sounded
 * fake, so we stopped"): a lesson kept as a rule, never a pilot of the same work run again.
 */
export const experienceReactionStopped: Theme = {
  id: "own-words",
  keywords: [],
  placement: "governance",
  title: "Keep the lesson of the trial you stopped",
  action:
    "Keep what the trial you stopped taught ({words}) as a rule in the AI policy, not a pilot to run again: nothing of that kind reaches the people who turned it away, and AI works behind the scenes, on work a person checks and delivers",
  owner: "CEO",
  department: "executive",
  measure: "the rule written into the AI policy, and no pilot of the same kind started",
};

/**
 * A synthetic voice turned away by the people who heard it: no synthetic or cloned voice speaks
 * for the company, and no one's voice is cloned without their written consent.
 */
export const experienceVoiceStopped: Theme = {
  ...experienceReactionStopped,
  action:
    "Keep what the trial you stopped taught ({words}) as a rule in the AI policy, not a pilot to run again: no synthetic voice speaks to your audience and no one's voice is cloned without their written consent; AI works behind the microphone (research, scripts, logs, translation) and every voice they hear stays a person's",
  measure:
    "the rule written into the AI policy and told to the staff, and no synthetic voice in use",
};
