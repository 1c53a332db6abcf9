import { resetData } from "@/tests/helpers/database";
import { createHmac } from "node:crypto";

/** Without INTERVIEW_WEBHOOK_SECRET the interview webhook does not exist. */
delete process.env.INTERVIEW_WEBHOOK_SECRET;

const { NextRequest } = await import("next/server");
const { db } = await import("@/platform/db");
const { POST } = await import("./route");

beforeEach(resetData);

it("answers 404 and stores nothing, whatever the signature", async () => {
  const body = JSON.stringify({
    interviewId: "x",
    assessmentId: "6b1f9a55-0d7c-4b5e-9a43-2f6c8d1e0a11",
    sections: [],
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac("sha256", "").update(`${timestamp}.${body}`).digest("hex")}`;
  const res = await POST(
    new NextRequest("http://localhost/api/webhooks/interview", {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "x-signature": signature,
        "x-timestamp": timestamp,
      },
    }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(404);
  expect((await res.json()).message).toBe("Interview webhooks are not enabled.");
  expect(await db.interview.count()).toBe(0);
});
