import { Heading, Link, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

export interface AccountExistsProps {
  /** Where to sign in. */
  loginUrl: string;
  /** Where to ask for a reset link. */
  resetUrl: string;
}

export const accountExistsSubject: (props: AccountExistsProps) => string = () =>
  "Someone tried to create an account with your e-mail address";

/**
 * Sent instead of a second account: the registration answer is the same for a new and a
 * known address, so only the address's owner learns that it already has an account.
 */
export default function AccountExists({ loginUrl, resetUrl }: AccountExistsProps) {
  return (
    <EmailLayout preview="You already have an AI Readiness account with this e-mail address.">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        You already have an account
      </Heading>
      <Text>
        Someone, perhaps you, just tried to create an AI Readiness account with this e-mail address.
        It already has an account, so no new one was created and nothing was changed.
      </Text>
      <Text>
        Sign in at <Link href={loginUrl}>{loginUrl}</Link>, or if you have forgotten your password,
        reset it at <Link href={resetUrl}>{resetUrl}</Link>.
      </Text>
      <Text>If this was not you, you can ignore this e-mail.</Text>
    </EmailLayout>
  );
}
