/** The alerts' job queues and what each job carries. */

/** A post change to match against the project's saved searches (see alert-matching.ts). */
export const ALERT_MATCH_QUEUE = 'alert-match';
/** One alert's e-mail, for an instant subscription. */
export const ALERT_MAIL_QUEUE = 'alert-mail';
/** A subscription's hourly or daily digest, due at the job's start. */
export const ALERT_DIGEST_QUEUE = 'alert-digest';

export const ALERT_QUEUES = [ALERT_MATCH_QUEUE, ALERT_MAIL_QUEUE, ALERT_DIGEST_QUEUE] as const;

export interface AlertMatchJob {
  postId: number;
  projectId: number;
  /** When the change happened (ISO 8601): rolling windows and time filters are read at it. */
  changedAt: string;
  /** A new post matched nothing before. */
  created: boolean;
  fromStatusId: number | null;
  fromSeverityLevel: number | null;
}

export interface AlertMailJob {
  alertId: number;
}

export interface AlertDigestJob {
  subscriptionId: number;
}
