import type { DataType, SystemOfMeasure } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import {
  listMembersOfUsersGroups,
  listTopicQuestionsOfMember,
} from '@/repositories/classic-view-repository.ts';
import { listClientGroupsOfMember } from '@/repositories/client-group-repository.ts';
import { listProjectsOfMember } from '@/repositories/project-repository.ts';
import { findUserById, listUserSettings } from '@/repositories/user-repository.ts';
import { byName, compareNames } from './name-order.ts';
import { toUserSettings } from './user-settings-service.ts';

/** The admin pages of the main site's classic view, as the web app links to them. */
export const CLASSIC_SECTIONS = ['settings', 'user-groups', 'people', 'surveys'] as const;
export type ClassicSection = (typeof CLASSIC_SECTIONS)[number];

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

export interface Named {
  id: number;
  /** Null when saved without a name. */
  name: string | null;
}

export interface Topic {
  id: number;
  name: string;
  questions: { id: number; title: string; dataType: DataType }[];
}

export type ClassicView =
  | {
      section: 'settings';
      person: Person & { email: string; preferredSystemOfMeasure: SystemOfMeasure };
    }
  | { section: 'user-groups'; groups: (Named & { projects: Named[] })[] }
  | { section: 'people'; groups: (Named & { members: Person[] })[] }
  | { section: 'surveys'; projects: (Named & { groupName: string | null; topics: Topic[] })[] };

// Every list below starts from the user's own memberships, so another organisation's groups,
// people and surveys can never appear.

async function settingsView(db: Db, userId: number): Promise<ClassicView | null> {
  const [user, settings] = await Promise.all([
    findUserById(db, userId),
    listUserSettings(db, userId),
  ]);
  if (!user) return null;
  return {
    section: 'settings',
    person: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email ?? '',
      preferredSystemOfMeasure: toUserSettings(settings).preferredSystemOfMeasure,
    },
  };
}

async function userGroupsView(db: Db, userId: number): Promise<ClassicView> {
  const [groups, projects] = await Promise.all([
    listClientGroupsOfMember(db, userId),
    listProjectsOfMember(db, userId),
  ]);
  return {
    section: 'user-groups',
    groups: [...groups].sort(byName).map((group) => ({
      id: group.id,
      name: group.name,
      projects: projects
        .filter((project) => project.client_group_id === group.id)
        .map((project) => ({ id: project.id, name: project.name }))
        .sort(byName),
    })),
  };
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

async function peopleView(db: Db, userId: number): Promise<ClassicView> {
  const [groups, members] = await Promise.all([
    listClientGroupsOfMember(db, userId),
    listMembersOfUsersGroups(db, userId),
  ]);
  return {
    section: 'people',
    groups: [...groups].sort(byName).map((group) => ({
      id: group.id,
      name: group.name,
      members: members
        .filter((member) => member.client_group_id === group.id)
        .map((member) => ({
          id: member.id,
          firstName: member.first_name,
          lastName: member.last_name,
        }))
        .sort((a, b) => compareNames(fullName(a), fullName(b)) || a.id - b.id),
    })),
  };
}

function topicsOf(rows: Awaited<ReturnType<typeof listTopicQuestionsOfMember>>): Topic[] {
  const topics = new Map<number, Topic>();
  for (const row of rows) {
    const topic = topics.get(row.topic_id) ?? {
      id: row.topic_id,
      name: row.topic_name,
      questions: [],
    };
    topics.set(row.topic_id, topic);
    if (row.question_id !== null && row.title !== null && row.data_type !== null) {
      topic.questions.push({ id: row.question_id, title: row.title, dataType: row.data_type });
    }
  }
  return [...topics.values()];
}

async function surveysView(db: Db, userId: number): Promise<ClassicView> {
  const [projects, rows] = await Promise.all([
    listProjectsOfMember(db, userId),
    listTopicQuestionsOfMember(db, userId),
  ]);
  return {
    section: 'surveys',
    projects: [...projects].sort(byName).map((project) => ({
      id: project.id,
      name: project.name,
      groupName: project.client_group_name,
      topics: topicsOf(rows.filter((row) => row.project_id === project.id)),
    })),
  };
}

/** One section of the classic view for the signed-in user; null when there is no such user. */
export function getClassicView(
  db: Db,
  userId: number,
  section: ClassicSection,
): Promise<ClassicView | null> {
  switch (section) {
    case 'settings':
      return settingsView(db, userId);
    case 'user-groups':
      return userGroupsView(db, userId);
    case 'people':
      return peopleView(db, userId);
    case 'surveys':
      return surveysView(db, userId);
  }
}
