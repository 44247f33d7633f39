// Writes docs/seamless-wallet.openapi.yaml from the seamless-wallet contract's zod schemas
// (src/server/games/wallet/). The contract test fails when the committed file differs from this.
import { writeFileSync } from 'node:fs';
import { walletDocumentYaml } from '../src/server/games/wallet/walletDocument.ts';

const target = new URL('../docs/seamless-wallet.openapi.yaml', import.meta.url);
writeFileSync(target, walletDocumentYaml());
console.log(`wrote ${target.pathname}`);
