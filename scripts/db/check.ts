/** `npm run db:check`: fails when schema.prisma has changes that no migration carries. */
import { pendingSchemaChanges } from "@/platform/db/schema-engine";

const sql = await pendingSchemaChanges();
if (sql) {
  console.error("prisma/schema.prisma and prisma/migrations disagree. Missing migration:\n");
  console.error(sql);
  console.error("\nRun `npm run db:migration -- <name>` and commit the result.");
  process.exit(1);
}
console.log("Schema and migrations agree.");
process.exit(0);
