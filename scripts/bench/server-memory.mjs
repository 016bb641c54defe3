// The servers' memory as the kernel counts it, read from /proc (Linux).
import { readFileSync, writeFileSync } from 'node:fs';

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
