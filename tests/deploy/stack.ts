// The deployment of docs/deployment.md on one machine: Debian's nginx with deploy/nginx.conf in
// front of two server processes sharing PostgreSQL and Redis, every port free and chosen here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { freePort, waitForHealth } from '../e2e/server';
import { pollUntil } from '../pollUntil';

export const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The nginx binary: Debian's /usr/sbin/nginx, else the first on PATH; null when there is none. */
export function findNginx(): string | null {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)];
  for (const dir of dirs) {
    const path = join(dir, 'nginx');
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return null;
}

/** True when something accepts TCP connections at the URL's host and port. */
export async function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || defaultPort), hostname);
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Why the deployment cannot run here, or null when it can. */
export async function missingPrerequisite(): Promise<string | null> {
  if (!findNginx()) return 'nginx is not installed (Debian: apt-get install nginx; .ci/run does)';
  if (!(await answers(DATABASE_URL, 5432))) return `PostgreSQL does not answer at ${DATABASE_URL}`;
  if (!(await answers(REDIS_URL, 6379))) return `Redis does not answer at ${REDIS_URL}`;
  return null;
}

/** A fresh database on the PostgreSQL of DATABASE_URL, for one run; drop() removes it. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `edgewise_deploy_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * deploy/nginx.conf as shipped, with only the ports changed: the instances' 8081/8082 and the
 * proxy's 80. Throws when one of them is no longer where the test expects it.
 */
export function renderProxyConfig(
  dir: string,
  ports: { proxy: number; a: number; b: number },
): string {
  let text = readFileSync('deploy/nginx.conf', 'utf8');
  const swap = (from: string | RegExp, to: string) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}`);
    text = next;
  };
  swap(/:8081\b/g, `:${ports.a}`);
  swap(/:8082\b/g, `:${ports.b}`);
  swap(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${ports.proxy};`);
  // The shipped log goes to the test's directory, beside the test's own (which names the
  // instance tried and the hub pin, and reads `id` to follow a connection).
  swap(
    /^(\s*)access_log \/var\/log\/nginx\/edgewise\.access\.log edgewise_access;$/m,
    `$1access_log ${dir}/shipped-access.log edgewise_access;\n$1access_log ${dir}/access.log edgewise;`,
  );
  return text;
}

export interface Proxy {
  url: string;
  /** Every request nginx answered: status, method, path, instance(s) tried. */
  accessLog(): { status: number; method: string; uri: string; upstream: string; id: string }[];
  /** The access log in deploy/nginx.conf's own format, as a deployment writes it. */
  shippedAccessLog(): string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground with deploy/nginx.conf included from a minimal main file. */
export async function startProxy(
  dir: string,
  ports: { proxy: number; a: number; b: number },
): Promise<Proxy> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found');
  // Workers run as nobody when started by root: they need to reach the temp and log paths.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  writeFileSync(join(dir, 'edgewise.conf'), renderProxyConfig(dir, ports));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'worker_rlimit_nofile 8192;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      "  log_format edgewise '$status $request_method $uri [$upstream_addr] $msec $request_time pin=$cookie_edgewise_hub set=$sent_http_set_cookie id=$arg_id';",
      `  access_log ${dir}/access.log edgewise;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind === 'client_body' ? 'body' : kind};`,
      ),
      `  include ${dir}/edgewise.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  const check = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${ports.proxy}`;
  // nginx announces no readiness: its port is polled every 50 ms until it answers.
  try {
    await pollUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`exited with ${String(child.exitCode)}`);
        return answers(url, 80);
      },
      { intervalMs: 50, timeoutMs: 10_000, what: 'nginx to answer' },
    );
  } catch (err) {
    throw new Error(`nginx did not start: ${stderr}`, { cause: err });
  }
  return {
    url,
    accessLog: () => {
      const file = join(dir, 'access.log');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [, status, method, uri, upstream] =
            /^(\d+) (\S+) (\S+) \[([^\]]*)\]/.exec(line) ?? [];
          return {
            status: Number(status),
            method: method ?? '',
            uri: uri ?? '',
            upstream: upstream ?? '',
            id: / id=(\S*)$/.exec(line)?.[1] ?? '',
          };
        });
    },
    shippedAccessLog: () => {
      const file = join(dir, 'shipped-access.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** One server process (server/main.ts) on its own port, as a deployment runs it. */
export class Instance {
  child: ChildProcess | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    /** Where its log lines go (appended across restarts). */
    readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', openSync(this.logFile, 'a'), 'inherit'],
    });
    await waitForHealth(this.url, this.child, 120_000);
  }

  /** SIGTERM, then the time until the process is gone and its exit code. */
  async terminate(): Promise<{ ms: number; code: number | null; signal: string | null }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${this.name} is not running`);
    const started = Date.now();
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.kill('SIGTERM');
    const { code, signal } = await exited;
    return { ms: Date.now() - started, code, signal };
  }

  kill(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null)
      this.child.kill('SIGKILL');
  }
}

export { freePort };
