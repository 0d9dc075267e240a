const SPOTLIGHT = 'patient-card-spotlight';

const cardElement = (appointmentID: number) =>
  document.querySelector<HTMLElement>(
    `[data-testid="patient-card"][data-appointment-id="${Number(appointmentID)}"]`,
  );

/** Whether the card is on the page now (a folded section shows only its overdue cards). */
export function isCardShown(appointmentID: number): boolean {
  return cardElement(appointmentID) !== null;
}

/**
 * Brings a card into view, in the middle of the window, and focuses it (a screen reader then reads the
 * patient's name), outlined until focus moves on. Answers false when the card is not on the page.
 */
export function revealCard(appointmentID: number): boolean {
  const card = cardElement(appointmentID);
  if (!card) return false;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  card.focus({ preventScroll: true });
  card.classList.add(SPOTLIGHT);
  card.addEventListener('blur', () => card.classList.remove(SPOTLIGHT), { once: true });
  return true;
}
