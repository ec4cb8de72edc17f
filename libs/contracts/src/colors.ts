import type { z } from 'zod';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text: a listing's secondary colour is written on its primary one. */
export const COLOR_CONTRAST_MIN = 4.5;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** True when both colours are set, well formed, and readable one on the other (AA). */
export function readableColorPair(primary: string | null | undefined, secondary: string | null | undefined): boolean {
  return Boolean(primary && secondary && HEX.test(primary) && HEX.test(secondary) && contrastRatio(primary, secondary) >= COLOR_CONTRAST_MIN);
}

/**
 * A listing's colours (network header: secondary text on a primary background) must reach AA
 * when both are given: the issue sits on secondary_color, in the API's 422 and in the form.
 */
export function checkColorContrast(colors: { primary_color?: string | null; secondary_color?: string | null }, ctx: z.RefinementCtx) {
  const { primary_color: primary, secondary_color: secondary } = colors;
  if (primary && secondary && HEX.test(primary) && HEX.test(secondary) && !readableColorPair(primary, secondary)) {
    ctx.addIssue({ code: 'custom', message: 'validation.color_contrast', path: ['secondary_color'] });
  }
}
