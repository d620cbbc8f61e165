import { createRequire } from 'node:module';
import { nativeRequire } from '../src/platform/native-require';

/**
 * fastify.inject() loads light-my-request, which require()s the ESM-only `cookie` package. Node 20
 * can require ESM, Jest's sandbox cannot: serve that one module from Node's own loader. Called by
 * createTestApp before the first inject; a no-op outside Jest.
 */
export function shimEsmOnlyDependencies(): void {
  const jestObject = (globalThis as { jest?: typeof jest }).jest ?? (typeof jest === 'undefined' ? undefined : jest);
  if (!jestObject) return;
  const fromFastify = createRequire(require.resolve('fastify'));
  const lightMyRequest = fromFastify.resolve('light-my-request');
  const cookiePath = createRequire(lightMyRequest).resolve('cookie');
  jestObject.doMock(cookiePath, () => nativeRequire(cookiePath));
}
