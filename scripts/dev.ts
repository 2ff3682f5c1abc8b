// `npm run dev`: the API server in watch mode on PORT (3000) and the Vite dev server with hot
// reload on 5173, which forwards /api to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(
    'node',
    [
      '--watch-path=src/server',
      '--watch-path=src/shared',
      '--import',
      'tsx',
      'src/server/index.ts',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    },
  ),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
