import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (PostgreSQL), whose link a test can
 * cut and restore: the database "goes away and comes back" without touching the server.
 * `hang` accepts new connections and never answers them (a connect timeout).
 */
export async function startTcpProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<net.Socket>();
  const hung = new Set<net.Socket>();
  let mode: "up" | "down" | "hang" = "up";
  const server = net.createServer((client) => {
    if (mode === "down") return client.destroy();
    if (mode === "hang") {
      hung.add(client);
      client.on("close", () => hung.delete(client));
      client.on("error", () => {});
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      mode = "down";
      for (const socket of sockets) socket.destroy();
    },
    hang() {
      mode = "hang";
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      mode = "up";
      for (const socket of hung) socket.destroy();
    },
    close: () => {
      for (const socket of [...sockets, ...hung]) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
