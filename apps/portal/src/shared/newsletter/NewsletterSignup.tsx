import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { Illustration } from '@sam/ui';
import { NewsletterFormView } from './NewsletterFormView';
import styles from './NewsletterSignup.module.css';

// The form's code (react-hook-form, the zod schema, the mutation) is not part of a page's first
// load (issue 16 item 6, docs/decisions/0033-web-performance-budgets.md). Every page renders and
// hydrates a placeholder with the same markup; the form replaces it once the band comes near the
// viewport or is used. Not a lazy component inside the hydrated page: a Suspense boundary left
// unhydrated holds back every later transition (each client navigation) until its code arrives.
const LazyNewsletterForm = lazy(() => import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

const noop = () => undefined;
const placeholderHoneypot = { name: HONEYPOT_FIELD, onChange: async () => undefined, onBlur: async () => undefined, ref: noop } as const;

function NewsletterFormPlaceholder() {
  return <NewsletterFormView email={{ name: 'email' }} honeypot={placeholderHoneypot} />;
}

/**
 * Spec §2 "pages load a newsletter-form script": the sign-up above the footer of every portal
 * page. Double opt-in: the API mails a confirmation link; nothing is sent before it is followed.
 */
export function NewsletterSignup({ locale }: { locale: Locale }) {
  const action = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const interactive = useRef(false);
  const submittedEarly = useRef(false);

  useEffect(() => {
    const element = action.current;
    if (!element) return;
    // A transition: the placeholder stays (its typed text, its focus) until the form has loaded.
    const want = () => startTransition(() => setWanted(true));
    // A submit before the form is interactive waits for it rather than posting the page.
    const holdSubmit = (event: Event) => {
      if (interactive.current) return;
      event.preventDefault();
      submittedEarly.current = true;
      want();
    };
    element.addEventListener('submit', holdSubmit, true);
    element.addEventListener('focusin', want);
    element.addEventListener('pointerdown', want);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) want();
            },
            { rootMargin: '400px 0px' },
          );
    if (observer) observer.observe(element);
    else want();
    return () => {
      observer?.disconnect();
      element.removeEventListener('submit', holdSubmit, true);
      element.removeEventListener('focusin', want);
      element.removeEventListener('pointerdown', want);
    };
  }, []);

  const onReady = useCallback(() => {
    interactive.current = true;
    if (!submittedEarly.current) return;
    submittedEarly.current = false;
    action.current?.querySelector('form')?.requestSubmit();
  }, []);

  return (
    <section className={styles.band} aria-labelledby="newsletter-heading">
      <div className={styles.inner}>
        <Illustration name="newsletter" className={styles.picture} />
        <div className={styles.text}>
          <h2 id="newsletter-heading" className={styles.heading}><FormattedMessage id="newsletter.heading" /></h2>
          <p className={styles.intro}><FormattedMessage id="newsletter.intro" /></p>
        </div>
        <div className={styles.action} ref={action}>
          <Suspense fallback={<NewsletterFormPlaceholder />}>
            {wanted ? <LazyNewsletterForm locale={locale} onReady={onReady} /> : <NewsletterFormPlaceholder />}
          </Suspense>
        </div>
      </div>
    </section>
  );
}
