import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { AdCampaign, AmisPanel } from '@sam/contracts';
import { portalMessages } from '@sam/i18n-routes';
import { HomePage, type HomePageProps, type NewsItem } from './HomePage';

const news: NewsItem = {
  id: 1, kind: 'actu', title: 'Permanence juridique le jeudi', body: 'Un créneau de plus.', title_fr: 'Permanence juridique le jeudi', title_nl: 'Juridische permanentie',
  body_fr: 'Un créneau de plus.', body_nl: 'Een extra moment.', url: '/fr/besoin-d-aide/permanence-juridique', image_path: null, position: 0,
  published_at: '2026-09-28T08:00:00.000Z', date: '28 septembre 2026',
};
const campaign: AdCampaign = {
  id: 1, placement: 'homepage', title: 'Mobilitaxi', text: 'Taxi adapté.', title_fr: 'Mobilitaxi', title_nl: 'Mobilitaxi', text_fr: 'Taxi adapté.', text_nl: 'Aangepaste taxi.',
  image_path: null, url: 'https://www.mobilitaxi.example.be', starts_at: null, ends_at: null,
};
const panel: AmisPanel = {
  id: 1, audience: 'amis_pro', title: 'Amis de SAM Pro', body: 'Pour les professionnels.', title_fr: 'Amis de SAM Pro', title_nl: 'Vrienden van SAM Pro',
  body_fr: 'Pour les professionnels.', body_nl: 'Voor professionals.', image_path: null, cta_url: '/fr/soutenir-l-asbl/amis-de-sam', position: 1,
};
const props: HomePageProps = { locale: 'fr', listings: [], total: null, news: [news], guide: [], campaigns: [campaign], panels: [panel] };

const renderFr = (overrides: Partial<HomePageProps> = {}) =>
  render(
    <IntlProvider locale="fr-BE" messages={portalMessages.fr}>
      <HomePage {...props} {...overrides} />
    </IntlProvider>,
  );

describe('HomePage', () => {
  it('has the search entry (#search, to the search page) and the guided-search link', () => {
    const { container } = renderFr();
    const search = screen.getByRole('search', { name: 'Rechercher un service' });
    expect(search).toHaveAttribute('action', '/fr/recherche');
    expect(container.querySelector('#search')).toBe(search);
    expect(within(search).getByRole('searchbox', { name: 'Que cherchez-vous\u202f?' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('link', { name: /Laissez-vous guider/ })).toHaveAttribute('href', '/fr/me-laisser-guider');
  });

  it('shows dated news, sponsored adverts, friends panels and the donation call', () => {
    renderFr();
    const newsRegion = screen.getByRole('region', { name: 'Actualités' });
    expect(within(newsRegion).getByRole('link', { name: news.title })).toHaveAttribute('href', news.url);
    expect(within(newsRegion).getByText('28 septembre 2026').tagName).toBe('TIME');
    const ads = screen.getByRole('region', { name: 'Publicité' });
    expect(within(ads).getByRole('link', { name: 'Mobilitaxi' })).toHaveAttribute('rel', 'sponsored noopener');
    const support = screen.getByRole('region', { name: 'Soutenir SAM' });
    expect(within(support).getByText('Professionnels')).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'En savoir plus\u00a0: Amis de SAM Pro' })).toHaveAttribute('href', panel.cta_url);
    expect(within(support).getByRole('link', { name: 'Je soutiens SAM' })).toHaveAttribute('href', '/fr/soutenir-l-asbl');
  });

  it('marks a provider written in the other language with its lang (WCAG 3.1.2)', () => {
    const hit = { id: 1, slug: 'x', title: 'X', network_consent: false, validated: true, type: 'association', categorie: 'maison_medicale', tarif: 'gratuit' as const, sector_slug: 'sante', sector_title: 'Santé', locality: 'Bruxelles' };
    renderFr({ listings: [{ ...hit, slug: 'maison-medicale', title: 'Maison médicale', locale: 'fr' }, { ...hit, slug: 'wijkgezondheidscentrum', title: 'Wijkgezondheidscentrum', locale: 'nl' }] });
    expect(screen.getByRole('heading', { name: 'Wijkgezondheidscentrum' })).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('heading', { name: 'Maison médicale' })).not.toHaveAttribute('lang');
  });

  it('leaves out the blocks it has nothing for (a failed call gives an empty list)', () => {
    renderFr({ news: [], campaigns: [], panels: [] });
    expect(screen.queryByRole('region', { name: 'Actualités' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Publicité' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Soutenir SAM' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Je soutiens SAM' })).toBeInTheDocument();
  });
});
