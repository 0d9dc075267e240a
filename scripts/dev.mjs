// `npm run dev`: the server in watch mode on PORT (default 3000) and Vite with hot reload on 5173,
// which proxies /graphql (HTTP and WebSocket) and /healthz to the server.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'packages/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@dialysis/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
