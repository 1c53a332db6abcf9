import type { SectorWords } from "./sector-words";
import type { Profession } from "./types";

/**
 * The words a report uses for the kinds of business that share an option with another usual
 * business (professions-kinds.ts): a funeral home serves families, not customers with
 * complaints; a home builder has buyers and homeowners, not tenants; a child care centre holds
 * children's records and writes to parents, not students.
 */
export const kindWords: Partial<Record<Profession, Partial<SectorWords>>> = {
  "funeral-home": {
    personalData: "the deceased's personal details and families' contact and arrangement details",
    audience: "families",
    messages: "messages to families",
    grounding: "your price list, service options and each family's own instructions",
    draftError: "a wrong name, date or detail in an obituary, a service notice or a contract",
    candidates: "funeral director and staff candidates",
  },
  "security-guard": {
    personalData:
      "guards' licence, schedule and discipline records and clients' incident reports and site details",
    audience: "clients and site contacts",
    messages: "updates to clients and site contacts",
    grounding: "each site's post orders, the client's instructions and your own procedures",
    draftError: "a wrong time, name or fact in an incident report or an occurrence log",
    candidates: "security guard candidates",
  },
  newspaper: {
    personalData:
      "sources' names and notes, interview recordings and subscribers' and advertisers' details",
    audience: "readers, subscribers and advertisers",
    messages: "replies to readers, subscribers and advertisers",
    grounding: "the paper's published stories, rate card and style guide",
    draftError: "a wrong name, quote or fact in a caption, a summary or an ad",
    candidates: "reporter, ad sales and production candidates",
  },
  "mine-contractor": {
    personalData: "workers' injury, training, medical and shift records",
    audience: "mine owners and site managers",
    messages: "updates to mine owners and site managers",
    grounding: "your contracts, procedures and the mine owner's site rules",
    draftError: "a wrong hazard, location or reading in a shift report or an inspection",
    candidates: "miner, mechanic and electrician candidates",
  },
  "cleaning-contractor": {
    personalData:
      "cleaners' schedules, pay and training records and clients' building access codes, keys and alarm details",
    audience: "clients and building managers",
    messages: "replies to clients and building managers",
    grounding: "each site's cleaning scope, the client's contract and your own procedures",
    draftError:
      "a wrong task, frequency or chemical in a site's cleaning scope or work instructions",
    candidates: "cleaner and supervisor candidates",
  },
  "staffing-agency": {
    personalData:
      "workers' SINs, work permits, contact details, availability, pay and injury records",
    audience: "workers and clients",
    messages: "messages to workers and clients",
    grounding: "each client's order, the site's requirements and your own procedures",
    draftError:
      "a wrong pay rate, shift time or safety requirement in a job ad or a message to a worker",
    candidates: "candidates for placement",
  },
  broadcaster: {
    personalData:
      "sources' names and contact details, unaired news copy, advertisers' rates and contracts, and listeners' and contest entrants' details",
    audience: "listeners and advertisers",
    messages: "replies to listeners and advertisers",
    grounding: "the stations' aired newscasts, rate card and commercial guidelines",
    draftError: "a wrong name, title or fact in a newscast script or a spot",
    candidates: "announcer, newsroom and sales candidates",
  },
  municipality: {
    personalData:
      "residents' names and addresses, property tax and water accounts, permit applications, by-law complaints and staff records",
    audience: "residents",
    messages: "notices to residents",
    grounding: "the municipality's by-laws, council-approved policies, fees and service standards",
    draftError:
      "a wrong date, fee or by-law reference in an agenda report, the minutes or a reply to a resident",
    candidates: "municipal job candidates",
  },
  "performing-arts": {
    personalData:
      "donors' giving histories and contact details, subscribers' and ticket buyers' accounts, and artists' and volunteers' records",
    audience: "subscribers, ticket buyers and donors",
    messages: "ticket and subscription e-mails",
    grounding: "the season brochure, your box office policies and the venue's information",
    draftError: "a wrong date, name or figure in a programme, a renewal letter or a grant report",
    candidates: "staff, artist and volunteer candidates",
  },
  // A freight broker holds no drivers' logs or telematics: those are the carriers' it hires.
  "freight-broker": {
    personalData:
      "shippers' rates and load details, carriers' insurance, authority and banking details, and drivers' names and phone numbers for tracking",
    audience: "shippers and carriers",
    messages: "rate and capacity offers to shippers",
    grounding: "your rate confirmations, shipper contracts, carrier agreements and lane history",
    draftError: "a wrong rate, pickup appointment or address in a rate confirmation or a quote",
    candidates: "carrier rep and account manager candidates",
  },
  "air-taxi": {
    personalData:
      "passengers' names, weights and contact details and charter clients' destinations",
    audience: "passengers and charter clients",
    messages: "updates to passengers and charter clients",
    grounding: "your schedules, tariff, cancellation terms and Company Operations Manual",
    draftError: "a wrong time, weight or passenger detail in a booking, manifest or rebooking",
    candidates: "pilot, dock and seasonal candidates",
  },
  "immigration-consultant": {
    personalData: "clients' passports, identity documents, immigration histories and case files",
    audience: "clients and prospective clients",
    messages: "updates to clients and prospective clients",
    grounding: "IRCC's current program instructions and your own checklists",
    draftError: "a wrong rule, deadline or citation in a submission letter or a client's advice",
    candidates: "case officer and intake candidates",
  },
  "environmental-consultant": {
    personalData: "clients' site records, property owners' details and field staff records",
    audience: "clients",
    messages: "updates to clients",
    grounding: "the field records, laboratory certificates and the current standards",
    draftError: "a wrong result, standard or finding in a site assessment or report",
    candidates: "field technician, scientist and project manager candidates",
  },
  agrologist: {
    personalData: "farmers' field, soil and yield records and their contact details",
    audience: "farmers",
    messages: "updates to farmers",
    grounding: "the soil tests, product labels and each farm's own records",
    draftError:
      "a wrong rate, product or restriction in a fertility or crop protection recommendation",
    candidates: "agrologist, agronomist and crop adviser candidates",
  },
  "ski-resort": {
    personalData: "guests' pass, ticket and booking records, payment details and staff records",
    audience: "guests and pass holders",
    messages: "offers to guests and pass holders",
    grounding: "your current lift, trail and snow reports, prices and pass terms",
    draftError: "a wrong closure time, run or condition in a trail or lift notice",
    candidates: "lift, patrol, ski school and seasonal candidates",
  },
  printer: {
    personalData: "customers' contact details, orders and artwork",
    messages: "offers to print buyers",
    grounding: "your price lists, specifications and approved proofs",
    draftError: "a wrong quantity, price or specification in a quote or job ticket",
    candidates: "press, prepress and finishing candidates",
  },
  "home-builder": {
    personalData: "buyers' purchase agreements, selections, financing and contact details",
    audience: "buyers and homeowners",
    messages: "updates to buyers and prospects",
    grounding: "your plans, specifications, price lists and warranty terms",
    draftError:
      "a wrong price, option or date in a purchase agreement, change order or warranty reply",
    candidates: "site and trades candidates",
  },
  renovator: {
    personalData: "clients' addresses, plans, contracts and payment details",
    audience: "clients",
    messages: "promotions to past and prospective clients",
    grounding: "your price list, contracts and job notes",
    draftError: "a wrong quantity, price or date in a quote, contract or change order",
    candidates: "site and trades candidates",
  },
  "car-dealer": {
    personalData: "customers' credit applications, driver's licences and vehicle records",
    audience: "customers",
    messages: "offers to past and prospective buyers",
    grounding: "current prices, vehicle details, warranty terms and financing rates",
    draftError: "a wrong price, fee or vehicle detail in an ad or a bill of sale",
    candidates: "sales, service and technician candidates",
  },
  "tour-operator": {
    personalData: "travellers' names, booking dates, health and dietary notes and payment details",
    audience: "travellers",
    messages: "offers to past and prospective travellers",
    grounding: "your itineraries, prices, cancellation terms and safety rules",
    draftError: "a wrong price, date or safety detail in an itinerary or a booking reply",
    candidates: "guide and seasonal candidates",
  },
  "travel-agency": {
    personalData: "travellers' names, passports, itineraries and payment details",
    audience: "travellers",
    messages: "offers to past and prospective travellers",
    grounding: "suppliers' current fares and terms, and your own service fees",
    draftError: "a wrong fare, date or entry requirement in an itinerary or a quote",
    candidates: "travel advisor candidates",
  },
  "child-care": {
    personalData: "children's records, photos and health notes, and parents' contact details",
    audience: "parents",
    messages: "messages to parents",
    grounding: "your policies, fees, hours and licensing requirements",
    draftError: "a wrong allergy, medication or pick-up detail in a note to staff or parents",
    candidates: "early childhood educator candidates",
  },
  museum: {
    personalData: "members', donors' and visitors' records",
    audience: "visitors and members",
    messages: "e-mails to members and visitors",
    grounding: "your collection records, exhibition texts, hours and admission prices",
    draftError: "a wrong fact or date in an exhibition text or a collection record",
    candidates: "staff and volunteer candidates",
  },
  "land-surveyor": {
    personalData: "clients' and owners' names, addresses and title documents",
    audience: "clients",
    messages: "updates to builders and other clients",
    grounding: "your rate sheet, past jobs and the title records",
    draftError: "a wrong dimension, boundary or title detail in a certificate or plan",
    candidates: "survey technician, drafting and articling candidates",
  },
  "collection-agency": {
    personalData: "debtors' contact details, balances, call recordings and contact logs",
    audience: "debtors",
    messages: "letters to debtors",
    grounding:
      "your approved letter templates, the account's facts and the licence's disclosure rules",
    draftError: "a wrong balance, fee or disclosure in a letter or call script",
    candidates: "collector candidates",
  },
  recreation: {
    personalData: "members' and guests' contact details, bookings and payment details",
    audience: "members and guests",
    messages: "newsletters and offers to members and guests",
    grounding: "your rates, membership terms, menus and club policies",
    draftError: "a wrong rate, date or term in a quote or a reply",
    candidates: "seasonal course, pro shop and restaurant candidates",
  },
  roofer: {
    personalData: "clients' addresses, contracts and payment details, and crews' records",
    audience: "clients",
    messages: "offers to past and prospective clients",
    grounding: "your price list, specifications, safe work procedures and past bids",
    draftError:
      "a wrong quantity, price or specification in a bid, or a wrong step in a safe work procedure",
    candidates: "roofer, sheet metal and crew candidates",
  },
  "self-storage": {
    personalData: "customers' identity, contact and payment details, and their storage agreements",
    audience: "storage customers",
    messages: "offers to past and prospective storage customers",
    grounding: "your rates, unit sizes, storage agreement and facility rules",
    draftError: "a wrong amount, date or step in an overdue, lien or sale notice",
    candidates: "facility manager and counter candidates",
  },
  "auto-body": {
    personalData: "customers' contact details, vehicles and insurance claims",
    audience: "customers",
    messages: "offers to past customers",
    grounding: "your labour rates, repair procedures and the insurers' estimating rules",
    draftError: "a wrong part, operation or labour time in an estimate or supplement",
    candidates: "technician, painter and estimator candidates",
  },
  "food-importer": {
    personalData: "customers' and suppliers' contact details and orders",
    audience: "customers",
    messages: "offers to wholesale and retail customers",
    grounding: "your supplier documents, product specifications and approved labels",
    draftError: "a wrong origin, ingredient or allergen on a label or product description",
    candidates: "warehouse, production and sales candidates",
  },
  "grower-packer": {
    personalData: "workers' identity, contract, housing and payroll details, and buyers' contacts",
    audience: "buyers",
    messages: "offers and updates to buyers",
    grounding: "your crop records, spray records, lot records and buyers' specifications",
    draftError: "a wrong product, rate or lot in a spray, traceability or export record",
    candidates: "crew, packline and supervisor candidates",
  },
  "job-shop": {
    personalData: "clients' drawings, contacts and contracts, and welders' qualification records",
    audience: "clients",
    messages: "quotes and follow-ups to general contractors and clients",
    grounding: "the client's drawings and specifications, your rates and your shop standards",
    draftError: "a wrong quantity, size or weld in an estimate, cut list or shop instruction",
    candidates: "fitter, welder and estimator candidates",
  },
};
