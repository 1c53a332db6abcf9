import type { ProfessionProfile } from "./profession-profiles";

/**
 * A field-service contractor (landscaping, snow clearing, pest control, HVAC and
 * plumbing service) quotes jobs, routes crews to clients' properties and records what was done
 * with notes and photos. For a snow contractor snow is the work, not a disruption: an overnight
 * snowfall means routes built by priority before dawn. Crews often speak another language
 * first, so safety and job instructions must be in words they understand, checked by a
 * bilingual crew lead.
 */
export const fieldServiceProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a landscaping and snow-clearing contractor",
      words: ["snow clearing", "snow removal", "snow plowing", "plow routes?", "déneigement"],
    },
    { noun: "a landscaping contractor", words: ["landscaping", "landscapers?", "paysag*"] },
    { noun: "a pest control company", words: ["pest control", "extermina*"] },
  ],
  roles: { operations: "Operations Manager" },
  themes: {
    "weather-disruption": {
      title: "Build the snow routes by priority when it snows",
      name: "building snow routes by priority",
      action:
        "When snow is forecast, have an assistant draft the night's plow and salting routes from the client list by priority (hospitals, emergency access and contract times first), crews and trucks available and last storm's times, for the owner to confirm before crews roll, as you wrote: {words}",
      measure:
        "hours to build the night's routes, and priority sites cleared by their contract time",
      pilot: {
        baseline:
          "For the next three snowfalls, log the hours spent building routes and the time each priority site was cleared against its contract time",
        target:
          "Routes ready in half the time, and every priority site cleared by its contract time",
      },
    },
  },
  typicalMaturity:
    "Field-service contractors schedule, quote and invoice in a system such as Jobber, ServiceTitan or Housecall Pro, while quotes, routes and crew instructions are still worked out by the owner or office in the evenings. The first gains are in that evening work, with the owner confirming every quote and route.",
  commonUseCases: [
    "Quotes and estimates drafted from site notes, photos and the price list",
    "Crews and routes scheduled by location, skills and priority",
    "Snow routes built by priority when snow is forecast",
    "Job notes and photos turned into the client's update and the invoice",
    "Safety and job instructions in the crew's language, checked by a bilingual crew lead",
  ],
  landscape: [
    {
      title: "Quotes drafted from site notes, photos and the price list",
      description:
        "The estimator or owner records the site visit (measurements, photos, notes) and an assistant drafts the quote from the company's own price list and past jobs of the kind; the owner checks quantities and prices and sends it, so quotes go out the next morning rather than late in the evening.",
      priority: "High",
      industryExample:
        "In a 2023 experiment with 453 college-educated professionals, those given ChatGPT for a writing task of their occupation finished it 40% faster, and independent graders rated their work 18% higher.",
      industryExampleSource:
        "Noy and Zhang, 'Experimental evidence on the productivity effects of generative artificial intelligence', Science 381 (2023)",
      challenges: [
        "growing_revenue_in_a_competitive_market",
        "improving_operational_efficiency",
        "improving_the_customer_experience",
      ],
    },
    {
      title: "Crews and routes scheduled by location and priority",
      description:
        "Jobs are grouped by area and ordered by priority and time windows, crews matched to the work by skills and equipment, and the plan re-run when a crew is short or a job runs long; the operations manager confirms the plan each afternoon.",
      priority: "High",
      industryExample:
        "UPS reported in 2016 that ORION, its route optimisation system, was expected to save about 100 million miles driven and 10 million gallons of fuel a year once deployed on its US routes.",
      industryExampleSource: "UPS, 'ORION Backgrounder' (UPS Pressroom, 2016)",
      challenges: [
        "improving_operational_efficiency",
        "managing_costs_and_protecting_margins",
        "making_faster_datadriven_decisions",
      ],
    },
    {
      title: "Snow routes built by priority when it snows",
      description:
        "When snow is forecast, an assistant drafts the night's plow and salting routes from the client list by priority and contract time, the crews and trucks available and how long each site took last storm; the owner confirms the routes before crews roll, and each crew gets its route and site notes on the phone.",
      priority: "High",
      industryExample:
        "A snow contractor keeps each client's priority, contract time and last storm's clearing time in its scheduling system; when a snowfall is forecast, the draft routes are ready for the owner to confirm in minutes instead of being built by hand at 3 a.m.",
      industryExampleSource: "Illustrative example",
      challenges: ["improving_operational_efficiency"],
    },
    {
      title: "Job and safety instructions in the crew's language",
      description:
        "Job notes, site instructions and safety talks are translated into each crew's first language and checked by a bilingual crew lead before they reach the crew, so new and seasonal workers understand them; the crew lead, not the tool, answers for the meaning.",
      priority: "Medium",
      industryExample:
        "A 2023 study of 5,179 support agents found that an AI assistant that learned from the best agents' work raised the newest agents' productivity by 34%: the same idea carries experienced crew leads' know-how to new hires.",
      industryExampleSource:
        "Brynjolfsson, Li and Raymond, 'Generative AI at Work', NBER Working Paper 31161 (2023)",
      challenges: ["attracting_and_retaining_talent"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Crews and routes drafted by location, priority and time windows from the scheduling system, including the snow routes when snow is forecast, for the operations manager or owner to confirm",
          work: "scheduling",
          department: "operations",
          impact: "Less drive time and the evening planning back.",
        },
        {
          application:
            "Quotes drafted from site notes, photos and the company's price list for the owner or estimator to check and send",
          work: "drafting",
          department: "sales",
          impact: "Quotes out the next morning.",
        },
      ],
      measure: {
        metric: "hours a week spent building routes, schedules and quotes",
        baseline:
          "For two weeks (or three snowfalls), log the hours spent building crew schedules, routes and quotes",
        target: "Half those hours, with every route and quote confirmed by a person",
        owner: "Operations Manager",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Job and safety instructions translated into each crew's first language and checked by a bilingual crew lead before they go to the crew",
          work: "drafting",
          department: "operations",
          impact: "New and seasonal crew members productive and safe sooner.",
        },
      ],
      tools: ["DeepL", "Microsoft 365 Copilot Chat", "ChatGPT Business", "Google Gemini"],
      measure: {
        metric: "weeks until a new or seasonal crew member works without close supervision",
        baseline: "From last season's hires, note the weeks each took to work on their own",
        target:
          "A fifth fewer weeks, with every translated instruction checked by a bilingual crew lead",
        owner: "Operations Manager",
      },
    },
  },
};
