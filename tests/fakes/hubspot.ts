import type { ServerResponse } from "node:http";
import { sendJson, startFakeServer, type RecordedRequest } from "./http-server";

/**
 * A fake HubSpot API on 127.0.0.1 (HUBSPOT_API_URL) with the endpoints the sync uses: account
 * details, property groups and properties, contacts and companies batch upsert by a unique
 * property, default associations. It keeps what it was sent, accepts only `token`, and can
 * be told to answer the next requests with 429 (and a Retry-After), 5xx or 401 instead.
 */

export const FAKE_PORTAL_ID = 4_242_424;

interface Scripted {
  status: number;
  headers?: Record<string, string>;
}

type ObjectType = "contacts" | "companies";

export async function startFakeHubSpot(token = "pat-na1-fake-token") {
  const state = {
    groups: { contacts: new Set<string>(), companies: new Set<string>() },
    properties: {
      contacts: new Map<string, Record<string, unknown>>(),
      companies: new Map<string, Record<string, unknown>>(),
    },
    /** Records by the id value they were upserted with (e-mail, company domain). */
    records: {
      contacts: new Map<string, { id: string; properties: Record<string, string> }>(),
      companies: new Map<string, { id: string; properties: Record<string, string> }>(),
    },
    /** "contactId->companyId" */
    associations: new Set<string>(),
  };
  const scripted: Scripted[] = [];
  /** When each request arrived (ms), in order. */
  const arrivals: number[] = [];
  let nextId = 1000;

  function answer(request: RecordedRequest, response: ServerResponse) {
    arrivals.push(Date.now());
    const next = scripted.shift();
    if (next) {
      response.writeHead(next.status, { "content-type": "application/json", ...next.headers });
      response.end(JSON.stringify({ status: "error", message: `Scripted ${next.status}` }));
      return;
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return sendJson(response, 401, { status: "error", category: "INVALID_AUTHENTICATION" });
    }
    const url = new URL(request.url, "http://fake");
    const parts = url.pathname.split("/").filter(Boolean);
    const body = request.body ? JSON.parse(request.body) : undefined;

    if (request.method === "GET" && url.pathname === "/account-info/v3/details") {
      return sendJson(response, 200, { portalId: FAKE_PORTAL_ID, timeZone: "US/Pacific" });
    }
    // /crm/v3/properties/{objectType}[/groups[/{name}] | /batch/create]
    if (parts[0] === "crm" && parts[1] === "v3" && parts[2] === "properties") {
      const objectType = parts[3] as ObjectType;
      if (!(objectType in state.groups)) return sendJson(response, 404, { message: "No type" });
      if (parts[4] === "groups") {
        if (request.method === "GET" && parts[5]) {
          return state.groups[objectType].has(parts[5])
            ? sendJson(response, 200, { name: parts[5] })
            : sendJson(response, 404, { message: "Group not found" });
        }
        if (request.method === "POST" && !parts[5]) {
          if (state.groups[objectType].has(body.name)) {
            return sendJson(response, 409, { message: "Group exists" });
          }
          state.groups[objectType].add(body.name);
          return sendJson(response, 201, body);
        }
      }
      if (request.method === "GET" && !parts[4]) {
        const results = [...state.properties[objectType].values()];
        return sendJson(response, 200, { results: [{ name: "email" }, ...results] });
      }
      if (request.method === "POST" && parts[4] === "batch" && parts[5] === "create") {
        for (const input of body.inputs) {
          if (state.properties[objectType].has(input.name)) {
            return sendJson(response, 409, { message: `Property ${input.name} exists` });
          }
          if (!state.groups[objectType].has(input.groupName)) {
            return sendJson(response, 400, { message: `No group ${input.groupName}` });
          }
        }
        for (const input of body.inputs) state.properties[objectType].set(input.name, input);
        return sendJson(response, 201, { status: "COMPLETE", results: body.inputs });
      }
    }
    // /crm/v3/objects/{objectType}/batch/upsert
    if (request.method === "POST" && parts[2] === "objects" && parts[4] === "batch") {
      const objectType = parts[3] as ObjectType;
      const results = [];
      for (const input of body.inputs) {
        const unique =
          input.idProperty === "email" ||
          state.properties[objectType].get(input.idProperty)?.hasUniqueValue === true;
        if (!unique) {
          return sendJson(response, 400, {
            message: `Unable to perform update/upsert by non-unique property ${input.idProperty}`,
          });
        }
        const unknown = Object.keys(input.properties).filter(
          (name) => name.startsWith("air_") && !state.properties[objectType].has(name),
        );
        if (unknown.length) {
          return sendJson(response, 400, { message: `Unknown properties ${unknown.join(", ")}` });
        }
        const existing = state.records[objectType].get(input.id);
        const record = existing ?? { id: String(nextId++), properties: {} };
        Object.assign(record.properties, { [input.idProperty]: input.id }, input.properties);
        state.records[objectType].set(input.id, record);
        results.push({ id: record.id, new: !existing, properties: record.properties });
      }
      return sendJson(response, 200, { status: "COMPLETE", results });
    }
    // /crm/v4/objects/contact/{id}/associations/default/company/{id}
    if (request.method === "PUT" && parts[1] === "v4" && parts[6] === "default") {
      state.associations.add(`${parts[4]}->${parts[8]}`);
      return sendJson(response, 200, { status: "COMPLETE", results: [] });
    }
    sendJson(response, 404, { message: `No route ${request.method} ${url.pathname}` });
  }

  const server = await startFakeServer(answer);
  return {
    ...server,
    token,
    state,
    arrivals,
    /** The next `times` requests are answered `status` (with `headers`), whatever they ask. */
    answerNext(status: number, times = 1, headers?: Record<string, string>) {
      for (let i = 0; i < times; i++) scripted.push({ status, headers });
    },
    /** Requests as "METHOD /path", in order. */
    calls: () => server.requests.map((r) => `${r.method} ${r.url.split("?")[0]}`),
    reset() {
      server.requests.length = 0;
      arrivals.length = 0;
      scripted.length = 0;
      nextId = 1000;
      for (const type of ["contacts", "companies"] as const) {
        state.groups[type].clear();
        state.properties[type].clear();
        state.records[type].clear();
      }
      state.associations.clear();
    },
  };
}

export type FakeHubSpot = Awaited<ReturnType<typeof startFakeHubSpot>>;
