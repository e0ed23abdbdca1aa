import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Post } from '@highwater/core/api/posts';
import { isSeverityLevel } from '@highwater/core/severity';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { SeverityIcon, SeveritySwatch, useSeverityName } from '@/ui/severity-mark.tsx';
import { severityPath, useSeverityNavigate } from './severity-paths.ts';
import './severity.css';

interface SeverityButtonProps {
  post: Post;
  project: ProjectDetailData;
  /** The post's position in the route's postIds. */
  index: number;
}

/**
 * The post's severity next to its status (spec 001 section 2): number, icon and name in the
 * level's colour, linking to the severity view. Nothing when the project hides severity.
 */
export function SeverityButton({ post, project, index }: SeverityButtonProps) {
  const { t } = useTranslation();
  const { search, hash } = useLocation();
  const go = useSeverityNavigate();
  const severityName = useSeverityName();
  if (!project.show_severity) return null;
  const level = post.structured_data.severity_level;
  const path = severityPath(index);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(path);
  };
  return (
    <Link
      to={{ pathname: path, search, hash }}
      onClick={open}
      className={`severity-button severity-button--${isSeverityLevel(level) ? level : 'none'}`}
      aria-label={
        isSeverityLevel(level)
          ? t('severity.button', { level, name: severityName(level) })
          : t('severity.no_level')
      }
    >
      {isSeverityLevel(level) ? (
        <>
          <SeverityIcon level={level} size={20} />
          <SeveritySwatch level={level} />{' '}
          <span className="severity-button__name">{severityName(level)}</span>
        </>
      ) : (
        <span className="severity-button__name">{t('severity.no_level')}</span>
      )}
    </Link>
  );
}
