// For server processes started by tests without Next: `server-only` resolves to an empty
// module, so the app's modules load without the react-server condition (which would refuse
// react-dom/server, and so React Email's render). Use: node --import ./tests/helpers/server-only-off.mjs
import { register } from "node:module";

const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
