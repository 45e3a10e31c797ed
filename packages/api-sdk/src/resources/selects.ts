import type { z } from 'zod';
import type { CallOptions } from '../http/types';
import type { Query } from '../http/url';
import { listOrCollectionSchema } from '../hydra/collection';
import { newsletterImageSchema } from '../schemas/newsletterImages';
import { selectOptionSchema } from '../schemas/shared';
import type { ResourceContext } from './context';

/** The gallery select: GET /api/photo_reportages/select?type=gallery. */
export const GALLERY_SELECT_TYPE = 'gallery';

const optionList = listOrCollectionSchema(selectOptionSchema);
const newsletterImageList = listOrCollectionSchema(newsletterImageSchema);

/** The `/select` endpoints: option lists for the forms' selects (a plain array or a collection). */
export function createSelectsResource(ctx: ResourceContext) {
  const options =
    (path: string, query?: Query) =>
    (callOptions?: CallOptions): Promise<z.output<typeof optionList>> =>
      ctx.sender.json({ method: 'GET', path, query }, optionList, callOptions);
  return {
    /** GET /api/groups/select */
    groups: options('/api/groups/select'),
    /** GET /api/categories/select */
    categories: options('/api/categories/select'),
    /** GET /api/silos/select */
    silos: options('/api/silos/select'),
    /** GET /api/silos_groups/select */
    siloGroups: options('/api/silos_groups/select'),
    /** GET /api/photo_reportages/select?type=gallery (the article's gallery) */
    galleries: options('/api/photo_reportages/select', { type: GALLERY_SELECT_TYPE }),
    /** GET /api/press_publishers/select (D6) */
    pressPublishers: options('/api/press_publishers/select'),
    /** GET /api/adv_industries/select (value, label) */
    advIndustries: options('/api/adv_industries/select'),
    /** GET /api/kf_categories/select */
    kfCategories: options('/api/kf_categories/select'),
    /** GET /api/kf_subcategories/select, with ?category={id} for one category's subcategories */
    kfSubcategories: (category?: string | number, callOptions?: CallOptions) =>
      options('/api/kf_subcategories/select', category === undefined ? undefined : { category })(callOptions),
    /** GET /api/dictionarycategories/select */
    dictionaryCategories: options('/api/dictionarycategories/select'),
    /** GET /api/comments/select */
    comments: options('/api/comments/select'),
    /** GET /api/newsletters_images/select: banner images (id, label, href). */
    newsletterImages: (callOptions?: CallOptions) =>
      ctx.sender.json(
        { method: 'GET', path: '/api/newsletters_images/select' },
        newsletterImageList,
        callOptions,
      ),
  };
}
export type SelectsResource = ReturnType<typeof createSelectsResource>;
