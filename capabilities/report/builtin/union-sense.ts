/**
 * « Syndicat » is a labour union only in a labour sense. A « syndicat de copropriété » is the
 * condominium corporation a property manager serves, and once an answer names them, a bare « les
 * syndicats » is the same corporations unless its clause speaks of staff or their agreement.
 */

const NAMES_CO_OWNERSHIP = /copropri\p{L}*/iu;
const BARE_SYNDICATE = /(?<!\p{L})syndicats?(?!\p{L})(?!\s+(?:de|des)\s+copropri)/giu;
/** Words that keep « syndicat » in its labour sense beside a condominium. */
const LABOUR =
  /(?<!\p{L})(?:syndiqu\p{L}*|conventions? collectives?|employé\p{L}*|salarié\p{L}*|personnel|travailleu\p{L}*|concierges?|unités? de négociation|accréditation|griefs?|CSN|FTQ|CSD|CSQ|SCFP|Unifor|TUAC)(?!\p{L})/iu;

/**
 * The clause with each bare « syndicat » blanked (same length, same places) where the answer
 * names co-ownership syndicates and the clause has no labour word.
 */
export function withoutCoOwnershipSyndicates(read: string, answer: string): string {
  if (!NAMES_CO_OWNERSHIP.test(answer) || LABOUR.test(read)) return read;
  return read.replace(BARE_SYNDICATE, (m) => " ".repeat(m.length));
}
