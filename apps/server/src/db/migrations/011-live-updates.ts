import { sql, type Kysely } from 'kysely';

/** ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString writes it. */
const iso = (value: string) =>
  `to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** JavaScript's \s, so the location reads as displayLocation (domain/post-format.ts) shows it. */
const JS_SPACE =
  '[\\t\\n\\u000b\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

/**
 * Live updates of a project. `project_events` keeps every change a member may be told about (for
 * LIVE_EVENT_REPLAY_HOURS, so a client that reconnects gets what it missed); its insert trigger
 * sends a NOTIFY, which PostgreSQL delivers only once the writing transaction commits, to every
 * server instance listening on the database. A revoked sign-in (token family) sends one too, so
 * open streams of a signed-out user end at once on every instance. `post_viewers` holds who has a
 * post open, with an expiry, so presence is shared by all instances.
 *
 * Sightings are created by the public reporting app writing to this database, so new posts are
 * published by a statement trigger on `posts`, for posts created in the last ten minutes: a load
 * of past sightings (demo data, an import) is not news. That trigger and the server's publishers
 * describe the post with one function, `project_event_post`.
 */
/** The first key of the advisory lock a project's event writers take; the second is the project. */
const PROJECT_EVENTS_LOCK = 1_701_339_905;

const STATEMENTS = [
  `CREATE TABLE project_events (
    id bigserial PRIMARY KEY,
    project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    type text NOT NULL,
    post_id integer REFERENCES posts(id) ON DELETE CASCADE,
    payload jsonb NOT NULL,
    is_internal_note boolean NOT NULL DEFAULT false,
    user_id integer REFERENCES users(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX project_events_replay_idx ON project_events (project_id, id)`,
  `CREATE INDEX project_events_age_idx ON project_events (created_at)`,
  `CREATE TABLE post_viewers (
    post_id integer NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (post_id, user_id)
  )`,
  `CREATE INDEX post_viewers_expiry_idx ON post_viewers (expires_at)`,
  `CREATE FUNCTION project_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('highwater_live',
      'event ' || TG_TABLE_SCHEMA || ' ' || NEW.id || ' ' || NEW.project_id);
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER project_events_insert AFTER INSERT ON project_events
    FOR EACH ROW EXECUTE FUNCTION project_events_notify()`,
  // A bigserial id is drawn at insert, not at commit: two writers of one project could commit
  // out of id order, and a client resuming after the higher id would never get the lower one.
  // Holding the project's lock until commit before drawing the id keeps a project's ids in
  // commit order (the column default's id is discarded).
  `CREATE FUNCTION project_events_order() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_advisory_xact_lock(${PROJECT_EVENTS_LOCK}, NEW.project_id);
    NEW.id := nextval(pg_get_serial_sequence(
      quote_ident(TG_TABLE_SCHEMA) || '.' || quote_ident(TG_TABLE_NAME), 'id'));
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER project_events_order BEFORE INSERT ON project_events
    FOR EACH ROW EXECUTE FUNCTION project_events_order()`,
  // Sign-out and revocation revoke a whole token family (never a single access token).
  `CREATE FUNCTION token_family_revoked_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('highwater_live', 'revoked ' || TG_TABLE_SCHEMA || ' ' || NEW.id);
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER token_families_revoked AFTER UPDATE OF revoked_at ON token_families
    FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
    EXECUTE FUNCTION token_family_revoked_notify()`,
  // The post as every event carries it (EventPost in packages/core/src/api/events.ts); a post
  // without a status reads as the project's default.
  `CREATE FUNCTION project_event_post(integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
    SELECT jsonb_build_object(
      'id', p.id,
      'lat', p.lat,
      'lng', p.lng,
      'location', regexp_replace(p.location, ',${JS_SPACE}*United States$', ''),
      'observed_at', ${iso('p.observed_at')},
      'created_at', ${iso('p.created_at')},
      'status_id', coalesce(p.status_id, (
        SELECT s.id FROM statuses s WHERE s.project_id = p.project_id
        ORDER BY s.is_default DESC, s.sort_order, s.id LIMIT 1)),
      'severity_level', p.severity_level,
      'featured', p.featured)
    FROM posts p WHERE p.id = $1
  $$`,
  `CREATE FUNCTION posts_created_event() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO project_events (project_id, type, post_id, payload)
    SELECT n.project_id, 'post.created', n.id, jsonb_build_object(
      'type', 'post.created',
      'project_id', n.project_id,
      'at', ${iso('now()')},
      'actor', NULL,
      'post', project_event_post(n.id))
    FROM inserted_posts n
    WHERE n.created_at > now() - interval '10 minutes'
    ORDER BY n.id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER posts_created_event AFTER INSERT ON posts
    REFERENCING NEW TABLE AS inserted_posts
    FOR EACH STATEMENT EXECUTE FUNCTION posts_created_event()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS posts_created_event ON posts',
    'DROP TRIGGER IF EXISTS project_events_order ON project_events',
    'DROP FUNCTION IF EXISTS project_events_order()',
    'DROP FUNCTION IF EXISTS posts_created_event()',
    'DROP FUNCTION IF EXISTS project_event_post(integer)',
    'DROP TRIGGER IF EXISTS token_families_revoked ON token_families',
    'DROP FUNCTION IF EXISTS token_family_revoked_notify()',
    'DROP TRIGGER IF EXISTS project_events_insert ON project_events',
    'DROP FUNCTION IF EXISTS project_events_notify()',
    'DROP TABLE IF EXISTS post_viewers',
    'DROP TABLE IF EXISTS project_events',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
