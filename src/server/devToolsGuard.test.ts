// When the server's configuration is loaded, then development tools are off
// unless DEV_TOOLS=true, and a configuration that would expose them to other
// machines is refused before anything listens.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { devModeBanner, devToolsProblem, isLoopbackHost, isLoopbackUrl } from './devToolsGuard';

describe('isLoopbackHost / isLoopbackUrl', () => {
  it('accepts localhost, 127.x and ::1 only', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '', '10.0.0.5', '192.168.1.2', 'portal.example.nz', 'localhost.example.nz', '128.0.0.1', '::2']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('reads the host of a URL', () => {
    expect(isLoopbackUrl('http://localhost:3000')).toBe(true);
    expect(isLoopbackUrl('http://127.0.0.1:3987')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:3000')).toBe(true);
    expect(isLoopbackUrl('https://portal.example.nz')).toBe(false);
    expect(isLoopbackUrl('http://localhost.evil.example')).toBe(false);
    expect(isLoopbackUrl('not a url')).toBe(false);
  });
});

describe('devToolsProblem', () => {
  const safe = { devTools: true, seedDemoAccounts: true, publicUrl: 'http://localhost:3000', host: '127.0.0.1' };

  it('allows development tools on a loopback address and interface', () => {
    expect(devToolsProblem(safe)).toBeUndefined();
    expect(devToolsProblem({ ...safe, host: '::1', publicUrl: 'http://[::1]:3000' })).toBeUndefined();
  });

  it('allows anything when development tools are off', () => {
    expect(devToolsProblem({ devTools: false, seedDemoAccounts: false, publicUrl: 'https://portal.example.nz', host: '0.0.0.0' })).toBeUndefined();
  });

  it('refuses a public address that is not loopback', () => {
    const problem = devToolsProblem({ ...safe, publicUrl: 'https://portal.example.nz' });
    expect(problem).toMatch(/^Refusing to start: DEV_TOOLS=true and DEMO_ACCOUNTS=true/);
    expect(problem).toContain('PUBLIC_URL=https://portal.example.nz is not a loopback address');
    expect(problem).toContain('npm run serve');
  });

  it('refuses a listening interface other machines can reach', () => {
    expect(devToolsProblem({ ...safe, host: '0.0.0.0' })).toContain('HOST=0.0.0.0 listens on an interface other machines can reach');
    expect(devToolsProblem({ ...safe, host: '::' })).toContain('HOST=::');
  });

  it('refuses demo accounts alone too', () => {
    expect(devToolsProblem({ ...safe, devTools: false, publicUrl: 'https://portal.example.nz' })).toMatch(/^Refusing to start: DEMO_ACCOUNTS=true /);
  });
});

describe('loadConfig and development tools', () => {
  it('turns them off by default, whatever NODE_ENV says', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'production' }]) {
      expect(loadConfig(env)).toMatchObject({ devTools: false, seedDemoAccounts: false });
    }
  });

  it('turns them on only with DEV_TOOLS=true; DEMO_ACCOUNTS follows unless set', () => {
    expect(loadConfig({ DEV_TOOLS: 'true' })).toMatchObject({ devTools: true, seedDemoAccounts: true });
    expect(loadConfig({ DEV_TOOLS: 'true', DEMO_ACCOUNTS: 'false' })).toMatchObject({ devTools: true, seedDemoAccounts: false });
    expect(loadConfig({ DEMO_ACCOUNTS: 'true' })).toMatchObject({ devTools: false, seedDemoAccounts: true });
    expect(loadConfig({ DEV_TOOLS: 'false' })).toMatchObject({ devTools: false, seedDemoAccounts: false });
  });

  it('refuses a value other than true or false', () => {
    expect(() => loadConfig({ DEV_TOOLS: '1' })).toThrow('DEV_TOOLS must be "true" or "false", got "1"');
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'yes' })).toThrow('DEMO_ACCOUNTS must be "true" or "false", got "yes"');
  });

  it('refuses to load when development tools would be reachable from other machines', () => {
    expect(() => loadConfig({ DEV_TOOLS: 'true', PUBLIC_URL: 'https://portal.example.nz' })).toThrow(/^Refusing to start: DEV_TOOLS=true/);
    expect(() => loadConfig({ DEV_TOOLS: 'true', PUBLIC_URL: 'http://portal.example.nz' })).toThrow(/not a loopback address/);
    expect(() => loadConfig({ DEV_TOOLS: 'true', HOST: '0.0.0.0' })).toThrow(/HOST=0\.0\.0\.0/);
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'true', HOST: '0.0.0.0' })).toThrow(/DEMO_ACCOUNTS=true/);
    // The same deployment without development tools loads.
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.nz', HOST: '0.0.0.0', PAYMENT_PROVIDER: 'sandbox' })).toMatchObject({ devTools: false, host: '0.0.0.0' });
  });
});

describe('devModeBanner', () => {
  it('says development mode, where the outbox is, the demo accounts, and how to run production', () => {
    const banner = devModeBanner({ publicUrl: 'http://localhost:3000', devTools: true, demoAccounts: 'Demo accounts (password x):\n  a@b.example' });
    expect(banner).toContain('DEVELOPMENT MODE');
    expect(banner).toContain('NEVER use this in a deployment');
    expect(banner).toContain('http://localhost:3000/dev/outbox');
    expect(banner).toContain('!!    a@b.example');
    expect(banner).toContain('npm run serve');
    expect(banner.split('\n').length).toBeGreaterThan(8);
  });
});
