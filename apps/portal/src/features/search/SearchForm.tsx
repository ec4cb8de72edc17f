import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchBox } from 'react-instantsearch';
import styles from './Search.module.css';

/** The query shared by the five tabs; a plain GET form before the script runs. */
export function SearchForm({ action }: { action: string }) {
  const intl = useIntl();
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  // Back/forward or a cleared search changes the query from outside: the field follows.
  const [shown, setShown] = useState(query);
  if (query !== shown) {
    setShown(query);
    setValue(query);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    refine(value.trim());
  };
  return (
    <form className={styles.searchForm} role="search" method="get" action={action} onSubmit={onSubmit}>
      <label htmlFor="search-q">
        <FormattedMessage id="search.box.label" />
      </label>
      <div className={styles.searchRow}>
        <input
          id="search-q"
          name="q"
          type="search"
          value={value}
          maxLength={200}
          placeholder={intl.formatMessage({ id: 'search.box.placeholder' })}
          onChange={(event) => {
            setValue(event.target.value);
            refine(event.target.value);
          }}
        />
        <button type="submit">
          <FormattedMessage id="search.box.submit" />
        </button>
      </div>
    </form>
  );
}
