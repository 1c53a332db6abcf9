import type { ThemeField } from "@/capabilities/report/content/themes";

/**
 * Free-text answers as executives write them, each with the themes a careful reader finds in
 * it, labelled by hand (./theme-precision.ts measures the recogniser against them, in the test
 * suite and in `npm run report:audit`). System lists, complaints, mixed sentences, French,
 * typos. A theme is labelled only where the words say something about the problem, not where a
 * word merely appears.
 */
export interface CorpusAnswer {
  field: ThemeField;
  text: string;
  themes: readonly string[];
}

const systems = (text: string, themes: readonly string[] = []): CorpusAnswer => ({
  field: "otherPlatforms",
  text,
  themes,
});
const challenge = (text: string, themes: readonly string[]): CorpusAnswer => ({
  field: "otherChallenge",
  text,
  themes,
});
const friction = (text: string, themes: readonly string[]): CorpusAnswer => ({
  field: "aiFriction",
  text,
  themes,
});
const experience = (text: string, themes: readonly string[]): CorpusAnswer => ({
  field: "aiExperience",
  text,
  themes,
});

export const freeTextCorpus: readonly CorpusAnswer[] = [
  // Systems named, nothing said about a problem: no theme.
  systems("core banking, a cloud AI service, a data warehouse"),
  systems("Temenos core banking, Snowflake, Azure OpenAI"),
  systems("Snowflake (data warehouse), Power BI, Salesforce Financial Services Cloud"),
  systems("Storm Software (ERP), Sage 300, Excel"),
  systems("Weather Underground API for our forecasts, Procore, Bluebeam"),
  systems("Ferry booking system (in-house), Lightspeed, Mailchimp"),
  systems("Winter Park CRM, QuickBooks Online"),
  systems("Epic, Cerner, PS Suite"),
  systems("Oscar Pro EMR, Jane App, Dentrix"),
  systems("Clio Manage, PCLaw, Microsoft 365"),
  systems("CaseWare, TaxPrep, CCH iFirm, Karbon"),
  systems("AutoCAD, Revit, Bluebeam, Deltek Vantagepoint"),
  systems("Toast POS, 7shifts, MarketMan"),
  systems("Square for Restaurants, OpenTable"),
  systems("Shopify Plus, Klaviyo, Gorgias"),
  systems("NetSuite, Salesforce, HubSpot"),
  systems("SAP S/4HANA, Ariba, Concur"),
  systems("Dynamics 365 Business Central, Power Apps"),
  systems("Workday, ADP, Greenhouse"),
  systems("Ceridian Dayforce, BambooHR"),
  systems("Jira, Confluence, GitHub, Slack"),
  systems("GitHub Copilot for all engineers since 2024, our own support agent built on Claude"),
  systems("Google Workspace, Gemini, Looker Studio"),
  systems("Zendesk, Intercom, Aircall"),
  systems("Procore, Sage 300 CRE, HCSS HeavyJob"),
  systems("Yardi Voyager, RentCafe"),
  systems("AppFolio, Buildium"),
  systems("Guidewire PolicyCenter, Applied Epic"),
  systems("Mews PMS, Cloudbeds, SiteMinder"),
  systems("Vena for budgeting, Adaptive Planning"),
  systems("Moodle, PowerSchool, Google Classroom"),
  systems("Fishbowl inventory, QuickBooks, ShipStation"),
  systems("Tableau, Alteryx, Databricks"),
  systems("Monday.com, Asana, Notion"),
  systems("Xero, Dext, Hubdoc"),
  systems("SharePoint, Teams, OneDrive, Copilot Chat"),
  systems("Vision33, SAP Business One"),
  systems("Sage Intacct, Avalara"),
  systems("Blackbaud Raiser's Edge, Mailchimp"),
  systems("Canva, Hootsuite, Later"),
  systems("Bloomberg terminal, FactSet, Excel models"),
  systems("Epicor Kinetic ERP, SolidWorks"),
  systems("Infor CloudSuite, Kronos"),
  systems("ServiceTitan, QuickBooks"),
  systems("Jobber, Housecall Pro"),
  systems("Cvent, Eventbrite"),
  systems("Agvance, Climate FieldView, John Deere Operations Center"),
  systems("Lawmatics, NetDocuments, iManage"),
  systems("Storm8 analytics, Firebase"),
  systems("Smoke test suite in CircleCI, Datadog"),
  systems("Ceridian payroll and an old AS/400 for orders, which nobody can change anymore", [
    "legacy-systems",
  ]),
  systems("QuickBooks and Excel; nothing talks to each other so we re-key every invoice", [
    "integration",
  ]),
  systems("Lightspeed POS but our stock counts are always wrong and we run out of things", [
    "inventory",
  ]),
  systems("A homegrown Access database from 2004 that only one person understands", [
    "legacy-systems",
    "succession",
  ]),
  systems("Procore, plus paper daily logs from the sites that someone types in on Friday", [
    "documentation",
  ]),
  systems("Salesforce, but half the team keeps client notes in their own spreadsheets", [
    "scattered-data",
  ]),
  systems("Starlink at the camps; the connection drops every afternoon", ["connectivity"]),
  systems("Oracle EBS on-premise, end of life in 2027, migration not funded", [
    "legacy-systems",
    "budget",
  ]),
  systems("MS365 and Zoom. Staff use their personal ChatGPT accounts for emails", ["shadow-ai"]),
  systems("Sage 50 and paper timesheets that take two days to enter", ["documentation"]),

  // Challenges in the executive's own words.
  challenge("Highway closures and wildfire season wipe out crew days every summer", [
    "weather-disruption",
  ]),
  challenge("Ferry cancellations mean our deliveries to the island are late every week", [
    "weather-disruption",
  ]),
  challenge("Snow days shut our job sites and we lose two weeks every winter", [
    "weather-disruption",
  ]),
  challenge("Our winter season is our busiest time for bookings", []),
  challenge("We're a snowboard shop and sales are flat", []),
  challenge("Smoke from wildfires closed the patio for half of August", ["weather-disruption"]),
  challenge("Responding to government RFPs takes two people a month each time", ["tenders"]),
  challenge("We bid on municipal contracts and the paperwork is crushing", [
    "tenders",
    "documentation",
  ]),
  challenge("Quotes take three days to turn around and we lose jobs to faster competitors", [
    "quoting",
  ]),
  challenge("Estimating takeoffs by hand from PDFs", ["quoting"]),
  challenge("Our data is all over the place in spreadsheets and nobody trusts the numbers", [
    "scattered-data",
  ]),
  challenge("Too many systems that don't talk to each other; we copy and paste all day", [
    "integration",
  ]),
  challenge("Our core banking platform is 30 years old and every change takes a year", [
    "legacy-systems",
  ]),
  challenge("Internet at our remote sites is unreliable so cloud tools are hard to use", [
    "connectivity",
  ]),
  challenge("We miss calls after hours and those customers book elsewhere", ["enquiries"]),
  challenge("Our inbox gets 300 customer emails a day and replies take two days", ["enquiries"]),
  challenge("Scheduling 40 technicians across the valley is a daily puzzle", ["scheduling"]),
  challenge("Dispatching crews when jobs run over", ["scheduling"]),
  challenge("Our trucks come back empty from Alberta twice a week", ["load-planning"]),
  challenge("We can't find backhauls fast enough", ["load-planning"]),
  challenge("Nos camions reviennent à vide de l'Ontario", ["load-planning"]),
  challenge("Our brew schedule never matches tank space in summer", ["production-planning"]),
  challenge("Le calendrier de brassage ne suit pas la capacité des cuves", ["production-planning"]),
  challenge("Building the taproom staff schedule takes me six hours", ["scheduling"]),
  challenge("Food waste and over-ordering eat our margin", ["inventory", "pricing-costing"]),
  challenge("We run out of stock on best sellers and overstock the rest", ["inventory"]),
  challenge("No-shows cost our clinic about 12 appointments a week", ["cancellations"]),
  challenge("Last-minute cancellations leave rooms empty", ["cancellations"]),
  challenge("Supplier prices change weekly and our menu costing is always out of date", [
    "pricing-costing",
  ]),
  challenge("Month-end close takes us 12 days", ["reporting"]),
  challenge("Reconciling payments across three banks by hand", ["reporting"]),
  challenge("Clinicians spend evenings on charting", ["documentation"]),
  challenge("Site reports and inspection reports are written up by hand after hours", [
    "documentation",
  ]),
  challenge("We never have time to post on social media or send the newsletter", [
    "marketing-content",
    "no-time",
  ]),
  challenge("Writing listing descriptions for every property", ["marketing-content"]),
  challenge("Tax season overwhelms the team and people burn out", ["peak-workload"]),
  challenge("A backlog of 600 support tickets", ["peak-workload", "enquiries"]),
  challenge("Keeping 14 locations consistent on service and pricing", ["multi-site"]),
  challenge("Every store does things its own way", ["multi-site"]),
  challenge("We serve clients in French and English and translation is slow", ["translation"]),
  challenge("Many of our crew speak Punjabi and safety briefings don't land", ["crew-languages"]),
  challenge(
    "La moitié de nos travailleurs parlent espagnol et les consignes de sécurité passent mal",
    ["crew-languages"],
  ),
  // Slow hiring is the hiring pilot's; too few applicants is the work of a role left empty
  // (content/problem-kinds.ts), never days from posting to offer.
  challenge("Hiring takes four months and we lose good candidates to faster firms", ["hiring"]),
  challenge("We can't find qualified staff", []),
  challenge("Seasonal staff leave after one summer and we train from scratch every year", [
    "turnover",
  ]),
  challenge("Our two senior estimators retire next year and it's all in their heads", [
    "succession",
  ]),
  challenge("Winning work from the public sector", ["tenders"]),
  challenge("Growth", []),
  challenge("Cash flow", []),
  challenge("Competing with bigger firms on price", []),
  challenge("Customer retention", []),
  challenge("Finding time to think about strategy", ["no-time"]),
  challenge("Keeping up with regulation changes from OSFI", ["regulation"]),
  challenge("Phishing and scam calls pretending to be our CEO", ["cybersecurity"]),
  challenge("Post-secondary partnerships are slow to set up", []),
  challenge("Our board wants to see a business case before anything", [
    "leadership-scepticism",
    "measuring-value",
  ]),
  challenge("Getting the partners to agree on anything", ["leadership-scepticism"]),
  challenge("Onboarding new hires takes three months before they are productive", ["turnover"]),
  challenge("Weather", []),
  challenge("Storm damage claims spike every fall and adjusters can't keep up", ["peak-workload"]),
  challenge("Flooded with paperwork from grant reporting", ["documentation", "reporting"]),
  challenge("Interprovincial shipping rules for our wine", ["rules-checks"]),
  challenge("Staying compliant with liquor laws when we ship to other provinces", ["rules-checks"]),
  challenge("We need a better website", []),
  challenge("Patients wait weeks for referral letters to be sent", ["documentation"]),
  challenge("Our Indigenous partners need to trust how their data is handled", [
    "indigenous",
    "privacy",
  ]),
  challenge("Knowledge walks out the door when people leave", ["succession", "turnover"]),
  challenge("Proposals for consulting engagements take a week each", ["quoting"]),
  challenge("Our estimates are inconsistent between project managers", ["quoting"]),
  // Customers invoiced late is invoicing, not the month-end close (issue 34).
  challenge("Getting paid: invoices go out late and collections are slow", ["invoicing"]),
  challenge("Payroll for 300 unionized workers with different collective agreements", [
    "reporting",
    "union",
  ]),

  // What slows adoption.
  friction("Staff are afraid AI will replace them", ["staff-fear"]),
  friction("The union will push back on anything that looks like monitoring", ["union"]),
  friction("No time: everyone is stretched thin", ["no-time"]),
  friction("We don't know where to start", ["skills"]),
  friction("Nobody on the team is technical", ["skills"]),
  friction("Leadership thinks it's overhyped", ["leadership-scepticism"]),
  friction("Our clients would see AI-written reports as lazy", ["client-trust"]),
  friction("Privacy: patient information can't leave Canada", ["privacy"]),
  friction("Staff already use ChatGPT on their own phones without approval", ["shadow-ai"]),
  friction("Law Society rules on confidentiality", ["professional-obligations", "privacy"]),
  friction("Budget", ["budget"]),
  friction("We can't afford enterprise licences", ["budget"]),
  friction("It makes things up and we can't trust the answers", ["accuracy"]),
  friction("Every new tool needs a security review that takes months", ["review-bottleneck"]),
  friction("OSFI and compliance sign-off", ["regulation", "review-bottleneck"]),
  friction("Worried about data breaches and ransomware", ["cybersecurity"]),
  friction("We don't want to get locked into one vendor", ["vendor-lock-in"]),
  friction("Who owns the content AI writes for us?", ["ip-ownership"]),
  friction("Hard to measure the ROI", ["measuring-value"]),
  friction("No policy, so nobody knows what's allowed", ["policy-position"]),
  friction("Our First Nation partners expect OCAP principles to be respected", ["indigenous"]),
  friction("The owner doesn't trust computers", ["leadership-scepticism"]),
  friction("Nothing really", []),
  friction("n/a", []),
  friction("Our data is a mess", ["scattered-data"]),
  friction("Old systems that can't connect to anything", ["legacy-systems", "integration"]),
  friction("People resist change here", ["staff-fear"]),
  friction("Fear of job losses among our drivers", ["staff-fear"]),
  friction("Training people when they are on shift all day", ["skills", "no-time"]),
  friction("Cost, and proving it works before we spend", ["budget", "measuring-value"]),
  friction("Employees don't understand how to write prompts", ["skills"]),
  friction("Management team is not convinced", ["leadership-scepticism"]),
  friction("The weather: half the year we are snowed in", ["weather-disruption"]),
  friction("Staff in the field have no cell coverage", ["connectivity"]),
  friction("Security", ["cybersecurity"]),
  friction("Regulations", ["regulation"]),
  friction("Cheating by students and academic integrity", ["policy-position"]),
  friction("Our customers value the personal touch", ["client-trust"]),
  friction("We tried and it got the numbers wrong", ["accuracy"]),
  friction("A board that is sceptical and a team that is too busy", [
    "leadership-scepticism",
    "no-time",
  ]),

  // Experience with AI so far.
  experience("We use ChatGPT to draft social media posts and job ads", ["marketing-content"]),
  experience("Tried Copilot for meeting minutes; it saves each manager an hour a week", [
    "documentation",
  ]),
  experience("Our engineers have used GitHub Copilot since 2024", []),
  experience("We built a support agent on Claude that answers 40% of tickets", ["enquiries"]),
  experience("A pilot of an AI scribe in two clinics; doctors liked it", ["documentation"]),
  experience("Tested an AI chatbot on the website but it gave wrong answers", [
    "enquiries",
    "accuracy",
  ]),
  experience("Nothing yet", []),
  experience("Some staff play with ChatGPT", []),
  experience("Used Gemini to summarise RFPs before we bid", ["tenders"]),
  experience("Otter for meeting notes, Grammarly for emails", ["documentation"]),
  experience("We use AI for demand forecasting in our three warehouses", ["inventory"]),
  experience("Power BI Copilot for the monthly board report", ["reporting"]),
  experience("Tried DeepL for French translation of our contracts", ["translation"]),
  experience("Canva's Magic Write for Instagram captions", ["marketing-content"]),
  experience("A consultant built us a quoting tool that estimates jobs from photos", ["quoting"]),
  experience("It hallucinated a case citation and a lawyer almost filed it", ["accuracy"]),
  experience("We use Microsoft Copilot Chat, the free one in Edge", []),
  experience("AI route planning for our delivery vans", ["scheduling"]),
  experience("Staff use it on their own phones, we have no idea for what", ["shadow-ai"]),
  experience("Snowflake Cortex for analytics on our warehouse data", []),

  // In French.
  challenge("Trop de paperasse administrative pour nos infirmières", ["documentation"]),
  challenge("La traduction de nos documents en anglais prend trop de temps", ["translation"]),
  challenge("Nos soumissions pour les appels d'offres publics prennent des semaines", ["tenders"]),
  challenge("Pénurie de main-d'œuvre qualifiée", []),
  challenge("Les annulations de dernière minute nous coûtent cher", ["cancellations"]),
  friction("Nos employés ont peur de perdre leur emploi", ["staff-fear"]),
  friction("Le syndicat s'oppose à tout changement", ["union"]),
  friction("La Loi 25 et la protection des renseignements personnels", ["privacy"]),
  friction("Manque de temps et de formation", ["no-time", "skills"]),
  friction("Le budget est limité", ["budget"]),
  systems("Acomba, Sage 50, Excel"),
  systems("Logiciel maison pour la paie, très ancien et difficile à modifier", ["legacy-systems"]),
  experience("Nous utilisons ChatGPT pour rédiger nos infolettres", ["marketing-content"]),
  experience("Rien pour l'instant", []),
  challenge("Les routes fermées en hiver nous font perdre des journées de travail", [
    "weather-disruption",
  ]),

  // Typos, shorthand and run-on answers.
  challenge("schedualing techs is a nightmare", ["scheduling"]),
  challenge("no shows!!!", ["cancellations"]),
  challenge("to many spreadsheets, nobody knows which one is right", ["scattered-data"]),
  friction("ppl scared of losing there jobs", ["staff-fear"]),
  friction("budgt and time", ["budget", "no-time"]),
  friction("cant trust the output, it makes stuff up", ["accuracy"]),
  challenge("quoting jobs takes forever and we lose bids", ["quoting", "tenders"]),
  challenge("month end is brutal every month", ["reporting"]),
  systems("quickbooks, excel, gmail, thats it"),
  systems("sage, excell, paper"),
  challenge(
    "we are a winery and shipping wine to other provinces is a regulatory maze, plus the tasting room is short staffed in summer",
    ["rules-checks", "hiring"],
  ),
  challenge(
    "Our bank runs on core banking from the 90s, data sits in five places and reporting to OSFI is manual",
    ["legacy-systems", "scattered-data", "reporting", "regulation"],
  ),
  friction(
    "Staff refuse to have appointments recorded, and we will not use anything hosted in the US",
    ["privacy"],
  ),
  challenge("Getting our dental hygienists' notes done before the end of the day", [
    "documentation",
  ]),
  challenge("Our construction crews lose time driving between sites", ["scheduling"]),
  experience("Copilot", []),
  systems("Storm, Blizzard, Avalanche (our three product lines)"),
  challenge("Storm season", []),
  challenge("Road closures from washouts every spring", ["weather-disruption"]),
  challenge("Forecasting demand for our seasonal products", ["inventory"]),
  friction("We need guardrails before anyone uses it", ["policy-position"]),

  // Needs that find a tool: invoicing and data clean-up.
  challenge("Invoices go out weeks after the work is done and we chase clients by email", [
    "invoicing",
  ]),
  challenge("Nos factures partent en retard et les paiements en retard s'accumulent", [
    "invoicing",
  ]),
  challenge("We re-key every invoice from the supplier PDFs", ["integration"]),
  friction("Our CRM is full of duplicates and outdated records", ["data-cleanup"]),
  challenge("We need to clean up our customer data before anything else", ["data-cleanup"]),
  challenge("Keeping the kitchen clean during the dinner rush", []),

  // Written after the rules were tuned, and measured untouched: the held-out answers.
  challenge("Our field techs waste hours a week filling in work orders by hand", ["documentation"]),
  challenge("Clients call us for status updates all day long", ["enquiries"]),
  challenge("Our pricing never keeps up with what materials cost us now", ["pricing-costing"]),
  challenge("We have 9 branches and each one reports numbers differently", ["multi-site"]),
  challenge("Younger staff leave within a year for bigger firms", ["turnover"]),
  challenge("We are a Snowcap Foods distributor and margins are thin", ["pricing-costing"]),
  challenge("A winter storm closed the highway for four days and we lost every delivery", [
    "weather-disruption",
  ]),
  challenge("Government procurement takes months of paperwork for every bid", [
    "tenders",
    "documentation",
  ]),
  challenge("Getting our board reports out on time each quarter", ["reporting"]),
  challenge("Tracking parts across three warehouses; we keep running out of the common ones", [
    "inventory",
  ]),
  challenge("Patients phone to book because the online booking is confusing", ["enquiries"]),
  challenge("We translate every safety manual into French and Spanish", ["translation"]),
  challenge("Our founder still approves every quote personally", ["quoting"]),
  challenge("Expanding into Alberta next year", []),
  challenge("Keeping our volunteers engaged", []),
  friction("Fear that AI will make mistakes with client money", ["accuracy"]),
  friction("Our IT department blocks new software for months", ["review-bottleneck"]),
  friction("The partners disagree on whether AI is worth it", ["leadership-scepticism"]),
  friction("We're a small team and nobody owns it", []),
  friction("Clients' confidential files must stay in Canada", ["privacy"]),
  friction("Staff think it's cheating", ["policy-position"]),
  friction("Our older employees are not comfortable with technology", ["skills"]),
  friction("Money is tight this year", ["budget"]),
  friction("We have no rules on what staff can paste into ChatGPT", ["policy-position"]),
  friction("Our band council must approve any use of community data", ["indigenous"]),
  experience("Tried ChatGPT to write product descriptions for our online store", [
    "marketing-content",
  ]),
  experience("A free trial of an AI receptionist that answers our phones after hours", [
    "enquiries",
  ]),
  experience("Our accountant uses AI to categorise receipts", ["reporting"]),
  experience("We asked Gemini to draft our employee handbook", []),
  experience("Storm Analytics dashboards with its AI summaries", []),
  systems("Sage 300, Excel, and Snowflake for reporting"),
  systems("Winter Systems (ERP) and Weatherby CRM"),
  systems("Spreadsheets everywhere, no real system"),
  systems("FreshBooks; our bookkeeper retypes everything from the bank", ["integration"]),
  systems("Jane App for bookings, it double-books when two clinics share a practitioner", [
    "scheduling",
  ]),
  systems("Outlook calendars only"),
  systems("A 20-year-old FoxPro inventory program nobody can maintain", ["legacy-systems"]),
  systems("Dropbox and email attachments"),
  systems("Harvest for time tracking, Xero, Slack"),
  systems("Ferry schedule feed from BC Ferries, Samsara fleet tracking"),

  // Issue 34: five companies outside the tests, in their own words. A problem each sentence
  // names is read; a use of AI (job postings, tasting notes) and a new system are no problem.
  challenge("Dispatchers re-key load tenders from e-mail into McLeod", ["integration"]),
  challenge(
    "Our hygienists spend their lunch calling patients to fill cancelled slots. Insurance predeterminations take days.",
    ["cancellations", "insurance-approvals"],
  ),
  challenge(
    "Shipping our wine club orders to Alberta and Ontario is a headache: every province has its own rules and our team checks them by hand. We are eleven people at harvest.",
    ["rules-checks"],
  ),
  challenge(
    "We answer forty land referrals a year from the Province and industry, and each review pulls from our traditional-use studies, maps and the knowledge of Chief and Council and our Elders.",
    ["referral-reviews", "indigenous"],
  ),
  challenge(
    "Nos ingénieurs passent des heures à rédiger les rapports d'inspection de structures et les devis.",
    ["documentation", "quoting"],
  ),
  challenge("Claims come back from insurers for missing attachments and we resubmit them", [
    "insurance-approvals",
  ]),
  challenge("Our dispatchers juggle crews and jobs every morning", ["scheduling"]),
  challenge("Permit referrals from the Crown take our lands staff weeks to review", [
    "referral-reviews",
  ]),
  challenge("We have 40 staff and our month-end close takes two weeks", ["reporting"]),
  friction("Nobody has time to learn a new system", ["no-time"]),
  friction("Nos équipes manquent de temps", ["no-time"]),
  friction("Our 900 engineers will not switch to a new platform", []),
  experience("I use ChatGPT to rewrite patient letters and job postings", []),
  experience("I write tasting notes with ChatGPT", ["marketing-content"]),

  // Issue 34, second review: a word in a sentence about something else raises nothing. A union
  // naming timesheets is no paperwork, paper is no spreadsheet, a customer's "soumission" is a
  // quote, retired volunteers are no know-how leaving, a worry is no success, "none yet" no use.
  friction(
    "Our field crews are unionised and the union wants to be consulted before any tool touches timesheets or monitoring.",
    ["union"],
  ),
  friction(
    "Our drivers are unionised and the union wants to be consulted before any tool touches dispatch scheduling or route monitoring.",
    ["union"],
  ),
  challenge(
    "Field tickets and job safety analyses are still on paper and take up to three weeks to reach invoicing.",
    ["paper-forms"],
  ),
  challenge(
    "Seeding and harvest double the workload at the grain terminal and agro centres, and crop-input pre-booking is still done by phone and on paper.",
    ["peak-workload", "paper-forms"],
  ),
  challenge("Inspection forms are filled in on paper and faxed to the office", ["paper-forms"]),
  challenge(
    "Nos soumissions pour les pièces aéronautiques prennent trop de temps : chaque devis demande deux jours de calcul à notre estimateur.",
    ["quoting"],
  ),
  challenge("Nos soumissions aux municipalités prennent des semaines", ["tenders"]),
  challenge("Supplier invoices take days to enter and code", ["reporting"]),
  friction("Most volunteers are retirees, and we have almost no budget.", ["budget"]),
  challenge("Three of our senior machinists retire next year", ["succession"]),
  experience(
    "A few staff paste client emails into free ChatGPT accounts, which worries me; I have tried it myself for drafting engagement letters.",
    ["shadow-ai"],
  ),
  experience("Staff paste customer emails into their own ChatGPT accounts. That worries me.", [
    "shadow-ai",
  ]),
  experience(
    "None of our own yet; a couple of our agronomists use the AI features in Climate FieldView with members.",
    [],
  ),
  // A quote a funder must approve first is the approval's paperwork, not a sale; money owed is
  // collected, not booked; a museum's collections are no money to collect.
  challenge(
    "Funder prior approval takes 4 to 8 weeks: we send the quote to the ministry and cannot fit the hearing aids until it is approved.",
    ["insurance-approvals"],
  ),
  challenge(
    "Les autorisations préalables de la CNESST prennent des semaines : on envoie le devis et on attend avant de commencer les traitements.",
    ["insurance-approvals"],
  ),
  challenge("Each wheelchair quote needs pre-approval from the funder, which takes a month.", [
    "insurance-approvals",
  ]),
  challenge("Quotes for private-pay clients take us three days to put together.", ["quoting"]),
  challenge("Billing arrears from clients who keep booking appointments are now $45,000.", [
    "invoicing",
  ]),
  challenge("Tenants in arrears take up our Mondays and nobody tracks who promised what.", [
    "invoicing",
  ]),
  friction("Our receivables over 90 days doubled and chasing them is all manual.", ["invoicing"]),
  challenge("Nos arriérés de paiement dépassent 50 000 $ et le recouvrement se fait à la main.", [
    "invoicing",
  ]),
  challenge(
    "Les parents en retard de paiement réservent quand même des places; les impayés montent.",
    ["invoicing"],
  ),
  challenge("Our museum collections are catalogued on index cards.", []),
];
