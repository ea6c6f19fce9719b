/**
 * Where uploaded files live (docs/decisions/018-uploads.md): a folder under DATA_DIR, outside
 * anything a web server serves, or memory when DATA_DIR is memory:// (tests). A file is stored under
 * a random name chosen here (32 hex digits and the extension of the type its content was found to
 * be), never under a name or path the client sent, so no upload can name or reach another file.
 * Files are written beside their final name and renamed, readable by this process's user only.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEMORY_DATA_DIR } from '../../config';
import type { Clock } from '../../deps';

/** A stored file as listed: its name and when it was written. */
export interface StoredFile {
  name: string;
  writtenAt: Date;
}

export interface FileStore {
  readonly kind: 'disk' | 'memory';
  /** Stores `bytes` under a new random name ending in `.extension`; resolves with the name. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** The bytes of a stored file; undefined when there is none of that name. */
  read(name: string): Promise<Uint8Array | undefined>;
  /** Removes a stored file (nothing happens when it is already gone). */
  remove(name: string): Promise<void>;
  /** Every file of the store, half-written ones (`.partial`) included. */
  list(): Promise<StoredFile[]>;
}

const EXTENSION = /^[a-z0-9]{1,8}$/;
/** What this store writes: nothing else is ever read or removed, so a name can never be a path. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}(\.partial)?$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

function newName(extension: string): string {
  if (!EXTENSION.test(extension)) throw new Error(`not a file extension: ${extension}`);
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** The store of `folder` (e.g. `receipts`) under DATA_DIR/uploads. */
export function createFileStore(options: { dataDir: string; folder: string; clock: Clock }): FileStore {
  return options.dataDir === MEMORY_DATA_DIR
    ? createMemoryFileStore(options.clock)
    : createDiskFileStore(join(options.dataDir, 'uploads', options.folder));
}

export function createMemoryFileStore(clock: Clock): FileStore {
  const files = new Map<string, { bytes: Uint8Array; writtenAt: Date }>();
  return {
    kind: 'memory',
    put: async (bytes, extension) => {
      const name = newName(extension);
      files.set(name, { bytes: Uint8Array.from(bytes), writtenAt: clock.now() });
      return name;
    },
    read: async (name) => (isStoredName(name) ? files.get(name)?.bytes : undefined),
    remove: async (name) => {
      files.delete(name);
    },
    list: async () => [...files].map(([name, file]) => ({ name, writtenAt: file.writtenAt })),
  };
}

export function createDiskFileStore(folder: string): FileStore {
  let ready: Promise<unknown> | undefined;
  const ensureFolder = () => {
    ready ??= mkdir(folder, { recursive: true, mode: 0o700 });
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };
  return {
    kind: 'disk',
    put: async (bytes, extension) => {
      await ensureFolder();
      const name = newName(extension);
      const partial = join(folder, `${name}.partial`);
      // `wx`: a name is never reused, and a file is never written through a link planted there.
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
      await rename(partial, join(folder, name));
      return name;
    },
    read: async (name) => {
      if (!isStoredName(name)) return undefined;
      try {
        return new Uint8Array(await readFile(join(folder, name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: async (name) => {
      if (!isStoredName(name)) return;
      await rm(join(folder, name), { force: true });
    },
    list: async () => {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const files: StoredFile[] = [];
      for (const name of names.filter(isStoredName)) {
        try {
          files.push({ name, writtenAt: (await stat(join(folder, name))).mtime });
        } catch {
          // Removed meanwhile (another instance's clean-up): nothing to list.
        }
      }
      return files;
    },
  };
}
