import type { EmbedOptions } from '@vws/shared/core';

/** What a foreign page passes to VwsEmbed.mount(): which remote, from which portal, for which customer. */
export interface EmbedRequest extends Omit<EmbedOptions, 'apiBaseUrl'> {
  /** The remote's name in the portal's remotes.json, e.g. 'audit'. */
  remote: string;
  /** The portal's origin (its API and remotes.json), e.g. https://portal.example.com. */
  portalUrl: string;
}
