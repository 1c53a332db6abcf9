import "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { db } from "@/platform/db";
import { sendEmail } from "./send";

it("without RESEND_API_KEY, writes the message to the outbox and the log instead of sending", async () => {
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  const sent = await sendEmail("ada@example.com", "roadmap-ready", {
    executiveName: "Ada Lovelace",
    companyName: "Analytical Engines",
    resultsUrl: "http://localhost:3000/results/x",
    roadmapUrl: "http://localhost:3000/roadmap/x",
  });
  expect(sent.status).toBe("logged");
  expect(log).toHaveBeenCalledWith(expect.stringContaining("to=ada@example.com"));
  log.mockRestore();

  const row = await db.emailMessage.findUniqueOrThrow({ where: { id: sent.id } });
  expect(row.status).toBe("logged");
  expect(row.subject).toBe("Your AI roadmap for Analytical Engines is ready");
  expect(row.html).toContain("Ada Lovelace");
  expect(row.text).toContain("http://localhost:3000/roadmap/x");
});
