import { execFileSync } from 'node:child_process';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { addAdmin } from './staffServer.ts';

/**
 * The staff console's server as staffServer.ts starts it (an administrator made by `staff:add`),
 * with the affiliate statements' data written first by affiliateFixture.ts, the server stopped.
 */
export const startAffiliateServer = (): Promise<OwnServer> =>
  startOwnServer({
    name: 'affiliates',
    prepare: (env) => {
      addAdmin(env);
      execFileSync(process.execPath, ['tests/e2e/affiliateFixture.ts'], { env, stdio: 'pipe' });
    },
  });
