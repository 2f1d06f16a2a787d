import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);

describe('the naming rule for server-only files (decision 032n)', () => {
  it('no file under server/ has the .server suffix: the folder says it', () => {
    expect(files.filter((file) => file.startsWith('server/') && /\.server\.[cm]?[jt]sx?$/.test(file))).toEqual([]);
  });

  it('outside server/, the suffix marks server-only modules of app/ and content/ only', () => {
    const suffixed = files.filter((file) => !file.startsWith('server/') && /\.server\.[cm]?[jt]sx?$/.test(file));
    expect(suffixed.filter((file) => !/^(app|content)\//.test(file))).toEqual([]);
  });
});
