/**
 * The people and bodies a stated rule names, French words with their English ones: who approves
 * spending or vendors, whose data a rule protects, which professional reviews
 * (capabilities/report/builtin/rule-parties.ts reads them).
 */

/** Who a spending rule names as approving it, in English: "Our board ..." -> "the board". */
export const APPROVER_NAMES: Record<string, string> = {
  "conseil d'administration": "the board",
  conseil: "the board",
  "board of directors": "the board",
  associés: "the partners",
  actionnaires: "the shareholders",
  "siège social": "head office",
  council: "council",
  "head office": "head office",
};

/** Whose data a vendor rule protects, from the French word after "données de": "locataires" -> "tenants'". */
export const FRENCH_DATA_OWNERS: Readonly<Record<string, string>> = {
  résidents: "residents'",
  copropriétaires: "owners'",
  locataires: "tenants'",
  clients: "clients'",
  membres: "members'",
};

/** Whose data an ownership rule protects, in English: "members' farm data" -> "members". */
export const DATA_OWNERS: readonly [RegExp, string][] = [
  [/\b(?:members?|membres)\b/i, "members"],
  [/\b(?:farmers?|growers?|agriculteurs)\b/i, "farmers"],
  [/\b(?:producers?|producteurs)\b/i, "producers"],
  [/\bpatients?\b/i, "patients"],
  [/\b(?:students?|élèves|étudiants)\b/i, "students"],
  [/\b(?:customers?|clients?)\b/i, "clients"],
];

/** Whose information a French confidential rule names: "de nos locataires" -> "tenants'". */
export const FRENCH_OWNERS: Record<string, string> = {
  locataires: "tenants'",
  clients: "clients'",
  clientes: "clients'",
  membres: "members'",
  patients: "patients'",
  propriétaires: "owners'",
  employés: "employees'",
};

/** A French profession a review rule names, in English: "courtier" -> "broker". */
export const FRENCH_PROFESSIONS: [RegExp, string][] = [
  [/courti/i, "broker"],
  [/ingénieu/i, "engineer"],
  [/avocat/i, "lawyer"],
  [/comptable/i, "accountant"],
  [/notaire/i, "notary"],
  [/conseill/i, "adviser"],
  [/pharmacien/i, "pharmacist"],
  [/infirmi/i, "nurse"],
  [/médecin/i, "physician"],
  [/architecte/i, "architect"],
];
