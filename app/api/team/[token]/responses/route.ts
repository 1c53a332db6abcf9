import { json, route } from "@/platform/http";
import { recordSurveyAnswers } from "@/capabilities/team/respond";
import { teamResponseInputSchema } from "@/capabilities/team/schemas";

/**
 * One leader's answers: 201; a second time 409; bad answers 400 with the field messages.
 * Through a team link, `verification: {email, code}` first (POST …/code sends the code).
 */
export const POST = route<"public", typeof teamResponseInputSchema, { token: string }>(
  { access: "public", body: teamResponseInputSchema, maxBodyBytes: 16 * 1024 },
  async ({ params, request, body }) => {
    await recordSurveyAnswers(params.token, body, request);
    return json({ success: true, message: "Thank you: your answers are in." }, 201);
  },
);
