import type { ReactNode } from 'react';
import { CLIENT_ERROR_TEXT } from '@ptax/contracts';
import { useI18n } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/messages';
import { Spinner } from '../layout/Spinner';
import type { Loaded } from './useLoad';
import './loadFailure.css';

/**
 * The error page's words (SPEC section 2) for a failed call's '{status}: {message}' (section 8):
 * 503 or no answer at all means the API is down; another server failure is the generic error.
 */
function titleOf(message: string, errors: Messages['errors']): { title: string; hint?: string } | null {
  const status = Number(/^(\d{3}):/.exec(message)?.[1]);
  if (status === 503 || message === CLIENT_ERROR_TEXT.noResponse) return { title: errors[503] };
  if (status >= 500) return { title: errors.otherTitle, hint: errors.otherMessage };
  return null;
}

/** A call that failed: what the spec says about it, the message itself, and a way to ask again. */
export function LoadFailure({
  message,
  reload,
  label,
  className,
}: {
  message: string;
  reload: () => void;
  label: string;
  /** The page's own layout class for it, beside the shared look. */
  className?: string;
}) {
  const { m } = useI18n();
  const spec = titleOf(message, m.errors);
  return (
    <div className={className ? `load-failure ${className}` : 'load-failure'} role="alert">
      {spec ? <p className="load-failure__title">{spec.title}</p> : null}
      {spec?.hint ? <p>{spec.hint}</p> : null}
      <p>{message}</p>
      <button type="button" className="button" onClick={reload}>
        {label}
      </button>
    </div>
  );
}

interface WhenLoadedProps<T> {
  state: Loaded<T>;
  reload: () => void;
  tryAgain: string;
  children: (data: T) => ReactNode;
}

/** One call's part of the page: a spinner while it loads, its failure, or what it shows. */
export function WhenLoaded<T>({ state, reload, tryAgain, children }: WhenLoadedProps<T>) {
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed')
    return <LoadFailure message={state.message} reload={reload} label={tryAgain} />;
  return <>{children(state.data)}</>;
}
