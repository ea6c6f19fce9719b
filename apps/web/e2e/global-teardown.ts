import { rmSync } from 'node:fs';

/**
 * The journeys' throwaway database goes at the end. Playwright may still be stopping the API when
 * this runs (its database files are still being written: ENOTEMPTY), so a failed removal is
 * retried when the runner exits, after its servers have stopped, instead of failing the run.
 */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) return;
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  try {
    remove();
  } catch {
    process.once('exit', () => {
      try {
        remove();
      } catch {
        // Left in the temporary folder: nothing depends on it.
      }
    });
  }
}
