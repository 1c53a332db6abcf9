import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, lawThere, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The law a K-12 school's AI use answers to beyond privacy. An independent school answers to its
 * province's independent or private school act: in BC the Independent School Act, under which
 * the ministry's inspectors review the school and its teachers hold certificates from the
 * Teacher Certification Branch; Alberta's Education Act and Private Schools Regulation;
 * Ontario's Education Act (a private school's notice of intention, and inspection where it grants
 * credits towards the OSSD); Quebec's Act respecting private education. Where the answers do not
 * say whether the school is independent or public, both acts are named, neither guessed.
 */

interface SchoolActs {
  independent: string;
  public: string;
  /** What the independent school act asks that an AI tool touches. */
  oversight?: string;
}

const ACTS: Partial<Record<ProvinceCode, SchoolActs>> = {
  BC: {
    independent: "BC's Independent School Act",
    public: "BC's School Act",
    oversight:
      "the ministry's inspectors review the school and its teachers hold certificates from the Teacher Certification Branch",
  },
  AB: {
    independent: "Alberta's Education Act and its Private Schools Regulation",
    public: "Alberta's Education Act",
  },
  ON: {
    independent: "Ontario's Education Act",
    public: "Ontario's Education Act",
    oversight:
      "a private school files its notice of intention each year and is inspected where it grants credits towards the OSSD",
  },
  QC: {
    independent: "Quebec's Act respecting private education",
    public: "Quebec's Education Act",
  },
};

const general = (s: RiskSignals): SchoolActs => ({
  independent: lawThere(s, "independent or private school act"),
  public: lawThere(s, "school act"),
});

/** Words that say the school is independent, whatever its name. */
const INDEPENDENT_WORDS =
  /\b(?:independent|private) schools?\b|\bécoles? privées?\b|\benseignement privé\b/i;

export function schoolRules(s: RiskSignals): Regulator {
  const acts = byProvince(s, ACTS, general(s));
  const independent = s.independentSchool === true || INDEPENDENT_WORDS.test(s.ownWords);
  const law =
    independent || s.independentSchool === false || acts.independent === acts.public
      ? independent
        ? acts.independent
        : acts.public
      : `${acts.independent} if it is an independent school, or ${acts.public} if it is a public one`;
  const kind = independent ? "an independent school" : "a school";
  return {
    name: law,
    risk: `An AI tool at ${s.company} handles student records or work in a way the school's obligations under ${law} do not allow, or AI-assisted marking and reports are used without the certified teacher's own judgment.`,
    duty: `keep every mark, report card and decision about a student a certified teacher's own, record which AI tools staff may use with student information and why, and keep that record ready for the province's inspection`,
    because: `${s.company} is ${kind} ${inPlace(s)}, governed by ${law}${independent && acts.oversight ? `, under which ${acts.oversight}` : ""}.`,
  };
}
