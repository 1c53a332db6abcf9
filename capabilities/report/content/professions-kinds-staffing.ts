import type { ProfessionDefinition } from "./professions";

/**
 * Temporary staffing and employment agencies (temporary help agencies, recruitment and placement
 * agencies): they fill their clients' job orders with workers they recruit, place and usually
 * pay, so their work is orders filled, workers confirmed and shown up, timesheets and payroll,
 * and clients kept. Whatever option they tick (Consulting most often, or their clients'
 * industry), they are no consultancy and no maker of what their clients make: placing workers in
 * food plants makes no food processor (`rulesOut`). Statistics Canada reports no AI adoption
 * figure for administrative and support services (employment services, NAICS 5613), so no other
 * sector's figure stands in for it.
 */
export const staffingKinds: readonly ProfessionDefinition[] = [
  {
    id: "staffing-agency",
    sector: "none",
    noun: "a temporary staffing agency",
    plural: "staffing agencies",
    industry: "consulting",
    alsoUnder: [
      "other",
      "manufacturing",
      "healthcare",
      "technology",
      "food-services",
      "travel-hospitality-tourism",
    ],
    keywords: [
      "staffing agenc(?:y|ies)",
      "staffing (?:firm|company|business|services)",
      "temp(?:orary)? (?:staffing|help|labou?r|employment) (?:agenc(?:y|ies)|firms?|compan(?:y|ies)|business|services)",
      "temp agenc(?:y|ies)",
      "temporary help agenc(?:y|ies)",
      "(?:recruitment|recruiting|employment|placement) agenc(?:y|ies)",
      "labou?r hire (?:agenc(?:y|ies)|firms?|compan(?:y|ies))",
      "same-day (?:job )?orders",
      "job orders",
      "(?:fill|filled|filling) (?:our )?clients' (?:job )?orders",
      "(?:placing|place|placed) (?:about |around |over |some |up to |nearly )?\\d+(?:,\\d+)? (?:\\w+,? ){0,6}workers",
      "(?:temporary|temp) workers (?:a|per|each) (?:day|week)",
      "workers we place",
      "placed workers",
      "assignment employees",
      "agences? de placement(?: de personnel)?",
      "agences? de location de personnel",
      "agences? de recrutement",
      "agences? d'emploi",
      "entreprises? de placement",
      "nous plaçons (?:environ |plus de |près de )?\\d+ (?:\\d+ )?travailleu(?:rs|ses)",
      "travailleu(?:rs|ses) (?:temporaires )?(?:que nous plaçons|placé(?:e)?s)",
    ],
    unless: [
      // An agency the company buys from is a supplier, never what it is: "Seasonal staff fill in
      // from our staffing agency", "we pay a temp agency", « nous passons par une agence de placement ».
      "(?:from|through|via|by|with|use|using|uses|used|hire through|hired through|rely on|relies on|relying on|pay|paid|paying|call|called|calling|than|instead of) (?:a |an |our |the |one |two |three |several |local |outside )?(?:temp(?:orary)? (?:help |staffing |labou?r )?|staffing |recruitment |recruiting |placement |employment )agenc(?:y|ies)",
      "agency (?:staff|workers|nurses|fees|costs|invoices)",
      "(?:par|via|avec|d'|de|à) (?:une |notre |l'|des |nos )?agences? de (?:placement|location de personnel|recrutement)",
    ],
    rulesOut: ["food-processing", "cleaning-contractor", "security-guard", "legal", "accounting"],
    names: ["staffing", "personnel", "placement", "recruitment"],
    systems: [],
  },
];
