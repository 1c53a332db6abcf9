import { ImageResponse } from "next/og";
import { connection } from "next/server";
import { periodText } from "@/capabilities/readiness-index";
import { getPublishedIndex } from "@/capabilities/readiness-index/server";

export const alt = "The AI Readiness Index: the chapter's median readiness score";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** A shared link to /index shows the headline figure (or that the index is coming). */
export default async function Image() {
  await connection();
  const snapshot = await getPublishedIndex();
  const overall = snapshot?.overall;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "#0f172a",
        color: "#f8fafc",
        fontSize: 40,
      }}
    >
      <div style={{ fontSize: 56, fontWeight: 700 }}>The AI Readiness Index</div>
      {snapshot && overall?.published ? (
        <div style={{ display: "flex", flexDirection: "column", marginTop: 40 }}>
          <div style={{ display: "flex", alignItems: "baseline" }}>
            <span style={{ fontSize: 160, fontWeight: 700 }}>{overall.figures.medianScore}</span>
            <span style={{ marginLeft: 16, color: "#cbd5e1" }}>/100 median readiness</span>
          </div>
          <div style={{ color: "#cbd5e1" }}>
            {`${overall.figures.companies} companies, ${periodText(snapshot)}`}
          </div>
        </div>
      ) : (
        <div style={{ marginTop: 40, color: "#cbd5e1" }}>Coming soon</div>
      )}
    </div>,
    size,
  );
}
