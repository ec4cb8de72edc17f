import { readableColorPair } from '@sam/contracts';

/**
 * The network header's colours: the provider's primary as background and secondary as text when
 * that pair reaches AA; null (the site's own colours) when a colour is missing or the pair fails
 * (colours saved before the API checked their contrast).
 */
export function networkHeaderColors(primary: string | null, secondary: string | null): { background: string; color: string } | null {
  return readableColorPair(primary, secondary) ? { background: primary!, color: secondary! } : null;
}
