import type { FastifyInstance } from 'fastify';
import type { Context } from '../context';
import type { Resource } from '../db/resource';
import { advertsArea } from './adverts';
import { articlesArea } from './articles';
import { authorsArea } from './authors';
import { bansArea } from './bans';
import { cacheArea } from './cache';
import { commentsArea } from './comments';
import { kfCompaniesArea } from './kf-companies';
import { logsArea } from './logs';
import { mediaArea } from './media';
import { newslettersArea } from './newsletters';
import { partnerNewsArea } from './partner-news';
import { peopleArea } from './people';
import { pressArea } from './press';
import { producersArea } from './producers';
import { referenceArea } from './reference';
import { rssArea } from './rss';
import { sessionArea } from './session';
import { sitesArea } from './sites';
import { statsArea } from './stats';
import { subscribersArea } from './subscribers';
import { taxonomyArea } from './taxonomy';
import type { Area } from './types';
import { usersArea } from './users';

/** Every area of the API (section 7 of the three documents). */
export const AREAS: readonly Area[] = [
  sessionArea,
  usersArea,
  cacheArea,
  bansArea,
  logsArea,
  commentsArea,
  mediaArea,
  articlesArea,
  authorsArea,
  taxonomyArea,
  peopleArea,
  newslettersArea,
  partnerNewsArea,
  sitesArea,
  statsArea,
  subscribersArea,
  rssArea,
  referenceArea,
  kfCompaniesArea,
  pressArea,
  producersArea,
  advertsArea,
];

export const ALL_RESOURCES: readonly Resource[] = AREAS.flatMap((area) => area.resources);

export function registerAreas(app: FastifyInstance, ctx: Context): void {
  for (const area of AREAS) area.register(app, ctx);
}
