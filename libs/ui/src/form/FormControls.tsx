import { forwardRef, useId, type ComponentPropsWithRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './FormControls.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Already-translated error text; links the message to the input for screen readers. */
  error?: string;
  hint?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, hint, id, ...input }, ref) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>{label}</label>
      {hint ? <p id={`${inputId}-hint`} className={styles.hint}>{hint}</p> : null}
      <input ref={ref} id={inputId} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? <p id={`${inputId}-error`} className={styles.error}>{error}</p> : null}
    </div>
  );
});

export const Checkbox = forwardRef<HTMLInputElement, FieldProps>(function Checkbox({ label, error, id, ...input }, ref) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={styles.checkboxField}>
      <input ref={ref} type="checkbox" id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} {...input} />
      <label htmlFor={inputId}>{label}</label>
      {error ? <p id={`${inputId}-error`} className={styles.error}>{error}</p> : null}
    </div>
  );
});

export function Button({ variant = 'primary', className, ...rest }: ComponentPropsWithRef<'button'> & { variant?: 'primary' | 'secondary' }) {
  return <button className={`${styles.button} ${styles[variant]} ${className ?? ''}`} {...rest} />;
}

/** A summary of what went wrong with a form, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return <div role="alert" className={styles.alert}>{children}</div>;
}

export function Spinner({ label }: { label: string }) {
  return <span role="status" className={styles.spinner}><span className="sam-visually-hidden">{label}</span></span>;
}
