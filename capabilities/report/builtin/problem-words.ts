/**
 * Words that make a sentence a problem rather than a description of the company ("Commercial
 * cleaning, 420 cleaners across 140 sites" is who they are; "quotes take three days" a problem).
 * Stems are spelled out: a word inside a name or a trade ("brokerage", "Burnaby", "breakfast",
 * "paper mill", "Mississauga") describes the company and is no problem. Sites that each work
 * "differently", "its own way", are a problem too.
 */
export const PROBLEM =
  /\b(?:takes?|took|eats?|slow\w*|hard|difficult|struggl\w*|can['’]?t|cannot|unable|too|manual|manually|by hand|lose|losing|lost|waste|wasted|wastes|wasting|wasteful|behind|late|errors?|mistakes?|complain\w*|expensive|costs?|costly|short|shortage|turnover|backlog|piles?|re-?key\w*|re-?typ\w*|on paper|paperwork|paper-based|paper forms?|paper files?|problems?|issues?|differently|(?:its|their) own way|pain|risks?|risky|needs?|undercut\w*|pressure|bottleneck\w*|delays?|wait|waits|waited|waiting|waitlists?|hours|days|weeks|never|nobody|no one|missing|miss|misses|missed|overtime|penalt(?:y|ies)|fines|fined|write-?offs?|wrote off|written off|excursions?|chargebacks?|burn|burns|burned|burnt|burning|burn-?out|burnouts?|crack|cracks|cracked|cracking|break|breaks|breaking|breakdowns?|broke|broken|fail|fails|failed|failing|failures?|spoil|spoils|spoiled|spoilt|spoilage|defects?|downgrad\w*|drops?|stuck|jams?|leaks?|leaked|leaking|leakage|scrap|scrapped|scrapping|rework|churn|quit|quits|quitting|leave|leaves|leaving|difficile\w*|trop|manque\w*|lents?|lentes?|lenteurs?|perds?|perdons|perdez|perdent|perdus?|perdues?|erreurs?|retards?|coûte\w*|pénurie|pénalités?|amendes?|radiés?|déclassé\w*|besoin|prend|prennent)\b/iu;
