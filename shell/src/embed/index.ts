// embed.js: the portal's loader for foreign intranet pages (DESIGN.md §1, §3). It is the page's
// Module Federation host (the one runtime and the shared singletons that remotes, built with
// externalRuntime, expect) and mounts a remote's ./embed into an element:
//   <script src="https://portal.example.com/embed.js"></script>
//   VwsEmbed.mount(document.getElementById('box'), { remote: 'audit', portalUrl: 'https://portal.example.com', customerUid })
// The dynamic import is the async boundary: shared modules are negotiated before the loader runs.
import type { EmbedRequest } from './embedRequest';

const api = {
  mount: (element: HTMLElement, request: EmbedRequest) => import('./mountRemote').then(({ mountRemote }) => mountRemote(element, request)),
};

(globalThis as { VwsEmbed?: typeof api }).VwsEmbed = api;
