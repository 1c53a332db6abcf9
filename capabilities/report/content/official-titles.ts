/**
 * Titles of ministries, officials and prosecutors that carry a lawyer's word without showing a
 * law practice: a security company "audited by the Ministry of the Solicitor General", a
 * contractor paid by "the Ministry of the Attorney General", "Crown counsel" at a hearing.
 */
export const OFFICIAL_TITLES: readonly string[] = [
  "(?:ministry of (?:the )?)?solicitors? general",
  "(?:ministry of (?:the )?)?attorneys? general",
  "(?:ministère du )?solliciteur général",
  "(?:ministère du )?procureur général",
  "crown (?:attorneys?|counsel|prosecutors?|law office)",
  "procureurs? de la couronne",
  "directeur des poursuites criminelles et pénales",
];
