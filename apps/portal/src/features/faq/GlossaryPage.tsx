import { FormattedMessage, useIntl } from 'react-intl';
import type { GlossaryTerm } from '@sam/contracts';
import { ALPHABET, groupByLetter, letterAnchor } from './faq-helpers';
import styles from './Glossary.module.css';

/** §1 glossary: an A–Z bar (links only for letters that have terms), then the terms as lists. */
export function GlossaryPage({ terms }: { terms: GlossaryTerm[] }) {
  const intl = useIntl();
  const groups = groupByLetter(terms);
  const present = new Set(groups.map((g) => g.letter));
  const letters = present.has('#') ? [...ALPHABET, '#'] : ALPHABET;
  return (
    <div className={styles.page}>
      <header>
        <h1><FormattedMessage id="glossary.heading" /></h1>
        <p className={styles.lead}><FormattedMessage id="glossary.lead" /></p>
      </header>
      <nav aria-label={intl.formatMessage({ id: 'glossary.letters' })} id="letters" className={styles.letters}>
        <ul>
          {letters.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${letterAnchor(letter)}`} aria-label={intl.formatMessage({ id: 'glossary.letter' }, { letter })}>{letter}</a>
              ) : (
                <span className={styles.noTerms} aria-hidden="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups.length === 0 ? <p><FormattedMessage id="glossary.empty" /></p> : null}
      {groups.map((group) => (
        <section key={group.letter} id={letterAnchor(group.letter)} aria-labelledby={`${letterAnchor(group.letter)}-heading`} className={styles.group} tabIndex={-1}>
          <h2 id={`${letterAnchor(group.letter)}-heading`} className={styles.letter}>{group.letter}</h2>
          <dl className={styles.terms}>
            {group.terms.map((term) => (
              <div key={term.id} className={styles.entry}>
                <dt id={`term-${term.id}`}>{term.term}</dt>
                <dd>{term.definition}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.top}>
            <a href="#letters"><FormattedMessage id="glossary.backToTop" /></a>
          </p>
        </section>
      ))}
    </div>
  );
}
