/**
 * What the family section says to what the family's own words tell: an incident that happened, a
 * worry they name, an older relative in the family. `{words}` is the family's clause, quoted.
 */
import type { FamilyResource } from "./family";
import type { Practice } from "./family-practices";
import type { SafetyRecommendation } from "./family-safety";

/** The first recommendation, when the words tell of a scam or deepfake that happened. */
export const incidentRecommendations: Record<"scam" | "deepfake", SafetyRecommendation> = {
  scam: {
    title: "Put the scam rules in place first",
    description:
      "You wrote “{words}”. This week, agree a family code word that anyone calling for money must give; make it the rule to hang up and call back on a number you already have, however urgent or familiar the voice; with the agreement of the person it reached, turn on the bank's alerts for transfers and new payees; and report it to the Canadian Anti-Fraud Centre (1-888-495-8501 or its online form), whether or not money was lost.",
    priority: "high",
  },
  deepfake: {
    title: "Deal with the faked image first",
    description:
      "You wrote “{words}”. Keep the evidence without sharing it further; if it shows someone under 18, report it to Cybertip.ca and follow NeedHelpNow.ca's steps to have it taken down, and tell the school if it circulates there; otherwise report it to the platform, and to the police if anyone is threatened or asked for money.",
    priority: "high",
  },
};

/** What a named worry calls for, when no incident already answers it. */
export const worryRecommendations = {
  scam: {
    title: "Agree the family's scam rules",
    description:
      "Your words name scams as a worry: agree a family code word for any call asking for money, a rule to hang up and call back on a number you already have, and the bank's alerts for transfers; the Canadian Anti-Fraud Centre describes the current frauds, voice cloning included.",
    priority: "high",
  },
  companion: {
    title: "Ask about the AI companion",
    description:
      "Your words tell of a child who talks to a chatbot as a companion. Ask what they talk about, without judgment; check the app's minimum age and its parental or teen settings; keep it out of the bedroom at night; and say plainly that it is built to keep them talking, so real worries go to a person they trust.",
    priority: "high",
  },
  secret: {
    title: "Bring homework AI into the open",
    description:
      "Your words say AI is used for homework out of your sight. Allow it in the open, on a shared device, for explaining and quizzing, and ask to see how it was used; hidden use is the one no rule reaches.",
    priority: "high",
  },
  plagiarism: {
    title: "Agree what counts as copying",
    description:
      "Your words name plagiarism as a worry: agree with the children, in line with their school's policy, that an answer AI wrote and they hand in as theirs is copying, and that they say when AI helped.",
    priority: "medium",
  },
} as const satisfies Record<string, SafetyRecommendation>;

/** The practice for older relatives: AI-made videos and voices, misinformation and scams. */
export const ELDERS = "Older relatives in the family";
export const elderPractice: Practice = {
  title: "Check before acting, sharing or paying",
  description:
    "AI now makes convincing health videos, news clips and voices in any language: agree that a health claim from a video goes to their doctor or pharmacist before they act on it, that nothing is forwarded until its source is checked, and that a call asking for money, even in a grandchild's voice, is hung up and called back on a known number.",
};

export const takedownResource: FamilyResource = {
  name: "NeedHelpNow.ca",
  description:
    "The Canadian Centre for Child Protection's steps to get a sexual image or deepfake of a young person taken down.",
  url: "https://needhelpnow.ca",
};
