import { describe, expect, it } from 'vitest';
import { dynamicImportNeeds, mainWasmFile } from './preloadPlugin';

describe('mainWasmFile', () => {
  it('picks the main module, never the one with every part', () => {
    expect(mainWasmFile(['assets/keyscape-full-BSy-nSAU.wasm', 'assets/main-D1.js', 'assets/keyscape-BtJ2usdB.wasm'])).toBe('assets/keyscape-BtJ2usdB.wasm');
    expect(mainWasmFile(['assets/keyscape-full-BSy-nSAU.wasm'])).toBeUndefined();
    expect(mainWasmFile(['assets/keyscape-BtJ2usdB.js'])).toBeUndefined();
  });
});

describe('dynamicImportNeeds', () => {
  const chunk = (fileName: string, imports: string[], css: string[], extra: Record<string, unknown> = {}) => ({
    type: 'chunk', fileName, imports, dynamicImports: [] as string[], viteMetadata: { importedCss: new Set(css) }, facadeModuleId: null as string | null, ...extra,
  });
  const bundle = {
    'main.js': chunk('main.js', ['helper.js'], ['main.css'], { dynamicImports: ['page.js', 'lazy.js'] }),
    'helper.js': chunk('helper.js', [], ['helper.css']),
    'page.js': chunk('page.js', ['shared.js', 'helper.js', 'vendor.js'], ['page.css'], { facadeModuleId: '/w/src/page.tsx' }),
    'shared.js': chunk('shared.js', ['vendor.js'], ['shared.css', 'helper.css']),
    'vendor.js': chunk('vendor.js', [], []),
    'lazy.js': chunk('lazy.js', ['vendor.js'], ['lazy.css'], { facadeModuleId: '/w/src/Lazy.tsx' }),
    'keyscape-x.wasm': { type: 'asset', fileName: 'keyscape-x.wasm' },
  };
  const atOnce = (id: string) => id.endsWith('/src/page.tsx');

  it("preloads the page's scripts, imports first, and its stylesheets in Vite's static order", () => {
    expect(dynamicImportNeeds(bundle['main.js'], bundle, atOnce)).toEqual({
      scripts: ['vendor.js', 'shared.js', 'page.js'],
      styles: ['shared.css', 'page.css'],
    });
  });

  it('leaves out what the entry links already and the dynamic imports that do not start at once', () => {
    const needs = dynamicImportNeeds(bundle['main.js'], bundle, atOnce);
    expect(needs.scripts).not.toContain('helper.js');
    expect(needs.styles).not.toContain('helper.css');
    expect(needs.scripts).not.toContain('lazy.js');
    expect(dynamicImportNeeds(bundle['main.js'], bundle, () => false)).toEqual({ scripts: [], styles: [] });
  });
});
