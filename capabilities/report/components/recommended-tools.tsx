import { ExternalLink, Sparkles } from "@/platform/ui/icons";
import { Button } from "@/platform/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/platform/ui/card";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import { PriorityBadge } from "./badges";
import { MAX_TOOLS, evidenceLine, topTools } from "@/model/documents/format";
import { Eyebrow, ReportSection, slugify } from "@/platform/ui/report-section";

/**
 * The shared card grid of recommended AI tools (spec section 2). Shows at most six, with a
 * note when there were more; renders nothing for an empty list.
 */
export function RecommendedTools({
  tools,
  title = "Recommended AI Tools",
}: {
  tools: RecommendedTool[];
  title?: string;
}) {
  if (tools.length === 0) return null;
  const shown = topTools(tools);
  const slug = slugify(title);
  const hintId = `${slug}-new-tab`;

  return (
    <ReportSection
      title={title}
      icon={Sparkles}
      id={`section-${slug}`}
      description={
        tools.length > MAX_TOOLS ? <span>Showing top {MAX_TOOLS} recommendations</span> : undefined
      }
    >
      <span id={hintId} hidden>
        Opens in a new tab
      </span>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-2">
        {shown.map((tool) => (
          <li key={tool.name} className="flex">
            <Card className="flex-1 gap-4 print:break-inside-avoid print:shadow-none">
              <CardHeader className="gap-2">
                <div className="flex items-start justify-between gap-3">
                  <div className="grid gap-1">
                    <h3 className="text-base leading-snug font-semibold">{tool.name}</h3>
                    <p className="text-xs font-medium text-muted-foreground">{tool.category}</p>
                  </div>
                  <PriorityBadge priority={tool.priority} />
                </div>
              </CardHeader>
              <CardContent className="grid flex-1 content-start gap-3 text-sm">
                <p className="leading-relaxed">{tool.description}</p>
                <div className="grid gap-1 rounded-md bg-secondary/60 px-3 py-2">
                  <Eyebrow>Use case</Eyebrow>
                  <p className="leading-relaxed">{tool.useCase}</p>
                </div>
                {tool.fit && (
                  <div className="grid gap-1">
                    <Eyebrow>Why it fits</Eyebrow>
                    <p className="leading-relaxed">{tool.fit}</p>
                    {tool.evidence && (
                      <p className="text-xs text-muted-foreground">{evidenceLine(tool.evidence)}</p>
                    )}
                  </div>
                )}
                {tool.cost ? (
                  <div className="grid gap-1">
                    <Eyebrow>Estimated cost</Eyebrow>
                    <p className="font-medium">{tool.cost.summary}</p>
                    <p className="text-xs text-muted-foreground">
                      {tool.cost.assumption}. List price: {tool.pricing}
                    </p>
                  </div>
                ) : (
                  <div className="grid gap-1">
                    <Eyebrow>Pricing</Eyebrow>
                    <p>{tool.pricing}</p>
                  </div>
                )}
                {tool.businessCase && (
                  <div className="grid gap-1">
                    <Eyebrow>Business case</Eyebrow>
                    <p className="leading-relaxed">{tool.businessCase}</p>
                  </div>
                )}
              </CardContent>
              <CardFooter>
                <Button
                  asChild
                  variant="outline"
                  size="sm"
                  className="w-full whitespace-normal print:hidden"
                >
                  <a
                    href={tool.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={hintId}
                  >
                    Visit {tool.name}
                    <ExternalLink aria-hidden="true" />
                  </a>
                </Button>
                <p className="hidden text-xs break-all text-muted-foreground print:block">
                  {tool.url}
                </p>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
