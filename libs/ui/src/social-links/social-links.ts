/** The association's five social networks (spec §2: top bar and footer). */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
  { name: 'Bluesky', href: 'https://bsky.app/' },
] as const;
