// @ts-check
/**
 * A real WordPress for the bench, started and stopped by it: Debian's `wordpress` package served by
 * PHP's built-in server (router.php), on a MariaDB server of its own (its own data directory and
 * socket, no TCP port), everything under one temporary directory, its content put in by content.php.
 * Debian's wp-config.php reads /etc/wordpress/config-<host>.php: that one file is written outside
 * the directory (for 127.0.0.1) and removed on stop.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { childEnvironment } from '../../lib/config/environment.mjs'

const HERE = path.dirname(new URL(import.meta.url).pathname)
const ETC_CONFIG = '/etc/wordpress/config-127.0.0.1.php'

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {{ dir: string, port: number, log: (line: string) => void }} options
 * @returns {Promise<{ url: string, env: Record<string, string | undefined>, php: (script: string) => string, stop: () => Promise<void> }>}
 */
export async function startWordPress({ dir, port, log }) {
  for (const need of ['/usr/share/wordpress/wp-load.php', '/usr/sbin/mariadbd', '/usr/bin/php'])
    if (!existsSync(need))
      throw new Error(`${need} is missing: apt-get install -y wordpress mariadb-server php-cli php-mysql php-gd`)
  const url = `http://127.0.0.1:${port}`
  const data = path.join(dir, 'mysql')
  const socket = path.join(dir, 'mysqld.sock')
  const content = path.join(dir, 'wp-content')
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = []
  /** Stops php -S (with its workers: each server has a process group of its own) and MariaDB; resolves when they have ended. */
  const stop = async () => {
    const running = children
      .splice(0)
      .reverse()
      .filter((child) => child.exitCode === null && child.pid)
    rmSync(ETC_CONFIG, { force: true })
    for (const child of running)
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM')
      } catch {
        // already gone
      }
    await Promise.race([
      Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve)))),
      sleep(15_000),
    ])
  }
  try {
    mkdirSync(data, { recursive: true })
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${data}`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { stdio: 'ignore' },
    )
    const mariadb = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--socket=${socket}`,
        '--skip-networking',
        '--user=root',
        `--pid-file=${path.join(dir, 'mysqld.pid')}`,
        `--log-error=${path.join(dir, 'mysqld.err')}`,
      ],
      { stdio: 'ignore', detached: true },
    )
    children.push(mariadb)
    const client = (sql) =>
      execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', sql], { stdio: 'pipe' })
    for (let i = 0; ; i++) {
      try {
        client('SELECT 1')
        break
      } catch {
        if (i > 100 || mariadb.exitCode !== null)
          throw new Error(`MariaDB did not start (${path.join(dir, 'mysqld.err')})`)
        await sleep(200)
      }
    }
    const password = randomBytes(12).toString('hex')
    client(
      `CREATE DATABASE wordpress; CREATE USER 'wordpress'@'localhost' IDENTIFIED BY '${password}'; GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';`,
    )

    mkdirSync(path.join(content, 'uploads'), { recursive: true })
    mkdirSync(path.join(content, 'mu-plugins'), { recursive: true })
    symlinkSync('/usr/share/wordpress/wp-content/themes', path.join(content, 'themes'))
    copyFileSync(path.join(HERE, 'mu-oembed.php'), path.join(content, 'mu-plugins', 'oembed.php'))
    const salts = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ]
      .map((name) => `define('${name}', '${randomBytes(24).toString('hex')}');`)
      .join('\n')
    const config = path.join(dir, 'wp-config.php')
    writeFileSync(
      config,
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', '${password}');
define('DB_HOST', 'localhost:${socket}');
define('WP_CONTENT_DIR', '${content}');
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_ENVIRONMENT_TYPE', 'local');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
${salts}
`,
    )
    writeFileSync(ETC_CONFIG, `<?php require '${config}';\n`)
    const env = childEnvironment({ WP_BENCH_URL: url, WP_BENCH_CONTENT: content })
    const php = (/** @type {string} */ script) =>
      execFileSync('php', [path.join(HERE, script)], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    log(php('install.php').trim())
    log(`content: ${php('content.php').trim()}`)
    const server = spawn(
      'php',
      ['-S', `127.0.0.1:${port}`, '-t', '/usr/share/wordpress', path.join(HERE, 'router.php')],
      {
        env: { ...env, PHP_CLI_SERVER_WORKERS: '2' },
        stdio: ['ignore', 'ignore', 'ignore'],
        detached: true,
      },
    )
    children.push(server)
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/wp-json/`)).ok) break
      } catch {
        // not up yet
      }
      if (i > 100 || server.exitCode !== null) throw new Error(`php -S on ${url} did not answer`)
      await sleep(200)
    }
    return { url, env, php, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
