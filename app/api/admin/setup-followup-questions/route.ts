import { setupFollowUpQuestions } from "@/capabilities/report/follow-up-setup";
import { json, route } from "@/platform/http";

export const maxDuration = 300;

/** 'Setup Production': follow-up questions for every assessment that has none. */
export const POST = route({ access: "admin" }, async ({ caller }) =>
  json(await setupFollowUpQuestions(caller)),
);
