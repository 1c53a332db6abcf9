import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";

/** PrismaPg's adapter: its node-postgres pool, not in the adapter interface. */
interface PgAdapter {
  underlyingDriver(): { query(sql: string): Promise<unknown> };
}

/**
 * PrismaPg runs a migration script one statement at a time, split at every ";", which cuts a
 * PL/pgSQL function body apart. node-postgres runs a whole script as one simple query: its
 * statements in order, in one implicit transaction, as `psql -1` or Prisma's native engine
 * would. Other adapters (PGlite's runs the script whole already) are returned as they are.
 */
export function withWholeScripts(
  factory: SqlMigrationAwareDriverAdapterFactory,
): SqlMigrationAwareDriverAdapterFactory {
  if (factory.adapterName !== "@prisma/adapter-pg") return factory;
  const whole = async (connecting: Promise<SqlDriverAdapter>) => {
    const adapter = (await connecting) as SqlDriverAdapter & PgAdapter;
    const driver = adapter.underlyingDriver();
    return new Proxy(adapter, {
      get: (target, key, receiver) =>
        key === "executeScript"
          ? async (script: string) => void (await driver.query(script))
          : Reflect.get(target, key, receiver),
    });
  };
  return new Proxy(factory, {
    get: (target, key, receiver) =>
      key === "connect" || key === "connectToShadowDb"
        ? () => whole(target[key]())
        : Reflect.get(target, key, receiver),
  });
}
