import type { ProfessionProfile } from "./profession-profiles";

/**
 * A First Nation's development corporation works for the Nation that owns it: the Nation is no
 * outside party to consult but the owner of its data, and Chief and Council (or the board the
 * Nation appoints) approve what touches it. OCAP® (ownership, control, access and possession,
 * First Nations Information Governance Centre) is the Nation's control of its data wherever it
 * is hosted; keeping data in Canada is a separate requirement, and both may apply. Land
 * referrals, the Crown's requests for the Nation's response on activities in its territory,
 * are the natural first pilot, drafted from the Nation's own studies on systems it controls.
 */
export const nationProfile: ProfessionProfile = {
  approval: {
    body: "Chief and Council (or the board the Nation appoints)",
    scope: "the Nation's data",
  },
  // The Nation is the owner of its data, never an outside community to consult about it.
  themes: {
    indigenous: {
      title: "Keep the Nation's data in the Nation's hands",
      action:
        "Have Chief and Council (or the board the Nation appoints) approve each AI use that touches the Nation's data before it starts, keep that data in the Nation's possession and under its control as OCAP® sets out, on systems the Nation controls and hosted in Canada, and keep for people what the Nation's relationships require a person to say",
      measure: "AI uses approved by Chief and Council before they touch the Nation's data",
    },
  },
  typicalMaturity:
    "First Nations' development corporations run businesses from construction and forestry to hospitality, and many also prepare the Nation's responses to land referrals. Most meet AI through general assistants; the first question is where the Nation's data goes, since under OCAP® the Nation owns, controls, accesses and possesses it.",
  commonUseCases: [
    "Referral and consultation responses drafted from the Nation's own studies",
    "Reports to Chief and Council and the board",
    "The Nation's data kept on systems the Nation controls",
    "Members matched to jobs and training in the Nation's businesses",
    "Communications with members, in the Nation's language where it chooses",
  ],
  landscape: [
    {
      title: "Referral responses drafted from the Nation's own studies",
      description:
        "AI drafts the response to each land referral from the Nation's own traditional-use studies, maps and past responses, on systems the Nation controls; the lands team reviews every draft and the response goes out as the Nation decides.",
      priority: "High",
      industryExample:
        "Caldwell First Nation in southwestern Ontario built a web app in 2021 to sort the upwards of 25 consultation requests it received each week by protocols its own members set (sacred sites, harvesting, waterways) and to prepare reports for its Council.",
      industryExampleSource:
        "Anishinabek News, 'New app to help address high volumes of First Nation consultation requests' (April 2021)",
      challenges: ["improving_operational_efficiency", "making_faster_datadriven_decisions"],
    },
    {
      title: "The Nation's data, on the Nation's terms",
      description:
        "Before any AI tool touches the Nation's studies, referral files or members' records, Chief and Council (or the board the Nation appoints) decide which tool, where it runs and who sees the results: OCAP® means the Nation owns and controls its data wherever it is hosted, and hosting it in Canada is a further safeguard, not the same thing.",
      priority: "Medium",
      industryExample:
        "Te Hiku Media, a Māori iwi broadcaster, gathered more than 300 hours of transcribed te reo Māori from its own community in 10 days in 2018 and built speech recognition that reached 92% accuracy, keeping the recordings under the iwi's own governance rather than giving them to large technology companies.",
      industryExampleSource:
        "Wired UK on Te Hiku Media's 2018 recording campaign; Ngā Taonga Sound & Vision, 'Media collaboration to develop Māori language tools' (September 2024)",
      challenges: [],
    },
    {
      title: "Reports and opportunities for Chief and Council and the board",
      description:
        "AI drafts the monthly report on each of the Nation's businesses from their own figures, and lists contract and funding opportunities that fit them, for the CEO to check before it goes to Chief and Council or the board the Nation appoints.",
      priority: "Medium",
      industryExample:
        "A development corporation's controller asks plain-language questions of its businesses' monthly figures and sends Chief and Council a two-page report of each business's revenue, margin and members employed, checked by the CEO before it goes.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "making_faster_datadriven_decisions",
        "managing_costs_and_protecting_margins",
        "growing_revenue_in_a_competitive_market",
      ],
    },
    {
      title: "Members, jobs and communications",
      description:
        "AI drafts job postings, training matches and replies to members' questions from approved answers, in the Nation's language where the Nation chooses, with fluent speakers checking, so members hear first about work in the Nation's businesses.",
      priority: "Medium",
      industryExample:
        "The Government of Nunavut provided the language data, and Inuktitut speakers checked the results, when Microsoft added Inuktitut, spoken by about 40,000 Inuit, to Microsoft Translator in January 2021.",
      industryExampleSource:
        "Nunatsiaq News, 'Microsoft adds Inuit language to translation app' (January 2021); Microsoft, Government of Nunavut customer story (September 2022)",
      challenges: ["attracting_and_retaining_talent", "improving_the_customer_experience"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Land referral responses drafted from the Nation's own studies and past responses, on systems the Nation controls, for the lands team to review",
          work: "drafting",
          department: "operations",
          owner: "Lands Manager",
          impact: "Referrals answered before the Crown's deadline, in the Nation's own words.",
        },
      ],
      measure: {
        metric: "working days to answer a land referral",
        baseline:
          "From the referrals log, take the last three months' referrals, the working days each took to answer and the share answered before the Crown's deadline",
        target:
          "A third fewer working days per referral, with every response reviewed by the lands team before it goes",
        dependsOn:
          "The Nation's traditional-use studies and past responses on systems the Nation controls, with Chief and Council's approval for their use in the pilot",
        owner: "Lands Manager",
      },
    },
    making_faster_datadriven_decisions: {
      applications: [
        {
          application:
            "Monthly reports on the Nation's businesses drafted from their own figures, for Chief and Council and the board",
          work: "analysis",
          department: "finance",
          owner: "Controller",
          impact: "Chief and Council see this month's figures, not last quarter's.",
        },
      ],
      measure: {
        metric: "working days from month end to the report to Chief and Council",
        baseline:
          "Time the last two month-end reports, from period end to the report reaching Chief and Council or the board",
        owner: "Controller",
      },
    },
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "Contract and funding opportunities matched to the Nation's businesses, with first drafts of bids and applications for review",
          work: "drafting",
          department: "sales",
          owner: "Business Development Manager",
          impact: "More bids and applications out, at the same success rate.",
        },
      ],
      measure: {
        metric: "bids and funding applications submitted per quarter, and the share won",
        baseline:
          "Count last year's bids and funding applications, the hours each took and how many succeeded",
        target: "A third more bids and applications per quarter, at the same success rate",
        dependsOn:
          "Past bids, applications and the businesses' capability statements in one folder the corporation controls",
        owner: "Business Development Manager",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application: "Members matched to openings and training in the Nation's businesses",
          work: "recruiting",
          department: "hr",
          owner: "Employment and Training Coordinator",
          impact: "More of the businesses' openings filled by members.",
        },
      ],
      measure: {
        metric: "openings in the Nation's businesses filled by members",
        baseline: "Count last year's openings across the businesses and how many members filled",
        target: "More openings filled by members than last year",
        dependsOn:
          "Members' consent to the use of their skills and training records, kept on systems the Nation controls",
        owner: "Employment and Training Coordinator",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Replies to members' and customers' questions drafted from approved answers, for staff to send",
          work: "drafting",
          department: "customer_service",
          impact: "Faster answers, each checked by a person before it goes.",
        },
      ],
    },
  },
};
