/**
 * Jest filter (`--filter=./tests/helpers/embedded-database-tests.cjs`): the database tests of
 * the layers that talk to the database engine itself (platform/: connections, migrations, the
 * job queue, rate limits, the e-mail outbox; model/). CI runs every test on PostgreSQL, then
 * these on the embedded PGlite as well (.ci/run); the @pglite browser journey covers the app's
 * way through on PGlite from the assessment to the paid report.
 */
const { readFileSync } = require("node:fs");
const path = require("node:path");

const usesDatabase = /["']@\/tests\/helpers\/database["']/;
const engineLayers = ["platform", "model"].map(
  (layer) => path.join(process.cwd(), layer) + path.sep,
);

module.exports = async (testPaths) => ({
  filtered: testPaths.filter(
    (testPath) =>
      engineLayers.some((layer) => testPath.startsWith(layer)) &&
      usesDatabase.test(readFileSync(testPath, "utf8")),
  ),
});
