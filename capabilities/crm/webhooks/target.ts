import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { env } from "@/platform/env";

/**
 * Where a webhook may be sent (ARCHITECTURE: outbound requests to addresses an admin typed):
 * https only, and never to a loopback, private, link-local, shared, multicast, reserved or
 * cloud metadata address, checked on the addresses the name resolves to (every attempt, as
 * DNS answers change) and the request then pinned to the address checked, so a second lookup
 * cannot swap it (DNS rebinding). WEBHOOK_ALLOW_PRIVATE=true lifts both rules: local
 * development and tests only.
 */

export class TargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TargetRefused";
  }
}

export interface ResolvedTarget {
  url: URL;
  /** The address the request must connect to. */
  address: string;
  family: 4 | 6;
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, incl. 169.254.169.254 metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  // IPv4-compatible (::a.b.c.d, so [::127.0.0.1] too), "::" and "::1" included: deprecated.
  ["::", 96],
  ["64:ff9b:1::", 48],
  // Transition forms that carry an IPv4 address, 6to4 (2002:7f00:1:: is 127.0.0.1) and
  // Teredo inside the IETF's special-purpose block: no webhook receiver sits behind them.
  ["2002::", 16],
  ["2001::", 23],
  ["100::", 64], // discard
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local, incl. fd00:ec2::254 metadata
  ["fe80::", 10], // link-local
  ["fec0::", 10],
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(?:0:)?([\d.]+|[0-9a-f]{1,4}:[0-9a-f]{1,4})$/i.exec(address);
  if (!match) return null;
  const tail = match[1];
  if (tail.includes(".")) return tail;
  const [high, low] = tail.split(":").map((part) => parseInt(part, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True for an address no webhook may reach without WEBHOOK_ALLOW_PRIVATE. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const inner = embeddedIpv4(address.toLowerCase());
  if (inner) return isIP(inner) !== 4 || blocked.check(inner, "ipv4");
  return blocked.check(address, "ipv6");
}

type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: Lookup = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Checks a webhook URL and resolves it: the address to connect to, or TargetRefused with a
 * message fit for the admin.
 */
export async function resolveWebhookTarget(
  raw: string,
  options: { allowPrivate?: boolean; lookup?: Lookup } = {},
): Promise<ResolvedTarget> {
  const allowPrivate = options.allowPrivate ?? env.WEBHOOK_ALLOW_PRIVATE;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused("The webhook URL is not a valid URL.");
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    throw new TargetRefused("The webhook URL must start with https://.");
  }
  if (url.username || url.password) {
    throw new TargetRefused("The webhook URL must not carry a user name or password.");
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await (options.lookup ?? systemLookup)(host);
  } catch {
    throw new TargetRefused(`The webhook host ${host} could not be resolved.`);
  }
  if (!addresses.length) throw new TargetRefused(`The webhook host ${host} could not be resolved.`);
  if (!allowPrivate) {
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) {
      throw new TargetRefused(
        `The webhook URL resolves to ${refused.address}, a private, loopback or link-local address: only public addresses can receive webhooks.`,
      );
    }
  }
  const [first] = addresses;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Logged at start-up when the private-address rule is lifted. */
export function privateTargetsWarning(allowPrivate = env.WEBHOOK_ALLOW_PRIVATE): string | null {
  return allowPrivate
    ? "WEBHOOK_ALLOW_PRIVATE=true: webhooks may be sent over http and to loopback, private and link-local addresses. For local development and tests only; never set it in production."
    : null;
}
