import { Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import type { ReactNode } from "react";
import {
  MAX_TOOLS,
  capitalise,
  evidenceLine,
  priorityVariant,
  topTools,
} from "@/model/documents/format";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import { PdfBadge, PdfExternalLink, PdfLabel, PdfSection, displayUrl } from "./components";
import { colors, styles } from "./theme";

/**
 * The recommended tools, the top six like the screen: a card a tool across the page, its name
 * and what it is, its use case, why it fits, its cost and its business case. A card is about
 * half a page, so it may go on over a page break between those parts (a label never parts
 * from its text) rather than leave half a page empty before it.
 */
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
  const [first, ...rest] = topTools(tools).flatMap(toolCardParts);
  return (
    <PdfSection
      number={number}
      title={title}
      lead={
        <>
          {tools.length > MAX_TOOLS && (
            <Text style={[styles.small, styles.muted, { marginTop: -4, marginBottom: 8 }]}>
              Showing top {MAX_TOOLS} recommendations
            </Text>
          )}
          {first}
        </>
      }
    >
      {rest}
    </PdfSection>
  );
}

/**
 * A tool's card in parts: each part is its own block in the page's flow, bordered at the sides,
 * the first also at the top and the last at the bottom. react-pdf breaks a page between blocks,
 * where one box it would move whole to the next page and leave half a page empty.
 */
function toolCardParts(tool: RecommendedTool) {
  const parts = [
    <ToolHead key="head" tool={tool} />,
    <View key="use" style={{ backgroundColor: colors.navySoft, borderRadius: 3, padding: 6 }}>
      <PdfLabel>Use case</PdfLabel>
      <Text style={styles.small}>{tool.useCase}</Text>
    </View>,
    tool.fit && (
      <Labelled key="fit" label="Why it fits">
        <Text style={styles.small}>{tool.fit}</Text>
        {tool.evidence && (
          <Text style={[styles.small, styles.muted, { marginTop: 2 }]}>
            {evidenceLine(tool.evidence)}
          </Text>
        )}
      </Labelled>
    ),
    tool.cost ? (
      <Labelled key="cost" label="Estimated cost">
        <Text style={[styles.small, styles.bold]}>{tool.cost.summary}</Text>
        <Text style={[styles.small, styles.muted]}>
          {tool.cost.assumption}. List price: {tool.pricing}
        </Text>
      </Labelled>
    ) : (
      <Labelled key="cost" label="Pricing">
        <Text style={styles.small}>{tool.pricing}</Text>
      </Labelled>
    ),
    tool.businessCase && (
      <Labelled key="case" label="Business case">
        <Text style={styles.small}>{tool.businessCase}</Text>
      </Labelled>
    ),
  ].filter(Boolean);
  return parts.map((part, i) => (
    <View key={`${tool.name}-${i}`} wrap={false} style={cardPart(i === 0, i === parts.length - 1)}>
      {part}
    </View>
  ));
}

const RADIUS = 4;
const PADDING = 11;

function cardPart(first: boolean, last: boolean): Style {
  return {
    borderColor: colors.border,
    borderLeftWidth: 0.75,
    borderRightWidth: 0.75,
    borderTopWidth: first ? 0.75 : 0,
    borderBottomWidth: last ? 0.75 : 0,
    borderTopLeftRadius: first ? RADIUS : 0,
    borderTopRightRadius: first ? RADIUS : 0,
    borderBottomLeftRadius: last ? RADIUS : 0,
    borderBottomRightRadius: last ? RADIUS : 0,
    paddingHorizontal: PADDING,
    paddingTop: first ? PADDING : 6,
    paddingBottom: last ? PADDING : 0,
    marginBottom: last ? 10 : 0,
  };
}

function ToolHead({ tool }: { tool: RecommendedTool }) {
  return (
    <>
      <View style={[styles.row, { justifyContent: "space-between", marginBottom: 4 }]}>
        <View style={{ flex: 1, paddingRight: 6 }}>
          <Text style={[styles.h3, { marginBottom: 0 }]}>{tool.name}</Text>
          <Text style={[styles.small, styles.muted]}>
            {tool.category} ·{" "}
            <PdfExternalLink href={tool.url}>{displayUrl(tool.url)}</PdfExternalLink>
          </Text>
        </View>
        <PdfBadge
          label={`${capitalise(tool.priority.toLowerCase())} priority`}
          variant={priorityVariant(tool.priority)}
        />
      </View>
      <Text style={styles.small}>{tool.description}</Text>
    </>
  );
}

/** A small label over its text. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View>
      <PdfLabel>{label}</PdfLabel>
      {children}
    </View>
  );
}
