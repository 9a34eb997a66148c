import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fillOnce} from '../../samples/harness/process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('fillOnce: a cache folder the parallel sample suites share', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fill-once-'));
  });
  afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

  test('callers that meet a cold folder at once fill it once, and each finds it filled', async () => {
    const folder = path.join(root, 'venv-1.0.0');
    const stamp = path.join(folder, 'stamp');
    let fills = 0;
    const fill = async () => {
      fills += 1;
      fs.mkdirSync(folder, {recursive: true});
      await sleep(300);
      fs.writeFileSync(stamp, 'complete');
    };
    await Promise.all([1, 2, 3].map(() => fillOnce(folder, () => fs.existsSync(stamp), fill).then(() => expect(fs.existsSync(stamp)).toBe(true))));
    expect(fills).toBe(1);
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
  });

  test('a filled folder is not filled again', async () => {
    const folder = path.join(root, 'lib');
    fs.mkdirSync(folder);
    const fill = jest.fn(async () => undefined);
    await fillOnce(folder, () => true, fill);
    expect(fill).not.toHaveBeenCalled();
  });

  test('a failed fill releases the lock, so that the next caller fills the folder', async () => {
    const folder = path.join(root, 'maven-2.0.0');
    const stamp = path.join(folder, '.complete');
    await expect(
      fillOnce(folder, () => fs.existsSync(stamp), async () => {
        throw new Error('mvn failed');
      }),
    ).rejects.toThrow('mvn failed');
    await fillOnce(folder, () => fs.existsSync(stamp), async () => {
      fs.mkdirSync(folder, {recursive: true});
      fs.writeFileSync(stamp, 'complete');
    });
    expect(fs.existsSync(stamp)).toBe(true);
  });
});
