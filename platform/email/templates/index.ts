import type { ReactElement } from "react";
import ReportReady, { reportReadySubject, type ReportReadyProps } from "./report-ready";
import RoadmapReady, { roadmapReadySubject, type RoadmapReadyProps } from "./roadmap-ready";
import PasswordReset, { passwordResetSubject, type PasswordResetProps } from "./password-reset";
import PasswordChanged, {
  passwordChangedSubject,
  type PasswordChangedProps,
} from "./password-changed";
import AccountExists, { accountExistsSubject, type AccountExistsProps } from "./account-exists";
import ContinueAssessment, {
  continueAssessmentSubject,
  type ContinueAssessmentProps,
} from "./continue-assessment";
import DraftReminder, { draftReminderSubject, type DraftReminderProps } from "./draft-reminder";
import UnpaidFollowUp, {
  unpaidFollowUpSubject,
  type UnpaidFollowUpProps,
} from "./unpaid-follow-up";
import TemporaryPassword, {
  temporaryPasswordSubject,
  type TemporaryPasswordProps,
} from "./temporary-password";
import ConfirmConsent, { confirmConsentSubject, type ConfirmConsentProps } from "./confirm-consent";
import SenderCode, { senderCodeSubject, type SenderCodeProps } from "./sender-code";
import TeamCode, { teamCodeSubject, type TeamCodeProps } from "./team-code";
import TeamInvitation, { teamInvitationSubject, type TeamInvitationProps } from "./team-invitation";
import TeamUpdate, { teamUpdateSubject, type TeamUpdateProps } from "./team-update";
import WebhookPaused, { webhookPausedSubject, type WebhookPausedProps } from "./webhook-paused";
import PrivacyLink, { privacyLinkSubject, type PrivacyLinkProps } from "./privacy-link";
import SecondFactorNotice, {
  secondFactorNoticeSubject,
  type SecondFactorNoticeProps,
} from "./second-factor-notice";

/** Every e-mail the product sends: its subject and its React Email component. */
export const templates = {
  "roadmap-ready": {
    subject: roadmapReadySubject,
    render: (p: RoadmapReadyProps) => RoadmapReady(p),
  },
  "report-ready": {
    subject: reportReadySubject,
    render: (p: ReportReadyProps) => ReportReady(p),
  },
  "password-reset": {
    subject: passwordResetSubject,
    render: (p: PasswordResetProps) => PasswordReset(p),
  },
  "password-changed": {
    subject: passwordChangedSubject,
    render: (p: PasswordChangedProps) => PasswordChanged(p),
  },
  "account-exists": {
    subject: accountExistsSubject,
    render: (p: AccountExistsProps) => AccountExists(p),
  },
  "temporary-password": {
    subject: temporaryPasswordSubject,
    render: (p: TemporaryPasswordProps) => TemporaryPassword(p),
  },
  "continue-assessment": {
    subject: continueAssessmentSubject,
    render: (p: ContinueAssessmentProps) => ContinueAssessment(p),
  },
  "draft-reminder": {
    subject: draftReminderSubject,
    render: (p: DraftReminderProps) => DraftReminder(p),
  },
  "unpaid-follow-up": {
    subject: unpaidFollowUpSubject,
    render: (p: UnpaidFollowUpProps) => UnpaidFollowUp(p),
  },
  "team-invitation": {
    subject: teamInvitationSubject,
    render: (p: TeamInvitationProps) => TeamInvitation(p),
  },
  "confirm-consent": {
    subject: confirmConsentSubject,
    render: (p: ConfirmConsentProps) => ConfirmConsent(p),
  },
  "sender-code": {
    subject: senderCodeSubject,
    render: (p: SenderCodeProps) => SenderCode(p),
  },
  "team-code": {
    subject: teamCodeSubject,
    render: (p: TeamCodeProps) => TeamCode(p),
  },
  "team-update": {
    subject: teamUpdateSubject,
    render: (p: TeamUpdateProps) => TeamUpdate(p),
  },
  "webhook-paused": {
    subject: webhookPausedSubject,
    render: (p: WebhookPausedProps) => WebhookPaused(p),
  },
  "privacy-link": {
    subject: privacyLinkSubject,
    render: (p: PrivacyLinkProps) => PrivacyLink(p),
  },
  "second-factor-notice": {
    subject: secondFactorNoticeSubject,
    render: (p: SecondFactorNoticeProps) => SecondFactorNotice(p),
  },
} satisfies Record<
  string,
  { subject: (props: never) => string; render: (props: never) => ReactElement }
>;

export type TemplateName = keyof typeof templates;
export type TemplateProps<N extends TemplateName> = Parameters<(typeof templates)[N]["subject"]>[0];
