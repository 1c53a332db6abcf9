/**
 * The words and patterns the risk rules read in the answers (capabilities/report/builtin/risk-signals.ts):
 * cross-border work, a broker's or insurer's name, shipping, a public body, an assistant for
 * customers, e-mail sent to sell, hiring, anti-money-laundering and credit work.
 */

/** Work beyond one province, said without naming a place. */
export const CROSS_BORDER =
  /\b(?:cross[- ]border|inter-?provincial|extra-?provincial|transfrontali\w*|interprovincia\w*|long[- ]haul|across (?:the )?provinces|across (?:western |eastern )?Canada|coast[- ]to[- ]coast|province to province|(?:to|into|in) other provinces|d['’]une province à l['’]autre|(?:vers|dans) d['’]autres provinces|partout au Canada)\b/i;
/** Cross-border work, as Canadian carriers say it, is work into the United States. */
export const INTO_UNITED_STATES = /\b(?:cross[- ]border|transfrontali\w*)\b/i;

/** An insurance brokerage, which sells insurers' policies and underwrites none: by its name, or its own words. */
export const BROKER_NAME =
  /\binsurance (?:brokers?|brokerage|agency)\b|\bcourtiers? (?:en |d['’])assurances?\b|\bcabinet (?:de courtage )?en assurances?\b/i;
export const BROKER_WORDS =
  /\b(?:insurance|P&C|property and casualty|general insurance) brokerage\b|\bcabinet de courtage en assurances?\b|\bcourtiers? en assurance de dommages\b/i;
/** A company name that says insurer, or investment firm. */
export const INSURER_NAME = /\b(insurance|assurance|insurer|mutual)\b/i;
export const INVESTMENT_NAME =
  /\b(wealth|invest\w*|securities|asset management|capital|advisors?|advisers?)\b/i;

export const SHIPPING =
  /\b(ship(s|ped|ping)?|shipments?|deliver(y|ies|ing)?|direct[- ]to[- ]consumer|expédi\w*|livraisons?)\b/i;

export const PUBLIC_BODY =
  /\b(school district|sd ?\d+|board of education|public schools?|health authority|municipality|city of|district of|regional district)\b/i;
export const INDEPENDENT_SCHOOL = /\b(independent|private|academy|montessori|preparatory|prep)\b/i;

export const ENQUIRIES = /enquir|support|tenant communications/i;
export const ASSISTANT_WORDS = /chat ?bot|virtual agent|assistant on (?:our|the) (?:web)?site/i;

export const OUTREACH_CHALLENGE = /\blead|acquisition|marketing|personalis(?!ing learning)/i;
export const CRMS = ["hubspot", "salesforce"] as const;
/** Words that show e-mail sent to sell: newsletters, campaigns, prospecting, follow-ups. */
export const EMAIL_MARKETING =
  /\b(?:newsletters?|e-?mail (?:marketing|campaigns?|blasts?|lists?|sequences?)|mailing lists?|(?:marketing|promotional|prospecting|follow-up|sales|outreach) e-?mails?|prospecting|cold (?:e-?mails?|outreach)|drip campaigns?|e-?blasts?|mailchimp|constant contact|klaviyo|infolettres?|courriels? (?:de )?(?:prospection|promotionnels?|marketing|de suivi)|publipostage|prospection)\b/iu;

export const HIRING_CHALLENGE = /hiring|recruit|talent/i;
export const AML_CHALLENGE = /fraud|onboarding|kyc/i;
export const AML_WORDS = /\b(kyc|anti-money laundering|aml|fraud|onboarding)\b/i;
export const CREDIT_CHALLENGE = /credit/i;
export const PAPERWORK_CHALLENGE = /paperwork|due diligence/i;
export const LLP = /\bLLP\b/i;
