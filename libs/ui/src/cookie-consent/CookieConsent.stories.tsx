import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../form/FormControls';
import { ConsentGate, ConsentProvider, CookieConsentBar, useConsent } from './CookieConsent';
import { serializeConsentCookie } from './consent-cookie';

const decided = (functional: boolean) => serializeConsentCookie({ v: 1, functional, at: '2025-01-15T10:00:00.000Z' }).split(';')[0];

/** What a page shows around the bar: the current choice, a gated embed and the footer's settings button. */
function Page() {
  const { consent, openSettings } = useConsent();
  return (
    <div style={{ minHeight: '18rem' }}>
      <p>sam_consent: {consent ? JSON.stringify(consent) : '—'}</p>
      <ConsentGate category="functional" fallback={<p>[vidéo masquée]</p>}>
        <p>[vidéo intégrée]</p>
      </ConsentGate>
      <Button variant="secondary" onClick={openSettings}>
        <FormattedMessage id="cookies.settings.title" />
      </Button>
      <CookieConsentBar policyHref="/fr/politique-de-confidentialite/cookies" />
    </div>
  );
}

/** Sets the Storybook page's own sam_consent cookie before the story renders (null: no decision yet). */
const withCookie =
  (functional: boolean | null): NonNullable<Meta['decorators']> =>
  (Story) => {
    document.cookie = functional === null ? 'sam_consent=; Path=/; Max-Age=0' : `${decided(functional)}; Path=/`;
    return <Story />;
  };

const meta = {
  title: 'Shell/CookieConsent',
  component: ConsentProvider,
  args: { children: <Page /> },
} satisfies Meta<typeof ConsentProvider>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Undecided: the bar with accept all, decline all and manage. */
export const Unset: Story = { decorators: withCookie(null) };
/** The settings panel: necessary always on, functional on by default. */
export const Settings: Story = {
  decorators: withCookie(null),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gérer mes préférences' }));
  },
};
export const Accepted: Story = { decorators: withCookie(true) };
export const Declined: Story = { decorators: withCookie(false) };
/** Reopened from the footer after declining: the panel shows the saved choice. */
export const ReopenedSettings: Story = {
  decorators: withCookie(false),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Paramètres des cookies' }));
  },
};
export const Dutch: Story = { decorators: withCookie(null), globals: { locale: 'nl' } };
