import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { impactVariant } from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";
import { PdfBadge, PdfSection } from "./components";
import { colors, fonts, styles } from "./theme";

/**
 * The risks as a table (risk and why, impact, mitigation), in the report and the roadmap. Each
 * row stays whole; `closing`, what ends the document, is kept on a page with the last row.
 */

const riskColumns = { risk: "34%", impact: "14%", mitigation: "52%" } as const;

type Risk = ReportData["risks"][number];

function RiskRow({ risk, shaded }: { risk: Risk; shaded: boolean }) {
  return (
    <View
      wrap={false}
      style={[
        styles.row,
        {
          paddingVertical: 9,
          paddingHorizontal: 10,
          backgroundColor: shaded ? colors.navySoft : colors.white,
          borderLeftWidth: 0.75,
          borderRightWidth: 0.75,
          borderBottomWidth: 0.75,
          borderColor: colors.border,
        },
      ]}
    >
      <View style={{ width: riskColumns.risk, paddingRight: 10 }}>
        <Text style={styles.bold}>{risk.risk}</Text>
        {risk.why && <Text style={[styles.small, styles.muted, { marginTop: 3 }]}>{risk.why}</Text>}
      </View>
      <View style={{ width: riskColumns.impact }}>
        <PdfBadge label={risk.impact} variant={impactVariant(risk.impact)} />
      </View>
      <Text style={{ width: riskColumns.mitigation }}>{risk.mitigation}</Text>
    </View>
  );
}

function HeaderRow() {
  const head = { color: colors.white, fontFamily: fonts.bold, fontSize: 7.5, letterSpacing: 1 };
  return (
    <View
      style={[
        styles.row,
        {
          backgroundColor: colors.navy,
          paddingVertical: 6,
          paddingHorizontal: 10,
          borderTopLeftRadius: 4,
          borderTopRightRadius: 4,
        },
      ]}
    >
      <Text style={[head, { width: riskColumns.risk }]}>RISK</Text>
      <Text style={[head, { width: riskColumns.impact }]}>IMPACT</Text>
      <Text style={[head, { width: riskColumns.mitigation }]}>MITIGATION</Text>
    </View>
  );
}

export function RisksPdf({
  number,
  title = "Risks and Mitigation Strategies",
  risks,
  closing,
}: {
  number: number;
  title?: string;
  risks: Risk[];
  closing?: ReactNode;
}) {
  const [first, ...rest] = risks.map((risk, i) => (
    <RiskRow key={risk.risk} risk={risk} shaded={i % 2 === 1} />
  ));
  const last = rest.pop();
  return (
    <PdfSection
      number={number}
      title={title}
      lead={
        <>
          <HeaderRow />
          {first}
        </>
      }
    >
      {rest}
      {(last || closing) && (
        <View wrap={false}>
          {last}
          {closing && <View style={{ marginTop: 20 }}>{closing}</View>}
        </View>
      )}
    </PdfSection>
  );
}
