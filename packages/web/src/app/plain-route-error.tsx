import { useRouteError } from 'react-router';

/**
 * The last resort outside antd's shell (the login page, or the shell's own chunk failing to load after a new
 * deployment): RouteError's words and Reload button, drawn by styles.css alone.
 */
export function PlainRouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="plain-result">
      <h1 className="plain-result-title">Something went wrong</h1>
      <p className="plain-result-subtitle">Please reload the page.</p>
      <button
        type="button"
        className="plain-button plain-button-primary"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}
