import "server-only";
import type { JobKind } from "@/lib/generated/prisma/client";
import {
  runAiRecommendationsJob,
  runFollowUpQuestionsJob,
  runReportJob,
  runRoadmapJob,
} from "@/lib/report/jobs";
import { runLeadEventJob } from "@/lib/events/dispatch";
import { runHubSpotSyncJob } from "@/lib/hubspot/jobs";
import { runDraftReminderJob, runUnpaidFollowUpJob } from "@/lib/sequences/jobs";
import { runTeamRefreshJob } from "@/lib/team/refresh";
import { runVoiceCallJob } from "@/lib/voice/jobs";
import { runWebhookDeliveryJob } from "@/lib/webhooks/deliver";
import type { Job } from "./queue";

/** The work of every job kind. voice_call is added by the voice agent (lib/voice). */
export const jobHandlers: Partial<Record<JobKind, (job: Job) => Promise<void>>> = {
  roadmap: runRoadmapJob,
  report: runReportJob,
  follow_up_questions: runFollowUpQuestionsJob,
  ai_recommendations: runAiRecommendationsJob,
  voice_call: runVoiceCallJob,
  draft_reminder: runDraftReminderJob,
  unpaid_follow_up: runUnpaidFollowUpJob,
  lead_event: runLeadEventJob,
  webhook_delivery: runWebhookDeliveryJob,
  hubspot_sync: runHubSpotSyncJob,
  team_refresh: runTeamRefreshJob,
};
