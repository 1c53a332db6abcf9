import type { AssessmentInput } from "@/model/assessment/schemas";
import { proseOf } from "@/tests/helpers/test-personas";

/**
 * A kind of business that shares an industry option with another usual business reads words
 * true of any business under the option, never the usual business's (issue 34): a law firm no
 * consultancy's, a home builder no landlord's or brokerage's, a printer no parts plant's, a
 * funeral home no fintech's or call centre's, a credit union no wealth manager's, a dealership
 * no supermarket's, a tour operator no hotel's, a child care centre no school's. Where the kind's
 * own regulator is known it is named; where not, the option's usual regulator is not.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Owner",
  companyEmployees: "11-50",
  headOfficeLocation: "lower-mainland",
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const inOntario = {
  headOfficeLocation: "other",
  customLocation: "Peterborough, Ontario",
} as const;

const cases: [string, Partial<AssessmentInput>, RegExp, RegExp[]][] = [
  [
    "a law firm under Consulting",
    {
      companyName: "Harbour Law Corporation",
      executiveTitle: "Managing Lawyer",
      companyIndustry: "consulting",
      otherPlatforms: "PCLaw for time and trust accounting",
      businessChallenges: [
        "capturing_and_reusing_firm_knowledge",
        "improving_utilisation_and_billable_hours",
        "producing_proposals_and_reports_faster",
      ],
    },
    /every consultant|Ask ten consultants|deliverables?|Lilli|per consultant|PwC|Dell'Acqua|deck drafting/i,
    [/a law firm/, /Law Society of British Columbia/, /past documents/],
  ],
  [
    "a funeral home under Other",
    {
      companyName: "Lakeview Funeral Chapel",
      companyIndustry: "other",
      ...inOntario,
      businessChallenges: [
        "improving_the_customer_experience",
        "attracting_and_retaining_talent",
        "managing_costs_and_protecting_margins",
      ],
    },
    /Klarna|Unilever|Lumen|customer complaint|AI agent for routine customer questions|Dell'Acqua/,
    [/a funeral home/, /Bereavement Authority of Ontario/, /\bfamilies\b/],
  ],
  [
    "a printer under Manufacturing",
    {
      companyName: "Fraser Valley Printing Ltd.",
      companyIndustry: "manufacturing",
      otherPlatforms: "Heidelberg Prinect and EFI Pace for estimating",
      businessChallenges: [
        "improving_quality_control_and_reducing_defects",
        "lowering_energy_and_material_costs",
        "replacing_retiring_skilled_workers",
      ],
    },
    /Audi|spot welds|DeepMind|data cent(?:re|er)|Siemens|5,179 support agents|Large manufacturers run/,
    [/a printer/, /artwork/, /Noy and Zhang/],
  ],
  [
    "a home builder under Real Estate",
    {
      companyName: "Carraway Homes Ltd.",
      executiveTitle: "President",
      companyIndustry: "real-estate",
      headOfficeLocation: "other",
      customLocation: "Calgary, Alberta",
      otherPlatforms: "Hyphen BuildPro for scheduling and purchase orders",
      businessChallenges: [
        "generating_and_qualifying_quality_leads",
        "navigating_interest_rate_and_market_volatility",
        "speeding_up_transaction_paperwork_and_due_diligence",
      ],
    },
    /\btenants?\b|\brents?\b|\bviewings?\b|\bRECA\b|Real Estate Council|licensee|\bagents\b|listings|Zillow|RealPage|COiN|leases/i,
    [/a home builder/, /New Home Buyer Protection Act/, /\bbuyers\b/],
  ],
  [
    "a renovation company under Real Estate",
    {
      companyName: "Northshore Renovations Inc.",
      companyIndustry: "real-estate",
      businessChallenges: [
        "generating_and_qualifying_quality_leads",
        "managing_tenant_communications_and_maintenance_requests",
      ],
    },
    /BC Financial Services Authority|BCFSA|licensee|tenant assistant|\bagents\b|Property Manager|\bviewings?\b/,
    [/a renovation company/, /Replies to routine questions drafted/],
  ],
  [
    "a credit union under Financial Services",
    {
      companyName: "Prairie Hills Credit Union",
      companyIndustry: "financial-services",
      companyEmployees: "201-500",
      headOfficeLocation: "other",
      customLocation: "Regina, Saskatchewan",
      businessChallenges: [
        "personalising_advice_and_products_at_scale",
        "detecting_fraud_and_financial_crime_earlier",
      ],
    },
    /Morgan Stanley Wealth|financial advisers|Head of Wealth Management|advisors' notes|adviser assistant/,
    [/a credit union/, /Mastercard/, /member and client meetings/],
  ],
  [
    "a car dealership under Retail",
    {
      companyName: "Harbour Toyota",
      companyIndustry: "retail",
      ...inOntario,
      businessChallenges: ["rising_customer_acquisition_costs", "reducing_returns_and_shrinkage"],
    },
    /Morrisons|Walmart|Starbucks|Amazon|Director of Store Operations|Large retailers use/,
    [/a car dealership/, /Ontario Motor Vehicle Industry Council \(OMVIC\)/],
  ],
  [
    "a tour operator under Travel",
    {
      companyName: "Salish Sea Adventures",
      companyIndustry: "travel-hospitality-tourism",
      otherChallenge: "Our guided tours sell out in July and sit half empty in October.",
      businessChallenges: [
        "optimising_pricing_and_occupancy",
        "reducing_dependence_on_online_travel_agencies",
        "handling_guest_enquiries_around_the_clock",
      ],
    },
    /\brooms?\b|RevPAR|room nights|Front Office Manager|accommodation and food services|boutique hotel|stay dates|Duetto|IDeaS/,
    [/a tour operator/, /\btravellers\b/, /revenue per place offered/],
  ],
  [
    "a travel agency under Travel",
    {
      companyName: "Harbour Travel Ltd.",
      companyIndustry: "travel-hospitality-tourism",
      ...inOntario,
      otherChallenge: "Our travel advisors rebuild every itinerary by hand.",
      businessChallenges: [
        "personalising_the_guest_experience",
        "recovering_from_seasonal_demand_swings",
      ],
    },
    /\brooms?\b|stay history|pre-arrival|occupancy|accommodation and food services|IDeaS|Duetto|Guest Services Manager/,
    [/a travel agency/, /Travel Industry Council of Ontario \(TICO\)/, /\btravellers\b/],
  ],
  [
    "a child care centre under Education",
    {
      companyName: "Little Cedars Daycare",
      companyIndustry: "education",
      businessChallenges: [
        "reducing_teacher_workload_and_burnout",
        "improving_enrolment_and_student_retention",
      ],
    },
    /student records|\bgrades\b|Director of Admissions|Head of Academics|independent school|minimum ages|assesses students|MagicSchool|Tutor CoPilot/,
    [/a child care centre/, /Child Care Licensing Regulation/, /\bparents\b/],
  ],
];

describe("a kind of business its industry option was not written for", () => {
  it.each(cases)("gives %s neutral or its own words", (_, answers, wrong, right) => {
    const prose = proseOf({ ...quiet, ...answers });
    expect(
      prose.match(new RegExp(`.{0,60}(?:${wrong.source}).{0,30}`, wrong.flags + "g")),
    ).toBeNull();
    for (const words of right) expect(prose).toMatch(words);
  });

  it("names a BC notary's own society, not the law society", () => {
    const prose = proseOf({
      ...quiet,
      companyName: "Kerrisdale Notaries",
      companyIndustry: "consulting",
      otherChallenge: "As a notary public I spend hours on wills and conveyancing documents.",
      businessChallenges: ["producing_proposals_and_reports_faster"],
    });
    expect(prose).toMatch(/Society of Notaries Public of British Columbia/);
    expect(prose).not.toMatch(/Law Society of British Columbia/);
  });
});

describe("the usual business of each option keeps its own words", () => {
  it("gives a consultancy the consulting cases and a bank the adviser assistant", () => {
    const consultancy = proseOf({
      ...quiet,
      companyName: "Harbour Advisory Group",
      companyIndustry: "consulting",
      businessChallenges: ["capturing_and_reusing_firm_knowledge"],
    });
    expect(consultancy).toMatch(/Lilli/);
    const bank = proseOf({
      ...quiet,
      companyName: "Pacific Crown Bank",
      companyIndustry: "financial-services",
      companyEmployees: "201-500",
      businessChallenges: ["personalising_advice_and_products_at_scale"],
    });
    expect(bank).toMatch(/Morgan Stanley Wealth Management/);
  });
});
