import { version as shellSharedVersion } from '@vws/shared/package.json';

/**
 * The version rule of @vws/shared between the shell and a remote (DESIGN.md §3): backward
 * compatible inside a major version, so a remote built against an older or newer minor loads;
 * a remote built against another major is refused before any of its code is loaded. (For 0.x,
 * as in semver's caret ranges, the minor is the breaking part.)
 */

/** The @vws/shared version this shell was built with. */
export const SHELL_SHARED_VERSION: string = shellSharedVersion;

export interface SharedVersionMismatch {
  /** The @vws/shared version the remote was built against, as its manifest names it. */
  remoteVersion: string;
  shellVersion: string;
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** The part of a version that must match: "1" for 1.4.2, "0.3" for 0.3.1; null when it is no semver. */
export function compatibilityLine(version: string): string | null {
  const match = SEMVER.exec(version.trim());
  if (!match) return null;
  const [, major, minor] = match;
  return major === '0' ? `0.${minor}` : String(Number(major));
}

/**
 * Null when a remote built against `remoteVersion` may run in this shell, else the mismatch.
 * A manifest without a version (remotes built before the version was recorded, all 1.x) loads.
 */
export function sharedVersionMismatch(remoteVersion: unknown, shellVersion: string = SHELL_SHARED_VERSION): SharedVersionMismatch | null {
  if (remoteVersion === undefined || remoteVersion === null) return null;
  const remoteLine = typeof remoteVersion === 'string' ? compatibilityLine(remoteVersion) : null;
  if (remoteLine !== null && remoteLine === compatibilityLine(shellVersion)) return null;
  return { remoteVersion: String(remoteVersion), shellVersion };
}

/** "2.x" for 2.0.1, "0.3.x" for 0.3.1, the text itself when it is no semver: for the user's message. */
export function versionLineLabel(version: string): string {
  const line = compatibilityLine(version);
  return line === null ? version : `${line}.x`;
}
