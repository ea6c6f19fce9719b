import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/account-helpers';
import { createFileStore, isStoredName } from './file-store';

const dataDir = mkdtempSync(join(tmpdir(), 'kestrel-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const clock = new TestClock();

describe('the disk store under DATA_DIR/uploads', () => {
  const store = createFileStore({ dataDir, folder: 'receipts', clock });
  const folder = join(dataDir, 'uploads', 'receipts');

  it('writes a file under a new random name, readable by this user only, and reads it back', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3]);
    const name = await store.put(bytes, 'pdf');
    const other = await store.put(bytes, 'pdf');
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(other).not.toBe(name);
    expect(store.kind).toBe('disk');
    expect(await store.read(name)).toEqual(bytes);
    expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    // Nothing half-written is left beside it.
    expect(readdirSync(folder).filter((file) => file.endsWith('.partial'))).toEqual([]);
  });

  it('lists its files, half-written ones too, and removes them', async () => {
    const name = await store.put(new Uint8Array([1]), 'png');
    writeFileSync(join(folder, `${'a'.repeat(32)}.png.partial`), 'x');
    writeFileSync(join(folder, 'notes.txt'), 'not the store’s');
    const listed = (await store.list()).map((file) => file.name);
    expect(listed).toContain(name);
    expect(listed).toContain(`${'a'.repeat(32)}.png.partial`);
    expect(listed).not.toContain('notes.txt');
    await store.remove(name);
    await store.remove(name);
    expect(await store.read(name)).toBeUndefined();
  });

  it('never reads or removes a name it could not have made (no paths)', async () => {
    for (const name of ['../../etc/passwd', 'notes.txt', `${'a'.repeat(32)}.png/../x`, '/etc/passwd', `${'A'.repeat(32)}.png`]) {
      expect(isStoredName(name), name).toBe(false);
      expect(await store.read(name)).toBeUndefined();
      await store.remove(name);
    }
    expect(readdirSync(folder)).toContain('notes.txt');
    await expect(store.put(new Uint8Array([1]), '../png')).rejects.toThrow('not a file extension');
  });

  it('lists nothing before the first upload', async () => {
    expect(await createFileStore({ dataDir, folder: 'empty', clock }).list()).toEqual([]);
  });
});

describe('the memory store (DATA_DIR=memory://)', () => {
  it('keeps files in memory with the clock’s time', async () => {
    const store = createFileStore({ dataDir: 'memory://', folder: 'receipts', clock });
    expect(store.kind).toBe('memory');
    const name = await store.put(new Uint8Array([9]), 'webp');
    expect(await store.list()).toEqual([{ name, writtenAt: clock.now() }]);
    expect(await store.read(name)).toEqual(new Uint8Array([9]));
    await store.remove(name);
    expect(await store.list()).toEqual([]);
  });
});
