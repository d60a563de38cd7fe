// Development tools (the mail outbox, the demo accounts with their published
// password, the form preview and checker pages) must never be reachable in a
// deployment. They are on only when DEV_TOOLS=true, and even then only while
// the server is reachable from this machine alone: a public address or a
// listening interface that is not loopback makes the server refuse to start.
// See docs/decisions/0017-development-tools-off-by-default.md.

/** True for `localhost`, 127.0.0.0/8 and ::1 (with or without brackets). Anything else, `0.0.0.0` and `::` included, is not. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const ipv4 = name.replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/** True when the URL parses and its host is a loopback name or address. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

export interface DevToolsSettings {
  devTools: boolean;
  seedDemoAccounts: boolean;
  /** PUBLIC_URL (or its default). */
  publicUrl: string;
  /** HOST: the interface the server listens on. */
  host: string;
}

/** Why these settings must not start a server, or undefined when they are safe. */
export function devToolsProblem({ devTools, seedDemoAccounts, publicUrl, host }: DevToolsSettings): string | undefined {
  if (!devTools && !seedDemoAccounts) return undefined;
  const enabled = [devTools ? 'DEV_TOOLS=true' : '', seedDemoAccounts ? 'DEMO_ACCOUNTS=true' : ''].filter(Boolean).join(' and ');
  const exposure: string[] = [];
  if (!isLoopbackUrl(publicUrl)) exposure.push(`the public address PUBLIC_URL=${publicUrl} is not a loopback address`);
  if (!isLoopbackHost(host)) exposure.push(`HOST=${host} listens on an interface other machines can reach`);
  if (exposure.length === 0) return undefined;
  return [
    `Refusing to start: ${enabled} (development tools: the mail outbox, demo accounts with a published password, form preview pages)`,
    `but ${exposure.join(', and ')}.`,
    'Development tools are only allowed on localhost. In a deployment, unset DEV_TOOLS and DEMO_ACCOUNTS (both are off by default)',
    'and start the server with `npm run serve`; see docs/operations/security.md, "Running in production".',
  ].join('\n');
}

/** Throws the refusal message when development tools would be reachable from other machines. */
export function assertDevToolsAllowed(settings: DevToolsSettings): void {
  const problem = devToolsProblem(settings);
  if (problem) throw new Error(problem);
}

export interface DevModeBannerInput {
  publicUrl: string;
  devTools: boolean;
  /** The demo accounts' lines (describeDemoAccounts()), when they were created. */
  demoAccounts: string | undefined;
}

/** The banner the server prints at start while development tools are on. */
export function devModeBanner({ publicUrl, devTools, demoAccounts }: DevModeBannerInput): string {
  const rule = '!'.repeat(78);
  const lines = [
    rule,
    '!!  DEVELOPMENT MODE: development tools are ON (DEV_TOOLS / DEMO_ACCOUNTS)',
    '!!',
    '!!  NEVER use this in a deployment. Anyone who can reach this server can read every',
    '!!  password-reset link in the outbox and sign in with the demo password.',
    '!!',
  ];
  if (devTools) {
    lines.push(`!!  Outbox (mail the portal sends):  ${publicUrl}/dev/outbox`);
    lines.push(`!!  Form preview and checker:       ${publicUrl}/forms`);
    lines.push('!!');
  }
  if (demoAccounts) {
    for (const line of demoAccounts.split('\n')) lines.push(`!!  ${line}`);
    lines.push('!!');
  }
  lines.push(
    '!!  To run in production: PUBLIC_URL=https://... TRUST_PROXY=true DATABASE_URL=... npm run serve',
    '!!  (no DEV_TOOLS); see docs/operations/security.md, "Running in production".',
    rule,
  );
  return lines.join('\n');
}
