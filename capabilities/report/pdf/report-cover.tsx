import { Page, Text, View } from "@react-pdf/renderer";
import {
  industryShown,
  readinessPoints,
  scoreBadgeLabel,
  type ReportHeader,
} from "@/model/documents/format";
import { PdfBar } from "./components";
import { colors, fonts, type PdfPageSize } from "./theme";

export const REPORT_TITLE = "AI Readiness Report";

function Contents({ titles, color }: { titles: string[]; color: string }) {
  const half = Math.ceil(titles.length / 2);
  const columns = [titles.slice(0, half), titles.slice(half)];
  return (
    <View style={{ marginTop: 44 }}>
      <Text style={{ fontFamily: fonts.bold, fontSize: 8, letterSpacing: 1.6, color: colors.gold }}>
        CONTENTS
      </Text>
      <View style={{ flexDirection: "row", marginTop: 8 }}>
        {columns.map((column, c) => (
          <View key={c} style={{ width: "50%", paddingRight: 16 }}>
            {column.map((title, i) => (
              <View key={title} style={{ flexDirection: "row", marginBottom: 4 }}>
                <Text
                  style={{ width: 20, fontFamily: fonts.bold, fontSize: 8.5, color: colors.gold }}
                >
                  {String(c * half + i + 1).padStart(2, "0")}
                </Text>
                <Text style={{ fontSize: 9, color }}>{title}</Text>
              </View>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}

/** The report's cover: who it is for, the score and the contents. */
export function Cover({
  header,
  contents,
  pageSize,
}: {
  header: ReportHeader;
  contents: string[];
  pageSize: PdfPageSize;
}) {
  const light = "#c7cee8";
  return (
    <Page
      size={pageSize}
      style={{ backgroundColor: colors.navy, fontFamily: fonts.regular, color: colors.white }}
    >
      <View style={{ height: 8, backgroundColor: colors.gold }} />
      <View style={{ flex: 1, paddingHorizontal: 56, paddingTop: 48, paddingBottom: 48 }}>
        <Text
          style={{ fontFamily: fonts.bold, fontSize: 9, letterSpacing: 2.4, color: colors.gold }}
        >
          EXECUTIVE AI READINESS
        </Text>

        <View style={{ marginTop: pageSize === "A4" ? 130 : 96 }}>
          <Text style={{ fontSize: 11, letterSpacing: 2, color: light }}>
            {REPORT_TITLE.toUpperCase()}
          </Text>
          <Text style={{ fontFamily: fonts.bold, fontSize: 34, lineHeight: 1.15, marginTop: 10 }}>
            {header.companyName}
          </Text>
          <View
            style={{ width: 56, height: 3, backgroundColor: colors.gold, marginVertical: 18 }}
          />
          <Text style={{ fontSize: 12.5 }}>
            Prepared for {header.executiveName}, {header.executiveTitle}
          </Text>
          <Text style={{ fontSize: 10.5, color: light, marginTop: 6 }}>
            {header.date} · {industryShown(header)}
          </Text>
        </View>

        <View
          style={{
            marginTop: 56,
            width: 260,
            padding: 18,
            borderWidth: 1,
            borderColor: colors.gold,
            borderRadius: 4,
            backgroundColor: colors.navyDark,
          }}
        >
          <Text
            style={{ fontFamily: fonts.bold, fontSize: 8, letterSpacing: 1.6, color: colors.gold }}
          >
            OVERALL AI READINESS
          </Text>
          <View
            style={{ flexDirection: "row", alignItems: "flex-end", marginTop: 6, marginBottom: 10 }}
          >
            <Text style={{ fontFamily: fonts.bold, fontSize: 40, lineHeight: 1 }}>
              {readinessPoints(header.overallScore)}
            </Text>
            <Text style={{ fontSize: 14, color: light, marginLeft: 3, marginBottom: 4 }}>/100</Text>
            <Text
              style={{
                fontFamily: fonts.bold,
                fontSize: 9,
                letterSpacing: 1,
                color: colors.gold,
                marginLeft: 14,
                marginBottom: 6,
              }}
            >
              {scoreBadgeLabel(header.overallScore).toUpperCase()}
            </Text>
          </View>
          <PdfBar score={header.overallScore} height={5} track="#3b4a8f" fill={colors.gold} />
        </View>

        <Contents titles={contents} color={light} />

        <View style={{ position: "absolute", bottom: 48, left: 56, right: 56 }}>
          <View style={{ height: 0.75, backgroundColor: "#5b69a8", marginBottom: 10 }} />
          <Text style={{ fontSize: 8, color: light, lineHeight: 1.5 }}>
            Confidential. Prepared exclusively for {header.companyName} from its executive AI
            readiness assessment. The overall score is out of 100.
          </Text>
        </View>
      </View>
    </Page>
  );
}
