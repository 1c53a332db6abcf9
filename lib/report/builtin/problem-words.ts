/**
 * Words that make a sentence a problem rather than a description of the company ("Commercial
 * cleaning, 420 cleaners across 140 sites" is who they are; "quotes take three days" a problem).
 */
export const PROBLEM =
  /\b(?:takes?|took|eats?|slow\w*|hard|difficult|struggl\w*|can['’]?t|cannot|unable|too|manual\w*|by hand|lose|losing|lost|waste\w*|behind|late|errors?|mistakes?|complain\w*|expensive|costs?|costly|short|shortage|turnover|backlog|piles?|re-?key\w*|re-?typ\w*|paper\w*|problems?|issues?|pain|risk\w*|needs?|undercut\w*|pressure|bottleneck\w*|delays?|wait\w*|hours|days|weeks|never|nobody|no one|missing|miss\w*|overtime|burn\w*|crack\w*|break\w*|broke\w*|fail\w*|spoil\w*|defects?|drops?|stuck|jams?|leak\w*|scrap\w*|rework|churn|quit\w*|leav\w*|difficile\w*|trop|manque\w*|lent\w*|perd\w*|erreurs?|retards?|coûte\w*|pénurie|besoin|prend|prennent)\b/iu;
