import type { Language } from '@highwater/core/constants';
import type { ClassicView, Named, Person, Topic } from '@/services/classic-view-service.ts';
import { MAIN_SITE_TEXTS, type MainSiteTexts } from './main-site-texts.ts';
import { escapeHtml } from './page-layout.ts';

// The read-only body of each classic-view section. Every stored text is escaped here.

const muted = (text: string) => `<p class="muted">${escapeHtml(text)}</p>`;
const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();
const groupName = (group: Named, t: MainSiteTexts) => group.name ?? t.untitledGroup;
const projectName = (project: Named, t: MainSiteTexts) => project.name ?? t.untitledProject;
const list = (items: string[]) =>
  `<ul class="items">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

function settingsHtml(view: Extract<ClassicView, { section: 'settings' }>, t: MainSiteTexts) {
  const { person } = view;
  const rows: [string, string][] = [
    [t.firstName, person.firstName],
    [t.lastName, person.lastName],
    [t.email, person.email],
    [t.units, t.systemsOfMeasure[person.preferredSystemOfMeasure]],
  ];
  const items = rows.map(
    ([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`,
  );
  return `<dl class="fields">${items.join('')}</dl>`;
}

function userGroupsHtml(view: Extract<ClassicView, { section: 'user-groups' }>, t: MainSiteTexts) {
  if (view.groups.length === 0) return muted(t.noGroups);
  return view.groups
    .map((group) => {
      const projects = group.projects.length
        ? list(group.projects.map((project) => projectName(project, t)))
        : muted(t.noProjects);
      return `<section class="group"><h2>${escapeHtml(groupName(group, t))}</h2>
<h3>${escapeHtml(t.projects)}</h3>${projects}</section>`;
    })
    .join('\n');
}

function peopleHtml(view: Extract<ClassicView, { section: 'people' }>, t: MainSiteTexts) {
  if (view.groups.length === 0) return muted(t.noGroups);
  return view.groups
    .map(
      (group) => `<section class="group"><h2>${escapeHtml(groupName(group, t))}</h2>
${list(group.members.map(fullName))}</section>`,
    )
    .join('\n');
}

function topicHtml(topic: Topic, t: MainSiteTexts): string {
  const heading = `<h3>${escapeHtml(topic.name)}</h3>`;
  if (topic.questions.length === 0) return `${heading}${muted(t.noQuestions)}`;
  const rows = topic.questions
    .map(
      (question) =>
        `<tr><td>${escapeHtml(question.title)}</td><td>${escapeHtml(t.dataTypes[question.dataType])}</td></tr>`,
    )
    .join('');
  return `${heading}<table><thead><tr><th scope="col">${escapeHtml(t.question)}</th><th scope="col">${escapeHtml(t.answerType)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function surveysHtml(view: Extract<ClassicView, { section: 'surveys' }>, t: MainSiteTexts) {
  if (view.projects.length === 0) return muted(t.noProjects);
  return view.projects
    .map((project) => {
      const topics = project.topics.length
        ? project.topics.map((topic) => topicHtml(topic, t)).join('\n')
        : muted(t.noTopics);
      const group = escapeHtml(project.groupName ?? t.untitledGroup);
      return `<section class="group"><h2>${escapeHtml(projectName(project, t))} <span class="muted">· ${group}</span></h2>
${topics}</section>`;
    })
    .join('\n');
}

export function classicSectionHtml(view: ClassicView, lang: Language): string {
  const t = MAIN_SITE_TEXTS[lang];
  switch (view.section) {
    case 'settings':
      return settingsHtml(view, t);
    case 'user-groups':
      return userGroupsHtml(view, t);
    case 'people':
      return peopleHtml(view, t);
    case 'surveys':
      return surveysHtml(view, t);
  }
}
