/**
 * Large data for the API load bench (issue 18): `organizations` organizations (each with a visiting address in one of
 * 40 cities; about one in five a prospect, one in twenty inactive and one in ten a reseller, spread over the names)
 * and `usersPerOrganization` users each (the first one the organization's contact person), added next to the demo
 * seed with one INSERT … SELECT generate_series per table (customer numbers from 500001, e-mails bench-<n>@bench.example; the
 * users have no password: they are rows to list and count, not accounts to sign in with).
 *
 * `query(sql)` runs one statement (PGlite `exec` or pg `query`). Returns the seconds it took.
 */
export async function seedLargeData(query, { organizations = 10_000, usersPerOrganization = 10 } = {}) {
  const started = performance.now();
  const cities = [
    'Amsterdam',
    'Rotterdam',
    'Utrecht',
    'Eindhoven',
    'Groningen',
    'Tilburg',
    'Almere',
    'Breda',
    'Nijmegen',
    'Apeldoorn',
    'Haarlem',
    'Arnhem',
    'Enschede',
    'Amersfoort',
    'Zaanstad',
    'Den Bosch',
    'Zwolle',
    'Leiden',
    'Maastricht',
    'Dordrecht',
    'Antwerpen',
    'Gent',
    'Brugge',
    'Leuven',
    'Mechelen',
    'Hasselt',
    'Brussel',
    'Luik',
    'Namen',
    'Kortrijk',
    'Berlin',
    'Hamburg',
    'München',
    'Köln',
    'Düsseldorf',
    'Aachen',
    'Paris',
    'Lille',
    'Lyon',
    'Luxembourg',
  ];
  const cityArray = `ARRAY[${cities.map((c) => `'${c}'`).join(',')}]`;
  await query(`
    INSERT INTO organizations (name, customer_number, country, vat_number, kvk_number, is_inactive, is_prospect, is_reseller)
    SELECT (ARRAY['Bench','Noord','Zuid','Oost','West','Delta','Polder','Kust','Rivier','Haven'])[1 + n % 10]
             || ' ' || (ARRAY['Sensors','Logistics','Metering','Water','Energy','Fleet','Agri','Security','Retail','Health'])[1 + (n / 10) % 10]
             || ' ' || n || ' B.V.',
           (500000 + n)::text,
           CASE WHEN n % 7 = 0 THEN 'België' ELSE 'Nederland' END,
           'NL' || lpad((800000000 + n)::text, 9, '0') || 'B01',
           lpad((60000000 + n)::text, 8, '0'),
           (n / 7) % 20 = 0, (n / 10) % 5 = 0, n % 10 = 3
    FROM generate_series(1, ${organizations}) AS n`);
  await query(`
    INSERT INTO addresses (organization_id, street_name, house_number, zip_code, city, country, country_code)
    SELECT o.id, 'Benchstraat', (o.id % 300 + 1)::text, lpad((1000 + o.id % 8999)::text, 4, '0') || ' AB',
           (${cityArray})[1 + o.id % ${cities.length}], o.country, CASE WHEN o.country = 'België' THEN 'BE' ELSE 'NL' END
    FROM organizations o WHERE o.customer_number::int > 500000`);
  await query(`
    UPDATE organizations o SET visiting_address_id = a.id
    FROM addresses a WHERE a.organization_id = o.id AND o.customer_number::int > 500000`);
  await query(`
    INSERT INTO users (email, first_name, last_name, organization_id, roles)
    SELECT 'bench-' || o.customer_number || '-' || u || '@bench.example',
           (ARRAY['Anna','Bram','Chris','Daan','Eva','Femke','Gijs','Hanna','Ivo','Julia'])[1 + u % 10],
           (ARRAY['de Vries','Jansen','Bakker','Visser','Smit','Meijer','de Boer','Mulder','Bos','Vos'])[1 + (o.id + u) % 10],
           o.id, ARRAY[u % 5]
    FROM organizations o, generate_series(1, ${usersPerOrganization}) AS u
    WHERE o.customer_number::int > 500000`);
  await query(`
    UPDATE organizations o SET contact_person_id = u.id
    FROM users u WHERE u.organization_id = o.id AND u.email = 'bench-' || o.customer_number || '-1@bench.example'`);
  // As autovacuum would after a bulk load: statistics, and the visibility map that lets counts read only the index.
  await query('VACUUM ANALYZE organizations, addresses, users');
  return (performance.now() - started) / 1000;
}
