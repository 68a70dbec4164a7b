/**
 * Loaded into a server's process by the interactive bench (node --expose-gc --import): on SIGUSR2 it collects
 * garbage and writes process.memoryUsage() as JSON to BENCH_MEMORY_FILE, so memory is compared after a full GC
 * rather than wherever the collector happened to be.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
