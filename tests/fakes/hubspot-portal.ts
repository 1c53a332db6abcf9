/**
 * One fake HubSpot portal: the CRM API endpoints the sync uses (account details, property
 * groups and properties, contacts and companies batch upsert by a unique property, default
 * associations) over an in-memory state. Served by the Jest fake (tests/fakes/hubspot.ts) and
 * by the browser tests' fake services (tests/e2e/fake-hubspot.ts).
 */

type ObjectType = "contacts" | "companies";

/** What the sync sends: a group ({name}), or a batch of properties or records ({inputs}). */
interface Sent {
  name: string;
  inputs: {
    name: string;
    groupName: string;
    hasUniqueValue?: boolean;
    id: string;
    idProperty: string;
    properties: Record<string, string>;
  }[];
}

export interface Answer {
  status: number;
  body: unknown;
}

export function hubSpotPortal(portalId: number) {
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
    /** Addresses GDPR-deleted (a contact that existed, or an address now blocklisted). */
    gdprDeleted: new Set<string>(),
  };
  let nextId = 1000;
  const reply = (status: number, body: unknown): Answer => ({ status, body });

  /** The answer to an authenticated request: `path` without the API's base, `body` parsed. */
  function answer(method: string, path: string, sent: unknown): Answer {
    const body = sent as Sent;
    const parts = path.split("/").filter(Boolean);
    if (method === "GET" && path === "/account-info/v3/details") {
      return reply(200, { portalId, timeZone: "US/Pacific" });
    }
    // /crm/v3/properties/{objectType}[/groups[/{name}] | /batch/create]
    if (parts[0] === "crm" && parts[1] === "v3" && parts[2] === "properties") {
      const type = parts[3] as ObjectType;
      if (!(type in state.groups)) return reply(404, { message: "No such object type" });
      if (parts[4] === "groups") {
        if (method === "GET" && parts[5]) {
          return state.groups[type].has(parts[5])
            ? reply(200, { name: parts[5] })
            : reply(404, { message: "Group not found" });
        }
        if (method === "POST" && !parts[5]) {
          if (state.groups[type].has(body.name)) return reply(409, { message: "Group exists" });
          state.groups[type].add(body.name);
          return reply(201, body);
        }
      }
      if (method === "GET" && !parts[4]) {
        return reply(200, { results: [{ name: "email" }, ...state.properties[type].values()] });
      }
      if (method === "POST" && parts[4] === "batch" && parts[5] === "create") {
        for (const input of body.inputs) {
          if (state.properties[type].has(input.name)) {
            return reply(409, { message: `Property ${input.name} exists` });
          }
          if (!state.groups[type].has(input.groupName)) {
            return reply(400, { message: `No group ${input.groupName}` });
          }
        }
        for (const input of body.inputs) state.properties[type].set(input.name, { ...input });
        return reply(201, { status: "COMPLETE", results: body.inputs });
      }
    }
    // /crm/v3/objects/contacts/gdpr-delete, by e-mail
    if (method === "POST" && path === "/crm/v3/objects/contacts/gdpr-delete") {
      const { idProperty, objectId } = sent as { idProperty?: string; objectId?: string };
      if (idProperty !== "email" || !objectId) return reply(400, { message: "objectId by email" });
      state.records.contacts.delete(objectId);
      state.gdprDeleted.add(objectId);
      return reply(204, undefined);
    }
    // /crm/v3/objects/{objectType}/batch/upsert
    if (method === "POST" && parts[2] === "objects" && parts[4] === "batch") {
      const type = parts[3] as ObjectType;
      if (!(type in state.records)) return reply(404, { message: "No such object type" });
      const results = [];
      for (const input of body.inputs) {
        const unique =
          input.idProperty === "email" ||
          state.properties[type].get(input.idProperty)?.hasUniqueValue === true;
        if (!unique) {
          return reply(400, {
            message: `Unable to perform update/upsert by non-unique property ${input.idProperty}`,
          });
        }
        const unknown = Object.keys(input.properties).filter(
          (name) => name.startsWith("air_") && !state.properties[type].has(name),
        );
        if (unknown.length)
          return reply(400, { message: `Unknown properties ${unknown.join(", ")}` });
        const existing = state.records[type].get(input.id);
        const record = existing ?? { id: String(nextId++), properties: {} };
        Object.assign(record.properties, { [input.idProperty]: input.id }, input.properties);
        state.records[type].set(input.id, record);
        results.push({ id: record.id, new: !existing, properties: record.properties });
      }
      return reply(200, { status: "COMPLETE", results });
    }
    // /crm/v4/objects/contact/{id}/associations/default/company/{id}
    if (method === "PUT" && parts[1] === "v4" && parts[6] === "default") {
      state.associations.add(`${parts[4]}->${parts[8]}`);
      return reply(200, { status: "COMPLETE", results: [] });
    }
    return reply(404, { message: `No route ${method} ${path}` });
  }

  function reset() {
    nextId = 1000;
    for (const type of ["contacts", "companies"] as const) {
      state.groups[type].clear();
      state.properties[type].clear();
      state.records[type].clear();
    }
    state.associations.clear();
    state.gdprDeleted.clear();
  }

  return { state, answer, reset };
}
