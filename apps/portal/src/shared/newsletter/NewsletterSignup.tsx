import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '@sam/i18n-routes';
import { Illustration } from '@sam/ui';
import styles from './NewsletterSignup.module.css';

// The form's code (react-hook-form, the zod schema, the mutation) is not part of a page's first
// load (issue 16 item 6, docs/decisions/0033-web-performance-budgets.md): the server renders it,
// and the browser keeps that HTML until the band comes near the viewport or is used, then loads
// and hydrates it. On the server the gate is open from the start.
let openGate = () => {};
const wanted = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (openGate = resolve));
const LazyNewsletterForm = lazy(() => wanted.then(() => import('./NewsletterForm')).then((module) => ({ default: module.NewsletterForm })));

/**
 * Spec §2 "pages load a newsletter-form script": the sign-up above the footer of every portal
 * page. Double opt-in: the API mails a confirmation link; nothing is sent before it is followed.
 */
export function NewsletterSignup({ locale }: { locale: Locale }) {
  const action = useRef<HTMLDivElement>(null);
  const interactive = useRef(false);
  const submittedEarly = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const element = action.current;
    if (!element) return;
    const want = () => openGate();
    // A submit before the form is interactive waits for it rather than posting the page.
    const holdSubmit = (event: Event) => {
      if (interactive.current) return;
      event.preventDefault();
      submittedEarly.current = event.target as HTMLFormElement;
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
    const form = submittedEarly.current;
    submittedEarly.current = null;
    form?.requestSubmit();
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
          <Suspense fallback={null}>
            <LazyNewsletterForm locale={locale} onReady={onReady} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
