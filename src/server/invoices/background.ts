import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Nice value of the invoice renderer's processes: work that yields to the server's own. */
const NICE = 10;

/**
 * Lowers the CPU priority of the Chromium processes this one started (browser, zygote and
 * renderers: a renderer forked later inherits its zygote's). On a busy machine
 * the kernel then runs the server (payments, provisioning) first and prints invoices in what is
 * left. Linux only (it reads /proc); elsewhere, and for a process that just ended, it does nothing.
 */
export function renderInBackground(): void {
  const parents = new Map<number, number>();
  const browsers = new Set<number>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (comm) state ppid …": the command may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const end = stat.lastIndexOf(')');
      parents.set(Number(name), Number(stat.slice(end + 2).split(' ')[1]));
      if (/chrom/i.test(stat.slice(stat.indexOf('(') + 1, end))) browsers.add(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!mine.has(pid) && mine.has(ppid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of mine) {
    if (!browsers.has(pid)) continue;
    try {
      setPriority(pid, NICE);
    } catch {
      // Gone meanwhile, or not ours to change.
    }
  }
}
