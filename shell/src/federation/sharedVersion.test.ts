import sharedPackage from '../../../packages/shared/package.json';
import { SHELL_SHARED_VERSION, compatibilityLine, sharedVersionMismatch, versionLineLabel } from './sharedVersion';

describe('the @vws/shared version rule between shell and remote (DESIGN.md §3)', () => {
  it('knows the version of @vws/shared the shell is built with', () => {
    expect(SHELL_SHARED_VERSION).toBe(sharedPackage.version);
  });

  it('loads a remote built against the same major, with an older, equal or newer minor or patch', () => {
    for (const remote of ['1.0.0', '1.1.0', '1.1.7', '1.2.0', '1.12.3', '1.0.0-beta.1', 'v1.3.0']) {
      expect(sharedVersionMismatch(remote, '1.1.0')).toBeNull();
    }
  });

  it('refuses a remote built against another major, older or newer', () => {
    expect(sharedVersionMismatch('2.0.0', '1.1.0')).toEqual({ remoteVersion: '2.0.0', shellVersion: '1.1.0' });
    expect(sharedVersionMismatch('0.9.0', '1.1.0')).toEqual({ remoteVersion: '0.9.0', shellVersion: '1.1.0' });
    expect(sharedVersionMismatch('1.4.0', '2.0.0')).toEqual({ remoteVersion: '1.4.0', shellVersion: '2.0.0' });
  });

  it('treats the minor as the major below 1.0.0, as semver caret ranges do', () => {
    expect(sharedVersionMismatch('0.3.1', '0.3.0')).toBeNull();
    expect(sharedVersionMismatch('0.4.0', '0.3.0')).not.toBeNull();
  });

  it('refuses a version it cannot read, loads a manifest that names none (built before versions were recorded)', () => {
    expect(sharedVersionMismatch('latest', '1.1.0')).toEqual({ remoteVersion: 'latest', shellVersion: '1.1.0' });
    expect(sharedVersionMismatch(2, '1.1.0')).toEqual({ remoteVersion: '2', shellVersion: '1.1.0' });
    expect(sharedVersionMismatch(undefined, '1.1.0')).toBeNull();
  });

  it('names version lines for the message', () => {
    expect(compatibilityLine('12.3.4')).toBe('12');
    expect(versionLineLabel('2.0.1')).toBe('2.x');
    expect(versionLineLabel('0.3.1')).toBe('0.3.x');
    expect(versionLineLabel('latest')).toBe('latest');
  });
});
