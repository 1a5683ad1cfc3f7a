import { describe, expect, it } from 'vitest';
import { embedFragment, embedSnippet, fullPageFragment, parseEmbedHash } from './embedLink';
import { embedLink, shareLink } from '../views/work/share/baseUrl';

describe('embed addresses', () => {
  it('reads the design payload and the pattern of an embed fragment', () => {
    const hash = `#${embedFragment('m=v1.abc-_', { view: 'pattern', pattern: 'Orders of a customer' })}`;
    expect(hash).toBe('#m=v1.abc-_&pattern=Orders%20of%20a%20customer');
    expect(parseEmbedHash(hash)).toEqual({ ok: true, request: { payload: 'v1.abc-_', view: { view: 'pattern', pattern: 'Orders of a customer' } } });
    expect(parseEmbedHash('#m=v1.x')).toEqual({ ok: true, request: { payload: 'v1.x', view: { view: 'pattern', pattern: undefined } } });
  });

  it('reads the aggregate and partition views, with or without a table, and gives the full page the same view', () => {
    const agg = `#${embedFragment('m=v1.a', { view: 'aggregate', table: 'Shop & Co' })}`;
    expect(agg).toBe('#m=v1.a&view=aggregate&table=Shop%20%26%20Co');
    const parsed = parseEmbedHash(agg);
    expect(parsed).toEqual({ ok: true, request: { payload: 'v1.a', view: { view: 'aggregate', table: 'Shop & Co' } } });
    if (parsed.ok) expect(fullPageFragment(parsed.request)).toBe('m=v1.a&view=aggregate&table=Shop%20%26%20Co');
    expect(parseEmbedHash('#m=v1.a&view=partitions')).toEqual({ ok: true, request: { payload: 'v1.a', view: { view: 'partitions', table: undefined } } });
    expect(embedFragment('m=v1.a', { view: 'partitions', table: undefined })).toBe('m=v1.a&view=partitions');
  });

  it('refuses a fragment without a design or with an unknown view, saying why', () => {
    const none = parseEmbedHash('#pattern=x');
    expect(none.ok === false && none.message).toMatch(/holds no design/);
    const view = parseEmbedHash('#m=v1.x&view=chart');
    expect(view.ok === false && view.message).toMatch(/view=chart/);
  });

  it('writes an iframe snippet whose attributes cannot be broken out of', () => {
    const s = embedSnippet('https://example.org/k/embed.html#m=v1.a&pattern=x', 'A "quoted" <b>');
    expect(s).toContain('src="https://example.org/k/embed.html#m=v1.a&amp;pattern=x"');
    expect(s).toContain('title="keyscape: A &quot;quoted&quot; &lt;b>"');
    expect(s.startsWith('<iframe ') && s.endsWith('></iframe>')).toBe(true);
  });

  it('gives the snippet the height it is asked for (520 by default)', () => {
    expect(embedSnippet('https://e.org/embed.html#m=v1.a', 't')).toContain(' height="520" ');
    expect(embedSnippet('https://e.org/embed.html#m=v1.a&view=partitions', 't', 900)).toContain(' height="900" ');
  });

  it('points share and embed links at the configured base URL', () => {
    expect(shareLink('m=v1.a', 'https://example.org/tools/keyscape/')).toBe('https://example.org/tools/keyscape/#m=v1.a');
    expect(embedLink('m=v1.a&pattern=p', 'https://example.org/tools/keyscape/')).toBe('https://example.org/tools/keyscape/embed.html#m=v1.a&pattern=p');
  });
});
