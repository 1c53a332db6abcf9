/**
 * Words that show the company hires temporary foreign workers: an LMIA (Labour Market Impact
 * Assessment, « EIMT »), the Temporary Foreign Worker Program or its agricultural stream (SAWP).
 * These are labour-market and immigration filings with Employment and Social Development Canada
 * (ESDC), never generic HR paperwork.
 */
export const FOREIGN_WORKERS =
  /\bsawp\b|seasonal agricultural worker|temporary foreign worker|\btfws?\b|\btfwp\b|\blmias?\b|\bptas\b|\beimts?\b|travailleurs? (?:étrangers(?: temporaires)?|agricoles saisonniers)/i;
