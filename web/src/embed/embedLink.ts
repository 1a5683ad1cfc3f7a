// The embed's address and snippet: `embed.html#m=v1.…&pattern=NAME` shows one access
// pattern's range view of the design the `m=` payload holds (the share-link codec);
// `&view=aggregate` or `&view=partitions` (and `&table=NAME`) a table's aggregate or
// partition view (views/work/share/linkView.ts). The snippet is what the designer's Share
// menu offers as "Embed".
import { linkPayload } from '../views/work/share/codec';
import { linkedView, viewParams, type LinkedView } from '../views/work/share/linkView';

export interface EmbedRequest {
  /** The `m=` payload (`v1.…`). */
  payload: string;
  /** What to show (a pattern undefined: the design's first; a table undefined: its first). */
  view: LinkedView;
}

/** What an embed's fragment asks for, or what is wrong with it. */
export function parseEmbedHash(hash: string): { ok: true; request: EmbedRequest } | { ok: false; message: string } {
  const payload = linkPayload(hash);
  if (!payload) return { ok: false, message: 'This embed holds no design: its address should end in #m=v1.… (made by keyscape\'s Share menu, "Embed").' };
  const v = linkedView(hash);
  if (!v.ok) return v;
  return { ok: true, request: { payload, view: v.view } };
}

/** The embed page's fragment for a share fragment (`m=v1.…`) and a view. */
export function embedFragment(shareFragment: string, view: LinkedView): string {
  return `${shareFragment}${viewParams(view)}`;
}

/** The full page's fragment for the same design and view ("Open in keyscape"). */
export function fullPageFragment(request: EmbedRequest): string {
  return `m=${request.payload}${viewParams(request.view)}`;
}

/**
 * The `<iframe>` snippet for an embed at `embedUrl` (absolute), `height` CSS pixels tall
 * (the partition view's chart needs more than a range or aggregate view).
 */
export function embedSnippet(embedUrl: string, title: string, height = 520): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${esc(embedUrl)}" title="${esc(`keyscape: ${title}`)}" width="100%" height="${height}" style="border:1px solid #ccc;border-radius:6px" loading="lazy" referrerpolicy="no-referrer"></iframe>`;
}
