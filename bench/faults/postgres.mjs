/**
 * A private PostgreSQL 15 cluster for the fault scripts: its own data folder in /tmp, its own port,
 * its socket in its folder, trust authentication, no fsync (nothing here needs to survive the
 * machine). The shared server of the machine is never touched. initdb and pg_ctl refuse to run as
 * root, so as root they run as the `postgres` user (runuser) on a folder it owns.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** A TCP port nothing listens on, from `from` upwards. */
async function freePort(from) {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

/** Why this machine cannot run a private cluster, or undefined when it can. */
export function clusterUnavailable() {
  if (!existsSync(join(PG_BIN, 'initdb')) || !existsSync(join(PG_BIN, 'pg_ctl'))) return `no PostgreSQL binaries in ${PG_BIN}`;
  if (process.getuid?.() === 0 && (!userIds('postgres') || !existsSync('/usr/sbin/runuser')))
    return 'running as root without a postgres user';
  return undefined;
}

/**
 * Creates and starts a cluster. Returns its `url` (database `postgres`), `stop()` (fast shutdown:
 * sessions are terminated as in a restart), `start()`, and `destroy()` (stops it at once and
 * removes its folder; safe to call twice).
 */
export async function startCluster() {
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds('postgres') : undefined;
  const folder = mkdtempSync(join(tmpdir(), 'kestrel-fault-pg-'));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const data = join(folder, 'data');
  // Below Linux's ephemeral range (32768–60999): while the cluster is down, an outgoing connection
  // of the load could otherwise take its port, and the restart would fail with "address in use".
  const port = await freePort(25432);
  const run = (tool, args, timeoutMs = 60_000) => {
    const command = asRoot ? ['/usr/sbin/runuser', ['-u', 'postgres', '--', join(PG_BIN, tool), ...args]] : [join(PG_BIN, tool), args];
    const result = spawnSync(command[0], command[1], { encoding: 'utf8', timeout: timeoutMs });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout || result.error?.message}`);
  };
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=32MB -c max_connections=50`;
  let running = false;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-w', '-t', '30', '-o', options, 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    destroy() {
      if (running) {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']);
        } catch {
          // already stopped
        }
        running = false;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
