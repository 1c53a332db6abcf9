import { json, route } from "@/lib/http";
import { recordSurveyAnswers } from "@/lib/team/respond";
import { teamResponseInputSchema } from "@/lib/team/schemas";

/** One leader's answers: 201; a second time 409; bad answers 400 with the field messages. */
export const POST = route<"public", typeof teamResponseInputSchema, { token: string }>(
  { access: "public", body: teamResponseInputSchema, maxBodyBytes: 16 * 1024 },
  async ({ params, request, body }) => {
    const { cookie } = await recordSurveyAnswers(params.token, body.answers, request);
    const response = json({ success: true, message: "Thank you: your answers are in." }, 201);
    if (cookie) response.cookies.set(cookie.name, cookie.value, cookie.options);
    return response;
  },
);
