import type { QuestionsTable } from '@/db/schema.ts';

/** Topics (investigations) of the demo projects, with questions of every data type. */

export type QuestionType = QuestionsTable['data_type'];

export interface QuestionPlan {
  key: string;
  title: string;
  type: QuestionType;
  unit?: string;
  multiple?: boolean;
  options?: string[];
}

export interface TopicPlan {
  key: 'street-flooding' | 'king-tides' | 'storm-drains' | 'heavy-rain';
  name: string;
  icon: string;
  questions: QuestionPlan[];
}

export const TOPICS: readonly TopicPlan[] = [
  {
    key: 'street-flooding',
    name: 'Street flooding',
    icon: 'flooding',
    questions: [
      { key: 'passable', title: 'Is the street passable?', type: 'BOOLEAN' },
      { key: 'depth-in', title: 'How deep is the water?', type: 'NUMERIC', unit: 'INCHES' },
      {
        key: 'flooded',
        title: 'What is flooded?',
        type: 'SELECT',
        multiple: true,
        options: ['street', 'sidewalk', 'yard', 'parking lot', 'garage', 'building'],
      },
      {
        key: 'source',
        title: 'Where is the water coming from?',
        type: 'SELECT',
        options: ['rain', 'high tide', 'storm drain', 'broken water main', 'unknown'],
      },
      { key: 'arrived', title: 'When did the water arrive?', type: 'DATETIME' },
      { key: 'duration', title: 'How long did the flooding last?', type: 'TIMERANGE' },
    ],
  },
  {
    key: 'king-tides',
    name: 'King tides',
    icon: 'oceans-and-freshwater',
    questions: [
      { key: 'depth-cm', title: 'Water depth at the curb', type: 'NUMERIC', unit: 'CM' },
      { key: 'water-temp', title: 'Water temperature', type: 'DECIMAL', unit: '°C' },
      {
        key: 'through-drains',
        title: 'Is the water coming up through storm drains?',
        type: 'BOOLEAN',
      },
      { key: 'gauge', title: 'Tide staff reading', type: 'DECIMAL', unit: 'FT' },
      { key: 'high-tide', title: 'Time of the highest water', type: 'DATETIME' },
    ],
  },
  {
    key: 'storm-drains',
    name: 'Storm drains',
    icon: 'pollution',
    questions: [
      { key: 'blocked', title: 'Is the drain blocked?', type: 'BOOLEAN' },
      {
        key: 'blockage',
        title: 'What is blocking it?',
        type: 'SELECT',
        multiple: true,
        options: ['leaves', 'trash', 'sand', 'construction debris', 'nothing visible'],
      },
      { key: 'rain-mm', title: 'Rain in the last hour', type: 'NUMERIC', unit: 'MM' },
      { key: 'cleared', title: 'When was the drain last cleared?', type: 'DATETIME' },
    ],
  },
  {
    key: 'heavy-rain',
    name: 'Heavy rain',
    icon: 'skies-and-air',
    questions: [
      { key: 'rainfall', title: 'Rainfall in your gauge', type: 'DECIMAL', unit: 'MM' },
      {
        key: 'wind',
        title: 'How strong is the wind?',
        type: 'SELECT',
        options: ['calm', 'breezy', 'strong', 'damaging'],
      },
      { key: 'air-temp', title: 'Air temperature', type: 'DECIMAL', unit: '°C' },
      { key: 'rain-period', title: 'When did it rain?', type: 'TIMERANGE' },
    ],
  },
];

export function topicByKey(key: TopicPlan['key']): TopicPlan {
  const topic = TOPICS.find((t) => t.key === key);
  if (!topic) throw new Error(`Unknown topic ${key}`);
  return topic;
}
