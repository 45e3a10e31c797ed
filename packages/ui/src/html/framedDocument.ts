/**
 * The policy of a document the panel builds for a frame (a preview, a generated file): nothing runs, and
 * it loads only pictures and its own inline styles. The frame is sandboxed without `allow-scripts` too,
 * inside the panel's frame page, whose policy it narrows (WEB-130).
 */
export const FRAME_DOCUMENT_POLICY =
  "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; font-src http: https: data:; form-action 'none'; base-uri 'none'";

/**
 * A whole HTML document for a sandboxed frame, as it is (a preview shows exactly what is published, so it
 * is not sanitised), with FRAME_DOCUMENT_POLICY as the first thing of its head: the frame runs none of
 * its scripts whatever its sandbox says, even where the frame page is served without its own policy. A
 * string: the panel posts it to its frame page (WEB-129), which sets it through a policy of its own.
 */
export function framedDocument(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${FRAME_DOCUMENT_POLICY}">`;
  // After the doctype, which must stay first (a page without it renders in quirks mode).
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}`;
}
