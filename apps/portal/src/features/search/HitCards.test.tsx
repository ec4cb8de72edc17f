import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ContentRecord, PrestataireAddressRecord } from '@sam/contracts';
import { portalMessages } from '@sam/i18n-routes';
import { ApiFilesProvider } from '../../shared/api-files/api-files';
import { ContentCard, ProviderCard } from './HitCards';

const inLocale = (locale: 'fr' | 'nl', node: React.ReactNode) =>
  render(
    <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>
      {node}
    </IntlProvider>,
  );

const provider = (text_language: 'fr' | 'nl', title: string, description: string) =>
  ({
    objectID: title,
    prestataire_id: 1,
    slug: 'x',
    title,
    sector_slug: { fr: 'sante', nl: 'gezondheid' },
    description: { fr: description, nl: description },
    text_language,
    address: { kind: 'head_office', street: 'Rue Haute', number: '1', box: null, postal_code: '1000', locality: 'Bruxelles' },
    tarif: 'gratuit',
    sectors: [],
  }) as unknown as PrestataireAddressRecord;

const content = (fields: Partial<ContentRecord>): ContentRecord => ({
  objectID: '1', kind: 'info', id: 1, slug: { fr: 'a', nl: 'b' }, title_fr: '', title_nl: '', summary_fr: '', summary_nl: '', language: null, type: 'info',
  categorie: null, category_fr: null, category_nl: null, ...fields,
});

describe('search cards and the language of their text (WCAG 3.1.2)', () => {
  it('marks a provider written in the other language, not one in the page’s', () => {
    inLocale('fr', (
      <>
        <ProviderCard hit={provider('nl', 'Thuisverpleging Zuid', 'Verpleging aan huis.')} locale="fr" bookmarks={null} />
        <ProviderCard hit={provider('fr', 'Soins Sud', 'Soins à domicile.')} locale="fr" bookmarks={null} />
      </>
    ));
    expect(screen.getByRole('heading', { name: 'Thuisverpleging Zuid' })).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Verpleging aan huis.')).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('heading', { name: 'Soins Sud' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Soins à domicile.')).not.toHaveAttribute('lang');
  });

  it('marks an event in the other language, and a missing translation shown in the other language', () => {
    inLocale('nl', (
      <>
        <ContentCard hit={content({ objectID: '1', kind: 'event', type: 'event', title_fr: 'Atelier', title_nl: 'Atelier', summary_fr: 'Un atelier.', summary_nl: 'Un atelier.', language: 'fr' })} locale="nl" bookmarks={null} now={0} />
        <ContentCard hit={content({ objectID: '2', title_fr: 'Aides à la mobilité', title_nl: '' })} locale="nl" bookmarks={null} now={0} />
        <ContentCard hit={content({ objectID: '3', title_fr: 'Répit', title_nl: 'Respijtzorg' })} locale="nl" bookmarks={null} now={0} />
      </>
    ));
    expect(screen.getByRole('link', { name: 'Atelier' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Un atelier.')).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('link', { name: 'Aides à la mobilité' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('link', { name: 'Respijtzorg' })).not.toHaveAttribute('lang');
  });
});

describe('provider cards’ pictures (issue 15)', () => {
  it('shows the listing’s first photo from the API, lazy and sized, else the main sector’s icon', () => {
    const withPhoto = { ...provider('fr', 'Soins Sud', 'Soins à domicile.'), objectID: 'a', photo: { url: '/storage/images/400/salle.webp', width: 400, height: 300, alt: '' } };
    const { container } = render(
      <IntlProvider locale="fr-BE" messages={portalMessages.fr}>
        <ApiFilesProvider base="https://api.sam.example/">
          <ProviderCard hit={withPhoto} locale="fr" bookmarks={null} />
          <ProviderCard hit={{ ...provider('fr', 'Soins Nord', 'Soins.'), objectID: 'b' }} locale="fr" bookmarks={null} />
        </ApiFilesProvider>
      </IntlProvider>,
    );
    const [first, second] = container.querySelectorAll('article');
    const photo = first.querySelector('img');
    // Decorative (the title names the card): an empty alternative text, so no image is announced.
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('src', 'https://api.sam.example/storage/images/400/salle.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect([photo?.getAttribute('width'), photo?.getAttribute('height')]).toEqual(['400', '300']);
    expect(first.querySelector('svg')).toBeNull();
    expect(second.querySelector('img')).toBeNull();
    expect(second.querySelector('svg')).not.toBeNull();
    expect(screen.queryAllByRole('img')).toEqual([]);
  });
});
