/**
 * Kinds of business whose busiest weeks are known without the executive naming them (issue 34,
 * round 19): the plan keeps decision gates and the first pilot out of them as it does out of a
 * stated season, saying why. Used only when the words state no season of their own. A kind is the
 * noun the report calls the company (`companyNounOf`) or a governing profession's id.
 */
export interface KindSeason {
  /** The report's nouns for the company ("a farm equipment dealer"). */
  nouns?: readonly string[];
  /** Governing professions (`content/professions*.ts` ids). */
  professions?: readonly string[];
  /** Each busy period: its months (0 for January) and its name, said after "before". */
  seasons: readonly { months: readonly number[]; name: string }[];
  /** Who is busiest then, said after the name: "when the service shop is busiest". */
  why: string;
}

export const KIND_SEASONS: readonly KindSeason[] = [
  {
    // Machines break down in the field at seeding and harvest: the shop and the parts counter
    // work long days then (Prairie seeding late April to May, harvest August to October).
    nouns: ["a farm equipment dealer"],
    seasons: [
      { months: [3, 4], name: "spring seeding" },
      { months: [7, 8, 9], name: "harvest" },
    ],
    why: "when the service shop is busiest",
  },
  {
    nouns: ["a landscaping contractor"],
    seasons: [{ months: [3, 4, 5], name: "the spring rush" }],
    why: "when every client wants their yard done at once",
  },
  {
    // Personal returns are due 30 April; the T4 and T5 slips come in from late February.
    professions: ["accounting"],
    seasons: [{ months: [1, 2, 3], name: "tax season" }],
    why: "when the firm's preparers are busiest",
  },
  {
    professions: ["store-chain", "apparel-retail"],
    seasons: [{ months: [10, 11], name: "the holiday shopping season" }],
    why: "when the stores sell most",
  },
];
