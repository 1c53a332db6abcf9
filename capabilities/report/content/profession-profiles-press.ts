import type { ProfessionProfile } from "./profession-profiles";
import { SCRIBES_STUDY, WRITING_STUDY } from "./studies";

/**
 * A community newspaper's own work: the reporting that runs under its reporters' bylines, which
 * AI never writes, and the work around it that AI can take on with an editor reading the result:
 * interviews transcribed, council and school board agendas summarised for the reporter who covers
 * them, ad copy and classifieds drafted for advertisers to approve, and the archive tagged and
 * searchable. Defamation law and the press council (regulators-press.ts) govern what it publishes.
 */
export const newspaperProfile: ProfessionProfile = {
  options: ["other", "consulting", "retail", "technology"],
  kinds: [
    {
      noun: "a community newspaper",
      words: [
        "newspapers?",
        "community papers?",
        "weekly papers?",
        "local papers?",
        "hebdos?",
        "journa(?:l|ux) (?:local|locaux|régional|régionaux|communautaires?|hebdomadaires?)",
      ],
      signature: ["bylines?", "classifieds", "press council", "council agendas?"],
    },
  ],
  roles: {
    operations: "Managing Editor",
    product: "Managing Editor",
    customer_service: "Circulation Manager",
    sales: "Advertising Manager",
    marketing: "Advertising Manager",
    finance: "Publisher",
    hr: "Publisher",
  },
  typicalMaturity:
    "Most community newspapers write, edit and lay out each edition by hand with a small newsroom, keep their archive as page files or bound volumes, and sell ads and classifieds by phone and e-mail. Few have a written AI policy; the first gains are in the work around the reporting (transcripts, agenda packages, ad copy, the archive), with the stories themselves written by the reporters whose names they carry and every AI-assisted piece read by an editor.",
  commonUseCases: [
    "Interviews transcribed for the reporter who did them, checked against the recording",
    "Council and school board agenda packages summarised for the reporter who covers them to read",
    "Ad copy and classifieds drafted from the advertiser's brief, for the advertiser to approve",
    "The archive tagged by people, places and topics so reporters and readers can search it",
  ],
  landscape: [
    {
      title: "Interviews transcribed for the reporter who did them",
      description:
        "Interviews recorded with the source's knowledge are transcribed by an approved tool, so the reporter checks quotes against the recording instead of typing them out; the story is still the reporter's to write, and an editor reads it before it is published.",
      priority: "High",
      ...SCRIBES_STUDY,
      records: true,
      challenges: ["improving_operational_efficiency", "attracting_and_retaining_talent"],
    },
    {
      title: "Council agendas summarised for a reporter to read",
      description:
        "The council, school board and planning agenda packages (often hundreds of pages a week) are summarised item by item, with page references, so the reporter who covers them finds what is worth a story and reads those pages in full; nothing in the summary is published as written.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: ["making_faster_datadriven_decisions", "improving_operational_efficiency"],
    },
    {
      title: "Ad copy and classifieds drafted for advertisers to approve",
      description:
        "Display ad copy, flyer text and classified ads are drafted from the advertiser's brief and the rate card, for the ad staff to check and the advertiser to approve before they run; ads stay clearly apart from the news.",
      priority: "Medium",
      ...WRITING_STUDY,
      challenges: [
        "growing_revenue_in_a_competitive_market",
        "managing_costs_and_protecting_margins",
      ],
    },
    {
      title: "The archive tagged and searchable",
      description:
        "Past editions are tagged by people, places and topics so reporters find background in minutes and readers can search the paper's history; an editor checks the tags of anything that names a person before the archive is opened to readers.",
      priority: "Medium",
      industryExample:
        "A community weekly tags its past editions by people, places and topics, so a reporter checks what the paper published about a council member before an interview; the editor checks every tag that names a person.",
      industryExampleSource: "Illustrative example",
      challenges: ["improving_the_customer_experience", "making_faster_datadriven_decisions"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Interviews transcribed for the reporter who did them, who checks every quote against the recording",
          work: "recording",
          department: "operations",
          owner: "Managing Editor",
          impact: "Fewer reporter hours typing out interviews; track them each week.",
          records: true,
          unrecorded:
            "The reporter's typed interview notes tidied into a list of quotes and facts to check, with no interview recorded",
        },
      ],
      tools: ["Otter.ai", "Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "reporter hours a week spent transcribing interviews",
        dependsOn:
          "Sources told when an interview is recorded, and recordings kept in the approved tool only",
        baseline: "For four weeks, have each reporter log the hours spent transcribing interviews",
        target:
          "Half the hours spent transcribing, with every quote still checked against the recording by the reporter",
        owner: "Managing Editor",
      },
    },
    making_faster_datadriven_decisions: {
      applications: [
        {
          application:
            "Council, school board and planning agenda packages summarised item by item with page references, for the reporter who covers them to read before deciding what to cover",
          work: "analysis",
          department: "operations",
          owner: "Managing Editor",
          impact: "Agenda packages read in less time; track the hours per meeting.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "reporter hours reading each council and school board agenda package",
        dependsOn: "The agenda packages downloaded from the public bodies' own websites",
        baseline:
          "For the next four meetings of each body covered, log the hours spent reading its agenda package",
        target:
          "A third fewer hours per agenda package, with every item the reporter writes about read in full",
        owner: "Managing Editor",
      },
    },
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "Display ad copy, flyer text and classified ads drafted from the advertiser's brief and the rate card, for the ad staff to check and the advertiser to approve",
          work: "drafting",
          department: "sales",
          owner: "Advertising Manager",
          impact: "More ads turned around the day they are booked; track ad revenue a week.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "hours from an advertiser's brief to the ad copy they approve",
        dependsOn: "The rate card and the paper's ad guidelines written down for the ad staff",
        baseline:
          "For the last 20 display ads and classifieds, take the time of the booking and of the advertiser's approval",
        target:
          "Ad copy approved the day it is booked, with every ad still checked by the ad staff",
        owner: "Advertising Manager",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Past editions tagged by people, places and topics, so readers and reporters can search the paper's archive, with an editor checking the tags that name a person",
          work: "analysis",
          department: "customer_service",
          owner: "Managing Editor",
          impact: "Past stories found in minutes; track searches and archive requests.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "minutes to find a past story in the archive",
        dependsOn:
          "Past editions kept as searchable files, and a rule on which tags an editor checks",
        baseline:
          "For two weeks, time each archive search reporters and readers ask the office for",
        target: "Past stories found in under five minutes, with every tag naming a person checked",
        owner: "Managing Editor",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Names, dates and figures on each page proof listed for the editor to check against the reporter's notes before the paper goes to press",
          work: "checking",
          department: "operations",
          owner: "Managing Editor",
          impact: "Fewer corrections and reprinted ads; track the corrections each month.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "corrections published a month, and ads rerun for free because of an error",
        dependsOn:
          "The corrections policy written down, and every correction logged with its cause",
        baseline:
          "From the last six months' editions, count the corrections and the ads rerun for free",
        target: "Half as many corrections and free reruns, and none in a name",
        owner: "Managing Editor",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Event listings, sports scores and community notices formatted from readers' submissions for an editor to check, so reporters' evenings go to reporting",
          work: "drafting",
          department: "operations",
          owner: "Managing Editor",
          impact: "Fewer evening hours for the newsroom; track them each week.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "newsroom hours a week spent outside scheduled hours",
        dependsOn: "The listings and notices each reporter formats written down",
        baseline: "For four weeks, have each reporter log the hours worked after scheduled hours",
        target: "A third fewer after-hours hours, with every listing still checked by an editor",
        owner: "Managing Editor",
      },
    },
  },
};
