import { isIPv6 } from "node:net";
import { env } from "@/platform/env";
import { socketAddress } from "./socket-address";

export interface ClientAddressSettings {
  /** Proxies in front of the app, each appending the address it saw to X-Forwarded-For. */
  trustedProxyHops: number;
  /** A header the host itself sets to the client's address (and that clients cannot set). */
  trustedHeader?: string;
}

/** Requests whose address nobody vouches for share one key: limited together, never bypassed. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * An IPv6 client is its /64: one subscriber is usually handed a whole /64, so counting single
 * addresses would give one machine 2^64 fresh ones. IPv4 (mapped ones too) stays as it is.
 */
export function addressKey(address: string): string {
  if (!isIPv6(address) || address.toLowerCase().startsWith("::ffff:")) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The client's address as the deployment vouches for it, never as the client claims it:
 * - the host's own header when one is configured (Vercel, Fly, Cloudflare...);
 * - behind N proxies, the N-th X-Forwarded-For entry from the right: each proxy appends the
 *   address it was connected from, so entries left of it are whatever the client sent;
 * - with nothing in front, the socket's address.
 */
export function clientAddressFrom(request: Request, settings: ClientAddressSettings): string {
  if (settings.trustedHeader) {
    const value = request.headers.get(settings.trustedHeader);
    // A list (x-vercel-forwarded-for may be one): the host put the client first.
    return value?.split(",")[0]?.trim() || UNKNOWN_CLIENT;
  }
  if (settings.trustedProxyHops > 0) {
    const hops = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the first proxy's view is the farthest anyone vouches for.
    const index = Math.max(0, hops.length - settings.trustedProxyHops);
    return hops[index] || socketAddress(request) || UNKNOWN_CLIENT;
  }
  return socketAddress(request) ?? UNKNOWN_CLIENT;
}

/** The rate-limit key of the client under this deployment's settings (TRUSTED_CLIENT_IP_HEADER, TRUSTED_PROXY_HOPS). */
export function clientAddress(request: Request): string {
  return addressKey(
    clientAddressFrom(request, {
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      trustedHeader: env.TRUSTED_CLIENT_IP_HEADER,
    }),
  );
}
