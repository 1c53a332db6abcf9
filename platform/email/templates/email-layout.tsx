import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** `footer` replaces the transactional footer (commercial e-mail: ./commercial-footer.tsx). */
export function EmailLayout({
  preview,
  children,
  footer,
}: {
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: "#f4f6fb",
          fontFamily: "Helvetica, Arial, sans-serif",
          color: "#1b2236",
        }}
      >
        <Container
          style={{
            backgroundColor: "#ffffff",
            margin: "24px auto",
            padding: "32px",
            maxWidth: "560px",
            borderRadius: "12px",
          }}
        >
          <Text
            style={{
              fontSize: "13px",
              fontWeight: 700,
              letterSpacing: "0.08em",
              color: "#27367a",
              textTransform: "uppercase",
            }}
          >
            AI Readiness Assessment
          </Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e3e7f0", margin: "32px 0 16px" }} />
          {footer ?? (
            <Text style={footerStyle}>
              You receive this e-mail because of your AI readiness assessment. Reply to reach our
              team.
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

export const footerStyle = { fontSize: "12px", color: "#5b6478" } as const;

export const buttonStyle = {
  backgroundColor: "#27367a",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "8px",
  fontWeight: 600,
  textDecoration: "none",
  display: "inline-block",
} as const;
