/**
 * frame.js, the frame page's classic script: bundled by the build from this module and framePage.ts
 * (bundling/framePage.ts), as index.html's boot is.
 */
import { FRAME_MESSAGES, FRAME_POLICY_NAME, framePageScript } from './framePage';

framePageScript(FRAME_MESSAGES, FRAME_POLICY_NAME);
