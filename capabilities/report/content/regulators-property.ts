import type { ProvinceCode } from "./jurisdictions";
import { strataWorded } from "./profession-profiles-strata";
import { inPlace, provinceOf, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The rules a residential property manager answers to, by province and by what it manages:
 * condominium (strata, co-ownership) corporations keep their minutes and records under the
 * province's condominium law, rental buildings answer to its tenancy law and tribunal. Ontario
 * licenses condominium managers through the CMRAO (Condominium Management Services Act, 2015)
 * and sends records disputes to the Condominium Authority Tribunal; BC's BCFSA licenses strata
 * and rental property managers; Quebec's Civil Code governs divided co-ownership and the TAL
 * hears tenancy disputes. A resident-facing assistant in Ontario must meet the AODA.
 */

const CONDO = /\bcondo|strata|copropri|syndicats? de copro|bylaws?|by-laws?\b/i;
/** Words that show rental housing: a landlord's tenants and leases. */
export const RENTAL =
  /\b(?:rental|rentals|tenants?|landlords?|rent roll|leasing|vacanc\w*|locataires?|logements? locatifs?)\b/i;

/** A body or act as the mitigation names it, and what it requires, for the "why" sentence. */
interface Rule {
  name: string;
  says: string;
}

interface ProvinceRules {
  /** Who licenses the manager, and whether only condominium managers (Ontario's CMRAO). */
  licensing?: Rule;
  licensesCondoOnly?: true;
  condo: Rule;
  rental: Rule;
  /** A duty that applies to anything residents use (Ontario's AODA). */
  residents?: string;
}

const RULES: Partial<Record<ProvinceCode, ProvinceRules>> = {
  ON: {
    licensing: {
      name: "the Condominium Management Regulatory Authority of Ontario (CMRAO)",
      says: "which licenses condominium managers under the Condominium Management Services Act, 2015",
    },
    licensesCondoOnly: true,
    condo: {
      name: "the Condominium Act, 1998",
      says: "under which each corporation keeps its board minutes and records for owners to see, with records disputes heard by the Condominium Authority Tribunal",
    },
    rental: {
      name: "the Residential Tenancies Act, 2006",
      says: "with tenancy disputes heard by the Landlord and Tenant Board",
    },
    residents:
      "any assistant residents use must meet the Accessibility for Ontarians with Disabilities Act (AODA) standards, with another way to reach a person",
  },
  BC: {
    licensing: {
      name: "the BC Financial Services Authority (BCFSA)",
      says: "which licenses strata and rental property managers under the Real Estate Services Act",
    },
    condo: {
      name: "the Strata Property Act",
      says: "under which each strata corporation keeps its council and general meeting minutes for owners to inspect",
    },
    rental: {
      name: "the Residential Tenancy Act",
      says: "with tenancy disputes heard by the Residential Tenancy Branch",
    },
  },
  AB: {
    licensing: {
      name: "the Real Estate Council of Alberta (RECA)",
      says: "which licenses property and condominium managers",
    },
    condo: {
      name: "the Condominium Property Act",
      says: "under which each corporation keeps its minutes and records",
    },
    rental: {
      name: "the Residential Tenancies Act",
      says: "which sets landlords' and tenants' duties",
    },
  },
  QC: {
    condo: {
      name: "the Civil Code of Québec's rules on divided co-ownership",
      says: "under which each syndicate keeps its register, minutes and declaration",
    },
    rental: {
      name: "the Civil Code's rules on leases",
      says: "with disputes heard by the Tribunal administratif du logement (TAL)",
    },
  },
};

const GENERAL: ProvinceRules = {
  condo: {
    name: "the province's condominium or strata law",
    says: "which sets how each corporation keeps its minutes and records",
  },
  rental: { name: "the province's residential tenancy law", says: "which sets tenants' rights" },
};

export function propertyRules(s: RiskSignals): Regulator {
  const province = provinceOf(s);
  const rules = (province && RULES[province]) || GENERAL;
  const condo = CONDO.test(s.ownWords);
  // Rentals when the words say so, or when nothing says condominiums.
  const rental = RENTAL.test(s.ownWords) || !condo;
  const licensing = rules.licensesCondoOnly && !condo ? undefined : rules.licensing;
  const applies = [licensing, condo ? rules.condo : null, rental ? rules.rental : null].filter(
    (r): r is Rule => r !== null && r !== undefined,
  );
  const names = applies.map((r) => r.name);
  const name =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0];
  const records = condo
    ? "keep every AI-drafted set of board minutes a draft until the manager has checked it and the board has approved it as the corporation's record, answer owners' bylaw questions only from that corporation's own documents with the manager checking each reply, "
    : "";
  const notices = rental
    ? "have a person check every AI-drafted notice to a tenant against the tenancy rules before it is served, "
    : "";
  // A BC corporation, or one the words call strata, has a council, never a board.
  const local = province === "BC" || /\bstrata\b/i.test(s.ownWords) ? strataWorded : String;
  return {
    name,
    risk: local(
      `An AI-drafted set of minutes, bylaw answer or notice from ${s.company} states a decision, rule or date that is wrong, or owners' and tenants' personal information goes into an AI tool the boards and owners it manages for never approved.`,
    ),
    duty: `${local(`${records}${notices}keep owners' and tenants' personal information out of any AI tool the boards and owners have not approved`)}${rules.residents ? `; ${rules.residents}` : ""}`,
    because: `${s.company} manages residential buildings ${inPlace(s)}${shown(s, "property-management")}: ${applies.map((r) => `${r.name}, ${r.says}`).join("; ")}.`,
  };
}
