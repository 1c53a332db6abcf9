import type { Theme } from "./themes";

/**
 * Themes about casework checked against someone else's rules or records (issue 34): insurance
 * pre-approvals and claims, orders checked against each province's rules, land and permit
 * referrals reviewed against a Nation's own studies. Each becomes a pilot of its own.
 */

export const caseThemes: readonly Theme[] = [
  {
    id: "insurance-approvals",
    keywords: [
      "predeterminations?",
      "pre-determinations?",
      "pre-authori[sz]ations?",
      "preauthori[sz]ations?",
      "prior authori[sz]ations?",
      "insurance claims?",
      "insurance forms?",
      "claim rejections?",
      "rejected claims?",
      "denied claims?",
      "prior approvals?",
      "pre-approvals?",
      "preapprovals?",
      "funder approvals?",
      "funding approvals?",
      "approvals? from (the |our |each )?funders?",
      "(the |our )?funders? (needs?|requires?|must) (\\w+ ){0,3}approv\\w*",
      "prédéterminations?",
      "autorisations? préalables?",
      "approbations? préalables?",
      "accords? préalables?",
      "réclamations? (d'|aux )assurances?",
    ],
    ambiguous: {
      words: [
        "insurance",
        "insurers?",
        "assurances?",
        "assureurs?",
        "funders?",
        "payers?",
        "bailleurs? de fonds",
        "payeurs?",
      ],
      context: [
        "approv*",
        "approbation*",
        "autoris*",
        "pre-approv*",
        "reject*",
        "denied",
        "denial*",
        "back and forth",
        "resubmit*",
        "refus*",
      ],
    },
    // The French verb is no payer: « nos clients refusent de payer » (review r25).
    unless: ["(de|à|pour|sans|d'en) payer", "payer (pour|les|le|la|des|un|une)"],
    placement: "roadmap",
    // Claim approvals chosen as a challenge are this work: one pilot, one owner.
    joins: ["improving_billing_accuracy_and_claim_approvals"],
    title: "Send pre-approvals and claims complete the first time",
    name: "pre-approvals and claims to funders and insurers",
    action:
      "Have an assistant assemble each pre-approval or claim from the record, the codes, the quote and the attachments the funder or insurer asks for, and check it against that payer's rules before a person submits it",
    owner: "Office Manager",
    ownerIn: { healthcare: "Clinic Operations Manager" },
    measure:
      "working days from request to the funder's or insurer's approval, and submissions returned for missing information",
    pilot: {
      baseline:
        "For the last 30 pre-approvals or claims, record the working days from request to the funder's or insurer's answer and how many came back for missing information",
      target:
        "Half as many returned for missing information, and the payer's answer two working days sooner on average",
    },
  },
  {
    id: "rules-checks",
    keywords: [
      "interprovincial shipping",
      "shipping rules",
      "liquor (laws?|rules)",
      "regulatory maze",
      "maze of rules",
      "(each|every) (province|state|country) has (its|their) own rules",
      "(each|every) (province|state|country)'s (own )?rules",
      "rules (for|of|in) (each|every) (province|state|country)",
      "chaque province a ses propres règles",
      "règles de chaque province",
    ],
    ambiguous: {
      words: ["rules", "règles", "restrictions"],
      context: [
        "by hand",
        "manually",
        "check*",
        "province*",
        "ship*",
        "à la main",
        "vérifi*",
        "expédi*",
      ],
    },
    placement: "roadmap",
    title: "Check the work against the rules it must meet",
    name: "checking work against the rules",
    action:
      "Write the rules down once, by province, service and customer, and have an assistant check each piece of work against them before it goes out, with a person clearing every item it flags",
    owner: "Operations Manager",
    department: "operations",
    measure:
      "staff hours a week checking work against the rules, and items held or sent back for a rule missed",
    pilot: {
      baseline:
        "For four weeks, log the items checked by hand against the rules, the minutes each takes, and any held or sent back for a rule missed",
      target: "Half the checking time, with nothing going out against a rule",
    },
    // Orders ship only where the words show goods that ship; applications filed with a
    // government are checked against rules that change.
    settings: [
      {
        words: [
          "immigration",
          "ircc",
          "lmias?",
          "permits? applications?",
          "visa applications?",
          "submissions?",
          "filings?",
          "dossiers? d'immigration",
          "demandes? de permis",
        ],
        title: "Check each file against the current rules before it is filed",
        name: "checking files against the current rules",
        action:
          "Write the rules each kind of file must meet down once, with the date each last changed, and have an assistant check each file against the current version before it is filed, with a person clearing every point it flags",
        measure:
          "staff hours a week checking files against the rules, and files returned or refused for a rule missed",
        pilot: {
          baseline:
            "For four weeks, log the files checked against the rules, the minutes each takes, and any returned or refused for a rule missed or out of date",
          target: "Half the checking time, with no file filed against an out-of-date rule",
        },
      },
      {
        words: ["ship*", "orders?", "liquor", "wine*", "expédi*", "commandes?"],
        title: "Check each order against the rules it must meet",
        name: "checking orders against the rules",
        action:
          "Write the rules down once, by province, product and customer, and have the order system or an assistant check each order against them before it ships, with a person clearing every order it flags",
        measure:
          "staff hours a week checking orders against the rules, and orders held or returned for a rule missed",
        pilot: {
          baseline:
            "For four weeks, log the orders checked by hand against the rules, the minutes each takes, and any held, refused or returned for a rule missed",
          target: "Half the checking time, with no order shipped against a rule",
        },
      },
    ],
  },
  {
    id: "referral-reviews",
    keywords: [
      "land referrals?",
      "consultation referrals?",
      "permit referrals?",
      "referral responses?",
      "referral reviews?",
      "consultation requests?",
      "referrals? from the province",
      "demandes? de consultation",
    ],
    ambiguous: {
      words: ["referrals?"],
      context: [
        "land*",
        "permit*",
        "province",
        "crown",
        "proponents?",
        "territor*",
        "consultation",
        "forestry",
        "mining",
        "traditional*",
      ],
    },
    unless: [
      "referral letters?",
      "referrals? (to|from) (a |the )?specialists?",
      "patient referrals?",
      "customer referrals?",
      "client referrals?",
    ],
    placement: "roadmap",
    title: "Prepare each referral review from your own records",
    name: "preparing referral reviews",
    action:
      "Keep the studies, maps and past responses in one searchable library under your own control, and have an assistant draft each referral's first summary of what it overlaps, for the people who hold the knowledge to review and decide",
    owner: "Lands Manager",
    measure: "working days from referral received to response sent, and staff hours per review",
    pilot: {
      baseline:
        "For the last ten referrals, record the working days from receipt to response and the staff hours each review took",
      target:
        "A first draft of each review within two working days and every referral answered by its deadline, with every judgment still made by the people who hold the knowledge",
    },
  },
];
