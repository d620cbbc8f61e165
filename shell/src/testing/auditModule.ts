import type { DomainModule } from '@vws/shared/core';

/** An audit DomainModule with two pages whose preloads are mocks (the list page and the question). */
export function auditModuleWithPages() {
  const listPage = jest.fn(async () => undefined);
  const detailPage = jest.fn(async () => undefined);
  const Page = () => null;
  const module: DomainModule = {
    name: 'audit',
    namespace: 'audit',
    sidebar: [],
    routes: [
      { path: '/audit', Component: Page, preload: listPage },
      { path: '/auditfrage', Component: Page, preload: detailPage },
    ],
  };
  return { module, listPage, detailPage };
}
