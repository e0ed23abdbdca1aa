import type { AiMetrics, WeatherDetails } from '@/db/schema.ts';
import { blobPolygon } from './demo-geometry.ts';
import type { DemoImage, DemoMedia } from './demo-media.ts';
import { describeSighting, WEATHER_SUMMARIES } from './demo-texts.ts';
import { answerValue } from './post-answers.ts';
import { addActivity, type PostPeople } from './post-activity.ts';
import type { PostBatch, PostDraft } from './post-draft.ts';
import type { Random } from './random.ts';
import type { SeededEvent, SeededProject } from './seed-project.ts';
import { nearSpot, randomSpot, type Spot } from './street-spots.ts';

const HOUR_MS = 3_600_000;
const EASTERN_OFFSET_HOURS = -5;
const HOTSPOT_COUNT = 30;

/** Everything posts of one project are made from. */
export interface PostContext {
  project: SeededProject;
  people: PostPeople;
  media: DemoMedia;
  hotspots: Spot[];
  now: Date;
}

export function makeHotspots(random: Random, project: SeededProject): Spot[] {
  return Array.from({ length: HOTSPOT_COUNT }, () => randomSpot(random, project.city));
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const clampProbability = (value: number) => round(Math.min(0.99, Math.max(0.01, value)), 2);

// Fewer reports at night (Eastern time): a weight per local hour.
function daytimeWeight(time: number): number {
  const hour = (new Date(time).getUTCHours() + 24 + EASTERN_OFFSET_HOURS) % 24;
  if (hour < 6) return 0.2;
  if (hour < 8 || hour >= 21) return 0.6;
  return 1;
}

function observedTime(
  random: Random,
  context: PostContext,
): { time: number; event: SeededEvent | null } {
  const { window, events, plan } = context.project;
  const now = context.now.getTime();
  for (;;) {
    let event: SeededEvent | null = null;
    let from = window.start.getTime();
    let to = Math.min(window.end.getTime(), now);
    if (events.length > 0 && random.chance(0.5)) {
      event = random.weighted(events.map((e) => [e, e.end.getTime() - e.start.getTime()] as const));
      from = event.start.getTime();
      to = event.end.getTime();
    } else if (plan.rollingDays !== null && random.chance(0.35)) {
      from = Math.max(from, now - plan.rollingDays * 24 * HOUR_MS);
    }
    const time = from + random.next() * (to - from);
    if (random.chance(daytimeWeight(time))) return { time: Math.floor(time / 1000) * 1000, event };
  }
}

const SEVERITY_WEIGHTS = {
  event: [0.03, 0.12, 0.25, 0.28, 0.2, 0.12],
  calm: [0.15, 0.35, 0.25, 0.15, 0.07, 0.03],
};
const INCH_BANDS = [
  [0, 0],
  [0.5, 3],
  [3, 6],
  [6, 10],
  [10, 16],
  [16, 30],
] as const;

function aiMetrics(random: Random, level: number): AiMetrics {
  const noise = () => random.normal(0, 0.12);
  return {
    flooding_in_street: clampProbability([0.05, 0.3, 0.6, 0.8, 0.9, 0.97][level]! + noise()),
    flooding_on_private_property: clampProbability(
      [0.02, 0.08, 0.2, 0.4, 0.6, 0.8][level]! + noise(),
    ),
    water_above_curb: clampProbability([0.01, 0.1, 0.35, 0.55, 0.8, 0.95][level]! + noise()),
  };
}

function weather(
  random: Random,
  context: PostContext,
  time: number,
  wet: boolean,
  stormy: boolean,
): WeatherDetails {
  const month = new Date(time).getUTCMonth();
  const hour = (new Date(time).getUTCHours() + 24 + EASTERN_OFFSET_HOURS) % 24;
  const temp =
    (context.project.city.monthlyTempC[month] ?? 20) +
    random.normal(0, 2) +
    3 * Math.sin(((hour - 9) / 24) * 2 * Math.PI);
  const feels = temp > 24 ? temp + random.float(1, 5) : temp + random.float(-3, 1);
  return {
    actual_temp: round(temp, 1),
    feels_like: round(feels, 1),
    summary: random.pick(wet ? WEATHER_SUMMARIES.wet : WEATHER_SUMMARIES.dry),
    precipitation_12hr: wet
      ? round(random.float(0.002, stormy ? 0.15 : 0.06), 4)
      : round(random.float(0, 0.001), 4),
    wind_speed: round(stormy ? random.float(15, 45) : random.float(2, 18), 1),
  };
}

/** An id in the form the video service gives for playback. */
function playbackId(random: Random): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 32 }, () => letters[random.int(0, letters.length - 1)]).join('');
}

/**
 * The picked image, or the next one in the pool that the post does not show yet: a sighting never
 * shows one photo twice. Stepping on (rather than drawing again) keeps every other draw the same.
 */
function notShownYet(pool: readonly DemoImage[], picked: DemoImage, shown: Set<DemoImage>) {
  const start = pool.indexOf(picked);
  for (let step = 0; step < pool.length; step++) {
    const image = pool[(start + step) % pool.length]!;
    if (!shown.has(image)) return image;
  }
  return picked;
}

