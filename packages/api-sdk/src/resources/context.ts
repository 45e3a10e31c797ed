import type { AuthManager } from '../http/auth';
import type { RequestSender } from '../http/request';
import type { PageReader } from '../hydra/reader';

/** What every resource module is built from. */
export interface ResourceContext {
  sender: RequestSender;
  pages: PageReader;
  auth: AuthManager;
  /** The file picker's `{fileApiPath}` (D4: '/api/media/'). */
  fileApiPath: string;
}
