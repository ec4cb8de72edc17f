import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import formStyles from './Forms.module.css';
import styles from './TextAreaField.module.css';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; tied to the textarea with aria-describedby. */
  error?: string;
}

/** A labelled <textarea> in the look of @sam/ui's TextField (the ui library has none yet). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ id, label, hint, error, ...textarea }, ref) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea ref={ref} id={id} className={styles.textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
