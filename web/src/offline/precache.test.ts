import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP, precacheManifest } from './precachePlugin';

describe('precache manifest', () => {
  it('lists every built file but sw.js, sorted, and versions their contents', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precache-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<html>');
    writeFileSync(join(dir, 'assets', 'engine-1a2b.wasm'), 'wasm');
    writeFileSync(join(dir, 'assets', 'app-3c4d.js'), 'js');
    writeFileSync(join(dir, 'sw.js'), 'old worker');
    const a = precacheManifest(dir);
    expect(a.files).toEqual(['assets/app-3c4d.js', 'assets/engine-1a2b.wasm', 'index.html']);
    writeFileSync(join(dir, 'sw.js'), 'another worker');
    expect(precacheManifest(dir).version).toBe(a.version);
    writeFileSync(join(dir, 'assets', 'app-3c4d.js'), 'js, changed');
    expect(precacheManifest(dir).version).not.toBe(a.version);
  });
  it('the policy names only this origin, allows wasm but neither eval nor inline code', () => {
    expect(CSP).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(CSP).toContain("worker-src 'self'");
    expect(CSP).toContain("connect-src 'self'");
    expect(CSP).not.toMatch(/'unsafe-eval'|'unsafe-inline'|https?:|\*/);
  });
});
