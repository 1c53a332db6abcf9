/**
 * What a family member does with AI, as the family's words tell it, and the one piece of advice
 * that use calls for. The first kind whose words match a use is the one advised; more precise
 * kinds come before broader ones (French practice sheets before practice sheets, translated
 * bank letters before translation).
 *
 * Slots: {Who} the person who uses it ("Gérald", "Your husband", "You"), {uses} the verb as the
 * words tell it ("uses", "use", "used"), {tool} the assistant named ("ChatGPT") or "AI", {whose}
 * whose the use is ("your mother's", "Owen's", "his", "the"), {whom} for whom ("your two boys"),
 * {words} the use as the words name it in English ("woodworking projects"), else the kind,
 * {their} and {they} that person's pronouns, {owner} the user's ("Zara's").
 */
export interface PersonUseKind {
  kind: string;
  words: RegExp;
  advice: string;
  /**
   * Information someone's safety rests on (ice, avalanches, wildfire, the weather on the water):
   * advised even when the words name nobody ("on demande à ChatGPT si la glace est assez
   * épaisse"), since a chatbot's answer there can cost a life (review r18).
   */
  safety?: true;
}

/** The advice for a use the family's words state that no kind below names: general, after the quotation. */
export const OWN_WORDS_ADVICE =
  "a fine use to keep; check anything it states as fact (a date, a rule, a price, a figure) at the official source before relying on it, and keep names, account numbers and other personal details out of what goes in.";

/** The same advice, for a second such use: said once, then pointed back to. */
export const OWN_WORDS_AGAIN =
  "the same care applies, its facts checked at the source and personal details left out.";

/**
 * A health condition the family's words tell of ("my father is diabetic", « ma mère est
 * diabétique »): whatever AI is used for around it (meals, a schedule, a routine), the use is
 * health-related and gets the care team, never the chatbot, as the judge (review r20).
 */
