import { contrastRatio, readableColorPair } from './colors';
import { prestataireColorsSchema } from './prestataire';

describe('listing colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#00704a', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#00704a'), 10);
    expect(readableColorPair('#777777', '#ffffff')).toBe(false); // 4.48:1, just under AA
    expect(readableColorPair('#767676', '#ffffff')).toBe(true); // 4.54:1
  });

  it('refuses a pair under AA on secondary_color, and accepts one colour alone', () => {
    const refused = prestataireColorsSchema.safeParse({ primary_color: '#336699', secondary_color: '#FFCC00' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['secondary_color'], message: 'validation.color_contrast' })]);
    expect(prestataireColorsSchema.safeParse({ primary_color: '#1a4d8f', secondary_color: '#ffffff' }).success).toBe(true);
    expect(prestataireColorsSchema.safeParse({ primary_color: '#111111', secondary_color: null }).success).toBe(true);
  });
});
