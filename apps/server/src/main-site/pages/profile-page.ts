import type { Language } from '@highwater/core/constants';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import type { ProfileSighting, PublicProfile } from '@/services/public-profile-service.ts';
import { MAIN_SITE_TEXTS } from './main-site-texts.ts';
import { escapeHtml, renderDocument } from './page-layout.ts';
import { WEB_TEXTS } from './web-texts.ts';

// The person on top, their sightings below as a grid of cards: one column on phones, more as
// the page widens.
const STYLES = `
.person{display:flex;align-items:center;gap:20px;margin:0 0 24px;padding:24px 20px}
@media (min-width:48rem){.person{padding:32px}}
.person h1{margin:0}
.person .muted{margin:4px 0 0}
.avatar{flex:none;width:88px;height:88px;border-radius:50%;object-fit:cover;background:#e7eff4}
.initials{display:flex;align-items:center;justify-content:center;color:#0b4f71;font-size:1.75rem;font-weight:600}
.eyebrow{margin:0 0 4px;color:#0b4f71;font-size:.8125rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
h2{margin:0 0 16px;font-size:1.125rem;font-weight:600}
.sightings{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:16px;margin:0;padding:0;list-style:none}
.sightings a{display:block;height:100%;overflow:hidden;color:inherit;text-decoration:none}
.sightings a:hover .place{text-decoration:underline}
.thumb{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:#e7eff4}
.caption{display:block;padding:12px 16px}
.place{display:block;font-weight:600;overflow-wrap:anywhere}
.caption time{color:#4a5565;font-size:.9375rem}
`;

function avatarHtml(profile: PublicProfile): string {
  return profile.avatarUrl
    ? `<img class="avatar" src="${escapeHtml(profile.avatarUrl)}" alt="" width="88" height="88">`
    : `<span class="avatar initials" aria-hidden="true">${escapeHtml(profile.initials)}</span>`;
}

function sightingHtml(sighting: ProfileSighting, lang: Language): string {
  const t = WEB_TEXTS[lang];
  const place = sighting.place ?? t.untitledSighting(sighting.id);
  const date = dateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    sighting.observedAt,
  );
  // The picture repeats the link's text, so it is left out of what screen readers announce.
  const thumb = sighting.thumbnailUrl
    ? `<img class="thumb" src="${escapeHtml(sighting.thumbnailUrl)}" alt="" loading="lazy">`
    : '';
  return `<li><a class="panel" href="/p/${sighting.id}">${thumb}<span class="caption"><span class="place">${escapeHtml(place)}</span>
<time datetime="${sighting.observedAt.toISOString()}">${escapeHtml(date)}</time></span></a></li>`;
}

/** The public profile: name and last initial, picture, place and newest sightings. */
export function profilePage(profile: PublicProfile, lang: Language): string {
  const t = MAIN_SITE_TEXTS[lang];
  const name = profile.name ?? t.unnamedPerson;
  const location = profile.location ? `<p class="muted">${escapeHtml(profile.location)}</p>` : '';
  const sightings = profile.sightings.length
    ? `<ul class="sightings">${profile.sightings.map((s) => sightingHtml(s, lang)).join('\n')}</ul>`
    : `<p class="muted">${escapeHtml(t.noSightings)}</p>`;
  const body = `<section class="panel person">
${avatarHtml(profile)}
<div>
<p class="eyebrow">${escapeHtml(t.publicProfile)}</p>
<h1>${escapeHtml(name)}</h1>
${location}
</div>
</section>
<section aria-labelledby="sightings">
<h2 id="sightings">${escapeHtml(t.recentSightings)}</h2>
${sightings}
</section>`;
  return renderDocument({
    lang,
    title: `${name} · Highwater`,
    body,
    styles: STYLES,
    hrefInLanguage: (other) => `/profile/${profile.id}?lang=${other}`,
  });
}
