import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { ConseilDetail } from '@sam/contracts';
import { portalMessages, type Locale } from '@sam/i18n-routes';
import { ConseilPage } from './ConseilPage';
import { ConseilsPage } from './ConseilsPage';
import { conseilsHref, sectionAnchor } from './links';

const conseil: ConseilDetail = {
  id: 2, slug: 'souffler-quand-on-aide-un-proche', slug_fr: 'souffler-quand-on-aide-un-proche', slug_nl: 'op-adem-komen-als-mantelzorger',
  title: 'Souffler quand on aide un proche', summary: 'Reconnaître les signaux.', published_at: '2026-01-10T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z',
  tags: [{ id: 25, slug: 'aidants-proches', name: 'Aidants proches' }],
  contents: [],
  besoins: [{ id: 40, slug: 'repit', slug_fr: 'repit', slug_nl: 'respijtzorg', title: 'Répit pour l’aidant', path: 'Aider un proche > Répit pour l’aidant' }],
  bookmarked: false,
};

const inLocale = (locale: Locale, node: ReactNode) => render(<IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>{node}</IntlProvider>);

describe('ConseilsPage', () => {
  it('lists the guides with their tags and pages', () => {
    expect(conseilsHref('nl', 1)).toBe('/nl/sam-gids');
    inLocale('fr', <ConseilsPage locale="fr" conseils={[conseil]} page={1} pages={2} total={31} bookmarks={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Le guide SAM');
    expect(screen.getByRole('link', { name: 'Souffler quand on aide un proche' })).toHaveAttribute('href', '/fr/sam-conseil/souffler-quand-on-aide-un-proche');
    expect(within(screen.getByRole('list', { name: 'Mots-clés' })).getByText('Aidants proches')).toBeInTheDocument();
    expect(screen.getByText('31 conseils')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/fr/sam-guide?page=2');
  });
});

describe('ConseilPage', () => {
  it('shows the sections in order with a table of contents, the needs leading to the guided search and the tags', () => {
    const sections = [
      { position: 1, heading: 'Reconnaître la fatigue', html: '<p>Dormir mal est un signal.</p>' },
      { position: 2, heading: null, html: '<p>Prenez soin de vous.</p>' },
    ];
    inLocale('fr', <ConseilPage locale="fr" conseil={conseil} sections={sections} updated="1 mars 2026" jsonLd={{}} bookmarks={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Souffler quand on aide un proche');
    const toc = screen.getByRole('navigation', { name: 'Dans ce conseil' });
    expect(within(toc).getByRole('link', { name: 'Reconnaître la fatigue' })).toHaveAttribute('href', `#${sectionAnchor(1)}`);
    expect(within(toc).getByRole('link', { name: 'Partie 2' })).toHaveAttribute('href', '#partie-2');
    expect(screen.getByRole('region', { name: 'Partie 2' })).toHaveAttribute('id', 'partie-2');
    expect(screen.getByText('Dormir mal est un signal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Répit pour l’aidant' })).toHaveAttribute('href', '/fr/besoins/repit');
    expect(screen.getByText('Aidants proches')).toBeInTheDocument();
    expect(screen.getByText(/Connectez-vous pour ajouter ce conseil/)).toBeInTheDocument();
  });

  it('links the needs to the Dutch guided search on the nl page', () => {
    inLocale('nl', <ConseilPage locale="nl" conseil={{ ...conseil, besoins: [{ ...conseil.besoins[0], slug: 'respijtzorg', title: 'Respijtzorg' }] }} sections={[]} updated="1 maart 2026" jsonLd={{}} bookmarks={null} />);
    expect(screen.getByRole('link', { name: 'Respijtzorg' })).toHaveAttribute('href', '/nl/behoeften/respijtzorg');
    expect(screen.getByRole('link', { name: 'Terug naar de SAM-gids' })).toHaveAttribute('href', '/nl/sam-gids');
  });
});
