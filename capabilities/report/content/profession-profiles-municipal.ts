import type { ProfessionProfile } from "./profession-profiles";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A municipality's own work, which is no company's: the council agenda package and minutes the
 * Clerk's office prepares, building permits the chief building official decides, planning
 * applications, by-law complaints, tax and water billing under the Treasurer, residents' calls
 * and e-mails, roads and winter control under Public Works, and access requests. Its owners are
 * its own officers (CAO, Clerk, Treasurer, chief building official, Director of Public Works,
 * Planner), and council decides what commits it (regulators-municipal.ts). No customers, sales,
 * margins or subscribers.
 */
export const municipalProfile: ProfessionProfile = {
  options: ["other"],
  roles: {
    operations: "Clerk",
    customer_service: "Clerk",
    marketing: "Clerk",
    finance: "Treasurer",
    supply_chain: "Treasurer",
    sales: "Chief Administrative Officer",
    product: "Chief Administrative Officer",
    hr: "Chief Administrative Officer",
  },
  // A municipality's statutory officers and department heads, at any size.
  workingTitles: [
    "Chief Administrative Officer",
    "Chief Building Official",
    "Director of Public Works",
  ],
  typicalMaturity:
    "Most smaller municipalities run their tax and water billing, permits and records in a few municipal systems and their agendas in an agenda-management system or in Word, with a Clerk's office, a Treasurer, a chief building official and Public Works each stretched thin. Staff are often unionised (CUPE locals among them), with technology changes raised at a joint labour-management committee, and purchases above the procurement by-law's threshold go to public tender. Few have a written AI policy; the first gains are in drafting and checking (staff reports and minutes, permit applications checked for completeness, replies to residents), with council deciding and every published word checked by the officer who answers for it.",
  commonUseCases: [
    "Staff reports and minutes drafted for the council agenda package, checked by the Clerk before publication",
    "Building permit applications checked for completeness for the chief building official to decide",
    "Residents' calls and e-mails sorted and replies drafted from by-laws and council-approved answers",
    "Tax and water billing exceptions listed for the Treasurer's staff before bills go out",
    "Access requests: records found and listed for the Clerk to decide what is released",
  ],
  landscape: [
    {
      title: "The council agenda package and minutes",
      description:
        "Staff reports are drafted from the department's notes and past reports in the municipality's own format, the agenda package assembled and the minutes drafted from the meeting record, for the Clerk to check against what council decided before anything is published; closed-session matters stay out of the tool.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: ["improving_operational_efficiency", "making_faster_datadriven_decisions"],
    },
    {
      title: "Building permit applications checked for completeness",
      description:
        "Each building permit application is checked against the municipality's checklist (drawings, forms, zoning compliance, fees) and what is missing is listed for the applicant, so the chief building official reviews complete applications and makes every decision within the municipality's decision timeframe.",
      priority: "High",
      industryExample:
        "A township's building department has each new permit application checked against its completeness checklist the day it arrives, and the chief building official reviews only complete applications, every decision still the official's.",
      industryExampleSource: "Illustrative example",
      challenges: ["making_faster_datadriven_decisions", "improving_operational_efficiency"],
    },
    {
      title: "Residents' calls and e-mails answered from approved answers",
      description:
        "Residents' e-mails and service requests (roads, water, garbage, taxes, by-law complaints, permits) are sorted to the department that owns them and replies drafted from the by-laws and council-approved answers, for staff to check and send; no reply goes out unchecked.",
      priority: "Medium",
      ...SUPPORT_STUDY,
      challenges: ["improving_the_customer_experience", "improving_operational_efficiency"],
    },
    {
      title: "Tax and water billing checked before bills go out",
      description:
        "Unusual meter reads, changed assessments, returned payments and arrears are listed from the billing system before each run, for the Treasurer's staff to check, so fewer bills are corrected and re-issued.",
      priority: "Medium",
      ...WRITING_STUDY,
      challenges: ["managing_costs_and_protecting_margins", "making_faster_datadriven_decisions"],
    },
    {
      title: "Grant applications and job postings drafted from its own documents",
      description:
        "Applications to provincial and federal grant programs are drafted from council-approved plans and the asset management plan, and job postings from the position descriptions and the collective agreement, for the Treasurer or the CAO to check before anything is submitted or posted.",
      priority: "Medium",
      ...WRITING_STUDY,
      challenges: ["growing_revenue_in_a_competitive_market", "attracting_and_retaining_talent"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Staff reports and minutes for the council agenda package drafted from the department's notes, past reports and the meeting record, for the Clerk to check against what council decided before they are published",
          work: "drafting",
          department: "operations",
          owner: "Clerk",
          impact:
            "Fewer Clerk's office hours on each agenda package; track them each council cycle.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "Clerk's office hours on each council agenda package and its minutes",
        dependsOn:
          "Past agendas, staff reports and minutes in one place, and the procedure by-law's agenda deadlines written down",
        baseline:
          "For the next four council meetings, log the hours the Clerk's office spends assembling each agenda package and drafting the minutes",
        target:
          "A third fewer hours per agenda package, with every item and the minutes still checked by the Clerk before they are published",
        owner: "Clerk",
      },
    },
    making_faster_datadriven_decisions: {
      applications: [
        {
          application:
            "Building permit applications checked for completeness against the municipality's checklist, with what is missing listed for the applicant, for the chief building official to review and decide",
          work: "checking",
          department: "operations",
          owner: "Chief Building Official",
          impact:
            "Fewer incomplete applications on the chief building official's desk; track the days to a decision.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric:
          "working days from a complete building permit application to the decision, and the share decided within the municipality's decision timeframe",
        dependsOn:
          "The permit checklist and the zoning by-law's requirements written down, and every application logged with the date it became complete",
        baseline:
          "From the permit records, take the last six months' applications, the working days each took from complete application to decision and the share decided within the timeframe",
        target:
          "Every permit decided within the municipality's decision timeframe, each decision still made by the chief building official",
        owner: "Chief Building Official",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Residents' e-mails and service requests sorted to the department that owns them, with replies drafted from the by-laws and council-approved answers, for staff to check and send",
          work: "drafting",
          department: "customer_service",
          owner: "Clerk",
          impact: "Residents answered sooner; track the working days to a first reply.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "median working days to a first reply to a resident's e-mail or service request",
        dependsOn:
          "The by-laws, fees and service standards residents ask about written down as council-approved answers",
        baseline:
          "For two weeks, log each resident's e-mail and service request, the department it went to and the working days to a first reply",
        target:
          "First replies within two working days, every reply still checked and sent by staff",
        owner: "Clerk",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Unusual meter reads, changed assessments, returned payments and arrears listed from the billing system before each tax and water billing run, for the Treasurer's staff to check",
          work: "checking",
          department: "finance",
          owner: "Treasurer",
          impact: "Fewer bills corrected and re-issued; track them each billing run.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "tax and water bills corrected or re-issued per billing run",
        dependsOn: "Each correction and re-issued bill logged with its cause in the billing system",
        baseline:
          "From the last four billing runs, count the bills corrected or re-issued and their causes",
        target: "Half as many bills corrected or re-issued, every exception still checked by staff",
        owner: "Treasurer",
      },
    },
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "Applications to provincial and federal grant programs drafted from council-approved plans and the asset management plan, for the Treasurer to check before council or the CAO signs",
          work: "drafting",
          department: "finance",
          owner: "Treasurer",
          impact: "More grant intakes answered; track applications made and dollars awarded.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "grant applications submitted a year, and the dollars awarded",
        dependsOn:
          "Council-approved plans, the asset management plan and past applications in one place",
        baseline:
          "From the last two years, count the grant intakes the municipality was eligible for, the applications it made and the dollars awarded",
        target:
          "An application to every eligible intake, each checked by the Treasurer before it is signed",
        owner: "Treasurer",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Job postings and interview guides drafted from the position descriptions and the collective agreement, for the Chief Administrative Officer to check before they are posted",
          work: "drafting",
          department: "hr",
          owner: "Chief Administrative Officer",
          impact: "Vacancies posted sooner; track the days from a vacancy to an accepted offer.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "days from a vacancy to an accepted offer",
        dependsOn:
          "Current position descriptions and the collective agreement's posting rules written down",
        baseline:
          "From the last year's vacancies, take the days from each vacancy to an accepted offer",
        target:
          "A quarter fewer days to an accepted offer, every posting still checked before it goes up",
        owner: "Chief Administrative Officer",
      },
    },
  },
};
