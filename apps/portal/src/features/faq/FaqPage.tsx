import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FaqCategoryWithCount, FaqQuestion } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { useCspNonce } from '../../shared/csp-nonce';
import { FAQ_PARAMS, faqHref, faqJsonLd, jsonForScript, paragraphsOf, questionAnchor, questionIdFromHash } from './faq-helpers';
import styles from './Faq.module.css';

export interface FaqPageProps {
  locale: Locale;
  categories: FaqCategoryWithCount[];
  questions: FaqQuestion[];
  /** Slug of the selected category (in this locale), or null for all. */
  category: string | null;
  q: string;
  /** The question a deep link asked for: rendered open. */
  openId: number | null;
}

/** Opens the question a URL hash names (#question-12), now and when the hash changes. */
function useOpenFromHash() {
  useEffect(() => {
    const openFromHash = () => {
      const id = questionIdFromHash(window.location.hash);
      const element = id === null ? null : document.getElementById(questionAnchor(id));
      if (element instanceof HTMLDetailsElement && !element.open) {
        element.open = true;
        element.scrollIntoView?.({ block: 'start' });
      }
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);
}

function Question({ question, open, locale }: { question: FaqQuestion; open: boolean; locale: Locale }) {
  const anchor = questionAnchor(question.id);
  return (
    <details className={styles.question} id={anchor} open={open}>
      <summary className={styles.summary}>{question.question}</summary>
      <div className={styles.answer}>
        {paragraphsOf(question.answer).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        <p className={styles.permalink}>
          <a href={faqHref(locale, { question: question.id })}>
            <FormattedMessage id="faq.permalink" />
          </a>
        </p>
      </div>
    </details>
  );
}

/** Questions grouped under their category (in the API's order), or one list when filtered. */
function groupsOf(questions: FaqQuestion[]): { key: string; titre: string | null; questions: FaqQuestion[] }[] {
  const groups: { key: string; titre: string | null; questions: FaqQuestion[] }[] = [];
  for (const question of questions) {
    const key = question.category ? `c${question.category.id}` : 'none';
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = { key, titre: question.category?.titre ?? null, questions: [] };
      groups.push(group);
    }
    group.questions.push(question);
  }
  return groups;
}

/** §1/§3 FAQ: themes, a search box and the questions as an accordion, all server-rendered. */
export function FaqPage({ locale, categories, questions, category, q, openId }: FaqPageProps) {
  const intl = useIntl();
  const nonce = useCspNonce();
  useOpenFromHash();
  const groups = groupsOf(questions);
  const showGroupHeadings = category === null && groups.length > 1;
  const count = questions.length;

  return (
    <div className={styles.page}>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(faqJsonLd(questions, locale)) }} />
      <header className={styles.header}>
        <h1><FormattedMessage id="faq.heading" /></h1>
        <p className={styles.lead}><FormattedMessage id="faq.lead" /></p>
        <form method="get" action={pathFor('faq', locale)} role="search" className={styles.search}>
          <label htmlFor="faq-q"><FormattedMessage id="faq.search.label" /></label>
          <div className={styles.searchRow}>
            <input id="faq-q" name={FAQ_PARAMS.query} type="search" defaultValue={q} maxLength={200} autoComplete="off" />
            {category ? <input type="hidden" name={FAQ_PARAMS.category} value={category} /> : null}
            <button type="submit"><FormattedMessage id="faq.search.submit" /></button>
          </div>
          {q ? (
            <p className={styles.clear}>
              <a href={faqHref(locale, { category })}><FormattedMessage id="faq.search.clear" /></a>
            </p>
          ) : null}
        </form>
      </header>

      <div className={styles.layout}>
        <nav className={styles.categories} aria-labelledby="faq-categories">
          <h2 id="faq-categories"><FormattedMessage id="faq.categories.heading" /></h2>
          <ul>
            <li>
              <a href={faqHref(locale, { q })} aria-current={category === null ? 'page' : undefined}>
                <FormattedMessage id="faq.categories.all" />
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <a href={faqHref(locale, { category: c.slug, q })} aria-current={category === c.slug ? 'page' : undefined}>
                  {c.titre}
                </a>{' '}
                <span className={styles.count}>({intl.formatMessage({ id: 'faq.categories.count' }, { count: c.count })})</span>
              </li>
            ))}
          </ul>
          <p className={styles.glossaryLink}>
            <a href={pathFor('glossaire', locale)}><FormattedMessage id="faq.glossaryLink" /></a>
          </p>
        </nav>

        <section className={styles.results} aria-labelledby="faq-results">
          <h2 id="faq-results" className={styles.resultsHeading} aria-live="polite">
            {q
              ? intl.formatMessage({ id: 'faq.results.query' }, { count, q })
              : intl.formatMessage({ id: 'faq.results' }, { count })}
          </h2>
          {count === 0 ? <p><FormattedMessage id="faq.empty.hint" /></p> : null}
          {groups.map((group) =>
            showGroupHeadings && group.titre ? (
              <section key={group.key} aria-labelledby={`faq-group-${group.key}`} className={styles.group}>
                <h3 id={`faq-group-${group.key}`}>{group.titre}</h3>
                {group.questions.map((question) => (
                  <Question key={question.id} question={question} open={question.id === openId} locale={locale} />
                ))}
              </section>
            ) : (
              <div key={group.key} className={styles.group}>
                {group.questions.map((question) => (
                  <Question key={question.id} question={question} open={question.id === openId} locale={locale} />
                ))}
              </div>
            ),
          )}
        </section>
      </div>
    </div>
  );
}
