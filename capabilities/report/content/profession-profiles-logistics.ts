import type { ProfessionProfile } from "./profession-profiles";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/** An approved assistant drafts and checks from the brokerage's own records: no prospecting database. */
const ASSISTANTS = ["Microsoft 365 Copilot Chat", "ChatGPT Business", "Google Gemini", "Claude"];

/**
 * A freight brokerage (or a 3PL that arranges truckload freight) moves its shippers' loads on
 * carriers it hires: it quotes shippers and prices spot loads, takes load tenders, sources carriers
 * on load boards (DAT, Truckstop), vets and onboards them (operating authority, insurance
 * certificates, safety records; fraud and double brokering are the trade's great risk), sends each
 * carrier a rate confirmation, tracks the load by check calls and tracking links, updates the
 * shipper, collects the proof of delivery and pays the carrier's invoice. Cross-border loads add
 * the customs paperwork it coordinates with the shipper's customs broker (it is no customs broker
 * itself). It owns no trucks and employs no drivers: no drivers' logs, hours of service,
 * telematics, fuel cards or maintenance, all the carrier's. Its people are carrier reps, account
 * managers, operations and accounts payable; its owners a President or General Manager, an
 * Operations Manager, a Carrier Relations Manager, a Director of Sales and a Controller. The cases
 * cited are the (US) Transportation Intermediaries Association's 2024 fraud survey, a writing
 * experiment and a support desk's suggested replies, each marked as another industry's where it
 * is, and one illustrative example.
 */
