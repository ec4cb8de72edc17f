import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: { donateHref: '/fr/soutenir-l-asbl', links: [{ href: '/fr/faq', labelId: 'footer.faq' }, { href: '/fr/politique-de-confidentialite', labelId: 'footer.privacy' }] },
} satisfies Meta<typeof SiteFooter>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const Dutch: StoryObj<typeof meta> = { globals: { locale: 'nl' } };
/** With the cookie-settings button wired to useConsent().openSettings in the apps. */
export const WithCookieSettings: StoryObj<typeof meta> = { args: { onCookieSettings: () => undefined } };
/** With social networks configured (SOCIAL_*_URL); unset networks are not shown. */
export const WithSocialLinks: StoryObj<typeof meta> = {
  args: { social: [{ network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/sam.example' }, { network: 'bluesky', name: 'Bluesky', href: 'https://bsky.app/profile/sam.example' }] },
};