function addMedia(
  random: Random,
  context: PostContext,
  batch: PostBatch,
  index: number,
  post: PostDraft,
  level: number,
) {
  const count = random.weighted([
    [0, 0.05],
    [1, 0.55],
    [2, 0.26],
    [3, 0.14],
  ] as const);
  const images = context.media.images.filter((image) => image.level === level);
  const pool = images.length > 0 ? images : context.media.images;
  const shown = new Set<DemoImage>();
  let hasVideo = false;
  for (let order = 0; order < count; order++) {
    const common = {
      post: index,
      uploader_id: post.author_id,
      sort_order: order,
      created_at: post.created_at,
    };
    if (!hasVideo && random.chance(0.04)) {
      hasVideo = true;
      const clip = random.pick(context.media.videos);
      batch.media.push({
        ...common,
        type: 'video',
        mime_type: 'video/mp4',
        storage_key: clip.video.key,
        thumbnail_key: clip.thumbnail.key,
        width: clip.video.width,
        height: clip.video.height,
        byte_size: clip.video.bytes,
        mux_playback_id: playbackId(random),
      });
      continue;
    }
    const image = notShownYet(pool, random.pick(pool), shown);
    shown.add(image);
    const file = random.chance(0.6) ? image.sizes[0]! : image.sizes.at(-1)!;
    batch.media.push({
      ...common,
      type: 'image',
      mime_type: 'image/jpeg',
      storage_key: file.key,
      thumbnail_key: image.thumbnail.key,
      width: file.width,
      height: file.height,
      byte_size: file.bytes,
      mux_playback_id: null,
    });
    if (level > 0 && random.chance(0.3)) {
      const radiusM = random.float(10, 20) * (1 + level);
      batch.floodExtents.push({
        media: batch.media.length - 1,
        geojson: blobPolygon(random, { center: [post.lng, post.lat], radiusM }),
      });
    }
  }
}

/**
 * A report of a flood-prone spot: half from a phone a couple of metres off, half from the
 * spot's address itself, geocoded to the same coordinates each time, so that every project has
 * sightings the map groups as one.
 */
function hotspotReport(random: Random, hotspots: readonly Spot[]): Spot {
  const hotspot = random.pick(hotspots);
  return random.chance(0.5) ? hotspot : nearSpot(random, hotspot);
}

/** Adds one generated post, with its media, topics, answers and activity, to a batch. */
export function addPost(random: Random, context: PostContext, batch: PostBatch): void {
  const { project, people, now } = context;
  const index = batch.posts.length;
  const { time, event } = observedTime(random, context);
  const created = Math.min(
    now.getTime(),
    time + Math.round(30_000 + random.next() * random.next() * 6 * HOUR_MS),
  );
  const spot = random.chance(0.3)
    ? hotspotReport(random, context.hotspots)
    : randomSpot(random, project.city);
  const aiLevel: number = random.weighted(
    SEVERITY_WEIGHTS[event ? 'event' : 'calm'].map((w, level) => [level, w] as const),
  );
  const [low, high] = INCH_BANDS[aiLevel]!;
  const inches = aiLevel === 0 ? 0 : Math.round(random.float(low, high));
  const rated = random.chance(0.97);
  const adjusted = rated && random.chance(0.06);
  const level = adjusted
    ? Math.min(5, Math.max(0, aiLevel + random.pick([-2, -1, 1, 1, 2])))
    : aiLevel;
  const language = random.chance(project.city.spanishShare) ? 'es' : 'en';
  const stormy = event !== null && event.kind !== 'king-tide';
  const details = random.chance(0.95)
    ? weather(random, context, time, stormy || random.chance(0.35), stormy)
    : null;
  const statusIndex = pickStatus(
    random,
    project.statuses.length,
    (now.getTime() - time) / (24 * HOUR_MS),
  );
  const post: PostDraft = {
    project_id: project.id,
    author_id:
      people.reporterIds[Math.floor(people.reporterIds.length * random.next() ** 2.2)] ?? null,
    lat: spot.lat,
    lng: spot.lng,
    location: spot.location,
    content: describeSighting(random, language, {
      street: spot.street,
      place: spot.place,
      level: aiLevel,
      inches: Math.max(1, inches),
    }),
    status_id: random.chance(0.04) ? null : (project.statuses[statusIndex]?.id ?? null),
    featured: random.chance(0.006),
    observed_at: new Date(time).toISOString(),
    created_at: new Date(created).toISOString(),
    last_comment_at: null,
    severity_level: rated ? level : null,
    severity_level_adjusted: rated ? adjusted : null,
    ai_metrics: rated ? aiMetrics(random, aiLevel) : null,
    weather_details: details,
  };
  batch.posts.push(post);
  addMedia(random, context, batch, index, post, aiLevel);

  const topics = random.weighted([
    [0, 0.05],
    [1, 0.85],
    [2, 0.1],
  ] as const);
  for (const topic of random.sample(project.topics, topics)) {
    batch.topics.push({ post: index, investigation_id: topic.id });
    for (const question of topic.questions) {
      if (!random.chance(0.6)) continue;
      const value = answerValue(random, question.plan, {
        observedAt: time,
        inches,
        level: aiLevel,
        tempC: details?.actual_temp ?? 24,
        now: now.getTime(),
      });
      batch.answers.push({ post: index, question_id: question.id, value });
    }
  }
  addActivity(random, context, batch, index, { language, aiLevel, statusIndex });
}

/** Older posts are further along the status list. */
function pickStatus(random: Random, count: number, ageDays: number): number {
  if (count <= 1) return 0;
  const progress = Math.min(1, ageDays / 90);
  return random.weighted(
    Array.from(
      { length: count },
      (_, i) => [i, Math.exp(-((i / (count - 1) - progress) ** 2) / 0.12)] as const,
    ),
  );
}
