/**
 * Runs `task` once the browser has painted the next frame: a tap's own answer (a tab shown as chosen) reaches the
 * screen first, and the work the tap starts (a navigation, the day's sections rendered again) comes after it,
 * instead of holding that frame back. A task run as an animation frame callback would still precede the paint;
 * the timer it sets runs after it. (web.dev's "yield to the main thread" for Interaction to Next Paint;
 * docs/performance.md, Interactions.)
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });
}
