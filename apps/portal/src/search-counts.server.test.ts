import { countCache, searchFailure } from './search-counts.server';

const later = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const isNull = (value: number | null) => value === null;

describe('countCache', () => {
  it('asks once per key while the count is kept, and shares the answer', async () => {
    const reused = countCache({ keepMs: 60_000, waitMs: 5_000 });
    const count = jest.fn(() => later(5, 42));
    await expect(Promise.all([reused('a', count, isNull, null), reused('a', count, isNull, null)])).resolves.toEqual([42, 42]);
    await expect(reused('a', count, isNull, null)).resolves.toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('does not hold a page for a slow count: unknown first, the count itself once it has come', async () => {
    const reused = countCache({ keepMs: 60_000, waitMs: 20 });
    const count = jest.fn(() => later(200, 7));
    await expect(reused('a', count, isNull, null)).resolves.toBeNull();
    await later(250, undefined);
    await expect(reused('a', count, isNull, null)).resolves.toBe(7);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('answers the last good count while a refresh is slow or fails', async () => {
    const reused = countCache({ keepMs: 1, waitMs: 20 });
    await expect(reused('a', () => later(1, 5), isNull, null)).resolves.toBe(5);
    await later(5, undefined);
    await expect(reused('a', () => later(200, 6), isNull, null)).resolves.toBe(5);
    await later(5, undefined);
    await expect(reused('a', () => later(1, null), isNull, null)).resolves.toBe(5);
  });

  it('keeps no first failure, and asks every time with keepMs 0', async () => {
    const reused = countCache({ keepMs: 60_000, waitMs: 1_000 });
    await expect(reused('a', () => later(1, null), isNull, null)).resolves.toBeNull();
    await expect(reused('a', () => later(1, 3), isNull, null)).resolves.toBe(3);
    const always = countCache({ keepMs: 0, waitMs: 1 });
    const count = jest.fn(() => later(30, 9));
    await expect(always('a', count, isNull, null)).resolves.toBe(9);
    await expect(always('a', count, isNull, null)).resolves.toBe(9);
    expect(count).toHaveBeenCalledTimes(2);
  });
});

describe('searchFailure', () => {
  it('says what each try met', () => {
    const error = Object.assign(new Error('Unreachable hosts'), {
      name: 'RetryError',
      stackTrace: [{ response: { isTimedOut: true, status: 0 } }, { response: { isTimedOut: false, status: 503 } }, { response: { isTimedOut: false, status: 0 } }],
    });
    expect(searchFailure(error)).toBe('RetryError: timed out, HTTP 503, no connection');
    expect(searchFailure(new Error('boom'))).toBe('boom');
  });
});
