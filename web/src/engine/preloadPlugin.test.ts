import { describe, expect, it } from 'vitest';
import { mainWasmFile } from './preloadPlugin';

describe('mainWasmFile', () => {
  it('picks the main module, never the one with every part', () => {
    expect(mainWasmFile(['assets/keyscape-full-BSy-nSAU.wasm', 'assets/main-D1.js', 'assets/keyscape-BtJ2usdB.wasm'])).toBe('assets/keyscape-BtJ2usdB.wasm');
    expect(mainWasmFile(['assets/keyscape-full-BSy-nSAU.wasm'])).toBeUndefined();
    expect(mainWasmFile(['assets/keyscape-BtJ2usdB.js'])).toBeUndefined();
  });
});
