// `npm run dev`: the server in watch mode (tsx) and Vite with hot reload, which proxies /api to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/index.ts'], {
    cwd: 'apps/server',
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: port,
      DATA_DIR: process.env.DATA_DIR ?? '../../data',
    },
  }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit', env: { ...process.env, PORT: port } }),
];

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children) child.on('exit', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
