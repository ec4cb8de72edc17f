import { lazy, Suspense, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import type { Locale } from '@sam/i18n-routes';
import { Button } from '@sam/ui';
import { useAppHref } from '../../app-links';
import { useRootData } from '../../root-data';
import type { SearchTab } from './tabs';
import styles from './SaveSearch.module.css';

const SaveSearchForm = lazy(() => import('./SaveSearchForm').then((module) => ({ default: module.SaveSearchForm })));

/**
 * "Save this search" (issue 17): a logged-in visitor keeps the page's address (query,
 * refinements, tab, zone) under a name, with an optional alert mail; a visitor is told to log in.
 */
export function SaveSearch({ locale, tab }: { locale: Locale; tab: SearchTab }) {
  const user = useRootData()?.user ?? null;
  const href = useAppHref();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const openId = `${useId()}-open`;
  // The button that opens the form gets the focus back when it closes.
  const close = (savedName: string | null) => {
    flushSync(() => {
      if (savedName !== null) setSaved(savedName);
      setOpen(false);
    });
    document.getElementById(openId)?.focus();
  };

  if (!user) {
    return (
      <p className={styles.saveSearch}>
        <FormattedMessage id="savedSearch.loggedOut" values={{ link: (chunks) => <a key="link" href={href('auth-login', locale)}>{chunks}</a> }} />
      </p>
    );
  }

  return (
    <div className={styles.saveSearch}>
      <div aria-live="polite">
        {saved ? (
          <p>
            <FormattedMessage id="savedSearch.saved" values={{ name: saved, link: (chunks) => <a key="link" href={href('dashboard-index-mes-recherches', locale)}>{chunks}</a> }} />
          </p>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchForm
            locale={locale}
            tab={tab}
            search={search}
            onSaved={(name) => close(name)}
            onCancel={() => close(null)}
          />
        </Suspense>
      ) : (
        <Button
          id={openId}
          type="button"
          variant="secondary"
          onClick={() => {
            setSaved(null);
            setOpen(true);
          }}
        >
          <FormattedMessage id="savedSearch.open" />
        </Button>
      )}
    </div>
  );
}
