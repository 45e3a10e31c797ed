/**
 * One source of truth in spirit (UI-22): ui never imports the SDK, so the limits, delays and texts it
 * shows itself are kept beside its components, and the same values live in the SDK's contract. The
 * panel imports both, so this is where they are held equal, pair by pair: a change on one side
 * without the other fails here. Message functions are compared by calling them with sample numbers.
 */
import * as sdk from '@redakcja/api-sdk';
import * as ui from '@redakcja/ui';
import * as editor from '@redakcja/ui/editor';
import * as newsletter from '@redakcja/ui/newsletter';
import { describe, expect, it } from 'vitest';

const SAMPLES = [1, 110, 200, 314, 655, 1000, 1200];

describe('timing and list limits', () => {
  it.each([
    ['save button reset (4 s)', ui.SAVE_RESET_MS, sdk.SAVE_BUTTON_RESET_MS],
    ['list search debounce (500 ms)', ui.LIST_SEARCH_DEBOUNCE_MS, sdk.SEARCH_DEBOUNCE_MS],
    ['photo search debounce (1000 ms)', ui.PHOTO_SEARCH_DEBOUNCE_MS, sdk.PHOTO_SEARCH_DEBOUNCE_MS],
    ['caption save colour reset (5 s)', ui.CAPTION_SAVE_RESET_MS, sdk.CAPTION_SAVE_COLOUR_RESET_MS],
    ['photo search limit (5000)', ui.PHOTO_SEARCH_LIMIT, sdk.FILE_SEARCH_LIMIT],
  ])('%s', (_, uiValue, sdkValue) => {
    expect(uiValue).toBe(sdkValue);
  });

  it("shows the SDK's photo search limit in the picker's hint", () => {
    expect(ui.FILE_PICKER_TEXTS.searchHint.endsWith(`Domyślny limit: ${sdk.FILE_SEARCH_LIMIT}`)).toBe(true);
  });

  it('numbers pages by the same windows', () => {
    const rule = ui.PAGINATION_RULE;
    expect(rule.allPagesUpTo).toBe(sdk.PAGINATION.showAllPagesUpTo);
    expect(rule.edgeWindow).toBe(sdk.PAGINATION.edgeWindow);
    expect(rule.middleRadius).toBe(sdk.PAGINATION.middleRadius);
    expect(rule.jump).toBe(sdk.PAGINATION.jump);
    // The windows the rule draws have the SDK's sizes.
    expect(ui.paginationWindow(20, 40).pages).toHaveLength(sdk.PAGINATION.middleWindow);
    expect(ui.paginationWindow(1, 40).pages).toHaveLength(sdk.PAGINATION.edgeWindow);
    expect(ui.paginationWindow(40, 40).pages).toHaveLength(sdk.PAGINATION.edgeWindow);
    expect(ui.paginationWindow(20, 40).jumpForward).toBe(20 + sdk.PAGINATION.jump);
  });
});

describe('image size messages', () => {
  const pairs = [
    ['min', 'width', sdk.imageSizeMessages.widthMin],
    ['max', 'width', sdk.imageSizeMessages.widthMax],
    ['exact', 'width', sdk.imageSizeMessages.widthExact],
    ['min', 'height', sdk.imageSizeMessages.heightMin],
    ['max', 'height', sdk.imageSizeMessages.heightMax],
    ['exact', 'height', sdk.imageSizeMessages.heightExact],
  ] as const;

  it.each(pairs)("'%s' of the %s reads the same", (kind, side, sdkMessage) => {
    for (const px of SAMPLES) expect(ui.dimensionMessages[kind](side, px)).toBe(sdkMessage(px));
  });

  it("gives the SDK's first violation for every image field of the contract", () => {
    const sizes = [
      { width: 1, height: 1 },
      { width: 655, height: 200 },
      { width: 314, height: 110 },
      { width: 1300, height: 700 },
      { width: 1100, height: 900 },
      { width: 200, height: 200 },
    ];
    for (const [field, rules] of Object.entries(sdk.IMAGE_SIZES)) {
      for (const size of sizes) {
        expect(ui.checkImageDimensions(size, rules), `${field} ${size.width}x${size.height}`).toBe(
          sdk.imageSizeViolations(size, rules)[0] ?? null,
        );
      }
    }
  });
});

