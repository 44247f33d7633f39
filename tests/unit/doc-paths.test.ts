import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exists, generated, namedPaths } from '../support/docPaths.ts';

/**
 * Every file the documents name exists: a path in code (`src/…`, a fenced block) or a link's
 * target. Paths in code are from the repository's root; a link is from the document's folder.
 * A `*` or a `<placeholder>` is a glob that must match something. What .gitignore lists is made
 * by a command (`deploy/nginx.conf`, `dist/`) and need not exist. A document that names a moved
 * or deleted file fails here, not in the hands of the next reader.
 */
const DOCS = ['README.md', ...readdirSync('docs').flatMap((f) => (f.endsWith('.md') ? [join('docs', f)] : []))];

describe('the paths the documents name', () => {
  for (const doc of DOCS) {
    it(`${doc}: every path exists`, () => {
      const missing = namedPaths(doc, readFileSync(doc, 'utf8')).filter((p) => !generated(p) && !exists(p));
      expect(missing).toEqual([]);
    });
  }

  it('finds paths in code, fenced blocks and links, and flags a missing one', () => {
    const text = [
      'See `src/shared/money.ts` and [ops](operations.md).',
      '```sh',
      'node bench/nothing-here.ts',
      '```',
      'Schemas: `src/server/db/schema/<entity>.ts`; it writes `deploy/nginx.conf`.',
    ].join('\n');
    const paths = namedPaths('docs/x.md', text);
    expect(paths).toEqual([
      'bench/nothing-here.ts',
      'src/shared/money.ts',
      'src/server/db/schema/<entity>.ts',
      'deploy/nginx.conf',
      'docs/operations.md',
    ]);
    expect(paths.filter((p) => !generated(p) && !exists(p))).toEqual(['bench/nothing-here.ts']);
  });
});
