/**
 * The digest Next hands a page's error boundary (app/error.tsx) for a database outage. In
 * production the boundary sees only an error's digest, never its message; Next keeps a digest
 * an error already carries. No imports: the boundary is a client component.
 */
export const DATABASE_UNAVAILABLE_DIGEST = "DATABASE_UNAVAILABLE";

export const isOutageDigest = (digest: string | undefined) =>
  digest === DATABASE_UNAVAILABLE_DIGEST;
