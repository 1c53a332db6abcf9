import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { Context } from "./context";
import { joinWords } from "./text";
import { connectionsOf } from "./tool-match";

/**
 * A tool's description as this company reads it: the systems it feeds are the ones the answers
 * name ("extracts the data into QuickBooks"), never a vendor's list of others ("QuickBooks, Xero
 * or Sage" beside SAP Business One), and none at all when the company runs none of them.
 */
export function describedFor(tool: CatalogueTool, ctx: Context): string {
  if (!tool.description.includes("{systems}")) return tool.description;
  const named = connectionsOf(tool, ctx);
  return tool.description.replace(
    "{systems}",
    named.length ? joinWords(named) : (tool.systemsNoun ?? "the systems you run"),
  );
}
