// Number formatting for the partition view. Deterministic (en-US grouping, no locale
// surprises), short, and honest about rounding: capacity below 10 keeps one decimal.

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const grouped1 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 1234567 → "1,234,567" (rounded to an integer). */
export function fmtInt(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return grouped.format(Math.round(n) === 0 ? 0 : n);
}

/** 999 → "999", 25_792 → "25.8k", 1_000_000 → "1M", 1_250_000 → "1.25M". */
export function fmtCompact(n: number): string {
  if (!Number.isFinite(n)) return '—';
  const a = Math.abs(n);
  const trim = (s: string) => s.replace(/\.0+$/, '').replace(/(\.\d*[1-9])0+$/, '$1');
  if (a < 1000) return fmtUnits(n);
  if (a < 1e6) return `${trim((n / 1e3).toFixed(a < 1e4 ? 2 : 1))}k`;
  if (a < 1e9) return `${trim((n / 1e6).toFixed(a < 1e7 ? 2 : 1))}M`;
  return `${trim((n / 1e9).toFixed(a < 1e10 ? 2 : 1))}B`;
}

/** Capacity units per second: "5,000", "1,500", "2.5", "0". */
export function fmtUnits(n: number): string {
  if (!Number.isFinite(n)) return '—';
  const a = Math.abs(n);
  if (a === 0) return '0';
  if (a < 10) return grouped1.format(Math.round(n * 10) / 10);
  return grouped.format(n);
}

/** Bytes with binary units, as DynamoDB counts them: "512 B", "7.3 MB", "10 GB". */
export function fmtBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '—';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  if (u === 0) return `${Math.round(v)} B`;
  const digits = v < 10 ? 1 : 0;
  return `${v.toFixed(digits).replace(/\.0$/, '')} ${units[u]}`;
}

/** 0.8 → "80%", 0.0012 → "0.1%", 0.00001 → "<0.1%". */
export function fmtPct(f: number): string {
  if (!Number.isFinite(f)) return '—';
  if (f === 0) return '0%';
  const p = f * 100;
  if (Math.abs(p) < 0.1) return '<0.1%';
  if (Math.abs(p) < 10 && Math.round(p) !== p) return `${p.toFixed(1)}%`;
  return `${Math.round(p)}%`;
}

/** demand / limit as a multiple: "5×", "1.5×", "0.25×". */
export function fmtMultiple(demand: number, limit: number): string {
  if (!(limit > 0) || !Number.isFinite(demand)) return '—';
  const m = demand / limit;
  const s = m >= 10 ? m.toFixed(0) : m >= 1 ? m.toFixed(1) : m.toFixed(2);
  return `${s.replace(/\.?0+$/, '') || '0'}×`;
}

/** "1 partition", "4 partitions". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${fmtInt(n)} ${n === 1 ? one : many}`;
}

/** Milliseconds as "850 ms" or "12.4 s". */
export function fmtDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const m = Math.floor(ms / 60_000);
  return `${m} min ${Math.round((ms - m * 60_000) / 1000)} s`;
}
