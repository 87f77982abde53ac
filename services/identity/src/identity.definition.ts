import path from 'node:path';
import type { ServiceDefinition } from '@tend/platform';
import { IdentityEnv, type IdentityConfig } from './identity.env';
import { IdentityModule } from './identity.module';

export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  env: IdentityEnv,
  migrationsFolder: path.join(__dirname, '../migrations'),
  module: () => ({ module: IdentityModule }),
};
