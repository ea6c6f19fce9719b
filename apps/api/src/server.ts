/**
 * The API process: configuration (one line per bad variable, exit 1), database, HTTP listener,
 * graceful shutdown on SIGTERM/SIGINT (exit 0). A second signal exits at once.
 */
import { loadConfig, startWarnings } from './config';
import { DatabaseConnectionError } from './db/client';
import { createLogger } from './lib/logger';
import { ListenError, startServer, type RunningServer } from './start';

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

const loaded = loadConfig();
if (!loaded.ok) {
  for (const line of loaded.errors) process.stderr.write(`${line}\n`);
  process.exit(1);
}
const config = loaded.config;
const logger = createLogger({
  level: config.logLevel,
  pretty: config.logFormat === 'pretty' || (config.nodeEnv === 'development' && process.stdout.isTTY === true),
});

let running: RunningServer;
try {
  running = await startServer({ config, logger });
} catch (error) {
  if (error instanceof DatabaseConnectionError || error instanceof ListenError) fail(error.message);
  logger.fatal({ err: error }, 'start failed');
  logger.flush();
  process.exit(1);
}
logger.info({ url: running.url, env: config.nodeEnv }, `Kestrel API listening on ${running.url}`);
for (const warning of startWarnings(config)) logger.warn(warning);

let signals = 0;
const onSignal = (signal: NodeJS.Signals) => {
  signals += 1;
  if (signals > 1) {
    logger.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  running.shutdown(signal).then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
