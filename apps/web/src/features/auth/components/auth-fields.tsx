import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  LoadingOutlined,
} from '@ant-design/icons';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

/**
 * The few controls the sign-in pages need, in antd's look without antd (auth.css says why).
 * Each field is a labelled input with its error below, announced to screen readers.
 */
interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  prefix?: ReactNode;
  autoComplete: string;
  autoFocus?: boolean;
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="pl-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {error && (
        <div className="pl-field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export function TextField({ label, value, onChange, error, prefix, autoComplete, autoFocus }: FieldProps) {
  return (
    <Field label={label} error={error}>
      {(id) => (
        <span className="pl-input" data-invalid={Boolean(error)}>
          {prefix}
          <input
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
            // biome-ignore lint/a11y/noAutofocus: the page's one task is this form, as antd's autoFocus did
            autoFocus={autoFocus}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </span>
      )}
    </Field>
  );
}

export function PasswordField({
  label,
  value,
  onChange,
  error,
  prefix,
  autoComplete,
  autoFocus,
}: FieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error}>
      {(id) => (
        <span className="pl-input" data-invalid={Boolean(error)}>
          {prefix}
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
            // biome-ignore lint/a11y/noAutofocus: the page's one task is this form, as antd's autoFocus did
            autoFocus={autoFocus}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button
            type="button"
            className="pl-input-toggle"
            aria-label={t(visible ? 'auth.field.hidePassword' : 'auth.field.showPassword')}
            onClick={() => setVisible(!visible)}
          >
            {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        </span>
      )}
    </Field>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="pl-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="pl-button" aria-busy={pending} disabled={pending}>
      {pending && <LoadingOutlined />}
      {children}
    </button>
  );
}

export function ErrorAlert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="pl-alert" role="alert">
      <CloseCircleFilled />
      <div>{children}</div>
      {action}
    </div>
  );
}

/** A calm note above the form (why the last session ended), not an error of this form. */
export function NoticeAlert({ children }: { children: ReactNode }) {
  return (
    <div className="pl-alert pl-alert-notice" role="status">
      <ExclamationCircleFilled />
      <div>{children}</div>
    </div>
  );
}

/** The end of a flow: a big icon, a title, some text and one way on. */
export function ResultPanel({
  status,
  title,
  children,
  action,
}: {
  status: 'success' | 'warning';
  title: string;
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="pl-result" data-status={status}>
      {status === 'success' ? <CheckCircleFilled /> : <ExclamationCircleFilled />}
      <h2>{title}</h2>
      {children}
      {action}
    </div>
  );
}
