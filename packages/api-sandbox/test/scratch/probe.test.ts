import { expect, test } from 'vitest';
import { loggedIn, start } from '../helpers';

test('probe', async () => {
  const sandbox = await start();
  const admin = await loggedIn(sandbox, 'admin');
  const out: string[] = [];
  const log = async (label: string, p: Promise<{ status: number; text: string }>) => {
    const r = await p;
    out.push(`${label} → ${r.status} ${r.text.slice(0, 160)}`);
  };
  await log(
    'fm trailing \\',
    admin.post('/api/filemenagerdata', { path: '', full: false, search: 'abc\\', newPath: true }),
  );
  await log(
    'fm \\\\',
    admin.post('/api/filemenagerdata', { path: '', full: false, search: '\\', newPath: true }),
  );
  await log(
    'fm path sql',
    admin.post('/api/filemenagerdata', { path: "2026' OR 1=1 --", full: false, search: '', newPath: true }),
  );
  await log(
    'groups priority sql',
    admin.post('/api/groups', { name: 'Grupa', isPublish: true, priority: '1; DROP TABLE groups' }),
  );
  await log(
    'groups priority numeric string',
    admin.post('/api/groups', { name: 'Grupa', isPublish: true, priority: '5' }),
  );
  await log(
    'categories ordering sql',
    admin.post('/api/categories', {
      name: 'Kat',
      isPublish: true,
      ordering: '1 OR 1=1',
      showInMainMenuOrdering: 0,
      group: null,
      parentId: '0',
    }),
  );
  await log(
    'category group sql',
    admin.post('/api/categories', {
      name: 'Kat',
      isPublish: true,
      ordering: 1,
      showInMainMenuOrdering: 0,
      group: "/api/groups/1' OR '1'='1",
      parentId: '0',
    }),
  );
  await log(
    'category parentId sql',
    admin.post('/api/categories', {
      name: 'Kat',
      isPublish: true,
      ordering: 1,
      showInMainMenuOrdering: 0,
      group: null,
      parentId: "0' OR 1",
    }),
  );
  await log('article mediaId sql', admin.patch('/api/articles/220', { mediaId: '1; DROP TABLE media' }));
  await log('article authorID sql', admin.patch('/api/articles/220', { isHot: '1 OR 1=1' }));
  await log('subscribers filter sql', admin.get("/api/subscribers?activeP=1' OR '1'='1"));
  await log('kf sub category sql', admin.get('/api/kf_subcategories?category=1%20OR%201=1'));
  await log('select kf', admin.get("/api/kf_subcategories/select?category=1'"));
  await log('report id sql', admin.get('/api/report?id=1%20OR%201=1'));
  await log('article sponsored sql', admin.get('/api/articles?sponsored=0%20OR%201=1'));
  await log('page sql', admin.get('/api/articles?page=1;DROP'));
  await log('id sql', admin.get('/api/articles/1%20OR%201=1'));
  await log('preview slug sql', admin.get("/api/articles/preview?slug=x'%20OR%20'1'='1"));
  await log('stats author name', admin.get('/api/authors/stats?name=%27%3B--&after=x'));
  await log('magazine numbers id sql', admin.get('/api/press_magazines/1%20OR%201/numbers'));
  await log(
    'subscriber generate sql',
    admin.get("/api/subscribers/generate?activeP=true&date%5Bafter%5D=x'--"),
  );
  await log(
    'dictionaries cat',
    admin.post('/api/dictionaries', {
      word: 'Hasło',
      def: 'D',
      dictionaryCategory: '1 OR 1',
      isPublish: true,
    }),
  );
  await log(
    'kf createYear',
    admin.post('/api/kf_companies', {
      name: 'Firma',
      createYear: '2000 OR 1',
      numberWorkers: 5,
      districtId: "1' --",
      city: 'Łódź',
      address: 'ul. A 1',
      phone: '123456789',
      email: 'firma@example.pl',
      subCategories: ['/api/kf_subcategories/1'],
      moderationState: 1,
    }),
  );
  await log(
    'users priority',
    admin.post('/api/users', { username: 'uzytkownik2', roles: ['editor'], priority: '1 OR 1' }),
  );
  await log(
    'adv industries ordering',
    admin.post('/api/adv_industries', {
      name: 'Branża',
      slug: '',
      showInMainMenuOrdering: 0,
      ordering: "1'",
    }),
  );
  await log(
    'sites priority',
    admin.post('/api/sites', { title: 'Strona', content: 'Treść', priority: '1 OR 1' }),
  );
  await log(
    'magazine region sql',
    admin.post('/api/press_magazines', {
      title: 'Magazyn',
      pressPublisher: '/api/press_publishers/1',
      magazineType: 'tygodnik',
      magazineArea: 'regionalne',
      region: ["x' OR 1"],
      isPublish: true,
    }),
  );
  await log(
    'players dateFrom sql',
    admin.post('/api/players', {
      title: 'P',
      description: 'D',
      videoUrl: 'u',
      enabled: true,
      dateFrom: "2026-01-01' OR 1",
      dateTo: '2026-02-01T10:00',
    }),
  );
  await log('stats from sql', admin.post('/api/stats', { from: "2026' --", to: '2026-01-31' }));
  await log('newsletter mark sent', admin.put('/api/newsletters/11', { closed: "x' OR 1", generated: 'y' }));
  await log('change pw', admin.patch('/api/users/change_password', { password: ['a'] }));
  await log('auth', admin.post('/api/token/auth', { username: "admin' --", password: "' OR '1'='1" }));
  await log('logs id', admin.get('/api/logs/1%27'));
  await log('comments select', admin.get("/api/comments/select?x=1'"));
  await log('job_offers', admin.get('/api/job_offers?page=0'));
  console.log(out.join('\n'));
  await sandbox.close();
  expect(1).toBe(1);
});
