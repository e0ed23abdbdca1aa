import type { Language } from '@highwater/core/constants';
import { formatCoordinates } from '@highwater/core/format/coordinates';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import type { PublicPost, PublicPostMedia } from '@/services/public-post-service.ts';
import { escapeHtml, messagePanel, renderDocument } from './page-layout.ts';
import { WEB_TEXTS } from './web-texts.ts';

// Phones stack photo over text; from 64rem the photo takes the wider left column.
const STYLES = `
.post{overflow:hidden}
.post:not(.with-media){max-width:40rem;margin:0 auto}
@media (min-width:64rem){.post.with-media{display:grid;grid-template-columns:minmax(0,3fr) minmax(22rem,2fr)}}
.media{display:flex;align-items:center;justify-content:center;background:#0f1720}
.media img,.media video{display:block;width:100%;height:auto;max-height:70vh;object-fit:contain}
@media (min-width:64rem){.media img,.media video{max-height:calc(100vh - 10rem)}}
.details{padding:24px 20px}
@media (min-width:48rem){.details{padding:32px}}
.eyebrow{margin:0 0 4px;color:#0b4f71;font-size:.8125rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.facts{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0 0 24px;padding:0;list-style:none;color:#4a5565;font-size:.9375rem}
.description{margin:0 0 24px;overflow-wrap:anywhere}
.description p{margin:0 0 12px}
.place{margin:0 0 24px;padding:16px 0 0;border-top:1px solid #dde2e8;font-size:.9375rem}
.place dt{color:#4a5565}
.place dd{margin:0 0 8px;font-variant-numeric:tabular-nums}
.staff{margin:0;padding:16px;border-radius:6px;background:#f1f3f5;font-size:.9375rem}
.staff p{margin:0 0 12px}
`;

function formatObserved(date: Date, locale: string): string {
  // The place's own time zone is not known here, so the time is given in UTC and says so.
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

function sizeAttributes(media: PublicPostMedia): string {
  // Known dimensions let the browser reserve the space, so the text does not jump on load.
  return media.width && media.height ? ` width="${media.width}" height="${media.height}"` : '';
}

function mediaHtml(media: PublicPostMedia, alt: string, videoFallback: string): string {
  if (media.kind === 'video') {
    const poster = media.posterUrl ? ` poster="${escapeHtml(media.posterUrl)}"` : '';
    return `<video controls preload="metadata" src="${escapeHtml(media.url)}"${poster}${sizeAttributes(media)}>${escapeHtml(videoFallback)}</video>`;
  }
  return `<img src="${escapeHtml(media.url)}" alt="${escapeHtml(alt)}"${sizeAttributes(media)}>`;
}

function previewTags(post: PublicPost, title: string, publicOrigin: string): string {
  const description = post.paragraphs.join(' ').slice(0, 200);
  const image = post.media?.kind === 'image' ? post.media.url : post.media?.posterUrl;
  const tags = [
    ['og:type', 'article'],
    ['og:title', title],
    ['og:url', `${publicOrigin}/p/${post.id}`],
    ...(description ? [['og:description', description]] : []),
    ...(image ? [['og:image', `${publicOrigin}${image}`]] : []),
  ];
  const meta = tags
    .map(
      ([property, content]) =>
        `<meta property="${property}" content="${escapeHtml(content ?? '')}">`,
    )
    .join('\n');
  const summary = description
    ? `\n<meta name="description" content="${escapeHtml(description)}">`
    : '';
  return `${meta}${summary}`;
}

export function publicPostPage(post: PublicPost, lang: Language, publicOrigin: string): string {
  const t = WEB_TEXTS[lang];
  const heading = post.location ?? t.untitledSighting(post.id);
  const coordinates = formatCoordinates(post.lat, post.lng, t.locale, 5);
  const mapUrl = `https://www.openstreetmap.org/?mlat=${post.lat}&mlon=${post.lng}#map=17/${post.lat}/${post.lng}`;
  const facts = [
    `<li><time datetime="${post.observedAt.toISOString()}">${escapeHtml(t.observedOn(formatObserved(post.observedAt, t.locale)))}</time></li>`,
    ...(post.reporter ? [`<li>${escapeHtml(t.reportedBy(post.reporter))}</li>`] : []),
  ].join('');
  const description = post.paragraphs.length
    ? `<div class="description">${post.paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`
    : '';
  const media = post.media
    ? `<div class="media">${mediaHtml(post.media, t.photoAlt(heading), t.videoFallback)}</div>`
    : '';
  const body = `<article class="panel post${post.media ? ' with-media' : ''}">
${media}
<div class="details">
<p class="eyebrow">${escapeHtml(t.publicSighting)}</p>
<h1>${escapeHtml(heading)}</h1>
<ul class="facts">${facts}</ul>
${description}
<dl class="place">
<dt>${escapeHtml(t.coordinates)}</dt>
<dd>${coordinates}</dd>
<dd><a href="${escapeHtml(mapUrl)}" rel="noopener noreferrer">${escapeHtml(t.openMap)}</a></dd>
</dl>
<div class="staff">
<p>${escapeHtml(t.staffHint)}</p>
<a class="button" href="/posts/${post.id}">${escapeHtml(t.openInDashboard)}</a>
</div>
</div>
</article>`;
  const title = `${heading} · Highwater`;
  return renderDocument({
    lang,
    title,
    body,
    styles: STYLES,
    head: previewTags(post, title, publicOrigin),
    hrefInLanguage: (other) => `/p/${post.id}?lang=${other}`,
  });
}

/** The page for a post id that is malformed (400) or that no post has (404). */
export function publicPostProblemPage(
  problem: 'not-found' | 'bad-request',
  lang: Language,
  hrefInLanguage: (lang: Language) => string,
): string {
  const t = WEB_TEXTS[lang];
  const title = problem === 'not-found' ? t.notFoundTitle : t.badRequestTitle;
  const text = problem === 'not-found' ? t.notFoundText : t.badRequestText;
  return renderDocument({
    lang,
    title: `${title} · Highwater`,
    head: '<meta name="robots" content="noindex">',
    body: messagePanel({
      title,
      html: `<p class="muted">${escapeHtml(text)}</p>`,
      link: { href: '/', label: t.goHome },
    }),
    hrefInLanguage,
  });
}
