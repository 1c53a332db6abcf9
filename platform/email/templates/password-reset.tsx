import { Button, Heading, Link, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface PasswordResetProps {
  /** `${APP_URL}/reset-password?token=...`, never built from a request's Host header. */
  resetUrl: string;
  expiresInMinutes: number;
}

export const passwordResetSubject: (props: PasswordResetProps) => string = () =>
  "Reset your password";

export default function PasswordReset({ resetUrl, expiresInMinutes }: PasswordResetProps) {
  return (
    <EmailLayout preview="Choose a new password for your AI Readiness account.">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Reset your password
      </Heading>
      <Text>
        Someone asked to reset the password of the account registered with this e-mail address. To
        choose a new password, open the link below.
      </Text>
      <Button href={resetUrl} style={buttonStyle}>
        Choose a new password
      </Button>
      <Text>
        Or paste this link into your browser: <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
      <Text>
        {`The link works once and expires in ${expiresInMinutes} minutes.`} If you did not ask for a
        reset, ignore this e-mail: your password stays as it is.
      </Text>
    </EmailLayout>
  );
}
