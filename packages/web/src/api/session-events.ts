/**
 * One listener for "the server says there is no session". The fetcher and the subscription client report
 * here; the auth provider decides what it means (ignored while signed out, "Token has expired" otherwise).
 * Kept outside React so every call site reports it without threading callbacks through hooks.
 */
type Listener = () => void;

let listener: Listener | null = null;

export function onUnauthenticated(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function reportUnauthenticated(): void {
  listener?.();
}
