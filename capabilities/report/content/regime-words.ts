/**
 * What brings CASL and PCI DSS in through the plan (builtin/tool-regimes.ts): the catalogue's
 * tools that send commercial e-mail or texts, words about such messages, the systems and words
 * that show card payments are taken, and the tools and pilots that work where customers pay.
 */

/** Catalogue tools whose work is sending commercial messages (campaigns, sequences, guest offers). */
export const MESSAGE_SENDING_TOOLS: ReadonlySet<string> = new Set([
  "Klaviyo",
  "HubSpot Breeze",
  "Salesforce Agentforce and Einstein",
  "Zoho Zia",
  "Copilot in Dynamics 365",
  "Outreach",
  "Apollo.io",
  "Canary Technologies",
]);

/** Review requests, texts and newsletters sent to sell, in English and French. */
export const COMMERCIAL_MESSAGE_WORDS =
  /\b(?:review requests?|ask(?:s|ing)? (?:every |our |each )?(?:customers?|guests?|clients?|patients?) for (?:a )?(?:google )?reviews?|(?:sms|text(?:-message)?) (?:campaigns?|marketing|blasts?|promotions?|reminders? and offers)|newsletters?|e-?mail (?:marketing|campaigns?|blasts?)|marketing automation|promotional (?:e-?mails?|texts?)|demandes? d['’]avis|infolettres?|textos? promotionnels?|campagnes? (?:de )?(?:courriels?|sms|textos?))\b/iu;

/** Systems (content/systems.ts categories) that take customers' card payments. */
export const PAYMENT_SYSTEM_CATEGORIES: ReadonlySet<string> = new Set([
  "point of sale",
  "e-commerce and point of sale",
  "e-commerce",
  "hotel property management",
  "tour and activity bookings",
  "winery direct-to-consumer sales",
]);

/** Words that say card payments are taken. "Payment terms" or "paid invoices" say nothing of cards. */
export const CARD_PAYMENT_WORDS =
  /\b(?:credit|debit) cards?\b|\bcard (?:payments?|details|numbers?|data|terminals?)\b|\b(?:take|takes|taking) (?:a )?deposits?\b|\bpaiements? par carte\b|\bcartes? de (?:crédit|débit)\b|\bterminaux? de paiement\b/iu;

/**
 * Words that say the company takes card numbers itself, outside a platform's own payment page:
 * orders by phone, mail or fax, cards kept on file, numbers written down or keyed in by staff.
 */
export const CARD_NUMBERS_TAKEN_WORDS =
  /\b(?:phone|telephone|mail|fax|catalogue|catalog)[- ](?:orders?|payments?|sales?)\b|\b(?:cards?|payments?|numbers?|orders?)\b[^.;]{0,40}\b(?:by|over the|on the) (?:phone|telephone|fax)\b|\b(?:cards?|numbers?) (?:on file|stored|kept)\b|\bstored (?:credit )?cards?\b|\bkey(?:s|ed)? in (?:the )?card\b|\bMOTO\b|\bcommandes? (?:par|au) téléphone\b|\b(?:carte|numéro)s? [^.;]{0,30}(?:au dossier|par téléphone|conservée?s?)\b/iu;

/** Catalogue categories of tools that work where customers pay: at the till, in the shop, in booking messages. */
export const PAYMENT_TOUCHING_CATEGORIES: ReadonlySet<string> = new Set([
  "Point-of-sale AI",
  "Commerce AI",
  "Guest experience platform",
  "Guest messaging AI",
  "Customer service AI",
]);

/** Themes whose pilot reads customers' booking and order requests, where card details are given. */
export const PAYMENT_TOUCHING_THEMES: ReadonlySet<string> = new Set(["enquiries", "cancellations"]);
