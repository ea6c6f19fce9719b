import type { Logger } from 'pino';

/**
 * Runs `task` every `intervalMs` (first run after one interval, or at once with `runNow`), never
 * two runs at a time; a failure is logged and the next run happens as planned. Returns the stop
 * function, which waits for a run in progress.
 */
export function every(
  intervalMs: number,
  task: () => Promise<unknown>,
  options: { logger: Logger; name: string; runNow?: boolean },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .then(() => undefined)
      .catch((err: unknown) => options.logger.error({ err }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  if (options.runNow) run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
