import type { Language } from '@highwater/core/constants';
import {
  CLASSIC_SECTIONS,
  type ClassicSection,
  type ClassicView,
} from '@/services/classic-view-service.ts';
import { classicSectionHtml } from './classic-view-sections.ts';
import { MAIN_SITE_TEXTS } from './main-site-texts.ts';
import { escapeHtml, renderDocument } from './page-layout.ts';

// Section tabs above one panel; tables scroll sideways on narrow phones instead of squeezing.
const STYLES = `
.sections ul{display:flex;flex-wrap:wrap;gap:4px;margin:0 0 16px;padding:0;list-style:none}
.sections a{display:flex;align-items:center;min-height:44px;padding:0 14px;border-radius:6px;color:#4a5565;text-decoration:none}
.sections a:hover{background:#e4e8ec}
.sections a[aria-current=page]{color:#0b4f71;font-weight:600;background:#e7eff4}
.content{padding:24px 20px}
@media (min-width:48rem){.content{padding:32px}}
.eyebrow{margin:0 0 4px;color:#0b4f71;font-size:.8125rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.group{margin:24px 0 0;padding:24px 0 0;border-top:1px solid #dde2e8}
h2{margin:0 0 12px;font-size:1.125rem;font-weight:600;overflow-wrap:anywhere}
h3{margin:16px 0 8px;font-size:1rem;font-weight:600}
.items{margin:0;padding:0 0 0 20px}
.items li{margin:0 0 4px;overflow-wrap:anywhere}
.fields{display:grid;grid-template-columns:max-content 1fr;gap:8px 24px;margin:0}
.fields dt{color:#4a5565}
.fields dd{margin:0;overflow-wrap:anywhere}
table{display:block;overflow-x:auto;border-collapse:collapse;margin:0 0 8px;font-size:.9375rem}
th,td{padding:8px 16px 8px 0;text-align:left;border-bottom:1px solid #dde2e8}
th{color:#4a5565;font-weight:600}
.onward{margin:24px 0 0}
`;

export const sectionHref = (section: string, lang: Language) =>
  `/admin/${encodeURIComponent(section)}?lang=${lang}`;

function sectionNav(current: ClassicSection, lang: Language): string {
  const t = MAIN_SITE_TEXTS[lang];
  const links = CLASSIC_SECTIONS.map((section) => {
    const mark = section === current ? ' aria-current="page"' : '';
    return `<li><a href="${escapeHtml(sectionHref(section, lang))}"${mark}>${escapeHtml(t.sections[section])}</a></li>`;
  }).join('');
  return `<nav class="sections" aria-label="${escapeHtml(t.sectionsLabel)}"><ul>${links}</ul></nav>`;
}

/** One section of the classic view, read-only, for the signed-in person. */
export function classicViewPage(view: ClassicView, lang: Language): string {
  const t = MAIN_SITE_TEXTS[lang];
  const title = t.sections[view.section];
  const body = `${sectionNav(view.section, lang)}
<section class="panel content">
<p class="eyebrow">${escapeHtml(t.classicView)}</p>
<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(t.readOnly)}</p>
${classicSectionHtml(view, lang)}
<p class="onward"><a href="/">${escapeHtml(t.openAdvancedView)}</a></p>
</section>`;
  return renderDocument({
    lang,
    title: `${title} · ${t.classicView} · Highwater`,
    body,
    styles: STYLES,
    head: '<meta name="robots" content="noindex">',
    hrefInLanguage: (other) => sectionHref(view.section, other),
  });
}
