import type { ProfessionProfile } from "./profession-profiles";
import { OWN_TOOLS_SURVEY, SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A golf course or recreation club sells tee times (ice, courts, moorage), memberships, lessons,
 * tournaments and banquets through a season: its measures are booking-sheet utilisation and
 * revenue per round by day, hour and month, and days from an event enquiry to its quote, never a
 * hotel's nightly occupancy, average daily rate or RevPAR.
 */
export const recreationProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a golf course",
      words: ["golf*", "tee times?", "tee sheets?", "pro shops?", "terrains? de golf"],
    },
    { noun: "a marina", words: ["marinas?", "moorage"] },
    { noun: "a curling club", words: ["curling"] },
  ],
  typicalMaturity:
    "Golf courses and recreation clubs meet AI first in their booking and point-of-sale systems' own features and in general assistants for newsletters and job ads; few yet price tee times by demand or answer event enquiries from a template, and members often expect a person on the phone.",
  commonUseCases: [
    "Tee-sheet utilisation and rates reviewed by day, hour and month",
    "Tournament, banquet and membership enquiries answered with a quote the next morning",
    "Seasonal job posts and onboarding guides drafted from last season's",
    "Member newsletters and event invitations drafted for staff to check",
  ],
  landscape: [
    {
      title: "Tee sheet and rates by day, hour and season",
      description:
        "Last season's bookings from the tee-sheet or booking system show utilisation and revenue per round by day, hour and month; the manager sets twilight, shoulder-month and off-peak rates for the quiet hours and checks each month that revenue per round held.",
      priority: "High",
      industryExample:
        "A golf course compares last season's tee-sheet utilisation by day and hour with its rates, sets twilight and shoulder-month rates for the quiet hours, and checks each month that revenue per round held before changing more.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "optimising_pricing_and_occupancy",
        "recovering_from_seasonal_demand_swings",
        "reducing_dependence_on_online_travel_agencies",
      ],
    },
    {
      title: "Tournament, banquet and membership enquiries answered the next morning",
      description:
        "An approved assistant drafts replies and quotes to tournament, wedding, banquet and membership enquiries from the club's own rate sheet, menus and past events; the person who books events checks each and sends it, and the phone stays with people.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: [
        "handling_guest_enquiries_around_the_clock",
        "recovering_from_seasonal_demand_swings",
        "personalising_the_guest_experience",
      ],
    },
    {
      title: "Seasonal staff ready sooner",
      description:
        "Job posts, onboarding guides and answers to new staff's questions are drafted from last season's, so seasonal staff in the pro shop, on the course and in the restaurant learn from the club's own practice and work on their own sooner.",
      priority: "Medium",
      ...SUPPORT_STUDY,
      challenges: ["recruiting_and_training_seasonal_staff"],
    },
    {
      title: "One approved assistant, and rules for members' information",
      description:
        "One assistant under a business account whose terms keep members' and guests' information out of training, a one-page rule on what may never go into any AI tool, and a person who answers questions about it, before staff bring their own tools.",
      priority: "Medium",
      ...OWN_TOOLS_SURVEY,
      challenges: [
        "personalising_the_guest_experience",
        "reducing_dependence_on_online_travel_agencies",
      ],
    },
  ],
  challenges: {
    optimising_pricing_and_occupancy: {
      applications: [
        {
          application:
            "Tee-sheet utilisation and revenue per round reviewed by day, hour and month from the booking system, with twilight and shoulder-month rates proposed for the manager to set",
          work: "analysis",
          department: "sales",
          impact: "Quiet hours filled without lowering revenue per round.",
        },
      ],
      measure: {
        metric: "tee-sheet utilisation and revenue per round in the shoulder months",
        baseline:
          "From the booking system, take last season's utilisation and revenue per round by month, day and hour",
        target: "Higher utilisation in the shoulder months at the same or better revenue per round",
        owner: "General Manager",
        dependsOn:
          "Two seasons of bookings by day and hour in {system}, with member, league and tournament times marked",
      },
    },
    handling_guest_enquiries_around_the_clock: {
      applications: [
        {
          application:
            "Replies to after-hours e-mail enquiries (tournaments, banquets, memberships, lessons) drafted from the club's own rates and policies for staff to check and send the next morning; the phone stays with people",
          work: "drafting",
          department: "customer_service",
          impact: "Every e-mail enquiry answered the next morning.",
        },
      ],
      measure: {
        metric: "hours from an e-mail enquiry to its reply",
        baseline: "For two weeks, note when each e-mail enquiry arrived and when it was answered",
        target: "Every enquiry answered by the next morning, every reply checked by staff",
        owner: "General Manager",
        dependsOn:
          "The club's rates, policies and event packages written down for the replies to draw on",
      },
    },
    recovering_from_seasonal_demand_swings: {
      applications: [
        {
          application:
            "Tournament, banquet and off-season event enquiries answered with a quote within a day, drafted from the rate sheet and past events for the person who books events to check",
          work: "drafting",
          department: "sales",
          impact: "Fewer events lost to a slower quote.",
        },
      ],
      measure: {
        metric: "days from an event enquiry to its quote, and events booked",
        baseline:
          "From last season's enquiries, note the days from each enquiry to its quote and whether it was booked",
        target: "Quotes out within a day and more of the enquiries booked",
        owner: "General Manager",
        dependsOn: "The rate sheet, menus and past events' quotes in one place",
      },
    },
    recruiting_and_training_seasonal_staff: {
      applications: [
        {
          application:
            "Seasonal job posts, onboarding guides and the first weeks' checklists drafted from last season's, for the manager to check",
          work: "drafting",
          department: "hr",
          impact: "Seasonal staff hired and working on their own sooner.",
        },
      ],
      measure: {
        metric: "weeks until a seasonal hire works on their own",
        baseline:
          "From last season's hires, note the weeks each took to work without close supervision",
        target: "A week sooner for this season's hires",
        owner: "General Manager",
        dependsOn: "Last season's job posts and each role's procedures written down",
      },
    },
    personalising_the_guest_experience: {
      applications: [
        {
          application:
            "Member newsletters and event invitations drafted from the season's calendar and each group's interests, checked by staff before they are sent",
          work: "drafting",
          department: "marketing",
          impact: "Members and guests hear of the events they come to.",
        },
      ],
      measure: {
        owner: "General Manager",
        dependsOn: "Members' and guests' e-mail consent that satisfies CASL",
      },
    },
    reducing_dependence_on_online_travel_agencies: {
      applications: [
        {
          application:
            "Bookings made directly on the club's own site and booking system tracked against third-party tee-time and booking sites, with offers to past guests drafted for staff to check",
          work: "drafting",
          department: "marketing",
          impact: "More bookings direct, without a reseller's discount.",
        },
      ],
      measure: {
        owner: "General Manager",
        dependsOn:
          "A booking page on the club's own site that records where each booking came from",
      },
    },
  },
};
