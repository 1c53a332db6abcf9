/** What the figures were measured on. */
import { readFileSync } from "node:fs";
import os from "node:os";

export interface Machine {
  cores: number;
  memoryGb: number;
  cpu: string;
  node: string;
  load: string;
}

export function machine(): Machine {
  let cpu = os.cpus()[0]?.model ?? "unknown";
  try {
    cpu =
      readFileSync("/proc/cpuinfo", "utf8")
        .match(/^model name\s*:\s*(.+)$/m)?.[1]
        ?.trim() ?? cpu;
  } catch {
    // not Linux: os.cpus() it is
  }
  return {
    cores: os.cpus().length,
    memoryGb: os.totalmem() / 1024 ** 3,
    cpu,
    node: process.version,
    load: loadAverage(),
  };
}

/** The 1, 5 and 15 minute load averages: other work on the machine skews the figures. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ");
