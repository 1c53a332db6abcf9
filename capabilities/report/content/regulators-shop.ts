import { inPlace, joinedList, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The rules a custom fabricator answers to for its AI use, each only where its answers name
 * the work: welding (the CWB's certification of companies to CSA W47.1, which keeps welding
 * procedures, welders' qualifications and inspection with certified people) and clients'
 * drawings held under a non-disclosure agreement; otherwise the clients' contracts and
 * specifications. The province's safety law is the workplace-safety risk's (risks-workplace.ts).
 */

const WELDING = /\bweld|soud(?:ure|eur|age)/i;
const CWB = /\bcwb\b|w47\.1/i;
const DRAWINGS_UNDER_NDA =
  /(?:\bndas?\b|non-disclosure|confidenti).{0,80}(?:drawings?|dessins?|plans)|(?:drawings?|dessins?|plans).{0,80}(?:\bndas?\b|non-disclosure|confidenti)/i;

export function jobShopRules(s: RiskSignals): Regulator {
  const certified = CWB.test(s.ownWords);
  const welding = certified || WELDING.test(s.ownWords);
  const drawings = DRAWINGS_UNDER_NDA.test(s.ownWords);
  const bodies = [
    welding && `the CWB's certification to CSA W47.1${certified ? "" : ", where you hold it"}`,
    drawings && "the non-disclosure terms of your clients' drawings",
  ].filter((b): b is string => Boolean(b));
  const risks = [
    welding &&
      "an AI-drafted welding procedure, welder qualification record or inspection report does not match what the CWB certification requires",
    drawings && "a client's drawings go into a tool their non-disclosure agreement does not allow",
    "an AI-drafted estimate, cut list or shop instruction for a job is wrong and the error reaches the shop floor",
  ].filter((r): r is string => Boolean(r));
  const duties = [
    welding &&
      "keep welding procedures, welders' qualifications and weld inspection sign-off with the people the CWB certification names, never an AI tool",
    drawings &&
      "keep clients' drawings out of any tool their non-disclosure agreements do not allow, and check each vendor's terms on training, retention and hosting before approving it",
    "have the estimator check every AI-drafted quantity and estimate against the drawings before a quote goes out",
  ].filter((d): d is string => Boolean(d));
  const because = [
    `${s.company} builds custom jobs to clients' drawings and specifications ${inPlace(s)}${shown(s, "job-shop")}`,
    welding &&
      (certified
        ? "it is certified by the CWB to CSA W47.1, which keeps welding procedures, welders' qualifications and inspection with certified people"
        : "where its welding is certified by the CWB to CSA W47.1, that certification keeps welding procedures, welders' qualifications and inspection with certified people"),
    drawings && "its clients' drawings come under non-disclosure agreements",
  ].filter((b): b is string => Boolean(b));
  return {
    // Neither named: the clients' contracts and specifications its work is held to.
    name: bodies.length
      ? joinedList(bodies, ", ", "and")
      : "your clients' contracts and specifications",
    risk: `At ${s.company}, ${joinedList(risks, "; ", "or")}.`,
    duty: joinedList(duties, "; ", "and"),
    because: `${joinedList(because, "; ", "and")}.`,
  };
}
