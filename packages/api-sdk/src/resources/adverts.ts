import type { z } from 'zod/mini';
import type { WriteOptions } from '../http/conditional';
import type { UploadFile } from '../http/multipart';
import type { CallOptions } from '../http/types';
import { advertisingIndustryListItemSchema } from '../schemas/advertisingIndustryList';
import { advertListItemSchema } from '../schemas/advertList';
import {
  type AdvertisingIndustryPayload,
  type AdvertPayload,
  advertisingIndustrySchema,
  advertSchema,
} from '../schemas/adverts';
import { ADV_INDUSTRIES_PATH } from './advertisingIndustryList';
import { ADVERTS_PATH } from './advertList';
import {
  crudListOps,
  crudOps,
  getOp,
  type Id,
  type NameFilter,
  payloadFields,
  postForm,
  postFormAsPut,
  type TitleFilter,
} from './base';
import type { ResourceContext } from './context';

/**
 * Adverts: /api/advs list (title), get, remove, multipart create (all fields, isPublished and the file)
 * and multipart edit at /api/advs/{id} with `_method=PUT`.
 */
export function createAdvertsResource(ctx: ResourceContext) {
  return {
    ...crudListOps<typeof advertListItemSchema, TitleFilter>(ctx, {
      path: ADVERTS_PATH,
      listItem: advertListItemSchema,
    }),
    ...getOp(ctx, ADVERTS_PATH, advertSchema),
    create: (payload: AdvertPayload, file?: UploadFile, options?: CallOptions) =>
      postForm(ctx, ADVERTS_PATH, { ...payloadFields(payload), file }, advertSchema, options),
    update: (
      id: Id,
      payload: AdvertPayload,
      file?: UploadFile,
      options?: WriteOptions<z.output<typeof advertSchema>>,
    ) => postFormAsPut(ctx, ADVERTS_PATH, id, { ...payloadFields(payload), file }, advertSchema, options),
  };
}
export type AdvertsResource = ReturnType<typeof createAdvertsResource>;

/**
 * Advertising industries: /api/adv_industries list (name), get, create, update, patch, remove ({name, slug,
 * showInMainMenuOrdering 1/0, ordering}). Options: `selects.advIndustries()`.
 */
export function createAdvIndustriesResource(ctx: ResourceContext) {
  return crudOps<
    typeof advertisingIndustrySchema,
    typeof advertisingIndustryListItemSchema,
    AdvertisingIndustryPayload,
    NameFilter
  >(ctx, {
    path: ADV_INDUSTRIES_PATH,
    item: advertisingIndustrySchema,
    listItem: advertisingIndustryListItemSchema,
  });
}
export type AdvIndustriesResource = ReturnType<typeof createAdvIndustriesResource>;
