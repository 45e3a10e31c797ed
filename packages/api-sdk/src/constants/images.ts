/** Size rules of the image fields and issue covers (02 §2, 03 §2, §5). */
import { EDITOR_MAX_IMAGE_WIDTH } from './editor';

/** A dimension is an exact number of pixels or a range. */
export type ImageDimensionConstraint = number | { readonly min?: number; readonly max?: number };
export interface ImageSizeConstraint {
  readonly width?: ImageDimensionConstraint;
  readonly height?: ImageDimensionConstraint;
}

/** Size rules of the image fields (02 §2, 03 §5). The picker checks a new upload against them. */
export const IMAGE_SIZES = {
  /** Article 'Top' photo: 655 px wide. */
  top: { width: 655 },
  /** Article 'Top' photo 655x200. */
  top200: { width: 655, height: 200 },
  /** 'Only on the portal' photo, also required at this size on sponsored articles. */
  onlyOnSite: { width: 314, height: 110 },
  /** Google Discovery photo: at least 1200x800. */
  googleDiscovery: { width: { min: 1200 }, height: { min: 800 } },
  /** Article banner 200x200. */
  articleBanner: { width: 200, height: 200 },
  /** Partner-news box images. */
  partnerBox: { width: 460, height: 200 },
  partnerLogo: { width: 200, height: 200 },
  partnerNewsletterLogo: { width: 142, height: 121 },
  partnerMobileLogo: { width: 460, height: 146 },
  /** Images inserted in the rich-text editor. */
  editorImage: { width: { max: EDITOR_MAX_IMAGE_WIDTH } },
} as const satisfies Record<string, ImageSizeConstraint>;
export type ImageSizeKey = keyof typeof IMAGE_SIZES;

/** Issue covers are shown as thumbnails of this size (03 §2). */
export const ISSUE_COVER_THUMBNAIL_SIZE = 120;
/** Issue covers accept JPEG only (03 §5). */
export const ISSUE_COVER_MIME_TYPES = ['image/jpeg'] as const;
export const ISSUE_COVER_EXTENSIONS = ['jpg', 'jpeg'] as const;
