// A real OpenID Connect provider for tests (panva's certified oidc-provider), run as a child
// process on a loopback port: `startOidcProvider` (oidc-provider-process.ts) and the e2e journey
// start it. Its sign-in page is the library's own development interaction (any password), the
// client is the portal, and every account's claims are read from ACCOUNTS_FILE at each sign-in,
// so a test changes a person's power or roles at the provider by rewriting that file.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const env = process.env;
const list = (text) => (text ?? '').split(' ').filter(Boolean);

const server = createServer();
await new Promise((listening) => server.listen(Number(env.PORT ?? 0), '127.0.0.1', listening));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: env.CLIENT_ID,
      client_secret: env.CLIENT_SECRET,
      redirect_uris: list(env.REDIRECT_URIS),
      post_logout_redirect_uris: list(env.POST_LOGOUT_REDIRECT_URIS),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: {
    openid: ['sub'],
    profile: ['name', 'preferred_username'],
    portal: ['portal_power', 'portal_roles'],
  },
  scopes: ['openid', 'profile', 'portal'],
  cookies: { keys: ['test-provider-cookie-key-0123456789'] },
  features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  async findAccount(_ctx, sub) {
    const claims = JSON.parse(readFileSync(env.ACCOUNTS_FILE, 'utf8'))[sub];
    if (!claims) return undefined;
    return { accountId: sub, claims: async () => ({ sub, ...claims }) };
  },
  // The portal is this provider's own first-party client: no consent screen, as a community's
  // provider would be set up.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid profile portal');
    grant.addOIDCClaims(['name', 'preferred_username', 'portal_power', 'portal_roles']);
    await grant.save();
    return grant;
  },
});
server.on('request', provider.callback());
// The parent reads this one line to learn the address.
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
