import { FRAME_MESSAGE_SCRIPT_PATH } from '../browser-scripts.ts';

export type FrameMessage = string | Record<string, string>;

// JSON inside a script element must not be able to close the element or start a comment.
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The callback answer inside the web app's hidden frame: an external script posts the message to
 * the parent window, addressed to the public origin only. With `topLevel`, the same page opened
 * in a tab goes there instead.
 */
export function frameMessagePage(
  message: FrameMessage,
  targetOrigin: string,
  topLevel?: string,
): string {
  const data =
    topLevel === undefined ? { targetOrigin, message } : { targetOrigin, message, topLevel };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Highwater</title>
<script type="application/json" id="auth-message">${safeJson(data)}</script>
<script src="${FRAME_MESSAGE_SCRIPT_PATH}" defer></script>
</head>
<body></body>
</html>
`;
}
