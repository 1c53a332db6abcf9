import { Circle, Svg, Text, View } from "@react-pdf/renderer";
import {
  capitalise,
  familyRatingVariant,
  priorityVariant,
  familyParts,
  familySafetyHeading,
  familySectionLead,
} from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";
import {
  PdfBadge,
  PdfCardRow,
  PdfExternalLink,
  PdfParagraphs,
  PdfSection,
  displayUrl,
} from "./components";
import { colors, fonts, styles } from "./theme";

type Scorecard = NonNullable<ReportData["familyScorecard"]>;
type Strategies = NonNullable<ReportData["familyStrategies"]>;

/** The family score on a 10-point ring. */
function Ring({ score }: { score: number }) {
  const size = 84;
  const r = 35;
  const circumference = 2 * Math.PI * r;
  const filled = (Math.min(10, Math.max(0, score)) / 10) * circumference;
  return (
    <View style={{ width: size, height: size, marginRight: 18 }}>
      <Svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <Circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          stroke={colors.navyTint}
          strokeWidth={9}
          fill="none"
        />
        <Circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          stroke={colors.navy}
          strokeWidth={9}
          fill="none"
          strokeDasharray={`${filled} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </Svg>
      <View
        style={{
          position: "absolute",
          top: 0,
          left: 0,
          width: size,
          height: size,
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        <Text style={{ fontFamily: fonts.bold, fontSize: 22, color: colors.navy, lineHeight: 1 }}>
          {score}
        </Text>
        <Text style={{ fontSize: 7, color: colors.muted, marginTop: 2 }}>out of 10</Text>
      </View>
    </View>
  );
}

function ScorecardPdf({ scorecard }: { scorecard: Scorecard }) {
  return (
    <View
      style={[styles.card, styles.row, { alignItems: "center", marginBottom: 10 }]}
      wrap={false}
    >
      <Ring score={scorecard.overallScore} />
      <View style={{ flex: 1 }}>
        <View style={[styles.row, { alignItems: "center", marginBottom: 4 }]}>
          <Text style={[styles.h3, { marginBottom: 0, marginRight: 8 }]}>Family AI readiness</Text>
          <PdfBadge label={scorecard.rating} variant={familyRatingVariant(scorecard.rating)} />
        </View>
        <Text style={[styles.small, { marginBottom: 8 }]}>{scorecard.summary}</Text>
        <View style={[styles.row, { justifyContent: "space-between" }]}>
          {familyParts(scorecard.noChildrenAtHome).map(({ part: key, label, share }) => (
            <View
              key={key}
              style={{
                width: "23.5%",
                backgroundColor: colors.navySoft,
                borderRadius: 3,
                padding: 6,
              }}
            >
              <Text style={[styles.muted, { fontSize: 7 }]}>
                {label} ({share}%)
              </Text>
              <Text style={{ fontFamily: fonts.bold, color: colors.navy }}>
                {scorecard.breakdown[key]}/10
              </Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  );
}

function StrategiesPdf({
  strategies,
  noChildrenAtHome,
}: {
  strategies: Strategies;
  noChildrenAtHome?: boolean;
}) {
  return (
    <>
      <PdfCardRow>
        {[
          ["Preparedness", strategies.preparednessAssessment],
          ["Household AI use", strategies.householdUsageAnalysis],
        ].map(([title, text]) => (
          <View key={title} style={[styles.card, styles.half]}>
            <Text style={styles.h3}>{title}</Text>
            <PdfParagraphs text={text} style={styles.small} />
          </View>
        ))}
      </PdfCardRow>

      <View style={[styles.card, { marginBottom: 10 }]} wrap={false}>
        <Text style={styles.h3}>{familySafetyHeading(noChildrenAtHome)}</Text>
        {strategies.childSafetyRecommendations.map((item) => (
          <View
            key={item.title}
            style={{
              borderLeftWidth: 2,
              borderLeftColor: colors.navyTint,
              paddingLeft: 8,
              marginTop: 6,
            }}
            wrap={false}
          >
            <View style={[styles.row, { alignItems: "center" }]}>
              <Text style={[styles.bold, { marginRight: 6 }]}>{item.title}</Text>
              <PdfBadge
                label={`${capitalise(item.priority)} priority`}
                variant={priorityVariant(item.priority)}
              />
            </View>
            <Text style={[styles.small, styles.muted]}>{item.description}</Text>
          </View>
        ))}
      </View>

      <View style={[styles.card, { marginBottom: 10 }]} wrap={false}>
        <Text style={styles.h3}>Family best practices</Text>
        {strategies.familyBestPractices.map((item) => (
          <View key={item.title} style={{ marginTop: 6 }} wrap={false}>
            <View style={[styles.row, { alignItems: "center" }]}>
              <Text style={[styles.bold, { marginRight: 6 }]}>{item.title}</Text>
              <PdfBadge label={item.ageGroup} variant="outline" />
            </View>
            <Text style={[styles.small, styles.muted]}>{item.description}</Text>
          </View>
        ))}
      </View>

      <View style={styles.tintedCard} wrap={false}>
        <Text style={styles.h3}>Recommended resources</Text>
        {strategies.recommendedResources.map((resource) => (
          <View key={resource.url} style={{ marginTop: 4 }}>
            <Text style={styles.small}>
              <Text style={styles.bold}>{resource.name}</Text> — {resource.description}
            </Text>
            <Text style={{ fontSize: 8 }}>
              <PdfExternalLink href={resource.url}>{displayUrl(resource.url)}</PdfExternalLink>
            </Text>
          </View>
        ))}
      </View>
    </>
  );
}

export function FamilyPdf({
  number,
  scorecard,
  strategies,
}: {
  number: number;
  scorecard?: Scorecard;
  strategies?: Strategies;
}) {
  return (
    <PdfSection
      number={number}
      title="Personal and Family AI Readiness"
      lead={
        <>
          <Text style={[styles.muted, { marginTop: -4, marginBottom: 10 }]}>
            {familySectionLead(scorecard?.noChildrenAtHome)}
          </Text>
          {scorecard && <ScorecardPdf scorecard={scorecard} />}
        </>
      }
    >
      {strategies && (
        <StrategiesPdf strategies={strategies} noChildrenAtHome={scorecard?.noChildrenAtHome} />
      )}
    </PdfSection>
  );
}
