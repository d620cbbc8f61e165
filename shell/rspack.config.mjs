import { createHostConfig } from '../scripts/rspack/index.mjs';

export default createHostConfig({ name: 'shell', dir: import.meta.dirname, title: 'VWS Datenschutzportal' });
