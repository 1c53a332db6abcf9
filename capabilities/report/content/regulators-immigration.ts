import { inPlace, provinceOf, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * A regulated immigration consultancy answers to the College of Immigration and Citizenship
 * Consultants (CICC) and its Code of Professional Conduct, which makes the licensee answerable
 * for every submission and for clients' confidentiality; only an authorized representative may
 * advise or represent a client for a fee (section 91 of the Immigration and Refugee Protection
 * Act), and IRCC is told of each one on the use-of-a-representative form. A consultant who
 * works on Quebec's own programs must also be recognised by Quebec's immigration ministry.
 */
export function immigrationRules(s: RiskSignals): Regulator {
  const quebec = provinceOf(s) === "QC";
  const college = "the College of Immigration and Citizenship Consultants (CICC)";
  return {
    name: `${college} and its Code of Professional Conduct, and IRCC's rules on authorized representatives`,
    risk: `An AI-drafted submission letter, form or piece of advice from ${s.company} misstates a program's current rules, cites an instruction that does not exist or gets a client's facts wrong, or clients' passports, identity documents and immigration histories go into a tool the Code's confidentiality duty does not allow.`,
    duty: `have the licensee check every AI-drafted letter, form and citation against IRCC's current program instructions before anything is filed, keep clients' identity documents and files out of AI tools unless the tool's contract protects them (or identifying details are removed first), confirm with the CICC how its Code applies to AI tools hosted outside Canada, and say in each client's retainer how AI is used on the file${quebec ? "; for Quebec's own programs, confirm the recognition Quebec's immigration ministry requires of consultants" : ""}`,
    because: `${s.company} is a regulated immigration consultancy ${inPlace(s)}${shown(s, "immigration-consultant")}: its licensees answer to ${college} under its Code of Professional Conduct, personally, for every submission and for clients' confidentiality, and only an authorized representative may advise or represent a client for a fee under section 91 of the Immigration and Refugee Protection Act.`,
  };
}
