import { COPILOT_EXPERIMENT } from "./industries-knowledge";
import type { ProfessionProfile } from "./profession-profiles";

/**
 * A managed IT services provider runs its clients' IT: technicians work tickets in a PSA
 * (ConnectWise, Autotask, HaloPSA), reach clients' machines through an RMM (NinjaOne, Datto,
 * Kaseya) and keep clients' credentials and configurations in a documentation platform (IT
 * Glue). It builds no product: no sprints, product documentation, churn on product usage or VP
 * Engineering. Its AI risk is the access it holds to every client at once.
 */
export const managedItProfile: ProfessionProfile = {
  roles: {
    operations: "Service Delivery Manager",
    product: "Service Delivery Manager",
    customer_service: "Service Desk Manager",
    supply_chain: "Service Delivery Manager",
    sales: "Account Manager",
  },
  titles: { "IT Manager": "Service Delivery Manager" },
  typicalMaturity:
    "Managed IT services providers are early and heavy users: technicians already write scripts and fixes with AI assistants, and PSA, RMM and documentation vendors now ship AI features. The open questions are what client data may enter which tool, and how much access an AI feature in the PSA or RMM may have across every client at once.",
  commonUseCases: [
    "Tickets triaged in the PSA and replies drafted for the technician to send",
    "Client documentation searched in plain language, with access by role",
    "RMM alerts grouped so technicians see incidents, not noise",
    "Scripts written and reviewed faster with a coding assistant",
    "Quarterly client reviews drafted from tickets and service levels",
  ],
  landscape: [
    {
      title: "Tickets triaged and replies drafted in the PSA",
      description:
        "AI reads each new ticket, sets its client, type and priority in the PSA, finds similar past tickets and the client's documentation, and drafts the reply for the technician to check and send, so technicians spend their time fixing rather than sorting.",
      priority: "High",
      industryExample:
        "A 2023 study of 5,179 customer-support agents found that an AI assistant suggesting replies raised issues resolved per hour by 14% on average, and by 34% for the newest agents.",
      industryExampleSource:
        "Brynjolfsson, Li and Raymond, 'Generative AI at Work', NBER Working Paper 31161 (2023)",
      challenges: [
        "scaling_customer_support_without_growing_headcount",
        "hiring_and_retaining_senior_engineering_talent",
      ],
    },
    {
      title: "Scripts and automations written and reviewed faster",
      description:
        "Technicians write PowerShell and RMM scripts with a coding assistant under a business account, and a senior technician reviews each before it runs on a client's machines.",
      priority: "Medium",
      ...COPILOT_EXPERIMENT,
      challenges: [
        "shipping_product_features_faster_than_competitors",
        "hiring_and_retaining_senior_engineering_talent",
      ],
    },
    {
      title: "Client credentials and remote access kept to least privilege",
      description:
        "Any AI feature in the PSA, RMM or documentation platform gets only the access its task needs, client credentials stay out of AI tools the client contracts do not cover, and every automated action on a client's machine is approved by a technician.",
      priority: "High",
      industryExample:
        "In July 2021 attackers used a flaw in Kaseya's VSA remote-management software to push ransomware through about 60 managed service providers to up to 1,500 of their clients' businesses.",
      industryExampleSource: "Kaseya, 'Updates Regarding VSA Security Incident' (July 2021)",
      challenges: ["keeping_up_with_security_and_compliance_demands"],
    },
    {
      title: "RMM alert noise cut, and licence waste found",
      description:
        "AI groups the RMM's alerts into incidents and closes the known harmless ones with a note, and compares each client's Microsoft 365 and cloud licences with the users who actually sign in.",
      priority: "Medium",
      industryExample:
        "A managed services provider groups its RMM's alerts by client and cause each morning, closes known harmless ones with a note for review, and sends each client a monthly list of licences nobody has used for 60 days.",
      industryExampleSource: "Illustrative example",
      challenges: ["controlling_rising_cloud_infrastructure_costs"],
    },
    {
      title: "Client reviews drafted from tickets and service levels",
      description:
        "AI drafts each client's quarterly review from its tickets, response times, open risks and licence changes, for the account manager to correct before the meeting, so problems are raised before a client thinks of leaving.",
      priority: "Medium",
      industryExample:
        "Microsoft reported in November 2023 that, in its studies of early Microsoft 365 Copilot users, people were 29% faster across searching, writing and summarising tasks.",
      industryExampleSource:
        "Microsoft WorkLab, 'What Can Copilot's Earliest Users Teach Us About Generative AI at Work?' (November 2023)",
      challenges: ["reducing_customer_churn_and_improving_retention"],
    },
  ],
  challenges: {
    scaling_customer_support_without_growing_headcount: {
      applications: [
        {
          application:
            "New tickets triaged in the PSA (client, type, priority) with similar past tickets and the client's documentation found, and the reply drafted for the technician to check and send",
          work: "drafting",
          department: "customer_service",
          impact: "Technicians' hours back from sorting tickets and rewriting the same replies.",
        },
      ],
      tools: [
        "Microsoft 365 Copilot",
        "Microsoft 365 Copilot Chat",
        "ChatGPT Business",
        "Claude",
        "Zendesk AI",
        "Freshdesk with Freddy AI",
      ],
      measure: {
        metric: "technician minutes per ticket spent on triage and writing replies",
        baseline:
          "For two weeks, technicians in the pilot log the minutes each ticket takes to sort and to answer, from the PSA's time entries",
        target:
          "A third fewer minutes per ticket on triage and replies, with no fall in first-contact resolution",
        dependsOn:
          "Ticket types and priorities agreed in the PSA, and client documentation current in one place",
        owner: "Service Desk Manager",
      },
    },
    keeping_up_with_security_and_compliance_demands: {
      applications: [
        {
          application:
            "Every AI feature in the PSA, RMM and documentation platform checked for the access it has, cut to what its task needs, with client credentials kept out of AI tools the client contracts do not cover",
          work: "checking",
          department: "operations",
          impact: "No AI tool with more access to clients than a technician would have.",
        },
      ],
      tools: ["Microsoft 365 Copilot", "Vanta"],
      measure: {
        metric:
          "AI features and integrations with access to client systems reviewed for least privilege",
        baseline:
          "List every AI feature and integration in the PSA, RMM and documentation platform, and the access each has to clients' systems and data",
        target:
          "Every one reviewed, its access cut to its task, and client contracts checked for where data may go",
        owner: "Service Delivery Manager",
      },
    },
    hiring_and_retaining_senior_engineering_talent: {
      applications: [
        {
          application:
            "New technicians' questions answered from the client documentation and past tickets, with the source shown and access by role",
          work: "answering",
          department: "hr",
          owner: "Service Delivery Manager",
          impact: "New technicians productive sooner, with fewer escalations to seniors.",
        },
      ],
      measure: {
        metric: "escalations to senior technicians per new technician per week",
        baseline:
          "For the last three hires, count the tickets escalated to a senior technician in their first eight weeks",
        target: "A quarter fewer escalations from new technicians in their first eight weeks",
        dependsOn: "Client documentation current and permissions set by role",
        owner: "Service Delivery Manager",
      },
    },
    shipping_product_features_faster_than_competitors: {
      applications: [
        {
          application:
            "PowerShell and RMM scripts written with a coding assistant under a business account, reviewed by a senior technician before they run on clients' machines",
          work: "coding",
          department: "operations",
          impact: "Automations delivered faster, without untested scripts on clients' machines.",
        },
      ],
      measure: {
        metric: "hours to write and test a new script or automation",
        baseline: "Log the hours on the next five scripts or automations, from request to approved",
        target: "A third fewer hours per script, with every script reviewed before it runs",
        owner: "Service Delivery Manager",
      },
    },
    controlling_rising_cloud_infrastructure_costs: {
      applications: [
        {
          application:
            "RMM alerts grouped into incidents with known harmless ones closed and noted, and clients' unused licences listed each month",
          work: "automation",
          department: "operations",
          impact: "Technicians see incidents, not noise; clients stop paying for unused licences.",
        },
      ],
      measure: {
        metric: "RMM alerts a technician handles per day",
        baseline: "Count a month of RMM alerts and the share closed with no action",
        target: "Half the alerts reaching a technician, with none missed that needed action",
        owner: "Service Delivery Manager",
      },
    },
    reducing_customer_churn_and_improving_retention: {
      applications: [
        {
          application:
            "Each client's quarterly review drafted from its tickets, response times and open risks, for the account manager to correct",
          work: "drafting",
          department: "sales",
          impact: "Problems raised with clients before they think of leaving.",
        },
      ],
      measure: {
        metric: "share of clients who renew their managed services agreement",
        baseline:
          "From the PSA's agreements, count last year's renewals and losses, with the reason",
        target: "Every client reviewed each quarter, and fewer losses than last year",
        owner: "Account Manager",
      },
    },
  },
};
