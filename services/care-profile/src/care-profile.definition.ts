import path from 'node:path';
import type { ServiceDefinition } from '@tend/platform';
import { CareProfileEnv, type CareProfileConfig } from './care-profile.env';
import { CareProfileModule } from './care-profile.module';

export const careProfileService: ServiceDefinition<CareProfileConfig> = {
  name: 'care-profile',
  env: CareProfileEnv,
  migrationsFolder: path.join(__dirname, '../migrations'),
  module: () => ({ module: CareProfileModule }),
};
