import type { Plugin } from 'vite';
import { FRAME_PAGE, FRAME_SCRIPT, framePageHtml } from '../shared/framePage';
import { buildFramePageScript } from './bootScript';

/**
 * Emits the frame page and its script (src/shared/framePage.ts, WEB-129) beside index.html; the dev server
 * answers them too. Their headers are in headers.json (securityHeaders.ts).
 */
export function framePagePlugin(): Plugin {
  const files: Record<string, { type: string; source: () => string | Promise<string> }> = {
    [FRAME_PAGE]: { type: 'text/html; charset=utf-8', source: framePageHtml },
    [FRAME_SCRIPT]: { type: 'text/javascript; charset=utf-8', source: buildFramePageScript },
  };
  return {
    name: 'redakcja-frame-page',
    async generateBundle() {
      for (const [fileName, { source }] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source: await source() });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files[(request.url ?? '').split('?')[0]?.split('/').pop() ?? ''];
        if (!file) return next();
        void Promise.resolve(file.source()).then((source) => {
          response.setHeader('content-type', file.type);
          response.end(source);
        }, next);
      });
    },
  };
}
