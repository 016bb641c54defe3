// The servers' memory and CPU time as the kernel counts them, read from /proc (Linux).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The kernel's clock ticks a second (USER_HZ), the unit of /proc's CPU times on Linux. */
const TICKS_PER_SECOND = 100;

/** A process's /proc stat fields after its name: [state, ppid, …], or null once it is gone. */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** `pid` and the processes it started (Varnish's manager and its worker), or [] off Linux. */
export function withChildren(pid) {
  try {
    const children = readdirSync('/proc').filter(
      (entry) => /^\d+$/.test(entry) && statOf(entry)?.[1] === String(pid),
    );
    return [String(pid), ...children];
  } catch {
    return [];
  }
}

/**
 * The CPU time `pids` have used so far, user and system, all threads, in seconds; null when one
 * cannot be read (gone, or not Linux), so a figure is missing rather than too low.
 */
export function cpuSeconds(pids) {
  const stats = pids.map((pid) => statOf(pid));
  if (stats.some((fields) => fields === null)) return null;
  return (
    stats.reduce((sum, fields) => sum + Number(fields[11]) + Number(fields[12]), 0) /
    TICKS_PER_SECOND
  );
}

/** The resident memory of `pids` now, in MB (Linux), or null where /proc is not there. */
export function residentMb(field, pids) {
  try {
    const kb = pids.map((pid) => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]);
    });
    return Math.round(kb.reduce((sum, value) => sum + value, 0) / 1024);
  } catch {
    return null;
  }
}

/**
 * Starts the kernel's count of `pids`' highest resident memory (VmHWM) again, so that the next
 * reading is the peak of what follows, spikes between samples included (Linux).
 */
export function resetPeakMemory(pids) {
  try {
    for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not Linux: residentMb has nothing to read either.
  }
}
