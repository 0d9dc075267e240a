/**
 * The reading bell, synthesised with the Web Audio API: no sound file to ship or license. A struck-bell
 * timbre from three sine partials (1, 2.76, 5.4 times 880 Hz, the inharmonic ratios of a small bell) under an
 * exponential decay of about 0.6 s.
 *
 * Browsers keep an AudioContext suspended until the page has had a user gesture. The context is created while
 * the page is idle, and resumed on the first tap, click or key press on the page (listeners added once), so a
 * bell due later can sound; a bell due before any gesture is tried and silently skipped. Creating it is the
 * costly part (the browser's first one took about 180 ms at a tablet's CPU): made in the first tap's handler,
 * it delayed that tap's response, often the nurse's opening of a patient card (docs/performance.md,
 * Interactions).
 */
let context: AudioContext | null = null;
let unlockInstalled = false;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Creates the audio context when the page is idle and resumes it on the first user gesture (idempotent). */
export function unlockBellOnGesture(): void {
  if (unlockInstalled || typeof window === 'undefined') return;
  unlockInstalled = true;
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
  whenIdle(() => void audioContext());
  const unlock = () => {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, unlock, true);
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, unlock, { capture: true, passive: true });
}

const PARTIALS = [
  { ratio: 1, gain: 0.5 },
  { ratio: 2.76, gain: 0.22 },
  { ratio: 5.4, gain: 0.08 },
];
const BASE_HZ = 880;
const DURATION_S = 0.6;

/** Plays the bell once; answers whether it could be played (false when audio is blocked or missing). */
export function playBell(): boolean {
  const ctx = audioContext();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  if (ctx.state !== 'running') return false;
  const start = ctx.currentTime + 0.01;
  const out = ctx.createGain();
  out.gain.setValueAtTime(0.0001, start);
  out.gain.exponentialRampToValueAtTime(0.6, start + 0.005);
  out.gain.exponentialRampToValueAtTime(0.0001, start + DURATION_S);
  out.connect(ctx.destination);
  for (const partial of PARTIALS) {
    const osc = ctx.createOscillator();
    const level = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = BASE_HZ * partial.ratio;
    level.gain.value = partial.gain;
    osc.connect(level).connect(out);
    osc.start(start);
    osc.stop(start + DURATION_S + 0.05);
  }
  return true;
}
