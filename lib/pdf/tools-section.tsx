import { Text, View } from "@react-pdf/renderer";
import {
  MAX_TOOLS,
  capitalise,
  evidenceLine,
  priorityVariant,
  topTools,
} from "@/lib/report/format";
import type { RecommendedTool } from "@/lib/report/schemas";
import {
  PdfBadge,
  PdfCardRow,
  PdfExternalLink,
  PdfLabel,
  PdfSection,
  chunk,
  displayUrl,
} from "./components";
import { colors, styles } from "./theme";

/** The recommended tools as a two-column card grid: the top six, like the screen. */
export function PdfToolsSection({
  number,
  title,
  tools,
}: {
  number?: number;
  title: string;
  tools: RecommendedTool[];
}) {
  if (tools.length === 0) return null;
  const rows = chunk(topTools(tools)).map((row, i) => (
    <PdfCardRow key={i}>
      {row.map((tool) => (
        <ToolCard key={tool.name} tool={tool} />
      ))}
    </PdfCardRow>
  ));
  // A row of two cards with fit, cost and business case can be most of a page: no row leads
  // with the heading (which keeps itself with what follows), so nothing outgrows a page.
  return (
    <PdfSection number={number} title={title}>
      {tools.length > MAX_TOOLS && (
        <Text style={[styles.small, styles.muted, { marginTop: -4, marginBottom: 8 }]}>
          Showing top {MAX_TOOLS} recommendations
        </Text>
      )}
      {rows}
    </PdfSection>
  );
}

function ToolCard({ tool }: { tool: RecommendedTool }) {
  return (
    <View style={[styles.card, styles.half, { padding: 11 }]}>
      <View style={[styles.row, { justifyContent: "space-between", marginBottom: 4 }]}>
        <View style={{ flex: 1, paddingRight: 6 }}>
          <Text style={[styles.h3, { marginBottom: 0 }]}>{tool.name}</Text>
          <Text style={[styles.small, styles.muted]}>{tool.category}</Text>
        </View>
        <PdfBadge
          label={`${capitalise(tool.priority.toLowerCase())} priority`}
          variant={priorityVariant(tool.priority)}
        />
      </View>
      <Text style={[styles.small, { marginBottom: 6 }]}>{tool.description}</Text>
      <View
        style={{ backgroundColor: colors.navySoft, borderRadius: 3, padding: 6, marginBottom: 6 }}
      >
        <PdfLabel>Use case</PdfLabel>
        <Text style={styles.small}>{tool.useCase}</Text>
      </View>
      {tool.fit && (
        <>
          <PdfLabel>Why it fits</PdfLabel>
          <Text style={[styles.small, { marginBottom: tool.evidence ? 2 : 6 }]}>{tool.fit}</Text>
          {tool.evidence && (
            <Text style={[styles.small, styles.muted, { marginBottom: 6 }]}>
              {evidenceLine(tool.evidence)}
            </Text>
          )}
        </>
      )}
      {tool.cost ? (
        <>
          <PdfLabel>Estimated cost</PdfLabel>
          <Text style={[styles.small, styles.bold]}>{tool.cost.summary}</Text>
          <Text style={[styles.small, styles.muted, { marginBottom: 6 }]}>
            {tool.cost.assumption}. List price: {tool.pricing}
          </Text>
        </>
      ) : (
        <>
          <PdfLabel>Pricing</PdfLabel>
          <Text style={[styles.small, { marginBottom: 6 }]}>{tool.pricing}</Text>
        </>
      )}
      {tool.businessCase && (
        <>
          <PdfLabel>Business case</PdfLabel>
          <Text style={[styles.small, { marginBottom: 6 }]}>{tool.businessCase}</Text>
        </>
      )}
      <Text style={[styles.small, { marginTop: "auto" }]}>
        <PdfExternalLink href={tool.url}>{displayUrl(tool.url)}</PdfExternalLink>
      </Text>
    </View>
  );
}
