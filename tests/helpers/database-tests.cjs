/**
 * Jest filter (`--filter=./tests/helpers/database-tests.cjs`): keeps the test files that use a
 * database, that is those importing tests/helpers/database. CI runs these on PostgreSQL as well
 * as PGlite; every other test proves the same on either database and runs once (.ci/run).
 */
const { readFileSync } = require("node:fs");

const usesDatabase = /["']@\/tests\/helpers\/database["']/;

module.exports = async (testPaths) => ({
  filtered: testPaths.filter((testPath) => usesDatabase.test(readFileSync(testPath, "utf8"))),
});
