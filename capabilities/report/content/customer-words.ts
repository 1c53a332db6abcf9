/**
 * Words before a profession that make it the company's customers: "for", "our clients include",
 * "accounts for utilities, property managers and medical offices", or the work done for them:
 * "we clean 40 schools, six clinics and twelve stores", « nous transportons des élèves », "placing
 * about 600 warehouse, food processing and light industrial workers" (the plants are the clients').
 */
export const FOR_CUSTOMERS =
  /\b(?:for|to|serve[sd]?|serving|clients?|customers?|contracts? with|sells? to|selling to|work with|clean(?:s|ing)?|maintain(?:s|ing)?|servicing|suppl(?:y|ies|ying)|plac(?:e|es|ed|ing)|deliver(?:s|ing)? to|haul(?:s|ing)?(?:\s+\S+)?\s+to|transport(?:s|ing)?|pour|auprès des?|clients? comme|nettoy(?:ons|ez|ent|er)|entreten(?:ons|ez)|desserv(?:ons|ez|ent|ir)|plaç(?:ons)|plac(?:ez|ent|er)|transport(?:ons|ez|ent|er))\s+(?:[\p{L}\d'’-]+,?\s+){0,8}$/iu;
