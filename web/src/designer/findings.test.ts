import { describe, expect, it } from 'vitest';
import type { LintFinding, ModelFile } from '@wasm/types';
import { fixTemplate } from './Findings';

const model = { format: 'keyscape-model', version: 1, name: 'x', entities: [{ keys: { SK: 'ORDER#${n}' } }] } as unknown as ModelFile;
const finding = (path: string, fix: string): LintFinding => ({
  rule: 'unpadded-number', severity: 'warning', location: { path }, message: '', explanation: '', fix,
});

describe('lint fixes', () => {
  it('takes the corrected template after the colon', () => {
    expect(fixTemplate(model, finding('/entities/0/keys/SK', 'zero-pad it to a fixed width: ORDER#${n|pad(10)}'))).toBe('ORDER#${n|pad(10)}');
    expect(fixTemplate(model, finding('/entities/0/keys/SK', 'ORDER#${n|pad(4)}'))).toBe('ORDER#${n|pad(4)}');
  });
  it('offers nothing when the fix is advice or the path is not a template', () => {
    expect(fixTemplate(model, finding('/entities/0/keys/SK', 'add a timestamp to the sort key'))).toBeNull();
    expect(fixTemplate(model, finding('/entities/0', 'x: ${a}'))).toBeNull();
    expect(fixTemplate(model, finding('/entities/0/keys/SK', 'already: ORDER#${n}'))).toBeNull();
  });
});
