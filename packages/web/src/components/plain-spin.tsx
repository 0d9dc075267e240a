/**
 * A spinner drawn by styles.css alone (antd's Spin would bring antd's styling engine): what shows while the
 * app asks who is signed in, and while the first page loads.
 */
export function PlainSpin({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div
      className={fullPage ? 'plain-spin plain-spin-page' : 'plain-spin'}
      role="status"
      aria-label="Loading"
    >
      <span className="plain-spin-dot" />
    </div>
  );
}
