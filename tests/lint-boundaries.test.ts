// The import boundaries of DESIGN.md, as the repository's own ESLint config enforces them: each case lints
// one import line as if it were written in the given file and expects (or not) the rule to refuse it.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The no-restricted-imports messages ESLint gives for `import ... from '<source>'` in `filePath`. */
async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import x from '${source}';\nexport default x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const FEATURE = 'web/src/features/resume-parsing/api/x.ts';

describe('lint: import boundaries', () => {
  it.each([
    // A feature keeps every web restriction (the feature block used to replace them)…
    [FEATURE, '@recruit/server', /web imports only @recruit\/core\/schemas/],
    [FEATURE, '@recruit/cli', /web imports only @recruit\/core\/schemas/],
    [FEATURE, 'node:fs', /web imports only @recruit\/core\/schemas/],
    [FEATURE, 'fs', /web imports only @recruit\/core\/schemas/],
    [FEATURE, '@recruit/core', /web imports only @recruit\/core\/schemas/],
    [FEATURE, '@recruit/core/resume', /web imports only @recruit\/core\/schemas/],
    [FEATURE, '../../../../../server/src/build-server', /web imports only @recruit\/core\/schemas/],
    // …and adds its own: no feature imports another.
    [FEATURE, '@/features/auth/components/sign-in-page', /features do not import each other/],
    [FEATURE, '../../auth/components/sign-in-page', /features do not import each other/],
    // The rest of web.
    ['web/src/app/router.tsx', '@recruit/core', /web imports only @recruit\/core\/schemas/],
    ['web/src/lib/api.ts', '@recruit/server', /web imports only @recruit\/core\/schemas/],
    ['web/src/lib/api.ts', 'node:path', /web imports only @recruit\/core\/schemas/],
    // core: no UI, HTTP server or CLI library, and none of the faces.
    ['core/src/resume/parse.ts', 'react', /core knows nothing of terminals, HTTP or React/],
    ['core/src/resume/parse.ts', 'ink', /core knows nothing of terminals, HTTP or React/],
    ['core/src/resume/parse.ts', 'fastify', /core knows nothing of terminals, HTTP or React/],
    ['core/src/resume/parse.ts', 'commander', /core knows nothing of terminals, HTTP or React/],
    ['core/src/resume/parse.ts', '@recruit/server', /core imports none of the faces/],
    // Schemas keep the core restrictions as well as their own.
    ['core/src/schemas/auth.ts', 'react', /core knows nothing of terminals, HTTP or React/],
    ['core/src/schemas/auth.ts', 'node:crypto', /schemas are pure/],
    // server and cli.
    ['server/src/routes/auth.ts', 'ink', /server → core/],
    ['cli/src/commands/parse.ts', '@recruit/web', /cli → core/],
  ])('%s may not import %s', async (file, source, message) => {
    expect(await restrictedImports(file, source)).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
  });

  it.each([
    [FEATURE, '@recruit/core/schemas'],
    [FEATURE, '@/components/ui/button'],
    [FEATURE, '../components/upload-form'],
    [FEATURE, '@/lib/api'],
    ['web/src/app/router.tsx', '@/features/auth/components/sign-in-page'],
    ['core/src/resume/parse.ts', 'node:fs'],
    ['cli/src/commands/parse.ts', 'ink'],
    ['server/src/routes/auth.ts', '@recruit/core'],
  ])('%s may import %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});
