import { Button, Heading, Link, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface TemporaryPasswordProps {
  email: string;
  temporaryPassword: string;
  role: "admin" | "user";
  /** `${APP_URL}/login`, never built from a request's Host header. */
  loginUrl: string;
  expiresInHours: number;
}

export const temporaryPasswordSubject: (props: TemporaryPasswordProps) => string = ({ role }) =>
  role === "admin" ? "Your AI Readiness admin account" : "Your AI Readiness account";

export default function TemporaryPassword({
  email,
  temporaryPassword,
  role,
  loginUrl,
  expiresInHours,
}: TemporaryPasswordProps) {
  return (
    <EmailLayout preview="Sign in with your temporary password and choose your own.">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {role === "admin" ? "You have been given admin access" : "An account was created for you"}
      </Heading>
      <Text>
        An administrator created an account for <strong>{email}</strong>. Sign in with this
        temporary password:
      </Text>
      <Text
        style={{
          fontFamily: "Menlo, Consolas, monospace",
          fontSize: "18px",
          letterSpacing: "0.05em",
          backgroundColor: "#f4f6fb",
          padding: "12px 16px",
          borderRadius: "8px",
        }}
      >
        {temporaryPassword}
      </Text>
      <Button href={loginUrl} style={buttonStyle}>
        Sign in
      </Button>
      <Text>
        Or paste this link into your browser: <Link href={loginUrl}>{loginUrl}</Link>
      </Text>
      <Text>
        {`The temporary password expires in ${expiresInHours} hours, and you will be asked to choose your own password when you first sign in.`}{" "}
        If you did not expect this e-mail, ignore it.
      </Text>
    </EmailLayout>
  );
}
