import { formatDay, formatPrice } from './format';

const spaces = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes euros the Belgian way in French and in Dutch', () => {
    expect(spaces(formatPrice(15_000, 'fr'))).toBe('150 €');
    expect(spaces(formatPrice(1_250, 'fr'))).toBe('12,50 €');
    expect(spaces(formatPrice(145_000, 'fr'))).toBe('1 450 €');
    expect(spaces(formatPrice(1_250, 'nl'))).toBe('€ 12,50');
    expect(spaces(formatPrice(145_000, 'nl'))).toBe('€ 1.450');
  });

  it('is null (free) for no price or zero', () => {
    expect(formatPrice(null, 'fr')).toBeNull();
    expect(formatPrice(0, 'nl')).toBeNull();
  });
});

describe('formatDay', () => {
  it('gives the Brussels calendar day', () => {
    expect(formatDay('2026-12-02T23:30:00.000Z', 'fr')).toBe('3 décembre 2026');
    expect(formatDay('2026-12-02T23:30:00.000Z', 'nl')).toBe('3 december 2026');
  });
});
