/**
 * What the audit log records (admins' actions, and what Stripe's events did to a payment), with
 * the words the Activity view shows. Safe for the browser.
 */
export const auditActionLabels = {
  "assessment.delete": "Deleted an assessment",
  "assessment.ai_recommendations": "Generated AI recommendations",
  "user.create": "Created a user",
  "user.update": "Updated a user",
  "user.delete": "Deleted a user",
  "coupon.create": "Created a coupon",
  "coupon.update": "Updated a coupon",
  export: "Exported data",
  "setup.follow_up_questions": "Ran the follow-up setup",
  "payment.ignored": "Ignored a Stripe event",
  "payment.refunded": "Payment refunded: report locked",
  "payment.disputed": "Payment disputed: report locked",
  "payment.dispute_won": "Dispute won: report unlocked",
  "hubspot.connect": "Connected HubSpot",
  "hubspot.test": "Tested the HubSpot connection",
  "hubspot.disconnect": "Disconnected HubSpot",
  "webhook.create": "Added a webhook endpoint",
  "webhook.update": "Changed a webhook endpoint",
  "webhook.rotate_secret": "Rotated a webhook signing secret",
  "webhook.delete": "Deleted a webhook endpoint",
  "webhook.test": "Sent a test event to a webhook endpoint",
  "webhook.redeliver": "Redelivered a webhook event",
  "webhook.paused": "Webhook endpoint paused after 24 h of failures",
  "second_factor.enrolled": "Enrolled an authenticator app",
  "second_factor.sign_in": "Signed in with a second factor",
  "second_factor.failed": "Entered a wrong second-factor code",
  "second_factor.recovery_used": "Used a recovery code",
  "second_factor.removed": "Removed a second factor",
  "second_factor.step_up": "Confirmed a second factor before a protected action",
  "second_factor.passkey_enrolled": "Added a passkey",
  "second_factor.passkey_sign_in": "Signed in with a passkey",
  "second_factor.passkey_removed": "Removed a passkey",
  "privacy.erased": "Erased an account and its data at its owner's request",
  "privacy.purged": "Purged leads past the retention period",
  "privacy.hold": "Put a lead on legal hold",
  "privacy.hold_lifted": "Lifted a lead's legal hold",
  "privacy.request_recorded": "Recorded a privacy request received by the officer",
  "privacy.crm_deletion_resolved": "Deleted a HubSpot contact by hand",
  "index.update": "Changed the AI Readiness Index's period or exclusions",
  "index.publish": "Published the AI Readiness Index",
  "index.unpublish": "Unpublished the AI Readiness Index",
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];
