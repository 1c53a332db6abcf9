import type { ProfessionChallenge } from "./profession-profiles";

/**
 * Health, retail and manufacturing challenges in words true of any kind of business under the
 * option that is not its usual one (review class 8): a veterinary practice's clients consent and
 * keep contact details, not its patients, and it books the first open appointment, not a
 * physician's "third next available"; a grocer loses stock to spoilage and write-offs, not to
 * apparel returns for fit; a sawmill or pellet plant counts energy and material per unit, not
 * scrap write-offs. Only what differs from the option's words is written.
 */

export const healthcareNeutral: Record<string, ProfessionChallenge> = {
  reducing_clinician_administrative_burden: {
    measure: {
      metric: "minutes of record-keeping per visit",
      target:
        "20-30% less after-hours record-keeping for the pilot staff, with record quality checked on a sample",
      dependsOn:
        "A consent script for recording visits, read to the client, and a privacy impact assessment of the tool, both approved",
    },
  },
  shortening_patient_wait_times_and_scheduling_gaps: {
    measure: {
      metric: "days to the first open appointment",
      baseline:
        "Check the first open appointment every Monday for three weeks, and take last quarter's no-show rate from the booking report",
      target: "1-3 days sooner to the first open appointment, helped by 10-20% fewer no-shows",
      dependsOn:
        "Reminder messages approved, and clients' contact details and consent to reminders current in {system}",
    },
  },
  improving_patient_engagement_and_followup_care: {
    measure: {
      baseline:
        "Audit 50 visits that called for a follow-up or reminder last quarter and check in the records whether it happened within the window",
      target:
        "10-20 points more follow-ups completed within the recommended window for the pilot group",
      dependsOn:
        "Approved message templates, clients' consent to be contacted and a rule for passing replies to a qualified person",
    },
  },
};

export const retailNeutral: Record<string, ProfessionChallenge> = {
  forecasting_demand_and_avoiding_stockouts: {
    applications: [
      {
        application: "Orders suggested from the sales history, seasons and events",
        work: "prediction",
        department: "operations",
        impact: "Fewer items sold out and less thrown away or marked down; track both.",
      },
    ],
    tools: ["Square AI", "Shopify Magic and Sidekick", "Power BI Copilot"],
    measure: {
      metric: "days the best-selling items were sold out, and stock thrown away or marked down",
      baseline:
        "From last season's sales and purchase records, count the days your best-selling items were sold out and what was thrown away or marked down",
      target: "A fifth fewer sold-out days on those items without more thrown away or marked down",
      dependsOn:
        "A season or more of sales and purchase history in {system}, with each item named the same way",
    },
  },
  reducing_returns_and_shrinkage: {
    applications: [
      {
        application: "Loss and write-off patterns analysed by product and reason",
        work: "analysis",
        department: "operations",
        impact: "Effort aimed where stock is lost, tracked by product.",
      },
    ],
    measure: {
      metric: "shrink and write-offs as a share of sales",
      baseline:
        "Take the shrink and write-offs by reason from the last two stock counts and last year's sales",
      target: "10-15% less shrink and write-off in the pilot categories",
      dependsOn: "Reason codes for write-offs used the same way by everyone who records them",
    },
  },
};

export const manufacturingNeutral: Record<string, ProfessionChallenge> = {
  lowering_energy_and_material_costs: {
    measure: {
      metric: "energy and material cost per unit produced",
      baseline:
        "Divide twelve months of energy bills and raw material cost by units produced, month by month",
      target: "3-8% lower energy and material cost per unit on the pilot line",
    },
  },
};
