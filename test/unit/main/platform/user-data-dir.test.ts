import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyUserDataDir, userDataDirFrom } from '../../../../main/platform/user-data-dir.js';
import { fakeElectron } from '../../../fakes/electron.js';

beforeEach(() => fakeElectron.reset());

describe('--user-data-dir', () => {
  it('moves userData to the folder given, as an absolute path', () => {
    const before = fakeElectron.app.getPath('userData');
    applyUserDataDir(['/opt/electron', '/app', '--user-data-dir=profiles/test-1']);
    expect(fakeElectron.app.getPath('userData')).toBe(path.resolve('profiles/test-1'));
    expect(fakeElectron.app.getPath('userData')).not.toBe(before);
  });

  it('leaves userData alone without the switch or with an empty value', () => {
    const before = fakeElectron.app.getPath('userData');
    applyUserDataDir(['/opt/electron', '/app']);
    applyUserDataDir(['/opt/electron', '/app', '--user-data-dir=']);
    expect(fakeElectron.app.getPath('userData')).toBe(before);
    expect(userDataDirFrom(['--user-data-dir'])).toBeUndefined();
  });
});
