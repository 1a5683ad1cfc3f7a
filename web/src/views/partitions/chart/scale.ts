// Scales for the partition charts: "nice" axis maxima and ticks, and the vertical scale
// of a demand chart, which always shows the per-partition limit line with headroom.

/** The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k that is >= x (x <= 0 gives 1). */
export function niceCeil(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return 1;
  const exp = Math.floor(Math.log10(x));
  const base = 10 ** exp;
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) {
    const v = m * base;
    if (v >= x * (1 - 1e-12)) return v;
  }
  return 10 * base;
}

/** A tick step: 1, 2, 2.5 or 5 × 10^k, the smallest >= x. */
export function niceStep(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return 1;
  const base = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * base >= x * (1 - 1e-12)) return m * base;
  return 10 * base;
}

/** Evenly spaced ticks from 0 to max inclusive, with a nice step, about `count` of them. */
export function ticks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0];
  const step = niceStep(max / Math.max(1, count));
  const out: number[] = [];
  for (let v = 0; v <= max * (1 + 1e-9); v += step) out.push(Math.round(v * 1e9) / 1e9);
  return out;
}

/** Maps [0, domainMax] onto [0, rangeMax] (clamped), for bar heights in pixels. */
export function linear(domainMax: number, rangeMax: number): (v: number) => number {
  const d = domainMax > 0 ? domainMax : 1;
  return (v: number) => Math.max(0, Math.min(rangeMax, (v / d) * rangeMax));
}

/**
 * The top of a demand chart's axis: high enough for the largest demand and for the
 * limit line with 25% headroom above it, so the line is always visible and an
 * over-limit bar visibly crosses it.
 */
export function demandAxisMax(maxDemand: number, limit: number): number {
  return niceCeil(Math.max(limit * 1.25, maxDemand * 1.05));
}

/** x position (pixels) of a hash-space fraction on a strip `width` wide. */
export function hashX(fraction: number, width: number): number {
  return Math.max(0, Math.min(width, fraction * width));
}
