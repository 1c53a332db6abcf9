import { mkdir, rmdir } from "node:fs/promises";

/**
 * Holds a named lock across the run's workers until the returned function releases it: for
 * state the server holds once (its one HubSpot connection), which two specs must not share.
 * The lock is a folder beside this run's database folder, so a run never meets another's.
 */
export async function holdLock(name: string): Promise<() => Promise<void>> {
  const folder = `${process.env.E2E_PGLITE_DIR}.lock-${name}`;
  for (;;) {
    try {
      await mkdir(folder);
      return () => rmdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
