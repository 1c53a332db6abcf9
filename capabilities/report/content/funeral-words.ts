/** French words for a funeral home's business, shared by the funeral profession and its profile. */
export const FUNERAL_HOME_WORDS_FR = [
  "maisons? funéraires?",
  "salons? funéraires?",
  "services funéraires",
  "entreprises? funéraires?",
  "coopératives? funéraires?",
  "thanatolog*",
];