export const freightBrokerProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a freight brokerage",
      words: ["freight brok*", "broker*", "brokerage", "courti*", "courtage"],
    },
    {
      noun: "a third-party logistics (3PL) provider",
      words: ["3pls?", "third-party logistics", "logistique tierce partie"],
    },
  ],
  roles: {
    operations: "Operations Manager",
    customer_service: "Operations Manager",
    supply_chain: "Carrier Relations Manager",
    sales: "Director of Sales",
    marketing: "Director of Sales",
    finance: "Controller",
  },
  // A brokerage's Director of Sales runs its account managers at any size past a handful.
  workingTitles: ["Director of Sales"],

  typicalMaturity:
    "Most mid-sized brokerages run their loads, carriers and payables in a broker TMS (McLeod PowerBroker, Tai, Revenova, Aljex, Turvo), post and price loads on DAT and Truckstop, vet carriers through a monitoring service and track loads with tracking links and check calls, yet carrier reps still retype load tenders and rate confirmations from e-mail and PDF into the TMS and chase status by phone. The first gains are in that paperwork and in vetting every carrier before its first load, with a rep still accountable for every load booked and every carrier paid.",
  commonUseCases: [
    "Load tenders and rate confirmations read from e-mail and PDF into a draft load in the TMS, for a carrier rep to check",
    "Each new carrier's authority, insurance certificate and safety record checked before its first load, with signs of double brokering flagged",
    "Spot quotes drafted for shippers from the lane's past loads and load-board rates, for an account manager to set and send",
    "Shippers' status updates drafted from tracking pings and check calls, with late loads flagged before the shipper asks",
    "Carrier invoices matched to the rate confirmation and proof of delivery before payment",
  ],
  landscape: [
    {
      title: "Rate confirmations and load tenders read into the TMS",
      description:
        "AI reads each load tender and rate confirmation arriving by e-mail or PDF (shipper, stops, appointment times, equipment, rate, accessorials, carrier) into a draft load in the broker TMS, for the carrier rep to check every field against the document instead of retyping it; any field the AI was unsure of is marked for a second look.",
      priority: "High",
      industryExample:
        "A mid-sized freight brokerage sends every load tender and rate confirmation to one inbox; AI turns each into a draft load in its TMS, the carrier rep checks and saves it instead of retyping it, and the fields corrected are counted each week.",
      industryExampleSource: "Illustrative example",
      // Retyping off carrier reps' desks keeps them on carriers and shippers.
      challenges: ["improving_operational_efficiency", "attracting_and_retaining_talent"],
    },
    {
      title: "Carrier vetting before every first load",
      description:
        "Before a new carrier takes its first load, its operating authority, insurance certificate and safety record are checked against the public records and the vetting service, and any sign of fraud or double brokering (a changed phone, e-mail or bank account, a new authority, an insurance certificate that does not match) is flagged to the Carrier Relations Manager, who decides; no carrier is booked on the AI's word alone.",
      priority: "High",
      industryExample:
        "The (US) Transportation Intermediaries Association's 2024 survey of about 200 member brokers found fraud cost respondents US$402,344 on average, about US$40,760 per load affected, with unlawful brokerage scams (double brokering among them) the most common type reported (43%).",
      industryExampleSource:
        "Transportation Intermediaries Association, 'State of Fraud in the Industry' (September 2024)",
      challenges: ["managing_costs_and_protecting_margins"],
    },
    {
      title: "Spot quotes drafted from the lane's history and load-board rates",
      description:
        "A shipper's quote request is read from e-mail and a draft quote prepared from the lane's past loads in the TMS and current load-board rates, with the carrier cost and margin shown, for the account manager to set the rate and send; no quote goes out on the AI's rate alone.",
      priority: "Medium",
      ...WRITING_STUDY,
      caseFrom: {
        industry: "office professionals of several occupations",
        transfers:
          "drafting a reply from records a person then checks is the same writing work in a brokerage",
      },
      challenges: ["growing_revenue_in_a_competitive_market", "making_faster_datadriven_decisions"],
    },
    {
      title: "Track-and-trace updates drafted for shippers",
      description:
        "Tracking pings and check-call notes on each load are turned into a status update for the shipper, and loads running late are flagged to the operations team before the shipper asks; a person checks and sends every update, and drivers are tracked only through the carrier's agreement for that load.",
      priority: "Medium",
      ...SUPPORT_STUDY,
      caseFrom: {
        industry: "a software company's support desk",
        transfers:
          "a reply prepared for a person to check and send is the same help to the rep who answers a shipper",
      },
      challenges: ["improving_the_customer_experience"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Load tenders and rate confirmations read from e-mail and PDF into a draft load in the TMS, for the carrier rep to check every field before it is saved",
          work: "automation",
          department: "operations",
          owner: "Operations Manager",
          impact: "Loads entered in minutes instead of retyped; track the fields corrected.",
        },
      ],
      measure: {
        metric:
          "minutes to enter each rate confirmation or load tender in the TMS, and the fields corrected afterwards",
        baseline:
          "For two weeks, log each rate confirmation and load tender: when it arrived, when the load was in the TMS, and the corrections made afterwards",
        target:
          "Half the minutes per rate confirmation, with no more corrections than today and every load still checked by a carrier rep",
        dependsOn:
          "Load tenders and rate confirmations sent to one shared inbox, and the TMS fields each one fills agreed with the Operations Manager",
        owner: "Operations Manager",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Each new carrier's operating authority, insurance certificate and safety record checked before its first load, with a changed contact, bank account or authority flagged to the Carrier Relations Manager as possible double brokering",
          work: "checking",
          department: "operations",
          owner: "Carrier Relations Manager",
          impact: "No load given to a carrier the checks flagged; track the flags and any losses.",
        },
        {
          application:
            "Carrier invoices matched to the rate confirmation and proof of delivery before payment, with any difference (detention, lumper, a changed rate) flagged to accounts payable",
          work: "checking",
          department: "finance",
          owner: "Controller",
          impact: "Fewer carrier invoices paid wrong or twice; track the differences caught.",
        },
      ],
      tools: ASSISTANTS,
      measure: {
        metric:
          "hours to vet each new carrier, and loads lost to fraud, double brokering or a payment to the wrong account",
        baseline:
          "From the last six months, count the carriers onboarded, the hours each took to vet, and every load double brokered, stolen or paid to the wrong account",
        target:
          "Every new carrier vetted before its first load in half the hours, and no load given to a carrier the checks flagged",
        dependsOn:
          "The vetting checklist (authority, insurance, safety record, contacts, banking details) written down and each carrier's file kept in one place",
        owner: "Carrier Relations Manager",
      },
    },
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "Shippers' quote requests read from e-mail and a draft spot quote prepared from the lane's past loads and load-board rates, for the account manager to set the rate and send",
          work: "drafting",
          department: "sales",
          owner: "Director of Sales",
          impact: "Quotes back to shippers sooner; track the share that become loads.",
        },
      ],
      tools: ASSISTANTS,
      measure: {
        metric:
          "hours from a shipper's quote request to the quote sent, and the share of quotes won",
        baseline:
          "For four weeks, log each quote request: when it arrived, when the quote went out, the rate quoted and whether the load was won",
        target:
          "Quotes out within the hour on the pilot lanes, with the share won held or better and every rate set by an account manager",
        dependsOn:
          "Past loads' shipper rates and carrier costs by lane in the TMS, and the load-board rate data the reps already use",
        owner: "Director of Sales",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Shippers' status updates drafted from tracking pings and check-call notes on each load, for the operations team to check and send, with late loads flagged before the shipper asks",
          work: "drafting",
          department: "customer_service",
          owner: "Operations Manager",
          impact: "Fewer check calls and shippers told of a late load first; track both.",
        },
      ],
      tools: ASSISTANTS,
      measure: {
        metric: "check calls made per load, and late loads the shipper heard of from you first",
        baseline:
          "For two weeks, log the check calls made per load and, for every late load, whether the shipper heard first from you or had to ask",
        target:
          "Half the check calls per load, and every late load told to the shipper before they ask",
        dependsOn:
          "Tracking turned on for the pilot loads, with each carrier told at booking that the load is tracked and for what",
        owner: "Operations Manager",
      },
    },
    making_faster_datadriven_decisions: {
      applications: [
        {
          application:
            "Margin by lane, shipper and carrier from the TMS, with questions answered in plain language",
          work: "analysis",
          department: "executive",
          impact: "Decisions on lanes, shippers and carriers from this month's margins.",
        },
      ],
      measure: {
        metric: "working days after month-end until margin by lane, shipper and carrier is known",
        baseline:
          "For the last three month-ends, note the day margin by lane, shipper and carrier was ready and the hours it took",
        target:
          "Margin by lane, shipper and carrier ready within two working days of month-end, from the TMS's own figures",
        dependsOn:
          "Every load's shipper rate, carrier cost and accessorials recorded in the TMS before the month closes",
        owner: "Controller",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "New carrier reps' questions answered from the brokerage's own written procedures (the vetting checklist, rate confirmation terms, the check-call routine), with a senior rep checking their bookings until they work alone",
          work: "answering",
          department: "operations",
          owner: "Operations Manager",
          impact: "New reps booking loads alone sooner; track the weeks it takes.",
        },
      ],
      measure: {
        metric: "weeks until a new carrier rep books loads without a senior rep checking",
        baseline:
          "From the last year's hires, note the weeks each new rep took to book loads without a senior rep checking",
        target:
          "New reps booking alone in a third fewer weeks, with every booking still checked until they do",
        dependsOn:
          "The vetting checklist, rate confirmation terms and check-call routine written down in one place",
        owner: "Operations Manager",
      },
    },
  },
};