export const HEALTH_CONDITION =
  /\b(?:diabet\w*|celiac|coeliac|allerg(?:y|ies|ic)|dementia|alzheimer['’]?s?|parkinson['’]?s?|cancer|chemo\w*|heart (?:condition|disease|failure)|blood pressure|hypertension|kidney (?:disease|failure)|dialysis|epilep\w*|asthma\w*|crohn['’]?s?|colitis|stroke|cholesterol|eating disorder|pregnan\w*|gluten[- ]free|low[- ](?:sodium|sugar|salt|carb) diet)\b|(?<!\p{L})(?:diabét\w*|cœliaque|allergi\w*|démence|alzheimer|parkinson|cancer|chimio\w*|dialyse|épilep\w*|asthm\w*|cholestérol|enceinte|grossesse|sans gluten)(?!\p{L})/iu;

/**
 * The safe-use line for a use around a health condition; {words} the use as told ("meals"),
 * {condition} the family's own words for it, quoted.
 */
export const HEALTH_CONDITION_ADVICE =
  "{Who} {uses} {tool} for {whose} {words} around a health condition, in your words “{condition}”: AI is not medical advice; check what it suggests with {their} care team (doctor, pharmacist or dietitian) before following it, and keep {their} name, health card number and diagnosis out of what goes in.";

/** What every safety kind adds: the chatbot is never the source, the official one is. */
const NEVER_THE_CHATBOT =
  "never rely on a chatbot's answer for it, which can be out of date, about another place or invented";

export const personUseKinds: readonly PersonUseKind[] = [
  {
    kind: "ice",
    words:
      /\b(?:ice (?:thickness|conditions?|reports?|safety)|(?:lake|river|bay|pond) ice|(?:thick|thin|safe) ice|ice fishing|on the ice)\b|(?<!\p{L})(?:glace|glaces)(?!\p{L})(?=[^.;]*(?:lac|rivière|épaisse|épaisseur|pêche|sûre|solide|motoneige|VTT))|(?<!\p{L})(?:épaisseur de la glace|pêche blanche|pêche sur la glace)(?!\p{L})/iu,
    advice: `{Who} {uses} {tool} to judge the ice before going out on it: ${NEVER_THE_CHATBOT}; check the ice with the local authority, club or outfitter that measures it, on the day, and measure it on the spot, following the Canadian Red Cross's ice safety guidance.`,
    safety: true,
  },
  {
    kind: "avalanche",
    words: /\bavalanches?\b|(?<!\p{L})avalanches?(?!\p{L})/iu,
    advice: `{Who} {uses} {tool} to judge avalanche danger: ${NEVER_THE_CHATBOT}; read Avalanche Canada's forecast for that area on the day, and go into avalanche terrain only with the training and rescue gear it calls for.`,
    safety: true,
  },
  {
    kind: "wildfire",
    words:
      /\b(?:wildfires?|forest fires?|fire bans?|evacuation (?:orders?|alerts?)|smoke (?:forecasts?|advisories))\b|(?<!\p{L})(?:feux? de forêt|incendies? de forêt|interdictions? de feu|ordres? d['’]évacuation)(?!\p{L})/iu,
    advice: `{Who} {uses} {tool} to follow wildfires, fire bans or evacuations: ${NEVER_THE_CHATBOT}; follow the provincial wildfire service and the local authority's alerts, and leave when they say to leave.`,
    safety: true,
  },
  {
    kind: "weather on the water",
    words:
      /\b(?:marine (?:forecasts?|weather)|boating (?:weather|forecasts?|conditions?)|(?:wind|wave|storm) (?:forecasts?|warnings?)|tides?|weather (?:for|before) (?:boating|sailing|paddling|the boat|fishing))\b|(?<!\p{L})(?:météo marine|prévisions? maritimes?|marées?|avertissements? de (?:vent|tempête)|météo[^.;]{0,40}(?:bateau|voile|kayak|canot))(?!\p{L})/iu,
    advice: `{Who} {uses} {tool} to read the weather before going out on the water: ${NEVER_THE_CHATBOT}; check Environment Canada's marine forecast and warnings for that area before leaving, and again on the water.`,
    safety: true,
  },
  {
    kind: "medications",
    words:
      /\b(?:medications?|medicines?|prescriptions?|pills|doses)\b|(?<!\p{L})(?:médicaments?|ordonnances?)(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to keep track of {whose} medications: keep {their} name, health card number and diagnoses out of the chatbot, and check every dose and every change with {their} pharmacist or doctor, since the chatbot's list is a reminder, never the record.",
  },
  {
    kind: "training",
    words:
      /\b(?:training plans?|dryland|workouts?|training programs?|practice plans?)\b|(?<!\p{L})(?:plans? d['’]entraînement|entraînements?)(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to build {whose} training plans: have {their} coach look over each plan before it is followed, since a plan that reads well can still push too hard, too soon or too close to a race.",
  },
  {
    kind: "bank letters translated",
    words:
      /\btranslat\w*\b(?=[^.;]*\b(?:bank|banking|statements?|accounts?|insurance)\b)|(?<!\p{L})tradui\w*(?=[^.;]*(?:banque|relevés?|assurances?))/iu,
    advice:
      "{Who} {uses} {tool} to translate {whose} letters from the bank: leave account and card numbers, balances and signatures out of what goes in, and confirm anything a letter asks for with the bank itself before acting on it.",
  },
  {
    kind: "translation",
    words: /\btranslat\w*\b|(?<!\p{L})tradui\w*|traduction/iu,
    advice:
      "{Who} {uses} {tool} to translate for {whom}: have a fluent reader check anything that will be signed, paid or acted on, since a translation can read well and still change what a letter asks.",
  },
  {
    kind: "French practice sheets",
    words:
      /\b(?:french|immersion)\b[^.;]*\b(?:practice sheets?|worksheets?|exercises|flashcards?)\b|(?<!\p{L})(?:fiches?|exercices)(?!\p{L})[^.;]*français/iu,
    advice:
      "{Who} {uses} {tool} to make French practice sheets for {whom}: a good use of it; have a fluent speaker or {their} teacher check the French before {they} practise it, since a chatbot's French can read well and still be wrong.",
  },
  {
    kind: "practice sheets",
    words:
      /\b(?:practice sheets?|worksheets?|flashcards?|practice (?:tests?|questions))\b|(?<!\p{L})fiches? d['’](?:exercices?|étude)(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to make practice sheets for {whom}: a good use of it; check each sheet's answers before {they} work through it, since a chatbot's exercises can read well and still be wrong.",
  },
  {
    kind: "school rule",
    words:
      /\b(?:school|teachers?)\b[^.;]*\b(?:allows?|permits?|lets)\b[^.;]*\bbrainstorm\w*|(?<!\p{L})(?:école|enseignante?|prof\w*)(?!\p{L})[^.;]*(?:permet|autorise)[^.;]*remue-méninges/iu,
    advice:
      "For {owner} schoolwork, AI is for brainstorming only, as the school allows: keep the drafts in {their} own words, and ask the teacher before any other use.",
  },
  {
    kind: "taxes",
    words:
      /\b(?:tax (?:returns?|documents?|forms?|slips?)|taxes)\b|(?<!\p{L})(?:impôts|déclarations? de revenus)(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to prepare the tax documents: keep SINs, account numbers and the slips themselves out of the chatbot, and let the accountant check every figure against the slips before anything is filed.",
  },
  {
    kind: "mortgage",
    words:
      /\b(?:mortgage|loan offers?|renewal offers?|line of credit)\b|(?<!\p{L})(?:hypothèques?|hypothécaires?|prêts?)(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to compare mortgage offers: give it the rates and terms, never account numbers, income documents or a SIN, and confirm the figures and any penalty with the lender before signing.",
  },
  {
    kind: "maintenance",
    words:
      /\bmaintenance(?: schedules?| plans?)?\b|(?<!\p{L})(?:(?:calendrier|horaire|plan) d['’])?entretien(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to build a maintenance schedule: check its intervals against the maker's manual before relying on them, since the manual is what the warranty and safety follow.",
  },
  {
    kind: "schedule",
    words: /\b(?:schedules?|calendars?)\b|(?<!\p{L})(?:horaires?|calendriers?)(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to plan {whose} schedule: check each date and time against the official one (the club's or the school's), which is the one that changes.",
  },
  {
    kind: "meals",
    words: /\b(?:meals?|meal plans?|recipes?|dinners?)\b|(?<!\p{L})(?:repas|recettes?)(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to plan meals: a good, low-risk use; check anything it says about allergies or nutrition against the label or a dietitian.",
  },
  {
    kind: "home projects",
    words:
      /\b(?:(?:woodworking|DIY|carpentry|home|renovation) projects?|woodworking|renovations?)\b|(?<!\p{L})(?:bricolage|rénovations?|menuiserie)(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to plan {whose} {words}: check measurements, loads and tool safety against the tool's manual or a trusted guide before starting.",
  },
  {
    kind: "trips",
    words:
      /\b(?:trips?|travel\w*|vacations?|holidays?|cottage|itinerar\w*)\b|(?<!\p{L})(?:voyages?|vacances|chalet)(?!\p{L})/iu,
    advice:
      "{Who} {uses} {tool} to plan {whose} time away: confirm bookings, prices and opening dates at the official source before paying.",
  },
];
