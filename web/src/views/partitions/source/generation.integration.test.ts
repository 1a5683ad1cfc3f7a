/// <reference types="node" />
// The partition view on a design, against the real engine (the Node wasm build): the
// design's tables and samples load under the prefix, and chunked entity generation adds
// exactly N distinct items keyed by the entity's templates.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '@wasm/node.mjs';
import type { ModelFile } from '@wasm/types';
import { checkEntityForm, DEFAULT_ENTITY_FORM, DESIGN_PREFIX, entityChunkRequest, entityChunks, loadDesignRequest } from './designSource';
import { describeKeys, type Exec } from './keys';
import shop from '../../../docs/examples/online-shop.json';

describe('a design on the real engine', () => {
  let exec: Exec;
  beforeAll(async () => {
    const engine = await createNodeEngine();
    exec = async <Op extends string>(op: Op, request: object) => engine.result(op, request);
  });

  it('loads the design, then generates an entity at scale in chunks', async () => {
    const model = shop as unknown as ModelFile;
    const loaded = await exec('keyscape:LoadDesign', loadDesignRequest(model));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const t = loaded.body.Tables[0];
    if (!t) throw new Error('no table');
    expect(t.TableName).toBe(`${DESIGN_PREFIX}Shop`);
    expect(t.Entities).toContain('Order');
    const samples = t.ItemCount;
    expect(samples).toBeGreaterThan(0);

    const spec = checkEntityForm({ ...DEFAULT_ENTITY_FORM, entity: 'Order', count: '45000', keyCount: '300' });
    if (!spec.ok) throw new Error(spec.message);
    let inserted = 0;
    for (const c of entityChunks(spec.value)) {
      const r = await exec('keyscape:GenerateItems', entityChunkRequest(model, spec.value, c));
      if (!r.ok) throw new Error(r.error.message);
      inserted += r.body.Inserted;
    }
    expect(inserted).toBe(45_000);
    const keys = await describeKeys(exec, { table: t.TableName, pk: t.PartitionKey, sk: t.SortKey ?? '' }, {});
    expect(keys.totalItems).toBe(samples + 45_000);
    const generated = keys.dots.filter((d) => /^CUSTOMER#\d+$/.test(d.value));
    expect(generated.length).toBe(300);
  });
});
