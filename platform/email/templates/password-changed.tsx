import { Heading, Link, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

export interface PasswordChangedProps {
  /** Where to ask for a new reset link if the change was not theirs. */
  resetUrl: string;
}

export const passwordChangedSubject: (props: PasswordChangedProps) => string = () =>
  "Your password was changed";

export default function PasswordChanged({ resetUrl }: PasswordChangedProps) {
  return (
    <EmailLayout preview="The password of your AI Readiness account was changed.">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Your password was changed
      </Heading>
      <Text>
        The password of the account registered with this e-mail address has just been changed, and
        every other session of the account has been signed out.
      </Text>
      <Text>
        If this was not you, reset your password now at <Link href={resetUrl}>{resetUrl}</Link> and
        reply to this e-mail so our team can help.
      </Text>
    </EmailLayout>
  );
}
