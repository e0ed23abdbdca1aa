import { MAIN_SITE_STYLES } from '../pages/page-layout.ts';

// The main site's look (page-layout.ts) with section tabs, forms and tables for administration.
// Controls are at least 44 px tall for touch; tables scroll sideways on phones instead of squeezing.
export const ADMIN_STYLES = `${MAIN_SITE_STYLES}
.sections ul{display:flex;flex-wrap:wrap;gap:4px;margin:0 0 16px;padding:0;list-style:none}
.sections a{display:flex;align-items:center;min-height:44px;padding:0 14px;border-radius:6px;color:#4a5565;text-decoration:none}
.sections a:hover{background:#e4e8ec}
.sections a[aria-current=page]{color:#0b4f71;font-weight:600;background:#e7eff4}
.content{padding:24px 20px}
@media (min-width:48rem){.content{padding:32px}}
.notice{padding:12px 16px;border-radius:6px;background:#e7f4ec;color:#1d5b34}
.error-summary{padding:12px 16px;border:1px solid #b42318;border-radius:6px;background:#fdf0ee;color:#7a1a10}
.field-error{display:block;margin:4px 0 0;color:#b42318;font-size:.9375rem}
h2{margin:24px 0 12px;font-size:1.125rem;font-weight:600;overflow-wrap:anywhere}
h3{margin:16px 0 8px;font-size:1rem;font-weight:600}
form.stack{display:grid;gap:16px;max-width:36rem;margin:0 0 24px}
form.inline{display:flex;flex-wrap:wrap;align-items:end;gap:8px;margin:0}
label{display:block;font-weight:600;margin:0 0 4px}
.hint{display:block;color:#4a5565;font-size:.9375rem;font-weight:400}
input[type=text],input[type=email],input[type=password],input[type=date],input[type=datetime-local],input[type=number],input[type=url],select,textarea{
width:100%;min-height:44px;padding:8px 12px;border:1px solid #8a94a3;border-radius:6px;background:#fff;color:inherit;font:inherit}
textarea{min-height:88px}
input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible{outline:2px solid #0b4f71;outline-offset:2px}
input[aria-invalid=true],select[aria-invalid=true],textarea[aria-invalid=true]{border-color:#b42318}
.check{display:flex;align-items:center;gap:8px;min-height:44px;font-weight:400}
.check input{width:20px;height:20px;margin:0}
fieldset{margin:0;padding:12px 16px;border:1px solid #dde2e8;border-radius:8px}
legend{padding:0 4px;font-weight:600}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 16px;border:1px solid #0b4f71;
border-radius:6px;background:#0b4f71;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:#083d58}
button.secondary,.button.secondary{background:#fff;color:#0b4f71}
button.secondary:hover,.button.secondary:hover{background:#e7eff4}
button.danger{border-color:#b42318;background:#fff;color:#b42318}
button.danger:hover{background:#fdf0ee}
.actions{display:flex;flex-wrap:wrap;gap:8px}
table{display:block;overflow-x:auto;border-collapse:collapse;margin:0 0 16px;font-size:.9375rem}
th,td{padding:8px 16px 8px 0;text-align:left;vertical-align:top;border-bottom:1px solid #dde2e8}
th{color:#4a5565;font-weight:600}
.items{margin:0 0 16px;padding:0 0 0 20px}
.items li{margin:0 0 4px;overflow-wrap:anywhere}
.fields{display:grid;grid-template-columns:max-content 1fr;gap:8px 24px;margin:0 0 16px}
.fields dt{color:#4a5565}
.fields dd{margin:0;overflow-wrap:anywhere}
.eyebrow{margin:0 0 4px;color:#0b4f71;font-size:.8125rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.mails{margin:0;padding:0;list-style:none}
.mail{border-bottom:1px solid #dde2e8}
.mail summary{display:flex;flex-direction:column;gap:2px;min-height:44px;padding:10px 0;cursor:pointer}
.mail-subject{font-weight:600;overflow-wrap:anywhere}
.mail-meta{color:#4a5565;font-size:.9375rem;overflow-wrap:anywhere}
.mail-text{margin:0 0 16px;padding:12px;border-radius:6px;background:#f1f3f5;white-space:pre-wrap;overflow-wrap:anywhere;
font:.9375rem/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`;
