import type { Story } from '@ladle/react';
import { StatisticsLoader } from './StatisticsLoader';

export default { title: 'Lists / StatisticsLoader' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Succeeds: Story = () => (
  <StatisticsLoader load={() => wait(1200).then(() => ({ views: 1204, clicks: 87 }))}>
    {(data) => (
      <span>
        Wyświetlenia: {data.views}, kliknięcia: {data.clicks}
      </span>
    )}
  </StatisticsLoader>
);
export const Fails: Story = () => (
  <StatisticsLoader load={() => wait(800).then(() => Promise.reject(new Error('500')))}>
    {() => null}
  </StatisticsLoader>
);
export const NeverEnds: Story = () => (
  <StatisticsLoader load={() => new Promise(() => undefined)}>{() => null}</StatisticsLoader>
);
