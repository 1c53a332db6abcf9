/**
 * A server process answering one report request (`GET /api/assessments/[id]/report`'s
 * work): started as a child by platform/jobs/crash.test.ts, which kills it while the generation
 * runs; with every job kind registered, as the server registers them. Usage: node --conditions=react-server --import tsx tests/helpers/report-request.ts <id>
 */
import { getOrGenerateReport } from "@/capabilities/report/service";
import "@/wiring/jobs";

await getOrGenerateReport(process.argv[2]);
process.exit(0);
