/**
 * docs/deploy.md is followed by people on real servers, where a typo costs an evening: what of it can be
 * checked here is checked here. The environment file it gives is a valid configuration, every `npm run`
 * command it names exists, and its systemd unit parses (systemd-analyze verify, where systemd is installed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const guide = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: object }).scripts,
);

/** The fenced block of this language whose first line starts with `firstLine`. */
function block(language: string, firstLine: string): string {
  const found = [...guide.matchAll(/```(\w+)\n([\s\S]*?)```/g)].find(([, lang, body]) => lang === language && body!.startsWith(firstLine));
  if (!found) throw new Error(`docs/deploy.md has no ${language} block starting with ${firstLine}`);
  return found[2]!;
}

describe('docs/deploy.md', () => {
  it('its environment file is a configuration the server accepts, with everything the guide sets up', () => {
    const env: Record<string, string> = {};
    for (const line of block('ini', 'NODE_ENV=').split('\n')) {
      const match = /^([A-Z_]+)=(.*)$/.exec(line);
      if (match) env[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1');
    }
    const config = loadConfig(env);
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.secureCookies).toBe(true);
    expect(config.paymentsMode).toBe('stripe');
    expect(config.stripe?.webhookSecret).toBeDefined();
    expect(config.mail.smtpUrl).toBeDefined();
    expect(config.trustedProxies).toBeDefined();
    expect(config.backups).toEqual({ dir: '/var/backups/academy', keepDays: 14 });
    expect(config.metricsToken).toBeDefined();
  });

  it('every npm run command it names exists', () => {
    const named = new Set([...guide.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!));
    expect(named.size).toBeGreaterThan(3);
    for (const script of named) expect(scripts, `npm run ${script}`).toContain(script);
  });

  it('names the webhook path the app serves', () => {
    const app = readFileSync(new URL('../app.ts', import.meta.url), 'utf8');
    const path = /const WEBHOOK_PATH = '([^']+)'/.exec(app)![1]!;
    expect(guide).toContain(`https://academy.example${path}`);
  });

  it('its systemd unit starts the server with the V8 flags and malloc setting npm start and the bench use', () => {
    const common = readFileSync(new URL('../../scripts/build-if-stale.mjs', import.meta.url), 'utf8');
    const flags = (/export const SERVER_NODE_FLAGS = \[([^\]]*)\]/.exec(common)![1]!.match(/'[^']+'/g) ?? []).map((f) => f.slice(1, -1));
    expect(flags).toContain('--max-semi-space-size=2');
    expect(flags).toContain('--heap-growing-percent=20');
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const tunables = /export const SERVER_ENV = \{ GLIBC_TUNABLES: '([^']+)' \}/.exec(common)![1]!;
    expect(tunables).toBe('glibc.malloc.mmap_threshold=131072');
    expect(packageJson.scripts.start).toBe(`GLIBC_TUNABLES=${tunables} node ${flags.join(' ')} scripts/start.mjs`);
    expect(block('ini', '[Unit]')).toContain(`Environment=GLIBC_TUNABLES=${tunables}\n`);
    expect(block('ini', '[Unit]')).toContain(`ExecStart=/usr/bin/node ${flags.join(' ')} build/server/main.js\n`);
  });

  it.runIf(existsSync('/usr/bin/systemd-analyze') && existsSync('/usr/bin/node'))('its systemd unit passes systemd-analyze verify', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unit-'));
    try {
      const unit = join(dir, 'academy@3001.service');
      writeFileSync(unit, block('ini', '[Unit]'));
      const result = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
      expect(result.stderr.trim()).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
