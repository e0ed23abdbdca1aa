// Phone first: one column of sections; from 48rem the form sits in a wider white panel. Touch
// targets are at least 44px; the map's pin stays in its middle, so moving the map places it.
export const REPORT_PAGE_STYLES = `
.report{max-width:40rem;margin:0 auto}
.eyebrow{margin:0 0 4px;color:#0b4f71;font-size:.8125rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.intro{color:#4a5565}
.notice{padding:12px 16px;border-radius:6px;background:#fff4e5;color:#7a3e00}
.section{margin:0 0 16px;padding:16px;border:1px solid #dde2e8;border-radius:10px;background:#fff;min-width:0}
@media (min-width:48rem){.section{padding:24px}}
legend,.label{padding:0;font-weight:600;font-size:1.0625rem}
fieldset.section>legend{float:left;width:100%;margin:0 0 4px}
fieldset.section>legend+*{clear:left}
.question{margin:16px 0 0;padding:0;border:0;min-width:0}
.question legend,.question .label{font-size:1rem}
label.label,.question label.label{display:block;margin:0 0 4px}
.req,.opt{color:#4a5565;font-weight:400;font-size:.875rem}
.hint{margin:0 0 8px;color:#4a5565;font-size:.9375rem}
input[type=text],input[type=email],input[type=search],input[type=datetime-local],textarea,select{display:block;width:100%;min-height:44px;
padding:10px 12px;border:1px solid #8a94a3;border-radius:6px;background:#fff;color:#1b2430;font:inherit}
textarea{min-height:6.5rem;resize:vertical}
input:focus-visible,textarea:focus-visible,select:focus-visible,button:focus-visible{outline:2px solid #0b4f71;outline-offset:2px}
[aria-invalid=true]{border-color:#b42318}
.choices{display:flex;flex-wrap:wrap;gap:8px}
.choice{display:flex;align-items:center;gap:8px;min-height:44px;padding:0 12px;border:1px solid #dde2e8;border-radius:6px;font-weight:400;cursor:pointer}
.choice input{width:20px;height:20px;margin:0;accent-color:#0b4f71}
.choice:has(input:checked){border-color:#0b4f71;background:#e7eff4}
.choice:focus-within{outline:2px solid #0b4f71;outline-offset:2px}
.number{display:flex;align-items:center;gap:8px;max-width:14rem}
.range{display:grid;gap:12px}
@media (min-width:32rem){.range{grid-template-columns:1fr 1fr}}
.range label{font-weight:400}
button,.file-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:10px 16px;border-radius:6px;
border:1px solid #0b4f71;background:#fff;color:#0b4f71;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
button:hover,.file-button:hover{background:#e7eff4}
button.primary{width:100%;background:#0b4f71;color:#fff}
button.primary:hover{background:#083d58}
button[disabled]{opacity:.6;cursor:default}
.file-buttons{display:flex;flex-wrap:wrap;gap:8px}
.file-button{position:relative}
.file-button:focus-within{outline:2px solid #0b4f71;outline-offset:2px}
.file-button input{position:absolute;inset:0;width:100%;height:100%;opacity:0;cursor:pointer}
.files{display:flex;flex-direction:column;gap:8px;margin:12px 0 0;padding:0;list-style:none}
.files:empty{display:none}
.file{display:grid;grid-template-columns:48px minmax(0,1fr) auto;align-items:center;gap:8px 12px;padding:8px;border:1px solid #dde2e8;border-radius:6px}
.file img,.file .thumb{width:48px;height:48px;border-radius:4px;object-fit:cover;background:#eef1f4}
.file-name{margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.9375rem}
.file-state{margin:0;color:#4a5565;font-size:.875rem}
.file-state.failed{color:#b42318}
.file progress{display:block;width:100%;height:6px;margin:4px 0 0;accent-color:#0b4f71}
.file-actions{display:flex;gap:4px}
.file-actions button{min-width:44px;padding:8px 10px;font-size:.875rem}
.offer{margin:12px 0 0;padding:12px 16px;border-radius:6px;background:#e7eff4}
.offer p{margin:0 0 8px}
.offer .actions{display:flex;flex-wrap:wrap;gap:8px}
.place-tools{display:grid;gap:12px;justify-items:start;margin:0 0 12px}
.search{width:100%}
.search-row{display:flex;gap:8px}
.search-row input{flex:1;min-width:0}
.results{margin:8px 0 0;padding:0;list-style:none;border:1px solid #dde2e8;border-radius:6px}
.results li+li{border-top:1px solid #dde2e8}
.results button{width:100%;justify-content:flex-start;border:0;border-radius:0;font-weight:400;text-align:left;color:#1b2430}
.results p{margin:0;padding:10px 12px;color:#4a5565}
.map{position:relative;height:min(50vh,22rem);min-height:16rem;border:1px solid #dde2e8;border-radius:6px;overflow:hidden;background:#a9cde2}
.map .map-canvas{width:100%;height:100%}
.map .pin{position:absolute;left:50%;top:50%;width:28px;height:40px;margin:-40px 0 0 -14px;pointer-events:none;z-index:2}
.map[data-unavailable] .pin{display:none}
.place-status{margin:8px 0 0;font-variant-numeric:tabular-nums}
.field-error{margin:4px 0 0;color:#b42318;font-weight:600;font-size:.9375rem}
.error-summary{margin:0 0 16px;padding:16px;border:1px solid #f1c2bd;border-left:4px solid #b42318;border-radius:6px;background:#fdf2f1}
.error-summary h2{margin:0 0 8px;font-size:1.0625rem}
.error-summary ul{margin:0;padding-left:20px}
.error-summary a{color:#8a1c12}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.submit-status{margin:8px 0 0;color:#4a5565}
.thanks{padding:32px 24px;text-align:left}
.thanks h2{margin:0 0 8px;font-size:1.375rem}
.thanks .actions{display:flex;flex-direction:column;gap:8px;margin-top:16px}
@media (min-width:32rem){.thanks .actions{flex-direction:row}}
.thanks .secondary{background:#fff;color:#0b4f71;border:1px solid #0b4f71}
.thanks .secondary:hover{background:#e7eff4}
`;
