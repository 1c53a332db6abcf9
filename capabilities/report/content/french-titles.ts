/**
 * An executive's French title as the report's English names their role: "the Directrice
 * générale" read as a French title glued to an English article (review r18), so the role the
 * report assigns work to ("the General Manager confirms…") is said in English. The title as
 * written stays in the header and the summary. Each pattern matches the whole title; a title
 * none matches is kept as written.
 */
export const FRENCH_TITLES: readonly (readonly [RegExp, string])[] = [
  [
    /^(?:président(?:e)?[- ]directeur|présidente?[- ]directrice) générale?$|^p\.?-?d\.?g\.?$/iu,
    "President and CEO",
  ],
  [/^chef de la direction$/iu, "CEO"],
  [/^(?:directeur général adjoint|directrice générale adjointe)$/iu, "Deputy General Manager"],
  [/^(?:directeur général|directrice générale|dg)$/iu, "General Manager"],
  [/^(?:directeur|directrice) des opérations$/iu, "Director of Operations"],
  [/^(?:directeur|directrice) des finances$/iu, "Director of Finance"],
  [/^(?:directeur|directrice) (?:des ventes|commerciale?)$/iu, "Director of Sales"],
  [/^(?:directeur|directrice)$/iu, "Director"],
  [/^présidente?$/iu, "President"],
  [/^vice-présidente?$/iu, "Vice-President"],
  [/^associée? (?:principale?|directrice|directeur)$/iu, "Managing Partner"],
  [/^associée?$/iu, "Partner"],
  [/^copropriétaire$/iu, "Co-owner"],
  [/^propriétaire$/iu, "Owner"],
  [/^(?:fondateur|fondatrice)$/iu, "Founder"],
  [/^(?:gérant|gérante)$/iu, "Manager"],
  [/^(?:contrôleur|contrôleuse)$/iu, "Controller"],
];

