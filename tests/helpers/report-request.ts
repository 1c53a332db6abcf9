/**
 * A server process answering one report request (`GET /api/assessments/[id]/report`'s
 * work): started as a child by lib/jobs/crash.test.ts, which kills it while the generation
 * runs. Usage: node --conditions=react-server --import tsx tests/helpers/report-request.ts <id>
 */
import { getOrGenerateReport } from "@/lib/report/service";

await getOrGenerateReport(process.argv[2]);
process.exit(0);
