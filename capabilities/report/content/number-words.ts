/** Small numbers written in English words ("our eleven-year-old", "four to six months"). */
export const ENGLISH_NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
}; // prettier-ignore

/** The same in English or French ("de quatre à six mois", "une fois par mois"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...ENGLISH_NUMBER_WORDS,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12,
}; // prettier-ignore
