/** `npm run db:seed`: the first admin and a demo coupon, when missing (idempotent). */
import { closeDb, db } from "@/platform/db";
import { seedFromEnvironment } from "@/platform/setup/seed";

await seedFromEnvironment(db);
await closeDb();
process.exit(0);
