/** This run's migrated template: a PostgreSQL database name, or a PGlite folder (global-setup.mjs). */
export function templateDatabase(): string {
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!template)
    throw new Error(
      "TEST_DATABASE_TEMPLATE is unset: run the tests through Jest (npm run test:unit).",
    );
  return template;
}

export function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
