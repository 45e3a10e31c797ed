import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import {
  type KfCompanyCreatePayload,
  type KfCompanyPayload,
  type KfRegionPayload,
  kfCompanySchema,
  kfRegionSchema,
  kfSubcategorySchema,
} from '../schemas/kfCompanies';
import { kfCompanyListItemSchema } from '../schemas/kfCompanyList';
import { collectionOps, createOp, crudOps, type Id, type NameFilter, type PageFilter } from './base';
import type { ResourceContext } from './context';
import { KF_COMPANIES_PATH } from './kfCompanyList';

const REGIONS = '/api/kf_regions';
const SUBCATEGORIES = '/api/kf_subcategories';

/**
 * The company directory: /api/kf_companies list (name), get (refreshing the token first when under 10 s
 * remain), create (the full form or the 'Tworzenie firmy' form), update, patch, remove; regions (list,
 * get, create) and subcategories. Categories: `selects.kfCategories()`.
 */
export function createKfCompaniesResource(ctx: ResourceContext) {
  const crud = crudOps<
    typeof kfCompanySchema,
    typeof kfCompanyListItemSchema,
    KfCompanyPayload | KfCompanyCreatePayload,
    NameFilter
  >(ctx, {
    path: KF_COMPANIES_PATH,
    item: kfCompanySchema,
    listItem: kfCompanyListItemSchema,
    freshToken: true,
  });
  const regions = collectionOps<typeof kfRegionSchema, NameFilter>(ctx, REGIONS, kfRegionSchema);
  const subcategories = collectionOps<typeof kfSubcategorySchema, NameFilter>(
    ctx,
    SUBCATEGORIES,
    kfSubcategorySchema,
  );
  return {
    ...crud,
    /** GET /api/kf_regions */
    listRegions: regions.list,
    regionsByLink: regions.listByLink,
    /** GET /api/kf_regions/{id} */
    getRegion: (id: Id, options?: CallOptions) =>
      ctx.sender.json({ method: 'GET', path: `${REGIONS}/${encodeId(id)}` }, kfRegionSchema, options),
    /** POST /api/kf_regions {name} */
    createRegion: createOp<typeof kfRegionSchema, KfRegionPayload>(ctx, REGIONS, kfRegionSchema).create,
    /** GET /api/kf_subcategories */
    listSubcategories: (filter?: NameFilter & PageFilter, options?: CallOptions) =>
      subcategories.list(filter, options),
    subcategoriesByLink: subcategories.listByLink,
    /** GET /api/kf_subcategories/{id} */
    getSubcategory: (id: Id, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'GET', path: `${SUBCATEGORIES}/${encodeId(id)}` },
        kfSubcategorySchema,
        options,
      ),
  };
}
export type KfCompaniesResource = ReturnType<typeof createKfCompaniesResource>;
