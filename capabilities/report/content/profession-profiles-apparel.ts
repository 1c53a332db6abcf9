import { operationsChallenges } from "./challenges-operations";
import { operationsIndustries } from "./industries-operations";
import type { ProfessionProfile } from "./profession-profiles";
import type { SolutionArea } from "./types";

/**
 * A clothing or footwear retailer reads the retail option's own words, with its returns as
 * they mostly are: for size and fit, prevented by fit guidance drawn from return comments.
 */
const retail = operationsIndustries.find((p) => p.industry === "retail")!;

const FIT_RETURNS: Partial<SolutionArea> = {
  description:
    "Analyzing return reasons, fit and product data to prevent returns, and spotting shrink patterns across stores and staff.",
  industryExample:
    "A retailer adds AI-written fit and use guidance, drawn from return comments, to its product pages, and checks the items whose stock losses stand out.",
};

export const apparelProfile: ProfessionProfile = {
  landscape: retail.landscape.map((area) =>
    area.challenges.includes("reducing_returns_and_shrinkage") ? { ...area, ...FIT_RETURNS } : area,
  ),
  commonUseCases: retail.commonUseCases,
  typicalMaturity: retail.typicalMaturity,
  challenges: {
    reducing_returns_and_shrinkage: {
      // The retail option's applications, the returns one as a clothing seller meets it.
      applications: operationsChallenges.reducing_returns_and_shrinkage!.applications.map(
        (app, i) =>
          i === 0
            ? { ...app, application: "Return-reason analysis feeding fit and product guidance" }
            : app,
      ),
      measure: {
        target:
          "10-15% fewer returns for fit or 'not as described' reasons in the pilot categories",
      },
    },
  },
};
