// Injected into every page the INP script opens (after web-vitals' attribution build, which defines the global
// `webVitals`), before the page's own scripts. It keeps, for the script to read back:
// - `interactions`: every Event Timing entry (PerformanceObserver type 'event', durationThreshold 16, the lowest
//   the browser allows) that belongs to an interaction (interactionId > 0): an interaction's latency is the
//   longest of its entries (pointerdown, pointerup and click of a tap; keydown, keypress and keyup of a key);
// - `inp`: what web-vitals' onINP reports (reportAllChanges), with its attribution: the phases and the long
//   animation frames' scripts of the interaction that sets INP. Below 50 interactions INP is the worst one.
// Interactions faster than 16 ms have no entry at all: the script counts them as "under 16 ms".
(() => {
  const describe = (node) => {
    if (node?.nodeType !== 1) return '';
    const label = node.getAttribute('aria-label') || node.getAttribute('id') || node.textContent || '';
    return `${node.tagName.toLowerCase()} ${label.trim().slice(0, 40)}`;
  };
  const kept = { interactions: [], inp: [] };
  window.__inpProbe = kept;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      kept.interactions.push({
        id: entry.interactionId,
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        target: describe(entry.target),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  webVitals.onINP(
    (metric) => {
      const a = metric.attribution;
      kept.inp.push({
        value: metric.value,
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processing: a.processingDuration,
        presentation: a.presentationDelay,
        scripts: (a.longAnimationFrameEntries ?? []).flatMap((frame) =>
          frame.scripts.map((s) => ({
            invoker: s.invoker,
            source: `${s.sourceURL.split('/').pop()}:${s.sourceFunctionName}`,
            duration: Math.round(s.duration),
            forcedLayout: Math.round(s.forcedStyleAndLayoutDuration),
          })),
        ),
      });
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
})();
