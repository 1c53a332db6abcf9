import {
  forAssessment,
  registerJobKinds,
  type AbandonHooks,
  type JobHandlers,
} from "@/platform/jobs/registry";

/*
 * Every job kind's work, and what fails with a job its worker abandoned, in one place above
 * the capabilities: the queue (platform/jobs) knows no consumer. Imported for its effect by
 * instrumentation.ts, the cron route and the test setup. Each handler loads with the first job
 * of its kind: a request that only queues work does not load every generator.
 */
const report = () => import("@/capabilities/report/jobs");
const sequences = () => import("@/capabilities/leads/sequences/jobs");
const deliveries = () => import("@/capabilities/crm/webhooks/deliver");

export const jobHandlers: JobHandlers = {
  roadmap: forAssessment(async (job) => (await report()).runRoadmapJob(job)),
  report: forAssessment(async (job) => (await report()).runReportJob(job)),
  follow_up_questions: forAssessment(async (job) => (await report()).runFollowUpQuestionsJob(job)),
  ai_recommendations: forAssessment(async (job) => (await report()).runAiRecommendationsJob(job)),
  team_refresh: forAssessment(async (job) =>
    (await import("@/capabilities/report/team-refresh")).runTeamRefreshJob(job),
  ),
  voice_call: forAssessment(async (job) => {
    const { runVoiceCallJob } = await import("@/capabilities/voice/jobs");
    const { buildCallContext } = await import("@/capabilities/report/call-context");
    await runVoiceCallJob(job, buildCallContext);
  }),
  draft_reminder: forAssessment(async (job) => (await sequences()).runDraftReminderJob(job)),
  unpaid_follow_up: forAssessment(async (job) => (await sequences()).runUnpaidFollowUpJob(job)),
  lead_event: async (job) => (await import("./events")).runLeadEventJob(job),
  webhook_delivery: async (job) => (await deliveries()).runWebhookDeliveryJob(job),
  hubspot_sync: async (job) =>
    (await import("@/capabilities/crm/hubspot/jobs")).runHubSpotSyncJob(job),
};

export const abandonHooks: AbandonHooks = {
  voice_call: async (tx, jobs) =>
    (await import("@/capabilities/voice/mutations")).failCallRequestsOfAbandonedJobs(tx, jobs),
  webhook_delivery: async (tx, jobs) =>
    (await deliveries()).failDeliveriesOfAbandonedJobs(tx, jobs),
};

registerJobKinds(jobHandlers, abandonHooks);
