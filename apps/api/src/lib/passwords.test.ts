import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';
import { Semaphore } from './semaphore';

describe('password hasher', () => {
  const hasher = createPasswordHasher();

  it('uses argon2id with m=19456 KiB, t=2, p=1 and a random salt', async () => {
    const a = await hasher.hash('Secret#2024');
    const b = await hasher.hash('Secret#2024');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only, and answers false for a malformed hash', async () => {
    const hash = await hasher.hash('Secret#2024');
    expect(await hasher.verify(hash, 'Secret#2024')).toBe(true);
    expect(await hasher.verify(hash, 'secret#2024')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'Secret#2024')).toBe(false);
    expect(await hasher.verifyNothing('Secret#2024')).toBe(false);
  });
});

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and the rest in order', async () => {
    const gate = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) =>
      gate.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(i);
        running -= 1;
        return i;
      });
    expect(await Promise.all([0, 1, 2, 3, 4, 5].map(task))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(gate.active).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
