// The types of chromium.mjs, for the TypeScript that imports it (the browser tests' harness).
export declare const CHROMIUM_PATH: string;
export declare const TEST_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function ensureChromium(): number;
