// How the benchmark (scripts/bench.mjs) drives Chromium: the same few steps over two drivers.
//
// 'cdp' (the default): Chromium's DevTools protocol over its pipe (--remote-debugging-pipe), with only
// what a run needs: the probe script, the navigation, the page's CPU metric and reading the result back.
// A user's browser has no DevTools attached; Playwright attaches to every page with its own
// instrumentation (network events for every request, its injected script in every document, console
// and execution-context reports), which on this 2-core machine delayed the rows by 70–100 ms of a
// 360–440 ms load (WEB-78, measured interleaved on the same build).
// 'playwright': playwright-core as the bench drove Chromium before WEB-78, for comparing with earlier
// figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A function and its argument as an expression the page evaluates. */
const call = (fn, arg) => `(${fn})(${arg === undefined ? '' : JSON.stringify(arg)})`;

/** In the page: resolves with the predicate's first truthy value, checked every frame. */
const WAIT_IN_PAGE = async (test, arg, timeout) => {
  const start = performance.now();
  return await new Promise((resolve, reject) => {
    const poll = () => {
      const value = test(arg);
      if (value) resolve(value);
      else if (performance.now() - start > timeout) reject(new Error(`bench: timed out after ${timeout} ms`));
      else requestAnimationFrame(poll);
    };
    poll();
  });
};

