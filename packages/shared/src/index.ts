/**
 * @vws/shared — the public client surface (README.md), as one barrel for remotes built against
 * 1.3 and earlier. Import from the entries instead, so that a page loads only the kits it uses:
 * @vws/shared/core, /form, /list, /print, /edit. Server code imports only the React-free
 * sub-paths: @vws/shared/contract, @vws/shared/permissions, @vws/shared/validation.
 */
export * from '@vws/shared/core';
export * from '@vws/shared/form';
export * from '@vws/shared/list';
export * from '@vws/shared/print';
export * from '@vws/shared/edit';
