import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer } from './support.ts';

const contact = { source: 'contact', name: 'Noa', email: 'noa@example.com', message: 'Hello there' };
const sales = {
  source: 'contact_sales',
  name: 'Omer',
  email: 'omer@example.com',
  company: 'Big Co',
  phone: '+972-3-555-0000',
  message: 'We need 5000 docs a month',
};
const earlyAccess = {
  source: 'early_access',
  firstName: 'Maya',
  lastName: 'Cohen',
  email: 'maya@example.com',
  company: 'Cohen Accounting',
  jobTitle: 'CFO',
  useCaseDetail: 'Supplier invoices in Hebrew',
  companySize: '11-50',
  documentsPerMonth: '501-1000',
  documentTypes: ['invoices', 'receipts'],
  marketingConsent: true,
};

describe(`leads (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  const leadsByEmail = async (email: string) =>
    server.db.selectFrom('leads').selectAll().where('email', '=', email).execute();

  it('stores a contact lead with an optional company', async () => {
    const res = await http(server, 'POST', '/api/leads', { json: contact });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const [row] = await leadsByEmail('noa@example.com');
    expect(row).toMatchObject({ name: 'Noa', company: null, message: 'Hello there', source: 'contact' });
  });

  it('stores a sales lead, carrying the phone in the message', async () => {
    expect((await http(server, 'POST', '/api/leads', { json: sales })).status).toBe(201);
    const [row] = await leadsByEmail('omer@example.com');
    expect(row).toMatchObject({ company: 'Big Co', source: 'contact_sales' });
    expect(row!.message).toBe('Phone: +972-3-555-0000\n\nWe need 5000 docs a month');
  });

  it('folds the early-access form into one lead exactly as the seeds say', async () => {
    expect((await http(server, 'POST', '/api/leads', { json: earlyAccess })).status).toBe(201);
    const [row] = await leadsByEmail('maya@example.com');
    expect(row).toMatchObject({ name: 'Maya Cohen', company: 'Cohen Accounting', source: 'early_access' });
    expect(row!.message).toBe(
      [
        'Company size: 11-50',
        'Job title: CFO',
        'Documents per month: 501-1000',
        'Use case: Supplier invoices in Hebrew',
        'Document types: invoices, receipts',
        'Marketing consent: Yes',
      ].join('\n'),
    );
  });

  it('requires each source its own fields', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ ...contact, name: '', message: ' ' }, ['name', 'message']],
      [{ ...contact, email: 'not-an-email' }, ['email']],
      [{ ...sales, company: '' }, ['company']],
      [
        { ...earlyAccess, jobTitle: '', companySize: undefined, documentsPerMonth: 'lots' },
        ['jobTitle', 'companySize', 'documentsPerMonth'],
      ],
      [
        { ...earlyAccess, firstName: '', lastName: '', useCaseDetail: '' },
        ['firstName', 'lastName', 'useCaseDetail'],
      ],
      [{ ...contact, source: 'newsletter' }, ['source']],
    ];
    for (const [json, paths] of cases) {
      const res = await http(server, 'POST', '/api/leads', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([...paths].sort());
    }
  });

  it('silently drops a lead whose honeypot is filled', async () => {
    const res = await http(server, 'POST', '/api/leads', {
      json: { ...contact, email: 'bot@example.com', website: 'http://spam' },
    });
    expect(res.status).toBe(201);
    expect(await leadsByEmail('bot@example.com')).toEqual([]);
  });

  it('lets only an admin read the leads, newest first', async () => {
    expect((await http(server, 'GET', '/api/admin/leads')).status).toBe(401);
    const cookie = await signIn(server, server.admin.email, server.admin.password);
    const res = await http(server, 'GET', '/api/admin/leads', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.items.map((l: { email: string }) => l.email)).toEqual([
      'maya@example.com',
      'omer@example.com',
      'noa@example.com',
    ]);
    expect(res.body.nextCursor).toBeNull();
  });

  it('pages the leads with the cursor shape of the documents list', async () => {
    const cookie = await signIn(server, server.admin.email, server.admin.password);
    const first = await http(server, 'GET', '/api/admin/leads?limit=2', { cookie });
    expect(first.body.items.map((l: { email: string }) => l.email)).toEqual([
      'maya@example.com',
      'omer@example.com',
    ]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const rest = await http(
      server,
      'GET',
      `/api/admin/leads?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      { cookie },
    );
    expect(rest.body).toEqual({
      items: [expect.objectContaining({ email: 'noa@example.com' })],
      nextCursor: null,
    });
    const forged = await http(server, 'GET', '/api/admin/leads?cursor=not-ours', { cookie });
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0].path).toBe('cursor');
  });
});

describe(`leads per-address limit (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ LEADS_PER_HOUR: '2' });
  });
  afterAll(() => server?.close());

  it('answers 429 rate_limited past the hourly limit of one address', async () => {
    expect((await http(server, 'POST', '/api/leads', { json: contact })).status).toBe(201);
    expect((await http(server, 'POST', '/api/leads', { json: contact })).status).toBe(201);
    const third = await http(server, 'POST', '/api/leads', { json: contact });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('rate_limited');
    expect(third.headers.get('retry-after')).toBeTruthy();
    // Counted in the shared table every web process reads, as /v3 and the playground are.
    expect(third.headers.get('ratelimit-policy')).toBe('"default";q=2;w=3600');
  });
});
