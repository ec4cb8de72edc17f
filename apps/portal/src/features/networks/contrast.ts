/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
const AA = 4.5;
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The network header's colours: the provider's primary as background and secondary as text when
 * that pair reaches AA; null (the site's own colours) when a colour is missing or the pair fails.
 */
export function networkHeaderColors(primary: string | null, secondary: string | null): { background: string; color: string } | null {
  if (primary === null || secondary === null || !HEX.test(primary) || !HEX.test(secondary)) return null;
  return contrastRatio(primary, secondary) >= AA ? { background: primary, color: secondary } : null;
}