describe('dialogs and the file picker', () => {
  it("titles a field's error dialog and says 'Pole wymagane.' alike", () => {
    expect(ui.errorTitle('Zdjęcie Główne')).toBe(sdk.errorDialogTitle('Zdjęcie Główne'));
    expect(ui.REQUIRED_FIELD_MESSAGE).toBe(sdk.sharedMessages.requiredImage);
  });

  it("shows the SDK's single entry of a failed tree", () => {
    expect(ui.FILE_PICKER_TEXTS.loadError).toBe(sdk.FILE_MANAGER_ERROR_ENTRY);
  });
});

describe('rich-text editor', () => {
  it('limits inline images to the same width, with the same message', () => {
    expect(editor.MAX_INLINE_IMAGE_WIDTH).toBe(sdk.EDITOR_MAX_IMAGE_WIDTH);
    expect(editor.INLINE_IMAGE_RULES).toEqual(sdk.IMAGE_SIZES.editorImage);
    expect(editor.IMAGE_TOO_WIDE_MESSAGE).toBe(sdk.EDITOR_IMAGE_WIDTH_MESSAGE);
  });

  it('offers the same resize options (null is the original size)', () => {
    expect(editor.IMAGE_WIDTHS.map((width) => width ?? 'original')).toEqual([
      ...sdk.EDITOR_IMAGE_RESIZE_OPTIONS,
    ]);
  });

  it('offers the same font sizes and retries embeds alike', () => {
    expect(editor.FONT_SIZE_MIN).toBe(sdk.EDITOR_FONT_SIZE_MIN);
    expect(editor.FONT_SIZE_MAX).toBe(sdk.EDITOR_FONT_SIZE_MAX);
    expect(editor.FONT_SIZES).toEqual(sdk.EDITOR_FONT_SIZES);
    expect(editor.EMBED_RETRIES).toBe(sdk.EDITOR_EMBED_RETRIES);
    expect(editor.EMBED_RETRY_INTERVAL_MS).toBe(sdk.EDITOR_EMBED_RETRY_INTERVAL_MS);
  });
});

describe('newsletter renderer', () => {
  it('cuts, sizes and counts alike', () => {
    expect(newsletter.INTRODUCTION_LIMIT).toBe(sdk.NEWSLETTER_INTRO_CUT_LENGTH);
    expect(newsletter.NEWSLETTER_WIDTH).toEqual(sdk.NEWSLETTER_WIDTHS);
    expect(newsletter.BANNER_SLOTS).toBe(sdk.NEWSLETTER_BANNER_SLOTS.length);
    expect(newsletter.DEFAULT_PRODUCT).toBe(sdk.DEFAULT_PRODUCT);
  });

  it('adds the utm parameters of the SDK, in its order', () => {
    expect(Object.fromEntries(newsletter.UTM_PARAMS)).toEqual(sdk.NEWSLETTER_UTM_PARAMS);
    const query = new URLSearchParams(sdk.NEWSLETTER_UTM_PARAMS).toString();
    expect(newsletter.withUtm('https://portal.example/praca')).toBe(`https://portal.example/praca?${query}`);
  });

  it('has the eight categories, with their headings and portal paths, in order', () => {
    expect([...newsletter.NEWSLETTER_CATEGORIES]).toEqual(sdk.NEWSLETTER_CATEGORY_KEYS);
    for (const category of sdk.NEWSLETTER_CATEGORIES) {
      expect(newsletter.CATEGORY_HEADINGS[category.key]).toBe(category.label);
      expect(newsletter.PORTAL_PATHS.category(newsletter.CATEGORY_PATHS[category.key])).toBe(category.path);
    }
  });

  it('links the same portal paths', () => {
    const { onlyOnProduct, ...paths } = sdk.PORTAL_PATHS;
    expect(newsletter.PORTAL_PATHS.onlyOn('wm')).toBe(onlyOnProduct.replace('{product}', 'wm'));
    for (const [name, path] of Object.entries(paths)) {
      expect(newsletter.PORTAL_PATHS[name as keyof typeof paths], name).toBe(path);
    }
  });

  it("shows the SDK's texts and links the browser copy where the SDK says", () => {
    expect(newsletter.NEWSLETTER_TEXTS.noNewsOfTheDay).toBe(sdk.newsletterMessages.noNewsOfTheDay);
    expect(newsletter.NEWSLETTER_TEXTS.advertisement).toBe(sdk.newsletterMessages.partnerNewsLabel);
    const html = newsletter.renderNewsletter(
      { fileName: 'nsl_2024_05_14' },
      { siteUrl: 'https://portal.example', staticUrl: 'https://static.example' },
    );
    expect(html).toContain(`href="https://static.example${sdk.newsletterHtmlPath('nsl_2024_05_14')}"`);
  });
});
