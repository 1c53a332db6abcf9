import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

export type SecondFactorEvent =
  | "enrolled"
  | "sign_in"
  | "failed"
  | "recovery_used"
  | "removed"
  | "passkey_enrolled"
  | "passkey_sign_in"
  | "passkey_removed";

export interface SecondFactorNoticeProps {
  event: SecondFactorEvent;
  /** "26 Nov 2026, 14:05 UTC". */
  when: string;
  /** Recovery codes still unused, after one was used. */
  recoveryCodesLeft?: number;
}

const titles: Record<SecondFactorEvent, string> = {
  enrolled: "An authenticator app now protects your account",
  sign_in: "New sign-in to your account",
  failed: "A wrong sign-in code was entered for your account",
  recovery_used: "A recovery code was used to sign in",
  removed: "The authenticator app was removed from your account",
  passkey_enrolled: "A passkey was added to your account",
  passkey_sign_in: "New sign-in to your account with a passkey",
  passkey_removed: "A passkey was removed from your account",
};

const explanations: Record<SecondFactorEvent, string> = {
  enrolled:
    "From now on, signing in asks for your password and a code from the app. Keep your recovery codes somewhere safe: each one signs you in once if you lose the phone.",
  sign_in: "Your account was signed in to with your password and a second factor.",
  failed:
    "Someone entered your correct password and then a wrong code or passkey. If this was not you, your password is known to someone else: change it now.",
  recovery_used:
    "Your account was signed in to with one of your recovery codes. It cannot be used again.",
  removed:
    "Signing in no longer asks for a code from an authenticator app. An admin account asks you to set one up again at the next sign-in.",
  passkey_enrolled:
    "From now on, signing in after your password can be confirmed with this passkey. Keep your recovery codes somewhere safe.",
  passkey_sign_in: "Your account was signed in to with your password and one of your passkeys.",
  passkey_removed: "That passkey no longer signs in to your account.",
};

export const secondFactorNoticeSubject = ({ event }: SecondFactorNoticeProps) => titles[event];

/** What happened to an account's second factor, so its owner notices what they did not do. */
export default function SecondFactorNotice({
  event,
  when,
  recoveryCodesLeft,
}: SecondFactorNoticeProps) {
  return (
    <EmailLayout preview={titles[event]}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {titles[event]}
      </Heading>
      <Text>
        {when}. {explanations[event]}
      </Text>
      {recoveryCodesLeft !== undefined && (
        <Text>
          You have {recoveryCodesLeft} recovery {recoveryCodesLeft === 1 ? "code" : "codes"} left.
        </Text>
      )}
      <Text>If this was not you, reply to this e-mail so our team can help at once.</Text>
    </EmailLayout>
  );
}
