import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSuggestTagsQuery } from '@sam/api-client';
import type { ListingEditLabels } from '@sam/contracts';
import { Button, TextField } from '@sam/ui';
import { hiddenText } from '../../shared/hidden-text';
import { useDashboardLocale } from '../../shared/links';
import type { EditForm } from './GeneralTab';
import styles from './ListingEditor.module.css';

/** Waits until `value` has stopped changing for `ms` (one suggestion call per pause in typing). */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Tab 4: tags, existing ones (suggested by POST /api/tags/algolia) by id or new ones by name. */
export function TagsTab({ form, labels }: { form: EditForm; labels: ListingEditLabels }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const [text, setText] = useState('');
  const query = useSettled(text.trim(), 250);
  const suggestions = useSuggestTagsQuery({ query, locale }, { skip: query.length < 2 });
  const [names, setNames] = useState<Record<number, string>>(() =>
    Object.fromEntries(labels.tags.map((tag) => [tag.id, locale === 'nl' ? tag.name_nl : tag.name_fr])),
  );
  const values = (form.form.watch('tags') ?? []) as (number | string)[];
  const setTags = (next: (number | string)[]) => form.form.setValue('tags', next, { shouldDirty: true });
  const error = form.errorOf('tags');
  const nameOf = (tag: number | string) => (typeof tag === 'number' ? (names[tag] ?? String(tag)) : intl.formatMessage({ id: 'dashboard.listing.tags.new' }, { name: tag }));

  const add = (tag: number | string, name?: string) => {
    if (values.some((value) => value === tag || (typeof value === 'string' && typeof tag === 'string' && value.toLowerCase() === tag.toLowerCase()))) return;
    if (typeof tag === 'number' && name) setNames({ ...names, [tag]: name });
    setTags([...values, tag]);
    setText('');
  };
  const hits = query.length >= 2 ? (suggestions.data ?? []) : [];

  return (
    <>
      <h2>
        <FormattedMessage id="dashboard.listing.tags.heading" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="dashboard.listing.tags.intro" />
      </p>
      {error ? <p className={styles.error}>{error}</p> : null}
      {values.length === 0 ? (
        <p>
          <FormattedMessage id="dashboard.listing.tags.none" />
        </p>
      ) : (
        <ul className={styles.chips} aria-label={intl.formatMessage({ id: 'dashboard.listing.tags.heading' })}>
          {values.map((tag, index) => (
            <li key={`${typeof tag}-${tag}`}>
              {nameOf(tag)}
              <button type="button" className={styles.linkButton} onClick={() => setTags(values.filter((_, at) => at !== index))}>
                <FormattedMessage id="dashboard.listing.tags.remove" values={{ name: nameOf(tag), hidden: hiddenText }} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <TextField
          id="listing-tag-input"
          label={intl.formatMessage({ id: 'dashboard.listing.tags.input' })}
          value={text}
          maxLength={60}
          autoComplete="off"
          aria-describedby="listing-tag-count"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault(); // Enter adds the tag, it does not save the listing
            if (text.trim().length >= 2) add(text.trim());
          }}
        />
        <Button type="button" variant="secondary" onClick={() => text.trim().length >= 2 && add(text.trim())}>
          <FormattedMessage id="dashboard.listing.tags.add" />
        </Button>
      </div>
      <p id="listing-tag-count" role="status" className={styles.hint}>
        {query.length >= 2 && suggestions.data ? <FormattedMessage id="dashboard.listing.tags.suggestionsCount" values={{ count: hits.length }} /> : null}
      </p>
      {hits.length > 0 ? (
        <section aria-labelledby="listing-tag-suggestions">
          <h3 id="listing-tag-suggestions">
            <FormattedMessage id="dashboard.listing.tags.suggestions" />
          </h3>
          <ul className={styles.chips}>
            {hits.map((hit) => {
              const name = locale === 'nl' ? hit.name_nl : hit.name_fr;
              return (
                <li key={hit.id}>
                  <button type="button" className={styles.linkButton} onClick={() => add(hit.id, name)}>
                    {name}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
