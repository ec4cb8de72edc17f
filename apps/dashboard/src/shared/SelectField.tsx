import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './Forms.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; tied to the select with aria-describedby. */
  error?: string;
  options: readonly { value: string; label: string; lang?: string }[];
}

/** A labelled <select> in the look of @sam/ui's TextField (the ui library has no select yet). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ id, label, hint, error, options, ...select }, ref) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <select ref={ref} id={id} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
