// The embed's address and snippet: `embed.html#m=v1.…&pattern=NAME` shows one access
// pattern's range view of the design the `m=` payload holds (the share-link codec). The
// snippet is what the designer's Share menu offers as "Embed".
import { linkPayload } from '../views/work/share/codec';


export interface EmbedRequest {
  /** The `m=` payload (`v1.…`). */
  payload: string;
  /** The access pattern's name; undefined: the design's first pattern. */
  pattern: string | undefined;
}

/** What an embed's fragment asks for, or what is wrong with it. */
export function parseEmbedHash(hash: string): { ok: true; request: EmbedRequest } | { ok: false; message: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const payload = linkPayload(hash);
  if (!payload) return { ok: false, message: 'This embed holds no design: its address should end in #m=v1.… (made by keyscape\'s Share menu, "Embed").' };
  const view = params.get('view');
  if (view !== null && view !== 'pattern') return { ok: false, message: `This embed asks for view=${view}; keyscape embeds show one pattern's range view (view=pattern, the default).` };
  return { ok: true, request: { payload, pattern: params.get('pattern') ?? undefined } };
}

/** The embed page's fragment for a share fragment (`m=v1.…`) and a pattern. */
export function embedFragment(shareFragment: string, pattern: string): string {
  return `${shareFragment}&pattern=${encodeURIComponent(pattern)}`;
}

/** The `<iframe>` snippet for an embed at `embedUrl` (absolute). */
export function embedSnippet(embedUrl: string, title: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${esc(embedUrl)}" title="${esc(`keyscape: ${title}`)}" width="100%" height="520" style="border:1px solid #ccc;border-radius:6px" loading="lazy" referrerpolicy="no-referrer"></iframe>`;
}
