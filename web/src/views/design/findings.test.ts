import { describe, expect, it } from 'vitest';
import type { LintFinding, ModelFile } from '@wasm/types';
import { fixTemplate } from './Findings';

const model = { format: 'keyscape-model', version: 1, name: 'x', entities: [{ keys: { SK: 'ORDER#${n}' } }] } as unknown as ModelFile;
const finding = (path: string, fix: string, fixValue?: string): LintFinding => ({
  rule: 'unpadded-number', severity: 'warning', location: { path }, message: '', explanation: '', fix,
  ...(fixValue === undefined ? {} : { fixValue }),
});

describe('lint fixes', () => {
  it("applies the engine's fixValue", () => {
    expect(fixTemplate(model, finding('/entities/0/keys/SK', 'zero-pad it to a fixed width: ORDER#${n|pad(10)}', 'ORDER#${n|pad(10)}'))).toBe('ORDER#${n|pad(10)}');
  });
  it('offers nothing without a fixValue, off a string, or when it changes nothing', () => {
    expect(fixTemplate(model, finding('/entities/0/keys/SK', 'zero-pad it: ORDER#${n|pad(10)}'))).toBeNull();
    expect(fixTemplate(model, finding('/entities/0', 'x', '${a}'))).toBeNull();
    expect(fixTemplate(model, finding('/entities/0/keys/SK', 'already', 'ORDER#${n}'))).toBeNull();
  });
});
