import type { GenerationInput } from "@/capabilities/report/generation-input";
import { STORY_RULES, storyDisagreements } from "./consistency";
import { generateDocuments, type GeneratedDocuments } from "./lint-documents";
import { auditPersonas } from "./personas";
import { auditInput } from "./audit-input";

/**
 * Roles and bodies the company does not have at its size (#34), planted in personas' documents:
 * a board at a firm whose answers show none, a department lead at a firm of fifty, a head of the
 * function the executive runs themself, a finance role owning a lender's credit work.
 */

function written(key: string) {
  const persona = auditPersonas.find((p) => p.key === key)!;
  const input: GenerationInput = auditInput(persona);
  return { input, documents: generateDocuments(input) };
}

function found(
  { input, documents }: ReturnType<typeof written>,
  edit: (d: GeneratedDocuments) => void = () => {},
) {
  const copy = structuredClone(documents);
  edit(copy);
  return storyDisagreements(input, copy, input.readiness.improvements).map((v) => v.rule);
}

// A Montreal design studio of ten, a Kelowna brokerage of 25, a retailer whose COO answered
// (1,001-5,000 staff) and a Vancouver bank (201-500).
const studio = () => written("montreal-studio");
const brokerage = () => written("kelowna-brokerage");
const retailer = () => written("calgary-retail");
const bank = () => written("vancouver-bank");

describe("a board only where the answers show one", () => {
  it("flags a board update for a ten-person studio", () => {
    expect(found(studio())).toEqual([]);
    expect(
      found(studio(), (d) => {
        d.roadmap.quickWins[0]!.description =
          "Draft one board update and summarise one long report with the approved assistant.";
      }),
    ).toContain(STORY_RULES.board);
  });

  it("leaves a bank's board, and a dispatch board or a tenancy board, alone", () => {
    const text = "Report AI value to the board quarterly: cost, hours saved and revenue effect.";
    expect(
      found(bank(), (d) => {
        d.reportData.roadmap.phase3.scalingActions = [text];
      }),
    ).not.toContain(STORY_RULES.board);
    expect(
      found(studio(), (d) => {
        d.reportData.risks[0]!.why =
          "Disputes go to the Landlord and Tenant Board; carriers plan dispatch on the board.";
      }),
    ).not.toContain(STORY_RULES.board);
  });
});

describe("owners the company has at its size", () => {
  it("flags an operations lead at a 25-person brokerage whose answers name none", () => {
    expect(found(brokerage())).toEqual([]);
    expect(
      found(brokerage(), (d) => {
        d.roadmap.recommendations[1]!.owner = "operations lead";
      }),
    ).toContain(STORY_RULES.roles);
    expect(
      found(brokerage(), (d) => {
        d.reportData.currentState.keyChallenges[0] =
          "Generating and qualifying quality leads: AI lead scoring, owned by the customer service lead.";
      }),
    ).toContain(STORY_RULES.roles);
  });

  it("flags a Head of Operations beside the COO who answered, but not a manager under her", () => {
    expect(found(retailer())).toEqual([]);
    expect(
      found(retailer(), (d) => {
        d.roadmap.recommendations[1]!.owner = "Head of Operations";
      }),
    ).toContain(STORY_RULES.roles);
    expect(
      found(retailer(), (d) => {
        d.roadmap.recommendations[1]!.owner = "Store Operations Manager";
      }),
    ).not.toContain(STORY_RULES.roles);
  });

  it("flags a Controller owning a bank's credit models", () => {
    expect(
      found(bank(), (d) => {
        d.roadmap.recommendations.push({
          title: "Explainable credit models run alongside the scorecard",
          description: "Answers it.",
          priority: "Medium",
          owner: "Controller",
          timeframe: "Months 4–9",
        });
      }),
    ).toContain(STORY_RULES.roles);
  });
});

describe("owners the executive named", () => {
  it("flags someone still to be named for an area a named person runs, and IT where none is shown", () => {
    const { input } = brokerage();
    const answers = {
      ...input.answers,
      companyEmployees: "51-200" as const,
      aiFriction: "Marketing is Anika, and nobody has time for new software.",
    };
    const named = {
      input: { ...input, answers },
      documents: generateDocuments({ ...input, answers }),
    };
    expect(found(named)).not.toContain(STORY_RULES.roles);
    expect(
      found(named, (d) => {
        d.roadmap.recommendations[0]!.owner = "a person you appoint in marketing";
      }),
    ).toContain(STORY_RULES.roles);
    expect(
      found(named, (d) => {
        d.roadmap.recommendations[0]!.owner = "a person you appoint in IT";
      }),
    ).toContain(STORY_RULES.roles);
  });
});
