import type { PermissionRequirement, SidebarItem, SidebarSection } from '@vws/shared/core';
import type { RemoteDescriptor } from '../federation/remoteCatalog';

export interface VisibleSection {
  remote: RemoteDescriptor;
  section: SidebarSection;
  items: SidebarItem[];
}

export interface SidebarModel {
  sections: VisibleSection[];
  /** Remotes whose manifest could not be read: their section shows an error with retry. */
  failedRemotes: RemoteDescriptor[];
}

/**
 * The sidebar of spec §2: every remote's sections ordered by `order`, a section only with its
 * module permission, an item only with its permission, and meta-admin items only while the local
 * setting showMetaPermissionMenuItems is on. Sections left without items are hidden.
 */
export function buildSidebar(
  remotes: readonly RemoteDescriptor[],
  has: (permission: PermissionRequirement) => boolean,
  showMetaPermissionMenuItems: boolean,
): SidebarModel {
  const sections: VisibleSection[] = [];
  for (const remote of remotes) {
    for (const section of remote.data?.sidebar ?? []) {
      if (!has(section.permission)) continue;
      const items = section.items.filter((item) => has(item.permission) && (!item.metaAdmin || showMetaPermissionMenuItems));
      if (items.length > 0) sections.push({ remote, section, items });
    }
  }
  sections.sort((a, b) => a.section.order - b.section.order);
  return { sections, failedRemotes: remotes.filter((remote) => !remote.data) };
}
