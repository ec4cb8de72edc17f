import { socialLinksFrom } from './social-links';

describe('socialLinksFrom', () => {
  it('keeps the configured https pages, in the spec’s order, and leaves out the rest', () => {
    expect(
      socialLinksFrom({
        SOCIAL_YOUTUBE_URL: ' https://www.youtube.com/@sam-asbl ',
        SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/sam.asbl',
        SOCIAL_INSTAGRAM_URL: '',
        SOCIAL_LINKEDIN_URL: '#',
        SOCIAL_BLUESKY_URL: 'javascript:alert(1)',
      }),
    ).toEqual([
      { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/sam.asbl' },
      { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@sam-asbl' },
    ]);
  });

  it('shows nothing when nothing is configured, and reads a build’s prefixed names', () => {
    expect(socialLinksFrom({})).toEqual([]);
    expect(socialLinksFrom({ SOCIAL_BLUESKY_URL: 'https://bsky.app/profile/sam.example' }, 'VITE_')).toEqual([]);
    expect(socialLinksFrom({ VITE_SOCIAL_BLUESKY_URL: 'https://bsky.app/profile/sam.example' }, 'VITE_')).toEqual([
      { network: 'bluesky', name: 'Bluesky', href: 'https://bsky.app/profile/sam.example' },
    ]);
  });
});
