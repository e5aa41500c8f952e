// CPU time spent by this process and by one local PostgreSQL cluster (its postmaster and children),
// read from /proc. Wall-clock rates depend on whatever else the machine runs; CPU per event does not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function processTicks(pid: number): { parent: number; ticks: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // the process ended between listing and reading
  }
}

function clusterTicks(postmaster: number): number {
  let total = processTicks(postmaster)?.ticks ?? 0;
  for (const entry of readdirSync('/proc')) {
    const stat = /^\d+$/.test(entry) ? processTicks(Number(entry)) : null;
    if (stat?.parent === postmaster) total += stat.ticks;
  }
  return total;
}

export interface CpuSample {
  nodeMs: number;
  postgresMs: number | null;
}

/** Samples CPU milliseconds so far; PostgreSQL only when its data directory is local (embedded). */
export function cpuMeter(dataDir: string | null): () => CpuSample {
  const postmaster = dataDir
    ? Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    : null;
  return () => {
    const usage = process.cpuUsage();
    return {
      nodeMs: (usage.user + usage.system) / 1000,
      postgresMs: postmaster ? (clusterTicks(postmaster) * 1000) / TICKS_PER_SECOND : null,
    };
  };
}
