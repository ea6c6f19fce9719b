import { connect } from 'node:net';

/**
 * The Redis the tests may use: REDIS_URL, else one answering on 127.0.0.1:6379 (as on this machine
 * and CI's); undefined when there is none, and the Redis cases are then skipped. Tests prefix
 * their keys with random bytes, so parallel files and runs never meet.
 */
export async function testRedisUrl(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1_000, () => done(false));
  });
  return reachable ? 'redis://127.0.0.1:6379' : undefined;
}
