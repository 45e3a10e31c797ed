import { removeTemporaryFilesNow } from '../io/temporaryFiles';
import { EXIT_CODES } from './exitCodes';

/** What the signal handlers listen on: the process (tests pass an EventEmitter). */
export interface SignalSource {
  on(event: 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'exit', listener: () => void): unknown;
}

/**
 * The first SIGINT, SIGTERM or SIGHUP cancels the run: calls and file writes stop and temporary files are
 * removed as the run unwinds. Later SIGTERMs and SIGHUPs are ignored (`timeout` sends its SIGTERM to the
 * process and again to its group; the default action of the second would kill the process halfway
 * through its clean-up); a second SIGINT (Ctrl-C twice) ends the process at once, its temporary files
 * removed first. Whatever ends the process, the files still under way are removed on 'exit'.
 */
export function handleSignals(
  source: SignalSource,
  controller: AbortController,
  exit: (code: number) => void,
): void {
  let stopping = false;
  const on = (reason: string, killsWhenRepeated: boolean) => () => {
    if (!stopping) {
      stopping = true;
      controller.abort(new DOMException(reason, 'AbortError'));
      return;
    }
    if (killsWhenRepeated) {
      removeTemporaryFilesNow();
      exit(EXIT_CODES.interrupted);
    }
  };
  source.on('SIGINT', on('Interrupted', true));
  source.on('SIGTERM', on('Terminated', false));
  source.on('SIGHUP', on('Hung up', false));
  source.on('exit', removeTemporaryFilesNow);
}