/** What a French title is over ("des ventes", "marketing", "financière"), in English. */
const FIELDS: readonly (readonly [RegExp, string])[] = [
  [/^(?:des )?opérations$/iu, "Operations"],
  [/^(?:des )?finances?$|^financi(?:er|ère)$/iu, "Finance"],
  [/^(?:des )?ventes$|^commerciale?$/iu, "Sales"],
  [/^(?:du )?marketing$/iu, "Marketing"],
  [/^(?:de la )?production$/iu, "Production"],
  [/^(?:de l'|de l’)?usine$/iu, "Plant"],
  [/^(?:des )?ressources humaines$|^(?:des )?rh$/iu, "Human Resources"],
  [/^(?:de la )?comptabilité$/iu, "Accounting"],
  [/^(?:des )?ti$|^(?:de l'|de l’)?informatique$/iu, "IT"],
  [/^(?:des )?achats$/iu, "Purchasing"],
  [/^(?:de l'|de l’)?approvisionnement$/iu, "Supply"],
  [/^(?:de la )?logistique$/iu, "Logistics"],
  [/^(?:de la )?qualité$|^(?:du )?contrôle (?:de la )?qualité$/iu, "Quality"],
  [/^(?:de l'|de l’)?entretien$|^(?:de la )?maintenance$/iu, "Maintenance"],
  [/^(?:du )?service$|^(?:du )?service après-vente$/iu, "Service"],
  [/^(?:du )?service (?:à la )?client(?:èle)?$/iu, "Customer Service"],
  [/^technique$/iu, "Technical"],
  [/^administrati(?:f|ve)$|^(?:de l'|de l’)?administration$/iu, "Administrative"],
  [/^(?:du )?magasin$/iu, "Store"],
  [/^(?:des )?communications?$/iu, "Communications"],
  [/^(?:de la )?santé et (?:de la )?sécurité(?: au travail)?$/iu, "Health and Safety"],
  [/^(?:du )?développement des affaires$/iu, "Business Development"],
  [/^(?:des )?projets$/iu, "Projects"],
  [/^(?:de l'|de l’)?entrepôt$/iu, "Warehouse"],
  [/^(?:de la )?répartition$/iu, "Dispatch"],
  [/^(?:du )?transport$/iu, "Transportation"],
  [/^(?:de la )?paie$/iu, "Payroll"],
  [/^(?:des )?bureaux?$/iu, "Office"],
  [/^(?:de l'|de l’)?ingénierie$|^(?:du )?génie$/iu, "Engineering"],
  [/^(?:de la )?conception$/iu, "Design"],
];

/** A French head word and how its English title is built around a field (`%` is the field). */
const HEADS: readonly (readonly [RegExp, string, string])[] = [
  [/^(?:directeur|directrice)$/iu, "Director", "% Director"],
  [/^(?:responsable)$/iu, "Manager", "% Manager"],
  [/^(?:gérant|gérante)$/iu, "Manager", "% Manager"],
  // "chef" alone is a cook, in English too: only "chef de production" is a head of something.
  [/^(?:chef)$/iu, "", "Head of %"],
  [/^(?:contrôleur|contrôleuse)$/iu, "Controller", "% Controller"],
  [/^(?:superviseur|superviseure)$/iu, "Supervisor", "% Supervisor"],
  [
    /^(?:coordonnateur|coordonnatrice|coordinateur|coordinatrice)$/iu,
    "Coordinator",
    "% Coordinator",
  ],
  [/^(?:adjoint|adjointe)$/iu, "Assistant", "% Assistant"],
  [/^(?:comptable)$/iu, "Accountant", "% Accountant"],
  [/^(?:acheteur|acheteuse)$/iu, "Buyer", "% Buyer"],
  [/^(?:répartiteur|répartitrice)$/iu, "Dispatcher", "% Dispatcher"],
  [/^(?:technicien|technicienne)$/iu, "Technician", "% Technician"],
];

/** "adjoint(e)" after a title makes its holder the deputy: "directrice adjointe des ventes". */
const DEPUTY = /\s+(?:adjoint|adjointe)\b/iu;

/**
 * A French title in English, or none where it is no French title the report knows: the exact
 * titles above, then a head word with what it is over ("directrice marketing" -> "Marketing
 * Director", "responsable des achats" -> "Purchasing Manager", "directeur adjoint" -> "Deputy
 * Director", "adjointe administrative" -> "Administrative Assistant").
 */
export function englishTitleOf(title: string): string | undefined {
  return translated(title, false);
}

/** A title in English; `headAlone` says the head word alone where its field is none listed. */
function translated(title: string, headAlone: boolean): string | undefined {
  const trimmed = title.trim().replace(/\s+/g, " ");
  const exact = FRENCH_TITLES.find(([pattern]) => pattern.test(trimmed))?.[1];
  if (exact) return exact;
  const deputy = DEPUTY.test(trimmed);
  const plain = trimmed.replace(DEPUTY, "");
  const [, headWord, rest] = /^(\S+)(?:\s+(.*))?$/u.exec(plain) ?? [];
  const head = HEADS.find(([pattern]) => pattern.test(headWord ?? ""));
  if (!head) return undefined;
  const over = rest?.replace(/^(?:de la|de l['’]|des|du|de|à la|au|aux)\s*/iu, "");
  const field = over ? FIELDS.find(([pattern]) => pattern.test(over))?.[1] : undefined;
  if (over && !field && !headAlone) return undefined;
  const english = field ? head[2].replace("%", field) : head[1];
  if (!english) return undefined;
  return deputy ? `Deputy ${english}` : english;
}

/** A title written in French: accented letters or a French title's words. */
export const isFrenchTitle = (title: string): boolean =>
  /[à-ÿœ]|\b(?:en chef|chef de|responsable|comptable|directeur|directrice|gérante?|adjointe?|technicien\w*|coordonnat\w*|superviseure?|contrôleu\w*|acheteu\w*)\b/iu.test(
    title,
  );

/**
 * The role the report gives the executive: their title in English where it is a French one the
 * report knows, by its head word where only that is ("Directeur des funérailles" -> "Director":
 * the title as written stays in the header), never "the Directeur des funérailles".
 */
export function executiveRoleOf(title: string): string {
  const trimmed = title.trim();
  return translated(trimmed, true) ?? trimmed;
}
