import { useTranslation } from 'react-i18next';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { projectPath, type Project, type ProjectList } from '@/api/get-projects.ts';
import { groupProjects } from './project-groups.ts';

interface ProjectMenuProps {
  query: UseQueryResult<ProjectList>;
  current: Project | undefined;
}

/** The toolbar's project chooser, grouped by client group when there is more than one. */
export function ProjectMenu({ query, current }: ProjectMenuProps) {
  const { t } = useTranslation();

  if (query.isPending) {
    return (
      <Button className="project-menu__button" isDisabled>
        {t('toolbar.loading_projects')}
      </Button>
    );
  }
  if (query.isError) {
    return (
      <Button className="project-menu__button" onPress={() => void query.refetch()}>
        {t('toolbar.projects_failed')}
      </Button>
    );
  }
  const sections = groupProjects(query.data);
  if (sections.length === 0) {
    return (
      <Button className="project-menu__button" isDisabled>
        {t('toolbar.no_projects')}
      </Button>
    );
  }

  return (
    <MenuTrigger>
      <Button className="project-menu__button">
        <span className="visually-hidden">{t('toolbar.project_menu')}:</span>{' '}
        <span className="project-menu__label">{current?.name ?? t('toolbar.choose_project')}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </Button>
      <Popover className="menu-popover" placement="bottom start" offset={4}>
        <Menu className="menu" aria-label={t('toolbar.project_menu')}>
          {sections.map(({ group, projects }) => (
            <MenuSection key={group?.id ?? 'all'} className="menu__section">
              {group && <Header className="menu__header">{group.name}</Header>}
              {projects.map((project) => (
                <MenuItem
                  key={project.id}
                  id={project.id}
                  href={projectPath(project)}
                  textValue={project.name}
                  className="menu__item"
                >
                  <span className="menu__item-label">{project.name}</span>
                  {project.id === current?.id && <Check size={16} aria-hidden="true" />}
                </MenuItem>
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
