import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { Check, ChevronDown, LogOut } from 'lucide-react';
import type { User } from '@highwater/core/api/user';
import { projectPath } from '@/api/get-projects.ts';
import { AccessTokensSection } from '@/features/access-tokens/access-tokens-section.tsx';
import { useConfig } from '@/lib/config-context.tsx';
import { profileUrl } from '@/lib/profile-url.ts';
import { useSearchParam } from '@/lib/use-search-param.ts';
import { AppDialog } from '@/ui/dialog.tsx';
import { AlertBell } from '@/features/alerts/alert-bell.tsx';
import { Logo } from '@/ui/logo.tsx';
import { COMING_SOON_PARAM, type ComingSoonFeature } from './coming-soon.ts';
import { AvatarImage, SignOutConfirm } from './avatar.tsx';
import { HelpContacts } from './help-dialog.tsx';
import { useNavItems } from './nav-items.ts';
import { Preferences } from './preferences.tsx';
import { groupProjects } from './project-groups.ts';
import { useCurrentProject } from './use-current-project.ts';
import { UserTag } from './user-tag.tsx';

export const CHOOSER_PARAM = 'chooser';

/** Links to every project; following one leaves the chooser's address, which closes it. */
function ChooserProjects({ user }: { user: User }) {
  const { t } = useTranslation();
  const { projectsQuery, current } = useCurrentProject(user);
  if (projectsQuery.isPending) return <p className="muted">{t('toolbar.loading_projects')}</p>;
  if (projectsQuery.isError) return <p className="muted">{t('toolbar.projects_failed')}</p>;
  const sections = groupProjects(projectsQuery.data);
  if (sections.length === 0) return <p className="muted">{t('toolbar.no_projects')}</p>;
  return (
    <>
      {sections.map(({ group, projects }) => (
        <div key={group?.id ?? 'all'} className="chooser__group">
          {group && <h4 className="chooser__group-name">{group.name}</h4>}
          <ul className="chooser__list">
            {projects.map((project) => (
              <li key={project.id}>
                <Link
                  className="chooser__row"
                  href={projectPath(project)}
                  aria-current={project.id === current?.id ? 'page' : undefined}
                >
                  <span>{project.name}</span>
                  {project.id === current?.id && <Check size={18} aria-hidden="true" />}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Phone screens: the whole toolbar (and navigation) behind one button, opened by ?chooser=open. */
export function ChooserBar({ user }: { user: User }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { current, group, projectsQuery } = useCurrentProject(user);
  // Like the toolbar's project menu: a person with no project reads so, not "Choose a project".
  const noProjects = projectsQuery.data?.projects.length === 0;
  const navItems = useNavItems(user);
  const [chooser, setChooser] = useSearchParam(CHOOSER_PARAM);
  const [, setSearchParams] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const close = () => setChooser(null);
  // One address change, so that the chooser closes as the coming-soon dialog opens.
  const openComingSoon = (feature: ComingSoonFeature) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHOOSER_PARAM);
        next.set(COMING_SOON_PARAM, feature);
        return next;
      },
      { replace: true },
    );

  return (
    <header className="toolbar toolbar--small">
      <Link className="toolbar__logo" href="/" aria-label={t('nav.home')}>
        <Logo size={32} />
      </Link>
      <Button className="chooser-button" onPress={() => setChooser('open')}>
        <span className="chooser-button__text">
          <span className="chooser-button__project">
            {current?.name ?? t(noProjects ? 'toolbar.no_projects' : 'toolbar.choose_project')}
          </span>
          <span className="chooser-button__hint">{t('toolbar.chooser')}</span>
        </span>
        <ChevronDown size={18} aria-hidden="true" />
      </Button>
      <AlertBell />

      <AppDialog
        isOpen={chooser === 'open'}
        onClose={close}
        variant="sheet"
        title={t('chooser.title')}
      >
        <section className="chooser__section" aria-labelledby="chooser-projects">
          <h3 id="chooser-projects">{t('chooser.projects')}</h3>
          <ChooserProjects user={user} />
        </section>
        <section className="chooser__section" aria-labelledby="chooser-go-to">
          <h3 id="chooser-go-to">{t('chooser.go_to')}</h3>
          <ul className="chooser__list">
            {navItems.map((item) => {
              const Icon = item.icon;
              const content = (
                <>
                  <Icon size={18} aria-hidden="true" />
                  <span>{item.label}</span>
                </>
              );
              return (
                <li key={item.key}>
                  {item.comingSoon ? (
                    <Button
                      className="chooser__row chooser__row--icon"
                      onPress={() => item.comingSoon && openComingSoon(item.comingSoon)}
                    >
                      {content}
                    </Button>
                  ) : (
                    <Link
                      className="chooser__row chooser__row--icon"
                      href={item.href}
                      isDisabled={item.href === undefined}
                    >
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        <section className="chooser__section" aria-labelledby="chooser-help">
          <h3 id="chooser-help">{t('help.title')}</h3>
          <HelpContacts />
        </section>
        <Preferences />
        <AccessTokensSection />
        <section className="chooser__section chooser__account" aria-label={t('chooser.account')}>
          <a
            className="chooser__profile"
            href={profileUrl(config.mainSiteUrl, user)}
            target="_blank"
            rel="noreferrer"
          >
            <AvatarImage user={user} size={40} />
            <span>
              <UserTag user={user} group={group} />
              <span className="muted">{t('toolbar.profile')}</span>
            </span>
          </a>
          <Button className="button" onPress={() => setConfirming(true)}>
            <LogOut size={16} aria-hidden="true" />
            {t('sign_out.confirm')}
          </Button>
        </section>
      </AppDialog>
      <SignOutConfirm isOpen={confirming} onClose={() => setConfirming(false)} />
    </header>
  );
}
