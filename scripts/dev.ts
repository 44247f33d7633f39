// `npm run dev`: the API on DEV_API_PORT (default 4322) behind Astro's dev server on 4321.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env['DEV_API_PORT'] ?? '4322';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_STATIC: 'false', NODE_ENV: 'development' },
  }),
  spawn('npx', ['astro', 'dev', '--port', process.env['PORT'] ?? '4321'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_API_PORT: apiPort },
  }),
];
// Killing npm by PID would leave astro running: take the children down with us.
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
