// A fake HubSpot CRM API for the browser tests, served by tests/e2e/fake-services.mjs under
// /hubspot (the server's HUBSPOT_API_URL, playwright.config.ts). The endpoints the sync uses, as
// in tests/fakes/hubspot.ts: account details, property groups and properties, contacts and
// companies batch upsert, default associations. Every token starting "pat-" is a portal of its
// own (so each spec and project starts on an empty one); any other token is refused with 401.
// The specs read what a portal was sent with GET /__hubspot/requests?token=<token>.

const portals = new Map();

function portal(token) {
  let found = portals.get(token);
  if (!found) {
    found = {
      id: 4_242_000 + portals.size,
      requests: [],
      groups: { contacts: new Set(), companies: new Set() },
      properties: { contacts: new Map(), companies: new Map() },
      records: { contacts: new Map(), companies: new Map() },
      nextId: 1000,
    };
    portals.set(token, found);
  }
  return found;
}

/** Answers a request to /hubspot/...; `send(status, body)` writes JSON. */
export function handleHubSpot(req, pathname, rawBody, send) {
  const token = /^Bearer (pat-\S+)$/.exec(req.headers.authorization ?? "")?.[1];
  if (!token) return send(401, { status: "error", category: "INVALID_AUTHENTICATION" });
  const state = portal(token);
  const path = pathname.replace(/^\/hubspot/, "");
  const body = rawBody ? JSON.parse(rawBody) : undefined;
  state.requests.push({ method: req.method, path, body, at: Date.now() });
  const parts = path.split("/").filter(Boolean);

  if (req.method === "GET" && path === "/account-info/v3/details") {
    return send(200, { portalId: state.id, timeZone: "US/Pacific" });
  }
  // /crm/v3/properties/{objectType}[/groups[/{name}] | /batch/create]
  if (parts[0] === "crm" && parts[1] === "v3" && parts[2] === "properties") {
    const type = parts[3];
    if (!(type in state.groups)) return send(404, { message: "No such object type" });
    if (parts[4] === "groups") {
      if (req.method === "GET" && parts[5]) {
        return state.groups[type].has(parts[5])
          ? send(200, { name: parts[5] })
          : send(404, { message: "Group not found" });
      }
      if (req.method === "POST" && !parts[5]) {
        if (state.groups[type].has(body.name)) return send(409, { message: "Group exists" });
        state.groups[type].add(body.name);
        return send(201, body);
      }
    }
    if (req.method === "GET" && !parts[4]) {
      return send(200, { results: [{ name: "email" }, ...state.properties[type].values()] });
    }
    if (req.method === "POST" && parts[4] === "batch" && parts[5] === "create") {
      for (const input of body.inputs) {
        if (state.properties[type].has(input.name)) {
          return send(409, { message: `Property ${input.name} exists` });
        }
        if (!state.groups[type].has(input.groupName)) {
          return send(400, { message: `No group ${input.groupName}` });
        }
      }
      for (const input of body.inputs) state.properties[type].set(input.name, input);
      return send(201, { status: "COMPLETE", results: body.inputs });
    }
  }
  // /crm/v3/objects/{objectType}/batch/upsert
  if (req.method === "POST" && parts[2] === "objects" && parts[4] === "batch") {
    const type = parts[3];
    if (!(type in state.records)) return send(404, { message: "No such object type" });
    const results = [];
    for (const input of body.inputs) {
      const unique =
        input.idProperty === "email" ||
        state.properties[type].get(input.idProperty)?.hasUniqueValue === true;
      if (!unique) {
        return send(400, {
          message: `Unable to perform update/upsert by non-unique property ${input.idProperty}`,
        });
      }
      const unknown = Object.keys(input.properties).filter(
        (name) => name.startsWith("air_") && !state.properties[type].has(name),
      );
      if (unknown.length) return send(400, { message: `Unknown properties ${unknown.join(", ")}` });
      const existing = state.records[type].get(input.id);
      const record = existing ?? { id: String(state.nextId++), properties: {} };
      Object.assign(record.properties, { [input.idProperty]: input.id }, input.properties);
      state.records[type].set(input.id, record);
      results.push({ id: record.id, new: !existing, properties: record.properties });
    }
    return send(200, { status: "COMPLETE", results });
  }
  // /crm/v4/objects/contact/{id}/associations/default/company/{id}
  if (req.method === "PUT" && parts[1] === "v4" && parts[6] === "default") {
    return send(200, { status: "COMPLETE", results: [] });
  }
  send(404, { message: `No route ${req.method} ${path}` });
}

/** GET /__hubspot/requests?token=: what that portal was sent, in order. */
export function hubspotRequests(token) {
  return portals.get(token)?.requests ?? [];
}
