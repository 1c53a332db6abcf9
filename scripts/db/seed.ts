/** `npm run db:seed`: the first admin and a demo coupon, when missing (idempotent). */
import { closeDb, db } from "@/lib/db";
import { seedFromEnvironment } from "@/lib/database/seed";

await seedFromEnvironment(db);
await closeDb();
process.exit(0);
