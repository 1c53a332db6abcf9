import { FUNERAL_HOME_WORDS_FR } from "./funeral-words";
import type { ProfessionProfile } from "./profession-profiles";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A funeral home's own work (review r20): the arrangement conference with the family, the
 * contract and statement of goods and services that follow it, the obituary and the service
 * notices, the family kept informed from the first call to the service, and pre-arranged
 * (pre-need) plans whose contracts and trust money the province's funeral regulator governs
 * (regulators-kinds.ts). A licensed funeral director checks everything a family or the public
 * reads; no AI speaks to a family on its own. The cases cited are studies of work done everywhere
 * (drafting, answering questions), marked as such, and one illustrative example.
 */
export const funeralHomeProfile: ProfessionProfile = {
  // Under Retail a funeral home reads the option's neutral words: its challenges are a store's.
  options: ["other"],
  kinds: [
    {
      noun: "a funeral home",
      words: [
        "funeral*",
        "mortuary",
        "crematori*",
        "cremation services?",
        ...FUNERAL_HOME_WORDS_FR,
      ],
      signature: ["arrangement conferences?", "pre-need", "preneed", "service notices?"],
    },
  ],
  roles: {
    operations: "Managing Funeral Director",
    product: "Managing Funeral Director",
    customer_service: "Funeral Director",
    sales: "Managing Funeral Director",
    marketing: "Managing Funeral Director",
    finance: "Managing Funeral Director",
    hr: "Managing Funeral Director",
  },
  typicalMaturity:
    "Most funeral homes keep each family's file in a funeral home management system or on paper, post obituaries on their own website, and write arrangements, contracts, obituaries and service notices by hand, often in the evening after the day's services. Few have tried generative AI at work; the first gains are in the writing that follows each arrangement, with a licensed funeral director checking every word a family or the public will read.",
  commonUseCases: [
    "Arrangement conferences prepared from the first call's notes and the price list",
    "Obituaries and service notices drafted from the family's own words, for the director to check with the family",
    "Updates to families between the first call and the service, drafted for staff to check and send",
    "Pre-arranged (pre-need) plans explained in plain language, with the contract itself on the regulator's terms",
  ],
  landscape: [
    {
      title: "Arrangement conferences prepared before the family arrives",
      description:
        "From the first call's notes, the family's stated wishes, any pre-arranged plan on file and the price list, an approved assistant prepares the conference checklist, the documents to sign and a draft statement of goods and services, so the funeral director's time goes to the family; the director checks every item and price before the family sees it. Kept in one record, the same arrangements show each month the calls taken, the services chosen and the time each took, for decisions on staffing and prices.",
      priority: "High",
      industryExample:
        "A funeral home prepares each arrangement conference from the first call's notes and the price list; the director checks the draft statement and the checklist before the family arrives, and logs the minutes spent preparing.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "improving_operational_efficiency",
        "managing_costs_and_protecting_margins",
        "making_faster_datadriven_decisions",
      ],
    },
    {
      title: "Obituaries and service notices drafted from the family's words",
      description:
        "The obituary, the service notice and the memorial folder text are drafted from the arrangement record and the family's own words, for the funeral director to check every name, date and place with the family before anything is posted, printed or sent to a newspaper.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: ["improving_the_customer_experience", "attracting_and_retaining_talent"],
    },
    {
      title: "Families kept informed between the first call and the service",
      description:
        "Updates on times, places, documents still needed and what to bring are drafted from the arrangement record in the home's approved wording for staff to check and send; a family's questions are answered by a person, never by a chatbot.",
      priority: "Medium",
      ...SUPPORT_STUDY,
      challenges: ["improving_the_customer_experience"],
    },
    {
      title: "Pre-arranged plans explained in plain language",
      description:
        "Plain-language summaries of the home's pre-arranged (pre-need) options and follow-ups after an enquiry are drafted for the licensed staff who sell them to check; the contract, the disclosures and the money held in trust follow the province's funeral rules, never an AI draft.",
      priority: "Medium",
      ...WRITING_STUDY,
      challenges: ["growing_revenue_in_a_competitive_market"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Each arrangement conference prepared from the first call's notes, the family's wishes and the price list (checklist, documents to sign, a draft statement of goods and services), for the funeral director to check",
          work: "drafting",
          department: "operations",
          owner: "Managing Funeral Director",
          impact:
            "Less director time before each arrangement conference; track the minutes per conference.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "funeral director minutes preparing each arrangement conference",
        dependsOn:
          "The first-call sheet and the price list kept current in {system}, and a rule that families' and the deceased's details go into no tool but the approved one",
        baseline:
          "For four weeks, have each director log the minutes spent preparing each arrangement conference, before the family arrives",
        target:
          "A quarter fewer minutes preparing each arrangement conference, with every statement still checked by a licensed funeral director",
        owner: "Managing Funeral Director",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Obituaries and service notices drafted from the arrangement record and the family's own words, for the funeral director to check with the family before they are posted or sent",
          work: "drafting",
          department: "customer_service",
          owner: "Funeral Director",
          impact:
            "Obituaries approved by the family sooner; track the hours from the arrangement conference.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "hours from the arrangement conference to the obituary the family approves",
        dependsOn:
          "Each family's approval of the obituary recorded before it is posted, and the home's obituary and notice templates agreed by the directors",
        baseline:
          "For the last 20 arrangements, take the time of the conference and the time the family approved the obituary from the file or the e-mails",
        target:
          "Obituaries approved within a day of the arrangement conference, with every one still read by the family before it is posted",
        owner: "Funeral Director",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Every notice, folder and statement checked against the arrangement record before it goes out (names, dates, times, places, prices), so an error is caught before the family or the newspaper sees it",
          work: "checking",
          department: "operations",
          owner: "Managing Funeral Director",
          impact:
            "Fewer corrections, reprints and notices paid for twice; track the errors found after release.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric:
          "errors in obituaries, service notices, folders and statements found after the family or the public saw them",
        dependsOn:
          "Each correction logged with what was wrong and what it cost (a reprint, a second newspaper notice, a credit to the family)",
        baseline:
          "From the last three months' files, count the obituaries, notices, folders and statements corrected after release, and what each correction cost",
        target: "Half as many errors found after release, and none in a name, a date or a price",
        owner: "Managing Funeral Director",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "The evening writing after each service (obituaries, notices, death registration forms, follow-up letters) drafted for the directors to check, so it no longer falls outside the working day",
          work: "drafting",
          department: "hr",
          owner: "Managing Funeral Director",
          impact: "Fewer evening hours for the directors; track them each week.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "funeral director hours a week spent writing outside scheduled hours",
        dependsOn:
          "The writing each director does after hours listed, with what a director must still write and sign",
        baseline:
          "For four weeks, have each director log the hours spent after scheduled hours on obituaries, notices, forms and letters",
        target:
          "A third fewer after-hours writing hours, with every document still checked by a licensed director",
        owner: "Managing Funeral Director",
      },
    },
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "Plain-language summaries of the pre-arranged (pre-need) options and follow-ups after each enquiry, drafted for the licensed staff who sell them to check and send",
          work: "drafting",
          // A family planning ahead, not a sales pipeline: no sales-engagement tool.
          department: "customer_service",
          owner: "Managing Funeral Director",
          impact:
            "More pre-need enquiries followed up within a day; track enquiries and plans signed.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "pre-need enquiries followed up within a day, and plans signed a quarter",
        dependsOn:
          "The pre-need options and their disclosures approved as the province's funeral rules require, and each enquiry logged in {system}",
        baseline:
          "From the last two quarters, count the pre-need enquiries, the days each waited for a follow-up and the plans signed",
        target:
          "Every pre-need enquiry followed up within a day, and more plans signed than in the same quarter last year",
        owner: "Managing Funeral Director",
      },
    },
  },
};