/** In the page: the input whose label (or aria-label) is the text, focused. */
const FOCUS_BY_LABEL = (label) => {
  const input = [...document.querySelectorAll('input, textarea')].find(
    (field) =>
      field.getAttribute('aria-label') === label ||
      [...(field.labels ?? [])].some((element) => element.textContent?.trim() === label),
  );
  if (!input) throw new Error(`bench: no field labelled '${label}'`);
  input.focus();
};

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function launchCdp({ executablePath, args }) {
  const profile = mkdtempSync(join(tmpdir(), 'redakcja-bench-'));
  const child = spawn(
    executablePath,
    [...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [toChromium, fromChromium] = [child.stdio[3], child.stdio[4]];
  let lastId = 0;
  const pending = new Map();
  const waiters = new Set();
  let text = '';
  fromChromium.setEncoding('utf8');
  fromChromium.on('data', (chunk) => {
    text += chunk;
    for (let end = text.indexOf('\0'); end >= 0; end = text.indexOf('\0')) {
      const message = JSON.parse(text.slice(0, end));
      text = text.slice(end + 1);
      const waiting = pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else if (message.method) {
        for (const waiter of waiters) waiter(message);
      }
    }
  });
  // Chromium goes with the bench, however it ends (an error, Ctrl-C: bench.mjs exits on the signals).
  const kill = () => {
    child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };
  process.once('exit', kill);
  const exited = new Promise((done) => child.once('exit', done));
  exited.then(() => {
    for (const waiting of pending.values()) waiting.reject(new Error('bench: Chromium exited'));
    pending.clear();
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve, reject, method });
      toChromium.write(
        `${JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`,
      );
    });
  /** The next event that `matches`, from now on. */
  const nextEvent = (matches) =>
    new Promise((resolve) => {
      const waiter = (message) => {
        if (!matches(message)) return;
        waiters.delete(waiter);
        resolve(message);
      };
      waiters.add(waiter);
    });
  const { product, userAgent } = await send('Browser.getVersion');

  return {
    version: product.split('/')[1],
    async newProfile({
      viewport,
      deviceScaleFactor = 1,
      isMobile = false,
      hasTouch = false,
      locale,
      timezoneId,
      cookies,
    }) {
      const { browserContextId } = await send('Target.createBrowserContext');
      await send('Storage.setCookies', { browserContextId, cookies });
      return {
        async newPage() {
          const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
          const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
          const page = (method, params) => send(method, params, sessionId);
          await page('Page.enable');
          await page('Performance.enable');
          await page('Emulation.setDeviceMetricsOverride', {
            ...viewport,
            deviceScaleFactor,
            mobile: isMobile,
          });
          if (hasTouch)
            await page('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
          await page('Emulation.setLocaleOverride', { locale });
          await page('Emulation.setTimezoneOverride', { timezoneId });
          await page('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: locale });
          const evaluateExpression = async (expression) => {
            const { result, exceptionDetails } = await page('Runtime.evaluate', {
              expression,
              awaitPromise: true,
              returnByValue: true,
            });
            if (exceptionDetails)
              throw new Error(
                `bench: in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
              );
            return result.value;
          };
          const evaluate = (fn, arg) => evaluateExpression(call(fn, arg));
          return {
            addInitScript: (fn, arg) =>
              page('Page.addScriptToEvaluateOnNewDocument', { source: call(fn, arg) }),
            async goto(url) {
              // Back once the document of the address has been committed (its init scripts run first).
              const committed = nextEvent(
                (message) =>
                  message.sessionId === sessionId &&
                  message.method === 'Page.frameNavigated' &&
                  !message.params.frame.parentId,
              );
              const { errorText } = await page('Page.navigate', { url });
              if (errorText) throw new Error(`bench: ${url}: ${errorText}`);
              await committed;
            },
            evaluate,
            // The predicate goes into the expression as source (the panel's CSP forbids eval in the page).
            waitFor: (predicate, arg, timeout = 30_000) =>
              evaluateExpression(
                `(${WAIT_IN_PAGE})(${predicate}, ${JSON.stringify(arg ?? null)}, ${timeout})`,
              ),
            async threadTime() {
              const { metrics } = await page('Performance.getMetrics');
              return metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
            },
            /** Types into the field labelled `label`, or into the focused one when `label` is null. */
            async type(label, text, delay) {
              if (label !== null) await evaluate(FOCUS_BY_LABEL, label);
              for (const key of text) {
                await page('Input.dispatchKeyEvent', {
                  type: 'keyDown',
                  key,
                  text: key,
                  unmodifiedText: key,
                });
                await page('Input.dispatchKeyEvent', { type: 'keyUp', key });
                await sleep(delay);
              }
            },
            /** The pointer moved onto (x, y), left there `restMs`, then a left click there. */
            async pointAndClick(x, y, restMs) {
              await page('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
              await sleep(restMs);
              for (const type of ['mousePressed', 'mouseReleased'])
                await page('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
            },
            /** A key with Ctrl held ('k': Ctrl+K), pressed and released. */
            async pressWithControl(key) {
              const control = { key: 'Control', code: 'ControlLeft', windowsVirtualKeyCode: 17 };
              const pressed = {
                key,
                code: `Key${key.toUpperCase()}`,
                windowsVirtualKeyCode: key.toUpperCase().charCodeAt(0),
              };
              for (const [type, event] of [
                ['keyDown', control],
                ['rawKeyDown', pressed],
                ['keyUp', pressed],
                ['keyUp', control],
              ])
                await page('Input.dispatchKeyEvent', {
                  type,
                  modifiers: type === 'keyUp' && event === control ? 0 : 2,
                  ...event,
                });
            },
            close: () => send('Target.closeTarget', { targetId }),
          };
        },
        close: () => send('Target.disposeBrowserContext', { browserContextId }),
      };
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      await exited;
      process.off('exit', kill);
      // Chromium's helper processes can still be writing into the profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

async function launchPlaywright({ executablePath, args }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args });
  return {
    version: browser.version(),
    async newProfile({ viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, cookies }) {
      const context = await browser.newContext({
        locale,
        timezoneId,
        viewport,
        ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
        ...(isMobile ? { isMobile } : {}),
        ...(hasTouch ? { hasTouch } : {}),
      });
      await context.addCookies(cookies);
      return {
        async newPage() {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Performance.enable');
          return {
            addInitScript: (fn, arg) => page.addInitScript(fn, arg),
            goto: (url) => page.goto(url, { waitUntil: 'commit' }),
            evaluate: (fn, arg) => page.evaluate(fn, arg),
            waitFor: async (predicate, arg, timeout = 30_000) =>
              (await page.waitForFunction(predicate, arg, { timeout })).jsonValue(),
            async threadTime() {
              const { metrics } = await cdp.send('Performance.getMetrics');
              return metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
            },
            type: (label, text, delay) =>
              label === null
                ? page.keyboard.type(text, { delay })
                : page.getByLabel(label).pressSequentially(text, { delay }),
            async pointAndClick(x, y, restMs) {
              await page.mouse.move(x, y);
              await sleep(restMs);
              await page.mouse.down();
              await page.mouse.up();
            },
            pressWithControl: (key) => page.keyboard.press(`Control+${key}`),
            close: () => page.close(),
          };
        },
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

/** Chromium under the named driver ('cdp' or 'playwright'). */
export function launchBenchBrowser(driver, options) {
  if (driver === 'cdp') return launchCdp(options);
  if (driver === 'playwright') return launchPlaywright(options);
  throw new Error(`bench: --driver is 'cdp' or 'playwright', not '${driver}'`);
}
