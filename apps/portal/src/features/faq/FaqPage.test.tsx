import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { FaqCategoryWithCount, FaqQuestion, GlossaryTerm } from '@sam/contracts';
import { portalMessages } from '@sam/i18n-routes';
import { FaqPage, type FaqPageProps } from './FaqPage';
import { GlossaryPage } from './GlossaryPage';

const categories: FaqCategoryWithCount[] = [
  { id: 1, slug: 'mon-compte', titre: 'Mon compte', count: 1 },
  { id: 2, slug: 'aidants-proches', titre: 'Aidants proches', count: 1 },
];
const questions: FaqQuestion[] = [
  { id: 10, question: 'Comment créer un compte\u202f?', answer: 'Cliquez sur «\u00a0Inscription\u00a0».\n\nPuis confirmez.', category: { id: 1, slug: 'mon-compte', titre: 'Mon compte' } },
  { id: 11, question: 'Qu’est-ce qu’un aidant proche\u202f?', answer: 'Une personne qui aide </script>.', category: { id: 2, slug: 'aidants-proches', titre: 'Aidants proches' } },
];

function renderFaq(props: Partial<FaqPageProps> = {}, locale: 'fr' | 'nl' = 'fr') {
  return render(
    <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>
      <FaqPage locale={locale} categories={categories} questions={questions} category={null} q="" openId={null} {...props} />
    </IntlProvider>,
  );
}

describe('FaqPage', () => {
  it('lists the questions as closed disclosures under their theme, with anchors and answer paragraphs', () => {
    const { container } = renderFaq();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Questions fréquentes');
    expect(screen.getByRole('heading', { level: 2, name: '2 questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Aidants proches' })).toBeInTheDocument();
    const details = container.querySelector('details#question-10') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(within(details).getByText('Comment créer un compte ?').tagName).toBe('SUMMARY');
    expect(details.querySelectorAll('p')).toHaveLength(3); // two paragraphs and the permalink
    expect(within(details).getByRole('link', { name: 'Lien vers cette question' })).toHaveAttribute('href', '/fr/faq?question=10#question-10');
  });

  it('opens the deep-linked question', () => {
    const { container } = renderFaq({ openId: 11 });
    expect((container.querySelector('#question-11') as HTMLDetailsElement).open).toBe(true);
    expect((container.querySelector('#question-10') as HTMLDetailsElement).open).toBe(false);
  });

  it('links every theme with a shareable URL and marks the current one', () => {
    renderFaq({ category: 'aidants-proches', q: 'aide', questions: [questions[1]] });
    const nav = screen.getByRole('navigation', { name: 'Thèmes' });
    expect(within(nav).getByRole('link', { name: 'Aidants proches' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Aidants proches' })).toHaveAttribute('href', '/fr/faq?categorie=aidants-proches&q=aide');
    expect(within(nav).getByRole('link', { name: 'Tous les thèmes' })).toHaveAttribute('href', '/fr/faq?q=aide');
    expect(screen.getByRole('heading', { level: 2, name: '1 question pour «\u00a0aide\u00a0»' })).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/fr/faq');
    expect(screen.getByLabelText('Rechercher dans les questions')).toHaveValue('aide');
    expect(form.querySelector('input[type=hidden][name=categorie]')).toHaveValue('aidants-proches');
  });

  it('embeds a FAQPage JSON-LD that cannot break out of its script', () => {
    const { container } = renderFaq();
    const script = container.querySelector('script[type="application/ld+json"]') as HTMLScriptElement;
    expect(script.innerHTML).not.toContain('</script>');
    const json = JSON.parse(script.innerHTML);
    expect(json['@type']).toBe('FAQPage');
    expect(json.mainEntity[1]).toEqual({ '@type': 'Question', name: 'Qu’est-ce qu’un aidant proche\u202f?', acceptedAnswer: { '@type': 'Answer', text: 'Une personne qui aide </script>.' } });
  });

  it('says so when nothing matches, in Dutch', () => {
    renderFaq({ questions: [], q: 'xyz' }, 'nl');
    expect(screen.getByRole('heading', { level: 2, name: 'Geen enkele vraag komt overeen met “xyz”.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoekopdracht wissen' })).toHaveAttribute('href', '/nl/faq');
  });
});

describe('GlossaryPage', () => {
  const terms: GlossaryTerm[] = [
    { id: 1, term: 'Aidant proche', definition: 'Personne qui aide.', letter: 'A' },
    { id: 2, term: 'CPAS', definition: 'Centre public d’action sociale.', letter: 'C' },
    { id: 3, term: 'Écoute', definition: 'Service.', letter: 'E' },
  ];

  it('links only the letters that have terms and lists the terms by letter', () => {
    const { container } = render(
      <IntlProvider locale="fr-BE" messages={portalMessages.fr}>
        <GlossaryPage terms={terms} />
      </IntlProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Aller à la lettre' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#letter-A', '#letter-C', '#letter-E']);
    expect(within(nav).getByText('B').tagName).toBe('SPAN');
    const section = container.querySelector('#letter-E') as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('E');
    expect(section.querySelector('dl dt')).toHaveTextContent('Écoute');
    expect(section.querySelector('dl dd')).toHaveTextContent('Service.');
  });
});
