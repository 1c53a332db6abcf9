import type { ProfessionChallenge, ProfessionProfile } from "./profession-profiles";
import { SCRIBES_STUDY, WRITING_STUDY } from "./studies";

/**
 * A newsroom's interviews transcribed for the reporter, print or air: `did` and `recording` are
 * each profile's words ("did them" and the recording; "recorded them" and the audio).
 */
function interviewsTranscribed(did: string, recording: string, owner: string): ProfessionChallenge {
  return {
    applications: [
      {
        application: `Interviews transcribed for the reporter who ${did} them, who checks every quote against the ${recording}`,
        work: "recording",
        department: "operations",
        owner,
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
      target: `Half the hours spent transcribing, with every quote still checked against the ${recording} by the reporter`,
      owner,
    },
  };
}

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
      // Council agendas are every newsroom's, a broadcaster's too: no signature of the paper's.
      signature: ["bylines?", "classifieds", "press council"],
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
    improving_operational_efficiency: interviewsTranscribed("did", "recording", "Managing Editor"),
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

/**
 * A radio or television broadcaster's own work, which is no newspaper's: spot scripts and spec
 * spots written from the advertiser's brief and the rate card, approved by the advertiser and
 * voiced by a real announcer; newscast scripts the news director checks before air; council
 * agendas and local releases read for the newsroom across the markets its stations serve; and the
 * traffic and playout systems that hold its orders and logs. No page proofs, editions,
 * classifieds, circulation or subscribers. The CRTC, the CBSC and defamation law govern what it
 * airs (regulators-press.ts).
 */
export const broadcasterProfile: ProfessionProfile = {
  options: ["other", "consulting", "retail", "technology"],
  kinds: [
    {
      noun: "a radio broadcaster",
      words: [
        "radio stations?",
        "radio groups?",
        "radio broadcast*",
        "commercial radio",
        "community radio",
        "campus radio",
        "stations? de radio",
        "radio communautaire",
        "radiodiffus*",
      ],
      signature: ["spec spots?", "newscast scripts?", "logger recordings?"],
    },
    {
      noun: "a television broadcaster",
      words: [
        "tv stations?",
        "television stations?",
        "stations? de télévision",
        "télédiffus*",
        "television",
        "télévision",
      ],
    },
  ],
  roles: {
    operations: "Program Director",
    product: "Program Director",
    customer_service: "Program Director",
    sales: "General Sales Manager",
    marketing: "General Sales Manager",
    finance: "General Manager",
    hr: "General Manager",
  },
  workingTitles: ["News Director", "Program Director"],
  typicalMaturity:
    "Most small-market broadcasters run their orders, logs and billing in a traffic system and air them through a playout system, share newscasts and voice-tracked shifts across their stations, and cover several towns with a newsroom of a few people. Few have a written AI policy; the first gains are behind the microphone (spot scripts and spec spots, council agendas and releases read for the newsroom, names checked in newscast scripts, interviews transcribed), with every voice on air a person's and every newscast checked by the news director before air.",
  commonUseCases: [
    "Spot scripts and spec spots drafted from the advertiser's brief and the rate card, approved by the advertiser and voiced by a real announcer",
    "Council agendas, minutes and local releases summarised for the news director and reporters, across the markets the stations serve",
    "Names, titles, place names and figures in each newscast script listed for the news director to check before air",
    "Interviews transcribed for the reporter who recorded them, every quote checked against the audio",
  ],
  landscape: [
    {
      title: "Spot scripts and spec spots drafted for advertisers to approve",
      description:
        "Spot scripts and spec spots are drafted from the advertiser's brief, the rate card and each station's commercial guidelines, in the station's language, for the sales rep to check, the advertiser to approve and a real announcer to voice; no synthetic voice goes on air.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: [
        "growing_revenue_in_a_competitive_market",
        "managing_costs_and_protecting_margins",
      ],
    },
    {
      title: "Council agendas and local releases read for the newsroom",
      description:
        "Council and planning agendas, minutes and local news releases from every town the stations serve are summarised item by item with page references, so the news director and reporters see what is worth a story and read those pages in full; nothing in a summary goes on air as written.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: ["making_faster_datadriven_decisions", "improving_operational_efficiency"],
    },
    {
      title: "Newscast scripts checked before air",
      description:
        "Each newscast script has its names, titles, place names and figures listed for the news director to check against the reporter's notes and recordings before air, so a wrong name is caught before it needs an on-air correction.",
      priority: "Medium",
      industryExample:
        "A small-market radio newsroom has each script's names, titles and figures listed before the newscast, and the news director checks every one against the reporter's notes before it airs.",
      industryExampleSource: "Illustrative example",
      challenges: ["managing_costs_and_protecting_margins", "improving_the_customer_experience"],
    },
    {
      title: "Interviews transcribed for the reporter who recorded them",
      description:
        "Interviews recorded with the source's knowledge are transcribed by an approved tool, so the reporter finds the clip and checks every quote against the audio instead of typing it out; the story and its voice stay the reporter's.",
      priority: "Medium",
      ...SCRIBES_STUDY,
      caseFrom: {
        industry: "a medical group",
        transfers:
          "turning recorded speech into text a person checks against the recording is the same work in a newsroom",
      },
      records: true,
      challenges: ["improving_operational_efficiency", "attracting_and_retaining_talent"],
    },
  ],
  challenges: {
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "Spot scripts and spec spots drafted from the advertiser's brief and the rate card, for the sales rep to check, the advertiser to approve and a real announcer to voice",
          work: "drafting",
          department: "sales",
          owner: "General Sales Manager",
          impact:
            "More spec spots in front of local advertisers each week; track the schedules they turn into.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric:
          "spec spots pitched to local advertisers a month, and the share that become paid schedules",
        dependsOn:
          "The rate card, each station's commercial guidelines and the advertisers' past orders written down for the sales reps",
        baseline:
          "From the last three months, count the spec spots each rep pitched and the paid schedules they became",
        target:
          "Twice the spec spots pitched a month, each approved by the advertiser and voiced by an announcer, with the share that close held or better",
        owner: "General Sales Manager",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Names, titles, place names and figures in each newscast script and spot listed for the news director or the sales rep to check before air",
          work: "checking",
          department: "operations",
          owner: "News Director",
          impact: "Fewer on-air corrections and make-goods; track them each month.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "on-air corrections a month, and make-goods owed because of an error in a spot",
        dependsOn: "Every on-air correction and make-good logged with its cause",
        baseline:
          "From the last six months' logs, count the on-air corrections and the make-goods owed because of an error",
        target: "Half as many on-air corrections and make-goods, and none in a name",
        owner: "News Director",
      },
    },
    making_faster_datadriven_decisions: {
      applications: [
        {
          application:
            "Council and planning agendas, minutes and local releases from every town the stations serve summarised item by item with page references, for the news director and reporters to read before deciding what to cover",
          work: "analysis",
          department: "operations",
          owner: "News Director",
          impact: "More towns' agendas read each week; track the local stories they lead to.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "towns whose agendas the newsroom reads each week, and the hours it takes",
        dependsOn: "The agendas and minutes downloaded from each town's own website",
        baseline:
          "For the next four weeks, log which towns' agendas the newsroom read and the hours spent on each",
        target:
          "Every town the stations serve read each week in no more hours than today, with every item put on air read in full by a journalist",
        owner: "News Director",
      },
    },
    improving_operational_efficiency: interviewsTranscribed("recorded", "audio", "News Director"),
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Listeners' and advertisers' messages sorted and replies drafted from the stations' approved answers (contest rules, schedules, rates), for a person to check and send",
          work: "drafting",
          department: "customer_service",
          owner: "Program Director",
          impact: "Listeners and advertisers answered sooner; track the time to a first reply.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "median time to a first reply to a listener's or advertiser's message",
        dependsOn: "The contest rules, schedules and rates written down as approved answers",
        baseline:
          "For two weeks, time the first reply to each message the stations receive by e-mail and social media",
        target: "First replies within a working day, with every reply still sent by a person",
        owner: "Program Director",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Community calendar items and public-service announcements formatted from submissions for the announcer on shift to check and read, so on-air staff's hours go to local content",
          work: "drafting",
          department: "operations",
          owner: "Program Director",
          impact: "Fewer on-air staff hours formatting submissions; track them each week.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "on-air staff hours a week spent formatting community items",
        dependsOn: "The community calendar's rules written down for the announcers",
        baseline:
          "For four weeks, have the announcers log the hours spent formatting community items",
        target: "A third fewer hours, with every item still checked by the announcer who reads it",
        owner: "Program Director",
      },
    },
  },
};
