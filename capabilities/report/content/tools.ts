import { assistantTools, freePlanAssistants } from "./tools-assistants";
import { goodsIndustryTools } from "./tools-industry-goods";
import { industryTools } from "./tools-industry";
import { professionalIndustryTools } from "./tools-industry-professional";
import { peopleDataTools } from "./tools-people-data";
import { platformTools } from "./tools-platform";
import { salesMarketingTools } from "./tools-sales-marketing";
import { serviceFinanceTools } from "./tools-service-finance";
import { systemTools } from "./tools-systems";
import type { CatalogueTool } from "./types";

/**
 * The catalogue of real AI tools the report recommends from, each with the data that decides
 * whom it fits (size bands, price, who uses it, set-up time, maturity needed, the systems it
 * needs, connects to or would replace), split by topic: platform AI, the AI of named systems,
 * general assistants, one business function each, one industry group each.
 */
export const toolCatalogue: readonly CatalogueTool[] = [
  ...platformTools,
  ...systemTools,
  ...assistantTools,
  ...salesMarketingTools,
  ...serviceFinanceTools,
  ...peopleDataTools,
  ...industryTools,
  ...professionalIndustryTools,
  ...goodsIndustryTools,
];

const byName: ReadonlyMap<string, CatalogueTool> = new Map(
  [...toolCatalogue, ...freePlanAssistants].map((tool) => [tool.name, tool]),
);

/** A catalogue tool by its exact name. */
export function findTool(name: string): CatalogueTool | undefined {
  return byName.get(name);
}
