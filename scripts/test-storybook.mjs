// `npm run test-storybook [-- URL] [test-storybook options]`: runs every story of a served Storybook
// in Chromium with @storybook/test-runner: its play function, and the a11y addon's axe scan, which
// fails the story on a violation unless the story says `parameters.a11y.test: 'off'`. The Storybook
// is the URL argument, else STORYBOOK_URL (a deployed one a designer shares), else the static build
// in storybook-static, served here on a free port (built first when it is missing); `--no-axe` leaves
// the scan out (npm test's story tests have made it). No screenshots:
// the story tests of `npm run test:stories` take and compare those.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { root } from './lib.mjs';

const staticDir = path.join(root, 'storybook-static');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

/** Serves the static build on 127.0.0.1 at a port the system picks; answers its URL. */
function serveStaticBuild() {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(staticDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    );
  });
}

const args = process.argv.slice(2);
// `--no-axe`: play functions only, for a run after the story tests, which have scanned every story.
const noAxe = args.includes('--no-axe');
if (noAxe) args.splice(args.indexOf('--no-axe'), 1);
const urlArgument = args[0]?.startsWith('http') ? args.shift() : undefined;
let url = urlArgument ?? process.env.STORYBOOK_URL;
let served;
if (url === undefined) {
  if (!existsSync(path.join(staticDir, 'index.json'))) {
    console.log('No static Storybook build yet: building it first.');
    const built = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  served = await serveStaticBuild();
  url = served.url;
}
console.log(`Testing the stories of ${url}`);

// --index-json: the stories are the served Storybook's own list, so a deployed one is tested as it
// is, whatever the local files say. Two workers: one per core of the machines this runs on.
const runner = spawn(
  'npx',
  ['test-storybook', '--index-json', '--url', url, '--maxWorkers=2', '--ci', ...args],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ...(noAxe ? { STORYBOOK_AXE: 'off' } : {}) } },
);
runner.on('exit', (code, signal) => {
  served?.server.close();
  process.exit(code ?? (signal ? 1 : 0));
});
