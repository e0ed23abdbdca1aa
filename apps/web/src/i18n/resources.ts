import enAlerts from './en/alerts.json';
import enAccessTokens from './en/accesstokens.json';
import enApp from './en/app.json';
import enComments from './en/comments.json';
import enLive from './en/live.json';
import enNewSighting from './en/newsighting.json';
import enPost from './en/post.json';
import enSeverity from './en/severity.json';
import enTide from './en/tide.json';
import enUploads from './en/uploads.json';
import esAlerts from './es/alerts.json';
import esAccessTokens from './es/accesstokens.json';
import esApp from './es/app.json';
import esComments from './es/comments.json';
import esLive from './es/live.json';
import esNewSighting from './es/newsighting.json';
import esPost from './es/post.json';
import esSeverity from './es/severity.json';
import esTide from './es/tide.json';
import esUploads from './es/uploads.json';

/**
 * The texts of each language, one file per area of the product; a file's name is the first part
 * of its keys (`post.copy_link` lives in `post.json`).
 */
export const en = {
  ...enApp,
  alerts: enAlerts,
  accesstokens: enAccessTokens,
  post: enPost,
  comments: enComments,
  live: enLive,
  newsighting: enNewSighting,
  severity: enSeverity,
  tide: enTide,
  uploads: enUploads,
};

export const es: typeof en = {
  ...esApp,
  alerts: esAlerts,
  accesstokens: esAccessTokens,
  post: esPost,
  comments: esComments,
  live: esLive,
  newsighting: esNewSighting,
  severity: esSeverity,
  tide: esTide,
  uploads: esUploads,
};
