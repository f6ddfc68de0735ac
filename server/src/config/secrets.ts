import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type PortalEnv } from './env';

export interface PortalSecrets {
  jwtSecret: string;
  visualIdSecret: string;
}

const SECRETS_FILE = 'secrets.json';

/**
 * Secrets come from the environment. Outside production a missing one is generated once and kept in
 * DATA_DIR so sessions and pseudonyms stay stable across restarts; production refuses to guess.
 */
export function resolveSecrets(env: PortalEnv, dataDir: string): PortalSecrets {
  if (env.JWT_SECRET && env.VISUAL_ID_SECRET) {
    return { jwtSecret: env.JWT_SECRET, visualIdSecret: env.VISUAL_ID_SECRET };
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET and VISUAL_ID_SECRET are required');
  }
  const stored = readOrCreateStoredSecrets(dataDir);
  return {
    jwtSecret: env.JWT_SECRET ?? stored.jwtSecret,
    visualIdSecret: env.VISUAL_ID_SECRET ?? stored.visualIdSecret,
  };
}

function readOrCreateStoredSecrets(dataDir: string): PortalSecrets {
  const file = path.join(dataDir, SECRETS_FILE);
  if (fs.existsSync(file)) {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as PortalSecrets;
  }
  const secrets: PortalSecrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    visualIdSecret: randomBytes(32).toString('base64url'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
