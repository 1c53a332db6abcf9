import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

export interface SenderCodeProps {
  companyName: string;
  /** Six digits that confirm the executive's address (capabilities/team/sender.ts). */
  code: string;
  minutes: number;
}

/** The subject carries no code (a secret) and no name typed by anyone. */
export const senderCodeSubject = ({ minutes }: SenderCodeProps) =>
  `Your code to send survey invitations (valid for ${minutes} minutes)`;

/** The one-time code an executive enters before invitations go out in their name. Transactional. */
export default function SenderCode({ companyName, code, minutes }: SenderCodeProps) {
  return (
    <EmailLayout preview={`Your code works for ${minutes} minutes.`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {`Your code: ${code}`}
      </Heading>
      <Text>
        {`Enter it where you invited your leadership team to the AI readiness survey of ${companyName}. It works for ${minutes} minutes, and confirms that the invitations come from you.`}
      </Text>
      <Text>
        If you did not invite anyone, ignore this e-mail: no invitation goes out without this code.
      </Text>
    </EmailLayout>
  );
}
