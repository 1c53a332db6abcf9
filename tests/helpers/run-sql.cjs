// Runs one SQL statement (argv[3]) on the database at argv[2]. Used synchronously, through
// execFileSync, by tests/helpers/database.ts before a test file imports the app.
const { Client } = require("pg");
const [, , url, sql] = process.argv;
const client = new Client({ connectionString: url });
client
  .connect()
  .then(() => client.query(sql))
  .then(() => client.end())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
