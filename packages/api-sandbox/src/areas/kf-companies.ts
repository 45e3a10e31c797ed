import { contactFields } from '../db/fields';
import { defineResource } from '../db/resource';
import { registerCrud, registerSelect } from '../http/crud';
import { exactInt, partial } from '../http/query';
import { dispatchSchema } from '../http/validate';
import {
  KF_SUBCATEGORY_RESOURCE,
  kfCompanyCreatePayloadSchema,
  kfCompanyPayloadSchema,
  kfRegionPayloadSchema,
} from '../sdk';
import type { Area } from './types';

export const kfCompaniesResource = defineResource({
  name: 'kf_companies',
  type: 'KfCompany',
  table: 'kf_companies',
  softDelete: false,
  fields: {
    name: { type: 'text' },
    createYear: { type: 'int' },
    numberWorkers: { type: 'int' },
    districtId: { type: 'text' },
    ...contactFields,
    moderationState: { type: 'bool', default: false, sentAs01: true },
    descr: { type: 'text' },
    subCategories: { type: 'refs', ref: KF_SUBCATEGORY_RESOURCE, default: [] },
    slug: { type: 'text' },
    createTime: { type: 'datetime', readOnly: true },
  },
});

export const kfRegionsResource = defineResource({
  name: 'kf_regions',
  type: 'KfRegion',
  table: 'kf_regions',
  softDelete: false,
  fields: { name: { type: 'text' } },
});

export const kfCategoriesResource = defineResource({
  name: 'kf_categories',
  type: 'KfCategory',
  table: 'kf_categories',
  softDelete: false,
  fields: { name: { type: 'text' } },
});

export const kfSubcategoriesResource = defineResource({
  name: KF_SUBCATEGORY_RESOURCE,
  type: 'KfSubcategory',
  table: 'kf_subcategories',
  softDelete: false,
  fields: { name: { type: 'text' }, category: { type: 'ref', ref: 'kf_categories' } },
});

/** The company directory with its regions (districts), categories and subcategories. */
export const kfCompaniesArea: Area = {
  resources: [kfCompaniesResource, kfRegionsResource, kfCategoriesResource, kfSubcategoriesResource],
  register(app, ctx) {
    // Two forms create companies: the full one, and 'Tworzenie firmy' without year and district.
    const anyCreate = dispatchSchema((body) =>
      body && typeof body === 'object' && ('createYear' in body || 'districtId' in body)
        ? kfCompanyPayloadSchema
        : kfCompanyCreatePayloadSchema,
    );
    registerCrud(app, ctx, {
      resource: 'kf_companies',
      filters: { name: partial('name') },
      payload: kfCompanyPayloadSchema,
      createPayload: anyCreate,
      createdAt: 'createTime',
    });
    registerCrud(app, ctx, {
      resource: 'kf_regions',
      ops: ['list', 'get', 'create'],
      filters: { name: partial('name') },
      payload: kfRegionPayloadSchema,
    });
    registerSelect(app, ctx, {
      path: '/api/kf_categories/select',
      resource: 'kf_categories',
      label: 'name',
    });
    registerCrud(app, ctx, {
      resource: KF_SUBCATEGORY_RESOURCE,
      ops: ['list', 'get'],
      filters: { name: partial('name'), category: exactInt('category') },
    });
    registerSelect(app, ctx, {
      path: `/api/${KF_SUBCATEGORY_RESOURCE}/select`,
      resource: KF_SUBCATEGORY_RESOURCE,
      label: 'name',
      filters: { category: exactInt('category') },
    });
  },
};
