import { canPrefetch } from './prefetch';

describe('canPrefetch (spec §9)', () => {
  it.each([
    [{}, true],
    [{ connection: null }, true],
    [{ connection: { effectiveType: '4g' } }, true],
    [{ connection: { effectiveType: '3g', saveData: false } }, true],
    [{ connection: { effectiveType: '2g' } }, false],
    [{ connection: { effectiveType: 'slow-2g' } }, false],
    [{ connection: { effectiveType: '4g', saveData: true } }, false],
    [null, false],
  ])('%p → %p', (nav, expected) => {
    expect(canPrefetch(nav)).toBe(expected);
  });
  it('defaults to the global navigator', () => {
    expect(canPrefetch()).toBe(true);
  });
});
