import { sql, type Kysely } from 'kysely';

/**
 * The streets of the posts' stored addresses, one row per street and place of a project, for the
 * location search. "1520 Collins Ave, Miami Beach, FL 33139, United States" counts towards the
 * street "Collins Ave" and its place "Collins Ave, Miami Beach, FL 33139, United States". A
 * city's streets number in the thousands however many posts it has, so a search reads this table
 * and never the posts. Posts keep their address once stored, so inserts are all that maintain it,
 * in one grouped statement per inserted batch (a statement trigger with the inserted rows); a
 * project's rows go with the project.
 */
const STREET_ROWS = `
  SELECT project_id, street, place,
    ' ' || translate(lower(regexp_replace(street, '[^[:alnum:]]+', ' ', 'g')),
      'áàâäãåçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy') AS search_key,
    count(*)::int AS posts, sum(lng) AS lng_sum, sum(lat) AS lat_sum,
    max(observed_at) AS last_observed_at
  FROM (
    SELECT project_id, lng, lat, observed_at, street,
      left(street || CASE WHEN strpos(location, ',') > 0
        THEN substr(location, strpos(location, ',')) ELSE '' END, 300) AS place
    FROM (
      SELECT project_id, lng, lat, observed_at, location,
        left(regexp_replace(btrim(split_part(location, ',', 1)),
          '^[0-9]+[A-Za-z]?(-[0-9]+)?[[:space:]]+', ''), 120) AS street
      FROM %SOURCE%
      WHERE location IS NOT NULL
    ) addressed
    WHERE street ~ '[[:alpha:]]'
  ) streets
  GROUP BY project_id, street, place`;

const UPSERT = `
  INSERT INTO post_streets AS s
    (project_id, street, place, search_key, posts, lng_sum, lat_sum, last_observed_at)
  ${STREET_ROWS}
  ON CONFLICT (project_id, place) DO UPDATE SET
    posts = s.posts + EXCLUDED.posts,
    lng_sum = s.lng_sum + EXCLUDED.lng_sum,
    lat_sum = s.lat_sum + EXCLUDED.lat_sum,
    last_observed_at = GREATEST(s.last_observed_at, EXCLUDED.last_observed_at)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE post_streets (
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        street text NOT NULL,
        place text NOT NULL,
        search_key text NOT NULL,
        posts integer NOT NULL,
        lng_sum double precision NOT NULL,
        lat_sum double precision NOT NULL,
        last_observed_at timestamptz NOT NULL,
        PRIMARY KEY (project_id, place)
      )`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION post_streets_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${UPSERT.replace('%SOURCE%', 'inserted_posts')};
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER posts_streets_insert AFTER INSERT ON posts
        REFERENCING NEW TABLE AS inserted_posts
        FOR EACH STATEMENT EXECUTE FUNCTION post_streets_add()`,
    )
    .execute(db);
  await sql.raw(UPSERT.replace('%SOURCE%', 'posts')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER IF EXISTS posts_streets_insert ON posts').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS post_streets_add()').execute(db);
  await sql.raw('DROP TABLE IF EXISTS post_streets').execute(db);
}
