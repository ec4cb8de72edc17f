/** The association's five social networks (spec §2: top bar and footer), in the order shown. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'bluesky'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  /** The network's own name, the same in every language. */
  name: string;
  href: string;
}

const NAMES: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube', bluesky: 'Bluesky' };

/**
 * The configured pages, from SOCIAL_FACEBOOK_URL, SOCIAL_INSTAGRAM_URL, SOCIAL_LINKEDIN_URL,
 * SOCIAL_YOUTUBE_URL and SOCIAL_BLUESKY_URL (with `prefix`, e.g. 'VITE_' for a Vite build). A
 * network left unset, or set to anything but an https address, is not shown: never a placeholder.
 */
export function socialLinksFrom(env: Readonly<Record<string, unknown>>, prefix = ''): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const value = env[`${prefix}SOCIAL_${network.toUpperCase()}_URL`];
    const href = typeof value === 'string' ? value.trim() : '';
    return href && /^https:\/\/[^\s]+$/i.test(href) && URL.canParse(href) ? [{ network, name: NAMES[network], href }] : [];
  });
}
