import { PublicDetailCache } from './public-detail-cache';

describe('PublicDetailCache', () => {
  let clock: number;
  let loads: number;
  const cache = () => new PublicDetailCache<string>(2_000, 2, () => clock);
  const loader = (value: string | null) => async () => {
    loads += 1;
    return value;
  };

  beforeEach(() => {
    clock = 0;
    loads = 0;
  });

  it('loads once per key and time to live, then again', async () => {
    const pages = cache();
    expect(await pages.get('a', loader('A1'))).toBe('A1');
    clock = 1_999;
    expect(await pages.get('a', loader('A2'))).toBe('A1');
    clock = 2_000;
    expect(await pages.get('a', loader('A3'))).toBe('A3');
    expect(loads).toBe(2);
  });

  it('shares a load in progress among the askers', async () => {
    const pages = cache();
    let finish: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const first = pages.get('a', slow);
    const second = pages.get('a', loader('other'));
    finish('A');
    expect(await Promise.all([first, second])).toEqual(['A', 'A']);
    expect(loads).toBe(0);
  });

  it('keeps nothing for a missing page, nor a failed load', async () => {
    const pages = cache();
    expect(await pages.get('gone', loader(null))).toBeNull();
    await expect(pages.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await pages.get('gone', loader('back'))).toBe('back');
    expect(await pages.get('b', loader('B'))).toBe('B');
  });

  it('forgets everything after a write, and does not keep a load that ran across it', async () => {
    const pages = cache();
    await pages.get('a', loader('before'));
    let finish: (value: string) => void = () => undefined;
    const during = pages.get('b', () => new Promise<string>((resolve) => (finish = resolve)));
    pages.invalidate();
    finish('stale');
    expect(await during).toBe('stale'); // its own asker gets it…
    expect(await pages.get('b', loader('fresh'))).toBe('fresh'); // …nobody after the write does
    expect(await pages.get('a', loader('after'))).toBe('after');
  });

  it('holds at most its size, the oldest leaving first', async () => {
    const pages = cache();
    await pages.get('a', loader('A'));
    await pages.get('b', loader('B'));
    await pages.get('c', loader('C'));
    expect(await pages.get('b', loader('B2'))).toBe('B');
    expect(await pages.get('a', loader('A2'))).toBe('A2');
  });

  it('loads every time with no time to live', async () => {
    const pages = new PublicDetailCache<string>(0);
    await pages.get('a', loader('1'));
    expect(await pages.get('a', loader('2'))).toBe('2');
  });
});
