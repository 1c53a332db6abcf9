import { functionalTools } from "./tools-functional";
import { industryTools } from "./tools-industry";
import { platformTools } from "./tools-platform";
import type { CatalogueTool } from "./types";

/**
 * The catalogue of real AI tools the built-in generator recommends from, split by topic:
 * platform AI and general assistants, one business function each, one industry each.
 */
export const toolCatalogue: readonly CatalogueTool[] = [
  ...platformTools,
  ...functionalTools,
  ...industryTools,
];

const byName: ReadonlyMap<string, CatalogueTool> = new Map(
  toolCatalogue.map((tool) => [tool.name, tool]),
);

/** A catalogue tool by its exact name. */
export function findTool(name: string): CatalogueTool | undefined {
  return byName.get(name);
}
