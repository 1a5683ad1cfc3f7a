// useKeyscape with vitest's own hooks (no globals needed). Types: testing.d.mts.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { useKeyscape as withHooks } from './testing.mjs';

export function useKeyscape(options = {}) {
  return withHooks(options, { beforeAll, afterAll, beforeEach });
}
