// PROVISIONAL until the SDK's access.ts lands: the route table's roles per area.
const AREA_ROLES: Record<string, readonly string[]> = {
  home: [],
  passwordChange: [],
  articles: ['root', 'supereditor', 'editor'],
  sponsoredArticles: ['root', 'supereditor', 'editor'],
  cache: ['root', 'supereditor', 'editor'],
  players: ['root', 'supereditor', 'editor'],
  comments: ['root', 'comment_all'],
  bans: ['root'],
  newsletters: ['root'],
  partnerNews: ['root'],
  subscribers: ['root'],
  groups: ['root'],
  categories: ['root'],
  silos: ['root'],
  siloGroups: ['root'],
  authors: ['root'],
  authorStats: ['root'],
  articleStats: ['root'],
  stats: ['root'],
  sites: ['root'],
  rss: ['root'],
  kfCompanies: ['root'],
  users: ['root'],
  logs: ['root'],
  producers: ['root', 'phone_editor'],
  producerForm: ['root'],
  pressNews: ['root', 'prs_all'],
  pressCompanies: ['root'],
  pressMagazines: ['root', 'press_editor'],
  googleCredentials: ['root'],
  adverts: ['root'],
  advertisingIndustries: ['root'],
  people: ['root'],
  dictionaries: ['root', 'dictionary_all'],
  probes: ['root'],
};

export function canUseArea(area: string, roles: readonly string[]): boolean {
  const allowed = AREA_ROLES[area];
  if (!allowed) throw new Error(`Unknown area ${area}`);
  if (roles.includes('root')) return true;
  return allowed.length === 0 || allowed.some((role) => roles.includes(role));
}

export const AREAS = Object.keys(AREA_ROLES);
