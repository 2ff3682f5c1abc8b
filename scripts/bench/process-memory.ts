// Another process's resident memory, read from Linux's /proc: the current size (VmRSS) and the
// peak since the last reset (VmHWM; writing 5 to clear_refs resets it to the current size, so
// no spike between two samples goes unseen). Elsewhere every reading is null.
import { readFileSync, writeFileSync } from 'node:fs';

const MIB = 1024 * 1024;

function readStatusMib(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kib === undefined ? null : (Number(kib) * 1024) / MIB;
  } catch {
    return null;
  }
}

export type MemoryWatch = {
  /** Resident memory when the watch started, in MiB. */
  startMib: number | null;
  /** Stops sampling; the highest resident memory seen since the start, in MiB. */
  stop(): { peakMib: number | null; endMib: number | null; isPeakExact: boolean };
};

/** Watches `pid` from now on: the kernel's own peak when it can be reset, else samples. */
export function watchMemory(pid: number, sampleMs = 20): MemoryWatch {
  let isPeakExact = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    isPeakExact = true;
  } catch {
    // Not Linux, or not allowed: the samples alone.
  }
  const startMib = readStatusMib(pid, 'VmRSS');
  let sampledPeak = startMib;
  const sample = () => {
    const now = readStatusMib(pid, 'VmRSS');
    if (now !== null && (sampledPeak === null || now > sampledPeak)) sampledPeak = now;
  };
  const timer = setInterval(sample, sampleMs);
  return {
    startMib,
    stop() {
      clearInterval(timer);
      sample();
      const kernelPeak = isPeakExact ? readStatusMib(pid, 'VmHWM') : null;
      const peaks = [kernelPeak, sampledPeak].filter((value) => value !== null);
      return {
        peakMib: peaks.length > 0 ? Math.max(...peaks) : null,
        endMib: readStatusMib(pid, 'VmRSS'),
        isPeakExact: kernelPeak !== null,
      };
    },
  };
}
