import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/accounts/passwords.ts';

/** The nice of each thread of this process that is not at 0 (Linux; empty elsewhere). */
function renicedThreads(): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return [];
  }
  return tasks.flatMap((tid) => {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const nice = Number(fields[16]);
      return nice ? [nice] : [];
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

describe('password hashing', () => {
  it('hashes and verifies on threads of its own, below the event loop priority', async () => {
    const hashes = await Promise.all(['one', 'two', 'three', 'four', 'five'].map((p) => hashPassword(p)));
    expect(new Set(hashes).size).toBe(5);
    expect(hashes[0]).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hashes[1]!, 'two')).toBe(true);
    expect(await verifyPassword(hashes[1]!, 'one')).toBe(false);
    expect(await verifyPassword('not a hash', 'two')).toBe(false);
    expect(await verifyPassword(null, 'two')).toBe(false);
    if (process.platform === 'linux') expect(renicedThreads()).toContain(10);
  });
});
