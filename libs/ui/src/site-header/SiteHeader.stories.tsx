import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  args: {
    locale: 'fr',
    homeHref: '/fr',
    topBar: { helpHref: '/fr/besoin-d-aide', legalAdviceHref: '/fr/besoin-d-aide/permanence-juridique', donateHref: '/fr/soutenir-l-asbl', languageLinks: { fr: '/fr', nl: '/nl' } },
    account: { user: null, loginHref: '/fr/connexion', registerHref: '/fr/inscription', dashboardHref: '/fr/mon-tableau-de-bord', onLogout: () => undefined },
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;

type Story = StoryObj<typeof meta>;
export const LoggedOut: Story = {};
export const LoggedIn: Story = { args: { account: { ...meta.args.account, user: { name: 'Anne Peeters' } } } };
export const Dutch: Story = { args: { locale: 'nl' }, globals: { locale: 'nl' } };
