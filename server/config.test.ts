import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected loadConfig(${JSON.stringify(env)}) to throw`);
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'production',
      port: 3000,
      host: undefined,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: undefined,
      secureCookies: false,
      logLevel: 'info',
      authRateLimitFactor: 1,
      stripe: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/site',
      DATABASE_URL: 'postgresql://user:pw@db:5432/site',
      PUBLIC_URL: 'https://example.com/some/path',
      SELLER_NAME: 'Example Ltd',
      SELLER_ADDRESS: '1 High Street, London N1 1AA',
      SELLER_EMAIL: 'hello@example.com',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/site',
      databaseUrl: 'postgresql://user:pw@db:5432/site',
      // Only the origin is kept: it is compared with the Origin header.
      publicUrl: 'https://example.com',
      secureCookies: true,
      logLevel: 'warn',
      seller: { name: 'Example Ltd', address: '1 High Street, London N1 1AA', email: 'hello@example.com', example: false },
      stripe: { secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_123', apiBase: undefined },
    });
  });

  it('refuses to start on https without the seller, naming the variable', () => {
    const https = { PUBLIC_URL: 'https://academy.example', PAYMENTS_MODE: 'local' };
    const seller = { SELLER_NAME: 'Academy Ltd', SELLER_ADDRESS: '1 High St, London', SELLER_EMAIL: 'hello@academy.example' };
    for (const name of Object.keys(seller) as (keyof typeof seller)[]) {
      const { [name]: _left, ...others } = seller;
      const message = configError({ ...https, ...others }).message;
      expect(message).toBe(
        `Invalid configuration: ${name} must be set when PUBLIC_URL is https (the business named on the legal pages, receipts and footer)`,
      );
    }
    expect(configError({ ...https, ...seller, SELLER_EMAIL: 'nope' }).message).toMatch(
      /^Invalid configuration: SELLER_EMAIL must be an email/,
    );
    expect(loadConfig({ ...https, ...seller }).seller).toEqual({
      name: 'Academy Ltd',
      address: '1 High St, London',
      email: 'hello@academy.example',
      example: false,
    });
  });

  it('refuses a moved test clock in production unless the end-to-end server asks for it', () => {
    expect(configError({ NODE_ENV: 'production', TEST_CLOCK_FILE: '/tmp/offset' }).message).toBe(
      'Invalid configuration: TEST_CLOCK_FILE is for end-to-end tests only and is refused in production (got "/tmp/offset")',
    );
    expect(loadConfig({ NODE_ENV: 'production', TEST_CLOCK_FILE: '/tmp/offset', E2E_TEST_SERVER: '1' }).testClockFile).toBe('/tmp/offset');
    expect(loadConfig({ NODE_ENV: 'production', E2E_TEST_SERVER: '1' }).testClockFile).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK_FILE: '/tmp/offset' }).testClockFile).toBe('/tmp/offset');
  });

  it('stands in for an unset seller without https, saying so', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).seller).toEqual({
      name: 'Example seller (set SELLER_NAME)',
      address: 'Example address (set SELLER_ADDRESS)',
      email: 'no-reply@localhost',
      example: true,
    });
  });

  it('treats empty and blank optional values as unset', () => {
    const config = loadConfig({ HOST: '', DATABASE_URL: '  ', PUBLIC_URL: '', STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '' });
    expect(config.host).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
    expect(config.stripe).toBeUndefined();
  });

  it('uses secure cookies only for an https PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://academy.example',
        PAYMENTS_MODE: 'local',
        SELLER_NAME: 'Academy Ltd',
        SELLER_ADDRESS: '1 High St, London',
        SELLER_EMAIL: 'hello@academy.example',
      }).secureCookies,
    ).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '0' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://db/site' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATA_DIR: '  ' }, 'DATA_DIR'],
    [{ PAYMENTS_MODE: 'paypal' }, 'PAYMENTS_MODE'],
    [{ AUTH_RATE_LIMIT_FACTOR: '0' }, 'AUTH_RATE_LIMIT_FACTOR'],
    [{ AUTH_RATE_LIMIT_FACTOR: 'lots' }, 'AUTH_RATE_LIMIT_FACTOR'],
  ])('refuses %j with one line naming %s', (env, name) => {
    const error = configError(env);
    expect(error.message).not.toContain('\n');
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('says what is wrong with PORT and what it got', () => {
    expect(configError({ PORT: 'abc' }).message).toBe('Invalid configuration: PORT must be a number (got "abc")');
    expect(configError({ PORT: '70000' }).message).toBe('Invalid configuration: PORT must be between 1 and 65535 (got "70000")');
  });

  it('refuses one Stripe key without the other, naming the missing one', () => {
    expect(configError({ STRIPE_SECRET_KEY: 'sk_test_1' }).message).toMatch(
      /^Invalid configuration: STRIPE_PUBLISHABLE_KEY must be set together with the other Stripe key$/,
    );
    expect(configError({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).message).toMatch(
      /^Invalid configuration: STRIPE_SECRET_KEY must be set together with the other Stripe key$/,
    );
  });

  it('uses Stripe Tax with Stripe unless STRIPE_TAX=off, and names the variable for another value', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
    expect(loadConfig(keys).stripe?.tax).toBe(true);
    expect(loadConfig({ ...keys, STRIPE_TAX: 'off' }).stripe?.tax).toBe(false);
    expect(configError({ ...keys, STRIPE_TAX: 'no' }).message).toMatch(/^Invalid configuration: STRIPE_TAX must be on or off/);
  });

  describe('mail', () => {
    it('writes to the outbox by default, from the site at localhost, with links to this server', () => {
      const config = loadConfig({ PORT: '4100' });
      expect(config.mail).toEqual({ smtpUrl: undefined, from: 'AI Income Academy <no-reply@localhost>', contactTo: 'no-reply@localhost' });
      expect(config.siteUrl).toBe('http://localhost:4100');
    });

    it('uses PUBLIC_URL for links and the default sender', () => {
      const config = loadConfig({
        PUBLIC_URL: 'https://academy.example/x',
        PAYMENTS_MODE: 'local',
        SELLER_NAME: 'Academy Ltd',
        SELLER_ADDRESS: '1 High St, London',
        SELLER_EMAIL: 'hello@academy.example',
      });
      expect(config.siteUrl).toBe('https://academy.example');
      expect(config.mail.from).toBe('AI Income Academy <no-reply@academy.example>');
    });

    it('reads SMTP_URL and MAIL_FROM', () => {
      const config = loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'Academy <hello@academy.example>' });
      expect(config.mail).toEqual({
        smtpUrl: 'smtps://user:secret@mail.example.com:465',
        from: 'Academy <hello@academy.example>',
        contactTo: 'hello@academy.example',
      });
      expect(loadConfig({ MAIL_FROM: 'Academy <hello@academy.example>', CONTACT_EMAIL: 'owner@academy.example' }).mail.contactTo).toBe(
        'owner@academy.example',
      );
      expect(loadConfig({ SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'hello@academy.example' }).mail.from).toBe('hello@academy.example');
    });

    it.each([
      [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
      [{ SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL'],
      [{ SMTP_URL: 'smtp://mail.example.com' }, 'MAIL_FROM'],
      [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
      [{ MAIL_FROM: 'Academy <hello>' }, 'MAIL_FROM'],
      [{ CONTACT_EMAIL: 'the owner' }, 'CONTACT_EMAIL'],
    ])('refuses %j with one line naming %s', (env, name) => {
      const error = configError(env);
      expect(error.message).not.toContain('\n');
      expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    });

    it('never repeats an SMTP_URL, which may hold a password', () => {
      const message = configError({ SMTP_URL: 'ftp://user:hunter2@mail.example.com' }).message;
      expect(message).toBe(
        'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.com:587',
      );
      expect(message).not.toContain('hunter2');
    });
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR ranges, none by default', () => {
    expect(loadConfig({}).trustedProxies).toBeUndefined();
    const trusted = loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1, 192.168.0.0/16, fd00::/8 ' }).trustedProxies!;
    expect(trusted.check('10.0.0.1', 'ipv4')).toBe(true);
    expect(trusted.check('192.168.44.3', 'ipv4')).toBe(true);
    expect(trusted.check('fd00::9', 'ipv6')).toBe(true);
    expect(trusted.check('10.0.0.2', 'ipv4')).toBe(false);
  });

  it('stops on a TRUSTED_PROXIES entry that is not an address or a range, naming the variable and the entry', () => {
    const error = configError({ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/33' });
    expect(error.message.split('\n')).toHaveLength(1);
    expect(error.message).toMatch(/^Invalid configuration: TRUSTED_PROXIES must be IP addresses or CIDR ranges/);
    expect(error.message).toContain('"10.0.0.0/33"');
  });

  describe('backups and metrics', () => {
    it('has no daily backups and no /metrics by default', () => {
      expect(loadConfig({})).toMatchObject({ backups: undefined, metricsToken: undefined });
    });

    it('reads BACKUP_DIR with BACKUP_KEEP days (14 unless set), and METRICS_TOKEN', () => {
      expect(loadConfig({ BACKUP_DIR: '/var/backups/academy' }).backups).toEqual({ dir: '/var/backups/academy', keepDays: 14 });
      expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '3' }).backups).toEqual({ dir: '/b', keepDays: 3 });
      expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    });

    it.each([
      [{ BACKUP_KEEP: '0' }, 'Invalid configuration: BACKUP_KEEP must be at least 1 (day) (got "0")'],
      [{ BACKUP_KEEP: 'week' }, 'Invalid configuration: BACKUP_KEEP must be a number of days (got "week")'],
      [{ BACKUP_KEEP: '1.5' }, 'Invalid configuration: BACKUP_KEEP must be a whole number of days (got "1.5")'],
    ])('stops on a wrong BACKUP_KEEP: %j', (env, message) => {
      expect(configError(env).message).toBe(message);
    });

    it('reads BILLING_PASS_MS (unset: every minute) and stops on a wrong one', () => {
      expect(loadConfig({}).billingPassMs).toBeUndefined();
      expect(loadConfig({ BILLING_PASS_MS: '1000' }).billingPassMs).toBe(1000);
      expect(configError({ BILLING_PASS_MS: '10' }).message).toBe(
        'Invalid configuration: BILLING_PASS_MS must be at least 100 (ms) (got "10")',
      );
      expect(configError({ BILLING_PASS_MS: 'often' }).message).toBe(
        'Invalid configuration: BILLING_PASS_MS must be a number of milliseconds (got "often")',
      );
    });

    it('stops on a METRICS_TOKEN too short to be a secret or unfit for a header, without repeating it', () => {
      const short = configError({ METRICS_TOKEN: 'hunter2' });
      expect(short.message).toMatch(/^Invalid configuration: METRICS_TOKEN must be at least 16 characters/);
      expect(short.message).not.toContain('hunter2');
      const spaced = configError({ METRICS_TOKEN: 'two words and enough characters' });
      expect(spaced.message).toMatch(/^Invalid configuration: METRICS_TOKEN must be printable characters without spaces/);
      expect(spaced.message).not.toContain('two words');
    });
  });
  describe('the image bucket (S3_*)', () => {
    const bucket = {
      S3_BUCKET: 'academy-images',
      S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com/',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'very/secret/key',
    };

    it('keeps images under DATA_DIR by default, and reads a whole bucket configuration', () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig(bucket).s3).toEqual({
        bucket: 'academy-images',
        endpoint: 'https://s3.eu-west-2.amazonaws.com',
        region: 'eu-west-2',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'very/secret/key',
        publicUrl: undefined,
      });
      expect(loadConfig({ ...bucket, S3_PUBLIC_URL: 'https://images.example.com/' }).s3?.publicUrl).toBe('https://images.example.com');
    });

    it('stops on half a bucket configuration, naming a missing variable and never repeating the secret', () => {
      const { S3_REGION: _region, ...withoutRegion } = bucket;
      const error = configError(withoutRegion);
      expect(error.message).toMatch(
        /^Invalid configuration: S3_REGION must be set together with S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
      );
      expect(error.message).not.toContain('very/secret/key');
      expect(configError({ S3_SECRET_ACCESS_KEY: 'very/secret/key' }).message).toMatch(
        /^Invalid configuration: S3_BUCKET must be set together/,
      );
      expect(configError({ S3_PUBLIC_URL: 'https://images.example.com' }).message).toMatch(
        /^Invalid configuration: S3_PUBLIC_URL is set but S3_BUCKET is not/,
      );
    });

    it.each([
      [{ S3_BUCKET: 'Bad_Bucket' }, /^Invalid configuration: S3_BUCKET must be a bucket name/],
      [{ S3_ENDPOINT: 'ftp://example.com' }, /^Invalid configuration: S3_ENDPOINT must be an http:\/\/ or https:\/\/ address/],
      [{ S3_PUBLIC_URL: 'images.example.com' }, /^Invalid configuration: S3_PUBLIC_URL must be an http:\/\/ or https:\/\/ address/],
    ])('stops on a malformed value: %j', (env, message) => {
      expect(configError({ ...bucket, ...env }).message).toMatch(message);
    });
  });
});

describe('VAT_NUMBER_CHECK (issue 41)', () => {
  const live = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' };
  it('asks VIES by default with live Stripe keys, where a reverse charge is real tax not charged', () => {
    expect(loadConfig(live).vatNumberCheck).toBe('vies');
    expect(loadConfig({ ...live, STRIPE_SECRET_KEY: 'rk_live_1' }).vatNumberCheck).toBe('vies');
  });

  it('keeps the format check by default for test keys and the local gateway, and takes an explicit choice either way', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).vatNumberCheck).toBe('format');
    expect(loadConfig({}).vatNumberCheck).toBe('format');
    expect(loadConfig({ ...live, VAT_NUMBER_CHECK: 'format' }).vatNumberCheck).toBe('format');
    expect(loadConfig({ VAT_NUMBER_CHECK: 'vies', VIES_URL: 'http://127.0.0.1:9/check' })).toMatchObject({
      vatNumberCheck: 'vies',
      viesUrl: 'http://127.0.0.1:9/check',
    });
  });
});
