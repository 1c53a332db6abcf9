import type { ProfessionProfile } from "./profession-profiles";
import { DONOR_RETENTION_STUDY } from "./profession-profiles-community";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A performing-arts organisation's own work, which is no social-services charity's and no
 * company's: subscriptions and single tickets sold through its box office, donors thanked and
 * kept (annual fund, major gifts, legacy), grant applications and final reports to the Canada
 * Council for the Arts, its provincial arts council and its city, programme notes and the season
 * brochure, front-of-house and volunteers. No clients, case notes, programs for participants or
 * gross margin. Donors' and subscribers' records stay in the box office system it runs: the
 * pilots draft what carries no one's details, and names, seats and gifts are merged there. The
 * CRA's charity rules, CASL, privacy law and its artists' unions govern it (regulators-arts.ts).
 */
export const performingArtsProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "an orchestra",
      words: ["orchestras?", "symphon(?:y|ies)", "philharmonic", "orchestres?", "symphonique"],
    },
    { noun: "an opera company", words: ["opera", "opéra"] },
    { noun: "a dance company", words: ["dance compan(?:y|ies)", "ballet", "compagnies? de danse"] },
    {
      noun: "a theatre company",
      words: ["theatre", "theater", "théâtre", "troupes? de théâtre"],
    },
    { noun: "a choir", words: ["choirs?", "chorus", "choral", "chœurs?", "chorales?"] },
    { noun: "an arts festival", words: ["festivals?"] },
  ],
  roles: {
    operations: "General Manager",
    product: "General Manager",
    customer_service: "Box Office Manager",
    sales: "Marketing Manager",
    marketing: "Marketing Manager",
    finance: "Finance Manager",
    hr: "General Manager",
    supply_chain: "General Manager",
  },
  // A small company's Director of Development and Music Director are its working managers.
  workingTitles: ["Director of Development", "Music Director", "Artistic Director"],
  approval: {
    body: "The board of directors",
    scope: "donors', subscribers' or ticket buyers' personal information",
  },
  // Donors are thanked and kept, never prospected from a bought list.
  otherWork: ["Sales prospecting"],
  typicalMaturity:
    "Most orchestras, theatre and dance companies sell subscriptions and single tickets and often keep their donors in one box office system (Tessitura, Spektrix or AudienceView), raise much of their revenue from donors, grants and sponsors, and write grant applications and final reports to the Canada Council for the Arts, their provincial arts council and their city every year. Few have a written AI policy; the first gains are in the office (subscription renewals, grant reports, programme notes, donor acknowledgements), with donors' and subscribers' records kept in the box office system, and no recording, voice or likeness of the musicians or other artists used in an AI tool unless their union's agreement allows it.",
  commonUseCases: [
    "Subscription renewal letters and e-mails drafted by series, with names, seats and prices merged in the box office system",
    "Grant applications and final reports drafted from the organisation's own past applications and season figures, to each funder's questions and deadlines",
    "Donor acknowledgement letters and stewardship reports drafted by gift level, with names and gifts merged in the donor system",
    "Programme notes, the season brochure and event copy drafted for the artistic staff to check",
    "Box office and front-of-house questions answered from approved answers, checked by box office staff",
  ],
  landscape: [
    {
      title: "Subscription renewals won back before the season",
      description:
        "Subscribers who have not renewed are listed in the box office system by series and seat; AI drafts renewal letters and e-mails by series and subscriber type from the season brochure, with names, seats and prices merged in the box office system, for the Marketing Manager to check and the box office to follow up by phone; e-mails go only to subscribers whose consent is on file.",
      priority: "High",
      industryExample:
        "A mid-sized arts organisation lists, from its box office system, the subscribers who have not renewed by the early-renewal date; AI drafts a renewal letter for each series from the season brochure, the system merges names and seats, and the box office calls the subscribers of longest standing who still have not renewed.",
      industryExampleSource: "Illustrative example",
      challenges: ["growing_revenue_in_a_competitive_market", "improving_the_customer_experience"],
    },
    {
      title: "Grant applications and final reports drafted from your own records",
      description:
        "Applications and final reports to the Canada Council for the Arts, the provincial arts council and the city are drafted from the organisation's own past applications, season programme, attendance and financial figures, to each funder's questions, word limits and deadline, for the Director of Development to check every figure before it is submitted.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: ["improving_operational_efficiency", "making_faster_datadriven_decisions"],
    },
    {
      title: "Donors thanked and kept",
      description:
        "Acknowledgement letters and stewardship reports are drafted by gift level and from the season's programme, with each donor's name, gift and history merged in the donor system so none of it goes into the AI tool, for the Director of Development to personalise and sign; every official donation receipt is still issued by the system, never written by AI.",
      priority: "Medium",
      ...DONOR_RETENTION_STUDY,
      challenges: [
        "growing_revenue_in_a_competitive_market",
        "managing_costs_and_protecting_margins",
      ],
    },
    {
      title: "Programme notes and season copy drafted for the artistic staff to check",
      description:
        "Programme notes, the season brochure, event pages and social posts are drafted from the artistic staff's notes, past programmes and the season plan, for them to check every fact about the works and the artists before print.",
      priority: "Medium",
      ...WRITING_STUDY,
      challenges: ["managing_costs_and_protecting_margins", "attracting_and_retaining_talent"],
    },
    {
      title: "Box office questions answered sooner",
      description:
        "Patrons' e-mails and voicemails about exchanges, parking, accessibility and performance times are sorted and replies drafted from the organisation's approved answers, for box office staff to check and send; no patron's account or card details go into the tool.",
      priority: "Medium",
      ...SUPPORT_STUDY,
      challenges: ["improving_the_customer_experience", "improving_operational_efficiency"],
    },
  ],
  challenges: {
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "Subscription renewal letters and e-mails drafted by series and subscriber type, with names, seats and prices merged in the box office system, and subscribers who have not renewed listed there for the box office to call, for the Marketing Manager to check before they go out",
          work: "drafting",
          department: "marketing",
          owner: "Marketing Manager",
          impact: "More of last season's subscribers renewing; track renewals by series each week.",
        },
        {
          application:
            "Donor acknowledgement letters and stewardship reports drafted by gift level, with each donor's name, gift and history merged in the donor system, for the Director of Development to personalise and sign",
          work: "drafting",
          department: "sales",
          owner: "Director of Development",
          impact: "More of last year's donors giving again.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "share of last season's subscribers who renew for the next season",
        dependsOn:
          "Subscribers' renewal history and consent to e-mail kept in the box office system, with the renewal letters merged there",
        baseline:
          "From the box office system, count last season's subscribers and how many renewed, for each of the last three seasons",
        target:
          "5 points more of last season's subscribers renewing, with every renewal letter checked by a person and e-mailed only to subscribers whose consent is on file",
        owner: "Marketing Manager",
      },
    },
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Grant applications and final reports to the Canada Council for the Arts, the provincial arts council and the city drafted from the organisation's own past applications, season programme and figures, for the Director of Development to check every figure before submission",
          work: "drafting",
          department: "operations",
          owner: "Director of Development",
          impact: "Fewer hours per application and final report, and no deadline missed.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "hours per grant application or final report",
        dependsOn:
          "Past applications, final reports, the season's attendance and financial figures and each funder's deadlines in one shared folder the organisation controls",
        baseline:
          "For the next three grant applications or final reports, log the hours from first draft to submission",
        target:
          "Half the hours per application or final report, every figure checked against the season's records, and no deadline missed",
        owner: "Director of Development",
      },
    },
    making_faster_datadriven_decisions: {
      applications: [
        {
          application:
            "Single-ticket and subscription sales by performance compared with past seasons, and audience-survey comments summarised by theme, for the General Manager and Marketing Manager to read before planning the next season's marketing",
          work: "analysis",
          department: "marketing",
          owner: "Marketing Manager",
          impact:
            "Each performance's sales and audience comments read within days, not at season's end.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "working days from a performance to its sales and audience-survey summary",
        dependsOn:
          "Sales reports exported from the box office system by performance, and survey answers kept without names",
        baseline:
          "Time the last three post-performance summaries, from the performance to the summary reaching the General Manager",
        target:
          "Each performance's summary within three working days, with every figure taken from the box office reports",
        owner: "Marketing Manager",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Patrons' e-mails and voicemails about exchanges, parking, accessibility and performance times sorted and replies drafted from the approved answers, for box office staff to check and send, with no patron's account or card details in the tool",
          work: "drafting",
          department: "customer_service",
          owner: "Box Office Manager",
          impact: "Patrons answered sooner; track the time to a first reply.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "median time to a first reply to a patron's e-mail or voicemail",
        dependsOn:
          "Exchange, refund, accessibility and venue policies written down as approved answers",
        baseline:
          "For two weeks of the season, time the first reply to each patron's e-mail and voicemail",
        target: "First replies within a working day, every reply still sent by box office staff",
        owner: "Box Office Manager",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Programme notes, the season brochure and event copy drafted from the artistic staff's notes, past programmes and the season plan, for the artistic staff to check every fact before print",
          work: "drafting",
          department: "marketing",
          owner: "Marketing Manager",
          impact: "Fewer staff and freelance hours per programme; track them each programme.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "staff and freelance hours per programme and its marketing copy",
        dependsOn: "Past programmes, notes and the season plan in one shared folder",
        baseline:
          "For the next four programmes, log the hours spent on each programme's notes and marketing copy",
        target:
          "A third fewer hours per programme, with every note checked by the artistic staff before print",
        owner: "Marketing Manager",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Front-of-house volunteers' schedules drafted from the performance calendar and their availability, with reminders drafted, for the General Manager to confirm",
          work: "scheduling",
          department: "operations",
          owner: "General Manager",
          impact: "No performance short of ushers; track staff hours spent filling shifts.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric:
          "performances short of front-of-house volunteers, and staff hours a month filling shifts",
        dependsOn: "Volunteers' availability and the performance calendar kept in one shared place",
        baseline:
          "From last season, count the performances short of volunteers, and for four weeks log the staff hours spent filling shifts",
        target:
          "No performance short of volunteers, with a third fewer staff hours spent filling shifts",
        owner: "General Manager",
      },
    },
  },
};
